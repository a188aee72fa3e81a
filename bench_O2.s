	.file	"bench.c"
	.text
	.p2align 4
	.type	serve_stalls, @function
serve_stalls:
.LFB38:
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
	jb	.L2
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
.L2:
	cmpq	%rsi, %rcx
	jnb	.L4
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
.L4:
	movq	%rbx, 8(%rdi)
	movq	%rsi, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	movq	%rcx, (%rdi)
	ret
	.cfi_endproc
.LFE38:
	.size	serve_stalls, .-serve_stalls
	.p2align 4
	.type	default_shape, @function
default_shape:
.LFB46:
	.cfi_startproc
	movl	72(%rdi), %esi
	xorl	%eax, %eax
	testl	%esi, %esi
	jne	.L7
	movl	152(%rdi), %ecx
	testl	%ecx, %ecx
	jne	.L7
	cmpq	$1, 160(%rdi)
	je	.L13
.L7:
	ret
	.p2align 4,,10
	.p2align 3
.L13:
	movl	8(%rdi), %edx
	testl	%edx, %edx
	jne	.L7
	xorl	%eax, %eax
	cmpq	$0, 40(%rdi)
	sete	%al
	ret
	.cfi_endproc
.LFE46:
	.size	default_shape, .-default_shape
	.p2align 4
	.type	cmp_u64, @function
cmp_u64:
.LFB56:
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
.LFE56:
	.size	cmp_u64, .-cmp_u64
	.p2align 4
	.type	cmp_u128, @function
cmp_u128:
.LFB57:
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
.LFE57:
	.size	cmp_u128, .-cmp_u128
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB87:
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
.LFE87:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	sort_fits, @function
sort_fits:
.LFB89:
	.cfi_startproc
	xorl	%eax, %eax
	cmpq	$1048576, 136(%rdi)
	ja	.L19
	movl	152(%rdi), %ecx
	leaq	by_kind.5(%rip), %rdx
	movl	$1, %eax
	cmpl	$3, (%rdx,%rcx,4)
	je	.L24
.L19:
	ret
.L24:
	movq	144(%rdi), %rdx
	testq	%rdx, %rdx
	je	.L19
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
.LFE89:
	.size	sort_fits, .-sort_fits
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB115:
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
.LFE115:
	.size	cmp_vc, .-cmp_vc
	.p2align 4
	.type	set_text, @function
set_text:
.LFB151:
	.cfi_startproc
	movq	56(%rsi), %rax
	movq	%rdx, (%rdi,%rax)
	movq	80(%rsi), %rax
	testq	%rax, %rax
	je	.L27
	movl	$1, (%rdi,%rax)
.L27:
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE151:
	.size	set_text, .-set_text
	.p2align 4
	.type	set_flag, @function
set_flag:
.LFB152:
	.cfi_startproc
	movq	56(%rsi), %rax
	movl	$1, (%rdi,%rax)
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE152:
	.size	set_flag, .-set_flag
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC0:
	.string	" (negative)"
.LC1:
	.string	""
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC2:
	.string	"the unit must be ns, us, ms or s"
	.align 8
.LC3:
	.string	"give a unit (ns, us, ms or s), e.g. 200us"
	.align 8
.LC4:
	.string	"'%s' is not a time%s: use a number and a unit (ns, us, ms, s), e.g. 200us or 0.5s"
	.section	.rodata.str1.1
.LC5:
	.string	"2^62 ns (about 146 years)"
	.section	.rodata.str1.8
	.align 8
.LC6:
	.string	"'%s' is too large: times must stay below %s"
	.section	.rodata.str1.1
.LC7:
	.string	"a digit must follow the point"
.LC8:
	.string	"'%s' is not a time: %s"
.LC9:
	.string	"at most nine after the point"
	.section	.rodata.str1.8
	.align 8
.LC10:
	.string	"'%s' has too many decimals: %s"
	.align 8
.LC11:
	.string	"use a finer unit or fewer decimals"
	.align 8
.LC12:
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
	ja	.L33
	movq	%rdi, %rcx
	movsbq	%bl, %rbx
	movl	$10, %edi
	jmp	.L34
	.p2align 4,,10
	.p2align 3
.L43:
	movq	%rbx, %rax
	mulq	%rdi
	movq	%rax, %rbx
	jo	.L39
	movsbq	%sil, %rsi
	addq	%rsi, %rbx
	jc	.L39
.L34:
	movq	%rcx, %rax
	movzbl	1(%rcx), %ebp
	addq	$1, %rcx
	leal	-48(%rbp), %esi
	cmpb	$9, %sil
	jbe	.L43
	movl	$1, %r13d
	xorl	%r14d, %r14d
	cmpb	$46, %bpl
	je	.L71
.L44:
	movq	$0, 24(%rsp)
	leaq	units.6(%rip), %r12
