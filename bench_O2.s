	.file	"bench.c"
	.text
	.p2align 4
	.type	serve_stalls, @function
serve_stalls:
.LFB36:
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
.LFE36:
	.size	serve_stalls, .-serve_stalls
	.p2align 4
	.type	run_closed, @function
run_closed:
.LFB39:
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
	jnb	.L7
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
	jmp	.L17
	.p2align 4,,10
	.p2align 3
.L27:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L12:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L11:
	cmpq	%r15, %rbp
	jnb	.L7
.L17:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L9
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L9
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L26
.L9:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L12
	cmpq	%rax, %rbx
	jnb	.L13
	addq	%r8, %rdx
.L14:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L27
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L12
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
	jmp	.L12
	.p2align 4,,10
	.p2align 3
.L13:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L14
	.p2align 4,,10
	.p2align 3
.L7:
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
.L26:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L10:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L10
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L11
	.cfi_endproc
.LFE39:
	.size	run_closed, .-run_closed
	.p2align 4
	.type	default_shape, @function
default_shape:
.LFB41:
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
.LFE41:
	.size	default_shape, .-default_shape
	.p2align 4
	.type	cmp_u64, @function
cmp_u64:
.LFB48:
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
.LFE48:
	.size	cmp_u64, .-cmp_u64
	.p2align 4
	.type	cmp_u128, @function
cmp_u128:
.LFB49:
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
.LFE49:
	.size	cmp_u128, .-cmp_u128
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB78:
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
.LFE78:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB103:
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
.LFE103:
	.size	cmp_vc, .-cmp_vc
	.p2align 4
	.type	set_text, @function
set_text:
.LFB138:
	.cfi_startproc
	movq	56(%rsi), %rax
	movq	%rdx, (%rdi,%rax)
	movq	80(%rsi), %rax
	testq	%rax, %rax
	je	.L42
	movl	$1, (%rdi,%rax)
.L42:
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE138:
	.size	set_text, .-set_text
	.p2align 4
	.type	set_flag, @function
set_flag:
.LFB139:
	.cfi_startproc
	movq	56(%rsi), %rax
	movl	$1, (%rdi,%rax)
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE139:
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
	ja	.L48
	movq	%rdi, %rcx
	movsbq	%bl, %rbx
	movl	$10, %edi
	jmp	.L49
	.p2align 4,,10
	.p2align 3
.L58:
	movq	%rbx, %rax
	mulq	%rdi
	movq	%rax, %rbx
	jo	.L54
	movsbq	%sil, %rsi
	addq	%rsi, %rbx
	jc	.L54
.L49:
	movq	%rcx, %rax
	movzbl	1(%rcx), %ebp
	addq	$1, %rcx
	leal	-48(%rbp), %esi
	cmpb	$9, %sil
	jbe	.L58
	movl	$1, %r13d
	xorl	%r14d, %r14d
	cmpb	$46, %bpl
	je	.L86
.L59:
	movq	$0, 24(%rsp)
	leaq	units.5(%rip), %r12
