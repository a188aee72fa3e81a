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
	.type	ref_serve, @function
ref_serve:
.LFB91:
	.cfi_startproc
	movq	48(%rdi), %r9
	movq	64(%rdi), %r10
	movq	%rdx, %r11
	movq	56(%rdi), %r8
	testq	%r9, %r9
	je	.L35
	leaq	(%r10,%r9), %rdi
	jmp	.L28
	.p2align 4,,10
	.p2align 3
.L36:
	testq	%r8, %r8
	je	.L35
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rdi, %rax
	divq	%r8
	addq	$1, %rax
	imulq	%r8, %rax
	leaq	(%rax,%r10), %rcx
	cmpq	%rcx, %rsi
	jb	.L32
.L37:
	leaq	(%rcx,%r9), %rsi
.L28:
	cmpq	%rdi, %rsi
	jnb	.L36
	movq	%r10, %rcx
	cmpq	%rcx, %rsi
	jnb	.L37
.L32:
	leaq	(%r11,%rsi), %rax
	cmpq	%rax, %rcx
	jnb	.L26
	leaq	(%rax,%r9), %rdi
	testq	%r8, %r8
	je	.L34
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
.L35:
	leaq	(%r11,%rsi), %rax
	ret
.L34:
	movq	%rdi, %rax
.L26:
	ret
	.cfi_endproc
.LFE91:
	.size	ref_serve, .-ref_serve
	.p2align 4
	.type	select_windows, @function
select_windows:
.LFB106:
	.cfi_startproc
	movl	$0, 320(%rdi)
	xorl	%edx, %edx
	jmp	.L50
	.p2align 4,,10
	.p2align 3
.L56:
	addq	$1, %rdx
	cmpq	$6, %rdx
	je	.L55
.L50:
	movl	296(%rdi,%rdx,4), %eax
	testl	%eax, %eax
	jne	.L56
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
.L52:
	movl	%edx, 348(%rdi,%rdx,4)
	movl	320(%rdi), %r10d
	movl	%edx, %ebx
	testl	%r10d, %r10d
	jle	.L57
	leaq	324(%rdi), %rax
	movslq	%r10d, %r11
	movq	224(%rdi,%rdx,8), %r9
	leaq	(%rax,%r11,4), %r8
	jmp	.L43
	.p2align 4,,10
	.p2align 3
.L42:
	addq	$4, %rax
	cmpq	%r8, %rax
	je	.L58
.L43:
	movslq	(%rax), %rcx
	cmpq	%r9, 224(%rdi,%rcx,8)
	jne	.L42
	movl	272(%rdi,%rdx,4), %r14d
	cmpl	%r14d, 272(%rdi,%rcx,4)
	jne	.L42
	addq	$4, %rax
	movl	%ecx, 348(%rdi,%rdx,4)
	cmpq	%r8, %rax
	jne	.L43
	.p2align 4,,10
	.p2align 3
.L58:
	cmpl	%edx, 348(%rdi,%rdx,4)
	je	.L44
.L40:
	addq	$1, %rdx
	cmpq	$6, %rdx
	je	.L59
.L46:
	movl	296(%rdi,%rdx,4), %ecx
	testl	%ecx, %ecx
	je	.L52
	addq	$1, %rdx
	cmpq	$6, %rdx
	jne	.L46
.L59:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L57:
	.cfi_restore_state
	movslq	%r10d, %r11
.L44:
	addl	$1, %r10d
	movl	%r10d, 320(%rdi)
	movl	%ebx, 324(%rdi,%r11,4)
	jmp	.L40
	.p2align 4,,10
	.p2align 3
.L55:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 14
	ret
	.cfi_endproc
.LFE106:
	.size	select_windows, .-select_windows
	.p2align 4
	.type	walker_hand, @function
walker_hand:
.LFB119:
	.cfi_startproc
	movq	%rsi, 176(%rdi)
	movq	%rdx, 184(%rdi)
	movdqu	176(%rdi), %xmm0
	movq	$0, 192(%rdi)
	movq	$0, 104(%rdi)
	movups	%xmm0, 88(%rdi)
	ret
	.cfi_endproc
.LFE119:
	.size	walker_hand, .-walker_hand
	.p2align 4
	.type	general_totals, @function
general_totals:
.LFB122:
	.cfi_startproc
	movq	152(%rdi), %rax
	movq	%rax, (%rdx)
	movq	144(%rdi), %rax
	movq	%rax, (%rcx)
	movq	32(%rdi), %rax
	movq	%rax, (%r8)
	ret
	.cfi_endproc
.LFE122:
	.size	general_totals, .-general_totals
	.globl	__udivti3
	.p2align 4
	.type	ref_mean_interval, @function
ref_mean_interval:
.LFB127:
	.cfi_startproc
	movq	%rdx, %rcx
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%rcx
	subq	%rdx, %rsi
	je	.L66
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
.L66:
	movq	$-1, %rax
	ret
	.cfi_endproc
.LFE127:
	.size	ref_mean_interval, .-ref_mean_interval
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB134:
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
.LFE134:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB160:
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
.LFE160:
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
.LFB154:
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
.L74:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L74
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
.LFE154:
	.size	print_header, .-print_header
	.p2align 4
	.type	ref_walker_end, @function
ref_walker_end:
.LFB125:
	.cfi_startproc
	movq	200(%rdi), %rdi
	jmp	free@PLT
	.cfi_endproc
.LFE125:
	.size	ref_walker_end, .-ref_walker_end
	.p2align 4
	.type	general_end, @function
general_end:
.LFB121:
	.cfi_startproc
	movq	112(%rdi), %rdi
	jmp	free@PLT
	.cfi_endproc
.LFE121:
	.size	general_end, .-general_end
	.p2align 4
	.type	buffers_free, @function
buffers_free:
.LFB140:
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
.LFE140:
	.size	buffers_free, .-buffers_free
	.p2align 4
	.type	stall_window_free, @function
stall_window_free:
.LFB177:
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
.LFE177:
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
	ja	.L84
	movq	%rdi, %rcx
	movsbq	%bl, %rbx
	movl	$10, %edi
	jmp	.L85
	.p2align 4,,10
	.p2align 3
.L94:
	movq	%rbx, %rax
	mulq	%rdi
	movq	%rax, %rbx
	jo	.L90
	movsbq	%sil, %rsi
	addq	%rsi, %rbx
	jc	.L90
.L85:
	movq	%rcx, %rax
	movzbl	1(%rcx), %ebp
	addq	$1, %rcx
	leal	-48(%rbp), %esi
	cmpb	$9, %sil
	jbe	.L94
	movl	$1, %r13d
	xorl	%r14d, %r14d
	cmpb	$46, %bpl
	je	.L122
.L95:
	movq	$0, 24(%rsp)
	leaq	units.9(%rip), %r12
.L100:
	movq	(%r12), %rsi
	movq	%rcx, %rdi
	movq	%rcx, (%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rcx
	testl	%eax, %eax
	jne	.L99
	movq	8(%r12), %rax
	movq	%rax, 24(%rsp)
.L99:
	addq	$16, %r12
	leaq	64+units.9(%rip), %rax
	cmpq	%r12, %rax
	jne	.L100
	testb	%bpl, %bpl
	je	.L101
	cmpq	$0, 24(%rsp)
	je	.L123
	movq	24(%rsp), %rax
.L121:
	imulq	%rax, %r14
.L104:
	movq	%r14, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	%rdx, %rsi
	movq	%rax, %r11
	testq	%rdx, %rdx
	jne	.L124
	movq	24(%rsp), %rax
	movq	%r11, %rcx
	mulq	%rbx
	xorl	%ebx, %ebx
	addq	%rax, %rcx
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	sbbq	%rbx, %rsi
	jc	.L90
.L105:
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
.L90:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC15(%rip), %r8
	leaq	.LC16(%rip), %rdx
	call	snprintf@PLT
.L87:
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
.L101:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L110
	movq	%r14, %rcx
	orq	%rbx, %rcx
	je	.L105
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L121
	leaq	.LC13(%rip), %r8
.L102:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC18(%rip), %rdx
	call	snprintf@PLT
	jmp	.L87
	.p2align 4,,10
	.p2align 3
.L122:
	movzbl	1(%rcx), %ebp
	leaq	2(%rax), %rsi
	leal	-48(%rbp), %ecx
	cmpb	$9, %cl
	ja	.L125
	addq	$11, %rax
	.p2align 4,,10
	.p2align 3
.L97:
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
	ja	.L126
	cmpq	%rsi, %rax
	jne	.L97
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC19(%rip), %r8
	leaq	.LC20(%rip), %rdx
	call	snprintf@PLT
	jmp	.L87
.L110:
	movq	$1, 24(%rsp)
	jmp	.L104
.L126:
	movq	%rsi, %rcx
	jmp	.L95
.L84:
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
	jmp	.L87
.L123:
	leaq	.LC12(%rip), %r8
	jmp	.L102
.L124:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC21(%rip), %r8
	leaq	.LC22(%rip), %rdx
	call	snprintf@PLT
	jmp	.L87
.L125:
	leaq	.LC17(%rip), %r8
	jmp	.L102
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
.LFB183:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L132
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
.L129:
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
	jb	.L129
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
.L132:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE183:
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
	jmp	.L136
	.p2align 4,,10
	.p2align 3
.L138:
	cmpq	%r9, %r10
	je	.L147
.L141:
	addq	$8, %r9
	movq	-8(%r9), %rax
	cmpq	%r8, %rsi
	je	.L137
.L136:
	leaq	1(%rdi), %rsi
	movq	%rax, (%rcx,%rdi,8)
	movq	%rsi, %rdi
	cmpq	%rdx, %rax
	jb	.L138
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L138
	cmpq	%rsi, %r8
	jne	.L139
	jmp	.L137
	.p2align 4,,10
	.p2align 3
.L140:
	cmpq	%rsi, %r8
	je	.L137
.L139:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L140
	movq	%rsi, %rdi
	cmpq	%r9, %r10
	jne	.L141
.L147:
	movq	%rsi, %rax
	ret
.L137:
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
	.type	table_push, @function
table_push:
.LFB157:
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
	je	.L149
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L165
.L149:
	cmpq	16(%rbx), %rsi
	je	.L151
	movq	(%rbx), %rax
.L152:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L150:
	xorl	%eax, %eax
.L148:
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
.L151:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L157
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L156
	salq	$5, %rsi
.L153:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L156
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L152
	.p2align 4,,10
	.p2align 3
.L165:
	addq	%rbp, 8(%rax)
	jmp	.L150
	.p2align 4,,10
	.p2align 3
.L157:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L153
.L156:
	movl	$-1, %eax
	jmp	.L148
	.cfi_endproc
.LFE157:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_sorted, @function
table_from_sorted:
.LFB158:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L176
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
	jmp	.L169
	.p2align 4,,10
	.p2align 3
.L180:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L179
.L169:
	movq	(%r12,%rbx,8), %rsi
	movl	$1, %edx
	movq	%r13, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L180
	orl	$-1, %eax
.L166:
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
.L179:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L166
.L176:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE158:
	.size	table_from_sorted, .-table_from_sorted
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB159:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L190
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
	jmp	.L184
	.p2align 4,,10
	.p2align 3
.L186:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L193
.L184:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L186
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L186
	orl	$-1, %eax
	jmp	.L181
	.p2align 4,,10
	.p2align 3
.L193:
	xorl	%eax, %eax
.L181:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L190:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE159:
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
	subq	$152, %rsp
	.cfi_def_cfa_offset 208
	movq	208(%rsp), %rax
	movups	%xmm0, (%rax)
	movups	%xmm0, 16(%rax)
	movups	%xmm0, 32(%rax)
	movups	%xmm0, 48(%rax)
	movups	%xmm0, 64(%rax)
	testq	%rsi, %rsi
	je	.L197
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
	jmp	.L201
.L266:
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
.L199:
	cmpq	%r10, %r9
	adcq	$0, 40(%rsp)
	addq	$8, %r8
	cmpq	%r8, 96(%rsp)
	je	.L265
.L201:
	movq	(%r8), %r9
	cmpq	%r10, %r9
	jb	.L266
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
	jnb	.L267
	leaq	(%r10,%rcx), %rax
	cmpq	%rax, %rbp
	jb	.L199
	movq	$0, 88(%rsp)
	movq	%rbp, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%r10
	movq	%rax, 80(%rsp)
	addq	80(%rsp), %rsi
	adcq	88(%rsp), %rdi
	jmp	.L199
.L267:
	addq	16(%rsp), %rsi
	adcq	24(%rsp), %rdi
	jmp	.L199
.L197:
	xorl	%eax, %eax
.L196:
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
.L265:
	.cfi_restore_state
	movq	%r15, %rax
	movl	128(%rsp), %ecx
	movq	136(%rsp), %rbx
	subq	$0, %rax
	jne	.L233
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
	je	.L268
.L204:
	movq	$0, (%rsp)
	movq	40(%rsp), %rbp
	movq	%r8, %r11
	movq	$0, 48(%rsp)
	jmp	.L230
.L205:
	movq	-8(%r12,%r11,8), %rdx
.L208:
	movq	48(%rsp), %rax
	movq	208(%rsp), %rdi
	movq	%rdx, 8(%rdi,%rax)
	addq	$8, %rax
	movq	%rax, 48(%rsp)
	cmpq	$48, %rax
	je	.L197
	movq	(%rdi), %r11
.L230:
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
	jnb	.L205
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
	jnb	.L269
	movq	%rbx, (%rsp)
.L207:
	xorl	%ebx, %ebx
	addq	%rdi, %r14
	movq	%rdi, %rcx
	adcq	%rbx, %r15
	addq	$1, %rbp
	cmpq	%r13, %rbp
	jb	.L209
	jmp	.L270
	.p2align 4,,10
	.p2align 3
.L212:
	addq	%rcx, %r14
	adcq	%rbx, %r15
	addq	$1, %rbp
	cmpq	%rbp, %r13
	je	.L271
.L209:
	movq	(%r12,%rbp,8), %rax
	xorl	%edx, %edx
	divq	%r10
	cmpq	%rdi, %rax
	je	.L212
.L262:
	movq	%rax, %rsi
.L211:
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
	jnb	.L257
	movq	%rsi, %rdi
	jmp	.L207
.L271:
	movq	(%r12,%r13,8), %rax
	xorl	%edx, %edx
	divq	%r10
	movq	%rax, %rsi
	jmp	.L211
.L257:
	movq	%rbx, 120(%rsp)
	movq	(%rsp), %rbx
	movq	%rcx, 112(%rsp)
	movq	%rax, %rcx
.L206:
	leaq	-1(%rcx), %rax
	imulq	%r9, %rax
	subq	%rax, %r8
	movq	%r8, %r11
	cmpq	%r13, %rbp
	jnb	.L217
	movq	%rbp, %rax
	movq	%rbp, %rsi
	negq	%rax
	leaq	(%rbx,%rax,8), %r8
.L216:
	movq	(%r12,%rsi,8), %rax
	xorl	%edx, %edx
	divq	%r10
	movq	%rdx, (%r8,%rsi,8)
	addq	$1, %rsi
	cmpq	%rsi, %r13
	jne	.L216
.L217:
	movq	%rcx, %rdx
	leaq	-1(%r9), %r8
	subq	$1, %r11
	xorl	%eax, %eax
	imulq	%r10, %rdx
	testq	%r8, %r8
	jle	.L263
	movq	%r11, 16(%rsp)
	movq	%r12, %r9
	movq	%r14, 96(%rsp)
	movq	%r15, 104(%rsp)
	movq	%rax, (%rsp)
	movq	%rdx, 80(%rsp)
	movq	%r13, %rdx
	movq	%rbp, 128(%rsp)
	movq	%rdi, %rbp
.L214:
	movq	(%rsp), %rax
	movq	%r8, %rcx
	subq	%rax, %rcx
	movq	(%rbx,%rax,8), %rdi
	sarq	%rcx
	addq	%rax, %rcx
	movq	(%rbx,%rcx,8), %rsi
	movq	(%rbx,%r8,8), %rcx
	cmpq	%rsi, %rdi
	jnb	.L219
	cmpq	%rcx, %rdi
	cmovb	%rcx, %rdi
	cmpq	%rcx, %rsi
	cmovnb	%rdi, %rsi
.L220:
	movq	(%rsp), %rdi
	movq	%r8, %rcx
.L221:
	cmpq	%rcx, %rdi
	jg	.L226
	leaq	0(,%rdi,8), %rax
	leaq	0(,%rcx,8), %r15
	leaq	(%rbx,%rax), %r13
	leaq	(%rbx,%r15), %r14
	movq	0(%r13), %r11
	movq	(%r14), %r12
	leaq	8(%rbx,%rax), %rax
	cmpq	%rsi, %r11
	jnb	.L272
	.p2align 4,,10
	.p2align 3
.L222:
	movq	%rax, %r13
	movq	(%rax), %r11
	addq	$8, %rax
	addq	$1, %rdi
	cmpq	%rsi, %r11
	jb	.L222
	cmpq	%r12, %rsi
	jnb	.L223
.L231:
	leaq	-8(%rbx,%r15), %rax
	.p2align 4,,10
	.p2align 3
.L224:
	movq	%rax, %r14
	movq	(%rax), %r12
	subq	$8, %rax
	subq	$1, %rcx
	cmpq	%r12, %rsi
	jb	.L224
.L223:
	cmpq	%rcx, %rdi
	jle	.L232
.L226:
	movq	16(%rsp), %rax
	cmpq	%rcx, %rax
	jle	.L237
	cmpq	%rdi, %rax
	jl	.L273
	movq	%rdi, (%rsp)
.L229:
	cmpq	%r8, (%rsp)
	jl	.L214
	movq	16(%rsp), %r11
.L264:
	movq	%rbp, %rdi
	movq	%rdx, %r13
	movq	96(%rsp), %r14
	movq	104(%rsp), %r15
	movq	128(%rsp), %rbp
	movq	80(%rsp), %rdx
	movq	%r9, %r12
.L263:
	movq	(%rbx,%r11,8), %rax
	movq	%rdi, (%rsp)
	addq	%rax, %rdx
	jmp	.L208
	.p2align 4,,10
	.p2align 3
.L272:
	cmpq	%r12, %rsi
	jb	.L231
.L232:
	movq	%r12, 0(%r13)
	addq	$1, %rdi
	subq	$1, %rcx
	movq	%r11, (%r14)
	jmp	.L221
.L237:
	movq	%rcx, %r8
	jmp	.L229
.L219:
	cmpq	%rcx, %rsi
	cmovb	%rcx, %rsi
	cmpq	%rcx, %rdi
	cmovb	%rdi, %rsi
	jmp	.L220
.L273:
	movq	%rax, %r11
	jmp	.L264
.L270:
	movq	(%r12,%rbp,8), %rax
	xorl	%edx, %edx
	divq	%r10
	jmp	.L262
.L268:
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
	jmp	.L204
.L269:
	movq	(%rsp), %rdi
	jmp	.L206
.L233:
	movl	$-2, %eax
	jmp	.L196
	.cfi_endproc
.LFE71:
	.size	corrected_summarise, .-corrected_summarise
	.p2align 4
	.type	lattice_summarise, @function
lattice_summarise:
.LFB89:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movups	%xmm0, 64(%rcx)
	movq	8(%rdi), %rax
	testq	%rax, %rax
	je	.L296
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
.L277:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L276
	addq	%rbp, 56(%rbx)
.L276:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L277
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L284
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L275
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L299
.L280:
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
.L283:
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
	jnb	.L281
	.p2align 4,,10
	.p2align 3
.L282:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L282
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L281:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L283
.L275:
	xorl	%eax, %eax
.L274:
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
.L299:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L280
.L296:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L284:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L274
	.cfi_endproc
.LFE89:
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
.LFB145:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movq	$0, 48(%rsi)
	movups	%xmm0, (%rsi)
	movups	%xmm0, 16(%rsi)
	movups	%xmm0, 32(%rsi)
	cmpl	$1, 72(%rdi)
	je	.L301
.L309:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L301:
	cmpq	$0, 48(%rdi)
	jne	.L309
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
	jnb	.L300
	movl	8(%rdi), %edx
	leaq	.LC26(%rip), %rax
	cmpl	$1, %edx
	je	.L304
	testl	%edx, %edx
	leaq	.LC27(%rip), %rax
	leaq	.LC25(%rip), %rcx
	cmovne	%rcx, %rax
.L304:
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
.L300:
	addq	$24, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE145:
	.size	theory_of, .-theory_of
	.p2align 4
	.type	table_from_dist, @function
table_from_dist:
.LFB161:
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
	je	.L320
	movq	(%rdi), %rcx
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	leaq	16(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L313:
	movq	%r13, %rbx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movl	$1, %esi
	salq	$5, %rbx
	leaq	(%rcx,%rbx), %rdx
	cmpq	$0, 16(%rdx)
	jne	.L316
	jmp	.L319
	.p2align 4,,10
	.p2align 3
.L345:
	testb	%sil, %sil
	je	.L319
.L316:
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
	jb	.L345
.L319:
	addq	$1, %r13
	cmpq	8(%rbp), %r13
	jnb	.L318
	testb	%sil, %sil
	jne	.L313
.L318:
	testl	%eax, %eax
	je	.L320
.L315:
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
.L320:
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
	jne	.L321
	jmp	.L315
	.p2align 4,,10
	.p2align 3
.L346:
	cmpq	%rbp, %r12
	jnb	.L315
.L321:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	addq	$1, %r12
	addq	$16, %rbx
	call	table_push
	testl	%eax, %eax
	je	.L346
	jmp	.L315
	.cfi_endproc
.LFE161:
	.size	table_from_dist, .-table_from_dist
	.p2align 4
	.type	theory_open_pct, @function
theory_open_pct:
.LFB146:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rsi, %rsi
	js	.L348
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L349:
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
.L348:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L349
	.cfi_endproc
.LFE146:
	.size	theory_open_pct, .-theory_open_pct
	.p2align 4
	.type	ref_walker_start, @function
ref_walker_start:
.LFB123:
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
	je	.L352
	movq	64(%rsi), %rax
.L352:
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
.LFE123:
	.size	ref_walker_start, .-ref_walker_start
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB22:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L363
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
	jne	.L359
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L359
	cmpq	%r14, %rax
	jb	.L359
	cmpq	%rax, %r12
	jb	.L359
	movq	%rax, 0(%r13)
.L356:
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
.L359:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L356
	.p2align 4,,10
	.p2align 3
.L363:
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
.LFB189:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L373
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
	jne	.L367
	movq	8(%rsp), %rdx
	cmpb	$0, (%rdx)
	jne	.L367
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L367
	comisd	.LC32(%rip), %xmm0
	ja	.L367
	movsd	%xmm0, (%r12)
.L364:
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
.L367:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L364
	.p2align 4,,10
	.p2align 3
.L373:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE189:
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
	je	.L375
	call	fclose@PLT
.L375:
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
.LFB164:
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
	je	.L382
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L381:
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
.L382:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L381
	.cfi_endproc
.LFE164:
	.size	open_atomic, .-open_atomic
	.section	.rodata.str1.8
	.align 8
.LC35:
	.string	"%s '%s' is a directory: give a file, one number a line"
	.section	.rodata.str1.1
.LC36:
	.string	"r"
.LC37:
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
	jne	.L385
	movl	24(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L390
.L385:
	leaq	.LC36(%rip), %rsi
	movq	%rbp, %rdi
	call	fopen@PLT
	movq	%rax, (%rbx)
	testq	%rax, %rax
	je	.L391
	xorl	%eax, %eax
.L384:
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
.L390:
	.cfi_restore_state
	movq	%rbp, %r8
	movq	%r12, %rcx
	leaq	.LC35(%rip), %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L386:
	orl	$-1, %eax
	jmp	.L384
.L391:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbp, %r8
	movq	%r12, %rcx
	movq	%r14, %rsi
	movq	%rax, %r9
	leaq	.LC37(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L386
	.cfi_endproc
.LFE37:
	.size	numbers_open, .-numbers_open
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
	js	.L412
	addq	$1, 48(%r13)
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L397
	jmp	.L399
	.p2align 4,,10
	.p2align 3
.L400:
	movb	$0, (%rax)
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L399
.L397:
	movq	8(%r13), %rdi
	leaq	-1(%rcx), %rdx
	leaq	(%rdi,%rdx), %rax
	movzbl	(%rax), %esi
	cmpb	$10, %sil
	je	.L400
	cmpb	$13, %sil
	je	.L400
	cmpq	$64, %rcx
	jg	.L413
	movl	40(%r13), %eax
	testl	%eax, %eax
	jne	.L414
	movabsq	$4611686018427387903, %rdx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L415
	cmpq	$1, 48(%r13)
	movq	(%r12), %rcx
	jbe	.L406
	movq	56(%r13), %r8
	cmpq	%r8, %rcx
	jb	.L416
.L406:
	movq	%rcx, 56(%r13)
	jmp	.L404
	.p2align 4,,10
	.p2align 3
.L413:
	movl	$64, %r8d
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	leaq	.LC40(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
.L398:
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
.L395:
	movl	$-1, %eax
.L392:
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
.L412:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L417
	cmpq	$0, 48(%r13)
	jne	.L392
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC39(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L395
	.p2align 4,,10
	.p2align 3
.L414:
	movq	%rsp, %r14
	movl	$160, %r8d
	movq	%r12, %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L418
.L404:
	movl	$1, %eax
	jmp	.L392
	.p2align 4,,10
	.p2align 3
.L399:
	movdqa	.LC46(%rip), %xmm0
	leaq	160(%rsp), %r12
	movq	%rsp, %r14
	movaps	%xmm0, 160(%rsp)
	movdqa	.LC47(%rip), %xmm0
	movaps	%xmm0, 176(%rsp)
	movdqa	.LC48(%rip), %xmm0
	movups	%xmm0, 187(%rsp)
	jmp	.L398
	.p2align 4,,10
	.p2align 3
.L418:
	leaq	160(%rsp), %r12
	movq	%r14, %rcx
	movl	$192, %esi
	xorl	%eax, %eax
	leaq	.LC41(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L398
.L415:
	movq	8(%r13), %rcx
	leaq	.LC42(%rip), %rdx
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	movl	$192, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L398
.L417:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC38(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L395
.L416:
	leaq	160(%rsp), %r12
	leaq	.LC43(%rip), %rdx
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	%rsp, %r14
	call	snprintf@PLT
	jmp	.L398
	.cfi_endproc
.LFE39:
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
.LFB172:
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
	leaq	.LC11(%rip), %rax
	cmove	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	testq	%rbp, %rbp
	je	.L421
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L423:
	movsd	16(%r14), %xmm2
	movsd	(%r14), %xmm3
	testq	%r15, %r15
	movq	%rbx, %rdi
	movsd	0(%r13,%r15,8), %xmm1
	movsd	24(%r14), %xmm0
	leaq	.LC50(%rip), %rax
	leaq	.LC11(%rip), %rdx
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
	jne	.L423
.L421:
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
.LFE172:
	.size	svg_line, .-svg_line
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB168:
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
	jbe	.L432
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
.L432:
	movq	.LC61(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC62(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L431
	movsd	.LC63(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L440
	addsd	%xmm0, %xmm0
.L431:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L440:
	.cfi_restore_state
	movsd	.LC64(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L441
	mulsd	.LC58(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L441:
	.cfi_restore_state
	mulsd	.LC61(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE168:
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
.LFB170:
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
	jb	.L444
	movapd	%xmm3, %xmm0
	leaq	.LC68(%rip), %rbp
	jmp	.L447
	.p2align 4,,10
	.p2align 3
.L451:
	movsd	16(%r14), %xmm0
.L447:
	movapd	%xmm3, %xmm2
	subsd	%xmm0, %xmm1
	movl	$790, %ecx
	movq	%rbp, %rsi
	subsd	%xmm0, %xmm2
	movl	$80, %edx
	movq	%rbx, %rdi
	movl	$4, %eax
	movsd	.LC53(%rip), %xmm0
	movl	$74, %r8d
	movsd	%xmm3, (%rsp)
	divsd	%xmm1, %xmm2
	mulsd	.LC52(%rip), %xmm2
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
	jnb	.L451
.L444:
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
.LFE170:
	.size	svg_axes, .-svg_axes
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
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
	je	.L453
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L454:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L454
	testq	%rcx, %rcx
	je	.L468
	testq	%rbx, %rbx
	je	.L468
	testq	%rcx, %rcx
	js	.L455
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L456:
	movsd	.LC72(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L466
	.p2align 4,,10
	.p2align 3
.L489:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L462
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
	je	.L487
	movq	%r9, %rsi
	movq	%rax, %rbx
.L462:
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
	jnb	.L488
.L466:
	testl	%eax, %eax
	je	.L457
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L457:
	testq	%r14, %r14
	js	.L459
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L460:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L489
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L466
.L488:
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
.L453:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L452:
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
.L459:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L460
	.p2align 4,,10
	.p2align 3
.L455:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L456
.L468:
	xorl	%esi, %esi
	jmp	.L453
.L487:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L452
	.cfi_endproc
.LFE162:
	.size	percentile_rows, .-percentile_rows
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
.LFB182:
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
	je	.L526
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
	je	.L542
	movsd	.LC66(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC81(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L502
	.p2align 4,,10
	.p2align 3
.L543:
	movq	%rbx, %rdi
	movl	$3, %eax
	addq	$1, %r13
	addq	$24, %r14
	movsd	.LC2(%rip), %xmm2
	movsd	.LC2(%rip), %xmm5
	leaq	.LC80(%rip), %rsi
	subsd	%xmm1, %xmm2
	divsd	%xmm2, %xmm5
	movapd	%xmm5, %xmm2
	call	fprintf@PLT
	cmpq	%rbp, %r13
	je	.L503
.L502:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC72(%rip), %xmm1
	testq	%rax, %rax
	js	.L497
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L498:
	movsd	.LC72(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L543
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L502
.L503:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L544
.L495:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L508
	.p2align 4,,10
	.p2align 3
.L546:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L506
.L547:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L507:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L545
.L508:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L546
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
	jns	.L547
.L506:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L507
	.p2align 4,,10
	.p2align 3
.L497:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L498
	.p2align 4,,10
	.p2align 3
.L545:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L515
	.p2align 4,,10
	.p2align 3
.L549:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L513
.L550:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L514:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L548
.L515:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L549
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
	jns	.L550
.L513:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L514
	.p2align 4,,10
	.p2align 3
.L548:
	movsd	.LC82(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L516
	cvttsd2siq	%xmm4, %r14
.L510:
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
	jbe	.L527
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L519:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L518
	cmpl	$63, %ebp
	jle	.L519
.L518:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L540
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L523:
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
	js	.L524
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L525:
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
.L492:
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
.L516:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L510
	.p2align 4,,10
	.p2align 3
.L524:
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
.L527:
	movl	$1, %ebp
	jmp	.L518
	.p2align 4,,10
	.p2align 3
.L542:
	movsd	.LC66(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L495
	.p2align 4,,10
	.p2align 3
.L544:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L510
.L526:
	movl	$-1, %eax
	jmp	.L492
.L540:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L523
	.cfi_endproc
.LFE182:
	.size	hgrm_writer, .-hgrm_writer
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB135:
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
	je	.L552
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L553:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L553
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L558:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L558
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L555
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L577
.L574:
	pxor	%xmm0, %xmm0
.L560:
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
.L552:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L555:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC86(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L574
.L577:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L575
	sqrtsd	%xmm0, %xmm0
.L564:
	divsd	%xmm2, %xmm0
	jmp	.L560
.L575:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L564
	.cfi_endproc
.LFE135:
	.size	stats_of, .-stats_of
	.section	.rodata.str1.1
.LC87:
	.string	"bench: cannot write %s: %s\n"
.LC88:
	.string	"RESULT export file=%s\n"
.LC89:
	.string	"bench: writing %s failed\n"
	.text
	.p2align 4
	.type	export_file, @function
export_file:
.LFB181:
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
	je	.L585
	movq	%rax, %rbx
	movq	%r14, %rsi
	movq	%rax, %rdi
	call	*%r13
	testl	%eax, %eax
	jne	.L581
	movq	%rbx, %rdi
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L582
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L582
	movq	%rbp, %rsi
	leaq	.LC88(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L578:
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
.L582:
	.cfi_restore_state
	movq	%r12, %rdi
	call	remove@PLT
.L581:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC89(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L580:
	movl	$-1, %ebx
	jmp	.L578
.L585:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC87(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L580
	.cfi_endproc
.LFE181:
	.size	export_file, .-export_file
	.section	.rodata.str1.1
.LC90:
	.string	"bench: "
.LC91:
	.string	"\\n"
.LC92:
	.string	"\\x%02x"
	.text
	.p2align 4
	.type	usage_error, @function
usage_error:
.LFB242:
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
	leaq	.LC90(%rip), %rdi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	je	.L592
	leaq	.LC92(%rip), %rbp
	leaq	.LC91(%rip), %r12
	jmp	.L587
	.p2align 4,,10
	.p2align 3
.L588:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L593
	cmpb	$127, %al
	je	.L593
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L589:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L592
.L587:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L588
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L587
.L592:
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
.L593:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L589
	.cfi_endproc
.LFE242:
	.size	usage_error, .-usage_error
	.section	.rodata.str1.1
.LC93:
	.string	"it ended early"
	.section	.rodata.str1.8
	.align 8
.LC94:
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
	je	.L599
	movq	(%rdx,%rax,8), %rax
.L598:
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
.L599:
	.cfi_restore_state
	movl	72(%rbx), %edx
	testl	%edx, %edx
	je	.L609
	cmpl	$1, %edx
	je	.L610
	leaq	16(%rsp), %rbp
	addq	$40, %rdi
	leaq	8(%rsp), %rsi
	movl	$256, %ecx
	movq	%rbp, %rdx
	call	numbers_next
	cmpl	$1, %eax
	jne	.L605
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
.L609:
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
.L610:
	.cfi_restore_state
	addq	$16, %rdi
	call	poisson_next
	movsd	.LC82(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L611
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L598
	.p2align 4,,10
	.p2align 3
.L611:
	cvttsd2siq	%xmm0, %rax
	jmp	.L598
.L605:
	testl	%eax, %eax
	leaq	.LC93(%rip), %rax
	movq	stderr(%rip), %rdi
	movq	104(%rbx), %rdx
	cmovne	%rbp, %rax
	leaq	.LC94(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE42:
	.size	due_next, .-due_next
	.section	.rodata.str1.1
.LC95:
	.string	"stalls come at random"
	.section	.rodata.str1.8
	.align 8
.LC96:
	.string	"stall lengths are drawn from a distribution"
	.align 8
.LC97:
	.string	"the load is at or above capacity (service >= interval)"
	.align 8
.LC98:
	.string	"it covers back-to-back closed loops with one connection only"
	.align 8
.LC99:
	.string	"it covers skipping closed loops with one connection only"
	.align 8
.LC100:
	.string	"the first stall does not begin on a due instant"
	.align 8
.LC101:
	.string	"a stall's backlog has not drained when the next stall begins"
	.align 8
.LC102:
	.string	"the stall period is not a whole number of intervals"
	.text
	.p2align 4
	.type	closed_form_gap.part.0, @function
closed_form_gap.part.0:
.LFB251:
	.cfi_startproc
	movq	48(%rdi), %rcx
	testq	%rcx, %rcx
	je	.L613
	movl	40(%rdi), %esi
	leaq	.LC95(%rip), %rax
	testl	%esi, %esi
	jne	.L612
	movl	44(%rdi), %edx
	leaq	.LC96(%rip), %rax
	testl	%edx, %edx
	jne	.L612
.L613:
	movq	(%rdi), %r8
	movq	80(%rdi), %rsi
	leaq	.LC97(%rip), %rax
	cmpq	%rsi, %r8
	jnb	.L612
	movl	152(%rdi), %eax
	cmpl	$2, %eax
	je	.L632
	cmpl	$1, %eax
	je	.L633
.L616:
	testq	%rcx, %rcx
	je	.L622
	movq	64(%rdi), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	.LC100(%rip), %rax
	testq	%rdx, %rdx
	jne	.L612
	movq	56(%rdi), %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	je	.L612
	movq	%rdi, %rax
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC102(%rip), %rax
	testq	%rdx, %rdx
	jne	.L612
	subq	%r8, %rsi
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	%rax, %rcx
	leaq	.LC101(%rip), %rax
	sbbq	$-1, %rcx
	cmpq	%rcx, %rdi
	cmovnb	%r9, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L622:
	xorl	%eax, %eax
.L612:
	ret
	.p2align 4,,10
	.p2align 3
.L633:
	cmpq	$1, 160(%rdi)
	leaq	.LC99(%rip), %rax
	jbe	.L616
	ret
	.p2align 4,,10
	.p2align 3
.L632:
	cmpq	$1, 160(%rdi)
	leaq	.LC98(%rip), %rax
	jbe	.L616
	ret
	.cfi_endproc
.LFE251:
	.size	closed_form_gap.part.0, .-closed_form_gap.part.0
	.section	.rodata.str1.8
	.align 8
.LC103:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.align 8
.LC104:
	.string	"service times are drawn from a distribution"
	.text
	.p2align 4
	.type	closed_form_gap, @function
closed_form_gap:
.LFB80:
	.cfi_startproc
	movl	72(%rdi), %edx
	testl	%edx, %edx
	jne	.L636
	movl	8(%rdi), %eax
	testl	%eax, %eax
	jne	.L637
	jmp	closed_form_gap.part.0
	.p2align 4,,10
	.p2align 3
.L637:
	leaq	.LC104(%rip), %rax
	ret
	.p2align 4,,10
	.p2align 3
.L636:
	leaq	.LC103(%rip), %rax
	ret
	.cfi_endproc
.LFE80:
	.size	closed_form_gap, .-closed_form_gap
	.section	.rodata.str1.8
	.align 8
.LC105:
	.string	"bench: internal error: rank %lu is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	select_end_pass, @function
select_end_pass:
.LFB107:
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
	jne	.L639
	movq	8(%rdi), %rax
	movq	(%rdi), %r14
	movq	%rax, 24(%rsp)
	subq	$0, %rax
	jne	.L664
	movl	64(%rdi), %esi
	movl	$0, 72(%rdi)
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%esi, %esi
	jne	.L642
	movl	$50000, %r12d
	xorl	%r13d, %r13d
.L642:
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
.L653:
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
	je	.L643
	movq	%r14, %rax
	xorq	%rcx, %rax
	orq	24(%rsp), %rax
	je	.L676
	cmpq	$1, %rcx
	je	.L647
	movq	48(%rbx), %rax
	movl	$0, 24(%r8)
	xorl	%edx, %edx
	movq	%rax, 48(%rbp)
	movq	(%r15), %rax
	cmpq	%rcx, %rax
	jnb	.L677
	.p2align 4,,10
	.p2align 3
.L648:
	addq	$1, %rdx
	movq	%rax, %rsi
	addq	(%r15,%rdx,8), %rax
	cmpq	%rcx, %rax
	jb	.L648
	cmpq	$16383, %rdx
	jbe	.L678
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
	je	.L649
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, (%r8)
	addl	$1, 72(%rbx)
.L650:
	addq	$8, %r11
	addq	$8, %rbp
	addq	$4, %r8
	cmpq	%rbp, 32(%rsp)
	jne	.L653
	movq	%r15, %rdi
	call	free@PLT
	movq	%rbx, %rdi
	movq	$0, 384(%rbx)
	call	select_windows
.L654:
	xorl	%eax, %eax
.L638:
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
.L639:
	.cfi_restore_state
	movq	376(%rdi), %r10
	leaq	272(%rdi), %r8
	leaq	80(%rdi), %r9
	leaq	296(%rdi), %r11
	jmp	.L661
	.p2align 4,,10
	.p2align 3
.L655:
	addq	$4, %r8
	addq	$8, %r9
	cmpq	%r11, %r8
	je	.L679
.L661:
	movl	24(%r8), %ecx
	movl	76(%r8), %eax
	movq	96(%r9), %rdx
	testl	%ecx, %ecx
	jne	.L655
	movslq	%eax, %rsi
	movq	(%r9), %rcx
	xorl	%eax, %eax
	salq	$19, %rsi
	leaq	(%r10,%rsi), %rdi
	jmp	.L656
	.p2align 4,,10
	.p2align 3
.L658:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L657
.L656:
	movq	%rdx, %rsi
	addq	(%rdi,%rax,8), %rdx
	cmpq	%rcx, %rdx
	jb	.L658
	movl	(%r8), %ecx
	movq	%rsi, 96(%r9)
	salq	%cl, %rax
	addq	144(%r9), %rax
	movq	%rax, 144(%r9)
	testl	%ecx, %ecx
	jne	.L660
	movq	%rax, 48(%r9)
	addq	$4, %r8
	addq	$8, %r9
	movl	$1, 20(%r8)
	subl	$1, 72(%rbx)
	cmpq	%r11, %r8
	jne	.L661
.L679:
	movl	320(%rbx), %eax
	testl	%eax, %eax
	jle	.L662
	xorl	%ebp, %ebp
	jmp	.L663
	.p2align 4,,10
	.p2align 3
.L680:
	movq	376(%rbx), %r10
.L663:
	movslq	324(%rbx,%rbp,4), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %rbp
	salq	$19, %rdi
	addq	%r10, %rdi
	call	memset@PLT
	cmpl	%ebp, 320(%rbx)
	jg	.L680
.L662:
	movq	%rbx, %rdi
	call	select_windows
	jmp	.L654
	.p2align 4,,10
	.p2align 3
.L660:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, (%r8)
	jmp	.L655
	.p2align 4,,10
	.p2align 3
.L643:
	movl	$1, 24(%r8)
	movq	$0, 48(%rbp)
	jmp	.L650
	.p2align 4,,10
	.p2align 3
.L676:
	movl	$1, 24(%r8)
	cmpq	$1, %rcx
	je	.L645
	movq	48(%rbx), %rax
	movq	%rax, 48(%rbp)
	jmp	.L650
	.p2align 4,,10
	.p2align 3
.L647:
	movl	$1, 24(%r8)
.L645:
	movq	40(%rbx), %rax
	movq	%rax, 48(%rbp)
	jmp	.L650
	.p2align 4,,10
	.p2align 3
.L678:
	movq	%rsi, 96(%rbp)
	movl	$0, (%r8)
	movq	%rdx, 144(%rbp)
.L649:
	movq	%rdx, 48(%rbp)
	movl	$1, 24(%r8)
	jmp	.L650
.L677:
	movq	$0, 96(%rbp)
	movl	$0, (%r8)
	movq	$0, 144(%rbp)
	movq	%rdx, 48(%rbp)
	movl	$1, 24(%r8)
	jmp	.L650
.L664:
	movl	$-2, %eax
	jmp	.L638
.L657:
	movq	stderr(%rip), %rdi
	movq	%rcx, %rdx
	leaq	.LC105(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE107:
	.size	select_end_pass, .-select_end_pass
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB258:
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
	je	.L688
.L682:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L681:
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
.L688:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L689
	movl	$512, %esi
	movl	$16, %ebp
.L683:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L690
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L682
	.p2align 4,,10
	.p2align 3
.L689:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L683
.L690:
	movl	$1, 24(%rbx)
	jmp	.L681
	.cfi_endproc
.LFE258:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.8
	.align 8
.LC106:
	.string	"bench: internal error: rank %lu of the corrected set is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	cqr_end_pass.part.0, @function
cqr_end_pass.part.0:
.LFB259:
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
.L693:
	movl	192(%rbx,%rax), %esi
	xorl	%edx, %edx
	testl	%esi, %esi
	jne	.L692
	movl	216(%rbx,%rax), %edi
	negl	%edi
	sbbl	%edx, %edx
	addl	$2, %edx
.L692:
	movl	%edx, 0(%rbp,%rax)
	addq	$4, %rax
	cmpq	$24, %rax
	jne	.L693
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
.L704:
	movl	(%r11), %ecx
	movq	312(%r10), %r12
	testl	%ecx, %ecx
	jne	.L694
	movl	24(%r11), %eax
	testl	%eax, %eax
	je	.L695
	movq	192(%r10), %rcx
	movq	8(%rsp), %rdi
	xorl	%eax, %eax
	jmp	.L696
	.p2align 4,,10
	.p2align 3
.L700:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L730
.L696:
	movq	%r12, %rsi
	addq	(%rdi,%rax,8), %r12
	cmpq	%rcx, %r12
	jb	.L700
	movl	192(%r11), %ecx
	movq	%rsi, 312(%r10)
	salq	%cl, %rax
	addq	240(%r10), %rax
	movq	%rax, 240(%r10)
	testl	%ecx, %ecx
	jne	.L731
	movq	88(%rsp), %rdi
	movq	144(%r10), %rcx
	imulq	(%rdi), %rcx
	addq	%rcx, %rax
	movq	%rax, 48(%r10)
	movl	$1, (%r11)
	subl	$1, 24(%rdi)
	.p2align 4,,10
	.p2align 3
.L694:
	addq	$1, %rdx
	addq	$8, %r10
	addq	$4, %r11
	addq	$524288, 8(%rsp)
	addq	$524288, 16(%rsp)
	cmpq	$6, %rdx
	jne	.L704
	movq	88(%rsp), %rbx
	movq	104(%rsp), %rbp
	xorl	%r12d, %r12d
	jmp	.L708
	.p2align 4,,10
	.p2align 3
.L706:
	addq	$1, %r12
	cmpq	$6, %r12
	je	.L732
.L708:
	movl	0(%rbp,%r12,4), %r13d
	testl	%r13d, %r13d
	je	.L706
	movq	504(%rbx), %rdi
	movq	%r12, %r14
	xorl	%esi, %esi
	movl	$524288, %edx
	salq	$19, %r14
	addq	%r14, %rdi
	call	memset@PLT
	cmpl	$2, %r13d
	jne	.L706
	movq	512(%rbx), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %r12
	addq	%r14, %rdi
	call	memset@PLT
	cmpq	$6, %r12
	jne	.L708
.L732:
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
.L695:
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
	jmp	.L698
	.p2align 4,,10
	.p2align 3
.L734:
	addq	$1, %rsi
	addq	%r10, %r12
	addq	%rdi, %r11
	cmpq	$65536, %rsi
	je	.L733
.L698:
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
	jc	.L734
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
	je	.L735
	movl	24(%rsp), %edi
	movl	$16, %eax
	cmpl	%eax, %edi
	cmovnb	%edi, %eax
	subl	$16, %eax
	movl	%eax, 192(%r11)
	jmp	.L694
	.p2align 4,,10
	.p2align 3
.L731:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, 192(%r11)
	jmp	.L694
	.p2align 4,,10
	.p2align 3
.L735:
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
	je	.L702
	.p2align 4,,10
	.p2align 3
.L703:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L715
	movq	%rsi, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L703
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L702:
	movl	$1, 24(%r11)
	movq	%rbp, 144(%r10)
	movq	%rdi, 192(%r10)
	movq	$0, 240(%r10)
	movq	$0, 312(%r10)
	movl	%ecx, 192(%r11)
	jmp	.L694
.L733:
	movq	96(%rsp), %rdx
.L699:
	movq	stderr(%rip), %rdi
	leaq	.LC106(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L730:
	movq	88(%rsp), %rbx
	movslq	%edx, %rax
	movq	96(%rbx,%rax,8), %rdx
	jmp	.L699
.L715:
	movl	$48, %ecx
	jmp	.L702
	.cfi_endproc
.LFE259:
	.size	cqr_end_pass.part.0, .-cqr_end_pass.part.0
	.p2align 4
	.type	cqr_add, @function
cqr_add:
.LFB112:
	.cfi_startproc
	movq	(%rdi), %r8
	movq	%rsi, %rax
	xorl	%edx, %edx
	movl	20(%rdi), %r11d
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	divq	%r8
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rax, %r9
	movq	%rdx, %rbx
	testl	%r11d, %r11d
	jne	.L737
	movdqa	48(%rdi), %xmm0
	movq	8(%rdi), %rcx
	movq	32(%rdi), %r10
	movq	40(%rdi), %r11
	movq	64(%rdi), %r14
	movq	72(%rdi), %r15
	movaps	%xmm0, -48(%rsp)
	cmpq	%r8, %rsi
	jb	.L753
	xorl	%r13d, %r13d
	movq	%rax, %r12
	leaq	1(%r9), %rdx
	addq	%rax, %r10
	movq	%r8, %rax
	adcq	%r13, %r11
	movq	%r10, -16(%rsp)
	imulq	%r9, %rax
	movq	%r11, -8(%rsp)
	mulq	%rdx
	shrdq	$1, %rdx, %rax
	shrq	%rdx
	movq	%rax, -32(%rsp)
	movq	%rbx, %rax
	movq	%rdx, -24(%rsp)
	mulq	%r9
	movq	%rax, %r10
	movq	%rdx, %r11
	addq	-48(%rsp), %r10
	adcq	-40(%rsp), %r11
	addq	-32(%rsp), %r10
	adcq	-24(%rsp), %r11
	cmpq	%rsi, %rcx
	jb	.L740
.L752:
	addq	%r12, %r14
	adcq	%r13, %r15
.L741:
	movdqa	-16(%rsp), %xmm1
	addq	$1, 88(%rdi)
	movq	%r9, %rax
	movq	%r10, 48(%rdi)
	movq	520(%rdi), %rdx
	movq	%r11, 56(%rdi)
	movq	%r14, 64(%rdi)
	movq	%r15, 72(%rdi)
	movaps	%xmm1, 32(%rdi)
	cmpq	$16383, %r9
	jbe	.L743
	bsrq	%r9, %rax
	movq	%r9, %rbx
	subl	$13, %eax
	movq	%rax, %rcx
	salq	$13, %rax
	shrq	%cl, %rbx
	addq	%rbx, %rax
.L743:
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
.L737:
	.cfi_restore_state
	leaq	192(%rdi), %rax
	leaq	240(%rdi), %rdx
	xorl	%r10d, %r10d
	leaq	216(%rdi), %r12
	.p2align 4,,10
	.p2align 3
.L748:
	movl	(%rax), %r11d
	testl	%r11d, %r11d
	jne	.L744
	movl	24(%rax), %ecx
	testl	%ecx, %ecx
	jne	.L745
	cmpq	%r8, %rsi
	jb	.L744
	movl	192(%rax), %ecx
	movq	%r9, %r11
	subq	96(%rdx), %r11
	shrq	%cl, %r11
	movq	%r11, %rcx
	cmpq	$65535, %r11
	jbe	.L754
	.p2align 4,,10
	.p2align 3
.L744:
	addq	$4, %rax
	addq	$65536, %r10
	addq	$8, %rdx
	cmpq	%r12, %rax
	jne	.L748
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
.L745:
	.cfi_restore_state
	movq	(%rdx), %rcx
	testq	%rcx, %rcx
	jne	.L746
	movq	%rsi, %rcx
	cmpq	%r8, %rsi
	jnb	.L744
.L747:
	subq	96(%rdx), %rcx
	movq	%rcx, %r11
	movl	192(%rax), %ecx
	shrq	%cl, %r11
	movq	%r11, %rcx
	cmpq	$65535, %r11
	ja	.L744
	movq	504(%rdi), %r11
	addq	%r10, %rcx
	addq	$1, (%r11,%rcx,8)
	jmp	.L744
	.p2align 4,,10
	.p2align 3
.L746:
	cmpq	%rcx, %r9
	jb	.L744
	cmpq	%r8, %rsi
	jb	.L744
	movq	%rbx, %rcx
	jmp	.L747
	.p2align 4,,10
	.p2align 3
.L754:
	movq	504(%rdi), %r11
	addq	%r10, %rcx
	salq	$3, %rcx
	addq	%rcx, %r11
	addq	512(%rdi), %rcx
	addq	$1, (%r11)
	addq	%r9, (%rcx)
	jmp	.L744
	.p2align 4,,10
	.p2align 3
.L753:
	addq	$1, %r10
	movq	%rsi, %rax
	adcq	$0, %r11
	xorl	%edx, %edx
	addq	-48(%rsp), %rax
	adcq	-40(%rsp), %rdx
	movq	%rax, 48(%rdi)
	xorl	%eax, %eax
	cmpq	%rsi, %rcx
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	setnb	%al
	movq	%rdx, 56(%rdi)
	xorl	%edx, %edx
	popq	%r12
	.cfi_def_cfa_offset 32
	addq	%r14, %rax
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	movq	%r10, 32(%rdi)
	adcq	%r15, %rdx
	movq	%r11, 40(%rdi)
	popq	%r15
	.cfi_def_cfa_offset 8
	addq	$1, 80(%rdi)
	movq	%rax, 64(%rdi)
	movq	%rdx, 72(%rdi)
	ret
	.p2align 4,,10
	.p2align 3
.L740:
	.cfi_restore_state
	leaq	(%r8,%rbx), %rax
	cmpq	%rax, %rcx
	jb	.L741
	movq	%rcx, %rax
	xorl	%edx, %edx
	xorl	%r13d, %r13d
	subq	%rbx, %rax
	divq	%r8
	movq	%rax, %r12
	jmp	.L752
	.cfi_endproc
.LFE112:
	.size	cqr_add, .-cqr_add
	.section	.rodata.str1.8
	.align 8
.LC107:
	.string	"bench: the corrected set would hold more than 2^64 values: raise --expected-interval or shorten the run\n"
	.section	.rodata.str1.1
.LC108:
	.string	"bench: out of memory %s\n"
	.text
	.p2align 4
	.type	cannot, @function
cannot:
.LFB212:
	.cfi_startproc
	movl	%edi, %eax
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	cmpl	$-2, %eax
	je	.L759
	movq	%rsi, %rdx
	xorl	%eax, %eax
	leaq	.LC108(%rip), %rsi
	call	fprintf@PLT
	movl	$1, %eax
.L755:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L759:
	.cfi_restore_state
	movq	%rdi, %rcx
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC107(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L755
	.cfi_endproc
.LFE212:
	.size	cannot, .-cannot
	.section	.rodata.str1.1
.LC109:
	.string	"%.1f"
.LC110:
	.string	"%.3f"
	.text
	.p2align 4
	.type	fmt_ratio.constprop.0, @function
fmt_ratio.constprop.0:
.LFB269:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	je	.L761
	testq	%rsi, %rsi
	js	.L762
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L764
.L772:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L765:
	divsd	%xmm1, %xmm0
	leaq	.LC110(%rip), %rax
	movq	%rbx, %rdi
	movl	$32, %esi
	leaq	.LC109(%rip), %rdx
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
.L762:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L772
.L764:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L765
	.p2align 4,,10
	.p2align 3
.L761:
	movq	%rbx, %rax
	movl	$6369134, (%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE269:
	.size	fmt_ratio.constprop.0, .-fmt_ratio.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC111:
	.string	"a number above 0 and at most 100"
	.align 8
.LC112:
	.string	"--service-cv '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC113:
	.string	"a number above 0 and below 1"
	.section	.rodata.str1.8
	.align 8
.LC114:
	.string	"--slow-fraction '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC115:
	.string	"--service"
.LC116:
	.string	"--service %s"
.LC117:
	.string	"it must be above zero"
	.section	.rodata.str1.8
	.align 8
.LC118:
	.string	"--service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC119:
	.string	"--interval"
.LC120:
	.string	"--interval %s"
	.section	.rodata.str1.8
	.align 8
.LC121:
	.string	"--interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC122:
	.string	"--stall"
.LC123:
	.string	"--stall %s"
.LC124:
	.string	"--period"
.LC125:
	.string	"--period %s"
.LC126:
	.string	"--first-stall"
.LC127:
	.string	"--first-stall %s"
.LC128:
	.string	"--slow-above"
.LC129:
	.string	"--slow-above %s"
.LC130:
	.string	"--duration"
.LC131:
	.string	"--duration %s"
	.section	.rodata.str1.8
	.align 8
.LC132:
	.string	"--duration '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC133:
	.string	"--requests"
	.section	.rodata.str1.8
	.align 8
.LC134:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sorted)"
	.align 8
.LC135:
	.string	"--requests '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC136:
	.string	"--expected-interval"
.LC137:
	.string	"mean"
.LC138:
	.string	"a time above zero, or mean"
	.section	.rodata.str1.8
	.align 8
.LC139:
	.string	"--expected-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC140:
	.string	"--slow-service"
	.section	.rodata.str1.8
	.align 8
.LC141:
	.string	"a time above zero and below 2^50 ns, e.g. 10ms"
	.align 8
.LC142:
	.string	"--slow-service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC143:
	.string	"--service-cv"
.LC144:
	.string	"--slow-fraction"
.LC145:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC146:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC147:
	.string	"--reps '%s' is not valid: %s"
.LC148:
	.string	"--rate"
	.section	.rodata.str1.8
	.align 8
.LC149:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC150:
	.string	"--rate '%s' is not valid: %s"
.LC151:
	.string	"--seed"
	.section	.rodata.str1.8
	.align 8
.LC152:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC153:
	.string	"--seed '%s' is not valid: %s"
.LC154:
	.string	"--connections"
	.section	.rodata.str1.8
	.align 8
.LC155:
	.string	"a whole number from 1 to 1000000"
	.align 8
.LC156:
	.string	"--connections '%s' is not valid: %s"
	.text
	.p2align 4
	.type	apply_amount.constprop.0, @function
apply_amount.constprop.0:
.LFB272:
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
	leaq	.LC115(%rip), %rsi
	movq	%rbx, %rdi
	subq	$1432, %rsp
	.cfi_def_cfa_offset 1472
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L837
	leaq	.LC119(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L838
	leaq	.LC122(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L839
	leaq	.LC124(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L840
	leaq	.LC126(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L841
	leaq	.LC128(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L842
	leaq	.LC130(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L843
	leaq	.LC133(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L844
	leaq	.LC136(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L796
	leaq	.LC137(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L797
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L798
	movq	8(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L798
	movq	%rdx, 168(%r12)
.L797:
	movl	%eax, 176(%r12)
	movl	$1, 332(%r12)
	.p2align 4,,10
	.p2align 3
.L812:
	xorl	%eax, %eax
.L773:
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
.L838:
	.cfi_restore_state
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L845
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L846
	movq	%rax, 80(%r12)
	jmp	.L812
	.p2align 4,,10
	.p2align 3
.L837:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L847
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L848
	movq	%rax, (%r12)
	jmp	.L812
	.p2align 4,,10
	.p2align 3
.L848:
	leaq	.LC117(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC118(%rip), %rdx
	call	snprintf@PLT
.L776:
	movl	$-1, %eax
	jmp	.L773
	.p2align 4,,10
	.p2align 3
.L841:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L849
	movq	8(%rsp), %rax
	movq	%rax, 64(%r12)
	jmp	.L812
	.p2align 4,,10
	.p2align 3
.L839:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L850
	movq	8(%rsp), %rax
	movq	%rax, 48(%r12)
	jmp	.L812
	.p2align 4,,10
	.p2align 3
.L840:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L851
	movq	8(%rsp), %rax
	movq	%rax, 56(%r12)
	jmp	.L812
	.p2align 4,,10
	.p2align 3
.L847:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC116(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L776
	.p2align 4,,10
	.p2align 3
.L846:
	leaq	.LC117(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC121(%rip), %rdx
	call	snprintf@PLT
	jmp	.L776
	.p2align 4,,10
	.p2align 3
.L845:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC120(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L776
	.p2align 4,,10
	.p2align 3
.L849:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC127(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L776
	.p2align 4,,10
	.p2align 3
.L844:
	leaq	8(%rsp), %rcx
	movl	$1, %esi
	movq	%rbp, %rdi
	movabsq	$1099511627776, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L852
	movq	8(%rsp), %rax
	movq	$0, 224(%r12)
	movq	%rax, 232(%r12)
	jmp	.L812
	.p2align 4,,10
	.p2align 3
.L850:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC123(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L776
	.p2align 4,,10
	.p2align 3
.L842:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L853
	movq	8(%rsp), %rax
	movq	%rax, 192(%r12)
	jmp	.L812
	.p2align 4,,10
	.p2align 3
.L851:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC125(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L776
	.p2align 4,,10
	.p2align 3
.L843:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L854
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L855
	movq	%rax, 224(%r12)
	movq	$0, 232(%r12)
	jmp	.L812
	.p2align 4,,10
	.p2align 3
.L796:
	leaq	.LC140(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L856
	leaq	.LC143(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L857
	leaq	.LC144(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L806
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L858
	movsd	16(%rsp), %xmm0
	comisd	.LC2(%rip), %xmm0
	leaq	.LC113(%rip), %r8
	leaq	.LC114(%rip), %rdx
	jb	.L859
.L804:
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L773
	.p2align 4,,10
	.p2align 3
.L853:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC129(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L776
.L855:
	leaq	.LC117(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC132(%rip), %rdx
	call	snprintf@PLT
	jmp	.L776
.L856:
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L801
	movq	8(%rsp), %rdx
	leaq	-1(%rdx), %rax
	shrq	$50, %rax
	je	.L802
.L801:
	leaq	.LC141(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC142(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L776
.L852:
	leaq	.LC134(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC135(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L776
.L798:
	leaq	.LC138(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC139(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L776
.L854:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC131(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L776
.L806:
	leaq	.LC145(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L860
	leaq	.LC148(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L861
	leaq	.LC151(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L862
	leaq	.LC154(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	jne	.L773
	leaq	160(%r12), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L812
	leaq	.LC155(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC156(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L776
	.p2align 4,,10
	.p2align 3
.L857:
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L822
	movsd	16(%rsp), %xmm0
	comisd	.LC72(%rip), %xmm0
	ja	.L822
	movl	$1, 336(%r12)
	movsd	%xmm0, 16(%r12)
	jmp	.L812
.L822:
	leaq	.LC111(%rip), %r8
	leaq	.LC112(%rip), %rdx
	jmp	.L804
.L802:
	movq	%rdx, 32(%r12)
	movl	$1, 344(%r12)
	jmp	.L812
.L858:
	leaq	.LC113(%rip), %r8
	leaq	.LC114(%rip), %rdx
	jmp	.L804
.L860:
	leaq	8(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L863
	movq	8(%rsp), %rax
	movl	%eax, 208(%r12)
	jmp	.L812
.L859:
	movl	$1, 340(%r12)
	movsd	%xmm0, 24(%r12)
	jmp	.L812
.L861:
	leaq	240(%r12), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	je	.L812
	leaq	.LC149(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC150(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L776
.L862:
	orq	$-1, %rdx
	xorl	%esi, %esi
	leaq	248(%r12), %rcx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L812
	leaq	.LC152(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC153(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L776
.L863:
	leaq	.LC146(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC147(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L776
	.cfi_endproc
.LFE272:
	.size	apply_amount.constprop.0, .-apply_amount.constprop.0
	.section	.rodata.str1.1
.LC157:
	.string	"%lu.%lu"
.LC158:
	.string	"%lu.%02lu"
.LC159:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB273:
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
	jnb	.L869
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L870
	leaq	.LC159(%rip), %rdx
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
.L870:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC158(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L869:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC157(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE273:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.1
.LC160:
	.string	"mean "
.LC161:
	.string	"Poisson"
.LC162:
	.string	"periodic"
.LC163:
	.string	"s"
.LC164:
	.string	"given"
	.section	.rodata.str1.8
	.align 8
.LC165:
	.string	"coordinated omission on a virtual clock (%s): closed loop, open loop, corrected\n"
	.section	.rodata.str1.1
.LC166:
	.string	"server: service %s us; "
	.section	.rodata.str1.8
	.align 8
.LC167:
	.string	"server: service %s, mean %.1f us, scv %.3f"
	.align 8
.LC168:
	.string	" (%s us, or %s us for %.4g %%)"
	.section	.rodata.str1.1
.LC169:
	.string	"; "
	.section	.rodata.str1.8
	.align 8
.LC170:
	.string	"%s stalls of %s%s us every %s%s us from %s us, overlaps merged\n"
	.section	.rodata.str1.1
.LC171:
	.string	"no stalls"
.LC172:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC173:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC174:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC175:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC176:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC177:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC178:
	.string	"\ncorrection: expected interval "
	.align 8
.LC179:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC180:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC181:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC182:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC183:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC184:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC185:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC186:
	.string	"route: lattice, exact counts on %lu ns steps (%lu values), %d requests a chunk"
	.align 8
.LC187:
	.string	"route: sorted, every sample kept and sorted"
	.align 8
.LC188:
	.string	"route: passes, none kept; each rep walks the run again until every percentile is found exactly"
	.section	.rodata.str1.1
.LC189:
	.string	"; 1 warmup + %u reps\n"
	.text
	.p2align 4
	.type	print_plan, @function
print_plan:
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
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	movq	(%rdi), %rbx
	movq	8(%rdi), %rsi
	movq	24(%rdi), %r13
	leaq	.LC165(%rip), %rdi
	call	printf@PLT
	movl	8(%rbx), %r8d
	testl	%r8d, %r8d
	jne	.L872
	movq	(%rbx), %rsi
	leaq	32(%rsp), %r12
	leaq	64(%rsp), %r14
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	leaq	.LC166(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L873:
	cmpq	$0, 48(%rbx)
	jne	.L910
	leaq	.LC171(%rip), %rdi
	call	puts@PLT
.L880:
	movl	72(%rbx), %ecx
	movq	136(%rbx), %r15
	testl	%ecx, %ecx
	je	.L911
	xorl	%esi, %esi
	cmpq	$1, %r15
	jbe	.L884
	movq	128(%rbx), %rsi
	subq	120(%rbx), %rsi
	subq	$1, %r15
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r15
	movq	%rax, %rsi
.L884:
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movl	72(%rbx), %esi
	movq	136(%rbx), %rdx
	leaq	.LC175(%rip), %rdi
	movq	%rax, %rcx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L883:
	movq	160(%rbx), %rdx
	movl	152(%rbx), %esi
	leaq	.LC11(%rip), %rax
	leaq	.LC163(%rip), %rcx
	leaq	.LC176(%rip), %rdi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	144(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L912
.L886:
	leaq	.LC178(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	176(%rbx), %edx
	testl	%edx, %edx
	jne	.L913
	movq	184(%rbx), %r15
	movq	168(%rbx), %rsi
	leaq	.LC164(%rip), %rax
	movq	%r12, %rdi
	testq	%r15, %r15
	cmove	%rax, %r15
	call	fmt_us.constprop.0
	leaq	.LC180(%rip), %rdi
	movq	%rax, %rsi
	movq	%r15, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L888:
	movq	192(%rbx), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movl	200(%rbx), %ecx
	leaq	.LC181(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%rbx), %eax
	testl	%eax, %eax
	je	.L914
	movq	136(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	%rax, (%rsp)
	mulq	(%rbx)
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%rcx, %rsi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	jnc	.L891
.L892:
	movq	16(%rbp), %rsi
	testq	%rsi, %rsi
	je	.L915
	leaq	.LC184(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC185(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L894:
	movl	24(%r13), %eax
	cmpl	$2, %eax
	je	.L916
	cmpl	$1, %eax
	je	.L917
	leaq	.LC188(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L896:
	movl	208(%rbx), %esi
	addq	$136, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC189(%rip), %rdi
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
.L914:
	.cfi_restore_state
	movq	80(%rbx), %rax
	cmpq	%rax, (%rbx)
	jb	.L892
.L891:
	leaq	.LC182(%rip), %rdi
	call	puts@PLT
	jmp	.L892
.L872:
	leaq	96(%rsp), %rdx
	leaq	24(%rsp), %rsi
	movq	%rbx, %rdi
	call	service_moments
	leaq	SERVICE_DIST_NAME(%rip), %rax
	movsd	96(%rsp), %xmm1
	leaq	.LC167(%rip), %rdi
	movq	(%rax,%r8,8), %rsi
	movl	$2, %eax
	movsd	24(%rsp), %xmm0
	divsd	.LC66(%rip), %xmm0
	call	printf@PLT
	cmpl	$2, 8(%rbx)
	je	.L908
	leaq	32(%rsp), %r12
	leaq	64(%rsp), %r14
.L874:
	leaq	.LC169(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L873
.L910:
	cmpq	$0, 40(%rbx)
	movq	64(%rbx), %rsi
	jne	.L918
	cmpq	$0, 56(%rbx)
	jne	.L881
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	movq	%r12, %rdi
	movq	%rax, %r15
	call	fmt_us.constprop.0
	movq	%r15, %rdx
	leaq	.LC172(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L880
.L913:
	leaq	.LC179(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L888
.L912:
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	leaq	.LC177(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L886
.L911:
	movq	80(%rbx), %rsi
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movq	%r15, %rdx
	leaq	.LC174(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L883
.L881:
	leaq	96(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	56(%rbx), %rsi
	movq	%r14, %rdi
	movq	%rax, (%rsp)
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	movq	%r12, %rdi
	movq	%rax, %r15
	call	fmt_us.constprop.0
	movq	(%rsp), %rcx
	movq	%r15, %rdx
	leaq	.LC173(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L880
.L917:
	leaq	.LC187(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L896
.L916:
	movq	40(%r13), %rdx
	movq	32(%r13), %rsi
	movl	$65536, %ecx
	xorl	%eax, %eax
	leaq	.LC186(%rip), %rdi
	call	printf@PLT
	jmp	.L896
.L915:
	movl	$29, %esi
	leaq	.LC183(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L894
.L918:
	leaq	96(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	56(%rbx), %rsi
	movq	%r14, %rdi
	movq	%rax, %r15
	call	fmt_us.constprop.0
	cmpl	$1, 40(%rbx)
	movq	48(%rbx), %rsi
	movq	%r12, %rdi
	leaq	.LC160(%rip), %rdx
	leaq	.LC11(%rip), %rcx
	movq	%rax, 8(%rsp)
	movq	%rdx, %r8
	cmovne	%rcx, %r8
	movq	%r8, (%rsp)
	call	fmt_us.constprop.0
	cmpl	$1, 44(%rbx)
	leaq	.LC11(%rip), %rcx
	leaq	.LC160(%rip), %rdx
	cmovne	%rcx, %rdx
	cmpl	$1, 40(%rbx)
	pushq	%rdi
	.cfi_def_cfa_offset 200
	leaq	.LC161(%rip), %rcx
	pushq	%r15
	.cfi_def_cfa_offset 208
	leaq	.LC162(%rip), %rsi
	movq	24(%rsp), %r9
	leaq	.LC170(%rip), %rdi
	cmove	%rcx, %rsi
	movq	16(%rsp), %r8
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	popq	%r8
	.cfi_def_cfa_offset 200
	popq	%r9
	.cfi_def_cfa_offset 192
	jmp	.L880
.L908:
	movq	32(%rbx), %rsi
	leaq	64(%rsp), %r14
	leaq	32(%rsp), %r12
	movsd	.LC72(%rip), %xmm0
	mulsd	24(%rbx), %xmm0
	movq	%r14, %rdi
	movsd	%xmm0, (%rsp)
	call	fmt_us.constprop.0
	movq	(%rbx), %rsi
	movq	%r12, %rdi
	movq	%rax, %r15
	call	fmt_us.constprop.0
	movsd	(%rsp), %xmm0
	movq	%r15, %rdx
	leaq	.LC168(%rip), %rdi
	movq	%rax, %rsi
	movl	$1, %eax
	call	printf@PLT
	jmp	.L874
	.cfi_endproc
.LFE216:
	.size	print_plan, .-print_plan
	.section	.rodata.str1.1
.LC190:
	.string	"%-10s %9lu"
	.globl	__divti3
.LC191:
	.string	"%lu.%04lu"
.LC192:
	.string	" %8lu %8s"
	.text
	.p2align 4
	.type	print_row, @function
print_row:
.LFB153:
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
	leaq	.LC190(%rip), %rdi
	movq	%rsp, %rbp
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L920:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	fmt_us.constprop.0
	movq	%r13, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L920
	movq	(%r12), %r8
	movq	56(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L921
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
.L921:
	movq	%rbp, %rdi
	leaq	.LC191(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC192(%rip), %rdi
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
.LFE153:
	.size	print_row, .-print_row
	.section	.rodata.str1.1
.LC193:
	.string	"--arrivals"
	.text
	.p2align 4
	.type	due_open.constprop.0, @function
due_open.constprop.0:
.LFB275:
	.cfi_startproc
	leaq	8(%rdi), %r8
	movq	%rdi, %r9
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	%r8, %rdi
	rep stosq
	movq	%rsi, (%r9)
	cmpq	$0, 112(%rsi)
	je	.L933
.L929:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L933:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L929
	cmpl	$1, %eax
	je	.L934
	movq	104(%rsi), %rsi
	leaq	40(%r9), %rdi
	movq	%rdx, %r8
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC193(%rip), %rdx
	jmp	numbers_open
	.p2align 4,,10
	.p2align 3
.L934:
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%r9)
	xorl	%eax, %eax
	movsd	%xmm0, 16(%r9)
	ret
	.cfi_endproc
.LFE275:
	.size	due_open.constprop.0, .-due_open.constprop.0
	.p2align 4
	.type	dist_count_le.isra.0, @function
dist_count_le.isra.0:
.LFB277:
	.cfi_startproc
	movq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L940
	salq	$5, %rsi
	xorl	%r10d, %r10d
	leaq	(%rdi,%rsi), %r8
	jmp	.L939
	.p2align 4,,10
	.p2align 3
.L937:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L938
	subq	%r9, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L938
	subq	%rax, %rdx
	imulq	%rcx, %rdx
	addq	%rdx, %r10
.L938:
	addq	$32, %rdi
	cmpq	%rdi, %r8
	je	.L935
.L939:
	movq	(%rdi), %rax
	movq	24(%rdi), %rcx
	cmpq	%rax, %r9
	jb	.L937
	imulq	16(%rdi), %rcx
	addq	$32, %rdi
	addq	%rcx, %r10
	cmpq	%rdi, %r8
	jne	.L939
.L935:
	movq	%r10, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L940:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	ret
	.cfi_endproc
.LFE277:
	.size	dist_count_le.isra.0, .-dist_count_le.isra.0
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
.LFB77:
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
	je	.L946
	movq	(%rdi), %rdi
	movq	16(%rdi), %rax
	movq	%rdi, 56(%rsp)
	movq	%rax, (%rsp)
	mulq	24(%rdi)
	movq	%rax, %r14
	movq	%rdx, %rax
	movq	%rdx, %r15
	subq	$0, %rax
	jne	.L962
	leaq	48(%rdi), %rcx
	xorl	%esi, %esi
	movq	$-1, %r10
	xorl	%edi, %edi
	jmp	.L948
	.p2align 4,,10
	.p2align 3
.L949:
	movq	(%rcx), %rax
	mulq	8(%rcx)
	addq	%rax, %r14
	movq	%rdi, %rax
	adcq	%rdx, %r15
	addq	$32, %rcx
	cmpq	%r14, %r10
	sbbq	%r15, %rax
	jc	.L962
.L948:
	addq	$1, %rsi
	cmpq	%r12, %rsi
	jne	.L949
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
.L950:
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
	jne	.L950
	movq	16(%rsp), %r14
	movl	40(%rsp), %r11d
	movq	%r15, %rbp
	movq	24(%rsp), %r15
	movq	%r14, 40(%rsp)
.L951:
	movq	40(%rsp), %rax
	movq	%r12, 64(%rbx)
	movq	%r13, 72(%rbx)
	movq	%rax, (%rbx)
	movq	$99999, 64(%rsp)
	movq	$0, 72(%rsp)
	testl	%r11d, %r11d
	jne	.L953
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
.L953:
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
.L960:
	movq	40(%rsp), %r14
	xorl	%r15d, %r15d
	testq	%r14, %r14
	je	.L954
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
	je	.L964
	movq	%rbx, %rax
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L956:
	movq	(%rax), %rdx
	cmpq	%rdx, %r13
	cmovb	%rdx, %r13
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L956
.L955:
	xorl	%r15d, %r15d
	jmp	.L958
	.p2align 4,,10
	.p2align 3
.L959:
	movq	%r13, %r14
	movq	8(%rbp), %rsi
	movq	%rbx, %rdi
	subq	%r15, %r14
	shrq	%r14
	addq	%r15, %r14
	movq	%r14, %rdx
	call	dist_count_le.isra.0
	cmpq	%r11, %rax
	jb	.L971
	movq	%r14, %r13
.L958:
	cmpq	%r13, %r15
	jb	.L959
.L954:
	movq	16(%rsp), %rax
	addq	$8, (%rsp)
	leaq	48+PCT_MILLI(%rip), %rdi
	movq	%r15, (%rax)
	addq	$8, %rax
	movq	%rax, 16(%rsp)
	movq	(%rsp), %rax
	cmpq	%rax, %rdi
	jne	.L960
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
.L971:
	.cfi_restore_state
	leaq	1(%r14), %r15
	jmp	.L958
	.p2align 4,,10
	.p2align 3
.L962:
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
.L964:
	.cfi_restore_state
	xorl	%r13d, %r13d
	jmp	.L955
.L946:
	movq	(%rdi), %rax
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	xorl	%r12d, %r12d
	movq	$0, 40(%rsp)
	xorl	%r13d, %r13d
	movq	%rax, 56(%rsp)
	jmp	.L951
	.cfi_endproc
.LFE77:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB278:
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
	jne	.L974
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L974:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L976:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L975
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
.L975:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L976
	testq	%r15, %r15
	je	.L980
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L978:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L978
.L977:
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
.L980:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L977
	.cfi_endproc
.LFE278:
	.size	summarise.isra.0, .-summarise.isra.0
	.p2align 4
	.type	service_max, @function
service_max:
.LFB32:
	.cfi_startproc
	movl	8(%rdi), %edx
	movq	(%rdi), %rax
	cmpl	$2, %edx
	je	.L986
	cmpl	$3, %edx
	je	.L987
	cmpl	$1, %edx
	je	.L997
	ret
.L986:
	movq	32(%rdi), %rdx
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	ret
.L997:
	imulq	$37, %rax, %rax
	addq	$1, %rax
	ret
.L987:
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
	js	.L989
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L990:
	movsd	%xmm1, 8(%rsp)
	call	log@PLT
	movsd	8(%rsp), %xmm1
	movapd	%xmm1, %xmm2
	mulsd	%xmm1, %xmm2
	mulsd	.LC86(%rip), %xmm2
	mulsd	.LC194(%rip), %xmm1
	subsd	%xmm2, %xmm0
	addsd	%xmm1, %xmm0
	call	exp@PLT
	movl	$1, %eax
	addsd	.LC2(%rip), %xmm0
	salq	$50, %rax
	comisd	.LC195(%rip), %xmm0
	jnb	.L985
	movsd	.LC82(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L991
	cvttsd2siq	%xmm0, %rax
.L985:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L989:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L990
.L991:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L985
	.cfi_endproc
.LFE32:
	.size	service_max, .-service_max
	.p2align 4
	.type	aggregate, @function
aggregate:
.LFB156:
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
	jne	.L1013
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
.L1012:
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
.L1000:
	movq	%r12, %rdx
	movq	%rbx, %rsi
	movq	$-1, %rcx
	testl	%ebp, %ebp
	jne	.L1003
	jmp	.L1007
	.p2align 4,,10
	.p2align 3
.L1026:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1002:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%r14, %rdx
	je	.L1007
.L1003:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L1026
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1002
	.p2align 4,,10
	.p2align 3
.L1007:
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
	jne	.L1000
	movq	64(%rsp), %r15
	movq	%r13, %rbx
	testl	%ebp, %ebp
	je	.L1008
	movq	(%rsp), %rax
	movq	24(%rsp), %rdx
	leaq	-56(%rax), %rcx
	.p2align 4,,10
	.p2align 3
.L1009:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L1009
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
.L1010:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L1010
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
.L1011:
	movdqa	(%rcx), %xmm1
	addq	$16, %rdx
	addq	$288, %rcx
	movaps	%xmm1, -16(%rdx)
	cmpq	%rdx, %rax
	jne	.L1011
.L1014:
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
	jne	.L1012
	movq	80(%rsp), %r13
	movq	48(%rsp), %rdx
.L1013:
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
.L1008:
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
	jmp	.L1014
	.cfi_endproc
.LFE156:
	.size	aggregate, .-aggregate
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
	jnb	.L1027
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
	jmp	.L1037
	.p2align 4,,10
	.p2align 3
.L1047:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L1032:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L1031:
	cmpq	%r15, %rbp
	jnb	.L1027
.L1037:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L1029
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L1029
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1046
.L1029:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L1032
	cmpq	%rax, %rbx
	jnb	.L1033
	addq	%r8, %rdx
.L1034:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1047
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L1032
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
	jmp	.L1032
	.p2align 4,,10
	.p2align 3
.L1033:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L1034
	.p2align 4,,10
	.p2align 3
.L1027:
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
.L1046:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L1030:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L1030
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L1031
	.cfi_endproc
.LFE52:
	.size	run_closed, .-run_closed
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB78:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L1063
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
.L1049:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L1054
	.p2align 4,,10
	.p2align 3
.L1050:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L1052
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L1052:
	testq	%r8, %r8
	je	.L1053
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L1053
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L1053:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L1050
.L1054:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L1049
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
.L1063:
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
	je	.L1067
	cmpl	$3, %eax
	je	.L1068
	cmpl	$1, %eax
	movq	(%rdi), %rax
	je	.L1069
.L1066:
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
.L1067:
	.cfi_restore_state
	movq	96(%rdi), %rdi
	movq	%rsi, %rdx
	movabsq	$6000292609090864433, %rsi
	call	draw_u01
	movsd	24(%rbx), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L1096
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
.L1069:
	.cfi_restore_state
	testq	%rax, %rax
	js	.L1071
	pxor	%xmm7, %xmm7
	cvtsi2sdq	%rax, %xmm7
	movsd	%xmm7, 8(%rsp)
.L1072:
	movq	96(%rbx), %rdi
	movq	%rbp, %rdx
	movabsq	$6000292609090864433, %rsi
	call	draw_u01
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movsd	.LC86(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1087
	comisd	.LC196(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1066
	movsd	.LC82(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1100
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1066
	.p2align 4,,10
	.p2align 3
.L1068:
	movsd	16(%rdi), %xmm0
	movq	(%rdi), %r12
	mulsd	%xmm0, %xmm0
	call	log1p@PLT
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1097
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
.L1081:
	testq	%r12, %r12
	js	.L1082
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1083:
	call	log@PLT
	movsd	8(%rsp), %xmm2
	movq	96(%rbx), %rbx
	movq	%rbp, %rdx
	movabsq	$6000292609090864433, %rsi
	movapd	%xmm0, %xmm1
	movapd	%xmm2, %xmm0
	movq	%rbx, %rdi
	mulsd	%xmm2, %xmm0
	mulsd	.LC86(%rip), %xmm0
	subsd	%xmm0, %xmm1
	movsd	%xmm1, 24(%rsp)
	call	draw_u01
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	.LC197(%rip), %xmm0
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1098
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 16(%rsp)
.L1086:
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
	addsd	.LC86(%rip), %xmm0
	movsd	.LC2(%rip), %xmm1
	comisd	%xmm0, %xmm1
	ja	.L1087
	comisd	.LC195(%rip), %xmm0
	movabsq	$1125899906842624, %rax
	jnb	.L1066
	movsd	.LC82(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1101
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1066
	.p2align 4,,10
	.p2align 3
.L1096:
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
.L1071:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1072
	.p2align 4,,10
	.p2align 3
.L1087:
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
.L1082:
	.cfi_restore_state
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1083
	.p2align 4,,10
	.p2align 3
.L1100:
	cvttsd2siq	%xmm1, %rax
	jmp	.L1066
	.p2align 4,,10
	.p2align 3
.L1101:
	cvttsd2siq	%xmm0, %rax
	jmp	.L1066
.L1097:
	call	sqrt@PLT
	movsd	%xmm0, 8(%rsp)
	jmp	.L1081
.L1098:
	call	sqrt@PLT
	movsd	%xmm0, 16(%rsp)
	jmp	.L1086
	.cfi_endproc
.LFE30:
	.size	service_of, .-service_of
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
.LFE53:
	.size	run_open, .-run_open
	.p2align 4
	.type	dist_of_sorted, @function
dist_of_sorted:
.LFB93:
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
.LFE93:
	.size	dist_of_sorted, .-dist_of_sorted
	.section	.rodata.str1.1
.LC199:
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
	je	.L1155
.L1153:
	ret
	.p2align 4,,10
	.p2align 3
.L1155:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L1153
	cmpl	$1, %eax
	je	.L1156
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	leaq	40(%rdx), %rdi
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC193(%rip), %rdx
	subq	$256, %rsp
	.cfi_def_cfa_offset 272
	movq	104(%rsi), %rsi
	movq	%rsp, %rbx
	movq	%rbx, %r8
	call	numbers_open
	testl	%eax, %eax
	jne	.L1157
	addq	$256, %rsp
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1156:
	.cfi_restore 3
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%rdx)
	movsd	%xmm0, 16(%rdx)
	ret
.L1157:
	.cfi_def_cfa_offset 272
	.cfi_offset 3, -16
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC199(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE43:
	.size	due_restart, .-due_restart
	.section	.rodata.str1.8
	.align 8
.LC203:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.section	.rodata.str1.1
.LC204:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC205:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC206:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC207:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC209:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC210:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC211:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
.LFB184:
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
	movapd	.LC200(%rip), %xmm0
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
	jle	.L1164
	movslq	%r12d, %rax
	movsd	.LC201(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L1163
	.p2align 4,,10
	.p2align 3
.L1197:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1162:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L1196
.L1163:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L1197
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1162
.L1196:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1198
.L1164:
	movsd	.LC2(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L1160:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC203(%rip), %rsi
	pushq	%r14
	leaq	XTICK.6(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	movq	%rbx, -272(%rbp)
	leaq	-240(%rbp), %rsi
	leaq	.LC205(%rip), %rdx
	movq	%rbx, %rdi
	leaq	.LC204(%rip), %rcx
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
.L1167:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC58(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC206(%rip), %rsi
	mulsd	.LC54(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC55(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L1167
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L1183
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
.L1182:
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
	je	.L1170
	testq	%rbx, %rbx
	je	.L1170
	testq	%rax, %rax
	je	.L1170
	testq	%r14, %r14
	je	.L1199
	movq	.LC201(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L1177
	.p2align 4,,10
	.p2align 3
.L1200:
	divsd	%xmm6, %xmm0
	movsd	.LC2(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L1173:
	call	log10@PLT
	movq	.LC58(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L1175
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1176:
	movq	-264(%rbp), %rax
	divsd	.LC201(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L1172
.L1177:
	movsd	(%r12), %xmm0
	movsd	.LC72(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L1200
	movq	.LC31(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L1173
	.p2align 4,,10
	.p2align 3
.L1175:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1176
	.p2align 4,,10
	.p2align 3
.L1199:
	movsd	.LC201(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L1172:
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
	js	.L1178
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1179:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC52(%rip), %xmm0
	movsd	.LC53(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC209(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC208(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L1180
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1181:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC210(%rip), %rdx
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
	leaq	.LC211(%rip), %rsi
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
	jne	.L1182
.L1183:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC207(%rip), %rdi
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
.L1180:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1181
	.p2align 4,,10
	.p2align 3
.L1178:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1179
.L1198:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC202(%rip), %xmm2
	movsd	.LC65(%rip), %xmm3
	movsd	.LC59(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L1166
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
.L1166:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L1160
.L1170:
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
.LFE184:
	.size	spectrum_writer, .-spectrum_writer
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB85:
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
	jne	.L1201
	movl	152(%rdi), %ecx
	movq	%rdi, %r11
	testl	%ecx, %ecx
	jne	.L1201
	cmpq	$1, 160(%rdi)
	je	.L1218
.L1201:
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
.L1218:
	.cfi_restore_state
	movl	8(%rdi), %eax
	testl	%eax, %eax
	jne	.L1201
	movq	40(%rdi), %r10
	testq	%r10, %r10
	jne	.L1201
	movq	%rsi, %r12
	movq	%rdx, %rbx
	call	closed_form_gap.part.0
	testq	%rax, %rax
	jne	.L1201
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
.L1205:
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L1204
	jmp	.L1203
	.p2align 4,,10
	.p2align 3
.L1212:
	movq	%rdx, %rcx
.L1204:
	movq	%r10, %rax
	xorl	%edx, %edx
	movq	%rcx, %r10
	divq	%rcx
	testq	%rdx, %rdx
	jne	.L1212
.L1203:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	jne	.L1205
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
.LFE85:
	.size	lattice_plan, .-lattice_plan
	.p2align 4
	.type	plan_route, @function
plan_route:
.LFB137:
	.cfi_startproc
	movl	204(%rdi), %ecx
	testl	%ecx, %ecx
	je	.L1229
	movl	%ecx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L1229:
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
	jne	.L1219
	cmpq	$1048576, 136(%rbx)
	movl	$3, %ecx
	ja	.L1219
	movl	152(%rbx), %edx
	leaq	by_kind.5(%rip), %rax
	movl	(%rax,%rdx,4), %ecx
	cmpl	$3, %ecx
	jne	.L1224
	movq	144(%rbx), %rax
	testq	%rax, %rax
	je	.L1224
	xorl	%edx, %edx
	divq	(%rbx)
	movq	160(%rbx), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	$1048576, %rax
	movl	$1, %eax
	cmovbe	%eax, %ecx
.L1219:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1224:
	.cfi_restore_state
	movl	$1, %ecx
	addq	$16, %rsp
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE137:
	.size	plan_route, .-plan_route
	.p2align 4
	.type	buffers_init, @function
buffers_init:
.LFB139:
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
	je	.L1230
	cmpl	$2, %edx
	je	.L1250
	movl	152(%rbp), %edx
	movq	136(%rbp), %r12
	leaq	by_kind.5(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	movq	%r12, %rdi
	je	.L1251
.L1236:
	leaq	0(,%rdi,8), %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rbx)
	testq	%rax, %rax
	je	.L1234
	salq	$3, %r12
.L1235:
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
.L1230:
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
.L1251:
	.cfi_restore_state
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L1236
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	160(%rbp), %rdx
	leaq	1(%rax,%rdx), %rdi
	jmp	.L1236
	.p2align 4,,10
	.p2align 3
.L1250:
	leaq	24(%rsp), %rdx
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	lattice_plan
	testl	%eax, %eax
	je	.L1234
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
	je	.L1234
	movdqa	(%rsp), %xmm0
	movl	$8, %esi
	movq	%rbp, %rdi
	movups	%xmm0, 56(%rbx)
	call	calloc@PLT
	movq	%rax, 72(%rbx)
	testq	%rax, %rax
	je	.L1234
	movl	$524288, %r12d
	movl	$524288, %ebp
	jmp	.L1235
.L1234:
	movl	$-1, %eax
	jmp	.L1230
	.cfi_endproc
.LFE139:
	.size	buffers_init, .-buffers_init
	.section	.rodata.str1.1
.LC213:
	.string	"--help"
	.section	.rodata.str1.8
	.align 8
.LC214:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC215:
	.string	"unexpected argument '%s': %s"
.LC216:
	.string	"see bench --help"
.LC217:
	.string	"unknown option '%s': %s"
.LC218:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC219:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC220:
	.string	"--quick"
.LC221:
	.string	"--export-values"
.LC222:
	.string	"--verbose"
.LC223:
	.string	"--cross-check"
.LC224:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC225:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC226:
	.string	"at most 1000 characters"
.LC227:
	.string	"%s: the value is too long: %s"
.LC228:
	.string	"--rank"
.LC229:
	.string	"round"
.LC230:
	.string	"ceil"
.LC231:
	.string	"use round or ceil"
.LC232:
	.string	"--rank '%s' is not valid: %s"
.LC233:
	.string	"--exact-by"
.LC234:
	.string	"auto"
.LC235:
	.string	"sorted"
.LC236:
	.string	"sort"
.LC237:
	.string	"lattice"
.LC238:
	.string	"passes"
	.section	.rodata.str1.8
	.align 8
.LC239:
	.string	"use auto, sorted, lattice or passes"
	.align 8
.LC240:
	.string	"--exact-by '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC241:
	.string	"--service-dist"
	.section	.rodata.str1.8
	.align 8
.LC242:
	.string	"%s '%s' is not valid: use one of the names --help lists"
	.section	.rodata.str1.1
.LC243:
	.string	"--stalls"
.LC244:
	.string	"poisson"
.LC245:
	.string	"--stall-dist"
.LC246:
	.string	"fixed"
.LC247:
	.string	"exp"
.LC248:
	.string	"--schedule"
	.section	.rodata.str1.8
	.align 8
.LC249:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.align 8
.LC250:
	.string	"--schedule '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC251:
	.string	"--closed"
.LC252:
	.string	"catch-up"
.LC253:
	.string	"skip"
.LC254:
	.string	"back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC255:
	.string	"use catch-up, skip or back-to-back"
	.align 8
.LC256:
	.string	"--closed '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC257:
	.string	"--correct"
.LC258:
	.string	"--trace-values"
.LC259:
	.string	"--export"
	.section	.rodata.str1.8
	.align 8
.LC260:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.align 8
.LC261:
	.string	"--export '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC262:
	.string	"--sweep"
.LC263:
	.string	"load"
.LC264:
	.string	"stall"
.LC265:
	.string	"use load or stall"
.LC266:
	.string	"--sweep '%s' is not valid: %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB281:
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
	jle	.L1312
	movl	%esi, 20(%rsp)
	xorl	%ebx, %ebx
	leaq	1152+OPTIONS(%rip), %rbp
	movl	%ebx, %r14d
	.p2align 4,,10
	.p2align 3
.L1253:
	movslq	%r14d, %rax
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 24(%rsp)
	movq	8(%rsp), %rcx
	movq	(%rcx,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L1319
	cmpb	$104, 1(%r15)
	jne	.L1319
	cmpb	$0, 2(%r15)
	movl	$-1, %eax
	leaq	.LC213(%rip), %r13
	jne	.L1319
.L1256:
	leaq	OPTIONS(%rip), %rbx
	xorl	%r12d, %r12d
	jmp	.L1261
	.p2align 4,,10
	.p2align 3
.L1257:
	addl	$1, %r12d
	addq	$32, %rbx
	cmpl	$36, %r12d
	je	.L1260
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
.L1261:
	movq	(%rbx), %rdi
	testl	%eax, %eax
	jne	.L1257
	movslq	%r12d, %rdx
	leaq	OPTIONS(%rip), %rax
	salq	$5, %rdx
	movl	8(%rax,%rdx), %eax
	cmpl	$2, %eax
	je	.L1355
	leal	1(%r14), %r13d
	cmpl	$1, %eax
	je	.L1356
	cmpl	%r13d, 20(%rsp)
	je	.L1357
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	movq	8(%rax,%rcx), %r12
	cmpb	$45, (%r12)
	jne	.L1321
	cmpb	$104, 1(%r12)
	jne	.L1321
	cmpb	$0, 2(%r12)
	movl	$-1, %eax
	leaq	.LC213(%rip), %rbx
	jne	.L1321
.L1274:
	leaq	32+OPTIONS(%rip), %r14
	jmp	.L1277
	.p2align 4,,10
	.p2align 3
.L1275:
	cmpq	%rbp, %r14
	je	.L1276
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	addq	$32, %r14
	call	strcmp@PLT
.L1277:
	testl	%eax, %eax
	jne	.L1275
	movq	32(%rsp), %rdi
	movq	%r12, %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	leaq	.LC225(%rip), %rdx
	call	snprintf@PLT
.L1264:
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
.L1276:
	.cfi_restore_state
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L1358
	movq	32(%rsp), %rcx
	movq	40(%rsp), %rdi
	movq	%r12, %rdx
	movq	%r15, %rsi
	call	apply_amount.constprop.0
	testl	%eax, %eax
	jle	.L1279
	leaq	.LC228(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1280
	leaq	.LC229(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC230(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1281
	testl	%eax, %eax
	jne	.L1359
.L1281:
	testl	%eax, %eax
	movq	40(%rsp), %rdx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 200(%rdx)
.L1271:
	leal	1(%r13), %r14d
	cmpl	%r14d, 20(%rsp)
	jg	.L1253
.L1312:
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
.L1319:
	.cfi_restore_state
	leaq	.LC115(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %r13
	call	strcmp@PLT
	jmp	.L1256
	.p2align 4,,10
	.p2align 3
.L1321:
	leaq	.LC115(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %rbx
	call	strcmp@PLT
	jmp	.L1274
	.p2align 4,,10
	.p2align 3
.L1260:
	cmpb	$45, (%r15)
	je	.L1360
.L1320:
	movq	32(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC214(%rip), %r8
	leaq	.LC215(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1264
	.p2align 4,,10
	.p2align 3
.L1280:
	leaq	.LC233(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1283
	leaq	.LC234(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1361
	leaq	.LC235(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1285
	leaq	.LC236(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1285
	leaq	.LC237(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1362
	leaq	.LC238(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1288
	movq	40(%rsp), %rax
	movl	$3, 204(%rax)
	jmp	.L1271
	.p2align 4,,10
	.p2align 3
.L1279:
	je	.L1271
	jmp	.L1264
	.p2align 4,,10
	.p2align 3
.L1360:
	cmpb	$45, 1(%r15)
	jne	.L1320
.L1263:
	movq	32(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC216(%rip), %r8
	leaq	.LC217(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1264
	.p2align 4,,10
	.p2align 3
.L1283:
	leaq	.LC241(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1363
	leaq	.LC243(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1364
	leaq	.LC245(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1365
	leaq	.LC248(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1299
	leaq	.LC246(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC244(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1300
	testl	%eax, %eax
	jne	.L1366
.L1300:
	testl	%eax, %eax
	movq	40(%rsp), %rcx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 72(%rcx)
	jmp	.L1271
.L1356:
	leaq	.LC220(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L1367
	leaq	.LC221(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	jne	.L1268
	movq	40(%rsp), %rax
	movl	$1, 296(%rax)
.L1267:
	movl	%r14d, %r13d
	jmp	.L1271
	.p2align 4,,10
	.p2align 3
.L1367:
	movq	40(%rsp), %rax
	movl	$1, 328(%rax)
	jmp	.L1267
.L1299:
	leaq	.LC193(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1368
	leaq	.LC251(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1302
	leaq	.LC252(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1303
	leaq	.LC253(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1318
	leaq	.LC254(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1369
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC255(%rip), %r8
	leaq	.LC256(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1264
.L1285:
	movq	40(%rsp), %rax
	movl	$1, 204(%rax)
	jmp	.L1271
.L1361:
	movq	40(%rsp), %rax
	movl	$0, 204(%rax)
	jmp	.L1271
.L1363:
	xorl	%ebx, %ebx
	leaq	SERVICE_DIST_NAME(%rip), %r14
.L1291:
	movq	(%r14,%rbx,8), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1370
	movq	40(%rsp), %rax
	movl	%ebx, 8(%rax)
	jmp	.L1271
.L1268:
	leaq	.LC222(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L1371
	leaq	.LC223(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1267
	movq	40(%rsp), %rax
	movl	$3, 216(%rax)
	jmp	.L1267
.L1371:
	movq	40(%rsp), %rax
	movl	$1, 300(%rax)
	jmp	.L1267
.L1368:
	movq	40(%rsp), %rax
	movq	%r12, 256(%rax)
	movl	$2, 72(%rax)
	jmp	.L1271
.L1364:
	leaq	.LC162(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L1372
.L1294:
	movq	40(%rsp), %rcx
	movl	%eax, 40(%rcx)
	jmp	.L1271
.L1355:
	movq	%rdi, %rcx
	movq	32(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC218(%rip), %r8
	leaq	.LC219(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1264
.L1365:
	leaq	.LC246(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L1373
.L1297:
	movq	40(%rsp), %rcx
	movl	%eax, 44(%rcx)
	jmp	.L1271
.L1357:
	movq	32(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC216(%rip), %r8
	leaq	.LC224(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1264
.L1358:
	movq	32(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC226(%rip), %r8
	leaq	.LC227(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1264
.L1362:
	movq	40(%rsp), %rax
	movl	$2, 204(%rax)
	jmp	.L1271
.L1370:
	addq	$1, %rbx
	cmpq	$4, %rbx
	jne	.L1291
.L1298:
	movq	32(%rsp), %rdi
	movq	%r12, %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	leaq	.LC242(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1264
.L1302:
	leaq	.LC257(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1374
	leaq	.LC258(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1375
	leaq	.LC259(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1307
	cmpb	$0, (%r12)
	je	.L1308
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L1308
	movq	40(%rsp), %rax
	movq	%r12, 288(%rax)
	jmp	.L1271
.L1372:
	leaq	.LC244(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1298
	movl	$1, %eax
	jmp	.L1294
.L1373:
	leaq	.LC247(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1298
	movl	$1, %eax
	jmp	.L1297
.L1375:
	movq	40(%rsp), %rax
	movq	%r12, 272(%rax)
	movl	$1, 216(%rax)
	jmp	.L1271
.L1374:
	movq	40(%rsp), %rax
	movq	%r12, 264(%rax)
	movl	$1, 216(%rax)
	jmp	.L1271
.L1359:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC231(%rip), %r8
	leaq	.LC232(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1264
.L1307:
	leaq	.LC262(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1263
	leaq	.LC263(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1311
	leaq	.LC264(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1376
.L1311:
	movq	40(%rsp), %rax
	movq	%r12, 280(%rax)
	movl	$2, 216(%rax)
	jmp	.L1271
.L1318:
	movl	$1, %eax
.L1303:
	movq	40(%rsp), %rcx
	movl	%eax, 152(%rcx)
	jmp	.L1271
.L1288:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC239(%rip), %r8
	leaq	.LC240(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1264
.L1376:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC265(%rip), %r8
	leaq	.LC266(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1264
	.p2align 4,,10
	.p2align 3
.L1369:
	movl	$2, %eax
	jmp	.L1303
.L1366:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC249(%rip), %r8
	leaq	.LC250(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1264
.L1308:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC260(%rip), %r8
	leaq	.LC261(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1264
	.cfi_endproc
.LFE281:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.1
.LC267:
	.string	"out of memory"
.LC268:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC269:
	.string	"use default, feed-10ms-stall, one-2s-stall, hundred-requests, hundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal or gc-pauses"
	.align 8
.LC270:
	.string	"--scenario '%s' is not valid: %s"
	.text
	.p2align 4
	.type	apply_scenario.constprop.0, @function
apply_scenario.constprop.0:
.LFB285:
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
.L1379:
	movq	(%r12), %rax
	movq	%rbp, %rdi
	movq	%rax, %rsi
	movq	%rax, 8(%rsp)
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1378
	addl	$1, %ebx
	addq	$24, %r12
	cmpl	$10, %ebx
	jne	.L1379
	leaq	.LC269(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC270(%rip), %rdx
.L1393:
	movq	16(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L1377
	.p2align 4,,10
	.p2align 3
.L1378:
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
	je	.L1394
	leaq	40(%rsp), %r12
	movl	%r8d, 28(%rsp)
	leaq	48(%rsp), %r13
	leaq	.LC50(%rip), %rbp
	movq	%r12, %rdx
	movq	%rbp, %rsi
	call	strtok_r@PLT
	movl	28(%rsp), %r8d
	testq	%rax, %rax
	je	.L1383
	movl	$1, %r15d
	leaq	48(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L1384:
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
	jne	.L1384
	movl	%edi, %r8d
.L1383:
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
.L1377:
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
.L1394:
	.cfi_restore_state
	leaq	.LC267(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC268(%rip), %rdx
	jmp	.L1393
	.cfi_endproc
.LFE285:
	.size	apply_scenario.constprop.0, .-apply_scenario.constprop.0
	.p2align 4
	.type	cqr_first_end, @function
cqr_first_end:
.LFB115:
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
	jne	.L1412
	movl	16(%rdi), %eax
	movl	$0, 24(%rdi)
	movq	%rdi, %r10
	movq	$99999, 96(%rsp)
	movq	$0, 104(%rsp)
	testl	%eax, %eax
	je	.L1425
.L1398:
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
.L1411:
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
	je	.L1426
	movq	72(%rsp), %rax
	movq	128(%rsp), %rdi
	movq	24(%rsp), %rsi
	addl	$1, 24(%rax)
	cmpq	%rsi, %rdi
	jnb	.L1401
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
.L1402:
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
	jnc	.L1405
	addq	$1, %rsi
	addq	%r11, %rbx
	addq	%r8, %rdi
	cmpq	$16383, %rsi
	jbe	.L1427
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
	jmp	.L1402
	.p2align 4,,10
	.p2align 3
.L1427:
	movq	%rsi, %r13
	movl	$1, %eax
	xorl	%ecx, %ecx
	jmp	.L1402
	.p2align 4,,10
	.p2align 3
.L1405:
	movq	136(%rsp), %rbx
	movq	%r13, 240(%rbx)
	movq	%rdi, 312(%rbx)
	movq	%r12, 360(%rbx)
	testl	%ecx, %ecx
	je	.L1428
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	movq	64(%rsp), %rax
	subl	$16, %ecx
	movl	%ecx, 192(%rax)
.L1400:
	addq	$8, 56(%rsp)
	addq	$8, %rbx
	addq	$4, 64(%rsp)
	cmpq	%rbx, 112(%rsp)
	jne	.L1411
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
.L1395:
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
.L1426:
	.cfi_restore_state
	movq	64(%rsp), %rax
	movl	$1, (%rax)
	jmp	.L1400
	.p2align 4,,10
	.p2align 3
.L1401:
	movq	72(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax), %rax
	movq	%rax, 32(%rsp)
	subq	$1, %rax
	je	.L1403
	.p2align 4,,10
	.p2align 3
.L1404:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L1414
	movq	%rax, %rdx
	shrq	%cl, %rdx
	testq	%rdx, %rdx
	jne	.L1404
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
.L1403:
	movq	64(%rsp), %rax
	movq	24(%rsp), %rdi
	movl	$1, 24(%rax)
	movq	$0, 144(%rbx)
	movq	%rdi, 192(%rbx)
	movq	$0, 240(%rbx)
	movq	$0, 312(%rbx)
	movl	%ecx, 192(%rax)
	jmp	.L1400
	.p2align 4,,10
	.p2align 3
.L1428:
	movq	24(%rsp), %rax
	imulq	%rbp, %r12
	subq	%rdi, %rax
	movq	72(%rsp), %rdi
	subq	%r12, %rax
	movq	(%rdi), %rdi
	movq	%rdi, %rdx
	movq	%rdi, 24(%rsp)
	subq	$1, %rdx
	je	.L1409
	.p2align 4,,10
	.p2align 3
.L1410:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L1416
	movq	%rdx, %rsi
	shrq	%cl, %rsi
	testq	%rsi, %rsi
	jne	.L1410
	movl	$16, %edx
	cmpl	%edx, %ecx
	cmovnb	%ecx, %edx
	leal	-16(%rdx), %ecx
.L1409:
	movq	64(%rsp), %rdi
	movl	$1, 24(%rdi)
	movq	%r13, 144(%rbx)
	movq	%rax, 192(%rbx)
	movq	$0, 240(%rbx)
	movq	$0, 312(%rbx)
	movl	%ecx, 192(%rdi)
	jmp	.L1400
	.p2align 4,,10
	.p2align 3
.L1425:
	movq	$50000, 96(%rsp)
	movq	$0, 104(%rsp)
	jmp	.L1398
	.p2align 4,,10
	.p2align 3
.L1414:
	movl	$48, %ecx
	jmp	.L1403
.L1416:
	movl	$48, %ecx
	jmp	.L1409
.L1412:
	movl	$-2, %eax
	jmp	.L1395
	.cfi_endproc
.LFE115:
	.size	cqr_first_end, .-cqr_first_end
	.section	.rodata.str1.1
.LC271:
	.string	"open: from the intended send"
.LC272:
	.string	"closed: from the actual send"
	.section	.rodata.str1.8
	.align 8
.LC274:
	.string	"No stall: the first second, the latency of each request by its due time"
	.section	.rodata.str1.1
.LC275:
	.string	"due time (ms)"
.LC276:
	.string	"%d"
	.text
	.p2align 4
	.type	first_second_writer, @function
first_second_writer:
.LFB186:
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
	movapd	.LC273(%rip), %xmm0
	movq	(%rsp), %r11
	movq	%rax, %r15
	movaps	%xmm0, 16(%rsp)
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 32(%rsp)
	testq	%r11, %r11
	je	.L1430
	testq	%rax, %rax
	je	.L1430
	testq	%rbx, %rbx
	je	.L1459
	movq	8(%rbp), %r12
	pxor	%xmm1, %xmm1
	movq	%r11, %r14
	leaq	(%r12,%rbx,8), %rbx
	jmp	.L1436
	.p2align 4,,10
	.p2align 3
.L1461:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1435:
	divsd	.LC201(%rip), %xmm0
	addq	$8, %r12
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%rbx, %r12
	je	.L1460
.L1436:
	movq	(%r12), %rax
	testq	%rax, %rax
	jns	.L1461
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1435
	.p2align 4,,10
	.p2align 3
.L1460:
	movsd	.LC202(%rip), %xmm6
	movq	%r14, %r11
	mulsd	%xmm0, %xmm6
	movq	%xmm6, %rbx
.L1432:
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
	ja	.L1462
.L1437:
	movapd	%xmm1, %xmm0
	movq	%r11, (%rsp)
	xorl	%ebx, %ebx
	leaq	.LC206(%rip), %r14
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	movl	$500, %ecx
	leaq	.LC274(%rip), %rax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movq	%r13, %rdi
	mulsd	%xmm0, %xmm2
	leaq	.LC203(%rip), %rsi
	movsd	%xmm2, 40(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 152
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 160
	call	fprintf@PLT
	leaq	32(%rsp), %rsi
	leaq	.LC275(%rip), %rdx
	movq	%r13, %rdi
	leaq	.LC204(%rip), %rcx
	movq	%rsi, 24(%rsp)
	call	svg_axes
	popq	%rax
	.cfi_def_cfa_offset 152
	popq	%rdx
	.cfi_def_cfa_offset 144
	leaq	48(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L1438:
	movl	%ebx, %ecx
	leaq	.LC276(%rip), %rdx
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
	mulsd	.LC54(%rip), %xmm1
	addsd	.LC55(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpl	$1100, %ebx
	jne	.L1438
	movq	(%rsp), %r11
	movsd	.LC201(%rip), %xmm1
	movl	$78, %r14d
	movl	$1, %r12d
	movq	%r11, %rbx
.L1439:
	movq	24(%rbp), %r8
	testq	%r8, %r8
	je	.L1452
	movq	16(%rbp), %rcx
	leaq	0(,%r8,8), %rdx
	xorl	%eax, %eax
	jmp	.L1448
	.p2align 4,,10
	.p2align 3
.L1464:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%rbx,%rax)
	cmpl	$1, %r12d
	je	.L1463
.L1442:
	movq	0(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	js	.L1446
.L1458:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L1445:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%r15,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	je	.L1452
.L1448:
	movq	(%rcx,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L1464
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
	jne	.L1442
.L1463:
	movq	8(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L1458
.L1446:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1445
	.p2align 4,,10
	.p2align 3
.L1452:
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
	leaq	.LC271(%rip), %rcx
	leaq	.LC272(%rip), %rax
	movl	$120, %r8d
	leaq	.LC211(%rip), %rsi
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
	je	.L1450
	movq	.LC201(%rip), %rax
	movl	$60, %r14d
	movq	%rax, %xmm1
	jmp	.L1439
	.p2align 4,,10
	.p2align 3
.L1450:
	movq	%r13, %rcx
	movl	$7, %edx
	movl	$1, %esi
	movq	%rbx, (%rsp)
	leaq	.LC207(%rip), %rdi
	call	fwrite@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1429:
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
.L1462:
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
	jmp	.L1437
.L1459:
	xorl	%ebx, %ebx
	movq	%rbx, %xmm1
	jmp	.L1432
.L1430:
	movq	%r11, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1429
	.cfi_endproc
.LFE186:
	.size	first_second_writer, .-first_second_writer
	.section	.rodata.str1.8
	.align 8
.LC277:
	.string	"load, % of the server's capacity"
	.section	.rodata.str1.1
.LC278:
	.string	"stall (us, log scale)"
.LC279:
	.string	"p99 latency (ms)"
.LC280:
	.string	"%g"
	.section	.rodata.str1.8
	.align 8
.LC281:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC282:
	.string	"#555555"
.LC283:
	.string	"theory, M/M/1 open p99"
	.section	.rodata.str1.8
	.align 8
.LC284:
	.string	"p99 against stall length (the load held fixed)"
	.section	.rodata.str1.1
.LC285:
	.string	"p99 against load"
	.text
	.p2align 4
	.type	sweep_writer, @function
sweep_writer:
.LFB187:
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
	jne	.L1501
	testq	%r14, %r14
	je	.L1501
	movq	72(%rsp), %rax
	movq	%r15, 24(%rsp)
	pxor	%xmm1, %xmm1
	xorl	%r12d, %r12d
	movq	%r13, 16(%rsp)
	movq	8(%rsp), %r13
	leaq	264(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L1475:
	movq	0(%r13,%r12,8), %rax
	testq	%rax, %rax
	js	.L1469
	movl	48(%rsp), %r11d
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testl	%r11d, %r11d
	je	.L1513
.L1471:
	movsd	%xmm0, 0(%rbp,%r12,8)
	leaq	-240(%rbx), %r15
.L1474:
	movq	(%r15), %rdx
	testq	%rdx, %rdx
	js	.L1472
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1473:
	divsd	.LC201(%rip), %xmm0
	addq	$80, %r15
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%r15, %rbx
	jne	.L1474
	addq	$1, %r12
	addq	$288, %rbx
	movsd	%xmm0, 136(%rsp)
	cmpq	%r14, %r12
	jb	.L1475
	movl	48(%rsp), %r10d
	movq	16(%rsp), %r13
	movq	24(%rsp), %r15
	testl	%r10d, %r10d
	je	.L1476
	pxor	%xmm0, %xmm0
	movq	.LC72(%rip), %rax
	comisd	%xmm0, %xmm1
	movq	%rax, 120(%rsp)
	ja	.L1477
	movsd	.LC2(%rip), %xmm0
	movsd	%xmm0, 40(%rsp)
.L1478:
	movl	$820, %edx
	leaq	.LC285(%rip), %rax
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
	leaq	.LC203(%rip), %rsi
	movabsq	$0x4059000000000000, %r13
	call	fprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 248
	popq	%rdx
	.cfi_def_cfa_offset 240
	leaq	.LC277(%rip), %rdx
	movq	$0x000000000, 8(%rsp)
.L1498:
	movq	80(%rsp), %rdi
	leaq	112(%rsp), %rsi
	leaq	.LC279(%rip), %rcx
	movq	%rsi, 88(%rsp)
	call	svg_axes
	movq	%r13, %xmm2
	comisd	8(%rsp), %xmm2
	jb	.L1514
	movl	48(%rsp), %r9d
	movsd	.LC61(%rip), %xmm2
	testl	%r9d, %r9d
	jne	.L1486
	movsd	.LC2(%rip), %xmm2
.L1486:
	movsd	8(%rsp), %xmm4
	movq	%r13, %xmm5
	movq	%rbp, 104(%rsp)
	leaq	144(%rsp), %rbx
	movsd	.LC54(%rip), %xmm7
	movq	80(%rsp), %rbp
	movq	%r13, 56(%rsp)
	leaq	.LC206(%rip), %r12
	subsd	%xmm4, %xmm5
	movapd	%xmm4, %xmm3
	movsd	.LC55(%rip), %xmm4
	movl	48(%rsp), %r13d
	movsd	%xmm7, 24(%rsp)
	movsd	%xmm4, 32(%rsp)
	movsd	%xmm5, 16(%rsp)
	movsd	%xmm2, 48(%rsp)
	.p2align 4,,10
	.p2align 3
.L1488:
	testl	%r13d, %r13d
	je	.L1515
	movapd	%xmm3, %xmm0
	movsd	%xmm3, 64(%rsp)
.L1512:
	leaq	.LC280(%rip), %rdx
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
	jnb	.L1488
	movq	104(%rsp), %rbp
.L1489:
	leaq	SET_NAME(%rip), %rax
	leaq	SET_COLOUR(%rip), %r13
	movq	80(%rsp), %r12
	movl	$60, 64(%rsp)
	movq	%rax, 48(%rsp)
	movq	72(%rsp), %rax
	movq	%r13, 72(%rsp)
	addq	$24, %rax
	movq	%rax, 56(%rsp)
.L1484:
	movq	56(%rsp), %rcx
	xorl	%edx, %edx
	jmp	.L1492
	.p2align 4,,10
	.p2align 3
.L1517:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1491:
	divsd	.LC201(%rip), %xmm0
	movsd	%xmm0, (%r15,%rdx,8)
	addq	$1, %rdx
	addq	$288, %rcx
	cmpq	%r14, %rdx
	jnb	.L1516
.L1492:
	movq	(%rcx), %rax
	testq	%rax, %rax
	jns	.L1517
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1491
	.p2align 4,,10
	.p2align 3
.L1472:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1473
	.p2align 4,,10
	.p2align 3
.L1469:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	movl	48(%rsp), %r11d
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testl	%r11d, %r11d
	jne	.L1471
.L1513:
	movsd	%xmm1, 8(%rsp)
	divsd	.LC66(%rip), %xmm0
	call	log10@PLT
	movsd	8(%rsp), %xmm1
	jmp	.L1471
	.p2align 4,,10
	.p2align 3
.L1476:
	movsd	0(%rbp), %xmm0
	movq	.LC60(%rip), %xmm4
	movsd	.LC59(%rip), %xmm6
	movapd	%xmm0, %xmm2
	movapd	%xmm4, %xmm3
	andpd	%xmm4, %xmm2
	ucomisd	%xmm2, %xmm6
	jbe	.L1479
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
.L1479:
	movsd	-8(%rbp,%r13), %xmm2
	movsd	%xmm0, 8(%rsp)
	movapd	%xmm4, %xmm5
	movapd	%xmm2, %xmm3
	andpd	%xmm4, %xmm3
	ucomisd	%xmm3, %xmm6
	jbe	.L1480
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
.L1480:
	unpcklpd	%xmm2, %xmm0
	movq	%xmm2, %r13
	movaps	%xmm0, 112(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1481
	movsd	.LC2(%rip), %xmm0
	movsd	%xmm0, 40(%rsp)
.L1482:
	movl	$500, %ecx
	movl	$820, %edx
	leaq	.LC284(%rip), %rax
	movsd	%xmm0, 136(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 248
	leaq	.LC203(%rip), %rsi
	movl	$500, %r9d
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 256
	movq	96(%rsp), %rdi
	movl	$820, %r8d
	call	fprintf@PLT
	popq	%rcx
	.cfi_def_cfa_offset 248
	leaq	.LC278(%rip), %rdx
	popq	%rsi
	.cfi_def_cfa_offset 240
	jmp	.L1498
	.p2align 4,,10
	.p2align 3
.L1516:
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
.L1493:
	movsd	(%r15,%r13,8), %xmm1
	divsd	40(%rsp), %xmm1
	movsd	0(%rbp,%r13,8), %xmm0
	movq	%rbx, %rdx
	mulsd	.LC52(%rip), %xmm1
	subsd	8(%rsp), %xmm0
	divsd	16(%rsp), %xmm0
	leaq	.LC281(%rip), %rsi
	movsd	.LC53(%rip), %xmm7
	mulsd	24(%rsp), %xmm0
	movq	%r12, %rdi
	addq	$1, %r13
	addsd	32(%rsp), %xmm0
	movl	$2, %eax
	subsd	%xmm1, %xmm7
	movapd	%xmm7, %xmm1
	call	fprintf@PLT
	cmpq	%r14, %r13
	jb	.L1493
	subq	$8, %rsp
	.cfi_def_cfa_offset 248
	movl	$120, %r8d
	movl	$92, %edx
	movq	56(%rsp), %r13
	leaq	.LC211(%rip), %rsi
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
	jne	.L1484
	movq	96(%rsp), %r12
	testq	%r12, %r12
	je	.L1495
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L1496:
	movsd	40(%rsp), %xmm1
	movsd	(%r12,%rbx,8), %xmm0
	divsd	.LC201(%rip), %xmm0
	call	fmin@PLT
	movsd	%xmm0, (%r15,%rbx,8)
	addq	$1, %rbx
	cmpq	%r14, %rbx
	jb	.L1496
	subq	$8, %rsp
	.cfi_def_cfa_offset 248
	movq	%r14, %r8
	movq	%r15, %rcx
	movq	%rbp, %rdx
	pushq	$1
	.cfi_def_cfa_offset 256
	movq	96(%rsp), %rbx
	leaq	.LC282(%rip), %r9
	movq	104(%rsp), %rsi
	movq	%rbx, %rdi
	call	svg_line
	leaq	.LC283(%rip), %rax
	movl	$114, %r9d
	movl	$120, %r8d
	movq	%rax, (%rsp)
	movl	$114, %ecx
	leaq	.LC49(%rip), %rax
	movl	$92, %edx
	pushq	$118
	.cfi_def_cfa_offset 264
	leaq	.LC211(%rip), %rsi
	movq	%rbx, %rdi
	pushq	$126
	.cfi_def_cfa_offset 272
	pushq	%rax
	.cfi_def_cfa_offset 280
	leaq	.LC282(%rip), %rax
	pushq	%rax
	.cfi_def_cfa_offset 288
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	.cfi_def_cfa_offset 240
.L1495:
	movq	80(%rsp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC207(%rip), %rdi
	call	fwrite@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1465:
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
.L1515:
	.cfi_restore_state
	movq	.LC61(%rip), %rax
	movapd	%xmm3, %xmm1
	movsd	%xmm3, 64(%rsp)
	movq	%rax, %xmm0
	call	pow@PLT
	jmp	.L1512
.L1477:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm1
	movsd	.LC202(%rip), %xmm2
	movsd	.LC65(%rip), %xmm3
	movsd	.LC59(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L1518
.L1500:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, 40(%rsp)
	movapd	%xmm2, %xmm0
	jmp	.L1478
.L1518:
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
	jmp	.L1500
.L1481:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 16(%rsp)
	call	nice_step
	movsd	16(%rsp), %xmm1
	movsd	.LC202(%rip), %xmm2
	movq	.LC60(%rip), %xmm4
	movq	.LC59(%rip), %rax
	mulsd	%xmm1, %xmm2
	movq	%rax, %xmm6
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm6
	jbe	.L1499
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
.L1499:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 16(%rsp)
	call	nice_step
	movsd	16(%rsp), %xmm2
	mulsd	%xmm2, %xmm0
	movsd	%xmm0, 40(%rsp)
	jmp	.L1482
.L1514:
	movq	%r13, %xmm5
	subsd	8(%rsp), %xmm5
	movsd	.LC54(%rip), %xmm7
	movsd	%xmm7, 24(%rsp)
	movsd	%xmm5, 16(%rsp)
	movsd	.LC55(%rip), %xmm5
	movsd	%xmm5, 32(%rsp)
	jmp	.L1489
.L1501:
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movl	$-1, %eax
	jmp	.L1465
	.cfi_endproc
.LFE187:
	.size	sweep_writer, .-sweep_writer
	.section	.rodata.str1.1
.LC286:
	.string	"ok %s\n"
.LC287:
	.string	"%s"
.LC288:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB237:
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
	je	.L1531
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1524:
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
	jc	.L1524
	leaq	80(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC287(%rip), %rdx
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
.L1527:
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
	jc	.L1527
	leaq	(%rbx,%rsi), %rcx
	leaq	32(%rsp), %rbx
	movq	24(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC287(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC288(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1519:
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
.L1531:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC286(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1519
	.cfi_endproc
.LFE237:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC289:
	.string	"parse_time '%s'%s"
.LC290:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB238:
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
	jne	.L1538
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC290(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC289(%rip), %rdx
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
.L1538:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC11(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC289(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L1539
.L1535:
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
.L1539:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L1535
	.cfi_endproc
.LFE238:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.1
.LC291:
	.string	"RESULT set=%s"
.LC292:
	.string	" n=%lu"
.LC293:
	.string	" %s_ns=%lu"
	.section	.rodata.str1.8
	.align 8
.LC294:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.text
	.p2align 4
	.type	print_result_set, @function
print_result_set:
.LFB152:
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
	leaq	.LC293(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	leaq	8(%rbx), %r15
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	movq	%rsi, 24(%rsp)
	movq	%rdi, %rsi
	leaq	.LC291(%rip), %rdi
	call	printf@PLT
	movq	(%rbx), %rsi
	leaq	.LC292(%rip), %rdi
	xorl	%eax, %eax
	leaq	PCT_NAME(%rip), %rbx
	call	printf@PLT
	leaq	48(%rbx), %r14
	.p2align 4,,10
	.p2align 3
.L1541:
	movq	(%r15), %rdx
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %r15
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L1541
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
.L1544:
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
	jc	.L1544
	leaq	32(%rsp), %rbp
	addq	%rbx, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC287(%rip), %rdx
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	24(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax), %r8
	movq	56(%rax), %rax
	testq	%r8, %r8
	je	.L1545
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
.L1545:
	movq	%rbx, %rdi
	leaq	.LC191(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	24(%rsp), %rax
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC294(%rip), %rdi
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
.LFE152:
	.size	print_result_set, .-print_result_set
	.section	.rodata.str1.8
	.align 8
.LC295:
	.string	"CHECK FAILED rep=%u %s %s expected=%s actual=%s\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB132:
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
	je	.L1563
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1556:
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
	jc	.L1556
	leaq	96(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC287(%rip), %rdx
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
.L1559:
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
	jc	.L1559
	leaq	(%rbx,%rsi), %rcx
	leaq	48(%rsp), %rbx
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC287(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rcx
	movl	20(%rsp), %esi
	xorl	%eax, %eax
	movq	24(%rsp), %rdx
	movq	%rbp, %r9
	movq	%rbx, %r8
	leaq	.LC295(%rip), %rdi
	call	printf@PLT
.L1551:
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
.L1563:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L1551
	.cfi_endproc
.LFE132:
	.size	check, .-check
	.section	.rodata.str1.1
.LC296:
	.string	"sum_ns"
.LC297:
	.string	"corrected"
.LC298:
	.string	"stalls"
.LC299:
	.string	"closed"
.LC300:
	.string	"open"
.LC301:
	.string	"last_completion_ns"
	.text
	.p2align 4
	.type	check_outcome, @function
check_outcome:
.LFB133:
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
.L1565:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L1566:
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
	jne	.L1566
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
	leaq	.LC296(%rip), %rcx
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
	jne	.L1565
	movq	72(%rsp), %rbx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC3(%rip), %rcx
	leaq	.LC298(%rip), %r13
	leaq	.LC299(%rip), %r14
	movq	160(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	leaq	.LC297(%rip), %rdx
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
	leaq	.LC300(%rip), %r13
	xorl	%r9d, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	248(%rbp), %r8
	movq	%r13, %rdx
	movl	%r15d, 36(%rsp)
	leaq	.LC301(%rip), %r15
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
.LFE133:
	.size	check_outcome, .-check_outcome
	.section	.rodata.str1.8
	.align 8
.LC302:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC303:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC304:
	.string	"#2e8b57"
.LC305:
	.string	"#1f5fbf"
.LC306:
	.string	"closed: one sample of %s us"
.LC307:
	.string	"open: %lu requests delayed"
.LC308:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC309:
	.string	"corrected: %lu samples imputed every %s us"
	.text
	.p2align 4
	.type	timeline_writer, @function
timeline_writer:
.LFB185:
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
	jb	.L1571
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L1571:
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
	js	.L1572
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L1573:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L1574
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L1575:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L1625
	cmpq	$0, -368(%rbp)
	je	.L1625
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L1579
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1580:
	subsd	%xmm2, %xmm0
	movsd	.LC201(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L1581
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1582:
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
	js	.L1583
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L1584:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC201(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L1623
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L1588
	.p2align 4,,10
	.p2align 3
.L1641:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1587:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC201(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L1640
.L1588:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L1641
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1587
	.p2align 4,,10
	.p2align 3
.L1640:
	movsd	.LC202(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L1585:
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
	ja	.L1642
.L1589:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC201(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	48(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L1590
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1591:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC302(%rip), %rdx
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
	leaq	.LC203(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rsi
	leaq	.LC204(%rip), %rcx
	movq	%r14, %rdi
	leaq	.LC303(%rip), %rdx
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
	movq	.LC201(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L1643
.L1592:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L1644
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC206(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L1598:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC60(%rip), %xmm0
	leaq	.LC280(%rip), %rdx
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
	movq	.LC201(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L1598
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L1599:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L1645
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
	jmp	.L1604
	.p2align 4,,10
	.p2align 3
.L1647:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1601:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L1602
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1603:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L1646
.L1604:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L1647
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1601
	.p2align 4,,10
	.p2align 3
.L1602:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1603
	.p2align 4,,10
	.p2align 3
.L1646:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC308(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC201(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L1648
.L1619:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L1612
	.p2align 4,,10
	.p2align 3
.L1650:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1609:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L1610
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L1611:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L1649
.L1612:
	testq	%rdx, %rdx
	jns	.L1650
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1609
	.p2align 4,,10
	.p2align 3
.L1610:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1611
	.p2align 4,,10
	.p2align 3
.L1649:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC304(%rip), %r9
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
	movq	.LC201(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L1607
.L1606:
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
	jmp	.L1618
	.p2align 4,,10
	.p2align 3
.L1651:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1615:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L1616
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1617:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L1607
.L1618:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L1651
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1615
	.p2align 4,,10
	.p2align 3
.L1616:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1617
	.p2align 4,,10
	.p2align 3
.L1645:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC308(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC201(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L1619
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC304(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L1607:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC305(%rip), %r9
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
	leaq	.LC306(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC305(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC211(%rip), %rbx
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
	leaq	.LC307(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC308(%rip), %rax
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
	leaq	.LC309(%rip), %rdx
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
	leaq	.LC304(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC207(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1570:
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
.L1643:
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
	jmp	.L1592
	.p2align 4,,10
	.p2align 3
.L1642:
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
	jmp	.L1589
	.p2align 4,,10
	.p2align 3
.L1590:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1591
	.p2align 4,,10
	.p2align 3
.L1583:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L1584
	.p2align 4,,10
	.p2align 3
.L1581:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1582
	.p2align 4,,10
	.p2align 3
.L1579:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1580
	.p2align 4,,10
	.p2align 3
.L1574:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L1575
	.p2align 4,,10
	.p2align 3
.L1572:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L1573
	.p2align 4,,10
	.p2align 3
.L1623:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L1585
	.p2align 4,,10
	.p2align 3
.L1644:
	leaq	-240(%rbp), %r12
	jmp	.L1599
	.p2align 4,,10
	.p2align 3
.L1648:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC304(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC201(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L1606
.L1625:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1570
	.cfi_endproc
.LFE185:
	.size	timeline_writer, .-timeline_writer
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB72:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L1659
	testq	%r8, %r8
	je	.L1659
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
	jne	.L1652
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L1662
.L1654:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L1652:
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
.L1659:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L1662:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L1657
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L1655:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L1663
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L1654
	.p2align 4,,10
	.p2align 3
.L1657:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L1655
.L1663:
	movl	$1, 24(%rbx)
	jmp	.L1652
	.cfi_endproc
.LFE72:
	.size	dist_add, .-dist_add
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
	je	.L1664
	cmpl	$1, 44(%rbp)
	movq	%rdx, (%rsi)
	movq	%rdi, %rbx
	movq	48(%rbp), %rax
	je	.L1694
.L1669:
	cmpl	$1, 40(%rbp)
	movq	%rax, (%r12)
	je	.L1695
	movq	56(%rbp), %rdx
.L1681:
	movabsq	$4611686018427387904, %rcx
	subq	%rdx, %rcx
	testq	%rdx, %rdx
	jne	.L1675
.L1682:
	movq	$-1, %rax
.L1678:
	movq	%rax, 16(%rbx)
	movl	$1, %eax
.L1664:
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
.L1686:
	.cfi_restore_state
	movabsq	$4611686018427387903, %rcx
	movl	$1, %edx
	.p2align 4,,10
	.p2align 3
.L1675:
	movq	16(%rbx), %rax
	cmpq	%rcx, %rax
	jnb	.L1682
	addq	%rdx, %rax
	jmp	.L1678
	.p2align 4,,10
	.p2align 3
.L1694:
	testq	%rax, %rax
	js	.L1667
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L1668:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999145100622, %rsi
	call	draw_u01
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC86(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1669
	comisd	.LC196(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1669
	movsd	.LC82(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1696
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1669
	.p2align 4,,10
	.p2align 3
.L1695:
	movq	56(%rbp), %rax
	testq	%rax, %rax
	js	.L1673
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, 8(%rsp)
.L1674:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999144771920, %rsi
	call	draw_u01
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movsd	.LC86(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1686
	comisd	.LC196(%rip), %xmm1
	jnb	.L1682
	movsd	.LC82(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1697
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rdx
	btcq	$63, %rdx
	jmp	.L1681
	.p2align 4,,10
	.p2align 3
.L1667:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1668
	.p2align 4,,10
	.p2align 3
.L1673:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1674
	.p2align 4,,10
	.p2align 3
.L1697:
	cvttsd2siq	%xmm1, %rdx
	jmp	.L1681
	.p2align 4,,10
	.p2align 3
.L1696:
	cvttsd2siq	%xmm1, %rax
	jmp	.L1669
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
	je	.L1699
	movq	64(%rsi), %rax
	movl	8(%rsi), %edx
	movq	%rax, (%rdi)
	testl	%edx, %edx
	je	.L1700
.L1711:
	leaq	24(%rbx), %rbp
.L1701:
	movq	%rsi, 24(%rbx)
	leaq	56(%rbx), %rdx
	leaq	48(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, 40(%rbx)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1703
	movq	$-1, (%rbx)
.L1704:
	orq	$-1, %r14
	orq	$-1, %rax
	.p2align 4,,10
	.p2align 3
.L1706:
	movq	%rax, 16(%rbx)
	leaq	8(%rsp), %r13
	movq	%rsp, %r12
	movq	$-1, 48(%rbx)
.L1707:
	movq	%r13, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1698
	movq	(%rsp), %rdx
	movq	8(%rsp), %rax
	cmpq	$-1, %r14
	je	.L1708
	movq	16(%rbx), %rcx
	cmpq	%rcx, %rdx
	jb	.L1719
.L1708:
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
.L1699:
	.cfi_restore_state
	movl	8(%rsi), %eax
	movq	$-1, (%rdi)
	testl	%eax, %eax
	jne	.L1714
	cmpq	$0, 40(%rsi)
	je	.L1698
	.p2align 4,,10
	.p2align 3
.L1714:
	leaq	24(%rbx), %rbp
	movq	$-1, %rax
	jmp	.L1701
	.p2align 4,,10
	.p2align 3
.L1700:
	cmpq	$0, 40(%rsi)
	jne	.L1711
.L1698:
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
.L1703:
	.cfi_restore_state
	movq	48(%rbx), %r14
	movq	%r14, (%rbx)
	cmpq	$-1, %r14
	je	.L1704
	movq	56(%rbx), %rax
	addq	%r14, %rax
	jmp	.L1706
	.p2align 4,,10
	.p2align 3
.L1719:
	addq	%rdx, %rax
	cmpq	%rcx, %rax
	cmovb	%rcx, %rax
	movq	%rax, 16(%rbx)
	jmp	.L1707
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
	je	.L1721
	movq	160(%rsi), %rbp
.L1721:
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
.LFB118:
	.cfi_startproc
	addq	$8, %rdi
	jmp	walk_start
	.cfi_endproc
.LFE118:
	.size	general_start, .-general_start
	.p2align 4
	.type	ref_walker_totals, @function
ref_walker_totals:
.LFB126:
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
	jne	.L1743
	movq	48(%rsi), %r15
	testq	%r15, %r15
	je	.L1732
	movq	64(%rsi), %rax
	xorl	%r15d, %r15d
	cmpq	%rbx, %rax
	jnb	.L1732
	movq	56(%rsi), %rcx
	movl	$1, %r15d
	testq	%rcx, %rcx
	je	.L1732
	subq	%rax, %rbx
	xorl	%edx, %edx
	leaq	-1(%rbx), %rax
	divq	%rcx
	leaq	1(%rax), %r15
.L1732:
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
.L1743:
	.cfi_restore_state
	cmpq	$0, 48(%rsi)
	movq	%rsi, 32(%rsp)
	movq	$-1, %rax
	movq	$0, 40(%rsp)
	jne	.L1744
.L1729:
	movq	%rax, 48(%rsp)
	xorl	%r15d, %r15d
	xorl	%ebp, %ebp
	leaq	24(%rsp), %r14
	leaq	16(%rsp), %r13
	leaq	32(%rsp), %r12
	jmp	.L1730
	.p2align 4,,10
	.p2align 3
.L1745:
	movq	16(%rsp), %rdx
	cmpq	%rbx, %rdx
	jnb	.L1732
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
.L1730:
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1745
	jmp	.L1732
	.p2align 4,,10
	.p2align 3
.L1744:
	movq	64(%rsi), %rax
	jmp	.L1729
	.cfi_endproc
.LFE126:
	.size	ref_walker_totals, .-ref_walker_totals
	.p2align 4
	.type	ref_walker_run, @function
ref_walker_run:
.LFB124:
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
	je	.L1765
	movl	168(%rdi), %eax
	movq	%rsi, 56(%rsp)
	leaq	88(%rsp), %r14
	movq	$0, 16(%rsp)
	movl	%eax, 28(%rsp)
	movq	%rdx, 64(%rsp)
	.p2align 4,,10
	.p2align 3
.L1764:
	movq	208(%r15), %rax
	cmpl	$3, 28(%rsp)
	movq	%rax, 8(%rsp)
	je	.L1789
	movq	56(%rsp), %rax
	movq	8(%rsp), %rcx
	cmpq	136(%rax), %rcx
	jnb	.L1747
	movq	192(%r15), %rax
	cmpq	184(%r15), %rax
	je	.L1747
	movq	176(%r15), %rdx
	leaq	1(%rax), %rsi
	cmpl	$2, 28(%rsp)
	movq	%rsi, 192(%r15)
	movq	216(%r15), %r8
	movq	(%rdx,%rax,8), %rax
	movq	%rax, 40(%rsp)
	je	.L1790
	movq	8(%rsp), %rax
	movq	48(%rsp), %rcx
	cmpq	%rcx, %rax
	jb	.L1768
	cmpl	$1, 28(%rsp)
	je	.L1791
.L1768:
	movq	40(%rsp), %rax
	movq	%rax, 32(%rsp)
.L1752:
	movq	32(%rsp), %rax
	movq	160(%r15), %rbx
	movq	8(%rsp), %rsi
	cmpq	%r8, %rax
	movq	%rbx, %rdi
	cmovnb	%rax, %r8
	cmpq	$0, 40(%rbx)
	movq	%r8, %r13
	je	.L1792
	call	service_of
	leaq	80(%rsp), %rbp
	leaq	96(%rsp), %r12
	movq	%rax, %rbx
	jmp	.L1758
	.p2align 4,,10
	.p2align 3
.L1793:
	movq	88(%rsp), %rax
	addq	80(%rsp), %rax
	cmpq	%rax, %r13
	jb	.L1757
	movq	112(%rsp), %rax
	movdqa	96(%rsp), %xmm1
	movq	%rax, 248(%r15)
	movups	%xmm1, 232(%r15)
.L1758:
	movq	248(%r15), %rax
	movq	%r14, %rdx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	movdqu	232(%r15), %xmm0
	movq	%rax, 112(%rsp)
	movaps	%xmm0, 96(%rsp)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1793
.L1757:
	movdqu	232(%r15), %xmm2
	movq	248(%r15), %rax
	movq	%rax, 112(%rsp)
	movaps	%xmm2, 96(%rsp)
	.p2align 4,,10
	.p2align 3
.L1759:
	movq	%r14, %rdx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1794
	movq	80(%rsp), %rax
	movq	88(%rsp), %rdx
	addq	%rax, %rdx
	cmpq	%rdx, %r13
	jnb	.L1759
	cmpq	%rax, %r13
	jnb	.L1769
	addq	%r13, %rbx
	cmpq	%rbx, %rax
	jnb	.L1756
	subq	%rax, %rbx
	movq	%rdx, %r13
	jmp	.L1759
	.p2align 4,,10
	.p2align 3
.L1769:
	movq	%rdx, %r13
	jmp	.L1759
	.p2align 4,,10
	.p2align 3
.L1794:
	addq	%r13, %rbx
.L1756:
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
.L1754:
	movq	%r13, 208(%r15)
	movq	64(%rsp), %rcx
	cmpq	%rcx, 16(%rsp)
	jb	.L1764
.L1747:
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
.L1789:
	.cfi_restore_state
	movq	48(%rsp), %rcx
	cmpq	%rcx, %rax
	jnb	.L1749
	movq	56(%rsp), %rax
	movq	144(%rax), %rax
	movq	%rax, 32(%rsp)
	testq	%rax, %rax
	je	.L1751
	movq	$0, 32(%rsp)
.L1788:
	movq	$0, 40(%rsp)
	movq	216(%r15), %r8
	jmp	.L1752
	.p2align 4,,10
	.p2align 3
.L1792:
	call	service_of
	movq	%rbx, %rdi
	movq	%r13, %rsi
	movq	%rax, %rdx
	call	ref_serve
	movq	%rax, %rbx
	jmp	.L1756
	.p2align 4,,10
	.p2align 3
.L1790:
	movq	%rcx, %r13
	movq	%rax, 32(%rsp)
	addq	$1, %r13
	cmpq	%r8, %rax
	jnb	.L1752
	jmp	.L1754
	.p2align 4,,10
	.p2align 3
.L1751:
	movq	56(%rsp), %rax
	movq	8(%rsp), %rcx
	cmpq	136(%rax), %rcx
	jb	.L1788
	jmp	.L1747
	.p2align 4,,10
	.p2align 3
.L1749:
	movq	8(%rsp), %rax
	xorl	%edx, %edx
	divq	48(%rsp)
	movq	200(%r15), %rax
	movq	(%rax,%rdx,8), %rcx
	movq	56(%rsp), %rax
	movq	144(%rax), %rax
	movq	%rcx, 32(%rsp)
	testq	%rax, %rax
	je	.L1751
	cmpq	%rax, %rcx
	jb	.L1788
	jmp	.L1747
	.p2align 4,,10
	.p2align 3
.L1791:
	xorl	%edx, %edx
	divq	%rcx
	movq	200(%r15), %rax
	movq	40(%rsp), %rcx
	movq	(%rax,%rdx,8), %rax
	cmpq	%rax, %rcx
	cmovnb	%rcx, %rax
	movq	%rax, 32(%rsp)
	jmp	.L1752
.L1765:
	movq	$0, 16(%rsp)
	jmp	.L1747
	.cfi_endproc
.LFE124:
	.size	ref_walker_run, .-ref_walker_run
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
	jnb	.L1795
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
	jmp	.L1806
	.p2align 4,,10
	.p2align 3
.L1812:
	addq	%rbx, %rax
	subq	%r13, %rax
	movq	%rax, %rbx
.L1798:
	movq	48(%r12), %r13
	movq	$-1, %rax
	movq	%r13, %xmm0
	movhps	(%rsp), %xmm0
	movups	%xmm0, (%r12)
	cmpq	$-1, %r13
	je	.L1799
	movq	56(%r12), %rax
	addq	%r13, %rax
.L1799:
	movq	%rax, 16(%r12)
	movq	%r15, 48(%r12)
.L1800:
	movq	16(%rsp), %rdx
	movq	8(%rsp), %rsi
	movq	%r14, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1804
	movq	32(%rsp), %rax
	movq	40(%rsp), %rsi
	cmpq	$-1, %r13
	je	.L1801
	movq	16(%r12), %rdx
	cmpq	%rdx, %rax
	jb	.L1811
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L1804:
	addq	$1, (%rsp)
	cmpq	%rbx, %r13
	jnb	.L1795
.L1806:
	movq	16(%r12), %rax
	cmpq	%r13, %rbp
	jb	.L1812
	movq	24(%rsp), %rcx
	cmpq	%rax, %rbp
	leaq	(%rcx,%rax), %rdx
	cmovb	%rdx, %rbx
	jmp	.L1798
	.p2align 4,,10
	.p2align 3
.L1811:
	addq	%rsi, %rax
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	movq	%rax, 16(%r12)
	jmp	.L1800
	.p2align 4,,10
	.p2align 3
.L1801:
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L1795:
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
	je	.L1832
	leaq	16(%rdi), %rax
	movq	%rsi, 8(%rsp)
	xorl	%r13d, %r13d
	movq	%rax, 16(%rsp)
	jmp	.L1831
	.p2align 4,,10
	.p2align 3
.L1815:
	movq	120(%rbx), %rsi
	cmpq	136(%r12), %rsi
	jnb	.L1814
	movq	96(%rbx), %rax
	cmpq	88(%rbx), %rax
	je	.L1814
	movq	80(%rbx), %rcx
	leaq	1(%rax), %rdi
	movq	%rdi, 96(%rbx)
	movq	(%rcx,%rax,8), %r14
	cmpl	$2, %r15d
	jne	.L1835
	cmpq	%rdx, %r14
	jb	.L1818
.L1835:
	movq	%r14, %rbp
	cmpl	$1, %r15d
	jne	.L1817
	movq	128(%rbx), %rcx
	movq	104(%rbx), %rax
	movq	(%rax,%rcx,8), %rbp
	cmpq	%rbp, %r14
	cmovnb	%r14, %rbp
	.p2align 4,,10
	.p2align 3
.L1817:
	cmpq	%rdx, %rbp
	movl	8(%r12), %eax
	cmovnb	%rbp, %rdx
	movq	%rdx, %r11
	testl	%eax, %eax
	jne	.L1820
	movq	(%r12), %rcx
.L1821:
	cmpq	$0, 40(%r12)
	je	.L1845
	movq	16(%rsp), %rdi
	movq	%rcx, %rdx
	movq	%r11, %rsi
	call	serve_random
	movq	%rax, %rdx
.L1823:
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
.L1818:
	movq	128(%rbx), %rax
	addq	$1, %rsi
	movq	%rsi, 120(%rbx)
	addq	$1, %rax
	cmpq	112(%rbx), %rax
	jne	.L1830
	xorl	%eax, %eax
.L1830:
	movq	%rax, 128(%rbx)
	movq	(%rsp), %rax
	cmpq	%rax, %r13
	jnb	.L1814
.L1831:
	cmpl	$3, %r15d
	jne	.L1815
	movq	104(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	(%rax,%rcx,8), %r14
	movq	144(%r12), %rax
	testq	%rax, %rax
	je	.L1816
	cmpq	%rax, %r14
	jnb	.L1814
	movq	120(%rbx), %rsi
	movq	%r14, %rbp
	jmp	.L1817
	.p2align 4,,10
	.p2align 3
.L1845:
	movq	16(%rbx), %rax
	leaq	(%r11,%rcx), %rdx
	cmpq	%rdx, %rax
	jnb	.L1823
	movq	48(%r12), %r8
	cmpq	%rax, %r11
	jnb	.L1824
	addq	%r8, %rdx
.L1825:
	movq	56(%r12), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	jne	.L1826
	movq	$-1, 16(%rbx)
	jmp	.L1823
	.p2align 4,,10
	.p2align 3
.L1820:
	movq	%r12, %rdi
	movq	%rdx, 24(%rsp)
	call	service_of
	movq	24(%rsp), %r11
	movq	%rax, %rcx
	jmp	.L1821
	.p2align 4,,10
	.p2align 3
.L1816:
	movq	120(%rbx), %rsi
	cmpq	136(%r12), %rsi
	jnb	.L1814
	movq	%r14, %rbp
	jmp	.L1817
.L1832:
	xorl	%r13d, %r13d
.L1814:
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
.L1826:
	.cfi_restore_state
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L1823
	movq	16(%rsp), %rdi
	movq	%r11, %rsi
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L1823
	.p2align 4,,10
	.p2align 3
.L1824:
	leaq	(%r8,%rax), %rsi
	leaq	(%rcx,%rsi), %rdi
	cmpq	%rsi, %r11
	cmovb	%rdi, %rdx
	jmp	.L1825
	.cfi_endproc
.LFE59:
	.size	walk_run, .-walk_run
	.p2align 4
	.type	general_run, @function
general_run:
.LFB120:
	.cfi_startproc
	addq	$8, %rdi
	jmp	walk_run
	.cfi_endproc
.LFE120:
	.size	general_run, .-general_run
	.p2align 4
	.type	closed_form, @function
closed_form:
.LFB83:
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
	je	.L1848
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
	jnb	.L1902
.L1849:
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
.L1851:
	movq	8(%rsp), %rax
	imulq	%r12, %rax
	addq	%r15, %rax
.L1852:
	movq	%rax, 264(%rbp)
	movl	152(%rbx), %eax
	testl	%eax, %eax
	je	.L1903
	cmpl	$1, %eax
	jne	.L1862
	subq	%r11, %r9
	movq	%r9, %r8
	testq	%r11, %r11
	je	.L1863
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
	jb	.L1864
	movq	40(%rsp), %r10
	movq	32(%rsp), %rax
	imulq	%r10, %r12
	addq	%rax, %r12
	jmp	.L1861
	.p2align 4,,10
	.p2align 3
.L1848:
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
	jmp	.L1849
	.p2align 4,,10
	.p2align 3
.L1862:
	movq	48(%rbx), %r15
	movq	(%rbx), %rsi
	movq	144(%rbx), %rdi
	testq	%r15, %r15
	je	.L1866
	movq	56(%rbx), %r8
	movq	64(%rbx), %r9
	xorl	%r12d, %r12d
	xorl	%ecx, %ecx
	xorl	%r14d, %r14d
	.p2align 4,,10
	.p2align 3
.L1867:
	movq	%r14, %rdx
	xorl	%eax, %eax
	imulq	%r8, %rdx
	addq	%r9, %rdx
	cmpq	%r12, %rdx
	jb	.L1870
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rsi
.L1870:
	testq	%rdi, %rdi
	je	.L1871
	movq	%rsi, %rdx
	imulq	%rax, %rdx
	addq	%r12, %rdx
	cmpq	%rdi, %rdx
	setnb	%dl
.L1872:
	testb	%dl, %dl
	jne	.L1873
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%rsi, %rax
	addq	%r15, %rax
	addq	%rax, %r12
	addq	$1, %r14
	je	.L1867
	testq	%r8, %r8
	jne	.L1867
.L1873:
	testq	%rdi, %rdi
	jne	.L1904
.L1869:
	movq	136(%rbx), %r8
	movq	%r8, %rax
	subq	%rcx, %rax
.L1876:
	testq	%rax, %rax
	je	.L1875
	imulq	%rsi, %rax
	addq	%rax, %r12
.L1875:
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
	jmp	.L1861
	.p2align 4,,10
	.p2align 3
.L1902:
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
	jnb	.L1905
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	movl	$1, %r11d
.L1850:
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
	je	.L1851
	movq	8(%rsp), %rcx
	subq	%r10, %rcx
	cmpq	%rcx, 80(%rsp)
	jb	.L1851
	movq	88(%rsp), %rax
	movq	%r12, %rdx
	imulq	%r10, %rdx
	imulq	%r15, %rax
	addq	%r13, %rdx
	addq	%rdx, %rax
	jmp	.L1852
	.p2align 4,,10
	.p2align 3
.L1871:
	leaq	(%rcx,%rax), %rdx
	cmpq	136(%rbx), %rdx
	setnb	%dl
	jmp	.L1872
	.p2align 4,,10
	.p2align 3
.L1903:
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
.L1860:
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
	jb	.L1854
	movq	(%rsp), %rdi
	movq	%r12, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r14, %rbp
	jnb	.L1856
	movq	40(%rsp), %r11
	movq	%r15, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r12
	leaq	-1(%r14), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%rbp, %rdx
	jnb	.L1906
.L1857:
	addq	$1, %rax
	cmpq	%rax, %rbp
	cmovb	%rax, %rbp
	cmpq	%r14, %rbp
	jb	.L1882
.L1856:
	cmpq	$8, %r13
	je	.L1859
.L1907:
	movq	24(%rsp), %r14
	movl	$8, %r13d
	jmp	.L1860
	.p2align 4,,10
	.p2align 3
.L1854:
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r12, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r14, %rbp
	jnb	.L1856
.L1882:
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
	jne	.L1907
.L1859:
	movq	56(%rsp), %rbp
	movq	(%rsp), %r13
	movq	248(%rbp), %rax
	movq	264(%rbp), %r12
	movq	%rax, 240(%rbp)
.L1861:
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	movq	%r12, 256(%rbp)
	jne	.L1881
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%rbp, %rcx
	movq	%r13, %rdi
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L1878
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	80(%rbp), %rcx
	movq	16(%rsp), %rdi
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L1878
	movq	168(%rbx), %rsi
	movl	176(%rbx), %edx
	movq	%rsi, 272(%rbp)
	testl	%edx, %edx
	je	.L1879
	movq	0(%rbp), %rcx
	movq	48(%rsp), %rdi
	xorl	%edx, %edx
	movq	$-1, %rsi
	movq	%rcx, %rax
	divq	%rdi
	subq	%rdx, %rcx
	cmpq	%rdi, %rcx
	jb	.L1880
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
.L1880:
	movq	%rsi, 272(%rbp)
.L1879:
	leaq	176(%rsp), %r12
	movq	%r13, %rdi
	movq	%r12, %rdx
	call	dist_correct
	movl	200(%rsp), %eax
	testl	%eax, %eax
	jne	.L1881
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%r12, %rdi
	leaq	160(%rbp), %rcx
	call	dist_summarise
	movl	%eax, %r12d
.L1878:
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
.L1863:
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
.L1864:
	movq	8(%rsp), %rax
	imulq	%rax, %r12
	addq	%r15, %r12
	jmp	.L1861
	.p2align 4,,10
	.p2align 3
.L1904:
	movq	%rcx, %r8
	cmpq	%rdi, %r12
	jnb	.L1875
	subq	%r12, %rdi
.L1868:
	xorl	%edx, %edx
	movq	%rdi, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	leaq	(%rax,%rcx), %r8
	jmp	.L1876
	.p2align 4,,10
	.p2align 3
.L1905:
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
	jmp	.L1850
	.p2align 4,,10
	.p2align 3
.L1906:
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
	jmp	.L1857
.L1881:
	movl	$-1, %r12d
	jmp	.L1878
.L1866:
	xorl	%r12d, %r12d
	xorl	%ecx, %ecx
	xorl	%r14d, %r14d
	testq	%rdi, %rdi
	jne	.L1868
	jmp	.L1869
	.cfi_endproc
.LFE83:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.8
	.align 8
.LC310:
	.string	"bench: out of memory for %lu connections\n"
	.align 8
.LC311:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	walk_all, @function
walk_all:
.LFB141:
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
	jne	.L1937
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
.L1918:
	xorl	%r14d, %r14d
	cmpl	$3, 28(%rsp)
	je	.L1935
	movq	96(%rsp), %rax
	movl	$4096, %esi
	movq	136(%rax), %rdx
	movq	104(%rsp), %rax
	movq	%rdx, %r14
	subq	%rax, %r14
	cmpq	%rsi, %r14
	cmova	%rsi, %r14
	cmpq	%rax, %rdx
	je	.L1935
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L1912:
	movq	%rbp, %rdi
	call	due_next
	movq	%rax, (%rbx,%r15,8)
	addq	$1, %r15
	cmpq	%r14, %r15
	jb	.L1912
.L1935:
	movq	%rbp, 16(%rsp)
	movq	%rbx, %r15
.L1916:
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
	jb	.L1915
	cmpq	%r13, %rax
	jne	.L1914
	cmpl	$3, 28(%rsp)
	je	.L1938
.L1914:
	movq	%rbx, %r8
	movq	16(%rsp), %rbp
	movq	%r15, %rbx
	orq	%r14, %r8
	jne	.L1918
.L1917:
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	136(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1919
	call	fclose@PLT
.L1919:
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
.L1938:
	.cfi_restore_state
	movq	48(%rsp), %rsi
	movq	32(%rsp), %rdi
	movl	$1, %edx
	call	walk_run
	testq	%rax, %rax
	jne	.L1915
	orq	%rbx, %r14
	je	.L1917
	xorl	%r14d, %r14d
	jmp	.L1916
.L1915:
	movq	stderr(%rip), %rdi
	movq	%r13, %rdx
	leaq	.LC311(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L1937:
	movq	stderr(%rip), %rdi
	movq	160(%rbx), %rdx
	leaq	.LC310(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %edi
	call	exit@PLT
	.cfi_endproc
.LFE141:
	.size	walk_all, .-walk_all
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB175:
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
	je	.L1956
	cmpl	$0, 152(%rdi)
	movq	%rdi, %r10
	jne	.L1956
	cmpl	$0, 72(%rdi)
	movq	%rdx, %r12
	jne	.L1941
	movq	%rsi, %rbx
	call	closed_form_gap
	testq	%rax, %rax
	je	.L1966
.L1941:
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
	movq	%rax, %rbp
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, 8(%r12)
	movq	%rax, %r13
	call	malloc@PLT
	testq	%r13, %r13
	sete	%dl
	testq	%rbp, %rbp
	movq	%rax, 16(%r12)
	sete	%cl
	orb	%cl, %dl
	jne	.L1957
	testq	%rax, %rax
	je	.L1957
	leaq	160(%rsp), %rax
	leaq	384(%rsp), %rbx
	leaq	48(%rsp), %r14
	movq	%rbx, %rdx
	movq	%rax, %rsi
	movq	%rax, 8(%rsp)
	movq	%r14, %rdi
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L1942
	xorl	%ebx, %ebx
	cmpq	$0, 296(%rsp)
	je	.L1946
	.p2align 4,,10
	.p2align 3
.L1943:
	movq	16(%r12), %rax
	movq	%r14, %rdi
	leaq	(%rax,%rbx,8), %rbp
	addq	$1, %rbx
	call	due_next
	movq	%rax, 0(%rbp)
	cmpq	296(%rsp), %rbx
	jb	.L1943
.L1946:
	leaq	88(%rsp), %rdi
	leaq	40(%rsp), %rbx
	call	numbers_close
	movq	16(%r12), %rax
	leaq	24(%rsp), %rbp
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
	jnb	.L1967
	movq	16(%r12), %rcx
	movq	8(%r12), %r15
	movq	224(%rsp), %rdx
	jmp	.L1947
	.p2align 4,,10
	.p2align 3
.L1949:
	addq	$1, %rbx
	movq	%rbx, 32(%r12)
	cmpq	%rbx, %r14
	je	.L1948
.L1947:
	movq	(%r15,%rbx,8), %rax
	addq	(%rcx,%rbx,8), %rax
	cmpq	%rax, %rdx
	jnb	.L1949
	movq	%rbx, 40(%r12)
	movq	%rbx, %rbp
	cmpq	%r14, %rbx
	jb	.L1950
	jmp	.L1952
	.p2align 4,,10
	.p2align 3
.L1953:
	addq	$1, %rbp
	movq	%rbp, 40(%r12)
	cmpq	%rbp, %r14
	je	.L1952
.L1950:
	movq	8(%rsp), %rdi
	movq	(%r15,%rbp,8), %r13
	movq	%rbp, %rsi
	call	service_of
	cmpq	%r13, %rax
	jb	.L1953
.L1952:
	xorl	%eax, %eax
	cmpq	%r14, %rbx
	setnb	%al
	jmp	.L1939
.L1956:
	movl	$1, %eax
.L1939:
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
.L1966:
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
	jmp	.L1941
.L1967:
	movq	%rbx, 40(%r12)
	jmp	.L1952
.L1957:
	orl	$-1, %eax
	jmp	.L1939
.L1942:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC199(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
.L1948:
	movq	%r14, 40(%r12)
	jmp	.L1952
	.cfi_endproc
.LFE175:
	.size	first_stall_window, .-first_stall_window
	.section	.rodata.str1.8
	.align 8
.LC312:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC313:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC314:
	.string	"percentiles.svg"
.LC315:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC316:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC317:
	.string	"bench: the export to %s failed (out of memory, or too many distinct values)\n"
	.text
	.p2align 4
	.type	export_bench, @function
export_bench:
.LFB188:
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
	subq	$936, %rsp
	.cfi_def_cfa_offset 992
	movl	24(%rdx), %eax
	movq	%rdi, (%rsp)
	movq	%rsi, 8(%rsp)
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
	je	.L2027
	movq	%rdx, %r15
	movq	%rcx, %rbx
	movl	%r8d, %r13d
	cmpl	$2, %eax
	je	.L2028
	movq	(%rcx), %rsi
	movq	(%r15), %rdi
	leaq	96(%rsp), %r12
	leaq	128(%rsp), %r14
	movq	%r12, %rdx
	call	dist_of_sorted
	movq	272(%rbx), %rsi
	movq	%r14, %rdx
	movq	%r12, %rdi
	call	dist_correct
	movl	120(%rsp), %eax
	orl	152(%rsp), %eax
	jne	.L1977
	leaq	256(%rsp), %rax
	movq	(%rbx), %rsi
	movq	(%r15), %rdi
	movq	%rax, %rdx
	movq	%rax, 16(%rsp)
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L1977
	movq	80(%rbx), %rsi
	movq	8(%r15), %rdi
	leaq	280(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L1977
.L2025:
	leaq	304(%rsp), %rsi
	movq	%r14, %rdi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L1977
	leaq	64(%rsp), %rax
	xorl	%r15d, %r15d
	movq	%rax, 24(%rsp)
	movl	%r13d, %eax
	movq	%r15, %r13
	movl	%eax, %r15d
.L1978:
	imulq	$10, %r13, %rax
	movq	24(%rsp), %rcx
	leaq	0(%r13,%r13,2), %rbp
	movq	(%rsp), %rdi
	leaq	hgrm_writer(%rip), %rdx
	movq	24(%rbx,%rax), %rax
	movq	%rax, (%rcx,%r13)
	movq	16(%rsp), %rax
	addq	%rax, %rbp
	leaq	HGRM.2(%rip), %rax
	movq	(%rax,%r13), %rsi
	movq	%rbp, %rcx
	call	export_file
	testl	%eax, %eax
	jne	.L1977
	testl	%r15d, %r15d
	jne	.L1980
.L1982:
	addq	$8, %r13
	cmpq	$24, %r13
	jne	.L1978
	leaq	.LC313(%rip), %rax
	movq	(%rsp), %rdi
	leaq	160(%rsp), %rcx
	movl	$3, 176(%rsp)
	movq	%rax, %xmm0
	leaq	NAMES.0(%rip), %rax
	leaq	spectrum_writer(%rip), %rdx
	movhps	16(%rsp), %xmm0
	leaq	.LC314(%rip), %rsi
	movaps	%xmm0, 160(%rsp)
	movq	%rax, %xmm0
	movhps	24(%rsp), %xmm0
	movups	%xmm0, 184(%rsp)
	call	export_file
	testl	%eax, %eax
	movl	%eax, 16(%rsp)
	jne	.L1977
	movq	8(%rsp), %rdi
	leaq	208(%rsp), %r13
	movl	$20, %esi
	movq	%r13, %rdx
	call	first_stall_window
	movl	16(%rsp), %r8d
	testl	%eax, %eax
	je	.L2029
	jle	.L1985
	movq	8(%rsp), %rax
	movq	48(%rax), %rbx
	testq	%rbx, %rbx
	je	.L2030
.L1986:
	leaq	.LC316(%rip), %rdi
	xorl	%ebx, %ebx
	call	puts@PLT
	movq	%r13, %rdi
	call	stall_window_free
	jmp	.L1998
.L2028:
	xorl	%r14d, %r14d
	cmpq	$0, 40(%rdx)
	leaq	96(%rsp), %r12
	jne	.L1972
	jmp	.L1976
	.p2align 4,,10
	.p2align 3
.L1975:
	addq	$1, %r14
	cmpq	40(%r15), %r14
	jnb	.L1976
.L1972:
	movq	48(%r15), %rax
	movq	(%rax,%r14,8), %r8
	testq	%r8, %r8
	je	.L1975
	movl	120(%rsp), %esi
	testl	%esi, %esi
	jne	.L1975
	movq	32(%r15), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r12, %rdi
	imulq	%r14, %rsi
	call	dist_add.part.0
	jmp	.L1975
.L1976:
	movq	272(%rbx), %rsi
	leaq	128(%rsp), %r14
	movq	%r12, %rdi
	movq	%r14, %rdx
	call	dist_correct
	movl	120(%rsp), %eax
	orl	152(%rsp), %eax
	jne	.L1977
	leaq	256(%rsp), %rax
	leaq	32(%r15), %rdi
	movq	%rax, %rsi
	movq	%rax, 16(%rsp)
	call	table_from_lattice
	testl	%eax, %eax
	je	.L2031
.L1977:
	orl	$-1, %ebx
.L1996:
	movq	(%rsp), %rdx
	movq	stderr(%rip), %rdi
	leaq	.LC317(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L1998:
	movq	256(%rsp), %rdi
	call	free@PLT
	movq	280(%rsp), %rdi
	call	free@PLT
	movq	304(%rsp), %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	dist_free
	movq	%r14, %rdi
	call	dist_free
.L1968:
	addq	$936, %rsp
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
.L2031:
	.cfi_restore_state
	leaq	280(%rsp), %rsi
	leaq	56(%r15), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L1977
	jmp	.L2025
.L1980:
	leaq	VALUES.1(%rip), %rax
	movq	(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	values_writer(%rip), %rdx
	movq	(%rax,%r13), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L1982
	jmp	.L1977
.L1985:
	movq	%r13, %rdi
	call	stall_window_free
	jmp	.L1977
.L2029:
	movq	8(%rsp), %rax
	movq	(%rsp), %rdi
	leaq	672(%rsp), %rcx
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC315(%rip), %rsi
	movq	%r13, 680(%rsp)
	movq	%rax, 672(%rsp)
	movq	272(%rbx), %rax
	movq	%rax, 688(%rsp)
	call	export_file
	movl	%eax, %ebx
.L1984:
	movq	%r13, %rdi
	call	stall_window_free
	testl	%ebx, %ebx
	jne	.L1996
	xorl	%ebx, %ebx
	jmp	.L1998
.L2030:
	movq	%r13, %rdi
	leaq	448(%rsp), %rbp
	movl	%r8d, 16(%rsp)
	call	stall_window_free
	movq	8(%rsp), %rsi
	movq	%rbp, %rdi
	movl	16(%rsp), %eax
	movl	$54, %ecx
	rep movsl
	movq	8(%rsp), %rsi
	movl	$12, %ecx
	movq	%r13, %rdi
	rep stosl
	cmpl	$0, 152(%rsi)
	jne	.L1986
	movq	136(%rsi), %r15
	movl	$262144, %eax
	cmpq	%rax, %r15
	cmova	%rax, %r15
	movq	%r15, 584(%rsp)
	salq	$3, %r15
	movq	%r15, %rdi
	call	malloc@PLT
	movq	%r15, %rdi
	movq	%rax, 208(%rsp)
	movq	%rax, 16(%rsp)
	call	malloc@PLT
	movq	%r15, %rdi
	movq	%rax, 216(%rsp)
	movq	%rax, 8(%rsp)
	call	malloc@PLT
	movq	16(%rsp), %rcx
	movq	%rax, 224(%rsp)
	testq	%rcx, %rcx
	je	.L1985
	movq	8(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L1985
	testq	%rax, %rax
	je	.L1985
	leaq	336(%rsp), %r15
	leaq	672(%rsp), %rdx
	movq	%rbp, %rsi
	movq	%r15, %rdi
	movq	%rdx, 8(%rsp)
	call	due_open.constprop.0
	movq	8(%rsp), %rdx
	testl	%eax, %eax
	jne	.L2032
	movq	%rbp, 8(%rsp)
	jmp	.L1990
.L1994:
	movq	224(%rsp), %rax
	movq	%r15, %rdi
	leaq	(%rax,%rbx,8), %rbp
	call	due_next
	movq	%rax, 0(%rbp)
	movq	224(%rsp), %rax
	cmpq	$999999999, (%rax,%rbx,8)
	ja	.L2026
	addq	$1, %rbx
.L1990:
	cmpq	584(%rsp), %rbx
	jb	.L1994
.L2026:
	leaq	376(%rsp), %rdi
	movq	8(%rsp), %rbp
	call	numbers_close
	movq	%rbx, 584(%rsp)
	testq	%rbx, %rbx
	je	.L1986
	leaq	40(%rsp), %r9
	leaq	56(%rsp), %r15
	movq	%rbx, %rcx
	movq	%rbp, %rdi
	movq	224(%rsp), %rax
	movq	%r15, %r8
	movl	$1, %esi
	movq	%rax, 560(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 1000
	leaq	56(%rsp), %r11
	pushq	%r11
	.cfi_def_cfa_offset 1008
	movq	224(%rsp), %rdx
	movq	%r11, 32(%rsp)
	movq	%r9, 24(%rsp)
	call	walk_all
	movq	32(%rsp), %r11
	movq	%r15, %r8
	xorl	%esi, %esi
	movq	24(%rsp), %r9
	movq	600(%rsp), %rcx
	movq	%rbp, %rdi
	movq	232(%rsp), %rdx
	movq	%r11, (%rsp)
	call	walk_all
	movq	600(%rsp), %rax
	movq	%r13, %rcx
	movq	16(%rsp), %rdi
	leaq	first_second_writer(%rip), %rdx
	leaq	.LC315(%rip), %rsi
	movq	%rax, 248(%rsp)
	call	export_file
	popq	%rdx
	.cfi_def_cfa_offset 1000
	popq	%rcx
	.cfi_def_cfa_offset 992
	movl	%eax, %ebx
	jmp	.L1984
.L2027:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	orl	$-1, %ebx
	leaq	.LC312(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1968
.L2032:
	movq	stderr(%rip), %rdi
	leaq	.LC199(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE188:
	.size	export_bench, .-export_bench
	.p2align 4
	.type	walk_outcome, @function
walk_outcome:
.LFB130:
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
.L2034:
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
	jne	.L2034
	movq	16(%rsp), %rax
	movq	24(%rsp), %r8
	movq	32(%rsp), %r14
	movl	176(%rax), %edi
	testl	%edi, %edi
	je	.L2186
.L2035:
	testl	%ebp, %ebp
	jne	.L2036
	movl	2192(%rsp), %eax
	movq	%r8, 120(%rsp)
	movl	$0, 136(%rsp)
	movl	%eax, 24(%rsp)
	movq	%r14, 168(%rsp)
	movq	%r15, 72(%rsp)
	movq	16(%rsp), %r15
	.p2align 4,,10
	.p2align 3
.L2037:
	movl	920(%rsp), %r10d
	movl	1320(%rsp), %edx
	testl	%r10d, %r10d
	jle	.L2187
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
	je	.L2188
	movl	$1, 24(%rsp)
	movb	$1, 106(%rsp)
.L2112:
	movl	1672(%rsp), %ecx
	testl	%ecx, %ecx
	jle	.L2038
.L2110:
	movl	$1, 184(%rsp)
	movl	%r12d, 188(%rsp)
	movl	$1, 24(%rsp)
.L2039:
	cmpl	$3, %eax
	movl	$1, %eax
	cmovne	%eax, %r12d
.L2041:
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
	jne	.L2042
	movq	%rax, 592(%rsp)
	movl	188(%rsp), %eax
	movl	%eax, 108(%rsp)
	testl	%eax, %eax
	je	.L2044
	xorl	%ebp, %ebp
.L2043:
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
	je	.L2046
	testl	%r13d, %r13d
	je	.L2047
	movq	64(%rsp), %rdi
	call	*24(%r14)
.L2048:
	movl	136(%rsp), %eax
	orl	%ebp, %eax
	jne	.L2189
	movq	120(%rsp), %rax
	leaq	208(%rsp), %rdx
	movq	%r15, %rsi
	movq	%rbx, %rdi
	leaq	264(%rax), %rcx
	leaq	248(%rax), %r8
	movq	8(%rsp), %rax
	call	*32(%rax)
	cmpq	$0, 128(%rsp)
	je	.L2184
	movq	200(%rsp), %rax
	testq	%rax, %rax
	js	.L2087
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2088:
	movq	208(%rsp), %rax
	testq	%rax, %rax
	je	.L2089
	js	.L2090
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2091:
	divsd	%xmm1, %xmm0
.L2089:
	movq	128(%rsp), %rax
	movsd	%xmm0, 8(%rax)
.L2184:
	movq	8(%rsp), %rax
	movq	%rbx, %rdi
	call	*24(%rax)
.L2086:
	cmpb	$0, 106(%rsp)
	jne	.L2190
.L2093:
	cmpb	$0, 107(%rsp)
	jne	.L2094
	movl	24(%rsp), %r11d
	testl	%r11d, %r11d
	jne	.L2191
.L2096:
	movl	2192(%rsp), %eax
	movl	%eax, 24(%rsp)
	testl	%eax, %eax
	jne	.L2101
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
	je	.L2123
	testq	%rax, %rax
	je	.L2123
	movl	$1, 2192(%rsp)
	movl	$1, 24(%rsp)
.L2101:
	addl	$1, 136(%rsp)
	jmp	.L2037
	.p2align 4,,10
	.p2align 3
.L2042:
	movq	8(%rsp), %rbx
	movq	64(%rsp), %rdi
	movl	%r14d, %edx
	movq	%r15, %rsi
	call	*(%rbx)
	movq	%rbx, 592(%rsp)
	movl	188(%rsp), %ebx
	movl	%ebx, 108(%rsp)
	testl	%ebx, %ebx
	je	.L2045
	xorl	%ebp, %ebp
	testl	%eax, %eax
	setne	%bpl
	jmp	.L2043
	.p2align 4,,10
	.p2align 3
.L2187:
	testl	%edx, %edx
	jle	.L2192
	movl	152(%r15), %eax
	movl	24(%rsp), %ecx
	leaq	by_kind.5(%rip), %rbx
	movabsq	$4294967296, %rdx
	movq	%rdx, 176(%rsp)
	movl	(%rbx,%rax,4), %r14d
	movq	%r14, %rax
	testl	%ecx, %ecx
	jne	.L2193
	movq	%rdx, 184(%rsp)
	movl	$1, %r12d
	movb	$1, 107(%rsp)
	movb	$0, 106(%rsp)
	jmp	.L2041
.L2044:
	movl	$0, 108(%rsp)
.L2046:
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
.L2070:
	movl	92(%rsp), %eax
	xorl	%r13d, %r13d
	testl	%eax, %eax
	jne	.L2194
.L2050:
	movq	32(%rsp), %rax
	xorl	%r12d, %r12d
	xorl	%r15d, %r15d
	movq	%r13, 16(%rsp)
	movq	%r15, %rcx
	movq	80(%rsp), %rbp
	movq	72(%rsp), %r15
	movl	(%rax,%r12,4), %eax
	testl	%eax, %eax
	jne	.L2195
.L2054:
	addq	$400, %rbp
	testq	%r12, %r12
	jne	.L2196
.L2119:
	movq	32(%rsp), %rax
	movl	$1, %r12d
	movl	(%rax,%r12,4), %eax
	testl	%eax, %eax
	je	.L2054
.L2195:
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
	jne	.L2197
.L2055:
	movl	88(%rsp), %eax
	xorl	$1, %eax
	testb	%al, 24(%rsp)
	je	.L2068
	xorl	%r14d, %r14d
	testq	%rbx, %rbx
	je	.L2068
	.p2align 4,,10
	.p2align 3
.L2066:
	movq	0(%r13,%r14,8), %rsi
	movq	%r15, %rdi
	addq	$1, %r14
	call	cqr_add
	cmpq	%rbx, %r14
	jb	.L2066
.L2068:
	movq	48(%rsp), %rcx
	addq	$400, %rbp
	testq	%r12, %r12
	je	.L2119
.L2196:
	movq	16(%rsp), %r13
	movq	%rcx, %r15
	orq	%r13, %r15
	jne	.L2070
	movq	272(%rsp), %rdi
	movl	140(%rsp), %r13d
	movq	160(%rsp), %r15
	call	free@PLT
	movq	264(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2071
	call	fclose@PLT
.L2071:
	pxor	%xmm0, %xmm0
	movups	%xmm0, 264(%rsp)
	movups	%xmm0, 280(%rsp)
	movups	%xmm0, 296(%rsp)
	movups	%xmm0, 312(%rsp)
	testl	%r13d, %r13d
	je	.L2072
	cmpl	$0, 136(%rsp)
	jne	.L2080
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
	je	.L2080
	movq	192(%rsp), %rdx
	testq	%rdx, %rdx
	js	.L2077
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2078:
	testq	%rax, %rax
	je	.L2083
	js	.L2081
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2082:
	divsd	%xmm1, %xmm0
.L2083:
	movq	128(%rsp), %rax
	movsd	%xmm0, (%rax)
.L2080:
	movq	8(%rsp), %rax
	movq	64(%rsp), %rdi
	call	*24(%rax)
	movl	108(%rsp), %ebx
	testl	%ebx, %ebx
	je	.L2086
.L2076:
	xorl	%ebp, %ebp
	leaq	592(%rsp), %rbx
	jmp	.L2048
	.p2align 4,,10
	.p2align 3
.L2194:
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
	je	.L2050
	movq	112(%rsp), %rbp
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L2052:
	movq	%rbp, %rdi
	call	due_next
	movq	%rax, (%r15,%r12,8)
	addq	$1, %r12
	cmpq	%r13, %r12
	jb	.L2052
	jmp	.L2050
	.p2align 4,,10
	.p2align 3
.L2197:
	testq	%rbx, %rbx
	je	.L2054
	movl	68(%rbp), %eax
	movq	0(%r13), %rdi
	movq	%r13, %r11
	leaq	0(%r13,%rbx,8), %r14
	testl	%eax, %eax
	je	.L2138
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
.L2065:
	xorl	%r13d, %r13d
	testl	%eax, %eax
	jle	.L2064
	.p2align 4,,10
	.p2align 3
.L2063:
	movslq	324(%rbp,%r13,4), %rdx
	movq	%rdi, %rsi
	leaq	28(%rdx,%r9), %rcx
	subq	848(%rsp,%rcx,8), %rsi
	leaq	68(%rdx,%r8), %rcx
	movl	848(%rsp,%rcx,4), %ecx
	shrq	%cl, %rsi
	cmpq	$65535, %rsi
	ja	.L2062
	movq	376(%rbp), %rcx
	salq	$16, %rdx
	addq	%rsi, %rdx
	addq	$1, (%rcx,%rdx,8)
.L2062:
	addq	$1, %r13
	cmpq	%r10, %r13
	jne	.L2063
.L2064:
	addq	$8, %r11
	cmpq	%r11, %r14
	je	.L2183
	movq	(%r11), %rdi
	jmp	.L2065
.L2138:
	movq	40(%rbp), %rdx
	movq	48(%rbp), %rax
	movq	%r13, 56(%rsp)
	movq	%r14, %r10
	movq	384(%rbp), %r8
	movl	$50, %r9d
	movq	%r15, %r13
	jmp	.L2057
	.p2align 4,,10
	.p2align 3
.L2061:
	movq	(%r11), %rdi
.L2057:
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
	jbe	.L2060
	bsrq	%rdi, %rsi
	movl	%r9d, %ecx
	xorq	$63, %rsi
	subl	%esi, %ecx
	movl	%ecx, %esi
	shrq	%cl, %rdi
	salq	$13, %rsi
	addq	%rsi, %rdi
.L2060:
	addq	$8, %r11
	addq	$1, (%r8,%rdi,8)
	cmpq	%r11, %r10
	jne	.L2061
	movq	%r14, 144(%rsp)
	movq	%r15, 152(%rsp)
	movq	%r13, %r15
.L2183:
	movq	56(%rsp), %r13
	jmp	.L2055
.L2038:
	movl	24(%rsp), %ebx
	movl	%r12d, 188(%rsp)
	movl	%ebx, 184(%rsp)
	testl	%ebx, %ebx
	je	.L2041
	xorl	%edx, %edx
	movl	%edx, 24(%rsp)
	jmp	.L2039
	.p2align 4,,10
	.p2align 3
.L2045:
	testl	%eax, %eax
	je	.L2044
	movq	8(%rsp), %rax
	movq	64(%rsp), %rdi
	call	*24(%rax)
.L2036:
	movq	2168(%rsp), %rbp
	movq	2176(%rsp), %r12
	movl	$-1, %eax
	movq	2152(%rsp), %r14
	movq	2160(%rsp), %r13
.L2092:
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
.L2190:
	.cfi_restore_state
	movq	80(%rsp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L2093
.L2097:
	movq	2168(%rsp), %rbp
	movq	2176(%rsp), %r12
	movq	2152(%rsp), %r14
	movq	2160(%rsp), %r13
	jmp	.L2092
.L2094:
	leaq	1248(%rsp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	jne	.L2097
	movl	24(%rsp), %r11d
	testl	%r11d, %r11d
	je	.L2096
.L2191:
	movl	1668(%rsp), %eax
	movq	72(%rsp), %rdi
	leal	1(%rax), %edx
	movl	%edx, 1668(%rsp)
	testl	%eax, %eax
	je	.L2198
	call	cqr_end_pass.part.0
.L2100:
	testl	%eax, %eax
	je	.L2096
	jmp	.L2097
.L2047:
	movq	8(%rsp), %rax
	movq	%rbx, %rdi
	call	*24(%rax)
	jmp	.L2036
.L2192:
	movl	24(%rsp), %r9d
	testl	%r9d, %r9d
	je	.L2106
	movl	1672(%rsp), %r8d
	testl	%r8d, %r8d
	jle	.L2199
	movl	152(%r15), %edx
	leaq	by_kind.5(%rip), %rax
	movb	$0, 106(%rsp)
	xorl	%r12d, %r12d
	movq	$0, 176(%rsp)
	movl	(%rax,%rdx,4), %r14d
	movb	$0, 107(%rsp)
	movq	%r14, %rax
	jmp	.L2110
.L2199:
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
.L2108:
	movdqa	(%rdx,%rax), %xmm3
	movups	%xmm3, 8(%r8,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L2108
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
.L2109:
	movdqa	(%rdx,%rax), %xmm4
	movups	%xmm4, 88(%r8,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L2109
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
	jmp	.L2092
.L2072:
	movl	108(%rsp), %edi
	testl	%edi, %edi
	jne	.L2076
	jmp	.L2086
.L2188:
	movl	$1, 184(%rsp)
	movl	%r12d, 188(%rsp)
	movb	$1, 106(%rsp)
	jmp	.L2039
.L2106:
	movl	152(%r15), %edx
	xorl	%r12d, %r12d
	leaq	by_kind.5(%rip), %rax
	movq	$0, 176(%rsp)
	movq	$0, 184(%rsp)
	movb	$0, 107(%rsp)
	movl	(%rax,%rdx,4), %r14d
	movb	$0, 106(%rsp)
	jmp	.L2041
.L2189:
	movq	8(%rsp), %rax
	movq	%rbx, %rdi
	call	*24(%rax)
	testl	%ebp, %ebp
	je	.L2086
	jmp	.L2036
	.p2align 4,,10
	.p2align 3
.L2087:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2088
.L2077:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2078
.L2090:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2091
.L2081:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2082
.L2198:
	call	cqr_first_end
	jmp	.L2100
.L2186:
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
	jmp	.L2035
.L2123:
	xorl	%r13d, %r13d
	xorl	%r14d, %r14d
	movl	$-1, %eax
	jmp	.L2092
.L2193:
	xorl	%esi, %esi
	movb	$1, 107(%rsp)
	movl	$1, %r12d
	movl	%esi, 24(%rsp)
	movb	$0, 106(%rsp)
	jmp	.L2112
	.cfi_endproc
.LFE130:
	.size	walk_outcome, .-walk_outcome
	.p2align 4
	.type	ref_job_run, @function
ref_job_run:
.LFB226:
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
.LFE226:
	.size	ref_job_run, .-ref_job_run
	.section	.rodata.str1.8
	.align 8
.LC318:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.text
	.p2align 4
	.type	run_once, @function
run_once:
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
	je	.L2268
	cmpl	$3, %eax
	je	.L2269
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
	jne	.L2227
	testl	%eax, %eax
	jne	.L2227
	cmpq	$1, 160(%rbp)
	je	.L2270
.L2228:
	leaq	240(%r12), %r9
	movl	$1, %esi
.L2230:
	movq	136(%rbp), %rcx
.L2232:
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
.L2229:
	testq	%rax, %rax
	js	.L2233
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2234:
	testq	%rbx, %rbx
	je	.L2235
	js	.L2236
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L2237:
	divsd	%xmm1, %xmm0
.L2235:
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
	jne	.L2238
	movl	8(%rbp), %r9d
	testl	%r9d, %r9d
	jne	.L2238
	cmpq	$0, 40(%rbp)
	je	.L2271
.L2238:
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
.L2239:
	testq	%rax, %rax
	js	.L2240
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2241:
	testq	%r14, %r14
	js	.L2242
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L2243:
	divsd	%xmm1, %xmm0
	movq	24(%rsp), %rax
	movl	176(%rbp), %esi
	movq	256(%r12), %rcx
	movsd	%xmm0, 8(%rax)
	testl	%esi, %esi
	je	.L2244
	movq	160(%rbp), %rsi
	movq	$-1, %rdx
	cmpq	%rsi, %rbx
	jb	.L2245
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
.L2245:
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
.L2202:
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
.L2227:
	.cfi_restore_state
	leaq	by_kind.5(%rip), %rdx
	leaq	240(%r12), %r9
	movl	(%rdx,%rax,4), %esi
	cmpl	$3, %esi
	jne	.L2230
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L2230
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	160(%rbp), %rdx
	leaq	1(%rax,%rdx), %rcx
	jmp	.L2232
	.p2align 4,,10
	.p2align 3
.L2244:
	movq	168(%rbp), %rdx
	jmp	.L2245
.L2242:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2243
.L2240:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2241
.L2233:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2234
.L2271:
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
	jmp	.L2239
.L2269:
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
.L2236:
	.cfi_restore_state
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2237
.L2268:
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
.L2217:
	movq	48(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	server_init
	testq	%r14, %r14
	je	.L2246
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	movq	%rbp, 88(%rsp)
	xorl	%r12d, %r12d
	movq	%r9, 16(%rsp)
	movq	%rsi, 64(%rsp)
	.p2align 4,,10
	.p2align 3
.L2208:
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
	je	.L2272
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
.L2206:
	xorl	%ecx, %ecx
	testq	%rbx, %rbx
	je	.L2212
	.p2align 4,,10
	.p2align 3
.L2207:
	movq	(%r10,%rcx,8), %rdi
	movq	(%r9), %r11
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r11
	cmpq	%r8, %rax
	jnb	.L2210
	testq	%rdx, %rdx
	jne	.L2210
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%rbx, %rcx
	jne	.L2207
.L2212:
	cmpq	%r14, %r12
	jb	.L2208
	movq	64(%rsp), %rsi
	movq	16(%rsp), %r9
	movq	88(%rsp), %rbp
	testq	%rsi, %rsi
	js	.L2213
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L2204:
	testq	%r14, %r14
	js	.L2215
.L2264:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L2216:
	divsd	%xmm1, %xmm0
	movq	40(%rsp), %rsi
	movq	24(%rsp), %rax
	movsd	%xmm0, (%rax,%rsi,8)
	movq	200(%rsp), %rax
	movq	%r9, 256(%rbp,%rsi,8)
	movq	%rax, 240(%rbp,%rsi,8)
	testq	%rsi, %rsi
	jne	.L2273
	movq	$1, 40(%rsp)
	jmp	.L2217
	.p2align 4,,10
	.p2align 3
.L2272:
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
	jmp	.L2206
.L2273:
	movq	%rbp, %r12
	movq	48(%rsp), %rbp
	movq	256(%r12), %rcx
	movl	176(%rbp), %eax
	testl	%eax, %eax
	jne	.L2274
	movq	168(%rbp), %rsi
.L2219:
	cmpq	$0, 40(%r13)
	movq	%rsi, 272(%r12)
	je	.L2250
	xorl	%ebx, %ebx
	leaq	128(%rsp), %r14
	jmp	.L2222
	.p2align 4,,10
	.p2align 3
.L2221:
	addq	$1, %rbx
	cmpq	40(%r13), %rbx
	jnb	.L2275
.L2222:
	movq	48(%r13), %rax
	movq	(%rax,%rbx,8), %r8
	testq	%r8, %r8
	je	.L2221
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rdi
	imulq	%rbx, %rsi
	call	dist_add
	jmp	.L2221
.L2215:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2216
.L2270:
	movl	8(%rbp), %eax
	testl	%eax, %eax
	jne	.L2228
	cmpq	$0, 40(%rbp)
	jne	.L2228
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
	jmp	.L2229
.L2213:
	movq	%rsi, %rdx
	movq	%rsi, %rax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	andl	$1, %eax
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2204
.L2274:
	movq	160(%rbp), %rdi
	movq	$-1, %rsi
	cmpq	%rdi, %r14
	jb	.L2219
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
	jmp	.L2219
.L2275:
	movq	272(%r12), %rsi
	movl	152(%rsp), %r13d
.L2220:
	leaq	160(%rsp), %rbx
	movq	%r14, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	orl	184(%rsp), %r13d
	jne	.L2251
	movl	200(%rbp), %edx
	movq	192(%rbp), %rsi
	movq	%r12, %rcx
	movq	80(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	je	.L2276
.L2223:
	movl	%eax, 8(%rsp)
	movq	128(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rdi
	call	free@PLT
	movl	8(%rsp), %eax
	jmp	.L2202
.L2210:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r11, %rcx
	xorl	%eax, %eax
	leaq	.LC318(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L2276:
	movl	200(%rbp), %edx
	movq	72(%rsp), %rdi
	leaq	80(%r12), %rcx
	movq	192(%rbp), %rsi
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L2223
	movl	200(%rbp), %edx
	movq	192(%rbp), %rsi
	leaq	160(%r12), %rcx
	movq	%rbx, %rdi
	call	dist_summarise
	jmp	.L2223
.L2246:
	xorl	%r9d, %r9d
	pxor	%xmm0, %xmm0
	jmp	.L2264
.L2250:
	xorl	%r13d, %r13d
	leaq	128(%rsp), %r14
	jmp	.L2220
.L2251:
	movl	$-1, %eax
	jmp	.L2223
	.cfi_endproc
.LFE144:
	.size	run_once, .-run_once
	.globl	__floatuntidf
	.section	.rodata.str1.8
	.align 8
.LC324:
	.string	"Theory (%s, rho %.4f): open mean %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.align 8
.LC325:
	.string	"; p99 %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.section	.rodata.str1.1
.LC326:
	.string	"."
	.section	.rodata.str1.8
	.align 8
.LC327:
	.string	"warning: a measurement lies outside its tolerance of theory: a run is a sample, theory a limit; a longer run narrows both"
	.align 8
.LC328:
	.string	"RESULT theory queue=%s rho=%.4f mean_ns=%.0f"
	.section	.rodata.str1.1
.LC329:
	.string	" %s_ns=%.0f"
	.section	.rodata.str1.8
	.align 8
.LC330:
	.string	"\nRESULT theory_check set=open mean_err_pct=%.3f tolerance_pct=%.3f"
	.align 8
.LC331:
	.string	" p99_err_pct=%.3f p99_tolerance_pct=%.3f"
	.section	.rodata.str1.1
.LC332:
	.string	" ok=%d\n"
	.section	.rodata.str1.8
	.align 8
.LC333:
	.string	"RESULT theory_check set=closed mean_err_pct=%.3f tolerance_pct=%.3f"
	.text
	.p2align 4
	.type	print_theory, @function
print_theory:
.LFB222:
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
	jne	.L2278
	xorl	%eax, %eax
	cmpq	$1, 160(%rbx)
	sete	%al
	movl	%eax, (%rsp)
.L2278:
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
	jne	.L2344
.L2277:
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
.L2344:
	.cfi_restore_state
	movq	%r10, %rdi
	movq	%r9, %rsi
	call	__floatuntidf@PLT
	testq	%r13, %r13
	js	.L2280
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r13, %xmm1
.L2281:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, 56(%rsp)
	testq	%r12, %r12
	js	.L2282
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%r12, %xmm5
	movsd	%xmm5, 32(%rsp)
.L2283:
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
	movsd	.LC319(%rip), %xmm4
	mulsd	8(%rsp), %xmm4
	subsd	%xmm1, %xmm3
	mulsd	.LC72(%rip), %xmm3
	movl	160(%rsp), %r12d
	movsd	%xmm4, 8(%rsp)
	divsd	%xmm1, %xmm3
	testl	%r12d, %r12d
	jne	.L2345
	cmpl	$0, (%rsp)
	jne	.L2346
	movq	$0x000000000, 48(%rsp)
	movq	$0x000000000, 64(%rsp)
.L2289:
	movq	.LC60(%rip), %xmm7
	movsd	8(%rsp), %xmm6
	movaps	%xmm7, 32(%rsp)
	andpd	%xmm3, %xmm7
	comisd	%xmm7, %xmm6
	movsd	%xmm7, 72(%rsp)
	jnb	.L2318
	movq	$0x000000000, 16(%rsp)
	xorl	%ebx, %ebx
	movq	$0x000000000, 24(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 80(%rsp)
.L2290:
	movsd	120(%rsp), %xmm0
	movq	112(%rsp), %rsi
	testl	%ebp, %ebp
	je	.L2347
	leaq	.LC328(%rip), %rdi
	movl	$2, %eax
	movsd	%xmm3, 56(%rsp)
	call	printf@PLT
	testl	%r12d, %r12d
	movsd	56(%rsp), %xmm3
	je	.L2298
	leaq	PCT_MILLI(%rip), %r15
	movl	%r12d, 56(%rsp)
	leaq	PCT_NAME(%rip), %rbx
	leaq	40(%r15), %r13
	movq	%r15, %r12
	leaq	.LC329(%rip), %rbp
	movq	%xmm3, %r15
.L2299:
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
	jne	.L2299
	movsd	8(%rsp), %xmm1
	movq	%r15, %xmm3
	movl	$2, %eax
	leaq	.LC330(%rip), %rdi
	movapd	%xmm3, %xmm0
	movl	56(%rsp), %r12d
	call	printf@PLT
	movsd	24(%rsp), %xmm1
	movsd	16(%rsp), %xmm0
	leaq	.LC331(%rip), %rdi
	movl	$2, %eax
	call	printf@PLT
.L2301:
	movsd	8(%rsp), %xmm7
	xorl	%esi, %esi
	comisd	72(%rsp), %xmm7
	jb	.L2302
	movsd	16(%rsp), %xmm0
	movsd	24(%rsp), %xmm6
	xorl	%esi, %esi
	andpd	32(%rsp), %xmm0
	comisd	%xmm0, %xmm6
	setnb	%sil
.L2302:
	leaq	.LC332(%rip), %rbx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	printf@PLT
	cmpl	$0, (%rsp)
	je	.L2277
	movsd	48(%rsp), %xmm1
	movsd	64(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC333(%rip), %rdi
	call	printf@PLT
	testl	%r12d, %r12d
	jne	.L2348
.L2304:
	movsd	64(%rsp), %xmm0
	movapd	32(%rsp), %xmm7
	xorl	%esi, %esi
	movsd	48(%rsp), %xmm1
	addsd	.LC323(%rip), %xmm1
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm1
	jb	.L2305
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm4
	xorl	%esi, %esi
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm4
	setnb	%sil
.L2305:
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
.L2282:
	.cfi_restore_state
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L2283
.L2280:
	movq	%r13, %rax
	andl	$1, %r13d
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%r13, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2281
.L2347:
	movsd	8(%rsp), %xmm4
	leaq	.LC324(%rip), %rdi
	movl	$5, %eax
	movsd	56(%rsp), %xmm2
	divsd	.LC66(%rip), %xmm1
	divsd	.LC66(%rip), %xmm2
	call	printf@PLT
	testl	%r12d, %r12d
	jne	.L2349
.L2295:
	leaq	.LC326(%rip), %rdi
	call	puts@PLT
	testl	%ebx, %ebx
	jne	.L2277
	addq	$184, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC327(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
.L2345:
	.cfi_restore_state
	movsd	.LC320(%rip), %xmm0
	mulsd	48(%rsp), %xmm0
	movsd	%xmm3, 24(%rsp)
	movsd	.LC321(%rip), %xmm2
	movsd	%xmm1, 16(%rsp)
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	sqrt@PLT
	movl	$99000, %esi
	movq	%r14, %rdi
	xorpd	.LC30(%rip), %xmm0
	divsd	.LC322(%rip), %xmm0
	movq	%xmm0, %rbx
	call	theory_open_pct
	movq	136(%r15), %rax
	movsd	16(%rsp), %xmm1
	movsd	24(%rsp), %xmm3
	testq	%rax, %rax
	js	.L2285
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L2286:
	subsd	%xmm0, %xmm2
	mulsd	.LC72(%rip), %xmm2
	movq	%rbx, %xmm4
	cmpl	$0, (%rsp)
	mulsd	.LC319(%rip), %xmm4
	divsd	%xmm0, %xmm2
	movsd	%xmm4, 24(%rsp)
	movsd	%xmm2, 16(%rsp)
	jne	.L2287
	movq	$0x000000000, 80(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 48(%rsp)
	movq	$0x000000000, 64(%rsp)
.L2288:
	movq	.LC60(%rip), %xmm4
	movsd	8(%rsp), %xmm6
	movapd	%xmm4, %xmm7
	movaps	%xmm4, 32(%rsp)
	andpd	%xmm3, %xmm7
	comisd	%xmm7, %xmm6
	movsd	%xmm7, 72(%rsp)
	jb	.L2338
	movsd	16(%rsp), %xmm0
	movsd	24(%rsp), %xmm6
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm6
	jnb	.L2310
.L2338:
	xorl	%ebx, %ebx
	jmp	.L2290
.L2318:
	movq	$0x000000000, 16(%rsp)
	movq	$0x000000000, 24(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 80(%rsp)
.L2310:
	movsd	64(%rsp), %xmm0
	movapd	32(%rsp), %xmm4
	movsd	48(%rsp), %xmm2
	addsd	.LC323(%rip), %xmm2
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm2
	jb	.L2338
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm5
	xorl	%ebx, %ebx
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm5
	setnb	%bl
	jmp	.L2290
.L2346:
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
	mulsd	.LC72(%rip), %xmm0
	mulsd	.LC319(%rip), %xmm4
	divsd	%xmm2, %xmm0
	movsd	%xmm4, 48(%rsp)
	movsd	%xmm0, 64(%rsp)
	jmp	.L2289
.L2298:
	movsd	8(%rsp), %xmm1
	movapd	%xmm3, %xmm0
	movl	$2, %eax
	leaq	.LC330(%rip), %rdi
	call	printf@PLT
	jmp	.L2301
.L2285:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2286
.L2349:
	movq	136(%r15), %rax
	testq	%rax, %rax
	js	.L2296
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2297:
	movq	%r14, %rdi
	movl	$99000, %esi
	divsd	.LC66(%rip), %xmm1
	movsd	%xmm1, (%rsp)
	call	theory_open_pct
	movsd	24(%rsp), %xmm3
	movsd	16(%rsp), %xmm2
	leaq	.LC325(%rip), %rdi
	movsd	(%rsp), %xmm1
	movl	$4, %eax
	divsd	.LC66(%rip), %xmm0
	call	printf@PLT
	jmp	.L2295
.L2287:
	movsd	%xmm3, 88(%rsp)
	movsd	104(%rsp), %xmm0
	divsd	32(%rsp), %xmm0
	movsd	%xmm1, 80(%rsp)
	call	sqrt@PLT
	movsd	136(%rsp), %xmm4
	movapd	%xmm0, %xmm2
	movq	%r13, %xmm0
	subsd	%xmm4, %xmm0
	mulsd	.LC72(%rip), %xmm0
	movsd	%xmm4, 72(%rsp)
	mulsd	.LC319(%rip), %xmm2
	divsd	%xmm4, %xmm0
	movsd	%xmm2, 48(%rsp)
	movsd	.LC321(%rip), %xmm2
	movsd	%xmm0, 64(%rsp)
	movsd	.LC320(%rip), %xmm0
	mulsd	32(%rsp), %xmm0
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	sqrt@PLT
	movq	56(%r15), %rax
	movsd	72(%rsp), %xmm4
	movsd	80(%rsp), %xmm1
	mulsd	.LC334(%rip), %xmm4
	testq	%rax, %rax
	movsd	88(%rsp), %xmm3
	js	.L2308
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L2309:
	subsd	%xmm4, %xmm2
	mulsd	.LC72(%rip), %xmm2
	xorpd	.LC30(%rip), %xmm0
	divsd	.LC322(%rip), %xmm0
	mulsd	.LC319(%rip), %xmm0
	divsd	%xmm4, %xmm2
	movsd	%xmm0, 80(%rsp)
	movsd	%xmm2, 88(%rsp)
	jmp	.L2288
.L2296:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2297
.L2308:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2309
.L2348:
	movsd	80(%rsp), %xmm1
	movsd	88(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC331(%rip), %rdi
	call	printf@PLT
	jmp	.L2304
	.cfi_endproc
.LFE222:
	.size	print_theory, .-print_theory
	.section	.rodata.str1.1
.LC335:
	.string	"the scenario's trace"
.LC336:
	.string	" (the trace's mean)"
	.section	.rodata.str1.8
	.align 8
.LC337:
	.string	"drop it or add --service-dist lognormal"
	.align 8
.LC338:
	.string	"applies to --service-dist lognormal only: "
	.section	.rodata.str1.1
.LC339:
	.string	"e.g. --service-cv 2"
	.section	.rodata.str1.8
	.align 8
.LC340:
	.string	"is needed with --service-dist lognormal: "
	.align 8
.LC341:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC342:
	.string	"--stall %s us is not below --period %s us: random stalls of that mean would leave the server almost no time between them"
	.section	.rodata.str1.1
.LC343:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC344:
	.string	"200000000 (it is not a regular file, so all are kept)"
	.align 8
.LC345:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC346:
	.string	"the latencies have too many possible values"
	.align 8
.LC347:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC348:
	.string	"stall length"
.LC349:
	.string	"load %"
.LC350:
	.string	"stall us"
.LC351:
	.string	"sim"
.LC352:
	.string	"formula"
.LC353:
	.string	"reference"
.LC354:
	.string	"closed-form"
.LC355:
	.string	"sweep-load.svg"
.LC356:
	.string	"sweep-stall.svg"
.LC357:
	.string	"QUICK"
.LC358:
	.string	"REPS"
.LC359:
	.string	"0"
	.section	.rodata.str1.8
	.align 8
.LC360:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC361:
	.string	"QUICK '%s' is not valid: %s"
.LC362:
	.string	"REPS '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC363:
	.string	"out of memory reading the options%s%s"
	.section	.rodata.str1.1
.LC364:
	.string	"--scenario"
.LC365:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC366:
	.string	"both set the length of the run: "
	.align 8
.LC367:
	.string	"--duration and --requests %s%s"
	.section	.rodata.str1.1
.LC368:
	.string	"give --export PREFIX too"
	.section	.rodata.str1.8
	.align 8
.LC369:
	.string	"--export-values adds files to an export: %s%s"
	.align 8
.LC370:
	.string	"--correct, --sweep and --cross-check write no .values files"
	.align 8
.LC371:
	.string	"--export-values applies to a benchmark run: %s%s"
	.section	.rodata.str1.1
.LC372:
	.string	"which writes nothing"
	.section	.rodata.str1.8
	.align 8
.LC373:
	.string	"--export does not apply to --cross-check, %s%s"
	.section	.rodata.str1.1
.LC374:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC375:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC376:
	.string	"%s, from %s"
.LC377:
	.string	"--correct '%s': out of memory"
	.section	.rodata.str1.8
	.align 8
.LC378:
	.string	"--correct %.40s: more than 200000000 lines"
	.section	.rodata.str1.1
.LC379:
	.string	"use --correct FILE"
.LC380:
	.string	"at most 255 characters; "
	.section	.rodata.str1.8
	.align 8
.LC381:
	.string	"--trace-values is too long: %s%s"
	.section	.rodata.str1.1
.LC382:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC383:
	.string	"--trace-values: '%s' is not a repeat count: %s"
	.section	.rodata.str1.1
.LC384:
	.string	"--trace-values: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC385:
	.string	"give latencies separated by commas, e.g. 2ms*99,1000ms"
	.align 8
.LC386:
	.string	"--trace-values '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC387:
	.string	"for the trace"
.LC388:
	.string	"for the corrected trace"
.LC389:
	.string	"checking the trace"
.LC390:
	.string	"trace"
	.section	.rodata.str1.8
	.align 8
.LC391:
	.string	"bench: --export: the corrected %s holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC392:
	.string	"coordinated omission: correcting a recorded trace"
	.align 8
.LC393:
	.string	"scenario: %s\ntrace: %s, %lu latencies\n"
	.align 8
.LC394:
	.string	"correction: expected interval %s us%s; rank rule %s; slow above %s us\n"
	.align 8
.LC395:
	.string	"checks: percentiles, counts, slow counts and sums of both sets against counting over the distinct values\n"
	.section	.rodata.str1.1
.LC396:
	.string	"recorded"
.LC397:
	.string	"ratio"
.LC398:
	.string	"\n%-10s %9s"
.LC399:
	.string	" %11.*f"
	.section	.rodata.str1.8
	.align 8
.LC400:
	.string	"\n(percentiles in us; ratio = corrected / recorded)\n"
	.align 8
.LC401:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC402:
	.string	"RESULT checks passed=%lu failed=%lu runs=1\n"
	.align 8
.LC403:
	.string	"Latency by percentile: a recorded trace and its correction"
	.section	.rodata.str1.1
.LC404:
	.string	"recorded.hgrm"
.LC405:
	.string	"corrected.hgrm"
.LC406:
	.string	"--service-cv %s%s"
.LC407:
	.string	"give all three, or none"
	.section	.rodata.str1.8
	.align 8
.LC408:
	.string	"go together with --service-dist bimodal: "
	.align 8
.LC409:
	.string	"--slow-fraction and --slow-service %s%s"
	.align 8
.LC410:
	.string	"drop --service-dist or use catch-up"
	.align 8
.LC411:
	.string	"takes fixed service times only: "
	.section	.rodata.str1.1
.LC412:
	.string	"--closed back-to-back %s%s"
	.section	.rodata.str1.8
	.align 8
.LC413:
	.string	"--period 0 means a single stall"
	.align 8
.LC414:
	.string	"--stalls poisson needs --period T, the mean gap between stall starts: %s%s"
	.align 8
.LC415:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC416:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC417:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC418:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC419:
	.string	"takes one connection: "
.LC420:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC421:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC422:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC424:
	.string	"lower --rate or shorten the run"
	.align 8
.LC425:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC426:
	.string	"--schedule poisson: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC427:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC428:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC429:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC430:
	.string	"1 / rate, the interval the schedule was configured with"
	.align 8
.LC431:
	.string	"--arrivals %.40s: more than %s lines"
	.align 8
.LC432:
	.string	"--arrivals '%s': out of memory at line %lu"
	.section	.rodata.str1.1
.LC433:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC434:
	.string	"--arrivals '%s': no due time falls within %s"
	.section	.rodata.str1.1
.LC435:
	.string	"add --expected-interval T"
	.section	.rodata.str1.8
	.align 8
.LC436:
	.string	"--arrivals '%s' has no gap between its due times (one line, or all at one instant), so it gives no interval to correct with: %s"
	.align 8
.LC437:
	.string	"the replayed schedule's mean gap"
	.align 8
.LC438:
	.string	"shorten --duration or --interval"
	.align 8
.LC439:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC440:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC441:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC442:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC443:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC444:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC445:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC446:
	.string	"back-to-back may send more than %s requests: %s"
	.section	.rodata.str1.1
.LC447:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC448:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC449:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.section	.rodata.str1.1
.LC450:
	.string	"drop one of the two"
.LC451:
	.string	"keeps none: "
	.section	.rodata.str1.8
	.align 8
.LC452:
	.string	"--export needs every sample kept, and --exact-by passes %s%s"
	.align 8
.LC453:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.section	.rodata.str1.1
.LC454:
	.string	"drop --arrivals and mean"
	.section	.rodata.str1.8
	.align 8
.LC455:
	.string	"--sweep runs on a fixed schedule, or a Poisson one across load, with a fixed expected interval: %s%s"
	.section	.rodata.str1.1
.LC456:
	.string	"in the sweep"
	.section	.rodata.str1.8
	.align 8
.LC457:
	.string	"coordinated omission: sweep over %s\n"
	.section	.rodata.str1.1
.LC458:
	.string	"base: service %s us"
.LC459:
	.string	", stall %s us"
.LC460:
	.string	", period %s us"
	.section	.rodata.str1.8
	.align 8
.LC461:
	.string	", %s us of schedule per point\n\n"
	.section	.rodata.str1.1
.LC462:
	.string	"checked"
.LC463:
	.string	"%-10s %-8s"
.LC464:
	.string	" | %-10s %10s %10s"
.LC465:
	.string	"\n%-10s %-8s"
.LC466:
	.string	"p50"
.LC467:
	.string	" | "
.LC468:
	.string	"%s%10s"
.LC469:
	.string	"p99"
.LC470:
	.string	"p99.9"
.LC471:
	.string	"%-10lu"
.LC472:
	.string	"%-10s"
.LC473:
	.string	" %-8s"
	.section	.rodata.str1.8
	.align 8
.LC474:
	.string	"(percentiles in us; checked against: formula = the closed form, sim = the reference simulation)\n"
	.align 8
.LC475:
	.string	"theory (%s, Poisson arrivals, no stalls): the open loop's mean against theory's\n"
	.section	.rodata.str1.1
.LC476:
	.string	"theory"
.LC477:
	.string	"open mean"
.LC478:
	.string	"%-10s %12s %12s"
.LC479:
	.string	"theory p99"
.LC480:
	.string	"open p99"
.LC481:
	.string	" %12s %12s"
.LC482:
	.string	"%-10lu %12.1f %12.1f"
.LC483:
	.string	" %12.1f %12.1f"
	.section	.rodata.str1.8
	.align 8
.LC484:
	.string	"(us; theory is a limit, a finite run a sample: at high load the run is short of it)\n"
	.align 8
.LC485:
	.string	"RESULT sweep axis=%s value=%lu"
	.section	.rodata.str1.1
.LC486:
	.string	" %s_%s_ns=%lu"
.LC487:
	.string	" against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC488:
	.string	"RESULT sweep_theory axis=%s value=%lu queue=%s rho=%.4f open_mean_ns=%.0f theory_mean_ns=%.0f"
	.align 8
.LC489:
	.string	" open_p99_ns=%lu theory_p99_ns=%.0f"
	.align 8
.LC490:
	.string	"RESULT checks passed=%lu failed=%lu runs=%zu\n"
	.align 8
.LC491:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC492:
	.string	"in the cross-check"
.LC493:
	.string	"expected_ns"
.LC494:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC495:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC496:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC497:
	.string	"computing the expected outcome"
	.section	.rodata.str1.1
.LC498:
	.string	"for a rep"
.LC499:
	.string	" warmup"
.LC500:
	.string	"rep=%u%s set=%s"
.LC501:
	.string	" slow=%lu sum_ns=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC502:
	.string	"bench: out of memory for the report\n"
	.align 8
.LC503:
	.string	"bench: out of memory for the theory check\n"
	.section	.rodata.str1.1
.LC506:
	.string	"cv"
.LC507:
	.string	" %6s\n"
.LC508:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC509:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.section	.rodata.str1.1
.LC510:
	.string	"ratios: open/closed p99 %s"
.LC511:
	.string	", p99.9 %s"
.LC512:
	.string	"; corrected/closed p99 %s"
.LC513:
	.string	"; open/corrected p99 %s"
.LC514:
	.string	", p90 %s\n"
	.section	.rodata.str1.8
	.align 8
.LC515:
	.string	"The recordings part at %s: the open loop reads %s us there, %s times the closed loop's %s us.\n"
	.align 8
.LC516:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC517:
	.string	"At p99 the open loop reads %s us, %s times the closed loop"
	.align 8
.LC518:
	.string	"; corrected at %s us, the closed loop reads %s us.\n"
	.align 8
.LC519:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC520:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s us.\n"
	.align 8
.LC521:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.align 8
.LC522:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC523:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC524:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC525:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC526:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC527:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC528:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC529:
	.string	"RESULT service dist=%s mean_ns=%.0f scv=%.4f\n"
	.align 8
.LC530:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.section	.rodata.str1.1
.LC531:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC532:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.align 8
.LC533:
	.string	"--correct '%s': out of memory at line %lu"
	.text
	.p2align 4
	.type	run_options.constprop.0, @function
run_options.constprop.0:
.LFB291:
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
	subq	$10504, %rsp
	.cfi_def_cfa_offset 10560
	movq	%rdi, 8(%rsp)
	leaq	.LC357(%rip), %rdi
	movl	%esi, 16(%rsp)
	movq	%rdx, 24(%rsp)
	call	getenv@PLT
	leaq	.LC358(%rip), %rdi
	movq	%rax, %rbx
	call	getenv@PLT
	movq	%rax, %r14
	testq	%rbx, %rbx
	je	.L2686
	movzbl	(%rbx), %eax
	subl	$49, %eax
	movl	%eax, %ebp
	je	.L2897
.L2352:
	cmpb	$0, (%rbx)
	jne	.L2898
.L2353:
	xorl	%eax, %eax
	testl	%ebp, %ebp
	sete	%al
.L2351:
	movq	8(%rsp), %rdx
	movl	%eax, 328(%rdx)
	testq	%r14, %r14
	je	.L2355
	cmpb	$0, (%r14)
	jne	.L2899
.L2355:
	movslq	16(%rsp), %rdi
	movq	%rdi, %rbx
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, %r9
	testq	%rax, %rax
	je	.L2357
	xorl	%ebp, %ebp
	subl	$1, %ebx
	movl	%ebp, (%rsp)
	jle	.L2900
	xorl	%ebx, %ebx
	leaq	2496(%rsp), %rax
	movq	%r9, 40(%rsp)
	movl	$1, %r14d
	movl	%ebx, 64(%rsp)
	leaq	OPTIONS(%rip), %r15
	movl	%r14d, %r12d
	movl	%ebx, 72(%rsp)
	movq	%rax, 48(%rsp)
	.p2align 4,,10
	.p2align 3
.L2358:
	movslq	%r12d, %rax
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 32(%rsp)
	movq	24(%rsp), %rcx
	movq	(%rcx,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L2732
	cmpb	$104, 1(%r14)
	jne	.L2732
	cmpb	$0, 2(%r14)
	movl	$-1, %edx
	leaq	.LC213(%rip), %rbx
	jne	.L2732
.L2361:
	leaq	OPTIONS(%rip), %rbp
	xorl	%r13d, %r13d
	movl	%edx, %eax
	jmp	.L2366
	.p2align 4,,10
	.p2align 3
.L2362:
	addl	$1, %r13d
	addq	$32, %rbp
	cmpl	$36, %r13d
	je	.L2901
	movq	0(%rbp), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L2366:
	movq	0(%rbp), %rdi
	testl	%eax, %eax
	jne	.L2362
	movslq	%r13d, %r8
	movl	%eax, %edx
	leal	1(%r12), %eax
	salq	$5, %r8
	movl	8(%r15,%r8), %r11d
	testl	%r11d, %r11d
	jne	.L2364
	movl	%edx, 56(%rsp)
	cmpl	%eax, 16(%rsp)
	jle	.L2364
	leaq	.LC130(%rip), %rsi
	movq	%rdi, 80(%rsp)
	movl	$1, %ebx
	call	strcmp@PLT
	movq	80(%rsp), %rdi
	leaq	.LC133(%rip), %rsi
	testl	%eax, %eax
	movl	72(%rsp), %eax
	cmove	%ebx, %eax
	movl	%eax, 72(%rsp)
	call	strcmp@PLT
	movq	80(%rsp), %rdi
	leaq	.LC364(%rip), %rsi
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
	movq	%rsi, %xmm5
	punpcklqdq	%xmm5, %xmm0
	je	.L2902
	movslq	(%rsp), %rax
	movq	%rax, %rcx
	addl	$2, %ecx
	movl	%ecx, (%rsp)
	movq	40(%rsp), %rcx
	movups	%xmm0, (%rcx,%rax,8)
	movl	$1, %eax
.L2370:
	cmpl	%r12d, 16(%rsp)
	jle	.L2727
	testb	%al, %al
	jne	.L2358
.L2727:
	movq	40(%rsp), %r9
	testl	%edx, %edx
	je	.L2373
.L2889:
	movq	%r9, %rdi
	call	free@PLT
.L2435:
	movq	48(%rsp), %rdi
	call	usage_error
	movl	%eax, %ebx
.L2350:
	addq	$10504, %rsp
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
.L2901:
	.cfi_restore_state
	leal	1(%r12), %eax
.L2364:
	movslq	(%rsp), %rdx
	movq	40(%rsp), %rbx
	movl	%eax, %r12d
	leal	1(%rdx), %eax
	movq	%r14, (%rbx,%rdx,8)
	xorl	%edx, %edx
	movl	%eax, (%rsp)
	movl	$1, %eax
	jmp	.L2370
	.p2align 4,,10
	.p2align 3
.L2732:
	leaq	.LC115(%rip), %rsi
	movq	%r14, %rdi
	movq	%r14, %rbx
	call	strcmp@PLT
	movl	%eax, %edx
	jmp	.L2361
.L2902:
	movq	48(%rsp), %rdx
	movq	8(%rsp), %rdi
	call	apply_scenario.constprop.0
	testl	%eax, %eax
	movl	%eax, %edx
	sete	%al
	jmp	.L2370
.L2898:
	leaq	.LC359(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2353
	testl	%ebp, %ebp
	je	.L2353
	leaq	2496(%rsp), %rdi
	leaq	.LC360(%rip), %r8
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC361(%rip), %rdx
	movl	$2048, %esi
	movq	%rdi, 48(%rsp)
	call	snprintf@PLT
	jmp	.L2435
.L2897:
	movzbl	1(%rbx), %ebp
	jmp	.L2352
.L2373:
	movl	64(%rsp), %edx
	testl	%edx, 72(%rsp)
	je	.L2359
	movq	48(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	%r9, (%rsp)
	leaq	.LC365(%rip), %r8
	leaq	.LC366(%rip), %rcx
	leaq	.LC367(%rip), %rdx
	call	snprintf@PLT
	movq	(%rsp), %r9
	jmp	.L2889
.L2899:
	leaq	4544(%rsp), %rbp
	movl	$100000, %edx
	movl	$1, %esi
	movq	%r14, %rdi
	movq	%rbp, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L2903
	movq	4544(%rsp), %rax
	movq	8(%rsp), %rdx
	movl	%eax, 208(%rdx)
	jmp	.L2355
.L2686:
	xorl	%eax, %eax
	jmp	.L2351
.L2900:
	leaq	2496(%rsp), %rax
	movq	%rax, 48(%rsp)
.L2359:
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
	jne	.L2435
	cmpl	$0, 296(%r15)
	movl	216(%r15), %eax
	movq	288(%r15), %rbx
	jne	.L2904
	testq	%rbx, %rbx
	jne	.L2905
.L2377:
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	leaq	512(%rsp), %rdi
	leaq	.LC376(%rip), %rdx
	movl	$96, %esi
	movq	%rdi, 80(%rsp)
	movq	304(%rbx), %rcx
	movq	312(%rbx), %r8
	call	snprintf@PLT
	cmpl	$1, 216(%rbx)
	movq	8(%rsp), %rax
	je	.L2906
	movq	224(%rax), %r15
	movq	232(%rax), %r13
	movq	%r15, %rdx
	movq	%r15, %r14
	orq	%r13, %rdx
	jne	.L2432
	cmpl	$0, 328(%rax)
	movabsq	$20000000000, %rdx
	movabsq	$5000000000, %rax
	cmove	%rdx, %rax
	movq	%rax, %r14
.L2432:
	movq	8(%rsp), %rax
	xorl	%esi, %esi
	movq	248(%rax), %rdx
	movl	336(%rax), %ecx
	movq	%rdx, 96(%rax)
	movl	8(%rax), %eax
	cmpl	$3, %eax
	sete	%sil
	cmpl	%esi, %ecx
	jne	.L2907
	movq	8(%rsp), %rcx
	cmpl	$0, 340(%rcx)
	jne	.L2436
	cmpl	$0, 344(%rcx)
	jne	.L2437
	cmpl	$2, %eax
	je	.L2437
	testl	%eax, %eax
	je	.L2440
.L2439:
	movq	8(%rsp), %rax
	cmpl	$2, 152(%rax)
	je	.L2908
.L2440:
	movq	8(%rsp), %rax
	cmpl	$1, 40(%rax)
	movq	56(%rax), %rsi
	je	.L2909
.L2441:
	testq	%rsi, %rsi
	jne	.L2442
.L2443:
	movq	8(%rsp), %rax
	pxor	%xmm0, %xmm0
	movsd	240(%rax), %xmm4
	movq	8(%rsp), %rax
	ucomisd	%xmm0, %xmm4
	movsd	%xmm4, (%rsp)
	jp	.L2728
	je	.L2445
.L2728:
	cmpl	$1, 72(%rax)
	jne	.L2910
	movq	8(%rsp), %rax
	cmpl	$1, 152(%rax)
	jne	.L2451
	movq	8(%rsp), %rax
	cmpq	$1, 160(%rax)
	jbe	.L2451
.L2685:
	movq	48(%rsp), %rdi
	leaq	.LC418(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC419(%rip), %rcx
	leaq	.LC420(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2435
.L2904:
	testq	%rbx, %rbx
	je	.L2911
	testl	%eax, %eax
	jne	.L2912
.L2376:
	leaq	1392(%rsp), %r12
	movq	%rbx, %rcx
	movl	$1100, %esi
	xorl	%eax, %eax
	leaq	.LC374(%rip), %rdx
	movq	%r12, %rdi
	leaq	4544(%rsp), %rbp
	call	snprintf@PLT
	movq	%r12, %rdi
	movl	$1200, %edx
	movq	%rbp, %rsi
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2913
	call	fclose@PLT
	movq	%rbp, %rdi
	call	remove@PLT
	jmp	.L2377
.L2905:
	cmpl	$3, %eax
	jne	.L2376
	movq	48(%rsp), %rdi
	leaq	.LC11(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC372(%rip), %rcx
	leaq	.LC373(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2435
.L2436:
	cmpl	$2, %eax
	jne	.L2437
	movq	8(%rsp), %rax
	cmpl	$0, 344(%rax)
	jne	.L2439
.L2437:
	movq	48(%rsp), %rdi
	leaq	.LC407(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC408(%rip), %rcx
	leaq	.LC409(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2435
.L2442:
	movq	8(%rsp), %rax
	cmpq	%rsi, 48(%rax)
	jb	.L2443
	leaq	4544(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	8(%rsp), %r15
	leaq	1392(%rsp), %rdi
	movq	%rax, %rbx
	movq	48(%r15), %rsi
	call	fmt_us.constprop.0
	cmpq	$0, 40(%r15)
	movq	48(%rsp), %rdi
	movq	%rbx, %r8
	movq	%rax, %rcx
	leaq	.LC342(%rip), %rdx
	leaq	.LC341(%rip), %rax
	movl	$2048, %esi
	cmove	%rax, %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2435
.L2445:
	cmpl	$1, 152(%rax)
	je	.L2914
	movq	8(%rsp), %rax
	movl	72(%rax), %eax
	cmpl	$1, %eax
	je	.L2684
.L2450:
	cmpl	$2, %eax
	movq	8(%rsp), %rax
	je	.L2915
	movq	80(%rax), %rcx
	testq	%r13, %r13
	je	.L2916
.L2496:
	movabsq	$4611686018427387903, %rsi
	movq	%r13, %rax
	mulq	%rcx
	movq	%rax, %rdi
	xorl	%eax, %eax
	cmpq	%rdi, %rsi
	sbbq	%rdx, %rax
	jc	.L2917
	leaq	-1(%r13), %rax
	movq	8(%rsp), %rdx
	imulq	%rcx, %rax
	cmpl	$0, 332(%rdx)
	movq	%r13, 136(%rdx)
	movq	%rax, 128(%rdx)
	je	.L2918
.L2493:
	movq	8(%rsp), %rax
	movl	204(%rax), %ebp
	movq	136(%rax), %rax
	movq	%rax, %r12
	cmpl	$1, %ebp
	je	.L2674
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jb	.L2919
.L2501:
	cmpl	$2, %ebp
	je	.L2920
.L2500:
	movq	8(%rsp), %rax
	cmpl	$2, 152(%rax)
	jne	.L2506
	cmpq	$0, 232(%rax)
	jne	.L2921
	movq	8(%rsp), %rcx
	movq	%r14, 144(%rcx)
	testq	%r14, %r14
	je	.L2506
	movq	%r14, %rax
	xorl	%edx, %edx
	divq	(%rcx)
	movq	160(%rcx), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpl	$1, %ebp
	je	.L2507
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L2506
	leaq	.LC343(%rip), %rcx
.L2508:
	movq	48(%rsp), %rdi
	leaq	.LC445(%rip), %r8
	leaq	.LC446(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2435
.L2921:
	xorl	%edx, %edx
	movq	%rdx, 144(%rax)
.L2506:
	movq	8(%rsp), %rbx
	movq	%rbx, %rdi
	call	service_max
	movq	48(%rbx), %r13
	xorl	%r9d, %r9d
	movq	%rbx, %rdx
	xorl	%ebx, %ebx
	movq	%r13, %r8
	addq	%rax, %r8
	adcq	%rbx, %r9
	testq	%r13, %r13
	je	.L2509
	movq	56(%rdx), %rbx
	testq	%rbx, %rbx
	jne	.L2922
.L2509:
	movq	8(%rsp), %rcx
	xorl	%edx, %edx
	xorl	%edi, %edi
	movq	128(%rcx), %rbx
	movq	64(%rcx), %rsi
	movq	144(%rcx), %rax
	movq	%r9, %rcx
	addq	%rbx, %rsi
	adcq	%rdx, %rdi
	xorl	%edx, %edx
	addq	%rax, %rsi
	leaq	1(%r12), %rax
	adcq	%rdx, %rdi
	imulq	%rax, %rcx
	mulq	%r8
	addq	%rcx, %rdx
	addq	%rax, %rsi
	movabsq	$4611686018427387903, %rcx
	adcq	%rdx, %rdi
	xorl	%eax, %eax
	cmpq	%rsi, %rcx
	sbbq	%rdi, %rax
	jc	.L2923
	movq	8(%rsp), %rdi
	movq	288(%rdi), %rdx
	movl	216(%rdi), %eax
	movq	%rdx, 56(%rsp)
	testq	%rdx, %rdx
	je	.L2512
	testl	%eax, %eax
	jne	.L2512
	cmpl	$3, %ebp
	je	.L2513
	call	plan_route
	cmpl	$3, %eax
	je	.L2924
.L2515:
	movq	8(%rsp), %r15
	movl	$288, %esi
	leaq	4544(%rsp), %rbp
	movl	300(%r15), %eax
	movl	208(%r15), %ebx
	movl	%eax, 32(%rsp)
	movl	296(%r15), %eax
	leal	1(%rbx), %edi
	movl	%eax, 204(%rsp)
	call	calloc@PLT
	movq	%rbx, %rdi
	movl	$8, %esi
	movq	%rax, %r13
	movq	%rax, 64(%rsp)
	call	calloc@PLT
	movq	%rbx, %rdi
	movl	$8, %esi
	movq	%rax, %r14
	movq	%rax, 144(%rsp)
	call	calloc@PLT
	movl	$50, %ecx
	movq	%rbp, %rdi
	movq	%rax, 160(%rsp)
	movq	%rax, %rbx
	xorl	%eax, %eax
	rep stosq
	movq	80(%rsp), %rax
	movl	$20, %ecx
	leaq	432(%rsp), %rdi
	movq	%rdi, 48(%rsp)
	movq	%rax, 4552(%rsp)
	xorl	%eax, %eax
	testq	%r14, %r14
	movq	%rdi, 4568(%rsp)
	rep stosl
	leaq	320(%rsp), %rdi
	movl	$12, %ecx
	movq	%r15, 4544(%rsp)
	movq	%rdi, 72(%rsp)
	rep stosl
	sete	%al
	testq	%r13, %r13
	sete	%dl
	orb	%dl, %al
	jne	.L2595
	testq	%rbx, %rbx
	je	.L2595
	movq	8(%rsp), %rbx
	movq	48(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	testl	%eax, %eax
	jne	.L2595
	xorl	%eax, %eax
	cmpq	$0, 56(%rsp)
	leaq	1392(%rsp), %r12
	movq	%rbx, %rdi
	setne	%al
	xorl	%r13d, %r13d
	movq	%rbx, 288(%rsp)
	movl	%eax, 460(%rsp)
	movq	%r12, 296(%rsp)
	movl	%r13d, 304(%rsp)
	call	closed_form_gap
	testq	%rax, %rax
	je	.L2599
	cmpl	$0, 32(%rsp)
	jne	.L2599
	cmpq	$0, 56(%rsp)
	jne	.L2599
	xorl	%esi, %esi
	leaq	288(%rsp), %rcx
	leaq	272(%rsp), %rdi
	leaq	ref_job_run(%rip), %rdx
	call	pthread_create@PLT
	testl	%eax, %eax
	jne	.L2599
	movl	$1, %r13d
.L2600:
	xorl	%r10d, %r10d
	leaq	720(%rsp), %rax
	movl	%r13d, 128(%rsp)
	movq	184(%rsp), %r13
	movq	%r12, 168(%rsp)
	movl	%r10d, %r11d
	movq	176(%rsp), %r12
	movq	%rax, 16(%rsp)
	movq	%rbp, 176(%rsp)
	jmp	.L2618
.L2611:
	testl	%r11d, %r11d
	je	.L2617
	movsd	720(%rsp), %xmm0
	movq	144(%rsp), %rdx
	leal	-1(%r11), %eax
	movsd	%xmm0, (%rdx,%rax,8)
	movq	160(%rsp), %rdx
	movsd	728(%rsp), %xmm0
	movsd	%xmm0, (%rdx,%rax,8)
.L2617:
	movq	8(%rsp), %rax
	addl	$1, %r11d
	cmpl	%r11d, 208(%rax)
	jb	.L2925
.L2618:
	movl	%r11d, %eax
	movq	64(%rsp), %rdx
	movq	16(%rsp), %rcx
	movl	%r11d, (%rsp)
	imulq	$288, %rax, %rax
	movq	48(%rsp), %rsi
	movq	8(%rsp), %rdi
	leaq	(%rdx,%rax), %rbx
	movq	%rbx, %rdx
	call	run_once
	movl	(%rsp), %r11d
	testl	%eax, %eax
	jne	.L2926
	cmpl	$0, 32(%rsp)
	je	.L2611
	testl	%r11d, %r11d
	leaq	.LC11(%rip), %rax
	leaq	.LC499(%rip), %rdx
	movl	%r11d, 40(%rsp)
	cmove	%rdx, %rax
	leaq	1136(%rsp), %r8
	movabsq	$-3689348814741910323, %r15
	movabsq	$-3689348814741910324, %r14
	movq	%rax, 112(%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rax, 24(%rsp)
	leaq	8(%rbx), %rax
	movq	%rax, (%rsp)
	leaq	880(%rsp), %rax
	movq	%rax, 192(%rsp)
.L2616:
	movq	24(%rsp), %rax
	movl	40(%rsp), %esi
	leaq	.LC500(%rip), %rdi
	movq	%r8, 96(%rsp)
	movq	112(%rsp), %rdx
	leaq	PCT_NAME(%rip), %rbx
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	(%rsp), %rbp
	leaq	.LC292(%rip), %rdi
	xorl	%eax, %eax
	movq	-8(%rbp), %rsi
	call	printf@PLT
	movq	%r12, 80(%rsp)
	movq	%r13, 88(%rsp)
	movq	96(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L2612:
	movq	0(%rbp), %rdx
	movq	(%rbx), %rsi
	leaq	.LC293(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %rbp
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rax, %rbx
	jne	.L2612
	movq	(%rsp), %rax
	movb	$0, 1183(%rsp)
	movq	%r13, %r8
	movl	$47, %esi
	movl	$9, %edi
	movq	56(%rax), %rcx
	movq	64(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L2615:
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
	addq	%rax, %rdx
	movq	%rcx, %rax
	subq	%rdx, %r9
	movq	%rbx, %rdx
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
	jc	.L2615
	movq	192(%rsp), %rbp
	leaq	(%r8,%rsi), %rcx
	leaq	.LC287(%rip), %rdx
	xorl	%eax, %eax
	movl	$48, %esi
	movq	%r8, 80(%rsp)
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	(%rsp), %rbx
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC501(%rip), %rdi
	movq	48(%rbx), %rsi
	addq	$80, %rbx
	call	printf@PLT
	addq	$8, 24(%rsp)
	movq	24(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rdx
	movq	%rbx, (%rsp)
	movq	80(%rsp), %r8
	cmpq	%rdx, %rax
	jne	.L2616
	movl	40(%rsp), %r11d
	jmp	.L2611
.L2512:
	cmpl	$2, %eax
	je	.L2927
	cmpl	$3, %eax
	jne	.L2515
	movq	8(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 1136(%rsp)
	call	closed_form_gap
	movq	%rax, %rsi
	testq	%rax, %rax
	jne	.L2928
	movq	8(%rsp), %rbx
	leaq	1392(%rsp), %rbp
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	call	closed_form
	testl	%eax, %eax
	jne	.L2590
	leaq	4544(%rsp), %r12
	xorl	%ecx, %ecx
	leaq	REFERENCE_WALK(%rip), %rsi
	movq	%rbx, %rdi
	movq	%r12, %rdx
	call	walk_outcome
	testl	%eax, %eax
	jne	.L2590
	leaq	1136(%rsp), %rbx
	xorl	%esi, %esi
	movq	%rbp, %rcx
	movq	%r12, %rdx
	movq	%rbx, %rdi
	call	check_outcome
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	1664(%rsp), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 10568
	movq	%rbx, %rdi
	leaq	.LC493(%rip), %rcx
	leaq	.LC494(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 10576
	movq	4832(%rsp), %r8
	call	check
	movq	1160(%rsp), %rbx
	xorl	%eax, %eax
	movq	1152(%rsp), %rsi
	leaq	.LC495(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	popq	%r14
	.cfi_def_cfa_offset 10568
	popq	%r15
	.cfi_def_cfa_offset 10560
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L2350
.L2922:
	movq	8(%rsp), %r15
	cmpq	$0, 40(%rdx)
	movq	%r15, %rdi
	je	.L2929
	call	service_max
	movq	%r15, %rdi
	movq	%rax, %r14
	call	service_max
	xorl	%edx, %edx
	movl	$37, %edi
	divq	%rbx
	xorl	%ebx, %ebx
	shldq	$6, %r14, %rbx
	leaq	2(%rax), %rcx
	movq	%rcx, %rax
	mulq	%r13
	imulq	$37, %rdx, %rcx
	mulq	%rdi
	addq	%rcx, %rdx
	movq	%r14, %rcx
	salq	$6, %rcx
	addq	%rcx, %rax
	adcq	%rbx, %rdx
	movq	%rax, %r8
	movq	%rdx, %r9
	jmp	.L2509
.L2918:
	leaq	.LC440(%rip), %rax
	movq	%rcx, 168(%rdx)
	movq	%rax, 184(%rdx)
	jmp	.L2493
.L2916:
	xorl	%edx, %edx
	movq	%r14, %rax
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r13
	jmp	.L2496
.L2920:
	leaq	4544(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%rsi, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L2500
	movq	8(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L2930
.L2503:
	movq	48(%rsp), %rdi
	leaq	.LC11(%rip), %r8
	leaq	.LC444(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2435
.L2451:
	testq	%r13, %r13
	jne	.L2453
	testq	%r14, %r14
	js	.L2454
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L2455:
	divsd	.LC28(%rip), %xmm0
	mulsd	(%rsp), %xmm0
	leaq	.LC424(%rip), %r8
	leaq	.LC425(%rip), %rcx
	comisd	.LC423(%rip), %xmm0
	ja	.L2895
.L2453:
	movsd	(%rsp), %xmm3
	movl	$1, %ebx
	movq	$0x000000000, 4552(%rsp)
	xorl	%r12d, %r12d
	movq	%rdx, 4560(%rsp)
	salq	$40, %rbx
	leaq	4544(%rsp), %rbp
	movabsq	$-9223372036854775808, %r15
	movsd	%xmm3, 4544(%rsp)
	jmp	.L2466
.L2932:
	cmpq	%r12, %r13
	sete	%al
.L2458:
	testb	%al, %al
	jne	.L2931
	comisd	.LC196(%rip), %xmm0
	jnb	.L2461
	cmpq	%rbx, %r12
	je	.L2461
	comisd	.LC82(%rip), %xmm0
	jnb	.L2463
	cvttsd2siq	%xmm0, %rax
.L2464:
	testq	%r12, %r12
	jne	.L2465
	movq	8(%rsp), %rdx
	movq	%rax, 120(%rdx)
.L2465:
	movq	8(%rsp), %rdx
	addq	$1, %r12
	movq	%rax, 128(%rdx)
.L2466:
	movq	%rbp, %rdi
	call	poisson_next
	testq	%r13, %r13
	jne	.L2932
	testq	%r14, %r14
	js	.L2459
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L2460:
	comisd	%xmm1, %xmm0
	setnb	%al
	jmp	.L2458
.L2927:
	movq	8(%rsp), %rdx
	movl	72(%rdx), %eax
	cmpl	$2, %eax
	je	.L2517
	cmpl	$0, 176(%rdx)
	jne	.L2517
	movq	280(%rdx), %rdx
	subl	$1, %eax
	movq	%rdx, 16(%rsp)
	je	.L2933
	leaq	4544(%rsp), %rbp
	xorl	%eax, %eax
	movl	$744, %ecx
	movq	%rbp, %rdi
	leaq	.LC263(%rip), %r12
	rep stosq
	movq	16(%rsp), %rdi
	movq	%r12, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	sete	%dl
	sete	%al
	movzbl	%dl, %edx
	movl	%edx, 4544(%rsp)
	movq	8(%rsp), %rdx
	movq	136(%rdx), %rbx
	imulq	80(%rdx), %rbx
.L2681:
	cmpb	$1, %al
	movq	%rbx, 4552(%rsp)
	leaq	LOAD_PCT.4(%rip), %r15
	leaq	1136(%rsp), %rbx
	sbbq	%r8, %r8
	xorl	%r14d, %r14d
	andq	$-3, %r8
	addq	$11, %r8
	movq	%r8, 24(%rsp)
	jmp	.L2549
.L2521:
	leaq	STALL_US.3(%rip), %rax
	imulq	$1000, (%rax,%r14,8), %rdx
	movq	1192(%rsp), %rax
	subq	$1, %rax
	movq	%rdx, 1184(%rsp)
	cmpq	%rdx, %rax
	jb	.L2535
	leaq	880(%rsp), %rax
	movq	%rax, (%rsp)
.L2534:
	movq	(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	testl	%eax, %eax
	jne	.L2712
	cmpl	$0, 1208(%rsp)
	movq	4560(%rsp), %r10
	jne	.L2934
	cmpl	$0, 1144(%rsp)
	jne	.L2935
	movq	%rbx, %rdi
	call	closed_form_gap.part.0
	movq	%rax, 9312(%rsp,%r10,8)
	testq	%rax, %rax
	jne	.L2538
	leaq	1392(%rsp), %r12
	movq	%rbx, %rdi
	movq	%r12, %rsi
	call	closed_form
.L2541:
	testl	%eax, %eax
	jne	.L2885
	movq	(%rsp), %rsi
	leaq	720(%rsp), %rcx
	movq	%rbx, %rdi
	imulq	$288, 4560(%rsp), %rax
	leaq	160(%rbp,%rax), %rdx
	call	run_once
	testl	%eax, %eax
	jne	.L2885
	movq	880(%rsp), %rdi
	call	free@PLT
	movq	888(%rsp), %rdi
	call	free@PLT
	movq	896(%rsp), %rdi
	call	free@PLT
	movq	928(%rsp), %rdi
	call	free@PLT
	movq	952(%rsp), %rdi
	call	free@PLT
	leaq	9440(%rsp), %rdi
	movl	%r14d, %esi
	movq	%r12, %rdx
	imulq	$288, 4560(%rsp), %rax
	leaq	160(%rbp,%rax), %rcx
	call	check_outcome
	movq	%rbx, %rdi
	imulq	$56, 4560(%rsp), %rax
	leaq	4912(%rbp,%rax), %rsi
	call	theory_of
	testl	%eax, %eax
	jne	.L2878
	movq	4560(%rsp), %rax
.L2545:
	cmpl	$0, 4544(%rsp)
	je	.L2547
	movl	(%r15,%r14,4), %edx
.L2548:
	leaq	1(%rax), %rcx
	movq	%rcx, 4560(%rsp)
	movq	%rdx, 4568(%rsp,%rax,8)
.L2535:
	movq	24(%rsp), %rax
	addq	$1, %r14
	cmpq	%rax, %r14
	je	.L2544
.L2549:
	cmpl	$0, 4544(%rsp)
	movq	8(%rsp), %rsi
	movl	$54, %ecx
	movq	%rbx, %rdi
	rep movsl
	je	.L2521
	movq	8(%rsp), %rsi
	movl	(%r15,%r14,4), %r8d
	movq	4552(%rsp), %r13
	cmpl	$1, 72(%rsi)
	je	.L2936
	imulq	$100, 1136(%rsp), %rax
	movl	%r8d, %edx
	shrl	%edx
	addq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r8
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rax, 1216(%rsp)
	movq	%r13, %rax
	divq	%rsi
	movq	%rsi, 1304(%rsp)
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, 1272(%rsp)
	leaq	880(%rsp), %rax
	movq	%rax, (%rsp)
	jmp	.L2534
.L2463:
	subsd	.LC82(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	xorq	%r15, %rax
	jmp	.L2464
.L2459:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2460
.L2934:
	leaq	.LC103(%rip), %rax
	movq	%rax, 9312(%rsp,%r10,8)
.L2538:
	leaq	1392(%rsp), %r12
	xorl	%ecx, %ecx
	leaq	REFERENCE_WALK(%rip), %rsi
	movq	%rbx, %rdi
	movq	%r12, %rdx
	call	walk_outcome
	jmp	.L2541
.L2931:
	testq	%r12, %r12
	je	.L2937
	movq	8(%rsp), %rdx
	movsd	(%rsp), %xmm7
	cmpl	$0, 332(%rdx)
	movq	%r12, 136(%rdx)
	movsd	%xmm7, 88(%rdx)
	jne	.L2468
	movsd	.LC28(%rip), %xmm0
	movsd	.LC82(%rip), %xmm1
	divsd	%xmm7, %xmm0
	comisd	%xmm1, %xmm0
	jnb	.L2469
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 168(%rdx)
.L2470:
	movq	8(%rsp), %rcx
	movl	$1, %edx
	movq	168(%rcx), %rax
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 168(%rcx)
	leaq	.LC430(%rip), %rax
	movq	%rax, 184(%rcx)
.L2468:
	movq	8(%rsp), %rax
	movl	204(%rax), %ebp
	cmpl	$1, %ebp
	jne	.L2501
	movq	136(%rax), %rax
.L2674:
	movq	%rax, %r12
	movl	$1, %ebp
	leaq	.LC441(%rip), %r8
	leaq	.LC347(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L2500
.L2894:
	movq	48(%rsp), %rdi
	leaq	.LC442(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2435
.L2909:
	cmpq	$0, 48(%rax)
	je	.L2441
	testq	%rsi, %rsi
	jne	.L2442
	movq	48(%rsp), %rdi
	leaq	.LC11(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC413(%rip), %rcx
	leaq	.LC414(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2435
.L2915:
	xorl	%r8d, %r8d
	movq	256(%rax), %rsi
	movl	$2048, %r9d
	xorl	%ecx, %ecx
	movq	%r8, 352(%rax)
	leaq	1392(%rsp), %r12
	movq	48(%rsp), %r8
	leaq	.LC193(%rip), %rdx
	movq	%r12, %rdi
	movq	%rsi, 32(%rsp)
	call	numbers_open
	movl	%eax, 16(%rsp)
	testl	%eax, %eax
	jne	.L2435
	movq	1392(%rsp), %rdi
	call	fileno@PLT
	leaq	4544(%rsp), %rsi
	movl	%eax, %edi
	call	fstat@PLT
	testl	%eax, %eax
	jne	.L2473
	movl	4568(%rsp), %eax
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 16(%rsp)
.L2473:
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	1136(%rsp), %rbx
	xorl	%ebp, %ebp
	movq	%rsi, (%rsp)
	movq	%rdi, 24(%rsp)
.L2474:
	movq	48(%rsp), %rdx
	movl	$2048, %ecx
	movq	%rbx, %rsi
	movq	%r12, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L2938
	cmpl	$0, 16(%rsp)
	movq	1440(%rsp), %rax
	jne	.L2475
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jb	.L2701
	testq	%r13, %r13
	jne	.L2477
	movq	1136(%rsp), %rax
	testq	%r15, %r15
	je	.L2479
	cmpq	%r15, %rax
	jnb	.L2474
.L2479:
	movq	(%rsp), %rdx
	testq	%rbp, %rbp
	cmove	%rax, %rdx
	addq	$1, %rbp
	movq	%rdx, (%rsp)
	movq	8(%rsp), %rdx
	movq	%rax, 128(%rdx)
	jmp	.L2474
.L2475:
	cmpq	$200000000, %rax
	ja	.L2702
	testq	%r13, %r13
	je	.L2896
	cmpq	%rbp, %r13
	je	.L2474
.L2896:
	testq	%r15, %r15
	je	.L2482
	cmpq	%r15, 1136(%rsp)
	jnb	.L2474
.L2482:
	movq	8(%rsp), %rax
	movq	352(%rax), %rdi
	cmpq	%rbp, 24(%rsp)
	je	.L2939
.L2485:
	movq	1136(%rsp), %rax
	movq	%rax, (%rdi,%rbp,8)
.L2892:
	movq	1136(%rsp), %rax
	jmp	.L2479
.L2477:
	cmpq	%rbp, %r13
	je	.L2474
	testq	%r15, %r15
	je	.L2892
	cmpq	%r15, 1136(%rsp)
	jb	.L2892
	jmp	.L2474
.L2939:
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L2486
	salq	$4, %rax
	movq	%rax, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2675
	movq	24(%rsp), %rdx
	movq	8(%rsp), %rax
	movq	%rdi, 352(%rax)
	movq	%rdx, %rax
	addq	%rdx, %rax
	movq	%rax, 24(%rsp)
	jmp	.L2485
.L2906:
	movq	264(%rax), %r15
	testq	%r15, %r15
	je	.L2381
	leaq	4544(%rsp), %rbp
	leaq	1392(%rsp), %r12
	movq	%r15, %rsi
	movl	$2048, %r9d
	movq	%rbp, %r8
	movl	$1, %ecx
	leaq	.LC257(%rip), %rdx
	movq	%r12, %rdi
	call	numbers_open
	testl	%eax, %eax
	jne	.L2386
	movl	$8192, %edi
	call	malloc@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	je	.L2940
	xorl	%r10d, %r10d
	movq	%r15, (%rsp)
	movl	$1024, %r13d
	leaq	1136(%rsp), %rbx
	movq	%r10, %r15
	jmp	.L2387
.L2390:
	movq	1136(%rsp), %rax
	movq	%rax, (%r14,%r15,8)
	addq	$1, %r15
.L2387:
	movl	$2048, %ecx
	movq	%rbp, %rdx
	movq	%rbx, %rsi
	movq	%r12, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L2941
	cmpq	$200000000, %r15
	je	.L2942
	cmpq	%r15, %r13
	jne	.L2390
	movq	%r13, %rsi
	movq	%r14, %rdi
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L2391
	addq	%r13, %r13
	movq	%rax, %r14
	jmp	.L2390
.L2547:
	movq	1184(%rsp), %rdx
	jmp	.L2548
.L2486:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2675
	movq	$1024, 24(%rsp)
	movq	8(%rsp), %rax
	movq	%rdi, 352(%rax)
	jmp	.L2485
.L2878:
	movq	4560(%rsp), %rax
	pxor	%xmm0, %xmm0
	movl	$1, 10480(%rsp)
	imulq	$56, %rax, %rdx
	movq	%rax, %r12
	movl	9504(%rsp,%rdx), %ecx
	movl	%ecx, 10484(%rsp)
	testl	%ecx, %ecx
	jne	.L2943
.L2546:
	movsd	%xmm0, 10352(%rsp,%r12,8)
	jmp	.L2545
.L2938:
	movq	%r12, %rdi
	movl	%eax, 16(%rsp)
	call	numbers_close
	movl	16(%rsp), %eax
	testl	%eax, %eax
	js	.L2483
	movq	8(%rsp), %rdx
	movq	352(%rdx), %rax
	movq	256(%rdx), %rdi
	movq	%rax, 112(%rdx)
	testq	%rbp, %rbp
	je	.L2944
	movq	8(%rsp), %rax
	movq	(%rsp), %rdx
	cmpl	$0, 332(%rax)
	movq	%rdi, 104(%rax)
	movq	%rbp, 136(%rax)
	movq	%rdx, 120(%rax)
	jne	.L2493
	cmpq	$1, %rbp
	je	.L2494
	movq	128(%rax), %rax
	leaq	-1(%rbp), %rcx
	movq	%rax, %rsi
	movq	%rax, (%rsp)
	subq	%rdx, %rsi
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%rcx
	cmpq	%rcx, %rsi
	jb	.L2494
	movq	8(%rsp), %rdx
	movq	%rax, 168(%rdx)
	leaq	.LC437(%rip), %rax
	movq	%rax, 184(%rdx)
	jmp	.L2493
.L2599:
	movq	8(%rsp), %rax
	cmpl	$0, 72(%rax)
	jne	.L2945
	movq	8(%rsp), %rax
	cmpl	$0, 8(%rax)
	jne	.L2946
	movq	8(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, 4560(%rsp)
	testq	%rax, %rax
	jne	.L2601
	movq	8(%rsp), %rdi
	movq	%r12, %rsi
	call	closed_form
	movl	%eax, %r13d
.L2604:
	testl	%r13d, %r13d
	jne	.L2947
	cmpq	$0, 56(%rsp)
	je	.L2607
	movq	1552(%rsp), %rcx
	cmpq	$16777216, %rcx
	ja	.L2948
.L2607:
	movq	%rbp, %rdi
	call	print_plan
	jmp	.L2600
.L2945:
	leaq	.LC103(%rip), %rax
	movq	%rax, 4560(%rsp)
.L2601:
	movq	8(%rsp), %rdi
	xorl	%ecx, %ecx
	movq	%r12, %rdx
	leaq	REFERENCE_WALK(%rip), %rsi
	call	walk_outcome
	movl	%eax, %r13d
	jmp	.L2604
.L2926:
	movl	128(%rsp), %r13d
	leaq	.LC498(%rip), %rsi
	movl	%eax, %edi
	movq	168(%rsp), %r12
	movq	176(%rsp), %rbp
	call	cannot
	movl	%eax, %ebx
	testl	%r13d, %r13d
	jne	.L2949
	testl	%eax, %eax
	je	.L2622
.L2606:
	movq	72(%rsp), %rdi
	call	stall_window_free
	movq	48(%rsp), %rdi
	call	buffers_free
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rdi
	call	free@PLT
	movq	64(%rsp), %rdi
	call	free@PLT
	jmp	.L2350
.L2935:
	leaq	.LC104(%rip), %rax
	movq	%rax, 9312(%rsp,%r10,8)
	jmp	.L2538
.L2595:
	movq	8(%rsp), %rax
	movq	stderr(%rip), %rdi
	leaq	.LC496(%rip), %rsi
	movq	136(%rax), %rdx
	xorl	%eax, %eax
	call	fprintf@PLT
.L2594:
	movl	$1, %ebx
	jmp	.L2606
.L2507:
	leaq	.LC347(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L2506
	jmp	.L2508
.L2461:
	leaq	.LC424(%rip), %r8
	leaq	.LC427(%rip), %rcx
.L2895:
	movq	48(%rsp), %rdi
	leaq	.LC426(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2435
.L2941:
	movq	%r15, %r10
	movq	(%rsp), %r15
	testl	%eax, %eax
	js	.L2388
	movq	%r12, %rdi
	movq	%r10, (%rsp)
	call	numbers_close
	movq	(%rsp), %r10
.L2394:
	movq	8(%rsp), %rdx
	leaq	320(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movq	%r10, (%rsp)
	movl	$8, %ecx
	movq	%rdi, 72(%rsp)
	movq	288(%rdx), %rax
	movq	168(%rdx), %rbp
	movaps	%xmm0, 240(%rsp)
	movq	%rax, 32(%rsp)
	xorl	%eax, %eax
	rep stosl
	leaq	368(%rsp), %rdi
	movl	$8, %ecx
	movq	%rdi, 40(%rsp)
	rep stosl
	leaq	0(,%r10,8), %rdi
	call	malloc@PLT
	movq	(%rsp), %r10
	testq	%rax, %rax
	movq	%rax, 56(%rsp)
	je	.L2950
	movq	8(%rsp), %rax
	cmpl	$0, 176(%rax)
	je	.L2411
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	xorl	%edx, %edx
	jmp	.L2410
.L2412:
	movq	(%r14,%rcx,8), %rsi
	xorl	%edi, %edi
	addq	%rsi, %rax
	adcq	%rdi, %rdx
	addq	$1, %rcx
.L2410:
	cmpq	%r10, %rcx
	jne	.L2412
	xorl	%ecx, %ecx
	movq	%rdx, %rbx
	cmpq	%r10, %rax
	movl	$1, %ebp
	sbbq	%rcx, %rbx
	jc	.L2411
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movq	%r10, %rdx
	movq	%r10, (%rsp)
	call	__udivti3@PLT
	movq	(%rsp), %r10
	movq	%rax, %rbp
.L2411:
	movq	8(%rsp), %rbx
	movq	%r10, %rsi
	movq	%r14, %rdi
	movq	%r10, 24(%rsp)
	leaq	720(%rsp), %r8
	movl	200(%rbx), %ecx
	movq	192(%rbx), %rdx
	movq	%r8, 16(%rsp)
	call	summarise.isra.0
	movq	192(%rbx), %rcx
	movq	%r14, %rdi
	pushq	%rsi
	.cfi_def_cfa_offset 10568
	movl	200(%rbx), %r8d
	leaq	888(%rsp), %rdx
	movq	%rdx, 8(%rsp)
	pushq	%rdx
	.cfi_def_cfa_offset 10576
	movq	72(%rsp), %r9
	movq	%rbp, %rdx
	movq	40(%rsp), %rsi
	call	corrected_summarise
	popq	%r8
	.cfi_def_cfa_offset 10568
	popq	%r9
	.cfi_def_cfa_offset 10560
	testl	%eax, %eax
	movq	24(%rsp), %r10
	movl	%eax, %edi
	jne	.L2951
	movq	72(%rsp), %r13
	movq	%r10, %rsi
	movq	%r14, %rdi
	movq	%r10, 64(%rsp)
	movq	%r13, %rdx
	call	dist_of_sorted
	movq	40(%rsp), %rdx
	movq	%r13, %rdi
	movq	%rbp, %rsi
	call	dist_correct
	movl	344(%rsp), %eax
	orl	$-1, %edi
	orl	392(%rsp), %eax
	jne	.L2415
	movq	8(%rsp), %rax
	leaq	1136(%rsp), %rbx
	movq	%r13, %rdi
	movq	%rbx, %rcx
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	movl	%edx, 48(%rsp)
	movq	%rsi, 24(%rsp)
	call	dist_summarise
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L2415
	movq	40(%rsp), %rdi
	movl	48(%rsp), %edx
	movq	%r12, %rcx
	movq	24(%rsp), %rsi
	call	dist_summarise
	movq	64(%rsp), %r10
	testl	%eax, %eax
	movl	%eax, %edi
	jne	.L2415
	cmpq	$0, 32(%rsp)
	je	.L2418
	movq	880(%rsp), %rcx
	cmpq	$16777216, %rcx
	ja	.L2952
.L2418:
	leaq	256(%rsp), %rax
	movq	16(%rsp), %xmm0
	movq	%r12, %xmm4
	movq	%r10, 144(%rsp)
	movq	%rax, 48(%rsp)
	leaq	272(%rsp), %rax
	movhps	(%rsp), %xmm0
	movq	%rax, 64(%rsp)
	leaq	240(%rsp), %rax
	movaps	%xmm0, 256(%rsp)
	movq	%rbx, %xmm0
	xorl	%ebx, %ebx
	movq	%rax, 24(%rsp)
	punpcklqdq	%xmm4, %xmm0
	movq	%rbp, 160(%rsp)
	movq	%rbx, %rbp
	movaps	%xmm0, 272(%rsp)
.L2419:
	leaq	names.8(%rip), %rdx
	xorl	%eax, %eax
	movq	(%rdx,%rbp), %r12
	movq	%rax, %rbx
	movq	%r12, %rdx
.L2420:
	movq	48(%rsp), %rax
	leaq	PCT_NAME(%rip), %rcx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	(%rcx,%rbx,8), %rcx
	movq	(%rax,%rbp), %r13
	movq	64(%rsp), %rax
	movq	(%rax,%rbp), %r12
	movslq	%ebx, %rax
	addq	$1, %rbx
	movq	8(%r12,%rax,8), %r8
	movq	8(%r13,%rax,8), %rax
	movq	%rax, 96(%rsp)
	xorl	%eax, %eax
	movq	%rax, 104(%rsp)
	pushq	104(%rsp)
	.cfi_def_cfa_offset 10568
	pushq	104(%rsp)
	.cfi_def_cfa_offset 10576
	movq	40(%rsp), %rdi
	movq	%rdx, 184(%rsp)
	call	check
	cmpq	$6, %rbx
	popq	%rax
	.cfi_def_cfa_offset 10568
	popq	%rdx
	.cfi_def_cfa_offset 10560
	movq	168(%rsp), %rdx
	jne	.L2420
	movq	0(%r13), %rax
	movq	%r12, %rbx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	%r9, 120(%rsp)
	movq	(%rbx), %r8
	xorl	%r9d, %r9d
	leaq	.LC3(%rip), %rcx
	movq	%rax, 112(%rsp)
	movq	%rdx, %r12
	pushq	120(%rsp)
	.cfi_def_cfa_offset 10568
	pushq	120(%rsp)
	.cfi_def_cfa_offset 10576
	movq	40(%rsp), %rdi
	call	check
	movq	56(%r13), %rax
	xorl	%r10d, %r10d
	movq	56(%rbx), %r8
	movq	%r10, 152(%rsp)
	xorl	%r9d, %r9d
	movq	%r12, %rdx
	xorl	%esi, %esi
	movq	%rax, 144(%rsp)
	leaq	.LC8(%rip), %rcx
	pushq	152(%rsp)
	.cfi_def_cfa_offset 10584
	pushq	152(%rsp)
	.cfi_def_cfa_offset 10592
	movq	56(%rsp), %rdi
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 10560
	movq	64(%rbx), %r8
	movq	%r12, %rdx
	movq	72(%rbx), %r9
	pushq	72(%r13)
	.cfi_def_cfa_offset 10568
	leaq	.LC296(%rip), %rcx
	xorl	%esi, %esi
	pushq	64(%r13)
	.cfi_def_cfa_offset 10576
	movq	40(%rsp), %rdi
	call	check
	popq	%r11
	.cfi_def_cfa_offset 10568
	popq	%rbx
	.cfi_def_cfa_offset 10560
	cmpq	$8, %rbp
	je	.L2421
	movl	$8, %ebp
	jmp	.L2419
.L2415:
	leaq	.LC389(%rip), %rsi
	call	cannot
	movl	%eax, %ebx
.L2414:
	movq	72(%rsp), %rdi
	call	dist_free
	movq	40(%rsp), %rdi
	call	dist_free
	movq	56(%rsp), %rdi
	call	free@PLT
.L2409:
	movq	%r14, %rdi
	call	free@PLT
	jmp	.L2350
.L2951:
	leaq	.LC388(%rip), %rsi
	call	cannot
	movl	%eax, %ebx
	jmp	.L2414
.L2942:
	movq	(%rsp), %rcx
	leaq	.LC378(%rip), %rdx
	movq	%rbp, %rdi
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
.L2388:
	movq	%r12, %rdi
	call	numbers_close
	movq	%r14, %rdi
	call	free@PLT
.L2386:
	movq	%rbp, %rdi
	call	usage_error
	movl	%eax, %ebx
	jmp	.L2350
.L2381:
	movq	8(%rsp), %rax
	xorl	%r10d, %r10d
	movq	%r10, 608(%rsp)
	movq	272(%rax), %rbx
	movq	%rbx, %rdi
	call	strlen@PLT
	cmpq	$255, %rax
	ja	.L2953
	leaq	1392(%rsp), %r12
	movq	%rbx, %rcx
	xorl	%eax, %eax
	xorl	%r14d, %r14d
	leaq	.LC287(%rip), %r15
	movl	$256, %esi
	movq	%r12, %rdi
	movl	$2, %ebp
	movq	%r15, %rdx
	call	snprintf@PLT
	leaq	608(%rsp), %rax
	movq	%rbx, (%rsp)
	movq	%rax, 24(%rsp)
	leaq	880(%rsp), %rax
	movq	%rax, 16(%rsp)
.L2406:
	movq	(%rsp), %rcx
	movq	%r15, %rdx
	movl	$256, %esi
	movq	%r12, %rdi
	xorl	%eax, %eax
	xorl	%r13d, %r13d
	call	snprintf@PLT
	movq	24(%rsp), %rdx
	leaq	.LC382(%rip), %rsi
	movq	%r12, %rdi
	call	strtok_r@PLT
	movl	%ebp, 32(%rsp)
	movq	%rax, %rbp
.L2395:
	testq	%rbp, %rbp
	je	.L2954
	movl	$42, %esi
	movq	%rbp, %rdi
	call	strchr@PLT
	movq	$1, 880(%rsp)
	testq	%rax, %rax
	je	.L2396
	movb	$0, (%rax)
	leaq	1(%rax), %rbx
	movq	16(%rsp), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbx, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L2955
.L2396:
	leaq	1136(%rsp), %rbx
	leaq	720(%rsp), %rdx
	movl	$1, %esi
	movq	%rbp, %rdi
	movl	$160, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L2398
	movq	880(%rsp), %rax
	movq	720(%rsp), %rdx
	addq	%r13, %rax
	jmp	.L2399
.L2401:
	testq	%r14, %r14
	je	.L2400
	movq	%rdx, (%r14,%r13,8)
.L2400:
	addq	$1, %r13
.L2399:
	cmpq	%rax, %r13
	jne	.L2401
	movq	24(%rsp), %rdx
	leaq	.LC382(%rip), %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rbp
	jmp	.L2395
.L2949:
	movq	272(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	movq	8(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, 4560(%rsp)
	testl	%ebx, %ebx
	jne	.L2606
.L2620:
	movl	304(%rsp), %edi
	testl	%edi, %edi
	jne	.L2621
.L2623:
	movq	%rbp, %rdi
	call	print_plan
.L2622:
	xorl	%ebx, %ebx
	leaq	4896(%rsp), %r13
.L2625:
	movl	%ebx, %ecx
	movq	64(%rsp), %rax
	movl	%ebx, %esi
	movq	%r12, %rdx
	imulq	$288, %rcx, %rcx
	movq	%r13, %rdi
	addl	$1, %ebx
	addq	%rax, %rcx
	call	check_outcome
	movq	4544(%rsp), %rax
	cmpl	%ebx, 208(%rax)
	jnb	.L2625
	movq	8(%rsp), %rbx
	movq	64(%rsp), %r14
	leaq	4576(%rsp), %rdx
	leaq	4816(%rsp), %rcx
	movq	%rdx, 128(%rsp)
	movl	208(%rbx), %esi
	leaq	288(%r14), %rdi
	call	aggregate
	movl	%eax, %r15d
	testl	%eax, %eax
	jne	.L2626
	movl	208(%rbx), %edx
	movq	144(%rsp), %rsi
	leaq	4840(%rsp), %rdi
	call	stats_of
	movl	208(%rbx), %edx
	movq	160(%rsp), %rsi
	leaq	4864(%rsp), %rdi
	call	stats_of
	movq	72(%rsp), %rdx
	xorl	%esi, %esi
	movq	%rbx, %rdi
	movl	208(%rbx), %r12d
	imulq	$288, %r12, %r12
	addq	%r14, %r12
	movq	%r12, 4888(%rsp)
	call	first_stall_window
	leaq	368(%rsp), %rdi
	movl	$14, %ecx
	leaq	368(%rsp), %rsi
	movl	%eax, 168(%rsp)
	movl	%r15d, %eax
	rep stosl
	movq	%rbx, %rdi
	movq	%rcx, %r9
	call	theory_of
	testl	%eax, %eax
	jne	.L2627
	leaq	880(%rsp), %rax
	leaq	1136(%rsp), %rbx
	movq	%rax, (%rsp)
.L2628:
	movl	$10, %edi
	leaq	.LC508(%rip), %r14
	call	putchar@PLT
	call	print_header
	leaq	.LC506(%rip), %rsi
	leaq	.LC507(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	128(%rsp), %rsi
	leaq	.LC299(%rip), %rdi
	call	print_row
	movq	%r14, %rdi
	movl	$1, %eax
	movsd	4816(%rsp), %xmm0
	call	printf@PLT
	leaq	4656(%rsp), %rax
	leaq	.LC300(%rip), %rdi
	movq	%rax, %rsi
	movq	%rax, 96(%rsp)
	call	print_row
	movq	%r14, %rdi
	movl	$1, %eax
	movsd	4824(%rsp), %xmm0
	call	printf@PLT
	leaq	4736(%rsp), %rax
	movq	%rax, %rsi
	movq	%rax, 112(%rsp)
	leaq	.LC297(%rip), %rax
	movq	%rax, %rdi
	movq	%rax, 80(%rsp)
	call	print_row
	movq	%r14, %rdi
	movl	$1, %eax
	movsd	4832(%rsp), %xmm0
	call	printf@PLT
	movq	4544(%rsp), %r14
	movq	%rbx, %rdi
	movq	192(%r14), %rsi
	call	fmt_us.constprop.0
	movl	208(%r14), %esi
	leaq	.LC509(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	4600(%rsp), %rax
	movq	4680(%rsp), %r13
	movq	%rbx, %rdi
	movq	%rax, %rdx
	movq	%r13, %rsi
	movq	%rax, 32(%rsp)
	call	fmt_ratio.constprop.0
	leaq	.LC510(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	4608(%rsp), %rdx
	movq	4688(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC511(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	4760(%rsp), %rcx
	movq	32(%rsp), %rdx
	movq	%rbx, %rdi
	movq	%rcx, %rsi
	movq	%rcx, 40(%rsp)
	call	fmt_ratio.constprop.0
	leaq	.LC512(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %rdx
	movq	%r13, %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC513(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	4752(%rsp), %rdx
	movq	4672(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC514(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%r9d, %r9d
.L2649:
	movq	40(%rbp,%r9,8), %rdx
	movq	120(%rbp,%r9,8), %rcx
	leaq	(%rdx,%rdx), %rax
	movq	%rcx, 24(%rsp)
	cmpq	%rax, %rcx
	jb	.L2647
	movl	$10, %edi
	movq	%r9, 208(%rsp)
	movq	%rdx, 176(%rsp)
	call	putchar@PLT
	movq	176(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	movq	24(%rsp), %rsi
	movq	(%rsp), %rdi
	movq	176(%rsp), %rdx
	movq	%rax, 192(%rsp)
	call	fmt_ratio.constprop.0
	movq	24(%rsp), %rsi
	movq	16(%rsp), %rdi
	movq	%rax, 176(%rsp)
	call	fmt_us.constprop.0
	movq	208(%rsp), %r9
	movq	192(%rsp), %r8
	leaq	.LC515(%rip), %rdi
	movq	%rax, %rdx
	leaq	PCT_LABEL(%rip), %rax
	movq	176(%rsp), %rcx
	movslq	%r9d, %r9
	movq	(%rax,%r9,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2648:
	movq	32(%rsp), %rdx
	movq	(%rsp), %rdi
	movq	%r13, %rsi
	call	fmt_ratio.constprop.0
	movq	16(%rsp), %rdi
	movq	%r13, %rsi
	movq	%rax, 24(%rsp)
	call	fmt_us.constprop.0
	movq	24(%rsp), %rdx
	leaq	.LC517(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	movq	272(%r12), %rsi
	movq	16(%rsp), %rdi
	movq	%rax, %r13
	call	fmt_us.constprop.0
	movq	%r13, %rdx
	leaq	.LC518(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 168(%rsp)
	je	.L2650
	leaq	.LC519(%rip), %rdi
	call	puts@PLT
.L2651:
	xorl	%esi, %esi
	movq	%rbp, %rdi
	call	print_theory
	movq	4872(%rsp), %r13
	movl	$4, %eax
	movsd	4840(%rsp), %xmm6
	movsd	4864(%rsp), %xmm2
	leaq	.LC521(%rip), %rdi
	movsd	4848(%rsp), %xmm1
	movq	%r13, %xmm3
	movapd	%xmm6, %xmm0
	movsd	%xmm6, 32(%rsp)
	movsd	%xmm2, 16(%rsp)
	movsd	%xmm1, 24(%rsp)
	call	printf@PLT
	movq	128(%rsp), %rsi
	leaq	.LC299(%rip), %rdi
	call	print_result_set
	movq	96(%rsp), %rsi
	leaq	.LC300(%rip), %rdi
	call	print_result_set
	movq	112(%rsp), %rsi
	movq	80(%rsp), %rdi
	call	print_result_set
	leaq	RATIOS(%rip), %rcx
	movq	%rbp, 40(%rsp)
	movq	%rbx, %rbp
	movq	%rcx, %rbx
	jmp	.L2664
.L2652:
	movq	8(%rax,%rdx,8), %rax
.L2653:
	movslq	8(%rbx), %rdx
	movq	128(%rsp), %rcx
	movslq	12(%rbx), %rsi
	imulq	$80, %rdx, %rdx
	addq	%rcx, %rdx
	cmpl	$-1, %esi
	je	.L2956
	movq	8(%rdx,%rsi,8), %rdx
.L2655:
	testq	%rax, %rax
	je	.L2656
	testq	%rdx, %rdx
	js	.L2657
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2658:
	testq	%rax, %rax
	js	.L2659
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2660:
	divsd	%xmm1, %xmm0
	leaq	.LC109(%rip), %rax
	movl	$32, %esi
	movq	%rbp, %rdi
	leaq	.LC110(%rip), %rdx
	comisd	.LC72(%rip), %xmm0
	cmovnb	%rax, %rdx
	movl	$1, %eax
	call	snprintf@PLT
.L2663:
	movq	(%rbx), %rsi
	movq	%rbp, %rdx
	leaq	.LC522(%rip), %rdi
	xorl	%eax, %eax
	addq	$24, %rbx
	call	printf@PLT
	leaq	168+RATIOS(%rip), %rax
	cmpq	%rbx, %rax
	je	.L2957
.L2664:
	movslq	16(%rbx), %rax
	movq	128(%rsp), %rcx
	movslq	20(%rbx), %rdx
	imulq	$80, %rax, %rax
	addq	%rcx, %rax
	cmpl	$-1, %edx
	jne	.L2652
	movq	56(%rax), %rax
	jmp	.L2653
.L2647:
	addq	$1, %r9
	cmpq	$6, %r9
	jne	.L2649
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC516(%rip), %rdi
	call	puts@PLT
	jmp	.L2648
.L2656:
	movl	$6369134, 0(%rbp)
	jmp	.L2663
.L2956:
	movq	56(%rdx), %rdx
	jmp	.L2655
.L2659:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2660
.L2657:
	movq	%rdx, %rsi
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rdx, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2658
.L2957:
	movq	256(%r12), %rcx
	leaq	.LC299(%rip), %rsi
	xorl	%eax, %eax
	movq	%rbp, %rbx
	movq	240(%r12), %rdx
	leaq	.LC523(%rip), %rdi
	movq	40(%rsp), %rbp
	call	printf@PLT
	movq	264(%r12), %rcx
	xorl	%eax, %eax
	movq	248(%r12), %rdx
	leaq	.LC300(%rip), %rsi
	leaq	.LC523(%rip), %rdi
	call	printf@PLT
	movq	272(%r12), %rsi
	leaq	.LC401(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%r14), %esi
	testl	%esi, %esi
	je	.L2665
	movq	136(%r14), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L2666
	leaq	-1(%rdi), %rcx
	movq	128(%r14), %rax
	xorl	%edx, %edx
	subq	120(%r14), %rax
	divq	%rcx
	movq	%rax, %rcx
.L2666:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	leaq	.LC524(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2665:
	cmpl	$0, 168(%rsp)
	je	.L2958
.L2667:
	movsd	4856(%rsp), %xmm2
	movsd	24(%rsp), %xmm1
	leaq	.LC299(%rip), %rsi
	leaq	.LC528(%rip), %rdi
	movsd	32(%rsp), %xmm0
	movl	$3, %eax
	call	printf@PLT
	movsd	16(%rsp), %xmm0
	movsd	4880(%rsp), %xmm2
	movq	%r13, %xmm1
	leaq	.LC300(%rip), %rsi
	leaq	.LC528(%rip), %rdi
	movl	$3, %eax
	call	printf@PLT
	movq	8(%rsp), %rax
	movl	8(%rax), %r8d
	testl	%r8d, %r8d
	jne	.L2959
.L2669:
	movl	$1, %esi
	movq	%rbp, %rdi
	call	print_theory
	movq	56(%rsp), %rax
	testq	%rax, %rax
	je	.L2670
	movq	48(%rsp), %rdx
	movq	8(%rsp), %rsi
	movq	%r12, %rcx
	movq	%rax, %rdi
	movl	204(%rsp), %r8d
	xorl	%r15d, %r15d
	call	export_bench
	testl	%eax, %eax
	setne	%r15b
.L2670:
	xorl	%edi, %edi
	movq	%rbx, %rsi
	call	getrusage@PLT
	testl	%eax, %eax
	je	.L2960
.L2671:
	cmpq	$0, 4560(%rsp)
	leaq	.LC353(%rip), %rax
	leaq	.LC354(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC531(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	4904(%rsp), %rbx
	movl	208(%r14), %ecx
	xorl	%eax, %eax
	movq	4896(%rsp), %rsi
	leaq	.LC532(%rip), %rdi
	addl	$1, %ecx
	movq	%rbx, %rdx
	call	printf@PLT
	xorl	%r8d, %r8d
	testq	%rbx, %rbx
	setne	%r8b
	movl	%r8d, %ebx
	orl	%r15d, %ebx
	jmp	.L2606
.L2494:
	movq	%rdi, %rcx
	movq	48(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC435(%rip), %r8
	leaq	.LC436(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2435
.L2702:
	leaq	.LC344(%rip), %r8
.L2476:
	movq	32(%rsp), %rcx
	leaq	.LC431(%rip), %rdx
.L2893:
	movq	48(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %rdi
	call	numbers_close
.L2483:
	movq	8(%rsp), %rbx
	movq	352(%rbx), %rdi
	call	free@PLT
	xorl	%ecx, %ecx
	movq	%rcx, 352(%rbx)
	jmp	.L2435
.L2701:
	leaq	.LC343(%rip), %r8
	jmp	.L2476
.L2943:
	leaq	4912(%rbp,%rdx), %rdi
	movl	$99000, %esi
	call	theory_open_pct
	movq	4560(%rsp), %rax
	jmp	.L2546
.L2933:
	leaq	.LC263(%rip), %r12
	movq	%rdx, %rdi
	movq	%r12, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2517
	leaq	4544(%rsp), %rbp
	xorl	%eax, %eax
	movl	$744, %ecx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	rep stosq
	movq	16(%rsp), %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	sete	%dl
	sete	%al
	addq	$1, %rbx
	movzbl	%dl, %edx
	movl	%edx, 4544(%rsp)
	jmp	.L2681
.L2925:
	movl	128(%rsp), %r13d
	movq	168(%rsp), %r12
	movq	176(%rsp), %rbp
	testl	%r13d, %r13d
	je	.L2622
	movq	272(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	movq	8(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, 4560(%rsp)
	jmp	.L2620
.L2928:
	leaq	.LC491(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %ebx
	call	printf@PLT
	jmp	.L2350
.L2590:
	leaq	.LC492(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %ebx
	jmp	.L2350
.L2929:
	call	service_max
	movq	%r15, %rdi
	subq	%r13, %rbx
	movq	%rax, %r14
	call	service_max
	xorl	%edx, %edx
	movq	%r14, %r8
	xorl	%r9d, %r9d
	divq	%rbx
	addq	$2, %rax
	mulq	%r13
	addq	%rax, %r8
	adcq	%rdx, %r9
	jmp	.L2509
.L2914:
	cmpq	$1, 160(%rax)
	ja	.L2685
	movq	8(%rsp), %rax
	movl	72(%rax), %eax
	cmpl	$1, %eax
	jne	.L2450
	movsd	(%rsp), %xmm4
	ucomisd	%xmm0, %xmm4
	jp	.L2451
	jne	.L2451
.L2684:
	movq	48(%rsp), %rdi
	leaq	.LC11(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC421(%rip), %rcx
	leaq	.LC422(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2435
.L2454:
	movq	%r14, %rax
	movq	%r14, %rcx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %ecx
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2455
.L2936:
	leaq	880(%rsp), %rax
	movq	8(%rsp), %rdi
	leaq	720(%rsp), %rsi
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	service_moments
	movsd	.LC28(%rip), %xmm1
	pxor	%xmm0, %xmm0
	movsd	.LC82(%rip), %xmm2
	cvtsi2sdq	%r8, %xmm0
	divsd	.LC72(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	divsd	720(%rsp), %xmm0
	divsd	%xmm0, %xmm1
	movsd	%xmm0, 1224(%rsp)
	comisd	%xmm2, %xmm1
	jnb	.L2525
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 1304(%rsp)
.L2526:
	movq	1304(%rsp), %rax
	movl	$1, %edx
	movq	%rbp, 32(%rsp)
	movq	%rbx, %rbp
	movq	$0x000000000, 1400(%rsp)
	leaq	1392(%rsp), %r12
	movsd	%xmm0, 1392(%rsp)
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 1304(%rsp)
	movq	1232(%rsp), %rax
	movq	%rax, 1408(%rsp)
	xorl	%eax, %eax
	movq	%rax, %rbx
	jmp	.L2533
.L2961:
	cvttsd2siq	%xmm0, %rdx
.L2531:
	testq	%rbx, %rbx
	jne	.L2532
	movq	%rdx, 1256(%rsp)
.L2532:
	movq	%rdx, 1264(%rsp)
	addq	$1, %rbx
.L2533:
	movq	%r12, %rdi
	call	poisson_next
	movq	.LC82(%rip), %rax
	testq	%r13, %r13
	movabsq	$-9223372036854775808, %rsi
	movq	%rax, %xmm2
	js	.L2528
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r13, %xmm1
.L2529:
	comisd	%xmm1, %xmm0
	jnb	.L2527
	cmpq	$200000000, %rbx
	je	.L2527
	comisd	%xmm2, %xmm0
	jb	.L2961
	subsd	%xmm2, %xmm0
	cvttsd2siq	%xmm0, %rdx
	xorq	%rsi, %rdx
	jmp	.L2531
.L2528:
	movq	%r13, %rax
	movq	%r13, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2529
.L2527:
	movq	%rbx, %rax
	movl	$1, %edx
	movq	%rbp, %rbx
	movq	32(%rsp), %rbp
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 1272(%rsp)
	jmp	.L2534
.L2947:
	leaq	.LC497(%rip), %rsi
	movl	%r13d, %edi
	call	cannot
	movl	%eax, %ebx
	jmp	.L2606
.L2948:
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	xorl	%eax, %eax
	movl	$2, %ebx
	leaq	.LC4(%rip), %rdx
	leaq	.LC391(%rip), %rsi
	call	fprintf@PLT
	jmp	.L2606
.L2946:
	leaq	.LC104(%rip), %rax
	movq	%rax, 4560(%rsp)
	jmp	.L2601
.L2525:
	subsd	%xmm2, %xmm1
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 1304(%rsp)
	btcq	$63, 1304(%rsp)
	jmp	.L2526
.L2917:
	movq	48(%rsp), %rdi
	leaq	.LC11(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC438(%rip), %rcx
	leaq	.LC439(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2435
.L2953:
	leaq	4544(%rsp), %rbp
	leaq	.LC379(%rip), %r8
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC380(%rip), %rcx
	leaq	.LC381(%rip), %rdx
	movq	%rbp, %rdi
	call	snprintf@PLT
	jmp	.L2386
.L2955:
	leaq	4544(%rsp), %rbp
	leaq	.LC155(%rip), %r8
	movq	%rbx, %rcx
	leaq	.LC383(%rip), %rdx
.L2890:
	movq	%rbp, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r14, %rdi
	call	free@PLT
	jmp	.L2386
.L2940:
	movq	%r15, %rcx
	leaq	.LC377(%rip), %rdx
	movq	%rbp, %rdi
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2388
.L2627:
	movq	%r9, %rax
	leaq	880(%rsp), %rdi
	movl	$32, %ecx
	leaq	1136(%rsp), %rbx
	movq	%rdi, (%rsp)
	rep stosq
	movl	$32, %ecx
	movq	%rbx, %rdi
	rep stosq
	movl	$524288, %edi
	call	malloc@PLT
	movl	$524288, %edi
	movq	%rax, %r13
	call	malloc@PLT
	movq	%rax, 96(%rsp)
	testq	%r13, %r13
	je	.L2631
	testq	%rax, %rax
	je	.L2631
	movq	8(%rsp), %r14
	movq	16(%rsp), %rdi
	xorl	%edx, %edx
	movq	%r14, %rsi
	call	walk_start
	testl	%eax, %eax
	jne	.L2631
	leaq	608(%rsp), %rax
	movq	%r14, %rsi
	movq	%rax, %rdi
	movq	%rax, 24(%rsp)
	call	due_restart
	xorl	%r10d, %r10d
	movq	$0x000000000, 40(%rsp)
	movq	%r10, 112(%rsp)
	movq	$0x000000000, 32(%rsp)
	movq	%r12, 192(%rsp)
	movq	%rbx, 208(%rsp)
	movq	%rbp, 224(%rsp)
	movl	%r15d, 176(%rsp)
	movq	%r13, %r15
.L2638:
	movq	608(%rsp), %rax
	movq	136(%rax), %rcx
	movl	$65536, %eax
	subq	616(%rsp), %rcx
	cmpq	%rax, %rcx
	movq	%rcx, %rbp
	cmova	%rax, %rbp
	movq	96(%rsp), %rax
	movq	%rax, %rbx
	leaq	(%rax,%rbp,8), %r14
	jmp	.L2632
.L2633:
	movq	24(%rsp), %rdi
	addq	$8, %rbx
	call	due_next
	movq	%rax, -8(%rbx)
.L2632:
	cmpq	%r14, %rbx
	jne	.L2633
	movq	96(%rsp), %rax
	movq	16(%rsp), %rdi
	xorl	%r9d, %r9d
	movq	%r15, %rsi
	movl	$65536, %edx
	movq	%rbp, 808(%rsp)
	xorl	%ebx, %ebx
	movq	%rax, 800(%rsp)
	movq	%r9, 816(%rsp)
	call	walk_run
	movq	%rbp, 232(%rsp)
	movq	8(%rsp), %rbp
	movq	%rax, %r14
	jmp	.L2634
.L2963:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2636:
	movq	%rax, %rsi
	xorl	%r13d, %r13d
	movq	136(%rbp), %rdx
	xorl	%ecx, %ecx
	salq	$5, %rsi
	movq	%r13, %rdi
	movsd	%xmm0, 80(%rsp)
	addq	$1, %rbx
	shldq	$5, %rax, %rdi
	movq	%rsi, %rax
	movq	%rdi, %rsi
	movq	%rax, %rdi
	call	__udivti3@PLT
	movsd	80(%rsp), %xmm0
	movsd	32(%rsp), %xmm6
	cltq
	movsd	880(%rsp,%rax,8), %xmm1
	addsd	%xmm0, %xmm6
	addq	$1, 1136(%rsp,%rax,8)
	addsd	%xmm0, %xmm1
	mulsd	%xmm0, %xmm0
	addsd	40(%rsp), %xmm0
	movsd	%xmm6, 32(%rsp)
	movsd	%xmm1, 880(%rsp,%rax,8)
	movsd	%xmm0, 40(%rsp)
.L2634:
	movq	112(%rsp), %rax
	addq	%rbx, %rax
	cmpq	%rbx, %r14
	je	.L2962
	movq	(%r15,%rbx,8), %rdx
	testq	%rdx, %rdx
	jns	.L2963
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2636
.L2962:
	movq	232(%rsp), %rbp
	orq	%rbp, %r14
	je	.L2964
	movq	%rax, 112(%rsp)
	jmp	.L2638
.L2631:
	movq	%r13, %rdi
	call	free@PLT
	movq	96(%rsp), %rdi
	call	free@PLT
	movl	$42, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC503(%rip), %rdi
	call	fwrite@PLT
	jmp	.L2594
.L2650:
	movq	352(%rsp), %r13
	movq	320(%rsp), %rax
	movq	16(%rsp), %rdi
	movq	(%rax,%r13,8), %rsi
	call	fmt_us.constprop.0
	movq	360(%rsp), %rsi
	movq	%r13, %rdx
	leaq	.LC520(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	subq	%r13, %rsi
	call	printf@PLT
	jmp	.L2651
.L2621:
	leaq	.LC497(%rip), %rsi
	call	cannot
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L2606
	jmp	.L2623
.L2626:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC502(%rip), %rdi
	call	fwrite@PLT
	jmp	.L2594
.L2964:
	leaq	648(%rsp), %rdi
	movq	%rax, 24(%rsp)
	movq	%r15, %r13
	movq	192(%rsp), %r12
	movl	176(%rsp), %r15d
	movq	208(%rsp), %rbx
	movq	224(%rsp), %rbp
	call	numbers_close
	movq	824(%rsp), %rdi
	call	free@PLT
	movq	%r13, %rdi
	call	free@PLT
	movq	96(%rsp), %rdi
	call	free@PLT
	movq	24(%rsp), %rax
	testq	%rax, %rax
	js	.L2639
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L2640:
	movsd	32(%rsp), %xmm1
	movq	(%rsp), %rcx
	pxor	%xmm3, %xmm3
	divsd	%xmm2, %xmm1
	movsd	%xmm1, 4912(%rsp)
	jmp	.L2644
.L2966:
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L2643:
	movsd	(%rcx,%r14), %xmm0
	divsd	%xmm4, %xmm0
	subsd	%xmm1, %xmm0
.L2641:
	mulsd	%xmm0, %xmm0
	addq	$8, %r14
	divsd	.LC504(%rip), %xmm0
	mulsd	.LC505(%rip), %xmm0
	addsd	%xmm0, %xmm3
	cmpq	$256, %r14
	je	.L2965
.L2644:
	movq	(%rbx,%r14), %rax
	pxor	%xmm0, %xmm0
	testq	%rax, %rax
	je	.L2641
	jns	.L2966
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L2643
.L2639:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2640
.L2965:
	movapd	%xmm3, %xmm0
	movsd	%xmm1, 80(%rsp)
	movsd	%xmm2, 32(%rsp)
	movsd	%xmm3, 24(%rsp)
	call	sqrt@PLT
	movsd	80(%rsp), %xmm1
	movsd	24(%rsp), %xmm3
	movsd	32(%rsp), %xmm2
	divsd	%xmm1, %xmm0
	movsd	%xmm0, 4920(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm3
	jbe	.L2645
	movsd	40(%rsp), %xmm0
	mulsd	%xmm1, %xmm1
	divsd	%xmm2, %xmm0
	subsd	%xmm1, %xmm0
	movapd	%xmm0, %xmm2
	divsd	%xmm3, %xmm2
.L2645:
	movsd	%xmm2, 4928(%rsp)
	jmp	.L2628
.L2398:
	movq	%rbx, %rcx
	leaq	4544(%rsp), %rbp
	leaq	.LC11(%rip), %r8
	leaq	.LC384(%rip), %rdx
	jmp	.L2890
.L2954:
	movl	32(%rsp), %ebp
	subl	$1, %ebp
	jne	.L2967
	movq	%r13, %r10
	leaq	.LC335(%rip), %r15
	testq	%r14, %r14
	jne	.L2394
	leaq	4544(%rsp), %rbp
	jmp	.L2386
.L2944:
	movq	%rdi, %rcx
	movq	48(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC433(%rip), %r8
	leaq	.LC434(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2435
.L2967:
	testq	%r13, %r13
	je	.L2405
	leaq	0(,%r13,8), %rdi
	call	malloc@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	je	.L2405
	movl	$1, %ebp
	jmp	.L2406
.L2923:
	movq	48(%rsp), %rdi
	leaq	.LC447(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC448(%rip), %rcx
	leaq	.LC449(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2435
.L2712:
	orl	$-1, %r13d
.L2536:
	movq	(%rsp), %rdi
	call	buffers_free
	leaq	.LC456(%rip), %rsi
	movl	%r13d, %edi
	call	cannot
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L2350
.L2544:
	cmpl	$0, 4544(%rsp)
	leaq	.LC263(%rip), %rax
	leaq	.LC348(%rip), %rsi
	movl	$3, %r15d
	cmovne	%rax, %rsi
	leaq	.LC457(%rip), %rdi
	xorl	%eax, %eax
	leaq	1392(%rsp), %r12
	leaq	.LC464(%rip), %r13
	call	printf@PLT
	movq	8(%rsp), %rbx
	movq	%r12, %rdi
	leaq	.LC468(%rip), %r14
	movq	(%rbx), %rsi
	call	fmt_us.constprop.0
	leaq	.LC458(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	48(%rbx), %rsi
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	leaq	.LC459(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	56(%rbx), %rsi
	movq	%r12, %rdi
	leaq	.LC11(%rip), %rbx
	call	fmt_us.constprop.0
	leaq	.LC460(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	4552(%rsp), %rsi
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	leaq	.LC461(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 4544(%rsp)
	leaq	.LC349(%rip), %rax
	leaq	.LC350(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC462(%rip), %rdx
	leaq	.LC463(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbx, %rcx
	movq	%rbx, %rdx
	movq	%r13, %rdi
	leaq	.LC299(%rip), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbx, %rcx
	movq	%rbx, %rdx
	movq	%r13, %rdi
	leaq	.LC300(%rip), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbx, %rcx
	movq	%rbx, %rdx
	movq	%r13, %rdi
	leaq	.LC297(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC469(%rip), %r13
	call	printf@PLT
	movq	%rbx, %rdx
	movq	%rbx, %rsi
	xorl	%eax, %eax
	leaq	.LC465(%rip), %rdi
	leaq	.LC470(%rip), %rbx
	call	printf@PLT
.L2552:
	leaq	.LC466(%rip), %rdx
	leaq	.LC467(%rip), %rsi
	movq	%r14, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r13, %rdx
	movq	%r14, %rdi
	xorl	%eax, %eax
	leaq	.LC50(%rip), %rsi
	call	printf@PLT
	xorl	%eax, %eax
	movq	%rbx, %rdx
	movq	%r14, %rdi
	leaq	.LC50(%rip), %rsi
	call	printf@PLT
	subl	$1, %r15d
	jne	.L2552
	movl	$10, %edi
	xorl	%r15d, %r15d
	call	putchar@PLT
.L2553:
	cmpq	4560(%rsp), %r15
	jnb	.L2968
	cmpl	$0, 4544(%rsp)
	movq	24(%rbp,%r15,8), %rsi
	je	.L2554
	leaq	.LC471(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L2555:
	cmpq	$0, 4768(%rbp,%r15,8)
	leaq	.LC352(%rip), %rax
	leaq	.LC351(%rip), %rsi
	cmove	%rax, %rsi
	leaq	.LC473(%rip), %rdi
	xorl	%eax, %eax
	leaq	SWEEP_COL(%rip), %r13
	call	printf@PLT
	imulq	$36, %r15, %rdx
	movq	%r15, 8(%rsp)
	xorl	%eax, %eax
	movq	%rbp, 24(%rsp)
	movl	%eax, %ebp
	movq	%rdx, (%rsp)
.L2557:
	movslq	%ebp, %rbx
	movq	(%rsp), %rax
	xorl	%r15d, %r15d
	imulq	$10, %rbx, %rbx
	addq	%rax, %rbx
.L2561:
	movslq	0(%r13,%r15,4), %rax
	movq	%r12, %rdi
	leaq	20(%rax,%rbx), %rax
	movq	4552(%rsp,%rax,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	testq	%r15, %r15
	je	.L2969
	xorl	%eax, %eax
	leaq	.LC50(%rip), %rsi
	movq	%r14, %rdi
	call	printf@PLT
	cmpq	$2, %r15
	jne	.L2717
	addl	$1, %ebp
	cmpl	$3, %ebp
	jne	.L2557
	movq	8(%rsp), %r15
	movl	$10, %edi
	movq	24(%rsp), %rbp
	call	putchar@PLT
	addq	$1, %r15
	jmp	.L2553
.L2924:
	movq	8(%rsp), %rax
	movq	48(%rsp), %rdi
	movl	$1048576, %r8d
	leaq	.LC453(%rip), %rdx
	movl	$2048, %esi
	movq	136(%rax), %rcx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2435
.L2405:
	movq	(%rsp), %rbx
	leaq	.LC385(%rip), %r8
	xorl	%eax, %eax
	leaq	4544(%rsp), %rbp
	leaq	.LC386(%rip), %rdx
	movl	$2048, %esi
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	snprintf@PLT
	jmp	.L2386
.L2969:
	leaq	.LC467(%rip), %rsi
	movq	%r14, %rdi
	xorl	%eax, %eax
	movl	$1, %r15d
	call	printf@PLT
	jmp	.L2561
.L2717:
	movl	$2, %r15d
	jmp	.L2561
.L2554:
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	leaq	.LC472(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2555
.L2968:
	leaq	.LC474(%rip), %rdi
	call	puts@PLT
	cmpl	$0, 10480(%rsp)
	je	.L2563
	movq	9456(%rsp), %rsi
	leaq	.LC475(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	leaq	.LC476(%rip), %rcx
	leaq	.LC477(%rip), %rdx
	leaq	.LC349(%rip), %rsi
	leaq	.LC478(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 10484(%rsp)
	jne	.L2970
.L2564:
	movl	$10, %edi
	movq	%rbp, %rbx
	xorl	%r15d, %r15d
	call	putchar@PLT
	leaq	9496(%rsp), %r14
	leaq	.LC482(%rip), %r13
	jmp	.L2565
.L2973:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L2567:
	divsd	%xmm2, %xmm0
	movq	24(%rbp,%r15,8), %rsi
	movq	%r13, %rdi
	movl	$2, %eax
	divsd	.LC66(%rip), %xmm0
	call	printf@PLT
	cmpl	$0, 10484(%rsp)
	jne	.L2971
.L2568:
	movl	$10, %edi
	addq	$1, %r15
	addq	$288, %rbx
	call	putchar@PLT
.L2565:
	cmpq	4560(%rsp), %r15
	jnb	.L2972
	imulq	$56, %r15, %rax
	movq	304(%rbx), %rdi
	movq	312(%rbx), %rsi
	movsd	(%r14,%rax), %xmm1
	divsd	.LC66(%rip), %xmm1
	movsd	%xmm1, (%rsp)
	call	__floatuntidf@PLT
	movq	240(%rbx), %rax
	movsd	(%rsp), %xmm1
	testq	%rax, %rax
	jns	.L2973
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2567
.L2971:
	movq	264(%rbx), %rax
	movsd	5808(%rbp,%r15,8), %xmm1
	divsd	.LC66(%rip), %xmm1
	testq	%rax, %rax
	js	.L2569
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2570:
	leaq	.LC483(%rip), %rdi
	movl	$2, %eax
	divsd	.LC66(%rip), %xmm0
	call	printf@PLT
	jmp	.L2568
.L2972:
	leaq	.LC484(%rip), %rdi
	call	puts@PLT
.L2563:
	xorl	%ebx, %ebx
	leaq	PCT_NAME(%rip), %r13
	movq	%rbx, %r14
.L2576:
	cmpq	4560(%rsp), %r14
	jnb	.L2974
	movq	24(%rbp,%r14,8), %rdx
	movq	16(%rsp), %rsi
	leaq	.LC485(%rip), %rdi
	xorl	%eax, %eax
	leaq	12+SWEEP_COL(%rip), %r15
	call	printf@PLT
	movq	%r12, 8(%rsp)
	xorl	%edx, %edx
	imulq	$36, %r14, %rcx
	movq	%rbp, 24(%rsp)
	movq	%r14, (%rsp)
	movq	%rdx, %r14
.L2572:
	movslq	%r14d, %rax
	movq	%r14, 32(%rsp)
	leaq	SWEEP_COL(%rip), %rbx
	imulq	$10, %rax, %rax
	leaq	(%rcx,%rax), %rbp
	leaq	SET_NAME(%rip), %rax
	movq	(%rax,%r14,8), %r12
	movq	%rcx, %r14
.L2573:
	movslq	(%rbx), %rax
	movq	%r12, %rsi
	leaq	.LC486(%rip), %rdi
	addq	$4, %rbx
	leaq	20(%rax,%rbp), %rdx
	movq	4552(%rsp,%rdx,8), %rcx
	movq	0(%r13,%rax,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%rbx, %r15
	jne	.L2573
	movq	%r14, %rcx
	movq	32(%rsp), %r14
	addq	$1, %r14
	cmpq	$3, %r14
	jne	.L2572
	movq	(%rsp), %r14
	movq	24(%rsp), %rbp
	leaq	.LC353(%rip), %rax
	leaq	.LC354(%rip), %rsi
	leaq	.LC487(%rip), %rdi
	movq	8(%rsp), %r12
	cmpq	$0, 4768(%rbp,%r14,8)
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	addq	$1, %r14
	call	printf@PLT
	jmp	.L2576
.L2974:
	movq	%rbp, %r13
	movq	%rbp, %r14
	leaq	.LC488(%rip), %r15
	xorl	%ebx, %ebx
	jmp	.L2578
.L2976:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rax, %xmm3
.L2580:
	divsd	%xmm3, %xmm1
	movq	4912(%r13), %rcx
	movq	24(%rbp,%rbx,8), %rdx
	movq	%r15, %rdi
	movsd	4920(%r13), %xmm0
	movq	16(%rsp), %rsi
	movl	$3, %eax
	call	printf@PLT
	cmpl	$0, 10484(%rsp)
	jne	.L2975
.L2581:
	movl	$10, %edi
	addq	$1, %rbx
	addq	$56, %r13
	addq	$288, %r14
	call	putchar@PLT
.L2578:
	cmpl	$0, 10480(%rsp)
	movq	4560(%rsp), %rcx
	je	.L2582
	cmpq	%rcx, %rbx
	jnb	.L2582
	movsd	4952(%r13), %xmm2
	movq	304(%r14), %rdi
	movq	312(%r14), %rsi
	movsd	%xmm2, (%rsp)
	call	__floatuntidf@PLT
	movq	240(%r14), %rax
	movsd	(%rsp), %xmm2
	movapd	%xmm0, %xmm1
	testq	%rax, %rax
	jns	.L2976
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm3, %xmm3
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm3
	addsd	%xmm3, %xmm3
	jmp	.L2580
.L2975:
	movsd	5808(%rbp,%rbx,8), %xmm0
	movq	264(%r14), %rsi
	movl	$1, %eax
	leaq	.LC489(%rip), %rdi
	call	printf@PLT
	jmp	.L2581
.L2582:
	movq	9448(%rsp), %rdx
	xorl	%eax, %eax
	movq	9440(%rsp), %rsi
	leaq	.LC490(%rip), %rdi
	call	printf@PLT
	cmpq	$0, 56(%rsp)
	je	.L2584
	leaq	4568(%rsp), %rdx
	movl	4544(%rsp), %eax
	movq	%rdx, %xmm0
	leaq	4704(%rsp), %rdx
	movq	%rdx, %xmm7
	movq	4560(%rsp), %rdx
	movl	%eax, 1392(%rsp)
	punpcklqdq	%xmm7, %xmm0
	movq	%rdx, 1416(%rsp)
	xorl	%edx, %edx
	cmpl	$0, 10484(%rsp)
	movups	%xmm0, 1400(%rsp)
	je	.L2585
	leaq	10352(%rsp), %rdx
.L2585:
	testl	%eax, %eax
	movq	56(%rsp), %rdi
	movq	%r12, %rcx
	movl	$1, %ebx
	leaq	.LC355(%rip), %rax
	leaq	.LC356(%rip), %rsi
	movq	%rdx, 1424(%rsp)
	cmovne	%rax, %rsi
	leaq	sweep_writer(%rip), %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L2350
.L2584:
	xorl	%ebx, %ebx
	cmpq	$0, 9448(%rsp)
	setne	%bl
	jmp	.L2350
.L2569:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2570
.L2970:
	leaq	.LC479(%rip), %rdx
	leaq	.LC480(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC481(%rip), %rdi
	call	printf@PLT
	jmp	.L2564
.L2911:
	movq	48(%rsp), %rdi
	leaq	.LC11(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC368(%rip), %rcx
	leaq	.LC369(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2435
.L2513:
	movq	48(%rsp), %rdi
	leaq	.LC450(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC451(%rip), %rcx
	leaq	.LC452(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2435
.L2907:
	testl	%ecx, %ecx
	movq	48(%rsp), %rdi
	movl	$2048, %esi
	leaq	.LC340(%rip), %rax
	leaq	.LC338(%rip), %rcx
	leaq	.LC337(%rip), %r8
	cmove	%rax, %rcx
	leaq	.LC339(%rip), %rax
	leaq	.LC406(%rip), %rdx
	cmove	%rax, %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2435
.L2959:
	movq	(%rsp), %rsi
	movq	%rax, %rdi
	movq	%rbx, %rdx
	call	service_moments
	leaq	SERVICE_DIST_NAME(%rip), %rax
	movsd	1136(%rsp), %xmm1
	movsd	880(%rsp), %xmm0
	movq	(%rax,%r8,8), %rsi
	leaq	.LC529(%rip), %rdi
	movl	$2, %eax
	call	printf@PLT
	jmp	.L2669
.L2958:
	movq	352(%rsp), %r8
	movq	328(%rsp), %r11
	xorl	%eax, %eax
	leaq	.LC525(%rip), %rdi
	movq	320(%rsp), %r10
	movq	(%r11,%r8,8), %rcx
	leaq	0(,%r8,8), %r9
	movq	%r8, %rsi
	movq	%r11, 96(%rsp)
	movq	(%r10,%r8,8), %rdx
	movq	%r9, 112(%rsp)
	movq	%r10, 80(%rsp)
	movq	%r8, 40(%rsp)
	call	printf@PLT
	movq	40(%rsp), %r8
	movq	80(%rsp), %r10
	movq	96(%rsp), %r11
	movq	112(%rsp), %r9
	leaq	1(%r8), %rax
	cmpq	344(%rsp), %rax
	jb	.L2977
.L2668:
	movq	360(%rsp), %rdx
	leaq	.LC527(%rip), %rdi
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%r8, %rsi
	call	printf@PLT
	jmp	.L2667
.L2950:
	movq	stderr(%rip), %rdi
	leaq	.LC387(%rip), %rdx
	movl	$1, %ebx
	leaq	.LC108(%rip), %rsi
	call	fprintf@PLT
	jmp	.L2409
.L2952:
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	xorl	%eax, %eax
	movl	$2, %ebx
	leaq	.LC390(%rip), %rdx
	leaq	.LC391(%rip), %rsi
	call	fprintf@PLT
	jmp	.L2414
.L2977:
	movq	8(%r11,%r9), %rdx
	movq	8(%r10,%r9), %rsi
	leaq	.LC526(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %r8
	jmp	.L2668
.L2960:
	movq	4568(%rsp), %rax
	movq	1168(%rsp), %rsi
	leaq	.LC530(%rip), %rdi
	movl	24(%rax), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2671
.L2930:
	movq	8(%rsp), %rax
	leaq	.LC345(%rip), %rcx
	cmpl	$0, 72(%rax)
	jne	.L2503
	cmpl	$0, 152(%rax)
	jne	.L2503
	cmpq	$1, 160(%rax)
	jne	.L2503
	cmpl	$0, 8(%rax)
	jne	.L2503
	cmpq	$0, 40(%rax)
	leaq	.LC346(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L2503
.L2421:
	movq	144(%rsp), %r10
	leaq	.LC392(%rip), %rdi
	movq	%rbp, %rbx
	movq	160(%rsp), %rbp
	movq	%r10, 24(%rsp)
	call	puts@PLT
	movq	24(%rsp), %r10
	movq	%r15, %rdx
	xorl	%eax, %eax
	movq	80(%rsp), %rsi
	leaq	.LC393(%rip), %rdi
	movq	%r10, %rcx
	movq	%r10, 48(%rsp)
	call	printf@PLT
	movq	8(%rsp), %r15
	leaq	608(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 24(%rsp)
	movq	192(%r15), %rsi
	call	fmt_us.constprop.0
	movl	200(%r15), %edx
	movq	48(%rsp), %r10
	movq	%rax, %r13
	cmpl	$0, 176(%r15)
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rcx
	je	.L2694
	leaq	.LC336(%rip), %r15
	leaq	.LC11(%rip), %r12
.L2422:
	leaq	432(%rsp), %rax
	movq	%rbp, %rsi
	movq	%r10, 8(%rsp)
	movq	%rax, %rdi
	movq	%rcx, 64(%rsp)
	movq	%rax, 48(%rsp)
	call	fmt_us.constprop.0
	movq	64(%rsp), %rcx
	movq	%r13, %r8
	movq	%r15, %rdx
	movq	%rax, %rsi
	leaq	.LC394(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC395(%rip), %rdi
	leaq	.LC396(%rip), %r13
	call	puts@PLT
	call	print_header
	movl	$10, %edi
	call	putchar@PLT
	movq	16(%rsp), %rsi
	movq	%r13, %rdi
	call	print_row
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC297(%rip), %rax
	movq	(%rsp), %rsi
	movq	%rax, %rdi
	movq	%rax, 80(%rsp)
	call	print_row
	movq	%r12, %rdx
	leaq	.LC397(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC398(%rip), %rdi
	leaq	.LC399(%rip), %r12
	call	printf@PLT
	movq	8(%rsp), %r15
	jmp	.L2428
.L2979:
	movq	(%rsp), %rdx
	movq	(%rdx,%rbx), %rdx
	testq	%rdx, %rdx
	js	.L2424
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2425:
	testq	%rax, %rax
	js	.L2426
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2427:
	divsd	%xmm1, %xmm0
	comisd	.LC72(%rip), %xmm0
	sbbl	%esi, %esi
	andl	$2, %esi
	addl	$1, %esi
.L2423:
	movq	%r12, %rdi
	movl	$1, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	$56, %rbx
	je	.L2978
.L2428:
	movq	16(%rsp), %rax
	movq	(%rax,%rbx), %rax
	testq	%rax, %rax
	jne	.L2979
	pxor	%xmm0, %xmm0
	movl	$3, %esi
	jmp	.L2423
.L2694:
	leaq	.LC11(%rip), %r12
	movq	%r12, %r15
	jmp	.L2422
.L2675:
	movq	1440(%rsp), %r8
	movq	32(%rsp), %rcx
	leaq	.LC432(%rip), %rdx
	jmp	.L2893
.L2885:
	movl	%eax, %r13d
	jmp	.L2536
.L2517:
	movq	48(%rsp), %rdi
	leaq	.LC11(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC454(%rip), %rcx
	leaq	.LC455(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2435
.L2391:
	movq	(%rsp), %r15
	leaq	.LC533(%rip), %rdx
	movq	%rbp, %rdi
	xorl	%eax, %eax
	movq	1440(%rsp), %r8
	movl	$2048, %esi
	movq	%r15, %rcx
	call	snprintf@PLT
	jmp	.L2388
.L2919:
	leaq	.LC443(%rip), %r8
	leaq	.LC343(%rip), %rcx
	jmp	.L2894
.L2908:
	movq	48(%rsp), %rdi
	leaq	.LC410(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC411(%rip), %rcx
	leaq	.LC412(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2435
.L2913:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	48(%rsp), %rdi
	movq	%rbx, %rcx
	leaq	.LC375(%rip), %rdx
	movq	%rax, %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2435
.L2912:
	movq	48(%rsp), %rdi
	leaq	.LC11(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC370(%rip), %rcx
	leaq	.LC371(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2435
.L2937:
	leaq	.LC428(%rip), %r8
	leaq	.LC429(%rip), %rcx
	jmp	.L2895
.L2469:
	subsd	%xmm1, %xmm0
	movq	8(%rsp), %rdx
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 168(%rdx)
	btcq	$63, 168(%rdx)
	jmp	.L2470
.L2357:
	leaq	.LC11(%rip), %r8
	leaq	2496(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	%r8, %rcx
	leaq	.LC363(%rip), %rdx
	movq	%rdi, 48(%rsp)
	call	snprintf@PLT
	jmp	.L2435
.L2903:
	leaq	2496(%rsp), %rdi
	leaq	.LC146(%rip), %r8
	movq	%r14, %rcx
	xorl	%eax, %eax
	leaq	.LC362(%rip), %rdx
	movl	$2048, %esi
	movq	%rdi, 48(%rsp)
	call	snprintf@PLT
	jmp	.L2435
.L2910:
	movq	48(%rsp), %rdi
	leaq	.LC415(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC416(%rip), %rcx
	leaq	.LC417(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2435
.L2978:
	leaq	.LC400(%rip), %rdi
	movq	%r15, 8(%rsp)
	call	puts@PLT
	movq	16(%rsp), %rsi
	movq	%r13, %rdi
	call	print_result_set
	movq	(%rsp), %rsi
	movq	80(%rsp), %rdi
	call	print_result_set
	movq	%rbp, %rsi
	leaq	.LC401(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	248(%rsp), %rbx
	xorl	%eax, %eax
	movq	240(%rsp), %rsi
	leaq	.LC402(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	setne	%bl
	cmpq	$0, 32(%rsp)
	movzbl	%bl, %ebx
	je	.L2414
	movq	24(%rsp), %rdi
	xorl	%eax, %eax
	movq	744(%rsp), %xmm0
	movl	$12, %ecx
	leaq	608(%rsp), %r12
	movq	8(%rsp), %rsi
	leaq	NAMES.7(%rip), %rdx
	movl	$2, 448(%rsp)
	rep stosl
	movhps	904(%rsp), %xmm0
	leaq	.LC403(%rip), %rax
	movq	%r14, %rdi
	movaps	%xmm0, 288(%rsp)
	movq	%r12, %xmm3
	movq	%rax, %xmm0
	leaq	288(%rsp), %rax
	punpcklqdq	%xmm3, %xmm0
	movq	%rax, %xmm7
	movaps	%xmm0, 432(%rsp)
	movq	%rdx, %xmm0
	movq	%r12, %rdx
	punpcklqdq	%xmm7, %xmm0
	movups	%xmm0, 456(%rsp)
	call	table_from_sorted
	testl	%eax, %eax
	je	.L2429
.L2431:
	movl	$1, %ebx
.L2430:
	movq	608(%rsp), %rdi
	call	free@PLT
	movq	632(%rsp), %rdi
	call	free@PLT
	jmp	.L2414
.L2426:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2427
.L2424:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2425
.L2429:
	leaq	632(%rsp), %rbp
	movq	40(%rsp), %rdi
	movq	%rbp, %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L2431
	movq	%r12, %rcx
	movq	32(%rsp), %rdi
	leaq	hgrm_writer(%rip), %r12
	leaq	.LC404(%rip), %rsi
	movq	%r12, %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L2431
	movq	32(%rsp), %rdi
	movq	%rbp, %rcx
	movq	%r12, %rdx
	leaq	.LC405(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L2431
	movq	48(%rsp), %rcx
	movq	32(%rsp), %rdi
	leaq	spectrum_writer(%rip), %rdx
	leaq	.LC314(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L2431
	jmp	.L2430
	.cfi_endproc
.LFE291:
	.size	run_options.constprop.0, .-run_options.constprop.0
	.section	.rodata.str1.1
.LC537:
	.string	"default"
.LC538:
	.string	"seed 000"
.LC539:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC542:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC543:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC544:
	.string	"--self-test"
.LC545:
	.string	"rank n=1 p=0"
.LC546:
	.string	"rank n=1 p=100"
.LC547:
	.string	"rank n=1 p=0 ceil"
.LC548:
	.string	"rank n=1 p=100 ceil"
.LC549:
	.string	"rank n=10 p=0"
.LC550:
	.string	"rank n=10 p=100"
.LC551:
	.string	"rank n=10 p=50"
.LC552:
	.string	"rank n=10 p=95 rounds half up"
.LC553:
	.string	"rank n=10 p=94.9 rounds down"
.LC554:
	.string	"rank n=10 p=90.1 ceil"
.LC555:
	.string	"rank n=119980 p=99"
.LC556:
	.string	"rank n=119980 p=99.9"
.LC557:
	.string	"rank n=119980 p=99 ceil"
.LC558:
	.string	"rank n=2^62 p=99.99 exact"
.LC560:
	.string	"hdr fixture corrected count"
.LC561:
	.string	"hdr fixture correct_co"
.LC562:
	.string	"hdr fixture corrected p50"
.LC563:
	.string	"hdr fixture corrected p90"
.LC564:
	.string	"hdr fixture corrected p99"
.LC565:
	.string	"hdr fixture corrected max"
.LC566:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC567:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC568:
	.string	"correction of one interval"
.LC569:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC570:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC571:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC572:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC573:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC574:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC576:
	.string	"reference server agrees, start %lu"
	.align 8
.LC577:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC578:
	.string	"in service at a stall: extended by it"
	.align 8
.LC579:
	.string	"starting in a stall: waits for its end"
	.align 8
.LC580:
	.string	"corrected set without its terms, in memory and in passes, e %lu, values below %lu: fields that differ"
	.align 8
.LC581:
	.string	"the brute-force buffer was allocated"
	.align 8
.LC582:
	.string	"streams share no draw with each other or the Poisson schedule"
	.align 8
.LC583:
	.string	"a draw is a function of (seed, stream, i) alone"
	.align 8
.LC585:
	.string	"an exponential of mean 100 us averages within 1 % of it"
	.section	.rodata.str1.1
.LC586:
	.string	"200us"
.LC587:
	.string	"0.3us"
.LC588:
	.string	"0.5s"
.LC589:
	.string	"1.000000001s"
.LC590:
	.string	"250"
.LC591:
	.string	"0.5ns"
.LC592:
	.string	"ms"
.LC593:
	.string	"-1ms"
.LC594:
	.string	"5parsecs"
.LC595:
	.string	"1.ms"
.LC596:
	.string	"99999999999999999999s"
.LC597:
	.string	"4611686018427387904ns"
	.section	.rodata.str1.8
	.align 8
.LC598:
	.ascii	"usage: ben"
	.string	"ch [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr); 3 --cross-check found no closed form."
	.section	.rodata.str1.1
.LC599:
	.string	"%s%s%s"
.LC600:
	.string	"  %s\n"
.LC601:
	.string	"  %-24s %.*s\n"
.LC602:
	.string	"  %-24s %s\n"
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB250:
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
	movdqa	.LC535(%rip), %xmm0
	leaq	1120(%rsp), %rbx
	movq	%rbx, %rdi
	rep stosq
	movaps	%xmm0, 1168(%rsp)
	movdqa	.LC536(%rip), %xmm0
	leaq	.LC538(%rip), %rax
	leaq	.LC537(%rip), %rcx
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
	je	.L2981
	movl	$1, %r15d
	cmpl	$1, %ebp
	jle	.L2983
.L2982:
	movq	%rbx, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L3064:
	movslq	%r15d, %rax
	movq	(%r12,%rax,8), %r13
	cmpb	$45, 0(%r13)
	jne	.L3083
	cmpb	$104, 1(%r13)
	jne	.L3083
	cmpb	$0, 2(%r13)
	jne	.L3083
	movl	$-1, %eax
	leaq	.LC213(%rip), %r13
.L3053:
	leaq	32+OPTIONS(%rip), %rbx
	xorl	%r14d, %r14d
	jmp	.L3058
	.p2align 4,,10
	.p2align 3
.L3054:
	addl	$1, %r14d
	cmpl	$36, %r14d
	je	.L3057
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	addq	$32, %rbx
	call	strcmp@PLT
.L3058:
	testl	%eax, %eax
	jne	.L3054
	movslq	%r14d, %r14
	leaq	OPTIONS(%rip), %rax
	salq	$5, %r14
	addq	%r14, %rax
	movl	8(%rax), %edx
	testl	%edx, %edx
	jne	.L3110
	addl	$1, %r15d
.L3057:
	addl	$1, %r15d
	cmpl	%r15d, %ebp
	jg	.L3064
	movq	8(%rsp), %rbx
.L2983:
	movq	%rbx, %rdi
	movq	%r12, %rdx
	movl	%ebp, %esi
	call	run_options.constprop.0
	movq	1440(%rsp), %rdi
	movl	%eax, %ebx
	call	free@PLT
	movq	1472(%rsp), %rdi
	call	free@PLT
.L2980:
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
.L3083:
	.cfi_restore_state
	leaq	.LC115(%rip), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
	jmp	.L3053
.L3110:
	movq	(%rax), %rdi
	leaq	.LC213(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L3057
	leaq	.LC598(%rip), %rdi
	leaq	OPTIONS(%rip), %r14
	call	puts@PLT
	leaq	4144(%rsp), %rax
	leaq	1152(%r14), %r15
	movq	%rax, 8(%rsp)
	leaq	.LC50(%rip), %r13
	leaq	.LC11(%rip), %r12
	jmp	.L3063
	.p2align 4,,10
	.p2align 3
.L3060:
	testq	%rbx, %rbx
	je	.L3061
.L3112:
	movq	8(%rsp), %rsi
	movl	%ebx, %edx
	movq	%rbp, %rcx
	xorl	%eax, %eax
	subl	%ebp, %edx
	leaq	.LC601(%rip), %rdi
	addq	$32, %r14
	call	printf@PLT
	leaq	1(%rbx), %rdx
	movq	%r12, %rsi
	xorl	%eax, %eax
	leaq	.LC602(%rip), %rdi
	call	printf@PLT
	cmpq	%r14, %r15
	je	.L2999
.L3063:
	movq	24(%r14), %rbp
	movl	$10, %esi
	movq	%rbp, %rdi
	call	strchr@PLT
	movq	16(%r14), %r9
	movq	%r13, %r8
	movq	%rax, %rbx
	testq	%r9, %r9
	je	.L3111
.L3059:
	movq	8(%rsp), %rdi
	movq	(%r14), %rcx
	xorl	%eax, %eax
	movl	$64, %esi
	leaq	.LC599(%rip), %rdx
	call	snprintf@PLT
	movq	8(%rsp), %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	jbe	.L3060
	movq	8(%rsp), %rsi
	leaq	.LC600(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 4144(%rsp)
	testq	%rbx, %rbx
	jne	.L3112
.L3061:
	movq	%rbp, %rdi
	addq	$32, %r14
	call	strlen@PLT
	movq	8(%rsp), %rsi
	movq	%rbp, %rcx
	leaq	.LC601(%rip), %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %r15
	jne	.L3063
.L2999:
	xorl	%ebx, %ebx
	jmp	.L2980
	.p2align 4,,10
	.p2align 3
.L3111:
	movq	%r12, %r9
	movq	%r12, %r8
	jmp	.L3059
.L2981:
	movq	8(%rsi), %r13
	leaq	.LC539(%rip), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L3113
	leaq	.LC544(%rip), %rsi
	movq	%r13, %rdi
	movl	$1, %r15d
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2982
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC545(%rip), %rdi
	leaq	raw.15(%rip), %rbp
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC546(%rip), %rdi
	movl	%eax, %ebx
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
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC548(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC549(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC550(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC551(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC552(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC553(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC554(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC555(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC556(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC557(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC558(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movdqa	.LC559(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
.L3000:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.L3000
	movq	$100000000, 80000+raw.15(%rip)
	xorl	%ecx, %ecx
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L3005
.L3114:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L3004
.L3005:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %esi
	cmpq	$9999, %rax
	jbe	.L3001
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rsi
.L3001:
	addq	%rcx, %rsi
	movq	%rsi, %rcx
	jnc	.L3114
	xorl	%ecx, %ecx
.L3004:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	leaq	.LC560(%rip), %rdi
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
	leaq	.LC561(%rip), %rdi
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
	leaq	.LC562(%rip), %rdi
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	240(%rsp), %rcx
	leaq	.LC563(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	248(%rsp), %rcx
	leaq	.LC564(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	272(%rsp), %rcx
	leaq	.LC565(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	288(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	296(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC566(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC567(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC568(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC569(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC570(%rip), %rdi
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
	jne	.L3007
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%rbp, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 216(%rsp)
	jne	.L3007
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%rbp, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L3007:
	movq	200(%rsp), %r11
	movq	192(%rsp), %rcx
	xorl	%r10d, %r10d
	xorl	%edi, %edi
.L3009:
	cmpq	%r11, %r10
	je	.L3070
	xorl	%r9d, %r9d
	cmpq	$0, 24(%rcx)
	je	.L3011
.L3015:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%rbx,%rdi,8), %r8
	je	.L3013
	.p2align 4,,10
	.p2align 3
.L3010:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L3010
	leaq	1(%rdi,%rdx), %rdi
.L3013:
	addq	$1, %r9
	cmpq	24(%rcx), %r9
	jb	.L3015
.L3011:
	addq	$1, %r10
	addq	$32, %rcx
	jmp	.L3009
.L3113:
	pcmpeqd	%xmm0, %xmm0
	movl	$1, %r12d
	movaps	%xmm0, 2544(%rsp)
	leaq	4144(%rsp), %rax
	movl	$7, %ebp
	leaq	2544(%rsp), %r15
	movq	%rax, 8(%rsp)
.L2985:
	xorl	%r13d, %r13d
.L2989:
	movq	8(%rsp), %rsi
	movl	$1, %edi
	movl	$3, %ebx
	call	clock_gettime@PLT
	movq	4152(%rsp), %rdx
	movl	$20000000, %eax
	imulq	$1000000000, 4144(%rsp), %r14
	jmp	.L2988
	.p2align 4,,10
	.p2align 3
.L3116:
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	subl	$1, %eax
	je	.L3115
.L2988:
	testq	%r13, %r13
	jne	.L3116
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	subl	$1, %eax
	jne	.L2988
.L3115:
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
	jne	.L3117
	movl	$1, %r13d
	jmp	.L2989
.L3117:
	subl	$1, %ebp
	jne	.L2985
	movq	2544(%rsp), %rax
	testq	%rax, %rax
	js	.L2991
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2992:
	movsd	.LC540(%rip), %xmm4
	movq	2552(%rsp), %rax
	divsd	%xmm0, %xmm4
	testq	%rax, %rax
	js	.L2993
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2994:
	movsd	.LC541(%rip), %xmm1
	movsd	%xmm4, 8(%rsp)
	divsd	%xmm0, %xmm1
	movapd	%xmm4, %xmm0
	movsd	%xmm1, 16(%rsp)
	call	fmax@PLT
	movsd	8(%rsp), %xmm4
	movsd	16(%rsp), %xmm1
	movapd	%xmm4, %xmm2
	subsd	%xmm1, %xmm2
	andpd	.LC60(%rip), %xmm2
	mulsd	.LC72(%rip), %xmm2
	divsd	%xmm0, %xmm2
	movsd	.LC58(%rip), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L3118
.L2997:
	movl	$5, %edx
	movl	$7, %esi
	movapd	%xmm4, %xmm0
	xorl	%ebx, %ebx
	leaq	.LC543(%rip), %rdi
	movl	$3, %eax
	call	printf@PLT
	jmp	.L2980
.L3070:
	xorl	%r11d, %r11d
	movq	%rbx, 32(%rsp)
	leaq	4144(%rsp), %rax
	leaq	304(%rsp), %r14
	movq	%r11, 16(%rsp)
	leaq	384(%rsp), %r12
	movq	%rdi, %r15
	movq	%rax, 8(%rsp)
.L3014:
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
	leaq	.LC571(%rip), %rdi
	call	expect
	movl	24(%rsp), %r13d
	leaq	RANK_NAME(%rip), %rcx
	addl	%eax, %r13d
	movq	16(%rsp), %rax
	movq	(%rcx,%rax,8), %r9
.L3016:
	movq	8(%rsp), %rdi
	movl	$64, %esi
	movq	%r9, 24(%rsp)
	leaq	-8+PCT_NAME(%rip), %rax
	movq	(%rax,%rbx), %rcx
	leaq	.LC572(%rip), %rdx
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
	jne	.L3016
	movq	360(%rsp), %rcx
	movq	440(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC573(%rip), %rdi
	call	expect
	movq	368(%rsp), %rcx
	movq	376(%rsp), %r8
	leaq	.LC574(%rip), %rdi
	movq	448(%rsp), %rsi
	movq	456(%rsp), %rdx
	addl	%eax, %r13d
	call	expect
	addl	%r13d, %eax
	cmpq	$0, 16(%rsp)
	movl	%eax, 24(%rsp)
	jne	.L3119
	movq	$1, 16(%rsp)
	jmp	.L3014
.L3119:
	movq	%rbp, %rdi
	leaq	starts.13(%rip), %rbp
	leaq	2544(%rsp), %r15
	call	dist_free
	movl	$52, %ecx
	xorl	%eax, %eax
	leaq	80(%rbp), %r14
	movdqa	.LC575(%rip), %xmm0
	leaq	904(%rsp), %rdi
	movq	$100, 896(%rsp)
	leaq	896(%rsp), %rbx
	rep stosl
	leaq	.LC576(%rip), %r13
	movq	$2000, 960(%rsp)
	movaps	%xmm0, 944(%rsp)
	jmp	.L3020
.L3122:
	leaq	1100(%r12), %rdx
.L3019:
	addq	$1, 2552(%rsp)
	addq	$5000, %rax
	movq	%rax, 2544(%rsp)
	cmpq	%rdx, %rax
	jb	.L3120
.L3017:
	movq	32(%rsp), %rcx
	movq	8(%rsp), %rdi
	movq	%rdx, %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	addq	$8, %rbp
	call	expect
	addl	%eax, 24(%rsp)
	cmpq	%r14, %rbp
	je	.L3121
.L3020:
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
	jnb	.L3017
	cmpq	%rax, %r12
	jb	.L3122
	leaq	1000(%rax), %rcx
	cmpq	%rcx, %r12
	jnb	.L3019
	leaq	1100(%rax), %rdx
	jmp	.L3019
.L3120:
	movl	$5000, %r9d
	movl	$1000, %r8d
	movq	%r12, %rsi
	movq	%r15, %rdi
	movl	$100, %ecx
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L3017
.L3121:
	movq	%rbx, %rdi
	movl	$100, %edx
	movl	$1900, %esi
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$2000, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC577(%rip), %rdi
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
	leaq	.LC578(%rip), %rdi
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
	leaq	.LC579(%rip), %rdi
	call	expect
	movl	$3200000, %edi
	leal	0(%rbp,%rax), %r12d
	call	malloc@PLT
	xorl	%r10d, %r10d
	movl	%r12d, 132(%rsp)
	movq	%rax, 48(%rsp)
	movl	%r10d, 128(%rsp)
.L3021:
	movabsq	$7880283046040289696, %rax
	imulq	%rbx, %rax
	addq	$42, %rax
	cmpq	$0, 48(%rsp)
	movq	%rax, 64(%rsp)
	setne	%bpl
	cmpq	$5, %rbx
	ja	.L3082
	testb	%bpl, %bpl
	je	.L3082
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
.L3037:
	movq	40(%rsp), %rax
	movq	64(%rsp), %rsi
	movq	%r15, %rdi
	xorl	%ecx, %ecx
	movq	(%rax), %r8
	.p2align 4,,10
	.p2align 3
.L3023:
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
	jne	.L3023
	movabsq	$-7253301275344703384, %rax
	movq	16(%rsp), %r9
	addq	%rax, 64(%rsp)
	movq	%r15, %rsi
	leaq	1600(%r15), %rdi
	xorl	%ecx, %ecx
	jmp	.L3028
	.p2align 4,,10
	.p2align 3
.L3124:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	je	.L3123
.L3028:
	movq	(%rsi), %rax
	movq	%r9, %r10
	cmpq	%r11, %rax
	jb	.L3024
	xorl	%edx, %edx
	divq	%r11
	movq	%rax, %r10
.L3024:
	addq	%rcx, %r10
	movq	%r10, %rcx
	setc	%r10b
	movzbl	%r10b, %r10d
	jnc	.L3124
	movl	$0, 32(%rsp)
	xorl	%r10d, %r10d
.L3027:
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
.L3036:
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
.L3030:
	movq	24(%rsp), %rbp
	movq	%rbx, %rdi
	movl	%edx, %ebx
	.p2align 4,,10
	.p2align 3
.L3031:
	movq	0(%rbp), %rsi
	call	cqr_add
	movq	%rbp, %rax
	subq	$8, %rbp
	cmpq	%r15, %rax
	jne	.L3031
	movl	%ebx, %edx
	movq	%rdi, %rbx
	leal	1(%rdx), %eax
	movl	%eax, 2020(%rsp)
	testl	%edx, %edx
	je	.L3125
	call	cqr_end_pass.part.0
	movl	2024(%rsp), %esi
	testl	%esi, %esi
	jle	.L3034
.L3126:
	movl	2020(%rsp), %edx
	jmp	.L3030
.L3125:
	call	cqr_first_end
	movl	2024(%rsp), %esi
	testl	%esi, %esi
	jg	.L3126
.L3034:
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
.L3035:
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
	jne	.L3035
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
	jne	.L3127
	movl	$1, 32(%rsp)
	jmp	.L3036
.L3123:
	cmpq	$400000, %rcx
	jbe	.L3128
.L3029:
	addq	$8, 40(%rsp)
	movq	40(%rsp), %rax
	leaq	32+TOP.11(%rip), %rcx
	cmpq	%rcx, %rax
	jne	.L3037
	movq	136(%rsp), %rbx
	addq	$1, %rbx
	jmp	.L3021
.L3127:
	movq	%rbp, %r11
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r10, 32(%rsp)
	movq	144(%rsp), %r8
	movq	%r11, %rcx
	leaq	704(%rsp), %rbx
	leaq	.LC580(%rip), %rdx
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
	jmp	.L3029
.L3082:
	movq	48(%rsp), %rdi
	movl	132(%rsp), %r12d
	leaq	-8+STREAMS.10(%rip), %r13
	leaq	8(%r13), %r15
	call	free@PLT
	movzbl	%bpl, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC581(%rip), %rdi
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
.L3044:
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
.L3043:
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
	je	.L3041
	movq	%r12, %rsi
.L3042:
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
	jne	.L3042
	addq	$1, %r12
	jmp	.L3043
.L3041:
	movq	24(%rsp), %rdi
	movq	32(%rsp), %r8
	movq	%rbx, %r12
	movabsq	$626981770695586354, %rax
	cmpq	%rax, %rdi
	jne	.L3044
	movq	%r9, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC582(%rip), %rdi
	movabsq	$7809158642386836312, %r14
	movabsq	$-7723592293110705685, %rbp
	call	expect
	movq	%r12, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movl	%eax, %ebx
	leaq	.LC583(%rip), %rdi
	movabsq	$-4658895280553007687, %r12
	call	expect
	pxor	%xmm3, %xmm3
	addl	%eax, %ebx
	movq	.LC0(%rip), %rax
	movq	%rax, %xmm2
	jmp	.L3050
	.p2align 4,,10
	.p2align 3
.L3130:
	cvttsd2siq	%xmm1, %rax
	testq	%rax, %rax
	js	.L3048
.L3131:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3045:
	movabsq	$-7046029254386353131, %rax
	addsd	%xmm0, %xmm3
	addq	%rax, %r14
	movabsq	$4078304265537237400, %rax
	cmpq	%rax, %r14
	je	.L3129
.L3050:
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
	movsd	.LC86(%rip), %xmm1
	movq	.LC2(%rip), %rax
	movsd	8(%rsp), %xmm3
	subsd	%xmm0, %xmm1
	movq	%rax, %xmm0
	movq	.LC0(%rip), %rax
	movq	%rax, %xmm2
	comisd	%xmm1, %xmm0
	ja	.L3045
	movq	.LC196(%rip), %rax
	movq	%rax, %xmm0
	comisd	%xmm0, %xmm1
	jnb	.L3045
	comisd	.LC82(%rip), %xmm1
	jb	.L3130
	subsd	.LC82(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	testq	%rax, %rax
	jns	.L3131
.L3048:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3045
.L3129:
	movsd	.LC66(%rip), %xmm1
	divsd	.LC584(%rip), %xmm3
	movapd	%xmm3, %xmm0
	xorl	%ecx, %ecx
	subsd	.LC31(%rip), %xmm0
	andpd	.LC60(%rip), %xmm0
	movl	$1, %esi
	leaq	.LC585(%rip), %rdi
	leaq	.LC590(%rip), %rbp
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
	leaq	.LC586(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC587(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC588(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC589(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC359(%rip), %rdi
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
	leaq	.LC591(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	leaq	.LC592(%rip), %rdi
	addl	%eax, %ebx
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC593(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC594(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC595(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC596(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC597(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L2980
.L3128:
	xorl	%r9d, %r9d
	movl	%r9d, 32(%rsp)
	jmp	.L3027
.L2991:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2992
.L3118:
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm4
	jbe	.L2997
	movapd	%xmm2, %xmm3
	movl	$7, %esi
	movapd	%xmm1, %xmm2
	xorl	%ebx, %ebx
	movapd	%xmm4, %xmm1
	movapd	%xmm4, %xmm0
	movl	$4, %eax
	leaq	.LC542(%rip), %rdi
	call	printf@PLT
	jmp	.L2980
.L2993:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2994
	.cfi_endproc
.LFE250:
	.size	main, .-main
	.section	.rodata.str1.1
.LC604:
	.string	"closed (from actual send)"
.LC605:
	.string	"open (from intended send)"
.LC606:
	.string	"corrected closed"
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	NAMES.0, @object
	.size	NAMES.0, 24
NAMES.0:
	.quad	.LC604
	.quad	.LC605
	.quad	.LC606
	.section	.rodata.str1.1
.LC607:
	.string	"closed.values"
.LC608:
	.string	"open.values"
.LC609:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.1, @object
	.size	VALUES.1, 24
VALUES.1:
	.quad	.LC607
	.quad	.LC608
	.quad	.LC609
	.section	.rodata.str1.1
.LC610:
	.string	"closed.hgrm"
.LC611:
	.string	"open.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.2, @object
	.size	HGRM.2, 24
HGRM.2:
	.quad	.LC610
	.quad	.LC611
	.quad	.LC405
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
.LC612:
	.string	"0%"
.LC613:
	.string	"90%"
.LC614:
	.string	"99%"
.LC615:
	.string	"99.9%"
.LC616:
	.string	"99.99%"
.LC617:
	.string	"99.999%"
	.section	.data.rel.ro.local
	.align 32
	.type	XTICK.6, @object
	.size	XTICK.6, 48
XTICK.6:
	.quad	.LC612
	.quad	.LC613
	.quad	.LC614
	.quad	.LC615
	.quad	.LC616
	.quad	.LC617
	.align 16
	.type	NAMES.7, @object
	.size	NAMES.7, 16
NAMES.7:
	.quad	.LC396
	.quad	.LC297
	.align 16
	.type	names.8, @object
	.size	names.8, 16
names.8:
	.quad	.LC396
	.quad	.LC297
	.section	.rodata.str1.1
.LC618:
	.string	"ns"
.LC619:
	.string	"us"
	.section	.data.rel.ro.local
	.align 32
	.type	units.9, @object
	.size	units.9, 64
units.9:
	.quad	.LC618
	.quad	1
	.quad	.LC619
	.quad	1000
	.quad	.LC592
	.quad	1000000
	.quad	.LC163
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
.LC620:
	.string	"open_closed_p99"
.LC621:
	.string	"open_closed_p999"
.LC622:
	.string	"open_closed_slow"
.LC623:
	.string	"closed_max_p99"
.LC624:
	.string	"corrected_closed_p99"
.LC625:
	.string	"open_corrected_p99"
.LC626:
	.string	"open_corrected_p90"
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 168
RATIOS:
	.quad	.LC620
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC621
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC622
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	.LC623
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	.LC624
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC625
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC626
	.long	1
	.long	1
	.long	2
	.long	1
	.section	.rodata.str1.1
.LC627:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC628:
	.string	"service time of one request (100us)"
	.align 8
.LC629:
	.string	"fixed schedule: request i due at i*T (200us)"
	.align 8
.LC630:
	.string	"length of each stall, 0 for none (200ms)"
	.align 8
.LC631:
	.string	"time between stall starts, 0 for one stall (1s)"
	.align 8
.LC632:
	.string	"start of the first stall (500ms)"
	.align 8
.LC633:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC634:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC635:
	.string	"or exactly N scheduled requests"
	.section	.rodata.str1.1
.LC636:
	.string	"fixed|poisson"
	.section	.rodata.str1.8
	.align 8
.LC637:
	.string	"fixed (default) or Poisson arrivals"
	.section	.rodata.str1.1
.LC638:
	.string	"R"
	.section	.rodata.str1.8
	.align 8
.LC639:
	.string	"Poisson rate, requests a second"
	.section	.rodata.str1.1
.LC640:
	.string	"X"
	.section	.rodata.str1.8
	.align 8
.LC641:
	.string	"seeds the Poisson schedule, service times, random stalls (0)"
	.section	.rodata.str1.1
.LC642:
	.string	"fixed|exp|bimodal|lognormal"
	.section	.rodata.str1.8
	.align 8
.LC643:
	.string	"service times: each\n--service, or drawn with --service as the mean (bimodal: see below)"
	.align 8
.LC644:
	.string	"lognormal: the coefficient of variation"
	.section	.rodata.str1.1
.LC645:
	.string	"F"
	.section	.rodata.str1.8
	.align 8
.LC646:
	.string	"bimodal: the share, 0 < F < 1, that takes --slow-service"
	.align 8
.LC647:
	.string	"bimodal: the slow requests' service time"
	.section	.rodata.str1.1
.LC648:
	.string	"periodic|poisson"
	.section	.rodata.str1.8
	.align 8
.LC649:
	.string	"stall starts every --period, or at\nexponential gaps of mean --period (periodic)"
	.section	.rodata.str1.1
.LC650:
	.string	"fixed|exp"
	.section	.rodata.str1.8
	.align 8
.LC651:
	.string	"each stall --stall long, or exponential of that mean"
	.section	.rodata.str1.1
.LC652:
	.string	"FILE"
	.section	.rodata.str1.8
	.align 8
.LC653:
	.string	"replay due times: one integer ns a line, non-decreasing"
	.section	.rodata.str1.1
.LC654:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC655:
	.string	"how the closed loop treats slots it missed"
	.section	.rodata.str1.1
.LC656:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC657:
	.string	"C closed loops share the schedule (1)"
	.section	.rodata.str1.1
.LC658:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC659:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.section	.rodata.str1.1
.LC660:
	.string	"the slow line (1ms)"
.LC661:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC662:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.align 8
.LC663:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC664:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC665:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.section	.rodata.str1.1
.LC666:
	.string	"as QUICK=1"
	.section	.rodata.str1.8
	.align 8
.LC667:
	.string	"also every rep's checked numbers, a line a set"
	.section	.rodata.str1.1
.LC668:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC669:
	.string	"default, feed-10ms-stall, one-2s-stall, hundred-requests,\nhundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal, gc-pauses"
	.align 8
.LC670:
	.string	"correct a recorded trace: one latency a line (ns or a unit)"
	.section	.rodata.str1.1
.LC671:
	.string	"LIST"
	.section	.rodata.str1.8
	.align 8
.LC672:
	.string	"the same from a list: 2ms*99,1000ms"
	.section	.rodata.str1.1
.LC673:
	.string	"load|stall"
	.section	.rodata.str1.8
	.align 8
.LC674:
	.string	"one table over load 10-95% or stall length"
	.section	.rodata.str1.1
.LC675:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC676:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC677:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.align 8
.LC678:
	.string	"the closed form against the reference simulation;\nexit 0 if they agree, 1 if not, 3 if no closed form holds"
	.align 8
.LC679:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC680:
	.string	"run the unit checks and exit"
.LC681:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 1152
OPTIONS:
	.quad	.LC115
	.long	0
	.zero	4
	.quad	.LC627
	.quad	.LC628
	.quad	.LC119
	.long	0
	.zero	4
	.quad	.LC627
	.quad	.LC629
	.quad	.LC122
	.long	0
	.zero	4
	.quad	.LC627
	.quad	.LC630
	.quad	.LC124
	.long	0
	.zero	4
	.quad	.LC627
	.quad	.LC631
	.quad	.LC126
	.long	0
	.zero	4
	.quad	.LC627
	.quad	.LC632
	.quad	.LC130
	.long	0
	.zero	4
	.quad	.LC627
	.quad	.LC633
	.quad	.LC133
	.long	0
	.zero	4
	.quad	.LC634
	.quad	.LC635
	.quad	.LC248
	.long	0
	.zero	4
	.quad	.LC636
	.quad	.LC637
	.quad	.LC148
	.long	0
	.zero	4
	.quad	.LC638
	.quad	.LC639
	.quad	.LC151
	.long	0
	.zero	4
	.quad	.LC640
	.quad	.LC641
	.quad	.LC241
	.long	0
	.zero	4
	.quad	.LC642
	.quad	.LC643
	.quad	.LC143
	.long	0
	.zero	4
	.quad	.LC640
	.quad	.LC644
	.quad	.LC144
	.long	0
	.zero	4
	.quad	.LC645
	.quad	.LC646
	.quad	.LC140
	.long	0
	.zero	4
	.quad	.LC627
	.quad	.LC647
	.quad	.LC243
	.long	0
	.zero	4
	.quad	.LC648
	.quad	.LC649
	.quad	.LC245
	.long	0
	.zero	4
	.quad	.LC650
	.quad	.LC651
	.quad	.LC193
	.long	0
	.zero	4
	.quad	.LC652
	.quad	.LC653
	.quad	.LC251
	.long	0
	.zero	4
	.quad	.LC654
	.quad	.LC655
	.quad	.LC154
	.long	0
	.zero	4
	.quad	.LC656
	.quad	.LC657
	.quad	.LC136
	.long	0
	.zero	4
	.quad	.LC658
	.quad	.LC659
	.quad	.LC128
	.long	0
	.zero	4
	.quad	.LC627
	.quad	.LC660
	.quad	.LC228
	.long	0
	.zero	4
	.quad	.LC661
	.quad	.LC662
	.quad	.LC145
	.long	0
	.zero	4
	.quad	.LC634
	.quad	.LC663
	.quad	.LC233
	.long	0
	.zero	4
	.quad	.LC664
	.quad	.LC665
	.quad	.LC220
	.long	1
	.zero	4
	.quad	0
	.quad	.LC666
	.quad	.LC222
	.long	1
	.zero	4
	.quad	0
	.quad	.LC667
	.quad	.LC364
	.long	0
	.zero	4
	.quad	.LC668
	.quad	.LC669
	.quad	.LC257
	.long	0
	.zero	4
	.quad	.LC652
	.quad	.LC670
	.quad	.LC258
	.long	0
	.zero	4
	.quad	.LC671
	.quad	.LC672
	.quad	.LC262
	.long	0
	.zero	4
	.quad	.LC673
	.quad	.LC674
	.quad	.LC259
	.long	0
	.zero	4
	.quad	.LC675
	.quad	.LC676
	.quad	.LC221
	.long	1
	.zero	4
	.quad	0
	.quad	.LC677
	.quad	.LC223
	.long	1
	.zero	4
	.quad	0
	.quad	.LC678
	.quad	.LC539
	.long	2
	.zero	4
	.quad	0
	.quad	.LC679
	.quad	.LC544
	.long	2
	.zero	4
	.quad	0
	.quad	.LC680
	.quad	.LC213
	.long	2
	.zero	4
	.quad	0
	.quad	.LC681
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
	.string	"--trace-values 2ms*99,1000ms --expected-interval 10ms --rank ceil"
	.section	.rodata.str1.1
.LC691:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC692:
	.string	"--trace-values 2ms*99,200ms --expected-interval 50ms --rank ceil"
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
	.section	.rodata.str1.1
.LC702:
	.string	"bimodal"
	.section	.rodata.str1.8
	.align 8
.LC703:
	.string	"the lab, M/G/1: 1 % of requests take 10 ms"
	.align 8
.LC704:
	.string	"--schedule poisson --rate 2500 --service-dist bimodal --service 100us --slow-fraction 0.01 --slow-service 10ms --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC705:
	.string	"gc-pauses"
.LC706:
	.string	"the lab, random pauses"
	.section	.rodata.str1.8
	.align 8
.LC707:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stalls poisson --period 2s --stall-dist exp --stall 50ms --duration 600s --reps 1"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 240
SCENARIOS:
	.quad	.LC537
	.quad	.LC538
	.quad	.LC11
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
	.quad	.LC702
	.quad	.LC703
	.quad	.LC704
	.quad	.LC705
	.quad	.LC706
	.quad	.LC707
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC305
	.quad	.LC308
	.quad	.LC304
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
	.quad	.LC299
	.quad	.LC300
	.quad	.LC297
	.section	.rodata.str1.1
.LC708:
	.string	"p90"
.LC709:
	.string	"p99.99"
.LC710:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC466
	.quad	.LC708
	.quad	.LC469
	.quad	.LC470
	.quad	.LC709
	.quad	.LC710
	.section	.rodata.str1.1
.LC711:
	.string	"p999"
.LC712:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC466
	.quad	.LC708
	.quad	.LC469
	.quad	.LC711
	.quad	.LC712
	.quad	.LC710
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
	.quad	.LC234
	.quad	.LC235
	.quad	.LC237
	.quad	.LC238
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 16
RANK_NAME:
	.quad	.LC229
	.quad	.LC230
	.align 16
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 24
CLOSED_NAME:
	.quad	.LC252
	.quad	.LC253
	.quad	.LC254
	.section	.rodata.str1.1
.LC713:
	.string	"lognormal"
	.section	.data.rel.ro.local
	.align 32
	.type	SERVICE_DIST_NAME, @object
	.size	SERVICE_DIST_NAME, 32
SERVICE_DIST_NAME:
	.quad	.LC246
	.quad	.LC247
	.quad	.LC702
	.quad	.LC713
	.section	.rodata.str1.1
.LC714:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC246
	.quad	.LC244
	.quad	.LC714
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
	.section	.rodata.cst16
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
	.set	.LC58,.LC200+8
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
	.set	.LC66,.LC273+8
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
	.long	1071644672
	.align 8
.LC194:
	.long	858993459
	.long	1075917619
	.align 8
.LC195:
	.long	0
	.long	1125122048
	.align 8
.LC196:
	.long	0
	.long	1137704960
	.align 8
.LC197:
	.long	0
	.long	-1073741824
	.align 8
.LC198:
	.long	1413754136
	.long	1075388923
	.section	.rodata.cst16
	.align 16
.LC200:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC201:
	.long	0
	.long	1093567616
	.align 8
.LC202:
	.long	-858993459
	.long	1072745676
	.align 8
.LC208:
	.long	0
	.long	1081524224
	.section	.rodata.cst16
	.align 16
.LC273:
	.long	0
	.long	0
	.long	0
	.long	1083129856
	.section	.rodata.cst8
	.align 8
.LC319:
	.long	0
	.long	1081671680
	.align 8
.LC320:
	.long	1202590848
	.long	1065646817
	.align 8
.LC321:
	.long	2061584302
	.long	1072672276
	.align 8
.LC322:
	.long	-1145744107
	.long	-1072534607
	.align 8
.LC323:
	.long	-400107883
	.long	1041313291
	.align 8
.LC334:
	.long	-1145744107
	.long	1074949041
	.align 8
.LC423:
	.long	0
	.long	1114636288
	.align 8
.LC504:
	.long	0
	.long	1077870592
	.align 8
.LC505:
	.long	0
	.long	1067450368
	.section	.rodata.cst16
	.align 16
.LC535:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC536:
	.quad	1
	.quad	200000
	.section	.rodata.cst8
	.align 8
.LC540:
	.long	0
	.long	1101206224
	.align 8
.LC541:
	.long	0
	.long	1102879800
	.section	.rodata.cst16
	.align 16
.LC559:
	.quad	1000
	.quad	1000
	.align 16
.LC575:
	.quad	1000
	.quad	5000
	.section	.rodata.cst8
	.align 8
.LC584:
	.long	0
	.long	1091070464
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
