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
.LFB75:
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
.LFE75:
	.size	ref_serve, .-ref_serve
	.p2align 4
	.type	select_windows, @function
select_windows:
.LFB88:
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
.LFE88:
	.size	select_windows, .-select_windows
	.p2align 4
	.type	general_hand, @function
general_hand:
.LFB101:
	.cfi_startproc
	movq	%rsi, 40(%rdi)
	movq	%rdx, 48(%rdi)
	movq	$0, 56(%rdi)
	ret
	.cfi_endproc
.LFE101:
	.size	general_hand, .-general_hand
	.p2align 4
	.type	general_totals, @function
general_totals:
.LFB104:
	.cfi_startproc
	movq	104(%rdi), %rax
	movq	%rax, (%rdx)
	movq	96(%rdi), %rax
	movq	%rax, (%rcx)
	movq	32(%rdi), %rax
	movq	%rax, (%r8)
	ret
	.cfi_endproc
.LFE104:
	.size	general_totals, .-general_totals
	.p2align 4
	.type	ref_walker_hand, @function
ref_walker_hand:
.LFB106:
	.cfi_startproc
	movq	%rsi, 128(%rdi)
	movq	%rdx, 136(%rdi)
	movq	$0, 144(%rdi)
	ret
	.cfi_endproc
.LFE106:
	.size	ref_walker_hand, .-ref_walker_hand
	.p2align 4
	.type	ref_walker_run, @function
ref_walker_run:
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
.LFE107:
	.size	ref_walker_run, .-ref_walker_run
	.p2align 4
	.type	ref_walker_totals, @function
ref_walker_totals:
.LFB109:
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
.LFE109:
	.size	ref_walker_totals, .-ref_walker_totals
	.globl	__udivti3
	.p2align 4
	.type	ref_mean_interval, @function
ref_mean_interval:
.LFB110:
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
.LFE110:
	.size	ref_mean_interval, .-ref_mean_interval
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB115:
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
.LFE115:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB138:
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
.LFE138:
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
.LFB132:
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
.LFE132:
	.size	print_header, .-print_header
	.p2align 4
	.type	ref_walker_end, @function
ref_walker_end:
.LFB108:
	.cfi_startproc
	movq	152(%rdi), %rdi
	jmp	free@PLT
	.cfi_endproc
.LFE108:
	.size	ref_walker_end, .-ref_walker_end
	.p2align 4
	.type	general_end, @function
general_end:
.LFB103:
	.cfi_startproc
	movq	64(%rdi), %rdi
	jmp	free@PLT
	.cfi_endproc
.LFE103:
	.size	general_end, .-general_end
	.p2align 4
	.type	buffers_free, @function
buffers_free:
.LFB121:
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
.LFE121:
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
	leaq	units.10(%rip), %r12
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
	leaq	64+units.10(%rip), %rax
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
.LFB159:
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
.LFE159:
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
.LFB135:
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
.LFE135:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_sorted, @function
table_from_sorted:
.LFB136:
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
.LFE136:
	.size	table_from_sorted, .-table_from_sorted
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB137:
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
.LFE137:
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
.LFB73:
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
.LFE73:
	.size	lattice_summarise, .-lattice_summarise
	.p2align 4
	.type	table_from_dist, @function
table_from_dist:
.LFB139:
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
.LFE139:
	.size	table_from_dist, .-table_from_dist
	.p2align 4
	.type	ref_walker_start, @function
ref_walker_start:
.LFB105:
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
.LFE105:
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
.LFB142:
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
.LFE142:
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
.LFB150:
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
.LFE150:
	.size	svg_line, .-svg_line
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB146:
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
.LFE146:
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
.LFB148:
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
.LFE148:
	.size	svg_axes, .-svg_axes
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB140:
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
.LFE140:
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
.LFE158:
	.size	hgrm_writer, .-hgrm_writer
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB116:
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
.LFE116:
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
.LFB157:
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
.LFE157:
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
.LFB202:
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
.LFE202:
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
.LFB207:
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
.LFE207:
	.size	closed_form_gap.part.0, .-closed_form_gap.part.0
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB69:
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
.LFE69:
	.size	lattice_plan, .-lattice_plan
	.section	.rodata.str1.8
	.align 8
.LC95:
	.string	"bench: internal error: rank %lu is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	select_end_pass, @function
select_end_pass:
.LFB89:
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
.LFE89:
	.size	select_end_pass, .-select_end_pass
	.p2align 4
	.type	plan_route, @function
plan_route:
.LFB118:
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
	leaq	by_kind.6(%rip), %rax
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
.LFE118:
	.size	plan_route, .-plan_route
	.p2align 4
	.type	buffers_init, @function
buffers_init:
.LFB120:
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
	leaq	by_kind.6(%rip), %rax
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
.LFE120:
	.size	buffers_init, .-buffers_init
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB213:
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
.LFE213:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.8
	.align 8
.LC96:
	.string	"bench: internal error: rank %lu of the corrected set is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	cqr_end_pass.part.0, @function
cqr_end_pass.part.0:
.LFB214:
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
.LFE214:
	.size	cqr_end_pass.part.0, .-cqr_end_pass.part.0
	.p2align 4
	.type	cqr_add, @function
cqr_add:
.LFB94:
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
.LFE94:
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
.LFB185:
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
.LFE185:
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
.LFB221:
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
.LFE221:
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
	.string	"--rank"
.LC127:
	.string	"round"
.LC128:
	.string	"ceil"
.LC129:
	.string	"use round or ceil"
.LC130:
	.string	"--rank '%s' is not valid: %s"
.LC131:
	.string	"--exact-by"
.LC132:
	.string	"auto"
.LC133:
	.string	"sorted"
.LC134:
	.string	"sort"
.LC135:
	.string	"lattice"
.LC136:
	.string	"passes"
	.section	.rodata.str1.8
	.align 8
.LC137:
	.string	"use auto, sorted, lattice or passes"
	.align 8
.LC138:
	.string	"--exact-by '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC139:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC140:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC141:
	.string	"--reps '%s' is not valid: %s"
.LC142:
	.string	"--schedule"
.LC143:
	.string	"fixed"
.LC144:
	.string	"poisson"
	.section	.rodata.str1.8
	.align 8
.LC145:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.align 8
.LC146:
	.string	"--schedule '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC147:
	.string	"--rate"
	.section	.rodata.str1.8
	.align 8
.LC148:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC149:
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
	.string	"--arrivals"
.LC155:
	.string	"--closed"
.LC156:
	.string	"catch-up"
.LC157:
	.string	"skip"
.LC158:
	.string	"back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC159:
	.string	"use catch-up, skip or back-to-back"
	.align 8
.LC160:
	.string	"--closed '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC161:
	.string	"--connections"
	.section	.rodata.str1.8
	.align 8
.LC162:
	.string	"a whole number from 1 to 1000000"
	.align 8
.LC163:
	.string	"--connections '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC164:
	.string	"--correct"
.LC165:
	.string	"--trace-values"
.LC166:
	.string	"--export"
	.section	.rodata.str1.8
	.align 8
.LC167:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.align 8
.LC168:
	.string	"--export '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC169:
	.string	"--sweep"
.LC170:
	.string	"load"
.LC171:
	.string	"stall"
.LC172:
	.string	"use load or stall"
.LC173:
	.string	"--sweep '%s' is not valid: %s"
.LC174:
	.string	"see bench --help"
.LC175:
	.string	"unknown option '%s': %s"
	.text
	.p2align 4
	.type	apply_option.constprop.0, @function
