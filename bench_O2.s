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
.LFB147:
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
.LFE147:
	.size	omissions_on, .-omissions_on
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB163:
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
.LFE163:
	.size	cmp_vc, .-cmp_vc
	.p2align 4
	.type	set_text, @function
set_text:
.LFB199:
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
.LFE199:
	.size	set_text, .-set_text
	.p2align 4
	.type	set_flag, @function
set_flag:
.LFB200:
	.cfi_startproc
	movq	56(%rsi), %rax
	movl	$1, (%rdi,%rax)
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE200:
	.size	set_flag, .-set_flag
	.p2align 4
	.type	set_arrivals, @function
set_arrivals:
.LFB211:
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
.LFE211:
	.size	set_arrivals, .-set_arrivals
	.p2align 4
	.type	set_trace, @function
set_trace:
.LFB212:
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
.LFE212:
	.size	set_trace, .-set_trace
	.p2align 4
	.type	set_cross_check, @function
set_cross_check:
.LFB216:
	.cfi_startproc
	movl	$3, 368(%rdi)
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE216:
	.size	set_cross_check, .-set_cross_check
	.p2align 4
	.type	stall_window_free, @function
stall_window_free:
.LFB180:
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
.LFE180:
	.size	stall_window_free, .-stall_window_free
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC2:
	.string	"%s '%s' is not valid: %s"
	.text
	.p2align 4
	.type	set_choice, @function
set_choice:
.LFB198:
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
.LFE198:
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
.LFB210:
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
.LFE210:
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
.LFB213:
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
.LFE213:
	.size	set_sweep, .-set_sweep
	.p2align 4
	.type	set_service_dist, @function
set_service_dist:
.LFB209:
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
.LFE209:
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
.LFE205:
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
.LFB195:
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
.LFE195:
	.size	set_time, .-set_time
	.p2align 4
	.type	set_duration, @function
set_duration:
.LFB201:
	.cfi_startproc
	movq	$0, 384(%rdi)
	jmp	set_time
	.cfi_endproc
.LFE201:
	.size	set_duration, .-set_duration
	.p2align 4
	.type	set_hlog_interval, @function
set_hlog_interval:
.LFB215:
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
.LFE215:
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
.LFB206:
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
.LFE206:
	.size	set_return_prob, .-set_return_prob
	.p2align 4
	.type	parse_rate, @function
parse_rate:
.LFB190:
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
.LFE190:
	.size	parse_rate, .-parse_rate
	.p2align 4
	.type	batch_end, @function
batch_end:
.LFB144:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsi, %rbp
	subq	$32, %rsp
	.cfi_def_cfa_offset 48
	movq	528(%rdi), %rax
	testq	%rax, %rax
	js	.L255
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rax, %xmm6
.L256:
	movsd	256(%rdi), %xmm3
	movsd	.LC25(%rip), %xmm5
	movq	%rdi, %rax
	leaq	256(%rdi), %rcx
	movsd	.LC26(%rip), %xmm4
	pxor	%xmm1, %xmm1
	divsd	%xmm6, %xmm3
	movsd	%xmm3, 0(%rbp)
	jmp	.L260
	.p2align 4,,10
	.p2align 3
.L274:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L259:
	movsd	(%rax), %xmm0
	divsd	%xmm2, %xmm0
	subsd	%xmm3, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm5, %xmm0
	mulsd	%xmm4, %xmm0
.L257:
	addq	$8, %rax
	addsd	%xmm0, %xmm1
	cmpq	%rax, %rcx
	je	.L273
.L260:
	movq	272(%rax), %rdx
	pxor	%xmm0, %xmm0
	testq	%rdx, %rdx
	je	.L257
	jns	.L274
	movq	%rdx, %rsi
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rdx, %rsi
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L259
	.p2align 4,,10
	.p2align 3
.L273:
	pxor	%xmm0, %xmm0
	ucomisd	%xmm1, %xmm0
	ja	.L271
	movapd	%xmm1, %xmm0
	sqrtsd	%xmm0, %xmm0
