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
.LFB51:
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
.LFE51:
	.size	service_moments, .-service_moments
	.p2align 4
	.type	service_max, @function
service_max:
.LFB52:
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
.LFE52:
	.size	service_max, .-service_max
	.p2align 4
	.type	serve_stalls, @function
serve_stalls:
.LFB68:
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
.LFE68:
	.size	serve_stalls, .-serve_stalls
	.p2align 4
	.type	default_shape, @function
default_shape:
.LFB76:
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
.LFE76:
	.size	default_shape, .-default_shape
	.p2align 4
	.type	cmp_u64, @function
cmp_u64:
.LFB86:
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
.LFE86:
	.size	cmp_u64, .-cmp_u64
	.p2align 4
	.type	cmp_u128, @function
cmp_u128:
.LFB87:
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
.LFE87:
	.size	cmp_u128, .-cmp_u128
	.p2align 4
	.type	nth_smallest, @function
nth_smallest:
.LFB91:
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
	jle	.L65
.L37:
	movq	%rbp, %rax
	movq	(%r11,%rbx,8), %rdx
	subq	%rbx, %rax
	sarq	%rax
	addq	%rbx, %rax
	movq	(%r11,%rax,8), %rcx
	movq	(%r11,%rbp,8), %rax
	cmpq	%rcx, %rdx
	jnb	.L39
	cmpq	%rax, %rdx
	cmovb	%rax, %rdx
	cmpq	%rax, %rcx
	cmovnb	%rdx, %rcx
.L40:
	movq	%rbp, %rdx
	movq	%rbx, %rsi
.L41:
	cmpq	%rdx, %rsi
	jg	.L46
	leaq	0(,%rsi,8), %rax
	leaq	0(,%rdx,8), %r13
	leaq	(%r11,%rax), %r10
	leaq	(%r11,%r13), %r9
	movq	(%r10), %rdi
	movq	(%r9), %r8
	leaq	8(%r11,%rax), %rax
	cmpq	%rcx, %rdi
	jnb	.L66
	.p2align 4,,10
	.p2align 3
.L42:
	movq	%rax, %r10
	movq	(%rax), %rdi
	addq	$8, %rax
	addq	$1, %rsi
	cmpq	%rcx, %rdi
	jb	.L42
	cmpq	%r8, %rcx
	jnb	.L43
.L51:
	leaq	-8(%r11,%r13), %rax
	.p2align 4,,10
	.p2align 3
.L44:
	movq	%rax, %r9
	movq	(%rax), %r8
	subq	$8, %rax
	subq	$1, %rdx
	cmpq	%r8, %rcx
	jb	.L44
.L43:
	cmpq	%rdx, %rsi
	jle	.L52
.L46:
	cmpq	%r12, %rdx
	jge	.L55
	cmpq	%r12, %rsi
	jg	.L65
	movq	%rsi, %rbx
.L49:
	cmpq	%rbp, %rbx
	jl	.L37
.L65:
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
.L66:
	.cfi_restore_state
	cmpq	%r8, %rcx
	jb	.L51
.L52:
	movq	%r8, (%r10)
	addq	$1, %rsi
	subq	$1, %rdx
	movq	%rdi, (%r9)
	jmp	.L41
.L39:
	cmpq	%rax, %rcx
	cmovb	%rax, %rcx
	cmpq	%rax, %rdx
	cmovb	%rdx, %rcx
	jmp	.L40
.L55:
	movq	%rdx, %rbp
	jmp	.L49
	.cfi_endproc
.LFE91:
	.size	nth_smallest, .-nth_smallest
	.p2align 4
	.type	ref_serve, @function
ref_serve:
.LFB114:
	.cfi_startproc
	movq	48(%rdi), %r9
	movq	64(%rdi), %r10
	movq	%rdx, %r11
	movq	56(%rdi), %r8
	testq	%r9, %r9
	je	.L76
	leaq	(%r10,%r9), %rdi
	jmp	.L69
	.p2align 4,,10
	.p2align 3
.L77:
	testq	%r8, %r8
	je	.L76
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rdi, %rax
	divq	%r8
	addq	$1, %rax
	imulq	%r8, %rax
	leaq	(%rax,%r10), %rcx
	cmpq	%rcx, %rsi
	jb	.L73
.L78:
	leaq	(%rcx,%r9), %rsi
.L69:
	cmpq	%rdi, %rsi
	jnb	.L77
	movq	%r10, %rcx
	cmpq	%rcx, %rsi
	jnb	.L78
.L73:
	leaq	(%r11,%rsi), %rax
	cmpq	%rax, %rcx
	jnb	.L67
	leaq	(%rax,%r9), %rdi
	testq	%r8, %r8
	je	.L75
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
.L76:
	leaq	(%r11,%rsi), %rax
	ret
.L75:
	movq	%rdi, %rax
.L67:
	ret
	.cfi_endproc
.LFE114:
	.size	ref_serve, .-ref_serve
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB129:
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
.LFE129:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	sort_fits, @function
sort_fits:
.LFB131:
	.cfi_startproc
	xorl	%eax, %eax
	cmpq	$1048576, 136(%rdi)
	ja	.L80
	movl	152(%rdi), %ecx
	leaq	by_kind.5(%rip), %rdx
	movl	$1, %eax
	cmpl	$3, (%rdx,%rcx,4)
	je	.L85
.L80:
	ret
.L85:
	movq	144(%rdi), %rdx
	testq	%rdx, %rdx
	je	.L80
	movq	%rdx, %rax
	xorl	%edx, %edx
	divq	(%rdi)
	movq	160(%rdi), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	$1048576, %rax
	setbe	%al
	movzbl	%al, %eax
	ret
	.cfi_endproc
.LFE131:
	.size	sort_fits, .-sort_fits
	.p2align 4
	.type	omissions_on, @function
omissions_on:
.LFB142:
	.cfi_startproc
	cmpq	$0, 224(%rdi)
	movl	$1, %eax
	jne	.L86
	cmpl	$0, 232(%rdi)
	je	.L92
.L86:
	ret
.L92:
	cmpq	$0, 256(%rdi)
	jne	.L86
	cmpl	$0, 280(%rdi)
	jne	.L86
	xorl	%eax, %eax
	cmpq	$0, 288(%rdi)
	setne	%al
	ret
	.cfi_endproc
.LFE142:
	.size	omissions_on, .-omissions_on
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB158:
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
.LFE158:
	.size	cmp_vc, .-cmp_vc
	.p2align 4
	.type	set_text, @function
set_text:
.LFB194:
	.cfi_startproc
	movq	56(%rsi), %rax
	movq	%rdx, (%rdi,%rax)
	movq	80(%rsi), %rax
	testq	%rax, %rax
	je	.L95
	movl	$1, (%rdi,%rax)
.L95:
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE194:
	.size	set_text, .-set_text
	.p2align 4
	.type	set_flag, @function
set_flag:
.LFB195:
	.cfi_startproc
	movq	56(%rsi), %rax
	movl	$1, (%rdi,%rax)
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE195:
	.size	set_flag, .-set_flag
	.p2align 4
	.type	set_arrivals, @function
set_arrivals:
.LFB206:
	.cfi_startproc
	movq	56(%rsi), %rax
	movl	$2, 72(%rdi)
	movq	%rdx, (%rdi,%rax)
	movq	80(%rsi), %rax
	testq	%rax, %rax
	je	.L101
	movl	$1, (%rdi,%rax)
.L101:
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE206:
	.size	set_arrivals, .-set_arrivals
	.p2align 4
	.type	set_trace, @function
set_trace:
.LFB207:
	.cfi_startproc
	movl	$1, 368(%rdi)
	movq	56(%rsi), %rax
	movq	%rdx, (%rdi,%rax)
	movq	80(%rsi), %rax
	testq	%rax, %rax
	je	.L106
	movl	$1, (%rdi,%rax)
.L106:
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE207:
	.size	set_trace, .-set_trace
	.p2align 4
	.type	set_cross_check, @function
set_cross_check:
.LFB211:
	.cfi_startproc
	movl	$3, 368(%rdi)
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE211:
	.size	set_cross_check, .-set_cross_check
	.p2align 4
	.type	stall_window_free, @function
stall_window_free:
.LFB175:
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
.LFE175:
	.size	stall_window_free, .-stall_window_free
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC2:
	.string	"%s '%s' is not valid: %s"
	.text
	.p2align 4
	.type	set_choice, @function
set_choice:
.LFB193:
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
	je	.L114
	movq	%rdi, %r13
	xorl	%r14d, %r14d
	jmp	.L118
	.p2align 4,,10
	.p2align 3
.L115:
	addq	$1, %r14
	movq	0(%rbp,%r14,8), %rsi
	testq	%rsi, %rsi
	je	.L114
.L118:
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L115
	movq	56(%r12), %rcx
	movq	80(%r12), %rdx
	movl	%r14d, 0(%r13,%rcx)
	testq	%rdx, %rdx
	je	.L113
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
.L114:
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
.L113:
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
.LFE193:
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
.LFB205:
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
.LFE205:
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
.LFB208:
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
	je	.L132
	leaq	.LC6(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L143
.L132:
	movl	$2, 368(%rbp)
	movq	56(%r12), %rax
	movq	%rbx, 0(%rbp,%rax)
	movq	80(%r12), %rax
	testq	%rax, %rax
	jne	.L134
.L135:
	xorl	%eax, %eax
.L131:
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
.L134:
	.cfi_restore_state
	movl	$1, 0(%rbp,%rax)
	jmp	.L135
.L143:
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbx, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L131
	.cfi_endproc
.LFE208:
	.size	set_sweep, .-set_sweep
	.p2align 4
	.type	set_service_dist, @function
set_service_dist:
.LFB204:
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
.L147:
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L150
	addl	$1, %r15d
	addq	$96, %r14
	cmpl	$4, %r15d
	jne	.L147
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
.L150:
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
.LFE204:
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
	ja	.L152
	movq	%rdi, %rcx
	movsbq	%bl, %rbx
	movl	$10, %edi
	jmp	.L153
	.p2align 4,,10
	.p2align 3
.L162:
	movq	%rbx, %rax
	mulq	%rdi
	movq	%rax, %rbx
	jo	.L158
	movsbq	%sil, %rsi
	addq	%rsi, %rbx
	jc	.L158
.L153:
	movq	%rcx, %rax
	movzbl	1(%rcx), %ebp
	addq	$1, %rcx
	leal	-48(%rbp), %esi
	cmpb	$9, %sil
	jbe	.L162
	movl	$1, %r13d
	xorl	%r14d, %r14d
	cmpb	$46, %bpl
	je	.L190
.L163:
	movq	$0, 24(%rsp)
	leaq	units.8(%rip), %r12
.L168:
	movq	(%r12), %rsi
	movq	%rcx, %rdi
	movq	%rcx, (%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rcx
	testl	%eax, %eax
	jne	.L167
	movq	8(%r12), %rax
	movq	%rax, 24(%rsp)
.L167:
	addq	$16, %r12
	leaq	64+units.8(%rip), %rax
	cmpq	%r12, %rax
	jne	.L168
	testb	%bpl, %bpl
	je	.L169
	cmpq	$0, 24(%rsp)
	je	.L191
	movq	24(%rsp), %rax
.L189:
	imulq	%rax, %r14
.L172:
	movq	%r14, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	%rdx, %rsi
	movq	%rax, %r11
	testq	%rdx, %rdx
	jne	.L192
	movq	24(%rsp), %rax
	movq	%r11, %rcx
	mulq	%rbx
	xorl	%ebx, %ebx
	addq	%rax, %rcx
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	sbbq	%rbx, %rsi
	jc	.L158
.L173:
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
.L158:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC12(%rip), %r8
	leaq	.LC13(%rip), %rdx
	call	snprintf@PLT
.L155:
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
.L169:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L178
	movq	%r14, %rcx
	orq	%rbx, %rcx
	je	.L173
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L189
	leaq	.LC10(%rip), %r8
.L170:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC15(%rip), %rdx
	call	snprintf@PLT
	jmp	.L155
	.p2align 4,,10
	.p2align 3
.L190:
	movzbl	1(%rcx), %ebp
	leaq	2(%rax), %rsi
	leal	-48(%rbp), %ecx
	cmpb	$9, %cl
	ja	.L193
	addq	$11, %rax
	.p2align 4,,10
	.p2align 3
.L165:
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
	ja	.L194
	cmpq	%rsi, %rax
	jne	.L165
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC16(%rip), %r8
	leaq	.LC17(%rip), %rdx
	call	snprintf@PLT
	jmp	.L155
.L178:
	movq	$1, 24(%rsp)
	jmp	.L172
.L194:
	movq	%rsi, %rcx
	jmp	.L163
.L152:
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
	jmp	.L155
.L191:
	leaq	.LC9(%rip), %r8
	jmp	.L170
.L192:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC18(%rip), %r8
	leaq	.LC19(%rip), %rdx
	call	snprintf@PLT
	jmp	.L155
.L193:
	leaq	.LC14(%rip), %r8
	jmp	.L170
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
.LFB200:
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
	jne	.L204
.L196:
	xorl	%eax, %eax
.L195:
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
.L204:
	.cfi_restore_state
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L197
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L197
	movq	%rax, 168(%rbx)
	jmp	.L196
.L197:
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbp, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L195
	.cfi_endproc
.LFE200:
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
.LFB190:
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
	jne	.L213
	cmpq	$0, 64(%rbx)
	movq	8(%rsp), %rdx
	je	.L208
	testq	%rdx, %rdx
	je	.L214
.L208:
	movq	56(%rbx), %rcx
	movq	%rdx, (%r15,%rcx)
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L205
	movl	$1, (%r15,%rdx)
.L205:
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
.L214:
	.cfi_restore_state
	movq	(%rbx), %rcx
	movq	%rbp, %r8
	leaq	.LC22(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L207:
	movl	$-1, %eax
	jmp	.L205
.L213:
	movq	(%rbx), %rcx
	movq	%r14, %r8
	leaq	.LC21(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L207
	.cfi_endproc
.LFE190:
	.size	set_time, .-set_time
	.p2align 4
	.type	set_duration, @function
set_duration:
.LFB196:
	.cfi_startproc
	movq	$0, 384(%rdi)
	jmp	set_time
	.cfi_endproc
.LFE196:
	.size	set_duration, .-set_duration
	.p2align 4
	.type	set_hlog_interval, @function
set_hlog_interval:
.LFB210:
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
	jne	.L223
	movabsq	$3599999000000, %rsi
	movq	8(%rsp), %rcx
	leaq	-1000000(%rcx), %rdx
	cmpq	%rdx, %rsi
	jb	.L219
	movabsq	$8723391485480952121, %rdx
	movabsq	$18446744073709, %rsi
	imulq	%rcx, %rdx
	rorq	$6, %rdx
	cmpq	%rdx, %rsi
	jb	.L219
	movq	%rcx, 352(%rbp)
.L216:
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
.L219:
	.cfi_restore_state
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbx, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L218:
	movl	$-1, %eax
	jmp	.L216
.L223:
	movq	(%r12), %rcx
	movq	%r15, %r8
	leaq	.LC21(%rip), %rdx
	xorl	%eax, %eax
	movq	%r14, %rsi
	movq	%r13, %rdi
	call	snprintf@PLT
	jmp	.L218
	.cfi_endproc
.LFE210:
	.size	set_hlog_interval, .-set_hlog_interval
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB24:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L231
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
	jne	.L227
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L227
	cmpq	%r14, %rax
	jb	.L227
	cmpq	%rax, %r12
	jb	.L227
	movq	%rax, 0(%r13)
.L224:
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
.L227:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L224
	.p2align 4,,10
	.p2align 3
.L231:
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
.LFB201:
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
	jbe	.L233
.L235:
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
.L233:
	.cfi_restore_state
	leaq	8(%rsp), %rsi
	movq	%rbx, %rdi
	call	strtod@PLT
	movq	8(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L235
	movl	(%r15), %eax
	testl	%eax, %eax
	jne	.L235
	cmpb	$0, (%rdx)
	jne	.L235
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jb	.L235
	movsd	.LC1(%rip), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L235
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
.LFE201:
	.size	set_return_prob, .-set_return_prob
	.p2align 4
	.type	parse_rate, @function
parse_rate:
.LFB185:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L253
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
	jne	.L247
	movq	8(%rsp), %rdx
	cmpb	$0, (%rdx)
	jne	.L247
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L247
	comisd	.LC24(%rip), %xmm0
	ja	.L247
	movsd	%xmm0, (%r12)
.L244:
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
.L247:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L244
	.p2align 4,,10
	.p2align 3
.L253:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE185:
	.size	parse_rate, .-parse_rate
	.section	.rodata.str1.1
.LC25:
	.string	"%lu %lu\n"
	.text
	.p2align 4
	.type	values_writer, @function
values_writer:
.LFB180:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L259
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	leaq	.LC25(%rip), %r13
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
.L256:
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
	jb	.L256
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
.L259:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE180:
	.size	values_writer, .-values_writer
	.section	.rodata.str1.8
	.align 8
.LC26:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB83:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L270
	movq	(%rdi), %rax
	movq	%rdi, %r9
	testq	%r8, %r8
	je	.L264
	movq	%rsi, %r10
	xorl	%edi, %edi
	xorl	%r11d, %r11d
	jmp	.L265
	.p2align 4,,10
	.p2align 3
.L266:
	addq	$1, %rdi
	cmpq	%rdi, %r10
	je	.L262
.L269:
	movq	(%r9,%rdi,8), %rax
	cmpq	%r8, %rsi
	je	.L264
.L265:
	leaq	1(%r11), %rsi
	movq	%rax, (%rcx,%r11,8)
	movq	%rsi, %r11
	cmpq	%rdx, %rax
	jb	.L266
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L266
	cmpq	%rsi, %r8
	jne	.L267
	jmp	.L264
	.p2align 4,,10
	.p2align 3
.L268:
	cmpq	%rsi, %r8
	je	.L264
.L267:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L268
	addq	$1, %rdi
	movq	%rsi, %r11
	cmpq	%rdi, %r10
	jne	.L269
.L262:
	movq	%r11, %rax
	ret
.L264:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC26(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L270:
	.cfi_def_cfa_offset 8
	xorl	%r11d, %r11d
	jmp	.L262
	.cfi_endproc
.LFE83:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	table_push, @function
table_push:
.LFB155:
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
.LFE155:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB157:
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
.LFE157:
	.size	table_from_lattice, .-table_from_lattice
	.p2align 4
	.type	dist_free, @function
dist_free:
.LFB94:
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
.LFE94:
	.size	dist_free, .-dist_free
	.globl	__udivti3
	.globl	__divti3
	.p2align 4
	.type	ref_summary, @function
ref_summary:
.LFB124:
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
	je	.L323
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
.L313:
	movq	(%rax), %r12
	xorl	%r11d, %r11d
	addq	%r12, %rsi
	adcq	%r11, %rdi
	cmpq	%r12, %r14
	adcq	$0, %rdx
	addq	$8, %rax
	movq	%rdx, 56(%rcx)
	cmpq	%rax, %r13
	jne	.L313
	movq	%rsi, 64(%rcx)
	movq	%r8, %r14
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	movl	200(%r9), %eax
	movq	%rdi, 72(%rcx)
	leaq	PCT_MILLI(%rip), %r15
	testl	%eax, %eax
	je	.L326
	.p2align 4,,10
	.p2align 3
.L316:
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
	jne	.L316
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
.L326:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L316
	.p2align 4,,10
	.p2align 3
.L323:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE124:
	.size	ref_summary, .-ref_summary
	.p2align 4
	.type	corrected_summarise, @function
corrected_summarise:
.LFB92:
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
	je	.L328
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
	jmp	.L332
	.p2align 4,,10
	.p2align 3
.L367:
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
.L330:
	cmpq	%rbp, %rsi
	movq	80(%rsp), %rax
	adcq	$0, %r9
	addq	$8, %rdi
	cmpq	%rax, %rdi
	je	.L366
.L332:
	movq	(%rdi), %rsi
	cmpq	%rbp, %rsi
	jb	.L367
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
	jnb	.L368
	leaq	0(%rbp,%r8), %rax
	cmpq	%rax, %r11
	jb	.L330
	movq	$0, 56(%rsp)
	movq	%r11, %rax
	xorl	%edx, %edx
	subq	%r8, %rax
	divq	%rbp
	movq	%rax, 48(%rsp)
	addq	48(%rsp), %r14
	adcq	56(%rsp), %r15
	jmp	.L330
.L368:
	addq	(%rsp), %r14
	adcq	8(%rsp), %r15
	jmp	.L330
.L328:
	xorl	%eax, %eax
.L327:
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
.L366:
	.cfi_restore_state
	movq	%r13, %rax
	movq	%r14, %rsi
	movq	%r9, 48(%rsp)
	movq	64(%rsp), %r10
	subq	$0, %rax
	movq	88(%rsp), %r14
	movl	104(%rsp), %r8d
	jne	.L348
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
	je	.L369
.L335:
	xorl	%r11d, %r11d
	movq	%r14, 80(%rsp)
	movq	48(%rsp), %rbx
	movq	%r15, %r8
	movq	$0, 88(%rsp)
	movq	%r11, (%rsp)
	jmp	.L347
	.p2align 4,,10
	.p2align 3
.L336:
	movq	-8(%r10,%r8,8), %rax
.L339:
	movq	(%rsp), %rdi
	movq	192(%rsp), %rsi
	movq	%rax, 8(%rsi,%rdi)
	addq	$8, %rdi
	movq	%rdi, (%rsp)
	cmpq	$48, %rdi
	je	.L328
	movq	(%rsi), %r8
.L347:
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
	jnb	.L336
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
	jnb	.L370
	movq	%r9, %rsi
	movq	80(%rsp), %r9
	.p2align 4,,10
	.p2align 3
.L338:
	xorl	%r15d, %r15d
	addq	%r8, %r12
	movq	%r8, %r14
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%r9, %rbx
	jb	.L340
	jmp	.L371
	.p2align 4,,10
	.p2align 3
.L343:
	addq	%r14, %r12
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%rbx, %r9
	je	.L372
.L340:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	cmpq	%r8, %rax
	je	.L343
.L365:
	movq	%rax, %rcx
.L342:
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
	jnb	.L362
	movq	%rcx, %r8
	jmp	.L338
	.p2align 4,,10
	.p2align 3
.L372:
	movq	(%r10,%r9,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rax, %rcx
	jmp	.L342
	.p2align 4,,10
	.p2align 3
.L362:
	movq	%rax, %rsi
.L337:
	leaq	-1(%rsi), %rax
	imulq	%rdi, %rax
	subq	%rax, %r11
	movq	80(%rsp), %rax
	movq	%r11, 32(%rsp)
	cmpq	%rax, %rbx
	jnb	.L346
	movq	96(%rsp), %rcx
	movq	%rbx, %rax
	movq	80(%rsp), %r9
	negq	%rax
	leaq	(%rcx,%rax,8), %r11
	movq	%rbx, %rcx
	.p2align 4,,10
	.p2align 3
.L345:
	movq	(%r10,%rcx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rdx, (%r11,%rcx,8)
	addq	$1, %rcx
	cmpq	%rcx, %r9
	jne	.L345
.L346:
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
	jmp	.L339
.L371:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	jmp	.L365
.L369:
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
	jmp	.L335
.L370:
	movq	88(%rsp), %r8
	jmp	.L337
.L348:
	movl	$-2, %eax
	jmp	.L327
	.cfi_endproc
.LFE92:
	.size	corrected_summarise, .-corrected_summarise
	.p2align 4
	.type	lattice_summarise, @function
lattice_summarise:
.LFB112:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movups	%xmm0, 64(%rcx)
	movq	8(%rdi), %rax
	testq	%rax, %rax
	je	.L395
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
.L376:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L375
	addq	%rbp, 56(%rbx)
.L375:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L376
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L383
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L374
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L398
.L379:
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
.L382:
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
	jnb	.L380
	.p2align 4,,10
	.p2align 3
.L381:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L381
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L380:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L382
.L374:
	xorl	%eax, %eax
.L373:
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
.L398:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L379
.L395:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L383:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L373
	.cfi_endproc
.LFE112:
	.size	lattice_summarise, .-lattice_summarise
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB130:
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
	je	.L400
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L401:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L401
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L406:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L406
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L403
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L425
.L422:
	pxor	%xmm0, %xmm0
.L408:
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
.L400:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L403:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC27(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L422
.L425:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L423
	sqrtsd	%xmm0, %xmm0
.L412:
	divsd	%xmm2, %xmm0
	jmp	.L408
.L423:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L412
	.cfi_endproc
.LFE130:
	.size	stats_of, .-stats_of
	.p2align 4
	.type	table_from_dist, @function
table_from_dist:
.LFB159:
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
	je	.L434
	movq	(%rdi), %rcx
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	leaq	16(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L427:
	movq	%r13, %rbx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movl	$1, %esi
	salq	$5, %rbx
	leaq	(%rcx,%rbx), %rdx
	cmpq	$0, 16(%rdx)
	jne	.L430
	jmp	.L433
	.p2align 4,,10
	.p2align 3
.L459:
	testb	%sil, %sil
	je	.L433
.L430:
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
	jb	.L459
.L433:
	addq	$1, %r13
	cmpq	8(%rbp), %r13
	jnb	.L432
	testb	%sil, %sil
	jne	.L427
.L432:
	testl	%eax, %eax
	je	.L434
.L429:
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
.L434:
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
	jne	.L435
	jmp	.L429
	.p2align 4,,10
	.p2align 3
.L460:
	cmpq	%rbp, %r12
	jnb	.L429
.L435:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	addq	$1, %r12
	addq	$16, %rbx
	call	table_push
	testl	%eax, %eax
	je	.L460
	jmp	.L429
	.cfi_endproc
.LFE159:
	.size	table_from_dist, .-table_from_dist
	.p2align 4
	.type	numbers_close, @function
numbers_close:
.LFB58:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	8(%rdi), %rdi
	call	free@PLT
	movq	(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L462
	call	fclose@PLT
.L462:
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
	movups	%xmm0, 48(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE58:
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
.LFB162:
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
	je	.L469
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L468:
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
.L469:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L468
	.cfi_endproc
.LFE162:
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
.LFB59:
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
	js	.L491
	addq	$1, 48(%r13)
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L476
	jmp	.L478
	.p2align 4,,10
	.p2align 3
.L479:
	movb	$0, (%rax)
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L478
.L476:
	movq	8(%r13), %rdi
	leaq	-1(%rcx), %rdx
	leaq	(%rdi,%rdx), %rax
	movzbl	(%rax), %esi
	cmpb	$10, %sil
	je	.L479
	cmpb	$13, %sil
	je	.L479
	cmpq	$64, %rcx
	jg	.L492
	movl	40(%r13), %eax
	testl	%eax, %eax
	jne	.L493
	movabsq	$4611686018427387903, %rdx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L494
	cmpq	$1, 48(%r13)
	movq	(%r12), %rcx
	jbe	.L485
	movq	56(%r13), %r8
	cmpq	%r8, %rcx
	jb	.L495
.L485:
	movq	%rcx, 56(%r13)
	jmp	.L483
	.p2align 4,,10
	.p2align 3
.L492:
	movl	$64, %r8d
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	leaq	.LC32(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
.L477:
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
.L474:
	movl	$-1, %eax
.L471:
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
.L491:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L496
	cmpq	$0, 48(%r13)
	jne	.L471
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC31(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L474
	.p2align 4,,10
	.p2align 3
.L493:
	movq	%rsp, %r14
	movl	$160, %r8d
	movq	%r12, %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L497
.L483:
	movl	$1, %eax
	jmp	.L471
	.p2align 4,,10
	.p2align 3
.L478:
	movdqa	.LC38(%rip), %xmm0
	leaq	160(%rsp), %r12
	movq	%rsp, %r14
	movaps	%xmm0, 160(%rsp)
	movdqa	.LC39(%rip), %xmm0
	movaps	%xmm0, 176(%rsp)
	movdqa	.LC40(%rip), %xmm0
	movups	%xmm0, 187(%rsp)
	jmp	.L477
	.p2align 4,,10
	.p2align 3
.L497:
	leaq	160(%rsp), %r12
	movq	%r14, %rcx
	movl	$192, %esi
	xorl	%eax, %eax
	leaq	.LC33(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L477
.L494:
	movq	8(%r13), %rcx
	leaq	.LC34(%rip), %rdx
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	movl	$192, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L477
.L496:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC30(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L474
.L495:
	leaq	160(%rsp), %r12
	leaq	.LC35(%rip), %rdx
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	%rsp, %r14
	call	snprintf@PLT
	jmp	.L477
	.cfi_endproc
.LFE59:
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
.LFB170:
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
	leaq	.LC8(%rip), %rax
	cmove	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	testq	%rbp, %rbp
	je	.L500
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L502:
	movsd	16(%r14), %xmm2
	movsd	(%r14), %xmm3
	testq	%r15, %r15
	movq	%rbx, %rdi
	movsd	0(%r13,%r15,8), %xmm1
	movsd	24(%r14), %xmm0
	leaq	.LC42(%rip), %rax
	leaq	.LC8(%rip), %rdx
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
	jne	.L502
.L500:
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
.LFE170:
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
.LFB270:
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
	je	.L516
	leaq	.LC52(%rip), %rbp
	leaq	.LC51(%rip), %r12
	jmp	.L511
	.p2align 4,,10
	.p2align 3
.L512:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L517
	cmpb	$127, %al
	je	.L517
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L513:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L516
.L511:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L512
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L511
.L516:
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
.L517:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L513
	.cfi_endproc
.LFE270:
	.size	usage_error, .-usage_error
	.section	.rodata.str1.1
.LC53:
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
	je	.L525
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
.L525:
	.cfi_restore_state
	movq	%rbp, %rcx
	leaq	4+run_fault(%rip), %rdi
	leaq	.LC53(%rip), %rdx
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
	jne	.L528
	testl	%ebp, %ebp
	jne	.L533
.L526:
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
.L528:
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
.L533:
	.cfi_restore_state
	movl	$-4, %ebp
	jmp	.L526
	.cfi_endproc
.LFE14:
	.size	fault_rc, .-fault_rc
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB166:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	divsd	.LC54(%rip), %xmm0
	movq	%xmm0, %rbx
	call	log10@PLT
	movsd	.LC61(%rip), %xmm2
	movsd	.LC55(%rip), %xmm3
	movapd	%xmm0, %xmm1
	andpd	%xmm2, %xmm0
	ucomisd	%xmm0, %xmm3
	jbe	.L535
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
.L535:
	movq	.LC57(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC58(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L534
	movsd	.LC59(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L543
	addsd	%xmm0, %xmm0
.L534:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L543:
	.cfi_restore_state
	movsd	.LC60(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L544
	mulsd	.LC54(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L544:
	.cfi_restore_state
	mulsd	.LC57(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE166:
	.size	nice_step, .-nice_step
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB160:
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
	je	.L547
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L548:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L548
	testq	%rcx, %rcx
	je	.L562
	testq	%rbx, %rbx
	je	.L562
	testq	%rcx, %rcx
	js	.L549
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L550:
	movsd	.LC62(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L560
	.p2align 4,,10
	.p2align 3
.L583:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L556
	leaq	(%rsi,%rsi), %r9
	movq	%rbx, %rdi
	movsd	%xmm2, 24(%rsp)
	addq	%r9, %rsi
	movq	%r9, 16(%rsp)
	salq	$4, %rsi
	call	realloc@PLT
	movq	16(%rsp), %r9
	movq	.LC62(%rip), %rdx
	testq	%rax, %rax
	movsd	24(%rsp), %xmm2
	movq	%rdx, %xmm3
	je	.L581
	movq	%r9, %rsi
	movq	%rax, %rbx
.L556:
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
	divsd	.LC63(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm1, %xmm1
	addq	$1, %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC64(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	pxor	%xmm1, %xmm1
	movsd	16(%rsp), %xmm2
	movq	24(%rsp), %rsi
	cvttsd2siq	%xmm0, %rax
	leaq	(%rax,%rax,4), %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC62(%rip), %rax
	movq	%rax, %xmm3
	xorl	%eax, %eax
	movapd	%xmm3, %xmm0
	divsd	%xmm1, %xmm0
	addsd	%xmm0, %xmm2
	cmpq	%r12, %r14
	jnb	.L582
.L560:
	testl	%eax, %eax
	je	.L551
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L551:
	testq	%r14, %r14
	js	.L553
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L554:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L583
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L560
.L582:
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
.L547:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L546:
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
.L553:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L554
	.p2align 4,,10
	.p2align 3
.L549:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L550
.L562:
	xorl	%esi, %esi
	jmp	.L547
.L581:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L546
	.cfi_endproc
.LFE160:
	.size	percentile_rows, .-percentile_rows
	.section	.rodata.str1.1
.LC65:
	.string	"1/(1-Percentile)"
.LC66:
	.string	"TotalCount"
.LC67:
	.string	"Percentile"
.LC68:
	.string	"Value"
.LC69:
	.string	"%12s %14s %10s %14s\n\n"
.LC71:
	.string	"%12.5f %2.12f %10lu %14.2f\n"
.LC72:
	.string	"%12.5f %2.12f %10lu\n"
	.section	.rodata.str1.8
	.align 8
.LC74:
	.string	"#[Mean    = %12.5f, StdDeviation   = %12.5f]\n"
	.align 8
.LC75:
	.string	"#[Max     = %12.5f, Total count    = %12lu]\n"
	.align 8
.LC76:
	.string	"#[Buckets = %12d, SubBuckets     = %12d]\n"
	.text
	.p2align 4
	.type	hgrm_writer, @function
hgrm_writer:
.LFB179:
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
	je	.L618
	leaq	.LC65(%rip), %r9
	leaq	.LC66(%rip), %r8
	xorl	%eax, %eax
	movq	%rbx, %rdi
	leaq	.LC67(%rip), %rcx
	leaq	.LC68(%rip), %rdx
	leaq	.LC69(%rip), %rsi
	call	fprintf@PLT
	movq	40(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L634
	movsd	.LC70(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC72(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L594
	.p2align 4,,10
	.p2align 3
.L635:
	movq	%rbx, %rdi
	movl	$3, %eax
	addq	$1, %r13
	addq	$24, %r14
	movsd	.LC1(%rip), %xmm2
	movsd	.LC1(%rip), %xmm5
	leaq	.LC71(%rip), %rsi
	subsd	%xmm1, %xmm2
	divsd	%xmm2, %xmm5
	movapd	%xmm5, %xmm2
	call	fprintf@PLT
	cmpq	%rbp, %r13
	je	.L595
.L594:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC62(%rip), %xmm1
	testq	%rax, %rax
	js	.L589
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L590:
	movsd	.LC62(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L635
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L594
.L595:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L636
.L587:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L600
	.p2align 4,,10
	.p2align 3
.L638:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L598
.L639:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L599:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L637
.L600:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L638
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
	jns	.L639
.L598:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L599
	.p2align 4,,10
	.p2align 3
.L589:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L590
	.p2align 4,,10
	.p2align 3
.L637:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L607
	.p2align 4,,10
	.p2align 3
.L641:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L605
.L642:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L606:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L640
.L607:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L641
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
	jns	.L642
.L605:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L606
	.p2align 4,,10
	.p2align 3
.L640:
	movsd	.LC73(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L608
	cvttsd2siq	%xmm4, %r14
.L602:
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
	jbe	.L619
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L611:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L610
	cmpl	$63, %ebp
	jle	.L611
.L610:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L632
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L615:
	movsd	8(%rsp), %xmm4
	leaq	.LC74(%rip), %rsi
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
	js	.L616
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L617:
	movq	%r14, %rdx
	leaq	.LC75(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %eax
	divsd	8(%rsp), %xmm0
	call	fprintf@PLT
	movl	%ebp, %edx
	movq	%rbx, %rdi
	movl	$262144, %ecx
	leaq	.LC76(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L584:
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
.L608:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L602
	.p2align 4,,10
	.p2align 3
.L616:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L617
	.p2align 4,,10
	.p2align 3
.L619:
	movl	$1, %ebp
	jmp	.L610
	.p2align 4,,10
	.p2align 3
.L634:
	movsd	.LC70(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L587
	.p2align 4,,10
	.p2align 3
.L636:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L602
.L618:
	movl	$-1, %eax
	jmp	.L584
.L632:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L615
	.cfi_endproc
.LFE179:
	.size	hgrm_writer, .-hgrm_writer
	.section	.rodata.str1.1
.LC77:
	.string	"bench: cannot write %s: %s\n"
.LC78:
	.string	"bench: writing %s failed\n"
.LC79:
	.string	"RESULT export file=%s\n"
	.text
	.p2align 4
	.type	export_file, @function
export_file:
.LFB178:
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
	je	.L651
	movq	%rax, %rbx
	movq	%rax, %rdi
	movq	%r14, %rsi
	call	*%r13
	movq	%rbx, %rdi
	testl	%eax, %eax
	jne	.L652
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L650
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L650
	movq	%rbp, %rsi
	leaq	.LC79(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L643:
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
.L652:
	.cfi_restore_state
	call	fclose@PLT
.L650:
	movq	%r12, %rdi
	call	remove@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC78(%rip), %rsi
	call	fprintf@PLT
.L645:
	movl	$-1, %ebx
	jmp	.L643
.L651:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC77(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L645
	.cfi_endproc
.LFE178:
	.size	export_file, .-export_file
	.section	.rodata.str1.8
	.align 8
.LC80:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.align 8
.LC81:
	.string	"service times are drawn from a distribution"
	.align 8
.LC82:
	.string	"stall lengths are drawn from a distribution"
	.section	.rodata.str1.1
.LC83:
	.string	"stalls come at random"
	.section	.rodata.str1.8
	.align 8
.LC84:
	.string	"a stall's backlog has not drained when the next stall begins"
	.align 8
.LC85:
	.string	"it covers back-to-back closed loops with one connection only"
	.align 8
.LC86:
	.string	"the stall period is not a whole number of intervals"
	.align 8
.LC87:
	.string	"the load is at or above capacity (service >= interval)"
	.align 8
.LC88:
	.string	"the first stall does not begin on a due instant"
	.align 8
.LC89:
	.string	"it covers skipping closed loops with one connection only"
	.text
	.p2align 4
	.type	closed_form_gap, @function
closed_form_gap:
.LFB101:
	.cfi_startproc
	movl	72(%rdi), %edx
	leaq	.LC80(%rip), %rax
	testl	%edx, %edx
	jne	.L653
	cmpl	$0, 8(%rdi)
	leaq	.LC81(%rip), %rax
	jne	.L653
	movq	48(%rdi), %rcx
	testq	%rcx, %rcx
	je	.L655
	cmpl	$0, 40(%rdi)
	leaq	.LC83(%rip), %rax
	jne	.L653
	cmpl	$0, 44(%rdi)
	leaq	.LC82(%rip), %rax
	jne	.L653
.L655:
	movq	(%rdi), %r8
	movq	80(%rdi), %rsi
	leaq	.LC87(%rip), %rax
	cmpq	%rsi, %r8
	jnb	.L653
	movl	152(%rdi), %eax
	cmpl	$2, %eax
	je	.L673
	subl	$1, %eax
	jne	.L657
	cmpq	$1, 160(%rdi)
	leaq	.LC89(%rip), %rax
	ja	.L653
.L657:
	testq	%rcx, %rcx
	je	.L667
	movq	64(%rdi), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	.LC88(%rip), %rax
	testq	%rdx, %rdx
	jne	.L653
	movq	56(%rdi), %rax
	testq	%rax, %rax
	je	.L667
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC86(%rip), %rax
	testq	%rdx, %rdx
	jne	.L653
	subq	%r8, %rsi
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	%rax, %rcx
	leaq	.LC84(%rip), %rax
	sbbq	$-1, %rcx
	cmpq	%rcx, %rdi
	cmovnb	%r9, %rax
	ret
.L667:
	xorl	%eax, %eax
.L653:
	ret
.L673:
	cmpq	$1, 160(%rdi)
	leaq	.LC85(%rip), %rax
	jbe	.L657
	ret
	.cfi_endproc
.LFE101:
	.size	closed_form_gap, .-closed_form_gap
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB108:
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
	je	.L674
	movq	%rdi, %r10
	call	closed_form_gap
	movq	%rax, %rdx
	xorl	%eax, %eax
	testq	%rdx, %rdx
	je	.L687
.L674:
	addq	$48, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
.L687:
	.cfi_restore_state
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
	xorl	%eax, %eax
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L677
	jmp	.L688
	.p2align 4,,10
	.p2align 3
.L681:
	movq	%rdx, %rcx
.L677:
	xorl	%edx, %edx
	divq	%rcx
	movq	%rcx, %rax
	testq	%rdx, %rdx
	jne	.L681
.L676:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	je	.L689
	movq	%rcx, %rax
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L677
.L688:
	movq	%rax, %rcx
	jmp	.L676
.L689:
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
	jmp	.L674
	.cfi_endproc
.LFE108:
	.size	lattice_plan, .-lattice_plan
	.p2align 4
	.type	plan_route, @function
plan_route:
.LFB132:
	.cfi_startproc
	movl	204(%rdi), %eax
	testl	%eax, %eax
	je	.L698
	ret
.L698:
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
	jne	.L692
	movq	%rbx, %rdi
	call	sort_fits
	cmpl	$1, %eax
	sbbl	%eax, %eax
	andl	$2, %eax
	addl	$1, %eax
.L690:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
.L692:
	.cfi_restore_state
	movl	$2, %eax
	jmp	.L690
	.cfi_endproc
.LFE132:
	.size	plan_route, .-plan_route
	.section	.rodata.str1.1
.LC90:
	.string	"--help"
.LC91:
	.string	"--service"
.LC92:
	.string	"see bench --help"
.LC93:
	.string	"unknown option '%s': %s"
	.text
	.p2align 4
	.type	apply_option, @function
apply_option:
.LFB219:
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
	jne	.L708
	cmpb	$104, 1(%rsi)
	je	.L719
.L708:
	leaq	.LC91(%rip), %rsi
	movq	%rbp, %rdi
	movq	%rbp, %rbx
	call	strcmp@PLT
.L701:
	leaq	104+OPTIONS(%rip), %r15
	xorl	%r14d, %r14d
	jmp	.L705
	.p2align 4,,10
	.p2align 3
.L702:
	addl	$1, %r14d
	cmpl	$54, %r14d
	je	.L703
	movq	(%r15), %rsi
	movq	%rbx, %rdi
	addq	$104, %r15
	call	strcmp@PLT
.L705:
	testl	%eax, %eax
	jne	.L702
	movslq	%r14d, %rdx
	leaq	(%rdx,%rdx,2), %rax
	leaq	(%rdx,%rax,4), %rdx
	leaq	OPTIONS(%rip), %rax
	leaq	(%rax,%rdx,8), %rsi
	movq	48(%rsi), %rax
	testq	%rax, %rax
	je	.L703
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
.L719:
	.cfi_restore_state
	cmpb	$0, 2(%rsi)
	movl	$-1, %eax
	leaq	.LC90(%rip), %rbx
	je	.L701
	jmp	.L708
	.p2align 4,,10
	.p2align 3
.L703:
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC92(%rip), %r8
	leaq	.LC93(%rip), %rdx
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
.LFE219:
	.size	apply_option, .-apply_option
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB295:
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
	je	.L727
.L721:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L720:
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
.L727:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L728
	movl	$512, %esi
	movl	$16, %ebp
.L722:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L729
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L721
	.p2align 4,,10
	.p2align 3
.L728:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L722
.L729:
	movl	$1, 24(%rbx)
	jmp	.L720
	.cfi_endproc
.LFE295:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.1
.LC94:
	.string	"bench: %s\n"
	.section	.rodata.str1.8
	.align 8
.LC95:
	.string	"bench: the corrected set would hold more than 2^64 values: raise --expected-interval or shorten the run\n"
	.section	.rodata.str1.1
.LC96:
	.string	"bench: out of memory %s\n"
	.text
	.p2align 4
	.type	cannot, @function
cannot:
.LFB239:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rcx
	cmpl	$-4, %edi
	je	.L735
	cmpl	$-2, %edi
	je	.L736
	movq	%rsi, %rdx
	movq	%rcx, %rdi
	leaq	.LC96(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %eax
.L730:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L735:
	.cfi_restore_state
	leaq	4+run_fault(%rip), %rdx
	leaq	.LC94(%rip), %rsi
	movq	%rcx, %rdi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	run_fault(%rip), %eax
	jmp	.L730
.L736:
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC95(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L730
	.cfi_endproc
.LFE239:
	.size	cannot, .-cannot
	.section	.rodata.str1.1
.LC97:
	.string	"%.1f"
.LC98:
	.string	"%.3f"
	.text
	.p2align 4
	.type	fmt_ratio.constprop.0, @function
fmt_ratio.constprop.0:
.LFB306:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	je	.L738
	testq	%rsi, %rsi
	js	.L739
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L741
.L749:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L742:
	divsd	%xmm1, %xmm0
	leaq	.LC98(%rip), %rax
	movq	%rbx, %rdi
	movl	$32, %esi
	leaq	.LC97(%rip), %rdx
	comisd	.LC62(%rip), %xmm0
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
.L739:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L749
.L741:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L742
	.p2align 4,,10
	.p2align 3
.L738:
	movq	%rbx, %rax
	movl	$6369134, (%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE306:
	.size	fmt_ratio.constprop.0, .-fmt_ratio.constprop.0
	.section	.rodata.str1.1
.LC99:
	.string	"of them"
	.section	.rodata.str1.8
	.align 8
.LC100:
	.string	"%s is needed with --service-dist %s: e.g. %s"
	.align 8
.LC101:
	.string	"%s applies to --service-dist %s only: drop it or add --service-dist %s"
	.align 8
.LC102:
	.string	"%s go together with --service-dist %s: give all %s, or none"
	.text
	.p2align 4
	.type	service_refusal.constprop.0, @function
service_refusal.constprop.0:
.LFB309:
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
	je	.L751
	movzbl	(%rbx), %edx
	movl	$1, %esi
	xorl	%eax, %eax
	movq	%rsp, %rdi
	testb	%dl, %dl
	jne	.L752
	jmp	.L770
	.p2align 4,,10
	.p2align 3
.L756:
	addq	$1, %rbx
	movb	%dl, (%rsp,%rax)
	addq	$1, %rax
	movzbl	(%rbx), %edx
	testb	%dl, %dl
	je	.L758
.L771:
	leaq	6(%rax), %rcx
	cmpq	$255, %rcx
	ja	.L758
.L752:
	cmpb	$32, %dl
	jne	.L756
	leaq	(%rdi,%rax), %rdx
	addq	$1, %rbx
	addq	$5, %rax
	addq	$1, %rsi
	movl	$32, %ecx
	movl	$1684955424, (%rdx)
	movw	%cx, 4(%rdx)
	movzbl	(%rbx), %edx
	testb	%dl, %dl
	jne	.L771
	.p2align 4,,10
	.p2align 3
.L758:
	movb	$0, (%rsp,%rax)
	leaq	.LC99(%rip), %r9
	cmpq	$5, %rsi
	jbe	.L759
.L760:
	movq	0(%rbp), %r8
	movq	%rdi, %rcx
	leaq	.LC102(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
.L755:
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
.L770:
	.cfi_restore_state
	movb	$0, (%rsp)
.L759:
	leaq	HOW_MANY.6(%rip), %rax
	movq	-8(%rax,%rsi,8), %r9
	jmp	.L760
.L751:
	movq	0(%rbp), %r8
	testl	%r13d, %r13d
	je	.L754
	movq	56(%rbp), %r9
	movq	%rbx, %rcx
	leaq	.LC100(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L755
.L754:
	movq	%r8, %r9
	movq	%rbx, %rcx
	leaq	.LC101(%rip), %rdx
	movq	%r12, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L755
	.cfi_endproc
.LFE309:
	.size	service_refusal.constprop.0, .-service_refusal.constprop.0
	.p2align 4
	.type	alternatives.constprop.0, @function
alternatives.constprop.0:
.LFB310:
	.cfi_startproc
	movzbl	(%rdi), %ecx
	movq	%rsi, %rax
	testb	%cl, %cl
	je	.L778
	xorl	%edx, %edx
	jmp	.L777
	.p2align 4,,10
	.p2align 3
.L774:
	addq	$1, %rdi
	movb	%cl, (%r8)
	addq	$1, %rdx
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	je	.L780
.L776:
	leaq	4(%rdx), %r8
	cmpq	$127, %r8
	ja	.L781
.L777:
	leaq	(%rax,%rdx), %r8
	cmpb	$32, %cl
	jne	.L774
	addq	$1, %rdi
	movl	$544370464, (%r8)
	addq	$4, %rdx
	movb	$0, 4(%r8)
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	jne	.L776
	.p2align 4,,10
	.p2align 3
.L780:
	movl	$127, %ecx
	cmpq	%rcx, %rdx
	cmova	%rcx, %rdx
	addq	%rax, %rdx
.L773:
	movb	$0, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L781:
	addq	%rax, %rdx
	movb	$0, (%rdx)
	ret
.L778:
	movq	%rsi, %rdx
	jmp	.L773
	.cfi_endproc
.LFE310:
	.size	alternatives.constprop.0, .-alternatives.constprop.0
	.section	.rodata.str1.1
.LC103:
	.string	"|"
.LC104:
	.string	"fixed"
	.section	.rodata.str1.8
	.align 8
.LC105:
	.ascii	"usage: ben"
	.string	"ch [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr); 3 --cross-check found no closed form."
	.section	.rodata.str1.1
.LC106:
	.string	"%s%s%s"
.LC107:
	.string	"--service-dist"
.LC108:
	.string	"  %s\n"
.LC109:
	.string	"  %-24s %.*s\n"
.LC110:
	.string	"  %-24s   %-10s %s\n"
	.section	.rodata.str1.8
	.align 8
.LC111:
	.string	"Each of these applies only with another:"
	.section	.rodata.str1.1
.LC112:
	.string	"    %-22s with %s\n"
	.section	.rodata.str1.8
	.align 8
.LC113:
	.string	"On a recorded trace (--correct, --trace-values) only these apply:\n   "
	.section	.rodata.str1.1
.LC114:
	.string	" %s"
	.section	.rodata.str1.8
	.align 8
.LC115:
	.string	"\nThe lab (./lab --help) adds faults, users, the scoreboard and sweeps to these."
	.text
	.p2align 4
	.type	print_usage, @function
print_usage:
.LFB218:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	.LC105(%rip), %rdi
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
	jmp	.L797
	.p2align 4,,10
	.p2align 3
.L796:
	addq	$104, %rbx
	leaq	5616+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	je	.L826
.L784:
	movq	24(%rbx), %rdi
	movl	$10, %esi
	call	strchr@PLT
	movq	%rax, %r14
.L797:
	movl	44(%rbx), %ecx
	testl	%ecx, %ecx
	jne	.L796
	movq	16(%rbx), %r9
	leaq	.LC42(%rip), %r8
	testq	%r9, %r9
	je	.L827
.L786:
	movq	(%rbx), %rbp
	leaq	48(%rsp), %r12
	movl	$64, %esi
	xorl	%eax, %eax
	leaq	.LC106(%rip), %rdx
	movq	%r12, %rdi
	movq	24(%rbx), %r15
	movq	%rbp, %rcx
	movq	%rbp, 8(%rsp)
	call	snprintf@PLT
	movq	%rbp, %rdi
	leaq	.LC107(%rip), %rsi
	call	strcmp@PLT
	movl	%eax, %ebp
	testl	%eax, %eax
	je	.L828
.L787:
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	ja	.L829
	testq	%r14, %r14
	je	.L790
.L833:
	movq	%r12, %rsi
	movl	%r14d, %edx
	leaq	.LC109(%rip), %r12
	movq	%r15, %rcx
	subl	%r15d, %edx
	movq	%r12, %rdi
	leaq	.LC8(%rip), %rbp
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L791
	.p2align 4,,10
	.p2align 3
.L830:
	movq	%rax, %rdx
	movq	%r13, %rcx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	subq	%r14, %rdx
	xorl	%eax, %eax
	movq	%r15, %r14
	subl	$1, %edx
	call	printf@PLT
.L791:
	leaq	1(%r14), %r13
	movl	$10, %esi
	movq	%r13, %rdi
	call	strchr@PLT
	movq	%rax, %r15
	testq	%rax, %rax
	jne	.L830
	movq	%r13, %rdi
	call	strlen@PLT
	movq	%r13, %rcx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
.L792:
	movq	8(%rsp), %rdi
	leaq	.LC107(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L796
	leaq	SERVICE_DISTS(%rip), %r12
	leaq	.LC8(%rip), %rbp
	leaq	384(%r12), %r14
	leaq	.LC110(%rip), %r13
.L795:
	movq	80(%r12), %rcx
	movq	(%r12), %rdx
	movq	%rbp, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	addq	$96, %r12
	call	printf@PLT
	cmpq	%r14, %r12
	jne	.L795
	addq	$104, %rbx
	leaq	5616+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	jne	.L784
.L826:
	leaq	.LC111(%rip), %rdi
	movq	40(%rsp), %r12
	leaq	OPTIONS(%rip), %rbx
	call	puts@PLT
	leaq	.LC112(%rip), %rbp
	jmp	.L799
	.p2align 4,,10
	.p2align 3
.L798:
	addq	$104, %rbx
	leaq	5616+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	je	.L831
.L799:
	movq	32(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L798
	movl	44(%rbx), %edx
	testl	%edx, %edx
	jne	.L798
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
	jne	.L799
.L831:
	leaq	.LC113(%rip), %rdi
	xorl	%eax, %eax
	leaq	.LC114(%rip), %rbx
	call	printf@PLT
	jmp	.L801
	.p2align 4,,10
	.p2align 3
.L800:
	addq	$104, %r12
	leaq	5616+OPTIONS(%rip), %rax
	cmpq	%rax, %r12
	je	.L832
.L801:
	testb	$2, 40(%r12)
	je	.L800
	cmpl	$2, 8(%r12)
	je	.L800
	movl	44(%r12), %eax
	testl	%eax, %eax
	jne	.L800
	movq	(%r12), %rsi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$104, %r12
	call	printf@PLT
	leaq	5616+OPTIONS(%rip), %rax
	cmpq	%rax, %r12
	jne	.L801
.L832:
	addq	$184, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC115(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
.L829:
	.cfi_restore_state
	movq	%r12, %rsi
	leaq	.LC108(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 48(%rsp)
	testq	%r14, %r14
	jne	.L833
.L790:
	movq	%r15, %rdi
	call	strlen@PLT
	movq	%r15, %rcx
	movq	%r12, %rsi
	leaq	.LC109(%rip), %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L792
	.p2align 4,,10
	.p2align 3
.L828:
	movq	8(%rsp), %rdi
	call	strlen@PLT
	movl	$63, %r11d
	leaq	1(%r12,%rax), %rdx
	movb	$0, (%rdx)
	subq	%rax, %r11
	je	.L787
	leaq	SERVICE_DISTS(%rip), %r10
	movq	%r14, 16(%rsp)
	xorl	%r13d, %r13d
	movl	%ebp, %r14d
	movq	%rbx, 24(%rsp)
	movq	%rdx, %rbp
	movq	%r11, %rbx
	leaq	.LC104(%rip), %r8
	movq	%r12, 32(%rsp)
	leaq	.LC8(%rip), %rcx
	movq	%r10, %r12
.L788:
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
	jg	.L823
	cmpq	%rbx, %r13
	jnb	.L823
	movq	(%r12), %r8
	leaq	.LC103(%rip), %rcx
	jmp	.L788
	.p2align 4,,10
	.p2align 3
.L827:
	leaq	.LC8(%rip), %r9
	movq	%r9, %r8
	jmp	.L786
	.p2align 4,,10
	.p2align 3
.L823:
	movq	16(%rsp), %r14
	movq	24(%rsp), %rbx
	movq	32(%rsp), %r12
	jmp	.L787
	.cfi_endproc
.LFE218:
	.size	print_usage, .-print_usage
	.section	.rodata.str1.8
	.align 8
.LC117:
	.string	"<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n"
	.align 8
.LC118:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	.align 8
.LC119:
	.string	"<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC120:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC121:
	.string	"<text x=\"18\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 18 %d)\">%s</text>\n"
	.text
	.p2align 4
	.type	svg_axes.constprop.0, @function
svg_axes.constprop.0:
.LFB311:
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
	divsd	.LC70(%rip), %xmm0
	movsd	%xmm0, 16(%rsp)
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jb	.L835
	movapd	%xmm3, %xmm0
	leaq	.LC117(%rip), %r12
	jmp	.L838
	.p2align 4,,10
	.p2align 3
.L842:
	movsd	16(%rbx), %xmm0
.L838:
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
	movsd	.LC116(%rip), %xmm2
	addsd	%xmm0, %xmm2
	movapd	%xmm0, %xmm1
	call	fprintf@PLT
	movsd	24(%rbx), %xmm1
	movsd	16(%rsp), %xmm0
	movsd	(%rsp), %xmm3
	addsd	8(%rsp), %xmm3
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jnb	.L842
.L835:
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
	leaq	.LC118(%rip), %rsi
	pushq	$80
	.cfi_def_cfa_offset 112
	call	fprintf@PLT
	movq	%r13, %r8
	movq	%rbp, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 80
	movl	$478, %ecx
	movl	$435, %edx
	leaq	.LC119(%rip), %rsi
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
	leaq	.LC120(%rip), %r8
	leaq	.LC121(%rip), %rsi
	popq	%r13
	.cfi_def_cfa_offset 8
	jmp	fprintf@PLT
	.cfi_endproc
.LFE311:
	.size	svg_axes.constprop.0, .-svg_axes.constprop.0
	.section	.rodata.str1.1
.LC122:
	.string	"%lu.%0*lu %s"
.LC123:
	.string	"%lu %s"
	.text
	.p2align 4
	.type	fmt_read.constprop.0, @function
fmt_read.constprop.0:
.LFB312:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rsi, %rax
	movq	%rdi, %rbx
	cmpq	$999999999, %rsi
	ja	.L850
	cmpq	$999999, %rsi
	ja	.L851
	cmpq	$1000, %rsi
	sbbq	%rcx, %rcx
	andq	$-999, %rcx
	addq	$1000, %rcx
	cmpq	$1000, %rsi
	sbbl	%edi, %edi
	notl	%edi
	addl	$3, %edi
.L844:
	xorl	%edx, %edx
	movslq	%edi, %rsi
	leaq	U.4(%rip), %r11
	divq	%rcx
	movq	%rax, %rcx
	leaq	(%rsi,%rsi,2), %rax
	movl	16(%r11,%rax,8), %r8d
	testl	%r8d, %r8d
	je	.L846
	movabsq	$-3689348814741910323, %r9
	movq	%rdx, %rax
	movabsq	$1844674407370955161, %r10
	imulq	%r9, %rax
	rorq	%rax
	cmpq	%rax, %r10
	jnb	.L848
	jmp	.L847
	.p2align 4,,10
	.p2align 3
.L861:
	movq	%rdx, %rdi
	imulq	%r9, %rdi
	rorq	%rdi
	cmpq	%rdi, %r10
	jb	.L847
.L848:
	movq	%rdx, %rax
	mulq	%r9
	shrq	$3, %rdx
	subl	$1, %r8d
	jne	.L861
.L846:
	imulq	$24, %rsi, %rdi
	leaq	.LC123(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	movq	(%r11,%rdi), %r8
	movq	%rbx, %rdi
	call	snprintf@PLT
.L849:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L847:
	.cfi_restore_state
	imulq	$24, %rsi, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 24
	movq	%rdx, %r9
	movl	$32, %esi
	leaq	.LC122(%rip), %rdx
	xorl	%eax, %eax
	pushq	(%r11,%rdi)
	.cfi_def_cfa_offset 32
	movq	%rbx, %rdi
	call	snprintf@PLT
	popq	%rdx
	.cfi_def_cfa_offset 24
	popq	%rcx
	.cfi_def_cfa_offset 16
	jmp	.L849
.L850:
	movl	$1000000000, %ecx
	xorl	%edi, %edi
	jmp	.L844
.L851:
	movl	$1000000, %ecx
	movl	$1, %edi
	jmp	.L844
	.cfi_endproc
.LFE312:
	.size	fmt_read.constprop.0, .-fmt_read.constprop.0
	.section	.rodata.str1.1
.LC124:
	.string	"--arrivals"
	.section	.rodata.str1.8
	.align 8
.LC125:
	.string	"%s '%s' is a directory: give a file, one number a line"
	.section	.rodata.str1.1
.LC126:
	.string	"r"
.LC127:
	.string	"%s '%s' cannot be read: %s"
	.text
	.p2align 4
	.type	numbers_open.constprop.0, @function
numbers_open.constprop.0:
.LFB313:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pxor	%xmm0, %xmm0
	leaq	.LC124(%rip), %r14
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
	jne	.L863
	movl	24(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L868
.L863:
	leaq	.LC126(%rip), %rsi
	movq	%rbp, %rdi
	call	fopen@PLT
	movq	%rax, (%rbx)
	testq	%rax, %rax
	je	.L869
	xorl	%eax, %eax
.L862:
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
.L868:
	.cfi_restore_state
	movq	%rbp, %r8
	movq	%r14, %rcx
	leaq	.LC125(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L864:
	orl	$-1, %eax
	jmp	.L862
.L869:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbp, %r8
	movq	%r14, %rcx
	movq	%r13, %rsi
	movq	%rax, %r9
	leaq	.LC127(%rip), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L864
	.cfi_endproc
.LFE313:
	.size	numbers_open.constprop.0, .-numbers_open.constprop.0
	.p2align 4
	.type	due_open.constprop.0, @function
due_open.constprop.0:
.LFB314:
	.cfi_startproc
	leaq	8(%rdi), %r9
	movq	%rdi, %r8
	xorl	%eax, %eax
	movl	$14, %ecx
	movq	%r9, %rdi
	rep stosq
	movq	%rsi, (%r8)
	cmpq	$0, 112(%rsi)
	je	.L877
.L873:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L877:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L873
	cmpl	$1, %eax
	je	.L878
	movq	104(%rsi), %rsi
	leaq	40(%r8), %rdi
	movl	$256, %ecx
	jmp	numbers_open.constprop.0
	.p2align 4,,10
	.p2align 3
.L878:
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%r8)
	xorl	%eax, %eax
	movsd	%xmm0, 16(%r8)
	ret
	.cfi_endproc
.LFE314:
	.size	due_open.constprop.0, .-due_open.constprop.0
	.section	.rodata.str1.1
.LC128:
	.string	"%lu.%lu"
.LC129:
	.string	"%lu.%02lu"
.LC130:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB315:
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
	jnb	.L884
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L885
	leaq	.LC130(%rip), %rdx
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
.L885:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC129(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L884:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC128(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE315:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC131:
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
	movsd	.LC62(%rip), %xmm0
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
	leaq	.LC131(%rip), %rdi
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
.LC132:
	.string	"mean "
.LC133:
	.string	"Poisson"
.LC134:
	.string	"periodic"
.LC135:
	.string	"s"
.LC136:
	.string	"given"
	.section	.rodata.str1.8
	.align 8
.LC137:
	.string	"coordinated omission on a virtual clock (%s): closed loop, open loop, corrected\n"
	.section	.rodata.str1.1
.LC138:
	.string	"server: service %s us; "
	.section	.rodata.str1.8
	.align 8
.LC139:
	.string	"server: service %s, mean %.1f us, scv %.3f"
	.section	.rodata.str1.1
.LC140:
	.string	"; "
	.section	.rodata.str1.8
	.align 8
.LC141:
	.string	"%s stalls of %s%s us every %s%s us from %s us, overlaps merged\n"
	.section	.rodata.str1.1
.LC142:
	.string	"no stalls"
.LC143:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC144:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC145:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC146:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC147:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC148:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC149:
	.string	"\ncorrection: expected interval "
	.align 8
.LC150:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC151:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC152:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC153:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC154:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC155:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC156:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC157:
	.string	"route: lattice, exact counts on %lu ns steps (%lu values), %d requests a chunk"
	.align 8
.LC158:
	.string	"route: sorted, every sample kept and sorted"
	.align 8
.LC159:
	.string	"route: passes, none kept; each rep walks the run again until every percentile is found exactly"
	.section	.rodata.str1.1
.LC160:
	.string	"; 1 warmup + %u reps\n"
	.text
	.p2align 4
	.type	print_plan, @function
print_plan:
.LFB244:
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
	leaq	.LC137(%rip), %rdi
	call	printf@PLT
	movl	8(%rbx), %r12d
	testl	%r12d, %r12d
	jne	.L889
	movq	(%rbx), %rsi
	leaq	16(%rsp), %rdi
	leaq	80(%rsp), %r14
	leaq	48(%rsp), %r13
	call	fmt_us.constprop.0
	leaq	.LC138(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L890:
	cmpq	$0, 48(%rbx)
	jne	.L928
	leaq	.LC142(%rip), %rdi
	call	puts@PLT
.L897:
	movl	72(%rbx), %ecx
	movq	136(%rbx), %r12
	testl	%ecx, %ecx
	je	.L929
	xorl	%esi, %esi
	cmpq	$1, %r12
	jbe	.L901
	movq	128(%rbx), %rsi
	subq	120(%rbx), %rsi
	subq	$1, %r12
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r12
	movq	%rax, %rsi
.L901:
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movl	72(%rbx), %esi
	movq	136(%rbx), %rdx
	leaq	.LC146(%rip), %rdi
	movq	%rax, %rcx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L900:
	movq	160(%rbx), %rdx
	movl	152(%rbx), %esi
	leaq	.LC8(%rip), %rax
	leaq	.LC135(%rip), %rcx
	leaq	.LC147(%rip), %rdi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	144(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L930
.L903:
	leaq	.LC149(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	176(%rbx), %edx
	testl	%edx, %edx
	jne	.L931
	movq	184(%rbx), %r12
	movq	168(%rbx), %rsi
	leaq	.LC136(%rip), %rax
	movq	%r13, %rdi
	testq	%r12, %r12
	cmove	%rax, %r12
	call	fmt_us.constprop.0
	leaq	.LC151(%rip), %rdi
	movq	%rax, %rsi
	movq	%r12, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L905:
	movq	192(%rbx), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movl	200(%rbx), %ecx
	leaq	.LC152(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%rbx), %eax
	testl	%eax, %eax
	je	.L932
	movq	136(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	%rax, (%rsp)
	mulq	(%rbx)
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%rcx, %rsi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	jnc	.L908
.L909:
	movq	16(%rbp), %rsi
	testq	%rsi, %rsi
	je	.L933
	leaq	.LC155(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC156(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L911:
	movl	24(%r15), %eax
	cmpl	$2, %eax
	je	.L934
	cmpl	$1, %eax
	je	.L935
	leaq	.LC159(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L913:
	movl	216(%rbx), %esi
	addq	$120, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC160(%rip), %rdi
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
.L932:
	.cfi_restore_state
	movq	80(%rbx), %rax
	cmpq	%rax, (%rbx)
	jb	.L909
.L908:
	leaq	.LC153(%rip), %rdi
	call	puts@PLT
	jmp	.L909
.L889:
	imulq	$96, %r12, %r12
	leaq	80(%rsp), %r14
	movq	%rbx, %rdi
	leaq	48(%rsp), %r13
	movq	%r14, %rdx
	movq	%r13, %rsi
	call	service_moments
	leaq	SERVICE_DISTS(%rip), %rax
	movsd	80(%rsp), %xmm1
	leaq	.LC139(%rip), %rdi
	addq	%rax, %r12
	movl	$2, %eax
	movsd	48(%rsp), %xmm0
	divsd	.LC70(%rip), %xmm0
	movq	(%r12), %rsi
	call	printf@PLT
	movq	88(%r12), %rax
	testq	%rax, %rax
	je	.L891
	movq	%rbx, %rdi
	call	*%rax
.L891:
	leaq	.LC140(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L890
.L928:
	cmpq	$0, 40(%rbx)
	movq	64(%rbx), %rsi
	jne	.L936
	cmpq	$0, 56(%rbx)
	jne	.L898
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	movq	%r12, %rdx
	leaq	.LC143(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L897
.L931:
	leaq	.LC150(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L905
.L930:
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	leaq	.LC148(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L903
.L929:
	movq	80(%rbx), %rsi
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movq	%r12, %rdx
	leaq	.LC145(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L900
.L898:
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
	leaq	.LC144(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L897
.L935:
	leaq	.LC158(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L913
.L934:
	movq	40(%r15), %rdx
	movq	32(%r15), %rsi
	movl	$65536, %ecx
	xorl	%eax, %eax
	leaq	.LC157(%rip), %rdi
	call	printf@PLT
	jmp	.L913
.L933:
	movl	$29, %esi
	leaq	.LC154(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L911
.L936:
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movq	56(%rbx), %rsi
	movq	%r13, %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	leaq	.LC132(%rip), %rdx
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
	leaq	.LC132(%rip), %rdx
	cmovne	%rcx, %rdx
	cmpl	$1, 40(%rbx)
	pushq	%rdi
	.cfi_def_cfa_offset 184
	leaq	.LC133(%rip), %rcx
	pushq	%r12
	.cfi_def_cfa_offset 192
	leaq	.LC134(%rip), %rsi
	movq	24(%rsp), %r9
	leaq	.LC141(%rip), %rdi
	cmove	%rcx, %rsi
	movq	16(%rsp), %r8
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	popq	%r8
	.cfi_def_cfa_offset 184
	popq	%r9
	.cfi_def_cfa_offset 176
	jmp	.L897
	.cfi_endproc
.LFE244:
	.size	print_plan, .-print_plan
	.p2align 4
	.type	set_real, @function
set_real:
.LFB192:
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
	jne	.L938
	movq	72(%r14), %rdx
	movsd	8(%rsp), %xmm1
	testq	%rdx, %rdx
	js	.L940
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L941:
	comisd	%xmm0, %xmm1
	ja	.L938
	movq	56(%r14), %rdx
	movsd	%xmm1, 0(%rbp,%rdx)
.L937:
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
.L940:
	.cfi_restore_state
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L941
	.p2align 4,,10
	.p2align 3
.L938:
	movq	(%r14), %rcx
	movq	88(%r14), %r9
	movq	%rbx, %r8
	movq	%r13, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L937
	.cfi_endproc
.LFE192:
	.size	set_real, .-set_real
	.p2align 4
	.type	set_reps, @function
set_reps:
.LFB198:
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
	jne	.L950
	movq	8(%rsp), %rdx
	movl	%edx, 216(%r12)
.L946:
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
.L950:
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
	jmp	.L946
	.cfi_endproc
.LFE198:
	.size	set_reps, .-set_reps
	.p2align 4
	.type	set_count, @function
set_count:
.LFB191:
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
	jne	.L957
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L951
	movl	$1, (%r14,%rdx)
.L951:
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
.L957:
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
	jmp	.L951
	.cfi_endproc
.LFE191:
	.size	set_count, .-set_count
	.p2align 4
	.type	set_slow_service, @function
set_slow_service:
.LFB202:
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
	jne	.L959
	movq	8(%rsp), %rcx
	leaq	-1(%rcx), %rdx
	shrq	$50, %rdx
	jne	.L959
	movq	%rcx, 32(%rbp)
.L958:
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
.L959:
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
	jmp	.L958
	.cfi_endproc
.LFE202:
	.size	set_slow_service, .-set_slow_service
	.p2align 4
	.type	dist_count_le.isra.0, @function
dist_count_le.isra.0:
.LFB321:
	.cfi_startproc
	movq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L968
	salq	$5, %rsi
	xorl	%r10d, %r10d
	leaq	(%rdi,%rsi), %r8
	jmp	.L967
	.p2align 4,,10
	.p2align 3
.L965:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L966
	subq	%r9, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L966
	subq	%rax, %rdx
	imulq	%rcx, %rdx
	addq	%rdx, %r10
.L966:
	addq	$32, %rdi
	cmpq	%rdi, %r8
	je	.L963
.L967:
	movq	(%rdi), %rax
	movq	24(%rdi), %rcx
	cmpq	%rax, %r9
	jb	.L965
	imulq	16(%rdi), %rcx
	addq	$32, %rdi
	addq	%rcx, %r10
	cmpq	%rdi, %r8
	jne	.L967
.L963:
	movq	%r10, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L968:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	ret
	.cfi_endproc
.LFE321:
	.size	dist_count_le.isra.0, .-dist_count_le.isra.0
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
.LFB98:
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
	je	.L974
	movq	(%rdi), %rdi
	movq	16(%rdi), %rax
	movq	%rdi, 56(%rsp)
	movq	%rax, (%rsp)
	mulq	24(%rdi)
	movq	%rax, %r14
	movq	%rdx, %rax
	movq	%rdx, %r15
	subq	$0, %rax
	jne	.L990
	leaq	48(%rdi), %rcx
	xorl	%esi, %esi
	movq	$-1, %r10
	xorl	%edi, %edi
	jmp	.L976
	.p2align 4,,10
	.p2align 3
.L977:
	movq	(%rcx), %rax
	mulq	8(%rcx)
	addq	%rax, %r14
	movq	%rdi, %rax
	adcq	%rdx, %r15
	addq	$32, %rcx
	cmpq	%r14, %r10
	sbbq	%r15, %rax
	jc	.L990
.L976:
	addq	$1, %rsi
	cmpq	%r12, %rsi
	jne	.L977
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
.L978:
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
	jne	.L978
	movq	16(%rsp), %r14
	movl	40(%rsp), %r11d
	movq	%r15, %rbp
	movq	24(%rsp), %r15
	movq	%r14, 40(%rsp)
.L979:
	movq	40(%rsp), %rax
	movq	%r12, 64(%rbx)
	movq	%r13, 72(%rbx)
	movq	%rax, (%rbx)
	movq	$99999, 64(%rsp)
	movq	$0, 72(%rsp)
	testl	%r11d, %r11d
	jne	.L981
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
.L981:
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
.L988:
	movq	40(%rsp), %r14
	xorl	%r15d, %r15d
	testq	%r14, %r14
	je	.L982
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
	je	.L992
	movq	%rbx, %rax
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L984:
	movq	(%rax), %rdx
	cmpq	%rdx, %r13
	cmovb	%rdx, %r13
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L984
.L983:
	xorl	%r15d, %r15d
	jmp	.L986
	.p2align 4,,10
	.p2align 3
.L987:
	movq	%r13, %r14
	movq	8(%rbp), %rsi
	movq	%rbx, %rdi
	subq	%r15, %r14
	shrq	%r14
	addq	%r15, %r14
	movq	%r14, %rdx
	call	dist_count_le.isra.0
	cmpq	%r11, %rax
	jb	.L999
	movq	%r14, %r13
.L986:
	cmpq	%r13, %r15
	jb	.L987
.L982:
	movq	16(%rsp), %rax
	addq	$8, (%rsp)
	leaq	48+PCT_MILLI(%rip), %rdi
	movq	%r15, (%rax)
	addq	$8, %rax
	movq	%rax, 16(%rsp)
	movq	(%rsp), %rax
	cmpq	%rax, %rdi
	jne	.L988
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
.L999:
	.cfi_restore_state
	leaq	1(%r14), %r15
	jmp	.L986
	.p2align 4,,10
	.p2align 3
.L990:
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
.L992:
	.cfi_restore_state
	xorl	%r13d, %r13d
	jmp	.L983
.L974:
	movq	(%rdi), %rax
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	xorl	%r12d, %r12d
	movq	$0, 40(%rsp)
	xorl	%r13d, %r13d
	movq	%rax, 56(%rsp)
	jmp	.L979
	.cfi_endproc
.LFE98:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB322:
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
	jne	.L1002
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L1002:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L1004:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L1003
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
.L1003:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L1004
	testq	%r15, %r15
	je	.L1008
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L1006:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L1006
.L1005:
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
.L1008:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L1005
	.cfi_endproc
.LFE322:
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
	ja	.L1029
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
.L1016:
	testq	%r12, %r12
	js	.L1017
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1018:
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
	xorpd	.LC161(%rip), %xmm0
	call	log1p@PLT
	mulsd	.LC162(%rip), %xmm0
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1030
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 16(%rsp)
.L1021:
	movabsq	$6000292609090864434, %rsi
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	call	draw_u01
	mulsd	.LC163(%rip), %xmm0
	call	cos@PLT
	mulsd	16(%rsp), %xmm0
	mulsd	8(%rsp), %xmm0
	addsd	24(%rsp), %xmm0
	call	exp@PLT
	addsd	.LC27(%rip), %xmm0
	movl	$1, %eax
	movsd	.LC1(%rip), %xmm1
	comisd	%xmm0, %xmm1
	ja	.L1013
	comisd	.LC164(%rip), %xmm0
	movabsq	$1125899906842624, %rax
	jnb	.L1013
	movsd	.LC73(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1032
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
.L1013:
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
.L1017:
	.cfi_restore_state
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1018
	.p2align 4,,10
	.p2align 3
.L1032:
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
.L1029:
	.cfi_restore_state
	call	sqrt@PLT
	movsd	%xmm0, 8(%rsp)
	jmp	.L1016
.L1030:
	call	sqrt@PLT
	movsd	%xmm0, 16(%rsp)
	jmp	.L1021
	.cfi_endproc
.LFE47:
	.size	draw_lognormal, .-draw_lognormal
	.p2align 4
	.type	aggregate, @function
aggregate:
.LFB154:
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
	jne	.L1048
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
.L1047:
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
.L1035:
	movq	%r12, %rdx
	movq	%rbx, %rsi
	movq	$-1, %rcx
	testl	%ebp, %ebp
	jne	.L1038
	jmp	.L1042
	.p2align 4,,10
	.p2align 3
.L1061:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1037:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%r14, %rdx
	je	.L1042
.L1038:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L1061
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1037
	.p2align 4,,10
	.p2align 3
.L1042:
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
	jne	.L1035
	movq	64(%rsp), %r15
	movq	%r13, %rbx
	testl	%ebp, %ebp
	je	.L1043
	movq	(%rsp), %rax
	movq	24(%rsp), %rdx
	leaq	-56(%rax), %rcx
	.p2align 4,,10
	.p2align 3
.L1044:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L1044
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
.L1045:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L1045
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
.L1046:
	movdqa	(%rcx), %xmm1
	addq	$16, %rdx
	addq	$288, %rcx
	movaps	%xmm1, -16(%rdx)
	cmpq	%rdx, %rax
	jne	.L1046
.L1049:
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
	jne	.L1047
	movq	80(%rsp), %r13
	movq	48(%rsp), %rdx
.L1048:
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
.L1043:
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
	jmp	.L1049
	.cfi_endproc
.LFE154:
	.size	aggregate, .-aggregate
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
	js	.L1063
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rax, %xmm3
	movsd	%xmm3, 8(%rsp)
.L1064:
	movabsq	$6000292609090864433, %rsi
	movq	96(%rdi), %rdi
	call	draw_u01
	xorpd	.LC161(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC27(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1062
	comisd	.LC165(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1062
	movsd	.LC73(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1071
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
.L1062:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1063:
	.cfi_restore_state
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1064
	.p2align 4,,10
	.p2align 3
.L1071:
	cvttsd2siq	%xmm1, %rax
	addq	$24, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE42:
	.size	draw_exp_service, .-draw_exp_service
	.p2align 4
	.type	set_slow_fraction, @function
set_slow_fraction:
.LFB203:
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
	jne	.L1073
	movsd	8(%rsp), %xmm0
	comisd	.LC1(%rip), %xmm0
	jnb	.L1073
	movsd	%xmm0, 24(%rbp)
.L1072:
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
.L1073:
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
	jmp	.L1072
	.cfi_endproc
.LFE203:
	.size	set_slow_fraction, .-set_slow_fraction
	.p2align 4
	.type	set_export, @function
set_export:
.LFB209:
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
	je	.L1080
	movq	%rdi, %r12
	movq	%rdx, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L1080
	movq	56(%rbp), %rax
	movq	%rbx, (%r12,%rax)
	movq	80(%rbp), %rax
	testq	%rax, %rax
	jne	.L1083
.L1084:
	xorl	%eax, %eax
.L1079:
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
.L1083:
	.cfi_restore_state
	movl	$1, (%r12,%rax)
	jmp	.L1084
	.p2align 4,,10
	.p2align 3
.L1080:
	movq	0(%rbp), %rcx
	movq	88(%rbp), %r9
	movq	%rbx, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L1079
	.cfi_endproc
.LFE209:
	.size	set_export, .-set_export
	.p2align 4
	.type	stall_src_next, @function
stall_src_next:
.LFB54:
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
	je	.L1086
	cmpl	$1, 44(%rbp)
	movq	%rdx, (%rsi)
	movq	%rdi, %rbx
	movq	48(%rbp), %rax
	je	.L1116
.L1091:
	cmpl	$1, 40(%rbp)
	movq	%rax, (%r12)
	je	.L1117
	movq	56(%rbp), %rdx
.L1103:
	movabsq	$4611686018427387904, %rcx
	subq	%rdx, %rcx
	testq	%rdx, %rdx
	jne	.L1097
.L1104:
	movq	$-1, %rax
.L1100:
	movq	%rax, 16(%rbx)
	movl	$1, %eax
.L1086:
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
.L1108:
	.cfi_restore_state
	movabsq	$4611686018427387903, %rcx
	movl	$1, %edx
	.p2align 4,,10
	.p2align 3
.L1097:
	movq	16(%rbx), %rax
	cmpq	%rcx, %rax
	jnb	.L1104
	addq	%rdx, %rax
	jmp	.L1100
	.p2align 4,,10
	.p2align 3
.L1116:
	testq	%rax, %rax
	js	.L1089
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L1090:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999145100622, %rsi
	call	draw_u01
	xorpd	.LC161(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC27(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1091
	comisd	.LC165(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1091
	movsd	.LC73(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1118
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1091
	.p2align 4,,10
	.p2align 3
.L1117:
	movq	56(%rbp), %rax
	testq	%rax, %rax
	js	.L1095
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, 8(%rsp)
.L1096:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999144771920, %rsi
	call	draw_u01
	xorpd	.LC161(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movsd	.LC27(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1108
	comisd	.LC165(%rip), %xmm1
	jnb	.L1104
	movsd	.LC73(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1119
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rdx
	btcq	$63, %rdx
	jmp	.L1103
	.p2align 4,,10
	.p2align 3
.L1089:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1090
	.p2align 4,,10
	.p2align 3
.L1095:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1096
	.p2align 4,,10
	.p2align 3
.L1119:
	cvttsd2siq	%xmm1, %rdx
	jmp	.L1103
	.p2align 4,,10
	.p2align 3
.L1118:
	cvttsd2siq	%xmm1, %rax
	jmp	.L1091
	.cfi_endproc
.LFE54:
	.size	stall_src_next, .-stall_src_next
	.p2align 4
	.type	ref_client, @function
ref_client:
.LFB121:
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
	movq	(%rdi), %rsi
	movq	160(%rsi), %rax
	movq	%rax, 32(%rsp)
	testq	%rdx, %rdx
	je	.L1139
	movq	$0, 8(%rsp)
	movq	%rsi, 40(%rsp)
	movq	%rdx, 48(%rsp)
	.p2align 4,,10
	.p2align 3
.L1138:
	movq	56(%r15), %rax
	movq	%rax, (%rsp)
	movl	8(%r15), %eax
	cmpl	$3, %eax
	je	.L1163
	movq	40(%rsp), %rcx
	movq	(%rsp), %rsi
	cmpq	136(%rcx), %rsi
	jnb	.L1121
	movq	32(%r15), %rdx
	cmpq	24(%r15), %rdx
	je	.L1121
	movq	16(%r15), %rsi
	leaq	1(%rdx), %rdi
	movq	64(%r15), %r8
	movq	%rdi, 32(%r15)
	movq	(%rsi,%rdx,8), %rcx
	movq	%rcx, 24(%rsp)
	cmpl	$2, %eax
	je	.L1164
	movq	(%rsp), %rcx
	movq	32(%rsp), %rdi
	cmpq	%rdi, %rcx
	jb	.L1142
	cmpl	$1, %eax
	je	.L1165
.L1142:
	movq	24(%rsp), %rax
	movq	%rax, 16(%rsp)
.L1126:
	movq	16(%rsp), %rax
	movq	(%r15), %rbx
	leaq	SERVICE_DISTS(%rip), %rcx
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
	je	.L1166
	call	*%rax
	leaq	72(%rsp), %rbp
	leaq	64(%rsp), %r13
	movq	%rax, %rbx
	leaq	80(%rsp), %r12
	jmp	.L1132
	.p2align 4,,10
	.p2align 3
.L1167:
	movq	72(%rsp), %rax
	addq	64(%rsp), %rax
	cmpq	%rax, %r14
	jb	.L1131
	movq	96(%rsp), %rax
	movdqa	80(%rsp), %xmm1
	movq	%rax, 96(%r15)
	movups	%xmm1, 80(%r15)
.L1132:
	movdqu	80(%r15), %xmm0
	movq	96(%r15), %rax
	movq	%rbp, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	movq	%rax, 96(%rsp)
	movaps	%xmm0, 80(%rsp)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1167
.L1131:
	movq	96(%r15), %rax
	movdqu	80(%r15), %xmm2
	movq	%rax, 96(%rsp)
	movaps	%xmm2, 80(%rsp)
	.p2align 4,,10
	.p2align 3
.L1133:
	movq	%rbp, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1168
	movq	64(%rsp), %rax
	movq	72(%rsp), %rdx
	addq	%rax, %rdx
	cmpq	%rdx, %r14
	jnb	.L1133
	cmpq	%rax, %r14
	jnb	.L1143
	addq	%r14, %rbx
	cmpq	%rbx, %rax
	jnb	.L1130
	subq	%rax, %rbx
	movq	%rdx, %r14
	jmp	.L1133
	.p2align 4,,10
	.p2align 3
.L1143:
	movq	%rdx, %r14
	jmp	.L1133
	.p2align 4,,10
	.p2align 3
.L1168:
	addq	%r14, %rbx
.L1130:
	movq	(%rsp), %rax
	xorl	%edx, %edx
	movq	56(%rsp), %rcx
	movq	%rbx, 64(%r15)
	divq	32(%rsp)
	movq	48(%r15), %rax
	movq	%rbx, (%rax,%rdx,8)
	movl	8(%r15), %eax
	testl	%eax, %eax
	movq	24(%rsp), %rax
	cmovne	16(%rsp), %rax
	subq	%rax, %rbx
	movq	8(%rsp), %rax
	movq	%rbx, (%rcx,%rax,8)
	addq	$1, %rax
	movq	56(%r15), %rcx
	movq	%rax, 8(%rsp)
	leaq	1(%rcx), %r14
.L1128:
	movq	%r14, 56(%r15)
	movq	48(%rsp), %rcx
	cmpq	%rcx, 8(%rsp)
	jb	.L1138
.L1121:
	movq	8(%rsp), %rax
	addq	%rax, 72(%r15)
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
.L1163:
	.cfi_restore_state
	movq	32(%rsp), %rcx
	cmpq	%rcx, (%rsp)
	jnb	.L1123
	movq	40(%rsp), %rax
	movq	144(%rax), %rax
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L1125
	movq	$0, 16(%rsp)
.L1162:
	movq	$0, 24(%rsp)
	movq	64(%r15), %r8
	jmp	.L1126
	.p2align 4,,10
	.p2align 3
.L1166:
	call	*%rax
	movq	%rbx, %rdi
	movq	%r14, %rsi
	movq	%rax, %rdx
	call	ref_serve
	movq	%rax, %rbx
	jmp	.L1130
	.p2align 4,,10
	.p2align 3
.L1164:
	movq	(%rsp), %r14
	movq	%rcx, 16(%rsp)
	addq	$1, %r14
	cmpq	%r8, %rcx
	jnb	.L1126
	jmp	.L1128
	.p2align 4,,10
	.p2align 3
.L1125:
	movq	40(%rsp), %rax
	movq	(%rsp), %rcx
	cmpq	136(%rax), %rcx
	jb	.L1162
	jmp	.L1121
	.p2align 4,,10
	.p2align 3
.L1123:
	movq	(%rsp), %rax
	xorl	%edx, %edx
	divq	32(%rsp)
	movq	48(%r15), %rax
	movq	(%rax,%rdx,8), %rcx
	movq	40(%rsp), %rax
	movq	144(%rax), %rax
	movq	%rcx, 16(%rsp)
	testq	%rax, %rax
	je	.L1125
	cmpq	%rax, %rcx
	jb	.L1162
	jmp	.L1121
	.p2align 4,,10
	.p2align 3
.L1165:
	xorl	%edx, %edx
	movq	%rcx, %rax
	movq	24(%rsp), %rsi
	divq	%rdi
	movq	48(%r15), %rax
	movq	(%rax,%rdx,8), %rax
	cmpq	%rax, %rsi
	cmovnb	%rsi, %rax
	movq	%rax, 16(%rsp)
	jmp	.L1126
.L1139:
	movq	$0, 8(%rsp)
	jmp	.L1121
	.cfi_endproc
.LFE121:
	.size	ref_client, .-ref_client
	.p2align 4
	.type	server_init, @function
server_init:
.LFB66:
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
	je	.L1170
	movq	64(%rsi), %rax
	movl	8(%rsi), %edx
	movq	%rax, (%rdi)
	testl	%edx, %edx
	je	.L1171
.L1182:
	leaq	24(%rbx), %rbp
.L1172:
	movq	%rsi, 24(%rbx)
	leaq	56(%rbx), %rdx
	leaq	48(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, 40(%rbx)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1174
	movq	$-1, (%rbx)
.L1175:
	orq	$-1, %r14
	orq	$-1, %rax
	.p2align 4,,10
	.p2align 3
.L1177:
	movq	%rax, 16(%rbx)
	leaq	8(%rsp), %r13
	movq	%rsp, %r12
	movq	$-1, 48(%rbx)
.L1178:
	movq	%r13, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1169
	movq	(%rsp), %rdx
	movq	8(%rsp), %rax
	cmpq	$-1, %r14
	je	.L1179
	movq	16(%rbx), %rcx
	cmpq	%rcx, %rdx
	jb	.L1190
.L1179:
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
.L1170:
	.cfi_restore_state
	movl	8(%rsi), %eax
	movq	$-1, (%rdi)
	testl	%eax, %eax
	jne	.L1185
	cmpq	$0, 40(%rsi)
	je	.L1169
	.p2align 4,,10
	.p2align 3
.L1185:
	leaq	24(%rbx), %rbp
	movq	$-1, %rax
	jmp	.L1172
	.p2align 4,,10
	.p2align 3
.L1171:
	cmpq	$0, 40(%rsi)
	jne	.L1182
.L1169:
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
.L1174:
	.cfi_restore_state
	movq	48(%rbx), %r14
	movq	%r14, (%rbx)
	cmpq	$-1, %r14
	je	.L1175
	movq	56(%rbx), %rax
	addq	%r14, %rax
	jmp	.L1177
	.p2align 4,,10
	.p2align 3
.L1190:
	addq	%rdx, %rax
	cmpq	%rcx, %rax
	cmovb	%rcx, %rax
	movq	%rax, 16(%rbx)
	jmp	.L1178
	.cfi_endproc
.LFE66:
	.size	server_init, .-server_init
	.p2align 4
	.type	set_guess_entries, @function
set_guess_entries:
.LFB199:
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
	jne	.L1192
	movq	8(%rsp), %rdx
	cmpq	$1, %rdx
	je	.L1192
	movq	%rdx, 208(%r12)
.L1191:
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
.L1192:
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
	jmp	.L1191
	.cfi_endproc
.LFE199:
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
	ja	.L1207
	sqrtsd	%xmm1, %xmm1
.L1199:
	testq	%rbx, %rbx
	js	.L1200
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rbx, %xmm0
.L1201:
	movsd	%xmm1, 8(%rsp)
	call	log@PLT
	movsd	8(%rsp), %xmm1
	movapd	%xmm1, %xmm2
	mulsd	%xmm1, %xmm2
	mulsd	.LC27(%rip), %xmm2
	mulsd	.LC166(%rip), %xmm1
	subsd	%xmm2, %xmm0
	addsd	%xmm1, %xmm0
	call	exp@PLT
	addsd	.LC1(%rip), %xmm0
	comisd	.LC164(%rip), %xmm0
	movabsq	$1125899906842624, %rax
	jnb	.L1196
	movsd	.LC73(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1209
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
.L1196:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1209:
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
.L1200:
	.cfi_restore_state
	movq	%rbx, %rax
	andl	$1, %ebx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rbx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1201
.L1207:
	movapd	%xmm1, %xmm0
	call	sqrt@PLT
	movapd	%xmm0, %xmm1
	jmp	.L1199
	.cfi_endproc
.LFE49:
	.size	lognormal_largest, .-lognormal_largest
	.p2align 4
	.type	poisson_gaps, @function
poisson_gaps:
.LFB33:
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
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movsd	(%rdi), %xmm3
	movq	24(%rdi), %r15
	movq	32(%rdi), %rax
	movq	8(%rdi), %r14
	imulq	%rbx, %r15
	movsd	%xmm3, 8(%rsp)
	addq	16(%rdi), %r15
	testq	%rax, %rax
	je	.L1211
	movabsq	$-4658895280553007687, %r12
	leaq	(%r14,%rax,8), %r13
	movabsq	$-7723592293110705685, %rbp
	.p2align 4,,10
	.p2align 3
.L1212:
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
	xorpd	.LC161(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	mulsd	.LC167(%rip), %xmm0
	movsd	%xmm0, -8(%r14)
	cmpq	%r14, %r13
	jne	.L1212
.L1211:
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
.LFE33:
	.size	poisson_gaps, .-poisson_gaps
	.p2align 4
	.type	run_closed, @function
run_closed:
.LFB73:
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
	jnb	.L1218
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
	jmp	.L1228
	.p2align 4,,10
	.p2align 3
.L1238:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L1223:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L1222:
	cmpq	%r15, %rbp
	jnb	.L1218
.L1228:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L1220
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L1220
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1237
.L1220:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L1223
	cmpq	%rax, %rbx
	jnb	.L1224
	addq	%r8, %rdx
.L1225:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1238
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L1223
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
	jmp	.L1223
	.p2align 4,,10
	.p2align 3
.L1224:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L1225
	.p2align 4,,10
	.p2align 3
.L1218:
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
.L1237:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L1221:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L1221
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L1222
	.cfi_endproc
.LFE73:
	.size	run_closed, .-run_closed
	.p2align 4
	.type	serve_random, @function
serve_random:
.LFB67:
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
	jnb	.L1239
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
	jmp	.L1250
	.p2align 4,,10
	.p2align 3
.L1256:
	addq	%rbx, %rax
	subq	%r13, %rax
	movq	%rax, %rbx
.L1242:
	movq	48(%r12), %r13
	movq	$-1, %rax
	movq	%r13, %xmm0
	movhps	(%rsp), %xmm0
	movups	%xmm0, (%r12)
	cmpq	$-1, %r13
	je	.L1243
	movq	56(%r12), %rax
	addq	%r13, %rax
.L1243:
	movq	%rax, 16(%r12)
	movq	%r15, 48(%r12)
.L1244:
	movq	16(%rsp), %rdx
	movq	8(%rsp), %rsi
	movq	%r14, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1248
	movq	32(%rsp), %rax
	movq	40(%rsp), %rsi
	cmpq	$-1, %r13
	je	.L1245
	movq	16(%r12), %rdx
	cmpq	%rdx, %rax
	jb	.L1255
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L1248:
	addq	$1, (%rsp)
	cmpq	%rbx, %r13
	jnb	.L1239
.L1250:
	movq	16(%r12), %rax
	cmpq	%r13, %rbp
	jb	.L1256
	movq	24(%rsp), %rcx
	cmpq	%rax, %rbp
	leaq	(%rcx,%rax), %rdx
	cmovb	%rdx, %rbx
	jmp	.L1242
	.p2align 4,,10
	.p2align 3
.L1255:
	addq	%rsi, %rax
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	movq	%rax, 16(%r12)
	jmp	.L1244
	.p2align 4,,10
	.p2align 3
.L1245:
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L1239:
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
.LFE67:
	.size	serve_random, .-serve_random
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB99:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L1272
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
.L1258:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L1263
	.p2align 4,,10
	.p2align 3
.L1259:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L1261
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L1261:
	testq	%r8, %r8
	je	.L1262
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L1262
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L1262:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L1259
.L1263:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L1258
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
.L1272:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE99:
	.size	dist_correct, .-dist_correct
	.section	.rodata.str1.8
	.align 8
.LC172:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.align 8
.LC173:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC174:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC175:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC177:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC178:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC179:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
.LFB181:
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
	movapd	.LC169(%rip), %xmm0
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
	jle	.L1281
	movslq	%r12d, %rax
	movsd	.LC170(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L1280
	.p2align 4,,10
	.p2align 3
.L1314:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1279:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L1313
.L1280:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L1314
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1279
.L1313:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1315
.L1281:
	movsd	.LC1(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L1277:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC172(%rip), %rsi
	pushq	%r14
	leaq	XTICK.0(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	leaq	-240(%rbp), %rax
	movq	%rbx, -272(%rbp)
	movq	%rbx, %rdi
	leaq	.LC173(%rip), %rdx
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
.L1284:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC54(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC174(%rip), %rsi
	mulsd	.LC46(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC47(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L1284
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L1300
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
.L1299:
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
	je	.L1287
	testq	%rbx, %rbx
	je	.L1287
	testq	%rax, %rax
	je	.L1287
	testq	%r14, %r14
	je	.L1316
	movq	.LC170(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L1294
	.p2align 4,,10
	.p2align 3
.L1317:
	divsd	%xmm6, %xmm0
	movsd	.LC1(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L1290:
	call	log10@PLT
	movq	.LC54(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L1292
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1293:
	movq	-264(%rbp), %rax
	divsd	.LC170(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L1289
.L1294:
	movsd	(%r12), %xmm0
	movsd	.LC62(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L1317
	movq	.LC168(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L1290
	.p2align 4,,10
	.p2align 3
.L1292:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1293
	.p2align 4,,10
	.p2align 3
.L1316:
	movsd	.LC170(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L1289:
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
	js	.L1295
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1296:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC44(%rip), %xmm0
	movsd	.LC45(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC177(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC176(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L1297
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1298:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC178(%rip), %rdx
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
	leaq	.LC179(%rip), %rsi
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
	jne	.L1299
.L1300:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC175(%rip), %rdi
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
.L1297:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1298
	.p2align 4,,10
	.p2align 3
.L1295:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1296
.L1315:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC171(%rip), %xmm2
	movsd	.LC61(%rip), %xmm3
	movsd	.LC55(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L1283
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
.L1283:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L1277
.L1287:
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
.LFE181:
	.size	spectrum_writer, .-spectrum_writer
	.p2align 4
	.type	set_requests, @function
set_requests:
.LFB197:
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
	jne	.L1326
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L1318
	movl	$1, 0(%rbp,%rdx)
.L1318:
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
.L1326:
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
	jmp	.L1318
	.cfi_endproc
.LFE197:
	.size	set_requests, .-set_requests
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
.L1328:
	xorl	%r15d, %r15d
.L1332:
	movq	%rbp, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	72(%rsp), %r12
	movl	$20000000, %eax
	imulq	$1000000000, 64(%rsp), %r13
	movl	$3, %edx
	jmp	.L1331
	.p2align 4,,10
	.p2align 3
.L1347:
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	subl	$1, %eax
	je	.L1346
.L1331:
	testq	%r15, %r15
	jne	.L1347
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	subl	$1, %eax
	jne	.L1331
.L1346:
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
	jne	.L1348
	movl	$1, %r15d
	jmp	.L1332
.L1348:
	subl	$1, 16(%rsp)
	jne	.L1328
	movq	48(%rsp), %rax
	testq	%rax, %rax
	js	.L1334
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1335:
	movsd	.LC181(%rip), %xmm1
	movq	24(%rsp), %rax
	divsd	%xmm0, %xmm1
	movsd	%xmm1, (%rax)
	movq	56(%rsp), %rax
	testq	%rax, %rax
	js	.L1336
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1337:
	movsd	.LC182(%rip), %xmm2
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
	andpd	.LC56(%rip), %xmm0
	movsd	.LC54(%rip), %xmm1
	mulsd	.LC62(%rip), %xmm0
	divsd	%xmm3, %xmm0
	comisd	%xmm0, %xmm1
	movsd	%xmm0, (%rax)
	jb	.L1344
	movsd	(%rbx), %xmm0
.L1327:
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
.L1344:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	jmp	.L1327
.L1334:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1335
.L1336:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1337
	.cfi_endproc
.LFE21:
	.size	estimate_ghz, .-estimate_ghz
	.p2align 4
	.type	walk_run, @function
walk_run:
.LFB80:
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
	je	.L1350
	movq	%rax, (%rsp)
	jmp	.L1376
	.p2align 4,,10
	.p2align 3
.L1351:
	movq	128(%rbx), %rsi
	cmpq	136(%r14), %rsi
	jnb	.L1350
	movq	96(%rbx), %rax
	cmpq	88(%rbx), %rax
	je	.L1350
	movq	80(%rbx), %rcx
	leaq	1(%rax), %rdi
	movq	%rdi, 96(%rbx)
	movq	(%rcx,%rax,8), %rbp
	cmpl	$2, %r15d
	jne	.L1379
	cmpq	%rdx, %rbp
	jb	.L1355
.L1379:
	cmpq	%rdx, %rbp
	movq	%rdx, %r10
	movq	%rbp, %r12
	cmovnb	%rbp, %r10
	cmpl	$1, %r15d
	jne	.L1358
	movq	136(%rbx), %rdi
	movq	112(%rbx), %rcx
	movq	(%rcx,%rdi,8), %r12
	cmpq	%r12, %rbp
	cmovnb	%rbp, %r12
	cmpq	%rdx, %r12
	cmovnb	%r12, %rdx
	movq	%rdx, %r10
.L1358:
	movq	104(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L1354
	cmpq	$0, 40(%r14)
	movq	(%rdx,%rax,8), %rcx
	leaq	16(%rbx), %rdi
	je	.L1393
	movq	%rcx, %rdx
	movq	%r10, %rsi
	call	serve_random
	movq	%rax, %rdx
.L1360:
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
.L1355:
	movq	136(%rbx), %rax
	addq	$1, %rsi
	movq	%rsi, 128(%rbx)
	addq	$1, %rax
	cmpq	120(%rbx), %rax
	jne	.L1375
	xorl	%eax, %eax
.L1375:
	movq	%rax, 136(%rbx)
	movq	(%rsp), %rax
	cmpq	%rax, %r13
	jnb	.L1350
.L1376:
	cmpl	$3, %r15d
	jne	.L1351
	movq	112(%rbx), %rax
	movq	136(%rbx), %rcx
	movq	(%rax,%rcx,8), %rbp
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L1352
	cmpq	%rax, %rbp
	jnb	.L1350
	movq	128(%rbx), %rsi
.L1353:
	cmpq	%rdx, %rbp
	movq	%rbp, %r12
	cmovnb	%rbp, %rdx
	movq	%rdx, %r10
.L1354:
	movl	8(%r14), %eax
	leaq	16(%rbx), %r11
	testl	%eax, %eax
	jne	.L1366
	cmpq	$0, 40(%r14)
	movq	(%r14), %rcx
	je	.L1394
.L1368:
	movq	%rcx, %rdx
	movq	%r10, %rsi
	movq	%r11, %rdi
	call	serve_random
	movq	%rax, %rdx
	jmp	.L1360
	.p2align 4,,10
	.p2align 3
.L1366:
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
	jne	.L1368
.L1394:
	movq	16(%rbx), %rax
	leaq	(%rcx,%r10), %rdx
	cmpq	%rdx, %rax
	jnb	.L1360
	movq	48(%r14), %r8
	cmpq	%rax, %r10
	jb	.L1395
	leaq	(%r8,%rax), %rsi
	movq	56(%r14), %r9
	cmpq	%rsi, %r10
	leaq	(%rcx,%rsi), %rdi
	cmovb	%rdi, %rdx
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	je	.L1392
.L1371:
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L1360
	movq	%r10, %rsi
	movq	%r11, %rdi
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L1360
	.p2align 4,,10
	.p2align 3
.L1352:
	movq	128(%rbx), %rsi
	cmpq	136(%r14), %rsi
	jb	.L1353
.L1350:
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
.L1393:
	.cfi_restore_state
	movq	16(%rbx), %rax
	leaq	(%rcx,%r10), %rdx
	cmpq	%rdx, %rax
	jnb	.L1360
	movq	48(%r14), %r8
	cmpq	%rax, %r10
	jb	.L1396
	leaq	(%r8,%rax), %rsi
	leaq	(%rcx,%rsi), %r9
	cmpq	%rsi, %r10
	cmovb	%r9, %rdx
.L1362:
	movq	56(%r14), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	je	.L1392
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L1360
	movq	%r10, %rsi
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L1360
	.p2align 4,,10
	.p2align 3
.L1395:
	movq	56(%r14), %r9
	addq	%r8, %rdx
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	jne	.L1371
.L1392:
	movq	$-1, 16(%rbx)
	jmp	.L1360
	.p2align 4,,10
	.p2align 3
.L1396:
	addq	%r8, %rdx
	jmp	.L1362
	.cfi_endproc
.LFE80:
	.size	walk_run, .-walk_run
	.p2align 4
	.type	run_open, @function
run_open:
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
	jnb	.L1397
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
	jmp	.L1408
	.p2align 4,,10
	.p2align 3
.L1417:
	movq	$-1, (%rdi)
.L1402:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L1401:
	cmpq	%r15, %rbx
	jnb	.L1397
.L1408:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L1399
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L1399
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1416
.L1399:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1402
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L1403
	addq	%rcx, %rdx
.L1404:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1417
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L1402
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
	jmp	.L1402
	.p2align 4,,10
	.p2align 3
.L1403:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L1404
	.p2align 4,,10
	.p2align 3
.L1397:
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
.L1416:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L1400:
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
	jne	.L1400
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L1401
	.cfi_endproc
.LFE74:
	.size	run_open, .-run_open
	.section	.rodata.str1.1
.LC184:
	.string	"open: from the intended send"
.LC185:
	.string	"closed: from the actual send"
	.section	.rodata.str1.8
	.align 8
.LC187:
	.string	"No stall: the first second, the latency of each request by its due time"
	.section	.rodata.str1.1
.LC188:
	.string	"due time (ms)"
.LC189:
	.string	"%d"
	.text
	.p2align 4
	.type	first_second_writer, @function
first_second_writer:
.LFB183:
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
	movapd	.LC186(%rip), %xmm0
	movq	(%rsp), %r11
	movq	%rax, %r15
	movaps	%xmm0, 16(%rsp)
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 32(%rsp)
	testq	%r11, %r11
	je	.L1419
	testq	%rax, %rax
	je	.L1419
	testq	%rbx, %rbx
	je	.L1448
	movq	8(%rbp), %r12
	pxor	%xmm1, %xmm1
	movq	%r11, %r14
	leaq	(%r12,%rbx,8), %rbx
	jmp	.L1425
	.p2align 4,,10
	.p2align 3
.L1450:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1424:
	divsd	.LC170(%rip), %xmm0
	addq	$8, %r12
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%rbx, %r12
	je	.L1449
.L1425:
	movq	(%r12), %rax
	testq	%rax, %rax
	jns	.L1450
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1424
	.p2align 4,,10
	.p2align 3
.L1449:
	movsd	.LC171(%rip), %xmm6
	movq	%r14, %r11
	mulsd	%xmm0, %xmm6
	movq	%xmm6, %rbx
.L1421:
	movapd	%xmm1, %xmm0
	movq	%r11, 8(%rsp)
	movsd	%xmm1, (%rsp)
	call	nice_step
	movq	%rbx, %xmm2
	movsd	(%rsp), %xmm1
	movsd	.LC61(%rip), %xmm3
	divsd	%xmm0, %xmm2
	movsd	.LC55(%rip), %xmm4
	movq	8(%rsp), %r11
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L1451
.L1426:
	movapd	%xmm1, %xmm0
	movq	%r11, (%rsp)
	xorl	%ebx, %ebx
	leaq	.LC174(%rip), %r14
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	movl	$500, %ecx
	leaq	.LC187(%rip), %rax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movq	%r13, %rdi
	mulsd	%xmm0, %xmm2
	leaq	.LC172(%rip), %rsi
	movsd	%xmm2, 40(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 152
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 160
	call	fprintf@PLT
	leaq	32(%rsp), %rax
	leaq	.LC188(%rip), %rdx
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
.L1427:
	movl	%ebx, %ecx
	leaq	.LC189(%rip), %rdx
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
	divsd	.LC70(%rip), %xmm1
	mulsd	.LC46(%rip), %xmm1
	addsd	.LC47(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpl	$1100, %ebx
	jne	.L1427
	movq	(%rsp), %r11
	movsd	.LC170(%rip), %xmm1
	movl	$78, %r14d
	movl	$1, %r12d
	movq	%r11, %rbx
.L1428:
	movq	24(%rbp), %r8
	testq	%r8, %r8
	je	.L1441
	movq	16(%rbp), %rcx
	leaq	0(,%r8,8), %rdx
	xorl	%eax, %eax
	jmp	.L1437
	.p2align 4,,10
	.p2align 3
.L1453:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%rbx,%rax)
	cmpl	$1, %r12d
	je	.L1452
.L1431:
	movq	0(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	js	.L1435
.L1447:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L1434:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%r15,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	je	.L1441
.L1437:
	movq	(%rcx,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L1453
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
	jne	.L1431
.L1452:
	movq	8(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L1447
.L1435:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1434
	.p2align 4,,10
	.p2align 3
.L1441:
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
	leaq	.LC184(%rip), %rcx
	leaq	.LC185(%rip), %rax
	movl	$120, %r8d
	leaq	.LC179(%rip), %rsi
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
	je	.L1439
	movq	.LC170(%rip), %rax
	movl	$60, %r14d
	movq	%rax, %xmm1
	jmp	.L1428
	.p2align 4,,10
	.p2align 3
.L1439:
	movq	%r13, %rcx
	movl	$7, %edx
	movl	$1, %esi
	movq	%rbx, (%rsp)
	leaq	.LC175(%rip), %rdi
	call	fwrite@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1418:
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
.L1451:
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
	jmp	.L1426
.L1448:
	xorl	%ebx, %ebx
	movq	%rbx, %xmm1
	jmp	.L1421
.L1419:
	movq	%r11, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1418
	.cfi_endproc
.LFE183:
	.size	first_second_writer, .-first_second_writer
	.section	.rodata.str1.8
	.align 8
.LC190:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC191:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC192:
	.string	"%g"
.LC193:
	.string	"#2e8b57"
.LC194:
	.string	"#1f5fbf"
.LC195:
	.string	"closed: one sample of %s us"
.LC196:
	.string	"open: %lu requests delayed"
.LC197:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC198:
	.string	"corrected: %lu samples imputed every %s us"
	.text
	.p2align 4
	.type	timeline_writer, @function
timeline_writer:
.LFB182:
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
	jb	.L1455
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L1455:
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
	js	.L1456
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L1457:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L1458
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L1459:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L1509
	cmpq	$0, -368(%rbp)
	je	.L1509
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L1463
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1464:
	subsd	%xmm2, %xmm0
	movsd	.LC170(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L1465
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1466:
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
	js	.L1467
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L1468:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC170(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L1507
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L1472
	.p2align 4,,10
	.p2align 3
.L1525:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1471:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC170(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L1524
.L1472:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L1525
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1471
	.p2align 4,,10
	.p2align 3
.L1524:
	movsd	.LC171(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L1469:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -352(%rbp)
	movsd	%xmm1, -344(%rbp)
	call	nice_step
	movq	%r12, %xmm4
	movsd	.LC56(%rip), %xmm5
	movsd	.LC55(%rip), %xmm7
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm1
	movsd	-352(%rbp), %xmm2
	movapd	%xmm4, %xmm0
	andpd	%xmm5, %xmm0
	ucomisd	%xmm0, %xmm7
	ja	.L1526
.L1473:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC170(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	48(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L1474
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1475:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC190(%rip), %rdx
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
	leaq	.LC172(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rax
	leaq	.LC191(%rip), %rdx
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
	movsd	.LC56(%rip), %xmm1
	movsd	.LC55(%rip), %xmm6
	movapd	%xmm0, %xmm5
	movq	.LC170(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L1527
.L1476:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L1528
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC174(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L1482:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC56(%rip), %xmm0
	leaq	.LC192(%rip), %rdx
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
	movq	.LC170(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L1482
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L1483:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L1529
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
	jmp	.L1488
	.p2align 4,,10
	.p2align 3
.L1531:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1485:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L1486
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1487:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L1530
.L1488:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L1531
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1485
	.p2align 4,,10
	.p2align 3
.L1486:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1487
	.p2align 4,,10
	.p2align 3
.L1530:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC197(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC170(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L1532
.L1503:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L1496
	.p2align 4,,10
	.p2align 3
.L1534:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1493:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L1494
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L1495:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L1533
.L1496:
	testq	%rdx, %rdx
	jns	.L1534
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1493
	.p2align 4,,10
	.p2align 3
.L1494:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1495
	.p2align 4,,10
	.p2align 3
.L1533:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC193(%rip), %r9
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
	movq	.LC170(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L1491
.L1490:
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
	jmp	.L1502
	.p2align 4,,10
	.p2align 3
.L1535:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1499:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L1500
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1501:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L1491
.L1502:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L1535
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1499
	.p2align 4,,10
	.p2align 3
.L1500:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1501
	.p2align 4,,10
	.p2align 3
.L1529:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC197(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC170(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L1503
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC193(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L1491:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC194(%rip), %r9
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
	leaq	.LC195(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC194(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC179(%rip), %rbx
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
	leaq	.LC196(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC197(%rip), %rax
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
	leaq	.LC198(%rip), %rdx
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
	leaq	.LC193(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC175(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1454:
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
.L1527:
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
	jmp	.L1476
	.p2align 4,,10
	.p2align 3
.L1526:
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
	jmp	.L1473
	.p2align 4,,10
	.p2align 3
.L1474:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1475
	.p2align 4,,10
	.p2align 3
.L1467:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L1468
	.p2align 4,,10
	.p2align 3
.L1465:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1466
	.p2align 4,,10
	.p2align 3
.L1463:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1464
	.p2align 4,,10
	.p2align 3
.L1458:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L1459
	.p2align 4,,10
	.p2align 3
.L1456:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L1457
	.p2align 4,,10
	.p2align 3
.L1507:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L1469
	.p2align 4,,10
	.p2align 3
.L1528:
	leaq	-240(%rbp), %r12
	jmp	.L1483
	.p2align 4,,10
	.p2align 3
.L1532:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC193(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC170(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L1490
.L1509:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1454
	.cfi_endproc
.LFE182:
	.size	timeline_writer, .-timeline_writer
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
	jbe	.L1541
	movq	32(%rcx), %rax
	ret
	.p2align 4,,10
	.p2align 3
.L1541:
	movq	(%rcx), %rax
	ret
	.cfi_endproc
.LFE43:
	.size	draw_bimodal, .-draw_bimodal
	.section	.rodata.str1.1
.LC199:
	.string	"ok %s\n"
.LC200:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB262:
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
	je	.L1554
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1547:
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
	jc	.L1547
	leaq	80(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC53(%rip), %rdx
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
.L1550:
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
	jc	.L1550
	leaq	(%rbx,%rsi), %rcx
	leaq	32(%rsp), %rbx
	movq	24(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC53(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC200(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1542:
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
.L1554:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC199(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1542
	.cfi_endproc
.LFE262:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC201:
	.string	"parse_time '%s'%s"
.LC202:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB263:
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
	jne	.L1561
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC202(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC201(%rip), %rdx
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
.L1561:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC8(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC201(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L1562
.L1558:
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
.L1562:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L1558
	.cfi_endproc
.LFE263:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.8
	.align 8
.LC203:
	.string	"CHECK FAILED rep=%u %s %s expected=%s actual=%s\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB127:
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
	je	.L1575
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1568:
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
	jc	.L1568
	leaq	96(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC53(%rip), %rdx
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
.L1571:
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
	jc	.L1571
	leaq	(%rbx,%rsi), %rcx
	leaq	48(%rsp), %rbx
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC53(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rcx
	movl	20(%rsp), %esi
	xorl	%eax, %eax
	movq	24(%rsp), %rdx
	movq	%rbp, %r9
	movq	%rbx, %r8
	leaq	.LC203(%rip), %rdi
	call	printf@PLT
.L1563:
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
.L1575:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L1563
	.cfi_endproc
.LFE127:
	.size	check, .-check
	.section	.rodata.str1.1
.LC204:
	.string	"slow"
.LC205:
	.string	"sum_ns"
.LC206:
	.string	"n"
.LC207:
	.string	"corrected"
.LC208:
	.string	"stalls"
.LC209:
	.string	"closed"
.LC210:
	.string	"open"
.LC211:
	.string	"last_completion_ns"
	.text
	.p2align 4
	.type	check_outcome, @function
check_outcome:
.LFB128:
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
.L1577:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L1578:
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
	jne	.L1578
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbp
	xorl	%r9d, %r9d
	movq	%rbx, %rdx
	movq	$0, 56(%rsp)
	leaq	.LC204(%rip), %rcx
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
	leaq	.LC205(%rip), %rcx
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
	jne	.L1577
	movq	72(%rsp), %rbx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC206(%rip), %rcx
	leaq	.LC208(%rip), %r13
	leaq	.LC209(%rip), %r14
	movq	160(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	leaq	.LC207(%rip), %rdx
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
	leaq	.LC210(%rip), %r13
	xorl	%r9d, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	248(%rbp), %r8
	movq	%r13, %rdx
	movl	%r15d, 36(%rsp)
	leaq	.LC211(%rip), %r15
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
.LFE128:
	.size	check_outcome, .-check_outcome
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB93:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L1589
	testq	%r8, %r8
	je	.L1589
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
	jne	.L1582
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L1592
.L1584:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L1582:
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
.L1589:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L1592:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L1587
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L1585:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L1593
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L1584
	.p2align 4,,10
	.p2align 3
.L1587:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L1585
.L1593:
	movl	$1, 24(%rbx)
	jmp	.L1582
	.cfi_endproc
.LFE93:
	.size	dist_add, .-dist_add
	.p2align 4
	.type	closed_form, @function
closed_form:
.LFB106:
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
	je	.L1595
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
	jnb	.L1654
.L1595:
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
	je	.L1599
	movq	8(%rsp), %rax
	movq	88(%rsp), %rdi
	subq	%rdi, %rax
	cmpq	%rax, 24(%rsp)
	jnb	.L1655
.L1599:
	movq	16(%rsp), %rax
	movq	8(%rsp), %rcx
	movq	(%rsp), %rdi
	imulq	%rcx, %rax
	addq	%rdi, %rax
.L1600:
	movq	%rax, 264(%r14)
	movl	152(%rbx), %eax
	testl	%eax, %eax
	je	.L1656
	cmpl	$1, %eax
	jne	.L1609
	movq	96(%rsp), %r12
	movq	(%rsp), %rsi
	addq	%rsi, %r12
	testq	%r13, %r13
	je	.L1610
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
	jb	.L1611
	movq	16(%rsp), %rax
	movq	88(%rsp), %rcx
	imulq	%rcx, %rax
	addq	%rax, %r12
	jmp	.L1608
.L1609:
	movq	48(%rbx), %r9
	movq	(%rbx), %rsi
	movq	144(%rbx), %rdi
	testq	%r9, %r9
	je	.L1613
	movq	56(%rbx), %r8
	movq	64(%rbx), %r10
	xorl	%ecx, %ecx
	xorl	%r13d, %r13d
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L1614:
	movq	%r8, %rdx
	xorl	%eax, %eax
	imulq	%r13, %rdx
	addq	%r10, %rdx
	cmpq	%r12, %rdx
	jb	.L1617
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rsi
.L1617:
	testq	%rdi, %rdi
	je	.L1618
	movq	%rsi, %rdx
	imulq	%rax, %rdx
	addq	%r12, %rdx
	cmpq	%rdi, %rdx
	setnb	%dl
.L1619:
	testb	%dl, %dl
	jne	.L1620
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%rsi, %rax
	addq	%r9, %rax
	addq	%rax, %r12
	addq	$1, %r13
	je	.L1614
	testq	%r8, %r8
	jne	.L1614
.L1620:
	testq	%rdi, %rdi
	jne	.L1657
.L1616:
	movq	136(%rbx), %r8
	subq	%rcx, %r8
.L1623:
	testq	%r8, %r8
	je	.L1622
	movq	%rsi, %rax
	imulq	%r8, %rax
	addq	%rax, %r12
.L1622:
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
	jmp	.L1608
.L1654:
	movq	56(%rbx), %r10
	xorl	%edx, %edx
	movq	%r10, %rax
	divq	%rbp
	movq	%rax, %rsi
	movl	$1, %eax
	cmpq	%rbp, %r10
	jb	.L1597
	movq	%rdi, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%rsi
	addq	$1, %rax
.L1597:
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
	jmp	.L1595
.L1655:
	movq	16(%rsp), %rdx
	movq	(%rsp), %rcx
	movq	%r11, %rax
	subq	%rdi, %rax
	imulq	%rdi, %rdx
	movq	96(%rsp), %rdi
	imulq	%rcx, %rax
	addq	%rdi, %rdx
	addq	%rdx, %rax
	jmp	.L1600
	.p2align 4,,10
	.p2align 3
.L1618:
	leaq	(%rax,%rcx), %rdx
	cmpq	136(%rbx), %rdx
	setnb	%dl
	jmp	.L1619
.L1656:
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
.L1607:
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
	jb	.L1602
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	movq	%rbx, %rsi
	call	dist_add
	cmpq	%r14, %r12
	jnb	.L1604
	movq	24(%rsp), %r11
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r15
	leaq	-1(%r14), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r12, %rdx
	jnb	.L1658
.L1605:
	addq	$1, %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
	cmpq	%r14, %r12
	jb	.L1629
.L1604:
	addq	$8, %r13
	cmpq	%r13, 16(%rsp)
	jne	.L1607
	movq	32(%rsp), %r14
	movq	%rbp, %rbx
	movq	40(%rsp), %r15
	movq	(%rsp), %rbp
	movq	248(%r14), %rax
	movq	264(%r14), %r12
	movq	%rax, 240(%r14)
.L1608:
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	movq	%r12, 256(%r14)
	jne	.L1659
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%r14, %rcx
	movq	%rbp, %rdi
	leaq	176(%rsp), %r12
	call	dist_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L1625
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	80(%r14), %rcx
	movq	%r15, %rdi
	call	dist_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L1625
	movq	168(%rbx), %rax
	cmpl	$0, 176(%rbx)
	movq	%rax, 272(%r14)
	je	.L1626
	movq	(%r14), %rcx
	movq	104(%rsp), %rdi
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	orq	$-1, %rax
	subq	%rdx, %rcx
	cmpq	%rdi, %rcx
	jb	.L1627
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
.L1627:
	movq	%rax, 272(%r14)
.L1626:
	movq	272(%r14), %rsi
	leaq	176(%rsp), %r12
	movq	%rbp, %rdi
	movq	%r12, %rdx
	call	dist_correct
	cmpl	$0, 200(%rsp)
	jne	.L1628
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	160(%r14), %rcx
	movq	%r12, %rdi
	call	dist_summarise
	movl	%eax, %r13d
.L1625:
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
.L1602:
	.cfi_restore_state
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	movq	%rbx, %rsi
	call	dist_add
	cmpq	%r14, %r12
	jnb	.L1604
.L1629:
	movq	%r14, %rcx
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	subq	%r12, %rcx
	imulq	%r15, %r12
	subq	%r12, %rbx
	movq	%rbx, %rsi
	call	dist_add
	jmp	.L1604
.L1610:
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
.L1611:
	movq	8(%rsp), %rax
	movq	16(%rsp), %r12
	imulq	%rax, %r12
	movq	(%rsp), %rax
	addq	%rax, %r12
	jmp	.L1608
.L1657:
	xorl	%r8d, %r8d
	cmpq	%rdi, %r12
	jnb	.L1622
.L1615:
	movq	%rdi, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r8
	jmp	.L1623
.L1658:
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
	jmp	.L1605
.L1659:
	leaq	176(%rsp), %r12
.L1628:
	orl	$-1, %r13d
	jmp	.L1625
.L1613:
	xorl	%r13d, %r13d
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	testq	%rdi, %rdi
	jne	.L1615
	jmp	.L1616
	.cfi_endproc
.LFE106:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.8
	.align 8
.LC212:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC213:
	.string	"unexpected argument '%s': %s"
.LC214:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC215:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC216:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC217:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC218:
	.string	"at most 1000 characters"
.LC219:
	.string	"%s: the value is too long: %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB328:
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
	jle	.L1682
	movl	%esi, 20(%rsp)
	xorl	%r14d, %r14d
	leaq	5616+OPTIONS(%rip), %rbp
	.p2align 4,,10
	.p2align 3
.L1661:
	movq	8(%rsp), %rcx
	movslq	%r14d, %rax
	leaq	0(,%rax,8), %rdx
	movq	(%rcx,%rax,8), %r12
	movq	%rdx, 24(%rsp)
	cmpb	$45, (%r12)
	jne	.L1686
	cmpb	$104, 1(%r12)
	jne	.L1686
	cmpb	$0, 2(%r12)
	movl	$-1, %eax
	leaq	.LC90(%rip), %rbx
	jne	.L1686
.L1664:
	leaq	OPTIONS(%rip), %r15
	xorl	%r13d, %r13d
	jmp	.L1669
	.p2align 4,,10
	.p2align 3
.L1665:
	addl	$1, %r13d
	addq	$104, %r15
	cmpl	$54, %r13d
	je	.L1668
	movq	(%r15), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L1669:
	movq	(%r15), %rsi
	testl	%eax, %eax
	jne	.L1665
	movslq	%r13d, %rcx
	leaq	OPTIONS(%rip), %rdx
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rcx,%rax,4), %rax
	leaq	(%rdx,%rax,8), %r10
	movl	8(%r10), %eax
	cmpl	$2, %eax
	je	.L1694
	leal	1(%r14), %ebx
	cmpl	$1, %eax
	je	.L1695
	cmpl	%ebx, 20(%rsp)
	je	.L1696
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	movq	8(%rax,%rcx), %r14
	cmpb	$45, (%r14)
	jne	.L1688
	cmpb	$104, 1(%r14)
	jne	.L1688
	cmpb	$0, 2(%r14)
	movl	$-1, %eax
	leaq	.LC90(%rip), %r15
	jne	.L1688
.L1677:
	leaq	104+OPTIONS(%rip), %r13
	jmp	.L1680
	.p2align 4,,10
	.p2align 3
.L1678:
	cmpq	%rbp, %r13
	je	.L1679
	movq	0(%r13), %rsi
	movq	%r15, %rdi
	addq	$104, %r13
	call	strcmp@PLT
.L1680:
	testl	%eax, %eax
	jne	.L1678
	movq	32(%rsp), %rdi
	movq	%r14, %r8
	movq	%r12, %rcx
	movl	$2048, %esi
	leaq	.LC217(%rip), %rdx
	call	snprintf@PLT
.L1672:
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
.L1679:
	.cfi_restore_state
	movq	%r14, %rdi
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L1697
	movq	32(%rsp), %rcx
	movq	40(%rsp), %rdi
	movq	%r14, %rdx
	movq	%r12, %rsi
	movl	$2048, %r8d
	call	apply_option
	testl	%eax, %eax
	jne	.L1672
.L1674:
	leal	1(%rbx), %r14d
	cmpl	%r14d, 20(%rsp)
	jg	.L1661
.L1682:
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
.L1686:
	.cfi_restore_state
	leaq	.LC91(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %rbx
	call	strcmp@PLT
	jmp	.L1664
	.p2align 4,,10
	.p2align 3
.L1688:
	leaq	.LC91(%rip), %rsi
	movq	%r14, %rdi
	movq	%r14, %r15
	call	strcmp@PLT
	jmp	.L1677
	.p2align 4,,10
	.p2align 3
.L1668:
	cmpb	$45, (%r12)
	je	.L1698
.L1687:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC212(%rip), %r8
	leaq	.LC213(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1672
	.p2align 4,,10
	.p2align 3
.L1695:
	movq	32(%rsp), %rcx
	movq	40(%rsp), %rdi
	xorl	%edx, %edx
	movq	%r10, %rsi
	movl	$2048, %r8d
	movl	%r14d, %ebx
	call	*48(%r10)
	jmp	.L1674
.L1698:
	cmpb	$45, 1(%r12)
	jne	.L1687
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC92(%rip), %r8
	leaq	.LC93(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1672
.L1694:
	movq	32(%rsp), %rdi
	movq	%rsi, %rcx
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC214(%rip), %r8
	leaq	.LC215(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1672
.L1696:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC92(%rip), %r8
	leaq	.LC216(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1672
.L1697:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC218(%rip), %r8
	leaq	.LC219(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1672
	.cfi_endproc
.LFE328:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.1
.LC220:
	.string	", "
.LC221:
	.string	" or "
.LC222:
	.string	"out of memory"
.LC223:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC224:
	.string	"--scenario %s is the lab's (it sets %s): run ./lab --scenario %s"
	.align 8
.LC225:
	.string	"--scenario '%s' is not valid: use "
	.text
	.p2align 4
	.type	apply_scenario.constprop.0, @function
apply_scenario.constprop.0:
.LFB329:
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
.L1701:
	movq	(%r12), %r13
	movq	16(%rsp), %rdi
	movq	%r13, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1700
	addl	$1, %r14d
	addq	$24, %r12
	cmpl	$21, %r14d
	jne	.L1701
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	leaq	.LC225(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	movl	%eax, %r15d
	testl	%eax, %eax
	jle	.L1725
	leaq	.LC220(%rip), %r8
	cltq
	xorl	%r14d, %r14d
	movl	$2048, %ebx
	leaq	.LC37(%rip), %r12
	movq	%r8, %r13
	cmpl	$2047, %r15d
	jg	.L1725
.L1726:
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
	jg	.L1725
	testl	%r15d, %r15d
	jle	.L1725
	movslq	%r15d, %rax
	addq	$24, %rbp
	cmpl	$2047, %r15d
	jg	.L1725
	cmpl	$18, %r14d
	jle	.L1734
	cmpl	$19, %r14d
	je	.L1758
	movq	24(%rsp), %rdi
	subq	%rax, %rbx
	movq	0(%rbp), %rcx
	movq	%r12, %rdx
	movq	%rbx, %rsi
	leaq	.LC8(%rip), %r8
	addq	%rax, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1725
	.p2align 4,,10
	.p2align 3
.L1700:
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
	je	.L1759
	leaq	56(%rsp), %r13
	leaq	.LC42(%rip), %rbp
	movq	%r13, %rdx
	movq	%rbp, %rsi
	call	strtok_r@PLT
	testq	%rax, %rax
	je	.L1705
	leaq	64(%rsp), %rcx
	movl	$1, %r15d
	movq	%rbx, 8(%rsp)
	movq	%rcx, 32(%rsp)
	movq	%r15, %rbx
	movq	%rcx, %r15
	.p2align 4,,10
	.p2align 3
.L1706:
	movq	%r13, %rdx
	movq	%rbp, %rsi
	xorl	%edi, %edi
	movq	%rax, -8(%r15,%rbx,8)
	call	strtok_r@PLT
	movl	%ebx, %r12d
	movq	%rbx, %rdx
	addq	$1, %rbx
	testq	%rax, %rax
	je	.L1755
	cmpl	$31, %r12d
	jle	.L1706
.L1755:
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
.L1715:
	movslq	%ebp, %rax
	movq	64(%rsp,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L1735
	cmpb	$104, 1(%r14)
	jne	.L1735
	cmpb	$0, 2(%r14)
	jne	.L1735
	movl	$-1, %eax
	leaq	.LC90(%rip), %r14
.L1711:
	leaq	104+OPTIONS(%rip), %r12
	xorl	%r15d, %r15d
	jmp	.L1714
	.p2align 4,,10
	.p2align 3
.L1712:
	addl	$1, %r15d
	cmpl	$54, %r15d
	je	.L1731
	movq	(%r12), %rsi
	movq	%r14, %rdi
	addq	$104, %r12
	call	strcmp@PLT
.L1714:
	testl	%eax, %eax
	jne	.L1712
	movabsq	$5675921253449092805, %rdx
	movslq	%r15d, %r15
	leaq	(%r15,%r15,2), %rax
	leaq	(%r15,%rax,4), %rax
	imulq	%rax, %rdx
	cmpl	$1, 8(%r13,%rax,8)
	movl	%ebp, %eax
	adcl	$0, %eax
	movb	$1, 512(%rbx,%rdx)
.L1713:
	movl	8(%rsp), %ecx
	leal	1(%rax), %ebp
	cmpl	%ecx, %eax
	jl	.L1715
	movl	40(%rsp), %r12d
	movq	%rbx, 40(%rsp)
	movl	%ecx, %eax
	movq	32(%rsp), %rbp
	leaq	72(%rsp,%rax,8), %r14
	movl	%r12d, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L1723:
	movq	0(%rbp), %r15
	cmpb	$45, (%r15)
	jne	.L1736
	cmpb	$104, 1(%r15)
	jne	.L1736
	cmpb	$0, 2(%r15)
	jne	.L1736
	movl	$-1, %eax
	leaq	.LC90(%rip), %r15
.L1717:
	leaq	OPTIONS(%rip), %r12
	xorl	%ebx, %ebx
	jmp	.L1721
	.p2align 4,,10
	.p2align 3
.L1718:
	addl	$1, %ebx
	addq	$104, %r12
	cmpl	$54, %ebx
	je	.L1720
	movq	(%r12), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
.L1721:
	movq	(%r12), %r8
	testl	%eax, %eax
	jne	.L1718
	movslq	%ebx, %rcx
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rcx,%rax,4), %rax
	movl	44(%r13,%rax,8), %eax
	testl	%eax, %eax
	jne	.L1760
.L1720:
	addq	$8, %rbp
	cmpq	%r14, %rbp
	jne	.L1723
	movl	8(%rsp), %r12d
	movq	40(%rsp), %rbx
.L1709:
	movq	24(%rsp), %rcx
	movq	32(%rsp), %rdx
	movl	%r12d, %esi
	movq	%rbx, %rdi
	call	apply_args.constprop.0
.L1699:
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
.L1736:
	.cfi_restore_state
	leaq	.LC91(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	jmp	.L1717
	.p2align 4,,10
	.p2align 3
.L1735:
	leaq	.LC91(%rip), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
	jmp	.L1711
	.p2align 4,,10
	.p2align 3
.L1731:
	movl	%ebp, %eax
	jmp	.L1713
.L1760:
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	leaq	.LC224(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%rcx, %r9
	call	snprintf@PLT
.L1725:
	movl	$-1, %eax
	jmp	.L1699
.L1734:
	movq	%r13, %r8
	jmp	.L1726
.L1758:
	leaq	.LC221(%rip), %r8
	jmp	.L1726
.L1705:
	movq	40(%rsp), %xmm0
	leaq	64(%rsp), %rax
	movq	%rax, 32(%rsp)
	movhps	8(%r12), %xmm0
	xorl	%r12d, %r12d
	movups	%xmm0, 456(%rbx)
	jmp	.L1709
.L1759:
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC222(%rip), %r8
	leaq	.LC223(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1725
	.cfi_endproc
.LFE329:
	.size	apply_scenario.constprop.0, .-apply_scenario.constprop.0
	.p2align 4
	.type	was_given, @function
was_given:
.LFB215:
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
	jne	.L1769
	cmpb	$104, 1(%rsi)
	je	.L1771
.L1769:
	leaq	.LC91(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
.L1763:
	leaq	104+OPTIONS(%rip), %r13
	xorl	%ebx, %ebx
	jmp	.L1766
	.p2align 4,,10
	.p2align 3
.L1764:
	addl	$1, %ebx
	cmpl	$54, %ebx
	je	.L1768
	movq	0(%r13), %rsi
	movq	%r12, %rdi
	addq	$104, %r13
	call	strcmp@PLT
.L1766:
	testl	%eax, %eax
	jne	.L1764
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
.L1771:
	.cfi_restore_state
	cmpb	$0, 2(%rsi)
	jne	.L1769
	movl	$-1, %eax
	leaq	.LC90(%rip), %r12
	jmp	.L1763
	.p2align 4,,10
	.p2align 3
.L1768:
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
.LFE215:
	.size	was_given, .-was_given
	.section	.rodata.str1.8
	.align 8
.LC226:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC227:
	.string	"--stall %s us is not below --period %s us: random stalls of that mean would leave the server almost no time between them"
	.align 8
.LC228:
	.string	"drop --service-dist or use catch-up"
	.align 8
.LC229:
	.string	"takes fixed service times only: "
	.section	.rodata.str1.1
.LC230:
	.string	"--closed back-to-back %s%s"
	.section	.rodata.str1.8
	.align 8
.LC231:
	.string	"--period 0 means a single stall"
	.align 8
.LC232:
	.string	"--stalls poisson needs --period T, the mean gap between stall starts: %s%s"
	.align 8
.LC233:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC234:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC235:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC236:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC237:
	.string	"takes one connection: "
.LC238:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC239:
	.string	"--generator-pause %s us is not below --generator-period %s us: the sender would never send (use --generator-period 0 for one pause)"
	.section	.rodata.str1.1
.LC240:
	.string	"use catch-up"
	.section	.rodata.str1.8
	.align 8
.LC241:
	.string	"takes no --timeout or --queue-limit (a connection that gives up or is refused would send again at once): "
	.align 8
.LC242:
	.string	"drop --sweep, --cross-check and the faults"
	.align 8
.LC243:
	.string	"scores a benchmark run without faults, or users: "
	.section	.rodata.str1.1
.LC244:
	.string	"--scoreboard %s%s"
.LC245:
	.string	"drop --sweep or --cross-check"
.LC246:
	.string	"apply to a benchmark run: "
	.section	.rodata.str1.8
	.align 8
.LC247:
	.string	"--timeout, --queue-limit and the generator's options %s%s"
	.text
	.p2align 4
	.type	resolve_conflicts.constprop.0, @function
resolve_conflicts.constprop.0:
.LFB332:
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
.L1774:
	movq	$0, 64(%rsp)
	movq	48(%r8), %rcx
	testq	%rcx, %rcx
	jne	.L1773
.L1777:
	addq	$96, %r8
	leaq	384+SERVICE_DISTS(%rip), %rax
	cmpq	%rax, %r8
	jne	.L1774
	movq	48(%rsp), %rbp
	jmp	.L1775
.L1773:
	leaq	96(%rsp), %r15
	leaq	.LC53(%rip), %rdx
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
	je	.L1777
	movq	56(%rsp), %rax
	leaq	(%rax,%rax,2), %r15
	leaq	SERVICE_DISTS(%rip), %rax
	salq	$5, %r15
	addq	%r15, %rax
	movq	%rax, 40(%rsp)
	.p2align 4,,10
	.p2align 3
.L1776:
	movzbl	(%r12), %ecx
	subl	$45, %ecx
	movl	%ecx, %ebp
	jne	.L1778
	movzbl	1(%r12), %ecx
	subl	$104, %ecx
	movl	%ecx, %ebp
	jne	.L1778
	movzbl	2(%r12), %ebp
.L1778:
	movq	16(%rsp), %rdx
	cmpq	%rdx, 24(%rsp)
	je	.L1856
.L1779:
	movl	$-1, %eax
	leaq	.LC90(%rip), %r13
	testl	%ebp, %ebp
	je	.L1785
	leaq	.LC91(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %r13
	call	strcmp@PLT
.L1785:
	leaq	104+OPTIONS(%rip), %r15
	xorl	%ebp, %ebp
	jmp	.L1789
	.p2align 4,,10
	.p2align 3
.L1786:
	addl	$1, %ebp
	cmpl	$54, %ebp
	je	.L1788
	movq	(%r15), %rsi
	movq	%r13, %rdi
	addq	$104, %r15
	call	strcmp@PLT
.L1789:
	testl	%eax, %eax
	jne	.L1786
	movabsq	$5675921253449092805, %rdx
	movslq	%ebp, %rcx
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rcx,%rax,4), %rax
	movq	8(%rsp), %rcx
	imulq	%rdx, %rax
	cmpb	$0, 512(%rcx,%rax)
	je	.L1788
	movq	40(%rsp), %rax
	movq	%r12, %rdi
	movq	48(%rax), %rbp
	call	strlen@PLT
	movq	%rax, %r15
	testq	%rbp, %rbp
	jne	.L1790
	jmp	.L1854
	.p2align 4,,10
	.p2align 3
.L1793:
	movq	%r15, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	strncmp@PLT
	testl	%eax, %eax
	jne	.L1792
	testb	$-33, 0(%rbp,%r15)
	je	.L1788
.L1792:
	movq	%rbp, %rdi
	movq	%rbx, %rsi
	call	strcspn@PLT
	addq	%rax, %rbp
	xorl	%eax, %eax
	cmpb	$32, 0(%rbp)
	sete	%al
	addq	%rax, %rbp
.L1790:
	cmpb	$0, 0(%rbp)
	jne	.L1793
.L1854:
	movq	16(%rsp), %r8
	movq	48(%rsp), %rbp
	xorl	%esi, %esi
	movq	%rbp, %rdx
	movq	%r8, %rdi
	call	service_refusal.constprop.0
.L1784:
	testl	%eax, %eax
	jne	.L1795
.L1775:
	movq	8(%rsp), %rax
	movl	8(%rax), %esi
	testl	%esi, %esi
	jne	.L1857
.L1796:
	movq	8(%rsp), %rax
	cmpl	$1, 40(%rax)
	movq	56(%rax), %rsi
	je	.L1858
.L1798:
	testq	%rsi, %rsi
	jne	.L1799
.L1800:
	movq	8(%rsp), %rax
	pxor	%xmm0, %xmm0
	ucomisd	392(%rax), %xmm0
	jp	.L1821
	jne	.L1821
.L1802:
	movq	8(%rsp), %rbx
	movl	152(%rbx), %eax
	cmpl	$1, %eax
	jne	.L1804
	cmpq	$1, 160(%rbx)
	ja	.L1859
.L1804:
	movq	8(%rsp), %rbx
	movl	496(%rbx), %ecx
	movl	500(%rbx), %edx
	testl	%ecx, %ecx
	je	.L1860
	testl	%edx, %edx
	jne	.L1807
	movq	8(%rsp), %rbx
	movl	$500000000, %edx
	movq	264(%rbx), %rcx
	testq	%rcx, %rcx
	jne	.L1806
.L1809:
	movq	8(%rsp), %rbx
	movq	%rdx, 272(%rbx)
.L1807:
	movq	8(%rsp), %rbx
	movq	256(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L1810
	movq	264(%rbx), %rsi
	leaq	-1(%rsi), %rcx
	cmpq	%rdx, %rcx
	jb	.L1861
.L1810:
	cmpl	$2, %eax
	je	.L1862
.L1811:
	movq	8(%rsp), %rax
	movl	504(%rax), %edx
	testl	%edx, %edx
	je	.L1813
	cmpl	$0, 368(%rax)
	jne	.L1814
	movq	%rax, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L1814
.L1772:
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
.L1788:
	.cfi_restore_state
	movq	32(%rsp), %rdx
	movq	%rbx, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	jne	.L1776
	movq	16(%rsp), %r8
	jmp	.L1777
	.p2align 4,,10
	.p2align 3
.L1856:
	movl	$-1, %eax
	leaq	.LC90(%rip), %r14
	testl	%ebp, %ebp
	je	.L1780
	leaq	.LC91(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %r14
	call	strcmp@PLT
.L1780:
	leaq	104+OPTIONS(%rip), %r15
	xorl	%r13d, %r13d
	jmp	.L1783
	.p2align 4,,10
	.p2align 3
.L1781:
	addl	$1, %r13d
	cmpl	$54, %r13d
	je	.L1851
	movq	(%r15), %rsi
	movq	%r14, %rdi
	addq	$104, %r15
	call	strcmp@PLT
.L1783:
	testl	%eax, %eax
	jne	.L1781
	movabsq	$5675921253449092805, %rdx
	movslq	%r13d, %r8
	leaq	(%r8,%r8,2), %rax
	leaq	(%r8,%rax,4), %rax
	imulq	%rdx, %rax
	movq	8(%rsp), %rdx
	cmpb	$0, 512(%rdx,%rax)
	jne	.L1779
.L1851:
	movq	16(%rsp), %r8
	movq	48(%rsp), %rbp
	movl	$1, %esi
	movq	%rbp, %rdx
	movq	%r8, %rdi
	call	service_refusal.constprop.0
	jmp	.L1784
.L1857:
	cmpl	$2, 152(%rax)
	jne	.L1796
	leaq	.LC228(%rip), %r8
	leaq	.LC229(%rip), %rcx
	jmp	.L1855
.L1821:
	movq	8(%rsp), %rax
	cmpl	$1, 72(%rax)
	je	.L1802
	leaq	.LC233(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC234(%rip), %rcx
	leaq	.LC235(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1795
.L1860:
	movq	$1000000000, 264(%rbx)
	testl	%edx, %edx
	jne	.L1807
	movl	$1000000000, %ecx
.L1806:
	movq	%rcx, %rdx
	shrq	%rdx
	jmp	.L1809
.L1858:
	cmpq	$0, 48(%rax)
	je	.L1798
	testq	%rsi, %rsi
	je	.L1863
.L1799:
	movq	8(%rsp), %rax
	cmpq	%rsi, 48(%rax)
	jb	.L1800
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
	leaq	.LC227(%rip), %rdx
	leaq	.LC226(%rip), %rax
	movl	$2048, %esi
	cmove	%rax, %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1795
.L1813:
	movq	8(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	je	.L1772
	xorl	%eax, %eax
	cmpl	$0, 368(%rdi)
	je	.L1772
	leaq	.LC245(%rip), %r8
	leaq	.LC246(%rip), %rcx
	movl	$2048, %esi
	movq	%rbp, %rdi
	leaq	.LC247(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1795
.L1862:
	movq	8(%rsp), %rax
	cmpq	$0, 224(%rax)
	jne	.L1812
	cmpl	$0, 232(%rax)
	je	.L1811
.L1812:
	leaq	.LC240(%rip), %r8
	leaq	.LC241(%rip), %rcx
.L1855:
	leaq	.LC230(%rip), %rdx
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1795
.L1863:
	leaq	.LC8(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC231(%rip), %rcx
	leaq	.LC232(%rip), %rdx
	call	snprintf@PLT
.L1795:
	orl	$-1, %eax
	jmp	.L1772
.L1859:
	leaq	.LC236(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC237(%rip), %rcx
	leaq	.LC238(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1795
.L1861:
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
	leaq	.LC239(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1795
.L1814:
	leaq	.LC242(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC243(%rip), %rcx
	leaq	.LC244(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1795
	.cfi_endproc
.LFE332:
	.size	resolve_conflicts.constprop.0, .-resolve_conflicts.constprop.0
	.section	.rodata.str1.1
.LC248:
	.string	"it ended early"
	.section	.rodata.str1.8
	.align 8
.LC249:
	.string	"--arrivals '%s' changed while the run read it: %s"
	.text
	.p2align 4
	.type	due_next, @function
due_next:
.LFB62:
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
	jne	.L1877
	movq	112(%rbp), %rdx
	testq	%rdx, %rdx
	je	.L1867
	movq	(%rdx,%rax,8), %rax
.L1864:
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
.L1867:
	.cfi_restore_state
	movl	72(%rbp), %edx
	testl	%edx, %edx
	je	.L1878
	cmpl	$1, %edx
	je	.L1879
	leaq	32(%rsp), %r12
	leaq	24(%rsp), %rsi
	movl	$256, %ecx
	leaq	40(%rdi), %rdi
	movq	%r12, %rdx
	call	numbers_next
	cmpl	$1, %eax
	je	.L1880
	testl	%eax, %eax
	leaq	.LC248(%rip), %rax
	movq	104(%rbp), %rcx
	leaq	.LC249(%rip), %rdx
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
	je	.L1881
.L1874:
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$1, 112(%rbx)
.L1877:
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
.L1878:
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
.L1879:
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
	xorpd	.LC161(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	movsd	.LC73(%rip), %xmm1
	mulsd	.LC167(%rip), %xmm0
	addsd	24(%rbx), %xmm0
	comisd	%xmm1, %xmm0
	movsd	%xmm0, 24(%rbx)
	jnb	.L1870
	cvttsd2siq	%xmm0, %rax
	jmp	.L1864
	.p2align 4,,10
	.p2align 3
.L1881:
	movq	%r12, %rcx
	leaq	.LC53(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$2, run_fault(%rip)
	jmp	.L1874
	.p2align 4,,10
	.p2align 3
.L1880:
	movq	24(%rsp), %rax
	movq	%rax, 104(%rbx)
	jmp	.L1864
	.p2align 4,,10
	.p2align 3
.L1870:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1864
	.cfi_endproc
.LFE62:
	.size	due_next, .-due_next
	.p2align 4
	.type	due_fill.constprop.0, @function
due_fill.constprop.0:
.LFB335:
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
	movl	$4096, %esi
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movq	(%rdi), %rax
	movq	8(%rdi), %rdx
	movq	136(%rax), %rcx
	movq	%rcx, %rbp
	subq	%rdx, %rbp
	cmpq	%rsi, %rbp
	cmova	%rsi, %rbp
	cmpq	$0, 112(%rax)
	je	.L1883
.L1886:
	xorl	%r13d, %r13d
	cmpq	%rdx, %rcx
	je	.L1882
	.p2align 4,,10
	.p2align 3
.L1884:
	movq	%rbx, %rdi
	call	due_next
	movq	%rax, (%r12,%r13,8)
	addq	$1, %r13
	cmpq	%rbp, %r13
	jb	.L1884
.L1882:
	addq	$24, %rsp
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
.L1883:
	.cfi_restore_state
	cmpl	$1, 72(%rax)
	jne	.L1886
	cmpq	%rdx, %rcx
	je	.L1887
	movsd	16(%rdi), %xmm3
	xorl	%r13d, %r13d
	movabsq	$-7046029254386353131, %r15
	movabsq	$-4658895280553007687, %r14
	movsd	%xmm3, 8(%rsp)
	jmp	.L1890
	.p2align 4,,10
	.p2align 3
.L1898:
	cvttsd2siq	%xmm0, %rax
	movq	%rax, (%r12,%r13,8)
.L1889:
	addq	$1, %r13
	cmpq	%rbp, %r13
	jnb	.L1897
.L1890:
	movq	32(%rbx), %rax
	pxor	%xmm0, %xmm0
	movabsq	$-7723592293110705685, %rdx
	movsd	.LC1(%rip), %xmm1
	addq	%r15, %rax
	movq	%rax, %rcx
	movq	%rax, 32(%rbx)
	shrq	$30, %rcx
	xorq	%rax, %rcx
	imulq	%r14, %rcx
	movq	%rcx, %rax
	shrq	$27, %rax
	xorq	%rcx, %rax
	imulq	%rdx, %rax
	movq	%rax, %rcx
	shrq	$31, %rcx
	xorq	%rcx, %rax
	shrq	$11, %rax
	cvtsi2sdq	%rax, %xmm0
	mulsd	.LC0(%rip), %xmm0
	subsd	%xmm0, %xmm1
	movapd	%xmm1, %xmm0
	call	log@PLT
	xorpd	.LC161(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	mulsd	.LC167(%rip), %xmm0
	addsd	24(%rbx), %xmm0
	comisd	.LC73(%rip), %xmm0
	movsd	%xmm0, 24(%rbx)
	jb	.L1898
	subsd	.LC73(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, (%r12,%r13,8)
	movabsq	$-9223372036854775808, %rax
	xorq	%rax, (%r12,%r13,8)
	jmp	.L1889
.L1897:
	movq	8(%rbx), %rdx
.L1887:
	addq	%rbp, %rdx
	movq	%rdx, 8(%rbx)
	jmp	.L1882
	.cfi_endproc
.LFE335:
	.size	due_fill.constprop.0, .-due_fill.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC250:
	.string	"bench: internal error: the reference overran %lu samples\n"
	.text
	.p2align 4
	.type	ref_walk_whole.constprop.0, @function
ref_walk_whole.constprop.0:
.LFB336:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movl	%esi, %r15d
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
	movq	%r8, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rcx, %rbx
	movl	$10, %ecx
	subq	$33048, %rsp
	.cfi_def_cfa_offset 33104
	leaq	48(%rsp), %rdi
	movq	%rdx, (%rsp)
	movq	$0, 44(%rsp)
	movq	$0, 120(%rsp)
	movq	%r9, 8(%rsp)
	rep stosq
	movq	%r13, 32(%rsp)
	movq	$-1, %rax
	movl	%esi, 40(%rsp)
	cmpq	$0, 48(%r13)
	movq	%r13, 112(%rsp)
	je	.L1900
	movq	64(%r13), %rax
.L1900:
	movq	160(%r13), %rdi
	movl	$8, %esi
	movq	%rax, 128(%rsp)
	call	calloc@PLT
	movq	%rax, 80(%rsp)
	testq	%rax, %rax
	je	.L1914
	movq	$0, (%r12)
	leaq	272(%rsp), %rbp
	leaq	144(%rsp), %r14
	movq	%r13, %rsi
	movq	%rbp, %rdx
	movq	%r14, %rdi
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L1930
.L1902:
	leaq	32(%rsp), %r13
	cmpl	$3, %r15d
	je	.L1904
	jmp	.L1912
	.p2align 4,,10
	.p2align 3
.L1926:
	testq	%r14, %r14
	je	.L1907
.L1904:
	movq	(%r12), %rax
	movq	(%rsp), %rcx
	movq	%rbx, %rdx
	pxor	%xmm0, %xmm0
	movq	%r13, %rdi
	movq	%rbp, 48(%rsp)
	subq	%rax, %rdx
	leaq	(%rcx,%rax,8), %rsi
	movups	%xmm0, 56(%rsp)
	movq	$0, 72(%rsp)
	call	ref_client
	movq	%rax, %r14
	movq	(%r12), %rax
	addq	%r14, %rax
	movq	%rax, (%r12)
	cmpq	%rax, %rbx
	jne	.L1926
	leaq	24(%rsp), %rsi
	movl	$1, %edx
	movq	%r13, %rdi
	call	ref_client
	testq	%rax, %rax
	je	.L1926
.L1906:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC250(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L1912:
	movq	%rbp, %rsi
	movq	%r14, %rdi
	call	due_fill.constprop.0
	movq	(%rsp), %rcx
	movq	%rbx, %rdx
	movq	%r13, %rdi
	movq	%rax, 56(%rsp)
	movq	%rax, %r15
	movq	(%r12), %rax
	movq	%rbp, 48(%rsp)
	movq	$0, 64(%rsp)
	subq	%rax, %rdx
	leaq	(%rcx,%rax,8), %rsi
	movq	$0, 72(%rsp)
	call	ref_client
	addq	%rax, (%r12)
	cmpq	%r15, 64(%rsp)
	jb	.L1906
	orq	%r15, %rax
	jne	.L1912
.L1907:
	movq	192(%rsp), %rdi
	call	free@PLT
	movq	184(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1909
	call	fclose@PLT
.L1909:
	movq	96(%rsp), %rax
	movq	8(%rsp), %rbx
	movq	80(%rsp), %rdi
	movq	%rax, (%rbx)
	call	free@PLT
	xorl	%eax, %eax
.L1899:
	addq	$33048, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1930:
	.cfi_restore_state
	leaq	run_fault_lock(%rip), %r13
	movq	%r13, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L1931
.L1903:
	movq	%r13, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$1, 256(%rsp)
	jmp	.L1902
.L1931:
	movq	%rbp, %rcx
	leaq	.LC53(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$2, run_fault(%rip)
	jmp	.L1903
.L1914:
	orl	$-1, %eax
	jmp	.L1899
	.cfi_endproc
.LFE336:
	.size	ref_walk_whole.constprop.0, .-ref_walk_whole.constprop.0
	.p2align 4
	.type	ref_sorted, @function
ref_sorted:
.LFB126:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	by_kind.5(%rip), %r15
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
	movq	%rdi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	movl	152(%rdi), %eax
	cmpl	$3, (%r15,%rax,4)
	jne	.L1933
	movq	144(%rdi), %rax
	testq	%rax, %rax
	je	.L1933
	xorl	%edx, %edx
	movq	160(%rdi), %rcx
	divq	(%rdi)
	leaq	1(%rcx,%rax), %r13
	jmp	.L1935
	.p2align 4,,10
	.p2align 3
.L1933:
	movq	136(%r12), %r13
.L1935:
	testq	%r13, %r13
	movl	$1, %edi
	movq	$0, 64(%rsp)
	movq	$0, 72(%rsp)
	cmovne	%r13, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	136(%r12), %rdi
	movq	%rax, %rbx
	movl	$1, %eax
	testq	%rdi, %rdi
	cmove	%rax, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	leaq	8(%r14), %rdi
	movq	%r14, %rcx
	movq	$0, (%r14)
	andq	$-8, %rdi
	movq	%rax, %rbp
	xorl	%eax, %eax
	movq	$0, 280(%r14)
	subq	%rdi, %rcx
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	testq	%rbx, %rbx
	je	.L1954
	testq	%rbp, %rbp
	je	.L1954
	leaq	256(%r14), %r9
	movq	%r13, %rcx
	movq	%rbx, %rdx
	movq	%r12, %rdi
	movl	152(%r12), %eax
	leaq	64(%rsp), %r8
	movq	%r9, (%rsp)
	movl	(%r15,%rax,4), %esi
	call	ref_walk_whole.constprop.0
	movl	%eax, %r15d
	testl	%eax, %eax
	je	.L1985
.L1938:
	movq	%rbx, %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	addq	$136, %rsp
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
.L1985:
	.cfi_restore_state
	movq	136(%r12), %rcx
	movq	%rbp, %rdx
	xorl	%esi, %esi
	movq	%r12, %rdi
	leaq	264(%r14), %r9
	leaq	72(%rsp), %r8
	call	ref_walk_whole.constprop.0
	movl	%eax, %r15d
	testl	%eax, %eax
	jne	.L1938
	movl	%eax, 28(%rsp)
	leaq	240(%r14), %rsi
	movq	40(%r12), %rdi
	movq	%rbx, 8(%rsp)
	movq	%rsi, %r15
	movq	%r12, %rsi
	movq	%rbp, 16(%rsp)
	movq	%r14, 32(%rsp)
.L1945:
	movq	16(%r15), %rax
	movq	48(%rsi), %rbx
	testq	%rdi, %rdi
	jne	.L1986
	testq	%rbx, %rbx
	je	.L1944
	movq	64(%rsi), %rdx
	xorl	%ebx, %ebx
	cmpq	%rax, %rdx
	jnb	.L1944
	movq	56(%rsi), %rcx
	movl	$1, %ebx
	testq	%rcx, %rcx
	je	.L1944
	subq	%rdx, %rax
	xorl	%edx, %edx
	subq	$1, %rax
	divq	%rcx
	leaq	1(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L1944:
	movq	(%rsp), %rax
	movq	%rbx, (%r15)
	addq	$8, %r15
	cmpq	%rax, %r15
	jne	.L1945
	movl	176(%rsi), %ecx
	movq	8(%rsp), %rbx
	movq	%rsi, %r12
	movq	16(%rsp), %rbp
	movl	28(%rsp), %r15d
	movq	32(%rsp), %r14
	movq	64(%rsp), %r10
	testl	%ecx, %ecx
	je	.L1946
	movq	160(%rsi), %rsi
	movq	%r10, %rax
	xorl	%edx, %edx
	movq	%r10, %rdi
	movq	$-1, %rcx
	divq	%rsi
	subq	%rdx, %rdi
	je	.L1947
	movq	%rsi, %rax
	mulq	256(%r14)
	xorl	%ecx, %ecx
	movq	%r10, (%rsp)
	movq	%rdx, %rsi
	movq	%rdi, %rdx
	movq	%rax, %rdi
	call	__udivti3@PLT
	movl	$1, %edx
	movq	(%rsp), %r10
	testq	%rax, %rax
	cmovne	%rax, %rdx
	movq	%rdx, %rcx
.L1947:
	movq	%rcx, 272(%r14)
	movq	%r10, %rsi
	movq	%r14, %rcx
	movq	%r12, %rdx
	movq	%rbx, %rdi
	movq	%r10, (%rsp)
	xorl	%r13d, %r13d
	call	ref_summary
	movq	72(%rsp), %rsi
	movq	%r12, %rdx
	movq	%rbp, %rdi
	leaq	80(%r14), %rcx
	call	ref_summary
	movq	(%rsp), %r10
	leaq	160(%r14), %rax
	movq	272(%r14), %r14
	movq	%rax, 8(%rsp)
	testq	%r10, %r10
	je	.L1959
	xorl	%esi, %esi
	jmp	.L1952
	.p2align 4,,10
	.p2align 3
.L1988:
	addq	$1, %rsi
	cmpq	%r10, %rsi
	je	.L1987
.L1952:
	movq	(%rbx,%rsi,8), %rax
	movl	$1, %ecx
	cmpq	%r14, %rax
	jb	.L1949
	xorl	%edx, %edx
	divq	%r14
	movq	%rax, %rcx
.L1949:
	addq	%r13, %rcx
	movq	%rcx, %r13
	jnc	.L1988
.L1962:
	movl	$-2, %r15d
	jmp	.L1938
	.p2align 4,,10
	.p2align 3
.L1987:
	testq	%rcx, %rcx
	je	.L1962
	cmpq	$4194304, %rcx
	jbe	.L1989
.L1953:
	testq	%r10, %r10
	movl	$1, %edi
	movq	%r10, (%rsp)
	cmovne	%r10, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, %r13
	testq	%rax, %rax
	je	.L1954
	movq	(%rsp), %rsi
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movq	%rbx, %rdi
	call	qsort@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 200
	movq	%r14, %rdx
	movq	%r13, %r9
	movq	192(%r12), %rcx
	pushq	16(%rsp)
	.cfi_def_cfa_offset 208
	movq	%rbx, %rdi
	movq	16(%rsp), %rsi
	movl	200(%r12), %r8d
	call	corrected_summarise
	movq	%r13, %rdi
	movl	%eax, %r15d
	call	free@PLT
	popq	%rax
	.cfi_def_cfa_offset 200
	popq	%rdx
	.cfi_def_cfa_offset 192
	jmp	.L1938
	.p2align 4,,10
	.p2align 3
.L1986:
	movq	%rsi, 96(%rsp)
	movq	$-1, %rdx
	movq	$0, 104(%rsp)
	testq	%rbx, %rbx
	je	.L1940
	movq	64(%rsi), %rdx
.L1940:
	movq	%r15, 40(%rsp)
	xorl	%ebx, %ebx
	xorl	%r14d, %r14d
	leaq	88(%rsp), %r12
	movq	%rdx, 112(%rsp)
	leaq	80(%rsp), %rbp
	leaq	96(%rsp), %r13
	movq	%rax, %r15
	movq	%rdi, 48(%rsp)
	movq	%rsi, 56(%rsp)
	jmp	.L1941
	.p2align 4,,10
	.p2align 3
.L1990:
	movq	80(%rsp), %rax
	cmpq	%r15, %rax
	jnb	.L1983
	cmpq	%r14, %rax
	setnb	%dl
	testq	%rbx, %rbx
	sete	%sil
	addq	88(%rsp), %rax
	orl	%esi, %edx
	movzbl	%dl, %edx
	addq	%rdx, %rbx
	cmpq	%rax, %r14
	cmovb	%rax, %r14
.L1941:
	movq	%r12, %rdx
	movq	%rbp, %rsi
	movq	%r13, %rdi
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1990
.L1983:
	movq	40(%rsp), %r15
	movq	48(%rsp), %rdi
	movq	56(%rsp), %rsi
	jmp	.L1944
	.p2align 4,,10
	.p2align 3
.L1946:
	movq	168(%rsi), %rcx
	jmp	.L1947
	.p2align 4,,10
	.p2align 3
.L1989:
	leaq	0(,%rcx,8), %rdi
.L1948:
	movq	%r10, (%rsp)
	call	malloc@PLT
	movq	(%rsp), %r10
	testq	%rax, %rax
	je	.L1953
	movq	%r10, %rsi
	movq	%r13, %r8
	movq	%r14, %rdx
	movq	%rbx, %rdi
	movq	%rax, %rcx
	movq	%rax, (%rsp)
	call	correct_co
	movq	(%rsp), %rdi
	movq	8(%rsp), %rcx
	movq	%r12, %rdx
	movq	%rax, %rsi
	call	ref_summary
	movq	(%rsp), %rdi
	call	free@PLT
	jmp	.L1938
.L1959:
	movl	$8, %edi
	jmp	.L1948
.L1954:
	orl	$-1, %r15d
	jmp	.L1938
	.cfi_endproc
.LFE126:
	.size	ref_sorted, .-ref_sorted
	.p2align 4
	.type	ref_job_run, @function
ref_job_run:
.LFB252:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	call	ref_sorted
	movl	%eax, 16(%rbx)
	xorl	%eax, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE252:
	.size	ref_job_run, .-ref_job_run
	.section	.rodata.str1.8
	.align 8
.LC251:
	.string	"out of memory for %lu connections"
	.align 8
.LC252:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	walk_all, @function
walk_all:
.LFB137:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movl	$1, %r14d
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
	movl	$18, %ecx
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%r8, %rbx
	subq	$33160, %rsp
	.cfi_def_cfa_offset 33216
	leaq	240(%rsp), %rdi
	movl	%esi, 28(%rsp)
	movq	33216(%rsp), %r12
	movq	%rdx, 40(%rsp)
	movq	%r9, 56(%rsp)
	movq	$0, 236(%rsp)
	movq	$0, 376(%rsp)
	rep stosq
	movl	%esi, 232(%rsp)
	andl	$-3, %esi
	movq	%r13, 224(%rsp)
	je	.L1994
	movq	160(%r13), %r14
.L1994:
	leaq	240(%rsp), %rdi
	movq	%r13, %rsi
	movq	%r14, 344(%rsp)
	call	server_init
	movl	$8, %esi
	movq	%r14, %rdi
	call	calloc@PLT
	movq	%rax, 336(%rsp)
	testq	%rax, %rax
	je	.L1995
	movq	$0, (%r12)
	leaq	96(%rsp), %rax
	leaq	384(%rsp), %rdx
	movq	%r13, %rsi
	movq	$0, (%rbx)
	movq	%rax, %rdi
	movq	%rdx, 16(%rsp)
	movq	%rax, 48(%rsp)
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L2027
.L1997:
	leaq	224(%rsp), %rax
	leaq	80(%rsp), %r14
	xorl	%r13d, %r13d
	movq	%rax, 32(%rsp)
	jmp	.L2007
	.p2align 4,,10
	.p2align 3
.L2029:
	movq	16(%rsp), %rsi
	movq	48(%rsp), %rdi
	call	due_fill.constprop.0
	movq	%r12, 33216(%rsp)
	movq	33216(%rsp), %rcx
	movq	%rax, %r12
.L2005:
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
	movq	33216(%rsp), %rcx
	subq	%r9, %rax
	addq	88(%rsp), %rax
	subq	%r8, %rax
	addq	%rax, (%rcx)
	movq	(%rbx), %rax
	addq	%r15, %rax
	movq	%rax, (%rbx)
	cmpq	%r12, 320(%rsp)
	jb	.L2004
	cmpq	%rbp, %rax
	jne	.L2003
	cmpl	$3, 28(%rsp)
	je	.L2028
.L2003:
	movq	%rcx, 33216(%rsp)
	movq	%r12, %rcx
	movq	33216(%rsp), %r12
	orq	%r15, %rcx
	je	.L2006
.L2007:
	xorl	%ecx, %ecx
	cmpl	$3, 28(%rsp)
	jne	.L2029
	movq	%r12, 33216(%rsp)
	movq	%rcx, %r12
	movq	33216(%rsp), %rcx
	jmp	.L2005
	.p2align 4,,10
	.p2align 3
.L2028:
	movq	32(%rsp), %rdi
	leaq	72(%rsp), %rsi
	movl	$1, %edx
	movq	%rcx, 33216(%rsp)
	call	walk_run
	testq	%rax, %rax
	jne	.L2004
	orq	%r15, %r12
	movq	33216(%rsp), %rcx
	je	.L2006
	xorl	%r12d, %r12d
	jmp	.L2005
	.p2align 4,,10
	.p2align 3
.L2006:
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	136(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2008
	call	fclose@PLT
.L2008:
	movq	248(%rsp), %rax
	movq	56(%rsp), %rdi
	movq	368(%rsp), %rdx
	movq	%rax, (%rdi)
	movq	33224(%rsp), %rax
	movq	336(%rsp), %rdi
	movq	%rdx, (%rax)
	call	free@PLT
	xorl	%eax, %eax
.L1993:
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
	.p2align 4,,10
	.p2align 3
.L2027:
	.cfi_restore_state
	leaq	run_fault_lock(%rip), %r13
	movq	%r13, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L2030
.L2000:
	movq	%r13, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$1, 208(%rsp)
	jmp	.L1997
.L2030:
	movq	16(%rsp), %rcx
	leaq	.LC53(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$2, run_fault(%rip)
	jmp	.L2000
.L2004:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC252(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L1995:
	movq	160(%r13), %rcx
	leaq	384(%rsp), %rbx
	leaq	.LC251(%rip), %rdx
	xorl	%eax, %eax
	movl	$96, %esi
	movq	%rbx, %rdi
	leaq	run_fault_lock(%rip), %r13
	call	snprintf@PLT
	movq	%r13, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %edx
	testl	%edx, %edx
	je	.L2031
.L1998:
	movq	%r13, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$-4, %eax
	jmp	.L1993
.L2031:
	movq	%rbx, %rcx
	leaq	.LC53(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$1, run_fault(%rip)
	jmp	.L1998
	.cfi_endproc
.LFE137:
	.size	walk_all, .-walk_all
	.section	.rodata.str1.8
	.align 8
.LC253:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.section	.rodata.str1.1
.LC254:
	.string	" warmup"
.LC255:
	.string	"rep=%u%s set=%s"
.LC256:
	.string	" n=%lu"
.LC257:
	.string	" slow=%lu sum_ns=%s\n"
.LC258:
	.string	" %s_ns=%lu"
.LC259:
	.string	"for a rep"
	.text
	.p2align 4
	.type	run_reps, @function
run_reps:
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
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$328, %rsp
	.cfi_def_cfa_offset 384
	movq	(%rdi), %r15
	leaq	256(%rsp), %rax
	movl	%esi, 116(%rsp)
	movq	%rax, 16(%rsp)
	leaq	384(%rdi), %rax
	movl	$0, 112(%rsp)
	movq	%rax, 88(%rsp)
	jmp	.L2086
.L2130:
	testl	%eax, %eax
	jne	.L2056
	cmpq	$1, 160(%r15)
	je	.L2126
.L2057:
	leaq	256(%r14), %rdi
	leaq	240(%r14), %r9
	movl	$1, %esi
.L2059:
	movq	136(%r15), %rcx
.L2061:
	movq	328(%rbp), %rdx
	pushq	%rdi
	.cfi_def_cfa_offset 392
	movq	%r15, %rdi
	leaq	184(%rsp), %r12
	pushq	%r12
	.cfi_def_cfa_offset 400
	leaq	144(%rsp), %r8
	call	walk_all
	movl	%eax, %r13d
	popq	%rax
	.cfi_def_cfa_offset 392
	popq	%rdx
	.cfi_def_cfa_offset 384
	testl	%r13d, %r13d
	jne	.L2125
	movq	176(%rsp), %rax
	movq	128(%rsp), %rbx
.L2058:
	testq	%rax, %rax
	js	.L2064
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2065:
	testq	%rbx, %rbx
	je	.L2066
	js	.L2067
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L2068:
	divsd	%xmm1, %xmm0
.L2066:
	movq	16(%rsp), %rdi
	movq	%r15, %rsi
	movsd	%xmm0, 144(%rsp)
	call	server_init
	movq	40(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movl	72(%r15), %eax
	movq	208(%rsp), %r12
	movq	216(%rsp), %r13
	testl	%eax, %eax
	jne	.L2069
	movl	8(%r15), %eax
	testl	%eax, %eax
	jne	.L2069
	cmpq	$0, 40(%r15)
	jne	.L2069
	movq	336(%rbp), %rdx
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	movq	%r15, %rdi
	movq	80(%rsp), %r8
	movq	16(%rsp), %rsi
	imulq	$1000000000, %r12, %r12
	call	run_open
	movq	40(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 264(%r14)
	call	clock_gettime@PLT
	imulq	$1000000000, 208(%rsp), %rax
	subq	%r13, %rax
	addq	216(%rsp), %rax
	subq	%r12, %rax
	movq	%rax, 176(%rsp)
	movq	264(%rsp), %rax
	movq	%rax, 248(%r14)
.L2070:
	movq	176(%rsp), %rax
	movq	136(%rsp), %r12
	testq	%rax, %rax
	js	.L2071
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2072:
	testq	%r12, %r12
	js	.L2073
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r12, %xmm1
.L2074:
	divsd	%xmm1, %xmm0
	movl	176(%r15), %r11d
	movq	256(%r14), %rcx
	movsd	%xmm0, 152(%rsp)
	testl	%r11d, %r11d
	je	.L2075
	movq	160(%r15), %rsi
	movq	$-1, %rax
	cmpq	%rsi, %rbx
	jb	.L2076
	xorl	%edx, %edx
	movq	%rbx, %rax
	divq	%rsi
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rcx, %rax
	divq	%rsi
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
.L2076:
	movq	%rax, 272(%r14)
	movq	%r14, %r8
	movq	%rbx, %rsi
	movl	200(%r15), %ecx
	movq	192(%r15), %rdx
	movq	328(%rbp), %rdi
	call	summarise.isra.0
	movl	200(%r15), %ecx
	leaq	80(%r14), %r8
	movq	%r12, %rsi
	movq	192(%r15), %rdx
	movq	336(%rbp), %rdi
	call	summarise.isra.0
	subq	$8, %rsp
	.cfi_def_cfa_offset 392
	movq	%rbx, %rsi
	leaq	160(%r14), %rax
	movl	200(%r15), %r8d
	movq	192(%r15), %rcx
	movq	272(%r14), %rdx
	movq	328(%rbp), %rdi
	pushq	%rax
	.cfi_def_cfa_offset 400
	movq	344(%rbp), %r9
	call	corrected_summarise
	movl	%eax, %r13d
	popq	%r9
	.cfi_def_cfa_offset 392
	popq	%r10
	.cfi_def_cfa_offset 384
.L2054:
	leaq	run_fault_lock(%rip), %r12
	movq	%r12, %rdi
	call	pthread_mutex_lock@PLT
	movq	%r12, %rdi
	movl	run_fault(%rip), %ebx
	call	pthread_mutex_unlock@PLT
	testl	%r13d, %r13d
	jne	.L2063
	testl	%ebx, %ebx
	jne	.L2094
	movl	116(%rsp), %r8d
	testl	%r8d, %r8d
	jne	.L2127
.L2077:
	movl	112(%rsp), %eax
	testl	%eax, %eax
	je	.L2085
	movq	312(%rbp), %rdx
	subl	$1, %eax
	movsd	144(%rsp), %xmm0
	movsd	%xmm0, (%rdx,%rax,8)
	movq	320(%rbp), %rdx
	movsd	152(%rsp), %xmm0
	movsd	%xmm0, (%rdx,%rax,8)
.L2085:
	movq	0(%rbp), %r15
	addl	$1, 112(%rsp)
	movl	112(%rsp), %eax
	cmpl	%eax, 216(%r15)
	jb	.L2128
.L2086:
	movl	112(%rsp), %eax
	movq	304(%rbp), %r14
	leaq	(%rax,%rax,8), %rax
	salq	$5, %rax
	addq	%rax, %r14
	movq	%rax, 96(%rsp)
	movq	136(%r15), %rax
	cmpl	$2, 352(%rbp)
	movq	%rax, 80(%rsp)
	movq	%rax, 128(%rsp)
	movq	%rax, 136(%rsp)
	je	.L2129
	leaq	8(%r14), %rdi
	movq	%r14, %rcx
	xorl	%eax, %eax
	movq	$0, (%r14)
	andq	$-8, %rdi
	movq	%r15, %rsi
	movq	$0, 280(%r14)
	subq	%rdi, %rcx
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	movq	16(%rsp), %rdi
	call	server_init
	leaq	208(%rsp), %rax
	movl	$1, %edi
	movq	%rax, %rsi
	movq	%rax, 40(%rsp)
	call	clock_gettime@PLT
	movl	72(%r15), %ecx
	movq	208(%rsp), %rbx
	movq	216(%rsp), %r12
	movl	152(%r15), %eax
	testl	%ecx, %ecx
	je	.L2130
.L2056:
	leaq	by_kind.5(%rip), %rdx
	leaq	256(%r14), %rdi
	movl	(%rdx,%rax,4), %esi
	leaq	240(%r14), %r9
	cmpl	$3, %esi
	jne	.L2059
	movq	144(%r15), %rax
	testq	%rax, %rax
	je	.L2059
	xorl	%edx, %edx
	divq	(%r15)
	movq	160(%r15), %rdx
	leaq	1(%rax,%rdx), %rcx
	jmp	.L2061
.L2069:
	leaq	264(%r14), %rax
	movq	336(%rbp), %rdx
	xorl	%esi, %esi
	movq	%r15, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 392
	leaq	248(%r14), %r9
	leaq	184(%rsp), %r12
	pushq	%r12
	.cfi_def_cfa_offset 400
	movq	96(%rsp), %rcx
	leaq	152(%rsp), %r8
	call	walk_all
	popq	%r12
	.cfi_def_cfa_offset 392
	movl	%eax, %r13d
	popq	%rax
	.cfi_def_cfa_offset 384
	testl	%r13d, %r13d
	je	.L2070
.L2125:
	leaq	run_fault_lock(%rip), %rbx
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
.L2063:
	addq	$328, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	%r13d, %edi
	leaq	.LC259(%rip), %rsi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
.L2127:
	.cfi_restore_state
	movl	112(%rsp), %edi
	movq	96(%rsp), %rbx
	movq	%rbp, 56(%rsp)
	leaq	.LC254(%rip), %rdx
	leaq	.LC8(%rip), %rax
	movabsq	$-3689348814741910323, %r15
	movabsq	$-3689348814741910324, %r13
	testl	%edi, %edi
	cmove	%rdx, %rax
	xorl	%r12d, %r12d
	movq	%rax, 48(%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rax, 32(%rsp)
	movq	304(%rbp), %rax
	leaq	8(%rax,%rbx), %rax
	movl	$5, %ebx
	movq	%rax, 24(%rsp)
.L2078:
	movq	32(%rsp), %rax
	movq	48(%rsp), %rdx
	leaq	.LC255(%rip), %rdi
	leaq	PCT_NAME(%rip), %rbp
	movl	112(%rsp), %esi
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	24(%rsp), %r14
	leaq	.LC256(%rip), %rdi
	xorl	%eax, %eax
	movq	-8(%r14), %rsi
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L2079:
	movq	(%r14), %rdx
	movq	0(%rbp), %rsi
	leaq	.LC258(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	addq	$8, %r14
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rbp, %rax
	jne	.L2079
	movq	24(%rsp), %rax
	movq	16(%rsp), %rcx
	movl	$47, %r10d
	movl	$9, %r11d
	movq	56(%rax), %rsi
	movq	64(%rax), %rdi
	movb	$0, 303(%rsp)
	.p2align 4,,10
	.p2align 3
.L2082:
	movq	%rsi, %rbp
	movq	%rsi, %r14
	addq	%rdi, %rbp
	adcq	$0, %rbp
	xorl	%r9d, %r9d
	movq	%rbp, %rax
	mulq	%r15
	movq	%rdx, %rax
	andq	$-4, %rdx
	shrq	$2, %rax
	addq	%rax, %rdx
	movq	%rsi, %rax
	subq	%rdx, %rbp
	movq	%rdi, %rdx
	subq	%rbp, %rax
	movq	%rbp, %r8
	sbbq	%r9, %rdx
	movq	%rax, (%rsp)
	subq	$1, %r10
	movq	%rdx, %rbp
	movq	%rdx, 8(%rsp)
	movq	%rax, %rdx
	movq	(%rsp), %rax
	imulq	%r13, %rdx
	imulq	%r15, %rbp
	addq	%rdx, %rbp
	mulq	%r15
	addq	%rbp, %rdx
	movq	%rax, %rbp
	andl	$1, %ebp
	shrdq	$1, %rdx, %rax
	imulq	%rbx, %rbp
	shrq	%rdx
	movq	%rax, %rsi
	cmpq	%r14, %r11
	movq	%r12, %rax
	leal	48(%rbp,%r8), %ebp
	movb	%bpl, (%rcx,%r10)
	movq	%rdi, %rbp
	movq	%rdx, %rdi
	sbbq	%rbp, %rax
	jc	.L2082
	movq	16(%rsp), %rax
	movq	40(%rsp), %rbp
	movl	$48, %esi
	leaq	.LC53(%rip), %rdx
	movq	%r8, 64(%rsp)
	leaq	(%rax,%r10), %rcx
	movq	%rbp, %rdi
	xorl	%eax, %eax
	movq	%r9, 72(%rsp)
	call	snprintf@PLT
	movq	24(%rsp), %r14
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC257(%rip), %rdi
	movq	48(%r14), %rsi
	addq	$80, %r14
	call	printf@PLT
	addq	$8, 32(%rsp)
	movq	32(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rsi
	movq	%r14, 24(%rsp)
	cmpq	%rsi, %rax
	jne	.L2078
	movq	56(%rsp), %rbp
	jmp	.L2077
.L2064:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2065
.L2075:
	movq	168(%r15), %rax
	jmp	.L2076
.L2129:
	leaq	8(%r14), %rdi
	movq	%r14, %rcx
	pxor	%xmm0, %xmm0
	xorl	%eax, %eax
	andq	$-8, %rdi
	movaps	%xmm0, 176(%rsp)
	xorl	%esi, %esi
	movq	%r14, %r13
	subq	%rdi, %rcx
	movaps	%xmm0, 192(%rsp)
	addl	$288, %ecx
	movaps	%xmm0, 208(%rsp)
	shrl	$3, %ecx
	movaps	%xmm0, 224(%rsp)
	movq	$0, (%r14)
	movq	$0, 280(%r14)
	rep stosq
	leaq	360(%rbp), %rax
	movq	%rax, 104(%rsp)
	movq	368(%rbp), %rax
	movq	376(%rbp), %rdi
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	movq	392(%rbp), %rax
	movq	400(%rbp), %rdi
	xorl	%esi, %esi
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	movq	%r15, 32(%rsp)
	movq	80(%rsp), %rbx
	leaq	160(%rsp), %rax
	movq	$0, 48(%rsp)
	movq	%rax, 24(%rsp)
.L2046:
	movq	32(%rsp), %rsi
	movq	16(%rsp), %rdi
	call	server_init
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	testq	%rbx, %rbx
	je	.L2034
	movq	%r13, 120(%rsp)
	xorl	%r14d, %r14d
	movq	%r9, (%rsp)
	movq	%rsi, 56(%rsp)
	.p2align 4,,10
	.p2align 3
.L2038:
	movq	24(%rsp), %rsi
	movq	%r14, %r15
	addq	$65536, %r14
	movl	$1, %edi
	cmpq	%r14, %rbx
	movq	%r14, %r13
	cmovbe	%rbx, %r13
	call	clock_gettime@PLT
	imulq	$1000000000, 160(%rsp), %r10
	addq	168(%rsp), %r10
	cmpq	$0, 48(%rsp)
	movq	%r10, 40(%rsp)
	je	.L2131
	movq	(%rsp), %r9
	movq	16(%rsp), %rsi
	movq	%r13, %r8
	movq	%r15, %rcx
	movq	336(%rbp), %rdx
	movq	32(%rsp), %rdi
	movq	%r13, %r12
	subq	%r15, %r12
	call	run_open
	movq	24(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, (%rsp)
	call	clock_gettime@PLT
	movq	40(%rsp), %r10
	movq	88(%rsp), %r9
	imulq	$1000000000, 160(%rsp), %rax
	addq	168(%rsp), %rax
	subq	%r10, %rax
	addq	%rax, 56(%rsp)
	movq	336(%rbp), %r11
.L2036:
	xorl	%ecx, %ecx
	testq	%r12, %r12
	je	.L2041
	.p2align 4,,10
	.p2align 3
.L2037:
	movq	(%r11,%rcx,8), %rdi
	movq	(%r9), %r10
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r10
	cmpq	%r8, %rax
	jnb	.L2039
	testq	%rdx, %rdx
	jne	.L2039
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%r12, %rcx
	jne	.L2037
.L2041:
	cmpq	%rbx, %r14
	jb	.L2038
	movq	120(%rsp), %r13
	movq	(%rsp), %r9
	movq	56(%rsp), %rsi
.L2034:
	leaq	144(%rsp), %rdx
	testq	%rsi, %rsi
	js	.L2042
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L2043:
	testq	%rbx, %rbx
	js	.L2044
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L2045:
	divsd	%xmm1, %xmm0
	movq	48(%rsp), %rsi
	movq	264(%rsp), %rax
	movq	%r9, 256(%r13,%rsi,8)
	movq	%rax, 240(%r13,%rsi,8)
	movsd	%xmm0, (%rdx,%rsi,8)
	testq	%rsi, %rsi
	jne	.L2132
	movq	$1, 48(%rsp)
	jmp	.L2046
	.p2align 4,,10
	.p2align 3
.L2131:
	movq	(%rsp), %r9
	movq	16(%rsp), %rsi
	movq	%r13, %r8
	movq	%r15, %rcx
	movq	328(%rbp), %rdx
	movq	32(%rsp), %rdi
	subq	%r15, %r13
	movq	%r13, %r12
	call	run_closed
	movq	24(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, (%rsp)
	call	clock_gettime@PLT
	movq	40(%rsp), %r10
	movq	104(%rsp), %r9
	imulq	$1000000000, 160(%rsp), %rax
	addq	168(%rsp), %rax
	subq	%r10, %rax
	movq	328(%rbp), %r11
	addq	%rax, 56(%rsp)
	jmp	.L2036
.L2073:
	movq	%r12, %rax
	movq	%r12, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2074
.L2071:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2072
.L2132:
	movq	32(%rsp), %r15
	movq	256(%r13), %rcx
	movq	%r13, %r14
	movl	176(%r15), %esi
	testl	%esi, %esi
	je	.L2047
	movq	160(%r15), %rsi
	movq	80(%rsp), %rax
	cmpq	%rsi, %rax
	jb	.L2091
	xorl	%edx, %edx
	divq	%rsi
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rcx, %rax
	divq	%rsi
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	jmp	.L2048
.L2067:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2068
.L2044:
	movq	%rbx, %rax
	movq	%rbx, %rcx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %ecx
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2045
.L2042:
	movq	%rsi, %rcx
	movq	%rsi, %rax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	andl	$1, %eax
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2043
.L2047:
	movq	168(%r15), %rax
.L2048:
	xorl	%ebx, %ebx
	cmpq	$0, 368(%rbp)
	movq	%rax, 272(%r14)
	leaq	176(%rsp), %r12
	jne	.L2049
	jmp	.L2053
	.p2align 4,,10
	.p2align 3
.L2052:
	addq	$1, %rbx
	cmpq	368(%rbp), %rbx
	jnb	.L2053
.L2049:
	movq	376(%rbp), %rax
	movq	(%rax,%rbx,8), %r8
	testq	%r8, %r8
	je	.L2052
	movq	360(%rbp), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	addq	$1, %rbx
	call	dist_add
	cmpq	368(%rbp), %rbx
	jb	.L2049
.L2053:
	leaq	208(%rsp), %rax
	movq	272(%r14), %rsi
	movq	%r12, %rdi
	movq	%rax, %rdx
	movq	%rax, 40(%rsp)
	call	dist_correct
	movl	200(%rsp), %eax
	orl	232(%rsp), %eax
	jne	.L2133
	movl	200(%r15), %edx
	movq	192(%r15), %rsi
	movq	%r14, %rcx
	movq	104(%rsp), %rdi
	call	lattice_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	je	.L2134
.L2051:
	movq	176(%rsp), %rdi
	call	free@PLT
	movq	208(%rsp), %rdi
	call	free@PLT
	jmp	.L2054
.L2126:
	cmpl	$0, 8(%r15)
	jne	.L2057
	cmpq	$0, 40(%r15)
	jne	.L2057
	movq	80(%rsp), %r13
	movq	16(%rsp), %rsi
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	movq	328(%rbp), %rdx
	movq	%r15, %rdi
	imulq	$1000000000, %rbx, %rbx
	movq	%r13, %r8
	call	run_closed
	movq	40(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 256(%r14)
	call	clock_gettime@PLT
	movq	264(%rsp), %rdx
	imulq	$1000000000, 208(%rsp), %rax
	subq	%r12, %rax
	addq	216(%rsp), %rax
	movq	%rdx, 240(%r14)
	subq	%rbx, %rax
	movq	%r13, %rbx
	movq	%rax, 176(%rsp)
	jmp	.L2058
.L2128:
	addq	$328, %rsp
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
.L2134:
	.cfi_restore_state
	movl	200(%r15), %edx
	movq	192(%r15), %rsi
	leaq	80(%r14), %rcx
	movq	88(%rsp), %rdi
	call	lattice_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L2051
	movl	200(%r15), %edx
	movq	192(%r15), %rsi
	leaq	160(%r14), %rcx
	movq	40(%rsp), %rdi
	call	dist_summarise
	movl	%eax, %r13d
	jmp	.L2051
.L2039:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r10, %rcx
	xorl	%eax, %eax
	leaq	.LC253(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L2091:
	orq	$-1, %rax
	jmp	.L2048
.L2094:
	movl	$-4, %r13d
	jmp	.L2063
.L2133:
	orl	$-1, %r13d
	jmp	.L2051
	.cfi_endproc
.LFE250:
	.size	run_reps, .-run_reps
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB173:
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
	je	.L2135
	cmpl	$0, 152(%r10)
	jne	.L2135
	cmpl	$0, 72(%r10)
	movq	%rdx, %rbx
	jne	.L2137
	movq	%r10, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	je	.L2162
.L2137:
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
	jne	.L2151
	testq	%rax, %rax
	je	.L2151
	leaq	160(%rsp), %rbp
	leaq	32(%rsp), %r14
	movq	%r13, %rsi
	movq	%rbp, %rdx
	movq	%r14, %rdi
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L2138
	xorl	%ebp, %ebp
	cmpq	$0, 552(%rsp)
	je	.L2140
	.p2align 4,,10
	.p2align 3
.L2139:
	movq	16(%rbx), %rax
	movq	%r14, %rdi
	leaq	(%rax,%rbp,8), %r12
	addq	$1, %rbp
	call	due_next
	movq	%rax, (%r12)
	cmpq	552(%rsp), %rbp
	jb	.L2139
.L2140:
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
	jne	.L2135
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
	jne	.L2135
	movq	552(%rsp), %rcx
	movq	32(%rbx), %rsi
	movq	%rcx, 24(%rbx)
	movq	%rsi, %rax
	cmpq	%rcx, %rsi
	jnb	.L2141
	movq	16(%rbx), %r8
	movq	8(%rbx), %rdx
	movq	480(%rsp), %rdi
	jmp	.L2142
	.p2align 4,,10
	.p2align 3
.L2144:
	addq	$1, %rsi
	movq	%rsi, 32(%rbx)
	cmpq	%rsi, %rcx
	je	.L2143
.L2142:
	movq	(%rdx,%rsi,8), %rax
	addq	(%r8,%rsi,8), %rax
	cmpq	%rax, %rdi
	jnb	.L2144
	movq	%rsi, 40(%rbx)
	leaq	SERVICE_DISTS(%rip), %rbp
	cmpq	%rcx, %rsi
	jb	.L2145
	jmp	.L2161
	.p2align 4,,10
	.p2align 3
.L2148:
	movq	40(%rbx), %rax
	leaq	1(%rax), %rsi
	movq	%rsi, 40(%rbx)
	cmpq	24(%rbx), %rsi
	jnb	.L2161
	movq	8(%rbx), %rdx
.L2145:
	movl	424(%rsp), %eax
	movq	(%rdx,%rsi,8), %r12
	movq	%r13, %rdi
	leaq	(%rax,%rax,2), %rax
	salq	$5, %rax
	call	*8(%rbp,%rax)
	cmpq	%r12, %rax
	jb	.L2148
.L2161:
	movq	32(%rbx), %rax
.L2146:
	cmpq	24(%rbx), %rax
	setnb	%al
	movzbl	%al, %eax
.L2135:
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
.L2162:
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
	jmp	.L2137
.L2141:
	movq	%rsi, 40(%rbx)
	jmp	.L2146
.L2138:
	movq	%rbp, %rsi
	movl	$2, %edi
	call	run_fault_set
	movl	$-4, %eax
	jmp	.L2135
.L2151:
	orl	$-1, %eax
	jmp	.L2135
.L2143:
	movq	%rcx, 40(%rbx)
	movq	%rcx, %rax
	jmp	.L2146
	.cfi_endproc
.LFE173:
	.size	first_stall_window, .-first_stall_window
	.section	.rodata.str1.8
	.align 8
.LC260:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC261:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC262:
	.string	"percentiles.svg"
.LC263:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC264:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC265:
	.string	"bench: the export to %s failed (out of memory, too many distinct values, or the .hlog's check)\n"
	.text
	.p2align 4
	.type	export_bench, @function
export_bench:
.LFB184:
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
	je	.L2256
	movq	%rdx, %r13
	movq	%rcx, %rbp
	cmpl	$2, %eax
	je	.L2257
	movq	(%rcx), %r14
	movq	(%rdx), %r15
	leaq	112(%rsp), %rbx
	testq	%r14, %r14
	je	.L2175
	xorl	%edx, %edx
	xorl	%r12d, %r12d
	leaq	112(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L2174:
	movq	(%r15,%r12,8), %rsi
	movq	%r12, %rax
	jmp	.L2181
	.p2align 4,,10
	.p2align 3
.L2177:
	addq	$1, %rax
	cmpq	%rax, %r14
	je	.L2176
.L2181:
	cmpq	%rsi, (%r15,%rax,8)
	je	.L2177
	movq	%rax, %r8
	subq	%r12, %r8
	je	.L2178
	movq	%rax, %r12
.L2211:
	testl	%edx, %edx
	jne	.L2255
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%rbx, %rdi
	call	dist_add.part.0
	movl	136(%rsp), %edx
.L2255:
	cmpq	%r14, %r12
	jb	.L2174
.L2175:
	leaq	144(%rsp), %rax
	movq	272(%rbp), %rsi
	movq	%rbx, %rdi
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	dist_correct
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	jne	.L2172
	movq	0(%rbp), %rdx
	movq	0(%r13), %r14
	xorl	%r12d, %r12d
	leaq	272(%rsp), %r15
	testq	%rdx, %rdx
	je	.L2185
	movq	%rbp, 32(%rsp)
	movq	%r14, %rbp
	movq	%rdx, %r14
	jmp	.L2182
	.p2align 4,,10
	.p2align 3
.L2259:
	addq	$1, %r12
	cmpq	%r12, %r14
	je	.L2258
.L2182:
	movq	0(%rbp,%r12,8), %rsi
	movl	$1, %edx
	movq	%r15, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L2259
	jmp	.L2172
	.p2align 4,,10
	.p2align 3
.L2176:
	movq	%r14, %r8
	subq	%r12, %r8
	je	.L2175
	movq	%r14, %r12
	jmp	.L2211
	.p2align 4,,10
	.p2align 3
.L2178:
	cmpq	%r14, %rax
	jnb	.L2175
	movq	%rax, %r12
	jmp	.L2174
.L2257:
	xorl	%r14d, %r14d
	cmpq	$0, 40(%rdx)
	leaq	112(%rsp), %rbx
	jne	.L2167
	jmp	.L2171
	.p2align 4,,10
	.p2align 3
.L2170:
	addq	$1, %r14
	cmpq	40(%r13), %r14
	jnb	.L2171
.L2167:
	movq	48(%r13), %rax
	movq	(%rax,%r14,8), %r8
	testq	%r8, %r8
	je	.L2170
	movl	136(%rsp), %r9d
	testl	%r9d, %r9d
	jne	.L2170
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%rbx, %rdi
	imulq	%r14, %rsi
	call	dist_add.part.0
	jmp	.L2170
.L2171:
	leaq	144(%rsp), %rax
	movq	272(%rbp), %rsi
	movq	%rbx, %rdi
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	dist_correct
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	jne	.L2172
	leaq	272(%rsp), %r15
	leaq	32(%r13), %rdi
	movq	%r15, %rsi
	call	table_from_lattice
	testl	%eax, %eax
	je	.L2260
.L2172:
	orl	$-1, %ebp
.L2207:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	je	.L2261
.L2210:
	movl	%ebp, %r13d
.L2209:
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
.L2163:
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
.L2261:
	.cfi_restore_state
	movq	8(%rsp), %rdx
	movq	stderr(%rip), %rdi
	leaq	.LC265(%rip), %rsi
	call	fprintf@PLT
	jmp	.L2210
.L2258:
	movq	32(%rsp), %rbp
.L2185:
	movq	80(%rbp), %rdx
	movq	8(%r13), %r15
	leaq	296(%rsp), %r12
	xorl	%r13d, %r13d
	movq	%rdx, %r14
	testq	%rdx, %rdx
	je	.L2184
	.p2align 4,,10
	.p2align 3
.L2183:
	movq	(%r15,%r13,8), %rsi
	movl	$1, %edx
	movq	%r12, %rdi
	call	table_push
	testl	%eax, %eax
	jne	.L2172
	addq	$1, %r13
	cmpq	%r13, %r14
	jne	.L2183
.L2184:
	movq	(%rsp), %rdi
	leaq	320(%rsp), %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L2172
	leaq	272(%rsp), %r15
.L2186:
	leaq	80(%rsp), %rax
	movq	%rbx, 40(%rsp)
	xorl	%r14d, %r14d
	leaq	HGRM.3(%rip), %r13
	movq	%rax, 32(%rsp)
	leaq	hgrm_writer(%rip), %r12
	movq	%rbp, %rbx
.L2173:
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
	jne	.L2250
	cmpl	$0, 24(%rsp)
	jne	.L2187
.L2189:
	addq	$8, %r14
	cmpq	$24, %r14
	jne	.L2173
	leaq	.LC261(%rip), %rax
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
	leaq	.LC262(%rip), %rsi
	movaps	%xmm0, 176(%rsp)
	movq	%rax, %xmm0
	movhps	32(%rsp), %xmm0
	movups	%xmm0, 200(%rsp)
	call	export_file
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L2172
	leaq	224(%rsp), %r15
	movq	16(%rsp), %rdi
	movl	$20, %esi
	movq	%r15, %rdx
	call	first_stall_window
	testl	%eax, %eax
	je	.L2262
	jle	.L2193
	movq	16(%rsp), %rax
	movq	48(%rax), %rbp
	testq	%rbp, %rbp
	je	.L2263
.L2196:
	leaq	.LC264(%rip), %rdi
	call	puts@PLT
	movq	%r15, %rdi
	call	stall_window_free
	jmp	.L2209
.L2260:
	leaq	296(%rsp), %rsi
	leaq	56(%r13), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L2172
	movq	(%rsp), %rdi
	leaq	320(%rsp), %rsi
	call	table_from_dist
	testl	%eax, %eax
	je	.L2186
	jmp	.L2172
.L2187:
	leaq	VALUES.2(%rip), %rax
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	values_writer(%rip), %rdx
	movq	(%rax,%r14), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L2189
.L2250:
	movq	40(%rsp), %rbx
	jmp	.L2172
.L2205:
	testl	%eax, %eax
	jns	.L2196
.L2193:
	movq	%r15, %rdi
	call	stall_window_free
	jmp	.L2172
.L2262:
	movq	16(%rsp), %rax
	movq	8(%rsp), %rdi
	leaq	736(%rsp), %rcx
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC263(%rip), %rsi
	movq	%r15, 744(%rsp)
	movq	%rax, 736(%rsp)
	movq	272(%rbp), %rax
	movq	%rax, 752(%rsp)
	call	export_file
	movl	%eax, %ebp
.L2191:
	movq	%r15, %rdi
	call	stall_window_free
	testl	%ebp, %ebp
	jne	.L2207
	jmp	.L2209
.L2256:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC260(%rip), %rdi
	orl	$-1, %r13d
	call	fwrite@PLT
	jmp	.L2163
.L2263:
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
	jne	.L2196
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
	je	.L2193
	movq	16(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L2193
	testq	%rax, %rax
	je	.L2193
	leaq	352(%rsp), %r12
	leaq	480(%rsp), %rdx
	movq	%r14, %rsi
	movq	%r12, %rdi
	movq	%rdx, 16(%rsp)
	call	due_open.constprop.0
	movq	16(%rsp), %rdx
	testl	%eax, %eax
	je	.L2199
	jmp	.L2264
.L2203:
	movq	240(%rsp), %rax
	movq	%r12, %rdi
	leaq	(%rax,%rbp,8), %r14
	call	due_next
	movq	%rax, (%r14)
	movq	240(%rsp), %rax
	cmpq	$999999999, (%rax,%rbp,8)
	ja	.L2204
	addq	$1, %rbp
.L2199:
	cmpq	872(%rsp), %rbp
	jb	.L2203
.L2204:
	leaq	392(%rsp), %rdi
	call	numbers_close
	movq	%rbp, 872(%rsp)
	testq	%rbp, %rbp
	je	.L2196
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
	jne	.L2205
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
	jne	.L2205
	movq	872(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	leaq	first_second_writer(%rip), %rdx
	leaq	.LC263(%rip), %rsi
	movq	%rax, 248(%rsp)
	call	export_file
	movl	%eax, %ebp
	jmp	.L2191
.L2264:
	movq	%rdx, %rsi
	movl	$2, %edi
	call	run_fault_set
	jmp	.L2193
	.cfi_endproc
.LFE184:
	.size	export_bench, .-export_bench
	.section	.rodata.str1.1
.LC266:
	.string	"reference"
.LC267:
	.string	"closed-form"
.LC268:
	.string	"set"
.LC269:
	.string	"%-*s %9s"
.LC270:
	.string	" %11s"
.LC271:
	.string	"slow %"
.LC272:
	.string	" %8s %8s"
.LC273:
	.string	"cv"
.LC274:
	.string	" %6s\n"
.LC275:
	.string	"%-*s %9lu"
.LC276:
	.string	"%lu.%04lu"
.LC277:
	.string	" %8lu %8s"
.LC278:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC279:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.section	.rodata.str1.1
.LC280:
	.string	"ratios: open/closed p99 %s"
.LC281:
	.string	", p99.9 %s"
.LC282:
	.string	"; corrected/closed p99 %s"
.LC283:
	.string	"; open/corrected p99 %s"
.LC284:
	.string	", p90 %s\n"
	.section	.rodata.str1.8
	.align 8
.LC285:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC286:
	.string	"The recordings part at %s: the open loop reads %s there, %s times the closed loop's %s.\n"
	.align 8
.LC287:
	.string	"They part at p99: the open loop reads %s there, %s times the closed loop's %s"
	.section	.rodata.str1.1
.LC288:
	.string	"At p99 the two loops agree"
	.section	.rodata.str1.8
	.align 8
.LC289:
	.string	"At p99 the open loop reads %s, %s times the closed loop"
	.align 8
.LC290:
	.string	", and the correction at %s leaves the closed loop's p99 as it was.\n"
	.align 8
.LC291:
	.string	"; corrected at %s, the closed loop reads %s.\n"
	.align 8
.LC292:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC293:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s.\n"
	.align 8
.LC294:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.section	.rodata.str1.1
.LC295:
	.string	"RESULT set=%s"
	.section	.rodata.str1.8
	.align 8
.LC296:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.align 8
.LC297:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC298:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC299:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC300:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC301:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC302:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC303:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC304:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC305:
	.string	"RESULT service dist=%s mean_ns=%.0f scv=%.4f\n"
	.align 8
.LC306:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.align 8
.LC307:
	.string	"RESULT passes walks=%u guessed=%u of=%d\n"
	.section	.rodata.str1.1
.LC308:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC309:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.text
	.p2align 4
	.type	bench_report, @function
bench_report:
.LFB258:
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
	leaq	.LC270(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	leaq	48(%r12), %rbx
	subq	$392, %rsp
	.cfi_def_cfa_offset 448
	movq	(%rdi), %rax
	movl	$10, %edi
	movq	%rsi, 72(%rsp)
	movl	%edx, 92(%rsp)
	movq	%rax, 56(%rsp)
	call	putchar@PLT
	leaq	.LC206(%rip), %rcx
	xorl	%eax, %eax
	leaq	.LC268(%rip), %rdx
	movl	$10, %esi
	leaq	.LC269(%rip), %rdi
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L2266:
	movq	(%r12), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %r12
	call	printf@PLT
	cmpq	%rbx, %r12
	jne	.L2266
	leaq	.LC271(%rip), %rdx
	leaq	.LC204(%rip), %rsi
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	leaq	.LC272(%rip), %rdi
	leaq	240(%rsp), %rbx
	call	printf@PLT
	leaq	.LC273(%rip), %rsi
	leaq	.LC274(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r12, %rax
	movq	%r15, %r12
	movq	%rax, %r14
.L2269:
	leaq	SET_NAME(%rip), %rax
	movl	$10, %esi
	xorl	%r13d, %r13d
	movq	448(%r12), %rcx
	movq	(%rax,%r14), %rdx
	leaq	.LC275(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L2267:
	movq	456(%r12,%r13,8), %rsi
	movq	%rbx, %rdi
	addq	$1, %r13
	call	fmt_us.constprop.0
	movq	%rbp, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$6, %r13
	jne	.L2267
	movq	448(%r12), %r8
	movq	504(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L2268
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
.L2268:
	leaq	.LC276(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$80, %r12
	movl	$32, %esi
	call	snprintf@PLT
	movq	424(%r12), %rsi
	movq	%rbx, %rdx
	xorl	%eax, %eax
	leaq	.LC277(%rip), %rdi
	call	printf@PLT
	leaq	.LC278(%rip), %rdi
	movl	$1, %eax
	movsd	688(%r15,%r14), %xmm0
	addq	$8, %r14
	call	printf@PLT
	cmpq	$24, %r14
	jne	.L2269
	movq	416(%r15), %rax
	movq	%rbx, %rdi
	xorl	%r12d, %r12d
	movq	192(%rax), %rsi
	call	fmt_us.constprop.0
	leaq	.LC279(%rip), %rdi
	movq	%rax, %rdx
	movq	416(%r15), %rax
	movl	216(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	movq	472(%r15), %rdx
	movq	552(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC280(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	480(%r15), %rdx
	movq	560(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC281(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	472(%r15), %rdx
	movq	632(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC282(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	632(%r15), %rdx
	movq	552(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC283(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	624(%r15), %rdx
	movq	544(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC284(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	848(%r15), %ebp
.L2273:
	movq	456(%r15,%r12,8), %rax
	addq	%rax, %rax
	cmpq	%rax, 536(%r15,%r12,8)
	jb	.L2270
	movl	$10, %edi
	call	putchar@PLT
	cmpl	$2, %r12d
	je	.L2335
	movslq	%r12d, %r12
	leaq	160(%rsp), %rdi
	leaq	(%r15,%r12,8), %r13
	movq	456(%r13), %rsi
	call	fmt_read.constprop.0
	movq	456(%r13), %rdx
	movq	536(%r13), %rsi
	leaq	128(%rsp), %rdi
	movq	%rax, %r14
	call	fmt_ratio.constprop.0
	movq	536(%r13), %rsi
	leaq	96(%rsp), %rdi
	movq	%rax, 16(%rsp)
	call	fmt_read.constprop.0
	movq	16(%rsp), %rcx
	movq	%r14, %r8
	leaq	.LC286(%rip), %rdi
	movq	%rax, %rdx
	leaq	PCT_LABEL(%rip), %rax
	movq	(%rax,%r12,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	552(%r15), %r12
	movq	472(%r15), %r14
	movq	632(%r15), %r13
.L2274:
	cmpq	%r14, %r12
	je	.L2337
	movq	%r14, %rdx
	leaq	128(%rsp), %rdi
	movq	%r12, %rsi
	call	fmt_ratio.constprop.0
	leaq	96(%rsp), %rdi
	movq	%r12, %rsi
	movq	%rax, 16(%rsp)
	call	fmt_read.constprop.0
	movq	16(%rsp), %rdx
	leaq	.LC289(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2275:
	cmpq	%r13, %r14
	je	.L2338
	movq	%r13, %rsi
	movq	%rbx, %rdi
	call	fmt_read.constprop.0
	movq	%rax, %r12
	movq	760(%r15), %rax
	movq	272(%rax), %rsi
	leaq	192(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 48(%rsp)
	call	fmt_read.constprop.0
	movq	%r12, %rdx
	leaq	.LC291(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2279:
	testl	%ebp, %ebp
	jne	.L2280
	leaq	.LC292(%rip), %rdi
	call	puts@PLT
.L2281:
	movsd	712(%r15), %xmm0
	leaq	.LC294(%rip), %rdi
	movsd	744(%r15), %xmm3
	movl	$4, %eax
	movsd	736(%r15), %xmm2
	movsd	720(%r15), %xmm1
	leaq	456(%r15), %r13
	movabsq	$-3689348814741910323, %r14
	movabsq	$-3689348814741910324, %r12
	call	printf@PLT
	movl	848(%r15), %eax
	movq	%r15, 80(%rsp)
	movl	%eax, 88(%rsp)
	movq	416(%r15), %rax
	movq	%rax, 64(%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rax, 16(%rsp)
.L2287:
	movq	16(%rsp), %rax
	leaq	.LC295(%rip), %rdi
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %r15
	movq	(%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	-8(%r13), %rsi
	leaq	.LC256(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L2282:
	movq	(%r15), %rdx
	movq	0(%rbp), %rsi
	leaq	.LC258(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	addq	$8, %r15
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rbp, %rax
	jne	.L2282
	movq	56(%r13), %rsi
	movq	64(%r13), %rdi
	movl	$47, %ecx
	movb	$0, 287(%rsp)
	movl	$5, %ebp
	movl	$9, %r9d
	.p2align 4,,10
	.p2align 3
.L2285:
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
	jc	.L2285
	movq	48(%rsp), %rdi
	addq	%rbx, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC53(%rip), %rdx
	movq	%r10, (%rsp)
	movq	%r11, 8(%rsp)
	call	snprintf@PLT
	movq	-8(%r13), %r8
	movq	48(%r13), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L2286
	movq	%r8, %rdi
	movl	$1000000, %edx
	movq	$0, 40(%rsp)
	shrq	%rdi
	mulq	%rdx
	movq	%rdi, 32(%rsp)
	addq	32(%rsp), %rax
	adcq	40(%rsp), %rdx
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
.L2286:
	leaq	.LC276(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$80, %r13
	movl	$32, %esi
	call	snprintf@PLT
	movq	-32(%r13), %rsi
	movq	48(%rsp), %rcx
	xorl	%eax, %eax
	leaq	.LC296(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	addq	$8, 16(%rsp)
	movq	16(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rdi
	cmpq	%rdi, %rax
	jne	.L2287
	movq	80(%rsp), %r15
	leaq	RATIOS(%rip), %r14
	movl	$1, %edx
	xorl	%eax, %eax
	leaq	168(%r14), %r13
	leaq	.LC297(%rip), %r12
	leaq	448(%r15), %rbp
	jmp	.L2301
	.p2align 4,,10
	.p2align 3
.L2288:
	movq	8(%rax,%rcx,8), %rcx
.L2289:
	leaq	(%rdx,%rdx,4), %rax
	movslq	12(%r14), %rsi
	salq	$4, %rax
	addq	%rbp, %rax
	cmpl	$-1, %esi
	je	.L2339
	movq	8(%rax,%rsi,8), %rax
	testq	%rcx, %rcx
	je	.L2292
.L2340:
	testq	%rax, %rax
	js	.L2293
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2294:
	testq	%rcx, %rcx
	js	.L2295
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L2296:
	divsd	%xmm1, %xmm0
	leaq	.LC97(%rip), %rax
	movl	$32, %esi
	movq	%rbx, %rdi
	leaq	.LC98(%rip), %rdx
	comisd	.LC62(%rip), %xmm0
	cmovnb	%rax, %rdx
	movl	$1, %eax
	call	snprintf@PLT
.L2299:
	movq	(%r14), %rsi
	movq	%rbx, %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	addq	$24, %r14
	call	printf@PLT
	cmpq	%r14, %r13
	je	.L2300
	movslq	16(%r14), %rax
	movslq	8(%r14), %rdx
.L2301:
	leaq	(%rax,%rax,4), %rax
	movslq	20(%r14), %rcx
	salq	$4, %rax
	addq	%rbp, %rax
	cmpl	$-1, %ecx
	jne	.L2288
	movq	56(%rax), %rcx
	jmp	.L2289
	.p2align 4,,10
	.p2align 3
.L2270:
	addq	$1, %r12
	cmpq	$6, %r12
	jne	.L2273
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC285(%rip), %rdi
	call	puts@PLT
	movq	552(%r15), %r12
	movq	472(%r15), %r14
	movq	632(%r15), %r13
	jmp	.L2274
	.p2align 4,,10
	.p2align 3
.L2339:
	movq	56(%rax), %rax
	testq	%rcx, %rcx
	jne	.L2340
.L2292:
	movl	$6369134, (%rbx)
	jmp	.L2299
	.p2align 4,,10
	.p2align 3
.L2295:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2296
	.p2align 4,,10
	.p2align 3
.L2293:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2294
	.p2align 4,,10
	.p2align 3
.L2300:
	movq	760(%r15), %rax
	leaq	.LC298(%rip), %r13
	leaq	.LC209(%rip), %r12
	movq	%r12, %rsi
	movq	%r13, %rdi
	leaq	.LC210(%rip), %rbp
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
	leaq	.LC299(%rip), %rdi
	movq	272(%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	64(%rsp), %rax
	movl	72(%rax), %esi
	testl	%esi, %esi
	je	.L2302
	movq	136(%rax), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L2303
	movq	128(%rax), %rcx
	movq	%rax, %rdx
	movq	%rcx, %rax
	leaq	-1(%rdi), %rcx
	subq	120(%rdx), %rax
	xorl	%edx, %edx
	divq	%rcx
	movq	%rax, %rcx
.L2303:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	leaq	.LC300(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2302:
	movl	88(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L2341
.L2304:
	movq	%r12, %rsi
	leaq	.LC304(%rip), %r12
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
	movq	56(%rsp), %rax
	movl	8(%rax), %edx
	testl	%edx, %edx
	jne	.L2342
.L2306:
	movq	72(%rsp), %rdi
	xorl	%ebp, %ebp
	testq	%rdi, %rdi
	je	.L2307
	movq	760(%r15), %rcx
	movl	92(%rsp), %r8d
	leaq	328(%r15), %rdx
	xorl	%ebp, %ebp
	movq	56(%rsp), %rsi
	call	export_bench
	testl	%eax, %eax
	setne	%bpl
.L2307:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L2343
	xorl	%edi, %edi
	movq	%rbx, %rsi
	call	getrusage@PLT
	testl	%eax, %eax
	je	.L2344
.L2309:
	movq	440(%r15), %rax
	cmpl	$3, 24(%rax)
	je	.L2345
.L2310:
	cmpq	$0, 432(%r15)
	leaq	.LC266(%rip), %rax
	leaq	.LC267(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC308(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	416(%r15), %rax
	movq	776(%r15), %rdx
	leaq	.LC309(%rip), %rdi
	movq	768(%r15), %rsi
	movl	216(%rax), %ecx
	xorl	%eax, %eax
	addl	$1, %ecx
	call	printf@PLT
	xorl	%eax, %eax
	cmpq	$0, 776(%r15)
	setne	%al
	addq	$392, %rsp
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
.L2280:
	.cfi_restore_state
	movq	832(%r15), %rdx
	movq	800(%r15), %rax
	leaq	96(%rsp), %rdi
	movq	(%rax,%rdx,8), %rsi
	call	fmt_read.constprop.0
	movq	832(%r15), %rdx
	movq	840(%r15), %rsi
	leaq	.LC293(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	subq	%rdx, %rsi
	call	printf@PLT
	jmp	.L2281
.L2344:
	movq	440(%r15), %rax
	movq	272(%rsp), %rsi
	leaq	.LC306(%rip), %rdi
	movl	24(%rax), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2309
.L2335:
	movq	472(%r15), %r14
	movq	552(%r15), %r12
	leaq	160(%rsp), %rdi
	movq	632(%r15), %r13
	movq	%r14, %rsi
	call	fmt_read.constprop.0
	movq	%r14, %rdx
	leaq	128(%rsp), %rdi
	movq	%r12, %rsi
	movq	%rax, 48(%rsp)
	call	fmt_ratio.constprop.0
	leaq	96(%rsp), %rdi
	movq	%r12, %rsi
	movq	%rax, 16(%rsp)
	call	fmt_read.constprop.0
	movq	48(%rsp), %rcx
	movq	16(%rsp), %rdx
	leaq	.LC287(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2275
.L2343:
	addq	$392, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC8(%rip), %rsi
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
.L2338:
	.cfi_restore_state
	movq	760(%r15), %rax
	movq	272(%rax), %rsi
	leaq	192(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 48(%rsp)
	call	fmt_read.constprop.0
	leaq	.LC290(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2279
.L2342:
	movq	48(%rsp), %rsi
	movq	%rbx, %rdx
	movq	%rax, %r14
	movq	%rax, %rdi
	call	service_moments
	movl	8(%r14), %eax
	leaq	SERVICE_DISTS(%rip), %rdx
	movsd	240(%rsp), %xmm1
	movsd	192(%rsp), %xmm0
	leaq	.LC305(%rip), %rdi
	imulq	$96, %rax, %rax
	movq	(%rdx,%rax), %rsi
	movl	$2, %eax
	call	printf@PLT
	jmp	.L2306
.L2341:
	movq	832(%r15), %r14
	movq	808(%r15), %rax
	leaq	.LC301(%rip), %rdi
	movq	(%rax,%r14,8), %rcx
	movq	800(%r15), %rax
	movq	%r14, %rsi
	leaq	0(,%r14,8), %r13
	movq	(%rax,%r14,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	leaq	1(%r14), %rax
	cmpq	824(%r15), %rax
	jb	.L2346
.L2305:
	movq	840(%r15), %rdx
	leaq	.LC303(%rip), %rdi
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%r14, %rsi
	call	printf@PLT
	jmp	.L2304
.L2337:
	leaq	.LC288(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2275
.L2345:
	movq	760(%r15), %rax
	movl	$18, %ecx
	leaq	.LC307(%rip), %rdi
	movl	284(%rax), %edx
	movl	280(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2310
.L2346:
	movq	808(%r15), %rax
	leaq	.LC302(%rip), %rdi
	movq	8(%rax,%r13), %rdx
	movq	800(%r15), %rax
	movq	8(%rax,%r13), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2305
	.cfi_endproc
.LFE258:
	.size	bench_report, .-bench_report
	.section	.rodata.str1.8
	.align 8
.LC310:
	.string	"a run of users (--population, --sessions)"
	.section	.rodata.str1.1
.LC311:
	.string	"a sweep (--sweep)"
.LC312:
	.string	"--cross-check"
.LC313:
	.string	"a benchmark run"
.LC314:
	.string	"one"
.LC315:
	.string	"it"
	.section	.rodata.str1.8
	.align 8
.LC316:
	.string	"200000000 (it is not a regular file, so all are kept)"
	.section	.rodata.str1.1
.LC317:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC318:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC319:
	.string	"the latencies have too many possible values"
	.align 8
.LC320:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC321:
	.string	"(none)"
.LC324:
	.string	"default"
.LC325:
	.string	"seed 000"
.LC326:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC327:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC328:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC329:
	.string	"--self-test"
	.section	.rodata.str1.8
	.align 8
.LC330:
	.string	"option %s: its row carries its parser"
	.section	.rodata.str1.1
.LC331:
	.string	"--scenario"
	.section	.rodata.str1.8
	.align 8
.LC332:
	.string	"option %s: a choice has its names, a refusal its words"
	.section	.rodata.str1.1
.LC333:
	.string	"rank n=1 p=0"
.LC334:
	.string	"rank n=1 p=100"
.LC335:
	.string	"rank n=1 p=0 ceil"
.LC336:
	.string	"rank n=1 p=100 ceil"
.LC337:
	.string	"rank n=10 p=0"
.LC338:
	.string	"rank n=10 p=100"
.LC339:
	.string	"rank n=10 p=50"
.LC340:
	.string	"rank n=10 p=95 rounds half up"
.LC341:
	.string	"rank n=10 p=94.9 rounds down"
.LC342:
	.string	"rank n=10 p=90.1 ceil"
.LC343:
	.string	"rank n=119980 p=99"
.LC344:
	.string	"rank n=119980 p=99.9"
.LC345:
	.string	"rank n=119980 p=99 ceil"
.LC346:
	.string	"rank n=2^62 p=99.99 exact"
.LC348:
	.string	"hdr fixture corrected count"
.LC349:
	.string	"hdr fixture correct_co"
.LC350:
	.string	"hdr fixture corrected p50"
.LC351:
	.string	"hdr fixture corrected p90"
.LC352:
	.string	"hdr fixture corrected p99"
.LC353:
	.string	"hdr fixture corrected max"
.LC354:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC355:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC356:
	.string	"correction of one interval"
.LC357:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC358:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC359:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC360:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC361:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC362:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC364:
	.string	"reference server agrees, start %lu"
	.align 8
.LC365:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC366:
	.string	"in service at a stall: extended by it"
	.align 8
.LC367:
	.string	"starting in a stall: waits for its end"
	.align 8
.LC368:
	.string	"corrected set without its terms, and the reference's partitioning, e %lu, values below %lu: fields that differ"
	.align 8
.LC369:
	.string	"the brute-force buffer was allocated"
	.align 8
.LC371:
	.string	"streams share no draw with each other or the Poisson schedule"
	.align 8
.LC372:
	.string	"a draw is a function of (seed, stream, i) alone"
	.align 8
.LC374:
	.string	"an exponential of mean 100 us averages within 1 % of it"
	.align 8
.LC375:
	.string	"the row of SERVICE_DISTS that code names %s is %s's"
	.align 8
.LC376:
	.string	"service %s: a name, a draw, a help line, and examples for the options it takes"
	.align 8
.LC377:
	.string	"a service distribution's example options apply"
	.align 8
.LC378:
	.string	"service %s: the draws average its mean (%.1f us) within five standard errors"
	.align 8
.LC380:
	.string	"service %s: their variance is its scv's (%.4f) within five standard errors"
	.align 8
.LC381:
	.string	"service %s: no draw above its largest value (%lu ns) or below 1 ns"
	.section	.rodata.str1.1
.LC382:
	.string	"200us"
.LC383:
	.string	"0.3us"
.LC384:
	.string	"0.5s"
.LC385:
	.string	"1.000000001s"
.LC386:
	.string	"0"
.LC387:
	.string	"250"
.LC388:
	.string	"0.5ns"
.LC389:
	.string	"ms"
.LC390:
	.string	"-1ms"
.LC391:
	.string	"5parsecs"
.LC392:
	.string	"1.ms"
.LC393:
	.string	"99999999999999999999s"
.LC394:
	.string	"4611686018427387904ns"
.LC395:
	.string	"QUICK"
.LC396:
	.string	"REPS"
.LC397:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC398:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC399:
	.string	"QUICK '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC400:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC401:
	.string	"REPS '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC402:
	.string	"out of memory reading the options%s%s"
	.section	.rodata.str1.1
.LC403:
	.string	"--duration"
.LC404:
	.string	"--requests"
.LC405:
	.string	"--correct"
.LC406:
	.string	"--trace-values"
.LC407:
	.string	"--population"
.LC408:
	.string	"--sessions"
.LC409:
	.string	"--sweep"
	.section	.rodata.str1.8
	.align 8
.LC410:
	.string	"%s is the lab's, not the benchmark's: run ./lab %s ... (./build.sh builds it beside bench)"
	.align 8
.LC411:
	.string	"%s applies to a simulated run, not to a recorded trace, whose latencies are already measured (the correction's interval is --expected-interval): drop %s"
	.align 8
.LC412:
	.string	"%s does not apply to %s: drop it"
	.align 8
.LC413:
	.string	"%s applies only with %s: add %s, or drop %s"
	.section	.rodata.str1.1
.LC414:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC415:
	.string	"both set the length of the run: "
	.align 8
.LC416:
	.string	"--duration and --requests %s%s"
	.align 8
.LC417:
	.string	"--correct, --sweep and --cross-check write no .values files"
	.align 8
.LC418:
	.string	"--export-values applies to a benchmark run: %s%s"
	.section	.rodata.str1.1
.LC419:
	.string	"which writes nothing"
	.section	.rodata.str1.8
	.align 8
.LC420:
	.string	"--export does not apply to --cross-check, %s%s"
	.align 8
.LC421:
	.string	"drop them, or --correct, --sweep and --cross-check"
	.align 8
.LC422:
	.string	"--hlog-interval and --hlog-counts shape a benchmark run's .hlog: %s%s"
	.section	.rodata.str1.1
.LC423:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC424:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC425:
	.string	"%s, from %s"
	.section	.rodata.str1.8
	.align 8
.LC426:
	.string	"--scoreboard scores a benchmark run, not a recorded trace: drop it"
	.align 8
.LC427:
	.string	"--timeout, --queue-limit and the generator's options apply to a benchmark run, not to a recorded trace: drop them"
	.align 8
.LC428:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC429:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC431:
	.string	"lower --rate or shorten the run"
	.align 8
.LC432:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC433:
	.string	"--schedule poisson: %s%s"
.LC434:
	.string	"counting the schedule"
.LC435:
	.string	"out of memory "
	.section	.rodata.str1.8
	.align 8
.LC436:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC437:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC438:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC439:
	.string	"1 / rate, the interval the schedule was configured with"
	.align 8
.LC440:
	.string	"--arrivals %.40s: more than %s lines"
	.align 8
.LC441:
	.string	"--arrivals '%s': out of memory at line %lu"
	.section	.rodata.str1.1
.LC442:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC443:
	.string	"--arrivals '%s': no due time falls within %s"
	.section	.rodata.str1.1
.LC444:
	.string	"add --expected-interval T"
	.section	.rodata.str1.8
	.align 8
.LC445:
	.string	"--arrivals '%s' has no gap between its due times (one line, or all at one instant), so it gives no interval to correct with: %s"
	.align 8
.LC446:
	.string	"the replayed schedule's mean gap"
	.align 8
.LC447:
	.string	"shorten --duration or --interval"
	.align 8
.LC448:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC449:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC450:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC451:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC452:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC453:
	.string	"--scoreboard keeps every sample"
	.align 8
.LC454:
	.string	"the schedule has more than 8388608 requests, and %s: %s"
	.align 8
.LC455:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC456:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC457:
	.string	"back-to-back may send more than %s requests: %s"
	.section	.rodata.str1.1
.LC458:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC459:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC460:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.align 8
.LC461:
	.string	"--exact-by passes); bench alone takes auto, sorted or lattice"
	.align 8
.LC462:
	.string	"--exact-by passes: the passes route is the lab's (./lab %s%s"
	.align 8
.LC463:
	.string	"%lu requests: bench alone keeps every sample of this model, up to %d a client; run it with ./lab, which walks a longer run again in passes, or add --exact-by sorted to keep them all"
	.align 8
.LC464:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.section	.rodata.str1.1
.LC465:
	.string	"drop --arrivals and mean"
	.section	.rodata.str1.8
	.align 8
.LC466:
	.string	"--sweep runs on a fixed schedule (--schedule poisson and --rate go with --sweep load), with a fixed --expected-interval: %s%s"
	.align 8
.LC467:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC468:
	.string	"in the cross-check"
.LC469:
	.string	"expected_ns"
.LC470:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC471:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC472:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC473:
	.string	"computing the expected outcome"
	.align 8
.LC474:
	.string	"bench: --export: the corrected %s holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC475:
	.string	"bench: out of memory for the report\n"
	.text
	.p2align 4
	.type	bench_main, @function
bench_main:
.LFB279:
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
	subq	$8040, %rsp
	.cfi_def_cfa_offset 8096
	movdqa	.LC322(%rip), %xmm0
	movl	%edi, 8(%rsp)
	leaq	5984(%rsp), %rdi
	leaq	5984(%rsp), %rsi
	rep stosq
	movaps	%xmm0, 6032(%rsp)
	movdqa	.LC323(%rip), %xmm0
	leaq	.LC325(%rip), %rax
	movq	%rax, %xmm5
	leaq	.LC324(%rip), %rdi
	leaq	2128(%rsp), %rax
	movq	$100000, 5984(%rsp)
	movaps	%xmm0, 6144(%rsp)
	movq	%rdi, %xmm0
	movq	%rax, %rdi
	movl	$81, %ecx
	punpcklqdq	%xmm5, %xmm0
	movq	$500000000, 6048(%rsp)
	movq	$200000, 6064(%rsp)
	movq	$1000000, 6176(%rsp)
	movq	$16384, 6192(%rsp)
	movl	$31, 6200(%rsp)
	movq	%rsi, 40(%rsp)
	movups	%xmm0, 6440(%rsp)
	rep movsq
	movq	%rax, 32(%rsp)
	cmpl	$2, %ebx
	je	.L2919
	cmpl	$1, 8(%rsp)
	movl	$1, %r14d
	jle	.L2447
.L2354:
	leaq	OPTIONS(%rip), %r12
	.p2align 4,,10
	.p2align 3
.L2446:
	movslq	%r14d, %rax
	movq	0(%rbp,%rax,8), %rbx
	cmpb	$45, (%rbx)
	jne	.L2704
	cmpb	$104, 1(%rbx)
	jne	.L2704
	cmpb	$0, 2(%rbx)
	jne	.L2704
	movl	$-1, %eax
	leaq	.LC90(%rip), %rbx
.L2440:
	leaq	104+OPTIONS(%rip), %r13
	xorl	%r15d, %r15d
	jmp	.L2445
	.p2align 4,,10
	.p2align 3
.L2441:
	addl	$1, %r15d
	cmpl	$54, %r15d
	je	.L2444
	movq	0(%r13), %rsi
	movq	%rbx, %rdi
	addq	$104, %r13
	call	strcmp@PLT
.L2445:
	testl	%eax, %eax
	jne	.L2441
	movslq	%r15d, %r15
	leaq	(%r15,%r15,2), %rax
	leaq	(%r15,%rax,4), %rax
	leaq	(%r12,%rax,8), %rax
	movl	8(%rax), %r10d
	testl	%r10d, %r10d
	jne	.L2920
	addl	$1, %r14d
.L2444:
	addl	$1, %r14d
	cmpl	%r14d, 8(%rsp)
	jg	.L2446
.L2447:
	leaq	.LC395(%rip), %rdi
	call	getenv@PLT
	leaq	.LC396(%rip), %rdi
	movq	%rax, %r12
	call	getenv@PLT
	movq	%rax, %rbx
	testq	%r12, %r12
	je	.L2665
	leaq	.LC397(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	cmpb	$0, (%r12)
	movl	%eax, %r13d
	je	.L2449
	leaq	.LC386(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2921
.L2449:
	xorl	%eax, %eax
	testl	%r13d, %r13d
	sete	%al
.L2448:
	movl	%eax, 2608(%rsp)
	testq	%rbx, %rbx
	je	.L2451
	cmpb	$0, (%rbx)
	jne	.L2922
.L2451:
	movslq	8(%rsp), %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L2923
	movl	8(%rsp), %eax
	subl	$1, %eax
	movl	%eax, 48(%rsp)
	testl	%eax, %eax
	jle	.L2666
	xorl	%r14d, %r14d
.L2460:
	leal	1(%r14), %r12d
	movslq	%r12d, %rax
	movq	0(%rbp,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L2705
	cmpb	$104, 1(%r15)
	jne	.L2705
	cmpb	$0, 2(%r15)
	jne	.L2705
	movl	$-1, %eax
	leaq	.LC90(%rip), %r15
.L2456:
	leaq	104+OPTIONS(%rip), %r13
	xorl	%ebx, %ebx
	jmp	.L2459
	.p2align 4,,10
	.p2align 3
.L2457:
	addl	$1, %ebx
	cmpl	$54, %ebx
	je	.L2458
	movq	0(%r13), %rsi
	movq	%r15, %rdi
	addq	$104, %r13
	call	strcmp@PLT
.L2459:
	testl	%eax, %eax
	jne	.L2457
	movslq	%ebx, %rbx
	leaq	OPTIONS(%rip), %rdi
	movabsq	$5675921253449092805, %rdx
	leaq	(%rbx,%rbx,2), %rax
	leaq	(%rbx,%rax,4), %rax
	imulq	%rax, %rdx
	cmpl	$1, 8(%rdi,%rax,8)
	adcl	$1, %r14d
	movl	%r14d, %r12d
	movb	$1, 2640(%rsp,%rdx)
.L2458:
	movl	%r12d, %r14d
	cmpl	%r12d, 48(%rsp)
	jg	.L2460
	xorl	%r9d, %r9d
	movq	%rbp, 48(%rsp)
	xorl	%r12d, %r12d
	movl	$1, %r14d
	movl	%r9d, 88(%rsp)
	movl	%r9d, 80(%rsp)
.L2472:
	movslq	%r14d, %rax
	leaq	0(,%rax,8), %rdi
	movq	%rdi, 56(%rsp)
	movq	48(%rsp), %rdi
	movq	(%rdi,%rax,8), %r13
	cmpb	$45, 0(%r13)
	jne	.L2706
	cmpb	$104, 1(%r13)
	jne	.L2706
	cmpb	$0, 2(%r13)
	movl	$-1, %edx
	leaq	.LC90(%rip), %rbx
	jne	.L2706
.L2462:
	leaq	OPTIONS(%rip), %rbp
	xorl	%r15d, %r15d
	movl	%edx, %eax
	jmp	.L2466
	.p2align 4,,10
	.p2align 3
.L2463:
	addl	$1, %r15d
	addq	$104, %rbp
	cmpl	$54, %r15d
	je	.L2906
	movq	0(%rbp), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L2466:
	movq	0(%rbp), %rdi
	testl	%eax, %eax
	jne	.L2463
	movl	%eax, %edx
	movslq	%r15d, %rax
	leaq	OPTIONS(%rip), %rbx
	leaq	(%rax,%rax,2), %rcx
	leaq	(%rax,%rcx,4), %rax
	movl	8(%rbx,%rax,8), %r8d
	testl	%r8d, %r8d
	jne	.L2906
	movl	%edx, 64(%rsp)
	leal	1(%r14), %eax
	cmpl	%eax, 8(%rsp)
	jle	.L2465
	leaq	.LC403(%rip), %rsi
	movq	%rdi, 96(%rsp)
	movl	$1, %ebx
	call	strcmp@PLT
	movq	96(%rsp), %rdi
	leaq	.LC404(%rip), %rsi
	testl	%eax, %eax
	movl	80(%rsp), %eax
	cmove	%ebx, %eax
	movl	%eax, 80(%rsp)
	call	strcmp@PLT
	movq	96(%rsp), %rdi
	leaq	.LC331(%rip), %rsi
	testl	%eax, %eax
	cmovne	88(%rsp), %ebx
	movl	%ebx, 88(%rsp)
	call	strcmp@PLT
	movq	48(%rsp), %rbx
	movq	56(%rsp), %rdi
	movq	%r13, %xmm0
	testl	%eax, %eax
	movl	64(%rsp), %edx
	movq	8(%rbx,%rdi), %rsi
	movq	%rsi, %xmm7
	punpcklqdq	%xmm7, %xmm0
	je	.L2924
	movq	16(%rsp), %rdi
	movslq	%r12d, %rax
	movl	$1, %ecx
	addl	$2, %r12d
	movups	%xmm0, (%rdi,%rax,8)
	leal	2(%r14), %eax
.L2470:
	movl	%eax, %r14d
	cmpl	%eax, 8(%rsp)
	jle	.L2699
	testb	%cl, %cl
	jne	.L2472
.L2699:
	movl	%r12d, 48(%rsp)
	testl	%edx, %edx
	je	.L2454
.L2908:
	movq	16(%rsp), %rdi
	call	free@PLT
.L2510:
	movq	40(%rsp), %rdi
	call	usage_error
	movl	%eax, %r15d
.L2506:
	movq	2600(%rsp), %rdi
	call	free@PLT
	movq	2768(%rsp), %rdi
	call	free@PLT
	jmp	.L2347
	.p2align 4,,10
	.p2align 3
.L2704:
	leaq	.LC91(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L2440
.L2920:
	movq	(%rax), %rdi
	leaq	.LC90(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2444
	call	print_usage
.L2353:
	xorl	%r15d, %r15d
.L2347:
	addq	$8040, %rsp
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
.L2906:
	.cfi_restore_state
	leal	1(%r14), %eax
.L2465:
	movq	16(%rsp), %rdi
	movslq	%r12d, %rdx
	movl	$1, %ecx
	addl	$1, %r12d
	movq	%r13, (%rdi,%rdx,8)
	xorl	%edx, %edx
	jmp	.L2470
.L2706:
	leaq	.LC91(%rip), %rsi
	movq	%r13, %rdi
	movq	%r13, %rbx
	call	strcmp@PLT
	movl	%eax, %edx
	jmp	.L2462
.L2705:
	leaq	.LC91(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	jmp	.L2456
.L2924:
	movq	40(%rsp), %rdx
	movq	32(%rsp), %rdi
	call	apply_scenario.constprop.0
	testl	%eax, %eax
	movl	%eax, %edx
	leal	2(%r14), %eax
	sete	%cl
	jmp	.L2470
.L2919:
	movq	8(%rbp), %rbx
	leaq	.LC326(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2925
	leaq	.LC329(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %r14d
	call	strcmp@PLT
	movl	%eax, 88(%rsp)
	testl	%eax, %eax
	jne	.L2354
	movq	40(%rsp), %r12
	leaq	OPTIONS(%rip), %rbx
	xorl	%ebp, %ebp
	leaq	set_choice(%rip), %r15
	jmp	.L2362
	.p2align 4,,10
	.p2align 3
.L2355:
	leaq	.LC331(%rip), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
	movq	%r14, %rcx
	movl	$96, %esi
	movq	%r12, %rdi
	movl	%eax, 32(%rsp)
	leaq	.LC330(%rip), %rdx
	xorl	%eax, %eax
	movq	48(%rbx), %r13
	call	snprintf@PLT
	movl	32(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L2356
	xorl	%ecx, %ecx
	testq	%r13, %r13
	movl	$1, %esi
	movq	%r12, %rdi
	setne	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movq	%r14, %rcx
	movl	$96, %esi
	movq	%r12, %rdi
	leaq	.LC332(%rip), %rdx
	addl	%eax, %ebp
	xorl	%eax, %eax
	call	snprintf@PLT
	xorl	%edx, %edx
	cmpq	%r15, %r13
	je	.L2926
.L2360:
	leaq	set_cross_check(%rip), %rax
	leaq	set_flag(%rip), %rdi
	cmpq	%rax, %r13
	sete	%al
	cmpq	%rdi, %r13
	leaq	set_trace(%rip), %rdi
	sete	%cl
	orl	%ecx, %eax
	cmpq	%rdi, %r13
	sete	%cl
	orl	%ecx, %eax
	leaq	set_arrivals(%rip), %rcx
	cmpq	%rcx, %r13
	sete	%cl
	orl	%ecx, %eax
	leaq	set_text(%rip), %rcx
	cmpq	%rcx, %r13
	sete	%cl
	orl	%ecx, %eax
	leaq	set_time(%rip), %rcx
	cmpq	%rcx, %r13
	sete	%cl
	orl	%ecx, %eax
	leaq	set_duration(%rip), %rcx
	cmpq	%rcx, %r13
	sete	%cl
	orl	%ecx, %eax
	movl	$1, %ecx
	movzbl	%al, %eax
	orl	%edx, %eax
	jne	.L2358
.L2640:
	xorl	%ecx, %ecx
	cmpq	$0, 88(%rbx)
	setne	%cl
.L2358:
	xorl	%r8d, %r8d
	movl	$1, %esi
	xorl	%edx, %edx
	movq	%r12, %rdi
	call	expect
	addq	$104, %rbx
	addl	%eax, %ebp
	leaq	5616+OPTIONS(%rip), %rax
	cmpq	%rbx, %rax
	je	.L2927
.L2362:
	cmpl	$2, 8(%rbx)
	movq	(%rbx), %r14
	jne	.L2355
	movq	%r14, %rcx
	leaq	.LC330(%rip), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	movl	$96, %esi
	movq	48(%rbx), %r13
	call	snprintf@PLT
.L2356:
	xorl	%ecx, %ecx
	testq	%r13, %r13
	movl	$1, %esi
	movq	%r12, %rdi
	sete	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movq	%r14, %rcx
	movl	$96, %esi
	movq	%r12, %rdi
	addl	%eax, %ebp
	leaq	.LC332(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$1, %ecx
	cmpq	%r15, %r13
	jne	.L2358
	cmpq	$0, 96(%rbx)
	je	.L2648
	movl	$1, %edx
	jmp	.L2360
.L2665:
	xorl	%eax, %eax
	jmp	.L2448
.L2921:
	testl	%r13d, %r13d
	je	.L2449
	movq	40(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC398(%rip), %r8
	leaq	.LC399(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2510
.L2926:
	cmpq	$0, 96(%rbx)
	jne	.L2640
.L2648:
	xorl	%ecx, %ecx
	jmp	.L2358
.L2666:
	xorl	%esi, %esi
	movl	%esi, 80(%rsp)
	movl	%esi, 88(%rsp)
	movl	%esi, 48(%rsp)
.L2454:
	movq	32(%rsp), %rbx
	leaq	.LC405(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	testl	%eax, %eax
	jne	.L2670
	leaq	.LC406(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	testl	%eax, %eax
	movl	%eax, 8(%rsp)
	je	.L2928
.L2670:
	movl	$1, %r8d
	movl	$2, %ebp
.L2474:
	leaq	44+OPTIONS(%rip), %rdx
	xorl	%eax, %eax
	leaq	2640(%rsp), %r10
	jmp	.L2477
	.p2align 4,,10
	.p2align 3
.L2475:
	addq	$1, %rax
	addq	$104, %rdx
	cmpq	$54, %rax
	je	.L2929
.L2477:
	cmpb	$0, (%r10,%rax)
	je	.L2475
	movl	(%rdx), %ecx
	testl	%ecx, %ecx
	je	.L2475
	cltq
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	leaq	OPTIONS(%rip), %rdx
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC410(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	jmp	.L2908
.L2922:
	leaq	4384(%rsp), %rax
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbx, %rdi
	movq	%rax, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L2930
	movq	4384(%rsp), %rax
	movl	%eax, 2344(%rsp)
	jmp	.L2451
.L2929:
	leaq	32+OPTIONS(%rip), %r11
	xorl	%r14d, %r14d
	movl	%ebp, 56(%rsp)
	movl	%r8d, %ebp
	movq	%r11, %r13
	movq	%r14, %r9
	movq	%r10, %r8
	jmp	.L2491
.L2934:
	testl	%eax, %eax
	je	.L2931
.L2480:
	movq	0(%r13), %rcx
	testq	%rcx, %rcx
	jne	.L2932
.L2478:
	addq	$1, %r9
	addq	$104, %r13
	cmpq	$54, %r9
	je	.L2933
.L2491:
	cmpb	$0, (%r8,%r9)
	movq	$0, 2784(%rsp)
	je	.L2478
	movl	56(%rsp), %eax
	andl	8(%r13), %eax
	movl	%r9d, 8(%rsp)
	testl	%ebp, %ebp
	jne	.L2934
	testl	%eax, %eax
	jne	.L2480
	movl	56(%rsp), %ebp
	leaq	.LC310(%rip), %r8
	cmpl	$8, %ebp
	je	.L2482
	leaq	.LC311(%rip), %r8
	cmpl	$4, %ebp
	je	.L2482
	cmpl	$16, %ebp
	leaq	.LC313(%rip), %r8
	leaq	.LC312(%rip), %rax
	cmove	%rax, %r8
.L2482:
	movslq	8(%rsp), %rax
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	leaq	OPTIONS(%rip), %rdx
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC412(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2908
.L2932:
	leaq	4384(%rsp), %rax
	leaq	.LC53(%rip), %rdx
	movl	$128, %esi
	movq	%r8, 112(%rsp)
	movq	%rax, %rdi
	movq	%rax, 64(%rsp)
	movq	%rax, %rbx
	leaq	2784(%rsp), %r12
	xorl	%eax, %eax
	movq	%r9, 104(%rsp)
	movq	%rcx, 96(%rsp)
	call	snprintf@PLT
	movq	%r12, %rdx
	leaq	.LC42(%rip), %rsi
	movq	%rbx, %rdi
	call	strtok_r@PLT
	movq	96(%rsp), %rcx
	movq	104(%rsp), %r9
	testq	%rax, %rax
	movq	112(%rsp), %r8
	je	.L2490
	movl	%ebp, 96(%rsp)
	xorl	%r14d, %r14d
	movq	%rax, %rbx
	movq	%r8, %r15
	movq	%r13, 104(%rsp)
	movq	%rcx, 112(%rsp)
	movq	%r9, 120(%rsp)
.L2483:
	cmpb	$45, (%rbx)
	jne	.L2707
	cmpb	$104, 1(%rbx)
	jne	.L2707
	cmpb	$0, 2(%rbx)
	jne	.L2707
	movl	$-1, %eax
	leaq	.LC90(%rip), %rbx
.L2486:
	leaq	104+OPTIONS(%rip), %r13
	xorl	%ebp, %ebp
	jmp	.L2489
	.p2align 4,,10
	.p2align 3
.L2487:
	addl	$1, %ebp
	cmpl	$54, %ebp
	je	.L2681
	movq	0(%r13), %rsi
	movq	%rbx, %rdi
	addq	$104, %r13
	call	strcmp@PLT
.L2489:
	testl	%eax, %eax
	jne	.L2487
	movabsq	$5675921253449092805, %rdi
	movslq	%ebp, %rdx
	leaq	(%rdx,%rdx,2), %rax
	leaq	(%rdx,%rax,4), %rax
	imulq	%rdi, %rax
	cmpb	$0, 2640(%rsp,%rax)
	setne	%al
	movzbl	%al, %eax
.L2488:
	movq	%r12, %rdx
	leaq	.LC42(%rip), %rsi
	xorl	%edi, %edi
	orl	%eax, %r14d
	call	strtok_r@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	jne	.L2483
	movl	96(%rsp), %ebp
	movq	104(%rsp), %r13
	movq	%r15, %r8
	movq	112(%rsp), %rcx
	movq	120(%rsp), %r9
	testl	%r14d, %r14d
	jne	.L2478
.L2490:
	movq	%rcx, %rdi
	movl	$32, %esi
	movq	%rcx, %rbx
	call	strchr@PLT
	leaq	.LC315(%rip), %r9
	movq	64(%rsp), %rsi
	movq	%rbx, %rdi
	testq	%rax, %rax
	leaq	.LC314(%rip), %rax
	leaq	OPTIONS(%rip), %rdx
	cmovne	%rax, %r9
	movslq	8(%rsp), %rax
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %r10
	call	alternatives.constprop.0
	leaq	.LC413(%rip), %rdx
	movl	$2048, %esi
	movq	%rax, %r8
	pushq	%rax
	.cfi_def_cfa_offset 8104
	movq	%r10, %rcx
	xorl	%eax, %eax
	pushq	%r10
	.cfi_def_cfa_offset 8112
	movq	56(%rsp), %rdi
	call	snprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 8104
	popq	%rdx
	.cfi_def_cfa_offset 8096
	jmp	.L2908
	.p2align 4,,10
	.p2align 3
.L2707:
	leaq	.LC91(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L2486
.L2681:
	xorl	%eax, %eax
	jmp	.L2488
.L2927:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC333(%rip), %rdi
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC334(%rip), %rdi
	leal	(%rax,%rbp), %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC335(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC336(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC337(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC338(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC339(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC340(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC341(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC342(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC343(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC344(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC345(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC346(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	raw.11(%rip), %rbp
	movdqa	.LC347(%rip), %xmm0
	addl	%eax, %ebx
	leaq	80000(%rbp), %rdx
	movq	%rbp, %rax
.L2363:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.L2363
	movq	$100000000, 80000+raw.11(%rip)
	xorl	%ecx, %ecx
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L2368
.L2935:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L2367
.L2368:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %esi
	cmpq	$9999, %rax
	jbe	.L2364
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rsi
.L2364:
	addq	%rcx, %rsi
	movq	%rsi, %rcx
	jnc	.L2935
	xorl	%ecx, %ecx
.L2367:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	leaq	.LC348(%rip), %rdi
	leaq	fixed.10(%rip), %r12
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
	leaq	.LC349(%rip), %rdi
	leaq	176(%rsp), %rbp
	call	expect
	xorl	%ecx, %ecx
	movl	$1000, %edx
	movq	%r12, %rdi
	leaq	208(%rsp), %r8
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise.isra.0
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1000, %esi
	movq	216(%rsp), %rcx
	leaq	.LC350(%rip), %rdi
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	224(%rsp), %rcx
	leaq	.LC351(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	232(%rsp), %rcx
	leaq	.LC352(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	256(%rsp), %rcx
	leaq	.LC353(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	272(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	280(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC354(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC355(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC356(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC357(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC358(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	176(%rsp), %rdi
	movl	$8, %ecx
	xorl	%edx, %edx
	leal	(%rbx,%rax), %r14d
	xorl	%eax, %eax
	movl	$9, %r8d
	movl	$700, %esi
	rep stosl
	xorl	%eax, %eax
	leaq	1616(%rsp), %rdi
	movl	$64, %ecx
	movq	%rdi, 16(%rsp)
	rep stosq
	movl	$1, %ecx
	movq	%rbp, %rdi
	call	dist_add.part.0
	cmpl	$0, 200(%rsp)
	jne	.L2370
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%rbp, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 200(%rsp)
	jne	.L2370
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%rbp, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L2370:
	movq	184(%rsp), %r11
	movq	176(%rsp), %rcx
	xorl	%r10d, %r10d
	xorl	%edi, %edi
	movq	16(%rsp), %rbx
.L2375:
	cmpq	%r11, %r10
	je	.L2652
	xorl	%r9d, %r9d
	cmpq	$0, 24(%rcx)
	je	.L2372
.L2377:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%rbx,%rdi,8), %r8
	je	.L2374
	.p2align 4,,10
	.p2align 3
.L2371:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L2371
	leaq	1(%rdx,%rdi), %rdi
.L2374:
	addq	$1, %r9
	cmpq	24(%rcx), %r9
	jb	.L2377
.L2372:
	addq	$1, %r10
	addq	$32, %rcx
	jmp	.L2375
.L2925:
	movq	40(%rsp), %rdx
	leaq	4384(%rsp), %rsi
	leaq	2784(%rsp), %rdi
	call	estimate_ghz
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L2889
	movsd	5984(%rsp), %xmm3
	movl	$7, %esi
	movl	$4, %eax
	movsd	4384(%rsp), %xmm2
	movsd	2784(%rsp), %xmm1
	leaq	.LC327(%rip), %rdi
	call	printf@PLT
	jmp	.L2353
.L2652:
	leaq	288(%rsp), %rax
	movl	%r14d, %r12d
	xorl	%r15d, %r15d
	movq	%rbp, %r14
	movq	%rax, 32(%rsp)
	leaq	368(%rsp), %rax
	movq	%rdi, %rbp
	movq	%rax, 48(%rsp)
.L2376:
	movq	32(%rsp), %rcx
	movl	%r15d, %edx
	movl	$2000, %esi
	movq	%r14, %rdi
	movl	$8, %r13d
	call	dist_summarise
	movq	48(%rsp), %r8
	movl	%r15d, %ecx
	movq	%rbp, %rsi
	movq	16(%rsp), %rdi
	movl	$2000, %edx
	call	summarise.isra.0
	movq	288(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	368(%rsp), %rsi
	leaq	.LC359(%rip), %rdi
	call	expect
	leal	(%rax,%r12), %ebx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%r15,8), %r12
.L2378:
	leaq	-8+PCT_NAME(%rip), %rax
	movq	40(%rsp), %rdi
	movq	%r12, %r9
	leaq	.LC360(%rip), %rdx
	movq	(%rax,%r13), %rcx
	movl	$64, %esi
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	32(%rsp), %rax
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	40(%rsp), %rdi
	movq	(%rax,%r13), %rcx
	movq	48(%rsp), %rax
	movq	(%rax,%r13), %rsi
	addq	$8, %r13
	call	expect
	addl	%eax, %ebx
	cmpq	$56, %r13
	jne	.L2378
	movq	344(%rsp), %rcx
	movq	424(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC361(%rip), %rdi
	call	expect
	movq	352(%rsp), %rcx
	movq	360(%rsp), %r8
	leaq	.LC362(%rip), %rdi
	movq	432(%rsp), %rsi
	movq	440(%rsp), %rdx
	addl	%eax, %ebx
	call	expect
	leal	(%rbx,%rax), %r12d
	testq	%r15, %r15
	jne	.L2936
	movl	$1, %r15d
	jmp	.L2376
.L2936:
	movq	%r14, %rbp
	leaq	880(%rsp), %rbx
	movl	%r12d, %r14d
	movq	%rbp, %rdi
	leaq	starts.9(%rip), %rbp
	call	dist_free
	xorl	%eax, %eax
	movl	$46, %ecx
	movq	%rbx, %rdi
	rep stosq
	movdqa	.LC363(%rip), %xmm0
	leaq	4384(%rsp), %rax
	leaq	80(%rbp), %r12
	movq	$100, 880(%rsp)
	movq	$2000, 944(%rsp)
	movq	%rax, 64(%rsp)
	movaps	%xmm0, 928(%rsp)
	jmp	.L2382
.L2939:
	leaq	1100(%r13), %rdx
.L2381:
	addq	$1, 4392(%rsp)
	addq	$5000, %rax
	movq	%rax, 4384(%rsp)
	cmpq	%rdx, %rax
	jb	.L2937
.L2379:
	movq	32(%rsp), %rcx
	movq	40(%rsp), %rdi
	movq	%rdx, %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	addq	$8, %rbp
	call	expect
	addl	%eax, %r14d
	cmpq	%r12, %rbp
	je	.L2938
.L2382:
	movq	64(%rsp), %rdi
	movq	%rbx, %rsi
	call	server_init
	movq	0(%rbp), %r13
	movq	40(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC364(%rip), %rdx
	movl	$64, %esi
	movq	%r13, %rcx
	call	snprintf@PLT
	movl	$100, %edx
	movq	%r13, %rsi
	movq	%rbx, %rdi
	call	ref_serve
	leaq	100(%r13), %rdx
	movq	%rax, 32(%rsp)
	movq	4384(%rsp), %rax
	cmpq	%rdx, %rax
	jnb	.L2379
	cmpq	%rax, %r13
	jb	.L2939
	leaq	1000(%rax), %rcx
	cmpq	%rcx, %r13
	jnb	.L2381
	leaq	1100(%rax), %rdx
	jmp	.L2381
.L2937:
	movq	64(%rsp), %rdi
	movl	$5000, %r9d
	movl	$100, %ecx
	movq	%r13, %rsi
	movl	$1000, %r8d
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L2379
.L2938:
	movl	$100, %edx
	movl	$1900, %esi
	movq	%rbx, %rdi
	xorl	%r12d, %r12d
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$2000, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC365(%rip), %rdi
	call	expect
	movl	$100, %edx
	movl	$1950, %esi
	movq	%rbx, %rdi
	leal	(%r14,%rax), %ebp
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$3050, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC366(%rip), %rdi
	call	expect
	movl	$100, %edx
	movl	$2500, %esi
	movq	%rbx, %rdi
	addl	%eax, %ebp
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$3100, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC367(%rip), %rdi
	call	expect
	movl	$3200000, %edi
	addl	%eax, %ebp
	call	malloc@PLT
	xorl	%ecx, %ecx
	movl	$42, %r9d
	movq	%r15, %r11
	movq	%rax, 16(%rsp)
	leaq	1248(%rsp), %rax
	movl	%ecx, 56(%rsp)
	movq	%rax, 80(%rsp)
.L2383:
	cmpq	$0, 16(%rsp)
	setne	%bl
	cmpq	$5, %r12
	ja	.L2698
	testb	%bl, %bl
	je	.L2698
	leaq	ST_E(%rip), %rax
	leaq	2784(%rsp), %rdi
	movl	%ebp, 72(%rsp)
	movq	%r9, %rbp
	movq	(%rax,%r12,8), %r15
	movq	%rdi, 32(%rsp)
	leaq	ST_TOP(%rip), %rax
	movq	%r12, 96(%rsp)
	movq	%r11, %r12
	movq	%rax, %r11
	leaq	(%r15,%r15,2), %r14
	movq	%r14, %r9
.L2396:
	movq	80(%rsp), %rdi
	movl	$46, %ecx
	xorl	%eax, %eax
	movq	(%r11), %r8
	movabsq	$-4658895280553007687, %rbx
	movabsq	$-7723592293110705685, %r10
	rep stosq
	movq	32(%rsp), %rdi
	movq	$1000, 1440(%rsp)
	movq	%rdi, %rsi
	jmp	.L2387
	.p2align 4,,10
	.p2align 3
.L2941:
	movq	-8(%rdi), %rax
.L2385:
	addl	$1, %ecx
	movq	%rax, (%rdi)
	addq	$8, %rdi
	cmpl	$200, %ecx
	je	.L2940
.L2387:
	movl	%ecx, %eax
	andl	$3, %eax
	cmpl	$1, %eax
	je	.L2941
	movabsq	$-7046029254386353131, %rax
	imull	$954437177, %ecx, %r13d
	addq	%rax, %rbp
	movq	%rbp, %rax
	shrq	$30, %rax
	xorq	%rbp, %rax
	imulq	%rbx, %rax
	movq	%rax, %rdx
	shrq	$27, %rdx
	xorq	%rax, %rdx
	imulq	%r10, %rdx
	movq	%rdx, %rax
	shrq	$31, %rax
	xorq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r8
	cmpl	$477218589, %r13d
	leaq	(%rdx,%r9), %rax
	cmovnb	%rdx, %rax
	jmp	.L2385
.L2940:
	movq	32(%rsp), %rax
	xorl	%ecx, %ecx
	leaq	1600(%rax), %rdi
	jmp	.L2392
	.p2align 4,,10
	.p2align 3
.L2943:
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	je	.L2942
.L2392:
	movq	(%rsi), %rax
	movq	%r12, %r10
	cmpq	%r15, %rax
	jb	.L2388
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, %r10
.L2388:
	addq	%rcx, %r10
	setc	%bl
	movq	%r10, %rcx
	movzbl	%bl, %ebx
	jnc	.L2943
	xorl	%edi, %edi
	xorl	%ebx, %ebx
.L2391:
	leaq	4384(%rsp), %rax
	movq	%r8, 104(%rsp)
	leaq	608(%rsp), %r14
	movq	%rax, 48(%rsp)
	leaq	528(%rsp), %r13
	leaq	448(%rsp), %r10
	movq	%r11, 120(%rsp)
	movq	%r9, 136(%rsp)
	movq	%r12, 112(%rsp)
	movq	%r14, %r12
	movq	%r13, %r14
	movl	%edi, %r13d
	movq	%rbp, 128(%rsp)
	movq	%r10, %rbp
.L2395:
	movq	16(%rsp), %rcx
	movq	32(%rsp), %rdi
	movq	%r15, %rdx
	movl	$200, %esi
	movl	$400000, %r8d
	call	correct_co
	movq	16(%rsp), %rdi
	movq	%rbp, %r8
	movl	%r13d, %ecx
	movq	%rax, %rsi
	movl	$1000, %edx
	call	summarise.isra.0
	movq	16(%rsp), %rcx
	movq	32(%rsp), %rdi
	movq	%r15, %rdx
	movl	$400000, %r8d
	movl	$200, %esi
	call	correct_co
	movq	80(%rsp), %rdx
	movq	%r12, %rcx
	movq	16(%rsp), %rdi
	movq	%rax, %rsi
	movl	%r13d, 1448(%rsp)
	call	ref_summary
	movq	64(%rsp), %rdi
	movq	32(%rsp), %rsi
	movl	$200, %ecx
	rep movsq
	movq	48(%rsp), %rax
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movl	$200, %esi
	movq	%rax, %rdi
	movq	%rax, 64(%rsp)
	call	qsort@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 8104
	movq	%r15, %rdx
	movl	%r13d, %r8d
	pushq	%r14
	.cfi_def_cfa_offset 8112
	movq	56(%rsp), %r9
	movl	$1000, %ecx
	movl	$200, %esi
	movq	64(%rsp), %rdi
	call	corrected_summarise
	popq	%rax
	.cfi_def_cfa_offset 8104
	movl	$8, %eax
	popq	%rdx
	.cfi_def_cfa_offset 8096
	.p2align 4,,10
	.p2align 3
.L2394:
	movq	0(%rbp,%rax), %rcx
	xorl	%edx, %edx
	cmpq	%rcx, (%r14,%rax)
	setne	%dl
	cmpq	%rcx, (%r12,%rax)
	setne	%cl
	addq	$8, %rax
	movzbl	%cl, %ecx
	addl	%ecx, %edx
	movslq	%edx, %rdx
	addq	%rdx, %rbx
	cmpq	$56, %rax
	jne	.L2394
	movq	448(%rsp), %r8
	xorl	%eax, %eax
	cmpq	%r8, 528(%rsp)
	setne	%al
	movq	504(%rsp), %rdi
	xorl	%esi, %esi
	cmpq	%rdi, 584(%rsp)
	setne	%sil
	movq	512(%rsp), %rdx
	movq	520(%rsp), %rcx
	addl	%esi, %eax
	movq	600(%rsp), %r9
	movq	592(%rsp), %rsi
	xorq	%rcx, %r9
	xorq	%rdx, %rsi
	orq	%r9, %rsi
	cmpq	$1, %rsi
	sbbl	$-1, %eax
	xorl	%esi, %esi
	cmpq	%r8, 608(%rsp)
	setne	%sil
	addl	%esi, %eax
	xorl	%esi, %esi
	cmpq	%rdi, 664(%rsp)
	setne	%sil
	xorq	672(%rsp), %rdx
	xorq	680(%rsp), %rcx
	orq	%rcx, %rdx
	addl	%esi, %eax
	cmpq	$1, %rdx
	sbbl	$-1, %eax
	cltq
	addq	%rax, %rbx
	testl	%r13d, %r13d
	jne	.L2944
	movl	$1, %r13d
	jmp	.L2395
.L2942:
	cmpq	$400000, %r10
	jbe	.L2945
.L2393:
	addq	$8, %r11
	leaq	32+ST_TOP(%rip), %rax
	cmpq	%r11, %rax
	jne	.L2396
	movq	%r12, %r11
	movq	96(%rsp), %r12
	movq	%rbp, %r9
	movl	72(%rsp), %ebp
	addq	$1, %r12
	jmp	.L2383
.L2944:
	movq	120(%rsp), %r11
	movq	104(%rsp), %r8
	movq	%r15, %rcx
	xorl	%eax, %eax
	movq	136(%rsp), %r9
	movl	$192, %esi
	movq	112(%rsp), %r12
	leaq	688(%rsp), %r13
	leaq	.LC368(%rip), %rdx
	movq	%r13, %rdi
	movq	%r11, 104(%rsp)
	movq	128(%rsp), %rbp
	movq	%r9, 48(%rsp)
	call	snprintf@PLT
	movq	%rbx, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movq	%r13, %rdi
	call	expect
	movq	104(%rsp), %r11
	addl	%eax, 56(%rsp)
	movq	48(%rsp), %r9
	jmp	.L2393
.L2698:
	movq	16(%rsp), %rdi
	call	free@PLT
	movzbl	%bl, %ecx
	xorl	%r8d, %r8d
	movl	$1, %esi
	leaq	.LC369(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	56(%rsp), %edi
	movl	$16, %ecx
	movdqa	.LC370(%rip), %xmm0
	movl	8(%rsp), %r8d
	movq	40(%rsp), %r11
	addl	%edi, %eax
	leaq	6000(%rsp), %rdi
	addl	%ebp, %eax
	movl	%eax, 104(%rsp)
	xorl	%eax, %eax
	rep stosl
	leaq	SERVICE_DISTS(%rip), %rax
	movaps	%xmm0, 5984(%rsp)
	movq	%rax, 96(%rsp)
	movq	%rax, %rdi
.L2399:
	movslq	%r8d, %r9
	movq	64(%rdi), %rsi
	movq	%r11, %rax
	xorl	%edx, %edx
	leaq	(%r11,%r9,8), %r10
.L2403:
	xorl	%ecx, %ecx
	cmpq	%rsi, (%rax)
	sete	%cl
	addq	$8, %rax
	orl	%ecx, %edx
	cmpq	%r10, %rax
	jne	.L2403
	andb	$1, %dl
	jne	.L2404
	testq	%rsi, %rsi
	je	.L2404
	addl	$1, %r8d
	movq	%rsi, 5984(%rsp,%r9,8)
	movslq	%r8d, %r9
.L2404:
	movq	72(%rdi), %rsi
	leaq	(%r11,%r9,8), %r10
	movq	%r11, %rax
	xorl	%edx, %edx
.L2400:
	xorl	%ecx, %ecx
	cmpq	%rsi, (%rax)
	sete	%cl
	addq	$8, %rax
	orl	%ecx, %edx
	cmpq	%r10, %rax
	jne	.L2400
	testq	%rsi, %rsi
	je	.L2401
	andb	$1, %dl
	jne	.L2401
	movq	%rsi, 5984(%rsp,%r9,8)
	addl	$1, %r8d
.L2401:
	addq	$96, %rdi
	leaq	384+SERVICE_DISTS(%rip), %rax
	cmpq	%rdi, %rax
	jne	.L2399
	movq	40(%rsp), %rbp
	leal	-1(%r8), %esi
	movl	$42, %edx
	xorl	%ebx, %ebx
	movl	%esi, 72(%rsp)
	xorl	%r9d, %r9d
	xorl	%eax, %eax
	xorl	%r15d, %r15d
	leaq	8(%rbp), %rdi
	leal	-2(%r8), %r14d
	movsd	.LC0(%rip), %xmm2
	movabsq	$-4658895280553007687, %r11
	movabsq	$-7723592293110705685, %r10
	movq	%rdi, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L2402:
	movq	%rdx, %r13
	pxor	%xmm3, %xmm3
	movl	72(%rsp), %edi
	movq	%rax, 8(%rsp)
	movabsq	$-7046029254386353131, %rcx
	addq	$1, %rax
	xorl	%r12d, %r12d
	addq	%rcx, %rdx
	movq	%rdi, 32(%rsp)
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
.L2408:
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
	movq	32(%rsp), %rax
	cmpq	%rax, %r13
	je	.L2406
	movl	%r14d, %eax
	movq	16(%rsp), %rdi
	leaq	(%r12,%r13,8), %rdx
	subl	%r13d, %eax
	addq	%r13, %rax
	leaq	(%rdi,%rax,8), %rsi
	.p2align 4,,10
	.p2align 3
.L2407:
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
	jne	.L2407
	addq	$1, %r13
	jmp	.L2408
	.p2align 4,,10
	.p2align 3
.L2406:
	movq	48(%rsp), %rdx
	movq	56(%rsp), %rax
	movq	%r12, %rbp
	movabsq	$626981770695586354, %rcx
	cmpq	%rcx, %rdx
	jne	.L2402
	movq	%r9, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC371(%rip), %rdi
	movabsq	$7809158642386836312, %r13
	movabsq	$-4658895280553007687, %rbp
	call	expect
	movq	%rbx, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movl	%eax, %r12d
	leaq	.LC372(%rip), %rdi
	movabsq	$-7723592293110705685, %rbx
	call	expect
	pxor	%xmm3, %xmm3
	addl	%eax, %r12d
	movq	.LC0(%rip), %rax
	movsd	%xmm3, 8(%rsp)
	movq	%rax, %xmm2
	jmp	.L2414
	.p2align 4,,10
	.p2align 3
.L2947:
	cvttsd2siq	%xmm1, %rax
	testq	%rax, %rax
	js	.L2412
.L2948:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2409:
	movabsq	$-7046029254386353131, %rax
	addsd	8(%rsp), %xmm0
	addq	%rax, %r13
	movabsq	$4078304265537237400, %rax
	movsd	%xmm0, 8(%rsp)
	cmpq	%rax, %r13
	je	.L2946
.L2414:
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
	xorpd	.LC161(%rip), %xmm0
	call	log1p@PLT
	mulsd	.LC168(%rip), %xmm0
	movsd	.LC27(%rip), %xmm1
	movq	.LC1(%rip), %rax
	subsd	%xmm0, %xmm1
	movq	%rax, %xmm0
	movq	.LC0(%rip), %rax
	movq	%rax, %xmm2
	comisd	%xmm1, %xmm0
	ja	.L2409
	movq	.LC165(%rip), %rax
	movq	%rax, %xmm0
	comisd	%xmm0, %xmm1
	jnb	.L2409
	comisd	.LC73(%rip), %xmm1
	jb	.L2947
	subsd	.LC73(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	testq	%rax, %rax
	jns	.L2948
.L2412:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2409
.L2946:
	movsd	.LC70(%rip), %xmm6
	movapd	%xmm0, %xmm3
	xorl	%ecx, %ecx
	movl	$1, %esi
	divsd	.LC373(%rip), %xmm3
	movapd	%xmm3, %xmm0
	subsd	.LC168(%rip), %xmm0
	andpd	.LC56(%rip), %xmm0
	leaq	.LC374(%rip), %rdi
	leaq	NAMED.7(%rip), %r14
	comisd	%xmm0, %xmm6
	leaq	SERVICE_DISTS(%rip), %rbp
	leaq	.LC375(%rip), %rbx
	seta	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	xorl	%r15d, %r15d
	call	expect
	addl	%eax, %r12d
	movl	104(%rsp), %eax
	addl	%eax, %r12d
.L2415:
	movq	(%r14), %r13
	movq	40(%rsp), %rdi
	movq	%rbx, %rdx
	movl	$96, %esi
	xorl	%eax, %eax
	addq	$96, %rbp
	addq	$8, %r14
	movq	%r13, %r8
	movq	%r13, %rcx
	call	snprintf@PLT
	movq	-96(%rbp), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
	movq	40(%rsp), %rdi
	xorl	%esi, %esi
	xorl	%edx, %edx
	movslq	%eax, %r8
	movq	%r8, %rcx
	sarq	$63, %r8
	call	expect
	addl	%eax, %r15d
	leaq	384+SERVICE_DISTS(%rip), %rax
	cmpq	%rbp, %rax
	jne	.L2415
	movl	%r12d, 48(%rsp)
	movq	40(%rsp), %rbx
.L2437:
	xorl	%eax, %eax
	movl	$81, %ecx
	movq	%rbx, %rdi
	xorl	%r11d, %r11d
	rep stosq
	movq	96(%rsp), %rax
	movq	%r11, 528(%rsp)
	movq	$100000, 5984(%rsp)
	movq	$7, 6080(%rsp)
	movq	(%rax), %r14
	testq	%r14, %r14
	je	.L2661
	cmpq	$0, 8(%rax)
	je	.L2416
	cmpq	$0, 80(%rax)
	je	.L2416
	movq	56(%rax), %r9
	cmpq	$0, 48(%rax)
	movq	%r14, %rcx
	movl	$160, %esi
	movq	80(%rsp), %r12
	setne	%bpl
	leaq	.LC376(%rip), %rdx
	testq	%r9, %r9
	movq	%r9, 8(%rsp)
	sete	%r13b
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	%ebp, %ecx
	xorl	%r8d, %r8d
	movl	$1, %esi
	xorl	%r13d, %ecx
	xorl	%edx, %edx
	movq	%r12, %rdi
	movzbl	%cl, %ecx
	call	expect
	addl	%eax, %r15d
	cmpb	%r13b, %bpl
	je	.L2418
	movl	88(%rsp), %eax
	movq	8(%rsp), %r9
	movl	%eax, 5992(%rsp)
	testq	%r9, %r9
	je	.L2949
.L2419:
	leaq	2784(%rsp), %r12
	movq	%r9, %rcx
	movl	$256, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	leaq	.LC53(%rip), %rdx
	leaq	528(%rsp), %r13
	call	snprintf@PLT
	leaq	.LC42(%rip), %rbp
	movq	%r12, %rdi
	movq	%r13, %rdx
	movq	%rbp, %rsi
	call	strtok_r@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	je	.L2420
.L2424:
	movq	%r13, %rdx
	movq	%rbp, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rdx
	testq	%rax, %rax
	je	.L2423
	movq	64(%rsp), %rcx
	movl	$256, %r8d
	movq	%r12, %rsi
	movq	%rbx, %rdi
	call	apply_option
	testl	%eax, %eax
	je	.L2422
.L2423:
	movl	$1, %ecx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC377(%rip), %rdi
	call	expect
	addl	%eax, %r15d
.L2422:
	movq	%r13, %rdx
	movq	%rbp, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	jne	.L2424
.L2420:
	movl	5992(%rsp), %ecx
	leaq	SERVICE_DISTS(%rip), %rdi
	imulq	$96, %rcx, %rdx
	movq	%rcx, %rax
	movq	32(%rdi,%rdx), %r8
	testq	%r8, %r8
	je	.L2425
	leaq	688(%rsp), %rdx
	leaq	608(%rsp), %rsi
	movq	%rbx, %rdi
	call	*%r8
	movl	5992(%rsp), %eax
.L2426:
	imulq	$96, %rax, %rax
	leaq	SERVICE_DISTS(%rip), %rdi
	addq	%rdi, %rax
	movq	40(%rax), %rdx
	testq	%rdx, %rdx
	je	.L2429
	movq	%rbx, %rdi
	call	*%rdx
	movq	%rax, %r13
.L2430:
	pxor	%xmm1, %xmm1
	xorl	%ebp, %ebp
	xorl	%r12d, %r12d
	movsd	%xmm1, 8(%rsp)
	jmp	.L2433
	.p2align 4,,10
	.p2align 3
.L2951:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2432:
	addsd	8(%rsp), %xmm0
	addq	$1, %r12
	movsd	%xmm0, 8(%rsp)
	cmpq	$200000, %r12
	je	.L2950
.L2433:
	movl	5992(%rsp), %eax
	leaq	SERVICE_DISTS(%rip), %rdx
	movq	%r12, %rsi
	movq	%rbx, %rdi
	leaq	(%rax,%rax,2), %rax
	salq	$5, %rax
	call	*8(%rdx,%rax)
	leaq	-1(%rax), %rdx
	cmpq	%r13, %rdx
	sbbq	$-1, %rbp
	testq	%rax, %rax
	jns	.L2951
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2432
.L2661:
	leaq	.LC321(%rip), %r14
.L2416:
	movq	%r14, %rcx
	movq	80(%rsp), %r14
	leaq	.LC376(%rip), %rdx
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
	addl	%eax, %r15d
.L2418:
	addl	$1, 88(%rsp)
	movl	88(%rsp), %eax
	addq	$96, 96(%rsp)
	cmpl	$4, %eax
	jne	.L2437
	movl	48(%rsp), %r12d
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	leaq	.LC382(%rip), %rdi
	leaq	.LC387(%rip), %rbp
	call	expect_time
	leal	(%r12,%r15), %ebx
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC383(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC384(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC385(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC386(%rip), %rdi
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
	leaq	.LC388(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC389(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	leaq	.LC390(%rip), %rdi
	addl	%eax, %ebx
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC391(%rip), %rdi
	addl	%eax, %ebx
	xorl	%r15d, %r15d
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC392(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC393(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC394(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%r15b
	jmp	.L2347
.L2950:
	pxor	%xmm2, %xmm2
	movapd	%xmm0, %xmm1
	xorl	%r12d, %r12d
	divsd	.LC373(%rip), %xmm1
	movapd	%xmm2, %xmm3
	movsd	%xmm1, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	jmp	.L2436
	.p2align 4,,10
	.p2align 3
.L2953:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2435:
	subsd	16(%rsp), %xmm0
	addq	$1, %r12
	movapd	%xmm0, %xmm1
	mulsd	%xmm0, %xmm1
	addsd	%xmm1, %xmm3
	mulsd	%xmm0, %xmm1
	mulsd	%xmm0, %xmm1
	addsd	8(%rsp), %xmm1
	movsd	%xmm1, 8(%rsp)
	cmpq	$200000, %r12
	je	.L2952
.L2436:
	movl	5992(%rsp), %eax
	leaq	SERVICE_DISTS(%rip), %rdx
	movq	%r12, %rsi
	movq	%rbx, %rdi
	movsd	%xmm3, 32(%rsp)
	leaq	(%rax,%rax,2), %rax
	salq	$5, %rax
	call	*8(%rdx,%rax)
	movsd	32(%rsp), %xmm3
	testq	%rax, %rax
	jns	.L2953
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2435
.L2952:
	movq	80(%rsp), %r12
	movq	%r14, %rcx
	movl	$160, %esi
	leaq	.LC378(%rip), %rdx
	movl	$1, %eax
	movapd	%xmm1, %xmm2
	divsd	.LC373(%rip), %xmm3
	divsd	.LC373(%rip), %xmm2
	movq	%r12, %rdi
	movsd	%xmm2, 40(%rsp)
	movsd	608(%rsp), %xmm0
	divsd	.LC70(%rip), %xmm0
	movsd	%xmm3, 8(%rsp)
	call	snprintf@PLT
	movsd	8(%rsp), %xmm3
	movsd	608(%rsp), %xmm4
	movapd	%xmm3, %xmm0
	movsd	%xmm4, 32(%rsp)
	divsd	.LC373(%rip), %xmm0
	call	sqrt@PLT
	movsd	32(%rsp), %xmm4
	xorl	%ecx, %ecx
	movq	%r12, %rdi
	movapd	%xmm0, %xmm1
	movsd	16(%rsp), %xmm0
	movl	$1, %esi
	mulsd	.LC54(%rip), %xmm1
	subsd	%xmm4, %xmm0
	mulsd	.LC379(%rip), %xmm4
	andpd	.LC56(%rip), %xmm0
	addsd	%xmm4, %xmm1
	comisd	%xmm0, %xmm1
	setnb	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movq	%r14, %rcx
	movl	$160, %esi
	movq	%r12, %rdi
	movsd	688(%rsp), %xmm0
	addl	%eax, %r15d
	leaq	.LC380(%rip), %rdx
	movl	$1, %eax
	call	snprintf@PLT
	movsd	8(%rsp), %xmm3
	movsd	608(%rsp), %xmm1
	movsd	688(%rsp), %xmm0
	movsd	40(%rsp), %xmm2
	movapd	%xmm3, %xmm4
	movsd	%xmm1, 32(%rsp)
	mulsd	%xmm1, %xmm0
	mulsd	%xmm3, %xmm3
	mulsd	%xmm1, %xmm0
	subsd	%xmm3, %xmm2
	divsd	.LC373(%rip), %xmm2
	subsd	%xmm0, %xmm4
	andpd	.LC56(%rip), %xmm4
	movapd	%xmm2, %xmm0
	movsd	%xmm4, 8(%rsp)
	call	sqrt@PLT
	movsd	32(%rsp), %xmm1
	xorl	%ecx, %ecx
	movq	%r12, %rdi
	movapd	%xmm0, %xmm2
	movsd	.LC379(%rip), %xmm0
	movl	$1, %esi
	mulsd	%xmm1, %xmm0
	mulsd	%xmm1, %xmm0
	movsd	.LC54(%rip), %xmm1
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
	addl	%eax, %r15d
	leaq	.LC381(%rip), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbp, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movq	%r12, %rdi
	call	expect
	addl	%eax, %r15d
	jmp	.L2418
.L2889:
	movl	$5, %edx
	movl	$7, %esi
	movl	$3, %eax
	movsd	5984(%rsp), %xmm2
	movsd	4384(%rsp), %xmm1
	leaq	.LC328(%rip), %rdi
	movsd	2784(%rsp), %xmm0
	call	printf@PLT
	jmp	.L2353
.L2928:
	leaq	.LC407(%rip), %rsi
	movq	%rbx, %rdi
	movl	$8, %ebp
	call	was_given
	movl	8(%rsp), %r8d
	testl	%eax, %eax
	jne	.L2474
	leaq	.LC408(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	testl	%eax, %eax
	movl	%eax, 8(%rsp)
	jne	.L2672
	leaq	.LC409(%rip), %rsi
	movq	%rbx, %rdi
	movl	$4, %ebp
	call	was_given
	movl	8(%rsp), %r8d
	testl	%eax, %eax
	jne	.L2474
	leaq	.LC312(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %ebp
	call	was_given
	movl	%eax, %r8d
	testl	%eax, %eax
	je	.L2474
	xorl	%r8d, %r8d
	movl	$16, %ebp
	jmp	.L2474
.L2429:
	movq	24(%rax), %rax
	movq	5984(%rsp), %r13
	imulq	%rax, %r13
	cmpq	$1, %rax
	seta	%al
	movzbl	%al, %eax
	addq	%rax, %r13
	jmp	.L2430
.L2425:
	movq	5984(%rsp), %rdx
	testq	%rdx, %rdx
	js	.L2427
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2428:
	imulq	$96, %rcx, %rcx
	leaq	SERVICE_DISTS(%rip), %rdi
	movsd	%xmm0, 608(%rsp)
	movsd	16(%rdi,%rcx), %xmm0
	movsd	%xmm0, 688(%rsp)
	jmp	.L2426
.L2949:
	leaq	.LC8(%rip), %r9
	jmp	.L2419
.L2930:
	movq	40(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC400(%rip), %r8
	leaq	.LC401(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2510
.L2933:
	movl	88(%rsp), %ebx
	testl	%ebx, 80(%rsp)
	je	.L2954
	movq	40(%rsp), %rdi
	leaq	.LC414(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC415(%rip), %rcx
	leaq	.LC416(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2908
.L2954:
	movq	16(%rsp), %r15
	movq	32(%rsp), %rdi
	movq	40(%rsp), %rcx
	movl	48(%rsp), %esi
	movq	%r15, %rdx
	call	apply_args.constprop.0
	movq	%r15, %rdi
	movl	%eax, %ebx
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L2510
	cmpl	$0, 2576(%rsp)
	je	.L2495
	cmpl	$0, 2496(%rsp)
	jne	.L2955
	movq	2568(%rsp), %rbx
	testq	%rbx, %rbx
	je	.L2956
.L2501:
	leaq	2784(%rsp), %r15
	movq	%rbx, %rcx
	movl	$1100, %esi
	xorl	%eax, %eax
	leaq	.LC423(%rip), %rdx
	movq	%r15, %rdi
	call	snprintf@PLT
	leaq	4384(%rsp), %rax
	movq	%r15, %rdi
	movl	$1200, %edx
	movq	%rax, %rsi
	movq	%rax, 64(%rsp)
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2957
	call	fclose@PLT
	movq	64(%rsp), %rdi
	call	remove@PLT
.L2504:
	leaq	1616(%rsp), %rax
	movq	2592(%rsp), %r8
	movq	2584(%rsp), %rcx
	leaq	.LC425(%rip), %rdx
	movq	%rax, 16(%rsp)
	movq	%rax, %rdi
	movl	$96, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	cmpl	$1, 2496(%rsp)
	je	.L2958
.L2507:
	movq	2504(%rsp), %r12
	movq	%r12, %rax
	orq	2512(%rsp), %rax
	jne	.L2509
	cmpl	$0, 2608(%rsp)
	movabsq	$20000000000, %rdx
	movabsq	$5000000000, %rax
	cmove	%rdx, %rax
	movq	%rax, %r12
.L2509:
	movq	2528(%rsp), %rax
	movq	40(%rsp), %rsi
	movq	32(%rsp), %rdi
	movq	%rax, 2224(%rsp)
	call	resolve_conflicts.constprop.0
	testl	%eax, %eax
	jne	.L2510
	movl	2200(%rsp), %eax
	cmpl	$1, %eax
	je	.L2959
	movq	2512(%rsp), %rbx
	cmpl	$2, %eax
	je	.L2960
	movq	2208(%rsp), %rcx
	testq	%rbx, %rbx
	jne	.L2562
	xorl	%edx, %edx
	movq	%r12, %rax
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %rbx
.L2562:
	movabsq	$4611686018427387903, %rsi
	movq	%rbx, %rax
	mulq	%rcx
	movq	%rax, %rdi
	xorl	%eax, %eax
	cmpq	%rdi, %rsi
	sbbq	%rdx, %rax
	jc	.L2961
	leaq	-1(%rbx), %rax
	movq	%rbx, 2264(%rsp)
	imulq	%rcx, %rax
	cmpl	$0, 2612(%rsp)
	movq	%rax, 2256(%rsp)
	jne	.L2535
	leaq	.LC449(%rip), %rax
	movq	%rcx, 2296(%rsp)
	movq	%rax, 2312(%rsp)
.L2535:
	movl	2332(%rsp), %ebx
	movq	2264(%rsp), %rcx
	cmpl	$1, %ebx
	je	.L2962
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rcx, %rax
	jb	.L2963
	cmpl	$0, 2632(%rsp)
	je	.L2569
.L2566:
	movl	2280(%rsp), %esi
	leaq	by_kind.5(%rip), %rax
	movq	%rcx, %rdx
	cmpl	$3, (%rax,%rsi,4)
	jne	.L2570
	movq	2272(%rsp), %rax
	testq	%rax, %rax
	je	.L2570
	xorl	%edx, %edx
	divq	2128(%rsp)
	movq	2288(%rsp), %rdx
	leaq	1(%rdx,%rax), %rdx
.L2570:
	cmpq	%rcx, %rdx
	cmovb	%rcx, %rdx
	cmpq	$8388608, %rdx
	ja	.L2964
.L2569:
	cmpl	$2, %ebx
	je	.L2965
.L2567:
	cmpl	$2, 2280(%rsp)
	jne	.L2574
	cmpq	$0, 2512(%rsp)
	je	.L2573
	xorl	%r11d, %r11d
	movq	%r11, 2272(%rsp)
.L2574:
	movq	32(%rsp), %rdi
	call	service_max
	movq	2176(%rsp), %r8
	xorl	%edx, %edx
	xorl	%edi, %edi
	movq	%r8, %rsi
	addq	%rax, %rsi
	adcq	%rdx, %rdi
	movq	%rsi, %r9
	movq	%rdi, %r10
	testq	%r8, %r8
	je	.L2577
	cmpq	$0, 2184(%rsp)
	je	.L2577
	cmpq	$0, 2168(%rsp)
	movq	32(%rsp), %r15
	movq	%r15, %rdi
	je	.L2966
	call	service_max
	movq	%r15, %rdi
	movq	2176(%rsp), %rbp
	movq	%rax, %rbx
	call	service_max
	xorl	%edx, %edx
	movl	$37, %esi
	movq	%rbx, %r8
	divq	2184(%rsp)
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
.L2577:
	movq	2192(%rsp), %rcx
	xorl	%ebx, %ebx
	xorl	%edx, %edx
	movq	%r10, %rdi
	movq	2272(%rsp), %r15
	movq	2256(%rsp), %rax
	movq	2264(%rsp), %r12
	addq	%rcx, %rax
	movq	%r15, %rcx
	adcq	%rbx, %rdx
	xorl	%ebx, %ebx
	addq	%rax, %rcx
	leaq	1(%r12), %rax
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
	jc	.L2967
	movl	2496(%rsp), %ebx
	testl	%ebx, %ebx
	je	.L2703
	cmpl	$3, %ebx
	je	.L2703
	movq	2568(%rsp), %rbp
	cmpl	$2, %ebx
	je	.L2968
.L2588:
	movl	2580(%rsp), %eax
	movl	$864, %esi
	movl	$1, %edi
	movl	%eax, 8(%rsp)
	movl	2576(%rsp), %eax
	movl	%eax, 40(%rsp)
	call	calloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L2969
	movq	32(%rsp), %rsi
	leaq	328(%rax), %r13
	leaq	416(%rax), %rdi
	movl	$48, %ecx
	movl	2344(%rsp), %edx
	leaq	416(%rbx), %r14
	movq	%rsi, (%rax)
	xorl	%eax, %eax
	movq	%rsi, %xmm0
	movl	$288, %esi
	rep stosq
	movq	%r13, 440(%rbx)
	movhps	16(%rsp), %xmm0
	leal	1(%rdx), %edi
	movaps	%xmm0, 416(%rbx)
	movl	%edx, 16(%rsp)
	call	calloc@PLT
	movl	16(%rsp), %edi
	movl	$8, %esi
	movq	%rax, 304(%rbx)
	movq	%rdi, 48(%rsp)
	movq	%rax, 56(%rsp)
	call	calloc@PLT
	movq	48(%rsp), %rdi
	movl	$8, %esi
	movq	%rax, 312(%rbx)
	movq	%rax, 16(%rsp)
	call	calloc@PLT
	movq	56(%rsp), %rcx
	movq	16(%rsp), %rdx
	movq	%rax, 320(%rbx)
	testq	%rcx, %rcx
	sete	%cl
	testq	%rdx, %rdx
	sete	%dl
	orb	%dl, %cl
	jne	.L2599
	testq	%rax, %rax
	je	.L2599
	xorl	%eax, %eax
	movl	$20, %ecx
	movq	%r13, %rdi
	rep stosl
	movq	32(%rsp), %rdi
	call	plan_route
	movl	%eax, 352(%rbx)
	cmpl	$3, %eax
	je	.L2599
	cmpl	$2, %eax
	je	.L2970
	movl	2280(%rsp), %ecx
	leaq	by_kind.5(%rip), %rdx
	movq	%r12, %rax
	cmpl	$3, (%rdx,%rcx,4)
	jne	.L2604
	testq	%r15, %r15
	je	.L2604
	movq	%r15, %rax
	xorl	%edx, %edx
	divq	2128(%rsp)
	movq	2288(%rsp), %rdx
	leaq	1(%rax,%rdx), %rax
.L2604:
	leaq	0(,%rax,8), %r13
	movq	%r13, %rdi
	call	malloc@PLT
	movq	%rax, 344(%rbx)
	testq	%rax, %rax
	je	.L2599
	movq	%r12, %rdx
.L2603:
	movq	%r13, %rdi
	movq	%rdx, 16(%rsp)
	call	malloc@PLT
	movq	16(%rsp), %rdx
	movq	%rax, 328(%rbx)
	movq	%rax, %r13
	leaq	0(,%rdx,8), %rdi
	call	malloc@PLT
	movq	%rax, 336(%rbx)
	testq	%r13, %r13
	je	.L2599
	testq	%rax, %rax
	je	.L2599
	xorl	%eax, %eax
	testq	%rbp, %rbp
	movq	32(%rsp), %rdi
	leaq	16(%rbx), %r12
	setne	%al
	xorl	%r8d, %r8d
	movq	%r12, 4392(%rsp)
	movl	%eax, 356(%rbx)
	movq	%rdi, 4384(%rsp)
	movl	%r8d, 4400(%rsp)
	call	closed_form_gap
	testq	%rax, %rax
	je	.L2971
	cmpl	$0, 8(%rsp)
	jne	.L2608
	testq	%rbp, %rbp
	jne	.L2608
	xorl	%esi, %esi
	leaq	4384(%rsp), %rcx
	leaq	880(%rsp), %rdi
	leaq	ref_job_run(%rip), %rdx
	call	pthread_create@PLT
	testl	%eax, %eax
	je	.L2609
	movq	(%rbx), %r15
	movq	%r15, %rdi
	call	closed_form_gap
	movq	%rax, 432(%rbx)
	testq	%rax, %rax
	je	.L2610
.L2631:
	movq	%r12, %rsi
	movq	%r15, %rdi
	call	ref_sorted
.L2611:
	movl	%eax, %edi
	call	fault_rc
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L2972
	testq	%rbp, %rbp
	je	.L2615
	movq	(%rbx), %r15
	movq	176(%rbx), %r13
	movq	%r15, %rdi
	call	plan_route
	cmpl	$2, %eax
	je	.L2973
.L2618:
	cmpq	$16777216, %r13
	ja	.L2974
.L2615:
	movq	%r14, %rdi
	call	print_plan
.L2614:
	movl	8(%rsp), %esi
	movq	%rbx, %rdi
	call	run_reps
	movl	%eax, %r15d
	testl	%eax, %eax
	jne	.L2917
.L2620:
	movq	304(%rbx), %rax
	movq	%r14, 8(%rsp)
	xorl	%r13d, %r13d
	movq	%rbp, %r14
	leaq	768(%rbx), %r15
	movq	%rax, %rbp
.L2625:
	movl	%r13d, %ecx
	movq	%r12, %rdx
	movl	%r13d, %esi
	movq	%r15, %rdi
	imulq	$288, %rcx, %rcx
	addl	$1, %r13d
	addq	%rbp, %rcx
	call	check_outcome
	movq	416(%rbx), %rdx
	cmpl	%r13d, 216(%rdx)
	jnb	.L2625
	movq	(%rbx), %r12
	movq	304(%rbx), %rax
	movq	%r14, %rbp
	leaq	688(%rbx), %rcx
	leaq	448(%rbx), %rdx
	movq	8(%rsp), %r14
	leaq	800(%rbx), %r13
	movl	216(%r12), %esi
	leaq	288(%rax), %rdi
	call	aggregate
	testl	%eax, %eax
	jne	.L2626
	movl	216(%r12), %edx
	movq	312(%rbx), %rsi
	leaq	144(%rsp), %r15
	movq	%r15, %rdi
	call	stats_of
	movl	216(%r12), %edx
	movq	320(%rbx), %rsi
	movq	%r15, %rdi
	movdqu	144(%rsp), %xmm7
	movups	%xmm7, 296(%r14)
	movq	160(%rsp), %rax
	movq	%rax, 312(%r14)
	call	stats_of
	xorl	%esi, %esi
	movq	%r12, %rdi
	movq	%r13, %rdx
	movdqu	144(%rsp), %xmm5
	movaps	%xmm5, 320(%r14)
	movq	160(%rsp), %rax
	movq	%rax, 336(%r14)
	movl	216(%r12), %eax
	imulq	$288, %rax, %rax
	addq	304(%rbx), %rax
	movq	%rax, 760(%rbx)
	call	first_stall_window
	testl	%eax, %eax
	sete	%al
	xorl	%edi, %edi
	movzbl	%al, %eax
	movl	%eax, 848(%rbx)
	call	fault_rc
	testl	%eax, %eax
	jne	.L2627
.L2629:
	movl	40(%rsp), %edx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	call	bench_report
	movl	%eax, %r15d
	jmp	.L2607
.L2495:
	movq	2568(%rsp), %rbx
	testq	%rbx, %rbx
	je	.L2497
	movl	2496(%rsp), %eax
	cmpl	$3, %eax
	je	.L2975
	cmpq	$0, 2480(%rsp)
	jne	.L2500
	cmpl	$0, 2488(%rsp)
	je	.L2501
.L2500:
	testl	%eax, %eax
	je	.L2501
.L2502:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC421(%rip), %rcx
	leaq	.LC422(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2510
.L2497:
	cmpq	$0, 2480(%rsp)
	jne	.L2503
.L2644:
	cmpl	$0, 2488(%rsp)
	je	.L2504
.L2503:
	cmpl	$0, 2496(%rsp)
	je	.L2504
	jmp	.L2502
.L2703:
	movl	2332(%rsp), %eax
	cmpl	$3, %eax
	je	.L2976
	subl	$1, %eax
	je	.L2583
	movq	32(%rsp), %rdi
	call	sort_fits
	testl	%eax, %eax
	je	.L2977
.L2583:
	movq	2568(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L2591
	testl	%ebx, %ebx
	je	.L2587
.L2592:
	movq	32(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 1248(%rsp)
	call	closed_form_gap
	movq	%rax, %rsi
	testq	%rax, %rax
	jne	.L2978
	movq	32(%rsp), %r15
	leaq	2784(%rsp), %rbx
	movq	%rbx, %rsi
	movq	%r15, %rdi
	call	closed_form
	movl	%eax, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L2596
	leaq	4384(%rsp), %r12
	movq	%r15, %rdi
	movq	%r12, %rsi
	call	ref_sorted
	movl	%eax, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L2596
	leaq	1248(%rsp), %rbp
	movq	%rbx, %rcx
	xorl	%esi, %esi
	movq	%r12, %rdx
	movq	%rbp, %rdi
	xorl	%r15d, %r15d
	call	check_outcome
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	3056(%rsp), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 8104
	leaq	.LC469(%rip), %rcx
	movq	%rbp, %rdi
	leaq	.LC470(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 8112
	movq	4672(%rsp), %r8
	call	check
	movq	1272(%rsp), %rbx
	xorl	%eax, %eax
	movq	1264(%rsp), %rsi
	leaq	.LC471(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	popq	%r9
	.cfi_def_cfa_offset 8104
	popq	%r10
	.cfi_def_cfa_offset 8096
	setne	%r15b
	jmp	.L2506
.L2962:
	cmpq	$200000000, %rcx
	ja	.L2979
	cmpl	$0, 2632(%rsp)
	jne	.L2566
	jmp	.L2567
.L2958:
	cmpl	$0, 2632(%rsp)
	jne	.L2980
	movq	32(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	je	.L2507
	leaq	.LC427(%rip), %rdi
	call	usage_error
	movl	%eax, %r15d
	jmp	.L2506
.L2956:
	cmpq	$0, 2480(%rsp)
	jne	.L2504
	jmp	.L2644
.L2963:
	leaq	.LC452(%rip), %r8
	leaq	.LC317(%rip), %rcx
.L2915:
	movq	40(%rsp), %rdi
	leaq	.LC451(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2510
.L2961:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC447(%rip), %rcx
	leaq	.LC448(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2510
.L2960:
	movq	2536(%rsp), %r13
	movq	40(%rsp), %rdx
	xorl	%r15d, %r15d
	movl	$2048, %ecx
	leaq	2784(%rsp), %rax
	movq	%r15, 2768(%rsp)
	movq	2504(%rsp), %rbp
	movq	%r13, %rsi
	movq	%rax, %rdi
	movq	%rax, 8(%rsp)
	call	numbers_open.constprop.0
	movl	%eax, %r15d
	testl	%eax, %eax
	jne	.L2510
	movq	2784(%rsp), %rdi
	call	fileno@PLT
	leaq	4384(%rsp), %rsi
	movl	%eax, %edi
	call	fstat@PLT
	testl	%eax, %eax
	jne	.L2540
	movl	4408(%rsp), %eax
	xorl	%r15d, %r15d
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%r15b
.L2540:
	leaq	1248(%rsp), %rax
	xorl	%r14d, %r14d
	xorl	%r9d, %r9d
	movq	%r12, 56(%rsp)
	movq	%rax, 80(%rsp)
	movq	%rbx, %r12
	movq	%r9, %rbx
	movq	%r14, 48(%rsp)
	xorl	%r14d, %r14d
.L2541:
	movq	40(%rsp), %rdx
	movq	80(%rsp), %rsi
	movl	$2048, %ecx
	movq	8(%rsp), %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L2981
	movq	2832(%rsp), %rax
	testl	%r15d, %r15d
	jne	.L2542
	movl	$1, %edi
	salq	$40, %rdi
	cmpq	%rax, %rdi
	jb	.L2685
	testq	%r12, %r12
	jne	.L2544
	movq	1248(%rsp), %rax
	testq	%rbp, %rbp
	je	.L2546
	cmpq	%rbp, %rax
	jnb	.L2541
.L2546:
	movq	48(%rsp), %rdi
	testq	%r14, %r14
	movq	%rax, 2256(%rsp)
	cmove	%rax, %rdi
	addq	$1, %r14
	movq	%rdi, 48(%rsp)
	jmp	.L2541
.L2542:
	cmpq	$200000000, %rax
	ja	.L2686
	testq	%r12, %r12
	je	.L2918
	cmpq	%r12, %r14
	je	.L2541
.L2918:
	testq	%rbp, %rbp
	je	.L2549
	cmpq	%rbp, 1248(%rsp)
	jnb	.L2541
.L2549:
	movq	2768(%rsp), %rdi
	cmpq	%r14, %rbx
	je	.L2982
.L2552:
	movq	1248(%rsp), %rax
	movq	%rax, (%rdi,%r14,8)
.L2912:
	movq	1248(%rsp), %rax
	jmp	.L2546
.L2544:
	cmpq	%r12, %r14
	je	.L2541
	testq	%rbp, %rbp
	je	.L2912
	cmpq	%rbp, 1248(%rsp)
	jb	.L2912
	jmp	.L2541
.L2982:
	testq	%rbx, %rbx
	je	.L2553
	movq	%rbx, %rsi
	salq	$4, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2637
	movq	%rax, 2768(%rsp)
	addq	%rbx, %rbx
	jmp	.L2552
.L2685:
	leaq	.LC317(%rip), %r8
.L2543:
	movq	%r13, %rcx
	leaq	.LC440(%rip), %rdx
.L2913:
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	8(%rsp), %rdi
	call	numbers_close
.L2550:
	movq	2768(%rsp), %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	movq	%rbx, 2768(%rsp)
	jmp	.L2510
.L2637:
	movq	2832(%rsp), %r8
	movq	%r13, %rcx
	leaq	.LC441(%rip), %rdx
	jmp	.L2913
.L2553:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2637
	movq	%rdi, 2768(%rsp)
	movl	$1024, %ebx
	jmp	.L2552
.L2686:
	leaq	.LC316(%rip), %r8
	jmp	.L2543
.L2981:
	movq	8(%rsp), %rdi
	movq	56(%rsp), %r12
	movl	%eax, 56(%rsp)
	call	numbers_close
	movl	56(%rsp), %eax
	testl	%eax, %eax
	js	.L2550
	movq	2768(%rsp), %rax
	movq	2536(%rsp), %rsi
	movq	%rax, 2240(%rsp)
	testq	%r14, %r14
	je	.L2983
	movq	48(%rsp), %rax
	cmpl	$0, 2612(%rsp)
	movq	%rsi, 2232(%rsp)
	movq	%r14, 2264(%rsp)
	movq	%rax, 2248(%rsp)
	jne	.L2535
	cmpq	$1, %r14
	je	.L2560
	movq	2256(%rsp), %rcx
	leaq	-1(%r14), %r8
	xorl	%edx, %edx
	subq	%rax, %rcx
	movq	%rcx, %rax
	divq	%r8
	cmpq	%r8, %rcx
	jb	.L2560
	movq	%rax, 2296(%rsp)
	leaq	.LC446(%rip), %rax
	movq	%rax, 2312(%rsp)
	jmp	.L2535
.L2976:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC461(%rip), %rcx
	leaq	.LC462(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2510
.L2977:
	movq	%rdi, %r14
	call	plan_route
	cmpl	$3, %eax
	je	.L2584
	movq	%r14, %rdi
	call	closed_form_gap
	cmpl	$3, %ebx
	je	.L2584
	testq	%rax, %rax
	jne	.L2584
	movq	2568(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L2588
.L2587:
	movq	32(%rsp), %rdi
	call	plan_route
	cmpl	$3, %eax
	je	.L2984
.L2591:
	cmpl	$3, %ebx
	je	.L2592
	jmp	.L2588
.L2984:
	movq	40(%rsp), %rdi
	movl	$1048576, %r8d
	movq	%r12, %rcx
	xorl	%eax, %eax
	leaq	.LC464(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2510
.L2584:
	movq	40(%rsp), %rdi
	movl	$1048576, %r8d
	movq	%r12, %rcx
	xorl	%eax, %eax
	leaq	.LC463(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2510
.L2972:
	leaq	.LC473(%rip), %rsi
	call	cannot
	movl	%eax, %r15d
	testl	%eax, %eax
	je	.L2614
.L2917:
	leaq	800(%rbx), %r13
.L2607:
	movq	%r13, %rdi
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
	jmp	.L2506
.L2955:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC417(%rip), %rcx
	leaq	.LC418(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2510
.L2560:
	movq	40(%rsp), %rdi
	movq	%rsi, %rcx
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC444(%rip), %r8
	leaq	.LC445(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2510
.L2983:
	movq	40(%rsp), %rdi
	movq	%rsi, %rcx
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC442(%rip), %r8
	leaq	.LC443(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2510
.L2975:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC419(%rip), %rcx
	leaq	.LC420(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2510
.L2967:
	movq	40(%rsp), %rdi
	leaq	.LC458(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC459(%rip), %rcx
	leaq	.LC460(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2510
.L2969:
	movq	stderr(%rip), %rdi
	movq	%r12, %rdx
	leaq	.LC472(%rip), %rsi
	xorl	%eax, %eax
	movl	$1, %r15d
	call	fprintf@PLT
	jmp	.L2506
.L2968:
	movl	2200(%rsp), %eax
	cmpl	$2, %eax
	je	.L2593
	cmpl	$0, 2304(%rsp)
	jne	.L2593
	subl	$1, %eax
	jne	.L2588
	movq	2560(%rsp), %rdi
	leaq	.LC5(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2588
.L2593:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC465(%rip), %rcx
	leaq	.LC466(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2510
.L2964:
	movq	40(%rsp), %rdi
	leaq	.LC452(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC453(%rip), %rcx
	leaq	.LC454(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2510
.L2573:
	movq	%r12, 2272(%rsp)
	testq	%r12, %r12
	je	.L2574
	xorl	%edx, %edx
	movq	%r12, %rax
	divq	2128(%rsp)
	movq	2288(%rsp), %rdx
	subl	$1, %ebx
	leaq	1(%rdx,%rax), %rax
	je	.L2575
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L2574
	leaq	.LC317(%rip), %rcx
.L2576:
	movq	40(%rsp), %rdi
	leaq	.LC456(%rip), %r8
	leaq	.LC457(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2510
.L2965:
	leaq	4384(%rsp), %rsi
	movq	32(%rsp), %rdi
	movq	%rsi, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L2567
	movq	32(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L2985
.L2571:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	leaq	.LC455(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2510
.L2966:
	call	service_max
	movq	%r15, %rdi
	movq	%rax, %rbx
	call	service_max
	movq	2176(%rsp), %rsi
	xorl	%edx, %edx
	xorl	%edi, %edi
	movq	2184(%rsp), %rcx
	subq	%rsi, %rcx
	divq	%rcx
	addq	$2, %rax
	mulq	%rsi
	movq	%rbx, %rsi
	addq	%rax, %rsi
	adcq	%rdx, %rdi
	movq	%rsi, %r9
	movq	%rdi, %r10
	jmp	.L2577
.L2575:
	leaq	.LC320(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L2574
	jmp	.L2576
.L2985:
	movq	32(%rsp), %rdi
	call	default_shape
	leaq	.LC319(%rip), %rcx
	testl	%eax, %eax
	leaq	.LC318(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L2571
.L2971:
	xorl	%esi, %esi
	movq	32(%rsp), %r15
	movq	%rsi, 432(%rbx)
.L2610:
	movq	%r12, %rsi
	movq	%r15, %rdi
	call	closed_form
	jmp	.L2611
.L2609:
	xorl	%esi, %esi
	movq	%rbx, %rdi
	leaq	800(%rbx), %r13
	call	run_reps
	movq	880(%rsp), %rdi
	xorl	%esi, %esi
	movl	%eax, %r15d
	call	pthread_join@PLT
	movq	(%rbx), %rdi
	movl	4400(%rsp), %r10d
	call	closed_form_gap
	movq	%rax, 432(%rbx)
	testl	%r15d, %r15d
	jne	.L2607
	movl	%r10d, %edi
	call	fault_rc
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L2622
.L2623:
	movq	%r14, %rdi
	call	print_plan
	jmp	.L2620
.L2608:
	movq	%rax, 432(%rbx)
	movq	32(%rsp), %r15
	jmp	.L2631
.L2622:
	leaq	.LC473(%rip), %rsi
	call	cannot
	movl	%eax, %r15d
	testl	%eax, %eax
	jne	.L2607
	jmp	.L2623
.L2970:
	movq	32(%rsp), %rdi
	leaq	4384(%rsp), %rdx
	leaq	2784(%rsp), %rsi
	call	lattice_plan
	testl	%eax, %eax
	je	.L2599
	movq	4384(%rsp), %r13
	movl	$8, %esi
	movq	2784(%rsp), %xmm0
	movq	%r13, %xmm6
	movq	%r13, %rdi
	punpcklqdq	%xmm6, %xmm0
	movups	%xmm0, 360(%rbx)
	movaps	%xmm0, 16(%rsp)
	call	calloc@PLT
	movq	%rax, 376(%rbx)
	testq	%rax, %rax
	je	.L2599
	movdqa	16(%rsp), %xmm0
	movq	%r13, %rdi
	movl	$8, %esi
	movl	$524288, %r13d
	movaps	%xmm0, 384(%rbx)
	call	calloc@PLT
	movl	$65536, %edx
	movq	%rax, 400(%rbx)
	testq	%rax, %rax
	jne	.L2603
.L2599:
	movq	stderr(%rip), %rdi
	movq	%r12, %rdx
	leaq	.LC472(%rip), %rsi
	xorl	%eax, %eax
	leaq	800(%rbx), %r13
	call	fprintf@PLT
.L2628:
	movl	$1, %r15d
	jmp	.L2607
.L2974:
	movq	stderr(%rip), %rdi
	movq	%r13, %rcx
	xorl	%eax, %eax
	movl	$16777216, %r8d
	leaq	.LC268(%rip), %rdx
	leaq	.LC474(%rip), %rsi
	movl	$2, %r15d
	call	fprintf@PLT
	leaq	800(%rbx), %r13
	jmp	.L2607
.L2973:
	leaq	2784(%rsp), %rdx
	leaq	1248(%rsp), %rsi
	movq	%r15, %rdi
	call	lattice_plan
	testl	%eax, %eax
	je	.L2618
	movq	288(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L2618
	movq	224(%rbx), %rcx
	movq	1248(%rsp), %rax
.L2619:
	movq	%rdx, %rdi
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdi, %rax
	testq	%rdx, %rdx
	jne	.L2619
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	addq	$1, %rax
	cmpq	%rax, %r13
	cmova	%rax, %r13
	jmp	.L2618
.L2596:
	leaq	.LC468(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %r15d
	jmp	.L2506
.L2978:
	leaq	.LC467(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %r15d
	call	printf@PLT
	jmp	.L2506
.L2959:
	movsd	2520(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm1
	jp	.L2512
	je	.L2986
.L2512:
	cmpq	$0, 2512(%rsp)
	jne	.L2514
	testq	%r12, %r12
	js	.L2515
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L2516:
	divsd	.LC167(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	leaq	.LC431(%rip), %r8
	leaq	.LC432(%rip), %rcx
	comisd	.LC430(%rip), %xmm0
	ja	.L2916
.L2514:
	movl	$1048576, %edi
	call	malloc@PLT
	movq	%rax, %r14
	testq	%r12, %r12
	js	.L2518
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%r12, %xmm2
.L2519:
	leaq	.LC434(%rip), %r8
	leaq	.LC435(%rip), %rcx
	testq	%r14, %r14
	je	.L2916
	leaq	4384(%rsp), %rax
	pxor	%xmm0, %xmm0
	xorl	%ebx, %ebx
	xorl	%ebp, %ebp
	movq	%rax, 64(%rsp)
	leaq	2784(%rsp), %rax
	leaq	poisson_gaps(%rip), %r13
	movabsq	$1099511627776, %r15
	movq	%rax, 8(%rsp)
	leaq	1248(%rsp), %rax
	movq	%rax, 80(%rsp)
	leaq	524288(%r14), %rax
	movq	%rax, 56(%rsp)
	movsd	%xmm2, 88(%rsp)
	movsd	%xmm0, 48(%rsp)
.L2520:
	movq	56(%rsp), %rax
	movq	%rbx, %xmm6
	movq	%r13, %rdx
	xorl	%esi, %esi
	movsd	2520(%rsp), %xmm1
	movq	64(%rsp), %rcx
	movq	%r14, 2792(%rsp)
	movq	%rax, 4392(%rsp)
	movq	2528(%rsp), %xmm3
	leaq	65536(%rbx), %rax
	movsd	%xmm1, 2784(%rsp)
	movq	%rax, %xmm7
	movq	80(%rsp), %rdi
	movsd	%xmm1, 4384(%rsp)
	punpcklqdq	%xmm6, %xmm3
	movq	2528(%rsp), %xmm1
	movaps	%xmm3, 2800(%rsp)
	movq	$65536, 2816(%rsp)
	punpcklqdq	%xmm7, %xmm1
	movaps	%xmm1, 4400(%rsp)
	movq	$65536, 4416(%rsp)
	call	pthread_create@PLT
	movq	8(%rsp), %rdi
	movl	%eax, 96(%rsp)
	call	poisson_gaps
	movl	96(%rsp), %edx
	testl	%edx, %edx
	jne	.L2521
	movq	1248(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L2522:
	movq	2512(%rsp), %rdi
	movq	%rbp, %rsi
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	movsd	.LC73(%rip), %xmm3
	movsd	48(%rsp), %xmm0
	movabsq	$-9223372036854775808, %r8
	jmp	.L2532
.L2990:
	xorl	%eax, %eax
	cmpq	%rbp, %rdi
	sete	%al
.L2524:
	testl	%eax, %eax
	jne	.L2987
	comisd	.LC165(%rip), %xmm0
	jnb	.L2910
	cmpq	%r15, %rbp
	je	.L2910
	addq	$1, %rbp
	testq	%rsi, %rsi
	je	.L2988
.L2529:
	addq	$1, %rcx
	cmpq	$131072, %rcx
	je	.L2989
	movq	%rbp, %rsi
.L2532:
	movapd	%xmm0, %xmm1
	addsd	(%r14,%rcx,8), %xmm0
	testq	%rdi, %rdi
	jne	.L2990
	xorl	%eax, %eax
	comisd	88(%rsp), %xmm0
	setnb	%al
	jmp	.L2524
.L2988:
	comisd	%xmm3, %xmm0
	jnb	.L2530
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 72(%rsp)
.L2531:
	movl	$1, %edx
	jmp	.L2529
.L2530:
	movapd	%xmm0, %xmm1
	subsd	%xmm3, %xmm1
	cvttsd2siq	%xmm1, %rax
	xorq	%r8, %rax
	movq	%rax, 72(%rsp)
	jmp	.L2531
.L2989:
	movsd	%xmm0, 48(%rsp)
	testb	%dl, %dl
	je	.L2533
	movq	72(%rsp), %rax
	movq	%rax, 2248(%rsp)
.L2533:
	addq	$131072, %rbx
	jmp	.L2520
.L2910:
	testb	%dl, %dl
	je	.L2527
	movq	72(%rsp), %rax
	movq	%rax, 2248(%rsp)
.L2527:
	movq	%r14, %rdi
	call	free@PLT
	leaq	.LC431(%rip), %r8
	leaq	.LC436(%rip), %rcx
.L2916:
	movq	40(%rsp), %rdi
	leaq	.LC433(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2510
.L2987:
	testb	%dl, %dl
	je	.L2632
	movq	72(%rsp), %rax
	movq	%rax, 2248(%rsp)
.L2632:
	movsd	.LC73(%rip), %xmm2
	comisd	%xmm2, %xmm1
	jnb	.L2633
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 2256(%rsp)
.L2634:
	movq	%r14, %rdi
	call	free@PLT
	movq	.LC73(%rip), %rax
	testq	%rbp, %rbp
	movq	%rax, %xmm2
	je	.L2991
	movq	2528(%rsp), %rax
	cmpl	$0, 2612(%rsp)
	movq	%rbp, 2264(%rsp)
	movsd	2520(%rsp), %xmm1
	movq	%rax, 2224(%rsp)
	movsd	%xmm1, 2216(%rsp)
	jne	.L2535
	movsd	.LC167(%rip), %xmm0
	divsd	%xmm1, %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L2536
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 2296(%rsp)
.L2537:
	movq	2296(%rsp), %rax
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 2296(%rsp)
	leaq	.LC439(%rip), %rax
	movq	%rax, 2312(%rsp)
	jmp	.L2535
.L2515:
	movq	%r12, %rax
	movq	%r12, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2516
.L2536:
	subsd	%xmm2, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 2296(%rsp)
	btcq	$63, 2296(%rsp)
	jmp	.L2537
.L2991:
	leaq	.LC437(%rip), %r8
	leaq	.LC438(%rip), %rcx
	jmp	.L2916
.L2633:
	subsd	%xmm2, %xmm1
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 2256(%rsp)
	btcq	$63, 2256(%rsp)
	jmp	.L2634
.L2521:
	movq	64(%rsp), %rdi
	call	poisson_gaps
	jmp	.L2522
.L2518:
	movq	%r12, %rax
	movq	%r12, %rdx
	pxor	%xmm2, %xmm2
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2519
.L2957:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	40(%rsp), %rdi
	movq	%rbx, %rcx
	leaq	.LC424(%rip), %rdx
	movq	%rax, %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2510
.L2980:
	leaq	.LC426(%rip), %rdi
	call	usage_error
	movl	%eax, %r15d
	jmp	.L2506
.L2979:
	leaq	.LC450(%rip), %r8
	leaq	.LC320(%rip), %rcx
	jmp	.L2915
.L2986:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC428(%rip), %rcx
	leaq	.LC429(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2510
.L2931:
	movslq	%r9d, %rax
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	leaq	OPTIONS(%rip), %rdx
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC411(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	jmp	.L2908
.L2672:
	xorl	%r8d, %r8d
	jmp	.L2474
.L2627:
	leaq	.LC8(%rip), %rsi
	movl	$-4, %edi
	call	cannot
	movl	%eax, %r15d
	testl	%eax, %eax
	jne	.L2607
	jmp	.L2629
.L2626:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC475(%rip), %rdi
	call	fwrite@PLT
	jmp	.L2628
.L2945:
	xorl	%edi, %edi
	jmp	.L2391
.L2427:
	movq	%rdx, %rsi
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rdx, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2428
.L2923:
	leaq	.LC8(%rip), %r8
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	leaq	.LC402(%rip), %rdx
	movq	%r8, %rcx
	call	snprintf@PLT
	jmp	.L2510
	.cfi_endproc
.LFE279:
	.size	bench_main, .-bench_main
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB280:
	.cfi_startproc
	jmp	bench_main
	.cfi_endproc
.LFE280:
	.size	main, .-main
	.section	.rodata.str1.1
.LC477:
	.string	"0%"
.LC478:
	.string	"90%"
.LC479:
	.string	"99%"
.LC480:
	.string	"99.9%"
.LC481:
	.string	"99.99%"
.LC482:
	.string	"99.999%"
	.section	.data.rel.ro.local,"aw"
	.align 32
	.type	XTICK.0, @object
	.size	XTICK.0, 48
XTICK.0:
	.quad	.LC477
	.quad	.LC478
	.quad	.LC479
	.quad	.LC480
	.quad	.LC481
	.quad	.LC482
	.section	.rodata.str1.1
.LC483:
	.string	"closed (from actual send)"
.LC484:
	.string	"open (from intended send)"
.LC485:
	.string	"corrected closed"
	.section	.data.rel.ro.local
	.align 16
	.type	NAMES.1, @object
	.size	NAMES.1, 24
NAMES.1:
	.quad	.LC483
	.quad	.LC484
	.quad	.LC485
	.section	.rodata.str1.1
.LC486:
	.string	"closed.values"
.LC487:
	.string	"open.values"
.LC488:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.2, @object
	.size	VALUES.2, 24
VALUES.2:
	.quad	.LC486
	.quad	.LC487
	.quad	.LC488
	.section	.rodata.str1.1
.LC489:
	.string	"closed.hgrm"
.LC490:
	.string	"open.hgrm"
.LC491:
	.string	"corrected.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.3, @object
	.size	HGRM.3, 24
HGRM.3:
	.quad	.LC489
	.quad	.LC490
	.quad	.LC491
	.section	.rodata.str1.1
.LC492:
	.string	"us"
.LC493:
	.string	"ns"
	.section	.data.rel.ro.local
	.align 32
	.type	U.4, @object
	.size	U.4, 96
U.4:
	.quad	.LC135
	.quad	1000000000
	.long	9
	.zero	4
	.quad	.LC389
	.quad	1000000
	.long	6
	.zero	4
	.quad	.LC492
	.quad	1000
	.long	3
	.zero	4
	.quad	.LC493
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
.LC494:
	.string	"two"
.LC495:
	.string	"three"
.LC496:
	.string	"four"
.LC497:
	.string	"five"
.LC498:
	.string	"six"
	.section	.data.rel.ro.local
	.align 32
	.type	HOW_MANY.6, @object
	.size	HOW_MANY.6, 40
HOW_MANY.6:
	.quad	.LC494
	.quad	.LC495
	.quad	.LC496
	.quad	.LC497
	.quad	.LC498
	.section	.rodata.str1.1
.LC499:
	.string	"exp"
.LC500:
	.string	"bimodal"
.LC501:
	.string	"lognormal"
	.section	.data.rel.ro.local
	.align 32
	.type	NAMED.7, @object
	.size	NAMED.7, 32
NAMED.7:
	.quad	.LC104
	.quad	.LC499
	.quad	.LC500
	.quad	.LC501
	.align 32
	.type	units.8, @object
	.size	units.8, 64
units.8:
	.quad	.LC493
	.quad	1
	.quad	.LC492
	.quad	1000
	.quad	.LC389
	.quad	1000000
	.quad	.LC135
	.quad	1000000000
	.section	.rodata
	.align 32
	.type	starts.9, @object
	.size	starts.9, 80
starts.9:
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
	.local	fixed.10
	.comm	fixed.10,160000,32
	.local	raw.11
	.comm	raw.11,80008,32
	.align 32
	.type	ST_TOP, @object
	.size	ST_TOP, 32
ST_TOP:
	.quad	2000
	.quad	50
	.quad	300000
	.quad	70000
	.align 32
	.type	ST_E, @object
	.size	ST_E, 48
ST_E:
	.quad	1
	.quad	7
	.quad	100
	.quad	1000
	.quad	4096
	.quad	65537
	.section	.rodata.str1.1
.LC502:
	.string	"open_closed_p99"
.LC503:
	.string	"open_closed_p999"
.LC504:
	.string	"open_closed_slow"
.LC505:
	.string	"closed_max_p99"
.LC506:
	.string	"corrected_closed_p99"
.LC507:
	.string	"open_corrected_p99"
.LC508:
	.string	"open_corrected_p90"
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 168
RATIOS:
	.quad	.LC502
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC503
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC504
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	.LC505
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	.LC506
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC507
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC508
	.long	1
	.long	1
	.long	2
	.long	1
	.section	.rodata.str1.1
.LC509:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC510:
	.string	"service time of one request (100us)"
	.section	.rodata.str1.1
.LC511:
	.string	"--interval"
	.section	.rodata.str1.8
	.align 8
.LC512:
	.string	"fixed schedule: request i due at i*T (200us)"
	.section	.rodata.str1.1
.LC513:
	.string	"--stall"
	.section	.rodata.str1.8
	.align 8
.LC514:
	.string	"length of each stall, 0 for none (200ms)"
	.section	.rodata.str1.1
.LC515:
	.string	"--period"
	.section	.rodata.str1.8
	.align 8
.LC516:
	.string	"time between stall starts, 0 for one stall (1s)"
	.section	.rodata.str1.1
.LC517:
	.string	"--first-stall"
	.section	.rodata.str1.8
	.align 8
.LC518:
	.string	"start of the first stall (500ms)"
	.align 8
.LC519:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC520:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC521:
	.string	"or exactly N scheduled requests"
	.align 8
.LC522:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sorted)"
	.section	.rodata.str1.1
.LC523:
	.string	"--schedule"
.LC524:
	.string	"fixed|poisson"
	.section	.rodata.str1.8
	.align 8
.LC525:
	.string	"fixed (default) or Poisson arrivals"
	.align 8
.LC526:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.section	.rodata.str1.1
.LC527:
	.string	"--rate"
.LC528:
	.string	"R"
	.section	.rodata.str1.8
	.align 8
.LC529:
	.string	"Poisson rate, requests a second"
	.align 8
.LC530:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC531:
	.string	"--seed"
.LC532:
	.string	"X"
	.section	.rodata.str1.8
	.align 8
.LC533:
	.string	"seeds the Poisson schedule, service times, random stalls (0)"
	.align 8
.LC534:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC535:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC536:
	.string	"service times, each drawn from one of these:"
	.align 8
.LC537:
	.string	"use one of the names --help lists"
	.section	.rodata.str1.1
.LC538:
	.string	"--service-cv"
	.section	.rodata.str1.8
	.align 8
.LC539:
	.string	"lognormal: the coefficient of variation"
	.align 8
.LC540:
	.string	"a number above 0 and at most 100"
	.section	.rodata.str1.1
.LC541:
	.string	"--slow-fraction"
.LC542:
	.string	"F"
	.section	.rodata.str1.8
	.align 8
.LC543:
	.string	"bimodal: the share, 0 < F < 1, that takes --slow-service"
	.section	.rodata.str1.1
.LC544:
	.string	"a number above 0 and below 1"
.LC545:
	.string	"--slow-service"
	.section	.rodata.str1.8
	.align 8
.LC546:
	.string	"bimodal: the slow requests' service time"
	.align 8
.LC547:
	.string	"a time above zero and below 2^50 ns, e.g. 10ms"
	.section	.rodata.str1.1
.LC548:
	.string	"--stalls"
.LC549:
	.string	"periodic|poisson"
	.section	.rodata.str1.8
	.align 8
.LC550:
	.string	"stall starts every --period, or at\nexponential gaps of mean --period (periodic)"
	.section	.rodata.str1.1
.LC551:
	.string	"--stall-dist"
.LC552:
	.string	"fixed|exp"
	.section	.rodata.str1.8
	.align 8
.LC553:
	.string	"each stall --stall long, or exponential of that mean"
	.section	.rodata.str1.1
.LC554:
	.string	"FILE"
	.section	.rodata.str1.8
	.align 8
.LC555:
	.string	"replay due times: one integer ns a line, non-decreasing"
	.section	.rodata.str1.1
.LC556:
	.string	"--closed"
.LC557:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC558:
	.string	"how the closed loop treats slots it missed"
	.align 8
.LC559:
	.string	"use catch-up, skip or back-to-back"
	.section	.rodata.str1.1
.LC560:
	.string	"--connections"
.LC561:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC562:
	.string	"C closed loops share the schedule (1)"
	.align 8
.LC563:
	.string	"a whole number from 1 to 1000000"
	.section	.rodata.str1.1
.LC564:
	.string	"--expected-interval"
.LC565:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC566:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.section	.rodata.str1.1
.LC567:
	.string	"a time above zero, or mean"
.LC568:
	.string	"--timeout"
	.section	.rodata.str1.8
	.align 8
.LC569:
	.string	"clients give up on a request after T (from its send); adds\nthe completed and censored views"
	.section	.rodata.str1.1
.LC570:
	.string	"--queue-limit"
.LC571:
	.string	"K"
	.section	.rodata.str1.8
	.align 8
.LC572:
	.string	"the server rejects a request that finds K waiting; adds\nthe ok and all views"
	.align 8
.LC573:
	.string	"a whole number of waiting requests from 0 to 1000000000"
	.section	.rodata.str1.1
.LC574:
	.string	"--reject-time"
	.section	.rodata.str1.8
	.align 8
.LC575:
	.string	"with --queue-limit: a rejection reaches the client after T (0)"
	.section	.rodata.str1.1
.LC576:
	.string	"--generator-pause"
	.section	.rodata.str1.8
	.align 8
.LC577:
	.string	"the open loop's sender stops for T once a\n--generator-period; adds the intended, actual and lag views"
	.section	.rodata.str1.1
.LC578:
	.string	"--generator-period"
	.section	.rodata.str1.8
	.align 8
.LC579:
	.string	"time between its pauses, 0 for one pause (1s)"
	.section	.rodata.str1.1
.LC580:
	.string	"--generator-first"
	.section	.rodata.str1.8
	.align 8
.LC581:
	.string	"start of its first pause (half the period; 500ms)"
	.section	.rodata.str1.1
.LC582:
	.string	"--schedule-from"
.LC583:
	.string	"base|last-send"
	.section	.rodata.str1.8
	.align 8
.LC584:
	.string	"the open loop sends request i when due (base),\nor one schedule gap after request i-1 left (last-send: drifts)"
	.section	.rodata.str1.1
.LC585:
	.string	"use base or last-send"
.LC586:
	.string	"--max-in-flight"
	.section	.rodata.str1.8
	.align 8
.LC587:
	.string	"the open loop keeps at most K requests outstanding (1-1000)"
	.section	.rodata.str1.1
.LC588:
	.string	"a whole number from 1 to 1000"
.LC589:
	.string	"--when-full"
.LC590:
	.string	"block|drop"
	.section	.rodata.str1.8
	.align 8
.LC591:
	.string	"with --max-in-flight: wait for a slot, or drop (block)"
	.section	.rodata.str1.1
.LC592:
	.string	"use block or drop"
	.section	.rodata.str1.8
	.align 8
.LC593:
	.string	"instead of a schedule, N users (1-1000) who each think,\nsend, and wait for the reply; their own recording is the truth"
	.align 8
.LC594:
	.string	"a whole number of users from 1 to 1000"
	.align 8
.LC595:
	.string	"or sessions arriving R a second, each sending until it leaves"
	.align 8
.LC596:
	.string	"sessions a second, a number above 0 and at most 1e9"
	.section	.rodata.str1.1
.LC597:
	.string	"--return-prob"
.LC598:
	.string	"P"
	.section	.rodata.str1.8
	.align 8
.LC599:
	.string	"sessions: after a reply, another request with chance P (0)"
	.align 8
.LC600:
	.string	"a chance from 0 up to, not including, 1"
	.section	.rodata.str1.1
.LC601:
	.string	"--think"
	.section	.rodata.str1.8
	.align 8
.LC602:
	.string	"users: the time between a reply and the next request (0)"
	.section	.rodata.str1.1
.LC603:
	.string	"--population --sessions"
.LC604:
	.string	"--think-dist"
	.section	.rodata.str1.8
	.align 8
.LC605:
	.string	"users: each think --think, or exponential (fixed)"
	.section	.rodata.str1.1
.LC606:
	.string	"use fixed or exp"
.LC607:
	.string	"--scoreboard"
	.section	.rodata.str1.8
	.align 8
.LC608:
	.string	"also every way to correct the closed loop (or the users),\nscored against the truth"
	.section	.rodata.str1.1
.LC609:
	.string	"--slow-above"
.LC610:
	.string	"the slow line (1ms)"
.LC611:
	.string	"--rank"
.LC612:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC613:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.section	.rodata.str1.1
.LC614:
	.string	"use round or ceil"
.LC615:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC616:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC617:
	.string	"--exact-by"
.LC618:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC619:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.align 8
.LC620:
	.string	"use auto, sorted, lattice or passes"
	.section	.rodata.str1.1
.LC621:
	.string	"--guess-entries"
	.section	.rodata.str1.8
	.align 8
.LC622:
	.string	"passes: values each percentile's first-pass guess\nholds (16384; 0: none, every percentile narrows in later passes)"
	.align 8
.LC623:
	.string	"0 (no guessing) or a whole number from 2 to 1048576"
	.section	.rodata.str1.1
.LC624:
	.string	"--quick"
.LC625:
	.string	"as QUICK=1"
.LC626:
	.string	"--verbose"
	.section	.rodata.str1.8
	.align 8
.LC627:
	.string	"also every rep's checked numbers, a line a set"
	.align 8
.LC628:
	.ascii	"defaul"
	.string	"t, feed-10ms-stall, one-2s-stall, hundred-requests,\nhundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal, gc-pauses,\ntimeouts, shedding, generator-gc, drift, in-flight-cap, mm1k-90, population,\npopulation-stalls, sessions-2, sessions-20, light-load"
	.align 8
.LC629:
	.string	"correct a recorded trace: one latency a line (ns or a unit)"
	.section	.rodata.str1.1
.LC630:
	.string	"LIST"
	.section	.rodata.str1.8
	.align 8
.LC631:
	.string	"the same from a list: 2ms*99,1000ms"
	.section	.rodata.str1.1
.LC632:
	.string	"load|stall"
	.section	.rodata.str1.8
	.align 8
.LC633:
	.string	"one table over load 10-95% or stall length"
	.section	.rodata.str1.1
.LC634:
	.string	"use load or stall"
.LC635:
	.string	"--export"
.LC636:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC637:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC638:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.section	.rodata.str1.1
.LC639:
	.string	"--export-values"
	.section	.rodata.str1.8
	.align 8
.LC640:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.section	.rodata.str1.1
.LC641:
	.string	"--hlog-interval"
	.section	.rodata.str1.8
	.align 8
.LC642:
	.string	"with --export: PREFIX.hlog's interval, whole ms from 1ms\nto 1h (1s)"
	.align 8
.LC643:
	.string	"a whole number of milliseconds from 1ms to 1h (a log's times have 3 decimals)"
	.section	.rodata.str1.1
.LC644:
	.string	"--hlog-counts"
	.section	.rodata.str1.8
	.align 8
.LC645:
	.string	"with --export: each .hlog interval's counts as RESULT\nhlog and hlog-count lines"
	.align 8
.LC646:
	.string	"the closed form against the reference simulation;\nexit 0 if they agree, 1 if not, 3 if no closed form holds"
	.align 8
.LC647:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC648:
	.string	"run the unit checks and exit"
.LC649:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 5616
OPTIONS:
	.quad	.LC91
	.long	0
	.zero	4
	.quad	.LC509
	.quad	.LC510
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	0
	.quad	1
	.zero	32
	.quad	.LC511
	.long	0
	.zero	4
	.quad	.LC509
	.quad	.LC512
	.quad	0
	.long	21
	.long	0
	.quad	set_time
	.quad	80
	.quad	1
	.zero	32
	.quad	.LC513
	.long	0
	.zero	4
	.quad	.LC509
	.quad	.LC514
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	48
	.zero	40
	.quad	.LC515
	.long	0
	.zero	4
	.quad	.LC509
	.quad	.LC516
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	56
	.zero	40
	.quad	.LC517
	.long	0
	.zero	4
	.quad	.LC509
	.quad	.LC518
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	64
	.zero	40
	.quad	.LC403
	.long	0
	.zero	4
	.quad	.LC509
	.quad	.LC519
	.quad	0
	.long	29
	.long	0
	.quad	set_duration
	.quad	376
	.quad	1
	.zero	32
	.quad	.LC404
	.long	0
	.zero	4
	.quad	.LC520
	.quad	.LC521
	.quad	0
	.long	29
	.long	0
	.quad	set_requests
	.quad	384
	.quad	1
	.quad	1099511627776
	.zero	8
	.quad	.LC522
	.zero	8
	.quad	.LC523
	.long	0
	.zero	4
	.quad	.LC524
	.quad	.LC525
	.quad	0
	.long	29
	.long	0
	.quad	set_choice
	.quad	72
	.zero	24
	.quad	.LC526
	.quad	SCHEDULE_NAMES
	.quad	.LC527
	.long	0
	.zero	4
	.quad	.LC528
	.quad	.LC529
	.quad	0
	.long	29
	.long	0
	.quad	set_real
	.quad	392
	.zero	8
	.quad	1000000000000
	.zero	8
	.quad	.LC530
	.zero	8
	.quad	.LC531
	.long	0
	.zero	4
	.quad	.LC532
	.quad	.LC533
	.quad	0
	.long	29
	.long	0
	.quad	set_count
	.quad	400
	.zero	8
	.quad	-1
	.zero	8
	.quad	.LC534
	.zero	8
	.quad	.LC107
	.long	0
	.zero	4
	.quad	.LC535
	.quad	.LC536
	.quad	0
	.long	29
	.long	0
	.quad	set_service_dist
	.zero	32
	.quad	.LC537
	.zero	8
	.quad	.LC538
	.long	0
	.zero	4
	.quad	.LC532
	.quad	.LC539
	.quad	0
	.long	29
	.long	0
	.quad	set_real
	.quad	16
	.zero	8
	.quad	100
	.zero	8
	.quad	.LC540
	.zero	8
	.quad	.LC541
	.long	0
	.zero	4
	.quad	.LC542
	.quad	.LC543
	.quad	0
	.long	29
	.long	0
	.quad	set_slow_fraction
	.zero	32
	.quad	.LC544
	.zero	8
	.quad	.LC545
	.long	0
	.zero	4
	.quad	.LC509
	.quad	.LC546
	.quad	0
	.long	29
	.long	0
	.quad	set_slow_service
	.zero	32
	.quad	.LC547
	.zero	8
	.quad	.LC548
	.long	0
	.zero	4
	.quad	.LC549
	.quad	.LC550
	.quad	0
	.long	29
	.long	0
	.quad	set_choice
	.quad	40
	.zero	24
	.quad	.LC537
	.quad	STALLS_NAME
	.quad	.LC551
	.long	0
	.zero	4
	.quad	.LC552
	.quad	.LC553
	.quad	0
	.long	29
	.long	0
	.quad	set_choice
	.quad	44
	.zero	24
	.quad	.LC537
	.quad	STALL_DIST_NAME
	.quad	.LC124
	.long	0
	.zero	4
	.quad	.LC554
	.quad	.LC555
	.quad	0
	.long	29
	.long	0
	.quad	set_arrivals
	.quad	408
	.zero	40
	.quad	.LC556
	.long	0
	.zero	4
	.quad	.LC557
	.quad	.LC558
	.quad	0
	.long	29
	.long	0
	.quad	set_choice
	.quad	152
	.zero	24
	.quad	.LC559
	.quad	CLOSED_NAME
	.quad	.LC560
	.long	0
	.zero	4
	.quad	.LC561
	.quad	.LC562
	.quad	0
	.long	29
	.long	0
	.quad	set_count
	.quad	160
	.quad	1
	.quad	1000000
	.zero	8
	.quad	.LC563
	.zero	8
	.quad	.LC564
	.long	0
	.zero	4
	.quad	.LC565
	.quad	.LC566
	.quad	0
	.long	23
	.long	0
	.quad	set_expected
	.zero	32
	.quad	.LC567
	.zero	8
	.quad	.LC568
	.long	0
	.zero	4
	.quad	.LC509
	.quad	.LC569
	.quad	0
	.long	1
	.long	1
	.quad	set_time
	.quad	224
	.quad	1
	.zero	32
	.quad	.LC570
	.long	0
	.zero	4
	.quad	.LC571
	.quad	.LC572
	.quad	0
	.long	1
	.long	1
	.quad	set_count
	.quad	240
	.zero	8
	.quad	1000000000
	.quad	232
	.quad	.LC573
	.zero	8
	.quad	.LC574
	.long	0
	.zero	4
	.quad	.LC509
	.quad	.LC575
	.quad	.LC570
	.long	1
	.long	1
	.quad	set_time
	.quad	248
	.zero	16
	.quad	488
	.zero	16
	.quad	.LC576
	.long	0
	.zero	4
	.quad	.LC509
	.quad	.LC577
	.quad	0
	.long	1
	.long	1
	.quad	set_time
	.quad	256
	.quad	1
	.zero	32
	.quad	.LC578
	.long	0
	.zero	4
	.quad	.LC509
	.quad	.LC579
	.quad	.LC576
	.long	1
	.long	1
	.quad	set_time
	.quad	264
	.zero	16
	.quad	496
	.zero	16
	.quad	.LC580
	.long	0
	.zero	4
	.quad	.LC509
	.quad	.LC581
	.quad	.LC576
	.long	1
	.long	1
	.quad	set_time
	.quad	272
	.zero	16
	.quad	500
	.zero	16
	.quad	.LC582
	.long	0
	.zero	4
	.quad	.LC583
	.quad	.LC584
	.quad	0
	.long	1
	.long	1
	.quad	set_choice
	.quad	280
	.zero	24
	.quad	.LC585
	.quad	FROM_NAMES
	.quad	.LC586
	.long	0
	.zero	4
	.quad	.LC571
	.quad	.LC587
	.quad	0
	.long	1
	.long	1
	.quad	set_count
	.quad	288
	.quad	1
	.quad	1000
	.zero	8
	.quad	.LC588
	.zero	8
	.quad	.LC589
	.long	0
	.zero	4
	.quad	.LC590
	.quad	.LC591
	.quad	.LC586
	.long	1
	.long	1
	.quad	set_choice
	.quad	296
	.zero	16
	.quad	492
	.quad	.LC592
	.quad	WHEN_FULL_NAMES
	.quad	.LC407
	.long	0
	.zero	4
	.quad	.LC520
	.quad	.LC593
	.quad	0
	.long	29
	.long	1
	.quad	set_count
	.quad	304
	.quad	1
	.quad	1000
	.zero	8
	.quad	.LC594
	.zero	8
	.quad	.LC408
	.long	0
	.zero	4
	.quad	.LC528
	.quad	.LC595
	.quad	0
	.long	29
	.long	1
	.quad	set_real
	.quad	312
	.zero	8
	.quad	1000000000
	.zero	8
	.quad	.LC596
	.zero	8
	.quad	.LC597
	.long	0
	.zero	4
	.quad	.LC598
	.quad	.LC599
	.quad	.LC408
	.long	29
	.long	1
	.quad	set_return_prob
	.zero	32
	.quad	.LC600
	.zero	8
	.quad	.LC601
	.long	0
	.zero	4
	.quad	.LC509
	.quad	.LC602
	.quad	.LC603
	.long	29
	.long	1
	.quad	set_time
	.quad	328
	.zero	40
	.quad	.LC604
	.long	0
	.zero	4
	.quad	.LC552
	.quad	.LC605
	.quad	.LC603
	.long	29
	.long	1
	.quad	set_choice
	.quad	336
	.zero	24
	.quad	.LC606
	.quad	STALL_DIST_NAME
	.quad	.LC607
	.long	1
	.zero	4
	.quad	0
	.quad	.LC608
	.quad	0
	.long	29
	.long	1
	.quad	set_flag
	.quad	504
	.zero	40
	.quad	.LC609
	.long	0
	.zero	4
	.quad	.LC509
	.quad	.LC610
	.quad	0
	.long	27
	.long	0
	.quad	set_time
	.quad	192
	.zero	40
	.quad	.LC611
	.long	0
	.zero	4
	.quad	.LC612
	.quad	.LC613
	.quad	0
	.long	31
	.long	0
	.quad	set_choice
	.quad	200
	.zero	24
	.quad	.LC614
	.quad	RANK_NAME
	.quad	.LC615
	.long	0
	.zero	4
	.quad	.LC520
	.quad	.LC616
	.quad	0
	.long	17
	.long	0
	.quad	set_reps
	.zero	8
	.quad	1
	.quad	100000
	.zero	8
	.quad	.LC400
	.zero	8
	.quad	.LC617
	.long	0
	.zero	4
	.quad	.LC618
	.quad	.LC619
	.quad	0
	.long	17
	.long	0
	.quad	set_exact_by
	.quad	204
	.zero	24
	.quad	.LC620
	.quad	SAMPLES_NAME
	.quad	.LC621
	.long	0
	.zero	4
	.quad	.LC520
	.quad	.LC622
	.quad	0
	.long	17
	.long	1
	.quad	set_guess_entries
	.zero	16
	.quad	1048576
	.zero	8
	.quad	.LC623
	.zero	8
	.quad	.LC624
	.long	1
	.zero	4
	.quad	0
	.quad	.LC625
	.quad	0
	.long	29
	.long	0
	.quad	set_flag
	.quad	480
	.zero	40
	.quad	.LC626
	.long	1
	.zero	4
	.quad	0
	.quad	.LC627
	.quad	0
	.long	17
	.long	0
	.quad	set_flag
	.quad	452
	.zero	40
	.quad	.LC331
	.long	0
	.zero	4
	.quad	.LC535
	.quad	.LC628
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.quad	.LC405
	.long	0
	.zero	4
	.quad	.LC554
	.quad	.LC629
	.quad	0
	.long	2
	.long	1
	.quad	set_trace
	.quad	416
	.zero	40
	.quad	.LC406
	.long	0
	.zero	4
	.quad	.LC630
	.quad	.LC631
	.quad	0
	.long	2
	.long	1
	.quad	set_trace
	.quad	424
	.zero	40
	.quad	.LC409
	.long	0
	.zero	4
	.quad	.LC632
	.quad	.LC633
	.quad	0
	.long	29
	.long	1
	.quad	set_sweep
	.quad	432
	.zero	24
	.quad	.LC634
	.zero	8
	.quad	.LC635
	.long	0
	.zero	4
	.quad	.LC636
	.quad	.LC637
	.quad	0
	.long	31
	.long	0
	.quad	set_export
	.quad	440
	.zero	24
	.quad	.LC638
	.zero	8
	.quad	.LC639
	.long	1
	.zero	4
	.quad	0
	.quad	.LC640
	.quad	.LC635
	.long	29
	.long	0
	.quad	set_flag
	.quad	448
	.zero	40
	.quad	.LC641
	.long	0
	.zero	4
	.quad	.LC509
	.quad	.LC642
	.quad	.LC635
	.long	29
	.long	1
	.quad	set_hlog_interval
	.zero	32
	.quad	.LC643
	.zero	8
	.quad	.LC644
	.long	1
	.zero	4
	.quad	0
	.quad	.LC645
	.quad	.LC635
	.long	29
	.long	1
	.quad	set_flag
	.quad	360
	.zero	40
	.quad	.LC312
	.long	1
	.zero	4
	.quad	0
	.quad	.LC646
	.quad	0
	.long	29
	.long	0
	.quad	set_cross_check
	.zero	48
	.quad	.LC326
	.long	2
	.zero	4
	.quad	0
	.quad	.LC647
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.quad	.LC329
	.long	2
	.zero	4
	.quad	0
	.quad	.LC648
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.quad	.LC90
	.long	2
	.zero	4
	.quad	0
	.quad	.LC649
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.section	.rodata.str1.1
.LC650:
	.string	"block"
.LC651:
	.string	"drop"
	.section	.data.rel.ro.local
	.align 16
	.type	WHEN_FULL_NAMES, @object
	.size	WHEN_FULL_NAMES, 24
WHEN_FULL_NAMES:
	.quad	.LC650
	.quad	.LC651
	.quad	0
	.section	.rodata.str1.1
.LC652:
	.string	"base"
.LC653:
	.string	"last-send"
	.section	.data.rel.ro.local
	.align 16
	.type	FROM_NAMES, @object
	.size	FROM_NAMES, 24
FROM_NAMES:
	.quad	.LC652
	.quad	.LC653
	.quad	0
	.section	.rodata.str1.1
.LC654:
	.string	"poisson"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHEDULE_NAMES, @object
	.size	SCHEDULE_NAMES, 24
SCHEDULE_NAMES:
	.quad	.LC104
	.quad	.LC654
	.quad	0
	.section	.rodata.str1.1
.LC655:
	.string	"feed-10ms-stall"
.LC656:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC657:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC658:
	.string	"one-2s-stall"
.LC659:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC660:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC661:
	.string	"hundred-requests"
.LC662:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC663:
	.string	"--service 2ms --interval 10ms --requests 199 --stall 1s --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC664:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC665:
	.string	"--service 2ms --interval 50ms --requests 103 --stall 200ms --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC666:
	.string	"mm1-half"
.LC667:
	.string	"seed 003, M/M/1 at rho 0.5"
	.section	.rodata.str1.8
	.align 8
.LC668:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC669:
	.string	"mm1-90"
.LC670:
	.string	"seed 003, M/M/1 at rho 0.9"
	.section	.rodata.str1.8
	.align 8
.LC671:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC672:
	.string	"mm1-99"
.LC673:
	.string	"seed 003, M/M/1 at rho 0.99"
	.section	.rodata.str1.8
	.align 8
.LC674:
	.string	"--schedule poisson --rate 9900 --service-dist exp --service 100us --stall 0 --requests 200000000 --reps 1"
	.align 8
.LC675:
	.string	"the lab, M/G/1: 1 % of requests take 10 ms"
	.align 8
.LC676:
	.string	"--schedule poisson --rate 2500 --service-dist bimodal --service 100us --slow-fraction 0.01 --slow-service 10ms --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC677:
	.string	"gc-pauses"
.LC678:
	.string	"the lab, random pauses"
	.section	.rodata.str1.8
	.align 8
.LC679:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stalls poisson --period 2s --stall-dist exp --stall 50ms --duration 600s --reps 1"
	.section	.rodata.str1.1
.LC680:
	.string	"timeouts"
	.section	.rodata.str1.8
	.align 8
.LC681:
	.string	"seeds 003 and 004, a timeout left out"
	.section	.rodata.str1.1
.LC682:
	.string	"--timeout 50ms"
.LC683:
	.string	"shedding"
	.section	.rodata.str1.8
	.align 8
.LC684:
	.string	"seed 003, load shed as fast errors"
	.section	.rodata.str1.1
.LC685:
	.string	"--queue-limit 10"
.LC686:
	.string	"generator-gc"
	.section	.rodata.str1.8
	.align 8
.LC687:
	.string	"seed 003, a sender that pauses"
	.align 8
.LC688:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0"
	.section	.rodata.str1.1
.LC689:
	.string	"drift"
	.section	.rodata.str1.8
	.align 8
.LC690:
	.string	"seed 003, a schedule from the last send"
	.align 8
.LC691:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0 --schedule-from last-send"
	.section	.rodata.str1.1
.LC692:
	.string	"in-flight-cap"
	.section	.rodata.str1.8
	.align 8
.LC693:
	.string	"seed 003, a cap on requests in flight"
	.section	.rodata.str1.1
.LC694:
	.string	"--max-in-flight 10"
.LC695:
	.string	"mm1k-90"
	.section	.rodata.str1.8
	.align 8
.LC696:
	.string	"seed 003, M/M/1/K at rho 0.9, K 10"
	.align 8
.LC697:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --queue-limit 10 --requests 8000000 --reps 1"
	.section	.rodata.str1.1
.LC698:
	.string	"population"
	.section	.rodata.str1.8
	.align 8
.LC699:
	.string	"seed 004, a closed population (MVA: 301.87 us)"
	.align 8
.LC700:
	.string	"--population 10 --think 900us --service-dist exp --stall 0 --duration 100s"
	.section	.rodata.str1.1
.LC701:
	.string	"population-stalls"
	.section	.rodata.str1.8
	.align 8
.LC702:
	.string	"seed 004, a closed population on seed 000's server"
	.section	.rodata.str1.1
.LC703:
	.string	"--population 10 --think 900us"
.LC704:
	.string	"sessions-2"
	.section	.rodata.str1.8
	.align 8
.LC705:
	.string	"Schroeder et al., partly open: 2 requests a session"
	.align 8
.LC706:
	.string	"--sessions 2500 --return-prob 0.5 --think 900us"
	.section	.rodata.str1.1
.LC707:
	.string	"sessions-20"
	.section	.rodata.str1.8
	.align 8
.LC708:
	.string	"Schroeder et al., partly open: 20 requests a session"
	.align 8
.LC709:
	.string	"--sessions 250 --return-prob 0.95 --think 900us"
	.section	.rodata.str1.1
.LC710:
	.string	"light-load"
	.section	.rodata.str1.8
	.align 8
.LC711:
	.string	"seed 004, the server a monitoring agent watches: seed 000 at a twentieth of capacity"
	.section	.rodata.str1.1
.LC712:
	.string	"--service 10us"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 504
SCENARIOS:
	.quad	.LC324
	.quad	.LC325
	.quad	.LC8
	.quad	.LC655
	.quad	.LC656
	.quad	.LC657
	.quad	.LC658
	.quad	.LC659
	.quad	.LC660
	.quad	.LC661
	.quad	.LC662
	.quad	.LC663
	.quad	.LC664
	.quad	.LC662
	.quad	.LC665
	.quad	.LC666
	.quad	.LC667
	.quad	.LC668
	.quad	.LC669
	.quad	.LC670
	.quad	.LC671
	.quad	.LC672
	.quad	.LC673
	.quad	.LC674
	.quad	.LC500
	.quad	.LC675
	.quad	.LC676
	.quad	.LC677
	.quad	.LC678
	.quad	.LC679
	.quad	.LC680
	.quad	.LC681
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
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC194
	.quad	.LC197
	.quad	.LC193
	.section	.rodata.str1.1
.LC713:
	.string	"each --service (the default)"
.LC714:
	.string	"exponential of mean --service"
	.section	.rodata.str1.8
	.align 8
.LC715:
	.string	"--slow-fraction --slow-service"
	.align 8
.LC716:
	.string	"--slow-fraction 0.1 --slow-service 1ms"
	.align 8
.LC717:
	.string	"--slow-service for a --slow-fraction, else --service"
	.section	.rodata.str1.1
.LC718:
	.string	"--service-cv 2"
	.section	.rodata.str1.8
	.align 8
.LC719:
	.string	"lognormal of mean --service, coefficient of variation --service-cv"
	.section	.data.rel.ro.local
	.align 32
	.type	SERVICE_DISTS, @object
	.size	SERVICE_DISTS, 384
SERVICE_DISTS:
	.quad	.LC104
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
	.quad	.LC713
	.quad	0
	.quad	.LC499
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
	.quad	.LC714
	.quad	0
	.quad	.LC500
	.quad	draw_bimodal
	.long	0
	.long	0
	.quad	0
	.quad	bimodal_moments
	.quad	bimodal_largest
	.quad	.LC715
	.quad	.LC716
	.quad	6000292609090864433
	.quad	0
	.quad	.LC717
	.quad	bimodal_detail
	.quad	.LC501
	.quad	draw_lognormal
	.long	0
	.long	0
	.quad	0
	.quad	lognormal_moments
	.quad	lognormal_largest
	.quad	.LC538
	.quad	.LC718
	.quad	6000292609090864433
	.quad	6000292609090864434
	.quad	.LC719
	.quad	0
	.local	run_fault_lock
	.comm	run_fault_lock,40,32
	.local	run_fault
	.comm	run_fault,404,32
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC209
	.quad	.LC210
	.quad	.LC207
	.section	.rodata.str1.1
.LC720:
	.string	"p50"
.LC721:
	.string	"p90"
.LC722:
	.string	"p99"
.LC723:
	.string	"p99.9"
.LC724:
	.string	"p99.99"
.LC725:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC720
	.quad	.LC721
	.quad	.LC722
	.quad	.LC723
	.quad	.LC724
	.quad	.LC725
	.section	.rodata.str1.1
.LC726:
	.string	"p999"
.LC727:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC720
	.quad	.LC721
	.quad	.LC722
	.quad	.LC726
	.quad	.LC727
	.quad	.LC725
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
.LC728:
	.string	"auto"
.LC729:
	.string	"lattice"
.LC730:
	.string	"passes"
	.section	.data.rel.ro.local
	.align 32
	.type	SAMPLES_NAME, @object
	.size	SAMPLES_NAME, 40
SAMPLES_NAME:
	.quad	.LC728
	.quad	.LC3
	.quad	.LC729
	.quad	.LC730
	.quad	0
	.section	.rodata.str1.1
.LC731:
	.string	"round"
.LC732:
	.string	"ceil"
	.section	.data.rel.ro.local
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 24
RANK_NAME:
	.quad	.LC731
	.quad	.LC732
	.quad	0
	.section	.rodata.str1.1
.LC733:
	.string	"catch-up"
.LC734:
	.string	"skip"
.LC735:
	.string	"back-to-back"
	.section	.data.rel.ro.local
	.align 32
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 32
CLOSED_NAME:
	.quad	.LC733
	.quad	.LC734
	.quad	.LC735
	.quad	0
	.align 16
	.type	STALL_DIST_NAME, @object
	.size	STALL_DIST_NAME, 24
STALL_DIST_NAME:
	.quad	.LC104
	.quad	.LC499
	.quad	0
	.align 16
	.type	STALLS_NAME, @object
	.size	STALLS_NAME, 24
STALLS_NAME:
	.quad	.LC134
	.quad	.LC654
	.quad	0
	.section	.rodata.str1.1
.LC736:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC104
	.quad	.LC654
	.quad	.LC736
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
.LC27:
	.long	0
	.long	1071644672
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
	.set	.LC54,.LC169+8
	.align 8
.LC55:
	.long	0
	.long	1127219200
	.section	.rodata.cst16
	.align 16
.LC56:
	.long	-1
	.long	2147483647
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC57:
	.long	0
	.long	1076101120
	.align 8
.LC58:
	.long	0
	.long	1073217536
	.align 8
.LC59:
	.long	0
	.long	1074528256
	.align 8
.LC60:
	.long	0
	.long	1075707904
	.set	.LC61,.LC56
	.align 8
.LC62:
	.long	0
	.long	1079574528
	.align 8
.LC63:
	.long	-17155601
	.long	1072049730
	.align 8
.LC64:
	.long	0
	.long	1073741824
	.set	.LC70,.LC186+8
	.align 8
.LC73:
	.long	0
	.long	1138753536
	.align 8
.LC116:
	.long	0
	.long	1074790400
	.section	.rodata.cst16
	.align 16
.LC161:
	.long	0
	.long	-2147483648
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC162:
	.long	0
	.long	-1073741824
	.align 8
.LC163:
	.long	1413754136
	.long	1075388923
	.align 8
.LC164:
	.long	0
	.long	1125122048
	.align 8
.LC165:
	.long	0
	.long	1137704960
	.align 8
.LC166:
	.long	858993459
	.long	1075917619
	.align 8
.LC167:
	.long	0
	.long	1104006501
	.align 8
.LC168:
	.long	0
	.long	1090021888
	.section	.rodata.cst16
	.align 16
.LC169:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC170:
	.long	0
	.long	1093567616
	.align 8
.LC171:
	.long	-858993459
	.long	1072745676
	.align 8
.LC176:
	.long	0
	.long	1081524224
	.align 8
.LC181:
	.long	0
	.long	1101206224
	.align 8
.LC182:
	.long	0
	.long	1102879800
	.section	.rodata.cst16
	.align 16
.LC186:
	.long	0
	.long	0
	.long	0
	.long	1083129856
	.align 16
.LC322:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC323:
	.quad	1
	.quad	200000
	.align 16
.LC347:
	.quad	1000
	.quad	1000
	.align 16
.LC363:
	.quad	1000
	.quad	5000
	.align 16
.LC370:
	.quad	6004495999144771920
	.quad	6004495999145100622
	.section	.rodata.cst8
	.align 8
.LC373:
	.long	0
	.long	1091070464
	.align 8
.LC379:
	.long	-400107883
	.long	1041313291
	.align 8
.LC430:
	.long	0
	.long	1114636288
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