.L49:
	movq	(%r12), %rsi
	movq	%rcx, %rdi
	movq	%rcx, (%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rcx
	testl	%eax, %eax
	jne	.L48
	movq	8(%r12), %rax
	movq	%rax, 24(%rsp)
.L48:
	addq	$16, %r12
	leaq	64+units.6(%rip), %rax
	cmpq	%r12, %rax
	jne	.L49
	testb	%bpl, %bpl
	je	.L50
	cmpq	$0, 24(%rsp)
	je	.L72
	movq	24(%rsp), %rax
.L70:
	imulq	%rax, %r14
.L53:
	movq	%r14, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	%rdx, %rsi
	movq	%rax, %r11
	testq	%rdx, %rdx
	jne	.L73
	movq	24(%rsp), %rax
	movq	%r11, %rcx
	mulq	%rbx
	xorl	%ebx, %ebx
	addq	%rax, %rcx
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	sbbq	%rbx, %rsi
	jc	.L39
.L54:
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
.L39:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC5(%rip), %r8
	leaq	.LC6(%rip), %rdx
	call	snprintf@PLT
.L36:
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
.L50:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L59
	movq	%r14, %rcx
	orq	%rbx, %rcx
	je	.L54
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L70
	leaq	.LC3(%rip), %r8
.L51:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC8(%rip), %rdx
	call	snprintf@PLT
	jmp	.L36
	.p2align 4,,10
	.p2align 3
.L71:
	movzbl	1(%rcx), %ebp
	leaq	2(%rax), %rsi
	leal	-48(%rbp), %ecx
	cmpb	$9, %cl
	ja	.L74
	addq	$11, %rax
	.p2align 4,,10
	.p2align 3
.L46:
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
	ja	.L75
	cmpq	%rsi, %rax
	jne	.L46
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC9(%rip), %r8
	leaq	.LC10(%rip), %rdx
	call	snprintf@PLT
	jmp	.L36
.L59:
	movq	$1, 24(%rsp)
	jmp	.L53
.L75:
	movq	%rsi, %rcx
	jmp	.L44
.L33:
	cmpb	$45, %al
	leaq	.LC1(%rip), %r8
	movq	%rdi, %rcx
	movq	16(%rsp), %rsi
	leaq	.LC0(%rip), %rax
	movq	8(%rsp), %rdi
	leaq	.LC4(%rip), %rdx
	cmove	%rax, %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L36
.L72:
	leaq	.LC2(%rip), %r8
	jmp	.L51
.L73:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC11(%rip), %r8
	leaq	.LC12(%rip), %rdx
	call	snprintf@PLT
	jmp	.L36
.L74:
	leaq	.LC7(%rip), %r8
	jmp	.L51
	.cfi_endproc
.LFE23:
	.size	parse_time, .-parse_time
	.section	.rodata.str1.1
.LC13:
	.string	"%s %s"
	.section	.rodata.str1.8
	.align 8
.LC14:
	.string	"%s '%s' is not valid: it must be above zero"
	.text
	.p2align 4
	.type	set_time, @function
set_time:
.LFB148:
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
	jne	.L84
	cmpq	$0, 64(%rbx)
	movq	8(%rsp), %rdx
	je	.L79
	testq	%rdx, %rdx
	je	.L85
.L79:
	movq	56(%rbx), %rcx
	movq	%rdx, (%r15,%rcx)
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L76
	movl	$1, (%r15,%rdx)
.L76:
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
.L85:
	.cfi_restore_state
	movq	(%rbx), %rcx
	movq	%rbp, %r8
	leaq	.LC14(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L78:
	movl	$-1, %eax
	jmp	.L76
.L84:
	movq	(%rbx), %rcx
	movq	%r14, %r8
	leaq	.LC13(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L78
	.cfi_endproc
.LFE148:
	.size	set_time, .-set_time
	.p2align 4
	.type	set_duration, @function
set_duration:
.LFB153:
	.cfi_startproc
	movq	$0, 384(%rdi)
	jmp	set_time
	.cfi_endproc
.LFE153:
	.size	set_duration, .-set_duration
	.section	.rodata.str1.1
.LC15:
	.string	"mean"
.LC16:
	.string	"%s '%s' is not valid: %s"
	.text
	.p2align 4
	.type	set_expected, @function
set_expected:
.LFB156:
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
	leaq	.LC15(%rip), %rsi
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
	jne	.L96
.L88:
	xorl	%eax, %eax
.L87:
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
.L96:
	.cfi_restore_state
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L89
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L89
	movq	%rax, 168(%rbx)
	jmp	.L88
.L89:
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbp, %r8
	movq	%r14, %rsi
	leaq	.LC16(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L87
	.cfi_endproc
.LFE156:
	.size	set_expected, .-set_expected
	.p2align 4
	.type	set_choice, @function
set_choice:
.LFB150:
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
	je	.L98
	movq	%rdi, %r13
	xorl	%r14d, %r14d
	jmp	.L102
	.p2align 4,,10
	.p2align 3
.L99:
	addq	$1, %r14
	movq	0(%rbp,%r14,8), %rsi
	testq	%rsi, %rsi
	je	.L98
.L102:
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L99
	movq	56(%r12), %rcx
	movq	80(%r12), %rdx
	movl	%r14d, 0(%r13,%rcx)
	testq	%rdx, %rdx
	je	.L97
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
.L98:
	.cfi_restore_state
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbx, %r8
	movq	%r15, %rsi
	movq	8(%rsp), %rdi
	leaq	.LC16(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
.L97:
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
.LFE150:
	.size	set_choice, .-set_choice
	.section	.rodata.str1.1
.LC17:
	.string	"sorted"
.LC18:
	.string	"sort"
	.text
	.p2align 4
	.type	set_exact_by, @function
set_exact_by:
.LFB157:
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
	leaq	.LC18(%rip), %rsi
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
	leaq	.LC17(%rip), %rax
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
.LFE157:
	.size	set_exact_by, .-set_exact_by
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB24:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L122
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
	jne	.L118
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L118
	cmpq	%r14, %rax
	jb	.L118
	cmpq	%rax, %r12
	jb	.L118
	movq	%rax, 0(%r13)
.L115:
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
.L118:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L115
	.p2align 4,,10
	.p2align 3
.L122:
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
	.section	.rodata.str1.1
.LC19:
	.string	"%lu %lu\n"
	.text
	.p2align 4
	.type	values_writer, @function
values_writer:
.LFB136:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L128
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	leaq	.LC19(%rip), %r13
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
.L125:
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
	jb	.L125
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
.L128:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE136:
	.size	values_writer, .-values_writer
	.section	.rodata.str1.8
	.align 8
.LC20:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB53:
	.cfi_startproc
	movq	(%rdi), %rax
	leaq	8(%rdi), %r9
	leaq	(%rdi,%rsi,8), %r10
	xorl	%edi, %edi
	jmp	.L132
	.p2align 4,,10
	.p2align 3
.L134:
	cmpq	%r9, %r10
	je	.L143
.L137:
	addq	$8, %r9
	movq	-8(%r9), %rax
	cmpq	%r8, %rsi
	je	.L133
.L132:
	leaq	1(%rdi), %rsi
	movq	%rax, (%rcx,%rdi,8)
	movq	%rsi, %rdi
	cmpq	%rdx, %rax
	jb	.L134
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L134
	cmpq	%rsi, %r8
	jne	.L135
	jmp	.L133
	.p2align 4,,10
	.p2align 3
.L136:
	cmpq	%rsi, %r8
	je	.L133
.L135:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L136
	movq	%rsi, %rdi
	cmpq	%r9, %r10
	jne	.L137
.L143:
	movq	%rsi, %rax
	ret
.L133:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC20(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE53:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	table_push, @function
table_push:
.LFB112:
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
	je	.L145
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L161
.L145:
	cmpq	16(%rbx), %rsi
	je	.L147
	movq	(%rbx), %rax
.L148:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L146:
	xorl	%eax, %eax
.L144:
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
.L147:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L153
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L152
	salq	$5, %rsi
.L149:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L152
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L148
	.p2align 4,,10
	.p2align 3
.L161:
	addq	%rbp, 8(%rax)
	jmp	.L146
	.p2align 4,,10
	.p2align 3
.L153:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L149
.L152:
	movl	$-1, %eax
	jmp	.L144
	.cfi_endproc
.LFE112:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB114:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L171
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
	jmp	.L165
	.p2align 4,,10
	.p2align 3
.L167:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L174
.L165:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L167
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L167
	orl	$-1, %eax
	jmp	.L162
	.p2align 4,,10
	.p2align 3
.L174:
	xorl	%eax, %eax
.L162:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L171:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE114:
	.size	table_from_lattice, .-table_from_lattice
	.p2align 4
	.type	dist_free, @function
dist_free:
.LFB64:
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
.LFE64:
	.size	dist_free, .-dist_free
	.globl	__udivti3
	.p2align 4
	.type	corrected_summarise, @function
corrected_summarise:
.LFB62:
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
	je	.L178
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
	jmp	.L182
.L247:
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
.L180:
	cmpq	%r10, %r9
	adcq	$0, 40(%rsp)
	addq	$8, %r8
	cmpq	%r8, 96(%rsp)
	je	.L246
.L182:
	movq	(%r8), %r9
	cmpq	%r10, %r9
	jb	.L247
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
	jnb	.L248
	leaq	(%r10,%rcx), %rax
	cmpq	%rax, %rbp
	jb	.L180
	movq	$0, 88(%rsp)
	movq	%rbp, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%r10
	movq	%rax, 80(%rsp)
	addq	80(%rsp), %rsi
	adcq	88(%rsp), %rdi
	jmp	.L180
.L248:
	addq	16(%rsp), %rsi
	adcq	24(%rsp), %rdi
	jmp	.L180
.L178:
	xorl	%eax, %eax
.L177:
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
.L246:
	.cfi_restore_state
	movq	%r15, %rax
	movl	128(%rsp), %ecx
	movq	136(%rsp), %rbx
	subq	$0, %rax
	jne	.L214
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
	je	.L249
.L185:
	movq	$0, (%rsp)
	movq	40(%rsp), %rbp
	movq	%r8, %r11
	movq	$0, 48(%rsp)
	jmp	.L211
.L186:
	movq	-8(%r12,%r11,8), %rdx
.L189:
	movq	48(%rsp), %rax
	movq	208(%rsp), %rdi
	movq	%rdx, 8(%rdi,%rax)
	addq	$8, %rax
	movq	%rax, 48(%rsp)
	cmpq	$48, %rax
	je	.L178
	movq	(%rdi), %r11
.L211:
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
	jnb	.L186
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
	jnb	.L250
	movq	%rbx, (%rsp)
.L188:
	xorl	%ebx, %ebx
	addq	%rdi, %r14
	movq	%rdi, %rcx
	adcq	%rbx, %r15
	addq	$1, %rbp
	cmpq	%r13, %rbp
	jb	.L190
	jmp	.L251
	.p2align 4,,10
	.p2align 3
.L193:
	addq	%rcx, %r14
	adcq	%rbx, %r15
	addq	$1, %rbp
	cmpq	%rbp, %r13
	je	.L252
.L190:
	movq	(%r12,%rbp,8), %rax
	xorl	%edx, %edx
	divq	%r10
	cmpq	%rdi, %rax
	je	.L193
.L243:
	movq	%rax, %rsi
.L192:
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
	jnb	.L238
	movq	%rsi, %rdi
	jmp	.L188
.L252:
	movq	(%r12,%r13,8), %rax
	xorl	%edx, %edx
	divq	%r10
	movq	%rax, %rsi
	jmp	.L192
.L238:
	movq	%rbx, 120(%rsp)
	movq	(%rsp), %rbx
	movq	%rcx, 112(%rsp)
	movq	%rax, %rcx
.L187:
	leaq	-1(%rcx), %rax
	imulq	%r9, %rax
	subq	%rax, %r8
	movq	%r8, %r11
	cmpq	%r13, %rbp
	jnb	.L198
	movq	%rbp, %rax
	movq	%rbp, %rsi
	negq	%rax
	leaq	(%rbx,%rax,8), %r8
.L197:
	movq	(%r12,%rsi,8), %rax
	xorl	%edx, %edx
	divq	%r10
	movq	%rdx, (%r8,%rsi,8)
	addq	$1, %rsi
	cmpq	%rsi, %r13
	jne	.L197
.L198:
	movq	%rcx, %rdx
	leaq	-1(%r9), %r8
	subq	$1, %r11
	xorl	%eax, %eax
	imulq	%r10, %rdx
	testq	%r8, %r8
	jle	.L244
	movq	%r11, 16(%rsp)
	movq	%r12, %r9
	movq	%r14, 96(%rsp)
	movq	%r15, 104(%rsp)
	movq	%rax, (%rsp)
	movq	%rdx, 80(%rsp)
	movq	%r13, %rdx
	movq	%rbp, 128(%rsp)
	movq	%rdi, %rbp
.L195:
	movq	(%rsp), %rax
	movq	%r8, %rcx
	subq	%rax, %rcx
	movq	(%rbx,%rax,8), %rdi
	sarq	%rcx
	addq	%rax, %rcx
	movq	(%rbx,%rcx,8), %rsi
	movq	(%rbx,%r8,8), %rcx
	cmpq	%rsi, %rdi
	jnb	.L200
	cmpq	%rcx, %rdi
	cmovb	%rcx, %rdi
	cmpq	%rcx, %rsi
	cmovnb	%rdi, %rsi
.L201:
	movq	(%rsp), %rdi
	movq	%r8, %rcx
.L202:
	cmpq	%rcx, %rdi
	jg	.L207
	leaq	0(,%rdi,8), %rax
	leaq	0(,%rcx,8), %r15
	leaq	(%rbx,%rax), %r13
	leaq	(%rbx,%r15), %r14
	movq	0(%r13), %r11
	movq	(%r14), %r12
	leaq	8(%rbx,%rax), %rax
	cmpq	%rsi, %r11
	jnb	.L253
	.p2align 4,,10
	.p2align 3
.L203:
	movq	%rax, %r13
	movq	(%rax), %r11
	addq	$8, %rax
	addq	$1, %rdi
	cmpq	%rsi, %r11
	jb	.L203
	cmpq	%r12, %rsi
	jnb	.L204
.L212:
	leaq	-8(%rbx,%r15), %rax
	.p2align 4,,10
	.p2align 3
.L205:
	movq	%rax, %r14
	movq	(%rax), %r12
	subq	$8, %rax
	subq	$1, %rcx
	cmpq	%r12, %rsi
	jb	.L205
.L204:
	cmpq	%rcx, %rdi
	jle	.L213
.L207:
	movq	16(%rsp), %rax
	cmpq	%rcx, %rax
	jle	.L218
	cmpq	%rdi, %rax
	jl	.L254
	movq	%rdi, (%rsp)
.L210:
	cmpq	%r8, (%rsp)
	jl	.L195
	movq	16(%rsp), %r11
.L245:
	movq	%rbp, %rdi
	movq	%rdx, %r13
	movq	96(%rsp), %r14
	movq	104(%rsp), %r15
	movq	128(%rsp), %rbp
	movq	80(%rsp), %rdx
	movq	%r9, %r12
.L244:
	movq	(%rbx,%r11,8), %rax
	movq	%rdi, (%rsp)
	addq	%rax, %rdx
	jmp	.L189
	.p2align 4,,10
	.p2align 3
.L253:
	cmpq	%r12, %rsi
	jb	.L212
.L213:
	movq	%r12, 0(%r13)
	addq	$1, %rdi
	subq	$1, %rcx
	movq	%r11, (%r14)
	jmp	.L202
.L218:
	movq	%rcx, %r8
	jmp	.L210
.L200:
	cmpq	%rcx, %rsi
	cmovb	%rcx, %rsi
	cmpq	%rcx, %rdi
	cmovb	%rdi, %rsi
	jmp	.L201
.L254:
	movq	%rax, %r11
	jmp	.L245
.L251:
	movq	(%r12,%rbp,8), %rax
	xorl	%edx, %edx
	divq	%r10
	jmp	.L243
.L249:
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
	jmp	.L185
.L250:
	movq	(%rsp), %rdi
	jmp	.L187
.L214:
	movl	$-2, %eax
	jmp	.L177
	.cfi_endproc
.LFE62:
	.size	corrected_summarise, .-corrected_summarise
	.p2align 4
	.type	lattice_summarise, @function
lattice_summarise:
.LFB82:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movups	%xmm0, 64(%rcx)
	movq	8(%rdi), %rax
	testq	%rax, %rax
	je	.L277
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
.L258:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L257
	addq	%rbp, 56(%rbx)
.L257:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L258
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L265
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L256
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L280
.L261:
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
.L264:
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
	jnb	.L262
	.p2align 4,,10
	.p2align 3
.L263:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L263
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L262:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L264
.L256:
	xorl	%eax, %eax
.L255:
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
.L280:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L261
.L277:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L265:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L255
	.cfi_endproc
.LFE82:
	.size	lattice_summarise, .-lattice_summarise
	.p2align 4
	.type	table_from_dist, @function
table_from_dist:
.LFB116:
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
	je	.L289
	movq	(%rdi), %rcx
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	leaq	16(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L282:
	movq	%r13, %rbx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movl	$1, %esi
	salq	$5, %rbx
	leaq	(%rcx,%rbx), %rdx
	cmpq	$0, 16(%rdx)
	jne	.L285
	jmp	.L288
	.p2align 4,,10
	.p2align 3
.L314:
	testb	%sil, %sil
	je	.L288
.L285:
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
	jb	.L314
.L288:
	addq	$1, %r13
	cmpq	8(%rbp), %r13
	jnb	.L287
	testb	%sil, %sil
	jne	.L282
.L287:
	testl	%eax, %eax
	je	.L289
.L284:
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
.L289:
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
	jne	.L290
	jmp	.L284
	.p2align 4,,10
	.p2align 3
.L315:
	cmpq	%rbp, %r12
	jnb	.L284
.L290:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	addq	$1, %r12
	addq	$16, %rbx
	call	table_push
	testl	%eax, %eax
	je	.L315
	jmp	.L284
	.cfi_endproc
.LFE116:
	.size	table_from_dist, .-table_from_dist
	.section	.rodata.str1.1
.LC21:
	.string	" ="
	.text
	.p2align 4
	.type	word_in, @function
word_in:
.LFB162:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movq	%rdi, %r12
	movq	%rsi, %rdi
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	%rsi, %rbx
	call	strlen@PLT
	testq	%rax, %rax
	je	.L322
	movq	%rbx, %rdi
	leaq	.LC21(%rip), %rsi
	movq	%rax, %rbp
	call	strpbrk@PLT
	xorl	%edi, %edi
	testq	%rax, %rax
	jne	.L316
	movq	%r12, %rdi
	.p2align 4,,10
	.p2align 3
.L318:
	movq	%rbx, %rsi
	call	strstr@PLT
	testq	%rax, %rax
	je	.L322
	leaq	(%rax,%rbp), %rdi
	cmpq	%rax, %r12
	je	.L319
	cmpb	$32, -1(%rax)
	jne	.L318
.L319:
	movzbl	(%rdi), %eax
	testb	$-33, %al
	je	.L316
	cmpb	$61, %al
	jne	.L318
.L316:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	movq	%rdi, %rax
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L322:
	.cfi_restore_state
	xorl	%edi, %edi
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	movq	%rdi, %rax
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE162:
	.size	word_in, .-word_in
	.section	.rodata.str1.1
.LC22:
	.string	"%.*s.%s.tmp.%ld"
.LC23:
	.string	"w"
	.text
	.p2align 4
	.type	open_atomic, @function
open_atomic:
.LFB119:
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
	je	.L327
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L326:
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
.L327:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L326
	.cfi_endproc
.LFE119:
	.size	open_atomic, .-open_atomic
	.section	.rodata.str1.1
.LC24:
	.string	" stroke-dasharray=\"5 4\""
.LC25:
	.string	" "
	.section	.rodata.str1.8
	.align 8
.LC26:
	.string	"<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\""
	.section	.rodata.str1.1
.LC31:
	.string	"%s%.1f,%.1f"
.LC32:
	.string	"\"/>\n"
	.text
	.p2align 4
	.type	svg_line, @function
svg_line:
.LFB127:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rsi, %r14
	leaq	.LC26(%rip), %rsi
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	leaq	.LC24(%rip), %rcx
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
	leaq	.LC1(%rip), %rax
	cmove	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	testq	%rbp, %rbp
	je	.L331
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L333:
	movsd	16(%r14), %xmm2
	movsd	(%r14), %xmm3
	testq	%r15, %r15
	movq	%rbx, %rdi
	movsd	0(%r13,%r15,8), %xmm1
	movsd	24(%r14), %xmm0
	leaq	.LC25(%rip), %rax
	leaq	.LC1(%rip), %rdx
	movsd	.LC28(%rip), %xmm4
	cmovne	%rax, %rdx
	leaq	.LC31(%rip), %rsi
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
	mulsd	.LC27(%rip), %xmm1
	subsd	%xmm1, %xmm4
	movapd	%xmm4, %xmm1
	mulsd	.LC29(%rip), %xmm0
	addsd	.LC30(%rip), %xmm0
	call	fprintf@PLT
	cmpq	%r15, %rbp
	jne	.L333
.L331:
	addq	$8, %rsp
	.cfi_def_cfa_offset 56
	movq	%rbx, %rcx
	movl	$4, %edx
	movl	$1, %esi
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC32(%rip), %rdi
	popq	%rbp
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
.LFE127:
	.size	svg_line, .-svg_line
	.section	.rodata.str1.1
.LC33:
	.string	"bench: "
.LC34:
	.string	"\\n"
.LC35:
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
	leaq	.LC33(%rip), %rdi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	je	.L347
	leaq	.LC35(%rip), %rbp
	leaq	.LC34(%rip), %r12
	jmp	.L342
	.p2align 4,,10
	.p2align 3
.L343:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L348
	cmpb	$127, %al
	je	.L348
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L344:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L347
.L342:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L343
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L342
.L347:
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
.L348:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L344
	.cfi_endproc
.LFE210:
	.size	usage_error, .-usage_error
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
	jne	.L355
	testl	%ebp, %ebp
	jne	.L360
.L353:
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
.L355:
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
.L360:
	.cfi_restore_state
	movl	$-4, %ebp
	jmp	.L353
	.cfi_endproc
.LFE14:
	.size	fault_rc, .-fault_rc
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB88:
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
	je	.L362
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L363:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L363
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L368:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L368
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L365
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L387
.L384:
	pxor	%xmm0, %xmm0
.L370:
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
.L362:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L365:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC37(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L384
.L387:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L385
	sqrtsd	%xmm0, %xmm0
.L374:
	divsd	%xmm2, %xmm0
	jmp	.L370
.L385:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L374
	.cfi_endproc
.LFE88:
	.size	stats_of, .-stats_of
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB123:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	divsd	.LC38(%rip), %xmm0
	movq	%xmm0, %rbx
	call	log10@PLT
	movsd	.LC46(%rip), %xmm2
	movsd	.LC39(%rip), %xmm3
	movapd	%xmm0, %xmm1
	andpd	%xmm2, %xmm0
	ucomisd	%xmm0, %xmm3
	jbe	.L389
	cvttsd2siq	%xmm1, %rax
	pxor	%xmm0, %xmm0
	movsd	.LC41(%rip), %xmm4
	andnpd	%xmm1, %xmm2
	cvtsi2sdq	%rax, %xmm0
	movapd	%xmm0, %xmm3
	cmpnlesd	%xmm1, %xmm3
	andpd	%xmm4, %xmm3
	subsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm1
	orpd	%xmm2, %xmm1
.L389:
	movq	.LC42(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC43(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L388
	movsd	.LC44(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L397
	addsd	%xmm0, %xmm0
.L388:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L397:
	.cfi_restore_state
	movsd	.LC45(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L398
	mulsd	.LC38(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L398:
	.cfi_restore_state
	mulsd	.LC42(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE123:
	.size	nice_step, .-nice_step
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB117:
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
	je	.L401
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L402:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L402
	testq	%rcx, %rcx
	je	.L416
	testq	%rbx, %rbx
	je	.L416
	testq	%rcx, %rcx
	js	.L403
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L404:
	movsd	.LC47(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L414
	.p2align 4,,10
	.p2align 3
.L437:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L410
	leaq	(%rsi,%rsi), %r9
	movq	%rbx, %rdi
	movsd	%xmm2, 24(%rsp)
	addq	%r9, %rsi
	movq	%r9, 16(%rsp)
	salq	$4, %rsi
	call	realloc@PLT
	movq	16(%rsp), %r9
	movq	.LC47(%rip), %rdx
	testq	%rax, %rax
	movsd	24(%rsp), %xmm2
	movq	%rdx, %xmm3
	je	.L435
	movq	%r9, %rsi
	movq	%rax, %rbx
.L410:
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
	divsd	.LC48(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm1, %xmm1
	addq	$1, %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC49(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	pxor	%xmm1, %xmm1
	movsd	16(%rsp), %xmm2
	movq	24(%rsp), %rsi
	cvttsd2siq	%xmm0, %rax
	leaq	(%rax,%rax,4), %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC47(%rip), %rax
	movq	%rax, %xmm3
	xorl	%eax, %eax
	movapd	%xmm3, %xmm0
	divsd	%xmm1, %xmm0
	addsd	%xmm0, %xmm2
	cmpq	%r12, %r14
	jnb	.L436
.L414:
	testl	%eax, %eax
	je	.L405
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L405:
	testq	%r14, %r14
	js	.L407
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L408:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L437
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L414
.L436:
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
.L401:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L400:
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
.L407:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L408
	.p2align 4,,10
	.p2align 3
.L403:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L404
.L416:
	xorl	%esi, %esi
	jmp	.L401
.L435:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L400
	.cfi_endproc
.LFE117:
	.size	percentile_rows, .-percentile_rows
	.section	.rodata.str1.1
.LC50:
	.string	"1/(1-Percentile)"
.LC51:
	.string	"TotalCount"
.LC52:
	.string	"Percentile"
.LC53:
	.string	"Value"
.LC54:
	.string	"%12s %14s %10s %14s\n\n"
.LC56:
	.string	"%12.5f %2.12f %10lu %14.2f\n"
.LC57:
	.string	"%12.5f %2.12f %10lu\n"
	.section	.rodata.str1.8
	.align 8
.LC59:
	.string	"#[Mean    = %12.5f, StdDeviation   = %12.5f]\n"
	.align 8
.LC60:
	.string	"#[Max     = %12.5f, Total count    = %12lu]\n"
	.align 8
.LC61:
	.string	"#[Buckets = %12d, SubBuckets     = %12d]\n"
	.text
	.p2align 4
	.type	hgrm_writer, @function
hgrm_writer:
.LFB135:
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
	je	.L472
	leaq	.LC50(%rip), %r9
	leaq	.LC51(%rip), %r8
	xorl	%eax, %eax
	movq	%rbx, %rdi
	leaq	.LC52(%rip), %rcx
	leaq	.LC53(%rip), %rdx
	leaq	.LC54(%rip), %rsi
	call	fprintf@PLT
	movq	40(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L488
	movsd	.LC55(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC57(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L448
	.p2align 4,,10
	.p2align 3
.L489:
	movq	%rbx, %rdi
	movl	$3, %eax
	addq	$1, %r13
	addq	$24, %r14
	movsd	.LC41(%rip), %xmm2
	movsd	.LC41(%rip), %xmm5
	leaq	.LC56(%rip), %rsi
	subsd	%xmm1, %xmm2
	divsd	%xmm2, %xmm5
	movapd	%xmm5, %xmm2
	call	fprintf@PLT
	cmpq	%rbp, %r13
	je	.L449
.L448:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC47(%rip), %xmm1
	testq	%rax, %rax
	js	.L443
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L444:
	movsd	.LC47(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L489
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L448
.L449:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L490
.L441:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L454
	.p2align 4,,10
	.p2align 3
.L492:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L452
.L493:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L453:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L491
.L454:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L492
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
	jns	.L493
.L452:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L453
	.p2align 4,,10
	.p2align 3
.L443:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L444
	.p2align 4,,10
	.p2align 3
.L491:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L461
	.p2align 4,,10
	.p2align 3
.L495:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L459
.L496:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L460:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L494
.L461:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L495
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
	jns	.L496
.L459:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L460
	.p2align 4,,10
	.p2align 3
.L494:
	movsd	.LC58(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L462
	cvttsd2siq	%xmm4, %r14
.L456:
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
	jbe	.L473
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L465:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L464
	cmpl	$63, %ebp
	jle	.L465
.L464:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L486
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L469:
	movsd	8(%rsp), %xmm4
	leaq	.LC59(%rip), %rsi
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
	js	.L470
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L471:
	movq	%r14, %rdx
	leaq	.LC60(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %eax
	divsd	8(%rsp), %xmm0
	call	fprintf@PLT
	movl	%ebp, %edx
	movq	%rbx, %rdi
	movl	$262144, %ecx
	leaq	.LC61(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L438:
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
.L462:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L456
	.p2align 4,,10
	.p2align 3
.L470:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L471
	.p2align 4,,10
	.p2align 3
.L473:
	movl	$1, %ebp
	jmp	.L464
	.p2align 4,,10
	.p2align 3
.L488:
	movsd	.LC55(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L441
	.p2align 4,,10
	.p2align 3
.L490:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L456
.L472:
	movl	$-1, %eax
	jmp	.L438
.L486:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L469
	.cfi_endproc
.LFE135:
	.size	hgrm_writer, .-hgrm_writer
	.section	.rodata.str1.1
.LC62:
	.string	"%s%s"
.LC63:
	.string	"bench: cannot write %s: %s\n"
.LC64:
	.string	"bench: writing %s failed\n"
.LC65:
	.string	"RESULT export file=%s\n"
	.text
	.p2align 4
	.type	export_file, @function
export_file:
.LFB134:
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
	leaq	.LC62(%rip), %rdx
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
	je	.L505
	movq	%rax, %rbx
	movq	%rax, %rdi
	movq	%r14, %rsi
	call	*%r13
	movq	%rbx, %rdi
	testl	%eax, %eax
	jne	.L506
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L504
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L504
	movq	%rbp, %rsi
	leaq	.LC65(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L497:
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
.L506:
	.cfi_restore_state
	call	fclose@PLT
.L504:
	movq	%r12, %rdi
	call	remove@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC64(%rip), %rsi
	call	fprintf@PLT
.L499:
	movl	$-1, %ebx
	jmp	.L497
.L505:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC63(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L499
	.cfi_endproc
.LFE134:
	.size	export_file, .-export_file
	.section	.rodata.str1.8
	.align 8
.LC66:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.align 8
.LC67:
	.string	"service times are drawn from a distribution"
	.align 8
.LC68:
	.string	"stall lengths are drawn from a distribution"
	.section	.rodata.str1.1
.LC69:
	.string	"stalls come at random"
	.section	.rodata.str1.8
	.align 8
.LC70:
	.string	"a stall's backlog has not drained when the next stall begins"
	.align 8
.LC71:
	.string	"it covers back-to-back closed loops with one connection only"
	.align 8
.LC72:
	.string	"the stall period is not a whole number of intervals"
	.align 8
.LC73:
	.string	"the load is at or above capacity (service >= interval)"
	.align 8
.LC74:
	.string	"the first stall does not begin on a due instant"
	.align 8
.LC75:
	.string	"it covers skipping closed loops with one connection only"
	.text
	.p2align 4
	.type	closed_form_gap, @function
closed_form_gap:
.LFB71:
	.cfi_startproc
	movl	72(%rdi), %edx
	leaq	.LC66(%rip), %rax
	testl	%edx, %edx
	jne	.L507
	cmpl	$0, 8(%rdi)
	leaq	.LC67(%rip), %rax
	jne	.L507
	movq	48(%rdi), %rcx
	testq	%rcx, %rcx
	je	.L509
	cmpl	$0, 40(%rdi)
	leaq	.LC69(%rip), %rax
	jne	.L507
	cmpl	$0, 44(%rdi)
	leaq	.LC68(%rip), %rax
	jne	.L507
.L509:
	movq	(%rdi), %r8
	movq	80(%rdi), %rsi
	leaq	.LC73(%rip), %rax
	cmpq	%rsi, %r8
	jnb	.L507
	movl	152(%rdi), %eax
	cmpl	$2, %eax
	je	.L527
	subl	$1, %eax
	jne	.L511
	cmpq	$1, 160(%rdi)
	leaq	.LC75(%rip), %rax
	ja	.L507
.L511:
	testq	%rcx, %rcx
	je	.L521
	movq	64(%rdi), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	.LC74(%rip), %rax
	testq	%rdx, %rdx
	jne	.L507
	movq	56(%rdi), %rax
	testq	%rax, %rax
	je	.L521
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC72(%rip), %rax
	testq	%rdx, %rdx
	jne	.L507
	subq	%r8, %rsi
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	%rax, %rcx
	leaq	.LC70(%rip), %rax
	sbbq	$-1, %rcx
	cmpq	%rcx, %rdi
	cmovnb	%r9, %rax
	ret
.L521:
	xorl	%eax, %eax
.L507:
	ret
.L527:
	cmpq	$1, 160(%rdi)
	leaq	.LC71(%rip), %rax
	jbe	.L511
	ret
	.cfi_endproc
.LFE71:
	.size	closed_form_gap, .-closed_form_gap
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB78:
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
	je	.L528
	movq	%rdi, %r10
	call	closed_form_gap
	movq	%rax, %rdx
	xorl	%eax, %eax
	testq	%rdx, %rdx
	je	.L541
.L528:
	addq	$48, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
.L541:
	.cfi_restore_state
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
	xorl	%eax, %eax
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L531
	jmp	.L542
	.p2align 4,,10
	.p2align 3
.L535:
	movq	%rdx, %rcx
.L531:
	xorl	%edx, %edx
	divq	%rcx
	movq	%rcx, %rax
	testq	%rdx, %rdx
	jne	.L535
.L530:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	je	.L543
	movq	%rcx, %rax
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L531
.L542:
	movq	%rax, %rcx
	jmp	.L530
.L543:
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
	jmp	.L528
	.cfi_endproc
.LFE78:
	.size	lattice_plan, .-lattice_plan
	.p2align 4
	.type	plan_route, @function
plan_route:
.LFB90:
	.cfi_startproc
	movl	204(%rdi), %eax
	testl	%eax, %eax
	je	.L552
	ret
.L552:
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
	jne	.L546
	movq	%rbx, %rdi
	call	sort_fits
	cmpl	$1, %eax
	sbbl	%eax, %eax
	andl	$2, %eax
	addl	$1, %eax
.L544:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
.L546:
	.cfi_restore_state
	movl	$2, %eax
	jmp	.L544
	.cfi_endproc
.LFE90:
	.size	plan_route, .-plan_route
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB229:
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
	je	.L560
.L554:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L553:
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
.L560:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L561
	movl	$512, %esi
	movl	$16, %ebp
.L555:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L562
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L554
	.p2align 4,,10
	.p2align 3
.L561:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L555
.L562:
	movl	$1, 24(%rbx)
	jmp	.L553
	.cfi_endproc
.LFE229:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.1
.LC76:
	.string	"bench: %s\n"
	.section	.rodata.str1.8
	.align 8
.LC77:
	.string	"bench: the corrected set would hold more than 2^64 values: raise --expected-interval or shorten the run\n"
	.section	.rodata.str1.1
.LC78:
	.string	"bench: out of memory %s\n"
	.text
	.p2align 4
	.type	cannot, @function
cannot:
.LFB183:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rcx
	cmpl	$-4, %edi
	je	.L568
	cmpl	$-2, %edi
	je	.L569
	movq	%rsi, %rdx
	movq	%rcx, %rdi
	leaq	.LC78(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %eax
.L563:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L568:
	.cfi_restore_state
	leaq	4+run_fault(%rip), %rdx
	leaq	.LC76(%rip), %rsi
	movq	%rcx, %rdi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	run_fault(%rip), %eax
	jmp	.L563
.L569:
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC77(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L563
	.cfi_endproc
.LFE183:
	.size	cannot, .-cannot
	.section	.rodata.str1.1
.LC79:
	.string	"%.1f"
.LC80:
	.string	"%.3f"
	.text
	.p2align 4
	.type	fmt_ratio.constprop.0, @function
fmt_ratio.constprop.0:
.LFB235:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	je	.L571
	testq	%rsi, %rsi
	js	.L572
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L574
.L582:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L575:
	divsd	%xmm1, %xmm0
	leaq	.LC80(%rip), %rax
	movq	%rbx, %rdi
	movl	$32, %esi
	leaq	.LC79(%rip), %rdx
	comisd	.LC47(%rip), %xmm0
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
.L572:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L582
.L574:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L575
	.p2align 4,,10
	.p2align 3
.L571:
	movq	%rbx, %rax
	movl	$6369134, (%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE235:
	.size	fmt_ratio.constprop.0, .-fmt_ratio.constprop.0
	.p2align 4
	.type	alternatives.constprop.0, @function
alternatives.constprop.0:
.LFB238:
	.cfi_startproc
	movzbl	(%rdi), %ecx
	movq	%rsi, %rax
	testb	%cl, %cl
	je	.L589
	xorl	%edx, %edx
	jmp	.L588
	.p2align 4,,10
	.p2align 3
.L585:
	addq	$1, %rdi
	movb	%cl, (%r8)
	addq	$1, %rdx
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	je	.L591
.L587:
	leaq	4(%rdx), %r8
	cmpq	$127, %r8
	ja	.L592
.L588:
	leaq	(%rax,%rdx), %r8
	cmpb	$32, %cl
	jne	.L585
	addq	$1, %rdi
	movl	$544370464, (%r8)
	addq	$4, %rdx
	movb	$0, 4(%r8)
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	jne	.L587
	.p2align 4,,10
	.p2align 3
.L591:
	movl	$127, %ecx
	cmpq	%rcx, %rdx
	cmova	%rcx, %rdx
	addq	%rax, %rdx
.L584:
	movb	$0, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L592:
	addq	%rax, %rdx
	movb	$0, (%rdx)
	ret
.L589:
	movq	%rsi, %rdx
	jmp	.L584
	.cfi_endproc
.LFE238:
	.size	alternatives.constprop.0, .-alternatives.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC82:
	.string	"<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n"
	.align 8
.LC83:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	.align 8
.LC84:
	.string	"<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC85:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC86:
	.string	"<text x=\"18\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 18 %d)\">%s</text>\n"
	.text
	.p2align 4
	.type	svg_axes.constprop.0, @function
svg_axes.constprop.0:
.LFB239:
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
	divsd	.LC55(%rip), %xmm0
	movsd	%xmm0, 16(%rsp)
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jb	.L594
	movapd	%xmm3, %xmm0
	leaq	.LC82(%rip), %r12
	jmp	.L597
	.p2align 4,,10
	.p2align 3
.L601:
	movsd	16(%rbx), %xmm0
.L597:
	movapd	%xmm3, %xmm2
	subsd	%xmm0, %xmm1
	movl	$790, %ecx
	movq	%r12, %rsi
	subsd	%xmm0, %xmm2
	movl	$80, %edx
	movq	%rbp, %rdi
	movl	$4, %eax
	movsd	.LC28(%rip), %xmm0
	movl	$74, %r8d
	movsd	%xmm3, (%rsp)
	divsd	%xmm1, %xmm2
	mulsd	.LC27(%rip), %xmm2
	subsd	%xmm2, %xmm0
	movsd	.LC81(%rip), %xmm2
	addsd	%xmm0, %xmm2
	movapd	%xmm0, %xmm1
	call	fprintf@PLT
	movsd	24(%rbx), %xmm1
	movsd	16(%rsp), %xmm0
	movsd	(%rsp), %xmm3
	addsd	8(%rsp), %xmm3
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jnb	.L601
.L594:
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
	leaq	.LC83(%rip), %rsi
	pushq	$80
	.cfi_def_cfa_offset 112
	call	fprintf@PLT
	movq	%r13, %r8
	movq	%rbp, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 80
	movl	$478, %ecx
	movl	$435, %edx
	leaq	.LC84(%rip), %rsi
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
	leaq	.LC85(%rip), %r8
	leaq	.LC86(%rip), %rsi
	popq	%r13
	.cfi_def_cfa_offset 8
	jmp	fprintf@PLT
	.cfi_endproc
.LFE239:
	.size	svg_axes.constprop.0, .-svg_axes.constprop.0
	.section	.rodata.str1.1
.LC87:
	.string	"%lu.%0*lu %s"
.LC88:
	.string	"%lu %s"
	.text
	.p2align 4
	.type	fmt_read.constprop.0, @function
fmt_read.constprop.0:
.LFB240:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rsi, %rax
	movq	%rdi, %rbx
	cmpq	$999999999, %rsi
	ja	.L609
	cmpq	$999999, %rsi
	ja	.L610
	cmpq	$1000, %rsi
	sbbq	%rcx, %rcx
	andq	$-999, %rcx
	addq	$1000, %rcx
	cmpq	$1000, %rsi
	sbbl	%edi, %edi
	notl	%edi
	addl	$3, %edi
.L603:
	xorl	%edx, %edx
	movslq	%edi, %rsi
	leaq	U.4(%rip), %r11
	divq	%rcx
	movq	%rax, %rcx
	leaq	(%rsi,%rsi,2), %rax
	movl	16(%r11,%rax,8), %r8d
	testl	%r8d, %r8d
	je	.L605
	movabsq	$-3689348814741910323, %r9
	movq	%rdx, %rax
	movabsq	$1844674407370955161, %r10
	imulq	%r9, %rax
	rorq	%rax
	cmpq	%rax, %r10
	jnb	.L607
	jmp	.L606
	.p2align 4,,10
	.p2align 3
.L620:
	movq	%rdx, %rdi
	imulq	%r9, %rdi
	rorq	%rdi
	cmpq	%rdi, %r10
	jb	.L606
.L607:
	movq	%rdx, %rax
	mulq	%r9
	shrq	$3, %rdx
	subl	$1, %r8d
	jne	.L620
.L605:
	imulq	$24, %rsi, %rdi
	leaq	.LC88(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	movq	(%r11,%rdi), %r8
	movq	%rbx, %rdi
	call	snprintf@PLT
.L608:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L606:
	.cfi_restore_state
	imulq	$24, %rsi, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 24
	movq	%rdx, %r9
	movl	$32, %esi
	leaq	.LC87(%rip), %rdx
	xorl	%eax, %eax
	pushq	(%r11,%rdi)
	.cfi_def_cfa_offset 32
	movq	%rbx, %rdi
	call	snprintf@PLT
	popq	%rdx
	.cfi_def_cfa_offset 24
	popq	%rcx
	.cfi_def_cfa_offset 16
	jmp	.L608
.L609:
	movl	$1000000000, %ecx
	xorl	%edi, %edi
	jmp	.L603
.L610:
	movl	$1000000, %ecx
	movl	$1, %edi
	jmp	.L603
	.cfi_endproc
.LFE240:
	.size	fmt_read.constprop.0, .-fmt_read.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC89:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC90:
	.string	"The recordings part at %s: the open loop reads %s there, %s times the closed loop's %s.\n"
	.align 8
.LC91:
	.string	"They part at p99: the open loop reads %s there, %s times the closed loop's %s"
	.section	.rodata.str1.1
.LC92:
	.string	"At p99 the two loops agree"
	.section	.rodata.str1.8
	.align 8
.LC93:
	.string	"At p99 the open loop reads %s, %s times the closed loop"
	.align 8
.LC94:
	.string	", and the correction at %s leaves the closed loop's p99 as it was.\n"
	.align 8
.LC95:
	.string	"; corrected at %s, the closed loop reads %s.\n"
	.align 8
.LC96:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC97:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s.\n"
	.text
	.p2align 4
	.type	print_findings, @function
print_findings:
.LFB190:
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
.L625:
	movq	40(%rbp,%rbx,8), %rax
	addq	%rax, %rax
	cmpq	%rax, 120(%rbp,%rbx,8)
	jb	.L622
	movl	$10, %edi
	call	putchar@PLT
	cmpl	$2, %ebx
	je	.L635
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
	leaq	.LC90(%rip), %rdi
	movq	%rax, %rdx
	leaq	PCT_LABEL(%rip), %rax
	movq	(%rax,%rbx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	136(%rbp), %r15
	movq	56(%rbp), %rbx
	movq	216(%rbp), %r14
.L626:
	cmpq	%rbx, %r15
	je	.L637
	movq	%rbx, %rdx
	leaq	48(%rsp), %rdi
	movq	%r15, %rsi
	call	fmt_ratio.constprop.0
	leaq	16(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rax, (%rsp)
	call	fmt_read.constprop.0
	movq	(%rsp), %rdx
	leaq	.LC93(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L627:
	cmpq	%r14, %rbx
	je	.L638
	leaq	144(%rsp), %rdi
	movq	%r14, %rsi
	call	fmt_read.constprop.0
	leaq	112(%rsp), %rdi
	movq	%rax, %rbx
	movq	344(%rbp), %rax
	movq	272(%rax), %rsi
	call	fmt_read.constprop.0
	movq	%rbx, %rdx
	leaq	.LC95(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L631:
	testl	%r13d, %r13d
	jne	.L632
	leaq	.LC96(%rip), %rdi
	call	puts@PLT
.L621:
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
.L622:
	.cfi_restore_state
	addq	$1, %rbx
	cmpq	$6, %rbx
	jne	.L625
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC89(%rip), %rdi
	call	puts@PLT
	movq	136(%rbp), %r15
	movq	56(%rbp), %rbx
	movq	216(%rbp), %r14
	jmp	.L626
.L632:
	movq	32(%r12), %rdx
	movq	(%r12), %rax
	leaq	16(%rsp), %rdi
	movq	(%rax,%rdx,8), %rsi
	call	fmt_read.constprop.0
	movq	32(%r12), %rdx
	movq	40(%r12), %rsi
	leaq	.LC97(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	subq	%rdx, %rsi
	call	printf@PLT
	jmp	.L621
.L635:
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
	leaq	.LC91(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L627
.L638:
	movq	344(%rbp), %rax
	leaq	112(%rsp), %rdi
	movq	272(%rax), %rsi
	call	fmt_read.constprop.0
	leaq	.LC94(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L631
.L637:
	leaq	.LC92(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L627
	.cfi_endproc
.LFE190:
	.size	print_findings, .-print_findings
	.section	.rodata.str1.1
.LC98:
	.string	"%lu.%lu"
.LC99:
	.string	"%lu.%02lu"
.LC100:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB241:
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
	jnb	.L644
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L645
	leaq	.LC100(%rip), %rdx
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
.L645:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC99(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L644:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC98(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE241:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.p2align 4
	.type	set_reps, @function
set_reps:
.LFB155:
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
	movq	%rsi, %rbx
	movq	%rbp, %rdi
	subq	$16, %rsp
	.cfi_def_cfa_offset 64
	movq	72(%rsi), %rdx
	movq	64(%rsi), %rsi
	leaq	8(%rsp), %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L650
	movl	$1, 512(%r14)
	movq	8(%rsp), %rdx
	movl	%edx, 216(%r14)
.L646:
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
.L650:
	.cfi_restore_state
	movq	(%rbx), %rcx
	movq	88(%rbx), %r9
	movq	%rbp, %r8
	movq	%r13, %rsi
	leaq	.LC16(%rip), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L646
	.cfi_endproc
.LFE155:
	.size	set_reps, .-set_reps
	.p2align 4
	.type	set_count, @function
set_count:
.LFB149:
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
	jne	.L657
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L651
	movl	$1, (%r14,%rdx)
.L651:
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
.L657:
	.cfi_restore_state
	movq	(%rbx), %rcx
	movq	88(%rbx), %r9
	movq	%rbp, %r8
	movq	%r13, %rsi
	leaq	.LC16(%rip), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L651
	.cfi_endproc
.LFE149:
	.size	set_count, .-set_count
	.p2align 4
	.type	dist_count_le.isra.0, @function
dist_count_le.isra.0:
.LFB245:
	.cfi_startproc
	movq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L663
	salq	$5, %rsi
	xorl	%r10d, %r10d
	leaq	(%rdi,%rsi), %r8
	jmp	.L662
	.p2align 4,,10
	.p2align 3
.L660:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L661
	subq	%r9, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L661
	subq	%rax, %rdx
	imulq	%rcx, %rdx
	addq	%rdx, %r10
.L661:
	addq	$32, %rdi
	cmpq	%rdi, %r8
	je	.L658
.L662:
	movq	(%rdi), %rax
	movq	24(%rdi), %rcx
	cmpq	%rax, %r9
	jb	.L660
	imulq	16(%rdi), %rcx
	addq	$32, %rdi
	addq	%rcx, %r10
	cmpq	%rdi, %r8
	jne	.L662
.L658:
	movq	%r10, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L663:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	ret
	.cfi_endproc
.LFE245:
	.size	dist_count_le.isra.0, .-dist_count_le.isra.0
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
.LFB68:
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
	je	.L669
	movq	(%rdi), %rdi
	movq	16(%rdi), %rax
	movq	%rdi, 56(%rsp)
	movq	%rax, (%rsp)
	mulq	24(%rdi)
	movq	%rax, %r14
	movq	%rdx, %rax
	movq	%rdx, %r15
	subq	$0, %rax
	jne	.L685
	leaq	48(%rdi), %rcx
	xorl	%esi, %esi
	movq	$-1, %r10
	xorl	%edi, %edi
	jmp	.L671
	.p2align 4,,10
	.p2align 3
.L672:
	movq	(%rcx), %rax
	mulq	8(%rcx)
	addq	%rax, %r14
	movq	%rdi, %rax
	adcq	%rdx, %r15
	addq	$32, %rcx
	cmpq	%r14, %r10
	sbbq	%r15, %rax
	jc	.L685
.L671:
	addq	$1, %rsi
	cmpq	%r12, %rsi
	jne	.L672
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
.L673:
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
	jne	.L673
	movq	16(%rsp), %r14
	movl	40(%rsp), %r11d
	movq	%r15, %rbp
	movq	24(%rsp), %r15
	movq	%r14, 40(%rsp)
.L674:
	movq	40(%rsp), %rax
	movq	%r12, 64(%rbx)
	movq	%r13, 72(%rbx)
	movq	%rax, (%rbx)
	movq	$99999, 64(%rsp)
	movq	$0, 72(%rsp)
	testl	%r11d, %r11d
	jne	.L676
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
.L676:
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
.L683:
	movq	40(%rsp), %r14
	xorl	%r15d, %r15d
	testq	%r14, %r14
	je	.L677
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
	je	.L687
	movq	%rbx, %rax
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L679:
	movq	(%rax), %rdx
	cmpq	%rdx, %r13
	cmovb	%rdx, %r13
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L679
.L678:
	xorl	%r15d, %r15d
	jmp	.L681
	.p2align 4,,10
	.p2align 3
.L682:
	movq	%r13, %r14
	movq	8(%rbp), %rsi
	movq	%rbx, %rdi
	subq	%r15, %r14
	shrq	%r14
	addq	%r15, %r14
	movq	%r14, %rdx
	call	dist_count_le.isra.0
	cmpq	%r11, %rax
	jb	.L694
	movq	%r14, %r13
.L681:
	cmpq	%r13, %r15
	jb	.L682
.L677:
	movq	16(%rsp), %rax
	addq	$8, (%rsp)
	leaq	48+PCT_MILLI(%rip), %rdi
	movq	%r15, (%rax)
	addq	$8, %rax
	movq	%rax, 16(%rsp)
	movq	(%rsp), %rax
	cmpq	%rax, %rdi
	jne	.L683
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
.L694:
	.cfi_restore_state
	leaq	1(%r14), %r15
	jmp	.L681
	.p2align 4,,10
	.p2align 3
.L685:
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
.L687:
	.cfi_restore_state
	xorl	%r13d, %r13d
	jmp	.L678
.L669:
	movq	(%rdi), %rax
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	xorl	%r12d, %r12d
	movq	$0, 40(%rsp)
	xorl	%r13d, %r13d
	movq	%rax, 56(%rsp)
	jmp	.L674
	.cfi_endproc
.LFE68:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB246:
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
	jne	.L697
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L697:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L699:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L698
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
.L698:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L699
	testq	%r15, %r15
	je	.L703
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L701:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L701
.L700:
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
.L703:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L700
	.cfi_endproc
.LFE246:
	.size	summarise.isra.0, .-summarise.isra.0
	.section	.rodata.str1.1
.LC101:
	.string	"s"
.LC102:
	.string	"given"
.LC103:
	.string	"server: service %s us; "
.LC104:
	.string	"no stalls"
.LC105:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC106:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC107:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC108:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC109:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC110:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC111:
	.string	"\ncorrection: expected interval "
	.align 8
.LC112:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC113:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC114:
	.string	"; rank rule %s; slow above %s us\n"
	.text
	.p2align 4
	.type	print_model, @function
print_model:
.LFB179:
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
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rdi, %rbx
	subq	$96, %rsp
	.cfi_def_cfa_offset 144
	movq	(%rdi), %rsi
	leaq	64(%rsp), %rbp
	movq	%rbp, %rdi
	call	fmt_us.constprop.0
	leaq	.LC103(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$0, 48(%rbx)
	je	.L727
	cmpq	$0, 56(%rbx)
	movq	64(%rbx), %rsi
	je	.L728
	movq	%rbp, %rdi
	leaq	32(%rsp), %r12
	call	fmt_us.constprop.0
	movq	56(%rbx), %rsi
	movq	%r12, %rdi
	movq	%rax, %r14
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	movq	%rsp, %rdi
	movq	%rax, %r13
	call	fmt_us.constprop.0
	movq	%r14, %rcx
	movq	%r13, %rdx
	leaq	.LC106(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L710:
	movl	72(%rbx), %edx
	movq	136(%rbx), %r13
	testl	%edx, %edx
	je	.L729
	xorl	%esi, %esi
	cmpq	$1, %r13
	jbe	.L714
	movq	128(%rbx), %rsi
	subq	120(%rbx), %rsi
	subq	$1, %r13
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r13
	movq	%rax, %rsi
.L714:
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movl	72(%rbx), %esi
	movq	136(%rbx), %rdx
	leaq	.LC108(%rip), %rdi
	movq	%rax, %rcx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L713:
	movq	160(%rbx), %rdx
	movl	152(%rbx), %esi
	leaq	.LC1(%rip), %rax
	leaq	.LC101(%rip), %rcx
	leaq	.LC109(%rip), %rdi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	144(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L730
.L716:
	leaq	.LC111(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	176(%rbx), %eax
	testl	%eax, %eax
	jne	.L731
	movq	184(%rbx), %r13
	movq	168(%rbx), %rsi
	leaq	.LC102(%rip), %rax
	movq	%r12, %rdi
	testq	%r13, %r13
	cmove	%rax, %r13
	call	fmt_us.constprop.0
	leaq	.LC113(%rip), %rdi
	movq	%rax, %rsi
	movq	%r13, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L718:
	movq	192(%rbx), %rsi
	movq	%rbp, %rdi
	call	fmt_us.constprop.0
	movl	200(%rbx), %ecx
	leaq	.LC114(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	addq	$96, %rsp
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
.L728:
	.cfi_restore_state
	leaq	32(%rsp), %r12
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	movq	%rsp, %rdi
	movq	%rax, %r13
	call	fmt_us.constprop.0
	movq	%r13, %rdx
	leaq	.LC105(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L710
.L729:
	movq	80(%rbx), %rsi
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movq	%r13, %rdx
	leaq	.LC107(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L713
.L727:
	leaq	.LC104(%rip), %rdi
	leaq	32(%rsp), %r12
	call	puts@PLT
	jmp	.L710
.L731:
	leaq	.LC112(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L718
.L730:
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	leaq	.LC110(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L716
	.cfi_endproc
.LFE179:
	.size	print_model, .-print_model
	.p2align 4
	.type	aggregate, @function
aggregate:
.LFB111:
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
	jne	.L747
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
.L746:
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
.L734:
	movq	%r12, %rdx
	movq	%rbx, %rsi
	movq	$-1, %rcx
	testl	%ebp, %ebp
	jne	.L737
	jmp	.L741
	.p2align 4,,10
	.p2align 3
.L760:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L736:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%r14, %rdx
	je	.L741
.L737:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L760
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L736
	.p2align 4,,10
	.p2align 3
.L741:
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
	jne	.L734
	movq	64(%rsp), %r15
	movq	%r13, %rbx
	testl	%ebp, %ebp
	je	.L742
	movq	(%rsp), %rax
	movq	24(%rsp), %rdx
	leaq	-56(%rax), %rcx
	.p2align 4,,10
	.p2align 3
.L743:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L743
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
.L744:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L744
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
.L745:
	movdqa	(%rcx), %xmm1
	addq	$16, %rdx
	addq	$288, %rcx
	movaps	%xmm1, -16(%rdx)
	cmpq	%rdx, %rax
	jne	.L745
.L748:
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
	jne	.L746
	movq	80(%rsp), %r13
	movq	48(%rsp), %rdx
.L747:
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
.L742:
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
	jmp	.L748
	.cfi_endproc
.LFE111:
	.size	aggregate, .-aggregate
	.p2align 4
	.type	set_export, @function
set_export:
.LFB158:
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
	je	.L762
	movq	%rdi, %r12
	movq	%rdx, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L762
	movq	56(%rbp), %rax
	movq	%rbx, (%r12,%rax)
	movq	80(%rbp), %rax
	testq	%rax, %rax
	jne	.L765
.L766:
	xorl	%eax, %eax
.L761:
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
.L765:
	.cfi_restore_state
	movl	$1, (%r12,%rax)
	jmp	.L766
	.p2align 4,,10
	.p2align 3
.L762:
	movq	0(%rbp), %rcx
	movq	88(%rbp), %r9
	movq	%rbx, %r8
	movq	%r14, %rsi
	leaq	.LC16(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L761
	.cfi_endproc
.LFE158:
	.size	set_export, .-set_export
	.section	.rodata.str1.1
.LC115:
	.string	"default"
.LC116:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC117:
	.string	"usage: bench [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr)%s.\n"
	.section	.rodata.str1.1
.LC118:
	.string	"%s%s%s"
.LC119:
	.string	"  %s\n"
.LC120:
	.string	"  %-24s %.*s\n"
	.section	.rodata.str1.8
	.align 8
.LC121:
	.string	"Scenarios (--scenario NAME):\n "
	.section	.rodata.str1.1
.LC122:
	.string	"\n "
.LC123:
	.string	" %.*s%s"
	.section	.rodata.str1.8
	.align 8
.LC124:
	.string	"\nEach of these applies only with another:"
	.section	.rodata.str1.1
.LC125:
	.string	"    %-22s with %s\n"
	.section	.rodata.str1.8
	.align 8
.LC126:
	.string	"On a recorded trace (--correct, --trace-values) only these apply:\n   "
	.section	.rodata.str1.1
.LC127:
	.string	" %s"
	.section	.rodata.str1.8
	.align 8
.LC128:
	.string	"\nThe lab (./lab --help) adds Poisson and replayed schedules, drawn service\ntimes, random stalls, faults, users, the scoreboard and sweeps to these."
	.align 8
.LC129:
	.string	"\nand the lab's (./lab --scenario NAME):\n "
	.text
	.p2align 4
	.type	print_usage, @function
print_usage:
.LFB169:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	.LC117(%rip), %rdi
	xorl	%eax, %eax
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
	leaq	.LC120(%rip), %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	leaq	.LC1(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rbp, %rsi
	leaq	OPTIONS(%rip), %rbx
	movq	%rbx, %r13
	subq	$168, %rsp
	.cfi_def_cfa_offset 224
	call	printf@PLT
	leaq	32(%rsp), %rax
	movq	%rbx, 8(%rsp)
	movq	%rax, 16(%rsp)
.L769:
	movq	16(%r13), %r9
	movq	24(%r13), %r14
	leaq	.LC25(%rip), %r8
	testq	%r9, %r9
	je	.L800
.L777:
	movq	16(%rsp), %rbx
	movq	0(%r13), %rcx
	xorl	%eax, %eax
	movl	$64, %esi
	leaq	.LC118(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	ja	.L801
.L770:
	testq	%r15, %r15
	je	.L771
	movl	%r15d, %edx
	movq	16(%rsp), %rsi
	movq	%r14, %rcx
	movq	%r12, %rdi
	subl	%r14d, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L772
	.p2align 4,,10
	.p2align 3
.L802:
	movq	%rax, %rdx
	movq	%rbx, %rcx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	subq	%r15, %rdx
	xorl	%eax, %eax
	movq	%r14, %r15
	subl	$1, %edx
	call	printf@PLT
.L772:
	leaq	1(%r15), %rbx
	movl	$10, %esi
	movq	%rbx, %rdi
	call	strchr@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	jne	.L802
	movq	%rbx, %rdi
	call	strlen@PLT
	movq	%rbx, %rcx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
.L773:
	addq	$104, %r13
	leaq	2288+OPTIONS(%rip), %rax
	cmpq	%rax, %r13
	je	.L803
	movq	24(%r13), %rdi
	movl	$10, %esi
	call	strchr@PLT
	movq	%rax, %r15
	jmp	.L769
	.p2align 4,,10
	.p2align 3
.L803:
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%r15d, %r15d
	movl	$7, %r14d
	leaq	.LC121(%rip), %rdi
	addl	$1, %r15d
	leaq	SCENARIOS(%rip), %r13
	call	printf@PLT
	movl	$1, %r8d
	movq	%rbx, 8(%rsp)
	leaq	.LC115(%rip), %r12
	movq	%r8, %rbx
	leaq	2(%rbx,%r14), %rax
	cmpl	$4, %r15d
	je	.L804
.L780:
	cmpq	$78, %rax
	ja	.L805
.L778:
	movq	%r12, %rdx
	movl	%r14d, %esi
	leaq	.LC116(%rip), %rcx
	xorl	%eax, %eax
	leaq	.LC123(%rip), %rdi
	addq	$24, %r13
	leaq	2(%rbx,%r14), %rbx
	addl	$1, %r15d
	call	printf@PLT
	movq	0(%r13), %r12
	movq	%r12, %rdi
	call	strlen@PLT
	movq	%rax, %r14
	leaq	2(%rbx,%r14), %rax
	cmpl	$4, %r15d
	jne	.L780
.L804:
	movq	8(%rsp), %rbx
	cmpq	$78, %rax
	ja	.L794
.L779:
	movq	%rbp, %rcx
	movq	%r12, %rdx
	movl	%r14d, %esi
	xorl	%eax, %eax
	leaq	.LC123(%rip), %rdi
	leaq	LAB_SCENARIO_NAMES(%rip), %r15
	movl	$1, %ebp
	movl	$8, %r12d
	call	printf@PLT
	leaq	.LC129(%rip), %rdi
	xorl	%eax, %eax
	leaq	.LC1(%rip), %r14
	call	printf@PLT
	movq	%rbx, 24(%rsp)
	movq	%r15, %rbx
	movq	%rbp, %r15
	jmp	.L785
	.p2align 4,,10
	.p2align 3
.L782:
	testb	%cl, %cl
	leaq	.LC116(%rip), %rcx
	movq	%rbx, %rdx
	movl	%r12d, %esi
	cmove	%r14, %rcx
	movzbl	%bpl, %ebp
	leaq	1(%r13), %rbx
	xorl	%eax, %eax
	leaq	.LC123(%rip), %rdi
	call	printf@PLT
	leaq	1(%r12,%rbp), %rax
	addq	%rax, %r15
	cmpb	$0, 0(%r13)
	je	.L784
	leaq	.LC25(%rip), %rsi
	movq	%rbx, %rdi
	call	strcspn@PLT
	movq	%rax, %r12
.L785:
	leaq	(%rbx,%r12), %r13
	leaq	2(%r15,%r12), %rax
	movzbl	0(%r13), %ecx
	testb	%cl, %cl
	setne	%bpl
	cmpq	$78, %rax
	jbe	.L782
	leaq	.LC122(%rip), %rdi
	xorl	%eax, %eax
	movb	%cl, 8(%rsp)
	movl	$1, %r15d
	call	printf@PLT
	movzbl	8(%rsp), %ecx
	jmp	.L782
	.p2align 4,,10
	.p2align 3
.L784:
	leaq	.LC124(%rip), %rdi
	movq	24(%rsp), %rbx
	leaq	OPTIONS(%rip), %rbp
	call	puts@PLT
.L786:
	movq	32(%rbp), %rdi
	testq	%rdi, %rdi
	je	.L789
	movq	16(%rsp), %rsi
	call	alternatives.constprop.0
	movq	0(%rbp), %rsi
	leaq	.LC125(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L789:
	addq	$104, %rbp
	leaq	2288+OPTIONS(%rip), %rax
	cmpq	%rax, %rbp
	jne	.L786
	leaq	.LC126(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L790:
	testb	$2, 40(%rbx)
	je	.L791
	cmpl	$2, 8(%rbx)
	jne	.L806
.L791:
	addq	$104, %rbx
	leaq	2288+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	jne	.L790
	addq	$168, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC128(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
.L806:
	.cfi_restore_state
	movq	(%rbx), %rsi
	leaq	.LC127(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L791
.L805:
	leaq	.LC122(%rip), %rdi
	xorl	%eax, %eax
	movl	$1, %ebx
	call	printf@PLT
	jmp	.L778
.L801:
	movq	16(%rsp), %rsi
	leaq	.LC119(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 32(%rsp)
	jmp	.L770
.L771:
	movq	%r14, %rdi
	call	strlen@PLT
	movq	16(%rsp), %rsi
	movq	%r14, %rcx
	movq	%r12, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L773
.L800:
	leaq	.LC1(%rip), %rbp
	movq	%rbp, %r9
	movq	%rbp, %r8
	jmp	.L777
.L794:
	leaq	.LC122(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L779
	.cfi_endproc
.LFE169:
	.size	print_usage, .-print_usage
	.section	.rodata.str1.8
	.align 8
.LC134:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.align 8
.LC135:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC136:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC137:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC139:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC140:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC141:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
.LFB137:
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
	movapd	.LC131(%rip), %xmm0
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
	jle	.L813
	movslq	%r12d, %rax
	movsd	.LC132(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L812
	.p2align 4,,10
	.p2align 3
.L846:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L811:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L845
.L812:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L846
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L811
.L845:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L847
.L813:
	movsd	.LC41(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L809:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC134(%rip), %rsi
	pushq	%r14
	leaq	XTICK.0(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	leaq	-240(%rbp), %rax
	movq	%rbx, -272(%rbp)
	movq	%rbx, %rdi
	leaq	.LC135(%rip), %rdx
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
.L816:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC38(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC136(%rip), %rsi
	mulsd	.LC29(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC30(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L816
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L832
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
.L831:
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
	je	.L819
	testq	%rbx, %rbx
	je	.L819
	testq	%rax, %rax
	je	.L819
	testq	%r14, %r14
	je	.L848
	movq	.LC132(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L826
	.p2align 4,,10
	.p2align 3
.L849:
	divsd	%xmm6, %xmm0
	movsd	.LC41(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC41(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L822:
	call	log10@PLT
	movq	.LC38(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L824
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L825:
	movq	-264(%rbp), %rax
	divsd	.LC132(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L821
.L826:
	movsd	(%r12), %xmm0
	movsd	.LC47(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L849
	movq	.LC130(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L822
	.p2align 4,,10
	.p2align 3
.L824:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L825
	.p2align 4,,10
	.p2align 3
.L848:
	movsd	.LC132(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L821:
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
	js	.L827
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L828:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC27(%rip), %xmm0
	movsd	.LC28(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC139(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC138(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L829
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L830:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC140(%rip), %rdx
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
	leaq	.LC141(%rip), %rsi
	leal	4(%r14), %eax
	movl	%r14d, %r9d
	movl	%r14d, %ecx
	addl	$18, %r14d
	movq	%rdi, (%rsp)
	movq	-272(%rbp), %rdi
	pushq	%rax
	leaq	.LC1(%rip), %rax
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
	jne	.L831
.L832:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC137(%rip), %rdi
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
.L829:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L830
	.p2align 4,,10
	.p2align 3
.L827:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L828
.L847:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC133(%rip), %xmm2
	movsd	.LC46(%rip), %xmm3
	movsd	.LC39(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L815
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC41(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
.L815:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L809
.L819:
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
.LFE137:
	.size	spectrum_writer, .-spectrum_writer
	.p2align 4
	.type	run_closed, @function
run_closed:
.LFB43:
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
	jnb	.L850
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
	jmp	.L860
	.p2align 4,,10
	.p2align 3
.L870:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L855:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L854:
	cmpq	%r15, %rbp
	jnb	.L850
.L860:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L852
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L852
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L869
.L852:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L855
	cmpq	%rax, %rbx
	jnb	.L856
	addq	%r8, %rdx
.L857:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L870
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L855
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
	jmp	.L855
	.p2align 4,,10
	.p2align 3
.L856:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L857
	.p2align 4,,10
	.p2align 3
.L850:
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
.L869:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L853:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L853
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L854
	.cfi_endproc
.LFE43:
	.size	run_closed, .-run_closed
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB69:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L886
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
.L872:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L877
	.p2align 4,,10
	.p2align 3
.L873:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L875
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L875:
	testq	%r8, %r8
	je	.L876
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L876
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L876:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L873
.L877:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L872
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
.L886:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE69:
	.size	dist_correct, .-dist_correct
	.p2align 4
	.type	walk_run, @function
walk_run:
.LFB50:
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
	movq	96(%rdi), %rdx
	testq	%r10, %r10
	je	.L913
	movq	%rsi, %r11
	xorl	%r13d, %r13d
	jmp	.L912
	.p2align 4,,10
	.p2align 3
.L891:
	movq	80(%rbx), %rax
	cmpq	136(%r14), %rax
	jnb	.L890
	movq	48(%rbx), %rcx
	cmpq	40(%rbx), %rcx
	je	.L890
	movq	32(%rbx), %rsi
	leaq	1(%rcx), %rdi
	movq	%rdi, 48(%rbx)
	movq	(%rsi,%rcx,8), %rbp
	cmpl	$2, %r15d
	jne	.L915
	cmpq	%rdx, %rbp
	jb	.L895
.L915:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	movq	%rbp, %r12
	cmovnb	%rbp, %rsi
	cmpl	$1, %r15d
	jne	.L898
	movq	88(%rbx), %rsi
	movq	64(%rbx), %rax
	movq	(%rax,%rsi,8), %r12
	movq	%rdx, %rsi
	cmpq	%r12, %rbp
	cmovnb	%rbp, %r12
	cmpq	%rdx, %r12
	cmovnb	%r12, %rsi
.L898:
	movq	48(%r14), %rdi
	movq	56(%rbx), %rdx
	movq	56(%r14), %r9
	movq	16(%rbx), %rax
	movq	%rdi, (%rsp)
	testq	%rdx, %rdx
	je	.L894
	movq	(%rdx,%rcx,8), %rcx
	leaq	(%rcx,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L899
	cmpq	%rax, %rsi
	jnb	.L900
	addq	%rdi, %rdx
.L901:
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	je	.L927
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L899
	movq	(%rsp), %r8
	leaq	16(%rbx), %rdi
	movq	%r10, 16(%rsp)
	movq	%r11, 8(%rsp)
	call	serve_stalls
	movq	8(%rsp), %r11
	movq	16(%rsp), %r10
	movq	%rax, %rdx
	.p2align 4,,10
	.p2align 3
.L899:
	movq	64(%rbx), %rax
	testl	%r15d, %r15d
	movq	88(%rbx), %rcx
	cmove	%rbp, %r12
	movq	%rdx, (%rax,%rcx,8)
	movq	%rdx, %rax
	subq	%r12, %rax
	movq	%rax, (%r11,%r13,8)
	movq	80(%rbx), %rax
	addq	$1, %r13
.L895:
	addq	$1, %rax
	movq	%rax, 80(%rbx)
	movq	88(%rbx), %rax
	addq	$1, %rax
	cmpq	72(%rbx), %rax
	jne	.L911
	xorl	%eax, %eax
.L911:
	movq	%rax, 88(%rbx)
	cmpq	%r10, %r13
	jnb	.L890
.L912:
	cmpl	$3, %r15d
	jne	.L891
	movq	64(%rbx), %rax
	movq	88(%rbx), %rcx
	movq	(%rax,%rcx,8), %rbp
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L892
	cmpq	%rax, %rbp
	jnb	.L890
.L893:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	movq	16(%rbx), %rax
	movq	%rbp, %r12
	cmovnb	%rbp, %rsi
.L894:
	movq	(%r14), %rcx
	leaq	(%rcx,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L899
	movq	48(%r14), %r8
	cmpq	%rax, %rsi
	jnb	.L905
	addq	%r8, %rdx
.L906:
	movq	56(%r14), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	je	.L927
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L899
	leaq	16(%rbx), %rdi
	movq	%r10, 8(%rsp)
	movq	%r11, (%rsp)
	call	serve_stalls
	movq	8(%rsp), %r10
	movq	(%rsp), %r11
	movq	%rax, %rdx
	jmp	.L899
	.p2align 4,,10
	.p2align 3
.L927:
	movq	$-1, 16(%rbx)
	jmp	.L899
	.p2align 4,,10
	.p2align 3
.L892:
	movq	136(%r14), %rax
	cmpq	%rax, 80(%rbx)
	jb	.L893
.L890:
	addq	%r13, 104(%rbx)
	movq	%r13, %rax
	movq	%rdx, 96(%rbx)
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
.L905:
	.cfi_restore_state
	leaq	(%r8,%rax), %rdi
	leaq	(%rcx,%rdi), %r9
	cmpq	%rdi, %rsi
	cmovb	%r9, %rdx
	jmp	.L906
	.p2align 4,,10
	.p2align 3
.L900:
	movq	(%rsp), %rdi
	addq	%rax, %rdi
	leaq	(%rcx,%rdi), %r8
	cmpq	%rdi, %rsi
	cmovb	%r8, %rdx
	jmp	.L901
.L913:
	xorl	%r13d, %r13d
	jmp	.L890
	.cfi_endproc
.LFE50:
	.size	walk_run, .-walk_run
	.section	.rodata.str1.1
.LC143:
	.string	"n"
.LC144:
	.string	"set"
.LC145:
	.string	"%-*s %9s"
.LC146:
	.string	" %11s"
.LC147:
	.string	"slow %"
.LC148:
	.string	"slow"
.LC149:
	.string	" %8s %8s"
.LC150:
	.string	"cv"
.LC151:
	.string	" %6s\n"
.LC152:
	.string	"%-*s %9lu"
	.globl	__divti3
.LC153:
	.string	"%lu.%04lu"
.LC154:
	.string	" %8lu %8s"
.LC155:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC156:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.text
	.p2align 4
	.type	print_table, @function
print_table:
.LFB189:
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
	leaq	.LC146(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	leaq	PCT_LABEL(%rip), %rbx
	leaq	48(%rbx), %r12
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	call	putchar@PLT
	leaq	.LC143(%rip), %rcx
	xorl	%eax, %eax
	leaq	.LC144(%rip), %rdx
	movl	$10, %esi
	leaq	.LC145(%rip), %rdi
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L929:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L929
	leaq	.LC147(%rip), %rdx
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	movq	%r13, %r14
	leaq	.LC148(%rip), %rsi
	leaq	.LC149(%rip), %rdi
	movq	%r12, %r15
	movq	%r13, %r12
	call	printf@PLT
	leaq	.LC150(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC151(%rip), %rdi
	call	printf@PLT
	leaq	16(%rsp), %rbx
.L932:
	leaq	SET_NAME(%rip), %rax
	movq	32(%r12), %rcx
	movl	$10, %esi
	xorl	%r13d, %r13d
	movq	(%rax,%r15), %rdx
	leaq	.LC152(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L930:
	movq	40(%r12,%r13,8), %rsi
	movq	%rbx, %rdi
	addq	$1, %r13
	call	fmt_us.constprop.0
	movq	%rbp, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$6, %r13
	jne	.L930
	movq	32(%r12), %r8
	movq	88(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L931
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
.L931:
	leaq	.LC153(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$80, %r12
	movl	$32, %esi
	call	snprintf@PLT
	movq	8(%r12), %rsi
	movq	%rbx, %rdx
	xorl	%eax, %eax
	leaq	.LC154(%rip), %rdi
	call	printf@PLT
	leaq	.LC155(%rip), %rdi
	movl	$1, %eax
	movsd	272(%r14,%r15), %xmm0
	addq	$8, %r15
	call	printf@PLT
	cmpq	$24, %r15
	jne	.L932
	movq	(%r14), %rax
	movq	%rbx, %rdi
	movq	%r14, %r13
	leaq	.LC62(%rip), %r12
	movq	192(%rax), %rsi
	call	fmt_us.constprop.0
	leaq	.LC156(%rip), %rdi
	movq	%rax, %rdx
	movq	(%r14), %rax
	leaq	8+RATIOS(%rip), %r14
	leaq	224(%r14), %rbp
	movl	216(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L946
	.p2align 4,,10
	.p2align 3
.L934:
	movq	8(%rax,%rcx,8), %rax
.L935:
	movslq	(%r14), %rcx
	movslq	4(%r14), %rsi
	leaq	(%rcx,%rcx,4), %rcx
	salq	$4, %rcx
	addq	%rcx, %rdx
	cmpl	$-1, %esi
	je	.L959
	movq	8(%rdx,%rsi,8), %rdx
	testq	%rax, %rax
	je	.L938
.L961:
	testq	%rdx, %rdx
	js	.L939
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
	testq	%rax, %rax
	js	.L941
.L962:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L942:
	divsd	%xmm1, %xmm0
	leaq	.LC79(%rip), %rax
	movl	$32, %esi
	movq	%rbx, %rdi
	leaq	.LC80(%rip), %rdx
	comisd	.LC47(%rip), %xmm0
	cmovnb	%rax, %rdx
	movl	$1, %eax
	call	snprintf@PLT
.L945:
	movq	%rbx, %rdx
	movq	%r15, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L933:
	addq	$32, %r14
	cmpq	%r14, %rbp
	je	.L960
.L946:
	movq	16(%r14), %r15
	testq	%r15, %r15
	je	.L933
	movslq	8(%r14), %rax
	movslq	12(%r14), %rcx
	leaq	32(%r13), %rdx
	leaq	(%rax,%rax,4), %rax
	salq	$4, %rax
	addq	%rdx, %rax
	cmpl	$-1, %ecx
	jne	.L934
	movq	56(%rax), %rax
	jmp	.L935
	.p2align 4,,10
	.p2align 3
.L959:
	movq	56(%rdx), %rdx
	testq	%rax, %rax
	jne	.L961
.L938:
	movl	$6369134, (%rbx)
	jmp	.L945
	.p2align 4,,10
	.p2align 3
.L939:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rax, %rax
	jns	.L962
.L941:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L942
	.p2align 4,,10
	.p2align 3
.L960:
	movl	$10, %edi
	call	putchar@PLT
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
.LFE189:
	.size	print_table, .-print_table
	.section	.rodata.str1.1
.LC157:
	.string	"--help"
.LC158:
	.string	"--service"
	.text
	.p2align 4
	.type	mark_given, @function
mark_given:
.LFB164:
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
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movq	%rdi, 8(%rsp)
	movl	%esi, 4(%rsp)
	testl	%esi, %esi
	jle	.L963
	movq	%rdx, %r12
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L964:
	movslq	%r15d, %rax
	movq	(%r12,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L981
	cmpb	$104, 1(%r14)
	jne	.L981
	cmpb	$0, 2(%r14)
	movl	$-1, %eax
	leaq	.LC157(%rip), %rbp
	jne	.L981
.L966:
	leaq	104+OPTIONS(%rip), %rbx
	xorl	%r13d, %r13d
	testl	%eax, %eax
	je	.L990
.L988:
	addl	$1, %r13d
	cmpl	$22, %r13d
	je	.L968
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$104, %rbx
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L988
.L990:
	movq	8(%rsp), %rax
	movslq	%r13d, %rdx
	leaq	OPTIONS(%rip), %rcx
	movb	$1, 516(%rax,%rdx)
	leaq	(%rdx,%rdx,2), %rax
	leaq	(%rdx,%rax,4), %rax
	cmpl	$1, 8(%rcx,%rax,8)
	adcl	$0, %r15d
.L976:
	addl	$1, %r15d
	cmpl	%r15d, 4(%rsp)
	jg	.L964
.L963:
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
.L981:
	.cfi_restore_state
	leaq	.LC158(%rip), %rsi
	movq	%r14, %rdi
	movq	%r14, %rbp
	call	strcmp@PLT
	jmp	.L966
	.p2align 4,,10
	.p2align 3
.L968:
	cmpb	$45, (%r14)
	jne	.L976
	cmpb	$45, 1(%r14)
	jne	.L976
	movq	%r14, %rsi
	leaq	LAB_OPTION_NAMES(%rip), %rdi
	call	word_in
	testq	%rax, %rax
	je	.L976
	cmpb	$61, (%rax)
	sete	%al
	movzbl	%al, %eax
	addl	%eax, %r15d
	movq	8(%rsp), %rax
	cmpq	$0, 648(%rax)
	jne	.L976
	movq	%r14, 648(%rax)
	jmp	.L976
	.cfi_endproc
.LFE164:
	.size	mark_given, .-mark_given
	.section	.rodata.str1.8
	.align 8
.LC159:
	.string	"out of memory for %lu connections"
	.section	.rodata.str1.1
.LC160:
	.string	"%s"
	.section	.rodata.str1.8
	.align 8
.LC161:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	walk_all, @function
walk_all:
.LFB94:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
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
	movq	%rcx, %rbp
	movl	$12, %ecx
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%r8, %rbx
	subq	$33016, %rsp
	.cfi_def_cfa_offset 33072
	leaq	144(%rsp), %rdi
	movl	%esi, 36(%rsp)
	movq	%rdx, 48(%rsp)
	movq	%r9, 64(%rsp)
	movq	$0, 140(%rsp)
	movq	$0, 232(%rsp)
	rep stosq
	movl	%esi, 136(%rsp)
	andl	$-3, %esi
	movl	$1, %edi
	movq	%r15, 128(%rsp)
	je	.L992
	movq	160(%r15), %rdi
.L992:
	cmpq	$0, 48(%r15)
	movq	%rdi, 200(%rsp)
	movq	$-1, %rax
	movq	$0, 152(%rsp)
	je	.L993
	movq	64(%r15), %rax
.L993:
	movl	$8, %esi
	movq	%rax, 144(%rsp)
	call	calloc@PLT
	movq	%rax, 192(%rsp)
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L994
	movq	33072(%rsp), %rax
	movq	%r15, 96(%rsp)
	xorl	%r14d, %r14d
	leaq	240(%rsp), %r12
	movq	$0, 104(%rsp)
	movq	$0, (%rax)
	leaq	112(%rsp), %rax
	movq	%rax, 8(%rsp)
	leaq	128(%rsp), %rax
	movq	$0, (%rbx)
	movq	%rax, 40(%rsp)
	movq	%rdi, 72(%rsp)
	movq	%r15, 56(%rsp)
	.p2align 4,,10
	.p2align 3
.L995:
	xorl	%ecx, %ecx
	cmpl	$3, 36(%rsp)
	je	.L1023
	movq	56(%rsp), %r15
	movq	104(%rsp), %r8
	movl	$4096, %eax
	movq	136(%r15), %r11
	movq	%r11, %rcx
	subq	%r8, %rcx
	cmpq	%rax, %rcx
	cmova	%rax, %rcx
	cmpq	%r8, %r11
	je	.L1023
	movq	112(%r15), %rsi
	xorl	%eax, %eax
	leaq	(%rsi,%r8,8), %r10
	jmp	.L1002
	.p2align 4,,10
	.p2align 3
.L1028:
	movq	(%r10,%rax,8), %rdx
	movq	%rdx, (%r12,%rax,8)
	addq	$1, %rax
	cmpq	%rcx, %rax
	jnb	.L1027
.L1002:
	testq	%rsi, %rsi
	jne	.L1028
	leaq	(%r8,%rax), %rdx
	imulq	80(%r15), %rdx
	movq	%rdx, (%r12,%rax,8)
	addq	$1, %rax
	cmpq	%rcx, %rax
	jb	.L1002
.L1027:
	leaq	-1(%rcx), %rax
	cmpq	%r8, %r11
	movq	%r12, %r15
	movq	%rcx, %r12
	cmove	%r14, %rax
	leaq	1(%r8,%rax), %rax
	movq	%rax, 104(%rsp)
	jmp	.L1006
	.p2align 4,,10
	.p2align 3
.L1023:
	movq	%r12, %r15
	movq	%rcx, %r12
.L1006:
	movq	8(%rsp), %rsi
	movl	$1, %edi
	movq	%r15, 160(%rsp)
	movq	%r12, 168(%rsp)
	movq	%r14, 176(%rsp)
	movq	%r14, 184(%rsp)
	call	clock_gettime@PLT
	movq	(%rbx), %rax
	movq	48(%rsp), %rdi
	movq	%rbp, %rdx
	imulq	$1000000000, 112(%rsp), %rcx
	movq	120(%rsp), %r9
	leaq	(%rdi,%rax,8), %rsi
	movq	40(%rsp), %rdi
	subq	%rax, %rdx
	movq	%r9, 16(%rsp)
	movq	%rcx, 24(%rsp)
	call	walk_run
	movq	8(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, %r13
	call	clock_gettime@PLT
	movq	16(%rsp), %r9
	imulq	$1000000000, 112(%rsp), %rax
	movq	24(%rsp), %rcx
	movq	33072(%rsp), %rdi
	subq	%r9, %rax
	addq	120(%rsp), %rax
	subq	%rcx, %rax
	addq	%rax, (%rdi)
	movq	(%rbx), %rax
	addq	%r13, %rax
	movq	%rax, (%rbx)
	cmpq	%r12, 176(%rsp)
	jb	.L1005
	cmpq	%rbp, %rax
	jne	.L1004
	cmpl	$3, 36(%rsp)
	je	.L1029
.L1004:
	movq	%r12, %rcx
	movq	%r15, %r12
	orq	%r13, %rcx
	jne	.L995
.L1026:
	movq	152(%rsp), %rax
	movq	64(%rsp), %rbx
	movq	224(%rsp), %rdx
	movq	72(%rsp), %rdi
	movq	%rax, (%rbx)
	movq	33080(%rsp), %rax
	movq	%rdx, (%rax)
	call	free@PLT
	xorl	%eax, %eax
.L991:
	addq	$33016, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1029:
	.cfi_restore_state
	movq	40(%rsp), %rdi
	leaq	88(%rsp), %rsi
	movl	$1, %edx
	call	walk_run
	testq	%rax, %rax
	jne	.L1005
	orq	%r13, %r12
	je	.L1026
	xorl	%r12d, %r12d
	jmp	.L1006
.L994:
	movq	160(%r15), %rcx
	leaq	240(%rsp), %rbp
	leaq	.LC159(%rip), %rdx
	xorl	%eax, %eax
	movl	$96, %esi
	movq	%rbp, %rdi
	leaq	run_fault_lock(%rip), %rbx
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L1030
.L996:
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$-4, %eax
	jmp	.L991
.L1005:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC161(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L1030:
	movq	%rbp, %rcx
	leaq	.LC160(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$1, run_fault(%rip)
	jmp	.L996
	.cfi_endproc
.LFE94:
	.size	walk_all, .-walk_all
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB131:
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
	movq	%rsi, %r12
	movq	%r10, %rsi
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$440, %rsp
	.cfi_def_cfa_offset 496
	leaq	64(%rsp), %rbp
	movq	%rbp, %rdi
	rep movsq
	movups	%xmm0, (%rdx)
	movups	%xmm0, 16(%rdx)
	movups	%xmm0, 32(%rdx)
	movq	48(%r10), %r11
	testq	%r11, %r11
	je	.L1031
	cmpl	$0, 152(%r10)
	jne	.L1031
	cmpl	$0, 72(%r10)
	movq	%rdx, %rbx
	jne	.L1033
	movq	%r10, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	je	.L1069
.L1033:
	movq	200(%rsp), %rdx
	movl	$262144, %r14d
	cmpq	%r14, %rdx
	movq	%rdx, (%rsp)
	cmovbe	%rdx, %r14
	leaq	0(,%r14,8), %r15
	movq	%r14, 200(%rsp)
	movq	%r15, %rdi
	call	malloc@PLT
	movq	%r15, %rdi
	movq	%rax, (%rbx)
	movq	%rax, %r13
	call	malloc@PLT
	movq	%r15, %rdi
	movq	%rax, 8(%rbx)
	movq	%rax, %r12
	call	malloc@PLT
	testq	%r13, %r13
	movq	(%rsp), %rdx
	movq	%rax, 16(%rbx)
	je	.L1035
	testq	%r12, %r12
	je	.L1035
	testq	%rax, %rax
	je	.L1035
	xorl	%r9d, %r9d
	movq	%rbp, 48(%rsp)
	movq	%r9, 56(%rsp)
	testq	%rdx, %rdx
	je	.L1036
	movq	176(%rsp), %rdi
	movq	144(%rsp), %r8
	xorl	%esi, %esi
	xorl	%edx, %edx
	jmp	.L1037
	.p2align 4,,10
	.p2align 3
.L1041:
	addq	%r8, %rsi
	cmpq	%r14, %rdx
	jnb	.L1039
.L1037:
	movq	%rdx, %r12
	movq	%rsi, %rcx
	addq	$1, %rdx
	testq	%rdi, %rdi
	je	.L1040
	movq	-8(%rdi,%rdx,8), %rcx
.L1040:
	movq	%rcx, -8(%rax,%rdx,8)
	cmpq	$-1, %rcx
	jne	.L1041
	movq	%rdx, 56(%rsp)
	movq	%r12, 24(%rbx)
	movq	%r12, 200(%rsp)
	movq	%rax, 176(%rsp)
	testq	%r12, %r12
	jne	.L1042
.L1038:
	movq	32(%rbx), %rax
	movq	24(%rbx), %rcx
	cmpq	%rcx, %rax
	jnb	.L1044
	movq	16(%rbx), %r8
	movq	8(%rbx), %rsi
	movq	128(%rsp), %rdi
	jmp	.L1046
	.p2align 4,,10
	.p2align 3
.L1047:
	addq	$1, %rax
	movq	%rax, 32(%rbx)
	cmpq	%rcx, %rax
	je	.L1044
.L1046:
	movq	(%rsi,%rax,8), %rdx
	addq	(%r8,%rax,8), %rdx
	cmpq	%rdx, %rdi
	jnb	.L1047
	movq	%rax, 40(%rbx)
	cmpq	%rcx, %rax
	jnb	.L1052
	movq	64(%rsp), %rdi
	movq	%rax, %rdx
	jmp	.L1049
	.p2align 4,,10
	.p2align 3
.L1051:
	addq	$1, %rdx
	movq	%rdx, 40(%rbx)
	cmpq	%rcx, %rdx
	je	.L1052
.L1049:
	cmpq	(%rsi,%rdx,8), %rdi
	jb	.L1051
.L1052:
	cmpq	%rcx, %rax
	setnb	%al
	movzbl	%al, %eax
.L1031:
	addq	$440, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
.L1069:
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
	leaq	1(%r12,%rsi), %rcx
	addq	%rcx, %rax
	cmpq	$1, %rdx
	movq	136(%r10), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	movq	%rax, 200(%rsp)
	jmp	.L1033
.L1039:
	movq	%rdx, 24(%rbx)
	movq	%rdx, %r12
	movq	%rdx, 200(%rsp)
	movq	%rax, 176(%rsp)
.L1042:
	leaq	40(%rsp), %r15
	leaq	16(%rsp), %r9
	movq	%rbp, %rdi
	movq	%r12, %rcx
	leaq	32(%rsp), %r8
	pushq	%r15
	.cfi_def_cfa_offset 504
	movl	$1, %esi
	movq	%r13, %rdx
	leaq	32(%rsp), %r14
	pushq	%r14
	.cfi_def_cfa_offset 512
	movq	%r9, 24(%rsp)
	movq	%r8, 16(%rsp)
	call	walk_all
	popq	%rsi
	.cfi_def_cfa_offset 504
	popq	%rdi
	.cfi_def_cfa_offset 496
	testl	%eax, %eax
	jne	.L1031
	movq	8(%rbx), %rdx
	pushq	%r15
	.cfi_def_cfa_offset 504
	movq	%r12, %rcx
	xorl	%esi, %esi
	pushq	%r14
	.cfi_def_cfa_offset 512
	movq	24(%rsp), %r9
	movq	%rbp, %rdi
	movq	16(%rsp), %r8
	call	walk_all
	popq	%rdx
	.cfi_def_cfa_offset 504
	popq	%rcx
	.cfi_def_cfa_offset 496
	testl	%eax, %eax
	je	.L1038
	jmp	.L1031
.L1036:
	xorl	%r8d, %r8d
	movq	%rax, 176(%rsp)
	movq	%r8, 200(%rsp)
	jmp	.L1038
.L1044:
	movq	%rax, 40(%rbx)
	jmp	.L1052
.L1035:
	orl	$-1, %eax
	jmp	.L1031
	.cfi_endproc
.LFE131:
	.size	first_stall_window, .-first_stall_window
	.section	.rodata.str1.8
	.align 8
.LC162:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC163:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC164:
	.string	"%g"
.LC165:
	.string	"#2e8b57"
.LC166:
	.string	"#1f5fbf"
.LC167:
	.string	"closed: one sample of %s us"
.LC168:
	.string	"open: %lu requests delayed"
.LC169:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC170:
	.string	"corrected: %lu samples imputed every %s us"
	.text
	.p2align 4
	.type	timeline_writer, @function
timeline_writer:
.LFB138:
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
	jb	.L1071
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L1071:
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
	js	.L1072
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L1073:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L1074
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L1075:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L1125
	cmpq	$0, -368(%rbp)
	je	.L1125
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L1079
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1080:
	subsd	%xmm2, %xmm0
	movsd	.LC132(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L1081
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1082:
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
	js	.L1083
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L1084:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC132(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L1123
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L1088
	.p2align 4,,10
	.p2align 3
.L1141:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1087:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC132(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L1140
.L1088:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L1141
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1087
	.p2align 4,,10
	.p2align 3
.L1140:
	movsd	.LC133(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L1085:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -352(%rbp)
	movsd	%xmm1, -344(%rbp)
	call	nice_step
	movq	%r12, %xmm4
	movsd	.LC40(%rip), %xmm5
	movsd	.LC39(%rip), %xmm7
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm1
	movsd	-352(%rbp), %xmm2
	movapd	%xmm4, %xmm0
	andpd	%xmm5, %xmm0
	ucomisd	%xmm0, %xmm7
	ja	.L1142
.L1089:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC132(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	48(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L1090
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1091:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC162(%rip), %rdx
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
	leaq	.LC134(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rax
	leaq	.LC163(%rip), %rdx
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
	movsd	.LC40(%rip), %xmm1
	movsd	.LC39(%rip), %xmm6
	movapd	%xmm0, %xmm5
	movq	.LC132(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L1143
.L1092:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L1144
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC136(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L1098:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC40(%rip), %xmm0
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
	mulsd	.LC29(%rip), %xmm1
	addsd	.LC30(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	-312(%rbp), %xmm4
	addsd	-352(%rbp), %xmm4
	movsd	-328(%rbp), %xmm6
	movq	.LC132(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L1098
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L1099:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L1145
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
	jmp	.L1104
	.p2align 4,,10
	.p2align 3
.L1147:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1101:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L1102
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1103:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L1146
.L1104:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L1147
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1101
	.p2align 4,,10
	.p2align 3
.L1102:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1103
	.p2align 4,,10
	.p2align 3
.L1146:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC169(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC132(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L1148
.L1119:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L1112
	.p2align 4,,10
	.p2align 3
.L1150:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1109:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L1110
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L1111:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L1149
.L1112:
	testq	%rdx, %rdx
	jns	.L1150
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1109
	.p2align 4,,10
	.p2align 3
.L1110:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1111
	.p2align 4,,10
	.p2align 3
.L1149:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC165(%rip), %r9
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
	movq	.LC132(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L1107
.L1106:
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
	jmp	.L1118
	.p2align 4,,10
	.p2align 3
.L1151:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1115:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L1116
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1117:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L1107
.L1118:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L1151
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1115
	.p2align 4,,10
	.p2align 3
.L1116:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1117
	.p2align 4,,10
	.p2align 3
.L1145:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC169(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC132(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L1119
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC165(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L1107:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC166(%rip), %r9
	pushq	$0
	movq	-360(%rbp), %rdx
	leaq	.LC1(%rip), %r14
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	-416(%rbp), %rsi
	leaq	-272(%rbp), %rdi
	call	fmt_us.constprop.0
	movq	-392(%rbp), %rbx
	movl	$160, %esi
	leaq	.LC167(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC166(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC141(%rip), %rbx
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
	leaq	.LC168(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC169(%rip), %rax
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
	leaq	.LC170(%rip), %rdx
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
	leaq	.LC24(%rip), %rax
	pushq	%r13
	movl	$96, %r9d
	movl	$92, %edx
	movq	%rbx, %rsi
	pushq	$100
	movl	$120, %r8d
	movq	%r14, %rdi
	pushq	$126
	pushq	%rax
	leaq	.LC165(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC137(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1070:
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
.L1143:
	.cfi_restore_state
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC41(%rip), %xmm7
	andnpd	%xmm4, %xmm1
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm1, %xmm4
	jmp	.L1092
	.p2align 4,,10
	.p2align 3
.L1142:
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC41(%rip), %xmm7
	andnpd	%xmm4, %xmm5
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm5, %xmm4
	jmp	.L1089
	.p2align 4,,10
	.p2align 3
.L1090:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1091
	.p2align 4,,10
	.p2align 3
.L1083:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L1084
	.p2align 4,,10
	.p2align 3
.L1081:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1082
	.p2align 4,,10
	.p2align 3
.L1079:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1080
	.p2align 4,,10
	.p2align 3
.L1074:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L1075
	.p2align 4,,10
	.p2align 3
.L1072:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L1073
	.p2align 4,,10
	.p2align 3
.L1123:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L1085
	.p2align 4,,10
	.p2align 3
.L1144:
	leaq	-240(%rbp), %r12
	jmp	.L1099
	.p2align 4,,10
	.p2align 3
.L1148:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC165(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC132(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L1106
.L1125:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1070
	.cfi_endproc
.LFE138:
	.size	timeline_writer, .-timeline_writer
	.p2align 4
	.type	set_requests, @function
set_requests:
.LFB154:
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
	jne	.L1160
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L1152
	movl	$1, 0(%rbp,%rdx)
.L1152:
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
.L1160:
	.cfi_restore_state
	movq	(%rbx), %rcx
	movq	88(%rbx), %r9
	movq	%r12, %r8
	movq	%r14, %rsi
	leaq	.LC16(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L1152
	.cfi_endproc
.LFE154:
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
.L1162:
	xorl	%r15d, %r15d
.L1166:
	movq	%rbp, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	72(%rsp), %r12
	movl	$20000000, %eax
	imulq	$1000000000, 64(%rsp), %r13
	movl	$3, %edx
	jmp	.L1165
	.p2align 4,,10
	.p2align 3
.L1181:
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	subl	$1, %eax
	je	.L1180
.L1165:
	testq	%r15, %r15
	jne	.L1181
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	subl	$1, %eax
	jne	.L1165
.L1180:
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
	jne	.L1182
	movl	$1, %r15d
	jmp	.L1166
.L1182:
	subl	$1, 16(%rsp)
	jne	.L1162
	movq	48(%rsp), %rax
	testq	%rax, %rax
	js	.L1168
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1169:
	movsd	.LC171(%rip), %xmm1
	movq	24(%rsp), %rax
	divsd	%xmm0, %xmm1
	movsd	%xmm1, (%rax)
	movq	56(%rsp), %rax
	testq	%rax, %rax
	js	.L1170
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1171:
	movsd	.LC172(%rip), %xmm2
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
	andpd	.LC40(%rip), %xmm0
	movsd	.LC38(%rip), %xmm1
	mulsd	.LC47(%rip), %xmm0
	divsd	%xmm3, %xmm0
	comisd	%xmm0, %xmm1
	movsd	%xmm0, (%rax)
	jb	.L1178
	movsd	(%rbx), %xmm0
.L1161:
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
.L1178:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	jmp	.L1161
.L1168:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1169
.L1170:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1171
	.cfi_endproc
.LFE21:
	.size	estimate_ghz, .-estimate_ghz
	.p2align 4
	.type	run_open, @function
run_open:
.LFB44:
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
	jnb	.L1183
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
	jmp	.L1194
	.p2align 4,,10
	.p2align 3
.L1203:
	movq	$-1, (%rdi)
.L1188:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L1187:
	cmpq	%r15, %rbx
	jnb	.L1183
.L1194:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L1185
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L1185
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1202
.L1185:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1188
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L1189
	addq	%rcx, %rdx
.L1190:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1203
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L1188
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
	jmp	.L1188
	.p2align 4,,10
	.p2align 3
.L1189:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L1190
	.p2align 4,,10
	.p2align 3
.L1183:
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
.L1202:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L1186:
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
	jne	.L1186
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L1187
	.cfi_endproc
.LFE44:
	.size	run_open, .-run_open
	.p2align 4
	.type	was_given, @function
was_given:
.LFB166:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	movq	%rdi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	movq	%rsi, %rbx
	subq	$8, %rsp
	.cfi_def_cfa_offset 48
	cmpb	$45, (%rsi)
	jne	.L1213
	cmpb	$104, 1(%rsi)
	je	.L1216
.L1213:
	leaq	.LC158(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L1206:
	leaq	104+OPTIONS(%rip), %r13
	xorl	%ebp, %ebp
	testl	%eax, %eax
	je	.L1217
.L1214:
	addl	$1, %ebp
	cmpl	$22, %ebp
	je	.L1212
	movq	0(%r13), %rsi
	movq	%rbx, %rdi
	addq	$104, %r13
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1214
.L1217:
	movslq	%ebp, %rbp
	xorl	%eax, %eax
	cmpb	$0, 516(%r12,%rbp)
	setne	%al
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
.L1216:
	.cfi_restore_state
	cmpb	$0, 2(%rsi)
	jne	.L1213
	movl	$-1, %eax
	leaq	.LC157(%rip), %rbx
	jmp	.L1206
	.p2align 4,,10
	.p2align 3
.L1212:
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
.LFE166:
	.size	was_given, .-was_given
	.section	.rodata.str1.8
	.align 8
.LC174:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC175:
	.string	"unexpected argument '%s': %s"
.LC176:
	.string	"see bench --help"
.LC177:
	.string	"unknown option '%s': %s"
.LC178:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC179:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC180:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC181:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC182:
	.string	"at most 1000 characters"
.LC183:
	.string	"%s: the value is too long: %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB257:
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
	jle	.L1243
	movq	%rdi, 40(%rsp)
	xorl	%r14d, %r14d
	movl	%esi, 24(%rsp)
	movq	%rdx, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L1219:
	movq	8(%rsp), %rcx
	movslq	%r14d, %rax
	leaq	0(,%rax,8), %r12
	movq	(%rcx,%rax,8), %rbp
	cmpb	$45, 0(%rbp)
	jne	.L1247
	cmpb	$104, 1(%rbp)
	jne	.L1247
	leaq	.LC157(%rip), %rax
	cmpb	$0, 2(%rbp)
	movl	$-1, %ebx
	movq	%rax, 16(%rsp)
	jne	.L1247
.L1222:
	leaq	OPTIONS(%rip), %rdx
	movl	%ebx, 4(%rsp)
	movl	%ebx, %r15d
	movq	%rbp, %rbx
	movq	%rdx, %rbp
	xorl	%r13d, %r13d
	movq	0(%rbp), %r10
	testl	%r15d, %r15d
	je	.L1261
.L1225:
	addl	$1, %r13d
	cmpl	$22, %r13d
	je	.L1224
	movq	16(%rsp), %rdi
	movq	104(%rbp), %rsi
	addq	$104, %rbp
	call	strcmp@PLT
	movq	0(%rbp), %r10
	movl	%eax, %r15d
	testl	%r15d, %r15d
	jne	.L1225
.L1261:
	movslq	%r13d, %r13
	leaq	OPTIONS(%rip), %rdx
	movq	%rbx, %rbp
	movl	4(%rsp), %ebx
	leaq	0(%r13,%r13,2), %rax
	leaq	0(%r13,%rax,4), %rax
	leaq	(%rdx,%rax,8), %rsi
	movl	8(%rsi), %eax
	cmpl	$2, %eax
	je	.L1262
	leal	1(%r14), %r13d
	cmpl	$1, %eax
	je	.L1263
	cmpl	%r13d, 24(%rsp)
	je	.L1264
	movq	8(%rsp), %rax
	movq	8(%rax,%r12), %r14
	cmpb	$45, (%r14)
	jne	.L1249
	cmpb	$104, 1(%r14)
	jne	.L1249
	cmpb	$0, 2(%r14)
	movl	$-1, %eax
	leaq	.LC157(%rip), %rdi
	jne	.L1249
.L1235:
	leaq	104+OPTIONS(%rip), %r12
	movl	%r13d, 4(%rsp)
	movl	%ebx, %r13d
	movl	%r15d, 28(%rsp)
	movq	%r12, %rbx
	movq	%r12, %r15
	movq	%rdi, %r12
	testl	%eax, %eax
	je	.L1265
.L1238:
	leaq	2288+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	je	.L1237
	movq	(%rbx), %rsi
	movq	%r12, %rdi
	addq	$104, %rbx
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1238
.L1265:
	movq	32(%rsp), %rdi
	movq	%r14, %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	leaq	.LC181(%rip), %rdx
	call	snprintf@PLT
.L1230:
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
.L1237:
	.cfi_restore_state
	movq	%r14, %rdi
	movl	%r13d, %ebx
	movq	%r15, %r12
	movl	4(%rsp), %r13d
	movl	28(%rsp), %r15d
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L1266
	testl	%ebx, %ebx
	je	.L1267
.L1241:
	addl	$1, %r15d
	cmpl	$22, %r15d
	je	.L1229
	movq	(%r12), %rsi
	movq	16(%rsp), %rdi
	addq	$104, %r12
	call	strcmp@PLT
	movl	%eax, %ebx
	testl	%ebx, %ebx
	jne	.L1241
.L1267:
	movslq	%r15d, %rcx
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rcx,%rax,4), %rax
	leaq	OPTIONS(%rip), %rcx
	leaq	(%rcx,%rax,8), %rsi
	movq	48(%rsi), %rax
	testq	%rax, %rax
	je	.L1229
	movq	32(%rsp), %rcx
	movq	40(%rsp), %rdi
	movl	$2048, %r8d
	movq	%r14, %rdx
	call	*%rax
	testl	%eax, %eax
	jne	.L1230
.L1232:
	leal	1(%r13), %r14d
	cmpl	%r14d, 24(%rsp)
	jg	.L1219
.L1243:
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
.L1247:
	.cfi_restore_state
	leaq	.LC158(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movq	%rbp, 16(%rsp)
	movl	%eax, %ebx
	jmp	.L1222
	.p2align 4,,10
	.p2align 3
.L1249:
	movq	%r14, %rdi
	leaq	.LC158(%rip), %rsi
	call	strcmp@PLT
	movq	%r14, %rdi
	jmp	.L1235
	.p2align 4,,10
	.p2align 3
.L1224:
	cmpb	$45, (%rbx)
	movq	%rbx, %rbp
	je	.L1268
.L1248:
	movq	32(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC174(%rip), %r8
	leaq	.LC175(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1230
	.p2align 4,,10
	.p2align 3
.L1263:
	movq	32(%rsp), %rcx
	movq	40(%rsp), %rdi
	xorl	%edx, %edx
	movl	%r14d, %r13d
	movl	$2048, %r8d
	call	*48(%rsi)
	jmp	.L1232
	.p2align 4,,10
	.p2align 3
.L1268:
	cmpb	$45, 1(%rbx)
	jne	.L1248
	.p2align 4,,10
	.p2align 3
.L1229:
	movq	32(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC176(%rip), %r8
	leaq	.LC177(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1230
.L1262:
	movq	32(%rsp), %rdi
	movq	%r10, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC178(%rip), %r8
	leaq	.LC179(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1230
.L1264:
	movq	32(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC176(%rip), %r8
	leaq	.LC180(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1230
.L1266:
	movq	32(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC182(%rip), %r8
	leaq	.LC183(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1230
	.cfi_endproc
.LFE257:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.1
.LC184:
	.string	", "
.LC185:
	.string	" or "
.LC186:
	.string	"out of memory"
.LC187:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC188:
	.string	"--scenario '%s' is not valid: use "
	.align 8
.LC189:
	.string	"--scenario %s is the lab's: run ./lab --scenario %s"
	.text
	.p2align 4
	.type	apply_scenario.constprop.0, @function
apply_scenario.constprop.0:
.LFB259:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	leaq	SCENARIOS(%rip), %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%r14, %r15
	movq	%rsi, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	xorl	%r12d, %r12d
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$296, %rsp
	.cfi_def_cfa_offset 352
	movq	%rdx, (%rsp)
.L1270:
	movq	(%r15), %rax
	movq	%r13, %rdi
	movq	%rax, %rsi
	movq	%rax, 8(%rsp)
	call	strcmp@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L1283
	movq	472(%rbp), %rdi
	movslq	%r12d, %r12
	movq	$0, 24(%rsp)
	call	free@PLT
	leaq	(%r12,%r12,2), %rax
	leaq	SCENARIOS(%rip), %rcx
	movq	16(%rcx,%rax,8), %rdi
	call	strdup@PLT
	movq	%rax, 472(%rbp)
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L1298
	leaq	24(%rsp), %r14
	leaq	.LC25(%rip), %r15
	movq	%r14, %rdx
	movq	%r15, %rsi
	leaq	32(%rsp), %r13
	call	strtok_r@PLT
	testq	%rax, %rax
	je	.L1274
	movl	$1, %ebx
	leaq	32(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L1275:
	xorl	%edi, %edi
	movq	%r14, %rdx
	movq	%r15, %rsi
	movq	%rax, -8(%r13,%rbx,8)
	call	strtok_r@PLT
	movq	%rbx, %rdi
	testq	%rax, %rax
	setne	%sil
	cmpl	$31, %ebx
	setle	%dl
	addq	$1, %rbx
	testb	%dl, %sil
	jne	.L1275
	movl	%edi, %ebx
.L1274:
	movq	8(%rsp), %xmm0
	leaq	(%r12,%r12,2), %rax
	movq	%r13, %rdx
	movl	%ebx, %esi
	leaq	SCENARIOS(%rip), %rcx
	movq	%rbp, %rdi
	movhps	8(%rcx,%rax,8), %xmm0
	movups	%xmm0, 456(%rbp)
	call	mark_given
	movq	(%rsp), %rcx
	movq	%r13, %rdx
	movl	%ebx, %esi
	movq	%rbp, %rdi
	call	apply_args.constprop.0
.L1269:
	addq	$296, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1283:
	.cfi_restore_state
	addl	$1, %r12d
	addq	$24, %r15
	cmpl	$4, %r12d
	jne	.L1270
	movq	(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	%r13, %rcx
	leaq	.LC188(%rip), %rdx
	call	snprintf@PLT
	movq	%r13, %rsi
	leaq	LAB_SCENARIO_NAMES(%rip), %rdi
	movl	%eax, %ebp
	call	word_in
	testq	%rax, %rax
	jne	.L1277
	testl	%ebp, %ebp
	jle	.L1280
	movslq	%ebp, %rax
	xorl	%r15d, %r15d
	leaq	.LC115(%rip), %rcx
	movl	$2048, %r12d
	leaq	.LC62(%rip), %rdx
	leaq	.LC185(%rip), %r13
	leaq	.LC184(%rip), %rbx
	cmpl	$2047, %ebp
	jg	.L1280
.L1279:
	cmpq	$2, %r15
	movq	(%rsp), %rdi
	movq	%rbx, %r8
	movq	%r12, %rsi
	cmove	%r13, %r8
	subq	%rax, %rsi
	addq	%rax, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	addl	%eax, %ebp
	testl	%ebp, %ebp
	jle	.L1280
	movslq	%ebp, %rax
	addq	$1, %r15
	addq	$24, %r14
	cmpl	$2047, %ebp
	jg	.L1280
	cmpq	$3, %r15
	movq	(%r14), %rcx
	leaq	.LC62(%rip), %rdx
	jne	.L1279
	movq	(%rsp), %rdi
	movq	%r12, %rsi
	leaq	.LC1(%rip), %r8
	subq	%rax, %rsi
	addq	%rax, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1280
	.p2align 4,,10
	.p2align 3
.L1277:
	movq	(%rsp), %rdi
	movq	%r13, %r8
	movq	%r13, %rcx
	movl	$2048, %esi
	leaq	.LC189(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
.L1280:
	movl	$-1, %eax
	jmp	.L1269
.L1298:
	movq	(%rsp), %rdi
	leaq	.LC186(%rip), %r8
	movq	%r13, %rcx
	xorl	%eax, %eax
	leaq	.LC187(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	orl	$-1, %eax
	jmp	.L1269
	.cfi_endproc
.LFE259:
	.size	apply_scenario.constprop.0, .-apply_scenario.constprop.0
	.section	.rodata.str1.1
.LC190:
	.string	"ok %s\n"
.LC191:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB203:
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
	je	.L1311
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1304:
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
	jc	.L1304
	leaq	80(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC160(%rip), %rdx
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
.L1307:
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
	jc	.L1307
	leaq	(%rbx,%rsi), %rcx
	leaq	32(%rsp), %rbx
	movq	24(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC160(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC191(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1299:
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
.L1311:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC190(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1299
	.cfi_endproc
.LFE203:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC192:
	.string	"parse_time '%s'%s"
.LC193:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB204:
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
	jne	.L1318
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC193(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC192(%rip), %rdx
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
.L1318:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC1(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC192(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L1319
.L1315:
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
.L1319:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L1315
	.cfi_endproc
.LFE204:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.8
	.align 8
.LC194:
	.string	"CHECK FAILED rep=%u %s %s expected=%s actual=%s\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB85:
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
	je	.L1332
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1325:
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
	jc	.L1325
	leaq	96(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC160(%rip), %rdx
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
.L1328:
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
	jc	.L1328
	leaq	(%rbx,%rsi), %rcx
	leaq	48(%rsp), %rbx
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC160(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rcx
	movl	20(%rsp), %esi
	xorl	%eax, %eax
	movq	24(%rsp), %rdx
	movq	%rbp, %r9
	movq	%rbx, %r8
	leaq	.LC194(%rip), %rdi
	call	printf@PLT
.L1320:
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
.L1332:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L1320
	.cfi_endproc
.LFE85:
	.size	check, .-check
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB63:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L1340
	testq	%r8, %r8
	je	.L1340
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
	jne	.L1333
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L1343
.L1335:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L1333:
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
.L1340:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L1343:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L1338
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L1336:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L1344
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L1335
	.p2align 4,,10
	.p2align 3
.L1338:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L1336
.L1344:
	movl	$1, 24(%rbx)
	jmp	.L1333
	.cfi_endproc
.LFE63:
	.size	dist_add, .-dist_add
	.p2align 4
	.type	closed_form, @function
closed_form:
.LFB76:
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
	je	.L1346
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
	jnb	.L1405
.L1346:
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
	je	.L1350
	movq	8(%rsp), %rax
	movq	88(%rsp), %rdi
	subq	%rdi, %rax
	cmpq	%rax, 24(%rsp)
	jnb	.L1406
.L1350:
	movq	16(%rsp), %rax
	movq	8(%rsp), %rcx
	movq	(%rsp), %rdi
	imulq	%rcx, %rax
	addq	%rdi, %rax
.L1351:
	movq	%rax, 264(%r14)
	movl	152(%rbx), %eax
	testl	%eax, %eax
	je	.L1407
	cmpl	$1, %eax
	jne	.L1360
	movq	96(%rsp), %r12
	movq	(%rsp), %rsi
	addq	%rsi, %r12
	testq	%r13, %r13
	je	.L1361
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
	jb	.L1362
	movq	16(%rsp), %rax
	movq	88(%rsp), %rcx
	imulq	%rcx, %rax
	addq	%rax, %r12
	jmp	.L1359
.L1360:
	movq	48(%rbx), %r9
	movq	(%rbx), %rsi
	movq	144(%rbx), %rdi
	testq	%r9, %r9
	je	.L1364
	movq	56(%rbx), %r8
	movq	64(%rbx), %r10
	xorl	%ecx, %ecx
	xorl	%r13d, %r13d
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L1365:
	movq	%r8, %rdx
	xorl	%eax, %eax
	imulq	%r13, %rdx
	addq	%r10, %rdx
	cmpq	%r12, %rdx
	jb	.L1368
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rsi
.L1368:
	testq	%rdi, %rdi
	je	.L1369
	movq	%rsi, %rdx
	imulq	%rax, %rdx
	addq	%r12, %rdx
	cmpq	%rdi, %rdx
	setnb	%dl
.L1370:
	testb	%dl, %dl
	jne	.L1371
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%rsi, %rax
	addq	%r9, %rax
	addq	%rax, %r12
	addq	$1, %r13
	je	.L1365
	testq	%r8, %r8
	jne	.L1365
.L1371:
	testq	%rdi, %rdi
	jne	.L1408
.L1367:
	movq	136(%rbx), %r8
	subq	%rcx, %r8
.L1374:
	testq	%r8, %r8
	je	.L1373
	movq	%rsi, %rax
	imulq	%r8, %rax
	addq	%rax, %r12
.L1373:
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
	jmp	.L1359
.L1405:
	movq	56(%rbx), %r10
	xorl	%edx, %edx
	movq	%r10, %rax
	divq	%rbp
	movq	%rax, %rsi
	movl	$1, %eax
	cmpq	%rbp, %r10
	jb	.L1348
	movq	%rdi, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%rsi
	addq	$1, %rax
.L1348:
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
	jmp	.L1346
.L1406:
	movq	16(%rsp), %rdx
	movq	(%rsp), %rcx
	movq	%r11, %rax
	subq	%rdi, %rax
	imulq	%rdi, %rdx
	movq	96(%rsp), %rdi
	imulq	%rcx, %rax
	addq	%rdi, %rdx
	addq	%rdx, %rax
	jmp	.L1351
	.p2align 4,,10
	.p2align 3
.L1369:
	leaq	(%rax,%rcx), %rdx
	cmpq	136(%rbx), %rdx
	setnb	%dl
	jmp	.L1370
.L1407:
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
.L1358:
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
	jb	.L1353
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	movq	%rbx, %rsi
	call	dist_add
	cmpq	%r14, %r12
	jnb	.L1355
	movq	24(%rsp), %r11
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r15
	leaq	-1(%r14), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r12, %rdx
	jnb	.L1409
.L1356:
	addq	$1, %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
	cmpq	%r14, %r12
	jb	.L1380
.L1355:
	addq	$8, %r13
	cmpq	%r13, 16(%rsp)
	jne	.L1358
	movq	32(%rsp), %r14
	movq	%rbp, %rbx
	movq	40(%rsp), %r15
	movq	(%rsp), %rbp
	movq	248(%r14), %rax
	movq	264(%r14), %r12
	movq	%rax, 240(%r14)
.L1359:
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	movq	%r12, 256(%r14)
	jne	.L1410
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%r14, %rcx
	movq	%rbp, %rdi
	leaq	176(%rsp), %r12
	call	dist_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L1376
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	80(%r14), %rcx
	movq	%r15, %rdi
	call	dist_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L1376
	movq	168(%rbx), %rax
	cmpl	$0, 176(%rbx)
	movq	%rax, 272(%r14)
	je	.L1377
	movq	(%r14), %rcx
	movq	104(%rsp), %rdi
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	orq	$-1, %rax
	subq	%rdx, %rcx
	cmpq	%rdi, %rcx
	jb	.L1378
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
.L1378:
	movq	%rax, 272(%r14)
.L1377:
	movq	272(%r14), %rsi
	leaq	176(%rsp), %r12
	movq	%rbp, %rdi
	movq	%r12, %rdx
	call	dist_correct
	cmpl	$0, 200(%rsp)
	jne	.L1379
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	160(%r14), %rcx
	movq	%r12, %rdi
	call	dist_summarise
	movl	%eax, %r13d
.L1376:
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
.L1353:
	.cfi_restore_state
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	movq	%rbx, %rsi
	call	dist_add
	cmpq	%r14, %r12
	jnb	.L1355
.L1380:
	movq	%r14, %rcx
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	subq	%r12, %rcx
	imulq	%r15, %r12
	subq	%r12, %rbx
	movq	%rbx, %rsi
	call	dist_add
	jmp	.L1355
.L1361:
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
.L1362:
	movq	8(%rsp), %rax
	movq	16(%rsp), %r12
	imulq	%rax, %r12
	movq	(%rsp), %rax
	addq	%rax, %r12
	jmp	.L1359
.L1408:
	xorl	%r8d, %r8d
	cmpq	%rdi, %r12
	jnb	.L1373
.L1366:
	movq	%rdi, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r8
	jmp	.L1374
.L1409:
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
	jmp	.L1356
.L1410:
	leaq	176(%rsp), %r12
.L1379:
	orl	$-1, %r13d
	jmp	.L1376
.L1364:
	xorl	%r13d, %r13d
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	testq	%rdi, %rdi
	jne	.L1366
	jmp	.L1367
	.cfi_endproc
.LFE76:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.8
	.align 8
.LC195:
	.string	"no stall: ./lab draws a stall-free run's first second"
	.align 8
.LC196:
	.string	"no stall met by a catch-up closed loop"
	.align 8
.LC197:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC198:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC199:
	.string	"percentiles.svg"
.LC200:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC201:
	.string	"RESULT export timeline=none (%s)\n"
	.align 8
.LC202:
	.string	"bench: the export to %s failed (out of memory, too many distinct values, or the .hlog's check)\n"
	.text
	.p2align 4
	.type	export_bench, @function
export_bench:
.LFB139:
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
	subq	$360, %rsp
	.cfi_def_cfa_offset 416
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
	je	.L1477
	movq	%rdx, %r13
	movq	%rcx, %rbp
	cmpl	$2, %eax
	je	.L1478
	movq	(%rcx), %r14
	movq	(%rdx), %r15
	leaq	112(%rsp), %rbx
	testq	%r14, %r14
	je	.L1422
	xorl	%r12d, %r12d
	xorl	%edx, %edx
	leaq	112(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L1421:
	movq	(%r15,%r12,8), %rsi
	movq	%r12, %rax
	jmp	.L1428
	.p2align 4,,10
	.p2align 3
.L1424:
	addq	$1, %rax
	cmpq	%rax, %r14
	je	.L1423
.L1428:
	cmpq	%rsi, (%r15,%rax,8)
	je	.L1424
	movq	%rax, %r8
	subq	%r12, %r8
	je	.L1425
	movq	%rax, %r12
.L1445:
	testl	%edx, %edx
	jne	.L1476
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%rbx, %rdi
	call	dist_add.part.0
	movl	136(%rsp), %edx
.L1476:
	cmpq	%r14, %r12
	jb	.L1421
.L1422:
	leaq	144(%rsp), %rax
	movq	272(%rbp), %rsi
	movq	%rbx, %rdi
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	dist_correct
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	jne	.L1443
	movq	0(%rbp), %rdx
	movq	0(%r13), %r14
	xorl	%r12d, %r12d
	leaq	272(%rsp), %r15
	testq	%rdx, %rdx
	je	.L1432
	movq	%rbp, 32(%rsp)
	movq	%r14, %rbp
	movq	%rdx, %r14
	jmp	.L1429
	.p2align 4,,10
	.p2align 3
.L1480:
	addq	$1, %r12
	cmpq	%r12, %r14
	je	.L1479
.L1429:
	movq	0(%rbp,%r12,8), %rsi
	movl	$1, %edx
	movq	%r15, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L1480
	jmp	.L1443
	.p2align 4,,10
	.p2align 3
.L1423:
	movq	%r14, %r8
	subq	%r12, %r8
	je	.L1422
	movq	%r14, %r12
	jmp	.L1445
	.p2align 4,,10
	.p2align 3
.L1425:
	cmpq	%r14, %rax
	jnb	.L1422
	movq	%rax, %r12
	jmp	.L1421
.L1478:
	xorl	%r14d, %r14d
	cmpq	$0, 40(%rdx)
	leaq	112(%rsp), %rbx
	jne	.L1415
	jmp	.L1419
	.p2align 4,,10
	.p2align 3
.L1418:
	addq	$1, %r14
	cmpq	40(%r13), %r14
	jnb	.L1419
.L1415:
	movq	48(%r13), %rax
	movq	(%rax,%r14,8), %r8
	testq	%r8, %r8
	je	.L1418
	movl	136(%rsp), %eax
	testl	%eax, %eax
	jne	.L1418
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%rbx, %rdi
	imulq	%r14, %rsi
	call	dist_add.part.0
	jmp	.L1418
.L1419:
	leaq	144(%rsp), %rax
	movq	272(%rbp), %rsi
	movq	%rbx, %rdi
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	dist_correct
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	jne	.L1443
	leaq	272(%rsp), %r15
	leaq	32(%r13), %rdi
	movq	%r15, %rsi
	call	table_from_lattice
	testl	%eax, %eax
	je	.L1481
.L1443:
	orl	$-1, %ebp
.L1438:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	je	.L1482
.L1444:
	movl	%ebp, %r15d
.L1439:
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
.L1411:
	addq	$360, %rsp
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
.L1482:
	.cfi_restore_state
	movq	8(%rsp), %rdx
	movq	stderr(%rip), %rdi
	leaq	.LC202(%rip), %rsi
	call	fprintf@PLT
	jmp	.L1444
.L1479:
	movq	32(%rsp), %rbp
.L1432:
	movq	80(%rbp), %rdx
	movq	8(%r13), %r15
	leaq	296(%rsp), %r12
	xorl	%r13d, %r13d
	movq	%rdx, %r14
	testq	%rdx, %rdx
	je	.L1431
	.p2align 4,,10
	.p2align 3
.L1430:
	movq	(%r15,%r13,8), %rsi
	movl	$1, %edx
	movq	%r12, %rdi
	call	table_push
	testl	%eax, %eax
	jne	.L1443
	addq	$1, %r13
	cmpq	%r13, %r14
	jne	.L1430
.L1431:
	movq	(%rsp), %rdi
	leaq	320(%rsp), %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L1443
	leaq	272(%rsp), %r15
.L1433:
	leaq	48(%rsp), %rax
	movq	%rbx, 40(%rsp)
	xorl	%r14d, %r14d
	leaq	HGRM.3(%rip), %r13
	movq	%rax, 32(%rsp)
	leaq	hgrm_writer(%rip), %r12
	movq	%rbp, %rbx
.L1420:
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
	jne	.L1472
	cmpl	$0, 24(%rsp)
	jne	.L1434
.L1436:
	addq	$8, %r14
	cmpq	$24, %r14
	jne	.L1420
	leaq	.LC198(%rip), %rax
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
	leaq	.LC199(%rip), %rsi
	movaps	%xmm0, 176(%rsp)
	movq	%rax, %xmm0
	movhps	32(%rsp), %xmm0
	movups	%xmm0, 200(%rsp)
	call	export_file
	movl	%eax, %r15d
	testl	%eax, %eax
	jne	.L1443
	movq	16(%rsp), %rdi
	leaq	224(%rsp), %rdx
	movl	$20, %esi
	movq	%rdx, 24(%rsp)
	call	first_stall_window
	movq	24(%rsp), %rdx
	testl	%eax, %eax
	je	.L1483
	js	.L1440
	movq	16(%rsp), %rax
	leaq	.LC196(%rip), %rsi
	leaq	.LC201(%rip), %rdi
	cmpq	$0, 48(%rax)
	leaq	.LC195(%rip), %rax
	cmove	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	224(%rsp), %rdi
	call	free@PLT
	movq	232(%rsp), %rdi
	call	free@PLT
	movq	240(%rsp), %rdi
	call	free@PLT
	jmp	.L1439
.L1481:
	leaq	296(%rsp), %rsi
	leaq	56(%r13), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L1443
	movq	(%rsp), %rdi
	leaq	320(%rsp), %rsi
	call	table_from_dist
	testl	%eax, %eax
	je	.L1433
	jmp	.L1443
.L1434:
	leaq	VALUES.2(%rip), %rax
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	values_writer(%rip), %rdx
	movq	(%rax,%r14), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L1436
.L1472:
	movq	40(%rsp), %rbx
	jmp	.L1443
.L1477:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC197(%rip), %rdi
	orl	$-1, %r15d
	call	fwrite@PLT
	jmp	.L1411
.L1440:
	movq	224(%rsp), %rdi
	call	free@PLT
	movq	232(%rsp), %rdi
	call	free@PLT
	movq	240(%rsp), %rdi
	call	free@PLT
	jmp	.L1443
.L1483:
	movq	16(%rsp), %rax
	movq	8(%rsp), %rdi
	leaq	80(%rsp), %rcx
	leaq	.LC200(%rip), %rsi
	movq	%rdx, 88(%rsp)
	leaq	timeline_writer(%rip), %rdx
	movq	%rax, 80(%rsp)
	movq	272(%rbp), %rax
	movq	%rax, 96(%rsp)
	call	export_file
	movq	224(%rsp), %rdi
	movl	%eax, %ebp
	call	free@PLT
	movq	232(%rsp), %rdi
	call	free@PLT
	movq	240(%rsp), %rdi
	call	free@PLT
	testl	%ebp, %ebp
	jne	.L1438
	jmp	.L1439
	.cfi_endproc
.LFE139:
	.size	export_bench, .-export_bench
	.section	.rodata.str1.8
	.align 8
.LC203:
	.string	"a run of users (--population, --sessions)"
	.section	.rodata.str1.1
.LC204:
	.string	"a sweep (--sweep)"
.LC205:
	.string	"--cross-check"
.LC206:
	.string	"a benchmark run"
.LC207:
	.string	"one"
.LC208:
	.string	"it"
	.section	.rodata.str1.8
	.align 8
.LC209:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC210:
	.string	"--stall %s us is not below --period %s us: random stalls of that mean would leave the server almost no time between them"
	.align 8
.LC211:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC212:
	.string	"the latencies have too many possible values"
	.align 8
.LC213:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC214:
	.string	"2^40"
.LC215:
	.string	"reference"
.LC216:
	.string	"closed-form"
.LC220:
	.string	"seed 000"
.LC221:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC222:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC223:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC224:
	.string	"--self-test"
.LC225:
	.string	"--scenario"
	.section	.rodata.str1.8
	.align 8
.LC226:
	.string	"option %s: its row carries its parser"
	.align 8
.LC227:
	.string	"option %s: a choice has its names, a refusal its words"
	.section	.rodata.str1.1
.LC228:
	.string	"rank n=1 p=0"
.LC229:
	.string	"rank n=1 p=100"
.LC230:
	.string	"rank n=1 p=0 ceil"
.LC231:
	.string	"rank n=1 p=100 ceil"
.LC232:
	.string	"rank n=10 p=0"
.LC233:
	.string	"rank n=10 p=100"
.LC234:
	.string	"rank n=10 p=50"
.LC235:
	.string	"rank n=10 p=95 rounds half up"
.LC236:
	.string	"rank n=10 p=94.9 rounds down"
.LC237:
	.string	"rank n=10 p=90.1 ceil"
.LC238:
	.string	"rank n=119980 p=99"
.LC239:
	.string	"rank n=119980 p=99.9"
.LC240:
	.string	"rank n=119980 p=99 ceil"
.LC241:
	.string	"rank n=2^62 p=99.99 exact"
.LC243:
	.string	"hdr fixture corrected count"
.LC244:
	.string	"hdr fixture correct_co"
.LC245:
	.string	"hdr fixture corrected p50"
.LC246:
	.string	"hdr fixture corrected p90"
.LC247:
	.string	"hdr fixture corrected p99"
.LC248:
	.string	"hdr fixture corrected max"
.LC249:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC250:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC251:
	.string	"correction of one interval"
.LC252:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC253:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC254:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC255:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC256:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC257:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC258:
	.string	"corrected set without its terms, e %lu, values below %lu: fields that differ"
	.align 8
.LC259:
	.string	"the brute-force buffer was allocated"
	.section	.rodata.str1.1
.LC260:
	.string	"200us"
.LC261:
	.string	"0.3us"
.LC262:
	.string	"0.5s"
.LC263:
	.string	"1.000000001s"
.LC264:
	.string	"0"
.LC265:
	.string	"250"
.LC266:
	.string	"0.5ns"
.LC267:
	.string	"ms"
.LC268:
	.string	"-1ms"
.LC269:
	.string	"5parsecs"
.LC270:
	.string	"1.ms"
.LC271:
	.string	"99999999999999999999s"
.LC272:
	.string	"4611686018427387904ns"
.LC273:
	.string	"QUICK"
.LC274:
	.string	"REPS"
.LC275:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC276:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC277:
	.string	"QUICK '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC278:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC279:
	.string	"REPS '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC280:
	.string	"out of memory reading the options%s%s"
	.section	.rodata.str1.1
.LC281:
	.string	"--duration"
.LC282:
	.string	"--requests"
.LC283:
	.string	"--correct"
.LC284:
	.string	"--trace-values"
.LC285:
	.string	"--population"
.LC286:
	.string	"--sessions"
.LC287:
	.string	"--sweep"
	.section	.rodata.str1.8
	.align 8
.LC288:
	.string	"%s is the lab's, not the benchmark's: run ./lab %s ... (./build.sh builds it beside bench)"
	.align 8
.LC289:
	.string	"%s applies to a simulated run, not to a recorded trace, whose latencies are already measured (the correction's interval is --expected-interval): drop %s"
	.align 8
.LC290:
	.string	"%s does not apply to %s: drop it"
	.section	.rodata.str1.1
.LC291:
	.string	"-h"
	.section	.rodata.str1.8
	.align 8
.LC292:
	.string	"%s applies only with %s: add %s, or drop %s"
	.section	.rodata.str1.1
.LC293:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC294:
	.string	"both set the length of the run: "
	.align 8
.LC295:
	.string	"--duration and --requests %s%s"
	.align 8
.LC296:
	.string	"--correct, --sweep and --cross-check write no .values files"
	.align 8
.LC297:
	.string	"--export-values applies to a benchmark run: %s%s"
	.section	.rodata.str1.1
.LC298:
	.string	"which writes nothing"
	.section	.rodata.str1.8
	.align 8
.LC299:
	.string	"--export does not apply to --cross-check, %s%s"
	.align 8
.LC300:
	.string	"drop them, or --correct, --sweep and --cross-check"
	.align 8
.LC301:
	.string	"--hlog-interval and --hlog-counts shape a benchmark run's .hlog: %s%s"
	.section	.rodata.str1.1
.LC302:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC303:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC304:
	.string	"%s, from %s"
	.section	.rodata.str1.8
	.align 8
.LC305:
	.string	"--scoreboard scores a benchmark run, not a recorded trace: drop it"
	.align 8
.LC306:
	.string	"--timeout, --queue-limit and the generator's options apply to a benchmark run, not to a recorded trace: drop them"
	.align 8
.LC307:
	.string	"drop --service-dist or use catch-up"
	.align 8
.LC308:
	.string	"takes fixed service times only: "
	.section	.rodata.str1.1
.LC309:
	.string	"--closed back-to-back %s%s"
	.section	.rodata.str1.8
	.align 8
.LC310:
	.string	"--period 0 means a single stall"
	.align 8
.LC311:
	.string	"--stalls poisson needs --period T, the mean gap between stall starts: %s%s"
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
	.string	"shorten --duration or --interval"
	.align 8
.LC319:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC320:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC321:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC322:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC323:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC324:
	.string	"--scoreboard keeps every sample"
	.align 8
.LC325:
	.string	"the schedule has more than 8388608 requests, and %s: %s"
	.align 8
.LC326:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC327:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC328:
	.string	"back-to-back may send more than %s requests: %s"
	.section	.rodata.str1.1
.LC329:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC330:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC331:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.align 8
.LC332:
	.string	"no closed form holds for this model (%s): bench alone checks every number against one; ./lab checks such a model against its reference simulation%s"
	.align 8
.LC333:
	.string	"--exact-by passes); bench alone takes auto, sorted or lattice"
	.align 8
.LC334:
	.string	"--exact-by passes: the passes route is the lab's (./lab %s%s"
	.align 8
.LC335:
	.string	"%lu requests: bench alone keeps every sample of this model, up to %d a client; run it with ./lab, which walks a longer run again in passes, or add --exact-by sorted to keep them all"
	.align 8
.LC336:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.section	.rodata.str1.1
.LC337:
	.string	"load"
.LC338:
	.string	"drop --arrivals and mean"
	.section	.rodata.str1.8
	.align 8
.LC339:
	.string	"--sweep runs on a fixed schedule (--schedule poisson and --rate go with --sweep load), with a fixed --expected-interval: %s%s"
	.align 8
.LC340:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC341:
	.string	"computing the expected outcome"
	.align 8
.LC342:
	.string	"bench: --export: the corrected %s holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC343:
	.string	"coordinated omission on a virtual clock (%s): closed loop, open loop, corrected\n"
	.align 8
.LC344:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC345:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC346:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC347:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC348:
	.string	"route: lattice, exact counts on %lu ns steps (%lu values), %d requests a chunk"
	.align 8
.LC349:
	.string	"route: sorted, every sample kept and sorted"
	.align 8
.LC350:
	.string	"route: passes, none kept; each rep walks the run again until every percentile is found exactly"
	.section	.rodata.str1.1
.LC351:
	.string	"; 1 warmup + %u reps\n"
	.section	.rodata.str1.8
	.align 8
.LC352:
	.string	"; one walk, no warmup (--reps N: a warmup, then N timed reps)"
	.align 8
.LC353:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.section	.rodata.str1.1
.LC354:
	.string	" warmup"
.LC355:
	.string	"rep=%u%s set=%s"
.LC356:
	.string	" n=%lu"
	.globl	__udivmodti4
.LC357:
	.string	" slow=%lu sum_ns=%s\n"
.LC358:
	.string	" %s_ns=%lu"
.LC359:
	.string	"for a rep"
.LC360:
	.string	"sum_ns"
.LC361:
	.string	"corrected"
.LC362:
	.string	"stalls"
.LC363:
	.string	"closed"
.LC364:
	.string	"open"
.LC365:
	.string	"last_completion_ns"
	.section	.rodata.str1.8
	.align 8
.LC366:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.align 8
.LC367:
	.string	"bench: out of memory for the report\n"
	.section	.rodata.str1.1
.LC368:
	.string	"RESULT set=%s"
	.section	.rodata.str1.8
	.align 8
.LC369:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.align 8
.LC370:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC371:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC372:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC373:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC374:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC375:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC376:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC377:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC378:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.align 8
.LC379:
	.string	"RESULT passes walks=%u guessed=%u of=%d\n"
	.section	.rodata.str1.1
.LC380:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC381:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.text
	.p2align 4
	.type	bench_main, @function
bench_main:
.LFB219:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movl	$83, %ecx
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
	subq	$7416, %rsp
	.cfi_def_cfa_offset 7472
	movdqa	.LC217(%rip), %xmm0
	leaq	5360(%rsp), %rdi
	leaq	5360(%rsp), %rsi
	rep stosq
	movq	.LC219(%rip), %rax
	movaps	%xmm0, 5408(%rsp)
	movdqa	.LC218(%rip), %xmm0
	leaq	.LC115(%rip), %rdi
	movq	$100000, 5360(%rsp)
	movl	$83, %ecx
	movq	%rax, 5576(%rsp)
	leaq	.LC220(%rip), %rax
	movaps	%xmm0, 5520(%rsp)
	movq	%rax, %xmm4
	movq	%rdi, %xmm0
	leaq	1488(%rsp), %rdi
	punpcklqdq	%xmm4, %xmm0
	movq	$500000000, 5424(%rsp)
	movq	$200000, 5440(%rsp)
	movq	$1000000, 5552(%rsp)
	movq	$16384, 5568(%rsp)
	movq	%rdi, 48(%rsp)
	movq	%rsi, 32(%rsp)
	movups	%xmm0, 5816(%rsp)
	rep movsq
	cmpl	$2, %ebx
	je	.L1975
	movl	$1, %r14d
	cmpl	$1, %ebx
	jle	.L1539
	.p2align 4,,10
	.p2align 3
.L1538:
	movslq	%r14d, %rax
	movq	0(%rbp,%rax,8), %r13
	cmpb	$45, 0(%r13)
	jne	.L1811
	cmpb	$104, 1(%r13)
	jne	.L1811
	cmpb	$0, 2(%r13)
	jne	.L1811
	movl	$-1, %eax
	leaq	.LC157(%rip), %r13
.L1533:
	leaq	104+OPTIONS(%rip), %r15
	xorl	%r12d, %r12d
	testl	%eax, %eax
	je	.L1976
.L1952:
	addl	$1, %r12d
	cmpl	$22, %r12d
	je	.L1535
	movq	(%r15), %rsi
	movq	%r13, %rdi
	addq	$104, %r15
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1952
.L1976:
	movslq	%r12d, %r12
	leaq	OPTIONS(%rip), %rdi
	leaq	(%r12,%r12,2), %rax
	leaq	(%r12,%rax,4), %rax
	leaq	(%rdi,%rax,8), %rax
	movl	8(%rax), %edx
	testl	%edx, %edx
	jne	.L1977
	addl	$1, %r14d
.L1535:
	addl	$1, %r14d
	cmpl	%r14d, %ebx
	jg	.L1538
.L1539:
	leaq	.LC273(%rip), %rdi
	call	getenv@PLT
	leaq	.LC274(%rip), %rdi
	movq	%rax, %r12
	call	getenv@PLT
	movq	%rax, %r13
	testq	%r12, %r12
	je	.L1768
	leaq	.LC275(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	cmpb	$0, (%r12)
	movl	%eax, %r14d
	je	.L1541
	leaq	.LC264(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1978
.L1541:
	xorl	%eax, %eax
	testl	%r14d, %r14d
	sete	%al
.L1540:
	movl	%eax, 1968(%rsp)
	testq	%r13, %r13
	je	.L1543
	cmpb	$0, 0(%r13)
	jne	.L1979
.L1543:
	movslq	%ebx, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 24(%rsp)
	testq	%rax, %rax
	je	.L1980
	movq	48(%rsp), %rdi
	leaq	8(%rbp), %rdx
	leal	-1(%rbx), %esi
	xorl	%r12d, %r12d
	call	mark_given
	xorl	%ecx, %ecx
	movl	%ecx, 72(%rsp)
	movl	%ecx, 64(%rsp)
	cmpl	$1, %ebx
	jle	.L1546
	movl	%ebx, 16(%rsp)
	movl	$1, %r13d
	movl	%r12d, %r15d
	movq	%rbp, (%rsp)
	movl	%r13d, %r12d
	.p2align 4,,10
	.p2align 3
.L1558:
	movslq	%r12d, %rax
	leaq	0(,%rax,8), %rbx
	movq	%rbx, 40(%rsp)
	movq	(%rsp), %rbx
	movq	(%rbx,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L1812
	cmpb	$104, 1(%r14)
	jne	.L1812
	cmpb	$0, 2(%r14)
	movl	$-1, %edx
	leaq	.LC157(%rip), %rdi
	jne	.L1812
.L1548:
	leaq	104+OPTIONS(%rip), %r10
	xorl	%r13d, %r13d
	movq	%rdi, %rbp
	movq	%r10, %rbx
	testl	%edx, %edx
	je	.L1981
.L1954:
	addl	$1, %r13d
	cmpl	$22, %r13d
	je	.L1970
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$104, %rbx
	call	strcmp@PLT
	movl	%eax, %edx
	testl	%edx, %edx
	jne	.L1954
.L1981:
	movslq	%r13d, %rax
	leaq	OPTIONS(%rip), %rbx
	leaq	(%rax,%rax,2), %rsi
	leaq	(%rax,%rsi,4), %rsi
	movl	8(%rbx,%rsi,8), %ecx
	testl	%ecx, %ecx
	jne	.L1970
	movl	%edx, 56(%rsp)
	leal	1(%r12), %esi
	cmpl	%esi, 16(%rsp)
	jle	.L1550
	imulq	$104, %rax, %r13
	leaq	OPTIONS(%rip), %rax
	leaq	.LC281(%rip), %rsi
	movq	(%rax,%r13), %r13
	movq	%r13, %rdi
	call	strcmp@PLT
	movl	$1, %r10d
	leaq	.LC282(%rip), %rsi
	movq	%r13, %rdi
	testl	%eax, %eax
	movl	64(%rsp), %eax
	cmove	%r10d, %eax
	movl	%eax, 64(%rsp)
	call	strcmp@PLT
	movl	$1, %r10d
	leaq	.LC225(%rip), %rsi
	movq	%r13, %rdi
	testl	%eax, %eax
	cmovne	72(%rsp), %r10d
	movl	%r10d, 72(%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rbx
	movq	40(%rsp), %rdi
	movq	%r14, %xmm0
	testl	%eax, %eax
	movl	56(%rsp), %edx
	movq	8(%rbx,%rdi), %rsi
	movq	%rsi, %xmm5
	punpcklqdq	%xmm5, %xmm0
	je	.L1982
	movq	24(%rsp), %rbx
	movslq	%r15d, %rax
	leal	2(%r12), %esi
	addl	$2, %r15d
	movups	%xmm0, (%rbx,%rax,8)
	movl	$1, %eax
.L1556:
	movl	%esi, %r12d
	cmpl	%esi, 16(%rsp)
	jle	.L1808
	testb	%al, %al
	jne	.L1558
.L1808:
	movl	%r15d, %r12d
	testl	%edx, %edx
	je	.L1546
.L1972:
	movq	24(%rsp), %rdi
	call	free@PLT
.L1598:
	movq	32(%rsp), %rdi
	call	usage_error
	movl	%eax, %r12d
.L1592:
	movq	1960(%rsp), %rdi
	call	free@PLT
	movq	2144(%rsp), %rdi
	call	free@PLT
	jmp	.L1484
	.p2align 4,,10
	.p2align 3
.L1811:
	leaq	.LC158(%rip), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
	jmp	.L1533
	.p2align 4,,10
	.p2align 3
.L1977:
	movq	(%rax), %rdi
	leaq	.LC157(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1535
	call	print_usage
.L1490:
	xorl	%r12d, %r12d
.L1484:
	addq	$7416, %rsp
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
.L1970:
	.cfi_restore_state
	leal	1(%r12), %esi
.L1550:
	movq	24(%rsp), %rbx
	movslq	%r15d, %rax
	xorl	%edx, %edx
	addl	$1, %r15d
	movq	%r14, (%rbx,%rax,8)
	movl	$1, %eax
	jmp	.L1556
	.p2align 4,,10
	.p2align 3
.L1812:
	movq	%r14, %rdi
	leaq	.LC158(%rip), %rsi
	call	strcmp@PLT
	movq	%r14, %rdi
	movl	%eax, %edx
	jmp	.L1548
.L1982:
	movq	32(%rsp), %rdx
	movq	48(%rsp), %rdi
	call	apply_scenario.constprop.0
	leal	2(%r12), %esi
	testl	%eax, %eax
	movl	%eax, %edx
	sete	%al
	jmp	.L1556
.L1975:
	movq	8(%rbp), %r12
	leaq	.LC221(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1983
	leaq	.LC224(%rip), %rsi
	movq	%r12, %rdi
	movl	$1, %r14d
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1538
	xorl	%r13d, %r13d
	leaq	OPTIONS(%rip), %r15
	movq	32(%rsp), %rbx
	leaq	set_choice(%rip), %r14
	movl	%r13d, 16(%rsp)
	movq	%r15, %r13
	jmp	.L1498
	.p2align 4,,10
	.p2align 3
.L1986:
	leaq	.LC225(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1492
	movq	%r15, %rcx
	leaq	.LC226(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movl	$96, %esi
	call	snprintf@PLT
	xorl	%ecx, %ecx
	testq	%r12, %r12
	movl	$1, %esi
	setne	%cl
	movq	%rbx, %rdi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movq	%r15, %rcx
	movl	$96, %esi
	movq	%rbx, %rdi
	movl	%eax, %ebp
	leaq	.LC227(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	xorl	%eax, %eax
	cmpq	%r14, %r12
	je	.L1984
.L1496:
	leaq	set_text(%rip), %rdi
	cmpq	%rdi, %r12
	leaq	set_flag(%rip), %rdi
	sete	%r8b
	cmpq	%rdi, %r12
	leaq	set_time(%rip), %rdi
	sete	%dl
	orl	%edx, %r8d
	cmpq	%rdi, %r12
	leaq	set_duration(%rip), %rdi
	sete	%dl
	orl	%edx, %r8d
	cmpq	%rdi, %r12
	sete	%dl
	orl	%edx, %r8d
	movzbl	%r8b, %r8d
	orl	%eax, %r8d
	jne	.L1494
.L1749:
	xorl	%r8d, %r8d
	cmpq	$0, 88(%r13)
	setne	%r8b
.L1494:
	movslq	%r8d, %r8
	movl	$1, %esi
	xorl	%edx, %edx
	movq	%rbx, %rdi
	movq	%r8, %rcx
	sarq	$63, %r8
	addq	$104, %r13
	call	expect
	addl	%ebp, %eax
	addl	%eax, 16(%rsp)
	leaq	2288+OPTIONS(%rip), %rax
	cmpq	%rax, %r13
	je	.L1985
.L1498:
	cmpl	$2, 8(%r13)
	movq	48(%r13), %r12
	movq	0(%r13), %r15
	jne	.L1986
.L1492:
	movq	%r15, %rcx
	leaq	.LC226(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movl	$96, %esi
	call	snprintf@PLT
	xorl	%ecx, %ecx
	testq	%r12, %r12
	movl	$1, %esi
	sete	%cl
	movq	%rbx, %rdi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movq	%r15, %rcx
	movl	$96, %esi
	movq	%rbx, %rdi
	movl	%eax, %ebp
	leaq	.LC227(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$1, %r8d
	cmpq	%r14, %r12
	jne	.L1494
	cmpq	$0, 96(%r13)
	je	.L1757
	movl	$1, %eax
	jmp	.L1496
.L1768:
	xorl	%eax, %eax
	jmp	.L1540
.L1978:
	testl	%r14d, %r14d
	je	.L1541
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC276(%rip), %r8
	leaq	.LC277(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1598
.L1984:
	cmpq	$0, 96(%r13)
	jne	.L1749
.L1757:
	xorl	%r8d, %r8d
	jmp	.L1494
.L1979:
	leaq	3760(%rsp), %r15
	movl	$100000, %edx
	movl	$1, %esi
	movq	%r13, %rdi
	movq	%r15, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L1987
	movq	3760(%rsp), %rax
	movl	$1, 2000(%rsp)
	movl	%eax, 1704(%rsp)
	jmp	.L1543
.L1546:
	movq	48(%rsp), %rbx
	leaq	.LC283(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	testl	%eax, %eax
	jne	.L1772
	leaq	.LC284(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	testl	%eax, %eax
	movl	%eax, 16(%rsp)
	je	.L1988
.L1772:
	movl	$1, %r10d
	movl	$2, %r11d
.L1560:
	movq	2136(%rsp), %rcx
	testq	%rcx, %rcx
	jne	.L1989
	leaq	2004(%rsp), %rax
	movl	%r12d, 56(%rsp)
	leaq	OPTIONS(%rip), %rbx
	xorl	%r8d, %r8d
	movq	%rax, (%rsp)
	movq	%r8, %r13
	movq	%rbx, %rbp
.L1576:
	xorl	%eax, %eax
	movq	%rax, 2160(%rsp)
	movq	(%rsp), %rax
	cmpb	$0, (%rax,%r13)
	je	.L1567
	movl	40(%rbp), %eax
	movl	%r13d, 40(%rsp)
	andl	%r11d, %eax
	testl	%r10d, %r10d
	je	.L1563
	testl	%eax, %eax
	je	.L1990
.L1564:
	movq	32(%rbp), %rcx
	testq	%rcx, %rcx
	jne	.L1991
.L1567:
	addq	$1, %r13
	addq	$104, %rbp
	cmpq	$22, %r13
	jne	.L1576
	movl	56(%rsp), %r12d
	movl	64(%rsp), %ebx
	testl	%ebx, 72(%rsp)
	jne	.L1579
	movq	24(%rsp), %r15
	movq	48(%rsp), %rdi
	movl	%r12d, %esi
	movq	32(%rsp), %rcx
	movq	%r15, %rdx
	call	apply_args.constprop.0
	movq	%r15, %rdi
	movl	%eax, %ebx
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L1598
	cmpl	$0, 1936(%rsp)
	je	.L1581
	cmpl	$0, 1856(%rsp)
	jne	.L1992
	movq	1928(%rsp), %rbx
	testq	%rbx, %rbx
	je	.L1993
.L1587:
	leaq	2160(%rsp), %rbp
	movq	%rbx, %rcx
	movl	$1100, %esi
	xorl	%eax, %eax
	leaq	.LC302(%rip), %rdx
	movq	%rbp, %rdi
	leaq	3760(%rsp), %r15
	call	snprintf@PLT
	movq	%rbp, %rdi
	movl	$1200, %edx
	movq	%r15, %rsi
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L1994
	call	fclose@PLT
	movq	%r15, %rdi
	call	remove@PLT
.L1590:
	movq	1952(%rsp), %r8
	movl	$96, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	movq	1944(%rsp), %rcx
	leaq	.LC304(%rip), %rdx
	call	snprintf@PLT
	movl	1856(%rsp), %r11d
	cmpl	$1, %r11d
	je	.L1995
.L1593:
	movq	1864(%rsp), %rcx
	movq	1872(%rsp), %r8
	movq	%rcx, %rax
	orq	%r8, %rax
	jne	.L1596
	cmpl	$0, 1968(%rsp)
	movabsq	$20000000000, %rcx
	movabsq	$5000000000, %rax
	cmovne	%rax, %rcx
.L1596:
	movq	1888(%rsp), %rax
	cmpl	$0, 1496(%rsp)
	movq	%rax, 1584(%rsp)
	je	.L1597
	cmpl	$2, 1640(%rsp)
	je	.L1996
.L1597:
	cmpl	$1, 1528(%rsp)
	movq	1544(%rsp), %r14
	je	.L1997
.L1599:
	testq	%r14, %r14
	jne	.L1600
.L1601:
	pxor	%xmm0, %xmm0
	ucomisd	1880(%rsp), %xmm0
	jp	.L1809
	je	.L1603
.L1809:
	cmpl	$1, 1560(%rsp)
	jne	.L1998
.L1603:
	movl	1640(%rsp), %r12d
	cmpl	$1, %r12d
	je	.L1999
.L1605:
	movq	1568(%rsp), %rsi
	movq	%r8, %rbx
	testq	%r8, %r8
	jne	.L1606
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %rbx
.L1606:
	movabsq	$4611686018427387903, %rdi
	movq	%rbx, %rax
	mulq	%rsi
	movq	%rax, %r9
	xorl	%eax, %eax
	cmpq	%r9, %rdi
	sbbq	%rdx, %rax
	jc	.L2000
	leaq	-1(%rbx), %rax
	movq	%rbx, 1624(%rsp)
	imulq	%rsi, %rax
	cmpl	$0, 1972(%rsp)
	movq	%rax, 1616(%rsp)
	movq	%rax, %r10
	jne	.L1608
	leaq	.LC320(%rip), %rax
	movq	%rsi, 1656(%rsp)
	movq	%rax, 1672(%rsp)
.L1608:
	movl	1692(%rsp), %eax
	movl	%eax, 16(%rsp)
	subl	$1, %eax
	je	.L2001
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rbx, %rax
	jb	.L2002
	cmpl	$0, 1992(%rsp)
	je	.L1615
	movl	%r12d, %edx
	leaq	by_kind.5(%rip), %rsi
	movq	%rbx, %rax
	cmpl	$3, (%rsi,%rdx,4)
	jne	.L1616
.L1612:
	movq	1632(%rsp), %rax
	testq	%rax, %rax
	je	.L1787
	xorl	%edx, %edx
	divq	1488(%rsp)
	movq	1648(%rsp), %rdx
	leaq	1(%rax,%rdx), %rax
.L1616:
	cmpq	%rax, %rbx
	cmovnb	%rbx, %rax
	cmpq	$8388608, %rax
	ja	.L1613
.L1615:
	cmpl	$2, 16(%rsp)
	je	.L2003
.L1611:
	movq	1488(%rsp), %r13
	cmpl	$2, %r12d
	je	.L2004
.L1620:
	movq	1536(%rsp), %rcx
	xorl	%r9d, %r9d
	xorl	%edi, %edi
	movq	%rcx, %rsi
	addq	%r13, %rsi
	adcq	%r9, %rdi
	testq	%rcx, %rcx
	je	.L1623
	testq	%r14, %r14
	je	.L1623
	cmpq	$0, 1528(%rsp)
	jne	.L1624
	subq	%rcx, %r14
	xorl	%edx, %edx
	movq	%r13, %rax
	divq	%r14
	addq	$2, %rax
	mulq	%rcx
	addq	%r13, %rax
	adcq	%r9, %rdx
	movq	%rax, %rsi
	movq	%rdx, %rdi
.L1623:
	movq	1632(%rsp), %r15
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	movq	%rdi, %rcx
	movq	1552(%rsp), %r8
	leaq	1(%rbx), %rax
	addq	%r15, %r8
	adcq	%rdx, %r9
	xorl	%edx, %edx
	addq	%r10, %r8
	adcq	%rdx, %r9
	imulq	%rax, %rcx
	mulq	%rsi
	addq	%rcx, %rdx
	addq	%r8, %rax
	movabsq	$4611686018427387903, %rcx
	movq	%rax, %rsi
	adcq	%r9, %rdx
	xorl	%eax, %eax
	cmpq	%rsi, %rcx
	sbbq	%rdx, %rax
	jc	.L2005
	testl	%r11d, %r11d
	jne	.L1626
	movq	48(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L2006
	cmpl	$3, 16(%rsp)
	je	.L2007
	cmpl	$1, 16(%rsp)
	je	.L1629
	movq	48(%rsp), %rdi
	call	sort_fits
	testl	%eax, %eax
	je	.L2008
.L1629:
	movq	1928(%rsp), %rax
	movq	%rax, 56(%rsp)
	testq	%rax, %rax
	je	.L1631
	movq	48(%rsp), %rdi
	call	plan_route
	cmpl	$3, %eax
	je	.L2009
.L1631:
	movl	1940(%rsp), %eax
	movl	$864, %esi
	movl	$1, %edi
	movl	%eax, 224(%rsp)
	movl	1936(%rsp), %eax
	movl	%eax, 232(%rsp)
	call	calloc@PLT
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L2010
	movq	16(%rsp), %rsi
	movq	48(%rsp), %rdx
	xorl	%eax, %eax
	movl	$48, %ecx
	movq	%rbp, %xmm6
	movl	1704(%rsp), %ebp
	leaq	328(%rsi), %rdi
	leaq	416(%rsi), %r14
	movq	%rdx, (%rsi)
	movq	%rdx, %xmm0
	movq	%rdi, %r11
	movq	%r14, %rdi
	punpcklqdq	%xmm6, %xmm0
	rep stosq
	movq	%r11, 440(%rsi)
	leal	1(%rbp), %edi
	movaps	%xmm0, 416(%rsi)
	movl	$288, %esi
	movq	%r11, 72(%rsp)
	call	calloc@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rdi
	movq	%rax, 24(%rsp)
	movq	%rax, 304(%rsi)
	movl	$8, %esi
	call	calloc@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rdi
	movq	%rax, (%rsp)
	movq	%rax, 312(%rsi)
	movl	$8, %esi
	call	calloc@PLT
	movq	24(%rsp), %rcx
	movq	(%rsp), %rdx
	movq	16(%rsp), %rbp
	testq	%rcx, %rcx
	sete	%cl
	testq	%rdx, %rdx
	movq	%rax, 320(%rbp)
	sete	%dl
	orb	%dl, %cl
	jne	.L1634
	testq	%rax, %rax
	je	.L1634
	movq	72(%rsp), %rdi
	xorl	%eax, %eax
	movl	$20, %ecx
	rep stosl
	movq	48(%rsp), %rdi
	call	plan_route
	movl	%eax, 352(%rbp)
	cmpl	$3, %eax
	je	.L1634
	cmpl	$2, %eax
	je	.L2011
	movl	%r12d, %edx
	leaq	by_kind.5(%rip), %rax
	movq	%rbx, %rbp
	cmpl	$3, (%rax,%rdx,4)
	jne	.L1639
	testq	%r15, %r15
	je	.L1639
	movq	%r15, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	1648(%rsp), %rdx
	leaq	1(%rdx,%rax), %rbp
.L1639:
	salq	$3, %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	16(%rsp), %rdi
	movq	%rax, 344(%rdi)
	testq	%rax, %rax
	je	.L1634
	movq	%rbx, %r12
.L1638:
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	16(%rsp), %r15
	leaq	0(,%r12,8), %rdi
	movq	%rax, %rbp
	movq	%rax, 328(%r15)
	call	malloc@PLT
	movq	%rax, 336(%r15)
	testq	%rbp, %rbp
	je	.L1634
	testq	%rax, %rax
	je	.L1634
	xorl	%eax, %eax
	cmpq	$0, 56(%rsp)
	movq	48(%rsp), %rbx
	setne	%al
	movl	%eax, 356(%r15)
	movq	%rbx, %rdi
	call	closed_form_gap
	leaq	16(%r15), %rsi
	movq	%rbx, %rdi
	movq	%rax, 432(%r15)
	call	closed_form
	movl	%eax, %edi
	call	fault_rc
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L2012
	cmpq	$0, 56(%rsp)
	je	.L1644
	movq	16(%rsp), %rax
	movq	(%rax), %rbp
	movq	176(%rax), %rbx
	movq	%rbp, %rdi
	call	plan_route
	cmpl	$2, %eax
	je	.L2013
.L1647:
	cmpq	$16777216, %rbx
	ja	.L2014
.L1644:
	movq	16(%rsp), %rax
	leaq	.LC343(%rip), %rdi
	movq	416(%rax), %rbx
	movq	424(%rax), %rsi
	movq	440(%rax), %rbp
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbx, %rdi
	call	print_model
	cmpl	$0, 72(%rbx)
	je	.L2015
	movq	136(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	%rax, (%rsp)
	mulq	(%rbx)
	movq	%rax, %rsi
	movq	%rdx, %rdi
	xorl	%eax, %eax
	cmpq	%rcx, %rsi
	sbbq	%rax, %rdi
	jnc	.L1650
.L1651:
	movq	16(%rsp), %rax
	movq	432(%rax), %rsi
	testq	%rsi, %rsi
	je	.L2016
	leaq	.LC346(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC347(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1653:
	movl	24(%rbp), %eax
	cmpl	$2, %eax
	je	.L2017
	subl	$1, %eax
	je	.L2018
	leaq	.LC350(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1655:
	cmpl	$0, 220(%rbx)
	je	.L1657
	movl	216(%rbx), %esi
	leaq	.LC351(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1643:
	movq	16(%rsp), %r12
	movl	$1, %eax
	movq	%r14, 40(%rsp)
	movq	(%r12), %rbx
	subl	220(%rbx), %eax
	movl	%eax, 24(%rsp)
	leaq	784(%rsp), %rax
	movq	%rax, 32(%rsp)
	jmp	.L1658
.L2023:
	cmpl	$0, 152(%rbx)
	jne	.L1682
	cmpq	$1, 160(%rbx)
	je	.L2019
.L1683:
	leaq	256(%r13), %rcx
	leaq	240(%r13), %r9
	movl	$1, %esi
.L1685:
	movq	136(%rbx), %rax
.L1687:
	movq	328(%r12), %rdx
	pushq	%rcx
	.cfi_def_cfa_offset 7480
	movq	%rbx, %rdi
	movq	%rax, %rcx
	pushq	40(%rsp)
	.cfi_def_cfa_offset 7488
	leaq	480(%rsp), %r8
	call	walk_all
	popq	%rsi
	.cfi_def_cfa_offset 7480
	popq	%rdi
	.cfi_def_cfa_offset 7472
	movl	%eax, %ebp
	testl	%eax, %eax
	jne	.L1974
.L1684:
	movq	784(%rsp), %rax
	testq	%rax, %rax
	js	.L1689
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1690:
	movq	.LC41(%rip), %rax
	movq	464(%rsp), %r15
	movq	%rax, %xmm1
	testq	%r15, %r15
	je	.L1691
	js	.L1692
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r15, %xmm1
.L1691:
	divsd	%xmm1, %xmm0
	xorl	%ecx, %ecx
	orq	$-1, %rax
	movq	%rcx, 984(%rsp)
	cmpq	$0, 48(%rbx)
	movsd	%xmm0, 624(%rsp)
	je	.L1694
	movq	64(%rbx), %rax
.L1694:
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rax, 976(%rsp)
	call	clock_gettime@PLT
	movq	3760(%rsp), %rax
	cmpl	$0, 72(%rbx)
	movq	3768(%rsp), %r10
	movq	%rax, 48(%rsp)
	movq	%r10, 64(%rsp)
	jne	.L1695
	cmpl	$0, 8(%rbx)
	jne	.L1695
	cmpq	$0, 40(%rbx)
	jne	.L1695
	movq	336(%r12), %rdx
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	movq	%rbx, %rdi
	movq	(%rsp), %r8
	leaq	976(%rsp), %rbp
	movq	%rbp, %rsi
	call	run_open
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rax, 264(%r13)
	call	clock_gettime@PLT
	movq	64(%rsp), %r10
	imulq	$1000000000, 3760(%rsp), %rax
	imulq	$1000000000, 48(%rsp), %rdx
	subq	%r10, %rax
	addq	3768(%rsp), %rax
	subq	%rdx, %rax
	movq	%rax, 784(%rsp)
	movq	984(%rsp), %rax
	movq	%rax, 248(%r13)
.L1696:
	movq	784(%rsp), %rax
	movq	544(%rsp), %rbp
	testq	%rax, %rax
	js	.L1697
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1698:
	testq	%rbp, %rbp
	js	.L1699
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbp, %xmm1
.L1700:
	divsd	%xmm1, %xmm0
	cmpl	$0, 176(%rbx)
	movq	256(%r13), %rcx
	movsd	%xmm0, 632(%rsp)
	je	.L1701
	movq	160(%rbx), %rsi
	cmpq	%rsi, %r15
	jb	.L1801
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
.L1702:
	movq	%rax, 272(%r13)
	movq	%r13, %r8
	movq	%r15, %rsi
	movl	200(%rbx), %ecx
	movq	192(%rbx), %rdx
	movq	328(%r12), %rdi
	call	summarise.isra.0
	movl	200(%rbx), %ecx
	leaq	80(%r13), %r8
	movq	%rbp, %rsi
	movq	192(%rbx), %rdx
	movq	336(%r12), %rdi
	call	summarise.isra.0
	leaq	160(%r13), %rax
	movq	%r15, %rsi
	movl	200(%rbx), %r8d
	movq	192(%rbx), %rcx
	movq	272(%r13), %rdx
	movq	328(%r12), %rdi
	pushq	%r9
	.cfi_def_cfa_offset 7480
	pushq	%rax
	.cfi_def_cfa_offset 7488
	movq	344(%r12), %r9
	call	corrected_summarise
	movl	%eax, %ebp
	popq	%r10
	.cfi_def_cfa_offset 7480
	popq	%r11
	.cfi_def_cfa_offset 7472
.L1680:
	leaq	run_fault_lock(%rip), %rbx
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	movq	%rbx, %rdi
	movl	run_fault(%rip), %r13d
	call	pthread_mutex_unlock@PLT
	testl	%ebp, %ebp
	jne	.L1966
	testl	%r13d, %r13d
	jne	.L1802
	cmpl	$0, 224(%rsp)
	jne	.L2020
.L1703:
	movl	24(%rsp), %eax
	testl	%eax, %eax
	je	.L1709
	movq	312(%r12), %rdx
	subl	$1, %eax
	movsd	624(%rsp), %xmm0
	movsd	%xmm0, (%rdx,%rax,8)
	movq	320(%r12), %rdx
	movsd	632(%rsp), %xmm0
	movsd	%xmm0, (%rdx,%rax,8)
.L1709:
	addl	$1, 24(%rsp)
	movq	(%r12), %rbx
.L1658:
	movl	24(%rsp), %eax
	cmpl	%eax, 216(%rbx)
	jb	.L2021
	movl	24(%rsp), %eax
	imulq	$288, %rax, %rax
	movq	%rax, 240(%rsp)
	addq	304(%r12), %rax
	cmpl	$2, 352(%r12)
	movq	%rax, %r13
	movq	136(%rbx), %rax
	movq	%rax, (%rsp)
	movq	%rax, 464(%rsp)
	movq	%rax, 544(%rsp)
	je	.L2022
	leaq	8(%r13), %rdi
	movq	%r13, %rcx
	xorl	%r8d, %r8d
	xorl	%eax, %eax
	andq	$-8, %rdi
	movq	%r8, 0(%r13)
	xorl	%r9d, %r9d
	subq	%rdi, %rcx
	movq	%r8, 280(%r13)
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	movq	%r9, 984(%rsp)
	orq	$-1, %rax
	cmpq	$0, 48(%rbx)
	je	.L1681
	movq	64(%rbx), %rax
.L1681:
	leaq	3760(%rsp), %r14
	movl	$1, %edi
	movq	%rax, 976(%rsp)
	movq	%r14, %rsi
	call	clock_gettime@PLT
	movq	3760(%rsp), %rax
	cmpl	$0, 72(%rbx)
	movq	3768(%rsp), %r15
	movq	%rax, 48(%rsp)
	je	.L2023
.L1682:
	movl	152(%rbx), %edx
	leaq	by_kind.5(%rip), %rax
	leaq	256(%r13), %rcx
	leaq	240(%r13), %r9
	movl	(%rax,%rdx,4), %esi
	cmpl	$3, %esi
	jne	.L1685
	movq	144(%rbx), %rax
	testq	%rax, %rax
	je	.L1685
	xorl	%edx, %edx
	divq	(%rbx)
	movq	160(%rbx), %rdx
	leaq	1(%rax,%rdx), %rax
	jmp	.L1687
.L1983:
	movq	32(%rsp), %rdx
	leaq	3760(%rsp), %rsi
	leaq	2160(%rsp), %rdi
	call	estimate_ghz
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L1949
	movsd	5360(%rsp), %xmm3
	movl	$7, %esi
	movl	$4, %eax
	movsd	3760(%rsp), %xmm2
	movsd	2160(%rsp), %xmm1
	leaq	.LC222(%rip), %rdi
	call	printf@PLT
	jmp	.L1490
.L1985:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	16(%rsp), %r13d
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC228(%rip), %rdi
	leaq	raw.8(%rip), %rbp
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC229(%rip), %rdi
	leal	(%rax,%r13), %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC230(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC231(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC232(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC233(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC234(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC235(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC236(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC237(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC238(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC239(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC240(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC241(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movdqa	.LC242(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
	.p2align 4,,10
	.p2align 3
.L1499:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rdx, %rax
	jne	.L1499
	movq	$100000000, 80000+raw.8(%rip)
	xorl	%esi, %esi
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L1504
.L2024:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L1503
.L1504:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %ecx
	cmpq	$9999, %rax
	jbe	.L1500
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rcx
.L1500:
	addq	%rsi, %rcx
	movq	%rcx, %rsi
	jnc	.L2024
	xorl	%esi, %esi
.L1503:
	movq	%rsi, %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	leaq	.LC243(%rip), %rdi
	leaq	fixed.7(%rip), %r12
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
	leaq	.LC244(%rip), %rdi
	call	expect
	xorl	%ecx, %ecx
	movl	$1000, %edx
	movq	%r12, %rdi
	leaq	384(%rsp), %r8
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise.isra.0
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1000, %esi
	movq	392(%rsp), %rcx
	leaq	.LC245(%rip), %rdi
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	400(%rsp), %rcx
	leaq	.LC246(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	408(%rsp), %rcx
	leaq	.LC247(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	432(%rsp), %rcx
	leaq	.LC248(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	448(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	456(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC249(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC250(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC251(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC252(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC253(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	976(%rsp), %r9
	movl	$8, %ecx
	xorl	%edx, %edx
	leal	(%rbx,%rax), %r13d
	leaq	352(%rsp), %rdi
	xorl	%eax, %eax
	movl	$9, %r8d
	rep stosl
	xorl	%eax, %eax
	movq	%r9, %rdi
	movl	$64, %ecx
	rep stosq
	movl	$700, %esi
	movl	$1, %ecx
	leaq	352(%rsp), %rbx
	movq	%rbx, %rdi
	movq	%r9, 16(%rsp)
	movq	%rbx, 24(%rsp)
	call	dist_add.part.0
	cmpl	$0, 376(%rsp)
	movq	16(%rsp), %r9
	jne	.L1506
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%rbx, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 376(%rsp)
	movq	16(%rsp), %r9
	jne	.L1506
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%rbx, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
	movq	16(%rsp), %r9
.L1506:
	movq	360(%rsp), %rbx
	movq	352(%rsp), %rcx
	xorl	%r11d, %r11d
	xorl	%edi, %edi
.L1511:
	cmpq	%rbx, %r11
	je	.L1760
	xorl	%r10d, %r10d
	cmpq	$0, 24(%rcx)
	je	.L1508
	.p2align 4,,10
	.p2align 3
.L1513:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%r9,%rdi,8), %r8
	je	.L1510
	.p2align 4,,10
	.p2align 3
.L1507:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L1507
	leaq	1(%rdx,%rdi), %rdi
.L1510:
	addq	$1, %r10
	cmpq	24(%rcx), %r10
	jb	.L1513
.L1508:
	addq	$1, %r11
	addq	$32, %rcx
	jmp	.L1511
.L1760:
	xorl	%r15d, %r15d
	movq	%rdi, 40(%rsp)
	leaq	464(%rsp), %r12
	leaq	544(%rsp), %rbp
	movq	%r9, 48(%rsp)
	leaq	-8+PCT_NAME(%rip), %r14
	movq	%r15, (%rsp)
	movq	32(%rsp), %r15
.L1512:
	movl	(%rsp), %ebx
	movq	24(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2000, %esi
	movl	%ebx, %edx
	call	dist_summarise
	movq	40(%rsp), %rsi
	movl	%ebx, %ecx
	movq	%rbp, %r8
	movq	48(%rsp), %rdi
	movl	$2000, %edx
	call	summarise.isra.0
	movq	464(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	544(%rsp), %rsi
	leaq	.LC254(%rip), %rdi
	call	expect
	leaq	RANK_NAME(%rip), %rdi
	leal	(%rax,%r13), %ebx
	movq	(%rsp), %rax
	movl	$8, %r13d
	movq	(%rdi,%rax,8), %rax
	movq	%rax, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L1514:
	movq	(%r14,%r13), %rcx
	movq	16(%rsp), %r9
	movl	$64, %esi
	xorl	%eax, %eax
	leaq	.LC255(%rip), %rdx
	movq	%r15, %rdi
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	(%r12,%r13), %rcx
	movq	0(%rbp,%r13), %rsi
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movq	%r15, %rdi
	addq	$8, %r13
	call	expect
	addl	%eax, %ebx
	cmpq	$56, %r13
	jne	.L1514
	movq	520(%rsp), %rcx
	movq	600(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC256(%rip), %rdi
	call	expect
	movq	528(%rsp), %rcx
	movq	536(%rsp), %r8
	leaq	.LC257(%rip), %rdi
	movq	608(%rsp), %rsi
	movq	616(%rsp), %rdx
	addl	%eax, %ebx
	call	expect
	cmpq	$0, (%rsp)
	leal	(%rbx,%rax), %r13d
	jne	.L2025
	movq	$1, (%rsp)
	jmp	.L1512
.L2025:
	movq	24(%rsp), %rdi
	movq	(%rsp), %r15
	xorl	%ebx, %ebx
	call	dist_free
	movl	$3200000, %edi
	call	malloc@PLT
	xorl	%r8d, %r8d
	movl	%r13d, 112(%rsp)
	movq	%r15, %r9
	movq	%rax, 48(%rsp)
	movl	$42, %r10d
	movl	%r8d, 96(%rsp)
	movq	%r10, %r12
.L1515:
	cmpq	$0, 48(%rsp)
	setne	%bpl
	cmpq	$5, %rbx
	ja	.L1807
	testb	%bpl, %bpl
	je	.L1807
	leaq	ST_E(%rip), %rax
	movq	%rbx, 88(%rsp)
	movabsq	$-4658895280553007687, %r15
	movq	(%rax,%rbx,8), %rbp
	leaq	ST_TOP(%rip), %rax
	movq	%rax, 16(%rsp)
	leaq	2160(%rsp), %rax
	movq	%rax, (%rsp)
	leaq	0(%rbp,%rbp,2), %r14
.L1528:
	movq	16(%rsp), %rax
	movq	(%rsp), %rdi
	xorl	%ecx, %ecx
	movabsq	$-7723592293110705685, %r8
	movq	(%rax), %r13
	movq	%rdi, %rsi
	jmp	.L1519
	.p2align 4,,10
	.p2align 3
.L2027:
	movq	-8(%rdi), %rdx
.L1517:
	addl	$1, %ecx
	movq	%rdx, (%rdi)
	addq	$8, %rdi
	cmpl	$200, %ecx
	je	.L2026
.L1519:
	movl	%ecx, %eax
	andl	$3, %eax
	cmpl	$1, %eax
	je	.L2027
	movabsq	$-7046029254386353131, %rax
	imull	$954437177, %ecx, %r10d
	addq	%rax, %r12
	movq	%r12, %rax
	shrq	$30, %rax
	xorq	%r12, %rax
	imulq	%r15, %rax
	movq	%rax, %rdx
	shrq	$27, %rdx
	xorq	%rax, %rdx
	imulq	%r8, %rdx
	movq	%rdx, %rax
	shrq	$31, %rax
	xorq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r13
	cmpl	$477218589, %r10d
	leaq	(%rdx,%r14), %rax
	cmovb	%rax, %rdx
	jmp	.L1517
	.p2align 4,,10
	.p2align 3
.L2026:
	movq	(%rsp), %rax
	xorl	%r8d, %r8d
	leaq	1600(%rax), %rdi
	jmp	.L1524
	.p2align 4,,10
	.p2align 3
.L2029:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	je	.L2028
.L1524:
	movq	(%rsi), %rax
	movq	%r9, %rcx
	cmpq	%rbp, %rax
	jb	.L1520
	xorl	%edx, %edx
	divq	%rbp
	movq	%rax, %rcx
.L1520:
	addq	%r8, %rcx
	setc	%bl
	movq	%rcx, %r8
	movzbl	%bl, %ebx
	jnc	.L2029
	xorl	%r8d, %r8d
	xorl	%ebx, %ebx
.L1523:
	leaq	3760(%rsp), %rdi
	movq	%r9, 72(%rsp)
	leaq	624(%rsp), %r11
	movq	%rdi, 24(%rsp)
	leaq	704(%rsp), %r10
	movq	%r13, 56(%rsp)
	movq	%rdi, %r13
	movq	%r12, 64(%rsp)
	movl	%r8d, %r12d
	movq	%rbp, 40(%rsp)
	movq	%r10, %rbp
	movq	%r14, 80(%rsp)
	movq	%r11, %r14
.L1527:
	movq	48(%rsp), %rcx
	movq	40(%rsp), %rdx
	movl	$200, %esi
	movl	$400000, %r8d
	movq	(%rsp), %rdi
	call	correct_co
	movq	48(%rsp), %rdi
	movq	%r14, %r8
	movl	%r12d, %ecx
	movq	%rax, %rsi
	movl	$1000, %edx
	call	summarise.isra.0
	movq	(%rsp), %rsi
	movq	%r13, %rdi
	movl	$200, %ecx
	rep movsq
	movq	24(%rsp), %rax
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movl	$200, %esi
	movq	%rax, %rdi
	movq	%rax, %r13
	call	qsort@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 7480
	movl	$200, %esi
	movl	%r12d, %r8d
	pushq	%rbp
	.cfi_def_cfa_offset 7488
	movq	48(%rsp), %r9
	movl	$1000, %ecx
	movq	56(%rsp), %rdx
	movq	40(%rsp), %rdi
	call	corrected_summarise
	popq	%rsi
	.cfi_def_cfa_offset 7480
	movl	$8, %eax
	popq	%rdi
	.cfi_def_cfa_offset 7472
	.p2align 4,,10
	.p2align 3
.L1526:
	movq	0(%rbp,%rax), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, (%r14,%rax)
	setne	%dl
	addq	$8, %rax
	addq	%rdx, %rbx
	cmpq	$56, %rax
	jne	.L1526
	movq	704(%rsp), %rax
	cmpq	%rax, 624(%rsp)
	setne	%al
	movq	760(%rsp), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, 680(%rsp)
	setne	%dl
	movzbl	%al, %eax
	movq	696(%rsp), %rcx
	xorq	776(%rsp), %rcx
	addl	%edx, %eax
	movq	688(%rsp), %rdx
	xorq	768(%rsp), %rdx
	orq	%rcx, %rdx
	cmpq	$1, %rdx
	sbbl	$-1, %eax
	cltq
	addq	%rax, %rbx
	testl	%r12d, %r12d
	jne	.L2030
	movl	$1, %r12d
	jmp	.L1527
	.p2align 4,,10
	.p2align 3
.L2028:
	cmpq	$400000, %rcx
	jbe	.L2031
.L1525:
	addq	$8, 16(%rsp)
	movq	16(%rsp), %rax
	leaq	32+ST_TOP(%rip), %rbx
	cmpq	%rbx, %rax
	jne	.L1528
	movq	88(%rsp), %rbx
	addq	$1, %rbx
	jmp	.L1515
.L2030:
	movq	56(%rsp), %r13
	movq	40(%rsp), %rbp
	leaq	784(%rsp), %rdi
	leaq	.LC258(%rip), %rdx
	movq	72(%rsp), %r9
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rdi, 24(%rsp)
	movq	%r13, %r8
	movq	%rbp, %rcx
	movq	64(%rsp), %r12
	movq	80(%rsp), %r14
	movq	%r9, 56(%rsp)
	call	snprintf@PLT
	movq	24(%rsp), %rdi
	movq	%rbx, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	call	expect
	movq	56(%rsp), %r9
	addl	%eax, 96(%rsp)
	jmp	.L1525
.L1807:
	movq	48(%rsp), %rdi
	movl	112(%rsp), %r13d
	call	free@PLT
	xorl	%r8d, %r8d
	movzbl	%bpl, %ecx
	xorl	%edx, %edx
	movl	$1, %esi
	leaq	.LC259(%rip), %rdi
	leaq	.LC265(%rip), %rbp
	call	expect
	movl	96(%rsp), %ebx
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	leaq	.LC260(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%r13d, %ebx
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC261(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC262(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC263(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC264(%rip), %rdi
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
	leaq	.LC266(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC267(%rip), %rdi
	addl	%eax, %ebx
	xorl	%r12d, %r12d
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC268(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC269(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC270(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC271(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC272(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%r12b
	jmp	.L1484
.L1563:
	testl	%eax, %eax
	jne	.L1564
	leaq	.LC203(%rip), %r8
	cmpl	$8, %r11d
	je	.L1566
	leaq	.LC204(%rip), %r8
	cmpl	$4, %r11d
	je	.L1566
	cmpl	$16, %r11d
	leaq	.LC206(%rip), %r8
	leaq	.LC205(%rip), %rax
	cmove	%rax, %r8
.L1566:
	movslq	40(%rsp), %rax
	movq	32(%rsp), %rdi
	movl	$2048, %esi
	leaq	.LC290(%rip), %rdx
	imulq	$104, %rax, %rax
	movq	(%rbx,%rax), %rcx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1972
.L1991:
	leaq	3760(%rsp), %r15
	leaq	.LC160(%rip), %rdx
	movl	$128, %esi
	xorl	%eax, %eax
	movq	%r15, %rdi
	movq	%r15, 80(%rsp)
	xorl	%r14d, %r14d
	leaq	.LC157(%rip), %r12
	movl	%r11d, 216(%rsp)
	movl	%r10d, 208(%rsp)
	movq	%rcx, 224(%rsp)
	call	snprintf@PLT
	leaq	2160(%rsp), %rax
	leaq	.LC25(%rip), %rsi
	movq	%r15, %rdi
	movq	%rax, %rdx
	movq	%rax, 16(%rsp)
	call	strtok_r@PLT
	movq	%r13, 88(%rsp)
	movq	%rbp, 232(%rsp)
	movq	%rax, %rbp
.L1568:
	testq	%rbp, %rbp
	je	.L2032
	movq	%rbp, %rdi
	leaq	.LC291(%rip), %rsi
	movq	%rbx, %r13
	call	strcmp@PLT
	testl	%eax, %eax
	cmove	%r12, %rbp
	xorl	%r15d, %r15d
.L1570:
	movq	0(%r13), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2033
	addl	$1, %r15d
	addq	$104, %r13
	cmpl	$22, %r15d
	jne	.L1570
	xorl	%eax, %eax
.L1571:
	movq	16(%rsp), %rdx
	leaq	.LC25(%rip), %rsi
	xorl	%edi, %edi
	orl	%eax, %r14d
	call	strtok_r@PLT
	movq	%rax, %rbp
	jmp	.L1568
.L2033:
	movslq	%r15d, %rcx
	xorl	%eax, %eax
	cmpb	$0, 2004(%rsp,%rcx)
	setne	%al
	jmp	.L1571
.L2032:
	movq	88(%rsp), %r13
	movl	208(%rsp), %r10d
	movl	216(%rsp), %r11d
	movq	224(%rsp), %rcx
	movq	232(%rsp), %rbp
	testl	%r14d, %r14d
	jne	.L1567
	movslq	40(%rsp), %rax
	movq	80(%rsp), %r15
	movq	%rcx, %rdi
	movl	$32, %esi
	movq	%rcx, 16(%rsp)
	imulq	$104, %rax, %rax
	movq	(%rbx,%rax), %rbx
	call	strchr@PLT
	movq	16(%rsp), %rdi
	movq	%r15, %rsi
	leaq	.LC208(%rip), %r9
	testq	%rax, %rax
	leaq	.LC207(%rip), %rax
	cmovne	%rax, %r9
	call	alternatives.constprop.0
	leaq	.LC292(%rip), %rdx
	movq	%rbx, %rcx
	movl	$2048, %esi
	movq	%rax, %r8
	pushq	%rax
	.cfi_def_cfa_offset 7480
	xorl	%eax, %eax
	pushq	%rbx
	.cfi_def_cfa_offset 7488
	movq	48(%rsp), %rdi
	call	snprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 7480
	popq	%rdx
	.cfi_def_cfa_offset 7472
	jmp	.L1972
.L1579:
	movq	32(%rsp), %rdi
	leaq	.LC293(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC294(%rip), %rcx
	leaq	.LC295(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1972
.L1988:
	leaq	.LC285(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	movl	16(%rsp), %r10d
	movl	$8, %r11d
	testl	%eax, %eax
	jne	.L1560
	leaq	.LC286(%rip), %rsi
	movq	%rbx, %rdi
	movl	%r11d, (%rsp)
	call	was_given
	movl	$8, %r11d
	testl	%eax, %eax
	movl	%eax, 16(%rsp)
	jne	.L1774
	leaq	.LC287(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	movl	16(%rsp), %r10d
	movl	$4, %r11d
	testl	%eax, %eax
	jne	.L1560
	leaq	.LC205(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	movl	$1, %r11d
	movl	%eax, %r10d
	testl	%eax, %eax
	je	.L1560
	xorl	%r10d, %r10d
	movl	$16, %r11d
	jmp	.L1560
.L1949:
	movl	$5, %edx
	movl	$7, %esi
	movl	$3, %eax
	movsd	5360(%rsp), %xmm2
	movsd	3760(%rsp), %xmm1
	leaq	.LC223(%rip), %rdi
	movsd	2160(%rsp), %xmm0
	call	printf@PLT
	jmp	.L1490
.L1581:
	movq	1928(%rsp), %rbx
	testq	%rbx, %rbx
	je	.L1583
	movl	1856(%rsp), %eax
	cmpl	$3, %eax
	je	.L2034
	cmpq	$0, 1840(%rsp)
	jne	.L1586
	cmpl	$0, 1848(%rsp)
	je	.L1587
.L1586:
	testl	%eax, %eax
	je	.L1587
.L1588:
	movq	32(%rsp), %rdi
	leaq	.LC1(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC300(%rip), %rcx
	leaq	.LC301(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1598
.L1600:
	cmpq	%r14, 1536(%rsp)
	jb	.L1601
	leaq	3760(%rsp), %rdi
	movq	%r14, %rsi
	call	fmt_us.constprop.0
	movq	1536(%rsp), %rsi
	leaq	976(%rsp), %rdi
	movq	%rax, %rbx
	call	fmt_us.constprop.0
	leaq	.LC210(%rip), %rdx
	movq	32(%rsp), %rdi
	cmpq	$0, 1528(%rsp)
	movq	%rax, %rcx
	leaq	.LC209(%rip), %rax
	movq	%rbx, %r8
	movl	$2048, %esi
	cmove	%rax, %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1598
.L1995:
	cmpl	$0, 1992(%rsp)
	jne	.L2035
	movl	1720(%rsp), %edx
	orl	1768(%rsp), %edx
	movq	1712(%rsp), %rax
	movq	1744(%rsp), %rcx
	jne	.L1595
	orq	%rcx, %rax
	orq	1776(%rsp), %rax
	je	.L1593
.L1595:
	leaq	.LC306(%rip), %rdi
	call	usage_error
	movl	%eax, %r12d
	jmp	.L1592
.L1583:
	cmpq	$0, 1840(%rsp)
	jne	.L1589
.L1750:
	cmpl	$0, 1848(%rsp)
	leaq	2160(%rsp), %rbp
	je	.L1590
.L1589:
	cmpl	$0, 1856(%rsp)
	leaq	2160(%rsp), %rbp
	je	.L1590
	jmp	.L1588
.L1997:
	cmpq	$0, 1536(%rsp)
	je	.L1599
	testq	%r14, %r14
	jne	.L1600
	movq	32(%rsp), %rdi
	leaq	.LC1(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC310(%rip), %rcx
	leaq	.LC311(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1598
.L1999:
	cmpq	$1, 1648(%rsp)
	jbe	.L1605
	movq	32(%rsp), %rdi
	leaq	.LC315(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC316(%rip), %rcx
	leaq	.LC317(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1598
.L1993:
	cmpq	$0, 1840(%rsp)
	leaq	2160(%rsp), %rbp
	jne	.L1590
	jmp	.L1750
.L1626:
	movq	1928(%rsp), %rax
	movq	%rax, 56(%rsp)
	cmpl	$2, %r11d
	jne	.L1631
	movl	1560(%rsp), %eax
	cmpl	$2, %eax
	je	.L1632
	cmpl	$0, 1664(%rsp)
	jne	.L1632
	subl	$1, %eax
	jne	.L1631
	movq	1920(%rsp), %rdi
	leaq	.LC337(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1631
.L1632:
	movq	32(%rsp), %rdi
	leaq	.LC1(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC338(%rip), %rcx
	leaq	.LC339(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1598
.L2004:
	testq	%r8, %r8
	je	.L1619
	xorl	%r15d, %r15d
	movq	%r15, 1632(%rsp)
	jmp	.L1620
.L2001:
	cmpq	$200000000, %rbx
	ja	.L2036
	cmpl	$0, 1992(%rsp)
	je	.L1611
	movl	%r12d, %eax
	leaq	by_kind.5(%rip), %rdx
	cmpl	$3, (%rdx,%rax,4)
	je	.L1612
	cmpq	$8388608, %rbx
	jbe	.L1611
.L1613:
	movq	32(%rsp), %rdi
	leaq	.LC323(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC324(%rip), %rcx
	leaq	.LC325(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1598
.L1624:
	xorl	%edx, %edx
	movq	%r13, %rax
	movl	$37, %edi
	divq	%r14
	addq	$2, %rax
	mulq	%rcx
	imulq	$37, %rdx, %rcx
	mulq	%rdi
	movq	%rax, %rsi
	movq	%r13, %rax
	movq	%rdx, %rdi
	xorl	%edx, %edx
	salq	$6, %rax
	addq	%rcx, %rdi
	shldq	$6, %r13, %rdx
	addq	%rax, %rsi
	adcq	%rdx, %rdi
	jmp	.L1623
.L2011:
	leaq	3760(%rsp), %r15
	leaq	976(%rsp), %r9
	movq	48(%rsp), %rdi
	movq	%r15, %rdx
	movq	%r9, %rsi
	call	lattice_plan
	testl	%eax, %eax
	je	.L1634
	movq	3760(%rsp), %rbp
	movq	16(%rsp), %r15
	movl	$8, %esi
	movq	976(%rsp), %xmm0
	movq	%rbp, %xmm7
	movq	%rbp, %rdi
	punpcklqdq	%xmm7, %xmm0
	movups	%xmm0, 360(%r15)
	movaps	%xmm0, (%rsp)
	call	calloc@PLT
	movq	%rax, 376(%r15)
	testq	%rax, %rax
	je	.L1634
	movdqa	(%rsp), %xmm0
	movq	%rbp, %rdi
	movl	$8, %esi
	movl	$65536, %r12d
	movl	$524288, %ebp
	movaps	%xmm0, 384(%r15)
	call	calloc@PLT
	movq	%rax, 400(%r15)
	testq	%rax, %rax
	jne	.L1638
.L1634:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC340(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L1720:
	movl	$1, %r12d
.L1642:
	movq	16(%rsp), %rbx
	movq	800(%rbx), %rdi
	call	free@PLT
	movq	808(%rbx), %rdi
	call	free@PLT
	movq	816(%rbx), %rdi
	call	free@PLT
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
	jmp	.L1592
.L1619:
	movq	%rcx, 1632(%rsp)
	testq	%rcx, %rcx
	je	.L1620
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%r13
	movq	1648(%rsp), %rdx
	cmpl	$1, 16(%rsp)
	leaq	1(%rdx,%rax), %rax
	je	.L1621
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L1620
	leaq	.LC214(%rip), %rcx
.L1622:
	movq	32(%rsp), %rdi
	leaq	.LC327(%rip), %r8
	leaq	.LC328(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1598
.L2003:
	leaq	3760(%rsp), %r15
	movq	48(%rsp), %rdi
	movq	%r10, 56(%rsp)
	movq	%r15, %rdx
	movq	%r15, %rsi
	movq	%r8, 40(%rsp)
	movq	%rcx, 24(%rsp)
	movl	%r11d, (%rsp)
	call	lattice_plan
	movl	(%rsp), %r11d
	movq	24(%rsp), %rcx
	testl	%eax, %eax
	movq	40(%rsp), %r8
	movq	56(%rsp), %r10
	jne	.L1611
	movq	48(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L2037
.L1617:
	movq	32(%rsp), %rdi
	leaq	.LC1(%rip), %r8
	leaq	.LC326(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1598
.L1695:
	leaq	264(%r13), %rax
	movq	336(%r12), %rdx
	xorl	%esi, %esi
	movq	%rbx, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 7480
	leaq	248(%r13), %r9
	pushq	40(%rsp)
	.cfi_def_cfa_offset 7488
	movq	16(%rsp), %rcx
	leaq	560(%rsp), %r8
	call	walk_all
	movl	%eax, %ebp
	popq	%rax
	.cfi_def_cfa_offset 7480
	popq	%rdx
	.cfi_def_cfa_offset 7472
	testl	%ebp, %ebp
	je	.L1696
.L1974:
	leaq	run_fault_lock(%rip), %rbx
	movq	40(%rsp), %r14
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
.L1688:
	leaq	.LC359(%rip), %rsi
	movl	%ebp, %edi
	call	cannot
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L1642
.L1710:
	movq	16(%rsp), %rax
	movl	$1, %edx
	movq	304(%rax), %rbp
	movq	416(%rax), %rax
	subl	220(%rax), %edx
	movl	%edx, %r15d
.L1712:
	cmpl	%r15d, 216(%rax)
	jb	.L2038
	movl	%r15d, %ebx
	movq	%rbp, 48(%rsp)
	xorl	%r11d, %r11d
	imulq	$288, %rbx, %rbx
	movq	%r14, 64(%rsp)
	leaq	0(%rbp,%rbx), %rax
	movq	%rax, 24(%rsp)
	movq	16(%rsp), %rax
	addq	$768, %rax
	movq	%rax, (%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rax, 32(%rsp)
.L1713:
	leaq	48(%r11), %rax
	movq	%r11, 80(%rsp)
	leaq	PCT_NAME(%rip), %r14
	movq	%rax, 40(%rsp)
	movq	%r14, %rbp
	movq	%r11, %r14
.L1714:
	movq	32(%rsp), %rax
	xorl	%r13d, %r13d
	movq	0(%rbp), %rcx
	movl	%r15d, %esi
	xorl	%r9d, %r9d
	addq	$8, %rbp
	movq	(%rax), %rbx
	movq	24(%rsp), %rax
	movq	8(%rax,%r14), %r12
	pushq	%r13
	.cfi_def_cfa_offset 7480
	movq	%rbx, %rdx
	pushq	%r12
	.cfi_def_cfa_offset 7488
	movq	32(%rsp), %rax
	movq	16(%rsp), %rdi
	movq	24(%rax,%r14), %r8
	addq	$8, %r14
	call	check
	popq	%rsi
	.cfi_def_cfa_offset 7480
	popq	%rdi
	.cfi_def_cfa_offset 7472
	cmpq	%r14, 40(%rsp)
	jne	.L1714
	movq	80(%rsp), %r11
	movq	24(%rsp), %r14
	xorl	%ecx, %ecx
	xorl	%r9d, %r9d
	movq	%rcx, 104(%rsp)
	movq	%rbx, %rdx
	movl	%r15d, %esi
	leaq	.LC148(%rip), %rcx
	movq	56(%r14,%r11), %rax
	movq	%rax, 96(%rsp)
	pushq	104(%rsp)
	.cfi_def_cfa_offset 7480
	pushq	104(%rsp)
	.cfi_def_cfa_offset 7488
	movq	32(%rsp), %rbp
	movq	16(%rsp), %rdi
	movq	72(%rbp,%r11), %r8
	movq	%r11, 56(%rsp)
	call	check
	movq	56(%rsp), %r11
	movq	%rbx, %rdx
	movl	%r15d, %esi
	leaq	.LC360(%rip), %rcx
	pushq	72(%r14,%r11)
	.cfi_def_cfa_offset 7496
	pushq	64(%r14,%r11)
	.cfi_def_cfa_offset 7504
	movq	80(%rbp,%r11), %r8
	movq	88(%rbp,%r11), %r9
	movq	32(%rsp), %rdi
	movq	%r11, 72(%rsp)
	call	check
	movq	72(%rsp), %r11
	addq	$8, 64(%rsp)
	addq	$32, %rsp
	.cfi_def_cfa_offset 7472
	addq	$80, %r11
	cmpq	$240, %r11
	jne	.L1713
	movq	24(%rsp), %rax
	xorl	%r10d, %r10d
	movq	48(%rsp), %rbp
	movl	%r15d, %esi
	movq	%r10, 120(%rsp)
	movq	64(%rsp), %r14
	xorl	%r9d, %r9d
	xorl	%r12d, %r12d
	movq	160(%rax), %rbx
	leaq	.LC143(%rip), %rcx
	leaq	.LC361(%rip), %rdx
	xorl	%r13d, %r13d
	movq	%rbx, 112(%rsp)
	pushq	120(%rsp)
	.cfi_def_cfa_offset 7480
	pushq	120(%rsp)
	.cfi_def_cfa_offset 7488
	movq	32(%rsp), %rbx
	movq	16(%rsp), %rdi
	movq	176(%rbx), %r8
	call	check
	movq	40(%rsp), %rax
	xorl	%r11d, %r11d
	movl	%r15d, %esi
	movq	%r11, 152(%rsp)
	leaq	.LC363(%rip), %r10
	movq	256(%rbx), %r8
	xorl	%r9d, %r9d
	movq	240(%rax), %rcx
	movq	%r10, %rdx
	movq	%rcx, 144(%rsp)
	leaq	.LC362(%rip), %rcx
	pushq	152(%rsp)
	.cfi_def_cfa_offset 7496
	pushq	152(%rsp)
	.cfi_def_cfa_offset 7504
	movq	32(%rsp), %rdi
	call	check
	movq	56(%rsp), %rax
	movl	%r15d, %esi
	xorl	%r9d, %r9d
	addq	$32, %rsp
	.cfi_def_cfa_offset 7472
	movq	%r12, 152(%rsp)
	movq	264(%rbx), %r8
	movq	248(%rax), %rcx
	leaq	.LC364(%rip), %rax
	movq	%rax, %rdx
	movq	%rcx, 144(%rsp)
	leaq	.LC362(%rip), %rcx
	pushq	152(%rsp)
	.cfi_def_cfa_offset 7480
	pushq	152(%rsp)
	.cfi_def_cfa_offset 7488
	movq	16(%rsp), %rdi
	call	check
	movq	40(%rsp), %rax
	movl	%r15d, %esi
	xorl	%r9d, %r9d
	movq	%r13, 184(%rsp)
	leaq	.LC363(%rip), %r10
	movq	272(%rbx), %r8
	movq	256(%rax), %rcx
	movq	%r10, %rdx
	movq	%rcx, 176(%rsp)
	leaq	.LC365(%rip), %rcx
	pushq	184(%rsp)
	.cfi_def_cfa_offset 7496
	pushq	184(%rsp)
	.cfi_def_cfa_offset 7504
	movq	32(%rsp), %rdi
	call	check
	movq	56(%rsp), %rax
	movl	%r15d, %esi
	xorl	%r9d, %r9d
	addq	$32, %rsp
	.cfi_def_cfa_offset 7472
	movq	280(%rbx), %r8
	leaq	.LC365(%rip), %rcx
	addl	$1, %r15d
	movq	264(%rax), %rax
	movq	%rax, 176(%rsp)
	xorl	%eax, %eax
	movq	%rax, 184(%rsp)
	leaq	.LC364(%rip), %rax
	pushq	184(%rsp)
	.cfi_def_cfa_offset 7480
	movq	%rax, %rdx
	pushq	184(%rsp)
	.cfi_def_cfa_offset 7488
	movq	16(%rsp), %rdi
	call	check
	popq	%rax
	.cfi_def_cfa_offset 7480
	movq	416(%rbx), %rax
	popq	%rdx
	.cfi_def_cfa_offset 7472
	jmp	.L1712
.L1774:
	xorl	%r10d, %r10d
	jmp	.L1560
.L2020:
	cmpl	$0, 24(%rsp)
	leaq	.LC354(%rip), %rdx
	leaq	.LC1(%rip), %rax
	movq	240(%rsp), %rbx
	cmove	%rdx, %rax
	movq	%r12, 240(%rsp)
	leaq	976(%rsp), %rbp
	movl	$9, %r13d
	movq	%rax, 80(%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rax, (%rsp)
	movq	304(%r12), %rax
	leaq	8(%rax,%rbx), %rbx
	leaq	.LC160(%rip), %rax
	movq	%rax, 216(%rsp)
	leaq	.LC356(%rip), %rax
	movq	%rax, 208(%rsp)
	leaq	48+PCT_NAME(%rip), %rax
	movq	%rax, 64(%rsp)
	leaq	336(%rsp), %rax
	movq	%rax, 88(%rsp)
	leaq	.LC358(%rip), %rax
	movq	%rax, 48(%rsp)
.L1704:
	movq	(%rsp), %rax
	movq	80(%rsp), %rdx
	leaq	.LC355(%rip), %rdi
	leaq	PCT_NAME(%rip), %r15
	movl	24(%rsp), %esi
	movq	%rbx, %r12
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	-8(%rbx), %rsi
	movq	208(%rsp), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r14, %rax
	movq	%rbp, %r14
	movq	%r15, %rbp
	movq	%rax, %r15
.L1705:
	movq	(%rbx), %rdx
	movq	0(%rbp), %rsi
	xorl	%eax, %eax
	addq	$8, %rbp
	movq	48(%rsp), %rdi
	addq	$8, %rbx
	call	printf@PLT
	movq	64(%rsp), %rax
	cmpq	%rax, %rbp
	jne	.L1705
	movq	%r12, %rbx
	movq	%r14, %rbp
	movq	56(%r12), %rsi
	movq	64(%r12), %rdi
	movq	%rbx, 248(%rsp)
	movq	%r15, %r14
	movq	88(%rsp), %r15
	movl	$47, %r12d
	movb	$0, 3807(%rsp)
	movq	%rbp, 256(%rsp)
.L1706:
	movq	%rdi, %rbx
	xorl	%ecx, %ecx
	movq	%rsi, %rdi
	movq	%rsi, %rbp
	movq	%r15, %r8
	movq	%rbx, %rsi
	movl	$10, %edx
	subq	$1, %r12
	call	__udivmodti4@PLT
	movzbl	336(%rsp), %edi
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%rbp, %r13
	leal	48(%rdi), %ecx
	sbbq	%rbx, %rax
	movq	%rdx, %rdi
	movb	%cl, (%r14,%r12)
	jc	.L1706
	movq	256(%rsp), %rbp
	leaq	(%r14,%r12), %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	movq	248(%rsp), %rbx
	movq	216(%rsp), %rdx
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	48(%rbx), %rsi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC357(%rip), %rdi
	addq	$80, %rbx
	call	printf@PLT
	addq	$8, (%rsp)
	movq	(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rdi
	cmpq	%rax, %rdi
	jne	.L1704
	movq	240(%rsp), %r12
	jmp	.L1703
.L1701:
	movq	168(%rbx), %rax
	jmp	.L1702
.L2035:
	leaq	.LC305(%rip), %rdi
	call	usage_error
	movl	%eax, %r12d
	jmp	.L1592
.L2008:
	call	plan_route
	cmpl	$3, %eax
	jne	.L1629
	movq	32(%rsp), %rdi
	movl	$1048576, %r8d
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC335(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1598
.L1689:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1690
.L2022:
	leaq	976(%rsp), %rbp
	xorl	%eax, %eax
	xorl	%r11d, %r11d
	xorl	%esi, %esi
	movl	$8, %edx
	movq	%rbp, %rdi
	leaq	3760(%rsp), %r14
	movq	%rdx, %rcx
	rep stosl
	movq	%r14, %rdi
	movq	%rcx, %rdx
	movl	$8, %ecx
	rep stosl
	leaq	8(%r13), %rdi
	movq	%r13, %rcx
	movq	%rdx, %rax
	andq	$-8, %rdi
	movq	%r11, 0(%r13)
	subq	%rdi, %rcx
	movq	%r11, 280(%r13)
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	leaq	360(%r12), %rax
	movq	%rax, 64(%rsp)
	movq	368(%r12), %rax
	movq	376(%r12), %rdi
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	leaq	384(%r12), %rax
	movq	400(%r12), %rdi
	xorl	%esi, %esi
	movq	%rax, 80(%rsp)
	movq	392(%r12), %rax
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	leaq	704(%rsp), %rdi
	xorl	%eax, %eax
	movq	%r14, 256(%rsp)
	movq	%rdi, 208(%rsp)
	leaq	712(%rsp), %rdx
	movq	%rbx, %r9
	movq	%rbp, 248(%rsp)
	movq	%rdx, %rbp
.L1673:
	xorl	%r10d, %r10d
	orq	$-1, %rcx
	cmpq	$0, 48(%r9)
	movq	%r10, 0(%rbp)
	je	.L1660
	movq	64(%r9), %rcx
.L1660:
	movq	%rax, 216(%rsp)
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	movq	%rbp, 272(%rsp)
	movq	%r9, 48(%rsp)
	movq	%rcx, 704(%rsp)
	xorl	%ecx, %ecx
	movq	%r13, 264(%rsp)
	movq	%rcx, %r13
.L1661:
	movq	(%rsp), %rax
	cmpq	%rax, %r13
	jnb	.L2039
	movq	(%rsp), %rax
	movq	32(%rsp), %rsi
	movl	$1, %edi
	leaq	65536(%r13), %rbp
	cmpq	%rbp, %rax
	cmova	%rbp, %rax
	movq	%rax, 280(%rsp)
	call	clock_gettime@PLT
	movq	280(%rsp), %r8
	imulq	$1000000000, 784(%rsp), %rax
	addq	792(%rsp), %rax
	cmpq	$0, 216(%rsp)
	movq	%rax, 88(%rsp)
	je	.L2040
	movq	48(%rsp), %rdi
	movq	%r15, %r9
	movq	%r13, %rcx
	movq	%r8, %rbx
	movq	336(%r12), %rdx
	movq	208(%rsp), %rsi
	subq	%r13, %rbx
	call	run_open
	movq	32(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, %r15
	call	clock_gettime@PLT
	movq	88(%rsp), %rdi
	movq	80(%rsp), %r9
	imulq	$1000000000, 784(%rsp), %rax
	addq	792(%rsp), %rax
	subq	%rdi, %rax
	movq	336(%r12), %r10
	addq	%rax, %r14
.L1663:
	xorl	%ecx, %ecx
	testq	%rbx, %rbx
	je	.L1667
	.p2align 4,,10
	.p2align 3
.L1664:
	movq	(%r10,%rcx,8), %rdi
	movq	(%r9), %r11
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r11
	cmpq	%r8, %rax
	jnb	.L1665
	testq	%rdx, %rdx
	jne	.L1665
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%rcx, %rbx
	jne	.L1664
.L1667:
	movq	%rbp, %r13
	jmp	.L1661
.L2040:
	movq	328(%r12), %rdx
	movq	48(%rsp), %rdi
	movq	%r15, %r9
	movq	%r13, %rcx
	movq	208(%rsp), %rsi
	call	run_closed
	movq	32(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, %r15
	call	clock_gettime@PLT
	movq	88(%rsp), %rbx
	movq	64(%rsp), %r9
	imulq	$1000000000, 784(%rsp), %rax
	addq	792(%rsp), %rax
	subq	%rbx, %rax
	movq	280(%rsp), %rbx
	movq	328(%r12), %r10
	addq	%rax, %r14
	subq	%r13, %rbx
	jmp	.L1663
.L2039:
	movq	264(%rsp), %r13
	movq	216(%rsp), %rax
	leaq	624(%rsp), %rcx
	movq	272(%rsp), %rbp
	movq	48(%rsp), %r9
	testq	%r14, %r14
	js	.L1669
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L1670:
	movq	(%rsp), %rbx
	testq	%rbx, %rbx
	js	.L1671
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L1672:
	divsd	%xmm1, %xmm0
	movq	%r15, 256(%r13,%rax,8)
	movsd	%xmm0, (%rcx,%rax,8)
	movq	712(%rsp), %rcx
	movq	%rcx, 240(%r13,%rax,8)
	testq	%rax, %rax
	jne	.L2041
	movl	$1, %eax
	jmp	.L1673
.L1787:
	movq	%rbx, %rax
	jmp	.L1616
.L1621:
	leaq	.LC213(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L1620
	jmp	.L1622
.L2038:
	movq	16(%rsp), %r15
	movq	(%r15), %r12
	movq	304(%r15), %rax
	leaq	448(%r15), %rbp
	leaq	688(%r15), %rcx
	movq	%rbp, %rdx
	movl	216(%r12), %esi
	leaq	288(%rax), %rdi
	movq	%rax, (%rsp)
	call	aggregate
	movl	%eax, (%rsp)
	testl	%eax, %eax
	jne	.L1717
	leaq	304(%rsp), %rbx
	movl	216(%r12), %edx
	movq	312(%r15), %rsi
	movq	%rbx, %rdi
	call	stats_of
	movl	216(%r12), %edx
	movq	320(%r15), %rsi
	movq	%rbx, %rdi
	movdqu	304(%rsp), %xmm3
	leaq	800(%r15), %rbx
	movups	%xmm3, 296(%r14)
	movq	320(%rsp), %rax
	movq	%rax, 312(%r14)
	call	stats_of
	xorl	%esi, %esi
	movq	%r12, %rdi
	movq	%rbx, %rdx
	movdqu	304(%rsp), %xmm6
	movaps	%xmm6, 320(%r14)
	movq	320(%rsp), %rax
	movq	%rax, 336(%r14)
	movl	216(%r12), %eax
	imulq	$288, %rax, %rax
	addq	304(%r15), %rax
	movq	%rax, 760(%r15)
	call	first_stall_window
	testl	%eax, %eax
	sete	%al
	xorl	%edi, %edi
	movzbl	%al, %eax
	movl	%eax, 848(%r15)
	call	fault_rc
	testl	%eax, %eax
	jne	.L1718
.L1721:
	movq	16(%rsp), %r15
	movq	%r14, %rdi
	leaq	SET_NAME(%rip), %r13
	movq	(%r15), %rax
	movq	%rax, 32(%rsp)
	call	print_table
	movl	848(%r15), %edx
	movq	%rbx, %rsi
	movq	%r14, %rdi
	leaq	24(%r13), %r14
	call	print_findings
	leaq	.LC366(%rip), %rdi
	movl	$4, %eax
	movsd	712(%r15), %xmm0
	movsd	744(%r15), %xmm3
	movsd	736(%r15), %xmm2
	movsd	720(%r15), %xmm1
	call	printf@PLT
	leaq	.LC160(%rip), %rax
	movq	%rbp, 112(%rsp)
	leaq	976(%rsp), %r9
	movq	%rax, 88(%rsp)
	leaq	.LC356(%rip), %rax
	movl	848(%r15), %ebx
	movq	%rax, 48(%rsp)
	leaq	48+PCT_NAME(%rip), %rax
	movq	416(%r15), %r12
	movq	%rax, 80(%rsp)
	leaq	336(%rsp), %rax
	movq	%rax, 96(%rsp)
	leaq	.LC358(%rip), %rax
	movq	%rax, 64(%rsp)
	movq	%r9, 24(%rsp)
	movl	%ebx, 40(%rsp)
	leaq	456(%r15), %rbx
	leaq	3760(%rsp), %r15
.L1719:
	movq	0(%r13), %rsi
	leaq	.LC368(%rip), %rdi
	xorl	%eax, %eax
	movq	%rbx, %rbp
	call	printf@PLT
	movq	-8(%rbx), %rsi
	movq	48(%rsp), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	PCT_NAME(%rip), %rcx
	movq	%r15, 128(%rsp)
	movq	%r12, %r15
	movq	%rbx, %r12
	movq	%rcx, %rbx
.L1722:
	movq	0(%rbp), %rdx
	movq	(%rbx), %rsi
	xorl	%eax, %eax
	addq	$8, %rbp
	movq	64(%rsp), %rdi
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%rbx, 80(%rsp)
	jne	.L1722
	movq	%r12, %rbx
	movq	%r15, %r12
	movb	$0, 3807(%rsp)
	movl	$47, %r9d
	movq	56(%rbx), %r10
	movq	64(%rbx), %rax
	movq	%r12, 144(%rsp)
	movq	128(%rsp), %r15
	movq	%rbx, 128(%rsp)
	movq	%r9, %rbx
.L1723:
	movq	96(%rsp), %r8
	xorl	%ecx, %ecx
	movq	%r10, %rdi
	movl	$10, %edx
	movq	%rax, %rsi
	movq	%r10, %r12
	movq	%rax, %rbp
	subq	$1, %rbx
	call	__udivmodti4@PLT
	movzbl	336(%rsp), %edi
	movq	%rax, %r10
	movq	%rdx, %rax
	xorl	%edx, %edx
	leal	48(%rdi), %ecx
	movl	$9, %edi
	cmpq	%r12, %rdi
	movb	%cl, (%r15,%rbx)
	sbbq	%rbp, %rdx
	jc	.L1723
	movq	%rbx, %r9
	movq	88(%rsp), %rdx
	movq	24(%rsp), %rdi
	xorl	%eax, %eax
	movq	128(%rsp), %rbx
	leaq	(%r15,%r9), %rcx
	movl	$48, %esi
	movq	144(%rsp), %r12
	call	snprintf@PLT
	movq	-8(%rbx), %rcx
	movq	48(%rbx), %rax
	testq	%rcx, %rcx
	je	.L1724
	movq	%rcx, %rdi
	xorl	%r9d, %r9d
	movl	$1000000, %edx
	shrq	%rdi
	mulq	%rdx
	movq	%r9, 200(%rsp)
	movq	%rdi, 192(%rsp)
	addq	192(%rsp), %rax
	adcq	200(%rsp), %rdx
	movq	%rax, %rdi
	movq	%rdx, %rsi
	movq	%rcx, %rdx
	xorl	%ecx, %ecx
	call	__udivti3@PLT
	movq	%rax, %rcx
.L1724:
	movl	$10000, %esi
	movq	%rcx, %rax
	xorl	%edx, %edx
	movq	%r15, %rdi
	divq	%rsi
	movl	$32, %esi
	addq	$8, %r13
	addq	$80, %rbx
	movq	%rdx, %r8
	movq	%rax, %rcx
	leaq	.LC153(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	-32(%rbx), %rsi
	movq	24(%rsp), %rcx
	xorl	%eax, %eax
	movq	%r15, %rdx
	leaq	.LC369(%rip), %rdi
	call	printf@PLT
	cmpq	%r14, %r13
	jne	.L1719
	movq	112(%rsp), %rbp
	leaq	RATIOS(%rip), %rbx
	leaq	.LC79(%rip), %r13
	leaq	.LC80(%rip), %r14
	jmp	.L1737
.L1725:
	movq	8(%rax,%rdx,8), %rax
.L1726:
	movslq	8(%rbx), %rdx
	movslq	12(%rbx), %rcx
	imulq	$80, %rdx, %rdx
	addq	%rbp, %rdx
	cmpl	$-1, %ecx
	je	.L2042
	movq	8(%rdx,%rcx,8), %rdx
.L1728:
	testq	%rax, %rax
	je	.L1729
	testq	%rdx, %rdx
	js	.L1730
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1731:
	testq	%rax, %rax
	js	.L1732
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1733:
	divsd	%xmm1, %xmm0
	movq	%r14, %rdx
	movl	$32, %esi
	movq	%r15, %rdi
	movl	$1, %eax
	comisd	.LC47(%rip), %xmm0
	cmovnb	%r13, %rdx
	call	snprintf@PLT
.L1736:
	movq	(%rbx), %rsi
	movq	%r15, %rdx
	leaq	.LC370(%rip), %rdi
	xorl	%eax, %eax
	addq	$32, %rbx
	call	printf@PLT
	leaq	224+RATIOS(%rip), %rax
	cmpq	%rbx, %rax
	je	.L2043
.L1737:
	movslq	16(%rbx), %rax
	movslq	20(%rbx), %rdx
	imulq	$80, %rax, %rax
	addq	%rbp, %rax
	cmpl	$-1, %edx
	jne	.L1725
	movq	56(%rax), %rax
	jmp	.L1726
.L1729:
	movl	$6369134, (%r15)
	jmp	.L1736
.L2042:
	movq	56(%rdx), %rdx
	jmp	.L1728
.L1801:
	orq	$-1, %rax
	jmp	.L1702
.L1699:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1700
.L1697:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1698
.L1692:
	movq	%r15, %rax
	movq	%r15, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1691
.L1657:
	leaq	.LC352(%rip), %rdi
	call	puts@PLT
	jmp	.L1643
.L2041:
	cmpl	$0, 176(%r9)
	movq	248(%rsp), %rbp
	movq	%r9, %rbx
	movq	256(%rsp), %r14
	movq	256(%r13), %rcx
	je	.L1674
	movq	160(%r9), %rsi
	movq	(%rsp), %rax
	cmpq	%rsi, %rax
	jb	.L1796
	xorl	%edx, %edx
	divq	%rsi
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rcx, %rax
	divq	%rsi
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
.L1675:
	movq	%rax, 272(%r13)
	xorl	%r15d, %r15d
	jmp	.L1676
.L1677:
	addq	$1, %r15
.L1676:
	cmpq	368(%r12), %r15
	jnb	.L2044
	movq	376(%r12), %rax
	movq	(%rax,%r15,8), %r8
	testq	%r8, %r8
	je	.L1677
	movq	360(%r12), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%rbp, %rdi
	imulq	%r15, %rsi
	call	dist_add
	jmp	.L1677
.L2044:
	movq	272(%r13), %rsi
	movq	%r14, %rdx
	movq	%rbp, %rdi
	call	dist_correct
	movl	1000(%rsp), %eax
	orl	3784(%rsp), %eax
	jne	.L1797
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%r13, %rcx
	movq	64(%rsp), %rdi
	call	lattice_summarise
	movl	%eax, %ebp
	testl	%eax, %eax
	je	.L2045
.L1679:
	movq	976(%rsp), %rdi
	call	free@PLT
	movq	3760(%rsp), %rdi
	call	free@PLT
	jmp	.L1680
.L1674:
	movq	168(%r9), %rax
	jmp	.L1675
.L1671:
	movq	(%rsp), %rbx
	pxor	%xmm1, %xmm1
	movq	%rbx, %rdi
	andl	$1, %ebx
	shrq	%rdi
	orq	%rbx, %rdi
	cvtsi2sdq	%rdi, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1672
.L1669:
	movq	%r14, %rdi
	andl	$1, %r14d
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%r14, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1670
.L2017:
	movq	40(%rbp), %rdx
	movq	32(%rbp), %rsi
	movl	$65536, %ecx
	xorl	%eax, %eax
	leaq	.LC348(%rip), %rdi
	call	printf@PLT
	jmp	.L1655
.L2016:
	movl	$29, %esi
	leaq	.LC345(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1653
.L1990:
	movslq	%r13d, %rax
	movq	32(%rsp), %rdi
	movl	$2048, %esi
	leaq	.LC289(%rip), %rdx
	imulq	$104, %rax, %rax
	movq	(%rbx,%rax), %rcx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	jmp	.L1972
.L2031:
	xorl	%r8d, %r8d
	jmp	.L1523
.L1980:
	leaq	.LC1(%rip), %r8
	movq	32(%rsp), %rdi
	movl	$2048, %esi
	leaq	.LC280(%rip), %rdx
	movq	%r8, %rcx
	call	snprintf@PLT
	jmp	.L1598
.L1802:
	movq	40(%rsp), %r14
	movl	$-4, %ebp
	jmp	.L1688
.L1966:
	movq	40(%rsp), %r14
	jmp	.L1688
.L1987:
	movq	32(%rsp), %rdi
	movq	%r13, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC278(%rip), %r8
	leaq	.LC279(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1598
.L1796:
	orq	$-1, %rax
	jmp	.L1675
.L2000:
	movq	32(%rsp), %rdi
	leaq	.LC1(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC318(%rip), %rcx
	leaq	.LC319(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1598
.L2045:
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	80(%r13), %rcx
	movq	80(%rsp), %rdi
	call	lattice_summarise
	movl	%eax, %ebp
	testl	%eax, %eax
	jne	.L1679
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	160(%r13), %rcx
	movq	%r14, %rdi
	call	dist_summarise
	movl	%eax, %ebp
	jmp	.L1679
.L1797:
	orl	$-1, %ebp
	jmp	.L1679
.L2036:
	leaq	.LC321(%rip), %r8
	leaq	.LC213(%rip), %rcx
.L1973:
	movq	32(%rsp), %rdi
	leaq	.LC322(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1598
.L2010:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC340(%rip), %rsi
	movl	$1, %r12d
	call	fprintf@PLT
	jmp	.L1592
.L2014:
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	xorl	%eax, %eax
	movq	%rbx, %rcx
	leaq	.LC144(%rip), %rdx
	leaq	.LC342(%rip), %rsi
	movl	$2, %r12d
	call	fprintf@PLT
	jmp	.L1642
.L2013:
	leaq	3760(%rsp), %r15
	leaq	976(%rsp), %r9
	movq	%rbp, %rdi
	movq	%r15, %rdx
	movq	%r9, %rsi
	call	lattice_plan
	testl	%eax, %eax
	je	.L1647
	movq	16(%rsp), %rax
	movq	288(%rax), %rdx
	testq	%rdx, %rdx
	je	.L1647
	movq	224(%rax), %rcx
	movq	976(%rsp), %rax
.L1648:
	movq	%rdx, %rdi
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdi, %rax
	testq	%rdx, %rdx
	jne	.L1648
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	addq	$1, %rax
	cmpq	%rax, %rbx
	cmova	%rax, %rbx
	jmp	.L1647
.L2018:
	leaq	.LC349(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1655
.L2037:
	movq	48(%rsp), %rdi
	call	default_shape
	leaq	.LC212(%rip), %rcx
	testl	%eax, %eax
	leaq	.LC211(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L1617
.L2021:
	movq	40(%rsp), %r14
	jmp	.L1710
.L2034:
	movq	32(%rsp), %rdi
	leaq	.LC1(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC298(%rip), %rcx
	leaq	.LC299(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1598
.L1994:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	32(%rsp), %rdi
	movq	%rbx, %rcx
	leaq	.LC303(%rip), %rdx
	movq	%rax, %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1598
.L2015:
	movq	80(%rbx), %rax
	cmpq	%rax, (%rbx)
	jb	.L1651
.L1650:
	leaq	.LC344(%rip), %rdi
	call	puts@PLT
	jmp	.L1651
.L2012:
	leaq	.LC341(%rip), %rsi
	call	cannot
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L1642
	jmp	.L1643
.L1718:
	leaq	.LC1(%rip), %rsi
	movl	$-4, %edi
	call	cannot
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L1642
	jmp	.L1721
.L2043:
	movq	16(%rsp), %r14
	leaq	.LC371(%rip), %r13
	leaq	.LC363(%rip), %rbp
	movq	%rbp, %rsi
	movq	%r13, %rdi
	leaq	.LC364(%rip), %rbx
	movq	760(%r14), %rax
	movq	256(%rax), %rcx
	movq	240(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	760(%r14), %rax
	movq	%rbx, %rsi
	movq	%r13, %rdi
	movq	264(%rax), %rcx
	movq	248(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	760(%r14), %rax
	leaq	.LC372(%rip), %rdi
	movq	272(%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%r12), %esi
	testl	%esi, %esi
	je	.L1738
	movq	136(%r12), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L1739
	leaq	-1(%rdi), %rcx
	movq	128(%r12), %rax
	xorl	%edx, %edx
	subq	120(%r12), %rax
	divq	%rcx
	movq	%rax, %rcx
.L1739:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	leaq	.LC373(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1738:
	cmpl	$0, 40(%rsp)
	jne	.L2046
.L1740:
	movq	16(%rsp), %r14
	movq	%rbp, %rsi
	leaq	.LC377(%rip), %rbp
	movl	$3, %eax
	movq	%rbp, %rdi
	movsd	712(%r14), %xmm0
	movsd	728(%r14), %xmm2
	movsd	720(%r14), %xmm1
	call	printf@PLT
	movq	%rbp, %rdi
	movq	%rbx, %rsi
	movl	$3, %eax
	movsd	736(%r14), %xmm0
	movsd	752(%r14), %xmm2
	movsd	744(%r14), %xmm1
	call	printf@PLT
	movq	56(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1742
	movq	760(%r14), %rcx
	movl	232(%rsp), %r8d
	movq	72(%rsp), %rdx
	movq	32(%rsp), %rsi
	call	export_bench
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, (%rsp)
.L1742:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L2047
	xorl	%edi, %edi
	movq	%r15, %rsi
	call	getrusage@PLT
	testl	%eax, %eax
	je	.L2048
.L1744:
	movq	16(%rsp), %rax
	movq	440(%rax), %rax
	cmpl	$3, 24(%rax)
	je	.L2049
.L1745:
	movq	16(%rsp), %rbx
	leaq	.LC215(%rip), %rax
	leaq	.LC216(%rip), %rsi
	leaq	.LC380(%rip), %rdi
	cmpq	$0, 432(%rbx)
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	call	printf@PLT
	movq	416(%rbx), %rax
	movq	776(%rbx), %rdx
	leaq	.LC381(%rip), %rdi
	movq	768(%rbx), %rsi
	movl	220(%rax), %ecx
	addl	216(%rax), %ecx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$0, 776(%rbx)
	movl	(%rsp), %eax
	setne	%r12b
	orl	%eax, %r12d
	jmp	.L1642
.L2046:
	movq	16(%rsp), %r14
	leaq	.LC374(%rip), %rdi
	movq	832(%r14), %r12
	movq	808(%r14), %rax
	movq	(%rax,%r12,8), %rcx
	movq	800(%r14), %rax
	movq	%r12, %rsi
	leaq	0(,%r12,8), %r13
	movq	(%rax,%r12,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	leaq	1(%r12), %rax
	cmpq	824(%r14), %rax
	jb	.L2050
.L1741:
	movq	16(%rsp), %rax
	leaq	.LC376(%rip), %rdi
	movq	840(%rax), %rdx
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%r12, %rsi
	call	printf@PLT
	jmp	.L1740
.L2049:
	movq	16(%rsp), %rax
	movl	$18, %ecx
	leaq	.LC379(%rip), %rdi
	movq	760(%rax), %rax
	movl	284(%rax), %edx
	movl	280(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1745
.L2050:
	movq	16(%rsp), %rdi
	movq	808(%rdi), %rax
	movq	8(%rax,%r13), %rdx
	movq	800(%rdi), %rax
	leaq	.LC375(%rip), %rdi
	movq	8(%rax,%r13), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1741
.L2048:
	movq	16(%rsp), %rax
	movq	3792(%rsp), %rsi
	leaq	.LC378(%rip), %rdi
	movq	440(%rax), %rax
	movl	24(%rax), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1744
.L2047:
	leaq	.LC1(%rip), %rsi
	movl	$-4, %edi
	call	cannot
	movl	%eax, %r12d
	jmp	.L1642
.L1732:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1733
.L1730:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1731
.L1717:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC367(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1720
.L1989:
	movq	32(%rsp), %rdi
	movq	%rcx, %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC288(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1972
.L1992:
	movq	32(%rsp), %rdi
	leaq	.LC1(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC296(%rip), %rcx
	leaq	.LC297(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1598
.L1998:
	movq	32(%rsp), %rdi
	leaq	.LC312(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC313(%rip), %rcx
	leaq	.LC314(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1598
.L2002:
	leaq	.LC323(%rip), %r8
	leaq	.LC214(%rip), %rcx
	jmp	.L1973
.L2019:
	cmpl	$0, 8(%rbx)
	jne	.L1683
	cmpq	$0, 40(%rbx)
	jne	.L1683
	movq	328(%r12), %rdx
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	movq	%rbx, %rdi
	movq	(%rsp), %r8
	leaq	976(%rsp), %rbp
	movq	%rbp, %rsi
	call	run_closed
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rax, 256(%r13)
	call	clock_gettime@PLT
	imulq	$1000000000, 3760(%rsp), %rax
	imulq	$1000000000, 48(%rsp), %rdx
	subq	%r15, %rax
	addq	3768(%rsp), %rax
	subq	%rdx, %rax
	movq	%rax, 784(%rsp)
	movq	984(%rsp), %rax
	movq	%rax, 240(%r13)
	jmp	.L1684
.L2007:
	movq	32(%rsp), %rdi
	leaq	.LC1(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC333(%rip), %rcx
	leaq	.LC334(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1598
.L2009:
	movq	32(%rsp), %rdi
	movl	$1048576, %r8d
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC336(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1598
.L1665:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r11, %rcx
	xorl	%eax, %eax
	leaq	.LC353(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L2006:
	movq	32(%rsp), %rdi
	leaq	.LC1(%rip), %r8
	leaq	.LC332(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1598
.L1996:
	movq	32(%rsp), %rdi
	leaq	.LC307(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC308(%rip), %rcx
	leaq	.LC309(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1598
.L2005:
	movq	32(%rsp), %rdi
	leaq	.LC329(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC330(%rip), %rcx
	leaq	.LC331(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1598
	.cfi_endproc
.LFE219:
	.size	bench_main, .-bench_main
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB220:
	.cfi_startproc
	jmp	bench_main
	.cfi_endproc
.LFE220:
	.size	main, .-main
	.section	.rodata.str1.1
.LC382:
	.string	"0%"
.LC383:
	.string	"90%"
.LC384:
	.string	"99%"
.LC385:
	.string	"99.9%"
.LC386:
	.string	"99.99%"
.LC387:
	.string	"99.999%"
	.section	.data.rel.ro.local,"aw"
	.align 32
	.type	XTICK.0, @object
	.size	XTICK.0, 48
XTICK.0:
	.quad	.LC382
	.quad	.LC383
	.quad	.LC384
	.quad	.LC385
	.quad	.LC386
	.quad	.LC387
	.section	.rodata.str1.1
.LC388:
	.string	"closed (from actual send)"
.LC389:
	.string	"open (from intended send)"
.LC390:
	.string	"corrected closed"
	.section	.data.rel.ro.local
	.align 16
	.type	NAMES.1, @object
	.size	NAMES.1, 24
NAMES.1:
	.quad	.LC388
	.quad	.LC389
	.quad	.LC390
	.section	.rodata.str1.1
.LC391:
	.string	"closed.values"
.LC392:
	.string	"open.values"
.LC393:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.2, @object
	.size	VALUES.2, 24
VALUES.2:
	.quad	.LC391
	.quad	.LC392
	.quad	.LC393
	.section	.rodata.str1.1
.LC394:
	.string	"closed.hgrm"
.LC395:
	.string	"open.hgrm"
.LC396:
	.string	"corrected.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.3, @object
	.size	HGRM.3, 24
HGRM.3:
	.quad	.LC394
	.quad	.LC395
	.quad	.LC396
	.section	.rodata.str1.1
.LC397:
	.string	"us"
.LC398:
	.string	"ns"
	.section	.data.rel.ro.local
	.align 32
	.type	U.4, @object
	.size	U.4, 96
U.4:
	.quad	.LC101
	.quad	1000000000
	.long	9
	.zero	4
	.quad	.LC267
	.quad	1000000
	.long	6
	.zero	4
	.quad	.LC397
	.quad	1000
	.long	3
	.zero	4
	.quad	.LC398
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
	.section	.data.rel.ro.local
	.align 32
	.type	units.6, @object
	.size	units.6, 64
units.6:
	.quad	.LC398
	.quad	1
	.quad	.LC397
	.quad	1000
	.quad	.LC267
	.quad	1000000
	.quad	.LC101
	.quad	1000000000
	.local	fixed.7
	.comm	fixed.7,160000,32
	.local	raw.8
	.comm	raw.8,80008,32
	.section	.rodata
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
.LC399:
	.string	"open_closed_p99"
.LC400:
	.string	"ratios: open/closed p99 "
.LC401:
	.string	"open_closed_p999"
.LC402:
	.string	", p99.9 "
.LC403:
	.string	"open_closed_slow"
.LC404:
	.string	"closed_max_p99"
.LC405:
	.string	"corrected_closed_p99"
.LC406:
	.string	"; corrected/closed p99 "
.LC407:
	.string	"open_corrected_p99"
.LC408:
	.string	"; open/corrected p99 "
.LC409:
	.string	"open_corrected_p90"
.LC410:
	.string	", p90 "
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 224
RATIOS:
	.quad	.LC399
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC400
	.quad	.LC401
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC402
	.quad	.LC403
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	0
	.quad	.LC404
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	0
	.quad	.LC405
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC406
	.quad	.LC407
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC408
	.quad	.LC409
	.long	1
	.long	1
	.long	2
	.long	1
	.quad	.LC410
	.section	.rodata
	.align 32
	.type	LAB_OPTION_NAMES, @object
	.size	LAB_OPTION_NAMES, 448
LAB_OPTION_NAMES:
	.ascii	"--schedule= --rate= --seed= --service-dist= --service-cv= --"
	.ascii	"slow-fraction= --slow-service= --stalls= --stall-dist= --arr"
	.ascii	"ivals= --timeout= --queue-limit= --reject-time= --generator-"
	.ascii	"pause= --ge"
	.string	"nerator-period= --generator-first= --schedule-from= --max-in-flight= --when-full= --population= --sessions= --return-prob= --think= --think-dist= --scoreboard --guess-entries= --correct= --trace-values= --sweep= --hlog-interval= --hlog-counts --cross-check"
	.section	.rodata.str1.1
.LC411:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC412:
	.string	"service time of one request (100us)"
	.section	.rodata.str1.1
.LC413:
	.string	"--interval"
	.section	.rodata.str1.8
	.align 8
.LC414:
	.string	"fixed schedule: request i due at i*T (200us)"
	.section	.rodata.str1.1
.LC415:
	.string	"--stall"
	.section	.rodata.str1.8
	.align 8
.LC416:
	.string	"length of each stall, 0 for none (200ms)"
	.section	.rodata.str1.1
.LC417:
	.string	"--period"
	.section	.rodata.str1.8
	.align 8
.LC418:
	.string	"time between stall starts, 0 for one stall (1s)"
	.section	.rodata.str1.1
.LC419:
	.string	"--first-stall"
	.section	.rodata.str1.8
	.align 8
.LC420:
	.string	"start of the first stall (500ms)"
	.align 8
.LC421:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC422:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC423:
	.string	"or exactly N scheduled requests"
	.align 8
.LC424:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sorted)"
	.section	.rodata.str1.1
.LC425:
	.string	"--closed"
.LC426:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC427:
	.string	"how the closed loop treats slots it missed"
	.align 8
.LC428:
	.string	"use catch-up, skip or back-to-back"
	.section	.rodata.str1.1
.LC429:
	.string	"--connections"
.LC430:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC431:
	.string	"C closed loops share the schedule (1)"
	.align 8
.LC432:
	.string	"a whole number from 1 to 1000000"
	.section	.rodata.str1.1
.LC433:
	.string	"--expected-interval"
.LC434:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC435:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.section	.rodata.str1.1
.LC436:
	.string	"a time above zero, or mean"
.LC437:
	.string	"--slow-above"
.LC438:
	.string	"the slow line (1ms)"
.LC439:
	.string	"--rank"
.LC440:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC441:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.section	.rodata.str1.1
.LC442:
	.string	"use round or ceil"
.LC443:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC444:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC445:
	.string	"--exact-by"
.LC446:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC447:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.align 8
.LC448:
	.string	"use auto, sorted, lattice or passes"
	.section	.rodata.str1.1
.LC449:
	.string	"--quick"
.LC450:
	.string	"as QUICK=1"
.LC451:
	.string	"--verbose"
	.section	.rodata.str1.8
	.align 8
.LC452:
	.string	"also every rep's checked numbers, a line a set"
	.section	.rodata.str1.1
.LC453:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC454:
	.string	"a named model, its options before yours (the list below)"
	.section	.rodata.str1.1
.LC455:
	.string	"--export"
.LC456:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC457:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC458:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.section	.rodata.str1.1
.LC459:
	.string	"--export-values"
	.section	.rodata.str1.8
	.align 8
.LC460:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.align 8
.LC461:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC462:
	.string	"run the unit checks and exit"
.LC463:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 2288
OPTIONS:
	.quad	.LC158
	.long	0
	.zero	4
	.quad	.LC411
	.quad	.LC412
	.quad	0
	.long	29
	.zero	4
	.quad	set_time
	.quad	0
	.quad	1
	.zero	32
	.quad	.LC413
	.long	0
	.zero	4
	.quad	.LC411
	.quad	.LC414
	.quad	0
	.long	21
	.zero	4
	.quad	set_time
	.quad	80
	.quad	1
	.zero	32
	.quad	.LC415
	.long	0
	.zero	4
	.quad	.LC411
	.quad	.LC416
	.quad	0
	.long	29
	.zero	4
	.quad	set_time
	.quad	48
	.zero	40
	.quad	.LC417
	.long	0
	.zero	4
	.quad	.LC411
	.quad	.LC418
	.quad	0
	.long	29
	.zero	4
	.quad	set_time
	.quad	56
	.zero	40
	.quad	.LC419
	.long	0
	.zero	4
	.quad	.LC411
	.quad	.LC420
	.quad	0
	.long	29
	.zero	4
	.quad	set_time
	.quad	64
	.zero	40
	.quad	.LC281
	.long	0
	.zero	4
	.quad	.LC411
	.quad	.LC421
	.quad	0
	.long	29
	.zero	4
	.quad	set_duration
	.quad	376
	.quad	1
	.zero	32
	.quad	.LC282
	.long	0
	.zero	4
	.quad	.LC422
	.quad	.LC423
	.quad	0
	.long	29
	.zero	4
	.quad	set_requests
	.quad	384
	.quad	1
	.quad	1099511627776
	.zero	8
	.quad	.LC424
	.zero	8
	.quad	.LC425
	.long	0
	.zero	4
	.quad	.LC426
	.quad	.LC427
	.quad	0
	.long	29
	.zero	4
	.quad	set_choice
	.quad	152
	.zero	24
	.quad	.LC428
	.quad	CLOSED_NAME
	.quad	.LC429
	.long	0
	.zero	4
	.quad	.LC430
	.quad	.LC431
	.quad	0
	.long	29
	.zero	4
	.quad	set_count
	.quad	160
	.quad	1
	.quad	1000000
	.zero	8
	.quad	.LC432
	.zero	8
	.quad	.LC433
	.long	0
	.zero	4
	.quad	.LC434
	.quad	.LC435
	.quad	0
	.long	23
	.zero	4
	.quad	set_expected
	.zero	32
	.quad	.LC436
	.zero	8
	.quad	.LC437
	.long	0
	.zero	4
	.quad	.LC411
	.quad	.LC438
	.quad	0
	.long	27
	.zero	4
	.quad	set_time
	.quad	192
	.zero	40
	.quad	.LC439
	.long	0
	.zero	4
	.quad	.LC440
	.quad	.LC441
	.quad	0
	.long	31
	.zero	4
	.quad	set_choice
	.quad	200
	.zero	24
	.quad	.LC442
	.quad	RANK_NAME
	.quad	.LC443
	.long	0
	.zero	4
	.quad	.LC422
	.quad	.LC444
	.quad	0
	.long	17
	.zero	4
	.quad	set_reps
	.zero	8
	.quad	1
	.quad	100000
	.zero	8
	.quad	.LC278
	.zero	8
	.quad	.LC445
	.long	0
	.zero	4
	.quad	.LC446
	.quad	.LC447
	.quad	0
	.long	17
	.zero	4
	.quad	set_exact_by
	.quad	204
	.zero	24
	.quad	.LC448
	.quad	SAMPLES_NAME
	.quad	.LC449
	.long	1
	.zero	4
	.quad	0
	.quad	.LC450
	.quad	0
	.long	29
	.zero	4
	.quad	set_flag
	.quad	480
	.zero	40
	.quad	.LC451
	.long	1
	.zero	4
	.quad	0
	.quad	.LC452
	.quad	0
	.long	17
	.zero	4
	.quad	set_flag
	.quad	452
	.zero	40
	.quad	.LC225
	.long	0
	.zero	4
	.quad	.LC453
	.quad	.LC454
	.quad	0
	.long	31
	.zero	4
	.quad	0
	.zero	48
	.quad	.LC455
	.long	0
	.zero	4
	.quad	.LC456
	.quad	.LC457
	.quad	0
	.long	31
	.zero	4
	.quad	set_export
	.quad	440
	.zero	24
	.quad	.LC458
	.zero	8
	.quad	.LC459
	.long	1
	.zero	4
	.quad	0
	.quad	.LC460
	.quad	.LC455
	.long	29
	.zero	4
	.quad	set_flag
	.quad	448
	.zero	40
	.quad	.LC221
	.long	2
	.zero	4
	.quad	0
	.quad	.LC461
	.quad	0
	.long	31
	.zero	4
	.quad	0
	.zero	48
	.quad	.LC224
	.long	2
	.zero	4
	.quad	0
	.quad	.LC462
	.quad	0
	.long	31
	.zero	4
	.quad	0
	.zero	48
	.quad	.LC157
	.long	2
	.zero	4
	.quad	0
	.quad	.LC463
	.quad	0
	.long	31
	.zero	4
	.quad	0
	.zero	48
	.section	.rodata
	.align 32
	.type	LAB_SCENARIO_NAMES, @object
	.size	LAB_SCENARIO_NAMES, 195
LAB_SCENARIO_NAMES:
	.string	"mm1-half mm1-90 mm1-99 bimodal gc-pauses timeouts shedding generator-gc drift in-flight-cap mm1k-90 population population-stalls sessions-2 sessions-20 hundred-requests hundred-requests-exercise"
	.section	.rodata.str1.1
.LC464:
	.string	"feed-10ms-stall"
.LC465:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC466:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC467:
	.string	"one-2s-stall"
.LC468:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC469:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC470:
	.string	"light-load"
	.section	.rodata.str1.8
	.align 8
.LC471:
	.string	"seed 004, the server a monitoring agent watches: seed 000 at a twentieth of capacity"
	.section	.rodata.str1.1
.LC472:
	.string	"--service 10us"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 96
SCENARIOS:
	.quad	.LC115
	.quad	.LC220
	.quad	.LC1
	.quad	.LC464
	.quad	.LC465
	.quad	.LC466
	.quad	.LC467
	.quad	.LC468
	.quad	.LC469
	.quad	.LC470
	.quad	.LC471
	.quad	.LC472
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC166
	.quad	.LC169
	.quad	.LC165
	.local	run_fault_lock
	.comm	run_fault_lock,40,32
	.local	run_fault
	.comm	run_fault,404,32
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC363
	.quad	.LC364
	.quad	.LC361
	.section	.rodata.str1.1
.LC473:
	.string	"p50"
.LC474:
	.string	"p90"
.LC475:
	.string	"p99"
.LC476:
	.string	"p99.9"
.LC477:
	.string	"p99.99"
.LC478:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC473
	.quad	.LC474
	.quad	.LC475
	.quad	.LC476
	.quad	.LC477
	.quad	.LC478
	.section	.rodata.str1.1
.LC479:
	.string	"p999"
.LC480:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC473
	.quad	.LC474
	.quad	.LC475
	.quad	.LC479
	.quad	.LC480
	.quad	.LC478
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
.LC481:
	.string	"auto"
.LC482:
	.string	"lattice"
.LC483:
	.string	"passes"
	.section	.data.rel.ro.local
	.align 32
	.type	SAMPLES_NAME, @object
	.size	SAMPLES_NAME, 40
SAMPLES_NAME:
	.quad	.LC481
	.quad	.LC17
	.quad	.LC482
	.quad	.LC483
	.quad	0
	.section	.rodata.str1.1
.LC484:
	.string	"round"
.LC485:
	.string	"ceil"
	.section	.data.rel.ro.local
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 24
RANK_NAME:
	.quad	.LC484
	.quad	.LC485
	.quad	0
	.section	.rodata.str1.1
.LC486:
	.string	"catch-up"
.LC487:
	.string	"skip"
.LC488:
	.string	"back-to-back"
	.section	.data.rel.ro.local
	.align 32
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 32
CLOSED_NAME:
	.quad	.LC486
	.quad	.LC487
	.quad	.LC488
	.quad	0
	.section	.rodata.str1.1
.LC489:
	.string	"fixed"
.LC490:
	.string	"poisson"
.LC491:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC489
	.quad	.LC490
	.quad	.LC491
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC27:
	.long	0
	.long	1081589760
	.align 8
.LC28:
	.long	0
	.long	1081794560
	.align 8
.LC29:
	.long	0
	.long	1082535936
	.align 8
.LC30:
	.long	0
	.long	1079246848
	.align 8
.LC37:
	.long	0
	.long	1071644672
	.set	.LC38,.LC131+8
	.align 8
.LC39:
	.long	0
	.long	1127219200
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC40:
	.long	-1
	.long	2147483647
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC41:
	.long	0
	.long	1072693248
	.align 8
.LC42:
	.long	0
	.long	1076101120
	.align 8
.LC43:
	.long	0
	.long	1073217536
	.align 8
.LC44:
	.long	0
	.long	1074528256
	.align 8
.LC45:
	.long	0
	.long	1075707904
	.set	.LC46,.LC40
	.align 8
.LC47:
	.long	0
	.long	1079574528
	.align 8
.LC48:
	.long	-17155601
	.long	1072049730
	.align 8
.LC49:
	.long	0
	.long	1073741824
	.align 8
.LC55:
	.long	0
	.long	1083129856
	.align 8
.LC58:
	.long	0
	.long	1138753536
	.align 8
.LC81:
	.long	0
	.long	1074790400
	.align 8
.LC130:
	.long	0
	.long	1090021888
	.section	.rodata.cst16
	.align 16
.LC131:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC132:
	.long	0
	.long	1093567616
	.align 8
.LC133:
	.long	-858993459
	.long	1072745676
	.align 8
.LC138:
	.long	0
	.long	1081524224
	.align 8
.LC171:
	.long	0
	.long	1101206224
	.align 8
.LC172:
	.long	0
	.long	1102879800
	.section	.rodata.cst16
	.align 16
.LC217:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC218:
	.quad	1
	.quad	200000
	.section	.rodata.cst8
	.align 8
.LC219:
	.long	31
	.long	1
	.section	.rodata.cst16
	.align 16
.LC242:
	.quad	1000
	.quad	1000
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
