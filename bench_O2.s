	.file	"bench.c"
	.text
	.p2align 4
	.type	serve_stalls, @function
serve_stalls:
.LFB40:
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
.LFE40:
	.size	serve_stalls, .-serve_stalls
	.p2align 4
	.type	default_shape, @function
default_shape:
.LFB48:
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
.LFE48:
	.size	default_shape, .-default_shape
	.p2align 4
	.type	cmp_u64, @function
cmp_u64:
.LFB58:
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
.LFE58:
	.size	cmp_u64, .-cmp_u64
	.p2align 4
	.type	cmp_u128, @function
cmp_u128:
.LFB59:
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
.LFE59:
	.size	cmp_u128, .-cmp_u128
	.p2align 4
	.type	nth_smallest, @function
nth_smallest:
.LFB63:
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
	jle	.L47
.L19:
	movq	%rbp, %rax
	movq	(%r11,%rbx,8), %rdx
	subq	%rbx, %rax
	sarq	%rax
	addq	%rbx, %rax
	movq	(%r11,%rax,8), %rcx
	movq	(%r11,%rbp,8), %rax
	cmpq	%rcx, %rdx
	jnb	.L21
	cmpq	%rax, %rdx
	cmovb	%rax, %rdx
	cmpq	%rax, %rcx
	cmovnb	%rdx, %rcx
.L22:
	movq	%rbp, %rdx
	movq	%rbx, %rsi
.L23:
	cmpq	%rdx, %rsi
	jg	.L28
	leaq	0(,%rsi,8), %rax
	leaq	0(,%rdx,8), %r13
	leaq	(%r11,%rax), %r10
	leaq	(%r11,%r13), %r9
	movq	(%r10), %rdi
	movq	(%r9), %r8
	leaq	8(%r11,%rax), %rax
	cmpq	%rcx, %rdi
	jnb	.L48
	.p2align 4,,10
	.p2align 3
.L24:
	movq	%rax, %r10
	movq	(%rax), %rdi
	addq	$8, %rax
	addq	$1, %rsi
	cmpq	%rcx, %rdi
	jb	.L24
	cmpq	%r8, %rcx
	jnb	.L25
.L33:
	leaq	-8(%r11,%r13), %rax
	.p2align 4,,10
	.p2align 3
.L26:
	movq	%rax, %r9
	movq	(%rax), %r8
	subq	$8, %rax
	subq	$1, %rdx
	cmpq	%r8, %rcx
	jb	.L26
.L25:
	cmpq	%rdx, %rsi
	jle	.L34
.L28:
	cmpq	%r12, %rdx
	jge	.L37
	cmpq	%r12, %rsi
	jg	.L47
	movq	%rsi, %rbx
.L31:
	cmpq	%rbp, %rbx
	jl	.L19
.L47:
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
.L48:
	.cfi_restore_state
	cmpq	%r8, %rcx
	jb	.L33
.L34:
	movq	%r8, (%r10)
	addq	$1, %rsi
	subq	$1, %rdx
	movq	%rdi, (%r9)
	jmp	.L23
.L21:
	cmpq	%rax, %rcx
	cmovb	%rax, %rcx
	cmpq	%rax, %rdx
	cmovb	%rdx, %rcx
	jmp	.L22
.L37:
	movq	%rdx, %rbp
	jmp	.L31
	.cfi_endproc
.LFE63:
	.size	nth_smallest, .-nth_smallest
	.p2align 4
	.type	ref_serve, @function
ref_serve:
.LFB86:
	.cfi_startproc
	movq	48(%rdi), %r9
	movq	64(%rdi), %r10
	movq	%rdx, %r11
	movq	56(%rdi), %r8
	testq	%r9, %r9
	je	.L58
	leaq	(%r10,%r9), %rdi
	jmp	.L51
	.p2align 4,,10
	.p2align 3
.L59:
	testq	%r8, %r8
	je	.L58
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rdi, %rax
	divq	%r8
	addq	$1, %rax
	imulq	%r8, %rax
	leaq	(%rax,%r10), %rcx
	cmpq	%rcx, %rsi
	jb	.L55
.L60:
	leaq	(%rcx,%r9), %rsi
.L51:
	cmpq	%rdi, %rsi
	jnb	.L59
	movq	%r10, %rcx
	cmpq	%rcx, %rsi
	jnb	.L60
.L55:
	leaq	(%r11,%rsi), %rax
	cmpq	%rax, %rcx
	jnb	.L49
	leaq	(%rax,%r9), %rdi
	testq	%r8, %r8
	je	.L57
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
.L58:
	leaq	(%r11,%rsi), %rax
	ret
.L57:
	movq	%rdi, %rax
.L49:
	ret
	.cfi_endproc
.LFE86:
	.size	ref_serve, .-ref_serve
	.p2align 4
	.type	ref_client, @function
ref_client:
.LFB92:
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
	movq	(%rdi), %r13
	movq	%rsi, 8(%rsp)
	movq	%rdx, (%rsp)
	movq	160(%r13), %r12
	testq	%rdx, %rdx
	je	.L74
	movl	8(%rdi), %eax
	cmpl	$1, %eax
	movl	%eax, 24(%rsp)
	sete	31(%rsp)
	xorl	%r14d, %r14d
	jmp	.L72
	.p2align 4,,10
	.p2align 3
.L63:
	cmpq	136(%r13), %rcx
	jnb	.L62
	movq	32(%rbx), %rax
	cmpq	24(%rbx), %rax
	je	.L62
	movq	16(%rbx), %rdx
	leaq	1(%rax), %rsi
	cmpl	$2, 24(%rsp)
	movq	%rsi, 32(%rbx)
	movq	64(%rbx), %rsi
	movq	(%rdx,%rax,8), %rbp
	je	.L89
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rdx, %r11
	leaq	0(,%rdx,8), %r15
	movq	0(%r13), %rdx
	cmpq	%r12, %rcx
	jb	.L70
	cmpb	$0, 31(%rsp)
	jne	.L90
.L70:
	cmpq	%rsi, %rbp
	movq	%r13, %rdi
	movq	%r11, 16(%rsp)
	cmovnb	%rbp, %rsi
	call	ref_serve
	movq	48(%rbx), %r10
	movq	16(%rsp), %r11
	movq	%rax, 64(%rbx)
	movq	%rax, (%r10,%r11,8)
.L73:
	movq	8(%rsp), %rdi
	subq	%rbp, %rax
	movq	%rax, (%rdi,%r14,8)
	movq	56(%rbx), %rax
	addq	$1, %r14
	leaq	1(%rax), %rcx
.L69:
	movq	(%rsp), %rax
	movq	%rcx, 56(%rbx)
	cmpq	%rax, %r14
	jnb	.L62
.L72:
	cmpl	$3, 24(%rsp)
	movq	56(%rbx), %rcx
	jne	.L63
	cmpq	%r12, %rcx
	jnb	.L64
	movq	144(%r13), %rbp
	testq	%rbp, %rbp
	je	.L66
	xorl	%ebp, %ebp
.L88:
	movq	48(%rbx), %r10
.L65:
	movq	%rcx, %rax
	xorl	%edx, %edx
	movq	64(%rbx), %rsi
	divq	%r12
	leaq	0(,%rdx,8), %r15
	movq	0(%r13), %rdx
.L71:
	cmpq	%rsi, %rbp
	movq	%r13, %rdi
	movq	%r10, 16(%rsp)
	cmovnb	%rbp, %rsi
	call	ref_serve
	movq	16(%rsp), %r10
	movq	%rax, 64(%rbx)
	movq	%rax, (%r10,%r15)
	jmp	.L73
	.p2align 4,,10
	.p2align 3
.L89:
	cmpq	%rsi, %rbp
	jb	.L91
	movq	%rcx, %rax
	xorl	%edx, %edx
	movq	48(%rbx), %r10
	divq	%r12
	leaq	0(,%rdx,8), %r15
	movq	0(%r13), %rdx
	jmp	.L71
	.p2align 4,,10
	.p2align 3
.L66:
	cmpq	136(%r13), %rcx
	jb	.L88
.L62:
	addq	%r14, 72(%rbx)
	addq	$32, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%r14, %rax
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L64:
	.cfi_restore_state
	movq	%rcx, %rax
	xorl	%edx, %edx
	movq	48(%rbx), %r10
	divq	%r12
	movq	144(%r13), %rax
	movq	(%r10,%rdx,8), %rbp
	testq	%rax, %rax
	je	.L66
	cmpq	%rax, %rbp
	jb	.L65
	jmp	.L62
	.p2align 4,,10
	.p2align 3
.L90:
	movq	48(%rbx), %r10
	movq	(%r10,%r11,8), %rax
	cmpq	%rax, %rbp
	cmovb	%rax, %rbp
	jmp	.L71
	.p2align 4,,10
	.p2align 3
.L91:
	addq	$1, %rcx
	jmp	.L69
.L74:
	xorl	%r14d, %r14d
	jmp	.L62
	.cfi_endproc
.LFE92:
	.size	ref_client, .-ref_client
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB100:
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
.LFE100:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	sort_fits, @function
sort_fits:
.LFB102:
	.cfi_startproc
	xorl	%eax, %eax
	cmpq	$1048576, 136(%rdi)
	ja	.L93
	movl	152(%rdi), %ecx
	leaq	by_kind.5(%rip), %rdx
	movl	$1, %eax
	cmpl	$3, (%rdx,%rcx,4)
	je	.L98
.L93:
	ret
.L98:
	movq	144(%rdi), %rdx
	testq	%rdx, %rdx
	je	.L93
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
.LFE102:
	.size	sort_fits, .-sort_fits
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB129:
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
.LFE129:
	.size	cmp_vc, .-cmp_vc
	.p2align 4
	.type	set_text, @function
set_text:
.LFB165:
	.cfi_startproc
	movq	56(%rsi), %rax
	movq	%rdx, (%rdi,%rax)
	movq	80(%rsi), %rax
	testq	%rax, %rax
	je	.L101
	movl	$1, (%rdi,%rax)
.L101:
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE165:
	.size	set_text, .-set_text
	.p2align 4
	.type	set_flag, @function
set_flag:
.LFB166:
	.cfi_startproc
	movq	56(%rsi), %rax
	movl	$1, (%rdi,%rax)
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE166:
	.size	set_flag, .-set_flag
	.p2align 4
	.type	set_cross_check, @function
set_cross_check:
.LFB173:
	.cfi_startproc
	movl	$3, 368(%rdi)
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE173:
	.size	set_cross_check, .-set_cross_check
	.p2align 4
	.type	stall_window_free, @function
stall_window_free:
.LFB146:
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
.LFE146:
	.size	stall_window_free, .-stall_window_free
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
	ja	.L110
	movq	%rdi, %rcx
	movsbq	%bl, %rbx
	movl	$10, %edi
	jmp	.L111
	.p2align 4,,10
	.p2align 3
.L120:
	movq	%rbx, %rax
	mulq	%rdi
	movq	%rax, %rbx
	jo	.L116
	movsbq	%sil, %rsi
	addq	%rsi, %rbx
	jc	.L116
.L111:
	movq	%rcx, %rax
	movzbl	1(%rcx), %ebp
	addq	$1, %rcx
	leal	-48(%rbp), %esi
	cmpb	$9, %sil
	jbe	.L120
	movl	$1, %r13d
	xorl	%r14d, %r14d
	cmpb	$46, %bpl
	je	.L148
.L121:
	movq	$0, 24(%rsp)
	leaq	units.6(%rip), %r12