.L64:
	movq	(%r12), %rsi
	movq	%rcx, %rdi
	movq	%rcx, (%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rcx
	testl	%eax, %eax
	jne	.L63
	movq	8(%r12), %rax
	movq	%rax, 24(%rsp)
.L63:
	addq	$16, %r12
	leaq	64+units.5(%rip), %rax
	cmpq	%r12, %rax
	jne	.L64
	testb	%bpl, %bpl
	je	.L65
	cmpq	$0, 24(%rsp)
	je	.L87
	movq	24(%rsp), %rax
.L85:
	imulq	%rax, %r14
.L68:
	movq	%r14, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	%rdx, %rsi
	movq	%rax, %r11
	testq	%rdx, %rdx
	jne	.L88
	movq	24(%rsp), %rax
	movq	%r11, %rcx
	mulq	%rbx
	xorl	%ebx, %ebx
	addq	%rax, %rcx
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	sbbq	%rbx, %rsi
	jc	.L54
.L69:
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
.L54:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC5(%rip), %r8
	leaq	.LC6(%rip), %rdx
	call	snprintf@PLT
.L51:
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
.L65:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L74
	movq	%r14, %rcx
	orq	%rbx, %rcx
	je	.L69
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L85
	leaq	.LC3(%rip), %r8
.L66:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC8(%rip), %rdx
	call	snprintf@PLT
	jmp	.L51
	.p2align 4,,10
	.p2align 3
.L86:
	movzbl	1(%rcx), %ebp
	leaq	2(%rax), %rsi
	leal	-48(%rbp), %ecx
	cmpb	$9, %cl
	ja	.L89
	addq	$11, %rax
	.p2align 4,,10
	.p2align 3
.L61:
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
	ja	.L90
	cmpq	%rsi, %rax
	jne	.L61
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC9(%rip), %r8
	leaq	.LC10(%rip), %rdx
	call	snprintf@PLT
	jmp	.L51
.L74:
	movq	$1, 24(%rsp)
	jmp	.L68
.L90:
	movq	%rsi, %rcx
	jmp	.L59
.L48:
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
	jmp	.L51
.L87:
	leaq	.LC2(%rip), %r8
	jmp	.L66
.L88:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC11(%rip), %r8
	leaq	.LC12(%rip), %rdx
	call	snprintf@PLT
	jmp	.L51
.L89:
	leaq	.LC7(%rip), %r8
	jmp	.L66
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
.LFB135:
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
	jne	.L99
	cmpq	$0, 64(%rbx)
	movq	8(%rsp), %rdx
	je	.L94
	testq	%rdx, %rdx
	je	.L100
.L94:
	movq	56(%rbx), %rcx
	movq	%rdx, (%r15,%rcx)
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L91
	movl	$1, (%r15,%rdx)
.L91:
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
.L100:
	.cfi_restore_state
	movq	(%rbx), %rcx
	movq	%rbp, %r8
	leaq	.LC14(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L93:
	movl	$-1, %eax
	jmp	.L91
.L99:
	movq	(%rbx), %rcx
	movq	%r14, %r8
	leaq	.LC13(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L93
	.cfi_endproc
.LFE135:
	.size	set_time, .-set_time
	.p2align 4
	.type	set_duration, @function
set_duration:
.LFB140:
	.cfi_startproc
	movq	$0, 256(%rdi)
	jmp	set_time
	.cfi_endproc
.LFE140:
	.size	set_duration, .-set_duration
	.section	.rodata.str1.1
.LC15:
	.string	"%s '%s' is not valid: %s"
	.text
	.p2align 4
	.type	set_choice, @function
set_choice:
.LFB137:
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
	je	.L103
	movq	%rdi, %r13
	xorl	%r14d, %r14d
	jmp	.L107
	.p2align 4,,10
	.p2align 3
.L104:
	addq	$1, %r14
	movq	0(%rbp,%r14,8), %rsi
	testq	%rsi, %rsi
	je	.L103
.L107:
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L104
	movq	56(%r12), %rcx
	movq	80(%r12), %rdx
	movl	%r14d, 0(%r13,%rcx)
	testq	%rdx, %rdx
	je	.L102
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
.L103:
	.cfi_restore_state
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbx, %r8
	movq	%r15, %rsi
	movq	8(%rsp), %rdi
	leaq	.LC15(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
.L102:
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
.LFE137:
	.size	set_choice, .-set_choice
	.section	.rodata.str1.1
.LC16:
	.string	"sorted"
.LC17:
	.string	"sort"
	.text
	.p2align 4
	.type	set_exact_by, @function
set_exact_by:
.LFB144:
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
	leaq	.LC17(%rip), %rsi
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
	leaq	.LC16(%rip), %rax
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
.LFE144:
	.size	set_exact_by, .-set_exact_by
	.section	.rodata.str1.1
.LC18:
	.string	"mean"
	.text
	.p2align 4
	.type	set_expected, @function
set_expected:
.LFB143:
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
	movq	%rdx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rdi, %rbx
	subq	$1424, %rsp
	.cfi_def_cfa_offset 1472
	movl	$1, 356(%rdi)
	movq	%rdx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 176(%rbx)
	jne	.L129
.L121:
	xorl	%eax, %eax
.L120:
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
.L129:
	.cfi_restore_state
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L122
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L122
	movq	%rax, 168(%rbx)
	jmp	.L121
.L122:
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbp, %r8
	movq	%r14, %rsi
	leaq	.LC15(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L120
	.cfi_endproc
.LFE143:
	.size	set_expected, .-set_expected
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB24:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L137
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
	jne	.L133
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L133
	cmpq	%r14, %rax
	jb	.L133
	cmpq	%rax, %r12
	jb	.L133
	movq	%rax, 0(%r13)
.L130:
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
.L133:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L130
	.p2align 4,,10
	.p2align 3
.L137:
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
.LFB124:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L143
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
.L140:
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
	jb	.L140
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
.L143:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE124:
	.size	values_writer, .-values_writer
	.section	.rodata.str1.8
	.align 8
.LC20:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB45:
	.cfi_startproc
	movq	(%rdi), %rax
	leaq	8(%rdi), %r9
	leaq	(%rdi,%rsi,8), %r10
	xorl	%edi, %edi
	jmp	.L147
	.p2align 4,,10
	.p2align 3
.L149:
	cmpq	%r9, %r10
	je	.L158
.L152:
	addq	$8, %r9
	movq	-8(%r9), %rax
	cmpq	%r8, %rsi
	je	.L148
.L147:
	leaq	1(%rdi), %rsi
	movq	%rax, (%rcx,%rdi,8)
	movq	%rsi, %rdi
	cmpq	%rdx, %rax
	jb	.L149
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L149
	cmpq	%rsi, %r8
	jne	.L150
	jmp	.L148
	.p2align 4,,10
	.p2align 3
.L151:
	cmpq	%rsi, %r8
	je	.L148
.L150:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L151
	movq	%rsi, %rdi
	cmpq	%r9, %r10
	jne	.L152
.L158:
	movq	%rsi, %rax
	ret
.L148:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC20(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE45:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	table_push, @function
table_push:
.LFB100:
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
	je	.L160
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L176
.L160:
	cmpq	16(%rbx), %rsi
	je	.L162
	movq	(%rbx), %rax
.L163:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L161:
	xorl	%eax, %eax
.L159:
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
.L162:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L168
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L167
	salq	$5, %rsi
.L164:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L167
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L163
	.p2align 4,,10
	.p2align 3
.L176:
	addq	%rbp, 8(%rax)
	jmp	.L161
	.p2align 4,,10
	.p2align 3
.L168:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L164
.L167:
	movl	$-1, %eax
	jmp	.L159
	.cfi_endproc
.LFE100:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB102:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L186
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
	jmp	.L180
	.p2align 4,,10
	.p2align 3
.L182:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L189
.L180:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L182
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L182
	orl	$-1, %eax
	jmp	.L177
	.p2align 4,,10
	.p2align 3
.L189:
	xorl	%eax, %eax
.L177:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L186:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE102:
	.size	table_from_lattice, .-table_from_lattice
	.p2align 4
	.type	dist_free, @function
dist_free:
.LFB56:
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
.LFE56:
	.size	dist_free, .-dist_free
	.globl	__udivti3
	.p2align 4
	.type	corrected_summarise, @function
corrected_summarise:
.LFB54:
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
	je	.L193
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
	jmp	.L197
.L262:
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
.L195:
	cmpq	%r10, %r9
	adcq	$0, 40(%rsp)
	addq	$8, %r8
	cmpq	%r8, 96(%rsp)
	je	.L261
.L197:
	movq	(%r8), %r9
	cmpq	%r10, %r9
	jb	.L262
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
	jnb	.L263
	leaq	(%r10,%rcx), %rax
	cmpq	%rax, %rbp
	jb	.L195
	movq	$0, 88(%rsp)
	movq	%rbp, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%r10
	movq	%rax, 80(%rsp)
	addq	80(%rsp), %rsi
	adcq	88(%rsp), %rdi
	jmp	.L195
.L263:
	addq	16(%rsp), %rsi
	adcq	24(%rsp), %rdi
	jmp	.L195
.L193:
	xorl	%eax, %eax
.L192:
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
.L261:
	.cfi_restore_state
	movq	%r15, %rax
	movl	128(%rsp), %ecx
	movq	136(%rsp), %rbx
	subq	$0, %rax
	jne	.L229
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
	je	.L264
.L200:
	movq	$0, (%rsp)
	movq	40(%rsp), %rbp
	movq	%r8, %r11
	movq	$0, 48(%rsp)
	jmp	.L226
.L201:
	movq	-8(%r12,%r11,8), %rdx
.L204:
	movq	48(%rsp), %rax
	movq	208(%rsp), %rdi
	movq	%rdx, 8(%rdi,%rax)
	addq	$8, %rax
	movq	%rax, 48(%rsp)
	cmpq	$48, %rax
	je	.L193
	movq	(%rdi), %r11
.L226:
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
	jnb	.L201
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
	jnb	.L265
	movq	%rbx, (%rsp)
.L203:
	xorl	%ebx, %ebx
	addq	%rdi, %r14
	movq	%rdi, %rcx
	adcq	%rbx, %r15
	addq	$1, %rbp
	cmpq	%r13, %rbp
	jb	.L205
	jmp	.L266
	.p2align 4,,10
	.p2align 3
.L208:
	addq	%rcx, %r14
	adcq	%rbx, %r15
	addq	$1, %rbp
	cmpq	%rbp, %r13
	je	.L267
.L205:
	movq	(%r12,%rbp,8), %rax
	xorl	%edx, %edx
	divq	%r10
	cmpq	%rdi, %rax
	je	.L208
.L258:
	movq	%rax, %rsi
.L207:
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
	jnb	.L253
	movq	%rsi, %rdi
	jmp	.L203
.L267:
	movq	(%r12,%r13,8), %rax
	xorl	%edx, %edx
	divq	%r10
	movq	%rax, %rsi
	jmp	.L207
.L253:
	movq	%rbx, 120(%rsp)
	movq	(%rsp), %rbx
	movq	%rcx, 112(%rsp)
	movq	%rax, %rcx
.L202:
	leaq	-1(%rcx), %rax
	imulq	%r9, %rax
	subq	%rax, %r8
	movq	%r8, %r11
	cmpq	%r13, %rbp
	jnb	.L213
	movq	%rbp, %rax
	movq	%rbp, %rsi
	negq	%rax
	leaq	(%rbx,%rax,8), %r8
.L212:
	movq	(%r12,%rsi,8), %rax
	xorl	%edx, %edx
	divq	%r10
	movq	%rdx, (%r8,%rsi,8)
	addq	$1, %rsi
	cmpq	%rsi, %r13
	jne	.L212
.L213:
	movq	%rcx, %rdx
	leaq	-1(%r9), %r8
	subq	$1, %r11
	xorl	%eax, %eax
	imulq	%r10, %rdx
	testq	%r8, %r8
	jle	.L259
	movq	%r11, 16(%rsp)
	movq	%r12, %r9
	movq	%r14, 96(%rsp)
	movq	%r15, 104(%rsp)
	movq	%rax, (%rsp)
	movq	%rdx, 80(%rsp)
	movq	%r13, %rdx
	movq	%rbp, 128(%rsp)
	movq	%rdi, %rbp
.L210:
	movq	(%rsp), %rax
	movq	%r8, %rcx
	subq	%rax, %rcx
	movq	(%rbx,%rax,8), %rdi
	sarq	%rcx
	addq	%rax, %rcx
	movq	(%rbx,%rcx,8), %rsi
	movq	(%rbx,%r8,8), %rcx
	cmpq	%rsi, %rdi
	jnb	.L215
	cmpq	%rcx, %rdi
	cmovb	%rcx, %rdi
	cmpq	%rcx, %rsi
	cmovnb	%rdi, %rsi
.L216:
	movq	(%rsp), %rdi
	movq	%r8, %rcx
.L217:
	cmpq	%rcx, %rdi
	jg	.L222
	leaq	0(,%rdi,8), %rax
	leaq	0(,%rcx,8), %r15
	leaq	(%rbx,%rax), %r13
	leaq	(%rbx,%r15), %r14
	movq	0(%r13), %r11
	movq	(%r14), %r12
	leaq	8(%rbx,%rax), %rax
	cmpq	%rsi, %r11
	jnb	.L268
	.p2align 4,,10
	.p2align 3
.L218:
	movq	%rax, %r13
	movq	(%rax), %r11
	addq	$8, %rax
	addq	$1, %rdi
	cmpq	%rsi, %r11
	jb	.L218
	cmpq	%r12, %rsi
	jnb	.L219
.L227:
	leaq	-8(%rbx,%r15), %rax
	.p2align 4,,10
	.p2align 3
.L220:
	movq	%rax, %r14
	movq	(%rax), %r12
	subq	$8, %rax
	subq	$1, %rcx
	cmpq	%r12, %rsi
	jb	.L220
.L219:
	cmpq	%rcx, %rdi
	jle	.L228
.L222:
	movq	16(%rsp), %rax
	cmpq	%rcx, %rax
	jle	.L233
	cmpq	%rdi, %rax
	jl	.L269
	movq	%rdi, (%rsp)
.L225:
	cmpq	%r8, (%rsp)
	jl	.L210
	movq	16(%rsp), %r11
.L260:
	movq	%rbp, %rdi
	movq	%rdx, %r13
	movq	96(%rsp), %r14
	movq	104(%rsp), %r15
	movq	128(%rsp), %rbp
	movq	80(%rsp), %rdx
	movq	%r9, %r12
.L259:
	movq	(%rbx,%r11,8), %rax
	movq	%rdi, (%rsp)
	addq	%rax, %rdx
	jmp	.L204
	.p2align 4,,10
	.p2align 3
.L268:
	cmpq	%r12, %rsi
	jb	.L227
.L228:
	movq	%r12, 0(%r13)
	addq	$1, %rdi
	subq	$1, %rcx
	movq	%r11, (%r14)
	jmp	.L217
.L233:
	movq	%rcx, %r8
	jmp	.L225
.L215:
	cmpq	%rcx, %rsi
	cmovb	%rcx, %rsi
	cmpq	%rcx, %rdi
	cmovb	%rdi, %rsi
	jmp	.L216
.L269:
	movq	%rax, %r11
	jmp	.L260
.L266:
	movq	(%r12,%rbp,8), %rax
	xorl	%edx, %edx
	divq	%r10
	jmp	.L258
.L264:
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
	jmp	.L200
.L265:
	movq	(%rsp), %rdi
	jmp	.L202
.L229:
	movl	$-2, %eax
	jmp	.L192
	.cfi_endproc
.LFE54:
	.size	corrected_summarise, .-corrected_summarise
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
	je	.L292
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
.L273:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L272
	addq	%rbp, 56(%rbx)
.L272:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L273
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L280
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L271
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L295
.L276:
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
.L279:
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
	jnb	.L277
	.p2align 4,,10
	.p2align 3
.L278:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L278
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L277:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L279
.L271:
	xorl	%eax, %eax
.L270:
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
.L295:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L276
.L292:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L280:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L270
	.cfi_endproc
.LFE73:
	.size	lattice_summarise, .-lattice_summarise
	.p2align 4
	.type	table_from_dist, @function
table_from_dist:
.LFB104:
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
	je	.L304
	movq	(%rdi), %rcx
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	leaq	16(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L297:
	movq	%r13, %rbx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movl	$1, %esi
	salq	$5, %rbx
	leaq	(%rcx,%rbx), %rdx
	cmpq	$0, 16(%rdx)
	jne	.L300
	jmp	.L303
	.p2align 4,,10
	.p2align 3
.L329:
	testb	%sil, %sil
	je	.L303
.L300:
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
	jb	.L329
.L303:
	addq	$1, %r13
	cmpq	8(%rbp), %r13
	jnb	.L302
	testb	%sil, %sil
	jne	.L297
.L302:
	testl	%eax, %eax
	je	.L304
.L299:
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
.L304:
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
	jne	.L305
	jmp	.L299
	.p2align 4,,10
	.p2align 3
.L330:
	cmpq	%rbp, %r12
	jnb	.L299
.L305:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	addq	$1, %r12
	addq	$16, %rbx
	call	table_push
	testl	%eax, %eax
	je	.L330
	jmp	.L299
	.cfi_endproc
.LFE104:
	.size	table_from_dist, .-table_from_dist
	.section	.rodata.str1.1
.LC21:
	.string	" ="
	.text
	.p2align 4
	.type	word_in, @function
word_in:
.LFB149:
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
	je	.L337
	movq	%rbx, %rdi
	leaq	.LC21(%rip), %rsi
	movq	%rax, %rbp
	call	strpbrk@PLT
	xorl	%edi, %edi
	testq	%rax, %rax
	jne	.L331
	movq	%r12, %rdi
	.p2align 4,,10
	.p2align 3
.L333:
	movq	%rbx, %rsi
	call	strstr@PLT
	testq	%rax, %rax
	je	.L337
	leaq	(%rax,%rbp), %rdi
	cmpq	%rax, %r12
	je	.L334
	cmpb	$32, -1(%rax)
	jne	.L333
.L334:
	movzbl	(%rdi), %eax
	testb	$-33, %al
	je	.L331
	cmpb	$61, %al
	jne	.L333
.L331:
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
.L337:
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
.LFE149:
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
.LFB107:
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
	je	.L342
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L341:
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
.L342:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L341
	.cfi_endproc
.LFE107:
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
.LFB115:
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
	je	.L346
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L348:
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
	jne	.L348
.L346:
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
.LFE115:
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
.LFB197:
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
	je	.L362
	leaq	.LC35(%rip), %rbp
	leaq	.LC34(%rip), %r12
	jmp	.L357
	.p2align 4,,10
	.p2align 3
.L358:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L363
	cmpb	$127, %al
	je	.L363
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L359:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L362
.L357:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L358
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L357
.L362:
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
.L363:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L359
	.cfi_endproc
.LFE197:
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
	jne	.L370
	testl	%ebp, %ebp
	jne	.L375
.L368:
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
.L370:
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
.L375:
	.cfi_restore_state
	movl	$-4, %ebp
	jmp	.L368
	.cfi_endproc
.LFE14:
	.size	fault_rc, .-fault_rc
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB79:
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
	je	.L377
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L378:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L378
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L383:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L383
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L380
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L402
.L399:
	pxor	%xmm0, %xmm0
.L385:
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
.L377:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L380:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC37(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L399
.L402:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L400
	sqrtsd	%xmm0, %xmm0
.L389:
	divsd	%xmm2, %xmm0
	jmp	.L385
.L400:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L389
	.cfi_endproc
.LFE79:
	.size	stats_of, .-stats_of
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB111:
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
	jbe	.L404
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
.L404:
	movq	.LC42(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC43(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L403
	movsd	.LC44(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L412
	addsd	%xmm0, %xmm0
.L403:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L412:
	.cfi_restore_state
	movsd	.LC45(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L413
	mulsd	.LC38(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L413:
	.cfi_restore_state
	mulsd	.LC42(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE111:
	.size	nice_step, .-nice_step
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB105:
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
	je	.L416
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L417:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L417
	testq	%rcx, %rcx
	je	.L431
	testq	%rbx, %rbx
	je	.L431
	testq	%rcx, %rcx
	js	.L418
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L419:
	movsd	.LC47(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L429
	.p2align 4,,10
	.p2align 3
.L452:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L425
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
	je	.L450
	movq	%r9, %rsi
	movq	%rax, %rbx
.L425:
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
	jnb	.L451
.L429:
	testl	%eax, %eax
	je	.L420
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L420:
	testq	%r14, %r14
	js	.L422
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L423:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L452
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L429
.L451:
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
.L416:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L415:
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
.L422:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L423
	.p2align 4,,10
	.p2align 3
.L418:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L419
.L431:
	xorl	%esi, %esi
	jmp	.L416
.L450:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L415
	.cfi_endproc
.LFE105:
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
.LFB123:
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
	je	.L487
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
	je	.L503
	movsd	.LC55(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC57(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L463
	.p2align 4,,10
	.p2align 3
.L504:
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
	je	.L464
.L463:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC47(%rip), %xmm1
	testq	%rax, %rax
	js	.L458
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L459:
	movsd	.LC47(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L504
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L463
.L464:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L505
.L456:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L469
	.p2align 4,,10
	.p2align 3
.L507:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L467
.L508:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L468:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L506
.L469:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L507
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
	jns	.L508
.L467:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L468
	.p2align 4,,10
	.p2align 3
.L458:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L459
	.p2align 4,,10
	.p2align 3
.L506:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L476
	.p2align 4,,10
	.p2align 3
.L510:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L474
.L511:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L475:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L509
.L476:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L510
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
	jns	.L511
.L474:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L475
	.p2align 4,,10
	.p2align 3
.L509:
	movsd	.LC58(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L477
	cvttsd2siq	%xmm4, %r14
.L471:
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
	jbe	.L488
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L480:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L479
	cmpl	$63, %ebp
	jle	.L480
.L479:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L501
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L484:
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
	js	.L485
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L486:
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
.L453:
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
.L477:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L471
	.p2align 4,,10
	.p2align 3
.L485:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L486
	.p2align 4,,10
	.p2align 3
.L488:
	movl	$1, %ebp
	jmp	.L479
	.p2align 4,,10
	.p2align 3
.L503:
	movsd	.LC55(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L456
	.p2align 4,,10
	.p2align 3
.L505:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L471
.L487:
	movl	$-1, %eax
	jmp	.L453
.L501:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L484
	.cfi_endproc
.LFE123:
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
.LFB122:
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
	je	.L520
	movq	%rax, %rbx
	movq	%rax, %rdi
	movq	%r14, %rsi
	call	*%r13
	movq	%rbx, %rdi
	testl	%eax, %eax
	jne	.L521
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L519
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L519
	movq	%rbp, %rsi
	leaq	.LC65(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L512:
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
.L521:
	.cfi_restore_state
	call	fclose@PLT
.L519:
	movq	%r12, %rdi
	call	remove@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC64(%rip), %rsi
	call	fprintf@PLT
.L514:
	movl	$-1, %ebx
	jmp	.L512
.L520:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC63(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L514
	.cfi_endproc
.LFE122:
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
.LFB63:
	.cfi_startproc
	movl	72(%rdi), %edx
	leaq	.LC66(%rip), %rax
	testl	%edx, %edx
	jne	.L522
	cmpl	$0, 8(%rdi)
	leaq	.LC67(%rip), %rax
	jne	.L522
	movq	48(%rdi), %rcx
	testq	%rcx, %rcx
	je	.L524
	cmpl	$0, 40(%rdi)
	leaq	.LC69(%rip), %rax
	jne	.L522
	cmpl	$0, 44(%rdi)
	leaq	.LC68(%rip), %rax
	jne	.L522
.L524:
	movq	(%rdi), %r8
	movq	80(%rdi), %rsi
	leaq	.LC73(%rip), %rax
	cmpq	%rsi, %r8
	jnb	.L522
	movl	152(%rdi), %eax
	cmpl	$2, %eax
	je	.L542
	subl	$1, %eax
	jne	.L526
	cmpq	$1, 160(%rdi)
	leaq	.LC75(%rip), %rax
	ja	.L522
.L526:
	testq	%rcx, %rcx
	je	.L536
	movq	64(%rdi), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	.LC74(%rip), %rax
	testq	%rdx, %rdx
	jne	.L522
	movq	56(%rdi), %rax
	testq	%rax, %rax
	je	.L536
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC72(%rip), %rax
	testq	%rdx, %rdx
	jne	.L522
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
.L536:
	xorl	%eax, %eax
.L522:
	ret
.L542:
	cmpq	$1, 160(%rdi)
	leaq	.LC71(%rip), %rax
	jbe	.L526
	ret
	.cfi_endproc
.LFE63:
	.size	closed_form_gap, .-closed_form_gap
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB69:
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
	je	.L543
	movq	%rdi, %r10
	call	closed_form_gap
	movq	%rax, %rdx
	xorl	%eax, %eax
	testq	%rdx, %rdx
	je	.L556
.L543:
	addq	$48, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
.L556:
	.cfi_restore_state
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
	xorl	%eax, %eax
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L546
	jmp	.L557
	.p2align 4,,10
	.p2align 3
.L550:
	movq	%rdx, %rcx
.L546:
	xorl	%edx, %edx
	divq	%rcx
	movq	%rcx, %rax
	testq	%rdx, %rdx
	jne	.L550
.L545:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	je	.L558
	movq	%rcx, %rax
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L546
.L557:
	movq	%rax, %rcx
	jmp	.L545
.L558:
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
	jmp	.L543
	.cfi_endproc
.LFE69:
	.size	lattice_plan, .-lattice_plan
	.p2align 4
	.type	plan_route.part.0, @function
plan_route.part.0:
.LFB209:
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
	jne	.L559
	cmpq	$1048577, 136(%rbx)
	sbbl	%eax, %eax
	andl	$-2, %eax
	addl	$3, %eax
.L559:
	addq	$16, %rsp
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE209:
	.size	plan_route.part.0, .-plan_route.part.0
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB215:
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
	je	.L572
.L566:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L565:
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
.L572:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L573
	movl	$512, %esi
	movl	$16, %ebp
.L567:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L574
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L566
	.p2align 4,,10
	.p2align 3
.L573:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L567
.L574:
	movl	$1, 24(%rbx)
	jmp	.L565
	.cfi_endproc
.LFE215:
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
.LFB170:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rcx
	cmpl	$-4, %edi
	je	.L580
	cmpl	$-2, %edi
	je	.L581
	movq	%rsi, %rdx
	movq	%rcx, %rdi
	leaq	.LC78(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %eax
.L575:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L580:
	.cfi_restore_state
	leaq	4+run_fault(%rip), %rdx
	leaq	.LC76(%rip), %rsi
	movq	%rcx, %rdi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	run_fault(%rip), %eax
	jmp	.L575
.L581:
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC77(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L575
	.cfi_endproc
.LFE170:
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
.LFB221:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	je	.L583
	testq	%rsi, %rsi
	js	.L584
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L586
.L594:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L587:
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
.L584:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L594
.L586:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L587
	.p2align 4,,10
	.p2align 3
.L583:
	movq	%rbx, %rax
	movl	$6369134, (%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE221:
	.size	fmt_ratio.constprop.0, .-fmt_ratio.constprop.0
	.p2align 4
	.type	alternatives.constprop.0, @function
alternatives.constprop.0:
.LFB224:
	.cfi_startproc
	movzbl	(%rdi), %ecx
	movq	%rsi, %rax
	testb	%cl, %cl
	je	.L601
	xorl	%edx, %edx
	jmp	.L600
	.p2align 4,,10
	.p2align 3
.L597:
	addq	$1, %rdi
	movb	%cl, (%r8)
	addq	$1, %rdx
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	je	.L603
.L599:
	leaq	4(%rdx), %r8
	cmpq	$127, %r8
	ja	.L604
.L600:
	leaq	(%rax,%rdx), %r8
	cmpb	$32, %cl
	jne	.L597
	addq	$1, %rdi
	movl	$544370464, (%r8)
	addq	$4, %rdx
	movb	$0, 4(%r8)
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	jne	.L599
	.p2align 4,,10
	.p2align 3
.L603:
	movl	$127, %ecx
	cmpq	%rcx, %rdx
	cmova	%rcx, %rdx
	addq	%rax, %rdx
.L596:
	movb	$0, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L604:
	addq	%rax, %rdx
	movb	$0, (%rdx)
	ret
.L601:
	movq	%rsi, %rdx
	jmp	.L596
	.cfi_endproc
.LFE224:
	.size	alternatives.constprop.0, .-alternatives.constprop.0
	.p2align 4
	.type	set_requests, @function
set_requests:
.LFB141:
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
	movq	$0, 248(%rdi)
	movq	72(%rsi), %rdx
	movq	64(%rsi), %rsi
	addq	%rdi, %rcx
	movq	%r12, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L613
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L605
	movl	$1, 0(%rbp,%rdx)
.L605:
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
.L613:
	.cfi_restore_state
	movq	(%rbx), %rcx
	movq	88(%rbx), %r9
	movq	%r12, %r8
	movq	%r14, %rsi
	leaq	.LC15(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L605
	.cfi_endproc
.LFE141:
	.size	set_requests, .-set_requests
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
.LFB226:
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
	jb	.L615
	movapd	%xmm3, %xmm0
	leaq	.LC82(%rip), %r12
	jmp	.L618
	.p2align 4,,10
	.p2align 3
.L622:
	movsd	16(%rbx), %xmm0
.L618:
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
	jnb	.L622
.L615:
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
.LFE226:
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
.LFB227:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rsi, %rax
	movq	%rdi, %rbx
	cmpq	$999999999, %rsi
	ja	.L630
	cmpq	$999999, %rsi
	ja	.L631
	cmpq	$1000, %rsi
	sbbq	%rcx, %rcx
	andq	$-999, %rcx
	addq	$1000, %rcx
	cmpq	$1000, %rsi
	sbbl	%edi, %edi
	notl	%edi
	addl	$3, %edi
.L624:
	xorl	%edx, %edx
	movslq	%edi, %rsi
	leaq	U.4(%rip), %r11
	divq	%rcx
	movq	%rax, %rcx
	leaq	(%rsi,%rsi,2), %rax
	movl	16(%r11,%rax,8), %r8d
	testl	%r8d, %r8d
	je	.L626
	movabsq	$-3689348814741910323, %r9
	movq	%rdx, %rax
	movabsq	$1844674407370955161, %r10
	imulq	%r9, %rax
	rorq	%rax
	cmpq	%rax, %r10
	jnb	.L628
	jmp	.L627
	.p2align 4,,10
	.p2align 3
.L641:
	movq	%rdx, %rdi
	imulq	%r9, %rdi
	rorq	%rdi
	cmpq	%rdi, %r10
	jb	.L627
.L628:
	movq	%rdx, %rax
	mulq	%r9
	shrq	$3, %rdx
	subl	$1, %r8d
	jne	.L641
.L626:
	imulq	$24, %rsi, %rdi
	leaq	.LC88(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	movq	(%r11,%rdi), %r8
	movq	%rbx, %rdi
	call	snprintf@PLT
.L629:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L627:
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
	jmp	.L629
.L630:
	movl	$1000000000, %ecx
	xorl	%edi, %edi
	jmp	.L624
.L631:
	movl	$1000000, %ecx
	movl	$1, %edi
	jmp	.L624
	.cfi_endproc
.LFE227:
	.size	fmt_read.constprop.0, .-fmt_read.constprop.0
	.section	.rodata.str1.1
.LC89:
	.string	"%lu.%lu"
.LC90:
	.string	"%lu.%02lu"
.LC91:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB228:
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
	jnb	.L647
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L648
	leaq	.LC91(%rip), %rdx
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
.L648:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC90(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L647:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC89(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE228:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.p2align 4
	.type	set_reps, @function
set_reps:
.LFB142:
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
	jne	.L653
	movl	$1, 384(%r14)
	movq	8(%rsp), %rdx
	movl	%edx, 216(%r14)
.L649:
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
.L653:
	.cfi_restore_state
	movq	(%rbx), %rcx
	movq	88(%rbx), %r9
	movq	%rbp, %r8
	movq	%r13, %rsi
	leaq	.LC15(%rip), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L649
	.cfi_endproc
.LFE142:
	.size	set_reps, .-set_reps
	.p2align 4
	.type	set_export, @function
set_export:
.LFB145:
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
	je	.L655
	movq	%rdi, %r12
	movq	%rdx, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L655
	movq	56(%rbp), %rax
	movq	%rbx, (%r12,%rax)
	movq	80(%rbp), %rax
	testq	%rax, %rax
	jne	.L658
.L659:
	xorl	%eax, %eax
.L654:
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
.L658:
	.cfi_restore_state
	movl	$1, (%r12,%rax)
	jmp	.L659
	.p2align 4,,10
	.p2align 3
.L655:
	movq	0(%rbp), %rcx
	movq	88(%rbp), %r9
	movq	%rbx, %r8
	movq	%r14, %rsi
	leaq	.LC15(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L654
	.cfi_endproc
.LFE145:
	.size	set_export, .-set_export
	.p2align 4
	.type	dist_count_le.isra.0, @function
dist_count_le.isra.0:
.LFB231:
	.cfi_startproc
	movq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L666
	salq	$5, %rsi
	xorl	%r10d, %r10d
	leaq	(%rdi,%rsi), %r8
	jmp	.L665
	.p2align 4,,10
	.p2align 3
.L663:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L664
	subq	%r9, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L664
	subq	%rax, %rdx
	imulq	%rcx, %rdx
	addq	%rdx, %r10
.L664:
	addq	$32, %rdi
	cmpq	%rdi, %r8
	je	.L661
.L665:
	movq	(%rdi), %rax
	movq	24(%rdi), %rcx
	cmpq	%rax, %r9
	jb	.L663
	imulq	16(%rdi), %rcx
	addq	$32, %rdi
	addq	%rcx, %r10
	cmpq	%rdi, %r8
	jne	.L665
.L661:
	movq	%r10, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L666:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	ret
	.cfi_endproc
.LFE231:
	.size	dist_count_le.isra.0, .-dist_count_le.isra.0
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
.LFB60:
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
	je	.L672
	movq	(%rdi), %rdi
	movq	16(%rdi), %rax
	movq	%rdi, 56(%rsp)
	movq	%rax, (%rsp)
	mulq	24(%rdi)
	movq	%rax, %r14
	movq	%rdx, %rax
	movq	%rdx, %r15
	subq	$0, %rax
	jne	.L688
	leaq	48(%rdi), %rcx
	xorl	%esi, %esi
	movq	$-1, %r10
	xorl	%edi, %edi
	jmp	.L674
	.p2align 4,,10
	.p2align 3
.L675:
	movq	(%rcx), %rax
	mulq	8(%rcx)
	addq	%rax, %r14
	movq	%rdi, %rax
	adcq	%rdx, %r15
	addq	$32, %rcx
	cmpq	%r14, %r10
	sbbq	%r15, %rax
	jc	.L688
.L674:
	addq	$1, %rsi
	cmpq	%r12, %rsi
	jne	.L675
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
.L676:
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
	jne	.L676
	movq	16(%rsp), %r14
	movl	40(%rsp), %r11d
	movq	%r15, %rbp
	movq	24(%rsp), %r15
	movq	%r14, 40(%rsp)
.L677:
	movq	40(%rsp), %rax
	movq	%r12, 64(%rbx)
	movq	%r13, 72(%rbx)
	movq	%rax, (%rbx)
	movq	$99999, 64(%rsp)
	movq	$0, 72(%rsp)
	testl	%r11d, %r11d
	jne	.L679
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
.L679:
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
.L686:
	movq	40(%rsp), %r14
	xorl	%r15d, %r15d
	testq	%r14, %r14
	je	.L680
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
	je	.L690
	movq	%rbx, %rax
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L682:
	movq	(%rax), %rdx
	cmpq	%rdx, %r13
	cmovb	%rdx, %r13
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L682
.L681:
	xorl	%r15d, %r15d
	jmp	.L684
	.p2align 4,,10
	.p2align 3
.L685:
	movq	%r13, %r14
	movq	8(%rbp), %rsi
	movq	%rbx, %rdi
	subq	%r15, %r14
	shrq	%r14
	addq	%r15, %r14
	movq	%r14, %rdx
	call	dist_count_le.isra.0
	cmpq	%r11, %rax
	jb	.L697
	movq	%r14, %r13
.L684:
	cmpq	%r13, %r15
	jb	.L685
.L680:
	movq	16(%rsp), %rax
	addq	$8, (%rsp)
	leaq	48+PCT_MILLI(%rip), %rdi
	movq	%r15, (%rax)
	addq	$8, %rax
	movq	%rax, 16(%rsp)
	movq	(%rsp), %rax
	cmpq	%rax, %rdi
	jne	.L686
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
.L697:
	.cfi_restore_state
	leaq	1(%r14), %r15
	jmp	.L684
	.p2align 4,,10
	.p2align 3
.L688:
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
.L690:
	.cfi_restore_state
	xorl	%r13d, %r13d
	jmp	.L681
.L672:
	movq	(%rdi), %rax
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	xorl	%r12d, %r12d
	movq	$0, 40(%rsp)
	xorl	%r13d, %r13d
	movq	%rax, 56(%rsp)
	jmp	.L677
	.cfi_endproc
.LFE60:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB232:
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
	jne	.L700
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L700:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L702:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L701
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
.L701:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L702
	testq	%r15, %r15
	je	.L706
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L704:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L704
.L703:
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
.L706:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L703
	.cfi_endproc
.LFE232:
	.size	summarise.isra.0, .-summarise.isra.0
	.section	.rodata.str1.1
.LC92:
	.string	"s"
.LC93:
	.string	"given"
.LC94:
	.string	"server: service %s us; "
.LC95:
	.string	"no stalls"
.LC96:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC97:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC98:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC99:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC100:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC101:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC102:
	.string	"\ncorrection: expected interval "
	.align 8
.LC103:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC104:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC105:
	.string	"; rank rule %s; slow above %s us\n"
	.text
	.p2align 4
	.type	print_model, @function
print_model:
.LFB166:
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
	leaq	.LC94(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$0, 48(%rbx)
	je	.L730
	cmpq	$0, 56(%rbx)
	movq	64(%rbx), %rsi
	je	.L731
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
	leaq	.LC97(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L713:
	movl	72(%rbx), %edx
	movq	136(%rbx), %r13
	testl	%edx, %edx
	je	.L732
	xorl	%esi, %esi
	cmpq	$1, %r13
	jbe	.L717
	movq	128(%rbx), %rsi
	subq	120(%rbx), %rsi
	subq	$1, %r13
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r13
	movq	%rax, %rsi
.L717:
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movl	72(%rbx), %esi
	movq	136(%rbx), %rdx
	leaq	.LC99(%rip), %rdi
	movq	%rax, %rcx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L716:
	movq	160(%rbx), %rdx
	movl	152(%rbx), %esi
	leaq	.LC1(%rip), %rax
	leaq	.LC92(%rip), %rcx
	leaq	.LC100(%rip), %rdi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	144(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L733
.L719:
	leaq	.LC102(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	176(%rbx), %eax
	testl	%eax, %eax
	jne	.L734
	movq	184(%rbx), %r13
	movq	168(%rbx), %rsi
	leaq	.LC93(%rip), %rax
	movq	%r12, %rdi
	testq	%r13, %r13
	cmove	%rax, %r13
	call	fmt_us.constprop.0
	leaq	.LC104(%rip), %rdi
	movq	%rax, %rsi
	movq	%r13, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L721:
	movq	192(%rbx), %rsi
	movq	%rbp, %rdi
	call	fmt_us.constprop.0
	movl	200(%rbx), %ecx
	leaq	.LC105(%rip), %rdi
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
.L731:
	.cfi_restore_state
	leaq	32(%rsp), %r12
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	movq	%rsp, %rdi
	movq	%rax, %r13
	call	fmt_us.constprop.0
	movq	%r13, %rdx
	leaq	.LC96(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L713
.L732:
	movq	80(%rbx), %rsi
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movq	%r13, %rdx
	leaq	.LC98(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L716
.L730:
	leaq	.LC95(%rip), %rdi
	leaq	32(%rsp), %r12
	call	puts@PLT
	jmp	.L713
.L734:
	leaq	.LC103(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L721
.L733:
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	leaq	.LC101(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L719
	.cfi_endproc
.LFE166:
	.size	print_model, .-print_model
	.p2align 4
	.type	aggregate, @function
aggregate:
.LFB99:
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
	jne	.L750
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
.L749:
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
.L737:
	movq	%r12, %rdx
	movq	%rbx, %rsi
	movq	$-1, %rcx
	testl	%ebp, %ebp
	jne	.L740
	jmp	.L744
	.p2align 4,,10
	.p2align 3
.L763:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L739:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%r14, %rdx
	je	.L744
.L740:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L763
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L739
	.p2align 4,,10
	.p2align 3
.L744:
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
	jne	.L737
	movq	64(%rsp), %r15
	movq	%r13, %rbx
	testl	%ebp, %ebp
	je	.L745
	movq	(%rsp), %rax
	movq	24(%rsp), %rdx
	leaq	-56(%rax), %rcx
	.p2align 4,,10
	.p2align 3
.L746:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L746
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
.L747:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L747
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
.L748:
	movdqa	(%rcx), %xmm1
	addq	$16, %rdx
	addq	$288, %rcx
	movaps	%xmm1, -16(%rdx)
	cmpq	%rdx, %rax
	jne	.L748
.L751:
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
	jne	.L749
	movq	80(%rsp), %r13
	movq	48(%rsp), %rdx
.L750:
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
.L745:
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
	jmp	.L751
	.cfi_endproc
.LFE99:
	.size	aggregate, .-aggregate
	.section	.rodata.str1.1
.LC106:
	.string	"default"
.LC107:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC108:
	.string	"usage: bench [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr)%s.\n"
	.section	.rodata.str1.1
.LC109:
	.string	"%s%s%s"
.LC110:
	.string	"  %s\n"
.LC111:
	.string	"  %-24s %.*s\n"
	.section	.rodata.str1.8
	.align 8
.LC112:
	.string	"Scenarios (--scenario NAME):\n "
	.section	.rodata.str1.1
.LC113:
	.string	"\n "
.LC114:
	.string	" %.*s%s"
	.section	.rodata.str1.8
	.align 8
.LC115:
	.string	"\nEach of these applies only with another:"
	.section	.rodata.str1.1
.LC116:
	.string	"    %-22s with %s\n"
	.section	.rodata.str1.8
	.align 8
.LC117:
	.string	"The lab (./lab --help) adds closed loops that skip, send back to back or\nshare the schedule on several connections, Poisson and replayed schedules,\ndrawn service times, random stalls, faults, users, recorded traces, the\nscoreboard and sweeps to these."
	.align 8
.LC118:
	.string	"\nand the lab's (./lab --scenario NAME):\n "
	.text
	.p2align 4
	.type	print_usage, @function
print_usage:
.LFB156:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	.LC108(%rip), %rdi
	xorl	%eax, %eax
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
	leaq	.LC111(%rip), %r12
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
	movq	%rbx, 24(%rsp)
	movq	%r14, %rbx
	movq	%rax, 8(%rsp)
.L765:
	movq	16(%r13), %r9
	movq	24(%r13), %r14
	leaq	.LC25(%rip), %r8
	testq	%r9, %r9
	je	.L799
.L775:
	movq	0(%r13), %r15
	movq	8(%rsp), %rdi
	movl	$64, %esi
	xorl	%eax, %eax
	leaq	.LC109(%rip), %rdx
	movq	%r15, %rcx
	call	snprintf@PLT
	movq	104(%r13), %rax
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L766
	movq	%r15, %rdi
	call	strlen@PLT
	movq	8(%rsp), %rdi
	movl	$63, %esi
	subq	%rax, %rsi
	leaq	1(%rdi,%rax), %rdi
	movq	16(%rsp), %rax
	call	*%rax
.L766:
	movq	8(%rsp), %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	ja	.L800
.L767:
	testq	%rbx, %rbx
	je	.L768
	movl	%ebx, %edx
	movq	8(%rsp), %rsi
	movq	%r14, %rcx
	movq	%r12, %rdi
	subl	%r14d, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L769
	.p2align 4,,10
	.p2align 3
.L801:
	movq	%rax, %rdx
	movq	%r15, %rcx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	subq	%rbx, %rdx
	xorl	%eax, %eax
	movq	%r14, %rbx
	subl	$1, %edx
	call	printf@PLT
.L769:
	leaq	1(%rbx), %r15
	movl	$10, %esi
	movq	%r15, %rdi
	call	strchr@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	jne	.L801
	movq	%r15, %rdi
	call	strlen@PLT
	movq	%r15, %rcx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
.L770:
	movq	16(%rsp), %rax
	testq	%rax, %rax
	je	.L772
	xorl	%esi, %esi
	xorl	%edi, %edi
	call	*%rax
.L772:
	addq	$112, %r13
	leaq	2240+OPTIONS(%rip), %rax
	cmpq	%r13, %rax
	je	.L802
	movq	24(%r13), %rdi
	movl	$10, %esi
	call	strchr@PLT
	movq	%rax, %rbx
	jmp	.L765
	.p2align 4,,10
	.p2align 3
.L802:
	movq	24(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%r15d, %r15d
	movl	$7, %r14d
	leaq	.LC112(%rip), %rdi
	addl	$1, %r15d
	leaq	SCENARIOS(%rip), %r13
	call	printf@PLT
	movl	$1, %r8d
	movq	%rbx, 16(%rsp)
	leaq	.LC106(%rip), %r12
	movq	%r8, %rbx
	leaq	2(%rbx,%r14), %rax
	cmpl	$3, %r15d
	je	.L803
.L777:
	cmpq	$78, %rax
	ja	.L804
.L776:
	movq	%r12, %rdx
	movl	%r14d, %esi
	leaq	.LC107(%rip), %rcx
	xorl	%eax, %eax
	leaq	.LC114(%rip), %rdi
	addq	$24, %r13
	leaq	2(%rbx,%r14), %rbx
	addl	$1, %r15d
	call	printf@PLT
	movq	0(%r13), %r12
	movq	%r12, %rdi
	call	strlen@PLT
	movq	%rax, %r14
	leaq	2(%rbx,%r14), %rax
	cmpl	$3, %r15d
	jne	.L777
.L803:
	movq	16(%rsp), %rbx
	cmpq	$78, %rax
	ja	.L805
.L787:
	movq	%rbp, %rcx
	movq	%r12, %rdx
	movl	%r14d, %esi
	xorl	%eax, %eax
	leaq	.LC114(%rip), %rdi
	leaq	LAB_SCENARIO_NAMES(%rip), %r15
	movl	$1, %ebp
	movl	$12, %r12d
	call	printf@PLT
	leaq	.LC118(%rip), %rdi
	xorl	%eax, %eax
	leaq	.LC1(%rip), %r14
	call	printf@PLT
	movq	%rbx, 24(%rsp)
	movq	%r15, %rbx
	movq	%rbp, %r15
	jmp	.L782
	.p2align 4,,10
	.p2align 3
.L779:
	testb	%cl, %cl
	leaq	.LC107(%rip), %rcx
	movq	%rbx, %rdx
	movl	%r12d, %esi
	cmove	%r14, %rcx
	movzbl	%bpl, %ebp
	leaq	1(%r13), %rbx
	xorl	%eax, %eax
	leaq	.LC114(%rip), %rdi
	call	printf@PLT
	leaq	1(%r12,%rbp), %rax
	addq	%rax, %r15
	cmpb	$0, 0(%r13)
	je	.L781
	leaq	.LC25(%rip), %rsi
	movq	%rbx, %rdi
	call	strcspn@PLT
	movq	%rax, %r12
.L782:
	leaq	(%rbx,%r12), %r13
	leaq	2(%r15,%r12), %rax
	movzbl	0(%r13), %ecx
	testb	%cl, %cl
	setne	%bpl
	cmpq	$78, %rax
	jbe	.L779
	leaq	.LC113(%rip), %rdi
	xorl	%eax, %eax
	movb	%cl, 16(%rsp)
	movl	$1, %r15d
	call	printf@PLT
	movzbl	16(%rsp), %ecx
	jmp	.L779
	.p2align 4,,10
	.p2align 3
.L781:
	leaq	.LC115(%rip), %rdi
	movq	24(%rsp), %rbx
	call	puts@PLT
.L783:
	movq	32(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L786
	movq	8(%rsp), %rsi
	call	alternatives.constprop.0
	movq	(%rbx), %rsi
	leaq	.LC116(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L786:
	addq	$112, %rbx
	leaq	2240+OPTIONS(%rip), %rax
	cmpq	%rbx, %rax
	jne	.L783
	addq	$168, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC117(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
.L804:
	.cfi_restore_state
	leaq	.LC113(%rip), %rdi
	xorl	%eax, %eax
	movl	$1, %ebx
	call	printf@PLT
	jmp	.L776
.L800:
	movq	8(%rsp), %rsi
	leaq	.LC110(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 32(%rsp)
	jmp	.L767
.L799:
	leaq	.LC1(%rip), %rbp
	movq	%rbp, %r9
	movq	%rbp, %r8
	jmp	.L775
.L768:
	movq	%r14, %rdi
	call	strlen@PLT
	movq	8(%rsp), %rsi
	movq	%r14, %rcx
	movq	%r12, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L770
.L805:
	leaq	.LC113(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L787
	.cfi_endproc
.LFE156:
	.size	print_usage, .-print_usage
	.section	.rodata.str1.8
	.align 8
.LC123:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.align 8
.LC124:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC125:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC126:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC128:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC129:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC130:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
.LFB125:
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
	movapd	.LC120(%rip), %xmm0
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
	jle	.L812
	movslq	%r12d, %rax
	movsd	.LC121(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L811
	.p2align 4,,10
	.p2align 3
.L845:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L810:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L844
.L811:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L845
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L810
.L844:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L846
.L812:
	movsd	.LC41(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L808:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC123(%rip), %rsi
	pushq	%r14
	leaq	XTICK.0(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	leaq	-240(%rbp), %rax
	movq	%rbx, -272(%rbp)
	movq	%rbx, %rdi
	leaq	.LC124(%rip), %rdx
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
.L815:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC38(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC125(%rip), %rsi
	mulsd	.LC29(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC30(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L815
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L831
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
.L830:
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
	je	.L818
	testq	%rbx, %rbx
	je	.L818
	testq	%rax, %rax
	je	.L818
	testq	%r14, %r14
	je	.L847
	movq	.LC121(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L825
	.p2align 4,,10
	.p2align 3
.L848:
	divsd	%xmm6, %xmm0
	movsd	.LC41(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC41(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L821:
	call	log10@PLT
	movq	.LC38(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L823
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L824:
	movq	-264(%rbp), %rax
	divsd	.LC121(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L820
.L825:
	movsd	(%r12), %xmm0
	movsd	.LC47(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L848
	movq	.LC119(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L821
	.p2align 4,,10
	.p2align 3
.L823:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L824
	.p2align 4,,10
	.p2align 3
.L847:
	movsd	.LC121(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L820:
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
	js	.L826
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L827:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC27(%rip), %xmm0
	movsd	.LC28(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC128(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC127(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L828
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L829:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC129(%rip), %rdx
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
	leaq	.LC130(%rip), %rsi
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
	jne	.L830
.L831:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC126(%rip), %rdi
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
.L828:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L829
	.p2align 4,,10
	.p2align 3
.L826:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L827
.L846:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC122(%rip), %xmm2
	movsd	.LC46(%rip), %xmm3
	movsd	.LC39(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L814
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
.L814:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L808
.L818:
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
.LFE125:
	.size	spectrum_writer, .-spectrum_writer
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB61:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L864
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
.L850:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L855
	.p2align 4,,10
	.p2align 3
.L851:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L853
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L853:
	testq	%r8, %r8
	je	.L854
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L854
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L854:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L851
.L855:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L850
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
.L864:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE61:
	.size	dist_correct, .-dist_correct
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
.L868:
	xorl	%r15d, %r15d
.L872:
	movq	%rbp, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	72(%rsp), %r12
	movl	$20000000, %eax
	imulq	$1000000000, 64(%rsp), %r13
	movl	$3, %edx
	jmp	.L871
	.p2align 4,,10
	.p2align 3
.L887:
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	subl	$1, %eax
	je	.L886
.L871:
	testq	%r15, %r15
	jne	.L887
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	subl	$1, %eax
	jne	.L871
.L886:
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
	jne	.L888
	movl	$1, %r15d
	jmp	.L872
.L888:
	subl	$1, 16(%rsp)
	jne	.L868
	movq	48(%rsp), %rax
	testq	%rax, %rax
	js	.L874
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L875:
	movsd	.LC132(%rip), %xmm1
	movq	24(%rsp), %rax
	divsd	%xmm0, %xmm1
	movsd	%xmm1, (%rax)
	movq	56(%rsp), %rax
	testq	%rax, %rax
	js	.L876
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L877:
	movsd	.LC133(%rip), %xmm2
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
	jb	.L884
	movsd	(%rbx), %xmm0
.L867:
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
.L884:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	jmp	.L867
.L874:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L875
.L876:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L877
	.cfi_endproc
.LFE21:
	.size	estimate_ghz, .-estimate_ghz
	.section	.rodata.str1.1
.LC135:
	.string	"--help"
.LC136:
	.string	"--service"
	.text
	.p2align 4
	.type	mark_given, @function
mark_given:
.LFB151:
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
	jle	.L889
	movq	%rdx, %r12
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L890:
	movslq	%r15d, %rax
	movq	(%r12,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L907
	cmpb	$104, 1(%r14)
	jne	.L907
	cmpb	$0, 2(%r14)
	movl	$-1, %eax
	leaq	.LC135(%rip), %rbp
	jne	.L907
.L892:
	leaq	112+OPTIONS(%rip), %rbx
	xorl	%r13d, %r13d
	testl	%eax, %eax
	je	.L916
.L914:
	addl	$1, %r13d
	cmpl	$20, %r13d
	je	.L894
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$112, %rbx
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L914
.L916:
	movq	8(%rsp), %rax
	movslq	%r13d, %rdx
	leaq	OPTIONS(%rip), %rcx
	movb	$1, 388(%rax,%rdx)
	leaq	0(,%rdx,8), %rax
	subq	%rdx, %rax
	salq	$4, %rax
	cmpl	$1, 8(%rcx,%rax)
	adcl	$0, %r15d
.L902:
	addl	$1, %r15d
	cmpl	%r15d, 4(%rsp)
	jg	.L890
.L889:
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
.L907:
	.cfi_restore_state
	leaq	.LC136(%rip), %rsi
	movq	%r14, %rdi
	movq	%r14, %rbp
	call	strcmp@PLT
	jmp	.L892
	.p2align 4,,10
	.p2align 3
.L894:
	cmpb	$45, (%r14)
	jne	.L902
	cmpb	$45, 1(%r14)
	jne	.L902
	movq	%r14, %rsi
	leaq	LAB_OPTION_NAMES(%rip), %rdi
	call	word_in
	testq	%rax, %rax
	je	.L902
	cmpb	$61, (%rax)
	sete	%al
	movzbl	%al, %eax
	addl	%eax, %r15d
	movq	8(%rsp), %rax
	cmpq	$0, 520(%rax)
	jne	.L902
	movq	%r14, 520(%rax)
	jmp	.L902
	.cfi_endproc
.LFE151:
	.size	mark_given, .-mark_given
	.section	.rodata.str1.8
	.align 8
.LC137:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC138:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC139:
	.string	"%g"
.LC140:
	.string	"#2e8b57"
.LC141:
	.string	"#1f5fbf"
.LC142:
	.string	"closed: one sample of %s us"
.LC143:
	.string	"open: %lu requests delayed"
.LC144:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC145:
	.string	"corrected: %lu samples imputed every %s us"
	.text
	.p2align 4
	.type	timeline_writer, @function
timeline_writer:
.LFB126:
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
	jb	.L918
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L918:
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
	js	.L919
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L920:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L921
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L922:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L972
	cmpq	$0, -368(%rbp)
	je	.L972
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L926
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L927:
	subsd	%xmm2, %xmm0
	movsd	.LC121(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L928
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L929:
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
	js	.L930
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L931:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC121(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L970
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L935
	.p2align 4,,10
	.p2align 3
.L988:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L934:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC121(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L987
.L935:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L988
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L934
	.p2align 4,,10
	.p2align 3
.L987:
	movsd	.LC122(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L932:
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
	ja	.L989
.L936:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC121(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	48(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L937
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L938:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC137(%rip), %rdx
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
	leaq	.LC123(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rax
	leaq	.LC138(%rip), %rdx
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
	movq	.LC121(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L990
.L939:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L991
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC125(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L945:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC40(%rip), %xmm0
	leaq	.LC139(%rip), %rdx
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
	movq	.LC121(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L945
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L946:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L992
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
	jmp	.L951
	.p2align 4,,10
	.p2align 3
.L994:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L948:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L949
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L950:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L993
.L951:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L994
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L948
	.p2align 4,,10
	.p2align 3
.L949:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L950
	.p2align 4,,10
	.p2align 3
.L993:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC144(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC121(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L995
.L966:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L959
	.p2align 4,,10
	.p2align 3
.L997:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L956:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L957
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L958:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L996
.L959:
	testq	%rdx, %rdx
	jns	.L997
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L956
	.p2align 4,,10
	.p2align 3
.L957:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L958
	.p2align 4,,10
	.p2align 3
.L996:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC140(%rip), %r9
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
	movq	.LC121(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L954
.L953:
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
	jmp	.L965
	.p2align 4,,10
	.p2align 3
.L998:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L962:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L963
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L964:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L954
.L965:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L998
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L962
	.p2align 4,,10
	.p2align 3
.L963:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L964
	.p2align 4,,10
	.p2align 3
.L992:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC144(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC121(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L966
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC140(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L954:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC141(%rip), %r9
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
	leaq	.LC142(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC141(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC130(%rip), %rbx
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
	leaq	.LC143(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC144(%rip), %rax
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
	leaq	.LC145(%rip), %rdx
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
	leaq	.LC140(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC126(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L917:
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
.L990:
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
	jmp	.L939
	.p2align 4,,10
	.p2align 3
.L989:
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
	jmp	.L936
	.p2align 4,,10
	.p2align 3
.L937:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L938
	.p2align 4,,10
	.p2align 3
.L930:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L931
	.p2align 4,,10
	.p2align 3
.L928:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L929
	.p2align 4,,10
	.p2align 3
.L926:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L927
	.p2align 4,,10
	.p2align 3
.L921:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L922
	.p2align 4,,10
	.p2align 3
.L919:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L920
	.p2align 4,,10
	.p2align 3
.L970:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L932
	.p2align 4,,10
	.p2align 3
.L991:
	leaq	-240(%rbp), %r12
	jmp	.L946
	.p2align 4,,10
	.p2align 3
.L995:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC140(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC121(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L953
.L972:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L917
	.cfi_endproc
.LFE126:
	.size	timeline_writer, .-timeline_writer
	.p2align 4
	.type	run_open, @function
run_open:
.LFB40:
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
	jnb	.L999
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
	jmp	.L1010
	.p2align 4,,10
	.p2align 3
.L1019:
	movq	$-1, (%rdi)
.L1004:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L1003:
	cmpq	%r15, %rbx
	jnb	.L999
.L1010:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L1001
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L1001
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1018
.L1001:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1004
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L1005
	addq	%rcx, %rdx
.L1006:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1019
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L1004
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
	jmp	.L1004
	.p2align 4,,10
	.p2align 3
.L1005:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L1006
	.p2align 4,,10
	.p2align 3
.L999:
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
.L1018:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L1002:
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
	jne	.L1002
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L1003
	.cfi_endproc
.LFE40:
	.size	run_open, .-run_open
	.section	.rodata.str1.8
	.align 8
.LC146:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC147:
	.string	"unexpected argument '%s': %s"
.LC148:
	.string	"see bench --help"
.LC149:
	.string	"unknown option '%s': %s"
.LC150:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC151:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC152:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC153:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC154:
	.string	"at most 1000 characters"
.LC155:
	.string	"%s: the value is too long: %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB235:
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
	jle	.L1045
	movq	%rdi, 40(%rsp)
	xorl	%r14d, %r14d
	movl	%esi, 24(%rsp)
	movq	%rdx, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L1021:
	movq	8(%rsp), %rcx
	movslq	%r14d, %rax
	leaq	0(,%rax,8), %r12
	movq	(%rcx,%rax,8), %rbp
	cmpb	$45, 0(%rbp)
	jne	.L1049
	cmpb	$104, 1(%rbp)
	jne	.L1049
	leaq	.LC135(%rip), %rax
	cmpb	$0, 2(%rbp)
	movl	$-1, %ebx
	movq	%rax, 16(%rsp)
	jne	.L1049
.L1024:
	leaq	OPTIONS(%rip), %rdx
	movl	%ebx, 4(%rsp)
	movl	%ebx, %r15d
	movq	%rbp, %rbx
	movq	%rdx, %rbp
	xorl	%r13d, %r13d
	movq	0(%rbp), %rsi
	testl	%r15d, %r15d
	je	.L1063
.L1027:
	addl	$1, %r13d
	cmpl	$20, %r13d
	je	.L1026
	movq	112(%rbp), %rsi
	movq	16(%rsp), %rdi
	addq	$112, %rbp
	call	strcmp@PLT
	movq	0(%rbp), %rsi
	movl	%eax, %r15d
	testl	%r15d, %r15d
	jne	.L1027
.L1063:
	movslq	%r13d, %r13
	leaq	OPTIONS(%rip), %rcx
	movq	%rbx, %rbp
	movl	4(%rsp), %ebx
	leaq	0(,%r13,8), %rax
	subq	%r13, %rax
	salq	$4, %rax
	addq	%rcx, %rax
	movl	8(%rax), %edx
	cmpl	$2, %edx
	je	.L1064
	leal	1(%r14), %r13d
	cmpl	$1, %edx
	je	.L1065
	cmpl	%r13d, 24(%rsp)
	je	.L1066
	movq	8(%rsp), %rax
	movq	8(%rax,%r12), %r14
	cmpb	$45, (%r14)
	jne	.L1051
	cmpb	$104, 1(%r14)
	jne	.L1051
	cmpb	$0, 2(%r14)
	movl	$-1, %eax
	leaq	.LC135(%rip), %rdi
	jne	.L1051
.L1037:
	leaq	112+OPTIONS(%rip), %r12
	movl	%r13d, 4(%rsp)
	movl	%ebx, %r13d
	movl	%r15d, 28(%rsp)
	movq	%r12, %rbx
	movq	%r12, %r15
	movq	%rdi, %r12
	testl	%eax, %eax
	je	.L1067
.L1040:
	leaq	2240+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	je	.L1039
	movq	(%rbx), %rsi
	movq	%r12, %rdi
	addq	$112, %rbx
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1040
.L1067:
	movq	32(%rsp), %rdi
	movq	%r14, %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	leaq	.LC153(%rip), %rdx
	call	snprintf@PLT
.L1032:
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
.L1039:
	.cfi_restore_state
	movq	%r14, %rdi
	movl	%r13d, %ebx
	movq	%r15, %r12
	movl	4(%rsp), %r13d
	movl	28(%rsp), %r15d
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L1068
	testl	%ebx, %ebx
	je	.L1069
.L1043:
	addl	$1, %r15d
	cmpl	$20, %r15d
	je	.L1031
	movq	(%r12), %rsi
	movq	16(%rsp), %rdi
	addq	$112, %r12
	call	strcmp@PLT
	movl	%eax, %ebx
	testl	%ebx, %ebx
	jne	.L1043
.L1069:
	movslq	%r15d, %rcx
	leaq	OPTIONS(%rip), %rax
	leaq	0(,%rcx,8), %rsi
	subq	%rcx, %rsi
	salq	$4, %rsi
	addq	%rax, %rsi
	movq	48(%rsi), %rax
	testq	%rax, %rax
	je	.L1031
	movq	32(%rsp), %rcx
	movq	40(%rsp), %rdi
	movl	$2048, %r8d
	movq	%r14, %rdx
	call	*%rax
	testl	%eax, %eax
	jne	.L1032
.L1034:
	leal	1(%r13), %r14d
	cmpl	%r14d, 24(%rsp)
	jg	.L1021
.L1045:
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
.L1049:
	.cfi_restore_state
	leaq	.LC136(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movq	%rbp, 16(%rsp)
	movl	%eax, %ebx
	jmp	.L1024
	.p2align 4,,10
	.p2align 3
.L1051:
	movq	%r14, %rdi
	leaq	.LC136(%rip), %rsi
	call	strcmp@PLT
	movq	%r14, %rdi
	jmp	.L1037
	.p2align 4,,10
	.p2align 3
.L1026:
	cmpb	$45, (%rbx)
	movq	%rbx, %rbp
	je	.L1070
.L1050:
	movq	32(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC146(%rip), %r8
	leaq	.LC147(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1032
	.p2align 4,,10
	.p2align 3
.L1065:
	movq	32(%rsp), %rcx
	movq	40(%rsp), %rdi
	xorl	%edx, %edx
	movq	%rax, %rsi
	movl	$2048, %r8d
	movl	%r14d, %r13d
	call	*48(%rax)
	jmp	.L1034
	.p2align 4,,10
	.p2align 3
.L1070:
	cmpb	$45, 1(%rbx)
	jne	.L1050
	.p2align 4,,10
	.p2align 3
.L1031:
	movq	32(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC148(%rip), %r8
	leaq	.LC149(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1032
.L1064:
	movq	32(%rsp), %rdi
	movq	%rsi, %rcx
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC150(%rip), %r8
	leaq	.LC151(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1032
.L1066:
	movq	32(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC148(%rip), %r8
	leaq	.LC152(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1032
.L1068:
	movq	32(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC154(%rip), %r8
	leaq	.LC155(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1032
	.cfi_endproc
.LFE235:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.1
.LC156:
	.string	"out of memory"
.LC157:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC158:
	.string	"--scenario '%s' is not valid: use "
	.section	.rodata.str1.1
.LC159:
	.string	", "
.LC160:
	.string	" or "
.LC161:
	.string	"feed-10ms-stall"
.LC162:
	.string	"light-load"
	.section	.rodata.str1.8
	.align 8
.LC163:
	.string	"--scenario %s is the lab's: run ./lab --scenario %s"
	.text
	.p2align 4
	.type	apply_scenario.constprop.0, @function
apply_scenario.constprop.0:
.LFB237:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	SCENARIOS(%rip), %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%r15, %r14
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
	movq	%rdi, %rbx
	subq	$312, %rsp
	.cfi_def_cfa_offset 368
	movq	%rdx, (%rsp)
.L1072:
	movq	(%r14), %rax
	movq	%r12, %rdi
	movq	%rax, %rsi
	movq	%rax, 8(%rsp)
	call	strcmp@PLT
	movl	%eax, %r8d
	testl	%eax, %eax
	jne	.L1082
	movq	344(%rbx), %rdi
	movl	%r8d, 28(%rsp)
	movq	$0, 40(%rsp)
	call	free@PLT
	movslq	%r13d, %rax
	movq	%rax, 16(%rsp)
	leaq	(%rax,%rax,2), %rax
	movq	16(%r15,%rax,8), %rdi
	call	strdup@PLT
	movl	28(%rsp), %r8d
	testq	%rax, %rax
	movq	%rax, 344(%rbx)
	movq	%rax, %rdi
	je	.L1092
	leaq	40(%rsp), %r14
	movl	%r8d, 28(%rsp)
	leaq	48(%rsp), %r12
	leaq	.LC25(%rip), %r13
	movq	%r14, %rdx
	movq	%r13, %rsi
	call	strtok_r@PLT
	movl	28(%rsp), %r8d
	testq	%rax, %rax
	je	.L1076
	movl	$1, %ebp
	leaq	48(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L1077:
	xorl	%edi, %edi
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%rax, -8(%r12,%rbp,8)
	call	strtok_r@PLT
	movq	%rbp, %rdi
	testq	%rax, %rax
	setne	%sil
	cmpl	$31, %ebp
	setle	%dl
	addq	$1, %rbp
	testb	%dl, %sil
	jne	.L1077
	movl	%edi, %r8d
.L1076:
	movq	16(%rsp), %rax
	movq	%r12, %rdx
	movl	%r8d, %esi
	movq	%rbx, %rdi
	movq	8(%rsp), %xmm0
	movl	%r8d, 8(%rsp)
	leaq	(%rax,%rax,2), %rax
	movhps	8(%r15,%rax,8), %xmm0
	movups	%xmm0, 328(%rbx)
	call	mark_given
	movq	(%rsp), %rcx
	movl	8(%rsp), %esi
	movq	%r12, %rdx
	movq	%rbx, %rdi
	call	apply_args.constprop.0
.L1071:
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
	.p2align 4,,10
	.p2align 3
.L1082:
	.cfi_restore_state
	addl	$1, %r13d
	addq	$24, %r14
	cmpl	$3, %r13d
	jne	.L1072
	movq	(%rsp), %r15
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	%r12, %rcx
	leaq	.LC158(%rip), %rdx
	movq	%r15, %rdi
	call	snprintf@PLT
	movq	%r12, %rsi
	leaq	LAB_SCENARIO_NAMES(%rip), %rdi
	movl	%eax, %ebx
	call	word_in
	testq	%rax, %rax
	jne	.L1079
	testl	%ebx, %ebx
	jle	.L1081
	movslq	%ebx, %rdi
	cmpl	$2047, %ebx
	jg	.L1081
	movl	$2048, %r12d
	leaq	.LC62(%rip), %r13
	leaq	.LC159(%rip), %r8
	movq	%r12, %rsi
	leaq	.LC106(%rip), %rcx
	movq	%r13, %rdx
	subq	%rdi, %rsi
	addq	%r15, %rdi
	call	snprintf@PLT
	leal	9(%rbx), %eax
	movslq	%eax, %rdi
	cmpl	$2047, %eax
	jg	.L1081
	movq	%r12, %rsi
	leaq	.LC160(%rip), %r8
	movq	%r13, %rdx
	xorl	%eax, %eax
	subq	%rdi, %rsi
	leaq	.LC161(%rip), %rcx
	addq	%r15, %rdi
	addl	$28, %ebx
	call	snprintf@PLT
	movslq	%ebx, %rdi
	cmpl	$2047, %ebx
	jg	.L1081
	movq	%r12, %rsi
	addq	%rdi, %r15
	leaq	.LC1(%rip), %r8
	movq	%r13, %rdx
	subq	%rdi, %rsi
	leaq	.LC162(%rip), %rcx
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1081
	.p2align 4,,10
	.p2align 3
.L1079:
	movq	(%rsp), %rdi
	movq	%r12, %r8
	movq	%r12, %rcx
	movl	$2048, %esi
	leaq	.LC163(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
.L1081:
	movl	$-1, %eax
	jmp	.L1071
.L1092:
	movq	(%rsp), %rdi
	leaq	.LC156(%rip), %r8
	movq	%r12, %rcx
	xorl	%eax, %eax
	leaq	.LC157(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	orl	$-1, %eax
	jmp	.L1071
	.cfi_endproc
.LFE237:
	.size	apply_scenario.constprop.0, .-apply_scenario.constprop.0
	.section	.rodata.str1.1
.LC164:
	.string	"ok %s\n"
.LC165:
	.string	"%s"
.LC166:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB190:
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
	je	.L1105
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1098:
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
	jc	.L1098
	leaq	80(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC165(%rip), %rdx
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
.L1101:
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
	jc	.L1101
	leaq	(%rbx,%rsi), %rcx
	leaq	32(%rsp), %rbx
	movq	24(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC165(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC166(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1093:
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
.L1105:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC164(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1093
	.cfi_endproc
.LFE190:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC167:
	.string	"parse_time '%s'%s"
.LC168:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB191:
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
	jne	.L1112
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC168(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC167(%rip), %rdx
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
.L1112:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC1(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC167(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L1113
.L1109:
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
.L1113:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L1109
	.cfi_endproc
.LFE191:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.8
	.align 8
.LC169:
	.string	"CHECK FAILED rep=%u %s %s expected=%s actual=%s\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB76:
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
	je	.L1126
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1119:
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
	jc	.L1119
	leaq	96(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC165(%rip), %rdx
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
.L1122:
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
	jc	.L1122
	leaq	(%rbx,%rsi), %rcx
	leaq	48(%rsp), %rbx
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC165(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rcx
	movl	20(%rsp), %esi
	xorl	%eax, %eax
	movq	24(%rsp), %rdx
	movq	%rbp, %r9
	movq	%rbx, %r8
	leaq	.LC169(%rip), %rdi
	call	printf@PLT
.L1114:
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
.L1126:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L1114
	.cfi_endproc
.LFE76:
	.size	check, .-check
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB55:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L1134
	testq	%r8, %r8
	je	.L1134
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
	jne	.L1127
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L1137
.L1129:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L1127:
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
.L1134:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L1137:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L1132
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L1130:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L1138
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L1129
	.p2align 4,,10
	.p2align 3
.L1132:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L1130
.L1138:
	movl	$1, 24(%rbx)
	jmp	.L1127
	.cfi_endproc
.LFE55:
	.size	dist_add, .-dist_add
	.p2align 4
	.type	closed_form, @function
closed_form:
.LFB67:
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
	movaps	%xmm0, 112(%rsp)
	movq	%rax, (%rsp)
	movq	80(%rdi), %rax
	movaps	%xmm0, 128(%rsp)
	movq	%rax, 24(%rsp)
	movq	48(%rdi), %rax
	movaps	%xmm0, 144(%rsp)
	movq	%rax, 96(%rsp)
	movq	160(%rdi), %rax
	movaps	%xmm0, 160(%rsp)
	movq	%rax, 104(%rsp)
	movq	136(%rdi), %rax
	movq	%rsi, %rdi
	movaps	%xmm0, 176(%rsp)
	movq	%rax, 80(%rsp)
	subq	$1, %rax
	movq	%rax, 8(%rsp)
	xorl	%eax, %eax
	rep stosq
	movaps	%xmm0, 192(%rsp)
	movaps	%xmm0, 208(%rsp)
	movq	48(%rbx), %r12
	movq	80(%rbx), %rbp
	movaps	%xmm0, 224(%rsp)
	movq	136(%rbx), %r8
	movaps	%xmm0, 240(%rsp)
	movaps	%xmm0, 256(%rsp)
	movq	$0, 16(%rsp)
	testq	%r12, %r12
	je	.L1140
	xorl	%edx, %edx
	movq	%rbp, %rcx
	movq	%r12, %rax
	subq	(%rbx), %rcx
	divq	%rcx
	leaq	-1(%r8), %rdi
	cmpq	$1, %rdx
	sbbq	$0, %rax
	xorl	%edx, %edx
	movq	%rax, 16(%rsp)
	movq	%rax, 208(%rsp)
	movq	64(%rbx), %rax
	divq	%rbp
	movq	%rax, %rcx
	cmpq	%rax, %rdi
	jnb	.L1172
.L1140:
	movq	232(%rsp), %r10
	movq	248(%rsp), %r11
	leaq	144(%rsp), %r15
	movl	$1, %ecx
	movq	256(%rsp), %r9
	movq	240(%rsp), %rax
	xorl	%edx, %edx
	movq	%r10, %r13
	movq	224(%rsp), %rdi
	movq	(%rbx), %rsi
	movq	%r10, 72(%rsp)
	imulq	%r11, %r13
	movq	%rax, 32(%rsp)
	imulq	%r9, %rax
	movq	%rdi, 88(%rsp)
	movq	%r15, %rdi
	movq	%r11, 64(%rsp)
	movq	%r9, 56(%rsp)
	addq	%rax, %r13
	movq	216(%rsp), %rax
	movq	%rsi, 40(%rsp)
	subq	%r13, %r8
	movq	%r13, 264(%rsp)
	movq	%rax, 48(%rsp)
	call	dist_add
	movq	40(%rsp), %rsi
	movq	64(%rsp), %r8
	movq	%r15, %rdi
	movq	72(%rsp), %rcx
	subq	%rsi, %rbp
	addq	%rsi, %r12
	movq	%rbp, %rdx
	movq	%r12, %rsi
	call	dist_add
	movq	56(%rsp), %r8
	movq	%rbp, %rdx
	movq	%r12, %rsi
	movq	32(%rsp), %rcx
	movq	%r15, %rdi
	call	dist_add
	movq	48(%rsp), %rax
	movq	%rax, 248(%r14)
	testq	%rax, %rax
	je	.L1144
	movq	8(%rsp), %rax
	movq	88(%rsp), %rcx
	subq	%rcx, %rax
	cmpq	%rax, 16(%rsp)
	jnb	.L1173
.L1144:
	movq	24(%rsp), %rax
	movq	8(%rsp), %rdx
	movq	(%rsp), %rdi
	imulq	%rdx, %rax
	addq	%rdi, %rax
.L1145:
	movl	152(%rbx), %edx
	movq	%rax, 264(%r14)
	leaq	112(%rsp), %r12
	xorl	%eax, %eax
	testl	%edx, %edx
	je	.L1174
.L1146:
	orl	168(%rsp), %eax
	jne	.L1175
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%r14, %rcx
	movq	%r12, %rdi
	leaq	176(%rsp), %rbp
	call	dist_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	je	.L1176
.L1154:
	movq	%r12, %rdi
	call	dist_free
	movq	%r15, %rdi
	call	dist_free
	movq	%rbp, %rdi
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
.L1176:
	.cfi_restore_state
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	80(%r14), %rcx
	movq	%r15, %rdi
	call	dist_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L1154
	movq	168(%rbx), %rax
	cmpl	$0, 176(%rbx)
	movq	%rax, 272(%r14)
	je	.L1155
	movq	(%r14), %rcx
	movq	104(%rsp), %rdi
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	orq	$-1, %rax
	subq	%rdx, %rcx
	cmpq	%rdi, %rcx
	jb	.L1156
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
.L1156:
	movq	%rax, 272(%r14)
.L1155:
	movq	272(%r14), %rsi
	leaq	176(%rsp), %rbp
	movq	%r12, %rdi
	movq	%rbp, %rdx
	call	dist_correct
	cmpl	$0, 200(%rsp)
	jne	.L1157
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	160(%r14), %rcx
	movq	%rbp, %rdi
	call	dist_summarise
	movl	%eax, %r13d
	jmp	.L1154
.L1173:
	movq	80(%rsp), %rdx
	movq	(%rsp), %rax
	movq	96(%rsp), %rdi
	subq	%rcx, %rdx
	imulq	%rax, %rdx
	movq	24(%rsp), %rax
	imulq	%rcx, %rax
	addq	%rdi, %rax
	addq	%rdx, %rax
	jmp	.L1145
.L1172:
	movq	56(%rbx), %r9
	xorl	%edx, %edx
	movq	%r9, %rax
	divq	%rbp
	movq	%rax, %rsi
	movl	$1, %eax
	cmpq	%rbp, %r9
	jb	.L1142
	movq	%rdi, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%rsi
	addq	$1, %rax
.L1142:
	movq	%rax, 216(%rsp)
	subq	$1, %rax
	movq	16(%rsp), %rdx
	imulq	%rax, %rsi
	movq	%rax, 248(%rsp)
	movq	%r8, %rax
	movq	$1, 256(%rsp)
	addq	$1, %rdx
	movq	%rdx, 232(%rsp)
	addq	%rcx, %rsi
	subq	%rsi, %rax
	movq	%rsi, 224(%rsp)
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	movq	%rax, 240(%rsp)
	jmp	.L1140
.L1174:
	movq	80(%rsp), %r8
	movq	(%rsp), %rsi
	movq	%r12, %rdi
	xorl	%edx, %edx
	movl	$1, %ecx
	subq	%r13, %r8
	leaq	208(%rsp), %r13
	call	dist_add
	leaq	224(%rsp), %rax
	movq	%r14, 32(%rsp)
	movq	%rax, 16(%rsp)
	movq	%r15, 40(%rsp)
	movq	%r12, (%rsp)
	movq	%rbx, %r12
.L1152:
	movq	(%r12), %rax
	movq	160(%r12), %rbp
	movq	24(%r13), %r14
	movq	48(%r12), %rbx
	movq	%rax, %r11
	movq	80(%r12), %r15
	movq	40(%r13), %r8
	movq	%rbp, %rcx
	imulq	%rbp, %r11
	addq	%rax, %rbx
	cmpq	%rbp, %r14
	cmovbe	%r14, %rcx
	subq	%rax, %r15
	movq	%r8, 8(%rsp)
	cmpq	%r11, %rbx
	movq	%r11, 24(%rsp)
	jb	.L1147
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	movq	%rbx, %rsi
	call	dist_add
	cmpq	%r14, %rbp
	jnb	.L1149
	movq	24(%rsp), %r11
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r15
	leaq	-1(%r14), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%rbp, %rdx
	jnb	.L1177
.L1150:
	addq	$1, %rax
	cmpq	%rax, %rbp
	cmovb	%rax, %rbp
	cmpq	%r14, %rbp
	jb	.L1158
.L1149:
	addq	$8, %r13
	cmpq	%r13, 16(%rsp)
	jne	.L1152
	movq	32(%rsp), %r14
	movq	%r12, %rbx
	movq	40(%rsp), %r15
	movq	(%rsp), %r12
	movq	248(%r14), %rax
	movq	%rax, 240(%r14)
	movq	264(%r14), %rax
	movq	%rax, 256(%r14)
	movl	136(%rsp), %eax
	jmp	.L1146
.L1147:
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	movq	%rbx, %rsi
	call	dist_add
	cmpq	%r14, %rbp
	jnb	.L1149
.L1158:
	movq	%r14, %rcx
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	subq	%rbp, %rcx
	imulq	%r15, %rbp
	subq	%rbp, %rbx
	movq	%rbx, %rsi
	call	dist_add
	jmp	.L1149
.L1177:
	movq	%rax, 24(%rsp)
	subq	%rbp, %rdx
	movq	8(%rsp), %rax
	movq	%r11, %rsi
	leaq	1(%rdx), %r8
	movq	(%rsp), %rdi
	movl	$1, %ecx
	xorl	%edx, %edx
	imulq	%rax, %r8
	call	dist_add
	movq	24(%rsp), %rax
	jmp	.L1150
.L1175:
	leaq	176(%rsp), %rbp
.L1157:
	orl	$-1, %r13d
	jmp	.L1154
	.cfi_endproc
.LFE67:
	.size	closed_form, .-closed_form
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB119:
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
	subq	$296, %rsp
	.cfi_def_cfa_offset 352
	movdqu	(%rdi), %xmm1
	movdqu	16(%rdi), %xmm2
	movdqu	32(%rdi), %xmm3
	movdqu	48(%rdi), %xmm4
	movdqu	64(%rdi), %xmm5
	movdqu	80(%rdi), %xmm6
	movaps	%xmm1, 48(%rsp)
	movdqu	96(%rdi), %xmm7
	movdqu	112(%rdi), %xmm1
	movaps	%xmm2, 64(%rsp)
	movaps	%xmm3, 80(%rsp)
	movdqu	128(%rdi), %xmm2
	movdqu	144(%rdi), %xmm3
	movaps	%xmm4, 96(%rsp)
	movdqu	160(%rdi), %xmm4
	movaps	%xmm5, 112(%rsp)
	movdqu	176(%rdi), %xmm5
	movaps	%xmm6, 128(%rsp)
	movdqu	192(%rdi), %xmm6
	movaps	%xmm7, 144(%rsp)
	movaps	%xmm1, 160(%rsp)
	movaps	%xmm2, 176(%rsp)
	movaps	%xmm3, 192(%rsp)
	movaps	%xmm4, 208(%rsp)
	movaps	%xmm5, 224(%rsp)
	movaps	%xmm6, 240(%rsp)
	movdqu	224(%rdi), %xmm0
	movdqu	208(%rdi), %xmm7
	movaps	%xmm0, 272(%rsp)
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rdx)
	movups	%xmm0, 16(%rdx)
	movups	%xmm0, 32(%rdx)
	movq	48(%rdi), %r11
	movaps	%xmm7, 256(%rsp)
	testq	%r11, %r11
	je	.L1178
	cmpl	$0, 152(%rdi)
	movq	%rdi, %r10
	jne	.L1178
	cmpl	$0, 72(%rdi)
	movq	%rdx, %rbx
	jne	.L1180
	movq	%rsi, %rbp
	call	closed_form_gap
	testq	%rax, %rax
	je	.L1220
.L1180:
	movq	184(%rsp), %r13
	movl	$262144, %r8d
	cmpq	%r8, %r13
	cmovbe	%r13, %r8
	leaq	0(,%r8,8), %r12
	movq	%r8, 184(%rsp)
	movq	%r12, %rdi
	movq	%r8, (%rsp)
	call	malloc@PLT
	movq	%r12, %rdi
	movq	%rax, (%rbx)
	movq	%rax, %r15
	call	malloc@PLT
	movq	%r12, %rdi
	movq	%rax, 8(%rbx)
	movq	%rax, %rbp
	call	malloc@PLT
	testq	%r15, %r15
	movq	(%rsp), %r8
	movq	%rax, 16(%rbx)
	movq	%rax, %r12
	je	.L1182
	testq	%rbp, %rbp
	je	.L1182
	testq	%rax, %rax
	je	.L1182
	xorl	%ecx, %ecx
	leaq	48(%rsp), %r14
	movq	%rcx, 24(%rsp)
	movq	%r14, 16(%rsp)
	testq	%r13, %r13
	je	.L1190
	movq	160(%rsp), %rsi
	movq	128(%rsp), %rdi
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	jmp	.L1184
	.p2align 4,,10
	.p2align 3
.L1188:
	addq	%rdi, %rcx
	cmpq	%r8, %rax
	jnb	.L1186
.L1184:
	movq	%rax, %r13
	movq	%rcx, %rdx
	addq	$1, %rax
	testq	%rsi, %rsi
	je	.L1187
	movq	-8(%rsi,%rax,8), %rdx
.L1187:
	movq	%rdx, -8(%r12,%rax,8)
	cmpq	$-1, %rdx
	jne	.L1188
	movq	%rax, 24(%rsp)
	movq	%r13, 24(%rbx)
	movq	%r13, 184(%rsp)
	movq	%r12, 160(%rsp)
	testq	%r13, %r13
	jne	.L1199
.L1190:
	movq	32(%rbx), %rax
	movq	24(%rbx), %rcx
	cmpq	%rcx, %rax
	jnb	.L1193
	movq	112(%rsp), %rsi
	jmp	.L1192
	.p2align 4,,10
	.p2align 3
.L1194:
	addq	$1, %rax
	movq	%rax, 32(%rbx)
	cmpq	%rcx, %rax
	je	.L1193
.L1192:
	movq	0(%rbp,%rax,8), %rdx
	addq	(%r12,%rax,8), %rdx
	cmpq	%rdx, %rsi
	jnb	.L1194
	movq	%rax, 40(%rbx)
	cmpq	%rcx, %rax
	jnb	.L1197
	movq	48(%rsp), %rsi
	movq	%rax, %rdx
	jmp	.L1196
	.p2align 4,,10
	.p2align 3
.L1198:
	addq	$1, %rdx
	movq	%rdx, 40(%rbx)
	cmpq	%rcx, %rdx
	je	.L1197
.L1196:
	cmpq	0(%rbp,%rdx,8), %rsi
	jb	.L1198
.L1197:
	cmpq	%rcx, %rax
	setnb	%al
	movzbl	%al, %eax
.L1178:
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
.L1186:
	.cfi_restore_state
	movq	%rax, 24(%rsp)
	movq	%rax, %r13
	movq	%rax, 24(%rbx)
	movq	%rax, 184(%rsp)
	movq	%r12, 160(%rsp)
.L1199:
	movq	%r14, %rdi
	call	default_shape
	testl	%eax, %eax
	je	.L1190
	xorl	%edx, %edx
	orq	$-1, %r10
	cmpq	$0, 96(%rsp)
	movq	%rdx, 40(%rsp)
	je	.L1189
	movq	112(%rsp), %r10
.L1189:
	leaq	32(%rsp), %rsi
	xorl	%r9d, %r9d
	movq	%r13, %r8
	xorl	%ecx, %ecx
	movq	%r15, %rdx
	movq	%r14, %rdi
	movq	%r10, 32(%rsp)
	movq	%r10, 8(%rsp)
	movq	%rsi, (%rsp)
	call	run_closed
	movq	8(%rsp), %r10
	movq	(%rsp), %rsi
	xorl	%eax, %eax
	xorl	%r9d, %r9d
	movq	%r13, %r8
	xorl	%ecx, %ecx
	movq	%rbp, %rdx
	movq	%r14, %rdi
	movq	%rax, 40(%rsp)
	movq	%r10, 32(%rsp)
	call	run_open
	jmp	.L1190
.L1220:
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
	movq	%rax, 184(%rsp)
	jmp	.L1180
.L1193:
	movq	%rax, 40(%rbx)
	jmp	.L1197
.L1182:
	orl	$-1, %eax
	jmp	.L1178
	.cfi_endproc
.LFE119:
	.size	first_stall_window, .-first_stall_window
	.section	.rodata.str1.8
	.align 8
.LC170:
	.string	"no stall: ./lab draws a stall-free run's first second"
	.align 8
.LC171:
	.string	"no stall met by a catch-up closed loop"
	.align 8
.LC172:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC173:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC174:
	.string	"percentiles.svg"
.LC175:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC176:
	.string	"RESULT export timeline=none (%s)\n"
	.align 8
.LC177:
	.string	"bench: the export to %s failed (out of memory, too many distinct values, or the .hlog's check)\n"
	.text
	.p2align 4
	.type	export_bench, @function
export_bench:
.LFB127:
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
	je	.L1287
	movq	%rdx, %r13
	movq	%rcx, %rbp
	cmpl	$2, %eax
	je	.L1288
	movq	(%rcx), %r14
	movq	(%rdx), %r15
	leaq	112(%rsp), %rbx
	testq	%r14, %r14
	je	.L1232
	xorl	%r12d, %r12d
	xorl	%edx, %edx
	leaq	112(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L1231:
	movq	(%r15,%r12,8), %rsi
	movq	%r12, %rax
	jmp	.L1238
	.p2align 4,,10
	.p2align 3
.L1234:
	addq	$1, %rax
	cmpq	%rax, %r14
	je	.L1233
.L1238:
	cmpq	%rsi, (%r15,%rax,8)
	je	.L1234
	movq	%rax, %r8
	subq	%r12, %r8
	je	.L1235
	movq	%rax, %r12
.L1255:
	testl	%edx, %edx
	jne	.L1286
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%rbx, %rdi
	call	dist_add.part.0
	movl	136(%rsp), %edx
.L1286:
	cmpq	%r14, %r12
	jb	.L1231
.L1232:
	leaq	144(%rsp), %rax
	movq	272(%rbp), %rsi
	movq	%rbx, %rdi
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	dist_correct
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	jne	.L1253
	movq	0(%rbp), %rdx
	movq	0(%r13), %r14
	xorl	%r12d, %r12d
	leaq	272(%rsp), %r15
	testq	%rdx, %rdx
	je	.L1242
	movq	%rbp, 32(%rsp)
	movq	%r14, %rbp
	movq	%rdx, %r14
	jmp	.L1239
	.p2align 4,,10
	.p2align 3
.L1290:
	addq	$1, %r12
	cmpq	%r12, %r14
	je	.L1289
.L1239:
	movq	0(%rbp,%r12,8), %rsi
	movl	$1, %edx
	movq	%r15, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L1290
	jmp	.L1253
	.p2align 4,,10
	.p2align 3
.L1233:
	movq	%r14, %r8
	subq	%r12, %r8
	je	.L1232
	movq	%r14, %r12
	jmp	.L1255
	.p2align 4,,10
	.p2align 3
.L1235:
	cmpq	%r14, %rax
	jnb	.L1232
	movq	%rax, %r12
	jmp	.L1231
.L1288:
	xorl	%r14d, %r14d
	cmpq	$0, 40(%rdx)
	leaq	112(%rsp), %rbx
	jne	.L1225
	jmp	.L1229
	.p2align 4,,10
	.p2align 3
.L1228:
	addq	$1, %r14
	cmpq	40(%r13), %r14
	jnb	.L1229
.L1225:
	movq	48(%r13), %rax
	movq	(%rax,%r14,8), %r8
	testq	%r8, %r8
	je	.L1228
	movl	136(%rsp), %eax
	testl	%eax, %eax
	jne	.L1228
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%rbx, %rdi
	imulq	%r14, %rsi
	call	dist_add.part.0
	jmp	.L1228
.L1229:
	leaq	144(%rsp), %rax
	movq	272(%rbp), %rsi
	movq	%rbx, %rdi
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	dist_correct
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	jne	.L1253
	leaq	272(%rsp), %r15
	leaq	32(%r13), %rdi
	movq	%r15, %rsi
	call	table_from_lattice
	testl	%eax, %eax
	je	.L1291
.L1253:
	orl	$-1, %ebp
.L1248:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	je	.L1292
.L1254:
	movl	%ebp, %r15d
.L1249:
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
.L1221:
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
.L1292:
	.cfi_restore_state
	movq	8(%rsp), %rdx
	movq	stderr(%rip), %rdi
	leaq	.LC177(%rip), %rsi
	call	fprintf@PLT
	jmp	.L1254
.L1289:
	movq	32(%rsp), %rbp
.L1242:
	movq	80(%rbp), %rdx
	movq	8(%r13), %r15
	leaq	296(%rsp), %r12
	xorl	%r13d, %r13d
	movq	%rdx, %r14
	testq	%rdx, %rdx
	je	.L1241
	.p2align 4,,10
	.p2align 3
.L1240:
	movq	(%r15,%r13,8), %rsi
	movl	$1, %edx
	movq	%r12, %rdi
	call	table_push
	testl	%eax, %eax
	jne	.L1253
	addq	$1, %r13
	cmpq	%r13, %r14
	jne	.L1240
.L1241:
	movq	(%rsp), %rdi
	leaq	320(%rsp), %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L1253
	leaq	272(%rsp), %r15
.L1243:
	leaq	48(%rsp), %rax
	movq	%rbx, 40(%rsp)
	xorl	%r14d, %r14d
	leaq	HGRM.3(%rip), %r13
	movq	%rax, 32(%rsp)
	leaq	hgrm_writer(%rip), %r12
	movq	%rbp, %rbx
.L1230:
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
	jne	.L1282
	cmpl	$0, 24(%rsp)
	jne	.L1244
.L1246:
	addq	$8, %r14
	cmpq	$24, %r14
	jne	.L1230
	leaq	.LC173(%rip), %rax
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
	leaq	.LC174(%rip), %rsi
	movaps	%xmm0, 176(%rsp)
	movq	%rax, %xmm0
	movhps	32(%rsp), %xmm0
	movups	%xmm0, 200(%rsp)
	call	export_file
	movl	%eax, %r15d
	testl	%eax, %eax
	jne	.L1253
	movq	16(%rsp), %rdi
	leaq	224(%rsp), %rdx
	movl	$20, %esi
	movq	%rdx, 24(%rsp)
	call	first_stall_window
	movq	24(%rsp), %rdx
	testl	%eax, %eax
	je	.L1293
	js	.L1250
	movq	16(%rsp), %rax
	leaq	.LC171(%rip), %rsi
	leaq	.LC176(%rip), %rdi
	cmpq	$0, 48(%rax)
	leaq	.LC170(%rip), %rax
	cmove	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	224(%rsp), %rdi
	call	free@PLT
	movq	232(%rsp), %rdi
	call	free@PLT
	movq	240(%rsp), %rdi
	call	free@PLT
	jmp	.L1249
.L1291:
	leaq	296(%rsp), %rsi
	leaq	56(%r13), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L1253
	movq	(%rsp), %rdi
	leaq	320(%rsp), %rsi
	call	table_from_dist
	testl	%eax, %eax
	je	.L1243
	jmp	.L1253
.L1244:
	leaq	VALUES.2(%rip), %rax
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	values_writer(%rip), %rdx
	movq	(%rax,%r14), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L1246
.L1282:
	movq	40(%rsp), %rbx
	jmp	.L1253
.L1287:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC172(%rip), %rdi
	orl	$-1, %r15d
	call	fwrite@PLT
	jmp	.L1221
.L1250:
	movq	224(%rsp), %rdi
	call	free@PLT
	movq	232(%rsp), %rdi
	call	free@PLT
	movq	240(%rsp), %rdi
	call	free@PLT
	jmp	.L1253
.L1293:
	movq	16(%rsp), %rax
	movq	8(%rsp), %rdi
	leaq	80(%rsp), %rcx
	leaq	.LC175(%rip), %rsi
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
	jne	.L1248
	jmp	.L1249
	.cfi_endproc
.LFE127:
	.size	export_bench, .-export_bench
	.section	.rodata.str1.1
.LC178:
	.string	"one"
.LC179:
	.string	"it"
	.section	.rodata.str1.8
	.align 8
.LC180:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC181:
	.string	"--stall %s us is not below --period %s us: random stalls of that mean would leave the server almost no time between them"
	.align 8
.LC182:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC183:
	.string	"the latencies have too many possible values"
	.section	.rodata.str1.1
.LC184:
	.string	"reference"
.LC185:
	.string	"closed-form"
.LC189:
	.string	"seed 000"
.LC190:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC191:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC192:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC193:
	.string	"--self-test"
.LC194:
	.string	"--scenario"
	.section	.rodata.str1.8
	.align 8
.LC195:
	.string	"option %s: its row carries its parser"
	.align 8
.LC196:
	.string	"option %s: a choice has its names, a refusal its words"
	.section	.rodata.str1.1
.LC197:
	.string	"rank n=1 p=0"
.LC198:
	.string	"rank n=1 p=100"
.LC199:
	.string	"rank n=1 p=0 ceil"
.LC200:
	.string	"rank n=1 p=100 ceil"
.LC201:
	.string	"rank n=10 p=0"
.LC202:
	.string	"rank n=10 p=100"
.LC203:
	.string	"rank n=10 p=50"
.LC204:
	.string	"rank n=10 p=95 rounds half up"
.LC205:
	.string	"rank n=10 p=94.9 rounds down"
.LC206:
	.string	"rank n=10 p=90.1 ceil"
.LC207:
	.string	"rank n=119980 p=99"
.LC208:
	.string	"rank n=119980 p=99.9"
.LC209:
	.string	"rank n=119980 p=99 ceil"
.LC210:
	.string	"rank n=2^62 p=99.99 exact"
.LC212:
	.string	"hdr fixture corrected count"
.LC213:
	.string	"hdr fixture correct_co"
.LC214:
	.string	"hdr fixture corrected p50"
.LC215:
	.string	"hdr fixture corrected p90"
.LC216:
	.string	"hdr fixture corrected p99"
.LC217:
	.string	"hdr fixture corrected max"
.LC218:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC219:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC220:
	.string	"correction of one interval"
.LC221:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC222:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC223:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC224:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC225:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC226:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC227:
	.string	"corrected set without its terms, e %lu, values below %lu: fields that differ"
	.align 8
.LC228:
	.string	"the brute-force buffer was allocated"
	.section	.rodata.str1.1
.LC229:
	.string	"200us"
.LC230:
	.string	"0.3us"
.LC231:
	.string	"0.5s"
.LC232:
	.string	"1.000000001s"
.LC233:
	.string	"0"
.LC234:
	.string	"250"
.LC235:
	.string	"0.5ns"
.LC236:
	.string	"ms"
.LC237:
	.string	"-1ms"
.LC238:
	.string	"5parsecs"
.LC239:
	.string	"1.ms"
.LC240:
	.string	"99999999999999999999s"
.LC241:
	.string	"4611686018427387904ns"
.LC242:
	.string	"QUICK"
.LC243:
	.string	"REPS"
.LC244:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC245:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC246:
	.string	"QUICK '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC247:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC248:
	.string	"REPS '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC249:
	.string	"out of memory reading the options%s%s"
	.section	.rodata.str1.1
.LC250:
	.string	"--duration"
.LC251:
	.string	"--requests"
	.section	.rodata.str1.8
	.align 8
.LC252:
	.string	"%s is the lab's, not the benchmark's: run ./lab %s ... (./build.sh builds it beside bench)"
	.section	.rodata.str1.1
.LC253:
	.string	"-h"
	.section	.rodata.str1.8
	.align 8
.LC254:
	.string	"%s applies only with %s: add %s, or drop %s"
	.section	.rodata.str1.1
.LC255:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC256:
	.string	"both set the length of the run: "
	.align 8
.LC257:
	.string	"--duration and --requests %s%s"
	.section	.rodata.str1.1
.LC258:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC259:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC260:
	.string	"%s, from %s"
	.section	.rodata.str1.8
	.align 8
.LC261:
	.string	"shorten --duration or --interval"
	.align 8
.LC262:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC263:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC264:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC265:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.align 8
.LC266:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC267:
	.string	"shorten --duration or lengthen --interval"
	.section	.rodata.str1.1
.LC268:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC269:
	.string	"--scoreboard keeps every sample"
	.align 8
.LC270:
	.string	"the schedule has more than 8388608 requests, and %s: %s"
	.align 8
.LC271:
	.string	"--exact-by lattice does not apply: %s%s"
	.section	.rodata.str1.1
.LC272:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC273:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC274:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.section	.rodata.str1.1
.LC275:
	.string	"./lab runs the others"
	.section	.rodata.str1.8
	.align 8
.LC276:
	.string	"bench alone runs seed 000's one catch-up connection on a fixed schedule: %s%s"
	.align 8
.LC277:
	.string	"no closed form holds for this model (%s): bench alone checks every number against one; ./lab checks such a model against its reference simulation%s"
	.align 8
.LC278:
	.string	"--exact-by passes); bench alone takes auto, sorted or lattice"
	.align 8
.LC279:
	.string	"--exact-by passes: the passes route is the lab's (./lab %s%s"
	.align 8
.LC280:
	.string	"%lu requests: bench alone keeps every sample of this model, up to %d a client; run it with ./lab, which walks a longer run again in passes, or add --exact-by sorted to keep them all"
	.align 8
.LC281:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.align 8
.LC282:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC283:
	.string	"computing the expected outcome"
	.section	.rodata.str1.1
.LC284:
	.string	"set"
	.section	.rodata.str1.8
	.align 8
.LC285:
	.string	"bench: --export: the corrected %s holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC286:
	.string	"coordinated omission on a virtual clock (%s): closed loop, open loop, corrected\n"
	.align 8
.LC287:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC288:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC289:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC290:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC291:
	.string	"route: lattice, exact counts on %lu ns steps (%lu values), %d requests a chunk"
	.align 8
.LC292:
	.string	"route: sorted, every sample kept and sorted"
	.align 8
.LC293:
	.string	"route: passes, none kept; each rep walks the run again until every percentile is found exactly"
	.section	.rodata.str1.1
.LC294:
	.string	"; 1 warmup + %u reps\n"
	.section	.rodata.str1.8
	.align 8
.LC295:
	.string	"; one walk, no warmup (--reps N: a warmup, then N timed reps)"
	.align 8
.LC296:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.section	.rodata.str1.1
.LC297:
	.string	" warmup"
.LC298:
	.string	"rep=%u%s set=%s"
.LC299:
	.string	" n=%lu"
	.globl	__udivmodti4
.LC300:
	.string	" slow=%lu sum_ns=%s\n"
.LC301:
	.string	" %s_ns=%lu"
.LC302:
	.string	"for a rep"
.LC303:
	.string	"slow"
.LC304:
	.string	"sum_ns"
.LC305:
	.string	"n"
.LC306:
	.string	"corrected"
.LC307:
	.string	"stalls"
.LC308:
	.string	"closed"
.LC309:
	.string	"open"
.LC310:
	.string	"last_completion_ns"
.LC311:
	.string	"%-*s %9s"
	.section	.rodata.str1.8
	.align 8
.LC312:
	.string	"bench: out of memory for the report\n"
	.section	.rodata.str1.1
.LC313:
	.string	" %11s"
.LC314:
	.string	"slow %"
.LC315:
	.string	" %8s %8s"
.LC316:
	.string	"cv"
.LC317:
	.string	" %6s\n"
.LC318:
	.string	"%-*s %9lu"
	.globl	__divti3
.LC319:
	.string	"%lu.%04lu"
.LC320:
	.string	" %8lu %8s"
.LC321:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC322:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.align 8
.LC323:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC324:
	.string	"The recordings part at %s: the open loop reads %s there, %s times the closed loop's %s.\n"
	.align 8
.LC325:
	.string	"They part at p99: the open loop reads %s there, %s times the closed loop's %s"
	.section	.rodata.str1.1
.LC326:
	.string	"At p99 the two loops agree"
	.section	.rodata.str1.8
	.align 8
.LC327:
	.string	"At p99 the open loop reads %s, %s times the closed loop"
	.align 8
.LC328:
	.string	", and the correction at %s leaves the closed loop's p99 as it was.\n"
	.align 8
.LC329:
	.string	"; corrected at %s, the closed loop reads %s.\n"
	.align 8
.LC330:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC331:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s.\n"
	.align 8
.LC332:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.section	.rodata.str1.1
.LC333:
	.string	"RESULT set=%s"
	.section	.rodata.str1.8
	.align 8
.LC334:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.align 8
.LC335:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC336:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC337:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC338:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC339:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC340:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC341:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC342:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC343:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.align 8
.LC344:
	.string	"RESULT passes walks=%u guessed=%u of=%d\n"
	.section	.rodata.str1.1
.LC345:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC346:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.text
	.p2align 4
	.type	bench_main, @function
bench_main:
.LFB206:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
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
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movl	%edi, %ebx
	subq	$7304, %rsp
	.cfi_def_cfa_offset 7360
	movdqa	.LC186(%rip), %xmm0
	leaq	5248(%rsp), %rdi
	leaq	5248(%rsp), %rsi
	rep stosq
	movq	.LC188(%rip), %rax
	movaps	%xmm0, 5296(%rsp)
	movdqa	.LC187(%rip), %xmm0
	leaq	.LC106(%rip), %rdi
	movq	$100000, 5248(%rsp)
	movl	$67, %ecx
	movq	%rax, 5464(%rsp)
	leaq	.LC189(%rip), %rax
	movaps	%xmm0, 5408(%rsp)
	movq	%rax, %xmm4
	movq	%rdi, %xmm0
	leaq	1504(%rsp), %rdi
	punpcklqdq	%xmm4, %xmm0
	movq	$500000000, 5312(%rsp)
	movq	$200000, 5328(%rsp)
	movq	$1000000, 5440(%rsp)
	movq	$16384, 5456(%rsp)
	movq	%rdi, 56(%rsp)
	movq	%rsi, 48(%rsp)
	movups	%xmm0, 5576(%rsp)
	rep movsq
	cmpl	$2, %ebx
	je	.L1757
	movl	$1, %r14d
	cmpl	$1, %ebx
	jle	.L1349
	.p2align 4,,10
	.p2align 3
.L1348:
	movslq	%r14d, %rax
	movq	0(%rbp,%rax,8), %r13
	cmpb	$45, 0(%r13)
	jne	.L1610
	cmpb	$104, 1(%r13)
	jne	.L1610
	cmpb	$0, 2(%r13)
	jne	.L1610
	movl	$-1, %eax
	leaq	.LC135(%rip), %r13
.L1343:
	leaq	112+OPTIONS(%rip), %r15
	xorl	%r12d, %r12d
	testl	%eax, %eax
	je	.L1758
.L1737:
	addl	$1, %r12d
	cmpl	$20, %r12d
	je	.L1345
	movq	(%r15), %rsi
	movq	%r13, %rdi
	addq	$112, %r15
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1737
.L1758:
	movslq	%r12d, %r12
	leaq	OPTIONS(%rip), %rdi
	leaq	0(,%r12,8), %rax
	subq	%r12, %rax
	salq	$4, %rax
	addq	%rdi, %rax
	movl	8(%rax), %edx
	testl	%edx, %edx
	jne	.L1759
	addl	$1, %r14d
.L1345:
	addl	$1, %r14d
	cmpl	%r14d, %ebx
	jg	.L1348
.L1349:
	leaq	.LC242(%rip), %rdi
	call	getenv@PLT
	leaq	.LC243(%rip), %rdi
	movq	%rax, %r12
	call	getenv@PLT
	movq	%rax, %r13
	testq	%r12, %r12
	je	.L1577
	leaq	.LC244(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	cmpb	$0, (%r12)
	movl	%eax, %r14d
	je	.L1351
	leaq	.LC233(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1760
.L1351:
	xorl	%eax, %eax
	testl	%r14d, %r14d
	sete	%al
.L1350:
	movl	%eax, 1856(%rsp)
	testq	%r13, %r13
	je	.L1353
	cmpb	$0, 0(%r13)
	jne	.L1761
.L1353:
	movslq	%ebx, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 32(%rsp)
	testq	%rax, %rax
	je	.L1762
	movq	56(%rsp), %rdi
	leaq	8(%rbp), %rdx
	leal	-1(%rbx), %esi
	call	mark_given
	cmpl	$1, %ebx
	jle	.L1578
	xorl	%r9d, %r9d
	movl	%ebx, 8(%rsp)
	xorl	%r12d, %r12d
	movl	$1, %r13d
	movl	%r9d, 72(%rsp)
	movl	%r12d, %r15d
	movl	%r13d, %r12d
	movl	%r9d, 96(%rsp)
	movq	%rbp, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L1368:
	movslq	%r12d, %rax
	leaq	0(,%rax,8), %rbx
	movq	%rbx, 40(%rsp)
	movq	16(%rsp), %rbx
	movq	(%rbx,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L1611
	cmpb	$104, 1(%r14)
	jne	.L1611
	cmpb	$0, 2(%r14)
	movl	$-1, %edx
	leaq	.LC135(%rip), %rdi
	jne	.L1611
.L1358:
	leaq	112+OPTIONS(%rip), %r10
	xorl	%r13d, %r13d
	movq	%rdi, %rbp
	movq	%r10, %rbx
	testl	%edx, %edx
	je	.L1763
.L1739:
	addl	$1, %r13d
	cmpl	$20, %r13d
	je	.L1754
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$112, %rbx
	call	strcmp@PLT
	movl	%eax, %edx
	testl	%edx, %edx
	jne	.L1739
.L1763:
	movslq	%r13d, %rax
	leaq	OPTIONS(%rip), %rbx
	leaq	0(,%rax,8), %rsi
	subq	%rax, %rsi
	salq	$4, %rsi
	movl	8(%rbx,%rsi), %ecx
	testl	%ecx, %ecx
	jne	.L1754
	movl	%edx, 64(%rsp)
	leal	1(%r12), %esi
	cmpl	%esi, 8(%rsp)
	jle	.L1360
	imulq	$112, %rax, %r13
	leaq	OPTIONS(%rip), %rax
	leaq	.LC250(%rip), %rsi
	movq	(%rax,%r13), %r13
	movq	%r13, %rdi
	call	strcmp@PLT
	movl	$1, %r10d
	leaq	.LC251(%rip), %rsi
	movq	%r13, %rdi
	testl	%eax, %eax
	movl	96(%rsp), %eax
	cmove	%r10d, %eax
	movl	%eax, 96(%rsp)
	call	strcmp@PLT
	movl	$1, %r10d
	leaq	.LC194(%rip), %rsi
	movq	%r13, %rdi
	testl	%eax, %eax
	cmovne	72(%rsp), %r10d
	movl	%r10d, 72(%rsp)
	call	strcmp@PLT
	movq	16(%rsp), %rbx
	movq	40(%rsp), %rdi
	movq	%r14, %xmm0
	testl	%eax, %eax
	movl	64(%rsp), %edx
	movq	8(%rbx,%rdi), %rsi
	movq	%rsi, %xmm5
	punpcklqdq	%xmm5, %xmm0
	je	.L1764
	movq	32(%rsp), %rbx
	movslq	%r15d, %rax
	leal	2(%r12), %esi
	addl	$2, %r15d
	movups	%xmm0, (%rbx,%rax,8)
	movl	$1, %eax
.L1366:
	movl	%esi, %r12d
	cmpl	%esi, 8(%rsp)
	jle	.L1607
	testb	%al, %al
	jne	.L1368
.L1607:
	movl	%r15d, %r12d
	testl	%edx, %edx
	je	.L1356
.L1755:
	movq	32(%rsp), %rdi
	call	free@PLT
.L1394:
	movq	48(%rsp), %rdi
	call	usage_error
	movl	%eax, %ebx
.L1388:
	movq	1848(%rsp), %rdi
	call	free@PLT
	movq	2032(%rsp), %rdi
	call	free@PLT
	jmp	.L1294
	.p2align 4,,10
	.p2align 3
.L1610:
	leaq	.LC136(%rip), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
	jmp	.L1343
	.p2align 4,,10
	.p2align 3
.L1759:
	movq	(%rax), %rdi
	leaq	.LC135(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1345
	call	print_usage
.L1300:
	xorl	%ebx, %ebx
.L1294:
	addq	$7304, %rsp
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
.L1754:
	.cfi_restore_state
	leal	1(%r12), %esi
.L1360:
	movq	32(%rsp), %rbx
	movslq	%r15d, %rax
	xorl	%edx, %edx
	addl	$1, %r15d
	movq	%r14, (%rbx,%rax,8)
	movl	$1, %eax
	jmp	.L1366
	.p2align 4,,10
	.p2align 3
.L1611:
	movq	%r14, %rdi
	leaq	.LC136(%rip), %rsi
	call	strcmp@PLT
	movq	%r14, %rdi
	movl	%eax, %edx
	jmp	.L1358
.L1764:
	movq	48(%rsp), %rdx
	movq	56(%rsp), %rdi
	call	apply_scenario.constprop.0
	leal	2(%r12), %esi
	testl	%eax, %eax
	movl	%eax, %edx
	sete	%al
	jmp	.L1366
.L1757:
	movq	8(%rbp), %r12
	leaq	.LC190(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1765
	leaq	.LC193(%rip), %rsi
	movq	%r12, %rdi
	movl	$1, %r14d
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1348
	xorl	%r13d, %r13d
	leaq	OPTIONS(%rip), %r15
	movq	48(%rsp), %rbx
	leaq	set_choice(%rip), %r14
	movl	%r13d, 8(%rsp)
	movq	%r15, %r13
	jmp	.L1308
	.p2align 4,,10
	.p2align 3
.L1768:
	leaq	.LC194(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1302
	movq	%r15, %rcx
	leaq	.LC195(%rip), %rdx
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
	leaq	.LC196(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	xorl	%eax, %eax
	cmpq	%r14, %r12
	je	.L1766
.L1306:
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
	jne	.L1304
.L1558:
	xorl	%r8d, %r8d
	cmpq	$0, 88(%r13)
	setne	%r8b
.L1304:
	movslq	%r8d, %r8
	movl	$1, %esi
	xorl	%edx, %edx
	movq	%rbx, %rdi
	movq	%r8, %rcx
	sarq	$63, %r8
	addq	$112, %r13
	call	expect
	addl	%ebp, %eax
	addl	%eax, 8(%rsp)
	leaq	2240+OPTIONS(%rip), %rax
	cmpq	%r13, %rax
	je	.L1767
.L1308:
	cmpl	$2, 8(%r13)
	movq	48(%r13), %r12
	movq	0(%r13), %r15
	jne	.L1768
.L1302:
	movq	%r15, %rcx
	leaq	.LC195(%rip), %rdx
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
	leaq	.LC196(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$1, %r8d
	cmpq	%r14, %r12
	jne	.L1304
	cmpq	$0, 96(%r13)
	je	.L1566
	movl	$1, %eax
	jmp	.L1306
.L1577:
	xorl	%eax, %eax
	jmp	.L1350
.L1760:
	testl	%r14d, %r14d
	je	.L1351
	movq	48(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC245(%rip), %r8
	leaq	.LC246(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1394
.L1766:
	cmpq	$0, 96(%r13)
	jne	.L1558
.L1566:
	xorl	%r8d, %r8d
	jmp	.L1304
.L1761:
	leaq	3648(%rsp), %r15
	movl	$100000, %edx
	movl	$1, %esi
	movq	%r13, %rdi
	movq	%r15, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L1769
	movq	3648(%rsp), %rax
	movl	$1, 1888(%rsp)
	movl	%eax, 1720(%rsp)
	jmp	.L1353
.L1578:
	xorl	%edi, %edi
	xorl	%r8d, %r8d
	xorl	%r12d, %r12d
	movl	%edi, 96(%rsp)
	movl	%r8d, 72(%rsp)
.L1356:
	movq	2024(%rsp), %rcx
	testq	%rcx, %rcx
	jne	.L1370
	movl	%r12d, 16(%rsp)
	leaq	OPTIONS(%rip), %rbx
	xorl	%r8d, %r8d
	leaq	1892(%rsp), %r10
	movq	%rbx, %r9
	movq	%r8, %rbp
.L1371:
	xorl	%eax, %eax
	cmpb	$0, (%r10,%rbp)
	movq	%rax, 2048(%rsp)
	je	.L1373
	movq	32(%r9), %rcx
	testq	%rcx, %rcx
	jne	.L1770
.L1373:
	addq	$1, %rbp
	addq	$112, %r9
	cmpq	$20, %rbp
	jne	.L1371
	movl	16(%rsp), %r12d
	movl	72(%rsp), %ebx
	testl	%ebx, 96(%rsp)
	je	.L1771
	movq	48(%rsp), %rdi
	leaq	.LC255(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC256(%rip), %rcx
	leaq	.LC257(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1755
.L1765:
	movq	48(%rsp), %rdx
	leaq	3648(%rsp), %rsi
	leaq	2048(%rsp), %rdi
	call	estimate_ghz
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L1734
	movsd	5248(%rsp), %xmm3
	movl	$7, %esi
	movl	$4, %eax
	movsd	3648(%rsp), %xmm2
	movsd	2048(%rsp), %xmm1
	leaq	.LC191(%rip), %rdi
	call	printf@PLT
	jmp	.L1300
.L1767:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	8(%rsp), %r13d
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC197(%rip), %rdi
	leaq	raw.7(%rip), %rbp
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC198(%rip), %rdi
	leal	(%rax,%r13), %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC199(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC200(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC201(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC202(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC203(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC204(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC205(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC206(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC207(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC208(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC209(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC210(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movdqa	.LC211(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
	.p2align 4,,10
	.p2align 3
.L1309:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rdx, %rax
	jne	.L1309
	movq	$100000000, 80000+raw.7(%rip)
	xorl	%esi, %esi
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L1314
.L1772:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L1313
.L1314:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %ecx
	cmpq	$9999, %rax
	jbe	.L1310
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rcx
.L1310:
	addq	%rsi, %rcx
	movq	%rcx, %rsi
	jnc	.L1772
	xorl	%esi, %esi
.L1313:
	movq	%rsi, %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	leaq	.LC212(%rip), %rdi
	leaq	fixed.6(%rip), %r12
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
	leaq	.LC213(%rip), %rdi
	call	expect
	xorl	%ecx, %ecx
	movl	$1000, %edx
	movq	%r12, %rdi
	leaq	400(%rsp), %r8
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise.isra.0
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1000, %esi
	movq	408(%rsp), %rcx
	leaq	.LC214(%rip), %rdi
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	416(%rsp), %rcx
	leaq	.LC215(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	424(%rsp), %rcx
	leaq	.LC216(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	448(%rsp), %rcx
	leaq	.LC217(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	464(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	472(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC218(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC219(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC220(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC221(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC222(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	992(%rsp), %r9
	movl	$8, %ecx
	xorl	%edx, %edx
	leal	(%rbx,%rax), %r13d
	leaq	368(%rsp), %rdi
	xorl	%eax, %eax
	movl	$9, %r8d
	rep stosl
	xorl	%eax, %eax
	movq	%r9, %rdi
	movl	$64, %ecx
	rep stosq
	movl	$700, %esi
	movl	$1, %ecx
	leaq	368(%rsp), %rbx
	movq	%rbx, %rdi
	movq	%r9, 8(%rsp)
	movq	%rbx, 32(%rsp)
	call	dist_add.part.0
	cmpl	$0, 392(%rsp)
	movq	8(%rsp), %r9
	jne	.L1316
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%rbx, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 392(%rsp)
	movq	8(%rsp), %r9
	jne	.L1316
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%rbx, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
	movq	8(%rsp), %r9
.L1316:
	movq	376(%rsp), %rbx
	movq	368(%rsp), %rcx
	xorl	%r11d, %r11d
	xorl	%edi, %edi
.L1321:
	cmpq	%rbx, %r11
	je	.L1569
	xorl	%r10d, %r10d
	cmpq	$0, 24(%rcx)
	je	.L1318
	.p2align 4,,10
	.p2align 3
.L1323:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%r9,%rdi,8), %r8
	je	.L1320
	.p2align 4,,10
	.p2align 3
.L1317:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L1317
	leaq	1(%rdx,%rdi), %rdi
.L1320:
	addq	$1, %r10
	cmpq	24(%rcx), %r10
	jb	.L1323
.L1318:
	addq	$1, %r11
	addq	$32, %rcx
	jmp	.L1321
.L1569:
	xorl	%r11d, %r11d
	movq	%rdi, 40(%rsp)
	movq	48(%rsp), %r15
	leaq	480(%rsp), %r12
	movq	%r11, 16(%rsp)
	leaq	560(%rsp), %rbp
	leaq	-8+PCT_NAME(%rip), %r14
	movq	%r9, 56(%rsp)
.L1322:
	movl	16(%rsp), %ebx
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2000, %esi
	movl	%ebx, %edx
	call	dist_summarise
	movq	40(%rsp), %rsi
	movl	%ebx, %ecx
	movq	%rbp, %r8
	movq	56(%rsp), %rdi
	movl	$2000, %edx
	call	summarise.isra.0
	movq	480(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	560(%rsp), %rsi
	leaq	.LC223(%rip), %rdi
	call	expect
	leaq	RANK_NAME(%rip), %rdi
	leal	(%rax,%r13), %ebx
	movq	16(%rsp), %rax
	movl	$8, %r13d
	movq	(%rdi,%rax,8), %rax
	movq	%rax, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L1324:
	movq	(%r14,%r13), %rcx
	movq	8(%rsp), %r9
	movl	$64, %esi
	xorl	%eax, %eax
	leaq	.LC224(%rip), %rdx
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
	jne	.L1324
	movq	536(%rsp), %rcx
	movq	616(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC225(%rip), %rdi
	call	expect
	movq	544(%rsp), %rcx
	movq	552(%rsp), %r8
	leaq	.LC226(%rip), %rdi
	movq	624(%rsp), %rsi
	movq	632(%rsp), %rdx
	addl	%eax, %ebx
	call	expect
	cmpq	$0, 16(%rsp)
	leal	(%rbx,%rax), %r13d
	jne	.L1773
	movq	$1, 16(%rsp)
	jmp	.L1322
.L1773:
	movq	16(%rsp), %r11
	movq	32(%rsp), %rdi
	xorl	%ebx, %ebx
	movabsq	$-7046029254386353131, %r15
	movq	%r11, 8(%rsp)
	call	dist_free
	movl	$3200000, %edi
	call	malloc@PLT
	movl	$42, %r10d
	movq	8(%rsp), %r9
	movl	%r13d, 128(%rsp)
	movq	%rax, 64(%rsp)
	movq	%r10, %r12
	movl	%ebx, 120(%rsp)
	xorl	%ebx, %ebx
.L1325:
	cmpq	$0, 64(%rsp)
	setne	%bpl
	cmpq	$5, %rbx
	ja	.L1606
	testb	%bpl, %bpl
	je	.L1606
	leaq	ST_E(%rip), %rax
	movq	%rbx, 112(%rsp)
	movabsq	$-4658895280553007687, %r14
	movq	(%rax,%rbx,8), %rbp
	leaq	ST_TOP(%rip), %rax
	movq	%rax, 8(%rsp)
	leaq	2048(%rsp), %rax
	movq	%rax, 16(%rsp)
	leaq	0(%rbp,%rbp,2), %r13
.L1338:
	movq	8(%rsp), %rax
	movq	16(%rsp), %rdi
	xorl	%ecx, %ecx
	movabsq	$-7723592293110705685, %r10
	movq	(%rax), %r8
	movq	%rdi, %rsi
	jmp	.L1329
	.p2align 4,,10
	.p2align 3
.L1775:
	movq	-8(%rdi), %rdx
.L1327:
	addl	$1, %ecx
	movq	%rdx, (%rdi)
	addq	$8, %rdi
	cmpl	$200, %ecx
	je	.L1774
.L1329:
	movl	%ecx, %eax
	andl	$3, %eax
	cmpl	$1, %eax
	je	.L1775
	addq	%r15, %r12
	imull	$954437177, %ecx, %r11d
	movq	%r12, %rax
	shrq	$30, %rax
	xorq	%r12, %rax
	imulq	%r14, %rax
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
	jmp	.L1327
	.p2align 4,,10
	.p2align 3
.L1774:
	movq	16(%rsp), %rax
	xorl	%r10d, %r10d
	leaq	1600(%rax), %rdi
	jmp	.L1334
	.p2align 4,,10
	.p2align 3
.L1777:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	je	.L1776
.L1334:
	movq	(%rsi), %rax
	movq	%r9, %rcx
	cmpq	%rbp, %rax
	jb	.L1330
	xorl	%edx, %edx
	divq	%rbp
	movq	%rax, %rcx
.L1330:
	addq	%r10, %rcx
	setc	%bl
	movq	%rcx, %r10
	movzbl	%bl, %ebx
	jnc	.L1777
	xorl	%eax, %eax
	xorl	%ebx, %ebx
.L1333:
	leaq	3648(%rsp), %rdx
	movq	%r8, 72(%rsp)
	leaq	640(%rsp), %r11
	movq	%rdx, 32(%rsp)
	leaq	720(%rsp), %r10
	movq	%r9, 96(%rsp)
	movq	%rdx, 56(%rsp)
	movq	%rbp, 40(%rsp)
	movq	%r11, %rbp
	movq	%r12, 80(%rsp)
	movl	%eax, %r12d
	movq	%r13, 104(%rsp)
	movq	%r10, %r13
.L1337:
	movq	64(%rsp), %rcx
	movq	40(%rsp), %rdx
	movl	$200, %esi
	movl	$400000, %r8d
	movq	16(%rsp), %rdi
	call	correct_co
	movq	64(%rsp), %rdi
	movq	%rbp, %r8
	movl	%r12d, %ecx
	movq	%rax, %rsi
	movl	$1000, %edx
	call	summarise.isra.0
	movq	56(%rsp), %rdi
	movq	16(%rsp), %rsi
	movl	$200, %ecx
	rep movsq
	movq	32(%rsp), %rax
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movl	$200, %esi
	movq	%rax, %rdi
	movq	%rax, 56(%rsp)
	call	qsort@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 7368
	movl	%r12d, %r8d
	movl	$1000, %ecx
	pushq	%r13
	.cfi_def_cfa_offset 7376
	movq	64(%rsp), %r9
	movl	$200, %esi
	movq	56(%rsp), %rdx
	movq	48(%rsp), %rdi
	call	corrected_summarise
	popq	%r10
	.cfi_def_cfa_offset 7368
	movl	$8, %eax
	popq	%r11
	.cfi_def_cfa_offset 7360
	.p2align 4,,10
	.p2align 3
.L1336:
	movq	0(%r13,%rax), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, 0(%rbp,%rax)
	setne	%dl
	addq	$8, %rax
	addq	%rdx, %rbx
	cmpq	$56, %rax
	jne	.L1336
	movq	720(%rsp), %rax
	cmpq	%rax, 640(%rsp)
	setne	%al
	movq	776(%rsp), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, 696(%rsp)
	setne	%dl
	movzbl	%al, %eax
	movq	712(%rsp), %rcx
	xorq	792(%rsp), %rcx
	addl	%edx, %eax
	movq	704(%rsp), %rdx
	xorq	784(%rsp), %rdx
	orq	%rcx, %rdx
	cmpq	$1, %rdx
	sbbl	$-1, %eax
	cltq
	addq	%rax, %rbx
	testl	%r12d, %r12d
	jne	.L1778
	movl	$1, %r12d
	jmp	.L1337
	.p2align 4,,10
	.p2align 3
.L1776:
	cmpq	$400000, %rcx
	jbe	.L1779
.L1335:
	addq	$8, 8(%rsp)
	movq	8(%rsp), %rax
	leaq	32+ST_TOP(%rip), %rbx
	cmpq	%rbx, %rax
	jne	.L1338
	movq	112(%rsp), %rbx
	addq	$1, %rbx
	jmp	.L1325
.L1778:
	movq	40(%rsp), %rbp
	movq	96(%rsp), %r9
	leaq	800(%rsp), %rdi
	leaq	.LC227(%rip), %rdx
	movq	72(%rsp), %r8
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rdi, 32(%rsp)
	movq	%rbp, %rcx
	movq	%r9, 56(%rsp)
	movq	80(%rsp), %r12
	movq	104(%rsp), %r13
	call	snprintf@PLT
	movq	32(%rsp), %rdi
	movq	%rbx, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	call	expect
	movq	56(%rsp), %r9
	addl	%eax, 120(%rsp)
	jmp	.L1335
.L1606:
	movq	64(%rsp), %rdi
	movl	128(%rsp), %r13d
	call	free@PLT
	xorl	%r8d, %r8d
	movzbl	%bpl, %ecx
	xorl	%edx, %edx
	movl	$1, %esi
	leaq	.LC228(%rip), %rdi
	leaq	.LC234(%rip), %rbp
	call	expect
	movl	120(%rsp), %ebx
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	leaq	.LC229(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%r13d, %ebx
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC230(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC231(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC232(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC233(%rip), %rdi
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
	leaq	.LC235(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC236(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC237(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC238(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC239(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC240(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC241(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L1294
.L1770:
	movl	$128, %esi
	xorl	%eax, %eax
	movq	%r10, 120(%rsp)
	xorl	%r12d, %r12d
	leaq	3648(%rsp), %r15
	leaq	.LC165(%rip), %rdx
	movq	%r9, 104(%rsp)
	movq	%r15, %rdi
	movq	%r15, 40(%rsp)
	movq	%rcx, 112(%rsp)
	call	snprintf@PLT
	leaq	2048(%rsp), %rax
	movq	%r15, %rdi
	leaq	.LC25(%rip), %rsi
	movq	%rax, %rdx
	movq	%rax, 8(%rsp)
	leaq	.LC135(%rip), %r15
	call	strtok_r@PLT
	movq	%rbp, 64(%rsp)
	movq	%rax, %rbp
.L1374:
	testq	%rbp, %rbp
	je	.L1780
	movq	%rbp, %rdi
	leaq	.LC253(%rip), %rsi
	movq	%rbx, %r14
	call	strcmp@PLT
	testl	%eax, %eax
	cmove	%r15, %rbp
	xorl	%r13d, %r13d
.L1376:
	movq	(%r14), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1781
	addl	$1, %r13d
	addq	$112, %r14
	cmpl	$20, %r13d
	jne	.L1376
	xorl	%eax, %eax
.L1377:
	movq	8(%rsp), %rdx
	leaq	.LC25(%rip), %rsi
	xorl	%edi, %edi
	orl	%eax, %r12d
	call	strtok_r@PLT
	movq	%rax, %rbp
	jmp	.L1374
.L1781:
	movslq	%r13d, %rcx
	xorl	%eax, %eax
	cmpb	$0, 1892(%rsp,%rcx)
	setne	%al
	jmp	.L1377
.L1780:
	movq	64(%rsp), %rbp
	movq	104(%rsp), %r9
	movq	112(%rsp), %rcx
	movq	120(%rsp), %r10
	testl	%r12d, %r12d
	jne	.L1373
	movslq	%ebp, %rax
	movq	40(%rsp), %r15
	movq	%rcx, %rdi
	movl	$32, %esi
	imulq	$112, %rax, %rax
	movq	%rcx, 8(%rsp)
	movq	(%rbx,%rax), %rbx
	call	strchr@PLT
	movq	8(%rsp), %rdi
	movq	%r15, %rsi
	leaq	.LC179(%rip), %r9
	testq	%rax, %rax
	leaq	.LC178(%rip), %rax
	cmovne	%rax, %r9
	call	alternatives.constprop.0
	movq	%rbx, %rcx
	movl	$2048, %esi
	pushq	%rdx
	.cfi_def_cfa_offset 7368
	movq	%rax, %r8
	leaq	.LC254(%rip), %rdx
	xorl	%eax, %eax
	pushq	%rbx
	.cfi_def_cfa_offset 7376
	movq	64(%rsp), %rdi
	call	snprintf@PLT
	popq	%rcx
	.cfi_def_cfa_offset 7368
	popq	%rsi
	.cfi_def_cfa_offset 7360
	jmp	.L1755
.L1734:
	movl	$5, %edx
	movl	$7, %esi
	movl	$3, %eax
	movsd	5248(%rsp), %xmm2
	movsd	3648(%rsp), %xmm1
	leaq	.LC192(%rip), %rdi
	movsd	2048(%rsp), %xmm0
	call	printf@PLT
	jmp	.L1300
.L1771:
	movq	32(%rsp), %r15
	movq	56(%rsp), %rdi
	movl	%r12d, %esi
	movq	48(%rsp), %rcx
	movq	%r15, %rdx
	call	apply_args.constprop.0
	movq	%r15, %rdi
	movl	%eax, %ebx
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L1394
	movq	1816(%rsp), %rbx
	leaq	2048(%rsp), %r13
	testq	%rbx, %rbx
	je	.L1386
	movq	%rbx, %rcx
	leaq	.LC258(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	movl	$1100, %esi
	leaq	3648(%rsp), %r15
	call	snprintf@PLT
	movq	%r13, %rdi
	movl	$1200, %edx
	movq	%r15, %rsi
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L1782
	call	fclose@PLT
	movq	%r15, %rdi
	call	remove@PLT
.L1386:
	movq	1840(%rsp), %r8
	movq	1832(%rsp), %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC260(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	movq	1752(%rsp), %rax
	movq	1760(%rsp), %rbx
	movq	%rax, %rdi
	orq	%rbx, %rdi
	jne	.L1389
	cmpl	$0, 1856(%rsp)
	movq	1560(%rsp), %r12
	movabsq	$20000000000, %rdx
	movabsq	$5000000000, %rax
	cmove	%rdx, %rax
	movq	1776(%rsp), %rdx
	movq	%rdx, 1600(%rsp)
	testq	%r12, %r12
	je	.L1557
	cmpq	%r12, 1552(%rsp)
	jnb	.L1559
.L1557:
	xorl	%edx, %edx
	divq	1584(%rsp)
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %rbx
.L1395:
	movq	1584(%rsp), %rcx
	movq	%rbx, %rax
	movabsq	$4611686018427387903, %rsi
	mulq	%rcx
	movq	%rax, %rdi
	xorl	%eax, %eax
	cmpq	%rdi, %rsi
	sbbq	%rdx, %rax
	jc	.L1783
	leaq	-1(%rbx), %rax
	movq	%rbx, 1640(%rsp)
	imulq	%rcx, %rax
	cmpl	$0, 1860(%rsp)
	movq	%rax, 1632(%rsp)
	movq	%rax, %r14
	jne	.L1397
	leaq	.LC263(%rip), %rax
	movq	%rcx, 1672(%rsp)
	movq	%rax, 1688(%rsp)
.L1397:
	movl	1708(%rsp), %ebp
	cmpl	$1, %ebp
	je	.L1784
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rbx, %rax
	jb	.L1785
	cmpl	$0, 1880(%rsp)
	je	.L1403
	cmpq	$8388608, %rbx
	ja	.L1555
.L1403:
	cmpl	$2, %ebp
	je	.L1786
.L1401:
	movq	1552(%rsp), %r10
	movq	1504(%rsp), %rcx
	xorl	%edi, %edi
	xorl	%r9d, %r9d
	movq	%r10, %r8
	addq	%rcx, %r8
	adcq	%rdi, %r9
	testq	%r10, %r10
	je	.L1405
	testq	%r12, %r12
	je	.L1405
	cmpq	$0, 1544(%rsp)
	jne	.L1406
	movq	%r12, %r8
	xorl	%edx, %edx
	movq	%rcx, %rax
	subq	%r10, %r8
	divq	%r8
	addq	$2, %rax
	mulq	%r10
	addq	%rcx, %rax
	adcq	%rdi, %rdx
	movq	%rax, %r8
	movq	%rdx, %r9
.L1405:
	movq	1648(%rsp), %rax
	xorl	%edx, %edx
	xorl	%edi, %edi
	movq	%r9, %rcx
	movq	1568(%rsp), %rsi
	addq	%rax, %rsi
	leaq	1(%rbx), %rax
	adcq	%rdx, %rdi
	xorl	%edx, %edx
	addq	%r14, %rsi
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
	jc	.L1787
	cmpl	$0, 1744(%rsp)
	jne	.L1408
	movq	56(%rsp), %rdi
	call	default_shape
	testl	%eax, %eax
	je	.L1788
	movq	56(%rsp), %rdi
	call	closed_form_gap
	testq	%rax, %rax
	jne	.L1789
	cmpl	$3, %ebp
	je	.L1790
	testl	%ebp, %ebp
	jne	.L1408
	cmpq	$1048576, %rbx
	ja	.L1791
.L1414:
	movq	1816(%rsp), %rax
	movq	%rax, 64(%rsp)
	testq	%rax, %rax
	je	.L1413
	movq	56(%rsp), %rdi
	call	plan_route.part.0
	cmpl	$3, %eax
	je	.L1792
.L1413:
	movl	1828(%rsp), %eax
	movl	$864, %esi
	movl	$1, %edi
	movl	%eax, 144(%rsp)
	movl	1824(%rsp), %eax
	movl	%eax, 148(%rsp)
	call	calloc@PLT
	movq	%rax, 8(%rsp)
	testq	%rax, %rax
	je	.L1793
	movq	8(%rsp), %r14
	movq	56(%rsp), %r11
	xorl	%eax, %eax
	movl	$48, %ecx
	movq	%r13, %xmm6
	movl	1720(%rsp), %r13d
	movl	$288, %esi
	leaq	416(%r14), %r12
	movq	%r11, (%r14)
	movq	%r11, %xmm0
	leaq	328(%r14), %rdx
	movq	%r12, %rdi
	punpcklqdq	%xmm6, %xmm0
	movq	%rdx, 72(%rsp)
	rep stosq
	movq	%rdx, 440(%r14)
	leal	1(%r13), %edi
	movaps	%xmm0, 416(%r14)
	call	calloc@PLT
	movl	$8, %esi
	movq	%r13, %rdi
	movq	%r14, 8(%rsp)
	movq	%rax, 304(%r14)
	movq	%rax, %r15
	call	calloc@PLT
	movq	8(%rsp), %rsi
	movq	%r13, %rdi
	movq	%rax, %r14
	movq	%rax, 312(%rsi)
	movl	$8, %esi
	call	calloc@PLT
	testq	%r14, %r14
	movq	8(%rsp), %rsi
	sete	%dl
	testq	%r15, %r15
	sete	%cl
	movq	%rax, 320(%rsi)
	orb	%cl, %dl
	jne	.L1416
	testq	%rax, %rax
	je	.L1416
	movq	72(%rsp), %rdi
	movl	$20, %ecx
	xorl	%eax, %eax
	rep stosl
	testl	%ebp, %ebp
	jne	.L1417
	movq	56(%rsp), %rdi
	call	plan_route.part.0
	movl	%eax, %ebp
.L1417:
	movq	8(%rsp), %rax
	movl	%ebp, 352(%rax)
	cmpl	$3, %ebp
	je	.L1416
	cmpl	$2, %ebp
	je	.L1794
	leaq	0(,%rbx,8), %rdi
	call	malloc@PLT
	movq	8(%rsp), %rdi
	movq	%rax, 344(%rdi)
	testq	%rax, %rax
	je	.L1416
	movq	%rbx, %rbp
.L1421:
	salq	$3, %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	8(%rsp), %r15
	movq	%rbp, %rdi
	movq	%rax, %r13
	movq	%rax, 328(%r15)
	call	malloc@PLT
	movq	%rax, 336(%r15)
	testq	%r13, %r13
	je	.L1416
	testq	%rax, %rax
	je	.L1416
	xorl	%eax, %eax
	cmpq	$0, 64(%rsp)
	movq	56(%rsp), %r11
	setne	%al
	movl	%eax, 356(%r15)
	movq	%r11, %rdi
	call	closed_form_gap
	movq	%r11, %rdi
	leaq	16(%r15), %rsi
	movq	%rax, 432(%r15)
	call	closed_form
	movl	%eax, %edi
	call	fault_rc
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L1795
	cmpq	$0, 64(%rsp)
	je	.L1426
	movq	8(%rsp), %rax
	movq	(%rax), %rbp
	movq	176(%rax), %rbx
	movl	204(%rbp), %eax
	testl	%eax, %eax
	jne	.L1427
	movq	%rbp, %rdi
	call	plan_route.part.0
.L1427:
	cmpl	$2, %eax
	je	.L1796
.L1430:
	cmpq	$16777216, %rbx
	ja	.L1797
.L1426:
	movq	8(%rsp), %rax
	leaq	.LC286(%rip), %rdi
	movq	416(%rax), %rbx
	movq	424(%rax), %rsi
	movq	440(%rax), %rbp
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbx, %rdi
	call	print_model
	cmpl	$0, 72(%rbx)
	je	.L1798
	movq	136(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	%rax, 16(%rsp)
	mulq	(%rbx)
	movq	%rax, %rsi
	movq	%rdx, %rdi
	xorl	%eax, %eax
	cmpq	%rcx, %rsi
	sbbq	%rax, %rdi
	jnc	.L1433
.L1434:
	movq	8(%rsp), %rax
	movq	432(%rax), %rsi
	testq	%rsi, %rsi
	je	.L1799
	leaq	.LC289(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC290(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1436:
	movl	24(%rbp), %eax
	cmpl	$2, %eax
	je	.L1800
	subl	$1, %eax
	je	.L1801
	leaq	.LC293(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1438:
	cmpl	$0, 220(%rbx)
	je	.L1440
	movl	216(%rbx), %esi
	leaq	.LC294(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1425:
	movq	8(%rsp), %r13
	movl	$1, %eax
	movq	%r12, 128(%rsp)
	movq	0(%r13), %r14
	subl	220(%r14), %eax
	movl	%eax, 16(%rsp)
	leaq	800(%rsp), %rax
	movq	%rax, 32(%rsp)
	jmp	.L1441
.L1806:
	testl	%r14d, %r14d
	jne	.L1600
	cmpl	$0, 144(%rsp)
	jne	.L1802
.L1480:
	movl	16(%rsp), %eax
	testl	%eax, %eax
	je	.L1486
	movq	312(%r13), %rdx
	subl	$1, %eax
	movsd	640(%rsp), %xmm0
	movsd	%xmm0, (%rdx,%rax,8)
	movq	320(%r13), %rdx
	movsd	648(%rsp), %xmm0
	movsd	%xmm0, (%rdx,%rax,8)
.L1486:
	addl	$1, 16(%rsp)
	movq	0(%r13), %r14
.L1441:
	movl	16(%rsp), %eax
	cmpl	%eax, 216(%r14)
	jb	.L1803
	movl	16(%rsp), %eax
	movq	304(%r13), %r10
	movq	136(%r14), %rbp
	imulq	$288, %rax, %rax
	addq	%rax, %r10
	cmpl	$2, 352(%r13)
	movq	%rax, 152(%rsp)
	je	.L1804
	leaq	8(%r10), %rdi
	movq	%r10, %rcx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	andq	$-8, %rdi
	movq	%r15, (%r10)
	subq	%rdi, %rcx
	movq	%r15, 280(%r10)
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	xorl	%eax, %eax
	movq	%rax, 1000(%rsp)
	orq	$-1, %rax
	cmpq	$0, 48(%r14)
	je	.L1464
	movq	64(%r14), %rax
.L1464:
	leaq	3648(%rsp), %rbx
	movl	$1, %edi
	movq	%r10, 40(%rsp)
	movq	%rbx, %rsi
	movq	%rax, 992(%rsp)
	call	clock_gettime@PLT
	xorl	%edx, %edx
	cmpl	$0, 72(%r14)
	movq	3648(%rsp), %r12
	movq	3656(%rsp), %r15
	movq	40(%rsp), %r10
	jne	.L1674
	cmpl	$0, 152(%r14)
	jne	.L1674
	cmpq	$1, 160(%r14)
	je	.L1805
.L1674:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1467:
	movq	.LC41(%rip), %rax
	movq	%rax, %xmm1
	testq	%rbp, %rbp
	je	.L1468
	js	.L1469
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbp, %xmm1
.L1468:
	divsd	%xmm1, %xmm0
	xorl	%r12d, %r12d
	orq	$-1, %rax
	movq	%r12, 1000(%rsp)
	cmpq	$0, 48(%r14)
	movsd	%xmm0, 640(%rsp)
	je	.L1471
	movq	64(%r14), %rax
.L1471:
	movq	%rbx, %rsi
	movl	$1, %edi
	movq	%rdx, 48(%rsp)
	movq	%r10, 40(%rsp)
	movq	%rax, 992(%rsp)
	call	clock_gettime@PLT
	cmpl	$0, 72(%r14)
	movq	40(%rsp), %r10
	movq	3648(%rsp), %r12
	movq	3656(%rsp), %r15
	movq	48(%rsp), %rdx
	jne	.L1472
	cmpl	$0, 8(%r14)
	jne	.L1472
	cmpq	$0, 40(%r14)
	jne	.L1472
	movq	336(%r13), %rdx
	xorl	%r9d, %r9d
	movq	%rbp, %r8
	xorl	%ecx, %ecx
	leaq	992(%rsp), %rax
	movq	%r14, %rdi
	movq	%rax, %rsi
	call	run_open
	movq	40(%rsp), %r10
	movq	%rbx, %rsi
	movl	$1, %edi
	movq	%rax, 264(%r10)
	call	clock_gettime@PLT
	imulq	$1000000000, %r12, %rax
	movq	40(%rsp), %r10
	imulq	$1000000000, 3648(%rsp), %rdx
	subq	%r15, %rdx
	addq	3656(%rsp), %rdx
	subq	%rax, %rdx
	movq	1000(%rsp), %rax
	movq	%rax, 248(%r10)
.L1472:
	testq	%rdx, %rdx
	js	.L1473
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1474:
	testq	%rbp, %rbp
	js	.L1475
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbp, %xmm1
.L1476:
	divsd	%xmm1, %xmm0
	cmpl	$0, 176(%r14)
	movq	256(%r10), %rcx
	movsd	%xmm0, 648(%rsp)
	je	.L1477
	movq	160(%r14), %rsi
	cmpq	%rsi, %rbp
	jb	.L1599
	xorl	%edx, %edx
	movq	%rbp, %rax
	divq	%rsi
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rcx, %rax
	divq	%rsi
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
.L1478:
	movq	%rax, 272(%r10)
	movq	%r10, %r8
	movq	%rbp, %rsi
	movl	200(%r14), %ecx
	movq	192(%r14), %rdx
	movq	328(%r13), %rdi
	movq	%r10, 40(%rsp)
	call	summarise.isra.0
	movq	40(%rsp), %r10
	movq	%rbp, %rsi
	movl	200(%r14), %ecx
	movq	192(%r14), %rdx
	movq	336(%r13), %rdi
	leaq	80(%r10), %r8
	call	summarise.isra.0
	movq	40(%rsp), %r10
	movq	%rbp, %rsi
	movl	200(%r14), %r8d
	movq	192(%r14), %rcx
	movq	328(%r13), %rdi
	leaq	160(%r10), %rax
	movq	272(%r10), %rdx
	pushq	%r9
	.cfi_def_cfa_offset 7368
	pushq	%rax
	.cfi_def_cfa_offset 7376
	movq	344(%r13), %r9
	call	corrected_summarise
	movq	56(%rsp), %r10
	movl	%eax, %r15d
	popq	%r10
	.cfi_def_cfa_offset 7368
	popq	%r11
	.cfi_def_cfa_offset 7360
.L1463:
	leaq	run_fault_lock(%rip), %r12
	movq	%r12, %rdi
	call	pthread_mutex_lock@PLT
	movq	%r12, %rdi
	movl	run_fault(%rip), %r14d
	call	pthread_mutex_unlock@PLT
	testl	%r15d, %r15d
	je	.L1806
	movq	128(%rsp), %r12
	movl	%r15d, %ebp
.L1479:
	leaq	.LC302(%rip), %rsi
	movl	%ebp, %edi
	call	cannot
	movl	%eax, %ebx
	testl	%eax, %eax
	je	.L1487
.L1424:
	movq	8(%rsp), %r15
	movq	800(%r15), %rdi
	call	free@PLT
	movq	808(%r15), %rdi
	call	free@PLT
	movq	816(%r15), %rdi
	call	free@PLT
	movq	328(%r15), %rdi
	call	free@PLT
	movq	336(%r15), %rdi
	call	free@PLT
	movq	344(%r15), %rdi
	call	free@PLT
	movq	376(%r15), %rdi
	call	free@PLT
	movq	400(%r15), %rdi
	call	free@PLT
	movq	312(%r15), %rdi
	call	free@PLT
	movq	320(%r15), %rdi
	call	free@PLT
	movq	304(%r15), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	jmp	.L1388
.L1389:
	movq	1776(%rsp), %rdx
	movq	1560(%rsp), %r12
	movq	%rdx, 1600(%rsp)
	testq	%r12, %r12
	je	.L1392
	cmpq	%r12, 1552(%rsp)
	jnb	.L1559
.L1392:
	testq	%rbx, %rbx
	jne	.L1395
	jmp	.L1557
.L1408:
	movq	1816(%rsp), %rax
	movq	%rax, 64(%rsp)
	jmp	.L1413
.L1784:
	leaq	.LC264(%rip), %r8
	leaq	.LC265(%rip), %rcx
	cmpq	$200000000, %rbx
	ja	.L1756
	cmpl	$0, 1880(%rsp)
	je	.L1401
	cmpq	$8388608, %rbx
	jbe	.L1401
.L1555:
	movq	48(%rsp), %rdi
	leaq	.LC267(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC269(%rip), %rcx
	leaq	.LC270(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1394
.L1406:
	xorl	%edx, %edx
	movq	%rcx, %rax
	movl	$37, %edi
	divq	%r12
	addq	$2, %rax
	mulq	%r10
	imulq	$37, %rdx, %r8
	mulq	%rdi
	movq	%rax, %rsi
	movq	%rcx, %rax
	movq	%rdx, %rdi
	xorl	%edx, %edx
	salq	$6, %rax
	addq	%r8, %rdi
	shldq	$6, %rcx, %rdx
	addq	%rax, %rsi
	adcq	%rdx, %rdi
	movq	%rsi, %r8
	movq	%rdi, %r9
	jmp	.L1405
.L1794:
	leaq	3648(%rsp), %r15
	leaq	992(%rsp), %r9
	movq	56(%rsp), %rdi
	movq	%r15, %rdx
	movq	%r9, %rsi
	call	lattice_plan
	testl	%eax, %eax
	je	.L1416
	movq	3648(%rsp), %rbp
	movq	8(%rsp), %r15
	movl	$8, %esi
	movq	992(%rsp), %xmm0
	movq	%rbp, %xmm7
	movq	%rbp, %rdi
	punpcklqdq	%xmm7, %xmm0
	movups	%xmm0, 360(%r15)
	movaps	%xmm0, 16(%rsp)
	call	calloc@PLT
	movq	%rax, 376(%r15)
	testq	%rax, %rax
	je	.L1416
	movdqa	16(%rsp), %xmm0
	movq	%rbp, %rdi
	movl	$8, %esi
	movl	$65536, %ebp
	movaps	%xmm0, 384(%r15)
	call	calloc@PLT
	movq	%rax, 400(%r15)
	testq	%rax, %rax
	jne	.L1421
.L1416:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC282(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L1497:
	movl	$1, %ebx
	jmp	.L1424
.L1786:
	leaq	3648(%rsp), %r15
	movq	56(%rsp), %rdi
	movq	%r15, %rdx
	movq	%r15, %rsi
	call	lattice_plan
	testl	%eax, %eax
	jne	.L1401
	movq	56(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L1807
.L1404:
	movq	48(%rsp), %rdi
	leaq	.LC1(%rip), %r8
	leaq	.LC271(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1394
.L1477:
	movq	168(%r14), %rax
	jmp	.L1478
.L1473:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1474
.L1475:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1476
.L1802:
	cmpl	$0, 16(%rsp)
	leaq	.LC297(%rip), %rdx
	leaq	.LC1(%rip), %rax
	movq	152(%rsp), %rdi
	cmove	%rdx, %rax
	movq	%r13, 136(%rsp)
	leaq	352(%rsp), %r12
	leaq	.LC301(%rip), %r14
	movl	$9, %ebp
	movq	%rax, 56(%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rax, 40(%rsp)
	movq	304(%r13), %rax
	leaq	8(%rax,%rdi), %rax
	movq	%rax, 48(%rsp)
	leaq	992(%rsp), %rax
	movq	%rax, 96(%rsp)
	leaq	.LC165(%rip), %rax
	movq	%rax, 120(%rsp)
	leaq	.LC299(%rip), %rax
	movq	%rax, 112(%rsp)
	leaq	48+PCT_NAME(%rip), %rax
	movq	%rax, 104(%rsp)
.L1481:
	movq	40(%rsp), %rax
	movq	56(%rsp), %rdx
	leaq	.LC298(%rip), %rdi
	leaq	PCT_NAME(%rip), %r13
	movl	16(%rsp), %esi
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	48(%rsp), %r15
	movq	112(%rsp), %rdi
	xorl	%eax, %eax
	movq	-8(%r15), %rsi
	call	printf@PLT
	movq	%r12, 152(%rsp)
	movq	%r15, %r12
	movq	%rbx, %r15
	movq	104(%rsp), %rbx
.L1482:
	movq	(%r12), %rdx
	movq	0(%r13), %rsi
	movq	%r14, %rdi
	xorl	%eax, %eax
	addq	$8, %r13
	addq	$8, %r12
	call	printf@PLT
	cmpq	%r13, %rbx
	jne	.L1482
	movq	48(%rsp), %rax
	movq	152(%rsp), %r12
	movq	%r15, %rbx
	movq	%r14, 152(%rsp)
	movl	$47, %r15d
	movq	56(%rax), %rsi
	movq	64(%rax), %rdi
	movb	$0, 3695(%rsp)
.L1483:
	movq	%rdi, %r13
	movq	%r12, %r8
	movq	%rsi, %rdi
	xorl	%ecx, %ecx
	movq	%rsi, %r14
	movl	$10, %edx
	movq	%r13, %rsi
	subq	$1, %r15
	call	__udivmodti4@PLT
	movq	%rax, %r8
	movzbl	352(%rsp), %eax
	movq	%rdx, %r9
	movq	%r8, %rsi
	movq	%r9, %rdi
	leal	48(%rax), %edx
	xorl	%eax, %eax
	cmpq	%r14, %rbp
	sbbq	%r13, %rax
	movb	%dl, (%rbx,%r15)
	jc	.L1483
	movq	96(%rsp), %r13
	movq	120(%rsp), %rdx
	leaq	(%rbx,%r15), %rcx
	xorl	%eax, %eax
	movl	$48, %esi
	movq	152(%rsp), %r14
	movq	%r13, %rdi
	call	snprintf@PLT
	movq	48(%rsp), %r15
	movq	%r13, %rdx
	xorl	%eax, %eax
	leaq	.LC300(%rip), %rdi
	movq	48(%r15), %rsi
	addq	$80, %r15
	call	printf@PLT
	addq	$8, 40(%rsp)
	movq	40(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rdi
	movq	%r15, 48(%rsp)
	cmpq	%rax, %rdi
	jne	.L1481
	movq	136(%rsp), %r13
	jmp	.L1480
.L1791:
	movq	56(%rsp), %rdi
	call	plan_route.part.0
	cmpl	$3, %eax
	jne	.L1414
	movq	48(%rsp), %rdi
	movl	$1048576, %r8d
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC280(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1394
.L1804:
	xorl	%eax, %eax
	movl	$8, %ecx
	xorl	%esi, %esi
	leaq	992(%rsp), %rdi
	leaq	3648(%rsp), %rbx
	movq	%rdi, 96(%rsp)
	leaq	728(%rsp), %r12
	rep stosl
	movq	%rbx, %rdi
	movq	%r12, %r15
	movq	%rcx, %rdx
	movl	$8, %ecx
	rep stosl
	leaq	8(%r10), %rdi
	movq	%r10, %rcx
	xorl	%eax, %eax
	andq	$-8, %rdi
	movq	%rax, (%r10)
	subq	%rdi, %rcx
	movq	%rax, 280(%r10)
	movq	%rdx, %rax
	addl	$288, %ecx
	movq	%r10, 48(%rsp)
	shrl	$3, %ecx
	rep stosq
	leaq	360(%r13), %rax
	movq	%rax, 272(%rsp)
	movq	368(%r13), %rax
	movq	376(%r13), %rdi
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	leaq	384(%r13), %rax
	movq	400(%r13), %rdi
	xorl	%esi, %esi
	movq	%rax, 112(%rsp)
	movq	392(%r13), %rax
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	movq	%r13, 40(%rsp)
	xorl	%r9d, %r9d
	movq	%r14, %r11
	leaq	720(%rsp), %rax
	movq	%rbx, 280(%rsp)
	movq	48(%rsp), %rbx
	movq	%rax, 120(%rsp)
.L1456:
	xorl	%eax, %eax
	movq	%rax, (%r15)
	orq	$-1, %rax
	cmpq	$0, 48(%r11)
	je	.L1443
	movq	64(%r11), %rax
.L1443:
	movq	%rax, 720(%rsp)
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	xorl	%r14d, %r14d
	movq	%rax, 48(%rsp)
	movq	%rbx, 288(%rsp)
	movq	%r9, 56(%rsp)
	movq	%r11, 104(%rsp)
	movq	%r15, 296(%rsp)
	movq	%r12, %r15
.L1444:
	cmpq	%rbp, %r15
	jnb	.L1808
	leaq	65536(%r15), %r13
	movq	32(%rsp), %rsi
	movl	$1, %edi
	cmpq	%r13, %rbp
	movq	%r13, %rbx
	cmovbe	%rbp, %rbx
	call	clock_gettime@PLT
	imulq	$1000000000, 800(%rsp), %r11
	addq	808(%rsp), %r11
	cmpq	$0, 56(%rsp)
	movq	%r11, 136(%rsp)
	je	.L1809
	movq	40(%rsp), %rax
	movq	120(%rsp), %rsi
	movq	%r14, %r9
	movq	%rbx, %r8
	movq	104(%rsp), %rdi
	movq	%r15, %rcx
	movq	%rbx, %r12
	movq	336(%rax), %rdx
	subq	%r15, %r12
	call	run_open
	movq	32(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, %r14
	call	clock_gettime@PLT
	movq	136(%rsp), %r11
	movq	112(%rsp), %r9
	imulq	$1000000000, 800(%rsp), %rax
	addq	808(%rsp), %rax
	subq	%r11, %rax
	addq	%rax, 48(%rsp)
	movq	40(%rsp), %rax
	movq	336(%rax), %r8
.L1446:
	xorl	%ecx, %ecx
	testq	%r12, %r12
	je	.L1450
	.p2align 4,,10
	.p2align 3
.L1447:
	movq	(%r8,%rcx,8), %rdi
	movq	(%r9), %r11
	xorl	%edx, %edx
	movq	8(%r9), %rsi
	movq	%rdi, %rax
	divq	%r11
	cmpq	%rsi, %rax
	jnb	.L1448
	testq	%rdx, %rdx
	jne	.L1448
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%r12, %rcx
	jne	.L1447
.L1450:
	movq	%r13, %r15
	jmp	.L1444
.L1809:
	movq	40(%rsp), %rax
	movq	120(%rsp), %rsi
	movq	%r14, %r9
	movq	%rbx, %r8
	movq	104(%rsp), %rdi
	movq	%r15, %rcx
	subq	%r15, %rbx
	movq	328(%rax), %rdx
	movq	%rbx, %r12
	call	run_closed
	movq	32(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, %r14
	call	clock_gettime@PLT
	movq	136(%rsp), %r11
	imulq	$1000000000, 800(%rsp), %rax
	addq	808(%rsp), %rax
	movq	272(%rsp), %r9
	subq	%r11, %rax
	addq	%rax, 48(%rsp)
	movq	40(%rsp), %rax
	movq	328(%rax), %r8
	jmp	.L1446
.L1808:
	movq	48(%rsp), %rax
	movq	288(%rsp), %rbx
	leaq	640(%rsp), %rcx
	movq	56(%rsp), %r9
	movq	296(%rsp), %r15
	movq	104(%rsp), %r11
	testq	%rax, %rax
	js	.L1452
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1453:
	testq	%rbp, %rbp
	js	.L1454
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbp, %xmm1
.L1455:
	divsd	%xmm1, %xmm0
	movq	728(%rsp), %rax
	movsd	%xmm0, (%rcx,%r9,8)
	movq	%rax, 240(%rbx,%r9,8)
	movq	%r14, 256(%rbx,%r9,8)
	testq	%r9, %r9
	jne	.L1810
	movl	$1, %r9d
	jmp	.L1456
.L1469:
	movq	%rbp, %rax
	movq	%rbp, %rcx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %ecx
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1468
.L1599:
	orq	$-1, %rax
	jmp	.L1478
.L1810:
	movq	%rbx, %r10
	cmpl	$0, 176(%r11)
	movq	40(%rsp), %r13
	movq	%r11, %r14
	movq	280(%rsp), %rbx
	movq	256(%r10), %rcx
	je	.L1457
	movq	160(%r11), %rsi
	cmpq	%rsi, %rbp
	jb	.L1589
	movq	%rbp, %rax
	xorl	%edx, %edx
	divq	%rsi
	xorl	%edx, %edx
	movq	%rax, %rbp
	movq	%rcx, %rax
	divq	%rbp
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
.L1458:
	movq	%rax, 272(%r10)
	movl	1016(%rsp), %ebp
	xorl	%r15d, %r15d
	movq	%r10, %r12
	jmp	.L1459
.L1460:
	addq	$1, %r15
.L1459:
	cmpq	368(%r13), %r15
	jnb	.L1811
	movq	376(%r13), %rax
	movq	(%rax,%r15,8), %r8
	testq	%r8, %r8
	je	.L1460
	testl	%ebp, %ebp
	jne	.L1460
	movq	360(%r13), %rsi
	movq	96(%rsp), %rdi
	movl	$1, %ecx
	xorl	%edx, %edx
	imulq	%r15, %rsi
	call	dist_add.part.0
	movl	1016(%rsp), %ebp
	jmp	.L1460
.L1811:
	movq	272(%r12), %rsi
	movq	96(%rsp), %rdi
	movq	%rbx, %rdx
	movq	%r12, 40(%rsp)
	call	dist_correct
	orl	3672(%rsp), %ebp
	movq	40(%rsp), %r10
	jne	.L1590
	movl	200(%r14), %edx
	movq	192(%r14), %rsi
	movq	%r10, %rcx
	movq	272(%rsp), %rdi
	call	lattice_summarise
	movq	40(%rsp), %r10
	testl	%eax, %eax
	movl	%eax, %r15d
	je	.L1812
.L1462:
	movq	992(%rsp), %rdi
	call	free@PLT
	movq	3648(%rsp), %rdi
	call	free@PLT
	jmp	.L1463
.L1457:
	movq	168(%r11), %rax
	jmp	.L1458
.L1454:
	movq	%rbp, %rax
	movq	%rbp, %rsi
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %esi
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1455
.L1452:
	movq	48(%rsp), %rax
	pxor	%xmm0, %xmm0
	movq	%rax, %rsi
	andl	$1, %eax
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1453
.L1440:
	leaq	.LC295(%rip), %rdi
	call	puts@PLT
	jmp	.L1425
.L1803:
	movq	128(%rsp), %r12
.L1487:
	movq	8(%rsp), %rax
	movq	%r12, 104(%rsp)
	movl	$1, %edx
	movq	304(%rax), %rbx
	movq	416(%rax), %rax
	movq	%rbx, 96(%rsp)
	subl	220(%rax), %edx
	movl	%edx, %r14d
.L1489:
	cmpl	%r14d, 216(%rax)
	jb	.L1813
	movl	%r14d, %eax
	movq	96(%rsp), %rbx
	movl	%r14d, 32(%rsp)
	imulq	$288, %rax, %rax
	leaq	(%rbx,%rax), %r15
	movq	8(%rsp), %rax
	movq	%r15, 112(%rsp)
	leaq	768(%rax), %rbx
	addq	$24, %rax
	movq	%rbx, 16(%rsp)
	leaq	SET_NAME(%rip), %rbx
	movq	%rbx, 40(%rsp)
	leaq	8(%r15), %rbx
	movq	%rbx, 48(%rsp)
	movq	%rax, 56(%rsp)
.L1490:
	movq	40(%rsp), %rax
	movq	56(%rsp), %rbp
	leaq	PCT_NAME(%rip), %r14
	movq	48(%rsp), %r15
	movq	(%rax), %rbx
	xchgq	%rbp, %rbx
	.p2align 4,,10
	.p2align 3
.L1491:
	movq	(%r15), %r12
	xorl	%r13d, %r13d
	movq	(%r14), %rcx
	xorl	%r9d, %r9d
	pushq	%r13
	.cfi_def_cfa_offset 7368
	movq	%rbp, %rdx
	addq	$8, %r14
	addq	$8, %r15
	pushq	%r12
	.cfi_def_cfa_offset 7376
	movl	48(%rsp), %esi
	addq	$8, %rbx
	movq	32(%rsp), %rdi
	movq	-8(%rbx), %r8
	call	check
	leaq	48+PCT_NAME(%rip), %rax
	popq	%rsi
	.cfi_def_cfa_offset 7368
	popq	%rdi
	.cfi_def_cfa_offset 7360
	cmpq	%rax, %r14
	jne	.L1491
	movq	48(%rsp), %r15
	xorl	%ecx, %ecx
	movq	%rbp, %rbx
	movq	%rbp, %rdx
	movq	%rcx, 88(%rsp)
	xorl	%r9d, %r9d
	leaq	.LC303(%rip), %rcx
	movq	48(%r15), %rax
	addq	$80, %r15
	movq	%rax, 80(%rsp)
	pushq	88(%rsp)
	.cfi_def_cfa_offset 7368
	pushq	88(%rsp)
	.cfi_def_cfa_offset 7376
	movq	72(%rsp), %r14
	movq	32(%rsp), %rbp
	movl	48(%rsp), %esi
	movq	48(%r14), %r8
	addq	$80, %r14
	movq	%rbp, %rdi
	call	check
	pushq	-16(%r15)
	.cfi_def_cfa_offset 7384
	movq	%rbx, %rdx
	movq	%rbp, %rdi
	pushq	-24(%r15)
	.cfi_def_cfa_offset 7392
	leaq	.LC304(%rip), %rcx
	leaq	24+SET_NAME(%rip), %rbx
	movq	-24(%r14), %r8
	movq	-16(%r14), %r9
	movl	64(%rsp), %esi
	call	check
	addq	$8, 72(%rsp)
	movq	72(%rsp), %rax
	movq	%r15, 80(%rsp)
	movq	%r14, 88(%rsp)
	addq	$32, %rsp
	.cfi_def_cfa_offset 7360
	cmpq	%rax, %rbx
	jne	.L1490
	movq	112(%rsp), %r15
	xorl	%r11d, %r11d
	movl	32(%rsp), %r14d
	xorl	%r9d, %r9d
	movq	%r11, 168(%rsp)
	xorl	%ebp, %ebp
	xorl	%r12d, %r12d
	xorl	%r13d, %r13d
	movq	160(%r15), %rax
	movl	%r14d, %esi
	leaq	.LC305(%rip), %rcx
	leaq	.LC306(%rip), %rdx
	movq	%rax, 160(%rsp)
	pushq	168(%rsp)
	.cfi_def_cfa_offset 7368
	pushq	168(%rsp)
	.cfi_def_cfa_offset 7376
	movq	24(%rsp), %rbx
	movq	32(%rsp), %rdi
	movq	176(%rbx), %r8
	call	check
	movq	240(%r15), %rax
	movl	%r14d, %esi
	xorl	%r9d, %r9d
	movq	%rbp, 200(%rsp)
	movq	256(%rbx), %r8
	leaq	.LC307(%rip), %rbp
	movq	%rax, 192(%rsp)
	movq	%rbp, %rcx
	pushq	200(%rsp)
	.cfi_def_cfa_offset 7384
	pushq	200(%rsp)
	.cfi_def_cfa_offset 7392
	movq	48(%rsp), %rdi
	movq	%rbx, 40(%rsp)
	leaq	.LC308(%rip), %rbx
	movq	%rbx, %rdx
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 7360
	movl	%r14d, %esi
	xorl	%r9d, %r9d
	movq	248(%r15), %rcx
	movq	%r12, 200(%rsp)
	movq	%rcx, 192(%rsp)
	movq	%rbp, %rcx
	leaq	.LC309(%rip), %rbp
	pushq	200(%rsp)
	.cfi_def_cfa_offset 7368
	movq	%rbp, %rdx
	pushq	200(%rsp)
	.cfi_def_cfa_offset 7376
	movq	24(%rsp), %rax
	movq	32(%rsp), %rdi
	movq	264(%rax), %r8
	call	check
	movq	%rbx, %rdx
	movl	%r14d, %esi
	xorl	%r9d, %r9d
	movq	256(%r15), %rcx
	movq	%r13, 232(%rsp)
	movq	%rcx, 224(%rsp)
	leaq	.LC310(%rip), %rcx
	pushq	232(%rsp)
	.cfi_def_cfa_offset 7384
	pushq	232(%rsp)
	.cfi_def_cfa_offset 7392
	movq	40(%rsp), %rax
	movq	48(%rsp), %rdi
	movq	272(%rax), %r8
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 7360
	movq	%rbp, %rdx
	movl	%r14d, %esi
	movq	264(%r15), %rcx
	xorl	%r15d, %r15d
	xorl	%r9d, %r9d
	addl	$1, %r14d
	movq	%r15, 232(%rsp)
	movq	%rcx, 224(%rsp)
	leaq	.LC310(%rip), %rcx
	pushq	232(%rsp)
	.cfi_def_cfa_offset 7368
	pushq	232(%rsp)
	.cfi_def_cfa_offset 7376
	movq	24(%rsp), %rbx
	movq	32(%rsp), %rdi
	movq	280(%rbx), %r8
	call	check
	popq	%rax
	.cfi_def_cfa_offset 7368
	movq	416(%rbx), %rax
	popq	%rdx
	.cfi_def_cfa_offset 7360
	jmp	.L1489
.L1813:
	movq	8(%rsp), %r15
	movq	104(%rsp), %r12
	movq	(%r15), %rbx
	movq	304(%r15), %rax
	leaq	448(%r15), %r13
	leaq	688(%r15), %rcx
	movq	%r13, %rdx
	movl	216(%rbx), %esi
	leaq	288(%rax), %rdi
	movq	%rax, 16(%rsp)
	call	aggregate
	movl	%eax, 32(%rsp)
	testl	%eax, %eax
	jne	.L1494
	movl	216(%rbx), %edx
	movq	312(%r15), %rsi
	leaq	320(%rsp), %rbp
	movq	%rbp, %rdi
	call	stats_of
	movl	216(%rbx), %edx
	movq	320(%r15), %rsi
	movq	%rbp, %rdi
	movdqu	320(%rsp), %xmm3
	movups	%xmm3, 296(%r12)
	movq	336(%rsp), %rax
	movq	%rax, 312(%r12)
	call	stats_of
	xorl	%esi, %esi
	movq	%rbx, %rdi
	movdqu	320(%rsp), %xmm7
	leaq	800(%r15), %rdx
	movaps	%xmm7, 320(%r12)
	movq	336(%rsp), %rax
	movq	%rax, 336(%r12)
	movl	216(%rbx), %eax
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
	jne	.L1495
.L1498:
	movq	8(%rsp), %rax
	movl	$10, %edi
	leaq	PCT_LABEL(%rip), %rbx
	leaq	48(%rbx), %rbp
	movq	(%rax), %rax
	movq	%rax, 48(%rsp)
	call	putchar@PLT
	leaq	.LC305(%rip), %rcx
	xorl	%eax, %eax
	leaq	.LC284(%rip), %rdx
	movl	$10, %esi
	leaq	.LC311(%rip), %rdi
	call	printf@PLT
.L1496:
	movq	(%rbx), %rsi
	leaq	.LC313(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%rbp, %rbx
	jne	.L1496
	leaq	.LC314(%rip), %rdx
	leaq	.LC303(%rip), %rsi
	xorl	%eax, %eax
	xorl	%ebx, %ebx
	leaq	.LC315(%rip), %rdi
	leaq	3648(%rsp), %r15
	movl	$1000000, %r12d
	call	printf@PLT
	leaq	.LC316(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC317(%rip), %rdi
	call	printf@PLT
	movq	8(%rsp), %r14
	leaq	SET_NAME(%rip), %rbp
.L1501:
	movq	0(%rbp,%rbx), %rdx
	movq	448(%r14), %rcx
	movl	$10, %esi
	xorl	%eax, %eax
	leaq	.LC318(%rip), %rdi
	call	printf@PLT
	xorl	%edx, %edx
	movq	%r13, 16(%rsp)
	movq	%rbx, %r13
	movq	%rdx, %rbx
.L1499:
	movq	456(%r14,%rbx,8), %rsi
	movq	%r15, %rdi
	addq	$1, %rbx
	call	fmt_us.constprop.0
	leaq	.LC313(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$6, %rbx
	jne	.L1499
	movq	448(%r14), %rcx
	movq	%r13, %rbx
	movq	504(%r14), %rax
	movq	16(%rsp), %r13
	testq	%rcx, %rcx
	je	.L1500
	movq	%rcx, %rdi
	mulq	%r12
	xorl	%r10d, %r10d
	shrq	%rdi
	movq	%r10, 248(%rsp)
	movq	%rdi, 240(%rsp)
	addq	240(%rsp), %rax
	adcq	248(%rsp), %rdx
	movq	%rax, %rdi
	movq	%rdx, %rsi
	movq	%rcx, %rdx
	xorl	%ecx, %ecx
	call	__udivti3@PLT
	movq	%rax, %rcx
.L1500:
	movl	$10000, %esi
	movq	%rcx, %rax
	xorl	%edx, %edx
	movq	%r15, %rdi
	divq	%rsi
	movl	$32, %esi
	addq	$80, %r14
	movq	%rdx, %r8
	movq	%rax, %rcx
	leaq	.LC319(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	424(%r14), %rsi
	movq	%r15, %rdx
	xorl	%eax, %eax
	leaq	.LC320(%rip), %rdi
	call	printf@PLT
	movq	8(%rsp), %rax
	leaq	.LC321(%rip), %rdi
	movsd	688(%rax,%rbx), %xmm0
	movl	$1, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	$24, %rbx
	jne	.L1501
	movq	8(%rsp), %rbx
	movq	%r15, %rdi
	leaq	.LC80(%rip), %r12
	movq	416(%rbx), %rax
	movq	192(%rax), %rsi
	call	fmt_us.constprop.0
	leaq	.LC322(%rip), %rdi
	movq	%rax, %rdx
	movq	416(%rbx), %rax
	leaq	RATIOS(%rip), %rbx
	movq	%rbx, %rbp
	movl	216(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1515
.L1503:
	movq	8(%rax,%rdx,8), %rax
.L1504:
	movslq	8(%rbp), %rdx
	movslq	12(%rbp), %rcx
	imulq	$80, %rdx, %rdx
	addq	%r13, %rdx
	cmpl	$-1, %ecx
	je	.L1814
	movq	8(%rdx,%rcx,8), %rdx
.L1506:
	testq	%rax, %rax
	je	.L1507
	testq	%rdx, %rdx
	js	.L1508
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1509:
	testq	%rax, %rax
	js	.L1510
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1511:
	divsd	%xmm1, %xmm0
	movl	$32, %esi
	movq	%r15, %rdi
	movl	$1, %eax
	leaq	.LC79(%rip), %rdx
	comisd	.LC47(%rip), %xmm0
	cmovb	%r12, %rdx
	call	snprintf@PLT
.L1514:
	movq	%r15, %rdx
	movq	%r14, %rsi
	leaq	.LC62(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1502:
	addq	$32, %rbp
	leaq	224+RATIOS(%rip), %rax
	cmpq	%rax, %rbp
	je	.L1815
.L1515:
	movq	24(%rbp), %r14
	testq	%r14, %r14
	je	.L1502
	movslq	16(%rbp), %rax
	movslq	20(%rbp), %rdx
	imulq	$80, %rax, %rax
	addq	%r13, %rax
	cmpl	$-1, %edx
	jne	.L1503
	movq	56(%rax), %rax
	jmp	.L1504
.L1815:
	movl	$10, %edi
	xorl	%ebp, %ebp
	call	putchar@PLT
	movq	8(%rsp), %rdx
	movl	848(%rdx), %eax
	movl	%eax, 16(%rsp)
.L1519:
	movq	456(%rdx,%rbp,8), %rax
	addq	%rax, %rax
	cmpq	%rax, 536(%rdx,%rbp,8)
	jb	.L1516
	movl	$10, %edi
	call	putchar@PLT
	cmpl	$2, %ebp
	je	.L1747
	movq	8(%rsp), %rax
	movslq	%ebp, %rbp
	leaq	800(%rsp), %rdi
	leaq	(%rax,%rbp,8), %r14
	movq	456(%r14), %rsi
	call	fmt_read.constprop.0
	movq	456(%r14), %rdx
	movq	536(%r14), %rsi
	leaq	720(%rsp), %rdi
	movq	%rax, 40(%rsp)
	call	fmt_ratio.constprop.0
	movq	536(%r14), %rsi
	leaq	640(%rsp), %rdi
	movq	%rax, %r12
	call	fmt_read.constprop.0
	leaq	PCT_LABEL(%rip), %rdi
	movq	40(%rsp), %r8
	movq	%r12, %rcx
	movq	(%rdi,%rbp,8), %rsi
	movq	%rax, %rdx
	leaq	.LC324(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %rax
	movq	552(%rax), %rsi
	movq	472(%rax), %rbp
	movq	632(%rax), %r14
.L1520:
	cmpq	%rbp, %rsi
	je	.L1816
	movq	%rbp, %rdx
	leaq	720(%rsp), %rdi
	movq	%rsi, 56(%rsp)
	call	fmt_ratio.constprop.0
	movq	56(%rsp), %rsi
	leaq	640(%rsp), %rdi
	movq	%rax, 40(%rsp)
	call	fmt_read.constprop.0
	movq	40(%rsp), %rdx
	leaq	.LC327(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1521:
	cmpq	%r14, %rbp
	je	.L1817
	movq	%r14, %rsi
	movq	%r15, %rdi
	call	fmt_read.constprop.0
	leaq	992(%rsp), %r9
	movq	%rax, %rbp
	movq	8(%rsp), %rax
	movq	%r9, %rdi
	movq	%r9, 40(%rsp)
	movq	760(%rax), %rax
	movq	272(%rax), %rsi
	call	fmt_read.constprop.0
	movq	%rbp, %rdx
	leaq	.LC329(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %r9
.L1525:
	cmpl	$0, 16(%rsp)
	jne	.L1526
	leaq	.LC330(%rip), %rdi
	movq	%r9, 16(%rsp)
	call	puts@PLT
	movq	16(%rsp), %r9
.L1527:
	movq	8(%rsp), %r14
	movl	$4, %eax
	movq	%r9, 40(%rsp)
	leaq	.LC332(%rip), %rdi
	movsd	712(%r14), %xmm0
	movsd	744(%r14), %xmm3
	movsd	736(%r14), %xmm2
	movsd	720(%r14), %xmm1
	call	printf@PLT
	movq	%r14, %rax
	movl	848(%r14), %edi
	movq	416(%r14), %r14
	leaq	456(%rax), %rbp
	leaq	.LC165(%rip), %rax
	movq	%rax, 80(%rsp)
	leaq	.LC299(%rip), %rax
	movq	%rax, 120(%rsp)
	leaq	48+PCT_NAME(%rip), %rax
	movq	%rax, 112(%rsp)
	leaq	352(%rsp), %rax
	movl	%edi, 56(%rsp)
	leaq	SET_NAME(%rip), %rdi
	movq	%rax, 96(%rsp)
	leaq	.LC301(%rip), %rax
	movq	%rdi, 16(%rsp)
	movq	%rax, 104(%rsp)
.L1531:
	movq	16(%rsp), %rax
	leaq	.LC333(%rip), %rdi
	movq	%rbp, %r12
	movq	(%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	-8(%rbp), %rsi
	movq	120(%rsp), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	PCT_NAME(%rip), %rcx
	movq	%r15, 128(%rsp)
	movq	%rbx, %r15
	movq	%rcx, %rbx
.L1528:
	movq	0(%rbp), %rdx
	movq	(%rbx), %rsi
	xorl	%eax, %eax
	addq	$8, %rbx
	movq	104(%rsp), %rdi
	addq	$8, %rbp
	call	printf@PLT
	movq	112(%rsp), %rax
	cmpq	%rax, %rbx
	jne	.L1528
	movb	$0, 3695(%rsp)
	movq	%r15, %rbx
	movl	$47, %r9d
	movq	56(%r12), %r10
	movq	64(%r12), %rax
	movq	%rbx, 136(%rsp)
	movq	%r9, %rbx
	movq	128(%rsp), %r15
	movq	%r14, 128(%rsp)
	movq	%r13, %r14
	movq	%r12, %r13
.L1529:
	movq	96(%rsp), %r8
	xorl	%ecx, %ecx
	movq	%r10, %rdi
	movl	$10, %edx
	movq	%rax, %rsi
	movq	%r10, %r12
	movq	%rax, %rbp
	subq	$1, %rbx
	call	__udivmodti4@PLT
	movzbl	352(%rsp), %edi
	movq	%rax, %r10
	movq	%rdx, %rax
	xorl	%edx, %edx
	leal	48(%rdi), %ecx
	movl	$9, %edi
	cmpq	%r12, %rdi
	movb	%cl, (%r15,%rbx)
	sbbq	%rbp, %rdx
	jc	.L1529
	movq	%rbx, %r9
	movq	80(%rsp), %rdx
	movq	40(%rsp), %rdi
	movq	%r13, %rbp
	leaq	(%r15,%r9), %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	movq	%r14, %r13
	movq	136(%rsp), %rbx
	movq	128(%rsp), %r14
	call	snprintf@PLT
	movq	-8(%rbp), %rcx
	movq	48(%rbp), %rax
	testq	%rcx, %rcx
	je	.L1530
	movq	%rcx, %rdi
	xorl	%r9d, %r9d
	movl	$1000000, %edx
	shrq	%rdi
	mulq	%rdx
	movq	%r9, 264(%rsp)
	movq	%rdi, 256(%rsp)
	addq	256(%rsp), %rax
	adcq	264(%rsp), %rdx
	movq	%rax, %rdi
	movq	%rdx, %rsi
	movq	%rcx, %rdx
	xorl	%ecx, %ecx
	call	__udivti3@PLT
	movq	%rax, %rcx
.L1530:
	movl	$10000, %esi
	movq	%rcx, %rax
	xorl	%edx, %edx
	movq	%r15, %rdi
	divq	%rsi
	movl	$32, %esi
	addq	$80, %rbp
	movq	%rdx, %r8
	movq	%rax, %rcx
	leaq	.LC319(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	-32(%rbp), %rsi
	movq	40(%rsp), %rcx
	xorl	%eax, %eax
	leaq	.LC334(%rip), %rdi
	movq	%r15, %rdx
	call	printf@PLT
	addq	$8, 16(%rsp)
	movq	16(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rdi
	cmpq	%rax, %rdi
	jne	.L1531
	leaq	.LC79(%rip), %rbp
	jmp	.L1544
.L1532:
	movq	8(%rax,%rdx,8), %rax
.L1533:
	movslq	8(%rbx), %rdx
	movslq	12(%rbx), %rcx
	imulq	$80, %rdx, %rdx
	addq	%r13, %rdx
	cmpl	$-1, %ecx
	je	.L1818
	movq	8(%rdx,%rcx,8), %rdx
.L1535:
	testq	%rax, %rax
	je	.L1536
	testq	%rdx, %rdx
	js	.L1537
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1538:
	testq	%rax, %rax
	js	.L1539
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1540:
	divsd	%xmm1, %xmm0
	movl	$32, %esi
	movq	%r15, %rdi
	movl	$1, %eax
	leaq	.LC80(%rip), %rdx
	comisd	.LC47(%rip), %xmm0
	cmovnb	%rbp, %rdx
	call	snprintf@PLT
.L1543:
	movq	(%rbx), %rsi
	movq	%r15, %rdx
	leaq	.LC335(%rip), %rdi
	xorl	%eax, %eax
	addq	$32, %rbx
	call	printf@PLT
	leaq	224+RATIOS(%rip), %rax
	cmpq	%rbx, %rax
	je	.L1819
.L1544:
	movslq	16(%rbx), %rax
	movslq	20(%rbx), %rdx
	imulq	$80, %rax, %rax
	addq	%r13, %rax
	cmpl	$-1, %edx
	jne	.L1532
	movq	56(%rax), %rax
	jmp	.L1533
.L1516:
	addq	$1, %rbp
	cmpq	$6, %rbp
	jne	.L1519
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC323(%rip), %rdi
	call	puts@PLT
	movq	8(%rsp), %rax
	movq	552(%rax), %rsi
	movq	472(%rax), %rbp
	movq	632(%rax), %r14
	jmp	.L1520
.L1819:
	movq	8(%rsp), %r12
	leaq	.LC336(%rip), %r13
	leaq	.LC308(%rip), %rbp
	movq	%rbp, %rsi
	movq	%r13, %rdi
	leaq	.LC309(%rip), %rbx
	movq	760(%r12), %rax
	movq	256(%rax), %rcx
	movq	240(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	760(%r12), %rax
	movq	%rbx, %rsi
	movq	%r13, %rdi
	movq	264(%rax), %rcx
	movq	248(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	760(%r12), %rax
	leaq	.LC337(%rip), %rdi
	movq	272(%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%r14), %esi
	testl	%esi, %esi
	je	.L1545
	movq	136(%r14), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L1546
	leaq	-1(%rdi), %rcx
	movq	128(%r14), %rax
	xorl	%edx, %edx
	subq	120(%r14), %rax
	divq	%rcx
	movq	%rax, %rcx
.L1546:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	leaq	.LC338(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1545:
	cmpl	$0, 56(%rsp)
	jne	.L1820
.L1547:
	movq	8(%rsp), %r14
	movq	%rbp, %rsi
	leaq	.LC342(%rip), %rbp
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
	movq	64(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1549
	movq	760(%r14), %rcx
	movl	148(%rsp), %r8d
	movq	72(%rsp), %rdx
	movq	48(%rsp), %rsi
	call	export_bench
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 32(%rsp)
.L1549:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L1821
	xorl	%edi, %edi
	movq	%r15, %rsi
	call	getrusage@PLT
	testl	%eax, %eax
	je	.L1822
.L1551:
	movq	8(%rsp), %rax
	movq	440(%rax), %rax
	cmpl	$3, 24(%rax)
	je	.L1823
.L1552:
	movq	8(%rsp), %rbx
	leaq	.LC184(%rip), %rax
	leaq	.LC185(%rip), %rsi
	leaq	.LC345(%rip), %rdi
	cmpq	$0, 432(%rbx)
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	416(%rbx), %rax
	movq	776(%rbx), %rdx
	leaq	.LC346(%rip), %rdi
	movq	768(%rbx), %rsi
	movl	220(%rax), %ecx
	addl	216(%rax), %ecx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$0, 776(%rbx)
	movl	32(%rsp), %eax
	setne	%bl
	movzbl	%bl, %ebx
	orl	%eax, %ebx
	jmp	.L1424
.L1510:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1511
.L1539:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1540
.L1537:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1538
.L1536:
	movl	$6369134, (%r15)
	jmp	.L1543
.L1818:
	movq	56(%rdx), %rdx
	jmp	.L1535
.L1508:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1509
.L1814:
	movq	56(%rdx), %rdx
	jmp	.L1506
.L1507:
	movl	$6369134, (%r15)
	jmp	.L1514
.L1448:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%rsi, %r8
	movq	%r11, %rcx
	leaq	.LC296(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L1783:
	movq	48(%rsp), %rdi
	leaq	.LC1(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC261(%rip), %rcx
	leaq	.LC262(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1394
.L1805:
	cmpl	$0, 8(%r14)
	jne	.L1674
	cmpq	$0, 40(%r14)
	jne	.L1674
	movq	328(%r13), %rdx
	xorl	%ecx, %ecx
	xorl	%r9d, %r9d
	movq	%rbp, %r8
	leaq	992(%rsp), %rax
	movq	%r14, %rdi
	movq	%rax, %rsi
	call	run_closed
	movq	40(%rsp), %r10
	movq	%rbx, %rsi
	movl	$1, %edi
	movq	%rax, 256(%r10)
	call	clock_gettime@PLT
	imulq	$1000000000, %r12, %rax
	movq	40(%rsp), %r10
	movq	1000(%rsp), %rcx
	imulq	$1000000000, 3648(%rsp), %rdx
	subq	%r15, %rdx
	addq	3656(%rsp), %rdx
	movq	%rcx, 240(%r10)
	subq	%rax, %rdx
	jns	.L1674
	movq	%rdx, %rax
	movq	%rdx, %rcx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %ecx
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1467
.L1589:
	orq	$-1, %rax
	jmp	.L1458
.L1812:
	movl	200(%r14), %edx
	movq	192(%r14), %rsi
	leaq	80(%r10), %rcx
	movq	112(%rsp), %rdi
	call	lattice_summarise
	movq	40(%rsp), %r10
	testl	%eax, %eax
	movl	%eax, %r15d
	jne	.L1462
	movl	200(%r14), %edx
	movq	192(%r14), %rsi
	leaq	160(%r10), %rcx
	movq	%rbx, %rdi
	call	dist_summarise
	movq	40(%rsp), %r10
	movl	%eax, %r15d
	jmp	.L1462
.L1801:
	leaq	.LC292(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1438
.L1800:
	movq	40(%rbp), %rdx
	movq	32(%rbp), %rsi
	movl	$65536, %ecx
	xorl	%eax, %eax
	leaq	.LC291(%rip), %rdi
	call	printf@PLT
	jmp	.L1438
.L1799:
	movl	$29, %esi
	leaq	.LC288(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1436
.L1798:
	movq	80(%rbx), %rax
	cmpq	%rax, (%rbx)
	jb	.L1434
.L1433:
	leaq	.LC287(%rip), %rdi
	call	puts@PLT
	jmp	.L1434
.L1795:
	leaq	.LC283(%rip), %rsi
	call	cannot
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L1424
	jmp	.L1425
.L1797:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rcx
	xorl	%eax, %eax
	movl	$16777216, %r8d
	leaq	.LC284(%rip), %rdx
	leaq	.LC285(%rip), %rsi
	movl	$2, %ebx
	call	fprintf@PLT
	jmp	.L1424
.L1796:
	leaq	3648(%rsp), %r15
	leaq	992(%rsp), %r9
	movq	%rbp, %rdi
	movq	%r15, %rdx
	movq	%r9, %rsi
	call	lattice_plan
	testl	%eax, %eax
	je	.L1430
	movq	8(%rsp), %rax
	movq	288(%rax), %rdx
	testq	%rdx, %rdx
	je	.L1430
	movq	224(%rax), %rcx
	movq	992(%rsp), %rax
.L1431:
	movq	%rdx, %rdi
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdi, %rax
	testq	%rdx, %rdx
	jne	.L1431
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	addq	$1, %rax
	cmpq	%rax, %rbx
	cmova	%rax, %rbx
	jmp	.L1430
.L1807:
	movq	56(%rsp), %rdi
	call	default_shape
	leaq	.LC183(%rip), %rcx
	testl	%eax, %eax
	leaq	.LC182(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L1404
.L1600:
	movq	128(%rsp), %r12
	movl	$-4, %ebp
	jmp	.L1479
.L1793:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC282(%rip), %rsi
	movl	$1, %ebx
	call	fprintf@PLT
	jmp	.L1388
.L1590:
	orl	$-1, %r15d
	jmp	.L1462
.L1526:
	movq	8(%rsp), %r14
	leaq	640(%rsp), %rdi
	movq	%r9, 40(%rsp)
	movq	832(%r14), %rdx
	movq	800(%r14), %rax
	movq	(%rax,%rdx,8), %rsi
	call	fmt_read.constprop.0
	movq	832(%r14), %rdx
	leaq	.LC331(%rip), %rdi
	movq	%rax, %rcx
	movq	840(%r14), %rax
	movq	%rax, %rsi
	movq	%rax, 16(%rsp)
	xorl	%eax, %eax
	subq	%rdx, %rsi
	call	printf@PLT
	movq	40(%rsp), %r9
	jmp	.L1527
.L1817:
	movq	8(%rsp), %rax
	leaq	992(%rsp), %r9
	movq	%r9, %rdi
	movq	%r9, 40(%rsp)
	movq	760(%rax), %rax
	movq	272(%rax), %rsi
	call	fmt_read.constprop.0
	leaq	.LC328(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %r9
	jmp	.L1525
.L1816:
	leaq	.LC326(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1521
.L1747:
	movq	8(%rsp), %rax
	leaq	800(%rsp), %rdi
	movq	472(%rax), %rbp
	movq	552(%rax), %r12
	movq	632(%rax), %r14
	movq	%rbp, %rsi
	call	fmt_read.constprop.0
	movq	%rbp, %rdx
	leaq	720(%rsp), %rdi
	movq	%r12, %rsi
	movq	%rax, 56(%rsp)
	call	fmt_ratio.constprop.0
	leaq	640(%rsp), %rdi
	movq	%r12, %rsi
	movq	%rax, 40(%rsp)
	call	fmt_read.constprop.0
	movq	56(%rsp), %rcx
	movq	40(%rsp), %rdx
	leaq	.LC325(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1521
.L1820:
	movq	8(%rsp), %r12
	leaq	.LC339(%rip), %rdi
	movq	832(%r12), %r13
	movq	808(%r12), %rax
	movq	(%rax,%r13,8), %rcx
	movq	800(%r12), %rax
	movq	%r13, %rsi
	leaq	0(,%r13,8), %r14
	movq	(%rax,%r13,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	leaq	1(%r13), %rax
	cmpq	824(%r12), %rax
	jb	.L1824
.L1548:
	movq	8(%rsp), %rax
	leaq	.LC341(%rip), %rdi
	movq	840(%rax), %rdx
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%r13, %rsi
	call	printf@PLT
	jmp	.L1547
.L1823:
	movq	8(%rsp), %rax
	movl	$18, %ecx
	leaq	.LC344(%rip), %rdi
	movq	760(%rax), %rax
	movl	284(%rax), %edx
	movl	280(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1552
.L1824:
	movq	8(%rsp), %rdi
	movq	808(%rdi), %rax
	movq	8(%rax,%r14), %rdx
	movq	800(%rdi), %rax
	leaq	.LC340(%rip), %rdi
	movq	8(%rax,%r14), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1548
.L1822:
	movq	8(%rsp), %rax
	movq	3680(%rsp), %rsi
	leaq	.LC343(%rip), %rdi
	movq	440(%rax), %rax
	movl	24(%rax), %edx
	leaq	EXACT_BY_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1551
.L1821:
	leaq	.LC1(%rip), %rsi
	movl	$-4, %edi
	call	cannot
	movl	%eax, %ebx
	jmp	.L1424
.L1559:
	leaq	3648(%rsp), %rdi
	movq	%r12, %rsi
	call	fmt_us.constprop.0
	movq	1552(%rsp), %rsi
	leaq	992(%rsp), %rdi
	movq	%rax, %rbx
	call	fmt_us.constprop.0
	leaq	.LC181(%rip), %rdx
	movq	48(%rsp), %rdi
	cmpq	$0, 1544(%rsp)
	movq	%rax, %rcx
	leaq	.LC180(%rip), %rax
	movq	%rbx, %r8
	movl	$2048, %esi
	cmove	%rax, %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1394
.L1788:
	movq	48(%rsp), %rdi
	leaq	.LC1(%rip), %r8
	leaq	.LC275(%rip), %rcx
	movl	$2048, %esi
	leaq	.LC276(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1394
.L1790:
	movq	48(%rsp), %rdi
	leaq	.LC1(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC278(%rip), %rcx
	leaq	.LC279(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1394
.L1789:
	movq	48(%rsp), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	leaq	.LC1(%rip), %r8
	leaq	.LC277(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1394
.L1785:
	leaq	.LC267(%rip), %r8
	leaq	.LC268(%rip), %rcx
.L1756:
	movq	48(%rsp), %rdi
	leaq	.LC266(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1394
.L1787:
	movq	48(%rsp), %rdi
	leaq	.LC272(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC273(%rip), %rcx
	leaq	.LC274(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1394
.L1792:
	movq	48(%rsp), %rdi
	movl	$1048576, %r8d
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC281(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1394
.L1495:
	leaq	.LC1(%rip), %rsi
	movl	$-4, %edi
	call	cannot
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L1424
	jmp	.L1498
.L1494:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC312(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1497
.L1779:
	xorl	%eax, %eax
	jmp	.L1333
.L1782:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	48(%rsp), %rdi
	movq	%rbx, %rcx
	leaq	.LC259(%rip), %rdx
	movq	%rax, %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1394
.L1370:
	movq	48(%rsp), %rdi
	movq	%rcx, %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC252(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1755
.L1769:
	movq	48(%rsp), %rdi
	movq	%r13, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC247(%rip), %r8
	leaq	.LC248(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1394
.L1762:
	leaq	.LC1(%rip), %r8
	movq	48(%rsp), %rdi
	movl	$2048, %esi
	leaq	.LC249(%rip), %rdx
	movq	%r8, %rcx
	call	snprintf@PLT
	jmp	.L1394
	.cfi_endproc
.LFE206:
	.size	bench_main, .-bench_main
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB207:
	.cfi_startproc
	jmp	bench_main
	.cfi_endproc
.LFE207:
	.size	main, .-main
	.section	.rodata.str1.1
.LC347:
	.string	"0%"
.LC348:
	.string	"90%"
.LC349:
	.string	"99%"
.LC350:
	.string	"99.9%"
.LC351:
	.string	"99.99%"
.LC352:
	.string	"99.999%"
	.section	.data.rel.ro.local,"aw"
	.align 32
	.type	XTICK.0, @object
	.size	XTICK.0, 48
XTICK.0:
	.quad	.LC347
	.quad	.LC348
	.quad	.LC349
	.quad	.LC350
	.quad	.LC351
	.quad	.LC352
	.section	.rodata.str1.1
.LC353:
	.string	"closed (from actual send)"
.LC354:
	.string	"open (from intended send)"
.LC355:
	.string	"corrected closed"
	.section	.data.rel.ro.local
	.align 16
	.type	NAMES.1, @object
	.size	NAMES.1, 24
NAMES.1:
	.quad	.LC353
	.quad	.LC354
	.quad	.LC355
	.section	.rodata.str1.1
.LC356:
	.string	"closed.values"
.LC357:
	.string	"open.values"
.LC358:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.2, @object
	.size	VALUES.2, 24
VALUES.2:
	.quad	.LC356
	.quad	.LC357
	.quad	.LC358
	.section	.rodata.str1.1
.LC359:
	.string	"closed.hgrm"
.LC360:
	.string	"open.hgrm"
.LC361:
	.string	"corrected.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.3, @object
	.size	HGRM.3, 24
HGRM.3:
	.quad	.LC359
	.quad	.LC360
	.quad	.LC361
	.section	.rodata.str1.1
.LC362:
	.string	"us"
.LC363:
	.string	"ns"
	.section	.data.rel.ro.local
	.align 32
	.type	U.4, @object
	.size	U.4, 96
U.4:
	.quad	.LC92
	.quad	1000000000
	.long	9
	.zero	4
	.quad	.LC236
	.quad	1000000
	.long	6
	.zero	4
	.quad	.LC362
	.quad	1000
	.long	3
	.zero	4
	.quad	.LC363
	.quad	1
	.long	0
	.zero	4
	.align 32
	.type	units.5, @object
	.size	units.5, 64
units.5:
	.quad	.LC363
	.quad	1
	.quad	.LC362
	.quad	1000
	.quad	.LC236
	.quad	1000000
	.quad	.LC92
	.quad	1000000000
	.local	fixed.6
	.comm	fixed.6,160000,32
	.local	raw.7
	.comm	raw.7,80008,32
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
.LC364:
	.string	"open_closed_p99"
.LC365:
	.string	"ratios: open/closed p99 "
.LC366:
	.string	"open_closed_p999"
.LC367:
	.string	", p99.9 "
.LC368:
	.string	"open_closed_slow"
.LC369:
	.string	"closed_max_p99"
.LC370:
	.string	"corrected_closed_p99"
.LC371:
	.string	"; corrected/closed p99 "
.LC372:
	.string	"open_corrected_p99"
.LC373:
	.string	"; open/corrected p99 "
.LC374:
	.string	"open_corrected_p90"
.LC375:
	.string	", p90 "
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 224
RATIOS:
	.quad	.LC364
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC365
	.quad	.LC366
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC367
	.quad	.LC368
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	0
	.quad	.LC369
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	0
	.quad	.LC370
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC371
	.quad	.LC372
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC373
	.quad	.LC374
	.long	1
	.long	1
	.long	2
	.long	1
	.quad	.LC375
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
.LC376:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC377:
	.string	"service time of one request (100us)"
	.section	.rodata.str1.1
.LC378:
	.string	"--interval"
	.section	.rodata.str1.8
	.align 8
.LC379:
	.string	"fixed schedule: request i due at i*T (200us)"
	.section	.rodata.str1.1
.LC380:
	.string	"--stall"
	.section	.rodata.str1.8
	.align 8
.LC381:
	.string	"length of each stall, 0 for none (200ms)"
	.section	.rodata.str1.1
.LC382:
	.string	"--period"
	.section	.rodata.str1.8
	.align 8
.LC383:
	.string	"time between stall starts, 0 for one stall (1s)"
	.section	.rodata.str1.1
.LC384:
	.string	"--first-stall"
	.section	.rodata.str1.8
	.align 8
.LC385:
	.string	"start of the first stall (500ms)"
	.align 8
.LC386:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC387:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC388:
	.string	"or exactly N scheduled requests"
	.align 8
.LC389:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sorted)"
	.section	.rodata.str1.1
.LC390:
	.string	"--expected-interval"
.LC391:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC392:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.section	.rodata.str1.1
.LC393:
	.string	"a time above zero, or mean"
.LC394:
	.string	"--slow-above"
.LC395:
	.string	"the slow line (1ms)"
.LC396:
	.string	"--rank"
.LC397:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC398:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.section	.rodata.str1.1
.LC399:
	.string	"use round or ceil"
.LC400:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC401:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC402:
	.string	"--exact-by"
.LC403:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC404:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.align 8
.LC405:
	.string	"use auto, sorted, lattice or passes"
	.section	.rodata.str1.1
.LC406:
	.string	"--quick"
.LC407:
	.string	"as QUICK=1"
.LC408:
	.string	"--verbose"
	.section	.rodata.str1.8
	.align 8
.LC409:
	.string	"also every rep's checked numbers, a line a set"
	.section	.rodata.str1.1
.LC410:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC411:
	.string	"a named model, its options before yours (the list below)"
	.section	.rodata.str1.1
.LC412:
	.string	"--export"
.LC413:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC414:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC415:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.section	.rodata.str1.1
.LC416:
	.string	"--export-values"
	.section	.rodata.str1.8
	.align 8
.LC417:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.align 8
.LC418:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC419:
	.string	"run the unit checks and exit"
.LC420:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 2240
OPTIONS:
	.quad	.LC136
	.long	0
	.zero	4
	.quad	.LC376
	.quad	.LC377
	.quad	0
	.long	29
	.zero	4
	.quad	set_time
	.quad	0
	.quad	1
	.zero	40
	.quad	.LC378
	.long	0
	.zero	4
	.quad	.LC376
	.quad	.LC379
	.quad	0
	.long	21
	.zero	4
	.quad	set_time
	.quad	80
	.quad	1
	.zero	40
	.quad	.LC380
	.long	0
	.zero	4
	.quad	.LC376
	.quad	.LC381
	.quad	0
	.long	29
	.zero	4
	.quad	set_time
	.quad	48
	.zero	48
	.quad	.LC382
	.long	0
	.zero	4
	.quad	.LC376
	.quad	.LC383
	.quad	0
	.long	29
	.zero	4
	.quad	set_time
	.quad	56
	.zero	48
	.quad	.LC384
	.long	0
	.zero	4
	.quad	.LC376
	.quad	.LC385
	.quad	0
	.long	29
	.zero	4
	.quad	set_time
	.quad	64
	.zero	48
	.quad	.LC250
	.long	0
	.zero	4
	.quad	.LC376
	.quad	.LC386
	.quad	0
	.long	29
	.zero	4
	.quad	set_duration
	.quad	248
	.quad	1
	.zero	40
	.quad	.LC251
	.long	0
	.zero	4
	.quad	.LC387
	.quad	.LC388
	.quad	0
	.long	29
	.zero	4
	.quad	set_requests
	.quad	256
	.quad	1
	.quad	1099511627776
	.zero	8
	.quad	.LC389
	.zero	16
	.quad	.LC390
	.long	0
	.zero	4
	.quad	.LC391
	.quad	.LC392
	.quad	0
	.long	23
	.zero	4
	.quad	set_expected
	.zero	32
	.quad	.LC393
	.zero	16
	.quad	.LC394
	.long	0
	.zero	4
	.quad	.LC376
	.quad	.LC395
	.quad	0
	.long	27
	.zero	4
	.quad	set_time
	.quad	192
	.zero	48
	.quad	.LC396
	.long	0
	.zero	4
	.quad	.LC397
	.quad	.LC398
	.quad	0
	.long	31
	.zero	4
	.quad	set_choice
	.quad	200
	.zero	24
	.quad	.LC399
	.quad	RANK_NAME
	.zero	8
	.quad	.LC400
	.long	0
	.zero	4
	.quad	.LC387
	.quad	.LC401
	.quad	0
	.long	17
	.zero	4
	.quad	set_reps
	.zero	8
	.quad	1
	.quad	100000
	.zero	8
	.quad	.LC247
	.zero	16
	.quad	.LC402
	.long	0
	.zero	4
	.quad	.LC403
	.quad	.LC404
	.quad	0
	.long	17
	.zero	4
	.quad	set_exact_by
	.quad	204
	.zero	24
	.quad	.LC405
	.quad	EXACT_BY_NAME
	.zero	8
	.quad	.LC406
	.long	1
	.zero	4
	.quad	0
	.quad	.LC407
	.quad	0
	.long	29
	.zero	4
	.quad	set_flag
	.quad	352
	.zero	48
	.quad	.LC408
	.long	1
	.zero	4
	.quad	0
	.quad	.LC409
	.quad	0
	.long	17
	.zero	4
	.quad	set_flag
	.quad	324
	.zero	48
	.quad	.LC194
	.long	0
	.zero	4
	.quad	.LC410
	.quad	.LC411
	.quad	0
	.long	31
	.zero	4
	.quad	0
	.zero	56
	.quad	.LC412
	.long	0
	.zero	4
	.quad	.LC413
	.quad	.LC414
	.quad	0
	.long	31
	.zero	4
	.quad	set_export
	.quad	312
	.zero	24
	.quad	.LC415
	.zero	16
	.quad	.LC416
	.long	1
	.zero	4
	.quad	0
	.quad	.LC417
	.quad	.LC412
	.long	29
	.zero	4
	.quad	set_flag
	.quad	320
	.zero	48
	.quad	.LC190
	.long	2
	.zero	4
	.quad	0
	.quad	.LC418
	.quad	0
	.long	31
	.zero	4
	.quad	0
	.zero	56
	.quad	.LC193
	.long	2
	.zero	4
	.quad	0
	.quad	.LC419
	.quad	0
	.long	31
	.zero	4
	.quad	0
	.zero	56
	.quad	.LC135
	.long	2
	.zero	4
	.quad	0
	.quad	.LC420
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
.LC421:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC422:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.align 8
.LC423:
	.string	"seed 004, the server a monitoring agent watches: seed 000 at a twentieth of capacity"
	.section	.rodata.str1.1
.LC424:
	.string	"--service 10us"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 72
SCENARIOS:
	.quad	.LC106
	.quad	.LC189
	.quad	.LC1
	.quad	.LC161
	.quad	.LC421
	.quad	.LC422
	.quad	.LC162
	.quad	.LC423
	.quad	.LC424
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC141
	.quad	.LC144
	.quad	.LC140
	.local	run_fault_lock
	.comm	run_fault_lock,40,32
	.local	run_fault
	.comm	run_fault,404,32
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC308
	.quad	.LC309
	.quad	.LC306
	.section	.rodata.str1.1
.LC425:
	.string	"p50"
.LC426:
	.string	"p90"
.LC427:
	.string	"p99"
.LC428:
	.string	"p99.9"
.LC429:
	.string	"p99.99"
.LC430:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC425
	.quad	.LC426
	.quad	.LC427
	.quad	.LC428
	.quad	.LC429
	.quad	.LC430
	.section	.rodata.str1.1
.LC431:
	.string	"p999"
.LC432:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC425
	.quad	.LC426
	.quad	.LC427
	.quad	.LC431
	.quad	.LC432
	.quad	.LC430
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
.LC433:
	.string	"auto"
.LC434:
	.string	"lattice"
.LC435:
	.string	"passes"
	.section	.data.rel.ro.local
	.align 32
	.type	EXACT_BY_NAME, @object
	.size	EXACT_BY_NAME, 40
EXACT_BY_NAME:
	.quad	.LC433
	.quad	.LC16
	.quad	.LC434
	.quad	.LC435
	.quad	0
	.section	.rodata.str1.1
.LC436:
	.string	"round"
.LC437:
	.string	"ceil"
	.section	.data.rel.ro.local
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 24
RANK_NAME:
	.quad	.LC436
	.quad	.LC437
	.quad	0
	.section	.rodata.str1.1
.LC438:
	.string	"catch-up"
.LC439:
	.string	"skip"
.LC440:
	.string	"back-to-back"
	.section	.data.rel.ro.local
	.align 32
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 32
CLOSED_NAME:
	.quad	.LC438
	.quad	.LC439
	.quad	.LC440
	.quad	0
	.section	.rodata.str1.1
.LC441:
	.string	"fixed"
.LC442:
	.string	"poisson"
.LC443:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC441
	.quad	.LC442
	.quad	.LC443
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
	.set	.LC38,.LC120+8
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
.LC119:
	.long	0
	.long	1090021888
	.section	.rodata.cst16
	.align 16
.LC120:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC121:
	.long	0
	.long	1093567616
	.align 8
.LC122:
	.long	-858993459
	.long	1072745676
	.align 8
.LC127:
	.long	0
	.long	1081524224
	.align 8
.LC132:
	.long	0
	.long	1101206224
	.align 8
.LC133:
	.long	0
	.long	1102879800
	.section	.rodata.cst16
	.align 16
.LC186:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC187:
	.quad	1
	.quad	200000
	.section	.rodata.cst8
	.align 8
.LC188:
	.long	31
	.long	1
	.section	.rodata.cst16
	.align 16
.LC211:
	.quad	1000
	.quad	1000
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