.L263:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 8(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L264
	movsd	264(%rdi), %xmm0
	mulsd	%xmm3, %xmm3
	divsd	%xmm6, %xmm0
	subsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm6
	divsd	%xmm1, %xmm6
.L264:
	movsd	%xmm6, 16(%rbp)
	addq	$32, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
.L255:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm6, %xmm6
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm6
	addsd	%xmm6, %xmm6
	jmp	.L256
.L271:
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
	jmp	.L263
	.cfi_endproc
.LFE144:
	.size	batch_end, .-batch_end
	.section	.rodata.str1.1
.LC27:
	.string	"%lu %lu\n"
	.text
	.p2align 4
	.type	values_writer, @function
values_writer:
.LFB185:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L280
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
.L277:
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
	jb	.L277
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
.L280:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE185:
	.size	values_writer, .-values_writer
	.section	.rodata.str1.8
	.align 8
.LC28:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB83:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L291
	movq	(%rdi), %rax
	movq	%rdi, %r9
	testq	%r8, %r8
	je	.L285
	movq	%rsi, %r10
	xorl	%edi, %edi
	xorl	%r11d, %r11d
	jmp	.L286
	.p2align 4,,10
	.p2align 3
.L287:
	addq	$1, %rdi
	cmpq	%rdi, %r10
	je	.L283
.L290:
	movq	(%r9,%rdi,8), %rax
	cmpq	%r8, %rsi
	je	.L285
.L286:
	leaq	1(%r11), %rsi
	movq	%rax, (%rcx,%r11,8)
	movq	%rsi, %r11
	cmpq	%rdx, %rax
	jb	.L287
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L287
	cmpq	%rsi, %r8
	jne	.L288
	jmp	.L285
	.p2align 4,,10
	.p2align 3
.L289:
	cmpq	%rsi, %r8
	je	.L285
.L288:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L289
	addq	$1, %rdi
	movq	%rsi, %r11
	cmpq	%rdi, %r10
	jne	.L290
.L283:
	movq	%r11, %rax
	ret
.L285:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC28(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L291:
	.cfi_def_cfa_offset 8
	xorl	%r11d, %r11d
	jmp	.L283
	.cfi_endproc
.LFE83:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	table_push, @function
table_push:
.LFB160:
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
	je	.L300
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L316
.L300:
	cmpq	16(%rbx), %rsi
	je	.L302
	movq	(%rbx), %rax
.L303:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L301:
	xorl	%eax, %eax
.L299:
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
.L302:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L308
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L307
	salq	$5, %rsi
.L304:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L307
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L303
	.p2align 4,,10
	.p2align 3
.L316:
	addq	%rbp, 8(%rax)
	jmp	.L301
	.p2align 4,,10
	.p2align 3
.L308:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L304
.L307:
	movl	$-1, %eax
	jmp	.L299
	.cfi_endproc
.LFE160:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB162:
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
.LFE162:
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
	je	.L344
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
.L334:
	movq	(%rax), %r12
	xorl	%r11d, %r11d
	addq	%r12, %rsi
	adcq	%r11, %rdi
	cmpq	%r12, %r14
	adcq	$0, %rdx
	addq	$8, %rax
	movq	%rdx, 56(%rcx)
	cmpq	%rax, %r13
	jne	.L334
	movq	%rsi, 64(%rcx)
	movq	%r8, %r14
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	movl	200(%r9), %eax
	movq	%rdi, 72(%rcx)
	leaq	PCT_MILLI(%rip), %r15
	testl	%eax, %eax
	je	.L347
	.p2align 4,,10
	.p2align 3
.L337:
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
	jne	.L337
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
.L347:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L337
	.p2align 4,,10
	.p2align 3
.L344:
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
	je	.L349
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
	jmp	.L353
	.p2align 4,,10
	.p2align 3
.L388:
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
.L351:
	cmpq	%rbp, %rsi
	movq	80(%rsp), %rax
	adcq	$0, %r9
	addq	$8, %rdi
	cmpq	%rax, %rdi
	je	.L387
.L353:
	movq	(%rdi), %rsi
	cmpq	%rbp, %rsi
	jb	.L388
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
	jnb	.L389
	leaq	0(%rbp,%r8), %rax
	cmpq	%rax, %r11
	jb	.L351
	movq	$0, 56(%rsp)
	movq	%r11, %rax
	xorl	%edx, %edx
	subq	%r8, %rax
	divq	%rbp
	movq	%rax, 48(%rsp)
	addq	48(%rsp), %r14
	adcq	56(%rsp), %r15
	jmp	.L351
.L389:
	addq	(%rsp), %r14
	adcq	8(%rsp), %r15
	jmp	.L351
.L349:
	xorl	%eax, %eax
.L348:
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
.L387:
	.cfi_restore_state
	movq	%r13, %rax
	movq	%r14, %rsi
	movq	%r9, 48(%rsp)
	movq	64(%rsp), %r10
	subq	$0, %rax
	movq	88(%rsp), %r14
	movl	104(%rsp), %r8d
	jne	.L369
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
	je	.L390
.L356:
	xorl	%r11d, %r11d
	movq	%r14, 80(%rsp)
	movq	48(%rsp), %rbx
	movq	%r15, %r8
	movq	$0, 88(%rsp)
	movq	%r11, (%rsp)
	jmp	.L368
	.p2align 4,,10
	.p2align 3
.L357:
	movq	-8(%r10,%r8,8), %rax
.L360:
	movq	(%rsp), %rdi
	movq	192(%rsp), %rsi
	movq	%rax, 8(%rsi,%rdi)
	addq	$8, %rdi
	movq	%rdi, (%rsp)
	cmpq	$48, %rdi
	je	.L349
	movq	(%rsi), %r8
.L368:
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
	jnb	.L357
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
	jnb	.L391
	movq	%r9, %rsi
	movq	80(%rsp), %r9
	.p2align 4,,10
	.p2align 3
.L359:
	xorl	%r15d, %r15d
	addq	%r8, %r12
	movq	%r8, %r14
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%r9, %rbx
	jb	.L361
	jmp	.L392
	.p2align 4,,10
	.p2align 3
.L364:
	addq	%r14, %r12
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%rbx, %r9
	je	.L393
.L361:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	cmpq	%r8, %rax
	je	.L364
.L386:
	movq	%rax, %rcx
.L363:
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
	jnb	.L383
	movq	%rcx, %r8
	jmp	.L359
	.p2align 4,,10
	.p2align 3
.L393:
	movq	(%r10,%r9,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rax, %rcx
	jmp	.L363
	.p2align 4,,10
	.p2align 3
.L383:
	movq	%rax, %rsi
.L358:
	leaq	-1(%rsi), %rax
	imulq	%rdi, %rax
	subq	%rax, %r11
	movq	80(%rsp), %rax
	movq	%r11, 32(%rsp)
	cmpq	%rax, %rbx
	jnb	.L367
	movq	96(%rsp), %rcx
	movq	%rbx, %rax
	movq	80(%rsp), %r9
	negq	%rax
	leaq	(%rcx,%rax,8), %r11
	movq	%rbx, %rcx
	.p2align 4,,10
	.p2align 3
.L366:
	movq	(%r10,%rcx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rdx, (%r11,%rcx,8)
	addq	$1, %rcx
	cmpq	%rcx, %r9
	jne	.L366
.L367:
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
	jmp	.L360
.L392:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	jmp	.L386
.L390:
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
	jmp	.L356
.L391:
	movq	88(%rsp), %r8
	jmp	.L358
.L369:
	movl	$-2, %eax
	jmp	.L348
	.cfi_endproc
.LFE92:
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
.LFB141:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movq	$0, 48(%rsi)
	movups	%xmm0, (%rsi)
	movups	%xmm0, 16(%rsi)
	movups	%xmm0, 32(%rsi)
	cmpl	$1, 72(%rdi)
	je	.L395
	xorl	%eax, %eax
	ret
.L395:
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
	jne	.L397
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
	jnb	.L397
	movl	8(%rbp), %edx
	leaq	.LC30(%rip), %rax
	cmpl	$1, %edx
	je	.L398
	testl	%edx, %edx
	leaq	.LC31(%rip), %rax
	leaq	.LC29(%rip), %rcx
	cmovne	%rcx, %rax
.L398:
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
	jmp	.L394
.L397:
	xorl	%eax, %eax
.L394:
	addq	$24, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE141:
	.size	theory_of, .-theory_of
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
	je	.L427
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
.L408:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L407
	addq	%rbp, 56(%rbx)
.L407:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L408
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L415
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L406
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L430
.L411:
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
.L414:
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
	jnb	.L412
	.p2align 4,,10
	.p2align 3
.L413:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L413
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L412:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L414
.L406:
	xorl	%eax, %eax
.L405:
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
.L430:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L411
.L427:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L415:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L405
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
	je	.L432
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L433:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L433
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L438:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L438
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L435
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L457
.L454:
	pxor	%xmm0, %xmm0
.L440:
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
.L432:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L435:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC34(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L454
.L457:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L455
	sqrtsd	%xmm0, %xmm0
.L444:
	divsd	%xmm2, %xmm0
	jmp	.L440
.L455:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L444
	.cfi_endproc
.LFE130:
	.size	stats_of, .-stats_of
	.p2align 4
	.type	table_from_dist, @function
table_from_dist:
.LFB164:
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
	je	.L466
	movq	(%rdi), %rcx
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	leaq	16(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L459:
	movq	%r13, %rbx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movl	$1, %esi
	salq	$5, %rbx
	leaq	(%rcx,%rbx), %rdx
	cmpq	$0, 16(%rdx)
	jne	.L462
	jmp	.L465
	.p2align 4,,10
	.p2align 3
.L491:
	testb	%sil, %sil
	je	.L465
.L462:
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
	jb	.L491
.L465:
	addq	$1, %r13
	cmpq	8(%rbp), %r13
	jnb	.L464
	testb	%sil, %sil
	jne	.L459
.L464:
	testl	%eax, %eax
	je	.L466
.L461:
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
.L466:
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
	jne	.L467
	jmp	.L461
	.p2align 4,,10
	.p2align 3
.L492:
	cmpq	%rbp, %r12
	jnb	.L461
.L467:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	addq	$1, %r12
	addq	$16, %rbx
	call	table_push
	testl	%eax, %eax
	je	.L492
	jmp	.L461
	.cfi_endproc
.LFE164:
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
	je	.L494
	call	fclose@PLT
.L494:
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
.LC35:
	.string	"%.*s.%s.tmp.%ld"
.LC36:
	.string	"w"
	.text
	.p2align 4
	.type	open_atomic, @function
open_atomic:
.LFB167:
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
	je	.L501
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L500:
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
	leaq	.LC35(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 56
	movq	%rbp, %rdi
	popq	%rdx
	.cfi_def_cfa_offset 48
	leaq	.LC36(%rip), %rsi
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
.L501:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L500
	.cfi_endproc
.LFE167:
	.size	open_atomic, .-open_atomic
	.section	.rodata.str1.8
	.align 8
.LC37:
	.string	"%s '%s' could not be read whole"
	.align 8
.LC38:
	.string	"%s '%s' is empty: it needs at least one number"
	.align 8
.LC39:
	.string	" is %zd characters long: at most %d are allowed"
	.section	.rodata.str1.1
.LC40:
	.string	": %s"
	.section	.rodata.str1.8
	.align 8
.LC41:
	.string	": '%s' is not valid: a whole number of nanoseconds from 0 to 2^62"
	.align 8
.LC42:
	.string	": %lu comes before the previous line's %lu: due times must not decrease"
	.section	.rodata.str1.1
.LC43:
	.string	"%s %.40s: line %lu"
.LC44:
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
	js	.L523
	addq	$1, 48(%r13)
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L508
	jmp	.L510
	.p2align 4,,10
	.p2align 3
.L511:
	movb	$0, (%rax)
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L510
.L508:
	movq	8(%r13), %rdi
	leaq	-1(%rcx), %rdx
	leaq	(%rdi,%rdx), %rax
	movzbl	(%rax), %esi
	cmpb	$10, %sil
	je	.L511
	cmpb	$13, %sil
	je	.L511
	cmpq	$64, %rcx
	jg	.L524
	movl	40(%r13), %eax
	testl	%eax, %eax
	jne	.L525
	movabsq	$4611686018427387903, %rdx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L526
	cmpq	$1, 48(%r13)
	movq	(%r12), %rcx
	jbe	.L517
	movq	56(%r13), %r8
	cmpq	%r8, %rcx
	jb	.L527
.L517:
	movq	%rcx, 56(%r13)
	jmp	.L515
	.p2align 4,,10
	.p2align 3
.L524:
	movl	$64, %r8d
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	leaq	.LC39(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
.L509:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movl	$64, %esi
	movq	%r14, %rdi
	movq	48(%r13), %r9
	leaq	.LC43(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %r8
	movq	%r14, %rcx
	movq	%rbp, %rsi
	leaq	.LC44(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L506:
	movl	$-1, %eax
.L503:
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
.L523:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L528
	cmpq	$0, 48(%r13)
	jne	.L503
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC38(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L506
	.p2align 4,,10
	.p2align 3
.L525:
	movq	%rsp, %r14
	movl	$160, %r8d
	movq	%r12, %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L529
.L515:
	movl	$1, %eax
	jmp	.L503
	.p2align 4,,10
	.p2align 3
.L510:
	movdqa	.LC45(%rip), %xmm0
	leaq	160(%rsp), %r12
	movq	%rsp, %r14
	movaps	%xmm0, 160(%rsp)
	movdqa	.LC46(%rip), %xmm0
	movaps	%xmm0, 176(%rsp)
	movdqa	.LC47(%rip), %xmm0
	movups	%xmm0, 187(%rsp)
	jmp	.L509
	.p2align 4,,10
	.p2align 3
.L529:
	leaq	160(%rsp), %r12
	movq	%r14, %rcx
	movl	$192, %esi
	xorl	%eax, %eax
	leaq	.LC40(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L509
.L526:
	movq	8(%r13), %rcx
	leaq	.LC41(%rip), %rdx
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	movl	$192, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L509
.L528:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC37(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L506
.L527:
	leaq	160(%rsp), %r12
	leaq	.LC42(%rip), %rdx
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	%rsp, %r14
	call	snprintf@PLT
	jmp	.L509
	.cfi_endproc
.LFE59:
	.size	numbers_next, .-numbers_next
	.section	.rodata.str1.1
.LC48:
	.string	" stroke-dasharray=\"5 4\""
.LC49:
	.string	" "
	.section	.rodata.str1.8
	.align 8
.LC50:
	.string	"<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\""
	.section	.rodata.str1.1
.LC55:
	.string	"%s%.1f,%.1f"
.LC56:
	.string	"\"/>\n"
	.text
	.p2align 4
	.type	svg_line, @function
svg_line:
.LFB175:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rsi, %r14
	leaq	.LC50(%rip), %rsi
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	leaq	.LC48(%rip), %rcx
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
	je	.L532
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L534:
	movsd	16(%r14), %xmm2
	movsd	(%r14), %xmm3
	testq	%r15, %r15
	movq	%rbx, %rdi
	movsd	0(%r13,%r15,8), %xmm1
	movsd	24(%r14), %xmm0
	leaq	.LC49(%rip), %rax
	leaq	.LC8(%rip), %rdx
	movsd	.LC52(%rip), %xmm4
	cmovne	%rax, %rdx
	leaq	.LC55(%rip), %rsi
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
	mulsd	.LC51(%rip), %xmm1
	subsd	%xmm1, %xmm4
	movapd	%xmm4, %xmm1
	mulsd	.LC53(%rip), %xmm0
	addsd	.LC54(%rip), %xmm0
	call	fprintf@PLT
	cmpq	%r15, %rbp
	jne	.L534
.L532:
	addq	$8, %rsp
	.cfi_def_cfa_offset 56
	movq	%rbx, %rcx
	movl	$4, %edx
	movl	$1, %esi
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC56(%rip), %rdi
	popq	%rbp
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
.LFE175:
	.size	svg_line, .-svg_line
	.section	.rodata.str1.1
.LC57:
	.string	"bench: "
.LC58:
	.string	"\\n"
.LC59:
	.string	"\\x%02x"
	.text
	.p2align 4
	.type	usage_error, @function
usage_error:
.LFB278:
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
	leaq	.LC57(%rip), %rdi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	je	.L548
	leaq	.LC59(%rip), %rbp
	leaq	.LC58(%rip), %r12
	jmp	.L543
	.p2align 4,,10
	.p2align 3
.L544:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L549
	cmpb	$127, %al
	je	.L549
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L545:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L548
.L543:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L544
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L543
.L548:
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
.L549:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L545
	.cfi_endproc
.LFE278:
	.size	usage_error, .-usage_error
	.section	.rodata.str1.1
.LC60:
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
	je	.L557
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
.L557:
	.cfi_restore_state
	movq	%rbp, %rcx
	leaq	4+run_fault(%rip), %rdi
	leaq	.LC60(%rip), %rdx
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
	jne	.L560
	testl	%ebp, %ebp
	jne	.L565
.L558:
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
.L560:
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
.L565:
	.cfi_restore_state
	movl	$-4, %ebp
	jmp	.L558
	.cfi_endproc
.LFE14:
	.size	fault_rc, .-fault_rc
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB171:
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
	jbe	.L567
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
.L567:
	movq	.LC64(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC65(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L566
	movsd	.LC66(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L575
	addsd	%xmm0, %xmm0
.L566:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L575:
	.cfi_restore_state
	movsd	.LC67(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L576
	mulsd	.LC61(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L576:
	.cfi_restore_state
	mulsd	.LC64(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE171:
	.size	nice_step, .-nice_step
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB165:
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
	je	.L579
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L580:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L580
	testq	%rcx, %rcx
	je	.L594
	testq	%rbx, %rbx
	je	.L594
	testq	%rcx, %rcx
	js	.L581
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L582:
	movsd	.LC69(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L592
	.p2align 4,,10
	.p2align 3
.L615:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L588
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
	je	.L613
	movq	%r9, %rsi
	movq	%rax, %rbx
.L588:
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
	jnb	.L614
.L592:
	testl	%eax, %eax
	je	.L583
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L583:
	testq	%r14, %r14
	js	.L585
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L586:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L615
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L592
.L614:
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
.L579:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L578:
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
.L585:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L586
	.p2align 4,,10
	.p2align 3
.L581:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L582
.L594:
	xorl	%esi, %esi
	jmp	.L579
.L613:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L578
	.cfi_endproc
.LFE165:
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
.LFB184:
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
	je	.L650
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
	je	.L666
	movsd	.LC77(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC79(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L626
	.p2align 4,,10
	.p2align 3
.L667:
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
	je	.L627
.L626:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC69(%rip), %xmm1
	testq	%rax, %rax
	js	.L621
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L622:
	movsd	.LC69(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L667
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L626
.L627:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L668
.L619:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L632
	.p2align 4,,10
	.p2align 3
.L670:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L630
.L671:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L631:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L669
.L632:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L670
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
	jns	.L671
.L630:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L631
	.p2align 4,,10
	.p2align 3
.L621:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L622
	.p2align 4,,10
	.p2align 3
.L669:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L639
	.p2align 4,,10
	.p2align 3
.L673:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L637
.L674:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L638:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L672
.L639:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L673
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
	jns	.L674
.L637:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L638
	.p2align 4,,10
	.p2align 3
.L672:
	movsd	.LC80(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L640
	cvttsd2siq	%xmm4, %r14
.L634:
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
	jbe	.L651
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L643:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L642
	cmpl	$63, %ebp
	jle	.L643
.L642:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L664
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L647:
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
	js	.L648
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L649:
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
.L616:
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
.L640:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L634
	.p2align 4,,10
	.p2align 3
.L648:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L649
	.p2align 4,,10
	.p2align 3
.L651:
	movl	$1, %ebp
	jmp	.L642
	.p2align 4,,10
	.p2align 3
.L666:
	movsd	.LC77(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L619
	.p2align 4,,10
	.p2align 3
.L668:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L634
.L650:
	movl	$-1, %eax
	jmp	.L616
.L664:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L647
	.cfi_endproc
.LFE184:
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
.LFB183:
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
	leaq	.LC44(%rip), %rdx
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
	je	.L683
	movq	%rax, %rbx
	movq	%rax, %rdi
	movq	%r14, %rsi
	call	*%r13
	movq	%rbx, %rdi
	testl	%eax, %eax
	jne	.L684
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L682
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L682
	movq	%rbp, %rsi
	leaq	.LC86(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L675:
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
.L684:
	.cfi_restore_state
	call	fclose@PLT
.L682:
	movq	%r12, %rdi
	call	remove@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC85(%rip), %rsi
	call	fprintf@PLT
.L677:
	movl	$-1, %ebx
	jmp	.L675
.L683:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC84(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L677
	.cfi_endproc
.LFE183:
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
.LFB101:
	.cfi_startproc
	movl	72(%rdi), %edx
	leaq	.LC87(%rip), %rax
	testl	%edx, %edx
	jne	.L685
	cmpl	$0, 8(%rdi)
	leaq	.LC88(%rip), %rax
	jne	.L685
	movq	48(%rdi), %rcx
	testq	%rcx, %rcx
	je	.L687
	cmpl	$0, 40(%rdi)
	leaq	.LC90(%rip), %rax
	jne	.L685
	cmpl	$0, 44(%rdi)
	leaq	.LC89(%rip), %rax
	jne	.L685
.L687:
	movq	(%rdi), %r8
	movq	80(%rdi), %rsi
	leaq	.LC94(%rip), %rax
	cmpq	%rsi, %r8
	jnb	.L685
	movl	152(%rdi), %eax
	cmpl	$2, %eax
	je	.L705
	subl	$1, %eax
	jne	.L689
	cmpq	$1, 160(%rdi)
	leaq	.LC96(%rip), %rax
	ja	.L685
.L689:
	testq	%rcx, %rcx
	je	.L699
	movq	64(%rdi), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	.LC95(%rip), %rax
	testq	%rdx, %rdx
	jne	.L685
	movq	56(%rdi), %rax
	testq	%rax, %rax
	je	.L699
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC93(%rip), %rax
	testq	%rdx, %rdx
	jne	.L685
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
.L699:
	xorl	%eax, %eax
.L685:
	ret
.L705:
	cmpq	$1, 160(%rdi)
	leaq	.LC92(%rip), %rax
	jbe	.L689
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
	je	.L706
	movq	%rdi, %r10
	call	closed_form_gap
	movq	%rax, %rdx
	xorl	%eax, %eax
	testq	%rdx, %rdx
	je	.L719
.L706:
	addq	$48, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
.L719:
	.cfi_restore_state
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
	xorl	%eax, %eax
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L709
	jmp	.L720
	.p2align 4,,10
	.p2align 3
.L713:
	movq	%rdx, %rcx
.L709:
	xorl	%edx, %edx
	divq	%rcx
	movq	%rcx, %rax
	testq	%rdx, %rdx
	jne	.L713
.L708:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	je	.L721
	movq	%rcx, %rax
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L709
.L720:
	movq	%rax, %rcx
	jmp	.L708
.L721:
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
	jmp	.L706
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
	je	.L730
	ret
.L730:
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
	jne	.L724
	movq	%rbx, %rdi
	call	sort_fits
	cmpl	$1, %eax
	sbbl	%eax, %eax
	andl	$2, %eax
	addl	$1, %eax
.L722:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
.L724:
	.cfi_restore_state
	movl	$2, %eax
	jmp	.L722
	.cfi_endproc
.LFE132:
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
	jne	.L740
	cmpb	$104, 1(%rsi)
	je	.L751
.L740:
	leaq	.LC98(%rip), %rsi
	movq	%rbp, %rdi
	movq	%rbp, %rbx
	call	strcmp@PLT
.L733:
	leaq	104+OPTIONS(%rip), %r15
	xorl	%r14d, %r14d
	jmp	.L737
	.p2align 4,,10
	.p2align 3
.L734:
	addl	$1, %r14d
	cmpl	$54, %r14d
	je	.L735
	movq	(%r15), %rsi
	movq	%rbx, %rdi
	addq	$104, %r15
	call	strcmp@PLT
.L737:
	testl	%eax, %eax
	jne	.L734
	movslq	%r14d, %rdx
	leaq	(%rdx,%rdx,2), %rax
	leaq	(%rdx,%rax,4), %rdx
	leaq	OPTIONS(%rip), %rax
	leaq	(%rax,%rdx,8), %rsi
	movq	48(%rsi), %rax
	testq	%rax, %rax
	je	.L735
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
.L751:
	.cfi_restore_state
	cmpb	$0, 2(%rsi)
	movl	$-1, %eax
	leaq	.LC97(%rip), %rbx
	je	.L733
	jmp	.L740
	.p2align 4,,10
	.p2align 3
.L735:
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
.LFE224:
	.size	apply_option, .-apply_option
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB303:
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
	je	.L759
.L753:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L752:
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
.L759:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L760
	movl	$512, %esi
	movl	$16, %ebp
.L754:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L761
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L753
	.p2align 4,,10
	.p2align 3
.L760:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L754
.L761:
	movl	$1, 24(%rbx)
	jmp	.L752
	.cfi_endproc
.LFE303:
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
.LFB244:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rcx
	cmpl	$-4, %edi
	je	.L767
	cmpl	$-2, %edi
	je	.L768
	movq	%rsi, %rdx
	movq	%rcx, %rdi
	leaq	.LC103(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %eax
.L762:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L767:
	.cfi_restore_state
	leaq	4+run_fault(%rip), %rdx
	leaq	.LC101(%rip), %rsi
	movq	%rcx, %rdi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	run_fault(%rip), %eax
	jmp	.L762
.L768:
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC102(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L762
	.cfi_endproc
.LFE244:
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
.LFB314:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	je	.L770
	testq	%rsi, %rsi
	js	.L771
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L773
.L781:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L774:
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
.L771:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L781
.L773:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L774
	.p2align 4,,10
	.p2align 3
.L770:
	movq	%rbx, %rax
	movl	$6369134, (%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE314:
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
.LFB317:
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
	je	.L783
	movzbl	(%rbx), %edx
	movl	$1, %esi
	xorl	%eax, %eax
	movq	%rsp, %rdi
	testb	%dl, %dl
	jne	.L784
	jmp	.L802
	.p2align 4,,10
	.p2align 3
.L788:
	addq	$1, %rbx
	movb	%dl, (%rsp,%rax)
	addq	$1, %rax
	movzbl	(%rbx), %edx
	testb	%dl, %dl
	je	.L790
.L803:
	leaq	6(%rax), %rcx
	cmpq	$255, %rcx
	ja	.L790
.L784:
	cmpb	$32, %dl
	jne	.L788
	leaq	(%rdi,%rax), %rdx
	addq	$1, %rbx
	addq	$5, %rax
	addq	$1, %rsi
	movl	$32, %ecx
	movl	$1684955424, (%rdx)
	movw	%cx, 4(%rdx)
	movzbl	(%rbx), %edx
	testb	%dl, %dl
	jne	.L803
	.p2align 4,,10
	.p2align 3
.L790:
	movb	$0, (%rsp,%rax)
	leaq	.LC106(%rip), %r9
	cmpq	$5, %rsi
	jbe	.L791
.L792:
	movq	0(%rbp), %r8
	movq	%rdi, %rcx
	leaq	.LC109(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
.L787:
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
.L802:
	.cfi_restore_state
	movb	$0, (%rsp)
.L791:
	leaq	HOW_MANY.6(%rip), %rax
	movq	-8(%rax,%rsi,8), %r9
	jmp	.L792
.L783:
	movq	0(%rbp), %r8
	testl	%r13d, %r13d
	je	.L786
	movq	56(%rbp), %r9
	movq	%rbx, %rcx
	leaq	.LC107(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L787
.L786:
	movq	%r8, %r9
	movq	%rbx, %rcx
	leaq	.LC108(%rip), %rdx
	movq	%r12, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L787
	.cfi_endproc
.LFE317:
	.size	service_refusal.constprop.0, .-service_refusal.constprop.0
	.p2align 4
	.type	alternatives.constprop.0, @function
alternatives.constprop.0:
.LFB318:
	.cfi_startproc
	movzbl	(%rdi), %ecx
	movq	%rsi, %rax
	testb	%cl, %cl
	je	.L810
	xorl	%edx, %edx
	jmp	.L809
	.p2align 4,,10
	.p2align 3
.L806:
	addq	$1, %rdi
	movb	%cl, (%r8)
	addq	$1, %rdx
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	je	.L812
.L808:
	leaq	4(%rdx), %r8
	cmpq	$127, %r8
	ja	.L813
.L809:
	leaq	(%rax,%rdx), %r8
	cmpb	$32, %cl
	jne	.L806
	addq	$1, %rdi
	movl	$544370464, (%r8)
	addq	$4, %rdx
	movb	$0, 4(%r8)
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	jne	.L808
	.p2align 4,,10
	.p2align 3
.L812:
	movl	$127, %ecx
	cmpq	%rcx, %rdx
	cmova	%rcx, %rdx
	addq	%rax, %rdx
.L805:
	movb	$0, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L813:
	addq	%rax, %rdx
	movb	$0, (%rdx)
	ret
.L810:
	movq	%rsi, %rdx
	jmp	.L805
	.cfi_endproc
.LFE318:
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
.LFB223:
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
	jmp	.L829
	.p2align 4,,10
	.p2align 3
.L828:
	addq	$104, %rbx
	leaq	5616+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	je	.L858
.L816:
	movq	24(%rbx), %rdi
	movl	$10, %esi
	call	strchr@PLT
	movq	%rax, %r14
.L829:
	movl	44(%rbx), %ecx
	testl	%ecx, %ecx
	jne	.L828
	movq	16(%rbx), %r9
	leaq	.LC49(%rip), %r8
	testq	%r9, %r9
	je	.L859
.L818:
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
	je	.L860
.L819:
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	ja	.L861
	testq	%r14, %r14
	je	.L822
.L865:
	movq	%r12, %rsi
	movl	%r14d, %edx
	leaq	.LC116(%rip), %r12
	movq	%r15, %rcx
	subl	%r15d, %edx
	movq	%r12, %rdi
	leaq	.LC8(%rip), %rbp
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L823
	.p2align 4,,10
	.p2align 3
.L862:
	movq	%rax, %rdx
	movq	%r13, %rcx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	subq	%r14, %rdx
	xorl	%eax, %eax
	movq	%r15, %r14
	subl	$1, %edx
	call	printf@PLT
.L823:
	leaq	1(%r14), %r13
	movl	$10, %esi
	movq	%r13, %rdi
	call	strchr@PLT
	movq	%rax, %r15
	testq	%rax, %rax
	jne	.L862
	movq	%r13, %rdi
	call	strlen@PLT
	movq	%r13, %rcx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
.L824:
	movq	8(%rsp), %rdi
	leaq	.LC114(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L828
	leaq	SERVICE_DISTS(%rip), %r12
	leaq	.LC8(%rip), %rbp
	leaq	384(%r12), %r14
	leaq	.LC117(%rip), %r13
.L827:
	movq	80(%r12), %rcx
	movq	(%r12), %rdx
	movq	%rbp, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	addq	$96, %r12
	call	printf@PLT
	cmpq	%r14, %r12
	jne	.L827
	addq	$104, %rbx
	leaq	5616+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	jne	.L816
.L858:
	leaq	.LC118(%rip), %rdi
	movq	40(%rsp), %r12
	leaq	OPTIONS(%rip), %rbx
	call	puts@PLT
	leaq	.LC119(%rip), %rbp
	jmp	.L831
	.p2align 4,,10
	.p2align 3
.L830:
	addq	$104, %rbx
	leaq	5616+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	je	.L863
.L831:
	movq	32(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L830
	movl	44(%rbx), %edx
	testl	%edx, %edx
	jne	.L830
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
	jne	.L831
.L863:
	leaq	.LC120(%rip), %rdi
	xorl	%eax, %eax
	leaq	.LC121(%rip), %rbx
	call	printf@PLT
	jmp	.L833
	.p2align 4,,10
	.p2align 3
.L832:
	addq	$104, %r12
	leaq	5616+OPTIONS(%rip), %rax
	cmpq	%rax, %r12
	je	.L864
.L833:
	testb	$2, 40(%r12)
	je	.L832
	cmpl	$2, 8(%r12)
	je	.L832
	movl	44(%r12), %eax
	testl	%eax, %eax
	jne	.L832
	movq	(%r12), %rsi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$104, %r12
	call	printf@PLT
	leaq	5616+OPTIONS(%rip), %rax
	cmpq	%rax, %r12
	jne	.L833
.L864:
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
.L861:
	.cfi_restore_state
	movq	%r12, %rsi
	leaq	.LC115(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 48(%rsp)
	testq	%r14, %r14
	jne	.L865
.L822:
	movq	%r15, %rdi
	call	strlen@PLT
	movq	%r15, %rcx
	movq	%r12, %rsi
	leaq	.LC116(%rip), %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L824
	.p2align 4,,10
	.p2align 3
.L860:
	movq	8(%rsp), %rdi
	call	strlen@PLT
	movl	$63, %r11d
	leaq	1(%r12,%rax), %rdx
	movb	$0, (%rdx)
	subq	%rax, %r11
	je	.L819
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
.L820:
	movq	%rbx, %rsi
	leaq	0(%rbp,%r13), %rdi
	xorl	%eax, %eax
	addl	$1, %r14d
	subq	%r13, %rsi
	leaq	.LC44(%rip), %rdx
	addq	$96, %r12
	call	snprintf@PLT
	cltq
	addq	%rax, %r13
	cmpl	$3, %r14d
	jg	.L855
	cmpq	%rbx, %r13
	jnb	.L855
	movq	(%r12), %r8
	leaq	.LC110(%rip), %rcx
	jmp	.L820
	.p2align 4,,10
	.p2align 3
.L859:
	leaq	.LC8(%rip), %r9
	movq	%r9, %r8
	jmp	.L818
	.p2align 4,,10
	.p2align 3
.L855:
	movq	16(%rsp), %r14
	movq	24(%rsp), %rbx
	movq	32(%rsp), %r12
	jmp	.L819
	.cfi_endproc
.LFE223:
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
.LFB319:
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
	jb	.L867
	movapd	%xmm3, %xmm0
	leaq	.LC124(%rip), %r12
	jmp	.L870
	.p2align 4,,10
	.p2align 3
.L874:
	movsd	16(%rbx), %xmm0
.L870:
	movapd	%xmm3, %xmm2
	subsd	%xmm0, %xmm1
	movl	$790, %ecx
	movq	%r12, %rsi
	subsd	%xmm0, %xmm2
	movl	$80, %edx
	movq	%rbp, %rdi
	movl	$4, %eax
	movsd	.LC52(%rip), %xmm0
	movl	$74, %r8d
	movsd	%xmm3, (%rsp)
	divsd	%xmm1, %xmm2
	mulsd	.LC51(%rip), %xmm2
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
	jnb	.L874
.L867:
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
.LFE319:
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
.LFB320:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rsi, %rax
	movq	%rdi, %rbx
	cmpq	$999999999, %rsi
	ja	.L882
	cmpq	$999999, %rsi
	ja	.L883
	cmpq	$1000, %rsi
	sbbq	%rcx, %rcx
	andq	$-999, %rcx
	addq	$1000, %rcx
	cmpq	$1000, %rsi
	sbbl	%edi, %edi
	notl	%edi
	addl	$3, %edi
.L876:
	xorl	%edx, %edx
	movslq	%edi, %rsi
	leaq	U.4(%rip), %r11
	divq	%rcx
	movq	%rax, %rcx
	leaq	(%rsi,%rsi,2), %rax
	movl	16(%r11,%rax,8), %r8d
	testl	%r8d, %r8d
	je	.L878
	movabsq	$-3689348814741910323, %r9
	movq	%rdx, %rax
	movabsq	$1844674407370955161, %r10
	imulq	%r9, %rax
	rorq	%rax
	cmpq	%rax, %r10
	jnb	.L880
	jmp	.L879
	.p2align 4,,10
	.p2align 3
.L893:
	movq	%rdx, %rdi
	imulq	%r9, %rdi
	rorq	%rdi
	cmpq	%rdi, %r10
	jb	.L879
.L880:
	movq	%rdx, %rax
	mulq	%r9
	shrq	$3, %rdx
	subl	$1, %r8d
	jne	.L893
.L878:
	imulq	$24, %rsi, %rdi
	leaq	.LC130(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	movq	(%r11,%rdi), %r8
	movq	%rbx, %rdi
	call	snprintf@PLT
.L881:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L879:
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
	jmp	.L881
.L882:
	movl	$1000000000, %ecx
	xorl	%edi, %edi
	jmp	.L876
.L883:
	movl	$1000000, %ecx
	movl	$1, %edi
	jmp	.L876
	.cfi_endproc
.LFE320:
	.size	fmt_read.constprop.0, .-fmt_read.constprop.0
	.section	.rodata.str1.1
.LC131:
	.string	"--arrivals"
	.section	.rodata.str1.8
	.align 8
.LC132:
	.string	"%s '%s' is a directory: give a file, one number a line"
	.section	.rodata.str1.1
.LC133:
	.string	"r"
.LC134:
	.string	"%s '%s' cannot be read: %s"
	.text
	.p2align 4
	.type	numbers_open.constprop.0, @function
numbers_open.constprop.0:
.LFB321:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pxor	%xmm0, %xmm0
	leaq	.LC131(%rip), %r14
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
	jne	.L895
	movl	24(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L900
.L895:
	leaq	.LC133(%rip), %rsi
	movq	%rbp, %rdi
	call	fopen@PLT
	movq	%rax, (%rbx)
	testq	%rax, %rax
	je	.L901
	xorl	%eax, %eax
.L894:
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
.L900:
	.cfi_restore_state
	movq	%rbp, %r8
	movq	%r14, %rcx
	leaq	.LC132(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L896:
	orl	$-1, %eax
	jmp	.L894
.L901:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbp, %r8
	movq	%r14, %rcx
	movq	%r13, %rsi
	movq	%rax, %r9
	leaq	.LC134(%rip), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L896
	.cfi_endproc
.LFE321:
	.size	numbers_open.constprop.0, .-numbers_open.constprop.0
	.p2align 4
	.type	due_open.constprop.0, @function
due_open.constprop.0:
.LFB322:
	.cfi_startproc
	leaq	8(%rdi), %r9
	movq	%rdi, %r8
	xorl	%eax, %eax
	movl	$14, %ecx
	movq	%r9, %rdi
	rep stosq
	movq	%rsi, (%r8)
	cmpq	$0, 112(%rsi)
	je	.L909
.L905:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L909:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L905
	cmpl	$1, %eax
	je	.L910
	movq	104(%rsi), %rsi
	leaq	40(%r8), %rdi
	movl	$256, %ecx
	jmp	numbers_open.constprop.0
	.p2align 4,,10
	.p2align 3
.L910:
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%r8)
	xorl	%eax, %eax
	movsd	%xmm0, 16(%r8)
	ret
	.cfi_endproc
.LFE322:
	.size	due_open.constprop.0, .-due_open.constprop.0
	.section	.rodata.str1.1
.LC135:
	.string	"%lu.%lu"
.LC136:
	.string	"%lu.%02lu"
.LC137:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB324:
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
	jnb	.L916
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L917
	leaq	.LC137(%rip), %rdx
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
.L917:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC136(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L916:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC135(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE324:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC138:
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
	leaq	.LC138(%rip), %rdi
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
.LC139:
	.string	"mean "
.LC140:
	.string	"Poisson"
.LC141:
	.string	"periodic"
.LC142:
	.string	"s"
.LC143:
	.string	"given"
	.section	.rodata.str1.8
	.align 8
.LC144:
	.string	"coordinated omission on a virtual clock (%s): closed loop, open loop, corrected\n"
	.section	.rodata.str1.1
.LC145:
	.string	"server: service %s us; "
	.section	.rodata.str1.8
	.align 8
.LC146:
	.string	"server: service %s, mean %.1f us, scv %.3f"
	.section	.rodata.str1.1
.LC147:
	.string	"; "
	.section	.rodata.str1.8
	.align 8
.LC148:
	.string	"%s stalls of %s%s us every %s%s us from %s us, overlaps merged\n"
	.section	.rodata.str1.1
.LC149:
	.string	"no stalls"
.LC150:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC151:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC152:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC153:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC154:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC155:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC156:
	.string	"\ncorrection: expected interval "
	.align 8
.LC157:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC158:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC159:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC160:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC161:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC162:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC163:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC164:
	.string	"route: lattice, exact counts on %lu ns steps (%lu values), %d requests a chunk"
	.align 8
.LC165:
	.string	"route: sorted, every sample kept and sorted"
	.align 8
.LC166:
	.string	"route: passes, none kept; each rep walks the run again until every percentile is found exactly"
	.section	.rodata.str1.1
.LC167:
	.string	"; 1 warmup + %u reps\n"
	.text
	.p2align 4
	.type	print_plan, @function
print_plan:
.LFB249:
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
	leaq	.LC144(%rip), %rdi
	call	printf@PLT
	movl	8(%rbx), %r12d
	testl	%r12d, %r12d
	jne	.L921
	movq	(%rbx), %rsi
	leaq	16(%rsp), %rdi
	leaq	80(%rsp), %r14
	leaq	48(%rsp), %r13
	call	fmt_us.constprop.0
	leaq	.LC145(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L922:
	cmpq	$0, 48(%rbx)
	jne	.L960
	leaq	.LC149(%rip), %rdi
	call	puts@PLT
.L929:
	movl	72(%rbx), %ecx
	movq	136(%rbx), %r12
	testl	%ecx, %ecx
	je	.L961
	xorl	%esi, %esi
	cmpq	$1, %r12
	jbe	.L933
	movq	128(%rbx), %rsi
	subq	120(%rbx), %rsi
	subq	$1, %r12
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r12
	movq	%rax, %rsi
.L933:
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movl	72(%rbx), %esi
	movq	136(%rbx), %rdx
	leaq	.LC153(%rip), %rdi
	movq	%rax, %rcx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L932:
	movq	160(%rbx), %rdx
	movl	152(%rbx), %esi
	leaq	.LC8(%rip), %rax
	leaq	.LC142(%rip), %rcx
	leaq	.LC154(%rip), %rdi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	144(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L962
.L935:
	leaq	.LC156(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	176(%rbx), %edx
	testl	%edx, %edx
	jne	.L963
	movq	184(%rbx), %r12
	movq	168(%rbx), %rsi
	leaq	.LC143(%rip), %rax
	movq	%r13, %rdi
	testq	%r12, %r12
	cmove	%rax, %r12
	call	fmt_us.constprop.0
	leaq	.LC158(%rip), %rdi
	movq	%rax, %rsi
	movq	%r12, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L937:
	movq	192(%rbx), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movl	200(%rbx), %ecx
	leaq	.LC159(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%rbx), %eax
	testl	%eax, %eax
	je	.L964
	movq	136(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	%rax, (%rsp)
	mulq	(%rbx)
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%rcx, %rsi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	jnc	.L940
.L941:
	movq	16(%rbp), %rsi
	testq	%rsi, %rsi
	je	.L965
	leaq	.LC162(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC163(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L943:
	movl	24(%r15), %eax
	cmpl	$2, %eax
	je	.L966
	cmpl	$1, %eax
	je	.L967
	leaq	.LC166(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L945:
	movl	216(%rbx), %esi
	addq	$120, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC167(%rip), %rdi
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
.L964:
	.cfi_restore_state
	movq	80(%rbx), %rax
	cmpq	%rax, (%rbx)
	jb	.L941
.L940:
	leaq	.LC160(%rip), %rdi
	call	puts@PLT
	jmp	.L941
.L921:
	imulq	$96, %r12, %r12
	leaq	80(%rsp), %r14
	movq	%rbx, %rdi
	leaq	48(%rsp), %r13
	movq	%r14, %rdx
	movq	%r13, %rsi
	call	service_moments
	leaq	SERVICE_DISTS(%rip), %rax
	movsd	80(%rsp), %xmm1
	leaq	.LC146(%rip), %rdi
	addq	%rax, %r12
	movl	$2, %eax
	movsd	48(%rsp), %xmm0
	divsd	.LC77(%rip), %xmm0
	movq	(%r12), %rsi
	call	printf@PLT
	movq	88(%r12), %rax
	testq	%rax, %rax
	je	.L923
	movq	%rbx, %rdi
	call	*%rax
.L923:
	leaq	.LC147(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L922
.L960:
	cmpq	$0, 40(%rbx)
	movq	64(%rbx), %rsi
	jne	.L968
	cmpq	$0, 56(%rbx)
	jne	.L930
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	movq	%r12, %rdx
	leaq	.LC150(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L929
.L963:
	leaq	.LC157(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L937
.L962:
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	leaq	.LC155(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L935
.L961:
	movq	80(%rbx), %rsi
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movq	%r12, %rdx
	leaq	.LC152(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L932
.L930:
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
	leaq	.LC151(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L929
.L967:
	leaq	.LC165(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L945
.L966:
	movq	40(%r15), %rdx
	movq	32(%r15), %rsi
	movl	$65536, %ecx
	xorl	%eax, %eax
	leaq	.LC164(%rip), %rdi
	call	printf@PLT
	jmp	.L945
.L965:
	movl	$29, %esi
	leaq	.LC161(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L943
.L968:
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movq	56(%rbx), %rsi
	movq	%r13, %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	leaq	.LC139(%rip), %rdx
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
	leaq	.LC139(%rip), %rdx
	cmovne	%rcx, %rdx
	cmpl	$1, 40(%rbx)
	pushq	%rdi
	.cfi_def_cfa_offset 184
	leaq	.LC140(%rip), %rcx
	pushq	%r12
	.cfi_def_cfa_offset 192
	leaq	.LC141(%rip), %rsi
	movq	24(%rsp), %r9
	leaq	.LC148(%rip), %rdi
	cmove	%rcx, %rsi
	movq	16(%rsp), %r8
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	popq	%r8
	.cfi_def_cfa_offset 184
	popq	%r9
	.cfi_def_cfa_offset 176
	jmp	.L929
	.cfi_endproc
.LFE249:
	.size	print_plan, .-print_plan
	.p2align 4
	.type	set_real, @function
set_real:
.LFB197:
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
	jne	.L970
	movq	72(%r14), %rdx
	movsd	8(%rsp), %xmm1
	testq	%rdx, %rdx
	js	.L972
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L973:
	comisd	%xmm0, %xmm1
	ja	.L970
	movq	56(%r14), %rdx
	movsd	%xmm1, 0(%rbp,%rdx)
.L969:
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
.L972:
	.cfi_restore_state
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L973
	.p2align 4,,10
	.p2align 3
.L970:
	movq	(%r14), %rcx
	movq	88(%r14), %r9
	movq	%rbx, %r8
	movq	%r13, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L969
	.cfi_endproc
.LFE197:
	.size	set_real, .-set_real
	.p2align 4
	.type	set_reps, @function
set_reps:
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
	jne	.L982
	movq	8(%rsp), %rdx
	movl	%edx, 216(%r12)
.L978:
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
.L982:
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
	jmp	.L978
	.cfi_endproc
.LFE203:
	.size	set_reps, .-set_reps
	.p2align 4
	.type	set_count, @function
set_count:
.LFB196:
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
	jne	.L989
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L983
	movl	$1, (%r14,%rdx)
.L983:
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
.L989:
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
	jmp	.L983
	.cfi_endproc
.LFE196:
	.size	set_count, .-set_count
	.p2align 4
	.type	set_slow_service, @function
set_slow_service:
.LFB207:
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
	jne	.L991
	movq	8(%rsp), %rcx
	leaq	-1(%rcx), %rdx
	shrq	$50, %rdx
	jne	.L991
	movq	%rcx, 32(%rbp)
.L990:
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
.L991:
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
	jmp	.L990
	.cfi_endproc
.LFE207:
	.size	set_slow_service, .-set_slow_service
	.p2align 4
	.type	dist_count_le.isra.0, @function
dist_count_le.isra.0:
.LFB330:
	.cfi_startproc
	movq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L1000
	salq	$5, %rsi
	xorl	%r10d, %r10d
	leaq	(%rdi,%rsi), %r8
	jmp	.L999
	.p2align 4,,10
	.p2align 3
.L997:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L998
	subq	%r9, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L998
	subq	%rax, %rdx
	imulq	%rcx, %rdx
	addq	%rdx, %r10
.L998:
	addq	$32, %rdi
	cmpq	%rdi, %r8
	je	.L995
.L999:
	movq	(%rdi), %rax
	movq	24(%rdi), %rcx
	cmpq	%rax, %r9
	jb	.L997
	imulq	16(%rdi), %rcx
	addq	$32, %rdi
	addq	%rcx, %r10
	cmpq	%rdi, %r8
	jne	.L999
.L995:
	movq	%r10, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L1000:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	ret
	.cfi_endproc
.LFE330:
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
	je	.L1006
	movq	(%rdi), %rdi
	movq	16(%rdi), %rax
	movq	%rdi, 56(%rsp)
	movq	%rax, (%rsp)
	mulq	24(%rdi)
	movq	%rax, %r14
	movq	%rdx, %rax
	movq	%rdx, %r15
	subq	$0, %rax
	jne	.L1022
	leaq	48(%rdi), %rcx
	xorl	%esi, %esi
	movq	$-1, %r10
	xorl	%edi, %edi
	jmp	.L1008
	.p2align 4,,10
	.p2align 3
.L1009:
	movq	(%rcx), %rax
	mulq	8(%rcx)
	addq	%rax, %r14
	movq	%rdi, %rax
	adcq	%rdx, %r15
	addq	$32, %rcx
	cmpq	%r14, %r10
	sbbq	%r15, %rax
	jc	.L1022
.L1008:
	addq	$1, %rsi
	cmpq	%r12, %rsi
	jne	.L1009
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
.L1010:
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
	jne	.L1010
	movq	16(%rsp), %r14
	movl	40(%rsp), %r11d
	movq	%r15, %rbp
	movq	24(%rsp), %r15
	movq	%r14, 40(%rsp)
.L1011:
	movq	40(%rsp), %rax
	movq	%r12, 64(%rbx)
	movq	%r13, 72(%rbx)
	movq	%rax, (%rbx)
	movq	$99999, 64(%rsp)
	movq	$0, 72(%rsp)
	testl	%r11d, %r11d
	jne	.L1013
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
.L1013:
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
.L1020:
	movq	40(%rsp), %r14
	xorl	%r15d, %r15d
	testq	%r14, %r14
	je	.L1014
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
	je	.L1024
	movq	%rbx, %rax
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L1016:
	movq	(%rax), %rdx
	cmpq	%rdx, %r13
	cmovb	%rdx, %r13
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L1016
.L1015:
	xorl	%r15d, %r15d
	jmp	.L1018
	.p2align 4,,10
	.p2align 3
.L1019:
	movq	%r13, %r14
	movq	8(%rbp), %rsi
	movq	%rbx, %rdi
	subq	%r15, %r14
	shrq	%r14
	addq	%r15, %r14
	movq	%r14, %rdx
	call	dist_count_le.isra.0
	cmpq	%r11, %rax
	jb	.L1031
	movq	%r14, %r13
.L1018:
	cmpq	%r13, %r15
	jb	.L1019
.L1014:
	movq	16(%rsp), %rax
	addq	$8, (%rsp)
	leaq	48+PCT_MILLI(%rip), %rdi
	movq	%r15, (%rax)
	addq	$8, %rax
	movq	%rax, 16(%rsp)
	movq	(%rsp), %rax
	cmpq	%rax, %rdi
	jne	.L1020
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
.L1031:
	.cfi_restore_state
	leaq	1(%r14), %r15
	jmp	.L1018
	.p2align 4,,10
	.p2align 3
.L1022:
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
.L1024:
	.cfi_restore_state
	xorl	%r13d, %r13d
	jmp	.L1015
.L1006:
	movq	(%rdi), %rax
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	xorl	%r12d, %r12d
	movq	$0, 40(%rsp)
	xorl	%r13d, %r13d
	movq	%rax, 56(%rsp)
	jmp	.L1011
	.cfi_endproc
.LFE98:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB331:
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
	jne	.L1034
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L1034:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L1036:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L1035
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
.L1035:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L1036
	testq	%r15, %r15
	je	.L1040
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L1038:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L1038
.L1037:
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
.L1040:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L1037
	.cfi_endproc
.LFE331:
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
	ja	.L1061
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
.L1048:
	testq	%r12, %r12
	js	.L1049
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1050:
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
	xorpd	.LC168(%rip), %xmm0
	call	log1p@PLT
	mulsd	.LC169(%rip), %xmm0
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1062
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 16(%rsp)
.L1053:
	movabsq	$6000292609090864434, %rsi
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	call	draw_u01
	mulsd	.LC170(%rip), %xmm0
	call	cos@PLT
	mulsd	16(%rsp), %xmm0
	mulsd	8(%rsp), %xmm0
	addsd	24(%rsp), %xmm0
	call	exp@PLT
	addsd	.LC34(%rip), %xmm0
	movl	$1, %eax
	movsd	.LC1(%rip), %xmm1
	comisd	%xmm0, %xmm1
	ja	.L1045
	comisd	.LC171(%rip), %xmm0
	movabsq	$1125899906842624, %rax
	jnb	.L1045
	movsd	.LC80(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1064
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
.L1045:
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
.L1049:
	.cfi_restore_state
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1050
	.p2align 4,,10
	.p2align 3
.L1064:
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
.L1061:
	.cfi_restore_state
	call	sqrt@PLT
	movsd	%xmm0, 8(%rsp)
	jmp	.L1048
.L1062:
	call	sqrt@PLT
	movsd	%xmm0, 16(%rsp)
	jmp	.L1053
	.cfi_endproc
.LFE47:
	.size	draw_lognormal, .-draw_lognormal
	.p2align 4
	.type	aggregate, @function
aggregate:
.LFB159:
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
	jne	.L1080
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
.L1079:
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
.L1067:
	movq	%r12, %rdx
	movq	%rbx, %rsi
	movq	$-1, %rcx
	testl	%ebp, %ebp
	jne	.L1070
	jmp	.L1074
	.p2align 4,,10
	.p2align 3
.L1093:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1069:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%r14, %rdx
	je	.L1074
.L1070:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L1093
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1069
	.p2align 4,,10
	.p2align 3
.L1074:
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
	jne	.L1067
	movq	64(%rsp), %r15
	movq	%r13, %rbx
	testl	%ebp, %ebp
	je	.L1075
	movq	(%rsp), %rax
	movq	24(%rsp), %rdx
	leaq	-56(%rax), %rcx
	.p2align 4,,10
	.p2align 3
.L1076:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L1076
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
.L1077:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L1077
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
.L1078:
	movdqa	(%rcx), %xmm1
	addq	$16, %rdx
	addq	$288, %rcx
	movaps	%xmm1, -16(%rdx)
	cmpq	%rdx, %rax
	jne	.L1078
.L1081:
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
	jne	.L1079
	movq	80(%rsp), %r13
	movq	48(%rsp), %rdx
.L1080:
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
.L1075:
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
	jmp	.L1081
	.cfi_endproc
.LFE159:
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
	js	.L1095
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rax, %xmm3
	movsd	%xmm3, 8(%rsp)
.L1096:
	movabsq	$6000292609090864433, %rsi
	movq	96(%rdi), %rdi
	call	draw_u01
	xorpd	.LC168(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC34(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1094
	comisd	.LC172(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1094
	movsd	.LC80(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1103
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
.L1094:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1095:
	.cfi_restore_state
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1096
	.p2align 4,,10
	.p2align 3
.L1103:
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
	jne	.L1105
	movsd	8(%rsp), %xmm0
	comisd	.LC1(%rip), %xmm0
	jnb	.L1105
	movsd	%xmm0, 24(%rbp)
.L1104:
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
.L1105:
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
	jmp	.L1104
	.cfi_endproc
.LFE208:
	.size	set_slow_fraction, .-set_slow_fraction
	.p2align 4
	.type	set_export, @function
set_export:
.LFB214:
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
	je	.L1112
	movq	%rdi, %r12
	movq	%rdx, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L1112
	movq	56(%rbp), %rax
	movq	%rbx, (%r12,%rax)
	movq	80(%rbp), %rax
	testq	%rax, %rax
	jne	.L1115
.L1116:
	xorl	%eax, %eax
.L1111:
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
.L1115:
	.cfi_restore_state
	movl	$1, (%r12,%rax)
	jmp	.L1116
	.p2align 4,,10
	.p2align 3
.L1112:
	movq	0(%rbp), %rcx
	movq	88(%rbp), %r9
	movq	%rbx, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L1111
	.cfi_endproc
.LFE214:
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
	je	.L1118
	cmpl	$1, 44(%rbp)
	movq	%rdx, (%rsi)
	movq	%rdi, %rbx
	movq	48(%rbp), %rax
	je	.L1148
.L1123:
	cmpl	$1, 40(%rbp)
	movq	%rax, (%r12)
	je	.L1149
	movq	56(%rbp), %rdx
.L1135:
	movabsq	$4611686018427387904, %rcx
	subq	%rdx, %rcx
	testq	%rdx, %rdx
	jne	.L1129
.L1136:
	movq	$-1, %rax
.L1132:
	movq	%rax, 16(%rbx)
	movl	$1, %eax
.L1118:
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
.L1140:
	.cfi_restore_state
	movabsq	$4611686018427387903, %rcx
	movl	$1, %edx
	.p2align 4,,10
	.p2align 3
.L1129:
	movq	16(%rbx), %rax
	cmpq	%rcx, %rax
	jnb	.L1136
	addq	%rdx, %rax
	jmp	.L1132
	.p2align 4,,10
	.p2align 3
.L1148:
	testq	%rax, %rax
	js	.L1121
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L1122:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999145100622, %rsi
	call	draw_u01
	xorpd	.LC168(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC34(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1123
	comisd	.LC172(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1123
	movsd	.LC80(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1150
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1123
	.p2align 4,,10
	.p2align 3
.L1149:
	movq	56(%rbp), %rax
	testq	%rax, %rax
	js	.L1127
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, 8(%rsp)
.L1128:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999144771920, %rsi
	call	draw_u01
	xorpd	.LC168(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movsd	.LC34(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1140
	comisd	.LC172(%rip), %xmm1
	jnb	.L1136
	movsd	.LC80(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1151
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rdx
	btcq	$63, %rdx
	jmp	.L1135
	.p2align 4,,10
	.p2align 3
.L1121:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1122
	.p2align 4,,10
	.p2align 3
.L1127:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1128
	.p2align 4,,10
	.p2align 3
.L1151:
	cvttsd2siq	%xmm1, %rdx
	jmp	.L1135
	.p2align 4,,10
	.p2align 3
.L1150:
	cvttsd2siq	%xmm1, %rax
	jmp	.L1123
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
	je	.L1171
	movq	$0, 8(%rsp)
	movq	%rsi, 40(%rsp)
	movq	%rdx, 48(%rsp)
	.p2align 4,,10
	.p2align 3
.L1170:
	movq	56(%r15), %rax
	movq	%rax, (%rsp)
	movl	8(%r15), %eax
	cmpl	$3, %eax
	je	.L1195
	movq	40(%rsp), %rcx
	movq	(%rsp), %rsi
	cmpq	136(%rcx), %rsi
	jnb	.L1153
	movq	32(%r15), %rdx
	cmpq	24(%r15), %rdx
	je	.L1153
	movq	16(%r15), %rsi
	leaq	1(%rdx), %rdi
	movq	64(%r15), %r8
	movq	%rdi, 32(%r15)
	movq	(%rsi,%rdx,8), %rcx
	movq	%rcx, 24(%rsp)
	cmpl	$2, %eax
	je	.L1196
	movq	(%rsp), %rcx
	movq	32(%rsp), %rdi
	cmpq	%rdi, %rcx
	jb	.L1174
	cmpl	$1, %eax
	je	.L1197
.L1174:
	movq	24(%rsp), %rax
	movq	%rax, 16(%rsp)
.L1158:
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
	je	.L1198
	call	*%rax
	leaq	72(%rsp), %rbp
	leaq	64(%rsp), %r13
	movq	%rax, %rbx
	leaq	80(%rsp), %r12
	jmp	.L1164
	.p2align 4,,10
	.p2align 3
.L1199:
	movq	72(%rsp), %rax
	addq	64(%rsp), %rax
	cmpq	%rax, %r14
	jb	.L1163
	movq	96(%rsp), %rax
	movdqa	80(%rsp), %xmm1
	movq	%rax, 96(%r15)
	movups	%xmm1, 80(%r15)
.L1164:
	movdqu	80(%r15), %xmm0
	movq	96(%r15), %rax
	movq	%rbp, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	movq	%rax, 96(%rsp)
	movaps	%xmm0, 80(%rsp)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1199
.L1163:
	movq	96(%r15), %rax
	movdqu	80(%r15), %xmm2
	movq	%rax, 96(%rsp)
	movaps	%xmm2, 80(%rsp)
	.p2align 4,,10
	.p2align 3
.L1165:
	movq	%rbp, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1200
	movq	64(%rsp), %rax
	movq	72(%rsp), %rdx
	addq	%rax, %rdx
	cmpq	%rdx, %r14
	jnb	.L1165
	cmpq	%rax, %r14
	jnb	.L1175
	addq	%r14, %rbx
	cmpq	%rbx, %rax
	jnb	.L1162
	subq	%rax, %rbx
	movq	%rdx, %r14
	jmp	.L1165
	.p2align 4,,10
	.p2align 3
.L1175:
	movq	%rdx, %r14
	jmp	.L1165
	.p2align 4,,10
	.p2align 3
.L1200:
	addq	%r14, %rbx
.L1162:
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
.L1160:
	movq	%r14, 56(%r15)
	movq	48(%rsp), %rcx
	cmpq	%rcx, 8(%rsp)
	jb	.L1170
.L1153:
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
.L1195:
	.cfi_restore_state
	movq	32(%rsp), %rcx
	cmpq	%rcx, (%rsp)
	jnb	.L1155
	movq	40(%rsp), %rax
	movq	144(%rax), %rax
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L1157
	movq	$0, 16(%rsp)
.L1194:
	movq	$0, 24(%rsp)
	movq	64(%r15), %r8
	jmp	.L1158
	.p2align 4,,10
	.p2align 3
.L1198:
	call	*%rax
	movq	%rbx, %rdi
	movq	%r14, %rsi
	movq	%rax, %rdx
	call	ref_serve
	movq	%rax, %rbx
	jmp	.L1162
	.p2align 4,,10
	.p2align 3
.L1196:
	movq	(%rsp), %r14
	movq	%rcx, 16(%rsp)
	addq	$1, %r14
	cmpq	%r8, %rcx
	jnb	.L1158
	jmp	.L1160
	.p2align 4,,10
	.p2align 3
.L1157:
	movq	40(%rsp), %rax
	movq	(%rsp), %rcx
	cmpq	136(%rax), %rcx
	jb	.L1194
	jmp	.L1153
	.p2align 4,,10
	.p2align 3
.L1155:
	movq	(%rsp), %rax
	xorl	%edx, %edx
	divq	32(%rsp)
	movq	48(%r15), %rax
	movq	(%rax,%rdx,8), %rcx
	movq	40(%rsp), %rax
	movq	144(%rax), %rax
	movq	%rcx, 16(%rsp)
	testq	%rax, %rax
	je	.L1157
	cmpq	%rax, %rcx
	jb	.L1194
	jmp	.L1153
	.p2align 4,,10
	.p2align 3
.L1197:
	xorl	%edx, %edx
	movq	%rcx, %rax
	movq	24(%rsp), %rsi
	divq	%rdi
	movq	48(%r15), %rax
	movq	(%rax,%rdx,8), %rax
	cmpq	%rax, %rsi
	cmovnb	%rsi, %rax
	movq	%rax, 16(%rsp)
	jmp	.L1158
.L1171:
	movq	$0, 8(%rsp)
	jmp	.L1153
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
	je	.L1202
	movq	64(%rsi), %rax
	movl	8(%rsi), %edx
	movq	%rax, (%rdi)
	testl	%edx, %edx
	je	.L1203
.L1214:
	leaq	24(%rbx), %rbp
.L1204:
	movq	%rsi, 24(%rbx)
	leaq	56(%rbx), %rdx
	leaq	48(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, 40(%rbx)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1206
	movq	$-1, (%rbx)
.L1207:
	orq	$-1, %r14
	orq	$-1, %rax
	.p2align 4,,10
	.p2align 3
.L1209:
	movq	%rax, 16(%rbx)
	leaq	8(%rsp), %r13
	movq	%rsp, %r12
	movq	$-1, 48(%rbx)
.L1210:
	movq	%r13, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1201
	movq	(%rsp), %rdx
	movq	8(%rsp), %rax
	cmpq	$-1, %r14
	je	.L1211
	movq	16(%rbx), %rcx
	cmpq	%rcx, %rdx
	jb	.L1222
.L1211:
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
.L1202:
	.cfi_restore_state
	movl	8(%rsi), %eax
	movq	$-1, (%rdi)
	testl	%eax, %eax
	jne	.L1217
	cmpq	$0, 40(%rsi)
	je	.L1201
	.p2align 4,,10
	.p2align 3
.L1217:
	leaq	24(%rbx), %rbp
	movq	$-1, %rax
	jmp	.L1204
	.p2align 4,,10
	.p2align 3
.L1203:
	cmpq	$0, 40(%rsi)
	jne	.L1214
.L1201:
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
.L1206:
	.cfi_restore_state
	movq	48(%rbx), %r14
	movq	%r14, (%rbx)
	cmpq	$-1, %r14
	je	.L1207
	movq	56(%rbx), %rax
	addq	%r14, %rax
	jmp	.L1209
	.p2align 4,,10
	.p2align 3
.L1222:
	addq	%rdx, %rax
	cmpq	%rcx, %rax
	cmovb	%rcx, %rax
	movq	%rax, 16(%rbx)
	jmp	.L1210
	.cfi_endproc
.LFE66:
	.size	server_init, .-server_init
	.p2align 4
	.type	set_guess_entries, @function
set_guess_entries:
.LFB204:
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
	jne	.L1224
	movq	8(%rsp), %rdx
	cmpq	$1, %rdx
	je	.L1224
	movq	%rdx, 208(%r12)
.L1223:
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
.L1224:
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
	jmp	.L1223
	.cfi_endproc
.LFE204:
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
	ja	.L1239
	sqrtsd	%xmm1, %xmm1
.L1231:
	testq	%rbx, %rbx
	js	.L1232
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rbx, %xmm0
.L1233:
	movsd	%xmm1, 8(%rsp)
	call	log@PLT
	movsd	8(%rsp), %xmm1
	movapd	%xmm1, %xmm2
	mulsd	%xmm1, %xmm2
	mulsd	.LC34(%rip), %xmm2
	mulsd	.LC173(%rip), %xmm1
	subsd	%xmm2, %xmm0
	addsd	%xmm1, %xmm0
	call	exp@PLT
	addsd	.LC1(%rip), %xmm0
	comisd	.LC171(%rip), %xmm0
	movabsq	$1125899906842624, %rax
	jnb	.L1228
	movsd	.LC80(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1241
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
.L1228:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1241:
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
.L1232:
	.cfi_restore_state
	movq	%rbx, %rax
	andl	$1, %ebx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rbx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1233
.L1239:
	movapd	%xmm1, %xmm0
	call	sqrt@PLT
	movapd	%xmm0, %xmm1
	jmp	.L1231
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
	je	.L1243
	movabsq	$-4658895280553007687, %r12
	leaq	(%r14,%rax,8), %r13
	movabsq	$-7723592293110705685, %rbp
	.p2align 4,,10
	.p2align 3
.L1244:
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
	xorpd	.LC168(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	mulsd	.LC32(%rip), %xmm0
	movsd	%xmm0, -8(%r14)
	cmpq	%r14, %r13
	jne	.L1244
.L1243:
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
	jnb	.L1250
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
	jmp	.L1260
	.p2align 4,,10
	.p2align 3
.L1270:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L1255:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L1254:
	cmpq	%r15, %rbp
	jnb	.L1250
.L1260:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L1252
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L1252
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1269
.L1252:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L1255
	cmpq	%rax, %rbx
	jnb	.L1256
	addq	%r8, %rdx
.L1257:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1270
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L1255
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
	jmp	.L1255
	.p2align 4,,10
	.p2align 3
.L1256:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L1257
	.p2align 4,,10
	.p2align 3
.L1250:
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
.L1269:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L1253:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L1253
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L1254
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
	jnb	.L1271
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
	jmp	.L1282
	.p2align 4,,10
	.p2align 3
.L1288:
	addq	%rbx, %rax
	subq	%r13, %rax
	movq	%rax, %rbx
.L1274:
	movq	48(%r12), %r13
	movq	$-1, %rax
	movq	%r13, %xmm0
	movhps	(%rsp), %xmm0
	movups	%xmm0, (%r12)
	cmpq	$-1, %r13
	je	.L1275
	movq	56(%r12), %rax
	addq	%r13, %rax
.L1275:
	movq	%rax, 16(%r12)
	movq	%r15, 48(%r12)
.L1276:
	movq	16(%rsp), %rdx
	movq	8(%rsp), %rsi
	movq	%r14, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1280
	movq	32(%rsp), %rax
	movq	40(%rsp), %rsi
	cmpq	$-1, %r13
	je	.L1277
	movq	16(%r12), %rdx
	cmpq	%rdx, %rax
	jb	.L1287
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L1280:
	addq	$1, (%rsp)
	cmpq	%rbx, %r13
	jnb	.L1271
.L1282:
	movq	16(%r12), %rax
	cmpq	%r13, %rbp
	jb	.L1288
	movq	24(%rsp), %rcx
	cmpq	%rax, %rbp
	leaq	(%rcx,%rax), %rdx
	cmovb	%rdx, %rbx
	jmp	.L1274
	.p2align 4,,10
	.p2align 3
.L1287:
	addq	%rsi, %rax
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	movq	%rax, 16(%r12)
	jmp	.L1276
	.p2align 4,,10
	.p2align 3
.L1277:
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L1271:
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
	je	.L1304
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
.L1290:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L1295
	.p2align 4,,10
	.p2align 3
.L1291:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L1293
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L1293:
	testq	%r8, %r8
	je	.L1294
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L1294
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L1294:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L1291
.L1295:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L1290
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
.L1304:
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
.LC178:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.align 8
.LC179:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC180:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC181:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC183:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC184:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC185:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
.LFB186:
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
	movapd	.LC175(%rip), %xmm0
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
	jle	.L1313
	movslq	%r12d, %rax
	movsd	.LC176(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L1312
	.p2align 4,,10
	.p2align 3
.L1346:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1311:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L1345
.L1312:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L1346
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1311
.L1345:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1347
.L1313:
	movsd	.LC1(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L1309:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC178(%rip), %rsi
	pushq	%r14
	leaq	XTICK.0(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	leaq	-240(%rbp), %rax
	movq	%rbx, -272(%rbp)
	movq	%rbx, %rdi
	leaq	.LC179(%rip), %rdx
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
.L1316:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC61(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC180(%rip), %rsi
	mulsd	.LC53(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC54(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L1316
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L1332
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
.L1331:
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
	je	.L1319
	testq	%rbx, %rbx
	je	.L1319
	testq	%rax, %rax
	je	.L1319
	testq	%r14, %r14
	je	.L1348
	movq	.LC176(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L1326
	.p2align 4,,10
	.p2align 3
.L1349:
	divsd	%xmm6, %xmm0
	movsd	.LC1(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L1322:
	call	log10@PLT
	movq	.LC61(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L1324
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1325:
	movq	-264(%rbp), %rax
	divsd	.LC176(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L1321
.L1326:
	movsd	(%r12), %xmm0
	movsd	.LC69(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L1349
	movq	.LC174(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L1322
	.p2align 4,,10
	.p2align 3
.L1324:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1325
	.p2align 4,,10
	.p2align 3
.L1348:
	movsd	.LC176(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L1321:
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
	js	.L1327
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1328:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC51(%rip), %xmm0
	movsd	.LC52(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC183(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC182(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L1329
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1330:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC184(%rip), %rdx
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
	leaq	.LC185(%rip), %rsi
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
	jne	.L1331
.L1332:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC181(%rip), %rdi
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
.L1329:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1330
	.p2align 4,,10
	.p2align 3
.L1327:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1328
.L1347:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC177(%rip), %xmm2
	movsd	.LC68(%rip), %xmm3
	movsd	.LC62(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L1315
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
.L1315:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L1309
.L1319:
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
.LFE186:
	.size	spectrum_writer, .-spectrum_writer
	.p2align 4
	.type	set_requests, @function
set_requests:
.LFB202:
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
	jne	.L1358
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L1350
	movl	$1, 0(%rbp,%rdx)
.L1350:
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
.L1358:
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
	jmp	.L1350
	.cfi_endproc
.LFE202:
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
.L1360:
	xorl	%r15d, %r15d
.L1364:
	movq	%rbp, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	72(%rsp), %r12
	movl	$20000000, %eax
	imulq	$1000000000, 64(%rsp), %r13
	movl	$3, %edx
	jmp	.L1363
	.p2align 4,,10
	.p2align 3
.L1379:
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	subl	$1, %eax
	je	.L1378
.L1363:
	testq	%r15, %r15
	jne	.L1379
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	subl	$1, %eax
	jne	.L1363
.L1378:
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
	jne	.L1380
	movl	$1, %r15d
	jmp	.L1364
.L1380:
	subl	$1, 16(%rsp)
	jne	.L1360
	movq	48(%rsp), %rax
	testq	%rax, %rax
	js	.L1366
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1367:
	movsd	.LC187(%rip), %xmm1
	movq	24(%rsp), %rax
	divsd	%xmm0, %xmm1
	movsd	%xmm1, (%rax)
	movq	56(%rsp), %rax
	testq	%rax, %rax
	js	.L1368
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1369:
	movsd	.LC188(%rip), %xmm2
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
	jb	.L1376
	movsd	(%rbx), %xmm0
.L1359:
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
.L1376:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	jmp	.L1359
.L1366:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1367
.L1368:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1369
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
	je	.L1382
	movq	%rax, (%rsp)
	jmp	.L1408
	.p2align 4,,10
	.p2align 3
.L1383:
	movq	128(%rbx), %rsi
	cmpq	136(%r14), %rsi
	jnb	.L1382
	movq	96(%rbx), %rax
	cmpq	88(%rbx), %rax
	je	.L1382
	movq	80(%rbx), %rcx
	leaq	1(%rax), %rdi
	movq	%rdi, 96(%rbx)
	movq	(%rcx,%rax,8), %rbp
	cmpl	$2, %r15d
	jne	.L1411
	cmpq	%rdx, %rbp
	jb	.L1387
.L1411:
	cmpq	%rdx, %rbp
	movq	%rdx, %r10
	movq	%rbp, %r12
	cmovnb	%rbp, %r10
	cmpl	$1, %r15d
	jne	.L1390
	movq	136(%rbx), %rdi
	movq	112(%rbx), %rcx
	movq	(%rcx,%rdi,8), %r12
	cmpq	%r12, %rbp
	cmovnb	%rbp, %r12
	cmpq	%rdx, %r12
	cmovnb	%r12, %rdx
	movq	%rdx, %r10
.L1390:
	movq	104(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L1386
	cmpq	$0, 40(%r14)
	movq	(%rdx,%rax,8), %rcx
	leaq	16(%rbx), %rdi
	je	.L1425
	movq	%rcx, %rdx
	movq	%r10, %rsi
	call	serve_random
	movq	%rax, %rdx
.L1392:
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
.L1387:
	movq	136(%rbx), %rax
	addq	$1, %rsi
	movq	%rsi, 128(%rbx)
	addq	$1, %rax
	cmpq	120(%rbx), %rax
	jne	.L1407
	xorl	%eax, %eax
.L1407:
	movq	%rax, 136(%rbx)
	movq	(%rsp), %rax
	cmpq	%rax, %r13
	jnb	.L1382
.L1408:
	cmpl	$3, %r15d
	jne	.L1383
	movq	112(%rbx), %rax
	movq	136(%rbx), %rcx
	movq	(%rax,%rcx,8), %rbp
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L1384
	cmpq	%rax, %rbp
	jnb	.L1382
	movq	128(%rbx), %rsi
.L1385:
	cmpq	%rdx, %rbp
	movq	%rbp, %r12
	cmovnb	%rbp, %rdx
	movq	%rdx, %r10
.L1386:
	movl	8(%r14), %eax
	leaq	16(%rbx), %r11
	testl	%eax, %eax
	jne	.L1398
	cmpq	$0, 40(%r14)
	movq	(%r14), %rcx
	je	.L1426
.L1400:
	movq	%rcx, %rdx
	movq	%r10, %rsi
	movq	%r11, %rdi
	call	serve_random
	movq	%rax, %rdx
	jmp	.L1392
	.p2align 4,,10
	.p2align 3
.L1398:
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
	jne	.L1400
.L1426:
	movq	16(%rbx), %rax
	leaq	(%rcx,%r10), %rdx
	cmpq	%rdx, %rax
	jnb	.L1392
	movq	48(%r14), %r8
	cmpq	%rax, %r10
	jb	.L1427
	leaq	(%r8,%rax), %rsi
	movq	56(%r14), %r9
	cmpq	%rsi, %r10
	leaq	(%rcx,%rsi), %rdi
	cmovb	%rdi, %rdx
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	je	.L1424
.L1403:
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L1392
	movq	%r10, %rsi
	movq	%r11, %rdi
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L1392
	.p2align 4,,10
	.p2align 3
.L1384:
	movq	128(%rbx), %rsi
	cmpq	136(%r14), %rsi
	jb	.L1385
.L1382:
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
.L1425:
	.cfi_restore_state
	movq	16(%rbx), %rax
	leaq	(%rcx,%r10), %rdx
	cmpq	%rdx, %rax
	jnb	.L1392
	movq	48(%r14), %r8
	cmpq	%rax, %r10
	jb	.L1428
	leaq	(%r8,%rax), %rsi
	leaq	(%rcx,%rsi), %r9
	cmpq	%rsi, %r10
	cmovb	%r9, %rdx
.L1394:
	movq	56(%r14), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	je	.L1424
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L1392
	movq	%r10, %rsi
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L1392
	.p2align 4,,10
	.p2align 3
.L1427:
	movq	56(%r14), %r9
	addq	%r8, %rdx
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	jne	.L1403
.L1424:
	movq	$-1, 16(%rbx)
	jmp	.L1392
	.p2align 4,,10
	.p2align 3
.L1428:
	addq	%r8, %rdx
	jmp	.L1394
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
	jnb	.L1429
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
	jmp	.L1440
	.p2align 4,,10
	.p2align 3
.L1449:
	movq	$-1, (%rdi)
.L1434:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L1433:
	cmpq	%r15, %rbx
	jnb	.L1429
.L1440:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L1431
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L1431
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1448
.L1431:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1434
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L1435
	addq	%rcx, %rdx
.L1436:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1449
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L1434
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
	jmp	.L1434
	.p2align 4,,10
	.p2align 3
.L1435:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L1436
	.p2align 4,,10
	.p2align 3
.L1429:
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
.L1448:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L1432:
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
	jne	.L1432
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L1433
	.cfi_endproc
.LFE74:
	.size	run_open, .-run_open
	.section	.rodata.str1.1
.LC190:
	.string	"open: from the intended send"
.LC191:
	.string	"closed: from the actual send"
	.section	.rodata.str1.8
	.align 8
.LC193:
	.string	"No stall: the first second, the latency of each request by its due time"
	.section	.rodata.str1.1
.LC194:
	.string	"due time (ms)"
.LC195:
	.string	"%d"
	.text
	.p2align 4
	.type	first_second_writer, @function
first_second_writer:
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
	movapd	.LC192(%rip), %xmm0
	movq	(%rsp), %r11
	movq	%rax, %r15
	movaps	%xmm0, 16(%rsp)
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 32(%rsp)
	testq	%r11, %r11
	je	.L1451
	testq	%rax, %rax
	je	.L1451
	testq	%rbx, %rbx
	je	.L1480
	movq	8(%rbp), %r12
	pxor	%xmm1, %xmm1
	movq	%r11, %r14
	leaq	(%r12,%rbx,8), %rbx
	jmp	.L1457
	.p2align 4,,10
	.p2align 3
.L1482:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1456:
	divsd	.LC176(%rip), %xmm0
	addq	$8, %r12
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%rbx, %r12
	je	.L1481
.L1457:
	movq	(%r12), %rax
	testq	%rax, %rax
	jns	.L1482
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1456
	.p2align 4,,10
	.p2align 3
.L1481:
	movsd	.LC177(%rip), %xmm6
	movq	%r14, %r11
	mulsd	%xmm0, %xmm6
	movq	%xmm6, %rbx
.L1453:
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
	ja	.L1483
.L1458:
	movapd	%xmm1, %xmm0
	movq	%r11, (%rsp)
	xorl	%ebx, %ebx
	leaq	.LC180(%rip), %r14
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	movl	$500, %ecx
	leaq	.LC193(%rip), %rax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movq	%r13, %rdi
	mulsd	%xmm0, %xmm2
	leaq	.LC178(%rip), %rsi
	movsd	%xmm2, 40(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 152
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 160
	call	fprintf@PLT
	leaq	32(%rsp), %rax
	leaq	.LC194(%rip), %rdx
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
.L1459:
	movl	%ebx, %ecx
	leaq	.LC195(%rip), %rdx
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
	mulsd	.LC53(%rip), %xmm1
	addsd	.LC54(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpl	$1100, %ebx
	jne	.L1459
	movq	(%rsp), %r11
	movsd	.LC176(%rip), %xmm1
	movl	$78, %r14d
	movl	$1, %r12d
	movq	%r11, %rbx
.L1460:
	movq	24(%rbp), %r8
	testq	%r8, %r8
	je	.L1473
	movq	16(%rbp), %rcx
	leaq	0(,%r8,8), %rdx
	xorl	%eax, %eax
	jmp	.L1469
	.p2align 4,,10
	.p2align 3
.L1485:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%rbx,%rax)
	cmpl	$1, %r12d
	je	.L1484
.L1463:
	movq	0(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	js	.L1467
.L1479:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L1466:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%r15,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	je	.L1473
.L1469:
	movq	(%rcx,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L1485
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
	jne	.L1463
.L1484:
	movq	8(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L1479
.L1467:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1466
	.p2align 4,,10
	.p2align 3
.L1473:
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
	leaq	.LC190(%rip), %rcx
	leaq	.LC191(%rip), %rax
	movl	$120, %r8d
	leaq	.LC185(%rip), %rsi
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
	je	.L1471
	movq	.LC176(%rip), %rax
	movl	$60, %r14d
	movq	%rax, %xmm1
	jmp	.L1460
	.p2align 4,,10
	.p2align 3
.L1471:
	movq	%r13, %rcx
	movl	$7, %edx
	movl	$1, %esi
	movq	%rbx, (%rsp)
	leaq	.LC181(%rip), %rdi
	call	fwrite@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1450:
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
.L1483:
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
	jmp	.L1458
.L1480:
	xorl	%ebx, %ebx
	movq	%rbx, %xmm1
	jmp	.L1453
.L1451:
	movq	%r11, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1450
	.cfi_endproc
.LFE188:
	.size	first_second_writer, .-first_second_writer
	.section	.rodata.str1.8
	.align 8
.LC196:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC197:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC198:
	.string	"%g"
.LC199:
	.string	"#2e8b57"
.LC200:
	.string	"#1f5fbf"
.LC201:
	.string	"closed: one sample of %s us"
.LC202:
	.string	"open: %lu requests delayed"
.LC203:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC204:
	.string	"corrected: %lu samples imputed every %s us"
	.text
	.p2align 4
	.type	timeline_writer, @function
timeline_writer:
.LFB187:
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
	jb	.L1487
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L1487:
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
	js	.L1488
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L1489:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L1490
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L1491:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L1541
	cmpq	$0, -368(%rbp)
	je	.L1541
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L1495
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1496:
	subsd	%xmm2, %xmm0
	movsd	.LC176(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L1497
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1498:
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
	js	.L1499
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L1500:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC176(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L1539
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L1504
	.p2align 4,,10
	.p2align 3
.L1557:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1503:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC176(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L1556
.L1504:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L1557
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1503
	.p2align 4,,10
	.p2align 3
.L1556:
	movsd	.LC177(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L1501:
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
	ja	.L1558
.L1505:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC176(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	48(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L1506
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1507:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC196(%rip), %rdx
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
	leaq	.LC178(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rax
	leaq	.LC197(%rip), %rdx
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
	movq	.LC176(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L1559
.L1508:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L1560
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC180(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L1514:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC63(%rip), %xmm0
	leaq	.LC198(%rip), %rdx
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
	mulsd	.LC53(%rip), %xmm1
	addsd	.LC54(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	-312(%rbp), %xmm4
	addsd	-352(%rbp), %xmm4
	movsd	-328(%rbp), %xmm6
	movq	.LC176(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L1514
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L1515:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L1561
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
	jmp	.L1520
	.p2align 4,,10
	.p2align 3
.L1563:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1517:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L1518
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1519:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L1562
.L1520:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L1563
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1517
	.p2align 4,,10
	.p2align 3
.L1518:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1519
	.p2align 4,,10
	.p2align 3
.L1562:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC203(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC176(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L1564
.L1535:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L1528
	.p2align 4,,10
	.p2align 3
.L1566:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1525:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L1526
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L1527:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L1565
.L1528:
	testq	%rdx, %rdx
	jns	.L1566
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1525
	.p2align 4,,10
	.p2align 3
.L1526:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1527
	.p2align 4,,10
	.p2align 3
.L1565:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC199(%rip), %r9
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
	movq	.LC176(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L1523
.L1522:
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
	jmp	.L1534
	.p2align 4,,10
	.p2align 3
.L1567:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1531:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L1532
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1533:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L1523
.L1534:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L1567
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1531
	.p2align 4,,10
	.p2align 3
.L1532:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1533
	.p2align 4,,10
	.p2align 3
.L1561:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC203(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC176(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L1535
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC199(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L1523:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC200(%rip), %r9
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
	leaq	.LC201(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC200(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC185(%rip), %rbx
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
	leaq	.LC202(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC203(%rip), %rax
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
	leaq	.LC204(%rip), %rdx
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
	leaq	.LC48(%rip), %rax
	pushq	%r13
	movl	$96, %r9d
	movl	$92, %edx
	movq	%rbx, %rsi
	pushq	$100
	movl	$120, %r8d
	movq	%r14, %rdi
	pushq	$126
	pushq	%rax
	leaq	.LC199(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC181(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1486:
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
.L1559:
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
	jmp	.L1508
	.p2align 4,,10
	.p2align 3
.L1558:
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
	jmp	.L1505
	.p2align 4,,10
	.p2align 3
.L1506:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1507
	.p2align 4,,10
	.p2align 3
.L1499:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L1500
	.p2align 4,,10
	.p2align 3
.L1497:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1498
	.p2align 4,,10
	.p2align 3
.L1495:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1496
	.p2align 4,,10
	.p2align 3
.L1490:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L1491
	.p2align 4,,10
	.p2align 3
.L1488:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L1489
	.p2align 4,,10
	.p2align 3
.L1539:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L1501
	.p2align 4,,10
	.p2align 3
.L1560:
	leaq	-240(%rbp), %r12
	jmp	.L1515
	.p2align 4,,10
	.p2align 3
.L1564:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC199(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC176(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L1522
.L1541:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1486
	.cfi_endproc
.LFE187:
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
	jbe	.L1573
	movq	32(%rcx), %rax
	ret
	.p2align 4,,10
	.p2align 3
.L1573:
	movq	(%rcx), %rax
	ret
	.cfi_endproc
.LFE43:
	.size	draw_bimodal, .-draw_bimodal
	.section	.rodata.str1.1
.LC205:
	.string	"ok %s\n"
.LC206:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB270:
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
	je	.L1586
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1579:
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
	jc	.L1579
	leaq	80(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC60(%rip), %rdx
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
.L1582:
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
	jc	.L1582
	leaq	(%rbx,%rsi), %rcx
	leaq	32(%rsp), %rbx
	movq	24(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC60(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC206(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1574:
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
.L1586:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC205(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1574
	.cfi_endproc
.LFE270:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC207:
	.string	"parse_time '%s'%s"
.LC208:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB271:
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
	jne	.L1593
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC208(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC207(%rip), %rdx
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
.L1593:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC8(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC207(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L1594
.L1590:
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
.L1594:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L1590
	.cfi_endproc
.LFE271:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.8
	.align 8
.LC209:
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
	je	.L1607
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1600:
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
	jc	.L1600
	leaq	96(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC60(%rip), %rdx
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
.L1603:
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
	jc	.L1603
	leaq	(%rbx,%rsi), %rcx
	leaq	48(%rsp), %rbx
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC60(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rcx
	movl	20(%rsp), %esi
	xorl	%eax, %eax
	movq	24(%rsp), %rdx
	movq	%rbp, %r9
	movq	%rbx, %r8
	leaq	.LC209(%rip), %rdi
	call	printf@PLT
.L1595:
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
.L1607:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L1595
	.cfi_endproc
.LFE127:
	.size	check, .-check
	.section	.rodata.str1.1
.LC210:
	.string	"slow"
.LC211:
	.string	"sum_ns"
.LC212:
	.string	"n"
.LC213:
	.string	"corrected"
.LC214:
	.string	"stalls"
.LC215:
	.string	"closed"
.LC216:
	.string	"open"
.LC217:
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
.L1609:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L1610:
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
	jne	.L1610
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbp
	xorl	%r9d, %r9d
	movq	%rbx, %rdx
	movq	$0, 56(%rsp)
	leaq	.LC210(%rip), %rcx
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
	leaq	.LC211(%rip), %rcx
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
	jne	.L1609
	movq	72(%rsp), %rbx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC212(%rip), %rcx
	leaq	.LC214(%rip), %r13
	leaq	.LC215(%rip), %r14
	movq	160(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	leaq	.LC213(%rip), %rdx
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
	leaq	.LC216(%rip), %r13
	xorl	%r9d, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	248(%rbp), %r8
	movq	%r13, %rdx
	movl	%r15d, 36(%rsp)
	leaq	.LC217(%rip), %r15
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
	je	.L1621
	testq	%r8, %r8
	je	.L1621
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
	jne	.L1614
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L1624
.L1616:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L1614:
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
.L1621:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L1624:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L1619
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L1617:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L1625
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L1616
	.p2align 4,,10
	.p2align 3
.L1619:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L1617
.L1625:
	movl	$1, 24(%rbx)
	jmp	.L1614
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
	je	.L1627
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
	jnb	.L1686
.L1627:
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
	je	.L1631
	movq	8(%rsp), %rax
	movq	88(%rsp), %rdi
	subq	%rdi, %rax
	cmpq	%rax, 24(%rsp)
	jnb	.L1687
.L1631:
	movq	16(%rsp), %rax
	movq	8(%rsp), %rcx
	movq	(%rsp), %rdi
	imulq	%rcx, %rax
	addq	%rdi, %rax
.L1632:
	movq	%rax, 264(%r14)
	movl	152(%rbx), %eax
	testl	%eax, %eax
	je	.L1688
	cmpl	$1, %eax
	jne	.L1641
	movq	96(%rsp), %r12
	movq	(%rsp), %rsi
	addq	%rsi, %r12
	testq	%r13, %r13
	je	.L1642
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
	jb	.L1643
	movq	16(%rsp), %rax
	movq	88(%rsp), %rcx
	imulq	%rcx, %rax
	addq	%rax, %r12
	jmp	.L1640
.L1641:
	movq	48(%rbx), %r9
	movq	(%rbx), %rsi
	movq	144(%rbx), %rdi
	testq	%r9, %r9
	je	.L1645
	movq	56(%rbx), %r8
	movq	64(%rbx), %r10
	xorl	%ecx, %ecx
	xorl	%r13d, %r13d
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L1646:
	movq	%r8, %rdx
	xorl	%eax, %eax
	imulq	%r13, %rdx
	addq	%r10, %rdx
	cmpq	%r12, %rdx
	jb	.L1649
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rsi
.L1649:
	testq	%rdi, %rdi
	je	.L1650
	movq	%rsi, %rdx
	imulq	%rax, %rdx
	addq	%r12, %rdx
	cmpq	%rdi, %rdx
	setnb	%dl
.L1651:
	testb	%dl, %dl
	jne	.L1652
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%rsi, %rax
	addq	%r9, %rax
	addq	%rax, %r12
	addq	$1, %r13
	je	.L1646
	testq	%r8, %r8
	jne	.L1646
.L1652:
	testq	%rdi, %rdi
	jne	.L1689
.L1648:
	movq	136(%rbx), %r8
	subq	%rcx, %r8
.L1655:
	testq	%r8, %r8
	je	.L1654
	movq	%rsi, %rax
	imulq	%r8, %rax
	addq	%rax, %r12
.L1654:
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
	jmp	.L1640
.L1686:
	movq	56(%rbx), %r10
	xorl	%edx, %edx
	movq	%r10, %rax
	divq	%rbp
	movq	%rax, %rsi
	movl	$1, %eax
	cmpq	%rbp, %r10
	jb	.L1629
	movq	%rdi, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%rsi
	addq	$1, %rax
.L1629:
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
	jmp	.L1627
.L1687:
	movq	16(%rsp), %rdx
	movq	(%rsp), %rcx
	movq	%r11, %rax
	subq	%rdi, %rax
	imulq	%rdi, %rdx
	movq	96(%rsp), %rdi
	imulq	%rcx, %rax
	addq	%rdi, %rdx
	addq	%rdx, %rax
	jmp	.L1632
	.p2align 4,,10
	.p2align 3
.L1650:
	leaq	(%rax,%rcx), %rdx
	cmpq	136(%rbx), %rdx
	setnb	%dl
	jmp	.L1651
.L1688:
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
.L1639:
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
	jb	.L1634
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	movq	%rbx, %rsi
	call	dist_add
	cmpq	%r14, %r12
	jnb	.L1636
	movq	24(%rsp), %r11
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r15
	leaq	-1(%r14), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r12, %rdx
	jnb	.L1690
.L1637:
	addq	$1, %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
	cmpq	%r14, %r12
	jb	.L1661
.L1636:
	addq	$8, %r13
	cmpq	%r13, 16(%rsp)
	jne	.L1639
	movq	32(%rsp), %r14
	movq	%rbp, %rbx
	movq	40(%rsp), %r15
	movq	(%rsp), %rbp
	movq	248(%r14), %rax
	movq	264(%r14), %r12
	movq	%rax, 240(%r14)
.L1640:
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	movq	%r12, 256(%r14)
	jne	.L1691
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%r14, %rcx
	movq	%rbp, %rdi
	leaq	176(%rsp), %r12
	call	dist_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L1657
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	80(%r14), %rcx
	movq	%r15, %rdi
	call	dist_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L1657
	movq	168(%rbx), %rax
	cmpl	$0, 176(%rbx)
	movq	%rax, 272(%r14)
	je	.L1658
	movq	(%r14), %rcx
	movq	104(%rsp), %rdi
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	orq	$-1, %rax
	subq	%rdx, %rcx
	cmpq	%rdi, %rcx
	jb	.L1659
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
.L1659:
	movq	%rax, 272(%r14)
.L1658:
	movq	272(%r14), %rsi
	leaq	176(%rsp), %r12
	movq	%rbp, %rdi
	movq	%r12, %rdx
	call	dist_correct
	cmpl	$0, 200(%rsp)
	jne	.L1660
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	160(%r14), %rcx
	movq	%r12, %rdi
	call	dist_summarise
	movl	%eax, %r13d
.L1657:
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
.L1634:
	.cfi_restore_state
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	movq	%rbx, %rsi
	call	dist_add
	cmpq	%r14, %r12
	jnb	.L1636
.L1661:
	movq	%r14, %rcx
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	subq	%r12, %rcx
	imulq	%r15, %r12
	subq	%r12, %rbx
	movq	%rbx, %rsi
	call	dist_add
	jmp	.L1636
.L1642:
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
.L1643:
	movq	8(%rsp), %rax
	movq	16(%rsp), %r12
	imulq	%rax, %r12
	movq	(%rsp), %rax
	addq	%rax, %r12
	jmp	.L1640
.L1689:
	xorl	%r8d, %r8d
	cmpq	%rdi, %r12
	jnb	.L1654
.L1647:
	movq	%rdi, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r8
	jmp	.L1655
.L1690:
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
	jmp	.L1637
.L1691:
	leaq	176(%rsp), %r12
.L1660:
	orl	$-1, %r13d
	jmp	.L1657
.L1645:
	xorl	%r13d, %r13d
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	testq	%rdi, %rdi
	jne	.L1647
	jmp	.L1648
	.cfi_endproc
.LFE106:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.8
	.align 8
.LC218:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC219:
	.string	"unexpected argument '%s': %s"
.LC220:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC221:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC222:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC223:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC224:
	.string	"at most 1000 characters"
.LC225:
	.string	"%s: the value is too long: %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB337:
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
	jle	.L1714
	movl	%esi, 20(%rsp)
	xorl	%r14d, %r14d
	leaq	5616+OPTIONS(%rip), %rbp
	.p2align 4,,10
	.p2align 3
.L1693:
	movq	8(%rsp), %rcx
	movslq	%r14d, %rax
	leaq	0(,%rax,8), %rdx
	movq	(%rcx,%rax,8), %r12
	movq	%rdx, 24(%rsp)
	cmpb	$45, (%r12)
	jne	.L1718
	cmpb	$104, 1(%r12)
	jne	.L1718
	cmpb	$0, 2(%r12)
	movl	$-1, %eax
	leaq	.LC97(%rip), %rbx
	jne	.L1718
.L1696:
	leaq	OPTIONS(%rip), %r15
	xorl	%r13d, %r13d
	jmp	.L1701
	.p2align 4,,10
	.p2align 3
.L1697:
	addl	$1, %r13d
	addq	$104, %r15
	cmpl	$54, %r13d
	je	.L1700
	movq	(%r15), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L1701:
	movq	(%r15), %rsi
	testl	%eax, %eax
	jne	.L1697
	movslq	%r13d, %rcx
	leaq	OPTIONS(%rip), %rdx
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rcx,%rax,4), %rax
	leaq	(%rdx,%rax,8), %r10
	movl	8(%r10), %eax
	cmpl	$2, %eax
	je	.L1726
	leal	1(%r14), %ebx
	cmpl	$1, %eax
	je	.L1727
	cmpl	%ebx, 20(%rsp)
	je	.L1728
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	movq	8(%rax,%rcx), %r14
	cmpb	$45, (%r14)
	jne	.L1720
	cmpb	$104, 1(%r14)
	jne	.L1720
	cmpb	$0, 2(%r14)
	movl	$-1, %eax
	leaq	.LC97(%rip), %r15
	jne	.L1720
.L1709:
	leaq	104+OPTIONS(%rip), %r13
	jmp	.L1712
	.p2align 4,,10
	.p2align 3
.L1710:
	cmpq	%rbp, %r13
	je	.L1711
	movq	0(%r13), %rsi
	movq	%r15, %rdi
	addq	$104, %r13
	call	strcmp@PLT
.L1712:
	testl	%eax, %eax
	jne	.L1710
	movq	32(%rsp), %rdi
	movq	%r14, %r8
	movq	%r12, %rcx
	movl	$2048, %esi
	leaq	.LC223(%rip), %rdx
	call	snprintf@PLT
.L1704:
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
.L1711:
	.cfi_restore_state
	movq	%r14, %rdi
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L1729
	movq	32(%rsp), %rcx
	movq	40(%rsp), %rdi
	movq	%r14, %rdx
	movq	%r12, %rsi
	movl	$2048, %r8d
	call	apply_option
	testl	%eax, %eax
	jne	.L1704
.L1706:
	leal	1(%rbx), %r14d
	cmpl	%r14d, 20(%rsp)
	jg	.L1693
.L1714:
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
.L1718:
	.cfi_restore_state
	leaq	.LC98(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %rbx
	call	strcmp@PLT
	jmp	.L1696
	.p2align 4,,10
	.p2align 3
.L1720:
	leaq	.LC98(%rip), %rsi
	movq	%r14, %rdi
	movq	%r14, %r15
	call	strcmp@PLT
	jmp	.L1709
	.p2align 4,,10
	.p2align 3
.L1700:
	cmpb	$45, (%r12)
	je	.L1730
.L1719:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC218(%rip), %r8
	leaq	.LC219(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1704
	.p2align 4,,10
	.p2align 3
.L1727:
	movq	32(%rsp), %rcx
	movq	40(%rsp), %rdi
	xorl	%edx, %edx
	movq	%r10, %rsi
	movl	$2048, %r8d
	movl	%r14d, %ebx
	call	*48(%r10)
	jmp	.L1706
.L1730:
	cmpb	$45, 1(%r12)
	jne	.L1719
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC99(%rip), %r8
	leaq	.LC100(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1704
.L1726:
	movq	32(%rsp), %rdi
	movq	%rsi, %rcx
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC220(%rip), %r8
	leaq	.LC221(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1704
.L1728:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC99(%rip), %r8
	leaq	.LC222(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1704
.L1729:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC224(%rip), %r8
	leaq	.LC225(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1704
	.cfi_endproc
.LFE337:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.1
.LC226:
	.string	", "
.LC227:
	.string	" or "
.LC228:
	.string	"out of memory"
.LC229:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC230:
	.string	"--scenario %s is the lab's (it sets %s): run ./lab --scenario %s"
	.align 8
.LC231:
	.string	"--scenario '%s' is not valid: use "
	.text
	.p2align 4
	.type	apply_scenario.constprop.0, @function
apply_scenario.constprop.0:
.LFB338:
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
.L1733:
	movq	(%r12), %r13
	movq	16(%rsp), %rdi
	movq	%r13, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1732
	addl	$1, %r14d
	addq	$24, %r12
	cmpl	$21, %r14d
	jne	.L1733
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	leaq	.LC231(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	movl	%eax, %r15d
	testl	%eax, %eax
	jle	.L1757
	leaq	.LC226(%rip), %r8
	cltq
	xorl	%r14d, %r14d
	movl	$2048, %ebx
	leaq	.LC44(%rip), %r12
	movq	%r8, %r13
	cmpl	$2047, %r15d
	jg	.L1757
.L1758:
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
	jg	.L1757
	testl	%r15d, %r15d
	jle	.L1757
	movslq	%r15d, %rax
	addq	$24, %rbp
	cmpl	$2047, %r15d
	jg	.L1757
	cmpl	$18, %r14d
	jle	.L1766
	cmpl	$19, %r14d
	je	.L1790
	movq	24(%rsp), %rdi
	subq	%rax, %rbx
	movq	0(%rbp), %rcx
	movq	%r12, %rdx
	movq	%rbx, %rsi
	leaq	.LC8(%rip), %r8
	addq	%rax, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1757
	.p2align 4,,10
	.p2align 3
.L1732:
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
	je	.L1791
	leaq	56(%rsp), %r13
	leaq	.LC49(%rip), %rbp
	movq	%r13, %rdx
	movq	%rbp, %rsi
	call	strtok_r@PLT
	testq	%rax, %rax
	je	.L1737
	leaq	64(%rsp), %rcx
	movl	$1, %r15d
	movq	%rbx, 8(%rsp)
	movq	%rcx, 32(%rsp)
	movq	%r15, %rbx
	movq	%rcx, %r15
	.p2align 4,,10
	.p2align 3
.L1738:
	movq	%r13, %rdx
	movq	%rbp, %rsi
	xorl	%edi, %edi
	movq	%rax, -8(%r15,%rbx,8)
	call	strtok_r@PLT
	movl	%ebx, %r12d
	movq	%rbx, %rdx
	addq	$1, %rbx
	testq	%rax, %rax
	je	.L1787
	cmpl	$31, %r12d
	jle	.L1738
.L1787:
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
.L1747:
	movslq	%ebp, %rax
	movq	64(%rsp,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L1767
	cmpb	$104, 1(%r14)
	jne	.L1767
	cmpb	$0, 2(%r14)
	jne	.L1767
	movl	$-1, %eax
	leaq	.LC97(%rip), %r14
.L1743:
	leaq	104+OPTIONS(%rip), %r12
	xorl	%r15d, %r15d
	jmp	.L1746
	.p2align 4,,10
	.p2align 3
.L1744:
	addl	$1, %r15d
	cmpl	$54, %r15d
	je	.L1763
	movq	(%r12), %rsi
	movq	%r14, %rdi
	addq	$104, %r12
	call	strcmp@PLT
.L1746:
	testl	%eax, %eax
	jne	.L1744
	movabsq	$5675921253449092805, %rdx
	movslq	%r15d, %r15
	leaq	(%r15,%r15,2), %rax
	leaq	(%r15,%rax,4), %rax
	imulq	%rax, %rdx
	cmpl	$1, 8(%r13,%rax,8)
	movl	%ebp, %eax
	adcl	$0, %eax
	movb	$1, 512(%rbx,%rdx)
.L1745:
	movl	8(%rsp), %ecx
	leal	1(%rax), %ebp
	cmpl	%ecx, %eax
	jl	.L1747
	movl	40(%rsp), %r12d
	movq	%rbx, 40(%rsp)
	movl	%ecx, %eax
	movq	32(%rsp), %rbp
	leaq	72(%rsp,%rax,8), %r14
	movl	%r12d, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L1755:
	movq	0(%rbp), %r15
	cmpb	$45, (%r15)
	jne	.L1768
	cmpb	$104, 1(%r15)
	jne	.L1768
	cmpb	$0, 2(%r15)
	jne	.L1768
	movl	$-1, %eax
	leaq	.LC97(%rip), %r15
.L1749:
	leaq	OPTIONS(%rip), %r12
	xorl	%ebx, %ebx
	jmp	.L1753
	.p2align 4,,10
	.p2align 3
.L1750:
	addl	$1, %ebx
	addq	$104, %r12
	cmpl	$54, %ebx
	je	.L1752
	movq	(%r12), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
.L1753:
	movq	(%r12), %r8
	testl	%eax, %eax
	jne	.L1750
	movslq	%ebx, %rcx
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rcx,%rax,4), %rax
	movl	44(%r13,%rax,8), %eax
	testl	%eax, %eax
	jne	.L1792
.L1752:
	addq	$8, %rbp
	cmpq	%r14, %rbp
	jne	.L1755
	movl	8(%rsp), %r12d
	movq	40(%rsp), %rbx
.L1741:
	movq	24(%rsp), %rcx
	movq	32(%rsp), %rdx
	movl	%r12d, %esi
	movq	%rbx, %rdi
	call	apply_args.constprop.0
.L1731:
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
.L1768:
	.cfi_restore_state
	leaq	.LC98(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	jmp	.L1749
	.p2align 4,,10
	.p2align 3
.L1767:
	leaq	.LC98(%rip), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
	jmp	.L1743
	.p2align 4,,10
	.p2align 3
.L1763:
	movl	%ebp, %eax
	jmp	.L1745
.L1792:
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	leaq	.LC230(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%rcx, %r9
	call	snprintf@PLT
.L1757:
	movl	$-1, %eax
	jmp	.L1731
.L1766:
	movq	%r13, %r8
	jmp	.L1758
.L1790:
	leaq	.LC227(%rip), %r8
	jmp	.L1758
.L1737:
	movq	40(%rsp), %xmm0
	leaq	64(%rsp), %rax
	movq	%rax, 32(%rsp)
	movhps	8(%r12), %xmm0
	xorl	%r12d, %r12d
	movups	%xmm0, 456(%rbx)
	jmp	.L1741
.L1791:
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC228(%rip), %r8
	leaq	.LC229(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1757
	.cfi_endproc
.LFE338:
	.size	apply_scenario.constprop.0, .-apply_scenario.constprop.0
	.p2align 4
	.type	was_given, @function
was_given:
.LFB220:
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
	jne	.L1801
	cmpb	$104, 1(%rsi)
	je	.L1803
.L1801:
	leaq	.LC98(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
.L1795:
	leaq	104+OPTIONS(%rip), %r13
	xorl	%ebx, %ebx
	jmp	.L1798
	.p2align 4,,10
	.p2align 3
.L1796:
	addl	$1, %ebx
	cmpl	$54, %ebx
	je	.L1800
	movq	0(%r13), %rsi
	movq	%r12, %rdi
	addq	$104, %r13
	call	strcmp@PLT
.L1798:
	testl	%eax, %eax
	jne	.L1796
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
.L1803:
	.cfi_restore_state
	cmpb	$0, 2(%rsi)
	jne	.L1801
	movl	$-1, %eax
	leaq	.LC97(%rip), %r12
	jmp	.L1795
	.p2align 4,,10
	.p2align 3
.L1800:
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
.LFE220:
	.size	was_given, .-was_given
	.section	.rodata.str1.8
	.align 8
.LC232:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC233:
	.string	"--stall %s us is not below --period %s us: random stalls of that mean would leave the server almost no time between them"
	.align 8
.LC234:
	.string	"drop --service-dist or use catch-up"
	.align 8
.LC235:
	.string	"takes fixed service times only: "
	.section	.rodata.str1.1
.LC236:
	.string	"--closed back-to-back %s%s"
	.section	.rodata.str1.8
	.align 8
.LC237:
	.string	"--period 0 means a single stall"
	.align 8
.LC238:
	.string	"--stalls poisson needs --period T, the mean gap between stall starts: %s%s"
	.align 8
.LC239:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC240:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC241:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC242:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC243:
	.string	"takes one connection: "
.LC244:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC245:
	.string	"--generator-pause %s us is not below --generator-period %s us: the sender would never send (use --generator-period 0 for one pause)"
	.section	.rodata.str1.1
.LC246:
	.string	"use catch-up"
	.section	.rodata.str1.8
	.align 8
.LC247:
	.string	"takes no --timeout or --queue-limit (a connection that gives up or is refused would send again at once): "
	.align 8
.LC248:
	.string	"drop --sweep, --cross-check and the faults"
	.align 8
.LC249:
	.string	"scores a benchmark run without faults, or users: "
	.section	.rodata.str1.1
.LC250:
	.string	"--scoreboard %s%s"
.LC251:
	.string	"drop --sweep or --cross-check"
.LC252:
	.string	"apply to a benchmark run: "
	.section	.rodata.str1.8
	.align 8
.LC253:
	.string	"--timeout, --queue-limit and the generator's options %s%s"
	.text
	.p2align 4
	.type	resolve_conflicts.constprop.0, @function
resolve_conflicts.constprop.0:
.LFB341:
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
	leaq	.LC49(%rip), %rbx
	movq	%rax, 24(%rsp)
.L1806:
	movq	$0, 64(%rsp)
	movq	48(%r8), %rcx
	testq	%rcx, %rcx
	jne	.L1805
.L1809:
	addq	$96, %r8
	leaq	384+SERVICE_DISTS(%rip), %rax
	cmpq	%rax, %r8
	jne	.L1806
	movq	48(%rsp), %rbp
	jmp	.L1807
.L1805:
	leaq	96(%rsp), %r15
	leaq	.LC60(%rip), %rdx
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
	je	.L1809
	movq	56(%rsp), %rax
	leaq	(%rax,%rax,2), %r15
	leaq	SERVICE_DISTS(%rip), %rax
	salq	$5, %r15
	addq	%r15, %rax
	movq	%rax, 40(%rsp)
	.p2align 4,,10
	.p2align 3
.L1808:
	movzbl	(%r12), %ecx
	subl	$45, %ecx
	movl	%ecx, %ebp
	jne	.L1810
	movzbl	1(%r12), %ecx
	subl	$104, %ecx
	movl	%ecx, %ebp
	jne	.L1810
	movzbl	2(%r12), %ebp
.L1810:
	movq	16(%rsp), %rdx
	cmpq	%rdx, 24(%rsp)
	je	.L1888
.L1811:
	movl	$-1, %eax
	leaq	.LC97(%rip), %r13
	testl	%ebp, %ebp
	je	.L1817
	leaq	.LC98(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %r13
	call	strcmp@PLT
.L1817:
	leaq	104+OPTIONS(%rip), %r15
	xorl	%ebp, %ebp
	jmp	.L1821
	.p2align 4,,10
	.p2align 3
.L1818:
	addl	$1, %ebp
	cmpl	$54, %ebp
	je	.L1820
	movq	(%r15), %rsi
	movq	%r13, %rdi
	addq	$104, %r15
	call	strcmp@PLT
.L1821:
	testl	%eax, %eax
	jne	.L1818
	movabsq	$5675921253449092805, %rdx
	movslq	%ebp, %rcx
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rcx,%rax,4), %rax
	movq	8(%rsp), %rcx
	imulq	%rdx, %rax
	cmpb	$0, 512(%rcx,%rax)
	je	.L1820
	movq	40(%rsp), %rax
	movq	%r12, %rdi
	movq	48(%rax), %rbp
	call	strlen@PLT
	movq	%rax, %r15
	testq	%rbp, %rbp
	jne	.L1822
	jmp	.L1886
	.p2align 4,,10
	.p2align 3
.L1825:
	movq	%r15, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	strncmp@PLT
	testl	%eax, %eax
	jne	.L1824
	testb	$-33, 0(%rbp,%r15)
	je	.L1820
.L1824:
	movq	%rbp, %rdi
	movq	%rbx, %rsi
	call	strcspn@PLT
	addq	%rax, %rbp
	xorl	%eax, %eax
	cmpb	$32, 0(%rbp)
	sete	%al
	addq	%rax, %rbp
.L1822:
	cmpb	$0, 0(%rbp)
	jne	.L1825
.L1886:
	movq	16(%rsp), %r8
	movq	48(%rsp), %rbp
	xorl	%esi, %esi
	movq	%rbp, %rdx
	movq	%r8, %rdi
	call	service_refusal.constprop.0
.L1816:
	testl	%eax, %eax
	jne	.L1827
.L1807:
	movq	8(%rsp), %rax
	movl	8(%rax), %esi
	testl	%esi, %esi
	jne	.L1889
.L1828:
	movq	8(%rsp), %rax
	cmpl	$1, 40(%rax)
	movq	56(%rax), %rsi
	je	.L1890
.L1830:
	testq	%rsi, %rsi
	jne	.L1831
.L1832:
	movq	8(%rsp), %rax
	pxor	%xmm0, %xmm0
	ucomisd	392(%rax), %xmm0
	jp	.L1853
	jne	.L1853
.L1834:
	movq	8(%rsp), %rbx
	movl	152(%rbx), %eax
	cmpl	$1, %eax
	jne	.L1836
	cmpq	$1, 160(%rbx)
	ja	.L1891
.L1836:
	movq	8(%rsp), %rbx
	movl	496(%rbx), %ecx
	movl	500(%rbx), %edx
	testl	%ecx, %ecx
	je	.L1892
	testl	%edx, %edx
	jne	.L1839
	movq	8(%rsp), %rbx
	movl	$500000000, %edx
	movq	264(%rbx), %rcx
	testq	%rcx, %rcx
	jne	.L1838
.L1841:
	movq	8(%rsp), %rbx
	movq	%rdx, 272(%rbx)
.L1839:
	movq	8(%rsp), %rbx
	movq	256(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L1842
	movq	264(%rbx), %rsi
	leaq	-1(%rsi), %rcx
	cmpq	%rdx, %rcx
	jb	.L1893
.L1842:
	cmpl	$2, %eax
	je	.L1894
.L1843:
	movq	8(%rsp), %rax
	movl	504(%rax), %edx
	testl	%edx, %edx
	je	.L1845
	cmpl	$0, 368(%rax)
	jne	.L1846
	movq	%rax, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L1846
.L1804:
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
.L1820:
	.cfi_restore_state
	movq	32(%rsp), %rdx
	movq	%rbx, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	jne	.L1808
	movq	16(%rsp), %r8
	jmp	.L1809
	.p2align 4,,10
	.p2align 3
.L1888:
	movl	$-1, %eax
	leaq	.LC97(%rip), %r14
	testl	%ebp, %ebp
	je	.L1812
	leaq	.LC98(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %r14
	call	strcmp@PLT
.L1812:
	leaq	104+OPTIONS(%rip), %r15
	xorl	%r13d, %r13d
	jmp	.L1815
	.p2align 4,,10
	.p2align 3
.L1813:
	addl	$1, %r13d
	cmpl	$54, %r13d
	je	.L1883
	movq	(%r15), %rsi
	movq	%r14, %rdi
	addq	$104, %r15
	call	strcmp@PLT
.L1815:
	testl	%eax, %eax
	jne	.L1813
	movabsq	$5675921253449092805, %rdx
	movslq	%r13d, %r8
	leaq	(%r8,%r8,2), %rax
	leaq	(%r8,%rax,4), %rax
	imulq	%rdx, %rax
	movq	8(%rsp), %rdx
	cmpb	$0, 512(%rdx,%rax)
	jne	.L1811
.L1883:
	movq	16(%rsp), %r8
	movq	48(%rsp), %rbp
	movl	$1, %esi
	movq	%rbp, %rdx
	movq	%r8, %rdi
	call	service_refusal.constprop.0
	jmp	.L1816
.L1889:
	cmpl	$2, 152(%rax)
	jne	.L1828
	leaq	.LC234(%rip), %r8
	leaq	.LC235(%rip), %rcx
	jmp	.L1887
.L1853:
	movq	8(%rsp), %rax
	cmpl	$1, 72(%rax)
	je	.L1834
	leaq	.LC239(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC240(%rip), %rcx
	leaq	.LC241(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1827
.L1892:
	movq	$1000000000, 264(%rbx)
	testl	%edx, %edx
	jne	.L1839
	movl	$1000000000, %ecx
.L1838:
	movq	%rcx, %rdx
	shrq	%rdx
	jmp	.L1841
.L1890:
	cmpq	$0, 48(%rax)
	je	.L1830
	testq	%rsi, %rsi
	je	.L1895
.L1831:
	movq	8(%rsp), %rax
	cmpq	%rsi, 48(%rax)
	jb	.L1832
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
	leaq	.LC233(%rip), %rdx
	leaq	.LC232(%rip), %rax
	movl	$2048, %esi
	cmove	%rax, %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1827
.L1845:
	movq	8(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	je	.L1804
	xorl	%eax, %eax
	cmpl	$0, 368(%rdi)
	je	.L1804
	leaq	.LC251(%rip), %r8
	leaq	.LC252(%rip), %rcx
	movl	$2048, %esi
	movq	%rbp, %rdi
	leaq	.LC253(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1827
.L1894:
	movq	8(%rsp), %rax
	cmpq	$0, 224(%rax)
	jne	.L1844
	cmpl	$0, 232(%rax)
	je	.L1843
.L1844:
	leaq	.LC246(%rip), %r8
	leaq	.LC247(%rip), %rcx
.L1887:
	leaq	.LC236(%rip), %rdx
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1827
.L1895:
	leaq	.LC8(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC237(%rip), %rcx
	leaq	.LC238(%rip), %rdx
	call	snprintf@PLT
.L1827:
	orl	$-1, %eax
	jmp	.L1804
.L1891:
	leaq	.LC242(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC243(%rip), %rcx
	leaq	.LC244(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1827
.L1893:
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
	leaq	.LC245(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1827
.L1846:
	leaq	.LC248(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC249(%rip), %rcx
	leaq	.LC250(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1827
	.cfi_endproc
.LFE341:
	.size	resolve_conflicts.constprop.0, .-resolve_conflicts.constprop.0
	.section	.rodata.str1.1
.LC254:
	.string	"it ended early"
	.section	.rodata.str1.8
	.align 8
.LC255:
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
	jne	.L1909
	movq	112(%rbp), %rdx
	testq	%rdx, %rdx
	je	.L1899
	movq	(%rdx,%rax,8), %rax
.L1896:
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
.L1899:
	.cfi_restore_state
	movl	72(%rbp), %edx
	testl	%edx, %edx
	je	.L1910
	cmpl	$1, %edx
	je	.L1911
	leaq	32(%rsp), %r12
	leaq	24(%rsp), %rsi
	movl	$256, %ecx
	leaq	40(%rdi), %rdi
	movq	%r12, %rdx
	call	numbers_next
	cmpl	$1, %eax
	je	.L1912
	testl	%eax, %eax
	leaq	.LC254(%rip), %rax
	movq	104(%rbp), %rcx
	leaq	.LC255(%rip), %rdx
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
	je	.L1913
.L1906:
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$1, 112(%rbx)
.L1909:
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
.L1910:
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
.L1911:
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
	xorpd	.LC168(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	movsd	.LC80(%rip), %xmm1
	mulsd	.LC32(%rip), %xmm0
	addsd	24(%rbx), %xmm0
	comisd	%xmm1, %xmm0
	movsd	%xmm0, 24(%rbx)
	jnb	.L1902
	cvttsd2siq	%xmm0, %rax
	jmp	.L1896
	.p2align 4,,10
	.p2align 3
.L1913:
	movq	%r12, %rcx
	leaq	.LC60(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$2, run_fault(%rip)
	jmp	.L1906
	.p2align 4,,10
	.p2align 3
.L1912:
	movq	24(%rsp), %rax
	movq	%rax, 104(%rbx)
	jmp	.L1896
	.p2align 4,,10
	.p2align 3
.L1902:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1896
	.cfi_endproc
.LFE62:
	.size	due_next, .-due_next
	.p2align 4
	.type	due_fill, @function
due_fill:
.LFB64:
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
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movq	(%rdi), %rax
	movq	8(%rdi), %rcx
	movq	136(%rax), %rbp
	subq	%rcx, %rbp
	cmpq	%rdx, %rbp
	cmova	%rdx, %rbp
	cmpq	$0, 112(%rax)
	je	.L1915
.L1918:
	movq	%rsi, %r12
	leaq	(%rsi,%rbp,8), %r13
	testq	%rbp, %rbp
	je	.L1914
	.p2align 4,,10
	.p2align 3
.L1923:
	movq	%rbx, %rdi
	addq	$8, %r12
	call	due_next
	movq	%rax, -8(%r12)
	cmpq	%r12, %r13
	jne	.L1923
.L1914:
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
.L1915:
	.cfi_restore_state
	cmpl	$1, 72(%rax)
	jne	.L1918
	testq	%rbp, %rbp
	je	.L1919
	movsd	16(%rdi), %xmm3
	leaq	(%rsi,%rbp,8), %rax
	movq	%rsi, %r15
	movabsq	$-7046029254386353131, %r14
	movabsq	$-4658895280553007687, %r13
	movq	%rax, (%rsp)
	movabsq	$-7723592293110705685, %r12
	movsd	%xmm3, 8(%rsp)
	jmp	.L1922
	.p2align 4,,10
	.p2align 3
.L1933:
	cvttsd2siq	%xmm0, %rdx
	movq	%rdx, (%r15)
.L1921:
	addq	$8, %r15
	cmpq	%r15, (%rsp)
	je	.L1932
.L1922:
	movq	32(%rbx), %rdx
	pxor	%xmm0, %xmm0
	movsd	.LC1(%rip), %xmm1
	addq	%r14, %rdx
	movq	%rdx, %rcx
	movq	%rdx, 32(%rbx)
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
	xorpd	.LC168(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	mulsd	.LC32(%rip), %xmm0
	addsd	24(%rbx), %xmm0
	comisd	.LC80(%rip), %xmm0
	movsd	%xmm0, 24(%rbx)
	jb	.L1933
	subsd	.LC80(%rip), %xmm0
	movabsq	$-9223372036854775808, %rax
	cvttsd2siq	%xmm0, %rdx
	movq	%rdx, (%r15)
	xorq	%rax, (%r15)
	jmp	.L1921
.L1932:
	movq	8(%rbx), %rcx
.L1919:
	addq	%rbp, %rcx
	movq	%rcx, 8(%rbx)
	jmp	.L1914
	.cfi_endproc
.LFE64:
	.size	due_fill, .-due_fill
	.section	.rodata.str1.8
	.align 8
.LC256:
	.string	"bench: internal error: the reference overran %lu samples\n"
	.text
	.p2align 4
	.type	ref_walk_whole.constprop.0, @function
ref_walk_whole.constprop.0:
.LFB344:
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
	je	.L1935
	movq	64(%r13), %rax
.L1935:
	movq	160(%r13), %rdi
	movl	$8, %esi
	movq	%rax, 128(%rsp)
	call	calloc@PLT
	movq	%rax, 80(%rsp)
	testq	%rax, %rax
	je	.L1949
	movq	$0, (%r12)
	leaq	272(%rsp), %rbp
	leaq	144(%rsp), %r14
	movq	%r13, %rsi
	movq	%rbp, %rdx
	movq	%r14, %rdi
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L1965
.L1937:
	leaq	32(%rsp), %r13
	cmpl	$3, %r15d
	je	.L1939
	jmp	.L1947
	.p2align 4,,10
	.p2align 3
.L1961:
	testq	%r14, %r14
	je	.L1942
.L1939:
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
	jne	.L1961
	leaq	24(%rsp), %rsi
	movl	$1, %edx
	movq	%r13, %rdi
	call	ref_client
	testq	%rax, %rax
	je	.L1961
.L1941:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC256(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L1947:
	movl	$4096, %edx
	movq	%rbp, %rsi
	movq	%r14, %rdi
	call	due_fill
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
	jb	.L1941
	orq	%r15, %rax
	jne	.L1947
.L1942:
	movq	192(%rsp), %rdi
	call	free@PLT
	movq	184(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1944
	call	fclose@PLT
.L1944:
	movq	96(%rsp), %rax
	movq	8(%rsp), %rbx
	movq	80(%rsp), %rdi
	movq	%rax, (%rbx)
	call	free@PLT
	xorl	%eax, %eax
.L1934:
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
.L1965:
	.cfi_restore_state
	leaq	run_fault_lock(%rip), %r13
	movq	%r13, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L1966
.L1938:
	movq	%r13, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$1, 256(%rsp)
	jmp	.L1937
.L1966:
	movq	%rbp, %rcx
	leaq	.LC60(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$2, run_fault(%rip)
	jmp	.L1938
.L1949:
	orl	$-1, %eax
	jmp	.L1934
	.cfi_endproc
.LFE344:
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
	jne	.L1968
	movq	144(%rdi), %rax
	testq	%rax, %rax
	je	.L1968
	xorl	%edx, %edx
	movq	160(%rdi), %rcx
	divq	(%rdi)
	leaq	1(%rcx,%rax), %r13
	jmp	.L1970
	.p2align 4,,10
	.p2align 3
.L1968:
	movq	136(%r12), %r13
.L1970:
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
	je	.L1989
	testq	%rbp, %rbp
	je	.L1989
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
	je	.L2020
.L1973:
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
.L2020:
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
	jne	.L1973
	movl	%eax, 28(%rsp)
	leaq	240(%r14), %rsi
	movq	40(%r12), %rdi
	movq	%rbx, 8(%rsp)
	movq	%rsi, %r15
	movq	%r12, %rsi
	movq	%rbp, 16(%rsp)
	movq	%r14, 32(%rsp)
.L1980:
	movq	16(%r15), %rax
	movq	48(%rsi), %rbx
	testq	%rdi, %rdi
	jne	.L2021
	testq	%rbx, %rbx
	je	.L1979
	movq	64(%rsi), %rdx
	xorl	%ebx, %ebx
	cmpq	%rax, %rdx
	jnb	.L1979
	movq	56(%rsi), %rcx
	movl	$1, %ebx
	testq	%rcx, %rcx
	je	.L1979
	subq	%rdx, %rax
	xorl	%edx, %edx
	subq	$1, %rax
	divq	%rcx
	leaq	1(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L1979:
	movq	(%rsp), %rax
	movq	%rbx, (%r15)
	addq	$8, %r15
	cmpq	%rax, %r15
	jne	.L1980
	movl	176(%rsi), %ecx
	movq	8(%rsp), %rbx
	movq	%rsi, %r12
	movq	16(%rsp), %rbp
	movl	28(%rsp), %r15d
	movq	32(%rsp), %r14
	movq	64(%rsp), %r10
	testl	%ecx, %ecx
	je	.L1981
	movq	160(%rsi), %rsi
	movq	%r10, %rax
	xorl	%edx, %edx
	movq	%r10, %rdi
	movq	$-1, %rcx
	divq	%rsi
	subq	%rdx, %rdi
	je	.L1982
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
.L1982:
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
	je	.L1994
	xorl	%esi, %esi
	jmp	.L1987
	.p2align 4,,10
	.p2align 3
.L2023:
	addq	$1, %rsi
	cmpq	%r10, %rsi
	je	.L2022
.L1987:
	movq	(%rbx,%rsi,8), %rax
	movl	$1, %ecx
	cmpq	%r14, %rax
	jb	.L1984
	xorl	%edx, %edx
	divq	%r14
	movq	%rax, %rcx
.L1984:
	addq	%r13, %rcx
	movq	%rcx, %r13
	jnc	.L2023
.L1997:
	movl	$-2, %r15d
	jmp	.L1973
	.p2align 4,,10
	.p2align 3
.L2022:
	testq	%rcx, %rcx
	je	.L1997
	cmpq	$4194304, %rcx
	jbe	.L2024
.L1988:
	testq	%r10, %r10
	movl	$1, %edi
	movq	%r10, (%rsp)
	cmovne	%r10, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, %r13
	testq	%rax, %rax
	je	.L1989
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
	jmp	.L1973
	.p2align 4,,10
	.p2align 3
.L2021:
	movq	%rsi, 96(%rsp)
	movq	$-1, %rdx
	movq	$0, 104(%rsp)
	testq	%rbx, %rbx
	je	.L1975
	movq	64(%rsi), %rdx
.L1975:
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
	jmp	.L1976
	.p2align 4,,10
	.p2align 3
.L2025:
	movq	80(%rsp), %rax
	cmpq	%r15, %rax
	jnb	.L2018
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
.L1976:
	movq	%r12, %rdx
	movq	%rbp, %rsi
	movq	%r13, %rdi
	call	stall_src_next
	testl	%eax, %eax
	jne	.L2025
.L2018:
	movq	40(%rsp), %r15
	movq	48(%rsp), %rdi
	movq	56(%rsp), %rsi
	jmp	.L1979
	.p2align 4,,10
	.p2align 3
.L1981:
	movq	168(%rsi), %rcx
	jmp	.L1982
	.p2align 4,,10
	.p2align 3
.L2024:
	leaq	0(,%rcx,8), %rdi
.L1983:
	movq	%r10, (%rsp)
	call	malloc@PLT
	movq	(%rsp), %r10
	testq	%rax, %rax
	je	.L1988
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
	jmp	.L1973
.L1994:
	movl	$8, %edi
	jmp	.L1983
.L1989:
	orl	$-1, %r15d
	jmp	.L1973
	.cfi_endproc
.LFE126:
	.size	ref_sorted, .-ref_sorted
	.p2align 4
	.type	ref_job_run, @function
ref_job_run:
.LFB260:
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
.LFE260:
	.size	ref_job_run, .-ref_job_run
	.section	.rodata.str1.8
	.align 8
.LC257:
	.string	"out of memory for %lu connections"
	.align 8
.LC258:
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
	je	.L2029
	movq	160(%r13), %r14
.L2029:
	leaq	240(%rsp), %rdi
	movq	%r13, %rsi
	movq	%r14, 344(%rsp)
	call	server_init
	movl	$8, %esi
	movq	%r14, %rdi
	call	calloc@PLT
	movq	%rax, 336(%rsp)
	testq	%rax, %rax
	je	.L2030
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
	jne	.L2062
.L2032:
	leaq	224(%rsp), %rax
	leaq	80(%rsp), %r14
	xorl	%r13d, %r13d
	movq	%rax, 32(%rsp)
	jmp	.L2042
	.p2align 4,,10
	.p2align 3
.L2064:
	movq	16(%rsp), %rsi
	movq	48(%rsp), %rdi
	movl	$4096, %edx
	call	due_fill
	movq	%r12, 33216(%rsp)
	movq	33216(%rsp), %rcx
	movq	%rax, %r12
.L2040:
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
	jb	.L2039
	cmpq	%rbp, %rax
	jne	.L2038
	cmpl	$3, 28(%rsp)
	je	.L2063
.L2038:
	movq	%rcx, 33216(%rsp)
	movq	%r12, %rcx
	movq	33216(%rsp), %r12
	orq	%r15, %rcx
	je	.L2041
.L2042:
	xorl	%ecx, %ecx
	cmpl	$3, 28(%rsp)
	jne	.L2064
	movq	%r12, 33216(%rsp)
	movq	%rcx, %r12
	movq	33216(%rsp), %rcx
	jmp	.L2040
	.p2align 4,,10
	.p2align 3
.L2063:
	movq	32(%rsp), %rdi
	leaq	72(%rsp), %rsi
	movl	$1, %edx
	movq	%rcx, 33216(%rsp)
	call	walk_run
	testq	%rax, %rax
	jne	.L2039
	orq	%r15, %r12
	movq	33216(%rsp), %rcx
	je	.L2041
	xorl	%r12d, %r12d
	jmp	.L2040
	.p2align 4,,10
	.p2align 3
.L2041:
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	136(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2043
	call	fclose@PLT
.L2043:
	movq	248(%rsp), %rax
	movq	56(%rsp), %rdi
	movq	368(%rsp), %rdx
	movq	%rax, (%rdi)
	movq	33224(%rsp), %rax
	movq	336(%rsp), %rdi
	movq	%rdx, (%rax)
	call	free@PLT
	xorl	%eax, %eax
.L2028:
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
.L2062:
	.cfi_restore_state
	leaq	run_fault_lock(%rip), %r13
	movq	%r13, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L2065
.L2035:
	movq	%r13, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$1, 208(%rsp)
	jmp	.L2032
.L2065:
	movq	16(%rsp), %rcx
	leaq	.LC60(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$2, run_fault(%rip)
	jmp	.L2035
.L2039:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC258(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L2030:
	movq	160(%r13), %rcx
	leaq	384(%rsp), %rbx
	leaq	.LC257(%rip), %rdx
	xorl	%eax, %eax
	movl	$96, %esi
	movq	%rbx, %rdi
	leaq	run_fault_lock(%rip), %r13
	call	snprintf@PLT
	movq	%r13, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %edx
	testl	%edx, %edx
	je	.L2066
.L2033:
	movq	%r13, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$-4, %eax
	jmp	.L2028
.L2066:
	movq	%rbx, %rcx
	leaq	.LC60(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$1, run_fault(%rip)
	jmp	.L2033
	.cfi_endproc
.LFE137:
	.size	walk_all, .-walk_all
	.section	.rodata.str1.8
	.align 8
.LC259:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.section	.rodata.str1.1
.LC260:
	.string	" warmup"
.LC261:
	.string	"rep=%u%s set=%s"
.LC262:
	.string	" n=%lu"
.LC263:
	.string	" slow=%lu sum_ns=%s\n"
.LC264:
	.string	" %s_ns=%lu"
.LC265:
	.string	"for a rep"
	.text
	.p2align 4
	.type	run_reps, @function
run_reps:
.LFB258:
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
	jmp	.L2121
.L2165:
	testl	%eax, %eax
	jne	.L2091
	cmpq	$1, 160(%r15)
	je	.L2161
.L2092:
	leaq	256(%r14), %rdi
	leaq	240(%r14), %r9
	movl	$1, %esi
.L2094:
	movq	136(%r15), %rcx
.L2096:
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
	jne	.L2160
	movq	176(%rsp), %rax
	movq	128(%rsp), %rbx
.L2093:
	testq	%rax, %rax
	js	.L2099
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2100:
	testq	%rbx, %rbx
	je	.L2101
	js	.L2102
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L2103:
	divsd	%xmm1, %xmm0
.L2101:
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
	jne	.L2104
	movl	8(%r15), %eax
	testl	%eax, %eax
	jne	.L2104
	cmpq	$0, 40(%r15)
	jne	.L2104
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
.L2105:
	movq	176(%rsp), %rax
	movq	136(%rsp), %r12
	testq	%rax, %rax
	js	.L2106
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2107:
	testq	%r12, %r12
	js	.L2108
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r12, %xmm1
.L2109:
	divsd	%xmm1, %xmm0
	movl	176(%r15), %r11d
	movq	256(%r14), %rcx
	movsd	%xmm0, 152(%rsp)
	testl	%r11d, %r11d
	je	.L2110
	movq	160(%r15), %rsi
	movq	$-1, %rax
	cmpq	%rsi, %rbx
	jb	.L2111
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
.L2111:
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
.L2089:
	leaq	run_fault_lock(%rip), %r12
	movq	%r12, %rdi
	call	pthread_mutex_lock@PLT
	movq	%r12, %rdi
	movl	run_fault(%rip), %ebx
	call	pthread_mutex_unlock@PLT
	testl	%r13d, %r13d
	jne	.L2098
	testl	%ebx, %ebx
	jne	.L2129
	movl	116(%rsp), %r8d
	testl	%r8d, %r8d
	jne	.L2162
.L2112:
	movl	112(%rsp), %eax
	testl	%eax, %eax
	je	.L2120
	movq	312(%rbp), %rdx
	subl	$1, %eax
	movsd	144(%rsp), %xmm0
	movsd	%xmm0, (%rdx,%rax,8)
	movq	320(%rbp), %rdx
	movsd	152(%rsp), %xmm0
	movsd	%xmm0, (%rdx,%rax,8)
.L2120:
	movq	0(%rbp), %r15
	addl	$1, 112(%rsp)
	movl	112(%rsp), %eax
	cmpl	%eax, 216(%r15)
	jb	.L2163
.L2121:
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
	je	.L2164
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
	je	.L2165
.L2091:
	leaq	by_kind.5(%rip), %rdx
	leaq	256(%r14), %rdi
	movl	(%rdx,%rax,4), %esi
	leaq	240(%r14), %r9
	cmpl	$3, %esi
	jne	.L2094
	movq	144(%r15), %rax
	testq	%rax, %rax
	je	.L2094
	xorl	%edx, %edx
	divq	(%r15)
	movq	160(%r15), %rdx
	leaq	1(%rax,%rdx), %rcx
	jmp	.L2096
.L2104:
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
	je	.L2105
.L2160:
	leaq	run_fault_lock(%rip), %rbx
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
.L2098:
	addq	$328, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	%r13d, %edi
	leaq	.LC265(%rip), %rsi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
.L2162:
	.cfi_restore_state
	movl	112(%rsp), %edi
	movq	96(%rsp), %rbx
	movq	%rbp, 56(%rsp)
	leaq	.LC260(%rip), %rdx
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
.L2113:
	movq	32(%rsp), %rax
	movq	48(%rsp), %rdx
	leaq	.LC261(%rip), %rdi
	leaq	PCT_NAME(%rip), %rbp
	movl	112(%rsp), %esi
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	24(%rsp), %r14
	leaq	.LC262(%rip), %rdi
	xorl	%eax, %eax
	movq	-8(%r14), %rsi
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L2114:
	movq	(%r14), %rdx
	movq	0(%rbp), %rsi
	leaq	.LC264(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	addq	$8, %r14
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rbp, %rax
	jne	.L2114
	movq	24(%rsp), %rax
	movq	16(%rsp), %rcx
	movl	$47, %r10d
	movl	$9, %r11d
	movq	56(%rax), %rsi
	movq	64(%rax), %rdi
	movb	$0, 303(%rsp)
	.p2align 4,,10
	.p2align 3
.L2117:
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
	jc	.L2117
	movq	16(%rsp), %rax
	movq	40(%rsp), %rbp
	movl	$48, %esi
	leaq	.LC60(%rip), %rdx
	movq	%r8, 64(%rsp)
	leaq	(%rax,%r10), %rcx
	movq	%rbp, %rdi
	xorl	%eax, %eax
	movq	%r9, 72(%rsp)
	call	snprintf@PLT
	movq	24(%rsp), %r14
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC263(%rip), %rdi
	movq	48(%r14), %rsi
	addq	$80, %r14
	call	printf@PLT
	addq	$8, 32(%rsp)
	movq	32(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rsi
	movq	%r14, 24(%rsp)
	cmpq	%rsi, %rax
	jne	.L2113
	movq	56(%rsp), %rbp
	jmp	.L2112
.L2099:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2100
.L2110:
	movq	168(%r15), %rax
	jmp	.L2111
.L2164:
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
.L2081:
	movq	32(%rsp), %rsi
	movq	16(%rsp), %rdi
	call	server_init
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	testq	%rbx, %rbx
	je	.L2069
	movq	%r13, 120(%rsp)
	xorl	%r14d, %r14d
	movq	%r9, (%rsp)
	movq	%rsi, 56(%rsp)
	.p2align 4,,10
	.p2align 3
.L2073:
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
	je	.L2166
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
.L2071:
	xorl	%ecx, %ecx
	testq	%r12, %r12
	je	.L2076
	.p2align 4,,10
	.p2align 3
.L2072:
	movq	(%r11,%rcx,8), %rdi
	movq	(%r9), %r10
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r10
	cmpq	%r8, %rax
	jnb	.L2074
	testq	%rdx, %rdx
	jne	.L2074
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%r12, %rcx
	jne	.L2072
.L2076:
	cmpq	%rbx, %r14
	jb	.L2073
	movq	120(%rsp), %r13
	movq	(%rsp), %r9
	movq	56(%rsp), %rsi
.L2069:
	leaq	144(%rsp), %rdx
	testq	%rsi, %rsi
	js	.L2077
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L2078:
	testq	%rbx, %rbx
	js	.L2079
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L2080:
	divsd	%xmm1, %xmm0
	movq	48(%rsp), %rsi
	movq	264(%rsp), %rax
	movq	%r9, 256(%r13,%rsi,8)
	movq	%rax, 240(%r13,%rsi,8)
	movsd	%xmm0, (%rdx,%rsi,8)
	testq	%rsi, %rsi
	jne	.L2167
	movq	$1, 48(%rsp)
	jmp	.L2081
	.p2align 4,,10
	.p2align 3
.L2166:
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
	jmp	.L2071
.L2108:
	movq	%r12, %rax
	movq	%r12, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2109
.L2106:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2107
.L2167:
	movq	32(%rsp), %r15
	movq	256(%r13), %rcx
	movq	%r13, %r14
	movl	176(%r15), %esi
	testl	%esi, %esi
	je	.L2082
	movq	160(%r15), %rsi
	movq	80(%rsp), %rax
	cmpq	%rsi, %rax
	jb	.L2126
	xorl	%edx, %edx
	divq	%rsi
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rcx, %rax
	divq	%rsi
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	jmp	.L2083
.L2102:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2103
.L2079:
	movq	%rbx, %rax
	movq	%rbx, %rcx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %ecx
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2080
.L2077:
	movq	%rsi, %rcx
	movq	%rsi, %rax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	andl	$1, %eax
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2078
.L2082:
	movq	168(%r15), %rax
.L2083:
	xorl	%ebx, %ebx
	cmpq	$0, 368(%rbp)
	movq	%rax, 272(%r14)
	leaq	176(%rsp), %r12
	jne	.L2084
	jmp	.L2088
	.p2align 4,,10
	.p2align 3
.L2087:
	addq	$1, %rbx
	cmpq	368(%rbp), %rbx
	jnb	.L2088
.L2084:
	movq	376(%rbp), %rax
	movq	(%rax,%rbx,8), %r8
	testq	%r8, %r8
	je	.L2087
	movq	360(%rbp), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	addq	$1, %rbx
	call	dist_add
	cmpq	368(%rbp), %rbx
	jb	.L2084
.L2088:
	leaq	208(%rsp), %rax
	movq	272(%r14), %rsi
	movq	%r12, %rdi
	movq	%rax, %rdx
	movq	%rax, 40(%rsp)
	call	dist_correct
	movl	200(%rsp), %eax
	orl	232(%rsp), %eax
	jne	.L2168
	movl	200(%r15), %edx
	movq	192(%r15), %rsi
	movq	%r14, %rcx
	movq	104(%rsp), %rdi
	call	lattice_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	je	.L2169
.L2086:
	movq	176(%rsp), %rdi
	call	free@PLT
	movq	208(%rsp), %rdi
	call	free@PLT
	jmp	.L2089
.L2161:
	cmpl	$0, 8(%r15)
	jne	.L2092
	cmpq	$0, 40(%r15)
	jne	.L2092
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
	jmp	.L2093
.L2163:
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
.L2169:
	.cfi_restore_state
	movl	200(%r15), %edx
	movq	192(%r15), %rsi
	leaq	80(%r14), %rcx
	movq	88(%rsp), %rdi
	call	lattice_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L2086
	movl	200(%r15), %edx
	movq	192(%r15), %rsi
	leaq	160(%r14), %rcx
	movq	40(%rsp), %rdi
	call	dist_summarise
	movl	%eax, %r13d
	jmp	.L2086
.L2074:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r10, %rcx
	xorl	%eax, %eax
	leaq	.LC259(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L2126:
	orq	$-1, %rax
	jmp	.L2083
.L2129:
	movl	$-4, %r13d
	jmp	.L2098
.L2168:
	orl	$-1, %r13d
	jmp	.L2086
	.cfi_endproc
.LFE258:
	.size	run_reps, .-run_reps
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB178:
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
	je	.L2170
	cmpl	$0, 152(%r10)
	jne	.L2170
	cmpl	$0, 72(%r10)
	movq	%rdx, %rbx
	jne	.L2172
	movq	%r10, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	je	.L2197
.L2172:
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
	jne	.L2186
	testq	%rax, %rax
	je	.L2186
	leaq	160(%rsp), %rbp
	leaq	32(%rsp), %r14
	movq	%r13, %rsi
	movq	%rbp, %rdx
	movq	%r14, %rdi
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L2173
	xorl	%ebp, %ebp
	cmpq	$0, 552(%rsp)
	je	.L2175
	.p2align 4,,10
	.p2align 3
.L2174:
	movq	16(%rbx), %rax
	movq	%r14, %rdi
	leaq	(%rax,%rbp,8), %r12
	addq	$1, %rbp
	call	due_next
	movq	%rax, (%r12)
	cmpq	552(%rsp), %rbp
	jb	.L2174
.L2175:
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
	jne	.L2170
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
	jne	.L2170
	movq	552(%rsp), %rcx
	movq	32(%rbx), %rsi
	movq	%rcx, 24(%rbx)
	movq	%rsi, %rax
	cmpq	%rcx, %rsi
	jnb	.L2176
	movq	16(%rbx), %r8
	movq	8(%rbx), %rdx
	movq	480(%rsp), %rdi
	jmp	.L2177
	.p2align 4,,10
	.p2align 3
.L2179:
	addq	$1, %rsi
	movq	%rsi, 32(%rbx)
	cmpq	%rsi, %rcx
	je	.L2178
.L2177:
	movq	(%rdx,%rsi,8), %rax
	addq	(%r8,%rsi,8), %rax
	cmpq	%rax, %rdi
	jnb	.L2179
	movq	%rsi, 40(%rbx)
	leaq	SERVICE_DISTS(%rip), %rbp
	cmpq	%rcx, %rsi
	jb	.L2180
	jmp	.L2196
	.p2align 4,,10
	.p2align 3
.L2183:
	movq	40(%rbx), %rax
	leaq	1(%rax), %rsi
	movq	%rsi, 40(%rbx)
	cmpq	24(%rbx), %rsi
	jnb	.L2196
	movq	8(%rbx), %rdx
.L2180:
	movl	424(%rsp), %eax
	movq	(%rdx,%rsi,8), %r12
	movq	%r13, %rdi
	leaq	(%rax,%rax,2), %rax
	salq	$5, %rax
	call	*8(%rbp,%rax)
	cmpq	%r12, %rax
	jb	.L2183
.L2196:
	movq	32(%rbx), %rax
.L2181:
	cmpq	24(%rbx), %rax
	setnb	%al
	movzbl	%al, %eax
.L2170:
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
.L2197:
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
	jmp	.L2172
.L2176:
	movq	%rsi, 40(%rbx)
	jmp	.L2181
.L2173:
	movq	%rbp, %rsi
	movl	$2, %edi
	call	run_fault_set
	movl	$-4, %eax
	jmp	.L2170
.L2186:
	orl	$-1, %eax
	jmp	.L2170
.L2178:
	movq	%rcx, 40(%rbx)
	movq	%rcx, %rax
	jmp	.L2181
	.cfi_endproc
.LFE178:
	.size	first_stall_window, .-first_stall_window
	.p2align 4
	.type	batch_stats.constprop.0, @function
batch_stats.constprop.0:
.LFB348:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
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
	movq	%rdi, %rbx
	subq	$1176, %rsp
	.cfi_def_cfa_offset 1232
	movq	136(%rbx), %r14
	leaq	624(%rsp), %r15
	movq	%rsi, 56(%rsp)
	movq	%r15, %rdi
	rep stosq
	movl	$524288, %edi
	movq	%r14, 1160(%rsp)
	call	malloc@PLT
	movl	$524288, %edi
	movq	%rax, 24(%rsp)
	movq	%rax, %rbp
	call	malloc@PLT
	movq	%rax, 32(%rsp)
	testq	%rbp, %rbp
	je	.L2199
	testq	%rax, %rax
	je	.L2199
	xorl	%eax, %eax
	movq	%rbx, %rsi
	leaq	224(%rsp), %rdi
	movl	$18, %ecx
	movq	$0, 220(%rsp)
	leaq	368(%rsp), %rbp
	movq	$0, 360(%rsp)
	rep stosq
	leaq	224(%rsp), %rdi
	movq	%rbx, 208(%rsp)
	movl	$0, 216(%rsp)
	movq	$1, 328(%rsp)
	call	server_init
	movl	$8, %esi
	movl	$1, %edi
	call	calloc@PLT
	movq	%rax, 320(%rsp)
	testq	%rax, %rax
	je	.L2199
	leaq	88(%rsp), %rsi
	xorl	%eax, %eax
	movl	$14, %ecx
	cmpq	$0, 112(%rbx)
	movq	%rsi, %rdi
	movq	%rbx, 80(%rsp)
	rep stosq
	je	.L2200
.L2223:
	leaq	120(%rsp), %rax
	movq	%rax, 72(%rsp)
.L2201:
	leaq	80(%rsp), %rax
	movq	%r15, 64(%rsp)
	movq	%rax, 48(%rsp)
	leaq	208(%rsp), %rax
	movq	%rax, 40(%rsp)
	.p2align 4,,10
	.p2align 3
.L2211:
	movq	32(%rsp), %r15
	movq	48(%rsp), %rdi
	movl	$65536, %edx
	movq	%r15, %rsi
	call	due_fill
	movq	24(%rsp), %rbp
	movq	40(%rsp), %rdi
	movl	$65536, %edx
	movq	%r15, 288(%rsp)
	movq	%rax, %rbx
	movq	%rbp, %rsi
	movq	%rax, 296(%rsp)
	movq	$0, 304(%rsp)
	movq	$0, 312(%rsp)
	call	walk_run
	testq	%rax, %rax
	je	.L2205
	movq	1152(%rsp), %r15
	movapd	880(%rsp), %xmm1
	leaq	(%rax,%r15), %rbx
	movq	%r15, %rax
	negq	%rax
	leaq	0(%rbp,%rax,8), %rbp
	jmp	.L2208
	.p2align 4,,10
	.p2align 3
.L2225:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2207:
	xorl	%r13d, %r13d
	movq	%r15, %rax
	xorl	%ecx, %ecx
	movaps	%xmm1, (%rsp)
	movq	%r13, %rdx
	salq	$5, %rax
	movsd	%xmm0, 16(%rsp)
	shldq	$5, %r15, %rdx
	movq	%rax, %rdi
	addq	$1, %r15
	movq	%rdx, %rsi
	movq	%r14, %rdx
	call	__udivti3@PLT
	movsd	16(%rsp), %xmm0
	movapd	(%rsp), %xmm1
	cltq
	movsd	624(%rsp,%rax,8), %xmm2
	addq	$1, 896(%rsp,%rax,8)
	addsd	%xmm0, %xmm2
	movsd	%xmm2, 624(%rsp,%rax,8)
	movapd	%xmm0, %xmm2
	mulsd	%xmm0, %xmm2
	unpcklpd	%xmm2, %xmm0
	addpd	%xmm0, %xmm1
	cmpq	%r15, %rbx
	je	.L2224
.L2208:
	movq	0(%rbp,%r15,8), %rax
	testq	%rax, %rax
	jns	.L2225
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2207
	.p2align 4,,10
	.p2align 3
.L2224:
	movq	%rbx, 1152(%rsp)
	movaps	%xmm1, 880(%rsp)
	jmp	.L2211
	.p2align 4,,10
	.p2align 3
.L2205:
	testq	%rbx, %rbx
	jne	.L2211
	movq	72(%rsp), %rdi
	movq	64(%rsp), %r15
	call	numbers_close
	movq	320(%rsp), %rdi
	call	free@PLT
	movq	24(%rsp), %rdi
	call	free@PLT
	movq	32(%rsp), %rdi
	call	free@PLT
	movq	56(%rsp), %rsi
	movq	%r15, %rdi
	call	batch_end
	xorl	%eax, %eax
.L2198:
	addq	$1176, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
.L2200:
	.cfi_restore_state
	movl	72(%rbx), %eax
	testl	%eax, %eax
	je	.L2223
	subl	$1, %eax
	je	.L2226
	leaq	120(%rsp), %rax
	movq	104(%rbx), %rsi
	movl	$256, %ecx
	movq	%rbp, %rdx
	movq	%rax, %rdi
	movq	%rax, 72(%rsp)
	call	numbers_open.constprop.0
	testl	%eax, %eax
	je	.L2201
	movq	%rbp, %rsi
	movl	$2, %edi
	call	run_fault_set
	movl	$1, 192(%rsp)
	jmp	.L2201
.L2226:
	movq	96(%rbx), %rax
	movsd	88(%rbx), %xmm0
	movq	%rax, 112(%rsp)
	movsd	%xmm0, 96(%rsp)
	jmp	.L2223
.L2199:
	movq	24(%rsp), %rdi
	call	free@PLT
	movq	32(%rsp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L2198
	.cfi_endproc
.LFE348:
	.size	batch_stats.constprop.0, .-batch_stats.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC266:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC267:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC268:
	.string	"percentiles.svg"
.LC269:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC270:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC271:
	.string	"bench: the export to %s failed (out of memory, too many distinct values, or the .hlog's check)\n"
	.text
	.p2align 4
	.type	export_bench, @function
export_bench:
.LFB189:
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
	je	.L2320
	movq	%rdx, %r13
	movq	%rcx, %rbp
	cmpl	$2, %eax
	je	.L2321
	movq	(%rcx), %r14
	movq	(%rdx), %r15
	leaq	112(%rsp), %rbx
	testq	%r14, %r14
	je	.L2239
	xorl	%edx, %edx
	xorl	%r12d, %r12d
	leaq	112(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L2238:
	movq	(%r15,%r12,8), %rsi
	movq	%r12, %rax
	jmp	.L2245
	.p2align 4,,10
	.p2align 3
.L2241:
	addq	$1, %rax
	cmpq	%rax, %r14
	je	.L2240
.L2245:
	cmpq	%rsi, (%r15,%rax,8)
	je	.L2241
	movq	%rax, %r8
	subq	%r12, %r8
	je	.L2242
	movq	%rax, %r12
.L2275:
	testl	%edx, %edx
	jne	.L2319
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%rbx, %rdi
	call	dist_add.part.0
	movl	136(%rsp), %edx
.L2319:
	cmpq	%r14, %r12
	jb	.L2238
.L2239:
	leaq	144(%rsp), %rax
	movq	272(%rbp), %rsi
	movq	%rbx, %rdi
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	dist_correct
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	jne	.L2236
	movq	0(%rbp), %rdx
	movq	0(%r13), %r14
	xorl	%r12d, %r12d
	leaq	272(%rsp), %r15
	testq	%rdx, %rdx
	je	.L2249
	movq	%rbp, 32(%rsp)
	movq	%r14, %rbp
	movq	%rdx, %r14
	jmp	.L2246
	.p2align 4,,10
	.p2align 3
.L2323:
	addq	$1, %r12
	cmpq	%r12, %r14
	je	.L2322
.L2246:
	movq	0(%rbp,%r12,8), %rsi
	movl	$1, %edx
	movq	%r15, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L2323
	jmp	.L2236
	.p2align 4,,10
	.p2align 3
.L2240:
	movq	%r14, %r8
	subq	%r12, %r8
	je	.L2239
	movq	%r14, %r12
	jmp	.L2275
	.p2align 4,,10
	.p2align 3
.L2242:
	cmpq	%r14, %rax
	jnb	.L2239
	movq	%rax, %r12
	jmp	.L2238
.L2321:
	xorl	%r14d, %r14d
	cmpq	$0, 40(%rdx)
	leaq	112(%rsp), %rbx
	jne	.L2231
	jmp	.L2235
	.p2align 4,,10
	.p2align 3
.L2234:
	addq	$1, %r14
	cmpq	40(%r13), %r14
	jnb	.L2235
.L2231:
	movq	48(%r13), %rax
	movq	(%rax,%r14,8), %r8
	testq	%r8, %r8
	je	.L2234
	movl	136(%rsp), %r9d
	testl	%r9d, %r9d
	jne	.L2234
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%rbx, %rdi
	imulq	%r14, %rsi
	call	dist_add.part.0
	jmp	.L2234
.L2235:
	leaq	144(%rsp), %rax
	movq	272(%rbp), %rsi
	movq	%rbx, %rdi
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	dist_correct
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	jne	.L2236
	leaq	272(%rsp), %r15
	leaq	32(%r13), %rdi
	movq	%r15, %rsi
	call	table_from_lattice
	testl	%eax, %eax
	je	.L2324
.L2236:
	orl	$-1, %ebp
.L2271:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	je	.L2325
.L2274:
	movl	%ebp, %r13d
.L2273:
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
.L2227:
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
.L2325:
	.cfi_restore_state
	movq	8(%rsp), %rdx
	movq	stderr(%rip), %rdi
	leaq	.LC271(%rip), %rsi
	call	fprintf@PLT
	jmp	.L2274
.L2322:
	movq	32(%rsp), %rbp
.L2249:
	movq	80(%rbp), %rdx
	movq	8(%r13), %r15
	leaq	296(%rsp), %r12
	xorl	%r13d, %r13d
	movq	%rdx, %r14
	testq	%rdx, %rdx
	je	.L2248
	.p2align 4,,10
	.p2align 3
.L2247:
	movq	(%r15,%r13,8), %rsi
	movl	$1, %edx
	movq	%r12, %rdi
	call	table_push
	testl	%eax, %eax
	jne	.L2236
	addq	$1, %r13
	cmpq	%r13, %r14
	jne	.L2247
.L2248:
	movq	(%rsp), %rdi
	leaq	320(%rsp), %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L2236
	leaq	272(%rsp), %r15
.L2250:
	leaq	80(%rsp), %rax
	movq	%rbx, 40(%rsp)
	xorl	%r14d, %r14d
	leaq	HGRM.3(%rip), %r13
	movq	%rax, 32(%rsp)
	leaq	hgrm_writer(%rip), %r12
	movq	%rbp, %rbx
.L2237:
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
	jne	.L2314
	cmpl	$0, 24(%rsp)
	jne	.L2251
.L2253:
	addq	$8, %r14
	cmpq	$24, %r14
	jne	.L2237
	leaq	.LC267(%rip), %rax
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
	leaq	.LC268(%rip), %rsi
	movaps	%xmm0, 176(%rsp)
	movq	%rax, %xmm0
	movhps	32(%rsp), %xmm0
	movups	%xmm0, 200(%rsp)
	call	export_file
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L2236
	leaq	224(%rsp), %r15
	movq	16(%rsp), %rdi
	movl	$20, %esi
	movq	%r15, %rdx
	call	first_stall_window
	testl	%eax, %eax
	je	.L2326
	jle	.L2257
	movq	16(%rsp), %rax
	movq	48(%rax), %rbp
	testq	%rbp, %rbp
	je	.L2327
.L2260:
	leaq	.LC270(%rip), %rdi
	call	puts@PLT
	movq	%r15, %rdi
	call	stall_window_free
	jmp	.L2273
.L2324:
	leaq	296(%rsp), %rsi
	leaq	56(%r13), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L2236
	movq	(%rsp), %rdi
	leaq	320(%rsp), %rsi
	call	table_from_dist
	testl	%eax, %eax
	je	.L2250
	jmp	.L2236
.L2251:
	leaq	VALUES.2(%rip), %rax
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	values_writer(%rip), %rdx
	movq	(%rax,%r14), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L2253
.L2314:
	movq	40(%rsp), %rbx
	jmp	.L2236
.L2269:
	testl	%eax, %eax
	jns	.L2260
.L2257:
	movq	%r15, %rdi
	call	stall_window_free
	jmp	.L2236
.L2326:
	movq	16(%rsp), %rax
	movq	8(%rsp), %rdi
	leaq	736(%rsp), %rcx
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC269(%rip), %rsi
	movq	%r15, 744(%rsp)
	movq	%rax, 736(%rsp)
	movq	272(%rbp), %rax
	movq	%rax, 752(%rsp)
	call	export_file
	movl	%eax, %ebp
.L2255:
	movq	%r15, %rdi
	call	stall_window_free
	testl	%ebp, %ebp
	jne	.L2271
	jmp	.L2273
.L2320:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC266(%rip), %rdi
	orl	$-1, %r13d
	call	fwrite@PLT
	jmp	.L2227
.L2327:
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
	jne	.L2260
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
	je	.L2257
	movq	16(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L2257
	testq	%rax, %rax
	je	.L2257
	leaq	352(%rsp), %r12
	leaq	480(%rsp), %rdx
	movq	%r14, %rsi
	movq	%r12, %rdi
	movq	%rdx, 16(%rsp)
	call	due_open.constprop.0
	movq	16(%rsp), %rdx
	testl	%eax, %eax
	je	.L2263
	jmp	.L2328
.L2267:
	movq	240(%rsp), %rax
	movq	%r12, %rdi
	leaq	(%rax,%rbp,8), %r14
	call	due_next
	movq	%rax, (%r14)
	movq	240(%rsp), %rax
	cmpq	$999999999, (%rax,%rbp,8)
	ja	.L2268
	addq	$1, %rbp
.L2263:
	cmpq	872(%rsp), %rbp
	jb	.L2267
.L2268:
	leaq	392(%rsp), %rdi
	call	numbers_close
	movq	%rbp, 872(%rsp)
	testq	%rbp, %rbp
	je	.L2260
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
	jne	.L2269
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
	jne	.L2269
	movq	872(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	leaq	first_second_writer(%rip), %rdx
	leaq	.LC269(%rip), %rsi
	movq	%rax, 248(%rsp)
	call	export_file
	movl	%eax, %ebp
	jmp	.L2255
.L2328:
	movq	%rdx, %rsi
	movl	$2, %edi
	call	run_fault_set
	jmp	.L2257
	.cfi_endproc
.LFE189:
	.size	export_bench, .-export_bench
	.globl	__floatuntidf
	.section	.rodata.str1.8
	.align 8
.LC278:
	.string	"Theory (%s, rho %.4f): open mean %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.align 8
.LC279:
	.string	"; p99 %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.section	.rodata.str1.1
.LC280:
	.string	"."
	.section	.rodata.str1.8
	.align 8
.LC281:
	.string	"warning: a measurement lies outside its tolerance of theory: a run is a sample, theory a limit; a longer run narrows both"
	.align 8
.LC282:
	.string	"RESULT theory queue=%s rho=%.4f mean_ns=%.0f"
	.align 8
.LC283:
	.string	"\nRESULT theory_check set=open mean_err_pct=%.3f tolerance_pct=%.3f"
	.section	.rodata.str1.1
.LC284:
	.string	" %s_ns=%.0f"
	.section	.rodata.str1.8
	.align 8
.LC285:
	.string	" p99_err_pct=%.3f p99_tolerance_pct=%.3f"
	.section	.rodata.str1.1
.LC286:
	.string	" ok=%d\n"
	.section	.rodata.str1.8
	.align 8
.LC287:
	.string	"RESULT theory_check set=closed mean_err_pct=%.3f tolerance_pct=%.3f"
	.text
	.p2align 4
	.type	print_theory, @function
print_theory:
.LFB255:
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
	jne	.L2330
	xorl	%r15d, %r15d
	cmpq	$1, 160(%rbx)
	sete	%r15b
.L2330:
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
	jne	.L2396
.L2329:
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
.L2396:
	.cfi_restore_state
	movq	16(%rsp), %rdi
	movq	24(%rsp), %rsi
	call	__floatuntidf@PLT
	testq	%r13, %r13
	js	.L2332
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r13, %xmm1
.L2333:
	divsd	%xmm1, %xmm0
	movq	48(%rsp), %rdi
	movq	32(%rsp), %rsi
	movsd	%xmm0, 24(%rsp)
	call	__floatuntidf@PLT
	testq	%r12, %r12
	js	.L2334
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r12, %xmm1
.L2335:
	divsd	%xmm1, %xmm0
	leaq	120(%rsp), %rdx
	leaq	152(%rsp), %rsi
	movq	%rbx, %rdi
	movsd	%xmm0, 32(%rsp)
	call	service_moments
	movsd	24(%rsp), %xmm3
	movsd	168(%rsp), %xmm1
	movsd	.LC272(%rip), %xmm6
	mulsd	(%rsp), %xmm6
	subsd	%xmm1, %xmm3
	mulsd	.LC69(%rip), %xmm3
	movl	176(%rsp), %r12d
	movsd	%xmm6, 16(%rsp)
	divsd	%xmm1, %xmm3
	testl	%r12d, %r12d
	jne	.L2397
	testl	%r15d, %r15d
	jne	.L2398
	movq	$0x000000000, 64(%rsp)
	movq	$0x000000000, 56(%rsp)
.L2341:
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
	jnb	.L2368
.L2344:
	movq	128(%rsp), %rsi
	movsd	136(%rsp), %xmm0
	testl	%ebp, %ebp
	je	.L2399
	leaq	.LC282(%rip), %rdi
	movl	$2, %eax
	movsd	%xmm3, (%rsp)
	call	printf@PLT
	cmpl	$0, 176(%rsp)
	movsd	(%rsp), %xmm3
	je	.L2358
	movsd	.LC1(%rip), %xmm4
	movq	.LC168(%rip), %xmm2
	movl	$1, %ebx
	leaq	-8+PCT_MILLI(%rip), %r14
	leaq	-8+PCT_NAME(%rip), %r12
	leaq	.LC284(%rip), %rbp
	movsd	%xmm3, 96(%rsp)
	movsd	%xmm4, 24(%rsp)
	movaps	%xmm2, (%rsp)
.L2353:
	movq	(%r14,%rbx,8), %rax
	testq	%rax, %rax
	js	.L2356
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2357:
	xorpd	(%rsp), %xmm0
	divsd	.LC174(%rip), %xmm0
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
	jne	.L2353
	movsd	96(%rsp), %xmm3
.L2358:
	movsd	16(%rsp), %xmm1
	movapd	%xmm3, %xmm0
	movl	$2, %eax
	leaq	.LC283(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 176(%rsp)
	jne	.L2400
.L2355:
	movsd	16(%rsp), %xmm7
	xorl	%esi, %esi
	comisd	72(%rsp), %xmm7
	jb	.L2359
	movsd	48(%rsp), %xmm0
	andpd	32(%rsp), %xmm0
	movq	%r13, %xmm6
	xorl	%esi, %esi
	comisd	%xmm0, %xmm6
	setnb	%sil
.L2359:
	leaq	.LC286(%rip), %rbx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	printf@PLT
	testl	%r15d, %r15d
	je	.L2329
	movsd	64(%rsp), %xmm1
	movsd	56(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC287(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 176(%rsp)
	jne	.L2401
.L2361:
	movsd	56(%rsp), %xmm0
	movapd	32(%rsp), %xmm7
	xorl	%esi, %esi
	movsd	64(%rsp), %xmm1
	addsd	.LC277(%rip), %xmm1
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm1
	jb	.L2362
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm6
	xorl	%esi, %esi
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm6
	setnb	%sil
.L2362:
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2329
.L2356:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2357
.L2334:
	movq	%r12, %rdx
	movq	%r12, %rax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	andl	$1, %eax
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2335
.L2332:
	movq	%r13, %rax
	andl	$1, %r13d
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%r13, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2333
.L2399:
	movsd	16(%rsp), %xmm4
	leaq	.LC278(%rip), %rdi
	movl	$5, %eax
	movsd	24(%rsp), %xmm2
	divsd	.LC77(%rip), %xmm1
	divsd	.LC77(%rip), %xmm2
	call	printf@PLT
	cmpl	$0, 176(%rsp)
	jne	.L2402
.L2349:
	leaq	.LC280(%rip), %rdi
	call	puts@PLT
	testl	%r12d, %r12d
	jne	.L2329
	leaq	.LC281(%rip), %rdi
	call	puts@PLT
	jmp	.L2329
.L2397:
	movsd	.LC273(%rip), %xmm0
	mulsd	56(%rsp), %xmm0
	movsd	%xmm3, 48(%rsp)
	movsd	.LC274(%rip), %xmm2
	movsd	%xmm1, (%rsp)
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	sqrt@PLT
	movsd	(%rsp), %xmm1
	movsd	48(%rsp), %xmm3
	movsd	152(%rsp), %xmm6
	movsd	.LC275(%rip), %xmm5
	movsd	.LC1(%rip), %xmm4
	movq	136(%r14), %rax
	subsd	136(%rsp), %xmm4
	mulsd	%xmm6, %xmm5
	testq	%rax, %rax
	movapd	%xmm5, %xmm7
	divsd	%xmm4, %xmm7
	js	.L2337
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L2338:
	subsd	%xmm7, %xmm2
	mulsd	.LC69(%rip), %xmm2
	divsd	%xmm7, %xmm2
	movsd	%xmm2, 48(%rsp)
	movq	.LC168(%rip), %xmm2
	xorpd	%xmm2, %xmm0
	divsd	.LC276(%rip), %xmm0
	mulsd	.LC272(%rip), %xmm0
	movq	%xmm0, %r13
	testl	%r15d, %r15d
	jne	.L2339
	movq	$0x000000000, 80(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 64(%rsp)
	movq	$0x000000000, 56(%rsp)
.L2340:
	movq	.LC63(%rip), %xmm6
	movapd	%xmm6, %xmm7
	movaps	%xmm6, 32(%rsp)
	andpd	%xmm3, %xmm7
	movapd	%xmm7, %xmm5
	movsd	%xmm7, 72(%rsp)
	movsd	16(%rsp), %xmm7
	comisd	%xmm5, %xmm7
	jb	.L2391
	movsd	48(%rsp), %xmm0
	andpd	%xmm6, %xmm0
	movq	%r13, %xmm6
	comisd	%xmm0, %xmm6
	jnb	.L2368
.L2391:
	xorl	%r12d, %r12d
	jmp	.L2344
.L2368:
	movsd	56(%rsp), %xmm0
	movapd	32(%rsp), %xmm4
	movsd	64(%rsp), %xmm2
	addsd	.LC277(%rip), %xmm2
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm2
	jb	.L2391
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm5
	xorl	%r12d, %r12d
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm5
	setnb	%r12b
	jmp	.L2344
.L2398:
	movq	32(%r14), %rax
	testq	%rax, %rax
	js	.L2342
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L2343:
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
	mulsd	.LC272(%rip), %xmm4
	subsd	%xmm2, %xmm0
	mulsd	.LC69(%rip), %xmm0
	movsd	%xmm4, 64(%rsp)
	divsd	%xmm2, %xmm0
	movsd	%xmm0, 56(%rsp)
	jmp	.L2341
.L2400:
	movsd	48(%rsp), %xmm0
	movq	%r13, %xmm1
	movl	$2, %eax
	leaq	.LC285(%rip), %rdi
	call	printf@PLT
	jmp	.L2355
.L2337:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2338
.L2402:
	movq	136(%r14), %rax
	testq	%rax, %rax
	js	.L2350
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2351:
	movsd	.LC275(%rip), %xmm0
	movsd	.LC1(%rip), %xmm2
	movq	%r13, %xmm3
	leaq	.LC279(%rip), %rdi
	mulsd	152(%rsp), %xmm0
	movl	$4, %eax
	subsd	136(%rsp), %xmm2
	divsd	.LC77(%rip), %xmm1
	divsd	%xmm2, %xmm0
	movsd	48(%rsp), %xmm2
	divsd	.LC77(%rip), %xmm0
	call	printf@PLT
	jmp	.L2349
.L2339:
	movq	32(%r14), %rax
	testq	%rax, %rax
	js	.L2364
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L2365:
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
	mulsd	.LC273(%rip), %xmm4
	movapd	%xmm0, %xmm7
	movsd	32(%rsp), %xmm0
	mulsd	.LC272(%rip), %xmm7
	subsd	%xmm6, %xmm0
	mulsd	.LC69(%rip), %xmm0
	movsd	%xmm7, 64(%rsp)
	divsd	%xmm6, %xmm0
	movsd	%xmm0, 56(%rsp)
	movsd	.LC274(%rip), %xmm0
	divsd	%xmm4, %xmm0
	call	sqrt@PLT
	movq	56(%r14), %rax
	movsd	72(%rsp), %xmm1
	movsd	80(%rsp), %xmm3
	movsd	88(%rsp), %xmm5
	testq	%rax, %rax
	movapd	96(%rsp), %xmm2
	js	.L2366
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L2367:
	subsd	%xmm5, %xmm4
	mulsd	.LC69(%rip), %xmm4
	xorpd	%xmm2, %xmm0
	divsd	.LC276(%rip), %xmm0
	mulsd	.LC272(%rip), %xmm0
	divsd	%xmm5, %xmm4
	movsd	%xmm0, 80(%rsp)
	movsd	%xmm4, 88(%rsp)
	jmp	.L2340
.L2350:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2351
.L2364:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L2365
.L2342:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2343
.L2401:
	movsd	80(%rsp), %xmm1
	movsd	88(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC285(%rip), %rdi
	call	printf@PLT
	jmp	.L2361
.L2366:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L2367
	.cfi_endproc
.LFE255:
	.size	print_theory, .-print_theory
	.section	.rodata.str1.1
.LC288:
	.string	"reference"
.LC289:
	.string	"closed-form"
.LC290:
	.string	"set"
.LC291:
	.string	"%-*s %9s"
.LC292:
	.string	" %11s"
.LC293:
	.string	"slow %"
.LC294:
	.string	" %8s %8s"
.LC295:
	.string	"cv"
.LC296:
	.string	" %6s\n"
.LC297:
	.string	"%-*s %9lu"
.LC298:
	.string	"%lu.%04lu"
.LC299:
	.string	" %8lu %8s"
.LC300:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC301:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.section	.rodata.str1.1
.LC302:
	.string	"ratios: open/closed p99 %s"
.LC303:
	.string	", p99.9 %s"
.LC304:
	.string	"; corrected/closed p99 %s"
.LC305:
	.string	"; open/corrected p99 %s"
.LC306:
	.string	", p90 %s\n"
	.section	.rodata.str1.8
	.align 8
.LC307:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC308:
	.string	"The recordings part at %s: the open loop reads %s there, %s times the closed loop's %s.\n"
	.align 8
.LC309:
	.string	"They part at p99: the open loop reads %s there, %s times the closed loop's %s"
	.section	.rodata.str1.1
.LC310:
	.string	"At p99 the two loops agree"
	.section	.rodata.str1.8
	.align 8
.LC311:
	.string	"At p99 the open loop reads %s, %s times the closed loop"
	.align 8
.LC312:
	.string	", and the correction at %s leaves the closed loop's p99 as it was.\n"
	.align 8
.LC313:
	.string	"; corrected at %s, the closed loop reads %s.\n"
	.align 8
.LC314:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC315:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s.\n"
	.align 8
.LC316:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.section	.rodata.str1.1
.LC317:
	.string	"RESULT set=%s"
	.section	.rodata.str1.8
	.align 8
.LC318:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.align 8
.LC319:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC320:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC321:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC322:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC323:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC324:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC325:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC326:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC327:
	.string	"RESULT service dist=%s mean_ns=%.0f scv=%.4f\n"
	.align 8
.LC328:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.align 8
.LC329:
	.string	"RESULT passes walks=%u guessed=%u of=%d\n"
	.section	.rodata.str1.1
.LC330:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC331:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.text
	.p2align 4
	.type	bench_report, @function
bench_report:
.LFB266:
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
	leaq	.LC292(%rip), %rbp
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
	leaq	.LC212(%rip), %rcx
	xorl	%eax, %eax
	leaq	.LC290(%rip), %rdx
	movl	$10, %esi
	leaq	.LC291(%rip), %rdi
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L2404:
	movq	(%r12), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %r12
	call	printf@PLT
	cmpq	%rbx, %r12
	jne	.L2404
	leaq	.LC293(%rip), %rdx
	leaq	.LC210(%rip), %rsi
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	leaq	.LC294(%rip), %rdi
	leaq	256(%rsp), %rbx
	call	printf@PLT
	leaq	.LC295(%rip), %rsi
	leaq	.LC296(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r12, %rax
	movq	%r15, %r12
	movq	%rax, %r14
.L2407:
	leaq	SET_NAME(%rip), %rax
	movl	$10, %esi
	xorl	%r13d, %r13d
	movq	448(%r12), %rcx
	movq	(%rax,%r14), %rdx
	leaq	.LC297(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L2405:
	movq	456(%r12,%r13,8), %rsi
	movq	%rbx, %rdi
	addq	$1, %r13
	call	fmt_us.constprop.0
	movq	%rbp, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$6, %r13
	jne	.L2405
	movq	448(%r12), %r8
	movq	504(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L2406
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
.L2406:
	leaq	.LC298(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$80, %r12
	movl	$32, %esi
	call	snprintf@PLT
	movq	424(%r12), %rsi
	movq	%rbx, %rdx
	xorl	%eax, %eax
	leaq	.LC299(%rip), %rdi
	call	printf@PLT
	leaq	.LC300(%rip), %rdi
	movl	$1, %eax
	movsd	688(%r15,%r14), %xmm0
	addq	$8, %r14
	call	printf@PLT
	cmpq	$24, %r14
	jne	.L2407
	movq	416(%r15), %rax
	movq	%rbx, %rdi
	xorl	%r12d, %r12d
	movq	192(%rax), %rsi
	call	fmt_us.constprop.0
	leaq	.LC301(%rip), %rdi
	movq	%rax, %rdx
	movq	416(%r15), %rax
	movl	216(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	movq	472(%r15), %rdx
	movq	552(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC302(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	480(%r15), %rdx
	movq	560(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC303(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	472(%r15), %rdx
	movq	632(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC304(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	632(%r15), %rdx
	movq	552(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC305(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	624(%r15), %rdx
	movq	544(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC306(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	864(%r15), %ebp
.L2411:
	movq	456(%r15,%r12,8), %rax
	addq	%rax, %rax
	cmpq	%rax, 536(%r15,%r12,8)
	jb	.L2408
	movl	$10, %edi
	call	putchar@PLT
	cmpl	$2, %r12d
	je	.L2473
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
	leaq	.LC308(%rip), %rdi
	movq	%rax, %rdx
	leaq	PCT_LABEL(%rip), %rax
	movq	(%rax,%r12,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	552(%r15), %r12
	movq	472(%r15), %r14
	movq	632(%r15), %r13
.L2412:
	cmpq	%r14, %r12
	je	.L2475
	movq	%r14, %rdx
	leaq	144(%rsp), %rdi
	movq	%r12, %rsi
	call	fmt_ratio.constprop.0
	leaq	112(%rsp), %rdi
	movq	%r12, %rsi
	movq	%rax, 16(%rsp)
	call	fmt_read.constprop.0
	movq	16(%rsp), %rdx
	leaq	.LC311(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2413:
	cmpq	%r13, %r14
	je	.L2476
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
	leaq	.LC313(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2417:
	testl	%ebp, %ebp
	jne	.L2418
	leaq	.LC314(%rip), %rdi
	call	puts@PLT
.L2419:
	movq	64(%rsp), %rdi
	xorl	%esi, %esi
	leaq	456(%r15), %r13
	movabsq	$-3689348814741910323, %r14
	movabsq	$-3689348814741910324, %r12
	call	print_theory
	leaq	.LC316(%rip), %rdi
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
.L2425:
	movq	16(%rsp), %rax
	leaq	.LC317(%rip), %rdi
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %r15
	movq	(%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	-8(%r13), %rsi
	leaq	.LC262(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L2420:
	movq	(%r15), %rdx
	movq	0(%rbp), %rsi
	leaq	.LC264(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	addq	$8, %r15
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rbp, %rax
	jne	.L2420
	movq	56(%r13), %rsi
	movq	64(%r13), %rdi
	movl	$47, %ecx
	movb	$0, 303(%rsp)
	movl	$5, %ebp
	movl	$9, %r9d
	.p2align 4,,10
	.p2align 3
.L2423:
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
	jc	.L2423
	movq	40(%rsp), %rdi
	addq	%rbx, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC60(%rip), %rdx
	movq	%r10, (%rsp)
	movq	%r11, 8(%rsp)
	call	snprintf@PLT
	movq	-8(%r13), %r8
	movq	48(%r13), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L2424
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
.L2424:
	leaq	.LC298(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$80, %r13
	movl	$32, %esi
	call	snprintf@PLT
	movq	-32(%r13), %rsi
	movq	40(%rsp), %rcx
	xorl	%eax, %eax
	leaq	.LC318(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	addq	$8, 16(%rsp)
	movq	16(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rdi
	cmpq	%rdi, %rax
	jne	.L2425
	movq	96(%rsp), %r15
	leaq	RATIOS(%rip), %r14
	movl	$1, %edx
	xorl	%eax, %eax
	leaq	168(%r14), %r13
	leaq	.LC319(%rip), %r12
	leaq	448(%r15), %rbp
	jmp	.L2439
	.p2align 4,,10
	.p2align 3
.L2426:
	movq	8(%rax,%rcx,8), %rcx
.L2427:
	leaq	(%rdx,%rdx,4), %rax
	movslq	12(%r14), %rsi
	salq	$4, %rax
	addq	%rbp, %rax
	cmpl	$-1, %esi
	je	.L2477
	movq	8(%rax,%rsi,8), %rax
	testq	%rcx, %rcx
	je	.L2430
.L2478:
	testq	%rax, %rax
	js	.L2431
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2432:
	testq	%rcx, %rcx
	js	.L2433
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L2434:
	divsd	%xmm1, %xmm0
	leaq	.LC104(%rip), %rax
	movl	$32, %esi
	movq	%rbx, %rdi
	leaq	.LC105(%rip), %rdx
	comisd	.LC69(%rip), %xmm0
	cmovnb	%rax, %rdx
	movl	$1, %eax
	call	snprintf@PLT
.L2437:
	movq	(%r14), %rsi
	movq	%rbx, %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	addq	$24, %r14
	call	printf@PLT
	cmpq	%r14, %r13
	je	.L2438
	movslq	16(%r14), %rax
	movslq	8(%r14), %rdx
.L2439:
	leaq	(%rax,%rax,4), %rax
	movslq	20(%r14), %rcx
	salq	$4, %rax
	addq	%rbp, %rax
	cmpl	$-1, %ecx
	jne	.L2426
	movq	56(%rax), %rcx
	jmp	.L2427
	.p2align 4,,10
	.p2align 3
.L2408:
	addq	$1, %r12
	cmpq	$6, %r12
	jne	.L2411
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC307(%rip), %rdi
	call	puts@PLT
	movq	552(%r15), %r12
	movq	472(%r15), %r14
	movq	632(%r15), %r13
	jmp	.L2412
	.p2align 4,,10
	.p2align 3
.L2477:
	movq	56(%rax), %rax
	testq	%rcx, %rcx
	jne	.L2478
.L2430:
	movl	$6369134, (%rbx)
	jmp	.L2437
	.p2align 4,,10
	.p2align 3
.L2433:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2434
	.p2align 4,,10
	.p2align 3
.L2431:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2432
	.p2align 4,,10
	.p2align 3
.L2438:
	movq	760(%r15), %rax
	leaq	.LC320(%rip), %r13
	leaq	.LC215(%rip), %r12
	movq	%r12, %rsi
	movq	%r13, %rdi
	leaq	.LC216(%rip), %rbp
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
	leaq	.LC321(%rip), %rdi
	movq	272(%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	80(%rsp), %rax
	movl	72(%rax), %esi
	testl	%esi, %esi
	je	.L2440
	movq	136(%rax), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L2441
	movq	128(%rax), %rcx
	movq	%rax, %rdx
	movq	%rcx, %rax
	leaq	-1(%rdi), %rcx
	subq	120(%rdx), %rax
	xorl	%edx, %edx
	divq	%rcx
	movq	%rax, %rcx
.L2441:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	leaq	.LC322(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2440:
	movl	104(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L2479
.L2442:
	movq	%r12, %rsi
	leaq	.LC326(%rip), %r12
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
	jne	.L2480
.L2444:
	movq	64(%rsp), %rdi
	movl	$1, %esi
	xorl	%ebp, %ebp
	call	print_theory
	movq	88(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2445
	movq	760(%r15), %rcx
	movl	108(%rsp), %r8d
	leaq	328(%r15), %rdx
	xorl	%ebp, %ebp
	movq	72(%rsp), %rsi
	call	export_bench
	testl	%eax, %eax
	setne	%bpl
.L2445:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L2481
	xorl	%edi, %edi
	movq	%rbx, %rsi
	call	getrusage@PLT
	testl	%eax, %eax
	je	.L2482
.L2447:
	movq	440(%r15), %rax
	cmpl	$3, 24(%rax)
	je	.L2483
.L2448:
	cmpq	$0, 432(%r15)
	leaq	.LC288(%rip), %rax
	leaq	.LC289(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC330(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	416(%r15), %rax
	movq	776(%r15), %rdx
	leaq	.LC331(%rip), %rdi
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
.L2418:
	.cfi_restore_state
	movq	848(%r15), %rdx
	movq	816(%r15), %rax
	leaq	112(%rsp), %rdi
	movq	(%rax,%rdx,8), %rsi
	call	fmt_read.constprop.0
	movq	848(%r15), %rdx
	movq	856(%r15), %rsi
	leaq	.LC315(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	subq	%rdx, %rsi
	call	printf@PLT
	jmp	.L2419
.L2482:
	movq	440(%r15), %rax
	movq	288(%rsp), %rsi
	leaq	.LC328(%rip), %rdi
	movl	24(%rax), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2447
.L2473:
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
	leaq	.LC309(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2413
.L2481:
	addq	$408, %rsp
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
.L2476:
	.cfi_restore_state
	movq	760(%r15), %rax
	movq	272(%rax), %rsi
	leaq	208(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 40(%rsp)
	call	fmt_read.constprop.0
	leaq	.LC312(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2417
.L2480:
	movq	40(%rsp), %rsi
	movq	%rbx, %rdx
	movq	%rax, %r14
	movq	%rax, %rdi
	call	service_moments
	movl	8(%r14), %eax
	leaq	SERVICE_DISTS(%rip), %rdx
	movsd	256(%rsp), %xmm1
	movsd	208(%rsp), %xmm0
	leaq	.LC327(%rip), %rdi
	imulq	$96, %rax, %rax
	movq	(%rdx,%rax), %rsi
	movl	$2, %eax
	call	printf@PLT
	jmp	.L2444
.L2479:
	movq	848(%r15), %r14
	movq	824(%r15), %rax
	leaq	.LC323(%rip), %rdi
	movq	(%rax,%r14,8), %rcx
	movq	816(%r15), %rax
	movq	%r14, %rsi
	leaq	0(,%r14,8), %r13
	movq	(%rax,%r14,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	leaq	1(%r14), %rax
	cmpq	840(%r15), %rax
	jb	.L2484
.L2443:
	movq	856(%r15), %rdx
	leaq	.LC325(%rip), %rdi
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%r14, %rsi
	call	printf@PLT
	jmp	.L2442
.L2475:
	leaq	.LC310(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2413
.L2483:
	movq	760(%r15), %rax
	movl	$18, %ecx
	leaq	.LC329(%rip), %rdi
	movl	284(%rax), %edx
	movl	280(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2448
.L2484:
	movq	824(%r15), %rax
	leaq	.LC324(%rip), %rdi
	movq	8(%rax,%r13), %rdx
	movq	816(%r15), %rax
	movq	8(%rax,%r13), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2443
	.cfi_endproc
.LFE266:
	.size	bench_report, .-bench_report
	.section	.rodata.str1.8
	.align 8
.LC332:
	.string	"a run of users (--population, --sessions)"
	.section	.rodata.str1.1
.LC333:
	.string	"a sweep (--sweep)"
.LC334:
	.string	"--cross-check"
.LC335:
	.string	"a benchmark run"
.LC336:
	.string	"one"
.LC337:
	.string	"it"
	.section	.rodata.str1.8
	.align 8
.LC338:
	.string	"200000000 (it is not a regular file, so all are kept)"
	.section	.rodata.str1.1
.LC339:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC340:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC341:
	.string	"the latencies have too many possible values"
	.align 8
.LC342:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC343:
	.string	"(none)"
.LC346:
	.string	"default"
.LC347:
	.string	"seed 000"
.LC348:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC349:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC350:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC351:
	.string	"--self-test"
	.section	.rodata.str1.8
	.align 8
.LC352:
	.string	"option %s: its row carries its parser"
	.section	.rodata.str1.1
.LC353:
	.string	"--scenario"
	.section	.rodata.str1.8
	.align 8
.LC354:
	.string	"option %s: a choice has its names, a refusal its words"
	.section	.rodata.str1.1
.LC355:
	.string	"rank n=1 p=0"
.LC356:
	.string	"rank n=1 p=100"
.LC357:
	.string	"rank n=1 p=0 ceil"
.LC358:
	.string	"rank n=1 p=100 ceil"
.LC359:
	.string	"rank n=10 p=0"
.LC360:
	.string	"rank n=10 p=100"
.LC361:
	.string	"rank n=10 p=50"
.LC362:
	.string	"rank n=10 p=95 rounds half up"
.LC363:
	.string	"rank n=10 p=94.9 rounds down"
.LC364:
	.string	"rank n=10 p=90.1 ceil"
.LC365:
	.string	"rank n=119980 p=99"
.LC366:
	.string	"rank n=119980 p=99.9"
.LC367:
	.string	"rank n=119980 p=99 ceil"
.LC368:
	.string	"rank n=2^62 p=99.99 exact"
.LC370:
	.string	"hdr fixture corrected count"
.LC371:
	.string	"hdr fixture correct_co"
.LC372:
	.string	"hdr fixture corrected p50"
.LC373:
	.string	"hdr fixture corrected p90"
.LC374:
	.string	"hdr fixture corrected p99"
.LC375:
	.string	"hdr fixture corrected max"
.LC376:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC377:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC378:
	.string	"correction of one interval"
.LC379:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC380:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC381:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC382:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC383:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC384:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC386:
	.string	"reference server agrees, start %lu"
	.align 8
.LC387:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC388:
	.string	"in service at a stall: extended by it"
	.align 8
.LC389:
	.string	"starting in a stall: waits for its end"
	.align 8
.LC390:
	.string	"corrected set without its terms, and the reference's partitioning, e %lu, values below %lu: fields that differ"
	.align 8
.LC391:
	.string	"the brute-force buffer was allocated"
	.align 8
.LC393:
	.string	"streams share no draw with each other or the Poisson schedule"
	.align 8
.LC394:
	.string	"a draw is a function of (seed, stream, i) alone"
	.align 8
.LC396:
	.string	"an exponential of mean 100 us averages within 1 % of it"
	.align 8
.LC397:
	.string	"the row of SERVICE_DISTS that code names %s is %s's"
	.align 8
.LC398:
	.string	"service %s: a name, a draw, a help line, and examples for the options it takes"
	.align 8
.LC399:
	.string	"a service distribution's example options apply"
	.align 8
.LC400:
	.string	"service %s: the draws average its mean (%.1f us) within five standard errors"
	.align 8
.LC401:
	.string	"service %s: their variance is its scv's (%.4f) within five standard errors"
	.align 8
.LC402:
	.string	"service %s: no draw above its largest value (%lu ns) or below 1 ns"
	.section	.rodata.str1.1
.LC403:
	.string	"200us"
.LC404:
	.string	"0.3us"
.LC405:
	.string	"0.5s"
.LC406:
	.string	"1.000000001s"
.LC407:
	.string	"0"
.LC408:
	.string	"250"
.LC409:
	.string	"0.5ns"
.LC410:
	.string	"ms"
.LC411:
	.string	"-1ms"
.LC412:
	.string	"5parsecs"
.LC413:
	.string	"1.ms"
.LC414:
	.string	"99999999999999999999s"
.LC415:
	.string	"4611686018427387904ns"
.LC416:
	.string	"QUICK"
.LC417:
	.string	"REPS"
.LC418:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC419:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC420:
	.string	"QUICK '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC421:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC422:
	.string	"REPS '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC423:
	.string	"out of memory reading the options%s%s"
	.section	.rodata.str1.1
.LC424:
	.string	"--duration"
.LC425:
	.string	"--requests"
.LC426:
	.string	"--correct"
.LC427:
	.string	"--trace-values"
.LC428:
	.string	"--population"
.LC429:
	.string	"--sessions"
.LC430:
	.string	"--sweep"
	.section	.rodata.str1.8
	.align 8
.LC431:
	.string	"%s is the lab's, not the benchmark's: run ./lab %s ... (./build.sh builds it beside bench)"
	.align 8
.LC432:
	.string	"%s applies to a simulated run, not to a recorded trace, whose latencies are already measured (the correction's interval is --expected-interval): drop %s"
	.align 8
.LC433:
	.string	"%s does not apply to %s: drop it"
	.align 8
.LC434:
	.string	"%s applies only with %s: add %s, or drop %s"
	.section	.rodata.str1.1
.LC435:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC436:
	.string	"both set the length of the run: "
	.align 8
.LC437:
	.string	"--duration and --requests %s%s"
	.align 8
.LC438:
	.string	"--correct, --sweep and --cross-check write no .values files"
	.align 8
.LC439:
	.string	"--export-values applies to a benchmark run: %s%s"
	.section	.rodata.str1.1
.LC440:
	.string	"which writes nothing"
	.section	.rodata.str1.8
	.align 8
.LC441:
	.string	"--export does not apply to --cross-check, %s%s"
	.align 8
.LC442:
	.string	"drop them, or --correct, --sweep and --cross-check"
	.align 8
.LC443:
	.string	"--hlog-interval and --hlog-counts shape a benchmark run's .hlog: %s%s"
	.section	.rodata.str1.1
.LC444:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC445:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC446:
	.string	"%s, from %s"
	.section	.rodata.str1.8
	.align 8
.LC447:
	.string	"--scoreboard scores a benchmark run, not a recorded trace: drop it"
	.align 8
.LC448:
	.string	"--timeout, --queue-limit and the generator's options apply to a benchmark run, not to a recorded trace: drop them"
	.align 8
.LC449:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC450:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC452:
	.string	"lower --rate or shorten the run"
	.align 8
.LC453:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC454:
	.string	"--schedule poisson: %s%s"
.LC455:
	.string	"counting the schedule"
.LC456:
	.string	"out of memory "
	.section	.rodata.str1.8
	.align 8
.LC457:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC458:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC459:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC460:
	.string	"1 / rate, the interval the schedule was configured with"
	.align 8
.LC461:
	.string	"--arrivals %.40s: more than %s lines"
	.align 8
.LC462:
	.string	"--arrivals '%s': out of memory at line %lu"
	.section	.rodata.str1.1
.LC463:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC464:
	.string	"--arrivals '%s': no due time falls within %s"
	.section	.rodata.str1.1
.LC465:
	.string	"add --expected-interval T"
	.section	.rodata.str1.8
	.align 8
.LC466:
	.string	"--arrivals '%s' has no gap between its due times (one line, or all at one instant), so it gives no interval to correct with: %s"
	.align 8
.LC467:
	.string	"the replayed schedule's mean gap"
	.align 8
.LC468:
	.string	"shorten --duration or --interval"
	.align 8
.LC469:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC470:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC471:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC472:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC473:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC474:
	.string	"--scoreboard keeps every sample"
	.align 8
.LC475:
	.string	"the schedule has more than 8388608 requests, and %s: %s"
	.align 8
.LC476:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC477:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC478:
	.string	"back-to-back may send more than %s requests: %s"
	.section	.rodata.str1.1
.LC479:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC480:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC481:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.align 8
.LC482:
	.string	"--exact-by passes); bench alone takes auto, sorted or lattice"
	.align 8
.LC483:
	.string	"--exact-by passes: the passes route is the lab's (./lab %s%s"
	.align 8
.LC484:
	.string	"%lu requests: bench alone keeps every sample of this model, up to %d a client; run it with ./lab, which walks a longer run again in passes, or add --exact-by sorted to keep them all"
	.align 8
.LC485:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.section	.rodata.str1.1
.LC486:
	.string	"drop --arrivals and mean"
	.section	.rodata.str1.8
	.align 8
.LC487:
	.string	"--sweep runs on a fixed schedule (--schedule poisson and --rate go with --sweep load), with a fixed --expected-interval: %s%s"
	.align 8
.LC488:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC489:
	.string	"in the cross-check"
.LC490:
	.string	"expected_ns"
.LC491:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC492:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC493:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC494:
	.string	"computing the expected outcome"
	.align 8
.LC495:
	.string	"bench: --export: the corrected %s holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC496:
	.string	"bench: out of memory for the report\n"
	.align 8
.LC497:
	.string	"bench: out of memory for the theory check\n"
	.text
	.p2align 4
	.type	bench_main, @function
bench_main:
.LFB287:
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
	movdqa	.LC344(%rip), %xmm0
	movl	%edi, 8(%rsp)
	leaq	5984(%rsp), %rdi
	leaq	5984(%rsp), %rsi
	rep stosq
	movaps	%xmm0, 6032(%rsp)
	movdqa	.LC345(%rip), %xmm0
	leaq	.LC347(%rip), %rax
	movq	%rax, %xmm5
	leaq	.LC346(%rip), %rdi
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
	je	.L3066
	cmpl	$1, 8(%rsp)
	movl	$1, %r12d
	jle	.L2585
.L2492:
	leaq	.LC98(%rip), %r14
	.p2align 4,,10
	.p2align 3
.L2584:
	movslq	%r12d, %rax
	movq	0(%rbp,%rax,8), %rbx
	cmpb	$45, (%rbx)
	jne	.L2847
	cmpb	$104, 1(%rbx)
	jne	.L2847
	cmpb	$0, 2(%rbx)
	jne	.L2847
	movl	$-1, %eax
	leaq	.LC97(%rip), %rbx
.L2578:
	leaq	104+OPTIONS(%rip), %r13
	xorl	%r15d, %r15d
	jmp	.L2583
	.p2align 4,,10
	.p2align 3
.L2579:
	addl	$1, %r15d
	cmpl	$54, %r15d
	je	.L2582
	movq	0(%r13), %rsi
	movq	%rbx, %rdi
	addq	$104, %r13
	call	strcmp@PLT
.L2583:
	testl	%eax, %eax
	jne	.L2579
	movslq	%r15d, %r15
	leaq	OPTIONS(%rip), %rdi
	leaq	(%r15,%r15,2), %rax
	leaq	(%r15,%rax,4), %rax
	leaq	(%rdi,%rax,8), %rax
	movl	8(%rax), %r10d
	testl	%r10d, %r10d
	jne	.L3067
	addl	$1, %r12d
.L2582:
	addl	$1, %r12d
	cmpl	%r12d, 8(%rsp)
	jg	.L2584
.L2585:
	leaq	.LC416(%rip), %rdi
	call	getenv@PLT
	leaq	.LC417(%rip), %rdi
	movq	%rax, %r12
	call	getenv@PLT
	movq	%rax, %rbx
	testq	%r12, %r12
	je	.L2808
	leaq	.LC418(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	cmpb	$0, (%r12)
	movl	%eax, %r13d
	je	.L2587
	leaq	.LC407(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L3068
.L2587:
	xorl	%eax, %eax
	testl	%r13d, %r13d
	sete	%al
.L2586:
	movl	%eax, 2608(%rsp)
	testq	%rbx, %rbx
	je	.L2589
	cmpb	$0, (%rbx)
	jne	.L3069
.L2589:
	movslq	8(%rsp), %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L3070
	movl	8(%rsp), %eax
	subl	$1, %eax
	movl	%eax, 48(%rsp)
	testl	%eax, %eax
	jle	.L2809
	xorl	%r12d, %r12d
.L2598:
	leal	1(%r12), %r13d
	movslq	%r13d, %rax
	movq	0(%rbp,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L2848
	cmpb	$104, 1(%r15)
	jne	.L2848
	cmpb	$0, 2(%r15)
	jne	.L2848
	movl	$-1, %eax
	leaq	.LC97(%rip), %r15
.L2594:
	leaq	104+OPTIONS(%rip), %r14
	xorl	%ebx, %ebx
	jmp	.L2597
	.p2align 4,,10
	.p2align 3
.L2595:
	addl	$1, %ebx
	cmpl	$54, %ebx
	je	.L2596
	movq	(%r14), %rsi
	movq	%r15, %rdi
	addq	$104, %r14
	call	strcmp@PLT
.L2597:
	testl	%eax, %eax
	jne	.L2595
	movabsq	$5675921253449092805, %rdx
	movslq	%ebx, %rbx
	leaq	(%rbx,%rbx,2), %rax
	leaq	(%rbx,%rax,4), %rax
	leaq	OPTIONS(%rip), %rbx
	imulq	%rax, %rdx
	cmpl	$1, 8(%rbx,%rax,8)
	adcl	$1, %r12d
	movl	%r12d, %r13d
	movb	$1, 2640(%rsp,%rdx)
.L2596:
	movl	%r13d, %r12d
	cmpl	%r13d, 48(%rsp)
	jg	.L2598
	xorl	%r9d, %r9d
	movq	%rbp, 48(%rsp)
	xorl	%r12d, %r12d
	movl	$1, %r15d
	movl	%r9d, 80(%rsp)
	movl	%r9d, 92(%rsp)
.L2610:
	movslq	%r15d, %rax
	leaq	0(,%rax,8), %rdi
	movq	%rdi, 56(%rsp)
	movq	48(%rsp), %rdi
	movq	(%rdi,%rax,8), %r13
	cmpb	$45, 0(%r13)
	jne	.L2849
	cmpb	$104, 1(%r13)
	jne	.L2849
	cmpb	$0, 2(%r13)
	movl	$-1, %edx
	leaq	.LC97(%rip), %rbx
	jne	.L2849
.L2600:
	leaq	OPTIONS(%rip), %rbp
	xorl	%r14d, %r14d
	movl	%edx, %eax
	jmp	.L2604
	.p2align 4,,10
	.p2align 3
.L2601:
	addl	$1, %r14d
	addq	$104, %rbp
	cmpl	$54, %r14d
	je	.L3051
	movq	0(%rbp), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L2604:
	movq	0(%rbp), %rdi
	testl	%eax, %eax
	jne	.L2601
	movl	%eax, %edx
	movslq	%r14d, %rax
	leaq	OPTIONS(%rip), %rbx
	leaq	(%rax,%rax,2), %rcx
	leaq	(%rax,%rcx,4), %rax
	movl	8(%rbx,%rax,8), %r8d
	testl	%r8d, %r8d
	jne	.L3051
	movl	%edx, 64(%rsp)
	leal	1(%r15), %eax
	cmpl	%eax, 8(%rsp)
	jle	.L2603
	leaq	.LC424(%rip), %rsi
	movq	%rdi, 96(%rsp)
	movl	$1, %ebx
	call	strcmp@PLT
	movq	96(%rsp), %rdi
	leaq	.LC425(%rip), %rsi
	testl	%eax, %eax
	movl	92(%rsp), %eax
	cmove	%ebx, %eax
	movl	%eax, 92(%rsp)
	call	strcmp@PLT
	movq	96(%rsp), %rdi
	leaq	.LC353(%rip), %rsi
	testl	%eax, %eax
	cmovne	80(%rsp), %ebx
	movl	%ebx, 80(%rsp)
	call	strcmp@PLT
	movq	48(%rsp), %rbx
	movq	56(%rsp), %rdi
	movq	%r13, %xmm0
	testl	%eax, %eax
	movl	64(%rsp), %edx
	movq	8(%rbx,%rdi), %rsi
	movq	%rsi, %xmm7
	punpcklqdq	%xmm7, %xmm0
	je	.L3071
	movq	16(%rsp), %rdi
	movslq	%r12d, %rax
	movl	$1, %ecx
	addl	$2, %r12d
	movups	%xmm0, (%rdi,%rax,8)
	leal	2(%r15), %eax
.L2608:
	movl	%eax, %r15d
	cmpl	%eax, 8(%rsp)
	jle	.L2842
	testb	%cl, %cl
	jne	.L2610
.L2842:
	movl	%r12d, 48(%rsp)
	testl	%edx, %edx
	je	.L2592
.L3053:
	movq	16(%rsp), %rdi
	call	free@PLT
.L2648:
	movq	40(%rsp), %rdi
	call	usage_error
	movl	%eax, %r15d
.L2644:
	movq	2600(%rsp), %rdi
	call	free@PLT
	movq	2768(%rsp), %rdi
	call	free@PLT
	jmp	.L2485
	.p2align 4,,10
	.p2align 3
.L2847:
	movq	%r14, %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L2578
.L3067:
	movq	(%rax), %rdi
	leaq	.LC97(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2582
	call	print_usage
.L2491:
	xorl	%r15d, %r15d
.L2485:
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
.L3051:
	.cfi_restore_state
	leal	1(%r15), %eax
.L2603:
	movq	16(%rsp), %rdi
	movslq	%r12d, %rdx
	movl	$1, %ecx
	addl	$1, %r12d
	movq	%r13, (%rdi,%rdx,8)
	xorl	%edx, %edx
	jmp	.L2608
.L2849:
	leaq	.LC98(%rip), %rsi
	movq	%r13, %rdi
	movq	%r13, %rbx
	call	strcmp@PLT
	movl	%eax, %edx
	jmp	.L2600
.L2848:
	leaq	.LC98(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	jmp	.L2594
.L3071:
	movq	40(%rsp), %rdx
	movq	32(%rsp), %rdi
	call	apply_scenario.constprop.0
	testl	%eax, %eax
	movl	%eax, %edx
	leal	2(%r15), %eax
	sete	%cl
	jmp	.L2608
.L3066:
	movq	8(%rbp), %rbx
	leaq	.LC348(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L3072
	leaq	.LC351(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %r12d
	call	strcmp@PLT
	movl	%eax, 92(%rsp)
	testl	%eax, %eax
	jne	.L2492
	movq	40(%rsp), %r12
	leaq	OPTIONS(%rip), %rbx
	xorl	%ebp, %ebp
	leaq	set_choice(%rip), %r15
	jmp	.L2500
	.p2align 4,,10
	.p2align 3
.L2493:
	leaq	.LC353(%rip), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
	movq	%r14, %rcx
	movl	$96, %esi
	movq	%r12, %rdi
	movl	%eax, 32(%rsp)
	leaq	.LC352(%rip), %rdx
	xorl	%eax, %eax
	movq	48(%rbx), %r13
	call	snprintf@PLT
	movl	32(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L2494
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
	leaq	.LC354(%rip), %rdx
	addl	%eax, %ebp
	xorl	%eax, %eax
	call	snprintf@PLT
	xorl	%edx, %edx
	cmpq	%r15, %r13
	je	.L3073
.L2498:
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
	jne	.L2496
.L2783:
	xorl	%ecx, %ecx
	cmpq	$0, 88(%rbx)
	setne	%cl
.L2496:
	xorl	%r8d, %r8d
	movl	$1, %esi
	xorl	%edx, %edx
	movq	%r12, %rdi
	call	expect
	addq	$104, %rbx
	addl	%eax, %ebp
	leaq	5616+OPTIONS(%rip), %rax
	cmpq	%rbx, %rax
	je	.L3074
.L2500:
	cmpl	$2, 8(%rbx)
	movq	(%rbx), %r14
	jne	.L2493
	movq	%r14, %rcx
	leaq	.LC352(%rip), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	movl	$96, %esi
	movq	48(%rbx), %r13
	call	snprintf@PLT
.L2494:
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
	leaq	.LC354(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$1, %ecx
	cmpq	%r15, %r13
	jne	.L2496
	cmpq	$0, 96(%rbx)
	je	.L2791
	movl	$1, %edx
	jmp	.L2498
.L2808:
	xorl	%eax, %eax
	jmp	.L2586
.L3068:
	testl	%r13d, %r13d
	je	.L2587
	movq	40(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC419(%rip), %r8
	leaq	.LC420(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2648
.L3073:
	cmpq	$0, 96(%rbx)
	jne	.L2783
.L2791:
	xorl	%ecx, %ecx
	jmp	.L2496
.L2809:
	xorl	%esi, %esi
	movl	%esi, 80(%rsp)
	movl	%esi, 92(%rsp)
	movl	%esi, 48(%rsp)
.L2592:
	movq	32(%rsp), %rbx
	leaq	.LC426(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	testl	%eax, %eax
	jne	.L2813
	leaq	.LC427(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	testl	%eax, %eax
	movl	%eax, 8(%rsp)
	je	.L3075
.L2813:
	movl	$1, %r8d
	movl	$2, %ebp
.L2612:
	leaq	44+OPTIONS(%rip), %rdx
	xorl	%eax, %eax
	leaq	2640(%rsp), %r10
	jmp	.L2615
	.p2align 4,,10
	.p2align 3
.L2613:
	addq	$1, %rax
	addq	$104, %rdx
	cmpq	$54, %rax
	je	.L3076
.L2615:
	cmpb	$0, (%r10,%rax)
	je	.L2613
	movl	(%rdx), %ecx
	testl	%ecx, %ecx
	je	.L2613
	cltq
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	leaq	OPTIONS(%rip), %rdx
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC431(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	jmp	.L3053
.L3069:
	leaq	4384(%rsp), %rax
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbx, %rdi
	movq	%rax, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L3077
	movq	4384(%rsp), %rax
	movl	%eax, 2344(%rsp)
	jmp	.L2589
.L3076:
	leaq	32+OPTIONS(%rip), %r11
	xorl	%r14d, %r14d
	movl	%ebp, 56(%rsp)
	movl	%r8d, %ebp
	movq	%r11, %r13
	movq	%r14, %r9
	movq	%r10, %r8
	jmp	.L2629
.L3081:
	testl	%eax, %eax
	je	.L3078
.L2618:
	movq	0(%r13), %rcx
	testq	%rcx, %rcx
	jne	.L3079
.L2616:
	addq	$1, %r9
	addq	$104, %r13
	cmpq	$54, %r9
	je	.L3080
.L2629:
	cmpb	$0, (%r8,%r9)
	movq	$0, 2784(%rsp)
	je	.L2616
	movl	56(%rsp), %eax
	andl	8(%r13), %eax
	movl	%r9d, 8(%rsp)
	testl	%ebp, %ebp
	jne	.L3081
	testl	%eax, %eax
	jne	.L2618
	movl	56(%rsp), %ebp
	leaq	.LC332(%rip), %r8
	cmpl	$8, %ebp
	je	.L2620
	leaq	.LC333(%rip), %r8
	cmpl	$4, %ebp
	je	.L2620
	cmpl	$16, %ebp
	leaq	.LC335(%rip), %r8
	leaq	.LC334(%rip), %rax
	cmove	%rax, %r8
.L2620:
	movslq	8(%rsp), %rax
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	leaq	OPTIONS(%rip), %rdx
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC433(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L3053
.L3079:
	leaq	4384(%rsp), %rax
	leaq	.LC60(%rip), %rdx
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
	leaq	.LC49(%rip), %rsi
	movq	%rbx, %rdi
	call	strtok_r@PLT
	movq	96(%rsp), %rcx
	movq	104(%rsp), %r9
	testq	%rax, %rax
	movq	112(%rsp), %r8
	je	.L2628
	movl	%ebp, 96(%rsp)
	xorl	%r14d, %r14d
	movq	%rax, %rbx
	movq	%r8, %r15
	movq	%rcx, 104(%rsp)
	movq	%r13, 112(%rsp)
	movq	%r9, 120(%rsp)
.L2621:
	cmpb	$45, (%rbx)
	jne	.L2850
	cmpb	$104, 1(%rbx)
	jne	.L2850
	cmpb	$0, 2(%rbx)
	jne	.L2850
	movl	$-1, %eax
	leaq	.LC97(%rip), %rbx
.L2624:
	leaq	104+OPTIONS(%rip), %r13
	xorl	%ebp, %ebp
	jmp	.L2627
	.p2align 4,,10
	.p2align 3
.L2625:
	addl	$1, %ebp
	cmpl	$54, %ebp
	je	.L2824
	movq	0(%r13), %rsi
	movq	%rbx, %rdi
	addq	$104, %r13
	call	strcmp@PLT
.L2627:
	testl	%eax, %eax
	jne	.L2625
	movabsq	$5675921253449092805, %rdi
	movslq	%ebp, %rdx
	leaq	(%rdx,%rdx,2), %rax
	leaq	(%rdx,%rax,4), %rax
	imulq	%rdi, %rax
	cmpb	$0, 2640(%rsp,%rax)
	setne	%al
	movzbl	%al, %eax
.L2626:
	movq	%r12, %rdx
	leaq	.LC49(%rip), %rsi
	xorl	%edi, %edi
	orl	%eax, %r14d
	call	strtok_r@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	jne	.L2621
	movl	96(%rsp), %ebp
	movq	104(%rsp), %rcx
	movq	%r15, %r8
	movq	112(%rsp), %r13
	movq	120(%rsp), %r9
	testl	%r14d, %r14d
	jne	.L2616
.L2628:
	movq	%rcx, %rdi
	movl	$32, %esi
	movq	%rcx, %rbx
	call	strchr@PLT
	leaq	.LC337(%rip), %r9
	movq	64(%rsp), %rsi
	movq	%rbx, %rdi
	testq	%rax, %rax
	leaq	.LC336(%rip), %rax
	leaq	OPTIONS(%rip), %rdx
	cmovne	%rax, %r9
	movslq	8(%rsp), %rax
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %r10
	call	alternatives.constprop.0
	leaq	.LC434(%rip), %rdx
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
	jmp	.L3053
	.p2align 4,,10
	.p2align 3
.L2850:
	leaq	.LC98(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L2624
.L2824:
	xorl	%eax, %eax
	jmp	.L2626
.L3074:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC355(%rip), %rdi
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC356(%rip), %rdi
	leal	(%rax,%rbp), %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC357(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC358(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC359(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC360(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC361(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC362(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC363(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC364(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC365(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC366(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC367(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC368(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	raw.11(%rip), %rbp
	movdqa	.LC369(%rip), %xmm0
	addl	%eax, %ebx
	leaq	80000(%rbp), %rdx
	movq	%rbp, %rax
.L2501:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.L2501
	movq	$100000000, 80000+raw.11(%rip)
	xorl	%ecx, %ecx
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L2506
.L3082:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L2505
.L2506:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %esi
	cmpq	$9999, %rax
	jbe	.L2502
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rsi
.L2502:
	addq	%rcx, %rsi
	movq	%rsi, %rcx
	jnc	.L3082
	xorl	%ecx, %ecx
.L2505:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	fixed.10(%rip), %r12
	movl	$20000, %esi
	leaq	.LC370(%rip), %rdi
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
	leaq	.LC371(%rip), %rdi
	leaq	176(%rsp), %rbp
	call	expect
	xorl	%ecx, %ecx
	movq	%r12, %rdi
	movl	$1000, %edx
	leaq	208(%rsp), %r8
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise.isra.0
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1000, %esi
	movq	216(%rsp), %rcx
	leaq	.LC372(%rip), %rdi
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	224(%rsp), %rcx
	leaq	.LC373(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	232(%rsp), %rcx
	leaq	.LC374(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	256(%rsp), %rcx
	leaq	.LC375(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	272(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	280(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC376(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC377(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC378(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC379(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC380(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	176(%rsp), %rdi
	movl	$8, %ecx
	xorl	%edx, %edx
	leal	(%rbx,%rax), %r12d
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
	jne	.L2508
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%rbp, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 200(%rsp)
	jne	.L2508
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%rbp, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L2508:
	movq	184(%rsp), %r11
	movq	176(%rsp), %rcx
	xorl	%r10d, %r10d
	xorl	%edi, %edi
	movq	16(%rsp), %rbx
.L2513:
	cmpq	%r11, %r10
	je	.L2795
	xorl	%r9d, %r9d
	cmpq	$0, 24(%rcx)
	je	.L2510
.L2515:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%rbx,%rdi,8), %r8
	je	.L2512
	.p2align 4,,10
	.p2align 3
.L2509:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L2509
	leaq	1(%rdx,%rdi), %rdi
.L2512:
	addq	$1, %r9
	cmpq	24(%rcx), %r9
	jb	.L2515
.L2510:
	addq	$1, %r10
	addq	$32, %rcx
	jmp	.L2513
.L3072:
	movq	40(%rsp), %rdx
	leaq	4384(%rsp), %rsi
	leaq	2784(%rsp), %rdi
	call	estimate_ghz
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L3034
	movsd	5984(%rsp), %xmm3
	movl	$7, %esi
	movl	$4, %eax
	movsd	4384(%rsp), %xmm2
	movsd	2784(%rsp), %xmm1
	leaq	.LC349(%rip), %rdi
	call	printf@PLT
	jmp	.L2491
.L2795:
	leaq	288(%rsp), %rax
	movl	%r12d, %r13d
	xorl	%r15d, %r15d
	movq	%rbp, %r12
	movq	%rax, 32(%rsp)
	leaq	368(%rsp), %r14
	movq	%rdi, %rbp
.L2514:
	movq	32(%rsp), %rcx
	movl	%r15d, %edx
	movl	$2000, %esi
	movq	%r12, %rdi
	call	dist_summarise
	movq	16(%rsp), %rdi
	movq	%r14, %r8
	movl	%r15d, %ecx
	movl	$2000, %edx
	movq	%rbp, %rsi
	call	summarise.isra.0
	movq	288(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	368(%rsp), %rsi
	leaq	.LC381(%rip), %rdi
	call	expect
	leal	(%rax,%r13), %ebx
	leaq	RANK_NAME(%rip), %rax
	movl	$8, %r13d
	movq	(%rax,%r15,8), %r9
.L2516:
	movq	40(%rsp), %rdi
	movl	$64, %esi
	movq	%r9, 48(%rsp)
	leaq	-8+PCT_NAME(%rip), %rax
	movq	(%rax,%r13), %rcx
	leaq	.LC382(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	32(%rsp), %rax
	movq	(%r14,%r13), %rsi
	xorl	%edx, %edx
	movq	40(%rsp), %rdi
	xorl	%r8d, %r8d
	movq	(%rax,%r13), %rcx
	addq	$8, %r13
	call	expect
	movq	48(%rsp), %r9
	addl	%eax, %ebx
	cmpq	$56, %r13
	jne	.L2516
	movq	344(%rsp), %rcx
	movq	424(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC383(%rip), %rdi
	call	expect
	movq	352(%rsp), %rcx
	movq	360(%rsp), %r8
	leaq	.LC384(%rip), %rdi
	movq	432(%rsp), %rsi
	movq	440(%rsp), %rdx
	addl	%eax, %ebx
	call	expect
	leal	(%rbx,%rax), %r13d
	testq	%r15, %r15
	jne	.L3083
	movl	$1, %r15d
	jmp	.L2514
.L3083:
	movq	%r12, %rbp
	leaq	880(%rsp), %rbx
	movl	%r13d, %r12d
	movq	%rbp, %rdi
	leaq	starts.9(%rip), %rbp
	call	dist_free
	xorl	%eax, %eax
	movl	$46, %ecx
	movq	%rbx, %rdi
	rep stosq
	movdqa	.LC385(%rip), %xmm0
	leaq	4384(%rsp), %rax
	movq	$100, 880(%rsp)
	movq	$2000, 944(%rsp)
	movq	%rax, 64(%rsp)
	movaps	%xmm0, 928(%rsp)
	jmp	.L2520
.L3086:
	leaq	1100(%r14), %rdx
.L2519:
	addq	$1, 4392(%rsp)
	addq	$5000, %rax
	movq	%rax, 4384(%rsp)
	cmpq	%rdx, %rax
	jb	.L3084
.L2517:
	movq	40(%rsp), %rdi
	movq	%rdx, %rsi
	movq	%r13, %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	addq	$8, %rbp
	call	expect
	addl	%eax, %r12d
	leaq	80+starts.9(%rip), %rax
	cmpq	%rax, %rbp
	je	.L3085
.L2520:
	movq	64(%rsp), %rdi
	movq	%rbx, %rsi
	call	server_init
	movq	0(%rbp), %r14
	movq	40(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC386(%rip), %rdx
	movl	$64, %esi
	movq	%r14, %rcx
	call	snprintf@PLT
	movl	$100, %edx
	movq	%r14, %rsi
	movq	%rbx, %rdi
	call	ref_serve
	leaq	100(%r14), %rdx
	movq	%rax, %r13
	movq	4384(%rsp), %rax
	cmpq	%rdx, %rax
	jnb	.L2517
	cmpq	%rax, %r14
	jb	.L3086
	leaq	1000(%rax), %rcx
	cmpq	%rcx, %r14
	jnb	.L2519
	leaq	1100(%rax), %rdx
	jmp	.L2519
.L3084:
	movq	64(%rsp), %rdi
	movl	$5000, %r9d
	movl	$100, %ecx
	movq	%r14, %rsi
	movl	$1000, %r8d
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L2517
.L3085:
	movl	$100, %edx
	movl	$1900, %esi
	movq	%rbx, %rdi
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$2000, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC387(%rip), %rdi
	call	expect
	movl	$100, %edx
	movl	$1950, %esi
	movq	%rbx, %rdi
	leal	(%r12,%rax), %ebp
	xorl	%r12d, %r12d
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$3050, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC388(%rip), %rdi
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
	leaq	.LC389(%rip), %rdi
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
.L2521:
	cmpq	$0, 16(%rsp)
	setne	%bl
	cmpq	$5, %r12
	ja	.L2841
	testb	%bl, %bl
	je	.L2841
	leaq	ST_E(%rip), %rax
	leaq	2784(%rsp), %rbx
	movl	%ebp, 72(%rsp)
	movq	%r9, %rbp
	movq	(%rax,%r12,8), %r15
	movq	%rbx, 32(%rsp)
	leaq	ST_TOP(%rip), %rax
	movq	%r12, 96(%rsp)
	movq	%r11, %r12
	movq	%rax, %r11
	leaq	(%r15,%r15,2), %r14
	movq	%r14, %r9
.L2534:
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
	jmp	.L2525
	.p2align 4,,10
	.p2align 3
.L3088:
	movq	-8(%rdi), %rax
.L2523:
	addl	$1, %ecx
	movq	%rax, (%rdi)
	addq	$8, %rdi
	cmpl	$200, %ecx
	je	.L3087
.L2525:
	movl	%ecx, %eax
	andl	$3, %eax
	cmpl	$1, %eax
	je	.L3088
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
	jmp	.L2523
.L3087:
	movq	32(%rsp), %rax
	xorl	%ecx, %ecx
	leaq	1600(%rax), %rdi
	jmp	.L2530
	.p2align 4,,10
	.p2align 3
.L3090:
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	je	.L3089
.L2530:
	movq	(%rsi), %rax
	movq	%r12, %r10
	cmpq	%r15, %rax
	jb	.L2526
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, %r10
.L2526:
	addq	%rcx, %r10
	setc	%bl
	movq	%r10, %rcx
	movzbl	%bl, %ebx
	jnc	.L3090
	xorl	%edi, %edi
	xorl	%ebx, %ebx
.L2529:
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
.L2533:
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
.L2532:
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
	jne	.L2532
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
	jne	.L3091
	movl	$1, %r13d
	jmp	.L2533
.L3089:
	cmpq	$400000, %r10
	jbe	.L3092
.L2531:
	addq	$8, %r11
	leaq	32+ST_TOP(%rip), %rax
	cmpq	%r11, %rax
	jne	.L2534
	movq	%r12, %r11
	movq	96(%rsp), %r12
	movq	%rbp, %r9
	movl	72(%rsp), %ebp
	addq	$1, %r12
	jmp	.L2521
.L3091:
	movq	120(%rsp), %r11
	movq	104(%rsp), %r8
	movq	%r15, %rcx
	xorl	%eax, %eax
	movq	136(%rsp), %r9
	movl	$192, %esi
	movq	112(%rsp), %r12
	leaq	688(%rsp), %r13
	leaq	.LC390(%rip), %rdx
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
	jmp	.L2531
.L2841:
	movq	16(%rsp), %rdi
	call	free@PLT
	movzbl	%bl, %ecx
	xorl	%r8d, %r8d
	movl	$1, %esi
	leaq	.LC391(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	56(%rsp), %ebx
	leaq	6000(%rsp), %rdi
	movl	$16, %ecx
	movdqa	.LC392(%rip), %xmm0
	movl	8(%rsp), %r8d
	addl	%ebx, %eax
	movq	40(%rsp), %r11
	addl	%ebp, %eax
	movl	%eax, 104(%rsp)
	xorl	%eax, %eax
	rep stosl
	leaq	SERVICE_DISTS(%rip), %rax
	movaps	%xmm0, 5984(%rsp)
	movq	%rax, 96(%rsp)
	movq	%rax, %rdi
.L2537:
	movslq	%r8d, %r9
	movq	64(%rdi), %rsi
	movq	%r11, %rax
	xorl	%edx, %edx
	leaq	(%r11,%r9,8), %r10
.L2541:
	xorl	%ecx, %ecx
	cmpq	%rsi, (%rax)
	sete	%cl
	addq	$8, %rax
	orl	%ecx, %edx
	cmpq	%rax, %r10
	jne	.L2541
	andb	$1, %dl
	jne	.L2542
	testq	%rsi, %rsi
	je	.L2542
	addl	$1, %r8d
	movq	%rsi, 5984(%rsp,%r9,8)
	movslq	%r8d, %r9
.L2542:
	movq	72(%rdi), %rsi
	leaq	(%r11,%r9,8), %r10
	movq	%r11, %rax
	xorl	%edx, %edx
.L2538:
	xorl	%ecx, %ecx
	cmpq	%rsi, (%rax)
	sete	%cl
	addq	$8, %rax
	orl	%ecx, %edx
	cmpq	%r10, %rax
	jne	.L2538
	testq	%rsi, %rsi
	je	.L2539
	andb	$1, %dl
	jne	.L2539
	movq	%rsi, 5984(%rsp,%r9,8)
	addl	$1, %r8d
.L2539:
	addq	$96, %rdi
	leaq	384+SERVICE_DISTS(%rip), %rax
	cmpq	%rdi, %rax
	jne	.L2537
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
.L2540:
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
.L2546:
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
	je	.L2544
	movl	%r14d, %eax
	movq	16(%rsp), %rdi
	leaq	(%r12,%r13,8), %rdx
	subl	%r13d, %eax
	addq	%r13, %rax
	leaq	(%rdi,%rax,8), %rsi
	.p2align 4,,10
	.p2align 3
.L2545:
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
	jne	.L2545
	addq	$1, %r13
	jmp	.L2546
	.p2align 4,,10
	.p2align 3
.L2544:
	movq	48(%rsp), %rdx
	movq	56(%rsp), %rax
	movq	%r12, %rbp
	movabsq	$626981770695586354, %rcx
	cmpq	%rcx, %rdx
	jne	.L2540
	movq	%r9, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC393(%rip), %rdi
	movabsq	$7809158642386836312, %r13
	movabsq	$-4658895280553007687, %rbp
	call	expect
	movq	%rbx, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movl	%eax, %r12d
	leaq	.LC394(%rip), %rdi
	movabsq	$-7723592293110705685, %rbx
	call	expect
	pxor	%xmm3, %xmm3
	addl	%eax, %r12d
	movq	.LC0(%rip), %rax
	movsd	%xmm3, 8(%rsp)
	movq	%rax, %xmm2
	jmp	.L2552
	.p2align 4,,10
	.p2align 3
.L3094:
	cvttsd2siq	%xmm1, %rax
	testq	%rax, %rax
	js	.L2550
.L3095:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2547:
	movabsq	$-7046029254386353131, %rax
	addsd	8(%rsp), %xmm0
	addq	%rax, %r13
	movabsq	$4078304265537237400, %rax
	movsd	%xmm0, 8(%rsp)
	cmpq	%rax, %r13
	je	.L3093
.L2552:
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
	xorpd	.LC168(%rip), %xmm0
	call	log1p@PLT
	mulsd	.LC174(%rip), %xmm0
	movsd	.LC34(%rip), %xmm1
	movq	.LC1(%rip), %rax
	subsd	%xmm0, %xmm1
	movq	%rax, %xmm0
	movq	.LC0(%rip), %rax
	movq	%rax, %xmm2
	comisd	%xmm1, %xmm0
	ja	.L2547
	movq	.LC172(%rip), %rax
	movq	%rax, %xmm0
	comisd	%xmm0, %xmm1
	jnb	.L2547
	comisd	.LC80(%rip), %xmm1
	jb	.L3094
	subsd	.LC80(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	testq	%rax, %rax
	jns	.L3095
.L2550:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2547
.L3093:
	movsd	.LC77(%rip), %xmm6
	movapd	%xmm0, %xmm3
	xorl	%ecx, %ecx
	movl	$1, %esi
	divsd	.LC395(%rip), %xmm3
	movapd	%xmm3, %xmm0
	subsd	.LC174(%rip), %xmm0
	andpd	.LC63(%rip), %xmm0
	leaq	.LC396(%rip), %rdi
	leaq	NAMED.7(%rip), %r14
	comisd	%xmm0, %xmm6
	leaq	SERVICE_DISTS(%rip), %rbp
	leaq	.LC397(%rip), %rbx
	seta	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	xorl	%r15d, %r15d
	call	expect
	addl	%eax, %r12d
	movl	104(%rsp), %eax
	addl	%eax, %r12d
.L2553:
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
	jne	.L2553
	movl	%r12d, 48(%rsp)
	movq	40(%rsp), %rbx
.L2575:
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
	je	.L2804
	cmpq	$0, 8(%rax)
	je	.L2554
	cmpq	$0, 80(%rax)
	je	.L2554
	movq	56(%rax), %r9
	cmpq	$0, 48(%rax)
	movq	%r14, %rcx
	movl	$160, %esi
	movq	80(%rsp), %r12
	setne	%bpl
	leaq	.LC398(%rip), %rdx
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
	je	.L2556
	movl	92(%rsp), %eax
	movq	8(%rsp), %r9
	movl	%eax, 5992(%rsp)
	testq	%r9, %r9
	je	.L3096
.L2557:
	leaq	2784(%rsp), %r12
	movq	%r9, %rcx
	movl	$256, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	leaq	.LC60(%rip), %rdx
	leaq	528(%rsp), %r13
	call	snprintf@PLT
	leaq	.LC49(%rip), %rbp
	movq	%r12, %rdi
	movq	%r13, %rdx
	movq	%rbp, %rsi
	call	strtok_r@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	je	.L2558
.L2562:
	movq	%r13, %rdx
	movq	%rbp, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rdx
	testq	%rax, %rax
	je	.L2561
	movq	64(%rsp), %rcx
	movl	$256, %r8d
	movq	%r12, %rsi
	movq	%rbx, %rdi
	call	apply_option
	testl	%eax, %eax
	je	.L2560
.L2561:
	movl	$1, %ecx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC399(%rip), %rdi
	call	expect
	addl	%eax, %r15d
.L2560:
	movq	%r13, %rdx
	movq	%rbp, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	jne	.L2562
.L2558:
	movl	5992(%rsp), %ecx
	leaq	SERVICE_DISTS(%rip), %rdi
	imulq	$96, %rcx, %rdx
	movq	%rcx, %rax
	movq	32(%rdi,%rdx), %r8
	testq	%r8, %r8
	je	.L2563
	leaq	688(%rsp), %rdx
	leaq	608(%rsp), %rsi
	movq	%rbx, %rdi
	call	*%r8
	movl	5992(%rsp), %eax
.L2564:
	imulq	$96, %rax, %rax
	leaq	SERVICE_DISTS(%rip), %rdi
	addq	%rdi, %rax
	movq	40(%rax), %rdx
	testq	%rdx, %rdx
	je	.L2567
	movq	%rbx, %rdi
	call	*%rdx
	movq	%rax, %r13
.L2568:
	pxor	%xmm1, %xmm1
	xorl	%ebp, %ebp
	xorl	%r12d, %r12d
	movsd	%xmm1, 8(%rsp)
	jmp	.L2571
	.p2align 4,,10
	.p2align 3
.L3098:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2570:
	addsd	8(%rsp), %xmm0
	addq	$1, %r12
	movsd	%xmm0, 8(%rsp)
	cmpq	$200000, %r12
	je	.L3097
.L2571:
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
	jns	.L3098
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2570
.L2804:
	leaq	.LC343(%rip), %r14
.L2554:
	movq	%r14, %rcx
	movq	80(%rsp), %r14
	leaq	.LC398(%rip), %rdx
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
.L2556:
	addl	$1, 92(%rsp)
	movl	92(%rsp), %eax
	addq	$96, 96(%rsp)
	cmpl	$4, %eax
	jne	.L2575
	movl	48(%rsp), %r12d
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	leaq	.LC403(%rip), %rdi
	leaq	.LC408(%rip), %rbp
	call	expect_time
	leal	(%r12,%r15), %ebx
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC404(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC405(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC406(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC407(%rip), %rdi
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
	leaq	.LC409(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC410(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	leaq	.LC411(%rip), %rdi
	addl	%eax, %ebx
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC412(%rip), %rdi
	addl	%eax, %ebx
	xorl	%r15d, %r15d
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC413(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC414(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC415(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%r15b
	jmp	.L2485
.L3097:
	pxor	%xmm2, %xmm2
	movapd	%xmm0, %xmm1
	xorl	%r12d, %r12d
	divsd	.LC395(%rip), %xmm1
	movapd	%xmm2, %xmm3
	movsd	%xmm1, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	jmp	.L2574
	.p2align 4,,10
	.p2align 3
.L3100:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2573:
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
	je	.L3099
.L2574:
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
	jns	.L3100
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2573
.L3099:
	movq	80(%rsp), %r12
	movq	%r14, %rcx
	movl	$160, %esi
	leaq	.LC400(%rip), %rdx
	movl	$1, %eax
	movapd	%xmm1, %xmm2
	divsd	.LC395(%rip), %xmm3
	divsd	.LC395(%rip), %xmm2
	movq	%r12, %rdi
	movsd	%xmm2, 40(%rsp)
	movsd	608(%rsp), %xmm0
	divsd	.LC77(%rip), %xmm0
	movsd	%xmm3, 8(%rsp)
	call	snprintf@PLT
	movsd	8(%rsp), %xmm3
	movsd	608(%rsp), %xmm4
	movapd	%xmm3, %xmm0
	movsd	%xmm4, 32(%rsp)
	divsd	.LC395(%rip), %xmm0
	call	sqrt@PLT
	movsd	32(%rsp), %xmm4
	xorl	%ecx, %ecx
	movq	%r12, %rdi
	movapd	%xmm0, %xmm1
	movsd	16(%rsp), %xmm0
	movl	$1, %esi
	mulsd	.LC61(%rip), %xmm1
	subsd	%xmm4, %xmm0
	mulsd	.LC277(%rip), %xmm4
	andpd	.LC63(%rip), %xmm0
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
	leaq	.LC401(%rip), %rdx
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
	divsd	.LC395(%rip), %xmm2
	subsd	%xmm0, %xmm4
	andpd	.LC63(%rip), %xmm4
	movapd	%xmm2, %xmm0
	movsd	%xmm4, 8(%rsp)
	call	sqrt@PLT
	movsd	32(%rsp), %xmm1
	xorl	%ecx, %ecx
	movq	%r12, %rdi
	movapd	%xmm0, %xmm2
	movsd	.LC277(%rip), %xmm0
	movl	$1, %esi
	mulsd	%xmm1, %xmm0
	mulsd	%xmm1, %xmm0
	movsd	.LC61(%rip), %xmm1
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
	leaq	.LC402(%rip), %rdx
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
	jmp	.L2556
.L3034:
	movl	$5, %edx
	movl	$7, %esi
	movl	$3, %eax
	movsd	5984(%rsp), %xmm2
	movsd	4384(%rsp), %xmm1
	leaq	.LC350(%rip), %rdi
	movsd	2784(%rsp), %xmm0
	call	printf@PLT
	jmp	.L2491
.L3075:
	leaq	.LC428(%rip), %rsi
	movq	%rbx, %rdi
	movl	$8, %ebp
	call	was_given
	movl	8(%rsp), %r8d
	testl	%eax, %eax
	jne	.L2612
	leaq	.LC429(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	testl	%eax, %eax
	movl	%eax, 8(%rsp)
	jne	.L2815
	leaq	.LC430(%rip), %rsi
	movq	%rbx, %rdi
	movl	$4, %ebp
	call	was_given
	movl	8(%rsp), %r8d
	testl	%eax, %eax
	jne	.L2612
	leaq	.LC334(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %ebp
	call	was_given
	movl	%eax, %r8d
	testl	%eax, %eax
	je	.L2612
	xorl	%r8d, %r8d
	movl	$16, %ebp
	jmp	.L2612
.L2567:
	movq	24(%rax), %rax
	movq	5984(%rsp), %r13
	imulq	%rax, %r13
	cmpq	$1, %rax
	seta	%al
	movzbl	%al, %eax
	addq	%rax, %r13
	jmp	.L2568
.L2563:
	movq	5984(%rsp), %rdx
	testq	%rdx, %rdx
	js	.L2565
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2566:
	imulq	$96, %rcx, %rcx
	leaq	SERVICE_DISTS(%rip), %rdi
	movsd	%xmm0, 608(%rsp)
	movsd	16(%rdi,%rcx), %xmm0
	movsd	%xmm0, 688(%rsp)
	jmp	.L2564
.L3096:
	leaq	.LC8(%rip), %r9
	jmp	.L2557
.L3077:
	movq	40(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC421(%rip), %r8
	leaq	.LC422(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2648
.L3080:
	movl	80(%rsp), %ebx
	testl	%ebx, 92(%rsp)
	je	.L3101
	movq	40(%rsp), %rdi
	leaq	.LC435(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC436(%rip), %rcx
	leaq	.LC437(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3053
.L3101:
	movq	16(%rsp), %r14
	movq	32(%rsp), %rdi
	movq	40(%rsp), %rcx
	movl	48(%rsp), %esi
	movq	%r14, %rdx
	call	apply_args.constprop.0
	movq	%r14, %rdi
	movl	%eax, %ebx
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L2648
	cmpl	$0, 2576(%rsp)
	je	.L2633
	cmpl	$0, 2496(%rsp)
	jne	.L3102
	movq	2568(%rsp), %rbx
	testq	%rbx, %rbx
	je	.L3103
.L2639:
	leaq	2784(%rsp), %r12
	movq	%rbx, %rcx
	movl	$1100, %esi
	xorl	%eax, %eax
	leaq	.LC444(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	leaq	4384(%rsp), %rax
	movq	%r12, %rdi
	movl	$1200, %edx
	movq	%rax, %rsi
	movq	%rax, 64(%rsp)
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L3104
	call	fclose@PLT
	movq	64(%rsp), %rdi
	call	remove@PLT
.L2642:
	leaq	1616(%rsp), %rax
	movq	2592(%rsp), %r8
	movq	2584(%rsp), %rcx
	leaq	.LC446(%rip), %rdx
	movq	%rax, 16(%rsp)
	movq	%rax, %rdi
	movl	$96, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	cmpl	$1, 2496(%rsp)
	je	.L3105
.L2645:
	movq	2504(%rsp), %r15
	movq	%r15, %rax
	orq	2512(%rsp), %rax
	jne	.L2647
	cmpl	$0, 2608(%rsp)
	movabsq	$20000000000, %rdx
	movabsq	$5000000000, %rax
	cmove	%rdx, %rax
	movq	%rax, %r15
.L2647:
	movq	2528(%rsp), %rax
	movq	40(%rsp), %rsi
	movq	32(%rsp), %rdi
	movq	%rax, 2224(%rsp)
	call	resolve_conflicts.constprop.0
	testl	%eax, %eax
	jne	.L2648
	movl	2200(%rsp), %eax
	cmpl	$1, %eax
	je	.L3106
	movq	2512(%rsp), %rbx
	cmpl	$2, %eax
	je	.L3107
	movq	2208(%rsp), %rcx
	testq	%rbx, %rbx
	jne	.L2700
	xorl	%edx, %edx
	movq	%r15, %rax
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %rbx
.L2700:
	movabsq	$4611686018427387903, %rsi
	movq	%rbx, %rax
	mulq	%rcx
	movq	%rax, %rdi
	xorl	%eax, %eax
	cmpq	%rdi, %rsi
	sbbq	%rdx, %rax
	jc	.L3108
	leaq	-1(%rbx), %rax
	movq	%rbx, 2264(%rsp)
	imulq	%rcx, %rax
	cmpl	$0, 2612(%rsp)
	movq	%rax, 2256(%rsp)
	jne	.L2673
	leaq	.LC470(%rip), %rax
	movq	%rcx, 2296(%rsp)
	movq	%rax, 2312(%rsp)
.L2673:
	movl	2332(%rsp), %ebx
	movq	2264(%rsp), %rcx
	cmpl	$1, %ebx
	je	.L3109
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rcx, %rax
	jb	.L3110
	cmpl	$0, 2632(%rsp)
	je	.L2707
.L2704:
	movl	2280(%rsp), %esi
	leaq	by_kind.5(%rip), %rax
	movq	%rcx, %rdx
	cmpl	$3, (%rax,%rsi,4)
	jne	.L2708
	movq	2272(%rsp), %rax
	testq	%rax, %rax
	je	.L2708
	xorl	%edx, %edx
	divq	2128(%rsp)
	movq	2288(%rsp), %rdx
	leaq	1(%rdx,%rax), %rdx
.L2708:
	cmpq	%rcx, %rdx
	cmovb	%rcx, %rdx
	cmpq	$8388608, %rdx
	ja	.L3111
.L2707:
	cmpl	$2, %ebx
	je	.L3112
.L2705:
	cmpl	$2, 2280(%rsp)
	jne	.L2712
	cmpq	$0, 2512(%rsp)
	je	.L2711
	xorl	%r11d, %r11d
	movq	%r11, 2272(%rsp)
.L2712:
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
	je	.L2715
	cmpq	$0, 2184(%rsp)
	je	.L2715
	cmpq	$0, 2168(%rsp)
	movq	32(%rsp), %r14
	movq	%r14, %rdi
	je	.L3113
	call	service_max
	movq	%r14, %rdi
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
.L2715:
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
	jc	.L3114
	movl	2496(%rsp), %ebx
	testl	%ebx, %ebx
	je	.L2846
	cmpl	$3, %ebx
	je	.L2846
	movq	2568(%rsp), %rbp
	cmpl	$2, %ebx
	je	.L3115
.L2726:
	movl	2580(%rsp), %eax
	movl	$1424, %esi
	movl	$1, %edi
	movl	%eax, 8(%rsp)
	movl	2576(%rsp), %eax
	movl	%eax, 40(%rsp)
	call	calloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L3116
	movq	32(%rsp), %rsi
	leaq	328(%rax), %r13
	leaq	416(%rax), %rdi
	movl	$50, %ecx
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
	jne	.L2737
	testq	%rax, %rax
	je	.L2737
	xorl	%eax, %eax
	movl	$20, %ecx
	movq	%r13, %rdi
	rep stosl
	movq	32(%rsp), %rdi
	call	plan_route
	movl	%eax, 352(%rbx)
	cmpl	$3, %eax
	je	.L2737
	cmpl	$2, %eax
	je	.L3117
	movl	2280(%rsp), %ecx
	leaq	by_kind.5(%rip), %rdx
	movq	%r12, %rax
	cmpl	$3, (%rdx,%rcx,4)
	jne	.L2742
	testq	%r15, %r15
	je	.L2742
	movq	%r15, %rax
	xorl	%edx, %edx
	divq	2128(%rsp)
	movq	2288(%rsp), %rdx
	leaq	1(%rdx,%rax), %rax
.L2742:
	leaq	0(,%rax,8), %r13
	movq	%r13, %rdi
	call	malloc@PLT
	movq	%rax, 344(%rbx)
	testq	%rax, %rax
	je	.L2737
	movq	%r12, %r15
.L2741:
	movq	%r13, %rdi
	call	malloc@PLT
	leaq	0(,%r15,8), %rdi
	movq	%rax, 328(%rbx)
	movq	%rax, %r13
	call	malloc@PLT
	movq	%rax, 336(%rbx)
	testq	%r13, %r13
	je	.L2737
	testq	%rax, %rax
	je	.L2737
	xorl	%eax, %eax
	testq	%rbp, %rbp
	movq	32(%rsp), %rdi
	leaq	16(%rbx), %r13
	setne	%al
	xorl	%r8d, %r8d
	movq	%r13, 2792(%rsp)
	movl	%eax, 356(%rbx)
	movq	%rdi, 2784(%rsp)
	movl	%r8d, 2800(%rsp)
	call	closed_form_gap
	testq	%rax, %rax
	je	.L3118
	cmpl	$0, 8(%rsp)
	jne	.L2746
	testq	%rbp, %rbp
	jne	.L2746
	leaq	ref_job_run(%rip), %rdx
	leaq	2784(%rsp), %rcx
	xorl	%esi, %esi
	leaq	880(%rsp), %rdi
	call	pthread_create@PLT
	movl	%eax, %edx
	testl	%eax, %eax
	je	.L2747
	movq	(%rbx), %r10
	movq	%r10, %rdi
	call	closed_form_gap
	movq	%rax, 432(%rbx)
	testq	%rax, %rax
	je	.L2748
.L2774:
	movq	%r13, %rsi
	movq	%r10, %rdi
	call	ref_sorted
.L2749:
	movl	%eax, %edi
	call	fault_rc
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L3119
	testq	%rbp, %rbp
	je	.L2753
	movq	(%rbx), %r15
	movq	176(%rbx), %r12
	movq	%r15, %rdi
	call	plan_route
	cmpl	$2, %eax
	je	.L3120
.L2756:
	cmpq	$16777216, %r12
	ja	.L3121
.L2753:
	movq	%r14, %rdi
	call	print_plan
.L2752:
	leaq	872(%rbx), %r12
	xorl	%eax, %eax
	movl	$68, %ecx
	movq	%r12, %rdi
	leaq	4384(%rsp), %rsi
	rep stosq
	movq	2264(%rsp), %rax
	leaq	4384(%rsp), %rdi
	movl	$14, %ecx
	movq	%rax, 1408(%rbx)
	xorl	%eax, %eax
	rep stosl
	movq	32(%rsp), %rdi
	call	theory_of
	movl	8(%rsp), %esi
	movq	%rbx, %rdi
	movl	%eax, 1416(%rbx)
	call	run_reps
	movl	%eax, %r15d
	testl	%eax, %eax
	jne	.L3064
.L2759:
	movq	304(%rbx), %rax
	movq	%r12, 8(%rsp)
	xorl	%r15d, %r15d
	movq	%rbp, %r12
	leaq	768(%rbx), %rdi
	movq	%rax, %rbp
.L2762:
	movl	%r15d, %ecx
	movq	%r13, %rdx
	movl	%r15d, %esi
	movq	%rdi, 32(%rsp)
	imulq	$288, %rcx, %rcx
	addl	$1, %r15d
	addq	%rbp, %rcx
	call	check_outcome
	movq	416(%rbx), %rdx
	movq	32(%rsp), %rdi
	cmpl	%r15d, 216(%rdx)
	jnb	.L2762
	movq	(%rbx), %r15
	movq	304(%rbx), %rax
	movq	%r12, %rbp
	leaq	688(%rbx), %rcx
	leaq	448(%rbx), %rdx
	movq	8(%rsp), %r12
	leaq	816(%rbx), %r13
	movl	216(%r15), %esi
	leaq	288(%rax), %rdi
	call	aggregate
	testl	%eax, %eax
	jne	.L2763
	movl	216(%r15), %edx
	movq	312(%rbx), %rsi
	leaq	144(%rsp), %rdi
	movq	%rdi, 8(%rsp)
	call	stats_of
	movl	216(%r15), %edx
	movq	8(%rsp), %rdi
	movdqu	144(%rsp), %xmm7
	movq	320(%rbx), %rsi
	movups	%xmm7, 296(%r14)
	movq	160(%rsp), %rax
	movq	%rax, 312(%r14)
	call	stats_of
	xorl	%esi, %esi
	movq	%r13, %rdx
	movq	%r15, %rdi
	movdqu	144(%rsp), %xmm5
	movaps	%xmm5, 320(%r14)
	movq	160(%rsp), %rax
	movq	%rax, 336(%r14)
	movl	216(%r15), %eax
	imulq	$288, %rax, %rax
	addq	304(%rbx), %rax
	movq	%rax, 760(%rbx)
	call	first_stall_window
	testl	%eax, %eax
	sete	%al
	cmpl	$0, 1416(%rbx)
	movzbl	%al, %eax
	movl	%eax, 864(%rbx)
	je	.L2768
	movq	136(%r15), %rax
	leaq	784(%rbx), %rsi
	cmpq	%rax, 1400(%rbx)
	je	.L3122
	movq	%r15, %rdi
	call	batch_stats.constprop.0
	testl	%eax, %eax
	jne	.L3123
.L2768:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L2769
.L2770:
	movl	40(%rsp), %edx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	call	bench_report
	movl	%eax, %r15d
	jmp	.L2745
.L2633:
	movq	2568(%rsp), %rbx
	testq	%rbx, %rbx
	je	.L2635
	movl	2496(%rsp), %eax
	cmpl	$3, %eax
	je	.L3124
	cmpq	$0, 2480(%rsp)
	jne	.L2638
	cmpl	$0, 2488(%rsp)
	je	.L2639
.L2638:
	testl	%eax, %eax
	je	.L2639
.L2640:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC442(%rip), %rcx
	leaq	.LC443(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2648
.L2635:
	cmpq	$0, 2480(%rsp)
	jne	.L2641
.L2787:
	cmpl	$0, 2488(%rsp)
	je	.L2642
.L2641:
	cmpl	$0, 2496(%rsp)
	je	.L2642
	jmp	.L2640
.L2846:
	movl	2332(%rsp), %eax
	cmpl	$3, %eax
	je	.L3125
	subl	$1, %eax
	je	.L2721
	movq	32(%rsp), %rdi
	call	sort_fits
	testl	%eax, %eax
	je	.L3126
.L2721:
	movq	2568(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L2729
	testl	%ebx, %ebx
	je	.L2725
.L2730:
	movq	32(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 1248(%rsp)
	call	closed_form_gap
	movq	%rax, %rsi
	testq	%rax, %rax
	jne	.L3127
	movq	32(%rsp), %r14
	leaq	2784(%rsp), %rbx
	movq	%rbx, %rsi
	movq	%r14, %rdi
	call	closed_form
	movl	%eax, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L2734
	leaq	4384(%rsp), %r12
	movq	%r14, %rdi
	movq	%r12, %rsi
	call	ref_sorted
	movl	%eax, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L2734
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
	leaq	.LC490(%rip), %rcx
	movq	%rbp, %rdi
	leaq	.LC491(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 8112
	movq	4672(%rsp), %r8
	call	check
	movq	1272(%rsp), %rbx
	xorl	%eax, %eax
	movq	1264(%rsp), %rsi
	leaq	.LC492(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	popq	%r9
	.cfi_def_cfa_offset 8104
	popq	%r10
	.cfi_def_cfa_offset 8096
	setne	%r15b
	jmp	.L2644
.L3109:
	cmpq	$200000000, %rcx
	ja	.L3128
	cmpl	$0, 2632(%rsp)
	jne	.L2704
	jmp	.L2705
.L3105:
	cmpl	$0, 2632(%rsp)
	jne	.L3129
	movq	32(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	je	.L2645
	leaq	.LC448(%rip), %rdi
	call	usage_error
	movl	%eax, %r15d
	jmp	.L2644
.L3103:
	cmpq	$0, 2480(%rsp)
	jne	.L2642
	jmp	.L2787
.L3110:
	leaq	.LC473(%rip), %r8
	leaq	.LC339(%rip), %rcx
.L3061:
	movq	40(%rsp), %rdi
	leaq	.LC472(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2648
.L3108:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC468(%rip), %rcx
	leaq	.LC469(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2648
.L3107:
	movq	2536(%rsp), %r13
	movq	40(%rsp), %rdx
	xorl	%eax, %eax
	movl	$2048, %ecx
	leaq	2784(%rsp), %r12
	movq	%rax, 2768(%rsp)
	movq	2504(%rsp), %rbp
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	numbers_open.constprop.0
	movl	%eax, 56(%rsp)
	testl	%eax, %eax
	jne	.L2648
	movq	2784(%rsp), %rdi
	call	fileno@PLT
	leaq	4384(%rsp), %rsi
	movl	%eax, %edi
	call	fstat@PLT
	testl	%eax, %eax
	jne	.L2678
	movl	4408(%rsp), %eax
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 56(%rsp)
.L2678:
	leaq	1248(%rsp), %rax
	xorl	%r14d, %r14d
	xorl	%r9d, %r9d
	movq	%r13, 8(%rsp)
	movq	%rax, 80(%rsp)
	movq	%rbx, %r13
	movq	%r9, %rbx
	movq	%r14, 48(%rsp)
	xorl	%r14d, %r14d
.L2679:
	movq	40(%rsp), %rdx
	movq	80(%rsp), %rsi
	movl	$2048, %ecx
	movq	%r12, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L3130
	cmpl	$0, 56(%rsp)
	movq	2832(%rsp), %rax
	jne	.L2680
	movl	$1, %edi
	salq	$40, %rdi
	cmpq	%rax, %rdi
	jb	.L2828
	testq	%r13, %r13
	jne	.L2682
	movq	1248(%rsp), %rax
	testq	%rbp, %rbp
	je	.L2684
	cmpq	%rbp, %rax
	jnb	.L2679
.L2684:
	movq	48(%rsp), %rdi
	testq	%r14, %r14
	movq	%rax, 2256(%rsp)
	cmove	%rax, %rdi
	addq	$1, %r14
	movq	%rdi, 48(%rsp)
	jmp	.L2679
.L2680:
	cmpq	$200000000, %rax
	ja	.L2829
	testq	%r13, %r13
	je	.L3065
	cmpq	%r13, %r14
	je	.L2679
.L3065:
	testq	%rbp, %rbp
	je	.L2687
	cmpq	%rbp, 1248(%rsp)
	jnb	.L2679
.L2687:
	movq	2768(%rsp), %rdi
	cmpq	%r14, %rbx
	je	.L3131
.L2690:
	movq	1248(%rsp), %rax
	movq	%rax, (%rdi,%r14,8)
.L3058:
	movq	1248(%rsp), %rax
	jmp	.L2684
.L2682:
	cmpq	%r13, %r14
	je	.L2679
	testq	%rbp, %rbp
	je	.L3058
	cmpq	%rbp, 1248(%rsp)
	jb	.L3058
	jmp	.L2679
.L3131:
	testq	%rbx, %rbx
	je	.L2691
	movq	%rbx, %rsi
	salq	$4, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L3057
	movq	%rax, 2768(%rsp)
	addq	%rbx, %rbx
	jmp	.L2690
.L2828:
	movq	8(%rsp), %r13
	leaq	.LC339(%rip), %r8
.L2681:
	movq	%r13, %rcx
	leaq	.LC461(%rip), %rdx
.L3059:
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %rdi
	call	numbers_close
.L2688:
	movq	2768(%rsp), %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	movq	%rbx, 2768(%rsp)
	jmp	.L2648
.L3057:
	movq	8(%rsp), %r13
	movq	2832(%rsp), %r8
	leaq	.LC462(%rip), %rdx
	movq	%r13, %rcx
	jmp	.L3059
.L2691:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L3057
	movq	%rdi, 2768(%rsp)
	movl	$1024, %ebx
	jmp	.L2690
.L2829:
	movq	8(%rsp), %r13
	leaq	.LC338(%rip), %r8
	jmp	.L2681
.L3130:
	movq	%r12, %rdi
	movl	%eax, 8(%rsp)
	call	numbers_close
	movl	8(%rsp), %eax
	testl	%eax, %eax
	js	.L2688
	movq	2768(%rsp), %rax
	movq	2536(%rsp), %rsi
	movq	%rax, 2240(%rsp)
	testq	%r14, %r14
	je	.L3132
	movq	48(%rsp), %rax
	cmpl	$0, 2612(%rsp)
	movq	%rsi, 2232(%rsp)
	movq	%r14, 2264(%rsp)
	movq	%rax, 2248(%rsp)
	jne	.L2673
	cmpq	$1, %r14
	je	.L2698
	movq	2256(%rsp), %rcx
	leaq	-1(%r14), %r8
	xorl	%edx, %edx
	subq	%rax, %rcx
	movq	%rcx, %rax
	divq	%r8
	cmpq	%r8, %rcx
	jb	.L2698
	movq	%rax, 2296(%rsp)
	leaq	.LC467(%rip), %rax
	movq	%rax, 2312(%rsp)
	jmp	.L2673
.L3125:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC482(%rip), %rcx
	leaq	.LC483(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2648
.L3126:
	movq	%rdi, %r14
	call	plan_route
	cmpl	$3, %eax
	je	.L2722
	movq	%r14, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	jne	.L2722
	cmpl	$3, %ebx
	je	.L2722
	movq	2568(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L2726
.L2725:
	movq	32(%rsp), %rdi
	call	plan_route
	cmpl	$3, %eax
	je	.L3133
.L2729:
	cmpl	$3, %ebx
	je	.L2730
	jmp	.L2726
.L3133:
	movq	40(%rsp), %rdi
	movl	$1048576, %r8d
	movq	%r12, %rcx
	xorl	%eax, %eax
	leaq	.LC485(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2648
.L2722:
	movq	40(%rsp), %rdi
	movl	$1048576, %r8d
	movq	%r12, %rcx
	xorl	%eax, %eax
	leaq	.LC484(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2648
.L3119:
	leaq	.LC494(%rip), %rsi
	call	cannot
	movl	%eax, %r15d
	testl	%eax, %eax
	je	.L2752
.L3064:
	leaq	816(%rbx), %r13
.L2745:
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
	jmp	.L2644
.L3102:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC438(%rip), %rcx
	leaq	.LC439(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2648
.L2698:
	movq	40(%rsp), %rdi
	movq	%rsi, %rcx
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC465(%rip), %r8
	leaq	.LC466(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2648
.L3132:
	movq	40(%rsp), %rdi
	movq	%rsi, %rcx
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC463(%rip), %r8
	leaq	.LC464(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2648
.L3124:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC440(%rip), %rcx
	leaq	.LC441(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2648
.L3114:
	movq	40(%rsp), %rdi
	leaq	.LC479(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC480(%rip), %rcx
	leaq	.LC481(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2648
.L3116:
	movq	stderr(%rip), %rdi
	movq	%r12, %rdx
	leaq	.LC493(%rip), %rsi
	xorl	%eax, %eax
	movl	$1, %r15d
	call	fprintf@PLT
	jmp	.L2644
.L3115:
	movl	2200(%rsp), %eax
	cmpl	$2, %eax
	je	.L2731
	cmpl	$0, 2304(%rsp)
	jne	.L2731
	subl	$1, %eax
	jne	.L2726
	movq	2560(%rsp), %rdi
	leaq	.LC5(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2726
.L2731:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC486(%rip), %rcx
	leaq	.LC487(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2648
.L3111:
	movq	40(%rsp), %rdi
	leaq	.LC473(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC474(%rip), %rcx
	leaq	.LC475(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2648
.L2711:
	movq	%r15, 2272(%rsp)
	testq	%r15, %r15
	je	.L2712
	xorl	%edx, %edx
	movq	%r15, %rax
	divq	2128(%rsp)
	movq	2288(%rsp), %rdx
	subl	$1, %ebx
	leaq	1(%rdx,%rax), %rax
	je	.L2713
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L2712
	leaq	.LC339(%rip), %rcx
.L2714:
	movq	40(%rsp), %rdi
	leaq	.LC477(%rip), %r8
	leaq	.LC478(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2648
.L3112:
	leaq	4384(%rsp), %rsi
	movq	32(%rsp), %rdi
	movq	%rsi, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L2705
	movq	32(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L3134
.L2709:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	leaq	.LC476(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2648
.L3113:
	call	service_max
	movq	%r14, %rdi
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
	jmp	.L2715
.L2713:
	leaq	.LC342(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L2712
	jmp	.L2714
.L3134:
	movq	32(%rsp), %rdi
	call	default_shape
	leaq	.LC341(%rip), %rcx
	testl	%eax, %eax
	leaq	.LC340(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L2709
.L3118:
	xorl	%esi, %esi
	movq	32(%rsp), %r10
	movq	%rsi, 432(%rbx)
.L2748:
	movq	%r13, %rsi
	movq	%r10, %rdi
	call	closed_form
	jmp	.L2749
.L2747:
	leaq	872(%rbx), %r12
	xorl	%eax, %eax
	movl	$68, %ecx
	movq	%r12, %rdi
	leaq	4384(%rsp), %rsi
	rep stosq
	movq	2264(%rsp), %rax
	leaq	4384(%rsp), %rdi
	movl	$14, %ecx
	movq	%rax, 1408(%rbx)
	movl	%edx, %eax
	rep stosl
	movq	32(%rsp), %rdi
	call	theory_of
	xorl	%esi, %esi
	movq	%rbx, %rdi
	movl	%eax, 1416(%rbx)
	call	run_reps
	movq	880(%rsp), %rdi
	xorl	%esi, %esi
	movl	%eax, %r15d
	call	pthread_join@PLT
	movq	(%rbx), %rdi
	movl	2800(%rsp), %r10d
	call	closed_form_gap
	movq	%rax, 432(%rbx)
	testl	%r15d, %r15d
	jne	.L3064
	movl	%r10d, %edi
	call	fault_rc
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L2758
.L2760:
	movq	%r14, %rdi
	call	print_plan
	jmp	.L2759
.L2746:
	movq	%rax, 432(%rbx)
	movq	32(%rsp), %r10
	jmp	.L2774
.L2758:
	leaq	.LC494(%rip), %rsi
	call	cannot
	movl	%eax, %r15d
	testl	%eax, %eax
	jne	.L3064
	jmp	.L2760
.L3117:
	movq	32(%rsp), %rdi
	leaq	4384(%rsp), %rdx
	leaq	2784(%rsp), %rsi
	call	lattice_plan
	testl	%eax, %eax
	je	.L2737
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
	je	.L2737
	movdqa	16(%rsp), %xmm0
	movq	%r13, %rdi
	movl	$8, %esi
	movl	$65536, %r15d
	movl	$524288, %r13d
	movaps	%xmm0, 384(%rbx)
	call	calloc@PLT
	movq	%rax, 400(%rbx)
	testq	%rax, %rax
	jne	.L2741
.L2737:
	movq	stderr(%rip), %rdi
	movq	%r12, %rdx
	leaq	.LC493(%rip), %rsi
	xorl	%eax, %eax
	leaq	816(%rbx), %r13
	call	fprintf@PLT
.L2766:
	movl	$1, %r15d
	jmp	.L2745
.L3121:
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	xorl	%eax, %eax
	movq	%r12, %rcx
	leaq	.LC290(%rip), %rdx
	leaq	.LC495(%rip), %rsi
	movl	$2, %r15d
	call	fprintf@PLT
	leaq	816(%rbx), %r13
	jmp	.L2745
.L3120:
	leaq	4384(%rsp), %rdx
	leaq	1248(%rsp), %rsi
	movq	%r15, %rdi
	call	lattice_plan
	testl	%eax, %eax
	je	.L2756
	movq	288(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L2756
	movq	224(%rbx), %rcx
	movq	1248(%rsp), %rax
.L2757:
	movq	%rdx, %rdi
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdi, %rax
	testq	%rdx, %rdx
	jne	.L2757
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	addq	$1, %rax
	cmpq	%rax, %r12
	cmova	%rax, %r12
	jmp	.L2756
.L2734:
	leaq	.LC489(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %r15d
	jmp	.L2644
.L3127:
	leaq	.LC488(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %r15d
	call	printf@PLT
	jmp	.L2644
.L3106:
	movsd	2520(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm1
	jp	.L2650
	je	.L3135
.L2650:
	cmpq	$0, 2512(%rsp)
	jne	.L2652
	testq	%r15, %r15
	js	.L2653
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r15, %xmm0
.L2654:
	divsd	.LC32(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	leaq	.LC452(%rip), %r8
	leaq	.LC453(%rip), %rcx
	comisd	.LC451(%rip), %xmm0
	ja	.L3062
.L2652:
	movl	$1048576, %edi
	call	malloc@PLT
	movq	%rax, %r14
	testq	%r15, %r15
	js	.L2656
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%r15, %xmm2
.L2657:
	leaq	.LC455(%rip), %r8
	leaq	.LC456(%rip), %rcx
	testq	%r14, %r14
	je	.L3062
	leaq	4384(%rsp), %rax
	pxor	%xmm0, %xmm0
	xorl	%ebx, %ebx
	xorl	%ebp, %ebp
	movq	%rax, 64(%rsp)
	leaq	1248(%rsp), %rax
	leaq	2784(%rsp), %r12
	movq	%rax, 80(%rsp)
	leaq	524288(%r14), %rax
	leaq	poisson_gaps(%rip), %r13
	movq	%rax, 48(%rsp)
	movsd	%xmm0, 8(%rsp)
	movsd	%xmm2, 56(%rsp)
.L2658:
	movq	48(%rsp), %rax
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
	movq	%r12, %rdi
	movl	%eax, 92(%rsp)
	call	poisson_gaps
	movl	92(%rsp), %edx
	testl	%edx, %edx
	jne	.L2659
	movq	1248(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L2660:
	movq	2512(%rsp), %rdi
	movq	%rbp, %rsi
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	movsd	.LC80(%rip), %xmm3
	movsd	8(%rsp), %xmm0
	movabsq	$-9223372036854775808, %r8
	jmp	.L2670
.L3139:
	xorl	%eax, %eax
	cmpq	%rbp, %rdi
	sete	%al
.L2662:
	testl	%eax, %eax
	jne	.L3136
	comisd	.LC172(%rip), %xmm0
	jnb	.L3055
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rax, %rbp
	je	.L3055
	addq	$1, %rbp
	testq	%rsi, %rsi
	je	.L3137
.L2667:
	addq	$1, %rcx
	cmpq	$131072, %rcx
	je	.L3138
	movq	%rbp, %rsi
.L2670:
	movapd	%xmm0, %xmm1
	addsd	(%r14,%rcx,8), %xmm0
	testq	%rdi, %rdi
	jne	.L3139
	xorl	%eax, %eax
	comisd	56(%rsp), %xmm0
	setnb	%al
	jmp	.L2662
.L3137:
	comisd	%xmm3, %xmm0
	jnb	.L2668
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 72(%rsp)
.L2669:
	movl	$1, %edx
	jmp	.L2667
.L2668:
	movapd	%xmm0, %xmm1
	subsd	%xmm3, %xmm1
	cvttsd2siq	%xmm1, %rax
	xorq	%r8, %rax
	movq	%rax, 72(%rsp)
	jmp	.L2669
.L3138:
	movsd	%xmm0, 8(%rsp)
	testb	%dl, %dl
	je	.L2671
	movq	72(%rsp), %rax
	movq	%rax, 2248(%rsp)
.L2671:
	addq	$131072, %rbx
	jmp	.L2658
.L3055:
	testb	%dl, %dl
	je	.L2665
	movq	72(%rsp), %rax
	movq	%rax, 2248(%rsp)
.L2665:
	movq	%r14, %rdi
	call	free@PLT
	leaq	.LC452(%rip), %r8
	leaq	.LC457(%rip), %rcx
.L3062:
	movq	40(%rsp), %rdi
	leaq	.LC454(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2648
.L3136:
	testb	%dl, %dl
	je	.L2775
	movq	72(%rsp), %rax
	movq	%rax, 2248(%rsp)
.L2775:
	movsd	.LC80(%rip), %xmm2
	comisd	%xmm2, %xmm1
	jnb	.L2776
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 2256(%rsp)
.L2777:
	movq	%r14, %rdi
	call	free@PLT
	movq	.LC80(%rip), %rax
	testq	%rbp, %rbp
	movq	%rax, %xmm2
	je	.L3140
	movq	2528(%rsp), %rax
	cmpl	$0, 2612(%rsp)
	movq	%rbp, 2264(%rsp)
	movsd	2520(%rsp), %xmm1
	movq	%rax, 2224(%rsp)
	movsd	%xmm1, 2216(%rsp)
	jne	.L2673
	movsd	.LC32(%rip), %xmm0
	divsd	%xmm1, %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L2674
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 2296(%rsp)
.L2675:
	movq	2296(%rsp), %rax
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 2296(%rsp)
	leaq	.LC460(%rip), %rax
	movq	%rax, 2312(%rsp)
	jmp	.L2673
.L2653:
	movq	%r15, %rax
	movq	%r15, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2654
.L2674:
	subsd	%xmm2, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 2296(%rsp)
	btcq	$63, 2296(%rsp)
	jmp	.L2675
.L3140:
	leaq	.LC458(%rip), %r8
	leaq	.LC459(%rip), %rcx
	jmp	.L3062
.L2776:
	subsd	%xmm2, %xmm1
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 2256(%rsp)
	btcq	$63, 2256(%rsp)
	jmp	.L2777
.L2659:
	movq	64(%rsp), %rdi
	call	poisson_gaps
	jmp	.L2660
.L2656:
	movq	%r15, %rax
	movq	%r15, %rdx
	pxor	%xmm2, %xmm2
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2657
.L3104:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	40(%rsp), %rdi
	movq	%rbx, %rcx
	leaq	.LC445(%rip), %rdx
	movq	%rax, %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2648
.L3129:
	leaq	.LC447(%rip), %rdi
	call	usage_error
	movl	%eax, %r15d
	jmp	.L2644
.L3128:
	leaq	.LC471(%rip), %r8
	leaq	.LC342(%rip), %rcx
	jmp	.L3061
.L3135:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC449(%rip), %rcx
	leaq	.LC450(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2648
.L3078:
	movslq	%r9d, %rax
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	leaq	OPTIONS(%rip), %rdx
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC432(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	jmp	.L3053
.L2763:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC496(%rip), %rdi
	call	fwrite@PLT
	jmp	.L2766
.L3092:
	xorl	%edi, %edi
	jmp	.L2529
.L2565:
	movq	%rdx, %rsi
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rdx, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2566
.L3070:
	leaq	.LC8(%rip), %r8
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	leaq	.LC423(%rip), %rdx
	movq	%r8, %rcx
	call	snprintf@PLT
	jmp	.L2648
.L3123:
	movq	stderr(%rip), %rcx
	movl	$42, %edx
	movl	$1, %esi
	leaq	.LC497(%rip), %rdi
	call	fwrite@PLT
	jmp	.L2766
.L3122:
	movq	%r12, %rdi
	call	batch_end
	jmp	.L2768
.L2815:
	xorl	%r8d, %r8d
	jmp	.L2612
.L2769:
	leaq	.LC8(%rip), %rsi
	movl	$-4, %edi
	call	cannot
	movl	%eax, %r15d
	testl	%eax, %eax
	jne	.L2745
	jmp	.L2770
	.cfi_endproc
.LFE287:
	.size	bench_main, .-bench_main
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB288:
	.cfi_startproc
	jmp	bench_main
	.cfi_endproc
.LFE288:
	.size	main, .-main
	.section	.rodata.str1.1
.LC499:
	.string	"0%"
.LC500:
	.string	"90%"
.LC501:
	.string	"99%"
.LC502:
	.string	"99.9%"
.LC503:
	.string	"99.99%"
.LC504:
	.string	"99.999%"
	.section	.data.rel.ro.local,"aw"
	.align 32
	.type	XTICK.0, @object
	.size	XTICK.0, 48
XTICK.0:
	.quad	.LC499
	.quad	.LC500
	.quad	.LC501
	.quad	.LC502
	.quad	.LC503
	.quad	.LC504
	.section	.rodata.str1.1
.LC505:
	.string	"closed (from actual send)"
.LC506:
	.string	"open (from intended send)"
.LC507:
	.string	"corrected closed"
	.section	.data.rel.ro.local
	.align 16
	.type	NAMES.1, @object
	.size	NAMES.1, 24
NAMES.1:
	.quad	.LC505
	.quad	.LC506
	.quad	.LC507
	.section	.rodata.str1.1
.LC508:
	.string	"closed.values"
.LC509:
	.string	"open.values"
.LC510:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.2, @object
	.size	VALUES.2, 24
VALUES.2:
	.quad	.LC508
	.quad	.LC509
	.quad	.LC510
	.section	.rodata.str1.1
.LC511:
	.string	"closed.hgrm"
.LC512:
	.string	"open.hgrm"
.LC513:
	.string	"corrected.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.3, @object
	.size	HGRM.3, 24
HGRM.3:
	.quad	.LC511
	.quad	.LC512
	.quad	.LC513
	.section	.rodata.str1.1
.LC514:
	.string	"us"
.LC515:
	.string	"ns"
	.section	.data.rel.ro.local
	.align 32
	.type	U.4, @object
	.size	U.4, 96
U.4:
	.quad	.LC142
	.quad	1000000000
	.long	9
	.zero	4
	.quad	.LC410
	.quad	1000000
	.long	6
	.zero	4
	.quad	.LC514
	.quad	1000
	.long	3
	.zero	4
	.quad	.LC515
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
.LC516:
	.string	"two"
.LC517:
	.string	"three"
.LC518:
	.string	"four"
.LC519:
	.string	"five"
.LC520:
	.string	"six"
	.section	.data.rel.ro.local
	.align 32
	.type	HOW_MANY.6, @object
	.size	HOW_MANY.6, 40
HOW_MANY.6:
	.quad	.LC516
	.quad	.LC517
	.quad	.LC518
	.quad	.LC519
	.quad	.LC520
	.section	.rodata.str1.1
.LC521:
	.string	"exp"
.LC522:
	.string	"bimodal"
.LC523:
	.string	"lognormal"
	.section	.data.rel.ro.local
	.align 32
	.type	NAMED.7, @object
	.size	NAMED.7, 32
NAMED.7:
	.quad	.LC111
	.quad	.LC521
	.quad	.LC522
	.quad	.LC523
	.align 32
	.type	units.8, @object
	.size	units.8, 64
units.8:
	.quad	.LC515
	.quad	1
	.quad	.LC514
	.quad	1000
	.quad	.LC410
	.quad	1000000
	.quad	.LC142
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
.LC524:
	.string	"open_closed_p99"
.LC525:
	.string	"open_closed_p999"
.LC526:
	.string	"open_closed_slow"
.LC527:
	.string	"closed_max_p99"
.LC528:
	.string	"corrected_closed_p99"
.LC529:
	.string	"open_corrected_p99"
.LC530:
	.string	"open_corrected_p90"
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 168
RATIOS:
	.quad	.LC524
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC525
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC526
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	.LC527
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	.LC528
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC529
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC530
	.long	1
	.long	1
	.long	2
	.long	1
	.section	.rodata.str1.1
.LC531:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC532:
	.string	"service time of one request (100us)"
	.section	.rodata.str1.1
.LC533:
	.string	"--interval"
	.section	.rodata.str1.8
	.align 8
.LC534:
	.string	"fixed schedule: request i due at i*T (200us)"
	.section	.rodata.str1.1
.LC535:
	.string	"--stall"
	.section	.rodata.str1.8
	.align 8
.LC536:
	.string	"length of each stall, 0 for none (200ms)"
	.section	.rodata.str1.1
.LC537:
	.string	"--period"
	.section	.rodata.str1.8
	.align 8
.LC538:
	.string	"time between stall starts, 0 for one stall (1s)"
	.section	.rodata.str1.1
.LC539:
	.string	"--first-stall"
	.section	.rodata.str1.8
	.align 8
.LC540:
	.string	"start of the first stall (500ms)"
	.align 8
.LC541:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC542:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC543:
	.string	"or exactly N scheduled requests"
	.align 8
.LC544:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sorted)"
	.section	.rodata.str1.1
.LC545:
	.string	"--schedule"
.LC546:
	.string	"fixed|poisson"
	.section	.rodata.str1.8
	.align 8
.LC547:
	.string	"fixed (default) or Poisson arrivals"
	.align 8
.LC548:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.section	.rodata.str1.1
.LC549:
	.string	"--rate"
.LC550:
	.string	"R"
	.section	.rodata.str1.8
	.align 8
.LC551:
	.string	"Poisson rate, requests a second"
	.align 8
.LC552:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC553:
	.string	"--seed"
.LC554:
	.string	"X"
	.section	.rodata.str1.8
	.align 8
.LC555:
	.string	"seeds the Poisson schedule, service times, random stalls (0)"
	.align 8
.LC556:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC557:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC558:
	.string	"service times, each drawn from one of these:"
	.align 8
.LC559:
	.string	"use one of the names --help lists"
	.section	.rodata.str1.1
.LC560:
	.string	"--service-cv"
	.section	.rodata.str1.8
	.align 8
.LC561:
	.string	"lognormal: the coefficient of variation"
	.align 8
.LC562:
	.string	"a number above 0 and at most 100"
	.section	.rodata.str1.1
.LC563:
	.string	"--slow-fraction"
.LC564:
	.string	"F"
	.section	.rodata.str1.8
	.align 8
.LC565:
	.string	"bimodal: the share, 0 < F < 1, that takes --slow-service"
	.section	.rodata.str1.1
.LC566:
	.string	"a number above 0 and below 1"
.LC567:
	.string	"--slow-service"
	.section	.rodata.str1.8
	.align 8
.LC568:
	.string	"bimodal: the slow requests' service time"
	.align 8
.LC569:
	.string	"a time above zero and below 2^50 ns, e.g. 10ms"
	.section	.rodata.str1.1
.LC570:
	.string	"--stalls"
.LC571:
	.string	"periodic|poisson"
	.section	.rodata.str1.8
	.align 8
.LC572:
	.string	"stall starts every --period, or at\nexponential gaps of mean --period (periodic)"
	.section	.rodata.str1.1
.LC573:
	.string	"--stall-dist"
.LC574:
	.string	"fixed|exp"
	.section	.rodata.str1.8
	.align 8
.LC575:
	.string	"each stall --stall long, or exponential of that mean"
	.section	.rodata.str1.1
.LC576:
	.string	"FILE"
	.section	.rodata.str1.8
	.align 8
.LC577:
	.string	"replay due times: one integer ns a line, non-decreasing"
	.section	.rodata.str1.1
.LC578:
	.string	"--closed"
.LC579:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC580:
	.string	"how the closed loop treats slots it missed"
	.align 8
.LC581:
	.string	"use catch-up, skip or back-to-back"
	.section	.rodata.str1.1
.LC582:
	.string	"--connections"
.LC583:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC584:
	.string	"C closed loops share the schedule (1)"
	.align 8
.LC585:
	.string	"a whole number from 1 to 1000000"
	.section	.rodata.str1.1
.LC586:
	.string	"--expected-interval"
.LC587:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC588:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.section	.rodata.str1.1
.LC589:
	.string	"a time above zero, or mean"
.LC590:
	.string	"--timeout"
	.section	.rodata.str1.8
	.align 8
.LC591:
	.string	"clients give up on a request after T (from its send); adds\nthe completed and censored views"
	.section	.rodata.str1.1
.LC592:
	.string	"--queue-limit"
.LC593:
	.string	"K"
	.section	.rodata.str1.8
	.align 8
.LC594:
	.string	"the server rejects a request that finds K waiting; adds\nthe ok and all views"
	.align 8
.LC595:
	.string	"a whole number of waiting requests from 0 to 1000000000"
	.section	.rodata.str1.1
.LC596:
	.string	"--reject-time"
	.section	.rodata.str1.8
	.align 8
.LC597:
	.string	"with --queue-limit: a rejection reaches the client after T (0)"
	.section	.rodata.str1.1
.LC598:
	.string	"--generator-pause"
	.section	.rodata.str1.8
	.align 8
.LC599:
	.string	"the open loop's sender stops for T once a\n--generator-period; adds the intended, actual and lag views"
	.section	.rodata.str1.1
.LC600:
	.string	"--generator-period"
	.section	.rodata.str1.8
	.align 8
.LC601:
	.string	"time between its pauses, 0 for one pause (1s)"
	.section	.rodata.str1.1
.LC602:
	.string	"--generator-first"
	.section	.rodata.str1.8
	.align 8
.LC603:
	.string	"start of its first pause (half the period; 500ms)"
	.section	.rodata.str1.1
.LC604:
	.string	"--schedule-from"
.LC605:
	.string	"base|last-send"
	.section	.rodata.str1.8
	.align 8
.LC606:
	.string	"the open loop sends request i when due (base),\nor one schedule gap after request i-1 left (last-send: drifts)"
	.section	.rodata.str1.1
.LC607:
	.string	"use base or last-send"
.LC608:
	.string	"--max-in-flight"
	.section	.rodata.str1.8
	.align 8
.LC609:
	.string	"the open loop keeps at most K requests outstanding (1-1000)"
	.section	.rodata.str1.1
.LC610:
	.string	"a whole number from 1 to 1000"
.LC611:
	.string	"--when-full"
.LC612:
	.string	"block|drop"
	.section	.rodata.str1.8
	.align 8
.LC613:
	.string	"with --max-in-flight: wait for a slot, or drop (block)"
	.section	.rodata.str1.1
.LC614:
	.string	"use block or drop"
	.section	.rodata.str1.8
	.align 8
.LC615:
	.string	"instead of a schedule, N users (1-1000) who each think,\nsend, and wait for the reply; their own recording is the truth"
	.align 8
.LC616:
	.string	"a whole number of users from 1 to 1000"
	.align 8
.LC617:
	.string	"or sessions arriving R a second, each sending until it leaves"
	.align 8
.LC618:
	.string	"sessions a second, a number above 0 and at most 1e9"
	.section	.rodata.str1.1
.LC619:
	.string	"--return-prob"
.LC620:
	.string	"P"
	.section	.rodata.str1.8
	.align 8
.LC621:
	.string	"sessions: after a reply, another request with chance P (0)"
	.align 8
.LC622:
	.string	"a chance from 0 up to, not including, 1"
	.section	.rodata.str1.1
.LC623:
	.string	"--think"
	.section	.rodata.str1.8
	.align 8
.LC624:
	.string	"users: the time between a reply and the next request (0)"
	.section	.rodata.str1.1
.LC625:
	.string	"--population --sessions"
.LC626:
	.string	"--think-dist"
	.section	.rodata.str1.8
	.align 8
.LC627:
	.string	"users: each think --think, or exponential (fixed)"
	.section	.rodata.str1.1
.LC628:
	.string	"use fixed or exp"
.LC629:
	.string	"--scoreboard"
	.section	.rodata.str1.8
	.align 8
.LC630:
	.string	"also every way to correct the closed loop (or the users),\nscored against the truth"
	.section	.rodata.str1.1
.LC631:
	.string	"--slow-above"
.LC632:
	.string	"the slow line (1ms)"
.LC633:
	.string	"--rank"
.LC634:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC635:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.section	.rodata.str1.1
.LC636:
	.string	"use round or ceil"
.LC637:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC638:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC639:
	.string	"--exact-by"
.LC640:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC641:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.align 8
.LC642:
	.string	"use auto, sorted, lattice or passes"
	.section	.rodata.str1.1
.LC643:
	.string	"--guess-entries"
	.section	.rodata.str1.8
	.align 8
.LC644:
	.string	"passes: values each percentile's first-pass guess\nholds (16384; 0: none, every percentile narrows in later passes)"
	.align 8
.LC645:
	.string	"0 (no guessing) or a whole number from 2 to 1048576"
	.section	.rodata.str1.1
.LC646:
	.string	"--quick"
.LC647:
	.string	"as QUICK=1"
.LC648:
	.string	"--verbose"
	.section	.rodata.str1.8
	.align 8
.LC649:
	.string	"also every rep's checked numbers, a line a set"
	.align 8
.LC650:
	.ascii	"defaul"
	.string	"t, feed-10ms-stall, one-2s-stall, hundred-requests,\nhundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal, gc-pauses,\ntimeouts, shedding, generator-gc, drift, in-flight-cap, mm1k-90, population,\npopulation-stalls, sessions-2, sessions-20, light-load"
	.align 8
.LC651:
	.string	"correct a recorded trace: one latency a line (ns or a unit)"
	.section	.rodata.str1.1
.LC652:
	.string	"LIST"
	.section	.rodata.str1.8
	.align 8
.LC653:
	.string	"the same from a list: 2ms*99,1000ms"
	.section	.rodata.str1.1
.LC654:
	.string	"load|stall"
	.section	.rodata.str1.8
	.align 8
.LC655:
	.string	"one table over load 10-95% or stall length"
	.section	.rodata.str1.1
.LC656:
	.string	"use load or stall"
.LC657:
	.string	"--export"
.LC658:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC659:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC660:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.section	.rodata.str1.1
.LC661:
	.string	"--export-values"
	.section	.rodata.str1.8
	.align 8
.LC662:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.section	.rodata.str1.1
.LC663:
	.string	"--hlog-interval"
	.section	.rodata.str1.8
	.align 8
.LC664:
	.string	"with --export: PREFIX.hlog's interval, whole ms from 1ms\nto 1h (1s)"
	.align 8
.LC665:
	.string	"a whole number of milliseconds from 1ms to 1h (a log's times have 3 decimals)"
	.section	.rodata.str1.1
.LC666:
	.string	"--hlog-counts"
	.section	.rodata.str1.8
	.align 8
.LC667:
	.string	"with --export: each .hlog interval's counts as RESULT\nhlog and hlog-count lines"
	.align 8
.LC668:
	.string	"the closed form against the reference simulation;\nexit 0 if they agree, 1 if not, 3 if no closed form holds"
	.align 8
.LC669:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC670:
	.string	"run the unit checks and exit"
.LC671:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 5616
OPTIONS:
	.quad	.LC98
	.long	0
	.zero	4
	.quad	.LC531
	.quad	.LC532
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	0
	.quad	1
	.zero	32
	.quad	.LC533
	.long	0
	.zero	4
	.quad	.LC531
	.quad	.LC534
	.quad	0
	.long	21
	.long	0
	.quad	set_time
	.quad	80
	.quad	1
	.zero	32
	.quad	.LC535
	.long	0
	.zero	4
	.quad	.LC531
	.quad	.LC536
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	48
	.zero	40
	.quad	.LC537
	.long	0
	.zero	4
	.quad	.LC531
	.quad	.LC538
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	56
	.zero	40
	.quad	.LC539
	.long	0
	.zero	4
	.quad	.LC531
	.quad	.LC540
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	64
	.zero	40
	.quad	.LC424
	.long	0
	.zero	4
	.quad	.LC531
	.quad	.LC541
	.quad	0
	.long	29
	.long	0
	.quad	set_duration
	.quad	376
	.quad	1
	.zero	32
	.quad	.LC425
	.long	0
	.zero	4
	.quad	.LC542
	.quad	.LC543
	.quad	0
	.long	29
	.long	0
	.quad	set_requests
	.quad	384
	.quad	1
	.quad	1099511627776
	.zero	8
	.quad	.LC544
	.zero	8
	.quad	.LC545
	.long	0
	.zero	4
	.quad	.LC546
	.quad	.LC547
	.quad	0
	.long	29
	.long	0
	.quad	set_choice
	.quad	72
	.zero	24
	.quad	.LC548
	.quad	SCHEDULE_NAMES
	.quad	.LC549
	.long	0
	.zero	4
	.quad	.LC550
	.quad	.LC551
	.quad	0
	.long	29
	.long	0
	.quad	set_real
	.quad	392
	.zero	8
	.quad	1000000000000
	.zero	8
	.quad	.LC552
	.zero	8
	.quad	.LC553
	.long	0
	.zero	4
	.quad	.LC554
	.quad	.LC555
	.quad	0
	.long	29
	.long	0
	.quad	set_count
	.quad	400
	.zero	8
	.quad	-1
	.zero	8
	.quad	.LC556
	.zero	8
	.quad	.LC114
	.long	0
	.zero	4
	.quad	.LC557
	.quad	.LC558
	.quad	0
	.long	29
	.long	0
	.quad	set_service_dist
	.zero	32
	.quad	.LC559
	.zero	8
	.quad	.LC560
	.long	0
	.zero	4
	.quad	.LC554
	.quad	.LC561
	.quad	0
	.long	29
	.long	0
	.quad	set_real
	.quad	16
	.zero	8
	.quad	100
	.zero	8
	.quad	.LC562
	.zero	8
	.quad	.LC563
	.long	0
	.zero	4
	.quad	.LC564
	.quad	.LC565
	.quad	0
	.long	29
	.long	0
	.quad	set_slow_fraction
	.zero	32
	.quad	.LC566
	.zero	8
	.quad	.LC567
	.long	0
	.zero	4
	.quad	.LC531
	.quad	.LC568
	.quad	0
	.long	29
	.long	0
	.quad	set_slow_service
	.zero	32
	.quad	.LC569
	.zero	8
	.quad	.LC570
	.long	0
	.zero	4
	.quad	.LC571
	.quad	.LC572
	.quad	0
	.long	29
	.long	0
	.quad	set_choice
	.quad	40
	.zero	24
	.quad	.LC559
	.quad	STALLS_NAME
	.quad	.LC573
	.long	0
	.zero	4
	.quad	.LC574
	.quad	.LC575
	.quad	0
	.long	29
	.long	0
	.quad	set_choice
	.quad	44
	.zero	24
	.quad	.LC559
	.quad	STALL_DIST_NAME
	.quad	.LC131
	.long	0
	.zero	4
	.quad	.LC576
	.quad	.LC577
	.quad	0
	.long	29
	.long	0
	.quad	set_arrivals
	.quad	408
	.zero	40
	.quad	.LC578
	.long	0
	.zero	4
	.quad	.LC579
	.quad	.LC580
	.quad	0
	.long	29
	.long	0
	.quad	set_choice
	.quad	152
	.zero	24
	.quad	.LC581
	.quad	CLOSED_NAME
	.quad	.LC582
	.long	0
	.zero	4
	.quad	.LC583
	.quad	.LC584
	.quad	0
	.long	29
	.long	0
	.quad	set_count
	.quad	160
	.quad	1
	.quad	1000000
	.zero	8
	.quad	.LC585
	.zero	8
	.quad	.LC586
	.long	0
	.zero	4
	.quad	.LC587
	.quad	.LC588
	.quad	0
	.long	23
	.long	0
	.quad	set_expected
	.zero	32
	.quad	.LC589
	.zero	8
	.quad	.LC590
	.long	0
	.zero	4
	.quad	.LC531
	.quad	.LC591
	.quad	0
	.long	1
	.long	1
	.quad	set_time
	.quad	224
	.quad	1
	.zero	32
	.quad	.LC592
	.long	0
	.zero	4
	.quad	.LC593
	.quad	.LC594
	.quad	0
	.long	1
	.long	1
	.quad	set_count
	.quad	240
	.zero	8
	.quad	1000000000
	.quad	232
	.quad	.LC595
	.zero	8
	.quad	.LC596
	.long	0
	.zero	4
	.quad	.LC531
	.quad	.LC597
	.quad	.LC592
	.long	1
	.long	1
	.quad	set_time
	.quad	248
	.zero	16
	.quad	488
	.zero	16
	.quad	.LC598
	.long	0
	.zero	4
	.quad	.LC531
	.quad	.LC599
	.quad	0
	.long	1
	.long	1
	.quad	set_time
	.quad	256
	.quad	1
	.zero	32
	.quad	.LC600
	.long	0
	.zero	4
	.quad	.LC531
	.quad	.LC601
	.quad	.LC598
	.long	1
	.long	1
	.quad	set_time
	.quad	264
	.zero	16
	.quad	496
	.zero	16
	.quad	.LC602
	.long	0
	.zero	4
	.quad	.LC531
	.quad	.LC603
	.quad	.LC598
	.long	1
	.long	1
	.quad	set_time
	.quad	272
	.zero	16
	.quad	500
	.zero	16
	.quad	.LC604
	.long	0
	.zero	4
	.quad	.LC605
	.quad	.LC606
	.quad	0
	.long	1
	.long	1
	.quad	set_choice
	.quad	280
	.zero	24
	.quad	.LC607
	.quad	FROM_NAMES
	.quad	.LC608
	.long	0
	.zero	4
	.quad	.LC593
	.quad	.LC609
	.quad	0
	.long	1
	.long	1
	.quad	set_count
	.quad	288
	.quad	1
	.quad	1000
	.zero	8
	.quad	.LC610
	.zero	8
	.quad	.LC611
	.long	0
	.zero	4
	.quad	.LC612
	.quad	.LC613
	.quad	.LC608
	.long	1
	.long	1
	.quad	set_choice
	.quad	296
	.zero	16
	.quad	492
	.quad	.LC614
	.quad	WHEN_FULL_NAMES
	.quad	.LC428
	.long	0
	.zero	4
	.quad	.LC542
	.quad	.LC615
	.quad	0
	.long	29
	.long	1
	.quad	set_count
	.quad	304
	.quad	1
	.quad	1000
	.zero	8
	.quad	.LC616
	.zero	8
	.quad	.LC429
	.long	0
	.zero	4
	.quad	.LC550
	.quad	.LC617
	.quad	0
	.long	29
	.long	1
	.quad	set_real
	.quad	312
	.zero	8
	.quad	1000000000
	.zero	8
	.quad	.LC618
	.zero	8
	.quad	.LC619
	.long	0
	.zero	4
	.quad	.LC620
	.quad	.LC621
	.quad	.LC429
	.long	29
	.long	1
	.quad	set_return_prob
	.zero	32
	.quad	.LC622
	.zero	8
	.quad	.LC623
	.long	0
	.zero	4
	.quad	.LC531
	.quad	.LC624
	.quad	.LC625
	.long	29
	.long	1
	.quad	set_time
	.quad	328
	.zero	40
	.quad	.LC626
	.long	0
	.zero	4
	.quad	.LC574
	.quad	.LC627
	.quad	.LC625
	.long	29
	.long	1
	.quad	set_choice
	.quad	336
	.zero	24
	.quad	.LC628
	.quad	STALL_DIST_NAME
	.quad	.LC629
	.long	1
	.zero	4
	.quad	0
	.quad	.LC630
	.quad	0
	.long	29
	.long	1
	.quad	set_flag
	.quad	504
	.zero	40
	.quad	.LC631
	.long	0
	.zero	4
	.quad	.LC531
	.quad	.LC632
	.quad	0
	.long	27
	.long	0
	.quad	set_time
	.quad	192
	.zero	40
	.quad	.LC633
	.long	0
	.zero	4
	.quad	.LC634
	.quad	.LC635
	.quad	0
	.long	31
	.long	0
	.quad	set_choice
	.quad	200
	.zero	24
	.quad	.LC636
	.quad	RANK_NAME
	.quad	.LC637
	.long	0
	.zero	4
	.quad	.LC542
	.quad	.LC638
	.quad	0
	.long	17
	.long	0
	.quad	set_reps
	.zero	8
	.quad	1
	.quad	100000
	.zero	8
	.quad	.LC421
	.zero	8
	.quad	.LC639
	.long	0
	.zero	4
	.quad	.LC640
	.quad	.LC641
	.quad	0
	.long	17
	.long	0
	.quad	set_exact_by
	.quad	204
	.zero	24
	.quad	.LC642
	.quad	SAMPLES_NAME
	.quad	.LC643
	.long	0
	.zero	4
	.quad	.LC542
	.quad	.LC644
	.quad	0
	.long	17
	.long	1
	.quad	set_guess_entries
	.zero	16
	.quad	1048576
	.zero	8
	.quad	.LC645
	.zero	8
	.quad	.LC646
	.long	1
	.zero	4
	.quad	0
	.quad	.LC647
	.quad	0
	.long	29
	.long	0
	.quad	set_flag
	.quad	480
	.zero	40
	.quad	.LC648
	.long	1
	.zero	4
	.quad	0
	.quad	.LC649
	.quad	0
	.long	17
	.long	0
	.quad	set_flag
	.quad	452
	.zero	40
	.quad	.LC353
	.long	0
	.zero	4
	.quad	.LC557
	.quad	.LC650
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.quad	.LC426
	.long	0
	.zero	4
	.quad	.LC576
	.quad	.LC651
	.quad	0
	.long	2
	.long	1
	.quad	set_trace
	.quad	416
	.zero	40
	.quad	.LC427
	.long	0
	.zero	4
	.quad	.LC652
	.quad	.LC653
	.quad	0
	.long	2
	.long	1
	.quad	set_trace
	.quad	424
	.zero	40
	.quad	.LC430
	.long	0
	.zero	4
	.quad	.LC654
	.quad	.LC655
	.quad	0
	.long	29
	.long	1
	.quad	set_sweep
	.quad	432
	.zero	24
	.quad	.LC656
	.zero	8
	.quad	.LC657
	.long	0
	.zero	4
	.quad	.LC658
	.quad	.LC659
	.quad	0
	.long	31
	.long	0
	.quad	set_export
	.quad	440
	.zero	24
	.quad	.LC660
	.zero	8
	.quad	.LC661
	.long	1
	.zero	4
	.quad	0
	.quad	.LC662
	.quad	.LC657
	.long	29
	.long	0
	.quad	set_flag
	.quad	448
	.zero	40
	.quad	.LC663
	.long	0
	.zero	4
	.quad	.LC531
	.quad	.LC664
	.quad	.LC657
	.long	29
	.long	1
	.quad	set_hlog_interval
	.zero	32
	.quad	.LC665
	.zero	8
	.quad	.LC666
	.long	1
	.zero	4
	.quad	0
	.quad	.LC667
	.quad	.LC657
	.long	29
	.long	1
	.quad	set_flag
	.quad	360
	.zero	40
	.quad	.LC334
	.long	1
	.zero	4
	.quad	0
	.quad	.LC668
	.quad	0
	.long	29
	.long	0
	.quad	set_cross_check
	.zero	48
	.quad	.LC348
	.long	2
	.zero	4
	.quad	0
	.quad	.LC669
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.quad	.LC351
	.long	2
	.zero	4
	.quad	0
	.quad	.LC670
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.quad	.LC97
	.long	2
	.zero	4
	.quad	0
	.quad	.LC671
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.section	.rodata.str1.1
.LC672:
	.string	"block"
.LC673:
	.string	"drop"
	.section	.data.rel.ro.local
	.align 16
	.type	WHEN_FULL_NAMES, @object
	.size	WHEN_FULL_NAMES, 24
WHEN_FULL_NAMES:
	.quad	.LC672
	.quad	.LC673
	.quad	0
	.section	.rodata.str1.1
.LC674:
	.string	"base"
.LC675:
	.string	"last-send"
	.section	.data.rel.ro.local
	.align 16
	.type	FROM_NAMES, @object
	.size	FROM_NAMES, 24
FROM_NAMES:
	.quad	.LC674
	.quad	.LC675
	.quad	0
	.section	.rodata.str1.1
.LC676:
	.string	"poisson"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHEDULE_NAMES, @object
	.size	SCHEDULE_NAMES, 24
SCHEDULE_NAMES:
	.quad	.LC111
	.quad	.LC676
	.quad	0
	.section	.rodata.str1.1
.LC677:
	.string	"feed-10ms-stall"
.LC678:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC679:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC680:
	.string	"one-2s-stall"
.LC681:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC682:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC683:
	.string	"hundred-requests"
.LC684:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC685:
	.string	"--service 2ms --interval 10ms --requests 199 --stall 1s --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC686:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC687:
	.string	"--service 2ms --interval 50ms --requests 103 --stall 200ms --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC688:
	.string	"mm1-half"
.LC689:
	.string	"seed 003, M/M/1 at rho 0.5"
	.section	.rodata.str1.8
	.align 8
.LC690:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC691:
	.string	"mm1-90"
.LC692:
	.string	"seed 003, M/M/1 at rho 0.9"
	.section	.rodata.str1.8
	.align 8
.LC693:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC694:
	.string	"mm1-99"
.LC695:
	.string	"seed 003, M/M/1 at rho 0.99"
	.section	.rodata.str1.8
	.align 8
.LC696:
	.string	"--schedule poisson --rate 9900 --service-dist exp --service 100us --stall 0 --requests 200000000 --reps 1"
	.align 8
.LC697:
	.string	"the lab, M/G/1: 1 % of requests take 10 ms"
	.align 8
.LC698:
	.string	"--schedule poisson --rate 2500 --service-dist bimodal --service 100us --slow-fraction 0.01 --slow-service 10ms --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC699:
	.string	"gc-pauses"
.LC700:
	.string	"the lab, random pauses"
	.section	.rodata.str1.8
	.align 8
.LC701:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stalls poisson --period 2s --stall-dist exp --stall 50ms --duration 600s --reps 1"
	.section	.rodata.str1.1
.LC702:
	.string	"timeouts"
	.section	.rodata.str1.8
	.align 8
.LC703:
	.string	"seeds 003 and 004, a timeout left out"
	.section	.rodata.str1.1
.LC704:
	.string	"--timeout 50ms"
.LC705:
	.string	"shedding"
	.section	.rodata.str1.8
	.align 8
.LC706:
	.string	"seed 003, load shed as fast errors"
	.section	.rodata.str1.1
.LC707:
	.string	"--queue-limit 10"
.LC708:
	.string	"generator-gc"
	.section	.rodata.str1.8
	.align 8
.LC709:
	.string	"seed 003, a sender that pauses"
	.align 8
.LC710:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0"
	.section	.rodata.str1.1
.LC711:
	.string	"drift"
	.section	.rodata.str1.8
	.align 8
.LC712:
	.string	"seed 003, a schedule from the last send"
	.align 8
.LC713:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0 --schedule-from last-send"
	.section	.rodata.str1.1
.LC714:
	.string	"in-flight-cap"
	.section	.rodata.str1.8
	.align 8
.LC715:
	.string	"seed 003, a cap on requests in flight"
	.section	.rodata.str1.1
.LC716:
	.string	"--max-in-flight 10"
.LC717:
	.string	"mm1k-90"
	.section	.rodata.str1.8
	.align 8
.LC718:
	.string	"seed 003, M/M/1/K at rho 0.9, K 10"
	.align 8
.LC719:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --queue-limit 10 --requests 8000000 --reps 1"
	.section	.rodata.str1.1
.LC720:
	.string	"population"
	.section	.rodata.str1.8
	.align 8
.LC721:
	.string	"seed 004, a closed population (MVA: 301.87 us)"
	.align 8
.LC722:
	.string	"--population 10 --think 900us --service-dist exp --stall 0 --duration 100s"
	.section	.rodata.str1.1
.LC723:
	.string	"population-stalls"
	.section	.rodata.str1.8
	.align 8
.LC724:
	.string	"seed 004, a closed population on seed 000's server"
	.section	.rodata.str1.1
.LC725:
	.string	"--population 10 --think 900us"
.LC726:
	.string	"sessions-2"
	.section	.rodata.str1.8
	.align 8
.LC727:
	.string	"Schroeder et al., partly open: 2 requests a session"
	.align 8
.LC728:
	.string	"--sessions 2500 --return-prob 0.5 --think 900us"
	.section	.rodata.str1.1
.LC729:
	.string	"sessions-20"
	.section	.rodata.str1.8
	.align 8
.LC730:
	.string	"Schroeder et al., partly open: 20 requests a session"
	.align 8
.LC731:
	.string	"--sessions 250 --return-prob 0.95 --think 900us"
	.section	.rodata.str1.1
.LC732:
	.string	"light-load"
	.section	.rodata.str1.8
	.align 8
.LC733:
	.string	"seed 004, the server a monitoring agent watches: seed 000 at a twentieth of capacity"
	.section	.rodata.str1.1
.LC734:
	.string	"--service 10us"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 504
SCENARIOS:
	.quad	.LC346
	.quad	.LC347
	.quad	.LC8
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
	.quad	.LC684
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
	.quad	.LC522
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
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC200
	.quad	.LC203
	.quad	.LC199
	.section	.rodata.str1.1
.LC735:
	.string	"each --service (the default)"
.LC736:
	.string	"exponential of mean --service"
	.section	.rodata.str1.8
	.align 8
.LC737:
	.string	"--slow-fraction --slow-service"
	.align 8
.LC738:
	.string	"--slow-fraction 0.1 --slow-service 1ms"
	.align 8
.LC739:
	.string	"--slow-service for a --slow-fraction, else --service"
	.section	.rodata.str1.1
.LC740:
	.string	"--service-cv 2"
	.section	.rodata.str1.8
	.align 8
.LC741:
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
	.quad	.LC735
	.quad	0
	.quad	.LC521
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
	.quad	.LC736
	.quad	0
	.quad	.LC522
	.quad	draw_bimodal
	.long	0
	.long	0
	.quad	0
	.quad	bimodal_moments
	.quad	bimodal_largest
	.quad	.LC737
	.quad	.LC738
	.quad	6000292609090864433
	.quad	0
	.quad	.LC739
	.quad	bimodal_detail
	.quad	.LC523
	.quad	draw_lognormal
	.long	0
	.long	0
	.quad	0
	.quad	lognormal_moments
	.quad	lognormal_largest
	.quad	.LC560
	.quad	.LC740
	.quad	6000292609090864433
	.quad	6000292609090864434
	.quad	.LC741
	.quad	0
	.local	run_fault_lock
	.comm	run_fault_lock,40,32
	.local	run_fault
	.comm	run_fault,404,32
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC215
	.quad	.LC216
	.quad	.LC213
	.section	.rodata.str1.1
.LC742:
	.string	"p50"
.LC743:
	.string	"p90"
.LC744:
	.string	"p99"
.LC745:
	.string	"p99.9"
.LC746:
	.string	"p99.99"
.LC747:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC742
	.quad	.LC743
	.quad	.LC744
	.quad	.LC745
	.quad	.LC746
	.quad	.LC747
	.section	.rodata.str1.1
.LC748:
	.string	"p999"
.LC749:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC742
	.quad	.LC743
	.quad	.LC744
	.quad	.LC748
	.quad	.LC749
	.quad	.LC747
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
.LC750:
	.string	"auto"
.LC751:
	.string	"lattice"
.LC752:
	.string	"passes"
	.section	.data.rel.ro.local
	.align 32
	.type	SAMPLES_NAME, @object
	.size	SAMPLES_NAME, 40
SAMPLES_NAME:
	.quad	.LC750
	.quad	.LC3
	.quad	.LC751
	.quad	.LC752
	.quad	0
	.section	.rodata.str1.1
.LC753:
	.string	"round"
.LC754:
	.string	"ceil"
	.section	.data.rel.ro.local
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 24
RANK_NAME:
	.quad	.LC753
	.quad	.LC754
	.quad	0
	.section	.rodata.str1.1
.LC755:
	.string	"catch-up"
.LC756:
	.string	"skip"
.LC757:
	.string	"back-to-back"
	.section	.data.rel.ro.local
	.align 32
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 32
CLOSED_NAME:
	.quad	.LC755
	.quad	.LC756
	.quad	.LC757
	.quad	0
	.align 16
	.type	STALL_DIST_NAME, @object
	.size	STALL_DIST_NAME, 24
STALL_DIST_NAME:
	.quad	.LC111
	.quad	.LC521
	.quad	0
	.align 16
	.type	STALLS_NAME, @object
	.size	STALLS_NAME, 24
STALLS_NAME:
	.quad	.LC141
	.quad	.LC676
	.quad	0
	.section	.rodata.str1.1
.LC758:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC111
	.quad	.LC676
	.quad	.LC758
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
.LC45:
	.quad	8390326386894792992
	.quad	8751168585111452281
	.align 16
.LC46:
	.quad	8461454894915218464
	.quad	2334109732628886643
	.align 16
.LC47:
	.quad	7308901430183358312
	.quad	32199620762627616
	.section	.rodata.cst8
	.align 8
.LC51:
	.long	0
	.long	1081589760
	.align 8
.LC52:
	.long	0
	.long	1081794560
	.align 8
.LC53:
	.long	0
	.long	1082535936
	.align 8
.LC54:
	.long	0
	.long	1079246848
	.set	.LC61,.LC175+8
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
	.set	.LC77,.LC192+8
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
.LC168:
	.long	0
	.long	-2147483648
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC169:
	.long	0
	.long	-1073741824
	.align 8
.LC170:
	.long	1413754136
	.long	1075388923
	.align 8
.LC171:
	.long	0
	.long	1125122048
	.align 8
.LC172:
	.long	0
	.long	1137704960
	.align 8
.LC173:
	.long	858993459
	.long	1075917619
	.align 8
.LC174:
	.long	0
	.long	1090021888
	.section	.rodata.cst16
	.align 16
.LC175:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC176:
	.long	0
	.long	1093567616
	.align 8
.LC177:
	.long	-858993459
	.long	1072745676
	.align 8
.LC182:
	.long	0
	.long	1081524224
	.align 8
.LC187:
	.long	0
	.long	1101206224
	.align 8
.LC188:
	.long	0
	.long	1102879800
	.section	.rodata.cst16
	.align 16
.LC192:
	.long	0
	.long	0
	.long	0
	.long	1083129856
	.section	.rodata.cst8
	.align 8
.LC272:
	.long	0
	.long	1081671680
	.align 8
.LC273:
	.long	1202590848
	.long	1065646817
	.align 8
.LC274:
	.long	2061584302
	.long	1072672276
	.align 8
.LC275:
	.long	-1145744107
	.long	1074949041
	.align 8
.LC276:
	.long	-1145744107
	.long	-1072534607
	.align 8
.LC277:
	.long	-400107883
	.long	1041313291
	.section	.rodata.cst16
	.align 16
.LC344:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC345:
	.quad	1
	.quad	200000
	.align 16
.LC369:
	.quad	1000
	.quad	1000
	.align 16
.LC385:
	.quad	1000
	.quad	5000
	.align 16
.LC392:
	.quad	6004495999144771920
	.quad	6004495999145100622
	.section	.rodata.cst8
	.align 8
.LC395:
	.long	0
	.long	1091070464
	.align 8
.LC451:
	.long	0
	.long	1114636288
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
