	.file	"bench.c"
	.text
	.p2align 4
	.type	mean_interval, @function
mean_interval:
.LFB48:
	.cfi_startproc
	movq	%rdx, %rcx
	movq	$-1, %rdx
	cmpq	%rcx, %rsi
	jb	.L1
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
.L1:
	movq	%rdx, %rax
	ret
	.cfi_endproc
.LFE48:
	.size	mean_interval, .-mean_interval
	.p2align 4
	.type	cmp_u64, @function
cmp_u64:
.LFB50:
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
.LFE50:
	.size	cmp_u64, .-cmp_u64
	.p2align 4
	.type	cmp_u128, @function
cmp_u128:
.LFB51:
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
.LFE51:
	.size	cmp_u128, .-cmp_u128
	.p2align 4
	.type	ref_serve, @function
ref_serve:
.LFB76:
	.cfi_startproc
	movq	8(%rdi), %r9
	movq	24(%rdi), %r10
	movq	%rdx, %r11
	movq	16(%rdi), %r8
	testq	%r9, %r9
	je	.L18
	leaq	(%r10,%r9), %rdi
	jmp	.L11
	.p2align 4,,10
	.p2align 3
.L19:
	testq	%r8, %r8
	je	.L18
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rdi, %rax
	divq	%r8
	addq	$1, %rax
	imulq	%r8, %rax
	leaq	(%rax,%r10), %rcx
	cmpq	%rcx, %rsi
	jb	.L15
.L20:
	leaq	(%rcx,%r9), %rsi
.L11:
	cmpq	%rdi, %rsi
	jnb	.L19
	movq	%r10, %rcx
	cmpq	%rcx, %rsi
	jnb	.L20
.L15:
	leaq	(%r11,%rsi), %rax
	cmpq	%rax, %rcx
	jnb	.L9
	leaq	(%rax,%r9), %rdi
	testq	%r8, %r8
	je	.L17
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
.L18:
	leaq	(%r11,%rsi), %rax
	ret
.L17:
	movq	%rdi, %rax
.L9:
	ret
	.cfi_endproc
.LFE76:
	.size	ref_serve, .-ref_serve
	.p2align 4
	.type	select_windows, @function
select_windows:
.LFB89:
	.cfi_startproc
	movl	$0, 320(%rdi)
	xorl	%edx, %edx
	jmp	.L33
	.p2align 4,,10
	.p2align 3
.L39:
	addq	$1, %rdx
	cmpq	$6, %rdx
	je	.L38
.L33:
	movl	296(%rdi,%rdx,4), %eax
	testl	%eax, %eax
	jne	.L39
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
.L35:
	movl	%edx, 348(%rdi,%rdx,4)
	movl	320(%rdi), %r10d
	movl	%edx, %ebx
	testl	%r10d, %r10d
	jle	.L40
	leaq	324(%rdi), %rax
	movslq	%r10d, %r11
	movq	224(%rdi,%rdx,8), %r9
	leaq	(%rax,%r11,4), %r8
	jmp	.L26
	.p2align 4,,10
	.p2align 3
.L25:
	addq	$4, %rax
	cmpq	%r8, %rax
	je	.L41
.L26:
	movslq	(%rax), %rcx
	cmpq	%r9, 224(%rdi,%rcx,8)
	jne	.L25
	movl	272(%rdi,%rdx,4), %r14d
	cmpl	%r14d, 272(%rdi,%rcx,4)
	jne	.L25
	addq	$4, %rax
	movl	%ecx, 348(%rdi,%rdx,4)
	cmpq	%r8, %rax
	jne	.L26
	.p2align 4,,10
	.p2align 3
.L41:
	cmpl	%edx, 348(%rdi,%rdx,4)
	je	.L27
.L23:
	addq	$1, %rdx
	cmpq	$6, %rdx
	je	.L42
.L29:
	movl	296(%rdi,%rdx,4), %ecx
	testl	%ecx, %ecx
	je	.L35
	addq	$1, %rdx
	cmpq	$6, %rdx
	jne	.L29
.L42:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L40:
	.cfi_restore_state
	movslq	%r10d, %r11
.L27:
	addl	$1, %r10d
	movl	%r10d, 320(%rdi)
	movl	%ebx, 324(%rdi,%r11,4)
	jmp	.L23
	.p2align 4,,10
	.p2align 3
.L38:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 14
	ret
	.cfi_endproc
.LFE89:
	.size	select_windows, .-select_windows
	.p2align 4
	.type	general_hand, @function
general_hand:
.LFB102:
	.cfi_startproc
	movq	%rsi, 40(%rdi)
	movq	%rdx, 48(%rdi)
	movq	$0, 56(%rdi)
	ret
	.cfi_endproc
.LFE102:
	.size	general_hand, .-general_hand
	.p2align 4
	.type	general_totals, @function
general_totals:
.LFB105:
	.cfi_startproc
	movq	104(%rdi), %rax
	movq	%rax, (%rdx)
	movq	96(%rdi), %rax
	movq	%rax, (%rcx)
	movq	32(%rdi), %rax
	movq	%rax, (%r8)
	ret
	.cfi_endproc
.LFE105:
	.size	general_totals, .-general_totals
	.p2align 4
	.type	ref_walker_hand, @function
ref_walker_hand:
.LFB107:
	.cfi_startproc
	movq	%rsi, 128(%rdi)
	movq	%rdx, 136(%rdi)
	movq	$0, 144(%rdi)
	ret
	.cfi_endproc
.LFE107:
	.size	ref_walker_hand, .-ref_walker_hand
	.p2align 4
	.type	ref_walker_run, @function
ref_walker_run:
.LFB108:
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
	subq	$32, %rsp
	.cfi_def_cfa_offset 88
	movq	112(%rdi), %r12
	movq	%rsi, 8(%rsp)
	movq	%rdx, (%rsp)
	movq	120(%r12), %r15
	testq	%rdx, %rdx
	je	.L59
	movl	120(%rdi), %eax
	cmpl	$1, %eax
	movl	%eax, 24(%rsp)
	sete	31(%rsp)
	xorl	%r13d, %r13d
	jmp	.L57
	.p2align 4,,10
	.p2align 3
.L48:
	cmpq	96(%r12), %rcx
	jnb	.L47
	movq	144(%rbx), %rax
	cmpq	136(%rbx), %rax
	je	.L47
	movq	128(%rbx), %rdx
	leaq	1(%rax), %rsi
	cmpl	$2, 24(%rsp)
	movq	%rsi, 144(%rbx)
	movq	168(%rbx), %rsi
	movq	(%rdx,%rax,8), %rbp
	je	.L74
	movq	%rcx, %rax
	xorl	%edx, %edx
	movq	(%r12), %r11
	divq	%r15
	movq	%rdx, %r10
	leaq	0(,%rdx,8), %r14
	cmpq	%r15, %rcx
	jb	.L55
	cmpb	$0, 31(%rsp)
	jne	.L75
.L55:
	cmpq	%rsi, %rbp
	movq	%r11, %rdx
	movq	%r12, %rdi
	movq	%r10, 16(%rsp)
	cmovnb	%rbp, %rsi
	call	ref_serve
	movq	152(%rbx), %r9
	movq	16(%rsp), %r10
	movq	%rax, 168(%rbx)
	movq	%rax, (%r9,%r10,8)
.L58:
	movq	8(%rsp), %rdi
	subq	%rbp, %rax
	movq	%rax, (%rdi,%r13,8)
	movq	160(%rbx), %rax
	addq	$1, %r13
	leaq	1(%rax), %rcx
.L54:
	movq	(%rsp), %rax
	movq	%rcx, 160(%rbx)
	cmpq	%rax, %r13
	jnb	.L47
.L57:
	cmpl	$3, 24(%rsp)
	movq	160(%rbx), %rcx
	jne	.L48
	cmpq	%r15, %rcx
	jnb	.L49
	movq	104(%r12), %rbp
	testq	%rbp, %rbp
	je	.L51
	xorl	%ebp, %ebp
.L73:
	movq	152(%rbx), %r9
.L50:
	movq	%rcx, %rax
	xorl	%edx, %edx
	movq	168(%rbx), %rsi
	movq	(%r12), %r11
	divq	%r15
	leaq	0(,%rdx,8), %r14
.L56:
	cmpq	%rsi, %rbp
	movq	%r11, %rdx
	movq	%r12, %rdi
	movq	%r9, 16(%rsp)
	cmovnb	%rbp, %rsi
	call	ref_serve
	movq	16(%rsp), %r9
	movq	%rax, 168(%rbx)
	movq	%rax, (%r9,%r14)
	jmp	.L58
	.p2align 4,,10
	.p2align 3
.L74:
	cmpq	%rsi, %rbp
	jb	.L76
	movq	%rcx, %rax
	xorl	%edx, %edx
	movq	152(%rbx), %r9
	movq	(%r12), %r11
	divq	%r15
	leaq	0(,%rdx,8), %r14
	jmp	.L56
	.p2align 4,,10
	.p2align 3
.L51:
	cmpq	96(%r12), %rcx
	jb	.L73
.L47:
	addq	%r13, 176(%rbx)
	addq	$32, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%r13, %rax
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L49:
	.cfi_restore_state
	movq	%rcx, %rax
	xorl	%edx, %edx
	movq	152(%rbx), %r9
	divq	%r15
	movq	104(%r12), %rax
	movq	(%r9,%rdx,8), %rbp
	testq	%rax, %rax
	je	.L51
	cmpq	%rax, %rbp
	jb	.L50
	jmp	.L47
	.p2align 4,,10
	.p2align 3
.L75:
	movq	152(%rbx), %r9
	movq	(%r9,%rdx,8), %rax
	cmpq	%rax, %rbp
	cmovb	%rax, %rbp
	jmp	.L56
	.p2align 4,,10
	.p2align 3
.L76:
	addq	$1, %rcx
	jmp	.L54
.L59:
	xorl	%r13d, %r13d
	jmp	.L47
	.cfi_endproc
.LFE108:
	.size	ref_walker_run, .-ref_walker_run
	.p2align 4
	.type	ref_walker_totals, @function
ref_walker_totals:
.LFB110:
	.cfi_startproc
	movq	176(%rdi), %rax
	movq	%rax, (%rdx)
	movq	168(%rdi), %rax
	movq	%rax, (%rcx)
	movq	8(%rsi), %rdx
	testq	%rdx, %rdx
	je	.L78
	movq	24(%rsi), %rcx
	xorl	%edx, %edx
	cmpq	%rax, %rcx
	jnb	.L78
	movq	16(%rsi), %rsi
	movl	$1, %edx
	testq	%rsi, %rsi
	je	.L78
	subq	%rcx, %rax
	xorl	%edx, %edx
	subq	$1, %rax
	divq	%rsi
	leaq	1(%rax), %rdx
.L78:
	movq	%rdx, (%r8)
	ret
	.cfi_endproc
.LFE110:
	.size	ref_walker_totals, .-ref_walker_totals
	.globl	__udivti3
	.p2align 4
	.type	ref_mean_interval, @function
ref_mean_interval:
.LFB111:
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
.LFE111:
	.size	ref_mean_interval, .-ref_mean_interval
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB118:
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
.LFE118:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB141:
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
.LFE141:
	.size	cmp_vc, .-cmp_vc
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC0:
	.string	"n"
.LC1:
	.string	"set"
.LC2:
	.string	"%-10s %9s"
.LC3:
	.string	" %11s"
.LC4:
	.string	"slow %"
.LC5:
	.string	"slow"
.LC6:
	.string	" %8s %8s"
	.text
	.p2align 4
	.type	print_header, @function
print_header:
.LFB135:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	leaq	.LC0(%rip), %rdx
	leaq	.LC1(%rip), %rsi
	xorl	%eax, %eax
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	leaq	.LC2(%rip), %rdi
	leaq	.LC3(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	leaq	PCT_LABEL(%rip), %rbx
	leaq	48(%rbx), %r12
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L97:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L97
	popq	%rbx
	.cfi_def_cfa_offset 24
	leaq	.LC4(%rip), %rdx
	popq	%rbp
	.cfi_def_cfa_offset 16
	xorl	%eax, %eax
	leaq	.LC5(%rip), %rsi
	leaq	.LC6(%rip), %rdi
	popq	%r12
	.cfi_def_cfa_offset 8
	jmp	printf@PLT
	.cfi_endproc
.LFE135:
	.size	print_header, .-print_header
	.p2align 4
	.type	ref_walker_end, @function
ref_walker_end:
.LFB109:
	.cfi_startproc
	movq	152(%rdi), %rdi
	jmp	free@PLT
	.cfi_endproc
.LFE109:
	.size	ref_walker_end, .-ref_walker_end
	.p2align 4
	.type	general_end, @function
general_end:
.LFB104:
	.cfi_startproc
	movq	64(%rdi), %rdi
	jmp	free@PLT
	.cfi_endproc
.LFE104:
	.size	general_end, .-general_end
	.p2align 4
	.type	buffers_free, @function
buffers_free:
.LFB124:
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
.LFE124:
	.size	buffers_free, .-buffers_free
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
	ja	.L105
	movq	%rdi, %rcx
	movsbq	%bl, %rbx
	movl	$10, %edi
	jmp	.L106
	.p2align 4,,10
	.p2align 3
.L115:
	movq	%rbx, %rax
	mulq	%rdi
	movq	%rax, %rbx
	jo	.L111
	movsbq	%sil, %rsi
	addq	%rsi, %rbx
	jc	.L111
.L106:
	movq	%rcx, %rax
	movzbl	1(%rcx), %ebp
	addq	$1, %rcx
	leal	-48(%rbp), %esi
	cmpb	$9, %sil
	jbe	.L115
	movl	$1, %r13d
	xorl	%r14d, %r14d
	cmpb	$46, %bpl
	je	.L143
.L116:
	movq	$0, 24(%rsp)
	leaq	units.9(%rip), %r12
.L121:
	movq	(%r12), %rsi
	movq	%rcx, %rdi
	movq	%rcx, (%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rcx
	testl	%eax, %eax
	jne	.L120
	movq	8(%r12), %rax
	movq	%rax, 24(%rsp)
.L120:
	addq	$16, %r12
	leaq	64+units.9(%rip), %rax
	cmpq	%r12, %rax
	jne	.L121
	testb	%bpl, %bpl
	je	.L122
	cmpq	$0, 24(%rsp)
	je	.L144
	movq	24(%rsp), %rax
.L142:
	imulq	%rax, %r14
.L125:
	movq	%r14, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	%rdx, %rsi
	movq	%rax, %r11
	testq	%rdx, %rdx
	jne	.L145
	movq	24(%rsp), %rax
	movq	%r11, %rcx
	mulq	%rbx
	xorl	%ebx, %ebx
	addq	%rax, %rcx
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	sbbq	%rbx, %rsi
	jc	.L111
.L126:
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
.L111:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC12(%rip), %r8
	leaq	.LC13(%rip), %rdx
	call	snprintf@PLT
.L108:
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
.L122:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L131
	movq	%r14, %rcx
	orq	%rbx, %rcx
	je	.L126
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L142
	leaq	.LC10(%rip), %r8
.L123:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC15(%rip), %rdx
	call	snprintf@PLT
	jmp	.L108
	.p2align 4,,10
	.p2align 3
.L143:
	movzbl	1(%rcx), %ebp
	leaq	2(%rax), %rsi
	leal	-48(%rbp), %ecx
	cmpb	$9, %cl
	ja	.L146
	addq	$11, %rax
	.p2align 4,,10
	.p2align 3
.L118:
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
	ja	.L147
	cmpq	%rsi, %rax
	jne	.L118
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC16(%rip), %r8
	leaq	.LC17(%rip), %rdx
	call	snprintf@PLT
	jmp	.L108
.L131:
	movq	$1, 24(%rsp)
	jmp	.L125
.L147:
	movq	%rsi, %rcx
	jmp	.L116
.L105:
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
	jmp	.L108
.L144:
	leaq	.LC9(%rip), %r8
	jmp	.L123
.L145:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC18(%rip), %r8
	leaq	.LC19(%rip), %rdx
	call	snprintf@PLT
	jmp	.L108
.L146:
	leaq	.LC14(%rip), %r8
	jmp	.L123
	.cfi_endproc
.LFE20:
	.size	parse_time, .-parse_time
	.section	.rodata.str1.1
.LC20:
	.string	"%lu %lu\n"
	.text
	.p2align 4
	.type	values_writer, @function
values_writer:
.LFB162:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L153
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	leaq	.LC20(%rip), %r13
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
.L150:
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
	jb	.L150
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
.L153:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE162:
	.size	values_writer, .-values_writer
	.section	.rodata.str1.8
	.align 8
.LC21:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB47:
	.cfi_startproc
	movq	(%rdi), %rax
	leaq	8(%rdi), %r9
	leaq	(%rdi,%rsi,8), %r10
	xorl	%edi, %edi
	jmp	.L157
	.p2align 4,,10
	.p2align 3
.L159:
	cmpq	%r9, %r10
	je	.L168
.L162:
	addq	$8, %r9
	movq	-8(%r9), %rax
	cmpq	%r8, %rsi
	je	.L158
.L157:
	leaq	1(%rdi), %rsi
	movq	%rax, (%rcx,%rdi,8)
	movq	%rsi, %rdi
	cmpq	%rdx, %rax
	jb	.L159
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L159
	cmpq	%rsi, %r8
	jne	.L160
	jmp	.L158
	.p2align 4,,10
	.p2align 3
.L161:
	cmpq	%rsi, %r8
	je	.L158
.L160:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L161
	movq	%rsi, %rdi
	cmpq	%r9, %r10
	jne	.L162
.L168:
	movq	%rsi, %rax
	ret
.L158:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC21(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE47:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	table_push, @function
table_push:
.LFB138:
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
	je	.L170
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L186
.L170:
	cmpq	16(%rbx), %rsi
	je	.L172
	movq	(%rbx), %rax
.L173:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L171:
	xorl	%eax, %eax
.L169:
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
.L172:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L178
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L177
	salq	$5, %rsi
.L174:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L177
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L173
	.p2align 4,,10
	.p2align 3
.L186:
	addq	%rbp, 8(%rax)
	jmp	.L171
	.p2align 4,,10
	.p2align 3
.L178:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L174
.L177:
	movl	$-1, %eax
	jmp	.L169
	.cfi_endproc
.LFE138:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_sorted, @function
table_from_sorted:
.LFB139:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L197
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
	jmp	.L190
	.p2align 4,,10
	.p2align 3
.L201:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L200
.L190:
	movq	(%r12,%rbx,8), %rsi
	movl	$1, %edx
	movq	%r13, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L201
	orl	$-1, %eax
.L187:
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
.L200:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L187
.L197:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE139:
	.size	table_from_sorted, .-table_from_sorted
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB140:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L211
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
	jmp	.L205
	.p2align 4,,10
	.p2align 3
.L207:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L214
.L205:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L207
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L207
	orl	$-1, %eax
	jmp	.L202
	.p2align 4,,10
	.p2align 3
.L214:
	xorl	%eax, %eax
.L202:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L211:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE140:
	.size	table_from_lattice, .-table_from_lattice
	.p2align 4
	.type	dist_free, @function
dist_free:
.LFB58:
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
.LFE58:
	.size	dist_free, .-dist_free
	.p2align 4
	.type	lattice_summarise, @function
lattice_summarise:
.LFB74:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movups	%xmm0, 64(%rcx)
	movq	8(%rdi), %rax
	testq	%rax, %rax
	je	.L239
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
.L220:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L219
	addq	%rbp, 56(%rbx)
.L219:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L220
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L227
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L218
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L242
.L223:
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
.L226:
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
	jnb	.L224
	.p2align 4,,10
	.p2align 3
.L225:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L225
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L224:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L226
.L218:
	xorl	%eax, %eax
.L217:
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
.L242:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L223
.L239:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L227:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L217
	.cfi_endproc
.LFE74:
	.size	lattice_summarise, .-lattice_summarise
	.p2align 4
	.type	table_from_dist, @function
table_from_dist:
.LFB142:
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
	je	.L251
	movq	(%rdi), %rcx
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	leaq	16(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L244:
	movq	%r13, %rbx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movl	$1, %esi
	salq	$5, %rbx
	leaq	(%rcx,%rbx), %rdx
	cmpq	$0, 16(%rdx)
	jne	.L247
	jmp	.L250
	.p2align 4,,10
	.p2align 3
.L276:
	testb	%sil, %sil
	je	.L250
.L247:
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
	jb	.L276
.L250:
	addq	$1, %r13
	cmpq	8(%rbp), %r13
	jnb	.L249
	testb	%sil, %sil
	jne	.L244
.L249:
	testl	%eax, %eax
	je	.L251
.L246:
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
.L251:
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
	jne	.L252
	jmp	.L246
	.p2align 4,,10
	.p2align 3
.L277:
	cmpq	%rbp, %r12
	jnb	.L246
.L252:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	addq	$1, %r12
	addq	$16, %rbx
	call	table_push
	testl	%eax, %eax
	je	.L277
	jmp	.L246
	.cfi_endproc
.LFE142:
	.size	table_from_dist, .-table_from_dist
	.p2align 4
	.type	ref_walker_start, @function
ref_walker_start:
.LFB106:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	pxor	%xmm0, %xmm0
	movq	%rdi, %rbx
	movq	%rsi, 112(%rdi)
	movl	%edx, 120(%rdi)
	movups	%xmm0, 156(%rdi)
	movups	%xmm0, 124(%rdi)
	movups	%xmm0, 140(%rdi)
	movups	%xmm0, 168(%rdi)
	movq	120(%rsi), %rdi
	movl	$8, %esi
	call	calloc@PLT
	cmpq	$1, %rax
	movq	%rax, 152(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	sbbl	%eax, %eax
	ret
	.cfi_endproc
.LFE106:
	.size	ref_walker_start, .-ref_walker_start
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB21:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L287
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
	jne	.L283
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L283
	cmpq	%r14, %rax
	jb	.L283
	cmpq	%rax, %r12
	jb	.L283
	movq	%rax, 0(%r13)
.L280:
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
.L283:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L280
	.p2align 4,,10
	.p2align 3
.L287:
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
	.type	numbers_close, @function
numbers_close:
.LFB26:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	8(%rdi), %rdi
	call	free@PLT
	movq	(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L289
	call	fclose@PLT
.L289:
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
	movups	%xmm0, 48(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE26:
	.size	numbers_close, .-numbers_close
	.section	.rodata.str1.1
.LC22:
	.string	"%.*s.%s.tmp.%ld"
.LC23:
	.string	"w"
	.text
	.p2align 4
	.type	open_atomic, @function
open_atomic:
.LFB145:
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
	je	.L296
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L295:
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
	leaq	.LC22(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 56
	movq	%rbp, %rdi
	popq	%rdx
	.cfi_def_cfa_offset 48
	leaq	.LC23(%rip), %rsi
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
.L296:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L295
	.cfi_endproc
.LFE145:
	.size	open_atomic, .-open_atomic
	.section	.rodata.str1.8
	.align 8
.LC24:
	.string	"%s '%s' is a directory: give a file, one number a line"
	.section	.rodata.str1.1
.LC25:
	.string	"r"
.LC26:
	.string	"%s '%s' cannot be read: %s"
	.text
	.p2align 4
	.type	numbers_open, @function
numbers_open:
.LFB25:
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
	jne	.L299
	movl	24(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L304
.L299:
	leaq	.LC25(%rip), %rsi
	movq	%rbp, %rdi
	call	fopen@PLT
	movq	%rax, (%rbx)
	testq	%rax, %rax
	je	.L305
	xorl	%eax, %eax
.L298:
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
.L304:
	.cfi_restore_state
	movq	%rbp, %r8
	movq	%r12, %rcx
	leaq	.LC24(%rip), %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L300:
	orl	$-1, %eax
	jmp	.L298
.L305:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbp, %r8
	movq	%r12, %rcx
	movq	%r14, %rsi
	movq	%rax, %r9
	leaq	.LC26(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L300
	.cfi_endproc
.LFE25:
	.size	numbers_open, .-numbers_open
	.section	.rodata.str1.8
	.align 8
.LC27:
	.string	"%s '%s' could not be read whole"
	.align 8
.LC28:
	.string	"%s '%s' is empty: it needs at least one number"
	.align 8
.LC29:
	.string	" is %zd characters long: at most %d are allowed"
	.section	.rodata.str1.1
.LC30:
	.string	": %s"
	.section	.rodata.str1.8
	.align 8
.LC31:
	.string	": '%s' is not valid: a whole number of nanoseconds from 0 to 2^62"
	.align 8
.LC32:
	.string	": %lu comes before the previous line's %lu: due times must not decrease"
	.section	.rodata.str1.1
.LC33:
	.string	"%s %.40s: line %lu"
.LC34:
	.string	"%s%s"
	.text
	.p2align 4
	.type	numbers_next, @function
numbers_next:
.LFB27:
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
	js	.L326
	addq	$1, 48(%r13)
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L311
	jmp	.L313
	.p2align 4,,10
	.p2align 3
.L314:
	movb	$0, (%rax)
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L313
.L311:
	movq	8(%r13), %rdi
	leaq	-1(%rcx), %rdx
	leaq	(%rdi,%rdx), %rax
	movzbl	(%rax), %esi
	cmpb	$10, %sil
	je	.L314
	cmpb	$13, %sil
	je	.L314
	cmpq	$64, %rcx
	jg	.L327
	movl	40(%r13), %eax
	testl	%eax, %eax
	jne	.L328
	movabsq	$4611686018427387903, %rdx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L329
	cmpq	$1, 48(%r13)
	movq	(%r12), %rcx
	jbe	.L320
	movq	56(%r13), %r8
	cmpq	%r8, %rcx
	jb	.L330
.L320:
	movq	%rcx, 56(%r13)
	jmp	.L318
	.p2align 4,,10
	.p2align 3
.L327:
	movl	$64, %r8d
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	leaq	.LC29(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
.L312:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movl	$64, %esi
	movq	%r14, %rdi
	movq	48(%r13), %r9
	leaq	.LC33(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %r8
	movq	%r14, %rcx
	movq	%rbp, %rsi
	leaq	.LC34(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L309:
	movl	$-1, %eax
.L306:
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
.L326:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L331
	cmpq	$0, 48(%r13)
	jne	.L306
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC28(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L309
	.p2align 4,,10
	.p2align 3
.L328:
	movq	%rsp, %r14
	movl	$160, %r8d
	movq	%r12, %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L332
.L318:
	movl	$1, %eax
	jmp	.L306
	.p2align 4,,10
	.p2align 3
.L313:
	movdqa	.LC35(%rip), %xmm0
	leaq	160(%rsp), %r12
	movq	%rsp, %r14
	movaps	%xmm0, 160(%rsp)
	movdqa	.LC36(%rip), %xmm0
	movaps	%xmm0, 176(%rsp)
	movdqa	.LC37(%rip), %xmm0
	movups	%xmm0, 187(%rsp)
	jmp	.L312
	.p2align 4,,10
	.p2align 3
.L332:
	leaq	160(%rsp), %r12
	movq	%r14, %rcx
	movl	$192, %esi
	xorl	%eax, %eax
	leaq	.LC30(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L312
.L329:
	movq	8(%r13), %rcx
	leaq	.LC31(%rip), %rdx
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	movl	$192, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L312
.L331:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC27(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L309
.L330:
	leaq	160(%rsp), %r12
	leaq	.LC32(%rip), %rdx
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	%rsp, %r14
	call	snprintf@PLT
	jmp	.L312
	.cfi_endproc
.LFE27:
	.size	numbers_next, .-numbers_next
	.section	.rodata.str1.1
.LC38:
	.string	" stroke-dasharray=\"5 4\""
.LC39:
	.string	" "
	.section	.rodata.str1.8
	.align 8
.LC40:
	.string	"<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\""
	.section	.rodata.str1.1
.LC45:
	.string	"%s%.1f,%.1f"
.LC46:
	.string	"\"/>\n"
	.text
	.p2align 4
	.type	svg_line, @function
svg_line:
.LFB153:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rsi, %r14
	leaq	.LC40(%rip), %rsi
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	leaq	.LC38(%rip), %rcx
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
	je	.L335
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L337:
	movsd	16(%r14), %xmm2
	movsd	(%r14), %xmm3
	testq	%r15, %r15
	movq	%rbx, %rdi
	movsd	0(%r13,%r15,8), %xmm1
	movsd	24(%r14), %xmm0
	leaq	.LC39(%rip), %rax
	leaq	.LC8(%rip), %rdx
	movsd	.LC42(%rip), %xmm4
	cmovne	%rax, %rdx
	leaq	.LC45(%rip), %rsi
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
	mulsd	.LC41(%rip), %xmm1
	subsd	%xmm1, %xmm4
	movapd	%xmm4, %xmm1
	mulsd	.LC43(%rip), %xmm0
	addsd	.LC44(%rip), %xmm0
	call	fprintf@PLT
	cmpq	%r15, %rbp
	jne	.L337
.L335:
	addq	$8, %rsp
	.cfi_def_cfa_offset 56
	movq	%rbx, %rcx
	movl	$4, %edx
	movl	$1, %esi
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC46(%rip), %rdi
	popq	%rbp
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
.LFE153:
	.size	svg_line, .-svg_line
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB149:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	divsd	.LC47(%rip), %xmm0
	movq	%xmm0, %rbx
	call	log10@PLT
	movsd	.LC55(%rip), %xmm2
	movsd	.LC48(%rip), %xmm3
	movapd	%xmm0, %xmm1
	andpd	%xmm2, %xmm0
	ucomisd	%xmm0, %xmm3
	jbe	.L346
	cvttsd2siq	%xmm1, %rax
	pxor	%xmm0, %xmm0
	movsd	.LC50(%rip), %xmm4
	andnpd	%xmm1, %xmm2
	cvtsi2sdq	%rax, %xmm0
	movapd	%xmm0, %xmm3
	cmpnlesd	%xmm1, %xmm3
	andpd	%xmm4, %xmm3
	subsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm1
	orpd	%xmm2, %xmm1
.L346:
	movq	.LC51(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC52(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L345
	movsd	.LC53(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L354
	addsd	%xmm0, %xmm0
.L345:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L354:
	.cfi_restore_state
	movsd	.LC54(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L355
	mulsd	.LC47(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L355:
	.cfi_restore_state
	mulsd	.LC51(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE149:
	.size	nice_step, .-nice_step
	.section	.rodata.str1.8
	.align 8
.LC58:
	.string	"<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n"
	.align 8
.LC59:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	.align 8
.LC60:
	.string	"<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.align 8
.LC61:
	.string	"<text x=\"18\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 18 %d)\">%s</text>\n"
	.text
	.p2align 4
	.type	svg_axes, @function
svg_axes:
.LFB151:
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
	divsd	.LC56(%rip), %xmm0
	movsd	%xmm0, 16(%rsp)
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jb	.L358
	movapd	%xmm3, %xmm0
	leaq	.LC58(%rip), %rbp
	jmp	.L361
	.p2align 4,,10
	.p2align 3
.L365:
	movsd	16(%r14), %xmm0
.L361:
	movapd	%xmm3, %xmm2
	subsd	%xmm0, %xmm1
	movl	$790, %ecx
	movq	%rbp, %rsi
	subsd	%xmm0, %xmm2
	movl	$80, %edx
	movq	%rbx, %rdi
	movl	$4, %eax
	movsd	.LC42(%rip), %xmm0
	movl	$74, %r8d
	movsd	%xmm3, (%rsp)
	divsd	%xmm1, %xmm2
	mulsd	.LC41(%rip), %xmm2
	subsd	%xmm2, %xmm0
	movsd	.LC57(%rip), %xmm2
	addsd	%xmm0, %xmm2
	movapd	%xmm0, %xmm1
	call	fprintf@PLT
	movsd	24(%r14), %xmm1
	movsd	16(%rsp), %xmm0
	movsd	(%rsp), %xmm3
	addsd	8(%rsp), %xmm3
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jnb	.L365
.L358:
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
	leaq	.LC59(%rip), %rsi
	pushq	$80
	.cfi_def_cfa_offset 112
	call	fprintf@PLT
	movq	%r13, %r8
	movq	%rbx, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 80
	movl	$478, %ecx
	movl	$435, %edx
	leaq	.LC60(%rip), %rsi
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
	leaq	.LC61(%rip), %rsi
	popq	%r12
	.cfi_def_cfa_offset 24
	xorl	%eax, %eax
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	jmp	fprintf@PLT
	.cfi_endproc
.LFE151:
	.size	svg_axes, .-svg_axes
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB143:
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
	je	.L367
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L368:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L368
	testq	%rcx, %rcx
	je	.L382
	testq	%rbx, %rbx
	je	.L382
	testq	%rcx, %rcx
	js	.L369
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L370:
	movsd	.LC63(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L380
	.p2align 4,,10
	.p2align 3
.L403:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L376
	leaq	(%rsi,%rsi), %r9
	movq	%rbx, %rdi
	movsd	%xmm2, 24(%rsp)
	addq	%r9, %rsi
	movq	%r9, 16(%rsp)
	salq	$4, %rsi
	call	realloc@PLT
	movq	16(%rsp), %r9
	movq	.LC63(%rip), %rdx
	testq	%rax, %rax
	movsd	24(%rsp), %xmm2
	movq	%rdx, %xmm3
	je	.L401
	movq	%r9, %rsi
	movq	%rax, %rbx
.L376:
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
	divsd	.LC64(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm1, %xmm1
	addq	$1, %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC65(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	pxor	%xmm1, %xmm1
	movsd	16(%rsp), %xmm2
	movq	24(%rsp), %rsi
	cvttsd2siq	%xmm0, %rax
	leaq	(%rax,%rax,4), %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC63(%rip), %rax
	movq	%rax, %xmm3
	xorl	%eax, %eax
	movapd	%xmm3, %xmm0
	divsd	%xmm1, %xmm0
	addsd	%xmm0, %xmm2
	cmpq	%r12, %r14
	jnb	.L402
.L380:
	testl	%eax, %eax
	je	.L371
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L371:
	testq	%r14, %r14
	js	.L373
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L374:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L403
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L380
.L402:
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
.L367:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L366:
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
.L373:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L374
	.p2align 4,,10
	.p2align 3
.L369:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L370
.L382:
	xorl	%esi, %esi
	jmp	.L367
.L401:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L366
	.cfi_endproc
.LFE143:
	.size	percentile_rows, .-percentile_rows
	.section	.rodata.str1.1
.LC66:
	.string	"1/(1-Percentile)"
.LC67:
	.string	"TotalCount"
.LC68:
	.string	"Percentile"
.LC69:
	.string	"Value"
.LC70:
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
.LFB161:
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
	je	.L438
	leaq	.LC66(%rip), %r9
	leaq	.LC67(%rip), %r8
	xorl	%eax, %eax
	movq	%rbx, %rdi
	leaq	.LC68(%rip), %rcx
	leaq	.LC69(%rip), %rdx
	leaq	.LC70(%rip), %rsi
	call	fprintf@PLT
	movq	40(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L454
	movsd	.LC56(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC72(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L414
	.p2align 4,,10
	.p2align 3
.L455:
	movq	%rbx, %rdi
	movl	$3, %eax
	addq	$1, %r13
	addq	$24, %r14
	movsd	.LC50(%rip), %xmm2
	movsd	.LC50(%rip), %xmm5
	leaq	.LC71(%rip), %rsi
	subsd	%xmm1, %xmm2
	divsd	%xmm2, %xmm5
	movapd	%xmm5, %xmm2
	call	fprintf@PLT
	cmpq	%rbp, %r13
	je	.L415
.L414:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC63(%rip), %xmm1
	testq	%rax, %rax
	js	.L409
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L410:
	movsd	.LC63(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L455
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L414
.L415:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L456
.L407:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L420
	.p2align 4,,10
	.p2align 3
.L458:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L418
.L459:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L419:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L457
.L420:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L458
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
	jns	.L459
.L418:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L419
	.p2align 4,,10
	.p2align 3
.L409:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L410
	.p2align 4,,10
	.p2align 3
.L457:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L427
	.p2align 4,,10
	.p2align 3
.L461:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L425
.L462:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L426:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L460
.L427:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L461
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
	jns	.L462
.L425:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L426
	.p2align 4,,10
	.p2align 3
.L460:
	movsd	.LC73(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L428
	cvttsd2siq	%xmm4, %r14
.L422:
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
	jbe	.L439
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L431:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L430
	cmpl	$63, %ebp
	jle	.L431
.L430:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L452
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L435:
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
	js	.L436
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L437:
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
.L404:
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
.L428:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L422
	.p2align 4,,10
	.p2align 3
.L436:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L437
	.p2align 4,,10
	.p2align 3
.L439:
	movl	$1, %ebp
	jmp	.L430
	.p2align 4,,10
	.p2align 3
.L454:
	movsd	.LC56(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L407
	.p2align 4,,10
	.p2align 3
.L456:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L422
.L438:
	movl	$-1, %eax
	jmp	.L404
.L452:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L435
	.cfi_endproc
.LFE161:
	.size	hgrm_writer, .-hgrm_writer
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB119:
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
	je	.L464
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L465:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L465
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L470:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L470
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L467
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L489
.L486:
	pxor	%xmm0, %xmm0
.L472:
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
.L464:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L467:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC77(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L486
.L489:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L487
	sqrtsd	%xmm0, %xmm0
.L476:
	divsd	%xmm2, %xmm0
	jmp	.L472
.L487:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L476
	.cfi_endproc
.LFE119:
	.size	stats_of, .-stats_of
	.section	.rodata.str1.1
.LC78:
	.string	"bench: cannot write %s: %s\n"
.LC79:
	.string	"RESULT export file=%s\n"
.LC80:
	.string	"bench: writing %s failed\n"
	.text
	.p2align 4
	.type	export_file, @function
export_file:
.LFB160:
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
	leaq	.LC34(%rip), %rdx
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
	je	.L497
	movq	%rax, %rbx
	movq	%r14, %rsi
	movq	%rax, %rdi
	call	*%r13
	testl	%eax, %eax
	jne	.L493
	movq	%rbx, %rdi
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L494
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L494
	movq	%rbp, %rsi
	leaq	.LC79(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L490:
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
.L494:
	.cfi_restore_state
	movq	%r12, %rdi
	call	remove@PLT
.L493:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC80(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L492:
	movl	$-1, %ebx
	jmp	.L490
.L497:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC78(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L492
	.cfi_endproc
.LFE160:
	.size	export_file, .-export_file
	.section	.rodata.str1.1
.LC81:
	.string	"bench: "
.LC82:
	.string	"\\n"
.LC83:
	.string	"\\x%02x"
	.text
	.p2align 4
	.type	usage_error, @function
usage_error:
.LFB210:
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
	leaq	.LC81(%rip), %rdi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	je	.L504
	leaq	.LC83(%rip), %rbp
	leaq	.LC82(%rip), %r12
	jmp	.L499
	.p2align 4,,10
	.p2align 3
.L500:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L505
	cmpb	$127, %al
	je	.L505
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L501:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L504
.L499:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L500
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L499
.L504:
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
.L505:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L501
	.cfi_endproc
.LFE210:
	.size	usage_error, .-usage_error
	.section	.rodata.str1.1
.LC84:
	.string	"it ended early"
	.section	.rodata.str1.8
	.align 8
.LC88:
	.string	"bench: --arrivals '%s' changed while the run read it: %s\n"
	.text
	.p2align 4
	.type	due_next, @function
due_next:
.LFB30:
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
	movq	72(%rbp), %rdx
	testq	%rdx, %rdx
	je	.L511
	movq	(%rdx,%rax,8), %rax
.L510:
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
.L511:
	.cfi_restore_state
	movl	32(%rbp), %edx
	testl	%edx, %edx
	je	.L521
	cmpl	$1, %edx
	je	.L522
	leaq	32(%rsp), %r12
	addq	$40, %rdi
	leaq	24(%rsp), %rsi
	movl	$256, %ecx
	movq	%r12, %rdx
	call	numbers_next
	cmpl	$1, %eax
	jne	.L517
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
.L521:
	.cfi_restore_state
	imulq	40(%rbp), %rax
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
.L522:
	.cfi_restore_state
	movabsq	$-7046029254386353131, %rax
	addq	32(%rdi), %rax
	pxor	%xmm1, %xmm1
	movsd	.LC50(%rip), %xmm0
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
	mulsd	.LC85(%rip), %xmm1
	subsd	%xmm1, %xmm0
	call	log@PLT
	movq	8(%rsp), %rdi
	xorpd	.LC86(%rip), %xmm0
	movsd	.LC73(%rip), %xmm1
	divsd	16(%rdi), %xmm0
	mulsd	.LC87(%rip), %xmm0
	addsd	24(%rdi), %xmm0
	comisd	%xmm1, %xmm0
	movsd	%xmm0, 24(%rdi)
	jb	.L523
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L510
	.p2align 4,,10
	.p2align 3
.L523:
	cvttsd2siq	%xmm0, %rax
	jmp	.L510
.L517:
	testl	%eax, %eax
	leaq	.LC84(%rip), %rax
	movq	stderr(%rip), %rdi
	movq	64(%rbp), %rdx
	cmovne	%r12, %rax
	leaq	.LC88(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE30:
	.size	due_next, .-due_next
	.section	.rodata.str1.8
	.align 8
.LC89:
	.string	"the load is at or above capacity (service >= interval)"
	.align 8
.LC90:
	.string	"it covers back-to-back closed loops with one connection only"
	.align 8
.LC91:
	.string	"it covers skipping closed loops with one connection only"
	.align 8
.LC92:
	.string	"the first stall does not begin on a due instant"
	.align 8
.LC93:
	.string	"a stall's backlog has not drained when the next stall begins"
	.align 8
.LC94:
	.string	"the stall period is not a whole number of intervals"
	.text
	.p2align 4
	.type	closed_form_gap.part.0, @function
closed_form_gap.part.0:
.LFB220:
	.cfi_startproc
	movq	(%rdi), %rsi
	movq	40(%rdi), %rcx
	leaq	.LC89(%rip), %rax
	cmpq	%rcx, %rsi
	jnb	.L524
	movl	112(%rdi), %eax
	cmpl	$2, %eax
	je	.L537
	cmpl	$1, %eax
	jne	.L527
	cmpq	$1, 120(%rdi)
	leaq	.LC91(%rip), %rax
	ja	.L524
.L527:
	movq	8(%rdi), %r8
	testq	%r8, %r8
	je	.L531
	movq	24(%rdi), %rax
	xorl	%edx, %edx
	divq	%rcx
	leaq	.LC92(%rip), %rax
	testq	%rdx, %rdx
	jne	.L524
	movq	16(%rdi), %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	je	.L524
	movq	%rdi, %rax
	xorl	%edx, %edx
	divq	%rcx
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC94(%rip), %rax
	testq	%rdx, %rdx
	jne	.L524
	subq	%rsi, %rcx
	movq	%r8, %rax
	xorl	%edx, %edx
	divq	%rcx
	cmpq	$1, %rdx
	movq	%rax, %r8
	leaq	.LC93(%rip), %rax
	sbbq	$-1, %r8
	cmpq	%r8, %rdi
	cmovnb	%r9, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L531:
	xorl	%eax, %eax
.L524:
	ret
	.p2align 4,,10
	.p2align 3
.L537:
	cmpq	$1, 120(%rdi)
	leaq	.LC90(%rip), %rax
	jbe	.L527
	ret
	.cfi_endproc
.LFE220:
	.size	closed_form_gap.part.0, .-closed_form_gap.part.0
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB70:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	xorl	%r11d, %r11d
	subq	$64, %rsp
	.cfi_def_cfa_offset 80
	movdqu	(%rdi), %xmm1
	movdqu	16(%rdi), %xmm2
	movdqu	32(%rdi), %xmm0
	movdqu	(%rdi), %xmm3
	movq	24(%rdi), %rax
	movl	32(%rdi), %ecx
	shufpd	$1, %xmm2, %xmm1
	movaps	%xmm1, 32(%rsp)
	shufpd	$1, %xmm3, %xmm0
	movaps	%xmm0, 16(%rsp)
	movq	%rax, 48(%rsp)
	testl	%ecx, %ecx
	jne	.L538
	movl	112(%rdi), %eax
	movq	%rdi, %r10
	testl	%eax, %eax
	jne	.L538
	cmpq	$1, 120(%rdi)
	je	.L553
.L538:
	addq	$64, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	movl	%r11d, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L553:
	.cfi_restore_state
	movq	%rsi, 8(%rsp)
	movq	%rdx, %rbx
	call	closed_form_gap.part.0
	testq	%rax, %rax
	jne	.L538
	movq	8(%rsp), %rsi
	leaq	16(%rsp), %rdi
	leaq	56(%rsp), %r8
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L542:
	movq	(%rdi), %rdx
	testq	%rdx, %rdx
	je	.L540
	movq	%rcx, %rax
	.p2align 4,,10
	.p2align 3
.L541:
	movq	%rdx, %rcx
	xorl	%edx, %edx
	divq	%rcx
	movq	%rcx, %rax
	testq	%rdx, %rdx
	jne	.L541
.L540:
	addq	$8, %rdi
	cmpq	%r8, %rdi
	jne	.L542
	movq	%rcx, (%rsi)
	xorl	%edx, %edx
	movq	(%r10), %rax
	xorl	%r11d, %r11d
	addq	8(%r10), %rax
	divq	%rcx
	addq	$1, %rax
	cmpq	$1048576, %rax
	movq	%rax, (%rbx)
	setbe	%r11b
	jmp	.L538
	.cfi_endproc
.LFE70:
	.size	lattice_plan, .-lattice_plan
	.section	.rodata.str1.8
	.align 8
.LC95:
	.string	"bench: internal error: rank %lu is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	select_end_pass, @function
select_end_pass:
.LFB90:
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
	jne	.L555
	movq	8(%rdi), %rax
	movq	(%rdi), %r14
	movq	%rax, 24(%rsp)
	subq	$0, %rax
	jne	.L578
	movl	64(%rdi), %esi
	movl	$0, 72(%rdi)
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%esi, %esi
	jne	.L558
	movl	$50000, %r12d
	xorl	%r13d, %r13d
.L558:
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
.L569:
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
	je	.L559
	movq	%r14, %rax
	xorq	%rcx, %rax
	orq	24(%rsp), %rax
	je	.L590
	cmpq	$1, %rcx
	je	.L563
	movq	48(%rbp), %rax
	movl	$0, 24(%r8)
	xorl	%edx, %edx
	movq	%rax, 48(%rbx)
	movq	(%r15), %rax
	cmpq	%rcx, %rax
	jnb	.L591
	.p2align 4,,10
	.p2align 3
.L564:
	addq	$1, %rdx
	movq	%rax, %rsi
	addq	(%r15,%rdx,8), %rax
	cmpq	%rcx, %rax
	jb	.L564
	cmpq	$16383, %rdx
	jbe	.L592
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
	je	.L565
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, (%r8)
	addl	$1, 72(%rbp)
.L566:
	movq	32(%rsp), %rax
	addq	$8, %rbx
	addq	$8, %r11
	addq	$4, %r8
	cmpq	%rax, %rbx
	jne	.L569
	movq	%r15, %rdi
	call	free@PLT
	movq	%rbp, %rdi
	movq	$0, 384(%rbp)
	call	select_windows
.L570:
	xorl	%eax, %eax
.L554:
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
.L555:
	.cfi_restore_state
	movq	376(%rdi), %r10
	leaq	272(%rdi), %r8
	leaq	80(%rdi), %r9
	leaq	296(%rdi), %r11
	jmp	.L577
	.p2align 4,,10
	.p2align 3
.L571:
	addq	$4, %r8
	addq	$8, %r9
	cmpq	%r11, %r8
	je	.L593
.L577:
	movl	24(%r8), %ecx
	movl	76(%r8), %eax
	movq	96(%r9), %rdx
	testl	%ecx, %ecx
	jne	.L571
	movslq	%eax, %rsi
	movq	(%r9), %rcx
	xorl	%eax, %eax
	salq	$19, %rsi
	leaq	(%r10,%rsi), %rdi
	jmp	.L572
	.p2align 4,,10
	.p2align 3
.L574:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L573
.L572:
	movq	%rdx, %rsi
	addq	(%rdi,%rax,8), %rdx
	cmpq	%rcx, %rdx
	jb	.L574
	movl	(%r8), %ecx
	movq	%rsi, 96(%r9)
	salq	%cl, %rax
	addq	144(%r9), %rax
	movq	%rax, 144(%r9)
	testl	%ecx, %ecx
	jne	.L576
	movq	%rax, 48(%r9)
	addq	$4, %r8
	addq	$8, %r9
	movl	$1, 20(%r8)
	subl	$1, 72(%rbp)
	cmpq	%r11, %r8
	jne	.L577
.L593:
	movq	%r10, %rdi
	movl	$3145728, %edx
	xorl	%esi, %esi
	call	memset@PLT
	movq	%rbp, %rdi
	call	select_windows
	jmp	.L570
	.p2align 4,,10
	.p2align 3
.L576:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, (%r8)
	jmp	.L571
	.p2align 4,,10
	.p2align 3
.L559:
	movl	$1, 24(%r8)
	movq	$0, 48(%rbx)
	jmp	.L566
	.p2align 4,,10
	.p2align 3
.L590:
	movl	$1, 24(%r8)
	cmpq	$1, %rcx
	je	.L561
	movq	48(%rbp), %rax
	movq	%rax, 48(%rbx)
	jmp	.L566
	.p2align 4,,10
	.p2align 3
.L563:
	movl	$1, 24(%r8)
.L561:
	movq	40(%rbp), %rax
	movq	%rax, 48(%rbx)
	jmp	.L566
	.p2align 4,,10
	.p2align 3
.L592:
	movq	%rsi, 96(%rbx)
	movl	$0, (%r8)
	movq	%rdx, 144(%rbx)
.L565:
	movq	%rdx, 48(%rbx)
	movl	$1, 24(%r8)
	jmp	.L566
.L591:
	movq	$0, 96(%rbx)
	movl	$0, (%r8)
	movq	$0, 144(%rbx)
	movq	%rdx, 48(%rbx)
	movl	$1, 24(%r8)
	jmp	.L566
.L578:
	movl	$-2, %eax
	jmp	.L554
.L573:
	movq	stderr(%rip), %rdi
	movq	%rcx, %rdx
	leaq	.LC95(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE90:
	.size	select_end_pass, .-select_end_pass
	.p2align 4
	.type	plan_route, @function
plan_route:
.LFB121:
	.cfi_startproc
	movl	164(%rdi), %ecx
	testl	%ecx, %ecx
	je	.L604
	movl	%ecx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L604:
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
	jne	.L594
	cmpq	$1048576, 96(%rbx)
	movl	$3, %ecx
	ja	.L594
	movl	112(%rbx), %edx
	leaq	by_kind.5(%rip), %rax
	movl	(%rax,%rdx,4), %ecx
	cmpl	$3, %ecx
	jne	.L599
	movq	104(%rbx), %rax
	testq	%rax, %rax
	je	.L599
	xorl	%edx, %edx
	divq	(%rbx)
	movq	120(%rbx), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	$1048576, %rax
	movl	$1, %eax
	cmovbe	%eax, %ecx
.L594:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L599:
	.cfi_restore_state
	movl	$1, %ecx
	addq	$16, %rsp
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE121:
	.size	plan_route, .-plan_route
	.p2align 4
	.type	buffers_init, @function
buffers_init:
.LFB123:
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
	je	.L605
	cmpl	$2, %edx
	je	.L625
	movl	112(%rbp), %edx
	movq	96(%rbp), %r12
	leaq	by_kind.5(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	movq	%r12, %rdi
	je	.L626
.L611:
	leaq	0(,%rdi,8), %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rbx)
	testq	%rax, %rax
	je	.L609
	salq	$3, %r12
.L610:
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
.L605:
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
.L626:
	.cfi_restore_state
	movq	104(%rbp), %rax
	testq	%rax, %rax
	je	.L611
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	120(%rbp), %rdx
	leaq	1(%rax,%rdx), %rdi
	jmp	.L611
	.p2align 4,,10
	.p2align 3
.L625:
	leaq	24(%rsp), %rdx
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	lattice_plan
	testl	%eax, %eax
	je	.L609
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
	je	.L609
	movdqa	(%rsp), %xmm0
	movl	$8, %esi
	movq	%rbp, %rdi
	movups	%xmm0, 56(%rbx)
	call	calloc@PLT
	movq	%rax, 72(%rbx)
	testq	%rax, %rax
	je	.L609
	movl	$524288, %r12d
	movl	$524288, %ebp
	jmp	.L610
.L609:
	movl	$-1, %eax
	jmp	.L605
	.cfi_endproc
.LFE123:
	.size	buffers_init, .-buffers_init
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB226:
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
	je	.L634
.L628:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L627:
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
.L634:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L635
	movl	$512, %esi
	movl	$16, %ebp
.L629:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L636
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L628
	.p2align 4,,10
	.p2align 3
.L635:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L629
.L636:
	movl	$1, 24(%rbx)
	jmp	.L627
	.cfi_endproc
.LFE226:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.8
	.align 8
.LC96:
	.string	"bench: internal error: rank %lu of the corrected set is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	cqr_end_pass.part.0, @function
cqr_end_pass.part.0:
.LFB227:
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
.L648:
	movl	(%r11), %edx
	movq	312(%r10), %r12
	testl	%edx, %edx
	jne	.L638
	movl	24(%r11), %eax
	testl	%eax, %eax
	je	.L639
	movq	192(%r10), %rcx
	movq	8(%rsp), %rsi
	xorl	%eax, %eax
	jmp	.L640
	.p2align 4,,10
	.p2align 3
.L644:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L667
.L640:
	movq	%r12, %rdx
	addq	(%rsi,%rax,8), %r12
	cmpq	%rcx, %r12
	jb	.L644
	movl	192(%r11), %ecx
	movq	%rdx, 312(%r10)
	salq	%cl, %rax
	addq	240(%r10), %rax
	movq	%rax, 240(%r10)
	testl	%ecx, %ecx
	jne	.L668
	movq	88(%rsp), %rdi
	movq	144(%r10), %rdx
	imulq	(%rdi), %rdx
	addq	%rdx, %rax
	movq	%rax, 48(%r10)
	movl	$1, (%r11)
	subl	$1, 24(%rdi)
	.p2align 4,,10
	.p2align 3
.L638:
	addq	$1, %rbx
	addq	$8, %r10
	addq	$4, %r11
	addq	$524288, 8(%rsp)
	addq	$524288, 16(%rsp)
	cmpq	$6, %rbx
	jne	.L648
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
.L639:
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
	jmp	.L642
	.p2align 4,,10
	.p2align 3
.L670:
	addq	$1, %rsi
	addq	%r10, %r12
	addq	%rdi, %r11
	cmpq	$65536, %rsi
	je	.L669
.L642:
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
	jc	.L670
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
	je	.L671
	movl	24(%rsp), %edi
	movl	$16, %eax
	cmpl	%eax, %edi
	cmovnb	%edi, %eax
	subl	$16, %eax
	movl	%eax, 192(%r11)
	jmp	.L638
	.p2align 4,,10
	.p2align 3
.L668:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, 192(%r11)
	jmp	.L638
	.p2align 4,,10
	.p2align 3
.L671:
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
	je	.L646
	.p2align 4,,10
	.p2align 3
.L647:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L653
	movq	%rdx, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L647
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L646:
	movl	$1, 24(%r11)
	movq	%rbp, 144(%r10)
	movq	%rsi, 192(%r10)
	movq	$0, 240(%r10)
	movq	$0, 312(%r10)
	movl	%ecx, 192(%r11)
	jmp	.L638
.L669:
	movq	96(%rsp), %rdx
.L643:
	movq	stderr(%rip), %rdi
	leaq	.LC96(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L667:
	movq	88(%rsp), %rax
	movslq	%ebx, %rbx
	movq	96(%rax,%rbx,8), %rdx
	jmp	.L643
.L653:
	movl	$48, %ecx
	jmp	.L646
	.cfi_endproc
.LFE227:
	.size	cqr_end_pass.part.0, .-cqr_end_pass.part.0
	.p2align 4
	.type	cqr_add, @function
cqr_add:
.LFB95:
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
	jne	.L673
	movdqa	64(%rdi), %xmm0
	movq	32(%rdi), %rax
	movq	40(%rdi), %rdx
	movq	48(%rdi), %rcx
	movq	56(%rdi), %rbx
	movq	8(%rdi), %r11
	movaps	%xmm0, -32(%rsp)
	cmpq	%r8, %rsi
	jb	.L689
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
	jnb	.L678
	leaq	(%r8,%r10), %rax
	xorl	%r12d, %r12d
	xorl	%r13d, %r13d
	cmpq	%rax, %r11
	jnb	.L690
.L678:
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
	jbe	.L679
	bsrq	%r9, %rax
	movq	%r9, %rsi
	subl	$13, %eax
	movq	%rax, %rcx
	salq	$13, %rax
	shrq	%cl, %rsi
	addq	%rsi, %rax
.L679:
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
.L673:
	.cfi_restore_state
	leaq	192(%rdi), %rax
	leaq	240(%rdi), %rdx
	xorl	%r11d, %r11d
	leaq	216(%rdi), %r12
	.p2align 4,,10
	.p2align 3
.L684:
	movl	(%rax), %ebx
	testl	%ebx, %ebx
	jne	.L680
	movl	24(%rax), %ecx
	testl	%ecx, %ecx
	jne	.L681
	cmpq	%r8, %rsi
	jb	.L680
	movl	192(%rax), %ecx
	movq	%r9, %rbx
	subq	96(%rdx), %rbx
	shrq	%cl, %rbx
	movq	%rbx, %rcx
	cmpq	$65535, %rbx
	jbe	.L691
	.p2align 4,,10
	.p2align 3
.L680:
	addq	$4, %rax
	addq	$65536, %r11
	addq	$8, %rdx
	cmpq	%r12, %rax
	jne	.L684
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
.L681:
	.cfi_restore_state
	movq	(%rdx), %rcx
	testq	%rcx, %rcx
	jne	.L682
	movq	%rsi, %rcx
	cmpq	%r8, %rsi
	jnb	.L680
.L683:
	movq	%rcx, %rbx
	movl	192(%rax), %ecx
	subq	96(%rdx), %rbx
	shrq	%cl, %rbx
	movq	%rbx, %rcx
	cmpq	$65535, %rbx
	ja	.L680
	movq	504(%rdi), %rbx
	addq	%r11, %rcx
	addq	$1, (%rbx,%rcx,8)
	jmp	.L680
	.p2align 4,,10
	.p2align 3
.L682:
	cmpq	%r8, %rsi
	jb	.L680
	cmpq	%rcx, %r9
	jb	.L680
	movq	%r10, %rcx
	jmp	.L683
	.p2align 4,,10
	.p2align 3
.L691:
	movq	504(%rdi), %rbx
	addq	%r11, %rcx
	salq	$3, %rcx
	addq	%rcx, %rbx
	addq	512(%rdi), %rcx
	addq	$1, (%rbx)
	addq	%r9, (%rcx)
	jmp	.L680
	.p2align 4,,10
	.p2align 3
.L689:
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
.L690:
	.cfi_restore_state
	movq	%r11, %rax
	xorl	%edx, %edx
	xorl	%r13d, %r13d
	subq	%r10, %rax
	divq	%r8
	movq	%rax, %r12
	jmp	.L678
	.cfi_endproc
.LFE95:
	.size	cqr_add, .-cqr_add
	.section	.rodata.str1.8
	.align 8
.LC97:
	.string	"bench: the corrected set would hold more than 2^64 values: raise --expected-interval or shorten the run\n"
	.section	.rodata.str1.1
.LC98:
	.string	"bench: out of memory %s\n"
	.text
	.p2align 4
	.type	cannot, @function
cannot:
.LFB189:
	.cfi_startproc
	movl	%edi, %eax
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	cmpl	$-2, %eax
	je	.L696
	movq	%rsi, %rdx
	xorl	%eax, %eax
	leaq	.LC98(%rip), %rsi
	call	fprintf@PLT
	movl	$1, %eax
.L692:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L696:
	.cfi_restore_state
	movq	%rdi, %rcx
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC97(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L692
	.cfi_endproc
.LFE189:
	.size	cannot, .-cannot
	.section	.rodata.str1.1
.LC99:
	.string	"%.1f"
.LC100:
	.string	"%.3f"
	.text
	.p2align 4
	.type	fmt_ratio.constprop.0, @function
fmt_ratio.constprop.0:
.LFB234:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	je	.L698
	testq	%rsi, %rsi
	js	.L699
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L701
.L709:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L702:
	divsd	%xmm1, %xmm0
	leaq	.LC100(%rip), %rax
	movq	%rbx, %rdi
	movl	$32, %esi
	leaq	.LC99(%rip), %rdx
	comisd	.LC63(%rip), %xmm0
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
.L699:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L709
.L701:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L702
	.p2align 4,,10
	.p2align 3
.L698:
	movq	%rbx, %rax
	movl	$6369134, (%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE234:
	.size	fmt_ratio.constprop.0, .-fmt_ratio.constprop.0
	.section	.rodata.str1.1
.LC101:
	.string	"--service"
.LC102:
	.string	"--service %s"
.LC103:
	.string	"it must be above zero"
	.section	.rodata.str1.8
	.align 8
.LC104:
	.string	"--service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC105:
	.string	"--interval"
.LC106:
	.string	"--interval %s"
	.section	.rodata.str1.8
	.align 8
.LC107:
	.string	"--interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC108:
	.string	"--stall"
.LC109:
	.string	"--stall %s"
.LC110:
	.string	"--period"
.LC111:
	.string	"--period %s"
.LC112:
	.string	"--first-stall"
.LC113:
	.string	"--first-stall %s"
.LC114:
	.string	"--slow-above"
.LC115:
	.string	"--slow-above %s"
.LC116:
	.string	"--duration"
.LC117:
	.string	"--duration %s"
	.section	.rodata.str1.8
	.align 8
.LC118:
	.string	"--duration '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC119:
	.string	"--requests"
	.section	.rodata.str1.8
	.align 8
.LC120:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sorted)"
	.align 8
.LC121:
	.string	"--requests '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC122:
	.string	"--expected-interval"
.LC123:
	.string	"mean"
.LC124:
	.string	"a time above zero, or mean"
	.section	.rodata.str1.8
	.align 8
.LC125:
	.string	"--expected-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC126:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC127:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC128:
	.string	"--reps '%s' is not valid: %s"
.LC129:
	.string	"--rate"
	.section	.rodata.str1.8
	.align 8
.LC130:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC131:
	.string	"--rate '%s' is not valid: %s"
.LC133:
	.string	"--seed"
	.section	.rodata.str1.8
	.align 8
.LC134:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC135:
	.string	"--seed '%s' is not valid: %s"
.LC136:
	.string	"--connections"
	.section	.rodata.str1.8
	.align 8
.LC137:
	.string	"a whole number from 1 to 1000000"
	.align 8
.LC138:
	.string	"--connections '%s' is not valid: %s"
	.text
	.p2align 4
	.type	apply_amount.constprop.0, @function
apply_amount.constprop.0:
.LFB237:
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
	leaq	.LC101(%rip), %rsi
	movq	%rbx, %rdi
	subq	$1432, %rsp
	.cfi_def_cfa_offset 1472
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L754
	leaq	.LC105(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L755
	leaq	.LC108(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L756
	leaq	.LC110(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L757
	leaq	.LC112(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L758
	leaq	.LC114(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L759
	leaq	.LC116(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L760
	leaq	.LC119(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L761
	leaq	.LC122(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L733
	leaq	.LC123(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L734
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L735
	movq	8(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L735
	movq	%rdx, 128(%r12)
.L734:
	movl	%eax, 136(%r12)
	movl	$1, 292(%r12)
	.p2align 4,,10
	.p2align 3
.L716:
	xorl	%eax, %eax
.L710:
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
.L755:
	.cfi_restore_state
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L762
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L763
	movq	%rax, 40(%r12)
	jmp	.L716
	.p2align 4,,10
	.p2align 3
.L754:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L764
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L765
	movq	%rax, (%r12)
	jmp	.L716
	.p2align 4,,10
	.p2align 3
.L765:
	leaq	.LC103(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC104(%rip), %rdx
	call	snprintf@PLT
.L713:
	movl	$-1, %eax
	jmp	.L710
	.p2align 4,,10
	.p2align 3
.L758:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L766
	movq	8(%rsp), %rax
	movq	%rax, 24(%r12)
	jmp	.L716
	.p2align 4,,10
	.p2align 3
.L756:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L767
	movq	8(%rsp), %rax
	movq	%rax, 8(%r12)
	jmp	.L716
	.p2align 4,,10
	.p2align 3
.L757:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L768
	movq	8(%rsp), %rax
	movq	%rax, 16(%r12)
	jmp	.L716
	.p2align 4,,10
	.p2align 3
.L764:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC102(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
	.p2align 4,,10
	.p2align 3
.L763:
	leaq	.LC103(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC107(%rip), %rdx
	call	snprintf@PLT
	jmp	.L713
	.p2align 4,,10
	.p2align 3
.L762:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC106(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
	.p2align 4,,10
	.p2align 3
.L766:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC113(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
	.p2align 4,,10
	.p2align 3
.L761:
	leaq	8(%rsp), %rcx
	movl	$1, %esi
	movq	%rbp, %rdi
	movabsq	$1099511627776, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L769
	movq	8(%rsp), %rax
	movq	$0, 184(%r12)
	movq	%rax, 192(%r12)
	jmp	.L716
	.p2align 4,,10
	.p2align 3
.L767:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC109(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
	.p2align 4,,10
	.p2align 3
.L759:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L770
	movq	8(%rsp), %rax
	movq	%rax, 152(%r12)
	jmp	.L716
	.p2align 4,,10
	.p2align 3
.L768:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC111(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
	.p2align 4,,10
	.p2align 3
.L760:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L771
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L772
	movq	%rax, 184(%r12)
	movq	$0, 192(%r12)
	jmp	.L716
	.p2align 4,,10
	.p2align 3
.L733:
	leaq	.LC126(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L773
	leaq	.LC129(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L774
	leaq	.LC133(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L775
	leaq	.LC136(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	jne	.L710
	leaq	120(%r12), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L716
	leaq	.LC137(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC138(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
	.p2align 4,,10
	.p2align 3
.L770:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC115(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L772:
	leaq	.LC103(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC118(%rip), %rdx
	call	snprintf@PLT
	jmp	.L713
.L773:
	leaq	8(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L776
	movq	8(%rsp), %rax
	movl	%eax, 168(%r12)
	jmp	.L716
.L769:
	leaq	.LC120(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC121(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L735:
	leaq	.LC124(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC125(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L771:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC117(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L774:
	movzbl	0(%rbp), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L741
	call	__errno_location@PLT
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	movl	$0, (%rax)
	movq	%rax, %rbx
	call	strtod@PLT
	movl	(%rbx), %eax
	testl	%eax, %eax
	jne	.L741
	movq	16(%rsp), %rax
	cmpb	$0, (%rax)
	jne	.L741
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L741
	comisd	.LC132(%rip), %xmm0
	ja	.L741
	movsd	%xmm0, 200(%r12)
	jmp	.L716
.L775:
	xorl	%esi, %esi
	leaq	208(%r12), %rcx
	movq	$-1, %rdx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L716
	leaq	.LC134(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC135(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L776:
	leaq	.LC127(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC128(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L741:
	leaq	.LC130(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC131(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
	.cfi_endproc
.LFE237:
	.size	apply_amount.constprop.0, .-apply_amount.constprop.0
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
.LFB238:
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
	jnb	.L782
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L783
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
.L783:
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
.L782:
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
.LFE238:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.1
.LC142:
	.string	"%-10s %9lu"
	.globl	__divti3
.LC143:
	.string	"%lu.%04lu"
.LC144:
	.string	" %8lu %8s"
	.text
	.p2align 4
	.type	print_row, @function
print_row:
.LFB134:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	xorl	%eax, %eax
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	leaq	.LC3(%rip), %r13
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
	leaq	.LC142(%rip), %rdi
	movq	%rsp, %rbp
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L785:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	fmt_us.constprop.0
	movq	%r13, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L785
	movq	(%r12), %r8
	movq	56(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L786
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
.L786:
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
.LFE134:
	.size	print_row, .-print_row
	.p2align 4
	.type	serve_stalls.constprop.0, @function
serve_stalls.constprop.0:
.LFB240:
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
	jb	.L792
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
.L792:
	cmpq	%rsi, %rcx
	jnb	.L794
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
.L794:
	movq	%rbx, 8(%rdi)
	movq	%rsi, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	movq	%rcx, (%rdi)
	ret
	.cfi_endproc
.LFE240:
	.size	serve_stalls.constprop.0, .-serve_stalls.constprop.0
	.p2align 4
	.type	dist_count_le.isra.0, @function
dist_count_le.isra.0:
.LFB241:
	.cfi_startproc
	movq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L801
	salq	$5, %rsi
	xorl	%r10d, %r10d
	leaq	(%rdi,%rsi), %r8
	jmp	.L800
	.p2align 4,,10
	.p2align 3
.L798:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L799
	subq	%r9, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L799
	subq	%rax, %rdx
	imulq	%rcx, %rdx
	addq	%rdx, %r10
.L799:
	addq	$32, %rdi
	cmpq	%rdi, %r8
	je	.L796
.L800:
	movq	(%rdi), %rax
	movq	24(%rdi), %rcx
	cmpq	%rax, %r9
	jb	.L798
	imulq	16(%rdi), %rcx
	addq	$32, %rdi
	addq	%rcx, %r10
	cmpq	%rdi, %r8
	jne	.L800
.L796:
	movq	%r10, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L801:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	ret
	.cfi_endproc
.LFE241:
	.size	dist_count_le.isra.0, .-dist_count_le.isra.0
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
.LFB62:
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
	je	.L807
	movq	(%rdi), %rdi
	movq	16(%rdi), %rax
	movq	%rdi, 56(%rsp)
	movq	%rax, (%rsp)
	mulq	24(%rdi)
	movq	%rax, %r14
	movq	%rdx, %rax
	movq	%rdx, %r15
	subq	$0, %rax
	jne	.L823
	leaq	48(%rdi), %rcx
	xorl	%esi, %esi
	movq	$-1, %r10
	xorl	%edi, %edi
	jmp	.L809
	.p2align 4,,10
	.p2align 3
.L810:
	movq	(%rcx), %rax
	mulq	8(%rcx)
	addq	%rax, %r14
	movq	%rdi, %rax
	adcq	%rdx, %r15
	addq	$32, %rcx
	cmpq	%r14, %r10
	sbbq	%r15, %rax
	jc	.L823
.L809:
	addq	$1, %rsi
	cmpq	%r12, %rsi
	jne	.L810
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
.L811:
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
	jne	.L811
	movq	16(%rsp), %r14
	movl	40(%rsp), %r11d
	movq	%r15, %rbp
	movq	24(%rsp), %r15
	movq	%r14, 40(%rsp)
.L812:
	movq	40(%rsp), %rax
	movq	%r12, 64(%rbx)
	movq	%r13, 72(%rbx)
	movq	%rax, (%rbx)
	movq	$99999, 64(%rsp)
	movq	$0, 72(%rsp)
	testl	%r11d, %r11d
	jne	.L814
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
.L814:
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
.L821:
	movq	40(%rsp), %r14
	xorl	%r15d, %r15d
	testq	%r14, %r14
	je	.L815
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
	je	.L825
	movq	%rbx, %rax
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L817:
	movq	(%rax), %rdx
	cmpq	%rdx, %r13
	cmovb	%rdx, %r13
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L817
.L816:
	xorl	%r15d, %r15d
	jmp	.L819
	.p2align 4,,10
	.p2align 3
.L820:
	movq	%r13, %r14
	movq	8(%rbp), %rsi
	movq	%rbx, %rdi
	subq	%r15, %r14
	shrq	%r14
	addq	%r15, %r14
	movq	%r14, %rdx
	call	dist_count_le.isra.0
	cmpq	%r11, %rax
	jb	.L832
	movq	%r14, %r13
.L819:
	cmpq	%r13, %r15
	jb	.L820
.L815:
	movq	16(%rsp), %rax
	addq	$8, (%rsp)
	leaq	48+PCT_MILLI(%rip), %rdi
	movq	%r15, (%rax)
	addq	$8, %rax
	movq	%rax, 16(%rsp)
	movq	(%rsp), %rax
	cmpq	%rax, %rdi
	jne	.L821
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
.L832:
	.cfi_restore_state
	leaq	1(%r14), %r15
	jmp	.L819
	.p2align 4,,10
	.p2align 3
.L823:
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
.L825:
	.cfi_restore_state
	xorl	%r13d, %r13d
	jmp	.L816
.L807:
	movq	(%rdi), %rax
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	xorl	%r12d, %r12d
	movq	$0, 40(%rsp)
	xorl	%r13d, %r13d
	movq	%rax, 56(%rsp)
	jmp	.L812
	.cfi_endproc
.LFE62:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB242:
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
	jne	.L835
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L835:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L837:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L836
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
.L836:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L837
	testq	%r15, %r15
	je	.L841
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L839:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L839
.L838:
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
.L841:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L838
	.cfi_endproc
.LFE242:
	.size	summarise.isra.0, .-summarise.isra.0
	.p2align 4
	.type	corrected_summarise, @function
corrected_summarise:
.LFB56:
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
	je	.L847
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
	jmp	.L851
.L916:
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
.L849:
	cmpq	%r10, %r9
	adcq	$0, 80(%rsp)
	addq	$8, %r8
	cmpq	%r8, 88(%rsp)
	je	.L915
.L851:
	movq	(%r8), %r9
	cmpq	%r10, %r9
	jb	.L916
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
	jnb	.L917
	leaq	(%r10,%rcx), %rax
	cmpq	%rax, %rbp
	jb	.L849
	movq	$0, 72(%rsp)
	movq	%rbp, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%r10
	movq	%rax, 64(%rsp)
	addq	64(%rsp), %rsi
	adcq	72(%rsp), %rdi
	jmp	.L849
.L917:
	addq	16(%rsp), %rsi
	adcq	24(%rsp), %rdi
	jmp	.L849
.L847:
	xorl	%eax, %eax
.L846:
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
.L915:
	.cfi_restore_state
	movq	%r15, %rax
	movl	112(%rsp), %ecx
	movq	120(%rsp), %rbx
	subq	$0, %rax
	jne	.L883
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
	je	.L918
.L854:
	movq	$0, (%rsp)
	movq	80(%rsp), %rbp
	movq	%r8, %r11
	movq	$0, 16(%rsp)
	jmp	.L880
.L855:
	movq	-8(%r12,%r11,8), %rdx
.L858:
	movq	16(%rsp), %rax
	movq	192(%rsp), %rdi
	movq	%rdx, 8(%rdi,%rax)
	addq	$8, %rax
	movq	%rax, 16(%rsp)
	cmpq	$48, %rax
	je	.L847
	movq	(%rdi), %r11
.L880:
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
	jnb	.L855
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
	jnb	.L919
	movq	%rbx, (%rsp)
.L857:
	xorl	%ebx, %ebx
	addq	%rdi, %r14
	movq	%rdi, %rcx
	adcq	%rbx, %r15
	addq	$1, %rbp
	cmpq	%r13, %rbp
	jb	.L859
	jmp	.L920
	.p2align 4,,10
	.p2align 3
.L862:
	addq	%rcx, %r14
	adcq	%rbx, %r15
	addq	$1, %rbp
	cmpq	%rbp, %r13
	je	.L921
.L859:
	movq	(%r12,%rbp,8), %rax
	xorl	%edx, %edx
	divq	%r10
	cmpq	%rdi, %rax
	je	.L862
.L912:
	movq	%rax, %rsi
.L861:
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
	jnb	.L907
	movq	%rsi, %rdi
	jmp	.L857
.L921:
	movq	(%r12,%r13,8), %rax
	xorl	%edx, %edx
	divq	%r10
	movq	%rax, %rsi
	jmp	.L861
.L907:
	movq	%rbx, 104(%rsp)
	movq	(%rsp), %rbx
	movq	%rcx, 96(%rsp)
	movq	%rax, %rcx
.L856:
	leaq	-1(%rcx), %rax
	imulq	%r9, %rax
	subq	%rax, %r8
	movq	%r8, %r11
	cmpq	%r13, %rbp
	jnb	.L867
	movq	%rbp, %rax
	movq	%rbp, %rsi
	negq	%rax
	leaq	(%rbx,%rax,8), %r8
.L866:
	movq	(%r12,%rsi,8), %rax
	xorl	%edx, %edx
	divq	%r10
	movq	%rdx, (%r8,%rsi,8)
	addq	$1, %rsi
	cmpq	%rsi, %r13
	jne	.L866
.L867:
	movq	%rcx, %rdx
	leaq	-1(%r9), %r8
	subq	$1, %r11
	xorl	%eax, %eax
	imulq	%r10, %rdx
	testq	%r8, %r8
	jle	.L913
	movq	%r11, (%rsp)
	movq	%r12, %r9
	movq	%r14, 64(%rsp)
	movq	%r15, 72(%rsp)
	movq	%rbp, 88(%rsp)
	movq	%rdi, 112(%rsp)
	movq	%rdx, 48(%rsp)
	movq	%r13, %rdx
.L864:
	movq	%r8, %rcx
	movq	(%rbx,%rax,8), %rdi
	subq	%rax, %rcx
	sarq	%rcx
	addq	%rax, %rcx
	movq	(%rbx,%rcx,8), %rsi
	movq	(%rbx,%r8,8), %rcx
	cmpq	%rsi, %rdi
	jnb	.L869
	cmpq	%rcx, %rdi
	cmovb	%rcx, %rdi
	cmpq	%rcx, %rsi
	cmovnb	%rdi, %rsi
.L870:
	movq	%r8, %rcx
	movq	%rax, %rdi
.L871:
	cmpq	%rcx, %rdi
	jg	.L876
	leaq	0(,%rdi,8), %r11
	leaq	0(,%rcx,8), %r15
	leaq	(%rbx,%r11), %r13
	leaq	(%rbx,%r15), %r14
	movq	0(%r13), %rbp
	movq	(%r14), %r12
	leaq	8(%rbx,%r11), %r11
	cmpq	%rsi, %rbp
	jnb	.L922
	.p2align 4,,10
	.p2align 3
.L872:
	movq	%r11, %r13
	movq	(%r11), %rbp
	addq	$8, %r11
	addq	$1, %rdi
	cmpq	%rsi, %rbp
	jb	.L872
	cmpq	%r12, %rsi
	jnb	.L873
.L881:
	leaq	-8(%rbx,%r15), %r11
	.p2align 4,,10
	.p2align 3
.L874:
	movq	%r11, %r14
	movq	(%r11), %r12
	subq	$8, %r11
	subq	$1, %rcx
	cmpq	%r12, %rsi
	jb	.L874
.L873:
	cmpq	%rcx, %rdi
	jle	.L882
.L876:
	movq	(%rsp), %rsi
	cmpq	%rcx, %rsi
	jle	.L887
	cmpq	%rdi, %rsi
	jl	.L923
	movq	%rdi, %rax
.L879:
	cmpq	%rax, %r8
	jg	.L864
	movq	(%rsp), %r11
.L914:
	movq	%rdx, %r13
	movq	64(%rsp), %r14
	movq	72(%rsp), %r15
	movq	%r9, %r12
	movq	88(%rsp), %rbp
	movq	112(%rsp), %rdi
	movq	48(%rsp), %rdx
.L913:
	movq	(%rbx,%r11,8), %rax
	movq	%rdi, (%rsp)
	addq	%rax, %rdx
	jmp	.L858
	.p2align 4,,10
	.p2align 3
.L922:
	cmpq	%r12, %rsi
	jb	.L881
.L882:
	movq	%r12, 0(%r13)
	addq	$1, %rdi
	subq	$1, %rcx
	movq	%rbp, (%r14)
	jmp	.L871
.L887:
	movq	%rcx, %r8
	jmp	.L879
.L869:
	cmpq	%rcx, %rsi
	cmovb	%rcx, %rsi
	cmpq	%rcx, %rdi
	cmovb	%rdi, %rsi
	jmp	.L870
.L923:
	movq	%rsi, %r11
	jmp	.L914
.L920:
	movq	(%r12,%rbp,8), %rax
	xorl	%edx, %edx
	divq	%r10
	jmp	.L912
.L918:
	movq	$50000, 32(%rsp)
	movq	$0, 40(%rsp)
	jmp	.L854
.L919:
	movq	(%rsp), %rdi
	jmp	.L856
.L883:
	movl	$-2, %eax
	jmp	.L846
	.cfi_endproc
.LFE56:
	.size	corrected_summarise, .-corrected_summarise
	.section	.rodata.str1.1
.LC145:
	.string	"--arrivals"
.LC146:
	.string	"bench: %s\n"
	.text
	.p2align 4
	.type	due_restart, @function
due_restart:
.LFB31:
	.cfi_startproc
	leaq	8(%rdi), %r8
	movq	%rdi, %rdx
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	%r8, %rdi
	rep stosq
	movq	%rsi, (%rdx)
	cmpq	$0, 72(%rsi)
	je	.L937
.L935:
	ret
	.p2align 4,,10
	.p2align 3
.L937:
	movl	32(%rsi), %eax
	testl	%eax, %eax
	je	.L935
	cmpl	$1, %eax
	je	.L938
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	leaq	40(%rdx), %rdi
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC145(%rip), %rdx
	subq	$256, %rsp
	.cfi_def_cfa_offset 272
	movq	64(%rsi), %rsi
	movq	%rsp, %rbx
	movq	%rbx, %r8
	call	numbers_open
	testl	%eax, %eax
	jne	.L939
	addq	$256, %rsp
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L938:
	.cfi_restore 3
	movq	56(%rsi), %rax
	movsd	48(%rsi), %xmm0
	movq	%rax, 32(%rdx)
	movsd	%xmm0, 16(%rdx)
	ret
.L939:
	.cfi_def_cfa_offset 272
	.cfi_offset 3, -16
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC146(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE31:
	.size	due_restart, .-due_restart
	.p2align 4
	.type	general_start, @function
general_start:
.LFB101:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	addq	$28, %rdi
	movq	$0, -8(%rdi)
	movl	%ebx, %eax
	movq	$0, 76(%rdi)
	andq	$-8, %rdi
	subl	%edi, %eax
	leal	112(%rax), %ecx
	xorl	%eax, %eax
	shrl	$3, %ecx
	rep stosq
	movl	%edx, 16(%rbx)
	andl	$-3, %edx
	movl	$1, %edi
	movq	%rsi, 8(%rbx)
	je	.L941
	movq	120(%rsi), %rdi
.L941:
	cmpq	$0, 8(%rsi)
	movq	%rdi, 72(%rbx)
	movq	$-1, %rax
	je	.L942
	movq	24(%rsi), %rax
.L942:
	movq	%rax, 24(%rbx)
	movl	$8, %esi
	call	calloc@PLT
	cmpq	$1, %rax
	movq	%rax, 64(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	sbbl	%eax, %eax
	ret
	.cfi_endproc
.LFE101:
	.size	general_start, .-general_start
	.p2align 4
	.type	run_closed, @function
run_closed:
.LFB37:
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
	movq	40(%rdi), %r12
	movq	(%rdi), %rcx
	movq	8(%rdi), %r8
	movq	16(%rdi), %r9
	cmpq	%r13, %r15
	jnb	.L948
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
	jmp	.L958
	.p2align 4,,10
	.p2align 3
.L968:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L953:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L952:
	cmpq	%r15, %rbp
	jnb	.L948
.L958:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L950
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L950
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L967
.L950:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L953
	cmpq	%rax, %rbx
	jnb	.L954
	addq	%r8, %rdx
.L955:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L968
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L953
	movq	%r14, %rcx
	movq	%rbx, %rsi
	movq	%r11, 40(%rsp)
	movq	%r10, 32(%rsp)
	movq	%r9, 24(%rsp)
	movq	%r8, 16(%rsp)
	call	serve_stalls.constprop.0
	movq	40(%rsp), %r11
	movq	32(%rsp), %r10
	movq	%rax, %rcx
	movq	24(%rsp), %r9
	movq	16(%rsp), %r8
	movq	%rax, %rdx
	subq	%rbx, %rcx
	jmp	.L953
	.p2align 4,,10
	.p2align 3
.L954:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L955
	.p2align 4,,10
	.p2align 3
.L948:
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
.L967:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L951:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L951
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L952
	.cfi_endproc
.LFE37:
	.size	run_closed, .-run_closed
	.p2align 4
	.type	walk_run, @function
walk_run:
.LFB44:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdx, %r10
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
	movq	(%rdi), %r14
	movl	8(%rdi), %r15d
	movq	88(%rdi), %rdx
	testq	%r10, %r10
	je	.L988
	leaq	16(%rdi), %rax
	movq	%rsi, %r11
	xorl	%r12d, %r12d
	movq	%rax, 16(%rsp)
	jmp	.L985
	.p2align 4,,10
	.p2align 3
.L971:
	movq	72(%rbx), %rax
	cmpq	96(%r14), %rax
	jnb	.L970
	movq	48(%rbx), %rcx
	cmpq	40(%rbx), %rcx
	je	.L970
	movq	32(%rbx), %rsi
	leaq	1(%rcx), %rdi
	movq	%rdi, 48(%rbx)
	movq	(%rsi,%rcx,8), %rbp
	cmpl	$2, %r15d
	jne	.L992
	cmpq	%rdx, %rbp
	jb	.L974
.L992:
	cmpl	$1, %r15d
	je	.L1005
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	movq	(%r14), %rcx
	movq	16(%rbx), %rax
	cmovnb	%rbp, %rsi
	movq	%rbp, %r13
	leaq	(%rcx,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L977
.L986:
	movq	8(%r14), %r8
	cmpq	%rax, %rsi
	jnb	.L978
	addq	%r8, %rdx
.L979:
	movq	16(%r14), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	jne	.L980
	movq	$-1, 16(%rbx)
.L977:
	movq	80(%rbx), %rcx
	movq	56(%rbx), %rax
	testl	%r15d, %r15d
	cmovne	%r13, %rbp
	movq	%rdx, (%rax,%rcx,8)
.L983:
	movq	%rdx, %rax
	subq	%rbp, %rax
	movq	%rax, (%r11,%r12,8)
	movq	72(%rbx), %rax
	addq	$1, %r12
.L974:
	addq	$1, %rax
	movq	%rax, 72(%rbx)
	movq	80(%rbx), %rax
	addq	$1, %rax
	cmpq	64(%rbx), %rax
	jne	.L984
	xorl	%eax, %eax
.L984:
	movq	%rax, 80(%rbx)
	cmpq	%r10, %r12
	jnb	.L970
.L985:
	cmpl	$3, %r15d
	jne	.L971
	movq	80(%rbx), %r8
	movq	56(%rbx), %rdi
	movq	104(%r14), %rax
	movq	(%rdi,%r8,8), %rbp
	testq	%rax, %rax
	je	.L972
	cmpq	%rax, %rbp
	jnb	.L970
.L1004:
	movq	%rbp, %r13
.L973:
	cmpq	%r13, %rdx
	movq	%rdx, %rsi
	movq	(%r14), %rcx
	movq	16(%rbx), %rax
	cmovb	%r13, %rsi
	leaq	(%rcx,%rsi), %rdx
	cmpq	%rdx, %rax
	jb	.L986
	movq	%rdx, (%rdi,%r8,8)
	movq	%r13, %rbp
	jmp	.L983
	.p2align 4,,10
	.p2align 3
.L980:
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L977
	movq	16(%rsp), %rdi
	movq	%r10, 8(%rsp)
	movq	%r11, (%rsp)
	call	serve_stalls.constprop.0
	movq	8(%rsp), %r10
	movq	(%rsp), %r11
	movq	%rax, %rdx
	jmp	.L977
	.p2align 4,,10
	.p2align 3
.L978:
	leaq	(%r8,%rax), %rdi
	leaq	(%rdi,%rcx), %r9
	cmpq	%rdi, %rsi
	cmovb	%r9, %rdx
	jmp	.L979
	.p2align 4,,10
	.p2align 3
.L972:
	movq	96(%r14), %rax
	cmpq	%rax, 72(%rbx)
	jb	.L1004
.L970:
	addq	%r12, 96(%rbx)
	movq	%r12, %rax
	movq	%rdx, 88(%rbx)
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
.L1005:
	.cfi_restore_state
	movq	80(%rbx), %r8
	movq	56(%rbx), %rdi
	movq	(%rdi,%r8,8), %r13
	cmpq	%r13, %rbp
	cmovnb	%rbp, %r13
	jmp	.L973
.L988:
	xorl	%r12d, %r12d
	jmp	.L970
	.cfi_endproc
.LFE44:
	.size	walk_run, .-walk_run
	.p2align 4
	.type	general_run, @function
general_run:
.LFB103:
	.cfi_startproc
	addq	$8, %rdi
	jmp	walk_run
	.cfi_endproc
.LFE103:
	.size	general_run, .-general_run
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB63:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L1022
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
.L1008:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L1013
	.p2align 4,,10
	.p2align 3
.L1009:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L1011
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L1011:
	testq	%r8, %r8
	je	.L1012
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L1012
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L1012:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L1009
.L1013:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L1008
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
.L1022:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE63:
	.size	dist_correct, .-dist_correct
	.section	.rodata.str1.8
	.align 8
.LC151:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.section	.rodata.str1.1
.LC152:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC153:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC154:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC155:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC157:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC158:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC159:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
.LFB163:
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
	movapd	.LC148(%rip), %xmm0
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
	jle	.L1031
	movslq	%r12d, %rax
	movsd	.LC149(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L1030
	.p2align 4,,10
	.p2align 3
.L1064:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1029:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L1063
.L1030:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L1064
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1029
.L1063:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1065
.L1031:
	movsd	.LC50(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L1027:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC151(%rip), %rsi
	pushq	%r14
	leaq	XTICK.6(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	movq	%rbx, -272(%rbp)
	leaq	-240(%rbp), %rsi
	leaq	.LC153(%rip), %rdx
	movq	%rbx, %rdi
	leaq	.LC152(%rip), %rcx
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
.L1034:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC47(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC154(%rip), %rsi
	mulsd	.LC43(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC44(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L1034
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L1050
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
.L1049:
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
	je	.L1037
	testq	%rbx, %rbx
	je	.L1037
	testq	%rax, %rax
	je	.L1037
	testq	%r14, %r14
	je	.L1066
	movq	.LC149(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L1044
	.p2align 4,,10
	.p2align 3
.L1067:
	divsd	%xmm6, %xmm0
	movsd	.LC50(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC50(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L1040:
	call	log10@PLT
	movq	.LC47(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L1042
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1043:
	movq	-264(%rbp), %rax
	divsd	.LC149(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L1039
.L1044:
	movsd	(%r12), %xmm0
	movsd	.LC63(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L1067
	movq	.LC147(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L1040
	.p2align 4,,10
	.p2align 3
.L1042:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1043
	.p2align 4,,10
	.p2align 3
.L1066:
	movsd	.LC149(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L1039:
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
	js	.L1045
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1046:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC41(%rip), %xmm0
	movsd	.LC42(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC157(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC156(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L1047
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1048:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC158(%rip), %rdx
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
	leaq	.LC159(%rip), %rsi
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
	jne	.L1049
.L1050:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC155(%rip), %rdi
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
.L1047:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1048
	.p2align 4,,10
	.p2align 3
.L1045:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1046
.L1065:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC150(%rip), %xmm2
	movsd	.LC55(%rip), %xmm3
	movsd	.LC48(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L1033
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC50(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
.L1033:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L1027
.L1037:
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
.LFE163:
	.size	spectrum_writer, .-spectrum_writer
	.p2align 4
	.type	run_open, @function
run_open:
.LFB38:
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
	movq	8(%rdi), %rbx
	movq	40(%rdi), %r12
	movq	(%rdi), %rcx
	movq	16(%rdi), %r9
	movq	%rbx, (%rsp)
	cmpq	%r8, %r15
	jnb	.L1068
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
	jmp	.L1079
	.p2align 4,,10
	.p2align 3
.L1088:
	movq	$-1, (%rdi)
.L1073:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L1072:
	cmpq	%r15, %rbx
	jnb	.L1068
.L1079:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L1070
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L1070
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1087
.L1070:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1073
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L1074
	addq	%rcx, %rdx
.L1075:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1088
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L1073
	movq	(%rsp), %r8
	movq	%r14, %rcx
	movq	%r11, 40(%rsp)
	movq	%r10, 32(%rsp)
	movq	%r9, 24(%rsp)
	call	serve_stalls.constprop.0
	movq	40(%rsp), %r11
	movq	32(%rsp), %r10
	movq	24(%rsp), %r9
	movq	%rax, %rdx
	jmp	.L1073
	.p2align 4,,10
	.p2align 3
.L1074:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L1075
	.p2align 4,,10
	.p2align 3
.L1068:
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
.L1087:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L1071:
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
	jne	.L1071
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L1072
	.cfi_endproc
.LFE38:
	.size	run_open, .-run_open
	.p2align 4
	.type	dist_of_sorted, @function
dist_of_sorted:
.LFB78:
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
	je	.L1089
.L1090:
	movq	(%r12,%rax,8), %rsi
	movq	%rax, %rbx
	jmp	.L1098
	.p2align 4,,10
	.p2align 3
.L1093:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L1092
.L1098:
	cmpq	%rsi, (%r12,%rbx,8)
	je	.L1093
	movq	%rbx, %r8
	subq	%rax, %r8
	je	.L1094
.L1099:
	movl	24(%r13), %eax
	testl	%eax, %eax
	jne	.L1094
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r13, %rdi
	call	dist_add.part.0
.L1094:
	cmpq	%rbp, %rbx
	jnb	.L1089
	movq	%rbx, %rax
	jmp	.L1090
	.p2align 4,,10
	.p2align 3
.L1092:
	movq	%rbp, %r8
	subq	%rax, %r8
	jne	.L1099
.L1089:
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
.LFE78:
	.size	dist_of_sorted, .-dist_of_sorted
	.section	.rodata.str1.8
	.align 8
.LC161:
	.string	"load, % of the server's capacity"
	.section	.rodata.str1.1
.LC162:
	.string	"stall (us, log scale)"
.LC163:
	.string	"p99 latency (ms)"
.LC164:
	.string	"%g"
	.section	.rodata.str1.8
	.align 8
.LC165:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n"
	.align 8
.LC166:
	.string	"p99 against stall length (the load held fixed)"
	.align 8
.LC167:
	.string	"p99 against load (the stall held fixed)"
	.text
	.p2align 4
	.type	sweep_writer, @function
sweep_writer:
.LFB165:
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
	jne	.L1142
	testq	%r14, %r14
	je	.L1142
	movq	64(%rsp), %rax
	movq	%r15, 16(%rsp)
	pxor	%xmm1, %xmm1
	xorl	%ebp, %ebp
	movq	%r13, 8(%rsp)
	movq	(%rsp), %r13
	leaq	264(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L1118:
	movq	0(%r13,%rbp,8), %rax
	testq	%rax, %rax
	js	.L1112
	movl	40(%rsp), %r11d
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testl	%r11d, %r11d
	je	.L1150
.L1114:
	movsd	%xmm0, (%r12,%rbp,8)
	leaq	-240(%rbx), %r15
.L1117:
	movq	(%r15), %rdx
	testq	%rdx, %rdx
	js	.L1115
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1116:
	divsd	.LC149(%rip), %xmm0
	addq	$80, %r15
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%r15, %rbx
	jne	.L1117
	addq	$1, %rbp
	movsd	%xmm0, 120(%rsp)
	addq	$288, %rbx
	cmpq	%r14, %rbp
	jb	.L1118
	movl	40(%rsp), %r10d
	movq	8(%rsp), %r13
	movq	16(%rsp), %r15
	testl	%r10d, %r10d
	je	.L1119
	pxor	%xmm0, %xmm0
	movq	.LC63(%rip), %rax
	comisd	%xmm0, %xmm1
	movq	%rax, 104(%rsp)
	ja	.L1120
	movsd	.LC50(%rip), %xmm0
	movsd	%xmm0, 32(%rsp)
.L1121:
	movsd	%xmm0, 120(%rsp)
	movl	$820, %edx
	leaq	.LC167(%rip), %rax
	movl	$500, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 232
	movl	$820, %r8d
	movl	$500, %ecx
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	movq	88(%rsp), %rdi
	leaq	.LC151(%rip), %rsi
	movabsq	$0x4059000000000000, %r13
	call	fprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 232
	popq	%rdx
	.cfi_def_cfa_offset 224
	leaq	.LC161(%rip), %rdx
	movq	$0x000000000, (%rsp)
.L1139:
	movq	72(%rsp), %rdi
	leaq	96(%rsp), %rsi
	leaq	.LC163(%rip), %rcx
	movq	%rsi, 80(%rsp)
	call	svg_axes
	movq	%r13, %xmm2
	comisd	(%rsp), %xmm2
	jb	.L1151
	movl	40(%rsp), %r9d
	movsd	.LC51(%rip), %xmm2
	testl	%r9d, %r9d
	jne	.L1129
	movsd	.LC50(%rip), %xmm2
.L1129:
	movsd	(%rsp), %xmm4
	movq	%r13, %xmm5
	movq	%r12, 88(%rsp)
	leaq	128(%rsp), %rbx
	movsd	.LC43(%rip), %xmm7
	movq	72(%rsp), %r12
	movq	%r13, 48(%rsp)
	leaq	.LC154(%rip), %rbp
	subsd	%xmm4, %xmm5
	movapd	%xmm4, %xmm3
	movsd	.LC44(%rip), %xmm4
	movl	40(%rsp), %r13d
	movsd	%xmm7, 16(%rsp)
	movsd	%xmm4, 24(%rsp)
	movsd	%xmm5, 8(%rsp)
	movsd	%xmm2, 40(%rsp)
	.p2align 4,,10
	.p2align 3
.L1131:
	testl	%r13d, %r13d
	je	.L1152
	movapd	%xmm3, %xmm0
	movsd	%xmm3, 56(%rsp)
.L1149:
	leaq	.LC164(%rip), %rdx
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
	jnb	.L1131
	movq	88(%rsp), %r12
.L1132:
	leaq	SET_NAME(%rip), %rax
	leaq	SET_COLOUR(%rip), %r13
	movq	72(%rsp), %rbp
	movl	$60, 56(%rsp)
	movq	%rax, 40(%rsp)
	movq	64(%rsp), %rax
	movq	%r13, 64(%rsp)
	addq	$24, %rax
	movq	%rax, 48(%rsp)
.L1127:
	movq	48(%rsp), %rcx
	xorl	%edx, %edx
	jmp	.L1135
	.p2align 4,,10
	.p2align 3
.L1154:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1134:
	divsd	.LC149(%rip), %xmm0
	movsd	%xmm0, (%r15,%rdx,8)
	addq	$1, %rdx
	addq	$288, %rcx
	cmpq	%r14, %rdx
	jnb	.L1153
.L1135:
	movq	(%rcx), %rax
	testq	%rax, %rax
	jns	.L1154
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1134
	.p2align 4,,10
	.p2align 3
.L1115:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1116
	.p2align 4,,10
	.p2align 3
.L1112:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	movl	40(%rsp), %r11d
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testl	%r11d, %r11d
	jne	.L1114
.L1150:
	movsd	%xmm1, (%rsp)
	divsd	.LC56(%rip), %xmm0
	call	log10@PLT
	movsd	(%rsp), %xmm1
	jmp	.L1114
	.p2align 4,,10
	.p2align 3
.L1119:
	movsd	(%r12), %xmm0
	movq	.LC49(%rip), %xmm4
	movsd	.LC48(%rip), %xmm6
	movapd	%xmm0, %xmm2
	movapd	%xmm4, %xmm3
	andpd	%xmm4, %xmm2
	ucomisd	%xmm2, %xmm6
	jbe	.L1122
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm2, %xmm2
	movsd	.LC50(%rip), %xmm7
	andnpd	%xmm0, %xmm3
	cvtsi2sdq	%rax, %xmm2
	movapd	%xmm2, %xmm5
	cmpnlesd	%xmm0, %xmm5
	andpd	%xmm7, %xmm5
	subsd	%xmm5, %xmm2
	orpd	%xmm3, %xmm2
	movapd	%xmm2, %xmm0
.L1122:
	movsd	-8(%r12,%r13), %xmm2
	movsd	%xmm0, (%rsp)
	movapd	%xmm4, %xmm5
	movapd	%xmm2, %xmm3
	andpd	%xmm4, %xmm3
	ucomisd	%xmm3, %xmm6
	jbe	.L1123
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm3, %xmm3
	movapd	%xmm2, %xmm7
	movsd	.LC50(%rip), %xmm8
	andnpd	%xmm2, %xmm5
	cvtsi2sdq	%rax, %xmm3
	cmpnlesd	%xmm3, %xmm7
	andpd	%xmm8, %xmm7
	addsd	%xmm7, %xmm3
	orpd	%xmm5, %xmm3
	movapd	%xmm3, %xmm2
.L1123:
	unpcklpd	%xmm2, %xmm0
	movq	%xmm2, %r13
	movaps	%xmm0, 96(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1124
	movsd	.LC50(%rip), %xmm0
	movsd	%xmm0, 32(%rsp)
.L1125:
	movsd	%xmm0, 120(%rsp)
	movl	$500, %ecx
	leaq	.LC166(%rip), %rax
	movl	$820, %edx
	pushq	%rax
	.cfi_def_cfa_offset 232
	leaq	.LC151(%rip), %rsi
	movl	$500, %r9d
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	movq	88(%rsp), %rdi
	movl	$820, %r8d
	call	fprintf@PLT
	popq	%rcx
	.cfi_def_cfa_offset 232
	leaq	.LC162(%rip), %rdx
	popq	%rsi
	.cfi_def_cfa_offset 224
	jmp	.L1139
	.p2align 4,,10
	.p2align 3
.L1153:
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
.L1136:
	movsd	(%r15,%r13,8), %xmm1
	divsd	32(%rsp), %xmm1
	movsd	(%r12,%r13,8), %xmm0
	movq	%rbx, %rdx
	mulsd	.LC41(%rip), %xmm1
	subsd	(%rsp), %xmm0
	divsd	8(%rsp), %xmm0
	leaq	.LC165(%rip), %rsi
	movsd	.LC42(%rip), %xmm7
	mulsd	16(%rsp), %xmm0
	movq	%rbp, %rdi
	addq	$1, %r13
	addsd	24(%rsp), %xmm0
	movl	$2, %eax
	subsd	%xmm1, %xmm7
	movapd	%xmm7, %xmm1
	call	fprintf@PLT
	cmpq	%r14, %r13
	jb	.L1136
	subq	$8, %rsp
	.cfi_def_cfa_offset 232
	movl	$120, %r8d
	movl	$92, %edx
	movq	48(%rsp), %r13
	leaq	.LC159(%rip), %rsi
	pushq	0(%r13)
	.cfi_def_cfa_offset 240
	movl	72(%rsp), %edi
	addq	$8, %r13
	leal	4(%rdi), %eax
	movl	%edi, %r9d
	movl	%edi, %ecx
	pushq	%rax
	.cfi_def_cfa_offset 248
	leaq	.LC8(%rip), %rax
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
	jne	.L1127
	movq	72(%rsp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC155(%rip), %rdi
	call	fwrite@PLT
	movq	%r12, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1108:
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
.L1152:
	.cfi_restore_state
	movq	.LC51(%rip), %rax
	movapd	%xmm3, %xmm1
	movsd	%xmm3, 56(%rsp)
	movq	%rax, %xmm0
	call	pow@PLT
	jmp	.L1149
.L1120:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, (%rsp)
	call	nice_step
	movsd	(%rsp), %xmm1
	movsd	.LC150(%rip), %xmm2
	movsd	.LC55(%rip), %xmm3
	movsd	.LC48(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L1155
.L1141:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, (%rsp)
	call	nice_step
	movsd	(%rsp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, 32(%rsp)
	movapd	%xmm2, %xmm0
	jmp	.L1121
.L1155:
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC50(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
	jmp	.L1141
.L1124:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm1
	movsd	.LC150(%rip), %xmm2
	movq	.LC49(%rip), %xmm4
	movq	.LC48(%rip), %rax
	mulsd	%xmm1, %xmm2
	movq	%rax, %xmm6
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm6
	jbe	.L1140
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm3
	movsd	.LC50(%rip), %xmm5
	andnpd	%xmm2, %xmm4
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm3
	andpd	%xmm5, %xmm3
	addsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm4, %xmm2
.L1140:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	mulsd	%xmm2, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L1125
.L1151:
	movq	%r13, %xmm5
	subsd	(%rsp), %xmm5
	movsd	.LC43(%rip), %xmm7
	movsd	%xmm7, 16(%rsp)
	movsd	%xmm5, 8(%rsp)
	movsd	.LC44(%rip), %xmm5
	movsd	%xmm5, 24(%rsp)
	jmp	.L1132
.L1142:
	movq	%r12, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movl	$-1, %eax
	jmp	.L1108
	.cfi_endproc
.LFE165:
	.size	sweep_writer, .-sweep_writer
	.section	.rodata.str1.1
.LC168:
	.string	"--help"
	.section	.rodata.str1.8
	.align 8
.LC169:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC170:
	.string	"unexpected argument '%s': %s"
.LC171:
	.string	"see bench --help"
.LC172:
	.string	"unknown option '%s': %s"
.LC173:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC174:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC175:
	.string	"--quick"
.LC176:
	.string	"--export-values"
.LC177:
	.string	"--verbose"
.LC178:
	.string	"--cross-check"
.LC179:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC180:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC181:
	.string	"at most 1000 characters"
.LC182:
	.string	"%s: the value is too long: %s"
.LC183:
	.string	"--rank"
.LC184:
	.string	"round"
.LC185:
	.string	"ceil"
.LC186:
	.string	"use round or ceil"
.LC187:
	.string	"--rank '%s' is not valid: %s"
.LC188:
	.string	"--exact-by"
.LC189:
	.string	"auto"
.LC190:
	.string	"sorted"
.LC191:
	.string	"sort"
.LC192:
	.string	"lattice"
.LC193:
	.string	"passes"
	.section	.rodata.str1.8
	.align 8
.LC194:
	.string	"use auto, sorted, lattice or passes"
	.align 8
.LC195:
	.string	"--exact-by '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC196:
	.string	"--schedule"
.LC197:
	.string	"fixed"
.LC198:
	.string	"poisson"
	.section	.rodata.str1.8
	.align 8
.LC199:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.align 8
.LC200:
	.string	"--schedule '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC201:
	.string	"--closed"
.LC202:
	.string	"catch-up"
.LC203:
	.string	"skip"
.LC204:
	.string	"back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC205:
	.string	"use catch-up, skip or back-to-back"
	.align 8
.LC206:
	.string	"--closed '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC207:
	.string	"--correct"
.LC208:
	.string	"--trace-values"
.LC209:
	.string	"--export"
	.section	.rodata.str1.8
	.align 8
.LC210:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.align 8
.LC211:
	.string	"--export '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC212:
	.string	"--sweep"
.LC213:
	.string	"load"
.LC214:
	.string	"stall"
.LC215:
	.string	"use load or stall"
.LC216:
	.string	"--sweep '%s' is not valid: %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB245:
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
	movq	%rdi, 32(%rsp)
	movq	%rdx, 8(%rsp)
	movq	%rcx, 40(%rsp)
	testl	%esi, %esi
	jle	.L1206
	movl	%esi, 20(%rsp)
	xorl	%ebx, %ebx
	leaq	960+OPTIONS(%rip), %rbp
	movl	%ebx, %r14d
	.p2align 4,,10
	.p2align 3
.L1157:
	movslq	%r14d, %rax
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 24(%rsp)
	movq	8(%rsp), %rcx
	movq	(%rcx,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L1211
	cmpb	$104, 1(%r15)
	jne	.L1211
	cmpb	$0, 2(%r15)
	movl	$-1, %eax
	leaq	.LC168(%rip), %r13
	jne	.L1211
.L1160:
	leaq	OPTIONS(%rip), %rbx
	xorl	%r12d, %r12d
	jmp	.L1165
	.p2align 4,,10
	.p2align 3
.L1161:
	addl	$1, %r12d
	addq	$32, %rbx
	cmpl	$30, %r12d
	je	.L1164
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
.L1165:
	movq	(%rbx), %rdi
	testl	%eax, %eax
	jne	.L1161
	movslq	%r12d, %rdx
	leaq	OPTIONS(%rip), %rax
	salq	$5, %rdx
	movl	8(%rax,%rdx), %eax
	cmpl	$2, %eax
	je	.L1243
	leal	1(%r14), %r13d
	cmpl	$1, %eax
	je	.L1244
	cmpl	%r13d, 20(%rsp)
	je	.L1245
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	movq	8(%rax,%rcx), %r12
	cmpb	$45, (%r12)
	jne	.L1213
	cmpb	$104, 1(%r12)
	jne	.L1213
	cmpb	$0, 2(%r12)
	movl	$-1, %eax
	leaq	.LC168(%rip), %rbx
	jne	.L1213
.L1178:
	leaq	32+OPTIONS(%rip), %r14
	jmp	.L1181
	.p2align 4,,10
	.p2align 3
.L1179:
	cmpq	%rbp, %r14
	je	.L1180
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	addq	$32, %r14
	call	strcmp@PLT
.L1181:
	testl	%eax, %eax
	jne	.L1179
	movq	40(%rsp), %rdi
	movq	%r12, %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	leaq	.LC180(%rip), %rdx
	call	snprintf@PLT
.L1168:
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
.L1180:
	.cfi_restore_state
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L1246
	movq	40(%rsp), %rcx
	movq	32(%rsp), %rdi
	movq	%r12, %rdx
	movq	%r15, %rsi
	call	apply_amount.constprop.0
	testl	%eax, %eax
	jle	.L1183
	leaq	.LC183(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1184
	leaq	.LC184(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC185(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1185
	testl	%eax, %eax
	jne	.L1247
.L1185:
	testl	%eax, %eax
	movq	32(%rsp), %rdx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 160(%rdx)
.L1175:
	leal	1(%r13), %r14d
	cmpl	%r14d, 20(%rsp)
	jg	.L1157
.L1206:
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
.L1211:
	.cfi_restore_state
	leaq	.LC101(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %r13
	call	strcmp@PLT
	jmp	.L1160
	.p2align 4,,10
	.p2align 3
.L1213:
	leaq	.LC101(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %rbx
	call	strcmp@PLT
	jmp	.L1178
	.p2align 4,,10
	.p2align 3
.L1164:
	cmpb	$45, (%r15)
	je	.L1248
.L1212:
	movq	40(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC169(%rip), %r8
	leaq	.LC170(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1168
	.p2align 4,,10
	.p2align 3
.L1184:
	leaq	.LC188(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1187
	leaq	.LC189(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1249
	leaq	.LC190(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1189
	leaq	.LC191(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1189
	leaq	.LC192(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1250
	leaq	.LC193(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1192
	movq	32(%rsp), %rax
	movl	$3, 164(%rax)
	jmp	.L1175
	.p2align 4,,10
	.p2align 3
.L1183:
	je	.L1175
	jmp	.L1168
	.p2align 4,,10
	.p2align 3
.L1248:
	cmpb	$45, 1(%r15)
	jne	.L1212
.L1167:
	movq	40(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC171(%rip), %r8
	leaq	.LC172(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1168
	.p2align 4,,10
	.p2align 3
.L1187:
	leaq	.LC196(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1193
	leaq	.LC197(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC198(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1194
	testl	%eax, %eax
	jne	.L1251
.L1194:
	testl	%eax, %eax
	movq	32(%rsp), %rcx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 32(%rcx)
	jmp	.L1175
.L1244:
	leaq	.LC175(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L1252
	leaq	.LC176(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	jne	.L1172
	movq	32(%rsp), %rax
	movl	$1, 256(%rax)
.L1171:
	movl	%r14d, %r13d
	jmp	.L1175
	.p2align 4,,10
	.p2align 3
.L1193:
	leaq	.LC145(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1253
	leaq	.LC201(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1196
	leaq	.LC202(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1197
	leaq	.LC203(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1210
	leaq	.LC204(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1254
	movq	40(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC205(%rip), %r8
	leaq	.LC206(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1168
.L1252:
	movq	32(%rsp), %rax
	movl	$1, 288(%rax)
	jmp	.L1171
.L1189:
	movq	32(%rsp), %rax
	movl	$1, 164(%rax)
	jmp	.L1175
.L1249:
	movq	32(%rsp), %rax
	movl	$0, 164(%rax)
	jmp	.L1175
.L1172:
	leaq	.LC177(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L1255
	leaq	.LC178(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1171
	movq	32(%rsp), %rax
	movl	$3, 176(%rax)
	jmp	.L1171
.L1253:
	movq	32(%rsp), %rax
	movq	%r12, 216(%rax)
	movl	$2, 32(%rax)
	jmp	.L1175
.L1196:
	leaq	.LC207(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1256
	leaq	.LC208(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1257
	leaq	.LC209(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1258
	leaq	.LC212(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1167
	leaq	.LC213(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1205
	leaq	.LC214(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1259
.L1205:
	movq	32(%rsp), %rax
	movq	%r12, 240(%rax)
	movl	$2, 176(%rax)
	jmp	.L1175
.L1255:
	movq	32(%rsp), %rax
	movl	$1, 260(%rax)
	jmp	.L1171
.L1243:
	movq	%rdi, %rcx
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC173(%rip), %r8
	leaq	.LC174(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1168
.L1245:
	movq	40(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC171(%rip), %r8
	leaq	.LC179(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1168
.L1246:
	movq	40(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC181(%rip), %r8
	leaq	.LC182(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1168
.L1250:
	movq	32(%rsp), %rax
	movl	$2, 164(%rax)
	jmp	.L1175
.L1256:
	movq	32(%rsp), %rax
	movq	%r12, 224(%rax)
	movl	$1, 176(%rax)
	jmp	.L1175
.L1258:
	cmpb	$0, (%r12)
	je	.L1202
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L1202
	movq	32(%rsp), %rax
	movq	%r12, 248(%rax)
	jmp	.L1175
.L1257:
	movq	32(%rsp), %rax
	movq	%r12, 232(%rax)
	movl	$1, 176(%rax)
	jmp	.L1175
.L1210:
	movl	$1, %eax
.L1197:
	movq	32(%rsp), %rdx
	movl	%eax, 112(%rdx)
	jmp	.L1175
.L1247:
	movq	40(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC186(%rip), %r8
	leaq	.LC187(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1168
.L1254:
	movl	$2, %eax
	jmp	.L1197
.L1251:
	movq	40(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC199(%rip), %r8
	leaq	.LC200(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1168
.L1192:
	movq	40(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC194(%rip), %r8
	leaq	.LC195(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1168
.L1259:
	movq	40(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC215(%rip), %r8
	leaq	.LC216(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1168
.L1202:
	movq	40(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC210(%rip), %r8
	leaq	.LC211(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1168
	.cfi_endproc
.LFE245:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.1
.LC217:
	.string	"out of memory"
.LC218:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC219:
	.string	"use default, feed-10ms-stall, one-2s-stall, hundred-requests or hundred-requests-exercise"
	.align 8
.LC220:
	.string	"--scenario '%s' is not valid: %s"
	.text
	.p2align 4
	.type	apply_scenario.constprop.0, @function
apply_scenario.constprop.0:
.LFB248:
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
.L1262:
	movq	(%r12), %rax
	movq	%rbp, %rdi
	movq	%rax, %rsi
	movq	%rax, 8(%rsp)
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1261
	addl	$1, %ebx
	addq	$24, %r12
	cmpl	$5, %ebx
	jne	.L1262
	leaq	.LC219(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC220(%rip), %rdx
.L1276:
	movq	16(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L1260
	.p2align 4,,10
	.p2align 3
.L1261:
	movq	280(%r14), %rdi
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
	movq	%rax, 280(%r14)
	movq	%rax, %rdi
	je	.L1277
	leaq	40(%rsp), %r12
	movl	%r8d, 28(%rsp)
	leaq	48(%rsp), %r13
	leaq	.LC39(%rip), %rbp
	movq	%r12, %rdx
	movq	%rbp, %rsi
	call	strtok_r@PLT
	movl	28(%rsp), %r8d
	testq	%rax, %rax
	je	.L1266
	movl	$1, %r15d
	leaq	48(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L1267:
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
	jne	.L1267
	movl	%edi, %r8d
.L1266:
	movq	8(%rsp), %xmm0
	movq	%r13, %rdx
	movl	%r8d, %esi
	movq	%r14, %rdi
	leaq	SCENARIOS(%rip), %rcx
	leaq	(%rbx,%rbx,2), %rax
	movhps	8(%rcx,%rax,8), %xmm0
	movq	16(%rsp), %rcx
	movups	%xmm0, 264(%r14)
	call	apply_args.constprop.0
.L1260:
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
.L1277:
	.cfi_restore_state
	leaq	.LC217(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC218(%rip), %rdx
	jmp	.L1276
	.cfi_endproc
.LFE248:
	.size	apply_scenario.constprop.0, .-apply_scenario.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC221:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC222:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC223:
	.string	"#2e8b57"
.LC224:
	.string	"#1f5fbf"
.LC225:
	.string	"closed: one sample of %s us"
.LC226:
	.string	"open: %lu requests delayed"
.LC227:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC228:
	.string	"corrected: %lu samples imputed every %s us"
	.text
	.p2align 4
	.type	timeline_writer, @function
timeline_writer:
.LFB164:
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
	jb	.L1279
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L1279:
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
	movq	24(%rax), %rax
	testq	%rax, %rax
	js	.L1280
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L1281:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L1282
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L1283:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L1333
	cmpq	$0, -368(%rbp)
	je	.L1333
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L1287
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1288:
	subsd	%xmm2, %xmm0
	movsd	.LC149(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L1289
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1290:
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
	js	.L1291
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L1292:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC149(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L1331
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L1296
	.p2align 4,,10
	.p2align 3
.L1349:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1295:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC149(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L1348
.L1296:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L1349
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1295
	.p2align 4,,10
	.p2align 3
.L1348:
	movsd	.LC150(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L1293:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -352(%rbp)
	movsd	%xmm1, -344(%rbp)
	call	nice_step
	movq	%r12, %xmm4
	movsd	.LC49(%rip), %xmm5
	movsd	.LC48(%rip), %xmm7
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm1
	movsd	-352(%rbp), %xmm2
	movapd	%xmm4, %xmm0
	andpd	%xmm5, %xmm0
	ucomisd	%xmm0, %xmm7
	ja	.L1350
.L1297:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC149(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	8(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L1298
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1299:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC221(%rip), %rdx
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
	leaq	.LC151(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rsi
	leaq	.LC152(%rip), %rcx
	movq	%r14, %rdi
	leaq	.LC222(%rip), %rdx
	movq	%rsi, -400(%rbp)
	call	svg_axes
	movsd	-328(%rbp), %xmm5
	subsd	-320(%rbp), %xmm5
	movapd	%xmm5, %xmm0
	movsd	%xmm5, -336(%rbp)
	call	nice_step
	movsd	-320(%rbp), %xmm4
	movsd	.LC49(%rip), %xmm1
	movsd	.LC48(%rip), %xmm6
	movapd	%xmm0, %xmm5
	movq	.LC149(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L1351
.L1300:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L1352
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC154(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L1306:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC49(%rip), %xmm0
	leaq	.LC164(%rip), %rdx
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
	mulsd	.LC43(%rip), %xmm1
	addsd	.LC44(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	-312(%rbp), %xmm4
	addsd	-352(%rbp), %xmm4
	movsd	-328(%rbp), %xmm6
	movq	.LC149(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L1306
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L1307:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L1353
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
	jmp	.L1312
	.p2align 4,,10
	.p2align 3
.L1355:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1309:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L1310
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1311:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L1354
.L1312:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L1355
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1309
	.p2align 4,,10
	.p2align 3
.L1310:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1311
	.p2align 4,,10
	.p2align 3
.L1354:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC227(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC149(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L1356
.L1327:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L1320
	.p2align 4,,10
	.p2align 3
.L1358:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1317:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L1318
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L1319:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L1357
.L1320:
	testq	%rdx, %rdx
	jns	.L1358
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1317
	.p2align 4,,10
	.p2align 3
.L1318:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1319
	.p2align 4,,10
	.p2align 3
.L1357:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC223(%rip), %r9
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
	movq	.LC149(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L1315
.L1314:
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
	jmp	.L1326
	.p2align 4,,10
	.p2align 3
.L1359:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1323:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L1324
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1325:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L1315
.L1326:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L1359
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1323
	.p2align 4,,10
	.p2align 3
.L1324:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1325
	.p2align 4,,10
	.p2align 3
.L1353:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC227(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC149(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L1327
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC223(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L1315:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC224(%rip), %r9
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
	leaq	.LC225(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC224(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC159(%rip), %rbx
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
	leaq	.LC226(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC227(%rip), %rax
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
	leaq	.LC228(%rip), %rdx
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
	leaq	.LC38(%rip), %rax
	pushq	%r13
	movl	$96, %r9d
	movl	$92, %edx
	movq	%rbx, %rsi
	pushq	$100
	movl	$120, %r8d
	movq	%r14, %rdi
	pushq	$126
	pushq	%rax
	leaq	.LC223(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC155(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1278:
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
.L1351:
	.cfi_restore_state
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC50(%rip), %xmm7
	andnpd	%xmm4, %xmm1
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm1, %xmm4
	jmp	.L1300
	.p2align 4,,10
	.p2align 3
.L1350:
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC50(%rip), %xmm7
	andnpd	%xmm4, %xmm5
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm5, %xmm4
	jmp	.L1297
	.p2align 4,,10
	.p2align 3
.L1298:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1299
	.p2align 4,,10
	.p2align 3
.L1291:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L1292
	.p2align 4,,10
	.p2align 3
.L1289:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1290
	.p2align 4,,10
	.p2align 3
.L1287:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1288
	.p2align 4,,10
	.p2align 3
.L1282:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L1283
	.p2align 4,,10
	.p2align 3
.L1280:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L1281
	.p2align 4,,10
	.p2align 3
.L1331:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L1293
	.p2align 4,,10
	.p2align 3
.L1352:
	leaq	-240(%rbp), %r12
	jmp	.L1307
	.p2align 4,,10
	.p2align 3
.L1356:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC223(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC149(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L1314
.L1333:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1278
	.cfi_endproc
.LFE164:
	.size	timeline_writer, .-timeline_writer
	.p2align 4
	.type	cqr_first_end, @function
cqr_first_end:
.LFB98:
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
	jne	.L1377
	movl	16(%rdi), %eax
	movl	$0, 24(%rdi)
	movq	%rdi, %r10
	movq	$99999, 96(%rsp)
	movq	$0, 104(%rsp)
	testl	%eax, %eax
	je	.L1390
.L1363:
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
.L1376:
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
	je	.L1391
	movq	72(%rsp), %rax
	movq	128(%rsp), %rdi
	movq	24(%rsp), %rsi
	addl	$1, 24(%rax)
	cmpq	%rsi, %rdi
	jnb	.L1366
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
.L1367:
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
	jnc	.L1370
	addq	$1, %rsi
	addq	%r11, %rbx
	addq	%r8, %rdi
	cmpq	$16383, %rsi
	jbe	.L1392
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
	jmp	.L1367
	.p2align 4,,10
	.p2align 3
.L1392:
	movq	%rsi, %r13
	movl	$1, %eax
	xorl	%ecx, %ecx
	jmp	.L1367
	.p2align 4,,10
	.p2align 3
.L1370:
	movq	136(%rsp), %rbx
	movq	%r13, 240(%rbx)
	movq	%rdi, 312(%rbx)
	movq	%r12, 360(%rbx)
	testl	%ecx, %ecx
	je	.L1393
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	movq	64(%rsp), %rax
	subl	$16, %ecx
	movl	%ecx, 192(%rax)
.L1365:
	addq	$8, 56(%rsp)
	addq	$8, %rbx
	addq	$4, 64(%rsp)
	cmpq	%rbx, 112(%rsp)
	jne	.L1376
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
.L1360:
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
.L1391:
	.cfi_restore_state
	movq	64(%rsp), %rax
	movl	$1, (%rax)
	jmp	.L1365
	.p2align 4,,10
	.p2align 3
.L1366:
	movq	72(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax), %rax
	movq	%rax, 32(%rsp)
	subq	$1, %rax
	je	.L1368
	.p2align 4,,10
	.p2align 3
.L1369:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L1379
	movq	%rax, %rdx
	shrq	%cl, %rdx
	testq	%rdx, %rdx
	jne	.L1369
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
.L1368:
	movq	64(%rsp), %rax
	movq	24(%rsp), %rdi
	movl	$1, 24(%rax)
	movq	$0, 144(%rbx)
	movq	%rdi, 192(%rbx)
	movq	$0, 240(%rbx)
	movq	$0, 312(%rbx)
	movl	%ecx, 192(%rax)
	jmp	.L1365
	.p2align 4,,10
	.p2align 3
.L1393:
	movq	24(%rsp), %rax
	imulq	%rbp, %r12
	subq	%rdi, %rax
	movq	72(%rsp), %rdi
	subq	%r12, %rax
	movq	(%rdi), %rdi
	movq	%rdi, %rdx
	movq	%rdi, 24(%rsp)
	subq	$1, %rdx
	je	.L1374
	.p2align 4,,10
	.p2align 3
.L1375:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L1381
	movq	%rdx, %rsi
	shrq	%cl, %rsi
	testq	%rsi, %rsi
	jne	.L1375
	movl	$16, %edx
	cmpl	%edx, %ecx
	cmovnb	%ecx, %edx
	leal	-16(%rdx), %ecx
.L1374:
	movq	64(%rsp), %rdi
	movl	$1, 24(%rdi)
	movq	%r13, 144(%rbx)
	movq	%rax, 192(%rbx)
	movq	$0, 240(%rbx)
	movq	$0, 312(%rbx)
	movl	%ecx, 192(%rdi)
	jmp	.L1365
	.p2align 4,,10
	.p2align 3
.L1390:
	movq	$50000, 96(%rsp)
	movq	$0, 104(%rsp)
	jmp	.L1363
	.p2align 4,,10
	.p2align 3
.L1379:
	movl	$48, %ecx
	jmp	.L1368
.L1381:
	movl	$48, %ecx
	jmp	.L1374
.L1377:
	movl	$-2, %eax
	jmp	.L1360
	.cfi_endproc
.LFE98:
	.size	cqr_first_end, .-cqr_first_end
	.section	.rodata.str1.1
.LC229:
	.string	"ok %s\n"
.LC230:
	.string	"%s"
.LC231:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB206:
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
	je	.L1406
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1399:
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
	jc	.L1399
	leaq	80(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC230(%rip), %rdx
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
.L1402:
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
	jc	.L1402
	leaq	(%rbx,%rsi), %rcx
	leaq	32(%rsp), %rbx
	movq	24(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC230(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC231(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1394:
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
.L1406:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC229(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1394
	.cfi_endproc
.LFE206:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC232:
	.string	"parse_time '%s'%s"
.LC233:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB207:
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
	jne	.L1413
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC233(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC232(%rip), %rdx
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
.L1413:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC8(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC232(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L1414
.L1410:
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
.L1414:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L1410
	.cfi_endproc
.LFE207:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.1
.LC234:
	.string	"RESULT set=%s"
.LC235:
	.string	" n=%lu"
.LC236:
	.string	" %s_ns=%lu"
	.section	.rodata.str1.8
	.align 8
.LC237:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.text
	.p2align 4
	.type	print_result_set, @function
print_result_set:
.LFB133:
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
	leaq	.LC236(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	leaq	8(%rbx), %r15
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	movq	%rsi, 24(%rsp)
	movq	%rdi, %rsi
	leaq	.LC234(%rip), %rdi
	call	printf@PLT
	movq	(%rbx), %rsi
	leaq	.LC235(%rip), %rdi
	xorl	%eax, %eax
	leaq	PCT_NAME(%rip), %rbx
	call	printf@PLT
	leaq	48(%rbx), %r14
	.p2align 4,,10
	.p2align 3
.L1416:
	movq	(%r15), %rdx
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %r15
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L1416
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
.L1419:
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
	jc	.L1419
	leaq	32(%rsp), %rbp
	addq	%rbx, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC230(%rip), %rdx
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	24(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax), %r8
	movq	56(%rax), %rax
	testq	%r8, %r8
	je	.L1420
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
.L1420:
	movq	%rbx, %rdi
	leaq	.LC143(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	24(%rsp), %rax
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC237(%rip), %rdi
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
.LFE133:
	.size	print_result_set, .-print_result_set
	.section	.rodata.str1.8
	.align 8
.LC238:
	.string	"CHECK FAILED rep=%u %s %s expected=%s actual=%s\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB116:
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
	je	.L1438
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1431:
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
	jc	.L1431
	leaq	96(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC230(%rip), %rdx
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
.L1434:
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
	jc	.L1434
	leaq	(%rbx,%rsi), %rcx
	leaq	48(%rsp), %rbx
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC230(%rip), %rdx
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
.L1426:
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
.L1438:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L1426
	.cfi_endproc
.LFE116:
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
.LFB117:
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
.L1440:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L1441:
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
	jne	.L1441
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbp
	xorl	%r9d, %r9d
	movq	%rbx, %rdx
	movq	$0, 56(%rsp)
	leaq	.LC5(%rip), %rcx
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
	jne	.L1440
	movq	72(%rsp), %rbx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC0(%rip), %rcx
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
.LFE117:
	.size	check_outcome, .-check_outcome
	.section	.rodata.str1.8
	.align 8
.LC245:
	.string	"bench: out of memory for %lu connections\n"
	.align 8
.LC246:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	walk_all, @function
walk_all:
.LFB125:
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
	movq	%rcx, %r13
	movl	$11, %ecx
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
	subq	$33112, %rsp
	.cfi_def_cfa_offset 33168
	leaq	128(%rsp), %rdi
	movl	%esi, 36(%rsp)
	movq	%rdx, 48(%rsp)
	movq	%r9, 72(%rsp)
	movq	$0, 124(%rsp)
	movq	$0, 208(%rsp)
	rep stosq
	movl	%esi, 120(%rsp)
	andl	$-3, %esi
	movl	$1, %edi
	movq	%rbx, 112(%rsp)
	je	.L1446
	movq	120(%rbx), %rdi
.L1446:
	cmpq	$0, 8(%rbx)
	movq	%rdi, 176(%rsp)
	movq	$-1, %rax
	je	.L1447
	movq	24(%rbx), %rax
.L1447:
	movl	$8, %esi
	movq	%rax, 128(%rsp)
	call	calloc@PLT
	movq	%rax, 64(%rsp)
	movq	%rax, 168(%rsp)
	testq	%rax, %rax
	je	.L1448
	movq	33168(%rsp), %rax
	leaq	224(%rsp), %rbp
	movq	%rbx, %rsi
	leaq	336(%rsp), %rbx
	movq	%rbp, %rdi
	movq	$0, (%rax)
	movq	$0, (%r12)
	call	due_restart
	leaq	96(%rsp), %rax
	movq	%rax, 8(%rsp)
	leaq	112(%rsp), %rax
	movq	%rax, 40(%rsp)
	leaq	88(%rsp), %rax
	movq	%rax, 56(%rsp)
	.p2align 4,,10
	.p2align 3
.L1449:
	xorl	%r14d, %r14d
	cmpl	$3, 36(%rsp)
	je	.L1477
	movq	224(%rsp), %rax
	movl	$4096, %esi
	movq	96(%rax), %rdx
	movq	232(%rsp), %rax
	movq	%rdx, %r14
	subq	%rax, %r14
	cmpq	%rsi, %r14
	cmova	%rsi, %r14
	cmpq	%rax, %rdx
	je	.L1477
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L1452:
	movq	%rbp, %rdi
	call	due_next
	movq	%rax, (%rbx,%r15,8)
	addq	$1, %r15
	cmpq	%r14, %r15
	jb	.L1452
.L1477:
	movq	%rbp, 24(%rsp)
	movq	%rbx, %r15
.L1456:
	movq	8(%rsp), %rsi
	movl	$1, %edi
	movq	%r15, 144(%rsp)
	movq	%r14, 152(%rsp)
	movq	$0, 160(%rsp)
	call	clock_gettime@PLT
	movq	48(%rsp), %rcx
	movq	(%r12), %rax
	movq	%r13, %rdx
	movq	104(%rsp), %r9
	movq	40(%rsp), %rdi
	imulq	$1000000000, 96(%rsp), %rbp
	leaq	(%rcx,%rax,8), %rsi
	subq	%rax, %rdx
	movq	%r9, 16(%rsp)
	call	walk_run
	movq	8(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, %rbx
	call	clock_gettime@PLT
	movq	16(%rsp), %r9
	imulq	$1000000000, 96(%rsp), %rax
	movq	33168(%rsp), %rcx
	subq	%r9, %rax
	addq	104(%rsp), %rax
	subq	%rbp, %rax
	addq	%rax, (%rcx)
	movq	(%r12), %rax
	addq	%rbx, %rax
	movq	%rax, (%r12)
	cmpq	%r14, 160(%rsp)
	jb	.L1455
	cmpq	%r13, %rax
	jne	.L1454
	cmpl	$3, 36(%rsp)
	je	.L1480
.L1454:
	movq	%rbx, %r8
	movq	24(%rsp), %rbp
	movq	%r15, %rbx
	orq	%r14, %r8
	jne	.L1449
.L1457:
	movq	272(%rsp), %rdi
	call	free@PLT
	movq	264(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1458
	call	fclose@PLT
.L1458:
	movq	136(%rsp), %rax
	movq	72(%rsp), %rcx
	movq	64(%rsp), %rdi
	movq	%rax, (%rcx)
	call	free@PLT
	movq	200(%rsp), %rax
	addq	$33112, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1480:
	.cfi_restore_state
	movq	56(%rsp), %rsi
	movq	40(%rsp), %rdi
	movl	$1, %edx
	call	walk_run
	testq	%rax, %rax
	jne	.L1455
	orq	%rbx, %r14
	je	.L1457
	xorl	%r14d, %r14d
	jmp	.L1456
.L1455:
	movq	stderr(%rip), %rdi
	movq	%r13, %rdx
	leaq	.LC246(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L1448:
	movq	stderr(%rip), %rdi
	movq	120(%rbx), %rdx
	leaq	.LC245(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %edi
	call	exit@PLT
	.cfi_endproc
.LFE125:
	.size	walk_all, .-walk_all
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB156:
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
	subq	$584, %rsp
	.cfi_def_cfa_offset 640
	movdqu	(%rdi), %xmm1
	movdqu	16(%rdi), %xmm2
	movdqu	32(%rdi), %xmm3
	movdqu	48(%rdi), %xmm4
	movdqu	64(%rdi), %xmm5
	movdqu	80(%rdi), %xmm6
	movaps	%xmm1, 144(%rsp)
	movdqu	96(%rdi), %xmm7
	movdqu	112(%rdi), %xmm1
	movaps	%xmm2, 160(%rsp)
	movaps	%xmm3, 176(%rsp)
	movdqu	128(%rdi), %xmm2
	movdqu	144(%rdi), %xmm3
	movaps	%xmm4, 192(%rsp)
	movdqu	160(%rdi), %xmm4
	movaps	%xmm5, 208(%rsp)
	movaps	%xmm6, 224(%rsp)
	movaps	%xmm7, 240(%rsp)
	movaps	%xmm1, 256(%rsp)
	movaps	%xmm2, 272(%rsp)
	movaps	%xmm3, 288(%rsp)
	movaps	%xmm4, 304(%rsp)
	movups	%xmm0, (%rdx)
	movups	%xmm0, 16(%rdx)
	movups	%xmm0, 32(%rdx)
	movq	8(%rdi), %rbp
	testq	%rbp, %rbp
	je	.L1501
	cmpl	$0, 112(%rdi)
	movq	%rdi, %r10
	jne	.L1501
	cmpl	$0, 32(%rdi)
	movq	%rdx, %rbx
	jne	.L1483
	movq	%rsi, %r11
	call	closed_form_gap.part.0
	testq	%rax, %rax
	je	.L1516
.L1483:
	movq	240(%rsp), %rbp
	movl	$262144, %eax
	cmpq	%rax, %rbp
	cmova	%rax, %rbp
	movq	%rbp, 240(%rsp)
	salq	$3, %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rbp, %rdi
	movq	%rax, (%rbx)
	movq	%rax, %r13
	call	malloc@PLT
	movq	%rbp, %rdi
	movq	%rax, 8(%rbx)
	movq	%rax, %r12
	call	malloc@PLT
	testq	%r13, %r13
	sete	%dl
	testq	%r12, %r12
	movq	%rax, 16(%rbx)
	sete	%cl
	orb	%cl, %dl
	jne	.L1502
	testq	%rax, %rax
	je	.L1502
	leaq	40(%rsp), %rdx
	xorl	%eax, %eax
	movl	$24, %ecx
	cmpq	$0, 216(%rsp)
	movq	%rdx, %rdi
	leaq	144(%rsp), %r14
	rep stosl
	movq	%r14, 32(%rsp)
	je	.L1484
.L1515:
	leaq	72(%rsp), %r15
.L1485:
	xorl	%ebp, %ebp
	leaq	32(%rsp), %r13
	cmpq	$0, 240(%rsp)
	je	.L1491
	.p2align 4,,10
	.p2align 3
.L1488:
	movq	16(%rbx), %rax
	movq	%r13, %rdi
	leaq	(%rax,%rbp,8), %r12
	addq	$1, %rbp
	call	due_next
	movq	%rax, (%r12)
	cmpq	240(%rsp), %rbp
	jb	.L1488
.L1491:
	movq	%r15, %rdi
	leaq	8(%rsp), %r12
	leaq	24(%rsp), %rbp
	call	numbers_close
	movq	16(%rbx), %rax
	movq	%r12, %r9
	movq	%rbp, %r8
	movl	$1, %esi
	movq	%r14, %rdi
	movq	%rax, 216(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 648
	leaq	24(%rsp), %r13
	pushq	%r13
	.cfi_def_cfa_offset 656
	movq	256(%rsp), %rcx
	movq	(%rbx), %rdx
	call	walk_all
	movq	8(%rbx), %rdx
	xorl	%esi, %esi
	movq	%r12, %r9
	movq	256(%rsp), %rcx
	movq	%rbp, %r8
	movq	%r14, %rdi
	movq	%r13, (%rsp)
	call	walk_all
	movq	256(%rsp), %rcx
	movq	32(%rbx), %rax
	movq	%rcx, 24(%rbx)
	popq	%rdx
	.cfi_def_cfa_offset 648
	popq	%rsi
	.cfi_def_cfa_offset 640
	cmpq	%rcx, %rax
	jnb	.L1517
	movq	16(%rbx), %r8
	movq	8(%rbx), %rsi
	movq	168(%rsp), %rdi
	jmp	.L1492
	.p2align 4,,10
	.p2align 3
.L1494:
	addq	$1, %rax
	movq	%rax, 32(%rbx)
	cmpq	%rax, %rcx
	je	.L1493
.L1492:
	movq	(%rsi,%rax,8), %rdx
	addq	(%r8,%rax,8), %rdx
	cmpq	%rdx, %rdi
	jnb	.L1494
	movq	%rax, 40(%rbx)
	cmpq	%rcx, %rax
	jnb	.L1497
	movq	144(%rsp), %rdi
	movq	%rax, %rdx
	jmp	.L1496
	.p2align 4,,10
	.p2align 3
.L1498:
	addq	$1, %rdx
	movq	%rdx, 40(%rbx)
	cmpq	%rdx, %rcx
	je	.L1497
.L1496:
	cmpq	(%rsi,%rdx,8), %rdi
	jb	.L1498
.L1497:
	cmpq	%rcx, %rax
	setnb	%al
	movzbl	%al, %eax
	jmp	.L1481
.L1501:
	movl	$1, %eax
.L1481:
	addq	$584, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
.L1516:
	.cfi_restore_state
	movq	40(%r10), %rcx
	movq	24(%r10), %rax
	xorl	%edx, %edx
	divq	%rcx
	subq	(%r10), %rcx
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rbp, %rax
	divq	%rcx
	leaq	1(%r11,%rsi), %rcx
	addq	%rcx, %rax
	cmpq	$1, %rdx
	movq	96(%r10), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	movq	%rax, 240(%rsp)
	jmp	.L1483
.L1484:
	movl	176(%rsp), %eax
	testl	%eax, %eax
	je	.L1515
	subl	$1, %eax
	je	.L1518
	leaq	320(%rsp), %rbp
	leaq	72(%rsp), %r15
	xorl	%ecx, %ecx
	movl	$256, %r9d
	movq	208(%rsp), %rsi
	movq	%rbp, %r8
	leaq	.LC145(%rip), %rdx
	movq	%r15, %rdi
	call	numbers_open
	testl	%eax, %eax
	je	.L1485
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC146(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
.L1518:
	movsd	192(%rsp), %xmm0
	movq	200(%rsp), %rax
	movsd	%xmm0, 48(%rsp)
	movq	%rax, 64(%rsp)
	jmp	.L1515
.L1517:
	movq	%rax, 40(%rbx)
	jmp	.L1497
.L1502:
	orl	$-1, %eax
	jmp	.L1481
.L1493:
	movq	%rcx, 40(%rbx)
	jmp	.L1497
	.cfi_endproc
.LFE156:
	.size	first_stall_window, .-first_stall_window
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB57:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L1526
	testq	%r8, %r8
	je	.L1526
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
	jne	.L1519
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L1529
.L1521:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L1519:
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
.L1526:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L1529:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L1524
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L1522:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L1530
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L1521
	.p2align 4,,10
	.p2align 3
.L1524:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L1522
.L1530:
	movl	$1, 24(%rbx)
	jmp	.L1519
	.cfi_endproc
.LFE57:
	.size	dist_add, .-dist_add
	.p2align 4
	.type	closed_form, @function
closed_form:
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
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$216, %rsp
	.cfi_def_cfa_offset 272
	movq	40(%rdi), %r12
	movq	(%rdi), %r15
	movq	96(%rdi), %r9
	movq	120(%rdi), %rax
	movq	%r12, %rsi
	movq	8(%rdi), %r13
	leaq	-1(%r9), %r11
	subq	%r15, %rsi
	movq	%rax, 48(%rsp)
	movq	%r11, 8(%rsp)
	movq	%rsi, (%rsp)
	testq	%r13, %r13
	je	.L1532
	xorl	%eax, %eax
	movl	$36, %ecx
	movq	%rbp, %rdi
	xorl	%edx, %edx
	rep stosq
	movq	%rax, 24(%rsp)
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 96(%rsp)
	pxor	%xmm0, %xmm0
	movq	24(%rbx), %rax
	movaps	%xmm0, 112(%rsp)
	movaps	%xmm0, 128(%rsp)
	divq	%r12
	movaps	%xmm0, 144(%rsp)
	movaps	%xmm0, 160(%rsp)
	movaps	%xmm0, 176(%rsp)
	movaps	%xmm0, 192(%rsp)
	movq	%rax, %r10
	cmpq	%rax, %r11
	jnb	.L1586
.L1533:
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
.L1535:
	movq	8(%rsp), %rax
	imulq	%r12, %rax
	addq	%r15, %rax
	movq	%rax, 264(%rbp)
	movl	112(%rbx), %eax
	testl	%eax, %eax
	je	.L1587
.L1537:
	cmpl	$1, %eax
	jne	.L1546
	subq	%r11, %r9
	movq	%r9, %r8
	testq	%r11, %r11
	je	.L1547
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
	jb	.L1548
	movq	40(%rsp), %r10
	movq	32(%rsp), %rax
	imulq	%r10, %r12
	addq	%rax, %r12
	jmp	.L1545
	.p2align 4,,10
	.p2align 3
.L1532:
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
	jmp	.L1533
	.p2align 4,,10
	.p2align 3
.L1546:
	movq	8(%rbx), %r15
	movq	(%rbx), %rsi
	movq	104(%rbx), %rdi
	testq	%r15, %r15
	je	.L1550
	movq	16(%rbx), %r8
	movq	24(%rbx), %r9
	xorl	%r12d, %r12d
	xorl	%ecx, %ecx
	xorl	%r14d, %r14d
	.p2align 4,,10
	.p2align 3
.L1551:
	movq	%r14, %rdx
	xorl	%eax, %eax
	imulq	%r8, %rdx
	addq	%r9, %rdx
	cmpq	%r12, %rdx
	jb	.L1554
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rsi
.L1554:
	testq	%rdi, %rdi
	je	.L1555
	movq	%rsi, %rdx
	imulq	%rax, %rdx
	addq	%r12, %rdx
	cmpq	%rdi, %rdx
	setnb	%dl
.L1556:
	testb	%dl, %dl
	jne	.L1557
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%rsi, %rax
	addq	%r15, %rax
	addq	%rax, %r12
	addq	$1, %r14
	je	.L1551
	testq	%r8, %r8
	jne	.L1551
.L1557:
	testq	%rdi, %rdi
	jne	.L1588
.L1553:
	movq	96(%rbx), %r8
	movq	%r8, %rax
	subq	%rcx, %rax
.L1560:
	testq	%rax, %rax
	je	.L1559
	imulq	%rsi, %rax
	addq	%rax, %r12
.L1559:
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
	jmp	.L1545
	.p2align 4,,10
	.p2align 3
.L1586:
	xorl	%edx, %edx
	movq	%r13, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$0, %rax
	movq	%rax, %rcx
	movq	%rax, 80(%rsp)
	movq	16(%rbx), %rax
	leaq	1(%rcx), %r14
	cmpq	%r12, %rax
	jnb	.L1589
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	movl	$1, %r11d
.L1534:
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
	je	.L1535
	movq	8(%rsp), %rcx
	subq	%r10, %rcx
	cmpq	%rcx, 80(%rsp)
	jb	.L1535
	movq	88(%rsp), %rax
	movq	%r12, %rdx
	imulq	%r10, %rdx
	imulq	%r15, %rax
	addq	%r13, %rdx
	addq	%rdx, %rax
	movq	%rax, 264(%rbp)
	movl	112(%rbx), %eax
	testl	%eax, %eax
	jne	.L1537
.L1587:
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
.L1544:
	movq	32(%rsp), %rax
	movq	120(%rbx), %rbp
	movq	%r14, %rcx
	movq	8(%rbx), %r15
	movq	40(%rbx), %r12
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
	jb	.L1538
	movq	(%rsp), %rdi
	movq	%r12, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r14, %rbp
	jnb	.L1540
	movq	40(%rsp), %r11
	movq	%r15, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r12
	leaq	-1(%r14), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%rbp, %rdx
	jnb	.L1590
.L1541:
	addq	$1, %rax
	cmpq	%rax, %rbp
	cmovb	%rax, %rbp
	cmpq	%r14, %rbp
	jb	.L1566
.L1540:
	cmpq	$8, %r13
	je	.L1543
.L1591:
	movq	24(%rsp), %r14
	movl	$8, %r13d
	jmp	.L1544
	.p2align 4,,10
	.p2align 3
.L1555:
	leaq	(%rcx,%rax), %rdx
	cmpq	96(%rbx), %rdx
	setnb	%dl
	jmp	.L1556
	.p2align 4,,10
	.p2align 3
.L1538:
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r12, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r14, %rbp
	jnb	.L1540
.L1566:
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
	jne	.L1591
.L1543:
	movq	56(%rsp), %rbp
	movq	(%rsp), %r13
	movq	248(%rbp), %rax
	movq	264(%rbp), %r12
	movq	%rax, 240(%rbp)
.L1545:
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	movq	%r12, 256(%rbp)
	jne	.L1565
	movl	160(%rbx), %edx
	movq	152(%rbx), %rsi
	movq	%rbp, %rcx
	movq	%r13, %rdi
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L1562
	movl	160(%rbx), %edx
	movq	152(%rbx), %rsi
	leaq	80(%rbp), %rcx
	movq	16(%rsp), %rdi
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L1562
	movq	128(%rbx), %rsi
	movl	136(%rbx), %edx
	movq	%rsi, 272(%rbp)
	testl	%edx, %edx
	je	.L1563
	movq	0(%rbp), %rcx
	movq	48(%rsp), %rdi
	xorl	%edx, %edx
	movq	$-1, %rsi
	movq	%rcx, %rax
	divq	%rdi
	subq	%rdx, %rcx
	cmpq	%rdi, %rcx
	jb	.L1564
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
.L1564:
	movq	%rsi, 272(%rbp)
.L1563:
	leaq	176(%rsp), %r12
	movq	%r13, %rdi
	movq	%r12, %rdx
	call	dist_correct
	movl	200(%rsp), %eax
	testl	%eax, %eax
	jne	.L1565
	movl	160(%rbx), %edx
	movq	152(%rbx), %rsi
	movq	%r12, %rdi
	leaq	160(%rbp), %rcx
	call	dist_summarise
	movl	%eax, %r12d
.L1562:
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
.L1547:
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
.L1548:
	movq	8(%rsp), %rax
	imulq	%rax, %r12
	addq	%r15, %r12
	jmp	.L1545
	.p2align 4,,10
	.p2align 3
.L1588:
	movq	%rcx, %r8
	cmpq	%rdi, %r12
	jnb	.L1559
	subq	%r12, %rdi
.L1552:
	xorl	%edx, %edx
	movq	%rdi, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	leaq	(%rax,%rcx), %r8
	jmp	.L1560
	.p2align 4,,10
	.p2align 3
.L1589:
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
	jmp	.L1534
	.p2align 4,,10
	.p2align 3
.L1590:
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
	jmp	.L1541
.L1565:
	movl	$-1, %r12d
	jmp	.L1562
.L1550:
	xorl	%r12d, %r12d
	xorl	%ecx, %ecx
	xorl	%r14d, %r14d
	testq	%rdi, %rdi
	jne	.L1552
	jmp	.L1553
	.cfi_endproc
.LFE68:
	.size	closed_form, .-closed_form
	.p2align 4
	.type	walk_outcome, @function
walk_outcome:
.LFB114:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movq	%rdx, %r8
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
	movq	%rdi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$2088, %rsp
	.cfi_def_cfa_offset 2144
	movq	%rdi, 96(%rsp)
	leaq	704(%rsp), %rdi
	movq	%rcx, 136(%rsp)
	movl	$172, %ecx
	movq	%rdi, %r13
	movq	%rsi, 16(%rsp)
	movq	%rdi, 80(%rsp)
	rep stosq
	movq	$0, (%rdx)
	movq	%r8, %rcx
	movq	$0, 280(%rdx)
	movq	%r14, %rdx
	andq	$-8, %rdx
	movq	%r8, (%rsp)
	subq	%rdx, %rcx
	movq	%rdx, %rdi
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	movl	$524288, %edi
	call	malloc@PLT
	movl	$524288, %edi
	movq	%rax, %rbx
	movq	%rax, 2056(%rsp)
	call	malloc@PLT
	testq	%rbx, %rbx
	movq	%r14, 8(%rsp)
	movl	160(%r12), %ebx
	sete	%r15b
	testq	%rax, %rax
	movq	%rax, 2064(%rsp)
	movq	152(%r12), %r12
	sete	%al
	orl	%eax, %r15d
	movzbl	%r15b, %ebp
	leaq	1504(%rsp), %r15
.L1593:
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
	jne	.L1593
	movq	96(%rsp), %rax
	movq	(%rsp), %r8
	movq	8(%rsp), %r14
	movl	136(%rax), %edi
	testl	%edi, %edi
	je	.L1744
.L1594:
	testl	%ebp, %ebp
	jne	.L1595
	movl	2048(%rsp), %eax
	movq	%r8, 128(%rsp)
	movl	$0, 160(%rsp)
	movl	%eax, 36(%rsp)
	movq	%r15, 72(%rsp)
	movq	%r14, 168(%rsp)
	.p2align 4,,10
	.p2align 3
.L1596:
	movl	776(%rsp), %r10d
	movl	1176(%rsp), %edx
	testl	%r10d, %r10d
	jle	.L1745
	movq	96(%rsp), %rax
	testl	%edx, %edx
	leaq	by_kind.5(%rip), %rdi
	movl	36(%rsp), %esi
	setg	%r12b
	setg	115(%rsp)
	movl	112(%rax), %eax
	movzbl	%r12b, %r12d
	movl	$1, 176(%rsp)
	movl	%r12d, 180(%rsp)
	movl	(%rdi,%rax,4), %r14d
	movq	%r14, %rax
	testl	%esi, %esi
	je	.L1746
	movl	$1, 36(%rsp)
	movb	$1, 114(%rsp)
.L1671:
	movl	1528(%rsp), %ecx
	testl	%ecx, %ecx
	jle	.L1597
.L1669:
	movl	$1, 184(%rsp)
	movl	%r12d, 188(%rsp)
	movl	$1, 36(%rsp)
.L1598:
	cmpl	$3, %eax
	movl	$1, %eax
	cmovne	%eax, %r12d
.L1600:
	leaq	336(%rsp), %rdi
	xorl	%eax, %eax
	movl	$46, %ecx
	movl	184(%rsp), %r13d
	movq	%rdi, 56(%rsp)
	pxor	%xmm0, %xmm0
	rep stosq
	movq	16(%rsp), %rax
	movaps	%xmm0, 192(%rsp)
	movq	%rax, 336(%rsp)
	testl	%r13d, %r13d
	jne	.L1601
	movq	%rax, 520(%rsp)
	movl	188(%rsp), %eax
	movl	%eax, 116(%rsp)
	testl	%eax, %eax
	je	.L1603
	xorl	%ebp, %ebp
.L1602:
	movq	16(%rsp), %r15
	shrq	$32, %r14
	movq	96(%rsp), %rsi
	leaq	520(%rsp), %rbx
	movq	%r14, %rdx
	movq	%rbx, %rdi
	call	*(%r15)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
	je	.L1605
	testl	%r13d, %r13d
	je	.L1606
	movq	56(%rsp), %rdi
	call	*24(%r15)
.L1607:
	movl	160(%rsp), %eax
	orl	%ebp, %eax
	jne	.L1747
	movq	128(%rsp), %rax
	movq	96(%rsp), %rsi
	leaq	208(%rsp), %rdx
	movq	%rbx, %rdi
	leaq	264(%rax), %rcx
	leaq	248(%rax), %r8
	movq	16(%rsp), %rax
	call	*32(%rax)
	cmpq	$0, 136(%rsp)
	je	.L1742
	movq	200(%rsp), %rax
	testq	%rax, %rax
	js	.L1646
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1647:
	movq	208(%rsp), %rax
	testq	%rax, %rax
	je	.L1648
	js	.L1649
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1650:
	divsd	%xmm1, %xmm0
.L1648:
	movq	136(%rsp), %rax
	movsd	%xmm0, 8(%rax)
.L1742:
	movq	16(%rsp), %rax
	movq	%rbx, %rdi
	call	*24(%rax)
.L1645:
	cmpb	$0, 114(%rsp)
	jne	.L1748
.L1652:
	cmpb	$0, 115(%rsp)
	jne	.L1653
	movl	36(%rsp), %r11d
	testl	%r11d, %r11d
	jne	.L1749
.L1655:
	movl	2048(%rsp), %eax
	movl	%eax, 36(%rsp)
	testl	%eax, %eax
	jne	.L1660
	movq	96(%rsp), %rax
	movq	2072(%rsp), %rsi
	movl	160(%rax), %ebp
	movq	152(%rax), %rbx
	movq	120(%rax), %rdx
	movq	128(%rsp), %rax
	movq	256(%rax), %rdi
	movq	16(%rsp), %rax
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
	movl	%ebp, 1520(%rsp)
	movl	$1, 1528(%rsp)
	punpcklqdq	%xmm2, %xmm0
	movaps	%xmm0, 1504(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movl	$425984, %edi
	movq	%rax, 2024(%rsp)
	movq	%rax, %rbp
	call	calloc@PLT
	movq	%rax, 2032(%rsp)
	movq	%rax, %r12
	testq	%rbp, %rbp
	je	.L1682
	testq	%rax, %rax
	je	.L1682
	movl	$1, 2048(%rsp)
	movl	$1, 36(%rsp)
.L1660:
	addl	$1, 160(%rsp)
	jmp	.L1596
	.p2align 4,,10
	.p2align 3
.L1601:
	movq	16(%rsp), %rbx
	movq	56(%rsp), %rdi
	movl	%r14d, %edx
	movq	96(%rsp), %rsi
	call	*(%rbx)
	movl	188(%rsp), %edi
	movq	%rbx, 520(%rsp)
	movl	%edi, 116(%rsp)
	testl	%edi, %edi
	je	.L1604
	xorl	%ebp, %ebp
	testl	%eax, %eax
	setne	%bpl
	jmp	.L1602
	.p2align 4,,10
	.p2align 3
.L1745:
	testl	%edx, %edx
	jle	.L1750
	movq	96(%rsp), %rax
	movl	36(%rsp), %ecx
	leaq	by_kind.5(%rip), %rdi
	movabsq	$4294967296, %rdx
	movq	%rdx, 176(%rsp)
	movl	112(%rax), %eax
	movl	(%rdi,%rax,4), %r14d
	movq	%r14, %rax
	testl	%ecx, %ecx
	jne	.L1751
	movq	%rdx, 184(%rsp)
	movl	$1, %r12d
	movb	$1, 115(%rsp)
	movb	$0, 114(%rsp)
	jmp	.L1600
.L1603:
	movl	$0, 116(%rsp)
.L1605:
	leaq	224(%rsp), %r14
	movq	96(%rsp), %rsi
	movq	%r14, %rdi
	call	due_restart
	leaq	184(%rsp), %rax
	movl	%r12d, 92(%rsp)
	movq	%rax, 40(%rsp)
	leaq	208(%rsp), %rax
	movq	%rax, 48(%rsp)
	leaq	176(%rsp), %rax
	movq	%rax, 104(%rsp)
	movl	%r13d, 164(%rsp)
	movq	%r14, 120(%rsp)
	.p2align 4,,10
	.p2align 3
.L1629:
	movl	92(%rsp), %eax
	xorl	%r15d, %r15d
	testl	%eax, %eax
	jne	.L1752
.L1609:
	movq	56(%rsp), %rax
	xorl	%r13d, %r13d
	xorl	%r14d, %r14d
	movq	%r15, 24(%rsp)
	movq	80(%rsp), %rbp
	movq	72(%rsp), %r15
	movq	%r14, %rcx
	movq	%rax, (%rsp)
	movq	40(%rsp), %rax
	movl	(%rax,%r13,4), %eax
	testl	%eax, %eax
	jne	.L1753
.L1613:
	addq	$184, (%rsp)
	addq	$400, %rbp
	testq	%r13, %r13
	jne	.L1754
	movq	40(%rsp), %rax
	movl	$1, %r13d
	movl	(%rax,%r13,4), %eax
	testl	%eax, %eax
	je	.L1613
.L1753:
	movq	16(%rsp), %rax
	movq	%rcx, 64(%rsp)
	movq	24(%rsp), %rdx
	movq	(%rsp), %rdi
	movl	%r13d, 88(%rsp)
	movq	2064(%rsp), %rsi
	call	*8(%rax)
	movq	48(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	16(%rsp), %rax
	movq	(%rsp), %rdi
	movl	$65536, %edx
	movq	2056(%rsp), %r12
	movq	216(%rsp), %r14
	imulq	$1000000000, 208(%rsp), %rbx
	movq	%r12, %rsi
	call	*16(%rax)
	movq	48(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 8(%rsp)
	call	clock_gettime@PLT
	movq	64(%rsp), %rcx
	imulq	$1000000000, 208(%rsp), %rax
	subq	%r14, %rax
	addq	216(%rsp), %rax
	subq	%rbx, %rax
	addq	%rax, 192(%rsp,%r13,8)
	movq	8(%rsp), %rax
	addq	%rcx, %rax
	movq	%rax, 64(%rsp)
	movq	104(%rsp), %rax
	movl	(%rax,%r13,4), %eax
	testl	%eax, %eax
	jne	.L1755
.L1614:
	movl	88(%rsp), %eax
	xorl	$1, %eax
	testb	%al, 36(%rsp)
	je	.L1627
	xorl	%r14d, %r14d
	cmpq	$0, 8(%rsp)
	movq	8(%rsp), %rbx
	je	.L1627
	.p2align 4,,10
	.p2align 3
.L1625:
	movq	(%r12,%r14,8), %rsi
	movq	%r15, %rdi
	addq	$1, %r14
	call	cqr_add
	cmpq	%rbx, %r14
	jb	.L1625
.L1627:
	movq	64(%rsp), %rcx
	jmp	.L1613
	.p2align 4,,10
	.p2align 3
.L1754:
	movq	24(%rsp), %r15
	movq	%rcx, %r14
	orq	%r15, %r14
	jne	.L1629
	movq	272(%rsp), %rdi
	movl	164(%rsp), %r13d
	call	free@PLT
	movq	264(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1630
	call	fclose@PLT
.L1630:
	pxor	%xmm0, %xmm0
	movups	%xmm0, 264(%rsp)
	movups	%xmm0, 280(%rsp)
	movups	%xmm0, 296(%rsp)
	movups	%xmm0, 312(%rsp)
	testl	%r13d, %r13d
	je	.L1631
	cmpl	$0, 160(%rsp)
	jne	.L1639
	movq	128(%rsp), %rax
	movq	96(%rsp), %rsi
	leaq	208(%rsp), %rdx
	movq	56(%rsp), %rdi
	leaq	256(%rax), %rcx
	leaq	240(%rax), %r8
	movq	16(%rsp), %rax
	call	*32(%rax)
	movq	208(%rsp), %rax
	cmpq	$0, 136(%rsp)
	movq	%rax, 2072(%rsp)
	je	.L1639
	movq	192(%rsp), %rdx
	testq	%rdx, %rdx
	js	.L1636
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1637:
	testq	%rax, %rax
	je	.L1642
	js	.L1640
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1641:
	divsd	%xmm1, %xmm0
.L1642:
	movq	136(%rsp), %rax
	movsd	%xmm0, (%rax)
.L1639:
	movq	16(%rsp), %rax
	movq	56(%rsp), %rdi
	call	*24(%rax)
	movl	116(%rsp), %ebx
	testl	%ebx, %ebx
	je	.L1645
.L1635:
	xorl	%ebp, %ebp
	leaq	520(%rsp), %rbx
	jmp	.L1607
	.p2align 4,,10
	.p2align 3
.L1752:
	movq	224(%rsp), %rax
	movl	$65536, %esi
	movq	2064(%rsp), %rbp
	movq	96(%rax), %rcx
	movq	232(%rsp), %rax
	movq	%rcx, %r15
	subq	%rax, %r15
	cmpq	%rsi, %r15
	cmova	%rsi, %r15
	cmpq	%rax, %rcx
	je	.L1609
	movq	120(%rsp), %r14
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L1611:
	movq	%r14, %rdi
	call	due_next
	movq	%rax, 0(%rbp,%rbx,8)
	addq	$1, %rbx
	cmpq	%r15, %rbx
	jb	.L1611
	jmp	.L1609
	.p2align 4,,10
	.p2align 3
.L1755:
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1613
	leaq	(%r12,%rax,8), %r14
	movl	68(%rbp), %eax
	movq	(%r12), %rdi
	movq	%r12, %r11
	testl	%eax, %eax
	je	.L1697
	movslq	88(%rsp), %rdx
	movslq	320(%rbp), %r10
	leaq	(%rdx,%rdx,4), %rdx
	movq	%r10, %rax
	leaq	(%rdx,%rdx,4), %r8
	leaq	(%r8,%r8), %r9
	salq	$2, %r8
	.p2align 4,,10
	.p2align 3
.L1624:
	xorl	%esi, %esi
	testl	%eax, %eax
	jle	.L1623
	.p2align 4,,10
	.p2align 3
.L1622:
	movslq	324(%rbp,%rsi,4), %rdx
	movq	%rdi, %rbx
	leaq	28(%rdx,%r9), %rcx
	subq	704(%rsp,%rcx,8), %rbx
	leaq	68(%rdx,%r8), %rcx
	movl	704(%rsp,%rcx,4), %ecx
	shrq	%cl, %rbx
	cmpq	$65535, %rbx
	ja	.L1621
	movq	376(%rbp), %rcx
	salq	$16, %rdx
	addq	%rbx, %rdx
	addq	$1, (%rcx,%rdx,8)
.L1621:
	addq	$1, %rsi
	cmpq	%r10, %rsi
	jne	.L1622
.L1623:
	addq	$8, %r11
	cmpq	%r11, %r14
	je	.L1614
	movq	(%r11), %rdi
	jmp	.L1624
.L1597:
	movl	36(%rsp), %edi
	movl	%r12d, 188(%rsp)
	movl	%edi, 184(%rsp)
	testl	%edi, %edi
	je	.L1600
	xorl	%edx, %edx
	movl	%edx, 36(%rsp)
	jmp	.L1598
	.p2align 4,,10
	.p2align 3
.L1697:
	movq	40(%rbp), %rdx
	movq	48(%rbp), %rax
	movq	%r14, %r10
	movq	%r15, %rbx
	movq	384(%rbp), %r8
	movl	$50, %r9d
	jmp	.L1616
	.p2align 4,,10
	.p2align 3
.L1620:
	movq	(%r11), %rdi
.L1616:
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
	jbe	.L1619
	bsrq	%rdi, %rsi
	movl	%r9d, %ecx
	xorq	$63, %rsi
	subl	%esi, %ecx
	movl	%ecx, %esi
	shrq	%cl, %rdi
	salq	$13, %rsi
	addq	%rsi, %rdi
.L1619:
	addq	$8, %r11
	addq	$1, (%r8,%rdi,8)
	cmpq	%r11, %r10
	jne	.L1620
	movq	%r15, 152(%rsp)
	movq	%rbx, %r15
	movq	%r14, 144(%rsp)
	jmp	.L1614
.L1604:
	testl	%eax, %eax
	je	.L1603
	movq	16(%rsp), %rax
	movq	56(%rsp), %rdi
	call	*24(%rax)
.L1595:
	movq	2024(%rsp), %rbp
	movq	2032(%rsp), %r12
	movl	$-1, %eax
	movq	2008(%rsp), %r14
	movq	2016(%rsp), %r13
.L1651:
	movq	1080(%rsp), %rdi
	movl	%eax, (%rsp)
	call	free@PLT
	movq	1088(%rsp), %rdi
	call	free@PLT
	movq	1480(%rsp), %rdi
	call	free@PLT
	movq	1488(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	movq	%r14, %rdi
	call	free@PLT
	movq	%r13, %rdi
	call	free@PLT
	movq	2056(%rsp), %rdi
	call	free@PLT
	movq	2064(%rsp), %rdi
	call	free@PLT
	movl	(%rsp), %eax
	addq	$2088, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1748:
	.cfi_restore_state
	movq	80(%rsp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L1652
.L1656:
	movq	2024(%rsp), %rbp
	movq	2032(%rsp), %r12
	movq	2008(%rsp), %r14
	movq	2016(%rsp), %r13
	jmp	.L1651
.L1653:
	leaq	1104(%rsp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	jne	.L1656
	movl	36(%rsp), %r11d
	testl	%r11d, %r11d
	je	.L1655
.L1749:
	movl	1524(%rsp), %eax
	movq	72(%rsp), %rdi
	leal	1(%rax), %edx
	movl	%edx, 1524(%rsp)
	testl	%eax, %eax
	je	.L1756
	call	cqr_end_pass.part.0
.L1659:
	testl	%eax, %eax
	je	.L1655
	jmp	.L1656
.L1606:
	movq	16(%rsp), %rax
	movq	%rbx, %rdi
	call	*24(%rax)
	jmp	.L1595
.L1750:
	movl	36(%rsp), %r9d
	testl	%r9d, %r9d
	je	.L1665
	movl	1528(%rsp), %r8d
	testl	%r8d, %r8d
	jle	.L1757
	movq	96(%rsp), %rax
	movb	$0, 114(%rsp)
	xorl	%r12d, %r12d
	movq	$0, 176(%rsp)
	movl	112(%rax), %edx
	leaq	by_kind.5(%rip), %rax
	movb	$0, 115(%rsp)
	movl	(%rax,%rdx,4), %r14d
	movq	%r14, %rax
	jmp	.L1669
.L1757:
	movq	128(%rsp), %r8
	movq	1504(%rsp), %rax
	pxor	%xmm0, %xmm0
	leaq	832(%rsp), %rdx
	movq	168(%rsp), %r14
	movdqa	720(%rsp), %xmm5
	movq	%rax, 272(%r8)
	movq	704(%rsp), %rax
	movups	%xmm0, 8(%r8)
	movq	$0, 64(%r14)
	movups	%xmm0, 16(%r14)
	movups	%xmm0, 32(%r14)
	movups	%xmm0, 48(%r14)
	movq	%rax, (%r8)
	movq	736(%rsp), %rax
	movaps	%xmm5, 64(%r8)
	movq	%rax, 56(%r8)
	xorl	%eax, %eax
.L1667:
	movdqa	(%rdx,%rax), %xmm3
	movups	%xmm3, 8(%r8,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L1667
	pxor	%xmm0, %xmm0
	leaq	1232(%rsp), %rdx
	movups	%xmm0, 88(%r8)
	movups	%xmm0, 104(%r8)
	movups	%xmm0, 120(%r8)
	movq	1104(%rsp), %rax
	movdqa	1120(%rsp), %xmm6
	movq	%rax, 80(%r8)
	movq	1136(%rsp), %rax
	movaps	%xmm6, 144(%r8)
	movq	%rax, 136(%r8)
	xorl	%eax, %eax
.L1668:
	movdqa	(%rdx,%rax), %xmm4
	movups	%xmm4, 88(%r8,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L1668
	movq	1536(%rsp), %rax
	movdqa	1648(%rsp), %xmm5
	movdqa	1552(%rsp), %xmm7
	movq	%rax, 160(%r8)
	subq	1568(%rsp), %rax
	movups	%xmm5, 168(%r8)
	movdqa	1664(%rsp), %xmm6
	movaps	%xmm7, 224(%r8)
	movups	%xmm6, 184(%r8)
	movdqa	1680(%rsp), %xmm7
	movq	%rax, 216(%r8)
	xorl	%eax, %eax
	movups	%xmm7, 200(%r8)
	movq	2024(%rsp), %rbp
	movq	2032(%rsp), %r12
	movq	2008(%rsp), %r14
	movq	2016(%rsp), %r13
	jmp	.L1651
.L1631:
	movl	116(%rsp), %edi
	testl	%edi, %edi
	jne	.L1635
	jmp	.L1645
.L1746:
	movl	$1, 184(%rsp)
	movl	%r12d, 188(%rsp)
	movb	$1, 114(%rsp)
	jmp	.L1598
.L1665:
	movq	96(%rsp), %rax
	movb	$0, 115(%rsp)
	xorl	%r12d, %r12d
	movq	$0, 176(%rsp)
	movl	112(%rax), %edx
	leaq	by_kind.5(%rip), %rax
	movb	$0, 114(%rsp)
	movq	$0, 184(%rsp)
	movl	(%rax,%rdx,4), %r14d
	jmp	.L1600
.L1747:
	movq	16(%rsp), %rax
	movq	%rbx, %rdi
	call	*24(%rax)
	testl	%ebp, %ebp
	je	.L1645
	jmp	.L1595
	.p2align 4,,10
	.p2align 3
.L1646:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1647
.L1636:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1637
.L1649:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1650
.L1640:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1641
.L1756:
	call	cqr_first_end
	jmp	.L1659
.L1744:
	movq	128(%rax), %rax
	movq	%r12, %xmm5
	movl	$68, %ecx
	movq	%r15, %rdi
	movl	$8, %esi
	movq	%r8, 8(%rsp)
	movq	%rax, (%rsp)
	movq	%rax, %xmm0
	xorl	%eax, %eax
	rep stosq
	punpcklqdq	%xmm5, %xmm0
	movl	$425984, %edi
	movl	%ebx, 1520(%rsp)
	movaps	%xmm0, 1504(%rsp)
	movl	$1, 1528(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movl	$425984, %edi
	movq	%rax, %rbx
	movq	%rax, 2024(%rsp)
	call	calloc@PLT
	testq	%rbx, %rbx
	movq	8(%rsp), %r8
	movl	$1, 2048(%rsp)
	movq	%rax, %rdx
	movq	%rax, 2032(%rsp)
	setne	%al
	testq	%rdx, %rdx
	setne	%dl
	andl	%edx, %eax
	xorl	$1, %eax
	movzbl	%al, %eax
	orl	%eax, %ebp
	jmp	.L1594
.L1682:
	xorl	%r13d, %r13d
	xorl	%r14d, %r14d
	movl	$-1, %eax
	jmp	.L1651
.L1751:
	xorl	%esi, %esi
	movb	$1, 115(%rsp)
	movl	$1, %r12d
	movl	%esi, 36(%rsp)
	movb	$0, 114(%rsp)
	jmp	.L1671
	.cfi_endproc
.LFE114:
	.size	walk_outcome, .-walk_outcome
	.section	.rodata.str1.8
	.align 8
.LC247:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.text
	.p2align 4
	.type	run_once, @function
run_once:
.LFB128:
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
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdx, %rbx
	subq	$216, %rsp
	.cfi_def_cfa_offset 272
	movq	96(%rdi), %r12
	movl	24(%rsi), %eax
	movq	%rcx, 16(%rsp)
	movq	%r12, 96(%rsp)
	movq	%r12, 104(%rsp)
	cmpl	$2, %eax
	je	.L1830
	cmpl	$3, %eax
	je	.L1831
	leaq	8(%rdx), %rdi
	movq	%rdx, %rcx
	xorl	%eax, %eax
	movq	$0, (%rdx)
	movq	$0, 280(%rdx)
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	movq	$-1, %rax
	cmpq	$0, 8(%rbp)
	je	.L1783
	movq	24(%rbp), %rax
.L1783:
	leaq	176(%rsp), %r14
	movl	$1, %edi
	movq	%rax, 144(%rsp)
	movq	$0, 152(%rsp)
	movq	%r14, %rsi
	call	clock_gettime@PLT
	movl	32(%rbp), %eax
	movq	176(%rsp), %r10
	leaq	240(%rbx), %r9
	movq	184(%rsp), %r15
	testl	%eax, %eax
	movl	112(%rbp), %eax
	jne	.L1785
	testl	%eax, %eax
	jne	.L1785
	cmpq	$1, 120(%rbp)
	movl	$1, %esi
	jne	.L1788
	movq	0(%r13), %rdx
	xorl	%r9d, %r9d
	movq	%r12, %r8
	xorl	%ecx, %ecx
	leaq	144(%rsp), %rsi
	movq	%rbp, %rdi
	movq	%r10, 8(%rsp)
	call	run_closed
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rax, 256(%rbx)
	call	clock_gettime@PLT
	movq	8(%rsp), %r10
	movq	%r12, 8(%rsp)
	imulq	$1000000000, 176(%rsp), %rax
	imulq	$1000000000, %r10, %rdx
	subq	%r15, %rax
	addq	184(%rsp), %rax
	subq	%rdx, %rax
	movq	152(%rsp), %rdx
	movq	%rax, 128(%rsp)
	movq	%rdx, 240(%rbx)
	jmp	.L1787
	.p2align 4,,10
	.p2align 3
.L1785:
	leaq	by_kind.5(%rip), %rdx
	movl	(%rdx,%rax,4), %esi
	cmpl	$3, %esi
	jne	.L1788
	movq	104(%rbp), %rax
	testq	%rax, %rax
	je	.L1788
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	120(%rbp), %rdx
	leaq	1(%rax,%rdx), %rcx
.L1790:
	subq	$8, %rsp
	.cfi_def_cfa_offset 280
	movq	0(%r13), %rdx
	movq	%rbp, %rdi
	leaq	136(%rsp), %rax
	pushq	%rax
	.cfi_def_cfa_offset 288
	leaq	112(%rsp), %r8
	call	walk_all
	movq	112(%rsp), %rsi
	movq	%rax, 256(%rbx)
	movq	144(%rsp), %rax
	movq	%rsi, 24(%rsp)
	popq	%r10
	.cfi_def_cfa_offset 280
	popq	%r11
	.cfi_def_cfa_offset 272
.L1787:
	testq	%rax, %rax
	js	.L1791
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1792:
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1793
	js	.L1794
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1795:
	divsd	%xmm1, %xmm0
.L1793:
	movq	16(%rsp), %rax
	cmpq	$0, 8(%rbp)
	movsd	%xmm0, (%rax)
	movq	$-1, %rax
	je	.L1796
	movq	24(%rbp), %rax
.L1796:
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rax, 144(%rsp)
	movq	$0, 152(%rsp)
	call	clock_gettime@PLT
	movl	32(%rbp), %r9d
	movq	8(%r13), %rdx
	movq	184(%rsp), %r10
	movq	176(%rsp), %r15
	testl	%r9d, %r9d
	movq	%r10, 24(%rsp)
	jne	.L1797
	leaq	144(%rsp), %rsi
	xorl	%r9d, %r9d
	movq	%r12, %r8
	xorl	%ecx, %ecx
	movq	%rbp, %rdi
	imulq	$1000000000, %r15, %r15
	call	run_open
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rax, 264(%rbx)
	call	clock_gettime@PLT
	movq	24(%rsp), %r10
	imulq	$1000000000, 176(%rsp), %rax
	movq	152(%rsp), %rdx
	subq	%r10, %rax
	addq	184(%rsp), %rax
	movq	%rdx, 248(%rbx)
	subq	%r15, %rax
	movq	%rax, 128(%rsp)
	testq	%rax, %rax
	js	.L1799
.L1832:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testq	%r12, %r12
	js	.L1801
.L1833:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r12, %xmm1
.L1802:
	divsd	%xmm1, %xmm0
	movq	16(%rsp), %rax
	movl	136(%rbp), %esi
	movq	256(%rbx), %rcx
	movsd	%xmm0, 8(%rax)
	testl	%esi, %esi
	je	.L1803
	movq	120(%rbp), %rsi
	movq	8(%rsp), %rax
	movq	$-1, %rdx
	cmpq	%rsi, %rax
	jb	.L1804
	xorl	%edx, %edx
	divq	%rsi
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rcx, %rax
	divq	%rsi
	movl	$1, %edx
	testq	%rax, %rax
	cmovne	%rax, %rdx
.L1804:
	movq	8(%rsp), %r15
	movq	%rdx, 272(%rbx)
	movq	%rbx, %r8
	movl	160(%rbp), %ecx
	movq	152(%rbp), %rdx
	movq	0(%r13), %rdi
	movq	%r15, %rsi
	call	summarise.isra.0
	movq	8(%r13), %rdi
	leaq	80(%rbx), %r8
	movq	%r12, %rsi
	movl	160(%rbp), %ecx
	movq	152(%rbp), %rdx
	call	summarise.isra.0
	subq	$8, %rsp
	.cfi_def_cfa_offset 280
	movq	0(%r13), %rdi
	movq	%r15, %rsi
	leaq	160(%rbx), %rax
	movq	152(%rbp), %rcx
	movq	272(%rbx), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 288
	movq	16(%r13), %r9
	movl	160(%rbp), %r8d
	call	corrected_summarise
	popq	%rdx
	.cfi_def_cfa_offset 280
	popq	%rcx
	.cfi_def_cfa_offset 272
.L1758:
	addq	$216, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
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
	movq	96(%rbp), %rcx
	jmp	.L1790
	.p2align 4,,10
	.p2align 3
.L1803:
	movq	128(%rbp), %rdx
	jmp	.L1804
	.p2align 4,,10
	.p2align 3
.L1797:
	subq	$8, %rsp
	.cfi_def_cfa_offset 280
	movq	%r12, %rcx
	movq	%rbp, %rdi
	xorl	%esi, %esi
	leaq	136(%rsp), %rax
	leaq	248(%rbx), %r9
	pushq	%rax
	.cfi_def_cfa_offset 288
	leaq	120(%rsp), %r8
	call	walk_all
	movq	120(%rsp), %r12
	movq	%rax, 264(%rbx)
	movq	144(%rsp), %rax
	popq	%rdi
	.cfi_def_cfa_offset 280
	popq	%r8
	.cfi_def_cfa_offset 272
	testq	%rax, %rax
	jns	.L1832
.L1799:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testq	%r12, %r12
	jns	.L1833
.L1801:
	movq	%r12, %rax
	movq	%r12, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1802
.L1791:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1792
.L1831:
	movq	16(%rsp), %rcx
	addq	$216, %rsp
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
.L1794:
	.cfi_restore_state
	movq	8(%rsp), %rsi
	pxor	%xmm1, %xmm1
	movq	%rsi, %rax
	andl	$1, %esi
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1795
.L1830:
	leaq	8(%rdx), %rdi
	movq	%rdx, %rcx
	pxor	%xmm0, %xmm0
	xorl	%eax, %eax
	andq	$-8, %rdi
	movaps	%xmm0, 144(%rsp)
	subq	%rdi, %rcx
	movaps	%xmm0, 160(%rsp)
	addl	$288, %ecx
	movaps	%xmm0, 176(%rsp)
	shrl	$3, %ecx
	movaps	%xmm0, 192(%rsp)
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
	leaq	128(%rsp), %rax
	xorl	%r10d, %r10d
	movq	%rbp, 32(%rsp)
	movq	%rax, 24(%rsp)
	movq	%rbx, %rbp
	movq	%r10, %r9
	movq	%r12, %rbx
.L1774:
	movq	32(%rsp), %rax
	movq	$-1, %rdx
	cmpq	$0, 8(%rax)
	je	.L1760
	movq	24(%rax), %rdx
.L1760:
	movq	%rdx, 112(%rsp)
	movq	$0, 120(%rsp)
	testq	%rbx, %rbx
	je	.L1806
	xorl	%esi, %esi
	xorl	%r15d, %r15d
	leaq	112(%rsp), %rax
	movq	%r9, 48(%rsp)
	movq	%rax, 64(%rsp)
	xorl	%r14d, %r14d
	movq	%r15, 8(%rsp)
	movq	%rsi, 56(%rsp)
	movq	%rbp, 88(%rsp)
	.p2align 4,,10
	.p2align 3
.L1765:
	movq	24(%rsp), %rsi
	movq	%r14, %r12
	addq	$65536, %r14
	movl	$1, %edi
	cmpq	%r14, %rbx
	movq	%r14, %r15
	cmovbe	%rbx, %r15
	call	clock_gettime@PLT
	imulq	$1000000000, 128(%rsp), %r10
	addq	136(%rsp), %r10
	cmpq	$0, 48(%rsp)
	movq	%r10, 40(%rsp)
	je	.L1834
	movq	8(%rsp), %r9
	movq	8(%r13), %rdx
	movq	%r15, %r8
	movq	%r12, %rcx
	movq	64(%rsp), %rsi
	movq	32(%rsp), %rdi
	movq	%r15, %rbp
	subq	%r12, %rbp
	call	run_open
	movq	24(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 8(%rsp)
	call	clock_gettime@PLT
	movq	40(%rsp), %r10
	movq	72(%rsp), %r9
	imulq	$1000000000, 128(%rsp), %rax
	addq	136(%rsp), %rax
	subq	%r10, %rax
	addq	%rax, 56(%rsp)
	movq	8(%r13), %r10
.L1763:
	xorl	%ecx, %ecx
	testq	%rbp, %rbp
	je	.L1769
	.p2align 4,,10
	.p2align 3
.L1764:
	movq	(%r10,%rcx,8), %rdi
	movq	(%r9), %r11
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r11
	cmpq	%r8, %rax
	jnb	.L1767
	testq	%rdx, %rdx
	jne	.L1767
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%rcx, %rbp
	jne	.L1764
.L1769:
	cmpq	%rbx, %r14
	jb	.L1765
	movq	56(%rsp), %rsi
	movq	8(%rsp), %r15
	movq	48(%rsp), %r9
	movq	88(%rsp), %rbp
	testq	%rsi, %rsi
	js	.L1770
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L1771:
	movq	120(%rsp), %rdx
	testq	%rbx, %rbx
	js	.L1835
.L1826:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L1773:
	divsd	%xmm1, %xmm0
	movq	16(%rsp), %rax
	movsd	%xmm0, (%rax,%r9,8)
	movq	%rdx, 240(%rbp,%r9,8)
	movq	%r15, 256(%rbp,%r9,8)
	testq	%r9, %r9
	jne	.L1836
	movl	$1, %r9d
	jmp	.L1774
	.p2align 4,,10
	.p2align 3
.L1834:
	movq	8(%rsp), %r9
	movq	0(%r13), %rdx
	movq	%r15, %r8
	movq	%r12, %rcx
	movq	64(%rsp), %rsi
	movq	32(%rsp), %rdi
	subq	%r12, %r15
	movq	%r15, %rbp
	call	run_closed
	movq	24(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 8(%rsp)
	call	clock_gettime@PLT
	movq	40(%rsp), %r10
	movq	80(%rsp), %r9
	imulq	$1000000000, 128(%rsp), %rax
	addq	136(%rsp), %rax
	subq	%r10, %rax
	movq	0(%r13), %r10
	addq	%rax, 56(%rsp)
	jmp	.L1763
.L1836:
	movq	%rbx, %r12
	movq	%rbp, %rbx
	movq	32(%rsp), %rbp
	movq	256(%rbx), %rcx
	movl	136(%rbp), %eax
	testl	%eax, %eax
	jne	.L1837
	movq	128(%rbp), %rsi
.L1776:
	cmpq	$0, 40(%r13)
	movq	%rsi, 272(%rbx)
	je	.L1810
	xorl	%r12d, %r12d
	leaq	144(%rsp), %r14
	jmp	.L1779
	.p2align 4,,10
	.p2align 3
.L1778:
	addq	$1, %r12
	cmpq	40(%r13), %r12
	jnb	.L1838
.L1779:
	movq	48(%r13), %rax
	movq	(%rax,%r12,8), %r8
	testq	%r8, %r8
	je	.L1778
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rdi
	imulq	%r12, %rsi
	call	dist_add
	jmp	.L1778
.L1835:
	movq	%rbx, %rcx
	movq	%rbx, %rsi
	pxor	%xmm1, %xmm1
	shrq	%rcx
	andl	$1, %esi
	orq	%rsi, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1773
.L1770:
	movq	%rsi, %rdx
	movq	%rsi, %rax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	andl	$1, %eax
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1771
.L1837:
	movq	120(%rbp), %rdi
	movq	$-1, %rsi
	cmpq	%rdi, %r12
	jb	.L1776
	movq	%r12, %rax
	xorl	%edx, %edx
	movl	$1, %esi
	divq	%rdi
	xorl	%edx, %edx
	movq	%rax, %r12
	movq	%rcx, %rax
	divq	%r12
	testq	%rax, %rax
	cmovne	%rax, %rsi
	jmp	.L1776
.L1838:
	movq	272(%rbx), %rsi
	movl	168(%rsp), %r13d
.L1777:
	leaq	176(%rsp), %r12
	movq	%r14, %rdi
	movq	%r12, %rdx
	call	dist_correct
	orl	200(%rsp), %r13d
	jne	.L1811
	movl	160(%rbp), %edx
	movq	152(%rbp), %rsi
	movq	%rbx, %rcx
	movq	80(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	je	.L1839
.L1780:
	movl	%eax, 8(%rsp)
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	176(%rsp), %rdi
	call	free@PLT
	movl	8(%rsp), %eax
	jmp	.L1758
.L1767:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r11, %rcx
	xorl	%eax, %eax
	leaq	.LC247(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L1839:
	movl	160(%rbp), %edx
	movq	152(%rbp), %rsi
	leaq	80(%rbx), %rcx
	movq	72(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L1780
	movl	160(%rbp), %edx
	movq	152(%rbp), %rsi
	leaq	160(%rbx), %rcx
	movq	%r12, %rdi
	call	dist_summarise
	jmp	.L1780
.L1806:
	xorl	%edx, %edx
	xorl	%r15d, %r15d
	pxor	%xmm0, %xmm0
	jmp	.L1826
.L1810:
	xorl	%r13d, %r13d
	leaq	144(%rsp), %r14
	jmp	.L1777
.L1811:
	movl	$-1, %eax
	jmp	.L1780
	.cfi_endproc
.LFE128:
	.size	run_once, .-run_once
	.section	.rodata.str1.1
.LC249:
	.string	"the scenario's trace"
.LC250:
	.string	" (the trace's mean)"
	.section	.rodata.str1.8
	.align 8
.LC251:
	.string	"200000000 (it is not a regular file, so all are kept)"
	.section	.rodata.str1.1
.LC252:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC253:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.align 8
.LC254:
	.string	"the latencies have too many possible values"
	.align 8
.LC255:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC256:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC257:
	.string	"stall length"
.LC258:
	.string	"load %"
.LC259:
	.string	"stall us"
.LC260:
	.string	"sim"
.LC261:
	.string	"formula"
.LC262:
	.string	"reference"
.LC263:
	.string	"closed-form"
.LC264:
	.string	"sweep-load.svg"
.LC265:
	.string	"sweep-stall.svg"
.LC266:
	.string	"s"
.LC267:
	.string	"given"
.LC268:
	.string	"QUICK"
.LC269:
	.string	"REPS"
.LC270:
	.string	"0"
	.section	.rodata.str1.8
	.align 8
.LC271:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC272:
	.string	"QUICK '%s' is not valid: %s"
.LC273:
	.string	"REPS '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC274:
	.string	"out of memory reading the options%s%s"
	.section	.rodata.str1.1
.LC275:
	.string	"--scenario"
.LC276:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC277:
	.string	"both set the length of the run: "
	.align 8
.LC278:
	.string	"--duration and --requests %s%s"
	.section	.rodata.str1.1
.LC279:
	.string	"give --export PREFIX too"
	.section	.rodata.str1.8
	.align 8
.LC280:
	.string	"--export-values adds files to an export: %s%s"
	.align 8
.LC281:
	.string	"--correct, --sweep and --cross-check write no .values files"
	.align 8
.LC282:
	.string	"--export-values applies to a benchmark run: %s%s"
	.section	.rodata.str1.1
.LC283:
	.string	"which writes nothing"
	.section	.rodata.str1.8
	.align 8
.LC284:
	.string	"--export does not apply to --cross-check, %s%s"
	.section	.rodata.str1.1
.LC285:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC286:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC287:
	.string	"%s, from %s"
.LC288:
	.string	"--correct '%s': out of memory"
	.section	.rodata.str1.8
	.align 8
.LC289:
	.string	"--correct %.40s: more than 200000000 lines"
	.section	.rodata.str1.1
.LC290:
	.string	"use --correct FILE"
.LC291:
	.string	"at most 255 characters; "
	.section	.rodata.str1.8
	.align 8
.LC292:
	.string	"--trace-values is too long: %s%s"
	.section	.rodata.str1.1
.LC293:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC294:
	.string	"--trace-values: '%s' is not a repeat count: %s"
	.section	.rodata.str1.1
.LC295:
	.string	"--trace-values: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC296:
	.string	"give latencies separated by commas, e.g. 2ms*99,1000ms"
	.align 8
.LC297:
	.string	"--trace-values '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC298:
	.string	"for the trace"
.LC299:
	.string	"for the corrected trace"
.LC300:
	.string	"checking the trace"
	.section	.rodata.str1.8
	.align 8
.LC301:
	.string	"bench: --export: the corrected trace holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC302:
	.string	"coordinated omission: correcting a recorded trace"
	.align 8
.LC303:
	.string	"scenario: %s\ntrace: %s, %lu latencies\n"
	.align 8
.LC304:
	.string	"correction: expected interval %s us%s; rank rule %s; slow above %s us\n"
	.align 8
.LC305:
	.string	"checks: percentiles, counts, slow counts and sums of both sets against counting over the distinct values\n"
	.section	.rodata.str1.1
.LC306:
	.string	"recorded"
.LC307:
	.string	"ratio"
.LC308:
	.string	"\n%-10s %9s"
.LC309:
	.string	" %11.*f"
	.section	.rodata.str1.8
	.align 8
.LC310:
	.string	"\n(percentiles in us; ratio = corrected / recorded)\n"
	.align 8
.LC311:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC312:
	.string	"RESULT checks passed=%lu failed=%lu runs=1\n"
	.align 8
.LC313:
	.string	"Latency by percentile: a recorded trace and its correction"
	.section	.rodata.str1.1
.LC314:
	.string	"recorded.hgrm"
.LC315:
	.string	"corrected.hgrm"
.LC316:
	.string	"percentiles.svg"
	.section	.rodata.str1.8
	.align 8
.LC317:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC318:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC319:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC320:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC321:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC322:
	.string	"takes one connection: "
.LC323:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC324:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC325:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC327:
	.string	"lower --rate or shorten the run"
	.align 8
.LC328:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC329:
	.string	"--schedule poisson: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC331:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC332:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC333:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC334:
	.string	"1 / rate, the interval the schedule was configured with"
	.align 8
.LC335:
	.string	"--arrivals %.40s: more than %s lines"
	.align 8
.LC336:
	.string	"--arrivals '%s': out of memory at line %lu"
	.section	.rodata.str1.1
.LC337:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC338:
	.string	"--arrivals '%s': no due time falls within %s"
	.section	.rodata.str1.1
.LC339:
	.string	"add --expected-interval T"
	.section	.rodata.str1.8
	.align 8
.LC340:
	.string	"--arrivals '%s' has no gap between its due times (one line, or all at one instant), so it gives no interval to correct with: %s"
	.align 8
.LC341:
	.string	"the replayed schedule's mean gap"
	.align 8
.LC342:
	.string	"shorten --duration or --interval"
	.align 8
.LC343:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC344:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC345:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC346:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC347:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC348:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC349:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC350:
	.string	"back-to-back may send more than %s requests: %s"
	.section	.rodata.str1.1
.LC351:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC352:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC353:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.section	.rodata.str1.1
.LC354:
	.string	"drop one of the two"
.LC355:
	.string	"keeps none: "
	.section	.rodata.str1.8
	.align 8
.LC356:
	.string	"--export needs every sample kept, and --exact-by passes %s%s"
	.align 8
.LC357:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.align 8
.LC358:
	.string	"drop --schedule, --arrivals and mean"
	.align 8
.LC359:
	.string	"--sweep runs on the fixed schedule with a fixed expected interval: %s%s"
	.section	.rodata.str1.1
.LC360:
	.string	"in the sweep"
	.section	.rodata.str1.8
	.align 8
.LC361:
	.string	"coordinated omission: sweep over %s\n"
	.section	.rodata.str1.1
.LC362:
	.string	"base: service %s us"
.LC363:
	.string	", stall %s us"
.LC364:
	.string	", period %s us"
	.section	.rodata.str1.8
	.align 8
.LC365:
	.string	", %s us of schedule per point\n\n"
	.section	.rodata.str1.1
.LC366:
	.string	"checked"
.LC367:
	.string	"%-10s %-8s"
.LC368:
	.string	" | %-10s %10s %10s"
.LC369:
	.string	"\n%-10s %-8s"
.LC370:
	.string	"p50"
.LC371:
	.string	" | "
.LC372:
	.string	"%s%10s"
.LC373:
	.string	"p99"
.LC374:
	.string	"p99.9"
.LC375:
	.string	"%-10lu"
.LC376:
	.string	"%-10s"
.LC377:
	.string	" %-8s"
	.section	.rodata.str1.8
	.align 8
.LC378:
	.string	"(percentiles in us; checked against: formula = the closed form, sim = the reference simulation)\n"
	.align 8
.LC379:
	.string	"RESULT sweep axis=%s value=%lu"
	.section	.rodata.str1.1
.LC380:
	.string	" %s_%s_ns=%lu"
.LC381:
	.string	" against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC382:
	.string	"RESULT checks passed=%lu failed=%lu runs=%zu\n"
	.align 8
.LC383:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC384:
	.string	"in the cross-check"
.LC385:
	.string	"expected_ns"
.LC386:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC387:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC388:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC389:
	.string	"computing the expected outcome"
	.align 8
.LC390:
	.string	"bench: --export: the corrected set holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC391:
	.string	"coordinated omission on a virtual clock (%s): closed loop, open loop, corrected\n"
	.section	.rodata.str1.1
.LC392:
	.string	"server: service %s us; "
.LC393:
	.string	"no stalls"
.LC394:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC395:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC396:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC397:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC398:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC399:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC400:
	.string	"\ncorrection: expected interval "
	.align 8
.LC401:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC402:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC403:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC404:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC405:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC406:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC407:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC408:
	.string	"route: lattice, exact counts on %lu ns steps (%lu values), %d requests a chunk"
	.align 8
.LC409:
	.string	"route: sorted, every sample kept and sorted"
	.align 8
.LC410:
	.string	"route: passes, none kept; each rep walks the run again until every percentile is found exactly"
	.section	.rodata.str1.1
.LC411:
	.string	"; 1 warmup + %u reps\n"
.LC412:
	.string	"for a rep"
.LC413:
	.string	" warmup"
.LC414:
	.string	"rep=%u%s set=%s"
.LC415:
	.string	" slow=%lu sum_ns=%s\n"
.LC416:
	.string	"cv"
.LC417:
	.string	" %6s\n"
.LC418:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC419:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.section	.rodata.str1.1
.LC420:
	.string	"ratios: open/closed p99 %s"
.LC421:
	.string	", p99.9 %s"
.LC422:
	.string	"; corrected/closed p99 %s"
.LC423:
	.string	"; open/corrected p99 %s"
.LC424:
	.string	", p90 %s\n"
	.section	.rodata.str1.8
	.align 8
.LC425:
	.string	"bench: out of memory for the report\n"
	.align 8
.LC426:
	.string	"The recordings part at %s: the open loop reads %s us there, %s times the closed loop's %s us.\n"
	.align 8
.LC427:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC428:
	.string	"At p99 the open loop reads %s us, %s times the closed loop"
	.align 8
.LC429:
	.string	"; corrected at %s us, the closed loop reads %s us.\n"
	.align 8
.LC430:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC431:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s us.\n"
	.align 8
.LC432:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.align 8
.LC433:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC434:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC435:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC436:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC437:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC438:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC439:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC440:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC441:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC442:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC443:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC444:
	.string	"bench: the export to %s failed (out of memory, or too many distinct values)\n"
	.align 8
.LC445:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.section	.rodata.str1.1
.LC446:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC447:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.align 8
.LC448:
	.string	"--correct '%s': out of memory at line %lu"
	.text
	.p2align 4
	.type	run_options.constprop.0, @function
run_options.constprop.0:
.LFB253:
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
	subq	$8984, %rsp
	.cfi_def_cfa_offset 9040
	movq	%rdi, 16(%rsp)
	leaq	.LC268(%rip), %rdi
	movl	%esi, 24(%rsp)
	movq	%rdx, 32(%rsp)
	call	getenv@PLT
	leaq	.LC269(%rip), %rdi
	movq	%rax, %rbx
	call	getenv@PLT
	movq	%rax, %rbp
	testq	%rbx, %rbx
	je	.L2153
	movzbl	(%rbx), %eax
	subl	$49, %eax
	movl	%eax, %r14d
	je	.L2340
.L1842:
	cmpb	$0, (%rbx)
	jne	.L2341
.L1843:
	xorl	%eax, %eax
	testl	%r14d, %r14d
	sete	%al
.L1841:
	movq	16(%rsp), %rdx
	movl	%eax, 288(%rdx)
	testq	%rbp, %rbp
	je	.L1845
	cmpb	$0, 0(%rbp)
	jne	.L2342
.L1845:
	movslq	24(%rsp), %rdi
	movq	%rdi, %rbx
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, %r9
	testq	%rax, %rax
	je	.L1847
	xorl	%r13d, %r13d
	subl	$1, %ebx
	movl	%r13d, 8(%rsp)
	jle	.L2343
	leaq	2016(%rsp), %rax
	movq	%r9, 48(%rsp)
	xorl	%r12d, %r12d
	movl	$1, %r14d
	movq	%rax, 56(%rsp)
	leaq	OPTIONS(%rip), %r15
	movl	%r12d, 80(%rsp)
	movl	%r12d, 72(%rsp)
	movl	%r14d, %r12d
	.p2align 4,,10
	.p2align 3
.L1848:
	movslq	%r12d, %rax
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 40(%rsp)
	movq	32(%rsp), %rcx
	movq	(%rcx,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L2197
	cmpb	$104, 1(%r14)
	jne	.L2197
	cmpb	$0, 2(%r14)
	movl	$-1, %edx
	leaq	.LC168(%rip), %rbx
	jne	.L2197
.L1851:
	leaq	OPTIONS(%rip), %rbp
	xorl	%r13d, %r13d
	movl	%edx, %eax
	jmp	.L1856
	.p2align 4,,10
	.p2align 3
.L1852:
	addl	$1, %r13d
	addq	$32, %rbp
	cmpl	$30, %r13d
	je	.L2344
	movq	0(%rbp), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L1856:
	movq	0(%rbp), %rdi
	testl	%eax, %eax
	jne	.L1852
	movslq	%r13d, %r8
	movl	%eax, %edx
	leal	1(%r12), %eax
	salq	$5, %r8
	movl	8(%r15,%r8), %ebp
	testl	%ebp, %ebp
	jne	.L1854
	movl	%edx, 64(%rsp)
	cmpl	%eax, 24(%rsp)
	jle	.L1854
	leaq	.LC116(%rip), %rsi
	movq	%rdi, 88(%rsp)
	movl	$1, %ebx
	call	strcmp@PLT
	movq	88(%rsp), %rdi
	leaq	.LC119(%rip), %rsi
	testl	%eax, %eax
	movl	72(%rsp), %eax
	cmove	%ebx, %eax
	movl	%eax, 72(%rsp)
	call	strcmp@PLT
	movq	88(%rsp), %rdi
	leaq	.LC275(%rip), %rsi
	testl	%eax, %eax
	cmovne	80(%rsp), %ebx
	addl	$2, %r12d
	movl	%ebx, 80(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdx
	movq	40(%rsp), %rcx
	movq	%r14, %xmm0
	testl	%eax, %eax
	movq	8(%rdx,%rcx), %rsi
	movl	64(%rsp), %edx
	movq	%rsi, %xmm4
	punpcklqdq	%xmm4, %xmm0
	je	.L2345
	movslq	8(%rsp), %rax
	movq	%rax, %rcx
	addl	$2, %ecx
	movl	%ecx, 8(%rsp)
	movq	48(%rsp), %rcx
	movups	%xmm0, (%rcx,%rax,8)
	movl	$1, %eax
.L1860:
	cmpl	%r12d, 24(%rsp)
	jle	.L2191
	testb	%al, %al
	jne	.L1848
.L2191:
	movq	48(%rsp), %r9
	testl	%edx, %edx
	je	.L1863
.L2331:
	movq	%r9, %rdi
	call	free@PLT
.L1924:
	movq	56(%rsp), %rdi
	call	usage_error
	movl	%eax, %r14d
.L1840:
	addq	$8984, %rsp
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
.L2344:
	.cfi_restore_state
	leal	1(%r12), %eax
.L1854:
	movslq	8(%rsp), %rdx
	movq	48(%rsp), %rdi
	movl	%eax, %r12d
	leal	1(%rdx), %eax
	movq	%r14, (%rdi,%rdx,8)
	xorl	%edx, %edx
	movl	%eax, 8(%rsp)
	movl	$1, %eax
	jmp	.L1860
	.p2align 4,,10
	.p2align 3
.L2197:
	leaq	.LC101(%rip), %rsi
	movq	%r14, %rdi
	movq	%r14, %rbx
	call	strcmp@PLT
	movl	%eax, %edx
	jmp	.L1851
.L2345:
	movq	56(%rsp), %rdx
	movq	16(%rsp), %rdi
	call	apply_scenario.constprop.0
	testl	%eax, %eax
	movl	%eax, %edx
	sete	%al
	jmp	.L1860
.L2341:
	leaq	.LC270(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1843
	testl	%r14d, %r14d
	je	.L1843
	leaq	2016(%rsp), %rdi
	leaq	.LC271(%rip), %r8
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC272(%rip), %rdx
	movl	$2048, %esi
	movq	%rdi, 56(%rsp)
	call	snprintf@PLT
	jmp	.L1924
.L2340:
	movzbl	1(%rbx), %r14d
	jmp	.L1842
.L1863:
	movl	80(%rsp), %edx
	testl	%edx, 72(%rsp)
	je	.L1849
	movq	56(%rsp), %rdi
	leaq	.LC276(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC277(%rip), %rcx
	leaq	.LC278(%rip), %rdx
	movl	$2048, %esi
	movq	%r9, 8(%rsp)
	call	snprintf@PLT
	movq	8(%rsp), %r9
	jmp	.L2331
.L2342:
	leaq	4064(%rsp), %rax
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	movq	%rax, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L2346
	movq	4064(%rsp), %rax
	movq	16(%rsp), %rdx
	movl	%eax, 168(%rdx)
	jmp	.L1845
.L2153:
	xorl	%eax, %eax
	jmp	.L1841
.L2343:
	leaq	2016(%rsp), %rax
	movq	%rax, 56(%rsp)
.L1849:
	movq	16(%rsp), %r15
	movq	56(%rsp), %rcx
	movq	%r9, %rdx
	movq	%r9, 24(%rsp)
	movl	8(%rsp), %esi
	movq	%r15, %rdi
	call	apply_args.constprop.0
	movq	24(%rsp), %rdi
	movl	%eax, %ebx
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L1924
	cmpl	$0, 256(%r15)
	movl	176(%r15), %eax
	movq	248(%r15), %rbx
	jne	.L2347
	testq	%rbx, %rbx
	jne	.L2348
.L1867:
	movq	16(%rsp), %rbx
	xorl	%eax, %eax
	leaq	640(%rsp), %rdi
	leaq	.LC287(%rip), %rdx
	movl	$96, %esi
	movq	%rdi, 88(%rsp)
	movq	264(%rbx), %rcx
	movq	272(%rbx), %r8
	call	snprintf@PLT
	cmpl	$1, 176(%rbx)
	movq	16(%rsp), %rax
	je	.L2349
	movq	184(%rax), %rbx
	movq	192(%rax), %rdx
	movq	%rdx, 24(%rsp)
	orq	%rbx, %rdx
	movq	%rbx, %r14
	jne	.L1922
	cmpl	$0, 288(%rax)
	movabsq	$20000000000, %rdx
	movabsq	$5000000000, %rax
	cmove	%rdx, %rax
	movq	%rax, %r14
.L1922:
	movq	16(%rsp), %rax
	movq	16(%rax), %rsi
	testq	%rsi, %rsi
	je	.L1923
	cmpq	%rsi, 8(%rax)
	jnb	.L2350
.L1923:
	movq	16(%rsp), %rax
	pxor	%xmm0, %xmm0
	movsd	200(%rax), %xmm2
	movq	16(%rsp), %rax
	ucomisd	%xmm0, %xmm2
	jp	.L2192
	je	.L1925
.L2192:
	cmpl	$1, 32(%rax)
	jne	.L2351
	movq	16(%rsp), %rax
	cmpl	$1, 112(%rax)
	jne	.L1931
	movq	16(%rsp), %rax
	cmpq	$1, 120(%rax)
	jbe	.L1931
.L2152:
	movq	56(%rsp), %rdi
	leaq	.LC321(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC322(%rip), %rcx
	leaq	.LC323(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1924
.L2347:
	testq	%rbx, %rbx
	je	.L2352
	testl	%eax, %eax
	jne	.L2353
.L1866:
	leaq	912(%rsp), %rbp
	movq	%rbx, %rcx
	movl	$1100, %esi
	xorl	%eax, %eax
	leaq	.LC285(%rip), %rdx
	movq	%rbp, %rdi
	call	snprintf@PLT
	leaq	4064(%rsp), %rax
	movq	%rbp, %rdi
	movl	$1200, %edx
	movq	%rax, %rsi
	movq	%rax, 24(%rsp)
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2354
	call	fclose@PLT
	movq	24(%rsp), %rdi
	call	remove@PLT
	jmp	.L1867
.L2348:
	cmpl	$3, %eax
	jne	.L1866
	movq	56(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC283(%rip), %rcx
	leaq	.LC284(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1924
.L1925:
	cmpl	$1, 112(%rax)
	je	.L2355
	movq	16(%rsp), %rax
	movl	32(%rax), %eax
	cmpl	$1, %eax
	je	.L2151
.L1930:
	cmpl	$2, %eax
	movq	16(%rsp), %rax
	je	.L2356
	cmpq	$0, 24(%rsp)
	movq	40(%rax), %rcx
	je	.L2357
.L1976:
	movabsq	$4611686018427387903, %rsi
	movq	24(%rsp), %rax
	mulq	%rcx
	movq	%rax, %rdi
	xorl	%eax, %eax
	cmpq	%rdi, %rsi
	sbbq	%rdx, %rax
	jc	.L2358
	movq	16(%rsp), %rdx
	movq	24(%rsp), %rax
	movq	%rax, 96(%rdx)
	subq	$1, %rax
	imulq	%rcx, %rax
	cmpl	$0, 292(%rdx)
	movq	%rax, 88(%rdx)
	je	.L2359
.L1973:
	movq	16(%rsp), %rax
	movl	164(%rax), %ebp
	movq	96(%rax), %rax
	movq	%rax, %rbx
	cmpl	$1, %ebp
	je	.L2141
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jb	.L2360
.L1981:
	cmpl	$2, %ebp
	je	.L2361
.L1980:
	movq	16(%rsp), %rax
	cmpl	$2, 112(%rax)
	movq	(%rax), %rcx
	je	.L2362
.L1986:
	movq	16(%rsp), %rax
	xorl	%edi, %edi
	xorl	%r9d, %r9d
	movq	8(%rax), %r10
	movq	%r10, %r8
	addq	%rcx, %r8
	adcq	%rdi, %r9
	testq	%r10, %r10
	je	.L1989
	movq	16(%rax), %rax
	testq	%rax, %rax
	jne	.L2363
.L1989:
	movq	16(%rsp), %rcx
	xorl	%edx, %edx
	xorl	%edi, %edi
	movq	24(%rcx), %rax
	movq	88(%rcx), %rsi
	addq	%rax, %rsi
	movq	104(%rcx), %rax
	movq	%r9, %rcx
	adcq	%rdx, %rdi
	xorl	%edx, %edx
	addq	%rax, %rsi
	leaq	1(%rbx), %rax
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
	jc	.L2364
	movq	16(%rsp), %rdi
	movq	248(%rdi), %rdx
	movl	176(%rdi), %eax
	movq	%rdx, 48(%rsp)
	testq	%rdx, %rdx
	je	.L1991
	testl	%eax, %eax
	jne	.L1991
	cmpl	$3, %ebp
	je	.L1992
	call	plan_route
	cmpl	$3, %eax
	je	.L2365
.L1994:
	movq	16(%rsp), %r15
	movl	$288, %esi
	movl	260(%r15), %eax
	movl	168(%r15), %ebx
	movl	%eax, 144(%rsp)
	movl	256(%r15), %eax
	leal	1(%rbx), %edi
	movl	%eax, 168(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbx, %rdi
	movq	%rax, %r14
	movq	%rax, 80(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbx, %rdi
	movq	%rax, %rbp
	movq	%rax, 160(%rsp)
	call	calloc@PLT
	leaq	4064(%rsp), %rdi
	movl	$46, %ecx
	movq	%rax, 96(%rsp)
	movq	%rax, %rsi
	xorl	%eax, %eax
	movq	%rdi, 24(%rsp)
	rep stosq
	movq	88(%rsp), %rax
	movl	$20, %ecx
	leaq	560(%rsp), %rdi
	movq	%rdi, 56(%rsp)
	movq	%rax, 4072(%rsp)
	xorl	%eax, %eax
	testq	%r14, %r14
	movq	%rdi, 4088(%rsp)
	rep stosl
	leaq	432(%rsp), %rdi
	movl	$12, %ecx
	movq	%r15, 4064(%rsp)
	movq	%rdi, 72(%rsp)
	rep stosl
	sete	%al
	testq	%rbp, %rbp
	sete	%dl
	orb	%dl, %al
	jne	.L2042
	testq	%rsi, %rsi
	je	.L2042
	movq	16(%rsp), %rbx
	movq	56(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	testl	%eax, %eax
	jne	.L2042
	xorl	%eax, %eax
	cmpq	$0, 48(%rsp)
	setne	%al
	cmpl	$0, 32(%rbx)
	movl	%eax, 588(%rsp)
	jne	.L2366
	movq	16(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, 4080(%rsp)
	movq	%rax, %rbx
	testq	%rax, %rax
	jne	.L2044
	leaq	912(%rsp), %rax
	movq	16(%rsp), %rdi
	movq	%rax, %rsi
	movq	%rax, 8(%rsp)
	call	closed_form
.L2046:
	testl	%eax, %eax
	jne	.L2367
	cmpq	$0, 48(%rsp)
	je	.L2049
	movq	1072(%rsp), %rdx
	cmpq	$16777216, %rdx
	ja	.L2368
.L2049:
	movq	88(%rsp), %rsi
	leaq	.LC391(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %r15
	leaq	384(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 32(%rsp)
	movq	(%r15), %rsi
	call	fmt_us.constprop.0
	leaq	.LC392(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$0, 8(%r15)
	je	.L2369
	movq	16(%rsp), %r15
	cmpq	$0, 16(%r15)
	jne	.L2052
	leaq	480(%rsp), %rax
	movq	24(%r15), %rsi
	movq	%rax, %rdi
	movq	%rax, 40(%rsp)
	call	fmt_us.constprop.0
	movq	8(%r15), %rsi
	movq	32(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbp, %rdx
	leaq	.LC394(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2051:
	movq	16(%rsp), %rax
	cmpl	$0, 32(%rax)
	je	.L2370
	movq	16(%rsp), %rdx
	xorl	%eax, %eax
	movq	96(%rdx), %rcx
	cmpq	$1, %rcx
	jbe	.L2055
	movq	88(%rdx), %rax
	subq	$1, %rcx
	subq	80(%rdx), %rax
	xorl	%edx, %edx
	divq	%rcx
.L2055:
	movq	32(%rsp), %rdi
	movq	%rax, %rsi
	call	fmt_us.constprop.0
	leaq	.LC397(%rip), %rdi
	movq	%rax, %rcx
	movq	16(%rsp), %rax
	movl	32(%rax), %esi
	movq	96(%rax), %rdx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2054:
	movq	16(%rsp), %r15
	leaq	.LC8(%rip), %rax
	leaq	.LC266(%rip), %rcx
	leaq	.LC398(%rip), %rdi
	movq	120(%r15), %rdx
	movl	112(%r15), %esi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	104(%r15), %rsi
	testq	%rsi, %rsi
	jne	.L2371
.L2057:
	xorl	%eax, %eax
	leaq	.LC400(%rip), %rdi
	call	printf@PLT
	movq	16(%rsp), %rax
	cmpl	$0, 136(%rax)
	jne	.L2372
	movq	16(%rsp), %rax
	movq	144(%rax), %rbp
	testq	%rbp, %rbp
	je	.L2373
.L2060:
	movq	16(%rsp), %rax
	movq	32(%rsp), %rdi
	movq	128(%rax), %rsi
	call	fmt_us.constprop.0
	movq	%rbp, %rdx
	leaq	.LC402(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2059:
	movq	16(%rsp), %r15
	movq	40(%rsp), %rdi
	movq	152(%r15), %rsi
	call	fmt_us.constprop.0
	movl	160(%r15), %ecx
	leaq	.LC403(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 32(%r15)
	je	.L2374
	movq	16(%rsp), %rcx
	movq	96(%rcx), %rax
	movq	%rax, 64(%rsp)
	mulq	(%rcx)
	movq	88(%rcx), %rcx
	movq	%rax, %rdi
	xorl	%eax, %eax
	cmpq	%rcx, %rdi
	sbbq	%rax, %rdx
	setnc	%al
	movzbl	%al, %eax
.L2062:
	testl	%eax, %eax
	jne	.L2375
.L2148:
	testq	%rbx, %rbx
	je	.L2376
	movq	%rbx, %rsi
	leaq	.LC406(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC407(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L2065:
	movl	584(%rsp), %eax
	cmpl	$2, %eax
	je	.L2377
	subl	$1, %eax
	je	.L2378
	leaq	.LC410(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L2067:
	movq	16(%rsp), %rax
	leaq	.LC411(%rip), %rdi
	movl	168(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	movq	176(%rsp), %r12
	movq	184(%rsp), %r13
	xorl	%r11d, %r11d
	jmp	.L2078
.L2071:
	movq	112(%rsp), %rcx
	movq	8(%rsp), %rdx
	movl	%r11d, %esi
	leaq	4416(%rsp), %rdi
	movl	%r11d, 64(%rsp)
	call	check_outcome
	movl	64(%rsp), %r11d
	testl	%r11d, %r11d
	je	.L2077
	movsd	384(%rsp), %xmm0
	movq	160(%rsp), %rdx
	leal	-1(%r11), %eax
	movsd	%xmm0, (%rdx,%rax,8)
	movq	96(%rsp), %rdx
	movsd	392(%rsp), %xmm0
	movsd	%xmm0, (%rdx,%rax,8)
.L2077:
	movq	16(%rsp), %rax
	addl	$1, %r11d
	cmpl	%r11d, 168(%rax)
	jb	.L2070
.L2078:
	movl	%r11d, %eax
	movq	80(%rsp), %rdx
	movq	16(%rsp), %rdi
	movl	%r11d, 64(%rsp)
	imulq	$288, %rax, %rax
	movq	32(%rsp), %rcx
	movq	56(%rsp), %rsi
	addq	%rdx, %rax
	movq	%rax, %rdx
	movq	%rax, 112(%rsp)
	call	run_once
	movl	64(%rsp), %r11d
	testl	%eax, %eax
	movl	%eax, %edi
	jne	.L2379
	cmpl	$0, 144(%rsp)
	je	.L2071
	testl	%r11d, %r11d
	leaq	.LC8(%rip), %rax
	leaq	.LC413(%rip), %rdx
	movl	%r11d, 128(%rsp)
	cmove	%rdx, %rax
	leaq	736(%rsp), %r8
	movabsq	$-3689348814741910323, %r15
	movabsq	$-3689348814741910324, %r14
	movq	%rax, 176(%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rax, 64(%rsp)
	movq	112(%rsp), %rax
	addq	$8, %rax
	movq	%rax, 88(%rsp)
.L2076:
	movq	64(%rsp), %rax
	movq	176(%rsp), %rdx
	leaq	.LC414(%rip), %rdi
	movq	%r8, 208(%rsp)
	movl	128(%rsp), %esi
	leaq	PCT_NAME(%rip), %rbx
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	88(%rsp), %rbp
	leaq	.LC235(%rip), %rdi
	xorl	%eax, %eax
	movq	-8(%rbp), %rsi
	call	printf@PLT
	movq	%r12, 192(%rsp)
	movq	%r13, 200(%rsp)
	movq	208(%rsp), %r13
.L2072:
	movq	0(%rbp), %rdx
	movq	(%rbx), %rsi
	leaq	.LC236(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %rbp
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rax, %rbx
	jne	.L2072
	movq	88(%rsp), %rax
	movb	$0, 783(%rsp)
	movq	%r13, %r8
	movl	$47, %esi
	movl	$9, %edi
	movq	56(%rax), %rcx
	movq	64(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L2075:
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
	jc	.L2075
	movq	40(%rsp), %rbp
	leaq	(%r8,%rsi), %rcx
	leaq	.LC230(%rip), %rdx
	xorl	%eax, %eax
	movl	$48, %esi
	movq	%r8, 192(%rsp)
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	88(%rsp), %rbx
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC415(%rip), %rdi
	movq	48(%rbx), %rsi
	addq	$80, %rbx
	call	printf@PLT
	addq	$8, 64(%rsp)
	movq	64(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rdx
	movq	%rbx, 88(%rsp)
	movq	192(%rsp), %r8
	cmpq	%rdx, %rax
	jne	.L2076
	movl	128(%rsp), %r11d
	jmp	.L2071
.L1991:
	cmpl	$2, %eax
	je	.L2380
	cmpl	$3, %eax
	jne	.L1994
	movq	16(%rsp), %rax
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 736(%rsp)
	cmpl	$0, 32(%rax)
	jne	.L2181
	movq	%rax, %rdi
	call	closed_form_gap.part.0
	movq	%rax, %rsi
	testq	%rax, %rax
	je	.L2381
.L2034:
	leaq	.LC383(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %r14d
	call	printf@PLT
	jmp	.L1840
.L2363:
	subq	%r10, %rax
	xorl	%edx, %edx
	movq	%rax, %r8
	movq	%rcx, %rax
	divq	%r8
	addq	$2, %rax
	mulq	%r10
	addq	%rcx, %rax
	adcq	%rdi, %rdx
	movq	%rax, %r8
	movq	%rdx, %r9
	jmp	.L1989
.L2359:
	leaq	.LC344(%rip), %rax
	movq	%rcx, 128(%rdx)
	movq	%rax, 144(%rdx)
	jmp	.L1973
.L2357:
	xorl	%edx, %edx
	movq	%r14, %rax
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, 24(%rsp)
	jmp	.L1976
.L2361:
	leaq	4064(%rsp), %rsi
	movq	16(%rsp), %rdi
	movq	%rsi, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L1980
	movq	16(%rsp), %rax
	leaq	.LC253(%rip), %rcx
	cmpl	$0, 32(%rax)
	jne	.L1983
	movq	%rax, %rdi
	call	closed_form_gap.part.0
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L2382
.L1983:
	movq	56(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	leaq	.LC348(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1924
.L1931:
	cmpq	$0, 24(%rsp)
	je	.L2319
	movsd	.LC87(%rip), %xmm6
	movsd	%xmm6, 40(%rsp)
.L1933:
	movq	16(%rsp), %rax
	pxor	%xmm1, %xmm1
	xorl	%ebx, %ebx
	movabsq	$-7046029254386353131, %rdx
	movabsq	$-4658895280553007687, %r13
	movabsq	$-7723592293110705685, %r12
	movq	208(%rax), %r15
	leaq	(%r15,%rdx), %rbp
	jmp	.L1946
.L2384:
	cmpq	%rbx, %rax
	sete	%al
.L1938:
	testb	%al, %al
	jne	.L2383
	comisd	.LC330(%rip), %xmm1
	jnb	.L1941
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rax, %rbx
	je	.L1941
	movsd	.LC73(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jnb	.L1943
	cvttsd2siq	%xmm1, %rax
.L1944:
	testq	%rbx, %rbx
	jne	.L1945
	movq	16(%rsp), %rdx
	movq	%rax, 80(%rdx)
.L1945:
	movq	16(%rsp), %rdx
	addq	$1, %rbx
	movq	%rax, 88(%rdx)
	movabsq	$-7046029254386353131, %rax
	addq	%rax, %rbp
.L1946:
	movq	%rbp, %rdx
	pxor	%xmm0, %xmm0
	movsd	.LC50(%rip), %xmm3
	movsd	%xmm1, 32(%rsp)
	shrq	$30, %rdx
	movsd	%xmm2, 8(%rsp)
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
	mulsd	.LC85(%rip), %xmm0
	subsd	%xmm0, %xmm3
	movapd	%xmm3, %xmm0
	call	log@PLT
	movsd	8(%rsp), %xmm2
	movsd	32(%rsp), %xmm1
	xorpd	.LC86(%rip), %xmm0
	movq	24(%rsp), %rax
	divsd	%xmm2, %xmm0
	mulsd	40(%rsp), %xmm0
	addsd	%xmm0, %xmm1
	testq	%rax, %rax
	jne	.L2384
	testq	%r14, %r14
	js	.L1939
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L1940:
	comisd	%xmm0, %xmm1
	setnb	%al
	jmp	.L1938
.L2380:
	movq	16(%rsp), %rax
	cmpl	$0, 32(%rax)
	jne	.L1996
	cmpl	$0, 136(%rax)
	jne	.L1996
	xorl	%eax, %eax
	movl	$614, %ecx
	leaq	4064(%rsp), %rdi
	movq	16(%rsp), %rbx
	movq	%rdi, 24(%rsp)
	leaq	.LC213(%rip), %rsi
	leaq	736(%rsp), %r12
	rep stosq
	movq	240(%rbx), %rdx
	leaq	REFERENCE_WALK(%rip), %r15
	leaq	.LC253(%rip), %r14
	movq	%rdx, %rdi
	movq	%rdx, 32(%rsp)
	call	strcmp@PLT
	xorl	%edx, %edx
	testl	%eax, %eax
	sete	%dl
	movl	%edx, 4064(%rsp)
	movq	96(%rbx), %rdx
	imulq	40(%rbx), %rdx
	cmpl	$1, %eax
	sbbq	%r13, %r13
	xorl	%ebx, %ebx
	andl	$3, %r13d
	movq	%rdx, 4072(%rsp)
	addq	$8, %r13
	jmp	.L2011
.L2386:
	leaq	LOAD_PCT.4(%rip), %rax
	movl	(%rax,%rbx,4), %ecx
	imulq	$100, 736(%rsp), %rax
	movl	%ecx, %edx
	shrl	%edx
	addq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	%rax, 776(%rsp)
	movq	4072(%rsp), %rax
	movq	%rcx, 864(%rsp)
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, 832(%rsp)
.L1999:
	leaq	560(%rsp), %rax
	movq	%r12, %rsi
	movq	%rax, %rdi
	movq	%rax, 56(%rsp)
	call	buffers_init
	testl	%eax, %eax
	jne	.L2174
	cmpl	$0, 768(%rsp)
	movq	4080(%rsp), %r10
	jne	.L2385
	movq	%r12, %rdi
	call	closed_form_gap.part.0
	movq	%rax, 8832(%rsp,%r10,8)
	testq	%rax, %rax
	jne	.L2003
	leaq	912(%rsp), %rbp
	movq	%r12, %rdi
	movq	%rbp, %rsi
	call	closed_form
.L2005:
	testl	%eax, %eax
	jne	.L2001
	movq	24(%rsp), %rdx
	movq	56(%rsp), %rsi
	movq	%r12, %rdi
	leaq	480(%rsp), %rcx
	imulq	$288, 4080(%rsp), %rax
	leaq	160(%rdx,%rax), %rdx
	call	run_once
	testl	%eax, %eax
	jne	.L2001
	movq	560(%rsp), %rdi
	call	free@PLT
	movq	568(%rsp), %rdi
	call	free@PLT
	movq	576(%rsp), %rdi
	call	free@PLT
	movq	608(%rsp), %rdi
	call	free@PLT
	movq	632(%rsp), %rdi
	call	free@PLT
	movq	24(%rsp), %rdx
	leaq	8960(%rsp), %rdi
	movl	%ebx, %esi
	imulq	$288, 4080(%rsp), %rax
	leaq	160(%rdx,%rax), %rcx
	movq	%rbp, %rdx
	call	check_outcome
	cmpl	$0, 4064(%rsp)
	je	.L2009
	leaq	LOAD_PCT.4(%rip), %rax
	movl	(%rax,%rbx,4), %edx
.L2010:
	movq	4080(%rsp), %rax
	leaq	1(%rax), %rcx
	movq	%rcx, 4080(%rsp)
	movq	%rdx, 4088(%rsp,%rax,8)
.L2000:
	addq	$1, %rbx
	cmpq	%r13, %rbx
	je	.L2008
.L2011:
	cmpl	$0, 4064(%rsp)
	movq	16(%rsp), %rsi
	movl	$44, %ecx
	movq	%r12, %rdi
	rep movsl
	jne	.L2386
	leaq	STALL_US.3(%rip), %rax
	imulq	$1000, (%rax,%rbx,8), %rdx
	movq	752(%rsp), %rax
	subq	$1, %rax
	movq	%rdx, 744(%rsp)
	cmpq	%rdx, %rax
	jnb	.L1999
	jmp	.L2000
.L1943:
	movapd	%xmm1, %xmm3
	subsd	%xmm0, %xmm3
	cvttsd2siq	%xmm3, %rax
	btcq	$63, %rax
	jmp	.L1944
.L1939:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1940
.L2383:
	testq	%rbx, %rbx
	je	.L2387
	movq	16(%rsp), %rdx
	cmpl	$0, 292(%rdx)
	movq	%r15, 56(%rdx)
	movq	%rbx, 96(%rdx)
	movsd	%xmm2, 48(%rdx)
	jne	.L1948
	movsd	40(%rsp), %xmm0
	movsd	.LC73(%rip), %xmm1
	divsd	%xmm2, %xmm0
	comisd	%xmm1, %xmm0
	jnb	.L1949
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 128(%rdx)
.L1950:
	movq	16(%rsp), %rcx
	movl	$1, %edx
	movq	128(%rcx), %rax
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 128(%rcx)
	leaq	.LC334(%rip), %rax
	movq	%rax, 144(%rcx)
.L1948:
	movq	16(%rsp), %rax
	movl	164(%rax), %ebp
	cmpl	$1, %ebp
	jne	.L1981
	movq	96(%rax), %rax
.L2141:
	movq	%rax, %rbx
	movl	$1, %ebp
	leaq	.LC345(%rip), %r8
	leaq	.LC256(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L1980
.L2336:
	movq	56(%rsp), %rdi
	leaq	.LC346(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1924
.L2362:
	cmpq	$0, 192(%rax)
	je	.L1985
	xorl	%r8d, %r8d
	movq	%r8, 104(%rax)
	jmp	.L1986
.L2385:
	movq	%r14, 8832(%rsp,%r10,8)
.L2003:
	leaq	912(%rsp), %rbp
	xorl	%ecx, %ecx
	movq	%r15, %rsi
	movq	%r12, %rdi
	movq	%rbp, %rdx
	call	walk_outcome
	jmp	.L2005
.L2356:
	xorl	%r11d, %r11d
	movq	56(%rsp), %r8
	movl	$2048, %r9d
	xorl	%ecx, %ecx
	movq	%r11, 296(%rax)
	movq	216(%rax), %rsi
	leaq	912(%rsp), %rax
	leaq	.LC145(%rip), %rdx
	movq	%rax, %rdi
	movq	%rax, 8(%rsp)
	movq	%rsi, 48(%rsp)
	call	numbers_open
	movl	%eax, 32(%rsp)
	testl	%eax, %eax
	jne	.L1924
	movq	912(%rsp), %rdi
	call	fileno@PLT
	leaq	4064(%rsp), %rsi
	movl	%eax, %edi
	call	fstat@PLT
	testl	%eax, %eax
	jne	.L1953
	movl	4088(%rsp), %eax
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 32(%rsp)
.L1953:
	xorl	%r10d, %r10d
	xorl	%ebp, %ebp
	leaq	736(%rsp), %r12
	xorl	%r13d, %r13d
	movabsq	$1099511627776, %r15
	movq	%r10, 40(%rsp)
.L1954:
	movq	56(%rsp), %rdx
	movq	8(%rsp), %rdi
	movl	$2048, %ecx
	movq	%r12, %rsi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L2388
	cmpl	$0, 32(%rsp)
	movq	960(%rsp), %rax
	jne	.L1955
	cmpq	%rax, %r15
	jb	.L2166
	cmpq	$0, 24(%rsp)
	jne	.L1957
	movq	736(%rsp), %rax
	testq	%rbx, %rbx
	je	.L1959
	cmpq	%rbx, %rax
	jnb	.L1954
.L1959:
	movq	16(%rsp), %rdx
	testq	%r13, %r13
	cmove	%rax, %rbp
	addq	$1, %r13
	movq	%rax, 88(%rdx)
	jmp	.L1954
.L1955:
	cmpq	$200000000, %rax
	ja	.L2167
	cmpq	$0, 24(%rsp)
	je	.L2339
	cmpq	%r13, 24(%rsp)
	je	.L1954
.L2339:
	testq	%rbx, %rbx
	je	.L1962
	cmpq	%rbx, 736(%rsp)
	jnb	.L1954
.L1962:
	movq	16(%rsp), %rax
	movq	296(%rax), %rdi
	cmpq	%r13, 40(%rsp)
	je	.L2389
.L1965:
	movq	736(%rsp), %rax
	movq	%rax, (%rdi,%r13,8)
.L2334:
	movq	736(%rsp), %rax
	jmp	.L1959
.L1957:
	cmpq	%r13, 24(%rsp)
	je	.L1954
	testq	%rbx, %rbx
	je	.L2334
	cmpq	%rbx, 736(%rsp)
	jb	.L2334
	jmp	.L1954
.L2389:
	movq	40(%rsp), %rax
	testq	%rax, %rax
	je	.L1966
	salq	$4, %rax
	movq	%rax, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2142
	movq	40(%rsp), %rdx
	movq	16(%rsp), %rax
	movq	%rdi, 296(%rax)
	movq	%rdx, %rax
	addq	%rdx, %rax
	movq	%rax, 40(%rsp)
	jmp	.L1965
.L2349:
	movq	224(%rax), %r14
	testq	%r14, %r14
	je	.L1871
	leaq	4064(%rsp), %r8
	leaq	912(%rsp), %rdi
	movq	%r14, %rsi
	movl	$2048, %r9d
	movl	$1, %ecx
	leaq	.LC207(%rip), %rdx
	movq	%r8, 24(%rsp)
	movq	%rdi, 8(%rsp)
	call	numbers_open
	testl	%eax, %eax
	jne	.L1876
	movl	$8192, %edi
	call	malloc@PLT
	movq	%rax, 48(%rsp)
	testq	%rax, %rax
	je	.L2390
	xorl	%r10d, %r10d
	movq	48(%rsp), %rbx
	movq	24(%rsp), %r15
	movl	$1024, %ebp
	leaq	736(%rsp), %r12
	movq	%r10, %r13
	jmp	.L1877
.L1880:
	movq	736(%rsp), %rax
	movq	%rax, (%rbx,%r13,8)
	addq	$1, %r13
.L1877:
	movq	8(%rsp), %rdi
	movl	$2048, %ecx
	movq	%r15, %rdx
	movq	%r12, %rsi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L2391
	cmpq	$200000000, %r13
	je	.L2392
	cmpq	%r13, %rbp
	jne	.L1880
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L1881
	addq	%rbp, %rbp
	movq	%rax, %rbx
	jmp	.L1880
.L2009:
	movq	744(%rsp), %rdx
	jmp	.L2010
.L1966:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2142
	movq	$1024, 40(%rsp)
	movq	16(%rsp), %rax
	movq	%rdi, 296(%rax)
	jmp	.L1965
.L2388:
	movq	8(%rsp), %rdi
	movl	%eax, 24(%rsp)
	call	numbers_close
	movl	24(%rsp), %eax
	testl	%eax, %eax
	js	.L1963
	movq	16(%rsp), %rdx
	movq	296(%rdx), %rax
	movq	216(%rdx), %rdi
	movq	%rax, 72(%rdx)
	testq	%r13, %r13
	je	.L2393
	movq	16(%rsp), %rax
	cmpl	$0, 292(%rax)
	movq	%rdi, 64(%rax)
	movq	%r13, 96(%rax)
	movq	%rbp, 80(%rax)
	jne	.L1973
	cmpq	$1, %r13
	je	.L1974
	movq	88(%rax), %rax
	leaq	-1(%r13), %rcx
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rax, 8(%rsp)
	subq	%rbp, %rsi
	movq	%rsi, %rax
	divq	%rcx
	cmpq	%rcx, %rsi
	jb	.L1974
	movq	16(%rsp), %rdx
	movq	%rax, 128(%rdx)
	leaq	.LC341(%rip), %rax
	movq	%rax, 144(%rdx)
	jmp	.L1973
.L1985:
	movq	16(%rsp), %rax
	movq	%r14, 104(%rax)
	testq	%r14, %r14
	je	.L1986
	movq	120(%rax), %rsi
	xorl	%edx, %edx
	movq	%r14, %rax
	divq	%rcx
	leaq	1(%rsi,%rax), %rax
	cmpl	$1, %ebp
	je	.L1987
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L1986
	leaq	.LC252(%rip), %rcx
.L1988:
	movq	56(%rsp), %rdi
	leaq	.LC349(%rip), %r8
	leaq	.LC350(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1924
.L2042:
	movq	16(%rsp), %rax
	movq	stderr(%rip), %rdi
	leaq	.LC388(%rip), %rsi
	movq	96(%rax), %rdx
	xorl	%eax, %eax
	call	fprintf@PLT
.L2041:
	movl	$1, %r14d
.L2048:
	movq	432(%rsp), %rdi
	call	free@PLT
	movq	440(%rsp), %rdi
	call	free@PLT
	movq	448(%rsp), %rdi
	call	free@PLT
	movq	56(%rsp), %rdi
	call	buffers_free
	movq	160(%rsp), %rdi
	call	free@PLT
	movq	96(%rsp), %rdi
	call	free@PLT
	movq	80(%rsp), %rdi
	call	free@PLT
	jmp	.L1840
.L2319:
	testq	%r14, %r14
	js	.L1934
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L1935:
	movsd	.LC87(%rip), %xmm7
	leaq	.LC327(%rip), %r8
	leaq	.LC328(%rip), %rcx
	divsd	%xmm7, %xmm0
	movsd	%xmm7, 40(%rsp)
	mulsd	%xmm2, %xmm0
	comisd	.LC326(%rip), %xmm0
	jbe	.L1933
.L2337:
	movq	56(%rsp), %rdi
	leaq	.LC329(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1924
.L1941:
	leaq	.LC327(%rip), %r8
	leaq	.LC331(%rip), %rcx
	jmp	.L2337
.L2391:
	movq	%rbx, 48(%rsp)
	movq	%r13, %r10
	testl	%eax, %eax
	js	.L1878
	movq	8(%rsp), %rdi
	movq	%r10, 24(%rsp)
	call	numbers_close
	movq	24(%rsp), %r10
.L1884:
	movq	16(%rsp), %rdx
	leaq	320(%rsp), %rdi
	movl	$8, %ecx
	pxor	%xmm0, %xmm0
	movq	%rdi, 24(%rsp)
	movq	248(%rdx), %rax
	movq	%r10, 32(%rsp)
	movq	128(%rdx), %r13
	movaps	%xmm0, 224(%rsp)
	movq	%rax, 80(%rsp)
	xorl	%eax, %eax
	rep stosl
	leaq	352(%rsp), %rdi
	movl	$8, %ecx
	movq	%rdi, 64(%rsp)
	rep stosl
	leaq	0(,%r10,8), %rdi
	call	malloc@PLT
	movq	32(%rsp), %r10
	testq	%rax, %rax
	movq	%rax, 160(%rsp)
	je	.L2394
	movq	16(%rsp), %rax
	cmpl	$0, 136(%rax)
	je	.L1901
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	xorl	%edx, %edx
	jmp	.L1900
.L1902:
	movq	48(%rsp), %rbx
	xorl	%edi, %edi
	movq	(%rbx,%rcx,8), %rsi
	addq	%rsi, %rax
	adcq	%rdi, %rdx
	addq	$1, %rcx
.L1900:
	cmpq	%r10, %rcx
	jne	.L1902
	xorl	%ecx, %ecx
	movq	%rdx, %rdi
	cmpq	%r10, %rax
	movl	$1, %r13d
	sbbq	%rcx, %rdi
	jc	.L1901
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movq	%r10, %rdx
	movq	%r10, 32(%rsp)
	call	__udivti3@PLT
	movq	32(%rsp), %r10
	movq	%rax, %r13
.L1901:
	movq	16(%rsp), %rbx
	movq	48(%rsp), %r15
	movq	%r10, %rsi
	movq	%r10, 32(%rsp)
	leaq	480(%rsp), %r8
	movl	160(%rbx), %ecx
	movq	152(%rbx), %rdx
	movq	%r15, %rdi
	movq	%r8, 40(%rsp)
	call	summarise.isra.0
	movq	152(%rbx), %rcx
	movq	%r15, %rdi
	pushq	%r9
	.cfi_def_cfa_offset 9048
	movl	160(%rbx), %r8d
	leaq	568(%rsp), %rdx
	movq	%rdx, 64(%rsp)
	pushq	%rdx
	.cfi_def_cfa_offset 9056
	movq	176(%rsp), %r9
	movq	%r13, %rdx
	movq	48(%rsp), %rsi
	call	corrected_summarise
	popq	%r10
	.cfi_def_cfa_offset 9048
	popq	%r11
	.cfi_def_cfa_offset 9040
	testl	%eax, %eax
	movq	32(%rsp), %r10
	movl	%eax, %edi
	jne	.L2395
	movq	24(%rsp), %r15
	movq	48(%rsp), %rdi
	movq	%r10, %rsi
	movq	%r10, 72(%rsp)
	movq	%r15, %rdx
	call	dist_of_sorted
	movq	64(%rsp), %rbp
	movq	%r15, %rdi
	movq	%r13, %rsi
	movq	%rbp, %rdx
	call	dist_correct
	movl	344(%rsp), %eax
	orl	$-1, %edi
	orl	376(%rsp), %eax
	jne	.L1905
	movq	16(%rsp), %rax
	leaq	736(%rsp), %r12
	movq	%r15, %rdi
	movq	%r12, %rcx
	movq	152(%rax), %rbx
	movl	160(%rax), %edx
	movq	%rbx, %rsi
	movl	%edx, 32(%rsp)
	call	dist_summarise
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L1905
	movq	8(%rsp), %rcx
	movl	32(%rsp), %edx
	movq	%rbp, %rdi
	movq	%rbx, %rsi
	call	dist_summarise
	movq	72(%rsp), %r10
	testl	%eax, %eax
	movl	%eax, %edi
	jne	.L1905
	cmpq	$0, 80(%rsp)
	je	.L1908
	movq	560(%rsp), %rdx
	cmpq	$16777216, %rdx
	ja	.L2396
.L1908:
	movq	40(%rsp), %xmm0
	leaq	240(%rsp), %rax
	movq	%r10, 72(%rsp)
	xorl	%ebp, %ebp
	movq	%rax, 32(%rsp)
	leaq	256(%rsp), %rax
	leaq	224(%rsp), %r15
	movhps	56(%rsp), %xmm0
	movq	%r13, 144(%rsp)
	movq	%rbp, %r13
	movaps	%xmm0, 240(%rsp)
	movq	%r12, %xmm0
	movhps	8(%rsp), %xmm0
	movq	%rax, 8(%rsp)
	movaps	%xmm0, 256(%rsp)
.L1909:
	leaq	names.8(%rip), %rdx
	xorl	%eax, %eax
	movq	%r15, %rdi
	movq	%r14, %r15
	movq	(%rdx,%r13), %rbx
	movq	%rbx, %r14
	movq	%rax, %rbx
.L1910:
	movq	32(%rsp), %rax
	xorl	%esi, %esi
	leaq	PCT_NAME(%rip), %rdx
	xorl	%r9d, %r9d
	movq	%rsi, 104(%rsp)
	movq	(%rdx,%rbx,8), %rcx
	xorl	%esi, %esi
	movq	%r14, %rdx
	movq	(%rax,%r13), %r12
	movq	8(%rsp), %rax
	movq	(%rax,%r13), %rbp
	movslq	%ebx, %rax
	addq	$1, %rbx
	movq	8(%rbp,%rax,8), %r8
	movq	8(%r12,%rax,8), %rax
	movq	%rax, 96(%rsp)
	pushq	104(%rsp)
	.cfi_def_cfa_offset 9048
	pushq	104(%rsp)
	.cfi_def_cfa_offset 9056
	movq	%rdi, 184(%rsp)
	call	check
	cmpq	$6, %rbx
	popq	%rdi
	.cfi_def_cfa_offset 9048
	popq	%r8
	.cfi_def_cfa_offset 9040
	movq	168(%rsp), %rdi
	jne	.L1910
	movq	(%r12), %rax
	movq	0(%rbp), %r8
	movq	%r14, %rbx
	xorl	%r9d, %r9d
	leaq	.LC0(%rip), %rcx
	movq	%rbx, %rdx
	xorl	%esi, %esi
	movq	%r15, %r14
	movq	%rax, 112(%rsp)
	xorl	%eax, %eax
	movq	%rdi, %r15
	movq	%rax, 120(%rsp)
	pushq	120(%rsp)
	.cfi_def_cfa_offset 9048
	pushq	120(%rsp)
	.cfi_def_cfa_offset 9056
	call	check
	movq	56(%r12), %rax
	movq	56(%rbp), %r8
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	leaq	.LC5(%rip), %rcx
	movq	%rbx, %rdx
	movq	%r15, %rdi
	movq	%rax, 144(%rsp)
	xorl	%eax, %eax
	movq	%rax, 152(%rsp)
	pushq	152(%rsp)
	.cfi_def_cfa_offset 9064
	pushq	152(%rsp)
	.cfi_def_cfa_offset 9072
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 9040
	movq	64(%rbp), %r8
	movq	%rbx, %rdx
	movq	72(%rbp), %r9
	pushq	72(%r12)
	.cfi_def_cfa_offset 9048
	xorl	%esi, %esi
	movq	%r15, %rdi
	pushq	64(%r12)
	.cfi_def_cfa_offset 9056
	leaq	.LC239(%rip), %rcx
	call	check
	popq	%rax
	.cfi_def_cfa_offset 9048
	popq	%rdx
	.cfi_def_cfa_offset 9040
	cmpq	$8, %r13
	je	.L1911
	movl	$8, %r13d
	jmp	.L1909
.L1905:
	leaq	.LC300(%rip), %rsi
	call	cannot
	movl	%eax, %r14d
.L1904:
	movq	24(%rsp), %rdi
	call	dist_free
	movq	64(%rsp), %rdi
	call	dist_free
	movq	160(%rsp), %rdi
	call	free@PLT
.L1899:
	movq	48(%rsp), %rdi
	call	free@PLT
	jmp	.L1840
.L1871:
	movq	16(%rsp), %rax
	xorl	%ebx, %ebx
	movq	%rbx, 432(%rsp)
	movq	232(%rax), %rbp
	movq	%rbp, %rdi
	call	strlen@PLT
	cmpq	$255, %rax
	ja	.L2397
	leaq	912(%rsp), %rax
	movq	%rbp, %rcx
	movl	$256, %esi
	xorl	%r15d, %r15d
	leaq	.LC230(%rip), %r13
	movq	%rax, 8(%rsp)
	movq	%rax, %rdi
	xorl	%eax, %eax
	movq	%r13, %rdx
	movl	$2, %r12d
	leaq	.LC293(%rip), %r14
	call	snprintf@PLT
	leaq	432(%rsp), %rax
	movq	%rbp, 24(%rsp)
	movq	%rax, 72(%rsp)
	leaq	560(%rsp), %rax
	movq	%rax, 32(%rsp)
.L1896:
	movq	8(%rsp), %rbx
	movq	24(%rsp), %rcx
	movq	%r13, %rdx
	xorl	%eax, %eax
	movl	$256, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	72(%rsp), %rdx
	movq	%rbx, %rdi
	movq	%r14, %rsi
	xorl	%ebx, %ebx
	call	strtok_r@PLT
	movl	%r12d, 40(%rsp)
	movq	%rax, %r12
.L1885:
	testq	%r12, %r12
	je	.L2398
	movl	$42, %esi
	movq	%r12, %rdi
	call	strchr@PLT
	movq	$1, 560(%rsp)
	testq	%rax, %rax
	je	.L1886
	movb	$0, (%rax)
	leaq	1(%rax), %rbp
	movq	32(%rsp), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L2399
.L1886:
	leaq	736(%rsp), %rbp
	leaq	480(%rsp), %rdx
	movl	$1, %esi
	movq	%r12, %rdi
	movl	$160, %r8d
	movq	%rbp, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1888
	movq	560(%rsp), %rax
	movq	480(%rsp), %rdx
	addq	%rbx, %rax
	jmp	.L1889
.L1891:
	testq	%r15, %r15
	je	.L1890
	movq	%rdx, (%r15,%rbx,8)
.L1890:
	addq	$1, %rbx
.L1889:
	cmpq	%rax, %rbx
	jne	.L1891
	movq	72(%rsp), %rdx
	movq	%r14, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %r12
	jmp	.L1885
.L2366:
	leaq	.LC253(%rip), %rax
	movq	%rax, 4080(%rsp)
	movq	%rax, %rbx
.L2044:
	leaq	912(%rsp), %rax
	movq	16(%rsp), %rdi
	xorl	%ecx, %ecx
	leaq	REFERENCE_WALK(%rip), %rsi
	movq	%rax, %rdx
	movq	%rax, 8(%rsp)
	call	walk_outcome
	jmp	.L2046
.L2367:
	leaq	.LC389(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %r14d
	jmp	.L2048
.L2395:
	leaq	.LC299(%rip), %rsi
	call	cannot
	movl	%eax, %r14d
	jmp	.L1904
.L2392:
	movq	24(%rsp), %rdi
	movq	%r14, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC289(%rip), %rdx
	movq	%rbx, 48(%rsp)
	call	snprintf@PLT
.L1878:
	movq	8(%rsp), %rdi
	call	numbers_close
	movq	48(%rsp), %rdi
	call	free@PLT
.L1876:
	movq	24(%rsp), %rdi
	call	usage_error
	movl	%eax, %r14d
	jmp	.L1840
.L2379:
	leaq	.LC412(%rip), %rsi
	call	cannot
	movl	%eax, %r14d
	testl	%eax, %eax
	jne	.L2048
.L2070:
	movq	16(%rsp), %rax
	movl	168(%rax), %r15d
	leaq	0(,%r15,8), %rbx
	movq	%r15, 88(%rsp)
	movq	%r15, %rbp
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, %r12
	movq	%rax, 112(%rsp)
	call	malloc@PLT
	movq	%r15, %rdi
	salq	$4, %rdi
	movq	%rax, %r14
	call	malloc@PLT
	testq	%r12, %r12
	setne	%dl
	testq	%r14, %r14
	movq	%rax, %rdi
	movq	%rax, 128(%rsp)
	setne	%al
	andl	%eax, %edx
	xorl	%eax, %eax
	testq	%rdi, %rdi
	setne	%al
	addq	%r12, %rbx
	xorl	%r12d, %r12d
	andl	%edx, %eax
	subl	$1, %eax
	movl	%eax, 8(%rsp)
	movl	%r15d, %eax
	movq	80(%rsp), %r15
	shrl	%eax
	leaq	(%r14,%rax,8), %rdx
	salq	$4, %rax
	addq	%rdi, %rax
	movq	%rdx, 144(%rsp)
	movq	%rax, 176(%rsp)
	leaq	4096(%rsp), %rax
	movq	%rax, 64(%rsp)
	movq	%rax, %r13
	leaq	736(%rsp), %rax
	movq	%rax, 208(%rsp)
	movl	%ebp, %eax
	movq	%rbx, %rbp
	movl	%eax, %ebx
.L2079:
	cmpl	$2, %r12d
	jg	.L2195
	cmpl	$0, 8(%rsp)
	jne	.L2195
	movq	24(%rsp), %rax
	xorl	%r9d, %r9d
	leaq	296(%r15), %r10
	movq	%r15, %r8
	movq	%r14, %r15
	movq	%r10, %r14
	movq	$0x000000000, 272(%rax,%r12,8)
	movq	%r9, %rax
	movl	%ebx, %r9d
	movq	%rax, %rbx
.L2080:
	orq	$-1, %rcx
	testl	%r9d, %r9d
	je	.L2088
	movq	112(%rsp), %rdx
	leaq	(%r14,%rbx), %rsi
	orq	$-1, %rcx
	jmp	.L2083
.L2400:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2082:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%rdx, %rbp
	je	.L2088
.L2083:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L2400
	movq	%rax, %rdi
	movq	%rax, %r10
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r10d
	orq	%r10, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2082
.L2088:
	movq	%rcx, 8(%r13,%rbx)
	movq	112(%rsp), %rsi
	movl	%r9d, %edx
	addq	$8, %rbx
	movq	208(%rsp), %rdi
	movq	%r8, 216(%rsp)
	movl	%r9d, 192(%rsp)
	call	stats_of
	movq	24(%rsp), %rax
	movsd	752(%rsp), %xmm0
	cmpq	$48, %rbx
	movl	192(%rsp), %r9d
	movq	216(%rsp), %r8
	maxsd	272(%rax,%r12,8), %xmm0
	movsd	%xmm0, 272(%rax,%r12,8)
	jne	.L2080
	movq	%r15, %r14
	movl	%r9d, %ebx
	movq	%r8, %r15
	movq	%r8, %rdx
	xorl	%eax, %eax
	jmp	.L2086
.L2089:
	movq	(%rdx), %rcx
	movq	%rcx, (%r14,%rax,8)
	addq	$1, %rax
.L2086:
	addq	$288, %rdx
	cmpl	%ebx, %eax
	jb	.L2089
	movq	88(%rsp), %rsi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	movq	%r14, %rdi
	call	qsort@PLT
	movq	144(%rsp), %rax
	movq	%r15, %rdx
	movq	(%rax), %rax
	movq	%rax, 0(%r13)
	xorl	%eax, %eax
	jmp	.L2090
.L2091:
	movq	56(%rdx), %rcx
	movq	%rcx, (%r14,%rax,8)
	addq	$1, %rax
.L2090:
	addq	$288, %rdx
	cmpl	%ebx, %eax
	jb	.L2091
	movq	88(%rsp), %rsi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	movq	%r14, %rdi
	call	qsort@PLT
	movq	144(%rsp), %rax
	movq	128(%rsp), %rsi
	movq	%r15, %rdx
	movq	(%rax), %rax
	movq	%rax, 56(%r13)
	xorl	%eax, %eax
	jmp	.L2092
.L2093:
	movq	%rax, %rcx
	movdqa	64(%rdx), %xmm6
	addq	$1, %rax
	salq	$4, %rcx
	movaps	%xmm6, (%rsi,%rcx)
.L2092:
	addq	$288, %rdx
	cmpl	%ebx, %eax
	jb	.L2093
	movq	88(%rsp), %rsi
	leaq	cmp_u128(%rip), %rcx
	movl	$16, %edx
	movq	128(%rsp), %rdi
	addq	$1, %r12
	addq	$80, %r13
	addq	$80, %r15
	call	qsort@PLT
	movq	176(%rsp), %rax
	movdqa	(%rax), %xmm5
	movaps	%xmm5, -16(%r13)
	movaps	%xmm5, 192(%rsp)
	jmp	.L2079
.L2195:
	movq	112(%rsp), %rdi
	call	free@PLT
	movq	%r14, %rdi
	call	free@PLT
	movq	128(%rsp), %rdi
	call	free@PLT
	cmpl	$0, 8(%rsp)
	jne	.L2096
	movq	16(%rsp), %rbx
	movq	160(%rsp), %rsi
	leaq	4360(%rsp), %rdi
	leaq	.LC418(%rip), %rbp
	leaq	.LC240(%rip), %r14
	leaq	736(%rsp), %r12
	movl	168(%rbx), %edx
	call	stats_of
	movl	168(%rbx), %edx
	movq	96(%rsp), %rsi
	leaq	4384(%rsp), %rdi
	call	stats_of
	movq	%rbx, %rdi
	movl	168(%rbx), %ebx
	xorl	%esi, %esi
	movq	80(%rsp), %rax
	movq	72(%rsp), %rdx
	imulq	$288, %rbx, %rbx
	addq	%rax, %rbx
	movq	%rbx, 4408(%rsp)
	call	first_stall_window
	movl	$10, %edi
	movl	%eax, 72(%rsp)
	call	putchar@PLT
	call	print_header
	leaq	.LC416(%rip), %rsi
	leaq	.LC417(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	64(%rsp), %rsi
	leaq	.LC242(%rip), %rdi
	call	print_row
	movq	%rbp, %rdi
	movl	$1, %eax
	movsd	4336(%rsp), %xmm0
	call	printf@PLT
	leaq	4176(%rsp), %rax
	leaq	.LC243(%rip), %rdi
	movq	%rax, %rsi
	movq	%rax, 144(%rsp)
	call	print_row
	movq	%rbp, %rdi
	movl	$1, %eax
	movsd	4344(%rsp), %xmm0
	call	printf@PLT
	leaq	4256(%rsp), %rax
	movq	%r14, %rdi
	movq	%rax, %rsi
	movq	%rax, 176(%rsp)
	call	print_row
	movq	%rbp, %rdi
	movl	$1, %eax
	movsd	4352(%rsp), %xmm0
	call	printf@PLT
	movq	4064(%rsp), %rbp
	movq	%r12, %rdi
	movq	152(%rbp), %rsi
	call	fmt_us.constprop.0
	movl	168(%rbp), %esi
	leaq	.LC419(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	4120(%rsp), %r15
	movq	4200(%rsp), %r13
	movq	%r12, %rdi
	movq	%r15, %rdx
	movq	%r13, %rsi
	movq	%r15, 88(%rsp)
	movq	%r13, 112(%rsp)
	call	fmt_ratio.constprop.0
	leaq	.LC420(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	4128(%rsp), %rdx
	movq	4208(%rsp), %rsi
	movq	%r12, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC421(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	4280(%rsp), %rax
	movq	%r15, %rdx
	movq	%r12, %rdi
	movq	%rax, %rsi
	movq	%rax, %r15
	movq	%rax, 128(%rsp)
	call	fmt_ratio.constprop.0
	leaq	.LC422(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r15, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC423(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	4272(%rsp), %rdx
	movq	4192(%rsp), %rsi
	movq	%r12, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC424(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	24(%rsp), %rax
	xorl	%r9d, %r9d
.L2097:
	movq	40(%rax,%r9,8), %r13
	movq	120(%rax,%r9,8), %r15
	leaq	0(%r13,%r13), %rdx
	cmpq	%rdx, %r15
	jb	.L2098
	movl	$10, %edi
	movq	%r9, 208(%rsp)
	call	putchar@PLT
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movq	40(%rsp), %rdi
	movq	%r13, %rdx
	movq	%r15, %rsi
	movq	%rax, 192(%rsp)
	call	fmt_ratio.constprop.0
	movq	32(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rax, 24(%rsp)
	call	fmt_us.constprop.0
	movq	208(%rsp), %r9
	movq	192(%rsp), %r8
	leaq	.LC426(%rip), %rdi
	movq	%rax, %rdx
	leaq	PCT_LABEL(%rip), %rax
	movq	24(%rsp), %rcx
	movslq	%r9d, %r9
	movq	(%rax,%r9,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2099:
	movq	112(%rsp), %r15
	movq	88(%rsp), %rdx
	movq	40(%rsp), %rdi
	movq	%r15, %rsi
	call	fmt_ratio.constprop.0
	movq	%r15, %rsi
	movq	32(%rsp), %r15
	movq	%rax, %r13
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	movq	%r13, %rdx
	leaq	.LC428(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	128(%rsp), %rsi
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movq	272(%rbx), %rsi
	movq	%r15, %rdi
	movq	%rax, %r13
	call	fmt_us.constprop.0
	movq	%r13, %rdx
	leaq	.LC429(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 72(%rsp)
	movq	432(%rsp), %r13
	je	.L2100
	leaq	.LC430(%rip), %rdi
	call	puts@PLT
.L2101:
	movsd	4360(%rsp), %xmm6
	leaq	.LC432(%rip), %rdi
	movsd	4392(%rsp), %xmm3
	movl	$4, %eax
	movsd	4384(%rsp), %xmm2
	movsd	4368(%rsp), %xmm1
	movapd	%xmm6, %xmm0
	movsd	%xmm3, 24(%rsp)
	movsd	%xmm2, 88(%rsp)
	movsd	%xmm1, 112(%rsp)
	movsd	%xmm6, 128(%rsp)
	call	printf@PLT
	movq	64(%rsp), %rsi
	leaq	.LC242(%rip), %rdi
	call	print_result_set
	movq	144(%rsp), %rsi
	leaq	.LC243(%rip), %rdi
	call	print_result_set
	movq	176(%rsp), %rsi
	movq	%r14, %rdi
	leaq	RATIOS(%rip), %r14
	leaq	168(%r14), %r15
	call	print_result_set
	jmp	.L2114
.L2102:
	movq	8(%rax,%rdx,8), %rax
.L2103:
	movslq	8(%r14), %rdx
	movq	64(%rsp), %rdi
	movslq	12(%r14), %rcx
	imulq	$80, %rdx, %rdx
	addq	%rdi, %rdx
	cmpl	$-1, %ecx
	je	.L2401
	movq	8(%rdx,%rcx,8), %rdx
.L2105:
	testq	%rax, %rax
	je	.L2106
	testq	%rdx, %rdx
	js	.L2107
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2108:
	testq	%rax, %rax
	js	.L2109
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2110:
	divsd	%xmm1, %xmm0
	leaq	.LC99(%rip), %rax
	movl	$32, %esi
	movq	%r12, %rdi
	leaq	.LC100(%rip), %rdx
	comisd	.LC63(%rip), %xmm0
	cmovnb	%rax, %rdx
	movl	$1, %eax
	call	snprintf@PLT
.L2113:
	movq	(%r14), %rsi
	movq	%r12, %rdx
	leaq	.LC433(%rip), %rdi
	xorl	%eax, %eax
	addq	$24, %r14
	call	printf@PLT
	cmpq	%r14, %r15
	je	.L2402
.L2114:
	movslq	16(%r14), %rax
	movq	64(%rsp), %rcx
	movslq	20(%r14), %rdx
	imulq	$80, %rax, %rax
	addq	%rcx, %rax
	cmpl	$-1, %edx
	jne	.L2102
	movq	56(%rax), %rax
	jmp	.L2103
.L2098:
	addq	$1, %r9
	cmpq	$6, %r9
	jne	.L2097
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC427(%rip), %rdi
	call	puts@PLT
	jmp	.L2099
.L2109:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2110
.L2107:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2108
.L2106:
	movl	$6369134, (%r12)
	jmp	.L2113
.L2401:
	movq	56(%rdx), %rdx
	jmp	.L2105
.L2402:
	movq	256(%rbx), %rcx
	movq	240(%rbx), %rdx
	leaq	.LC434(%rip), %r14
	xorl	%eax, %eax
	leaq	.LC242(%rip), %rsi
	movq	%r14, %rdi
	call	printf@PLT
	movq	264(%rbx), %rcx
	movq	%r14, %rdi
	xorl	%eax, %eax
	movq	248(%rbx), %rdx
	leaq	.LC243(%rip), %rsi
	call	printf@PLT
	movq	272(%rbx), %rsi
	leaq	.LC311(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	32(%rbp), %esi
	testl	%esi, %esi
	je	.L2115
	movq	96(%rbp), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L2116
	leaq	-1(%rdi), %rcx
	movq	88(%rbp), %rax
	xorl	%edx, %edx
	subq	80(%rbp), %rax
	divq	%rcx
	movq	%rax, %rcx
.L2116:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	leaq	.LC435(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2115:
	cmpl	$0, 72(%rsp)
	je	.L2403
.L2117:
	movsd	4376(%rsp), %xmm2
	movsd	112(%rsp), %xmm1
	leaq	.LC439(%rip), %rbp
	leaq	.LC242(%rip), %rsi
	movsd	128(%rsp), %xmm0
	movq	%rbp, %rdi
	movl	$3, %eax
	call	printf@PLT
	movsd	24(%rsp), %xmm1
	movq	%rbp, %rdi
	movl	$3, %eax
	movsd	4400(%rsp), %xmm2
	movsd	88(%rsp), %xmm0
	leaq	.LC243(%rip), %rsi
	call	printf@PLT
	cmpq	$0, 48(%rsp)
	je	.L2119
	xorl	%eax, %eax
	movl	$18, %ecx
	movq	%r12, %rdi
	rep stosl
	leaq	320(%rsp), %rdi
	movl	$8, %ecx
	movq	%rdi, 24(%rsp)
	rep stosl
	leaq	352(%rsp), %rdi
	movl	$8, %ecx
	movq	%rdi, 64(%rsp)
	rep stosl
	movl	584(%rsp), %eax
	cmpl	$3, %eax
	je	.L2404
	cmpl	$2, %eax
	je	.L2405
	movq	24(%rsp), %r14
	movq	(%rbx), %rsi
	movq	560(%rsp), %rdi
	movq	%r14, %rdx
	call	dist_of_sorted
	movq	64(%rsp), %r15
	movq	272(%rbx), %rsi
	movq	%r14, %rdi
	movq	%r15, %rdx
	call	dist_correct
	movl	344(%rsp), %eax
	orl	376(%rsp), %eax
	je	.L2406
.L2136:
	orl	$-1, %ebx
.L2132:
	movq	48(%rsp), %rdx
	movq	stderr(%rip), %rdi
	xorl	%eax, %eax
	movl	%ebx, %ebp
	leaq	.LC444(%rip), %rsi
	call	fprintf@PLT
.L2133:
	movq	736(%rsp), %rdi
	call	free@PLT
	movq	760(%rsp), %rdi
	call	free@PLT
	movq	784(%rsp), %rdi
	call	free@PLT
	movq	24(%rsp), %rdi
	call	dist_free
	movq	64(%rsp), %rdi
	call	dist_free
	xorl	%eax, %eax
	testl	%ebp, %ebp
	setne	%al
	movl	%eax, 8(%rsp)
.L2119:
	xorl	%edi, %edi
	movq	%r12, %rsi
	call	getrusage@PLT
	testl	%eax, %eax
	je	.L2407
.L2137:
	cmpq	$0, 4080(%rsp)
	leaq	.LC262(%rip), %rax
	leaq	.LC263(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC446(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	4064(%rsp), %rax
	movq	4424(%rsp), %rbx
	leaq	.LC447(%rip), %rdi
	movq	4416(%rsp), %rsi
	movl	168(%rax), %ecx
	movq	%rbx, %rdx
	xorl	%eax, %eax
	addl	$1, %ecx
	call	printf@PLT
	xorl	%r8d, %r8d
	movl	8(%rsp), %r14d
	testq	%rbx, %rbx
	setne	%r8b
	orl	%r8d, %r14d
	jmp	.L2048
.L2378:
	leaq	.LC409(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2067
.L2174:
	orl	$-1, %eax
.L2001:
	movq	56(%rsp), %rdi
	movl	%eax, 8(%rsp)
	call	buffers_free
	movl	8(%rsp), %edi
	leaq	.LC360(%rip), %rsi
	call	cannot
	movl	%eax, %r14d
	testl	%eax, %eax
	jne	.L1840
.L2008:
	cmpl	$0, 4064(%rsp)
	leaq	.LC213(%rip), %rax
	leaq	.LC257(%rip), %rsi
	movl	$3, %r13d
	cmovne	%rax, %rsi
	leaq	.LC361(%rip), %rdi
	xorl	%eax, %eax
	leaq	912(%rsp), %rbx
	leaq	.LC368(%rip), %rbp
	call	printf@PLT
	movq	16(%rsp), %r15
	movq	%rbx, %rdi
	movq	%rbx, 8(%rsp)
	leaq	.LC370(%rip), %r12
	leaq	.LC372(%rip), %r14
	movq	(%r15), %rsi
	call	fmt_us.constprop.0
	leaq	.LC362(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC363(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%r15), %rsi
	movq	%rbx, %rdi
	leaq	.LC39(%rip), %r15
	call	fmt_us.constprop.0
	leaq	.LC364(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	4072(%rsp), %rsi
	movq	%rbx, %rdi
	leaq	.LC8(%rip), %rbx
	call	fmt_us.constprop.0
	leaq	.LC365(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 4064(%rsp)
	leaq	.LC258(%rip), %rax
	leaq	.LC259(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC366(%rip), %rdx
	leaq	.LC367(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbx, %rcx
	movq	%rbx, %rdx
	movq	%rbp, %rdi
	leaq	.LC242(%rip), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbx, %rcx
	movq	%rbx, %rdx
	movq	%rbp, %rdi
	leaq	.LC243(%rip), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbx, %rcx
	movq	%rbx, %rdx
	movq	%rbp, %rdi
	leaq	.LC240(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC373(%rip), %rbp
	call	printf@PLT
	movq	%rbx, %rdx
	movq	%rbx, %rsi
	xorl	%eax, %eax
	leaq	.LC369(%rip), %rdi
	leaq	.LC374(%rip), %rbx
	call	printf@PLT
.L2014:
	movq	%r12, %rdx
	leaq	.LC371(%rip), %rsi
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
	jne	.L2014
	movl	$10, %edi
	xorl	%r13d, %r13d
	call	putchar@PLT
.L2015:
	cmpq	4080(%rsp), %r13
	jnb	.L2408
	movq	24(%rsp), %rax
	cmpl	$0, 4064(%rsp)
	movq	24(%rax,%r13,8), %rsi
	je	.L2016
	leaq	.LC375(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L2017:
	movq	24(%rsp), %rax
	leaq	.LC260(%rip), %rsi
	leaq	.LC377(%rip), %rdi
	leaq	SWEEP_COL(%rip), %rbp
	cmpq	$0, 4768(%rax,%r13,8)
	leaq	.LC261(%rip), %rax
	cmove	%rax, %rsi
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	call	printf@PLT
	imulq	$36, %r13, %rax
	movq	%r13, 40(%rsp)
	movq	%rax, 16(%rsp)
.L2019:
	movslq	%r12d, %rbx
	movq	16(%rsp), %rax
	xorl	%r13d, %r13d
	imulq	$10, %rbx, %rbx
	addq	%rax, %rbx
.L2023:
	movslq	0(%rbp,%r13,4), %rax
	movq	8(%rsp), %rdi
	leaq	20(%rax,%rbx), %rax
	movq	4072(%rsp,%rax,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	testq	%r13, %r13
	je	.L2409
	xorl	%eax, %eax
	movq	%r15, %rsi
	movq	%r14, %rdi
	call	printf@PLT
	cmpq	$2, %r13
	jne	.L2178
	addl	$1, %r12d
	cmpl	$3, %r12d
	jne	.L2019
	movq	40(%rsp), %r13
	movl	$10, %edi
	call	putchar@PLT
	addq	$1, %r13
	jmp	.L2015
.L2355:
	cmpq	$1, 120(%rax)
	ja	.L2152
	movq	16(%rsp), %rax
	movl	32(%rax), %eax
	cmpl	$1, %eax
	jne	.L1930
	ucomisd	%xmm0, %xmm2
	jp	.L1931
	jne	.L1931
.L2151:
	movq	56(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC324(%rip), %rcx
	leaq	.LC325(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1924
.L2052:
	movq	16(%rsp), %r15
	leaq	736(%rsp), %r12
	movq	%r12, %rdi
	movq	24(%r15), %rsi
	call	fmt_us.constprop.0
	movq	16(%r15), %rsi
	movq	%rax, %rbp
	leaq	480(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 40(%rsp)
	call	fmt_us.constprop.0
	movq	8(%r15), %rsi
	movq	32(%rsp), %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	movq	%rbp, %rcx
	movq	%r12, %rdx
	leaq	.LC395(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2051
.L2369:
	leaq	.LC393(%rip), %rdi
	call	puts@PLT
	leaq	480(%rsp), %rax
	movq	%rax, 40(%rsp)
	jmp	.L2051
.L1987:
	cmpq	$200000000, %rax
	jbe	.L1986
	leaq	.LC256(%rip), %rcx
	jmp	.L1988
.L2167:
	leaq	.LC251(%rip), %r8
.L1956:
	movq	48(%rsp), %rcx
	leaq	.LC335(%rip), %rdx
.L2335:
	movq	56(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	8(%rsp), %rdi
	call	numbers_close
.L1963:
	movq	16(%rsp), %rbx
	movq	296(%rbx), %rdi
	call	free@PLT
	xorl	%r9d, %r9d
	movq	%r9, 296(%rbx)
	jmp	.L1924
.L2166:
	leaq	.LC252(%rip), %r8
	jmp	.L1956
.L2181:
	leaq	.LC253(%rip), %rsi
	jmp	.L2034
.L2375:
	leaq	.LC404(%rip), %rdi
	call	puts@PLT
	jmp	.L2148
.L2374:
	movq	16(%rsp), %rax
	movq	40(%rax), %rdx
	cmpq	%rdx, (%rax)
	setnb	%al
	movzbl	%al, %eax
	jmp	.L2062
.L2372:
	leaq	.LC401(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2059
.L2371:
	movq	32(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC399(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2057
.L2370:
	movq	32(%rsp), %rdi
	movq	40(%rax), %rsi
	movq	96(%rax), %rbp
	call	fmt_us.constprop.0
	leaq	.LC396(%rip), %rdi
	movq	%rax, %rsi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2054
.L1974:
	movq	%rdi, %rcx
	movq	56(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC339(%rip), %r8
	leaq	.LC340(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1924
.L1934:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1935
.L2373:
	leaq	.LC267(%rip), %rbp
	jmp	.L2060
.L1996:
	movq	56(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC358(%rip), %rcx
	leaq	.LC359(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1924
.L2393:
	movq	%rdi, %rcx
	movq	56(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC337(%rip), %r8
	leaq	.LC338(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1924
.L2403:
	movq	464(%rsp), %rbp
	xorl	%eax, %eax
	movq	440(%rsp), %r8
	leaq	.LC436(%rip), %rdi
	movq	(%r8,%rbp,8), %rcx
	movq	0(%r13,%rbp,8), %rdx
	movq	%rbp, %rsi
	movq	%r8, 64(%rsp)
	leaq	0(,%rbp,8), %r14
	call	printf@PLT
	leaq	1(%rbp), %rax
	movq	64(%rsp), %r8
	cmpq	456(%rsp), %rax
	jb	.L2410
.L2118:
	movq	472(%rsp), %rdx
	leaq	.LC438(%rip), %rdi
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%rbp, %rsi
	call	printf@PLT
	jmp	.L2117
.L2352:
	movq	56(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC279(%rip), %rcx
	leaq	.LC280(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1924
.L2410:
	movq	8(%r8,%r14), %rdx
	movq	8(%r13,%r14), %rsi
	leaq	.LC437(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2118
.L2142:
	movq	960(%rsp), %r8
	movq	48(%rsp), %rcx
	leaq	.LC336(%rip), %rdx
	jmp	.L2335
.L2358:
	movq	56(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC342(%rip), %rcx
	leaq	.LC343(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1924
.L2354:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	56(%rsp), %rdi
	movq	%rbx, %rcx
	leaq	.LC286(%rip), %rdx
	movq	%rax, %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1924
.L2353:
	movq	56(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC281(%rip), %rcx
	leaq	.LC282(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1924
.L1888:
	leaq	4064(%rsp), %rax
	movq	%rbp, %rcx
	leaq	.LC8(%rip), %r8
	movq	%rax, 24(%rsp)
	leaq	.LC295(%rip), %rdx
.L2332:
	movq	%rax, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r15, %rdi
	call	free@PLT
	jmp	.L1876
.L2398:
	movl	40(%rsp), %r12d
	subl	$1, %r12d
	jne	.L2411
	movq	%r15, 48(%rsp)
	movq	%rbx, %r10
	leaq	.LC249(%rip), %r14
	testq	%r15, %r15
	jne	.L1884
	leaq	4064(%rsp), %rax
	movq	%rax, 24(%rsp)
	jmp	.L1876
.L2365:
	movq	16(%rsp), %rax
	movq	56(%rsp), %rdi
	movl	$1048576, %r8d
	leaq	.LC357(%rip), %rdx
	movl	$2048, %esi
	movq	96(%rax), %rcx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1924
.L2368:
	movq	stderr(%rip), %rdi
	movl	$16777216, %ecx
	leaq	.LC390(%rip), %rsi
	xorl	%eax, %eax
	movl	$2, %r14d
	call	fprintf@PLT
	jmp	.L2048
.L2411:
	testq	%rbx, %rbx
	je	.L1895
	leaq	0(,%rbx,8), %rdi
	call	malloc@PLT
	movq	%rax, %r15
	testq	%rax, %rax
	je	.L1895
	movl	$1, %r12d
	jmp	.L1896
.L2381:
	movq	16(%rsp), %rbx
	leaq	912(%rsp), %rbp
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	call	closed_form
	testl	%eax, %eax
	jne	.L2037
	leaq	4064(%rsp), %r12
	xorl	%ecx, %ecx
	leaq	REFERENCE_WALK(%rip), %rsi
	movq	%rbx, %rdi
	movq	%r12, %rdx
	call	walk_outcome
	testl	%eax, %eax
	jne	.L2037
	leaq	736(%rsp), %rbx
	xorl	%esi, %esi
	movq	%rbp, %rcx
	movq	%r12, %rdx
	movq	%rbx, %rdi
	xorl	%r14d, %r14d
	call	check_outcome
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	1184(%rsp), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 9048
	movq	%rbx, %rdi
	leaq	.LC385(%rip), %rcx
	leaq	.LC386(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 9056
	movq	4352(%rsp), %r8
	call	check
	movq	760(%rsp), %rbx
	leaq	.LC387(%rip), %rdi
	xorl	%eax, %eax
	movq	752(%rsp), %rsi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	popq	%rsi
	.cfi_def_cfa_offset 9048
	popq	%rdi
	.cfi_def_cfa_offset 9040
	setne	%r14b
	jmp	.L1840
.L2377:
	movq	600(%rsp), %rdx
	movl	$65536, %ecx
	leaq	.LC408(%rip), %rdi
	xorl	%eax, %eax
	movq	592(%rsp), %rsi
	call	printf@PLT
	jmp	.L2067
.L1911:
	movq	72(%rsp), %r10
	leaq	.LC302(%rip), %rdi
	movq	%r13, %rbp
	movq	144(%rsp), %r13
	leaq	.LC250(%rip), %r12
	leaq	.LC8(%rip), %r15
	movq	%r10, 8(%rsp)
	call	puts@PLT
	movq	8(%rsp), %rcx
	movq	%r14, %rdx
	xorl	%eax, %eax
	movq	88(%rsp), %rsi
	leaq	.LC303(%rip), %rdi
	call	printf@PLT
	movq	16(%rsp), %rbx
	leaq	432(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 72(%rsp)
	movq	152(%rbx), %rsi
	call	fmt_us.constprop.0
	movl	160(%rbx), %edx
	movq	8(%rsp), %r10
	movq	%rax, %r14
	cmpl	$0, 136(%rbx)
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rcx
	jne	.L1912
	leaq	.LC8(%rip), %r15
	movq	%r15, %r12
.L1912:
	leaq	384(%rsp), %rax
	movq	%r13, %rsi
	movq	%r10, 8(%rsp)
	movq	%rax, %rdi
	movq	%rcx, 16(%rsp)
	movq	%rax, 32(%rsp)
	call	fmt_us.constprop.0
	movq	16(%rsp), %rcx
	movq	%r14, %r8
	movq	%r12, %rdx
	movq	%rax, %rsi
	leaq	.LC304(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC305(%rip), %rdi
	leaq	.LC306(%rip), %r12
	call	puts@PLT
	leaq	.LC240(%rip), %r14
	call	print_header
	movl	$10, %edi
	call	putchar@PLT
	movq	40(%rsp), %rsi
	movq	%r12, %rdi
	call	print_row
	movl	$10, %edi
	call	putchar@PLT
	movq	56(%rsp), %rsi
	movq	%r14, %rdi
	call	print_row
	movq	%r15, %rdx
	leaq	.LC307(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC308(%rip), %rdi
	leaq	.LC309(%rip), %r15
	call	printf@PLT
	movq	8(%rsp), %rbx
	jmp	.L1918
.L2413:
	movq	56(%rsp), %rdx
	movq	(%rdx,%rbp), %rdx
	testq	%rdx, %rdx
	js	.L1914
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1915:
	testq	%rax, %rax
	js	.L1916
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1917:
	divsd	%xmm1, %xmm0
	comisd	.LC63(%rip), %xmm0
	sbbl	%esi, %esi
	andl	$2, %esi
	addl	$1, %esi
.L1913:
	movq	%r15, %rdi
	movl	$1, %eax
	addq	$8, %rbp
	call	printf@PLT
	cmpq	$56, %rbp
	je	.L2412
.L1918:
	movq	40(%rsp), %rax
	movq	(%rax,%rbp), %rax
	testq	%rax, %rax
	jne	.L2413
	pxor	%xmm0, %xmm0
	movl	$3, %esi
	jmp	.L1913
.L2376:
	movl	$29, %esi
	leaq	.LC405(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2065
.L2037:
	leaq	.LC384(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %r14d
	jmp	.L1840
.L1895:
	movq	24(%rsp), %rbp
	leaq	.LC296(%rip), %r8
	xorl	%eax, %eax
	leaq	4064(%rsp), %rdi
	leaq	.LC297(%rip), %rdx
	movl	$2048, %esi
	movq	%rdi, 24(%rsp)
	movq	%rbp, %rcx
	call	snprintf@PLT
	jmp	.L1876
.L2412:
	leaq	.LC310(%rip), %rdi
	movq	%rbx, 8(%rsp)
	call	puts@PLT
	movq	40(%rsp), %rsi
	movq	%r12, %rdi
	call	print_result_set
	movq	56(%rsp), %rsi
	movq	%r14, %rdi
	xorl	%r14d, %r14d
	call	print_result_set
	movq	%r13, %rsi
	leaq	.LC311(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	232(%rsp), %rbp
	xorl	%eax, %eax
	movq	224(%rsp), %rsi
	leaq	.LC312(%rip), %rdi
	movq	%rbp, %rdx
	call	printf@PLT
	testq	%rbp, %rbp
	setne	%r14b
	cmpq	$0, 80(%rsp)
	je	.L1904
	movq	72(%rsp), %rdi
	xorl	%eax, %eax
	movq	504(%rsp), %xmm0
	movl	$12, %ecx
	leaq	432(%rsp), %rbp
	movq	8(%rsp), %rsi
	leaq	NAMES.7(%rip), %rdx
	movl	$2, 400(%rsp)
	rep stosl
	movhps	584(%rsp), %xmm0
	leaq	.LC313(%rip), %rax
	movq	%rbp, %xmm7
	movaps	%xmm0, 288(%rsp)
	movq	%rax, %xmm0
	leaq	288(%rsp), %rax
	movq	48(%rsp), %rdi
	punpcklqdq	%xmm7, %xmm0
	movq	%rax, %xmm5
	movaps	%xmm0, 384(%rsp)
	movq	%rdx, %xmm0
	movq	%rbp, %rdx
	punpcklqdq	%xmm5, %xmm0
	movups	%xmm0, 408(%rsp)
	call	table_from_sorted
	testl	%eax, %eax
	je	.L1919
.L1921:
	movl	$1, %r14d
.L1920:
	movq	432(%rsp), %rdi
	call	free@PLT
	movq	456(%rsp), %rdi
	call	free@PLT
	jmp	.L1904
.L1916:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1917
.L1914:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1915
.L1919:
	leaq	456(%rsp), %rbx
	movq	64(%rsp), %rdi
	movq	%rbx, %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L1921
	movq	%rbp, %rcx
	movq	80(%rsp), %rdi
	leaq	hgrm_writer(%rip), %rbp
	leaq	.LC314(%rip), %rsi
	movq	%rbp, %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L1921
	movq	80(%rsp), %rdi
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	leaq	.LC315(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L1921
	movq	32(%rsp), %rcx
	movq	80(%rsp), %rdi
	leaq	spectrum_writer(%rip), %rdx
	leaq	.LC316(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L1921
	jmp	.L1920
.L2350:
	leaq	4064(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	912(%rsp), %rdi
	movq	%rax, %rbx
	movq	16(%rsp), %rax
	movq	8(%rax), %rsi
	call	fmt_us.constprop.0
	movq	56(%rsp), %rdi
	movq	%rbx, %r8
	leaq	.LC317(%rip), %rdx
	movq	%rax, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1924
.L1992:
	movq	56(%rsp), %rdi
	leaq	.LC354(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC355(%rip), %rcx
	leaq	.LC356(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1924
.L2351:
	movq	56(%rsp), %rdi
	leaq	.LC318(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC319(%rip), %rcx
	leaq	.LC320(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1924
.L2346:
	leaq	2016(%rsp), %rdi
	leaq	.LC127(%rip), %r8
	movq	%rbp, %rcx
	xorl	%eax, %eax
	leaq	.LC273(%rip), %rdx
	movl	$2048, %esi
	movq	%rdi, 56(%rsp)
	call	snprintf@PLT
	jmp	.L1924
.L2387:
	leaq	.LC332(%rip), %r8
	leaq	.LC333(%rip), %rcx
	jmp	.L2337
.L1949:
	subsd	%xmm1, %xmm0
	movq	16(%rsp), %rdx
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 128(%rdx)
	btcq	$63, 128(%rdx)
	jmp	.L1950
.L1847:
	leaq	.LC8(%rip), %r8
	leaq	2016(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	%r8, %rcx
	leaq	.LC274(%rip), %rdx
	movq	%rdi, 56(%rsp)
	call	snprintf@PLT
	jmp	.L1924
.L2397:
	leaq	4064(%rsp), %rdi
	leaq	.LC290(%rip), %r8
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC291(%rip), %rcx
	leaq	.LC292(%rip), %rdx
	movq	%rdi, 24(%rsp)
	call	snprintf@PLT
	jmp	.L1876
.L2399:
	leaq	4064(%rsp), %rax
	leaq	.LC137(%rip), %r8
	movq	%rbp, %rcx
	movq	%rax, 24(%rsp)
	leaq	.LC294(%rip), %rdx
	jmp	.L2332
.L2360:
	leaq	.LC347(%rip), %r8
	leaq	.LC252(%rip), %rcx
	jmp	.L2336
.L2382:
	movq	16(%rsp), %rax
	leaq	.LC255(%rip), %rcx
	cmpl	$0, 112(%rax)
	jne	.L1983
	cmpq	$1, 120(%rax)
	leaq	.LC254(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L1983
.L2396:
	movq	stderr(%rip), %rdi
	movl	$16777216, %ecx
	leaq	.LC301(%rip), %rsi
	xorl	%eax, %eax
	movl	$2, %r14d
	call	fprintf@PLT
	jmp	.L1904
.L2394:
	movq	stderr(%rip), %rdi
	leaq	.LC298(%rip), %rdx
	leaq	.LC98(%rip), %rsi
	movl	$1, %r14d
	call	fprintf@PLT
	jmp	.L1899
.L2390:
	movq	24(%rsp), %rdi
	movq	%r14, %rcx
	movl	$2048, %esi
	leaq	.LC288(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1878
.L2407:
	movq	4088(%rsp), %rax
	movq	768(%rsp), %rsi
	leaq	.LC445(%rip), %rdi
	movl	24(%rax), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2137
.L2364:
	movq	56(%rsp), %rdi
	leaq	.LC351(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC352(%rip), %rcx
	leaq	.LC353(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1924
.L2406:
	movq	(%rbx), %rsi
	movq	560(%rsp), %rdi
	movq	%r12, %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L2136
	movq	80(%rbx), %rsi
	movq	568(%rsp), %rdi
	leaq	760(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L2136
.L2338:
	leaq	784(%rsp), %rsi
	movq	%r15, %rdi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L2136
	leaq	256(%rsp), %rax
	xorl	%r13d, %r13d
	leaq	hgrm_writer(%rip), %r14
	movq	%rax, 8(%rsp)
	leaq	HGRM.2(%rip), %rbp
.L2126:
	imulq	$10, %r13, %rax
	movq	8(%rsp), %rdx
	leaq	0(%r13,%r13,2), %r15
	movq	0(%rbp,%r13), %rsi
	addq	%r12, %r15
	movq	48(%rsp), %rdi
	movq	%r15, %rcx
	movq	24(%rbx,%rax), %rax
	movq	%rax, (%rdx,%r13)
	movq	%r14, %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L2136
	cmpl	$0, 168(%rsp)
	jne	.L2128
.L2130:
	addq	$8, %r13
	cmpq	$24, %r13
	jne	.L2126
	movq	%r12, %xmm7
	movq	32(%rsp), %rcx
	leaq	.LC441(%rip), %rax
	movq	48(%rsp), %rdi
	movq	%rax, %xmm0
	leaq	NAMES.0(%rip), %rax
	leaq	spectrum_writer(%rip), %rdx
	movl	$3, 400(%rsp)
	punpcklqdq	%xmm7, %xmm0
	leaq	.LC316(%rip), %rsi
	movaps	%xmm0, 384(%rsp)
	movq	%rax, %xmm0
	movhps	8(%rsp), %xmm0
	movups	%xmm0, 408(%rsp)
	call	export_file
	movl	%eax, %ebp
	testl	%eax, %eax
	jne	.L2136
	movq	40(%rsp), %rdx
	movq	16(%rsp), %rdi
	movl	$20, %esi
	call	first_stall_window
	testl	%eax, %eax
	je	.L2414
	jns	.L2415
	movq	480(%rsp), %rdi
	call	free@PLT
	movq	488(%rsp), %rdi
	call	free@PLT
	movq	496(%rsp), %rdi
	call	free@PLT
	jmp	.L2136
.L2405:
	movl	344(%rsp), %r14d
	xorl	%ebp, %ebp
	jmp	.L2121
.L2123:
	addq	$1, %rbp
.L2121:
	cmpq	600(%rsp), %rbp
	jnb	.L2416
	movq	608(%rsp), %rax
	movq	(%rax,%rbp,8), %r8
	testq	%r8, %r8
	je	.L2123
	testl	%r14d, %r14d
	jne	.L2123
	movq	592(%rsp), %rsi
	movq	24(%rsp), %rdi
	movl	$1, %ecx
	xorl	%edx, %edx
	imulq	%rbp, %rsi
	call	dist_add.part.0
	movl	344(%rsp), %r14d
	jmp	.L2123
.L2404:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC440(%rip), %rdi
	call	fwrite@PLT
	movl	$1, 8(%rsp)
	jmp	.L2119
.L2416:
	movq	64(%rsp), %r15
	movq	272(%rbx), %rsi
	movq	24(%rsp), %rdi
	movq	%r15, %rdx
	call	dist_correct
	orl	376(%rsp), %r14d
	jne	.L2136
	leaq	592(%rsp), %rdi
	movq	%r12, %rsi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L2136
	leaq	760(%rsp), %rsi
	leaq	616(%rsp), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L2136
	jmp	.L2338
.L2128:
	leaq	VALUES.1(%rip), %rax
	movq	48(%rsp), %rdi
	movq	%r15, %rcx
	leaq	values_writer(%rip), %rdx
	movq	(%rax,%r13), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L2130
	jmp	.L2136
.L2415:
	leaq	.LC443(%rip), %rdi
	call	puts@PLT
	movq	480(%rsp), %rdi
	call	free@PLT
	movq	488(%rsp), %rdi
	call	free@PLT
	movq	496(%rsp), %rdi
	call	free@PLT
	jmp	.L2133
.L2414:
	movq	16(%rsp), %rax
	movq	48(%rsp), %rdi
	leaq	288(%rsp), %rcx
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC442(%rip), %rsi
	movq	%rax, 288(%rsp)
	movq	40(%rsp), %rax
	movq	%rax, 296(%rsp)
	movq	272(%rbx), %rax
	movq	%rax, 304(%rsp)
	call	export_file
	movq	480(%rsp), %rdi
	movl	%eax, %ebx
	call	free@PLT
	movq	488(%rsp), %rdi
	call	free@PLT
	movq	496(%rsp), %rdi
	call	free@PLT
	testl	%ebx, %ebx
	je	.L2133
	jmp	.L2132
.L2100:
	movq	464(%rsp), %r15
	movq	32(%rsp), %rdi
	movq	0(%r13,%r15,8), %rsi
	call	fmt_us.constprop.0
	movq	472(%rsp), %rsi
	movq	%r15, %rdx
	leaq	.LC431(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	subq	%r15, %rsi
	call	printf@PLT
	jmp	.L2101
.L2096:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC425(%rip), %rdi
	call	fwrite@PLT
	jmp	.L2041
.L1881:
	movq	24(%rsp), %rdi
	movq	%r14, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	960(%rsp), %r8
	leaq	.LC448(%rip), %rdx
	movq	%rbx, 48(%rsp)
	call	snprintf@PLT
	jmp	.L1878
.L2409:
	leaq	.LC371(%rip), %rsi
	movq	%r14, %rdi
	xorl	%eax, %eax
	movl	$1, %r13d
	call	printf@PLT
	jmp	.L2023
.L2178:
	movl	$2, %r13d
	jmp	.L2023
.L2016:
	movq	8(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC376(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2017
.L2408:
	leaq	.LC378(%rip), %rdi
	xorl	%ebx, %ebx
	leaq	PCT_NAME(%rip), %rbp
	call	puts@PLT
	leaq	.LC380(%rip), %r14
.L2025:
	movq	4080(%rsp), %rcx
	cmpq	%rcx, %rbx
	jnb	.L2417
	movq	24(%rsp), %rax
	movq	32(%rsp), %rsi
	leaq	.LC379(%rip), %rdi
	leaq	12+SWEEP_COL(%rip), %r13
	movq	24(%rax,%rbx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	imulq	$36, %rbx, %rcx
	movq	%rbx, 16(%rsp)
	xorl	%edx, %edx
	movq	%rdx, %rax
.L2026:
	movslq	%eax, %rdx
	movq	%rax, 40(%rsp)
	leaq	SWEEP_COL(%rip), %r15
	imulq	$10, %rdx, %rdx
	movq	%rcx, 56(%rsp)
	leaq	(%rcx,%rdx), %rbx
	leaq	SET_NAME(%rip), %rdx
	movq	(%rdx,%rax,8), %r12
.L2027:
	movslq	(%r15), %rax
	movq	%r12, %rsi
	movq	%r14, %rdi
	addq	$4, %r15
	leaq	20(%rax,%rbx), %rdx
	movq	4072(%rsp,%rdx,8), %rcx
	movq	0(%rbp,%rax,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r15, %r13
	jne	.L2027
	movq	40(%rsp), %rax
	movq	56(%rsp), %rcx
	addq	$1, %rax
	cmpq	$3, %rax
	jne	.L2026
	movq	16(%rsp), %rbx
	movq	24(%rsp), %rax
	leaq	.LC263(%rip), %rsi
	leaq	.LC381(%rip), %rdi
	cmpq	$0, 4768(%rax,%rbx,8)
	leaq	.LC262(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	addq	$1, %rbx
	call	printf@PLT
	jmp	.L2025
.L2417:
	movq	8968(%rsp), %rdx
	movq	8960(%rsp), %rsi
	leaq	.LC382(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	48(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2031
	movl	4064(%rsp), %eax
	movq	8(%rsp), %rcx
	leaq	4088(%rsp), %rdx
	leaq	.LC265(%rip), %rsi
	movq	%rdx, %xmm0
	leaq	4224(%rsp), %rdx
	movl	$1, %r14d
	movq	%rdx, %xmm7
	testl	%eax, %eax
	movq	4080(%rsp), %rdx
	movl	%eax, 912(%rsp)
	leaq	.LC264(%rip), %rax
	punpcklqdq	%xmm7, %xmm0
	cmovne	%rax, %rsi
	movq	%rdx, 936(%rsp)
	leaq	sweep_writer(%rip), %rdx
	movups	%xmm0, 920(%rsp)
	call	export_file
	testl	%eax, %eax
	jne	.L1840
.L2031:
	xorl	%r14d, %r14d
	cmpq	$0, 8968(%rsp)
	setne	%r14b
	jmp	.L1840
	.cfi_endproc
.LFE253:
	.size	run_options.constprop.0, .-run_options.constprop.0
	.section	.rodata.str1.1
.LC453:
	.string	"default"
.LC454:
	.string	"seed 000"
.LC455:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC458:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC459:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC460:
	.string	"--self-test"
.LC461:
	.string	"rank n=1 p=0"
.LC462:
	.string	"rank n=1 p=100"
.LC463:
	.string	"rank n=1 p=0 ceil"
.LC464:
	.string	"rank n=1 p=100 ceil"
.LC465:
	.string	"rank n=10 p=0"
.LC466:
	.string	"rank n=10 p=100"
.LC467:
	.string	"rank n=10 p=50"
.LC468:
	.string	"rank n=10 p=95 rounds half up"
.LC469:
	.string	"rank n=10 p=94.9 rounds down"
.LC470:
	.string	"rank n=10 p=90.1 ceil"
.LC471:
	.string	"rank n=119980 p=99"
.LC472:
	.string	"rank n=119980 p=99.9"
.LC473:
	.string	"rank n=119980 p=99 ceil"
.LC474:
	.string	"rank n=2^62 p=99.99 exact"
.LC476:
	.string	"hdr fixture corrected count"
.LC477:
	.string	"hdr fixture correct_co"
.LC478:
	.string	"hdr fixture corrected p50"
.LC479:
	.string	"hdr fixture corrected p90"
.LC480:
	.string	"hdr fixture corrected p99"
.LC481:
	.string	"hdr fixture corrected max"
.LC482:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC483:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC484:
	.string	"correction of one interval"
.LC485:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC486:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC487:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC488:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC489:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC490:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC493:
	.string	"reference server agrees, start %lu"
	.align 8
.LC495:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC496:
	.string	"in service at a stall: extended by it"
	.align 8
.LC497:
	.string	"starting in a stall: waits for its end"
	.align 8
.LC498:
	.string	"corrected set without its terms, in memory and in passes, e %lu, values below %lu: fields that differ"
	.align 8
.LC499:
	.string	"the brute-force buffer was allocated"
	.section	.rodata.str1.1
.LC500:
	.string	"200us"
.LC501:
	.string	"0.3us"
.LC502:
	.string	"0.5s"
.LC503:
	.string	"1.000000001s"
.LC504:
	.string	"250"
.LC505:
	.string	"0.5ns"
.LC506:
	.string	"ms"
.LC507:
	.string	"-1ms"
.LC508:
	.string	"5parsecs"
.LC509:
	.string	"1.ms"
.LC510:
	.string	"99999999999999999999s"
.LC511:
	.string	"4611686018427387904ns"
	.section	.rodata.str1.8
	.align 8
.LC512:
	.ascii	"usage: ben"
	.string	"ch [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr); 3 --cross-check found no closed form."
	.section	.rodata.str1.1
.LC513:
	.string	"%s%s%s"
.LC514:
	.string	"  %s\n"
.LC515:
	.string	"  %-24s %.*s\n"
.LC516:
	.string	"  %-24s %s\n"
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB218:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movl	$38, %ecx
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
	subq	$5640, %rsp
	.cfi_def_cfa_offset 5696
	movdqa	.LC450(%rip), %xmm0
	leaq	1072(%rsp), %rbx
	movq	%rbx, %rdi
	rep stosq
	movaps	%xmm0, 1072(%rsp)
	movdqa	.LC451(%rip), %xmm0
	leaq	.LC454(%rip), %rax
	leaq	.LC453(%rip), %rcx
	movq	%rax, %xmm5
	movq	$200000, 1112(%rsp)
	movaps	%xmm0, 1088(%rsp)
	movdqa	.LC452(%rip), %xmm0
	movq	$1000000, 1224(%rsp)
	movups	%xmm0, 1192(%rsp)
	movq	%rcx, %xmm0
	movl	$31, 1240(%rsp)
	punpcklqdq	%xmm5, %xmm0
	movups	%xmm0, 1336(%rsp)
	cmpl	$2, %ebp
	je	.L2419
	movl	$1, %r15d
	cmpl	$1, %ebp
	jle	.L2421
.L2420:
	movq	%rbx, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L2492:
	movslq	%r15d, %rax
	movq	(%r12,%rax,8), %r13
	cmpb	$45, 0(%r13)
	jne	.L2510
	cmpb	$104, 1(%r13)
	jne	.L2510
	cmpb	$0, 2(%r13)
	jne	.L2510
	movl	$-1, %eax
	leaq	.LC168(%rip), %r13
.L2481:
	leaq	32+OPTIONS(%rip), %rbx
	xorl	%r14d, %r14d
	jmp	.L2486
	.p2align 4,,10
	.p2align 3
.L2482:
	addl	$1, %r14d
	cmpl	$30, %r14d
	je	.L2485
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	addq	$32, %rbx
	call	strcmp@PLT
.L2486:
	testl	%eax, %eax
	jne	.L2482
	movslq	%r14d, %r14
	leaq	OPTIONS(%rip), %rax
	salq	$5, %r14
	addq	%r14, %rax
	movl	8(%rax), %edx
	testl	%edx, %edx
	jne	.L2534
	addl	$1, %r15d
.L2485:
	addl	$1, %r15d
	cmpl	%r15d, %ebp
	jg	.L2492
	movq	8(%rsp), %rbx
.L2421:
	movq	%rbx, %rdi
	movq	%r12, %rdx
	movl	%ebp, %esi
	call	run_options.constprop.0
	movq	1352(%rsp), %rdi
	movl	%eax, %ebx
	call	free@PLT
	movq	1368(%rsp), %rdi
	call	free@PLT
.L2418:
	addq	$5640, %rsp
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
.L2510:
	.cfi_restore_state
	leaq	.LC101(%rip), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
	jmp	.L2481
.L2534:
	movq	(%rax), %rdi
	leaq	.LC168(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2485
	leaq	.LC512(%rip), %rdi
	leaq	OPTIONS(%rip), %r14
	call	puts@PLT
	leaq	4032(%rsp), %rax
	leaq	960(%r14), %r15
	movq	%rax, 8(%rsp)
	leaq	.LC39(%rip), %r13
	leaq	.LC8(%rip), %r12
	jmp	.L2491
	.p2align 4,,10
	.p2align 3
.L2488:
	testq	%rbx, %rbx
	je	.L2489
.L2536:
	movq	8(%rsp), %rsi
	movl	%ebx, %edx
	movq	%rbp, %rcx
	xorl	%eax, %eax
	subl	%ebp, %edx
	leaq	.LC515(%rip), %rdi
	addq	$32, %r14
	call	printf@PLT
	leaq	1(%rbx), %rdx
	movq	%r12, %rsi
	xorl	%eax, %eax
	leaq	.LC516(%rip), %rdi
	call	printf@PLT
	cmpq	%r15, %r14
	je	.L2437
.L2491:
	movq	24(%r14), %rbp
	movl	$10, %esi
	movq	%rbp, %rdi
	call	strchr@PLT
	movq	16(%r14), %r9
	movq	%r13, %r8
	movq	%rax, %rbx
	testq	%r9, %r9
	je	.L2535
.L2487:
	movq	8(%rsp), %rdi
	movq	(%r14), %rcx
	xorl	%eax, %eax
	movl	$64, %esi
	leaq	.LC513(%rip), %rdx
	call	snprintf@PLT
	movq	8(%rsp), %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	jbe	.L2488
	movq	8(%rsp), %rsi
	leaq	.LC514(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 4032(%rsp)
	testq	%rbx, %rbx
	jne	.L2536
.L2489:
	movq	%rbp, %rdi
	addq	$32, %r14
	call	strlen@PLT
	movq	8(%rsp), %rsi
	movq	%rbp, %rcx
	leaq	.LC515(%rip), %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r15, %r14
	jne	.L2491
.L2437:
	xorl	%ebx, %ebx
	jmp	.L2418
	.p2align 4,,10
	.p2align 3
.L2535:
	movq	%r12, %r9
	movq	%r12, %r8
	jmp	.L2487
.L2419:
	movq	8(%rsi), %r13
	leaq	.LC455(%rip), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2537
	leaq	.LC460(%rip), %rsi
	movq	%r13, %rdi
	movl	$1, %r15d
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2420
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC461(%rip), %rdi
	leaq	raw.14(%rip), %rbp
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC462(%rip), %rdi
	movl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC463(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC464(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC465(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC466(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC467(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC468(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC469(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC470(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC471(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC472(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC473(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC474(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movdqa	.LC475(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
.L2438:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rdx, %rax
	jne	.L2438
	movq	$100000000, 80000+raw.14(%rip)
	xorl	%ecx, %ecx
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L2443
.L2538:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L2442
.L2443:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %esi
	cmpq	$9999, %rax
	jbe	.L2439
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rsi
.L2439:
	addq	%rsi, %rcx
	jnc	.L2538
	xorl	%ecx, %ecx
.L2442:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	fixed.13(%rip), %r12
	movl	$20000, %esi
	leaq	.LC476(%rip), %rdi
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
	leaq	.LC477(%rip), %rdi
	leaq	1376(%rsp), %rbp
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
	leaq	.LC478(%rip), %rdi
	leaq	192(%rsp), %r12
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	240(%rsp), %rcx
	leaq	.LC479(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	248(%rsp), %rcx
	leaq	.LC480(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	272(%rsp), %rcx
	leaq	.LC481(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	288(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	296(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC482(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC483(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC484(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC485(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC486(%rip), %rdi
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
	movq	%rbp, %rdi
	rep stosq
	movl	$1, %ecx
	movq	%r12, %rdi
	call	dist_add.part.0
	cmpl	$0, 216(%rsp)
	jne	.L2445
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%r12, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 216(%rsp)
	jne	.L2445
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%r12, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L2445:
	movq	200(%rsp), %r11
	movq	192(%rsp), %rcx
	xorl	%r10d, %r10d
	xorl	%edi, %edi
.L2447:
	cmpq	%r11, %r10
	je	.L2498
	xorl	%r9d, %r9d
	cmpq	$0, 24(%rcx)
	je	.L2449
.L2453:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	0(%rbp,%rdi,8), %r8
	je	.L2451
	.p2align 4,,10
	.p2align 3
.L2448:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L2448
	leaq	1(%rdx,%rdi), %rdi
.L2451:
	addq	$1, %r9
	cmpq	24(%rcx), %r9
	jb	.L2453
.L2449:
	addq	$1, %r10
	addq	$32, %rcx
	jmp	.L2447
.L2537:
	pcmpeqd	%xmm0, %xmm0
	movl	$1, %r12d
	movaps	%xmm0, 2432(%rsp)
	leaq	4032(%rsp), %rax
	movl	$7, %ebp
	leaq	2432(%rsp), %r14
	movq	%rax, 8(%rsp)
.L2423:
	xorl	%r13d, %r13d
.L2427:
	movq	8(%rsp), %rsi
	movl	$1, %edi
	movl	$3, %ebx
	call	clock_gettime@PLT
	movq	4040(%rsp), %rdx
	movl	$20000000, %eax
	imulq	$1000000000, 4032(%rsp), %r15
	jmp	.L2426
	.p2align 4,,10
	.p2align 3
.L2540:
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	subl	$1, %eax
	je	.L2539
.L2426:
	testq	%r13, %r13
	jne	.L2540
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	subl	$1, %eax
	jne	.L2426
.L2539:
	movq	8(%rsp), %rsi
	movl	$1, %edi
	movq	%rdx, 16(%rsp)
	call	clock_gettime@PLT
	movq	16(%rsp), %rdx
	imulq	$1000000000, 4032(%rsp), %rax
	movq	4040(%rsp), %rcx
	subq	%rdx, %rax
	movq	(%r14,%r13,8), %rdx
	addq	%rcx, %rax
	subq	%r15, %rax
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	movq	%rax, (%r14,%r13,8)
	testq	%r13, %r13
	jne	.L2541
	movl	$1, %r13d
	jmp	.L2427
.L2541:
	subl	$1, %ebp
	jne	.L2423
	movq	2432(%rsp), %rax
	testq	%rax, %rax
	js	.L2429
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2430:
	movsd	.LC456(%rip), %xmm4
	movq	2440(%rsp), %rax
	divsd	%xmm0, %xmm4
	testq	%rax, %rax
	js	.L2431
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2432:
	movsd	.LC457(%rip), %xmm1
	movsd	%xmm4, 8(%rsp)
	divsd	%xmm0, %xmm1
	movapd	%xmm4, %xmm0
	movsd	%xmm1, 16(%rsp)
	call	fmax@PLT
	movsd	8(%rsp), %xmm4
	movsd	16(%rsp), %xmm1
	movapd	%xmm4, %xmm2
	subsd	%xmm1, %xmm2
	andpd	.LC49(%rip), %xmm2
	mulsd	.LC63(%rip), %xmm2
	divsd	%xmm0, %xmm2
	movsd	.LC47(%rip), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L2542
.L2435:
	movl	$5, %edx
	movl	$7, %esi
	movapd	%xmm4, %xmm0
	xorl	%ebx, %ebx
	leaq	.LC459(%rip), %rdi
	movl	$3, %eax
	call	printf@PLT
	jmp	.L2418
.L2498:
	xorl	%r11d, %r11d
	movq	%rbp, 16(%rsp)
	leaq	4032(%rsp), %rax
	leaq	304(%rsp), %r14
	movq	%r11, 32(%rsp)
	leaq	384(%rsp), %r13
	movq	%rdi, %r15
	movq	%rax, 8(%rsp)
.L2452:
	movl	32(%rsp), %eax
	movq	%r14, %rcx
	movl	$2000, %esi
	movq	%r12, %rdi
	movl	%eax, %edx
	movl	%eax, %ebp
	call	dist_summarise
	movq	16(%rsp), %rdi
	movl	%ebp, %ecx
	movq	%r13, %r8
	movl	$2000, %edx
	movq	%r15, %rsi
	movl	$8, %ebp
	call	summarise.isra.0
	movq	304(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	384(%rsp), %rsi
	leaq	.LC487(%rip), %rdi
	call	expect
	leaq	RANK_NAME(%rip), %rcx
	addl	%eax, %ebx
	movq	32(%rsp), %rax
	movq	(%rcx,%rax,8), %r9
.L2454:
	movq	8(%rsp), %rdi
	movl	$64, %esi
	movq	%r9, 24(%rsp)
	leaq	-8+PCT_NAME(%rip), %rax
	movq	(%rax,%rbp), %rcx
	leaq	.LC488(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	(%r14,%rbp), %rcx
	movq	0(%r13,%rbp), %rsi
	xorl	%edx, %edx
	movq	8(%rsp), %rdi
	xorl	%r8d, %r8d
	addq	$8, %rbp
	call	expect
	movq	24(%rsp), %r9
	addl	%eax, %ebx
	cmpq	$56, %rbp
	jne	.L2454
	movq	360(%rsp), %rcx
	movq	440(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC489(%rip), %rdi
	call	expect
	movq	368(%rsp), %rcx
	movq	376(%rsp), %r8
	leaq	.LC490(%rip), %rdi
	movq	448(%rsp), %rsi
	movq	456(%rsp), %rdx
	addl	%eax, %ebx
	call	expect
	addl	%eax, %ebx
	cmpq	$0, 32(%rsp)
	jne	.L2543
	movq	$1, 32(%rsp)
	jmp	.L2452
.L2543:
	movq	%r12, %rdi
	leaq	starts.12(%rip), %r12
	leaq	.LC493(%rip), %r14
	call	dist_free
	movl	$36, %ecx
	xorl	%eax, %eax
	movdqa	.LC491(%rip), %xmm0
	leaq	736(%rsp), %rdi
	leaq	80(%r12), %r15
	movaps	%xmm0, 704(%rsp)
	movdqa	.LC492(%rip), %xmm0
	leaq	704(%rsp), %rbp
	rep stosl
	movaps	%xmm0, 720(%rsp)
	jmp	.L2459
.L2545:
	leaq	1100(%r13), %rdx
.L2456:
	movq	16(%rsp), %rcx
	movq	8(%rsp), %rdi
	movq	%rdx, %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	addq	$8, %r12
	call	expect
	addl	%eax, %ebx
	cmpq	%r15, %r12
	je	.L2544
.L2459:
	movq	(%r12), %r13
	movq	8(%rsp), %rdi
	movq	%r14, %rdx
	xorl	%eax, %eax
	movl	$64, %esi
	movq	%r13, %rcx
	call	snprintf@PLT
	movl	$100, %edx
	movq	%r13, %rsi
	movq	%rbp, %rdi
	call	ref_serve
	leaq	100(%r13), %rdx
	movq	%rax, 16(%rsp)
	cmpq	$2000, %rdx
	jbe	.L2456
	cmpq	$1999, %r13
	jbe	.L2545
	cmpq	$2999, %r13
	jbe	.L2501
	movdqa	.LC494(%rip), %xmm6
	movaps	%xmm6, 2432(%rsp)
	cmpq	$7000, %rdx
	jbe	.L2456
	leaq	2432(%rsp), %rdi
	movl	$5000, %r9d
	movl	$100, %ecx
	movq	%r13, %rsi
	movl	$1000, %r8d
	call	serve_stalls.constprop.0
	movq	%rax, %rdx
	jmp	.L2456
.L2544:
	movl	$100, %edx
	movl	$1900, %esi
	movq	%rbp, %rdi
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$2000, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC495(%rip), %rdi
	call	expect
	movl	$100, %edx
	movl	$1950, %esi
	movq	%rbp, %rdi
	addl	%eax, %ebx
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$3050, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC496(%rip), %rdi
	call	expect
	movl	$100, %edx
	movl	$2500, %esi
	movq	%rbp, %rdi
	addl	%eax, %ebx
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$3100, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC497(%rip), %rdi
	call	expect
	movl	$3200000, %edi
	addl	%eax, %ebx
	call	malloc@PLT
	xorl	%r10d, %r10d
	xorl	%r8d, %r8d
	movl	%ebx, 132(%rsp)
	movq	%rax, 40(%rsp)
	movq	%r8, %rbx
	movl	%r10d, 128(%rsp)
.L2460:
	movabsq	$7880283046040289696, %rax
	imulq	%rbx, %rax
	addq	$42, %rax
	cmpq	$0, 40(%rsp)
	movq	%rax, 64(%rsp)
	setne	%bpl
	cmpq	$5, %rbx
	ja	.L2509
	testb	%bpl, %bpl
	je	.L2509
	leaq	E.11(%rip), %rax
	movq	%rbx, 136(%rsp)
	leaq	2432(%rsp), %r14
	movabsq	$-7046029254386353131, %r12
	movabsq	$-4658895280553007687, %r13
	movq	(%rax,%rbx,8), %r10
	leaq	TOP.10(%rip), %rax
	movabsq	$-7723592293110705685, %r15
	movq	%rax, 48(%rsp)
	leaq	(%r10,%r10,2), %r11
	movq	%r11, %rbp
	movq	%r10, %r11
.L2476:
	movq	48(%rsp), %rax
	movq	64(%rsp), %rsi
	movq	%r14, %rdi
	xorl	%ecx, %ecx
	movq	(%rax), %r8
	.p2align 4,,10
	.p2align 3
.L2462:
	addq	%r12, %rsi
	imull	$954437177, %ecx, %r10d
	movq	%rsi, %rax
	shrq	$30, %rax
	xorq	%rsi, %rax
	imulq	%r13, %rax
	movq	%rax, %rdx
	shrq	$27, %rdx
	xorq	%rax, %rdx
	imulq	%r15, %rdx
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
	jne	.L2462
	movabsq	$-7253301275344703384, %rax
	movq	32(%rsp), %r9
	addq	%rax, 64(%rsp)
	movq	%r14, %rsi
	leaq	1600(%r14), %rdi
	xorl	%ecx, %ecx
	jmp	.L2467
	.p2align 4,,10
	.p2align 3
.L2547:
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	je	.L2546
.L2467:
	movq	(%rsi), %rax
	movq	%r9, %r10
	cmpq	%r11, %rax
	jb	.L2463
	xorl	%edx, %edx
	divq	%r11
	movq	%rax, %r10
.L2463:
	addq	%rcx, %r10
	movq	%r10, %rcx
	setc	%r10b
	movzbl	%r10b, %r10d
	jnc	.L2547
	movl	$0, 24(%rsp)
	xorl	%r10d, %r10d
.L2466:
	leaq	464(%rsp), %rax
	movq	%r8, 144(%rsp)
	leaq	1888(%rsp), %rbx
	movq	%rax, 72(%rsp)
	leaq	544(%rsp), %rax
	movq	%rax, 96(%rsp)
	leaq	4024(%rsp), %rax
	movq	%rax, 16(%rsp)
	leaq	632(%rsp), %rax
	movq	%rax, 120(%rsp)
	leaq	2032(%rsp), %rax
	movq	%rax, 104(%rsp)
	leaq	624(%rsp), %rax
	movq	%rax, 112(%rsp)
	movq	%r10, 56(%rsp)
	movq	%rbp, 152(%rsp)
	movq	%r11, %rbp
.L2475:
	movq	40(%rsp), %rcx
	movq	%rbp, %rdx
	movl	$200, %esi
	movq	%r14, %rdi
	movl	$400000, %r8d
	call	correct_co
	movq	72(%rsp), %r8
	movl	24(%rsp), %ecx
	movl	$1000, %edx
	movq	40(%rsp), %rdi
	movq	%rax, %rsi
	call	summarise.isra.0
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movq	%r14, %rdi
	movl	$200, %esi
	call	qsort@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 5704
	movq	%rbp, %rdx
	movq	%r14, %rdi
	pushq	104(%rsp)
	.cfi_def_cfa_offset 5712
	movq	24(%rsp), %r9
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
	movq	%rbp, 1904(%rsp)
	movq	$1000, 1912(%rsp)
	movl	%eax, 1920(%rsp)
	movl	$1, 1928(%rsp)
	call	calloc@PLT
	movl	$425984, %edi
	movl	$8, %esi
	movq	%rax, 2424(%rsp)
	call	calloc@PLT
	xorl	%edx, %edx
	movq	%rax, 2432(%rsp)
	popq	%rdi
	.cfi_def_cfa_offset 5704
	popq	%r8
	.cfi_def_cfa_offset 5696
	movq	%rbp, 80(%rsp)
	.p2align 4,,10
	.p2align 3
.L2469:
	movq	16(%rsp), %rbp
	movq	%rbx, %rdi
	movl	%edx, %ebx
	.p2align 4,,10
	.p2align 3
.L2470:
	movq	0(%rbp), %rsi
	call	cqr_add
	movq	%rbp, %rax
	subq	$8, %rbp
	cmpq	%r14, %rax
	jne	.L2470
	movl	%ebx, %edx
	movq	%rdi, %rbx
	leal	1(%rdx), %eax
	movl	%eax, 1908(%rsp)
	testl	%edx, %edx
	je	.L2548
	call	cqr_end_pass.part.0
	movl	1912(%rsp), %esi
	testl	%esi, %esi
	jle	.L2473
.L2549:
	movl	1908(%rsp), %edx
	jmp	.L2469
.L2548:
	call	cqr_first_end
	movl	1912(%rsp), %esi
	testl	%esi, %esi
	jg	.L2549
.L2473:
	movq	1920(%rsp), %rax
	movq	1936(%rsp), %rcx
	movq	1944(%rsp), %rdx
	movq	2408(%rsp), %rdi
	movq	%rax, 624(%rsp)
	movq	%rax, %rsi
	movq	80(%rsp), %rbp
	movq	%rax, 168(%rsp)
	movq	104(%rsp), %rax
	movq	%rcx, 688(%rsp)
	subq	1952(%rsp), %rsi
	movdqa	(%rax), %xmm7
	movq	%rcx, 184(%rsp)
	movq	120(%rsp), %rcx
	movdqa	16(%rax), %xmm5
	movq	%rsi, 680(%rsp)
	movq	%rdx, 696(%rsp)
	movups	%xmm7, (%rcx)
	movdqa	32(%rax), %xmm7
	movq	%rdx, 176(%rsp)
	movq	%rsi, 160(%rsp)
	movups	%xmm5, 16(%rcx)
	movups	%xmm7, 32(%rcx)
	movaps	%xmm7, 80(%rsp)
	call	free@PLT
	movq	2416(%rsp), %rdi
	call	free@PLT
	movq	2392(%rsp), %rdi
	call	free@PLT
	movq	2400(%rsp), %rdi
	call	free@PLT
	pxor	%xmm0, %xmm0
	movq	56(%rsp), %r10
	movq	168(%rsp), %rax
	movq	176(%rsp), %rdx
	movq	72(%rsp), %r11
	movups	%xmm0, 2392(%rsp)
	movl	$8, %edi
	movq	%rax, 56(%rsp)
	movq	160(%rsp), %rsi
	movq	%rdx, 80(%rsp)
	movq	184(%rsp), %rcx
	movq	96(%rsp), %rax
	movq	112(%rsp), %rdx
	movups	%xmm0, 2408(%rsp)
.L2474:
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
	jne	.L2474
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
	movl	24(%rsp), %ecx
	orq	%rdx, %rax
	cmpq	$1, %rax
	movl	%esi, %eax
	sbbl	$-1, %eax
	cltq
	addq	%rax, %r10
	movq	%r10, 56(%rsp)
	testl	%ecx, %ecx
	jne	.L2550
	movl	$1, 24(%rsp)
	jmp	.L2475
.L2546:
	cmpq	$400000, %rcx
	jbe	.L2551
.L2468:
	addq	$8, 48(%rsp)
	movq	48(%rsp), %rax
	leaq	32+TOP.10(%rip), %rcx
	cmpq	%rax, %rcx
	jne	.L2476
	movq	136(%rsp), %rbx
	addq	$1, %rbx
	jmp	.L2460
.L2550:
	movq	%rbp, %r11
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r10, 24(%rsp)
	movq	144(%rsp), %r8
	movq	%r11, %rcx
	leaq	880(%rsp), %rbx
	leaq	.LC498(%rip), %rdx
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
	addl	%eax, 128(%rsp)
	jmp	.L2468
.L2509:
	movq	40(%rsp), %rdi
	movl	132(%rsp), %ebx
	call	free@PLT
	xorl	%r8d, %r8d
	movzbl	%bpl, %ecx
	xorl	%edx, %edx
	movl	$1, %esi
	leaq	.LC499(%rip), %rdi
	leaq	.LC504(%rip), %rbp
	call	expect
	movl	128(%rsp), %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC500(%rip), %rdi
	addl	%ecx, %eax
	movl	$200000, %ecx
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC501(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC502(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC503(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC270(%rip), %rdi
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
	leaq	.LC505(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC506(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC507(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC508(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC509(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC510(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC511(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L2418
.L2501:
	movl	$3100, %edx
	jmp	.L2456
.L2551:
	xorl	%r9d, %r9d
	movl	%r9d, 24(%rsp)
	jmp	.L2466
.L2429:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2430
.L2542:
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm4
	jbe	.L2435
	movapd	%xmm2, %xmm3
	movl	$7, %esi
	movapd	%xmm1, %xmm2
	xorl	%ebx, %ebx
	movapd	%xmm4, %xmm1
	movapd	%xmm4, %xmm0
	movl	$4, %eax
	leaq	.LC458(%rip), %rdi
	call	printf@PLT
	jmp	.L2418
.L2431:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2432
	.cfi_endproc
.LFE218:
	.size	main, .-main
	.section	.rodata.str1.1
.LC518:
	.string	"closed (from actual send)"
.LC519:
	.string	"open (from intended send)"
.LC520:
	.string	"corrected closed"
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	NAMES.0, @object
	.size	NAMES.0, 24
NAMES.0:
	.quad	.LC518
	.quad	.LC519
	.quad	.LC520
	.section	.rodata.str1.1
.LC521:
	.string	"closed.values"
.LC522:
	.string	"open.values"
.LC523:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.1, @object
	.size	VALUES.1, 24
VALUES.1:
	.quad	.LC521
	.quad	.LC522
	.quad	.LC523
	.section	.rodata.str1.1
.LC524:
	.string	"closed.hgrm"
.LC525:
	.string	"open.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.2, @object
	.size	HGRM.2, 24
HGRM.2:
	.quad	.LC524
	.quad	.LC525
	.quad	.LC315
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
.LC526:
	.string	"0%"
.LC527:
	.string	"90%"
.LC528:
	.string	"99%"
.LC529:
	.string	"99.9%"
.LC530:
	.string	"99.99%"
.LC531:
	.string	"99.999%"
	.section	.data.rel.ro.local
	.align 32
	.type	XTICK.6, @object
	.size	XTICK.6, 48
XTICK.6:
	.quad	.LC526
	.quad	.LC527
	.quad	.LC528
	.quad	.LC529
	.quad	.LC530
	.quad	.LC531
	.align 16
	.type	NAMES.7, @object
	.size	NAMES.7, 16
NAMES.7:
	.quad	.LC306
	.quad	.LC240
	.align 16
	.type	names.8, @object
	.size	names.8, 16
names.8:
	.quad	.LC306
	.quad	.LC240
	.section	.rodata.str1.1
.LC532:
	.string	"ns"
.LC533:
	.string	"us"
	.section	.data.rel.ro.local
	.align 32
	.type	units.9, @object
	.size	units.9, 64
units.9:
	.quad	.LC532
	.quad	1
	.quad	.LC533
	.quad	1000
	.quad	.LC506
	.quad	1000000
	.quad	.LC266
	.quad	1000000000
	.section	.rodata
	.align 32
	.type	TOP.10, @object
	.size	TOP.10, 32
TOP.10:
	.quad	2000
	.quad	50
	.quad	300000
	.quad	70000
	.align 32
	.type	E.11, @object
	.size	E.11, 48
E.11:
	.quad	1
	.quad	7
	.quad	100
	.quad	1000
	.quad	4096
	.quad	65537
	.align 32
	.type	starts.12, @object
	.size	starts.12, 80
starts.12:
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
	.local	fixed.13
	.comm	fixed.13,160000,32
	.local	raw.14
	.comm	raw.14,80008,32
	.align 8
	.type	SWEEP_COL, @object
	.size	SWEEP_COL, 12
SWEEP_COL:
	.long	0
	.long	2
	.long	3
	.section	.rodata.str1.1
.LC534:
	.string	"open_closed_p99"
.LC535:
	.string	"open_closed_p999"
.LC536:
	.string	"open_closed_slow"
.LC537:
	.string	"closed_max_p99"
.LC538:
	.string	"corrected_closed_p99"
.LC539:
	.string	"open_corrected_p99"
.LC540:
	.string	"open_corrected_p90"
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 168
RATIOS:
	.quad	.LC534
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC535
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC536
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	.LC537
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	.LC538
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC539
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC540
	.long	1
	.long	1
	.long	2
	.long	1
	.section	.rodata.str1.1
.LC541:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC542:
	.string	"service time of one request (100us)"
	.align 8
.LC543:
	.string	"fixed schedule: request i due at i*T (200us)"
	.align 8
.LC544:
	.string	"length of each stall, 0 for none (200ms)"
	.align 8
.LC545:
	.string	"time between stall starts, 0 for one stall (1s)"
	.align 8
.LC546:
	.string	"start of the first stall (500ms)"
	.align 8
.LC547:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC548:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC549:
	.string	"or exactly N scheduled requests"
	.section	.rodata.str1.1
.LC550:
	.string	"fixed|poisson"
	.section	.rodata.str1.8
	.align 8
.LC551:
	.string	"fixed (default) or Poisson arrivals"
	.section	.rodata.str1.1
.LC552:
	.string	"R"
	.section	.rodata.str1.8
	.align 8
.LC553:
	.string	"Poisson rate, requests a second"
	.section	.rodata.str1.1
.LC554:
	.string	"X"
.LC555:
	.string	"Poisson seed (0)"
.LC556:
	.string	"FILE"
	.section	.rodata.str1.8
	.align 8
.LC557:
	.string	"replay due times: one integer ns a line, non-decreasing"
	.section	.rodata.str1.1
.LC558:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC559:
	.string	"how the closed loop treats slots it missed"
	.section	.rodata.str1.1
.LC560:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC561:
	.string	"C closed loops share the schedule (1)"
	.section	.rodata.str1.1
.LC562:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC563:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.section	.rodata.str1.1
.LC564:
	.string	"the slow line (1ms)"
.LC565:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC566:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.align 8
.LC567:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC568:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC569:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.section	.rodata.str1.1
.LC570:
	.string	"as QUICK=1"
	.section	.rodata.str1.8
	.align 8
.LC571:
	.string	"also every rep's checked numbers, a line a set"
	.section	.rodata.str1.1
.LC572:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC573:
	.string	"default, feed-10ms-stall, one-2s-stall,\nhundred-requests, hundred-requests-exercise"
	.align 8
.LC574:
	.string	"correct a recorded trace: one latency a line (ns or a unit)"
	.section	.rodata.str1.1
.LC575:
	.string	"LIST"
	.section	.rodata.str1.8
	.align 8
.LC576:
	.string	"the same from a list: 2ms*99,1000ms"
	.section	.rodata.str1.1
.LC577:
	.string	"load|stall"
	.section	.rodata.str1.8
	.align 8
.LC578:
	.string	"one table over load 10-95% or stall length"
	.section	.rodata.str1.1
.LC579:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC580:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC581:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.align 8
.LC582:
	.string	"the closed form against the reference simulation;\nexit 0 if they agree, 1 if not, 3 if no closed form holds"
	.align 8
.LC583:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC584:
	.string	"run the unit checks and exit"
.LC585:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 960
OPTIONS:
	.quad	.LC101
	.long	0
	.zero	4
	.quad	.LC541
	.quad	.LC542
	.quad	.LC105
	.long	0
	.zero	4
	.quad	.LC541
	.quad	.LC543
	.quad	.LC108
	.long	0
	.zero	4
	.quad	.LC541
	.quad	.LC544
	.quad	.LC110
	.long	0
	.zero	4
	.quad	.LC541
	.quad	.LC545
	.quad	.LC112
	.long	0
	.zero	4
	.quad	.LC541
	.quad	.LC546
	.quad	.LC116
	.long	0
	.zero	4
	.quad	.LC541
	.quad	.LC547
	.quad	.LC119
	.long	0
	.zero	4
	.quad	.LC548
	.quad	.LC549
	.quad	.LC196
	.long	0
	.zero	4
	.quad	.LC550
	.quad	.LC551
	.quad	.LC129
	.long	0
	.zero	4
	.quad	.LC552
	.quad	.LC553
	.quad	.LC133
	.long	0
	.zero	4
	.quad	.LC554
	.quad	.LC555
	.quad	.LC145
	.long	0
	.zero	4
	.quad	.LC556
	.quad	.LC557
	.quad	.LC201
	.long	0
	.zero	4
	.quad	.LC558
	.quad	.LC559
	.quad	.LC136
	.long	0
	.zero	4
	.quad	.LC560
	.quad	.LC561
	.quad	.LC122
	.long	0
	.zero	4
	.quad	.LC562
	.quad	.LC563
	.quad	.LC114
	.long	0
	.zero	4
	.quad	.LC541
	.quad	.LC564
	.quad	.LC183
	.long	0
	.zero	4
	.quad	.LC565
	.quad	.LC566
	.quad	.LC126
	.long	0
	.zero	4
	.quad	.LC548
	.quad	.LC567
	.quad	.LC188
	.long	0
	.zero	4
	.quad	.LC568
	.quad	.LC569
	.quad	.LC175
	.long	1
	.zero	4
	.quad	0
	.quad	.LC570
	.quad	.LC177
	.long	1
	.zero	4
	.quad	0
	.quad	.LC571
	.quad	.LC275
	.long	0
	.zero	4
	.quad	.LC572
	.quad	.LC573
	.quad	.LC207
	.long	0
	.zero	4
	.quad	.LC556
	.quad	.LC574
	.quad	.LC208
	.long	0
	.zero	4
	.quad	.LC575
	.quad	.LC576
	.quad	.LC212
	.long	0
	.zero	4
	.quad	.LC577
	.quad	.LC578
	.quad	.LC209
	.long	0
	.zero	4
	.quad	.LC579
	.quad	.LC580
	.quad	.LC176
	.long	1
	.zero	4
	.quad	0
	.quad	.LC581
	.quad	.LC178
	.long	1
	.zero	4
	.quad	0
	.quad	.LC582
	.quad	.LC455
	.long	2
	.zero	4
	.quad	0
	.quad	.LC583
	.quad	.LC460
	.long	2
	.zero	4
	.quad	0
	.quad	.LC584
	.quad	.LC168
	.long	2
	.zero	4
	.quad	0
	.quad	.LC585
	.section	.rodata.str1.1
.LC586:
	.string	"feed-10ms-stall"
.LC587:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC588:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC589:
	.string	"one-2s-stall"
.LC590:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC591:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC592:
	.string	"hundred-requests"
.LC593:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC594:
	.string	"--trace-values 2ms*99,1000ms --expected-interval 10ms --rank ceil"
	.section	.rodata.str1.1
.LC595:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC596:
	.string	"--trace-values 2ms*99,200ms --expected-interval 50ms --rank ceil"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 120
SCENARIOS:
	.quad	.LC453
	.quad	.LC454
	.quad	.LC8
	.quad	.LC586
	.quad	.LC587
	.quad	.LC588
	.quad	.LC589
	.quad	.LC590
	.quad	.LC591
	.quad	.LC592
	.quad	.LC593
	.quad	.LC594
	.quad	.LC595
	.quad	.LC593
	.quad	.LC596
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC224
	.quad	.LC227
	.quad	.LC223
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
	.quad	.LC242
	.quad	.LC243
	.quad	.LC240
	.section	.rodata.str1.1
.LC597:
	.string	"p90"
.LC598:
	.string	"p99.99"
.LC599:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC370
	.quad	.LC597
	.quad	.LC373
	.quad	.LC374
	.quad	.LC598
	.quad	.LC599
	.section	.rodata.str1.1
.LC600:
	.string	"p999"
.LC601:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC370
	.quad	.LC597
	.quad	.LC373
	.quad	.LC600
	.quad	.LC601
	.quad	.LC599
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
	.quad	.LC189
	.quad	.LC190
	.quad	.LC192
	.quad	.LC193
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 16
RANK_NAME:
	.quad	.LC184
	.quad	.LC185
	.align 16
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 24
CLOSED_NAME:
	.quad	.LC202
	.quad	.LC203
	.quad	.LC204
	.section	.rodata.str1.1
.LC602:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC197
	.quad	.LC198
	.quad	.LC602
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC35:
	.quad	8390326386894792992
	.quad	8751168585111452281
	.align 16
.LC36:
	.quad	8461454894915218464
	.quad	2334109732628886643
	.align 16
.LC37:
	.quad	7308901430183358312
	.quad	32199620762627616
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC41:
	.long	0
	.long	1081589760
	.align 8
.LC42:
	.long	0
	.long	1081794560
	.align 8
.LC43:
	.long	0
	.long	1082535936
	.align 8
.LC44:
	.long	0
	.long	1079246848
	.set	.LC47,.LC148+8
	.align 8
.LC48:
	.long	0
	.long	1127219200
	.section	.rodata.cst16
	.align 16
.LC49:
	.long	-1
	.long	2147483647
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC50:
	.long	0
	.long	1072693248
	.align 8
.LC51:
	.long	0
	.long	1076101120
	.align 8
.LC52:
	.long	0
	.long	1073217536
	.align 8
.LC53:
	.long	0
	.long	1074528256
	.align 8
.LC54:
	.long	0
	.long	1075707904
	.set	.LC55,.LC49
	.align 8
.LC56:
	.long	0
	.long	1083129856
	.align 8
.LC57:
	.long	0
	.long	1074790400
	.align 8
.LC63:
	.long	0
	.long	1079574528
	.align 8
.LC64:
	.long	-17155601
	.long	1072049730
	.align 8
.LC65:
	.long	0
	.long	1073741824
	.align 8
.LC73:
	.long	0
	.long	1138753536
	.align 8
.LC77:
	.long	0
	.long	1071644672
	.align 8
.LC85:
	.long	0
	.long	1017118720
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
	.long	1104006501
	.align 8
.LC132:
	.long	-1577058304
	.long	1114446484
	.align 8
.LC147:
	.long	0
	.long	1090021888
	.section	.rodata.cst16
	.align 16
.LC148:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC149:
	.long	0
	.long	1093567616
	.align 8
.LC150:
	.long	-858993459
	.long	1072745676
	.align 8
.LC156:
	.long	0
	.long	1081524224
	.align 8
.LC326:
	.long	0
	.long	1114636288
	.align 8
.LC330:
	.long	0
	.long	1137704960
	.section	.rodata.cst16
	.align 16
.LC450:
	.quad	100000
	.quad	200000000
	.align 16
.LC451:
	.quad	1000000000
	.quad	500000000
	.align 16
.LC452:
	.quad	1
	.quad	200000
	.section	.rodata.cst8
	.align 8
.LC456:
	.long	0
	.long	1101206224
	.align 8
.LC457:
	.long	0
	.long	1102879800
	.section	.rodata.cst16
	.align 16
.LC475:
	.quad	1000
	.quad	1000
	.align 16
.LC491:
	.quad	100
	.quad	1000
	.align 16
.LC492:
	.quad	5000
	.quad	2000
	.align 16
.LC494:
	.quad	7000
	.quad	1
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