.L126:
	movq	(%r12), %rsi
	movq	%rcx, %rdi
	movq	%rcx, (%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rcx
	testl	%eax, %eax
	jne	.L125
	movq	8(%r12), %rax
	movq	%rax, 24(%rsp)
.L125:
	addq	$16, %r12
	leaq	64+units.6(%rip), %rax
	cmpq	%r12, %rax
	jne	.L126
	testb	%bpl, %bpl
	je	.L127
	cmpq	$0, 24(%rsp)
	je	.L149
	movq	24(%rsp), %rax
.L147:
	imulq	%rax, %r14
.L130:
	movq	%r14, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	%rdx, %rsi
	movq	%rax, %r11
	testq	%rdx, %rdx
	jne	.L150
	movq	24(%rsp), %rax
	movq	%r11, %rcx
	mulq	%rbx
	xorl	%ebx, %ebx
	addq	%rax, %rcx
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	sbbq	%rbx, %rsi
	jc	.L116
.L131:
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
.L116:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC5(%rip), %r8
	leaq	.LC6(%rip), %rdx
	call	snprintf@PLT
.L113:
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
.L127:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L136
	movq	%r14, %rcx
	orq	%rbx, %rcx
	je	.L131
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L147
	leaq	.LC3(%rip), %r8
.L128:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC8(%rip), %rdx
	call	snprintf@PLT
	jmp	.L113
	.p2align 4,,10
	.p2align 3
.L148:
	movzbl	1(%rcx), %ebp
	leaq	2(%rax), %rsi
	leal	-48(%rbp), %ecx
	cmpb	$9, %cl
	ja	.L151
	addq	$11, %rax
	.p2align 4,,10
	.p2align 3
.L123:
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
	ja	.L152
	cmpq	%rsi, %rax
	jne	.L123
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC9(%rip), %r8
	leaq	.LC10(%rip), %rdx
	call	snprintf@PLT
	jmp	.L113
.L136:
	movq	$1, 24(%rsp)
	jmp	.L130
.L152:
	movq	%rsi, %rcx
	jmp	.L121
.L110:
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
	jmp	.L113
.L149:
	leaq	.LC2(%rip), %r8
	jmp	.L128
.L150:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC11(%rip), %r8
	leaq	.LC12(%rip), %rdx
	call	snprintf@PLT
	jmp	.L113
.L151:
	leaq	.LC7(%rip), %r8
	jmp	.L128
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
.LFB162:
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
	jne	.L161
	cmpq	$0, 64(%rbx)
	movq	8(%rsp), %rdx
	je	.L156
	testq	%rdx, %rdx
	je	.L162
.L156:
	movq	56(%rbx), %rcx
	movq	%rdx, (%r15,%rcx)
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L153
	movl	$1, (%r15,%rdx)
.L153:
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
.L162:
	.cfi_restore_state
	movq	(%rbx), %rcx
	movq	%rbp, %r8
	leaq	.LC14(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L155:
	movl	$-1, %eax
	jmp	.L153
.L161:
	movq	(%rbx), %rcx
	movq	%r14, %r8
	leaq	.LC13(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L155
	.cfi_endproc
.LFE162:
	.size	set_time, .-set_time
	.p2align 4
	.type	set_duration, @function
set_duration:
.LFB167:
	.cfi_startproc
	movq	$0, 384(%rdi)
	jmp	set_time
	.cfi_endproc
.LFE167:
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
.LFB170:
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
	jne	.L173
.L165:
	xorl	%eax, %eax
.L164:
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
.L173:
	.cfi_restore_state
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L166
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L166
	movq	%rax, 168(%rbx)
	jmp	.L165
.L166:
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbp, %r8
	movq	%r14, %rsi
	leaq	.LC16(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L164
	.cfi_endproc
.LFE170:
	.size	set_expected, .-set_expected
	.p2align 4
	.type	set_choice, @function
set_choice:
.LFB164:
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
	je	.L175
	movq	%rdi, %r13
	xorl	%r14d, %r14d
	jmp	.L179
	.p2align 4,,10
	.p2align 3
.L176:
	addq	$1, %r14
	movq	0(%rbp,%r14,8), %rsi
	testq	%rsi, %rsi
	je	.L175
.L179:
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L176
	movq	56(%r12), %rcx
	movq	80(%r12), %rdx
	movl	%r14d, 0(%r13,%rcx)
	testq	%rdx, %rdx
	je	.L174
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
.L175:
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
.L174:
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
.LFE164:
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
.LFB171:
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
.LFE171:
	.size	set_exact_by, .-set_exact_by
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB24:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L199
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
	jne	.L195
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L195
	cmpq	%r14, %rax
	jb	.L195
	cmpq	%rax, %r12
	jb	.L195
	movq	%rax, 0(%r13)
.L192:
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
.L195:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L192
	.p2align 4,,10
	.p2align 3
.L199:
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
.LFB150:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L205
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
.L202:
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
	jb	.L202
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
.L205:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE150:
	.size	values_writer, .-values_writer
	.section	.rodata.str1.8
	.align 8
.LC20:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB55:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L216
	movq	(%rdi), %rax
	movq	%rdi, %r9
	testq	%r8, %r8
	je	.L210
	movq	%rsi, %r10
	xorl	%edi, %edi
	xorl	%r11d, %r11d
	jmp	.L211
	.p2align 4,,10
	.p2align 3
.L212:
	addq	$1, %rdi
	cmpq	%rdi, %r10
	je	.L208
.L215:
	movq	(%r9,%rdi,8), %rax
	cmpq	%r8, %rsi
	je	.L210
.L211:
	leaq	1(%r11), %rsi
	movq	%rax, (%rcx,%r11,8)
	movq	%rsi, %r11
	cmpq	%rdx, %rax
	jb	.L212
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L212
	cmpq	%rsi, %r8
	jne	.L213
	jmp	.L210
	.p2align 4,,10
	.p2align 3
.L214:
	cmpq	%rsi, %r8
	je	.L210
.L213:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L214
	addq	$1, %rdi
	movq	%rsi, %r11
	cmpq	%rdi, %r10
	jne	.L215
.L208:
	movq	%r11, %rax
	ret
.L210:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC20(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L216:
	.cfi_def_cfa_offset 8
	xorl	%r11d, %r11d
	jmp	.L208
	.cfi_endproc
.LFE55:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	table_push, @function
table_push:
.LFB126:
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
	je	.L225
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L241
.L225:
	cmpq	16(%rbx), %rsi
	je	.L227
	movq	(%rbx), %rax
.L228:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L226:
	xorl	%eax, %eax
.L224:
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
.L227:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L233
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L232
	salq	$5, %rsi
.L229:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L232
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L228
	.p2align 4,,10
	.p2align 3
.L241:
	addq	%rbp, 8(%rax)
	jmp	.L226
	.p2align 4,,10
	.p2align 3
.L233:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L229
.L232:
	movl	$-1, %eax
	jmp	.L224
	.cfi_endproc
.LFE126:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB128:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L251
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
	jmp	.L245
	.p2align 4,,10
	.p2align 3
.L247:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L254
.L245:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L247
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L247
	orl	$-1, %eax
	jmp	.L242
	.p2align 4,,10
	.p2align 3
.L254:
	xorl	%eax, %eax
.L242:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L251:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE128:
	.size	table_from_lattice, .-table_from_lattice
	.p2align 4
	.type	dist_free, @function
dist_free:
.LFB66:
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
.LFE66:
	.size	dist_free, .-dist_free
	.globl	__udivti3
	.globl	__divti3
	.p2align 4
	.type	ref_summary, @function
ref_summary:
.LFB95:
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
	je	.L269
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
.L259:
	movq	(%rax), %r12
	xorl	%r11d, %r11d
	addq	%r12, %rsi
	adcq	%r11, %rdi
	cmpq	%r12, %r14
	adcq	$0, %rdx
	addq	$8, %rax
	movq	%rdx, 56(%rcx)
	cmpq	%rax, %r13
	jne	.L259
	movq	%rsi, 64(%rcx)
	movq	%r8, %r14
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	movl	200(%r9), %eax
	movq	%rdi, 72(%rcx)
	leaq	PCT_MILLI(%rip), %r15
	testl	%eax, %eax
	je	.L272
	.p2align 4,,10
	.p2align 3
.L262:
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
	jne	.L262
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
.L272:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L262
	.p2align 4,,10
	.p2align 3
.L269:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE95:
	.size	ref_summary, .-ref_summary
	.p2align 4
	.type	corrected_summarise, @function
corrected_summarise:
.LFB64:
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
	je	.L274
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
	jmp	.L278
	.p2align 4,,10
	.p2align 3
.L313:
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
.L276:
	cmpq	%rbp, %rsi
	movq	80(%rsp), %rax
	adcq	$0, %r9
	addq	$8, %rdi
	cmpq	%rax, %rdi
	je	.L312
.L278:
	movq	(%rdi), %rsi
	cmpq	%rbp, %rsi
	jb	.L313
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
	jnb	.L314
	leaq	0(%rbp,%r8), %rax
	cmpq	%rax, %r11
	jb	.L276
	movq	$0, 56(%rsp)
	movq	%r11, %rax
	xorl	%edx, %edx
	subq	%r8, %rax
	divq	%rbp
	movq	%rax, 48(%rsp)
	addq	48(%rsp), %r14
	adcq	56(%rsp), %r15
	jmp	.L276
.L314:
	addq	(%rsp), %r14
	adcq	8(%rsp), %r15
	jmp	.L276
.L274:
	xorl	%eax, %eax
.L273:
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
.L312:
	.cfi_restore_state
	movq	%r13, %rax
	movq	%r14, %rsi
	movq	%r9, 48(%rsp)
	movq	64(%rsp), %r10
	subq	$0, %rax
	movq	88(%rsp), %r14
	movl	104(%rsp), %r8d
	jne	.L294
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
	je	.L315
.L281:
	xorl	%r11d, %r11d
	movq	%r14, 80(%rsp)
	movq	48(%rsp), %rbx
	movq	%r15, %r8
	movq	$0, 88(%rsp)
	movq	%r11, (%rsp)
	jmp	.L293
	.p2align 4,,10
	.p2align 3
.L282:
	movq	-8(%r10,%r8,8), %rax
.L285:
	movq	(%rsp), %rdi
	movq	192(%rsp), %rsi
	movq	%rax, 8(%rsi,%rdi)
	addq	$8, %rdi
	movq	%rdi, (%rsp)
	cmpq	$48, %rdi
	je	.L274
	movq	(%rsi), %r8
.L293:
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
	jnb	.L282
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
	jnb	.L316
	movq	%r9, %rsi
	movq	80(%rsp), %r9
	.p2align 4,,10
	.p2align 3
.L284:
	xorl	%r15d, %r15d
	addq	%r8, %r12
	movq	%r8, %r14
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%r9, %rbx
	jb	.L286
	jmp	.L317
	.p2align 4,,10
	.p2align 3
.L289:
	addq	%r14, %r12
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%rbx, %r9
	je	.L318
.L286:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	cmpq	%r8, %rax
	je	.L289
.L311:
	movq	%rax, %rcx
.L288:
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
	jnb	.L308
	movq	%rcx, %r8
	jmp	.L284
	.p2align 4,,10
	.p2align 3
.L318:
	movq	(%r10,%r9,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rax, %rcx
	jmp	.L288
	.p2align 4,,10
	.p2align 3
.L308:
	movq	%rax, %rsi
.L283:
	leaq	-1(%rsi), %rax
	imulq	%rdi, %rax
	subq	%rax, %r11
	movq	80(%rsp), %rax
	movq	%r11, 32(%rsp)
	cmpq	%rax, %rbx
	jnb	.L292
	movq	96(%rsp), %rcx
	movq	%rbx, %rax
	movq	80(%rsp), %r9
	negq	%rax
	leaq	(%rcx,%rax,8), %r11
	movq	%rbx, %rcx
	.p2align 4,,10
	.p2align 3
.L291:
	movq	(%r10,%rcx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rdx, (%r11,%rcx,8)
	addq	$1, %rcx
	cmpq	%rcx, %r9
	jne	.L291
.L292:
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
	jmp	.L285
.L317:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	jmp	.L311
.L315:
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
	jmp	.L281
.L316:
	movq	88(%rsp), %r8
	jmp	.L283
.L294:
	movl	$-2, %eax
	jmp	.L273
	.cfi_endproc
.LFE64:
	.size	corrected_summarise, .-corrected_summarise
	.p2align 4
	.type	lattice_summarise, @function
lattice_summarise:
.LFB84:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movups	%xmm0, 64(%rcx)
	movq	8(%rdi), %rax
	testq	%rax, %rax
	je	.L341
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
.L322:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L321
	addq	%rbp, 56(%rbx)
.L321:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L322
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L329
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L320
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L344
.L325:
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
.L328:
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
	jnb	.L326
	.p2align 4,,10
	.p2align 3
.L327:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L327
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L326:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L328
.L320:
	xorl	%eax, %eax
.L319:
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
.L344:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L325
.L341:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L329:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L319
	.cfi_endproc
.LFE84:
	.size	lattice_summarise, .-lattice_summarise
	.p2align 4
	.type	table_from_dist, @function
table_from_dist:
.LFB130:
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
	je	.L353
	movq	(%rdi), %rcx
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	leaq	16(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L346:
	movq	%r13, %rbx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movl	$1, %esi
	salq	$5, %rbx
	leaq	(%rcx,%rbx), %rdx
	cmpq	$0, 16(%rdx)
	jne	.L349
	jmp	.L352
	.p2align 4,,10
	.p2align 3
.L378:
	testb	%sil, %sil
	je	.L352
.L349:
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
	jb	.L378
.L352:
	addq	$1, %r13
	cmpq	8(%rbp), %r13
	jnb	.L351
	testb	%sil, %sil
	jne	.L346
.L351:
	testl	%eax, %eax
	je	.L353
.L348:
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
.L353:
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
	jne	.L354
	jmp	.L348
	.p2align 4,,10
	.p2align 3
.L379:
	cmpq	%rbp, %r12
	jnb	.L348
.L354:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	addq	$1, %r12
	addq	$16, %rbx
	call	table_push
	testl	%eax, %eax
	je	.L379
	jmp	.L348
	.cfi_endproc
.LFE130:
	.size	table_from_dist, .-table_from_dist
	.section	.rodata.str1.1
.LC21:
	.string	" ="
	.text
	.p2align 4
	.type	word_in, @function
word_in:
.LFB177:
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
	je	.L386
	movq	%rbx, %rdi
	leaq	.LC21(%rip), %rsi
	movq	%rax, %rbp
	call	strpbrk@PLT
	xorl	%edi, %edi
	testq	%rax, %rax
	jne	.L380
	movq	%r12, %rdi
	.p2align 4,,10
	.p2align 3
.L382:
	movq	%rbx, %rsi
	call	strstr@PLT
	testq	%rax, %rax
	je	.L386
	leaq	(%rax,%rbp), %rdi
	cmpq	%rax, %r12
	je	.L383
	cmpb	$32, -1(%rax)
	jne	.L382
.L383:
	movzbl	(%rdi), %eax
	testb	$-33, %al
	je	.L380
	cmpb	$61, %al
	jne	.L382
.L380:
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
.L386:
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
.LFE177:
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
.LFB133:
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
	je	.L391
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L390:
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
.L391:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L390
	.cfi_endproc
.LFE133:
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
.LFB141:
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
	je	.L395
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L397:
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
	jne	.L397
.L395:
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
.LFE141:
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
.LFB228:
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
	je	.L411
	leaq	.LC35(%rip), %rbp
	leaq	.LC34(%rip), %r12
	jmp	.L406
	.p2align 4,,10
	.p2align 3
.L407:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L412
	cmpb	$127, %al
	je	.L412
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L408:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L411
.L406:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L407
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L406
.L411:
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
.L412:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L408
	.cfi_endproc
.LFE228:
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
	jne	.L419
	testl	%ebp, %ebp
	jne	.L424
.L417:
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
.L419:
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
.L424:
	.cfi_restore_state
	movl	$-4, %ebp
	jmp	.L417
	.cfi_endproc
.LFE14:
	.size	fault_rc, .-fault_rc
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB101:
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
	je	.L426
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L427:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L427
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L432:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L432
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L429
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L451
.L448:
	pxor	%xmm0, %xmm0
.L434:
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
.L426:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L429:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC37(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L448
.L451:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L449
	sqrtsd	%xmm0, %xmm0
.L438:
	divsd	%xmm2, %xmm0
	jmp	.L434
.L449:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L438
	.cfi_endproc
.LFE101:
	.size	stats_of, .-stats_of
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB137:
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
	jbe	.L453
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
.L453:
	movq	.LC42(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC43(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L452
	movsd	.LC44(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L461
	addsd	%xmm0, %xmm0
.L452:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L461:
	.cfi_restore_state
	movsd	.LC45(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L462
	mulsd	.LC38(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L462:
	.cfi_restore_state
	mulsd	.LC42(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE137:
	.size	nice_step, .-nice_step
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB131:
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
	je	.L465
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L466:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L466
	testq	%rcx, %rcx
	je	.L480
	testq	%rbx, %rbx
	je	.L480
	testq	%rcx, %rcx
	js	.L467
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L468:
	movsd	.LC47(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L478
	.p2align 4,,10
	.p2align 3
.L501:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L474
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
	je	.L499
	movq	%r9, %rsi
	movq	%rax, %rbx
.L474:
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
	jnb	.L500
.L478:
	testl	%eax, %eax
	je	.L469
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L469:
	testq	%r14, %r14
	js	.L471
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L472:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L501
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L478
.L500:
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
.L465:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L464:
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
.L471:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L472
	.p2align 4,,10
	.p2align 3
.L467:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L468
.L480:
	xorl	%esi, %esi
	jmp	.L465
.L499:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L464
	.cfi_endproc
.LFE131:
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
.LFB149:
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
	je	.L536
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
	je	.L552
	movsd	.LC55(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC57(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L512
	.p2align 4,,10
	.p2align 3
.L553:
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
	je	.L513
.L512:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC47(%rip), %xmm1
	testq	%rax, %rax
	js	.L507
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L508:
	movsd	.LC47(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L553
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L512
.L513:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L554
.L505:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L518
	.p2align 4,,10
	.p2align 3
.L556:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L516
.L557:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L517:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L555
.L518:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L556
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
	jns	.L557
.L516:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L517
	.p2align 4,,10
	.p2align 3
.L507:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L508
	.p2align 4,,10
	.p2align 3
.L555:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L525
	.p2align 4,,10
	.p2align 3
.L559:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L523
.L560:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L524:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L558
.L525:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L559
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
	jns	.L560
.L523:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L524
	.p2align 4,,10
	.p2align 3
.L558:
	movsd	.LC58(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L526
	cvttsd2siq	%xmm4, %r14
.L520:
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
	jbe	.L537
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L529:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L528
	cmpl	$63, %ebp
	jle	.L529
.L528:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L550
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L533:
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
	js	.L534
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L535:
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
.L502:
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
.L526:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L520
	.p2align 4,,10
	.p2align 3
.L534:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L535
	.p2align 4,,10
	.p2align 3
.L537:
	movl	$1, %ebp
	jmp	.L528
	.p2align 4,,10
	.p2align 3
.L552:
	movsd	.LC55(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L505
	.p2align 4,,10
	.p2align 3
.L554:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L520
.L536:
	movl	$-1, %eax
	jmp	.L502
.L550:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L533
	.cfi_endproc
.LFE149:
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
.LFB148:
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
	je	.L569
	movq	%rax, %rbx
	movq	%rax, %rdi
	movq	%r14, %rsi
	call	*%r13
	movq	%rbx, %rdi
	testl	%eax, %eax
	jne	.L570
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L568
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L568
	movq	%rbp, %rsi
	leaq	.LC65(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L561:
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
.L570:
	.cfi_restore_state
	call	fclose@PLT
.L568:
	movq	%r12, %rdi
	call	remove@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC64(%rip), %rsi
	call	fprintf@PLT
.L563:
	movl	$-1, %ebx
	jmp	.L561
.L569:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC63(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L563
	.cfi_endproc
.LFE148:
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
.LFB73:
	.cfi_startproc
	movl	72(%rdi), %edx
	leaq	.LC66(%rip), %rax
	testl	%edx, %edx
	jne	.L571
	cmpl	$0, 8(%rdi)
	leaq	.LC67(%rip), %rax
	jne	.L571
	movq	48(%rdi), %rcx
	testq	%rcx, %rcx
	je	.L573
	cmpl	$0, 40(%rdi)
	leaq	.LC69(%rip), %rax
	jne	.L571
	cmpl	$0, 44(%rdi)
	leaq	.LC68(%rip), %rax
	jne	.L571
.L573:
	movq	(%rdi), %r8
	movq	80(%rdi), %rsi
	leaq	.LC73(%rip), %rax
	cmpq	%rsi, %r8
	jnb	.L571
	movl	152(%rdi), %eax
	cmpl	$2, %eax
	je	.L591
	subl	$1, %eax
	jne	.L575
	cmpq	$1, 160(%rdi)
	leaq	.LC75(%rip), %rax
	ja	.L571
.L575:
	testq	%rcx, %rcx
	je	.L585
	movq	64(%rdi), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	.LC74(%rip), %rax
	testq	%rdx, %rdx
	jne	.L571
	movq	56(%rdi), %rax
	testq	%rax, %rax
	je	.L585
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC72(%rip), %rax
	testq	%rdx, %rdx
	jne	.L571
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
.L585:
	xorl	%eax, %eax
.L571:
	ret
.L591:
	cmpq	$1, 160(%rdi)
	leaq	.LC71(%rip), %rax
	jbe	.L575
	ret
	.cfi_endproc
.LFE73:
	.size	closed_form_gap, .-closed_form_gap
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB80:
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
	je	.L592
	movq	%rdi, %r10
	call	closed_form_gap
	movq	%rax, %rdx
	xorl	%eax, %eax
	testq	%rdx, %rdx
	je	.L605
.L592:
	addq	$48, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
.L605:
	.cfi_restore_state
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
	xorl	%eax, %eax
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L595
	jmp	.L606
	.p2align 4,,10
	.p2align 3
.L599:
	movq	%rdx, %rcx
.L595:
	xorl	%edx, %edx
	divq	%rcx
	movq	%rcx, %rax
	testq	%rdx, %rdx
	jne	.L599
.L594:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	je	.L607
	movq	%rcx, %rax
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L595
.L606:
	movq	%rax, %rcx
	jmp	.L594
.L607:
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
	jmp	.L592
	.cfi_endproc
.LFE80:
	.size	lattice_plan, .-lattice_plan
	.p2align 4
	.type	plan_route, @function
plan_route:
.LFB103:
	.cfi_startproc
	movl	204(%rdi), %eax
	testl	%eax, %eax
	je	.L616
	ret
.L616:
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
	jne	.L610
	movq	%rbx, %rdi
	call	sort_fits
	cmpl	$1, %eax
	sbbl	%eax, %eax
	andl	$2, %eax
	addl	$1, %eax
.L608:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
.L610:
	.cfi_restore_state
	movl	$2, %eax
	jmp	.L608
	.cfi_endproc
.LFE103:
	.size	plan_route, .-plan_route
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB247:
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
	je	.L624
.L618:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L617:
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
.L624:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L625
	movl	$512, %esi
	movl	$16, %ebp
.L619:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L626
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L618
	.p2align 4,,10
	.p2align 3
.L625:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L619
.L626:
	movl	$1, 24(%rbx)
	jmp	.L617
	.cfi_endproc
.LFE247:
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
.LFB198:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rcx
	cmpl	$-4, %edi
	je	.L632
	cmpl	$-2, %edi
	je	.L633
	movq	%rsi, %rdx
	movq	%rcx, %rdi
	leaq	.LC78(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %eax
.L627:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L632:
	.cfi_restore_state
	leaq	4+run_fault(%rip), %rdx
	leaq	.LC76(%rip), %rsi
	movq	%rcx, %rdi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	run_fault(%rip), %eax
	jmp	.L627
.L633:
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC77(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L627
	.cfi_endproc
.LFE198:
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
.LFB253:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	je	.L635
	testq	%rsi, %rsi
	js	.L636
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L638
.L646:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L639:
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
.L636:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L646
.L638:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L639
	.p2align 4,,10
	.p2align 3
.L635:
	movq	%rbx, %rax
	movl	$6369134, (%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE253:
	.size	fmt_ratio.constprop.0, .-fmt_ratio.constprop.0
	.p2align 4
	.type	alternatives.constprop.0, @function
alternatives.constprop.0:
.LFB256:
	.cfi_startproc
	movzbl	(%rdi), %ecx
	movq	%rsi, %rax
	testb	%cl, %cl
	je	.L653
	xorl	%edx, %edx
	jmp	.L652
	.p2align 4,,10
	.p2align 3
.L649:
	addq	$1, %rdi
	movb	%cl, (%r8)
	addq	$1, %rdx
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	je	.L655
.L651:
	leaq	4(%rdx), %r8
	cmpq	$127, %r8
	ja	.L656
.L652:
	leaq	(%rax,%rdx), %r8
	cmpb	$32, %cl
	jne	.L649
	addq	$1, %rdi
	movl	$544370464, (%r8)
	addq	$4, %rdx
	movb	$0, 4(%r8)
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	jne	.L651
	.p2align 4,,10
	.p2align 3
.L655:
	movl	$127, %ecx
	cmpq	%rcx, %rdx
	cmova	%rcx, %rdx
	addq	%rax, %rdx
.L648:
	movb	$0, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L656:
	addq	%rax, %rdx
	movb	$0, (%rdx)
	ret
.L653:
	movq	%rsi, %rdx
	jmp	.L648
	.cfi_endproc
.LFE256:
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
.LFB257:
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
	jb	.L658
	movapd	%xmm3, %xmm0
	leaq	.LC82(%rip), %r12
	jmp	.L661
	.p2align 4,,10
	.p2align 3
.L665:
	movsd	16(%rbx), %xmm0
.L661:
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
	jnb	.L665
.L658:
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
.LFE257:
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
.LFB258:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rsi, %rax
	movq	%rdi, %rbx
	cmpq	$999999999, %rsi
	ja	.L673
	cmpq	$999999, %rsi
	ja	.L674
	cmpq	$1000, %rsi
	sbbq	%rcx, %rcx
	andq	$-999, %rcx
	addq	$1000, %rcx
	cmpq	$1000, %rsi
	sbbl	%edi, %edi
	notl	%edi
	addl	$3, %edi
.L667:
	xorl	%edx, %edx
	movslq	%edi, %rsi
	leaq	U.4(%rip), %r11
	divq	%rcx
	movq	%rax, %rcx
	leaq	(%rsi,%rsi,2), %rax
	movl	16(%r11,%rax,8), %r8d
	testl	%r8d, %r8d
	je	.L669
	movabsq	$-3689348814741910323, %r9
	movq	%rdx, %rax
	movabsq	$1844674407370955161, %r10
	imulq	%r9, %rax
	rorq	%rax
	cmpq	%rax, %r10
	jnb	.L671
	jmp	.L670
	.p2align 4,,10
	.p2align 3
.L684:
	movq	%rdx, %rdi
	imulq	%r9, %rdi
	rorq	%rdi
	cmpq	%rdi, %r10
	jb	.L670
.L671:
	movq	%rdx, %rax
	mulq	%r9
	shrq	$3, %rdx
	subl	$1, %r8d
	jne	.L684
.L669:
	imulq	$24, %rsi, %rdi
	leaq	.LC88(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	movq	(%r11,%rdi), %r8
	movq	%rbx, %rdi
	call	snprintf@PLT
.L672:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L670:
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
	jmp	.L672
.L673:
	movl	$1000000000, %ecx
	xorl	%edi, %edi
	jmp	.L667
.L674:
	movl	$1000000, %ecx
	movl	$1, %edi
	jmp	.L667
	.cfi_endproc
.LFE258:
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
.LFB259:
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
	jnb	.L690
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L691
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
.L691:
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
.L690:
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
.LFE259:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.p2align 4
	.type	set_reps, @function
set_reps:
.LFB169:
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
	jne	.L696
	movl	$1, 512(%r14)
	movq	8(%rsp), %rdx
	movl	%edx, 216(%r14)
.L692:
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
.L696:
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
	jmp	.L692
	.cfi_endproc
.LFE169:
	.size	set_reps, .-set_reps
	.p2align 4
	.type	set_count, @function
set_count:
.LFB163:
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
	jne	.L703
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L697
	movl	$1, (%r14,%rdx)
.L697:
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
.L703:
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
	jmp	.L697
	.cfi_endproc
.LFE163:
	.size	set_count, .-set_count
	.p2align 4
	.type	dist_count_le.isra.0, @function
dist_count_le.isra.0:
.LFB263:
	.cfi_startproc
	movq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L709
	salq	$5, %rsi
	xorl	%r10d, %r10d
	leaq	(%rdi,%rsi), %r8
	jmp	.L708
	.p2align 4,,10
	.p2align 3
.L706:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L707
	subq	%r9, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L707
	subq	%rax, %rdx
	imulq	%rcx, %rdx
	addq	%rdx, %r10
.L707:
	addq	$32, %rdi
	cmpq	%rdi, %r8
	je	.L704
.L708:
	movq	(%rdi), %rax
	movq	24(%rdi), %rcx
	cmpq	%rax, %r9
	jb	.L706
	imulq	16(%rdi), %rcx
	addq	$32, %rdi
	addq	%rcx, %r10
	cmpq	%rdi, %r8
	jne	.L708
.L704:
	movq	%r10, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L709:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	ret
	.cfi_endproc
.LFE263:
	.size	dist_count_le.isra.0, .-dist_count_le.isra.0
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
.LFB70:
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
	je	.L715
	movq	(%rdi), %rdi
	movq	16(%rdi), %rax
	movq	%rdi, 56(%rsp)
	movq	%rax, (%rsp)
	mulq	24(%rdi)
	movq	%rax, %r14
	movq	%rdx, %rax
	movq	%rdx, %r15
	subq	$0, %rax
	jne	.L731
	leaq	48(%rdi), %rcx
	xorl	%esi, %esi
	movq	$-1, %r10
	xorl	%edi, %edi
	jmp	.L717
	.p2align 4,,10
	.p2align 3
.L718:
	movq	(%rcx), %rax
	mulq	8(%rcx)
	addq	%rax, %r14
	movq	%rdi, %rax
	adcq	%rdx, %r15
	addq	$32, %rcx
	cmpq	%r14, %r10
	sbbq	%r15, %rax
	jc	.L731
.L717:
	addq	$1, %rsi
	cmpq	%r12, %rsi
	jne	.L718
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
.L719:
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
	jne	.L719
	movq	16(%rsp), %r14
	movl	40(%rsp), %r11d
	movq	%r15, %rbp
	movq	24(%rsp), %r15
	movq	%r14, 40(%rsp)
.L720:
	movq	40(%rsp), %rax
	movq	%r12, 64(%rbx)
	movq	%r13, 72(%rbx)
	movq	%rax, (%rbx)
	movq	$99999, 64(%rsp)
	movq	$0, 72(%rsp)
	testl	%r11d, %r11d
	jne	.L722
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
.L722:
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
.L729:
	movq	40(%rsp), %r14
	xorl	%r15d, %r15d
	testq	%r14, %r14
	je	.L723
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
	je	.L733
	movq	%rbx, %rax
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L725:
	movq	(%rax), %rdx
	cmpq	%rdx, %r13
	cmovb	%rdx, %r13
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L725
.L724:
	xorl	%r15d, %r15d
	jmp	.L727
	.p2align 4,,10
	.p2align 3
.L728:
	movq	%r13, %r14
	movq	8(%rbp), %rsi
	movq	%rbx, %rdi
	subq	%r15, %r14
	shrq	%r14
	addq	%r15, %r14
	movq	%r14, %rdx
	call	dist_count_le.isra.0
	cmpq	%r11, %rax
	jb	.L740
	movq	%r14, %r13
.L727:
	cmpq	%r13, %r15
	jb	.L728
.L723:
	movq	16(%rsp), %rax
	addq	$8, (%rsp)
	leaq	48+PCT_MILLI(%rip), %rdi
	movq	%r15, (%rax)
	addq	$8, %rax
	movq	%rax, 16(%rsp)
	movq	(%rsp), %rax
	cmpq	%rax, %rdi
	jne	.L729
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
.L740:
	.cfi_restore_state
	leaq	1(%r14), %r15
	jmp	.L727
	.p2align 4,,10
	.p2align 3
.L731:
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
.L733:
	.cfi_restore_state
	xorl	%r13d, %r13d
	jmp	.L724
.L715:
	movq	(%rdi), %rax
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	xorl	%r12d, %r12d
	movq	$0, 40(%rsp)
	xorl	%r13d, %r13d
	movq	%rax, 56(%rsp)
	jmp	.L720
	.cfi_endproc
.LFE70:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB264:
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
	jne	.L743
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L743:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L745:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L744
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
.L744:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L745
	testq	%r15, %r15
	je	.L749
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L747:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L747
.L746:
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
.L749:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L746
	.cfi_endproc
.LFE264:
	.size	summarise.isra.0, .-summarise.isra.0
	.section	.rodata.str1.1
.LC92:
	.string	"s"
.LC93:
	.string	"given"
	.section	.rodata.str1.8
	.align 8
.LC94:
	.string	"coordinated omission on a virtual clock (%s): closed loop, open loop, corrected\n"
	.section	.rodata.str1.1
.LC95:
	.string	"server: service %s us; "
.LC96:
	.string	"no stalls"
.LC97:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC98:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC99:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC100:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC101:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC102:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC103:
	.string	"\ncorrection: expected interval "
	.align 8
.LC104:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC105:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC106:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC107:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC108:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC109:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC110:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC111:
	.string	"route: lattice, exact counts on %lu ns steps (%lu values), %d requests a chunk"
	.align 8
.LC112:
	.string	"route: sorted, every sample kept and sorted"
	.align 8
.LC113:
	.string	"route: passes, none kept; each rep walks the run again until every percentile is found exactly"
	.section	.rodata.str1.1
.LC114:
	.string	"; 1 warmup + %u reps\n"
	.section	.rodata.str1.8
	.align 8
.LC115:
	.string	"; one walk, no warmup (--reps N: a warmup, then N timed reps)"
	.text
	.p2align 4
	.type	print_plan, @function
print_plan:
.LFB203:
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
	movq	24(%rdi), %r12
	leaq	.LC94(%rip), %rdi
	leaq	80(%rsp), %r14
	call	printf@PLT
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC95(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$0, 48(%rbx)
	je	.L782
	cmpq	$0, 56(%rbx)
	movq	64(%rbx), %rsi
	je	.L783
	movq	%r14, %rdi
	leaq	48(%rsp), %r13
	call	fmt_us.constprop.0
	movq	56(%rbx), %rsi
	movq	%r13, %rdi
	movq	%rax, 8(%rsp)
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, %r15
	call	fmt_us.constprop.0
	movq	8(%rsp), %rcx
	movq	%r15, %rdx
	leaq	.LC98(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L756:
	movl	72(%rbx), %esi
	movq	136(%rbx), %r15
	testl	%esi, %esi
	je	.L784
	xorl	%esi, %esi
	cmpq	$1, %r15
	jbe	.L760
	movq	128(%rbx), %rsi
	subq	120(%rbx), %rsi
	subq	$1, %r15
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r15
	movq	%rax, %rsi
.L760:
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movl	72(%rbx), %esi
	movq	136(%rbx), %rdx
	leaq	.LC100(%rip), %rdi
	movq	%rax, %rcx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L759:
	movq	160(%rbx), %rdx
	movl	152(%rbx), %esi
	leaq	.LC1(%rip), %rax
	leaq	.LC92(%rip), %rcx
	leaq	.LC101(%rip), %rdi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	144(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L785
.L762:
	leaq	.LC103(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	176(%rbx), %ecx
	testl	%ecx, %ecx
	jne	.L786
	movq	184(%rbx), %r15
	movq	168(%rbx), %rsi
	leaq	.LC93(%rip), %rax
	movq	%r13, %rdi
	testq	%r15, %r15
	cmove	%rax, %r15
	call	fmt_us.constprop.0
	leaq	.LC105(%rip), %rdi
	movq	%rax, %rsi
	movq	%r15, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L764:
	movq	192(%rbx), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movl	200(%rbx), %ecx
	leaq	.LC106(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%rbx), %edx
	testl	%edx, %edx
	je	.L787
	movq	136(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	%rax, 8(%rsp)
	mulq	(%rbx)
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%rcx, %rsi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	jnc	.L767
.L768:
	movq	16(%rbp), %rsi
	testq	%rsi, %rsi
	je	.L788
	leaq	.LC109(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC110(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L770:
	movl	24(%r12), %eax
	cmpl	$2, %eax
	je	.L789
	cmpl	$1, %eax
	je	.L790
	leaq	.LC113(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L772:
	movl	220(%rbx), %eax
	testl	%eax, %eax
	je	.L774
	movl	216(%rbx), %esi
	addq	$120, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC114(%rip), %rdi
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
.L783:
	.cfi_restore_state
	leaq	48(%rsp), %r13
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, %r15
	call	fmt_us.constprop.0
	movq	%r15, %rdx
	leaq	.LC97(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L756
.L774:
	addq	$120, %rsp
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
.L787:
	.cfi_restore_state
	movq	80(%rbx), %rax
	cmpq	%rax, (%rbx)
	jb	.L768
.L767:
	leaq	.LC107(%rip), %rdi
	call	puts@PLT
	jmp	.L768
.L786:
	leaq	.LC104(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L764
.L785:
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	leaq	.LC102(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L762
.L784:
	movq	80(%rbx), %rsi
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movq	%r15, %rdx
	leaq	.LC99(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L759
.L782:
	leaq	.LC96(%rip), %rdi
	leaq	48(%rsp), %r13
	call	puts@PLT
	jmp	.L756
.L790:
	leaq	.LC112(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L772
.L789:
	movq	40(%r12), %rdx
	movq	32(%r12), %rsi
	movl	$65536, %ecx
	xorl	%eax, %eax
	leaq	.LC111(%rip), %rdi
	call	printf@PLT
	jmp	.L772
.L788:
	movl	$29, %esi
	leaq	.LC108(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L770
	.cfi_endproc
.LFE203:
	.size	print_plan, .-print_plan
	.section	.rodata.str1.8
	.align 8
.LC116:
	.string	"bench: internal error: the reference overran %lu samples\n"
	.text
	.p2align 4
	.type	ref_walk_whole.constprop.0, @function
ref_walk_whole.constprop.0:
.LFB266:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdi, %r15
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
	movq	%r8, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rcx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%r9, %rbx
	subq	$32936, %rsp
	.cfi_def_cfa_offset 32992
	movq	%rdi, 80(%rsp)
	movq	160(%rdi), %rdi
	movl	%esi, 20(%rsp)
	movl	%esi, 88(%rsp)
	movl	$8, %esi
	movq	%rdx, 24(%rsp)
	movl	$0, 156(%rsp)
	movups	%xmm0, 92(%rsp)
	movups	%xmm0, 108(%rsp)
	movups	%xmm0, 124(%rsp)
	movups	%xmm0, 140(%rsp)
	call	calloc@PLT
	movq	%rax, 128(%rsp)
	testq	%rax, %rax
	je	.L804
	movq	%rax, %rdi
	leaq	80(%rsp), %r13
	pxor	%xmm0, %xmm0
	xorl	%eax, %eax
	movq	%rdi, 32(%rsp)
	leaq	160(%rsp), %r14
	movq	$0, 72(%rsp)
	movq	%rbx, 40(%rsp)
	movq	$0, (%r12)
	movq	%r15, 64(%rsp)
	movq	%r13, 8(%rsp)
	movq	%r15, %r13
	movq	%r12, %r15
	movq	24(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L802:
	movq	%rbp, %r10
	leaq	(%r12,%rax,8), %r9
	subq	%rax, %r10
	cmpl	$3, 20(%rsp)
	je	.L793
	movq	136(%r13), %r11
	movq	72(%rsp), %rsi
	movl	$4096, %eax
	movq	%r11, %rbx
	subq	%rsi, %rbx
	cmpq	%rax, %rbx
	cmova	%rax, %rbx
	cmpq	%rsi, %r11
	je	.L794
	movq	112(%r13), %rcx
	xorl	%eax, %eax
	leaq	(%rcx,%rsi,8), %rdi
	jmp	.L797
	.p2align 4,,10
	.p2align 3
.L808:
	movq	(%rdi,%rax,8), %rdx
	movq	%rdx, (%r14,%rax,8)
	addq	$1, %rax
	cmpq	%rbx, %rax
	jnb	.L807
.L797:
	testq	%rcx, %rcx
	jne	.L808
	leaq	(%rax,%rsi), %rdx
	imulq	80(%r13), %rdx
	movq	%rdx, (%r14,%rax,8)
	addq	$1, %rax
	cmpq	%rbx, %rax
	jb	.L797
.L807:
	xorl	%edx, %edx
	leaq	-1(%rbx), %rax
	cmpq	%rsi, %r11
	cmove	%rdx, %rax
	leaq	1(%rsi,%rax), %rax
	movq	%rax, 72(%rsp)
.L794:
	movq	8(%rsp), %rdi
	movq	%r10, %rdx
	movq	%r9, %rsi
	movq	%r14, 96(%rsp)
	movq	%rbx, 104(%rsp)
	movq	$0, 112(%rsp)
	movq	$0, 120(%rsp)
	call	ref_client
	addq	%rax, (%r15)
	movq	%rax, %rcx
	cmpq	%rbx, 112(%rsp)
	jnb	.L798
.L799:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC116(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L793:
	movq	8(%rsp), %rdi
	movq	%r10, %rdx
	movq	%r9, %rsi
	movq	%r14, 96(%rsp)
	movq	$0, 120(%rsp)
	movups	%xmm0, 104(%rsp)
	call	ref_client
	movq	%rax, %rcx
	movq	(%r15), %rax
	addq	%rcx, %rax
	movq	%rax, (%r15)
	cmpq	%rax, %rbp
	je	.L803
.L800:
	xorl	%ebx, %ebx
.L798:
	orq	%rbx, %rcx
	je	.L801
	movq	(%r15), %rax
	jmp	.L802
	.p2align 4,,10
	.p2align 3
.L803:
	movq	8(%rsp), %rdi
	leaq	56(%rsp), %rsi
	movl	$1, %edx
	movq	%rcx, 24(%rsp)
	call	ref_client
	movq	24(%rsp), %rcx
	testq	%rax, %rax
	je	.L800
	jmp	.L799
	.p2align 4,,10
	.p2align 3
.L801:
	movq	144(%rsp), %rax
	movq	40(%rsp), %rbx
	movq	32(%rsp), %rdi
	movq	%rax, (%rbx)
	call	free@PLT
	xorl	%eax, %eax
.L791:
	addq	$32936, %rsp
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
.L804:
	.cfi_restore_state
	orl	$-1, %eax
	jmp	.L791
	.cfi_endproc
.LFE266:
	.size	ref_walk_whole.constprop.0, .-ref_walk_whole.constprop.0
	.p2align 4
	.type	ref_sorted, @function
ref_sorted:
.LFB97:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	by_kind.5(%rip), %r15
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
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	movl	152(%rdi), %eax
	cmpl	$3, (%r15,%rax,4)
	jne	.L810
	movq	144(%rdi), %rax
	testq	%rax, %rax
	je	.L810
	xorl	%edx, %edx
	movq	160(%rdi), %rcx
	divq	(%rdi)
	leaq	1(%rcx,%rax), %r14
	jmp	.L812
	.p2align 4,,10
	.p2align 3
.L810:
	movq	136(%rbx), %r14
.L812:
	testq	%r14, %r14
	movl	$1, %edi
	movq	$0, 16(%rsp)
	movq	$0, 24(%rsp)
	cmovne	%r14, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	136(%rbx), %rdi
	movq	%rax, %rbp
	movl	$1, %eax
	testq	%rdi, %rdi
	cmove	%rax, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	leaq	8(%r13), %rdi
	movq	%r13, %rcx
	movq	$0, 0(%r13)
	andq	$-8, %rdi
	movq	%rax, %r12
	xorl	%eax, %eax
	movq	$0, 280(%r13)
	subq	%rdi, %rcx
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	testq	%rbp, %rbp
	je	.L830
	testq	%r12, %r12
	je	.L830
	movl	152(%rbx), %eax
	movq	%r14, %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	leaq	256(%r13), %r9
	leaq	16(%rsp), %r8
	movl	(%r15,%rax,4), %esi
	call	ref_walk_whole.constprop.0
	movl	%eax, %r14d
	testl	%eax, %eax
	je	.L852
.L815:
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	addq	$40, %rsp
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
.L852:
	.cfi_restore_state
	movq	136(%rbx), %rcx
	movq	%r12, %rdx
	xorl	%esi, %esi
	movq	%rbx, %rdi
	leaq	264(%r13), %r9
	leaq	24(%rsp), %r8
	call	ref_walk_whole.constprop.0
	movl	%eax, %r14d
	testl	%eax, %eax
	jne	.L815
	cmpq	$0, 48(%rbx)
	movq	256(%r13), %rsi
	je	.L853
	movq	64(%rbx), %rcx
	cmpq	%rsi, %rcx
	jnb	.L854
	movq	56(%rbx), %rdi
	movl	$1, %eax
	testq	%rdi, %rdi
	je	.L820
	leaq	-1(%rsi), %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%rdi
	addq	$1, %rax
.L820:
	movq	%rax, 240(%r13)
	movq	264(%r13), %rdx
.L819:
	cmpq	%rdx, %rcx
	jnb	.L821
	movq	56(%rbx), %rdi
	movl	$1, %eax
	testq	%rdi, %rdi
	je	.L817
	leaq	-1(%rdx), %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%rdi
	addq	$1, %rax
.L817:
	movl	176(%rbx), %ecx
	movq	%rax, 248(%r13)
	movq	16(%rsp), %r15
	testl	%ecx, %ecx
	je	.L822
	movq	160(%rbx), %rdi
	movq	%r15, %rax
	xorl	%edx, %edx
	movq	%r15, %r8
	movq	$-1, %rcx
	divq	%rdi
	subq	%rdx, %r8
	je	.L823
	movq	%rsi, %rax
	xorl	%ecx, %ecx
	mulq	%rdi
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movq	%r8, %rdx
	call	__udivti3@PLT
	movl	$1, %edx
	testq	%rax, %rax
	cmovne	%rax, %rdx
	movq	%rdx, %rcx
.L823:
	movq	%rcx, 272(%r13)
	movq	%rbx, %rdx
	movq	%r13, %rcx
	movq	%r15, %rsi
	movq	%rbp, %rdi
	call	ref_summary
	movq	24(%rsp), %rsi
	movq	%rbx, %rdx
	movq	%r12, %rdi
	leaq	80(%r13), %rcx
	call	ref_summary
	leaq	160(%r13), %rax
	movq	272(%r13), %r11
	xorl	%r13d, %r13d
	movq	%rax, (%rsp)
	testq	%r15, %r15
	je	.L834
	xorl	%esi, %esi
	jmp	.L828
	.p2align 4,,10
	.p2align 3
.L856:
	addq	$1, %rsi
	cmpq	%r15, %rsi
	je	.L855
.L828:
	movq	0(%rbp,%rsi,8), %rax
	movl	$1, %ecx
	cmpq	%r11, %rax
	jb	.L825
	xorl	%edx, %edx
	divq	%r11
	movq	%rax, %rcx
.L825:
	addq	%r13, %rcx
	movq	%rcx, %r13
	jnc	.L856
.L837:
	movl	$-2, %r14d
	jmp	.L815
	.p2align 4,,10
	.p2align 3
.L855:
	testq	%rcx, %rcx
	je	.L837
	cmpq	$4194304, %rcx
	jbe	.L857
.L829:
	testq	%r15, %r15
	movl	$1, %edi
	movq	%r11, 8(%rsp)
	cmovne	%r15, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, %r13
	testq	%rax, %rax
	je	.L830
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movq	%r15, %rsi
	movq	%rbp, %rdi
	call	qsort@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 104
	movq	%r13, %r9
	movq	%r15, %rsi
	movq	192(%rbx), %rcx
	pushq	8(%rsp)
	.cfi_def_cfa_offset 112
	movq	%rbp, %rdi
	movq	24(%rsp), %rdx
	movl	200(%rbx), %r8d
	call	corrected_summarise
	movq	%r13, %rdi
	movl	%eax, %r14d
	call	free@PLT
	popq	%rax
	.cfi_def_cfa_offset 104
	popq	%rdx
	.cfi_def_cfa_offset 96
	jmp	.L815
	.p2align 4,,10
	.p2align 3
.L822:
	movq	168(%rbx), %rcx
	jmp	.L823
	.p2align 4,,10
	.p2align 3
.L857:
	leaq	0(,%rcx,8), %rdi
.L824:
	movq	%r11, 8(%rsp)
	call	malloc@PLT
	movq	8(%rsp), %r11
	testq	%rax, %rax
	je	.L829
	movq	%r11, %rdx
	movq	%r13, %r8
	movq	%r15, %rsi
	movq	%rbp, %rdi
	movq	%rax, %rcx
	movq	%rax, 8(%rsp)
	call	correct_co
	movq	8(%rsp), %r9
	movq	(%rsp), %rcx
	movq	%rbx, %rdx
	movq	%rax, %rsi
	movq	%r9, %rdi
	movq	%r9, (%rsp)
	call	ref_summary
	movq	(%rsp), %rdi
	call	free@PLT
	jmp	.L815
	.p2align 4,,10
	.p2align 3
.L853:
	movq	$0, 240(%r13)
.L821:
	xorl	%eax, %eax
	jmp	.L817
	.p2align 4,,10
	.p2align 3
.L854:
	movq	$0, 240(%r13)
	movq	264(%r13), %rdx
	jmp	.L819
.L834:
	movl	$8, %edi
	jmp	.L824
.L830:
	orl	$-1, %r14d
	jmp	.L815
	.cfi_endproc
.LFE97:
	.size	ref_sorted, .-ref_sorted
	.p2align 4
	.type	ref_job_run, @function
ref_job_run:
.LFB211:
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
.LFE211:
	.size	ref_job_run, .-ref_job_run
	.p2align 4
	.type	aggregate, @function
aggregate:
.LFB125:
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
	jne	.L875
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
.L874:
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
.L862:
	movq	%r12, %rdx
	movq	%rbx, %rsi
	movq	$-1, %rcx
	testl	%ebp, %ebp
	jne	.L865
	jmp	.L869
	.p2align 4,,10
	.p2align 3
.L888:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L864:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%r14, %rdx
	je	.L869
.L865:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L888
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L864
	.p2align 4,,10
	.p2align 3
.L869:
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
	jne	.L862
	movq	64(%rsp), %r15
	movq	%r13, %rbx
	testl	%ebp, %ebp
	je	.L870
	movq	(%rsp), %rax
	movq	24(%rsp), %rdx
	leaq	-56(%rax), %rcx
	.p2align 4,,10
	.p2align 3
.L871:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L871
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
.L872:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L872
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
.L873:
	movdqa	(%rcx), %xmm1
	addq	$16, %rdx
	addq	$288, %rcx
	movaps	%xmm1, -16(%rdx)
	cmpq	%rdx, %rax
	jne	.L873
.L876:
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
	jne	.L874
	movq	80(%rsp), %r13
	movq	48(%rsp), %rdx
.L875:
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
.L870:
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
	jmp	.L876
	.cfi_endproc
.LFE125:
	.size	aggregate, .-aggregate
	.p2align 4
	.type	set_export, @function
set_export:
.LFB172:
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
	je	.L890
	movq	%rdi, %r12
	movq	%rdx, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L890
	movq	56(%rbp), %rax
	movq	%rbx, (%r12,%rax)
	movq	80(%rbp), %rax
	testq	%rax, %rax
	jne	.L893
.L894:
	xorl	%eax, %eax
.L889:
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
.L893:
	.cfi_restore_state
	movl	$1, (%r12,%rax)
	jmp	.L894
	.p2align 4,,10
	.p2align 3
.L890:
	movq	0(%rbp), %rcx
	movq	88(%rbp), %r9
	movq	%rbx, %r8
	movq	%r14, %rsi
	leaq	.LC16(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L889
	.cfi_endproc
.LFE172:
	.size	set_export, .-set_export
	.section	.rodata.str1.1
.LC117:
	.string	"default"
.LC118:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC119:
	.ascii	"usage: ben"
	.string	"ch [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr); 3 --cross-check found no closed form."
	.section	.rodata.str1.1
.LC120:
	.string	"%s%s%s"
.LC121:
	.string	"  %s\n"
.LC122:
	.string	"  %-24s %.*s\n"
	.section	.rodata.str1.8
	.align 8
.LC123:
	.string	"Scenarios (--scenario NAME):\n "
	.section	.rodata.str1.1
.LC124:
	.string	"\n "
.LC125:
	.string	" %.*s%s"
	.section	.rodata.str1.8
	.align 8
.LC126:
	.string	"\nEach of these applies only with another:"
	.section	.rodata.str1.1
.LC127:
	.string	"    %-22s with %s\n"
	.section	.rodata.str1.8
	.align 8
.LC128:
	.string	"On a recorded trace (--correct, --trace-values) only these apply:\n   "
	.section	.rodata.str1.1
.LC129:
	.string	" %s"
	.section	.rodata.str1.8
	.align 8
.LC130:
	.string	"\nThe lab (./lab --help) adds Poisson and replayed schedules, drawn service\ntimes, random stalls, faults, users, the scoreboard and sweeps to these."
	.align 8
.LC131:
	.string	"\nand the lab's (./lab --scenario NAME):\n "
	.text
	.p2align 4
	.type	print_usage, @function
print_usage:
.LFB184:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	.LC119(%rip), %rdi
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
	leaq	.LC122(%rip), %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	leaq	.LC1(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	leaq	OPTIONS(%rip), %rbx
	movq	%rbx, %r13
	subq	$168, %rsp
	.cfi_def_cfa_offset 224
	call	puts@PLT
	leaq	32(%rsp), %rax
	movq	%rbx, 8(%rsp)
	movq	%rax, 16(%rsp)
.L897:
	movq	16(%r13), %r9
	movq	24(%r13), %r14
	leaq	.LC25(%rip), %r8
	testq	%r9, %r9
	je	.L928
.L905:
	movq	16(%rsp), %rbx
	movq	0(%r13), %rcx
	xorl	%eax, %eax
	movl	$64, %esi
	leaq	.LC120(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	ja	.L929
.L898:
	testq	%r15, %r15
	je	.L899
	movl	%r15d, %edx
	movq	16(%rsp), %rsi
	movq	%r14, %rcx
	movq	%r12, %rdi
	subl	%r14d, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L900
	.p2align 4,,10
	.p2align 3
.L930:
	movq	%rax, %rdx
	movq	%rbx, %rcx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	subq	%r15, %rdx
	xorl	%eax, %eax
	movq	%r14, %r15
	subl	$1, %edx
	call	printf@PLT
.L900:
	leaq	1(%r15), %rbx
	movl	$10, %esi
	movq	%rbx, %rdi
	call	strchr@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	jne	.L930
	movq	%rbx, %rdi
	call	strlen@PLT
	movq	%rbx, %rcx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
.L901:
	addq	$104, %r13
	leaq	2392+OPTIONS(%rip), %rax
	cmpq	%rax, %r13
	je	.L931
	movq	24(%r13), %rdi
	movl	$10, %esi
	call	strchr@PLT
	movq	%rax, %r15
	jmp	.L897
	.p2align 4,,10
	.p2align 3
.L931:
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%r15d, %r15d
	movl	$7, %r14d
	leaq	.LC123(%rip), %rdi
	addl	$1, %r15d
	leaq	SCENARIOS(%rip), %r13
	call	printf@PLT
	movl	$1, %r8d
	movq	%rbx, 8(%rsp)
	leaq	.LC117(%rip), %r12
	movq	%r8, %rbx
	leaq	2(%rbx,%r14), %rax
	cmpl	$6, %r15d
	je	.L932
.L908:
	cmpq	$78, %rax
	ja	.L933
.L906:
	movq	%r12, %rdx
	movl	%r14d, %esi
	leaq	.LC118(%rip), %rcx
	xorl	%eax, %eax
	leaq	.LC125(%rip), %rdi
	addq	$24, %r13
	leaq	2(%rbx,%r14), %rbx
	addl	$1, %r15d
	call	printf@PLT
	movq	0(%r13), %r12
	movq	%r12, %rdi
	call	strlen@PLT
	movq	%rax, %r14
	leaq	2(%rbx,%r14), %rax
	cmpl	$6, %r15d
	jne	.L908
.L932:
	movq	8(%rsp), %rbx
	cmpq	$78, %rax
	ja	.L922
.L907:
	movq	%rbp, %rcx
	movq	%r12, %rdx
	movl	%r14d, %esi
	xorl	%eax, %eax
	leaq	.LC125(%rip), %rdi
	leaq	LAB_SCENARIO_NAMES(%rip), %r15
	movl	$1, %ebp
	movl	$8, %r12d
	call	printf@PLT
	leaq	.LC131(%rip), %rdi
	xorl	%eax, %eax
	leaq	.LC1(%rip), %r14
	call	printf@PLT
	movq	%rbx, 24(%rsp)
	movq	%r15, %rbx
	movq	%rbp, %r15
	jmp	.L913
	.p2align 4,,10
	.p2align 3
.L910:
	testb	%cl, %cl
	leaq	.LC118(%rip), %rcx
	movq	%rbx, %rdx
	movl	%r12d, %esi
	cmove	%r14, %rcx
	movzbl	%bpl, %ebp
	leaq	1(%r13), %rbx
	xorl	%eax, %eax
	leaq	.LC125(%rip), %rdi
	call	printf@PLT
	leaq	1(%r12,%rbp), %rax
	addq	%rax, %r15
	cmpb	$0, 0(%r13)
	je	.L912
	leaq	.LC25(%rip), %rsi
	movq	%rbx, %rdi
	call	strcspn@PLT
	movq	%rax, %r12
.L913:
	leaq	(%rbx,%r12), %r13
	leaq	2(%r15,%r12), %rax
	movzbl	0(%r13), %ecx
	testb	%cl, %cl
	setne	%bpl
	cmpq	$78, %rax
	jbe	.L910
	leaq	.LC124(%rip), %rdi
	xorl	%eax, %eax
	movb	%cl, 8(%rsp)
	movl	$1, %r15d
	call	printf@PLT
	movzbl	8(%rsp), %ecx
	jmp	.L910
	.p2align 4,,10
	.p2align 3
.L912:
	leaq	.LC126(%rip), %rdi
	movq	24(%rsp), %rbx
	leaq	OPTIONS(%rip), %rbp
	call	puts@PLT
.L914:
	movq	32(%rbp), %rdi
	testq	%rdi, %rdi
	je	.L917
	movq	16(%rsp), %rsi
	call	alternatives.constprop.0
	movq	0(%rbp), %rsi
	leaq	.LC127(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L917:
	addq	$104, %rbp
	leaq	2392+OPTIONS(%rip), %rax
	cmpq	%rax, %rbp
	jne	.L914
	leaq	.LC128(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L918:
	testb	$2, 40(%rbx)
	je	.L919
	cmpl	$2, 8(%rbx)
	jne	.L934
.L919:
	addq	$104, %rbx
	leaq	2392+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	jne	.L918
	addq	$168, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC130(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
.L934:
	.cfi_restore_state
	movq	(%rbx), %rsi
	leaq	.LC129(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L919
.L933:
	leaq	.LC124(%rip), %rdi
	xorl	%eax, %eax
	movl	$1, %ebx
	call	printf@PLT
	jmp	.L906
.L929:
	movq	16(%rsp), %rsi
	leaq	.LC121(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 32(%rsp)
	jmp	.L898
.L899:
	movq	%r14, %rdi
	call	strlen@PLT
	movq	16(%rsp), %rsi
	movq	%r14, %rcx
	movq	%r12, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L901
.L928:
	leaq	.LC1(%rip), %rbp
	movq	%rbp, %r9
	movq	%rbp, %r8
	jmp	.L905
.L922:
	leaq	.LC124(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L907
	.cfi_endproc
.LFE184:
	.size	print_usage, .-print_usage
	.section	.rodata.str1.8
	.align 8
.LC136:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.align 8
.LC137:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC138:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC139:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC141:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC142:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC143:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
.LFB151:
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
	movapd	.LC133(%rip), %xmm0
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
	jle	.L941
	movslq	%r12d, %rax
	movsd	.LC134(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L940
	.p2align 4,,10
	.p2align 3
.L974:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L939:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L973
.L940:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L974
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L939
.L973:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L975
.L941:
	movsd	.LC41(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L937:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC136(%rip), %rsi
	pushq	%r14
	leaq	XTICK.0(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	leaq	-240(%rbp), %rax
	movq	%rbx, -272(%rbp)
	movq	%rbx, %rdi
	leaq	.LC137(%rip), %rdx
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
.L944:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC38(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC138(%rip), %rsi
	mulsd	.LC29(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC30(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L944
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L960
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
.L959:
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
	je	.L947
	testq	%rbx, %rbx
	je	.L947
	testq	%rax, %rax
	je	.L947
	testq	%r14, %r14
	je	.L976
	movq	.LC134(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L954
	.p2align 4,,10
	.p2align 3
.L977:
	divsd	%xmm6, %xmm0
	movsd	.LC41(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC41(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L950:
	call	log10@PLT
	movq	.LC38(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L952
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L953:
	movq	-264(%rbp), %rax
	divsd	.LC134(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L949
.L954:
	movsd	(%r12), %xmm0
	movsd	.LC47(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L977
	movq	.LC132(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L950
	.p2align 4,,10
	.p2align 3
.L952:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L953
	.p2align 4,,10
	.p2align 3
.L976:
	movsd	.LC134(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L949:
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
	js	.L955
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L956:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC27(%rip), %xmm0
	movsd	.LC28(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC141(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC140(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L957
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L958:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC142(%rip), %rdx
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
	leaq	.LC143(%rip), %rsi
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
	jne	.L959
.L960:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC139(%rip), %rdi
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
.L957:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L958
	.p2align 4,,10
	.p2align 3
.L955:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L956
.L975:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC135(%rip), %xmm2
	movsd	.LC46(%rip), %xmm3
	movsd	.LC39(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L943
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
.L943:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L937
.L947:
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
.LFE151:
	.size	spectrum_writer, .-spectrum_writer
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB71:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L993
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
.L979:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L984
	.p2align 4,,10
	.p2align 3
.L980:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L982
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L982:
	testq	%r8, %r8
	je	.L983
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L983
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L983:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L980
.L984:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L979
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
.L993:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE71:
	.size	dist_correct, .-dist_correct
	.section	.rodata.str1.1
.LC145:
	.string	"n"
.LC146:
	.string	"set"
.LC147:
	.string	"%-*s %9s"
.LC148:
	.string	" %11s"
.LC149:
	.string	"slow %"
.LC150:
	.string	"slow"
.LC151:
	.string	" %8s %8s"
.LC152:
	.string	"cv"
.LC153:
	.string	" %6s\n"
.LC154:
	.string	"%-*s %9lu"
.LC155:
	.string	"%lu.%04lu"
.LC156:
	.string	" %8lu %8s"
.LC157:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC158:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.text
	.p2align 4
	.type	print_table, @function
print_table:
.LFB204:
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
	leaq	.LC148(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	leaq	PCT_LABEL(%rip), %rbx
	leaq	48(%rbx), %r12
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	call	putchar@PLT
	leaq	.LC145(%rip), %rcx
	xorl	%eax, %eax
	leaq	.LC146(%rip), %rdx
	movl	$10, %esi
	leaq	.LC147(%rip), %rdi
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L997:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L997
	leaq	.LC149(%rip), %rdx
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	movq	%r13, %r14
	leaq	.LC150(%rip), %rsi
	leaq	.LC151(%rip), %rdi
	movq	%r12, %r15
	movq	%r13, %r12
	call	printf@PLT
	leaq	.LC152(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC153(%rip), %rdi
	call	printf@PLT
	leaq	16(%rsp), %rbx
.L1000:
	leaq	SET_NAME(%rip), %rax
	movq	32(%r12), %rcx
	movl	$10, %esi
	xorl	%r13d, %r13d
	movq	(%rax,%r15), %rdx
	leaq	.LC154(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L998:
	movq	40(%r12,%r13,8), %rsi
	movq	%rbx, %rdi
	addq	$1, %r13
	call	fmt_us.constprop.0
	movq	%rbp, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$6, %r13
	jne	.L998
	movq	32(%r12), %r8
	movq	88(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L999
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
.L999:
	leaq	.LC155(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$80, %r12
	movl	$32, %esi
	call	snprintf@PLT
	movq	8(%r12), %rsi
	movq	%rbx, %rdx
	xorl	%eax, %eax
	leaq	.LC156(%rip), %rdi
	call	printf@PLT
	leaq	.LC157(%rip), %rdi
	movl	$1, %eax
	movsd	272(%r14,%r15), %xmm0
	addq	$8, %r15
	call	printf@PLT
	cmpq	$24, %r15
	jne	.L1000
	movq	(%r14), %rax
	movq	%rbx, %rdi
	movq	%r14, %r13
	leaq	.LC62(%rip), %r12
	movq	192(%rax), %rsi
	call	fmt_us.constprop.0
	leaq	.LC158(%rip), %rdi
	movq	%rax, %rdx
	movq	(%r14), %rax
	leaq	8+RATIOS(%rip), %r14
	leaq	224(%r14), %rbp
	movl	216(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1014
	.p2align 4,,10
	.p2align 3
.L1002:
	movq	8(%rax,%rcx,8), %rax
.L1003:
	movslq	(%r14), %rcx
	movslq	4(%r14), %rsi
	leaq	(%rcx,%rcx,4), %rcx
	salq	$4, %rcx
	addq	%rcx, %rdx
	cmpl	$-1, %esi
	je	.L1027
	movq	8(%rdx,%rsi,8), %rdx
	testq	%rax, %rax
	je	.L1006
.L1029:
	testq	%rdx, %rdx
	js	.L1007
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
	testq	%rax, %rax
	js	.L1009
.L1030:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1010:
	divsd	%xmm1, %xmm0
	leaq	.LC79(%rip), %rax
	movl	$32, %esi
	movq	%rbx, %rdi
	leaq	.LC80(%rip), %rdx
	comisd	.LC47(%rip), %xmm0
	cmovnb	%rax, %rdx
	movl	$1, %eax
	call	snprintf@PLT
.L1013:
	movq	%rbx, %rdx
	movq	%r15, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1001:
	addq	$32, %r14
	cmpq	%r14, %rbp
	je	.L1028
.L1014:
	movq	16(%r14), %r15
	testq	%r15, %r15
	je	.L1001
	movslq	8(%r14), %rax
	movslq	12(%r14), %rcx
	leaq	32(%r13), %rdx
	leaq	(%rax,%rax,4), %rax
	salq	$4, %rax
	addq	%rdx, %rax
	cmpl	$-1, %ecx
	jne	.L1002
	movq	56(%rax), %rax
	jmp	.L1003
	.p2align 4,,10
	.p2align 3
.L1027:
	movq	56(%rdx), %rdx
	testq	%rax, %rax
	jne	.L1029
.L1006:
	movl	$6369134, (%rbx)
	jmp	.L1013
	.p2align 4,,10
	.p2align 3
.L1007:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rax, %rax
	jns	.L1030
.L1009:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1010
	.p2align 4,,10
	.p2align 3
.L1028:
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
.LFE204:
	.size	print_table, .-print_table
	.p2align 4
	.type	run_open, @function
run_open:
.LFB46:
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
	jnb	.L1031
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
	jmp	.L1042
	.p2align 4,,10
	.p2align 3
.L1051:
	movq	$-1, (%rdi)
.L1036:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L1035:
	cmpq	%r15, %rbx
	jnb	.L1031
.L1042:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L1033
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L1033
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1050
.L1033:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1036
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L1037
	addq	%rcx, %rdx
.L1038:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1051
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L1036
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
	jmp	.L1036
	.p2align 4,,10
	.p2align 3
.L1037:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L1038
	.p2align 4,,10
	.p2align 3
.L1031:
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
.L1050:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L1034:
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
	jne	.L1034
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L1035
	.cfi_endproc
.LFE46:
	.size	run_open, .-run_open
	.section	.rodata.str1.1
.LC159:
	.string	"--help"
.LC160:
	.string	"--service"
	.text
	.p2align 4
	.type	mark_given, @function
mark_given:
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
	jle	.L1052
	movq	%rdx, %r12
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L1053:
	movslq	%r15d, %rax
	movq	(%r12,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L1070
	cmpb	$104, 1(%r14)
	jne	.L1070
	cmpb	$0, 2(%r14)
	movl	$-1, %eax
	leaq	.LC159(%rip), %rbp
	jne	.L1070
.L1055:
	leaq	104+OPTIONS(%rip), %rbx
	xorl	%r13d, %r13d
	testl	%eax, %eax
	je	.L1079
.L1077:
	addl	$1, %r13d
	cmpl	$23, %r13d
	je	.L1057
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$104, %rbx
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1077
.L1079:
	movq	8(%rsp), %rax
	movslq	%r13d, %rdx
	leaq	OPTIONS(%rip), %rcx
	movb	$1, 516(%rax,%rdx)
	leaq	(%rdx,%rdx,2), %rax
	leaq	(%rdx,%rax,4), %rax
	cmpl	$1, 8(%rcx,%rax,8)
	adcl	$0, %r15d
.L1065:
	addl	$1, %r15d
	cmpl	%r15d, 4(%rsp)
	jg	.L1053
.L1052:
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
.L1070:
	.cfi_restore_state
	leaq	.LC160(%rip), %rsi
	movq	%r14, %rdi
	movq	%r14, %rbp
	call	strcmp@PLT
	jmp	.L1055
	.p2align 4,,10
	.p2align 3
.L1057:
	cmpb	$45, (%r14)
	jne	.L1065
	cmpb	$45, 1(%r14)
	jne	.L1065
	movq	%r14, %rsi
	leaq	LAB_OPTION_NAMES(%rip), %rdi
	call	word_in
	testq	%rax, %rax
	je	.L1065
	cmpb	$61, (%rax)
	sete	%al
	movzbl	%al, %eax
	addl	%eax, %r15d
	movq	8(%rsp), %rax
	cmpq	$0, 648(%rax)
	jne	.L1065
	movq	%r14, 648(%rax)
	jmp	.L1065
	.cfi_endproc
.LFE179:
	.size	mark_given, .-mark_given
	.section	.rodata.str1.8
	.align 8
.LC161:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC162:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC163:
	.string	"%g"
.LC164:
	.string	"#2e8b57"
.LC165:
	.string	"#1f5fbf"
.LC166:
	.string	"closed: one sample of %s us"
.LC167:
	.string	"open: %lu requests delayed"
.LC168:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC169:
	.string	"corrected: %lu samples imputed every %s us"
	.text
	.p2align 4
	.type	timeline_writer, @function
timeline_writer:
.LFB152:
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
	jb	.L1081
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L1081:
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
	js	.L1082
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L1083:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L1084
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L1085:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L1135
	cmpq	$0, -368(%rbp)
	je	.L1135
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L1089
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1090:
	subsd	%xmm2, %xmm0
	movsd	.LC134(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L1091
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1092:
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
	js	.L1093
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L1094:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC134(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L1133
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L1098
	.p2align 4,,10
	.p2align 3
.L1151:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1097:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC134(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L1150
.L1098:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L1151
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1097
	.p2align 4,,10
	.p2align 3
.L1150:
	movsd	.LC135(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L1095:
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
	ja	.L1152
.L1099:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC134(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	48(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L1100
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1101:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC161(%rip), %rdx
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
	leaq	.LC136(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rax
	leaq	.LC162(%rip), %rdx
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
	movq	.LC134(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L1153
.L1102:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L1154
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC138(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L1108:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC40(%rip), %xmm0
	leaq	.LC163(%rip), %rdx
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
	movq	.LC134(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L1108
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L1109:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L1155
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
	jmp	.L1114
	.p2align 4,,10
	.p2align 3
.L1157:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1111:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L1112
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1113:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L1156
.L1114:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L1157
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1111
	.p2align 4,,10
	.p2align 3
.L1112:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1113
	.p2align 4,,10
	.p2align 3
.L1156:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC168(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC134(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L1158
.L1129:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L1122
	.p2align 4,,10
	.p2align 3
.L1160:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1119:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L1120
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L1121:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L1159
.L1122:
	testq	%rdx, %rdx
	jns	.L1160
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1119
	.p2align 4,,10
	.p2align 3
.L1120:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1121
	.p2align 4,,10
	.p2align 3
.L1159:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC164(%rip), %r9
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
	movq	.LC134(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L1117
.L1116:
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
	jmp	.L1128
	.p2align 4,,10
	.p2align 3
.L1161:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1125:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L1126
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1127:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L1117
.L1128:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L1161
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1125
	.p2align 4,,10
	.p2align 3
.L1126:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1127
	.p2align 4,,10
	.p2align 3
.L1155:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC168(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC134(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L1129
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC164(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L1117:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC165(%rip), %r9
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
	leaq	.LC166(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC165(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC143(%rip), %rbx
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
	leaq	.LC167(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC168(%rip), %rax
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
	leaq	.LC169(%rip), %rdx
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
	leaq	.LC164(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC139(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1080:
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
.L1153:
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
	jmp	.L1102
	.p2align 4,,10
	.p2align 3
.L1152:
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
	jmp	.L1099
	.p2align 4,,10
	.p2align 3
.L1100:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1101
	.p2align 4,,10
	.p2align 3
.L1093:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L1094
	.p2align 4,,10
	.p2align 3
.L1091:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1092
	.p2align 4,,10
	.p2align 3
.L1089:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1090
	.p2align 4,,10
	.p2align 3
.L1084:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L1085
	.p2align 4,,10
	.p2align 3
.L1082:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L1083
	.p2align 4,,10
	.p2align 3
.L1133:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L1095
	.p2align 4,,10
	.p2align 3
.L1154:
	leaq	-240(%rbp), %r12
	jmp	.L1109
	.p2align 4,,10
	.p2align 3
.L1158:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC164(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC134(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L1116
.L1135:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1080
	.cfi_endproc
.LFE152:
	.size	timeline_writer, .-timeline_writer
	.p2align 4
	.type	set_requests, @function
set_requests:
.LFB168:
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
	jne	.L1170
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L1162
	movl	$1, 0(%rbp,%rdx)
.L1162:
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
.L1170:
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
	jmp	.L1162
	.cfi_endproc
.LFE168:
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
.L1172:
	xorl	%r15d, %r15d
.L1176:
	movq	%rbp, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	72(%rsp), %r12
	movl	$20000000, %eax
	imulq	$1000000000, 64(%rsp), %r13
	movl	$3, %edx
	jmp	.L1175
	.p2align 4,,10
	.p2align 3
.L1191:
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	subl	$1, %eax
	je	.L1190
.L1175:
	testq	%r15, %r15
	jne	.L1191
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	subl	$1, %eax
	jne	.L1175
.L1190:
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
	jne	.L1192
	movl	$1, %r15d
	jmp	.L1176
.L1192:
	subl	$1, 16(%rsp)
	jne	.L1172
	movq	48(%rsp), %rax
	testq	%rax, %rax
	js	.L1178
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1179:
	movsd	.LC170(%rip), %xmm1
	movq	24(%rsp), %rax
	divsd	%xmm0, %xmm1
	movsd	%xmm1, (%rax)
	movq	56(%rsp), %rax
	testq	%rax, %rax
	js	.L1180
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1181:
	movsd	.LC171(%rip), %xmm2
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
	jb	.L1188
	movsd	(%rbx), %xmm0
.L1171:
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
.L1188:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	jmp	.L1171
.L1178:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1179
.L1180:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1181
	.cfi_endproc
.LFE21:
	.size	estimate_ghz, .-estimate_ghz
	.p2align 4
	.type	run_closed, @function
run_closed:
.LFB45:
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
	jnb	.L1193
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
	jmp	.L1203
	.p2align 4,,10
	.p2align 3
.L1213:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L1198:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L1197:
	cmpq	%r15, %rbp
	jnb	.L1193
.L1203:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L1195
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L1195
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1212
.L1195:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L1198
	cmpq	%rax, %rbx
	jnb	.L1199
	addq	%r8, %rdx
.L1200:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1213
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L1198
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
	jmp	.L1198
	.p2align 4,,10
	.p2align 3
.L1199:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L1200
	.p2align 4,,10
	.p2align 3
.L1193:
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
.L1212:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L1196:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L1196
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L1197
	.cfi_endproc
.LFE45:
	.size	run_closed, .-run_closed
	.p2align 4
	.type	walk_run, @function
walk_run:
.LFB52:
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
	je	.L1238
	movq	%rsi, %r11
	xorl	%r13d, %r13d
	jmp	.L1237
	.p2align 4,,10
	.p2align 3
.L1216:
	movq	80(%rbx), %rax
	cmpq	136(%r14), %rax
	jnb	.L1215
	movq	48(%rbx), %rcx
	cmpq	40(%rbx), %rcx
	je	.L1215
	movq	32(%rbx), %rsi
	leaq	1(%rcx), %rdi
	movq	%rdi, 48(%rbx)
	movq	(%rsi,%rcx,8), %rbp
	cmpl	$2, %r15d
	jne	.L1240
	cmpq	%rdx, %rbp
	jb	.L1220
.L1240:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	movq	%rbp, %r12
	cmovnb	%rbp, %rsi
	cmpl	$1, %r15d
	jne	.L1223
	movq	88(%rbx), %rsi
	movq	64(%rbx), %rax
	movq	(%rax,%rsi,8), %r12
	movq	%rdx, %rsi
	cmpq	%r12, %rbp
	cmovnb	%rbp, %r12
	cmpq	%rdx, %r12
	cmovnb	%r12, %rsi
.L1223:
	movq	48(%r14), %rdi
	movq	56(%rbx), %rdx
	movq	56(%r14), %r9
	movq	16(%rbx), %rax
	movq	%rdi, (%rsp)
	testq	%rdx, %rdx
	je	.L1219
	movq	(%rdx,%rcx,8), %rcx
	leaq	(%rcx,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1224
	cmpq	%rax, %rsi
	jnb	.L1225
	addq	%rdi, %rdx
.L1226:
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	je	.L1252
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L1224
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
.L1224:
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
.L1220:
	addq	$1, %rax
	movq	%rax, 80(%rbx)
	movq	88(%rbx), %rax
	addq	$1, %rax
	cmpq	72(%rbx), %rax
	jne	.L1236
	xorl	%eax, %eax
.L1236:
	movq	%rax, 88(%rbx)
	cmpq	%r10, %r13
	jnb	.L1215
.L1237:
	cmpl	$3, %r15d
	jne	.L1216
	movq	64(%rbx), %rax
	movq	88(%rbx), %rcx
	movq	(%rax,%rcx,8), %rbp
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L1217
	cmpq	%rax, %rbp
	jnb	.L1215
.L1218:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	movq	16(%rbx), %rax
	movq	%rbp, %r12
	cmovnb	%rbp, %rsi
.L1219:
	movq	(%r14), %rcx
	leaq	(%rcx,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1224
	movq	48(%r14), %r8
	cmpq	%rax, %rsi
	jnb	.L1230
	addq	%r8, %rdx
.L1231:
	movq	56(%r14), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	je	.L1252
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L1224
	leaq	16(%rbx), %rdi
	movq	%r10, 8(%rsp)
	movq	%r11, (%rsp)
	call	serve_stalls
	movq	8(%rsp), %r10
	movq	(%rsp), %r11
	movq	%rax, %rdx
	jmp	.L1224
	.p2align 4,,10
	.p2align 3
.L1252:
	movq	$-1, 16(%rbx)
	jmp	.L1224
	.p2align 4,,10
	.p2align 3
.L1217:
	movq	136(%r14), %rax
	cmpq	%rax, 80(%rbx)
	jb	.L1218
.L1215:
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
.L1230:
	.cfi_restore_state
	leaq	(%r8,%rax), %rdi
	leaq	(%rcx,%rdi), %r9
	cmpq	%rdi, %rsi
	cmovb	%r9, %rdx
	jmp	.L1231
	.p2align 4,,10
	.p2align 3
.L1225:
	movq	(%rsp), %rdi
	addq	%rax, %rdi
	leaq	(%rcx,%rdi), %r8
	cmpq	%rdi, %rsi
	cmovb	%r8, %rdx
	jmp	.L1226
.L1238:
	xorl	%r13d, %r13d
	jmp	.L1215
	.cfi_endproc
.LFE52:
	.size	walk_run, .-walk_run
	.section	.rodata.str1.8
	.align 8
.LC173:
	.string	"out of memory for %lu connections"
	.section	.rodata.str1.1
.LC174:
	.string	"%s"
	.section	.rodata.str1.8
	.align 8
.LC175:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	walk_all, @function
walk_all:
.LFB108:
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
	je	.L1254
	movq	160(%r15), %rdi
.L1254:
	cmpq	$0, 48(%r15)
	movq	%rdi, 200(%rsp)
	movq	$-1, %rax
	movq	$0, 152(%rsp)
	je	.L1255
	movq	64(%r15), %rax
.L1255:
	movl	$8, %esi
	movq	%rax, 144(%rsp)
	call	calloc@PLT
	movq	%rax, 192(%rsp)
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L1256
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
.L1257:
	xorl	%ecx, %ecx
	cmpl	$3, 36(%rsp)
	je	.L1285
	movq	56(%rsp), %r15
	movq	104(%rsp), %r8
	movl	$4096, %eax
	movq	136(%r15), %r11
	movq	%r11, %rcx
	subq	%r8, %rcx
	cmpq	%rax, %rcx
	cmova	%rax, %rcx
	cmpq	%r8, %r11
	je	.L1285
	movq	112(%r15), %rsi
	xorl	%eax, %eax
	leaq	(%rsi,%r8,8), %r10
	jmp	.L1264
	.p2align 4,,10
	.p2align 3
.L1290:
	movq	(%r10,%rax,8), %rdx
	movq	%rdx, (%r12,%rax,8)
	addq	$1, %rax
	cmpq	%rcx, %rax
	jnb	.L1289
.L1264:
	testq	%rsi, %rsi
	jne	.L1290
	leaq	(%r8,%rax), %rdx
	imulq	80(%r15), %rdx
	movq	%rdx, (%r12,%rax,8)
	addq	$1, %rax
	cmpq	%rcx, %rax
	jb	.L1264
.L1289:
	leaq	-1(%rcx), %rax
	cmpq	%r8, %r11
	movq	%r12, %r15
	movq	%rcx, %r12
	cmove	%r14, %rax
	leaq	1(%r8,%rax), %rax
	movq	%rax, 104(%rsp)
	jmp	.L1268
	.p2align 4,,10
	.p2align 3
.L1285:
	movq	%r12, %r15
	movq	%rcx, %r12
.L1268:
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
	jb	.L1267
	cmpq	%rbp, %rax
	jne	.L1266
	cmpl	$3, 36(%rsp)
	je	.L1291
.L1266:
	movq	%r12, %rcx
	movq	%r15, %r12
	orq	%r13, %rcx
	jne	.L1257
.L1288:
	movq	152(%rsp), %rax
	movq	64(%rsp), %rbx
	movq	224(%rsp), %rdx
	movq	72(%rsp), %rdi
	movq	%rax, (%rbx)
	movq	33080(%rsp), %rax
	movq	%rdx, (%rax)
	call	free@PLT
	xorl	%eax, %eax
.L1253:
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
.L1291:
	.cfi_restore_state
	movq	40(%rsp), %rdi
	leaq	88(%rsp), %rsi
	movl	$1, %edx
	call	walk_run
	testq	%rax, %rax
	jne	.L1267
	orq	%r13, %r12
	je	.L1288
	xorl	%r12d, %r12d
	jmp	.L1268
.L1256:
	movq	160(%r15), %rcx
	leaq	240(%rsp), %rbp
	leaq	.LC173(%rip), %rdx
	xorl	%eax, %eax
	movl	$96, %esi
	movq	%rbp, %rdi
	leaq	run_fault_lock(%rip), %rbx
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L1292
.L1258:
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$-4, %eax
	jmp	.L1253
.L1267:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC175(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L1292:
	movq	%rbp, %rcx
	leaq	.LC174(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$1, run_fault(%rip)
	jmp	.L1258
	.cfi_endproc
.LFE108:
	.size	walk_all, .-walk_all
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB145:
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
	je	.L1293
	cmpl	$0, 152(%r10)
	jne	.L1293
	cmpl	$0, 72(%r10)
	movq	%rdx, %rbx
	jne	.L1295
	movq	%r10, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	je	.L1331
.L1295:
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
	je	.L1297
	testq	%r12, %r12
	je	.L1297
	testq	%rax, %rax
	je	.L1297
	xorl	%r9d, %r9d
	movq	%rbp, 48(%rsp)
	movq	%r9, 56(%rsp)
	testq	%rdx, %rdx
	je	.L1298
	movq	176(%rsp), %rdi
	movq	144(%rsp), %r8
	xorl	%esi, %esi
	xorl	%edx, %edx
	jmp	.L1299
	.p2align 4,,10
	.p2align 3
.L1303:
	addq	%r8, %rsi
	cmpq	%r14, %rdx
	jnb	.L1301
.L1299:
	movq	%rdx, %r12
	movq	%rsi, %rcx
	addq	$1, %rdx
	testq	%rdi, %rdi
	je	.L1302
	movq	-8(%rdi,%rdx,8), %rcx
.L1302:
	movq	%rcx, -8(%rax,%rdx,8)
	cmpq	$-1, %rcx
	jne	.L1303
	movq	%rdx, 56(%rsp)
	movq	%r12, 24(%rbx)
	movq	%r12, 200(%rsp)
	movq	%rax, 176(%rsp)
	testq	%r12, %r12
	jne	.L1304
.L1300:
	movq	32(%rbx), %rax
	movq	24(%rbx), %rcx
	cmpq	%rcx, %rax
	jnb	.L1306
	movq	16(%rbx), %r8
	movq	8(%rbx), %rsi
	movq	128(%rsp), %rdi
	jmp	.L1308
	.p2align 4,,10
	.p2align 3
.L1309:
	addq	$1, %rax
	movq	%rax, 32(%rbx)
	cmpq	%rcx, %rax
	je	.L1306
.L1308:
	movq	(%rsi,%rax,8), %rdx
	addq	(%r8,%rax,8), %rdx
	cmpq	%rdx, %rdi
	jnb	.L1309
	movq	%rax, 40(%rbx)
	cmpq	%rcx, %rax
	jnb	.L1314
	movq	64(%rsp), %rdi
	movq	%rax, %rdx
	jmp	.L1311
	.p2align 4,,10
	.p2align 3
.L1313:
	addq	$1, %rdx
	movq	%rdx, 40(%rbx)
	cmpq	%rcx, %rdx
	je	.L1314
.L1311:
	cmpq	(%rsi,%rdx,8), %rdi
	jb	.L1313
.L1314:
	cmpq	%rcx, %rax
	setnb	%al
	movzbl	%al, %eax
.L1293:
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
.L1331:
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
	jmp	.L1295
.L1301:
	movq	%rdx, 24(%rbx)
	movq	%rdx, %r12
	movq	%rdx, 200(%rsp)
	movq	%rax, 176(%rsp)
.L1304:
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
	jne	.L1293
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
	je	.L1300
	jmp	.L1293
.L1298:
	xorl	%r8d, %r8d
	movq	%rax, 176(%rsp)
	movq	%r8, 200(%rsp)
	jmp	.L1300
.L1306:
	movq	%rax, 40(%rbx)
	jmp	.L1314
.L1297:
	orl	$-1, %eax
	jmp	.L1293
	.cfi_endproc
.LFE145:
	.size	first_stall_window, .-first_stall_window
	.p2align 4
	.type	was_given, @function
was_given:
.LFB181:
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
	jne	.L1341
	cmpb	$104, 1(%rsi)
	je	.L1344
.L1341:
	leaq	.LC160(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L1334:
	leaq	104+OPTIONS(%rip), %r13
	xorl	%ebp, %ebp
	testl	%eax, %eax
	je	.L1345
.L1342:
	addl	$1, %ebp
	cmpl	$23, %ebp
	je	.L1340
	movq	0(%r13), %rsi
	movq	%rbx, %rdi
	addq	$104, %r13
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1342
.L1345:
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
.L1344:
	.cfi_restore_state
	cmpb	$0, 2(%rsi)
	jne	.L1341
	movl	$-1, %eax
	leaq	.LC159(%rip), %rbx
	jmp	.L1334
	.p2align 4,,10
	.p2align 3
.L1340:
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
.LFE181:
	.size	was_given, .-was_given
	.section	.rodata.str1.8
	.align 8
.LC176:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC177:
	.string	"unexpected argument '%s': %s"
.LC178:
	.string	"see bench --help"
.LC179:
	.string	"unknown option '%s': %s"
.LC180:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC181:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC182:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC183:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC184:
	.string	"at most 1000 characters"
.LC185:
	.string	"%s: the value is too long: %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB276:
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
	jle	.L1371
	movq	%rdi, 40(%rsp)
	xorl	%r14d, %r14d
	movl	%esi, 24(%rsp)
	movq	%rdx, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L1347:
	movq	8(%rsp), %rcx
	movslq	%r14d, %rax
	leaq	0(,%rax,8), %r12
	movq	(%rcx,%rax,8), %rbp
	cmpb	$45, 0(%rbp)
	jne	.L1375
	cmpb	$104, 1(%rbp)
	jne	.L1375
	leaq	.LC159(%rip), %rax
	cmpb	$0, 2(%rbp)
	movl	$-1, %ebx
	movq	%rax, 16(%rsp)
	jne	.L1375
.L1350:
	leaq	OPTIONS(%rip), %rdx
	movl	%ebx, 4(%rsp)
	movl	%ebx, %r15d
	movq	%rbp, %rbx
	movq	%rdx, %rbp
	xorl	%r13d, %r13d
	movq	0(%rbp), %r10
	testl	%r15d, %r15d
	je	.L1389
.L1353:
	addl	$1, %r13d
	cmpl	$23, %r13d
	je	.L1352
	movq	16(%rsp), %rdi
	movq	104(%rbp), %rsi
	addq	$104, %rbp
	call	strcmp@PLT
	movq	0(%rbp), %r10
	movl	%eax, %r15d
	testl	%r15d, %r15d
	jne	.L1353
.L1389:
	movslq	%r13d, %r13
	leaq	OPTIONS(%rip), %rdx
	movq	%rbx, %rbp
	movl	4(%rsp), %ebx
	leaq	0(%r13,%r13,2), %rax
	leaq	0(%r13,%rax,4), %rax
	leaq	(%rdx,%rax,8), %rsi
	movl	8(%rsi), %eax
	cmpl	$2, %eax
	je	.L1390
	leal	1(%r14), %r13d
	cmpl	$1, %eax
	je	.L1391
	cmpl	%r13d, 24(%rsp)
	je	.L1392
	movq	8(%rsp), %rax
	movq	8(%rax,%r12), %r14
	cmpb	$45, (%r14)
	jne	.L1377
	cmpb	$104, 1(%r14)
	jne	.L1377
	cmpb	$0, 2(%r14)
	movl	$-1, %eax
	leaq	.LC159(%rip), %rdi
	jne	.L1377
.L1363:
	leaq	104+OPTIONS(%rip), %r12
	movl	%r13d, 4(%rsp)
	movl	%ebx, %r13d
	movl	%r15d, 28(%rsp)
	movq	%r12, %rbx
	movq	%r12, %r15
	movq	%rdi, %r12
	testl	%eax, %eax
	je	.L1393
.L1366:
	leaq	2392+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	je	.L1365
	movq	(%rbx), %rsi
	movq	%r12, %rdi
	addq	$104, %rbx
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1366
.L1393:
	movq	32(%rsp), %rdi
	movq	%r14, %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	leaq	.LC183(%rip), %rdx
	call	snprintf@PLT
.L1358:
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
.L1365:
	.cfi_restore_state
	movq	%r14, %rdi
	movl	%r13d, %ebx
	movq	%r15, %r12
	movl	4(%rsp), %r13d
	movl	28(%rsp), %r15d
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L1394
	testl	%ebx, %ebx
	je	.L1395
.L1369:
	addl	$1, %r15d
	cmpl	$23, %r15d
	je	.L1357
	movq	(%r12), %rsi
	movq	16(%rsp), %rdi
	addq	$104, %r12
	call	strcmp@PLT
	movl	%eax, %ebx
	testl	%ebx, %ebx
	jne	.L1369
.L1395:
	movslq	%r15d, %rcx
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rcx,%rax,4), %rax
	leaq	OPTIONS(%rip), %rcx
	leaq	(%rcx,%rax,8), %rsi
	movq	48(%rsi), %rax
	testq	%rax, %rax
	je	.L1357
	movq	32(%rsp), %rcx
	movq	40(%rsp), %rdi
	movl	$2048, %r8d
	movq	%r14, %rdx
	call	*%rax
	testl	%eax, %eax
	jne	.L1358
.L1360:
	leal	1(%r13), %r14d
	cmpl	%r14d, 24(%rsp)
	jg	.L1347
.L1371:
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
.L1375:
	.cfi_restore_state
	leaq	.LC160(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movq	%rbp, 16(%rsp)
	movl	%eax, %ebx
	jmp	.L1350
	.p2align 4,,10
	.p2align 3
.L1377:
	movq	%r14, %rdi
	leaq	.LC160(%rip), %rsi
	call	strcmp@PLT
	movq	%r14, %rdi
	jmp	.L1363
	.p2align 4,,10
	.p2align 3
.L1352:
	cmpb	$45, (%rbx)
	movq	%rbx, %rbp
	je	.L1396
.L1376:
	movq	32(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC176(%rip), %r8
	leaq	.LC177(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1358
	.p2align 4,,10
	.p2align 3
.L1391:
	movq	32(%rsp), %rcx
	movq	40(%rsp), %rdi
	xorl	%edx, %edx
	movl	%r14d, %r13d
	movl	$2048, %r8d
	call	*48(%rsi)
	jmp	.L1360
	.p2align 4,,10
	.p2align 3
.L1396:
	cmpb	$45, 1(%rbx)
	jne	.L1376
	.p2align 4,,10
	.p2align 3
.L1357:
	movq	32(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC178(%rip), %r8
	leaq	.LC179(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1358
.L1390:
	movq	32(%rsp), %rdi
	movq	%r10, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC180(%rip), %r8
	leaq	.LC181(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1358
.L1392:
	movq	32(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC178(%rip), %r8
	leaq	.LC182(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1358
.L1394:
	movq	32(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC184(%rip), %r8
	leaq	.LC185(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1358
	.cfi_endproc
.LFE276:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.1
.LC186:
	.string	", "
.LC187:
	.string	" or "
.LC188:
	.string	"out of memory"
.LC189:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC190:
	.string	"--scenario '%s' is not valid: use "
	.align 8
.LC191:
	.string	"--scenario %s is the lab's: run ./lab --scenario %s"
	.text
	.p2align 4
	.type	apply_scenario.constprop.0, @function
apply_scenario.constprop.0:
.LFB278:
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
.L1398:
	movq	(%r15), %rax
	movq	%r13, %rdi
	movq	%rax, %rsi
	movq	%rax, 8(%rsp)
	call	strcmp@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L1411
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
	je	.L1426
	leaq	24(%rsp), %r14
	leaq	.LC25(%rip), %r15
	movq	%r14, %rdx
	movq	%r15, %rsi
	leaq	32(%rsp), %r13
	call	strtok_r@PLT
	testq	%rax, %rax
	je	.L1402
	movl	$1, %ebx
	leaq	32(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L1403:
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
	jne	.L1403
	movl	%edi, %ebx
.L1402:
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
.L1397:
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
.L1411:
	.cfi_restore_state
	addl	$1, %r12d
	addq	$24, %r15
	cmpl	$6, %r12d
	jne	.L1398
	movq	(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	%r13, %rcx
	leaq	.LC190(%rip), %rdx
	call	snprintf@PLT
	movq	%r13, %rsi
	leaq	LAB_SCENARIO_NAMES(%rip), %rdi
	movl	%eax, %ebp
	call	word_in
	testq	%rax, %rax
	jne	.L1405
	testl	%ebp, %ebp
	jle	.L1408
	movslq	%ebp, %rax
	xorl	%r15d, %r15d
	leaq	.LC117(%rip), %rcx
	movl	$2048, %r12d
	leaq	.LC62(%rip), %rdx
	leaq	.LC187(%rip), %r13
	leaq	.LC186(%rip), %rbx
	cmpl	$2047, %ebp
	jg	.L1408
.L1407:
	cmpq	$4, %r15
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
	jle	.L1408
	movslq	%ebp, %rax
	addq	$1, %r15
	addq	$24, %r14
	cmpl	$2047, %ebp
	jg	.L1408
	cmpq	$5, %r15
	movq	(%r14), %rcx
	leaq	.LC62(%rip), %rdx
	jne	.L1407
	movq	(%rsp), %rdi
	movq	%r12, %rsi
	leaq	.LC1(%rip), %r8
	subq	%rax, %rsi
	addq	%rax, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1408
	.p2align 4,,10
	.p2align 3
.L1405:
	movq	(%rsp), %rdi
	movq	%r13, %r8
	movq	%r13, %rcx
	movl	$2048, %esi
	leaq	.LC191(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
.L1408:
	movl	$-1, %eax
	jmp	.L1397
.L1426:
	movq	(%rsp), %rdi
	leaq	.LC188(%rip), %r8
	movq	%r13, %rcx
	xorl	%eax, %eax
	leaq	.LC189(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	orl	$-1, %eax
	jmp	.L1397
	.cfi_endproc
.LFE278:
	.size	apply_scenario.constprop.0, .-apply_scenario.constprop.0
	.section	.rodata.str1.1
.LC192:
	.string	"ok %s\n"
.LC193:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB221:
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
	je	.L1439
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1432:
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
	jc	.L1432
	leaq	80(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC174(%rip), %rdx
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
.L1435:
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
	jc	.L1435
	leaq	(%rbx,%rsi), %rcx
	leaq	32(%rsp), %rbx
	movq	24(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC174(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC193(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1427:
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
.L1439:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC192(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1427
	.cfi_endproc
.LFE221:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC194:
	.string	"parse_time '%s'%s"
.LC195:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB222:
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
	jne	.L1446
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC195(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC194(%rip), %rdx
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
.L1446:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC1(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC194(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L1447
.L1443:
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
.L1447:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L1443
	.cfi_endproc
.LFE222:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.8
	.align 8
.LC196:
	.string	"CHECK FAILED rep=%u %s %s expected=%s actual=%s\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB98:
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
	je	.L1460
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1453:
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
	jc	.L1453
	leaq	96(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC174(%rip), %rdx
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
.L1456:
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
	jc	.L1456
	leaq	(%rbx,%rsi), %rcx
	leaq	48(%rsp), %rbx
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC174(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rcx
	movl	20(%rsp), %esi
	xorl	%eax, %eax
	movq	24(%rsp), %rdx
	movq	%rbp, %r9
	movq	%rbx, %r8
	leaq	.LC196(%rip), %rdi
	call	printf@PLT
.L1448:
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
.L1460:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L1448
	.cfi_endproc
.LFE98:
	.size	check, .-check
	.section	.rodata.str1.1
.LC197:
	.string	"sum_ns"
.LC198:
	.string	"corrected"
.LC199:
	.string	"stalls"
.LC200:
	.string	"closed"
.LC201:
	.string	"open"
.LC202:
	.string	"last_completion_ns"
	.text
	.p2align 4
	.type	check_outcome, @function
check_outcome:
.LFB99:
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
.L1462:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L1463:
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
	jne	.L1463
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbp
	xorl	%r9d, %r9d
	movq	%rbx, %rdx
	movq	$0, 56(%rsp)
	leaq	.LC150(%rip), %rcx
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
	leaq	.LC197(%rip), %rcx
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
	jne	.L1462
	movq	72(%rsp), %rbx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC145(%rip), %rcx
	leaq	.LC199(%rip), %r13
	leaq	.LC200(%rip), %r14
	movq	160(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	leaq	.LC198(%rip), %rdx
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
	leaq	.LC201(%rip), %r13
	xorl	%r9d, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	248(%rbp), %r8
	movq	%r13, %rdx
	movl	%r15d, 36(%rsp)
	leaq	.LC202(%rip), %r15
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
.LFE99:
	.size	check_outcome, .-check_outcome
	.section	.rodata.str1.1
.LC203:
	.string	"RESULT set=%s"
.LC204:
	.string	" n=%lu"
.LC205:
	.string	" %s_ns=%lu"
	.section	.rodata.str1.8
	.align 8
.LC206:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.align 8
.LC207:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC208:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC209:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC210:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC211:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC212:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC213:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC214:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.text
	.p2align 4
	.type	print_results, @function
print_results:
.LFB206:
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
	movabsq	$-3689348814741910323, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	leaq	40(%rdi), %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$184, %rsp
	.cfi_def_cfa_offset 240
	movq	(%rdi), %rax
	leaq	128(%rsp), %rbx
	movq	%rsi, 64(%rsp)
	movq	%rax, 48(%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rax, 16(%rsp)
	leaq	80(%rsp), %rax
	movl	%edx, 60(%rsp)
	movq	%rbx, 8(%rsp)
	movq	%rax, 24(%rsp)
	movq	%r12, (%rsp)
	movq	%rdi, 72(%rsp)
.L1473:
	movq	16(%rsp), %rax
	leaq	.LC203(%rip), %rdi
	leaq	PCT_NAME(%rip), %r12
	movq	(%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	(%rsp), %rbp
	leaq	.LC204(%rip), %rdi
	xorl	%eax, %eax
	movq	-8(%rbp), %rsi
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L1468:
	movq	0(%rbp), %rdx
	movq	(%r12), %rsi
	xorl	%eax, %eax
	addq	$8, %r12
	leaq	.LC205(%rip), %rdi
	addq	$8, %rbp
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%r12, %rax
	jne	.L1468
	movq	(%rsp), %rax
	movb	$0, 175(%rsp)
	movl	$47, %ecx
	movl	$5, %r9d
	movl	$9, %r8d
	movq	56(%rax), %rsi
	movq	64(%rax), %rdi
	.p2align 4,,10
	.p2align 3
.L1471:
	movq	%rsi, %r10
	movq	%rsi, %r11
	addq	%rdi, %r10
	adcq	$0, %r10
	xorl	%r15d, %r15d
	movq	%r10, %rax
	mulq	%r13
	movq	%rdx, %rax
	andq	$-4, %rdx
	shrq	$2, %rax
	addq	%rax, %rdx
	movq	%rsi, %rax
	subq	%rdx, %r10
	movq	%rdi, %rdx
	subq	%r10, %rax
	movq	%r10, %r14
	sbbq	%r15, %rdx
	subq	$1, %rcx
	movq	%rdx, %r10
	movabsq	$-3689348814741910324, %rdx
	imulq	%rax, %rdx
	imulq	%r13, %r10
	addq	%rdx, %r10
	mulq	%r13
	addq	%r10, %rdx
	movq	%rax, %r10
	andl	$1, %r10d
	shrdq	$1, %rdx, %rax
	imulq	%r9, %r10
	shrq	%rdx
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%r11, %r8
	leal	48(%r10,%r14), %r10d
	movb	%r10b, (%rbx,%rcx)
	movq	%rdi, %r10
	movq	%rdx, %rdi
	sbbq	%r10, %rax
	jc	.L1471
	movq	24(%rsp), %rdi
	addq	%rbx, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC174(%rip), %rdx
	call	snprintf@PLT
	movq	(%rsp), %rax
	xorl	%ecx, %ecx
	movq	-8(%rax), %r8
	movq	48(%rax), %rax
	testq	%r8, %r8
	je	.L1472
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
.L1472:
	leaq	.LC155(%rip), %rdx
	movl	$32, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	(%rsp), %rbp
	movq	24(%rsp), %rcx
	xorl	%eax, %eax
	leaq	.LC206(%rip), %rdi
	movq	%rbx, %rdx
	movq	48(%rbp), %rsi
	addq	$80, %rbp
	call	printf@PLT
	leaq	24+SET_NAME(%rip), %rdi
	addq	$8, 16(%rsp)
	movq	16(%rsp), %rax
	movq	%rbp, (%rsp)
	cmpq	%rdi, %rax
	jne	.L1473
	movq	72(%rsp), %r9
	leaq	RATIOS(%rip), %r13
	movl	$1, %edx
	xorl	%eax, %eax
	leaq	224(%r13), %r12
	leaq	.LC207(%rip), %rbp
	movq	%r9, (%rsp)
	leaq	32(%r9), %rbx
	leaq	.LC79(%rip), %r15
	leaq	.LC80(%rip), %r14
	jmp	.L1487
	.p2align 4,,10
	.p2align 3
.L1474:
	movq	8(%rax,%rsi,8), %rsi
.L1475:
	leaq	(%rdx,%rdx,4), %rax
	movslq	12(%r13), %rdi
	salq	$4, %rax
	addq	%rbx, %rax
	cmpl	$-1, %edi
	je	.L1507
	movq	8(%rax,%rdi,8), %rax
	testq	%rsi, %rsi
	je	.L1478
.L1508:
	testq	%rax, %rax
	js	.L1479
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1480:
	testq	%rsi, %rsi
	js	.L1481
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rsi, %xmm1
.L1482:
	divsd	%xmm1, %xmm0
	movq	%r14, %rdx
	movq	8(%rsp), %rdi
	movl	$32, %esi
	movl	$1, %eax
	comisd	.LC47(%rip), %xmm0
	cmovnb	%r15, %rdx
	call	snprintf@PLT
.L1485:
	movq	0(%r13), %rsi
	movq	8(%rsp), %rdx
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$32, %r13
	call	printf@PLT
	cmpq	%r12, %r13
	je	.L1486
	movslq	16(%r13), %rax
	movslq	8(%r13), %rdx
.L1487:
	leaq	(%rax,%rax,4), %rax
	movslq	20(%r13), %rsi
	salq	$4, %rax
	addq	%rbx, %rax
	cmpl	$-1, %esi
	jne	.L1474
	movq	56(%rax), %rsi
	jmp	.L1475
	.p2align 4,,10
	.p2align 3
.L1507:
	movq	56(%rax), %rax
	testq	%rsi, %rsi
	jne	.L1508
.L1478:
	movq	8(%rsp), %rax
	movl	$6369134, (%rax)
	jmp	.L1485
	.p2align 4,,10
	.p2align 3
.L1481:
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1482
	.p2align 4,,10
	.p2align 3
.L1479:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1480
	.p2align 4,,10
	.p2align 3
.L1486:
	movq	(%rsp), %r9
	leaq	.LC208(%rip), %r12
	leaq	.LC200(%rip), %rbp
	movq	%rbp, %rsi
	movq	%r12, %rdi
	leaq	.LC201(%rip), %rbx
	movq	344(%r9), %rax
	movq	256(%rax), %rcx
	movq	240(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	(%rsp), %r9
	movq	%rbx, %rsi
	movq	%r12, %rdi
	movq	344(%r9), %rax
	movq	264(%rax), %rcx
	movq	248(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	(%rsp), %r9
	leaq	.LC209(%rip), %rdi
	movq	344(%r9), %rax
	movq	272(%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	48(%rsp), %rax
	movq	(%rsp), %r9
	movl	72(%rax), %esi
	testl	%esi, %esi
	je	.L1488
	movq	136(%rax), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L1489
	movq	128(%rax), %rcx
	movq	%rax, %rdx
	movq	%rcx, %rax
	leaq	-1(%rdi), %rcx
	subq	120(%rdx), %rax
	xorl	%edx, %edx
	divq	%rcx
	movq	%rax, %rcx
.L1489:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	movq	%r9, (%rsp)
	leaq	.LC210(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	(%rsp), %r9
.L1488:
	movl	60(%rsp), %eax
	testl	%eax, %eax
	jne	.L1509
.L1490:
	movsd	296(%r9), %xmm0
	movq	%rbp, %rsi
	movl	$3, %eax
	movq	%r9, (%rsp)
	movsd	312(%r9), %xmm2
	leaq	.LC214(%rip), %rbp
	movsd	304(%r9), %xmm1
	movq	%rbp, %rdi
	call	printf@PLT
	movq	(%rsp), %r9
	movq	%rbx, %rsi
	movq	%rbp, %rdi
	movl	$3, %eax
	movsd	320(%r9), %xmm0
	movsd	336(%r9), %xmm2
	movsd	328(%r9), %xmm1
	call	printf@PLT
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
.L1509:
	.cfi_restore_state
	movq	64(%rsp), %r15
	leaq	.LC211(%rip), %rdi
	movq	%r9, (%rsp)
	movq	32(%r15), %r12
	movq	8(%r15), %rax
	movq	(%rax,%r12,8), %rcx
	movq	(%r15), %rax
	movq	%r12, %rsi
	leaq	0(,%r12,8), %r13
	movq	(%rax,%r12,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	leaq	1(%r12), %rax
	cmpq	24(%r15), %rax
	movq	(%rsp), %r9
	jb	.L1510
.L1491:
	movq	64(%rsp), %rax
	leaq	.LC213(%rip), %rdi
	movq	%r9, (%rsp)
	movq	40(%rax), %rdx
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%r12, %rsi
	call	printf@PLT
	movq	(%rsp), %r9
	jmp	.L1490
.L1510:
	movq	64(%rsp), %rdi
	movq	8(%rdi), %rax
	movq	8(%rax,%r13), %rdx
	movq	(%rdi), %rax
	leaq	.LC212(%rip), %rdi
	movq	8(%rax,%r13), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	(%rsp), %r9
	jmp	.L1491
	.cfi_endproc
.LFE206:
	.size	print_results, .-print_results
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB65:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L1518
	testq	%r8, %r8
	je	.L1518
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
	jne	.L1511
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L1521
.L1513:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L1511:
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
.L1518:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L1521:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L1516
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L1514:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L1522
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L1513
	.p2align 4,,10
	.p2align 3
.L1516:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L1514
.L1522:
	movl	$1, 24(%rbx)
	jmp	.L1511
	.cfi_endproc
.LFE65:
	.size	dist_add, .-dist_add
	.p2align 4
	.type	closed_form, @function
closed_form:
.LFB78:
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
	je	.L1524
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
	jnb	.L1583
.L1524:
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
	je	.L1528
	movq	8(%rsp), %rax
	movq	88(%rsp), %rdi
	subq	%rdi, %rax
	cmpq	%rax, 24(%rsp)
	jnb	.L1584
.L1528:
	movq	16(%rsp), %rax
	movq	8(%rsp), %rcx
	movq	(%rsp), %rdi
	imulq	%rcx, %rax
	addq	%rdi, %rax
.L1529:
	movq	%rax, 264(%r14)
	movl	152(%rbx), %eax
	testl	%eax, %eax
	je	.L1585
	cmpl	$1, %eax
	jne	.L1538
	movq	96(%rsp), %r12
	movq	(%rsp), %rsi
	addq	%rsi, %r12
	testq	%r13, %r13
	je	.L1539
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
	jb	.L1540
	movq	16(%rsp), %rax
	movq	88(%rsp), %rcx
	imulq	%rcx, %rax
	addq	%rax, %r12
	jmp	.L1537
.L1538:
	movq	48(%rbx), %r9
	movq	(%rbx), %rsi
	movq	144(%rbx), %rdi
	testq	%r9, %r9
	je	.L1542
	movq	56(%rbx), %r8
	movq	64(%rbx), %r10
	xorl	%ecx, %ecx
	xorl	%r13d, %r13d
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L1543:
	movq	%r8, %rdx
	xorl	%eax, %eax
	imulq	%r13, %rdx
	addq	%r10, %rdx
	cmpq	%r12, %rdx
	jb	.L1546
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rsi
.L1546:
	testq	%rdi, %rdi
	je	.L1547
	movq	%rsi, %rdx
	imulq	%rax, %rdx
	addq	%r12, %rdx
	cmpq	%rdi, %rdx
	setnb	%dl
.L1548:
	testb	%dl, %dl
	jne	.L1549
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%rsi, %rax
	addq	%r9, %rax
	addq	%rax, %r12
	addq	$1, %r13
	je	.L1543
	testq	%r8, %r8
	jne	.L1543
.L1549:
	testq	%rdi, %rdi
	jne	.L1586
.L1545:
	movq	136(%rbx), %r8
	subq	%rcx, %r8
.L1552:
	testq	%r8, %r8
	je	.L1551
	movq	%rsi, %rax
	imulq	%r8, %rax
	addq	%rax, %r12
.L1551:
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
	jmp	.L1537
.L1583:
	movq	56(%rbx), %r10
	xorl	%edx, %edx
	movq	%r10, %rax
	divq	%rbp
	movq	%rax, %rsi
	movl	$1, %eax
	cmpq	%rbp, %r10
	jb	.L1526
	movq	%rdi, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%rsi
	addq	$1, %rax
.L1526:
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
	jmp	.L1524
.L1584:
	movq	16(%rsp), %rdx
	movq	(%rsp), %rcx
	movq	%r11, %rax
	subq	%rdi, %rax
	imulq	%rdi, %rdx
	movq	96(%rsp), %rdi
	imulq	%rcx, %rax
	addq	%rdi, %rdx
	addq	%rdx, %rax
	jmp	.L1529
	.p2align 4,,10
	.p2align 3
.L1547:
	leaq	(%rax,%rcx), %rdx
	cmpq	136(%rbx), %rdx
	setnb	%dl
	jmp	.L1548
.L1585:
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
.L1536:
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
	jb	.L1531
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	movq	%rbx, %rsi
	call	dist_add
	cmpq	%r14, %r12
	jnb	.L1533
	movq	24(%rsp), %r11
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r15
	leaq	-1(%r14), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r12, %rdx
	jnb	.L1587
.L1534:
	addq	$1, %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
	cmpq	%r14, %r12
	jb	.L1558
.L1533:
	addq	$8, %r13
	cmpq	%r13, 16(%rsp)
	jne	.L1536
	movq	32(%rsp), %r14
	movq	%rbp, %rbx
	movq	40(%rsp), %r15
	movq	(%rsp), %rbp
	movq	248(%r14), %rax
	movq	264(%r14), %r12
	movq	%rax, 240(%r14)
.L1537:
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	movq	%r12, 256(%r14)
	jne	.L1588
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%r14, %rcx
	movq	%rbp, %rdi
	leaq	176(%rsp), %r12
	call	dist_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L1554
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	80(%r14), %rcx
	movq	%r15, %rdi
	call	dist_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L1554
	movq	168(%rbx), %rax
	cmpl	$0, 176(%rbx)
	movq	%rax, 272(%r14)
	je	.L1555
	movq	(%r14), %rcx
	movq	104(%rsp), %rdi
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	orq	$-1, %rax
	subq	%rdx, %rcx
	cmpq	%rdi, %rcx
	jb	.L1556
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
.L1556:
	movq	%rax, 272(%r14)
.L1555:
	movq	272(%r14), %rsi
	leaq	176(%rsp), %r12
	movq	%rbp, %rdi
	movq	%r12, %rdx
	call	dist_correct
	cmpl	$0, 200(%rsp)
	jne	.L1557
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	160(%r14), %rcx
	movq	%r12, %rdi
	call	dist_summarise
	movl	%eax, %r13d
.L1554:
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
.L1531:
	.cfi_restore_state
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	movq	%rbx, %rsi
	call	dist_add
	cmpq	%r14, %r12
	jnb	.L1533
.L1558:
	movq	%r14, %rcx
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	subq	%r12, %rcx
	imulq	%r15, %r12
	subq	%r12, %rbx
	movq	%rbx, %rsi
	call	dist_add
	jmp	.L1533
.L1539:
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
.L1540:
	movq	8(%rsp), %rax
	movq	16(%rsp), %r12
	imulq	%rax, %r12
	movq	(%rsp), %rax
	addq	%rax, %r12
	jmp	.L1537
.L1586:
	xorl	%r8d, %r8d
	cmpq	%rdi, %r12
	jnb	.L1551
.L1544:
	movq	%rdi, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r8
	jmp	.L1552
.L1587:
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
	jmp	.L1534
.L1588:
	leaq	176(%rsp), %r12
.L1557:
	orl	$-1, %r13d
	jmp	.L1554
.L1542:
	xorl	%r13d, %r13d
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	testq	%rdi, %rdi
	jne	.L1544
	jmp	.L1545
	.cfi_endproc
.LFE78:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.8
	.align 8
.LC215:
	.string	"no stall: ./lab draws a stall-free run's first second"
	.align 8
.LC216:
	.string	"no stall met by a catch-up closed loop"
	.align 8
.LC217:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC218:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC219:
	.string	"percentiles.svg"
.LC220:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC221:
	.string	"RESULT export timeline=none (%s)\n"
	.align 8
.LC222:
	.string	"bench: the export to %s failed (out of memory, too many distinct values, or the .hlog's check)\n"
	.text
	.p2align 4
	.type	export_bench, @function
export_bench:
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
	subq	$360, %rsp
	.cfi_def_cfa_offset 416
	movl	24(%rdx), %eax
	movq	%rdi, 8(%rsp)
	movq	%rsi, 16(%rsp)
	movl	%r8d, 28(%rsp)
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
	je	.L1655
	movq	%rdx, %r13
	movq	%rcx, %rbp
	cmpl	$2, %eax
	je	.L1656
	movq	(%rcx), %r14
	movq	(%rdx), %r15
	leaq	112(%rsp), %rbx
	testq	%r14, %r14
	je	.L1600
	xorl	%edx, %edx
	xorl	%r12d, %r12d
	leaq	112(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L1599:
	movq	(%r15,%r12,8), %rsi
	movq	%r12, %rax
	jmp	.L1606
	.p2align 4,,10
	.p2align 3
.L1602:
	addq	$1, %rax
	cmpq	%rax, %r14
	je	.L1601
.L1606:
	cmpq	%rsi, (%r15,%rax,8)
	je	.L1602
	movq	%rax, %r8
	subq	%r12, %r8
	je	.L1603
	movq	%rax, %r12
.L1623:
	testl	%edx, %edx
	jne	.L1654
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%rbx, %rdi
	call	dist_add.part.0
	movl	136(%rsp), %edx
.L1654:
	cmpq	%r14, %r12
	jb	.L1599
.L1600:
	leaq	144(%rsp), %rax
	movq	272(%rbp), %rsi
	movq	%rbx, %rdi
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	dist_correct
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	jne	.L1621
	movq	0(%rbp), %rdx
	movq	0(%r13), %r14
	xorl	%r12d, %r12d
	leaq	272(%rsp), %r15
	testq	%rdx, %rdx
	je	.L1610
	movq	%rbp, 32(%rsp)
	movq	%r14, %rbp
	movq	%rdx, %r14
	jmp	.L1607
	.p2align 4,,10
	.p2align 3
.L1658:
	addq	$1, %r12
	cmpq	%r12, %r14
	je	.L1657
.L1607:
	movq	0(%rbp,%r12,8), %rsi
	movl	$1, %edx
	movq	%r15, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L1658
	jmp	.L1621
	.p2align 4,,10
	.p2align 3
.L1601:
	movq	%r14, %r8
	subq	%r12, %r8
	je	.L1600
	movq	%r14, %r12
	jmp	.L1623
	.p2align 4,,10
	.p2align 3
.L1603:
	cmpq	%r14, %rax
	jnb	.L1600
	movq	%rax, %r12
	jmp	.L1599
.L1656:
	xorl	%r14d, %r14d
	cmpq	$0, 40(%rdx)
	leaq	112(%rsp), %rbx
	jne	.L1593
	jmp	.L1597
	.p2align 4,,10
	.p2align 3
.L1596:
	addq	$1, %r14
	cmpq	40(%r13), %r14
	jnb	.L1597
.L1593:
	movq	48(%r13), %rax
	movq	(%rax,%r14,8), %r8
	testq	%r8, %r8
	je	.L1596
	movl	136(%rsp), %eax
	testl	%eax, %eax
	jne	.L1596
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%rbx, %rdi
	imulq	%r14, %rsi
	call	dist_add.part.0
	jmp	.L1596
.L1597:
	leaq	144(%rsp), %rax
	movq	272(%rbp), %rsi
	movq	%rbx, %rdi
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	dist_correct
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	jne	.L1621
	leaq	272(%rsp), %r15
	leaq	32(%r13), %rdi
	movq	%r15, %rsi
	call	table_from_lattice
	testl	%eax, %eax
	je	.L1659
.L1621:
	orl	$-1, %ebp
.L1616:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	je	.L1660
.L1622:
	movl	%ebp, %r15d
.L1617:
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
.L1589:
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
.L1660:
	.cfi_restore_state
	movq	8(%rsp), %rdx
	movq	stderr(%rip), %rdi
	leaq	.LC222(%rip), %rsi
	call	fprintf@PLT
	jmp	.L1622
.L1657:
	movq	32(%rsp), %rbp
.L1610:
	movq	80(%rbp), %rdx
	movq	8(%r13), %r15
	leaq	296(%rsp), %r12
	xorl	%r13d, %r13d
	movq	%rdx, %r14
	testq	%rdx, %rdx
	je	.L1609
	.p2align 4,,10
	.p2align 3
.L1608:
	movq	(%r15,%r13,8), %rsi
	movl	$1, %edx
	movq	%r12, %rdi
	call	table_push
	testl	%eax, %eax
	jne	.L1621
	addq	$1, %r13
	cmpq	%r13, %r14
	jne	.L1608
.L1609:
	movq	(%rsp), %rdi
	leaq	320(%rsp), %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L1621
	leaq	272(%rsp), %r15
.L1611:
	leaq	48(%rsp), %rax
	movq	%rbx, 40(%rsp)
	xorl	%r14d, %r14d
	leaq	HGRM.3(%rip), %r13
	movq	%rax, 32(%rsp)
	leaq	hgrm_writer(%rip), %r12
	movq	%rbp, %rbx
.L1598:
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
	jne	.L1650
	cmpl	$0, 28(%rsp)
	jne	.L1612
.L1614:
	addq	$8, %r14
	cmpq	$24, %r14
	jne	.L1598
	leaq	.LC218(%rip), %rax
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
	leaq	.LC219(%rip), %rsi
	movaps	%xmm0, 176(%rsp)
	movq	%rax, %xmm0
	movhps	32(%rsp), %xmm0
	movups	%xmm0, 200(%rsp)
	call	export_file
	movl	%eax, %r15d
	testl	%eax, %eax
	jne	.L1621
	leaq	224(%rsp), %rax
	movq	16(%rsp), %rdi
	movl	$20, %esi
	movq	%rax, %rdx
	movq	%rax, %r14
	call	first_stall_window
	testl	%eax, %eax
	je	.L1661
	js	.L1662
	movq	16(%rsp), %rax
	leaq	.LC216(%rip), %rsi
	leaq	.LC221(%rip), %rdi
	cmpq	$0, 48(%rax)
	leaq	.LC215(%rip), %rax
	cmove	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r14, %rdi
	call	stall_window_free
	jmp	.L1617
.L1659:
	leaq	296(%rsp), %rsi
	leaq	56(%r13), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L1621
	movq	(%rsp), %rdi
	leaq	320(%rsp), %rsi
	call	table_from_dist
	testl	%eax, %eax
	je	.L1611
	jmp	.L1621
.L1612:
	leaq	VALUES.2(%rip), %rax
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	values_writer(%rip), %rdx
	movq	(%rax,%r14), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L1614
.L1650:
	movq	40(%rsp), %rbx
	jmp	.L1621
.L1655:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC217(%rip), %rdi
	orl	$-1, %r15d
	call	fwrite@PLT
	jmp	.L1589
.L1662:
	movq	%r14, %rdi
	call	stall_window_free
	jmp	.L1621
.L1661:
	movq	16(%rsp), %rax
	movq	8(%rsp), %rdi
	leaq	80(%rsp), %rcx
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC220(%rip), %rsi
	movq	%r14, 88(%rsp)
	movq	%rax, 80(%rsp)
	movq	272(%rbp), %rax
	movq	%rax, 96(%rsp)
	call	export_file
	movq	%r14, %rdi
	movl	%eax, %ebp
	call	stall_window_free
	testl	%ebp, %ebp
	je	.L1617
	jmp	.L1616
	.cfi_endproc
.LFE153:
	.size	export_bench, .-export_bench
	.section	.rodata.str1.8
	.align 8
.LC223:
	.string	"a run of users (--population, --sessions)"
	.section	.rodata.str1.1
.LC224:
	.string	"a sweep (--sweep)"
.LC225:
	.string	"--cross-check"
.LC226:
	.string	"a benchmark run"
.LC227:
	.string	"one"
.LC228:
	.string	"it"
	.section	.rodata.str1.8
	.align 8
.LC229:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC230:
	.string	"--stall %s us is not below --period %s us: random stalls of that mean would leave the server almost no time between them"
	.align 8
.LC231:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC232:
	.string	"the latencies have too many possible values"
	.align 8
.LC233:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC234:
	.string	"2^40"
.LC235:
	.string	"reference"
.LC236:
	.string	"closed-form"
.LC240:
	.string	"seed 000"
.LC241:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC242:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC243:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC244:
	.string	"--self-test"
.LC245:
	.string	"--scenario"
	.section	.rodata.str1.8
	.align 8
.LC246:
	.string	"option %s: its row carries its parser"
	.align 8
.LC247:
	.string	"option %s: a choice has its names, a refusal its words"
	.section	.rodata.str1.1
.LC248:
	.string	"rank n=1 p=0"
.LC249:
	.string	"rank n=1 p=100"
.LC250:
	.string	"rank n=1 p=0 ceil"
.LC251:
	.string	"rank n=1 p=100 ceil"
.LC252:
	.string	"rank n=10 p=0"
.LC253:
	.string	"rank n=10 p=100"
.LC254:
	.string	"rank n=10 p=50"
.LC255:
	.string	"rank n=10 p=95 rounds half up"
.LC256:
	.string	"rank n=10 p=94.9 rounds down"
.LC257:
	.string	"rank n=10 p=90.1 ceil"
.LC258:
	.string	"rank n=119980 p=99"
.LC259:
	.string	"rank n=119980 p=99.9"
.LC260:
	.string	"rank n=119980 p=99 ceil"
.LC261:
	.string	"rank n=2^62 p=99.99 exact"
.LC263:
	.string	"hdr fixture corrected count"
.LC264:
	.string	"hdr fixture correct_co"
.LC265:
	.string	"hdr fixture corrected p50"
.LC266:
	.string	"hdr fixture corrected p90"
.LC267:
	.string	"hdr fixture corrected p99"
.LC268:
	.string	"hdr fixture corrected max"
.LC269:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC270:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC271:
	.string	"correction of one interval"
.LC272:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC273:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC274:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC275:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC276:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC277:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC279:
	.string	"reference server agrees, start %lu"
	.align 8
.LC281:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC282:
	.string	"in service at a stall: extended by it"
	.align 8
.LC283:
	.string	"starting in a stall: waits for its end"
	.align 8
.LC284:
	.string	"corrected set without its terms, and the reference's partitioning, e %lu, values below %lu: fields that differ"
	.align 8
.LC285:
	.string	"the brute-force buffer was allocated"
	.section	.rodata.str1.1
.LC286:
	.string	"200us"
.LC287:
	.string	"0.3us"
.LC288:
	.string	"0.5s"
.LC289:
	.string	"1.000000001s"
.LC290:
	.string	"0"
.LC291:
	.string	"250"
.LC292:
	.string	"0.5ns"
.LC293:
	.string	"ms"
.LC294:
	.string	"-1ms"
.LC295:
	.string	"5parsecs"
.LC296:
	.string	"1.ms"
.LC297:
	.string	"99999999999999999999s"
.LC298:
	.string	"4611686018427387904ns"
.LC299:
	.string	"QUICK"
.LC300:
	.string	"REPS"
.LC301:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC302:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC303:
	.string	"QUICK '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC304:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC305:
	.string	"REPS '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC306:
	.string	"out of memory reading the options%s%s"
	.section	.rodata.str1.1
.LC307:
	.string	"--duration"
.LC308:
	.string	"--requests"
.LC309:
	.string	"--correct"
.LC310:
	.string	"--trace-values"
.LC311:
	.string	"--population"
.LC312:
	.string	"--sessions"
.LC313:
	.string	"--sweep"
	.section	.rodata.str1.8
	.align 8
.LC314:
	.string	"%s is the lab's, not the benchmark's: run ./lab %s ... (./build.sh builds it beside bench)"
	.align 8
.LC315:
	.string	"%s applies to a simulated run, not to a recorded trace, whose latencies are already measured (the correction's interval is --expected-interval): drop %s"
	.align 8
.LC316:
	.string	"%s does not apply to %s: drop it"
	.section	.rodata.str1.1
.LC317:
	.string	"-h"
	.section	.rodata.str1.8
	.align 8
.LC318:
	.string	"%s applies only with %s: add %s, or drop %s"
	.section	.rodata.str1.1
.LC319:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC320:
	.string	"both set the length of the run: "
	.align 8
.LC321:
	.string	"--duration and --requests %s%s"
	.align 8
.LC322:
	.string	"--correct, --sweep and --cross-check write no .values files"
	.align 8
.LC323:
	.string	"--export-values applies to a benchmark run: %s%s"
	.section	.rodata.str1.1
.LC324:
	.string	"which writes nothing"
	.section	.rodata.str1.8
	.align 8
.LC325:
	.string	"--export does not apply to --cross-check, %s%s"
	.align 8
.LC326:
	.string	"drop them, or --correct, --sweep and --cross-check"
	.align 8
.LC327:
	.string	"--hlog-interval and --hlog-counts shape a benchmark run's .hlog: %s%s"
	.section	.rodata.str1.1
.LC328:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC329:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC330:
	.string	"%s, from %s"
	.section	.rodata.str1.8
	.align 8
.LC331:
	.string	"--scoreboard scores a benchmark run, not a recorded trace: drop it"
	.align 8
.LC332:
	.string	"--timeout, --queue-limit and the generator's options apply to a benchmark run, not to a recorded trace: drop them"
	.align 8
.LC333:
	.string	"drop --service-dist or use catch-up"
	.align 8
.LC334:
	.string	"takes fixed service times only: "
	.section	.rodata.str1.1
.LC335:
	.string	"--closed back-to-back %s%s"
	.section	.rodata.str1.8
	.align 8
.LC336:
	.string	"--period 0 means a single stall"
	.align 8
.LC337:
	.string	"--stalls poisson needs --period T, the mean gap between stall starts: %s%s"
	.align 8
.LC338:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC339:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC340:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC341:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC342:
	.string	"takes one connection: "
.LC343:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC344:
	.string	"shorten --duration or --interval"
	.align 8
.LC345:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC346:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC347:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC348:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC349:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC350:
	.string	"--scoreboard keeps every sample"
	.align 8
.LC351:
	.string	"the schedule has more than 8388608 requests, and %s: %s"
	.align 8
.LC352:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC353:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC354:
	.string	"back-to-back may send more than %s requests: %s"
	.section	.rodata.str1.1
.LC355:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC356:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC357:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.align 8
.LC358:
	.string	"--exact-by passes); bench alone takes auto, sorted or lattice"
	.align 8
.LC359:
	.string	"--exact-by passes: the passes route is the lab's (./lab %s%s"
	.align 8
.LC360:
	.string	"%lu requests: bench alone keeps every sample of this model, up to %d a client; run it with ./lab, which walks a longer run again in passes, or add --exact-by sorted to keep them all"
	.align 8
.LC361:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.section	.rodata.str1.1
.LC362:
	.string	"load"
.LC363:
	.string	"drop --arrivals and mean"
	.section	.rodata.str1.8
	.align 8
.LC364:
	.string	"--sweep runs on a fixed schedule (--schedule poisson and --rate go with --sweep load), with a fixed --expected-interval: %s%s"
	.align 8
.LC365:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC366:
	.string	"in the cross-check"
.LC367:
	.string	"expected_ns"
.LC368:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC369:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC370:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC371:
	.string	"computing the expected outcome"
	.align 8
.LC372:
	.string	"bench: --export: the corrected %s holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC373:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.section	.rodata.str1.1
.LC374:
	.string	" warmup"
.LC375:
	.string	"rep=%u%s set=%s"
	.globl	__udivmodti4
.LC376:
	.string	" slow=%lu sum_ns=%s\n"
.LC377:
	.string	"for a rep"
	.section	.rodata.str1.8
	.align 8
.LC378:
	.string	"bench: out of memory for the report\n"
	.align 8
.LC379:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC380:
	.string	"The recordings part at %s: the open loop reads %s there, %s times the closed loop's %s.\n"
	.align 8
.LC381:
	.string	"They part at p99: the open loop reads %s there, %s times the closed loop's %s"
	.section	.rodata.str1.1
.LC382:
	.string	"At p99 the two loops agree"
	.section	.rodata.str1.8
	.align 8
.LC383:
	.string	"At p99 the open loop reads %s, %s times the closed loop"
	.align 8
.LC384:
	.string	", and the correction at %s leaves the closed loop's p99 as it was.\n"
	.align 8
.LC385:
	.string	"; corrected at %s, the closed loop reads %s.\n"
	.align 8
.LC386:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC387:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s.\n"
	.align 8
.LC388:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.align 8
.LC389:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.align 8
.LC390:
	.string	"RESULT passes walks=%u guessed=%u of=%d\n"
	.section	.rodata.str1.1
.LC391:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC392:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.text
	.p2align 4
	.type	bench_main, @function
bench_main:
.LFB237:
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
	subq	$8120, %rsp
	.cfi_def_cfa_offset 8176
	movdqa	.LC237(%rip), %xmm0
	leaq	6064(%rsp), %rdi
	leaq	6064(%rsp), %rsi
	rep stosq
	movq	.LC239(%rip), %rax
	movaps	%xmm0, 6112(%rsp)
	movdqa	.LC238(%rip), %xmm0
	leaq	.LC117(%rip), %rdi
	movq	$100000, 6064(%rsp)
	movl	$83, %ecx
	movq	%rax, 6280(%rsp)
	leaq	.LC240(%rip), %rax
	movaps	%xmm0, 6224(%rsp)
	movq	%rax, %xmm4
	movq	%rdi, %xmm0
	leaq	2192(%rsp), %rdi
	punpcklqdq	%xmm4, %xmm0
	movq	$500000000, 6128(%rsp)
	movq	$200000, 6144(%rsp)
	movq	$1000000, 6256(%rsp)
	movq	$16384, 6272(%rsp)
	movq	%rdi, 48(%rsp)
	movq	%rsi, 40(%rsp)
	movups	%xmm0, 6520(%rsp)
	rep movsq
	cmpl	$2, %ebx
	je	.L2192
	movl	$1, %r14d
	cmpl	$1, %ebx
	jle	.L1723
	.p2align 4,,10
	.p2align 3
.L1722:
	movslq	%r14d, %rax
	movq	0(%rbp,%rax,8), %r13
	cmpb	$45, 0(%r13)
	jne	.L2007
	cmpb	$104, 1(%r13)
	jne	.L2007
	cmpb	$0, 2(%r13)
	jne	.L2007
	movl	$-1, %eax
	leaq	.LC159(%rip), %r13
.L1717:
	leaq	104+OPTIONS(%rip), %r15
	xorl	%r12d, %r12d
	testl	%eax, %eax
	je	.L2193
.L2162:
	addl	$1, %r12d
	cmpl	$23, %r12d
	je	.L1719
	movq	(%r15), %rsi
	movq	%r13, %rdi
	addq	$104, %r15
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2162
.L2193:
	movslq	%r12d, %r12
	leaq	OPTIONS(%rip), %rdi
	leaq	(%r12,%r12,2), %rax
	leaq	(%r12,%rax,4), %rax
	leaq	(%rdi,%rax,8), %rax
	movl	8(%rax), %edx
	testl	%edx, %edx
	jne	.L2194
	addl	$1, %r14d
.L1719:
	addl	$1, %r14d
	cmpl	%r14d, %ebx
	jg	.L1722
.L1723:
	leaq	.LC299(%rip), %rdi
	call	getenv@PLT
	leaq	.LC300(%rip), %rdi
	movq	%rax, %r12
	call	getenv@PLT
	movq	%rax, %r13
	testq	%r12, %r12
	je	.L1964
	leaq	.LC301(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	cmpb	$0, (%r12)
	movl	%eax, %r14d
	je	.L1725
	leaq	.LC290(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2195
.L1725:
	xorl	%eax, %eax
	testl	%r14d, %r14d
	sete	%al
.L1724:
	movl	%eax, 2672(%rsp)
	testq	%r13, %r13
	je	.L1727
	cmpb	$0, 0(%r13)
	jne	.L2196
.L1727:
	movslq	%ebx, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 24(%rsp)
	testq	%rax, %rax
	je	.L2197
	movq	48(%rsp), %rdi
	leaq	8(%rbp), %rdx
	leal	-1(%rbx), %esi
	call	mark_given
	cmpl	$1, %ebx
	jle	.L1965
	xorl	%r13d, %r13d
	movl	%ebx, 16(%rsp)
	xorl	%r12d, %r12d
	movq	%rbp, (%rsp)
	movl	%r12d, %r15d
	movl	%r13d, 64(%rsp)
	movl	%r13d, 72(%rsp)
	movl	$1, %r13d
	movl	%r13d, %r12d
	.p2align 4,,10
	.p2align 3
.L1742:
	movslq	%r12d, %rax
	leaq	0(,%rax,8), %rbx
	movq	%rbx, 32(%rsp)
	movq	(%rsp), %rbx
	movq	(%rbx,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L2008
	cmpb	$104, 1(%r14)
	jne	.L2008
	cmpb	$0, 2(%r14)
	movl	$-1, %edx
	leaq	.LC159(%rip), %rdi
	jne	.L2008
.L1732:
	leaq	104+OPTIONS(%rip), %r10
	xorl	%r13d, %r13d
	movq	%rdi, %rbp
	movq	%r10, %rbx
	testl	%edx, %edx
	je	.L2198
.L2164:
	addl	$1, %r13d
	cmpl	$23, %r13d
	je	.L2183
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$104, %rbx
	call	strcmp@PLT
	movl	%eax, %edx
	testl	%edx, %edx
	jne	.L2164
.L2198:
	movslq	%r13d, %rax
	leaq	OPTIONS(%rip), %rbx
	leaq	(%rax,%rax,2), %rsi
	leaq	(%rax,%rsi,4), %rsi
	movl	8(%rbx,%rsi,8), %ecx
	testl	%ecx, %ecx
	jne	.L2183
	movl	%edx, 56(%rsp)
	leal	1(%r12), %esi
	cmpl	%esi, 16(%rsp)
	jle	.L1734
	imulq	$104, %rax, %r13
	leaq	OPTIONS(%rip), %rax
	leaq	.LC307(%rip), %rsi
	movq	(%rax,%r13), %r13
	movq	%r13, %rdi
	call	strcmp@PLT
	movl	$1, %r10d
	leaq	.LC308(%rip), %rsi
	movq	%r13, %rdi
	testl	%eax, %eax
	movl	72(%rsp), %eax
	cmove	%r10d, %eax
	movl	%eax, 72(%rsp)
	call	strcmp@PLT
	movl	$1, %r10d
	leaq	.LC245(%rip), %rsi
	movq	%r13, %rdi
	testl	%eax, %eax
	cmovne	64(%rsp), %r10d
	movl	%r10d, 64(%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rbx
	movq	32(%rsp), %rdi
	movq	%r14, %xmm0
	testl	%eax, %eax
	movl	56(%rsp), %edx
	movq	8(%rbx,%rdi), %rsi
	movq	%rsi, %xmm5
	punpcklqdq	%xmm5, %xmm0
	je	.L2199
	movq	24(%rsp), %rbx
	movslq	%r15d, %rax
	leal	2(%r12), %esi
	addl	$2, %r15d
	movups	%xmm0, (%rbx,%rax,8)
	movl	$1, %eax
.L1740:
	movl	%esi, %r12d
	cmpl	%esi, 16(%rsp)
	jle	.L2004
	testb	%al, %al
	jne	.L1742
.L2004:
	movl	%r15d, %r12d
	testl	%edx, %edx
	je	.L1730
.L2185:
	movq	24(%rsp), %rdi
	call	free@PLT
.L1782:
	movq	40(%rsp), %rdi
	call	usage_error
	movl	%eax, %r13d
.L1776:
	movq	2664(%rsp), %rdi
	call	free@PLT
	movq	2848(%rsp), %rdi
	call	free@PLT
	jmp	.L1663
	.p2align 4,,10
	.p2align 3
.L2007:
	leaq	.LC160(%rip), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
	jmp	.L1717
	.p2align 4,,10
	.p2align 3
.L2194:
	movq	(%rax), %rdi
	leaq	.LC159(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1719
	call	print_usage
.L1669:
	xorl	%r13d, %r13d
.L1663:
	addq	$8120, %rsp
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
	.p2align 4,,10
	.p2align 3
.L2183:
	.cfi_restore_state
	leal	1(%r12), %esi
.L1734:
	movq	24(%rsp), %rbx
	movslq	%r15d, %rax
	xorl	%edx, %edx
	addl	$1, %r15d
	movq	%r14, (%rbx,%rax,8)
	movl	$1, %eax
	jmp	.L1740
	.p2align 4,,10
	.p2align 3
.L2008:
	movq	%r14, %rdi
	leaq	.LC160(%rip), %rsi
	call	strcmp@PLT
	movq	%r14, %rdi
	movl	%eax, %edx
	jmp	.L1732
.L2199:
	movq	40(%rsp), %rdx
	movq	48(%rsp), %rdi
	call	apply_scenario.constprop.0
	leal	2(%r12), %esi
	testl	%eax, %eax
	movl	%eax, %edx
	sete	%al
	jmp	.L1740
.L2192:
	movq	8(%rbp), %r12
	leaq	.LC241(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2200
	leaq	.LC244(%rip), %rsi
	movq	%r12, %rdi
	movl	$1, %r14d
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1722
	xorl	%r13d, %r13d
	movq	40(%rsp), %rbp
	leaq	OPTIONS(%rip), %r15
	leaq	set_choice(%rip), %r14
	movl	%r13d, 16(%rsp)
	jmp	.L1677
	.p2align 4,,10
	.p2align 3
.L2203:
	leaq	.LC245(%rip), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1671
	movq	%r13, %rcx
	leaq	.LC246(%rip), %rdx
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
	leaq	.LC247(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	xorl	%ecx, %ecx
	cmpq	%r14, %rbx
	je	.L2201
.L1675:
	leaq	set_flag(%rip), %rax
	leaq	set_cross_check(%rip), %rdi
	cmpq	%rax, %rbx
	sete	%al
	cmpq	%rdi, %rbx
	leaq	set_text(%rip), %rdi
	sete	%dl
	orl	%edx, %eax
	cmpq	%rdi, %rbx
	leaq	set_time(%rip), %rdi
	sete	%dl
	orl	%edx, %eax
	cmpq	%rdi, %rbx
	sete	%dl
	orl	%edx, %eax
	leaq	set_duration(%rip), %rdx
	cmpq	%rdx, %rbx
	sete	%dl
	orl	%eax, %edx
	movzbl	%dl, %eax
	orl	%ecx, %eax
	jne	.L1952
.L1939:
	xorl	%ecx, %ecx
	cmpq	$0, 88(%r15)
	setne	%cl
.L1673:
	xorl	%r8d, %r8d
	movl	$1, %esi
	xorl	%edx, %edx
	movq	%rbp, %rdi
	call	expect
	addq	$104, %r15
	addl	%r12d, %eax
	addl	%eax, 16(%rsp)
	leaq	2392+OPTIONS(%rip), %rax
	cmpq	%rax, %r15
	je	.L2202
.L1677:
	cmpl	$2, 8(%r15)
	movq	48(%r15), %rbx
	movq	(%r15), %r13
	jne	.L2203
.L1671:
	movq	%r13, %rcx
	leaq	.LC246(%rip), %rdx
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
	leaq	.LC247(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$1, %ecx
	cmpq	%r14, %rbx
	jne	.L1673
	cmpq	$0, 96(%r15)
	je	.L2182
	movl	$1, %ecx
	jmp	.L1675
.L1964:
	xorl	%eax, %eax
	jmp	.L1724
.L2195:
	testl	%r14d, %r14d
	je	.L1725
	movq	40(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC302(%rip), %r8
	leaq	.LC303(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1782
.L2201:
	cmpq	$0, 96(%r15)
	jne	.L1939
.L2182:
	xorl	%ecx, %ecx
	jmp	.L1673
.L2196:
	leaq	4464(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%r13, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L2204
	movq	4464(%rsp), %rax
	movl	$1, 2704(%rsp)
	movl	%eax, 2408(%rsp)
	jmp	.L1727
.L1965:
	xorl	%ebp, %ebp
	xorl	%r12d, %r12d
	movl	%ebp, 72(%rsp)
	movl	%ebp, 64(%rsp)
.L1730:
	movq	48(%rsp), %rbx
	leaq	.LC309(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	testl	%eax, %eax
	jne	.L1968
	leaq	.LC310(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	testl	%eax, %eax
	movl	%eax, 16(%rsp)
	je	.L2205
.L1968:
	movl	$1, %r10d
	movl	$2, %r11d
.L1744:
	movq	2840(%rsp), %rcx
	testq	%rcx, %rcx
	jne	.L2206
	leaq	2708(%rsp), %rax
	movl	%r12d, 56(%rsp)
	leaq	OPTIONS(%rip), %r15
	xorl	%r8d, %r8d
	movq	%rax, (%rsp)
	movq	%r15, %r9
	movq	%r8, %rbx
.L1760:
	movq	(%rsp), %rax
	xorl	%edi, %edi
	movq	%rdi, 2864(%rsp)
	cmpb	$0, (%rax,%rbx)
	je	.L1751
	movl	40(%r9), %eax
	movl	%ebx, 32(%rsp)
	andl	%r11d, %eax
	testl	%r10d, %r10d
	je	.L1747
	testl	%eax, %eax
	je	.L2207
.L1748:
	movq	32(%r9), %rcx
	movq	%rcx, 80(%rsp)
	testq	%rcx, %rcx
	jne	.L2208
.L1751:
	addq	$1, %rbx
	addq	$104, %r9
	cmpq	$23, %rbx
	jne	.L1760
	movl	56(%rsp), %r12d
	movl	64(%rsp), %ebx
	testl	%ebx, 72(%rsp)
	jne	.L1763
	movq	24(%rsp), %r15
	movq	40(%rsp), %rcx
	movl	%r12d, %esi
	movq	48(%rsp), %rdi
	movq	%r15, %rdx
	call	apply_args.constprop.0
	movq	%r15, %rdi
	movl	%eax, %ebx
	movl	%eax, 64(%rsp)
	call	free@PLT
	movl	%ebx, %eax
	testl	%ebx, %ebx
	jne	.L1782
	cmpl	$0, 2640(%rsp)
	je	.L1765
	cmpl	$0, 2560(%rsp)
	jne	.L2209
	movq	2632(%rsp), %rbx
	testq	%rbx, %rbx
	je	.L2210
.L1771:
	leaq	2864(%rsp), %r12
	movq	%rbx, %rcx
	movl	$1100, %esi
	xorl	%eax, %eax
	leaq	.LC328(%rip), %rdx
	movq	%r12, %rdi
	leaq	4464(%rsp), %rbp
	call	snprintf@PLT
	movq	%r12, %rdi
	movl	$1200, %edx
	movq	%rbp, %rsi
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2211
	call	fclose@PLT
	movq	%rbp, %rdi
	call	remove@PLT
.L1774:
	leaq	1680(%rsp), %r9
	xorl	%eax, %eax
	leaq	.LC330(%rip), %rdx
	movl	$96, %esi
	movq	2656(%rsp), %r8
	movq	2648(%rsp), %rcx
	movq	%r9, %rdi
	movq	%r9, 16(%rsp)
	call	snprintf@PLT
	movl	2560(%rsp), %r13d
	movq	16(%rsp), %r9
	cmpl	$1, %r13d
	je	.L2212
.L1777:
	movq	2568(%rsp), %r15
	movq	2576(%rsp), %r8
	movq	%r15, %rax
	orq	%r8, %rax
	jne	.L1780
	cmpl	$0, 2672(%rsp)
	movabsq	$20000000000, %r15
	movabsq	$5000000000, %rax
	cmovne	%rax, %r15
.L1780:
	movq	2592(%rsp), %rax
	cmpl	$0, 2200(%rsp)
	movq	%rax, 2288(%rsp)
	je	.L1781
	cmpl	$2, 2344(%rsp)
	je	.L2213
.L1781:
	cmpl	$1, 2232(%rsp)
	movq	2248(%rsp), %rcx
	je	.L2214
.L1783:
	testq	%rcx, %rcx
	jne	.L1784
.L1785:
	pxor	%xmm0, %xmm0
	ucomisd	2584(%rsp), %xmm0
	jp	.L2005
	je	.L1787
.L2005:
	cmpl	$1, 2264(%rsp)
	jne	.L2215
.L1787:
	movl	2344(%rsp), %r12d
	cmpl	$1, %r12d
	je	.L2216
.L1789:
	movq	2272(%rsp), %rsi
	movq	%r8, %rbx
	testq	%r8, %r8
	jne	.L1790
	xorl	%edx, %edx
	movq	%r15, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %rbx
.L1790:
	movabsq	$4611686018427387903, %rdi
	movq	%rbx, %rax
	mulq	%rsi
	movq	%rax, %r10
	xorl	%eax, %eax
	cmpq	%r10, %rdi
	sbbq	%rdx, %rax
	jc	.L2217
	leaq	-1(%rbx), %rax
	movq	%rbx, 2328(%rsp)
	imulq	%rsi, %rax
	cmpl	$0, 2676(%rsp)
	movq	%rax, 16(%rsp)
	movq	%rax, 2320(%rsp)
	jne	.L1792
	leaq	.LC346(%rip), %rax
	movq	%rsi, 2360(%rsp)
	movq	%rax, 2376(%rsp)
.L1792:
	movl	2396(%rsp), %r14d
	cmpl	$1, %r14d
	je	.L2218
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rbx, %rax
	jb	.L2219
	cmpl	$0, 2696(%rsp)
	je	.L1799
	movl	%r12d, %edx
	leaq	by_kind.5(%rip), %rsi
	movq	%rbx, %rax
	cmpl	$3, (%rsi,%rdx,4)
	jne	.L1800
.L1796:
	movq	2336(%rsp), %rax
	testq	%rax, %rax
	je	.L1983
	xorl	%edx, %edx
	divq	2192(%rsp)
	movq	2352(%rsp), %rdx
	leaq	1(%rax,%rdx), %rax
.L1800:
	cmpq	%rax, %rbx
	cmovnb	%rbx, %rax
	cmpq	$8388608, %rax
	ja	.L1797
.L1799:
	cmpl	$2, %r14d
	je	.L2220
.L1795:
	movq	2192(%rsp), %rbp
	cmpl	$2, %r12d
	je	.L2221
.L1804:
	movq	2240(%rsp), %r8
	xorl	%edi, %edi
	xorl	%r11d, %r11d
	movq	%r8, %r10
	addq	%rbp, %r10
	adcq	%rdi, %r11
	testq	%r8, %r8
	je	.L1807
	testq	%rcx, %rcx
	je	.L1807
	cmpq	$0, 2232(%rsp)
	jne	.L1808
	subq	%r8, %rcx
	xorl	%edx, %edx
	movq	%rbp, %rax
	divq	%rcx
	addq	$2, %rax
	mulq	%r8
	addq	%rbp, %rax
	adcq	%rdi, %rdx
	movq	%rax, %r10
	movq	%rdx, %r11
.L1807:
	movq	2336(%rsp), %r15
	xorl	%edi, %edi
	xorl	%edx, %edx
	movq	%r11, %rcx
	movq	2256(%rsp), %rsi
	movq	%r15, %rax
	addq	%rsi, %rax
	movq	16(%rsp), %rsi
	adcq	%rdi, %rdx
	xorl	%edi, %edi
	addq	%rax, %rsi
	leaq	1(%rbx), %rax
	adcq	%rdx, %rdi
	imulq	%rax, %rcx
	mulq	%r10
	addq	%rcx, %rdx
	addq	%rax, %rsi
	movabsq	$4611686018427387903, %rcx
	adcq	%rdx, %rdi
	xorl	%eax, %eax
	cmpq	%rsi, %rcx
	sbbq	%rdi, %rax
	jc	.L2222
	testl	%r13d, %r13d
	je	.L2006
	cmpl	$3, %r13d
	je	.L2006
	movq	2632(%rsp), %rax
	movq	%rax, 24(%rsp)
	cmpl	$2, %r13d
	je	.L2223
.L1821:
	movl	2644(%rsp), %eax
	movl	$864, %esi
	movl	$1, %edi
	movq	%r9, (%rsp)
	movl	%eax, 96(%rsp)
	movl	2640(%rsp), %eax
	movl	%eax, 140(%rsp)
	call	calloc@PLT
	movq	(%rsp), %r9
	testq	%rax, %rax
	movq	%rax, 16(%rsp)
	je	.L2224
	movq	16(%rsp), %r13
	movq	48(%rsp), %rsi
	xorl	%eax, %eax
	movl	$48, %ecx
	movq	%r9, %xmm7
	leaq	328(%r13), %rdi
	movq	%rsi, 0(%r13)
	movq	%rsi, %xmm0
	movl	$288, %esi
	movq	%rdi, %rdx
	leaq	416(%r13), %rdi
	punpcklqdq	%xmm7, %xmm0
	rep stosq
	leaq	416(%r13), %rax
	movq	%rdx, 440(%r13)
	movaps	%xmm0, 416(%r13)
	movl	2408(%rsp), %r13d
	movq	%rdx, 104(%rsp)
	leal	1(%r13), %edi
	movq	%rax, 56(%rsp)
	call	calloc@PLT
	movq	%r13, %rdi
	movl	$8, %esi
	movq	%rax, %r14
	movq	16(%rsp), %rax
	movq	%r14, 304(%rax)
	call	calloc@PLT
	movq	%r13, %rdi
	movl	$8, %esi
	movq	%rax, %rdx
	movq	16(%rsp), %rax
	movq	%rdx, (%rsp)
	movq	%rdx, 312(%rax)
	call	calloc@PLT
	movq	(%rsp), %rdx
	movq	16(%rsp), %r13
	testq	%rdx, %rdx
	movq	%rax, 320(%r13)
	sete	%dl
	testq	%r14, %r14
	sete	%cl
	orb	%cl, %dl
	jne	.L1831
	testq	%rax, %rax
	je	.L1831
	movq	104(%rsp), %rdi
	xorl	%eax, %eax
	movl	$20, %ecx
	rep stosl
	movq	48(%rsp), %rdi
	call	plan_route
	movl	%eax, 352(%r13)
	cmpl	$3, %eax
	je	.L1831
	cmpl	$2, %eax
	je	.L2225
	leaq	by_kind.5(%rip), %rdx
	movq	%rbx, %rax
	cmpl	$3, (%rdx,%r12,4)
	jne	.L1836
	testq	%r15, %r15
	je	.L1836
	movq	%r15, %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	2352(%rsp), %rdx
	leaq	1(%rdx,%rax), %rax
.L1836:
	leaq	0(,%rax,8), %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	16(%rsp), %rdi
	movq	%rax, 344(%rdi)
	testq	%rax, %rax
	je	.L1831
	movq	%rbx, %r12
.L1835:
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	16(%rsp), %r15
	leaq	0(,%r12,8), %rdi
	movq	%rax, %rbp
	movq	%rax, 328(%r15)
	call	malloc@PLT
	movq	%rax, 336(%r15)
	testq	%rbp, %rbp
	je	.L1831
	testq	%rax, %rax
	je	.L1831
	xorl	%eax, %eax
	cmpq	$0, 24(%rsp)
	movq	48(%rsp), %rdi
	leaq	16(%r15), %rbp
	setne	%al
	movq	%rbp, 1320(%rsp)
	movl	%eax, 356(%r15)
	xorl	%r15d, %r15d
	movq	%rdi, 1312(%rsp)
	movl	%r15d, 1328(%rsp)
	call	closed_form_gap
	testq	%rax, %rax
	je	.L2226
	cmpl	$0, 96(%rsp)
	jne	.L1840
	cmpq	$0, 24(%rsp)
	jne	.L1840
	xorl	%esi, %esi
	leaq	1312(%rsp), %rcx
	leaq	432(%rsp), %rdi
	leaq	ref_job_run(%rip), %rdx
	call	pthread_create@PLT
	testl	%eax, %eax
	je	.L1990
	movq	16(%rsp), %rbx
	movq	(%rbx), %r10
	movq	%r10, %rdi
	call	closed_form_gap
	movq	%rax, 432(%rbx)
	testq	%rax, %rax
	je	.L1842
.L1937:
	movq	%rbp, %rsi
	movq	%r10, %rdi
	call	ref_sorted
.L1843:
	movl	%eax, %edi
	call	fault_rc
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L2227
	cmpq	$0, 24(%rsp)
	je	.L1846
	movq	16(%rsp), %rax
	movq	(%rax), %r13
	movq	176(%rax), %rbx
	movq	%r13, %rdi
	call	plan_route
	cmpl	$2, %eax
	je	.L2228
.L1849:
	cmpq	$16777216, %rbx
	ja	.L2229
.L1846:
	movq	56(%rsp), %rdi
	call	print_plan
.L1841:
	movq	16(%rsp), %rbx
	movl	$1, %eax
	movq	%rbp, 48(%rsp)
	movq	(%rbx), %r13
	movq	%rbx, %rbp
	subl	220(%r13), %eax
	movl	%eax, 32(%rsp)
	leaq	944(%rsp), %rax
	movq	%rax, 40(%rsp)
	jmp	.L1852
.L2234:
	cmpl	$0, 152(%r13)
	jne	.L1876
	cmpq	$1, 160(%r13)
	je	.L2230
.L1877:
	leaq	256(%rbx), %rcx
	leaq	240(%rbx), %r9
	movl	$1, %esi
.L1879:
	movq	136(%r13), %rax
.L1881:
	movq	328(%rbp), %rdx
	pushq	%rcx
	.cfi_def_cfa_offset 8184
	movq	%r13, %rdi
	movq	%rax, %rcx
	pushq	48(%rsp)
	.cfi_def_cfa_offset 8192
	leaq	528(%rsp), %r8
	call	walk_all
	popq	%rsi
	.cfi_def_cfa_offset 8184
	popq	%rdi
	.cfi_def_cfa_offset 8176
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L2190
.L1878:
	movq	944(%rsp), %rax
	testq	%rax, %rax
	js	.L1883
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1884:
	movq	.LC41(%rip), %rax
	movq	512(%rsp), %r14
	movq	%rax, %xmm1
	testq	%r14, %r14
	je	.L1885
	js	.L1886
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L1885:
	divsd	%xmm1, %xmm0
	xorl	%ecx, %ecx
	orq	$-1, %rax
	movq	%rcx, 2872(%rsp)
	cmpq	$0, 48(%r13)
	movsd	%xmm0, 672(%rsp)
	je	.L1888
	movq	64(%r13), %rax
.L1888:
	movq	%r15, %rsi
	movl	$1, %edi
	movq	%rax, 2864(%rsp)
	call	clock_gettime@PLT
	movq	4464(%rsp), %rax
	cmpl	$0, 72(%r13)
	movq	4472(%rsp), %r10
	movq	%rax, 72(%rsp)
	movq	%r10, 80(%rsp)
	jne	.L1889
	cmpl	$0, 8(%r13)
	jne	.L1889
	cmpq	$0, 40(%r13)
	jne	.L1889
	movq	336(%rbp), %rdx
	movq	(%rsp), %r8
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	leaq	2864(%rsp), %r12
	movq	%r13, %rdi
	movq	%r12, %rsi
	call	run_open
	movq	%r15, %rsi
	movl	$1, %edi
	movq	%rax, 264(%rbx)
	call	clock_gettime@PLT
	movq	80(%rsp), %r10
	imulq	$1000000000, 4464(%rsp), %rax
	imulq	$1000000000, 72(%rsp), %rdx
	subq	%r10, %rax
	addq	4472(%rsp), %rax
	subq	%rdx, %rax
	movq	%rax, 944(%rsp)
	movq	2872(%rsp), %rax
	movq	%rax, 248(%rbx)
.L1890:
	movq	944(%rsp), %rax
	movq	592(%rsp), %r12
	testq	%rax, %rax
	js	.L1891
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1892:
	testq	%r12, %r12
	js	.L1893
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r12, %xmm1
.L1894:
	divsd	%xmm1, %xmm0
	cmpl	$0, 176(%r13)
	movq	256(%rbx), %rcx
	movsd	%xmm0, 680(%rsp)
	je	.L1895
	movq	160(%r13), %rsi
	cmpq	%rsi, %r14
	jb	.L1999
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
.L1896:
	movq	%rax, 272(%rbx)
	movq	%rbx, %r8
	movq	%r14, %rsi
	movl	200(%r13), %ecx
	movq	192(%r13), %rdx
	movq	328(%rbp), %rdi
	call	summarise.isra.0
	movl	200(%r13), %ecx
	leaq	80(%rbx), %r8
	movq	%r12, %rsi
	movq	192(%r13), %rdx
	movq	336(%rbp), %rdi
	call	summarise.isra.0
	leaq	160(%rbx), %rax
	movq	%r14, %rsi
	movl	200(%r13), %r8d
	movq	192(%r13), %rcx
	movq	272(%rbx), %rdx
	movq	328(%rbp), %rdi
	pushq	%r10
	.cfi_def_cfa_offset 8184
	pushq	%rax
	.cfi_def_cfa_offset 8192
	movq	344(%rbp), %r9
	call	corrected_summarise
	movl	%eax, %r12d
	popq	%r11
	.cfi_def_cfa_offset 8184
	popq	%rbx
	.cfi_def_cfa_offset 8176
.L1874:
	leaq	run_fault_lock(%rip), %rbx
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	movq	%rbx, %rdi
	movl	run_fault(%rip), %r13d
	call	pthread_mutex_unlock@PLT
	testl	%r12d, %r12d
	jne	.L2178
	testl	%r13d, %r13d
	jne	.L2000
	cmpl	$0, 96(%rsp)
	jne	.L2231
.L1897:
	movl	32(%rsp), %eax
	testl	%eax, %eax
	je	.L1903
	movq	312(%rbp), %rdx
	subl	$1, %eax
	movsd	672(%rsp), %xmm0
	movsd	%xmm0, (%rdx,%rax,8)
	movq	320(%rbp), %rdx
	movsd	680(%rsp), %xmm0
	movsd	%xmm0, (%rdx,%rax,8)
.L1903:
	addl	$1, 32(%rsp)
	movq	0(%rbp), %r13
.L1852:
	movl	32(%rsp), %eax
	cmpl	%eax, 216(%r13)
	jb	.L2232
	movl	32(%rsp), %eax
	imulq	$288, %rax, %rax
	movq	%rax, 144(%rsp)
	addq	304(%rbp), %rax
	movq	%rax, %rbx
	movq	136(%r13), %rax
	cmpl	$2, 352(%rbp)
	movq	%rax, (%rsp)
	movq	%rax, 512(%rsp)
	movq	%rax, 592(%rsp)
	je	.L2233
	leaq	8(%rbx), %rdi
	movq	%rbx, %rcx
	xorl	%r8d, %r8d
	xorl	%eax, %eax
	andq	$-8, %rdi
	movq	%r8, (%rbx)
	xorl	%r9d, %r9d
	subq	%rdi, %rcx
	movq	%r8, 280(%rbx)
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	movq	%r9, 2872(%rsp)
	orq	$-1, %rax
	cmpq	$0, 48(%r13)
	je	.L1875
	movq	64(%r13), %rax
.L1875:
	leaq	4464(%rsp), %r15
	movl	$1, %edi
	movq	%rax, 2864(%rsp)
	movq	%r15, %rsi
	call	clock_gettime@PLT
	movq	4464(%rsp), %rax
	cmpl	$0, 72(%r13)
	movq	4472(%rsp), %r14
	movq	%rax, 72(%rsp)
	je	.L2234
.L1876:
	movl	152(%r13), %edx
	leaq	by_kind.5(%rip), %rax
	leaq	256(%rbx), %rcx
	leaq	240(%rbx), %r9
	movl	(%rax,%rdx,4), %esi
	cmpl	$3, %esi
	jne	.L1879
	movq	144(%r13), %rax
	testq	%rax, %rax
	je	.L1879
	xorl	%edx, %edx
	divq	0(%r13)
	movq	160(%r13), %rdx
	leaq	1(%rax,%rdx), %rax
	jmp	.L1881
.L2200:
	movq	40(%rsp), %rdx
	leaq	4464(%rsp), %rsi
	leaq	2864(%rsp), %rdi
	call	estimate_ghz
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L2159
	movsd	6064(%rsp), %xmm3
	movl	$7, %esi
	movl	$4, %eax
	movsd	4464(%rsp), %xmm2
	movsd	2864(%rsp), %xmm1
	leaq	.LC242(%rip), %rdi
	call	printf@PLT
	jmp	.L1669
.L2202:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	16(%rsp), %r13d
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC248(%rip), %rdi
	leaq	raw.9(%rip), %rbp
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC249(%rip), %rdi
	leal	(%rax,%r13), %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC250(%rip), %rdi
	addl	%eax, %ebx
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
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC252(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC253(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC254(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC255(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC256(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC257(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC258(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC259(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC260(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC261(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movdqa	.LC262(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
	.p2align 4,,10
	.p2align 3
.L1678:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rdx, %rax
	jne	.L1678
	movq	$100000000, 80000+raw.9(%rip)
	xorl	%esi, %esi
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L1683
.L2235:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L1682
.L1683:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %ecx
	cmpq	$9999, %rax
	jbe	.L1679
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rcx
.L1679:
	addq	%rsi, %rcx
	movq	%rcx, %rsi
	jnc	.L2235
	xorl	%esi, %esi
.L1682:
	movq	%rsi, %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	leaq	.LC263(%rip), %rdi
	leaq	fixed.8(%rip), %r12
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
	leaq	.LC264(%rip), %rdi
	leaq	240(%rsp), %r15
	call	expect
	xorl	%ecx, %ecx
	movl	$1000, %edx
	movq	%r12, %rdi
	leaq	272(%rsp), %r8
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise.isra.0
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1000, %esi
	movq	280(%rsp), %rcx
	leaq	.LC265(%rip), %rdi
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	288(%rsp), %rcx
	leaq	.LC266(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	296(%rsp), %rcx
	leaq	.LC267(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	320(%rsp), %rcx
	leaq	.LC268(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	336(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	344(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC269(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC270(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC271(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC272(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC273(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	1680(%rsp), %r9
	movl	$8, %ecx
	xorl	%edx, %edx
	addl	%eax, %ebx
	leaq	240(%rsp), %rdi
	xorl	%eax, %eax
	movl	$9, %r8d
	rep stosl
	xorl	%eax, %eax
	movq	%r9, %rdi
	movl	$64, %ecx
	rep stosq
	movl	$700, %esi
	movl	$1, %ecx
	movq	%r15, %rdi
	movq	%r9, 16(%rsp)
	movq	%r15, 24(%rsp)
	call	dist_add.part.0
	cmpl	$0, 264(%rsp)
	movq	16(%rsp), %r9
	jne	.L1685
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%r15, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 264(%rsp)
	movq	16(%rsp), %r9
	jne	.L1685
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%r15, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
	movq	16(%rsp), %r9
.L1685:
	movq	248(%rsp), %rbp
	movq	240(%rsp), %rcx
	xorl	%r11d, %r11d
	xorl	%edi, %edi
.L1690:
	cmpq	%rbp, %r11
	je	.L1955
	xorl	%r10d, %r10d
	cmpq	$0, 24(%rcx)
	je	.L1687
	.p2align 4,,10
	.p2align 3
.L1692:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%r9,%rdi,8), %r8
	je	.L1689
	.p2align 4,,10
	.p2align 3
.L1686:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L1686
	leaq	1(%rdi,%rdx), %rdi
.L1689:
	addq	$1, %r10
	cmpq	24(%rcx), %r10
	jb	.L1692
.L1687:
	addq	$1, %r11
	addq	$32, %rcx
	jmp	.L1690
.L1955:
	xorl	%r11d, %r11d
	movq	%rdi, 32(%rsp)
	movq	40(%rsp), %r13
	leaq	352(%rsp), %r12
	movq	%r11, (%rsp)
	leaq	432(%rsp), %rbp
	leaq	-8+PCT_NAME(%rip), %r14
	movq	%r9, 48(%rsp)
.L1691:
	movl	(%rsp), %r15d
	movq	24(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2000, %esi
	movl	%r15d, %edx
	call	dist_summarise
	movq	32(%rsp), %rsi
	movl	%r15d, %ecx
	movq	%rbp, %r8
	movq	48(%rsp), %rdi
	movl	$2000, %edx
	movl	$8, %r15d
	call	summarise.isra.0
	movq	352(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	432(%rsp), %rsi
	leaq	.LC274(%rip), %rdi
	call	expect
	leaq	RANK_NAME(%rip), %rdi
	addl	%eax, %ebx
	movq	(%rsp), %rax
	movq	(%rdi,%rax,8), %rax
	movq	%rax, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L1693:
	movq	(%r14,%r15), %rcx
	movq	16(%rsp), %r9
	movl	$64, %esi
	xorl	%eax, %eax
	leaq	.LC275(%rip), %rdx
	movq	%r13, %rdi
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	(%r12,%r15), %rcx
	movq	0(%rbp,%r15), %rsi
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movq	%r13, %rdi
	addq	$8, %r15
	call	expect
	addl	%eax, %ebx
	cmpq	$56, %r15
	jne	.L1693
	movq	408(%rsp), %rcx
	movq	488(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC276(%rip), %rdi
	call	expect
	movq	416(%rsp), %rcx
	movq	424(%rsp), %r8
	leaq	.LC277(%rip), %rdi
	movq	496(%rsp), %rsi
	movq	504(%rsp), %rdx
	addl	%eax, %ebx
	call	expect
	addl	%eax, %ebx
	cmpq	$0, (%rsp)
	jne	.L2236
	movq	$1, (%rsp)
	jmp	.L1691
.L2236:
	movq	(%rsp), %r11
	movq	24(%rsp), %rdi
	leaq	944(%rsp), %r12
	leaq	starts.7(%rip), %rbp
	leaq	80(%rbp), %r14
	leaq	.LC279(%rip), %r13
	movq	%r11, 16(%rsp)
	call	dist_free
	movq	16(%rsp), %r11
	xorl	%eax, %eax
	movq	%r12, %rdi
	movl	$46, %ecx
	movq	%r12, 16(%rsp)
	movq	40(%rsp), %r15
	rep stosq
	movdqa	.LC278(%rip), %xmm0
	movq	%r11, 24(%rsp)
	movq	$100, 944(%rsp)
	movq	$2000, 1008(%rsp)
	movaps	%xmm0, 992(%rsp)
	jmp	.L1698
.L2238:
	leaq	1100(%r12), %rsi
.L1695:
	movq	%r11, %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	%r15, %rdi
	call	expect
	addq	$8, %rbp
	addl	%eax, %ebx
	cmpq	%r14, %rbp
	je	.L2237
.L1698:
	movq	0(%rbp), %r12
	movq	%r13, %rdx
	movl	$64, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	movq	%r12, %rcx
	call	snprintf@PLT
	movq	16(%rsp), %rdi
	movq	%r12, %rsi
	movl	$100, %edx
	call	ref_serve
	leaq	100(%r12), %rsi
	movq	%rax, %r11
	cmpq	$2000, %rsi
	jbe	.L1695
	cmpq	$1999, %r12
	jbe	.L2238
	cmpq	$2999, %r12
	jbe	.L1958
	movdqa	.LC280(%rip), %xmm6
	movaps	%xmm6, 4464(%rsp)
	cmpq	$7000, %rsi
	jbe	.L1695
	movq	%rsi, %rdx
	movl	$5000, %r9d
	movq	%r12, %rsi
	movl	$1000, %r8d
	leaq	4464(%rsp), %rdi
	movl	$100, %ecx
	movq	%rax, (%rsp)
	call	serve_stalls
	movq	(%rsp), %r11
	movq	%rax, %rsi
	jmp	.L1695
.L1958:
	movl	$3100, %esi
	jmp	.L1695
.L2237:
	movq	16(%rsp), %r12
	movq	24(%rsp), %r11
	movl	$100, %edx
	movl	$1900, %esi
	movq	%r12, %rdi
	movq	%r11, (%rsp)
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$2000, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC281(%rip), %rdi
	call	expect
	movl	$100, %edx
	movl	$1950, %esi
	movq	%r12, %rdi
	addl	%eax, %ebx
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$3050, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC282(%rip), %rdi
	call	expect
	movl	$100, %edx
	movl	$2500, %esi
	movq	%r12, %rdi
	addl	%eax, %ebx
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$3100, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC283(%rip), %rdi
	call	expect
	movl	$3200000, %edi
	leal	(%rbx,%rax), %ebp
	xorl	%ebx, %ebx
	call	malloc@PLT
	xorl	%ecx, %ecx
	movl	%ebp, 112(%rsp)
	movq	(%rsp), %r14
	movl	%ecx, 104(%rsp)
	movq	%rax, 24(%rsp)
	movl	$42, %eax
	movq	%rax, %r11
.L1699:
	cmpq	$0, 24(%rsp)
	setne	%r12b
	cmpq	$5, %rbx
	ja	.L2003
	testb	%r12b, %r12b
	je	.L2003
	leaq	ST_TOP(%rip), %rdi
	leaq	ST_E(%rip), %rax
	movq	%rbx, 96(%rsp)
	movq	%r11, %rbp
	movq	%rdi, (%rsp)
	leaq	2864(%rsp), %rdi
	movq	(%rax,%rbx,8), %r15
	movq	%rdi, 16(%rsp)
	leaq	1312(%rsp), %rdi
	movq	%rdi, 56(%rsp)
	leaq	(%r15,%r15,2), %rax
	movq	%rax, %r11
.L1712:
	movq	56(%rsp), %rdi
	xorl	%eax, %eax
	movl	$46, %ecx
	movabsq	$-4658895280553007687, %r10
	movabsq	$-7723592293110705685, %r8
	rep stosq
	movq	(%rsp), %rax
	movq	16(%rsp), %rdi
	movq	$1000, 1504(%rsp)
	movq	(%rax), %r9
	movq	%rdi, %rsi
	jmp	.L1703
	.p2align 4,,10
	.p2align 3
.L2240:
	movq	-8(%rdi), %rdx
.L1701:
	addl	$1, %ecx
	movq	%rdx, (%rdi)
	addq	$8, %rdi
	cmpl	$200, %ecx
	je	.L2239
.L1703:
	movl	%ecx, %eax
	andl	$3, %eax
	cmpl	$1, %eax
	je	.L2240
	movabsq	$-7046029254386353131, %rax
	imull	$954437177, %ecx, %ebx
	addq	%rax, %rbp
	movq	%rbp, %rax
	shrq	$30, %rax
	xorq	%rbp, %rax
	imulq	%r10, %rax
	movq	%rax, %rdx
	shrq	$27, %rdx
	xorq	%rax, %rdx
	imulq	%r8, %rdx
	movq	%rdx, %rax
	shrq	$31, %rax
	xorq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r9
	cmpl	$477218589, %ebx
	leaq	(%rdx,%r11), %rax
	cmovb	%rax, %rdx
	jmp	.L1701
	.p2align 4,,10
	.p2align 3
.L2239:
	movq	16(%rsp), %rax
	xorl	%r8d, %r8d
	leaq	1600(%rax), %rdi
	jmp	.L1708
	.p2align 4,,10
	.p2align 3
.L2242:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	je	.L2241
.L1708:
	movq	(%rsi), %rax
	movq	%r14, %rcx
	cmpq	%r15, %rax
	jb	.L1704
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, %rcx
.L1704:
	addq	%r8, %rcx
	setc	%bl
	movq	%rcx, %r8
	movzbl	%bl, %ebx
	jnc	.L2242
	xorl	%eax, %eax
	xorl	%ebx, %ebx
.L1707:
	leaq	4464(%rsp), %r8
	movq	%r9, 64(%rsp)
	leaq	592(%rsp), %r12
	movq	%r8, 32(%rsp)
	leaq	512(%rsp), %r10
	leaq	672(%rsp), %r13
	movq	%r11, 88(%rsp)
	movq	%r8, 48(%rsp)
	movq	%r14, 72(%rsp)
	movq	%r10, %r14
	movq	%rbp, 80(%rsp)
	movq	%r12, %rbp
	movl	%eax, %r12d
.L1711:
	movq	24(%rsp), %rcx
	movq	16(%rsp), %rdi
	movq	%r15, %rdx
	movl	$200, %esi
	movl	$400000, %r8d
	call	correct_co
	movq	24(%rsp), %rdi
	movq	%r14, %r8
	movl	%r12d, %ecx
	movq	%rax, %rsi
	movl	$1000, %edx
	call	summarise.isra.0
	movq	24(%rsp), %rcx
	movq	16(%rsp), %rdi
	movq	%r15, %rdx
	movl	$400000, %r8d
	movl	$200, %esi
	call	correct_co
	movq	56(%rsp), %rdx
	movq	%r13, %rcx
	movq	24(%rsp), %rdi
	movq	%rax, %rsi
	movl	%r12d, 1512(%rsp)
	call	ref_summary
	movq	48(%rsp), %rdi
	movq	16(%rsp), %rsi
	movl	$200, %ecx
	rep movsq
	movq	32(%rsp), %rax
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movl	$200, %esi
	movq	%rax, %rdi
	movq	%rax, 48(%rsp)
	call	qsort@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 8184
	movq	%r15, %rdx
	movl	%r12d, %r8d
	pushq	%rbp
	.cfi_def_cfa_offset 8192
	movq	56(%rsp), %r9
	movl	$1000, %ecx
	movl	$200, %esi
	movq	48(%rsp), %rdi
	call	corrected_summarise
	popq	%rax
	.cfi_def_cfa_offset 8184
	movl	$8, %eax
	popq	%rdx
	.cfi_def_cfa_offset 8176
	.p2align 4,,10
	.p2align 3
.L1710:
	movq	(%r14,%rax), %rcx
	xorl	%edx, %edx
	cmpq	%rcx, 0(%rbp,%rax)
	setne	%dl
	cmpq	%rcx, 0(%r13,%rax)
	setne	%cl
	addq	$8, %rax
	movzbl	%cl, %ecx
	addl	%ecx, %edx
	movslq	%edx, %rdx
	addq	%rdx, %rbx
	cmpq	$56, %rax
	jne	.L1710
	movq	512(%rsp), %r8
	xorl	%eax, %eax
	cmpq	%r8, 592(%rsp)
	setne	%al
	movq	568(%rsp), %rdi
	xorl	%esi, %esi
	cmpq	%rdi, 648(%rsp)
	setne	%sil
	movq	576(%rsp), %rdx
	movq	584(%rsp), %rcx
	addl	%esi, %eax
	movq	664(%rsp), %r9
	movq	656(%rsp), %rsi
	xorq	%rcx, %r9
	xorq	%rdx, %rsi
	orq	%r9, %rsi
	cmpq	$1, %rsi
	sbbl	$-1, %eax
	xorl	%esi, %esi
	cmpq	%r8, 672(%rsp)
	setne	%sil
	addl	%esi, %eax
	xorl	%esi, %esi
	cmpq	%rdi, 728(%rsp)
	setne	%sil
	xorq	736(%rsp), %rdx
	xorq	744(%rsp), %rcx
	orq	%rcx, %rdx
	addl	%esi, %eax
	cmpq	$1, %rdx
	sbbl	$-1, %eax
	cltq
	addq	%rax, %rbx
	testl	%r12d, %r12d
	jne	.L2243
	movl	$1, %r12d
	jmp	.L1711
	.p2align 4,,10
	.p2align 3
.L2241:
	cmpq	$400000, %rcx
	jbe	.L2244
.L1709:
	addq	$8, (%rsp)
	movq	(%rsp), %rax
	leaq	32+ST_TOP(%rip), %rbx
	cmpq	%rbx, %rax
	jne	.L1712
	movq	96(%rsp), %rbx
	movq	%rbp, %r11
	addq	$1, %rbx
	jmp	.L1699
.L2243:
	movq	64(%rsp), %r9
	movq	88(%rsp), %r11
	movq	%r15, %rcx
	xorl	%eax, %eax
	movl	$192, %esi
	movq	72(%rsp), %r14
	movq	80(%rsp), %rbp
	leaq	752(%rsp), %r12
	movq	%r9, %r8
	leaq	.LC284(%rip), %rdx
	movq	%r12, %rdi
	movq	%r11, 32(%rsp)
	call	snprintf@PLT
	movq	%rbx, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movq	%r12, %rdi
	call	expect
	movq	32(%rsp), %r11
	addl	%eax, 104(%rsp)
	jmp	.L1709
.L2003:
	movq	24(%rsp), %rdi
	movl	112(%rsp), %ebp
	call	free@PLT
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movzbl	%r12b, %ecx
	movl	$1, %esi
	leaq	.LC285(%rip), %rdi
	call	expect
	movl	104(%rsp), %ebx
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	leaq	.LC286(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%ebp, %ebx
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC287(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC288(%rip), %rdi
	addl	%eax, %ebx
	leaq	.LC291(%rip), %rbp
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC289(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC290(%rip), %rdi
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
	leaq	.LC292(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC293(%rip), %rdi
	addl	%eax, %ebx
	xorl	%r13d, %r13d
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC294(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC295(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC296(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC297(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC298(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%r13b
	jmp	.L1663
.L1747:
	testl	%eax, %eax
	jne	.L1748
	leaq	.LC223(%rip), %r8
	cmpl	$8, %r11d
	je	.L1750
	leaq	.LC224(%rip), %r8
	cmpl	$4, %r11d
	je	.L1750
	cmpl	$16, %r11d
	leaq	.LC226(%rip), %r8
	leaq	.LC225(%rip), %rax
	cmove	%rax, %r8
.L1750:
	movslq	32(%rsp), %rax
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	leaq	.LC316(%rip), %rdx
	imulq	$104, %rax, %rax
	movq	(%r15,%rax), %rcx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2185
.L2208:
	movl	$128, %esi
	xorl	%eax, %eax
	movl	%r11d, 120(%rsp)
	xorl	%r12d, %r12d
	leaq	4464(%rsp), %r14
	leaq	.LC174(%rip), %rdx
	movl	%r10d, 112(%rsp)
	movq	%r14, %rdi
	movq	%r9, 104(%rsp)
	movq	%r14, 88(%rsp)
	call	snprintf@PLT
	leaq	2864(%rsp), %rax
	movq	%r14, %rdi
	leaq	.LC25(%rip), %rsi
	movq	%rax, %rdx
	movq	%rax, 16(%rsp)
	leaq	.LC159(%rip), %r14
	call	strtok_r@PLT
	movq	%rbx, 96(%rsp)
	movq	%rax, %rbx
.L1752:
	testq	%rbx, %rbx
	je	.L2245
	movq	%rbx, %rdi
	leaq	.LC317(%rip), %rsi
	movq	%r15, %rbp
	call	strcmp@PLT
	testl	%eax, %eax
	cmove	%r14, %rbx
	xorl	%r13d, %r13d
.L1754:
	movq	0(%rbp), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2246
	addl	$1, %r13d
	addq	$104, %rbp
	cmpl	$23, %r13d
	jne	.L1754
	xorl	%eax, %eax
.L1755:
	movq	16(%rsp), %rdx
	leaq	.LC25(%rip), %rsi
	xorl	%edi, %edi
	orl	%eax, %r12d
	call	strtok_r@PLT
	movq	%rax, %rbx
	jmp	.L1752
.L2246:
	movslq	%r13d, %rcx
	xorl	%eax, %eax
	cmpb	$0, 2708(%rsp,%rcx)
	setne	%al
	jmp	.L1755
.L2245:
	movq	96(%rsp), %rbx
	movq	104(%rsp), %r9
	movl	112(%rsp), %r10d
	movl	120(%rsp), %r11d
	testl	%r12d, %r12d
	jne	.L1751
	movslq	32(%rsp), %rax
	movl	$32, %esi
	imulq	$104, %rax, %rax
	movq	(%r15,%rax), %rbx
	movq	80(%rsp), %r15
	movq	%r15, %rdi
	call	strchr@PLT
	movq	88(%rsp), %rsi
	movq	%r15, %rdi
	leaq	.LC228(%rip), %r9
	testq	%rax, %rax
	leaq	.LC227(%rip), %rax
	cmovne	%rax, %r9
	call	alternatives.constprop.0
	pushq	%r10
	.cfi_def_cfa_offset 8184
	movq	%rbx, %rcx
	movl	$2048, %esi
	pushq	%rbx
	.cfi_def_cfa_offset 8192
	movq	56(%rsp), %rdi
	movq	%rax, %r8
	leaq	.LC318(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	popq	%r11
	.cfi_def_cfa_offset 8184
	popq	%rbx
	.cfi_def_cfa_offset 8176
	jmp	.L2185
.L1763:
	movq	40(%rsp), %rdi
	leaq	.LC319(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC320(%rip), %rcx
	leaq	.LC321(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2185
.L2205:
	leaq	.LC311(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	movl	16(%rsp), %r10d
	movl	$8, %r11d
	testl	%eax, %eax
	jne	.L1744
	leaq	.LC312(%rip), %rsi
	movq	%rbx, %rdi
	movl	%r11d, (%rsp)
	call	was_given
	movl	$8, %r11d
	testl	%eax, %eax
	movl	%eax, 16(%rsp)
	jne	.L1970
	leaq	.LC313(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	movl	16(%rsp), %r10d
	movl	$4, %r11d
	testl	%eax, %eax
	jne	.L1744
	leaq	.LC225(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	movl	$1, %r11d
	movl	%eax, %r10d
	testl	%eax, %eax
	je	.L1744
	xorl	%r10d, %r10d
	movl	$16, %r11d
	jmp	.L1744
.L2159:
	movl	$5, %edx
	movl	$7, %esi
	movl	$3, %eax
	movsd	6064(%rsp), %xmm2
	movsd	4464(%rsp), %xmm1
	leaq	.LC243(%rip), %rdi
	movsd	2864(%rsp), %xmm0
	call	printf@PLT
	jmp	.L1669
.L1765:
	movq	2632(%rsp), %rbx
	testq	%rbx, %rbx
	je	.L1767
	movl	2560(%rsp), %eax
	cmpl	$3, %eax
	je	.L2247
	cmpq	$0, 2544(%rsp)
	jne	.L1770
	cmpl	$0, 2552(%rsp)
	je	.L1771
.L1770:
	testl	%eax, %eax
	je	.L1771
.L1772:
	movq	40(%rsp), %rdi
	leaq	.LC1(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC326(%rip), %rcx
	leaq	.LC327(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1782
.L1784:
	cmpq	%rcx, 2240(%rsp)
	jb	.L1785
	movq	%rcx, %rsi
	leaq	4464(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	2240(%rsp), %rsi
	leaq	2864(%rsp), %rdi
	movq	%rax, %rbx
	call	fmt_us.constprop.0
	leaq	.LC230(%rip), %rdx
	movq	40(%rsp), %rdi
	cmpq	$0, 2232(%rsp)
	movq	%rax, %rcx
	leaq	.LC229(%rip), %rax
	movq	%rbx, %r8
	movl	$2048, %esi
	cmove	%rax, %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1782
.L2006:
	cmpl	$3, %r14d
	je	.L1812
	subl	$1, %r14d
	je	.L1816
	movq	48(%rsp), %rdi
	call	sort_fits
	testl	%eax, %eax
	je	.L2248
.L1816:
	movq	2632(%rsp), %rax
	movq	%rax, 24(%rsp)
	testq	%rax, %rax
	je	.L1815
	movq	%r9, 16(%rsp)
	testl	%r13d, %r13d
	je	.L2187
.L1824:
	movq	48(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 1312(%rsp)
	call	closed_form_gap
	movq	%rax, %rsi
	testq	%rax, %rax
	jne	.L2249
	movq	48(%rsp), %r15
	leaq	2864(%rsp), %rbx
	movq	%rbx, %rsi
	movq	%r15, %rdi
	call	closed_form
	movl	%eax, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L1828
	leaq	4464(%rsp), %r12
	movq	%r15, %rdi
	movq	%r12, %rsi
	call	ref_sorted
	movl	%eax, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L1828
	leaq	1312(%rsp), %rbp
	movq	%rbx, %rcx
	xorl	%esi, %esi
	movq	%r12, %rdx
	movq	%rbp, %rdi
	xorl	%r13d, %r13d
	call	check_outcome
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	3136(%rsp), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 8184
	leaq	.LC367(%rip), %rcx
	movq	%rbp, %rdi
	leaq	.LC368(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 8192
	movq	4752(%rsp), %r8
	call	check
	movq	1336(%rsp), %rbx
	xorl	%eax, %eax
	movq	1328(%rsp), %rsi
	leaq	.LC369(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	popq	%rax
	.cfi_def_cfa_offset 8184
	popq	%rdx
	.cfi_def_cfa_offset 8176
	setne	%r13b
	jmp	.L1776
.L2212:
	cmpl	$0, 2696(%rsp)
	jne	.L2250
	movl	2424(%rsp), %edx
	orl	2472(%rsp), %edx
	movq	2416(%rsp), %rax
	movq	2448(%rsp), %rcx
	jne	.L1779
	orq	%rcx, %rax
	orq	2480(%rsp), %rax
	je	.L1777
.L1779:
	leaq	.LC332(%rip), %rdi
	call	usage_error
	movl	%eax, %r13d
	jmp	.L1776
.L2210:
	cmpq	$0, 2544(%rsp)
	jne	.L1774
.L1944:
	cmpl	$0, 2552(%rsp)
	je	.L1774
.L1773:
	cmpl	$0, 2560(%rsp)
	je	.L1774
	jmp	.L1772
.L1767:
	cmpq	$0, 2544(%rsp)
	jne	.L1773
	jmp	.L1944
.L2216:
	cmpq	$1, 2352(%rsp)
	jbe	.L1789
	movq	40(%rsp), %rdi
	leaq	.LC341(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC342(%rip), %rcx
	leaq	.LC343(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1782
.L2214:
	cmpq	$0, 2240(%rsp)
	je	.L1783
	testq	%rcx, %rcx
	jne	.L1784
	movq	40(%rsp), %rdi
	leaq	.LC1(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC336(%rip), %rcx
	leaq	.LC337(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1782
.L2221:
	testq	%r8, %r8
	je	.L1803
	xorl	%esi, %esi
	movq	%rsi, 2336(%rsp)
	jmp	.L1804
.L2218:
	cmpq	$200000000, %rbx
	ja	.L2251
	cmpl	$0, 2696(%rsp)
	je	.L1795
	movl	%r12d, %eax
	leaq	by_kind.5(%rip), %rdx
	cmpl	$3, (%rdx,%rax,4)
	je	.L1796
	cmpq	$8388608, %rbx
	jbe	.L1795
.L1797:
	movq	40(%rsp), %rdi
	leaq	.LC349(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC350(%rip), %rcx
	leaq	.LC351(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1782
.L1889:
	leaq	264(%rbx), %rax
	movq	336(%rbp), %rdx
	xorl	%esi, %esi
	movq	%r13, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 8184
	leaq	248(%rbx), %r9
	pushq	48(%rsp)
	.cfi_def_cfa_offset 8192
	movq	16(%rsp), %rcx
	leaq	608(%rsp), %r8
	call	walk_all
	movl	%eax, %r12d
	popq	%rax
	.cfi_def_cfa_offset 8184
	popq	%rdx
	.cfi_def_cfa_offset 8176
	testl	%r12d, %r12d
	je	.L1890
.L2190:
	leaq	run_fault_lock(%rip), %rbx
	movq	48(%rsp), %rbp
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
.L1882:
	leaq	.LC377(%rip), %rsi
	movl	%r12d, %edi
	call	cannot
	cmpl	$0, 64(%rsp)
	movl	%eax, %r13d
	jne	.L2252
	testl	%eax, %eax
	je	.L1910
.L2191:
	movq	16(%rsp), %rax
	leaq	800(%rax), %rbx
.L1839:
	movq	%rbx, %rdi
	call	stall_window_free
	movq	16(%rsp), %rbx
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
	jmp	.L1776
.L2223:
	movl	2264(%rsp), %eax
	cmpl	$2, %eax
	je	.L1825
	cmpl	$0, 2368(%rsp)
	jne	.L1825
	subl	$1, %eax
	jne	.L1821
	movq	2624(%rsp), %rdi
	leaq	.LC362(%rip), %rsi
	movq	%r9, 16(%rsp)
	call	strcmp@PLT
	movq	16(%rsp), %r9
	testl	%eax, %eax
	je	.L1821
.L1825:
	movq	40(%rsp), %rdi
	leaq	.LC1(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC363(%rip), %rcx
	leaq	.LC364(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1782
.L1808:
	xorl	%edx, %edx
	movq	%rbp, %rax
	movl	$37, %r11d
	movq	%rbp, %rsi
	divq	%rcx
	salq	$6, %rsi
	leaq	2(%rax), %rdi
	movq	%rdi, %rax
	xorl	%edi, %edi
	mulq	%r8
	shldq	$6, %rbp, %rdi
	imulq	$37, %rdx, %rcx
	mulq	%r11
	addq	%rcx, %rdx
	addq	%rsi, %rax
	adcq	%rdi, %rdx
	movq	%rax, %r10
	movq	%rdx, %r11
	jmp	.L1807
.L2225:
	leaq	2864(%rsp), %r12
	movq	48(%rsp), %rdi
	leaq	4464(%rsp), %rdx
	movq	%r12, %rsi
	call	lattice_plan
	testl	%eax, %eax
	je	.L1831
	movq	4464(%rsp), %rbp
	movq	16(%rsp), %r15
	movl	$8, %esi
	movq	2864(%rsp), %xmm0
	movq	%rbp, %xmm3
	movq	%rbp, %rdi
	punpcklqdq	%xmm3, %xmm0
	movups	%xmm0, 360(%r15)
	movaps	%xmm0, (%rsp)
	call	calloc@PLT
	movq	%rax, 376(%r15)
	testq	%rax, %rax
	je	.L1831
	movdqa	(%rsp), %xmm0
	movq	%rbp, %rdi
	movl	$8, %esi
	movl	$65536, %r12d
	movl	$524288, %ebp
	movaps	%xmm0, 384(%r15)
	call	calloc@PLT
	movq	%rax, 400(%r15)
	testq	%rax, %rax
	jne	.L1835
.L1831:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC370(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	16(%rsp), %rax
	leaq	800(%rax), %rbx
.L1919:
	movl	$1, %r13d
	jmp	.L1839
.L2220:
	leaq	4464(%rsp), %rsi
	movq	48(%rsp), %rdi
	movq	%r9, 32(%rsp)
	movq	%rsi, %rdx
	movq	%rcx, 24(%rsp)
	movq	%r8, (%rsp)
	call	lattice_plan
	movq	(%rsp), %r8
	movq	24(%rsp), %rcx
	testl	%eax, %eax
	movq	32(%rsp), %r9
	jne	.L1795
	movq	48(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L2253
.L1801:
	movq	40(%rsp), %rdi
	leaq	.LC1(%rip), %r8
	leaq	.LC352(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1782
.L1803:
	movq	%r15, 2336(%rsp)
	testq	%r15, %r15
	je	.L1804
	movq	%r15, %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	2352(%rsp), %rdx
	leaq	1(%rdx,%rax), %rax
	cmpl	$1, %r14d
	je	.L1805
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L1804
	leaq	.LC234(%rip), %rcx
.L1806:
	movq	40(%rsp), %rdi
	leaq	.LC353(%rip), %r8
	leaq	.LC354(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1782
.L1895:
	movq	168(%r13), %rax
	jmp	.L1896
.L1883:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1884
.L2248:
	movq	%r9, 16(%rsp)
	movq	%rdi, %r14
	call	plan_route
	cmpl	$3, %eax
	je	.L1817
	movq	%r14, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	jne	.L1817
	cmpl	$3, %r13d
	movq	16(%rsp), %r9
	je	.L1817
	movq	2632(%rsp), %rax
	movq	%rax, 24(%rsp)
	testq	%rax, %rax
	je	.L1821
	movq	%r9, 16(%rsp)
.L2187:
	movq	48(%rsp), %rdi
	call	plan_route
	movq	16(%rsp), %r9
	cmpl	$3, %eax
	jne	.L1821
	movq	40(%rsp), %rdi
	movl	$1048576, %r8d
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC361(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1782
.L2231:
	cmpl	$0, 32(%rsp)
	leaq	.LC374(%rip), %rdx
	leaq	.LC1(%rip), %rax
	movq	144(%rsp), %rbx
	cmove	%rdx, %rax
	movq	%rbp, 112(%rsp)
	leaq	2864(%rsp), %r12
	movq	%rax, 72(%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rax, (%rsp)
	movq	304(%rbp), %rax
	leaq	8(%rax,%rbx), %r14
	leaq	.LC174(%rip), %rax
	movl	$9, %ebx
	movq	%rax, 88(%rsp)
	leaq	224(%rsp), %rax
	movq	%rax, 80(%rsp)
.L1898:
	movq	(%rsp), %rax
	movq	72(%rsp), %rdx
	leaq	.LC375(%rip), %rdi
	leaq	PCT_NAME(%rip), %rbp
	movl	32(%rsp), %esi
	movq	%r14, %r13
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	-8(%r14), %rsi
	leaq	.LC204(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1899:
	movq	0(%r13), %rdx
	movq	0(%rbp), %rsi
	xorl	%eax, %eax
	addq	$8, %rbp
	leaq	.LC205(%rip), %rdi
	addq	$8, %r13
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rbp, %rax
	jne	.L1899
	movq	56(%r14), %rsi
	movq	64(%r14), %rdi
	movq	%r14, 120(%rsp)
	movl	$47, %r13d
	movb	$0, 4511(%rsp)
	movq	80(%rsp), %rbp
	movq	%r12, 128(%rsp)
.L1900:
	movq	%rdi, %r12
	xorl	%ecx, %ecx
	movq	%rsi, %rdi
	movq	%rsi, %r14
	movq	%rbp, %r8
	movq	%r12, %rsi
	movl	$10, %edx
	subq	$1, %r13
	call	__udivmodti4@PLT
	movzbl	224(%rsp), %edi
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%r14, %rbx
	leal	48(%rdi), %ecx
	sbbq	%r12, %rax
	movq	%rdx, %rdi
	movb	%cl, (%r15,%r13)
	jc	.L1900
	movq	120(%rsp), %r14
	movq	88(%rsp), %rdx
	leaq	(%r15,%r13), %rcx
	xorl	%eax, %eax
	movq	128(%rsp), %r12
	movl	$48, %esi
	addq	$80, %r14
	movq	%r12, %rdi
	call	snprintf@PLT
	movq	-32(%r14), %rsi
	movq	%r12, %rdx
	xorl	%eax, %eax
	leaq	.LC376(%rip), %rdi
	call	printf@PLT
	addq	$8, (%rsp)
	movq	(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rdi
	cmpq	%rax, %rdi
	jne	.L1898
	movq	112(%rsp), %rbp
	jmp	.L1897
.L2250:
	leaq	.LC331(%rip), %rdi
	call	usage_error
	movl	%eax, %r13d
	jmp	.L1776
.L1983:
	movq	%rbx, %rax
	jmp	.L1800
.L1970:
	xorl	%r10d, %r10d
	jmp	.L1744
.L1891:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1892
.L1893:
	movq	%r12, %rax
	movq	%r12, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1894
.L2233:
	leaq	2864(%rsp), %r12
	xorl	%eax, %eax
	xorl	%r14d, %r14d
	xorl	%esi, %esi
	movl	$8, %edx
	movq	%r12, %rdi
	leaq	4464(%rsp), %r15
	movq	%rdx, %rcx
	rep stosl
	movq	%r15, %rdi
	movq	%rcx, %rdx
	movl	$8, %ecx
	rep stosl
	leaq	8(%rbx), %rdi
	movq	%rbx, %rcx
	movq	%rdx, %rax
	andq	$-8, %rdi
	movq	%r14, (%rbx)
	subq	%rdi, %rcx
	movq	%r14, 280(%rbx)
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
	leaq	752(%rsp), %rdi
	xorl	%eax, %eax
	movq	%r15, 160(%rsp)
	movq	%rdi, 128(%rsp)
	leaq	760(%rsp), %rdx
	movq	%rbp, %r9
	movq	%r13, %r10
	movq	%r12, 152(%rsp)
	movq	%rdx, %r12
.L1867:
	xorl	%r11d, %r11d
	orq	$-1, %rsi
	movq	%r11, (%r12)
	cmpq	$0, 48(%r10)
	je	.L1854
	movq	64(%r10), %rsi
.L1854:
	movq	%rsi, 752(%rsp)
	xorl	%r15d, %r15d
	xorl	%r14d, %r14d
	xorl	%ebp, %ebp
	movq	%rax, 72(%rsp)
	movq	%r9, %r13
	movq	%rbx, 168(%rsp)
	movq	%r10, 80(%rsp)
	movq	%r12, 176(%rsp)
	movq	%r15, %r12
.L1855:
	movq	(%rsp), %rax
	cmpq	%rax, %r12
	jnb	.L2254
	movq	(%rsp), %rax
	movq	40(%rsp), %rsi
	movl	$1, %edi
	leaq	65536(%r12), %rbx
	cmpq	%rbx, %rax
	movq	%rax, %r8
	cmova	%rbx, %r8
	movq	%r8, 88(%rsp)
	call	clock_gettime@PLT
	movq	88(%rsp), %r8
	imulq	$1000000000, 944(%rsp), %r11
	addq	952(%rsp), %r11
	cmpq	$0, 72(%rsp)
	je	.L2255
	movq	336(%r13), %rdx
	movq	%rbp, %r9
	movq	%r12, %rcx
	movq	%r8, %r15
	movq	128(%rsp), %rsi
	movq	80(%rsp), %rdi
	movq	%r11, 88(%rsp)
	subq	%r12, %r15
	call	run_open
	movq	40(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, %rbp
	call	clock_gettime@PLT
	movq	88(%rsp), %r11
	movq	120(%rsp), %r9
	imulq	$1000000000, 944(%rsp), %rax
	addq	952(%rsp), %rax
	subq	%r11, %rax
	movq	336(%r13), %r8
	addq	%rax, %r14
.L1857:
	xorl	%ecx, %ecx
	testq	%r15, %r15
	je	.L1861
	.p2align 4,,10
	.p2align 3
.L1858:
	movq	(%r8,%rcx,8), %rdi
	movq	(%r9), %r11
	xorl	%edx, %edx
	movq	8(%r9), %rsi
	movq	%rdi, %rax
	divq	%r11
	cmpq	%rsi, %rax
	jnb	.L1859
	testq	%rdx, %rdx
	jne	.L1859
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%r15, %rcx
	jne	.L1858
.L1861:
	movq	%rbx, %r12
	jmp	.L1855
.L2255:
	movq	328(%r13), %rdx
	movq	80(%rsp), %rdi
	movq	%rbp, %r9
	movq	%r12, %rcx
	movq	128(%rsp), %rsi
	movq	%r11, 184(%rsp)
	call	run_closed
	movq	40(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, %rbp
	call	clock_gettime@PLT
	movq	88(%rsp), %r8
	movq	112(%rsp), %r9
	movq	184(%rsp), %r11
	imulq	$1000000000, 944(%rsp), %rax
	addq	952(%rsp), %rax
	subq	%r12, %r8
	subq	%r11, %rax
	movq	%r8, %r15
	movq	328(%r13), %r8
	addq	%rax, %r14
	jmp	.L1857
.L2254:
	movq	72(%rsp), %rax
	movq	80(%rsp), %r10
	movq	%r13, %r9
	leaq	672(%rsp), %rsi
	movq	168(%rsp), %rbx
	movq	176(%rsp), %r12
	testq	%r14, %r14
	js	.L1863
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L1864:
	movq	(%rsp), %rdi
	testq	%rdi, %rdi
	js	.L1865
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdi, %xmm1
.L1866:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%rsi,%rax,8)
	movq	760(%rsp), %rsi
	movq	%rbp, 256(%rbx,%rax,8)
	movq	%rsi, 240(%rbx,%rax,8)
	testq	%rax, %rax
	jne	.L2256
	movl	$1, %eax
	jmp	.L1867
.L2256:
	cmpl	$0, 176(%r10)
	movq	%r9, %rbp
	movq	%r10, %r13
	movq	152(%rsp), %r12
	movq	160(%rsp), %r15
	movq	256(%rbx), %rcx
	je	.L1868
	movq	160(%r10), %rsi
	movq	(%rsp), %rax
	cmpq	%rsi, %rax
	jb	.L1994
	xorl	%edx, %edx
	divq	%rsi
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rcx, %rax
	divq	%rsi
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
.L1869:
	movq	%rax, 272(%rbx)
	xorl	%r14d, %r14d
	jmp	.L1870
.L1871:
	addq	$1, %r14
.L1870:
	cmpq	368(%rbp), %r14
	jnb	.L2257
	movq	376(%rbp), %rax
	movq	(%rax,%r14,8), %r8
	testq	%r8, %r8
	je	.L1871
	movq	360(%rbp), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r12, %rdi
	imulq	%r14, %rsi
	call	dist_add
	jmp	.L1871
.L2257:
	movq	272(%rbx), %rsi
	movq	%r15, %rdx
	movq	%r12, %rdi
	call	dist_correct
	movl	2888(%rsp), %eax
	orl	4488(%rsp), %eax
	jne	.L1995
	movl	200(%r13), %edx
	movq	192(%r13), %rsi
	movq	%rbx, %rcx
	movq	112(%rsp), %rdi
	call	lattice_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	je	.L2258
.L1873:
	movq	2864(%rsp), %rdi
	call	free@PLT
	movq	4464(%rsp), %rdi
	call	free@PLT
	jmp	.L1874
.L1868:
	movq	168(%r10), %rax
	jmp	.L1869
.L1865:
	movq	(%rsp), %rcx
	pxor	%xmm1, %xmm1
	movq	%rcx, %rdi
	andl	$1, %ecx
	shrq	%rdi
	orq	%rcx, %rdi
	cvtsi2sdq	%rdi, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1866
.L1863:
	movq	%r14, %rdi
	andl	$1, %r14d
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%r14, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1864
.L1859:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%rsi, %r8
	movq	%r11, %rcx
	leaq	.LC373(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L2258:
	movl	200(%r13), %edx
	movq	192(%r13), %rsi
	leaq	80(%rbx), %rcx
	movq	120(%rsp), %rdi
	call	lattice_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L1873
	movl	200(%r13), %edx
	movq	192(%r13), %rsi
	leaq	160(%rbx), %rcx
	movq	%r15, %rdi
	call	dist_summarise
	movl	%eax, %r12d
	jmp	.L1873
.L2230:
	cmpl	$0, 8(%r13)
	jne	.L1877
	cmpq	$0, 40(%r13)
	jne	.L1877
	movq	328(%rbp), %rdx
	movq	(%rsp), %r8
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	leaq	2864(%rsp), %r12
	movq	%r13, %rdi
	movq	%r12, %rsi
	call	run_closed
	movq	%r15, %rsi
	movl	$1, %edi
	movq	%rax, 256(%rbx)
	call	clock_gettime@PLT
	imulq	$1000000000, 4464(%rsp), %rax
	imulq	$1000000000, 72(%rsp), %rdx
	subq	%r14, %rax
	addq	4472(%rsp), %rax
	subq	%rdx, %rax
	movq	%rax, 944(%rsp)
	movq	2872(%rsp), %rax
	movq	%rax, 240(%rbx)
	jmp	.L1878
.L2178:
	movq	48(%rsp), %rbp
	jmp	.L1882
.L1999:
	orq	$-1, %rax
	jmp	.L1896
.L1805:
	cmpq	$200000000, %rax
	jbe	.L1804
	leaq	.LC233(%rip), %rcx
	jmp	.L1806
.L2232:
	cmpl	$0, 64(%rsp)
	movq	48(%rsp), %rbp
	je	.L1910
	movq	432(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	movq	16(%rsp), %rbx
	movl	1328(%rsp), %r10d
	movq	(%rbx), %rdi
	call	closed_form_gap
	movq	%rax, 432(%rbx)
.L1940:
	movl	%r10d, %edi
	call	fault_rc
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L1909
.L1911:
	movq	56(%rsp), %rdi
	call	print_plan
.L1910:
	movq	16(%rsp), %rdi
	movl	$1, %ebx
	movq	416(%rdi), %rax
	movq	304(%rdi), %r12
	leaq	768(%rdi), %r13
	subl	220(%rax), %ebx
	jmp	.L1914
.L1915:
	movl	%ebx, %ecx
	movl	%ebx, %esi
	movq	%rbp, %rdx
	movq	%r13, %rdi
	imulq	$288, %rcx, %rcx
	addl	$1, %ebx
	addq	%r12, %rcx
	call	check_outcome
	movq	16(%rsp), %rax
	movq	416(%rax), %rax
.L1914:
	cmpl	%ebx, 216(%rax)
	jnb	.L1915
	movq	16(%rsp), %r15
	movq	(%r15), %rbp
	movq	304(%r15), %rax
	leaq	688(%r15), %rcx
	leaq	448(%r15), %rdx
	leaq	800(%r15), %rbx
	movl	216(%rbp), %esi
	leaq	288(%rax), %rdi
	movq	%rax, (%rsp)
	call	aggregate
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L1916
	movl	216(%rbp), %edx
	movq	312(%r15), %rsi
	leaq	192(%rsp), %r13
	movq	%r13, %rdi
	call	stats_of
	movq	56(%rsp), %r14
	movl	216(%rbp), %edx
	movq	%r13, %rdi
	movdqu	192(%rsp), %xmm7
	movq	320(%r15), %rsi
	movups	%xmm7, 296(%r14)
	movq	208(%rsp), %rax
	movq	%rax, 312(%r14)
	call	stats_of
	xorl	%esi, %esi
	movq	%rbp, %rdi
	movq	%rbx, %rdx
	movdqu	192(%rsp), %xmm2
	movaps	%xmm2, 320(%r14)
	movq	208(%rsp), %rax
	movq	%rax, 336(%r14)
	movl	216(%rbp), %eax
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
	jne	.L1917
.L1920:
	movq	16(%rsp), %r15
	movq	56(%rsp), %rdi
	xorl	%ebp, %ebp
	movq	(%r15), %rax
	movq	%rax, (%rsp)
	call	print_table
	movl	848(%r15), %eax
	movq	%r15, %rdx
	movl	%eax, 32(%rsp)
.L1918:
	movq	456(%rdx,%rbp,8), %rax
	addq	%rax, %rax
	cmpq	%rax, 536(%rdx,%rbp,8)
	jb	.L1921
	movl	$10, %edi
	call	putchar@PLT
	cmpl	$2, %ebp
	je	.L2174
	movq	16(%rsp), %rax
	movslq	%ebp, %rbp
	leaq	1312(%rsp), %rdi
	leaq	(%rax,%rbp,8), %r13
	movq	456(%r13), %rsi
	call	fmt_read.constprop.0
	movq	456(%r13), %rdx
	movq	536(%r13), %rsi
	leaq	944(%rsp), %rdi
	movq	%rax, %r15
	call	fmt_ratio.constprop.0
	movq	536(%r13), %rsi
	leaq	752(%rsp), %rdi
	movq	%rax, %r14
	call	fmt_read.constprop.0
	movq	%r14, %rcx
	movq	%r15, %r8
	leaq	.LC380(%rip), %rdi
	movq	%rax, %rdx
	leaq	PCT_LABEL(%rip), %rax
	movq	(%rax,%rbp,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %rax
	movq	552(%rax), %r14
	movq	472(%rax), %rbp
	movq	632(%rax), %r13
.L1924:
	cmpq	%rbp, %r14
	je	.L2259
	movq	%rbp, %rdx
	leaq	944(%rsp), %rdi
	movq	%r14, %rsi
	call	fmt_ratio.constprop.0
	leaq	752(%rsp), %rdi
	movq	%r14, %rsi
	movq	%rax, 40(%rsp)
	call	fmt_read.constprop.0
	movq	40(%rsp), %rdx
	leaq	.LC383(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1925:
	cmpq	%r13, %rbp
	je	.L2260
	leaq	4464(%rsp), %rdi
	movq	%r13, %rsi
	call	fmt_read.constprop.0
	leaq	2864(%rsp), %rdi
	movq	%rax, %rbp
	movq	16(%rsp), %rax
	movq	760(%rax), %rax
	movq	272(%rax), %rsi
	call	fmt_read.constprop.0
	movq	%rbp, %rdx
	leaq	.LC385(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1929:
	cmpl	$0, 32(%rsp)
	jne	.L1930
	leaq	.LC386(%rip), %rdi
	call	puts@PLT
.L1931:
	movq	16(%rsp), %r15
	leaq	.LC388(%rip), %rdi
	movl	$4, %eax
	movsd	712(%r15), %xmm0
	movsd	744(%r15), %xmm3
	movsd	736(%r15), %xmm2
	movsd	720(%r15), %xmm1
	call	printf@PLT
	movq	56(%rsp), %rdi
	movl	848(%r15), %edx
	movq	%rbx, %rsi
	call	print_results
	movq	24(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1932
	movq	760(%r15), %rcx
	movl	140(%rsp), %r8d
	xorl	%r12d, %r12d
	movq	104(%rsp), %rdx
	movq	(%rsp), %rsi
	call	export_bench
	testl	%eax, %eax
	setne	%r12b
.L1932:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L2261
	xorl	%edi, %edi
	leaq	4464(%rsp), %rsi
	call	getrusage@PLT
	testl	%eax, %eax
	je	.L2262
.L1934:
	movq	16(%rsp), %rax
	movq	440(%rax), %rax
	cmpl	$3, 24(%rax)
	je	.L2263
.L1935:
	movq	16(%rsp), %r15
	leaq	.LC235(%rip), %rax
	leaq	.LC236(%rip), %rsi
	leaq	.LC391(%rip), %rdi
	cmpq	$0, 432(%r15)
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	xorl	%r13d, %r13d
	call	printf@PLT
	movq	416(%r15), %rax
	movq	776(%r15), %rdx
	leaq	.LC392(%rip), %rdi
	movq	768(%r15), %rsi
	movl	220(%rax), %ecx
	addl	216(%rax), %ecx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$0, 776(%r15)
	setne	%r13b
	orl	%r12d, %r13d
	jmp	.L1839
.L1921:
	addq	$1, %rbp
	cmpq	$6, %rbp
	jne	.L1918
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC379(%rip), %rdi
	call	puts@PLT
	movq	16(%rsp), %rax
	movq	552(%rax), %r14
	movq	472(%rax), %rbp
	movq	632(%rax), %r13
	jmp	.L1924
.L1828:
	leaq	.LC366(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %r13d
	jmp	.L1776
.L2249:
	leaq	.LC365(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %r13d
	call	printf@PLT
	jmp	.L1776
.L2226:
	movq	16(%rsp), %rax
	xorl	%r9d, %r9d
	movq	48(%rsp), %r10
	movq	%r9, 432(%rax)
.L1842:
	movq	%rbp, %rsi
	movq	%r10, %rdi
	call	closed_form
	jmp	.L1843
.L1840:
	movq	16(%rsp), %rbx
	movq	48(%rsp), %r10
	movq	%rax, 432(%rbx)
	jmp	.L1937
.L1886:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1885
.L2215:
	movq	40(%rsp), %rdi
	leaq	.LC338(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC339(%rip), %rcx
	leaq	.LC340(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1782
.L2217:
	movq	40(%rsp), %rdi
	leaq	.LC1(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC344(%rip), %rcx
	leaq	.LC345(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1782
.L2219:
	leaq	.LC349(%rip), %r8
	leaq	.LC234(%rip), %rcx
.L2189:
	movq	40(%rsp), %rdi
	leaq	.LC348(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1782
.L2253:
	movq	48(%rsp), %rdi
	call	default_shape
	leaq	.LC232(%rip), %rcx
	testl	%eax, %eax
	leaq	.LC231(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L1801
.L1917:
	leaq	.LC1(%rip), %rsi
	movl	$-4, %edi
	call	cannot
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L1839
	jmp	.L1920
.L2263:
	movq	16(%rsp), %rax
	movl	$18, %ecx
	leaq	.LC390(%rip), %rdi
	movq	760(%rax), %rax
	movl	284(%rax), %edx
	movl	280(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1935
.L2262:
	movq	16(%rsp), %rax
	movq	4496(%rsp), %rsi
	leaq	.LC389(%rip), %rdi
	movq	440(%rax), %rax
	movl	24(%rax), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1934
.L2261:
	leaq	.LC1(%rip), %rsi
	movl	$-4, %edi
	call	cannot
	movl	%eax, %r13d
	jmp	.L1839
.L2000:
	movq	48(%rsp), %rbp
	movl	$-4, %r12d
	jmp	.L1882
.L2211:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	40(%rsp), %rdi
	movq	%rbx, %rcx
	leaq	.LC329(%rip), %rdx
	movq	%rax, %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1782
.L1812:
	movq	40(%rsp), %rdi
	leaq	.LC1(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC358(%rip), %rcx
	leaq	.LC359(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1782
.L2213:
	movq	40(%rsp), %rdi
	leaq	.LC333(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC334(%rip), %rcx
	leaq	.LC335(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1782
.L2204:
	movq	40(%rsp), %rdi
	movq	%r13, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC304(%rip), %r8
	leaq	.LC305(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1782
.L1952:
	movl	$1, %ecx
	jmp	.L1673
.L2197:
	leaq	.LC1(%rip), %r8
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	leaq	.LC306(%rip), %rdx
	movq	%r8, %rcx
	call	snprintf@PLT
	jmp	.L1782
.L1994:
	orq	$-1, %rax
	jmp	.L1869
.L1995:
	orl	$-1, %r12d
	jmp	.L1873
.L2247:
	movq	40(%rsp), %rdi
	leaq	.LC1(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC324(%rip), %rcx
	leaq	.LC325(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1782
.L2244:
	xorl	%eax, %eax
	jmp	.L1707
.L2209:
	movq	40(%rsp), %rdi
	leaq	.LC1(%rip), %r8
	leaq	.LC322(%rip), %rcx
	movl	$2048, %esi
	leaq	.LC323(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1782
.L2207:
	movslq	%ebx, %rax
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	leaq	.LC315(%rip), %rdx
	imulq	$104, %rax, %rax
	movq	(%r15,%rax), %rcx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	jmp	.L2185
.L2206:
	movq	40(%rsp), %rdi
	movq	%rcx, %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC314(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2185
.L1916:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC378(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1919
.L2252:
	movq	432(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	movq	16(%rsp), %rbx
	movl	1328(%rsp), %r10d
	movq	(%rbx), %rdi
	addq	$800, %rbx
	call	closed_form_gap
	movq	%rax, -368(%rbx)
	testl	%r13d, %r13d
	jne	.L1839
	jmp	.L1940
.L2224:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC370(%rip), %rsi
	movl	$1, %r13d
	call	fprintf@PLT
	jmp	.L1776
.L1815:
	cmpl	$3, %r13d
	je	.L1824
	xorl	%eax, %eax
	movq	%rax, 24(%rsp)
	jmp	.L1821
.L2229:
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	xorl	%eax, %eax
	movq	%rbx, %rcx
	leaq	.LC146(%rip), %rdx
	leaq	.LC372(%rip), %rsi
	movl	$2, %r13d
	call	fprintf@PLT
	jmp	.L2191
.L2228:
	leaq	2864(%rsp), %r12
	leaq	4464(%rsp), %rdx
	movq	%r13, %rdi
	movq	%r12, %rsi
	call	lattice_plan
	testl	%eax, %eax
	je	.L1849
	movq	16(%rsp), %rax
	movq	288(%rax), %rdx
	testq	%rdx, %rdx
	je	.L1849
	movq	224(%rax), %rcx
	movq	2864(%rsp), %rax
.L1850:
	movq	%rdx, %rdi
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdi, %rax
	testq	%rdx, %rdx
	jne	.L1850
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	addq	$1, %rax
	cmpq	%rax, %rbx
	cmova	%rax, %rbx
	jmp	.L1849
.L2251:
	leaq	.LC347(%rip), %r8
	leaq	.LC233(%rip), %rcx
	jmp	.L2189
.L2222:
	movq	40(%rsp), %rdi
	leaq	.LC355(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC356(%rip), %rcx
	leaq	.LC357(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1782
.L1930:
	movq	16(%rsp), %r15
	leaq	752(%rsp), %rdi
	movq	832(%r15), %rdx
	movq	800(%r15), %rax
	movq	(%rax,%rdx,8), %rsi
	call	fmt_read.constprop.0
	movq	832(%r15), %rdx
	leaq	.LC387(%rip), %rdi
	movq	%rax, %rcx
	movq	840(%r15), %rax
	movq	%rax, %rsi
	movq	%rax, 32(%rsp)
	xorl	%eax, %eax
	subq	%rdx, %rsi
	call	printf@PLT
	jmp	.L1931
.L2260:
	movq	16(%rsp), %rax
	leaq	2864(%rsp), %rdi
	movq	760(%rax), %rax
	movq	272(%rax), %rsi
	call	fmt_read.constprop.0
	leaq	.LC384(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1929
.L2259:
	leaq	.LC382(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1925
.L2174:
	movq	16(%rsp), %rax
	leaq	1312(%rsp), %rdi
	movq	472(%rax), %rbp
	movq	552(%rax), %r14
	movq	632(%rax), %r13
	movq	%rbp, %rsi
	call	fmt_read.constprop.0
	movq	%rbp, %rdx
	leaq	944(%rsp), %rdi
	movq	%r14, %rsi
	movq	%rax, 48(%rsp)
	call	fmt_ratio.constprop.0
	leaq	752(%rsp), %rdi
	movq	%r14, %rsi
	movq	%rax, 40(%rsp)
	call	fmt_read.constprop.0
	movq	48(%rsp), %rcx
	movq	40(%rsp), %rdx
	leaq	.LC381(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1925
.L1990:
	movl	$1, 64(%rsp)
	jmp	.L1841
.L2227:
	leaq	.LC371(%rip), %rsi
	call	cannot
	movl	%eax, %r13d
	testl	%eax, %eax
	je	.L1841
	jmp	.L2191
.L1817:
	movq	40(%rsp), %rdi
	movl	$1048576, %r8d
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC360(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1782
.L1909:
	leaq	.LC371(%rip), %rsi
	call	cannot
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L2191
	jmp	.L1911
	.cfi_endproc
.LFE237:
	.size	bench_main, .-bench_main
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB238:
	.cfi_startproc
	jmp	bench_main
	.cfi_endproc
.LFE238:
	.size	main, .-main
	.section	.rodata.str1.1
.LC394:
	.string	"0%"
.LC395:
	.string	"90%"
.LC396:
	.string	"99%"
.LC397:
	.string	"99.9%"
.LC398:
	.string	"99.99%"
.LC399:
	.string	"99.999%"
	.section	.data.rel.ro.local,"aw"
	.align 32
	.type	XTICK.0, @object
	.size	XTICK.0, 48
XTICK.0:
	.quad	.LC394
	.quad	.LC395
	.quad	.LC396
	.quad	.LC397
	.quad	.LC398
	.quad	.LC399
	.section	.rodata.str1.1
.LC400:
	.string	"closed (from actual send)"
.LC401:
	.string	"open (from intended send)"
.LC402:
	.string	"corrected closed"
	.section	.data.rel.ro.local
	.align 16
	.type	NAMES.1, @object
	.size	NAMES.1, 24
NAMES.1:
	.quad	.LC400
	.quad	.LC401
	.quad	.LC402
	.section	.rodata.str1.1
.LC403:
	.string	"closed.values"
.LC404:
	.string	"open.values"
.LC405:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.2, @object
	.size	VALUES.2, 24
VALUES.2:
	.quad	.LC403
	.quad	.LC404
	.quad	.LC405
	.section	.rodata.str1.1
.LC406:
	.string	"closed.hgrm"
.LC407:
	.string	"open.hgrm"
.LC408:
	.string	"corrected.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.3, @object
	.size	HGRM.3, 24
HGRM.3:
	.quad	.LC406
	.quad	.LC407
	.quad	.LC408
	.section	.rodata.str1.1
.LC409:
	.string	"us"
.LC410:
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
	.quad	.LC293
	.quad	1000000
	.long	6
	.zero	4
	.quad	.LC409
	.quad	1000
	.long	3
	.zero	4
	.quad	.LC410
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
	.quad	.LC410
	.quad	1
	.quad	.LC409
	.quad	1000
	.quad	.LC293
	.quad	1000000
	.quad	.LC92
	.quad	1000000000
	.section	.rodata
	.align 32
	.type	starts.7, @object
	.size	starts.7, 80
starts.7:
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
	.local	fixed.8
	.comm	fixed.8,160000,32
	.local	raw.9
	.comm	raw.9,80008,32
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
.LC411:
	.string	"open_closed_p99"
.LC412:
	.string	"ratios: open/closed p99 "
.LC413:
	.string	"open_closed_p999"
.LC414:
	.string	", p99.9 "
.LC415:
	.string	"open_closed_slow"
.LC416:
	.string	"closed_max_p99"
.LC417:
	.string	"corrected_closed_p99"
.LC418:
	.string	"; corrected/closed p99 "
.LC419:
	.string	"open_corrected_p99"
.LC420:
	.string	"; open/corrected p99 "
.LC421:
	.string	"open_corrected_p90"
.LC422:
	.string	", p90 "
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 224
RATIOS:
	.quad	.LC411
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC412
	.quad	.LC413
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC414
	.quad	.LC415
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	0
	.quad	.LC416
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	0
	.quad	.LC417
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC418
	.quad	.LC419
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC420
	.quad	.LC421
	.long	1
	.long	1
	.long	2
	.long	1
	.quad	.LC422
	.section	.rodata
	.align 32
	.type	LAB_OPTION_NAMES, @object
	.size	LAB_OPTION_NAMES, 434
LAB_OPTION_NAMES:
	.ascii	"--schedule= --rate= --seed= --service-dist= --service-cv= --"
	.ascii	"slow-fraction= --slow-service= --stalls= --stall-dist= --arr"
	.ascii	"ivals= --timeout= --queue-limit= --reject-time= --generat"
	.string	"or-pause= --generator-period= --generator-first= --schedule-from= --max-in-flight= --when-full= --population= --sessions= --return-prob= --think= --think-dist= --scoreboard --guess-entries= --correct= --trace-values= --sweep= --hlog-interval= --hlog-counts"
	.section	.rodata.str1.1
.LC423:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC424:
	.string	"service time of one request (100us)"
	.section	.rodata.str1.1
.LC425:
	.string	"--interval"
	.section	.rodata.str1.8
	.align 8
.LC426:
	.string	"fixed schedule: request i due at i*T (200us)"
	.section	.rodata.str1.1
.LC427:
	.string	"--stall"
	.section	.rodata.str1.8
	.align 8
.LC428:
	.string	"length of each stall, 0 for none (200ms)"
	.section	.rodata.str1.1
.LC429:
	.string	"--period"
	.section	.rodata.str1.8
	.align 8
.LC430:
	.string	"time between stall starts, 0 for one stall (1s)"
	.section	.rodata.str1.1
.LC431:
	.string	"--first-stall"
	.section	.rodata.str1.8
	.align 8
.LC432:
	.string	"start of the first stall (500ms)"
	.align 8
.LC433:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC434:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC435:
	.string	"or exactly N scheduled requests"
	.align 8
.LC436:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sorted)"
	.section	.rodata.str1.1
.LC437:
	.string	"--closed"
.LC438:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC439:
	.string	"how the closed loop treats slots it missed"
	.align 8
.LC440:
	.string	"use catch-up, skip or back-to-back"
	.section	.rodata.str1.1
.LC441:
	.string	"--connections"
.LC442:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC443:
	.string	"C closed loops share the schedule (1)"
	.align 8
.LC444:
	.string	"a whole number from 1 to 1000000"
	.section	.rodata.str1.1
.LC445:
	.string	"--expected-interval"
.LC446:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC447:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.section	.rodata.str1.1
.LC448:
	.string	"a time above zero, or mean"
.LC449:
	.string	"--slow-above"
.LC450:
	.string	"the slow line (1ms)"
.LC451:
	.string	"--rank"
.LC452:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC453:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.section	.rodata.str1.1
.LC454:
	.string	"use round or ceil"
.LC455:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC456:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC457:
	.string	"--exact-by"
.LC458:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC459:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.align 8
.LC460:
	.string	"use auto, sorted, lattice or passes"
	.section	.rodata.str1.1
.LC461:
	.string	"--quick"
.LC462:
	.string	"as QUICK=1"
.LC463:
	.string	"--verbose"
	.section	.rodata.str1.8
	.align 8
.LC464:
	.string	"also every rep's checked numbers, a line a set"
	.section	.rodata.str1.1
.LC465:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC466:
	.string	"a named model, its options before yours (the list below)"
	.section	.rodata.str1.1
.LC467:
	.string	"--export"
.LC468:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC469:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC470:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.section	.rodata.str1.1
.LC471:
	.string	"--export-values"
	.section	.rodata.str1.8
	.align 8
.LC472:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.align 8
.LC473:
	.string	"the closed form against the reference simulation;\nexit 0 if they agree, 1 if not, 3 if no closed form holds"
	.align 8
.LC474:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC475:
	.string	"run the unit checks and exit"
.LC476:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 2392
OPTIONS:
	.quad	.LC160
	.long	0
	.zero	4
	.quad	.LC423
	.quad	.LC424
	.quad	0
	.long	29
	.zero	4
	.quad	set_time
	.quad	0
	.quad	1
	.zero	32
	.quad	.LC425
	.long	0
	.zero	4
	.quad	.LC423
	.quad	.LC426
	.quad	0
	.long	21
	.zero	4
	.quad	set_time
	.quad	80
	.quad	1
	.zero	32
	.quad	.LC427
	.long	0
	.zero	4
	.quad	.LC423
	.quad	.LC428
	.quad	0
	.long	29
	.zero	4
	.quad	set_time
	.quad	48
	.zero	40
	.quad	.LC429
	.long	0
	.zero	4
	.quad	.LC423
	.quad	.LC430
	.quad	0
	.long	29
	.zero	4
	.quad	set_time
	.quad	56
	.zero	40
	.quad	.LC431
	.long	0
	.zero	4
	.quad	.LC423
	.quad	.LC432
	.quad	0
	.long	29
	.zero	4
	.quad	set_time
	.quad	64
	.zero	40
	.quad	.LC307
	.long	0
	.zero	4
	.quad	.LC423
	.quad	.LC433
	.quad	0
	.long	29
	.zero	4
	.quad	set_duration
	.quad	376
	.quad	1
	.zero	32
	.quad	.LC308
	.long	0
	.zero	4
	.quad	.LC434
	.quad	.LC435
	.quad	0
	.long	29
	.zero	4
	.quad	set_requests
	.quad	384
	.quad	1
	.quad	1099511627776
	.zero	8
	.quad	.LC436
	.zero	8
	.quad	.LC437
	.long	0
	.zero	4
	.quad	.LC438
	.quad	.LC439
	.quad	0
	.long	29
	.zero	4
	.quad	set_choice
	.quad	152
	.zero	24
	.quad	.LC440
	.quad	CLOSED_NAME
	.quad	.LC441
	.long	0
	.zero	4
	.quad	.LC442
	.quad	.LC443
	.quad	0
	.long	29
	.zero	4
	.quad	set_count
	.quad	160
	.quad	1
	.quad	1000000
	.zero	8
	.quad	.LC444
	.zero	8
	.quad	.LC445
	.long	0
	.zero	4
	.quad	.LC446
	.quad	.LC447
	.quad	0
	.long	23
	.zero	4
	.quad	set_expected
	.zero	32
	.quad	.LC448
	.zero	8
	.quad	.LC449
	.long	0
	.zero	4
	.quad	.LC423
	.quad	.LC450
	.quad	0
	.long	27
	.zero	4
	.quad	set_time
	.quad	192
	.zero	40
	.quad	.LC451
	.long	0
	.zero	4
	.quad	.LC452
	.quad	.LC453
	.quad	0
	.long	31
	.zero	4
	.quad	set_choice
	.quad	200
	.zero	24
	.quad	.LC454
	.quad	RANK_NAME
	.quad	.LC455
	.long	0
	.zero	4
	.quad	.LC434
	.quad	.LC456
	.quad	0
	.long	17
	.zero	4
	.quad	set_reps
	.zero	8
	.quad	1
	.quad	100000
	.zero	8
	.quad	.LC304
	.zero	8
	.quad	.LC457
	.long	0
	.zero	4
	.quad	.LC458
	.quad	.LC459
	.quad	0
	.long	17
	.zero	4
	.quad	set_exact_by
	.quad	204
	.zero	24
	.quad	.LC460
	.quad	SAMPLES_NAME
	.quad	.LC461
	.long	1
	.zero	4
	.quad	0
	.quad	.LC462
	.quad	0
	.long	29
	.zero	4
	.quad	set_flag
	.quad	480
	.zero	40
	.quad	.LC463
	.long	1
	.zero	4
	.quad	0
	.quad	.LC464
	.quad	0
	.long	17
	.zero	4
	.quad	set_flag
	.quad	452
	.zero	40
	.quad	.LC245
	.long	0
	.zero	4
	.quad	.LC465
	.quad	.LC466
	.quad	0
	.long	31
	.zero	4
	.quad	0
	.zero	48
	.quad	.LC467
	.long	0
	.zero	4
	.quad	.LC468
	.quad	.LC469
	.quad	0
	.long	31
	.zero	4
	.quad	set_export
	.quad	440
	.zero	24
	.quad	.LC470
	.zero	8
	.quad	.LC471
	.long	1
	.zero	4
	.quad	0
	.quad	.LC472
	.quad	.LC467
	.long	29
	.zero	4
	.quad	set_flag
	.quad	448
	.zero	40
	.quad	.LC225
	.long	1
	.zero	4
	.quad	0
	.quad	.LC473
	.quad	0
	.long	29
	.zero	4
	.quad	set_cross_check
	.zero	48
	.quad	.LC241
	.long	2
	.zero	4
	.quad	0
	.quad	.LC474
	.quad	0
	.long	31
	.zero	4
	.quad	0
	.zero	48
	.quad	.LC244
	.long	2
	.zero	4
	.quad	0
	.quad	.LC475
	.quad	0
	.long	31
	.zero	4
	.quad	0
	.zero	48
	.quad	.LC159
	.long	2
	.zero	4
	.quad	0
	.quad	.LC476
	.quad	0
	.long	31
	.zero	4
	.quad	0
	.zero	48
	.section	.rodata
	.align 32
	.type	LAB_SCENARIO_NAMES, @object
	.size	LAB_SCENARIO_NAMES, 152
LAB_SCENARIO_NAMES:
	.string	"mm1-half mm1-90 mm1-99 bimodal gc-pauses timeouts shedding generator-gc drift in-flight-cap mm1k-90 population population-stalls sessions-2 sessions-20"
	.section	.rodata.str1.1
.LC477:
	.string	"feed-10ms-stall"
.LC478:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC479:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC480:
	.string	"one-2s-stall"
.LC481:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC482:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC483:
	.string	"hundred-requests"
.LC484:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC485:
	.string	"--service 2ms --interval 10ms --requests 199 --stall 1s --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC486:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC487:
	.string	"--service 2ms --interval 50ms --requests 103 --stall 200ms --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC488:
	.string	"light-load"
	.section	.rodata.str1.8
	.align 8
.LC489:
	.string	"seed 004, the server a monitoring agent watches: seed 000 at a twentieth of capacity"
	.section	.rodata.str1.1
.LC490:
	.string	"--service 10us"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 144
SCENARIOS:
	.quad	.LC117
	.quad	.LC240
	.quad	.LC1
	.quad	.LC477
	.quad	.LC478
	.quad	.LC479
	.quad	.LC480
	.quad	.LC481
	.quad	.LC482
	.quad	.LC483
	.quad	.LC484
	.quad	.LC485
	.quad	.LC486
	.quad	.LC484
	.quad	.LC487
	.quad	.LC488
	.quad	.LC489
	.quad	.LC490
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC165
	.quad	.LC168
	.quad	.LC164
	.local	run_fault_lock
	.comm	run_fault_lock,40,32
	.local	run_fault
	.comm	run_fault,404,32
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC200
	.quad	.LC201
	.quad	.LC198
	.section	.rodata.str1.1
.LC491:
	.string	"p50"
.LC492:
	.string	"p90"
.LC493:
	.string	"p99"
.LC494:
	.string	"p99.9"
.LC495:
	.string	"p99.99"
.LC496:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC491
	.quad	.LC492
	.quad	.LC493
	.quad	.LC494
	.quad	.LC495
	.quad	.LC496
	.section	.rodata.str1.1
.LC497:
	.string	"p999"
.LC498:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC491
	.quad	.LC492
	.quad	.LC493
	.quad	.LC497
	.quad	.LC498
	.quad	.LC496
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
.LC499:
	.string	"auto"
.LC500:
	.string	"lattice"
.LC501:
	.string	"passes"
	.section	.data.rel.ro.local
	.align 32
	.type	SAMPLES_NAME, @object
	.size	SAMPLES_NAME, 40
SAMPLES_NAME:
	.quad	.LC499
	.quad	.LC17
	.quad	.LC500
	.quad	.LC501
	.quad	0
	.section	.rodata.str1.1
.LC502:
	.string	"round"
.LC503:
	.string	"ceil"
	.section	.data.rel.ro.local
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 24
RANK_NAME:
	.quad	.LC502
	.quad	.LC503
	.quad	0
	.section	.rodata.str1.1
.LC504:
	.string	"catch-up"
.LC505:
	.string	"skip"
.LC506:
	.string	"back-to-back"
	.section	.data.rel.ro.local
	.align 32
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 32
CLOSED_NAME:
	.quad	.LC504
	.quad	.LC505
	.quad	.LC506
	.quad	0
	.section	.rodata.str1.1
.LC507:
	.string	"fixed"
.LC508:
	.string	"poisson"
.LC509:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC507
	.quad	.LC508
	.quad	.LC509
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
	.set	.LC38,.LC133+8
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
.LC132:
	.long	0
	.long	1090021888
	.section	.rodata.cst16
	.align 16
.LC133:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC134:
	.long	0
	.long	1093567616
	.align 8
.LC135:
	.long	-858993459
	.long	1072745676
	.align 8
.LC140:
	.long	0
	.long	1081524224
	.align 8
.LC170:
	.long	0
	.long	1101206224
	.align 8
.LC171:
	.long	0
	.long	1102879800
	.section	.rodata.cst16
	.align 16
.LC237:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC238:
	.quad	1
	.quad	200000
	.section	.rodata.cst8
	.align 8
.LC239:
	.long	31
	.long	1
	.section	.rodata.cst16
	.align 16
.LC262:
	.quad	1000
	.quad	1000
	.align 16
.LC278:
	.quad	1000
	.quad	5000
	.align 16
.LC280:
	.quad	7000
	.quad	1
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
