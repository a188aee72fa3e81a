	.file	"bench.c"
	.text
	.p2align 4
	.type	serve_stalls, @function
serve_stalls:
.LFB34:
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
.LFE34:
	.size	serve_stalls, .-serve_stalls
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
	movq	48(%rdi), %rbx
	movq	80(%rdi), %r12
	movq	(%rdi), %rcx
	movq	56(%rdi), %r9
	movq	%rbx, (%rsp)
	cmpq	%r8, %r15
	jnb	.L7
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
	jmp	.L18
	.p2align 4,,10
	.p2align 3
.L27:
	movq	$-1, (%rdi)
.L12:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L11:
	cmpq	%r15, %rbx
	jnb	.L7
.L18:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L9
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L9
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L26
.L9:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L12
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L13
	addq	%rcx, %rdx
.L14:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L27
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L12
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
	jmp	.L12
	.p2align 4,,10
	.p2align 3
.L13:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L14
	.p2align 4,,10
	.p2align 3
.L7:
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
.L26:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L10:
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
	jne	.L10
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L11
	.cfi_endproc
.LFE38:
	.size	run_open, .-run_open
	.p2align 4
	.type	default_shape, @function
default_shape:
.LFB39:
	.cfi_startproc
	movl	72(%rdi), %esi
	xorl	%eax, %eax
	testl	%esi, %esi
	jne	.L28
	movl	152(%rdi), %ecx
	testl	%ecx, %ecx
	jne	.L28
	cmpq	$1, 160(%rdi)
	je	.L34
.L28:
	ret
	.p2align 4,,10
	.p2align 3
.L34:
	movl	8(%rdi), %edx
	testl	%edx, %edx
	jne	.L28
	xorl	%eax, %eax
	cmpq	$0, 40(%rdi)
	sete	%al
	ret
	.cfi_endproc
.LFE39:
	.size	default_shape, .-default_shape
	.p2align 4
	.type	cmp_u64, @function
cmp_u64:
.LFB45:
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
.LFE45:
	.size	cmp_u64, .-cmp_u64
	.p2align 4
	.type	cmp_u128, @function
cmp_u128:
.LFB46:
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
.LFE46:
	.size	cmp_u128, .-cmp_u128
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC0:
	.string	"the load is at or above capacity (service >= interval)"
	.align 8
.LC1:
	.string	"a stall's backlog has not drained when the next stall begins"
	.align 8
.LC2:
	.string	"the first stall does not begin on a due instant"
	.align 8
.LC3:
	.string	"the stall period is not a whole number of intervals"
	.text
	.p2align 4
	.type	closed_form_gap, @function