apply_option.constprop.0:
.LFB224:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	movq	%rcx, %r13
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
	movq	%rsi, %rbx
	leaq	.LC101(%rip), %rsi
	movq	%rbx, %rdi
	subq	$1432, %rsp
	.cfi_def_cfa_offset 1472
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L800
	leaq	.LC105(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L801
	leaq	.LC108(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L802
	leaq	.LC110(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L803
	leaq	.LC112(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L804
	leaq	.LC114(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L805
	leaq	.LC116(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L806
	leaq	.LC119(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L807
	leaq	.LC122(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L733
	leaq	.LC123(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L734
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L735
	movq	8(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L735
	movq	%rdx, 128(%rbp)
.L734:
	movl	%eax, 136(%rbp)
	movl	$1, 292(%rbp)
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
.L801:
	.cfi_restore_state
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L808
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L809
	movq	%rax, 40(%rbp)
	jmp	.L716
	.p2align 4,,10
	.p2align 3
.L800:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L810
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L811
	movq	%rax, 0(%rbp)
	jmp	.L716
	.p2align 4,,10
	.p2align 3
.L804:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L812
	movq	8(%rsp), %rax
	movq	%rax, 24(%rbp)
	jmp	.L716
	.p2align 4,,10
	.p2align 3
.L802:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L813
	movq	8(%rsp), %rax
	movq	%rax, 8(%rbp)
	jmp	.L716
	.p2align 4,,10
	.p2align 3
.L803:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L814
	movq	8(%rsp), %rax
	movq	%rax, 16(%rbp)
	jmp	.L716
	.p2align 4,,10
	.p2align 3
.L807:
	leaq	8(%rsp), %rcx
	movl	$1, %esi
	movq	%r12, %rdi
	movabsq	$1099511627776, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L815
	movq	$0, 184(%rbp)
	movq	8(%rsp), %rax
	movq	%rax, 192(%rbp)
	jmp	.L716
	.p2align 4,,10
	.p2align 3
.L805:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L816
	movq	8(%rsp), %rax
	movq	%rax, 152(%rbp)
	jmp	.L716
	.p2align 4,,10
	.p2align 3
.L806:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L817
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L818
	movq	%rax, 184(%rbp)
	movq	$0, 192(%rbp)
	jmp	.L716
	.p2align 4,,10
	.p2align 3
.L733:
	leaq	.LC126(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L737
	leaq	.LC127(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC128(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L738
	testl	%eax, %eax
	jne	.L819
.L738:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 160(%rbp)
	jmp	.L716
	.p2align 4,,10
	.p2align 3
.L737:
	leaq	.LC131(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L739
	leaq	.LC132(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L820
	leaq	.LC133(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L741
	leaq	.LC134(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L741
	leaq	.LC135(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L821
	leaq	.LC136(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L744
	movl	$3, 164(%rbp)
	jmp	.L716
.L739:
	leaq	.LC139(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L822
	leaq	.LC142(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L747
	leaq	.LC143(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC144(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L748
	testl	%eax, %eax
	jne	.L823
.L748:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 32(%rbp)
	jmp	.L716
.L811:
	leaq	.LC103(%rip), %r8
	movq	%r12, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC104(%rip), %rdx
	call	snprintf@PLT
.L713:
	movl	$-1, %eax
	jmp	.L710
.L809:
	leaq	.LC103(%rip), %r8
	movq	%r12, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC107(%rip), %rdx
	call	snprintf@PLT
	jmp	.L713
.L741:
	movl	$1, 164(%rbp)
	jmp	.L716
.L820:
	movl	$0, 164(%rbp)
	jmp	.L716
.L810:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC102(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L747:
	leaq	.LC147(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L824
	leaq	.LC151(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L825
	leaq	.LC154(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L826
	leaq	.LC155(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L756
	leaq	.LC156(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L757
	leaq	.LC157(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L769
	leaq	.LC158(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L827
	leaq	.LC159(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC160(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L822:
	leaq	8(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%r12, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L828
	movq	8(%rsp), %rax
	movl	%eax, 168(%rbp)
	jmp	.L716
.L813:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC109(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L808:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC106(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L814:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC111(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L812:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC113(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L824:
	movzbl	(%r12), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L751
	call	__errno_location@PLT
	leaq	16(%rsp), %rsi
	movq	%r12, %rdi
	movq	%rax, %rbx
	xorl	%eax, %eax
	movl	%eax, (%rbx)
	call	strtod@PLT
	cmpl	$0, (%rbx)
	jne	.L751
	movq	16(%rsp), %rax
	cmpb	$0, (%rax)
	jne	.L751
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L751
	comisd	.LC150(%rip), %xmm0
	ja	.L751
	movsd	%xmm0, 200(%rbp)
	jmp	.L716
.L821:
	movl	$2, 164(%rbp)
	jmp	.L716
.L825:
	orq	$-1, %rdx
	xorl	%esi, %esi
	leaq	208(%rbp), %rcx
	movq	%r12, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L716
	leaq	.LC152(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC153(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L816:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC115(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L756:
	leaq	.LC161(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L829
	leaq	.LC164(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L830
	leaq	.LC165(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L831
	leaq	.LC166(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L763
	cmpb	$0, (%r12)
	je	.L764
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L764
	movq	%r12, 248(%rbp)
	jmp	.L716
.L826:
	movq	%r12, 216(%rbp)
	movl	$2, 32(%rbp)
	jmp	.L716
.L818:
	leaq	.LC103(%rip), %r8
	movq	%r12, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC118(%rip), %rdx
	call	snprintf@PLT
	jmp	.L713
.L817:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC117(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L735:
	leaq	.LC124(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC125(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L815:
	leaq	.LC120(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC121(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L819:
	leaq	.LC129(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC130(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L830:
	movq	%r12, 224(%rbp)
	movl	$1, 176(%rbp)
	jmp	.L716
.L829:
	leaq	120(%rbp), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%r12, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L716
	leaq	.LC162(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC163(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L763:
	leaq	.LC169(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L766
	leaq	.LC170(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L767
	leaq	.LC171(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L832
.L767:
	movq	%r12, 240(%rbp)
	movl	$2, 176(%rbp)
	jmp	.L716
.L766:
	leaq	.LC174(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC175(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L831:
	movq	%r12, 232(%rbp)
	movl	$1, 176(%rbp)
	jmp	.L716
.L832:
	leaq	.LC172(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC173(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L827:
	movl	$2, %eax
.L757:
	movl	%eax, 112(%rbp)
	jmp	.L716
.L823:
	leaq	.LC145(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC146(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L744:
	leaq	.LC137(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC138(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L751:
	leaq	.LC148(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC149(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L764:
	leaq	.LC167(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC168(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
.L769:
	movl	$1, %eax
	jmp	.L757
.L828:
	leaq	.LC140(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC141(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L713
	.cfi_endproc
.LFE224:
	.size	apply_option.constprop.0, .-apply_option.constprop.0
	.section	.rodata.str1.1
.LC176:
	.string	"%lu.%lu"
.LC177:
	.string	"%lu.%02lu"
.LC178:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB225:
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
	jnb	.L838
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L839
	leaq	.LC178(%rip), %rdx
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
.L839:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC177(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L838:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC176(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE225:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.1
.LC179:
	.string	"%-10s %9lu"
	.globl	__divti3
.LC180:
	.string	"%lu.%04lu"
.LC181:
	.string	" %8lu %8s"
	.text
	.p2align 4
	.type	print_row, @function
print_row:
.LFB131:
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
	leaq	.LC179(%rip), %rdi
	movq	%rsp, %rbp
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L841:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	fmt_us.constprop.0
	movq	%r13, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L841
	movq	(%r12), %r8
	movq	56(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L842
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
.L842:
	movq	%rbp, %rdi
	leaq	.LC180(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC181(%rip), %rdi
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
.LFE131:
	.size	print_row, .-print_row
	.p2align 4
	.type	serve_stalls.constprop.0, @function
serve_stalls.constprop.0:
.LFB227:
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
	jb	.L848
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
.L848:
	cmpq	%rsi, %rcx
	jnb	.L850
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
.L850:
	movq	%rbx, 8(%rdi)
	movq	%rsi, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	movq	%rcx, (%rdi)
	ret
	.cfi_endproc
.LFE227:
	.size	serve_stalls.constprop.0, .-serve_stalls.constprop.0
	.p2align 4
	.type	dist_count_le.isra.0, @function
dist_count_le.isra.0:
.LFB228:
	.cfi_startproc
	movq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L857
	salq	$5, %rsi
	xorl	%r10d, %r10d
	leaq	(%rdi,%rsi), %r8
	jmp	.L856
	.p2align 4,,10
	.p2align 3
.L854:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L855
	subq	%r9, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L855
	subq	%rax, %rdx
	imulq	%rcx, %rdx
	addq	%rdx, %r10
.L855:
	addq	$32, %rdi
	cmpq	%rdi, %r8
	je	.L852
.L856:
	movq	(%rdi), %rax
	movq	24(%rdi), %rcx
	cmpq	%rax, %r9
	jb	.L854
	imulq	16(%rdi), %rcx
	addq	$32, %rdi
	addq	%rcx, %r10
	cmpq	%rdi, %r8
	jne	.L856
.L852:
	movq	%r10, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L857:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	ret
	.cfi_endproc
.LFE228:
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
	je	.L863
	movq	(%rdi), %rdi
	movq	16(%rdi), %rax
	movq	%rdi, 56(%rsp)
	movq	%rax, (%rsp)
	mulq	24(%rdi)
	movq	%rax, %r14
	movq	%rdx, %rax
	movq	%rdx, %r15
	subq	$0, %rax
	jne	.L879
	leaq	48(%rdi), %rcx
	xorl	%esi, %esi
	movq	$-1, %r10
	xorl	%edi, %edi
	jmp	.L865
	.p2align 4,,10
	.p2align 3
.L866:
	movq	(%rcx), %rax
	mulq	8(%rcx)
	addq	%rax, %r14
	movq	%rdi, %rax
	adcq	%rdx, %r15
	addq	$32, %rcx
	cmpq	%r14, %r10
	sbbq	%r15, %rax
	jc	.L879
.L865:
	addq	$1, %rsi
	cmpq	%r12, %rsi
	jne	.L866
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
.L867:
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
	jne	.L867
	movq	16(%rsp), %r14
	movl	40(%rsp), %r11d
	movq	%r15, %rbp
	movq	24(%rsp), %r15
	movq	%r14, 40(%rsp)
.L868:
	movq	40(%rsp), %rax
	movq	%r12, 64(%rbx)
	movq	%r13, 72(%rbx)
	movq	%rax, (%rbx)
	movq	$99999, 64(%rsp)
	movq	$0, 72(%rsp)
	testl	%r11d, %r11d
	jne	.L870
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
.L870:
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
.L877:
	movq	40(%rsp), %r14
	xorl	%r15d, %r15d
	testq	%r14, %r14
	je	.L871
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
	je	.L881
	movq	%rbx, %rax
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L873:
	movq	(%rax), %rdx
	cmpq	%rdx, %r13
	cmovb	%rdx, %r13
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L873
.L872:
	xorl	%r15d, %r15d
	jmp	.L875
	.p2align 4,,10
	.p2align 3
.L876:
	movq	%r13, %r14
	movq	8(%rbp), %rsi
	movq	%rbx, %rdi
	subq	%r15, %r14
	shrq	%r14
	addq	%r15, %r14
	movq	%r14, %rdx
	call	dist_count_le.isra.0
	cmpq	%r11, %rax
	jb	.L888
	movq	%r14, %r13
.L875:
	cmpq	%r13, %r15
	jb	.L876
.L871:
	movq	16(%rsp), %rax
	addq	$8, (%rsp)
	leaq	48+PCT_MILLI(%rip), %rdi
	movq	%r15, (%rax)
	addq	$8, %rax
	movq	%rax, 16(%rsp)
	movq	(%rsp), %rax
	cmpq	%rax, %rdi
	jne	.L877
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
.L888:
	.cfi_restore_state
	leaq	1(%r14), %r15
	jmp	.L875
	.p2align 4,,10
	.p2align 3
.L879:
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
.L881:
	.cfi_restore_state
	xorl	%r13d, %r13d
	jmp	.L872
.L863:
	movq	(%rdi), %rax
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	xorl	%r12d, %r12d
	movq	$0, 40(%rsp)
	xorl	%r13d, %r13d
	movq	%rax, 56(%rsp)
	jmp	.L868
	.cfi_endproc
.LFE62:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB229:
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
	jne	.L891
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L891:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L893:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L892
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
.L892:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L893
	testq	%r15, %r15
	je	.L897
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L895:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L895
.L894:
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
.L897:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L894
	.cfi_endproc
.LFE229:
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
	je	.L903
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
	jmp	.L907
.L972:
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
.L905:
	cmpq	%r10, %r9
	adcq	$0, 80(%rsp)
	addq	$8, %r8
	cmpq	%r8, 88(%rsp)
	je	.L971
.L907:
	movq	(%r8), %r9
	cmpq	%r10, %r9
	jb	.L972
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
	jnb	.L973
	leaq	(%r10,%rcx), %rax
	cmpq	%rax, %rbp
	jb	.L905
	movq	$0, 72(%rsp)
	movq	%rbp, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%r10
	movq	%rax, 64(%rsp)
	addq	64(%rsp), %rsi
	adcq	72(%rsp), %rdi
	jmp	.L905
.L973:
	addq	16(%rsp), %rsi
	adcq	24(%rsp), %rdi
	jmp	.L905
.L903:
	xorl	%eax, %eax
.L902:
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
.L971:
	.cfi_restore_state
	movq	%r15, %rax
	movl	112(%rsp), %ecx
	movq	120(%rsp), %rbx
	subq	$0, %rax
	jne	.L939
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
	je	.L974
.L910:
	movq	$0, (%rsp)
	movq	80(%rsp), %rbp
	movq	%r8, %r11
	movq	$0, 16(%rsp)
	jmp	.L936
.L911:
	movq	-8(%r12,%r11,8), %rdx
.L914:
	movq	16(%rsp), %rax
	movq	192(%rsp), %rdi
	movq	%rdx, 8(%rdi,%rax)
	addq	$8, %rax
	movq	%rax, 16(%rsp)
	cmpq	$48, %rax
	je	.L903
	movq	(%rdi), %r11
.L936:
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
	jnb	.L911
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
	jnb	.L975
	movq	%rbx, (%rsp)
.L913:
	xorl	%ebx, %ebx
	addq	%rdi, %r14
	movq	%rdi, %rcx
	adcq	%rbx, %r15
	addq	$1, %rbp
	cmpq	%r13, %rbp
	jb	.L915
	jmp	.L976
	.p2align 4,,10
	.p2align 3
.L918:
	addq	%rcx, %r14
	adcq	%rbx, %r15
	addq	$1, %rbp
	cmpq	%rbp, %r13
	je	.L977
.L915:
	movq	(%r12,%rbp,8), %rax
	xorl	%edx, %edx
	divq	%r10
	cmpq	%rdi, %rax
	je	.L918
.L968:
	movq	%rax, %rsi
.L917:
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
	jnb	.L963
	movq	%rsi, %rdi
	jmp	.L913
.L977:
	movq	(%r12,%r13,8), %rax
	xorl	%edx, %edx
	divq	%r10
	movq	%rax, %rsi
	jmp	.L917
.L963:
	movq	%rbx, 104(%rsp)
	movq	(%rsp), %rbx
	movq	%rcx, 96(%rsp)
	movq	%rax, %rcx
.L912:
	leaq	-1(%rcx), %rax
	imulq	%r9, %rax
	subq	%rax, %r8
	movq	%r8, %r11
	cmpq	%r13, %rbp
	jnb	.L923
	movq	%rbp, %rax
	movq	%rbp, %rsi
	negq	%rax
	leaq	(%rbx,%rax,8), %r8
.L922:
	movq	(%r12,%rsi,8), %rax
	xorl	%edx, %edx
	divq	%r10
	movq	%rdx, (%r8,%rsi,8)
	addq	$1, %rsi
	cmpq	%rsi, %r13
	jne	.L922
.L923:
	movq	%rcx, %rdx
	leaq	-1(%r9), %r8
	subq	$1, %r11
	xorl	%eax, %eax
	imulq	%r10, %rdx
	testq	%r8, %r8
	jle	.L969
	movq	%r11, (%rsp)
	movq	%r12, %r9
	movq	%r14, 64(%rsp)
	movq	%r15, 72(%rsp)
	movq	%rbp, 88(%rsp)
	movq	%rdi, 112(%rsp)
	movq	%rdx, 48(%rsp)
	movq	%r13, %rdx
.L920:
	movq	%r8, %rcx
	movq	(%rbx,%rax,8), %rdi
	subq	%rax, %rcx
	sarq	%rcx
	addq	%rax, %rcx
	movq	(%rbx,%rcx,8), %rsi
	movq	(%rbx,%r8,8), %rcx
	cmpq	%rsi, %rdi
	jnb	.L925
	cmpq	%rcx, %rdi
	cmovb	%rcx, %rdi
	cmpq	%rcx, %rsi
	cmovnb	%rdi, %rsi
.L926:
	movq	%r8, %rcx
	movq	%rax, %rdi
.L927:
	cmpq	%rcx, %rdi
	jg	.L932
	leaq	0(,%rdi,8), %r11
	leaq	0(,%rcx,8), %r15
	leaq	(%rbx,%r11), %r13
	leaq	(%rbx,%r15), %r14
	movq	0(%r13), %rbp
	movq	(%r14), %r12
	leaq	8(%rbx,%r11), %r11
	cmpq	%rsi, %rbp
	jnb	.L978
	.p2align 4,,10
	.p2align 3
.L928:
	movq	%r11, %r13
	movq	(%r11), %rbp
	addq	$8, %r11
	addq	$1, %rdi
	cmpq	%rsi, %rbp
	jb	.L928
	cmpq	%r12, %rsi
	jnb	.L929
.L937:
	leaq	-8(%rbx,%r15), %r11
	.p2align 4,,10
	.p2align 3
.L930:
	movq	%r11, %r14
	movq	(%r11), %r12
	subq	$8, %r11
	subq	$1, %rcx
	cmpq	%r12, %rsi
	jb	.L930
.L929:
	cmpq	%rcx, %rdi
	jle	.L938
.L932:
	movq	(%rsp), %rsi
	cmpq	%rcx, %rsi
	jle	.L943
	cmpq	%rdi, %rsi
	jl	.L979
	movq	%rdi, %rax
.L935:
	cmpq	%rax, %r8
	jg	.L920
	movq	(%rsp), %r11
.L970:
	movq	%rdx, %r13
	movq	64(%rsp), %r14
	movq	72(%rsp), %r15
	movq	%r9, %r12
	movq	88(%rsp), %rbp
	movq	112(%rsp), %rdi
	movq	48(%rsp), %rdx
.L969:
	movq	(%rbx,%r11,8), %rax
	movq	%rdi, (%rsp)
	addq	%rax, %rdx
	jmp	.L914
	.p2align 4,,10
	.p2align 3
.L978:
	cmpq	%r12, %rsi
	jb	.L937
.L938:
	movq	%r12, 0(%r13)
	addq	$1, %rdi
	subq	$1, %rcx
	movq	%rbp, (%r14)
	jmp	.L927
.L943:
	movq	%rcx, %r8
	jmp	.L935
.L925:
	cmpq	%rcx, %rsi
	cmovb	%rcx, %rsi
	cmpq	%rcx, %rdi
	cmovb	%rdi, %rsi
	jmp	.L926
.L979:
	movq	%rsi, %r11
	jmp	.L970
.L976:
	movq	(%r12,%rbp,8), %rax
	xorl	%edx, %edx
	divq	%r10
	jmp	.L968
.L974:
	movq	$50000, 32(%rsp)
	movq	$0, 40(%rsp)
	jmp	.L910
.L975:
	movq	(%rsp), %rdi
	jmp	.L912
.L939:
	movl	$-2, %eax
	jmp	.L902
	.cfi_endproc
.LFE56:
	.size	corrected_summarise, .-corrected_summarise
	.p2align 4
	.type	aggregate, @function
aggregate:
.LFB134:
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
	jne	.L995
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
.L994:
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
.L982:
	movq	%r12, %rdx
	movq	%rbx, %rsi
	movq	$-1, %rcx
	testl	%ebp, %ebp
	jne	.L985
	jmp	.L989
	.p2align 4,,10
	.p2align 3
.L1008:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L984:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%r14, %rdx
	je	.L989
.L985:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L1008
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L984
	.p2align 4,,10
	.p2align 3
.L989:
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
	jne	.L982
	movq	64(%rsp), %r15
	movq	%r13, %rbx
	testl	%ebp, %ebp
	je	.L990
	movq	(%rsp), %rax
	movq	24(%rsp), %rdx
	leaq	-56(%rax), %rcx
	.p2align 4,,10
	.p2align 3
.L991:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L991
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
.L992:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L992
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
.L993:
	movdqa	(%rcx), %xmm1
	addq	$16, %rdx
	addq	$288, %rcx
	movaps	%xmm1, -16(%rdx)
	cmpq	%rdx, %rax
	jne	.L993
.L996:
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
	jne	.L994
	movq	80(%rsp), %r13
	movq	48(%rsp), %rdx
.L995:
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
.L990:
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
	jmp	.L996
	.cfi_endproc
.LFE134:
	.size	aggregate, .-aggregate
	.section	.rodata.str1.1
.LC182:
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
	je	.L1022
.L1020:
	ret
	.p2align 4,,10
	.p2align 3
.L1022:
	movl	32(%rsi), %eax
	testl	%eax, %eax
	je	.L1020
	cmpl	$1, %eax
	je	.L1023
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	leaq	40(%rdx), %rdi
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC154(%rip), %rdx
	subq	$256, %rsp
	.cfi_def_cfa_offset 272
	movq	64(%rsi), %rsi
	movq	%rsp, %rbx
	movq	%rbx, %r8
	call	numbers_open
	testl	%eax, %eax
	jne	.L1024
	addq	$256, %rsp
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1023:
	.cfi_restore 3
	movq	56(%rsi), %rax
	movsd	48(%rsi), %xmm0
	movq	%rax, 32(%rdx)
	movsd	%xmm0, 16(%rdx)
	ret
.L1024:
	.cfi_def_cfa_offset 272
	.cfi_offset 3, -16
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC182(%rip), %rsi
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
.LFB100:
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
	je	.L1026
	movq	120(%rsi), %rdi
.L1026:
	cmpq	$0, 8(%rsi)
	movq	%rdi, 72(%rbx)
	movq	$-1, %rax
	je	.L1027
	movq	24(%rsi), %rax
.L1027:
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
.LFE100:
	.size	general_start, .-general_start
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
	jnb	.L1033
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
	jmp	.L1044
	.p2align 4,,10
	.p2align 3
.L1053:
	movq	$-1, (%rdi)
.L1038:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L1037:
	cmpq	%r15, %rbx
	jnb	.L1033
.L1044:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L1035
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L1035
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1052
.L1035:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1038
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L1039
	addq	%rcx, %rdx
.L1040:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1053
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L1038
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
	jmp	.L1038
	.p2align 4,,10
	.p2align 3
.L1039:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L1040
	.p2align 4,,10
	.p2align 3
.L1033:
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
.L1052:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L1036:
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
	jne	.L1036
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L1037
	.cfi_endproc
.LFE38:
	.size	run_open, .-run_open
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
	je	.L1073
	leaq	16(%rdi), %rax
	movq	%rsi, %r11
	xorl	%r12d, %r12d
	movq	%rax, 16(%rsp)
	jmp	.L1070
	.p2align 4,,10
	.p2align 3
.L1056:
	movq	72(%rbx), %rax
	cmpq	96(%r14), %rax
	jnb	.L1055
	movq	48(%rbx), %rcx
	cmpq	40(%rbx), %rcx
	je	.L1055
	movq	32(%rbx), %rsi
	leaq	1(%rcx), %rdi
	movq	%rdi, 48(%rbx)
	movq	(%rsi,%rcx,8), %rbp
	cmpl	$2, %r15d
	jne	.L1077
	cmpq	%rdx, %rbp
	jb	.L1059
.L1077:
	cmpl	$1, %r15d
	je	.L1090
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	movq	(%r14), %rcx
	movq	16(%rbx), %rax
	cmovnb	%rbp, %rsi
	movq	%rbp, %r13
	leaq	(%rcx,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1062
.L1071:
	movq	8(%r14), %r8
	cmpq	%rax, %rsi
	jnb	.L1063
	addq	%r8, %rdx
.L1064:
	movq	16(%r14), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	jne	.L1065
	movq	$-1, 16(%rbx)
.L1062:
	movq	80(%rbx), %rcx
	movq	56(%rbx), %rax
	testl	%r15d, %r15d
	cmovne	%r13, %rbp
	movq	%rdx, (%rax,%rcx,8)
.L1068:
	movq	%rdx, %rax
	subq	%rbp, %rax
	movq	%rax, (%r11,%r12,8)
	movq	72(%rbx), %rax
	addq	$1, %r12
.L1059:
	addq	$1, %rax
	movq	%rax, 72(%rbx)
	movq	80(%rbx), %rax
	addq	$1, %rax
	cmpq	64(%rbx), %rax
	jne	.L1069
	xorl	%eax, %eax
.L1069:
	movq	%rax, 80(%rbx)
	cmpq	%r10, %r12
	jnb	.L1055
.L1070:
	cmpl	$3, %r15d
	jne	.L1056
	movq	80(%rbx), %r8
	movq	56(%rbx), %rdi
	movq	104(%r14), %rax
	movq	(%rdi,%r8,8), %rbp
	testq	%rax, %rax
	je	.L1057
	cmpq	%rax, %rbp
	jnb	.L1055
.L1089:
	movq	%rbp, %r13
.L1058:
	cmpq	%r13, %rdx
	movq	%rdx, %rsi
	movq	(%r14), %rcx
	movq	16(%rbx), %rax
	cmovb	%r13, %rsi
	leaq	(%rcx,%rsi), %rdx
	cmpq	%rdx, %rax
	jb	.L1071
	movq	%rdx, (%rdi,%r8,8)
	movq	%r13, %rbp
	jmp	.L1068
	.p2align 4,,10
	.p2align 3
.L1065:
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L1062
	movq	16(%rsp), %rdi
	movq	%r10, 8(%rsp)
	movq	%r11, (%rsp)
	call	serve_stalls.constprop.0
	movq	8(%rsp), %r10
	movq	(%rsp), %r11
	movq	%rax, %rdx
	jmp	.L1062
	.p2align 4,,10
	.p2align 3
.L1063:
	leaq	(%r8,%rax), %rdi
	leaq	(%rdi,%rcx), %r9
	cmpq	%rdi, %rsi
	cmovb	%r9, %rdx
	jmp	.L1064
	.p2align 4,,10
	.p2align 3
.L1057:
	movq	96(%r14), %rax
	cmpq	%rax, 72(%rbx)
	jb	.L1089
.L1055:
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
.L1090:
	.cfi_restore_state
	movq	80(%rbx), %r8
	movq	56(%rbx), %rdi
	movq	(%rdi,%r8,8), %r13
	cmpq	%r13, %rbp
	cmovnb	%rbp, %r13
	jmp	.L1058
.L1073:
	xorl	%r12d, %r12d
	jmp	.L1055
	.cfi_endproc
.LFE44:
	.size	walk_run, .-walk_run
	.p2align 4
	.type	general_run, @function
general_run:
.LFB102:
	.cfi_startproc
	addq	$8, %rdi
	jmp	walk_run
	.cfi_endproc
.LFE102:
	.size	general_run, .-general_run
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB63:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L1107
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
.L1093:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L1098
	.p2align 4,,10
	.p2align 3
.L1094:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L1096
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L1096:
	testq	%r8, %r8
	je	.L1097
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L1097
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L1097:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L1094
.L1098:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L1093
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
.L1107:
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
.LC187:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.section	.rodata.str1.1
.LC188:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC189:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC190:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC191:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC193:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC194:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC195:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
.LFB160:
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
	movapd	.LC184(%rip), %xmm0
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
	jle	.L1116
	movslq	%r12d, %rax
	movsd	.LC185(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L1115
	.p2align 4,,10
	.p2align 3
.L1149:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1114:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L1148
.L1115:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L1149
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1114
.L1148:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1150
.L1116:
	movsd	.LC50(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L1112:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC187(%rip), %rsi
	pushq	%r14
	leaq	XTICK.7(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	movq	%rbx, -272(%rbp)
	leaq	-240(%rbp), %rsi
	leaq	.LC189(%rip), %rdx
	movq	%rbx, %rdi
	leaq	.LC188(%rip), %rcx
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
.L1119:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC47(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC190(%rip), %rsi
	mulsd	.LC43(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC44(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L1119
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L1135
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
.L1134:
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
	je	.L1122
	testq	%rbx, %rbx
	je	.L1122
	testq	%rax, %rax
	je	.L1122
	testq	%r14, %r14
	je	.L1151
	movq	.LC185(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L1129
	.p2align 4,,10
	.p2align 3
.L1152:
	divsd	%xmm6, %xmm0
	movsd	.LC50(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC50(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L1125:
	call	log10@PLT
	movq	.LC47(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L1127
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1128:
	movq	-264(%rbp), %rax
	divsd	.LC185(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L1124
.L1129:
	movsd	(%r12), %xmm0
	movsd	.LC63(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L1152
	movq	.LC183(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L1125
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
	jmp	.L1128
	.p2align 4,,10
	.p2align 3
.L1151:
	movsd	.LC185(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L1124:
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
	js	.L1130
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1131:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC41(%rip), %xmm0
	movsd	.LC42(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC193(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC192(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L1132
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1133:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC194(%rip), %rdx
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
	leaq	.LC195(%rip), %rsi
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
	jne	.L1134
.L1135:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC191(%rip), %rdi
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
.L1132:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1133
	.p2align 4,,10
	.p2align 3
.L1130:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1131
.L1150:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC186(%rip), %xmm2
	movsd	.LC55(%rip), %xmm3
	movsd	.LC48(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L1118
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
.L1118:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L1112
.L1122:
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
.LFE160:
	.size	spectrum_writer, .-spectrum_writer
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
	jnb	.L1153
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
	jmp	.L1163
	.p2align 4,,10
	.p2align 3
.L1173:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L1158:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L1157:
	cmpq	%r15, %rbp
	jnb	.L1153
.L1163:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L1155
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L1155
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1172
.L1155:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L1158
	cmpq	%rax, %rbx
	jnb	.L1159
	addq	%r8, %rdx
.L1160:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1173
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L1158
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
	jmp	.L1158
	.p2align 4,,10
	.p2align 3
.L1159:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L1160
	.p2align 4,,10
	.p2align 3
.L1153:
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
.L1172:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L1156:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L1156
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L1157
	.cfi_endproc
.LFE37:
	.size	run_closed, .-run_closed
	.p2align 4
	.type	dist_of_sorted, @function
dist_of_sorted:
.LFB77:
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
	je	.L1174
.L1175:
	movq	(%r12,%rax,8), %rsi
	movq	%rax, %rbx
	jmp	.L1183
	.p2align 4,,10
	.p2align 3
.L1178:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L1177
.L1183:
	cmpq	%rsi, (%r12,%rbx,8)
	je	.L1178
	movq	%rbx, %r8
	subq	%rax, %r8
	je	.L1179
.L1184:
	movl	24(%r13), %eax
	testl	%eax, %eax
	jne	.L1179
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r13, %rdi
	call	dist_add.part.0
.L1179:
	cmpq	%rbp, %rbx
	jnb	.L1174
	movq	%rbx, %rax
	jmp	.L1175
	.p2align 4,,10
	.p2align 3
.L1177:
	movq	%rbp, %r8
	subq	%rax, %r8
	jne	.L1184
.L1174:
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
.LFE77:
	.size	dist_of_sorted, .-dist_of_sorted
	.section	.rodata.str1.8
	.align 8
.LC197:
	.string	"load, % of the server's capacity"
	.section	.rodata.str1.1
.LC198:
	.string	"stall (us, log scale)"
.LC199:
	.string	"p99 latency (ms)"
.LC200:
	.string	"%g"
	.section	.rodata.str1.8
	.align 8
.LC201:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n"
	.align 8
.LC202:
	.string	"p99 against stall length (the load held fixed)"
	.align 8
.LC203:
	.string	"p99 against load (the stall held fixed)"
	.text
	.p2align 4
	.type	sweep_writer, @function
sweep_writer:
.LFB162:
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
	jne	.L1227
	testq	%r14, %r14
	je	.L1227
	movq	64(%rsp), %rax
	movq	%r15, 16(%rsp)
	pxor	%xmm1, %xmm1
	xorl	%ebp, %ebp
	movq	%r13, 8(%rsp)
	movq	(%rsp), %r13
	leaq	264(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L1203:
	movq	0(%r13,%rbp,8), %rax
	testq	%rax, %rax
	js	.L1197
	movl	40(%rsp), %r11d
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testl	%r11d, %r11d
	je	.L1235
.L1199:
	movsd	%xmm0, (%r12,%rbp,8)
	leaq	-240(%rbx), %r15
.L1202:
	movq	(%r15), %rdx
	testq	%rdx, %rdx
	js	.L1200
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1201:
	divsd	.LC185(%rip), %xmm0
	addq	$80, %r15
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%r15, %rbx
	jne	.L1202
	addq	$1, %rbp
	movsd	%xmm0, 120(%rsp)
	addq	$288, %rbx
	cmpq	%r14, %rbp
	jb	.L1203
	movl	40(%rsp), %r10d
	movq	8(%rsp), %r13
	movq	16(%rsp), %r15
	testl	%r10d, %r10d
	je	.L1204
	pxor	%xmm0, %xmm0
	movq	.LC63(%rip), %rax
	comisd	%xmm0, %xmm1
	movq	%rax, 104(%rsp)
	ja	.L1205
	movsd	.LC50(%rip), %xmm0
	movsd	%xmm0, 32(%rsp)
.L1206:
	movsd	%xmm0, 120(%rsp)
	movl	$820, %edx
	leaq	.LC203(%rip), %rax
	movl	$500, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 232
	movl	$820, %r8d
	movl	$500, %ecx
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	movq	88(%rsp), %rdi
	leaq	.LC187(%rip), %rsi
	movabsq	$0x4059000000000000, %r13
	call	fprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 232
	popq	%rdx
	.cfi_def_cfa_offset 224
	leaq	.LC197(%rip), %rdx
	movq	$0x000000000, (%rsp)
.L1224:
	movq	72(%rsp), %rdi
	leaq	96(%rsp), %rsi
	leaq	.LC199(%rip), %rcx
	movq	%rsi, 80(%rsp)
	call	svg_axes
	movq	%r13, %xmm2
	comisd	(%rsp), %xmm2
	jb	.L1236
	movl	40(%rsp), %r9d
	movsd	.LC51(%rip), %xmm2
	testl	%r9d, %r9d
	jne	.L1214
	movsd	.LC50(%rip), %xmm2
.L1214:
	movsd	(%rsp), %xmm4
	movq	%r13, %xmm5
	movq	%r12, 88(%rsp)
	leaq	128(%rsp), %rbx
	movsd	.LC43(%rip), %xmm7
	movq	72(%rsp), %r12
	movq	%r13, 48(%rsp)
	leaq	.LC190(%rip), %rbp
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
.L1216:
	testl	%r13d, %r13d
	je	.L1237
	movapd	%xmm3, %xmm0
	movsd	%xmm3, 56(%rsp)
.L1234:
	leaq	.LC200(%rip), %rdx
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
	jnb	.L1216
	movq	88(%rsp), %r12
.L1217:
	leaq	SET_NAME(%rip), %rax
	leaq	SET_COLOUR(%rip), %r13
	movq	72(%rsp), %rbp
	movl	$60, 56(%rsp)
	movq	%rax, 40(%rsp)
	movq	64(%rsp), %rax
	movq	%r13, 64(%rsp)
	addq	$24, %rax
	movq	%rax, 48(%rsp)
.L1212:
	movq	48(%rsp), %rcx
	xorl	%edx, %edx
	jmp	.L1220
	.p2align 4,,10
	.p2align 3
.L1239:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1219:
	divsd	.LC185(%rip), %xmm0
	movsd	%xmm0, (%r15,%rdx,8)
	addq	$1, %rdx
	addq	$288, %rcx
	cmpq	%r14, %rdx
	jnb	.L1238
.L1220:
	movq	(%rcx), %rax
	testq	%rax, %rax
	jns	.L1239
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1219
	.p2align 4,,10
	.p2align 3
.L1200:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1201
	.p2align 4,,10
	.p2align 3
.L1197:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	movl	40(%rsp), %r11d
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testl	%r11d, %r11d
	jne	.L1199
.L1235:
	movsd	%xmm1, (%rsp)
	divsd	.LC56(%rip), %xmm0
	call	log10@PLT
	movsd	(%rsp), %xmm1
	jmp	.L1199
	.p2align 4,,10
	.p2align 3
.L1204:
	movsd	(%r12), %xmm0
	movq	.LC49(%rip), %xmm4
	movsd	.LC48(%rip), %xmm6
	movapd	%xmm0, %xmm2
	movapd	%xmm4, %xmm3
	andpd	%xmm4, %xmm2
	ucomisd	%xmm2, %xmm6
	jbe	.L1207
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
.L1207:
	movsd	-8(%r12,%r13), %xmm2
	movsd	%xmm0, (%rsp)
	movapd	%xmm4, %xmm5
	movapd	%xmm2, %xmm3
	andpd	%xmm4, %xmm3
	ucomisd	%xmm3, %xmm6
	jbe	.L1208
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
.L1208:
	unpcklpd	%xmm2, %xmm0
	movq	%xmm2, %r13
	movaps	%xmm0, 96(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1209
	movsd	.LC50(%rip), %xmm0
	movsd	%xmm0, 32(%rsp)
.L1210:
	movsd	%xmm0, 120(%rsp)
	movl	$500, %ecx
	leaq	.LC202(%rip), %rax
	movl	$820, %edx
	pushq	%rax
	.cfi_def_cfa_offset 232
	leaq	.LC187(%rip), %rsi
	movl	$500, %r9d
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	movq	88(%rsp), %rdi
	movl	$820, %r8d
	call	fprintf@PLT
	popq	%rcx
	.cfi_def_cfa_offset 232
	leaq	.LC198(%rip), %rdx
	popq	%rsi
	.cfi_def_cfa_offset 224
	jmp	.L1224
	.p2align 4,,10
	.p2align 3
.L1238:
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
.L1221:
	movsd	(%r15,%r13,8), %xmm1
	divsd	32(%rsp), %xmm1
	movsd	(%r12,%r13,8), %xmm0
	movq	%rbx, %rdx
	mulsd	.LC41(%rip), %xmm1
	subsd	(%rsp), %xmm0
	divsd	8(%rsp), %xmm0
	leaq	.LC201(%rip), %rsi
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
	jb	.L1221
	subq	$8, %rsp
	.cfi_def_cfa_offset 232
	movl	$120, %r8d
	movl	$92, %edx
	movq	48(%rsp), %r13
	leaq	.LC195(%rip), %rsi
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
	jne	.L1212
	movq	72(%rsp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC191(%rip), %rdi
	call	fwrite@PLT
	movq	%r12, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1193:
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
.L1237:
	.cfi_restore_state
	movq	.LC51(%rip), %rax
	movapd	%xmm3, %xmm1
	movsd	%xmm3, 56(%rsp)
	movq	%rax, %xmm0
	call	pow@PLT
	jmp	.L1234
.L1205:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, (%rsp)
	call	nice_step
	movsd	(%rsp), %xmm1
	movsd	.LC186(%rip), %xmm2
	movsd	.LC55(%rip), %xmm3
	movsd	.LC48(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L1240
.L1226:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, (%rsp)
	call	nice_step
	movsd	(%rsp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, 32(%rsp)
	movapd	%xmm2, %xmm0
	jmp	.L1206
.L1240:
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
	jmp	.L1226
.L1209:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm1
	movsd	.LC186(%rip), %xmm2
	movq	.LC49(%rip), %xmm4
	movq	.LC48(%rip), %rax
	mulsd	%xmm1, %xmm2
	movq	%rax, %xmm6
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm6
	jbe	.L1225
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
.L1225:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	mulsd	%xmm2, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L1210
.L1236:
	movq	%r13, %xmm5
	subsd	(%rsp), %xmm5
	movsd	.LC43(%rip), %xmm7
	movsd	%xmm7, 16(%rsp)
	movsd	%xmm5, 8(%rsp)
	movsd	.LC44(%rip), %xmm5
	movsd	%xmm5, 24(%rsp)
	jmp	.L1217
.L1227:
	movq	%r12, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movl	$-1, %eax
	jmp	.L1193
	.cfi_endproc
.LFE162:
	.size	sweep_writer, .-sweep_writer
	.section	.rodata.str1.8
	.align 8
.LC204:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC205:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC206:
	.string	"#2e8b57"
.LC207:
	.string	"#1f5fbf"
.LC208:
	.string	"closed: one sample of %s us"
.LC209:
	.string	"open: %lu requests delayed"
.LC210:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC211:
	.string	"corrected: %lu samples imputed every %s us"
	.text
	.p2align 4
	.type	timeline_writer, @function
timeline_writer:
.LFB161:
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
	jb	.L1242
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L1242:
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
	js	.L1243
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L1244:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L1245
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L1246:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L1296
	cmpq	$0, -368(%rbp)
	je	.L1296
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L1250
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1251:
	subsd	%xmm2, %xmm0
	movsd	.LC185(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L1252
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1253:
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
	js	.L1254
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L1255:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC185(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L1294
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L1259
	.p2align 4,,10
	.p2align 3
.L1312:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1258:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC185(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L1311
.L1259:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L1312
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1258
	.p2align 4,,10
	.p2align 3
.L1311:
	movsd	.LC186(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L1256:
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
	ja	.L1313
.L1260:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC185(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	8(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L1261
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1262:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC204(%rip), %rdx
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
	leaq	.LC187(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rsi
	leaq	.LC188(%rip), %rcx
	movq	%r14, %rdi
	leaq	.LC205(%rip), %rdx
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
	movq	.LC185(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L1314
.L1263:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L1315
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC190(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L1269:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC49(%rip), %xmm0
	leaq	.LC200(%rip), %rdx
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
	movq	.LC185(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L1269
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L1270:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L1316
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
	jmp	.L1275
	.p2align 4,,10
	.p2align 3
.L1318:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1272:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L1273
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1274:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L1317
.L1275:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L1318
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1272
	.p2align 4,,10
	.p2align 3
.L1273:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1274
	.p2align 4,,10
	.p2align 3
.L1317:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC210(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC185(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L1319
.L1290:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L1283
	.p2align 4,,10
	.p2align 3
.L1321:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1280:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L1281
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L1282:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L1320
.L1283:
	testq	%rdx, %rdx
	jns	.L1321
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1280
	.p2align 4,,10
	.p2align 3
.L1281:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1282
	.p2align 4,,10
	.p2align 3
.L1320:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC206(%rip), %r9
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
	movq	.LC185(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L1278
.L1277:
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
	jmp	.L1289
	.p2align 4,,10
	.p2align 3
.L1322:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1286:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L1287
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1288:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L1278
.L1289:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L1322
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1286
	.p2align 4,,10
	.p2align 3
.L1287:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1288
	.p2align 4,,10
	.p2align 3
.L1316:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC210(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC185(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L1290
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC206(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L1278:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC207(%rip), %r9
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
	leaq	.LC208(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC207(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC195(%rip), %rbx
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
	leaq	.LC209(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC210(%rip), %rax
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
	leaq	.LC211(%rip), %rdx
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
	leaq	.LC206(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC191(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1241:
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
.L1314:
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
	jmp	.L1263
	.p2align 4,,10
	.p2align 3
.L1313:
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
	jmp	.L1260
	.p2align 4,,10
	.p2align 3
.L1261:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1262
	.p2align 4,,10
	.p2align 3
.L1254:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L1255
	.p2align 4,,10
	.p2align 3
.L1252:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1253
	.p2align 4,,10
	.p2align 3
.L1250:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1251
	.p2align 4,,10
	.p2align 3
.L1245:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L1246
	.p2align 4,,10
	.p2align 3
.L1243:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L1244
	.p2align 4,,10
	.p2align 3
.L1294:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L1256
	.p2align 4,,10
	.p2align 3
.L1315:
	leaq	-240(%rbp), %r12
	jmp	.L1270
	.p2align 4,,10
	.p2align 3
.L1319:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC206(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC185(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L1277
.L1296:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1241
	.cfi_endproc
.LFE161:
	.size	timeline_writer, .-timeline_writer
	.section	.rodata.str1.1
.LC212:
	.string	"--help"
	.section	.rodata.str1.8
	.align 8
.LC213:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC214:
	.string	"unexpected argument '%s': %s"
.LC215:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC216:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC217:
	.string	"--quick"
.LC218:
	.string	"--export-values"
.LC219:
	.string	"--verbose"
.LC220:
	.string	"--cross-check"
.LC221:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC222:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC223:
	.string	"at most 1000 characters"
.LC224:
	.string	"%s: the value is too long: %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB232:
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
	jle	.L1350
	movl	%esi, 20(%rsp)
	xorl	%edx, %edx
	leaq	960+OPTIONS(%rip), %rbp
	movl	%edx, %r15d
	.p2align 4,,10
	.p2align 3
.L1324:
	movq	8(%rsp), %rdx
	movslq	%r15d, %rax
	leaq	0(,%rax,8), %rcx
	movq	(%rdx,%rax,8), %r12
	movq	%rcx, 24(%rsp)
	cmpb	$45, (%r12)
	jne	.L1354
	cmpb	$104, 1(%r12)
	jne	.L1354
	cmpb	$0, 2(%r12)
	movl	$-1, %eax
	leaq	.LC212(%rip), %rbx
	jne	.L1354
.L1327:
	leaq	OPTIONS(%rip), %r14
	xorl	%r13d, %r13d
	jmp	.L1332
	.p2align 4,,10
	.p2align 3
.L1328:
	addl	$1, %r13d
	addq	$32, %r14
	cmpl	$30, %r13d
	je	.L1331
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L1332:
	movq	(%r14), %rdi
	testl	%eax, %eax
	jne	.L1328
	movslq	%r13d, %r8
	leaq	OPTIONS(%rip), %rax
	salq	$5, %r8
	movl	8(%rax,%r8), %eax
	cmpl	$2, %eax
	je	.L1362
	leal	1(%r15), %ebx
	cmpl	$1, %eax
	je	.L1363
	cmpl	%ebx, 20(%rsp)
	je	.L1364
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	movq	8(%rax,%rcx), %r15
	cmpb	$45, (%r15)
	jne	.L1356
	cmpb	$104, 1(%r15)
	jne	.L1356
	cmpb	$0, 2(%r15)
	movl	$-1, %eax
	leaq	.LC212(%rip), %r14
	jne	.L1356
.L1345:
	leaq	32+OPTIONS(%rip), %r13
	jmp	.L1348
	.p2align 4,,10
	.p2align 3
.L1346:
	cmpq	%rbp, %r13
	je	.L1347
	movq	0(%r13), %rsi
	movq	%r14, %rdi
	addq	$32, %r13
	call	strcmp@PLT
.L1348:
	testl	%eax, %eax
	jne	.L1346
	movq	32(%rsp), %rdi
	movq	%r15, %r8
	movq	%r12, %rcx
	movl	$2048, %esi
	leaq	.LC222(%rip), %rdx
	call	snprintf@PLT
.L1335:
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
.L1347:
	.cfi_restore_state
	movq	%r15, %rdi
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L1365
	movq	32(%rsp), %rcx
	movq	40(%rsp), %rdi
	movq	%r15, %rdx
	movq	%r12, %rsi
	call	apply_option.constprop.0
	testl	%eax, %eax
	jne	.L1335
.L1342:
	leal	1(%rbx), %r15d
	cmpl	%r15d, 20(%rsp)
	jg	.L1324
.L1350:
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
.L1354:
	.cfi_restore_state
	leaq	.LC101(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %rbx
	call	strcmp@PLT
	jmp	.L1327
	.p2align 4,,10
	.p2align 3
.L1356:
	leaq	.LC101(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %r14
	call	strcmp@PLT
	jmp	.L1345
	.p2align 4,,10
	.p2align 3
.L1331:
	cmpb	$45, (%r12)
	je	.L1366
.L1355:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC213(%rip), %r8
	leaq	.LC214(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1335
	.p2align 4,,10
	.p2align 3
.L1366:
	cmpb	$45, 1(%r12)
	jne	.L1355
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC174(%rip), %r8
	leaq	.LC175(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1335
	.p2align 4,,10
	.p2align 3
.L1363:
	leaq	.LC217(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L1367
	leaq	.LC218(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	jne	.L1339
	movq	40(%rsp), %rax
	movl	$1, 256(%rax)
.L1338:
	movl	%r15d, %ebx
	jmp	.L1342
	.p2align 4,,10
	.p2align 3
.L1367:
	movq	40(%rsp), %rax
	movl	$1, 288(%rax)
	jmp	.L1338
.L1339:
	leaq	.LC219(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L1368
	leaq	.LC220(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1338
	movq	40(%rsp), %rax
	movl	$3, 176(%rax)
	jmp	.L1338
.L1368:
	movq	40(%rsp), %rax
	movl	$1, 260(%rax)
	jmp	.L1338
.L1362:
	movq	%rdi, %rcx
	movq	32(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC215(%rip), %r8
	leaq	.LC216(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1335
.L1364:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC174(%rip), %r8
	leaq	.LC221(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1335
.L1365:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC223(%rip), %r8
	leaq	.LC224(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1335
	.cfi_endproc
.LFE232:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.p2align 4
	.type	cqr_first_end, @function
cqr_first_end:
.LFB97:
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
	jne	.L1386
	movl	16(%rdi), %eax
	movl	$0, 24(%rdi)
	movq	%rdi, %r10
	movq	$99999, 96(%rsp)
	movq	$0, 104(%rsp)
	testl	%eax, %eax
	je	.L1399
.L1372:
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
.L1385:
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
	je	.L1400
	movq	72(%rsp), %rax
	movq	128(%rsp), %rdi
	movq	24(%rsp), %rsi
	addl	$1, 24(%rax)
	cmpq	%rsi, %rdi
	jnb	.L1375
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
.L1376:
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
	jnc	.L1379
	addq	$1, %rsi
	addq	%r11, %rbx
	addq	%r8, %rdi
	cmpq	$16383, %rsi
	jbe	.L1401
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
	jmp	.L1376
	.p2align 4,,10
	.p2align 3
.L1401:
	movq	%rsi, %r13
	movl	$1, %eax
	xorl	%ecx, %ecx
	jmp	.L1376
	.p2align 4,,10
	.p2align 3
.L1379:
	movq	136(%rsp), %rbx
	movq	%r13, 240(%rbx)
	movq	%rdi, 312(%rbx)
	movq	%r12, 360(%rbx)
	testl	%ecx, %ecx
	je	.L1402
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	movq	64(%rsp), %rax
	subl	$16, %ecx
	movl	%ecx, 192(%rax)
.L1374:
	addq	$8, 56(%rsp)
	addq	$8, %rbx
	addq	$4, 64(%rsp)
	cmpq	%rbx, 112(%rsp)
	jne	.L1385
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
.L1369:
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
.L1400:
	.cfi_restore_state
	movq	64(%rsp), %rax
	movl	$1, (%rax)
	jmp	.L1374
	.p2align 4,,10
	.p2align 3
.L1375:
	movq	72(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax), %rax
	movq	%rax, 32(%rsp)
	subq	$1, %rax
	je	.L1377
	.p2align 4,,10
	.p2align 3
.L1378:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L1388
	movq	%rax, %rdx
	shrq	%cl, %rdx
	testq	%rdx, %rdx
	jne	.L1378
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
.L1377:
	movq	64(%rsp), %rax
	movq	24(%rsp), %rdi
	movl	$1, 24(%rax)
	movq	$0, 144(%rbx)
	movq	%rdi, 192(%rbx)
	movq	$0, 240(%rbx)
	movq	$0, 312(%rbx)
	movl	%ecx, 192(%rax)
	jmp	.L1374
	.p2align 4,,10
	.p2align 3
.L1402:
	movq	24(%rsp), %rax
	imulq	%rbp, %r12
	subq	%rdi, %rax
	movq	72(%rsp), %rdi
	subq	%r12, %rax
	movq	(%rdi), %rdi
	movq	%rdi, %rdx
	movq	%rdi, 24(%rsp)
	subq	$1, %rdx
	je	.L1383
	.p2align 4,,10
	.p2align 3
.L1384:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L1390
	movq	%rdx, %rsi
	shrq	%cl, %rsi
	testq	%rsi, %rsi
	jne	.L1384
	movl	$16, %edx
	cmpl	%edx, %ecx
	cmovnb	%ecx, %edx
	leal	-16(%rdx), %ecx
.L1383:
	movq	64(%rsp), %rdi
	movl	$1, 24(%rdi)
	movq	%r13, 144(%rbx)
	movq	%rax, 192(%rbx)
	movq	$0, 240(%rbx)
	movq	$0, 312(%rbx)
	movl	%ecx, 192(%rdi)
	jmp	.L1374
	.p2align 4,,10
	.p2align 3
.L1399:
	movq	$50000, 96(%rsp)
	movq	$0, 104(%rsp)
	jmp	.L1372
	.p2align 4,,10
	.p2align 3
.L1388:
	movl	$48, %ecx
	jmp	.L1377
.L1390:
	movl	$48, %ecx
	jmp	.L1383
.L1386:
	movl	$-2, %eax
	jmp	.L1369
	.cfi_endproc
.LFE97:
	.size	cqr_first_end, .-cqr_first_end
	.p2align 4
	.type	walk_outcome, @function
walk_outcome:
.LFB111:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	by_kind.6(%rip), %rax
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
	xorl	%r12d, %r12d
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$2104, %rsp
	.cfi_def_cfa_offset 2160
	movq	%rdx, 24(%rsp)
	movl	112(%rdi), %edx
	leaq	752(%rsp), %rbp
	leaq	1296(%rsp), %r13
	movq	%rdi, 8(%rsp)
	movq	%rbp, %rdi
	movl	(%rax,%rdx,4), %eax
	movq	%rcx, 208(%rsp)
	movl	$68, %ecx
	movq	%rsi, 64(%rsp)
	movl	%eax, 204(%rsp)
	movq	%r12, %rax
	rep stosq
	movl	$524288, %edi
	call	malloc@PLT
	movl	$524288, %edi
	movq	%rax, %r15
	call	malloc@PLT
	movq	24(%rsp), %r8
	testq	%r15, %r15
	movq	%rax, %rdx
	movq	%rax, 80(%rsp)
	sete	%al
	leaq	8(%r8), %rbx
	testq	%rdx, %rdx
	movq	%r8, %rcx
	movq	%rbx, %rdi
	sete	%dl
	andq	$-8, %rdi
	orl	%edx, %eax
	subq	%rdi, %rcx
	movzbl	%al, %eax
	addl	$288, %ecx
	movl	%eax, 16(%rsp)
	movq	%r12, %rax
	shrl	$3, %ecx
	movq	$0, (%r8)
	movq	$0, 280(%r8)
	rep stosq
	movq	%r14, %rax
	movq	%r13, 104(%rsp)
	movq	%rbp, 32(%rsp)
	movq	%rbx, %rbp
	movq	%r8, %rbx
	movq	152(%rax), %r9
	leaq	2096(%rsp), %rax
	movl	160(%r14), %r14d
	movq	%rax, 24(%rsp)
.L1404:
	movq	%r13, %rdi
	movq	%r12, %rax
	movl	$50, %ecx
	movl	$8, %esi
	rep stosq
	movq	%r9, 56(%r13)
	movl	$425984, %edi
	movl	%r14d, 64(%r13)
	movq	$-1, 40(%r13)
	movl	$1, 72(%r13)
	movq	%r9, 48(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movl	$393216, %edi
	movq	%rax, 384(%r13)
	movq	%rax, 40(%rsp)
	call	calloc@PLT
	movq	40(%rsp), %rcx
	movq	48(%rsp), %r9
	movq	%rax, 376(%r13)
	testq	%rcx, %rcx
	setne	%cl
	testq	%rax, %rax
	setne	%al
	addq	$400, %r13
	movzbl	%al, %eax
	andl	%ecx, %eax
	subl	$1, %eax
	orl	%eax, 16(%rsp)
	cmpq	%r13, 24(%rsp)
	jne	.L1404
	movq	8(%rsp), %rax
	movq	%rbx, %r8
	xorl	%esi, %esi
	movq	%rbp, %rbx
	movq	32(%rsp), %rbp
	movl	136(%rax), %r10d
	testl	%r10d, %r10d
	je	.L1563
.L1405:
	movl	16(%rsp), %r9d
	testl	%r9d, %r9d
	jne	.L1564
	movl	$0, 140(%rsp)
	movq	$0, 184(%rsp)
	movl	%esi, 136(%rsp)
	movq	%r15, 96(%rsp)
	movq	%r8, 192(%rsp)
	movq	%rbp, 176(%rsp)
	movq	%rbx, 216(%rsp)
	movq	8(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L1407:
	movl	1368(%rsp), %eax
	movl	1768(%rsp), %edx
	movl	%eax, 148(%rsp)
	movl	%edx, 132(%rsp)
	testl	%eax, %eax
	jle	.L1565
	movl	132(%rsp), %ecx
	xorl	%r12d, %r12d
	movl	136(%rsp), %esi
	movl	$1, 224(%rsp)
	testl	%ecx, %ecx
	setg	%r12b
	movl	%r12d, 228(%rsp)
	testl	%esi, %esi
	je	.L1559
	movl	776(%rsp), %eax
	testl	%eax, %eax
	jle	.L1559
.L1408:
	movl	$1, 128(%rsp)
.L1476:
	cmpl	$3, 204(%rsp)
	movl	%r12d, 236(%rsp)
	movl	$1, %ebp
	movl	$1, 232(%rsp)
	movl	$1, 92(%rsp)
	je	.L1409
.L1410:
	leaq	384(%rsp), %rdi
	xorl	%eax, %eax
	pxor	%xmm0, %xmm0
	movl	$46, %ecx
	movq	%rdi, 72(%rsp)
	movl	232(%rsp), %r13d
	rep stosq
	movq	64(%rsp), %rax
	movaps	%xmm0, 240(%rsp)
	movq	%rax, 384(%rsp)
	testl	%r13d, %r13d
	jne	.L1411
	movq	%rax, 568(%rsp)
	movl	236(%rsp), %eax
	movl	%eax, 144(%rsp)
	testl	%eax, %eax
	je	.L1413
	xorl	%r15d, %r15d
.L1412:
	movq	64(%rsp), %rax
	xorl	%edx, %edx
	leaq	568(%rsp), %rdi
	movq	%rbx, %rsi
	call	*8(%rax)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %r15d
	testl	%r15d, %r15d
	jne	.L1566
.L1413:
	leaq	272(%rsp), %r12
	movq	%rbx, %rsi
	leaq	224(%rsp), %rbp
	movq	%r12, %rdi
	call	due_restart
	leaq	232(%rsp), %rax
	movq	%r12, 120(%rsp)
	movq	176(%rsp), %r15
	movq	%rax, 24(%rsp)
	leaq	256(%rsp), %rax
	movq	%rax, 40(%rsp)
	movl	%r13d, 200(%rsp)
	movq	%rbx, 152(%rsp)
	movq	%rbp, 112(%rsp)
	.p2align 4,,10
	.p2align 3
.L1438:
	movl	92(%rsp), %edi
	xorl	%r12d, %r12d
	testl	%edi, %edi
	jne	.L1567
.L1418:
	movq	72(%rsp), %rax
	xorl	%r13d, %r13d
	movq	%r12, 16(%rsp)
	xorl	%r8d, %r8d
	movq	104(%rsp), %rbx
	movq	96(%rsp), %rbp
	movq	%rax, 8(%rsp)
	movq	24(%rsp), %rax
	movl	(%rax,%r13,4), %esi
	testl	%esi, %esi
	jne	.L1568
.L1422:
	addq	$184, 8(%rsp)
	addq	$400, %rbx
	testq	%r13, %r13
	jne	.L1569
	movq	24(%rsp), %rax
	movl	$1, %r13d
	movl	(%rax,%r13,4), %esi
	testl	%esi, %esi
	je	.L1422
.L1568:
	movq	64(%rsp), %r12
	movq	16(%rsp), %rdx
	movq	%r8, 56(%rsp)
	movq	80(%rsp), %rsi
	movq	8(%rsp), %rdi
	movl	%r13d, 32(%rsp)
	call	*16(%r12)
	movq	40(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	264(%rsp), %rcx
	movq	8(%rsp), %rdi
	movq	%rbp, %rsi
	imulq	$1000000000, 256(%rsp), %r14
	movl	$65536, %edx
	movq	%rcx, 48(%rsp)
	call	*24(%r12)
	movq	40(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, %r12
	call	clock_gettime@PLT
	movq	48(%rsp), %rcx
	movq	56(%rsp), %r8
	imulq	$1000000000, 256(%rsp), %rax
	subq	%rcx, %rax
	addq	264(%rsp), %rax
	subq	%r14, %rax
	addq	%rax, 240(%rsp,%r13,8)
	leaq	(%r12,%r8), %rax
	movq	%rax, 56(%rsp)
	movq	112(%rsp), %rax
	movl	(%rax,%r13,4), %ecx
	testl	%ecx, %ecx
	jne	.L1570
.L1423:
	movl	32(%rsp), %eax
	xorl	$1, %eax
	testb	%al, 128(%rsp)
	je	.L1436
	xorl	%r14d, %r14d
	testq	%r12, %r12
	je	.L1436
	.p2align 4,,10
	.p2align 3
.L1434:
	movq	0(%rbp,%r14,8), %rsi
	movq	%r15, %rdi
	addq	$1, %r14
	call	cqr_add
	cmpq	%r12, %r14
	jb	.L1434
.L1436:
	movq	56(%rsp), %r8
	jmp	.L1422
	.p2align 4,,10
	.p2align 3
.L1569:
	movq	16(%rsp), %r12
	movq	%r8, %r14
	orq	%r12, %r14
	jne	.L1438
	movq	320(%rsp), %rdi
	movl	200(%rsp), %r13d
	movq	152(%rsp), %rbx
	call	free@PLT
	movq	312(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1439
	call	fclose@PLT
.L1439:
	pxor	%xmm0, %xmm0
	movups	%xmm0, 312(%rsp)
	movups	%xmm0, 328(%rsp)
	movups	%xmm0, 344(%rsp)
	movups	%xmm0, 360(%rsp)
	testl	%r13d, %r13d
	je	.L1440
	movl	140(%rsp), %r15d
	testl	%r15d, %r15d
	jne	.L1443
	movq	192(%rsp), %rax
	movq	72(%rsp), %rdi
	leaq	256(%rsp), %rdx
	movq	%rbx, %rsi
	leaq	256(%rax), %rcx
	leaq	240(%rax), %r8
	movq	64(%rsp), %rax
	call	*40(%rax)
	movq	256(%rsp), %rax
	cmpq	$0, 208(%rsp)
	movq	%rax, 184(%rsp)
	je	.L1443
	movq	240(%rsp), %rax
	testq	%rax, %rax
	js	.L1444
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1445:
	cmpq	$0, 184(%rsp)
	je	.L1450
	js	.L1448
	pxor	%xmm1, %xmm1
	cvtsi2sdq	184(%rsp), %xmm1
.L1449:
	divsd	%xmm1, %xmm0
.L1450:
	movq	208(%rsp), %rax
	movsd	%xmm0, (%rax)
.L1443:
	movq	64(%rsp), %rax
	movq	72(%rsp), %rdi
	call	*32(%rax)
.L1440:
	movl	144(%rsp), %r14d
	testl	%r14d, %r14d
	je	.L1451
	movl	140(%rsp), %r13d
	leaq	568(%rsp), %rdi
	testl	%r13d, %r13d
	jne	.L1452
	movq	192(%rsp), %rax
	movq	%rdi, 8(%rsp)
	leaq	256(%rsp), %rdx
	movq	%rbx, %rsi
	leaq	264(%rax), %rcx
	leaq	248(%rax), %r8
	movq	64(%rsp), %rax
	call	*40(%rax)
	movq	8(%rsp), %rdi
	cmpq	$0, 208(%rsp)
	je	.L1452
	movq	248(%rsp), %rax
	testq	%rax, %rax
	js	.L1454
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1455:
	movq	256(%rsp), %rax
	testq	%rax, %rax
	je	.L1456
	js	.L1457
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1458:
	divsd	%xmm1, %xmm0
.L1456:
	movq	208(%rsp), %rax
	movsd	%xmm0, 8(%rax)
.L1452:
	movq	64(%rsp), %rax
	call	*32(%rax)
.L1451:
	movl	148(%rsp), %r12d
	testl	%r12d, %r12d
	jg	.L1571
.L1459:
	movl	132(%rsp), %ebp
	testl	%ebp, %ebp
	jg	.L1572
.L1460:
	movl	128(%rsp), %r11d
	testl	%r11d, %r11d
	jne	.L1573
.L1461:
	movl	136(%rsp), %r10d
	testl	%r10d, %r10d
	jne	.L1465
	movq	192(%rsp), %rax
	movq	120(%rbx), %rdx
	movq	184(%rsp), %rsi
	movq	256(%rax), %rdi
	movq	64(%rsp), %rax
	call	*48(%rax)
	movq	176(%rsp), %rdi
	movl	160(%rbx), %edx
	movl	$68, %ecx
	movq	%rax, %xmm0
	xorl	%eax, %eax
	movl	$8, %esi
	rep stosq
	movhps	152(%rbx), %xmm0
	movl	$425984, %edi
	movl	%edx, 768(%rsp)
	movaps	%xmm0, 752(%rsp)
	movl	$1, 776(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movl	$425984, %edi
	movq	%rax, 1272(%rsp)
	movq	%rax, %r13
	call	calloc@PLT
	movq	%rax, 1280(%rsp)
	movq	%rax, %r12
	testq	%r13, %r13
	je	.L1487
	testq	%rax, %rax
	je	.L1487
.L1465:
	addl	$1, 140(%rsp)
	movl	$1, 136(%rsp)
	jmp	.L1407
	.p2align 4,,10
	.p2align 3
.L1567:
	movq	272(%rsp), %rax
	movl	$65536, %ecx
	movq	96(%rax), %rdx
	movq	280(%rsp), %rax
	movq	%rdx, %r12
	subq	%rax, %r12
	cmpq	%rcx, %r12
	cmova	%rcx, %r12
	cmpq	%rax, %rdx
	je	.L1418
	xorl	%ebx, %ebx
	movq	80(%rsp), %r14
	movq	%rbx, %rbp
	movq	120(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L1420:
	movq	%rbx, %rdi
	call	due_next
	movq	%rax, (%r14,%rbp,8)
	addq	$1, %rbp
	cmpq	%r12, %rbp
	jb	.L1420
	jmp	.L1418
	.p2align 4,,10
	.p2align 3
.L1570:
	testq	%r12, %r12
	je	.L1422
	movl	68(%rbx), %edx
	movq	0(%rbp), %rdi
	movq	%rbp, %r11
	leaq	0(%rbp,%r12,8), %rax
	testl	%edx, %edx
	je	.L1506
	movslq	32(%rsp), %rdx
	movslq	320(%rbx), %r10
	movq	%rax, 48(%rsp)
	leaq	(%rdx,%rdx,4), %rdx
	movq	%r10, %r14
	leaq	(%rdx,%rdx,4), %r8
	movq	%rbp, %rdx
	leaq	(%r8,%r8), %r9
	salq	$2, %r8
	.p2align 4,,10
	.p2align 3
.L1433:
	xorl	%ebp, %ebp
	testl	%r14d, %r14d
	jle	.L1432
	.p2align 4,,10
	.p2align 3
.L1431:
	movslq	324(%rbx,%rbp,4), %rax
	movq	%rdi, %rsi
	leaq	28(%rax,%r9), %rcx
	subq	1296(%rsp,%rcx,8), %rsi
	leaq	68(%rax,%r8), %rcx
	movl	1296(%rsp,%rcx,4), %ecx
	shrq	%cl, %rsi
	cmpq	$65535, %rsi
	ja	.L1430
	movq	376(%rbx), %rcx
	salq	$16, %rax
	addq	%rsi, %rax
	addq	$1, (%rcx,%rax,8)
.L1430:
	addq	$1, %rbp
	cmpq	%rbp, %r10
	jne	.L1431
.L1432:
	addq	$8, %r11
	cmpq	%r11, 48(%rsp)
	je	.L1574
	movq	(%r11), %rdi
	jmp	.L1433
	.p2align 4,,10
	.p2align 3
.L1574:
	movq	%rdx, %rbp
	jmp	.L1423
.L1506:
	movq	384(%rbx), %r9
	movq	%rbp, 48(%rsp)
	movl	$50, %r10d
	movq	40(%rbx), %rsi
	movq	48(%rbx), %rdx
	movq	%r9, %r14
	jmp	.L1425
	.p2align 4,,10
	.p2align 3
.L1429:
	movq	(%r11), %rdi
.L1425:
	addq	$1, (%rbx)
	movq	%rdi, %r8
	adcq	$0, 8(%rbx)
	xorl	%r9d, %r9d
	addq	%rdi, 16(%rbx)
	adcq	%r9, 24(%rbx)
	cmpq	%rdi, 56(%rbx)
	adcq	$0, 32(%rbx)
	cmpq	%rdi, %rsi
	cmova	%rdi, %rsi
	cmpq	%rdi, %rdx
	cmovb	%rdi, %rdx
	movq	%rsi, 40(%rbx)
	movq	%rdx, 48(%rbx)
	cmpq	$16383, %rdi
	jbe	.L1428
	bsrq	%rdi, %rbp
	movl	%r10d, %ecx
	xorq	$63, %rbp
	subl	%ebp, %ecx
	movl	%ecx, %ebp
	shrq	%cl, %rdi
	salq	$13, %rbp
	addq	%rbp, %rdi
.L1428:
	addq	$8, %r11
	addq	$1, (%r14,%rdi,8)
	cmpq	%r11, %rax
	jne	.L1429
	movq	%r8, 160(%rsp)
	movq	48(%rsp), %rbp
	movq	%r9, 168(%rsp)
	jmp	.L1423
.L1565:
	testl	%edx, %edx
	jle	.L1575
	movl	136(%rsp), %edi
	movabsq	$4294967296, %rax
	movq	%rax, 224(%rsp)
	testl	%edi, %edi
	jne	.L1576
	movabsq	$4294967296, %rax
	xorl	%ebp, %ebp
	movl	$1, %r12d
	movl	$0, 128(%rsp)
	movq	%rax, 232(%rsp)
.L1409:
	movl	132(%rsp), %r8d
	xorl	%eax, %eax
	testl	%r8d, %r8d
	setg	%al
	movl	%eax, 92(%rsp)
	jmp	.L1410
.L1411:
	movq	64(%rsp), %r14
	movq	72(%rsp), %rdi
	movq	%rbx, %rsi
	xorl	%r15d, %r15d
	movl	204(%rsp), %edx
	call	*8(%r14)
	movq	%r14, 568(%rsp)
	testl	%eax, %eax
	movl	236(%rsp), %eax
	setne	%r15b
	movl	%eax, 144(%rsp)
	testl	%eax, %eax
	jne	.L1412
	testl	%r15d, %r15d
	je	.L1413
.L1566:
	movq	96(%rsp), %r15
	movl	%r12d, %r9d
	testl	%ebp, %ebp
	je	.L1415
	movq	64(%rsp), %rax
	movq	72(%rsp), %rdi
	movl	%r9d, 8(%rsp)
	call	*32(%rax)
	movl	8(%rsp), %r9d
.L1415:
	movq	1272(%rsp), %r13
	movq	1280(%rsp), %r12
	movq	1256(%rsp), %r14
	movq	1264(%rsp), %rbx
	testl	%r9d, %r9d
	je	.L1561
	movq	64(%rsp), %rax
	leaq	568(%rsp), %rdi
	call	*32(%rax)
.L1561:
	movl	$-1, %eax
	jmp	.L1406
	.p2align 4,,10
	.p2align 3
.L1573:
	movl	772(%rsp), %eax
	movq	176(%rsp), %rdi
	leal	1(%rax), %edx
	movl	%edx, 772(%rsp)
	testl	%eax, %eax
	je	.L1577
	call	cqr_end_pass.part.0
.L1463:
	testl	%eax, %eax
	je	.L1461
.L1560:
	movq	96(%rsp), %r15
	movq	1272(%rsp), %r13
	movq	1280(%rsp), %r12
	movq	1256(%rsp), %r14
	movq	1264(%rsp), %rbx
.L1406:
	movq	1672(%rsp), %rdi
	movl	%eax, 8(%rsp)
	call	free@PLT
	movq	1680(%rsp), %rdi
	call	free@PLT
	movq	2072(%rsp), %rdi
	call	free@PLT
	movq	2080(%rsp), %rdi
	call	free@PLT
	movq	%r13, %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	movq	%r14, %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movq	80(%rsp), %rdi
	call	free@PLT
	movl	8(%rsp), %eax
	addq	$2104, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
.L1572:
	.cfi_restore_state
	leaq	1696(%rsp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L1460
	jmp	.L1560
	.p2align 4,,10
	.p2align 3
.L1571:
	movq	104(%rsp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L1459
	jmp	.L1560
	.p2align 4,,10
	.p2align 3
.L1575:
	movl	136(%rsp), %r9d
	testl	%r9d, %r9d
	je	.L1469
	movl	776(%rsp), %r8d
	testl	%r8d, %r8d
	jle	.L1578
	movq	$0, 224(%rsp)
	xorl	%r12d, %r12d
	jmp	.L1408
.L1559:
	movl	$0, 128(%rsp)
	jmp	.L1476
.L1454:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1455
.L1444:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1445
.L1469:
	movl	$0, 128(%rsp)
	xorl	%r12d, %r12d
	xorl	%ebp, %ebp
	movq	$0, 224(%rsp)
	movq	$0, 232(%rsp)
	jmp	.L1409
.L1577:
	call	cqr_first_end
	jmp	.L1463
.L1457:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1458
.L1448:
	movq	184(%rsp), %rdx
	pxor	%xmm1, %xmm1
	movq	%rdx, %rax
	andl	$1, %edx
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1449
.L1563:
	movq	128(%rax), %rax
	movq	%r9, %xmm2
	movl	$68, %ecx
	movq	%rbp, %rdi
	movl	$8, %esi
	movq	%r8, 32(%rsp)
	movq	%rax, 24(%rsp)
	movq	%rax, %xmm0
	movq	%r12, %rax
	rep stosq
	punpcklqdq	%xmm2, %xmm0
	movl	$425984, %edi
	movl	%r14d, 768(%rsp)
	movaps	%xmm0, 752(%rsp)
	movl	$1, 776(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movl	$425984, %edi
	movq	%rax, 1272(%rsp)
	movq	%rax, %r14
	movq	%rax, %r13
	call	calloc@PLT
	movq	%rax, 1280(%rsp)
	movq	%rax, %r12
	testq	%rax, %rax
	je	.L1479
	testq	%r14, %r14
	je	.L1479
	movq	32(%rsp), %r8
	movl	$1, %esi
	jmp	.L1405
.L1487:
	movq	96(%rsp), %r15
	xorl	%ebx, %ebx
	xorl	%r14d, %r14d
	movl	$-1, %eax
	jmp	.L1406
.L1479:
	xorl	%ebx, %ebx
	xorl	%r14d, %r14d
	jmp	.L1561
	.p2align 4,,10
	.p2align 3
.L1564:
	movq	1272(%rsp), %r13
	movq	1280(%rsp), %r12
	movl	$-1, %eax
	movq	1256(%rsp), %r14
	movq	1264(%rsp), %rbx
	jmp	.L1406
.L1578:
	movq	192(%rsp), %r8
	movq	752(%rsp), %rax
	pxor	%xmm0, %xmm0
	leaq	1424(%rsp), %rdx
	movq	216(%rsp), %rbx
	movq	96(%rsp), %r15
	movdqa	1312(%rsp), %xmm3
	movq	%rax, 272(%r8)
	movq	1296(%rsp), %rax
	movups	%xmm0, 8(%r8)
	movq	$0, 64(%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
	movups	%xmm0, 48(%rbx)
	movq	%rax, (%r8)
	movq	1328(%rsp), %rax
	movaps	%xmm3, 64(%r8)
	movq	%rax, 56(%r8)
	xorl	%eax, %eax
.L1471:
	movdqa	(%rdx,%rax), %xmm4
	movups	%xmm4, 8(%r8,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L1471
	pxor	%xmm0, %xmm0
	leaq	1824(%rsp), %rdx
	movups	%xmm0, 88(%r8)
	movups	%xmm0, 104(%r8)
	movups	%xmm0, 120(%r8)
	movq	1696(%rsp), %rax
	movdqa	1712(%rsp), %xmm5
	movq	%rax, 80(%r8)
	movq	1728(%rsp), %rax
	movaps	%xmm5, 144(%r8)
	movq	%rax, 136(%r8)
	xorl	%eax, %eax
.L1472:
	movdqa	(%rdx,%rax), %xmm6
	movups	%xmm6, 88(%r8,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L1472
	movq	784(%rsp), %rax
	movdqa	896(%rsp), %xmm2
	movdqa	800(%rsp), %xmm7
	movq	%rax, 160(%r8)
	subq	816(%rsp), %rax
	movups	%xmm2, 168(%r8)
	movdqa	912(%rsp), %xmm3
	movq	%rax, 216(%r8)
	xorl	%eax, %eax
	movups	%xmm3, 184(%r8)
	movdqa	928(%rsp), %xmm4
	movaps	%xmm7, 224(%r8)
	movups	%xmm4, 200(%r8)
	movq	1272(%rsp), %r13
	movq	1280(%rsp), %r12
	movq	1256(%rsp), %r14
	movq	1264(%rsp), %rbx
	jmp	.L1406
.L1576:
	cmpl	$0, 776(%rsp)
	movl	136(%rsp), %r12d
	jg	.L1408
	movl	$1, %eax
	xorl	%edx, %edx
	xorl	%ebp, %ebp
	salq	$32, %rax
	movl	%edx, 128(%rsp)
	movq	%rax, 232(%rsp)
	jmp	.L1409
	.cfi_endproc
.LFE111:
	.size	walk_outcome, .-walk_outcome
	.section	.rodata.str1.1
.LC225:
	.string	"ok %s\n"
.LC226:
	.string	"%s"
.LC227:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB198:
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
	je	.L1591
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1584:
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
	jc	.L1584
	leaq	80(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC226(%rip), %rdx
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
.L1587:
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
	jc	.L1587
	leaq	(%rbx,%rsi), %rcx
	leaq	32(%rsp), %rbx
	movq	24(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC226(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC227(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1579:
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
.L1591:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC225(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1579
	.cfi_endproc
.LFE198:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC228:
	.string	"parse_time '%s'%s"
.LC229:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB199:
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
	jne	.L1598
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC229(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC228(%rip), %rdx
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
.L1598:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC8(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC228(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L1599
.L1595:
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
.L1599:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L1595
	.cfi_endproc
.LFE199:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.1
.LC230:
	.string	"RESULT set=%s"
.LC231:
	.string	" n=%lu"
.LC232:
	.string	" %s_ns=%lu"
	.section	.rodata.str1.8
	.align 8
.LC233:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.text
	.p2align 4
	.type	print_result_set, @function
print_result_set:
.LFB130:
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
	leaq	.LC232(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	leaq	8(%rbx), %r15
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	movq	%rsi, 24(%rsp)
	movq	%rdi, %rsi
	leaq	.LC230(%rip), %rdi
	call	printf@PLT
	movq	(%rbx), %rsi
	leaq	.LC231(%rip), %rdi
	xorl	%eax, %eax
	leaq	PCT_NAME(%rip), %rbx
	call	printf@PLT
	leaq	48(%rbx), %r14
	.p2align 4,,10
	.p2align 3
.L1601:
	movq	(%r15), %rdx
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %r15
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L1601
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
.L1604:
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
	jc	.L1604
	leaq	32(%rsp), %rbp
	addq	%rbx, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC226(%rip), %rdx
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	24(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax), %r8
	movq	56(%rax), %rax
	testq	%r8, %r8
	je	.L1605
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
.L1605:
	movq	%rbx, %rdi
	leaq	.LC180(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	24(%rsp), %rax
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC233(%rip), %rdi
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
.LFE130:
	.size	print_result_set, .-print_result_set
	.section	.rodata.str1.8
	.align 8
.LC234:
	.string	"CHECK FAILED rep=%u %s %s expected=%s actual=%s\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB113:
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
	je	.L1623
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1616:
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
	jc	.L1616
	leaq	96(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC226(%rip), %rdx
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
.L1619:
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
	jc	.L1619
	leaq	(%rbx,%rsi), %rcx
	leaq	48(%rsp), %rbx
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC226(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rcx
	movl	20(%rsp), %esi
	xorl	%eax, %eax
	movq	24(%rsp), %rdx
	movq	%rbp, %r9
	movq	%rbx, %r8
	leaq	.LC234(%rip), %rdi
	call	printf@PLT
.L1611:
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
.L1623:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L1611
	.cfi_endproc
.LFE113:
	.size	check, .-check
	.section	.rodata.str1.1
.LC235:
	.string	"sum_ns"
.LC236:
	.string	"corrected"
.LC237:
	.string	"stalls"
.LC238:
	.string	"closed"
.LC239:
	.string	"open"
.LC240:
	.string	"last_completion_ns"
	.text
	.p2align 4
	.type	check_outcome, @function
check_outcome:
.LFB114:
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
.L1625:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L1626:
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
	jne	.L1626
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
	leaq	.LC235(%rip), %rcx
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
	jne	.L1625
	movq	72(%rsp), %rbx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC0(%rip), %rcx
	leaq	.LC237(%rip), %r13
	leaq	.LC238(%rip), %r14
	movq	160(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	leaq	.LC236(%rip), %rdx
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
	leaq	.LC239(%rip), %r13
	xorl	%r9d, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	248(%rbp), %r8
	movq	%r13, %rdx
	movl	%r15d, 36(%rsp)
	leaq	.LC240(%rip), %r15
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
.LFE114:
	.size	check_outcome, .-check_outcome
	.section	.rodata.str1.8
	.align 8
.LC241:
	.string	"bench: out of memory for %lu connections\n"
	.align 8
.LC242:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	walk_all, @function
walk_all:
.LFB122:
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
	je	.L1631
	movq	120(%rbx), %rdi
.L1631:
	cmpq	$0, 8(%rbx)
	movq	%rdi, 176(%rsp)
	movq	$-1, %rax
	je	.L1632
	movq	24(%rbx), %rax
.L1632:
	movl	$8, %esi
	movq	%rax, 128(%rsp)
	call	calloc@PLT
	movq	%rax, 64(%rsp)
	movq	%rax, 168(%rsp)
	testq	%rax, %rax
	je	.L1633
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
.L1634:
	xorl	%r14d, %r14d
	cmpl	$3, 36(%rsp)
	je	.L1662
	movq	224(%rsp), %rax
	movl	$4096, %esi
	movq	96(%rax), %rdx
	movq	232(%rsp), %rax
	movq	%rdx, %r14
	subq	%rax, %r14
	cmpq	%rsi, %r14
	cmova	%rsi, %r14
	cmpq	%rax, %rdx
	je	.L1662
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L1637:
	movq	%rbp, %rdi
	call	due_next
	movq	%rax, (%rbx,%r15,8)
	addq	$1, %r15
	cmpq	%r14, %r15
	jb	.L1637
.L1662:
	movq	%rbp, 24(%rsp)
	movq	%rbx, %r15
.L1641:
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
	jb	.L1640
	cmpq	%r13, %rax
	jne	.L1639
	cmpl	$3, 36(%rsp)
	je	.L1665
.L1639:
	movq	%rbx, %r8
	movq	24(%rsp), %rbp
	movq	%r15, %rbx
	orq	%r14, %r8
	jne	.L1634
.L1642:
	movq	272(%rsp), %rdi
	call	free@PLT
	movq	264(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1643
	call	fclose@PLT
.L1643:
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
.L1665:
	.cfi_restore_state
	movq	56(%rsp), %rsi
	movq	40(%rsp), %rdi
	movl	$1, %edx
	call	walk_run
	testq	%rax, %rax
	jne	.L1640
	orq	%rbx, %r14
	je	.L1642
	xorl	%r14d, %r14d
	jmp	.L1641
.L1640:
	movq	stderr(%rip), %rdi
	movq	%r13, %rdx
	leaq	.LC242(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L1633:
	movq	stderr(%rip), %rdi
	movq	120(%rbx), %rdx
	leaq	.LC241(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %edi
	call	exit@PLT
	.cfi_endproc
.LFE122:
	.size	walk_all, .-walk_all
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB153:
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
	je	.L1686
	cmpl	$0, 112(%rdi)
	movq	%rdi, %r10
	jne	.L1686
	cmpl	$0, 32(%rdi)
	movq	%rdx, %rbx
	jne	.L1668
	movq	%rsi, %r11
	call	closed_form_gap.part.0
	testq	%rax, %rax
	je	.L1701
.L1668:
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
	jne	.L1687
	testq	%rax, %rax
	je	.L1687
	leaq	40(%rsp), %rdx
	xorl	%eax, %eax
	movl	$24, %ecx
	cmpq	$0, 216(%rsp)
	movq	%rdx, %rdi
	leaq	144(%rsp), %r14
	rep stosl
	movq	%r14, 32(%rsp)
	je	.L1669
.L1700:
	leaq	72(%rsp), %r15
.L1670:
	xorl	%ebp, %ebp
	leaq	32(%rsp), %r13
	cmpq	$0, 240(%rsp)
	je	.L1676
	.p2align 4,,10
	.p2align 3
.L1673:
	movq	16(%rbx), %rax
	movq	%r13, %rdi
	leaq	(%rax,%rbp,8), %r12
	addq	$1, %rbp
	call	due_next
	movq	%rax, (%r12)
	cmpq	240(%rsp), %rbp
	jb	.L1673
.L1676:
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
	jnb	.L1702
	movq	16(%rbx), %r8
	movq	8(%rbx), %rsi
	movq	168(%rsp), %rdi
	jmp	.L1677
	.p2align 4,,10
	.p2align 3
.L1679:
	addq	$1, %rax
	movq	%rax, 32(%rbx)
	cmpq	%rax, %rcx
	je	.L1678
.L1677:
	movq	(%rsi,%rax,8), %rdx
	addq	(%r8,%rax,8), %rdx
	cmpq	%rdx, %rdi
	jnb	.L1679
	movq	%rax, 40(%rbx)
	cmpq	%rcx, %rax
	jnb	.L1682
	movq	144(%rsp), %rdi
	movq	%rax, %rdx
	jmp	.L1681
	.p2align 4,,10
	.p2align 3
.L1683:
	addq	$1, %rdx
	movq	%rdx, 40(%rbx)
	cmpq	%rdx, %rcx
	je	.L1682
.L1681:
	cmpq	(%rsi,%rdx,8), %rdi
	jb	.L1683
.L1682:
	cmpq	%rcx, %rax
	setnb	%al
	movzbl	%al, %eax
	jmp	.L1666
.L1686:
	movl	$1, %eax
.L1666:
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
.L1701:
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
	jmp	.L1668
.L1669:
	movl	176(%rsp), %eax
	testl	%eax, %eax
	je	.L1700
	subl	$1, %eax
	je	.L1703
	leaq	320(%rsp), %rbp
	leaq	72(%rsp), %r15
	xorl	%ecx, %ecx
	movl	$256, %r9d
	movq	208(%rsp), %rsi
	movq	%rbp, %r8
	leaq	.LC154(%rip), %rdx
	movq	%r15, %rdi
	call	numbers_open
	testl	%eax, %eax
	je	.L1670
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC182(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
.L1703:
	movsd	192(%rsp), %xmm0
	movq	200(%rsp), %rax
	movsd	%xmm0, 48(%rsp)
	movq	%rax, 64(%rsp)
	jmp	.L1700
.L1702:
	movq	%rax, 40(%rbx)
	jmp	.L1682
.L1687:
	orl	$-1, %eax
	jmp	.L1666
.L1678:
	movq	%rcx, 40(%rbx)
	jmp	.L1682
	.cfi_endproc
.LFE153:
	.size	first_stall_window, .-first_stall_window
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB57:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L1711
	testq	%r8, %r8
	je	.L1711
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
	jne	.L1704
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L1714
.L1706:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L1704:
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
.L1711:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L1714:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L1709
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L1707:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L1715
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L1706
	.p2align 4,,10
	.p2align 3
.L1709:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L1707
.L1715:
	movl	$1, 24(%rbx)
	jmp	.L1704
	.cfi_endproc
.LFE57:
	.size	dist_add, .-dist_add
	.p2align 4
	.type	closed_form, @function
closed_form:
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
	movq	%rsi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$232, %rsp
	.cfi_def_cfa_offset 288
	movq	40(%rdi), %rbx
	movq	(%rdi), %r13
	movq	96(%rdi), %r15
	movq	8(%rdi), %rsi
	movq	120(%rdi), %rax
	movq	%rbx, %r11
	leaq	-1(%r15), %r9
	subq	%r13, %r11
	movq	%rsi, 24(%rsp)
	movq	%rax, 48(%rsp)
	movq	%r9, 32(%rsp)
	movq	%r11, 8(%rsp)
	testq	%rsi, %rsi
	je	.L1717
	xorl	%eax, %eax
	movl	$36, %ecx
	movq	%r12, %rdi
	xorl	%edx, %edx
	rep stosq
	movq	%rax, 40(%rsp)
	pxor	%xmm0, %xmm0
	movq	%r9, %rdi
	movaps	%xmm0, 112(%rsp)
	pxor	%xmm0, %xmm0
	movq	24(%rbp), %rax
	movaps	%xmm0, 128(%rsp)
	movaps	%xmm0, 144(%rsp)
	divq	%rbx
	movaps	%xmm0, 160(%rsp)
	movaps	%xmm0, 176(%rsp)
	movaps	%xmm0, 192(%rsp)
	movaps	%xmm0, 208(%rsp)
	movq	%rax, %r10
	cmpq	%rax, %r9
	jnb	.L1771
.L1718:
	leaq	160(%rsp), %rax
	movq	%r15, %r8
	xorl	%edx, %edx
	movq	%r13, %rsi
	movq	%rax, %rdi
	movl	$1, %ecx
	movq	%rax, 16(%rsp)
	call	dist_add
	movq	24(%rsp), %r14
	xorl	%r8d, %r8d
	xorl	%ecx, %ecx
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rdi
	addq	%r13, %r14
	movq	%r14, %rsi
	call	dist_add
	movq	8(%rsp), %rdx
	xorl	%r8d, %r8d
	xorl	%ecx, %ecx
	movq	16(%rsp), %rdi
	movq	%r14, %rsi
	call	dist_add
	movq	%r15, 56(%rsp)
	xorl	%r9d, %r9d
	xorl	%r10d, %r10d
	movq	$0, 248(%r12)
	xorl	%r11d, %r11d
.L1720:
	movq	32(%rsp), %rax
	imulq	%rbx, %rax
	addq	%r13, %rax
	movq	%rax, 264(%r12)
	movl	112(%rbp), %eax
	testl	%eax, %eax
	je	.L1772
.L1722:
	cmpl	$1, %eax
	jne	.L1731
	subq	%r11, %r15
	movq	%r15, %r8
	testq	%r11, %r11
	je	.L1732
	xorl	%edx, %edx
	movq	%r14, %rax
	movq	32(%rsp), %r9
	movq	%r13, %rsi
	divq	%rbx
	movq	%r11, 8(%rsp)
	movq	%r10, 56(%rsp)
	leaq	128(%rsp), %r15
	movq	%r15, %rdi
	cmpq	$1, %rdx
	leaq	-1(%r11), %rdx
	sbbq	$0, %rax
	subq	%r10, %r9
	imulq	%rax, %rdx
	movq	%r9, %rcx
	cmpq	%r9, %rax
	movq	%r9, 40(%rsp)
	cmovbe	%rax, %rcx
	movq	%rax, 24(%rsp)
	addq	%rcx, %rdx
	movl	$1, %ecx
	subq	%rdx, %r8
	xorl	%edx, %edx
	call	dist_add
	movq	8(%rsp), %r8
	xorl	%edx, %edx
	movq	%r14, %rsi
	movl	$1, %ecx
	movq	%r15, %rdi
	call	dist_add
	movq	8(%rsp), %r11
	movq	24(%rsp), %rax
	movq	40(%rsp), %r9
	movq	%r11, 240(%r12)
	cmpq	%r9, %rax
	jb	.L1733
	movq	56(%rsp), %r10
	imulq	%r10, %rbx
	addq	%r14, %rbx
	jmp	.L1730
	.p2align 4,,10
	.p2align 3
.L1717:
	pxor	%xmm0, %xmm0
	movq	24(%rsp), %rax
	movl	$36, %ecx
	movq	%r12, %rdi
	movaps	%xmm0, 112(%rsp)
	pxor	%xmm0, %xmm0
	rep stosq
	movaps	%xmm0, 128(%rsp)
	movq	$0, 40(%rsp)
	movaps	%xmm0, 144(%rsp)
	movaps	%xmm0, 160(%rsp)
	movaps	%xmm0, 176(%rsp)
	movaps	%xmm0, 192(%rsp)
	movaps	%xmm0, 208(%rsp)
	jmp	.L1718
	.p2align 4,,10
	.p2align 3
.L1731:
	movq	8(%rbp), %r14
	movq	0(%rbp), %rsi
	movq	104(%rbp), %rdi
	testq	%r14, %r14
	je	.L1735
	movq	16(%rbp), %r8
	movq	24(%rbp), %r9
	xorl	%ebx, %ebx
	xorl	%ecx, %ecx
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L1736:
	movq	%r13, %rdx
	xorl	%eax, %eax
	imulq	%r8, %rdx
	addq	%r9, %rdx
	cmpq	%rbx, %rdx
	jb	.L1739
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%rbx, %rax
	divq	%rsi
.L1739:
	testq	%rdi, %rdi
	je	.L1740
	movq	%rsi, %rdx
	imulq	%rax, %rdx
	addq	%rbx, %rdx
	cmpq	%rdi, %rdx
	setnb	%dl
.L1741:
	testb	%dl, %dl
	jne	.L1742
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%rsi, %rax
	addq	%r14, %rax
	addq	%rax, %rbx
	addq	$1, %r13
	je	.L1736
	testq	%r8, %r8
	jne	.L1736
.L1742:
	testq	%rdi, %rdi
	jne	.L1773
.L1738:
	movq	96(%rbp), %r8
	movq	%r8, %rax
	subq	%rcx, %rax
.L1745:
	testq	%rax, %rax
	je	.L1744
	imulq	%rsi, %rax
	addq	%rax, %rbx
.L1744:
	subq	%r13, %r8
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%rsi, 8(%rsp)
	leaq	128(%rsp), %r15
	movq	%r15, %rdi
	call	dist_add
	movq	8(%rsp), %rsi
	movq	%r13, %r8
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%r15, %rdi
	addq	%r14, %rsi
	call	dist_add
	movq	%r13, 240(%r12)
	jmp	.L1730
	.p2align 4,,10
	.p2align 3
.L1771:
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r11
	cmpq	$1, %rdx
	sbbq	$0, %rax
	movq	%rax, %rcx
	movq	%rax, 96(%rsp)
	movq	16(%rbp), %rax
	leaq	1(%rcx), %r9
	cmpq	%rbx, %rax
	jnb	.L1774
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	movl	$1, %r11d
.L1719:
	movq	%rax, 112(%rsp)
	movq	%r15, %rdx
	movq	%r13, %rsi
	leaq	160(%rsp), %rdi
	movq	%rax, 80(%rsp)
	movq	%r15, %rax
	subq	%r10, %rax
	movq	%r11, 88(%rsp)
	cmpq	%r9, %rax
	movq	%rax, 104(%rsp)
	cmova	%r9, %rax
	subq	%rcx, %rdx
	movl	$1, %ecx
	movq	%r10, 72(%rsp)
	movq	%r9, 64(%rsp)
	subq	%rax, %rdx
	movq	%rax, 40(%rsp)
	movq	%rdx, %r8
	movq	%rdx, 56(%rsp)
	xorl	%edx, %edx
	movq	%rdi, 16(%rsp)
	movq	$1, 120(%rsp)
	call	dist_add
	movq	24(%rsp), %rsi
	movq	80(%rsp), %r8
	movq	64(%rsp), %rcx
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rdi
	leaq	0(%r13,%rsi), %r14
	movq	%r14, %rsi
	call	dist_add
	movq	40(%rsp), %rcx
	movq	8(%rsp), %rdx
	movl	$1, %r8d
	movq	16(%rsp), %rdi
	movq	%r14, %rsi
	call	dist_add
	movq	88(%rsp), %r11
	movq	64(%rsp), %r9
	movq	72(%rsp), %r10
	testq	%r11, %r11
	movq	%r11, 248(%r12)
	je	.L1720
	movq	32(%rsp), %rcx
	subq	%r10, %rcx
	cmpq	%rcx, 96(%rsp)
	jb	.L1720
	movq	104(%rsp), %rax
	movq	%r10, %rdx
	movq	24(%rsp), %rsi
	imulq	%rbx, %rdx
	imulq	%r13, %rax
	addq	%rsi, %rdx
	addq	%rdx, %rax
	movq	%rax, 264(%r12)
	movl	112(%rbp), %eax
	testl	%eax, %eax
	jne	.L1722
.L1772:
	movq	56(%rsp), %r8
	movq	%r13, %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	leaq	128(%rsp), %r15
	movq	%r9, 64(%rsp)
	movq	%r14, %rbx
	movq	%r15, %rdi
	call	dist_add
	movq	48(%rsp), %rax
	movq	%rbp, 56(%rsp)
	movq	64(%rsp), %rbp
	movq	%r12, 64(%rsp)
	movq	%rax, %rdi
	movq	%rax, %r12
	imulq	%r13, %rdi
	xorl	%r13d, %r13d
	subq	%rdi, %rbx
	movq	%rdi, 24(%rsp)
	movq	%rbx, 72(%rsp)
	leaq	112(%rsp), %rbx
	movq	%rbx, 32(%rsp)
.L1729:
	movq	32(%rsp), %rax
	cmpq	%rbp, %r12
	movq	%rbp, %rcx
	movq	8(%rsp), %rdx
	cmovbe	%r12, %rcx
	movq	%r14, %rsi
	movq	%r15, %rdi
	movq	(%rax,%r13), %rbx
	movq	24(%rsp), %rax
	movq	%rbx, %r8
	cmpq	%rax, %r14
	jb	.L1723
	call	dist_add
	cmpq	%rbp, %r12
	jnb	.L1725
	movq	72(%rsp), %rax
	xorl	%edx, %edx
	divq	8(%rsp)
	leaq	-1(%rbp), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r12, %rdx
	jnb	.L1775
.L1726:
	addq	$1, %rax
	cmpq	%r12, %rax
	cmovb	%r12, %rax
	cmpq	%rbp, %rax
	jb	.L1751
.L1725:
	cmpq	$8, %r13
	je	.L1728
.L1776:
	movq	40(%rsp), %rbp
	movl	$8, %r13d
	jmp	.L1729
	.p2align 4,,10
	.p2align 3
.L1740:
	leaq	(%rcx,%rax), %rdx
	cmpq	96(%rbp), %rdx
	setnb	%dl
	jmp	.L1741
	.p2align 4,,10
	.p2align 3
.L1723:
	call	dist_add
	movq	%r12, %rax
	cmpq	%rbp, %r12
	jnb	.L1725
.L1751:
	movq	8(%rsp), %rdx
	movq	%rbp, %rcx
	movq	%r14, %rsi
	movq	%rbx, %r8
	subq	%rax, %rcx
	movq	%r15, %rdi
	imulq	%rdx, %rax
	subq	%rax, %rsi
	call	dist_add
	cmpq	$8, %r13
	jne	.L1776
.L1728:
	movq	64(%rsp), %r12
	movq	56(%rsp), %rbp
	movq	248(%r12), %rax
	movq	264(%r12), %rbx
	movq	%rax, 240(%r12)
.L1730:
	movl	152(%rsp), %eax
	orl	184(%rsp), %eax
	movq	%rbx, 256(%r12)
	jne	.L1750
	movl	160(%rbp), %edx
	movq	152(%rbp), %rsi
	movq	%r12, %rcx
	movq	%r15, %rdi
	call	dist_summarise
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L1747
	movl	160(%rbp), %edx
	movq	16(%rsp), %rdi
	leaq	80(%r12), %rcx
	movq	152(%rbp), %rsi
	call	dist_summarise
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L1747
	movq	128(%rbp), %rsi
	movl	136(%rbp), %edx
	movq	%rsi, 272(%r12)
	testl	%edx, %edx
	je	.L1748
	movq	(%r12), %rcx
	movq	48(%rsp), %rbx
	xorl	%edx, %edx
	movq	$-1, %rsi
	movq	%rcx, %rax
	divq	%rbx
	subq	%rdx, %rcx
	cmpq	%rbx, %rcx
	jb	.L1749
	movq	%rcx, %rax
	xorl	%edx, %edx
	movl	$1, %esi
	divq	%rbx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	256(%r12), %rax
	divq	%rcx
	testq	%rax, %rax
	cmovne	%rax, %rsi
.L1749:
	movq	%rsi, 272(%r12)
.L1748:
	leaq	192(%rsp), %rbx
	movq	%r15, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	movl	216(%rsp), %eax
	testl	%eax, %eax
	jne	.L1750
	movl	160(%rbp), %edx
	movq	152(%rbp), %rsi
	movq	%rbx, %rdi
	leaq	160(%r12), %rcx
	call	dist_summarise
	movl	%eax, %ebx
.L1747:
	movq	128(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rdi
	call	free@PLT
	movq	192(%rsp), %rdi
	call	free@PLT
	addq	$232, %rsp
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
.L1732:
	.cfi_restore_state
	leaq	128(%rsp), %r15
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r13, %rsi
	movq	%r15, %rdi
	call	dist_add
	xorl	%r8d, %r8d
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rsi
	movq	%r15, %rdi
	call	dist_add
	movq	$0, 240(%r12)
.L1733:
	movq	32(%rsp), %rax
	imulq	%rax, %rbx
	addq	%r13, %rbx
	jmp	.L1730
	.p2align 4,,10
	.p2align 3
.L1773:
	movq	%rcx, %r8
	cmpq	%rdi, %rbx
	jnb	.L1744
	subq	%rbx, %rdi
.L1737:
	xorl	%edx, %edx
	movq	%rdi, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	leaq	(%rcx,%rax), %r8
	jmp	.L1745
	.p2align 4,,10
	.p2align 3
.L1774:
	xorl	%edx, %edx
	divq	%rbx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	%rdi, %rax
	subq	%r10, %rax
	divq	%rcx
	imulq	%rax, %rcx
	leaq	1(%rax), %r11
	addq	%rcx, %r10
	movq	%rax, %rcx
	imulq	%r9, %rcx
	jmp	.L1719
	.p2align 4,,10
	.p2align 3
.L1775:
	subq	%r12, %rdx
	movq	24(%rsp), %rsi
	movl	$1, %ecx
	movq	%r15, %rdi
	leaq	1(%rdx), %r8
	xorl	%edx, %edx
	movq	%rax, 80(%rsp)
	imulq	%rbx, %r8
	call	dist_add
	movq	80(%rsp), %rax
	jmp	.L1726
.L1750:
	movl	$-1, %ebx
	jmp	.L1747
.L1735:
	xorl	%ebx, %ebx
	xorl	%ecx, %ecx
	xorl	%r13d, %r13d
	testq	%rdi, %rdi
	jne	.L1737
	jmp	.L1738
	.cfi_endproc
.LFE67:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.8
	.align 8
.LC243:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.text
	.p2align 4
	.type	run_once, @function
run_once:
.LFB125:
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
	je	.L1849
	cmpl	$3, %eax
	je	.L1850
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
	je	.L1802
	movq	24(%rbp), %rax
.L1802:
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
	jne	.L1804
	testl	%eax, %eax
	jne	.L1804
	cmpq	$1, 120(%rbp)
	movl	$1, %esi
	jne	.L1807
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
	jmp	.L1806
	.p2align 4,,10
	.p2align 3
.L1804:
	leaq	by_kind.6(%rip), %rdx
	movl	(%rdx,%rax,4), %esi
	cmpl	$3, %esi
	jne	.L1807
	movq	104(%rbp), %rax
	testq	%rax, %rax
	je	.L1807
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	120(%rbp), %rdx
	leaq	1(%rax,%rdx), %rcx
.L1809:
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
.L1806:
	testq	%rax, %rax
	js	.L1810
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1811:
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1812
	js	.L1813
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1814:
	divsd	%xmm1, %xmm0
.L1812:
	movq	16(%rsp), %rax
	cmpq	$0, 8(%rbp)
	movsd	%xmm0, (%rax)
	movq	$-1, %rax
	je	.L1815
	movq	24(%rbp), %rax
.L1815:
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
	jne	.L1816
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
	js	.L1818
.L1851:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testq	%r12, %r12
	js	.L1820
.L1852:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r12, %xmm1
.L1821:
	divsd	%xmm1, %xmm0
	movq	16(%rsp), %rax
	movl	136(%rbp), %esi
	movq	256(%rbx), %rcx
	movsd	%xmm0, 8(%rax)
	testl	%esi, %esi
	je	.L1822
	movq	120(%rbp), %rsi
	movq	8(%rsp), %rax
	movq	$-1, %rdx
	cmpq	%rsi, %rax
	jb	.L1823
	xorl	%edx, %edx
	divq	%rsi
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rcx, %rax
	divq	%rsi
	movl	$1, %edx
	testq	%rax, %rax
	cmovne	%rax, %rdx
.L1823:
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
.L1777:
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
.L1807:
	.cfi_restore_state
	movq	96(%rbp), %rcx
	jmp	.L1809
	.p2align 4,,10
	.p2align 3
.L1822:
	movq	128(%rbp), %rdx
	jmp	.L1823
	.p2align 4,,10
	.p2align 3
.L1816:
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
	jns	.L1851
.L1818:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testq	%r12, %r12
	jns	.L1852
.L1820:
	movq	%r12, %rax
	movq	%r12, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1821
.L1810:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1811
.L1850:
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
.L1813:
	.cfi_restore_state
	movq	8(%rsp), %rsi
	pxor	%xmm1, %xmm1
	movq	%rsi, %rax
	andl	$1, %esi
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1814
.L1849:
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
.L1793:
	movq	32(%rsp), %rax
	movq	$-1, %rdx
	cmpq	$0, 8(%rax)
	je	.L1779
	movq	24(%rax), %rdx
.L1779:
	movq	%rdx, 112(%rsp)
	movq	$0, 120(%rsp)
	testq	%rbx, %rbx
	je	.L1825
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
.L1784:
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
	je	.L1853
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
.L1782:
	xorl	%ecx, %ecx
	testq	%rbp, %rbp
	je	.L1788
	.p2align 4,,10
	.p2align 3
.L1783:
	movq	(%r10,%rcx,8), %rdi
	movq	(%r9), %r11
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r11
	cmpq	%r8, %rax
	jnb	.L1786
	testq	%rdx, %rdx
	jne	.L1786
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%rcx, %rbp
	jne	.L1783
.L1788:
	cmpq	%rbx, %r14
	jb	.L1784
	movq	56(%rsp), %rsi
	movq	8(%rsp), %r15
	movq	48(%rsp), %r9
	movq	88(%rsp), %rbp
	testq	%rsi, %rsi
	js	.L1789
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L1790:
	movq	120(%rsp), %rdx
	testq	%rbx, %rbx
	js	.L1854
.L1845:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L1792:
	divsd	%xmm1, %xmm0
	movq	16(%rsp), %rax
	movsd	%xmm0, (%rax,%r9,8)
	movq	%rdx, 240(%rbp,%r9,8)
	movq	%r15, 256(%rbp,%r9,8)
	testq	%r9, %r9
	jne	.L1855
	movl	$1, %r9d
	jmp	.L1793
	.p2align 4,,10
	.p2align 3
.L1853:
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
	jmp	.L1782
.L1855:
	movq	%rbx, %r12
	movq	%rbp, %rbx
	movq	32(%rsp), %rbp
	movq	256(%rbx), %rcx
	movl	136(%rbp), %eax
	testl	%eax, %eax
	jne	.L1856
	movq	128(%rbp), %rsi
.L1795:
	cmpq	$0, 40(%r13)
	movq	%rsi, 272(%rbx)
	je	.L1829
	xorl	%r12d, %r12d
	leaq	144(%rsp), %r14
	jmp	.L1798
	.p2align 4,,10
	.p2align 3
.L1797:
	addq	$1, %r12
	cmpq	40(%r13), %r12
	jnb	.L1857
.L1798:
	movq	48(%r13), %rax
	movq	(%rax,%r12,8), %r8
	testq	%r8, %r8
	je	.L1797
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rdi
	imulq	%r12, %rsi
	call	dist_add
	jmp	.L1797
.L1854:
	movq	%rbx, %rcx
	movq	%rbx, %rsi
	pxor	%xmm1, %xmm1
	shrq	%rcx
	andl	$1, %esi
	orq	%rsi, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1792
.L1789:
	movq	%rsi, %rdx
	movq	%rsi, %rax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	andl	$1, %eax
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1790
.L1856:
	movq	120(%rbp), %rdi
	movq	$-1, %rsi
	cmpq	%rdi, %r12
	jb	.L1795
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
	jmp	.L1795
.L1857:
	movq	272(%rbx), %rsi
	movl	168(%rsp), %r13d
.L1796:
	leaq	176(%rsp), %r12
	movq	%r14, %rdi
	movq	%r12, %rdx
	call	dist_correct
	orl	200(%rsp), %r13d
	jne	.L1830
	movl	160(%rbp), %edx
	movq	152(%rbp), %rsi
	movq	%rbx, %rcx
	movq	80(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	je	.L1858
.L1799:
	movl	%eax, 8(%rsp)
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	176(%rsp), %rdi
	call	free@PLT
	movl	8(%rsp), %eax
	jmp	.L1777
.L1786:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r11, %rcx
	xorl	%eax, %eax
	leaq	.LC243(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L1858:
	movl	160(%rbp), %edx
	movq	152(%rbp), %rsi
	leaq	80(%rbx), %rcx
	movq	72(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L1799
	movl	160(%rbp), %edx
	movq	152(%rbp), %rsi
	leaq	160(%rbx), %rcx
	movq	%r12, %rdi
	call	dist_summarise
	jmp	.L1799
.L1825:
	xorl	%edx, %edx
	xorl	%r15d, %r15d
	pxor	%xmm0, %xmm0
	jmp	.L1845
.L1829:
	xorl	%r13d, %r13d
	leaq	144(%rsp), %r14
	jmp	.L1796
.L1830:
	movl	$-1, %eax
	jmp	.L1799
	.cfi_endproc
.LFE125:
	.size	run_once, .-run_once
	.section	.rodata.str1.8
	.align 8
.LC245:
	.string	"--export-values adds files to an export: give --export PREFIX too"
	.align 8
.LC246:
	.string	"--export-values applies to a benchmark run: --correct, --sweep and --cross-check write no .values files"
	.section	.rodata.str1.1
.LC247:
	.string	"the scenario's trace"
.LC248:
	.string	" (the trace's mean)"
.LC249:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC250:
	.string	"200000000 (it is not a regular file, so all are kept)"
	.align 8
.LC251:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.align 8
.LC252:
	.string	"the latencies have too many possible values"
	.align 8
.LC253:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC254:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC255:
	.string	"stall us"
.LC256:
	.string	"load %"
.LC257:
	.string	"sim"
.LC258:
	.string	"formula"
.LC259:
	.string	"reference"
.LC260:
	.string	"closed-form"
.LC261:
	.string	"sweep-load.svg"
.LC262:
	.string	"sweep-stall.svg"
.LC263:
	.string	"s"
.LC264:
	.string	"given"
.LC265:
	.string	"QUICK"
.LC266:
	.string	"REPS"
.LC267:
	.string	"0"
	.section	.rodata.str1.8
	.align 8
.LC268:
	.string	"QUICK '%s' is not valid: use QUICK=1, QUICK=0 or leave it unset"
	.align 8
.LC269:
	.string	"REPS '%s' is not valid: a whole number from 1 to 100000"
	.align 8
.LC270:
	.string	"out of memory reading the options"
	.section	.rodata.str1.1
.LC271:
	.string	"--scenario"
.LC272:
	.string	"out of memory"
.LC273:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC274:
	.string	"use default, feed-10ms-stall, one-2s-stall, hundred-requests or hundred-requests-exercise"
	.align 8
.LC275:
	.string	"--scenario '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC276:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC277:
	.string	"both set the length of the run: "
	.align 8
.LC278:
	.string	"--duration and --requests %s%s"
	.align 8
.LC279:
	.string	"--export does not apply to --cross-check, which writes nothing"
	.section	.rodata.str1.1
.LC280:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC281:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC282:
	.string	"%s, from %s"
.LC283:
	.string	"--correct '%s': out of memory"
	.section	.rodata.str1.8
	.align 8
.LC284:
	.string	"--correct %.40s: more than 200000000 lines"
	.section	.rodata.str1.1
.LC285:
	.string	"use --correct FILE"
.LC286:
	.string	"at most 255 characters; "
	.section	.rodata.str1.8
	.align 8
.LC287:
	.string	"--trace-values is too long: %s%s"
	.section	.rodata.str1.1
.LC288:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC289:
	.string	"--trace-values: '%s' is not a repeat count: %s"
	.section	.rodata.str1.1
.LC290:
	.string	"--trace-values: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC291:
	.string	"give latencies separated by commas, e.g. 2ms*99,1000ms"
	.align 8
.LC292:
	.string	"--trace-values '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC293:
	.string	"for the trace"
.LC294:
	.string	"for the corrected trace"
.LC295:
	.string	"checking the trace"
	.section	.rodata.str1.8
	.align 8
.LC296:
	.string	"coordinated omission: correcting a recorded trace"
	.align 8
.LC297:
	.string	"scenario: %s\ntrace: %s, %lu latencies\n"
	.align 8
.LC298:
	.string	"correction: expected interval %s us%s; rank rule %s; slow above %s us\n"
	.align 8
.LC299:
	.string	"checks: percentiles, counts, slow counts and sums of both sets against counting over the distinct values\n"
	.section	.rodata.str1.1
.LC300:
	.string	"recorded"
.LC301:
	.string	"ratio"
.LC302:
	.string	"\n%-10s %9s"
.LC303:
	.string	" %11.*f"
	.section	.rodata.str1.8
	.align 8
.LC304:
	.string	"\n(percentiles in us; ratio = corrected / recorded)\n"
	.align 8
.LC305:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC306:
	.string	"RESULT checks passed=%lu failed=%lu runs=1\n"
	.align 8
.LC307:
	.string	"Latency by percentile: a recorded trace and its correction"
	.section	.rodata.str1.1
.LC308:
	.string	"recorded.hgrm"
.LC309:
	.string	"corrected.hgrm"
.LC310:
	.string	"percentiles.svg"
	.section	.rodata.str1.8
	.align 8
.LC311:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC312:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC313:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC314:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC315:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC316:
	.string	"takes one connection: "
.LC317:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC318:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC319:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC321:
	.string	"lower --rate or shorten the run"
	.align 8
.LC322:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC323:
	.string	"--schedule poisson: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC325:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC326:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC327:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC328:
	.string	"1 / rate, the interval the schedule was configured with"
	.align 8
.LC329:
	.string	"--arrivals %.40s: more than %s lines"
	.align 8
.LC330:
	.string	"--arrivals '%s': out of memory at line %lu"
	.section	.rodata.str1.1
.LC331:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC332:
	.string	"--arrivals '%s': no due time falls within %s"
	.section	.rodata.str1.1
.LC333:
	.string	"add --expected-interval T"
	.section	.rodata.str1.8
	.align 8
.LC334:
	.string	"--arrivals '%s' has no gap between its due times (one line, or all at one instant), so it gives no interval to correct with: %s"
	.align 8
.LC335:
	.string	"the replayed schedule's mean gap"
	.align 8
.LC336:
	.string	"shorten --duration or --interval"
	.align 8
.LC337:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC338:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC339:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC340:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC341:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC342:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC343:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC344:
	.string	"back-to-back may send more than %s requests: %s"
	.section	.rodata.str1.1
.LC345:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC346:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC347:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.align 8
.LC348:
	.string	"--export needs every sample kept, and --exact-by passes keeps none: drop one of the two"
	.align 8
.LC349:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.align 8
.LC350:
	.string	"--sweep runs on the fixed schedule with a fixed expected interval: drop --schedule, --arrivals and mean"
	.section	.rodata.str1.1
.LC351:
	.string	"in the sweep"
.LC352:
	.string	"checked"
.LC353:
	.string	"%-10s %-8s"
.LC354:
	.string	" | %-10s %10s %10s"
.LC355:
	.string	"\n%-10s %-8s"
.LC356:
	.string	"p50"
.LC357:
	.string	" | "
.LC358:
	.string	"%s%10s"
.LC359:
	.string	"p99"
.LC360:
	.string	"p99.9"
.LC361:
	.string	"%-10lu"
.LC362:
	.string	"%-10s"
.LC363:
	.string	" %-8s"
	.section	.rodata.str1.8
	.align 8
.LC364:
	.string	"(percentiles in us; checked against: formula = the closed form, sim = the reference simulation)\n"
	.align 8
.LC365:
	.string	"RESULT sweep axis=%s value=%lu"
	.section	.rodata.str1.1
.LC366:
	.string	" %s_%s_ns=%lu"
.LC367:
	.string	" against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC368:
	.string	"RESULT checks passed=%lu failed=%lu runs=%zu\n"
	.align 8
.LC369:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC370:
	.string	"in the cross-check"
.LC371:
	.string	"expected_ns"
.LC372:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC373:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC374:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC375:
	.string	"computing the expected outcome"
	.align 8
.LC376:
	.string	"bench: --export: the corrected set holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC377:
	.string	"coordinated omission on a virtual clock (%s): closed loop, open loop, corrected\n"
	.section	.rodata.str1.1
.LC378:
	.string	"server: service %s us; "
.LC379:
	.string	"no stalls"
.LC380:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC381:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC382:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC383:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC384:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC385:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC386:
	.string	"\ncorrection: expected interval "
	.align 8
.LC387:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC388:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC389:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC390:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC391:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC392:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC393:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC394:
	.string	"route: lattice, exact counts on %lu ns steps (%lu values), %d requests a chunk"
	.align 8
.LC395:
	.string	"route: sorted, every sample kept and sorted"
	.align 8
.LC396:
	.string	"route: passes, none kept; each rep walks the run again until every percentile is found exactly"
	.section	.rodata.str1.1
.LC397:
	.string	"; 1 warmup + %u reps\n"
.LC398:
	.string	"for a rep"
.LC399:
	.string	" warmup"
.LC400:
	.string	"rep=%u%s set=%s"
.LC401:
	.string	" slow=%lu sum_ns=%s\n"
.LC402:
	.string	"cv"
.LC403:
	.string	" %6s\n"
.LC404:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC405:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.section	.rodata.str1.1
.LC406:
	.string	"ratios: open/closed p99 %s"
.LC407:
	.string	", p99.9 %s"
.LC408:
	.string	"; corrected/closed p99 %s"
.LC409:
	.string	"; open/corrected p99 %s"
.LC410:
	.string	", p90 %s\n"
	.section	.rodata.str1.8
	.align 8
.LC411:
	.string	"bench: out of memory for the report\n"
	.align 8
.LC412:
	.string	"The recordings part at %s: the open loop reads %s us there, %s times the closed loop's %s us.\n"
	.align 8
.LC413:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC414:
	.string	"At p99 the open loop reads %s us, %s times the closed loop"
	.align 8
.LC415:
	.string	"; corrected at %s us, the closed loop reads %s us.\n"
	.align 8
.LC416:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC417:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s us.\n"
	.align 8
.LC418:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.align 8
.LC419:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC420:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC421:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC422:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC423:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC424:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC425:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC426:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC427:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC428:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC429:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC430:
	.string	"bench: the export to %s failed (out of memory, or too many distinct values)\n"
	.align 8
.LC431:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.section	.rodata.str1.1
.LC432:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC433:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.align 8
.LC434:
	.string	"coordinated omission: sweep over %s\n"
	.section	.rodata.str1.1
.LC435:
	.string	"base: service %s us"
.LC436:
	.string	", stall %s us"
.LC437:
	.string	", period %s us"
	.section	.rodata.str1.8
	.align 8
.LC438:
	.string	", %s us of schedule per point\n\n"
	.section	.rodata.str1.1
.LC439:
	.string	"stall length"
	.section	.rodata.str1.8
	.align 8
.LC440:
	.string	"--correct '%s': out of memory at line %lu"
	.section	.text.unlikely,"ax",@progbits
.LCOLDB442:
	.text
.LHOTB442:
	.p2align 4
	.type	run_options.constprop.0, @function
run_options.constprop.0:
.LFB238:
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
	subq	$8824, %rsp
	.cfi_def_cfa_offset 8880
	movq	%rdi, 8(%rsp)
	leaq	.LC265(%rip), %rdi
	movl	%esi, 16(%rsp)
	movq	%rdx, 24(%rsp)
	call	getenv@PLT
	leaq	.LC266(%rip), %rdi
	movq	%rax, %rbx
	call	getenv@PLT
	movq	%rax, %r12
	testq	%rbx, %rbx
	je	.L2163
	movzbl	(%rbx), %eax
	subl	$49, %eax
	movl	%eax, %ebp
	je	.L2339
.L1861:
	cmpb	$0, (%rbx)
	jne	.L2340
.L1862:
	xorl	%eax, %eax
	testl	%ebp, %ebp
	sete	%al
.L1860:
	movq	8(%rsp), %rcx
	movl	%eax, 288(%rcx)
	testq	%r12, %r12
	je	.L1864
	cmpb	$0, (%r12)
	jne	.L2341
.L1864:
	movslq	16(%rsp), %rdi
	movq	%rdi, %rbx
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 40(%rsp)
	testq	%rax, %rax
	je	.L1866
	cmpl	$1, %ebx
	jle	.L2342
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	leaq	2160(%rsp), %rax
	xorl	%ebx, %ebx
	movq	%rax, 48(%rsp)
	movl	$1, %r12d
	movl	%ecx, 56(%rsp)
	movl	%r12d, %ebp
	movl	%r9d, 64(%rsp)
	.p2align 4,,10
	.p2align 3
.L1867:
	movslq	%ebp, %rax
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 32(%rsp)
	movq	24(%rsp), %rcx
	movq	(%rcx,%rax,8), %r13
	cmpb	$45, 0(%r13)
	jne	.L2202
	cmpb	$104, 1(%r13)
	jne	.L2202
	cmpb	$0, 2(%r13)
	movl	$-1, %eax
	leaq	.LC212(%rip), %r14
	jne	.L2202
.L1870:
	leaq	OPTIONS(%rip), %r12
	xorl	%r15d, %r15d
	jmp	.L1875
	.p2align 4,,10
	.p2align 3
.L1871:
	addl	$1, %r15d
	addq	$32, %r12
	cmpl	$30, %r15d
	je	.L2343
	movq	(%r12), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
.L1875:
	movq	(%r12), %rdi
	testl	%eax, %eax
	jne	.L1871
	movslq	%r15d, %rcx
	leaq	OPTIONS(%rip), %rdx
	leal	1(%rbp), %eax
	salq	$5, %rcx
	movl	8(%rdx,%rcx), %edx
	testl	%edx, %edx
	jne	.L1873
	cmpl	%eax, 16(%rsp)
	jle	.L1873
	leaq	.LC116(%rip), %rsi
	movq	%rdi, 72(%rsp)
	movl	$1, %r12d
	call	strcmp@PLT
	movq	72(%rsp), %rdi
	leaq	.LC119(%rip), %rsi
	testl	%eax, %eax
	movl	56(%rsp), %eax
	cmove	%r12d, %eax
	movl	%eax, 56(%rsp)
	call	strcmp@PLT
	movq	72(%rsp), %rdi
	leaq	.LC271(%rip), %rsi
	testl	%eax, %eax
	cmovne	64(%rsp), %r12d
	movl	%r12d, 64(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rcx
	movq	%r13, %xmm0
	movl	%eax, %r14d
	movq	24(%rsp), %rax
	movq	8(%rax,%rcx), %r15
	movq	%r15, %xmm4
	punpcklqdq	%xmm4, %xmm0
	testl	%r14d, %r14d
	je	.L2344
	movq	40(%rsp), %rcx
	movslq	%ebx, %rax
	addl	$2, %ebp
	addl	$2, %ebx
	movl	$1, %edx
	movups	%xmm0, (%rcx,%rax,8)
.L1879:
	cmpl	%ebp, 16(%rsp)
	jle	.L2198
.L2345:
	testb	%dl, %dl
	jne	.L1867
.L2329:
	movq	40(%rsp), %rdi
	call	free@PLT
.L1951:
	movq	48(%rsp), %rdi
	call	usage_error
	movl	%eax, %r15d
.L1859:
	addq	$8824, %rsp
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
.L2343:
	.cfi_restore_state
	leal	1(%rbp), %eax
.L1873:
	movq	40(%rsp), %rdx
	movslq	%ebx, %rcx
	movl	%eax, %ebp
	addl	$1, %ebx
	movq	%r13, (%rdx,%rcx,8)
	movl	$1, %edx
	cmpl	%ebp, 16(%rsp)
	jg	.L2345
.L2198:
	movl	56(%rsp), %ecx
	movl	64(%rsp), %r9d
	movl	%ebx, %esi
	testb	%dl, %dl
	je	.L2329
	testl	%r9d, %ecx
	je	.L1868
	movq	48(%rsp), %rdi
	leaq	.LC276(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC277(%rip), %rcx
	leaq	.LC278(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2329
	.p2align 4,,10
	.p2align 3
.L2202:
	leaq	.LC101(%rip), %rsi
	movq	%r13, %rdi
	movq	%r13, %r14
	call	strcmp@PLT
	jmp	.L1870
.L2344:
	movq	%r15, %rax
	leaq	SCENARIOS(%rip), %r13
	movl	%r14d, %r15d
	movq	%rax, %r12
	movq	%r13, %r14
.L1882:
	movq	(%r14), %rax
	movq	%r12, %rdi
	movq	%rax, %rsi
	movq	%rax, 32(%rsp)
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1881
	addl	$1, %r15d
	addq	$24, %r14
	cmpl	$5, %r15d
	jne	.L1882
	movq	48(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC274(%rip), %r8
	leaq	.LC275(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2329
.L1881:
	movl	%r15d, %r14d
	movq	%r12, %r15
	movq	8(%rsp), %r12
	movl	%eax, 160(%rsp)
	xorl	%eax, %eax
	movq	280(%r12), %rdi
	movq	%rax, 1056(%rsp)
	call	free@PLT
	movslq	%r14d, %rax
	movq	%rax, 72(%rsp)
	imulq	$24, %rax, %rax
	movq	16(%r13,%rax), %rdi
	call	strdup@PLT
	movl	160(%rsp), %r8d
	testq	%rax, %rax
	movq	%rax, 280(%r12)
	movq	%rax, %rdi
	je	.L2346
	leaq	1056(%rsp), %r15
	leaq	.LC39(%rip), %r14
	movl	%r8d, 160(%rsp)
	movq	%r15, %rdx
	movq	%r14, %rsi
	call	strtok_r@PLT
	movl	160(%rsp), %r8d
	leaq	4208(%rsp), %rdi
	testq	%rax, %rax
	je	.L1886
	movl	$1, %r12d
	leaq	4208(%rsp), %rdi
	movl	%ebx, 160(%rsp)
	movq	%r12, %rbx
	movq	%rdi, %r12
	.p2align 4,,10
	.p2align 3
.L1887:
	movq	%rax, -8(%r12,%rbx,8)
	movq	%r15, %rdx
	movq	%r14, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rbx, %r8
	testq	%rax, %rax
	setne	%sil
	cmpl	$31, %ebx
	setle	%dl
	addq	$1, %rbx
	testb	%dl, %sil
	jne	.L1887
	movl	160(%rsp), %ebx
	movq	%r12, %rdi
.L1886:
	imulq	$24, 72(%rsp), %rax
	movq	32(%rsp), %xmm0
	movq	%rdi, %rdx
	movl	%r8d, %esi
	movq	48(%rsp), %rcx
	movhps	8(%r13,%rax), %xmm0
	movq	8(%rsp), %rax
	movups	%xmm0, 264(%rax)
	movq	%rax, %rdi
	call	apply_args.constprop.0
.L1885:
	addl	$2, %ebp
	testl	%eax, %eax
	sete	%dl
	jmp	.L1879
.L2340:
	leaq	.LC267(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1862
	testl	%ebp, %ebp
	je	.L1862
	leaq	2160(%rsp), %rbp
	movq	%rbx, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC268(%rip), %rdx
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	%rbp, %rdi
	call	usage_error
	movl	%eax, %r15d
	jmp	.L1859
.L2339:
	movzbl	1(%rbx), %ebp
	jmp	.L1861
.L2163:
	xorl	%eax, %eax
	jmp	.L1860
.L2341:
	leaq	216(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%r12, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L2347
	movq	216(%rsp), %rax
	movq	8(%rsp), %rcx
	movl	%eax, 168(%rcx)
	jmp	.L1864
.L2342:
	leaq	2160(%rsp), %rax
	xorl	%esi, %esi
	movq	%rax, 48(%rsp)
.L1868:
	movq	40(%rsp), %r15
	movq	8(%rsp), %rdi
	movq	48(%rsp), %rcx
	movq	%r15, %rdx
	call	apply_args.constprop.0
	movq	%r15, %rdi
	movl	%eax, %ebx
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L1951
	movq	8(%rsp), %rax
	movl	256(%rax), %r12d
	movq	248(%rax), %rbp
	testl	%r12d, %r12d
	je	.L1893
	testq	%rbp, %rbp
	je	.L2166
	cmpl	$0, 176(%rax)
	leaq	.LC246(%rip), %rdi
	jne	.L2337
.L1895:
	leaq	1056(%rsp), %rax
	movq	%rbp, %rcx
	leaq	.LC280(%rip), %rdx
	movl	$1100, %esi
	movq	%rax, %rdi
	movq	%rax, %r15
	leaq	4208(%rsp), %rbx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r15, %rdi
	movl	$1200, %edx
	movq	%rbx, %rsi
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2348
	call	fclose@PLT
	movq	%rbx, %rdi
	call	remove@PLT
.L1896:
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	leaq	528(%rsp), %rdi
	leaq	.LC282(%rip), %rdx
	movl	$96, %esi
	movq	%rdi, 40(%rsp)
	movq	264(%rbx), %rcx
	movq	272(%rbx), %r8
	call	snprintf@PLT
	cmpl	$1, 176(%rbx)
	jne	.L1898
	movq	224(%rbx), %rsi
	movq	%rsi, 32(%rsp)
	testq	%rsi, %rsi
	je	.L1899
	movq	48(%rsp), %r8
	movl	$2048, %r9d
	leaq	4208(%rsp), %rbp
	movl	$1, %ecx
	leaq	.LC164(%rip), %rdx
	movq	%rbp, %rdi
	call	numbers_open
	testl	%eax, %eax
	jne	.L1951
	movl	$8192, %edi
	call	malloc@PLT
	movq	%rax, 24(%rsp)
	testq	%rax, %rax
	je	.L2349
	movq	24(%rsp), %r12
	movq	48(%rsp), %r13
	xorl	%r14d, %r14d
	movl	$1024, %ebx
	leaq	1056(%rsp), %r15
	jmp	.L1905
	.p2align 4,,10
	.p2align 3
.L1908:
	movq	1056(%rsp), %rax
	movq	%rax, (%r12,%r14,8)
	addq	$1, %r14
.L1905:
	movl	$2048, %ecx
	movq	%r13, %rdx
	movq	%r15, %rsi
	movq	%rbp, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L2350
	cmpq	$200000000, %r14
	je	.L2351
	cmpq	%r14, %rbx
	jne	.L1908
	movq	%rbx, %rsi
	movq	%r12, %rdi
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L1909
	addq	%rbx, %rbx
	movq	%rax, %r12
	jmp	.L1908
.L2166:
	leaq	.LC245(%rip), %rdi
.L2337:
	call	usage_error
	movl	%eax, %r15d
	jmp	.L1859
.L1893:
	testq	%rbp, %rbp
	je	.L1896
	movq	8(%rsp), %rax
	cmpl	$3, 176(%rax)
	jne	.L1895
	leaq	.LC279(%rip), %rdi
	jmp	.L2337
.L1898:
	movq	8(%rsp), %rax
	movq	184(%rax), %rbp
	movq	192(%rax), %r15
	movq	%rbp, %rcx
	movq	%rbp, %r14
	orq	%r15, %rcx
	jne	.L1949
	cmpl	$0, 288(%rax)
	movabsq	$20000000000, %rdx
	movabsq	$5000000000, %rax
	cmove	%rdx, %rax
	movq	%rax, %r14
.L1949:
	movq	8(%rsp), %rax
	movq	16(%rax), %rsi
	testq	%rsi, %rsi
	jne	.L2352
.L1950:
	movq	8(%rsp), %rax
	pxor	%xmm0, %xmm0
	movsd	200(%rax), %xmm2
	movq	8(%rsp), %rax
	ucomisd	%xmm0, %xmm2
	jp	.L2199
	jne	.L2199
	cmpl	$1, 112(%rax)
	je	.L2353
	movq	8(%rsp), %rax
	movl	32(%rax), %eax
	cmpl	$1, %eax
	je	.L2161
.L1957:
	cmpl	$2, %eax
	movq	8(%rsp), %rax
	je	.L2354
	movq	40(%rax), %rcx
	testq	%r15, %r15
	jne	.L2003
	xorl	%edx, %edx
	movq	%r14, %rax
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r15
.L2003:
	movabsq	$4611686018427387903, %rsi
	movq	%r15, %rax
	mulq	%rcx
	movq	%rax, %rdi
	xorl	%eax, %eax
	cmpq	%rdi, %rsi
	sbbq	%rdx, %rax
	jc	.L2355
	leaq	-1(%r15), %rax
	movq	8(%rsp), %rdx
	imulq	%rcx, %rax
	cmpl	$0, 292(%rdx)
	movq	%r15, 96(%rdx)
	movq	%rax, 88(%rdx)
	jne	.L2000
	leaq	.LC338(%rip), %rax
	movq	%rcx, 128(%rdx)
	movq	%rax, 144(%rdx)
.L2000:
	movq	8(%rsp), %rax
	movl	164(%rax), %ebp
	movq	96(%rax), %rax
	movq	%rax, %rbx
	cmpl	$1, %ebp
	je	.L2151
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jb	.L2356
.L2008:
	cmpl	$2, %ebp
	je	.L2357
.L2007:
	movq	8(%rsp), %rax
	cmpl	$2, 112(%rax)
	movq	(%rax), %rcx
	je	.L2358
.L2013:
	movq	8(%rsp), %rax
	xorl	%edi, %edi
	xorl	%r9d, %r9d
	movq	8(%rax), %r10
	movq	%r10, %r8
	addq	%rcx, %r8
	adcq	%rdi, %r9
	testq	%r10, %r10
	je	.L2016
	movq	16(%rax), %rax
	testq	%rax, %rax
	je	.L2016
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
.L2016:
	movq	8(%rsp), %rcx
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
	addq	%rsi, %rax
	movabsq	$4611686018427387903, %rcx
	movq	%rax, %rbx
	adcq	%rdi, %rdx
	xorl	%eax, %eax
	cmpq	%rbx, %rcx
	sbbq	%rdx, %rax
	jc	.L2359
	movq	8(%rsp), %rax
	movq	248(%rax), %rcx
	movl	176(%rax), %eax
	movq	%rcx, 56(%rsp)
	testq	%rcx, %rcx
	je	.L2019
	testl	%eax, %eax
	jne	.L2019
	cmpl	$3, %ebp
	je	.L2360
	movq	8(%rsp), %rdi
	call	plan_route
	cmpl	$3, %eax
	je	.L2361
.L2060:
	movq	8(%rsp), %r15
	movl	$288, %esi
	leaq	4208(%rsp), %rbp
	leaq	448(%rsp), %r14
	movl	260(%r15), %eax
	movl	168(%r15), %ebx
	movl	%eax, 168(%rsp)
	movl	256(%r15), %eax
	leal	1(%rbx), %edi
	movl	%eax, 204(%rsp)
	call	calloc@PLT
	movq	%rbx, %rdi
	movl	$8, %esi
	movq	%rax, %r13
	movq	%rax, 72(%rsp)
	call	calloc@PLT
	movq	%rbx, %rdi
	movl	$8, %esi
	movq	%rax, %r12
	movq	%rax, 80(%rsp)
	call	calloc@PLT
	movl	$46, %ecx
	movq	%rbp, %rdi
	movq	%rax, 96(%rsp)
	movq	%rax, %rbx
	xorl	%eax, %eax
	rep stosq
	movq	40(%rsp), %rax
	movl	$20, %ecx
	leaq	752(%rsp), %rdi
	movq	%rdi, 48(%rsp)
	movq	%rax, 4216(%rsp)
	xorl	%eax, %eax
	testq	%r13, %r13
	movq	%rdi, 4232(%rsp)
	rep stosl
	movl	$12, %ecx
	movq	%r14, %rdi
	movq	%r15, 4208(%rsp)
	rep stosl
	sete	%al
	testq	%r12, %r12
	sete	%dl
	orb	%dl, %al
	jne	.L2069
	testq	%rbx, %rbx
	je	.L2069
	movq	8(%rsp), %rbx
	movq	48(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	testl	%eax, %eax
	je	.L2362
.L2069:
	movq	8(%rsp), %rax
	movq	stderr(%rip), %rdi
	leaq	.LC374(%rip), %rsi
	movq	96(%rax), %rdx
	xorl	%eax, %eax
	call	fprintf@PLT
.L2068:
	movl	$1, %r15d
.L2075:
	movq	448(%rsp), %rdi
	call	free@PLT
	movq	456(%rsp), %rdi
	call	free@PLT
	movq	464(%rsp), %rdi
	call	free@PLT
	movq	48(%rsp), %rdi
	call	buffers_free
	movq	80(%rsp), %rdi
	call	free@PLT
	movq	96(%rsp), %rdi
	call	free@PLT
	movq	72(%rsp), %rdi
	call	free@PLT
	jmp	.L1859
.L2352:
	cmpq	%rsi, 8(%rax)
	jb	.L1950
	leaq	4208(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	1056(%rsp), %rdi
	movq	%rax, %rbx
	movq	8(%rsp), %rax
	movq	8(%rax), %rsi
	call	fmt_us.constprop.0
	movq	48(%rsp), %rdi
	movq	%rbx, %r8
	leaq	.LC311(%rip), %rdx
	movq	%rax, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1951
.L2199:
	cmpl	$1, 32(%rax)
	jne	.L2363
	movq	8(%rsp), %rax
	cmpl	$1, 112(%rax)
	jne	.L1958
	movq	8(%rsp), %rax
	cmpq	$1, 120(%rax)
	jbe	.L1958
.L2162:
	movq	48(%rsp), %rdi
	leaq	.LC315(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC316(%rip), %rcx
	leaq	.LC317(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1951
.L1899:
	movq	8(%rsp), %rax
	xorl	%ebx, %ebx
	movq	%rbx, 624(%rsp)
	movq	232(%rax), %rax
	movq	%rax, %rdi
	movq	%rax, 16(%rsp)
	call	strlen@PLT
	cmpq	$255, %rax
	ja	.L2364
	movq	16(%rsp), %rcx
	movl	$256, %esi
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	leaq	4208(%rsp), %rbp
	leaq	.LC226(%rip), %rdx
	movq	%rbp, %rdi
	leaq	.LC288(%rip), %rbx
	leaq	880(%rsp), %r13
	call	snprintf@PLT
	leaq	624(%rsp), %rax
	movq	%rbp, 56(%rsp)
	movl	$2, 32(%rsp)
	movq	%rax, 24(%rsp)
.L1925:
	movq	56(%rsp), %r15
	movq	16(%rsp), %rcx
	xorl	%eax, %eax
	xorl	%r14d, %r14d
	leaq	.LC226(%rip), %rdx
	movl	$256, %esi
	movq	%r15, %rdi
	call	snprintf@PLT
	movq	24(%rsp), %rdx
	movq	%rbx, %rsi
	movq	%r15, %rdi
	call	strtok_r@PLT
	movq	%rax, %rbp
.L1913:
	testq	%rbp, %rbp
	je	.L2365
	movl	$42, %esi
	movq	%rbp, %rdi
	call	strchr@PLT
	movq	$1, 880(%rsp)
	testq	%rax, %rax
	je	.L1914
	movb	$0, (%rax)
	leaq	1(%rax), %r15
	movq	%r13, %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%r15, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L2366
.L1914:
	leaq	1056(%rsp), %r15
	leaq	752(%rsp), %rdx
	movl	$1, %esi
	movq	%rbp, %rdi
	movl	$160, %r8d
	movq	%r15, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1916
	movq	880(%rsp), %rax
	testq	%rax, %rax
	je	.L1918
	movq	752(%rsp), %rdx
	addq	%r14, %rax
	.p2align 4,,10
	.p2align 3
.L1920:
	testq	%r12, %r12
	je	.L1919
	movq	%rdx, (%r12,%r14,8)
.L1919:
	addq	$1, %r14
	cmpq	%rax, %r14
	jne	.L1920
.L1918:
	movq	24(%rsp), %rdx
	movq	%rbx, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rbp
	jmp	.L1913
.L2019:
	cmpl	$2, %eax
	je	.L2367
	cmpl	$3, %eax
	jne	.L2060
	movq	8(%rsp), %rax
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 880(%rsp)
	cmpl	$0, 32(%rax)
	jne	.L2190
	movq	%rax, %rdi
	call	closed_form_gap.part.0
	movq	%rax, %rsi
	testq	%rax, %rax
	je	.L2368
.L2061:
	leaq	.LC369(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %r15d
	call	printf@PLT
	jmp	.L1859
.L2350:
	movq	%r12, 24(%rsp)
	testl	%eax, %eax
	js	.L1906
	movq	%rbp, %rdi
	call	numbers_close
.L1912:
	movq	8(%rsp), %rdx
	leaq	304(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movl	$8, %ecx
	leaq	336(%rsp), %r13
	movq	%rdi, 72(%rsp)
	movq	248(%rdx), %rax
	movq	128(%rdx), %r12
	movaps	%xmm0, 224(%rsp)
	movq	%rax, 56(%rsp)
	xorl	%eax, %eax
	rep stosl
	movl	$8, %ecx
	movq	%r13, %rdi
	rep stosl
	leaq	0(,%r14,8), %rdi
	call	malloc@PLT
	movq	%rax, 64(%rsp)
	testq	%rax, %rax
	je	.L2369
	movq	8(%rsp), %rax
	cmpl	$0, 136(%rax)
	je	.L1928
	testq	%r14, %r14
	je	.L1929
	movq	24(%rsp), %rdx
	xorl	%ecx, %ecx
	xorl	%ebx, %ebx
	xorl	%eax, %eax
.L1930:
	movq	(%rdx,%rax,8), %rsi
	xorl	%edi, %edi
	addq	%rsi, %rcx
	adcq	%rdi, %rbx
	addq	$1, %rax
	cmpq	%r14, %rax
	jne	.L1930
	xorl	%eax, %eax
	movq	%rbx, %rdx
	cmpq	%r14, %rcx
	movl	$1, %r12d
	sbbq	%rax, %rdx
	jnc	.L2370
.L1928:
	movq	8(%rsp), %rbx
	movq	24(%rsp), %r15
	leaq	752(%rsp), %r8
	movq	%r14, %rsi
	movq	%r8, 48(%rsp)
	movl	160(%rbx), %ecx
	movq	152(%rbx), %rdx
	movq	%r15, %rdi
	call	summarise.isra.0
	movq	152(%rbx), %rcx
	movq	%r15, %rdi
	movq	%r14, %rsi
	pushq	%r9
	.cfi_def_cfa_offset 8888
	leaq	888(%rsp), %rdx
	movq	%rdx, 24(%rsp)
	pushq	%rdx
	.cfi_def_cfa_offset 8896
	movq	80(%rsp), %r9
	movq	%r12, %rdx
	movl	160(%rbx), %r8d
	call	corrected_summarise
	popq	%r10
	.cfi_def_cfa_offset 8888
	popq	%r11
	.cfi_def_cfa_offset 8880
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L2371
	movq	72(%rsp), %rbx
	movq	24(%rsp), %rdi
	movq	%r14, %rsi
	movq	%rbx, %rdx
	call	dist_of_sorted
	movq	%rbx, %rdi
	movq	%r13, %rdx
	movq	%r12, %rsi
	call	dist_correct
	movl	328(%rsp), %eax
	orl	$-1, %edi
	orl	360(%rsp), %eax
	jne	.L1933
	movq	8(%rsp), %rax
	leaq	1056(%rsp), %r15
	movq	%rbx, %rdi
	movq	%r15, %rcx
	movl	160(%rax), %edx
	movq	152(%rax), %rsi
	movl	%edx, 128(%rsp)
	movq	%rsi, 160(%rsp)
	call	dist_summarise
	movl	%eax, %edi
	testl	%eax, %eax
	je	.L2372
.L1933:
	leaq	.LC295(%rip), %rsi
	call	cannot
	movl	%eax, %r15d
.L1932:
	movq	72(%rsp), %rdi
	call	dist_free
	movq	%r13, %rdi
	call	dist_free
	movq	64(%rsp), %rdi
	call	free@PLT
.L1927:
	movq	24(%rsp), %rdi
	call	free@PLT
	jmp	.L1859
.L2397:
	testq	%rbx, %rbx
	je	.L2373
	movq	8(%rsp), %rcx
	movq	56(%rsp), %rax
	cmpl	$0, 292(%rcx)
	movq	%rax, 56(%rcx)
	movq	%rbx, 96(%rcx)
	movsd	%xmm2, 48(%rcx)
	jne	.L1975
	movsd	32(%rsp), %xmm0
	movsd	.LC73(%rip), %xmm1
	divsd	%xmm2, %xmm0
	comisd	%xmm1, %xmm0
	jnb	.L1976
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 128(%rcx)
.L1977:
	movq	8(%rsp), %rcx
	movl	$1, %edx
	movq	128(%rcx), %rax
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 128(%rcx)
	leaq	.LC328(%rip), %rax
	movq	%rax, 144(%rcx)
.L1975:
	movq	8(%rsp), %rax
	movl	164(%rax), %ebp
	cmpl	$1, %ebp
	jne	.L2008
	movq	96(%rax), %rax
.L2151:
	movq	%rax, %rbx
	movl	$1, %ebp
	leaq	.LC339(%rip), %r8
	leaq	.LC254(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L2007
.L2334:
	movq	48(%rsp), %rdi
	leaq	.LC340(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1951
.L2348:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	48(%rsp), %rbx
	movq	%rbp, %rcx
	leaq	.LC281(%rip), %rdx
	movq	%rax, %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	usage_error
	movl	%eax, %r15d
	jmp	.L1859
.L2358:
	cmpq	$0, 192(%rax)
	jne	.L2374
	movq	8(%rsp), %rax
	movq	%r14, 104(%rax)
	testq	%r14, %r14
	je	.L2013
	movq	120(%rax), %rsi
	xorl	%edx, %edx
	movq	%r14, %rax
	divq	%rcx
	leaq	1(%rsi,%rax), %rax
	cmpl	$1, %ebp
	je	.L2014
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L2013
	leaq	.LC249(%rip), %rcx
.L2015:
	movq	48(%rsp), %rdi
	leaq	.LC343(%rip), %r8
	leaq	.LC344(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1951
.L2354:
	xorl	%r11d, %r11d
	movq	48(%rsp), %r8
	movl	$2048, %r9d
	xorl	%ecx, %ecx
	movq	%r11, 296(%rax)
	movq	216(%rax), %rsi
	leaq	1056(%rsp), %rax
	leaq	.LC154(%rip), %rdx
	movq	%rax, %rdi
	movq	%rax, 32(%rsp)
	movq	%rsi, 56(%rsp)
	call	numbers_open
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L1951
	movq	1056(%rsp), %rdi
	call	fileno@PLT
	leaq	4208(%rsp), %rsi
	movl	%eax, %edi
	call	fstat@PLT
	testl	%eax, %eax
	je	.L2375
.L1980:
	xorl	%r10d, %r10d
	leaq	880(%rsp), %rax
	xorl	%r12d, %r12d
	xorl	%ebx, %ebx
	movq	%r10, 24(%rsp)
	movq	%rax, 16(%rsp)
.L1981:
	movq	48(%rsp), %rdx
	movq	16(%rsp), %rsi
	movl	$2048, %ecx
	movq	32(%rsp), %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L2376
	movq	1104(%rsp), %rax
	testl	%r13d, %r13d
	jne	.L1982
	movl	$1, %ecx
	salq	$40, %rcx
	cmpq	%rax, %rcx
	jb	.L2176
	testq	%r15, %r15
	jne	.L1984
	movq	880(%rsp), %rax
	testq	%rbp, %rbp
	je	.L1986
	cmpq	%rbp, %rax
	jnb	.L1981
.L1986:
	movq	24(%rsp), %rcx
	testq	%r12, %r12
	cmove	%rax, %rcx
	addq	$1, %r12
	movq	%rcx, 24(%rsp)
	movq	8(%rsp), %rcx
	movq	%rax, 88(%rcx)
	jmp	.L1981
.L1982:
	cmpq	$200000000, %rax
	ja	.L2177
	testq	%r15, %r15
	je	.L2338
	cmpq	%r12, %r15
	je	.L1981
.L2338:
	testq	%rbp, %rbp
	je	.L1989
	cmpq	%rbp, 880(%rsp)
	jnb	.L1981
.L1989:
	movq	8(%rsp), %rax
	movq	296(%rax), %rdi
	cmpq	%r12, %rbx
	je	.L2377
.L1992:
	movq	880(%rsp), %rax
	movq	%rax, (%rdi,%r12,8)
.L2332:
	movq	880(%rsp), %rax
	jmp	.L1986
.L1984:
	cmpq	%r12, %r15
	je	.L1981
	testq	%rbp, %rbp
	je	.L2332
	cmpq	%rbp, 880(%rsp)
	jb	.L2332
	jmp	.L1981
.L2377:
	testq	%rbx, %rbx
	je	.L1993
	movq	%rbx, %rsi
	salq	$4, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2152
	movq	8(%rsp), %rax
	addq	%rbx, %rbx
	movq	%rdi, 296(%rax)
	jmp	.L1992
.L2367:
	movq	8(%rsp), %rax
	cmpl	$0, 32(%rax)
	jne	.L2022
	movl	136(%rax), %ebx
	testl	%ebx, %ebx
	jne	.L2022
	movq	8(%rsp), %r15
	leaq	.LC170(%rip), %rsi
	leaq	LOAD_PCT.5(%rip), %r13
	movq	240(%r15), %rax
	movq	%rax, %rdi
	movq	%rax, 64(%rsp)
	call	strcmp@PLT
	movl	$32, %ecx
	pxor	%xmm0, %xmm0
	leaq	752(%rsp), %rdi
	cmpl	$1, %eax
	movl	%eax, 24(%rsp)
	movq	96(%r15), %rax
	sbbq	%r8, %r8
	imulq	40(%r15), %rax
	movq	%rdi, 48(%rsp)
	xorl	%r12d, %r12d
	andl	$3, %r8d
	movaps	%xmm0, 368(%rsp)
	xorl	%r15d, %r15d
	addq	$8, %r8
	movq	%rax, 32(%rsp)
	movl	%ebx, %eax
	rep stosl
	leaq	880(%rsp), %rax
	movq	%r8, 40(%rsp)
	movq	%rax, 16(%rsp)
	jmp	.L2037
.L2380:
	imulq	$100, 880(%rsp), %rax
	movl	0(%r13,%r15,4), %ecx
	movl	%ecx, %edx
	shrl	%edx
	addq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	%rax, 920(%rsp)
	movq	32(%rsp), %rax
	movq	%rcx, 1008(%rsp)
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, 976(%rsp)
.L2026:
	leaq	448(%rsp), %r14
	movq	16(%rsp), %rsi
	movq	%r14, %rdi
	call	buffers_init
	testl	%eax, %eax
	jne	.L2185
	cmpl	$0, 912(%rsp)
	jne	.L2378
	movq	16(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, 752(%rsp,%r12,8)
	testq	%rax, %rax
	jne	.L2030
	leaq	1056(%rsp), %rbp
	movq	16(%rsp), %rdi
	movq	%rbp, %rsi
	call	closed_form
.L2032:
	testl	%eax, %eax
	jne	.L2028
	imulq	$288, %r12, %rax
	movq	16(%rsp), %rdi
	leaq	400(%rsp), %rcx
	movq	%r14, %rsi
	leaq	4208(%rsp,%rax), %rbx
	movq	%rbx, %rdx
	call	run_once
	testl	%eax, %eax
	jne	.L2028
	movq	448(%rsp), %rdi
	call	free@PLT
	movq	456(%rsp), %rdi
	call	free@PLT
	movq	464(%rsp), %rdi
	call	free@PLT
	movq	496(%rsp), %rdi
	call	free@PLT
	movq	520(%rsp), %rdi
	call	free@PLT
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	movl	%r15d, %esi
	leaq	368(%rsp), %rdi
	call	check_outcome
	cmpl	$0, 24(%rsp)
	jne	.L2035
	movl	0(%r13,%r15,4), %eax
.L2036:
	movq	%rax, 624(%rsp,%r12,8)
	addq	$1, %r12
.L2027:
	movq	40(%rsp), %rax
	addq	$1, %r15
	cmpq	%rax, %r15
	je	.L2379
.L2037:
	cmpl	$0, 24(%rsp)
	movq	16(%rsp), %rdi
	movl	$44, %ecx
	movq	8(%rsp), %rsi
	rep movsl
	je	.L2380
	leaq	STALL_US.4(%rip), %rax
	imulq	$1000, (%rax,%r15,8), %rdx
	movq	896(%rsp), %rax
	subq	$1, %rax
	movq	%rdx, 888(%rsp)
	cmpq	%rdx, %rax
	jnb	.L2026
	jmp	.L2027
.L2371:
	leaq	.LC294(%rip), %rsi
	call	cannot
	movl	%eax, %r15d
	jmp	.L1932
.L2347:
	leaq	2160(%rsp), %rbx
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC269(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	usage_error
	movl	%eax, %r15d
	jmp	.L1859
.L1993:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2152
	movq	8(%rsp), %rax
	movl	$1024, %ebx
	movq	%rdi, 296(%rax)
	jmp	.L1992
.L2374:
	xorl	%r8d, %r8d
	movq	%r8, 104(%rax)
	jmp	.L2013
.L2370:
	movq	%rcx, %rdi
	movq	%rbx, %rsi
	movq	%r14, %rdx
	xorl	%ecx, %ecx
	call	__udivti3@PLT
	movq	%rax, %r12
	jmp	.L1928
.L2362:
	xorl	%eax, %eax
	cmpq	$0, 56(%rsp)
	setne	%al
	cmpl	$0, 32(%rbx)
	movl	%eax, 780(%rsp)
	jne	.L2381
	movq	8(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, 4224(%rsp)
	movq	%rax, %r12
	testq	%rax, %rax
	jne	.L2071
	leaq	1056(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%rax, %rsi
	movq	%rax, 32(%rsp)
	call	closed_form
.L2073:
	testl	%eax, %eax
	jne	.L2382
	cmpq	$0, 56(%rsp)
	je	.L2076
	movq	1216(%rsp), %rdx
	cmpq	$16777216, %rdx
	ja	.L2383
.L2076:
	movq	40(%rsp), %rsi
	leaq	.LC377(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %rbx
	leaq	400(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 40(%rsp)
	movq	(%rbx), %rsi
	call	fmt_us.constprop.0
	leaq	.LC378(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$0, 8(%rbx)
	je	.L2384
	movq	8(%rsp), %r15
	cmpq	$0, 16(%r15)
	jne	.L2079
	leaq	624(%rsp), %rax
	movq	24(%r15), %rsi
	movq	%rax, %rdi
	movq	%rax, 24(%rsp)
	call	fmt_us.constprop.0
	movq	8(%r15), %rsi
	movq	40(%rsp), %rdi
	movq	%rax, %rbx
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC380(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2078:
	movq	8(%rsp), %rax
	cmpl	$0, 32(%rax)
	je	.L2385
	movq	8(%rsp), %rdx
	xorl	%eax, %eax
	movq	96(%rdx), %rcx
	cmpq	$1, %rcx
	jbe	.L2082
	movq	88(%rdx), %rax
	subq	$1, %rcx
	subq	80(%rdx), %rax
	xorl	%edx, %edx
	divq	%rcx
.L2082:
	movq	40(%rsp), %rdi
	movq	%rax, %rsi
	call	fmt_us.constprop.0
	leaq	.LC383(%rip), %rdi
	movq	%rax, %rcx
	movq	8(%rsp), %rax
	movl	32(%rax), %esi
	movq	96(%rax), %rdx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2081:
	movq	8(%rsp), %rbx
	leaq	.LC8(%rip), %rax
	leaq	.LC263(%rip), %rcx
	leaq	.LC384(%rip), %rdi
	movq	120(%rbx), %rdx
	movl	112(%rbx), %esi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	104(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L2386
.L2084:
	xorl	%eax, %eax
	leaq	.LC386(%rip), %rdi
	call	printf@PLT
	movq	8(%rsp), %rax
	cmpl	$0, 136(%rax)
	jne	.L2387
	movq	8(%rsp), %rax
	movq	144(%rax), %rbx
	testq	%rbx, %rbx
	je	.L2388
.L2087:
	movq	8(%rsp), %rax
	movq	40(%rsp), %rdi
	movq	128(%rax), %rsi
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC388(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2086:
	movq	8(%rsp), %rbx
	movq	24(%rsp), %rdi
	movq	152(%rbx), %rsi
	call	fmt_us.constprop.0
	movl	160(%rbx), %ecx
	leaq	.LC389(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 32(%rbx)
	je	.L2389
	movq	8(%rsp), %rcx
	movq	96(%rcx), %rax
	movq	%rax, 16(%rsp)
	mulq	(%rcx)
	movq	88(%rcx), %rcx
	movq	%rax, %rbx
	xorl	%eax, %eax
	cmpq	%rcx, %rbx
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	setnc	%al
	movzbl	%al, %eax
.L2089:
	testl	%eax, %eax
	jne	.L2390
.L2158:
	testq	%r12, %r12
	je	.L2391
	movq	%r12, %rsi
	leaq	.LC392(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC393(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L2092:
	movl	776(%rsp), %eax
	cmpl	$2, %eax
	je	.L2392
	subl	$1, %eax
	je	.L2393
	leaq	.LC396(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L2094:
	movq	8(%rsp), %rax
	leaq	.LC397(%rip), %rdi
	movl	168(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r14, 184(%rsp)
	xorl	%r11d, %r11d
	movq	144(%rsp), %r12
	movq	%rbp, 192(%rsp)
	movq	152(%rsp), %r13
	jmp	.L2105
.L2098:
	movq	160(%rsp), %rcx
	movq	32(%rsp), %rdx
	movl	%r11d, %esi
	leaq	4560(%rsp), %rdi
	movl	%r11d, 16(%rsp)
	call	check_outcome
	movl	16(%rsp), %r11d
	testl	%r11d, %r11d
	je	.L2104
	movsd	400(%rsp), %xmm0
	movq	80(%rsp), %rcx
	leal	-1(%r11), %eax
	movsd	%xmm0, (%rcx,%rax,8)
	movq	96(%rsp), %rcx
	movsd	408(%rsp), %xmm0
	movsd	%xmm0, (%rcx,%rax,8)
.L2104:
	movq	8(%rsp), %rax
	addl	$1, %r11d
	cmpl	%r11d, 168(%rax)
	jb	.L2394
.L2105:
	movl	%r11d, %eax
	movq	72(%rsp), %rcx
	movq	48(%rsp), %rsi
	movl	%r11d, 16(%rsp)
	imulq	$288, %rax, %rax
	movq	8(%rsp), %rdi
	addq	%rcx, %rax
	movq	40(%rsp), %rcx
	movq	%rax, %rdx
	movq	%rax, 160(%rsp)
	call	run_once
	movl	16(%rsp), %r11d
	testl	%eax, %eax
	jne	.L2395
	cmpl	$0, 168(%rsp)
	je	.L2098
	testl	%r11d, %r11d
	leaq	.LC8(%rip), %rax
	leaq	.LC399(%rip), %rcx
	movl	%r11d, 112(%rsp)
	cmove	%rcx, %rax
	leaq	880(%rsp), %r8
	movabsq	$-3689348814741910323, %r15
	movabsq	$-3689348814741910324, %r14
	movq	%rax, 176(%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rax, 64(%rsp)
	movq	160(%rsp), %rax
	addq	$8, %rax
	movq	%rax, 16(%rsp)
.L2103:
	movq	64(%rsp), %rax
	movq	176(%rsp), %rdx
	leaq	.LC400(%rip), %rdi
	movq	%r8, 144(%rsp)
	movl	112(%rsp), %esi
	leaq	PCT_NAME(%rip), %rbx
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %rbp
	leaq	.LC231(%rip), %rdi
	xorl	%eax, %eax
	movq	-8(%rbp), %rsi
	call	printf@PLT
	movq	%r12, 128(%rsp)
	movq	%r13, 136(%rsp)
	movq	144(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L2099:
	movq	0(%rbp), %rdx
	movq	(%rbx), %rsi
	leaq	.LC232(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %rbp
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rax, %rbx
	jne	.L2099
	movq	16(%rsp), %rax
	movb	$0, 927(%rsp)
	movq	%r13, %r8
	movl	$47, %esi
	movl	$9, %edi
	movq	56(%rax), %rcx
	movq	64(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L2102:
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
	jc	.L2102
	movq	24(%rsp), %rbp
	leaq	(%r8,%rsi), %rcx
	leaq	.LC226(%rip), %rdx
	xorl	%eax, %eax
	movl	$48, %esi
	movq	%r8, 128(%rsp)
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rbx
	xorl	%eax, %eax
	movq	%rbp, %rdx
	leaq	.LC401(%rip), %rdi
	movq	48(%rbx), %rsi
	addq	$80, %rbx
	call	printf@PLT
	addq	$8, 64(%rsp)
	movq	64(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rcx
	movq	%rbx, 16(%rsp)
	movq	128(%rsp), %r8
	cmpq	%rax, %rcx
	jne	.L2103
	movl	112(%rsp), %r11d
	jmp	.L2098
.L2375:
	movl	4232(%rsp), %eax
	xorl	%r13d, %r13d
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%r13b
	jmp	.L1980
.L2372:
	movl	128(%rsp), %edx
	movq	160(%rsp), %rsi
	movq	%r13, %rdi
	movq	%rbp, %rcx
	call	dist_summarise
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L1933
	movq	48(%rsp), %xmm0
	leaq	240(%rsp), %rax
	movq	%rbp, %xmm7
	movq	%r14, 144(%rsp)
	movq	%rax, 160(%rsp)
	leaq	256(%rsp), %rax
	leaq	224(%rsp), %rbp
	movhps	16(%rsp), %xmm0
	movq	%rax, 128(%rsp)
	movaps	%xmm0, 240(%rsp)
	movq	%r15, %xmm0
	xorl	%r15d, %r15d
	punpcklqdq	%xmm7, %xmm0
	movq	%r12, 168(%rsp)
	xchgq	%r15, %r13
	movq	%rbp, %r12
	movaps	%xmm0, 256(%rsp)
.L1936:
	leaq	names.9(%rip), %rcx
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	(%rcx,%r13), %rbx
	movq	%rbx, %r12
	movq	%rax, %rbx
.L1937:
	movq	160(%rsp), %rax
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	movq	%r12, %rdx
	movq	%rsi, 88(%rsp)
	leaq	PCT_NAME(%rip), %rcx
	xorl	%esi, %esi
	movq	(%rax,%r13), %r14
	movq	128(%rsp), %rax
	movq	(%rcx,%rbx,8), %rcx
	movq	(%rax,%r13), %rbp
	movslq	%ebx, %rax
	addq	$1, %rbx
	movq	8(%rbp,%rax,8), %r8
	movq	8(%r14,%rax,8), %rax
	movq	%rax, 80(%rsp)
	pushq	88(%rsp)
	.cfi_def_cfa_offset 8888
	pushq	88(%rsp)
	.cfi_def_cfa_offset 8896
	movq	%rdi, 192(%rsp)
	call	check
	cmpq	$6, %rbx
	popq	%rdi
	.cfi_def_cfa_offset 8888
	popq	%r8
	.cfi_def_cfa_offset 8880
	movq	176(%rsp), %rdi
	jne	.L1937
	movq	(%r14), %rax
	movq	0(%rbp), %r8
	movq	%r12, %rbx
	xorl	%r9d, %r9d
	leaq	.LC0(%rip), %rcx
	movq	%rbx, %rdx
	xorl	%esi, %esi
	movq	%rdi, %r12
	movq	%rax, 96(%rsp)
	xorl	%eax, %eax
	movq	%rax, 104(%rsp)
	pushq	104(%rsp)
	.cfi_def_cfa_offset 8888
	pushq	104(%rsp)
	.cfi_def_cfa_offset 8896
	call	check
	movq	56(%r14), %rax
	movq	56(%rbp), %r8
	xorl	%r9d, %r9d
	leaq	.LC5(%rip), %rcx
	movq	%rbx, %rdx
	xorl	%esi, %esi
	movq	%r12, %rdi
	movq	%rax, 128(%rsp)
	xorl	%eax, %eax
	movq	%rax, 136(%rsp)
	pushq	136(%rsp)
	.cfi_def_cfa_offset 8904
	pushq	136(%rsp)
	.cfi_def_cfa_offset 8912
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 8880
	movq	64(%rbp), %r8
	movq	%rbx, %rdx
	movq	72(%rbp), %r9
	pushq	72(%r14)
	.cfi_def_cfa_offset 8888
	xorl	%esi, %esi
	movq	%r12, %rdi
	pushq	64(%r14)
	.cfi_def_cfa_offset 8896
	leaq	.LC235(%rip), %rcx
	call	check
	popq	%rax
	.cfi_def_cfa_offset 8888
	popq	%rdx
	.cfi_def_cfa_offset 8880
	cmpq	$8, %r13
	je	.L1938
	movl	$8, %r13d
	jmp	.L1936
.L2022:
	leaq	.LC350(%rip), %rdi
	call	usage_error
	movl	%eax, %r15d
	jmp	.L1859
.L2361:
	movq	8(%rsp), %rax
	movq	48(%rsp), %rbx
	movl	$1048576, %r8d
	leaq	.LC349(%rip), %rdx
	movl	$2048, %esi
	movq	96(%rax), %rcx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	usage_error
	movl	%eax, %r15d
	jmp	.L1859
.L2378:
	leaq	.LC251(%rip), %rax
	movq	%rax, 752(%rsp,%r12,8)
.L2030:
	leaq	1056(%rsp), %rbp
	movq	16(%rsp), %rdi
	xorl	%ecx, %ecx
	leaq	REFERENCE_WALK(%rip), %rsi
	movq	%rbp, %rdx
	call	walk_outcome
	jmp	.L2032
.L2035:
	movq	888(%rsp), %rax
	jmp	.L2036
.L2351:
	movq	32(%rsp), %rcx
	movq	48(%rsp), %rdi
	leaq	.LC284(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%r12, 24(%rsp)
	call	snprintf@PLT
.L1906:
	movq	%rbp, %rdi
	call	numbers_close
	movq	24(%rsp), %rdi
	call	free@PLT
	jmp	.L1951
.L2357:
	leaq	4208(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%rsi, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L2007
	movq	8(%rsp), %rax
	leaq	.LC251(%rip), %rcx
	cmpl	$0, 32(%rax)
	jne	.L2010
	movq	%rax, %rdi
	call	closed_form_gap.part.0
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L2396
.L2010:
	movq	48(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	leaq	.LC342(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1951
.L1958:
	testq	%r15, %r15
	je	.L2316
	movsd	.LC87(%rip), %xmm6
	movsd	%xmm6, 32(%rsp)
.L1960:
	movq	8(%rsp), %rax
	pxor	%xmm1, %xmm1
	xorl	%ebx, %ebx
	movabsq	$-7046029254386353131, %rdx
	movabsq	$-4658895280553007687, %r12
	movabsq	$-7723592293110705685, %rbp
	movq	208(%rax), %rax
	movq	%rax, 56(%rsp)
	leaq	(%rax,%rdx), %r13
	jmp	.L1973
.L2398:
	cmpq	%rbx, %r15
	sete	%al
.L1965:
	testb	%al, %al
	jne	.L2397
	comisd	.LC324(%rip), %xmm1
	jnb	.L1968
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rax, %rbx
	je	.L1968
	movsd	.LC73(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jnb	.L1970
	cvttsd2siq	%xmm1, %rax
.L1971:
	testq	%rbx, %rbx
	jne	.L1972
	movq	8(%rsp), %rcx
	movq	%rax, 80(%rcx)
.L1972:
	movq	8(%rsp), %rcx
	addq	$1, %rbx
	movq	%rax, 88(%rcx)
	movabsq	$-7046029254386353131, %rax
	addq	%rax, %r13
.L1973:
	movq	%r13, %rdx
	pxor	%xmm0, %xmm0
	movsd	.LC50(%rip), %xmm3
	movsd	%xmm1, 24(%rsp)
	shrq	$30, %rdx
	movsd	%xmm2, 16(%rsp)
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
	mulsd	.LC85(%rip), %xmm0
	subsd	%xmm0, %xmm3
	movapd	%xmm3, %xmm0
	call	log@PLT
	movsd	16(%rsp), %xmm2
	xorpd	.LC86(%rip), %xmm0
	movsd	24(%rsp), %xmm1
	divsd	%xmm2, %xmm0
	mulsd	32(%rsp), %xmm0
	addsd	%xmm0, %xmm1
	testq	%r15, %r15
	jne	.L2398
	testq	%r14, %r14
	js	.L1966
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L1967:
	comisd	%xmm0, %xmm1
	setnb	%al
	jmp	.L1965
.L1970:
	movapd	%xmm1, %xmm3
	subsd	%xmm0, %xmm3
	cvttsd2siq	%xmm3, %rax
	btcq	$63, %rax
	jmp	.L1971
.L1966:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1967
.L1968:
	leaq	.LC321(%rip), %r8
	leaq	.LC325(%rip), %rcx
.L2335:
	movq	48(%rsp), %rdi
	leaq	.LC323(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1951
.L2381:
	leaq	.LC251(%rip), %rax
	movq	%rax, 4224(%rsp)
	movq	%rax, %r12
.L2071:
	leaq	1056(%rsp), %rax
	movq	8(%rsp), %rdi
	xorl	%ecx, %ecx
	leaq	REFERENCE_WALK(%rip), %rsi
	movq	%rax, %rdx
	movq	%rax, 32(%rsp)
	call	walk_outcome
	jmp	.L2073
.L2376:
	movq	32(%rsp), %rdi
	movl	%eax, 16(%rsp)
	call	numbers_close
	movl	16(%rsp), %eax
	testl	%eax, %eax
	js	.L1990
	movq	8(%rsp), %rcx
	movq	296(%rcx), %rax
	movq	216(%rcx), %rdi
	movq	%rax, 72(%rcx)
	testq	%r12, %r12
	je	.L2399
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	cmpl	$0, 292(%rax)
	movq	%rdi, 64(%rax)
	movq	%r12, 96(%rax)
	movq	%rcx, 80(%rax)
	jne	.L2000
	cmpq	$1, %r12
	je	.L2001
	movq	88(%rax), %rax
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rax, 16(%rsp)
	subq	%rcx, %rsi
	leaq	-1(%r12), %rcx
	movq	%rsi, %rax
	divq	%rcx
	cmpq	%rcx, %rsi
	jb	.L2001
	movq	8(%rsp), %rcx
	movq	%rax, 128(%rcx)
	leaq	.LC335(%rip), %rax
	movq	%rax, 144(%rcx)
	jmp	.L2000
.L2176:
	leaq	.LC249(%rip), %r8
.L1983:
	movq	56(%rsp), %rcx
	leaq	.LC329(%rip), %rdx
.L2333:
	movq	48(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	32(%rsp), %rdi
	call	numbers_close
.L1990:
	movq	8(%rsp), %rbx
	movq	296(%rbx), %rdi
	call	free@PLT
	xorl	%r9d, %r9d
	movq	%r9, 296(%rbx)
	jmp	.L1951
.L2185:
	orl	$-1, %eax
.L2028:
	movq	%r14, %rdi
	movl	%eax, 8(%rsp)
	call	buffers_free
	movl	8(%rsp), %edi
	leaq	.LC351(%rip), %rsi
	call	cannot
	movl	%eax, %r15d
	jmp	.L1859
.L2177:
	leaq	.LC250(%rip), %r8
	jmp	.L1983
.L2365:
	cmpl	$1, 32(%rsp)
	jne	.L2400
	leaq	.LC247(%rip), %rax
	movq	%r12, 24(%rsp)
	movq	56(%rsp), %rbp
	movq	%rax, 32(%rsp)
	testq	%r12, %r12
	jne	.L1912
	jmp	.L1951
.L1916:
	leaq	.LC8(%rip), %r8
	movq	%r15, %rcx
	leaq	.LC290(%rip), %rdx
.L2330:
	movq	48(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %rdi
	call	free@PLT
	jmp	.L1951
.L2316:
	testq	%r14, %r14
	js	.L1961
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L1962:
	movsd	.LC87(%rip), %xmm6
	leaq	.LC321(%rip), %r8
	leaq	.LC322(%rip), %rcx
	divsd	%xmm6, %xmm0
	movsd	%xmm6, 32(%rsp)
	mulsd	%xmm2, %xmm0
	comisd	.LC320(%rip), %xmm0
	jbe	.L1960
	jmp	.L2335
.L2395:
	leaq	.LC398(%rip), %rsi
	movl	%eax, %edi
	movq	184(%rsp), %r14
	movq	192(%rsp), %rbp
	call	cannot
	movl	%eax, %r15d
	testl	%eax, %eax
	jne	.L2075
.L2097:
	movq	8(%rsp), %rbx
	movq	72(%rsp), %r13
	leaq	4240(%rsp), %r15
	leaq	4480(%rsp), %rcx
	movq	%r15, %rdx
	movq	%r15, 64(%rsp)
	movl	168(%rbx), %esi
	leaq	288(%r13), %rdi
	call	aggregate
	movl	%eax, 32(%rsp)
	testl	%eax, %eax
	jne	.L2106
	movl	168(%rbx), %edx
	movq	80(%rsp), %rsi
	leaq	4504(%rsp), %rdi
	call	stats_of
	movl	168(%rbx), %edx
	movq	96(%rsp), %rsi
	leaq	4528(%rsp), %rdi
	call	stats_of
	movq	%r14, %rdx
	xorl	%esi, %esi
	movq	%rbx, %rdi
	movl	168(%rbx), %r12d
	leaq	.LC404(%rip), %rbx
	imulq	$288, %r12, %r12
	addq	%r13, %r12
	movq	%r12, 4552(%rsp)
	call	first_stall_window
	movl	$10, %edi
	movl	%eax, 112(%rsp)
	call	putchar@PLT
	call	print_header
	leaq	.LC402(%rip), %rsi
	leaq	.LC403(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r15, %rsi
	leaq	.LC238(%rip), %rdi
	call	print_row
	movq	%rbx, %rdi
	movl	$1, %eax
	movsd	4480(%rsp), %xmm0
	call	printf@PLT
	leaq	4320(%rsp), %rax
	leaq	.LC239(%rip), %rdi
	movq	%rax, %rsi
	movq	%rax, 184(%rsp)
	call	print_row
	movq	%rbx, %rdi
	movl	$1, %eax
	movsd	4488(%rsp), %xmm0
	call	printf@PLT
	leaq	4400(%rsp), %rax
	movq	%rax, %rsi
	movq	%rax, 192(%rsp)
	leaq	.LC236(%rip), %rax
	movq	%rax, %rdi
	movq	%rax, 160(%rsp)
	call	print_row
	movq	%rbx, %rdi
	movl	$1, %eax
	movsd	4496(%rsp), %xmm0
	leaq	880(%rsp), %rbx
	call	printf@PLT
	movq	4208(%rsp), %r13
	movq	%rbx, %rdi
	movq	%rbx, 16(%rsp)
	movq	152(%r13), %rsi
	call	fmt_us.constprop.0
	movl	168(%r13), %esi
	leaq	.LC405(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	4264(%rsp), %r14
	movq	4344(%rsp), %r15
	movq	%rbx, %rdi
	movq	%r14, %rdx
	movq	%r15, %rsi
	movq	%r14, 128(%rsp)
	call	fmt_ratio.constprop.0
	leaq	.LC406(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	4272(%rsp), %rdx
	movq	4352(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC407(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	4424(%rsp), %rax
	movq	%r14, %rdx
	movq	%rbx, %rdi
	movq	%rax, %rsi
	movq	%rax, %r14
	movq	%rax, 144(%rsp)
	call	fmt_ratio.constprop.0
	leaq	.LC408(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r14, %rdx
	movq	%r15, %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC409(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	4416(%rsp), %rdx
	movq	4336(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC410(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%r8d, %r8d
.L2107:
	movq	40(%rbp,%r8,8), %rdx
	movq	120(%rbp,%r8,8), %rbx
	leaq	(%rdx,%rdx), %rax
	cmpq	%rax, %rbx
	jb	.L2108
	movl	$10, %edi
	movq	%r8, 176(%rsp)
	movq	%rdx, 168(%rsp)
	call	putchar@PLT
	movq	168(%rsp), %rsi
	movq	16(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	168(%rsp), %rdx
	movq	24(%rsp), %rdi
	movq	%rbx, %rsi
	movq	%rax, %rbp
	call	fmt_ratio.constprop.0
	movq	40(%rsp), %rdi
	movq	%rbx, %rsi
	movq	%rax, 168(%rsp)
	call	fmt_us.constprop.0
	movq	176(%rsp), %r8
	movq	168(%rsp), %rcx
	leaq	.LC412(%rip), %rdi
	movq	%rax, %rdx
	leaq	PCT_LABEL(%rip), %rax
	movslq	%r8d, %r8
	movq	(%rax,%r8,8), %rsi
	movq	%rbp, %r8
	xorl	%eax, %eax
	call	printf@PLT
.L2109:
	movq	128(%rsp), %rdx
	movq	24(%rsp), %rdi
	movq	%r15, %rsi
	call	fmt_ratio.constprop.0
	movq	40(%rsp), %rbx
	movq	%r15, %rsi
	movq	%rax, %rbp
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	movq	%rbp, %rdx
	leaq	.LC414(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	144(%rsp), %rsi
	movq	16(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	272(%r12), %rsi
	movq	%rbx, %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbp, %rdx
	leaq	.LC415(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 112(%rsp)
	movq	448(%rsp), %r15
	je	.L2110
	leaq	.LC416(%rip), %rdi
	call	puts@PLT
.L2111:
	movsd	4504(%rsp), %xmm7
	leaq	.LC418(%rip), %rdi
	movsd	4536(%rsp), %xmm3
	movl	$4, %eax
	movsd	4528(%rsp), %xmm2
	leaq	RATIOS(%rip), %rbp
	movsd	4512(%rsp), %xmm1
	leaq	.LC100(%rip), %rbx
	movapd	%xmm7, %xmm0
	leaq	224(%rbp), %r14
	movsd	%xmm3, 128(%rsp)
	movsd	%xmm2, 144(%rsp)
	movsd	%xmm1, 168(%rsp)
	movsd	%xmm7, 176(%rsp)
	call	printf@PLT
	movq	64(%rsp), %rsi
	leaq	.LC238(%rip), %rdi
	call	print_result_set
	movq	184(%rsp), %rsi
	leaq	.LC239(%rip), %rdi
	call	print_result_set
	movq	192(%rsp), %rsi
	movq	160(%rsp), %rdi
	call	print_result_set
	jmp	.L2124
.L2112:
	movq	8(%rax,%rdx,8), %rax
.L2113:
	movslq	16(%rbp), %rdx
	movq	64(%rsp), %rdi
	movslq	20(%rbp), %rcx
	imulq	$80, %rdx, %rdx
	addq	%rdi, %rdx
	cmpl	$-1, %ecx
	je	.L2401
	movq	8(%rdx,%rcx,8), %rdx
.L2115:
	testq	%rax, %rax
	je	.L2116
	testq	%rdx, %rdx
	js	.L2117
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2118:
	testq	%rax, %rax
	js	.L2119
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2120:
	divsd	%xmm1, %xmm0
	movq	16(%rsp), %rdi
	movl	$32, %esi
	leaq	.LC99(%rip), %rdx
	movl	$1, %eax
	comisd	.LC63(%rip), %xmm0
	cmovb	%rbx, %rdx
	call	snprintf@PLT
.L2123:
	movq	0(%rbp), %rsi
	movq	16(%rsp), %rdx
	xorl	%eax, %eax
	addq	$32, %rbp
	leaq	.LC419(%rip), %rdi
	call	printf@PLT
	cmpq	%r14, %rbp
	je	.L2402
.L2124:
	movslq	24(%rbp), %rax
	movq	64(%rsp), %rcx
	movslq	28(%rbp), %rdx
	imulq	$80, %rax, %rax
	addq	%rcx, %rax
	cmpl	$-1, %edx
	jne	.L2112
	movq	56(%rax), %rax
	jmp	.L2113
.L2108:
	addq	$1, %r8
	cmpq	$6, %r8
	jne	.L2107
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC413(%rip), %rdi
	call	puts@PLT
	jmp	.L2109
.L2116:
	movq	16(%rsp), %rax
	movl	$6369134, (%rax)
	jmp	.L2123
.L2401:
	movq	56(%rdx), %rdx
	jmp	.L2115
.L2119:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2120
.L2117:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2118
.L2110:
	movq	480(%rsp), %rbp
	movq	40(%rsp), %rdi
	movq	(%r15,%rbp,8), %rsi
	call	fmt_us.constprop.0
	movq	488(%rsp), %rsi
	movq	%rbp, %rdx
	leaq	.LC417(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	subq	%rbp, %rsi
	call	printf@PLT
	jmp	.L2111
.L1909:
	movq	4256(%rsp), %r8
	movq	32(%rsp), %rcx
	xorl	%eax, %eax
	leaq	.LC440(%rip), %rdx
	movq	48(%rsp), %rdi
	movl	$2048, %esi
	movq	%r12, 24(%rsp)
	call	snprintf@PLT
	jmp	.L1906
.L2001:
	movq	%rdi, %rcx
	movq	48(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC333(%rip), %r8
	leaq	.LC334(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1951
.L1938:
	movq	144(%rsp), %r14
	leaq	.LC296(%rip), %rdi
	movq	168(%rsp), %r12
	xchgq	%r13, %r15
	call	puts@PLT
	movq	32(%rsp), %rdx
	movq	40(%rsp), %rsi
	xorl	%eax, %eax
	movq	%r14, %rcx
	leaq	.LC297(%rip), %rdi
	call	printf@PLT
	movq	8(%rsp), %rbx
	leaq	400(%rsp), %rdi
	movq	152(%rbx), %rsi
	call	fmt_us.constprop.0
	movl	160(%rbx), %edx
	cmpl	$0, 136(%rbx)
	movq	%rax, %rbp
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rcx
	je	.L2171
	leaq	.LC248(%rip), %rdx
	leaq	.LC8(%rip), %rbx
.L1939:
	leaq	368(%rsp), %rdi
	movq	%r12, %rsi
	movq	%rdx, 32(%rsp)
	movq	%rcx, 8(%rsp)
	call	fmt_us.constprop.0
	movq	8(%rsp), %rcx
	movq	%rbp, %r8
	movq	32(%rsp), %rdx
	movq	%rax, %rsi
	leaq	.LC298(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC299(%rip), %rdi
	leaq	.LC300(%rip), %rbp
	call	puts@PLT
	call	print_header
	movl	$10, %edi
	call	putchar@PLT
	movq	48(%rsp), %rsi
	movq	%rbp, %rdi
	call	print_row
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC236(%rip), %rax
	movq	16(%rsp), %rsi
	movq	%rax, %rdi
	movq	%rax, 160(%rsp)
	call	print_row
	movq	%rbx, %rdx
	leaq	.LC301(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC302(%rip), %rdi
	leaq	.LC303(%rip), %rbx
	call	printf@PLT
	jmp	.L1945
.L2404:
	movq	16(%rsp), %rcx
	movq	(%rcx,%r15), %rdx
	testq	%rdx, %rdx
	js	.L1941
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1942:
	testq	%rax, %rax
	js	.L1943
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1944:
	divsd	%xmm1, %xmm0
	comisd	.LC63(%rip), %xmm0
	sbbl	%esi, %esi
	andl	$2, %esi
	addl	$1, %esi
.L1940:
	movq	%rbx, %rdi
	movl	$1, %eax
	addq	$8, %r15
	call	printf@PLT
	cmpq	$56, %r15
	je	.L2403
.L1945:
	movq	48(%rsp), %rax
	movq	(%rax,%r15), %rax
	testq	%rax, %rax
	jne	.L2404
	pxor	%xmm0, %xmm0
	movl	$3, %esi
	jmp	.L1940
.L1943:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1944
.L1941:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1942
.L2171:
	leaq	.LC8(%rip), %rbx
	movq	%rbx, %rdx
	jmp	.L1939
.L2403:
	leaq	.LC304(%rip), %rdi
	xorl	%r15d, %r15d
	call	puts@PLT
	movq	48(%rsp), %rsi
	movq	%rbp, %rdi
	call	print_result_set
	movq	16(%rsp), %rsi
	movq	160(%rsp), %rdi
	call	print_result_set
	movq	%r12, %rsi
	leaq	.LC305(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	232(%rsp), %rbx
	xorl	%eax, %eax
	movq	224(%rsp), %rsi
	leaq	.LC306(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	setne	%r15b
	cmpq	$0, 56(%rsp)
	je	.L1932
	xorl	%eax, %eax
	leaq	624(%rsp), %rdi
	movl	$12, %ecx
	movq	%r14, %rsi
	rep stosl
	movq	24(%rsp), %rdi
	movq	776(%rsp), %xmm0
	leaq	624(%rsp), %rbx
	leaq	.LC307(%rip), %rax
	movq	%rbx, %xmm6
	leaq	NAMES.8(%rip), %rcx
	movq	%rbx, %rdx
	movhps	904(%rsp), %xmm0
	movl	$2, 464(%rsp)
	movaps	%xmm0, 272(%rsp)
	movq	%rax, %xmm0
	leaq	272(%rsp), %rax
	punpcklqdq	%xmm6, %xmm0
	movq	%rax, %xmm7
	movaps	%xmm0, 448(%rsp)
	movq	%rcx, %xmm0
	punpcklqdq	%xmm7, %xmm0
	movups	%xmm0, 472(%rsp)
	call	table_from_sorted
	testl	%eax, %eax
	je	.L1946
.L1948:
	movl	$1, %r15d
.L1947:
	movq	624(%rsp), %rdi
	call	free@PLT
	movq	648(%rsp), %rdi
	call	free@PLT
	jmp	.L1932
.L2402:
	leaq	.LC420(%rip), %rbp
	leaq	.LC238(%rip), %rsi
	xorl	%eax, %eax
	movq	256(%r12), %rcx
	movq	240(%r12), %rdx
	movq	%rbp, %rdi
	call	printf@PLT
	movq	264(%r12), %rcx
	movq	%rbp, %rdi
	xorl	%eax, %eax
	movq	248(%r12), %rdx
	leaq	.LC239(%rip), %rsi
	call	printf@PLT
	movq	272(%r12), %rsi
	leaq	.LC305(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	32(%r13), %esi
	testl	%esi, %esi
	je	.L2125
	movq	96(%r13), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L2126
	leaq	-1(%rdi), %rcx
	movq	88(%r13), %rax
	xorl	%edx, %edx
	subq	80(%r13), %rax
	divq	%rcx
	movq	%rax, %rcx
.L2126:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	leaq	.LC421(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2125:
	cmpl	$0, 112(%rsp)
	je	.L2405
.L2127:
	movsd	4520(%rsp), %xmm2
	leaq	.LC425(%rip), %r13
	movsd	168(%rsp), %xmm1
	leaq	.LC238(%rip), %rsi
	movsd	176(%rsp), %xmm0
	movq	%r13, %rdi
	movl	$3, %eax
	call	printf@PLT
	leaq	.LC239(%rip), %rsi
	movq	%r13, %rdi
	movsd	4544(%rsp), %xmm2
	movsd	128(%rsp), %xmm1
	movl	$3, %eax
	movsd	144(%rsp), %xmm0
	call	printf@PLT
	cmpq	$0, 56(%rsp)
	je	.L2129
	movq	16(%rsp), %rdi
	xorl	%eax, %eax
	movl	$18, %ecx
	leaq	336(%rsp), %r13
	leaq	368(%rsp), %r15
	rep stosl
	movl	$8, %ecx
	movq	%r13, %rdi
	rep stosl
	movl	$8, %ecx
	movq	%r15, %rdi
	rep stosl
	movl	776(%rsp), %eax
	cmpl	$3, %eax
	je	.L2406
	cmpl	$2, %eax
	je	.L2407
	movq	(%r12), %rsi
	movq	752(%rsp), %rdi
	movq	%r13, %rdx
	call	dist_of_sorted
	movq	272(%r12), %rsi
	movq	%r15, %rdx
	movq	%r13, %rdi
	call	dist_correct
	movl	360(%rsp), %eax
	orl	392(%rsp), %eax
	je	.L2408
.L2146:
	orl	$-1, %r12d
.L2142:
	movq	56(%rsp), %rdx
	movq	stderr(%rip), %rdi
	xorl	%eax, %eax
	movl	%r12d, %ebp
	leaq	.LC430(%rip), %rsi
	call	fprintf@PLT
.L2143:
	movq	880(%rsp), %rdi
	call	free@PLT
	movq	904(%rsp), %rdi
	call	free@PLT
	movq	928(%rsp), %rdi
	call	free@PLT
	movq	%r13, %rdi
	call	dist_free
	movq	%r15, %rdi
	call	dist_free
	xorl	%eax, %eax
	testl	%ebp, %ebp
	setne	%al
	movl	%eax, 32(%rsp)
.L2129:
	movq	16(%rsp), %rsi
	xorl	%edi, %edi
	call	getrusage@PLT
	testl	%eax, %eax
	je	.L2409
.L2147:
	cmpq	$0, 4224(%rsp)
	leaq	.LC259(%rip), %rax
	leaq	.LC260(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC432(%rip), %rdi
	xorl	%eax, %eax
	xorl	%r15d, %r15d
	call	printf@PLT
	movq	4208(%rsp), %rax
	movq	4568(%rsp), %rbx
	leaq	.LC433(%rip), %rdi
	movq	4560(%rsp), %rsi
	movl	168(%rax), %ecx
	movq	%rbx, %rdx
	xorl	%eax, %eax
	addl	$1, %ecx
	call	printf@PLT
	testq	%rbx, %rbx
	movl	32(%rsp), %eax
	setne	%r15b
	orl	%eax, %r15d
	jmp	.L2075
.L2014:
	cmpq	$200000000, %rax
	jbe	.L2013
	leaq	.LC254(%rip), %rcx
	jmp	.L2015
.L2353:
	cmpq	$1, 120(%rax)
	ja	.L2162
	movq	8(%rsp), %rax
	movl	32(%rax), %eax
	cmpl	$1, %eax
	jne	.L1957
	ucomisd	%xmm0, %xmm2
	jp	.L1958
	jne	.L1958
.L2161:
	movq	48(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC318(%rip), %rcx
	leaq	.LC319(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1951
.L2360:
	leaq	.LC348(%rip), %rdi
	call	usage_error
	movl	%eax, %r15d
	jmp	.L1859
.L2382:
	leaq	.LC375(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %r15d
	jmp	.L2075
.L1976:
	subsd	%xmm1, %xmm0
	movq	8(%rsp), %rcx
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 128(%rcx)
	btcq	$63, 128(%rcx)
	jmp	.L1977
.L2379:
	cmpl	$0, 24(%rsp)
	jne	.L2410
	leaq	.LC170(%rip), %rsi
	leaq	.LC434(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %r15
	movq	16(%rsp), %rbx
	movq	(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC435(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC436(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC437(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	32(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC438(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC256(%rip), %rsi
.L2149:
	leaq	.LC8(%rip), %r13
	leaq	.LC354(%rip), %rbp
	xorl	%eax, %eax
	leaq	.LC352(%rip), %rdx
	leaq	.LC353(%rip), %rdi
	call	printf@PLT
	movq	%r13, %rcx
	movq	%r13, %rdx
	movq	%rbp, %rdi
	leaq	.LC238(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC39(%rip), %r15
	call	printf@PLT
	movq	%r13, %rcx
	movq	%r13, %rdx
	movq	%rbp, %rdi
	leaq	.LC239(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC356(%rip), %r14
	call	printf@PLT
	movq	%r13, %rcx
	movq	%r13, %rdx
	movq	%rbp, %rdi
	leaq	.LC236(%rip), %rsi
	xorl	%eax, %eax
	movl	$3, %ebp
	call	printf@PLT
	movq	%r13, %rdx
	movq	%r13, %rsi
	xorl	%eax, %eax
	leaq	.LC355(%rip), %rdi
	leaq	.LC359(%rip), %r13
	call	printf@PLT
	leaq	.LC360(%rip), %rbx
.L2040:
	movq	%r14, %rdx
	leaq	.LC357(%rip), %rsi
	leaq	.LC358(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r13, %rdx
	movq	%r15, %rsi
	xorl	%eax, %eax
	leaq	.LC358(%rip), %rdi
	call	printf@PLT
	xorl	%eax, %eax
	movq	%rbx, %rdx
	movq	%r15, %rsi
	leaq	.LC358(%rip), %rdi
	call	printf@PLT
	subl	$1, %ebp
	jne	.L2040
	movl	$10, %edi
	xorl	%ebp, %ebp
	movq	%r12, %r13
	call	putchar@PLT
.L2041:
	cmpq	%r13, %rbp
	je	.L2411
	cmpl	$0, 24(%rsp)
	movq	624(%rsp,%rbp,8), %rsi
	jne	.L2042
	leaq	.LC361(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L2043:
	movq	48(%rsp), %rax
	leaq	.LC257(%rip), %rsi
	leaq	.LC363(%rip), %rdi
	leaq	COL.3(%rip), %r14
	cmpq	$0, (%rax,%rbp,8)
	leaq	.LC258(%rip), %rax
	cmove	%rax, %rsi
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	call	printf@PLT
	imulq	$36, %rbp, %rax
	movq	%rbp, 32(%rsp)
	movq	%r13, 40(%rsp)
	movq	16(%rsp), %r13
	movq	%rax, 8(%rsp)
.L2045:
	movslq	%r12d, %rbp
	movq	8(%rsp), %rax
	xorl	%ebx, %ebx
	imulq	$10, %rbp, %rbp
	addq	%rax, %rbp
.L2049:
	movslq	(%r14,%rbx,4), %rax
	movq	%r13, %rdi
	addq	%rbp, %rax
	movq	4216(%rsp,%rax,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	testq	%rbx, %rbx
	je	.L2412
	xorl	%eax, %eax
	movq	%r15, %rsi
	leaq	.LC358(%rip), %rdi
	call	printf@PLT
	cmpq	$2, %rbx
	jne	.L2187
	addl	$1, %r12d
	cmpl	$3, %r12d
	jne	.L2045
	movq	32(%rsp), %rbp
	movl	$10, %edi
	movq	40(%rsp), %r13
	call	putchar@PLT
	addq	$1, %rbp
	jmp	.L2041
.L2412:
	leaq	.LC357(%rip), %rsi
	leaq	.LC358(%rip), %rdi
	xorl	%eax, %eax
	movl	$1, %ebx
	call	printf@PLT
	jmp	.L2049
.L2187:
	movl	$2, %ebx
	jmp	.L2049
.L2042:
	movq	16(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC362(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2043
.L2411:
	leaq	.LC364(%rip), %rdi
	xorl	%ebx, %ebx
	movq	%r13, %r12
	call	puts@PLT
	leaq	PCT_NAME(%rip), %rbp
	leaq	.LC366(%rip), %r15
	movq	%rbx, %r13
.L2051:
	cmpq	%r12, %r13
	je	.L2413
	movq	624(%rsp,%r13,8), %rdx
	movq	64(%rsp), %rsi
	leaq	.LC365(%rip), %rdi
	xorl	%eax, %eax
	leaq	12+COL.3(%rip), %r14
	call	printf@PLT
	imulq	$36, %r13, %rcx
	movq	%r13, 8(%rsp)
	xorl	%eax, %eax
	movq	%r12, 16(%rsp)
.L2052:
	movslq	%eax, %rdx
	movq	%rax, 32(%rsp)
	leaq	COL.3(%rip), %rbx
	imulq	$10, %rdx, %rdx
	movq	%rcx, 40(%rsp)
	leaq	(%rcx,%rdx), %r12
	leaq	SET_NAME(%rip), %rdx
	movq	(%rdx,%rax,8), %r13
.L2053:
	movslq	(%rbx), %rax
	movq	%r13, %rsi
	movq	%r15, %rdi
	addq	$4, %rbx
	leaq	(%r12,%rax), %rdx
	movq	4216(%rsp,%rdx,8), %rcx
	movq	0(%rbp,%rax,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L2053
	movq	32(%rsp), %rax
	movq	40(%rsp), %rcx
	addq	$1, %rax
	cmpq	$3, %rax
	jne	.L2052
	movq	8(%rsp), %r13
	movq	48(%rsp), %rax
	leaq	.LC260(%rip), %rsi
	leaq	.LC367(%rip), %rdi
	movq	16(%rsp), %r12
	cmpq	$0, (%rax,%r13,8)
	leaq	.LC259(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	addq	$1, %r13
	call	printf@PLT
	jmp	.L2051
.L2413:
	movq	376(%rsp), %rbp
	movq	368(%rsp), %rsi
	movq	%r13, %rcx
	xorl	%eax, %eax
	leaq	.LC368(%rip), %rdi
	movq	%rbp, %rdx
	call	printf@PLT
	movq	56(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2057
	movl	24(%rsp), %ecx
	xorl	%eax, %eax
	leaq	.LC262(%rip), %rsi
	leaq	sweep_writer(%rip), %rdx
	movq	%r13, 1080(%rsp)
	movl	$1, %r15d
	testl	%ecx, %ecx
	leaq	1056(%rsp), %rcx
	sete	%al
	movl	%eax, 1056(%rsp)
	leaq	624(%rsp), %rax
	movq	%rax, %xmm0
	leaq	4208(%rsp), %rax
	movq	%rax, %xmm7
	leaq	.LC261(%rip), %rax
	cmove	%rax, %rsi
	punpcklqdq	%xmm7, %xmm0
	movups	%xmm0, 1064(%rsp)
	call	export_file
	testl	%eax, %eax
	jne	.L1859
.L2057:
	xorl	%r15d, %r15d
	testq	%rbp, %rbp
	setne	%r15b
	jmp	.L1859
.L2368:
	movq	8(%rsp), %rbx
	leaq	1056(%rsp), %rbp
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	call	closed_form
	testl	%eax, %eax
	jne	.L2064
	leaq	4208(%rsp), %r12
	xorl	%ecx, %ecx
	leaq	REFERENCE_WALK(%rip), %rsi
	movq	%rbx, %rdi
	movq	%r12, %rdx
	call	walk_outcome
	testl	%eax, %eax
	jne	.L2064
	leaq	880(%rsp), %rbx
	xorl	%esi, %esi
	movq	%rbp, %rcx
	movq	%r12, %rdx
	movq	%rbx, %rdi
	xorl	%r15d, %r15d
	call	check_outcome
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	1328(%rsp), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 8888
	movq	%rbx, %rdi
	leaq	.LC371(%rip), %rcx
	leaq	.LC372(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 8896
	movq	4496(%rsp), %r8
	call	check
	movq	904(%rsp), %rbx
	leaq	.LC373(%rip), %rdi
	xorl	%eax, %eax
	movq	896(%rsp), %rsi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	popq	%rsi
	.cfi_def_cfa_offset 8888
	popq	%rdi
	.cfi_def_cfa_offset 8880
	setne	%r15b
	jmp	.L1859
.L2190:
	leaq	.LC251(%rip), %rsi
	jmp	.L2061
.L2064:
	leaq	.LC370(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %r15d
	jmp	.L1859
.L2386:
	movq	40(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC385(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2084
.L2385:
	movq	40(%rsp), %rdi
	movq	40(%rax), %rsi
	movq	96(%rax), %rbx
	call	fmt_us.constprop.0
	leaq	.LC382(%rip), %rdi
	movq	%rax, %rsi
	movq	%rbx, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2081
.L2079:
	movq	8(%rsp), %r15
	leaq	880(%rsp), %rax
	movq	%rax, %rdi
	movq	24(%r15), %rsi
	call	fmt_us.constprop.0
	movq	16(%r15), %rsi
	movq	%rax, %rbx
	leaq	624(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 24(%rsp)
	call	fmt_us.constprop.0
	movq	8(%r15), %rsi
	movq	40(%rsp), %rdi
	movq	%rax, %r13
	call	fmt_us.constprop.0
	movq	%rbx, %rcx
	movq	%r13, %rdx
	leaq	.LC381(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2078
.L2384:
	leaq	.LC379(%rip), %rdi
	call	puts@PLT
	leaq	624(%rsp), %rax
	movq	%rax, 24(%rsp)
	jmp	.L2078
.L2364:
	movq	48(%rsp), %rdi
	leaq	.LC285(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC286(%rip), %rcx
	leaq	.LC287(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1951
.L2394:
	movq	184(%rsp), %r14
	movq	192(%rsp), %rbp
	jmp	.L2097
.L2366:
	leaq	.LC162(%rip), %r8
	movq	%r15, %rcx
	leaq	.LC289(%rip), %rdx
	jmp	.L2330
.L2400:
	testq	%r14, %r14
	je	.L1924
	leaq	0(,%r14,8), %rdi
	call	malloc@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	je	.L1924
	movl	$1, 32(%rsp)
	jmp	.L1925
.L2390:
	leaq	.LC390(%rip), %rdi
	call	puts@PLT
	jmp	.L2158
.L2392:
	movq	792(%rsp), %rdx
	movl	$65536, %ecx
	leaq	.LC394(%rip), %rdi
	xorl	%eax, %eax
	movq	784(%rsp), %rsi
	call	printf@PLT
	jmp	.L2094
.L2391:
	movl	$29, %esi
	leaq	.LC391(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2092
.L2393:
	leaq	.LC395(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2094
.L1961:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1962
.L2388:
	leaq	.LC264(%rip), %rbx
	jmp	.L2087
.L2387:
	leaq	.LC387(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2086
.L2389:
	movq	8(%rsp), %rax
	movq	40(%rax), %rcx
	cmpq	%rcx, (%rax)
	setnb	%al
	movzbl	%al, %eax
	jmp	.L2089
.L1924:
	movq	16(%rsp), %rcx
	movq	48(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC291(%rip), %r8
	leaq	.LC292(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1951
.L2405:
	movq	480(%rsp), %r13
	xorl	%eax, %eax
	movq	456(%rsp), %r9
	leaq	.LC422(%rip), %rdi
	movq	(%r9,%r13,8), %rcx
	movq	(%r15,%r13,8), %rdx
	movq	%r13, %rsi
	movq	%r9, 64(%rsp)
	leaq	0(,%r13,8), %rbp
	call	printf@PLT
	leaq	1(%r13), %rax
	movq	64(%rsp), %r9
	cmpq	472(%rsp), %rax
	jb	.L2414
.L2128:
	movq	488(%rsp), %rdx
	leaq	.LC424(%rip), %rdi
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%r13, %rsi
	call	printf@PLT
	jmp	.L2127
.L2355:
	movq	48(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC336(%rip), %rcx
	leaq	.LC337(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1951
.L2414:
	movq	8(%r9,%rbp), %rdx
	movq	8(%r15,%rbp), %rsi
	leaq	.LC423(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2128
.L2383:
	movq	stderr(%rip), %rdi
	movl	$16777216, %ecx
	leaq	.LC376(%rip), %rsi
	xorl	%eax, %eax
	movl	$2, %r15d
	call	fprintf@PLT
	jmp	.L2075
.L2152:
	movq	1104(%rsp), %r8
	movq	56(%rsp), %rcx
	leaq	.LC330(%rip), %rdx
	jmp	.L2333
.L1866:
	addq	$8824, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC270(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	jmp	usage_error
.L2396:
	.cfi_restore_state
	movq	8(%rsp), %rax
	leaq	.LC253(%rip), %rcx
	cmpl	$0, 112(%rax)
	jne	.L2010
	cmpq	$1, 120(%rax)
	leaq	.LC252(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L2010
.L2106:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC411(%rip), %rdi
	call	fwrite@PLT
	jmp	.L2068
.L2399:
	movq	%rdi, %rcx
	movq	48(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC331(%rip), %r8
	leaq	.LC332(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1951
.L2363:
	movq	48(%rsp), %rdi
	leaq	.LC312(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC313(%rip), %rcx
	leaq	.LC314(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1951
.L1946:
	leaq	648(%rsp), %rbp
	movq	%r13, %rdi
	movq	%rbp, %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L1948
	movq	%rbx, %rcx
	movq	56(%rsp), %rdi
	leaq	hgrm_writer(%rip), %rbx
	leaq	.LC308(%rip), %rsi
	movq	%rbx, %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L1948
	movq	56(%rsp), %rdi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC309(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L1948
	movq	56(%rsp), %rdi
	leaq	448(%rsp), %rcx
	leaq	spectrum_writer(%rip), %rdx
	leaq	.LC310(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L1948
	jmp	.L1947
.L2346:
	movq	48(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC272(%rip), %r8
	leaq	.LC273(%rip), %rdx
	call	snprintf@PLT
	orl	$-1, %eax
	jmp	.L1885
.L2408:
	movq	16(%rsp), %rdx
	movq	(%r12), %rsi
	movq	752(%rsp), %rdi
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L2146
	movq	80(%r12), %rsi
	movq	760(%rsp), %rdi
	leaq	904(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L2146
.L2336:
	leaq	928(%rsp), %rsi
	movq	%r15, %rdi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L2146
	leaq	272(%rsp), %rax
	xorl	%ebp, %ebp
	leaq	HGRM.2(%rip), %rbx
	movq	%rax, 32(%rsp)
.L2136:
	imulq	$10, %rbp, %rax
	movq	32(%rsp), %rdx
	leaq	0(%rbp,%rbp,2), %r14
	movq	(%rbx,%rbp), %rsi
	movq	56(%rsp), %rdi
	movq	24(%r12,%rax), %rax
	movq	%rax, (%rdx,%rbp)
	movq	16(%rsp), %rax
	leaq	hgrm_writer(%rip), %rdx
	addq	%rax, %r14
	movq	%r14, %rcx
	call	export_file
	testl	%eax, %eax
	jne	.L2146
	cmpl	$0, 204(%rsp)
	jne	.L2138
.L2140:
	addq	$8, %rbp
	cmpq	$24, %rbp
	jne	.L2136
	leaq	.LC427(%rip), %rax
	movq	40(%rsp), %rcx
	movq	56(%rsp), %rdi
	leaq	spectrum_writer(%rip), %rdx
	movq	%rax, %xmm0
	leaq	NAMES.0(%rip), %rax
	leaq	.LC310(%rip), %rsi
	movl	$3, 416(%rsp)
	movhps	16(%rsp), %xmm0
	movaps	%xmm0, 400(%rsp)
	movq	%rax, %xmm0
	movhps	32(%rsp), %xmm0
	movups	%xmm0, 424(%rsp)
	call	export_file
	movl	%eax, %ebp
	testl	%eax, %eax
	jne	.L2146
	movq	24(%rsp), %rdx
	movq	8(%rsp), %rdi
	movl	$20, %esi
	call	first_stall_window
	testl	%eax, %eax
	je	.L2415
	jns	.L2416
	movq	624(%rsp), %rdi
	call	free@PLT
	movq	632(%rsp), %rdi
	call	free@PLT
	movq	640(%rsp), %rdi
	call	free@PLT
	jmp	.L2146
.L2407:
	movl	360(%rsp), %eax
	xorl	%ebp, %ebp
	jmp	.L2131
.L2133:
	addq	$1, %rbp
.L2131:
	cmpq	792(%rsp), %rbp
	jnb	.L2417
	movq	800(%rsp), %rdx
	movq	(%rdx,%rbp,8), %r8
	testq	%r8, %r8
	je	.L2133
	testl	%eax, %eax
	jne	.L2133
	movq	784(%rsp), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r13, %rdi
	imulq	%rbp, %rsi
	call	dist_add.part.0
	movl	360(%rsp), %eax
	jmp	.L2133
.L2417:
	movq	272(%r12), %rsi
	movq	%r15, %rdx
	movq	%r13, %rdi
	movl	%eax, 32(%rsp)
	call	dist_correct
	movl	32(%rsp), %eax
	orl	392(%rsp), %eax
	jne	.L2146
	movq	16(%rsp), %rsi
	leaq	784(%rsp), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L2146
	leaq	904(%rsp), %rsi
	leaq	808(%rsp), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L2146
	jmp	.L2336
.L2406:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC426(%rip), %rdi
	call	fwrite@PLT
	movl	$1, 32(%rsp)
	jmp	.L2129
.L2138:
	leaq	VALUES.1(%rip), %rax
	movq	56(%rsp), %rdi
	movq	%r14, %rcx
	leaq	values_writer(%rip), %rdx
	movq	(%rax,%rbp), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L2140
	jmp	.L2146
.L2416:
	leaq	.LC429(%rip), %rdi
	call	puts@PLT
	movq	624(%rsp), %rdi
	call	free@PLT
	movq	632(%rsp), %rdi
	call	free@PLT
	movq	640(%rsp), %rdi
	call	free@PLT
	jmp	.L2143
.L2415:
	movq	8(%rsp), %rax
	movq	56(%rsp), %rdi
	leaq	304(%rsp), %rcx
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC428(%rip), %rsi
	movq	%rax, 304(%rsp)
	movq	24(%rsp), %rax
	movq	%rax, 312(%rsp)
	movq	272(%r12), %rax
	movq	%rax, 320(%rsp)
	call	export_file
	movq	624(%rsp), %rdi
	movl	%eax, %r12d
	call	free@PLT
	movq	632(%rsp), %rdi
	call	free@PLT
	movq	640(%rsp), %rdi
	call	free@PLT
	testl	%r12d, %r12d
	je	.L2143
	jmp	.L2142
.L2410:
	leaq	.LC439(%rip), %rsi
	leaq	.LC434(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %r15
	movq	16(%rsp), %rbx
	movq	(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC435(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC436(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC437(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	32(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC438(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC255(%rip), %rsi
	jmp	.L2149
.L2349:
	movq	32(%rsp), %rcx
	movq	48(%rsp), %rdi
	movl	$2048, %esi
	leaq	.LC283(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1906
.L2369:
	movq	stderr(%rip), %rdi
	leaq	.LC293(%rip), %rdx
	leaq	.LC98(%rip), %rsi
	movl	$1, %r15d
	call	fprintf@PLT
	jmp	.L1927
.L2409:
	movq	4232(%rsp), %rax
	movq	912(%rsp), %rsi
	leaq	.LC431(%rip), %rdi
	movl	24(%rax), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2147
.L2373:
	leaq	.LC326(%rip), %r8
	leaq	.LC327(%rip), %rcx
	jmp	.L2335
.L2359:
	movq	48(%rsp), %rdi
	leaq	.LC345(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC346(%rip), %rcx
	leaq	.LC347(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1951
.L2356:
	leaq	.LC341(%rip), %r8
	leaq	.LC249(%rip), %rcx
	jmp	.L2334
	.cfi_endproc
	.section	.text.unlikely
	.cfi_startproc
	.type	run_options.constprop.0.cold, @function
run_options.constprop.0.cold:
.LFSB238:
.L1929:
	.cfi_def_cfa_offset 8880
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	ud2
	.cfi_endproc
.LFE238:
	.text
	.size	run_options.constprop.0, .-run_options.constprop.0
	.section	.text.unlikely
	.size	run_options.constprop.0.cold, .-run_options.constprop.0.cold
.LCOLDE442:
	.text
.LHOTE442:
	.section	.rodata.str1.1
.LC446:
	.string	"default"
.LC447:
	.string	"seed 000"
.LC448:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC451:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC452:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC453:
	.string	"--self-test"
.LC454:
	.string	"rank n=1 p=0"
.LC455:
	.string	"rank n=1 p=100"
.LC456:
	.string	"rank n=1 p=0 ceil"
.LC457:
	.string	"rank n=1 p=100 ceil"
.LC458:
	.string	"rank n=10 p=0"
.LC459:
	.string	"rank n=10 p=100"
.LC460:
	.string	"rank n=10 p=50"
.LC461:
	.string	"rank n=10 p=95 rounds half up"
.LC462:
	.string	"rank n=10 p=94.9 rounds down"
.LC463:
	.string	"rank n=10 p=90.1 ceil"
.LC464:
	.string	"rank n=119980 p=99"
.LC465:
	.string	"rank n=119980 p=99.9"
.LC466:
	.string	"rank n=119980 p=99 ceil"
.LC467:
	.string	"rank n=2^62 p=99.99 exact"
.LC469:
	.string	"hdr fixture corrected count"
.LC470:
	.string	"hdr fixture correct_co"
.LC471:
	.string	"hdr fixture corrected p50"
.LC472:
	.string	"hdr fixture corrected p90"
.LC473:
	.string	"hdr fixture corrected p99"
.LC474:
	.string	"hdr fixture corrected max"
.LC475:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC476:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC477:
	.string	"correction of one interval"
.LC478:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC479:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC480:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC481:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC482:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC483:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC486:
	.string	"reference server agrees, start %lu"
	.align 8
.LC488:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC489:
	.string	"in service at a stall: extended by it"
	.align 8
.LC490:
	.string	"starting in a stall: waits for its end"
	.align 8
.LC491:
	.string	"corrected set without its terms, in memory and in passes, e %lu, values below %lu: fields that differ"
	.align 8
.LC492:
	.string	"the brute-force buffer was allocated"
	.section	.rodata.str1.1
.LC493:
	.string	"200us"
.LC494:
	.string	"0.3us"
.LC495:
	.string	"0.5s"
.LC496:
	.string	"1.000000001s"
.LC497:
	.string	"250"
.LC498:
	.string	"0.5ns"
.LC499:
	.string	"ms"
.LC500:
	.string	"-1ms"
.LC501:
	.string	"5parsecs"
.LC502:
	.string	"1.ms"
.LC503:
	.string	"99999999999999999999s"
.LC504:
	.string	"4611686018427387904ns"
	.section	.rodata.str1.8
	.align 8
.LC505:
	.ascii	"usage: ben"
	.string	"ch [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr); 3 --cross-check found no closed form."
	.section	.rodata.str1.1
.LC506:
	.string	"%s%s%s"
.LC507:
	.string	"  %s\n"
.LC508:
	.string	"  %-24s %.*s\n"
.LC509:
	.string	"  %-24s %s\n"
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB205:
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
	movdqa	.LC443(%rip), %xmm0
	leaq	1072(%rsp), %rbx
	movq	%rbx, %rdi
	rep stosq
	movaps	%xmm0, 1072(%rsp)
	movdqa	.LC444(%rip), %xmm0
	leaq	.LC447(%rip), %rax
	leaq	.LC446(%rip), %rcx
	movq	%rax, %xmm6
	movq	$200000, 1112(%rsp)
	movaps	%xmm0, 1088(%rsp)
	movdqa	.LC445(%rip), %xmm0
	movq	$1000000, 1224(%rsp)
	movups	%xmm0, 1192(%rsp)
	movq	%rcx, %xmm0
	movl	$31, 1240(%rsp)
	punpcklqdq	%xmm6, %xmm0
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
.L2489:
	movslq	%r15d, %rax
	movq	(%r12,%rax,8), %r13
	cmpb	$45, 0(%r13)
	jne	.L2506
	cmpb	$104, 1(%r13)
	jne	.L2506
	cmpb	$0, 2(%r13)
	jne	.L2506
	movl	$-1, %eax
	leaq	.LC212(%rip), %r13
.L2478:
	leaq	32+OPTIONS(%rip), %rbx
	xorl	%r14d, %r14d
	jmp	.L2483
	.p2align 4,,10
	.p2align 3
.L2479:
	addl	$1, %r14d
	cmpl	$30, %r14d
	je	.L2482
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	addq	$32, %rbx
	call	strcmp@PLT
.L2483:
	testl	%eax, %eax
	jne	.L2479
	movslq	%r14d, %r14
	leaq	OPTIONS(%rip), %rax
	salq	$5, %r14
	addq	%r14, %rax
	movl	8(%rax), %edx
	testl	%edx, %edx
	jne	.L2533
	addl	$1, %r15d
.L2482:
	addl	$1, %r15d
	cmpl	%r15d, %ebp
	jg	.L2489
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
.L2506:
	.cfi_restore_state
	leaq	.LC101(%rip), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
	jmp	.L2478
.L2533:
	movq	(%rax), %rdi
	leaq	.LC212(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2482
	leaq	.LC505(%rip), %rdi
	leaq	OPTIONS(%rip), %r14
	call	puts@PLT
	leaq	4032(%rsp), %rax
	leaq	960(%r14), %r15
	movq	%rax, 8(%rsp)
	leaq	.LC39(%rip), %r13
	leaq	.LC8(%rip), %r12
	jmp	.L2488
	.p2align 4,,10
	.p2align 3
.L2485:
	testq	%rbx, %rbx
	je	.L2486
.L2535:
	movq	8(%rsp), %rsi
	movl	%ebx, %edx
	movq	%rbp, %rcx
	xorl	%eax, %eax
	subl	%ebp, %edx
	leaq	.LC508(%rip), %rdi
	addq	$32, %r14
	call	printf@PLT
	leaq	1(%rbx), %rdx
	movq	%r12, %rsi
	xorl	%eax, %eax
	leaq	.LC509(%rip), %rdi
	call	printf@PLT
	cmpq	%r15, %r14
	je	.L2434
.L2488:
	movq	24(%r14), %rbp
	movl	$10, %esi
	movq	%rbp, %rdi
	call	strchr@PLT
	movq	16(%r14), %r9
	movq	%r13, %r8
	movq	%rax, %rbx
	testq	%r9, %r9
	je	.L2534
.L2484:
	movq	8(%rsp), %rdi
	movq	(%r14), %rcx
	xorl	%eax, %eax
	movl	$64, %esi
	leaq	.LC506(%rip), %rdx
	call	snprintf@PLT
	movq	8(%rsp), %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	jbe	.L2485
	movq	8(%rsp), %rsi
	leaq	.LC507(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 4032(%rsp)
	testq	%rbx, %rbx
	jne	.L2535
.L2486:
	movq	%rbp, %rdi
	addq	$32, %r14
	call	strlen@PLT
	movq	8(%rsp), %rsi
	movq	%rbp, %rcx
	leaq	.LC508(%rip), %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r15, %r14
	jne	.L2488
.L2434:
	xorl	%ebx, %ebx
	jmp	.L2418
	.p2align 4,,10
	.p2align 3
.L2534:
	movq	%r12, %r9
	movq	%r12, %r8
	jmp	.L2484
.L2419:
	movq	8(%rsi), %r13
	leaq	.LC448(%rip), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2536
	leaq	.LC453(%rip), %rsi
	movq	%r13, %rdi
	movl	$1, %r15d
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2420
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC454(%rip), %rdi
	leaq	raw.15(%rip), %rbp
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC455(%rip), %rdi
	movl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC456(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC457(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC458(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC459(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC460(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC461(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC462(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC463(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC464(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC465(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC466(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC467(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movdqa	.LC468(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
.L2435:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.L2435
	movq	$100000000, 80000+raw.15(%rip)
	xorl	%ecx, %ecx
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L2440
.L2537:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L2439
.L2440:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %esi
	cmpq	$9999, %rax
	jbe	.L2436
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rsi
.L2436:
	addq	%rcx, %rsi
	movq	%rsi, %rcx
	jnc	.L2537
	xorl	%ecx, %ecx
.L2439:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	fixed.14(%rip), %r12
	movl	$20000, %esi
	leaq	.LC469(%rip), %rdi
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
	leaq	.LC470(%rip), %rdi
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
	leaq	.LC471(%rip), %rdi
	leaq	192(%rsp), %r12
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	240(%rsp), %rcx
	leaq	.LC472(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	248(%rsp), %rcx
	leaq	.LC473(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	272(%rsp), %rcx
	leaq	.LC474(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	288(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	296(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC475(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC476(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC477(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC478(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC479(%rip), %rdi
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
	jne	.L2442
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%r12, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 216(%rsp)
	jne	.L2442
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%r12, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L2442:
	movq	200(%rsp), %r11
	movq	192(%rsp), %rcx
	xorl	%r10d, %r10d
	xorl	%edi, %edi
.L2444:
	cmpq	%r11, %r10
	je	.L2494
	xorl	%r9d, %r9d
	cmpq	$0, 24(%rcx)
	je	.L2446
.L2450:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	0(%rbp,%rdi,8), %r8
	je	.L2448
	.p2align 4,,10
	.p2align 3
.L2445:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L2445
	leaq	1(%rdi,%rdx), %rdi
.L2448:
	addq	$1, %r9
	cmpq	24(%rcx), %r9
	jb	.L2450
.L2446:
	addq	$1, %r10
	addq	$32, %rcx
	jmp	.L2444
.L2536:
	movl	$1, %r12d
	leaq	4032(%rsp), %rax
	movl	$7, %ebp
	orq	$-1, %r13
	movq	%rax, 8(%rsp)
.L2424:
	movq	8(%rsp), %rsi
	movl	$1, %edi
	movl	$3, %ebx
	call	clock_gettime@PLT
	movq	4040(%rsp), %r15
	movl	$20000000, %eax
	imulq	$1000000000, 4032(%rsp), %r14
	.p2align 4,,10
	.p2align 3
.L2423:
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	subl	$1, %eax
	jne	.L2423
	movq	8(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	4040(%rsp), %rax
	imulq	$1000000000, 4032(%rsp), %rdx
	subq	%r15, %rdx
	addq	%rdx, %rax
	subq	%r14, %rax
	cmpq	%rax, %r13
	cmova	%rax, %r13
	subl	$1, %ebp
	jne	.L2424
	testq	%r13, %r13
	js	.L2425
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm0
.L2426:
	movsd	.LC449(%rip), %xmm4
	movl	$1, %r12d
	divsd	%xmm0, %xmm4
	movl	$7, %ebp
	orq	$-1, %r13
	movq	%xmm4, %r14
.L2428:
	movq	8(%rsp), %rsi
	movl	$1, %edi
	movl	$3, %ebx
	call	clock_gettime@PLT
	movq	4040(%rsp), %r15
	movl	$20000000, %eax
	imulq	$1000000000, 4032(%rsp), %rcx
	.p2align 4,,10
	.p2align 3
.L2427:
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	subl	$1, %eax
	jne	.L2427
	movq	8(%rsp), %rsi
	movl	$1, %edi
	movq	%rcx, 16(%rsp)
	call	clock_gettime@PLT
	movq	4040(%rsp), %rax
	imulq	$1000000000, 4032(%rsp), %rdx
	subq	%r15, %rdx
	movq	16(%rsp), %rcx
	addq	%rdx, %rax
	subq	%rcx, %rax
	cmpq	%rax, %r13
	cmova	%rax, %r13
	subl	$1, %ebp
	jne	.L2428
	movq	%r14, %xmm4
	testq	%r13, %r13
	js	.L2429
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm0
.L2430:
	movsd	.LC450(%rip), %xmm5
	movapd	%xmm4, %xmm1
	movsd	%xmm4, 16(%rsp)
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	movsd	%xmm5, 8(%rsp)
	call	fmax@PLT
	movsd	16(%rsp), %xmm4
	movsd	8(%rsp), %xmm5
	movapd	%xmm4, %xmm2
	subsd	%xmm5, %xmm2
	andpd	.LC49(%rip), %xmm2
	mulsd	.LC63(%rip), %xmm2
	divsd	%xmm0, %xmm2
	movsd	.LC47(%rip), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L2538
.L2431:
	movl	$5, %edx
	movl	$7, %esi
	movapd	%xmm5, %xmm1
	xorl	%ebx, %ebx
	movapd	%xmm4, %xmm0
	leaq	.LC452(%rip), %rdi
	movl	$3, %eax
	call	printf@PLT
	jmp	.L2418
.L2494:
	xorl	%r11d, %r11d
	movq	%rbp, 16(%rsp)
	leaq	4032(%rsp), %rax
	leaq	304(%rsp), %r14
	movq	%r11, 32(%rsp)
	leaq	384(%rsp), %r13
	movq	%rdi, %r15
	movq	%rax, 8(%rsp)
.L2449:
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
	leaq	.LC480(%rip), %rdi
	call	expect
	leaq	RANK_NAME(%rip), %rcx
	addl	%eax, %ebx
	movq	32(%rsp), %rax
	movq	(%rcx,%rax,8), %r9
.L2451:
	movq	8(%rsp), %rdi
	movl	$64, %esi
	movq	%r9, 24(%rsp)
	leaq	-8+PCT_NAME(%rip), %rax
	movq	(%rax,%rbp), %rcx
	leaq	.LC481(%rip), %rdx
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
	jne	.L2451
	movq	360(%rsp), %rcx
	movq	440(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC482(%rip), %rdi
	call	expect
	movq	368(%rsp), %rcx
	movq	376(%rsp), %r8
	leaq	.LC483(%rip), %rdi
	movq	448(%rsp), %rsi
	movq	456(%rsp), %rdx
	addl	%eax, %ebx
	call	expect
	addl	%eax, %ebx
	cmpq	$0, 32(%rsp)
	jne	.L2539
	movq	$1, 32(%rsp)
	jmp	.L2449
.L2539:
	movq	%r12, %rdi
	leaq	starts.13(%rip), %r12
	leaq	.LC486(%rip), %r14
	call	dist_free
	movl	$36, %ecx
	xorl	%eax, %eax
	movdqa	.LC484(%rip), %xmm0
	leaq	736(%rsp), %rdi
	leaq	80(%r12), %r15
	movaps	%xmm0, 704(%rsp)
	movdqa	.LC485(%rip), %xmm0
	leaq	704(%rsp), %rbp
	rep stosl
	movaps	%xmm0, 720(%rsp)
	jmp	.L2456
.L2541:
	leaq	1100(%r13), %rdx
.L2453:
	movq	16(%rsp), %rcx
	movq	8(%rsp), %rdi
	movq	%rdx, %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	addq	$8, %r12
	call	expect
	addl	%eax, %ebx
	cmpq	%r15, %r12
	je	.L2540
.L2456:
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
	jbe	.L2453
	cmpq	$1999, %r13
	jbe	.L2541
	cmpq	$2999, %r13
	jbe	.L2497
	movdqa	.LC487(%rip), %xmm7
	movaps	%xmm7, 2432(%rsp)
	cmpq	$7000, %rdx
	jbe	.L2453
	leaq	2432(%rsp), %rdi
	movl	$5000, %r9d
	movl	$100, %ecx
	movq	%r13, %rsi
	movl	$1000, %r8d
	call	serve_stalls.constprop.0
	movq	%rax, %rdx
	jmp	.L2453
.L2540:
	movl	$100, %edx
	movl	$1900, %esi
	movq	%rbp, %rdi
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$2000, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC488(%rip), %rdi
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
	leaq	.LC489(%rip), %rdi
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
	leaq	.LC490(%rip), %rdi
	call	expect
	movl	$3200000, %edi
	addl	%eax, %ebx
	call	malloc@PLT
	xorl	%r10d, %r10d
	xorl	%r8d, %r8d
	movl	%ebx, 132(%rsp)
	movq	%rax, 48(%rsp)
	movq	%r8, %rbx
	movl	%r10d, 128(%rsp)
.L2457:
	movabsq	$7880283046040289696, %rax
	imulq	%rbx, %rax
	addq	$42, %rax
	cmpq	$0, 48(%rsp)
	movq	%rax, 64(%rsp)
	setne	%bpl
	cmpq	$5, %rbx
	ja	.L2505
	testb	%bpl, %bpl
	je	.L2505
	leaq	E.12(%rip), %rax
	movq	%rbx, 136(%rsp)
	leaq	2432(%rsp), %r14
	movabsq	$-7046029254386353131, %r12
	movabsq	$-4658895280553007687, %r13
	movq	(%rax,%rbx,8), %r10
	leaq	TOP.11(%rip), %rax
	movabsq	$-7723592293110705685, %r15
	movq	%rax, 40(%rsp)
	leaq	(%r10,%r10,2), %r11
	movq	%r11, %rbp
	movq	%r10, %r11
.L2473:
	movq	40(%rsp), %rax
	movq	64(%rsp), %rsi
	movq	%r14, %rdi
	xorl	%ecx, %ecx
	movq	(%rax), %r8
	.p2align 4,,10
	.p2align 3
.L2459:
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
	jne	.L2459
	movabsq	$-7253301275344703384, %rax
	movq	32(%rsp), %r9
	addq	%rax, 64(%rsp)
	movq	%r14, %rsi
	leaq	1600(%r14), %rdi
	xorl	%ecx, %ecx
	jmp	.L2464
	.p2align 4,,10
	.p2align 3
.L2543:
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	je	.L2542
.L2464:
	movq	(%rsi), %rax
	movq	%r9, %r10
	cmpq	%r11, %rax
	jb	.L2460
	xorl	%edx, %edx
	divq	%r11
	movq	%rax, %r10
.L2460:
	addq	%rcx, %r10
	movq	%r10, %rcx
	setc	%r10b
	movzbl	%r10b, %r10d
	jnc	.L2543
	movl	$0, 24(%rsp)
	xorl	%r10d, %r10d
.L2463:
	leaq	464(%rsp), %rax
	movq	%r10, 56(%rsp)
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
	movq	%r8, 144(%rsp)
	movq	%rbp, 152(%rsp)
	movq	%r11, %rbp
.L2472:
	movq	48(%rsp), %rcx
	movq	%rbp, %rdx
	movl	$200, %esi
	movq	%r14, %rdi
	movl	$400000, %r8d
	call	correct_co
	movq	72(%rsp), %r8
	movl	24(%rsp), %ecx
	movl	$1000, %edx
	movq	48(%rsp), %rdi
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
.L2466:
	movq	16(%rsp), %rbp
	movq	%rbx, %rdi
	movl	%edx, %ebx
	.p2align 4,,10
	.p2align 3
.L2467:
	movq	0(%rbp), %rsi
	call	cqr_add
	movq	%rbp, %rax
	subq	$8, %rbp
	cmpq	%r14, %rax
	jne	.L2467
	movl	%ebx, %edx
	movq	%rdi, %rbx
	leal	1(%rdx), %eax
	movl	%eax, 1908(%rsp)
	testl	%edx, %edx
	je	.L2544
	call	cqr_end_pass.part.0
	movl	1912(%rsp), %esi
	testl	%esi, %esi
	jle	.L2470
.L2545:
	movl	1908(%rsp), %edx
	jmp	.L2466
.L2544:
	call	cqr_first_end
	movl	1912(%rsp), %esi
	testl	%esi, %esi
	jg	.L2545
.L2470:
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
	movdqa	(%rax), %xmm3
	movq	%rcx, 184(%rsp)
	movq	120(%rsp), %rcx
	movdqa	16(%rax), %xmm7
	movq	%rsi, 680(%rsp)
	movq	%rdx, 696(%rsp)
	movups	%xmm3, (%rcx)
	movdqa	32(%rax), %xmm3
	movq	%rdx, 176(%rsp)
	movq	%rsi, 160(%rsp)
	movups	%xmm7, 16(%rcx)
	movups	%xmm3, 32(%rcx)
	movaps	%xmm3, 80(%rsp)
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
.L2471:
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
	jne	.L2471
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
	jne	.L2546
	movl	$1, 24(%rsp)
	jmp	.L2472
.L2542:
	cmpq	$400000, %rcx
	jbe	.L2547
.L2465:
	addq	$8, 40(%rsp)
	movq	40(%rsp), %rax
	leaq	32+TOP.11(%rip), %rcx
	cmpq	%rcx, %rax
	jne	.L2473
	movq	136(%rsp), %rbx
	addq	$1, %rbx
	jmp	.L2457
.L2546:
	movq	%rbp, %r11
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r10, 24(%rsp)
	movq	144(%rsp), %r8
	movq	%r11, %rcx
	leaq	880(%rsp), %rbx
	leaq	.LC491(%rip), %rdx
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
	jmp	.L2465
.L2505:
	movq	48(%rsp), %rdi
	movl	132(%rsp), %ebx
	call	free@PLT
	xorl	%r8d, %r8d
	movzbl	%bpl, %ecx
	xorl	%edx, %edx
	movl	$1, %esi
	leaq	.LC492(%rip), %rdi
	leaq	.LC497(%rip), %rbp
	call	expect
	movl	128(%rsp), %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC493(%rip), %rdi
	addl	%ecx, %eax
	movl	$200000, %ecx
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC494(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC495(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC496(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC267(%rip), %rdi
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
	leaq	.LC498(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC499(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC500(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC501(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC502(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC503(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC504(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L2418
.L2497:
	movl	$3100, %edx
	jmp	.L2453
.L2547:
	xorl	%r9d, %r9d
	movl	%r9d, 24(%rsp)
	jmp	.L2463
.L2425:
	movq	%r13, %rax
	andl	$1, %r13d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r13, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2426
.L2538:
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm4
	jbe	.L2431
	movapd	%xmm2, %xmm3
	movl	$7, %esi
	movapd	%xmm5, %xmm2
	xorl	%ebx, %ebx
	movapd	%xmm4, %xmm1
	movapd	%xmm4, %xmm0
	movl	$4, %eax
	leaq	.LC451(%rip), %rdi
	call	printf@PLT
	jmp	.L2418
.L2429:
	movq	%r13, %rax
	andl	$1, %r13d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r13, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2430
	.cfi_endproc
.LFE205:
	.size	main, .-main
	.section	.rodata.str1.1
.LC510:
	.string	"closed (from actual send)"
.LC511:
	.string	"open (from intended send)"
.LC512:
	.string	"corrected closed"
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	NAMES.0, @object
	.size	NAMES.0, 24
NAMES.0:
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
	.type	VALUES.1, @object
	.size	VALUES.1, 24
VALUES.1:
	.quad	.LC513
	.quad	.LC514
	.quad	.LC515
	.section	.rodata.str1.1
.LC516:
	.string	"closed.hgrm"
.LC517:
	.string	"open.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.2, @object
	.size	HGRM.2, 24
HGRM.2:
	.quad	.LC516
	.quad	.LC517
	.quad	.LC309
	.section	.rodata
	.align 8
	.type	COL.3, @object
	.size	COL.3, 12
COL.3:
	.long	0
	.long	2
	.long	3
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
.LC518:
	.string	"0%"
.LC519:
	.string	"90%"
.LC520:
	.string	"99%"
.LC521:
	.string	"99.9%"
.LC522:
	.string	"99.99%"
.LC523:
	.string	"99.999%"
	.section	.data.rel.ro.local
	.align 32
	.type	XTICK.7, @object
	.size	XTICK.7, 48
XTICK.7:
	.quad	.LC518
	.quad	.LC519
	.quad	.LC520
	.quad	.LC521
	.quad	.LC522
	.quad	.LC523
	.align 16
	.type	NAMES.8, @object
	.size	NAMES.8, 16
NAMES.8:
	.quad	.LC300
	.quad	.LC236
	.align 16
	.type	names.9, @object
	.size	names.9, 16
names.9:
	.quad	.LC300
	.quad	.LC236
	.section	.rodata.str1.1
.LC524:
	.string	"ns"
.LC525:
	.string	"us"
	.section	.data.rel.ro.local
	.align 32
	.type	units.10, @object
	.size	units.10, 64
units.10:
	.quad	.LC524
	.quad	1
	.quad	.LC525
	.quad	1000
	.quad	.LC499
	.quad	1000000
	.quad	.LC263
	.quad	1000000000
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
.LC526:
	.string	"open_closed_p99"
.LC527:
	.string	"open / closed, p99"
.LC528:
	.string	"open_closed_p999"
.LC529:
	.string	"open / closed, p99.9"
.LC530:
	.string	"open_closed_slow"
	.section	.rodata.str1.8
	.align 8
.LC531:
	.string	"open / closed, share above the slow line"
	.section	.rodata.str1.1
.LC532:
	.string	"closed_max_p99"
.LC533:
	.string	"closed max / closed p99"
.LC534:
	.string	"corrected_closed_p99"
.LC535:
	.string	"corrected / closed, p99"
.LC536:
	.string	"open_corrected_p99"
.LC537:
	.string	"open / corrected, p99"
.LC538:
	.string	"open_corrected_p90"
.LC539:
	.string	"open / corrected, p90"
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 224
RATIOS:
	.quad	.LC526
	.quad	.LC527
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC528
	.quad	.LC529
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC530
	.quad	.LC531
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	.LC532
	.quad	.LC533
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	.LC534
	.quad	.LC535
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC536
	.quad	.LC537
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC538
	.quad	.LC539
	.long	1
	.long	1
	.long	2
	.long	1
	.section	.rodata.str1.1
.LC540:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC541:
	.string	"service time of one request (100us)"
	.align 8
.LC542:
	.string	"fixed schedule: request i due at i*T (200us)"
	.align 8
.LC543:
	.string	"length of each stall, 0 for none (200ms)"
	.align 8
.LC544:
	.string	"time between stall starts, 0 for one stall (1s)"
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
	.section	.rodata.str1.1
.LC549:
	.string	"fixed|poisson"
	.section	.rodata.str1.8
	.align 8
.LC550:
	.string	"fixed (default) or Poisson arrivals"
	.section	.rodata.str1.1
.LC551:
	.string	"R"
	.section	.rodata.str1.8
	.align 8
.LC552:
	.string	"Poisson rate, requests a second"
	.section	.rodata.str1.1
.LC553:
	.string	"X"
.LC554:
	.string	"Poisson seed (0)"
.LC555:
	.string	"FILE"
	.section	.rodata.str1.8
	.align 8
.LC556:
	.string	"replay due times: one integer ns a line, non-decreasing"
	.section	.rodata.str1.1
.LC557:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC558:
	.string	"how the closed loop treats slots it missed"
	.section	.rodata.str1.1
.LC559:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC560:
	.string	"C closed loops share the schedule (1)"
	.section	.rodata.str1.1
.LC561:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC562:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.section	.rodata.str1.1
.LC563:
	.string	"the slow line (1ms)"
.LC564:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC565:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.align 8
.LC566:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC567:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC568:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.section	.rodata.str1.1
.LC569:
	.string	"as QUICK=1"
	.section	.rodata.str1.8
	.align 8
.LC570:
	.string	"also every rep's checked numbers, a line a set"
	.section	.rodata.str1.1
.LC571:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC572:
	.string	"default, feed-10ms-stall, one-2s-stall,\nhundred-requests, hundred-requests-exercise"
	.align 8
.LC573:
	.string	"correct a recorded trace: one latency a line (ns or a unit)"
	.section	.rodata.str1.1
.LC574:
	.string	"LIST"
	.section	.rodata.str1.8
	.align 8
.LC575:
	.string	"the same from a list: 2ms*99,1000ms"
	.section	.rodata.str1.1
.LC576:
	.string	"load|stall"
	.section	.rodata.str1.8
	.align 8
.LC577:
	.string	"one table over load 10-95% or stall length"
	.section	.rodata.str1.1
.LC578:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC579:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC580:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.align 8
.LC581:
	.string	"the closed form against the reference simulation;\nexit 0 if they agree, 1 if not, 3 if no closed form holds"
	.align 8
.LC582:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC583:
	.string	"run the unit checks and exit"
.LC584:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 960
OPTIONS:
	.quad	.LC101
	.long	0
	.zero	4
	.quad	.LC540
	.quad	.LC541
	.quad	.LC105
	.long	0
	.zero	4
	.quad	.LC540
	.quad	.LC542
	.quad	.LC108
	.long	0
	.zero	4
	.quad	.LC540
	.quad	.LC543
	.quad	.LC110
	.long	0
	.zero	4
	.quad	.LC540
	.quad	.LC544
	.quad	.LC112
	.long	0
	.zero	4
	.quad	.LC540
	.quad	.LC545
	.quad	.LC116
	.long	0
	.zero	4
	.quad	.LC540
	.quad	.LC546
	.quad	.LC119
	.long	0
	.zero	4
	.quad	.LC547
	.quad	.LC548
	.quad	.LC142
	.long	0
	.zero	4
	.quad	.LC549
	.quad	.LC550
	.quad	.LC147
	.long	0
	.zero	4
	.quad	.LC551
	.quad	.LC552
	.quad	.LC151
	.long	0
	.zero	4
	.quad	.LC553
	.quad	.LC554
	.quad	.LC154
	.long	0
	.zero	4
	.quad	.LC555
	.quad	.LC556
	.quad	.LC155
	.long	0
	.zero	4
	.quad	.LC557
	.quad	.LC558
	.quad	.LC161
	.long	0
	.zero	4
	.quad	.LC559
	.quad	.LC560
	.quad	.LC122
	.long	0
	.zero	4
	.quad	.LC561
	.quad	.LC562
	.quad	.LC114
	.long	0
	.zero	4
	.quad	.LC540
	.quad	.LC563
	.quad	.LC126
	.long	0
	.zero	4
	.quad	.LC564
	.quad	.LC565
	.quad	.LC139
	.long	0
	.zero	4
	.quad	.LC547
	.quad	.LC566
	.quad	.LC131
	.long	0
	.zero	4
	.quad	.LC567
	.quad	.LC568
	.quad	.LC217
	.long	1
	.zero	4
	.quad	0
	.quad	.LC569
	.quad	.LC219
	.long	1
	.zero	4
	.quad	0
	.quad	.LC570
	.quad	.LC271
	.long	0
	.zero	4
	.quad	.LC571
	.quad	.LC572
	.quad	.LC164
	.long	0
	.zero	4
	.quad	.LC555
	.quad	.LC573
	.quad	.LC165
	.long	0
	.zero	4
	.quad	.LC574
	.quad	.LC575
	.quad	.LC169
	.long	0
	.zero	4
	.quad	.LC576
	.quad	.LC577
	.quad	.LC166
	.long	0
	.zero	4
	.quad	.LC578
	.quad	.LC579
	.quad	.LC218
	.long	1
	.zero	4
	.quad	0
	.quad	.LC580
	.quad	.LC220
	.long	1
	.zero	4
	.quad	0
	.quad	.LC581
	.quad	.LC448
	.long	2
	.zero	4
	.quad	0
	.quad	.LC582
	.quad	.LC453
	.long	2
	.zero	4
	.quad	0
	.quad	.LC583
	.quad	.LC212
	.long	2
	.zero	4
	.quad	0
	.quad	.LC584
	.section	.rodata.str1.1
.LC585:
	.string	"feed-10ms-stall"
.LC586:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC587:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC588:
	.string	"one-2s-stall"
.LC589:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC590:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC591:
	.string	"hundred-requests"
.LC592:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC593:
	.string	"--trace-values 2ms*99,1000ms --expected-interval 10ms --rank ceil"
	.section	.rodata.str1.1
.LC594:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC595:
	.string	"--trace-values 2ms*99,200ms --expected-interval 50ms --rank ceil"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 120
SCENARIOS:
	.quad	.LC446
	.quad	.LC447
	.quad	.LC8
	.quad	.LC585
	.quad	.LC586
	.quad	.LC587
	.quad	.LC588
	.quad	.LC589
	.quad	.LC590
	.quad	.LC591
	.quad	.LC592
	.quad	.LC593
	.quad	.LC594
	.quad	.LC592
	.quad	.LC595
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC207
	.quad	.LC210
	.quad	.LC206
	.align 32
	.type	REFERENCE_WALK, @object
	.size	REFERENCE_WALK, 56
REFERENCE_WALK:
	.quad	.LC259
	.quad	ref_walker_start
	.quad	ref_walker_hand
	.quad	ref_walker_run
	.quad	ref_walker_end
	.quad	ref_walker_totals
	.quad	ref_mean_interval
	.section	.rodata.str1.1
.LC596:
	.string	"general"
	.section	.data.rel.ro.local
	.align 32
	.type	GENERAL_WALK, @object
	.size	GENERAL_WALK, 56
GENERAL_WALK:
	.quad	.LC596
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
	.quad	.LC238
	.quad	.LC239
	.quad	.LC236
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
	.quad	.LC356
	.quad	.LC597
	.quad	.LC359
	.quad	.LC360
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
	.quad	.LC356
	.quad	.LC597
	.quad	.LC359
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
	.quad	.LC132
	.quad	.LC133
	.quad	.LC135
	.quad	.LC136
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 16
RANK_NAME:
	.quad	.LC127
	.quad	.LC128
	.align 16
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 24
CLOSED_NAME:
	.quad	.LC156
	.quad	.LC157
	.quad	.LC158
	.section	.rodata.str1.1
.LC602:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC143
	.quad	.LC144
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
	.set	.LC47,.LC184+8
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
.LC150:
	.long	-1577058304
	.long	1114446484
	.align 8
.LC183:
	.long	0
	.long	1090021888
	.section	.rodata.cst16
	.align 16
.LC184:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC185:
	.long	0
	.long	1093567616
	.align 8
.LC186:
	.long	-858993459
	.long	1072745676
	.align 8
.LC192:
	.long	0
	.long	1081524224
	.align 8
.LC320:
	.long	0
	.long	1114636288
	.align 8
.LC324:
	.long	0
	.long	1137704960
	.section	.rodata.cst16
	.align 16
.LC443:
	.quad	100000
	.quad	200000000
	.align 16
.LC444:
	.quad	1000000000
	.quad	500000000
	.align 16
.LC445:
	.quad	1
	.quad	200000
	.section	.rodata.cst8
	.align 8
.LC449:
	.long	0
	.long	1101206224
	.align 8
.LC450:
	.long	0
	.long	1102879800
	.section	.rodata.cst16
	.align 16
.LC468:
	.quad	1000
	.quad	1000
	.align 16
.LC484:
	.quad	100
	.quad	1000
	.align 16
.LC485:
	.quad	5000
	.quad	2000
	.align 16
.LC487:
	.quad	7000
	.quad	1
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
