	.file	"bench.c"
	.text
	.p2align 4
	.type	draw_u01, @function
draw_u01:
.LFB26:
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
.LFE26:
	.size	draw_u01, .-draw_u01
	.p2align 4
	.type	service_moments, @function
service_moments:
.LFB29:
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
.L12:
	movsd	16(%rdi), %xmm0
	mulsd	%xmm0, %xmm0
	movsd	%xmm0, (%rdx)
	ret
.L4:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5
.L11:
	movq	.LC2(%rip), %rax
	movq	%rax, (%rdx)
	ret
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
.LFE29:
	.size	service_moments, .-service_moments
	.p2align 4
	.type	serve_stalls, @function
serve_stalls:
.LFB45:
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
.LFE45:
	.size	serve_stalls, .-serve_stalls
	.p2align 4
	.type	default_shape, @function
default_shape:
.LFB52:
	.cfi_startproc
	movl	72(%rdi), %esi
	xorl	%eax, %eax
	testl	%esi, %esi
	jne	.L19
	movl	152(%rdi), %ecx
	testl	%ecx, %ecx
	jne	.L19
	cmpq	$1, 160(%rdi)
	je	.L25
.L19:
	ret
	.p2align 4,,10
	.p2align 3
.L25:
	movl	8(%rdi), %edx
	testl	%edx, %edx
	jne	.L19
	xorl	%eax, %eax
	cmpq	$0, 40(%rdi)
	sete	%al
	ret
	.cfi_endproc
.LFE52:
	.size	default_shape, .-default_shape
	.p2align 4
	.type	mean_interval, @function
mean_interval:
.LFB60:
	.cfi_startproc
	movq	%rdx, %rcx
	movq	$-1, %rdx
	cmpq	%rcx, %rsi
	jb	.L26
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
.L26:
	movq	%rdx, %rax
	ret
	.cfi_endproc
.LFE60:
	.size	mean_interval, .-mean_interval
	.p2align 4
	.type	cmp_u64, @function
cmp_u64:
.LFB62:
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
.LFE62:
	.size	cmp_u64, .-cmp_u64
	.p2align 4
	.type	cmp_u128, @function
cmp_u128:
.LFB63:
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
.LFE63:
	.size	cmp_u128, .-cmp_u128
	.p2align 4
	.type	ref_serve, @function
ref_serve:
.LFB88:
	.cfi_startproc
	movq	48(%rdi), %r9
	movq	64(%rdi), %r10
	movq	%rdx, %r11
	movq	56(%rdi), %r8
	testq	%r9, %r9
	je	.L42
	leaq	(%r10,%r9), %rdi
	jmp	.L35
	.p2align 4,,10
	.p2align 3
.L43:
	testq	%r8, %r8
	je	.L42
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rdi, %rax
	divq	%r8
	addq	$1, %rax
	imulq	%r8, %rax
	leaq	(%rax,%r10), %rcx
	cmpq	%rcx, %rsi
	jb	.L39
.L44:
	leaq	(%rcx,%r9), %rsi
.L35:
	cmpq	%rdi, %rsi
	jnb	.L43
	movq	%r10, %rcx
	cmpq	%rcx, %rsi
	jnb	.L44
.L39:
	leaq	(%r11,%rsi), %rax
	cmpq	%rax, %rcx
	jnb	.L33
	leaq	(%rax,%r9), %rdi
	testq	%r8, %r8
	je	.L41
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
.L42:
	leaq	(%r11,%rsi), %rax
	ret
.L41:
	movq	%rdi, %rax
.L33:
	ret
	.cfi_endproc
.LFE88:
	.size	ref_serve, .-ref_serve
	.p2align 4
	.type	select_windows, @function
select_windows:
.LFB103:
	.cfi_startproc
	movl	$0, 320(%rdi)
	xorl	%edx, %edx
	jmp	.L57
	.p2align 4,,10
	.p2align 3
.L63:
	addq	$1, %rdx
	cmpq	$6, %rdx
	je	.L62
.L57:
	movl	296(%rdi,%rdx,4), %eax
	testl	%eax, %eax
	jne	.L63
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
.L59:
	movl	%edx, 348(%rdi,%rdx,4)
	movl	320(%rdi), %r10d
	movl	%edx, %ebx
	testl	%r10d, %r10d
	jle	.L64
	leaq	324(%rdi), %rax
	movslq	%r10d, %r11
	movq	224(%rdi,%rdx,8), %r9
	leaq	(%rax,%r11,4), %r8
	jmp	.L50
	.p2align 4,,10
	.p2align 3
.L49:
	addq	$4, %rax
	cmpq	%r8, %rax
	je	.L65
.L50:
	movslq	(%rax), %rcx
	cmpq	%r9, 224(%rdi,%rcx,8)
	jne	.L49
	movl	272(%rdi,%rdx,4), %r14d
	cmpl	%r14d, 272(%rdi,%rcx,4)
	jne	.L49
	addq	$4, %rax
	movl	%ecx, 348(%rdi,%rdx,4)
	cmpq	%r8, %rax
	jne	.L50
	.p2align 4,,10
	.p2align 3
.L65:
	cmpl	%edx, 348(%rdi,%rdx,4)
	je	.L51
.L47:
	addq	$1, %rdx
	cmpq	$6, %rdx
	je	.L66
.L53:
	movl	296(%rdi,%rdx,4), %ecx
	testl	%ecx, %ecx
	je	.L59
	addq	$1, %rdx
	cmpq	$6, %rdx
	jne	.L53
.L66:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L64:
	.cfi_restore_state
	movslq	%r10d, %r11
.L51:
	addl	$1, %r10d
	movl	%r10d, 320(%rdi)
	movl	%ebx, 324(%rdi,%r11,4)
	jmp	.L47
	.p2align 4,,10
	.p2align 3
.L62:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 14
	ret
	.cfi_endproc
.LFE103:
	.size	select_windows, .-select_windows
	.p2align 4
	.type	general_hand, @function
general_hand:
.LFB116:
	.cfi_startproc
	movq	%rsi, 88(%rdi)
	movq	%rdx, 96(%rdi)
	movq	$0, 104(%rdi)
	ret
	.cfi_endproc
.LFE116:
	.size	general_hand, .-general_hand
	.p2align 4
	.type	general_totals, @function
general_totals:
.LFB119:
	.cfi_startproc
	movq	152(%rdi), %rax
	movq	%rax, (%rdx)
	movq	144(%rdi), %rax
	movq	%rax, (%rcx)
	movq	32(%rdi), %rax
	movq	%rax, (%r8)
	ret
	.cfi_endproc
.LFE119:
	.size	general_totals, .-general_totals
	.p2align 4
	.type	ref_walker_hand, @function
ref_walker_hand:
.LFB121:
	.cfi_startproc
	movq	%rsi, 176(%rdi)
	movq	%rdx, 184(%rdi)
	movq	$0, 192(%rdi)
	ret
	.cfi_endproc
.LFE121:
	.size	ref_walker_hand, .-ref_walker_hand
	.globl	__udivti3
	.p2align 4
	.type	ref_mean_interval, @function
ref_mean_interval:
.LFB125:
	.cfi_startproc
	movq	%rdx, %rcx
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%rcx
	subq	%rdx, %rsi
	je	.L74
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
.L74:
	movq	$-1, %rax
	ret
	.cfi_endproc
.LFE125:
	.size	ref_mean_interval, .-ref_mean_interval
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB132:
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
.LFE132:
	.size	cmp_double, .-cmp_double
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
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC3:
	.string	"n"
.LC4:
	.string	"set"
.LC5:
	.string	"%-10s %9s"
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
	.type	print_header, @function
print_header:
.LFB152:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	leaq	.LC3(%rip), %rdx
	leaq	.LC4(%rip), %rsi
	xorl	%eax, %eax
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	leaq	.LC5(%rip), %rdi
	leaq	.LC6(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	leaq	PCT_LABEL(%rip), %rbx
	leaq	48(%rbx), %r12
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L82:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L82
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
.LFE152:
	.size	print_header, .-print_header
	.p2align 4
	.type	ref_walker_end, @function
ref_walker_end:
.LFB123:
	.cfi_startproc
	movq	200(%rdi), %rdi
	jmp	free@PLT
	.cfi_endproc
.LFE123:
	.size	ref_walker_end, .-ref_walker_end
	.p2align 4
	.type	general_end, @function
general_end:
.LFB118:
	.cfi_startproc
	movq	112(%rdi), %rdi
	jmp	free@PLT
	.cfi_endproc
.LFE118:
	.size	general_end, .-general_end
	.p2align 4
	.type	buffers_free, @function
buffers_free:
.LFB138:
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
.LFE138:
	.size	buffers_free, .-buffers_free
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
.LFB20:
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
	ja	.L90
	movq	%rdi, %rcx
	movsbq	%bl, %rbx
	movl	$10, %edi
	jmp	.L91
	.p2align 4,,10
	.p2align 3
.L100:
	movq	%rbx, %rax
	mulq	%rdi
	movq	%rax, %rbx
	jo	.L96
	movsbq	%sil, %rsi
	addq	%rsi, %rbx
	jc	.L96
.L91:
	movq	%rcx, %rax
	movzbl	1(%rcx), %ebp
	addq	$1, %rcx
	leal	-48(%rbp), %esi
	cmpb	$9, %sil
	jbe	.L100
	movl	$1, %r13d
	xorl	%r14d, %r14d
	cmpb	$46, %bpl
	je	.L128
.L101:
	movq	$0, 24(%rsp)
	leaq	units.9(%rip), %r12
.L106:
	movq	(%r12), %rsi
	movq	%rcx, %rdi
	movq	%rcx, (%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rcx
	testl	%eax, %eax
	jne	.L105
	movq	8(%r12), %rax
	movq	%rax, 24(%rsp)
.L105:
	addq	$16, %r12
	leaq	64+units.9(%rip), %rax
	cmpq	%r12, %rax
	jne	.L106
	testb	%bpl, %bpl
	je	.L107
	cmpq	$0, 24(%rsp)
	je	.L129
	movq	24(%rsp), %rax
.L127:
	imulq	%rax, %r14
.L110:
	movq	%r14, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	%rdx, %rsi
	movq	%rax, %r11
	testq	%rdx, %rdx
	jne	.L130
	movq	24(%rsp), %rax
	movq	%r11, %rcx
	mulq	%rbx
	xorl	%ebx, %ebx
	addq	%rax, %rcx
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	sbbq	%rbx, %rsi
	jc	.L96
.L111:
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
.L96:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC15(%rip), %r8
	leaq	.LC16(%rip), %rdx
	call	snprintf@PLT
.L93:
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
.L107:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L116
	movq	%r14, %rcx
	orq	%rbx, %rcx
	je	.L111
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L127
	leaq	.LC13(%rip), %r8
.L108:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC18(%rip), %rdx
	call	snprintf@PLT
	jmp	.L93
	.p2align 4,,10
	.p2align 3
.L128:
	movzbl	1(%rcx), %ebp
	leaq	2(%rax), %rsi
	leal	-48(%rbp), %ecx
	cmpb	$9, %cl
	ja	.L131
	addq	$11, %rax
	.p2align 4,,10
	.p2align 3
.L103:
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
	ja	.L132
	cmpq	%rsi, %rax
	jne	.L103
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC19(%rip), %r8
	leaq	.LC20(%rip), %rdx
	call	snprintf@PLT
	jmp	.L93
.L116:
	movq	$1, 24(%rsp)
	jmp	.L110
.L132:
	movq	%rsi, %rcx
	jmp	.L101
.L90:
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
	jmp	.L93
.L129:
	leaq	.LC12(%rip), %r8
	jmp	.L108
.L130:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC21(%rip), %r8
	leaq	.LC22(%rip), %rdx
	call	snprintf@PLT
	jmp	.L93
.L131:
	leaq	.LC17(%rip), %r8
	jmp	.L108
	.cfi_endproc
.LFE20:
	.size	parse_time, .-parse_time
	.section	.rodata.str1.1
.LC23:
	.string	"%lu %lu\n"
	.text
	.p2align 4
	.type	values_writer, @function
values_writer:
.LFB179:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L138
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
.L135:
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
	jb	.L135
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
.L138:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE179:
	.size	values_writer, .-values_writer
	.section	.rodata.str1.8
	.align 8
.LC24:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB59:
	.cfi_startproc
	movq	(%rdi), %rax
	leaq	8(%rdi), %r9
	leaq	(%rdi,%rsi,8), %r10
	xorl	%edi, %edi
	jmp	.L142
	.p2align 4,,10
	.p2align 3
.L144:
	cmpq	%r9, %r10
	je	.L153
.L147:
	addq	$8, %r9
	movq	-8(%r9), %rax
	cmpq	%r8, %rsi
	je	.L143
.L142:
	leaq	1(%rdi), %rsi
	movq	%rax, (%rcx,%rdi,8)
	movq	%rsi, %rdi
	cmpq	%rdx, %rax
	jb	.L144
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L144
	cmpq	%rsi, %r8
	jne	.L145
	jmp	.L143
	.p2align 4,,10
	.p2align 3
.L146:
	cmpq	%rsi, %r8
	je	.L143
.L145:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L146
	movq	%rsi, %rdi
	cmpq	%r9, %r10
	jne	.L147
.L153:
	movq	%rsi, %rax
	ret
.L143:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC24(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE59:
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
	je	.L155
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L171
.L155:
	cmpq	16(%rbx), %rsi
	je	.L157
	movq	(%rbx), %rax
.L158:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L156:
	xorl	%eax, %eax
.L154:
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
.L157:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L163
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L162
	salq	$5, %rsi
.L159:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L162
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L158
	.p2align 4,,10
	.p2align 3
.L171:
	addq	%rbp, 8(%rax)
	jmp	.L156
	.p2align 4,,10
	.p2align 3
.L163:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L159
.L162:
	movl	$-1, %eax
	jmp	.L154
	.cfi_endproc
.LFE155:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_sorted, @function
table_from_sorted:
.LFB156:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L182
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
	jmp	.L175
	.p2align 4,,10
	.p2align 3
.L186:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L185
.L175:
	movq	(%r12,%rbx,8), %rsi
	movl	$1, %edx
	movq	%r13, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L186
	orl	$-1, %eax
.L172:
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
.L185:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L172
.L182:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE156:
	.size	table_from_sorted, .-table_from_sorted
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB157:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L196
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
	jmp	.L190
	.p2align 4,,10
	.p2align 3
.L192:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L199
.L190:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L192
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L192
	orl	$-1, %eax
	jmp	.L187
	.p2align 4,,10
	.p2align 3
.L199:
	xorl	%eax, %eax
.L187:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L196:
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
.LFB70:
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
.LFE70:
	.size	dist_free, .-dist_free
	.p2align 4
	.type	lattice_summarise, @function
lattice_summarise:
.LFB86:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movups	%xmm0, 64(%rcx)
	movq	8(%rdi), %rax
	testq	%rax, %rax
	je	.L224
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
.L205:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L204
	addq	%rbp, 56(%rbx)
.L204:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L205
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L212
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L203
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L227
.L208:
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
.L211:
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
	jnb	.L209
	.p2align 4,,10
	.p2align 3
.L210:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L210
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L209:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L211
.L203:
	xorl	%eax, %eax
.L202:
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
.L227:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L208
.L224:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L212:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L202
	.cfi_endproc
.LFE86:
	.size	lattice_summarise, .-lattice_summarise
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
	je	.L236
	movq	(%rdi), %rcx
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	leaq	16(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L229:
	movq	%r13, %rbx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movl	$1, %esi
	salq	$5, %rbx
	leaq	(%rcx,%rbx), %rdx
	cmpq	$0, 16(%rdx)
	jne	.L232
	jmp	.L235
	.p2align 4,,10
	.p2align 3
.L261:
	testb	%sil, %sil
	je	.L235
.L232:
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
	jb	.L261
.L235:
	addq	$1, %r13
	cmpq	8(%rbp), %r13
	jnb	.L234
	testb	%sil, %sil
	jne	.L229
.L234:
	testl	%eax, %eax
	je	.L236
.L231:
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
.L236:
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
	jne	.L237
	jmp	.L231
	.p2align 4,,10
	.p2align 3
.L262:
	cmpq	%rbp, %r12
	jnb	.L231
.L237:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	addq	$1, %r12
	addq	$16, %rbx
	call	table_push
	testl	%eax, %eax
	je	.L262
	jmp	.L231
	.cfi_endproc
.LFE159:
	.size	table_from_dist, .-table_from_dist
	.p2align 4
	.type	ref_walker_start, @function
ref_walker_start:
.LFB120:
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
	je	.L264
	movq	64(%rsi), %rax
.L264:
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
.LFE120:
	.size	ref_walker_start, .-ref_walker_start
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB21:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L275
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
	jne	.L271
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L271
	cmpq	%r14, %rax
	jb	.L271
	cmpq	%rax, %r12
	jb	.L271
	movq	%rax, 0(%r13)
.L268:
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
.L271:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L268
	.p2align 4,,10
	.p2align 3
.L275:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE21:
	.size	parse_uint, .-parse_uint
	.p2align 4
	.type	parse_rate, @function
parse_rate:
.LFB184:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L285
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
	jne	.L279
	movq	8(%rsp), %rdx
	cmpb	$0, (%rdx)
	jne	.L279
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L279
	comisd	.LC25(%rip), %xmm0
	ja	.L279
	movsd	%xmm0, (%r12)
.L276:
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
.L279:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L276
	.p2align 4,,10
	.p2align 3
.L285:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE184:
	.size	parse_rate, .-parse_rate
	.p2align 4
	.type	numbers_close, @function
numbers_close:
.LFB35:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	8(%rdi), %rdi
	call	free@PLT
	movq	(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L287
	call	fclose@PLT
.L287:
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
	movups	%xmm0, 48(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE35:
	.size	numbers_close, .-numbers_close
	.section	.rodata.str1.1
.LC26:
	.string	"%.*s.%s.tmp.%ld"
.LC27:
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
	je	.L294
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L293:
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
	leaq	.LC26(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 56
	movq	%rbp, %rdi
	popq	%rdx
	.cfi_def_cfa_offset 48
	leaq	.LC27(%rip), %rsi
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
.L294:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L293
	.cfi_endproc
.LFE162:
	.size	open_atomic, .-open_atomic
	.section	.rodata.str1.8
	.align 8
.LC28:
	.string	"%s '%s' is a directory: give a file, one number a line"
	.section	.rodata.str1.1
.LC29:
	.string	"r"
.LC30:
	.string	"%s '%s' cannot be read: %s"
	.text
	.p2align 4
	.type	numbers_open, @function
numbers_open:
.LFB34:
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
	jne	.L297
	movl	24(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L302
.L297:
	leaq	.LC29(%rip), %rsi
	movq	%rbp, %rdi
	call	fopen@PLT
	movq	%rax, (%rbx)
	testq	%rax, %rax
	je	.L303
	xorl	%eax, %eax
.L296:
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
.L302:
	.cfi_restore_state
	movq	%rbp, %r8
	movq	%r12, %rcx
	leaq	.LC28(%rip), %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L298:
	orl	$-1, %eax
	jmp	.L296
.L303:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbp, %r8
	movq	%r12, %rcx
	movq	%r14, %rsi
	movq	%rax, %r9
	leaq	.LC30(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L298
	.cfi_endproc
.LFE34:
	.size	numbers_open, .-numbers_open
	.section	.rodata.str1.8
	.align 8
.LC31:
	.string	"%s '%s' could not be read whole"
	.align 8
.LC32:
	.string	"%s '%s' is empty: it needs at least one number"
	.align 8
.LC33:
	.string	" is %zd characters long: at most %d are allowed"
	.section	.rodata.str1.1
.LC34:
	.string	": %s"
	.section	.rodata.str1.8
	.align 8
.LC35:
	.string	": '%s' is not valid: a whole number of nanoseconds from 0 to 2^62"
	.align 8
.LC36:
	.string	": %lu comes before the previous line's %lu: due times must not decrease"
	.section	.rodata.str1.1
.LC37:
	.string	"%s %.40s: line %lu"
.LC38:
	.string	"%s%s"
	.text
	.p2align 4
	.type	numbers_next, @function
numbers_next:
.LFB36:
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
	js	.L324
	addq	$1, 48(%r13)
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L309
	jmp	.L311
	.p2align 4,,10
	.p2align 3
.L312:
	movb	$0, (%rax)
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L311
.L309:
	movq	8(%r13), %rdi
	leaq	-1(%rcx), %rdx
	leaq	(%rdi,%rdx), %rax
	movzbl	(%rax), %esi
	cmpb	$10, %sil
	je	.L312
	cmpb	$13, %sil
	je	.L312
	cmpq	$64, %rcx
	jg	.L325
	movl	40(%r13), %eax
	testl	%eax, %eax
	jne	.L326
	movabsq	$4611686018427387903, %rdx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L327
	cmpq	$1, 48(%r13)
	movq	(%r12), %rcx
	jbe	.L318
	movq	56(%r13), %r8
	cmpq	%r8, %rcx
	jb	.L328
.L318:
	movq	%rcx, 56(%r13)
	jmp	.L316
	.p2align 4,,10
	.p2align 3
.L325:
	movl	$64, %r8d
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	leaq	.LC33(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
.L310:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movl	$64, %esi
	movq	%r14, %rdi
	movq	48(%r13), %r9
	leaq	.LC37(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %r8
	movq	%r14, %rcx
	movq	%rbp, %rsi
	leaq	.LC38(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L307:
	movl	$-1, %eax
.L304:
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
.L324:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L329
	cmpq	$0, 48(%r13)
	jne	.L304
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC32(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L307
	.p2align 4,,10
	.p2align 3
.L326:
	movq	%rsp, %r14
	movl	$160, %r8d
	movq	%r12, %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L330
.L316:
	movl	$1, %eax
	jmp	.L304
	.p2align 4,,10
	.p2align 3
.L311:
	movdqa	.LC39(%rip), %xmm0
	leaq	160(%rsp), %r12
	movq	%rsp, %r14
	movaps	%xmm0, 160(%rsp)
	movdqa	.LC40(%rip), %xmm0
	movaps	%xmm0, 176(%rsp)
	movdqa	.LC41(%rip), %xmm0
	movups	%xmm0, 187(%rsp)
	jmp	.L310
	.p2align 4,,10
	.p2align 3
.L330:
	leaq	160(%rsp), %r12
	movq	%r14, %rcx
	movl	$192, %esi
	xorl	%eax, %eax
	leaq	.LC34(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L310
.L327:
	movq	8(%r13), %rcx
	leaq	.LC35(%rip), %rdx
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	movl	$192, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L310
.L329:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC31(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L307
.L328:
	leaq	160(%rsp), %r12
	leaq	.LC36(%rip), %rdx
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	%rsp, %r14
	call	snprintf@PLT
	jmp	.L310
	.cfi_endproc
.LFE36:
	.size	numbers_next, .-numbers_next
	.section	.rodata.str1.1
.LC42:
	.string	" stroke-dasharray=\"5 4\""
.LC43:
	.string	" "
	.section	.rodata.str1.8
	.align 8
.LC44:
	.string	"<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\""
	.section	.rodata.str1.1
.LC49:
	.string	"%s%.1f,%.1f"
.LC50:
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
	leaq	.LC44(%rip), %rsi
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	leaq	.LC42(%rip), %rcx
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
	je	.L333
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L335:
	movsd	16(%r14), %xmm2
	movsd	(%r14), %xmm3
	testq	%r15, %r15
	movq	%rbx, %rdi
	movsd	0(%r13,%r15,8), %xmm1
	movsd	24(%r14), %xmm0
	leaq	.LC43(%rip), %rax
	leaq	.LC11(%rip), %rdx
	movsd	.LC46(%rip), %xmm4
	cmovne	%rax, %rdx
	leaq	.LC49(%rip), %rsi
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
	mulsd	.LC45(%rip), %xmm1
	subsd	%xmm1, %xmm4
	movapd	%xmm4, %xmm1
	mulsd	.LC47(%rip), %xmm0
	addsd	.LC48(%rip), %xmm0
	call	fprintf@PLT
	cmpq	%r15, %rbp
	jne	.L335
.L333:
	addq	$8, %rsp
	.cfi_def_cfa_offset 56
	movq	%rbx, %rcx
	movl	$4, %edx
	movl	$1, %esi
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC50(%rip), %rdi
	popq	%rbp
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
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB166:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	divsd	.LC51(%rip), %xmm0
	movq	%xmm0, %rbx
	call	log10@PLT
	movsd	.LC58(%rip), %xmm2
	movsd	.LC52(%rip), %xmm3
	movapd	%xmm0, %xmm1
	andpd	%xmm2, %xmm0
	ucomisd	%xmm0, %xmm3
	jbe	.L344
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
.L344:
	movq	.LC54(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC55(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L343
	movsd	.LC56(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L352
	addsd	%xmm0, %xmm0
.L343:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L352:
	.cfi_restore_state
	movsd	.LC57(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L353
	mulsd	.LC51(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L353:
	.cfi_restore_state
	mulsd	.LC54(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE166:
	.size	nice_step, .-nice_step
	.section	.rodata.str1.8
	.align 8
.LC61:
	.string	"<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n"
	.align 8
.LC62:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	.align 8
.LC63:
	.string	"<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.align 8
.LC64:
	.string	"<text x=\"18\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 18 %d)\">%s</text>\n"
	.text
	.p2align 4
	.type	svg_axes, @function
svg_axes:
.LFB168:
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
	divsd	.LC59(%rip), %xmm0
	movsd	%xmm0, 16(%rsp)
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jb	.L356
	movapd	%xmm3, %xmm0
	leaq	.LC61(%rip), %rbp
	jmp	.L359
	.p2align 4,,10
	.p2align 3
.L363:
	movsd	16(%r14), %xmm0
.L359:
	movapd	%xmm3, %xmm2
	subsd	%xmm0, %xmm1
	movl	$790, %ecx
	movq	%rbp, %rsi
	subsd	%xmm0, %xmm2
	movl	$80, %edx
	movq	%rbx, %rdi
	movl	$4, %eax
	movsd	.LC46(%rip), %xmm0
	movl	$74, %r8d
	movsd	%xmm3, (%rsp)
	divsd	%xmm1, %xmm2
	mulsd	.LC45(%rip), %xmm2
	subsd	%xmm2, %xmm0
	movsd	.LC60(%rip), %xmm2
	addsd	%xmm0, %xmm2
	movapd	%xmm0, %xmm1
	call	fprintf@PLT
	movsd	24(%r14), %xmm1
	movsd	16(%rsp), %xmm0
	movsd	(%rsp), %xmm3
	addsd	8(%rsp), %xmm3
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jnb	.L363
.L356:
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
	leaq	.LC62(%rip), %rsi
	pushq	$80
	.cfi_def_cfa_offset 112
	call	fprintf@PLT
	movq	%r13, %r8
	movq	%rbx, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 80
	movl	$478, %ecx
	movl	$435, %edx
	leaq	.LC63(%rip), %rsi
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
	leaq	.LC64(%rip), %rsi
	popq	%r12
	.cfi_def_cfa_offset 24
	xorl	%eax, %eax
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	jmp	fprintf@PLT
	.cfi_endproc
.LFE168:
	.size	svg_axes, .-svg_axes
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
	je	.L365
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L366:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L366
	testq	%rcx, %rcx
	je	.L380
	testq	%rbx, %rbx
	je	.L380
	testq	%rcx, %rcx
	js	.L367
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L368:
	movsd	.LC65(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L378
	.p2align 4,,10
	.p2align 3
.L401:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L374
	leaq	(%rsi,%rsi), %r9
	movq	%rbx, %rdi
	movsd	%xmm2, 24(%rsp)
	addq	%r9, %rsi
	movq	%r9, 16(%rsp)
	salq	$4, %rsi
	call	realloc@PLT
	movq	16(%rsp), %r9
	movq	.LC65(%rip), %rdx
	testq	%rax, %rax
	movsd	24(%rsp), %xmm2
	movq	%rdx, %xmm3
	je	.L399
	movq	%r9, %rsi
	movq	%rax, %rbx
.L374:
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
	divsd	.LC66(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm1, %xmm1
	addq	$1, %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC67(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	pxor	%xmm1, %xmm1
	movsd	16(%rsp), %xmm2
	movq	24(%rsp), %rsi
	cvttsd2siq	%xmm0, %rax
	leaq	(%rax,%rax,4), %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC65(%rip), %rax
	movq	%rax, %xmm3
	xorl	%eax, %eax
	movapd	%xmm3, %xmm0
	divsd	%xmm1, %xmm0
	addsd	%xmm0, %xmm2
	cmpq	%r12, %r14
	jnb	.L400
.L378:
	testl	%eax, %eax
	je	.L369
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L369:
	testq	%r14, %r14
	js	.L371
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L372:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L401
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L378
.L400:
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
.L365:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L364:
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
.L371:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L372
	.p2align 4,,10
	.p2align 3
.L367:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L368
.L380:
	xorl	%esi, %esi
	jmp	.L365
.L399:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L364
	.cfi_endproc
.LFE160:
	.size	percentile_rows, .-percentile_rows
	.section	.rodata.str1.1
.LC68:
	.string	"1/(1-Percentile)"
.LC69:
	.string	"TotalCount"
.LC70:
	.string	"Percentile"
.LC71:
	.string	"Value"
.LC72:
	.string	"%12s %14s %10s %14s\n\n"
.LC73:
	.string	"%12.5f %2.12f %10lu %14.2f\n"
.LC74:
	.string	"%12.5f %2.12f %10lu\n"
	.section	.rodata.str1.8
	.align 8
.LC76:
	.string	"#[Mean    = %12.5f, StdDeviation   = %12.5f]\n"
	.align 8
.LC77:
	.string	"#[Max     = %12.5f, Total count    = %12lu]\n"
	.align 8
.LC78:
	.string	"#[Buckets = %12d, SubBuckets     = %12d]\n"
	.text
	.p2align 4
	.type	hgrm_writer, @function
hgrm_writer:
.LFB178:
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
	je	.L436
	leaq	.LC68(%rip), %r9
	leaq	.LC69(%rip), %r8
	xorl	%eax, %eax
	movq	%rbx, %rdi
	leaq	.LC70(%rip), %rcx
	leaq	.LC71(%rip), %rdx
	leaq	.LC72(%rip), %rsi
	call	fprintf@PLT
	movq	40(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L452
	movsd	.LC59(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC74(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L412
	.p2align 4,,10
	.p2align 3
.L453:
	movq	%rbx, %rdi
	movl	$3, %eax
	addq	$1, %r13
	addq	$24, %r14
	movsd	.LC2(%rip), %xmm2
	movsd	.LC2(%rip), %xmm5
	leaq	.LC73(%rip), %rsi
	subsd	%xmm1, %xmm2
	divsd	%xmm2, %xmm5
	movapd	%xmm5, %xmm2
	call	fprintf@PLT
	cmpq	%rbp, %r13
	je	.L413
.L412:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC65(%rip), %xmm1
	testq	%rax, %rax
	js	.L407
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L408:
	movsd	.LC65(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L453
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L412
.L413:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L454
.L405:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L418
	.p2align 4,,10
	.p2align 3
.L456:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L416
.L457:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L417:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L455
.L418:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L456
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
	jns	.L457
.L416:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L417
	.p2align 4,,10
	.p2align 3
.L407:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L408
	.p2align 4,,10
	.p2align 3
.L455:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L425
	.p2align 4,,10
	.p2align 3
.L459:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L423
.L460:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L424:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L458
.L425:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L459
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
	jns	.L460
.L423:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L424
	.p2align 4,,10
	.p2align 3
.L458:
	movsd	.LC75(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L426
	cvttsd2siq	%xmm4, %r14
.L420:
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
	jbe	.L437
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L429:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L428
	cmpl	$63, %ebp
	jle	.L429
.L428:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L450
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L433:
	movsd	8(%rsp), %xmm4
	leaq	.LC76(%rip), %rsi
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
	js	.L434
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L435:
	movq	%r14, %rdx
	leaq	.LC77(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %eax
	divsd	8(%rsp), %xmm0
	call	fprintf@PLT
	movl	%ebp, %edx
	movq	%rbx, %rdi
	movl	$262144, %ecx
	leaq	.LC78(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L402:
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
.L426:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L420
	.p2align 4,,10
	.p2align 3
.L434:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L435
	.p2align 4,,10
	.p2align 3
.L437:
	movl	$1, %ebp
	jmp	.L428
	.p2align 4,,10
	.p2align 3
.L452:
	movsd	.LC59(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L405
	.p2align 4,,10
	.p2align 3
.L454:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L420
.L436:
	movl	$-1, %eax
	jmp	.L402
.L450:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L433
	.cfi_endproc
.LFE178:
	.size	hgrm_writer, .-hgrm_writer
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB133:
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
	je	.L462
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L463:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L463
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L468:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L468
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L465
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L487
.L484:
	pxor	%xmm0, %xmm0
.L470:
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
.L462:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L465:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC79(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L484
.L487:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L485
	sqrtsd	%xmm0, %xmm0
.L474:
	divsd	%xmm2, %xmm0
	jmp	.L470
.L485:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L474
	.cfi_endproc
.LFE133:
	.size	stats_of, .-stats_of
	.section	.rodata.str1.1
.LC80:
	.string	"bench: cannot write %s: %s\n"
.LC81:
	.string	"RESULT export file=%s\n"
.LC82:
	.string	"bench: writing %s failed\n"
	.text
	.p2align 4
	.type	export_file, @function
export_file:
.LFB177:
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
	leaq	.LC38(%rip), %rdx
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
	je	.L495
	movq	%rax, %rbx
	movq	%r14, %rsi
	movq	%rax, %rdi
	call	*%r13
	testl	%eax, %eax
	jne	.L491
	movq	%rbx, %rdi
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L492
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L492
	movq	%rbp, %rsi
	leaq	.LC81(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L488:
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
.L492:
	.cfi_restore_state
	movq	%r12, %rdi
	call	remove@PLT
.L491:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC82(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L490:
	movl	$-1, %ebx
	jmp	.L488
.L495:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC80(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L490
	.cfi_endproc
.LFE177:
	.size	export_file, .-export_file
	.section	.rodata.str1.1
.LC83:
	.string	"bench: "
.LC84:
	.string	"\\n"
.LC85:
	.string	"\\x%02x"
	.text
	.p2align 4
	.type	usage_error, @function
usage_error:
.LFB232:
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
	leaq	.LC83(%rip), %rdi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	je	.L502
	leaq	.LC85(%rip), %rbp
	leaq	.LC84(%rip), %r12
	jmp	.L497
	.p2align 4,,10
	.p2align 3
.L498:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L503
	cmpb	$127, %al
	je	.L503
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L499:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L502
.L497:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L498
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L497
.L502:
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
.L503:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L499
	.cfi_endproc
.LFE232:
	.size	usage_error, .-usage_error
	.p2align 4
	.type	service_of, @function
service_of:
.LFB28:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
	movq	%rdi, %rbx
	subq	$40, %rsp
	.cfi_def_cfa_offset 64
	movl	8(%rdi), %eax
	cmpl	$2, %eax
	je	.L509
	cmpl	$3, %eax
	je	.L510
	cmpl	$1, %eax
	movq	(%rdi), %rax
	je	.L511
.L508:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L509:
	.cfi_restore_state
	movq	96(%rdi), %rdi
	movq	%rsi, %rdx
	movabsq	$6000292609090864433, %rsi
	call	draw_u01
	movsd	24(%rbx), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L538
	movq	32(%rbx), %rax
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L511:
	.cfi_restore_state
	testq	%rax, %rax
	js	.L513
	pxor	%xmm7, %xmm7
	cvtsi2sdq	%rax, %xmm7
	movsd	%xmm7, 8(%rsp)
.L514:
	movq	96(%rbx), %rdi
	movq	%rbp, %rdx
	movabsq	$6000292609090864433, %rsi
	call	draw_u01
	xorpd	.LC86(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movsd	.LC79(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L529
	comisd	.LC87(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L508
	movsd	.LC75(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L542
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L508
	.p2align 4,,10
	.p2align 3
.L510:
	movsd	16(%rdi), %xmm0
	mulsd	%xmm0, %xmm0
	call	log1p@PLT
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L539
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
.L523:
	movq	(%rbx), %rax
	testq	%rax, %rax
	js	.L524
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L525:
	call	log@PLT
	movsd	8(%rsp), %xmm2
	movq	96(%rbx), %rbx
	movq	%rbp, %rdx
	movabsq	$6000292609090864433, %rsi
	movapd	%xmm0, %xmm1
	movapd	%xmm2, %xmm0
	movq	%rbx, %rdi
	mulsd	%xmm2, %xmm0
	mulsd	.LC79(%rip), %xmm0
	subsd	%xmm0, %xmm1
	movsd	%xmm1, 24(%rsp)
	call	draw_u01
	xorpd	.LC86(%rip), %xmm0
	call	log1p@PLT
	mulsd	.LC88(%rip), %xmm0
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L540
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 16(%rsp)
.L528:
	movabsq	$6000292609090864434, %rsi
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	call	draw_u01
	mulsd	.LC89(%rip), %xmm0
	call	cos@PLT
	mulsd	16(%rsp), %xmm0
	mulsd	8(%rsp), %xmm0
	addsd	24(%rsp), %xmm0
	call	exp@PLT
	addsd	.LC79(%rip), %xmm0
	movsd	.LC2(%rip), %xmm1
	comisd	%xmm0, %xmm1
	ja	.L529
	comisd	.LC90(%rip), %xmm0
	movabsq	$1125899906842624, %rax
	jnb	.L508
	movsd	.LC75(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L543
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L508
	.p2align 4,,10
	.p2align 3
.L538:
	movq	(%rbx), %rax
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L513:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L514
	.p2align 4,,10
	.p2align 3
.L529:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	movl	$1, %eax
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L524:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L525
	.p2align 4,,10
	.p2align 3
.L542:
	cvttsd2siq	%xmm1, %rax
	jmp	.L508
	.p2align 4,,10
	.p2align 3
.L543:
	cvttsd2siq	%xmm0, %rax
	jmp	.L508
.L539:
	call	sqrt@PLT
	movsd	%xmm0, 8(%rsp)
	jmp	.L523
.L540:
	call	sqrt@PLT
	movsd	%xmm0, 16(%rsp)
	jmp	.L528
	.cfi_endproc
.LFE28:
	.size	service_of, .-service_of
	.section	.rodata.str1.1
.LC91:
	.string	"it ended early"
	.section	.rodata.str1.8
	.align 8
.LC93:
	.string	"bench: --arrivals '%s' changed while the run read it: %s\n"
	.text
	.p2align 4
	.type	due_next, @function
due_next:
.LFB39:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	subq	$296, %rsp
	.cfi_def_cfa_offset 320
	movq	8(%rdi), %rax
	movq	(%rdi), %rbp
	leaq	1(%rax), %rdx
	movq	%rdx, 8(%rdi)
	movq	112(%rbp), %rdx
	testq	%rdx, %rdx
	je	.L545
	movq	(%rdx,%rax,8), %rax
.L544:
	addq	$296, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L545:
	.cfi_restore_state
	movl	72(%rbp), %edx
	testl	%edx, %edx
	je	.L555
	cmpl	$1, %edx
	je	.L556
	leaq	32(%rsp), %r12
	addq	$40, %rdi
	leaq	24(%rsp), %rsi
	movl	$256, %ecx
	movq	%r12, %rdx
	call	numbers_next
	cmpl	$1, %eax
	jne	.L551
	movq	24(%rsp), %rax
	addq	$296, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L555:
	.cfi_restore_state
	imulq	80(%rbp), %rax
	addq	$296, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L556:
	.cfi_restore_state
	movabsq	$-7046029254386353131, %rax
	addq	32(%rdi), %rax
	pxor	%xmm1, %xmm1
	movsd	.LC2(%rip), %xmm0
	movq	%rax, %rdx
	movq	%rax, 32(%rdi)
	shrq	$30, %rdx
	movq	%rdi, 8(%rsp)
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
	movq	8(%rsp), %rdi
	xorpd	.LC86(%rip), %xmm0
	movsd	.LC75(%rip), %xmm1
	divsd	16(%rdi), %xmm0
	mulsd	.LC92(%rip), %xmm0
	addsd	24(%rdi), %xmm0
	comisd	%xmm1, %xmm0
	movsd	%xmm0, 24(%rdi)
	jb	.L557
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L544
	.p2align 4,,10
	.p2align 3
.L557:
	cvttsd2siq	%xmm0, %rax
	jmp	.L544
.L551:
	testl	%eax, %eax
	leaq	.LC91(%rip), %rax
	movq	stderr(%rip), %rdi
	movq	104(%rbp), %rdx
	cmovne	%r12, %rax
	leaq	.LC93(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE39:
	.size	due_next, .-due_next
	.section	.rodata.str1.1
.LC94:
	.string	"stalls come at random"
	.section	.rodata.str1.8
	.align 8
.LC95:
	.string	"stall lengths are drawn from a distribution"
	.align 8
.LC96:
	.string	"the load is at or above capacity (service >= interval)"
	.align 8
.LC97:
	.string	"it covers back-to-back closed loops with one connection only"
	.align 8
.LC98:
	.string	"it covers skipping closed loops with one connection only"
	.align 8
.LC99:
	.string	"the first stall does not begin on a due instant"
	.align 8
.LC100:
	.string	"a stall's backlog has not drained when the next stall begins"
	.align 8
.LC101:
	.string	"the stall period is not a whole number of intervals"
	.text
	.p2align 4
	.type	closed_form_gap.part.0, @function
closed_form_gap.part.0:
.LFB242:
	.cfi_startproc
	movq	48(%rdi), %rcx
	testq	%rcx, %rcx
	je	.L559
	movl	40(%rdi), %esi
	leaq	.LC94(%rip), %rax
	testl	%esi, %esi
	jne	.L558
	movl	44(%rdi), %edx
	leaq	.LC95(%rip), %rax
	testl	%edx, %edx
	jne	.L558
.L559:
	movq	(%rdi), %r8
	movq	80(%rdi), %rsi
	leaq	.LC96(%rip), %rax
	cmpq	%rsi, %r8
	jnb	.L558
	movl	152(%rdi), %eax
	cmpl	$2, %eax
	je	.L578
	cmpl	$1, %eax
	je	.L579
.L562:
	testq	%rcx, %rcx
	je	.L568
	movq	64(%rdi), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	.LC99(%rip), %rax
	testq	%rdx, %rdx
	jne	.L558
	movq	56(%rdi), %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	je	.L558
	movq	%rdi, %rax
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC101(%rip), %rax
	testq	%rdx, %rdx
	jne	.L558
	subq	%r8, %rsi
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	%rax, %rcx
	leaq	.LC100(%rip), %rax
	sbbq	$-1, %rcx
	cmpq	%rcx, %rdi
	cmovnb	%r9, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L568:
	xorl	%eax, %eax
.L558:
	ret
	.p2align 4,,10
	.p2align 3
.L579:
	cmpq	$1, 160(%rdi)
	leaq	.LC98(%rip), %rax
	jbe	.L562
	ret
	.p2align 4,,10
	.p2align 3
.L578:
	cmpq	$1, 160(%rdi)
	leaq	.LC97(%rip), %rax
	jbe	.L562
	ret
	.cfi_endproc
.LFE242:
	.size	closed_form_gap.part.0, .-closed_form_gap.part.0
	.section	.rodata.str1.8
	.align 8
.LC102:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.align 8
.LC103:
	.string	"service times are drawn from a distribution"
	.text
	.p2align 4
	.type	closed_form_gap, @function
closed_form_gap:
.LFB77:
	.cfi_startproc
	movl	72(%rdi), %edx
	testl	%edx, %edx
	jne	.L582
	movl	8(%rdi), %eax
	testl	%eax, %eax
	jne	.L583
	jmp	closed_form_gap.part.0
	.p2align 4,,10
	.p2align 3
.L583:
	leaq	.LC103(%rip), %rax
	ret
	.p2align 4,,10
	.p2align 3
.L582:
	leaq	.LC102(%rip), %rax
	ret
	.cfi_endproc
.LFE77:
	.size	closed_form_gap, .-closed_form_gap
	.section	.rodata.str1.8
	.align 8
.LC104:
	.string	"bench: internal error: rank %lu is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	select_end_pass, @function
select_end_pass:
.LFB104:
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
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movl	68(%rdi), %eax
	leal	1(%rax), %edx
	movl	%edx, 68(%rdi)
	testl	%eax, %eax
	jne	.L585
	movq	8(%rdi), %rax
	movq	(%rdi), %r14
	movq	%rax, 24(%rsp)
	subq	$0, %rax
	jne	.L608
	movl	64(%rdi), %esi
	movl	$0, 72(%rdi)
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%esi, %esi
	jne	.L588
	movl	$50000, %r12d
	xorl	%r13d, %r13d
.L588:
	leaq	128(%rbp), %rax
	movq	384(%rbp), %r15
	leaq	80(%rbp), %rbx
	movq	%rax, 32(%rsp)
	movq	24(%rsp), %rax
	leaq	PCT_MILLI(%rip), %r11
	leaq	272(%rbp), %r8
	orq	%r14, %rax
	movq	%rax, 40(%rsp)
	.p2align 4,,10
	.p2align 3
.L599:
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
	movq	%rcx, (%rbx)
	je	.L589
	movq	%r14, %rax
	xorq	%rcx, %rax
	orq	24(%rsp), %rax
	je	.L620
	cmpq	$1, %rcx
	je	.L593
	movq	48(%rbp), %rax
	movl	$0, 24(%r8)
	xorl	%edx, %edx
	movq	%rax, 48(%rbx)
	movq	(%r15), %rax
	cmpq	%rcx, %rax
	jnb	.L621
	.p2align 4,,10
	.p2align 3
.L594:
	addq	$1, %rdx
	movq	%rax, %rsi
	addq	(%r15,%rdx,8), %rax
	cmpq	%rcx, %rax
	jb	.L594
	cmpq	$16383, %rdx
	jbe	.L622
	movq	%rdx, %rcx
	movq	%rsi, 96(%rbx)
	shrq	$13, %rcx
	leal	-1(%rcx), %eax
	movq	%rax, %rcx
	salq	$13, %rax
	subq	%rax, %rdx
	movl	%ecx, (%r8)
	salq	%cl, %rdx
	movq	%rdx, 144(%rbx)
	testl	%ecx, %ecx
	je	.L595
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, (%r8)
	addl	$1, 72(%rbp)
.L596:
	movq	32(%rsp), %rax
	addq	$8, %rbx
	addq	$8, %r11
	addq	$4, %r8
	cmpq	%rax, %rbx
	jne	.L599
	movq	%r15, %rdi
	call	free@PLT
	movq	%rbp, %rdi
	movq	$0, 384(%rbp)
	call	select_windows
.L600:
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
.L585:
	.cfi_restore_state
	movq	376(%rdi), %r10
	leaq	272(%rdi), %r8
	leaq	80(%rdi), %r9
	leaq	296(%rdi), %r11
	jmp	.L607
	.p2align 4,,10
	.p2align 3
.L601:
	addq	$4, %r8
	addq	$8, %r9
	cmpq	%r11, %r8
	je	.L623
.L607:
	movl	24(%r8), %ecx
	movl	76(%r8), %eax
	movq	96(%r9), %rdx
	testl	%ecx, %ecx
	jne	.L601
	movslq	%eax, %rsi
	movq	(%r9), %rcx
	xorl	%eax, %eax
	salq	$19, %rsi
	leaq	(%r10,%rsi), %rdi
	jmp	.L602
	.p2align 4,,10
	.p2align 3
.L604:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L603
.L602:
	movq	%rdx, %rsi
	addq	(%rdi,%rax,8), %rdx
	cmpq	%rcx, %rdx
	jb	.L604
	movl	(%r8), %ecx
	movq	%rsi, 96(%r9)
	salq	%cl, %rax
	addq	144(%r9), %rax
	movq	%rax, 144(%r9)
	testl	%ecx, %ecx
	jne	.L606
	movq	%rax, 48(%r9)
	addq	$4, %r8
	addq	$8, %r9
	movl	$1, 20(%r8)
	subl	$1, 72(%rbp)
	cmpq	%r11, %r8
	jne	.L607
.L623:
	movq	%r10, %rdi
	movl	$3145728, %edx
	xorl	%esi, %esi
	call	memset@PLT
	movq	%rbp, %rdi
	call	select_windows
	jmp	.L600
	.p2align 4,,10
	.p2align 3
.L606:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, (%r8)
	jmp	.L601
	.p2align 4,,10
	.p2align 3
.L589:
	movl	$1, 24(%r8)
	movq	$0, 48(%rbx)
	jmp	.L596
	.p2align 4,,10
	.p2align 3
.L620:
	movl	$1, 24(%r8)
	cmpq	$1, %rcx
	je	.L591
	movq	48(%rbp), %rax
	movq	%rax, 48(%rbx)
	jmp	.L596
	.p2align 4,,10
	.p2align 3
.L593:
	movl	$1, 24(%r8)
.L591:
	movq	40(%rbp), %rax
	movq	%rax, 48(%rbx)
	jmp	.L596
	.p2align 4,,10
	.p2align 3
.L622:
	movq	%rsi, 96(%rbx)
	movl	$0, (%r8)
	movq	%rdx, 144(%rbx)
.L595:
	movq	%rdx, 48(%rbx)
	movl	$1, 24(%r8)
	jmp	.L596
.L621:
	movq	$0, 96(%rbx)
	movl	$0, (%r8)
	movq	$0, 144(%rbx)
	movq	%rdx, 48(%rbx)
	movl	$1, 24(%r8)
	jmp	.L596
.L608:
	movl	$-2, %eax
	jmp	.L584
.L603:
	movq	stderr(%rip), %rdi
	movq	%rcx, %rdx
	leaq	.LC104(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE104:
	.size	select_end_pass, .-select_end_pass
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB248:
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
	je	.L631
.L625:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L624:
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
.L631:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L632
	movl	$512, %esi
	movl	$16, %ebp
.L626:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L633
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L625
	.p2align 4,,10
	.p2align 3
.L632:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L626
.L633:
	movl	$1, 24(%rbx)
	jmp	.L624
	.cfi_endproc
.LFE248:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.8
	.align 8
.LC105:
	.string	"bench: internal error: rank %lu of the corrected set is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	cqr_end_pass.part.0, @function
cqr_end_pass.part.0:
.LFB249:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdi, %rax
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	leaq	96(%rax), %r10
	leaq	192(%rax), %r11
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
	xorl	%ebx, %ebx
	subq	$120, %rsp
	.cfi_def_cfa_offset 176
	movq	512(%rax), %rax
	movq	%rdi, 88(%rsp)
	movq	504(%rdi), %rdi
	movq	%rax, 16(%rsp)
	movq	%rdi, 8(%rsp)
	movq	%rdi, 104(%rsp)
	.p2align 4,,10
	.p2align 3
.L645:
	movl	(%r11), %edx
	movq	312(%r10), %r12
	testl	%edx, %edx
	jne	.L635
	movl	24(%r11), %eax
	testl	%eax, %eax
	je	.L636
	movq	192(%r10), %rcx
	movq	8(%rsp), %rsi
	xorl	%eax, %eax
	jmp	.L637
	.p2align 4,,10
	.p2align 3
.L641:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L664
.L637:
	movq	%r12, %rdx
	addq	(%rsi,%rax,8), %r12
	cmpq	%rcx, %r12
	jb	.L641
	movl	192(%r11), %ecx
	movq	%rdx, 312(%r10)
	salq	%cl, %rax
	addq	240(%r10), %rax
	movq	%rax, 240(%r10)
	testl	%ecx, %ecx
	jne	.L665
	movq	88(%rsp), %rdi
	movq	144(%r10), %rdx
	imulq	(%rdi), %rdx
	addq	%rdx, %rax
	movq	%rax, 48(%r10)
	movl	$1, (%r11)
	subl	$1, 24(%rdi)
	.p2align 4,,10
	.p2align 3
.L635:
	addq	$1, %rbx
	addq	$8, %r10
	addq	$4, %r11
	addq	$524288, 8(%rsp)
	addq	$524288, 16(%rsp)
	cmpq	$6, %rbx
	jne	.L645
	movq	104(%rsp), %rdi
	movl	$3145728, %edx
	xorl	%esi, %esi
	call	memset@PLT
	movq	88(%rsp), %rax
	movl	$3145728, %edx
	xorl	%esi, %esi
	movq	512(%rax), %rdi
	call	memset@PLT
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
.L636:
	.cfi_restore_state
	movl	192(%r11), %eax
	movq	240(%r10), %rdx
	movl	$1, %edi
	movq	%r11, 72(%rsp)
	movq	%rbx, 56(%rsp)
	xorl	%esi, %esi
	movl	%eax, %ecx
	movl	%eax, 24(%rsp)
	salq	%cl, %rdi
	movq	%r10, 64(%rsp)
	leaq	-1(%rdi,%rdx), %rax
	xorl	%edi, %edi
	movq	%rdx, 80(%rsp)
	movq	%rax, 40(%rsp)
	movq	360(%r10), %rax
	movq	%rdi, %r11
	movq	%rax, 48(%rsp)
	movq	(%r10), %rax
	movq	%rax, 32(%rsp)
	movq	%rax, 96(%rsp)
	jmp	.L639
	.p2align 4,,10
	.p2align 3
.L667:
	addq	$1, %rsi
	addq	%r10, %r12
	addq	%rdi, %r11
	cmpq	$65536, %rsi
	je	.L666
.L639:
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
	jc	.L667
	movq	80(%rsp), %rdx
	movq	64(%rsp), %r10
	movl	24(%rsp), %eax
	movq	56(%rsp), %rbx
	addq	%rdx, %rbp
	movq	%r12, 312(%r10)
	movq	72(%rsp), %r11
	movq	%rbp, 240(%r10)
	movl	%eax, %ecx
	movq	%r13, 360(%r10)
	testl	%eax, %eax
	je	.L668
	movl	24(%rsp), %edi
	movl	$16, %eax
	cmpl	%eax, %edi
	cmovnb	%edi, %eax
	subl	$16, %eax
	movl	%eax, 192(%r11)
	jmp	.L635
	.p2align 4,,10
	.p2align 3
.L665:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, 192(%r11)
	jmp	.L635
	.p2align 4,,10
	.p2align 3
.L668:
	leaq	-1(%rbp), %rax
	movq	32(%rsp), %rsi
	imulq	%r13, %rax
	subq	%r12, %rsi
	subq	%rax, %rsi
	movq	88(%rsp), %rax
	movq	(%rax), %rax
	movq	%rax, %rdx
	movq	%rax, 24(%rsp)
	subq	$1, %rdx
	je	.L643
	.p2align 4,,10
	.p2align 3
.L644:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L650
	movq	%rdx, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L644
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L643:
	movl	$1, 24(%r11)
	movq	%rbp, 144(%r10)
	movq	%rsi, 192(%r10)
	movq	$0, 240(%r10)
	movq	$0, 312(%r10)
	movl	%ecx, 192(%r11)
	jmp	.L635
.L666:
	movq	96(%rsp), %rdx
.L640:
	movq	stderr(%rip), %rdi
	leaq	.LC105(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L664:
	movq	88(%rsp), %rax
	movslq	%ebx, %rbx
	movq	96(%rax,%rbx,8), %rdx
	jmp	.L640
.L650:
	movl	$48, %ecx
	jmp	.L643
	.cfi_endproc
.LFE249:
	.size	cqr_end_pass.part.0, .-cqr_end_pass.part.0
	.p2align 4
	.type	cqr_add, @function
cqr_add:
.LFB109:
	.cfi_startproc
	movq	(%rdi), %r8
	movq	%rsi, %rax
	xorl	%edx, %edx
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	20(%rdi), %r15d
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	divq	%r8
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rdx, %r10
	movq	%rax, %r9
	testl	%r15d, %r15d
	jne	.L670
	movdqa	64(%rdi), %xmm0
	movq	32(%rdi), %rax
	movq	40(%rdi), %rdx
	movq	48(%rdi), %rcx
	movq	56(%rdi), %rbx
	movq	8(%rdi), %r11
	movaps	%xmm0, -32(%rsp)
	cmpq	%r8, %rsi
	jb	.L686
	xorl	%r13d, %r13d
	addq	%r9, %rax
	movq	%r9, %r12
	adcq	%r13, %rdx
	movq	%rax, -16(%rsp)
	movq	%rsi, %rax
	subq	%r10, %rax
	movq	%rdx, -8(%rsp)
	leaq	1(%r9), %rdx
	mulq	%rdx
	shrdq	$1, %rdx, %rax
	shrq	%rdx
	movq	%rax, %r14
	movq	%r10, %rax
	movq	%rdx, %r15
	mulq	%r9
	addq	%rcx, %rax
	adcq	%rbx, %rdx
	addq	%rax, %r14
	adcq	%rdx, %r15
	cmpq	%rsi, %r11
	jnb	.L675
	leaq	(%r8,%r10), %rax
	xorl	%r12d, %r12d
	xorl	%r13d, %r13d
	cmpq	%rax, %r11
	jnb	.L687
.L675:
	movdqa	-16(%rsp), %xmm1
	addq	-32(%rsp), %r12
	movq	%r14, 48(%rdi)
	movq	%r9, %rax
	adcq	-24(%rsp), %r13
	movq	%r15, 56(%rdi)
	addq	$1, 88(%rdi)
	movq	520(%rdi), %rdx
	movq	%r12, 64(%rdi)
	movq	%r13, 72(%rdi)
	movaps	%xmm1, 32(%rdi)
	cmpq	$16383, %r9
	jbe	.L676
	bsrq	%r9, %rax
	movq	%r9, %rsi
	subl	$13, %eax
	movq	%rax, %rcx
	salq	$13, %rax
	shrq	%cl, %rsi
	addq	%rsi, %rax
.L676:
	salq	$3, %rax
	addq	$1, (%rdx,%rax)
	addq	528(%rdi), %rax
	addq	%r9, (%rax)
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L670:
	.cfi_restore_state
	leaq	192(%rdi), %rax
	leaq	240(%rdi), %rdx
	xorl	%r11d, %r11d
	leaq	216(%rdi), %r12
	.p2align 4,,10
	.p2align 3
.L681:
	movl	(%rax), %ebx
	testl	%ebx, %ebx
	jne	.L677
	movl	24(%rax), %ecx
	testl	%ecx, %ecx
	jne	.L678
	cmpq	%r8, %rsi
	jb	.L677
	movl	192(%rax), %ecx
	movq	%r9, %rbx
	subq	96(%rdx), %rbx
	shrq	%cl, %rbx
	movq	%rbx, %rcx
	cmpq	$65535, %rbx
	jbe	.L688
	.p2align 4,,10
	.p2align 3
.L677:
	addq	$4, %rax
	addq	$65536, %r11
	addq	$8, %rdx
	cmpq	%r12, %rax
	jne	.L681
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L678:
	.cfi_restore_state
	movq	(%rdx), %rcx
	testq	%rcx, %rcx
	jne	.L679
	movq	%rsi, %rcx
	cmpq	%r8, %rsi
	jnb	.L677
.L680:
	movq	%rcx, %rbx
	movl	192(%rax), %ecx
	subq	96(%rdx), %rbx
	shrq	%cl, %rbx
	movq	%rbx, %rcx
	cmpq	$65535, %rbx
	ja	.L677
	movq	504(%rdi), %rbx
	addq	%r11, %rcx
	addq	$1, (%rbx,%rcx,8)
	jmp	.L677
	.p2align 4,,10
	.p2align 3
.L679:
	cmpq	%r8, %rsi
	jb	.L677
	cmpq	%rcx, %r9
	jb	.L677
	movq	%r10, %rcx
	jmp	.L680
	.p2align 4,,10
	.p2align 3
.L688:
	movq	504(%rdi), %rbx
	addq	%r11, %rcx
	salq	$3, %rcx
	addq	%rcx, %rbx
	addq	512(%rdi), %rcx
	addq	$1, (%rbx)
	addq	%r9, (%rcx)
	jmp	.L677
	.p2align 4,,10
	.p2align 3
.L686:
	addq	$1, %rax
	adcq	$0, %rdx
	movq	%rax, 32(%rdi)
	movq	%rsi, %rax
	movq	%rdx, 40(%rdi)
	xorl	%edx, %edx
	addq	%rcx, %rax
	adcq	%rbx, %rdx
	movq	%rax, 48(%rdi)
	xorl	%eax, %eax
	cmpq	%rsi, %r11
	setnb	%al
	movq	%rdx, 56(%rdi)
	xorl	%edx, %edx
	addq	-32(%rsp), %rax
	adcq	-24(%rsp), %rdx
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	movq	%rax, 64(%rdi)
	popq	%r12
	.cfi_def_cfa_offset 32
	addq	$1, 80(%rdi)
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	movq	%rdx, 72(%rdi)
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L687:
	.cfi_restore_state
	movq	%r11, %rax
	xorl	%edx, %edx
	xorl	%r13d, %r13d
	subq	%r10, %rax
	divq	%r8
	movq	%rax, %r12
	jmp	.L675
	.cfi_endproc
.LFE109:
	.size	cqr_add, .-cqr_add
	.section	.rodata.str1.8
	.align 8
.LC106:
	.string	"bench: the corrected set would hold more than 2^64 values: raise --expected-interval or shorten the run\n"
	.section	.rodata.str1.1
.LC107:
	.string	"bench: out of memory %s\n"
	.text
	.p2align 4
	.type	cannot, @function
cannot:
.LFB207:
	.cfi_startproc
	movl	%edi, %eax
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	cmpl	$-2, %eax
	je	.L693
	movq	%rsi, %rdx
	xorl	%eax, %eax
	leaq	.LC107(%rip), %rsi
	call	fprintf@PLT
	movl	$1, %eax
.L689:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L693:
	.cfi_restore_state
	movq	%rdi, %rcx
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC106(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L689
	.cfi_endproc
.LFE207:
	.size	cannot, .-cannot
	.section	.rodata.str1.1
.LC108:
	.string	"%.1f"
.LC109:
	.string	"%.3f"
	.text
	.p2align 4
	.type	fmt_ratio.constprop.0, @function
fmt_ratio.constprop.0:
.LFB260:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	je	.L695
	testq	%rsi, %rsi
	js	.L696
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L698
.L706:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L699:
	divsd	%xmm1, %xmm0
	leaq	.LC109(%rip), %rax
	movq	%rbx, %rdi
	movl	$32, %esi
	leaq	.LC108(%rip), %rdx
	comisd	.LC65(%rip), %xmm0
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
.L696:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L706
.L698:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L699
	.p2align 4,,10
	.p2align 3
.L695:
	movq	%rbx, %rax
	movl	$6369134, (%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE260:
	.size	fmt_ratio.constprop.0, .-fmt_ratio.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC110:
	.string	"a number above 0 and at most 100"
	.align 8
.LC111:
	.string	"--service-cv '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC112:
	.string	"a number above 0 and below 1"
	.section	.rodata.str1.8
	.align 8
.LC113:
	.string	"--slow-fraction '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC114:
	.string	"--service"
.LC115:
	.string	"--service %s"
.LC116:
	.string	"it must be above zero"
	.section	.rodata.str1.8
	.align 8
.LC117:
	.string	"--service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC118:
	.string	"--interval"
.LC119:
	.string	"--interval %s"
	.section	.rodata.str1.8
	.align 8
.LC120:
	.string	"--interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC121:
	.string	"--stall"
.LC122:
	.string	"--stall %s"
.LC123:
	.string	"--period"
.LC124:
	.string	"--period %s"
.LC125:
	.string	"--first-stall"
.LC126:
	.string	"--first-stall %s"
.LC127:
	.string	"--slow-above"
.LC128:
	.string	"--slow-above %s"
.LC129:
	.string	"--duration"
.LC130:
	.string	"--duration %s"
	.section	.rodata.str1.8
	.align 8
.LC131:
	.string	"--duration '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC132:
	.string	"--requests"
	.section	.rodata.str1.8
	.align 8
.LC133:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sorted)"
	.align 8
.LC134:
	.string	"--requests '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC135:
	.string	"--expected-interval"
.LC136:
	.string	"mean"
.LC137:
	.string	"a time above zero, or mean"
	.section	.rodata.str1.8
	.align 8
.LC138:
	.string	"--expected-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC139:
	.string	"--slow-service"
	.section	.rodata.str1.8
	.align 8
.LC140:
	.string	"a time above zero and below 2^50 ns, e.g. 10ms"
	.align 8
.LC141:
	.string	"--slow-service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC142:
	.string	"--service-cv"
.LC143:
	.string	"--slow-fraction"
.LC144:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC145:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC146:
	.string	"--reps '%s' is not valid: %s"
.LC147:
	.string	"--rate"
	.section	.rodata.str1.8
	.align 8
.LC148:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC149:
	.string	"--rate '%s' is not valid: %s"
.LC150:
	.string	"--seed"
	.section	.rodata.str1.8
	.align 8
.LC151:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC152:
	.string	"--seed '%s' is not valid: %s"
.LC153:
	.string	"--connections"
	.section	.rodata.str1.8
	.align 8
.LC154:
	.string	"a whole number from 1 to 1000000"
	.align 8
.LC155:
	.string	"--connections '%s' is not valid: %s"
	.text
	.p2align 4
	.type	apply_amount.constprop.0, @function
apply_amount.constprop.0:
.LFB263:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	movq	%rcx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	movq	%rdi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	movq	%rdx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	movq	%rsi, %rbx
	leaq	.LC114(%rip), %rsi
	movq	%rbx, %rdi
	subq	$1432, %rsp
	.cfi_def_cfa_offset 1472
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L771
	leaq	.LC118(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L772
	leaq	.LC121(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L773
	leaq	.LC123(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L774
	leaq	.LC125(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L775
	leaq	.LC127(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L776
	leaq	.LC129(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L777
	leaq	.LC132(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L778
	leaq	.LC135(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L730
	leaq	.LC136(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L731
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L732
	movq	8(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L732
	movq	%rdx, 168(%r12)
.L731:
	movl	%eax, 176(%r12)
	movl	$1, 332(%r12)
	.p2align 4,,10
	.p2align 3
.L746:
	xorl	%eax, %eax
.L707:
	addq	$1432, %rsp
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
.L772:
	.cfi_restore_state
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L779
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L780
	movq	%rax, 80(%r12)
	jmp	.L746
	.p2align 4,,10
	.p2align 3
.L771:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L781
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L782
	movq	%rax, (%r12)
	jmp	.L746
	.p2align 4,,10
	.p2align 3
.L782:
	leaq	.LC116(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC117(%rip), %rdx
	call	snprintf@PLT
.L710:
	movl	$-1, %eax
	jmp	.L707
	.p2align 4,,10
	.p2align 3
.L775:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L783
	movq	8(%rsp), %rax
	movq	%rax, 64(%r12)
	jmp	.L746
	.p2align 4,,10
	.p2align 3
.L773:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L784
	movq	8(%rsp), %rax
	movq	%rax, 48(%r12)
	jmp	.L746
	.p2align 4,,10
	.p2align 3
.L774:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L785
	movq	8(%rsp), %rax
	movq	%rax, 56(%r12)
	jmp	.L746
	.p2align 4,,10
	.p2align 3
.L781:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC115(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L710
	.p2align 4,,10
	.p2align 3
.L780:
	leaq	.LC116(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC120(%rip), %rdx
	call	snprintf@PLT
	jmp	.L710
	.p2align 4,,10
	.p2align 3
.L779:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC119(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L710
	.p2align 4,,10
	.p2align 3
.L783:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC126(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L710
	.p2align 4,,10
	.p2align 3
.L778:
	leaq	8(%rsp), %rcx
	movl	$1, %esi
	movq	%rbp, %rdi
	movabsq	$1099511627776, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L786
	movq	8(%rsp), %rax
	movq	$0, 224(%r12)
	movq	%rax, 232(%r12)
	jmp	.L746
	.p2align 4,,10
	.p2align 3
.L784:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC122(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L710
	.p2align 4,,10
	.p2align 3
.L776:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L787
	movq	8(%rsp), %rax
	movq	%rax, 192(%r12)
	jmp	.L746
	.p2align 4,,10
	.p2align 3
.L785:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC124(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L710
	.p2align 4,,10
	.p2align 3
.L777:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L788
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L789
	movq	%rax, 224(%r12)
	movq	$0, 232(%r12)
	jmp	.L746
	.p2align 4,,10
	.p2align 3
.L730:
	leaq	.LC139(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L790
	leaq	.LC142(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L791
	leaq	.LC143(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L740
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L792
	movsd	16(%rsp), %xmm0
	comisd	.LC2(%rip), %xmm0
	leaq	.LC112(%rip), %r8
	leaq	.LC113(%rip), %rdx
	jb	.L793
.L738:
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L707
	.p2align 4,,10
	.p2align 3
.L787:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC128(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L710
.L789:
	leaq	.LC116(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC131(%rip), %rdx
	call	snprintf@PLT
	jmp	.L710
.L790:
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L735
	movq	8(%rsp), %rdx
	leaq	-1(%rdx), %rax
	shrq	$50, %rax
	je	.L736
.L735:
	leaq	.LC140(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC141(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L710
.L786:
	leaq	.LC133(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC134(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L710
.L732:
	leaq	.LC137(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC138(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L710
.L788:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC130(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L710
.L740:
	leaq	.LC144(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L794
	leaq	.LC147(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L795
	leaq	.LC150(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L796
	leaq	.LC153(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	jne	.L707
	leaq	160(%r12), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L746
	leaq	.LC154(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC155(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L710
	.p2align 4,,10
	.p2align 3
.L791:
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L756
	movsd	16(%rsp), %xmm0
	comisd	.LC65(%rip), %xmm0
	ja	.L756
	movl	$1, 336(%r12)
	movsd	%xmm0, 16(%r12)
	jmp	.L746
.L756:
	leaq	.LC110(%rip), %r8
	leaq	.LC111(%rip), %rdx
	jmp	.L738
.L736:
	movq	%rdx, 32(%r12)
	movl	$1, 344(%r12)
	jmp	.L746
.L792:
	leaq	.LC112(%rip), %r8
	leaq	.LC113(%rip), %rdx
	jmp	.L738
.L794:
	leaq	8(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L797
	movq	8(%rsp), %rax
	movl	%eax, 208(%r12)
	jmp	.L746
.L793:
	movl	$1, 340(%r12)
	movsd	%xmm0, 24(%r12)
	jmp	.L746
.L795:
	leaq	240(%r12), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	je	.L746
	leaq	.LC148(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC149(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L710
.L796:
	orq	$-1, %rdx
	xorl	%esi, %esi
	leaq	248(%r12), %rcx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L746
	leaq	.LC151(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC152(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L710
.L797:
	leaq	.LC145(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC146(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L710
	.cfi_endproc
.LFE263:
	.size	apply_amount.constprop.0, .-apply_amount.constprop.0
	.section	.rodata.str1.1
.LC156:
	.string	"%lu.%lu"
.LC157:
	.string	"%lu.%02lu"
.LC158:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB264:
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
	jnb	.L803
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L804
	leaq	.LC158(%rip), %rdx
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
.L804:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC157(%rip), %rdx
	shrq	$3, %r8
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
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC156(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE264:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.1
.LC159:
	.string	"%-10s %9lu"
	.globl	__divti3
.LC160:
	.string	"%lu.%04lu"
.LC161:
	.string	" %8lu %8s"
	.text
	.p2align 4
	.type	print_row, @function
print_row:
.LFB151:
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
	movq	(%rsi), %rdx
	movq	%rdi, %rsi
	leaq	.LC159(%rip), %rdi
	movq	%rsp, %rbp
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L806:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	fmt_us.constprop.0
	movq	%r13, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L806
	movq	(%r12), %r8
	movq	56(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L807
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
.L807:
	movq	%rbp, %rdi
	leaq	.LC160(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC161(%rip), %rdi
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
.LFE151:
	.size	print_row, .-print_row
	.p2align 4
	.type	service_max, @function
service_max:
.LFB30:
	.cfi_startproc
	movl	8(%rdi), %edx
	movq	(%rdi), %rax
	cmpl	$2, %edx
	je	.L813
	cmpl	$3, %edx
	je	.L814
	cmpl	$1, %edx
	je	.L824
	ret
.L813:
	movq	32(%rdi), %rdx
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	ret
.L824:
	imulq	$37, %rax, %rax
	addq	$1, %rax
	ret
.L814:
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
	js	.L816
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L817:
	movsd	%xmm1, 8(%rsp)
	call	log@PLT
	movsd	8(%rsp), %xmm1
	movapd	%xmm1, %xmm2
	mulsd	%xmm1, %xmm2
	mulsd	.LC79(%rip), %xmm2
	mulsd	.LC162(%rip), %xmm1
	subsd	%xmm2, %xmm0
	addsd	%xmm1, %xmm0
	call	exp@PLT
	movl	$1, %eax
	addsd	.LC2(%rip), %xmm0
	salq	$50, %rax
	comisd	.LC90(%rip), %xmm0
	jnb	.L812
	movsd	.LC75(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L818
	cvttsd2siq	%xmm0, %rax
.L812:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L816:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L817
.L818:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L812
	.cfi_endproc
.LFE30:
	.size	service_max, .-service_max
	.p2align 4
	.type	dist_count_le.isra.0, @function
dist_count_le.isra.0:
.LFB267:
	.cfi_startproc
	movq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L830
	salq	$5, %rsi
	xorl	%r10d, %r10d
	leaq	(%rdi,%rsi), %r8
	jmp	.L829
	.p2align 4,,10
	.p2align 3
.L827:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L828
	subq	%r9, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L828
	subq	%rax, %rdx
	imulq	%rcx, %rdx
	addq	%rdx, %r10
.L828:
	addq	$32, %rdi
	cmpq	%rdi, %r8
	je	.L825
.L829:
	movq	(%rdi), %rax
	movq	24(%rdi), %rcx
	cmpq	%rax, %r9
	jb	.L827
	imulq	16(%rdi), %rcx
	addq	$32, %rdi
	addq	%rcx, %r10
	cmpq	%rdi, %r8
	jne	.L829
.L825:
	movq	%r10, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L830:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	ret
	.cfi_endproc
.LFE267:
	.size	dist_count_le.isra.0, .-dist_count_le.isra.0
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
.LFB74:
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
	je	.L836
	movq	(%rdi), %rdi
	movq	16(%rdi), %rax
	movq	%rdi, 56(%rsp)
	movq	%rax, (%rsp)
	mulq	24(%rdi)
	movq	%rax, %r14
	movq	%rdx, %rax
	movq	%rdx, %r15
	subq	$0, %rax
	jne	.L852
	leaq	48(%rdi), %rcx
	xorl	%esi, %esi
	movq	$-1, %r10
	xorl	%edi, %edi
	jmp	.L838
	.p2align 4,,10
	.p2align 3
.L839:
	movq	(%rcx), %rax
	mulq	8(%rcx)
	addq	%rax, %r14
	movq	%rdi, %rax
	adcq	%rdx, %r15
	addq	$32, %rcx
	cmpq	%r14, %r10
	sbbq	%r15, %rax
	jc	.L852
.L838:
	addq	$1, %rsi
	cmpq	%r12, %rsi
	jne	.L839
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
.L840:
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
	jne	.L840
	movq	16(%rsp), %r14
	movl	40(%rsp), %r11d
	movq	%r15, %rbp
	movq	24(%rsp), %r15
	movq	%r14, 40(%rsp)
.L841:
	movq	40(%rsp), %rax
	movq	%r12, 64(%rbx)
	movq	%r13, 72(%rbx)
	movq	%rax, (%rbx)
	movq	$99999, 64(%rsp)
	movq	$0, 72(%rsp)
	testl	%r11d, %r11d
	jne	.L843
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
.L843:
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
.L850:
	movq	40(%rsp), %r14
	xorl	%r15d, %r15d
	testq	%r14, %r14
	je	.L844
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
	je	.L854
	movq	%rbx, %rax
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L846:
	movq	(%rax), %rdx
	cmpq	%rdx, %r13
	cmovb	%rdx, %r13
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L846
.L845:
	xorl	%r15d, %r15d
	jmp	.L848
	.p2align 4,,10
	.p2align 3
.L849:
	movq	%r13, %r14
	movq	8(%rbp), %rsi
	movq	%rbx, %rdi
	subq	%r15, %r14
	shrq	%r14
	addq	%r15, %r14
	movq	%r14, %rdx
	call	dist_count_le.isra.0
	cmpq	%r11, %rax
	jb	.L861
	movq	%r14, %r13
.L848:
	cmpq	%r13, %r15
	jb	.L849
.L844:
	movq	16(%rsp), %rax
	addq	$8, (%rsp)
	leaq	48+PCT_MILLI(%rip), %rdi
	movq	%r15, (%rax)
	addq	$8, %rax
	movq	%rax, 16(%rsp)
	movq	(%rsp), %rax
	cmpq	%rax, %rdi
	jne	.L850
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
.L861:
	.cfi_restore_state
	leaq	1(%r14), %r15
	jmp	.L848
	.p2align 4,,10
	.p2align 3
.L852:
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
.L854:
	.cfi_restore_state
	xorl	%r13d, %r13d
	jmp	.L845
.L836:
	movq	(%rdi), %rax
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	xorl	%r12d, %r12d
	movq	$0, 40(%rsp)
	xorl	%r13d, %r13d
	movq	%rax, 56(%rsp)
	jmp	.L841
	.cfi_endproc
.LFE74:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB268:
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
	jne	.L864
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L864:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L866:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L865
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
.L865:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L866
	testq	%r15, %r15
	je	.L870
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L868:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L868
.L867:
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
.L870:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L867
	.cfi_endproc
.LFE268:
	.size	summarise.isra.0, .-summarise.isra.0
	.p2align 4
	.type	corrected_summarise, @function
corrected_summarise:
.LFB68:
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
	movups	%xmm0, (%rax)
	movups	%xmm0, 16(%rax)
	movups	%xmm0, 32(%rax)
	movups	%xmm0, 48(%rax)
	movups	%xmm0, 64(%rax)
	testq	%rsi, %rsi
	je	.L876
	leaq	(%rdi,%rsi,8), %rax
	movq	%rcx, %rbp
	movl	%r8d, %ecx
	movq	%rdi, %r12
	movq	%rsi, %r13
	movq	%rdi, %r8
	movq	%rax, 88(%rsp)
	movq	%rdx, %r10
	movq	$0, 80(%rsp)
	xorl	%esi, %esi
	xorl	%edi, %edi
	xorl	%r14d, %r14d
	movq	$0, (%rsp)
	xorl	%r15d, %r15d
	movq	$0, 8(%rsp)
	movq	%r9, 120(%rsp)
	movl	%ecx, 112(%rsp)
	jmp	.L880
.L945:
	addq	$1, %r14
	movq	%r9, 32(%rsp)
	movq	32(%rsp), %rcx
	movq	$0, 40(%rsp)
	adcq	$0, %r15
	movq	40(%rsp), %rbx
	addq	%rcx, (%rsp)
	adcq	%rbx, 8(%rsp)
	xorl	%eax, %eax
	cmpq	%r9, %rbp
	movq	$0, 56(%rsp)
	setnb	%al
	movq	%rax, 48(%rsp)
	addq	48(%rsp), %rsi
	adcq	56(%rsp), %rdi
.L878:
	cmpq	%r10, %r9
	adcq	$0, 80(%rsp)
	addq	$8, %r8
	cmpq	%r8, 88(%rsp)
	je	.L944
.L880:
	movq	(%r8), %r9
	cmpq	%r10, %r9
	jb	.L945
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
	jnb	.L946
	leaq	(%r10,%rcx), %rax
	cmpq	%rax, %rbp
	jb	.L878
	movq	$0, 72(%rsp)
	movq	%rbp, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%r10
	movq	%rax, 64(%rsp)
	addq	64(%rsp), %rsi
	adcq	72(%rsp), %rdi
	jmp	.L878
.L946:
	addq	16(%rsp), %rsi
	adcq	24(%rsp), %rdi
	jmp	.L878
.L876:
	xorl	%eax, %eax
.L875:
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
.L944:
	.cfi_restore_state
	movq	%r15, %rax
	movl	112(%rsp), %ecx
	movq	120(%rsp), %rbx
	subq	$0, %rax
	jne	.L912
	movq	192(%rsp), %rax
	movdqa	(%rsp), %xmm1
	movq	%r14, %r8
	xorl	%r15d, %r15d
	movq	192(%rsp), %rdx
	movq	$99999, 32(%rsp)
	movq	%r14, (%rax)
	movaps	%xmm1, 64(%rax)
	movq	%r14, %rax
	movq	80(%rsp), %r14
	movq	$0, 40(%rsp)
	subq	%rsi, %rax
	movq	%rax, 56(%rdx)
	testl	%ecx, %ecx
	je	.L947
.L883:
	movq	$0, (%rsp)
	movq	80(%rsp), %rbp
	movq	%r8, %r11
	movq	$0, 16(%rsp)
	jmp	.L909
.L884:
	movq	-8(%r12,%r11,8), %rdx
.L887:
	movq	16(%rsp), %rax
	movq	192(%rsp), %rdi
	movq	%rdx, 8(%rdi,%rax)
	addq	$8, %rax
	movq	%rax, 16(%rsp)
	cmpq	$48, %rax
	je	.L876
	movq	(%rdi), %r11
.L909:
	movq	16(%rsp), %rcx
	leaq	PCT_MILLI(%rip), %rdi
	movq	%r11, %rax
	movq	%r10, 64(%rsp)
	movq	%r11, 48(%rsp)
	mulq	(%rdi,%rcx)
	addq	32(%rsp), %rax
	adcq	40(%rsp), %rdx
	movq	%rax, %rdi
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movl	$100000, %edx
	call	__udivti3@PLT
	movl	$1, %edx
	movq	48(%rsp), %r11
	movq	64(%rsp), %r10
	testq	%rax, %rax
	cmove	%rdx, %rax
	cmpq	%r11, %rax
	cmovbe	%rax, %r11
	cmpq	%r11, 80(%rsp)
	jnb	.L884
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
	jnb	.L948
	movq	%rbx, (%rsp)
.L886:
	xorl	%ebx, %ebx
	addq	%rdi, %r14
	movq	%rdi, %rcx
	adcq	%rbx, %r15
	addq	$1, %rbp
	cmpq	%r13, %rbp
	jb	.L888
	jmp	.L949
	.p2align 4,,10
	.p2align 3
.L891:
	addq	%rcx, %r14
	adcq	%rbx, %r15
	addq	$1, %rbp
	cmpq	%rbp, %r13
	je	.L950
.L888:
	movq	(%r12,%rbp,8), %rax
	xorl	%edx, %edx
	divq	%r10
	cmpq	%rdi, %rax
	je	.L891
.L941:
	movq	%rax, %rsi
.L890:
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
	jnb	.L936
	movq	%rsi, %rdi
	jmp	.L886
.L950:
	movq	(%r12,%r13,8), %rax
	xorl	%edx, %edx
	divq	%r10
	movq	%rax, %rsi
	jmp	.L890
.L936:
	movq	%rbx, 104(%rsp)
	movq	(%rsp), %rbx
	movq	%rcx, 96(%rsp)
	movq	%rax, %rcx
.L885:
	leaq	-1(%rcx), %rax
	imulq	%r9, %rax
	subq	%rax, %r8
	movq	%r8, %r11
	cmpq	%r13, %rbp
	jnb	.L896
	movq	%rbp, %rax
	movq	%rbp, %rsi
	negq	%rax
	leaq	(%rbx,%rax,8), %r8
.L895:
	movq	(%r12,%rsi,8), %rax
	xorl	%edx, %edx
	divq	%r10
	movq	%rdx, (%r8,%rsi,8)
	addq	$1, %rsi
	cmpq	%rsi, %r13
	jne	.L895
.L896:
	movq	%rcx, %rdx
	leaq	-1(%r9), %r8
	subq	$1, %r11
	xorl	%eax, %eax
	imulq	%r10, %rdx
	testq	%r8, %r8
	jle	.L942
	movq	%r11, (%rsp)
	movq	%r12, %r9
	movq	%r14, 64(%rsp)
	movq	%r15, 72(%rsp)
	movq	%rbp, 88(%rsp)
	movq	%rdi, 112(%rsp)
	movq	%rdx, 48(%rsp)
	movq	%r13, %rdx
.L893:
	movq	%r8, %rcx
	movq	(%rbx,%rax,8), %rdi
	subq	%rax, %rcx
	sarq	%rcx
	addq	%rax, %rcx
	movq	(%rbx,%rcx,8), %rsi
	movq	(%rbx,%r8,8), %rcx
	cmpq	%rsi, %rdi
	jnb	.L898
	cmpq	%rcx, %rdi
	cmovb	%rcx, %rdi
	cmpq	%rcx, %rsi
	cmovnb	%rdi, %rsi
.L899:
	movq	%r8, %rcx
	movq	%rax, %rdi
.L900:
	cmpq	%rcx, %rdi
	jg	.L905
	leaq	0(,%rdi,8), %r11
	leaq	0(,%rcx,8), %r15
	leaq	(%rbx,%r11), %r13
	leaq	(%rbx,%r15), %r14
	movq	0(%r13), %rbp
	movq	(%r14), %r12
	leaq	8(%rbx,%r11), %r11
	cmpq	%rsi, %rbp
	jnb	.L951
	.p2align 4,,10
	.p2align 3
.L901:
	movq	%r11, %r13
	movq	(%r11), %rbp
	addq	$8, %r11
	addq	$1, %rdi
	cmpq	%rsi, %rbp
	jb	.L901
	cmpq	%r12, %rsi
	jnb	.L902
.L910:
	leaq	-8(%rbx,%r15), %r11
	.p2align 4,,10
	.p2align 3
.L903:
	movq	%r11, %r14
	movq	(%r11), %r12
	subq	$8, %r11
	subq	$1, %rcx
	cmpq	%r12, %rsi
	jb	.L903
.L902:
	cmpq	%rcx, %rdi
	jle	.L911
.L905:
	movq	(%rsp), %rsi
	cmpq	%rcx, %rsi
	jle	.L916
	cmpq	%rdi, %rsi
	jl	.L952
	movq	%rdi, %rax
.L908:
	cmpq	%rax, %r8
	jg	.L893
	movq	(%rsp), %r11
.L943:
	movq	%rdx, %r13
	movq	64(%rsp), %r14
	movq	72(%rsp), %r15
	movq	%r9, %r12
	movq	88(%rsp), %rbp
	movq	112(%rsp), %rdi
	movq	48(%rsp), %rdx
.L942:
	movq	(%rbx,%r11,8), %rax
	movq	%rdi, (%rsp)
	addq	%rax, %rdx
	jmp	.L887
	.p2align 4,,10
	.p2align 3
.L951:
	cmpq	%r12, %rsi
	jb	.L910
.L911:
	movq	%r12, 0(%r13)
	addq	$1, %rdi
	subq	$1, %rcx
	movq	%rbp, (%r14)
	jmp	.L900
.L916:
	movq	%rcx, %r8
	jmp	.L908
.L898:
	cmpq	%rcx, %rsi
	cmovb	%rcx, %rsi
	cmpq	%rcx, %rdi
	cmovb	%rdi, %rsi
	jmp	.L899
.L952:
	movq	%rsi, %r11
	jmp	.L943
.L949:
	movq	(%r12,%rbp,8), %rax
	xorl	%edx, %edx
	divq	%r10
	jmp	.L941
.L947:
	movq	$50000, 32(%rsp)
	movq	$0, 40(%rsp)
	jmp	.L883
.L948:
	movq	(%rsp), %rdi
	jmp	.L885
.L912:
	movl	$-2, %eax
	jmp	.L875
	.cfi_endproc
.LFE68:
	.size	corrected_summarise, .-corrected_summarise
	.section	.rodata.str1.1
.LC163:
	.string	"--arrivals"
.LC164:
	.string	"bench: %s\n"
	.text
	.p2align 4
	.type	due_restart, @function
due_restart:
.LFB40:
	.cfi_startproc
	leaq	8(%rdi), %r8
	movq	%rdi, %rdx
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	%r8, %rdi
	rep stosq
	movq	%rsi, (%rdx)
	cmpq	$0, 112(%rsi)
	je	.L966
.L964:
	ret
	.p2align 4,,10
	.p2align 3
.L966:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L964
	cmpl	$1, %eax
	je	.L967
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	leaq	40(%rdx), %rdi
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC163(%rip), %rdx
	subq	$256, %rsp
	.cfi_def_cfa_offset 272
	movq	104(%rsi), %rsi
	movq	%rsp, %rbx
	movq	%rbx, %r8
	call	numbers_open
	testl	%eax, %eax
	jne	.L968
	addq	$256, %rsp
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L967:
	.cfi_restore 3
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%rdx)
	movsd	%xmm0, 16(%rdx)
	ret
.L968:
	.cfi_def_cfa_offset 272
	.cfi_offset 3, -16
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC164(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE40:
	.size	due_restart, .-due_restart
	.p2align 4
	.type	run_closed, @function
run_closed:
.LFB49:
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
	jnb	.L969
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
	jmp	.L979
	.p2align 4,,10
	.p2align 3
.L989:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L974:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L973:
	cmpq	%r15, %rbp
	jnb	.L969
.L979:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L971
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L971
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L988
.L971:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L974
	cmpq	%rax, %rbx
	jnb	.L975
	addq	%r8, %rdx
.L976:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L989
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L974
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
	jmp	.L974
	.p2align 4,,10
	.p2align 3
.L975:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L976
	.p2align 4,,10
	.p2align 3
.L969:
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
.L988:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L972:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L972
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L973
	.cfi_endproc
.LFE49:
	.size	run_closed, .-run_closed
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB75:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L1005
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
.L991:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L996
	.p2align 4,,10
	.p2align 3
.L992:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L994
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L994:
	testq	%r8, %r8
	je	.L995
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L995
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L995:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L992
.L996:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L991
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
.L1005:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE75:
	.size	dist_correct, .-dist_correct
	.section	.rodata.str1.8
	.align 8
.LC169:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.section	.rodata.str1.1
.LC170:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC171:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC172:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC173:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC175:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC176:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC177:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
.LFB180:
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
	movapd	.LC166(%rip), %xmm0
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
	jle	.L1014
	movslq	%r12d, %rax
	movsd	.LC167(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L1013
	.p2align 4,,10
	.p2align 3
.L1047:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1012:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L1046
.L1013:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L1047
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1012
.L1046:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1048
.L1014:
	movsd	.LC2(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L1010:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC169(%rip), %rsi
	pushq	%r14
	leaq	XTICK.6(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	movq	%rbx, -272(%rbp)
	leaq	-240(%rbp), %rsi
	leaq	.LC171(%rip), %rdx
	movq	%rbx, %rdi
	leaq	.LC170(%rip), %rcx
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
.L1017:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC51(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC172(%rip), %rsi
	mulsd	.LC47(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC48(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L1017
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L1033
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
.L1032:
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
	je	.L1020
	testq	%rbx, %rbx
	je	.L1020
	testq	%rax, %rax
	je	.L1020
	testq	%r14, %r14
	je	.L1049
	movq	.LC167(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L1027
	.p2align 4,,10
	.p2align 3
.L1050:
	divsd	%xmm6, %xmm0
	movsd	.LC2(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L1023:
	call	log10@PLT
	movq	.LC51(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L1025
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1026:
	movq	-264(%rbp), %rax
	divsd	.LC167(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L1022
.L1027:
	movsd	(%r12), %xmm0
	movsd	.LC65(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L1050
	movq	.LC165(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L1023
	.p2align 4,,10
	.p2align 3
.L1025:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1026
	.p2align 4,,10
	.p2align 3
.L1049:
	movsd	.LC167(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L1022:
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
	js	.L1028
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1029:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC45(%rip), %xmm0
	movsd	.LC46(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC175(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC174(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L1030
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1031:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC176(%rip), %rdx
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
	leaq	.LC177(%rip), %rsi
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
	jne	.L1032
.L1033:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC173(%rip), %rdi
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
.L1030:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1031
	.p2align 4,,10
	.p2align 3
.L1028:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1029
.L1048:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC168(%rip), %xmm2
	movsd	.LC58(%rip), %xmm3
	movsd	.LC52(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L1016
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
.L1016:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L1010
.L1020:
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
.LFE180:
	.size	spectrum_writer, .-spectrum_writer
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB82:
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
	jne	.L1051
	movl	152(%rdi), %ecx
	movq	%rdi, %r11
	testl	%ecx, %ecx
	jne	.L1051
	cmpq	$1, 160(%rdi)
	je	.L1068
.L1051:
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
.L1068:
	.cfi_restore_state
	movl	8(%rdi), %eax
	testl	%eax, %eax
	jne	.L1051
	movq	40(%rdi), %r10
	testq	%r10, %r10
	jne	.L1051
	movq	%rsi, %r12
	movq	%rdx, %rbx
	call	closed_form_gap.part.0
	testq	%rax, %rax
	jne	.L1051
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
.L1055:
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L1054
	jmp	.L1053
	.p2align 4,,10
	.p2align 3
.L1062:
	movq	%rdx, %rcx
.L1054:
	movq	%r10, %rax
	xorl	%edx, %edx
	movq	%rcx, %r10
	divq	%rcx
	testq	%rdx, %rdx
	jne	.L1062
.L1053:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	jne	.L1055
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
.LFE82:
	.size	lattice_plan, .-lattice_plan
	.p2align 4
	.type	plan_route, @function
plan_route:
.LFB135:
	.cfi_startproc
	movl	204(%rdi), %ecx
	testl	%ecx, %ecx
	je	.L1079
	movl	%ecx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L1079:
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
	jne	.L1069
	cmpq	$1048576, 136(%rbx)
	movl	$3, %ecx
	ja	.L1069
	movl	152(%rbx), %edx
	leaq	by_kind.5(%rip), %rax
	movl	(%rax,%rdx,4), %ecx
	cmpl	$3, %ecx
	jne	.L1074
	movq	144(%rbx), %rax
	testq	%rax, %rax
	je	.L1074
	xorl	%edx, %edx
	divq	(%rbx)
	movq	160(%rbx), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	$1048576, %rax
	movl	$1, %eax
	cmovbe	%eax, %ecx
.L1069:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1074:
	.cfi_restore_state
	movl	$1, %ecx
	addq	$16, %rsp
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE135:
	.size	plan_route, .-plan_route
	.p2align 4
	.type	buffers_init, @function
buffers_init:
.LFB137:
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
	je	.L1080
	cmpl	$2, %edx
	je	.L1100
	movl	152(%rbp), %edx
	movq	136(%rbp), %r12
	leaq	by_kind.5(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	movq	%r12, %rdi
	je	.L1101
.L1086:
	leaq	0(,%rdi,8), %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rbx)
	testq	%rax, %rax
	je	.L1084
	salq	$3, %r12
.L1085:
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
.L1080:
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
.L1101:
	.cfi_restore_state
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L1086
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	160(%rbp), %rdx
	leaq	1(%rax,%rdx), %rdi
	jmp	.L1086
	.p2align 4,,10
	.p2align 3
.L1100:
	leaq	24(%rsp), %rdx
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	lattice_plan
	testl	%eax, %eax
	je	.L1084
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
	je	.L1084
	movdqa	(%rsp), %xmm0
	movl	$8, %esi
	movq	%rbp, %rdi
	movups	%xmm0, 56(%rbx)
	call	calloc@PLT
	movq	%rax, 72(%rbx)
	testq	%rax, %rax
	je	.L1084
	movl	$524288, %r12d
	movl	$524288, %ebp
	jmp	.L1085
.L1084:
	movl	$-1, %eax
	jmp	.L1080
	.cfi_endproc
.LFE137:
	.size	buffers_init, .-buffers_init
	.p2align 4
	.type	run_open, @function
run_open:
.LFB50:
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
	jnb	.L1102
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
	jmp	.L1113
	.p2align 4,,10
	.p2align 3
.L1122:
	movq	$-1, (%rdi)
.L1107:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L1106:
	cmpq	%r15, %rbx
	jnb	.L1102
.L1113:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L1104
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L1104
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1121
.L1104:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1107
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L1108
	addq	%rcx, %rdx
.L1109:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1122
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L1107
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
	jmp	.L1107
	.p2align 4,,10
	.p2align 3
.L1108:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L1109
	.p2align 4,,10
	.p2align 3
.L1102:
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
.L1121:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L1105:
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
	jne	.L1105
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L1106
	.cfi_endproc
.LFE50:
	.size	run_open, .-run_open
	.p2align 4
	.type	dist_of_sorted, @function
dist_of_sorted:
.LFB90:
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
	je	.L1123
.L1124:
	movq	(%r12,%rax,8), %rsi
	movq	%rax, %rbx
	jmp	.L1132
	.p2align 4,,10
	.p2align 3
.L1127:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L1126
.L1132:
	cmpq	%rsi, (%r12,%rbx,8)
	je	.L1127
	movq	%rbx, %r8
	subq	%rax, %r8
	je	.L1128
.L1133:
	movl	24(%r13), %eax
	testl	%eax, %eax
	jne	.L1128
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r13, %rdi
	call	dist_add.part.0
.L1128:
	cmpq	%rbp, %rbx
	jnb	.L1123
	movq	%rbx, %rax
	jmp	.L1124
	.p2align 4,,10
	.p2align 3
.L1126:
	movq	%rbp, %r8
	subq	%rax, %r8
	jne	.L1133
.L1123:
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
.LFE90:
	.size	dist_of_sorted, .-dist_of_sorted
	.section	.rodata.str1.8
	.align 8
.LC179:
	.string	"load, % of the server's capacity"
	.section	.rodata.str1.1
.LC180:
	.string	"stall (us, log scale)"
.LC181:
	.string	"p99 latency (ms)"
.LC182:
	.string	"%g"
	.section	.rodata.str1.8
	.align 8
.LC183:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n"
	.align 8
.LC184:
	.string	"p99 against stall length (the load held fixed)"
	.align 8
.LC185:
	.string	"p99 against load (the stall held fixed)"
	.text
	.p2align 4
	.type	sweep_writer, @function
sweep_writer:
.LFB182:
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
	subq	$168, %rsp
	.cfi_def_cfa_offset 224
	movq	16(%rsi), %rax
	movq	24(%rsi), %r14
	movq	%rdi, 72(%rsp)
	movq	%rax, 64(%rsp)
	movq	8(%rsi), %rax
	leaq	0(,%r14,8), %r13
	movq	%r13, %rdi
	movaps	%xmm0, 96(%rsp)
	movq	%rax, (%rsp)
	movl	(%rsi), %eax
	movaps	%xmm0, 112(%rsp)
	movl	%eax, 40(%rsp)
	call	malloc@PLT
	movq	%r13, %rdi
	movq	%rax, %r12
	call	malloc@PLT
	testq	%r12, %r12
	movq	%rax, %r15
	sete	%al
	testq	%r15, %r15
	sete	%dl
	orb	%dl, %al
	jne	.L1176
	testq	%r14, %r14
	je	.L1176
	movq	64(%rsp), %rax
	movq	%r15, 16(%rsp)
	pxor	%xmm1, %xmm1
	xorl	%ebp, %ebp
	movq	%r13, 8(%rsp)
	movq	(%rsp), %r13
	leaq	264(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L1152:
	movq	0(%r13,%rbp,8), %rax
	testq	%rax, %rax
	js	.L1146
	movl	40(%rsp), %r11d
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testl	%r11d, %r11d
	je	.L1184
.L1148:
	movsd	%xmm0, (%r12,%rbp,8)
	leaq	-240(%rbx), %r15
.L1151:
	movq	(%r15), %rdx
	testq	%rdx, %rdx
	js	.L1149
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1150:
	divsd	.LC167(%rip), %xmm0
	addq	$80, %r15
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%r15, %rbx
	jne	.L1151
	addq	$1, %rbp
	movsd	%xmm0, 120(%rsp)
	addq	$288, %rbx
	cmpq	%r14, %rbp
	jb	.L1152
	movl	40(%rsp), %r10d
	movq	8(%rsp), %r13
	movq	16(%rsp), %r15
	testl	%r10d, %r10d
	je	.L1153
	pxor	%xmm0, %xmm0
	movq	.LC65(%rip), %rax
	comisd	%xmm0, %xmm1
	movq	%rax, 104(%rsp)
	ja	.L1154
	movsd	.LC2(%rip), %xmm0
	movsd	%xmm0, 32(%rsp)
.L1155:
	movsd	%xmm0, 120(%rsp)
	movl	$820, %edx
	leaq	.LC185(%rip), %rax
	movl	$500, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 232
	movl	$820, %r8d
	movl	$500, %ecx
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	movq	88(%rsp), %rdi
	leaq	.LC169(%rip), %rsi
	movabsq	$0x4059000000000000, %r13
	call	fprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 232
	popq	%rdx
	.cfi_def_cfa_offset 224
	leaq	.LC179(%rip), %rdx
	movq	$0x000000000, (%rsp)
.L1173:
	movq	72(%rsp), %rdi
	leaq	96(%rsp), %rsi
	leaq	.LC181(%rip), %rcx
	movq	%rsi, 80(%rsp)
	call	svg_axes
	movq	%r13, %xmm2
	comisd	(%rsp), %xmm2
	jb	.L1185
	movl	40(%rsp), %r9d
	movsd	.LC54(%rip), %xmm2
	testl	%r9d, %r9d
	jne	.L1163
	movsd	.LC2(%rip), %xmm2
.L1163:
	movsd	(%rsp), %xmm4
	movq	%r13, %xmm5
	movq	%r12, 88(%rsp)
	leaq	128(%rsp), %rbx
	movsd	.LC47(%rip), %xmm7
	movq	72(%rsp), %r12
	movq	%r13, 48(%rsp)
	leaq	.LC172(%rip), %rbp
	subsd	%xmm4, %xmm5
	movapd	%xmm4, %xmm3
	movsd	.LC48(%rip), %xmm4
	movl	40(%rsp), %r13d
	movsd	%xmm7, 16(%rsp)
	movsd	%xmm4, 24(%rsp)
	movsd	%xmm5, 8(%rsp)
	movsd	%xmm2, 40(%rsp)
	.p2align 4,,10
	.p2align 3
.L1165:
	testl	%r13d, %r13d
	je	.L1186
	movapd	%xmm3, %xmm0
	movsd	%xmm3, 56(%rsp)
.L1183:
	leaq	.LC182(%rip), %rdx
	movl	$32, %esi
	movq	%rbx, %rdi
	movl	$1, %eax
	call	snprintf@PLT
	movq	%rbx, %r9
	movl	$430, %ecx
	movq	%rbp, %rsi
	movsd	56(%rsp), %xmm3
	movl	$50, %edx
	movq	%r12, %rdi
	movl	$3, %eax
	movl	$448, %r8d
	movapd	%xmm3, %xmm1
	subsd	(%rsp), %xmm1
	divsd	8(%rsp), %xmm1
	mulsd	16(%rsp), %xmm1
	addsd	24(%rsp), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	56(%rsp), %xmm3
	addsd	40(%rsp), %xmm3
	movsd	48(%rsp), %xmm4
	comisd	%xmm3, %xmm4
	jnb	.L1165
	movq	88(%rsp), %r12
.L1166:
	leaq	SET_NAME(%rip), %rax
	leaq	SET_COLOUR(%rip), %r13
	movq	72(%rsp), %rbp
	movl	$60, 56(%rsp)
	movq	%rax, 40(%rsp)
	movq	64(%rsp), %rax
	movq	%r13, 64(%rsp)
	addq	$24, %rax
	movq	%rax, 48(%rsp)
.L1161:
	movq	48(%rsp), %rcx
	xorl	%edx, %edx
	jmp	.L1169
	.p2align 4,,10
	.p2align 3
.L1188:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1168:
	divsd	.LC167(%rip), %xmm0
	movsd	%xmm0, (%r15,%rdx,8)
	addq	$1, %rdx
	addq	$288, %rcx
	cmpq	%r14, %rdx
	jnb	.L1187
.L1169:
	movq	(%rcx), %rax
	testq	%rax, %rax
	jns	.L1188
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1168
	.p2align 4,,10
	.p2align 3
.L1149:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1150
	.p2align 4,,10
	.p2align 3
.L1146:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	movl	40(%rsp), %r11d
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testl	%r11d, %r11d
	jne	.L1148
.L1184:
	movsd	%xmm1, (%rsp)
	divsd	.LC59(%rip), %xmm0
	call	log10@PLT
	movsd	(%rsp), %xmm1
	jmp	.L1148
	.p2align 4,,10
	.p2align 3
.L1153:
	movsd	(%r12), %xmm0
	movq	.LC53(%rip), %xmm4
	movsd	.LC52(%rip), %xmm6
	movapd	%xmm0, %xmm2
	movapd	%xmm4, %xmm3
	andpd	%xmm4, %xmm2
	ucomisd	%xmm2, %xmm6
	jbe	.L1156
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
.L1156:
	movsd	-8(%r12,%r13), %xmm2
	movsd	%xmm0, (%rsp)
	movapd	%xmm4, %xmm5
	movapd	%xmm2, %xmm3
	andpd	%xmm4, %xmm3
	ucomisd	%xmm3, %xmm6
	jbe	.L1157
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
.L1157:
	unpcklpd	%xmm2, %xmm0
	movq	%xmm2, %r13
	movaps	%xmm0, 96(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1158
	movsd	.LC2(%rip), %xmm0
	movsd	%xmm0, 32(%rsp)
.L1159:
	movsd	%xmm0, 120(%rsp)
	movl	$500, %ecx
	leaq	.LC184(%rip), %rax
	movl	$820, %edx
	pushq	%rax
	.cfi_def_cfa_offset 232
	leaq	.LC169(%rip), %rsi
	movl	$500, %r9d
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	movq	88(%rsp), %rdi
	movl	$820, %r8d
	call	fprintf@PLT
	popq	%rcx
	.cfi_def_cfa_offset 232
	leaq	.LC180(%rip), %rdx
	popq	%rsi
	.cfi_def_cfa_offset 224
	jmp	.L1173
	.p2align 4,,10
	.p2align 3
.L1187:
	movq	64(%rsp), %rax
	subq	$8, %rsp
	.cfi_def_cfa_offset 232
	movq	%r14, %r8
	movq	%rbp, %rdi
	movq	%r15, %rcx
	movq	%r12, %rdx
	xorl	%r13d, %r13d
	movq	(%rax), %rbx
	pushq	$0
	.cfi_def_cfa_offset 240
	movq	96(%rsp), %rsi
	movq	%rbx, %r9
	call	svg_line
	popq	%rdi
	.cfi_def_cfa_offset 232
	popq	%r8
	.cfi_def_cfa_offset 224
	.p2align 4,,10
	.p2align 3
.L1170:
	movsd	(%r15,%r13,8), %xmm1
	divsd	32(%rsp), %xmm1
	movsd	(%r12,%r13,8), %xmm0
	movq	%rbx, %rdx
	mulsd	.LC45(%rip), %xmm1
	subsd	(%rsp), %xmm0
	divsd	8(%rsp), %xmm0
	leaq	.LC183(%rip), %rsi
	movsd	.LC46(%rip), %xmm7
	mulsd	16(%rsp), %xmm0
	movq	%rbp, %rdi
	addq	$1, %r13
	addsd	24(%rsp), %xmm0
	movl	$2, %eax
	subsd	%xmm1, %xmm7
	movapd	%xmm7, %xmm1
	call	fprintf@PLT
	cmpq	%r14, %r13
	jb	.L1170
	subq	$8, %rsp
	.cfi_def_cfa_offset 232
	movl	$120, %r8d
	movl	$92, %edx
	movq	48(%rsp), %r13
	leaq	.LC177(%rip), %rsi
	pushq	0(%r13)
	.cfi_def_cfa_offset 240
	movl	72(%rsp), %edi
	addq	$8, %r13
	leal	4(%rdi), %eax
	movl	%edi, %r9d
	movl	%edi, %ecx
	pushq	%rax
	.cfi_def_cfa_offset 248
	leaq	.LC11(%rip), %rax
	pushq	$126
	.cfi_def_cfa_offset 256
	pushq	%rax
	.cfi_def_cfa_offset 264
	xorl	%eax, %eax
	pushq	%rbx
	.cfi_def_cfa_offset 272
	movl	%edi, %ebx
	movq	%rbp, %rdi
	call	fprintf@PLT
	movl	%ebx, %eax
	addq	$8, 112(%rsp)
	addl	$18, %eax
	addq	$80, 96(%rsp)
	movq	%r13, 88(%rsp)
	movl	%eax, 104(%rsp)
	addq	$48, %rsp
	.cfi_def_cfa_offset 224
	cmpl	$114, %eax
	jne	.L1161
	movq	72(%rsp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC173(%rip), %rdi
	call	fwrite@PLT
	movq	%r12, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1142:
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
.L1186:
	.cfi_restore_state
	movq	.LC54(%rip), %rax
	movapd	%xmm3, %xmm1
	movsd	%xmm3, 56(%rsp)
	movq	%rax, %xmm0
	call	pow@PLT
	jmp	.L1183
.L1154:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, (%rsp)
	call	nice_step
	movsd	(%rsp), %xmm1
	movsd	.LC168(%rip), %xmm2
	movsd	.LC58(%rip), %xmm3
	movsd	.LC52(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L1189
.L1175:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, (%rsp)
	call	nice_step
	movsd	(%rsp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, 32(%rsp)
	movapd	%xmm2, %xmm0
	jmp	.L1155
.L1189:
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
	jmp	.L1175
.L1158:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm1
	movsd	.LC168(%rip), %xmm2
	movq	.LC53(%rip), %xmm4
	movq	.LC52(%rip), %rax
	mulsd	%xmm1, %xmm2
	movq	%rax, %xmm6
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm6
	jbe	.L1174
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
.L1174:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	mulsd	%xmm2, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L1159
.L1185:
	movq	%r13, %xmm5
	subsd	(%rsp), %xmm5
	movsd	.LC47(%rip), %xmm7
	movsd	%xmm7, 16(%rsp)
	movsd	%xmm5, 8(%rsp)
	movsd	.LC48(%rip), %xmm5
	movsd	%xmm5, 24(%rsp)
	jmp	.L1166
.L1176:
	movq	%r12, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movl	$-1, %eax
	jmp	.L1142
	.cfi_endproc
.LFE182:
	.size	sweep_writer, .-sweep_writer
	.section	.rodata.str1.1
.LC186:
	.string	"--help"
	.section	.rodata.str1.8
	.align 8
.LC187:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC188:
	.string	"unexpected argument '%s': %s"
.LC189:
	.string	"see bench --help"
.LC190:
	.string	"unknown option '%s': %s"
.LC191:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC192:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC193:
	.string	"--quick"
.LC194:
	.string	"--export-values"
.LC195:
	.string	"--verbose"
.LC196:
	.string	"--cross-check"
.LC197:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC198:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC199:
	.string	"at most 1000 characters"
.LC200:
	.string	"%s: the value is too long: %s"
.LC201:
	.string	"--rank"
.LC202:
	.string	"round"
.LC203:
	.string	"ceil"
.LC204:
	.string	"use round or ceil"
.LC205:
	.string	"--rank '%s' is not valid: %s"
.LC206:
	.string	"--exact-by"
.LC207:
	.string	"auto"
.LC208:
	.string	"sorted"
.LC209:
	.string	"sort"
.LC210:
	.string	"lattice"
.LC211:
	.string	"passes"
	.section	.rodata.str1.8
	.align 8
.LC212:
	.string	"use auto, sorted, lattice or passes"
	.align 8
.LC213:
	.string	"--exact-by '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC214:
	.string	"--service-dist"
	.section	.rodata.str1.8
	.align 8
.LC215:
	.string	"%s '%s' is not valid: use one of the names --help lists"
	.section	.rodata.str1.1
.LC216:
	.string	"--stalls"
.LC217:
	.string	"periodic"
.LC218:
	.string	"poisson"
.LC219:
	.string	"--stall-dist"
.LC220:
	.string	"fixed"
.LC221:
	.string	"exp"
.LC222:
	.string	"--schedule"
	.section	.rodata.str1.8
	.align 8
.LC223:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.align 8
.LC224:
	.string	"--schedule '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC225:
	.string	"--closed"
.LC226:
	.string	"catch-up"
.LC227:
	.string	"skip"
.LC228:
	.string	"back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC229:
	.string	"use catch-up, skip or back-to-back"
	.align 8
.LC230:
	.string	"--closed '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC231:
	.string	"--correct"
.LC232:
	.string	"--trace-values"
.LC233:
	.string	"--export"
	.section	.rodata.str1.8
	.align 8
.LC234:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.align 8
.LC235:
	.string	"--export '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC236:
	.string	"--sweep"
.LC237:
	.string	"load"
.LC238:
	.string	"stall"
.LC239:
	.string	"use load or stall"
.LC240:
	.string	"--sweep '%s' is not valid: %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB271:
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
	jle	.L1250
	movl	%esi, 20(%rsp)
	xorl	%ebx, %ebx
	leaq	1152+OPTIONS(%rip), %rbp
	movl	%ebx, %r14d
	.p2align 4,,10
	.p2align 3
.L1191:
	movslq	%r14d, %rax
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 24(%rsp)
	movq	8(%rsp), %rcx
	movq	(%rcx,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L1257
	cmpb	$104, 1(%r15)
	jne	.L1257
	cmpb	$0, 2(%r15)
	movl	$-1, %eax
	leaq	.LC186(%rip), %r13
	jne	.L1257
.L1194:
	leaq	OPTIONS(%rip), %rbx
	xorl	%r12d, %r12d
	jmp	.L1199
	.p2align 4,,10
	.p2align 3
.L1195:
	addl	$1, %r12d
	addq	$32, %rbx
	cmpl	$36, %r12d
	je	.L1198
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
.L1199:
	movq	(%rbx), %rdi
	testl	%eax, %eax
	jne	.L1195
	movslq	%r12d, %rdx
	leaq	OPTIONS(%rip), %rax
	salq	$5, %rdx
	movl	8(%rax,%rdx), %eax
	cmpl	$2, %eax
	je	.L1293
	leal	1(%r14), %r13d
	cmpl	$1, %eax
	je	.L1294
	cmpl	%r13d, 20(%rsp)
	je	.L1295
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	movq	8(%rax,%rcx), %r12
	cmpb	$45, (%r12)
	jne	.L1259
	cmpb	$104, 1(%r12)
	jne	.L1259
	cmpb	$0, 2(%r12)
	movl	$-1, %eax
	leaq	.LC186(%rip), %rbx
	jne	.L1259
.L1212:
	leaq	32+OPTIONS(%rip), %r14
	jmp	.L1215
	.p2align 4,,10
	.p2align 3
.L1213:
	cmpq	%rbp, %r14
	je	.L1214
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	addq	$32, %r14
	call	strcmp@PLT
.L1215:
	testl	%eax, %eax
	jne	.L1213
	movq	32(%rsp), %rdi
	movq	%r12, %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	leaq	.LC198(%rip), %rdx
	call	snprintf@PLT
.L1202:
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
.L1214:
	.cfi_restore_state
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L1296
	movq	32(%rsp), %rcx
	movq	40(%rsp), %rdi
	movq	%r12, %rdx
	movq	%r15, %rsi
	call	apply_amount.constprop.0
	testl	%eax, %eax
	jle	.L1217
	leaq	.LC201(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1218
	leaq	.LC202(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC203(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1219
	testl	%eax, %eax
	jne	.L1297
.L1219:
	testl	%eax, %eax
	movq	40(%rsp), %rdx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 200(%rdx)
.L1209:
	leal	1(%r13), %r14d
	cmpl	%r14d, 20(%rsp)
	jg	.L1191
.L1250:
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
.L1257:
	.cfi_restore_state
	leaq	.LC114(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %r13
	call	strcmp@PLT
	jmp	.L1194
	.p2align 4,,10
	.p2align 3
.L1259:
	leaq	.LC114(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %rbx
	call	strcmp@PLT
	jmp	.L1212
	.p2align 4,,10
	.p2align 3
.L1198:
	cmpb	$45, (%r15)
	je	.L1298
.L1258:
	movq	32(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC187(%rip), %r8
	leaq	.LC188(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1202
	.p2align 4,,10
	.p2align 3
.L1218:
	leaq	.LC206(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1221
	leaq	.LC207(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1299
	leaq	.LC208(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1223
	leaq	.LC209(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1223
	leaq	.LC210(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1300
	leaq	.LC211(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1226
	movq	40(%rsp), %rax
	movl	$3, 204(%rax)
	jmp	.L1209
	.p2align 4,,10
	.p2align 3
.L1217:
	je	.L1209
	jmp	.L1202
	.p2align 4,,10
	.p2align 3
.L1298:
	cmpb	$45, 1(%r15)
	jne	.L1258
.L1201:
	movq	32(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC189(%rip), %r8
	leaq	.LC190(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1202
	.p2align 4,,10
	.p2align 3
.L1221:
	leaq	.LC214(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1301
	leaq	.LC216(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1302
	leaq	.LC219(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1303
	leaq	.LC222(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1237
	leaq	.LC220(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC218(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1238
	testl	%eax, %eax
	jne	.L1304
.L1238:
	testl	%eax, %eax
	movq	40(%rsp), %rcx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 72(%rcx)
	jmp	.L1209
.L1294:
	leaq	.LC193(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L1305
	leaq	.LC194(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	jne	.L1206
	movq	40(%rsp), %rax
	movl	$1, 296(%rax)
.L1205:
	movl	%r14d, %r13d
	jmp	.L1209
	.p2align 4,,10
	.p2align 3
.L1305:
	movq	40(%rsp), %rax
	movl	$1, 328(%rax)
	jmp	.L1205
.L1237:
	leaq	.LC163(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1306
	leaq	.LC225(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1240
	leaq	.LC226(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1241
	leaq	.LC227(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1256
	leaq	.LC228(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1307
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC229(%rip), %r8
	leaq	.LC230(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1202
.L1223:
	movq	40(%rsp), %rax
	movl	$1, 204(%rax)
	jmp	.L1209
.L1299:
	movq	40(%rsp), %rax
	movl	$0, 204(%rax)
	jmp	.L1209
.L1301:
	xorl	%ebx, %ebx
	leaq	SERVICE_DIST_NAME(%rip), %r14
.L1229:
	movq	(%r14,%rbx,8), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1308
	movq	40(%rsp), %rax
	movl	%ebx, 8(%rax)
	jmp	.L1209
.L1206:
	leaq	.LC195(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L1309
	leaq	.LC196(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1205
	movq	40(%rsp), %rax
	movl	$3, 216(%rax)
	jmp	.L1205
.L1309:
	movq	40(%rsp), %rax
	movl	$1, 300(%rax)
	jmp	.L1205
.L1306:
	movq	40(%rsp), %rax
	movq	%r12, 256(%rax)
	movl	$2, 72(%rax)
	jmp	.L1209
.L1302:
	leaq	.LC217(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L1310
.L1232:
	movq	40(%rsp), %rcx
	movl	%eax, 40(%rcx)
	jmp	.L1209
.L1293:
	movq	%rdi, %rcx
	movq	32(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC191(%rip), %r8
	leaq	.LC192(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1202
.L1303:
	leaq	.LC220(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L1311
.L1235:
	movq	40(%rsp), %rcx
	movl	%eax, 44(%rcx)
	jmp	.L1209
.L1295:
	movq	32(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC189(%rip), %r8
	leaq	.LC197(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1202
.L1296:
	movq	32(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC199(%rip), %r8
	leaq	.LC200(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1202
.L1300:
	movq	40(%rsp), %rax
	movl	$2, 204(%rax)
	jmp	.L1209
.L1308:
	addq	$1, %rbx
	cmpq	$4, %rbx
	jne	.L1229
.L1236:
	movq	32(%rsp), %rdi
	movq	%r12, %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	leaq	.LC215(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1202
.L1240:
	leaq	.LC231(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1312
	leaq	.LC232(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1313
	leaq	.LC233(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1245
	cmpb	$0, (%r12)
	je	.L1246
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L1246
	movq	40(%rsp), %rax
	movq	%r12, 288(%rax)
	jmp	.L1209
.L1310:
	leaq	.LC218(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1236
	movl	$1, %eax
	jmp	.L1232
.L1311:
	leaq	.LC221(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1236
	movl	$1, %eax
	jmp	.L1235
.L1313:
	movq	40(%rsp), %rax
	movq	%r12, 272(%rax)
	movl	$1, 216(%rax)
	jmp	.L1209
.L1312:
	movq	40(%rsp), %rax
	movq	%r12, 264(%rax)
	movl	$1, 216(%rax)
	jmp	.L1209
.L1297:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC204(%rip), %r8
	leaq	.LC205(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1202
.L1245:
	leaq	.LC236(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1201
	leaq	.LC237(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1249
	leaq	.LC238(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1314
.L1249:
	movq	40(%rsp), %rax
	movq	%r12, 280(%rax)
	movl	$2, 216(%rax)
	jmp	.L1209
.L1256:
	movl	$1, %eax
.L1241:
	movq	40(%rsp), %rcx
	movl	%eax, 152(%rcx)
	jmp	.L1209
.L1226:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC212(%rip), %r8
	leaq	.LC213(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1202
.L1314:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC239(%rip), %r8
	leaq	.LC240(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1202
	.p2align 4,,10
	.p2align 3
.L1307:
	movl	$2, %eax
	jmp	.L1241
.L1304:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC223(%rip), %r8
	leaq	.LC224(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1202
.L1246:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC234(%rip), %r8
	leaq	.LC235(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1202
	.cfi_endproc
.LFE271:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.1
.LC241:
	.string	"out of memory"
.LC242:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC243:
	.string	"use default, feed-10ms-stall, one-2s-stall, hundred-requests, hundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal or gc-pauses"
	.align 8
.LC244:
	.string	"--scenario '%s' is not valid: %s"
	.text
	.p2align 4
	.type	apply_scenario.constprop.0, @function
apply_scenario.constprop.0:
.LFB275:
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
.L1317:
	movq	(%r12), %rax
	movq	%rbp, %rdi
	movq	%rax, %rsi
	movq	%rax, 8(%rsp)
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1316
	addl	$1, %ebx
	addq	$24, %r12
	cmpl	$10, %ebx
	jne	.L1317
	leaq	.LC243(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC244(%rip), %rdx
.L1331:
	movq	16(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L1315
	.p2align 4,,10
	.p2align 3
.L1316:
	movq	320(%r14), %rdi
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
	movq	%rax, 320(%r14)
	movq	%rax, %rdi
	je	.L1332
	leaq	40(%rsp), %r12
	movl	%r8d, 28(%rsp)
	leaq	48(%rsp), %r13
	leaq	.LC43(%rip), %rbp
	movq	%r12, %rdx
	movq	%rbp, %rsi
	call	strtok_r@PLT
	movl	28(%rsp), %r8d
	testq	%rax, %rax
	je	.L1321
	movl	$1, %r15d
	leaq	48(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L1322:
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
	jne	.L1322
	movl	%edi, %r8d
.L1321:
	movq	8(%rsp), %xmm0
	movq	%r13, %rdx
	movl	%r8d, %esi
	movq	%r14, %rdi
	leaq	SCENARIOS(%rip), %rcx
	leaq	(%rbx,%rbx,2), %rax
	movhps	8(%rcx,%rax,8), %xmm0
	movq	16(%rsp), %rcx
	movups	%xmm0, 304(%r14)
	call	apply_args.constprop.0
.L1315:
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
.L1332:
	.cfi_restore_state
	leaq	.LC241(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC242(%rip), %rdx
	jmp	.L1331
	.cfi_endproc
.LFE275:
	.size	apply_scenario.constprop.0, .-apply_scenario.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC245:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC246:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC247:
	.string	"#2e8b57"
.LC248:
	.string	"#1f5fbf"
.LC249:
	.string	"closed: one sample of %s us"
.LC250:
	.string	"open: %lu requests delayed"
.LC251:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC252:
	.string	"corrected: %lu samples imputed every %s us"
	.text
	.p2align 4
	.type	timeline_writer, @function
timeline_writer:
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
	jb	.L1334
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L1334:
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
	js	.L1335
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L1336:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L1337
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L1338:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L1388
	cmpq	$0, -368(%rbp)
	je	.L1388
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L1342
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1343:
	subsd	%xmm2, %xmm0
	movsd	.LC167(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L1344
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1345:
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
	js	.L1346
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L1347:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC167(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L1386
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L1351
	.p2align 4,,10
	.p2align 3
.L1404:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1350:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC167(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L1403
.L1351:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L1404
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1350
	.p2align 4,,10
	.p2align 3
.L1403:
	movsd	.LC168(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L1348:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -352(%rbp)
	movsd	%xmm1, -344(%rbp)
	call	nice_step
	movq	%r12, %xmm4
	movsd	.LC53(%rip), %xmm5
	movsd	.LC52(%rip), %xmm7
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm1
	movsd	-352(%rbp), %xmm2
	movapd	%xmm4, %xmm0
	andpd	%xmm5, %xmm0
	ucomisd	%xmm0, %xmm7
	ja	.L1405
.L1352:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC167(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	48(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L1353
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1354:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC245(%rip), %rdx
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
	leaq	.LC169(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rsi
	leaq	.LC170(%rip), %rcx
	movq	%r14, %rdi
	leaq	.LC246(%rip), %rdx
	movq	%rsi, -400(%rbp)
	call	svg_axes
	movsd	-328(%rbp), %xmm5
	subsd	-320(%rbp), %xmm5
	movapd	%xmm5, %xmm0
	movsd	%xmm5, -336(%rbp)
	call	nice_step
	movsd	-320(%rbp), %xmm4
	movsd	.LC53(%rip), %xmm1
	movsd	.LC52(%rip), %xmm6
	movapd	%xmm0, %xmm5
	movq	.LC167(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L1406
.L1355:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L1407
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC172(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L1361:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC53(%rip), %xmm0
	leaq	.LC182(%rip), %rdx
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
	mulsd	.LC47(%rip), %xmm1
	addsd	.LC48(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	-312(%rbp), %xmm4
	addsd	-352(%rbp), %xmm4
	movsd	-328(%rbp), %xmm6
	movq	.LC167(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L1361
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L1362:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L1408
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
	jmp	.L1367
	.p2align 4,,10
	.p2align 3
.L1410:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1364:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L1365
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1366:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L1409
.L1367:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L1410
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1364
	.p2align 4,,10
	.p2align 3
.L1365:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1366
	.p2align 4,,10
	.p2align 3
.L1409:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC251(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC167(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L1411
.L1382:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L1375
	.p2align 4,,10
	.p2align 3
.L1413:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1372:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L1373
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L1374:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L1412
.L1375:
	testq	%rdx, %rdx
	jns	.L1413
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1372
	.p2align 4,,10
	.p2align 3
.L1373:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1374
	.p2align 4,,10
	.p2align 3
.L1412:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC247(%rip), %r9
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
	movq	.LC167(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L1370
.L1369:
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
	jmp	.L1381
	.p2align 4,,10
	.p2align 3
.L1414:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1378:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L1379
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1380:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L1370
.L1381:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L1414
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1378
	.p2align 4,,10
	.p2align 3
.L1379:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1380
	.p2align 4,,10
	.p2align 3
.L1408:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC251(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC167(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L1382
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC247(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L1370:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC248(%rip), %r9
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
	leaq	.LC249(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC248(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC177(%rip), %rbx
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
	leaq	.LC250(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC251(%rip), %rax
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
	leaq	.LC252(%rip), %rdx
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
	leaq	.LC42(%rip), %rax
	pushq	%r13
	movl	$96, %r9d
	movl	$92, %edx
	movq	%rbx, %rsi
	pushq	$100
	movl	$120, %r8d
	movq	%r14, %rdi
	pushq	$126
	pushq	%rax
	leaq	.LC247(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC173(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1333:
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
.L1406:
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
	jmp	.L1355
	.p2align 4,,10
	.p2align 3
.L1405:
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
	jmp	.L1352
	.p2align 4,,10
	.p2align 3
.L1353:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1354
	.p2align 4,,10
	.p2align 3
.L1346:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L1347
	.p2align 4,,10
	.p2align 3
.L1344:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1345
	.p2align 4,,10
	.p2align 3
.L1342:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1343
	.p2align 4,,10
	.p2align 3
.L1337:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L1338
	.p2align 4,,10
	.p2align 3
.L1335:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L1336
	.p2align 4,,10
	.p2align 3
.L1386:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L1348
	.p2align 4,,10
	.p2align 3
.L1407:
	leaq	-240(%rbp), %r12
	jmp	.L1362
	.p2align 4,,10
	.p2align 3
.L1411:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC247(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC167(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L1369
.L1388:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1333
	.cfi_endproc
.LFE181:
	.size	timeline_writer, .-timeline_writer
	.p2align 4
	.type	cqr_first_end, @function
cqr_first_end:
.LFB112:
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
	jne	.L1432
	movl	16(%rdi), %eax
	movl	$0, 24(%rdi)
	movq	%rdi, %r10
	movq	$99999, 96(%rsp)
	movq	$0, 104(%rsp)
	testl	%eax, %eax
	je	.L1445
.L1418:
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
.L1431:
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
	je	.L1446
	movq	72(%rsp), %rax
	movq	128(%rsp), %rdi
	movq	24(%rsp), %rsi
	addl	$1, 24(%rax)
	cmpq	%rsi, %rdi
	jnb	.L1421
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
.L1422:
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
	jnc	.L1425
	addq	$1, %rsi
	addq	%r11, %rbx
	addq	%r8, %rdi
	cmpq	$16383, %rsi
	jbe	.L1447
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
	jmp	.L1422
	.p2align 4,,10
	.p2align 3
.L1447:
	movq	%rsi, %r13
	movl	$1, %eax
	xorl	%ecx, %ecx
	jmp	.L1422
	.p2align 4,,10
	.p2align 3
.L1425:
	movq	136(%rsp), %rbx
	movq	%r13, 240(%rbx)
	movq	%rdi, 312(%rbx)
	movq	%r12, 360(%rbx)
	testl	%ecx, %ecx
	je	.L1448
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	movq	64(%rsp), %rax
	subl	$16, %ecx
	movl	%ecx, 192(%rax)
.L1420:
	addq	$8, 56(%rsp)
	addq	$8, %rbx
	addq	$4, 64(%rsp)
	cmpq	%rbx, 112(%rsp)
	jne	.L1431
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
.L1415:
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
.L1446:
	.cfi_restore_state
	movq	64(%rsp), %rax
	movl	$1, (%rax)
	jmp	.L1420
	.p2align 4,,10
	.p2align 3
.L1421:
	movq	72(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax), %rax
	movq	%rax, 32(%rsp)
	subq	$1, %rax
	je	.L1423
	.p2align 4,,10
	.p2align 3
.L1424:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L1434
	movq	%rax, %rdx
	shrq	%cl, %rdx
	testq	%rdx, %rdx
	jne	.L1424
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
.L1423:
	movq	64(%rsp), %rax
	movq	24(%rsp), %rdi
	movl	$1, 24(%rax)
	movq	$0, 144(%rbx)
	movq	%rdi, 192(%rbx)
	movq	$0, 240(%rbx)
	movq	$0, 312(%rbx)
	movl	%ecx, 192(%rax)
	jmp	.L1420
	.p2align 4,,10
	.p2align 3
.L1448:
	movq	24(%rsp), %rax
	imulq	%rbp, %r12
	subq	%rdi, %rax
	movq	72(%rsp), %rdi
	subq	%r12, %rax
	movq	(%rdi), %rdi
	movq	%rdi, %rdx
	movq	%rdi, 24(%rsp)
	subq	$1, %rdx
	je	.L1429
	.p2align 4,,10
	.p2align 3
.L1430:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L1436
	movq	%rdx, %rsi
	shrq	%cl, %rsi
	testq	%rsi, %rsi
	jne	.L1430
	movl	$16, %edx
	cmpl	%edx, %ecx
	cmovnb	%ecx, %edx
	leal	-16(%rdx), %ecx
.L1429:
	movq	64(%rsp), %rdi
	movl	$1, 24(%rdi)
	movq	%r13, 144(%rbx)
	movq	%rax, 192(%rbx)
	movq	$0, 240(%rbx)
	movq	$0, 312(%rbx)
	movl	%ecx, 192(%rdi)
	jmp	.L1420
	.p2align 4,,10
	.p2align 3
.L1445:
	movq	$50000, 96(%rsp)
	movq	$0, 104(%rsp)
	jmp	.L1418
	.p2align 4,,10
	.p2align 3
.L1434:
	movl	$48, %ecx
	jmp	.L1423
.L1436:
	movl	$48, %ecx
	jmp	.L1429
.L1432:
	movl	$-2, %eax
	jmp	.L1415
	.cfi_endproc
.LFE112:
	.size	cqr_first_end, .-cqr_first_end
	.section	.rodata.str1.1
.LC253:
	.string	"ok %s\n"
.LC254:
	.string	"%s"
.LC255:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB227:
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
	je	.L1461
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1454:
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
	jc	.L1454
	leaq	80(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC254(%rip), %rdx
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
.L1457:
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
	jc	.L1457
	leaq	(%rbx,%rsi), %rcx
	leaq	32(%rsp), %rbx
	movq	24(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC254(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC255(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1449:
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
.L1461:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC253(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1449
	.cfi_endproc
.LFE227:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC256:
	.string	"parse_time '%s'%s"
.LC257:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB228:
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
	jne	.L1468
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC257(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC256(%rip), %rdx
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
.L1468:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC11(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC256(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L1469
.L1465:
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
.L1469:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L1465
	.cfi_endproc
.LFE228:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.1
.LC258:
	.string	"RESULT set=%s"
.LC259:
	.string	" n=%lu"
.LC260:
	.string	" %s_ns=%lu"
	.section	.rodata.str1.8
	.align 8
.LC261:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.text
	.p2align 4
	.type	print_result_set, @function
print_result_set:
.LFB150:
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
	leaq	.LC260(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	leaq	8(%rbx), %r15
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	movq	%rsi, 24(%rsp)
	movq	%rdi, %rsi
	leaq	.LC258(%rip), %rdi
	call	printf@PLT
	movq	(%rbx), %rsi
	leaq	.LC259(%rip), %rdi
	xorl	%eax, %eax
	leaq	PCT_NAME(%rip), %rbx
	call	printf@PLT
	leaq	48(%rbx), %r14
	.p2align 4,,10
	.p2align 3
.L1471:
	movq	(%r15), %rdx
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %r15
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L1471
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
.L1474:
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
	jc	.L1474
	leaq	32(%rsp), %rbp
	addq	%rbx, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC254(%rip), %rdx
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	24(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax), %r8
	movq	56(%rax), %rax
	testq	%r8, %r8
	je	.L1475
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
.L1475:
	movq	%rbx, %rdi
	leaq	.LC160(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	24(%rsp), %rax
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC261(%rip), %rdi
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
.LFE150:
	.size	print_result_set, .-print_result_set
	.section	.rodata.str1.8
	.align 8
.LC262:
	.string	"CHECK FAILED rep=%u %s %s expected=%s actual=%s\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB130:
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
	je	.L1493
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1486:
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
	jc	.L1486
	leaq	96(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC254(%rip), %rdx
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
.L1489:
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
	jc	.L1489
	leaq	(%rbx,%rsi), %rcx
	leaq	48(%rsp), %rbx
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC254(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rcx
	movl	20(%rsp), %esi
	xorl	%eax, %eax
	movq	24(%rsp), %rdx
	movq	%rbp, %r9
	movq	%rbx, %r8
	leaq	.LC262(%rip), %rdi
	call	printf@PLT
.L1481:
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
.L1493:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L1481
	.cfi_endproc
.LFE130:
	.size	check, .-check
	.section	.rodata.str1.1
.LC263:
	.string	"sum_ns"
.LC264:
	.string	"corrected"
.LC265:
	.string	"stalls"
.LC266:
	.string	"closed"
.LC267:
	.string	"open"
.LC268:
	.string	"last_completion_ns"
	.text
	.p2align 4
	.type	check_outcome, @function
check_outcome:
.LFB131:
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
.L1495:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L1496:
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
	jne	.L1496
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
	leaq	.LC263(%rip), %rcx
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
	jne	.L1495
	movq	72(%rsp), %rbx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC3(%rip), %rcx
	leaq	.LC265(%rip), %r13
	leaq	.LC266(%rip), %r14
	movq	160(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	leaq	.LC264(%rip), %rdx
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
	leaq	.LC267(%rip), %r13
	xorl	%r9d, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	248(%rbp), %r8
	movq	%r13, %rdx
	movl	%r15d, 36(%rsp)
	leaq	.LC268(%rip), %r15
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
.LFE131:
	.size	check_outcome, .-check_outcome
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB69:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L1507
	testq	%r8, %r8
	je	.L1507
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
	jne	.L1500
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L1510
.L1502:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L1500:
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
.L1507:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L1510:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L1505
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L1503:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L1511
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L1502
	.p2align 4,,10
	.p2align 3
.L1505:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L1503
.L1511:
	movl	$1, 24(%rbx)
	jmp	.L1500
	.cfi_endproc
.LFE69:
	.size	dist_add, .-dist_add
	.p2align 4
	.type	stall_src_next, @function
stall_src_next:
.LFB32:
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
	je	.L1512
	cmpl	$1, 44(%rbp)
	movq	%rdx, (%rsi)
	movq	%rdi, %rbx
	movq	48(%rbp), %rax
	je	.L1542
.L1517:
	cmpl	$1, 40(%rbp)
	movq	%rax, (%r12)
	je	.L1543
	movq	56(%rbp), %rdx
.L1529:
	movabsq	$4611686018427387904, %rcx
	subq	%rdx, %rcx
	testq	%rdx, %rdx
	jne	.L1523
.L1530:
	movq	$-1, %rax
.L1526:
	movq	%rax, 16(%rbx)
	movl	$1, %eax
.L1512:
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
.L1534:
	.cfi_restore_state
	movabsq	$4611686018427387903, %rcx
	movl	$1, %edx
	.p2align 4,,10
	.p2align 3
.L1523:
	movq	16(%rbx), %rax
	cmpq	%rcx, %rax
	jnb	.L1530
	addq	%rdx, %rax
	jmp	.L1526
	.p2align 4,,10
	.p2align 3
.L1542:
	testq	%rax, %rax
	js	.L1515
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L1516:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999145100622, %rsi
	call	draw_u01
	xorpd	.LC86(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC79(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1517
	comisd	.LC87(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1517
	movsd	.LC75(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1544
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1517
	.p2align 4,,10
	.p2align 3
.L1543:
	movq	56(%rbp), %rax
	testq	%rax, %rax
	js	.L1521
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, 8(%rsp)
.L1522:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999144771920, %rsi
	call	draw_u01
	xorpd	.LC86(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movsd	.LC79(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1534
	comisd	.LC87(%rip), %xmm1
	jnb	.L1530
	movsd	.LC75(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1545
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rdx
	btcq	$63, %rdx
	jmp	.L1529
	.p2align 4,,10
	.p2align 3
.L1515:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1516
	.p2align 4,,10
	.p2align 3
.L1521:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1522
	.p2align 4,,10
	.p2align 3
.L1545:
	cvttsd2siq	%xmm1, %rdx
	jmp	.L1529
	.p2align 4,,10
	.p2align 3
.L1544:
	cvttsd2siq	%xmm1, %rax
	jmp	.L1517
	.cfi_endproc
.LFE32:
	.size	stall_src_next, .-stall_src_next
	.p2align 4
	.type	server_init, @function
server_init:
.LFB43:
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
	je	.L1547
	movq	64(%rsi), %rax
	movl	8(%rsi), %edx
	movq	%rax, (%rdi)
	testl	%edx, %edx
	je	.L1548
.L1559:
	leaq	24(%rbx), %rbp
.L1549:
	movq	%rsi, 24(%rbx)
	leaq	56(%rbx), %rdx
	leaq	48(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, 40(%rbx)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1551
	movq	$-1, (%rbx)
.L1552:
	orq	$-1, %r14
	orq	$-1, %rax
	.p2align 4,,10
	.p2align 3
.L1554:
	movq	%rax, 16(%rbx)
	leaq	8(%rsp), %r13
	movq	%rsp, %r12
	movq	$-1, 48(%rbx)
.L1555:
	movq	%r13, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1546
	movq	(%rsp), %rdx
	movq	8(%rsp), %rax
	cmpq	$-1, %r14
	je	.L1556
	movq	16(%rbx), %rcx
	cmpq	%rcx, %rdx
	jb	.L1567
.L1556:
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
.L1547:
	.cfi_restore_state
	movl	8(%rsi), %eax
	movq	$-1, (%rdi)
	testl	%eax, %eax
	jne	.L1562
	cmpq	$0, 40(%rsi)
	je	.L1546
	.p2align 4,,10
	.p2align 3
.L1562:
	leaq	24(%rbx), %rbp
	movq	$-1, %rax
	jmp	.L1549
	.p2align 4,,10
	.p2align 3
.L1548:
	cmpq	$0, 40(%rsi)
	jne	.L1559
.L1546:
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
.L1551:
	.cfi_restore_state
	movq	48(%rbx), %r14
	movq	%r14, (%rbx)
	cmpq	$-1, %r14
	je	.L1552
	movq	56(%rbx), %rax
	addq	%r14, %rax
	jmp	.L1554
	.p2align 4,,10
	.p2align 3
.L1567:
	addq	%rdx, %rax
	cmpq	%rcx, %rax
	cmovb	%rcx, %rax
	movq	%rax, 16(%rbx)
	jmp	.L1555
	.cfi_endproc
.LFE43:
	.size	server_init, .-server_init
	.p2align 4
	.type	walk_start, @function
walk_start:
.LFB54:
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
	je	.L1569
	movq	160(%rsi), %rbp
.L1569:
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
.LFE54:
	.size	walk_start, .-walk_start
	.p2align 4
	.type	general_start, @function
general_start:
.LFB115:
	.cfi_startproc
	addq	$8, %rdi
	jmp	walk_start
	.cfi_endproc
.LFE115:
	.size	general_start, .-general_start
	.p2align 4
	.type	ref_walker_totals, @function
ref_walker_totals:
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
	subq	$72, %rsp
	.cfi_def_cfa_offset 128
	movq	224(%rdi), %rax
	movq	%r8, 8(%rsp)
	movq	%rax, (%rdx)
	movq	216(%rdi), %rbx
	movq	%rbx, (%rcx)
	cmpq	$0, 40(%rsi)
	jne	.L1591
	movq	48(%rsi), %r15
	testq	%r15, %r15
	je	.L1580
	movq	64(%rsi), %rax
	xorl	%r15d, %r15d
	cmpq	%rbx, %rax
	jnb	.L1580
	movq	56(%rsi), %rcx
	movl	$1, %r15d
	testq	%rcx, %rcx
	je	.L1580
	subq	%rax, %rbx
	xorl	%edx, %edx
	leaq	-1(%rbx), %rax
	divq	%rcx
	leaq	1(%rax), %r15
.L1580:
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
.L1591:
	.cfi_restore_state
	cmpq	$0, 48(%rsi)
	movq	%rsi, 32(%rsp)
	movq	$-1, %rax
	movq	$0, 40(%rsp)
	jne	.L1592
.L1577:
	movq	%rax, 48(%rsp)
	xorl	%r15d, %r15d
	xorl	%ebp, %ebp
	leaq	24(%rsp), %r14
	leaq	16(%rsp), %r13
	leaq	32(%rsp), %r12
	jmp	.L1578
	.p2align 4,,10
	.p2align 3
.L1593:
	movq	16(%rsp), %rdx
	cmpq	%rbx, %rdx
	jnb	.L1580
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
.L1578:
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1593
	jmp	.L1580
	.p2align 4,,10
	.p2align 3
.L1592:
	movq	64(%rsi), %rax
	jmp	.L1577
	.cfi_endproc
.LFE124:
	.size	ref_walker_totals, .-ref_walker_totals
	.p2align 4
	.type	ref_walker_run, @function
ref_walker_run:
.LFB122:
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
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	movq	%rsi, 72(%rsp)
	movq	160(%rdi), %rsi
	movq	160(%rsi), %rax
	movq	%rax, 48(%rsp)
	testq	%rdx, %rdx
	je	.L1613
	movl	168(%rdi), %eax
	movq	%rsi, 56(%rsp)
	leaq	88(%rsp), %r14
	movq	$0, 16(%rsp)
	movl	%eax, 28(%rsp)
	movq	%rdx, 64(%rsp)
	.p2align 4,,10
	.p2align 3
.L1612:
	movq	208(%r15), %rax
	cmpl	$3, 28(%rsp)
	movq	%rax, 8(%rsp)
	je	.L1637
	movq	56(%rsp), %rax
	movq	8(%rsp), %rcx
	cmpq	136(%rax), %rcx
	jnb	.L1595
	movq	192(%r15), %rax
	cmpq	184(%r15), %rax
	je	.L1595
	movq	176(%r15), %rdx
	leaq	1(%rax), %rsi
	cmpl	$2, 28(%rsp)
	movq	%rsi, 192(%r15)
	movq	216(%r15), %r8
	movq	(%rdx,%rax,8), %rax
	movq	%rax, 40(%rsp)
	je	.L1638
	movq	8(%rsp), %rax
	movq	48(%rsp), %rcx
	cmpq	%rcx, %rax
	jb	.L1616
	cmpl	$1, 28(%rsp)
	je	.L1639
.L1616:
	movq	40(%rsp), %rax
	movq	%rax, 32(%rsp)
.L1600:
	movq	32(%rsp), %rax
	movq	160(%r15), %rbx
	movq	8(%rsp), %rsi
	cmpq	%r8, %rax
	movq	%rbx, %rdi
	cmovnb	%rax, %r8
	cmpq	$0, 40(%rbx)
	movq	%r8, %r13
	je	.L1640
	call	service_of
	leaq	80(%rsp), %rbp
	leaq	96(%rsp), %r12
	movq	%rax, %rbx
	jmp	.L1606
	.p2align 4,,10
	.p2align 3
.L1641:
	movq	88(%rsp), %rax
	addq	80(%rsp), %rax
	cmpq	%rax, %r13
	jb	.L1605
	movq	112(%rsp), %rax
	movdqa	96(%rsp), %xmm1
	movq	%rax, 248(%r15)
	movups	%xmm1, 232(%r15)
.L1606:
	movq	248(%r15), %rax
	movq	%r14, %rdx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	movdqu	232(%r15), %xmm0
	movq	%rax, 112(%rsp)
	movaps	%xmm0, 96(%rsp)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1641
.L1605:
	movdqu	232(%r15), %xmm2
	movq	248(%r15), %rax
	movq	%rax, 112(%rsp)
	movaps	%xmm2, 96(%rsp)
	.p2align 4,,10
	.p2align 3
.L1607:
	movq	%r14, %rdx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1642
	movq	80(%rsp), %rax
	movq	88(%rsp), %rdx
	addq	%rax, %rdx
	cmpq	%rdx, %r13
	jnb	.L1607
	cmpq	%rax, %r13
	jnb	.L1617
	addq	%r13, %rbx
	cmpq	%rbx, %rax
	jnb	.L1604
	subq	%rax, %rbx
	movq	%rdx, %r13
	jmp	.L1607
	.p2align 4,,10
	.p2align 3
.L1617:
	movq	%rdx, %r13
	jmp	.L1607
	.p2align 4,,10
	.p2align 3
.L1642:
	addq	%r13, %rbx
.L1604:
	movq	8(%rsp), %rax
	xorl	%edx, %edx
	movq	72(%rsp), %rcx
	movq	%rbx, 216(%r15)
	divq	48(%rsp)
	movq	200(%r15), %rax
	movq	%rbx, (%rax,%rdx,8)
	movl	28(%rsp), %eax
	testl	%eax, %eax
	movq	40(%rsp), %rax
	cmovne	32(%rsp), %rax
	subq	%rax, %rbx
	movq	16(%rsp), %rax
	movq	%rbx, (%rcx,%rax,8)
	addq	$1, %rax
	movq	208(%r15), %rcx
	movq	%rax, 16(%rsp)
	leaq	1(%rcx), %r13
.L1602:
	movq	%r13, 208(%r15)
	movq	64(%rsp), %rcx
	cmpq	%rcx, 16(%rsp)
	jb	.L1612
.L1595:
	movq	16(%rsp), %rax
	addq	%rax, 224(%r15)
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
.L1637:
	.cfi_restore_state
	movq	48(%rsp), %rcx
	cmpq	%rcx, %rax
	jnb	.L1597
	movq	56(%rsp), %rax
	movq	144(%rax), %rax
	movq	%rax, 32(%rsp)
	testq	%rax, %rax
	je	.L1599
	movq	$0, 32(%rsp)
.L1636:
	movq	$0, 40(%rsp)
	movq	216(%r15), %r8
	jmp	.L1600
	.p2align 4,,10
	.p2align 3
.L1640:
	call	service_of
	movq	%rbx, %rdi
	movq	%r13, %rsi
	movq	%rax, %rdx
	call	ref_serve
	movq	%rax, %rbx
	jmp	.L1604
	.p2align 4,,10
	.p2align 3
.L1638:
	movq	%rcx, %r13
	movq	%rax, 32(%rsp)
	addq	$1, %r13
	cmpq	%r8, %rax
	jnb	.L1600
	jmp	.L1602
	.p2align 4,,10
	.p2align 3
.L1599:
	movq	56(%rsp), %rax
	movq	8(%rsp), %rcx
	cmpq	136(%rax), %rcx
	jb	.L1636
	jmp	.L1595
	.p2align 4,,10
	.p2align 3
.L1597:
	movq	8(%rsp), %rax
	xorl	%edx, %edx
	divq	48(%rsp)
	movq	200(%r15), %rax
	movq	(%rax,%rdx,8), %rcx
	movq	56(%rsp), %rax
	movq	144(%rax), %rax
	movq	%rcx, 32(%rsp)
	testq	%rax, %rax
	je	.L1599
	cmpq	%rax, %rcx
	jb	.L1636
	jmp	.L1595
	.p2align 4,,10
	.p2align 3
.L1639:
	xorl	%edx, %edx
	divq	%rcx
	movq	200(%r15), %rax
	movq	40(%rsp), %rcx
	movq	(%rax,%rdx,8), %rax
	cmpq	%rax, %rcx
	cmovnb	%rcx, %rax
	movq	%rax, 32(%rsp)
	jmp	.L1600
.L1613:
	movq	$0, 16(%rsp)
	jmp	.L1595
	.cfi_endproc
.LFE122:
	.size	ref_walker_run, .-ref_walker_run
	.p2align 4
	.type	serve_random, @function
serve_random:
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
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	leaq	(%rsi,%rdx), %rbx
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movq	(%rdi), %r13
	movq	%rdx, 24(%rsp)
	cmpq	%rbx, %r13
	jnb	.L1643
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
	jmp	.L1654
	.p2align 4,,10
	.p2align 3
.L1660:
	addq	%rbx, %rax
	subq	%r13, %rax
	movq	%rax, %rbx
.L1646:
	movq	48(%r12), %r13
	movq	$-1, %rax
	movq	%r13, %xmm0
	movhps	(%rsp), %xmm0
	movups	%xmm0, (%r12)
	cmpq	$-1, %r13
	je	.L1647
	movq	56(%r12), %rax
	addq	%r13, %rax
.L1647:
	movq	%rax, 16(%r12)
	movq	%r15, 48(%r12)
.L1648:
	movq	16(%rsp), %rdx
	movq	8(%rsp), %rsi
	movq	%r14, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1652
	movq	32(%rsp), %rax
	movq	40(%rsp), %rsi
	cmpq	$-1, %r13
	je	.L1649
	movq	16(%r12), %rdx
	cmpq	%rdx, %rax
	jb	.L1659
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L1652:
	addq	$1, (%rsp)
	cmpq	%rbx, %r13
	jnb	.L1643
.L1654:
	movq	16(%r12), %rax
	cmpq	%r13, %rbp
	jb	.L1660
	movq	24(%rsp), %rcx
	cmpq	%rax, %rbp
	leaq	(%rcx,%rax), %rdx
	cmovb	%rdx, %rbx
	jmp	.L1646
	.p2align 4,,10
	.p2align 3
.L1659:
	addq	%rsi, %rax
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	movq	%rax, 16(%r12)
	jmp	.L1648
	.p2align 4,,10
	.p2align 3
.L1649:
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L1643:
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
.LFE44:
	.size	serve_random, .-serve_random
	.p2align 4
	.type	walk_run, @function
walk_run:
.LFB56:
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
	movq	(%rdi), %r15
	movl	8(%rdi), %r14d
	movq	%rdx, 8(%rsp)
	movq	136(%rdi), %rdx
	testq	%rax, %rax
	je	.L1678
	leaq	16(%rdi), %rax
	movq	%rsi, 16(%rsp)
	xorl	%r12d, %r12d
	movq	%rax, 24(%rsp)
	jmp	.L1677
	.p2align 4,,10
	.p2align 3
.L1663:
	movq	120(%rbx), %rsi
	cmpq	136(%r15), %rsi
	jnb	.L1662
	movq	96(%rbx), %rax
	cmpq	88(%rbx), %rax
	je	.L1662
	movq	80(%rbx), %rcx
	leaq	1(%rax), %rdi
	movq	%rdi, 96(%rbx)
	movq	(%rcx,%rax,8), %r13
	cmpl	$2, %r14d
	jne	.L1681
	cmpq	%rdx, %r13
	jb	.L1666
.L1681:
	movq	%r13, %rbp
	cmpl	$1, %r14d
	jne	.L1665
	movq	128(%rbx), %rcx
	movq	104(%rbx), %rax
	movq	(%rax,%rcx,8), %rbp
	cmpq	%rbp, %r13
	cmovnb	%r13, %rbp
	.p2align 4,,10
	.p2align 3
.L1665:
	cmpq	%rdx, %rbp
	movq	%r15, %rdi
	cmovnb	%rbp, %rdx
	movq	%rdx, (%rsp)
	call	service_of
	cmpq	$0, 40(%r15)
	movq	(%rsp), %r11
	movq	%rax, %rcx
	je	.L1691
	movq	24(%rsp), %rdi
	movq	%rax, %rdx
	movq	%r11, %rsi
	call	serve_random
	movq	%rax, %rdx
.L1669:
	movq	104(%rbx), %rax
	testl	%r14d, %r14d
	movq	16(%rsp), %rdi
	movq	128(%rbx), %rcx
	cmove	%r13, %rbp
	movq	%rdx, (%rax,%rcx,8)
	movq	%rdx, %rax
	subq	%rbp, %rax
	movq	%rax, (%rdi,%r12,8)
	movq	120(%rbx), %rsi
	addq	$1, %r12
.L1666:
	movq	128(%rbx), %rax
	addq	$1, %rsi
	movq	%rsi, 120(%rbx)
	addq	$1, %rax
	cmpq	112(%rbx), %rax
	jne	.L1676
	xorl	%eax, %eax
.L1676:
	movq	%rax, 128(%rbx)
	movq	8(%rsp), %rax
	cmpq	%rax, %r12
	jnb	.L1662
.L1677:
	cmpl	$3, %r14d
	jne	.L1663
	movq	104(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	(%rax,%rcx,8), %r13
	movq	144(%r15), %rax
	testq	%rax, %rax
	je	.L1664
	cmpq	%rax, %r13
	jnb	.L1662
	movq	120(%rbx), %rsi
	movq	%r13, %rbp
	jmp	.L1665
	.p2align 4,,10
	.p2align 3
.L1691:
	leaq	(%r11,%rax), %rdx
	movq	16(%rbx), %rax
	cmpq	%rdx, %rax
	jnb	.L1669
	movq	48(%r15), %r8
	cmpq	%rax, %r11
	jnb	.L1670
	addq	%r8, %rdx
.L1671:
	movq	56(%r15), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	jne	.L1672
	movq	$-1, 16(%rbx)
	jmp	.L1669
	.p2align 4,,10
	.p2align 3
.L1664:
	movq	120(%rbx), %rsi
	cmpq	136(%r15), %rsi
	jnb	.L1662
	movq	%r13, %rbp
	jmp	.L1665
.L1678:
	xorl	%r12d, %r12d
.L1662:
	addq	%r12, 144(%rbx)
	movq	%r12, %rax
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
.L1672:
	.cfi_restore_state
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L1669
	movq	24(%rsp), %rdi
	movq	%r11, %rsi
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L1669
	.p2align 4,,10
	.p2align 3
.L1670:
	leaq	(%r8,%rax), %rsi
	leaq	(%rcx,%rsi), %rdi
	cmpq	%rsi, %r11
	cmovb	%rdi, %rdx
	jmp	.L1671
	.cfi_endproc
.LFE56:
	.size	walk_run, .-walk_run
	.p2align 4
	.type	general_run, @function
general_run:
.LFB117:
	.cfi_startproc
	addq	$8, %rdi
	jmp	walk_run
	.cfi_endproc
.LFE117:
	.size	general_run, .-general_run
	.section	.rodata.str1.8
	.align 8
.LC269:
	.string	"bench: out of memory for %lu connections\n"
	.align 8
.LC270:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	walk_all, @function
walk_all:
.LFB139:
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
	jne	.L1722
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
.L1703:
	xorl	%r14d, %r14d
	cmpl	$3, 28(%rsp)
	je	.L1720
	movq	96(%rsp), %rax
	movl	$4096, %esi
	movq	136(%rax), %rdx
	movq	104(%rsp), %rax
	movq	%rdx, %r14
	subq	%rax, %r14
	cmpq	%rsi, %r14
	cmova	%rsi, %r14
	cmpq	%rax, %rdx
	je	.L1720
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L1697:
	movq	%rbp, %rdi
	call	due_next
	movq	%rax, (%rbx,%r15,8)
	addq	$1, %r15
	cmpq	%r14, %r15
	jb	.L1697
.L1720:
	movq	%rbp, 16(%rsp)
	movq	%rbx, %r15
.L1701:
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
	jb	.L1700
	cmpq	%r13, %rax
	jne	.L1699
	cmpl	$3, 28(%rsp)
	je	.L1723
.L1699:
	movq	%rbx, %r8
	movq	16(%rsp), %rbp
	movq	%r15, %rbx
	orq	%r14, %r8
	jne	.L1703
.L1702:
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	136(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1704
	call	fclose@PLT
.L1704:
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
.L1723:
	.cfi_restore_state
	movq	48(%rsp), %rsi
	movq	32(%rsp), %rdi
	movl	$1, %edx
	call	walk_run
	testq	%rax, %rax
	jne	.L1700
	orq	%rbx, %r14
	je	.L1702
	xorl	%r14d, %r14d
	jmp	.L1701
.L1700:
	movq	stderr(%rip), %rdi
	movq	%r13, %rdx
	leaq	.LC270(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L1722:
	movq	stderr(%rip), %rdi
	movq	160(%rbx), %rdx
	leaq	.LC269(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %edi
	call	exit@PLT
	.cfi_endproc
.LFE139:
	.size	walk_all, .-walk_all
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB173:
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
	subq	$648, %rsp
	.cfi_def_cfa_offset 704
	movdqu	(%rdi), %xmm1
	movdqu	16(%rdi), %xmm2
	movdqu	32(%rdi), %xmm3
	movdqu	48(%rdi), %xmm4
	movdqu	64(%rdi), %xmm5
	movdqu	80(%rdi), %xmm6
	movaps	%xmm1, 160(%rsp)
	movdqu	96(%rdi), %xmm7
	movdqu	112(%rdi), %xmm1
	movaps	%xmm2, 176(%rsp)
	movaps	%xmm3, 192(%rsp)
	movdqu	128(%rdi), %xmm2
	movdqu	144(%rdi), %xmm3
	movaps	%xmm4, 208(%rsp)
	movdqu	160(%rdi), %xmm4
	movaps	%xmm5, 224(%rsp)
	movdqu	176(%rdi), %xmm5
	movaps	%xmm6, 240(%rsp)
	movdqu	192(%rdi), %xmm6
	movaps	%xmm7, 256(%rsp)
	movaps	%xmm1, 272(%rsp)
	movaps	%xmm2, 288(%rsp)
	movaps	%xmm3, 304(%rsp)
	movaps	%xmm4, 320(%rsp)
	movaps	%xmm5, 336(%rsp)
	movaps	%xmm6, 352(%rsp)
	movq	208(%rdi), %rax
	movups	%xmm0, (%rdx)
	movups	%xmm0, 16(%rdx)
	movups	%xmm0, 32(%rdx)
	movq	48(%rdi), %r11
	movq	%rax, 368(%rsp)
	testq	%r11, %r11
	je	.L1744
	cmpl	$0, 152(%rdi)
	movq	%rdi, %r10
	jne	.L1744
	cmpl	$0, 72(%rdi)
	movq	%rdx, %r12
	jne	.L1726
	movq	%rsi, %rbx
	call	closed_form_gap
	testq	%rax, %rax
	je	.L1761
.L1726:
	movq	296(%rsp), %rbx
	movl	$262144, %eax
	cmpq	%rax, %rbx
	cmova	%rax, %rbx
	movq	%rbx, 296(%rsp)
	salq	$3, %rbx
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, (%r12)
	movq	%rax, %r13
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, 8(%r12)
	movq	%rax, %rbp
	call	malloc@PLT
	testq	%r13, %r13
	sete	%dl
	testq	%rbp, %rbp
	movq	%rax, 16(%r12)
	sete	%cl
	orb	%cl, %dl
	jne	.L1745
	testq	%rax, %rax
	je	.L1745
	leaq	56(%rsp), %rdx
	xorl	%eax, %eax
	movl	$24, %ecx
	cmpq	$0, 272(%rsp)
	movq	%rdx, %rdi
	rep stosl
	leaq	160(%rsp), %rax
	movq	%rax, 8(%rsp)
	movq	%rax, 48(%rsp)
	je	.L1727
.L1760:
	leaq	88(%rsp), %r15
.L1728:
	xorl	%ebx, %ebx
	leaq	48(%rsp), %r14
	cmpq	$0, 296(%rsp)
	je	.L1734
	.p2align 4,,10
	.p2align 3
.L1731:
	movq	16(%r12), %rax
	movq	%r14, %rdi
	leaq	(%rax,%rbx,8), %rbp
	addq	$1, %rbx
	call	due_next
	movq	%rax, 0(%rbp)
	cmpq	296(%rsp), %rbx
	jb	.L1731
.L1734:
	movq	%r15, %rdi
	leaq	40(%rsp), %rbx
	leaq	24(%rsp), %rbp
	call	numbers_close
	movq	16(%r12), %rax
	movq	%rbx, %r8
	movq	%rbp, %r9
	movl	$1, %esi
	movq	%rax, 272(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 712
	leaq	40(%rsp), %r14
	pushq	%r14
	.cfi_def_cfa_offset 720
	movq	24(%rsp), %r15
	movq	312(%rsp), %rcx
	movq	(%r12), %rdx
	movq	%r15, %rdi
	call	walk_all
	movq	8(%r12), %rdx
	movq	%rbx, %r8
	movq	%rbp, %r9
	movq	312(%rsp), %rcx
	xorl	%esi, %esi
	movq	%r15, %rdi
	movq	%r14, (%rsp)
	call	walk_all
	movq	312(%rsp), %r14
	movq	32(%r12), %rbx
	movq	%r14, 24(%r12)
	popq	%rdx
	.cfi_def_cfa_offset 712
	popq	%rcx
	.cfi_def_cfa_offset 704
	cmpq	%r14, %rbx
	jnb	.L1762
	movq	16(%r12), %rcx
	movq	8(%r12), %r15
	movq	224(%rsp), %rdx
	jmp	.L1735
	.p2align 4,,10
	.p2align 3
.L1737:
	addq	$1, %rbx
	movq	%rbx, 32(%r12)
	cmpq	%rbx, %r14
	je	.L1736
.L1735:
	movq	(%r15,%rbx,8), %rax
	addq	(%rcx,%rbx,8), %rax
	cmpq	%rax, %rdx
	jnb	.L1737
	movq	%rbx, 40(%r12)
	movq	%rbx, %rbp
	cmpq	%r14, %rbx
	jb	.L1738
	jmp	.L1740
	.p2align 4,,10
	.p2align 3
.L1741:
	addq	$1, %rbp
	movq	%rbp, 40(%r12)
	cmpq	%rbp, %r14
	je	.L1740
.L1738:
	movq	8(%rsp), %rdi
	movq	(%r15,%rbp,8), %r13
	movq	%rbp, %rsi
	call	service_of
	cmpq	%r13, %rax
	jb	.L1741
.L1740:
	xorl	%eax, %eax
	cmpq	%r14, %rbx
	setnb	%al
	jmp	.L1724
.L1744:
	movl	$1, %eax
.L1724:
	addq	$648, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
.L1761:
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
	movq	%rax, 296(%rsp)
	jmp	.L1726
.L1727:
	movl	232(%rsp), %eax
	testl	%eax, %eax
	je	.L1760
	subl	$1, %eax
	je	.L1763
	leaq	384(%rsp), %rbx
	leaq	88(%rsp), %r15
	xorl	%ecx, %ecx
	movl	$256, %r9d
	movq	264(%rsp), %rsi
	movq	%rbx, %r8
	leaq	.LC163(%rip), %rdx
	movq	%r15, %rdi
	call	numbers_open
	testl	%eax, %eax
	je	.L1728
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC164(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
.L1763:
	movsd	248(%rsp), %xmm0
	movq	256(%rsp), %rax
	movsd	%xmm0, 64(%rsp)
	movq	%rax, 80(%rsp)
	jmp	.L1760
.L1762:
	movq	%rbx, 40(%r12)
	jmp	.L1740
.L1745:
	orl	$-1, %eax
	jmp	.L1724
.L1736:
	movq	%r14, 40(%r12)
	jmp	.L1740
	.cfi_endproc
.LFE173:
	.size	first_stall_window, .-first_stall_window
	.section	.rodata.str1.8
	.align 8
.LC271:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC272:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC273:
	.string	"percentiles.svg"
.LC274:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC275:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC276:
	.string	"bench: the export to %s failed (out of memory, or too many distinct values)\n"
	.text
	.p2align 4
	.type	export_bench, @function
export_bench:
.LFB183:
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
	subq	$344, %rsp
	.cfi_def_cfa_offset 400
	movl	24(%rdx), %eax
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
	je	.L1798
	movq	%rdi, %rbp
	movq	%rsi, %r12
	movq	%rdx, %r15
	movq	%rcx, %rbx
	movl	%r8d, %r13d
	cmpl	$2, %eax
	je	.L1799
	leaq	96(%rsp), %rax
	movq	(%rcx), %rsi
	movq	(%r15), %rdi
	leaq	128(%rsp), %r14
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	dist_of_sorted
	movq	272(%rbx), %rsi
	movq	(%rsp), %rdi
	movq	%r14, %rdx
	call	dist_correct
	movl	120(%rsp), %eax
	orl	152(%rsp), %eax
	jne	.L1783
	leaq	256(%rsp), %rax
	movq	(%rbx), %rsi
	movq	(%r15), %rdi
	movq	%rax, %rdx
	movq	%rax, 8(%rsp)
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L1783
	movq	80(%rbx), %rsi
	movq	8(%r15), %rdi
	leaq	280(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L1783
.L1797:
	leaq	304(%rsp), %rsi
	movq	%r14, %rdi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L1783
	leaq	32(%rsp), %rax
	xorl	%r15d, %r15d
	movq	%r12, 24(%rsp)
	movq	%rax, 16(%rsp)
	movq	%r15, %r12
	movl	%r13d, %r15d
.L1773:
	imulq	$10, %r12, %rax
	movq	16(%rsp), %rcx
	leaq	(%r12,%r12,2), %r13
	movq	%rbp, %rdi
	leaq	hgrm_writer(%rip), %rdx
	movq	24(%rbx,%rax), %rax
	movq	%rax, (%rcx,%r12)
	movq	8(%rsp), %rax
	addq	%rax, %r13
	leaq	HGRM.2(%rip), %rax
	movq	(%rax,%r12), %rsi
	movq	%r13, %rcx
	call	export_file
	testl	%eax, %eax
	jne	.L1783
	testl	%r15d, %r15d
	jne	.L1775
.L1777:
	addq	$8, %r12
	cmpq	$24, %r12
	jne	.L1773
	leaq	.LC272(%rip), %rax
	movq	%rbp, %rdi
	movq	24(%rsp), %r12
	leaq	160(%rsp), %rcx
	movq	%rax, %xmm0
	leaq	NAMES.0(%rip), %rax
	leaq	spectrum_writer(%rip), %rdx
	movl	$3, 176(%rsp)
	movhps	8(%rsp), %xmm0
	leaq	.LC273(%rip), %rsi
	movaps	%xmm0, 160(%rsp)
	movq	%rax, %xmm0
	movhps	16(%rsp), %xmm0
	movups	%xmm0, 184(%rsp)
	call	export_file
	testl	%eax, %eax
	jne	.L1783
	leaq	208(%rsp), %r13
	movl	$20, %esi
	movq	%r12, %rdi
	movq	%r13, %rdx
	call	first_stall_window
	testl	%eax, %eax
	je	.L1800
	jns	.L1801
	movq	208(%rsp), %rdi
	call	free@PLT
	movq	216(%rsp), %rdi
	call	free@PLT
	movq	224(%rsp), %rdi
	call	free@PLT
	jmp	.L1783
.L1799:
	xorl	%r14d, %r14d
	leaq	96(%rsp), %rax
	cmpq	$0, 40(%rdx)
	movq	%rax, (%rsp)
	jne	.L1768
	jmp	.L1772
	.p2align 4,,10
	.p2align 3
.L1771:
	addq	$1, %r14
	cmpq	40(%r15), %r14
	jnb	.L1772
.L1768:
	movq	48(%r15), %rax
	movq	(%rax,%r14,8), %r8
	testq	%r8, %r8
	je	.L1771
	movl	120(%rsp), %eax
	testl	%eax, %eax
	jne	.L1771
	movq	32(%r15), %rsi
	movq	(%rsp), %rdi
	movl	$1, %ecx
	xorl	%edx, %edx
	imulq	%r14, %rsi
	call	dist_add.part.0
	jmp	.L1771
.L1772:
	movq	272(%rbx), %rsi
	movq	(%rsp), %rdi
	leaq	128(%rsp), %r14
	movq	%r14, %rdx
	call	dist_correct
	movl	120(%rsp), %eax
	orl	152(%rsp), %eax
	jne	.L1783
	leaq	256(%rsp), %rax
	leaq	32(%r15), %rdi
	movq	%rax, %rsi
	movq	%rax, 8(%rsp)
	call	table_from_lattice
	testl	%eax, %eax
	je	.L1802
.L1783:
	orl	$-1, %ebx
.L1779:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC276(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L1780:
	movq	256(%rsp), %rdi
	call	free@PLT
	movq	280(%rsp), %rdi
	call	free@PLT
	movq	304(%rsp), %rdi
	call	free@PLT
	movq	(%rsp), %rdi
	call	dist_free
	movq	%r14, %rdi
	call	dist_free
.L1764:
	addq	$344, %rsp
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
.L1802:
	.cfi_restore_state
	leaq	280(%rsp), %rsi
	leaq	56(%r15), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L1783
	jmp	.L1797
.L1775:
	leaq	VALUES.1(%rip), %rax
	movq	%r13, %rcx
	leaq	values_writer(%rip), %rdx
	movq	%rbp, %rdi
	movq	(%rax,%r12), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L1777
	jmp	.L1783
.L1800:
	movq	272(%rbx), %rax
	leaq	64(%rsp), %rcx
	movq	%rbp, %rdi
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC274(%rip), %rsi
	movq	%r12, 64(%rsp)
	movq	%r13, 72(%rsp)
	movq	%rax, 80(%rsp)
	call	export_file
	movq	208(%rsp), %rdi
	movl	%eax, %ebx
	call	free@PLT
	movq	216(%rsp), %rdi
	call	free@PLT
	movq	224(%rsp), %rdi
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L1779
	xorl	%ebx, %ebx
	jmp	.L1780
.L1801:
	leaq	.LC275(%rip), %rdi
	xorl	%ebx, %ebx
	call	puts@PLT
	movq	208(%rsp), %rdi
	call	free@PLT
	movq	216(%rsp), %rdi
	call	free@PLT
	movq	224(%rsp), %rdi
	call	free@PLT
	jmp	.L1780
.L1798:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	orl	$-1, %ebx
	leaq	.LC271(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1764
	.cfi_endproc
.LFE183:
	.size	export_bench, .-export_bench
	.p2align 4
	.type	closed_form, @function
closed_form:
.LFB80:
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
	movq	%rdi, %rbx
	subq	$216, %rsp
	.cfi_def_cfa_offset 272
	movq	80(%rdi), %r12
	movq	(%rdi), %r15
	movq	136(%rdi), %r9
	movq	160(%rdi), %rax
	movq	%r12, %rsi
	movq	48(%rdi), %r13
	leaq	-1(%r9), %r11
	subq	%r15, %rsi
	movq	%rax, 48(%rsp)
	movq	%r11, 8(%rsp)
	movq	%rsi, (%rsp)
	testq	%r13, %r13
	je	.L1804
	xorl	%eax, %eax
	movl	$36, %ecx
	movq	%rbp, %rdi
	xorl	%edx, %edx
	rep stosq
	movq	%rax, 24(%rsp)
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 96(%rsp)
	pxor	%xmm0, %xmm0
	movq	64(%rbx), %rax
	movaps	%xmm0, 112(%rsp)
	movaps	%xmm0, 128(%rsp)
	divq	%r12
	movaps	%xmm0, 144(%rsp)
	movaps	%xmm0, 160(%rsp)
	movaps	%xmm0, 176(%rsp)
	movaps	%xmm0, 192(%rsp)
	movq	%rax, %r10
	cmpq	%rax, %r11
	jnb	.L1858
.L1805:
	leaq	144(%rsp), %r14
	movq	%r9, %r8
	xorl	%edx, %edx
	movq	%r15, %rsi
	movq	%r14, %rdi
	movl	$1, %ecx
	movq	%r9, 40(%rsp)
	addq	%r15, %r13
	movq	%r14, 16(%rsp)
	call	dist_add
	movq	(%rsp), %rdx
	movq	%r14, %rdi
	xorl	%r8d, %r8d
	xorl	%ecx, %ecx
	movq	%r13, %rsi
	movq	%r13, 32(%rsp)
	call	dist_add
	movq	(%rsp), %rdx
	movq	%r14, %rdi
	xorl	%r8d, %r8d
	xorl	%ecx, %ecx
	movq	%r13, %rsi
	xorl	%r14d, %r14d
	call	dist_add
	movq	40(%rsp), %r9
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	movq	$0, 248(%rbp)
.L1807:
	movq	8(%rsp), %rax
	imulq	%r12, %rax
	addq	%r15, %rax
.L1808:
	movq	%rax, 264(%rbp)
	movl	152(%rbx), %eax
	testl	%eax, %eax
	je	.L1859
	cmpl	$1, %eax
	jne	.L1818
	subq	%r11, %r9
	movq	%r9, %r8
	testq	%r11, %r11
	je	.L1819
	movq	32(%rsp), %rax
	xorl	%edx, %edx
	movq	8(%rsp), %r14
	movq	%r15, %rsi
	leaq	112(%rsp), %r13
	movq	%r11, (%rsp)
	divq	%r12
	movq	%r10, 40(%rsp)
	movq	%r13, %rdi
	cmpq	$1, %rdx
	leaq	-1(%r11), %rdx
	sbbq	$0, %rax
	subq	%r10, %r14
	imulq	%rax, %rdx
	movq	%r14, %rcx
	cmpq	%r14, %rax
	movq	%rax, 24(%rsp)
	cmovbe	%rax, %rcx
	addq	%rcx, %rdx
	movl	$1, %ecx
	subq	%rdx, %r8
	xorl	%edx, %edx
	call	dist_add
	movq	(%rsp), %r8
	movq	32(%rsp), %rsi
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%r13, %rdi
	call	dist_add
	movq	(%rsp), %r11
	movq	24(%rsp), %rax
	movq	%r11, 240(%rbp)
	cmpq	%r14, %rax
	jb	.L1820
	movq	40(%rsp), %r10
	movq	32(%rsp), %rax
	imulq	%r10, %r12
	addq	%rax, %r12
	jmp	.L1817
	.p2align 4,,10
	.p2align 3
.L1804:
	pxor	%xmm0, %xmm0
	movl	$36, %ecx
	movq	%rbp, %rdi
	movq	%r13, %rax
	rep stosq
	movaps	%xmm0, 96(%rsp)
	pxor	%xmm0, %xmm0
	movq	$0, 24(%rsp)
	movaps	%xmm0, 112(%rsp)
	movaps	%xmm0, 128(%rsp)
	movaps	%xmm0, 144(%rsp)
	movaps	%xmm0, 160(%rsp)
	movaps	%xmm0, 176(%rsp)
	movaps	%xmm0, 192(%rsp)
	jmp	.L1805
	.p2align 4,,10
	.p2align 3
.L1818:
	movq	48(%rbx), %r15
	movq	(%rbx), %rsi
	movq	144(%rbx), %rdi
	testq	%r15, %r15
	je	.L1822
	movq	56(%rbx), %r8
	movq	64(%rbx), %r9
	xorl	%r12d, %r12d
	xorl	%ecx, %ecx
	xorl	%r14d, %r14d
	.p2align 4,,10
	.p2align 3
.L1823:
	movq	%r14, %rdx
	xorl	%eax, %eax
	imulq	%r8, %rdx
	addq	%r9, %rdx
	cmpq	%r12, %rdx
	jb	.L1826
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rsi
.L1826:
	testq	%rdi, %rdi
	je	.L1827
	movq	%rsi, %rdx
	imulq	%rax, %rdx
	addq	%r12, %rdx
	cmpq	%rdi, %rdx
	setnb	%dl
.L1828:
	testb	%dl, %dl
	jne	.L1829
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%rsi, %rax
	addq	%r15, %rax
	addq	%rax, %r12
	addq	$1, %r14
	je	.L1823
	testq	%r8, %r8
	jne	.L1823
.L1829:
	testq	%rdi, %rdi
	jne	.L1860
.L1825:
	movq	136(%rbx), %r8
	movq	%r8, %rax
	subq	%rcx, %rax
.L1832:
	testq	%rax, %rax
	je	.L1831
	imulq	%rsi, %rax
	addq	%rax, %r12
.L1831:
	leaq	112(%rsp), %r13
	subq	%r14, %r8
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r13, %rdi
	movq	%rsi, (%rsp)
	call	dist_add
	movq	(%rsp), %rsi
	movq	%r14, %r8
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%r13, %rdi
	addq	%r15, %rsi
	call	dist_add
	movq	%r14, 240(%rbp)
	jmp	.L1817
	.p2align 4,,10
	.p2align 3
.L1858:
	xorl	%edx, %edx
	movq	%r13, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$0, %rax
	movq	%rax, %rcx
	movq	%rax, 80(%rsp)
	movq	56(%rbx), %rax
	leaq	1(%rcx), %r14
	cmpq	%r12, %rax
	jnb	.L1861
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	movl	$1, %r11d
.L1806:
	movq	%rax, 96(%rsp)
	movq	%r9, %rdx
	movq	%r15, %rsi
	leaq	144(%rsp), %rdi
	movq	%rax, 32(%rsp)
	movq	%r9, %rax
	subq	%r10, %rax
	movq	%r11, 72(%rsp)
	cmpq	%r14, %rax
	movq	%rax, 88(%rsp)
	cmova	%r14, %rax
	subq	%rcx, %rdx
	movl	$1, %ecx
	movq	%r10, 64(%rsp)
	movq	%r9, 56(%rsp)
	subq	%rax, %rdx
	movq	%rax, 24(%rsp)
	movq	%rdx, %r8
	movq	%rdx, 40(%rsp)
	xorl	%edx, %edx
	movq	%rdi, 16(%rsp)
	movq	$1, 104(%rsp)
	call	dist_add
	movq	(%rsp), %rdx
	leaq	(%r15,%r13), %rsi
	movq	%r14, %rcx
	movq	32(%rsp), %r8
	movq	16(%rsp), %rdi
	movq	%rsi, 32(%rsp)
	call	dist_add
	movq	24(%rsp), %rcx
	movq	(%rsp), %rdx
	movl	$1, %r8d
	movq	32(%rsp), %rsi
	movq	16(%rsp), %rdi
	call	dist_add
	movq	72(%rsp), %r11
	movq	56(%rsp), %r9
	movq	64(%rsp), %r10
	testq	%r11, %r11
	movq	%r11, 248(%rbp)
	je	.L1807
	movq	8(%rsp), %rcx
	subq	%r10, %rcx
	cmpq	%rcx, 80(%rsp)
	jb	.L1807
	movq	88(%rsp), %rax
	movq	%r12, %rdx
	imulq	%r10, %rdx
	imulq	%r15, %rax
	addq	%r13, %rdx
	addq	%rdx, %rax
	jmp	.L1808
	.p2align 4,,10
	.p2align 3
.L1827:
	leaq	(%rcx,%rax), %rdx
	cmpq	136(%rbx), %rdx
	setnb	%dl
	jmp	.L1828
	.p2align 4,,10
	.p2align 3
.L1859:
	leaq	112(%rsp), %r13
	movq	40(%rsp), %r8
	movq	%r15, %rsi
	xorl	%edx, %edx
	movq	%r13, %rdi
	movl	$1, %ecx
	xorl	%r15d, %r15d
	call	dist_add
	leaq	96(%rsp), %rax
	movq	%rbp, 56(%rsp)
	movq	%rax, 32(%rsp)
	movq	%r13, (%rsp)
	movq	%r15, %r13
.L1816:
	movq	32(%rsp), %rax
	movq	160(%rbx), %rbp
	movq	%r14, %rcx
	movq	48(%rbx), %r15
	movq	80(%rbx), %r12
	movq	(%rax,%r13), %r8
	movq	(%rbx), %rax
	movq	%rax, %r11
	addq	%rax, %r15
	subq	%rax, %r12
	movq	%r8, 8(%rsp)
	imulq	%rbp, %r11
	cmpq	%r14, %rbp
	cmovbe	%rbp, %rcx
	cmpq	%r11, %r15
	movq	%r11, 40(%rsp)
	jb	.L1810
	movq	(%rsp), %rdi
	movq	%r12, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r14, %rbp
	jnb	.L1812
	movq	40(%rsp), %r11
	movq	%r15, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r12
	leaq	-1(%r14), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%rbp, %rdx
	jnb	.L1862
.L1813:
	addq	$1, %rax
	cmpq	%rax, %rbp
	cmovb	%rax, %rbp
	cmpq	%r14, %rbp
	jb	.L1838
.L1812:
	cmpq	$8, %r13
	je	.L1815
.L1863:
	movq	24(%rsp), %r14
	movl	$8, %r13d
	jmp	.L1816
	.p2align 4,,10
	.p2align 3
.L1810:
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r12, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r14, %rbp
	jnb	.L1812
.L1838:
	movq	%r14, %rcx
	movq	%r15, %rsi
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	subq	%rbp, %rcx
	imulq	%r12, %rbp
	movq	%r12, %rdx
	subq	%rbp, %rsi
	call	dist_add
	cmpq	$8, %r13
	jne	.L1863
.L1815:
	movq	56(%rsp), %rbp
	movq	(%rsp), %r13
	movq	248(%rbp), %rax
	movq	264(%rbp), %r12
	movq	%rax, 240(%rbp)
.L1817:
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	movq	%r12, 256(%rbp)
	jne	.L1837
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%rbp, %rcx
	movq	%r13, %rdi
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L1834
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	80(%rbp), %rcx
	movq	16(%rsp), %rdi
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L1834
	movq	168(%rbx), %rsi
	movl	176(%rbx), %edx
	movq	%rsi, 272(%rbp)
	testl	%edx, %edx
	je	.L1835
	movq	0(%rbp), %rcx
	movq	48(%rsp), %rdi
	xorl	%edx, %edx
	movq	$-1, %rsi
	movq	%rcx, %rax
	divq	%rdi
	subq	%rdx, %rcx
	cmpq	%rdi, %rcx
	jb	.L1836
	movq	%rcx, %rax
	xorl	%edx, %edx
	movl	$1, %esi
	divq	%rdi
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	256(%rbp), %rax
	divq	%rcx
	testq	%rax, %rax
	cmovne	%rax, %rsi
.L1836:
	movq	%rsi, 272(%rbp)
.L1835:
	leaq	176(%rsp), %r12
	movq	%r13, %rdi
	movq	%r12, %rdx
	call	dist_correct
	movl	200(%rsp), %eax
	testl	%eax, %eax
	jne	.L1837
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%r12, %rdi
	leaq	160(%rbp), %rcx
	call	dist_summarise
	movl	%eax, %r12d
.L1834:
	movq	112(%rsp), %rdi
	call	free@PLT
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	176(%rsp), %rdi
	call	free@PLT
	addq	$216, %rsp
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
.L1819:
	.cfi_restore_state
	leaq	112(%rsp), %r13
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r15, %rsi
	movq	%r13, %rdi
	call	dist_add
	movq	32(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%r13, %rdi
	call	dist_add
	movq	$0, 240(%rbp)
.L1820:
	movq	8(%rsp), %rax
	imulq	%rax, %r12
	addq	%r15, %r12
	jmp	.L1817
	.p2align 4,,10
	.p2align 3
.L1860:
	movq	%rcx, %r8
	cmpq	%rdi, %r12
	jnb	.L1831
	subq	%r12, %rdi
.L1824:
	xorl	%edx, %edx
	movq	%rdi, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	leaq	(%rax,%rcx), %r8
	jmp	.L1832
	.p2align 4,,10
	.p2align 3
.L1861:
	xorl	%edx, %edx
	divq	%r12
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	%r11, %rax
	subq	%r10, %rax
	divq	%rcx
	imulq	%rax, %rcx
	leaq	1(%rax), %r11
	addq	%rcx, %r10
	movq	%rax, %rcx
	imulq	%r14, %rcx
	jmp	.L1806
	.p2align 4,,10
	.p2align 3
.L1862:
	movq	%rax, 40(%rsp)
	subq	%rbp, %rdx
	movq	8(%rsp), %rax
	movq	%r11, %rsi
	leaq	1(%rdx), %r8
	movq	(%rsp), %rdi
	movl	$1, %ecx
	xorl	%edx, %edx
	imulq	%rax, %r8
	call	dist_add
	movq	40(%rsp), %rax
	jmp	.L1813
.L1837:
	movl	$-1, %r12d
	jmp	.L1834
.L1822:
	xorl	%r12d, %r12d
	xorl	%ecx, %ecx
	xorl	%r14d, %r14d
	testq	%rdi, %rdi
	jne	.L1824
	jmp	.L1825
	.cfi_endproc
.LFE80:
	.size	closed_form, .-closed_form
	.p2align 4
	.type	walk_outcome, @function
walk_outcome:
.LFB128:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movq	%rdi, %r15
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
	movq	%r14, %rbx
	andq	$-8, %rbx
	subq	$2232, %rsp
	.cfi_def_cfa_offset 2288
	movq	%rdi, 16(%rsp)
	leaq	848(%rsp), %rdi
	movq	%rcx, 128(%rsp)
	movl	$172, %ecx
	movq	%rdi, %r13
	movq	%rdi, 80(%rsp)
	rep stosq
	movq	%rdx, %rcx
	movq	%rbx, %rdi
	movq	%rsi, 8(%rsp)
	subq	%rbx, %rcx
	movq	$0, (%rdx)
	addl	$288, %ecx
	movq	$0, 280(%rdx)
	shrl	$3, %ecx
	movq	%rdx, 24(%rsp)
	rep stosq
	movl	$524288, %edi
	call	malloc@PLT
	movl	$524288, %edi
	movq	%rax, %rbx
	movq	%rax, 2200(%rsp)
	call	malloc@PLT
	testq	%rbx, %rbx
	movq	%r14, 32(%rsp)
	movl	200(%r15), %ebx
	sete	%dl
	testq	%rax, %rax
	movq	%rax, 2208(%rsp)
	movq	192(%r15), %r12
	sete	%al
	leaq	1648(%rsp), %r15
	orl	%edx, %eax
	movzbl	%al, %ebp
.L1865:
	xorl	%eax, %eax
	movq	%r13, %rdi
	movl	$50, %ecx
	movl	$8, %esi
	rep stosq
	movq	%r12, 56(%r13)
	movl	$425984, %edi
	movl	%ebx, 64(%r13)
	movq	$-1, 40(%r13)
	movl	$1, 72(%r13)
	call	calloc@PLT
	movl	$8, %esi
	movl	$393216, %edi
	movq	%rax, 384(%r13)
	movq	%rax, %r14
	call	calloc@PLT
	testq	%r14, %r14
	setne	%cl
	testq	%rax, %rax
	movq	%rax, 376(%r13)
	setne	%al
	addq	$400, %r13
	movzbl	%al, %eax
	andl	%ecx, %eax
	subl	$1, %eax
	orl	%eax, %ebp
	cmpq	%r13, %r15
	jne	.L1865
	movq	16(%rsp), %rax
	movq	24(%rsp), %r8
	movq	32(%rsp), %r14
	movl	176(%rax), %edi
	testl	%edi, %edi
	je	.L2017
.L1866:
	testl	%ebp, %ebp
	jne	.L1867
	movl	2192(%rsp), %eax
	movq	%r8, 120(%rsp)
	movl	$0, 136(%rsp)
	movl	%eax, 24(%rsp)
	movq	%r14, 168(%rsp)
	movq	%r15, 72(%rsp)
	movq	16(%rsp), %r15
	.p2align 4,,10
	.p2align 3
.L1868:
	movl	920(%rsp), %r10d
	movl	1320(%rsp), %edx
	testl	%r10d, %r10d
	jle	.L2018
	movl	152(%r15), %eax
	testl	%edx, %edx
	leaq	by_kind.5(%rip), %rbx
	movl	24(%rsp), %esi
	setg	%r12b
	setg	107(%rsp)
	movl	(%rbx,%rax,4), %r14d
	movzbl	%r12b, %r12d
	movl	$1, 176(%rsp)
	movl	%r12d, 180(%rsp)
	movq	%r14, %rax
	testl	%esi, %esi
	je	.L2019
	movl	$1, 24(%rsp)
	movb	$1, 106(%rsp)
.L1943:
	movl	1672(%rsp), %ecx
	testl	%ecx, %ecx
	jle	.L1869
.L1941:
	movl	$1, 184(%rsp)
	movl	%r12d, 188(%rsp)
	movl	$1, 24(%rsp)
.L1870:
	cmpl	$3, %eax
	movl	$1, %eax
	cmovne	%eax, %r12d
.L1872:
	leaq	336(%rsp), %rdi
	xorl	%eax, %eax
	movl	$64, %ecx
	movl	184(%rsp), %r13d
	movq	%rdi, 64(%rsp)
	pxor	%xmm0, %xmm0
	rep stosq
	movq	8(%rsp), %rax
	movaps	%xmm0, 192(%rsp)
	movq	%rax, 336(%rsp)
	testl	%r13d, %r13d
	jne	.L1873
	movq	%rax, 592(%rsp)
	movl	188(%rsp), %eax
	movl	%eax, 108(%rsp)
	testl	%eax, %eax
	je	.L1875
	xorl	%ebp, %ebp
.L1874:
	shrq	$32, %r14
	leaq	592(%rsp), %rbx
	movq	%r15, %rsi
	movq	%r14, %rdx
	movq	8(%rsp), %r14
	movq	%rbx, %rdi
	call	*(%r14)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
	je	.L1877
	testl	%r13d, %r13d
	je	.L1878
	movq	64(%rsp), %rdi
	call	*24(%r14)
.L1879:
	movl	136(%rsp), %eax
	orl	%ebp, %eax
	jne	.L2020
	movq	120(%rsp), %rax
	leaq	208(%rsp), %rdx
	movq	%r15, %rsi
	movq	%rbx, %rdi
	leaq	264(%rax), %rcx
	leaq	248(%rax), %r8
	movq	8(%rsp), %rax
	call	*32(%rax)
	cmpq	$0, 128(%rsp)
	je	.L2015
	movq	200(%rsp), %rax
	testq	%rax, %rax
	js	.L1918
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1919:
	movq	208(%rsp), %rax
	testq	%rax, %rax
	je	.L1920
	js	.L1921
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1922:
	divsd	%xmm1, %xmm0
.L1920:
	movq	128(%rsp), %rax
	movsd	%xmm0, 8(%rax)
.L2015:
	movq	8(%rsp), %rax
	movq	%rbx, %rdi
	call	*24(%rax)
.L1917:
	cmpb	$0, 106(%rsp)
	jne	.L2021
.L1924:
	cmpb	$0, 107(%rsp)
	jne	.L1925
	movl	24(%rsp), %r11d
	testl	%r11d, %r11d
	jne	.L2022
.L1927:
	movl	2192(%rsp), %eax
	movl	%eax, 24(%rsp)
	testl	%eax, %eax
	jne	.L1932
	movq	120(%rsp), %rax
	movl	200(%r15), %ebp
	movq	192(%r15), %rbx
	movq	160(%r15), %rdx
	movq	256(%rax), %rdi
	movq	8(%rsp), %rax
	movq	2216(%rsp), %rsi
	call	*40(%rax)
	movq	72(%rsp), %rdi
	movq	%rbx, %xmm2
	movl	$68, %ecx
	movq	%rax, %rdx
	xorl	%eax, %eax
	movl	$8, %esi
	rep stosq
	movq	%rdx, %xmm0
	movl	$425984, %edi
	movl	%ebp, 1664(%rsp)
	movl	$1, 1672(%rsp)
	punpcklqdq	%xmm2, %xmm0
	movaps	%xmm0, 1648(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movl	$425984, %edi
	movq	%rax, 2168(%rsp)
	movq	%rax, %rbp
	call	calloc@PLT
	movq	%rax, 2176(%rsp)
	movq	%rax, %r12
	testq	%rbp, %rbp
	je	.L1954
	testq	%rax, %rax
	je	.L1954
	movl	$1, 2192(%rsp)
	movl	$1, 24(%rsp)
.L1932:
	addl	$1, 136(%rsp)
	jmp	.L1868
	.p2align 4,,10
	.p2align 3
.L1873:
	movq	8(%rsp), %rbx
	movq	64(%rsp), %rdi
	movl	%r14d, %edx
	movq	%r15, %rsi
	call	*(%rbx)
	movq	%rbx, 592(%rsp)
	movl	188(%rsp), %ebx
	movl	%ebx, 108(%rsp)
	testl	%ebx, %ebx
	je	.L1876
	xorl	%ebp, %ebp
	testl	%eax, %eax
	setne	%bpl
	jmp	.L1874
	.p2align 4,,10
	.p2align 3
.L2018:
	testl	%edx, %edx
	jle	.L2023
	movl	152(%r15), %eax
	movl	24(%rsp), %ecx
	leaq	by_kind.5(%rip), %rbx
	movabsq	$4294967296, %rdx
	movq	%rdx, 176(%rsp)
	movl	(%rbx,%rax,4), %r14d
	movq	%r14, %rax
	testl	%ecx, %ecx
	jne	.L2024
	movq	%rdx, 184(%rsp)
	movl	$1, %r12d
	movb	$1, 107(%rsp)
	movb	$0, 106(%rsp)
	jmp	.L1872
.L1875:
	movl	$0, 108(%rsp)
.L1877:
	leaq	224(%rsp), %r14
	movq	%r15, %rsi
	leaq	176(%rsp), %rbp
	movq	%r14, %rdi
	call	due_restart
	leaq	184(%rsp), %rax
	movl	%r12d, 92(%rsp)
	movq	%rax, 32(%rsp)
	leaq	208(%rsp), %rax
	movq	%rax, 40(%rsp)
	movl	%r13d, 140(%rsp)
	movq	%r15, 160(%rsp)
	movq	%r14, 112(%rsp)
	movq	%rbp, 96(%rsp)
	.p2align 4,,10
	.p2align 3
.L1901:
	movl	92(%rsp), %eax
	xorl	%r13d, %r13d
	testl	%eax, %eax
	jne	.L2025
.L1881:
	movq	32(%rsp), %rax
	xorl	%r12d, %r12d
	xorl	%r15d, %r15d
	movq	%r13, 16(%rsp)
	movq	%r15, %rcx
	movq	80(%rsp), %rbp
	movq	72(%rsp), %r15
	movl	(%rax,%r12,4), %eax
	testl	%eax, %eax
	jne	.L2026
.L1885:
	addq	$400, %rbp
	testq	%r12, %r12
	jne	.L2027
.L1950:
	movq	32(%rsp), %rax
	movl	$1, %r12d
	movl	(%rax,%r12,4), %eax
	testl	%eax, %eax
	je	.L1885
.L2026:
	movq	64(%rsp), %rax
	movq	%r12, %rbx
	movq	%rcx, 56(%rsp)
	salq	$8, %rbx
	movq	16(%rsp), %rdx
	movl	%r12d, 88(%rsp)
	addq	%rax, %rbx
	movq	8(%rsp), %rax
	movq	2208(%rsp), %rsi
	movq	%rbx, %rdi
	call	*8(%rax)
	movq	40(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	216(%rsp), %r8
	movq	8(%rsp), %rax
	movq	%rbx, %rdi
	movq	2200(%rsp), %r13
	movl	$65536, %edx
	imulq	$1000000000, 208(%rsp), %r14
	movq	%r8, 48(%rsp)
	movq	%r13, %rsi
	call	*16(%rax)
	movq	40(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, %rbx
	call	clock_gettime@PLT
	movq	48(%rsp), %r8
	movq	56(%rsp), %rcx
	imulq	$1000000000, 208(%rsp), %rax
	subq	%r8, %rax
	addq	216(%rsp), %rax
	subq	%r14, %rax
	addq	%rax, 192(%rsp,%r12,8)
	leaq	(%rbx,%rcx), %rax
	movq	%rax, 48(%rsp)
	movq	96(%rsp), %rax
	movl	(%rax,%r12,4), %eax
	testl	%eax, %eax
	jne	.L2028
.L1886:
	movl	88(%rsp), %eax
	xorl	$1, %eax
	testb	%al, 24(%rsp)
	je	.L1899
	xorl	%r14d, %r14d
	testq	%rbx, %rbx
	je	.L1899
	.p2align 4,,10
	.p2align 3
.L1897:
	movq	0(%r13,%r14,8), %rsi
	movq	%r15, %rdi
	addq	$1, %r14
	call	cqr_add
	cmpq	%rbx, %r14
	jb	.L1897
.L1899:
	movq	48(%rsp), %rcx
	addq	$400, %rbp
	testq	%r12, %r12
	je	.L1950
.L2027:
	movq	16(%rsp), %r13
	movq	%rcx, %r15
	orq	%r13, %r15
	jne	.L1901
	movq	272(%rsp), %rdi
	movl	140(%rsp), %r13d
	movq	160(%rsp), %r15
	call	free@PLT
	movq	264(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1902
	call	fclose@PLT
.L1902:
	pxor	%xmm0, %xmm0
	movups	%xmm0, 264(%rsp)
	movups	%xmm0, 280(%rsp)
	movups	%xmm0, 296(%rsp)
	movups	%xmm0, 312(%rsp)
	testl	%r13d, %r13d
	je	.L1903
	cmpl	$0, 136(%rsp)
	jne	.L1911
	movq	120(%rsp), %rax
	movq	64(%rsp), %rdi
	leaq	208(%rsp), %rdx
	movq	%r15, %rsi
	leaq	256(%rax), %rcx
	leaq	240(%rax), %r8
	movq	8(%rsp), %rax
	call	*32(%rax)
	movq	208(%rsp), %rax
	cmpq	$0, 128(%rsp)
	movq	%rax, 2216(%rsp)
	je	.L1911
	movq	192(%rsp), %rdx
	testq	%rdx, %rdx
	js	.L1908
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1909:
	testq	%rax, %rax
	je	.L1914
	js	.L1912
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1913:
	divsd	%xmm1, %xmm0
.L1914:
	movq	128(%rsp), %rax
	movsd	%xmm0, (%rax)
.L1911:
	movq	8(%rsp), %rax
	movq	64(%rsp), %rdi
	call	*24(%rax)
	movl	108(%rsp), %ebx
	testl	%ebx, %ebx
	je	.L1917
.L1907:
	xorl	%ebp, %ebp
	leaq	592(%rsp), %rbx
	jmp	.L1879
	.p2align 4,,10
	.p2align 3
.L2025:
	movq	224(%rsp), %rax
	movl	$65536, %ecx
	movq	2208(%rsp), %r15
	movq	136(%rax), %rdx
	movq	232(%rsp), %rax
	movq	%rdx, %r13
	subq	%rax, %r13
	cmpq	%rcx, %r13
	cmova	%rcx, %r13
	cmpq	%rax, %rdx
	je	.L1881
	movq	112(%rsp), %rbp
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L1883:
	movq	%rbp, %rdi
	call	due_next
	movq	%rax, (%r15,%r12,8)
	addq	$1, %r12
	cmpq	%r13, %r12
	jb	.L1883
	jmp	.L1881
	.p2align 4,,10
	.p2align 3
.L2028:
	testq	%rbx, %rbx
	je	.L1885
	movl	68(%rbp), %eax
	movq	0(%r13), %rdi
	movq	%r13, %r11
	leaq	0(%r13,%rbx,8), %r14
	testl	%eax, %eax
	je	.L1969
	movslq	88(%rsp), %rdx
	movslq	320(%rbp), %r10
	movq	%r13, 56(%rsp)
	leaq	(%rdx,%rdx,4), %rdx
	movq	%r10, %rax
	leaq	(%rdx,%rdx,4), %r8
	leaq	(%r8,%r8), %r9
	salq	$2, %r8
	.p2align 4,,10
	.p2align 3
.L1896:
	xorl	%r13d, %r13d
	testl	%eax, %eax
	jle	.L1895
	.p2align 4,,10
	.p2align 3
.L1894:
	movslq	324(%rbp,%r13,4), %rdx
	movq	%rdi, %rsi
	leaq	28(%rdx,%r9), %rcx
	subq	848(%rsp,%rcx,8), %rsi
	leaq	68(%rdx,%r8), %rcx
	movl	848(%rsp,%rcx,4), %ecx
	shrq	%cl, %rsi
	cmpq	$65535, %rsi
	ja	.L1893
	movq	376(%rbp), %rcx
	salq	$16, %rdx
	addq	%rsi, %rdx
	addq	$1, (%rcx,%rdx,8)
.L1893:
	addq	$1, %r13
	cmpq	%r10, %r13
	jne	.L1894
.L1895:
	addq	$8, %r11
	cmpq	%r11, %r14
	je	.L2014
	movq	(%r11), %rdi
	jmp	.L1896
.L1969:
	movq	40(%rbp), %rdx
	movq	48(%rbp), %rax
	movq	%r13, 56(%rsp)
	movq	%r14, %r10
	movq	384(%rbp), %r8
	movl	$50, %r9d
	movq	%r15, %r13
	jmp	.L1888
	.p2align 4,,10
	.p2align 3
.L1892:
	movq	(%r11), %rdi
.L1888:
	addq	$1, 0(%rbp)
	movq	%rdi, %r14
	adcq	$0, 8(%rbp)
	xorl	%r15d, %r15d
	addq	%rdi, 16(%rbp)
	adcq	%r15, 24(%rbp)
	cmpq	%rdi, 56(%rbp)
	adcq	$0, 32(%rbp)
	cmpq	%rdi, %rdx
	cmova	%rdi, %rdx
	cmpq	%rdi, %rax
	cmovb	%rdi, %rax
	movq	%rdx, 40(%rbp)
	movq	%rax, 48(%rbp)
	cmpq	$16383, %rdi
	jbe	.L1891
	bsrq	%rdi, %rsi
	movl	%r9d, %ecx
	xorq	$63, %rsi
	subl	%esi, %ecx
	movl	%ecx, %esi
	shrq	%cl, %rdi
	salq	$13, %rsi
	addq	%rsi, %rdi
.L1891:
	addq	$8, %r11
	addq	$1, (%r8,%rdi,8)
	cmpq	%r11, %r10
	jne	.L1892
	movq	%r14, 144(%rsp)
	movq	%r15, 152(%rsp)
	movq	%r13, %r15
.L2014:
	movq	56(%rsp), %r13
	jmp	.L1886
.L1869:
	movl	24(%rsp), %ebx
	movl	%r12d, 188(%rsp)
	movl	%ebx, 184(%rsp)
	testl	%ebx, %ebx
	je	.L1872
	xorl	%edx, %edx
	movl	%edx, 24(%rsp)
	jmp	.L1870
	.p2align 4,,10
	.p2align 3
.L1876:
	testl	%eax, %eax
	je	.L1875
	movq	8(%rsp), %rax
	movq	64(%rsp), %rdi
	call	*24(%rax)
.L1867:
	movq	2168(%rsp), %rbp
	movq	2176(%rsp), %r12
	movl	$-1, %eax
	movq	2152(%rsp), %r14
	movq	2160(%rsp), %r13
.L1923:
	movq	1224(%rsp), %rdi
	movl	%eax, 8(%rsp)
	call	free@PLT
	movq	1232(%rsp), %rdi
	call	free@PLT
	movq	1624(%rsp), %rdi
	call	free@PLT
	movq	1632(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	movq	%r14, %rdi
	call	free@PLT
	movq	%r13, %rdi
	call	free@PLT
	movq	2200(%rsp), %rdi
	call	free@PLT
	movq	2208(%rsp), %rdi
	call	free@PLT
	movl	8(%rsp), %eax
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
	.p2align 4,,10
	.p2align 3
.L2021:
	.cfi_restore_state
	movq	80(%rsp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L1924
.L1928:
	movq	2168(%rsp), %rbp
	movq	2176(%rsp), %r12
	movq	2152(%rsp), %r14
	movq	2160(%rsp), %r13
	jmp	.L1923
.L1925:
	leaq	1248(%rsp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	jne	.L1928
	movl	24(%rsp), %r11d
	testl	%r11d, %r11d
	je	.L1927
.L2022:
	movl	1668(%rsp), %eax
	movq	72(%rsp), %rdi
	leal	1(%rax), %edx
	movl	%edx, 1668(%rsp)
	testl	%eax, %eax
	je	.L2029
	call	cqr_end_pass.part.0
.L1931:
	testl	%eax, %eax
	je	.L1927
	jmp	.L1928
.L1878:
	movq	8(%rsp), %rax
	movq	%rbx, %rdi
	call	*24(%rax)
	jmp	.L1867
.L2023:
	movl	24(%rsp), %r9d
	testl	%r9d, %r9d
	je	.L1937
	movl	1672(%rsp), %r8d
	testl	%r8d, %r8d
	jle	.L2030
	movl	152(%r15), %edx
	leaq	by_kind.5(%rip), %rax
	movb	$0, 106(%rsp)
	xorl	%r12d, %r12d
	movq	$0, 176(%rsp)
	movl	(%rax,%rdx,4), %r14d
	movb	$0, 107(%rsp)
	movq	%r14, %rax
	jmp	.L1941
.L2030:
	movq	120(%rsp), %r8
	movq	1648(%rsp), %rax
	pxor	%xmm0, %xmm0
	leaq	976(%rsp), %rdx
	movq	168(%rsp), %r14
	movdqa	864(%rsp), %xmm5
	movq	%rax, 272(%r8)
	movq	848(%rsp), %rax
	movups	%xmm0, 8(%r8)
	movq	$0, 64(%r14)
	movups	%xmm0, 16(%r14)
	movups	%xmm0, 32(%r14)
	movups	%xmm0, 48(%r14)
	movq	%rax, (%r8)
	movq	880(%rsp), %rax
	movaps	%xmm5, 64(%r8)
	movq	%rax, 56(%r8)
	xorl	%eax, %eax
.L1939:
	movdqa	(%rdx,%rax), %xmm3
	movups	%xmm3, 8(%r8,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L1939
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
.L1940:
	movdqa	(%rdx,%rax), %xmm4
	movups	%xmm4, 88(%r8,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L1940
	movq	1680(%rsp), %rax
	movdqa	1792(%rsp), %xmm5
	movdqa	1696(%rsp), %xmm7
	movq	%rax, 160(%r8)
	subq	1712(%rsp), %rax
	movups	%xmm5, 168(%r8)
	movdqa	1808(%rsp), %xmm6
	movaps	%xmm7, 224(%r8)
	movups	%xmm6, 184(%r8)
	movdqa	1824(%rsp), %xmm7
	movq	%rax, 216(%r8)
	xorl	%eax, %eax
	movups	%xmm7, 200(%r8)
	movq	2168(%rsp), %rbp
	movq	2176(%rsp), %r12
	movq	2152(%rsp), %r14
	movq	2160(%rsp), %r13
	jmp	.L1923
.L1903:
	movl	108(%rsp), %edi
	testl	%edi, %edi
	jne	.L1907
	jmp	.L1917
.L2019:
	movl	$1, 184(%rsp)
	movl	%r12d, 188(%rsp)
	movb	$1, 106(%rsp)
	jmp	.L1870
.L1937:
	movl	152(%r15), %edx
	xorl	%r12d, %r12d
	leaq	by_kind.5(%rip), %rax
	movq	$0, 176(%rsp)
	movq	$0, 184(%rsp)
	movb	$0, 107(%rsp)
	movl	(%rax,%rdx,4), %r14d
	movb	$0, 106(%rsp)
	jmp	.L1872
.L2020:
	movq	8(%rsp), %rax
	movq	%rbx, %rdi
	call	*24(%rax)
	testl	%ebp, %ebp
	je	.L1917
	jmp	.L1867
	.p2align 4,,10
	.p2align 3
.L1918:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1919
.L1908:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1909
.L1921:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1922
.L1912:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1913
.L2029:
	call	cqr_first_end
	jmp	.L1931
.L2017:
	movq	168(%rax), %rax
	movq	%r12, %xmm5
	movl	$68, %ecx
	movq	%r15, %rdi
	movl	$8, %esi
	movq	%r8, 32(%rsp)
	movq	%rax, 24(%rsp)
	movq	%rax, %xmm0
	xorl	%eax, %eax
	rep stosq
	punpcklqdq	%xmm5, %xmm0
	movl	$425984, %edi
	movl	%ebx, 1664(%rsp)
	movaps	%xmm0, 1648(%rsp)
	movl	$1, 1672(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movl	$425984, %edi
	movq	%rax, %rbx
	movq	%rax, 2168(%rsp)
	call	calloc@PLT
	testq	%rbx, %rbx
	movq	32(%rsp), %r8
	movl	$1, 2192(%rsp)
	movq	%rax, %rdx
	movq	%rax, 2176(%rsp)
	setne	%al
	testq	%rdx, %rdx
	setne	%dl
	andl	%edx, %eax
	xorl	$1, %eax
	movzbl	%al, %eax
	orl	%eax, %ebp
	jmp	.L1866
.L1954:
	xorl	%r13d, %r13d
	xorl	%r14d, %r14d
	movl	$-1, %eax
	jmp	.L1923
.L2024:
	xorl	%esi, %esi
	movb	$1, 107(%rsp)
	movl	$1, %r12d
	movl	%esi, 24(%rsp)
	movb	$0, 106(%rsp)
	jmp	.L1943
	.cfi_endproc
.LFE128:
	.size	walk_outcome, .-walk_outcome
	.section	.rodata.str1.8
	.align 8
.LC277:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.text
	.p2align 4
	.type	run_once, @function
run_once:
.LFB142:
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
	je	.L2097
	cmpl	$3, %eax
	je	.L2098
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
	jne	.L2056
	testl	%eax, %eax
	jne	.L2056
	cmpq	$1, 160(%rbp)
	je	.L2099
.L2057:
	leaq	240(%r12), %r9
	movl	$1, %esi
.L2059:
	movq	136(%rbp), %rcx
.L2061:
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
.L2058:
	testq	%rax, %rax
	js	.L2062
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2063:
	testq	%rbx, %rbx
	je	.L2064
	js	.L2065
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L2066:
	divsd	%xmm1, %xmm0
.L2064:
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
	jne	.L2067
	movl	8(%rbp), %r9d
	testl	%r9d, %r9d
	jne	.L2067
	cmpq	$0, 40(%rbp)
	je	.L2100
.L2067:
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
.L2068:
	testq	%rax, %rax
	js	.L2069
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2070:
	testq	%r14, %r14
	js	.L2071
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L2072:
	divsd	%xmm1, %xmm0
	movq	24(%rsp), %rax
	movl	176(%rbp), %esi
	movq	256(%r12), %rcx
	movsd	%xmm0, 8(%rax)
	testl	%esi, %esi
	je	.L2073
	movq	160(%rbp), %rsi
	movq	$-1, %rdx
	cmpq	%rsi, %rbx
	jb	.L2074
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
.L2074:
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
.L2031:
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
.L2056:
	.cfi_restore_state
	leaq	by_kind.5(%rip), %rdx
	leaq	240(%r12), %r9
	movl	(%rdx,%rax,4), %esi
	cmpl	$3, %esi
	jne	.L2059
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L2059
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	160(%rbp), %rdx
	leaq	1(%rax,%rdx), %rcx
	jmp	.L2061
	.p2align 4,,10
	.p2align 3
.L2073:
	movq	168(%rbp), %rdx
	jmp	.L2074
.L2071:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2072
.L2069:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2070
.L2062:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2063
.L2100:
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
	jmp	.L2068
.L2098:
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
.L2065:
	.cfi_restore_state
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2066
.L2097:
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
.L2046:
	movq	48(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	server_init
	testq	%r14, %r14
	je	.L2075
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	movq	%rbp, 88(%rsp)
	xorl	%r12d, %r12d
	movq	%r9, 16(%rsp)
	movq	%rsi, 64(%rsp)
	.p2align 4,,10
	.p2align 3
.L2037:
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
	je	.L2101
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
.L2035:
	xorl	%ecx, %ecx
	testq	%rbx, %rbx
	je	.L2041
	.p2align 4,,10
	.p2align 3
.L2036:
	movq	(%r10,%rcx,8), %rdi
	movq	(%r9), %r11
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r11
	cmpq	%r8, %rax
	jnb	.L2039
	testq	%rdx, %rdx
	jne	.L2039
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%rbx, %rcx
	jne	.L2036
.L2041:
	cmpq	%r14, %r12
	jb	.L2037
	movq	64(%rsp), %rsi
	movq	16(%rsp), %r9
	movq	88(%rsp), %rbp
	testq	%rsi, %rsi
	js	.L2042
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L2033:
	testq	%r14, %r14
	js	.L2044
.L2093:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L2045:
	divsd	%xmm1, %xmm0
	movq	40(%rsp), %rsi
	movq	24(%rsp), %rax
	movsd	%xmm0, (%rax,%rsi,8)
	movq	200(%rsp), %rax
	movq	%r9, 256(%rbp,%rsi,8)
	movq	%rax, 240(%rbp,%rsi,8)
	testq	%rsi, %rsi
	jne	.L2102
	movq	$1, 40(%rsp)
	jmp	.L2046
	.p2align 4,,10
	.p2align 3
.L2101:
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
	jmp	.L2035
.L2102:
	movq	%rbp, %r12
	movq	48(%rsp), %rbp
	movq	256(%r12), %rcx
	movl	176(%rbp), %eax
	testl	%eax, %eax
	jne	.L2103
	movq	168(%rbp), %rsi
.L2048:
	cmpq	$0, 40(%r13)
	movq	%rsi, 272(%r12)
	je	.L2079
	xorl	%ebx, %ebx
	leaq	128(%rsp), %r14
	jmp	.L2051
	.p2align 4,,10
	.p2align 3
.L2050:
	addq	$1, %rbx
	cmpq	40(%r13), %rbx
	jnb	.L2104
.L2051:
	movq	48(%r13), %rax
	movq	(%rax,%rbx,8), %r8
	testq	%r8, %r8
	je	.L2050
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rdi
	imulq	%rbx, %rsi
	call	dist_add
	jmp	.L2050
.L2044:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2045
.L2099:
	movl	8(%rbp), %eax
	testl	%eax, %eax
	jne	.L2057
	cmpq	$0, 40(%rbp)
	jne	.L2057
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
	jmp	.L2058
.L2042:
	movq	%rsi, %rdx
	movq	%rsi, %rax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	andl	$1, %eax
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2033
.L2103:
	movq	160(%rbp), %rdi
	movq	$-1, %rsi
	cmpq	%rdi, %r14
	jb	.L2048
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
	jmp	.L2048
.L2104:
	movq	272(%r12), %rsi
	movl	152(%rsp), %r13d
.L2049:
	leaq	160(%rsp), %rbx
	movq	%r14, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	orl	184(%rsp), %r13d
	jne	.L2080
	movl	200(%rbp), %edx
	movq	192(%rbp), %rsi
	movq	%r12, %rcx
	movq	80(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	je	.L2105
.L2052:
	movl	%eax, 8(%rsp)
	movq	128(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rdi
	call	free@PLT
	movl	8(%rsp), %eax
	jmp	.L2031
.L2039:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r11, %rcx
	xorl	%eax, %eax
	leaq	.LC277(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L2105:
	movl	200(%rbp), %edx
	movq	72(%rsp), %rdi
	leaq	80(%r12), %rcx
	movq	192(%rbp), %rsi
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L2052
	movl	200(%rbp), %edx
	movq	192(%rbp), %rsi
	leaq	160(%r12), %rcx
	movq	%rbx, %rdi
	call	dist_summarise
	jmp	.L2052
.L2075:
	xorl	%r9d, %r9d
	pxor	%xmm0, %xmm0
	jmp	.L2093
.L2079:
	xorl	%r13d, %r13d
	leaq	128(%rsp), %r14
	jmp	.L2049
.L2080:
	movl	$-1, %eax
	jmp	.L2052
	.cfi_endproc
.LFE142:
	.size	run_once, .-run_once
	.section	.rodata.str1.1
.LC279:
	.string	"M/M/1"
.LC280:
	.string	"M/D/1"
.LC281:
	.string	"M/G/1"
	.globl	__floatuntidf
	.section	.rodata.str1.8
	.align 8
.LC290:
	.string	"Theory (%s, rho %.4f): open mean %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.align 8
.LC291:
	.string	"; p99 %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.section	.rodata.str1.1
.LC292:
	.string	"."
	.section	.rodata.str1.8
	.align 8
.LC293:
	.string	"warning: a measurement lies outside its tolerance of theory: a run is a sample, theory a limit; a longer run narrows both"
	.align 8
.LC294:
	.string	"RESULT theory queue=%s rho=%.4f mean_ns=%.0f"
	.section	.rodata.str1.1
.LC295:
	.string	" %s_ns=%.0f"
	.section	.rodata.str1.8
	.align 8
.LC296:
	.string	"\nRESULT theory_check set=open mean_err_pct=%.3f tolerance_pct=%.3f"
	.align 8
.LC297:
	.string	" p99_err_pct=%.3f p99_tolerance_pct=%.3f"
	.section	.rodata.str1.1
.LC298:
	.string	" ok=%d\n"
	.section	.rodata.str1.8
	.align 8
.LC299:
	.string	"RESULT theory_check set=closed mean_err_pct=%.3f tolerance_pct=%.3f"
	.text
	.p2align 4
	.type	print_theory, @function
print_theory:
.LFB216:
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
	subq	$1096, %rsp
	.cfi_def_cfa_offset 1152
	movq	(%rdi), %rax
	movl	%esi, 232(%rsp)
	movl	152(%rax), %esi
	movq	%rdi, 112(%rsp)
	movq	%rax, 80(%rsp)
	movl	$0, 136(%rsp)
	testl	%esi, %esi
	jne	.L2107
	cmpq	$1, 160(%rax)
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 136(%rsp)
.L2107:
	movq	112(%rsp), %rax
	pxor	%xmm0, %xmm0
	movq	80(%rsp), %rdi
	movq	$0, 288(%rsp)
	movaps	%xmm0, 240(%rsp)
	movq	184(%rax), %rcx
	movq	176(%rax), %rbx
	movaps	%xmm0, 256(%rsp)
	cmpl	$1, 72(%rdi)
	movaps	%xmm0, 272(%rsp)
	movq	%rcx, 152(%rsp)
	movq	96(%rax), %rcx
	movq	%rbx, 144(%rsp)
	movq	112(%rax), %rbx
	movq	%rcx, 160(%rsp)
	movq	104(%rax), %rcx
	movq	32(%rax), %rax
	movq	%rcx, 168(%rsp)
	movq	%rax, 128(%rsp)
	je	.L2206
.L2109:
	xorl	%eax, %eax
.L2106:
	addq	$1096, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
.L2206:
	.cfi_restore_state
	cmpq	$0, 48(%rdi)
	jne	.L2109
	leaq	264(%rsp), %rax
	leaq	832(%rsp), %r9
	movq	%r9, %rdx
	movq	%rax, %rsi
	movq	%rax, 224(%rsp)
	call	service_moments
	movsd	.LC2(%rip), %xmm3
	movsd	264(%rsp), %xmm2
	movsd	832(%rsp), %xmm0
	movapd	%xmm2, %xmm1
	movapd	%xmm2, %xmm5
	mulsd	%xmm2, %xmm1
	addsd	%xmm3, %xmm0
	mulsd	%xmm1, %xmm0
	movsd	88(%rdi), %xmm1
	divsd	.LC92(%rip), %xmm1
	mulsd	%xmm1, %xmm5
	movsd	%xmm0, 272(%rsp)
	comisd	%xmm3, %xmm5
	movapd	%xmm5, %xmm4
	movsd	%xmm5, 184(%rsp)
	unpcklpd	%xmm1, %xmm4
	movups	%xmm4, 248(%rsp)
	jnb	.L2109
	movl	8(%rdi), %eax
	leaq	.LC279(%rip), %rsi
	movq	%rsi, 192(%rsp)
	movl	%eax, 140(%rsp)
	cmpl	$1, %eax
	je	.L2111
	testl	%eax, %eax
	leaq	.LC280(%rip), %rdx
	leaq	.LC281(%rip), %rax
	cmove	%rdx, %rax
	movq	%rax, 192(%rsp)
.L2111:
	movapd	%xmm3, %xmm4
	movq	192(%rsp), %rax
	movq	%r9, (%rsp)
	leaq	576(%rsp), %r12
	subsd	184(%rsp), %xmm4
	mulsd	%xmm1, %xmm0
	movl	$32, %ecx
	movq	%r12, %rdi
	movq	%rax, 240(%rsp)
	xorl	%eax, %eax
	cmpl	$1, 140(%rsp)
	sete	%al
	movapd	%xmm4, %xmm1
	movl	%eax, 288(%rsp)
	xorl	%eax, %eax
	rep stosq
	addsd	%xmm4, %xmm1
	movq	%r9, %rdi
	movl	$32, %ecx
	rep stosq
	movl	$524288, %edi
	movsd	%xmm4, 120(%rsp)
	divsd	%xmm1, %xmm0
	addsd	%xmm2, %xmm0
	movsd	%xmm0, 176(%rsp)
	movsd	%xmm0, 280(%rsp)
	call	malloc@PLT
	movl	$524288, %edi
	movq	%rax, 32(%rsp)
	movq	%rax, %r15
	call	malloc@PLT
	movq	%rax, %rbp
	testq	%r15, %r15
	je	.L2115
	testq	%rax, %rax
	movq	(%rsp), %r9
	je	.L2115
	movq	80(%rsp), %r15
	leaq	416(%rsp), %rax
	xorl	%edx, %edx
	movq	%r9, 24(%rsp)
	movq	%rax, %rdi
	movq	%rax, 96(%rsp)
	movq	%r15, %rsi
	call	walk_start
	movl	%eax, 236(%rsp)
	testl	%eax, %eax
	jne	.L2115
	leaq	304(%rsp), %rax
	movq	%r15, %rsi
	xorl	%r15d, %r15d
	movq	%rax, %rdi
	movq	%rax, 104(%rsp)
	call	due_restart
	movq	24(%rsp), %r9
	movq	$0x000000000, 16(%rsp)
	movq	$0x000000000, (%rsp)
	movq	%rbx, 200(%rsp)
	movq	%r12, 208(%rsp)
	movq	%r9, 216(%rsp)
	movq	%rbp, 48(%rsp)
	movq	%r15, %rbp
	.p2align 4,,10
	.p2align 3
.L2125:
	movq	304(%rsp), %rax
	movq	312(%rsp), %r12
	movq	136(%rax), %rcx
	movl	$65536, %eax
	movq	%rcx, %r15
	movq	%rcx, 88(%rsp)
	subq	%r12, %r15
	cmpq	%rax, %r15
	cmova	%rax, %r15
	xorl	%ebx, %ebx
	cmpq	%r12, %rcx
	je	.L2119
	movq	%r13, 64(%rsp)
	movq	%rbp, 24(%rsp)
	movq	104(%rsp), %rbp
	movq	%r14, 72(%rsp)
	movq	%r12, %r14
	movq	%rbx, %r12
	movq	48(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L2116:
	movq	%rbp, %rdi
	call	due_next
	movq	%rax, (%rbx,%r12,8)
	addq	$1, %r12
	cmpq	%r15, %r12
	jb	.L2116
	movq	%r14, %r12
	movq	24(%rsp), %rbp
	movq	64(%rsp), %r13
	movq	72(%rsp), %r14
.L2119:
	movq	48(%rsp), %rax
	movq	32(%rsp), %rsi
	movl	$65536, %edx
	movq	%r15, 504(%rsp)
	movq	96(%rsp), %rdi
	movq	$0, 512(%rsp)
	movq	%rax, 496(%rsp)
	call	walk_run
	testq	%rax, %rax
	je	.L2207
	movq	80(%rsp), %rcx
	leaq	(%rax,%rbp), %rbx
	movq	%rbp, %rax
	negq	%rax
	movq	136(%rcx), %r15
	movq	32(%rsp), %rcx
	leaq	(%rcx,%rax,8), %r12
	jmp	.L2122
	.p2align 4,,10
	.p2align 3
.L2208:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2121:
	xorl	%r14d, %r14d
	movq	%rbp, %rax
	xorl	%ecx, %ecx
	movsd	%xmm0, 24(%rsp)
	movq	%r14, %rdx
	salq	$5, %rax
	movq	%rbp, %r13
	shldq	$5, %rbp, %rdx
	movq	%rax, %rdi
	addq	$1, %rbp
	movq	%rdx, %rsi
	movq	%r15, %rdx
	call	__udivti3@PLT
	movsd	24(%rsp), %xmm0
	movsd	(%rsp), %xmm6
	cltq
	movsd	576(%rsp,%rax,8), %xmm1
	addsd	%xmm0, %xmm6
	addq	$1, 832(%rsp,%rax,8)
	addsd	%xmm0, %xmm1
	mulsd	%xmm0, %xmm0
	addsd	16(%rsp), %xmm0
	movsd	%xmm6, (%rsp)
	movsd	%xmm1, 576(%rsp,%rax,8)
	movsd	%xmm0, 16(%rsp)
	cmpq	%rbp, %rbx
	je	.L2123
.L2122:
	movq	(%r12,%rbp,8), %rax
	testq	%rax, %rax
	jns	.L2208
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2121
.L2209:
	movq	%rbp, %rbx
	.p2align 4,,10
	.p2align 3
.L2123:
	movq	%rbx, %rbp
	jmp	.L2125
.L2207:
	cmpq	%r12, 88(%rsp)
	jne	.L2209
	movq	216(%rsp), %r9
	leaq	344(%rsp), %rdi
	movq	%rax, 64(%rsp)
	movq	%rbp, %r15
	movq	200(%rsp), %rbx
	movq	48(%rsp), %rbp
	movq	%r9, 24(%rsp)
	movq	208(%rsp), %r12
	call	numbers_close
	movq	520(%rsp), %rdi
	call	free@PLT
	movq	32(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	testq	%r15, %r15
	movq	24(%rsp), %r9
	movq	64(%rsp), %rax
	js	.L2126
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%r15, %xmm2
	movsd	%xmm2, 24(%rsp)
.L2127:
	movsd	(%rsp), %xmm1
	movsd	.LC282(%rip), %xmm5
	pxor	%xmm2, %xmm2
	divsd	24(%rsp), %xmm1
	movsd	.LC283(%rip), %xmm4
	jmp	.L2131
	.p2align 4,,10
	.p2align 3
.L2211:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
.L2130:
	movsd	(%r12,%rax), %xmm0
	divsd	%xmm3, %xmm0
	subsd	%xmm1, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm5, %xmm0
	mulsd	%xmm4, %xmm0
.L2128:
	addq	$8, %rax
	addsd	%xmm0, %xmm2
	cmpq	$256, %rax
	je	.L2210
.L2131:
	movq	(%r9,%rax), %rdx
	pxor	%xmm0, %xmm0
	testq	%rdx, %rdx
	je	.L2128
	jns	.L2211
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm3, %xmm3
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm3
	addsd	%xmm3, %xmm3
	jmp	.L2130
.L2210:
	movapd	%xmm2, %xmm0
	movq	%r9, 32(%rsp)
	movsd	%xmm1, 48(%rsp)
	movsd	%xmm2, (%rsp)
	call	sqrt@PLT
	movsd	48(%rsp), %xmm1
	movsd	(%rsp), %xmm2
	movq	32(%rsp), %r9
	divsd	%xmm1, %xmm0
	movq	%xmm0, %rbp
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm2
	jbe	.L2132
	mulsd	%xmm1, %xmm1
	movsd	16(%rsp), %xmm0
	divsd	24(%rsp), %xmm0
	subsd	%xmm1, %xmm0
	divsd	%xmm2, %xmm0
	movsd	%xmm0, 24(%rsp)
.L2132:
	movq	144(%rsp), %rdi
	movq	152(%rsp), %rsi
	movq	%r9, (%rsp)
	call	__floatuntidf@PLT
	testq	%rbx, %rbx
	movq	(%rsp), %r9
	js	.L2134
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L2135:
	divsd	%xmm1, %xmm0
	movq	160(%rsp), %rdi
	movq	168(%rsp), %rsi
	movq	%r9, (%rsp)
	movq	%xmm0, %r12
	call	__floatuntidf@PLT
	movq	128(%rsp), %rax
	movq	(%rsp), %r9
	testq	%rax, %rax
	js	.L2136
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2137:
	divsd	%xmm1, %xmm0
	movq	224(%rsp), %rsi
	movq	80(%rsp), %rdi
	movq	%r9, %rdx
	movq	%xmm0, %rbx
	call	service_moments
	movq	%r12, %xmm3
	movsd	176(%rsp), %xmm5
	movq	%rbp, %xmm4
	mulsd	.LC284(%rip), %xmm4
	cmpl	$1, 140(%rsp)
	subsd	%xmm5, %xmm3
	mulsd	.LC65(%rip), %xmm3
	movsd	%xmm4, 16(%rsp)
	divsd	%xmm5, %xmm3
	je	.L2212
	cmpl	$0, 136(%rsp)
	jne	.L2213
	movq	.LC53(%rip), %xmm2
	movsd	16(%rsp), %xmm5
	movaps	%xmm2, 32(%rsp)
	andpd	%xmm3, %xmm2
	comisd	%xmm2, %xmm5
	movsd	%xmm2, 48(%rsp)
	jnb	.L2181
	xorl	%r14d, %r14d
	xorl	%ebx, %ebx
	movq	%r14, 64(%rsp)
	movq	%r14, %r13
	movq	%r14, 80(%rsp)
	movq	%r14, 96(%rsp)
	movq	%r14, 88(%rsp)
.L2146:
	cmpl	$0, 232(%rsp)
	je	.L2214
	movsd	176(%rsp), %xmm1
	movq	192(%rsp), %rsi
	leaq	.LC294(%rip), %rdi
	movl	$2, %eax
	movsd	184(%rsp), %xmm0
	movsd	%xmm3, (%rsp)
	call	printf@PLT
	cmpl	$1, 140(%rsp)
	movsd	(%rsp), %xmm3
	jne	.L2155
	movsd	264(%rsp), %xmm4
	movq	.LC86(%rip), %xmm1
	leaq	PCT_MILLI(%rip), %rbp
	leaq	PCT_NAME(%rip), %rbx
	leaq	40(%rbp), %r15
	leaq	.LC295(%rip), %r12
	movsd	%xmm3, 104(%rsp)
	movsd	%xmm4, 24(%rsp)
	movaps	%xmm1, (%rsp)
.L2158:
	movq	0(%rbp), %rax
	testq	%rax, %rax
	js	.L2156
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2157:
	xorpd	(%rsp), %xmm0
	addq	$8, %rbp
	addq	$8, %rbx
	divsd	.LC165(%rip), %xmm0
	call	log1p@PLT
	movq	-8(%rbx), %rsi
	xorpd	(%rsp), %xmm0
	movq	%r12, %rdi
	mulsd	24(%rsp), %xmm0
	movl	$1, %eax
	divsd	120(%rsp), %xmm0
	call	printf@PLT
	cmpq	%r15, %rbp
	jne	.L2158
	movsd	104(%rsp), %xmm3
	movsd	16(%rsp), %xmm1
	movl	$2, %eax
	leaq	.LC296(%rip), %rdi
	movapd	%xmm3, %xmm0
	call	printf@PLT
	movq	%r14, %xmm1
	movq	%r13, %xmm0
	leaq	.LC297(%rip), %rdi
	movl	$2, %eax
	call	printf@PLT
.L2160:
	movsd	16(%rsp), %xmm4
	xorl	%esi, %esi
	comisd	48(%rsp), %xmm4
	jb	.L2161
	movq	%r13, %xmm0
	andpd	32(%rsp), %xmm0
	movq	%r14, %xmm4
	xorl	%esi, %esi
	comisd	%xmm0, %xmm4
	setnb	%sil
.L2161:
	leaq	.LC298(%rip), %rbx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	printf@PLT
	cmpl	$0, 136(%rsp)
	je	.L2109
	movsd	80(%rsp), %xmm1
	movsd	64(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC299(%rip), %rdi
	call	printf@PLT
	cmpl	$1, 140(%rsp)
	je	.L2215
.L2164:
	movsd	64(%rsp), %xmm0
	movapd	32(%rsp), %xmm4
	movsd	80(%rsp), %xmm1
	addsd	.LC289(%rip), %xmm1
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm1
	jb	.L2165
	movsd	96(%rsp), %xmm0
	movsd	88(%rsp), %xmm2
	xorl	%eax, %eax
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm2
	setnb	%al
	movl	%eax, 236(%rsp)
.L2165:
	movl	236(%rsp), %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2109
.L2156:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2157
.L2136:
	movq	128(%rsp), %rax
	pxor	%xmm1, %xmm1
	movq	%rax, %rdx
	andl	$1, %eax
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2137
.L2134:
	movq	%rbx, %rax
	andl	$1, %ebx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rbx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2135
.L2126:
	movq	%r15, %rdx
	movq	%r15, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdx
	andl	$1, %r8d
	orq	%r8, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 24(%rsp)
	jmp	.L2127
.L2214:
	movsd	16(%rsp), %xmm4
	movq	192(%rsp), %rsi
	leaq	.LC290(%rip), %rdi
	movl	$5, %eax
	movsd	184(%rsp), %xmm0
	movq	%r12, %xmm2
	movsd	176(%rsp), %xmm1
	divsd	.LC59(%rip), %xmm2
	divsd	.LC59(%rip), %xmm1
	call	printf@PLT
	cmpl	$1, 140(%rsp)
	je	.L2216
.L2151:
	leaq	.LC292(%rip), %rdi
	call	puts@PLT
	testl	%ebx, %ebx
	jne	.L2109
	leaq	.LC293(%rip), %rdi
	call	puts@PLT
	jmp	.L2109
.L2212:
	movsd	.LC285(%rip), %xmm0
	mulsd	24(%rsp), %xmm0
	movsd	%xmm3, (%rsp)
	movsd	.LC286(%rip), %xmm1
	divsd	%xmm0, %xmm1
	movapd	%xmm1, %xmm0
	call	sqrt@PLT
	movq	112(%rsp), %rax
	movsd	(%rsp), %xmm3
	movsd	264(%rsp), %xmm4
	movsd	.LC287(%rip), %xmm2
	movq	136(%rax), %rax
	mulsd	%xmm4, %xmm2
	testq	%rax, %rax
	divsd	120(%rsp), %xmm2
	js	.L2139
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2140:
	subsd	%xmm2, %xmm1
	mulsd	.LC65(%rip), %xmm1
	cmpl	$0, 136(%rsp)
	divsd	%xmm2, %xmm1
	movq	%xmm1, %r13
	movq	.LC86(%rip), %xmm1
	xorpd	%xmm1, %xmm0
	divsd	.LC288(%rip), %xmm0
	mulsd	.LC284(%rip), %xmm0
	movq	%xmm0, %r14
	jne	.L2141
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 96(%rsp)
	movq	$0x000000000, 80(%rsp)
	movq	$0x000000000, 64(%rsp)
.L2142:
	movq	.LC53(%rip), %xmm4
	movsd	16(%rsp), %xmm2
	movapd	%xmm4, %xmm5
	movaps	%xmm4, 32(%rsp)
	andpd	%xmm3, %xmm5
	comisd	%xmm5, %xmm2
	movsd	%xmm5, 48(%rsp)
	jb	.L2200
	movq	%r13, %xmm0
	andpd	%xmm4, %xmm0
	movq	%r14, %xmm4
	comisd	%xmm0, %xmm4
	jnb	.L2171
.L2200:
	xorl	%ebx, %ebx
	jmp	.L2146
.L2181:
	xorl	%r14d, %r14d
	movq	%r14, 64(%rsp)
	movq	%r14, %r13
	movq	%r14, 80(%rsp)
	movq	%r14, 96(%rsp)
	movq	%r14, 88(%rsp)
.L2171:
	movsd	64(%rsp), %xmm0
	movapd	32(%rsp), %xmm5
	movsd	80(%rsp), %xmm1
	addsd	.LC289(%rip), %xmm1
	andpd	%xmm5, %xmm0
	comisd	%xmm0, %xmm1
	jb	.L2200
	movsd	96(%rsp), %xmm0
	movsd	88(%rsp), %xmm2
	xorl	%ebx, %ebx
	andpd	%xmm5, %xmm0
	comisd	%xmm0, %xmm2
	setnb	%bl
	jmp	.L2146
.L2213:
	movq	112(%rsp), %rax
	movq	32(%rax), %rax
	testq	%rax, %rax
	js	.L2144
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2145:
	movsd	832(%rsp), %xmm0
	movsd	%xmm3, (%rsp)
	xorl	%r13d, %r13d
	movq	%r13, %r14
	divsd	%xmm1, %xmm0
	call	sqrt@PLT
	movq	%r13, 88(%rsp)
	movsd	(%rsp), %xmm3
	movsd	264(%rsp), %xmm1
	movapd	%xmm0, %xmm2
	movq	%rbx, %xmm0
	movq	%r13, 96(%rsp)
	mulsd	.LC284(%rip), %xmm2
	subsd	%xmm1, %xmm0
	mulsd	.LC65(%rip), %xmm0
	movsd	%xmm2, 80(%rsp)
	divsd	%xmm1, %xmm0
	movsd	%xmm0, 64(%rsp)
	jmp	.L2142
.L2155:
	movsd	16(%rsp), %xmm1
	movapd	%xmm3, %xmm0
	movl	$2, %eax
	leaq	.LC296(%rip), %rdi
	call	printf@PLT
	jmp	.L2160
.L2139:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2140
.L2216:
	movq	112(%rsp), %rax
	movq	136(%rax), %rax
	testq	%rax, %rax
	js	.L2152
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2153:
	movq	%r14, %xmm3
	movsd	.LC287(%rip), %xmm0
	movq	%r13, %xmm2
	leaq	.LC291(%rip), %rdi
	mulsd	264(%rsp), %xmm0
	movl	$4, %eax
	divsd	.LC59(%rip), %xmm1
	divsd	120(%rsp), %xmm0
	divsd	.LC59(%rip), %xmm0
	call	printf@PLT
	jmp	.L2151
.L2141:
	movq	112(%rsp), %rax
	movq	32(%rax), %rax
	testq	%rax, %rax
	js	.L2167
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L2168:
	movsd	832(%rsp), %xmm0
	movaps	%xmm1, 48(%rsp)
	movsd	%xmm3, 32(%rsp)
	divsd	%xmm2, %xmm0
	movsd	%xmm4, (%rsp)
	movsd	%xmm2, 24(%rsp)
	call	sqrt@PLT
	movsd	(%rsp), %xmm4
	movsd	24(%rsp), %xmm2
	mulsd	.LC285(%rip), %xmm2
	movapd	%xmm0, %xmm5
	movq	%rbx, %xmm0
	subsd	%xmm4, %xmm0
	mulsd	.LC65(%rip), %xmm0
	mulsd	.LC284(%rip), %xmm5
	divsd	%xmm4, %xmm0
	movsd	%xmm5, 80(%rsp)
	movsd	%xmm0, 64(%rsp)
	movsd	.LC286(%rip), %xmm0
	divsd	%xmm2, %xmm0
	call	sqrt@PLT
	movq	112(%rsp), %rax
	movsd	(%rsp), %xmm4
	movsd	32(%rsp), %xmm3
	mulsd	.LC287(%rip), %xmm4
	movq	56(%rax), %rax
	movapd	48(%rsp), %xmm1
	testq	%rax, %rax
	js	.L2169
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L2170:
	subsd	%xmm4, %xmm2
	mulsd	.LC65(%rip), %xmm2
	xorpd	%xmm1, %xmm0
	divsd	.LC288(%rip), %xmm0
	mulsd	.LC284(%rip), %xmm0
	divsd	%xmm4, %xmm2
	movsd	%xmm0, 88(%rsp)
	movsd	%xmm2, 96(%rsp)
	jmp	.L2142
.L2152:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2153
.L2167:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2168
.L2144:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2145
.L2215:
	movsd	88(%rsp), %xmm1
	movsd	96(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC297(%rip), %rdi
	call	printf@PLT
	jmp	.L2164
.L2169:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2170
.L2115:
	movq	32(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L2106
	.cfi_endproc
.LFE216:
	.size	print_theory, .-print_theory
	.section	.rodata.str1.1
.LC300:
	.string	"the scenario's trace"
.LC301:
	.string	" (the trace's mean)"
	.section	.rodata.str1.8
	.align 8
.LC302:
	.string	"drop it or add --service-dist lognormal"
	.align 8
.LC303:
	.string	"applies to --service-dist lognormal only: "
	.section	.rodata.str1.1
.LC304:
	.string	"e.g. --service-cv 2"
	.section	.rodata.str1.8
	.align 8
.LC305:
	.string	"is needed with --service-dist lognormal: "
	.section	.rodata.str1.1
.LC306:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC307:
	.string	"200000000 (it is not a regular file, so all are kept)"
	.align 8
.LC308:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC309:
	.string	"the latencies have too many possible values"
	.align 8
.LC310:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC311:
	.string	"stall length"
.LC312:
	.string	"load %"
.LC313:
	.string	"stall us"
.LC314:
	.string	"sim"
.LC315:
	.string	"formula"
.LC316:
	.string	"reference"
.LC317:
	.string	"closed-form"
.LC318:
	.string	"sweep-load.svg"
.LC319:
	.string	"sweep-stall.svg"
.LC320:
	.string	"mean "
.LC321:
	.string	"Poisson"
.LC322:
	.string	"s"
.LC323:
	.string	"given"
.LC324:
	.string	"QUICK"
.LC325:
	.string	"REPS"
.LC326:
	.string	"0"
	.section	.rodata.str1.8
	.align 8
.LC327:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC328:
	.string	"QUICK '%s' is not valid: %s"
.LC329:
	.string	"REPS '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC330:
	.string	"out of memory reading the options%s%s"
	.section	.rodata.str1.1
.LC331:
	.string	"--scenario"
.LC332:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC333:
	.string	"both set the length of the run: "
	.align 8
.LC334:
	.string	"--duration and --requests %s%s"
	.section	.rodata.str1.1
.LC335:
	.string	"give --export PREFIX too"
	.section	.rodata.str1.8
	.align 8
.LC336:
	.string	"--export-values adds files to an export: %s%s"
	.align 8
.LC337:
	.string	"--correct, --sweep and --cross-check write no .values files"
	.align 8
.LC338:
	.string	"--export-values applies to a benchmark run: %s%s"
	.section	.rodata.str1.1
.LC339:
	.string	"which writes nothing"
	.section	.rodata.str1.8
	.align 8
.LC340:
	.string	"--export does not apply to --cross-check, %s%s"
	.section	.rodata.str1.1
.LC341:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC342:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC343:
	.string	"%s, from %s"
.LC344:
	.string	"--correct '%s': out of memory"
	.section	.rodata.str1.8
	.align 8
.LC345:
	.string	"--correct %.40s: more than 200000000 lines"
	.section	.rodata.str1.1
.LC346:
	.string	"use --correct FILE"
.LC347:
	.string	"at most 255 characters; "
	.section	.rodata.str1.8
	.align 8
.LC348:
	.string	"--trace-values is too long: %s%s"
	.section	.rodata.str1.1
.LC349:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC350:
	.string	"--trace-values: '%s' is not a repeat count: %s"
	.section	.rodata.str1.1
.LC351:
	.string	"--trace-values: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC352:
	.string	"give latencies separated by commas, e.g. 2ms*99,1000ms"
	.align 8
.LC353:
	.string	"--trace-values '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC354:
	.string	"for the trace"
.LC355:
	.string	"for the corrected trace"
.LC356:
	.string	"checking the trace"
	.section	.rodata.str1.8
	.align 8
.LC357:
	.string	"bench: --export: the corrected trace holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC358:
	.string	"coordinated omission: correcting a recorded trace"
	.align 8
.LC359:
	.string	"scenario: %s\ntrace: %s, %lu latencies\n"
	.align 8
.LC360:
	.string	"correction: expected interval %s us%s; rank rule %s; slow above %s us\n"
	.align 8
.LC361:
	.string	"checks: percentiles, counts, slow counts and sums of both sets against counting over the distinct values\n"
	.section	.rodata.str1.1
.LC362:
	.string	"recorded"
.LC363:
	.string	"ratio"
.LC364:
	.string	"\n%-10s %9s"
.LC365:
	.string	" %11.*f"
	.section	.rodata.str1.8
	.align 8
.LC366:
	.string	"\n(percentiles in us; ratio = corrected / recorded)\n"
	.align 8
.LC367:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC368:
	.string	"RESULT checks passed=%lu failed=%lu runs=1\n"
	.align 8
.LC369:
	.string	"Latency by percentile: a recorded trace and its correction"
	.section	.rodata.str1.1
.LC370:
	.string	"recorded.hgrm"
.LC371:
	.string	"corrected.hgrm"
.LC372:
	.string	"--service-cv %s%s"
.LC373:
	.string	"give all three, or none"
	.section	.rodata.str1.8
	.align 8
.LC374:
	.string	"go together with --service-dist bimodal: "
	.align 8
.LC375:
	.string	"--slow-fraction and --slow-service %s%s"
	.align 8
.LC376:
	.string	"drop --service-dist or use catch-up"
	.align 8
.LC377:
	.string	"takes fixed service times only: "
	.section	.rodata.str1.1
.LC378:
	.string	"--closed back-to-back %s%s"
	.section	.rodata.str1.8
	.align 8
.LC379:
	.string	"--period 0 means a single stall"
	.align 8
.LC380:
	.string	"--stalls poisson needs --period T, the mean gap between stall starts: %s%s"
	.align 8
.LC381:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC382:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC383:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC384:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC385:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC386:
	.string	"takes one connection: "
.LC387:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC388:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC389:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC391:
	.string	"lower --rate or shorten the run"
	.align 8
.LC392:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC393:
	.string	"--schedule poisson: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC394:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC395:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC396:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC397:
	.string	"1 / rate, the interval the schedule was configured with"
	.align 8
.LC398:
	.string	"--arrivals %.40s: more than %s lines"
	.align 8
.LC399:
	.string	"--arrivals '%s': out of memory at line %lu"
	.section	.rodata.str1.1
.LC400:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC401:
	.string	"--arrivals '%s': no due time falls within %s"
	.section	.rodata.str1.1
.LC402:
	.string	"add --expected-interval T"
	.section	.rodata.str1.8
	.align 8
.LC403:
	.string	"--arrivals '%s' has no gap between its due times (one line, or all at one instant), so it gives no interval to correct with: %s"
	.align 8
.LC404:
	.string	"the replayed schedule's mean gap"
	.align 8
.LC405:
	.string	"shorten --duration or --interval"
	.align 8
.LC406:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC407:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC408:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC409:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC410:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC411:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC412:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC413:
	.string	"back-to-back may send more than %s requests: %s"
	.section	.rodata.str1.1
.LC414:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC415:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC416:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.section	.rodata.str1.1
.LC417:
	.string	"drop one of the two"
.LC418:
	.string	"keeps none: "
	.section	.rodata.str1.8
	.align 8
.LC419:
	.string	"--export needs every sample kept, and --exact-by passes %s%s"
	.align 8
.LC420:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.align 8
.LC421:
	.string	"drop --schedule, --arrivals and mean"
	.align 8
.LC422:
	.string	"--sweep runs on the fixed schedule with a fixed expected interval: %s%s"
	.section	.rodata.str1.1
.LC423:
	.string	"in the sweep"
	.section	.rodata.str1.8
	.align 8
.LC424:
	.string	"coordinated omission: sweep over %s\n"
	.section	.rodata.str1.1
.LC425:
	.string	"base: service %s us"
.LC426:
	.string	", stall %s us"
.LC427:
	.string	", period %s us"
	.section	.rodata.str1.8
	.align 8
.LC428:
	.string	", %s us of schedule per point\n\n"
	.section	.rodata.str1.1
.LC429:
	.string	"checked"
.LC430:
	.string	"%-10s %-8s"
.LC431:
	.string	" | %-10s %10s %10s"
.LC432:
	.string	"\n%-10s %-8s"
.LC433:
	.string	"p50"
.LC434:
	.string	" | "
.LC435:
	.string	"%s%10s"
.LC436:
	.string	"p99"
.LC437:
	.string	"p99.9"
.LC438:
	.string	"%-10lu"
.LC439:
	.string	"%-10s"
.LC440:
	.string	" %-8s"
	.section	.rodata.str1.8
	.align 8
.LC441:
	.string	"(percentiles in us; checked against: formula = the closed form, sim = the reference simulation)\n"
	.align 8
.LC442:
	.string	"RESULT sweep axis=%s value=%lu"
	.section	.rodata.str1.1
.LC443:
	.string	" %s_%s_ns=%lu"
.LC444:
	.string	" against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC445:
	.string	"RESULT checks passed=%lu failed=%lu runs=%zu\n"
	.align 8
.LC446:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC447:
	.string	"in the cross-check"
.LC448:
	.string	"expected_ns"
.LC449:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC450:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC451:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC452:
	.string	"computing the expected outcome"
	.align 8
.LC453:
	.string	"bench: --export: the corrected set holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC454:
	.string	"coordinated omission on a virtual clock (%s): closed loop, open loop, corrected\n"
	.section	.rodata.str1.1
.LC455:
	.string	"server: service %s us; "
	.section	.rodata.str1.8
	.align 8
.LC456:
	.string	"server: service %s, mean %.1f us, scv %.3f"
	.align 8
.LC457:
	.string	" (%s us, or %s us for %.4g %%)"
	.section	.rodata.str1.1
.LC458:
	.string	"; "
	.section	.rodata.str1.8
	.align 8
.LC459:
	.string	"%s stalls of %s%s us every %s%s us from %s us, overlaps merged\n"
	.section	.rodata.str1.1
.LC460:
	.string	"no stalls"
.LC461:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC462:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC463:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC464:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC465:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC466:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC467:
	.string	"\ncorrection: expected interval "
	.align 8
.LC468:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC469:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC470:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC471:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC472:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC473:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC474:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC475:
	.string	"route: lattice, exact counts on %lu ns steps (%lu values), %d requests a chunk"
	.align 8
.LC476:
	.string	"route: sorted, every sample kept and sorted"
	.align 8
.LC477:
	.string	"route: passes, none kept; each rep walks the run again until every percentile is found exactly"
	.section	.rodata.str1.1
.LC478:
	.string	"; 1 warmup + %u reps\n"
.LC479:
	.string	"for a rep"
.LC480:
	.string	" warmup"
.LC481:
	.string	"rep=%u%s set=%s"
.LC482:
	.string	" slow=%lu sum_ns=%s\n"
.LC483:
	.string	"cv"
.LC484:
	.string	" %6s\n"
.LC485:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC486:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.section	.rodata.str1.1
.LC487:
	.string	"ratios: open/closed p99 %s"
.LC488:
	.string	", p99.9 %s"
.LC489:
	.string	"; corrected/closed p99 %s"
.LC490:
	.string	"; open/corrected p99 %s"
.LC491:
	.string	", p90 %s\n"
	.section	.rodata.str1.8
	.align 8
.LC492:
	.string	"bench: out of memory for the report\n"
	.align 8
.LC493:
	.string	"The recordings part at %s: the open loop reads %s us there, %s times the closed loop's %s us.\n"
	.align 8
.LC494:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC495:
	.string	"At p99 the open loop reads %s us, %s times the closed loop"
	.align 8
.LC496:
	.string	"; corrected at %s us, the closed loop reads %s us.\n"
	.align 8
.LC497:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC498:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s us.\n"
	.align 8
.LC499:
	.string	"bench: out of memory for the theory check\n"
	.align 8
.LC500:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.align 8
.LC501:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC502:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC503:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC504:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC505:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC506:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC507:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC508:
	.string	"RESULT service dist=%s mean_ns=%.0f scv=%.4f\n"
	.align 8
.LC509:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.section	.rodata.str1.1
.LC510:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC511:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.align 8
.LC512:
	.string	"--correct '%s': out of memory at line %lu"
	.text
	.p2align 4
	.type	run_options.constprop.0, @function
run_options.constprop.0:
.LFB282:
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
	subq	$9000, %rsp
	.cfi_def_cfa_offset 9056
	movq	%rdi, 8(%rsp)
	leaq	.LC324(%rip), %rdi
	movl	%esi, 16(%rsp)
	movq	%rdx, 24(%rsp)
	call	getenv@PLT
	leaq	.LC325(%rip), %rdi
	movq	%rax, %rbx
	call	getenv@PLT
	movq	%rax, %rbp
	testq	%rbx, %rbx
	je	.L2535
	movzbl	(%rbx), %eax
	subl	$49, %eax
	movl	%eax, %r14d
	je	.L2724
.L2219:
	cmpb	$0, (%rbx)
	jne	.L2725
.L2220:
	xorl	%eax, %eax
	testl	%r14d, %r14d
	sete	%al
.L2218:
	movq	8(%rsp), %rdx
	movl	%eax, 328(%rdx)
	testq	%rbp, %rbp
	je	.L2222
	cmpb	$0, 0(%rbp)
	jne	.L2726
.L2222:
	movslq	16(%rsp), %rdi
	movq	%rdi, %rbx
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, %r9
	testq	%rax, %rax
	je	.L2224
	xorl	%ebp, %ebp
	subl	$1, %ebx
	movl	%ebp, (%rsp)
	jle	.L2727
	xorl	%ebx, %ebx
	leaq	2032(%rsp), %rax
	movq	%r9, 40(%rsp)
	movl	$1, %r14d
	movl	%ebx, 64(%rsp)
	leaq	OPTIONS(%rip), %r15
	movl	%r14d, %r12d
	movl	%ebx, 72(%rsp)
	movq	%rax, 48(%rsp)
	.p2align 4,,10
	.p2align 3
.L2225:
	movslq	%r12d, %rax
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 32(%rsp)
	movq	24(%rsp), %rcx
	movq	(%rcx,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L2579
	cmpb	$104, 1(%r14)
	jne	.L2579
	cmpb	$0, 2(%r14)
	movl	$-1, %edx
	leaq	.LC186(%rip), %rbx
	jne	.L2579
.L2228:
	leaq	OPTIONS(%rip), %rbp
	xorl	%r13d, %r13d
	movl	%edx, %eax
	jmp	.L2233
	.p2align 4,,10
	.p2align 3
.L2229:
	addl	$1, %r13d
	addq	$32, %rbp
	cmpl	$36, %r13d
	je	.L2728
	movq	0(%rbp), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L2233:
	movq	0(%rbp), %rdi
	testl	%eax, %eax
	jne	.L2229
	movslq	%r13d, %r8
	movl	%eax, %edx
	leal	1(%r12), %eax
	salq	$5, %r8
	movl	8(%r15,%r8), %r11d
	testl	%r11d, %r11d
	jne	.L2231
	movl	%edx, 56(%rsp)
	cmpl	%eax, 16(%rsp)
	jle	.L2231
	leaq	.LC129(%rip), %rsi
	movq	%rdi, 160(%rsp)
	movl	$1, %ebx
	call	strcmp@PLT
	movq	160(%rsp), %rdi
	leaq	.LC132(%rip), %rsi
	testl	%eax, %eax
	movl	72(%rsp), %eax
	cmove	%ebx, %eax
	movl	%eax, 72(%rsp)
	call	strcmp@PLT
	movq	160(%rsp), %rdi
	leaq	.LC331(%rip), %rsi
	testl	%eax, %eax
	cmovne	64(%rsp), %ebx
	addl	$2, %r12d
	movl	%ebx, 64(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdx
	movq	32(%rsp), %rcx
	movq	%r14, %xmm0
	testl	%eax, %eax
	movq	8(%rdx,%rcx), %rsi
	movl	56(%rsp), %edx
	movq	%rsi, %xmm4
	punpcklqdq	%xmm4, %xmm0
	je	.L2729
	movslq	(%rsp), %rax
	movq	%rax, %rcx
	addl	$2, %ecx
	movl	%ecx, (%rsp)
	movq	40(%rsp), %rcx
	movups	%xmm0, (%rcx,%rax,8)
	movl	$1, %eax
.L2237:
	cmpl	%r12d, 16(%rsp)
	jle	.L2573
	testb	%al, %al
	jne	.L2225
.L2573:
	movq	40(%rsp), %r9
	testl	%edx, %edx
	je	.L2240
.L2716:
	movq	%r9, %rdi
	call	free@PLT
.L2302:
	movq	48(%rsp), %rdi
	call	usage_error
	movl	%eax, %r14d
.L2217:
	addq	$9000, %rsp
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
	.p2align 4,,10
	.p2align 3
.L2728:
	.cfi_restore_state
	leal	1(%r12), %eax
.L2231:
	movslq	(%rsp), %rdx
	movq	40(%rsp), %rdi
	movl	%eax, %r12d
	leal	1(%rdx), %eax
	movq	%r14, (%rdi,%rdx,8)
	xorl	%edx, %edx
	movl	%eax, (%rsp)
	movl	$1, %eax
	jmp	.L2237
	.p2align 4,,10
	.p2align 3
.L2579:
	leaq	.LC114(%rip), %rsi
	movq	%r14, %rdi
	movq	%r14, %rbx
	call	strcmp@PLT
	movl	%eax, %edx
	jmp	.L2228
.L2729:
	movq	48(%rsp), %rdx
	movq	8(%rsp), %rdi
	call	apply_scenario.constprop.0
	testl	%eax, %eax
	movl	%eax, %edx
	sete	%al
	jmp	.L2237
.L2725:
	leaq	.LC326(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2220
	testl	%r14d, %r14d
	je	.L2220
	leaq	2032(%rsp), %rdi
	leaq	.LC327(%rip), %r8
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC328(%rip), %rdx
	movl	$2048, %esi
	movq	%rdi, 48(%rsp)
	call	snprintf@PLT
	jmp	.L2302
.L2724:
	movzbl	1(%rbx), %r14d
	jmp	.L2219
.L2240:
	movl	64(%rsp), %edx
	testl	%edx, 72(%rsp)
	je	.L2226
	movq	48(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	%r9, (%rsp)
	leaq	.LC332(%rip), %r8
	leaq	.LC333(%rip), %rcx
	leaq	.LC334(%rip), %rdx
	call	snprintf@PLT
	movq	(%rsp), %r9
	jmp	.L2716
.L2726:
	leaq	4080(%rsp), %rax
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	movq	%rax, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L2730
	movq	4080(%rsp), %rax
	movq	8(%rsp), %rdx
	movl	%eax, 208(%rdx)
	jmp	.L2222
.L2535:
	xorl	%eax, %eax
	jmp	.L2218
.L2727:
	leaq	2032(%rsp), %rax
	movq	%rax, 48(%rsp)
.L2226:
	movq	8(%rsp), %r15
	movl	(%rsp), %esi
	movq	%r9, %rdx
	movq	%r9, 16(%rsp)
	movq	48(%rsp), %rcx
	movq	%r15, %rdi
	call	apply_args.constprop.0
	movq	16(%rsp), %rdi
	movl	%eax, %ebx
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L2302
	cmpl	$0, 296(%r15)
	movl	216(%r15), %eax
	movq	288(%r15), %rbx
	jne	.L2731
	testq	%rbx, %rbx
	jne	.L2732
.L2244:
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	leaq	608(%rsp), %rdi
	leaq	.LC343(%rip), %rdx
	movl	$96, %esi
	movq	%rdi, 72(%rsp)
	movq	304(%rbx), %rcx
	movq	312(%rbx), %r8
	call	snprintf@PLT
	cmpl	$1, 216(%rbx)
	movq	8(%rsp), %rax
	je	.L2733
	movq	224(%rax), %rbp
	movq	232(%rax), %r14
	movq	%rbp, %rdx
	movq	%rbp, 16(%rsp)
	orq	%r14, %rdx
	jne	.L2299
	cmpl	$0, 328(%rax)
	movabsq	$20000000000, %rdx
	movabsq	$5000000000, %rax
	cmove	%rdx, %rax
	movq	%rax, 16(%rsp)
.L2299:
	movq	8(%rsp), %rax
	xorl	%esi, %esi
	movq	248(%rax), %rdx
	movl	336(%rax), %ecx
	movq	%rdx, 96(%rax)
	movl	8(%rax), %eax
	cmpl	$3, %eax
	sete	%sil
	cmpl	%esi, %ecx
	jne	.L2734
	movq	8(%rsp), %rcx
	cmpl	$0, 340(%rcx)
	jne	.L2303
	cmpl	$0, 344(%rcx)
	jne	.L2304
	cmpl	$2, %eax
	je	.L2304
	testl	%eax, %eax
	je	.L2307
.L2306:
	movq	8(%rsp), %rax
	cmpl	$2, 152(%rax)
	je	.L2735
.L2307:
	movq	8(%rsp), %rax
	cmpl	$1, 40(%rax)
	je	.L2736
.L2308:
	movq	8(%rsp), %rax
	cmpq	$0, 40(%rax)
	jne	.L2310
	movq	56(%rax), %rsi
	testq	%rsi, %rsi
	je	.L2310
.L2526:
	movq	8(%rsp), %rax
	cmpq	%rsi, 48(%rax)
	jb	.L2310
	leaq	4080(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	928(%rsp), %rdi
	movq	%rax, %rbx
	movq	8(%rsp), %rax
	movq	48(%rax), %rsi
	call	fmt_us.constprop.0
	movq	48(%rsp), %rdi
	movq	%rbx, %r8
	leaq	.LC381(%rip), %rdx
	movq	%rax, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2302
.L2731:
	testq	%rbx, %rbx
	je	.L2737
	testl	%eax, %eax
	jne	.L2738
.L2243:
	leaq	928(%rsp), %rbp
	movq	%rbx, %rcx
	movl	$1100, %esi
	xorl	%eax, %eax
	leaq	.LC341(%rip), %rdx
	movq	%rbp, %rdi
	call	snprintf@PLT
	leaq	4080(%rsp), %rax
	movq	%rbp, %rdi
	movl	$1200, %edx
	movq	%rax, %rsi
	movq	%rax, 16(%rsp)
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2739
	call	fclose@PLT
	movq	16(%rsp), %rdi
	call	remove@PLT
	jmp	.L2244
.L2732:
	cmpl	$3, %eax
	jne	.L2243
	movq	48(%rsp), %rdi
	leaq	.LC11(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC339(%rip), %rcx
	leaq	.LC340(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2302
.L2303:
	cmpl	$2, %eax
	jne	.L2304
	movq	8(%rsp), %rax
	cmpl	$0, 344(%rax)
	jne	.L2306
.L2304:
	movq	48(%rsp), %rdi
	leaq	.LC373(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC374(%rip), %rcx
	leaq	.LC375(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2302
.L2736:
	cmpq	$0, 48(%rax)
	je	.L2308
	movq	56(%rax), %rsi
	testq	%rsi, %rsi
	je	.L2740
	movq	8(%rsp), %rax
	cmpq	$0, 40(%rax)
	je	.L2526
.L2310:
	movq	8(%rsp), %rax
	pxor	%xmm0, %xmm0
	movsd	240(%rax), %xmm2
	movq	8(%rsp), %rax
	ucomisd	%xmm0, %xmm2
	jp	.L2574
	je	.L2311
.L2574:
	cmpl	$1, 72(%rax)
	jne	.L2741
	movq	8(%rsp), %rax
	cmpl	$1, 152(%rax)
	jne	.L2317
	movq	8(%rsp), %rax
	cmpq	$1, 160(%rax)
	jbe	.L2317
.L2534:
	movq	48(%rsp), %rdi
	leaq	.LC385(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC386(%rip), %rcx
	leaq	.LC387(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2302
.L2311:
	cmpl	$1, 152(%rax)
	je	.L2742
	movq	8(%rsp), %rax
	movl	72(%rax), %eax
	cmpl	$1, %eax
	je	.L2533
.L2316:
	cmpl	$2, %eax
	movq	8(%rsp), %rax
	je	.L2743
	movq	80(%rax), %rcx
	testq	%r14, %r14
	je	.L2744
.L2363:
	movabsq	$4611686018427387903, %rsi
	movq	%r14, %rax
	mulq	%rcx
	movq	%rax, %rdi
	xorl	%eax, %eax
	cmpq	%rdi, %rsi
	sbbq	%rdx, %rax
	jc	.L2745
	leaq	-1(%r14), %rax
	movq	8(%rsp), %rdx
	imulq	%rcx, %rax
	cmpl	$0, 332(%rdx)
	movq	%r14, 136(%rdx)
	movq	%rax, 128(%rdx)
	je	.L2746
.L2360:
	movq	8(%rsp), %rax
	movl	204(%rax), %ebp
	movq	136(%rax), %rax
	movq	%rax, %rbx
	cmpl	$1, %ebp
	je	.L2522
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jb	.L2747
.L2368:
	cmpl	$2, %ebp
	je	.L2748
.L2367:
	movq	8(%rsp), %rax
	cmpl	$2, 152(%rax)
	jne	.L2373
	cmpq	$0, 232(%rax)
	jne	.L2749
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rax
	movq	%rax, 144(%rcx)
	testq	%rax, %rax
	je	.L2373
	xorl	%edx, %edx
	divq	(%rcx)
	movq	160(%rcx), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpl	$1, %ebp
	je	.L2374
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L2373
	leaq	.LC306(%rip), %rcx
.L2375:
	movq	48(%rsp), %rdi
	leaq	.LC412(%rip), %r8
	leaq	.LC413(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2302
.L2749:
	xorl	%edx, %edx
	movq	%rdx, 144(%rax)
.L2373:
	movq	8(%rsp), %r15
	movq	%r15, %rdi
	call	service_max
	movq	48(%r15), %r14
	xorl	%edx, %edx
	xorl	%edi, %edi
	movq	%r15, %r11
	addq	%r14, %rax
	adcq	%rdi, %rdx
	testq	%r14, %r14
	je	.L2376
	movq	56(%r15), %r12
	testq	%r12, %r12
	jne	.L2750
.L2376:
	movq	8(%rsp), %rcx
	xorl	%edi, %edi
	xorl	%r9d, %r9d
	movq	64(%rcx), %rsi
	movq	128(%rcx), %r8
	addq	%rsi, %r8
	movq	144(%rcx), %rsi
	movq	%rdx, %rcx
	adcq	%rdi, %r9
	xorl	%edi, %edi
	addq	%r8, %rsi
	adcq	%r9, %rdi
	addq	$1, %rbx
	mulq	%rbx
	imulq	%rbx, %rcx
	addq	%rcx, %rdx
	addq	%rax, %rsi
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rdi
	cmpq	%rsi, %rax
	movl	$0, %eax
	sbbq	%rdi, %rax
	jc	.L2751
	movq	8(%rsp), %rdi
	movq	288(%rdi), %rdx
	movl	216(%rdi), %eax
	movq	%rdx, 56(%rsp)
	testq	%rdx, %rdx
	je	.L2379
	testl	%eax, %eax
	jne	.L2379
	cmpl	$3, %ebp
	je	.L2380
	call	plan_route
	cmpl	$3, %eax
	je	.L2752
.L2382:
	movq	8(%rsp), %r15
	movl	$288, %esi
	leaq	400(%rsp), %r12
	movl	300(%r15), %eax
	movl	208(%r15), %ebx
	movl	%eax, 144(%rsp)
	movl	296(%r15), %eax
	leal	1(%rbx), %edi
	movl	%eax, 168(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbx, %rdi
	movq	%rax, %r14
	movq	%rax, 64(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbx, %rdi
	movq	%rax, %rbp
	movq	%rax, 160(%rsp)
	call	calloc@PLT
	leaq	4080(%rsp), %rdi
	movl	$46, %ecx
	movq	%rax, 80(%rsp)
	movq	%rax, %rsi
	xorl	%eax, %eax
	movq	%rdi, 16(%rsp)
	rep stosq
	movq	72(%rsp), %rax
	movl	$20, %ecx
	leaq	528(%rsp), %rdi
	movq	%rdi, 48(%rsp)
	movq	%rax, 4088(%rsp)
	xorl	%eax, %eax
	testq	%r14, %r14
	movq	%rdi, 4104(%rsp)
	rep stosl
	movl	$12, %ecx
	movq	%r12, %rdi
	movq	%r15, 4080(%rsp)
	rep stosl
	sete	%al
	testq	%rbp, %rbp
	sete	%dl
	orb	%dl, %al
	jne	.L2430
	testq	%rsi, %rsi
	je	.L2430
	movq	8(%rsp), %rbx
	movq	48(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	testl	%eax, %eax
	jne	.L2430
	xorl	%eax, %eax
	cmpq	$0, 56(%rsp)
	setne	%al
	cmpl	$0, 72(%rbx)
	movl	%eax, 556(%rsp)
	jne	.L2753
	movq	8(%rsp), %rax
	cmpl	$0, 8(%rax)
	jne	.L2754
	movq	8(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, (%rsp)
	movq	%rax, 4096(%rsp)
	testq	%rax, %rax
	jne	.L2432
	leaq	928(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%rax, %rsi
	movq	%rax, 24(%rsp)
	call	closed_form
.L2435:
	testl	%eax, %eax
	jne	.L2755
	cmpq	$0, 56(%rsp)
	je	.L2438
	movq	1088(%rsp), %rdx
	cmpq	$16777216, %rdx
	ja	.L2756
.L2438:
	movq	72(%rsp), %rsi
	leaq	.LC454(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %rax
	movl	8(%rax), %r8d
	testl	%r8d, %r8d
	jne	.L2439
	movq	(%rax), %rsi
	leaq	352(%rsp), %rdi
	movq	%rdi, 32(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC455(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	448(%rsp), %rax
	movq	%rax, 40(%rsp)
.L2440:
	movq	8(%rsp), %rax
	cmpq	$0, 48(%rax)
	jne	.L2757
	leaq	.LC460(%rip), %rdi
	call	puts@PLT
.L2447:
	movq	8(%rsp), %rax
	cmpl	$0, 72(%rax)
	je	.L2758
	movq	8(%rsp), %rdx
	xorl	%eax, %eax
	movq	136(%rdx), %rcx
	cmpq	$1, %rcx
	jbe	.L2451
	movq	128(%rdx), %rax
	subq	$1, %rcx
	subq	120(%rdx), %rax
	xorl	%edx, %edx
	divq	%rcx
.L2451:
	movq	32(%rsp), %rdi
	movq	%rax, %rsi
	call	fmt_us.constprop.0
	leaq	.LC464(%rip), %rdi
	movq	%rax, %rcx
	movq	8(%rsp), %rax
	movl	72(%rax), %esi
	movq	136(%rax), %rdx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2450:
	movq	8(%rsp), %r15
	leaq	.LC11(%rip), %rax
	leaq	.LC322(%rip), %rcx
	leaq	.LC465(%rip), %rdi
	movq	160(%r15), %rdx
	movl	152(%r15), %esi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	144(%r15), %rsi
	testq	%rsi, %rsi
	jne	.L2759
.L2453:
	xorl	%eax, %eax
	leaq	.LC467(%rip), %rdi
	call	printf@PLT
	movq	8(%rsp), %rax
	cmpl	$0, 176(%rax)
	jne	.L2760
	movq	8(%rsp), %rax
	movq	184(%rax), %rbp
	testq	%rbp, %rbp
	je	.L2761
.L2456:
	movq	8(%rsp), %rax
	movq	32(%rsp), %rdi
	movq	168(%rax), %rsi
	call	fmt_us.constprop.0
	movq	%rbp, %rdx
	leaq	.LC469(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2455:
	movq	8(%rsp), %r15
	movq	40(%rsp), %rdi
	movq	192(%r15), %rsi
	call	fmt_us.constprop.0
	movl	200(%r15), %ecx
	leaq	.LC470(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 72(%r15)
	je	.L2762
	movq	8(%rsp), %rcx
	movq	136(%rcx), %rax
	movq	%rax, 72(%rsp)
	mulq	(%rcx)
	movq	128(%rcx), %rcx
	movq	%rax, %rdi
	xorl	%eax, %eax
	cmpq	%rcx, %rdi
	sbbq	%rax, %rdx
	setnc	%al
	movzbl	%al, %eax
.L2458:
	testl	%eax, %eax
	jne	.L2763
.L2530:
	cmpq	$0, (%rsp)
	je	.L2764
	movq	(%rsp), %rsi
	leaq	.LC473(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC474(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L2461:
	movl	552(%rsp), %eax
	cmpl	$2, %eax
	je	.L2765
	subl	$1, %eax
	je	.L2766
	leaq	.LC477(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L2463:
	movq	8(%rsp), %rax
	leaq	.LC478(%rip), %rdi
	movl	208(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r12, 112(%rsp)
	movq	136(%rsp), %r13
	xorl	%r11d, %r11d
	movq	128(%rsp), %r12
	jmp	.L2474
.L2467:
	movq	96(%rsp), %rcx
	movq	24(%rsp), %rdx
	movl	%r11d, %esi
	leaq	4432(%rsp), %rdi
	movl	%r11d, (%rsp)
	call	check_outcome
	movl	(%rsp), %r11d
	testl	%r11d, %r11d
	je	.L2473
	movsd	352(%rsp), %xmm0
	movq	160(%rsp), %rdx
	leal	-1(%r11), %eax
	movsd	%xmm0, (%rdx,%rax,8)
	movq	80(%rsp), %rdx
	movsd	360(%rsp), %xmm0
	movsd	%xmm0, (%rdx,%rax,8)
.L2473:
	movq	8(%rsp), %rax
	addl	$1, %r11d
	cmpl	%r11d, 208(%rax)
	jb	.L2767
.L2474:
	movl	%r11d, %eax
	movq	64(%rsp), %rdx
	movq	8(%rsp), %rdi
	movl	%r11d, (%rsp)
	imulq	$288, %rax, %rax
	movq	32(%rsp), %rcx
	movq	48(%rsp), %rsi
	addq	%rdx, %rax
	movq	%rax, %rdx
	movq	%rax, 96(%rsp)
	call	run_once
	movl	(%rsp), %r11d
	testl	%eax, %eax
	movl	%eax, %edi
	jne	.L2768
	cmpl	$0, 144(%rsp)
	je	.L2467
	testl	%r11d, %r11d
	leaq	.LC11(%rip), %rax
	leaq	.LC480(%rip), %rdx
	movl	%r11d, 128(%rsp)
	cmove	%rdx, %rax
	leaq	704(%rsp), %r8
	movabsq	$-3689348814741910323, %r15
	movabsq	$-3689348814741910324, %r14
	movq	%rax, 176(%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rax, (%rsp)
	movq	96(%rsp), %rax
	addq	$8, %rax
	movq	%rax, 72(%rsp)
.L2472:
	movq	(%rsp), %rax
	movq	176(%rsp), %rdx
	leaq	.LC481(%rip), %rdi
	movq	%r8, 208(%rsp)
	movl	128(%rsp), %esi
	leaq	PCT_NAME(%rip), %rbx
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	72(%rsp), %rbp
	leaq	.LC259(%rip), %rdi
	xorl	%eax, %eax
	movq	-8(%rbp), %rsi
	call	printf@PLT
	movq	%r12, 192(%rsp)
	movq	%r13, 200(%rsp)
	movq	208(%rsp), %r13
.L2468:
	movq	0(%rbp), %rdx
	movq	(%rbx), %rsi
	leaq	.LC260(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %rbp
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rax, %rbx
	jne	.L2468
	movq	72(%rsp), %rax
	movb	$0, 751(%rsp)
	movq	%r13, %r8
	movl	$47, %esi
	movl	$9, %edi
	movq	56(%rax), %rcx
	movq	64(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L2471:
	movq	%rcx, %r9
	movq	%rcx, %r10
	addq	%rbx, %r9
	adcq	$0, %r9
	xorl	%r13d, %r13d
	movq	%r9, %rax
	mulq	%r15
	movq	%rdx, %rax
	andq	$-4, %rdx
	shrq	$2, %rax
	addq	%rdx, %rax
	movq	%rbx, %rdx
	subq	%rax, %r9
	movq	%rcx, %rax
	subq	%r9, %rax
	movq	%r9, %r12
	sbbq	%r13, %rdx
	subq	$1, %rsi
	movq	%rdx, %r9
	movq	%rax, %rdx
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
	movq	%rax, %rcx
	xorl	%eax, %eax
	leal	48(%r9,%r12), %r9d
	cmpq	%r10, %rdi
	movb	%r9b, (%r8,%rsi)
	movq	%rbx, %r9
	movq	%rdx, %rbx
	sbbq	%r9, %rax
	jc	.L2471
	movq	40(%rsp), %rbp
	leaq	(%r8,%rsi), %rcx
	leaq	.LC254(%rip), %rdx
	xorl	%eax, %eax
	movl	$48, %esi
	movq	%r8, 192(%rsp)
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	72(%rsp), %rbx
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC482(%rip), %rdi
	movq	48(%rbx), %rsi
	addq	$80, %rbx
	call	printf@PLT
	addq	$8, (%rsp)
	movq	(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rdx
	movq	%rbx, 72(%rsp)
	movq	192(%rsp), %r8
	cmpq	%rdx, %rax
	jne	.L2472
	movl	128(%rsp), %r11d
	jmp	.L2467
.L2379:
	cmpl	$2, %eax
	je	.L2769
	cmpl	$3, %eax
	jne	.L2382
	movq	8(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 704(%rsp)
	call	closed_form_gap
	movq	%rax, %rsi
	testq	%rax, %rax
	jne	.L2770
	movq	8(%rsp), %rbx
	leaq	928(%rsp), %rbp
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	call	closed_form
	testl	%eax, %eax
	jne	.L2425
	leaq	4080(%rsp), %r12
	xorl	%ecx, %ecx
	leaq	REFERENCE_WALK(%rip), %rsi
	movq	%rbx, %rdi
	movq	%r12, %rdx
	call	walk_outcome
	testl	%eax, %eax
	jne	.L2425
	leaq	704(%rsp), %rbx
	xorl	%esi, %esi
	movq	%rbp, %rcx
	movq	%r12, %rdx
	movq	%rbx, %rdi
	call	check_outcome
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	1200(%rsp), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 9064
	movq	%rbx, %rdi
	leaq	.LC448(%rip), %rcx
	leaq	.LC449(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 9072
	movq	4368(%rsp), %r8
	call	check
	movq	728(%rsp), %rbx
	xorl	%eax, %eax
	movq	720(%rsp), %rsi
	leaq	.LC450(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	popq	%r14
	.cfi_def_cfa_offset 9064
	xorl	%r14d, %r14d
	testq	%rbx, %rbx
	popq	%r15
	.cfi_def_cfa_offset 9056
	setne	%r14b
	jmp	.L2217
.L2750:
	movq	8(%rsp), %r15
	cmpq	$0, 40(%r11)
	movq	%r15, %rdi
	je	.L2771
	call	service_max
	movq	%r15, %rdi
	movq	%rax, %r13
	call	service_max
	xorl	%edx, %edx
	movl	$37, %r11d
	movq	%r13, %rsi
	divq	%r12
	xorl	%edi, %edi
	salq	$6, %rsi
	shldq	$6, %r13, %rdi
	leaq	2(%rax), %rcx
	movq	%rcx, %rax
	mulq	%r14
	imulq	$37, %rdx, %rcx
	mulq	%r11
	addq	%rcx, %rdx
	addq	%rsi, %rax
	adcq	%rdi, %rdx
	jmp	.L2376
.L2744:
	movq	16(%rsp), %rax
	xorl	%edx, %edx
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r14
	jmp	.L2363
.L2746:
	leaq	.LC407(%rip), %rax
	movq	%rcx, 168(%rdx)
	movq	%rax, 184(%rdx)
	jmp	.L2360
.L2748:
	leaq	4080(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%rsi, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L2367
	movq	8(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L2772
.L2370:
	movq	48(%rsp), %rdi
	leaq	.LC11(%rip), %r8
	leaq	.LC411(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2302
.L2769:
	movq	8(%rsp), %rax
	cmpl	$0, 72(%rax)
	jne	.L2384
	cmpl	$0, 176(%rax)
	jne	.L2384
	xorl	%eax, %eax
	movl	$614, %ecx
	leaq	4080(%rsp), %rdi
	movq	8(%rsp), %rbx
	movq	%rdi, 16(%rsp)
	leaq	.LC237(%rip), %rsi
	leaq	LOAD_PCT.4(%rip), %r12
	rep stosq
	movq	280(%rbx), %rdx
	leaq	REFERENCE_WALK(%rip), %r15
	leaq	.LC103(%rip), %r14
	movq	%rdx, %rdi
	movq	%rdx, 32(%rsp)
	call	strcmp@PLT
	xorl	%edx, %edx
	testl	%eax, %eax
	sete	%dl
	movl	%edx, 4080(%rsp)
	movq	136(%rbx), %rdx
	imulq	80(%rbx), %rdx
	cmpl	$1, %eax
	leaq	704(%rsp), %rax
	sbbq	%r13, %r13
	movq	%rax, (%rsp)
	xorl	%ebx, %ebx
	andl	$3, %r13d
	movq	%rdx, 4088(%rsp)
	addq	$8, %r13
	jmp	.L2400
.L2775:
	imulq	$100, 704(%rsp), %rax
	movl	(%r12,%rbx,4), %ecx
	movl	%ecx, %edx
	shrl	%edx
	addq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	%rax, 784(%rsp)
	movq	4088(%rsp), %rax
	movq	%rcx, 872(%rsp)
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, 840(%rsp)
.L2387:
	leaq	528(%rsp), %rax
	movq	(%rsp), %rsi
	movq	%rax, %rdi
	movq	%rax, 48(%rsp)
	call	buffers_init
	testl	%eax, %eax
	jne	.L2555
	cmpl	$0, 776(%rsp)
	movq	4096(%rsp), %r10
	jne	.L2773
	cmpl	$0, 712(%rsp)
	jne	.L2774
	movq	(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, 8848(%rsp,%r10,8)
	testq	%rax, %rax
	jne	.L2391
	leaq	928(%rsp), %rbp
	movq	(%rsp), %rdi
	movq	%rbp, %rsi
	call	closed_form
.L2394:
	testl	%eax, %eax
	jne	.L2389
	imulq	$288, 4096(%rsp), %rax
	movq	(%rsp), %rdi
	leaq	448(%rsp), %rcx
	movq	16(%rsp), %rdx
	movq	48(%rsp), %rsi
	leaq	160(%rdx,%rax), %rdx
	call	run_once
	testl	%eax, %eax
	jne	.L2389
	movq	528(%rsp), %rdi
	call	free@PLT
	movq	536(%rsp), %rdi
	call	free@PLT
	movq	544(%rsp), %rdi
	call	free@PLT
	movq	576(%rsp), %rdi
	call	free@PLT
	movq	600(%rsp), %rdi
	call	free@PLT
	movq	16(%rsp), %rdx
	leaq	8976(%rsp), %rdi
	movl	%ebx, %esi
	imulq	$288, 4096(%rsp), %rax
	leaq	160(%rdx,%rax), %rcx
	movq	%rbp, %rdx
	call	check_outcome
	cmpl	$0, 4080(%rsp)
	je	.L2398
	movl	(%r12,%rbx,4), %edx
.L2399:
	movq	4096(%rsp), %rax
	leaq	1(%rax), %rcx
	movq	%rcx, 4096(%rsp)
	movq	%rdx, 4104(%rsp,%rax,8)
.L2388:
	addq	$1, %rbx
	cmpq	%r13, %rbx
	je	.L2397
.L2400:
	movq	(%rsp), %rdi
	movq	8(%rsp), %rsi
	movl	$54, %ecx
	rep movsl
	cmpl	$0, 4080(%rsp)
	jne	.L2775
	leaq	STALL_US.3(%rip), %rax
	imulq	$1000, (%rax,%rbx,8), %rdx
	movq	760(%rsp), %rax
	subq	$1, %rax
	movq	%rdx, 752(%rsp)
	cmpq	%rdx, %rax
	jnb	.L2387
	jmp	.L2388
.L2317:
	testq	%r14, %r14
	je	.L2319
	movsd	.LC92(%rip), %xmm6
	movsd	%xmm6, 32(%rsp)
.L2321:
	movabsq	$-7046029254386353131, %rax
	pxor	%xmm1, %xmm1
	xorl	%ebx, %ebx
	movabsq	$-4658895280553007687, %r13
	movabsq	$-7723592293110705685, %r12
	leaq	(%rdx,%rax), %rbp
	movabsq	$1099511627776, %r15
	jmp	.L2320
.L2777:
	cmpq	%rbx, %r14
	sete	%al
.L2326:
	testb	%al, %al
	jne	.L2776
	comisd	.LC87(%rip), %xmm1
	jnb	.L2329
	cmpq	%r15, %rbx
	je	.L2329
	movsd	.LC75(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jnb	.L2331
	cvttsd2siq	%xmm1, %rax
.L2332:
	testq	%rbx, %rbx
	jne	.L2333
	movq	8(%rsp), %rdx
	movq	%rax, 120(%rdx)
.L2333:
	movq	8(%rsp), %rdx
	addq	$1, %rbx
	movq	%rax, 128(%rdx)
	movabsq	$-7046029254386353131, %rax
	addq	%rax, %rbp
.L2320:
	movq	%rbp, %rdx
	pxor	%xmm0, %xmm0
	movsd	%xmm1, (%rsp)
	movsd	.LC2(%rip), %xmm3
	shrq	$30, %rdx
	movsd	%xmm2, 24(%rsp)
	xorq	%rbp, %rdx
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
	subsd	%xmm0, %xmm3
	movapd	%xmm3, %xmm0
	call	log@PLT
	movsd	24(%rsp), %xmm2
	movsd	(%rsp), %xmm1
	xorpd	.LC86(%rip), %xmm0
	divsd	%xmm2, %xmm0
	mulsd	32(%rsp), %xmm0
	addsd	%xmm0, %xmm1
	testq	%r14, %r14
	jne	.L2777
	movq	16(%rsp), %rax
	testq	%rax, %rax
	js	.L2327
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2328:
	comisd	%xmm0, %xmm1
	setnb	%al
	jmp	.L2326
.L2331:
	movapd	%xmm1, %xmm3
	subsd	%xmm0, %xmm3
	cvttsd2siq	%xmm3, %rax
	btcq	$63, %rax
	jmp	.L2332
.L2327:
	movq	16(%rsp), %rdx
	pxor	%xmm0, %xmm0
	movq	%rdx, %rax
	andl	$1, %edx
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2328
.L2776:
	testq	%rbx, %rbx
	je	.L2778
	movq	8(%rsp), %rdx
	cmpl	$0, 332(%rdx)
	movq	%rbx, 136(%rdx)
	movsd	%xmm2, 88(%rdx)
	jne	.L2335
	movsd	32(%rsp), %xmm0
	movsd	.LC75(%rip), %xmm1
	divsd	%xmm2, %xmm0
	comisd	%xmm1, %xmm0
	jnb	.L2336
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 168(%rdx)
.L2337:
	movq	8(%rsp), %rcx
	movl	$1, %edx
	movq	168(%rcx), %rax
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 168(%rcx)
	leaq	.LC397(%rip), %rax
	movq	%rax, 184(%rcx)
.L2335:
	movq	8(%rsp), %rax
	movl	204(%rax), %ebp
	cmpl	$1, %ebp
	jne	.L2368
	movq	136(%rax), %rax
.L2522:
	movq	%rax, %rbx
	movl	$1, %ebp
	leaq	.LC408(%rip), %r8
	leaq	.LC310(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L2367
.L2721:
	movq	48(%rsp), %rdi
	leaq	.LC409(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2302
.L2773:
	leaq	.LC102(%rip), %rax
	movq	%rax, 8848(%rsp,%r10,8)
.L2391:
	leaq	928(%rsp), %rbp
	movq	(%rsp), %rdi
	xorl	%ecx, %ecx
	movq	%r15, %rsi
	movq	%rbp, %rdx
	call	walk_outcome
	jmp	.L2394
.L2733:
	movq	264(%rax), %r12
	testq	%r12, %r12
	je	.L2248
	leaq	4080(%rsp), %r8
	leaq	928(%rsp), %rdi
	movq	%r12, %rsi
	movl	$2048, %r9d
	movl	$1, %ecx
	leaq	.LC231(%rip), %rdx
	movq	%r8, 16(%rsp)
	movq	%rdi, 24(%rsp)
	call	numbers_open
	testl	%eax, %eax
	jne	.L2253
	movl	$8192, %edi
	call	malloc@PLT
	movq	%rax, 56(%rsp)
	testq	%rax, %rax
	je	.L2779
	xorl	%r10d, %r10d
	movq	56(%rsp), %rbx
	movq	24(%rsp), %r14
	leaq	704(%rsp), %rax
	movq	%rax, (%rsp)
	movq	16(%rsp), %r15
	movl	$1024, %ebp
	movq	%r10, %r13
	jmp	.L2254
.L2257:
	movq	704(%rsp), %rax
	movq	%rax, (%rbx,%r13,8)
	addq	$1, %r13
.L2254:
	movq	(%rsp), %rsi
	movl	$2048, %ecx
	movq	%r15, %rdx
	movq	%r14, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L2780
	cmpq	$200000000, %r13
	je	.L2781
	cmpq	%rbp, %r13
	jne	.L2257
	movq	%r13, %rsi
	movq	%rbx, %rdi
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L2258
	leaq	0(%r13,%r13), %rbp
	movq	%rax, %rbx
	jmp	.L2257
.L2743:
	xorl	%edi, %edi
	movq	256(%rax), %rsi
	movq	48(%rsp), %r8
	xorl	%ecx, %ecx
	movq	%rdi, 352(%rax)
	leaq	928(%rsp), %rax
	movl	$2048, %r9d
	leaq	.LC163(%rip), %rdx
	movq	%rax, %rdi
	movq	%rsi, 32(%rsp)
	movq	%rax, 24(%rsp)
	call	numbers_open
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L2302
	movq	928(%rsp), %rdi
	call	fileno@PLT
	leaq	4080(%rsp), %rsi
	movl	%eax, %edi
	call	fstat@PLT
	testl	%eax, %eax
	jne	.L2340
	movl	4104(%rsp), %eax
	xorl	%r12d, %r12d
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%r12b
.L2340:
	leaq	704(%rsp), %rax
	xorl	%ebx, %ebx
	xorl	%r13d, %r13d
	xorl	%r15d, %r15d
	movq	%rax, (%rsp)
.L2341:
	movq	48(%rsp), %rdx
	movq	(%rsp), %rsi
	movl	$2048, %ecx
	movq	24(%rsp), %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L2782
	movq	976(%rsp), %rax
	testl	%r12d, %r12d
	jne	.L2342
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jb	.L2549
	testq	%r14, %r14
	jne	.L2344
	movq	704(%rsp), %rax
	testq	%rbp, %rbp
	je	.L2346
	cmpq	%rbp, %rax
	jnb	.L2341
.L2346:
	movq	8(%rsp), %rdx
	testq	%r13, %r13
	cmove	%rax, %rbx
	addq	$1, %r13
	movq	%rax, 128(%rdx)
	jmp	.L2341
.L2342:
	cmpq	$200000000, %rax
	ja	.L2550
	testq	%r14, %r14
	je	.L2723
	cmpq	%r13, %r14
	je	.L2341
.L2723:
	testq	%rbp, %rbp
	je	.L2349
	cmpq	%rbp, 704(%rsp)
	jnb	.L2341
.L2349:
	movq	8(%rsp), %rax
	movq	352(%rax), %rdi
	cmpq	%r13, %r15
	je	.L2783
.L2352:
	movq	704(%rsp), %rax
	movq	%rax, (%rdi,%r13,8)
.L2719:
	movq	704(%rsp), %rax
	jmp	.L2346
.L2344:
	cmpq	%r13, %r14
	je	.L2341
	testq	%rbp, %rbp
	je	.L2719
	cmpq	%rbp, 704(%rsp)
	jb	.L2719
	jmp	.L2341
.L2783:
	testq	%r15, %r15
	je	.L2353
	movq	%r15, %rsi
	salq	$4, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2523
	movq	8(%rsp), %rax
	addq	%r15, %r15
	movq	%rdi, 352(%rax)
	jmp	.L2352
.L2398:
	movq	752(%rsp), %rdx
	jmp	.L2399
.L2353:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2523
	movq	8(%rsp), %rax
	movl	$1024, %r15d
	movq	%rdi, 352(%rax)
	jmp	.L2352
.L2782:
	movq	24(%rsp), %rdi
	movl	%eax, (%rsp)
	call	numbers_close
	movl	(%rsp), %eax
	testl	%eax, %eax
	js	.L2350
	movq	8(%rsp), %rdx
	movq	352(%rdx), %rax
	movq	256(%rdx), %rdi
	movq	%rax, 112(%rdx)
	testq	%r13, %r13
	je	.L2784
	movq	8(%rsp), %rax
	cmpl	$0, 332(%rax)
	movq	%rdi, 104(%rax)
	movq	%r13, 136(%rax)
	movq	%rbx, 120(%rax)
	jne	.L2360
	cmpq	$1, %r13
	je	.L2361
	movq	128(%rax), %rax
	leaq	-1(%r13), %rcx
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rax, (%rsp)
	subq	%rbx, %rsi
	movq	%rsi, %rax
	divq	%rcx
	cmpq	%rcx, %rsi
	jb	.L2361
	movq	8(%rsp), %rdx
	movq	%rax, 168(%rdx)
	leaq	.LC404(%rip), %rax
	movq	%rax, 184(%rdx)
	jmp	.L2360
.L2430:
	movq	8(%rsp), %rax
	movq	stderr(%rip), %rdi
	leaq	.LC451(%rip), %rsi
	movq	136(%rax), %rdx
	xorl	%eax, %eax
	call	fprintf@PLT
.L2429:
	movl	$1, %r14d
.L2437:
	movq	400(%rsp), %rdi
	call	free@PLT
	movq	408(%rsp), %rdi
	call	free@PLT
	movq	416(%rsp), %rdi
	call	free@PLT
	movq	48(%rsp), %rdi
	call	buffers_free
	movq	160(%rsp), %rdi
	call	free@PLT
	movq	80(%rsp), %rdi
	call	free@PLT
	movq	64(%rsp), %rdi
	call	free@PLT
	jmp	.L2217
.L2780:
	movq	%rbx, 56(%rsp)
	movq	%r13, %r10
	testl	%eax, %eax
	js	.L2255
	movq	24(%rsp), %rdi
	movq	%r10, (%rsp)
	call	numbers_close
	movq	(%rsp), %r10
.L2261:
	movq	8(%rsp), %rdx
	leaq	288(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movq	%r10, (%rsp)
	movl	$8, %ecx
	movq	%rdi, 128(%rsp)
	movq	288(%rdx), %rax
	movq	168(%rdx), %r13
	movaps	%xmm0, 224(%rsp)
	movq	%rax, 16(%rsp)
	xorl	%eax, %eax
	rep stosl
	leaq	320(%rsp), %rdi
	movl	$8, %ecx
	movq	%rdi, 64(%rsp)
	rep stosl
	leaq	0(,%r10,8), %rdi
	call	malloc@PLT
	movq	(%rsp), %r10
	testq	%rax, %rax
	movq	%rax, 160(%rsp)
	je	.L2785
	movq	8(%rsp), %rax
	cmpl	$0, 176(%rax)
	je	.L2278
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	xorl	%edx, %edx
	jmp	.L2277
.L2279:
	movq	56(%rsp), %rbx
	xorl	%edi, %edi
	movq	(%rbx,%rcx,8), %rsi
	addq	%rsi, %rax
	adcq	%rdi, %rdx
	addq	$1, %rcx
.L2277:
	cmpq	%r10, %rcx
	jne	.L2279
	xorl	%ecx, %ecx
	movq	%rdx, %rdi
	cmpq	%r10, %rax
	movl	$1, %r13d
	sbbq	%rcx, %rdi
	jc	.L2278
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movq	%r10, %rdx
	movq	%r10, (%rsp)
	call	__udivti3@PLT
	movq	(%rsp), %r10
	movq	%rax, %r13
.L2278:
	movq	8(%rsp), %rbx
	movq	56(%rsp), %r15
	movq	%r10, %rsi
	movq	%r10, (%rsp)
	leaq	448(%rsp), %r8
	movl	200(%rbx), %ecx
	movq	192(%rbx), %rdx
	movq	%r15, %rdi
	movq	%r8, 40(%rsp)
	call	summarise.isra.0
	movq	192(%rbx), %rcx
	movq	%r15, %rdi
	pushq	%rsi
	.cfi_def_cfa_offset 9064
	movl	200(%rbx), %r8d
	leaq	536(%rsp), %rdx
	movq	%rdx, 56(%rsp)
	pushq	%rdx
	.cfi_def_cfa_offset 9072
	movq	176(%rsp), %r9
	movq	%r13, %rdx
	movq	16(%rsp), %rsi
	call	corrected_summarise
	popq	%r8
	.cfi_def_cfa_offset 9064
	popq	%r9
	.cfi_def_cfa_offset 9056
	testl	%eax, %eax
	movq	(%rsp), %r10
	movl	%eax, %edi
	jne	.L2786
	movq	128(%rsp), %rbx
	movq	56(%rsp), %rdi
	movq	%r10, %rsi
	movq	%r10, 32(%rsp)
	movq	%rbx, %rdx
	call	dist_of_sorted
	movq	64(%rsp), %r15
	movq	%rbx, %rdi
	movq	%r13, %rsi
	movq	%r15, %rdx
	call	dist_correct
	movl	312(%rsp), %eax
	orl	$-1, %edi
	orl	344(%rsp), %eax
	jne	.L2282
	movq	8(%rsp), %rax
	movq	%rbx, %rdi
	movl	200(%rax), %ebp
	movq	192(%rax), %r14
	leaq	704(%rsp), %rax
	movq	%rax, %rcx
	movq	%rax, (%rsp)
	movl	%ebp, %edx
	movq	%r14, %rsi
	call	dist_summarise
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L2282
	movq	24(%rsp), %rcx
	movq	%r15, %rdi
	movl	%ebp, %edx
	movq	%r14, %rsi
	call	dist_summarise
	movq	32(%rsp), %r10
	testl	%eax, %eax
	movl	%eax, %edi
	jne	.L2282
	cmpq	$0, 16(%rsp)
	je	.L2285
	movq	528(%rsp), %rdx
	cmpq	$16777216, %rdx
	ja	.L2787
.L2285:
	movq	40(%rsp), %xmm0
	leaq	240(%rsp), %rax
	xorl	%ebp, %ebp
	movq	%r12, 32(%rsp)
	movq	%r10, 144(%rsp)
	leaq	224(%rsp), %r14
	movq	%rbp, %r12
	movhps	48(%rsp), %xmm0
	movaps	%xmm0, 240(%rsp)
	movq	(%rsp), %xmm0
	movq	%rax, (%rsp)
	leaq	256(%rsp), %rax
	movhps	24(%rsp), %xmm0
	movq	%rax, 24(%rsp)
	movaps	%xmm0, 256(%rsp)
.L2286:
	leaq	names.8(%rip), %rdx
	xorl	%eax, %eax
	movq	%r14, %rdi
	movq	%r13, %r14
	movq	(%rdx,%r12), %rbx
	movq	%rbx, %r13
	movq	%rax, %rbx
.L2287:
	movq	(%rsp), %rax
	leaq	PCT_NAME(%rip), %rdx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	(%rdx,%rbx,8), %rcx
	movq	%r13, %rdx
	movq	(%rax,%r12), %r15
	movq	24(%rsp), %rax
	movq	(%rax,%r12), %rbp
	movslq	%ebx, %rax
	addq	$1, %rbx
	movq	8(%rbp,%rax,8), %r8
	movq	8(%r15,%rax,8), %rax
	movq	%rax, 80(%rsp)
	xorl	%eax, %eax
	movq	%rax, 88(%rsp)
	pushq	88(%rsp)
	.cfi_def_cfa_offset 9064
	pushq	88(%rsp)
	.cfi_def_cfa_offset 9072
	movq	%rdi, 184(%rsp)
	call	check
	cmpq	$6, %rbx
	popq	%rax
	.cfi_def_cfa_offset 9064
	popq	%rdx
	.cfi_def_cfa_offset 9056
	movq	168(%rsp), %rdi
	jne	.L2287
	movq	(%r15), %rax
	xorl	%r9d, %r9d
	movq	0(%rbp), %r8
	movq	%r13, %rbx
	movq	%r9, 104(%rsp)
	movq	%rbx, %rdx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	%rax, 96(%rsp)
	leaq	.LC3(%rip), %rcx
	movq	%r14, %r13
	movq	%rdi, %r14
	pushq	104(%rsp)
	.cfi_def_cfa_offset 9064
	pushq	104(%rsp)
	.cfi_def_cfa_offset 9072
	call	check
	movq	56(%r15), %rax
	xorl	%r10d, %r10d
	movq	56(%rbp), %r8
	movq	%r10, 136(%rsp)
	movq	%rbx, %rdx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	%rax, 128(%rsp)
	leaq	.LC8(%rip), %rcx
	movq	%r14, %rdi
	pushq	136(%rsp)
	.cfi_def_cfa_offset 9080
	pushq	136(%rsp)
	.cfi_def_cfa_offset 9088
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 9056
	movq	64(%rbp), %r8
	movq	%rbx, %rdx
	movq	72(%rbp), %r9
	pushq	72(%r15)
	.cfi_def_cfa_offset 9064
	xorl	%esi, %esi
	movq	%r14, %rdi
	pushq	64(%r15)
	.cfi_def_cfa_offset 9072
	leaq	.LC263(%rip), %rcx
	call	check
	popq	%r11
	.cfi_def_cfa_offset 9064
	popq	%rbx
	.cfi_def_cfa_offset 9056
	cmpq	$8, %r12
	je	.L2288
	movl	$8, %r12d
	jmp	.L2286
.L2282:
	leaq	.LC356(%rip), %rsi
	call	cannot
	movl	%eax, %r14d
.L2281:
	movq	128(%rsp), %rdi
	call	dist_free
	movq	64(%rsp), %rdi
	call	dist_free
	movq	160(%rsp), %rdi
	call	free@PLT
.L2276:
	movq	56(%rsp), %rdi
	call	free@PLT
	jmp	.L2217
.L2374:
	leaq	.LC310(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L2373
	jmp	.L2375
.L2774:
	movq	%r14, 8848(%rsp,%r10,8)
	jmp	.L2391
.L2753:
	leaq	.LC102(%rip), %rax
	movq	%rax, 4096(%rsp)
	movq	%rax, (%rsp)
.L2432:
	leaq	928(%rsp), %rax
	movq	8(%rsp), %rdi
	xorl	%ecx, %ecx
	leaq	REFERENCE_WALK(%rip), %rsi
	movq	%rax, %rdx
	movq	%rax, 24(%rsp)
	call	walk_outcome
	jmp	.L2435
.L2329:
	leaq	.LC391(%rip), %r8
	leaq	.LC394(%rip), %rcx
.L2722:
	movq	48(%rsp), %rdi
	leaq	.LC393(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2302
.L2319:
	movq	16(%rsp), %rax
	testq	%rax, %rax
	js	.L2322
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2323:
	movsd	.LC92(%rip), %xmm7
	leaq	.LC391(%rip), %r8
	leaq	.LC392(%rip), %rcx
	divsd	%xmm7, %xmm0
	movsd	%xmm7, 32(%rsp)
	mulsd	%xmm2, %xmm0
	comisd	.LC390(%rip), %xmm0
	jbe	.L2321
	jmp	.L2722
.L2770:
	leaq	.LC446(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %r14d
	call	printf@PLT
	jmp	.L2217
.L2425:
	leaq	.LC447(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %r14d
	jmp	.L2217
.L2322:
	movq	16(%rsp), %rcx
	pxor	%xmm0, %xmm0
	movq	%rcx, %rax
	andl	$1, %ecx
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2323
.L2781:
	movq	16(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC345(%rip), %rdx
	movq	%rbx, 56(%rsp)
	call	snprintf@PLT
.L2255:
	movq	24(%rsp), %rdi
	call	numbers_close
	movq	56(%rsp), %rdi
	call	free@PLT
.L2253:
	movq	16(%rsp), %rdi
	call	usage_error
	movl	%eax, %r14d
	jmp	.L2217
.L2248:
	movq	8(%rsp), %rax
	xorl	%r10d, %r10d
	movq	%r10, 400(%rsp)
	movq	272(%rax), %rbp
	movq	%rbp, %rdi
	call	strlen@PLT
	cmpq	$255, %rax
	ja	.L2788
	leaq	928(%rsp), %rax
	leaq	.LC254(%rip), %r15
	movq	%rbp, %rcx
	movl	$256, %esi
	movq	%rax, 24(%rsp)
	movq	%r15, %rdx
	movq	%rax, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	xorl	%edx, %edx
	leaq	400(%rsp), %r12
	leaq	528(%rsp), %rax
	movq	%rax, 32(%rsp)
	movl	$2, %r14d
	leaq	.LC349(%rip), %r13
	movq	%r12, 16(%rsp)
	movq	%rbp, (%rsp)
	movq	%rdx, %rbp
.L2273:
	movq	24(%rsp), %rbx
	movq	(%rsp), %rcx
	movq	%r15, %rdx
	xorl	%eax, %eax
	movl	$256, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rdx
	movq	%rbx, %rdi
	movq	%r13, %rsi
	xorl	%ebx, %ebx
	call	strtok_r@PLT
	movl	%r14d, 40(%rsp)
	movq	%rax, %r14
.L2262:
	testq	%r14, %r14
	je	.L2789
	movl	$42, %esi
	movq	%r14, %rdi
	call	strchr@PLT
	movq	$1, 528(%rsp)
	testq	%rax, %rax
	je	.L2263
	movb	$0, (%rax)
	leaq	1(%rax), %r12
	movq	32(%rsp), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%r12, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L2790
.L2263:
	leaq	704(%rsp), %r12
	leaq	448(%rsp), %rdx
	movl	$1, %esi
	movq	%r14, %rdi
	movl	$160, %r8d
	movq	%r12, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L2265
	movq	528(%rsp), %rax
	movq	448(%rsp), %rdx
	addq	%rbx, %rax
	jmp	.L2266
.L2268:
	testq	%rbp, %rbp
	je	.L2267
	movq	%rdx, 0(%rbp,%rbx,8)
.L2267:
	addq	$1, %rbx
.L2266:
	cmpq	%rax, %rbx
	jne	.L2268
	movq	16(%rsp), %rdx
	movq	%r13, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %r14
	jmp	.L2262
.L2786:
	leaq	.LC355(%rip), %rsi
	call	cannot
	movl	%eax, %r14d
	jmp	.L2281
.L2767:
	movq	112(%rsp), %r12
.L2466:
	movq	8(%rsp), %rax
	movl	208(%rax), %r15d
	leaq	0(,%r15,8), %rbx
	movq	%r15, (%rsp)
	movq	%r15, %rbp
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, %r13
	movq	%rax, 72(%rsp)
	call	malloc@PLT
	movq	%r15, %rdi
	salq	$4, %rdi
	movq	%rax, %r14
	call	malloc@PLT
	testq	%r13, %r13
	movq	%r13, %rcx
	movq	%r12, 208(%rsp)
	setne	%dl
	testq	%r14, %r14
	movq	%rax, %rdi
	movq	%rax, 96(%rsp)
	setne	%al
	movl	%ebp, %r12d
	andl	%eax, %edx
	xorl	%eax, %eax
	testq	%rdi, %rdi
	setne	%al
	addq	%rcx, %rbx
	andl	%edx, %eax
	movq	%rbx, %rbp
	subl	$1, %eax
	movl	%eax, 128(%rsp)
	movl	%r15d, %eax
	xorl	%r15d, %r15d
	shrl	%eax
	leaq	(%r14,%rax,8), %rdx
	salq	$4, %rax
	addq	%rdi, %rax
	movq	%rdx, 112(%rsp)
	leaq	704(%rsp), %rdx
	movq	%rax, 144(%rsp)
	leaq	4112(%rsp), %rax
	movq	%rax, 24(%rsp)
	movq	%rax, %r13
	movq	64(%rsp), %rax
	movq	%rdx, 192(%rsp)
	movq	%rax, %rbx
.L2475:
	cmpl	$2, %r15d
	jg	.L2577
	cmpl	$0, 128(%rsp)
	jne	.L2577
	movq	16(%rsp), %rax
	xorl	%r9d, %r9d
	leaq	296(%rbx), %r10
	movq	%rbx, %r8
	movq	%r9, %rbx
	movl	%r12d, %r9d
	movq	%r10, %r12
	movq	$0x000000000, 272(%rax,%r15,8)
.L2476:
	orq	$-1, %rcx
	testl	%r9d, %r9d
	je	.L2484
	movq	72(%rsp), %rdx
	leaq	(%r12,%rbx), %rsi
	orq	$-1, %rcx
	jmp	.L2479
.L2791:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2478:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%rbp, %rdx
	je	.L2484
.L2479:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L2791
	movq	%rax, %rdi
	movq	%rax, %r10
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r10d
	orq	%r10, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2478
.L2484:
	movq	%rcx, 8(%r13,%rbx)
	movq	72(%rsp), %rsi
	movl	%r9d, %edx
	addq	$8, %rbx
	movq	192(%rsp), %rdi
	movq	%r8, 216(%rsp)
	movl	%r9d, 176(%rsp)
	call	stats_of
	movq	16(%rsp), %rax
	movsd	720(%rsp), %xmm0
	cmpq	$48, %rbx
	movl	176(%rsp), %r9d
	movq	216(%rsp), %r8
	maxsd	272(%rax,%r15,8), %xmm0
	movsd	%xmm0, 272(%rax,%r15,8)
	jne	.L2476
	movl	%r9d, %r12d
	movq	%r8, %rbx
	movq	%r8, %rdx
	xorl	%eax, %eax
	jmp	.L2482
.L2485:
	movq	(%rdx), %rcx
	movq	%rcx, (%r14,%rax,8)
	addq	$1, %rax
.L2482:
	addq	$288, %rdx
	cmpl	%r12d, %eax
	jb	.L2485
	movq	(%rsp), %rsi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	movq	%r14, %rdi
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	%rbx, %rdx
	movq	(%rax), %rax
	movq	%rax, 0(%r13)
	xorl	%eax, %eax
	jmp	.L2486
.L2487:
	movq	56(%rdx), %rcx
	movq	%rcx, (%r14,%rax,8)
	addq	$1, %rax
.L2486:
	addq	$288, %rdx
	cmpl	%r12d, %eax
	jb	.L2487
	movq	(%rsp), %rsi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	movq	%r14, %rdi
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	96(%rsp), %rsi
	movq	%rbx, %rdx
	movq	(%rax), %rax
	movq	%rax, 56(%r13)
	xorl	%eax, %eax
	jmp	.L2488
.L2489:
	movq	%rax, %rcx
	movdqa	64(%rdx), %xmm6
	addq	$1, %rax
	salq	$4, %rcx
	movaps	%xmm6, (%rsi,%rcx)
.L2488:
	addq	$288, %rdx
	cmpl	%r12d, %eax
	jb	.L2489
	movq	(%rsp), %rsi
	addq	$1, %r15
	addq	$80, %r13
	addq	$80, %rbx
	movq	96(%rsp), %rdi
	leaq	cmp_u128(%rip), %rcx
	movl	$16, %edx
	call	qsort@PLT
	movq	144(%rsp), %rax
	movdqa	(%rax), %xmm5
	movaps	%xmm5, -16(%r13)
	movaps	%xmm5, 176(%rsp)
	jmp	.L2475
.L2577:
	movq	72(%rsp), %rdi
	movq	208(%rsp), %r12
	call	free@PLT
	movq	%r14, %rdi
	call	free@PLT
	movq	96(%rsp), %rdi
	call	free@PLT
	cmpl	$0, 128(%rsp)
	jne	.L2492
	movq	8(%rsp), %rbx
	movq	160(%rsp), %rsi
	leaq	4376(%rsp), %rdi
	leaq	.LC485(%rip), %rbp
	leaq	.LC264(%rip), %r14
	leaq	704(%rsp), %r13
	movl	208(%rbx), %edx
	call	stats_of
	movl	208(%rbx), %edx
	movq	80(%rsp), %rsi
	leaq	4400(%rsp), %rdi
	call	stats_of
	movq	%rbx, %rdi
	movl	208(%rbx), %ebx
	xorl	%esi, %esi
	movq	64(%rsp), %rax
	movq	%r12, %rdx
	imulq	$288, %rbx, %rbx
	addq	%rax, %rbx
	movq	%rbx, 4424(%rsp)
	call	first_stall_window
	movl	$10, %edi
	movl	%eax, 72(%rsp)
	call	putchar@PLT
	call	print_header
	leaq	.LC483(%rip), %rsi
	leaq	.LC484(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	24(%rsp), %rsi
	leaq	.LC266(%rip), %rdi
	call	print_row
	movq	%rbp, %rdi
	movl	$1, %eax
	movsd	4352(%rsp), %xmm0
	call	printf@PLT
	leaq	4192(%rsp), %rax
	leaq	.LC267(%rip), %rdi
	movq	%rax, %rsi
	movq	%rax, 144(%rsp)
	call	print_row
	movq	%rbp, %rdi
	movl	$1, %eax
	movsd	4360(%rsp), %xmm0
	call	printf@PLT
	leaq	4272(%rsp), %rax
	movq	%r14, %rdi
	movq	%rax, %rsi
	movq	%rax, 176(%rsp)
	call	print_row
	movq	%rbp, %rdi
	movl	$1, %eax
	movsd	4368(%rsp), %xmm0
	call	printf@PLT
	movq	4080(%rsp), %rbp
	movq	%r13, %rdi
	movq	%r13, (%rsp)
	movq	192(%rbp), %rsi
	call	fmt_us.constprop.0
	movl	208(%rbp), %esi
	leaq	.LC486(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	4136(%rsp), %r15
	movq	4216(%rsp), %r12
	movq	%r13, %rdi
	movq	%r15, %rdx
	movq	%r12, %rsi
	call	fmt_ratio.constprop.0
	leaq	.LC487(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	4144(%rsp), %rdx
	movq	4224(%rsp), %rsi
	movq	%r13, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC488(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	4296(%rsp), %rax
	movq	%r15, %rdx
	movq	%r13, %rdi
	movq	%rax, %rsi
	movq	%rax, 96(%rsp)
	call	fmt_ratio.constprop.0
	leaq	.LC489(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	96(%rsp), %rdx
	movq	%r12, %rsi
	movq	%r13, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC490(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	4288(%rsp), %rdx
	movq	4208(%rsp), %rsi
	movq	%r13, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC491(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %rax
	xorl	%r9d, %r9d
.L2493:
	movq	40(%rax,%r9,8), %r13
	movq	120(%rax,%r9,8), %rcx
	leaq	0(%r13,%r13), %rdx
	movq	%rcx, 112(%rsp)
	cmpq	%rdx, %rcx
	jb	.L2494
	movl	$10, %edi
	movq	%r9, 192(%rsp)
	call	putchar@PLT
	movq	(%rsp), %rdi
	movq	%r13, %rsi
	call	fmt_us.constprop.0
	movq	%r13, %rdx
	movq	112(%rsp), %r13
	movq	40(%rsp), %rdi
	movq	%rax, 128(%rsp)
	movq	%r13, %rsi
	call	fmt_ratio.constprop.0
	movq	32(%rsp), %rdi
	movq	%r13, %rsi
	movq	%rax, 112(%rsp)
	call	fmt_us.constprop.0
	movq	192(%rsp), %r9
	movq	128(%rsp), %r8
	leaq	.LC493(%rip), %rdi
	movq	%rax, %rdx
	leaq	PCT_LABEL(%rip), %rax
	movq	112(%rsp), %rcx
	movslq	%r9d, %r9
	movq	(%rax,%r9,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2495:
	movq	40(%rsp), %rdi
	movq	%r15, %rdx
	movq	%r12, %rsi
	call	fmt_ratio.constprop.0
	movq	32(%rsp), %r15
	movq	%r12, %rsi
	movq	%rax, %r13
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	movq	%r13, %rdx
	leaq	.LC495(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	96(%rsp), %rsi
	movq	(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	272(%rbx), %rsi
	movq	%r15, %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	movq	%r12, %rdx
	leaq	.LC496(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 72(%rsp)
	movq	400(%rsp), %r13
	je	.L2496
	leaq	.LC497(%rip), %rdi
	call	puts@PLT
.L2497:
	movq	16(%rsp), %rdi
	xorl	%esi, %esi
	call	print_theory
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L2792
	movsd	4376(%rsp), %xmm6
	leaq	.LC500(%rip), %rdi
	movsd	4408(%rsp), %xmm3
	movl	$4, %eax
	movsd	4400(%rsp), %xmm2
	movsd	4384(%rsp), %xmm1
	movapd	%xmm6, %xmm0
	movsd	%xmm3, 32(%rsp)
	movsd	%xmm2, 96(%rsp)
	movsd	%xmm1, 112(%rsp)
	movsd	%xmm6, 128(%rsp)
	call	printf@PLT
	movq	24(%rsp), %rsi
	leaq	.LC266(%rip), %rdi
	call	print_result_set
	movq	144(%rsp), %rsi
	leaq	.LC267(%rip), %rdi
	call	print_result_set
	movq	176(%rsp), %rsi
	movq	%r14, %rdi
	leaq	RATIOS(%rip), %r14
	leaq	168(%r14), %r15
	call	print_result_set
	jmp	.L2511
.L2499:
	movq	8(%rax,%rdx,8), %rax
.L2500:
	movslq	8(%r14), %rdx
	movq	24(%rsp), %rdi
	movslq	12(%r14), %rcx
	imulq	$80, %rdx, %rdx
	addq	%rdi, %rdx
	cmpl	$-1, %ecx
	je	.L2793
	movq	8(%rdx,%rcx,8), %rdx
.L2502:
	testq	%rax, %rax
	je	.L2503
	testq	%rdx, %rdx
	js	.L2504
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2505:
	testq	%rax, %rax
	js	.L2506
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2507:
	divsd	%xmm1, %xmm0
	leaq	.LC108(%rip), %rax
	leaq	.LC109(%rip), %rdx
	movq	(%rsp), %rdi
	movl	$32, %esi
	comisd	.LC65(%rip), %xmm0
	cmovnb	%rax, %rdx
	movl	$1, %eax
	call	snprintf@PLT
.L2510:
	movq	(%r14), %rsi
	movq	(%rsp), %rdx
	leaq	.LC501(%rip), %rdi
	xorl	%eax, %eax
	addq	$24, %r14
	call	printf@PLT
	cmpq	%r15, %r14
	je	.L2794
.L2511:
	movslq	16(%r14), %rax
	movq	24(%rsp), %rcx
	movslq	20(%r14), %rdx
	imulq	$80, %rax, %rax
	addq	%rcx, %rax
	cmpl	$-1, %edx
	jne	.L2499
	movq	56(%rax), %rax
	jmp	.L2500
.L2494:
	addq	$1, %r9
	cmpq	$6, %r9
	jne	.L2493
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC494(%rip), %rdi
	call	puts@PLT
	jmp	.L2495
.L2794:
	movq	256(%rbx), %rcx
	movq	240(%rbx), %rdx
	leaq	.LC502(%rip), %r14
	xorl	%eax, %eax
	leaq	.LC266(%rip), %rsi
	movq	%r14, %rdi
	call	printf@PLT
	movq	264(%rbx), %rcx
	movq	%r14, %rdi
	xorl	%eax, %eax
	movq	248(%rbx), %rdx
	leaq	.LC267(%rip), %rsi
	call	printf@PLT
	movq	272(%rbx), %rsi
	leaq	.LC367(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%rbp), %esi
	testl	%esi, %esi
	je	.L2512
	movq	136(%rbp), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L2513
	leaq	-1(%rdi), %rcx
	movq	128(%rbp), %rax
	xorl	%edx, %edx
	subq	120(%rbp), %rax
	divq	%rcx
	movq	%rax, %rcx
.L2513:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	leaq	.LC503(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2512:
	cmpl	$0, 72(%rsp)
	je	.L2795
.L2514:
	movsd	4392(%rsp), %xmm2
	movsd	112(%rsp), %xmm1
	leaq	.LC507(%rip), %r13
	leaq	.LC266(%rip), %rsi
	movsd	128(%rsp), %xmm0
	movq	%r13, %rdi
	movl	$3, %eax
	call	printf@PLT
	movsd	32(%rsp), %xmm1
	movq	%r13, %rdi
	movl	$3, %eax
	movsd	4416(%rsp), %xmm2
	movsd	96(%rsp), %xmm0
	leaq	.LC267(%rip), %rsi
	call	printf@PLT
	movq	8(%rsp), %rax
	movl	8(%rax), %r8d
	testl	%r8d, %r8d
	jne	.L2796
.L2516:
	movq	16(%rsp), %rdi
	movl	$1, %esi
	call	print_theory
	movq	56(%rsp), %rax
	testq	%rax, %rax
	je	.L2517
	movq	48(%rsp), %rdx
	movq	8(%rsp), %rsi
	movq	%rbx, %rcx
	movq	%rax, %rdi
	movl	168(%rsp), %r8d
	xorl	%r12d, %r12d
	call	export_bench
	testl	%eax, %eax
	setne	%r12b
.L2517:
	movq	(%rsp), %rsi
	xorl	%edi, %edi
	call	getrusage@PLT
	testl	%eax, %eax
	je	.L2797
.L2518:
	cmpq	$0, 4096(%rsp)
	leaq	.LC316(%rip), %rax
	leaq	.LC317(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC510(%rip), %rdi
	xorl	%eax, %eax
	xorl	%r14d, %r14d
	call	printf@PLT
	movq	4440(%rsp), %rbx
	movl	208(%rbp), %ecx
	xorl	%eax, %eax
	movq	4432(%rsp), %rsi
	leaq	.LC511(%rip), %rdi
	addl	$1, %ecx
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	setne	%r14b
	orl	%r12d, %r14d
	jmp	.L2437
.L2506:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2507
.L2555:
	orl	$-1, %eax
.L2389:
	movq	48(%rsp), %rdi
	movl	%eax, (%rsp)
	call	buffers_free
	movl	(%rsp), %edi
	leaq	.LC423(%rip), %rsi
	call	cannot
	movl	%eax, %r14d
	testl	%eax, %eax
	jne	.L2217
.L2397:
	cmpl	$0, 4080(%rsp)
	leaq	.LC237(%rip), %rax
	leaq	.LC311(%rip), %rsi
	movl	$3, %r13d
	cmovne	%rax, %rsi
	leaq	.LC424(%rip), %rdi
	xorl	%eax, %eax
	leaq	928(%rsp), %rbx
	leaq	.LC431(%rip), %rbp
	call	printf@PLT
	movq	8(%rsp), %r15
	movq	%rbx, %rdi
	movq	%rbx, 24(%rsp)
	leaq	.LC433(%rip), %r12
	leaq	.LC435(%rip), %r14
	movq	(%r15), %rsi
	call	fmt_us.constprop.0
	leaq	.LC425(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	48(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC426(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	56(%r15), %rsi
	movq	%rbx, %rdi
	leaq	.LC43(%rip), %r15
	call	fmt_us.constprop.0
	leaq	.LC427(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	4088(%rsp), %rsi
	movq	%rbx, %rdi
	leaq	.LC11(%rip), %rbx
	call	fmt_us.constprop.0
	leaq	.LC428(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 4080(%rsp)
	leaq	.LC312(%rip), %rax
	leaq	.LC313(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC429(%rip), %rdx
	leaq	.LC430(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbx, %rcx
	movq	%rbx, %rdx
	movq	%rbp, %rdi
	leaq	.LC266(%rip), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbx, %rcx
	movq	%rbx, %rdx
	movq	%rbp, %rdi
	leaq	.LC267(%rip), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbx, %rcx
	movq	%rbx, %rdx
	movq	%rbp, %rdi
	leaq	.LC264(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC436(%rip), %rbp
	call	printf@PLT
	movq	%rbx, %rdx
	movq	%rbx, %rsi
	xorl	%eax, %eax
	leaq	.LC432(%rip), %rdi
	leaq	.LC437(%rip), %rbx
	call	printf@PLT
.L2403:
	movq	%r12, %rdx
	leaq	.LC434(%rip), %rsi
	movq	%r14, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbp, %rdx
	movq	%r15, %rsi
	movq	%r14, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	movq	%rbx, %rdx
	movq	%r15, %rsi
	movq	%r14, %rdi
	call	printf@PLT
	subl	$1, %r13d
	jne	.L2403
	movl	$10, %edi
	xorl	%r13d, %r13d
	call	putchar@PLT
.L2404:
	cmpq	4096(%rsp), %r13
	jnb	.L2798
	movq	16(%rsp), %rax
	cmpl	$0, 4080(%rsp)
	movq	24(%rax,%r13,8), %rsi
	je	.L2405
	leaq	.LC438(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L2406:
	movq	16(%rsp), %rax
	leaq	.LC314(%rip), %rsi
	leaq	.LC440(%rip), %rdi
	leaq	SWEEP_COL(%rip), %rbp
	cmpq	$0, 4768(%rax,%r13,8)
	leaq	.LC315(%rip), %rax
	cmove	%rax, %rsi
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	call	printf@PLT
	imulq	$36, %r13, %rax
	movq	%r13, 8(%rsp)
	movq	%rax, (%rsp)
.L2408:
	movslq	%r12d, %rbx
	movq	(%rsp), %rax
	xorl	%r13d, %r13d
	imulq	$10, %rbx, %rbx
	addq	%rax, %rbx
.L2412:
	movslq	0(%rbp,%r13,4), %rax
	movq	24(%rsp), %rdi
	leaq	20(%rax,%rbx), %rax
	movq	4088(%rsp,%rax,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	testq	%r13, %r13
	je	.L2799
	xorl	%eax, %eax
	movq	%r15, %rsi
	movq	%r14, %rdi
	call	printf@PLT
	cmpq	$2, %r13
	jne	.L2559
	addl	$1, %r12d
	cmpl	$3, %r12d
	jne	.L2408
	movq	8(%rsp), %r13
	movl	$10, %edi
	call	putchar@PLT
	addq	$1, %r13
	jmp	.L2404
.L2771:
	call	service_max
	movq	%r15, %rdi
	subq	%r14, %r12
	movq	%rax, %r13
	call	service_max
	xorl	%edx, %edx
	xorl	%edi, %edi
	divq	%r12
	addq	$2, %rax
	mulq	%r14
	addq	%r13, %rax
	adcq	%rdi, %rdx
	jmp	.L2376
.L2742:
	cmpq	$1, 160(%rax)
	ja	.L2534
	movq	8(%rsp), %rax
	movl	72(%rax), %eax
	cmpl	$1, %eax
	jne	.L2316
	ucomisd	%xmm0, %xmm2
	jp	.L2317
	jne	.L2317
.L2533:
	movq	48(%rsp), %rdi
	leaq	.LC11(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC388(%rip), %rcx
	leaq	.LC389(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2302
.L2550:
	leaq	.LC307(%rip), %r8
.L2343:
	movq	32(%rsp), %rcx
	leaq	.LC398(%rip), %rdx
.L2720:
	movq	48(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	24(%rsp), %rdi
	call	numbers_close
.L2350:
	movq	8(%rsp), %rbx
	movq	352(%rbx), %rdi
	call	free@PLT
	xorl	%ecx, %ecx
	movq	%rcx, 352(%rbx)
	jmp	.L2302
.L2549:
	leaq	.LC306(%rip), %r8
	jmp	.L2343
.L2755:
	leaq	.LC452(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %r14d
	jmp	.L2437
.L2754:
	leaq	.LC103(%rip), %rax
	movq	%rax, 4096(%rsp)
	movq	%rax, (%rsp)
	jmp	.L2432
.L2759:
	movq	32(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC466(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2453
.L2758:
	movq	32(%rsp), %rdi
	movq	80(%rax), %rsi
	movq	136(%rax), %rbp
	call	fmt_us.constprop.0
	leaq	.LC463(%rip), %rdi
	movq	%rax, %rsi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2450
.L2757:
	cmpq	$0, 40(%rax)
	jne	.L2800
	movq	8(%rsp), %r15
	cmpq	$0, 56(%r15)
	jne	.L2448
	movq	64(%r15), %rsi
	movq	40(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	48(%r15), %rsi
	movq	32(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbp, %rdx
	leaq	.LC461(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2447
.L2439:
	movq	8(%rsp), %r15
	leaq	704(%rsp), %rax
	leaq	320(%rsp), %rsi
	movq	%rax, %rdx
	movq	%r15, %rdi
	call	service_moments
	leaq	SERVICE_DIST_NAME(%rip), %rax
	movsd	704(%rsp), %xmm1
	leaq	.LC456(%rip), %rdi
	movsd	320(%rsp), %xmm0
	movq	(%rax,%r8,8), %rsi
	movl	$2, %eax
	divsd	.LC59(%rip), %xmm0
	call	printf@PLT
	cmpl	$2, 8(%r15)
	je	.L2709
	leaq	448(%rsp), %rax
	movq	%rax, 40(%rsp)
	leaq	352(%rsp), %rax
	movq	%rax, 32(%rsp)
.L2441:
	leaq	.LC458(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2440
.L2448:
	movq	8(%rsp), %r15
	leaq	704(%rsp), %rax
	movq	%rax, %rdi
	movq	64(%r15), %rsi
	call	fmt_us.constprop.0
	movq	56(%r15), %rsi
	movq	40(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	48(%r15), %rsi
	movq	32(%rsp), %rdi
	movq	%rax, %r13
	call	fmt_us.constprop.0
	movq	%rbp, %rcx
	movq	%r13, %rdx
	leaq	.LC462(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2447
.L2768:
	leaq	.LC479(%rip), %rsi
	movq	112(%rsp), %r12
	call	cannot
	movl	%eax, %r14d
	testl	%eax, %eax
	jne	.L2437
	jmp	.L2466
.L2766:
	leaq	.LC476(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2463
.L2763:
	leaq	.LC471(%rip), %rdi
	call	puts@PLT
	jmp	.L2530
.L2762:
	movq	8(%rsp), %rax
	movq	80(%rax), %rdx
	cmpq	%rdx, (%rax)
	setnb	%al
	movzbl	%al, %eax
	jmp	.L2458
.L2760:
	leaq	.LC468(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2455
.L2503:
	movq	(%rsp), %rax
	movl	$6369134, (%rax)
	jmp	.L2510
.L2793:
	movq	56(%rdx), %rdx
	jmp	.L2502
.L2504:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2505
.L2361:
	movq	%rdi, %rcx
	movq	48(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC402(%rip), %r8
	leaq	.LC403(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2302
.L2797:
	movq	4104(%rsp), %rax
	movq	736(%rsp), %rsi
	leaq	.LC509(%rip), %rdi
	movl	24(%rax), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2518
.L2784:
	movq	%rdi, %rcx
	movq	48(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC400(%rip), %r8
	leaq	.LC401(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2302
.L2756:
	movq	stderr(%rip), %rdi
	movl	$16777216, %ecx
	leaq	.LC453(%rip), %rsi
	xorl	%eax, %eax
	movl	$2, %r14d
	call	fprintf@PLT
	jmp	.L2437
.L2738:
	movq	48(%rsp), %rdi
	leaq	.LC11(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC337(%rip), %rcx
	leaq	.LC338(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2302
.L2737:
	movq	48(%rsp), %rdi
	leaq	.LC11(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC335(%rip), %rcx
	leaq	.LC336(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2302
.L2258:
	movq	16(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	976(%rsp), %r8
	leaq	.LC512(%rip), %rdx
	movq	%rbx, 56(%rsp)
	call	snprintf@PLT
	jmp	.L2255
.L2288:
	movq	144(%rsp), %r10
	leaq	.LC358(%rip), %rdi
	movq	%r12, %rbp
	movq	32(%rsp), %r12
	leaq	.LC301(%rip), %r15
	movq	%r10, (%rsp)
	call	puts@PLT
	movq	(%rsp), %rcx
	movq	72(%rsp), %rsi
	xorl	%eax, %eax
	movq	%r12, %rdx
	leaq	.LC359(%rip), %rdi
	leaq	400(%rsp), %r12
	call	printf@PLT
	movq	8(%rsp), %rbx
	movq	%r12, %rdi
	movq	192(%rbx), %rsi
	call	fmt_us.constprop.0
	movl	200(%rbx), %edx
	movq	(%rsp), %r10
	leaq	.LC11(%rip), %r9
	movq	%rax, %r14
	cmpl	$0, 176(%rbx)
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rcx
	jne	.L2289
	leaq	.LC11(%rip), %r9
	movq	%r9, %r15
.L2289:
	leaq	352(%rsp), %rax
	movq	%r13, %rsi
	movq	%r9, 24(%rsp)
	movq	%rax, %rdi
	movq	%r10, (%rsp)
	movq	%rcx, 8(%rsp)
	movq	%rax, 32(%rsp)
	call	fmt_us.constprop.0
	movq	8(%rsp), %rcx
	movq	%r14, %r8
	movq	%r15, %rdx
	movq	%rax, %rsi
	leaq	.LC360(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC361(%rip), %rdi
	leaq	.LC362(%rip), %r15
	call	puts@PLT
	leaq	.LC264(%rip), %r14
	call	print_header
	movl	$10, %edi
	call	putchar@PLT
	movq	40(%rsp), %rsi
	movq	%r15, %rdi
	call	print_row
	movl	$10, %edi
	call	putchar@PLT
	movq	48(%rsp), %rsi
	movq	%r14, %rdi
	call	print_row
	movq	24(%rsp), %rdx
	leaq	.LC363(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC364(%rip), %rdi
	call	printf@PLT
	movq	(%rsp), %rbx
	jmp	.L2295
.L2802:
	movq	48(%rsp), %rdx
	movq	(%rdx,%rbp), %rdx
	testq	%rdx, %rdx
	js	.L2291
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2292:
	testq	%rax, %rax
	js	.L2293
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2294:
	divsd	%xmm1, %xmm0
	comisd	.LC65(%rip), %xmm0
	sbbl	%esi, %esi
	andl	$2, %esi
	addl	$1, %esi
.L2290:
	leaq	.LC365(%rip), %rdi
	movl	$1, %eax
	addq	$8, %rbp
	call	printf@PLT
	cmpq	$56, %rbp
	je	.L2801
.L2295:
	movq	40(%rsp), %rax
	movq	(%rax,%rbp), %rax
	testq	%rax, %rax
	jne	.L2802
	pxor	%xmm0, %xmm0
	movl	$3, %esi
	jmp	.L2290
.L2801:
	leaq	.LC366(%rip), %rdi
	movq	%rbx, (%rsp)
	call	puts@PLT
	movq	40(%rsp), %rsi
	movq	%r15, %rdi
	call	print_result_set
	movq	48(%rsp), %rsi
	movq	%r14, %rdi
	xorl	%r14d, %r14d
	call	print_result_set
	movq	%r13, %rsi
	leaq	.LC367(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	232(%rsp), %rbx
	xorl	%eax, %eax
	movq	224(%rsp), %rsi
	leaq	.LC368(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	setne	%r14b
	cmpq	$0, 16(%rsp)
	je	.L2281
	xorl	%eax, %eax
	movq	%r12, %rdi
	movl	$12, %ecx
	movq	(%rsp), %rsi
	rep stosl
	leaq	400(%rsp), %r12
	movq	472(%rsp), %xmm0
	leaq	.LC369(%rip), %rax
	movq	%r12, %xmm7
	movq	56(%rsp), %rdi
	leaq	NAMES.7(%rip), %rdx
	movl	$2, 368(%rsp)
	movhps	552(%rsp), %xmm0
	movaps	%xmm0, 272(%rsp)
	movq	%rax, %xmm0
	leaq	272(%rsp), %rax
	punpcklqdq	%xmm7, %xmm0
	movq	%rax, %xmm5
	movaps	%xmm0, 352(%rsp)
	movq	%rdx, %xmm0
	movq	%r12, %rdx
	punpcklqdq	%xmm5, %xmm0
	movups	%xmm0, 376(%rsp)
	call	table_from_sorted
	testl	%eax, %eax
	je	.L2296
.L2298:
	movl	$1, %r14d
.L2297:
	movq	400(%rsp), %rdi
	call	free@PLT
	movq	424(%rsp), %rdi
	call	free@PLT
	jmp	.L2281
.L2293:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2294
.L2291:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2292
.L2296:
	leaq	424(%rsp), %r13
	movq	64(%rsp), %rdi
	movq	%r13, %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L2298
	movq	%r12, %rcx
	movq	16(%rsp), %rdi
	leaq	hgrm_writer(%rip), %r12
	leaq	.LC370(%rip), %rsi
	movq	%r12, %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L2298
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movq	%r12, %rdx
	leaq	.LC371(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L2298
	movq	32(%rsp), %rcx
	movq	16(%rsp), %rdi
	leaq	spectrum_writer(%rip), %rdx
	leaq	.LC273(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L2298
	jmp	.L2297
.L2772:
	movq	8(%rsp), %rdi
	call	default_shape
	leaq	.LC309(%rip), %rcx
	testl	%eax, %eax
	leaq	.LC308(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L2370
.L2761:
	leaq	.LC323(%rip), %rbp
	jmp	.L2456
.L2765:
	movq	568(%rsp), %rdx
	movl	$65536, %ecx
	leaq	.LC475(%rip), %rdi
	xorl	%eax, %eax
	movq	560(%rsp), %rsi
	call	printf@PLT
	jmp	.L2463
.L2764:
	movl	$29, %esi
	leaq	.LC472(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2461
.L2795:
	movq	432(%rsp), %r14
	xorl	%eax, %eax
	movq	408(%rsp), %r9
	leaq	.LC504(%rip), %rdi
	movq	(%r9,%r14,8), %rcx
	movq	0(%r13,%r14,8), %rdx
	movq	%r14, %rsi
	movq	%r9, 24(%rsp)
	leaq	0(,%r14,8), %r8
	movq	%r8, 72(%rsp)
	call	printf@PLT
	leaq	1(%r14), %rax
	movq	24(%rsp), %r9
	cmpq	424(%rsp), %rax
	movq	72(%rsp), %r8
	jb	.L2803
.L2515:
	movq	440(%rsp), %rdx
	leaq	.LC506(%rip), %rdi
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%r14, %rsi
	call	printf@PLT
	jmp	.L2514
.L2492:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC492(%rip), %rdi
	call	fwrite@PLT
	jmp	.L2429
.L2803:
	movq	8(%r9,%r8), %rdx
	movq	8(%r13,%r8), %rsi
	leaq	.LC505(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2515
.L2792:
	movq	stderr(%rip), %rcx
	movl	$42, %edx
	movl	$1, %esi
	leaq	.LC499(%rip), %rdi
	call	fwrite@PLT
	jmp	.L2429
.L2496:
	movq	432(%rsp), %r12
	movq	32(%rsp), %rdi
	movq	0(%r13,%r12,8), %rsi
	call	fmt_us.constprop.0
	movq	440(%rsp), %rsi
	movq	%r12, %rdx
	leaq	.LC498(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	subq	%r12, %rsi
	call	printf@PLT
	jmp	.L2497
.L2224:
	leaq	.LC11(%rip), %r8
	leaq	2032(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	%r8, %rcx
	leaq	.LC330(%rip), %rdx
	movq	%rdi, 48(%rsp)
	call	snprintf@PLT
	jmp	.L2302
.L2734:
	testl	%ecx, %ecx
	movq	48(%rsp), %rdi
	movl	$2048, %esi
	leaq	.LC305(%rip), %rax
	leaq	.LC303(%rip), %rcx
	leaq	.LC302(%rip), %r8
	cmove	%rax, %rcx
	leaq	.LC304(%rip), %rax
	leaq	.LC372(%rip), %rdx
	cmove	%rax, %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2302
.L2740:
	movq	48(%rsp), %rdi
	leaq	.LC11(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC379(%rip), %rcx
	leaq	.LC380(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2302
.L2752:
	movq	8(%rsp), %rax
	movq	48(%rsp), %rdi
	movl	$1048576, %r8d
	leaq	.LC420(%rip), %rdx
	movl	$2048, %esi
	movq	136(%rax), %rcx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2302
.L2380:
	movq	48(%rsp), %rdi
	leaq	.LC417(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC418(%rip), %rcx
	leaq	.LC419(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2302
.L2800:
	movq	%rax, %r13
	movq	64(%rax), %rsi
	leaq	704(%rsp), %rax
	leaq	.LC320(%rip), %rbp
	movq	%rax, %rdi
	movq	%r13, %rbx
	call	fmt_us.constprop.0
	movq	40(%rsp), %rdi
	movq	56(%r13), %rsi
	movq	%rax, %r14
	call	fmt_us.constprop.0
	movq	32(%rsp), %rdi
	movq	48(%rbx), %rsi
	leaq	.LC11(%rip), %rdx
	cmpl	$1, 40(%r13)
	movq	%rbp, %r13
	movq	%rbx, 8(%rsp)
	movq	%rax, %r15
	cmovne	%rdx, %r13
	call	fmt_us.constprop.0
	cmpl	$1, 44(%rbx)
	leaq	.LC11(%rip), %rdx
	movq	%r15, %r9
	cmove	%rbp, %rdx
	movq	%rax, %rcx
	cmpl	$1, 40(%rbx)
	pushq	%rbx
	.cfi_def_cfa_offset 9064
	leaq	.LC321(%rip), %rax
	pushq	%r14
	.cfi_def_cfa_offset 9072
	leaq	.LC217(%rip), %rsi
	movq	%r13, %r8
	cmove	%rax, %rsi
	leaq	.LC459(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	popq	%rbp
	.cfi_def_cfa_offset 9064
	popq	%r13
	.cfi_def_cfa_offset 9056
	jmp	.L2447
.L2709:
	movq	8(%rsp), %r15
	movsd	.LC65(%rip), %xmm0
	leaq	448(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 40(%rsp)
	mulsd	24(%r15), %xmm0
	movq	32(%r15), %rsi
	movsd	%xmm0, 72(%rsp)
	call	fmt_us.constprop.0
	movq	(%r15), %rsi
	leaq	352(%rsp), %rdi
	movq	%rdi, 32(%rsp)
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movsd	72(%rsp), %xmm0
	movq	%rbp, %rdx
	leaq	.LC457(%rip), %rdi
	movq	%rax, %rsi
	movl	$1, %eax
	call	printf@PLT
	jmp	.L2441
.L2747:
	leaq	.LC410(%rip), %r8
	leaq	.LC306(%rip), %rcx
	jmp	.L2721
.L2730:
	leaq	2032(%rsp), %rdi
	leaq	.LC145(%rip), %r8
	movq	%rbp, %rcx
	xorl	%eax, %eax
	leaq	.LC329(%rip), %rdx
	movl	$2048, %esi
	movq	%rdi, 48(%rsp)
	call	snprintf@PLT
	jmp	.L2302
.L2778:
	leaq	.LC395(%rip), %r8
	leaq	.LC396(%rip), %rcx
	jmp	.L2722
.L2336:
	subsd	%xmm1, %xmm0
	movq	8(%rsp), %rdx
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 168(%rdx)
	btcq	$63, 168(%rdx)
	jmp	.L2337
.L2796:
	movq	40(%rsp), %rsi
	movq	(%rsp), %rdx
	movq	%rax, %rdi
	call	service_moments
	leaq	SERVICE_DIST_NAME(%rip), %rax
	movsd	704(%rsp), %xmm1
	movsd	448(%rsp), %xmm0
	movq	(%rax,%r8,8), %rsi
	leaq	.LC508(%rip), %rdi
	movl	$2, %eax
	call	printf@PLT
	jmp	.L2516
.L2523:
	movq	976(%rsp), %r8
	movq	32(%rsp), %rcx
	leaq	.LC399(%rip), %rdx
	jmp	.L2720
.L2741:
	movq	48(%rsp), %rdi
	leaq	.LC382(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC383(%rip), %rcx
	leaq	.LC384(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2302
.L2799:
	leaq	.LC434(%rip), %rsi
	movq	%r14, %rdi
	xorl	%eax, %eax
	movl	$1, %r13d
	call	printf@PLT
	jmp	.L2412
.L2559:
	movl	$2, %r13d
	jmp	.L2412
.L2405:
	movq	24(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC439(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2406
.L2798:
	leaq	.LC441(%rip), %rdi
	xorl	%ebx, %ebx
	leaq	PCT_NAME(%rip), %rbp
	call	puts@PLT
	leaq	.LC443(%rip), %r14
.L2414:
	movq	4096(%rsp), %rcx
	cmpq	%rcx, %rbx
	jnb	.L2804
	movq	16(%rsp), %rax
	movq	32(%rsp), %rsi
	leaq	.LC442(%rip), %rdi
	leaq	12+SWEEP_COL(%rip), %r13
	movq	24(%rax,%rbx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	imulq	$36, %rbx, %rcx
	movq	%rbx, (%rsp)
	xorl	%edx, %edx
	movq	%rdx, %rax
.L2415:
	movslq	%eax, %rdx
	movq	%rax, 8(%rsp)
	leaq	SWEEP_COL(%rip), %r15
	imulq	$10, %rdx, %rdx
	movq	%rcx, 40(%rsp)
	leaq	(%rcx,%rdx), %rbx
	leaq	SET_NAME(%rip), %rdx
	movq	(%rdx,%rax,8), %r12
.L2416:
	movslq	(%r15), %rax
	movq	%r12, %rsi
	movq	%r14, %rdi
	addq	$4, %r15
	leaq	20(%rax,%rbx), %rdx
	movq	4088(%rsp,%rdx,8), %rcx
	movq	0(%rbp,%rax,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r15, %r13
	jne	.L2416
	movq	8(%rsp), %rax
	movq	40(%rsp), %rcx
	addq	$1, %rax
	cmpq	$3, %rax
	jne	.L2415
	movq	(%rsp), %rbx
	movq	16(%rsp), %rax
	leaq	.LC317(%rip), %rsi
	leaq	.LC444(%rip), %rdi
	cmpq	$0, 4768(%rax,%rbx,8)
	leaq	.LC316(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	addq	$1, %rbx
	call	printf@PLT
	jmp	.L2414
.L2804:
	movq	8984(%rsp), %rdx
	movq	8976(%rsp), %rsi
	leaq	.LC445(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	56(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2420
	movl	4080(%rsp), %eax
	movq	24(%rsp), %rcx
	leaq	4104(%rsp), %rdx
	leaq	.LC319(%rip), %rsi
	movq	%rdx, %xmm0
	leaq	4240(%rsp), %rdx
	movl	$1, %r14d
	movq	%rdx, %xmm7
	testl	%eax, %eax
	movq	4096(%rsp), %rdx
	movl	%eax, 928(%rsp)
	leaq	.LC318(%rip), %rax
	punpcklqdq	%xmm7, %xmm0
	cmovne	%rax, %rsi
	movq	%rdx, 952(%rsp)
	leaq	sweep_writer(%rip), %rdx
	movups	%xmm0, 936(%rsp)
	call	export_file
	testl	%eax, %eax
	jne	.L2217
.L2420:
	xorl	%r14d, %r14d
	cmpq	$0, 8984(%rsp)
	setne	%r14b
	jmp	.L2217
.L2265:
	leaq	4080(%rsp), %rax
	movq	%r12, %rcx
	leaq	.LC11(%rip), %r8
	movq	%rax, 16(%rsp)
	leaq	.LC351(%rip), %rdx
.L2717:
	movq	%rax, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L2253
.L2789:
	movl	40(%rsp), %r14d
	subl	$1, %r14d
	jne	.L2805
	movq	%rbp, 56(%rsp)
	movq	%rbx, %r10
	leaq	.LC300(%rip), %r12
	testq	%rbp, %rbp
	jne	.L2261
	leaq	4080(%rsp), %rax
	movq	%rax, 16(%rsp)
	jmp	.L2253
.L2785:
	movq	stderr(%rip), %rdi
	leaq	.LC354(%rip), %rdx
	leaq	.LC107(%rip), %rsi
	movl	$1, %r14d
	call	fprintf@PLT
	jmp	.L2276
.L2787:
	movq	stderr(%rip), %rdi
	movl	$16777216, %ecx
	leaq	.LC357(%rip), %rsi
	xorl	%eax, %eax
	movl	$2, %r14d
	call	fprintf@PLT
	jmp	.L2281
.L2805:
	testq	%rbx, %rbx
	je	.L2272
	leaq	0(,%rbx,8), %rdi
	call	malloc@PLT
	movq	%rax, %rbp
	testq	%rax, %rax
	je	.L2272
	movl	$1, %r14d
	jmp	.L2273
.L2751:
	movq	48(%rsp), %rdi
	leaq	.LC414(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC415(%rip), %rcx
	leaq	.LC416(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2302
.L2788:
	leaq	4080(%rsp), %rdi
	leaq	.LC346(%rip), %r8
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC347(%rip), %rcx
	leaq	.LC348(%rip), %rdx
	movq	%rdi, 16(%rsp)
	call	snprintf@PLT
	jmp	.L2253
.L2790:
	leaq	4080(%rsp), %rax
	leaq	.LC154(%rip), %r8
	movq	%r12, %rcx
	movq	%rax, 16(%rsp)
	leaq	.LC350(%rip), %rdx
	jmp	.L2717
.L2779:
	movq	16(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	leaq	.LC344(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2255
.L2384:
	movq	48(%rsp), %rdi
	leaq	.LC11(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC421(%rip), %rcx
	leaq	.LC422(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2302
.L2745:
	movq	48(%rsp), %rdi
	leaq	.LC11(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC405(%rip), %rcx
	leaq	.LC406(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2302
.L2272:
	movq	(%rsp), %rbp
	leaq	.LC352(%rip), %r8
	xorl	%eax, %eax
	leaq	4080(%rsp), %rdi
	leaq	.LC353(%rip), %rdx
	movl	$2048, %esi
	movq	%rdi, 16(%rsp)
	movq	%rbp, %rcx
	call	snprintf@PLT
	jmp	.L2253
.L2735:
	movq	48(%rsp), %rdi
	leaq	.LC376(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC377(%rip), %rcx
	leaq	.LC378(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2302
.L2739:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	48(%rsp), %rdi
	movq	%rbx, %rcx
	leaq	.LC342(%rip), %rdx
	movq	%rax, %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2302
	.cfi_endproc
.LFE282:
	.size	run_options.constprop.0, .-run_options.constprop.0
	.section	.rodata.str1.1
.LC516:
	.string	"default"
.LC517:
	.string	"seed 000"
.LC518:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC521:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC522:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC523:
	.string	"--self-test"
.LC524:
	.string	"rank n=1 p=0"
.LC525:
	.string	"rank n=1 p=100"
.LC526:
	.string	"rank n=1 p=0 ceil"
.LC527:
	.string	"rank n=1 p=100 ceil"
.LC528:
	.string	"rank n=10 p=0"
.LC529:
	.string	"rank n=10 p=100"
.LC530:
	.string	"rank n=10 p=50"
.LC531:
	.string	"rank n=10 p=95 rounds half up"
.LC532:
	.string	"rank n=10 p=94.9 rounds down"
.LC533:
	.string	"rank n=10 p=90.1 ceil"
.LC534:
	.string	"rank n=119980 p=99"
.LC535:
	.string	"rank n=119980 p=99.9"
.LC536:
	.string	"rank n=119980 p=99 ceil"
.LC537:
	.string	"rank n=2^62 p=99.99 exact"
.LC539:
	.string	"hdr fixture corrected count"
.LC540:
	.string	"hdr fixture correct_co"
.LC541:
	.string	"hdr fixture corrected p50"
.LC542:
	.string	"hdr fixture corrected p90"
.LC543:
	.string	"hdr fixture corrected p99"
.LC544:
	.string	"hdr fixture corrected max"
.LC545:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC546:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC547:
	.string	"correction of one interval"
.LC548:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC549:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC550:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC551:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC552:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC553:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC555:
	.string	"reference server agrees, start %lu"
	.align 8
.LC556:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC557:
	.string	"in service at a stall: extended by it"
	.align 8
.LC558:
	.string	"starting in a stall: waits for its end"
	.align 8
.LC559:
	.string	"corrected set without its terms, in memory and in passes, e %lu, values below %lu: fields that differ"
	.align 8
.LC560:
	.string	"the brute-force buffer was allocated"
	.align 8
.LC561:
	.string	"streams share no draw with each other or the Poisson schedule"
	.align 8
.LC562:
	.string	"a draw is a function of (seed, stream, i) alone"
	.align 8
.LC564:
	.string	"an exponential of mean 100 us averages within 1 % of it"
	.section	.rodata.str1.1
.LC565:
	.string	"200us"
.LC566:
	.string	"0.3us"
.LC567:
	.string	"0.5s"
.LC568:
	.string	"1.000000001s"
.LC569:
	.string	"250"
.LC570:
	.string	"0.5ns"
.LC571:
	.string	"ms"
.LC572:
	.string	"-1ms"
.LC573:
	.string	"5parsecs"
.LC574:
	.string	"1.ms"
.LC575:
	.string	"99999999999999999999s"
.LC576:
	.string	"4611686018427387904ns"
	.section	.rodata.str1.8
	.align 8
.LC577:
	.ascii	"usage: ben"
	.string	"ch [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr); 3 --cross-check found no closed form."
	.section	.rodata.str1.1
.LC578:
	.string	"%s%s%s"
.LC579:
	.string	"  %s\n"
.LC580:
	.string	"  %-24s %.*s\n"
.LC581:
	.string	"  %-24s %s\n"
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB240:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movl	$45, %ecx
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
	movl	%edi, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$5752, %rsp
	.cfi_def_cfa_offset 5808
	movdqa	.LC514(%rip), %xmm0
	leaq	1120(%rsp), %rbx
	movq	%rbx, %rdi
	rep stosq
	movaps	%xmm0, 1168(%rsp)
	movdqa	.LC515(%rip), %xmm0
	leaq	.LC517(%rip), %rax
	leaq	.LC516(%rip), %rcx
	movq	%rax, %xmm6
	movq	$100000, 1120(%rsp)
	movaps	%xmm0, 1280(%rsp)
	movq	%rcx, %xmm0
	movq	$500000000, 1184(%rsp)
	punpcklqdq	%xmm6, %xmm0
	movq	$200000, 1200(%rsp)
	movq	$1000000, 1312(%rsp)
	movl	$31, 1328(%rsp)
	movaps	%xmm0, 1424(%rsp)
	cmpl	$2, %ebp
	je	.L2807
	movl	$1, %r15d
	cmpl	$1, %ebp
	jle	.L2809
.L2808:
	movq	%rbx, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L2890:
	movslq	%r15d, %rax
	movq	(%r12,%rax,8), %r13
	cmpb	$45, 0(%r13)
	jne	.L2909
	cmpb	$104, 1(%r13)
	jne	.L2909
	cmpb	$0, 2(%r13)
	jne	.L2909
	movl	$-1, %eax
	leaq	.LC186(%rip), %r13
.L2879:
	leaq	32+OPTIONS(%rip), %rbx
	xorl	%r14d, %r14d
	jmp	.L2884
	.p2align 4,,10
	.p2align 3
.L2880:
	addl	$1, %r14d
	cmpl	$36, %r14d
	je	.L2883
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	addq	$32, %rbx
	call	strcmp@PLT
.L2884:
	testl	%eax, %eax
	jne	.L2880
	movslq	%r14d, %r14
	leaq	OPTIONS(%rip), %rax
	salq	$5, %r14
	addq	%r14, %rax
	movl	8(%rax), %edx
	testl	%edx, %edx
	jne	.L2936
	addl	$1, %r15d
.L2883:
	addl	$1, %r15d
	cmpl	%r15d, %ebp
	jg	.L2890
	movq	8(%rsp), %rbx
.L2809:
	movq	%rbx, %rdi
	movq	%r12, %rdx
	movl	%ebp, %esi
	call	run_options.constprop.0
	movq	1440(%rsp), %rdi
	movl	%eax, %ebx
	call	free@PLT
	movq	1472(%rsp), %rdi
	call	free@PLT
.L2806:
	addq	$5752, %rsp
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
.L2909:
	.cfi_restore_state
	leaq	.LC114(%rip), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
	jmp	.L2879
.L2936:
	movq	(%rax), %rdi
	leaq	.LC186(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2883
	leaq	.LC577(%rip), %rdi
	leaq	OPTIONS(%rip), %r14
	call	puts@PLT
	leaq	4144(%rsp), %rax
	leaq	1152(%r14), %r15
	movq	%rax, 8(%rsp)
	leaq	.LC43(%rip), %r13
	leaq	.LC11(%rip), %r12
	jmp	.L2889
	.p2align 4,,10
	.p2align 3
.L2886:
	testq	%rbx, %rbx
	je	.L2887
.L2938:
	movq	8(%rsp), %rsi
	movl	%ebx, %edx
	movq	%rbp, %rcx
	xorl	%eax, %eax
	subl	%ebp, %edx
	leaq	.LC580(%rip), %rdi
	addq	$32, %r14
	call	printf@PLT
	leaq	1(%rbx), %rdx
	movq	%r12, %rsi
	xorl	%eax, %eax
	leaq	.LC581(%rip), %rdi
	call	printf@PLT
	cmpq	%r14, %r15
	je	.L2825
.L2889:
	movq	24(%r14), %rbp
	movl	$10, %esi
	movq	%rbp, %rdi
	call	strchr@PLT
	movq	16(%r14), %r9
	movq	%r13, %r8
	movq	%rax, %rbx
	testq	%r9, %r9
	je	.L2937
.L2885:
	movq	8(%rsp), %rdi
	movq	(%r14), %rcx
	xorl	%eax, %eax
	movl	$64, %esi
	leaq	.LC578(%rip), %rdx
	call	snprintf@PLT
	movq	8(%rsp), %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	jbe	.L2886
	movq	8(%rsp), %rsi
	leaq	.LC579(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 4144(%rsp)
	testq	%rbx, %rbx
	jne	.L2938
.L2887:
	movq	%rbp, %rdi
	addq	$32, %r14
	call	strlen@PLT
	movq	8(%rsp), %rsi
	movq	%rbp, %rcx
	leaq	.LC580(%rip), %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %r15
	jne	.L2889
.L2825:
	xorl	%ebx, %ebx
	jmp	.L2806
	.p2align 4,,10
	.p2align 3
.L2937:
	movq	%r12, %r9
	movq	%r12, %r8
	jmp	.L2885
.L2807:
	movq	8(%rsi), %r13
	leaq	.LC518(%rip), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2939
	leaq	.LC523(%rip), %rsi
	movq	%r13, %rdi
	movl	$1, %r15d
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2808
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC524(%rip), %rdi
	leaq	raw.15(%rip), %rbp
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC525(%rip), %rdi
	movl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC526(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC527(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC528(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC529(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC530(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC531(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC532(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC533(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC534(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC535(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC536(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC537(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movdqa	.LC538(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
.L2826:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.L2826
	movq	$100000000, 80000+raw.15(%rip)
	xorl	%ecx, %ecx
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L2831
.L2940:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L2830
.L2831:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %esi
	cmpq	$9999, %rax
	jbe	.L2827
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rsi
.L2827:
	addq	%rcx, %rsi
	movq	%rsi, %rcx
	jnc	.L2940
	xorl	%ecx, %ecx
.L2830:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	leaq	.LC539(%rip), %rdi
	leaq	fixed.14(%rip), %r12
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
	leaq	.LC540(%rip), %rdi
	leaq	192(%rsp), %rbp
	call	expect
	xorl	%ecx, %ecx
	movl	$1000, %edx
	movq	%r12, %rdi
	leaq	224(%rsp), %r8
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise.isra.0
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1000, %esi
	movq	232(%rsp), %rcx
	leaq	.LC541(%rip), %rdi
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	240(%rsp), %rcx
	leaq	.LC542(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	248(%rsp), %rcx
	leaq	.LC543(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	272(%rsp), %rcx
	leaq	.LC544(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	288(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	296(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC545(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC546(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC547(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC548(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC549(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	192(%rsp), %rdi
	movl	$8, %ecx
	xorl	%edx, %edx
	addl	%ebx, %eax
	leaq	1488(%rsp), %rbx
	movl	$9, %r8d
	movl	$700, %esi
	movl	%eax, 24(%rsp)
	xorl	%eax, %eax
	rep stosl
	xorl	%eax, %eax
	movl	$64, %ecx
	movq	%rbx, %rdi
	rep stosq
	movl	$1, %ecx
	movq	%rbp, %rdi
	call	dist_add.part.0
	cmpl	$0, 216(%rsp)
	jne	.L2833
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%rbp, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 216(%rsp)
	jne	.L2833
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%rbp, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L2833:
	movq	200(%rsp), %r11
	movq	192(%rsp), %rcx
	xorl	%r10d, %r10d
	xorl	%edi, %edi
.L2835:
	cmpq	%r11, %r10
	je	.L2896
	xorl	%r9d, %r9d
	cmpq	$0, 24(%rcx)
	je	.L2837
.L2841:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%rbx,%rdi,8), %r8
	je	.L2839
	.p2align 4,,10
	.p2align 3
.L2836:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L2836
	leaq	1(%rdi,%rdx), %rdi
.L2839:
	addq	$1, %r9
	cmpq	24(%rcx), %r9
	jb	.L2841
.L2837:
	addq	$1, %r10
	addq	$32, %rcx
	jmp	.L2835
.L2939:
	pcmpeqd	%xmm0, %xmm0
	movl	$1, %r12d
	movaps	%xmm0, 2544(%rsp)
	leaq	4144(%rsp), %rax
	movl	$7, %ebp
	leaq	2544(%rsp), %r15
	movq	%rax, 8(%rsp)
.L2811:
	xorl	%r13d, %r13d
.L2815:
	movq	8(%rsp), %rsi
	movl	$1, %edi
	movl	$3, %ebx
	call	clock_gettime@PLT
	movq	4152(%rsp), %rdx
	movl	$20000000, %eax
	imulq	$1000000000, 4144(%rsp), %r14
	jmp	.L2814
	.p2align 4,,10
	.p2align 3
.L2942:
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	subl	$1, %eax
	je	.L2941
.L2814:
	testq	%r13, %r13
	jne	.L2942
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	subl	$1, %eax
	jne	.L2814
.L2941:
	movq	8(%rsp), %rsi
	movl	$1, %edi
	movq	%rdx, 16(%rsp)
	call	clock_gettime@PLT
	movq	16(%rsp), %rdx
	imulq	$1000000000, 4144(%rsp), %rcx
	movq	4152(%rsp), %rax
	subq	%rdx, %rcx
	movq	(%r15,%r13,8), %rdx
	addq	%rcx, %rax
	subq	%r14, %rax
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	movq	%rax, (%r15,%r13,8)
	testq	%r13, %r13
	jne	.L2943
	movl	$1, %r13d
	jmp	.L2815
.L2943:
	subl	$1, %ebp
	jne	.L2811
	movq	2544(%rsp), %rax
	testq	%rax, %rax
	js	.L2817
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2818:
	movsd	.LC519(%rip), %xmm4
	movq	2552(%rsp), %rax
	divsd	%xmm0, %xmm4
	testq	%rax, %rax
	js	.L2819
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2820:
	movsd	.LC520(%rip), %xmm1
	movsd	%xmm4, 8(%rsp)
	divsd	%xmm0, %xmm1
	movapd	%xmm4, %xmm0
	movsd	%xmm1, 16(%rsp)
	call	fmax@PLT
	movsd	8(%rsp), %xmm4
	movsd	16(%rsp), %xmm1
	movapd	%xmm4, %xmm2
	subsd	%xmm1, %xmm2
	andpd	.LC53(%rip), %xmm2
	mulsd	.LC65(%rip), %xmm2
	divsd	%xmm0, %xmm2
	movsd	.LC51(%rip), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L2944
.L2823:
	movl	$5, %edx
	movl	$7, %esi
	movapd	%xmm4, %xmm0
	xorl	%ebx, %ebx
	leaq	.LC522(%rip), %rdi
	movl	$3, %eax
	call	printf@PLT
	jmp	.L2806
.L2896:
	xorl	%r11d, %r11d
	movq	%rbx, 32(%rsp)
	leaq	4144(%rsp), %rax
	leaq	304(%rsp), %r14
	movq	%r11, 16(%rsp)
	leaq	384(%rsp), %r12
	movq	%rdi, %r15
	movq	%rax, 8(%rsp)
.L2840:
	movl	16(%rsp), %r13d
	movq	%r14, %rcx
	movl	$2000, %esi
	movq	%rbp, %rdi
	movl	$8, %ebx
	movl	%r13d, %edx
	call	dist_summarise
	movq	32(%rsp), %rdi
	movl	%r13d, %ecx
	movq	%r12, %r8
	movl	$2000, %edx
	movq	%r15, %rsi
	call	summarise.isra.0
	movq	304(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	384(%rsp), %rsi
	leaq	.LC550(%rip), %rdi
	call	expect
	movl	24(%rsp), %r13d
	leaq	RANK_NAME(%rip), %rcx
	addl	%eax, %r13d
	movq	16(%rsp), %rax
	movq	(%rcx,%rax,8), %r9
.L2842:
	movq	8(%rsp), %rdi
	movl	$64, %esi
	movq	%r9, 24(%rsp)
	leaq	-8+PCT_NAME(%rip), %rax
	movq	(%rax,%rbx), %rcx
	leaq	.LC551(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	(%r14,%rbx), %rcx
	movq	(%r12,%rbx), %rsi
	xorl	%r8d, %r8d
	movq	8(%rsp), %rdi
	xorl	%edx, %edx
	addq	$8, %rbx
	call	expect
	movq	24(%rsp), %r9
	addl	%eax, %r13d
	cmpq	$56, %rbx
	jne	.L2842
	movq	360(%rsp), %rcx
	movq	440(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC552(%rip), %rdi
	call	expect
	movq	368(%rsp), %rcx
	movq	376(%rsp), %r8
	leaq	.LC553(%rip), %rdi
	movq	448(%rsp), %rsi
	movq	456(%rsp), %rdx
	addl	%eax, %r13d
	call	expect
	addl	%r13d, %eax
	cmpq	$0, 16(%rsp)
	movl	%eax, 24(%rsp)
	jne	.L2945
	movq	$1, 16(%rsp)
	jmp	.L2840
.L2945:
	movq	%rbp, %rdi
	leaq	starts.13(%rip), %rbp
	leaq	2544(%rsp), %r15
	call	dist_free
	movl	$52, %ecx
	xorl	%eax, %eax
	leaq	80(%rbp), %r14
	movdqa	.LC554(%rip), %xmm0
	leaq	904(%rsp), %rdi
	movq	$100, 896(%rsp)
	leaq	896(%rsp), %rbx
	rep stosl
	leaq	.LC555(%rip), %r13
	movq	$2000, 960(%rsp)
	movaps	%xmm0, 944(%rsp)
	jmp	.L2846
.L2948:
	leaq	1100(%r12), %rdx
.L2845:
	addq	$1, 2552(%rsp)
	addq	$5000, %rax
	movq	%rax, 2544(%rsp)
	cmpq	%rdx, %rax
	jb	.L2946
.L2843:
	movq	32(%rsp), %rcx
	movq	8(%rsp), %rdi
	movq	%rdx, %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	addq	$8, %rbp
	call	expect
	addl	%eax, 24(%rsp)
	cmpq	%r14, %rbp
	je	.L2947
.L2846:
	movq	%rbx, %rsi
	movq	%r15, %rdi
	call	server_init
	movq	0(%rbp), %r12
	movq	8(%rsp), %rdi
	xorl	%eax, %eax
	movq	%r13, %rdx
	movl	$64, %esi
	movq	%r12, %rcx
	call	snprintf@PLT
	movl	$100, %edx
	movq	%r12, %rsi
	movq	%rbx, %rdi
	call	ref_serve
	leaq	100(%r12), %rdx
	movq	%rax, 32(%rsp)
	movq	2544(%rsp), %rax
	cmpq	%rdx, %rax
	jnb	.L2843
	cmpq	%rax, %r12
	jb	.L2948
	leaq	1000(%rax), %rcx
	cmpq	%rcx, %r12
	jnb	.L2845
	leaq	1100(%rax), %rdx
	jmp	.L2845
.L2946:
	movl	$5000, %r9d
	movl	$1000, %r8d
	movq	%r12, %rsi
	movq	%r15, %rdi
	movl	$100, %ecx
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L2843
.L2947:
	movq	%rbx, %rdi
	movl	$100, %edx
	movl	$1900, %esi
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$2000, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC556(%rip), %rdi
	call	expect
	movl	24(%rsp), %ebp
	movq	%rbx, %rdi
	movl	$100, %edx
	movl	$1950, %esi
	addl	%eax, %ebp
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$3050, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC557(%rip), %rdi
	call	expect
	movq	%rbx, %rdi
	movl	$100, %edx
	xorl	%ebx, %ebx
	movl	$2500, %esi
	addl	%eax, %ebp
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$3100, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC558(%rip), %rdi
	call	expect
	movl	$3200000, %edi
	leal	0(%rbp,%rax), %r12d
	call	malloc@PLT
	xorl	%r10d, %r10d
	movl	%r12d, 132(%rsp)
	movq	%rax, 48(%rsp)
	movl	%r10d, 128(%rsp)
.L2847:
	movabsq	$7880283046040289696, %rax
	imulq	%rbx, %rax
	addq	$42, %rax
	cmpq	$0, 48(%rsp)
	movq	%rax, 64(%rsp)
	setne	%bpl
	cmpq	$5, %rbx
	ja	.L2908
	testb	%bpl, %bpl
	je	.L2908
	leaq	E.12(%rip), %rax
	movq	%rbx, 136(%rsp)
	movabsq	$-7046029254386353131, %r14
	movabsq	$-4658895280553007687, %r12
	movabsq	$-7723592293110705685, %r13
	movq	(%rax,%rbx,8), %r10
	leaq	TOP.11(%rip), %rax
	movq	%rax, 40(%rsp)
	leaq	(%r10,%r10,2), %r11
	movq	%r11, %rbp
	movq	%r10, %r11
.L2863:
	movq	40(%rsp), %rax
	movq	64(%rsp), %rsi
	movq	%r15, %rdi
	xorl	%ecx, %ecx
	movq	(%rax), %r8
	.p2align 4,,10
	.p2align 3
.L2849:
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
	jne	.L2849
	movabsq	$-7253301275344703384, %rax
	movq	16(%rsp), %r9
	addq	%rax, 64(%rsp)
	movq	%r15, %rsi
	leaq	1600(%r15), %rdi
	xorl	%ecx, %ecx
	jmp	.L2854
	.p2align 4,,10
	.p2align 3
.L2950:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	je	.L2949
.L2854:
	movq	(%rsi), %rax
	movq	%r9, %r10
	cmpq	%r11, %rax
	jb	.L2850
	xorl	%edx, %edx
	divq	%r11
	movq	%rax, %r10
.L2850:
	addq	%rcx, %r10
	movq	%r10, %rcx
	setc	%r10b
	movzbl	%r10b, %r10d
	jnc	.L2950
	movl	$0, 32(%rsp)
	xorl	%r10d, %r10d
.L2853:
	leaq	464(%rsp), %rax
	movq	%r8, 144(%rsp)
	leaq	2000(%rsp), %rbx
	movq	%rax, 96(%rsp)
	leaq	544(%rsp), %rax
	movq	%rax, 72(%rsp)
	leaq	4136(%rsp), %rax
	movq	%rax, 24(%rsp)
	leaq	632(%rsp), %rax
	movq	%rax, 120(%rsp)
	leaq	2144(%rsp), %rax
	movq	%rax, 104(%rsp)
	leaq	624(%rsp), %rax
	movq	%rax, 112(%rsp)
	movq	%r10, 56(%rsp)
	movq	%rbp, 152(%rsp)
	movq	%r11, %rbp
.L2862:
	movq	48(%rsp), %rcx
	movq	%rbp, %rdx
	movl	$200, %esi
	movq	%r15, %rdi
	movl	$400000, %r8d
	call	correct_co
	movq	96(%rsp), %r8
	movl	32(%rsp), %ecx
	movl	$1000, %edx
	movq	48(%rsp), %rdi
	movq	%rax, %rsi
	call	summarise.isra.0
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movq	%r15, %rdi
	movl	$200, %esi
	call	qsort@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 5816
	movq	%rbp, %rdx
	movq	%r15, %rdi
	pushq	80(%rsp)
	.cfi_def_cfa_offset 5824
	movq	24(%rsp), %r9
	movl	$1000, %ecx
	movl	$200, %esi
	movl	48(%rsp), %r8d
	call	corrected_summarise
	xorl	%eax, %eax
	movl	$68, %ecx
	movq	%rbx, %rdi
	rep stosq
	movl	48(%rsp), %eax
	movl	$8, %esi
	movl	$425984, %edi
	movq	%rbp, 2016(%rsp)
	movq	$1000, 2024(%rsp)
	movl	%eax, 2032(%rsp)
	movl	$1, 2040(%rsp)
	call	calloc@PLT
	movl	$425984, %edi
	movl	$8, %esi
	movq	%rax, 2536(%rsp)
	call	calloc@PLT
	xorl	%edx, %edx
	movq	%rax, 2544(%rsp)
	popq	%rdi
	.cfi_def_cfa_offset 5816
	popq	%r8
	.cfi_def_cfa_offset 5808
	movq	%rbp, 80(%rsp)
	.p2align 4,,10
	.p2align 3
.L2856:
	movq	24(%rsp), %rbp
	movq	%rbx, %rdi
	movl	%edx, %ebx
	.p2align 4,,10
	.p2align 3
.L2857:
	movq	0(%rbp), %rsi
	call	cqr_add
	movq	%rbp, %rax
	subq	$8, %rbp
	cmpq	%r15, %rax
	jne	.L2857
	movl	%ebx, %edx
	movq	%rdi, %rbx
	leal	1(%rdx), %eax
	movl	%eax, 2020(%rsp)
	testl	%edx, %edx
	je	.L2951
	call	cqr_end_pass.part.0
	movl	2024(%rsp), %esi
	testl	%esi, %esi
	jle	.L2860
.L2952:
	movl	2020(%rsp), %edx
	jmp	.L2856
.L2951:
	call	cqr_first_end
	movl	2024(%rsp), %esi
	testl	%esi, %esi
	jg	.L2952
.L2860:
	movq	2032(%rsp), %rax
	movq	2048(%rsp), %rcx
	movq	2056(%rsp), %rdx
	movq	2520(%rsp), %rdi
	movq	%rax, 624(%rsp)
	movq	%rax, %rsi
	movq	80(%rsp), %rbp
	movq	%rax, 168(%rsp)
	movq	104(%rsp), %rax
	movq	%rcx, 688(%rsp)
	subq	2064(%rsp), %rsi
	movdqa	(%rax), %xmm7
	movq	%rcx, 184(%rsp)
	movq	120(%rsp), %rcx
	movq	%rsi, 680(%rsp)
	movq	%rdx, 696(%rsp)
	movups	%xmm7, (%rcx)
	movdqa	16(%rax), %xmm7
	movq	%rdx, 176(%rsp)
	movups	%xmm7, 16(%rcx)
	movdqa	32(%rax), %xmm7
	movq	%rsi, 160(%rsp)
	movups	%xmm7, 32(%rcx)
	movaps	%xmm7, 80(%rsp)
	call	free@PLT
	movq	2528(%rsp), %rdi
	call	free@PLT
	movq	2504(%rsp), %rdi
	call	free@PLT
	movq	2512(%rsp), %rdi
	call	free@PLT
	pxor	%xmm0, %xmm0
	movq	56(%rsp), %r10
	movq	168(%rsp), %rax
	movq	176(%rsp), %rdx
	movq	96(%rsp), %r11
	movups	%xmm0, 2504(%rsp)
	movl	$8, %edi
	movq	%rax, 56(%rsp)
	movq	160(%rsp), %rsi
	movq	%rdx, 80(%rsp)
	movq	184(%rsp), %rcx
	movq	72(%rsp), %rax
	movq	112(%rsp), %rdx
	movups	%xmm0, 2520(%rsp)
.L2861:
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
	jne	.L2861
	movq	56(%rsp), %rax
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
	movl	32(%rsp), %ecx
	orq	%rdx, %rax
	cmpq	$1, %rax
	movl	%esi, %eax
	sbbl	$-1, %eax
	cltq
	addq	%rax, %r10
	movq	%r10, 56(%rsp)
	testl	%ecx, %ecx
	jne	.L2953
	movl	$1, 32(%rsp)
	jmp	.L2862
.L2949:
	cmpq	$400000, %rcx
	jbe	.L2954
.L2855:
	addq	$8, 40(%rsp)
	movq	40(%rsp), %rax
	leaq	32+TOP.11(%rip), %rcx
	cmpq	%rcx, %rax
	jne	.L2863
	movq	136(%rsp), %rbx
	addq	$1, %rbx
	jmp	.L2847
.L2953:
	movq	%rbp, %r11
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r10, 32(%rsp)
	movq	144(%rsp), %r8
	movq	%r11, %rcx
	leaq	704(%rsp), %rbx
	leaq	.LC559(%rip), %rdx
	movq	%rbx, %rdi
	movq	%r11, 24(%rsp)
	movq	152(%rsp), %rbp
	call	snprintf@PLT
	movq	32(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movq	%rbx, %rdi
	call	expect
	movq	24(%rsp), %r11
	addl	%eax, 128(%rsp)
	jmp	.L2855
.L2908:
	movq	48(%rsp), %rdi
	movl	132(%rsp), %r12d
	leaq	-8+STREAMS.10(%rip), %r13
	leaq	8(%r13), %r15
	call	free@PLT
	movzbl	%bpl, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC560(%rip), %rdi
	movl	$1, %esi
	xorl	%ebp, %ebp
	call	expect
	movl	$42, %edi
	xorl	%r9d, %r9d
	xorl	%r8d, %r8d
	movl	128(%rsp), %ecx
	movsd	.LC0(%rip), %xmm2
	movabsq	$-4658895280553007687, %r11
	movabsq	$-7723592293110705685, %r10
	addl	%ecx, %eax
	addl	%r12d, %eax
	xorl	%r12d, %r12d
	movl	%eax, 40(%rsp)
.L2870:
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
	movq	%r14, %r12
	movq	%rax, %r14
	mulsd	%xmm2, %xmm3
.L2869:
	movq	8(%rsp), %rdx
	movq	0(%r13,%r12,8), %rsi
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
	cmpq	$4, %r12
	je	.L2867
	movq	%r12, %rsi
.L2868:
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
	addq	%r14, %rax
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
	jne	.L2868
	addq	$1, %r12
	jmp	.L2869
.L2867:
	movq	24(%rsp), %rdi
	movq	32(%rsp), %r8
	movq	%rbx, %r12
	movabsq	$626981770695586354, %rax
	cmpq	%rax, %rdi
	jne	.L2870
	movq	%r9, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC561(%rip), %rdi
	movabsq	$7809158642386836312, %r14
	movabsq	$-7723592293110705685, %rbp
	call	expect
	movq	%r12, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movl	%eax, %ebx
	leaq	.LC562(%rip), %rdi
	movabsq	$-4658895280553007687, %r12
	call	expect
	pxor	%xmm3, %xmm3
	addl	%eax, %ebx
	movq	.LC0(%rip), %rax
	movq	%rax, %xmm2
	jmp	.L2876
	.p2align 4,,10
	.p2align 3
.L2956:
	cvttsd2siq	%xmm1, %rax
	testq	%rax, %rax
	js	.L2874
.L2957:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2871:
	movabsq	$-7046029254386353131, %rax
	addsd	%xmm0, %xmm3
	addq	%rax, %r14
	movabsq	$4078304265537237400, %rax
	cmpq	%rax, %r14
	je	.L2955
.L2876:
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
	xorpd	.LC86(%rip), %xmm0
	call	log1p@PLT
	mulsd	.LC165(%rip), %xmm0
	movsd	.LC79(%rip), %xmm1
	movq	.LC2(%rip), %rax
	movsd	8(%rsp), %xmm3
	subsd	%xmm0, %xmm1
	movq	%rax, %xmm0
	movq	.LC0(%rip), %rax
	movq	%rax, %xmm2
	comisd	%xmm1, %xmm0
	ja	.L2871
	movq	.LC87(%rip), %rax
	movq	%rax, %xmm0
	comisd	%xmm0, %xmm1
	jnb	.L2871
	comisd	.LC75(%rip), %xmm1
	jb	.L2956
	subsd	.LC75(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	testq	%rax, %rax
	jns	.L2957
.L2874:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2871
.L2955:
	movsd	.LC59(%rip), %xmm1
	divsd	.LC563(%rip), %xmm3
	movapd	%xmm3, %xmm0
	xorl	%ecx, %ecx
	subsd	.LC165(%rip), %xmm0
	andpd	.LC53(%rip), %xmm0
	movl	$1, %esi
	leaq	.LC564(%rip), %rdi
	leaq	.LC569(%rip), %rbp
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
	leaq	.LC565(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC566(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC567(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC568(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC326(%rip), %rdi
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
	leaq	.LC570(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	leaq	.LC571(%rip), %rdi
	addl	%eax, %ebx
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC572(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC573(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC574(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC575(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC576(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L2806
.L2954:
	xorl	%r9d, %r9d
	movl	%r9d, 32(%rsp)
	jmp	.L2853
.L2817:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2818
.L2944:
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm4
	jbe	.L2823
	movapd	%xmm2, %xmm3
	movl	$7, %esi
	movapd	%xmm1, %xmm2
	xorl	%ebx, %ebx
	movapd	%xmm4, %xmm1
	movapd	%xmm4, %xmm0
	movl	$4, %eax
	leaq	.LC521(%rip), %rdi
	call	printf@PLT
	jmp	.L2806
.L2819:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2820
	.cfi_endproc
.LFE240:
	.size	main, .-main
	.section	.rodata.str1.1
.LC583:
	.string	"closed (from actual send)"
.LC584:
	.string	"open (from intended send)"
.LC585:
	.string	"corrected closed"
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	NAMES.0, @object
	.size	NAMES.0, 24
NAMES.0:
	.quad	.LC583
	.quad	.LC584
	.quad	.LC585
	.section	.rodata.str1.1
.LC586:
	.string	"closed.values"
.LC587:
	.string	"open.values"
.LC588:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.1, @object
	.size	VALUES.1, 24
VALUES.1:
	.quad	.LC586
	.quad	.LC587
	.quad	.LC588
	.section	.rodata.str1.1
.LC589:
	.string	"closed.hgrm"
.LC590:
	.string	"open.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.2, @object
	.size	HGRM.2, 24
HGRM.2:
	.quad	.LC589
	.quad	.LC590
	.quad	.LC371
	.section	.rodata
	.align 32
	.type	STALL_US.3, @object
	.size	STALL_US.3, 64
STALL_US.3:
	.quad	100
	.quad	200
	.quad	1000
	.quad	10000
	.quad	50000
	.quad	100000
	.quad	200000
	.quad	500000
	.align 32
	.type	LOAD_PCT.4, @object
	.size	LOAD_PCT.4, 44
LOAD_PCT.4:
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
	.type	by_kind.5, @object
	.size	by_kind.5, 12
by_kind.5:
	.long	1
	.long	2
	.long	3
	.section	.rodata.str1.1
.LC591:
	.string	"0%"
.LC592:
	.string	"90%"
.LC593:
	.string	"99%"
.LC594:
	.string	"99.9%"
.LC595:
	.string	"99.99%"
.LC596:
	.string	"99.999%"
	.section	.data.rel.ro.local
	.align 32
	.type	XTICK.6, @object
	.size	XTICK.6, 48
XTICK.6:
	.quad	.LC591
	.quad	.LC592
	.quad	.LC593
	.quad	.LC594
	.quad	.LC595
	.quad	.LC596
	.align 16
	.type	NAMES.7, @object
	.size	NAMES.7, 16
NAMES.7:
	.quad	.LC362
	.quad	.LC264
	.align 16
	.type	names.8, @object
	.size	names.8, 16
names.8:
	.quad	.LC362
	.quad	.LC264
	.section	.rodata.str1.1
.LC597:
	.string	"ns"
.LC598:
	.string	"us"
	.section	.data.rel.ro.local
	.align 32
	.type	units.9, @object
	.size	units.9, 64
units.9:
	.quad	.LC597
	.quad	1
	.quad	.LC598
	.quad	1000
	.quad	.LC571
	.quad	1000000
	.quad	.LC322
	.quad	1000000000
	.section	.rodata
	.align 32
	.type	STREAMS.10, @object
	.size	STREAMS.10, 32
STREAMS.10:
	.quad	6000292609090864433
	.quad	6000292609090864434
	.quad	6004495999144771920
	.quad	6004495999145100622
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
	.align 8
	.type	SWEEP_COL, @object
	.size	SWEEP_COL, 12
SWEEP_COL:
	.long	0
	.long	2
	.long	3
	.section	.rodata.str1.1
.LC599:
	.string	"open_closed_p99"
.LC600:
	.string	"open_closed_p999"
.LC601:
	.string	"open_closed_slow"
.LC602:
	.string	"closed_max_p99"
.LC603:
	.string	"corrected_closed_p99"
.LC604:
	.string	"open_corrected_p99"
.LC605:
	.string	"open_corrected_p90"
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 168
RATIOS:
	.quad	.LC599
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC600
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC601
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	.LC602
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	.LC603
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC604
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC605
	.long	1
	.long	1
	.long	2
	.long	1
	.section	.rodata.str1.1
.LC606:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC607:
	.string	"service time of one request (100us)"
	.align 8
.LC608:
	.string	"fixed schedule: request i due at i*T (200us)"
	.align 8
.LC609:
	.string	"length of each stall, 0 for none (200ms)"
	.align 8
.LC610:
	.string	"time between stall starts, 0 for one stall (1s)"
	.align 8
.LC611:
	.string	"start of the first stall (500ms)"
	.align 8
.LC612:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC613:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC614:
	.string	"or exactly N scheduled requests"
	.section	.rodata.str1.1
.LC615:
	.string	"fixed|poisson"
	.section	.rodata.str1.8
	.align 8
.LC616:
	.string	"fixed (default) or Poisson arrivals"
	.section	.rodata.str1.1
.LC617:
	.string	"R"
	.section	.rodata.str1.8
	.align 8
.LC618:
	.string	"Poisson rate, requests a second"
	.section	.rodata.str1.1
.LC619:
	.string	"X"
	.section	.rodata.str1.8
	.align 8
.LC620:
	.string	"seeds the Poisson schedule, service times, random stalls (0)"
	.section	.rodata.str1.1
.LC621:
	.string	"fixed|exp|bimodal|lognormal"
	.section	.rodata.str1.8
	.align 8
.LC622:
	.string	"service times: each\n--service, or drawn with --service as the mean (bimodal: see below)"
	.align 8
.LC623:
	.string	"lognormal: the coefficient of variation"
	.section	.rodata.str1.1
.LC624:
	.string	"F"
	.section	.rodata.str1.8
	.align 8
.LC625:
	.string	"bimodal: the share, 0 < F < 1, that takes --slow-service"
	.align 8
.LC626:
	.string	"bimodal: the slow requests' service time"
	.section	.rodata.str1.1
.LC627:
	.string	"periodic|poisson"
	.section	.rodata.str1.8
	.align 8
.LC628:
	.string	"stall starts every --period, or at\nexponential gaps of mean --period (periodic)"
	.section	.rodata.str1.1
.LC629:
	.string	"fixed|exp"
	.section	.rodata.str1.8
	.align 8
.LC630:
	.string	"each stall --stall long, or exponential of that mean"
	.section	.rodata.str1.1
.LC631:
	.string	"FILE"
	.section	.rodata.str1.8
	.align 8
.LC632:
	.string	"replay due times: one integer ns a line, non-decreasing"
	.section	.rodata.str1.1
.LC633:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC634:
	.string	"how the closed loop treats slots it missed"
	.section	.rodata.str1.1
.LC635:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC636:
	.string	"C closed loops share the schedule (1)"
	.section	.rodata.str1.1
.LC637:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC638:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.section	.rodata.str1.1
.LC639:
	.string	"the slow line (1ms)"
.LC640:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC641:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.align 8
.LC642:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC643:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC644:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.section	.rodata.str1.1
.LC645:
	.string	"as QUICK=1"
	.section	.rodata.str1.8
	.align 8
.LC646:
	.string	"also every rep's checked numbers, a line a set"
	.section	.rodata.str1.1
.LC647:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC648:
	.string	"default, feed-10ms-stall, one-2s-stall, hundred-requests,\nhundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal, gc-pauses"
	.align 8
.LC649:
	.string	"correct a recorded trace: one latency a line (ns or a unit)"
	.section	.rodata.str1.1
.LC650:
	.string	"LIST"
	.section	.rodata.str1.8
	.align 8
.LC651:
	.string	"the same from a list: 2ms*99,1000ms"
	.section	.rodata.str1.1
.LC652:
	.string	"load|stall"
	.section	.rodata.str1.8
	.align 8
.LC653:
	.string	"one table over load 10-95% or stall length"
	.section	.rodata.str1.1
.LC654:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC655:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC656:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.align 8
.LC657:
	.string	"the closed form against the reference simulation;\nexit 0 if they agree, 1 if not, 3 if no closed form holds"
	.align 8
.LC658:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC659:
	.string	"run the unit checks and exit"
.LC660:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 1152
OPTIONS:
	.quad	.LC114
	.long	0
	.zero	4
	.quad	.LC606
	.quad	.LC607
	.quad	.LC118
	.long	0
	.zero	4
	.quad	.LC606
	.quad	.LC608
	.quad	.LC121
	.long	0
	.zero	4
	.quad	.LC606
	.quad	.LC609
	.quad	.LC123
	.long	0
	.zero	4
	.quad	.LC606
	.quad	.LC610
	.quad	.LC125
	.long	0
	.zero	4
	.quad	.LC606
	.quad	.LC611
	.quad	.LC129
	.long	0
	.zero	4
	.quad	.LC606
	.quad	.LC612
	.quad	.LC132
	.long	0
	.zero	4
	.quad	.LC613
	.quad	.LC614
	.quad	.LC222
	.long	0
	.zero	4
	.quad	.LC615
	.quad	.LC616
	.quad	.LC147
	.long	0
	.zero	4
	.quad	.LC617
	.quad	.LC618
	.quad	.LC150
	.long	0
	.zero	4
	.quad	.LC619
	.quad	.LC620
	.quad	.LC214
	.long	0
	.zero	4
	.quad	.LC621
	.quad	.LC622
	.quad	.LC142
	.long	0
	.zero	4
	.quad	.LC619
	.quad	.LC623
	.quad	.LC143
	.long	0
	.zero	4
	.quad	.LC624
	.quad	.LC625
	.quad	.LC139
	.long	0
	.zero	4
	.quad	.LC606
	.quad	.LC626
	.quad	.LC216
	.long	0
	.zero	4
	.quad	.LC627
	.quad	.LC628
	.quad	.LC219
	.long	0
	.zero	4
	.quad	.LC629
	.quad	.LC630
	.quad	.LC163
	.long	0
	.zero	4
	.quad	.LC631
	.quad	.LC632
	.quad	.LC225
	.long	0
	.zero	4
	.quad	.LC633
	.quad	.LC634
	.quad	.LC153
	.long	0
	.zero	4
	.quad	.LC635
	.quad	.LC636
	.quad	.LC135
	.long	0
	.zero	4
	.quad	.LC637
	.quad	.LC638
	.quad	.LC127
	.long	0
	.zero	4
	.quad	.LC606
	.quad	.LC639
	.quad	.LC201
	.long	0
	.zero	4
	.quad	.LC640
	.quad	.LC641
	.quad	.LC144
	.long	0
	.zero	4
	.quad	.LC613
	.quad	.LC642
	.quad	.LC206
	.long	0
	.zero	4
	.quad	.LC643
	.quad	.LC644
	.quad	.LC193
	.long	1
	.zero	4
	.quad	0
	.quad	.LC645
	.quad	.LC195
	.long	1
	.zero	4
	.quad	0
	.quad	.LC646
	.quad	.LC331
	.long	0
	.zero	4
	.quad	.LC647
	.quad	.LC648
	.quad	.LC231
	.long	0
	.zero	4
	.quad	.LC631
	.quad	.LC649
	.quad	.LC232
	.long	0
	.zero	4
	.quad	.LC650
	.quad	.LC651
	.quad	.LC236
	.long	0
	.zero	4
	.quad	.LC652
	.quad	.LC653
	.quad	.LC233
	.long	0
	.zero	4
	.quad	.LC654
	.quad	.LC655
	.quad	.LC194
	.long	1
	.zero	4
	.quad	0
	.quad	.LC656
	.quad	.LC196
	.long	1
	.zero	4
	.quad	0
	.quad	.LC657
	.quad	.LC518
	.long	2
	.zero	4
	.quad	0
	.quad	.LC658
	.quad	.LC523
	.long	2
	.zero	4
	.quad	0
	.quad	.LC659
	.quad	.LC186
	.long	2
	.zero	4
	.quad	0
	.quad	.LC660
	.section	.rodata.str1.1
.LC661:
	.string	"feed-10ms-stall"
.LC662:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC663:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC664:
	.string	"one-2s-stall"
.LC665:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC666:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC667:
	.string	"hundred-requests"
.LC668:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC669:
	.string	"--trace-values 2ms*99,1000ms --expected-interval 10ms --rank ceil"
	.section	.rodata.str1.1
.LC670:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC671:
	.string	"--trace-values 2ms*99,200ms --expected-interval 50ms --rank ceil"
	.section	.rodata.str1.1
.LC672:
	.string	"mm1-half"
.LC673:
	.string	"seed 003, M/M/1 at rho 0.5"
	.section	.rodata.str1.8
	.align 8
.LC674:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC675:
	.string	"mm1-90"
.LC676:
	.string	"seed 003, M/M/1 at rho 0.9"
	.section	.rodata.str1.8
	.align 8
.LC677:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC678:
	.string	"mm1-99"
.LC679:
	.string	"seed 003, M/M/1 at rho 0.99"
	.section	.rodata.str1.8
	.align 8
.LC680:
	.string	"--schedule poisson --rate 9900 --service-dist exp --service 100us --stall 0 --requests 200000000 --reps 1"
	.section	.rodata.str1.1
.LC681:
	.string	"bimodal"
	.section	.rodata.str1.8
	.align 8
.LC682:
	.string	"the lab, M/G/1: 1 % of requests take 10 ms"
	.align 8
.LC683:
	.string	"--schedule poisson --rate 2500 --service-dist bimodal --service 100us --slow-fraction 0.01 --slow-service 10ms --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC684:
	.string	"gc-pauses"
.LC685:
	.string	"the lab, random pauses"
	.section	.rodata.str1.8
	.align 8
.LC686:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stalls poisson --period 2s --stall-dist exp --stall 50ms --duration 600s --reps 1"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 240
SCENARIOS:
	.quad	.LC516
	.quad	.LC517
	.quad	.LC11
	.quad	.LC661
	.quad	.LC662
	.quad	.LC663
	.quad	.LC664
	.quad	.LC665
	.quad	.LC666
	.quad	.LC667
	.quad	.LC668
	.quad	.LC669
	.quad	.LC670
	.quad	.LC668
	.quad	.LC671
	.quad	.LC672
	.quad	.LC673
	.quad	.LC674
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
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC248
	.quad	.LC251
	.quad	.LC247
	.align 32
	.type	REFERENCE_WALK, @object
	.size	REFERENCE_WALK, 48
REFERENCE_WALK:
	.quad	ref_walker_start
	.quad	ref_walker_hand
	.quad	ref_walker_run
	.quad	ref_walker_end
	.quad	ref_walker_totals
	.quad	ref_mean_interval
	.align 32
	.type	GENERAL_WALK, @object
	.size	GENERAL_WALK, 48
GENERAL_WALK:
	.quad	general_start
	.quad	general_hand
	.quad	general_run
	.quad	general_end
	.quad	general_totals
	.quad	mean_interval
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC266
	.quad	.LC267
	.quad	.LC264
	.section	.rodata.str1.1
.LC687:
	.string	"p90"
.LC688:
	.string	"p99.99"
.LC689:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC433
	.quad	.LC687
	.quad	.LC436
	.quad	.LC437
	.quad	.LC688
	.quad	.LC689
	.section	.rodata.str1.1
.LC690:
	.string	"p999"
.LC691:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC433
	.quad	.LC687
	.quad	.LC436
	.quad	.LC690
	.quad	.LC691
	.quad	.LC689
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
	.quad	.LC207
	.quad	.LC208
	.quad	.LC210
	.quad	.LC211
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 16
RANK_NAME:
	.quad	.LC202
	.quad	.LC203
	.align 16
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 24
CLOSED_NAME:
	.quad	.LC226
	.quad	.LC227
	.quad	.LC228
	.section	.rodata.str1.1
.LC692:
	.string	"lognormal"
	.section	.data.rel.ro.local
	.align 32
	.type	SERVICE_DIST_NAME, @object
	.size	SERVICE_DIST_NAME, 32
SERVICE_DIST_NAME:
	.quad	.LC220
	.quad	.LC221
	.quad	.LC681
	.quad	.LC692
	.section	.rodata.str1.1
.LC693:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC220
	.quad	.LC218
	.quad	.LC693
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
.LC25:
	.long	-1577058304
	.long	1114446484
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC39:
	.quad	8390326386894792992
	.quad	8751168585111452281
	.align 16
.LC40:
	.quad	8461454894915218464
	.quad	2334109732628886643
	.align 16
.LC41:
	.quad	7308901430183358312
	.quad	32199620762627616
	.section	.rodata.cst8
	.align 8
.LC45:
	.long	0
	.long	1081589760
	.align 8
.LC46:
	.long	0
	.long	1081794560
	.align 8
.LC47:
	.long	0
	.long	1082535936
	.align 8
.LC48:
	.long	0
	.long	1079246848
	.set	.LC51,.LC166+8
	.align 8
.LC52:
	.long	0
	.long	1127219200
	.section	.rodata.cst16
	.align 16
.LC53:
	.long	-1
	.long	2147483647
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC54:
	.long	0
	.long	1076101120
	.align 8
.LC55:
	.long	0
	.long	1073217536
	.align 8
.LC56:
	.long	0
	.long	1074528256
	.align 8
.LC57:
	.long	0
	.long	1075707904
	.set	.LC58,.LC53
	.align 8
.LC59:
	.long	0
	.long	1083129856
	.align 8
.LC60:
	.long	0
	.long	1074790400
	.align 8
.LC65:
	.long	0
	.long	1079574528
	.align 8
.LC66:
	.long	-17155601
	.long	1072049730
	.align 8
.LC67:
	.long	0
	.long	1073741824
	.align 8
.LC75:
	.long	0
	.long	1138753536
	.align 8
.LC79:
	.long	0
	.long	1071644672
	.section	.rodata.cst16
	.align 16
.LC86:
	.long	0
	.long	-2147483648
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC87:
	.long	0
	.long	1137704960
	.align 8
.LC88:
	.long	0
	.long	-1073741824
	.align 8
.LC89:
	.long	1413754136
	.long	1075388923
	.align 8
.LC90:
	.long	0
	.long	1125122048
	.align 8
.LC92:
	.long	0
	.long	1104006501
	.align 8
.LC162:
	.long	858993459
	.long	1075917619
	.align 8
.LC165:
	.long	0
	.long	1090021888
	.section	.rodata.cst16
	.align 16
.LC166:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC167:
	.long	0
	.long	1093567616
	.align 8
.LC168:
	.long	-858993459
	.long	1072745676
	.align 8
.LC174:
	.long	0
	.long	1081524224
	.align 8
.LC282:
	.long	0
	.long	1077870592
	.align 8
.LC283:
	.long	0
	.long	1067450368
	.align 8
.LC284:
	.long	0
	.long	1081671680
	.align 8
.LC285:
	.long	1202590848
	.long	1065646817
	.align 8
.LC286:
	.long	2061584302
	.long	1072672276
	.align 8
.LC287:
	.long	-1145744107
	.long	1074949041
	.align 8
.LC288:
	.long	-1145744107
	.long	-1072534607
	.align 8
.LC289:
	.long	-400107883
	.long	1041313291
	.align 8
.LC390:
	.long	0
	.long	1114636288
	.section	.rodata.cst16
	.align 16
.LC514:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC515:
	.quad	1
	.quad	200000
	.section	.rodata.cst8
	.align 8
.LC519:
	.long	0
	.long	1101206224
	.align 8
.LC520:
	.long	0
	.long	1102879800
	.section	.rodata.cst16
	.align 16
.LC538:
	.quad	1000
	.quad	1000
	.align 16
.LC554:
	.quad	1000
	.quad	5000
	.section	.rodata.cst8
	.align 8
.LC563:
	.long	0
	.long	1091070464
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