closed_form_gap:
.LFB60:
	.cfi_startproc
	movq	(%rdi), %r8
	movq	80(%rdi), %rcx
	leaq	.LC0(%rip), %rax
	cmpq	%rcx, %r8
	jnb	.L39
	movq	48(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L42
	movq	64(%rdi), %rax
	xorl	%edx, %edx
	divq	%rcx
	leaq	.LC2(%rip), %rax
	testq	%rdx, %rdx
	jne	.L39
	movq	56(%rdi), %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	je	.L39
	movq	%rdi, %rax
	xorl	%edx, %edx
	divq	%rcx
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC3(%rip), %rax
	testq	%rdx, %rdx
	jne	.L39
	subq	%r8, %rcx
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%rcx
	cmpq	$1, %rdx
	movq	%rax, %rsi
	leaq	.LC1(%rip), %rax
	sbbq	$-1, %rsi
	cmpq	%rsi, %rdi
	cmovnb	%r9, %rax
	ret
.L42:
	xorl	%eax, %eax
.L39:
	ret
	.cfi_endproc
.LFE60:
	.size	closed_form_gap, .-closed_form_gap
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB74:
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
.LFE74:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	set_text, @function
set_text:
.LFB123:
	.cfi_startproc
	movq	56(%rsi), %rax
	movq	%rdx, (%rdi,%rax)
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE123:
	.size	set_text, .-set_text
	.p2align 4
	.type	set_flag, @function
set_flag:
.LFB124:
	.cfi_startproc
	movq	56(%rsi), %rax
	movl	$1, (%rdi,%rax)
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE124:
	.size	set_flag, .-set_flag
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC4:
	.string	" (negative)"
.LC5:
	.string	""
	.section	.rodata.str1.8
	.align 8
.LC6:
	.string	"the unit must be ns, us, ms or s"
	.align 8
.LC7:
	.string	"give a unit (ns, us, ms or s), e.g. 200us"
	.align 8
.LC8:
	.string	"'%s' is not a time%s: use a number and a unit (ns, us, ms, s), e.g. 200us or 0.5s"
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
	.section	.rodata.str1.1
.LC15:
	.string	"2^62 ns (about 146 years)"
	.section	.rodata.str1.8
	.align 8
.LC16:
	.string	"'%s' is too large: times must stay below %s"
	.text
	.p2align 4
	.type	parse_time, @function
parse_time:
.LFB24:
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
	ja	.L52
	movq	%rdi, %rcx
	movsbq	%bl, %rbx
	movl	$10, %edi
	jmp	.L53
	.p2align 4,,10
	.p2align 3
.L61:
	movq	%rbx, %rax
	mulq	%rdi
	movq	%rax, %rbx
	jo	.L58
	movsbq	%sil, %rsi
	addq	%rsi, %rbx
	jc	.L58
.L53:
	movq	%rcx, %rax
	movzbl	1(%rcx), %ebp
	addq	$1, %rcx
	leal	-48(%rbp), %esi
	cmpb	$9, %sil
	jbe	.L61
	movl	$1, %r13d
	xorl	%r14d, %r14d
	cmpb	$46, %bpl
	je	.L89
.L62:
	movq	$0, 24(%rsp)
	leaq	units.5(%rip), %r12
.L68:
	movq	(%r12), %rsi
	movq	%rcx, %rdi
	movq	%rcx, (%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rcx
	testl	%eax, %eax
	jne	.L67
	movq	8(%r12), %rax
	movq	%rax, 24(%rsp)
.L67:
	addq	$16, %r12
	leaq	64+units.5(%rip), %rax
	cmpq	%r12, %rax
	jne	.L68
	testb	%bpl, %bpl
	je	.L69
	cmpq	$0, 24(%rsp)
	je	.L90
	movq	24(%rsp), %rax
.L88:
	imulq	%rax, %r14
.L72:
	movq	%r14, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	%rdx, %rsi
	movq	%rax, %r11
	testq	%rdx, %rdx
	jne	.L91
	movq	24(%rsp), %rax
	movq	%r11, %rcx
	mulq	%rbx
	xorl	%ebx, %ebx
	addq	%rax, %rcx
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	sbbq	%rbx, %rsi
	jc	.L58
.L73:
	movq	32(%rsp), %rax
	movq	%rcx, (%rax)
	xorl	%eax, %eax
.L51:
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
.L58:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC15(%rip), %r8
	leaq	.LC16(%rip), %rdx
	call	snprintf@PLT
.L55:
	movl	$-1, %eax
	jmp	.L51
	.p2align 4,,10
	.p2align 3
.L69:
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L78
	movq	%r14, %rcx
	orq	%rbx, %rcx
	je	.L73
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L88
	leaq	.LC7(%rip), %r8
.L87:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC10(%rip), %rdx
	call	snprintf@PLT
	jmp	.L55
	.p2align 4,,10
	.p2align 3
.L89:
	movzbl	1(%rcx), %ebp
	leaq	2(%rax), %rsi
	leal	-48(%rbp), %ecx
	cmpb	$9, %cl
	ja	.L92
	addq	$11, %rax
	.p2align 4,,10
	.p2align 3
.L65:
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
	ja	.L93
	cmpq	%rax, %rsi
	jne	.L65
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC11(%rip), %r8
	leaq	.LC12(%rip), %rdx
	call	snprintf@PLT
	jmp	.L55
.L78:
	movq	$1, 24(%rsp)
	jmp	.L72
.L93:
	movq	%rsi, %rcx
	jmp	.L62
.L52:
	cmpb	$45, %al
	leaq	.LC5(%rip), %r8
	movq	%rdi, %rcx
	movq	16(%rsp), %rsi
	leaq	.LC4(%rip), %rax
	movq	8(%rsp), %rdi
	leaq	.LC8(%rip), %rdx
	cmove	%rax, %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L55
.L92:
	leaq	.LC9(%rip), %r8
	jmp	.L87
.L90:
	leaq	.LC6(%rip), %r8
	jmp	.L87
.L91:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC13(%rip), %r8
	leaq	.LC14(%rip), %rdx
	call	snprintf@PLT
	jmp	.L55
	.cfi_endproc
.LFE24:
	.size	parse_time, .-parse_time
	.section	.rodata.str1.1
.LC17:
	.string	"%s %s"
	.section	.rodata.str1.8
	.align 8
.LC18:
	.string	"%s '%s' is not valid: it must be above zero"
	.text
	.p2align 4
	.type	set_time, @function
set_time:
.LFB120:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rsi, %r15
	xorl	%esi, %esi
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
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdx, %rbx
	movq	%rbx, %rdi
	subq	$1432, %rsp
	.cfi_def_cfa_offset 1488
	leaq	16(%rsp), %r14
	leaq	8(%rsp), %rdx
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L100
	cmpq	$0, 72(%r15)
	movq	8(%rsp), %rdx
	jne	.L101
.L97:
	movq	56(%r15), %rcx
	movq	%rdx, 0(%rbp,%rcx)
.L94:
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
.L101:
	.cfi_restore_state
	testq	%rdx, %rdx
	jne	.L97
	movq	(%r15), %rcx
	movq	%rbx, %r8
	leaq	.LC18(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L96:
	movl	$-1, %eax
	jmp	.L94
.L100:
	movq	(%r15), %rcx
	movq	%r14, %r8
	leaq	.LC17(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L96
	.cfi_endproc
.LFE120:
	.size	set_time, .-set_time
	.p2align 4
	.type	set_duration, @function
set_duration:
.LFB125:
	.cfi_startproc
	movq	$0, 256(%rdi)
	jmp	set_time
	.cfi_endproc
.LFE125:
	.size	set_duration, .-set_duration
	.section	.rodata.str1.1
.LC19:
	.string	"%s '%s' is not valid: %s"
	.text
	.p2align 4
	.type	set_choice, @function
set_choice:
.LFB122:
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
	movq	%rdx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movq	96(%rsi), %rdx
	movq	%rcx, 8(%rsp)
	movq	(%rdx), %rsi
	testq	%rsi, %rsi
	je	.L104
	movq	%rdi, %r13
	leaq	8(%rdx), %r14
	xorl	%ebx, %ebx
	jmp	.L105
	.p2align 4,,10
	.p2align 3
.L106:
	movq	(%r14), %rsi
	addq	$8, %r14
	addl	$1, %ebx
	testq	%rsi, %rsi
	je	.L104
.L105:
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L106
	movq	56(%r12), %rdx
	movl	%ebx, 0(%r13,%rdx)
.L103:
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
.L104:
	.cfi_restore_state
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbp, %r8
	movq	%r15, %rsi
	movq	8(%rsp), %rdi
	leaq	.LC19(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L103
	.cfi_endproc
.LFE122:
	.size	set_choice, .-set_choice
	.section	.rodata.str1.1
.LC20:
	.string	"sorted"
.LC21:
	.string	"sort"
	.text
	.p2align 4
	.type	set_exact_by, @function
set_exact_by:
.LFB129:
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
	leaq	.LC21(%rip), %rsi
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
	leaq	.LC20(%rip), %rax
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
.LFE129:
	.size	set_exact_by, .-set_exact_by
	.section	.rodata.str1.1
.LC22:
	.string	"mean"
	.text
	.p2align 4
	.type	set_expected, @function
set_expected:
.LFB128:
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
	leaq	.LC22(%rip), %rsi
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	movq	%rdi, %rbp
	movq	%rdx, %rdi
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rdx, %rbx
	subq	$1424, %rsp
	.cfi_def_cfa_offset 1472
	call	strcmp@PLT
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 176(%rbp)
	jne	.L130
.L122:
	xorl	%eax, %eax
.L121:
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
.L130:
	.cfi_restore_state
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbx, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L123
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L123
	movq	%rax, 168(%rbp)
	jmp	.L122
.L123:
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbx, %r8
	movq	%r14, %rsi
	leaq	.LC19(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L121
	.cfi_endproc
.LFE128:
	.size	set_expected, .-set_expected
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB25:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L138
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
	jne	.L134
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L134
	cmpq	%r14, %rax
	jb	.L134
	cmpq	%rax, %r12
	jb	.L134
	movq	%rax, 0(%r13)
.L131:
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
.L134:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L131
	.p2align 4,,10
	.p2align 3
.L138:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE25:
	.size	parse_uint, .-parse_uint
	.section	.rodata.str1.1
.LC23:
	.string	"%lu %lu\n"
	.text
	.p2align 4
	.type	values_writer, @function
values_writer:
.LFB101:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L144
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
.L141:
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
	jb	.L141
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
.L144:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE101:
	.size	values_writer, .-values_writer
	.section	.rodata.str1.8
	.align 8
.LC24:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB42:
	.cfi_startproc
	movq	(%rdi), %rax
	leaq	8(%rdi), %r9
	leaq	(%rdi,%rsi,8), %r10
	xorl	%edi, %edi
	jmp	.L148
	.p2align 4,,10
	.p2align 3
.L150:
	cmpq	%r9, %r10
	je	.L159
.L153:
	addq	$8, %r9
	movq	-8(%r9), %rax
	cmpq	%r8, %rsi
	je	.L149
.L148:
	leaq	1(%rdi), %rsi
	movq	%rax, (%rcx,%rdi,8)
	movq	%rsi, %rdi
	cmpq	%rdx, %rax
	jb	.L150
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L150
	cmpq	%rsi, %r8
	jne	.L151
	jmp	.L149
	.p2align 4,,10
	.p2align 3
.L152:
	cmpq	%rsi, %r8
	je	.L149
.L151:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L152
	movq	%rsi, %rdi
	cmpq	%r9, %r10
	jne	.L153
.L159:
	movq	%rsi, %rax
	ret
.L149:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC24(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE42:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	table_push, @function
table_push:
.LFB95:
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
	je	.L161
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L177
.L161:
	cmpq	16(%rbx), %rsi
	je	.L163
	movq	(%rbx), %rax
.L164:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L162:
	xorl	%eax, %eax
.L160:
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
.L163:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L169
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L168
	salq	$5, %rsi
.L165:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L168
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L164
	.p2align 4,,10
	.p2align 3
.L177:
	addq	%rbp, 8(%rax)
	jmp	.L162
	.p2align 4,,10
	.p2align 3
.L169:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L165
.L168:
	movl	$-1, %eax
	jmp	.L160
	.cfi_endproc
.LFE95:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB97:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L187
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
	jmp	.L181
	.p2align 4,,10
	.p2align 3
.L183:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L190
.L181:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L183
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L183
	orl	$-1, %eax
	jmp	.L178
	.p2align 4,,10
	.p2align 3
.L190:
	xorl	%eax, %eax
.L178:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L187:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE97:
	.size	table_from_lattice, .-table_from_lattice
	.p2align 4
	.type	dist_free, @function
dist_free:
.LFB53:
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
.LFE53:
	.size	dist_free, .-dist_free
	.globl	__udivti3
	.p2align 4
	.type	corrected_summarise, @function
corrected_summarise:
.LFB51:
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
	movq	224(%rsp), %rax
	movq	%rsi, 128(%rsp)
	movups	%xmm0, (%rax)
	movups	%xmm0, 16(%rax)
	movups	%xmm0, 32(%rax)
	movups	%xmm0, 48(%rax)
	movups	%xmm0, 64(%rax)
	testq	%rsi, %rsi
	je	.L194
	leaq	(%rdi,%rsi,8), %rax
	movq	%rdi, %r13
	movq	%r9, %rbx
	movq	%rdi, %r11
	movq	%r15, 152(%rsp)
	movq	%rdx, %r12
	movq	%rcx, %rbp
	xorl	%esi, %esi
	movq	%rax, 32(%rsp)
	xorl	%edi, %edi
	xorl	%r9d, %r9d
	xorl	%r10d, %r10d
	movq	$0, 56(%rsp)
	movl	%r8d, %r15d
	movq	$0, (%rsp)
	movq	$0, 8(%rsp)
	movq	%r13, 112(%rsp)
	movq	%rbx, 136(%rsp)
	movq	%r14, 144(%rsp)
	jmp	.L198
.L271:
	addq	$1, (%rsp)
	movq	%r8, 64(%rsp)
	adcq	$0, 8(%rsp)
	addq	64(%rsp), %r9
	movq	$0, 72(%rsp)
	adcq	72(%rsp), %r10
	xorl	%eax, %eax
	cmpq	%r8, %rbp
	movq	$0, 88(%rsp)
	setnb	%al
	movq	%rax, 80(%rsp)
	addq	80(%rsp), %rsi
	adcq	88(%rsp), %rdi
.L196:
	cmpq	%r12, %r8
	adcq	$0, 56(%rsp)
	addq	$8, %r11
	cmpq	%r11, 32(%rsp)
	je	.L270
.L198:
	movq	(%r11), %r8
	cmpq	%r12, %r8
	jb	.L271
	movq	$0, 24(%rsp)
	xorl	%edx, %edx
	movq	%r8, %rax
	movq	24(%rsp), %r14
	divq	%r12
	movq	%rax, 16(%rsp)
	movq	%rdx, %rbx
	movq	%rax, %rcx
	movq	16(%rsp), %r13
	addq	%r13, (%rsp)
	adcq	%r14, 8(%rsp)
	mulq	%rdx
	addq	%rax, %r9
	movq	%r8, %rax
	adcq	%rdx, %r10
	subq	%rbx, %rax
	addq	$1, %rcx
	mulq	%rcx
	shrdq	$1, %rdx, %rax
	shrq	%rdx
	addq	%rax, %r9
	adcq	%rdx, %r10
	cmpq	%r8, %rbp
	jb	.L197
	addq	%r13, %rsi
	adcq	%r14, %rdi
	jmp	.L196
.L197:
	leaq	(%r12,%rbx), %rax
	cmpq	%rax, %rbp
	jb	.L196
	movq	$0, 104(%rsp)
	movq	%rbp, %rax
	xorl	%edx, %edx
	subq	%rbx, %rax
	divq	%r12
	movq	%rax, 96(%rsp)
	addq	96(%rsp), %rsi
	adcq	104(%rsp), %rdi
	jmp	.L196
.L194:
	xorl	%eax, %eax
.L193:
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
.L270:
	.cfi_restore_state
	movq	%r10, 24(%rsp)
	movq	8(%rsp), %r10
	movl	%r15d, %ecx
	movq	112(%rsp), %r13
	movq	%r9, 16(%rsp)
	subq	$0, %r10
	movq	136(%rsp), %rbx
	movq	(%rsp), %rax
	movq	144(%rsp), %r14
	movq	152(%rsp), %r15
	jne	.L232
	movq	224(%rsp), %r10
	movq	%rax, %r8
	movdqa	16(%rsp), %xmm1
	movq	$0, 40(%rsp)
	movq	$99999, 80(%rsp)
	movq	%rax, (%r10)
	subq	%rsi, %rax
	movq	%rax, 56(%r10)
	movq	56(%rsp), %rax
	movq	$0, 88(%rsp)
	movq	%rax, 32(%rsp)
	movaps	%xmm1, 64(%r10)
	testl	%ecx, %ecx
	je	.L272
.L201:
	movq	$0, 64(%rsp)
	movq	56(%rsp), %rbp
	movq	$0, 16(%rsp)
	movq	128(%rsp), %r9
	jmp	.L229
.L202:
	movq	(%rsp), %rax
	movq	-8(%r13,%rax,8), %rsi
.L205:
	movq	64(%rsp), %rax
	movq	224(%rsp), %rdx
	movq	%rsi, 8(%rdx,%rax)
	addq	$8, %rax
	movq	%rax, 64(%rsp)
	cmpq	$48, %rax
	je	.L194
	movq	(%rdx), %r8
.L229:
	movq	64(%rsp), %rcx
	leaq	PCT_MILLI(%rip), %rsi
	movq	%r8, %rax
	movq	%r8, (%rsp)
	movq	%r9, 96(%rsp)
	mulq	(%rsi,%rcx)
	addq	80(%rsp), %rax
	adcq	88(%rsp), %rdx
	movq	%rax, %rdi
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movl	$100000, %edx
	call	__udivti3@PLT
	movl	$1, %edx
	movq	(%rsp), %r8
	movq	96(%rsp), %r9
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%r8, %rdi
	cmpq	%r8, %rax
	cmovbe	%rax, %rdi
	cmpq	%rdi, 56(%rsp)
	movq	%rdi, (%rsp)
	jnb	.L202
	movq	0(%r13,%rbp,8), %rsi
	xorl	%edx, %edx
	movq	%r9, %r11
	subq	%rbp, %r11
	movq	%rsi, %rax
	divq	%r12
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	32(%rsp), %rax
	subq	%rax, %rdi
	movq	%rdi, %rax
	movq	%rdi, %r10
	divq	%r11
	movq	%rax, %r8
	movq	16(%rsp), %rax
	cmpq	$1, %rdx
	sbbq	$-1, %r8
	addq	$1, %rax
	cmpq	%rax, %r8
	cmovb	%rax, %r8
	cmpq	%r8, %rcx
	jnb	.L273
	movq	%r9, %r10
	movq	%rbx, 16(%rsp)
	movq	32(%rsp), %r8
	movq	40(%rsp), %r9
	cmpq	%r10, %rbp
	jb	.L206
	jmp	.L259
	.p2align 4,,10
	.p2align 3
.L209:
	xorl	%r15d, %r15d
	addq	%rcx, %r8
	movq	%rcx, %r14
	adcq	%r15, %r9
	addq	$1, %rbp
	movq	0(%r13,%rbp,8), %rsi
	cmpq	%rbp, %r10
	je	.L259
.L206:
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	cmpq	%rcx, %rax
	je	.L209
.L267:
	movq	(%rsp), %rbx
	movq	%r10, %r11
	xorl	%edx, %edx
	movq	%rax, %rdi
	subq	%rbp, %r11
	subq	%r8, %rbx
	movq	%rbx, %rax
	divq	%r11
	cmpq	$1, %rdx
	leaq	1(%rcx), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	cmpq	%rax, %rdi
	jnb	.L262
	movq	%rdi, %rcx
	cmpq	%r10, %rbp
	jb	.L206
.L259:
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	jmp	.L267
.L262:
	movq	%r9, 40(%rsp)
	movq	%r10, %r9
	movq	%rbx, %r10
	movq	16(%rsp), %rbx
	movq	%r8, 32(%rsp)
	movq	%rax, %r8
.L203:
	leaq	-1(%r8), %rax
	imulq	%r11, %rax
	subq	%rax, %r10
	cmpq	%r9, %rbp
	jnb	.L214
	movq	%rbp, %rax
	movq	%rbp, %rsi
	negq	%rax
	leaq	(%rbx,%rax,8), %rdi
.L213:
	movq	0(%r13,%rsi,8), %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rdx, (%rdi,%rsi,8)
	addq	$1, %rsi
	cmpq	%rsi, %r9
	jne	.L213
.L214:
	movq	%r8, %rsi
	leaq	-1(%r11), %rdi
	leaq	-1(%r10), %r8
	xorl	%eax, %eax
	imulq	%r12, %rsi
	testq	%rdi, %rdi
	jle	.L268
	movq	%rsi, 96(%rsp)
	movq	%rcx, %r10
	movq	%r9, %rdx
	movq	%r8, 16(%rsp)
	movq	%rbp, 128(%rsp)
	movq	%rdi, (%rsp)
	movq	%r14, 112(%rsp)
	movq	%r15, 120(%rsp)
.L211:
	movq	(%rsp), %rdi
	movq	(%rbx,%rax,8), %rsi
	movq	%rdi, %rcx
	subq	%rax, %rcx
	sarq	%rcx
	addq	%rax, %rcx
	movq	(%rbx,%rcx,8), %r9
	movq	(%rbx,%rdi,8), %rcx
	cmpq	%r9, %rsi
	jnb	.L216
	cmpq	%rcx, %rsi
	cmovb	%rcx, %rsi
	cmpq	%rcx, %r9
	cmovnb	%rsi, %r9
.L217:
	movq	(%rsp), %rcx
	movq	%rax, %rsi
.L218:
	cmpq	%rcx, %rsi
	jg	.L223
	leaq	0(,%rsi,8), %rdi
	leaq	0(,%rcx,8), %r15
	leaq	(%rbx,%rdi), %rbp
	leaq	(%rbx,%r15), %r14
	movq	0(%rbp), %r8
	movq	(%r14), %r11
	leaq	8(%rbx,%rdi), %rdi
	cmpq	%r9, %r8
	jnb	.L274
	.p2align 4,,10
	.p2align 3
.L219:
	movq	%rdi, %rbp
	movq	(%rdi), %r8
	addq	$8, %rdi
	addq	$1, %rsi
	cmpq	%r9, %r8
	jb	.L219
	cmpq	%r11, %r9
	jnb	.L220
.L230:
	leaq	-8(%rbx,%r15), %rdi
	.p2align 4,,10
	.p2align 3
.L221:
	movq	%rdi, %r14
	movq	(%rdi), %r11
	subq	$8, %rdi
	subq	$1, %rcx
	cmpq	%r11, %r9
	jb	.L221
.L220:
	cmpq	%rcx, %rsi
	jle	.L231
.L223:
	movq	16(%rsp), %rdi
	cmpq	%rcx, %rdi
	jle	.L226
	cmpq	%rsi, %rdi
	jl	.L269
.L226:
	movq	16(%rsp), %rdi
	cmpq	%rsi, %rdi
	cmovge	%rsi, %rax
	cmpq	%rcx, %rdi
	cmovg	(%rsp), %rcx
	movq	%rcx, (%rsp)
	cmpq	%rax, %rcx
	jg	.L211
.L269:
	movq	96(%rsp), %rsi
	movq	112(%rsp), %r14
	movq	%rdi, %r8
	movq	%r10, %rcx
	movq	128(%rsp), %rbp
	movq	120(%rsp), %r15
	movq	%rdx, %r9
.L268:
	movq	(%rbx,%r8,8), %rax
	movq	%rcx, 16(%rsp)
	addq	%rax, %rsi
	jmp	.L205
	.p2align 4,,10
	.p2align 3
.L274:
	cmpq	%r11, %r9
	jb	.L230
.L231:
	movq	%r11, 0(%rbp)
	addq	$1, %rsi
	subq	$1, %rcx
	movq	%r8, (%r14)
	jmp	.L218
.L216:
	cmpq	%rcx, %r9
	cmovb	%rcx, %r9
	cmpq	%rcx, %rsi
	cmovb	%rsi, %r9
	jmp	.L217
.L272:
	movq	$50000, 80(%rsp)
	movq	$0, 88(%rsp)
	jmp	.L201
.L273:
	movq	16(%rsp), %rcx
	jmp	.L203
.L232:
	movl	$-2, %eax
	jmp	.L193
	.cfi_endproc
.LFE51:
	.size	corrected_summarise, .-corrected_summarise
	.p2align 4
	.type	lattice_summarise, @function
lattice_summarise:
.LFB69:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pxor	%xmm0, %xmm0
	movl	%edx, %eax
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
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movups	%xmm0, 64(%rcx)
	movq	8(%rdi), %rdx
	movq	%rsi, 16(%rsp)
	testq	%rdx, %rdx
	je	.L276
	movq	16(%rdi), %rbx
	movq	%rcx, %rsi
	movq	(%rdi), %rcx
	xorl	%r9d, %r9d
	xorl	%r8d, %r8d
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	xorl	%r14d, %r14d
	leaq	(%rbx,%rdx,8), %rdi
	movq	%rbx, 24(%rsp)
	movq	%rbx, %rbp
	xorl	%r15d, %r15d
	movq	%rdi, (%rsp)
	movq	16(%rsp), %rbx
	movl	%eax, 16(%rsp)
	movq	%rsi, %rax
	movq	%rcx, %rsi
	movq	%rax, %rcx
	.p2align 4,,10
	.p2align 3
.L278:
	movq	0(%rbp), %rdi
	xorl	%r13d, %r13d
	movq	%r9, %rax
	addq	%rdi, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	addq	%r8, %rdi
	cmpq	%r9, %rbx
	cmovb	%rdi, %r8
	addq	$8, %rbp
	addq	%rsi, %r9
	movq	%r8, 56(%rcx)
	cmpq	%rbp, (%rsp)
	jne	.L278
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	movq	24(%rsp), %rbx
	movl	16(%rsp), %eax
	movq	%rdi, %rsi
	movq	%r15, %rdi
	subq	$0, %rdi
	jne	.L285
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L276
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%eax, %eax
	je	.L297
.L281:
	movq	%rcx, 16(%rsp)
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
.L284:
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
	jnb	.L282
	.p2align 4,,10
	.p2align 3
.L283:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L283
	movq	16(%rsp), %rax
	imulq	%rax, %rdx
.L282:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L284
.L276:
	xorl	%eax, %eax
.L275:
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
.L297:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L281
.L285:
	movl	$-2, %eax
	jmp	.L275
	.cfi_endproc
.LFE69:
	.size	lattice_summarise, .-lattice_summarise
	.section	.rodata.str1.1
.LC25:
	.string	" ="
	.text
	.p2align 4
	.type	word_in, @function
word_in:
.LFB134:
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
	je	.L304
	movq	%rbx, %rdi
	leaq	.LC25(%rip), %rsi
	movq	%rax, %rbp
	call	strpbrk@PLT
	xorl	%edi, %edi
	testq	%rax, %rax
	jne	.L298
	movq	%r12, %rdi
	.p2align 4,,10
	.p2align 3
.L300:
	movq	%rbx, %rsi
	call	strstr@PLT
	testq	%rax, %rax
	je	.L304
	leaq	(%rax,%rbp), %rdi
	cmpq	%rax, %r12
	je	.L301
	cmpb	$32, -1(%rax)
	jne	.L300
.L301:
	movzbl	(%rdi), %eax
	testb	$-33, %al
	je	.L298
	cmpb	$61, %al
	jne	.L300
.L298:
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
.L304:
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
.LFE134:
	.size	word_in, .-word_in
	.section	.rodata.str1.1
.LC26:
	.string	"%.*s.%s.tmp.%ld"
.LC27:
	.string	"w"
	.text
	.p2align 4
	.type	open_atomic, @function
open_atomic:
.LFB102:
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
	je	.L309
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L308:
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
.L309:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L308
	.cfi_endproc
.LFE102:
	.size	open_atomic, .-open_atomic
	.section	.rodata.str1.1
.LC28:
	.string	" stroke-dasharray=\"5 4\""
.LC29:
	.string	" "
	.section	.rodata.str1.8
	.align 8
.LC30:
	.string	"<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\""
	.section	.rodata.str1.1
.LC35:
	.string	"%s%.1f,%.1f"
.LC36:
	.string	"\"/>\n"
	.text
	.p2align 4
	.type	svg_line, @function
svg_line:
.LFB109:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rsi, %r14
	leaq	.LC30(%rip), %rsi
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	leaq	.LC28(%rip), %rcx
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
	leaq	.LC5(%rip), %rax
	cmove	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	testq	%rbp, %rbp
	je	.L313
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L315:
	movsd	16(%r14), %xmm2
	movsd	(%r14), %xmm3
	testq	%r15, %r15
	movq	%rbx, %rdi
	movsd	0(%r13,%r15,8), %xmm1
	movsd	24(%r14), %xmm0
	leaq	.LC29(%rip), %rax
	leaq	.LC5(%rip), %rdx
	movsd	.LC32(%rip), %xmm4
	cmovne	%rax, %rdx
	leaq	.LC35(%rip), %rsi
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
	mulsd	.LC31(%rip), %xmm1
	subsd	%xmm1, %xmm4
	movapd	%xmm4, %xmm1
	mulsd	.LC33(%rip), %xmm0
	addsd	.LC34(%rip), %xmm0
	call	fprintf@PLT
	cmpq	%r15, %rbp
	jne	.L315
.L313:
	addq	$8, %rsp
	.cfi_def_cfa_offset 56
	movq	%rbx, %rcx
	movl	$4, %edx
	movl	$1, %esi
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC36(%rip), %rdi
	popq	%rbp
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
.LFE109:
	.size	svg_line, .-svg_line
	.section	.rodata.str1.1
.LC37:
	.string	"bench: "
.LC38:
	.string	"\\n"
.LC39:
	.string	"\\x%02x"
	.text
	.p2align 4
	.type	usage_error, @function
usage_error:
.LFB174:
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
	leaq	.LC37(%rip), %rdi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	je	.L329
	leaq	.LC39(%rip), %rbp
	leaq	.LC38(%rip), %r12
	jmp	.L324
	.p2align 4,,10
	.p2align 3
.L325:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L330
	cmpb	$127, %al
	je	.L330
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L326:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L329
.L324:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L325
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L324
.L329:
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
.L330:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L326
	.cfi_endproc
.LFE174:
	.size	usage_error, .-usage_error
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB75:
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
	je	.L336
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L337:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L337
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L342:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L342
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L339
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L361
.L358:
	pxor	%xmm0, %xmm0
.L344:
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
.L336:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L339:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC41(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L358
.L361:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L359
	sqrtsd	%xmm0, %xmm0
.L348:
	divsd	%xmm2, %xmm0
	jmp	.L344
.L359:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L348
	.cfi_endproc
.LFE75:
	.size	stats_of, .-stats_of
	.p2align 4
	.type	fault_rc, @function
fault_rc:
.LFB15:
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
	jne	.L364
	testl	%ebp, %ebp
	jne	.L369
.L362:
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
.L364:
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
.L369:
	.cfi_restore_state
	movl	$-4, %ebp
	jmp	.L362
	.cfi_endproc
.LFE15:
	.size	fault_rc, .-fault_rc
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB106:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	divsd	.LC42(%rip), %xmm0
	movq	%xmm0, %rbx
	call	log10@PLT
	movsd	.LC50(%rip), %xmm2
	movsd	.LC43(%rip), %xmm3
	movapd	%xmm0, %xmm1
	andpd	%xmm2, %xmm0
	ucomisd	%xmm0, %xmm3
	jbe	.L371
	cvttsd2siq	%xmm1, %rax
	pxor	%xmm0, %xmm0
	movsd	.LC45(%rip), %xmm4
	andnpd	%xmm1, %xmm2
	cvtsi2sdq	%rax, %xmm0
	movapd	%xmm0, %xmm3
	cmpnlesd	%xmm1, %xmm3
	andpd	%xmm4, %xmm3
	subsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm1
	orpd	%xmm2, %xmm1
.L371:
	movq	.LC46(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC47(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L370
	movsd	.LC48(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L379
	addsd	%xmm0, %xmm0
.L370:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L379:
	.cfi_restore_state
	movsd	.LC49(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L380
	mulsd	.LC42(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L380:
	.cfi_restore_state
	mulsd	.LC46(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE106:
	.size	nice_step, .-nice_step
	.section	.rodata.str1.1
.LC51:
	.string	"%s%s"
.LC52:
	.string	"bench: cannot write %s: %s\n"
.LC53:
	.string	"bench: writing %s failed\n"
.LC54:
	.string	"RESULT export file=%s\n"
	.text
	.p2align 4
	.type	export_file, @function
export_file:
.LFB103:
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
	leaq	.LC51(%rip), %rdx
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
	je	.L395
	movq	%rax, %rbx
	movq	%rax, %rdi
	movq	%r14, %rsi
	call	*%r13
	movq	%rbx, %rdi
	testl	%eax, %eax
	je	.L385
.L394:
	call	fclose@PLT
.L386:
	movq	%r12, %rdi
	call	remove@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC53(%rip), %rsi
	call	fprintf@PLT
.L384:
	movl	$-1, %ebx
.L382:
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
.L385:
	.cfi_restore_state
	call	ferror@PLT
	movq	%rbx, %rdi
	testl	%eax, %eax
	jne	.L394
	call	fclose@PLT
	testl	%eax, %eax
	jne	.L386
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L386
	movq	%rbp, %rsi
	leaq	.LC54(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L382
.L395:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC52(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L384
	.cfi_endproc
.LFE103:
	.size	export_file, .-export_file
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB65:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rsi, %r11
	movq	%rdi, %rbx
	movq	%rdx, %r10
	call	default_shape
	testl	%eax, %eax
	je	.L396
	call	closed_form_gap
	movq	%rax, %rdx
	xorl	%eax, %eax
	testq	%rdx, %rdx
	je	.L423
.L396:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L423:
	.cfi_restore_state
	movq	56(%rbx), %rcx
	movq	48(%rbx), %rsi
	testq	%rcx, %rcx
	jne	.L399
	jmp	.L398
	.p2align 4,,10
	.p2align 3
.L407:
	movq	%rdx, %rcx
.L399:
	movq	%rsi, %rax
	xorl	%edx, %edx
	movq	%rcx, %rsi
	divq	%rcx
	testq	%rdx, %rdx
	jne	.L407
.L398:
	movq	(%rbx), %rdx
	movq	80(%rbx), %rcx
	testq	%rdx, %rdx
	je	.L403
	movq	%rcx, %rax
	movq	%rdx, %rcx
	jmp	.L400
	.p2align 4,,10
	.p2align 3
.L409:
	movq	%rdx, %rcx
.L400:
	xorl	%edx, %edx
	divq	%rcx
	movq	%rcx, %rax
	testq	%rdx, %rdx
	jne	.L409
.L403:
	testq	%rsi, %rsi
	jne	.L401
	jmp	.L402
	.p2align 4,,10
	.p2align 3
.L410:
	movq	%rdx, %rsi
.L401:
	movq	%rcx, %rax
	xorl	%edx, %edx
	movq	%rsi, %rcx
	divq	%rsi
	testq	%rdx, %rdx
	jne	.L410
.L402:
	movq	64(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L405
	jmp	.L404
	.p2align 4,,10
	.p2align 3
.L411:
	movq	%rdx, %rsi
.L405:
	movq	%rcx, %rax
	xorl	%edx, %edx
	movq	%rsi, %rcx
	divq	%rsi
	testq	%rdx, %rdx
	jne	.L411
.L404:
	movq	%rcx, (%r11)
	xorl	%edx, %edx
	movq	(%rbx), %rax
	addq	48(%rbx), %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	divq	%rcx
	addq	$1, %rax
	cmpq	$1048576, %rax
	movq	%rax, (%r10)
	setbe	%al
	movzbl	%al, %eax
	ret
	.cfi_endproc
.LFE65:
	.size	lattice_plan, .-lattice_plan
	.p2align 4
	.type	plan_route.part.0, @function
plan_route.part.0:
.LFB185:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	subq	$16, %rsp
	.cfi_def_cfa_offset 32
	leaq	8(%rsp), %rdx
	movq	%rsp, %rsi
	call	lattice_plan
	movl	%eax, %edx
	movl	$2, %eax
	testl	%edx, %edx
	jne	.L424
	cmpq	$1048577, 136(%rbx)
	sbbl	%eax, %eax
	andl	$-2, %eax
	addl	$3, %eax
.L424:
	addq	$16, %rsp
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE185:
	.size	plan_route.part.0, .-plan_route.part.0
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB190:
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
	je	.L439
.L431:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L430:
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
.L439:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L440
	movl	$512, %esi
	movl	$16, %ebp
.L432:
	call	realloc@PLT
	movq	%rax, %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	sete	%al
	movl	%eax, 24(%rbx)
	je	.L430
	movq	%rdi, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L431
	.p2align 4,,10
	.p2align 3
.L440:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L432
	.cfi_endproc
.LFE190:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.1
.LC55:
	.string	"bench: %s\n"
	.section	.rodata.str1.8
	.align 8
.LC56:
	.string	"bench: the corrected set would hold more than 2^64 values: raise --expected-interval or shorten the run\n"
	.section	.rodata.str1.1
.LC57:
	.string	"bench: out of memory %s\n"
	.text
	.p2align 4
	.type	cannot, @function
cannot:
.LFB151:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rcx
	cmpl	$-4, %edi
	je	.L446
	cmpl	$-2, %edi
	je	.L447
	movq	%rsi, %rdx
	movq	%rcx, %rdi
	leaq	.LC57(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %eax
.L441:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L446:
	.cfi_restore_state
	leaq	4+run_fault(%rip), %rdx
	leaq	.LC55(%rip), %rsi
	movq	%rcx, %rdi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	run_fault(%rip), %eax
	jmp	.L441
.L447:
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC56(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L441
	.cfi_endproc
.LFE151:
	.size	cannot, .-cannot
	.section	.rodata.str1.1
.LC58:
	.string	"n/a"
.LC59:
	.string	"%.3f"
.LC61:
	.string	"%.1f"
	.text
	.p2align 4
	.type	fmt_ratio.constprop.0, @function
fmt_ratio.constprop.0:
.LFB196:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	jne	.L449
	pxor	%xmm0, %xmm0
	movl	$32, %esi
	movl	$1, %eax
	leaq	.LC59(%rip), %rdx
	call	snprintf@PLT
	leaq	.LC58(%rip), %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L449:
	.cfi_restore_state
	testq	%rsi, %rsi
	js	.L451
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L453
.L459:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L454:
	divsd	%xmm1, %xmm0
	comisd	.LC60(%rip), %xmm0
	jb	.L458
	leaq	.LC61(%rip), %rdx
	movl	$32, %esi
	movq	%rbx, %rdi
	movl	$1, %eax
	call	snprintf@PLT
.L456:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L451:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L459
.L453:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L454
.L458:
	leaq	.LC59(%rip), %rdx
	movl	$32, %esi
	movq	%rbx, %rdi
	movl	$1, %eax
	call	snprintf@PLT
	jmp	.L456
	.cfi_endproc
.LFE196:
	.size	fmt_ratio.constprop.0, .-fmt_ratio.constprop.0
	.p2align 4
	.type	alternatives.constprop.0, @function
alternatives.constprop.0:
.LFB198:
	.cfi_startproc
	movzbl	(%rdi), %ecx
	movq	%rsi, %rax
	testb	%cl, %cl
	je	.L466
	xorl	%edx, %edx
	jmp	.L465
	.p2align 4,,10
	.p2align 3
.L462:
	addq	$1, %rdi
	movb	%cl, (%r8)
	addq	$1, %rdx
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	je	.L468
.L464:
	leaq	4(%rdx), %r8
	cmpq	$127, %r8
	ja	.L469
.L465:
	leaq	(%rax,%rdx), %r8
	cmpb	$32, %cl
	jne	.L462
	addq	$1, %rdi
	movl	$544370464, (%r8)
	addq	$4, %rdx
	movb	$0, 4(%r8)
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	jne	.L464
.L468:
	movl	$127, %ecx
	cmpq	%rcx, %rdx
	cmova	%rcx, %rdx
	addq	%rax, %rdx
.L461:
	movb	$0, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L469:
	addq	%rax, %rdx
	movb	$0, (%rdx)
	ret
.L466:
	movq	%rsi, %rdx
	jmp	.L461
	.cfi_endproc
.LFE198:
	.size	alternatives.constprop.0, .-alternatives.constprop.0
	.p2align 4
	.type	set_requests, @function
set_requests:
.LFB126:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	movq	%r8, %r13
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	movq	%rcx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	movq	%rdx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	movq	%rsi, %rbx
	subq	$8, %rsp
	.cfi_def_cfa_offset 48
	movq	56(%rsi), %rcx
	movq	80(%rsi), %rdx
	movq	$0, 248(%rdi)
	movq	72(%rsi), %rsi
	addq	%rdi, %rcx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L476
.L470:
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
.L476:
	.cfi_restore_state
	movq	(%rbx), %rcx
	movq	88(%rbx), %r9
	movq	%rbp, %r8
	movq	%r13, %rsi
	leaq	.LC19(%rip), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L470
	.cfi_endproc
.LFE126:
	.size	set_requests, .-set_requests
	.section	.rodata.str1.8
	.align 8
.LC62:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.align 8
.LC65:
	.string	"<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n"
	.align 8
.LC66:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n<text x=\"18\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 18 %d)\">%s</text>\n"
	.section	.rodata.str1.1
.LC67:
	.string	"latency (ms)"
	.text
	.p2align 4
	.type	svg_begin.constprop.0, @function
svg_begin.constprop.0:
.LFB200:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	movq	%rcx, %r13
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
	movq	%rdx, %rbx
	subq	$40, %rsp
	.cfi_def_cfa_offset 80
	movsd	24(%rdx), %xmm0
	subsd	16(%rdx), %xmm0
	call	nice_step
	movl	$820, %edx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	movsd	%xmm0, 16(%rsp)
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$500, %ecx
	pushq	%r12
	.cfi_def_cfa_offset 88
	leaq	.LC62(%rip), %rsi
	pushq	$80
	.cfi_def_cfa_offset 96
	call	fprintf@PLT
	movsd	24(%rbx), %xmm0
	movsd	32(%rsp), %xmm5
	divsd	.LC63(%rip), %xmm5
	movapd	%xmm5, %xmm1
	movsd	16(%rbx), %xmm3
	movsd	%xmm5, 40(%rsp)
	popq	%rax
	.cfi_def_cfa_offset 88
	addsd	%xmm0, %xmm1
	popq	%rdx
	.cfi_def_cfa_offset 80
	comisd	%xmm3, %xmm1
	jb	.L478
	movapd	%xmm3, %xmm1
	leaq	.LC65(%rip), %r12
	jmp	.L481
	.p2align 4,,10
	.p2align 3
.L485:
	movsd	16(%rbx), %xmm1
.L481:
	movapd	%xmm3, %xmm2
	subsd	%xmm1, %xmm0
	movl	$790, %ecx
	movq	%r12, %rsi
	subsd	%xmm1, %xmm2
	movl	$80, %edx
	movq	%rbp, %rdi
	movl	$4, %eax
	movl	$74, %r8d
	movsd	%xmm3, 8(%rsp)
	divsd	%xmm0, %xmm2
	movsd	.LC32(%rip), %xmm0
	mulsd	.LC31(%rip), %xmm2
	subsd	%xmm2, %xmm0
	movsd	.LC64(%rip), %xmm2
	addsd	%xmm0, %xmm2
	movapd	%xmm0, %xmm1
	call	fprintf@PLT
	movsd	24(%rbx), %xmm0
	movsd	24(%rsp), %xmm1
	movsd	8(%rsp), %xmm3
	addsd	16(%rsp), %xmm3
	addsd	%xmm0, %xmm1
	comisd	%xmm3, %xmm1
	jnb	.L485
.L478:
	leaq	.LC67(%rip), %rax
	movq	%rbp, %rdi
	movl	$430, %ecx
	movl	$430, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 88
	movl	$790, %r8d
	movl	$80, %edx
	xorl	%eax, %eax
	pushq	$240
	.cfi_def_cfa_offset 96
	leaq	.LC66(%rip), %rsi
	pushq	$240
	.cfi_def_cfa_offset 104
	pushq	%r13
	.cfi_def_cfa_offset 112
	pushq	$478
	.cfi_def_cfa_offset 120
	pushq	$435
	.cfi_def_cfa_offset 128
	pushq	$430
	.cfi_def_cfa_offset 136
	pushq	$80
	.cfi_def_cfa_offset 144
	pushq	$50
	.cfi_def_cfa_offset 152
	pushq	$80
	.cfi_def_cfa_offset 160
	call	fprintf@PLT
	addq	$120, %rsp
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
.LFE200:
	.size	svg_begin.constprop.0, .-svg_begin.constprop.0
	.p2align 4
	.type	percentile_rows.constprop.0, @function
percentile_rows.constprop.0:
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
	movl	$1536, %edi
	subq	$72, %rsp
	.cfi_def_cfa_offset 128
	movq	%rsi, 40(%rsp)
	call	malloc@PLT
	movq	%rax, %rbp
	movq	8(%rbx), %rax
	testq	%rax, %rax
	je	.L487
	movq	(%rbx), %rdi
	salq	$4, %rax
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	%rax, 56(%rsp)
	movq	%rdi, 48(%rsp)
	movq	%rdi, %r13
	movq	%rdi, %rax
	addq	%rdi, %rcx
	.p2align 4,,10
	.p2align 3
.L488:
	addq	8(%rax), %rdx
	addq	$16, %rax
	movq	%rdx, %r12
	cmpq	%rcx, %rax
	jne	.L488
	testq	%rdx, %rdx
	je	.L499
	testq	%rbp, %rbp
	je	.L499
	testq	%rdx, %rdx
	js	.L489
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rdx, %xmm6
	movsd	%xmm6, 32(%rsp)
.L490:
	movq	$0, 24(%rsp)
	movsd	.LC60(%rip), %xmm3
	pxor	%xmm2, %xmm2
	xorl	%r15d, %r15d
	movl	$64, %ebx
.L498:
	movq	24(%rsp), %rax
	addq	8(%r13), %rax
	movq	%rax, 16(%rsp)
	movq	%rax, 24(%rsp)
	js	.L491
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L492:
	mulsd	%xmm3, %xmm0
	divsd	32(%rsp), %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L493
	.p2align 4,,10
	.p2align 3
.L494:
	movq	16(%rsp), %r14
	movq	0(%r13), %xmm0
	movapd	%xmm3, %xmm1
	leaq	(%r15,%r15,2), %rax
	subsd	%xmm2, %xmm1
	leaq	-24(%rbp,%rax,8), %rax
	movsd	%xmm2, (%rsp)
	movq	%r14, %xmm5
	movsd	%xmm2, (%rax)
	punpcklqdq	%xmm5, %xmm0
	movups	%xmm0, 8(%rax)
	movapd	%xmm3, %xmm0
	divsd	%xmm1, %xmm0
	call	log@PLT
	divsd	.LC68(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm1, %xmm1
	addq	$1, %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC69(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	pxor	%xmm1, %xmm1
	movsd	(%rsp), %xmm2
	cvttsd2siq	%xmm0, %rax
	leaq	(%rax,%rax,4), %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC60(%rip), %rax
	movq	%rax, %xmm3
	movapd	%xmm3, %xmm0
	divsd	%xmm1, %xmm0
	addsd	%xmm0, %xmm2
	cmpq	%r14, %r12
	je	.L496
.L493:
	movsd	8(%rsp), %xmm4
	comisd	%xmm2, %xmm4
	jb	.L496
	addq	$1, %r15
	cmpq	%rbx, %r15
	jb	.L494
	leaq	(%rbx,%rbx), %r14
	movq	%rbp, %rdi
	movsd	%xmm2, (%rsp)
	leaq	(%r14,%rbx), %rsi
	salq	$4, %rsi
	call	realloc@PLT
	movq	.LC60(%rip), %rcx
	movsd	(%rsp), %xmm2
	testq	%rax, %rax
	movq	%rcx, %xmm3
	je	.L513
	movq	%r14, %rbx
	movq	%rax, %rbp
	jmp	.L494
	.p2align 4,,10
	.p2align 3
.L496:
	addq	$16, %r13
	cmpq	%r12, 16(%rsp)
	jb	.L498
	movq	48(%rsp), %rdi
	movq	56(%rsp), %rcx
	leaq	(%r15,%r15,2), %rdx
	movq	%r12, %xmm7
	leaq	0(%rbp,%rdx,8), %rdx
	leaq	1(%r15), %rax
	movq	-16(%rdi,%rcx), %xmm0
	movsd	%xmm3, (%rdx)
	punpcklqdq	%xmm7, %xmm0
	movups	%xmm0, 8(%rdx)
.L487:
	movq	40(%rsp), %rdi
	movq	%rax, (%rdi)
	addq	$72, %rsp
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
.L491:
	.cfi_restore_state
	movq	24(%rsp), %rcx
	pxor	%xmm0, %xmm0
	movq	%rcx, %rax
	andl	$1, %ecx
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L492
	.p2align 4,,10
	.p2align 3
.L513:
	movq	%rbp, %rdi
	movq	%rax, (%rsp)
	call	free@PLT
	movq	(%rsp), %rax
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
.L489:
	.cfi_restore_state
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L490
.L499:
	xorl	%eax, %eax
	jmp	.L487
	.cfi_endproc
.LFE201:
	.size	percentile_rows.constprop.0, .-percentile_rows.constprop.0
	.section	.rodata.str1.1
.LC70:
	.string	"1/(1-Percentile)"
.LC71:
	.string	"TotalCount"
.LC72:
	.string	"Percentile"
.LC73:
	.string	"Value"
.LC74:
	.string	"%12s %14s %10s %14s\n\n"
.LC75:
	.string	"%12.5f %2.12f %10lu"
.LC76:
	.string	" %14.2f"
	.section	.rodata.str1.8
	.align 8
.LC77:
	.string	"#[Mean    = %12.5f, StdDeviation   = %12.5f]\n"
	.align 8
.LC79:
	.string	"#[Max     = %12.5f, Total count    = %12lu]\n"
	.align 8
.LC80:
	.string	"#[Buckets = %12d, SubBuckets     = %12d]\n"
	.text
	.p2align 4
	.type	hgrm_writer, @function
hgrm_writer:
.LFB100:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
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
	movq	%r14, %rdi
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movq	$0, 40(%rsp)
	leaq	40(%rsp), %rsi
	call	percentile_rows.constprop.0
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L549
	movq	40(%rsp), %r12
	movq	%rax, %rdi
	leaq	(%r12,%r12,2), %rax
	movq	-8(%rdi,%rax,8), %rax
	testq	%rax, %rax
	js	.L516
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L517:
	xorl	%eax, %eax
	leaq	.LC70(%rip), %r9
	leaq	.LC71(%rip), %r8
	movq	%rbx, %rdi
	leaq	.LC72(%rip), %rcx
	leaq	.LC73(%rip), %rdx
	leaq	.LC74(%rip), %rsi
	call	fprintf@PLT
	testq	%r12, %r12
	je	.L564
	movsd	.LC63(%rip), %xmm7
	movq	16(%rsp), %r15
	xorl	%ebp, %ebp
	leaq	.LC75(%rip), %r13
	movsd	%xmm7, (%rsp)
	jmp	.L525
	.p2align 4,,10
	.p2align 3
.L566:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L522:
	movq	%r13, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	divsd	(%rsp), %xmm0
	call	fprintf@PLT
	movsd	(%r15), %xmm0
	movsd	.LC60(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L565
.L523:
	movq	%rbx, %rsi
	movl	$10, %edi
	addq	$1, %rbp
	addq	$24, %r15
	call	fputc@PLT
	cmpq	%rbp, %r12
	je	.L526
.L525:
	movq	8(%r15), %rax
	movsd	(%r15), %xmm1
	divsd	.LC60(%rip), %xmm1
	movq	16(%r15), %rdx
	testq	%rax, %rax
	jns	.L566
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L522
	.p2align 4,,10
	.p2align 3
.L565:
	divsd	%xmm6, %xmm0
	movsd	.LC45(%rip), %xmm1
	movq	%rbx, %rdi
	movl	$1, %eax
	leaq	.LC76(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC45(%rip), %xmm0
	divsd	%xmm1, %xmm0
	call	fprintf@PLT
	jmp	.L523
	.p2align 4,,10
	.p2align 3
.L564:
	movsd	.LC63(%rip), %xmm6
	movsd	%xmm6, (%rsp)
	.p2align 4,,10
	.p2align 3
.L526:
	movq	8(%r14), %rdi
	movq	(%r14), %r8
	testq	%rdi, %rdi
	je	.L567
	salq	$4, %rdi
	movq	%r8, %rax
	pxor	%xmm0, %xmm0
	movq	%r8, %rdx
	leaq	(%rdi,%r8), %rsi
	jmp	.L531
	.p2align 4,,10
	.p2align 3
.L569:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
	movq	(%rdx), %rcx
	testq	%rcx, %rcx
	js	.L529
.L570:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
.L530:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L568
.L531:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L569
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	movq	(%rdx), %rcx
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	testq	%rcx, %rcx
	jns	.L570
.L529:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm2, %xmm2
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L530
	.p2align 4,,10
	.p2align 3
.L568:
	movapd	%xmm0, %xmm4
	pxor	%xmm0, %xmm0
	divsd	8(%rsp), %xmm4
	jmp	.L538
	.p2align 4,,10
	.p2align 3
.L572:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm4, %xmm3
	testq	%rdx, %rdx
	js	.L536
.L573:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L537:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L571
.L538:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L572
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm3, %xmm3
	shrq	%rcx
	orq	%rdx, %rcx
	movq	8(%rax), %rdx
	cvtsi2sdq	%rcx, %xmm3
	addsd	%xmm3, %xmm3
	subsd	%xmm4, %xmm3
	testq	%rdx, %rdx
	jns	.L573
.L536:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L537
	.p2align 4,,10
	.p2align 3
.L571:
	subq	$16, %rdi
	divsd	8(%rsp), %xmm0
.L533:
	movabsq	$2361183241434822607, %rax
	movq	(%r8,%rdi), %rcx
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
	jbe	.L550
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L540:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L539
	cmpl	$63, %ebp
	jle	.L540
.L539:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L562
	movapd	%xmm0, %xmm1
	sqrtsd	%xmm1, %xmm1
.L544:
	movsd	(%rsp), %xmm7
	leaq	.LC77(%rip), %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	divsd	%xmm7, %xmm4
	divsd	%xmm7, %xmm1
	movapd	%xmm4, %xmm0
	call	fprintf@PLT
	movsd	.LC78(%rip), %xmm1
	movsd	8(%rsp), %xmm7
	comisd	%xmm1, %xmm7
	jnb	.L545
	cvttsd2siq	%xmm7, %rdx
.L546:
	movq	8(%r14), %rax
	salq	$4, %rax
	addq	(%r14), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	js	.L547
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L548:
	leaq	.LC79(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %eax
	divsd	(%rsp), %xmm0
	call	fprintf@PLT
	movl	$262144, %ecx
	movl	%ebp, %edx
	movq	%rbx, %rdi
	leaq	.LC80(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L514:
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
.L545:
	.cfi_restore_state
	movsd	8(%rsp), %xmm0
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rdx
	btcq	$63, %rdx
	jmp	.L546
	.p2align 4,,10
	.p2align 3
.L547:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L548
	.p2align 4,,10
	.p2align 3
.L516:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L517
	.p2align 4,,10
	.p2align 3
.L550:
	movl	$1, %ebp
	jmp	.L539
	.p2align 4,,10
	.p2align 3
.L567:
	pxor	%xmm4, %xmm4
	movq	$-16, %rdi
	divsd	8(%rsp), %xmm4
	movapd	%xmm4, %xmm0
	jmp	.L533
.L549:
	movl	$-1, %eax
	jmp	.L514
.L562:
	movsd	%xmm4, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm4
	movapd	%xmm0, %xmm1
	jmp	.L544
	.cfi_endproc
.LFE100:
	.size	hgrm_writer, .-hgrm_writer
	.section	.rodata.str1.1
.LC81:
	.string	"%lu.%lu"
.LC82:
	.string	"%lu.%02lu"
.LC83:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB202:
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
	jnb	.L579
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L580
	leaq	.LC83(%rip), %rdx
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
.L580:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC82(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L579:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC81(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE202:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.1
.LC84:
	.string	"."
.LC85:
	.string	"%lu%s%.*lu %s"
	.text
	.p2align 4
	.type	fmt_read.constprop.0, @function
fmt_read.constprop.0:
.LFB203:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rsi, %rax
	movq	%rdi, %rbx
	cmpq	$999999999, %rsi
	ja	.L587
	cmpq	$999999, %rsi
	ja	.L588
	cmpq	$1000, %rsi
	sbbq	%rcx, %rcx
	andq	$-999, %rcx
	addq	$1000, %rcx
	cmpq	$1000, %rsi
	sbbl	%esi, %esi
	notl	%esi
	addl	$3, %esi
.L582:
	xorl	%edx, %edx
	movslq	%esi, %rsi
	leaq	.LC5(%rip), %r8
	divq	%rcx
	leaq	(%rsi,%rsi,2), %rsi
	movq	%rax, %rcx
	leaq	U.4(%rip), %rax
	leaq	(%rax,%rsi,8), %rax
	movl	16(%rax), %r9d
	movq	(%rax), %rsi
	testl	%r9d, %r9d
	je	.L584
	movabsq	$-3689348814741910323, %r8
	movq	%rdx, %rax
	movabsq	$1844674407370955161, %r10
	imulq	%r8, %rax
	rorq	%rax
	cmpq	%rax, %r10
	jnb	.L586
	jmp	.L585
	.p2align 4,,10
	.p2align 3
.L595:
	movq	%rdx, %rdi
	imulq	%r8, %rdi
	rorq	%rdi
	cmpq	%rdi, %r10
	jb	.L585
.L586:
	movq	%rdx, %rax
	mulq	%r8
	shrq	$3, %rdx
	subl	$1, %r9d
	jne	.L595
	leaq	.LC5(%rip), %r8
.L584:
	pushq	%rsi
	.cfi_def_cfa_offset 24
	movq	%rbx, %rdi
	movl	$32, %esi
	xorl	%eax, %eax
	pushq	%rdx
	.cfi_def_cfa_offset 32
	leaq	.LC85(%rip), %rdx
	call	snprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 24
	movq	%rbx, %rax
	popq	%rdx
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L585:
	.cfi_restore_state
	leaq	.LC84(%rip), %r8
	jmp	.L584
.L587:
	movl	$1000000000, %ecx
	xorl	%esi, %esi
	jmp	.L582
.L588:
	movl	$1000000, %ecx
	movl	$1, %esi
	jmp	.L582
	.cfi_endproc
.LFE203:
	.size	fmt_read.constprop.0, .-fmt_read.constprop.0
	.p2align 4
	.type	set_reps, @function
set_reps:
.LFB127:
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
	movq	80(%rsi), %rdx
	movq	72(%rsi), %rsi
	leaq	8(%rsp), %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L600
	movl	$1, 368(%r14)
	movq	8(%rsp), %rdx
	movl	%edx, 216(%r14)
.L596:
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
.L600:
	.cfi_restore_state
	movq	(%rbx), %rcx
	movq	88(%rbx), %r9
	movq	%rbp, %r8
	movq	%r13, %rsi
	leaq	.LC19(%rip), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L596
	.cfi_endproc
.LFE127:
	.size	set_reps, .-set_reps
	.p2align 4
	.type	set_export, @function
set_export:
.LFB130:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%rcx, %r14
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movq	%r8, %r13
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
	je	.L602
	movq	%rdi, %r12
	movq	%rdx, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L602
	movq	56(%rbp), %rax
	movq	%rbx, (%r12,%rax)
	xorl	%eax, %eax
.L601:
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
.L602:
	.cfi_restore_state
	movq	0(%rbp), %rcx
	movq	88(%rbp), %r9
	movq	%rbx, %r8
	movq	%r13, %rsi
	leaq	.LC19(%rip), %rdx
	movq	%r14, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L601
	.cfi_endproc
.LFE130:
	.size	set_export, .-set_export
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB206:
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
	movq	$99999, 16(%rsp)
	movaps	%xmm0, (%r14)
	movq	$0, 24(%rsp)
	movq	%r15, (%r14)
	movaps	%xmm0, 16(%r14)
	movaps	%xmm0, 32(%r14)
	movaps	%xmm0, 48(%r14)
	movaps	%xmm0, 64(%r14)
	testl	%ebx, %ebx
	jne	.L608
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L608:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L610:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L609
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
.L609:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L610
	testq	%r15, %r15
	je	.L614
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L612:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L612
.L611:
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
.L614:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L611
	.cfi_endproc
.LFE206:
	.size	summarise.isra.0, .-summarise.isra.0
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
.LFB57:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pxor	%xmm0, %xmm0
	movq	%rsi, %r11
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
	movl	%edx, %edi
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$104, %rsp
	.cfi_def_cfa_offset 160
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movups	%xmm0, 64(%rcx)
	movq	8(%rbp), %rax
	movq	0(%rbp), %r12
	movq	%rcx, 24(%rsp)
	movq	%rax, 64(%rsp)
	salq	$5, %rax
	leaq	(%r12,%rax), %rbx
	cmpq	%rbx, %r12
	jnb	.L645
	movq	16(%r12), %rsi
	movq	24(%r12), %rcx
	xorl	%r9d, %r9d
	movq	%rsi, %rax
	movq	%rsi, %r8
	mulq	%rcx
	movq	%rdx, %rsi
	subq	$0, %rsi
	jne	.L647
	movq	%r12, 48(%rsp)
	movq	%r12, %r10
	xorl	%r14d, %r14d
	movq	%rbx, %r12
	movq	%r11, 80(%rsp)
	xorl	%r15d, %r15d
	movq	%rcx, %r11
	xorl	%r13d, %r13d
	movq	%rbp, 72(%rsp)
	movq	%rax, %rcx
	movq	%rdx, %rbx
	movl	%edi, 92(%rsp)
	jmp	.L622
	.p2align 4,,10
	.p2align 3
.L623:
	movq	16(%r10), %rax
	movq	24(%r10), %r11
	xorl	%r9d, %r9d
	movq	%rax, %r8
	mulq	%r11
	addq	%rax, %rcx
	movq	$-1, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	movq	%r13, %rax
	sbbq	%rbx, %rax
	jc	.L647
.L622:
	movq	(%r10), %rdi
	movq	%r9, %rbp
	movq	%rdi, %rax
	imulq	%rdi, %rbp
	mulq	%r8
	movq	%rax, %rsi
	movq	%rdx, %rdi
	movq	%r8, %rax
	movq	%r9, %rdx
	addq	%rbp, %rdi
	addq	$-1, %rax
	adcq	$-1, %rdx
	movq	%rax, (%rsp)
	movq	(%rsp), %rax
	movq	%rdx, %rbp
	movq	%rdx, 8(%rsp)
	movq	%r9, %rdx
	imulq	%rax, %rdx
	imulq	%r8, %rbp
	addq	%rdx, %rbp
	mulq	%r8
	addq	%rbp, %rdx
	movq	8(%r10), %rbp
	shrdq	$1, %rdx, %rax
	shrq	%rdx
	imulq	%rdx, %rbp
	mulq	8(%r10)
	addq	%rbp, %rdx
	subq	%rax, %rsi
	sbbq	%rdx, %rdi
	movq	%rsi, %rax
	mulq	%r11
	movq	%rdi, %rbp
	imulq	%r11, %rbp
	movq	%rdx, %rdi
	addq	%rbp, %rdi
	addq	%rax, %r14
	adcq	%rdi, %r15
	addq	$32, %r10
	cmpq	%r12, %r10
	jb	.L623
	movq	%rcx, 32(%rsp)
	movq	72(%rsp), %rbp
	movq	%rcx, %r8
	movq	80(%rsp), %r11
	movl	92(%rsp), %edi
	movq	%rbx, 40(%rsp)
	movq	%r12, %rbx
	movq	48(%rsp), %r12
.L620:
	movq	24(%rsp), %rax
	xorl	%r13d, %r13d
	movq	%r14, 64(%rax)
	movq	%r12, %r14
	movq	%r8, (%rax)
	movq	%r15, 72(%rax)
	movq	24(%rsp), %rax
	testq	%r8, %r8
	jne	.L672
.L624:
	movq	$0, 8(%rax,%r13)
	addq	$8, %r13
	cmpq	$48, %r13
	jne	.L624
.L638:
	movq	8(%rbp), %rax
	testq	%rax, %rax
	je	.L640
	salq	$5, %rax
	xorl	%r9d, %r9d
	addq	%rax, %r12
	jmp	.L644
	.p2align 4,,10
	.p2align 3
.L674:
	movq	8(%r14), %rcx
	testq	%rcx, %rcx
	je	.L642
	subq	%r11, %rax
	xorl	%edx, %edx
	divq	%rcx
	cmpq	$1, %rdx
	movq	16(%r14), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L642
	subq	%rax, %rdx
	imulq	%rsi, %rdx
	addq	%rdx, %r9
.L642:
	addq	$32, %r14
	cmpq	%r12, %r14
	je	.L673
.L644:
	movq	(%r14), %rax
	movq	24(%r14), %rsi
	cmpq	%rax, %r11
	jb	.L674
	imulq	16(%r14), %rsi
	addq	$32, %r14
	addq	%rsi, %r9
	cmpq	%r12, %r14
	jne	.L644
.L673:
	subq	%r9, %r8
.L640:
	movq	24(%rsp), %rax
	movq	%r8, 56(%rax)
	addq	$104, %rsp
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
.L647:
	.cfi_restore_state
	addq	$104, %rsp
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
.L672:
	.cfi_restore_state
	movq	$99999, 48(%rsp)
	movq	$0, 56(%rsp)
	testl	%edi, %edi
	je	.L675
.L626:
	movq	%r14, 72(%rsp)
	movq	%r8, %r15
	movq	%r11, 80(%rsp)
.L637:
	leaq	PCT_MILLI(%rip), %rax
	movq	32(%rsp), %rsi
	movq	40(%rsp), %rcx
	movq	(%rax,%r13), %rax
	imulq	%rax, %rcx
	mulq	%rsi
	addq	%rcx, %rdx
	addq	48(%rsp), %rax
	adcq	56(%rsp), %rdx
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movl	$100000, %edx
	call	__udivti3@PLT
	movl	$1, %esi
	testq	%rax, %rax
	cmovne	%rax, %rsi
	cmpq	%r15, %rsi
	cmova	%r15, %rsi
	cmpq	$0, 64(%rsp)
	je	.L648
	movq	%r12, %rax
	xorl	%r11d, %r11d
	.p2align 4,,10
	.p2align 3
.L628:
	movq	(%rax), %rdx
	cmpq	%rdx, %r11
	cmovb	%rdx, %r11
	addq	$32, %rax
	cmpq	%rax, %rbx
	jne	.L628
.L627:
	xorl	%r14d, %r14d
	movq	%r13, %rdi
.L635:
	cmpq	%r11, %r14
	jnb	.L676
	.p2align 4,,10
	.p2align 3
.L636:
	movq	%r11, %r8
	movq	8(%rbp), %r10
	subq	%r14, %r8
	shrq	%r8
	addq	%r14, %r8
	testq	%r10, %r10
	je	.L630
	salq	$5, %r10
	movq	%r12, (%rsp)
	movq	%r12, %rcx
	xorl	%r13d, %r13d
	addq	%r12, %r10
	jmp	.L634
	.p2align 4,,10
	.p2align 3
.L678:
	movq	8(%rcx), %r9
	testq	%r9, %r9
	je	.L632
	subq	%r8, %rax
	xorl	%edx, %edx
	divq	%r9
	cmpq	$1, %rdx
	movq	16(%rcx), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L632
	subq	%rax, %rdx
	imulq	%r12, %rdx
	addq	%rdx, %r13
.L632:
	addq	$32, %rcx
	cmpq	%r10, %rcx
	je	.L677
.L634:
	movq	(%rcx), %rax
	movq	24(%rcx), %r12
	cmpq	%rax, %r8
	jb	.L678
	imulq	16(%rcx), %r12
	addq	$32, %rcx
	addq	%r12, %r13
	cmpq	%r10, %rcx
	jne	.L634
.L677:
	movq	(%rsp), %r12
	cmpq	%rsi, %r13
	jb	.L630
	movq	%r8, %r11
	cmpq	%r11, %r14
	jb	.L636
.L676:
	movq	24(%rsp), %rax
	movq	%rdi, %r13
	addq	$8, %r13
	movq	%r14, 8(%rax,%rdi)
	cmpq	$48, %r13
	jne	.L637
	movq	72(%rsp), %r14
	movq	80(%rsp), %r11
	movq	%r15, %r8
	jmp	.L638
	.p2align 4,,10
	.p2align 3
.L630:
	leaq	1(%r8), %r14
	jmp	.L635
.L675:
	movq	$50000, 48(%rsp)
	movq	$0, 56(%rsp)
	jmp	.L626
.L648:
	xorl	%r11d, %r11d
	jmp	.L627
.L645:
	movq	$0, 32(%rsp)
	xorl	%r8d, %r8d
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	movq	$0, 40(%rsp)
	jmp	.L620
	.cfi_endproc
.LFE57:
	.size	dist_summarise, .-dist_summarise
	.section	.rodata.str1.1
.LC86:
	.string	"default"
.LC87:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC88:
	.string	"usage: bench [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr)%s.\n"
	.section	.rodata.str1.1
.LC89:
	.string	"%s%s%s"
.LC90:
	.string	"  %s\n"
.LC91:
	.string	"  %-24s %.*s\n"
	.section	.rodata.str1.8
	.align 8
.LC92:
	.string	"Scenarios (--scenario NAME):\n "
	.section	.rodata.str1.1
.LC93:
	.string	"\n "
.LC94:
	.string	" %.*s%s"
	.section	.rodata.str1.8
	.align 8
.LC95:
	.string	"\nEach of these applies only with another:"
	.section	.rodata.str1.1
.LC96:
	.string	"    %-22s with %s\n"
	.section	.rodata.str1.8
	.align 8
.LC97:
	.string	"The lab (./lab --help) adds closed loops that skip, send back to back or\nshare the schedule on several connections, Poisson and replayed schedules,\ndrawn service times, random stalls, faults, users, recorded traces, the\nscoreboard and sweeps to these."
	.align 8
.LC98:
	.string	"\nand the lab's (./lab --scenario NAME):\n "
	.text
	.p2align 4
	.type	print_usage, @function
print_usage:
.LFB140:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	.LC5(%rip), %rax
	leaq	.LC88(%rip), %rdi
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rax, %rsi
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	leaq	.LC91(%rip), %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	leaq	OPTIONS(%rip), %rbx
	movq	%rbx, %r13
	subq	$168, %rsp
	.cfi_def_cfa_offset 224
	movq	%rax, 16(%rsp)
	xorl	%eax, %eax
	leaq	32(%rsp), %rbp
	call	printf@PLT
.L680:
	movq	16(%r13), %r9
	leaq	.LC29(%rip), %r8
	testq	%r9, %r9
	je	.L718
.L688:
	movq	0(%r13), %r15
	leaq	.LC89(%rip), %rdx
	movq	%rbp, %rdi
	xorl	%eax, %eax
	movl	$64, %esi
	movq	%r15, %rcx
	call	snprintf@PLT
	movq	104(%r13), %r14
	testq	%r14, %r14
	je	.L681
	movq	%r15, %rdi
	call	strlen@PLT
	movl	$63, %esi
	subq	%rax, %rsi
	leaq	1(%rbp,%rax), %rdi
	call	*%r14
.L681:
	movq	%rbp, %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	ja	.L719
.L682:
	movq	24(%r13), %r15
	testq	%r15, %r15
	je	.L683
	movq	%r13, 8(%rsp)
	movq	%r15, %r13
	movq	%rbx, %r15
	.p2align 4,,10
	.p2align 3
.L685:
	movl	$10, %esi
	movq	%r13, %rdi
	call	strchr@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L684
	movl	%eax, %edx
	movq	%r13, %rcx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	subl	%r13d, %edx
	xorl	%eax, %eax
	leaq	1(%rbx), %r13
	call	printf@PLT
	movb	$0, 32(%rsp)
	jmp	.L685
	.p2align 4,,10
	.p2align 3
.L684:
	movq	%r15, %rbx
	movq	%r13, %r15
	movq	8(%rsp), %r13
	movq	%r15, %rdi
	call	strlen@PLT
	movq	%r15, %rcx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 32(%rsp)
.L683:
	testq	%r14, %r14
	je	.L686
	xorl	%esi, %esi
	xorl	%edi, %edi
	call	*%r14
.L686:
	addq	$112, %r13
	leaq	2240+OPTIONS(%rip), %rax
	cmpq	%r13, %rax
	jne	.L680
	leaq	.LC92(%rip), %rdi
	xorl	%eax, %eax
	movl	$1, %r14d
	movl	$7, %r15d
	call	printf@PLT
	xorl	%r9d, %r9d
	movq	%rbx, 8(%rsp)
	leaq	.LC86(%rip), %rdx
	movl	%r9d, %ebx
	movq	%rbp, 24(%rsp)
	movq	%r14, %rbp
	leaq	SCENARIOS(%rip), %r12
	addl	$1, %ebx
	leaq	.LC94(%rip), %r13
	movq	%rdx, %r14
	leaq	2(%rbp,%r15), %rax
	cmpl	$3, %ebx
	je	.L720
.L691:
	cmpq	$78, %rax
	ja	.L721
.L689:
	movq	%r14, %rdx
	movl	%r15d, %esi
	leaq	.LC87(%rip), %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	addq	$24, %r12
	leaq	2(%rbp,%r15), %rbp
	addl	$1, %ebx
	call	printf@PLT
	movq	(%r12), %r14
	movq	%r14, %rdi
	call	strlen@PLT
	movq	%rax, %r15
	leaq	2(%rbp,%r15), %rax
	cmpl	$3, %ebx
	jne	.L691
.L720:
	movq	8(%rsp), %rbx
	movq	24(%rsp), %rbp
	movq	%r14, %rdx
	cmpq	$78, %rax
	ja	.L722
.L690:
	movq	16(%rsp), %rcx
	movl	%r15d, %esi
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	LAB_SCENARIO_NAMES(%rip), %r14
	movl	$1, %r12d
	movl	$12, %r15d
	call	printf@PLT
	leaq	.LC98(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbx, 16(%rsp)
	movq	%r14, %rbx
	movq	%r12, %r14
	movq	%rbp, 24(%rsp)
	jmp	.L696
	.p2align 4,,10
	.p2align 3
.L693:
	testb	%cl, %cl
	leaq	.LC5(%rip), %rax
	movq	%rbx, %rdx
	movl	%r15d, %esi
	leaq	.LC87(%rip), %rcx
	movq	%r13, %rdi
	leaq	1(%rbp), %rbx
	movzbl	%r12b, %r12d
	cmove	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	leaq	1(%r15,%r12), %rax
	addq	%rax, %r14
	cmpb	$0, 0(%rbp)
	je	.L695
	leaq	.LC29(%rip), %rsi
	movq	%rbx, %rdi
	call	strcspn@PLT
	movq	%rax, %r15
.L696:
	leaq	(%rbx,%r15), %rbp
	leaq	2(%r14,%r15), %rax
	movzbl	0(%rbp), %ecx
	testb	%cl, %cl
	setne	%r12b
	cmpq	$78, %rax
	jbe	.L693
	leaq	.LC93(%rip), %rdi
	xorl	%eax, %eax
	movb	%cl, 8(%rsp)
	movl	$1, %r14d
	call	printf@PLT
	movzbl	8(%rsp), %ecx
	jmp	.L693
	.p2align 4,,10
	.p2align 3
.L695:
	leaq	.LC95(%rip), %rdi
	movq	16(%rsp), %rbx
	movq	24(%rsp), %rbp
	leaq	.LC96(%rip), %r12
	call	puts@PLT
.L697:
	movq	32(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L700
	movq	%rbp, %rsi
	call	alternatives.constprop.0
	movq	(%rbx), %rsi
	movq	%r12, %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L700:
	addq	$112, %rbx
	leaq	2240+OPTIONS(%rip), %rax
	cmpq	%rbx, %rax
	jne	.L697
	leaq	.LC97(%rip), %rdi
	call	puts@PLT
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
.L719:
	.cfi_restore_state
	movq	%rbp, %rsi
	leaq	.LC90(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 32(%rsp)
	jmp	.L682
	.p2align 4,,10
	.p2align 3
.L718:
	leaq	.LC5(%rip), %rax
	movq	%rax, 16(%rsp)
	movq	%rax, %r8
	movq	%rax, %r9
	jmp	.L688
.L721:
	leaq	.LC93(%rip), %rdi
	xorl	%eax, %eax
	movl	$1, %ebp
	call	printf@PLT
	jmp	.L689
.L722:
	leaq	.LC93(%rip), %rdi
	xorl	%eax, %eax
	movq	%rdx, 8(%rsp)
	call	printf@PLT
	movq	8(%rsp), %rdx
	jmp	.L690
	.cfi_endproc
.LFE140:
	.size	print_usage, .-print_usage
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB58:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdx, %r15
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
	subq	$8, %rsp
	.cfi_def_cfa_offset 64
	movq	8(%rdi), %rcx
	movq	(%rdi), %rdx
	movq	%rcx, %rax
	salq	$5, %rax
	addq	%rdx, %rax
	cmpq	%rax, %rdx
	jnb	.L723
	movq	%rdi, %r14
	movq	%rsi, %r13
	movq	%rdx, %rbp
	.p2align 4,,10
	.p2align 3
.L724:
	xorl	%r12d, %r12d
	cmpq	$0, 16(%rbp)
	movq	0(%rbp), %rbx
	je	.L729
	.p2align 4,,10
	.p2align 3
.L725:
	movq	24(%rbp), %r8
	movl	$1, %ecx
	cmpq	%r13, %rbx
	jb	.L727
	movq	%rbx, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	%rax, %rcx
.L727:
	testq	%r8, %r8
	je	.L728
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L728
	movq	%r13, %rdx
	movq	%rbx, %rsi
	movq	%r15, %rdi
	call	dist_add.part.0
.L728:
	addq	$1, %r12
	subq	8(%rbp), %rbx
	cmpq	16(%rbp), %r12
	jb	.L725
	movq	(%r14), %rdx
	movq	8(%r14), %rcx
.L729:
	movq	%rcx, %rax
	addq	$32, %rbp
	salq	$5, %rax
	addq	%rdx, %rax
	cmpq	%rax, %rbp
	jb	.L724
.L723:
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
	.cfi_endproc
.LFE58:
	.size	dist_correct, .-dist_correct
	.section	.rodata.str1.8
	.align 8
.LC103:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC104:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC105:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC107:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC108:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC109:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
.LFB111:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	pushq	%r15
	pushq	%r14
	pushq	%r13
	.cfi_offset 15, -24
	.cfi_offset 14, -32
	.cfi_offset 13, -40
	movq	%rsi, %r13
	pushq	%r12
	pushq	%rbx
	subq	$296, %rsp
	.cfi_offset 12, -48
	.cfi_offset 3, -56
	movslq	16(%rsi), %rax
	movq	8(%rsi), %r12
	movq	%rdi, -280(%rbp)
	movapd	.LC100(%rip), %xmm0
	movaps	%xmm0, -240(%rbp)
	pxor	%xmm0, %xmm0
	movaps	%xmm0, -224(%rbp)
	testl	%eax, %eax
	jle	.L743
	movsd	.LC101(%rip), %xmm2
	leaq	(%rax,%rax,2), %rax
	pxor	%xmm1, %xmm1
	movq	%r12, %r14
	leaq	(%r12,%rax,8), %rbx
	movsd	%xmm2, -272(%rbp)
	jmp	.L742
	.p2align 4,,10
	.p2align 3
.L777:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L741:
	divsd	-272(%rbp), %xmm0
	call	fmax@PLT
	movq	%r14, %rax
	addq	$24, %rax
	movapd	%xmm0, %xmm1
	movq	%rax, %r14
	cmpq	%rbx, %rax
	je	.L776
.L742:
	movq	8(%r14), %rax
	movq	%rax, -264(%rbp)
	salq	$4, %rax
	addq	(%r14), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L777
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L741
	.p2align 4,,10
	.p2align 3
.L776:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L778
.L743:
	movsd	.LC45(%rip), %xmm7
	movsd	%xmm7, -320(%rbp)
.L739:
	movq	-280(%rbp), %r14
	leaq	-240(%rbp), %rax
	movq	0(%r13), %rsi
	leaq	.LC103(%rip), %rcx
	movsd	-320(%rbp), %xmm2
	movq	%rax, %rdx
	movq	%rax, -336(%rbp)
	xorl	%r15d, %r15d
	movq	%r14, %rdi
	leaq	.LC104(%rip), %rbx
	movsd	%xmm2, -216(%rbp)
	call	svg_begin.constprop.0
	.p2align 4,,10
	.p2align 3
.L746:
	pxor	%xmm1, %xmm1
	movl	$448, %r8d
	movq	%rbx, %rsi
	movq	%r14, %rdi
	cvtsi2sdl	%r15d, %xmm1
	movl	$430, %ecx
	movl	$50, %edx
	divsd	.LC42(%rip), %xmm1
	mulsd	.LC33(%rip), %xmm1
	leaq	XTICK.0(%rip), %rax
	addsd	.LC34(%rip), %xmm1
	movq	(%rax,%r15,8), %r9
	addq	$1, %r15
	movl	$3, %eax
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r15
	jne	.L746
	movl	16(%r13), %eax
	testl	%eax, %eax
	jle	.L762
	leaq	-248(%rbp), %rax
	movq	%r12, -304(%rbp)
	movl	$60, -308(%rbp)
	movq	$0, -272(%rbp)
	movq	%rax, -328(%rbp)
	.p2align 4,,10
	.p2align 3
.L761:
	movq	-328(%rbp), %rsi
	movq	-304(%rbp), %rdi
	movq	$0, -248(%rbp)
	call	percentile_rows.constprop.0
	movq	-248(%rbp), %r14
	movq	%rax, -288(%rbp)
	movq	%rax, %r12
	leaq	1(%r14), %r15
	movq	%r15, %rdi
	salq	$4, %rdi
	call	malloc@PLT
	movq	%rax, %rbx
	testq	%r12, %r12
	je	.L765
	testq	%rax, %rax
	je	.L765
	leaq	(%rax,%r15,8), %rax
	movq	%rax, %rcx
	testq	%r14, %r14
	je	.L779
	movq	.LC101(%rip), %rax
	movq	%rcx, -264(%rbp)
	xorl	%r15d, %r15d
	movq	-288(%rbp), %r12
	movq	%rax, -296(%rbp)
	jmp	.L756
	.p2align 4,,10
	.p2align 3
.L781:
	divsd	%xmm6, %xmm0
	movsd	.LC45(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC45(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L752:
	call	log10@PLT
	movq	.LC42(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r15,8)
	addq	$1, %r15
	testq	%rax, %rax
	js	.L754
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L755:
	movq	-264(%rbp), %rax
	divsd	.LC101(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r15,8)
	cmpq	%r15, %r14
	je	.L780
.L756:
	movsd	(%r12), %xmm0
	movsd	.LC60(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L781
	movq	.LC99(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L752
	.p2align 4,,10
	.p2align 3
.L754:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L755
	.p2align 4,,10
	.p2align 3
.L780:
	movq	%rax, %rcx
.L751:
	movq	-272(%rbp), %r12
	subq	$8, %rsp
	leaq	SET_COLOUR(%rip), %rax
	movq	-336(%rbp), %rsi
	pushq	$0
	movq	-280(%rbp), %rdi
	movq	%r14, %r8
	movq	%rbx, %rdx
	movq	(%rax,%r12,8), %r15
	movq	%r15, %r9
	call	svg_line
	movq	32(%r13), %rax
	leaq	0(,%r12,8), %rcx
	movq	(%rax,%r12,8), %rax
	testq	%rax, %rax
	js	.L757
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L758:
	divsd	-296(%rbp), %xmm0
	divsd	-320(%rbp), %xmm0
	movq	-280(%rbp), %rdi
	movq	%r15, %rdx
	mulsd	.LC31(%rip), %xmm0
	movsd	.LC32(%rip), %xmm1
	leaq	.LC107(%rip), %rsi
	movl	$2, %eax
	movq	%rcx, -264(%rbp)
	subsd	%xmm0, %xmm1
	movsd	.LC106(%rip), %xmm0
	call	fprintf@PLT
	movq	32(%r13), %rax
	movq	-264(%rbp), %rcx
	movq	(%rax,%rcx), %rax
	testq	%rax, %rax
	js	.L759
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L760:
	movq	24(%r13), %rax
	leaq	-208(%rbp), %rdi
	leaq	.LC108(%rip), %rdx
	movl	$160, %esi
	divsd	-296(%rbp), %xmm0
	movq	%rdi, -264(%rbp)
	movq	(%rax,%rcx), %rcx
	movl	$1, %eax
	call	snprintf@PLT
	movl	$120, %r8d
	movl	$92, %edx
	movl	-308(%rbp), %r14d
	movq	-264(%rbp), %rdi
	leaq	.LC109(%rip), %rsi
	leal	4(%r14), %eax
	movl	%r14d, %r9d
	movl	%r14d, %ecx
	addl	$18, %r14d
	movq	%rdi, (%rsp)
	movq	-280(%rbp), %rdi
	pushq	%rax
	leaq	.LC5(%rip), %rax
	pushq	$126
	pushq	%rax
	xorl	%eax, %eax
	pushq	%r15
	call	fprintf@PLT
	movq	-288(%rbp), %rdi
	addq	$48, %rsp
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	addq	$1, -272(%rbp)
	movq	-272(%rbp), %rax
	addq	$24, -304(%rbp)
	movl	%r14d, -308(%rbp)
	cmpl	%eax, 16(%r13)
	jg	.L761
.L762:
	movq	-280(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC105(%rip), %rdi
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
.L759:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L760
	.p2align 4,,10
	.p2align 3
.L757:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L758
	.p2align 4,,10
	.p2align 3
.L779:
	movsd	.LC101(%rip), %xmm2
	movsd	%xmm2, -296(%rbp)
	jmp	.L751
.L778:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC102(%rip), %xmm2
	movsd	.LC50(%rip), %xmm3
	movsd	.LC43(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L745
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC45(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
.L745:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -320(%rbp)
	jmp	.L739
.L765:
	movq	-288(%rbp), %rdi
	call	free@PLT
	movq	%rbx, %rdi
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
.LFE111:
	.size	spectrum_writer, .-spectrum_writer
	.p2align 4
	.type	estimate_ghz, @function
estimate_ghz:
.LFB22:
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
.L783:
	xorl	%r15d, %r15d
.L787:
	movq	%rbp, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	72(%rsp), %r12
	movl	$20000000, %eax
	imulq	$1000000000, 64(%rsp), %r13
	movl	$3, %edx
	jmp	.L786
	.p2align 4,,10
	.p2align 3
.L802:
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	subl	$1, %eax
	je	.L801
.L786:
	testq	%r15, %r15
	jne	.L802
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	subl	$1, %eax
	jne	.L786
.L801:
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
	jne	.L803
	movl	$1, %r15d
	jmp	.L787
.L803:
	subl	$1, 16(%rsp)
	jne	.L783
	movq	48(%rsp), %rax
	testq	%rax, %rax
	js	.L789
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L790:
	movsd	.LC111(%rip), %xmm1
	movq	24(%rsp), %rax
	divsd	%xmm0, %xmm1
	movsd	%xmm1, (%rax)
	movq	56(%rsp), %rax
	testq	%rax, %rax
	js	.L791
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L792:
	movsd	.LC112(%rip), %xmm2
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
	andpd	.LC44(%rip), %xmm0
	movsd	.LC42(%rip), %xmm1
	mulsd	.LC60(%rip), %xmm0
	divsd	%xmm3, %xmm0
	comisd	%xmm0, %xmm1
	movsd	%xmm0, (%rax)
	jb	.L799
	movsd	(%rbx), %xmm0
.L782:
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
.L799:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	jmp	.L782
.L789:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L790
.L791:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L792
	.cfi_endproc
.LFE22:
	.size	estimate_ghz, .-estimate_ghz
	.section	.rodata.str1.1
.LC114:
	.string	"--help"
.LC115:
	.string	"--service"
	.text
	.p2align 4
	.type	mark_given, @function
mark_given:
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
	jle	.L804
	movq	%rdx, %r12
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L805:
	movslq	%r15d, %rax
	movq	(%r12,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L819
	cmpb	$104, 1(%r14)
	jne	.L819
	cmpb	$0, 2(%r14)
	movl	$-1, %eax
	leaq	.LC114(%rip), %rbx
	jne	.L819
.L807:
	leaq	112+OPTIONS(%rip), %r13
	xorl	%ebp, %ebp
	testl	%eax, %eax
	je	.L828
.L826:
	addl	$1, %ebp
	cmpl	$20, %ebp
	je	.L809
	movq	0(%r13), %rsi
	movq	%rbx, %rdi
	addq	$112, %r13
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L826
.L828:
	movq	8(%rsp), %rax
	movslq	%ebp, %rdx
	leaq	OPTIONS(%rip), %rcx
	movb	$1, 388(%rax,%rdx)
	leaq	0(,%rdx,8), %rax
	subq	%rdx, %rax
	salq	$4, %rax
	cmpl	$1, 8(%rcx,%rax)
	adcl	$0, %r15d
.L812:
	addl	$1, %r15d
	cmpl	%r15d, 4(%rsp)
	jg	.L805
.L804:
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
.L819:
	.cfi_restore_state
	leaq	.LC115(%rip), %rsi
	movq	%r14, %rdi
	movq	%r14, %rbx
	call	strcmp@PLT
	jmp	.L807
	.p2align 4,,10
	.p2align 3
.L809:
	cmpb	$45, (%r14)
	jne	.L812
	cmpb	$45, 1(%r14)
	jne	.L812
	movq	%r14, %rsi
	leaq	LAB_OPTION_NAMES(%rip), %rdi
	call	word_in
	testq	%rax, %rax
	je	.L812
	movq	8(%rsp), %rcx
	cmpq	$0, 520(%rcx)
	je	.L829
.L813:
	cmpb	$61, (%rax)
	sete	%al
	movzbl	%al, %eax
	addl	%eax, %r15d
	jmp	.L812
	.p2align 4,,10
	.p2align 3
.L829:
	movq	%r14, 520(%rcx)
	jmp	.L813
	.cfi_endproc
.LFE135:
	.size	mark_given, .-mark_given
	.section	.rodata.str1.8
	.align 8
.LC116:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC117:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC118:
	.string	"#c0392b"
.LC119:
	.string	"%g"
.LC120:
	.string	"#2e8b57"
.LC121:
	.string	"#1f5fbf"
.LC122:
	.string	"closed: one sample of %s us"
.LC123:
	.string	"open: %lu requests delayed"
	.section	.rodata.str1.8
	.align 8
.LC124:
	.string	"corrected: %lu samples imputed every %s us"
	.text
	.p2align 4
	.type	timeline_writer, @function
timeline_writer:
.LFB115:
	.cfi_startproc
	movabsq	$-3689348814741910323, %rax
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rsi, %r8
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movl	$20, %r13d
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
	subq	$408, %rsp
	.cfi_def_cfa_offset 464
	movq	8(%rsi), %rdi
	movq	16(%rsi), %r12
	movq	$1, 72(%rsp)
	movq	32(%rdi), %r15
	movq	40(%rdi), %rcx
	movq	%rdi, 80(%rsp)
	movq	(%rdi), %rbp
	cmpq	%r13, %r15
	movq	%rcx, %rdx
	cmovnb	%r15, %r13
	subq	%r15, %rdx
	mulq	%rdx
	movq	24(%rdi), %rax
	leaq	-20(%r13), %r14
	shrq	$3, %rdx
	leaq	20(%rcx,%rdx), %rcx
	cmpq	%rax, %rcx
	cmova	%rax, %rcx
	movq	0(%rbp,%r15,8), %rax
	movq	%rax, 104(%rsp)
	cmpq	%r12, %rax
	jb	.L831
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, 72(%rsp)
.L831:
	movq	%rcx, %rax
	movl	$8, %esi
	movq	%r8, 32(%rsp)
	subq	%r14, %rax
	movq	%rcx, 24(%rsp)
	movq	%rax, %rdx
	movq	%rax, 88(%rsp)
	movq	72(%rsp), %rax
	cmpq	%rdx, %rax
	cmovnb	%rax, %rdx
	leaq	(%rdx,%rdx,4), %rdi
	movq	%rdx, 8(%rsp)
	call	calloc@PLT
	movq	32(%rsp), %r8
	movq	8(%rsp), %rdx
	movq	%rax, 16(%rsp)
	movq	24(%rsp), %rcx
	movq	(%r8), %rax
	movq	%rax, 48(%rsp)
	movq	64(%rax), %rax
	testq	%rax, %rax
	js	.L832
	pxor	%xmm7, %xmm7
	cvtsi2sdq	%rax, %xmm7
	movsd	%xmm7, 32(%rsp)
.L833:
	movq	80(%rsp), %rax
	movq	16(%rax), %rax
	movq	(%rax,%r15,8), %rsi
	testq	%rsi, %rsi
	js	.L834
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rsi, %xmm5
	movsd	%xmm5, 128(%rsp)
.L835:
	movq	(%rax,%r14,8), %rsi
	testq	%rsi, %rsi
	js	.L836
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L837:
	movq	16(%rsp), %rdi
	subsd	32(%rsp), %xmm0
	movq	$0x000000000, 152(%rsp)
	divsd	.LC101(%rip), %xmm0
	movq	$0x000000000, 160(%rsp)
	movq	$0x000000000, 168(%rsp)
	movsd	%xmm0, 40(%rsp)
	movsd	%xmm0, 144(%rsp)
	testq	%rdi, %rdi
	je	.L868
	salq	$3, %rdx
	leaq	(%rdi,%rdx), %r15
	leaq	(%r15,%rdx), %rdi
	leaq	(%rdi,%rdx), %rsi
	movq	%rdi, 136(%rsp)
	addq	%rsi, %rdx
	movq	%rsi, 112(%rsp)
	movq	%rdx, 120(%rsp)
	cmpq	%rcx, %r14
	jnb	.L869
	movq	%rcx, %rdx
	movq	80(%rsp), %rsi
	pxor	%xmm3, %xmm3
	movq	%r12, 56(%rsp)
	subq	%r13, %rdx
	movq	%rbx, 96(%rsp)
	movapd	%xmm3, %xmm1
	movq	%rdi, %r12
	addq	$20, %rdx
	movq	%rax, 24(%rsp)
	movq	%rdx, 8(%rsp)
	leaq	0(,%r13,8), %rdx
	movq	8(%rsi), %r13
	leaq	(%rax,%rdx), %r14
	movq	%rcx, 64(%rsp)
	addq	%rdx, %r13
	addq	%rbp, %rdx
	xorl	%ebp, %ebp
	movq	%rbp, %rbx
	movq	%r15, %rbp
	movq	%r14, %r15
	movq	%r13, %r14
	movq	%rdx, %r13
	jmp	.L846
	.p2align 4,,10
	.p2align 3
.L877:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
.L841:
	movq	16(%rsp), %rax
	movq	-160(%r14,%rbx,8), %rcx
	subsd	32(%rsp), %xmm2
	divsd	.LC101(%rip), %xmm2
	movsd	%xmm2, (%rax,%rbx,8)
	testq	%rcx, %rcx
	js	.L842
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
.L843:
	movq	-160(%r13,%rbx,8), %rcx
	divsd	.LC101(%rip), %xmm2
	movsd	%xmm2, 0(%rbp,%rbx,8)
	testq	%rcx, %rcx
	js	.L844
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
.L845:
	divsd	.LC101(%rip), %xmm2
	movsd	%xmm2, (%r12,%rbx,8)
	movsd	0(%rbp,%rbx,8), %xmm0
	addq	$1, %rbx
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%rbx, 8(%rsp)
	je	.L876
.L846:
	movq	-160(%r15,%rbx,8), %rcx
	testq	%rcx, %rcx
	jns	.L877
	movq	%rcx, %rsi
	andl	$1, %ecx
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rcx, %rsi
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L841
	.p2align 4,,10
	.p2align 3
.L844:
	movq	%rcx, %rsi
	andl	$1, %ecx
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rcx, %rsi
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L845
	.p2align 4,,10
	.p2align 3
.L842:
	movq	%rcx, %rsi
	andl	$1, %ecx
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rcx, %rsi
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L843
	.p2align 4,,10
	.p2align 3
.L876:
	movsd	.LC102(%rip), %xmm4
	movq	24(%rsp), %rax
	movq	%rbp, %r15
	movapd	%xmm0, %xmm3
	movq	56(%rsp), %r12
	movq	64(%rsp), %rcx
	mulsd	%xmm0, %xmm4
	movq	96(%rsp), %rbx
	movq	%xmm4, %rbp
.L839:
	movq	-8(%rax,%rcx,8), %rax
	testq	%rax, %rax
	js	.L847
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L848:
	movq	72(%rsp), %rax
	movsd	32(%rsp), %xmm5
	movsd	128(%rsp), %xmm0
	divsd	.LC101(%rip), %xmm0
	imulq	%r12, %rax
	subsd	%xmm5, %xmm1
	divsd	.LC101(%rip), %xmm5
	divsd	.LC101(%rip), %xmm1
	subsd	%xmm5, %xmm0
	testq	%rax, %rax
	js	.L849
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L850:
	divsd	.LC101(%rip), %xmm2
	addsd	%xmm2, %xmm0
	movsd	%xmm3, 8(%rsp)
	call	fmax@PLT
	movsd	8(%rsp), %xmm3
	movsd	%xmm0, 24(%rsp)
	movsd	%xmm0, 152(%rsp)
	movapd	%xmm3, %xmm0
	call	nice_step
	movq	%rbp, %xmm1
	movsd	.LC44(%rip), %xmm2
	movsd	.LC43(%rip), %xmm4
	divsd	%xmm0, %xmm1
	movsd	8(%rsp), %xmm3
	movapd	%xmm1, %xmm0
	andpd	%xmm2, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L878
.L851:
	movapd	%xmm3, %xmm0
	movsd	%xmm1, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm1
	movq	48(%rsp), %rax
	mulsd	%xmm0, %xmm1
	movq	48(%rax), %rax
	movsd	%xmm1, 168(%rsp)
	testq	%rax, %rax
	js	.L852
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L853:
	leaq	240(%rsp), %r13
	movl	$160, %esi
	leaq	.LC116(%rip), %rdx
	movl	$1, %eax
	movq	%r13, %rdi
	divsd	.LC101(%rip), %xmm0
	call	snprintf@PLT
	leaq	144(%rsp), %rdx
	movq	%r13, %rsi
	movq	%rbx, %rdi
	leaq	.LC117(%rip), %rcx
	movq	%rdx, 96(%rsp)
	call	svg_begin.constprop.0
	movsd	24(%rsp), %xmm4
	subsd	40(%rsp), %xmm4
	movapd	%xmm4, %xmm0
	movsd	%xmm4, 48(%rsp)
	call	nice_step
	movsd	40(%rsp), %xmm3
	movsd	.LC44(%rip), %xmm1
	movsd	.LC43(%rip), %xmm5
	movapd	%xmm0, %xmm2
	divsd	%xmm0, %xmm3
	movapd	%xmm3, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm5
	ja	.L879
	mulsd	%xmm2, %xmm3
	movsd	24(%rsp), %xmm6
	comisd	%xmm3, %xmm6
	jb	.L880
.L855:
	movapd	%xmm2, %xmm4
	leaq	208(%rsp), %rbp
	divsd	.LC101(%rip), %xmm4
	leaq	.LC104(%rip), %r14
	movsd	%xmm4, 56(%rsp)
	movsd	%xmm2, 64(%rsp)
	.p2align 4,,10
	.p2align 3
.L860:
	movapd	%xmm3, %xmm0
	movl	$32, %esi
	movq	%rbp, %rdi
	movl	$1, %eax
	andpd	.LC44(%rip), %xmm0
	leaq	.LC119(%rip), %rdx
	movsd	%xmm3, 8(%rsp)
	cmpltsd	56(%rsp), %xmm0
	andnpd	%xmm3, %xmm0
	call	snprintf@PLT
	movq	%rbp, %r9
	movl	$430, %ecx
	movq	%r14, %rsi
	movsd	8(%rsp), %xmm3
	movl	$50, %edx
	movq	%rbx, %rdi
	movl	$3, %eax
	movl	$448, %r8d
	movapd	%xmm3, %xmm1
	subsd	40(%rsp), %xmm1
	divsd	48(%rsp), %xmm1
	mulsd	.LC33(%rip), %xmm1
	addsd	.LC34(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	8(%rsp), %xmm3
	addsd	64(%rsp), %xmm3
	movsd	24(%rsp), %xmm7
	comisd	%xmm3, %xmm7
	jnb	.L860
.L861:
	subq	$8, %rsp
	.cfi_def_cfa_offset 472
	leaq	.LC118(%rip), %r9
	movq	%r15, %rcx
	movq	%rbx, %rdi
	pushq	$0
	.cfi_def_cfa_offset 480
	movq	104(%rsp), %r8
	movq	32(%rsp), %rdx
	movq	112(%rsp), %rsi
	call	svg_line
	popq	%rax
	.cfi_def_cfa_offset 472
	popq	%rdx
	.cfi_def_cfa_offset 464
	cmpq	$0, 72(%rsp)
	je	.L857
	movq	104(%rsp), %rcx
	movq	72(%rsp), %rsi
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	128(%rsp), %xmm1
	movq	112(%rsp), %rdi
	subsd	32(%rsp), %xmm1
	movq	120(%rsp), %r8
	jmp	.L866
	.p2align 4,,10
	.p2align 3
.L881:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L863:
	addsd	%xmm1, %xmm0
	divsd	.LC101(%rip), %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L864
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L865:
	divsd	.LC101(%rip), %xmm0
	addq	%r12, %rdx
	subq	%r12, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L857
.L866:
	testq	%rdx, %rdx
	jns	.L881
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L863
	.p2align 4,,10
	.p2align 3
.L864:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L865
	.p2align 4,,10
	.p2align 3
.L857:
	subq	$8, %rsp
	.cfi_def_cfa_offset 472
	leaq	.LC120(%rip), %r9
	movq	%rbx, %rdi
	pushq	$1
	.cfi_def_cfa_offset 480
	movq	112(%rsp), %r15
	leaq	.LC109(%rip), %r14
	movq	88(%rsp), %r8
	movq	136(%rsp), %rcx
	movq	128(%rsp), %rdx
	movq	%r15, %rsi
	call	svg_line
	movq	104(%rsp), %r8
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movq	152(%rsp), %rcx
	movq	32(%rsp), %rdx
	leaq	.LC121(%rip), %r9
	movl	$0, (%rsp)
	leaq	.LC5(%rip), %r15
	call	svg_line
	movq	120(%rsp), %rsi
	leaq	192(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC122(%rip), %rdx
	movl	$160, %esi
	movq	%r13, %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	snprintf@PLT
	leaq	.LC121(%rip), %rax
	movq	%r13, (%rsp)
	movl	$60, %r9d
	pushq	$64
	.cfi_def_cfa_offset 488
	movl	$120, %r8d
	movl	$60, %ecx
	movq	%r14, %rsi
	pushq	$126
	.cfi_def_cfa_offset 496
	movl	$92, %edx
	movq	%rbx, %rdi
	pushq	%r15
	.cfi_def_cfa_offset 504
	pushq	%rax
	.cfi_def_cfa_offset 512
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	128(%rsp), %rax
	addq	$48, %rsp
	.cfi_def_cfa_offset 464
	movq	%r13, %rdi
	leaq	.LC123(%rip), %rdx
	movl	$160, %esi
	movq	40(%rax), %rcx
	subq	32(%rax), %rcx
	xorl	%eax, %eax
	call	snprintf@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 472
	movl	$78, %ecx
	leaq	.LC118(%rip), %rax
	pushq	%r13
	.cfi_def_cfa_offset 480
	movl	$78, %r9d
	movl	$92, %edx
	movq	%r14, %rsi
	pushq	$82
	.cfi_def_cfa_offset 488
	movl	$120, %r8d
	movq	%rbx, %rdi
	pushq	$126
	.cfi_def_cfa_offset 496
	pushq	%r15
	.cfi_def_cfa_offset 504
	pushq	%rax
	.cfi_def_cfa_offset 512
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	.cfi_def_cfa_offset 464
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	fmt_us.constprop.0
	movq	72(%rsp), %rcx
	movl	$160, %esi
	movq	%r13, %rdi
	movq	%rax, %r8
	leaq	.LC124(%rip), %rdx
	xorl	%eax, %eax
	subq	$1, %rcx
	call	snprintf@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 472
	movl	$96, %ecx
	leaq	.LC28(%rip), %rax
	pushq	%r13
	.cfi_def_cfa_offset 480
	movl	$96, %r9d
	movl	$92, %edx
	movq	%r14, %rsi
	pushq	$100
	.cfi_def_cfa_offset 488
	movl	$120, %r8d
	movq	%rbx, %rdi
	pushq	$126
	.cfi_def_cfa_offset 496
	pushq	%rax
	.cfi_def_cfa_offset 504
	leaq	.LC120(%rip), %rax
	pushq	%rax
	.cfi_def_cfa_offset 512
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	.cfi_def_cfa_offset 464
	movq	%rbx, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC105(%rip), %rdi
	call	fwrite@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L830:
	addq	$408, %rsp
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
.L879:
	.cfi_restore_state
	cvttsd2siq	%xmm3, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm3, %xmm4
	movsd	.LC45(%rip), %xmm5
	andnpd	%xmm3, %xmm1
	movsd	24(%rsp), %xmm6
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm3
	orpd	%xmm1, %xmm3
	mulsd	%xmm2, %xmm3
	comisd	%xmm3, %xmm6
	jnb	.L855
.L880:
	leaq	208(%rsp), %rbp
	jmp	.L861
	.p2align 4,,10
	.p2align 3
.L878:
	cvttsd2siq	%xmm1, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm1, %xmm4
	movsd	.LC45(%rip), %xmm5
	andnpd	%xmm1, %xmm2
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm1
	orpd	%xmm2, %xmm1
	jmp	.L851
	.p2align 4,,10
	.p2align 3
.L852:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L853
	.p2align 4,,10
	.p2align 3
.L849:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L850
	.p2align 4,,10
	.p2align 3
.L847:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L848
	.p2align 4,,10
	.p2align 3
.L836:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L837
	.p2align 4,,10
	.p2align 3
.L834:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 128(%rsp)
	jmp	.L835
	.p2align 4,,10
	.p2align 3
.L832:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L833
	.p2align 4,,10
	.p2align 3
.L869:
	xorl	%ebp, %ebp
	movq	%rbp, %xmm3
	jmp	.L839
.L868:
	orl	$-1, %eax
	jmp	.L830
	.cfi_endproc
.LFE115:
	.size	timeline_writer, .-timeline_writer
	.p2align 4
	.type	ratio_text.constprop.0.isra.0, @function
ratio_text.constprop.0.isra.0:
.LFB210:
	.cfi_startproc
	movslq	%edx, %rdx
	movslq	%r8d, %r8
	movq	%rsi, %rax
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	leaq	(%rdx,%rdx,4), %rdx
	movq	%rdi, %rbx
	salq	$4, %rdx
	addq	%rsi, %rdx
	leaq	(%r8,%r8,4), %rsi
	salq	$4, %rsi
	addq	%rsi, %rax
	cmpl	$-1, %r9d
	je	.L896
	movslq	%r9d, %r9
	movq	8(%rax,%r9,8), %rax
.L884:
	cmpl	$-1, %ecx
	je	.L897
	movslq	%ecx, %rcx
	movq	8(%rdx,%rcx,8), %rdx
.L886:
	testq	%rax, %rax
	jne	.L887
	movq	%rbx, %rdi
	pxor	%xmm0, %xmm0
	movl	$32, %esi
	movl	$1, %eax
	leaq	.LC59(%rip), %rdx
	call	snprintf@PLT
	leaq	.LC58(%rip), %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L887:
	.cfi_restore_state
	testq	%rdx, %rdx
	js	.L889
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
	testq	%rax, %rax
	js	.L891
.L899:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L892:
	divsd	%xmm1, %xmm0
	comisd	.LC60(%rip), %xmm0
	jb	.L898
	leaq	.LC61(%rip), %rdx
	movl	$32, %esi
	movq	%rbx, %rdi
	movl	$1, %eax
	call	snprintf@PLT
.L894:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L889:
	.cfi_restore_state
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rax, %rax
	jns	.L899
.L891:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L892
	.p2align 4,,10
	.p2align 3
.L897:
	movq	56(%rdx), %rdx
	jmp	.L886
	.p2align 4,,10
	.p2align 3
.L896:
	movq	56(%rax), %rax
	jmp	.L884
.L898:
	leaq	.LC59(%rip), %rdx
	movl	$32, %esi
	movq	%rbx, %rdi
	movl	$1, %eax
	call	snprintf@PLT
	jmp	.L894
	.cfi_endproc
.LFE210:
	.size	ratio_text.constprop.0.isra.0, .-ratio_text.constprop.0.isra.0
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
	movq	80(%rdi), %r12
	movq	(%rdi), %rcx
	movq	48(%rdi), %r8
	movq	56(%rdi), %r9
	cmpq	%r13, %r15
	jnb	.L900
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
	jmp	.L910
	.p2align 4,,10
	.p2align 3
.L920:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L905:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L904:
	cmpq	%r15, %rbp
	jnb	.L900
.L910:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L902
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L902
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L919
.L902:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L905
	cmpq	%rax, %rbx
	jnb	.L906
	addq	%r8, %rdx
.L907:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L920
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L905
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
	jmp	.L905
	.p2align 4,,10
	.p2align 3
.L906:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L907
	.p2align 4,,10
	.p2align 3
.L900:
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
.L919:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L903:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L903
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L904
	.cfi_endproc
.LFE37:
	.size	run_closed, .-run_closed
	.section	.rodata.str1.8
	.align 8
.LC125:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC126:
	.string	"unexpected argument '%s': %s"
.LC127:
	.string	"see bench --help"
.LC128:
	.string	"unknown option '%s': %s"
.LC129:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC130:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC131:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC132:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC133:
	.string	"at most 1000 characters"
.LC134:
	.string	"%s: the value is too long: %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB211:
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
	movq	%rcx, 24(%rsp)
	testl	%esi, %esi
	jle	.L947
	movl	%esi, 32(%rsp)
	xorl	%ebp, %ebp
	.p2align 4,,10
	.p2align 3
.L922:
	movslq	%ebp, %rax
	leaq	0(,%rax,8), %rdx
	movq	%rdx, 16(%rsp)
	movq	8(%rsp), %rdx
	movq	(%rdx,%rax,8), %r12
	cmpb	$45, (%r12)
	jne	.L951
	cmpb	$104, 1(%r12)
	jne	.L951
	leaq	.LC114(%rip), %rax
	cmpb	$0, 2(%r12)
	movl	$-1, %ebx
	movq	%rax, (%rsp)
	jne	.L951
.L925:
	leaq	OPTIONS(%rip), %r13
	movl	%ebx, %r14d
	xorl	%r15d, %r15d
	movq	0(%r13), %rcx
	testl	%r14d, %r14d
	je	.L968
.L928:
	addl	$1, %r15d
	cmpl	$20, %r15d
	je	.L927
	movq	(%rsp), %rdi
	movq	112(%r13), %rsi
	addq	$112, %r13
	call	strcmp@PLT
	movq	0(%r13), %rcx
	movl	%eax, %r14d
	testl	%r14d, %r14d
	jne	.L928
.L968:
	movslq	%r15d, %r15
	leaq	OPTIONS(%rip), %rdi
	leaq	0(,%r15,8), %rax
	subq	%r15, %rax
	salq	$4, %rax
	addq	%rdi, %rax
	movl	8(%rax), %esi
	cmpl	$2, %esi
	je	.L969
	cmpl	$1, %esi
	je	.L970
	addl	$1, %ebp
	cmpl	%ebp, 32(%rsp)
	je	.L971
	movq	8(%rsp), %rax
	movq	16(%rsp), %rcx
	movq	8(%rax,%rcx), %r13
	cmpb	$45, 0(%r13)
	jne	.L953
	cmpb	$104, 1(%r13)
	jne	.L953
	leaq	.LC114(%rip), %rdx
	cmpb	$0, 2(%r13)
	movl	$-1, %eax
	movq	%rdx, 16(%rsp)
	jne	.L953
.L938:
	leaq	112+OPTIONS(%rip), %r15
	movl	%ebx, 36(%rsp)
	movq	%r15, %rbx
	testl	%eax, %eax
	je	.L972
.L941:
	leaq	2240+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	je	.L940
	movq	(%rbx), %rsi
	movq	16(%rsp), %rdi
	addq	$112, %rbx
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L941
.L972:
	movq	24(%rsp), %rdi
	movq	%r13, %r8
	movq	%r12, %rcx
	movl	$2048, %esi
	leaq	.LC132(%rip), %rdx
	call	snprintf@PLT
.L933:
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
.L940:
	.cfi_restore_state
	movq	%r13, %rdi
	movl	36(%rsp), %ebx
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L973
	testl	%ebx, %ebx
	je	.L974
.L944:
	addl	$1, %r14d
	cmpl	$20, %r14d
	je	.L932
	movq	(%r15), %rsi
	movq	(%rsp), %rdi
	addq	$112, %r15
	call	strcmp@PLT
	movl	%eax, %ebx
	testl	%ebx, %ebx
	jne	.L944
.L974:
	movslq	%r14d, %rdx
	leaq	OPTIONS(%rip), %rax
	leaq	0(,%rdx,8), %rbx
	subq	%rdx, %rbx
	salq	$4, %rbx
	addq	%rax, %rbx
	movq	48(%rbx), %rax
	testq	%rax, %rax
	je	.L932
	movq	40(%rsp), %r14
	movq	24(%rsp), %rcx
	movq	%r13, %rdx
	movq	%rbx, %rsi
	movl	$2048, %r8d
	movq	%r14, %rdi
	call	*%rax
	testl	%eax, %eax
	jne	.L933
	movq	64(%rbx), %rax
	testq	%rax, %rax
	je	.L935
	movl	$1, (%r14,%rax)
.L935:
	addl	$1, %ebp
	cmpl	%ebp, 32(%rsp)
	jg	.L922
.L947:
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
.L951:
	.cfi_restore_state
	leaq	.LC115(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	movq	%r12, (%rsp)
	movl	%eax, %ebx
	jmp	.L925
	.p2align 4,,10
	.p2align 3
.L970:
	movq	24(%rsp), %rcx
	movq	40(%rsp), %rdi
	xorl	%edx, %edx
	movq	%rax, %rsi
	movl	$2048, %r8d
	call	*48(%rax)
	jmp	.L935
	.p2align 4,,10
	.p2align 3
.L953:
	leaq	.LC115(%rip), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
	movq	%r13, 16(%rsp)
	jmp	.L938
	.p2align 4,,10
	.p2align 3
.L927:
	cmpb	$45, (%r12)
	je	.L975
.L952:
	movq	24(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC125(%rip), %r8
	leaq	.LC126(%rip), %rdx
	call	snprintf@PLT
	jmp	.L933
	.p2align 4,,10
	.p2align 3
.L975:
	cmpb	$45, 1(%r12)
	jne	.L952
	.p2align 4,,10
	.p2align 3
.L932:
	movq	24(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC127(%rip), %r8
	leaq	.LC128(%rip), %rdx
	call	snprintf@PLT
	jmp	.L933
.L969:
	movq	24(%rsp), %rdi
	leaq	.LC129(%rip), %r8
	leaq	.LC130(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L933
.L971:
	movq	24(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC127(%rip), %r8
	leaq	.LC131(%rip), %rdx
	call	snprintf@PLT
	jmp	.L933
.L973:
	movq	24(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC133(%rip), %r8
	leaq	.LC134(%rip), %rdx
	call	snprintf@PLT
	jmp	.L933
	.cfi_endproc
.LFE211:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.1
.LC135:
	.string	"out of memory"
.LC136:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC137:
	.string	"--scenario %s is the lab's: run ./lab --scenario %s"
	.align 8
.LC138:
	.string	"--scenario '%s' is not valid: use "
	.section	.rodata.str1.1
.LC139:
	.string	", "
.LC140:
	.string	" or "
.LC141:
	.string	"feed-10ms-stall"
.LC142:
	.string	"light-load"
	.text
	.p2align 4
	.type	apply_scenario.constprop.0, @function
apply_scenario.constprop.0:
.LFB213:
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
	leaq	SCENARIOS(%rip), %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rdi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	xorl	%ebp, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	subq	$296, %rsp
	.cfi_def_cfa_offset 352
	movq	%rdx, (%rsp)
.L977:
	movq	0(%r13), %rax
	movq	%rbx, %rdi
	movq	%rax, %rsi
	movq	%rax, 8(%rsp)
	call	strcmp@PLT
	movl	%eax, %r15d
	testl	%eax, %eax
	je	.L999
	addl	$1, %ebp
	addq	$24, %r13
	cmpl	$3, %ebp
	jne	.L977
	movq	%rbx, %rsi
	leaq	LAB_SCENARIO_NAMES(%rip), %rdi
	call	word_in
	testq	%rax, %rax
	je	.L1000
	movq	(%rsp), %rdi
	movq	%rbx, %r8
	movq	%rbx, %rcx
	movl	$2048, %esi
	leaq	.LC137(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
.L988:
	movl	$-1, %eax
	jmp	.L976
	.p2align 4,,10
	.p2align 3
.L999:
	movq	344(%r12), %rdi
	movslq	%ebp, %rbp
	movq	$0, 24(%rsp)
	call	free@PLT
	leaq	0(%rbp,%rbp,2), %rax
	leaq	SCENARIOS(%rip), %rcx
	movq	16(%rcx,%rax,8), %rdi
	call	strdup@PLT
	movq	%rax, 344(%r12)
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L1001
	leaq	24(%rsp), %r13
	leaq	.LC29(%rip), %r14
	movq	%r13, %rdx
	movq	%r14, %rsi
	leaq	32(%rsp), %rbx
	call	strtok_r@PLT
	testq	%rax, %rax
	je	.L981
	movl	$1, %r15d
	leaq	32(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L982:
	xorl	%edi, %edi
	movq	%r13, %rdx
	movq	%r14, %rsi
	movq	%rax, -8(%rbx,%r15,8)
	call	strtok_r@PLT
	movq	%r15, %rdi
	testq	%rax, %rax
	setne	%sil
	cmpl	$31, %r15d
	setle	%dl
	addq	$1, %r15
	testb	%dl, %sil
	jne	.L982
	movl	%edi, %r15d
.L981:
	movq	8(%rsp), %xmm0
	movq	%rbx, %rdx
	movl	%r15d, %esi
	movq	%r12, %rdi
	leaq	SCENARIOS(%rip), %rcx
	leaq	0(%rbp,%rbp,2), %rax
	movhps	8(%rcx,%rax,8), %xmm0
	movups	%xmm0, 328(%r12)
	call	mark_given
	movq	(%rsp), %rcx
	movq	%rbx, %rdx
	movl	%r15d, %esi
	movq	%r12, %rdi
	call	apply_args.constprop.0
.L976:
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
.L1000:
	.cfi_restore_state
	movq	(%rsp), %r14
	movq	%rbx, %rcx
	leaq	.LC138(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%r14, %rdi
	call	snprintf@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jle	.L988
	movslq	%eax, %rdi
	cmpl	$2047, %eax
	jg	.L988
	movl	$2048, %ebp
	leaq	.LC51(%rip), %r12
	leaq	.LC139(%rip), %r8
	xorl	%eax, %eax
	movq	%rbp, %rsi
	leaq	.LC86(%rip), %rcx
	movq	%r12, %rdx
	subq	%rdi, %rsi
	addq	%r14, %rdi
	call	snprintf@PLT
	leal	9(%rbx), %eax
	movslq	%eax, %rdi
	cmpl	$2047, %eax
	jg	.L988
	movq	%rbp, %rsi
	leaq	.LC140(%rip), %r8
	movq	%r12, %rdx
	xorl	%eax, %eax
	subq	%rdi, %rsi
	leaq	.LC141(%rip), %rcx
	addq	%r14, %rdi
	addl	$28, %ebx
	call	snprintf@PLT
	movslq	%ebx, %rax
	cmpl	$2047, %ebx
	jg	.L988
	addq	%rax, %r14
	movq	%rbp, %rsi
	leaq	.LC5(%rip), %r8
	movq	%r12, %rdx
	subq	%rax, %rsi
	movq	%r14, %rdi
	leaq	.LC142(%rip), %rcx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L988
.L1001:
	movq	(%rsp), %rdi
	leaq	.LC135(%rip), %r8
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC136(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	orl	$-1, %eax
	jmp	.L976
	.cfi_endproc
.LFE213:
	.size	apply_scenario.constprop.0, .-apply_scenario.constprop.0
	.p2align 4
	.type	lattice_dist, @function
lattice_dist:
.LFB70:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L1018
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
	xorl	%ebx, %ebx
	subq	$8, %rsp
	.cfi_def_cfa_offset 64
	jmp	.L1003
	.p2align 4,,10
	.p2align 3
.L1007:
	imulq	%rbx, %r15
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%r12)
	movq	$0, 8(%rdi)
	movq	%r15, (%rdi)
	movq	$1, 16(%rdi)
	movq	%r14, 24(%rdi)
.L1005:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L1021
.L1003:
	movq	16(%rbp), %rax
	movq	0(%rbp), %r15
	movq	(%rax,%rbx,8), %r14
	testq	%r14, %r14
	je	.L1005
	movl	24(%r12), %eax
	testl	%eax, %eax
	jne	.L1005
	movq	8(%r12), %rsi
	movq	(%r12), %rdi
	cmpq	16(%r12), %rsi
	jne	.L1007
	testq	%rsi, %rsi
	je	.L1011
	leaq	(%rsi,%rsi), %r13
	salq	$6, %rsi
.L1008:
	call	realloc@PLT
	movq	%rax, %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	sete	%al
	movl	%eax, 24(%r12)
	je	.L1005
	movq	%rdi, (%r12)
	movq	8(%r12), %rsi
	movq	%r13, 16(%r12)
	jmp	.L1007
	.p2align 4,,10
	.p2align 3
.L1021:
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
.L1011:
	.cfi_restore_state
	movl	$512, %esi
	movl	$16, %r13d
	jmp	.L1008
	.p2align 4,,10
	.p2align 3
.L1018:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE70:
	.size	lattice_dist, .-lattice_dist
	.section	.rodata.str1.1
.LC143:
	.string	"ok %s\n"
.LC144:
	.string	"%s"
.LC145:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB169:
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
	subq	$200, %rsp
	.cfi_def_cfa_offset 256
	orq	%rdx, %rax
	movq	%rdi, 40(%rsp)
	je	.L1034
	movq	%r12, (%rsp)
	pxor	%xmm0, %xmm0
	movq	%r8, %rdi
	movq	%rcx, %rsi
	movq	%r13, 8(%rsp)
	xorl	%ebp, %ebp
	leaq	191(%rsp), %r15
	movabsq	$-3689348814741910323, %r9
	movaps	%xmm0, 144(%rsp)
	movq	%r15, %r8
	movl	$5, %ebx
	movabsq	$-3689348814741910324, %r14
	movaps	%xmm0, 160(%rsp)
	movaps	%xmm0, 176(%rsp)
	.p2align 4,,10
	.p2align 3
.L1027:
	movq	%rsi, %rcx
	movq	%rsi, %r13
	addq	%rdi, %rcx
	adcq	$0, %rcx
	xorl	%r11d, %r11d
	movq	%rcx, %rax
	mulq	%r9
	movq	%rdx, %rax
	andq	$-4, %rdx
	shrq	$2, %rax
	addq	%rax, %rdx
	movq	%rsi, %rax
	subq	%rdx, %rcx
	movq	%rdi, %rdx
	subq	%rcx, %rax
	movq	%rcx, %r10
	sbbq	%r11, %rdx
	subq	$1, %r8
	movq	%rdx, %rcx
	movq	%rax, %rdx
	imulq	%r14, %rdx
	imulq	%r9, %rcx
	addq	%rdx, %rcx
	mulq	%r9
	addq	%rcx, %rdx
	movq	%rax, %rcx
	andl	$1, %ecx
	shrdq	$1, %rdx, %rax
	imulq	%rbx, %rcx
	movq	%rax, %rsi
	movl	$9, %eax
	shrq	%rdx
	cmpq	%r13, %rax
	movq	%rbp, %rax
	leal	48(%rcx,%r10), %ecx
	movb	%cl, (%r8)
	movq	%rdi, %rcx
	movq	%rdx, %rdi
	sbbq	%rcx, %rax
	jc	.L1027
	leaq	96(%rsp), %rbp
	movq	%r8, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC144(%rip), %rbx
	movq	%rbp, %rdi
	movq	(%rsp), %r12
	movq	8(%rsp), %r13
	movq	%rbx, %rdx
	call	snprintf@PLT
	movq	%r15, (%rsp)
	pxor	%xmm0, %xmm0
	xorl	%r10d, %r10d
	movaps	%xmm0, 144(%rsp)
	movl	$5, %r9d
	movabsq	$-3689348814741910323, %rdi
	movabsq	$-3689348814741910324, %r11
	movaps	%xmm0, 160(%rsp)
	movl	$9, %r8d
	movaps	%xmm0, 176(%rsp)
	.p2align 4,,10
	.p2align 3
.L1030:
	movq	%r12, %rcx
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
	movq	%rax, 16(%rsp)
	movq	%rdx, %rcx
	movq	%rdx, 24(%rsp)
	movq	%rax, %rdx
	movq	16(%rsp), %rax
	imulq	%r11, %rdx
	subq	$1, (%rsp)
	movq	(%rsp), %rsi
	imulq	%rdi, %rcx
	addq	%rdx, %rcx
	mulq	%rdi
	addq	%rcx, %rdx
	movq	%rax, %rcx
	andl	$1, %ecx
	shrdq	$1, %rdx, %rax
	imulq	%r9, %rcx
	shrq	%rdx
	leal	48(%rcx,%r14), %ecx
	movb	%cl, (%rsi)
	movq	%r12, %rsi
	movq	%r13, %rcx
	movq	%rax, %r12
	cmpq	%rsi, %r8
	movq	%r10, %rax
	movq	%rdx, %r13
	sbbq	%rcx, %rax
	jc	.L1030
	movq	(%rsp), %r15
	leaq	48(%rsp), %r12
	movq	%rbx, %rdx
	xorl	%eax, %eax
	movl	$48, %esi
	movq	%r12, %rdi
	movq	%r15, %rcx
	call	snprintf@PLT
	movq	40(%rsp), %rsi
	movq	%rbp, %rcx
	movq	%r12, %rdx
	leaq	.LC145(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1022:
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
.L1034:
	.cfi_restore_state
	movq	40(%rsp), %rsi
	leaq	.LC143(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1022
	.cfi_endproc
.LFE169:
	.size	expect, .-expect
	.section	.rodata.str1.8
	.align 8
.LC146:
	.string	"CHECK FAILED rep=%u %s %s expected=%s actual=%s\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB72:
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
	xorl	%ebx, %ebx
	subq	$200, %rsp
	.cfi_def_cfa_offset 256
	movdqu	(%rax), %xmm2
	movl	%esi, 20(%rsp)
	movq	264(%rsp), %rdi
	movq	256(%rsp), %rsi
	movq	%rdx, 24(%rsp)
	movq	%r8, %rdx
	movq	%rcx, 32(%rsp)
	movq	%r9, %rcx
	xorq	%rsi, %rdx
	xorq	%rdi, %rcx
	orq	%rcx, %rdx
	setne	%dl
	sete	%bl
	movzbl	%dl, %edx
	movq	%rbx, %xmm0
	movq	%rdx, %xmm1
	punpcklqdq	%xmm1, %xmm0
	paddq	%xmm2, %xmm0
	movups	%xmm0, (%rax)
	je	.L1035
	leaq	191(%rsp), %rax
	pxor	%xmm0, %xmm0
	movq	%r8, %r12
	movq	%r9, %r13
	movq	%rax, 40(%rsp)
	movq	%rax, %r8
	movabsq	$-3689348814741910323, %r9
	movabsq	$-3689348814741910324, %rbp
	movaps	%xmm0, 144(%rsp)
	movaps	%xmm0, 160(%rsp)
	movaps	%xmm0, 176(%rsp)
	.p2align 4,,10
	.p2align 3
.L1039:
	movq	%rsi, %rcx
	movq	%rsi, %rbx
	addq	%rdi, %rcx
	adcq	$0, %rcx
	xorl	%r15d, %r15d
	movq	%rcx, %rax
	mulq	%r9
	movq	%rdx, %rax
	andq	$-4, %rdx
	shrq	$2, %rax
	addq	%rax, %rdx
	movq	%rsi, %rax
	subq	%rdx, %rcx
	movq	%rdi, %rdx
	subq	%rcx, %rax
	movq	%rcx, %r14
	sbbq	%r15, %rdx
	movq	%rax, (%rsp)
	subq	$1, %r8
	movq	%rdx, %rcx
	movq	%rdx, 8(%rsp)
	movq	%rax, %rdx
	movq	(%rsp), %rax
	imulq	%rbp, %rdx
	imulq	%r9, %rcx
	addq	%rdx, %rcx
	mulq	%r9
	addq	%rcx, %rdx
	movq	%rax, %rcx
	andl	$1, %ecx
	shrdq	$1, %rdx, %rax
	leaq	(%rcx,%rcx,4), %rcx
	movq	%rax, %rsi
	movl	$9, %eax
	shrq	%rdx
	leal	48(%rcx,%r14), %ecx
	cmpq	%rbx, %rax
	movl	$0, %eax
	movb	%cl, (%r8)
	movq	%rdi, %rcx
	movq	%rdx, %rdi
	sbbq	%rcx, %rax
	jc	.L1039
	leaq	96(%rsp), %rbp
	movq	%r8, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC144(%rip), %rbx
	movq	%rbp, %rdi
	movq	%r10, (%rsp)
	movabsq	$-3689348814741910324, %r15
	movq	%rbx, %rdx
	movq	%r11, 8(%rsp)
	call	snprintf@PLT
	movq	40(%rsp), %r14
	pxor	%xmm0, %xmm0
	xorl	%esi, %esi
	movq	%rbp, 40(%rsp)
	movl	$5, %r9d
	movabsq	$-3689348814741910323, %rdi
	movl	$9, %r8d
	movaps	%xmm0, 144(%rsp)
	movaps	%xmm0, 160(%rsp)
	movaps	%xmm0, 176(%rsp)
	.p2align 4,,10
	.p2align 3
.L1042:
	movq	%r12, %rcx
	movq	%r12, %rbp
	addq	%r13, %rcx
	adcq	$0, %rcx
	xorl	%r11d, %r11d
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
	movq	%rcx, %r10
	sbbq	%r11, %rdx
	movq	%rax, (%rsp)
	subq	$1, %r14
	movq	%rdx, %rcx
	movq	%rdx, 8(%rsp)
	movq	%rax, %rdx
	movq	(%rsp), %rax
	imulq	%r15, %rdx
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
	movq	%rsi, %rax
	leal	48(%rcx,%r10), %ecx
	movb	%cl, (%r14)
	movq	%r13, %rcx
	movq	%rdx, %r13
	sbbq	%rcx, %rax
	jc	.L1042
	leaq	48(%rsp), %r12
	movq	40(%rsp), %rbp
	movq	%r14, %rcx
	movq	%rbx, %rdx
	movl	$48, %esi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	32(%rsp), %rcx
	movl	20(%rsp), %esi
	xorl	%eax, %eax
	movq	24(%rsp), %rdx
	movq	%rbp, %r9
	movq	%r12, %r8
	leaq	.LC146(%rip), %rdi
	call	printf@PLT
.L1035:
	addq	$200, %rsp
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
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
.LFE72:
	.size	check, .-check
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB52:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L1061
	testq	%r8, %r8
	je	.L1061
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
	jne	.L1049
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L1064
.L1054:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L1049:
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
.L1061:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L1064:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L1056
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L1055:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	%rax, %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	sete	%al
	movl	%eax, 24(%rbx)
	je	.L1049
	movq	8(%rbx), %rsi
	movq	24(%rsp), %r8
	movq	%rdi, (%rbx)
	movq	16(%rsp), %rcx
	movq	8(%rsp), %rdx
	movq	%r15, 16(%rbx)
	jmp	.L1054
	.p2align 4,,10
	.p2align 3
.L1056:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L1055
	.cfi_endproc
.LFE52:
	.size	dist_add, .-dist_add
	.p2align 4
	.type	closed_form, @function
closed_form:
.LFB63:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	$36, %ecx
	movq	%rdi, %r15
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
	subq	$248, %rsp
	.cfi_def_cfa_offset 304
	movq	80(%rdi), %rax
	movq	(%rdi), %rbp
	movaps	%xmm0, 80(%rsp)
	movq	%rax, 40(%rsp)
	movq	48(%rdi), %rax
	movaps	%xmm0, 96(%rsp)
	movq	%rax, 16(%rsp)
	movq	136(%rdi), %rax
	movq	%rsi, %rdi
	movaps	%xmm0, 112(%rsp)
	movq	%rax, 24(%rsp)
	subq	$1, %rax
	movq	%rax, 32(%rsp)
	xorl	%eax, %eax
	rep stosq
	movaps	%xmm0, 128(%rsp)
	movaps	%xmm0, 144(%rsp)
	movq	48(%r15), %r12
	movq	80(%r15), %rbx
	movaps	%xmm0, 160(%rsp)
	movq	136(%r15), %r8
	testq	%r12, %r12
	jne	.L1066
	leaq	176(%rsp), %r9
	movl	$16, %ecx
	xorl	%esi, %esi
	xorl	%r13d, %r13d
	movq	%r9, %rdi
	movq	%rsi, 64(%rsp)
	rep stosl
	xorl	%ecx, %ecx
	movq	%rcx, 72(%rsp)
.L1067:
	movq	200(%rsp), %rdx
	movq	(%r15), %rax
	leaq	112(%rsp), %rdi
	movq	%r9, 56(%rsp)
	imulq	216(%rsp), %rdx
	movq	208(%rsp), %rcx
	movq	%rdi, 8(%rsp)
	imulq	224(%rsp), %rcx
	movq	%rax, %rsi
	movq	%rax, 48(%rsp)
	addq	%rcx, %rdx
	movl	$1, %ecx
	subq	%rdx, %r8
	xorl	%edx, %edx
	call	dist_add
	movq	48(%rsp), %rax
	movq	56(%rsp), %r9
	addq	%rax, %r12
	subq	%rax, %rbx
	leaq	192(%rsp), %rax
	movq	%r12, 48(%rsp)
	movq	%r9, %r12
	movq	%rbx, 56(%rsp)
	movq	%rax, %rbx
.L1070:
	movq	24(%r12), %rcx
	movq	40(%r12), %r8
	testq	%rcx, %rcx
	je	.L1069
	testq	%r8, %r8
	je	.L1069
	movl	136(%rsp), %eax
	testl	%eax, %eax
	jne	.L1069
	movq	56(%rsp), %rdx
	movq	48(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	dist_add.part.0
.L1069:
	addq	$8, %r12
	cmpq	%r12, %rbx
	jne	.L1070
	movq	%r13, 248(%r14)
	testq	%r13, %r13
	je	.L1071
	movq	32(%rsp), %rax
	movq	72(%rsp), %rbx
	subq	%rbx, %rax
	cmpq	%rax, 64(%rsp)
	jnb	.L1088
.L1071:
	movq	40(%rsp), %rax
	movq	32(%rsp), %rbx
	imulq	%rbx, %rax
	addq	%rbp, %rax
.L1072:
	movq	24(%rsp), %r8
	leaq	80(%rsp), %rbx
	xorl	%edx, %edx
	movq	%rbp, %rsi
	movq	%rax, 264(%r14)
	movl	$1, %ecx
	movq	%rbx, %rdi
	subq	%r13, %r8
	call	dist_add
	movq	16(%rsp), %rsi
	xorl	%edx, %edx
	movq	%r13, %r8
	movl	$1, %ecx
	movq	%rbx, %rdi
	addq	%rbp, %rsi
	call	dist_add
	movq	248(%r14), %rax
	movq	264(%r14), %r13
	movl	104(%rsp), %edx
	orl	136(%rsp), %edx
	movq	%rax, 240(%r14)
	movq	%r13, 256(%r14)
	je	.L1073
	leaq	144(%rsp), %rbp
.L1077:
	orl	$-1, %r12d
.L1074:
	movq	%rbx, %rdi
	call	dist_free
	movq	8(%rsp), %rdi
	call	dist_free
	movq	%rbp, %rdi
	call	dist_free
	addq	$248, %rsp
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
.L1066:
	.cfi_restore_state
	xorl	%edx, %edx
	movq	%rbx, %rcx
	movq	%r12, %rax
	subq	(%r15), %rcx
	divq	%rcx
	leaq	184(%rsp), %rdi
	movl	$14, %ecx
	leaq	-1(%r8), %rsi
	cmpq	$1, %rdx
	sbbq	$0, %rax
	xorl	%edx, %edx
	movq	%rax, 64(%rsp)
	xorl	%eax, %eax
	rep stosl
	movq	64(%r15), %rax
	divq	%rbx
	movq	%rax, %rcx
	cmpq	%rax, %rsi
	jb	.L1078
	movq	56(%r15), %r9
	xorl	%edx, %edx
	movl	$1, %r13d
	movq	%r9, %rax
	divq	%rbx
	movq	%rax, %rdi
	cmpq	%rbx, %r9
	jb	.L1068
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%rdi
	leaq	1(%rax), %r13
.L1068:
	leaq	-1(%r13), %rax
	movq	64(%rsp), %rdx
	movq	$1, 224(%rsp)
	leaq	176(%rsp), %r9
	imulq	%rax, %rdi
	movq	%rax, 216(%rsp)
	movq	%r8, %rax
	addq	$1, %rdx
	movq	%rdx, 200(%rsp)
	leaq	(%rdi,%rcx), %rsi
	subq	%rsi, %rax
	movq	%rsi, 72(%rsp)
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	movq	%rax, 208(%rsp)
	jmp	.L1067
.L1078:
	xorl	%edx, %edx
	xorl	%r13d, %r13d
	leaq	176(%rsp), %r9
	movq	%rdx, 72(%rsp)
	jmp	.L1067
.L1088:
	movq	40(%rsp), %rax
	movq	24(%rsp), %rdx
	movq	16(%rsp), %rsi
	imulq	%rbx, %rax
	subq	%rbx, %rdx
	imulq	%rbp, %rdx
	addq	%rsi, %rax
	addq	%rdx, %rax
	jmp	.L1072
.L1073:
	movl	200(%r15), %edx
	movq	192(%r15), %rsi
	movq	%r14, %rcx
	movq	%rbx, %rdi
	leaq	144(%rsp), %rbp
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L1074
	movl	200(%r15), %edx
	movq	192(%r15), %rsi
	leaq	80(%r14), %rcx
	movq	8(%rsp), %rdi
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L1074
	cmpl	$0, 176(%r15)
	movq	(%r14), %rax
	movq	160(%r15), %rcx
	jne	.L1075
	movq	168(%r15), %rsi
.L1076:
	movq	%rsi, 272(%r14)
	leaq	144(%rsp), %rbp
	movq	%rbx, %rdi
	movq	%rbp, %rdx
	call	dist_correct
	cmpl	$0, 168(%rsp)
	jne	.L1077
	movl	200(%r15), %edx
	movq	192(%r15), %rsi
	leaq	160(%r14), %rcx
	movq	%rbp, %rdi
	call	dist_summarise
	movl	%eax, %r12d
	jmp	.L1074
.L1075:
	orq	$-1, %rsi
	cmpq	%rcx, %rax
	jb	.L1076
	xorl	%edx, %edx
	movl	$1, %esi
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	%r13, %rax
	divq	%rcx
	testq	%rax, %rax
	cmovne	%rax, %rsi
	jmp	.L1076
	.cfi_endproc
.LFE63:
	.size	closed_form, .-closed_form
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB113:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	$1, %eax
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
	subq	$280, %rsp
	.cfi_def_cfa_offset 336
	movdqu	(%rdi), %xmm1
	movdqu	16(%rdi), %xmm2
	movdqu	32(%rdi), %xmm3
	movdqu	48(%rdi), %xmm4
	movdqu	64(%rdi), %xmm5
	movdqu	80(%rdi), %xmm6
	movaps	%xmm1, 32(%rsp)
	movdqu	96(%rdi), %xmm7
	movdqu	112(%rdi), %xmm1
	movaps	%xmm2, 48(%rsp)
	movaps	%xmm3, 64(%rsp)
	movdqu	128(%rdi), %xmm2
	movdqu	144(%rdi), %xmm3
	movaps	%xmm4, 80(%rsp)
	movdqu	160(%rdi), %xmm4
	movaps	%xmm5, 96(%rsp)
	movdqu	176(%rdi), %xmm5
	movaps	%xmm6, 112(%rsp)
	movdqu	192(%rdi), %xmm6
	movaps	%xmm7, 128(%rsp)
	movaps	%xmm1, 144(%rsp)
	movaps	%xmm2, 160(%rsp)
	movaps	%xmm3, 176(%rsp)
	movaps	%xmm4, 192(%rsp)
	movaps	%xmm5, 208(%rsp)
	movaps	%xmm6, 224(%rsp)
	movdqu	224(%rdi), %xmm0
	movdqu	208(%rdi), %xmm7
	movaps	%xmm0, 256(%rsp)
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rdx)
	movups	%xmm0, 16(%rdx)
	movups	%xmm0, 32(%rdx)
	movq	48(%rdi), %r11
	movaps	%xmm7, 240(%rsp)
	testq	%r11, %r11
	je	.L1089
	cmpl	$0, 152(%rdi)
	movq	%rdi, %r10
	jne	.L1089
	cmpl	$0, 72(%rdi)
	movq	%rdx, %rbx
	jne	.L1091
	movq	%rsi, %rbp
	call	closed_form_gap
	testq	%rax, %rax
	je	.L1124
.L1091:
	movq	168(%rsp), %r13
	movl	$262144, %r14d
	cmpq	%r14, %r13
	cmovbe	%r13, %r14
	imulq	$24, %r14, %rdi
	movq	%r14, 168(%rsp)
	call	malloc@PLT
	movq	%rax, %r10
	movq	%rax, (%rbx)
	orl	$-1, %eax
	testq	%r10, %r10
	je	.L1089
	leaq	0(,%r14,8), %r12
	leaq	(%r10,%r12), %rbp
	addq	%rbp, %r12
	movq	%rbp, 8(%rbx)
	movq	%r12, 16(%rbx)
	testq	%r13, %r13
	je	.L1100
	movq	144(%rsp), %rsi
	movq	112(%rsp), %rdi
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	jmp	.L1094
	.p2align 4,,10
	.p2align 3
.L1098:
	addq	%rdi, %rcx
	cmpq	%r14, %rax
	jnb	.L1096
.L1094:
	movq	%rax, %r13
	movq	%rcx, %rdx
	addq	$1, %rax
	testq	%rsi, %rsi
	je	.L1097
	movq	-8(%rsi,%rax,8), %rdx
.L1097:
	movq	%rdx, -8(%r12,%rax,8)
	cmpq	$-1, %rdx
	jne	.L1098
	movq	%r13, 24(%rbx)
	movq	%r13, 168(%rsp)
	movq	%r12, 144(%rsp)
	testq	%r13, %r13
	jne	.L1109
.L1100:
	movq	32(%rbx), %rax
	movq	24(%rbx), %rcx
	cmpq	%rcx, %rax
	jnb	.L1101
	movq	96(%rsp), %rsi
	jmp	.L1102
	.p2align 4,,10
	.p2align 3
.L1103:
	addq	$1, %rax
	movq	%rax, 32(%rbx)
	cmpq	%rcx, %rax
	je	.L1101
.L1102:
	movq	0(%rbp,%rax,8), %rdx
	addq	(%r12,%rax,8), %rdx
	cmpq	%rdx, %rsi
	jnb	.L1103
	movq	%rax, 40(%rbx)
	cmpq	%rcx, %rax
	jnb	.L1108
	movq	32(%rsp), %rsi
	movq	%rax, %rdx
	jmp	.L1105
	.p2align 4,,10
	.p2align 3
.L1107:
	addq	$1, %rdx
	movq	%rdx, 40(%rbx)
	cmpq	%rcx, %rdx
	je	.L1108
.L1105:
	cmpq	0(%rbp,%rdx,8), %rsi
	jb	.L1107
.L1108:
	cmpq	%rcx, %rax
	setnb	%al
	movzbl	%al, %eax
.L1089:
	addq	$280, %rsp
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
.L1096:
	.cfi_restore_state
	movq	%rax, 24(%rbx)
	movq	%rax, %r13
	movq	%rax, 168(%rsp)
	movq	%r12, 144(%rsp)
.L1109:
	leaq	32(%rsp), %r14
	movq	%r14, %rdi
	call	default_shape
	testl	%eax, %eax
	je	.L1100
	xorl	%edx, %edx
	orq	$-1, %r15
	cmpq	$0, 80(%rsp)
	movq	%rdx, 24(%rsp)
	je	.L1099
	movq	96(%rsp), %r15
.L1099:
	leaq	16(%rsp), %rsi
	xorl	%r9d, %r9d
	movq	%r13, %r8
	xorl	%ecx, %ecx
	movq	%r10, %rdx
	movq	%r14, %rdi
	movq	%rsi, 8(%rsp)
	movq	%r15, 16(%rsp)
	call	run_closed
	movq	8(%rsp), %rsi
	xorl	%eax, %eax
	xorl	%r9d, %r9d
	movq	%r13, %r8
	xorl	%ecx, %ecx
	movq	%rbp, %rdx
	movq	%r14, %rdi
	movq	%rax, 24(%rsp)
	movq	%r15, 16(%rsp)
	call	run_open
	jmp	.L1100
.L1124:
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
	movq	%rax, 168(%rsp)
	jmp	.L1091
.L1101:
	movq	%rax, 40(%rbx)
	jmp	.L1108
	.cfi_endproc
.LFE113:
	.size	first_stall_window, .-first_stall_window
	.section	.rodata.str1.8
	.align 8
.LC147:
	.string	"no stall: ./lab draws a stall-free run's first second"
	.align 8
.LC148:
	.string	"no stall met by a catch-up closed loop"
	.align 8
.LC149:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC150:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC151:
	.string	"percentiles.svg"
.LC152:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC153:
	.string	"RESULT export timeline=none (%s)\n"
	.align 8
.LC154:
	.string	"bench: the export to %s failed (out of memory, too many distinct values, or the .hlog's check)\n"
	.text
	.p2align 4
	.type	export_bench, @function
export_bench:
.LFB116:
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
	subq	$328, %rsp
	.cfi_def_cfa_offset 384
	movl	24(%rdx), %eax
	movq	%rdi, 16(%rsp)
	movq	%rsi, 32(%rsp)
	movl	%r8d, 28(%rsp)
	movq	$0, 304(%rsp)
	movaps	%xmm0, 240(%rsp)
	movaps	%xmm0, 256(%rsp)
	movaps	%xmm0, 272(%rsp)
	movaps	%xmm0, 288(%rsp)
	movaps	%xmm0, 128(%rsp)
	movaps	%xmm0, 144(%rsp)
	movaps	%xmm0, 160(%rsp)
	movaps	%xmm0, 176(%rsp)
	cmpl	$3, %eax
	je	.L1205
	movq	%rdx, %rbx
	movq	%rcx, %rbp
	cmpl	$2, %eax
	je	.L1206
	movq	(%rcx), %r15
	movq	(%rdx), %rax
	leaq	128(%rsp), %r12
	testq	%r15, %r15
	je	.L1129
	movq	%rbx, 8(%rsp)
	xorl	%edx, %edx
	xorl	%r14d, %r14d
	movl	$1, %r13d
	leaq	128(%rsp), %r12
	movq	%rax, %rbx
	.p2align 4,,10
	.p2align 3
.L1130:
	movq	(%rbx,%r14,8), %rsi
	cmpq	%r13, %r15
	je	.L1131
	cmpq	%rsi, (%rbx,%r13,8)
	je	.L1132
.L1131:
	movq	%r13, %r8
	subq	%r14, %r8
	movq	%r13, %r14
	je	.L1132
	testl	%edx, %edx
	jne	.L1132
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%r12, %rdi
	call	dist_add.part.0
	movl	152(%rsp), %edx
.L1132:
	addq	$1, %r13
	cmpq	%r13, %r15
	jnb	.L1130
	movq	8(%rsp), %rbx
.L1129:
	leaq	160(%rsp), %rax
	movq	272(%rbp), %rsi
	movq	%r12, %rdi
	movq	%rax, %rdx
	movq	%rax, 8(%rsp)
	call	dist_correct
	movl	152(%rsp), %eax
	orl	184(%rsp), %eax
	jne	.L1135
	cmpl	$2, 24(%rbx)
	je	.L1207
	movq	0(%rbp), %rdx
	movq	(%rbx), %r15
	xorl	%r14d, %r14d
	leaq	240(%rsp), %r13
	testq	%rdx, %rdx
	je	.L1143
	movq	%rbx, 40(%rsp)
	movq	%r15, %rbx
	movq	%rdx, %r15
	jmp	.L1140
	.p2align 4,,10
	.p2align 3
.L1209:
	addq	$1, %r14
	cmpq	%r14, %r15
	je	.L1208
.L1140:
	movq	(%rbx,%r14,8), %rsi
	movl	$1, %edx
	movq	%r13, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L1209
.L1135:
	orl	$-1, %ebx
.L1149:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	je	.L1210
.L1163:
	movl	%ebx, %r14d
.L1159:
	movq	240(%rsp), %rdi
	call	free@PLT
	movq	264(%rsp), %rdi
	call	free@PLT
	movq	288(%rsp), %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	dist_free
	movq	8(%rsp), %rdi
	call	dist_free
.L1125:
	addq	$328, %rsp
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
.L1206:
	.cfi_restore_state
	leaq	128(%rsp), %r12
	leaq	32(%rdx), %rdi
	movq	%r12, %rsi
	call	lattice_dist
	jmp	.L1129
.L1207:
	leaq	240(%rsp), %r13
	leaq	32(%rbx), %rdi
	movq	%r13, %rsi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L1135
	leaq	264(%rsp), %rsi
	leaq	56(%rbx), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L1135
.L1142:
	leaq	192(%rsp), %rbx
	movl	$6, %ecx
	xorl	%eax, %eax
	movq	168(%rsp), %r13
	movq	%rbx, %rdi
	rep stosl
	movq	192(%rsp), %rdi
	testq	%r13, %r13
	je	.L1139
	movq	%rbp, 40(%rsp)
	movq	160(%rsp), %r15
	xorl	%r14d, %r14d
	.p2align 4,,10
	.p2align 3
.L1144:
	xorl	%ebp, %ebp
	xorl	%eax, %eax
	cmpq	$0, 16(%r15)
	movl	$1, %edx
	jne	.L1145
	jmp	.L1148
	.p2align 4,,10
	.p2align 3
.L1211:
	testb	%dl, %dl
	je	.L1148
.L1145:
	movq	8(%r15), %rax
	movq	(%r15), %rsi
	movq	%rbx, %rdi
	movq	24(%r15), %rdx
	imulq	%rbp, %rax
	addq	$1, %rbp
	subq	%rax, %rsi
	call	table_push
	testl	%eax, %eax
	sete	%dl
	cmpq	16(%r15), %rbp
	jb	.L1211
.L1148:
	addq	$1, %r14
	addq	$32, %r15
	cmpq	%r13, %r14
	jnb	.L1147
	testb	%dl, %dl
	jne	.L1144
.L1147:
	movq	40(%rsp), %rbp
	movq	192(%rsp), %rdi
	testl	%eax, %eax
	je	.L1139
	call	free@PLT
	jmp	.L1135
.L1210:
	movq	16(%rsp), %rdx
	movq	stderr(%rip), %rdi
	leaq	.LC154(%rip), %rsi
	call	fprintf@PLT
	jmp	.L1163
.L1208:
	movq	40(%rsp), %rbx
.L1143:
	movq	80(%rbp), %r15
	movq	8(%rbx), %r13
	xorl	%r14d, %r14d
	leaq	264(%rsp), %rbx
	testq	%r15, %r15
	jne	.L1141
	jmp	.L1142
	.p2align 4,,10
	.p2align 3
.L1212:
	addq	$1, %r14
	cmpq	%r14, %r15
	je	.L1142
.L1141:
	movq	0(%r13,%r14,8), %rsi
	movl	$1, %edx
	movq	%rbx, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L1212
	jmp	.L1135
.L1139:
	movq	200(%rsp), %r14
	movl	$16, %edx
	movq	%rdi, 40(%rsp)
	leaq	cmp_u64(%rip), %rcx
	movq	%r14, %rsi
	call	qsort@PLT
	testq	%r14, %r14
	movq	40(%rsp), %rdi
	je	.L1150
	xorl	%r13d, %r13d
	leaq	288(%rsp), %rax
	movq	%rbp, 48(%rsp)
	movq	%rdi, %r15
	movq	%rbx, 56(%rsp)
	movq	%r13, %rbp
	movq	%rdi, %rbx
	movq	%rax, %r13
	jmp	.L1151
	.p2align 4,,10
	.p2align 3
.L1213:
	testl	%eax, %eax
	jne	.L1172
.L1151:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	addq	$1, %rbp
	addq	$16, %rbx
	call	table_push
	cmpq	%r14, %rbp
	jb	.L1213
.L1172:
	movq	%r15, %rdi
	movl	%eax, 40(%rsp)
	movq	48(%rsp), %rbp
	movq	56(%rsp), %rbx
	call	free@PLT
	movl	40(%rsp), %eax
	testl	%eax, %eax
	jne	.L1135
.L1164:
	leaq	64(%rsp), %rax
	xorl	%r15d, %r15d
	leaq	240(%rsp), %r13
	movq	%rax, 40(%rsp)
.L1154:
	imulq	$10, %r15, %rax
	movq	40(%rsp), %rcx
	leaq	(%r15,%r15,2), %r14
	movq	16(%rsp), %rdi
	addq	%r13, %r14
	leaq	hgrm_writer(%rip), %rdx
	movq	24(%rbp,%rax), %rax
	movq	%rax, (%rcx,%r15)
	leaq	HGRM.3(%rip), %rax
	movq	%r14, %rcx
	movq	(%rax,%r15), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L1135
	cmpl	$0, 28(%rsp)
	jne	.L1153
.L1156:
	addq	$8, %r15
	cmpq	$24, %r15
	jne	.L1154
	leaq	.LC150(%rip), %rax
	movq	%r13, %xmm1
	movq	16(%rsp), %rdi
	movq	%rbx, %rcx
	movq	%rax, %xmm0
	leaq	NAMES.1(%rip), %rax
	leaq	spectrum_writer(%rip), %rdx
	movl	$3, 208(%rsp)
	punpcklqdq	%xmm1, %xmm0
	leaq	.LC151(%rip), %rsi
	movaps	%xmm0, 192(%rsp)
	movq	%rax, %xmm0
	movhps	40(%rsp), %xmm0
	movups	%xmm0, 216(%rsp)
	call	export_file
	movl	%eax, %r14d
	testl	%eax, %eax
	jne	.L1135
	movq	32(%rsp), %rdi
	movq	%rbx, %rdx
	movl	$20, %esi
	call	first_stall_window
	testl	%eax, %eax
	je	.L1214
	jle	.L1160
	movq	32(%rsp), %rax
	leaq	.LC148(%rip), %rsi
	leaq	.LC153(%rip), %rdi
	cmpq	$0, 48(%rax)
	leaq	.LC147(%rip), %rax
	cmove	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	192(%rsp), %rdi
	call	free@PLT
	jmp	.L1159
.L1153:
	leaq	VALUES.2(%rip), %rax
	movq	16(%rsp), %rdi
	movq	%r14, %rcx
	leaq	values_writer(%rip), %rdx
	movq	(%rax,%r15), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L1156
	jmp	.L1135
.L1214:
	movq	32(%rsp), %rax
	movq	16(%rsp), %rdi
	leaq	96(%rsp), %rcx
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC152(%rip), %rsi
	movq	%rbx, 104(%rsp)
	movq	%rax, 96(%rsp)
	movq	272(%rbp), %rax
	movq	%rax, 112(%rsp)
	call	export_file
	movq	192(%rsp), %rdi
	movl	%eax, %ebx
	call	free@PLT
	testl	%ebx, %ebx
	je	.L1159
	jmp	.L1149
.L1160:
	movq	192(%rsp), %rdi
	call	free@PLT
	jmp	.L1135
.L1205:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC149(%rip), %rdi
	orl	$-1, %r14d
	call	fwrite@PLT
	jmp	.L1125
.L1150:
	call	free@PLT
	jmp	.L1164
	.cfi_endproc
.LFE116:
	.size	export_bench, .-export_bench
	.section	.rodata.str1.1
.LC155:
	.string	"one"
.LC156:
	.string	"it"
	.section	.rodata.str1.8
	.align 8
.LC157:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC158:
	.string	"--stall %s us is not below --period %s us: random stalls of that mean would leave the server almost no time between them"
	.align 8
.LC159:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC160:
	.string	"the latencies have too many possible values"
	.section	.rodata.str1.1
.LC161:
	.string	"s"
.LC162:
	.string	"given"
.LC163:
	.string	"reference"
.LC164:
	.string	"closed-form"
.LC168:
	.string	"seed 000"
.LC169:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC170:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC171:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC172:
	.string	"--self-test"
.LC173:
	.string	"--scenario"
	.section	.rodata.str1.8
	.align 8
.LC174:
	.string	"option %s: its row carries its parser"
	.align 8
.LC175:
	.string	"option %s: a choice has its names, a refusal its words"
	.section	.rodata.str1.1
.LC177:
	.string	"hdr fixture corrected count"
.LC178:
	.string	"hdr fixture correct_co"
.LC179:
	.string	"hdr fixture corrected p50"
.LC180:
	.string	"hdr fixture corrected p90"
.LC181:
	.string	"hdr fixture corrected p99"
.LC182:
	.string	"hdr fixture corrected max"
.LC183:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC184:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC185:
	.string	"correction of one interval"
.LC186:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC187:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC188:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC189:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC190:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC191:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC192:
	.string	"corrected set without its terms, e %lu, values below %lu: fields that differ"
	.align 8
.LC193:
	.string	"the brute-force buffer was allocated"
	.section	.rodata.str1.1
.LC194:
	.string	" is refused"
.LC195:
	.string	"parse_time '%s'%s"
.LC196:
	.string	"QUICK"
.LC197:
	.string	"REPS"
.LC198:
	.string	"1"
.LC199:
	.string	"0"
	.section	.rodata.str1.8
	.align 8
.LC200:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC201:
	.string	"QUICK '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC202:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC203:
	.string	"REPS '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC204:
	.string	"out of memory reading the options%s%s"
	.section	.rodata.str1.1
.LC205:
	.string	"--duration"
.LC206:
	.string	"--requests"
	.section	.rodata.str1.8
	.align 8
.LC207:
	.string	"%s is the lab's, not the benchmark's: run ./lab %s ... (./build.sh builds it beside bench)"
	.align 8
.LC208:
	.string	"%s applies only with %s: add %s, or drop %s"
	.section	.rodata.str1.1
.LC209:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC210:
	.string	"both set the length of the run: "
	.align 8
.LC211:
	.string	"--duration and --requests %s%s"
	.section	.rodata.str1.1
.LC212:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC213:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC214:
	.string	"%s, from %s"
	.section	.rodata.str1.8
	.align 8
.LC215:
	.string	"shorten --duration or --interval"
	.align 8
.LC216:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC217:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC218:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC219:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.align 8
.LC220:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC221:
	.string	"shorten --duration or lengthen --interval"
	.section	.rodata.str1.1
.LC222:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC223:
	.string	"--scoreboard keeps every sample"
	.align 8
.LC224:
	.string	"the schedule has more than 8388608 requests, and %s: %s"
	.align 8
.LC225:
	.string	"--exact-by lattice does not apply: %s%s"
	.section	.rodata.str1.1
.LC226:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC227:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC228:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.section	.rodata.str1.1
.LC229:
	.string	"./lab runs the others"
	.section	.rodata.str1.8
	.align 8
.LC230:
	.string	"bench alone runs seed 000's one catch-up connection on a fixed schedule: %s%s"
	.align 8
.LC231:
	.string	"no closed form holds for this model (%s): bench alone checks every number against one; ./lab checks such a model against its reference simulation%s"
	.align 8
.LC232:
	.string	"--exact-by passes); bench alone takes auto, sorted or lattice"
	.align 8
.LC233:
	.string	"--exact-by passes: the passes route is the lab's (./lab %s%s"
	.align 8
.LC234:
	.string	"%lu requests: bench alone keeps every sample of this model, up to %d a client; run it with ./lab, which walks a longer run again in passes, or add --exact-by sorted to keep them all"
	.align 8
.LC235:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.align 8
.LC236:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC237:
	.string	"computing the expected outcome"
	.section	.rodata.str1.1
.LC238:
	.string	"set"
	.section	.rodata.str1.8
	.align 8
.LC239:
	.string	"bench: --export: the corrected %s holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC240:
	.string	"coordinated omission on a virtual clock (%s): closed loop, open loop, corrected\n"
	.section	.rodata.str1.1
.LC241:
	.string	"server: service %s us; "
.LC242:
	.string	"no stalls"
.LC243:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC244:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC245:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC246:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC247:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC248:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC249:
	.string	"\ncorrection: expected interval "
	.align 8
.LC250:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC251:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC252:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC253:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC254:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC255:
	.string	"closed form: does not apply: %s\nchecks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC256:
	.string	"route: lattice, exact counts on %lu ns steps (%lu values), %d requests a chunk"
	.align 8
.LC257:
	.string	"route: sorted, every sample kept and sorted"
	.align 8
.LC258:
	.string	"route: passes, none kept; each rep walks the run again until every percentile is found exactly"
	.section	.rodata.str1.1
.LC259:
	.string	"; 1 warmup + %u reps\n"
	.section	.rodata.str1.8
	.align 8
.LC260:
	.string	"; one walk, no warmup (--reps N: a warmup, then N timed reps)"
	.align 8
.LC261:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.section	.rodata.str1.1
.LC262:
	.string	" warmup"
.LC263:
	.string	"rep=%u%s set=%s"
.LC264:
	.string	" n=%lu"
	.globl	__udivmodti4
.LC265:
	.string	" slow=%lu sum_ns=%s\n"
.LC266:
	.string	" %s_ns=%lu"
.LC267:
	.string	"for a rep"
.LC268:
	.string	"slow"
.LC269:
	.string	"sum_ns"
.LC270:
	.string	"n"
.LC271:
	.string	"corrected"
.LC272:
	.string	"stalls"
.LC273:
	.string	"closed"
.LC274:
	.string	"open"
.LC275:
	.string	"last_completion_ns"
.LC276:
	.string	"for the report"
.LC277:
	.string	"%-*s %9s"
.LC278:
	.string	" %11s"
.LC279:
	.string	"slow %"
.LC280:
	.string	" %8s %8s"
.LC281:
	.string	"cv"
.LC282:
	.string	" %6s\n"
.LC283:
	.string	"%-*s %9lu"
	.globl	__divti3
.LC284:
	.string	"%lu.%04lu"
.LC285:
	.string	" %8lu %8s"
.LC286:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC287:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.align 8
.LC288:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC289:
	.string	"The recordings part at %s: the open loop reads %s there, %s times the closed loop's %s.\n"
	.align 8
.LC290:
	.string	"They part at p99: the open loop reads %s there, %s times the closed loop's %s"
	.section	.rodata.str1.1
.LC291:
	.string	"At p99 the two loops agree"
	.section	.rodata.str1.8
	.align 8
.LC292:
	.string	"At p99 the open loop reads %s, %s times the closed loop"
	.align 8
.LC293:
	.string	", and the correction at %s leaves the closed loop's p99 as it was.\n"
	.align 8
.LC294:
	.string	"; corrected at %s, the closed loop reads %s.\n"
	.align 8
.LC295:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC296:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s.\n"
	.align 8
.LC297:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.section	.rodata.str1.1
.LC298:
	.string	"RESULT set=%s"
	.section	.rodata.str1.8
	.align 8
.LC299:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.align 8
.LC300:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC301:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC302:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC303:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC304:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC305:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC306:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC307:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC308:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.align 8
.LC309:
	.string	"RESULT passes walks=%u guessed=%u of=%d\n"
	.section	.rodata.str1.1
.LC310:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC311:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.text
	.p2align 4
	.type	bench_main, @function
bench_main:
.LFB182:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	$67, %ecx
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
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
	movq	%r12, %rax
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movl	%edi, %ebx
	subq	$7416, %rsp
	.cfi_def_cfa_offset 7472
	movdqa	.LC165(%rip), %xmm0
	leaq	1616(%rsp), %rdi
	movq	%rdi, 64(%rsp)
	rep stosq
	movq	.LC167(%rip), %rax
	movaps	%xmm0, 1664(%rsp)
	movdqa	.LC166(%rip), %xmm0
	leaq	.LC86(%rip), %rdi
	movq	$100000, 1616(%rsp)
	movq	%rax, 1832(%rsp)
	leaq	.LC168(%rip), %rax
	movaps	%xmm0, 1776(%rsp)
	movq	%rax, %xmm4
	movq	%rdi, %xmm0
	movq	$500000000, 1680(%rsp)
	punpcklqdq	%xmm4, %xmm0
	movq	$200000, 1696(%rsp)
	movq	$1000000, 1808(%rsp)
	movq	$16384, 1824(%rsp)
	movups	%xmm0, 1944(%rsp)
	cmpl	$2, %ebx
	je	.L1737
	movl	$1, %r14d
	cmpl	$1, %ebx
	jle	.L1276
	.p2align 4,,10
	.p2align 3
.L1275:
	movslq	%r14d, %rax
	movq	0(%rbp,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L1558
	cmpb	$104, 1(%r15)
	jne	.L1558
	cmpb	$0, 2(%r15)
	jne	.L1558
	movl	$-1, %eax
	leaq	.LC114(%rip), %r15
.L1270:
	leaq	112+OPTIONS(%rip), %r13
	xorl	%r12d, %r12d
	testl	%eax, %eax
	je	.L1738
.L1702:
	addl	$1, %r12d
	cmpl	$20, %r12d
	je	.L1272
	movq	0(%r13), %rsi
	movq	%r15, %rdi
	addq	$112, %r13
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1702
.L1738:
	movslq	%r12d, %r12
	leaq	OPTIONS(%rip), %rdi
	leaq	0(,%r12,8), %rax
	subq	%r12, %rax
	salq	$4, %rax
	addq	%rdi, %rax
	movl	8(%rax), %edx
	testl	%edx, %edx
	jne	.L1739
	addl	$1, %r14d
.L1272:
	addl	$1, %r14d
	cmpl	%r14d, %ebx
	jg	.L1275
.L1276:
	leaq	.LC196(%rip), %rdi
	call	getenv@PLT
	leaq	.LC197(%rip), %rdi
	movq	%rax, %r12
	call	getenv@PLT
	movq	%rax, %r13
	testq	%r12, %r12
	je	.L1529
	leaq	.LC198(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	cmpb	$0, (%r12)
	movl	%eax, %r14d
	je	.L1278
	leaq	.LC199(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1740
.L1278:
	xorl	%eax, %eax
	testl	%r14d, %r14d
	sete	%al
.L1277:
	movl	%eax, 1968(%rsp)
	testq	%r13, %r13
	je	.L1280
	cmpb	$0, 0(%r13)
	jne	.L1741
.L1280:
	movslq	%ebx, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 48(%rsp)
	testq	%rax, %rax
	je	.L1742
	movq	64(%rsp), %rdi
	leaq	8(%rbp), %rdx
	leal	-1(%rbx), %esi
	call	mark_given
	cmpl	$1, %ebx
	jle	.L1530
	xorl	%r13d, %r13d
	movl	%ebx, 8(%rsp)
	xorl	%r12d, %r12d
	movl	$1, %r15d
	leaq	5360(%rsp), %rax
	movl	%r13d, 88(%rsp)
	movl	%r13d, 80(%rsp)
	movq	%rax, 56(%rsp)
	movq	%rbp, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L1295:
	movslq	%r15d, %rax
	leaq	0(,%rax,8), %rbx
	movq	%rbx, 32(%rsp)
	movq	16(%rsp), %rbx
	movq	(%rbx,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L1559
	cmpb	$104, 1(%r14)
	jne	.L1559
	cmpb	$0, 2(%r14)
	movl	$-1, %ecx
	leaq	.LC114(%rip), %r13
	jne	.L1559
.L1285:
	leaq	112+OPTIONS(%rip), %rbp
	xorl	%ebx, %ebx
	testl	%ecx, %ecx
	je	.L1743
.L1704:
	addl	$1, %ebx
	cmpl	$20, %ebx
	je	.L1725
	movq	0(%rbp), %rsi
	movq	%r13, %rdi
	addq	$112, %rbp
	call	strcmp@PLT
	movl	%eax, %ecx
	testl	%ecx, %ecx
	jne	.L1704
.L1743:
	movslq	%ebx, %rdx
	leaq	OPTIONS(%rip), %rbx
	leaq	0(,%rdx,8), %rax
	subq	%rdx, %rax
	salq	$4, %rax
	movl	8(%rbx,%rax), %esi
	testl	%esi, %esi
	jne	.L1725
	movl	%ecx, 72(%rsp)
	leal	1(%r15), %eax
	cmpl	%eax, 8(%rsp)
	jle	.L1287
	imulq	$112, %rdx, %rdx
	leaq	OPTIONS(%rip), %rax
	movl	$1, %ebx
	leaq	.LC205(%rip), %rsi
	movq	(%rax,%rdx), %r13
	movq	%r13, %rdi
	call	strcmp@PLT
	leaq	.LC206(%rip), %rsi
	movq	%r13, %rdi
	testl	%eax, %eax
	movl	80(%rsp), %eax
	cmove	%ebx, %eax
	movl	%eax, 80(%rsp)
	call	strcmp@PLT
	leaq	.LC173(%rip), %rsi
	movq	%r13, %rdi
	testl	%eax, %eax
	cmovne	88(%rsp), %ebx
	movl	%ebx, 88(%rsp)
	call	strcmp@PLT
	movq	16(%rsp), %rbx
	movq	32(%rsp), %rdi
	movq	%r14, %xmm0
	testl	%eax, %eax
	movl	72(%rsp), %ecx
	movq	8(%rbx,%rdi), %rsi
	movq	%rsi, %xmm5
	punpcklqdq	%xmm5, %xmm0
	je	.L1744
	movq	48(%rsp), %rbx
	movslq	%r12d, %rax
	movl	$1, %edx
	addl	$2, %r12d
	movups	%xmm0, (%rbx,%rax,8)
	leal	2(%r15), %eax
.L1293:
	movl	%eax, %r15d
	cmpl	%eax, 8(%rsp)
	jle	.L1556
	testb	%dl, %dl
	jne	.L1295
.L1556:
	movl	%r12d, 16(%rsp)
	testl	%ecx, %ecx
	je	.L1283
.L1726:
	movq	48(%rsp), %rdi
	call	free@PLT
.L1320:
	movq	56(%rsp), %rdi
	call	usage_error
	movl	%eax, %ebx
.L1316:
	movq	1960(%rsp), %rdi
	call	free@PLT
	movq	2144(%rsp), %rdi
	call	free@PLT
	jmp	.L1215
	.p2align 4,,10
	.p2align 3
.L1558:
	leaq	.LC115(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	jmp	.L1270
	.p2align 4,,10
	.p2align 3
.L1739:
	movq	(%rax), %rdi
	leaq	.LC114(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1272
	call	print_usage
.L1221:
	xorl	%ebx, %ebx
.L1215:
	addq	$7416, %rsp
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
.L1725:
	.cfi_restore_state
	leal	1(%r15), %eax
.L1287:
	movq	48(%rsp), %rbx
	movslq	%r12d, %rdx
	xorl	%ecx, %ecx
	addl	$1, %r12d
	movq	%r14, (%rbx,%rdx,8)
	movl	$1, %edx
	jmp	.L1293
	.p2align 4,,10
	.p2align 3
.L1559:
	leaq	.LC115(%rip), %rsi
	movq	%r14, %rdi
	movq	%r14, %r13
	call	strcmp@PLT
	movl	%eax, %ecx
	jmp	.L1285
.L1744:
	movq	56(%rsp), %rdx
	movq	64(%rsp), %rdi
	call	apply_scenario.constprop.0
	testl	%eax, %eax
	movl	%eax, %ecx
	leal	2(%r15), %eax
	sete	%dl
	jmp	.L1293
.L1737:
	movq	8(%rsi), %r13
	leaq	.LC169(%rip), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1745
	leaq	.LC172(%rip), %rsi
	movq	%r13, %rdi
	movl	$1, %r14d
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1275
	leaq	384(%rsp), %rdi
	leaq	1104(%rsp), %r9
	movl	$8, %ecx
	xorl	%r13d, %r13d
	movq	%rdi, 48(%rsp)
	leaq	5360(%rsp), %rbp
	leaq	OPTIONS(%rip), %r15
	rep stosl
	movl	$64, %ecx
	movq	%r9, %rdi
	movq	%r12, %rax
	rep stosq
	movq	%rbp, 56(%rsp)
	leaq	set_choice(%rip), %r14
	movl	%r13d, 8(%rsp)
	movq	%r9, 16(%rsp)
	jmp	.L1229
	.p2align 4,,10
	.p2align 3
.L1748:
	leaq	.LC173(%rip), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1223
	movq	%r13, %rcx
	leaq	.LC174(%rip), %rdx
	movq	%rbp, %rdi
	xorl	%eax, %eax
	movl	$96, %esi
	call	snprintf@PLT
	xorl	%ecx, %ecx
	testq	%rbx, %rbx
	movl	$1, %esi
	setne	%cl
	movq	%rbp, %rdi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movq	%r13, %rcx
	movl	$96, %esi
	movq	%rbp, %rdi
	movl	%eax, %r12d
	leaq	.LC175(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	xorl	%eax, %eax
	cmpq	%r14, %rbx
	je	.L1746
.L1227:
	leaq	set_flag(%rip), %rdi
	cmpq	%rdi, %rbx
	leaq	set_text(%rip), %rdi
	sete	%r8b
	cmpq	%rdi, %rbx
	leaq	set_time(%rip), %rdi
	sete	%dl
	orl	%edx, %r8d
	cmpq	%rdi, %rbx
	leaq	set_duration(%rip), %rdi
	sete	%dl
	orl	%edx, %r8d
	cmpq	%rdi, %rbx
	sete	%dl
	orl	%edx, %r8d
	movzbl	%r8b, %r8d
	orl	%eax, %r8d
	jne	.L1225
.L1507:
	xorl	%r8d, %r8d
	cmpq	$0, 88(%r15)
	setne	%r8b
.L1225:
	movslq	%r8d, %r8
	movl	$1, %esi
	xorl	%edx, %edx
	movq	%rbp, %rdi
	movq	%r8, %rcx
	sarq	$63, %r8
	addq	$112, %r15
	call	expect
	addl	%r12d, %eax
	addl	%eax, 8(%rsp)
	leaq	2240+OPTIONS(%rip), %rax
	cmpq	%rax, %r15
	je	.L1747
.L1229:
	cmpl	$2, 8(%r15)
	movq	48(%r15), %rbx
	movq	(%r15), %r13
	jne	.L1748
.L1223:
	movq	%r13, %rcx
	leaq	.LC174(%rip), %rdx
	movq	%rbp, %rdi
	xorl	%eax, %eax
	movl	$96, %esi
	call	snprintf@PLT
	xorl	%ecx, %ecx
	testq	%rbx, %rbx
	movl	$1, %esi
	sete	%cl
	movq	%rbp, %rdi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movq	%r13, %rcx
	movl	$96, %esi
	movq	%rbp, %rdi
	movl	%eax, %r12d
	leaq	.LC175(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$1, %r8d
	cmpq	%r14, %rbx
	jne	.L1225
	cmpq	$0, 96(%r15)
	je	.L1516
	movl	$1, %eax
	jmp	.L1227
.L1529:
	xorl	%eax, %eax
	jmp	.L1277
.L1740:
	testl	%r14d, %r14d
	je	.L1278
	leaq	5360(%rsp), %rdi
	leaq	.LC200(%rip), %r8
	movq	%r12, %rcx
	xorl	%eax, %eax
	leaq	.LC201(%rip), %rdx
	movl	$2048, %esi
	movq	%rdi, 56(%rsp)
	call	snprintf@PLT
	jmp	.L1320
.L1746:
	cmpq	$0, 96(%r15)
	jne	.L1507
.L1516:
	xorl	%r8d, %r8d
	jmp	.L1225
.L1741:
	leaq	3760(%rsp), %rax
	movl	$100000, %edx
	movl	$1, %esi
	movq	%r13, %rdi
	movq	%rax, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L1749
	movq	3760(%rsp), %rax
	movl	$1, 1984(%rsp)
	movl	%eax, 1832(%rsp)
	jmp	.L1280
.L1530:
	xorl	%r12d, %r12d
	leaq	5360(%rsp), %rax
	movl	%r12d, 80(%rsp)
	movl	%r12d, 16(%rsp)
	movl	%r12d, 88(%rsp)
	movq	%rax, 56(%rsp)
.L1283:
	movq	2136(%rsp), %rcx
	testq	%rcx, %rcx
	jne	.L1297
	leaq	OPTIONS(%rip), %r14
	xorl	%r15d, %r15d
	leaq	2004(%rsp), %r9
	movq	%r14, %r8
	movq	%r15, %rbx
	xchgq	%r8, %r9
.L1298:
	xorl	%edi, %edi
	cmpb	$0, (%r8,%rbx)
	movq	%rdi, 2160(%rsp)
	je	.L1300
	movq	32(%r9), %rcx
	testq	%rcx, %rcx
	jne	.L1750
.L1300:
	addq	$1, %rbx
	addq	$112, %r9
	cmpq	$20, %rbx
	jne	.L1298
	movl	88(%rsp), %ebx
	testl	%ebx, 80(%rsp)
	je	.L1751
	movq	56(%rsp), %rdi
	leaq	.LC209(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC210(%rip), %rcx
	leaq	.LC211(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1726
.L1750:
	leaq	3760(%rsp), %r15
	leaq	.LC144(%rip), %rdx
	movl	$128, %esi
	xorl	%eax, %eax
	movq	%r15, %rdi
	movq	%r8, 120(%rsp)
	leaq	.LC29(%rip), %r13
	movq	%r9, 112(%rsp)
	movq	%rcx, 72(%rsp)
	movq	%r15, 32(%rsp)
	call	snprintf@PLT
	leaq	2160(%rsp), %rax
	movq	%r13, %rsi
	movq	%r15, %rdi
	movq	%rax, %rdx
	movq	%rax, 8(%rsp)
	call	strtok_r@PLT
	movq	72(%rsp), %rcx
	movq	112(%rsp), %r9
	testq	%rax, %rax
	movq	120(%rsp), %r8
	je	.L1309
	movq	%rcx, 72(%rsp)
	xorl	%r12d, %r12d
	movq	%r9, 120(%rsp)
	movq	%r8, 240(%rsp)
	movq	%rbx, 112(%rsp)
	movq	%rax, %rbx
	.p2align 4,,10
	.p2align 3
.L1301:
	cmpb	$45, (%rbx)
	jne	.L1304
	cmpb	$104, 1(%rbx)
	jne	.L1304
	cmpb	$0, 2(%rbx)
	leaq	.LC114(%rip), %rax
	cmove	%rax, %rbx
.L1304:
	movq	%r14, %rbp
	xorl	%r15d, %r15d
.L1305:
	movq	0(%rbp), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1752
	addl	$1, %r15d
	addq	$112, %rbp
	cmpl	$20, %r15d
	jne	.L1305
	xorl	%eax, %eax
.L1306:
	movq	8(%rsp), %rdx
	movq	%r13, %rsi
	xorl	%edi, %edi
	orl	%eax, %r12d
	call	strtok_r@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	jne	.L1301
	movq	72(%rsp), %rcx
	movq	112(%rsp), %rbx
	movq	120(%rsp), %r9
	movq	240(%rsp), %r8
	testl	%r12d, %r12d
	jne	.L1300
.L1309:
	movq	%rcx, %rdi
	movl	$32, %esi
	movq	%rcx, %r12
	call	strchr@PLT
	leaq	.LC156(%rip), %r9
	movq	32(%rsp), %rsi
	movq	%r12, %rdi
	testq	%rax, %rax
	leaq	.LC155(%rip), %rax
	cmovne	%rax, %r9
	movslq	%ebx, %rax
	imulq	$112, %rax, %rax
	movq	(%r14,%rax), %r10
	call	alternatives.constprop.0
	pushq	%r11
	.cfi_def_cfa_offset 7480
	movl	$2048, %esi
	leaq	.LC208(%rip), %rdx
	pushq	%r10
	.cfi_def_cfa_offset 7488
	movq	72(%rsp), %rdi
	movq	%rax, %r8
	movq	%r10, %rcx
	xorl	%eax, %eax
	call	snprintf@PLT
	popq	%rbx
	.cfi_def_cfa_offset 7480
	popq	%rbp
	.cfi_def_cfa_offset 7472
	jmp	.L1726
.L1752:
	movslq	%r15d, %rdx
	xorl	%eax, %eax
	cmpb	$0, 2004(%rsp,%rdx)
	setne	%al
	jmp	.L1306
.L1745:
	leaq	5360(%rsp), %rdx
	leaq	3760(%rsp), %rsi
	leaq	2160(%rsp), %rdi
	call	estimate_ghz
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L1699
	movsd	5360(%rsp), %xmm3
	movl	$7, %esi
	movl	$4, %eax
	movsd	3760(%rsp), %xmm2
	movsd	2160(%rsp), %xmm1
	leaq	.LC170(%rip), %rdi
	call	printf@PLT
	jmp	.L1221
.L1747:
	movq	16(%rsp), %r9
	leaq	RANK.9(%rip), %rbx
	movl	8(%rsp), %r13d
	leaq	560(%rbx), %rbp
	movq	%r9, %r12
	.p2align 4,,10
	.p2align 3
.L1231:
	movq	24(%rbx), %r14
	movl	32(%rbx), %r8d
	movl	$99999, %esi
	xorl	%edi, %edi
	movq	%r14, %rax
	mulq	16(%rbx)
	testl	%r8d, %r8d
	jne	.L1230
	movl	$50000, %esi
	xorl	%edi, %edi
.L1230:
	addq	%rsi, %rax
	adcq	%rdi, %rdx
	xorl	%ecx, %ecx
	movq	%rax, %rdi
	movq	%rdx, %rsi
	movl	$100000, %edx
	call	__udivti3@PLT
	movl	$1, %edx
	movq	%r14, %rcx
	movq	(%rbx), %rdi
	testq	%rax, %rax
	movq	8(%rbx), %rsi
	cmove	%rdx, %rax
	cmpq	%r14, %rax
	cmovbe	%rax, %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	addq	$40, %rbx
	call	expect
	addl	%eax, %r13d
	cmpq	%rbp, %rbx
	jne	.L1231
	leaq	raw.8(%rip), %rbx
	movdqa	.LC176(%rip), %xmm0
	movq	%r12, %r9
	movq	%rbx, %rax
	leaq	80000(%rbx), %rdx
	.p2align 4,,10
	.p2align 3
.L1232:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rdx, %rax
	jne	.L1232
	movq	$100000000, 80000+raw.8(%rip)
	xorl	%esi, %esi
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L1237
.L1753:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L1236
.L1237:
	movq	(%rbx,%rdi,8), %rax
	movl	$1, %ecx
	cmpq	$9999, %rax
	jbe	.L1233
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rcx
.L1233:
	addq	%rsi, %rcx
	movq	%rcx, %rsi
	jnc	.L1753
	xorl	%esi, %esi
.L1236:
	movq	%rsi, %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	leaq	.LC177(%rip), %rdi
	leaq	fixed.7(%rip), %r12
	movq	%r9, 8(%rsp)
	call	expect
	movq	%rbx, %rdi
	movq	%r12, %rcx
	movl	$10000, %edx
	movl	$20000, %r8d
	movl	$10001, %esi
	addl	%eax, %r13d
	call	correct_co
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	movq	%rax, %rcx
	leaq	.LC178(%rip), %rdi
	call	expect
	xorl	%ecx, %ecx
	movl	$1000, %edx
	movq	%r12, %rdi
	leaq	416(%rsp), %r8
	movl	$20000, %esi
	leal	0(%r13,%rax), %ebx
	call	summarise.isra.0
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1000, %esi
	movq	424(%rsp), %rcx
	leaq	.LC179(%rip), %rdi
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	432(%rsp), %rcx
	leaq	.LC180(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	440(%rsp), %rcx
	leaq	.LC181(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	464(%rsp), %rcx
	leaq	.LC182(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	480(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	488(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC183(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$1, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %esi
	leaq	.LC184(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC185(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC186(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC187(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	movl	$9, %r8d
	movl	$1, %ecx
	leal	(%rbx,%rax), %r13d
	movq	48(%rsp), %rbx
	movl	$700, %esi
	movq	%rbx, %rdi
	call	dist_add.part.0
	cmpl	$0, 408(%rsp)
	movq	8(%rsp), %r9
	jne	.L1239
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%rbx, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 408(%rsp)
	movq	8(%rsp), %r9
	jne	.L1239
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%rbx, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
	movq	8(%rsp), %r9
.L1239:
	movq	392(%rsp), %rbx
	movq	384(%rsp), %rcx
	xorl	%r11d, %r11d
	xorl	%edi, %edi
.L1244:
	cmpq	%rbx, %r11
	je	.L1520
	xorl	%r10d, %r10d
	cmpq	$0, 24(%rcx)
	je	.L1241
	.p2align 4,,10
	.p2align 3
.L1246:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%r9,%rdi,8), %r8
	je	.L1243
	.p2align 4,,10
	.p2align 3
.L1240:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L1240
	leaq	1(%rdx,%rdi), %rdi
.L1243:
	addq	$1, %r10
	cmpq	24(%rcx), %r10
	jb	.L1246
.L1241:
	addq	$1, %r11
	addq	$32, %rcx
	jmp	.L1244
.L1520:
	xorl	%r11d, %r11d
	leaq	816(%rsp), %r15
	movq	%rdi, 32(%rsp)
	leaq	496(%rsp), %r12
	movq	%r15, 80(%rsp)
	leaq	576(%rsp), %rbp
	leaq	-8+PCT_NAME(%rip), %r14
	movq	%r11, 16(%rsp)
	movq	%r9, 64(%rsp)
.L1245:
	movl	16(%rsp), %ebx
	movq	48(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2000, %esi
	movl	%ebx, %edx
	call	dist_summarise
	movq	32(%rsp), %rsi
	movl	%ebx, %ecx
	movq	%rbp, %r8
	movq	64(%rsp), %rdi
	movl	$2000, %edx
	call	summarise.isra.0
	movq	496(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	576(%rsp), %rsi
	leaq	.LC188(%rip), %rdi
	call	expect
	leaq	RANK_NAME(%rip), %rdi
	leal	(%rax,%r13), %ebx
	movq	16(%rsp), %rax
	movl	$8, %r13d
	movq	(%rdi,%rax,8), %rax
	movq	%rax, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L1247:
	movq	(%r14,%r13), %rcx
	movq	8(%rsp), %r9
	movl	$96, %esi
	xorl	%eax, %eax
	leaq	.LC189(%rip), %rdx
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
	jne	.L1247
	movq	552(%rsp), %rcx
	movq	632(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC190(%rip), %rdi
	call	expect
	movq	560(%rsp), %rcx
	movq	568(%rsp), %r8
	leaq	.LC191(%rip), %rdi
	movq	640(%rsp), %rsi
	movq	648(%rsp), %rdx
	addl	%eax, %ebx
	call	expect
	cmpq	$0, 16(%rsp)
	leal	(%rbx,%rax), %r13d
	jne	.L1754
	movq	$1, 16(%rsp)
	jmp	.L1245
.L1754:
	movq	16(%rsp), %r11
	movq	48(%rsp), %rdi
	xorl	%ebx, %ebx
	movabsq	$-7046029254386353131, %r14
	movq	%r11, 8(%rsp)
	call	dist_free
	movl	$3200000, %edi
	call	malloc@PLT
	xorl	%ecx, %ecx
	movl	$42, %r10d
	movl	%r13d, 144(%rsp)
	movq	%rax, 72(%rsp)
	leaq	3760(%rsp), %rax
	movq	8(%rsp), %r9
	movq	%r10, %r12
	movl	%ecx, 128(%rsp)
	movq	%rax, 32(%rsp)
.L1248:
	cmpq	$0, 72(%rsp)
	setne	%bpl
	cmpq	$5, %rbx
	ja	.L1555
	testb	%bpl, %bpl
	je	.L1555
	leaq	ST_E(%rip), %rax
	movq	%rbx, 240(%rsp)
	movabsq	$-4658895280553007687, %r15
	movq	(%rax,%rbx,8), %rbp
	leaq	ST_TOP(%rip), %rax
	movq	%rax, 8(%rsp)
	leaq	2160(%rsp), %rax
	movq	%rax, 16(%rsp)
	leaq	0(%rbp,%rbp,2), %r13
.L1261:
	movq	8(%rsp), %rax
	movq	16(%rsp), %rdi
	xorl	%ecx, %ecx
	movabsq	$-7723592293110705685, %r10
	movq	(%rax), %r8
	movq	%rdi, %rsi
	jmp	.L1252
	.p2align 4,,10
	.p2align 3
.L1756:
	movq	-8(%rdi), %rdx
.L1250:
	addl	$1, %ecx
	movq	%rdx, (%rdi)
	addq	$8, %rdi
	cmpl	$200, %ecx
	je	.L1755
.L1252:
	movl	%ecx, %eax
	andl	$3, %eax
	cmpl	$1, %eax
	je	.L1756
	addq	%r14, %r12
	imull	$954437177, %ecx, %r11d
	movq	%r12, %rax
	shrq	$30, %rax
	xorq	%r12, %rax
	imulq	%r15, %rax
	movq	%rax, %rdx
	shrq	$27, %rdx
	xorq	%rax, %rdx
	imulq	%r10, %rdx
	movq	%rdx, %rax
	shrq	$31, %rax
	xorq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r8
	cmpl	$477218589, %r11d
	leaq	(%rdx,%r13), %rax
	cmovb	%rax, %rdx
	jmp	.L1250
	.p2align 4,,10
	.p2align 3
.L1755:
	movq	16(%rsp), %rax
	xorl	%r10d, %r10d
	leaq	1600(%rax), %rdi
	jmp	.L1257
	.p2align 4,,10
	.p2align 3
.L1758:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	je	.L1757
.L1257:
	movq	(%rsi), %rax
	movq	%r9, %rcx
	cmpq	%rbp, %rax
	jb	.L1253
	xorl	%edx, %edx
	divq	%rbp
	movq	%rax, %rcx
.L1253:
	addq	%r10, %rcx
	setc	%bl
	movq	%rcx, %r10
	movzbl	%bl, %ebx
	jnc	.L1758
	xorl	%edx, %edx
	xorl	%ebx, %ebx
.L1256:
	leaq	3760(%rsp), %rax
	movq	%r8, 88(%rsp)
	leaq	656(%rsp), %r11
	movq	%rax, 48(%rsp)
	leaq	736(%rsp), %r10
	movq	%r9, 112(%rsp)
	movq	%r13, 96(%rsp)
	movl	%edx, %r13d
	movq	%rbp, 64(%rsp)
	movq	%r10, %rbp
	movq	%r12, 120(%rsp)
	movq	%r11, %r12
.L1260:
	movq	72(%rsp), %rcx
	movq	64(%rsp), %rdx
	movl	$200, %esi
	movl	$400000, %r8d
	movq	16(%rsp), %rdi
	call	correct_co
	movq	72(%rsp), %rdi
	movq	%r12, %r8
	movl	%r13d, %ecx
	movq	%rax, %rsi
	movl	$1000, %edx
	call	summarise.isra.0
	movq	32(%rsp), %rdi
	movq	16(%rsp), %rsi
	movl	$200, %ecx
	rep movsq
	movq	48(%rsp), %rax
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movl	$200, %esi
	movq	%rax, %rdi
	movq	%rax, 32(%rsp)
	call	qsort@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 7480
	movl	%r13d, %r8d
	movl	$1000, %ecx
	pushq	%rbp
	.cfi_def_cfa_offset 7488
	movq	72(%rsp), %r9
	movl	$200, %esi
	movq	80(%rsp), %rdx
	movq	64(%rsp), %rdi
	call	corrected_summarise
	popq	%rax
	.cfi_def_cfa_offset 7480
	movl	$8, %eax
	popq	%rdx
	.cfi_def_cfa_offset 7472
	.p2align 4,,10
	.p2align 3
.L1259:
	movq	0(%rbp,%rax), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, (%r12,%rax)
	setne	%dl
	addq	$8, %rax
	addq	%rdx, %rbx
	cmpq	$56, %rax
	jne	.L1259
	movq	736(%rsp), %rax
	cmpq	%rax, 656(%rsp)
	setne	%al
	movq	792(%rsp), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, 712(%rsp)
	setne	%dl
	movzbl	%al, %eax
	movq	728(%rsp), %rcx
	xorq	808(%rsp), %rcx
	addl	%edx, %eax
	movq	720(%rsp), %rdx
	xorq	800(%rsp), %rdx
	orq	%rcx, %rdx
	cmpq	$1, %rdx
	sbbl	$-1, %eax
	cltq
	addq	%rax, %rbx
	testl	%r13d, %r13d
	jne	.L1759
	movl	$1, %r13d
	jmp	.L1260
	.p2align 4,,10
	.p2align 3
.L1757:
	cmpq	$400000, %rcx
	jbe	.L1760
.L1258:
	addq	$8, 8(%rsp)
	movq	8(%rsp), %rax
	leaq	32+ST_TOP(%rip), %rbx
	cmpq	%rbx, %rax
	jne	.L1261
	movq	240(%rsp), %rbx
	addq	$1, %rbx
	jmp	.L1248
.L1759:
	movq	64(%rsp), %rbp
	movq	112(%rsp), %r9
	leaq	912(%rsp), %rdi
	leaq	.LC192(%rip), %rdx
	movq	88(%rsp), %r8
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rdi, 48(%rsp)
	movq	%rbp, %rcx
	movq	%r9, 64(%rsp)
	movq	96(%rsp), %r13
	movq	120(%rsp), %r12
	call	snprintf@PLT
	movq	48(%rsp), %rdi
	movq	%rbx, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	call	expect
	movq	64(%rsp), %r9
	addl	%eax, 128(%rsp)
	jmp	.L1258
.L1555:
	movq	72(%rsp), %rdi
	movl	144(%rsp), %r13d
	leaq	TIME.6(%rip), %r14
	leaq	.LC195(%rip), %r15
	call	free@PLT
	movzbl	%bpl, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %esi
	leaq	.LC193(%rip), %rdi
	call	expect
	movl	128(%rsp), %ebp
	addl	%eax, %ebp
	addl	%r13d, %ebp
	leaq	336(%r14), %r13
	jmp	.L1267
.L1762:
	movq	%r12, %rcx
	movq	80(%rsp), %r12
	movq	%r15, %rdx
	movl	$96, %esi
	leaq	.LC194(%rip), %r8
	xorl	%eax, %eax
	movq	%r12, %rdi
	call	snprintf@PLT
	xorl	%ecx, %ecx
	testl	%ebx, %ebx
	movq	%r12, %rdi
	sete	%cl
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	call	expect
.L1265:
	addq	$24, %r14
	addl	%eax, %ebp
	cmpq	%r13, %r14
	je	.L1761
.L1267:
	movq	(%r14), %r12
	movl	8(%r14), %esi
	movl	$160, %r8d
	movq	$0, 3760(%rsp)
	movq	56(%rsp), %rcx
	movq	32(%rsp), %rdx
	movq	%r12, %rdi
	call	parse_time
	movl	%eax, %ebx
	movl	12(%r14), %eax
	testl	%eax, %eax
	je	.L1762
	movq	80(%rsp), %rdi
	movq	%r12, %rcx
	movq	%r15, %rdx
	movl	$96, %esi
	leaq	.LC5(%rip), %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebx, %ebx
	jne	.L1266
	movq	3760(%rsp), %rcx
.L1266:
	movq	16(%r14), %rsi
	movq	80(%rsp), %rdi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	jmp	.L1265
.L1761:
	xorl	%ebx, %ebx
	testl	%ebp, %ebp
	setne	%bl
	jmp	.L1215
.L1699:
	movl	$5, %edx
	movl	$7, %esi
	movl	$3, %eax
	movsd	5360(%rsp), %xmm2
	movsd	3760(%rsp), %xmm1
	leaq	.LC171(%rip), %rdi
	movsd	2160(%rsp), %xmm0
	call	printf@PLT
	jmp	.L1221
.L1751:
	movq	48(%rsp), %r14
	movq	64(%rsp), %rdi
	movq	56(%rsp), %rcx
	movl	16(%rsp), %esi
	movq	%r14, %rdx
	call	apply_args.constprop.0
	movq	%r14, %rdi
	movl	%eax, %ebx
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L1320
	movq	1928(%rsp), %rcx
	leaq	2160(%rsp), %r12
	testq	%rcx, %rcx
	je	.L1314
	leaq	.LC212(%rip), %rdx
	movl	$1100, %esi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	leaq	3760(%rsp), %rax
	movq	%r12, %rdi
	movl	$1200, %edx
	movq	%rax, %rsi
	movq	%rax, 32(%rsp)
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L1763
	call	fclose@PLT
	movq	32(%rsp), %rdi
	call	remove@PLT
.L1314:
	movq	1944(%rsp), %rcx
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	1952(%rsp), %r8
	leaq	.LC214(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	movq	1864(%rsp), %rax
	movq	1872(%rsp), %rcx
	movq	%rax, %rbx
	orq	%rcx, %rbx
	jne	.L1317
	cmpl	$0, 1968(%rsp)
	movabsq	$20000000000, %rax
	movabsq	$5000000000, %rdx
	cmovne	%rdx, %rax
.L1317:
	movq	1888(%rsp), %rdx
	movq	1672(%rsp), %r13
	movq	%rdx, 1712(%rsp)
	testq	%r13, %r13
	je	.L1318
	cmpq	%r13, 1664(%rsp)
	jnb	.L1764
.L1318:
	movl	1688(%rsp), %ebx
	leal	-1(%rbx), %edx
	cmpl	$1, %edx
	ja	.L1765
.L1322:
	movl	1820(%rsp), %ebp
	movq	1752(%rsp), %rbx
	cmpl	$1, %ebp
	je	.L1766
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rbx, %rax
	jb	.L1767
	cmpl	$0, 1976(%rsp)
	je	.L1331
	cmpq	$8388608, %rbx
	ja	.L1506
.L1331:
	cmpl	$2, %ebp
	je	.L1768
.L1329:
	movq	1664(%rsp), %rcx
	movq	1616(%rsp), %r10
	xorl	%r9d, %r9d
	xorl	%edi, %edi
	movq	%rcx, %rsi
	addq	%r10, %rsi
	adcq	%r9, %rdi
	testq	%rcx, %rcx
	je	.L1333
	testq	%r13, %r13
	je	.L1333
	cmpq	$0, 1656(%rsp)
	jne	.L1334
	subq	%rcx, %r13
	xorl	%edx, %edx
	movq	%r10, %rax
	divq	%r13
	addq	$2, %rax
	mulq	%rcx
	addq	%r10, %rax
	adcq	%r9, %rdx
	movq	%rax, %rsi
	movq	%rdx, %rdi
.L1333:
	movq	1680(%rsp), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	movq	%rdi, %rcx
	movq	1744(%rsp), %r8
	addq	%rax, %r8
	movq	1760(%rsp), %rax
	adcq	%rdx, %r9
	xorl	%edx, %edx
	addq	%rax, %r8
	leaq	1(%rbx), %rax
	adcq	%rdx, %r9
	imulq	%rax, %rcx
	mulq	%rsi
	addq	%rcx, %rdx
	addq	%rax, %r8
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %r9
	cmpq	%r8, %rax
	movl	$0, %eax
	sbbq	%r9, %rax
	jc	.L1769
	cmpl	$0, 1856(%rsp)
	jne	.L1340
	movq	64(%rsp), %rdi
	call	default_shape
	testl	%eax, %eax
	je	.L1770
	movq	64(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L1771
	cmpl	$3, %ebp
	je	.L1772
	testl	%ebp, %ebp
	jne	.L1340
	cmpq	$1048576, %rbx
	ja	.L1341
.L1344:
	movq	1928(%rsp), %rax
	movq	%rax, 80(%rsp)
	testq	%rax, %rax
	je	.L1342
	movq	64(%rsp), %rdi
	call	plan_route.part.0
	cmpl	$3, %eax
	je	.L1773
.L1342:
	movl	1940(%rsp), %eax
	movl	$864, %esi
	movl	$1, %edi
	movl	%eax, 264(%rsp)
	movl	1936(%rsp), %eax
	movl	%eax, 268(%rsp)
	call	calloc@PLT
	movq	%rax, 8(%rsp)
	movq	%rax, %r14
	testq	%rax, %rax
	je	.L1345
	movq	64(%rsp), %rdx
	movl	$48, %ecx
	movq	%r12, %xmm3
	leaq	328(%rax), %rdi
	movq	%rdi, %r11
	leaq	416(%rax), %rdi
	movl	1832(%rsp), %r12d
	movl	$288, %esi
	movq	%rdx, (%rax)
	xorl	%eax, %eax
	movq	%rdx, %xmm0
	movq	%rdi, 280(%rsp)
	punpcklqdq	%xmm3, %xmm0
	rep stosq
	movq	%r11, 440(%r14)
	leal	1(%r12), %edi
	movaps	%xmm0, 416(%r14)
	movq	%r11, 88(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%r12, %rdi
	movq	%rax, 304(%r14)
	movq	%rax, %r15
	call	calloc@PLT
	movl	$8, %esi
	movq	%r12, %rdi
	movq	%rax, 312(%r14)
	movq	%rax, %r13
	call	calloc@PLT
	movq	%rax, 320(%r14)
	testq	%r15, %r15
	je	.L1346
	testq	%r13, %r13
	je	.L1346
	testq	%rax, %rax
	je	.L1346
	movq	88(%rsp), %rdi
	movl	$20, %ecx
	xorl	%eax, %eax
	rep stosl
	testl	%ebp, %ebp
	jne	.L1349
	movq	64(%rsp), %rdi
	call	plan_route.part.0
	movl	%eax, %ebp
.L1349:
	movq	8(%rsp), %rax
	movl	%ebp, 352(%rax)
	cmpl	$3, %ebp
	je	.L1346
	cmpl	$2, %ebp
	je	.L1774
	leaq	0(,%rbx,8), %rdi
	call	malloc@PLT
	movq	8(%rsp), %rdi
	movq	%rax, 344(%rdi)
	testq	%rax, %rax
	je	.L1346
	movq	%rbx, %rbp
.L1354:
	salq	$3, %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	8(%rsp), %r14
	movq	%rbp, %rdi
	movq	%rax, %r12
	movq	%rax, 328(%r14)
	call	malloc@PLT
	movq	%rax, 336(%r14)
	testq	%r12, %r12
	je	.L1346
	testq	%rax, %rax
	je	.L1346
	movq	64(%rsp), %rbx
	movq	%rbx, %rdi
	call	closed_form_gap
	leaq	16(%r14), %rsi
	movq	%rbx, %rdi
	movq	%rax, 432(%r14)
	call	closed_form
	movl	%eax, %edi
	call	fault_rc
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L1775
	cmpq	$0, 80(%rsp)
	je	.L1359
	movq	8(%rsp), %rax
	movq	(%rax), %rbp
	movq	176(%rax), %rbx
	movl	204(%rbp), %eax
	testl	%eax, %eax
	jne	.L1360
	movq	%rbp, %rdi
	call	plan_route.part.0
.L1360:
	cmpl	$2, %eax
	je	.L1776
.L1363:
	cmpq	$16777216, %rbx
	ja	.L1777
.L1359:
	movq	8(%rsp), %rax
	leaq	.LC240(%rip), %rdi
	movq	424(%rax), %rsi
	movq	416(%rax), %rbx
	movq	440(%rax), %rbp
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	movl	$8, %ecx
	movq	(%rbx), %rsi
	leaq	3760(%rsp), %rdi
	rep stosl
	leaq	3760(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 32(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC241(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$0, 48(%rbx)
	jne	.L1778
	leaq	.LC242(%rip), %rdi
	call	puts@PLT
	leaq	1104(%rsp), %r9
.L1366:
	cmpl	$0, 72(%rbx)
	movq	136(%rbx), %r12
	je	.L1779
	xorl	%eax, %eax
	cmpq	$1, %r12
	jbe	.L1371
	movq	128(%rbx), %rax
	leaq	-1(%r12), %rcx
	subq	120(%rbx), %rax
	xorl	%edx, %edx
	divq	%rcx
.L1371:
	movq	%r9, 16(%rsp)
	movq	%r9, %rdi
	movq	%rax, %rsi
	call	fmt_us.constprop.0
	movl	72(%rbx), %esi
	movq	136(%rbx), %rdx
	leaq	.LC246(%rip), %rdi
	movq	%rax, %rcx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %r9
.L1370:
	movq	160(%rbx), %rdx
	movl	152(%rbx), %esi
	leaq	.LC5(%rip), %rax
	leaq	.LC161(%rip), %rcx
	leaq	.LC247(%rip), %rdi
	movq	%r9, 16(%rsp)
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	144(%rbx), %rsi
	movq	16(%rsp), %r9
	testq	%rsi, %rsi
	jne	.L1780
.L1373:
	xorl	%eax, %eax
	leaq	.LC249(%rip), %rdi
	movq	%r9, 16(%rsp)
	call	printf@PLT
	cmpl	$0, 176(%rbx)
	movq	16(%rsp), %r9
	jne	.L1781
	movq	184(%rbx), %r12
	testq	%r12, %r12
	je	.L1782
.L1376:
	movq	168(%rbx), %rsi
	movq	%r9, %rdi
	call	fmt_us.constprop.0
	movq	%r12, %rdx
	leaq	.LC251(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1375:
	movq	192(%rbx), %rsi
	movq	32(%rsp), %rdi
	call	fmt_us.constprop.0
	movl	200(%rbx), %ecx
	leaq	.LC252(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 72(%rbx)
	jne	.L1377
	movq	80(%rbx), %rax
	cmpq	%rax, (%rbx)
	jnb	.L1508
.L1509:
	movq	8(%rsp), %rax
	movq	432(%rax), %rsi
	testq	%rsi, %rsi
	je	.L1783
	movl	$29, %edx
	leaq	.LC255(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1381:
	movl	24(%rbp), %eax
	cmpl	$2, %eax
	je	.L1784
	subl	$1, %eax
	je	.L1785
	leaq	.LC258(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1383:
	cmpl	$0, 220(%rbx)
	je	.L1385
	movl	216(%rbx), %esi
	leaq	.LC259(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1358:
	movq	8(%rsp), %rbp
	movl	$1, %eax
	movq	0(%rbp), %r13
	subl	220(%r13), %eax
	movl	%eax, 16(%rsp)
.L1386:
	movl	16(%rsp), %eax
	cmpl	%eax, 216(%r13)
	jb	.L1446
	movl	16(%rsp), %eax
	movq	136(%r13), %rbx
	imulq	$288, %rax, %rax
	movq	%rax, 272(%rsp)
	addq	304(%rbp), %rax
	movq	%rax, %r12
	movl	352(%rbp), %eax
	cmpl	$2, %eax
	je	.L1786
	cmpl	$3, %eax
	je	.L1787
	leaq	8(%r12), %rdi
	movq	%r12, %rcx
	xorl	%r14d, %r14d
	xorl	%eax, %eax
	andq	$-8, %rdi
	movq	%r14, (%r12)
	xorl	%edx, %edx
	subq	%rdi, %rcx
	movq	%r14, 280(%r12)
	movq	%rdx, %r15
	leaq	3760(%rsp), %r14
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	leaq	1112(%rsp), %rdi
	movq	%rdi, 56(%rsp)
.L1436:
	movq	328(%rbp), %rdi
	movq	%rdi, 32(%rsp)
	movq	336(%rbp), %rdi
	movq	%rdi, 48(%rsp)
	testq	%rax, %rax
	je	.L1788
	xorl	%r9d, %r9d
	movq	%r15, %rdx
	movq	%r9, 1112(%rsp)
	cmpq	$0, 48(%r13)
	je	.L1789
	movq	64(%r13), %rax
	movq	%r15, 32(%rsp)
	movq	%rax, 1104(%rsp)
.L1729:
	movq	%r14, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	32(%rsp), %rdx
	imulq	$1000000000, 3760(%rsp), %rax
	addq	3768(%rsp), %rax
	cmpl	$0, 72(%r13)
	movq	%rax, %r15
	jne	.L1735
	cmpl	$0, 8(%r13)
	jne	.L1735
	cmpq	$0, 40(%r13)
	jne	.L1735
	movq	48(%rsp), %rdx
	xorl	%r9d, %r9d
	movq	%rbx, %r8
	xorl	%ecx, %ecx
	leaq	1104(%rsp), %rax
	movq	%r13, %rdi
	movq	%rax, %rsi
	call	run_open
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rax, 264(%r12)
	call	clock_gettime@PLT
	movq	1112(%rsp), %rdx
	imulq	$1000000000, 3760(%rsp), %rax
	addq	3768(%rsp), %rax
	movq	%rdx, 248(%r12)
	subq	%r15, %rax
	js	.L1425
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1413:
	testq	%rbx, %rbx
	js	.L1429
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L1430:
	divsd	%xmm1, %xmm0
	cmpl	$0, 176(%r13)
	movq	256(%r12), %rcx
	movsd	%xmm0, 744(%rsp)
	je	.L1790
	movq	160(%r13), %rsi
	cmpq	%rsi, %rbx
	jb	.L1549
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
.L1437:
	movq	%rax, 272(%r12)
	movq	%r12, %r8
	movq	%rbx, %rsi
	movl	200(%r13), %ecx
	movq	192(%r13), %rdx
	movq	328(%rbp), %rdi
	call	summarise.isra.0
	movl	200(%r13), %ecx
	leaq	80(%r12), %r8
	movq	%rbx, %rsi
	movq	192(%r13), %rdx
	movq	336(%rbp), %rdi
	call	summarise.isra.0
	leaq	160(%r12), %rax
	movq	%rbx, %rsi
	movl	200(%r13), %r8d
	movq	192(%r13), %rcx
	movq	272(%r12), %rdx
	movq	328(%rbp), %rdi
	pushq	%r9
	.cfi_def_cfa_offset 7480
	pushq	%rax
	.cfi_def_cfa_offset 7488
	movq	344(%rbp), %r9
	call	corrected_summarise
	movl	%eax, %ebx
	popq	%r10
	.cfi_def_cfa_offset 7480
	popq	%r11
	.cfi_def_cfa_offset 7472
.L1405:
	leaq	run_fault_lock(%rip), %rdi
	call	pthread_mutex_lock@PLT
	leaq	run_fault_lock(%rip), %rdi
	movl	run_fault(%rip), %r12d
	call	pthread_mutex_unlock@PLT
	testl	%ebx, %ebx
	je	.L1791
.L1407:
	movl	%ebx, %edi
	leaq	.LC267(%rip), %rsi
	call	cannot
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L1357
.L1446:
	movq	8(%rsp), %rax
	movl	$1, %edx
	movq	416(%rax), %rax
	subl	220(%rax), %edx
	movl	%edx, %ebx
.L1448:
	movq	8(%rsp), %rdi
	movq	304(%rdi), %rbp
	cmpl	%ebx, 216(%rax)
	jb	.L1792
	movl	%ebx, %eax
	movl	%ebx, 16(%rsp)
	imulq	$288, %rax, %rax
	leaq	0(%rbp,%rax), %r15
	movq	8(%rsp), %rax
	movq	%r15, 112(%rsp)
	leaq	768(%rax), %rdi
	addq	$24, %rax
	movq	%rdi, 48(%rsp)
	leaq	SET_NAME(%rip), %rdi
	movq	%rdi, 32(%rsp)
	leaq	8(%r15), %rdi
	movq	%rdi, 72(%rsp)
	movq	%rax, 56(%rsp)
.L1449:
	movq	32(%rsp), %rax
	movq	72(%rsp), %r15
	leaq	PCT_NAME(%rip), %rbx
	movq	56(%rsp), %r14
	movq	(%rax), %rbp
	xchgq	%r15, %rbp
	.p2align 4,,10
	.p2align 3
.L1450:
	movq	0(%rbp), %r12
	xorl	%r13d, %r13d
	movq	(%rbx), %rcx
	xorl	%r9d, %r9d
	pushq	%r13
	.cfi_def_cfa_offset 7480
	movq	%r15, %rdx
	addq	$8, %rbx
	addq	$8, %rbp
	pushq	%r12
	.cfi_def_cfa_offset 7488
	movl	32(%rsp), %esi
	addq	$8, %r14
	movq	64(%rsp), %rdi
	movq	-8(%r14), %r8
	call	check
	leaq	48+PCT_NAME(%rip), %rax
	popq	%rsi
	.cfi_def_cfa_offset 7480
	popq	%rdi
	.cfi_def_cfa_offset 7472
	cmpq	%rax, %rbx
	jne	.L1450
	movq	72(%rsp), %rbx
	xorl	%ecx, %ecx
	movq	%r15, %rdx
	movq	%r15, %rbp
	movq	%rcx, 104(%rsp)
	xorl	%r9d, %r9d
	leaq	.LC268(%rip), %rcx
	movq	48(%rbx), %rax
	addq	$80, %rbx
	movq	%rax, 96(%rsp)
	pushq	104(%rsp)
	.cfi_def_cfa_offset 7480
	pushq	104(%rsp)
	.cfi_def_cfa_offset 7488
	movq	72(%rsp), %r14
	movq	64(%rsp), %r15
	movl	32(%rsp), %esi
	movq	48(%r14), %r8
	addq	$80, %r14
	movq	%r15, %rdi
	call	check
	pushq	-16(%rbx)
	.cfi_def_cfa_offset 7496
	movq	%rbp, %rdx
	movq	%r15, %rdi
	pushq	-24(%rbx)
	.cfi_def_cfa_offset 7504
	leaq	.LC269(%rip), %rcx
	movq	-24(%r14), %r8
	movq	-16(%r14), %r9
	movl	48(%rsp), %esi
	call	check
	addq	$8, 64(%rsp)
	movq	64(%rsp), %rax
	movq	%rbx, 104(%rsp)
	leaq	24+SET_NAME(%rip), %rbx
	movq	%r14, 88(%rsp)
	addq	$32, %rsp
	.cfi_def_cfa_offset 7472
	cmpq	%rax, %rbx
	jne	.L1449
	movq	112(%rsp), %r15
	xorl	%r11d, %r11d
	movl	16(%rsp), %ebx
	xorl	%r9d, %r9d
	movq	%r11, 136(%rsp)
	xorl	%ebp, %ebp
	xorl	%r12d, %r12d
	xorl	%r13d, %r13d
	movq	160(%r15), %rax
	movl	%ebx, %esi
	leaq	.LC270(%rip), %rcx
	leaq	.LC271(%rip), %rdx
	movq	%rax, 128(%rsp)
	pushq	136(%rsp)
	.cfi_def_cfa_offset 7480
	pushq	136(%rsp)
	.cfi_def_cfa_offset 7488
	movq	24(%rsp), %r14
	movq	64(%rsp), %rdi
	movq	176(%r14), %r8
	call	check
	movq	240(%r15), %rax
	movq	256(%r14), %r8
	movl	%ebx, %esi
	movq	%rbp, 168(%rsp)
	leaq	.LC273(%rip), %rbp
	xorl	%r9d, %r9d
	movq	%rax, 160(%rsp)
	movq	%rbp, %rdx
	pushq	168(%rsp)
	.cfi_def_cfa_offset 7496
	pushq	168(%rsp)
	.cfi_def_cfa_offset 7504
	movq	80(%rsp), %rdi
	movq	%r14, 40(%rsp)
	leaq	.LC272(%rip), %r14
	movq	%r14, %rcx
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 7472
	movq	%r14, %rcx
	movl	%ebx, %esi
	movq	248(%r15), %rax
	movq	%r12, 168(%rsp)
	leaq	.LC274(%rip), %r14
	xorl	%r9d, %r9d
	movq	%r14, %rdx
	movq	%rax, 160(%rsp)
	pushq	168(%rsp)
	.cfi_def_cfa_offset 7480
	pushq	168(%rsp)
	.cfi_def_cfa_offset 7488
	movq	24(%rsp), %rax
	movq	64(%rsp), %rdi
	movq	264(%rax), %r8
	call	check
	movq	%rbp, %rdx
	movl	%ebx, %esi
	xorl	%r9d, %r9d
	movq	256(%r15), %rax
	movq	%r13, 200(%rsp)
	leaq	.LC275(%rip), %rcx
	movq	%rax, 192(%rsp)
	pushq	200(%rsp)
	.cfi_def_cfa_offset 7496
	pushq	200(%rsp)
	.cfi_def_cfa_offset 7504
	movq	40(%rsp), %rax
	movq	80(%rsp), %rbp
	movq	272(%rax), %r8
	movq	%rbp, %rdi
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 7472
	movq	%r14, %rdx
	movl	%ebx, %esi
	movq	264(%r15), %rax
	xorl	%r15d, %r15d
	xorl	%r9d, %r9d
	movq	%rbp, %rdi
	movq	%r15, 200(%rsp)
	leaq	.LC275(%rip), %rcx
	addl	$1, %ebx
	movq	%rax, 192(%rsp)
	pushq	200(%rsp)
	.cfi_def_cfa_offset 7480
	pushq	200(%rsp)
	.cfi_def_cfa_offset 7488
	movq	24(%rsp), %r15
	movq	280(%r15), %r8
	call	check
	popq	%rax
	.cfi_def_cfa_offset 7480
	movq	416(%r15), %rax
	popq	%rdx
	.cfi_def_cfa_offset 7472
	jmp	.L1448
.L1340:
	movq	1928(%rsp), %rax
	movq	%rax, 80(%rsp)
	jmp	.L1342
.L1765:
	movq	1696(%rsp), %rsi
	testq	%rcx, %rcx
	jne	.L1323
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %rcx
.L1323:
	movabsq	$4611686018427387903, %rdi
	movq	%rcx, %rax
	mulq	%rsi
	movq	%rax, %r9
	xorl	%eax, %eax
	cmpq	%r9, %rdi
	sbbq	%rdx, %rax
	jc	.L1793
	leaq	-1(%rcx), %rax
	movq	%rcx, 1752(%rsp)
	imulq	%rsi, %rax
	cmpl	$0, 1972(%rsp)
	movq	%rax, 1744(%rsp)
	jne	.L1322
	leaq	.LC217(%rip), %rax
	movq	%rsi, 1784(%rsp)
	movq	%rax, 1800(%rsp)
	jmp	.L1322
.L1766:
	leaq	.LC218(%rip), %r8
	leaq	.LC219(%rip), %rcx
	cmpq	$200000000, %rbx
	ja	.L1727
	cmpl	$0, 1976(%rsp)
	je	.L1329
	cmpq	$8388608, %rbx
	jbe	.L1329
.L1506:
	movq	56(%rsp), %rdi
	leaq	.LC221(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC223(%rip), %rcx
	leaq	.LC224(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1320
.L1733:
	leaq	.LC5(%rip), %rsi
	movl	$-4, %edi
	call	cannot
	movl	%eax, %ebx
.L1357:
	movq	8(%rsp), %r14
	movq	800(%r14), %rdi
	call	free@PLT
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
	jmp	.L1316
.L1735:
	testq	%rdx, %rdx
	js	.L1418
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
	jmp	.L1413
.L1774:
	leaq	3760(%rsp), %rax
	leaq	1104(%rsp), %r9
	movq	64(%rsp), %rdi
	movq	%rax, %rdx
	movq	%r9, %rsi
	call	lattice_plan
	testl	%eax, %eax
	je	.L1346
	movq	3760(%rsp), %rbp
	movl	$8, %esi
	movq	1104(%rsp), %xmm7
	movq	%rbp, %xmm3
	movq	%rbp, %rdi
	punpcklqdq	%xmm3, %xmm7
	movaps	%xmm7, 16(%rsp)
	call	calloc@PLT
	movq	8(%rsp), %r14
	movdqa	16(%rsp), %xmm7
	movq	%rax, 376(%r14)
	movups	%xmm7, 360(%r14)
	testq	%rax, %rax
	je	.L1346
	movq	%rbp, %rdi
	movl	$8, %esi
	movl	$65536, %ebp
	call	calloc@PLT
	movdqa	16(%rsp), %xmm7
	movq	%rax, 400(%r14)
	movaps	%xmm7, 384(%r14)
	testq	%rax, %rax
	jne	.L1354
.L1346:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC236(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L1351:
	movl	$1, %ebx
	jmp	.L1357
.L1334:
	xorl	%edx, %edx
	movq	%r10, %rax
	movl	$37, %r11d
	movq	%r10, %rsi
	divq	%r13
	salq	$6, %rsi
	leaq	2(%rax), %rdi
	movq	%rdi, %rax
	xorl	%edi, %edi
	mulq	%rcx
	shldq	$6, %r10, %rdi
	imulq	$37, %rdx, %rcx
	mulq	%r11
	addq	%rcx, %rdx
	addq	%rax, %rsi
	adcq	%rdx, %rdi
	jmp	.L1333
.L1768:
	leaq	3760(%rsp), %rax
	movq	64(%rsp), %rdi
	movq	%rax, %rsi
	movq	%rax, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L1329
	movq	64(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L1794
.L1332:
	movq	56(%rsp), %rdi
	leaq	.LC5(%rip), %r8
	leaq	.LC225(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1320
.L1789:
	movq	%rdx, 32(%rsp)
	movq	$-1, 1104(%rsp)
	jmp	.L1729
.L1788:
	movq	56(%rsp), %rax
	xorl	%r10d, %r10d
	movq	%r10, (%rax)
	cmpq	$0, 48(%r13)
	je	.L1795
	movq	64(%r13), %rax
	movq	%rax, 1104(%rsp)
.L1730:
	movq	%r14, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	imulq	$1000000000, 3760(%rsp), %r10
	addq	3768(%rsp), %r10
	cmpl	$0, 72(%r13)
	jne	.L1420
	cmpl	$0, 152(%r13)
	jne	.L1420
	cmpq	$1, 160(%r13)
	je	.L1796
.L1420:
	testq	%r15, %r15
	js	.L1427
.L1732:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r15, %xmm0
.L1424:
	testq	%rbx, %rbx
	je	.L1433
	js	.L1434
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L1435:
	divsd	%xmm1, %xmm0
.L1433:
	movsd	%xmm0, 736(%rsp)
	movl	$1, %eax
	jmp	.L1436
.L1790:
	movq	168(%r13), %rax
	jmp	.L1437
.L1429:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1430
.L1791:
	testl	%r12d, %r12d
	jne	.L1550
	cmpl	$0, 264(%rsp)
	jne	.L1797
.L1438:
	movl	16(%rsp), %eax
	leal	-1(%rax), %edx
	xorl	%eax, %eax
	salq	$3, %rdx
.L1445:
	cmpl	$0, 16(%rsp)
	je	.L1444
	cmpl	$1, %eax
	jg	.L1444
	movq	312(%rbp,%rax,8), %rcx
	movsd	736(%rsp,%rax,8), %xmm0
	addq	$1, %rax
	movsd	%xmm0, (%rcx,%rdx)
	jmp	.L1445
.L1444:
	addl	$1, 16(%rsp)
	movq	0(%rbp), %r13
	jmp	.L1386
.L1418:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1413
.L1341:
	movq	64(%rsp), %rdi
	call	plan_route.part.0
	cmpl	$3, %eax
	jne	.L1344
	movq	56(%rsp), %rdi
	movl	$1048576, %r8d
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC234(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1320
.L1795:
	movq	$-1, 1104(%rsp)
	jmp	.L1730
.L1792:
	movl	1832(%rsp), %eax
	leaq	0(,%rax,8), %r12
	movq	%rax, %r13
	movq	%rax, 72(%rsp)
	movq	%r12, %rdi
	call	malloc@PLT
	imull	$3, %r13d, %edi
	movq	%rax, %rbx
	movq	%rax, 16(%rsp)
	salq	$4, %rdi
	call	malloc@PLT
	testq	%rbx, %rbx
	movq	%rbx, %rdi
	movq	%rbp, %rsi
	movq	%rax, %r15
	setne	%dl
	xorl	%eax, %eax
	testq	%r15, %r15
	setne	%al
	addq	%rdi, %r12
	xorl	%ebp, %ebp
	andl	%edx, %eax
	subl	$1, %eax
	movl	%eax, 48(%rsp)
	movl	%r13d, %eax
	shrl	%eax
	movl	%eax, %edx
	salq	$4, %rdx
	leaq	(%r15,%rdx), %rbx
	leal	(%rax,%r13), %edx
	movq	%rdx, %rax
	salq	$4, %rdx
	movq	%rbx, 96(%rsp)
	addl	%r13d, %eax
	leaq	(%r15,%rdx), %rbx
	leal	(%r13,%r13), %edx
	movl	%eax, %eax
	movq	%rbx, 112(%rsp)
	salq	$4, %rax
	addq	%r15, %rax
	movq	%rax, 120(%rsp)
	movq	8(%rsp), %rax
	addq	$448, %rax
	movq	%rax, 56(%rsp)
	movq	%rax, %r9
.L1453:
	cmpl	$2, %ebp
	jg	.L1557
	cmpl	$0, 48(%rsp)
	jne	.L1557
	movq	8(%rsp), %rax
	movl	%edx, 128(%rsp)
	xorl	%ebx, %ebx
	leaq	736(%rsp), %r14
	movq	%rsi, 144(%rsp)
	movq	$0x000000000, 688(%rax,%rbp,8)
	leaq	296(%rsi), %rax
	movq	%rax, 32(%rsp)
	movq	%r15, 240(%rsp)
	movq	%rbx, %r15
	movq	%r9, %rbx
.L1454:
	orq	$-1, %rcx
	testl	%r13d, %r13d
	je	.L1460
	movq	32(%rsp), %rax
	movq	16(%rsp), %rdx
	orq	$-1, %rcx
	leaq	(%rax,%r15), %rsi
	jmp	.L1457
.L1798:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1456:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%r12, %rdx
	je	.L1460
.L1457:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L1798
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1456
.L1460:
	movq	%rcx, 8(%rbx,%r15)
	movq	16(%rsp), %rsi
	movl	%r13d, %edx
	movq	%r14, %rdi
	addq	$8, %r15
	call	stats_of
	movq	8(%rsp), %rax
	movsd	752(%rsp), %xmm0
	movsd	688(%rax,%rbp,8), %xmm1
	call	fmax@PLT
	movq	8(%rsp), %rax
	movsd	%xmm0, 688(%rax,%rbp,8)
	cmpq	$48, %r15
	jne	.L1454
	movq	144(%rsp), %rsi
	movq	240(%rsp), %r15
	movq	%rbx, %r9
	xorl	%ecx, %ecx
	movl	128(%rsp), %edx
	movq	%rsi, %rdi
	jmp	.L1458
.L1461:
	movq	(%rdi), %r8
	movq	%rcx, %rax
	xorl	%r10d, %r10d
	salq	$4, %rax
	movq	%r8, (%r15,%rax)
	xorl	%r8d, %r8d
	movq	%r8, 8(%r15,%rax)
	leal	0(%r13,%rcx), %eax
	movq	56(%rdi), %r8
	salq	$4, %rax
	addq	%r15, %rax
	movq	%r8, (%rax)
	movq	%r10, 8(%rax)
	leal	(%rdx,%rcx), %eax
	movdqa	64(%rdi), %xmm6
	addq	$1, %rcx
	salq	$4, %rax
	movaps	%xmm6, (%r15,%rax)
.L1458:
	addq	$288, %rdi
	cmpl	%r13d, %ecx
	jb	.L1461
	movl	%edx, 32(%rsp)
	xorl	%r14d, %r14d
	movl	$3, %ebx
	movq	%rsi, 128(%rsp)
	movq	%r12, 240(%rsp)
	movq	%rbp, %r12
	movq	%r9, %rbp
.L1462:
	movl	%r14d, %edi
	movq	72(%rsp), %rsi
	movl	$16, %edx
	addl	%r13d, %r14d
	salq	$4, %rdi
	leaq	cmp_u128(%rip), %rcx
	addq	%r15, %rdi
	call	qsort@PLT
	subl	$1, %ebx
	jne	.L1462
	movq	96(%rsp), %rax
	movq	%rbp, %r9
	movq	%r12, %rbp
	movl	32(%rsp), %edx
	movq	128(%rsp), %rsi
	movq	240(%rsp), %r12
	addq	$1, %rbp
	addq	$80, %r9
	movq	(%rax), %rax
	addq	$80, %rsi
	movq	%rax, -80(%r9)
	movq	112(%rsp), %rax
	movq	(%rax), %rax
	movq	%rax, -24(%r9)
	movq	120(%rsp), %rax
	movdqa	(%rax), %xmm2
	movaps	%xmm2, -16(%r9)
	movaps	%xmm2, 32(%rsp)
	jmp	.L1453
.L1557:
	movq	16(%rsp), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	cmpl	$0, 48(%rsp)
	jne	.L1465
	movq	8(%rsp), %r14
	movl	1832(%rsp), %edx
	leaq	336(%rsp), %rbx
	movq	%rbx, %rdi
	movq	312(%r14), %rsi
	call	stats_of
	movq	280(%rsp), %r15
	movq	320(%r14), %rsi
	movq	%rbx, %rdi
	movdqu	336(%rsp), %xmm2
	movl	1832(%rsp), %edx
	movups	%xmm2, 296(%r15)
	movq	352(%rsp), %rax
	movq	%rax, 312(%r15)
	call	stats_of
	movq	64(%rsp), %rdi
	xorl	%esi, %esi
	movdqu	336(%rsp), %xmm3
	leaq	800(%r14), %rdx
	movaps	%xmm3, 320(%r15)
	movq	352(%rsp), %rax
	movq	%rax, 336(%r15)
	movl	1832(%rsp), %eax
	imulq	$288, %rax, %rax
	addq	304(%r14), %rax
	movq	%rax, 760(%r14)
	call	first_stall_window
	testl	%eax, %eax
	sete	%al
	xorl	%edi, %edi
	movzbl	%al, %eax
	movl	%eax, 848(%r14)
	call	fault_rc
	movl	%eax, 48(%rsp)
	testl	%eax, %eax
	jne	.L1733
	movl	$10, %edi
	leaq	PCT_LABEL(%rip), %r13
	leaq	.LC278(%rip), %r12
	call	putchar@PLT
	movl	$10, %esi
	xorl	%eax, %eax
	movq	%r13, %rbx
	leaq	.LC270(%rip), %rcx
	leaq	.LC238(%rip), %rdx
	leaq	.LC277(%rip), %rdi
	leaq	48(%r13), %rbp
	call	printf@PLT
.L1468:
	movq	(%rbx), %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%rbp, %rbx
	jne	.L1468
	leaq	.LC279(%rip), %rdx
	leaq	.LC268(%rip), %rsi
	xorl	%eax, %eax
	xorl	%ebx, %ebx
	leaq	.LC280(%rip), %rdi
	leaq	SET_NAME(%rip), %rbp
	movl	$1000000, %r14d
	call	printf@PLT
	leaq	.LC281(%rip), %rsi
	leaq	.LC282(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	3760(%rsp), %rax
	movq	8(%rsp), %r15
	movq	%rax, 32(%rsp)
.L1471:
	movq	0(%rbp,%rbx), %rdx
	movq	448(%r15), %rcx
	movl	$10, %esi
	xorl	%eax, %eax
	leaq	.LC283(%rip), %rdi
	call	printf@PLT
	xorl	%edx, %edx
	movq	%rbx, 16(%rsp)
	movq	%rdx, %rbx
.L1469:
	movq	456(%r15,%rbx,8), %rsi
	movq	32(%rsp), %rdi
	addq	$1, %rbx
	call	fmt_us.constprop.0
	movq	%r12, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$6, %rbx
	jne	.L1469
	movq	448(%r15), %rcx
	movq	16(%rsp), %rbx
	movq	504(%r15), %rax
	testq	%rcx, %rcx
	je	.L1470
	movq	%rcx, %rdi
	mulq	%r14
	xorl	%esi, %esi
	shrq	%rdi
	movq	%rsi, 216(%rsp)
	movq	%rdi, 208(%rsp)
	addq	208(%rsp), %rax
	adcq	216(%rsp), %rdx
	movq	%rax, %rdi
	movq	%rdx, %rsi
	movq	%rcx, %rdx
	xorl	%ecx, %ecx
	call	__udivti3@PLT
	movq	%rax, %rcx
.L1470:
	movl	$10000, %esi
	movq	%rcx, %rax
	xorl	%edx, %edx
	movq	32(%rsp), %rdi
	divq	%rsi
	movl	$32, %esi
	addq	$80, %r15
	movq	%rdx, %r8
	movq	%rax, %rcx
	leaq	.LC284(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	424(%r15), %rsi
	movq	32(%rsp), %rdx
	xorl	%eax, %eax
	leaq	.LC285(%rip), %rdi
	call	printf@PLT
	movq	8(%rsp), %rax
	leaq	.LC286(%rip), %rdi
	movsd	688(%rax,%rbx), %xmm0
	movl	$1, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	$24, %rbx
	jne	.L1471
	movq	8(%rsp), %rbx
	movq	32(%rsp), %rdi
	leaq	RATIOS(%rip), %r12
	movq	%r12, %rbp
	movq	416(%rbx), %rax
	movq	192(%rax), %rsi
	call	fmt_us.constprop.0
	leaq	.LC287(%rip), %rdi
	movq	%rax, %rdx
	movq	416(%rbx), %rax
	leaq	.LC51(%rip), %rbx
	movl	216(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
.L1473:
	movq	24(%rbp), %r14
	testq	%r14, %r14
	je	.L1472
	movl	8(%rbp), %edx
	movq	56(%rsp), %rsi
	movq	32(%rsp), %rdi
	movl	12(%rbp), %ecx
	movl	20(%rbp), %r9d
	movl	16(%rbp), %r8d
	call	ratio_text.constprop.0.isra.0
	movq	%r14, %rsi
	movq	%rbx, %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L1472:
	addq	$32, %rbp
	leaq	224+RATIOS(%rip), %rax
	cmpq	%rax, %rbp
	jne	.L1473
	movl	$10, %edi
	xorl	%r15d, %r15d
	call	putchar@PLT
	movq	8(%rsp), %rdx
	movl	848(%rdx), %eax
	movq	552(%rdx), %rbp
	movq	472(%rdx), %rbx
	movq	632(%rdx), %r14
	movl	%eax, 16(%rsp)
.L1477:
	movq	456(%rdx,%r15,8), %rax
	addq	%rax, %rax
	cmpq	%rax, 536(%rdx,%r15,8)
	jb	.L1474
	movl	$10, %edi
	call	putchar@PLT
	cmpl	$2, %r15d
	je	.L1716
	movq	8(%rsp), %rax
	movslq	%r15d, %r11
	leaq	1104(%rsp), %r9
	movq	%r9, %rdi
	movq	%r9, 96(%rsp)
	leaq	(%rax,%r11,8), %r15
	movq	%r11, 112(%rsp)
	movq	456(%r15), %rsi
	call	fmt_read.constprop.0
	movq	456(%r15), %rdx
	movq	536(%r15), %rsi
	leaq	912(%rsp), %rdi
	movq	%rax, 72(%rsp)
	call	fmt_ratio.constprop.0
	movq	536(%r15), %rsi
	leaq	816(%rsp), %rdi
	movq	%rax, 64(%rsp)
	call	fmt_read.constprop.0
	movq	112(%rsp), %r11
	movq	72(%rsp), %r8
	leaq	.LC289(%rip), %rdi
	movq	64(%rsp), %rcx
	movq	%rax, %rdx
	xorl	%eax, %eax
	movq	0(%r13,%r11,8), %rsi
	call	printf@PLT
	movq	96(%rsp), %r9
.L1478:
	movq	%r9, 64(%rsp)
	cmpq	%rbx, %rbp
	je	.L1799
	movq	%rbx, %rdx
	leaq	912(%rsp), %rdi
	movq	%rbp, %rsi
	call	fmt_ratio.constprop.0
	leaq	816(%rsp), %rdi
	movq	%rbp, %rsi
	movq	%rax, %r13
	call	fmt_read.constprop.0
	movq	%r13, %rdx
	leaq	.LC292(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	64(%rsp), %r9
.L1479:
	movq	%r9, 64(%rsp)
	cmpq	%r14, %rbx
	je	.L1800
	leaq	816(%rsp), %rdi
	movq	%r14, %rsi
	call	fmt_read.constprop.0
	movq	32(%rsp), %rdi
	movq	%rax, %rbx
	movq	8(%rsp), %rax
	movq	760(%rax), %rax
	movq	272(%rax), %rsi
	call	fmt_read.constprop.0
	movq	%rbx, %rdx
	leaq	.LC294(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	64(%rsp), %r9
.L1482:
	cmpl	$0, 16(%rsp)
	jne	.L1483
	leaq	.LC295(%rip), %rdi
	movq	%r9, 16(%rsp)
	call	puts@PLT
	movq	16(%rsp), %r9
.L1484:
	movq	8(%rsp), %rbx
	leaq	.LC297(%rip), %rdi
	movl	$4, %eax
	movq	%r9, 176(%rsp)
	movsd	712(%rbx), %xmm0
	movsd	744(%rbx), %xmm3
	movsd	736(%rbx), %xmm2
	movsd	720(%rbx), %xmm1
	call	printf@PLT
	movq	%rbx, %rax
	movl	848(%rbx), %ebx
	movq	176(%rsp), %r14
	movq	832(%rax), %r13
	movq	416(%rax), %r15
	movl	%ebx, 72(%rsp)
	leaq	SET_NAME(%rip), %rbx
	movq	%rbx, 16(%rsp)
	leaq	456(%rax), %rbx
	leaq	.LC144(%rip), %rax
	movq	%rax, 144(%rsp)
	leaq	.LC264(%rip), %rax
	movq	%rax, 240(%rsp)
	leaq	48+PCT_NAME(%rip), %rax
	movq	%rax, 120(%rsp)
	leaq	3776(%rsp), %rax
	movq	%rax, 96(%rsp)
	leaq	3807(%rsp), %rax
	movq	%rax, 112(%rsp)
	leaq	368(%rsp), %rax
	movq	%rax, 64(%rsp)
	leaq	.LC266(%rip), %rax
	movq	%rax, 128(%rsp)
	movq	%r13, 160(%rsp)
.L1488:
	movq	16(%rsp), %rax
	leaq	.LC298(%rip), %rdi
	leaq	PCT_NAME(%rip), %rbp
	movq	%rbx, %r13
	movq	(%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	-8(%rbx), %rsi
	movq	240(%rsp), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1485:
	movq	0(%r13), %rdx
	movq	0(%rbp), %rsi
	xorl	%eax, %eax
	addq	$8, %rbp
	movq	128(%rsp), %rdi
	addq	$8, %r13
	call	printf@PLT
	movq	120(%rsp), %rax
	cmpq	%rax, %rbp
	jne	.L1485
	movq	96(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movl	$8, %ecx
	xorl	%eax, %eax
	movaps	%xmm0, 3760(%rsp)
	movq	56(%rbx), %r10
	movq	64(%rbx), %rsi
	movl	$9, %ebp
	rep stosl
	movq	%r12, 176(%rsp)
	movq	112(%rsp), %r13
	movq	%rbx, 192(%rsp)
.L1486:
	movq	64(%rsp), %r8
	xorl	%ecx, %ecx
	movq	%r10, %rdi
	movl	$10, %edx
	movq	%r10, %r12
	movq	%rsi, %rbx
	subq	$1, %r13
	call	__udivmodti4@PLT
	movzbl	368(%rsp), %edi
	movq	%rax, %r10
	xorl	%eax, %eax
	cmpq	%r12, %rbp
	movq	%rdx, %rsi
	leal	48(%rdi), %ecx
	sbbq	%rbx, %rax
	movb	%cl, 0(%r13)
	jc	.L1486
	movq	192(%rsp), %rbx
	movq	%r13, %rcx
	movq	%r14, %rdi
	xorl	%eax, %eax
	movq	144(%rsp), %rdx
	movl	$48, %esi
	movq	176(%rsp), %r12
	call	snprintf@PLT
	movq	-8(%rbx), %rcx
	movq	48(%rbx), %rax
	testq	%rcx, %rcx
	je	.L1487
	movq	%rcx, %rdi
	xorl	%r11d, %r11d
	movl	$1000000, %edx
	shrq	%rdi
	mulq	%rdx
	movq	%r11, 232(%rsp)
	movq	%rdi, 224(%rsp)
	addq	224(%rsp), %rax
	adcq	232(%rsp), %rdx
	movq	%rax, %rdi
	movq	%rdx, %rsi
	movq	%rcx, %rdx
	xorl	%ecx, %ecx
	call	__udivti3@PLT
	movq	%rax, %rcx
.L1487:
	movl	$10000, %esi
	movq	%rcx, %rax
	xorl	%edx, %edx
	movq	32(%rsp), %rbp
	divq	%rsi
	movq	%rbp, %rdi
	movl	$32, %esi
	addq	$80, %rbx
	movq	%rdx, %r8
	movq	%rax, %rcx
	leaq	.LC284(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	-32(%rbx), %rsi
	movq	%r14, %rcx
	movq	%rbp, %rdx
	leaq	.LC299(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	addq	$8, 16(%rsp)
	movq	16(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rdi
	cmpq	%rdi, %rax
	jne	.L1488
	movq	160(%rsp), %r13
	leaq	.LC300(%rip), %rbx
.L1489:
	movl	12(%r12), %ecx
	movl	8(%r12), %edx
	addq	$32, %r12
	movl	-12(%r12), %r9d
	movl	-16(%r12), %r8d
	movq	56(%rsp), %rsi
	movq	32(%rsp), %rdi
	call	ratio_text.constprop.0.isra.0
	movq	-32(%r12), %rsi
	movq	%rbx, %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	leaq	224+RATIOS(%rip), %rax
	cmpq	%r12, %rax
	jne	.L1489
	movq	8(%rsp), %r14
	leaq	.LC301(%rip), %r12
	leaq	.LC273(%rip), %rbp
	movq	%rbp, %rsi
	movq	%r12, %rdi
	leaq	.LC274(%rip), %rbx
	movq	760(%r14), %rax
	movq	256(%rax), %rcx
	movq	240(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	760(%r14), %rax
	movq	%rbx, %rsi
	movq	%r12, %rdi
	movq	264(%rax), %rcx
	movq	248(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	760(%r14), %rax
	leaq	.LC302(%rip), %rdi
	movq	272(%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%r15), %esi
	testl	%esi, %esi
	je	.L1490
	movq	136(%r15), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L1491
	leaq	-1(%rdi), %rcx
	movq	128(%r15), %rax
	xorl	%edx, %edx
	subq	120(%r15), %rax
	divq	%rcx
	movq	%rax, %rcx
.L1491:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	leaq	.LC303(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1490:
	cmpl	$0, 72(%rsp)
	jne	.L1801
.L1492:
	movq	8(%rsp), %r14
	movq	%rbp, %rsi
	leaq	.LC307(%rip), %rbp
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
	movq	80(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1494
	movq	760(%r14), %rcx
	movl	268(%rsp), %r8d
	movq	88(%rsp), %rdx
	movq	(%r14), %rsi
	call	export_bench
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 48(%rsp)
.L1494:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L1733
	movq	32(%rsp), %rsi
	xorl	%edi, %edi
	call	getrusage@PLT
	testl	%eax, %eax
	jne	.L1497
	movq	3792(%rsp), %rsi
	testq	%rsi, %rsi
	js	.L1497
	movq	8(%rsp), %rax
	leaq	.LC308(%rip), %rdi
	movq	440(%rax), %rax
	movl	24(%rax), %edx
	leaq	EXACT_BY_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L1497:
	movq	8(%rsp), %rax
	movq	440(%rax), %rax
	cmpl	$3, 24(%rax)
	je	.L1802
.L1498:
	movq	8(%rsp), %rbx
	leaq	.LC163(%rip), %rax
	leaq	.LC164(%rip), %rsi
	leaq	.LC310(%rip), %rdi
	cmpq	$0, 432(%rbx)
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	416(%rbx), %rax
	movq	776(%rbx), %rdx
	leaq	.LC311(%rip), %rdi
	movq	768(%rbx), %rsi
	movl	220(%rax), %ecx
	addl	216(%rax), %ecx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$0, 776(%rbx)
	movl	48(%rsp), %eax
	setne	%bl
	movzbl	%bl, %ebx
	orl	%eax, %ebx
	jmp	.L1357
.L1474:
	addq	$1, %r15
	cmpq	$6, %r15
	jne	.L1477
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC288(%rip), %rdi
	call	puts@PLT
	leaq	1104(%rsp), %r9
	jmp	.L1478
.L1797:
	leaq	.LC262(%rip), %rbx
	cmpl	$0, 16(%rsp)
	leaq	.LC5(%rip), %rax
	movq	%rbp, 248(%rsp)
	cmove	%rbx, %rax
	movq	272(%rsp), %rbx
	leaq	SET_NAME(%rip), %r15
	leaq	368(%rsp), %r13
	movq	%rax, 32(%rsp)
	movq	304(%rbp), %rax
	leaq	8(%rax,%rbx), %r12
	leaq	1104(%rsp), %rax
	movq	%rax, 56(%rsp)
	leaq	.LC144(%rip), %rax
	leaq	.LC266(%rip), %rbx
	movq	%rax, 240(%rsp)
	leaq	.LC264(%rip), %rax
	movq	%rax, 120(%rsp)
	leaq	48+PCT_NAME(%rip), %rax
	movq	%rax, 48(%rsp)
	leaq	3776(%rsp), %rax
	movq	%rax, 112(%rsp)
	leaq	3807(%rsp), %rax
	movq	%rax, 72(%rsp)
.L1439:
	movq	(%r15), %rcx
	movq	32(%rsp), %rdx
	xorl	%eax, %eax
	movq	%r12, %rbp
	movl	16(%rsp), %esi
	leaq	.LC263(%rip), %rdi
	leaq	PCT_NAME(%rip), %r14
	xchgq	%rbp, %rbx
	call	printf@PLT
	movq	-8(%r12), %rsi
	movq	120(%rsp), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1440:
	movq	(%rbx), %rdx
	movq	(%r14), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %r14
	addq	$8, %rbx
	call	printf@PLT
	movq	48(%rsp), %rax
	cmpq	%rax, %r14
	jne	.L1440
	movq	112(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movl	$8, %ecx
	xorl	%eax, %eax
	movq	56(%r12), %r10
	movq	64(%r12), %rsi
	movaps	%xmm0, 3760(%rsp)
	rep stosl
	movq	%rbp, 256(%rsp)
	movq	72(%rsp), %r14
.L1441:
	movq	%r10, %rdi
	xorl	%ecx, %ecx
	movq	%r13, %r8
	movl	$10, %edx
	movq	%r10, %rbx
	movq	%rsi, %rbp
	subq	$1, %r14
	call	__udivmodti4@PLT
	movq	%rax, %rsi
	movzbl	368(%rsp), %eax
	movq	%rdx, %rdi
	movq	%rsi, %r10
	movq	%rdi, %rsi
	leal	48(%rax), %edx
	movl	$9, %eax
	cmpq	%rbx, %rax
	movl	$0, %eax
	movb	%dl, (%r14)
	sbbq	%rbp, %rax
	jc	.L1441
	movq	%r14, %rcx
	movq	56(%rsp), %r14
	movl	$48, %esi
	xorl	%eax, %eax
	movq	240(%rsp), %rdx
	movq	256(%rsp), %rbx
	addq	$8, %r15
	addq	$80, %r12
	movq	%r14, %rdi
	call	snprintf@PLT
	movq	-32(%r12), %rsi
	movq	%r14, %rdx
	xorl	%eax, %eax
	leaq	.LC265(%rip), %rdi
	call	printf@PLT
	leaq	24+SET_NAME(%rip), %rax
	cmpq	%r15, %rax
	jne	.L1439
	movq	248(%rsp), %rbp
	jmp	.L1438
.L1716:
	leaq	1104(%rsp), %r9
	movq	%rbx, %rsi
	movq	%r9, %rdi
	movq	%r9, 72(%rsp)
	call	fmt_read.constprop.0
	movq	%rbx, %rdx
	leaq	912(%rsp), %rdi
	movq	%rbp, %rsi
	movq	%rax, %r13
	call	fmt_ratio.constprop.0
	leaq	816(%rsp), %rdi
	movq	%rbp, %rsi
	movq	%rax, 64(%rsp)
	call	fmt_read.constprop.0
	movq	64(%rsp), %rdx
	movq	%r13, %rcx
	leaq	.LC290(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	72(%rsp), %r9
	jmp	.L1479
.L1385:
	leaq	.LC260(%rip), %rdi
	call	puts@PLT
	jmp	.L1358
.L1549:
	orq	$-1, %rax
	jmp	.L1437
.L1779:
	movq	80(%rbx), %rsi
	movq	%r9, %rdi
	movq	%r9, 16(%rsp)
	call	fmt_us.constprop.0
	movq	%r12, %rdx
	leaq	.LC245(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %r9
	jmp	.L1370
.L1425:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1413
.L1786:
	xorl	%eax, %eax
	movl	$8, %ecx
	xorl	%esi, %esi
	leaq	1104(%rsp), %rdi
	leaq	3760(%rsp), %r14
	movq	%rdi, 56(%rsp)
	rep stosl
	movq	%r14, %rdi
	movq	%rcx, %rdx
	movl	$8, %ecx
	rep stosl
	leaq	8(%r12), %rdi
	movq	%r12, %rcx
	movq	%rdx, %rax
	andq	$-8, %rdi
	movq	%rsi, (%r12)
	subq	%rdi, %rcx
	movq	%rsi, 280(%r12)
	xorl	%esi, %esi
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	leaq	360(%rbp), %rax
	movq	%rax, 112(%rsp)
	movq	368(%rbp), %rax
	movq	376(%rbp), %rdi
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	leaq	384(%rbp), %rax
	movq	400(%rbp), %rdi
	xorl	%esi, %esi
	movq	%rax, 120(%rsp)
	movq	392(%rbp), %rax
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	leaq	912(%rsp), %rax
	xorl	%esi, %esi
	movq	%r13, %r10
	movq	%rax, 32(%rsp)
	leaq	824(%rsp), %rdx
	leaq	816(%rsp), %rax
	movq	%rax, 248(%rsp)
	movq	%rbx, %rax
	movq	%r14, 288(%rsp)
	movq	%rdx, %r14
.L1401:
	xorl	%ecx, %ecx
	movq	%rcx, (%r14)
	orq	$-1, %rcx
	cmpq	$0, 48(%r10)
	je	.L1388
	movq	64(%r10), %rcx
.L1388:
	xorl	%edx, %edx
	movq	%rcx, 816(%rsp)
	xorl	%ebx, %ebx
	xorl	%r15d, %r15d
	movq	%rdx, 48(%rsp)
	movq	%rsi, 256(%rsp)
	movq	%r10, 72(%rsp)
	movq	%r12, 296(%rsp)
	movq	%rax, %r12
	movq	%r14, 304(%rsp)
	movq	%rbx, %r14
.L1389:
	cmpq	%r12, %r14
	jnb	.L1803
	leaq	65536(%r14), %r13
	movq	32(%rsp), %rsi
	movl	$1, %edi
	cmpq	%r13, %r12
	movq	%r13, %r8
	cmovbe	%r12, %r8
	movq	%r8, 312(%rsp)
	call	clock_gettime@PLT
	movq	312(%rsp), %r8
	imulq	$1000000000, 912(%rsp), %rax
	addq	920(%rsp), %rax
	cmpq	$0, 256(%rsp)
	movq	%rax, 240(%rsp)
	je	.L1804
	movq	48(%rsp), %r9
	movq	72(%rsp), %rdi
	movq	%r14, %rcx
	movq	%r8, %rbx
	movq	336(%rbp), %rdx
	movq	248(%rsp), %rsi
	subq	%r14, %rbx
	call	run_open
	movq	32(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 48(%rsp)
	call	clock_gettime@PLT
	movq	240(%rsp), %rdi
	imulq	$1000000000, 912(%rsp), %rax
	addq	920(%rsp), %rax
	movq	336(%rbp), %r10
	subq	%rdi, %rax
	movq	120(%rsp), %rdi
	addq	%rax, %r15
.L1391:
	xorl	%ecx, %ecx
	testq	%rbx, %rbx
	je	.L1395
	.p2align 4,,10
	.p2align 3
.L1392:
	movq	(%r10,%rcx,8), %r11
	movq	(%rdi), %r9
	xorl	%edx, %edx
	movq	8(%rdi), %r8
	movq	%r11, %rax
	divq	%r9
	cmpq	%r8, %rax
	jnb	.L1393
	testq	%rdx, %rdx
	jne	.L1393
	movq	16(%rdi), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%rbx, %rcx
	jne	.L1392
.L1395:
	movq	%r13, %r14
	jmp	.L1389
.L1804:
	movq	328(%rbp), %rdx
	movq	48(%rsp), %r9
	movq	%r14, %rcx
	movq	248(%rsp), %rsi
	movq	72(%rsp), %rdi
	call	run_closed
	movq	32(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 48(%rsp)
	call	clock_gettime@PLT
	movq	240(%rsp), %rbx
	movq	112(%rsp), %rdi
	imulq	$1000000000, 912(%rsp), %rax
	addq	920(%rsp), %rax
	subq	%rbx, %rax
	movq	312(%rsp), %rbx
	movq	328(%rbp), %r10
	addq	%rax, %r15
	subq	%r14, %rbx
	jmp	.L1391
.L1803:
	movq	%r12, %rax
	movq	256(%rsp), %rsi
	movq	296(%rsp), %r12
	leaq	736(%rsp), %rcx
	movq	72(%rsp), %r10
	movq	304(%rsp), %r14
	testq	%r15, %r15
	js	.L1397
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r15, %xmm0
.L1398:
	testq	%rax, %rax
	js	.L1399
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1400:
	divsd	%xmm1, %xmm0
	movq	48(%rsp), %rbx
	movsd	%xmm0, (%rcx,%rsi,8)
	movq	824(%rsp), %rcx
	movq	%rbx, 256(%r12,%rsi,8)
	movq	%rcx, 240(%r12,%rsi,8)
	testq	%rsi, %rsi
	jne	.L1805
	movl	$1, %esi
	jmp	.L1401
.L1796:
	cmpl	$0, 8(%r13)
	jne	.L1420
	cmpq	$0, 40(%r13)
	jne	.L1420
	movq	32(%rsp), %rdx
	xorl	%r9d, %r9d
	movq	%rbx, %r8
	xorl	%ecx, %ecx
	leaq	1104(%rsp), %rsi
	movq	%r13, %rdi
	movq	%r10, 48(%rsp)
	call	run_closed
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rax, 256(%r12)
	call	clock_gettime@PLT
	movq	1112(%rsp), %rax
	movq	48(%rsp), %r10
	imulq	$1000000000, 3760(%rsp), %r15
	addq	3768(%rsp), %r15
	movq	%rax, 240(%r12)
	subq	%r10, %r15
	jns	.L1732
.L1427:
	movq	%r15, %rax
	movq	%r15, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1424
.L1783:
	movl	$29, %esi
	leaq	.LC254(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1381
.L1377:
	movq	136(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	%rax, 16(%rsp)
	mulq	(%rbx)
	movq	%rax, %rsi
	movq	%rdx, %rdi
	xorl	%eax, %eax
	cmpq	%rcx, %rsi
	sbbq	%rax, %rdi
	jc	.L1509
.L1508:
	leaq	.LC253(%rip), %rdi
	call	puts@PLT
	jmp	.L1509
.L1781:
	leaq	.LC250(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1375
.L1780:
	movq	%r9, %rdi
	call	fmt_us.constprop.0
	leaq	.LC248(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %r9
	jmp	.L1373
.L1778:
	cmpq	$0, 40(%rbx)
	leaq	1104(%rsp), %r9
	jne	.L1366
	cmpq	$0, 56(%rbx)
	movq	64(%rbx), %rsi
	jne	.L1368
	leaq	912(%rsp), %rdi
	movq	%r9, 16(%rsp)
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	leaq	816(%rsp), %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	movq	%r12, %rdx
	leaq	.LC243(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %r9
	jmp	.L1366
.L1775:
	leaq	.LC237(%rip), %rsi
	call	cannot
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L1357
	jmp	.L1358
.L1434:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1435
.L1805:
	cmpl	$0, 176(%r10)
	movq	288(%rsp), %r14
	movq	%r10, %r13
	movq	256(%r12), %rcx
	je	.L1402
	movq	160(%r10), %rsi
	cmpq	%rsi, %rax
	jb	.L1547
	xorl	%edx, %edx
	divq	%rsi
	xorl	%edx, %edx
	movq	%rax, %rbx
	movq	%rcx, %rax
	divq	%rbx
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
.L1403:
	movq	%rax, 272(%r12)
	movq	56(%rsp), %r15
	movq	112(%rsp), %rbx
	movq	%r15, %rsi
	movq	%rbx, %rdi
	call	lattice_dist
	movq	272(%r12), %rsi
	movq	%r14, %rdx
	movq	%r15, %rdi
	call	dist_correct
	movl	1128(%rsp), %eax
	orl	3784(%rsp), %eax
	jne	.L1548
	movl	200(%r13), %edx
	movq	192(%r13), %rsi
	movq	%rbx, %rdi
	movq	%r12, %rcx
	call	lattice_summarise
	movl	%eax, %ebx
	testl	%eax, %eax
	je	.L1806
.L1404:
	movq	1104(%rsp), %rdi
	call	free@PLT
	movq	3760(%rsp), %rdi
	call	free@PLT
	jmp	.L1405
.L1777:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rcx
	xorl	%eax, %eax
	movl	$16777216, %r8d
	leaq	.LC238(%rip), %rdx
	leaq	.LC239(%rip), %rsi
	movl	$2, %ebx
	call	fprintf@PLT
	jmp	.L1357
.L1776:
	leaq	1104(%rsp), %r9
	leaq	3760(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%r9, %rsi
	call	lattice_plan
	testl	%eax, %eax
	je	.L1363
	movq	8(%rsp), %rax
	movq	288(%rax), %rsi
	testq	%rsi, %rsi
	je	.L1363
	movq	224(%rax), %rcx
	movq	1104(%rsp), %rax
	jmp	.L1364
.L1540:
	movq	%rdx, %rsi
.L1364:
	xorl	%edx, %edx
	divq	%rsi
	movq	%rsi, %rax
	testq	%rdx, %rdx
	jne	.L1540
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rsi
	addq	$1, %rax
	cmpq	%rax, %rbx
	cmova	%rax, %rbx
	jmp	.L1363
.L1399:
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm1, %xmm1
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1400
.L1782:
	leaq	.LC162(%rip), %r12
	jmp	.L1376
.L1368:
	movq	%r9, %rdi
	movq	%r9, 16(%rsp)
	call	fmt_us.constprop.0
	movq	56(%rbx), %rsi
	leaq	912(%rsp), %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	leaq	816(%rsp), %rdi
	movq	%rax, %r13
	call	fmt_us.constprop.0
	movq	%r12, %rcx
	movq	%r13, %rdx
	leaq	.LC244(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %r9
	jmp	.L1366
.L1397:
	movq	%r15, %rdi
	andl	$1, %r15d
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%r15, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1398
.L1772:
	movq	56(%rsp), %rdi
	leaq	.LC5(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC232(%rip), %rcx
	leaq	.LC233(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1320
.L1771:
	movq	56(%rsp), %rdi
	leaq	.LC5(%rip), %r8
	leaq	.LC231(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1320
.L1465:
	movq	stderr(%rip), %rdi
	leaq	.LC276(%rip), %rdx
	leaq	.LC57(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L1351
.L1550:
	movl	$-4, %ebx
	jmp	.L1407
.L1799:
	leaq	.LC291(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	64(%rsp), %r9
	jmp	.L1479
.L1802:
	movq	8(%rsp), %rax
	movl	$18, %ecx
	leaq	.LC309(%rip), %rdi
	movq	760(%rax), %rax
	movl	284(%rax), %edx
	movl	280(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1498
.L1483:
	movq	8(%rsp), %rbx
	leaq	816(%rsp), %rdi
	movq	%r9, 64(%rsp)
	movq	832(%rbx), %rdx
	movq	800(%rbx), %rax
	movq	(%rax,%rdx,8), %rsi
	call	fmt_read.constprop.0
	movq	832(%rbx), %rdx
	leaq	.LC296(%rip), %rdi
	movq	%rax, %rcx
	movq	840(%rbx), %rax
	movq	%rax, %rsi
	movq	%rax, 16(%rsp)
	xorl	%eax, %eax
	subq	%rdx, %rsi
	call	printf@PLT
	movq	64(%rsp), %r9
	jmp	.L1484
.L1800:
	movq	8(%rsp), %rax
	movq	32(%rsp), %rdi
	movq	760(%rax), %rax
	movq	272(%rax), %rsi
	call	fmt_read.constprop.0
	leaq	.LC293(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	64(%rsp), %r9
	jmp	.L1482
.L1801:
	movq	8(%rsp), %r14
	movq	%r13, %rsi
	leaq	.LC304(%rip), %rdi
	leaq	0(,%r13,8), %r12
	movq	808(%r14), %rax
	movq	(%rax,%r13,8), %rcx
	movq	800(%r14), %rax
	movq	(%rax,%r13,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	leaq	1(%r13), %rax
	cmpq	824(%r14), %rax
	jb	.L1807
.L1493:
	movq	8(%rsp), %rax
	leaq	.LC306(%rip), %rdi
	movq	840(%rax), %rdx
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%r13, %rsi
	call	printf@PLT
	jmp	.L1492
.L1297:
	movq	56(%rsp), %rdi
	movq	%rcx, %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC207(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1726
.L1807:
	movq	8(%rsp), %rdi
	movq	808(%rdi), %rax
	movq	8(%rax,%r12), %rdx
	movq	800(%rdi), %rax
	leaq	.LC305(%rip), %rdi
	movq	8(%rax,%r12), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1493
.L1749:
	leaq	5360(%rsp), %rdi
	leaq	.LC202(%rip), %r8
	movq	%r13, %rcx
	xorl	%eax, %eax
	leaq	.LC203(%rip), %rdx
	movl	$2048, %esi
	movq	%rdi, 56(%rsp)
	call	snprintf@PLT
	jmp	.L1320
.L1760:
	xorl	%edx, %edx
	jmp	.L1256
.L1742:
	leaq	.LC5(%rip), %r8
	leaq	5360(%rsp), %rdi
	movl	$2048, %esi
	movq	%r8, %rcx
	leaq	.LC204(%rip), %rdx
	movq	%rdi, 56(%rsp)
	call	snprintf@PLT
	jmp	.L1320
.L1763:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	56(%rsp), %rdi
	movl	$2048, %esi
	movq	1928(%rsp), %rcx
	movq	%rax, %r8
	leaq	.LC213(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1320
.L1764:
	leaq	3760(%rsp), %rdi
	movq	%r13, %rsi
	call	fmt_us.constprop.0
	movq	1664(%rsp), %rsi
	leaq	1104(%rsp), %rdi
	movq	%rax, %rbx
	call	fmt_us.constprop.0
	leaq	.LC158(%rip), %rdx
	movq	56(%rsp), %rdi
	cmpq	$0, 1656(%rsp)
	movq	%rax, %rcx
	leaq	.LC157(%rip), %rax
	movq	%rbx, %r8
	movl	$2048, %esi
	cmove	%rax, %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1320
.L1770:
	movq	56(%rsp), %rdi
	leaq	.LC5(%rip), %r8
	leaq	.LC229(%rip), %rcx
	movl	$2048, %esi
	leaq	.LC230(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1320
.L1345:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC236(%rip), %rsi
	xorl	%eax, %eax
	movl	$1, %ebx
	call	fprintf@PLT
	jmp	.L1316
.L1785:
	leaq	.LC257(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1383
.L1784:
	movq	40(%rbp), %rdx
	movq	32(%rbp), %rsi
	movl	$65536, %ecx
	xorl	%eax, %eax
	leaq	.LC256(%rip), %rdi
	call	printf@PLT
	jmp	.L1383
.L1806:
	movl	200(%r13), %edx
	movq	120(%rsp), %rdi
	leaq	80(%r12), %rcx
	movq	192(%r13), %rsi
	call	lattice_summarise
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L1404
	movl	200(%r13), %edx
	movq	192(%r13), %rsi
	leaq	160(%r12), %rcx
	movq	%r14, %rdi
	call	dist_summarise
	movl	%eax, %ebx
	jmp	.L1404
.L1548:
	orl	$-1, %ebx
	jmp	.L1404
.L1547:
	orq	$-1, %rax
	jmp	.L1403
.L1402:
	movq	168(%r10), %rax
	jmp	.L1403
.L1767:
	leaq	.LC221(%rip), %r8
	leaq	.LC222(%rip), %rcx
.L1727:
	movq	56(%rsp), %rdi
	leaq	.LC220(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1320
.L1794:
	movq	64(%rsp), %rdi
	call	default_shape
	leaq	.LC160(%rip), %rcx
	testl	%eax, %eax
	leaq	.LC159(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L1332
.L1787:
	leaq	run_fault_lock(%rip), %rbx
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	movq	%rbx, %rdi
	orl	$-1, %ebx
	call	pthread_mutex_unlock@PLT
	jmp	.L1407
.L1393:
	movq	stderr(%rip), %rdi
	movq	%r9, %rcx
	movq	%r11, %rdx
	xorl	%eax, %eax
	leaq	.LC261(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L1769:
	movq	56(%rsp), %rdi
	leaq	.LC226(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC227(%rip), %rcx
	leaq	.LC228(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1320
.L1773:
	movq	56(%rsp), %rdi
	movl	$1048576, %r8d
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC235(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1320
.L1793:
	movq	56(%rsp), %rdi
	leaq	.LC5(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC215(%rip), %rcx
	leaq	.LC216(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1320
	.cfi_endproc
.LFE182:
	.size	bench_main, .-bench_main
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB183:
	.cfi_startproc
	jmp	bench_main
	.cfi_endproc
.LFE183:
	.size	main, .-main
	.section	.rodata.str1.1
.LC313:
	.string	"0%"
.LC314:
	.string	"90%"
.LC315:
	.string	"99%"
.LC316:
	.string	"99.9%"
.LC317:
	.string	"99.99%"
.LC318:
	.string	"99.999%"
	.section	.data.rel.ro.local,"aw"
	.align 32
	.type	XTICK.0, @object
	.size	XTICK.0, 48
XTICK.0:
	.quad	.LC313
	.quad	.LC314
	.quad	.LC315
	.quad	.LC316
	.quad	.LC317
	.quad	.LC318
	.section	.rodata.str1.1
.LC319:
	.string	"closed (from actual send)"
.LC320:
	.string	"open (from intended send)"
.LC321:
	.string	"corrected closed"
	.section	.data.rel.ro.local
	.align 16
	.type	NAMES.1, @object
	.size	NAMES.1, 24
NAMES.1:
	.quad	.LC319
	.quad	.LC320
	.quad	.LC321
	.section	.rodata.str1.1
.LC322:
	.string	"closed.values"
.LC323:
	.string	"open.values"
.LC324:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.2, @object
	.size	VALUES.2, 24
VALUES.2:
	.quad	.LC322
	.quad	.LC323
	.quad	.LC324
	.section	.rodata.str1.1
.LC325:
	.string	"closed.hgrm"
.LC326:
	.string	"open.hgrm"
.LC327:
	.string	"corrected.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.3, @object
	.size	HGRM.3, 24
HGRM.3:
	.quad	.LC325
	.quad	.LC326
	.quad	.LC327
	.section	.rodata.str1.1
.LC328:
	.string	"ms"
.LC329:
	.string	"us"
.LC330:
	.string	"ns"
	.section	.data.rel.ro.local
	.align 32
	.type	U.4, @object
	.size	U.4, 96
U.4:
	.quad	.LC161
	.quad	1000000000
	.long	9
	.zero	4
	.quad	.LC328
	.quad	1000000
	.long	6
	.zero	4
	.quad	.LC329
	.quad	1000
	.long	3
	.zero	4
	.quad	.LC330
	.quad	1
	.long	0
	.zero	4
	.align 32
	.type	units.5, @object
	.size	units.5, 64
units.5:
	.quad	.LC330
	.quad	1
	.quad	.LC329
	.quad	1000
	.quad	.LC328
	.quad	1000000
	.quad	.LC161
	.quad	1000000000
	.section	.rodata.str1.1
.LC331:
	.string	"200us"
.LC332:
	.string	"0.3us"
.LC333:
	.string	"0.5s"
.LC334:
	.string	"1.000000001s"
.LC335:
	.string	"250"
.LC336:
	.string	"0.5ns"
.LC337:
	.string	"-1ms"
.LC338:
	.string	"5parsecs"
.LC339:
	.string	"1.ms"
.LC340:
	.string	"99999999999999999999s"
.LC341:
	.string	"4611686018427387904ns"
	.section	.data.rel.ro.local
	.align 32
	.type	TIME.6, @object
	.size	TIME.6, 336
TIME.6:
	.quad	.LC331
	.long	0
	.long	1
	.quad	200000
	.quad	.LC332
	.long	0
	.long	1
	.quad	300
	.quad	.LC333
	.long	0
	.long	1
	.quad	500000000
	.quad	.LC334
	.long	0
	.long	1
	.quad	1000000001
	.quad	.LC199
	.long	0
	.long	1
	.quad	0
	.quad	.LC335
	.long	1
	.long	1
	.quad	250
	.quad	.LC335
	.long	0
	.long	0
	.quad	0
	.quad	.LC336
	.long	0
	.long	0
	.quad	0
	.quad	.LC328
	.long	0
	.long	0
	.quad	0
	.quad	.LC337
	.long	0
	.long	0
	.quad	0
	.quad	.LC338
	.long	0
	.long	0
	.quad	0
	.quad	.LC339
	.long	0
	.long	0
	.quad	0
	.quad	.LC340
	.long	0
	.long	0
	.quad	0
	.quad	.LC341
	.long	0
	.long	0
	.quad	0
	.local	fixed.7
	.comm	fixed.7,160000,32
	.local	raw.8
	.comm	raw.8,80008,32
	.section	.rodata.str1.1
.LC342:
	.string	"rank n=1 p=0"
.LC343:
	.string	"rank n=1 p=100"
.LC344:
	.string	"rank n=1 p=0 ceil"
.LC345:
	.string	"rank n=1 p=100 ceil"
.LC346:
	.string	"rank n=10 p=0"
.LC347:
	.string	"rank n=10 p=100"
.LC348:
	.string	"rank n=10 p=50"
.LC349:
	.string	"rank n=10 p=95 rounds half up"
.LC350:
	.string	"rank n=10 p=94.9 rounds down"
.LC351:
	.string	"rank n=10 p=90.1 ceil"
.LC352:
	.string	"rank n=119980 p=99"
.LC353:
	.string	"rank n=119980 p=99.9"
.LC354:
	.string	"rank n=119980 p=99 ceil"
.LC355:
	.string	"rank n=2^62 p=99.99 exact"
	.section	.data.rel.ro.local
	.align 32
	.type	RANK.9, @object
	.size	RANK.9, 560
RANK.9:
	.quad	.LC342
	.quad	1
	.quad	0
	.quad	1
	.long	0
	.zero	4
	.quad	.LC343
	.quad	1
	.quad	100000
	.quad	1
	.long	0
	.zero	4
	.quad	.LC344
	.quad	1
	.quad	0
	.quad	1
	.long	1
	.zero	4
	.quad	.LC345
	.quad	1
	.quad	100000
	.quad	1
	.long	1
	.zero	4
	.quad	.LC346
	.quad	1
	.quad	0
	.quad	10
	.long	0
	.zero	4
	.quad	.LC347
	.quad	10
	.quad	100000
	.quad	10
	.long	0
	.zero	4
	.quad	.LC348
	.quad	5
	.quad	50000
	.quad	10
	.long	0
	.zero	4
	.quad	.LC349
	.quad	10
	.quad	95000
	.quad	10
	.long	0
	.zero	4
	.quad	.LC350
	.quad	9
	.quad	94900
	.quad	10
	.long	0
	.zero	4
	.quad	.LC351
	.quad	10
	.quad	90100
	.quad	10
	.long	1
	.zero	4
	.quad	.LC352
	.quad	118780
	.quad	99000
	.quad	119980
	.long	0
	.zero	4
	.quad	.LC353
	.quad	119860
	.quad	99900
	.quad	119980
	.long	0
	.zero	4
	.quad	.LC354
	.quad	118781
	.quad	99000
	.quad	119980
	.long	1
	.zero	4
	.quad	.LC355
	.quad	4611224849825545165
	.quad	99990
	.quad	4611686018427387904
	.long	0
	.zero	4
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
.LC356:
	.string	"open_closed_p99"
.LC357:
	.string	"ratios: open/closed p99 "
.LC358:
	.string	"open_closed_p999"
.LC359:
	.string	", p99.9 "
.LC360:
	.string	"open_closed_slow"
.LC361:
	.string	"closed_max_p99"
.LC362:
	.string	"corrected_closed_p99"
.LC363:
	.string	"; corrected/closed p99 "
.LC364:
	.string	"open_corrected_p99"
.LC365:
	.string	"; open/corrected p99 "
.LC366:
	.string	"open_corrected_p90"
.LC367:
	.string	", p90 "
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 224
RATIOS:
	.quad	.LC356
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC357
	.quad	.LC358
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC359
	.quad	.LC360
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	0
	.quad	.LC361
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	0
	.quad	.LC362
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC363
	.quad	.LC364
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC365
	.quad	.LC366
	.long	1
	.long	1
	.long	2
	.long	1
	.quad	.LC367
	.section	.rodata
	.align 32
	.type	LAB_OPTION_NAMES, @object
	.size	LAB_OPTION_NAMES, 473
LAB_OPTION_NAMES:
	.ascii	"--closed= --connections= --schedule= --rate= --seed= --servi"
	.ascii	"ce-dist= --service-cv= --slow-fraction= --slow-service= --st"
	.ascii	"alls= --stall-dist= --arrivals= --timeout= --queue-limit= --"
	.ascii	"reject-time= --generator-pause= --ge"
	.string	"nerator-period= --generator-first= --schedule-from= --max-in-flight= --when-full= --population= --sessions= --return-prob= --think= --think-dist= --scoreboard --guess-entries= --correct= --trace-values= --sweep= --hlog-interval= --hlog-counts --cross-check"
	.section	.rodata.str1.1
.LC368:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC369:
	.string	"service time of one request (100us)"
	.section	.rodata.str1.1
.LC370:
	.string	"--interval"
	.section	.rodata.str1.8
	.align 8
.LC371:
	.string	"fixed schedule: request i due at i*T (200us)"
	.section	.rodata.str1.1
.LC372:
	.string	"--stall"
	.section	.rodata.str1.8
	.align 8
.LC373:
	.string	"length of each stall, 0 for none (200ms)"
	.section	.rodata.str1.1
.LC374:
	.string	"--period"
	.section	.rodata.str1.8
	.align 8
.LC375:
	.string	"time between stall starts, 0 for one stall (1s)"
	.section	.rodata.str1.1
.LC376:
	.string	"--first-stall"
	.section	.rodata.str1.8
	.align 8
.LC377:
	.string	"start of the first stall (500ms)"
	.align 8
.LC378:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC379:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC380:
	.string	"or exactly N scheduled requests"
	.align 8
.LC381:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sorted)"
	.section	.rodata.str1.1
.LC382:
	.string	"--expected-interval"
.LC383:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC384:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.section	.rodata.str1.1
.LC385:
	.string	"a time above zero, or mean"
.LC386:
	.string	"--slow-above"
.LC387:
	.string	"the slow line (1ms)"
.LC388:
	.string	"--rank"
.LC389:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC390:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.section	.rodata.str1.1
.LC391:
	.string	"use round or ceil"
.LC392:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC393:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC394:
	.string	"--exact-by"
.LC395:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC396:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.align 8
.LC397:
	.string	"use auto, sorted, lattice or passes"
	.section	.rodata.str1.1
.LC398:
	.string	"--quick"
.LC399:
	.string	"as QUICK=1"
.LC400:
	.string	"--verbose"
	.section	.rodata.str1.8
	.align 8
.LC401:
	.string	"also every rep's checked numbers, a line a set"
	.section	.rodata.str1.1
.LC402:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC403:
	.string	"a named model, its options before yours (the list below)"
	.section	.rodata.str1.1
.LC404:
	.string	"--export"
.LC405:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC406:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC407:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.section	.rodata.str1.1
.LC408:
	.string	"--export-values"
	.section	.rodata.str1.8
	.align 8
.LC409:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.align 8
.LC410:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC411:
	.string	"run the unit checks and exit"
.LC412:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 2240
OPTIONS:
	.quad	.LC115
	.long	0
	.zero	4
	.quad	.LC368
	.quad	.LC369
	.quad	0
	.long	29
	.zero	4
	.quad	set_time
	.quad	0
	.zero	8
	.quad	1
	.zero	32
	.quad	.LC370
	.long	0
	.zero	4
	.quad	.LC368
	.quad	.LC371
	.quad	0
	.long	21
	.zero	4
	.quad	set_time
	.quad	80
	.zero	8
	.quad	1
	.zero	32
	.quad	.LC372
	.long	0
	.zero	4
	.quad	.LC368
	.quad	.LC373
	.quad	0
	.long	29
	.zero	4
	.quad	set_time
	.quad	48
	.zero	48
	.quad	.LC374
	.long	0
	.zero	4
	.quad	.LC368
	.quad	.LC375
	.quad	0
	.long	29
	.zero	4
	.quad	set_time
	.quad	56
	.zero	48
	.quad	.LC376
	.long	0
	.zero	4
	.quad	.LC368
	.quad	.LC377
	.quad	0
	.long	29
	.zero	4
	.quad	set_time
	.quad	64
	.zero	48
	.quad	.LC205
	.long	0
	.zero	4
	.quad	.LC368
	.quad	.LC378
	.quad	0
	.long	29
	.zero	4
	.quad	set_duration
	.quad	248
	.zero	8
	.quad	1
	.zero	32
	.quad	.LC206
	.long	0
	.zero	4
	.quad	.LC379
	.quad	.LC380
	.quad	0
	.long	29
	.zero	4
	.quad	set_requests
	.quad	256
	.zero	8
	.quad	1
	.quad	1099511627776
	.quad	.LC381
	.zero	16
	.quad	.LC382
	.long	0
	.zero	4
	.quad	.LC383
	.quad	.LC384
	.quad	0
	.long	23
	.zero	4
	.quad	set_expected
	.zero	8
	.quad	356
	.zero	16
	.quad	.LC385
	.zero	16
	.quad	.LC386
	.long	0
	.zero	4
	.quad	.LC368
	.quad	.LC387
	.quad	0
	.long	27
	.zero	4
	.quad	set_time
	.quad	192
	.zero	48
	.quad	.LC388
	.long	0
	.zero	4
	.quad	.LC389
	.quad	.LC390
	.quad	0
	.long	31
	.zero	4
	.quad	set_choice
	.quad	200
	.zero	24
	.quad	.LC391
	.quad	RANK_NAME
	.zero	8
	.quad	.LC392
	.long	0
	.zero	4
	.quad	.LC379
	.quad	.LC393
	.quad	0
	.long	17
	.zero	4
	.quad	set_reps
	.zero	16
	.quad	1
	.quad	100000
	.quad	.LC202
	.zero	16
	.quad	.LC394
	.long	0
	.zero	4
	.quad	.LC395
	.quad	.LC396
	.quad	0
	.long	25
	.zero	4
	.quad	set_exact_by
	.quad	204
	.zero	24
	.quad	.LC397
	.quad	EXACT_BY_NAME
	.zero	8
	.quad	.LC398
	.long	1
	.zero	4
	.quad	0
	.quad	.LC399
	.quad	0
	.long	29
	.zero	4
	.quad	set_flag
	.quad	352
	.zero	48
	.quad	.LC400
	.long	1
	.zero	4
	.quad	0
	.quad	.LC401
	.quad	0
	.long	17
	.zero	4
	.quad	set_flag
	.quad	324
	.zero	48
	.quad	.LC173
	.long	0
	.zero	4
	.quad	.LC402
	.quad	.LC403
	.quad	0
	.long	31
	.zero	4
	.quad	0
	.zero	56
	.quad	.LC404
	.long	0
	.zero	4
	.quad	.LC405
	.quad	.LC406
	.quad	0
	.long	31
	.zero	4
	.quad	set_export
	.quad	312
	.zero	24
	.quad	.LC407
	.zero	16
	.quad	.LC408
	.long	1
	.zero	4
	.quad	0
	.quad	.LC409
	.quad	.LC404
	.long	29
	.zero	4
	.quad	set_flag
	.quad	320
	.zero	48
	.quad	.LC169
	.long	2
	.zero	4
	.quad	0
	.quad	.LC410
	.quad	0
	.long	31
	.zero	4
	.quad	0
	.zero	56
	.quad	.LC172
	.long	2
	.zero	4
	.quad	0
	.quad	.LC411
	.quad	0
	.long	31
	.zero	4
	.quad	0
	.zero	56
	.quad	.LC114
	.long	2
	.zero	4
	.quad	0
	.quad	.LC412
	.quad	0
	.long	31
	.zero	4
	.quad	0
	.zero	56
	.section	.rodata
	.align 32
	.type	LAB_SCENARIO_NAMES, @object
	.size	LAB_SCENARIO_NAMES, 208
LAB_SCENARIO_NAMES:
	.string	"one-2s-stall mm1-half mm1-90 mm1-99 bimodal gc-pauses timeouts shedding generator-gc drift in-flight-cap mm1k-90 population population-stalls sessions-2 sessions-20 hundred-requests hundred-requests-exercise"
	.section	.rodata.str1.1
.LC413:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC414:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.align 8
.LC415:
	.string	"seed 004, the server a monitoring agent watches: seed 000 at a twentieth of capacity"
	.section	.rodata.str1.1
.LC416:
	.string	"--service 10us"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 72
SCENARIOS:
	.quad	.LC86
	.quad	.LC168
	.quad	.LC5
	.quad	.LC141
	.quad	.LC413
	.quad	.LC414
	.quad	.LC142
	.quad	.LC415
	.quad	.LC416
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC121
	.quad	.LC118
	.quad	.LC120
	.local	run_fault_lock
	.comm	run_fault_lock,40,32
	.local	run_fault
	.comm	run_fault,404,32
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC273
	.quad	.LC274
	.quad	.LC271
	.section	.rodata.str1.1
.LC417:
	.string	"p50"
.LC418:
	.string	"p90"
.LC419:
	.string	"p99"
.LC420:
	.string	"p99.9"
.LC421:
	.string	"p99.99"
.LC422:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC417
	.quad	.LC418
	.quad	.LC419
	.quad	.LC420
	.quad	.LC421
	.quad	.LC422
	.section	.rodata.str1.1
.LC423:
	.string	"p999"
.LC424:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC417
	.quad	.LC418
	.quad	.LC419
	.quad	.LC423
	.quad	.LC424
	.quad	.LC422
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
.LC425:
	.string	"auto"
.LC426:
	.string	"lattice"
.LC427:
	.string	"passes"
	.section	.data.rel.ro.local
	.align 32
	.type	EXACT_BY_NAME, @object
	.size	EXACT_BY_NAME, 40
EXACT_BY_NAME:
	.quad	.LC425
	.quad	.LC20
	.quad	.LC426
	.quad	.LC427
	.quad	0
	.section	.rodata.str1.1
.LC428:
	.string	"round"
.LC429:
	.string	"ceil"
	.section	.data.rel.ro.local
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 24
RANK_NAME:
	.quad	.LC428
	.quad	.LC429
	.quad	0
	.section	.rodata.str1.1
.LC430:
	.string	"catch-up"
.LC431:
	.string	"skip"
.LC432:
	.string	"back-to-back"
	.section	.data.rel.ro.local
	.align 32
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 32
CLOSED_NAME:
	.quad	.LC430
	.quad	.LC431
	.quad	.LC432
	.quad	0
	.section	.rodata.str1.1
.LC433:
	.string	"fixed"
.LC434:
	.string	"poisson"
.LC435:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC433
	.quad	.LC434
	.quad	.LC435
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC31:
	.long	0
	.long	1081589760
	.align 8
.LC32:
	.long	0
	.long	1081794560
	.align 8
.LC33:
	.long	0
	.long	1082535936
	.align 8
.LC34:
	.long	0
	.long	1079246848
	.align 8
.LC41:
	.long	0
	.long	1071644672
	.set	.LC42,.LC100+8
	.align 8
.LC43:
	.long	0
	.long	1127219200
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC44:
	.long	-1
	.long	2147483647
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC45:
	.long	0
	.long	1072693248
	.align 8
.LC46:
	.long	0
	.long	1076101120
	.align 8
.LC47:
	.long	0
	.long	1073217536
	.align 8
.LC48:
	.long	0
	.long	1074528256
	.align 8
.LC49:
	.long	0
	.long	1075707904
	.set	.LC50,.LC44
	.align 8
.LC60:
	.long	0
	.long	1079574528
	.align 8
.LC63:
	.long	0
	.long	1083129856
	.align 8
.LC64:
	.long	0
	.long	1074790400
	.align 8
.LC68:
	.long	-17155601
	.long	1072049730
	.align 8
.LC69:
	.long	0
	.long	1073741824
	.align 8
.LC78:
	.long	0
	.long	1138753536
	.align 8
.LC99:
	.long	0
	.long	1090021888
	.section	.rodata.cst16
	.align 16
.LC100:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC101:
	.long	0
	.long	1093567616
	.align 8
.LC102:
	.long	-858993459
	.long	1072745676
	.align 8
.LC106:
	.long	0
	.long	1081524224
	.align 8
.LC111:
	.long	0
	.long	1101206224
	.align 8
.LC112:
	.long	0
	.long	1102879800
	.section	.rodata.cst16
	.align 16
.LC165:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC166:
	.quad	1
	.quad	200000
	.section	.rodata.cst8
	.align 8
.LC167:
	.long	31
	.long	1
	.section	.rodata.cst16
	.align 16
.LC176:
	.quad	1000
	.quad	1000
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
