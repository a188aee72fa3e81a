	.file	"bench.c"
	.text
	.p2align 4
	.type	serve_stalls, @function
serve_stalls:
.LFB39:
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
.LFE39:
	.size	serve_stalls, .-serve_stalls
	.p2align 4
	.type	default_shape, @function
default_shape:
.LFB47:
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
.LFE47:
	.size	default_shape, .-default_shape
	.p2align 4
	.type	cmp_u64, @function
cmp_u64:
.LFB57:
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
.LFE57:
	.size	cmp_u64, .-cmp_u64
	.p2align 4
	.type	cmp_u128, @function
cmp_u128:
.LFB58:
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
.LFE58:
	.size	cmp_u128, .-cmp_u128
	.p2align 4
	.type	nth_smallest, @function
nth_smallest:
.LFB62:
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
.LFE62:
	.size	nth_smallest, .-nth_smallest
	.p2align 4
	.type	ref_serve, @function
ref_serve:
.LFB85:
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
.LFE85:
	.size	ref_serve, .-ref_serve
	.p2align 4
	.type	ref_client, @function
ref_client:
.LFB91:
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
.LFE91:
	.size	ref_client, .-ref_client
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB99:
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
.LFE99:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	sort_fits, @function
sort_fits:
.LFB101:
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
.LFE101:
	.size	sort_fits, .-sort_fits
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB128:
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
.LFE128:
	.size	cmp_vc, .-cmp_vc
	.p2align 4
	.type	set_lab, @function
set_lab:
.LFB157:
	.cfi_startproc
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE157:
	.size	set_lab, .-set_lab
	.p2align 4
	.type	set_text, @function
set_text:
.LFB168:
	.cfi_startproc
	movq	56(%rsi), %rax
	movq	%rdx, (%rdi,%rax)
	movq	80(%rsi), %rax
	testq	%rax, %rax
	je	.L102
	movl	$1, (%rdi,%rax)
.L102:
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE168:
	.size	set_text, .-set_text
	.p2align 4
	.type	set_flag, @function
set_flag:
.LFB169:
	.cfi_startproc
	movq	56(%rsi), %rax
	movl	$1, (%rdi,%rax)
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE169:
	.size	set_flag, .-set_flag
	.p2align 4
	.type	set_cross_check, @function
set_cross_check:
.LFB176:
	.cfi_startproc
	movl	$3, 368(%rdi)
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE176:
	.size	set_cross_check, .-set_cross_check
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC0:
	.string	"--help"
.LC1:
	.string	"--service"
	.text
	.p2align 4
	.type	was_given, @function
was_given:
.LFB180:
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
	jne	.L116
	cmpb	$104, 1(%rsi)
	je	.L118
.L116:
	leaq	.LC1(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
.L110:
	leaq	104+OPTIONS(%rip), %r13
	xorl	%ebx, %ebx
	jmp	.L113
	.p2align 4,,10
	.p2align 3
.L111:
	addl	$1, %ebx
	cmpl	$54, %ebx
	je	.L115
	movq	0(%r13), %rsi
	movq	%r12, %rdi
	addq	$104, %r13
	call	strcmp@PLT
.L113:
	testl	%eax, %eax
	jne	.L111
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
.L118:
	.cfi_restore_state
	cmpb	$0, 2(%rsi)
	jne	.L116
	movl	$-1, %eax
	leaq	.LC0(%rip), %r12
	jmp	.L110
	.p2align 4,,10
	.p2align 3
.L115:
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
.LFE180:
	.size	was_given, .-was_given
	.p2align 4
	.type	stall_window_free, @function
stall_window_free:
.LFB145:
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
.LFE145:
	.size	stall_window_free, .-stall_window_free
	.section	.rodata.str1.1
.LC2:
	.string	"%s '%s' is not valid: %s"
	.text
	.p2align 4
	.type	set_choice, @function
set_choice:
.LFB167:
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
	je	.L122
	movq	%rdi, %r13
	xorl	%r14d, %r14d
	jmp	.L126
	.p2align 4,,10
	.p2align 3
.L123:
	addq	$1, %r14
	movq	0(%rbp,%r14,8), %rsi
	testq	%rsi, %rsi
	je	.L122
.L126:
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L123
	movq	56(%r12), %rcx
	movq	80(%r12), %rdx
	movl	%r14d, 0(%r13,%rcx)
	testq	%rdx, %rdx
	je	.L121
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
.L122:
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
.L121:
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
.LFE167:
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
.LFB174:
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
.LFE174:
	.size	set_exact_by, .-set_exact_by
	.section	.rodata.str1.1
.LC5:
	.string	" (negative)"
.LC6:
	.string	""
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC7:
	.string	"the unit must be ns, us, ms or s"
	.align 8
.LC8:
	.string	"give a unit (ns, us, ms or s), e.g. 200us"
	.align 8
.LC9:
	.string	"'%s' is not a time%s: use a number and a unit (ns, us, ms, s), e.g. 200us or 0.5s"
	.section	.rodata.str1.1
.LC10:
	.string	"2^62 ns (about 146 years)"
	.section	.rodata.str1.8
	.align 8
.LC11:
	.string	"'%s' is too large: times must stay below %s"
	.section	.rodata.str1.1
.LC12:
	.string	"a digit must follow the point"
.LC13:
	.string	"'%s' is not a time: %s"
.LC14:
	.string	"at most nine after the point"
	.section	.rodata.str1.8
	.align 8
.LC15:
	.string	"'%s' has too many decimals: %s"
	.align 8
.LC16:
	.string	"use a finer unit or fewer decimals"
	.align 8
.LC17:
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
	ja	.L140
	movq	%rdi, %rcx
	movsbq	%bl, %rbx
	movl	$10, %edi
	jmp	.L141
	.p2align 4,,10
	.p2align 3
.L150:
	movq	%rbx, %rax
	mulq	%rdi
	movq	%rax, %rbx
	jo	.L146
	movsbq	%sil, %rsi
	addq	%rsi, %rbx
	jc	.L146
.L141:
	movq	%rcx, %rax
	movzbl	1(%rcx), %ebp
	addq	$1, %rcx
	leal	-48(%rbp), %esi
	cmpb	$9, %sil
	jbe	.L150
	movl	$1, %r13d
	xorl	%r14d, %r14d
	cmpb	$46, %bpl
	je	.L178
.L151:
	movq	$0, 24(%rsp)
	leaq	units.6(%rip), %r12
.L156:
	movq	(%r12), %rsi
	movq	%rcx, %rdi
	movq	%rcx, (%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rcx
	testl	%eax, %eax
	jne	.L155
	movq	8(%r12), %rax
	movq	%rax, 24(%rsp)
.L155:
	addq	$16, %r12
	leaq	64+units.6(%rip), %rax
	cmpq	%r12, %rax
	jne	.L156
	testb	%bpl, %bpl
	je	.L157
	cmpq	$0, 24(%rsp)
	je	.L179
	movq	24(%rsp), %rax
.L177:
	imulq	%rax, %r14
.L160:
	movq	%r14, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	%rdx, %rsi
	movq	%rax, %r11
	testq	%rdx, %rdx
	jne	.L180
	movq	24(%rsp), %rax
	movq	%r11, %rcx
	mulq	%rbx
	xorl	%ebx, %ebx
	addq	%rax, %rcx
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	sbbq	%rbx, %rsi
	jc	.L146
.L161:
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
.L146:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	leaq	.LC11(%rip), %rdx
	call	snprintf@PLT
.L143:
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
.L157:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L166
	movq	%r14, %rcx
	orq	%rbx, %rcx
	je	.L161
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L177
	leaq	.LC8(%rip), %r8
.L158:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC13(%rip), %rdx
	call	snprintf@PLT
	jmp	.L143
	.p2align 4,,10
	.p2align 3
.L178:
	movzbl	1(%rcx), %ebp
	leaq	2(%rax), %rsi
	leal	-48(%rbp), %ecx
	cmpb	$9, %cl
	ja	.L181
	addq	$11, %rax
	.p2align 4,,10
	.p2align 3
.L153:
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
	ja	.L182
	cmpq	%rsi, %rax
	jne	.L153
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC14(%rip), %r8
	leaq	.LC15(%rip), %rdx
	call	snprintf@PLT
	jmp	.L143
.L166:
	movq	$1, 24(%rsp)
	jmp	.L160
.L182:
	movq	%rsi, %rcx
	jmp	.L151
.L140:
	cmpb	$45, %al
	leaq	.LC6(%rip), %r8
	movq	%rdi, %rcx
	movq	16(%rsp), %rsi
	leaq	.LC5(%rip), %rax
	movq	8(%rsp), %rdi
	leaq	.LC9(%rip), %rdx
	cmove	%rax, %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L143
.L179:
	leaq	.LC7(%rip), %r8
	jmp	.L158
.L180:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC16(%rip), %r8
	leaq	.LC17(%rip), %rdx
	call	snprintf@PLT
	jmp	.L143
.L181:
	leaq	.LC12(%rip), %r8
	jmp	.L158
	.cfi_endproc
.LFE23:
	.size	parse_time, .-parse_time
	.section	.rodata.str1.1
.LC18:
	.string	"mean"
	.text
	.p2align 4
	.type	set_expected, @function
set_expected:
.LFB173:
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
	movl	$1, 484(%rdi)
	movq	%rdx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 176(%rbx)
	jne	.L192
.L184:
	xorl	%eax, %eax
.L183:
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
.L192:
	.cfi_restore_state
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L185
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L185
	movq	%rax, 168(%rbx)
	jmp	.L184
.L185:
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbp, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L183
	.cfi_endproc
.LFE173:
	.size	set_expected, .-set_expected
	.section	.rodata.str1.1
.LC19:
	.string	"%s %s"
	.section	.rodata.str1.8
	.align 8
.LC20:
	.string	"%s '%s' is not valid: it must be above zero"
	.text
	.p2align 4
	.type	set_time, @function
set_time:
.LFB164:
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
	jne	.L201
	cmpq	$0, 64(%rbx)
	movq	8(%rsp), %rdx
	je	.L196
	testq	%rdx, %rdx
	je	.L202
.L196:
	movq	56(%rbx), %rcx
	movq	%rdx, (%r15,%rcx)
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L193
	movl	$1, (%r15,%rdx)
.L193:
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
.L202:
	.cfi_restore_state
	movq	(%rbx), %rcx
	movq	%rbp, %r8
	leaq	.LC20(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L195:
	movl	$-1, %eax
	jmp	.L193
.L201:
	movq	(%rbx), %rcx
	movq	%r14, %r8
	leaq	.LC19(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L195
	.cfi_endproc
.LFE164:
	.size	set_time, .-set_time
	.p2align 4
	.type	set_duration, @function
set_duration:
.LFB170:
	.cfi_startproc
	movq	$0, 384(%rdi)
	jmp	set_time
	.cfi_endproc
.LFE170:
	.size	set_duration, .-set_duration
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB24:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L211
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
	jne	.L207
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L207
	cmpq	%r14, %rax
	jb	.L207
	cmpq	%rax, %r12
	jb	.L207
	movq	%rax, 0(%r13)
.L204:
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
.L207:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L204
	.p2align 4,,10
	.p2align 3
.L211:
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
.LC21:
	.string	"%lu %lu\n"
	.text
	.p2align 4
	.type	values_writer, @function
values_writer:
.LFB150:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L217
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	leaq	.LC21(%rip), %r13
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
.L214:
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
	jb	.L214
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
.L217:
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
.LC22:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB54:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L228
	movq	(%rdi), %rax
	movq	%rdi, %r9
	testq	%r8, %r8
	je	.L222
	movq	%rsi, %r10
	xorl	%edi, %edi
	xorl	%r11d, %r11d
	jmp	.L223
	.p2align 4,,10
	.p2align 3
.L224:
	addq	$1, %rdi
	cmpq	%rdi, %r10
	je	.L220
.L227:
	movq	(%r9,%rdi,8), %rax
	cmpq	%r8, %rsi
	je	.L222
.L223:
	leaq	1(%r11), %rsi
	movq	%rax, (%rcx,%r11,8)
	movq	%rsi, %r11
	cmpq	%rdx, %rax
	jb	.L224
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L224
	cmpq	%rsi, %r8
	jne	.L225
	jmp	.L222
	.p2align 4,,10
	.p2align 3
.L226:
	cmpq	%rsi, %r8
	je	.L222
.L225:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L226
	addq	$1, %rdi
	movq	%rsi, %r11
	cmpq	%rdi, %r10
	jne	.L227
.L220:
	movq	%r11, %rax
	ret
.L222:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC22(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L228:
	.cfi_def_cfa_offset 8
	xorl	%r11d, %r11d
	jmp	.L220
	.cfi_endproc
.LFE54:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	table_push, @function
table_push:
.LFB125:
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
	je	.L237
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L253
.L237:
	cmpq	16(%rbx), %rsi
	je	.L239
	movq	(%rbx), %rax
.L240:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L238:
	xorl	%eax, %eax
.L236:
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
.L239:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L245
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L244
	salq	$5, %rsi
.L241:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L244
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L240
	.p2align 4,,10
	.p2align 3
.L253:
	addq	%rbp, 8(%rax)
	jmp	.L238
	.p2align 4,,10
	.p2align 3
.L245:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L241
.L244:
	movl	$-1, %eax
	jmp	.L236
	.cfi_endproc
.LFE125:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB127:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L263
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
	jmp	.L257
	.p2align 4,,10
	.p2align 3
.L259:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L266
.L257:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L259
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L259
	orl	$-1, %eax
	jmp	.L254
	.p2align 4,,10
	.p2align 3
.L266:
	xorl	%eax, %eax
.L254:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L263:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE127:
	.size	table_from_lattice, .-table_from_lattice
	.p2align 4
	.type	dist_free, @function
dist_free:
.LFB65:
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
.LFE65:
	.size	dist_free, .-dist_free
	.globl	__udivti3
	.globl	__divti3
	.p2align 4
	.type	ref_summary, @function
ref_summary:
.LFB94:
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
	je	.L281
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
.L271:
	movq	(%rax), %r12
	xorl	%r11d, %r11d
	addq	%r12, %rsi
	adcq	%r11, %rdi
	cmpq	%r12, %r14
	adcq	$0, %rdx
	addq	$8, %rax
	movq	%rdx, 56(%rcx)
	cmpq	%rax, %r13
	jne	.L271
	movq	%rsi, 64(%rcx)
	movq	%r8, %r14
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	movl	200(%r9), %eax
	movq	%rdi, 72(%rcx)
	leaq	PCT_MILLI(%rip), %r15
	testl	%eax, %eax
	je	.L284
	.p2align 4,,10
	.p2align 3
.L274:
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
	jne	.L274
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
.L284:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L274
	.p2align 4,,10
	.p2align 3
.L281:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE94:
	.size	ref_summary, .-ref_summary
	.p2align 4
	.type	corrected_summarise, @function
corrected_summarise:
.LFB63:
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
	je	.L286
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
	jmp	.L290
	.p2align 4,,10
	.p2align 3
.L325:
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
.L288:
	cmpq	%rbp, %rsi
	movq	80(%rsp), %rax
	adcq	$0, %r9
	addq	$8, %rdi
	cmpq	%rax, %rdi
	je	.L324
.L290:
	movq	(%rdi), %rsi
	cmpq	%rbp, %rsi
	jb	.L325
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
	jnb	.L326
	leaq	0(%rbp,%r8), %rax
	cmpq	%rax, %r11
	jb	.L288
	movq	$0, 56(%rsp)
	movq	%r11, %rax
	xorl	%edx, %edx
	subq	%r8, %rax
	divq	%rbp
	movq	%rax, 48(%rsp)
	addq	48(%rsp), %r14
	adcq	56(%rsp), %r15
	jmp	.L288
.L326:
	addq	(%rsp), %r14
	adcq	8(%rsp), %r15
	jmp	.L288
.L286:
	xorl	%eax, %eax
.L285:
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
.L324:
	.cfi_restore_state
	movq	%r13, %rax
	movq	%r14, %rsi
	movq	%r9, 48(%rsp)
	movq	64(%rsp), %r10
	subq	$0, %rax
	movq	88(%rsp), %r14
	movl	104(%rsp), %r8d
	jne	.L306
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
	je	.L327
.L293:
	xorl	%r11d, %r11d
	movq	%r14, 80(%rsp)
	movq	48(%rsp), %rbx
	movq	%r15, %r8
	movq	$0, 88(%rsp)
	movq	%r11, (%rsp)
	jmp	.L305
	.p2align 4,,10
	.p2align 3
.L294:
	movq	-8(%r10,%r8,8), %rax
.L297:
	movq	(%rsp), %rdi
	movq	192(%rsp), %rsi
	movq	%rax, 8(%rsi,%rdi)
	addq	$8, %rdi
	movq	%rdi, (%rsp)
	cmpq	$48, %rdi
	je	.L286
	movq	(%rsi), %r8
.L305:
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
	jnb	.L294
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
	jnb	.L328
	movq	%r9, %rsi
	movq	80(%rsp), %r9
	.p2align 4,,10
	.p2align 3
.L296:
	xorl	%r15d, %r15d
	addq	%r8, %r12
	movq	%r8, %r14
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%r9, %rbx
	jb	.L298
	jmp	.L329
	.p2align 4,,10
	.p2align 3
.L301:
	addq	%r14, %r12
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%rbx, %r9
	je	.L330
.L298:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	cmpq	%r8, %rax
	je	.L301
.L323:
	movq	%rax, %rcx
.L300:
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
	jnb	.L320
	movq	%rcx, %r8
	jmp	.L296
	.p2align 4,,10
	.p2align 3
.L330:
	movq	(%r10,%r9,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rax, %rcx
	jmp	.L300
	.p2align 4,,10
	.p2align 3
.L320:
	movq	%rax, %rsi
.L295:
	leaq	-1(%rsi), %rax
	imulq	%rdi, %rax
	subq	%rax, %r11
	movq	80(%rsp), %rax
	movq	%r11, 32(%rsp)
	cmpq	%rax, %rbx
	jnb	.L304
	movq	96(%rsp), %rcx
	movq	%rbx, %rax
	movq	80(%rsp), %r9
	negq	%rax
	leaq	(%rcx,%rax,8), %r11
	movq	%rbx, %rcx
	.p2align 4,,10
	.p2align 3
.L303:
	movq	(%r10,%rcx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rdx, (%r11,%rcx,8)
	addq	$1, %rcx
	cmpq	%rcx, %r9
	jne	.L303
.L304:
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
	jmp	.L297
.L329:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	jmp	.L323
.L327:
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
	jmp	.L293
.L328:
	movq	88(%rsp), %r8
	jmp	.L295
.L306:
	movl	$-2, %eax
	jmp	.L285
	.cfi_endproc
.LFE63:
	.size	corrected_summarise, .-corrected_summarise
	.p2align 4
	.type	lattice_summarise, @function
lattice_summarise:
.LFB83:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movups	%xmm0, 64(%rcx)
	movq	8(%rdi), %rax
	testq	%rax, %rax
	je	.L353
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
.L334:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L333
	addq	%rbp, 56(%rbx)
.L333:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L334
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L341
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L332
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L356
.L337:
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
.L340:
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
	jnb	.L338
	.p2align 4,,10
	.p2align 3
.L339:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L339
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L338:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L340
.L332:
	xorl	%eax, %eax
.L331:
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
.L356:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L337
.L353:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L341:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L331
	.cfi_endproc
.LFE83:
	.size	lattice_summarise, .-lattice_summarise
	.p2align 4
	.type	table_from_dist, @function
table_from_dist:
.LFB129:
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
	je	.L365
	movq	(%rdi), %rcx
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	leaq	16(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L358:
	movq	%r13, %rbx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movl	$1, %esi
	salq	$5, %rbx
	leaq	(%rcx,%rbx), %rdx
	cmpq	$0, 16(%rdx)
	jne	.L361
	jmp	.L364
	.p2align 4,,10
	.p2align 3
.L390:
	testb	%sil, %sil
	je	.L364
.L361:
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
	jb	.L390
.L364:
	addq	$1, %r13
	cmpq	8(%rbp), %r13
	jnb	.L363
	testb	%sil, %sil
	jne	.L358
.L363:
	testl	%eax, %eax
	je	.L365
.L360:
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
.L365:
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
	jne	.L366
	jmp	.L360
	.p2align 4,,10
	.p2align 3
.L391:
	cmpq	%rbp, %r12
	jnb	.L360
.L366:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	addq	$1, %r12
	addq	$16, %rbx
	call	table_push
	testl	%eax, %eax
	je	.L391
	jmp	.L360
	.cfi_endproc
.LFE129:
	.size	table_from_dist, .-table_from_dist
	.section	.rodata.str1.1
.LC23:
	.string	"%.*s.%s.tmp.%ld"
.LC24:
	.string	"w"
	.text
	.p2align 4
	.type	open_atomic, @function
open_atomic:
.LFB132:
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
	je	.L394
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L393:
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
	leaq	.LC23(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 56
	movq	%rbp, %rdi
	popq	%rdx
	.cfi_def_cfa_offset 48
	leaq	.LC24(%rip), %rsi
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
.L394:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L393
	.cfi_endproc
.LFE132:
	.size	open_atomic, .-open_atomic
	.section	.rodata.str1.1
.LC25:
	.string	" stroke-dasharray=\"5 4\""
.LC26:
	.string	" "
	.section	.rodata.str1.8
	.align 8
.LC27:
	.string	"<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\""
	.section	.rodata.str1.1
.LC32:
	.string	"%s%.1f,%.1f"
.LC33:
	.string	"\"/>\n"
	.text
	.p2align 4
	.type	svg_line, @function
svg_line:
.LFB140:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rsi, %r14
	leaq	.LC27(%rip), %rsi
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	leaq	.LC25(%rip), %rcx
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
	leaq	.LC6(%rip), %rax
	cmove	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	testq	%rbp, %rbp
	je	.L398
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L400:
	movsd	16(%r14), %xmm2
	movsd	(%r14), %xmm3
	testq	%r15, %r15
	movq	%rbx, %rdi
	movsd	0(%r13,%r15,8), %xmm1
	movsd	24(%r14), %xmm0
	leaq	.LC26(%rip), %rax
	leaq	.LC6(%rip), %rdx
	movsd	.LC29(%rip), %xmm4
	cmovne	%rax, %rdx
	leaq	.LC32(%rip), %rsi
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
	mulsd	.LC28(%rip), %xmm1
	subsd	%xmm1, %xmm4
	movapd	%xmm4, %xmm1
	mulsd	.LC30(%rip), %xmm0
	addsd	.LC31(%rip), %xmm0
	call	fprintf@PLT
	cmpq	%r15, %rbp
	jne	.L400
.L398:
	addq	$8, %rsp
	.cfi_def_cfa_offset 56
	movq	%rbx, %rcx
	movl	$4, %edx
	movl	$1, %esi
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC33(%rip), %rdi
	popq	%rbp
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
.LFE140:
	.size	svg_line, .-svg_line
	.section	.rodata.str1.1
.LC34:
	.string	"bench: "
.LC35:
	.string	"\\n"
.LC36:
	.string	"\\x%02x"
	.text
	.p2align 4
	.type	usage_error, @function
usage_error:
.LFB225:
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
	leaq	.LC34(%rip), %rdi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	je	.L414
	leaq	.LC36(%rip), %rbp
	leaq	.LC35(%rip), %r12
	jmp	.L409
	.p2align 4,,10
	.p2align 3
.L410:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L415
	cmpb	$127, %al
	je	.L415
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L411:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L414
.L409:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L410
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L409
.L414:
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
.L415:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L411
	.cfi_endproc
.LFE225:
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
	jne	.L422
	testl	%ebp, %ebp
	jne	.L427
.L420:
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
.L422:
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
.L427:
	.cfi_restore_state
	movl	$-4, %ebp
	jmp	.L420
	.cfi_endproc
.LFE14:
	.size	fault_rc, .-fault_rc
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB100:
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
	je	.L429
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L430:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L430
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L435:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L435
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L432
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L454
.L451:
	pxor	%xmm0, %xmm0
.L437:
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
.L429:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L432:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC38(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L451
.L454:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L452
	sqrtsd	%xmm0, %xmm0
.L441:
	divsd	%xmm2, %xmm0
	jmp	.L437
.L452:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L441
	.cfi_endproc
.LFE100:
	.size	stats_of, .-stats_of
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB136:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	divsd	.LC39(%rip), %xmm0
	movq	%xmm0, %rbx
	call	log10@PLT
	movsd	.LC47(%rip), %xmm2
	movsd	.LC40(%rip), %xmm3
	movapd	%xmm0, %xmm1
	andpd	%xmm2, %xmm0
	ucomisd	%xmm0, %xmm3
	jbe	.L456
	cvttsd2siq	%xmm1, %rax
	pxor	%xmm0, %xmm0
	movsd	.LC42(%rip), %xmm4
	andnpd	%xmm1, %xmm2
	cvtsi2sdq	%rax, %xmm0
	movapd	%xmm0, %xmm3
	cmpnlesd	%xmm1, %xmm3
	andpd	%xmm4, %xmm3
	subsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm1
	orpd	%xmm2, %xmm1
.L456:
	movq	.LC43(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC44(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L455
	movsd	.LC45(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L464
	addsd	%xmm0, %xmm0
.L455:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L464:
	.cfi_restore_state
	movsd	.LC46(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L465
	mulsd	.LC39(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L465:
	.cfi_restore_state
	mulsd	.LC43(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE136:
	.size	nice_step, .-nice_step
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB130:
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
	je	.L468
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L469:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L469
	testq	%rcx, %rcx
	je	.L483
	testq	%rbx, %rbx
	je	.L483
	testq	%rcx, %rcx
	js	.L470
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L471:
	movsd	.LC48(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L481
	.p2align 4,,10
	.p2align 3
.L504:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L477
	leaq	(%rsi,%rsi), %r9
	movq	%rbx, %rdi
	movsd	%xmm2, 24(%rsp)
	addq	%r9, %rsi
	movq	%r9, 16(%rsp)
	salq	$4, %rsi
	call	realloc@PLT
	movq	16(%rsp), %r9
	movq	.LC48(%rip), %rdx
	testq	%rax, %rax
	movsd	24(%rsp), %xmm2
	movq	%rdx, %xmm3
	je	.L502
	movq	%r9, %rsi
	movq	%rax, %rbx
.L477:
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
	divsd	.LC49(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm1, %xmm1
	addq	$1, %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC50(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	pxor	%xmm1, %xmm1
	movsd	16(%rsp), %xmm2
	movq	24(%rsp), %rsi
	cvttsd2siq	%xmm0, %rax
	leaq	(%rax,%rax,4), %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC48(%rip), %rax
	movq	%rax, %xmm3
	xorl	%eax, %eax
	movapd	%xmm3, %xmm0
	divsd	%xmm1, %xmm0
	addsd	%xmm0, %xmm2
	cmpq	%r12, %r14
	jnb	.L503
.L481:
	testl	%eax, %eax
	je	.L472
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L472:
	testq	%r14, %r14
	js	.L474
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L475:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L504
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L481
.L503:
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
.L468:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L467:
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
.L474:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L475
	.p2align 4,,10
	.p2align 3
.L470:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L471
.L483:
	xorl	%esi, %esi
	jmp	.L468
.L502:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L467
	.cfi_endproc
.LFE130:
	.size	percentile_rows, .-percentile_rows
	.section	.rodata.str1.1
.LC51:
	.string	"1/(1-Percentile)"
.LC52:
	.string	"TotalCount"
.LC53:
	.string	"Percentile"
.LC54:
	.string	"Value"
.LC55:
	.string	"%12s %14s %10s %14s\n\n"
.LC57:
	.string	"%12.5f %2.12f %10lu %14.2f\n"
.LC58:
	.string	"%12.5f %2.12f %10lu\n"
	.section	.rodata.str1.8
	.align 8
.LC60:
	.string	"#[Mean    = %12.5f, StdDeviation   = %12.5f]\n"
	.align 8
.LC61:
	.string	"#[Max     = %12.5f, Total count    = %12lu]\n"
	.align 8
.LC62:
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
	je	.L539
	leaq	.LC51(%rip), %r9
	leaq	.LC52(%rip), %r8
	xorl	%eax, %eax
	movq	%rbx, %rdi
	leaq	.LC53(%rip), %rcx
	leaq	.LC54(%rip), %rdx
	leaq	.LC55(%rip), %rsi
	call	fprintf@PLT
	movq	40(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L555
	movsd	.LC56(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC58(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L515
	.p2align 4,,10
	.p2align 3
.L556:
	movq	%rbx, %rdi
	movl	$3, %eax
	addq	$1, %r13
	addq	$24, %r14
	movsd	.LC42(%rip), %xmm2
	movsd	.LC42(%rip), %xmm5
	leaq	.LC57(%rip), %rsi
	subsd	%xmm1, %xmm2
	divsd	%xmm2, %xmm5
	movapd	%xmm5, %xmm2
	call	fprintf@PLT
	cmpq	%rbp, %r13
	je	.L516
.L515:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC48(%rip), %xmm1
	testq	%rax, %rax
	js	.L510
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L511:
	movsd	.LC48(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L556
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L515
.L516:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L557
.L508:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L521
	.p2align 4,,10
	.p2align 3
.L559:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L519
.L560:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L520:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L558
.L521:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L559
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
	jns	.L560
.L519:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L520
	.p2align 4,,10
	.p2align 3
.L510:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L511
	.p2align 4,,10
	.p2align 3
.L558:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L528
	.p2align 4,,10
	.p2align 3
.L562:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L526
.L563:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L527:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L561
.L528:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L562
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
	jns	.L563
.L526:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L527
	.p2align 4,,10
	.p2align 3
.L561:
	movsd	.LC59(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L529
	cvttsd2siq	%xmm4, %r14
.L523:
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
	jbe	.L540
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L532:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L531
	cmpl	$63, %ebp
	jle	.L532
.L531:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L553
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L536:
	movsd	8(%rsp), %xmm4
	leaq	.LC60(%rip), %rsi
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
	js	.L537
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L538:
	movq	%r14, %rdx
	leaq	.LC61(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %eax
	divsd	8(%rsp), %xmm0
	call	fprintf@PLT
	movl	%ebp, %edx
	movq	%rbx, %rdi
	movl	$262144, %ecx
	leaq	.LC62(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L505:
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
.L529:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L523
	.p2align 4,,10
	.p2align 3
.L537:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L538
	.p2align 4,,10
	.p2align 3
.L540:
	movl	$1, %ebp
	jmp	.L531
	.p2align 4,,10
	.p2align 3
.L555:
	movsd	.LC56(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L508
	.p2align 4,,10
	.p2align 3
.L557:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L523
.L539:
	movl	$-1, %eax
	jmp	.L505
.L553:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L536
	.cfi_endproc
.LFE149:
	.size	hgrm_writer, .-hgrm_writer
	.section	.rodata.str1.1
.LC63:
	.string	"%s%s"
.LC64:
	.string	"bench: cannot write %s: %s\n"
.LC65:
	.string	"bench: writing %s failed\n"
.LC66:
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
	leaq	.LC63(%rip), %rdx
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
	je	.L572
	movq	%rax, %rbx
	movq	%rax, %rdi
	movq	%r14, %rsi
	call	*%r13
	movq	%rbx, %rdi
	testl	%eax, %eax
	jne	.L573
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L571
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L571
	movq	%rbp, %rsi
	leaq	.LC66(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L564:
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
.L573:
	.cfi_restore_state
	call	fclose@PLT
.L571:
	movq	%r12, %rdi
	call	remove@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC65(%rip), %rsi
	call	fprintf@PLT
.L566:
	movl	$-1, %ebx
	jmp	.L564
.L572:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC64(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L566
	.cfi_endproc
.LFE148:
	.size	export_file, .-export_file
	.section	.rodata.str1.8
	.align 8
.LC67:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.align 8
.LC68:
	.string	"service times are drawn from a distribution"
	.align 8
.LC69:
	.string	"stall lengths are drawn from a distribution"
	.section	.rodata.str1.1
.LC70:
	.string	"stalls come at random"
	.section	.rodata.str1.8
	.align 8
.LC71:
	.string	"a stall's backlog has not drained when the next stall begins"
	.align 8
.LC72:
	.string	"it covers back-to-back closed loops with one connection only"
	.align 8
.LC73:
	.string	"the stall period is not a whole number of intervals"
	.align 8
.LC74:
	.string	"the load is at or above capacity (service >= interval)"
	.align 8
.LC75:
	.string	"the first stall does not begin on a due instant"
	.align 8
.LC76:
	.string	"it covers skipping closed loops with one connection only"
	.text
	.p2align 4
	.type	closed_form_gap, @function
closed_form_gap:
.LFB72:
	.cfi_startproc
	movl	72(%rdi), %edx
	leaq	.LC67(%rip), %rax
	testl	%edx, %edx
	jne	.L574
	cmpl	$0, 8(%rdi)
	leaq	.LC68(%rip), %rax
	jne	.L574
	movq	48(%rdi), %rcx
	testq	%rcx, %rcx
	je	.L576
	cmpl	$0, 40(%rdi)
	leaq	.LC70(%rip), %rax
	jne	.L574
	cmpl	$0, 44(%rdi)
	leaq	.LC69(%rip), %rax
	jne	.L574
.L576:
	movq	(%rdi), %r8
	movq	80(%rdi), %rsi
	leaq	.LC74(%rip), %rax
	cmpq	%rsi, %r8
	jnb	.L574
	movl	152(%rdi), %eax
	cmpl	$2, %eax
	je	.L594
	subl	$1, %eax
	jne	.L578
	cmpq	$1, 160(%rdi)
	leaq	.LC76(%rip), %rax
	ja	.L574
.L578:
	testq	%rcx, %rcx
	je	.L588
	movq	64(%rdi), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	.LC75(%rip), %rax
	testq	%rdx, %rdx
	jne	.L574
	movq	56(%rdi), %rax
	testq	%rax, %rax
	je	.L588
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC73(%rip), %rax
	testq	%rdx, %rdx
	jne	.L574
	subq	%r8, %rsi
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	%rax, %rcx
	leaq	.LC71(%rip), %rax
	sbbq	$-1, %rcx
	cmpq	%rcx, %rdi
	cmovnb	%r9, %rax
	ret
.L588:
	xorl	%eax, %eax
.L574:
	ret
.L594:
	cmpq	$1, 160(%rdi)
	leaq	.LC72(%rip), %rax
	jbe	.L578
	ret
	.cfi_endproc
.LFE72:
	.size	closed_form_gap, .-closed_form_gap
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB79:
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
	je	.L595
	movq	%rdi, %r10
	call	closed_form_gap
	movq	%rax, %rdx
	xorl	%eax, %eax
	testq	%rdx, %rdx
	je	.L608
.L595:
	addq	$48, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
.L608:
	.cfi_restore_state
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
	xorl	%eax, %eax
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L598
	jmp	.L609
	.p2align 4,,10
	.p2align 3
.L602:
	movq	%rdx, %rcx
.L598:
	xorl	%edx, %edx
	divq	%rcx
	movq	%rcx, %rax
	testq	%rdx, %rdx
	jne	.L602
.L597:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	je	.L610
	movq	%rcx, %rax
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L598
.L609:
	movq	%rax, %rcx
	jmp	.L597
.L610:
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
	jmp	.L595
	.cfi_endproc
.LFE79:
	.size	lattice_plan, .-lattice_plan
	.p2align 4
	.type	plan_route, @function
plan_route:
.LFB102:
	.cfi_startproc
	movl	204(%rdi), %eax
	testl	%eax, %eax
	je	.L619
	ret
.L619:
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
	jne	.L613
	movq	%rbx, %rdi
	call	sort_fits
	cmpl	$1, %eax
	sbbl	%eax, %eax
	andl	$2, %eax
	addl	$1, %eax
.L611:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
.L613:
	.cfi_restore_state
	movl	$2, %eax
	jmp	.L611
	.cfi_endproc
.LFE102:
	.size	plan_route, .-plan_route
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB245:
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
	je	.L627
.L621:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L620:
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
.L627:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L628
	movl	$512, %esi
	movl	$16, %ebp
.L622:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L629
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L621
	.p2align 4,,10
	.p2align 3
.L628:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L622
.L629:
	movl	$1, 24(%rbx)
	jmp	.L620
	.cfi_endproc
.LFE245:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.1
.LC77:
	.string	"bench: %s\n"
	.section	.rodata.str1.8
	.align 8
.LC78:
	.string	"bench: the corrected set would hold more than 2^64 values: raise --expected-interval or shorten the run\n"
	.section	.rodata.str1.1
.LC79:
	.string	"bench: out of memory %s\n"
	.text
	.p2align 4
	.type	cannot, @function
cannot:
.LFB196:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rcx
	cmpl	$-4, %edi
	je	.L635
	cmpl	$-2, %edi
	je	.L636
	movq	%rsi, %rdx
	movq	%rcx, %rdi
	leaq	.LC79(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %eax
.L630:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L635:
	.cfi_restore_state
	leaq	4+run_fault(%rip), %rdx
	leaq	.LC77(%rip), %rsi
	movq	%rcx, %rdi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	run_fault(%rip), %eax
	jmp	.L630
.L636:
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC78(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L630
	.cfi_endproc
.LFE196:
	.size	cannot, .-cannot
	.section	.rodata.str1.1
.LC80:
	.string	"%.1f"
.LC81:
	.string	"%.3f"
	.text
	.p2align 4
	.type	fmt_ratio.constprop.0, @function
fmt_ratio.constprop.0:
.LFB252:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	je	.L638
	testq	%rsi, %rsi
	js	.L639
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L641
.L649:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L642:
	divsd	%xmm1, %xmm0
	leaq	.LC81(%rip), %rax
	movq	%rbx, %rdi
	movl	$32, %esi
	leaq	.LC80(%rip), %rdx
	comisd	.LC48(%rip), %xmm0
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
.L639:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L649
.L641:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L642
	.p2align 4,,10
	.p2align 3
.L638:
	movq	%rbx, %rax
	movl	$6369134, (%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE252:
	.size	fmt_ratio.constprop.0, .-fmt_ratio.constprop.0
	.p2align 4
	.type	alternatives.constprop.0, @function
alternatives.constprop.0:
.LFB255:
	.cfi_startproc
	movzbl	(%rdi), %ecx
	movq	%rsi, %rax
	testb	%cl, %cl
	je	.L656
	xorl	%edx, %edx
	jmp	.L655
	.p2align 4,,10
	.p2align 3
.L652:
	addq	$1, %rdi
	movb	%cl, (%r8)
	addq	$1, %rdx
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	je	.L658
.L654:
	leaq	4(%rdx), %r8
	cmpq	$127, %r8
	ja	.L659
.L655:
	leaq	(%rax,%rdx), %r8
	cmpb	$32, %cl
	jne	.L652
	addq	$1, %rdi
	movl	$544370464, (%r8)
	addq	$4, %rdx
	movb	$0, 4(%r8)
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	jne	.L654
	.p2align 4,,10
	.p2align 3
.L658:
	movl	$127, %ecx
	cmpq	%rcx, %rdx
	cmova	%rcx, %rdx
	addq	%rax, %rdx
.L651:
	movb	$0, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L659:
	addq	%rax, %rdx
	movb	$0, (%rdx)
	ret
.L656:
	movq	%rsi, %rdx
	jmp	.L651
	.cfi_endproc
.LFE255:
	.size	alternatives.constprop.0, .-alternatives.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC82:
	.ascii	"usage: ben"
	.string	"ch [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr); 3 --cross-check found no closed form."
	.section	.rodata.str1.1
.LC83:
	.string	"%s%s%s"
.LC84:
	.string	"  %s\n"
.LC85:
	.string	"  %-24s %.*s\n"
	.section	.rodata.str1.8
	.align 8
.LC86:
	.string	"Each of these applies only with another:"
	.section	.rodata.str1.1
.LC87:
	.string	"    %-22s with %s\n"
	.section	.rodata.str1.8
	.align 8
.LC88:
	.string	"On a recorded trace (--correct, --trace-values) only these apply:\n   "
	.section	.rodata.str1.1
.LC89:
	.string	" %s"
	.section	.rodata.str1.8
	.align 8
.LC90:
	.string	"\nThe lab (./lab --help) adds Poisson and replayed schedules, drawn service\ntimes, random stalls, faults, users, the scoreboard and sweeps to these."
	.text
	.p2align 4
	.type	print_usage, @function
print_usage:
.LFB182:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	.LC82(%rip), %rdi
	leaq	OPTIONS(%rip), %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	leaq	5616(%r15), %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	xorl	%r12d, %r12d
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	leaq	.LC85(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%r15, %rbx
	subq	$152, %rsp
	.cfi_def_cfa_offset 208
	call	puts@PLT
	movq	%r15, 8(%rsp)
	movq	%r12, %r15
	jmp	.L670
.L668:
	addq	$104, %rbx
	cmpq	%r13, %rbx
	je	.L687
	.p2align 4,,10
	.p2align 3
.L662:
	movq	24(%rbx), %rdi
	movl	$10, %esi
	call	strchr@PLT
	movq	%rax, %r15
.L670:
	movl	44(%rbx), %ecx
	testl	%ecx, %ecx
	jne	.L668
	movq	16(%rbx), %r9
	leaq	.LC26(%rip), %r8
	testq	%r9, %r9
	je	.L688
.L664:
	leaq	16(%rsp), %r14
	movq	(%rbx), %rcx
	xorl	%eax, %eax
	movl	$64, %esi
	movq	%r14, %rdi
	leaq	.LC83(%rip), %rdx
	movq	24(%rbx), %r12
	call	snprintf@PLT
	movq	%r14, %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	ja	.L689
	testq	%r15, %r15
	je	.L666
.L693:
	movl	%r15d, %edx
	movq	%r12, %rcx
	movq	%r14, %rsi
	movq	%rbp, %rdi
	subl	%r12d, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L667
	.p2align 4,,10
	.p2align 3
.L690:
	movq	%rax, %rdx
	movq	%r12, %rcx
	leaq	.LC6(%rip), %rsi
	movq	%rbp, %rdi
	subq	%r15, %rdx
	xorl	%eax, %eax
	movq	%r14, %r15
	subl	$1, %edx
	call	printf@PLT
.L667:
	leaq	1(%r15), %r12
	movl	$10, %esi
	movq	%r12, %rdi
	call	strchr@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	jne	.L690
	movq	%r12, %rdi
	addq	$104, %rbx
	call	strlen@PLT
	movq	%r12, %rcx
	leaq	.LC6(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r13, %rbx
	jne	.L662
.L687:
	leaq	.LC86(%rip), %rdi
	movq	8(%rsp), %r15
	leaq	OPTIONS(%rip), %rbx
	call	puts@PLT
	leaq	.LC87(%rip), %rbp
	jmp	.L672
	.p2align 4,,10
	.p2align 3
.L671:
	addq	$104, %rbx
	cmpq	%r13, %rbx
	je	.L691
.L672:
	movq	32(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L671
	movl	44(%rbx), %edx
	testl	%edx, %edx
	jne	.L671
	leaq	16(%rsp), %rsi
	addq	$104, %rbx
	call	alternatives.constprop.0
	movq	-104(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r13, %rbx
	jne	.L672
.L691:
	leaq	.LC88(%rip), %rdi
	xorl	%eax, %eax
	leaq	.LC89(%rip), %rbx
	call	printf@PLT
	jmp	.L674
	.p2align 4,,10
	.p2align 3
.L673:
	addq	$104, %r15
	cmpq	%r13, %r15
	je	.L692
.L674:
	testb	$2, 40(%r15)
	je	.L673
	cmpl	$2, 8(%r15)
	je	.L673
	movl	44(%r15), %eax
	testl	%eax, %eax
	jne	.L673
	movq	(%r15), %rsi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$104, %r15
	call	printf@PLT
	cmpq	%r13, %r15
	jne	.L674
.L692:
	addq	$152, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC90(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
.L689:
	.cfi_restore_state
	movq	%r14, %rsi
	leaq	.LC84(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 16(%rsp)
	testq	%r15, %r15
	jne	.L693
.L666:
	movq	%r12, %rdi
	call	strlen@PLT
	movq	%r12, %rcx
	movq	%r14, %rsi
	movq	%rbp, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L668
	.p2align 4,,10
	.p2align 3
.L688:
	leaq	.LC6(%rip), %r9
	movq	%r9, %r8
	jmp	.L664
	.cfi_endproc
.LFE182:
	.size	print_usage, .-print_usage
	.section	.rodata.str1.8
	.align 8
.LC92:
	.string	"<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n"
	.align 8
.LC93:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	.align 8
.LC94:
	.string	"<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC95:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC96:
	.string	"<text x=\"18\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 18 %d)\">%s</text>\n"
	.text
	.p2align 4
	.type	svg_axes.constprop.0, @function
svg_axes.constprop.0:
.LFB256:
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
	divsd	.LC56(%rip), %xmm0
	movsd	%xmm0, 16(%rsp)
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jb	.L695
	movapd	%xmm3, %xmm0
	leaq	.LC92(%rip), %r12
	jmp	.L698
	.p2align 4,,10
	.p2align 3
.L702:
	movsd	16(%rbx), %xmm0
.L698:
	movapd	%xmm3, %xmm2
	subsd	%xmm0, %xmm1
	movl	$790, %ecx
	movq	%r12, %rsi
	subsd	%xmm0, %xmm2
	movl	$80, %edx
	movq	%rbp, %rdi
	movl	$4, %eax
	movsd	.LC29(%rip), %xmm0
	movl	$74, %r8d
	movsd	%xmm3, (%rsp)
	divsd	%xmm1, %xmm2
	mulsd	.LC28(%rip), %xmm2
	subsd	%xmm2, %xmm0
	movsd	.LC91(%rip), %xmm2
	addsd	%xmm0, %xmm2
	movapd	%xmm0, %xmm1
	call	fprintf@PLT
	movsd	24(%rbx), %xmm1
	movsd	16(%rsp), %xmm0
	movsd	(%rsp), %xmm3
	addsd	8(%rsp), %xmm3
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jnb	.L702
.L695:
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
	leaq	.LC93(%rip), %rsi
	pushq	$80
	.cfi_def_cfa_offset 112
	call	fprintf@PLT
	movq	%r13, %r8
	movq	%rbp, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 80
	movl	$478, %ecx
	movl	$435, %edx
	leaq	.LC94(%rip), %rsi
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
	leaq	.LC95(%rip), %r8
	leaq	.LC96(%rip), %rsi
	popq	%r13
	.cfi_def_cfa_offset 8
	jmp	fprintf@PLT
	.cfi_endproc
.LFE256:
	.size	svg_axes.constprop.0, .-svg_axes.constprop.0
	.section	.rodata.str1.1
.LC97:
	.string	"%lu.%0*lu %s"
.LC98:
	.string	"%lu %s"
	.text
	.p2align 4
	.type	fmt_read.constprop.0, @function
fmt_read.constprop.0:
.LFB257:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rsi, %rax
	movq	%rdi, %rbx
	cmpq	$999999999, %rsi
	ja	.L710
	cmpq	$999999, %rsi
	ja	.L711
	cmpq	$1000, %rsi
	sbbq	%rcx, %rcx
	andq	$-999, %rcx
	addq	$1000, %rcx
	cmpq	$1000, %rsi
	sbbl	%edi, %edi
	notl	%edi
	addl	$3, %edi
.L704:
	xorl	%edx, %edx
	movslq	%edi, %rsi
	leaq	U.4(%rip), %r11
	divq	%rcx
	movq	%rax, %rcx
	leaq	(%rsi,%rsi,2), %rax
	movl	16(%r11,%rax,8), %r8d
	testl	%r8d, %r8d
	je	.L706
	movabsq	$-3689348814741910323, %r9
	movq	%rdx, %rax
	movabsq	$1844674407370955161, %r10
	imulq	%r9, %rax
	rorq	%rax
	cmpq	%rax, %r10
	jnb	.L708
	jmp	.L707
	.p2align 4,,10
	.p2align 3
.L721:
	movq	%rdx, %rdi
	imulq	%r9, %rdi
	rorq	%rdi
	cmpq	%rdi, %r10
	jb	.L707
.L708:
	movq	%rdx, %rax
	mulq	%r9
	shrq	$3, %rdx
	subl	$1, %r8d
	jne	.L721
.L706:
	imulq	$24, %rsi, %rdi
	leaq	.LC98(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	movq	(%r11,%rdi), %r8
	movq	%rbx, %rdi
	call	snprintf@PLT
.L709:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L707:
	.cfi_restore_state
	imulq	$24, %rsi, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 24
	movq	%rdx, %r9
	movl	$32, %esi
	leaq	.LC97(%rip), %rdx
	xorl	%eax, %eax
	pushq	(%r11,%rdi)
	.cfi_def_cfa_offset 32
	movq	%rbx, %rdi
	call	snprintf@PLT
	popq	%rdx
	.cfi_def_cfa_offset 24
	popq	%rcx
	.cfi_def_cfa_offset 16
	jmp	.L709
.L710:
	movl	$1000000000, %ecx
	xorl	%edi, %edi
	jmp	.L704
.L711:
	movl	$1000000, %ecx
	movl	$1, %edi
	jmp	.L704
	.cfi_endproc
.LFE257:
	.size	fmt_read.constprop.0, .-fmt_read.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC99:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC100:
	.string	"The recordings part at %s: the open loop reads %s there, %s times the closed loop's %s.\n"
	.align 8
.LC101:
	.string	"They part at p99: the open loop reads %s there, %s times the closed loop's %s"
	.section	.rodata.str1.1
.LC102:
	.string	"At p99 the two loops agree"
	.section	.rodata.str1.8
	.align 8
.LC103:
	.string	"At p99 the open loop reads %s, %s times the closed loop"
	.align 8
.LC104:
	.string	", and the correction at %s leaves the closed loop's p99 as it was.\n"
	.align 8
.LC105:
	.string	"; corrected at %s, the closed loop reads %s.\n"
	.align 8
.LC106:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC107:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s.\n"
	.text
	.p2align 4
	.type	print_findings, @function
print_findings:
.LFB203:
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
.L726:
	movq	40(%rbp,%rbx,8), %rax
	addq	%rax, %rax
	cmpq	%rax, 120(%rbp,%rbx,8)
	jb	.L723
	movl	$10, %edi
	call	putchar@PLT
	cmpl	$2, %ebx
	je	.L736
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
	leaq	.LC100(%rip), %rdi
	movq	%rax, %rdx
	leaq	PCT_LABEL(%rip), %rax
	movq	(%rax,%rbx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	136(%rbp), %r15
	movq	56(%rbp), %rbx
	movq	216(%rbp), %r14
.L727:
	cmpq	%rbx, %r15
	je	.L738
	movq	%rbx, %rdx
	leaq	48(%rsp), %rdi
	movq	%r15, %rsi
	call	fmt_ratio.constprop.0
	leaq	16(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rax, (%rsp)
	call	fmt_read.constprop.0
	movq	(%rsp), %rdx
	leaq	.LC103(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L728:
	cmpq	%r14, %rbx
	je	.L739
	leaq	144(%rsp), %rdi
	movq	%r14, %rsi
	call	fmt_read.constprop.0
	leaq	112(%rsp), %rdi
	movq	%rax, %rbx
	movq	344(%rbp), %rax
	movq	272(%rax), %rsi
	call	fmt_read.constprop.0
	movq	%rbx, %rdx
	leaq	.LC105(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L732:
	testl	%r13d, %r13d
	jne	.L733
	leaq	.LC106(%rip), %rdi
	call	puts@PLT
.L722:
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
.L723:
	.cfi_restore_state
	addq	$1, %rbx
	cmpq	$6, %rbx
	jne	.L726
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC99(%rip), %rdi
	call	puts@PLT
	movq	136(%rbp), %r15
	movq	56(%rbp), %rbx
	movq	216(%rbp), %r14
	jmp	.L727
.L733:
	movq	32(%r12), %rdx
	movq	(%r12), %rax
	leaq	16(%rsp), %rdi
	movq	(%rax,%rdx,8), %rsi
	call	fmt_read.constprop.0
	movq	32(%r12), %rdx
	movq	40(%r12), %rsi
	leaq	.LC107(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	subq	%rdx, %rsi
	call	printf@PLT
	jmp	.L722
.L736:
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
	leaq	.LC101(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L728
.L739:
	movq	344(%rbp), %rax
	leaq	112(%rsp), %rdi
	movq	272(%rax), %rsi
	call	fmt_read.constprop.0
	leaq	.LC104(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L732
.L738:
	leaq	.LC102(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L728
	.cfi_endproc
.LFE203:
	.size	print_findings, .-print_findings
	.section	.rodata.str1.1
.LC108:
	.string	"%lu.%lu"
.LC109:
	.string	"%lu.%02lu"
.LC110:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB258:
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
	jnb	.L745
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L746
	leaq	.LC110(%rip), %rdx
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
.L746:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC109(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L745:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC108(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE258:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.1
.LC111:
	.string	"n"
.LC112:
	.string	"set"
.LC113:
	.string	"%-*s %9s"
.LC114:
	.string	" %11s"
.LC115:
	.string	"slow %"
.LC116:
	.string	"slow"
.LC117:
	.string	" %8s %8s"
.LC118:
	.string	"cv"
.LC119:
	.string	" %6s\n"
.LC120:
	.string	"%-*s %9lu"
.LC121:
	.string	"%lu.%04lu"
.LC122:
	.string	" %8lu %8s"
.LC123:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC124:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.section	.rodata.str1.1
.LC125:
	.string	"ratios: open/closed p99 %s"
.LC126:
	.string	", p99.9 %s"
.LC127:
	.string	"; corrected/closed p99 %s"
.LC128:
	.string	"; open/corrected p99 %s"
.LC129:
	.string	", p90 %s\n"
	.text
	.p2align 4
	.type	print_table, @function
print_table:
.LFB202:
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
	leaq	.LC114(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	leaq	PCT_LABEL(%rip), %rbx
	leaq	48(%rbx), %r12
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	call	putchar@PLT
	leaq	.LC111(%rip), %rcx
	xorl	%eax, %eax
	leaq	.LC112(%rip), %rdx
	movl	$10, %esi
	leaq	.LC113(%rip), %rdi
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L748:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L748
	leaq	.LC115(%rip), %rdx
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	movq	%r13, %r14
	leaq	.LC116(%rip), %rsi
	leaq	.LC117(%rip), %rdi
	movq	%r12, %r15
	movq	%r13, %r12
	call	printf@PLT
	leaq	.LC118(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC119(%rip), %rdi
	call	printf@PLT
	leaq	16(%rsp), %rbx
.L751:
	leaq	SET_NAME(%rip), %rax
	movq	32(%r12), %rcx
	movl	$10, %esi
	xorl	%r13d, %r13d
	movq	(%rax,%r15), %rdx
	leaq	.LC120(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L749:
	movq	40(%r12,%r13,8), %rsi
	movq	%rbx, %rdi
	addq	$1, %r13
	call	fmt_us.constprop.0
	movq	%rbp, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$6, %r13
	jne	.L749
	movq	32(%r12), %r8
	movq	88(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L750
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
.L750:
	leaq	.LC121(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$80, %r12
	movl	$32, %esi
	call	snprintf@PLT
	movq	8(%r12), %rsi
	movq	%rbx, %rdx
	xorl	%eax, %eax
	leaq	.LC122(%rip), %rdi
	call	printf@PLT
	leaq	.LC123(%rip), %rdi
	movl	$1, %eax
	movsd	272(%r14,%r15), %xmm0
	addq	$8, %r15
	call	printf@PLT
	cmpq	$24, %r15
	jne	.L751
	movq	(%r14), %rax
	movq	%rbx, %rdi
	movq	192(%rax), %rsi
	call	fmt_us.constprop.0
	leaq	.LC124(%rip), %rdi
	movq	%rax, %rdx
	movq	(%r14), %rax
	movl	216(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	movq	56(%r14), %rdx
	movq	136(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC125(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	64(%r14), %rdx
	movq	144(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC126(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	56(%r14), %rdx
	movq	216(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC127(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	216(%r14), %rdx
	movq	136(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC128(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	208(%r14), %rdx
	movq	128(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC129(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
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
.LFE202:
	.size	print_table, .-print_table
	.p2align 4
	.type	set_real, @function
set_real:
.LFB166:
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
	movq	%rdx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movzbl	(%rdx), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L760
	movq	%rdi, %r15
	call	__errno_location@PLT
	leaq	8(%rsp), %rsi
	movq	%rbp, %rdi
	movl	$0, (%rax)
	movq	%rax, %r14
	call	strtod@PLT
	movl	(%r14), %edx
	testl	%edx, %edx
	jne	.L760
	movq	8(%rsp), %rax
	cmpb	$0, (%rax)
	jne	.L760
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L760
	comisd	.LC130(%rip), %xmm0
	ja	.L760
	movq	72(%rbx), %rax
	testq	%rax, %rax
	js	.L764
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L765:
	comisd	%xmm1, %xmm0
	ja	.L760
	movq	56(%rbx), %rax
	movsd	%xmm0, (%r15,%rax)
.L758:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	%edx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
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
.L764:
	.cfi_restore_state
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L765
	.p2align 4,,10
	.p2align 3
.L760:
	movq	(%rbx), %rcx
	movq	88(%rbx), %r9
	leaq	.LC2(%rip), %rdx
	xorl	%eax, %eax
	movq	%rbp, %r8
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	snprintf@PLT
	movl	$-1, %edx
	jmp	.L758
	.cfi_endproc
.LFE166:
	.size	set_real, .-set_real
	.p2align 4
	.type	set_reps, @function
set_reps:
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
	jne	.L775
	movq	8(%rsp), %rdx
	movl	%edx, 216(%r12)
.L771:
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
.L775:
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
	jmp	.L771
	.cfi_endproc
.LFE172:
	.size	set_reps, .-set_reps
	.p2align 4
	.type	set_count, @function
set_count:
.LFB165:
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
	jne	.L782
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L776
	movl	$1, (%r14,%rdx)
.L776:
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
.L782:
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
	jmp	.L776
	.cfi_endproc
.LFE165:
	.size	set_count, .-set_count
	.p2align 4
	.type	dist_count_le.isra.0, @function
dist_count_le.isra.0:
.LFB266:
	.cfi_startproc
	movq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L788
	salq	$5, %rsi
	xorl	%r10d, %r10d
	leaq	(%rdi,%rsi), %r8
	jmp	.L787
	.p2align 4,,10
	.p2align 3
.L785:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L786
	subq	%r9, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L786
	subq	%rax, %rdx
	imulq	%rcx, %rdx
	addq	%rdx, %r10
.L786:
	addq	$32, %rdi
	cmpq	%rdi, %r8
	je	.L783
.L787:
	movq	(%rdi), %rax
	movq	24(%rdi), %rcx
	cmpq	%rax, %r9
	jb	.L785
	imulq	16(%rdi), %rcx
	addq	$32, %rdi
	addq	%rcx, %r10
	cmpq	%rdi, %r8
	jne	.L787
.L783:
	movq	%r10, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L788:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	ret
	.cfi_endproc
.LFE266:
	.size	dist_count_le.isra.0, .-dist_count_le.isra.0
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
.LFB69:
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
	je	.L794
	movq	(%rdi), %rdi
	movq	16(%rdi), %rax
	movq	%rdi, 56(%rsp)
	movq	%rax, (%rsp)
	mulq	24(%rdi)
	movq	%rax, %r14
	movq	%rdx, %rax
	movq	%rdx, %r15
	subq	$0, %rax
	jne	.L810
	leaq	48(%rdi), %rcx
	xorl	%esi, %esi
	movq	$-1, %r10
	xorl	%edi, %edi
	jmp	.L796
	.p2align 4,,10
	.p2align 3
.L797:
	movq	(%rcx), %rax
	mulq	8(%rcx)
	addq	%rax, %r14
	movq	%rdi, %rax
	adcq	%rdx, %r15
	addq	$32, %rcx
	cmpq	%r14, %r10
	sbbq	%r15, %rax
	jc	.L810
.L796:
	addq	$1, %rsi
	cmpq	%r12, %rsi
	jne	.L797
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
.L798:
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
	jne	.L798
	movq	16(%rsp), %r14
	movl	40(%rsp), %r11d
	movq	%r15, %rbp
	movq	24(%rsp), %r15
	movq	%r14, 40(%rsp)
.L799:
	movq	40(%rsp), %rax
	movq	%r12, 64(%rbx)
	movq	%r13, 72(%rbx)
	movq	%rax, (%rbx)
	movq	$99999, 64(%rsp)
	movq	$0, 72(%rsp)
	testl	%r11d, %r11d
	jne	.L801
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
.L801:
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
.L808:
	movq	40(%rsp), %r14
	xorl	%r15d, %r15d
	testq	%r14, %r14
	je	.L802
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
	je	.L812
	movq	%rbx, %rax
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L804:
	movq	(%rax), %rdx
	cmpq	%rdx, %r13
	cmovb	%rdx, %r13
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L804
.L803:
	xorl	%r15d, %r15d
	jmp	.L806
	.p2align 4,,10
	.p2align 3
.L807:
	movq	%r13, %r14
	movq	8(%rbp), %rsi
	movq	%rbx, %rdi
	subq	%r15, %r14
	shrq	%r14
	addq	%r15, %r14
	movq	%r14, %rdx
	call	dist_count_le.isra.0
	cmpq	%r11, %rax
	jb	.L819
	movq	%r14, %r13
.L806:
	cmpq	%r13, %r15
	jb	.L807
.L802:
	movq	16(%rsp), %rax
	addq	$8, (%rsp)
	leaq	48+PCT_MILLI(%rip), %rdi
	movq	%r15, (%rax)
	addq	$8, %rax
	movq	%rax, 16(%rsp)
	movq	(%rsp), %rax
	cmpq	%rax, %rdi
	jne	.L808
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
.L819:
	.cfi_restore_state
	leaq	1(%r14), %r15
	jmp	.L806
	.p2align 4,,10
	.p2align 3
.L810:
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
.L812:
	.cfi_restore_state
	xorl	%r13d, %r13d
	jmp	.L803
.L794:
	movq	(%rdi), %rax
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	xorl	%r12d, %r12d
	movq	$0, 40(%rsp)
	xorl	%r13d, %r13d
	movq	%rax, 56(%rsp)
	jmp	.L799
	.cfi_endproc
.LFE69:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB267:
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
	jne	.L822
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L822:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L824:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L823
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
.L823:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L824
	testq	%r15, %r15
	je	.L828
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L826:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L826
.L825:
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
.L828:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L825
	.cfi_endproc
.LFE267:
	.size	summarise.isra.0, .-summarise.isra.0
	.section	.rodata.str1.1
.LC131:
	.string	"s"
.LC132:
	.string	"given"
	.section	.rodata.str1.8
	.align 8
.LC133:
	.string	"coordinated omission on a virtual clock (%s): closed loop, open loop, corrected\n"
	.section	.rodata.str1.1
.LC134:
	.string	"server: service %s us; "
.LC135:
	.string	"no stalls"
.LC136:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC137:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC138:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC139:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC140:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC141:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC142:
	.string	"\ncorrection: expected interval "
	.align 8
.LC143:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC144:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC145:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC146:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC147:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC148:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC149:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC150:
	.string	"route: lattice, exact counts on %lu ns steps (%lu values), %d requests a chunk"
	.align 8
.LC151:
	.string	"route: sorted, every sample kept and sorted"
	.align 8
.LC152:
	.string	"route: passes, none kept; each rep walks the run again until every percentile is found exactly"
	.section	.rodata.str1.1
.LC153:
	.string	"; 1 warmup + %u reps\n"
	.text
	.p2align 4
	.type	print_plan, @function
print_plan:
.LFB201:
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
	leaq	.LC133(%rip), %rdi
	leaq	80(%rsp), %r14
	call	printf@PLT
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC134(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$0, 48(%rbx)
	je	.L860
	cmpq	$0, 56(%rbx)
	movq	64(%rbx), %rsi
	je	.L861
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
	leaq	.LC137(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L835:
	movl	72(%rbx), %ecx
	movq	136(%rbx), %r15
	testl	%ecx, %ecx
	je	.L862
	xorl	%esi, %esi
	cmpq	$1, %r15
	jbe	.L839
	movq	128(%rbx), %rsi
	subq	120(%rbx), %rsi
	subq	$1, %r15
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r15
	movq	%rax, %rsi
.L839:
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movl	72(%rbx), %esi
	movq	136(%rbx), %rdx
	leaq	.LC139(%rip), %rdi
	movq	%rax, %rcx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L838:
	movq	160(%rbx), %rdx
	movl	152(%rbx), %esi
	leaq	.LC6(%rip), %rax
	leaq	.LC131(%rip), %rcx
	leaq	.LC140(%rip), %rdi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	144(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L863
.L841:
	leaq	.LC142(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	176(%rbx), %edx
	testl	%edx, %edx
	jne	.L864
	movq	184(%rbx), %r15
	movq	168(%rbx), %rsi
	leaq	.LC132(%rip), %rax
	movq	%r13, %rdi
	testq	%r15, %r15
	cmove	%rax, %r15
	call	fmt_us.constprop.0
	leaq	.LC144(%rip), %rdi
	movq	%rax, %rsi
	movq	%r15, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L843:
	movq	192(%rbx), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movl	200(%rbx), %ecx
	leaq	.LC145(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%rbx), %eax
	testl	%eax, %eax
	je	.L865
	movq	136(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	%rax, 8(%rsp)
	mulq	(%rbx)
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%rcx, %rsi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	jnc	.L846
.L847:
	movq	16(%rbp), %rsi
	testq	%rsi, %rsi
	je	.L866
	leaq	.LC148(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC149(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L849:
	movl	24(%r12), %eax
	cmpl	$2, %eax
	je	.L867
	cmpl	$1, %eax
	je	.L868
	leaq	.LC152(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L851:
	movl	216(%rbx), %esi
	addq	$120, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC153(%rip), %rdi
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
.L861:
	.cfi_restore_state
	leaq	48(%rsp), %r13
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, %r15
	call	fmt_us.constprop.0
	movq	%r15, %rdx
	leaq	.LC136(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L835
.L865:
	movq	80(%rbx), %rax
	cmpq	%rax, (%rbx)
	jb	.L847
.L846:
	leaq	.LC146(%rip), %rdi
	call	puts@PLT
	jmp	.L847
.L864:
	leaq	.LC143(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L843
.L863:
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	leaq	.LC141(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L841
.L862:
	movq	80(%rbx), %rsi
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movq	%r15, %rdx
	leaq	.LC138(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L838
.L860:
	leaq	.LC135(%rip), %rdi
	leaq	48(%rsp), %r13
	call	puts@PLT
	jmp	.L835
.L868:
	leaq	.LC151(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L851
.L867:
	movq	40(%r12), %rdx
	movq	32(%r12), %rsi
	movl	$65536, %ecx
	xorl	%eax, %eax
	leaq	.LC150(%rip), %rdi
	call	printf@PLT
	jmp	.L851
.L866:
	movl	$29, %esi
	leaq	.LC147(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L849
	.cfi_endproc
.LFE201:
	.size	print_plan, .-print_plan
	.p2align 4
	.type	aggregate, @function
aggregate:
.LFB124:
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
	jne	.L884
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
.L883:
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
.L871:
	movq	%r12, %rdx
	movq	%rbx, %rsi
	movq	$-1, %rcx
	testl	%ebp, %ebp
	jne	.L874
	jmp	.L878
	.p2align 4,,10
	.p2align 3
.L897:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L873:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%r14, %rdx
	je	.L878
.L874:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L897
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L873
	.p2align 4,,10
	.p2align 3
.L878:
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
	jne	.L871
	movq	64(%rsp), %r15
	movq	%r13, %rbx
	testl	%ebp, %ebp
	je	.L879
	movq	(%rsp), %rax
	movq	24(%rsp), %rdx
	leaq	-56(%rax), %rcx
	.p2align 4,,10
	.p2align 3
.L880:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L880
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
.L881:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L881
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
.L882:
	movdqa	(%rcx), %xmm1
	addq	$16, %rdx
	addq	$288, %rcx
	movaps	%xmm1, -16(%rdx)
	cmpq	%rdx, %rax
	jne	.L882
.L885:
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
	jne	.L883
	movq	80(%rsp), %r13
	movq	48(%rsp), %rdx
.L884:
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
.L879:
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
	jmp	.L885
	.cfi_endproc
.LFE124:
	.size	aggregate, .-aggregate
	.section	.rodata.str1.8
	.align 8
.LC154:
	.string	"bench: internal error: the reference overran %lu samples\n"
	.text
	.p2align 4
	.type	ref_walk_whole.constprop.0, @function
ref_walk_whole.constprop.0:
.LFB269:
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
	je	.L911
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
.L909:
	movq	%rbp, %r10
	leaq	(%r12,%rax,8), %r9
	subq	%rax, %r10
	cmpl	$3, 20(%rsp)
	je	.L900
	movq	136(%r13), %r11
	movq	72(%rsp), %rsi
	movl	$4096, %eax
	movq	%r11, %rbx
	subq	%rsi, %rbx
	cmpq	%rax, %rbx
	cmova	%rax, %rbx
	cmpq	%rsi, %r11
	je	.L901
	movq	112(%r13), %rcx
	xorl	%eax, %eax
	leaq	(%rcx,%rsi,8), %rdi
	jmp	.L904
	.p2align 4,,10
	.p2align 3
.L915:
	movq	(%rdi,%rax,8), %rdx
	movq	%rdx, (%r14,%rax,8)
	addq	$1, %rax
	cmpq	%rbx, %rax
	jnb	.L914
.L904:
	testq	%rcx, %rcx
	jne	.L915
	leaq	(%rax,%rsi), %rdx
	imulq	80(%r13), %rdx
	movq	%rdx, (%r14,%rax,8)
	addq	$1, %rax
	cmpq	%rbx, %rax
	jb	.L904
.L914:
	xorl	%edx, %edx
	leaq	-1(%rbx), %rax
	cmpq	%rsi, %r11
	cmove	%rdx, %rax
	leaq	1(%rsi,%rax), %rax
	movq	%rax, 72(%rsp)
.L901:
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
	jnb	.L905
.L906:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC154(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L900:
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
	je	.L910
.L907:
	xorl	%ebx, %ebx
.L905:
	orq	%rbx, %rcx
	je	.L908
	movq	(%r15), %rax
	jmp	.L909
	.p2align 4,,10
	.p2align 3
.L910:
	movq	8(%rsp), %rdi
	leaq	56(%rsp), %rsi
	movl	$1, %edx
	movq	%rcx, 24(%rsp)
	call	ref_client
	movq	24(%rsp), %rcx
	testq	%rax, %rax
	je	.L907
	jmp	.L906
	.p2align 4,,10
	.p2align 3
.L908:
	movq	144(%rsp), %rax
	movq	40(%rsp), %rbx
	movq	32(%rsp), %rdi
	movq	%rax, (%rbx)
	call	free@PLT
	xorl	%eax, %eax
.L898:
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
.L911:
	.cfi_restore_state
	orl	$-1, %eax
	jmp	.L898
	.cfi_endproc
.LFE269:
	.size	ref_walk_whole.constprop.0, .-ref_walk_whole.constprop.0
	.p2align 4
	.type	ref_sorted, @function
ref_sorted:
.LFB96:
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
	jne	.L917
	movq	144(%rdi), %rax
	testq	%rax, %rax
	je	.L917
	xorl	%edx, %edx
	movq	160(%rdi), %rcx
	divq	(%rdi)
	leaq	1(%rcx,%rax), %r14
	jmp	.L919
	.p2align 4,,10
	.p2align 3
.L917:
	movq	136(%rbx), %r14
.L919:
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
	je	.L937
	testq	%r12, %r12
	je	.L937
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
	je	.L959
.L922:
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
.L959:
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
	jne	.L922
	cmpq	$0, 48(%rbx)
	movq	256(%r13), %rsi
	je	.L960
	movq	64(%rbx), %rcx
	cmpq	%rsi, %rcx
	jnb	.L961
	movq	56(%rbx), %rdi
	movl	$1, %eax
	testq	%rdi, %rdi
	je	.L927
	leaq	-1(%rsi), %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%rdi
	addq	$1, %rax
.L927:
	movq	%rax, 240(%r13)
	movq	264(%r13), %rdx
.L926:
	cmpq	%rdx, %rcx
	jnb	.L928
	movq	56(%rbx), %rdi
	movl	$1, %eax
	testq	%rdi, %rdi
	je	.L924
	leaq	-1(%rdx), %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%rdi
	addq	$1, %rax
.L924:
	movl	176(%rbx), %ecx
	movq	%rax, 248(%r13)
	movq	16(%rsp), %r15
	testl	%ecx, %ecx
	je	.L929
	movq	160(%rbx), %rdi
	movq	%r15, %rax
	xorl	%edx, %edx
	movq	%r15, %r8
	movq	$-1, %rcx
	divq	%rdi
	subq	%rdx, %r8
	je	.L930
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
.L930:
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
	je	.L941
	xorl	%esi, %esi
	jmp	.L935
	.p2align 4,,10
	.p2align 3
.L963:
	addq	$1, %rsi
	cmpq	%r15, %rsi
	je	.L962
.L935:
	movq	0(%rbp,%rsi,8), %rax
	movl	$1, %ecx
	cmpq	%r11, %rax
	jb	.L932
	xorl	%edx, %edx
	divq	%r11
	movq	%rax, %rcx
.L932:
	addq	%r13, %rcx
	movq	%rcx, %r13
	jnc	.L963
.L944:
	movl	$-2, %r14d
	jmp	.L922
	.p2align 4,,10
	.p2align 3
.L962:
	testq	%rcx, %rcx
	je	.L944
	cmpq	$4194304, %rcx
	jbe	.L964
.L936:
	testq	%r15, %r15
	movl	$1, %edi
	movq	%r11, 8(%rsp)
	cmovne	%r15, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, %r13
	testq	%rax, %rax
	je	.L937
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
	jmp	.L922
	.p2align 4,,10
	.p2align 3
.L929:
	movq	168(%rbx), %rcx
	jmp	.L930
	.p2align 4,,10
	.p2align 3
.L964:
	leaq	0(,%rcx,8), %rdi
.L931:
	movq	%r11, 8(%rsp)
	call	malloc@PLT
	movq	8(%rsp), %r11
	testq	%rax, %rax
	je	.L936
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
	jmp	.L922
	.p2align 4,,10
	.p2align 3
.L960:
	movq	$0, 240(%r13)
.L928:
	xorl	%eax, %eax
	jmp	.L924
	.p2align 4,,10
	.p2align 3
.L961:
	movq	$0, 240(%r13)
	movq	264(%r13), %rdx
	jmp	.L926
.L941:
	movl	$8, %edi
	jmp	.L931
.L937:
	orl	$-1, %r14d
	jmp	.L922
	.cfi_endproc
.LFE96:
	.size	ref_sorted, .-ref_sorted
	.p2align 4
	.type	ref_job_run, @function
ref_job_run:
.LFB209:
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
.LFE209:
	.size	ref_job_run, .-ref_job_run
	.p2align 4
	.type	set_export, @function
set_export:
.LFB175:
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
	je	.L968
	movq	%rdi, %r12
	movq	%rdx, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L968
	movq	56(%rbp), %rax
	movq	%rbx, (%r12,%rax)
	movq	80(%rbp), %rax
	testq	%rax, %rax
	jne	.L971
.L972:
	xorl	%eax, %eax
.L967:
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
.L971:
	.cfi_restore_state
	movl	$1, (%r12,%rax)
	jmp	.L972
	.p2align 4,,10
	.p2align 3
.L968:
	movq	0(%rbp), %rcx
	movq	88(%rbp), %r9
	movq	%rbx, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L967
	.cfi_endproc
.LFE175:
	.size	set_export, .-set_export
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB70:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L989
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
.L975:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L980
	.p2align 4,,10
	.p2align 3
.L976:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L978
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L978:
	testq	%r8, %r8
	je	.L979
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L979
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L979:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L976
.L980:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L975
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
.L989:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE70:
	.size	dist_correct, .-dist_correct
	.p2align 4
	.type	run_open, @function
run_open:
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
	jnb	.L992
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
	jmp	.L1003
	.p2align 4,,10
	.p2align 3
.L1012:
	movq	$-1, (%rdi)
.L997:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L996:
	cmpq	%r15, %rbx
	jnb	.L992
.L1003:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L994
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L994
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1011
.L994:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L997
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L998
	addq	%rcx, %rdx
.L999:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1012
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L997
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
	jmp	.L997
	.p2align 4,,10
	.p2align 3
.L998:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L999
	.p2align 4,,10
	.p2align 3
.L992:
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
.L1011:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L995:
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
	jne	.L995
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L996
	.cfi_endproc
.LFE45:
	.size	run_open, .-run_open
	.section	.rodata.str1.8
	.align 8
.LC159:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.align 8
.LC160:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC161:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC162:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC164:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC165:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC166:
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
	movapd	.LC156(%rip), %xmm0
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
	jle	.L1019
	movslq	%r12d, %rax
	movsd	.LC157(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L1018
	.p2align 4,,10
	.p2align 3
.L1052:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1017:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L1051
.L1018:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L1052
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1017
.L1051:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1053
.L1019:
	movsd	.LC42(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L1015:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC159(%rip), %rsi
	pushq	%r14
	leaq	XTICK.0(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	leaq	-240(%rbp), %rax
	movq	%rbx, -272(%rbp)
	movq	%rbx, %rdi
	leaq	.LC160(%rip), %rdx
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
.L1022:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC39(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC161(%rip), %rsi
	mulsd	.LC30(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC31(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L1022
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L1038
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
.L1037:
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
	je	.L1025
	testq	%rbx, %rbx
	je	.L1025
	testq	%rax, %rax
	je	.L1025
	testq	%r14, %r14
	je	.L1054
	movq	.LC157(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L1032
	.p2align 4,,10
	.p2align 3
.L1055:
	divsd	%xmm6, %xmm0
	movsd	.LC42(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC42(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L1028:
	call	log10@PLT
	movq	.LC39(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L1030
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1031:
	movq	-264(%rbp), %rax
	divsd	.LC157(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L1027
.L1032:
	movsd	(%r12), %xmm0
	movsd	.LC48(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L1055
	movq	.LC155(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L1028
	.p2align 4,,10
	.p2align 3
.L1030:
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
.L1054:
	movsd	.LC157(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L1027:
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
	js	.L1033
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1034:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC28(%rip), %xmm0
	movsd	.LC29(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC164(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC163(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L1035
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1036:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC165(%rip), %rdx
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
	leaq	.LC166(%rip), %rsi
	leal	4(%r14), %eax
	movl	%r14d, %r9d
	movl	%r14d, %ecx
	addl	$18, %r14d
	movq	%rdi, (%rsp)
	movq	-272(%rbp), %rdi
	pushq	%rax
	leaq	.LC6(%rip), %rax
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
	jne	.L1037
.L1038:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC162(%rip), %rdi
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
.L1035:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1036
	.p2align 4,,10
	.p2align 3
.L1033:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1034
.L1053:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC158(%rip), %xmm2
	movsd	.LC47(%rip), %xmm3
	movsd	.LC40(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L1021
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC42(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
.L1021:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L1015
.L1025:
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
	.type	set_requests, @function
set_requests:
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
	jne	.L1064
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L1056
	movl	$1, 0(%rbp,%rdx)
.L1056:
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
.L1064:
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
	jmp	.L1056
	.cfi_endproc
.LFE171:
	.size	set_requests, .-set_requests
	.p2align 4
	.type	run_closed, @function
run_closed:
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
	jnb	.L1065
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
	jmp	.L1075
	.p2align 4,,10
	.p2align 3
.L1085:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L1070:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L1069:
	cmpq	%r15, %rbp
	jnb	.L1065
.L1075:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L1067
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L1067
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1084
.L1067:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L1070
	cmpq	%rax, %rbx
	jnb	.L1071
	addq	%r8, %rdx
.L1072:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1085
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L1070
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
	jmp	.L1070
	.p2align 4,,10
	.p2align 3
.L1071:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L1072
	.p2align 4,,10
	.p2align 3
.L1065:
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
.L1084:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L1068:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L1068
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L1069
	.cfi_endproc
.LFE44:
	.size	run_closed, .-run_closed
	.p2align 4
	.type	walk_run, @function
walk_run:
.LFB51:
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
	je	.L1110
	movq	%rsi, %r11
	xorl	%r13d, %r13d
	jmp	.L1109
	.p2align 4,,10
	.p2align 3
.L1088:
	movq	80(%rbx), %rax
	cmpq	136(%r14), %rax
	jnb	.L1087
	movq	48(%rbx), %rcx
	cmpq	40(%rbx), %rcx
	je	.L1087
	movq	32(%rbx), %rsi
	leaq	1(%rcx), %rdi
	movq	%rdi, 48(%rbx)
	movq	(%rsi,%rcx,8), %rbp
	cmpl	$2, %r15d
	jne	.L1112
	cmpq	%rdx, %rbp
	jb	.L1092
.L1112:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	movq	%rbp, %r12
	cmovnb	%rbp, %rsi
	cmpl	$1, %r15d
	jne	.L1095
	movq	88(%rbx), %rsi
	movq	64(%rbx), %rax
	movq	(%rax,%rsi,8), %r12
	movq	%rdx, %rsi
	cmpq	%r12, %rbp
	cmovnb	%rbp, %r12
	cmpq	%rdx, %r12
	cmovnb	%r12, %rsi
.L1095:
	movq	48(%r14), %rdi
	movq	56(%rbx), %rdx
	movq	56(%r14), %r9
	movq	16(%rbx), %rax
	movq	%rdi, (%rsp)
	testq	%rdx, %rdx
	je	.L1091
	movq	(%rdx,%rcx,8), %rcx
	leaq	(%rcx,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1096
	cmpq	%rax, %rsi
	jnb	.L1097
	addq	%rdi, %rdx
.L1098:
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	je	.L1124
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L1096
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
.L1096:
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
.L1092:
	addq	$1, %rax
	movq	%rax, 80(%rbx)
	movq	88(%rbx), %rax
	addq	$1, %rax
	cmpq	72(%rbx), %rax
	jne	.L1108
	xorl	%eax, %eax
.L1108:
	movq	%rax, 88(%rbx)
	cmpq	%r10, %r13
	jnb	.L1087
.L1109:
	cmpl	$3, %r15d
	jne	.L1088
	movq	64(%rbx), %rax
	movq	88(%rbx), %rcx
	movq	(%rax,%rcx,8), %rbp
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L1089
	cmpq	%rax, %rbp
	jnb	.L1087
.L1090:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	movq	16(%rbx), %rax
	movq	%rbp, %r12
	cmovnb	%rbp, %rsi
.L1091:
	movq	(%r14), %rcx
	leaq	(%rcx,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1096
	movq	48(%r14), %r8
	cmpq	%rax, %rsi
	jnb	.L1102
	addq	%r8, %rdx
.L1103:
	movq	56(%r14), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	je	.L1124
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L1096
	leaq	16(%rbx), %rdi
	movq	%r10, 8(%rsp)
	movq	%r11, (%rsp)
	call	serve_stalls
	movq	8(%rsp), %r10
	movq	(%rsp), %r11
	movq	%rax, %rdx
	jmp	.L1096
	.p2align 4,,10
	.p2align 3
.L1124:
	movq	$-1, 16(%rbx)
	jmp	.L1096
	.p2align 4,,10
	.p2align 3
.L1089:
	movq	136(%r14), %rax
	cmpq	%rax, 80(%rbx)
	jb	.L1090
.L1087:
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
.L1102:
	.cfi_restore_state
	leaq	(%r8,%rax), %rdi
	leaq	(%rcx,%rdi), %r9
	cmpq	%rdi, %rsi
	cmovb	%r9, %rdx
	jmp	.L1103
	.p2align 4,,10
	.p2align 3
.L1097:
	movq	(%rsp), %rdi
	addq	%rax, %rdi
	leaq	(%rcx,%rdi), %r8
	cmpq	%rdi, %rsi
	cmovb	%r8, %rdx
	jmp	.L1098
.L1110:
	xorl	%r13d, %r13d
	jmp	.L1087
	.cfi_endproc
.LFE51:
	.size	walk_run, .-walk_run
	.section	.rodata.str1.8
	.align 8
.LC168:
	.string	"out of memory for %lu connections"
	.section	.rodata.str1.1
.LC169:
	.string	"%s"
	.section	.rodata.str1.8
	.align 8
.LC170:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	walk_all, @function
walk_all:
.LFB107:
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
	je	.L1126
	movq	160(%r15), %rdi
.L1126:
	cmpq	$0, 48(%r15)
	movq	%rdi, 200(%rsp)
	movq	$-1, %rax
	movq	$0, 152(%rsp)
	je	.L1127
	movq	64(%r15), %rax
.L1127:
	movl	$8, %esi
	movq	%rax, 144(%rsp)
	call	calloc@PLT
	movq	%rax, 192(%rsp)
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L1128
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
.L1129:
	xorl	%ecx, %ecx
	cmpl	$3, 36(%rsp)
	je	.L1157
	movq	56(%rsp), %r15
	movq	104(%rsp), %r8
	movl	$4096, %eax
	movq	136(%r15), %r11
	movq	%r11, %rcx
	subq	%r8, %rcx
	cmpq	%rax, %rcx
	cmova	%rax, %rcx
	cmpq	%r8, %r11
	je	.L1157
	movq	112(%r15), %rsi
	xorl	%eax, %eax
	leaq	(%rsi,%r8,8), %r10
	jmp	.L1136
	.p2align 4,,10
	.p2align 3
.L1162:
	movq	(%r10,%rax,8), %rdx
	movq	%rdx, (%r12,%rax,8)
	addq	$1, %rax
	cmpq	%rcx, %rax
	jnb	.L1161
.L1136:
	testq	%rsi, %rsi
	jne	.L1162
	leaq	(%r8,%rax), %rdx
	imulq	80(%r15), %rdx
	movq	%rdx, (%r12,%rax,8)
	addq	$1, %rax
	cmpq	%rcx, %rax
	jb	.L1136
.L1161:
	leaq	-1(%rcx), %rax
	cmpq	%r8, %r11
	movq	%r12, %r15
	movq	%rcx, %r12
	cmove	%r14, %rax
	leaq	1(%r8,%rax), %rax
	movq	%rax, 104(%rsp)
	jmp	.L1140
	.p2align 4,,10
	.p2align 3
.L1157:
	movq	%r12, %r15
	movq	%rcx, %r12
.L1140:
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
	jb	.L1139
	cmpq	%rbp, %rax
	jne	.L1138
	cmpl	$3, 36(%rsp)
	je	.L1163
.L1138:
	movq	%r12, %rcx
	movq	%r15, %r12
	orq	%r13, %rcx
	jne	.L1129
.L1160:
	movq	152(%rsp), %rax
	movq	64(%rsp), %rbx
	movq	224(%rsp), %rdx
	movq	72(%rsp), %rdi
	movq	%rax, (%rbx)
	movq	33080(%rsp), %rax
	movq	%rdx, (%rax)
	call	free@PLT
	xorl	%eax, %eax
.L1125:
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
.L1163:
	.cfi_restore_state
	movq	40(%rsp), %rdi
	leaq	88(%rsp), %rsi
	movl	$1, %edx
	call	walk_run
	testq	%rax, %rax
	jne	.L1139
	orq	%r13, %r12
	je	.L1160
	xorl	%r12d, %r12d
	jmp	.L1140
.L1128:
	movq	160(%r15), %rcx
	leaq	240(%rsp), %rbp
	leaq	.LC168(%rip), %rdx
	xorl	%eax, %eax
	movl	$96, %esi
	movq	%rbp, %rdi
	leaq	run_fault_lock(%rip), %rbx
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L1164
.L1130:
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$-4, %eax
	jmp	.L1125
.L1139:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC170(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L1164:
	movq	%rbp, %rcx
	leaq	.LC169(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$1, run_fault(%rip)
	jmp	.L1130
	.cfi_endproc
.LFE107:
	.size	walk_all, .-walk_all
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB143:
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
	subq	$440, %rsp
	.cfi_def_cfa_offset 496
	leaq	64(%rsp), %r12
	movq	%r12, %rdi
	rep movsq
	movups	%xmm0, (%rdx)
	movups	%xmm0, 16(%rdx)
	movups	%xmm0, 32(%rdx)
	movq	48(%r10), %r11
	testq	%r11, %r11
	je	.L1165
	cmpl	$0, 152(%r10)
	jne	.L1165
	cmpl	$0, 72(%r10)
	movq	%rdx, %rbx
	jne	.L1167
	movq	%r10, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	je	.L1191
.L1167:
	movq	200(%rsp), %r8
	movl	$262144, %ebp
	cmpq	%rbp, %r8
	movq	%r8, (%rsp)
	cmovbe	%r8, %rbp
	leaq	0(,%rbp,8), %r15
	movq	%rbp, 200(%rsp)
	movq	%r15, %rdi
	call	malloc@PLT
	movq	%r15, %rdi
	movq	%rax, (%rbx)
	movq	%rax, %r13
	call	malloc@PLT
	movq	%r15, %rdi
	movq	%rax, 8(%rbx)
	movq	%rax, %r14
	call	malloc@PLT
	testq	%r14, %r14
	movq	%rax, 16(%rbx)
	movq	%rax, %r9
	sete	%al
	testq	%r13, %r13
	sete	%dl
	orb	%dl, %al
	jne	.L1181
	testq	%r9, %r9
	je	.L1181
	xorl	%r8d, %r8d
	movq	%r12, 48(%rsp)
	movq	%r8, 56(%rsp)
	movq	(%rsp), %r8
	testq	%r8, %r8
	je	.L1168
	movq	176(%rsp), %rsi
	movq	144(%rsp), %rdi
	xorl	%edx, %edx
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L1170:
	addq	$1, %rax
	movq	%rdx, %rcx
	testq	%rsi, %rsi
	je	.L1169
	movq	-8(%rsi,%rax,8), %rcx
.L1169:
	movq	%rcx, -8(%r9,%rax,8)
	addq	%rdi, %rdx
	cmpq	%rbp, %rax
	jb	.L1170
	testq	%r8, %r8
	movl	$1, %eax
	cmovne	%rbp, %rax
	movq	%rax, 56(%rsp)
.L1168:
	leaq	40(%rsp), %r15
	leaq	32(%rsp), %r8
	movq	%r12, %rdi
	movq	%rbp, %rcx
	movq	%r9, 176(%rsp)
	leaq	16(%rsp), %r9
	movl	$1, %esi
	movq	%r13, %rdx
	pushq	%r15
	.cfi_def_cfa_offset 504
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
	jne	.L1165
	movq	8(%rbx), %rdx
	pushq	%r15
	.cfi_def_cfa_offset 504
	xorl	%esi, %esi
	movq	%r12, %rdi
	pushq	%r14
	.cfi_def_cfa_offset 512
	movq	24(%rsp), %r9
	movq	16(%rsp), %r8
	movq	216(%rsp), %rcx
	call	walk_all
	popq	%rdx
	.cfi_def_cfa_offset 504
	popq	%rcx
	.cfi_def_cfa_offset 496
	testl	%eax, %eax
	jne	.L1165
	movq	200(%rsp), %rcx
	movq	32(%rbx), %rax
	movq	%rcx, 24(%rbx)
	cmpq	%rcx, %rax
	jnb	.L1171
	movq	16(%rbx), %r8
	movq	8(%rbx), %rsi
	movq	128(%rsp), %rdi
	jmp	.L1172
	.p2align 4,,10
	.p2align 3
.L1174:
	addq	$1, %rax
	movq	%rax, 32(%rbx)
	cmpq	%rax, %rcx
	je	.L1173
.L1172:
	movq	(%rsi,%rax,8), %rdx
	addq	(%r8,%rax,8), %rdx
	cmpq	%rdx, %rdi
	jnb	.L1174
	movq	%rax, 40(%rbx)
	cmpq	%rcx, %rax
	jnb	.L1177
	movq	64(%rsp), %rdi
	movq	%rax, %rdx
	jmp	.L1176
	.p2align 4,,10
	.p2align 3
.L1178:
	addq	$1, %rdx
	movq	%rdx, 40(%rbx)
	cmpq	%rdx, %rcx
	je	.L1177
.L1176:
	cmpq	(%rsi,%rdx,8), %rdi
	jb	.L1178
.L1177:
	cmpq	%rcx, %rax
	setnb	%al
	movzbl	%al, %eax
.L1165:
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
.L1191:
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
	movq	%rax, 200(%rsp)
	jmp	.L1167
.L1171:
	movq	%rax, 40(%rbx)
	jmp	.L1177
.L1181:
	orl	$-1, %eax
	jmp	.L1165
.L1173:
	movq	%rcx, 40(%rbx)
	jmp	.L1177
	.cfi_endproc
.LFE143:
	.size	first_stall_window, .-first_stall_window
	.section	.rodata.str1.1
.LC171:
	.string	"open: from the intended send"
.LC172:
	.string	"closed: from the actual send"
	.section	.rodata.str1.8
	.align 8
.LC174:
	.string	"No stall: the first second, the latency of each request by its due time"
	.section	.rodata.str1.1
.LC175:
	.string	"due time (ms)"
.LC176:
	.string	"%d"
	.text
	.p2align 4
	.type	first_second_writer, @function
first_second_writer:
.LFB153:
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
	movapd	.LC173(%rip), %xmm0
	movq	(%rsp), %r11
	movq	%rax, %r15
	movaps	%xmm0, 16(%rsp)
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 32(%rsp)
	testq	%r11, %r11
	je	.L1193
	testq	%rax, %rax
	je	.L1193
	testq	%rbx, %rbx
	je	.L1222
	movq	8(%rbp), %r12
	pxor	%xmm1, %xmm1
	movq	%r11, %r14
	leaq	(%r12,%rbx,8), %rbx
	jmp	.L1199
	.p2align 4,,10
	.p2align 3
.L1224:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1198:
	divsd	.LC157(%rip), %xmm0
	addq	$8, %r12
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%rbx, %r12
	je	.L1223
.L1199:
	movq	(%r12), %rax
	testq	%rax, %rax
	jns	.L1224
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1198
	.p2align 4,,10
	.p2align 3
.L1223:
	movsd	.LC158(%rip), %xmm6
	movq	%r14, %r11
	mulsd	%xmm0, %xmm6
	movq	%xmm6, %rbx
.L1195:
	movapd	%xmm1, %xmm0
	movq	%r11, 8(%rsp)
	movsd	%xmm1, (%rsp)
	call	nice_step
	movq	%rbx, %xmm2
	movsd	(%rsp), %xmm1
	movsd	.LC47(%rip), %xmm3
	divsd	%xmm0, %xmm2
	movsd	.LC40(%rip), %xmm4
	movq	8(%rsp), %r11
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L1225
.L1200:
	movapd	%xmm1, %xmm0
	movq	%r11, (%rsp)
	xorl	%ebx, %ebx
	leaq	.LC161(%rip), %r14
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	movl	$500, %ecx
	leaq	.LC174(%rip), %rax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movq	%r13, %rdi
	mulsd	%xmm0, %xmm2
	leaq	.LC159(%rip), %rsi
	movsd	%xmm2, 40(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 152
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 160
	call	fprintf@PLT
	leaq	32(%rsp), %rax
	leaq	.LC175(%rip), %rdx
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
.L1201:
	movl	%ebx, %ecx
	leaq	.LC176(%rip), %rdx
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
	divsd	.LC56(%rip), %xmm1
	mulsd	.LC30(%rip), %xmm1
	addsd	.LC31(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpl	$1100, %ebx
	jne	.L1201
	movq	(%rsp), %r11
	movsd	.LC157(%rip), %xmm1
	movl	$78, %r14d
	movl	$1, %r12d
	movq	%r11, %rbx
.L1202:
	movq	24(%rbp), %r8
	testq	%r8, %r8
	je	.L1215
	movq	16(%rbp), %rcx
	leaq	0(,%r8,8), %rdx
	xorl	%eax, %eax
	jmp	.L1211
	.p2align 4,,10
	.p2align 3
.L1227:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%rbx,%rax)
	cmpl	$1, %r12d
	je	.L1226
.L1205:
	movq	0(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	js	.L1209
.L1221:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L1208:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%r15,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	je	.L1215
.L1211:
	movq	(%rcx,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L1227
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
	jne	.L1205
.L1226:
	movq	8(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L1221
.L1209:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1208
	.p2align 4,,10
	.p2align 3
.L1215:
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
	leaq	.LC171(%rip), %rcx
	leaq	.LC172(%rip), %rax
	movl	$120, %r8d
	leaq	.LC166(%rip), %rsi
	movq	%r13, %rdi
	cmove	%rcx, %rax
	movl	%r14d, %ecx
	subq	$1, %r12
	movq	%rax, (%rsp)
	leal	4(%r14), %eax
	pushq	%rax
	.cfi_def_cfa_offset 168
	leaq	.LC6(%rip), %rax
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
	je	.L1213
	movq	.LC157(%rip), %rax
	movl	$60, %r14d
	movq	%rax, %xmm1
	jmp	.L1202
	.p2align 4,,10
	.p2align 3
.L1213:
	movq	%r13, %rcx
	movl	$7, %edx
	movl	$1, %esi
	movq	%rbx, (%rsp)
	leaq	.LC162(%rip), %rdi
	call	fwrite@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1192:
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
.L1225:
	.cfi_restore_state
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC42(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
	jmp	.L1200
.L1222:
	xorl	%ebx, %ebx
	movq	%rbx, %xmm1
	jmp	.L1195
.L1193:
	movq	%r11, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1192
	.cfi_endproc
.LFE153:
	.size	first_second_writer, .-first_second_writer
	.section	.rodata.str1.8
	.align 8
.LC177:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC178:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC179:
	.string	"%g"
.LC180:
	.string	"#2e8b57"
.LC181:
	.string	"#1f5fbf"
.LC182:
	.string	"closed: one sample of %s us"
.LC183:
	.string	"open: %lu requests delayed"
.LC184:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC185:
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
	jb	.L1229
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L1229:
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
	js	.L1230
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L1231:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L1232
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L1233:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L1283
	cmpq	$0, -368(%rbp)
	je	.L1283
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L1237
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1238:
	subsd	%xmm2, %xmm0
	movsd	.LC157(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L1239
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1240:
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
	js	.L1241
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L1242:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC157(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L1281
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L1246
	.p2align 4,,10
	.p2align 3
.L1299:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1245:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC157(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L1298
.L1246:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L1299
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1245
	.p2align 4,,10
	.p2align 3
.L1298:
	movsd	.LC158(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L1243:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -352(%rbp)
	movsd	%xmm1, -344(%rbp)
	call	nice_step
	movq	%r12, %xmm4
	movsd	.LC41(%rip), %xmm5
	movsd	.LC40(%rip), %xmm7
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm1
	movsd	-352(%rbp), %xmm2
	movapd	%xmm4, %xmm0
	andpd	%xmm5, %xmm0
	ucomisd	%xmm0, %xmm7
	ja	.L1300
.L1247:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC157(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	48(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L1248
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1249:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC177(%rip), %rdx
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
	leaq	.LC159(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rax
	leaq	.LC178(%rip), %rdx
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
	movsd	.LC41(%rip), %xmm1
	movsd	.LC40(%rip), %xmm6
	movapd	%xmm0, %xmm5
	movq	.LC157(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L1301
.L1250:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L1302
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC161(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L1256:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC41(%rip), %xmm0
	leaq	.LC179(%rip), %rdx
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
	mulsd	.LC30(%rip), %xmm1
	addsd	.LC31(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	-312(%rbp), %xmm4
	addsd	-352(%rbp), %xmm4
	movsd	-328(%rbp), %xmm6
	movq	.LC157(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L1256
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L1257:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L1303
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
	jmp	.L1262
	.p2align 4,,10
	.p2align 3
.L1305:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1259:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L1260
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1261:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L1304
.L1262:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L1305
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1259
	.p2align 4,,10
	.p2align 3
.L1260:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1261
	.p2align 4,,10
	.p2align 3
.L1304:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC184(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC157(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L1306
.L1277:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L1270
	.p2align 4,,10
	.p2align 3
.L1308:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1267:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L1268
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L1269:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L1307
.L1270:
	testq	%rdx, %rdx
	jns	.L1308
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1267
	.p2align 4,,10
	.p2align 3
.L1268:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1269
	.p2align 4,,10
	.p2align 3
.L1307:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC180(%rip), %r9
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
	movq	.LC157(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L1265
.L1264:
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
	jmp	.L1276
	.p2align 4,,10
	.p2align 3
.L1309:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1273:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L1274
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1275:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L1265
.L1276:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L1309
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1273
	.p2align 4,,10
	.p2align 3
.L1274:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1275
	.p2align 4,,10
	.p2align 3
.L1303:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC184(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC157(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L1277
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC180(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L1265:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC181(%rip), %r9
	pushq	$0
	movq	-360(%rbp), %rdx
	leaq	.LC6(%rip), %r14
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	-416(%rbp), %rsi
	leaq	-272(%rbp), %rdi
	call	fmt_us.constprop.0
	movq	-392(%rbp), %rbx
	movl	$160, %esi
	leaq	.LC182(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC181(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC166(%rip), %rbx
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
	leaq	.LC183(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC184(%rip), %rax
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
	leaq	.LC185(%rip), %rdx
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
	leaq	.LC25(%rip), %rax
	pushq	%r13
	movl	$96, %r9d
	movl	$92, %edx
	movq	%rbx, %rsi
	pushq	$100
	movl	$120, %r8d
	movq	%r14, %rdi
	pushq	$126
	pushq	%rax
	leaq	.LC180(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC162(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1228:
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
.L1301:
	.cfi_restore_state
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC42(%rip), %xmm7
	andnpd	%xmm4, %xmm1
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm1, %xmm4
	jmp	.L1250
	.p2align 4,,10
	.p2align 3
.L1300:
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC42(%rip), %xmm7
	andnpd	%xmm4, %xmm5
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm5, %xmm4
	jmp	.L1247
	.p2align 4,,10
	.p2align 3
.L1248:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1249
	.p2align 4,,10
	.p2align 3
.L1241:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L1242
	.p2align 4,,10
	.p2align 3
.L1239:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1240
	.p2align 4,,10
	.p2align 3
.L1237:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1238
	.p2align 4,,10
	.p2align 3
.L1232:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L1233
	.p2align 4,,10
	.p2align 3
.L1230:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L1231
	.p2align 4,,10
	.p2align 3
.L1281:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L1243
	.p2align 4,,10
	.p2align 3
.L1302:
	leaq	-240(%rbp), %r12
	jmp	.L1257
	.p2align 4,,10
	.p2align 3
.L1306:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC180(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC157(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L1264
.L1283:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1228
	.cfi_endproc
.LFE152:
	.size	timeline_writer, .-timeline_writer
	.section	.rodata.str1.1
.LC186:
	.string	"ok %s\n"
.LC187:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB219:
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
	je	.L1322
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1315:
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
	jc	.L1315
	leaq	80(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC169(%rip), %rdx
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
.L1318:
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
	jc	.L1318
	leaq	(%rbx,%rsi), %rcx
	leaq	32(%rsp), %rbx
	movq	24(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC169(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC187(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1310:
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
.L1322:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC186(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1310
	.cfi_endproc
.LFE219:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC188:
	.string	"parse_time '%s'%s"
.LC189:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB220:
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
	jne	.L1329
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC189(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC188(%rip), %rdx
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
.L1329:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC6(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC188(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L1330
.L1326:
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
.L1330:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L1326
	.cfi_endproc
.LFE220:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.8
	.align 8
.LC190:
	.string	"CHECK FAILED rep=%u %s %s expected=%s actual=%s\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB97:
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
	je	.L1343
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1336:
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
	jc	.L1336
	leaq	96(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC169(%rip), %rdx
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
.L1339:
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
	jc	.L1339
	leaq	(%rbx,%rsi), %rcx
	leaq	48(%rsp), %rbx
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC169(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rcx
	movl	20(%rsp), %esi
	xorl	%eax, %eax
	movq	24(%rsp), %rdx
	movq	%rbp, %r9
	movq	%rbx, %r8
	leaq	.LC190(%rip), %rdi
	call	printf@PLT
.L1331:
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
.L1343:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L1331
	.cfi_endproc
.LFE97:
	.size	check, .-check
	.section	.rodata.str1.1
.LC191:
	.string	"sum_ns"
.LC192:
	.string	"corrected"
.LC193:
	.string	"stalls"
.LC194:
	.string	"closed"
.LC195:
	.string	"open"
.LC196:
	.string	"last_completion_ns"
	.text
	.p2align 4
	.type	check_outcome, @function
check_outcome:
.LFB98:
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
.L1345:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L1346:
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
	jne	.L1346
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbp
	xorl	%r9d, %r9d
	movq	%rbx, %rdx
	movq	$0, 56(%rsp)
	leaq	.LC116(%rip), %rcx
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
	leaq	.LC191(%rip), %rcx
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
	jne	.L1345
	movq	72(%rsp), %rbx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC111(%rip), %rcx
	leaq	.LC193(%rip), %r13
	leaq	.LC194(%rip), %r14
	movq	160(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	leaq	.LC192(%rip), %rdx
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
	leaq	.LC195(%rip), %r13
	xorl	%r9d, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	248(%rbp), %r8
	movq	%r13, %rdx
	movl	%r15d, 36(%rsp)
	leaq	.LC196(%rip), %r15
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
.LFE98:
	.size	check_outcome, .-check_outcome
	.section	.rodata.str1.1
.LC197:
	.string	"RESULT set=%s"
.LC198:
	.string	" n=%lu"
.LC199:
	.string	" %s_ns=%lu"
	.section	.rodata.str1.8
	.align 8
.LC200:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.align 8
.LC201:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC202:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC203:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC204:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC205:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC206:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC207:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC208:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.text
	.p2align 4
	.type	print_results, @function
print_results:
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
.L1356:
	movq	16(%rsp), %rax
	leaq	.LC197(%rip), %rdi
	leaq	PCT_NAME(%rip), %r12
	movq	(%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	(%rsp), %rbp
	leaq	.LC198(%rip), %rdi
	xorl	%eax, %eax
	movq	-8(%rbp), %rsi
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L1351:
	movq	0(%rbp), %rdx
	movq	(%r12), %rsi
	xorl	%eax, %eax
	addq	$8, %r12
	leaq	.LC199(%rip), %rdi
	addq	$8, %rbp
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%r12, %rax
	jne	.L1351
	movq	(%rsp), %rax
	movb	$0, 175(%rsp)
	movl	$47, %ecx
	movl	$5, %r9d
	movl	$9, %r8d
	movq	56(%rax), %rsi
	movq	64(%rax), %rdi
	.p2align 4,,10
	.p2align 3
.L1354:
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
	jc	.L1354
	movq	24(%rsp), %rdi
	addq	%rbx, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC169(%rip), %rdx
	call	snprintf@PLT
	movq	(%rsp), %rax
	xorl	%ecx, %ecx
	movq	-8(%rax), %r8
	movq	48(%rax), %rax
	testq	%r8, %r8
	je	.L1355
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
.L1355:
	leaq	.LC121(%rip), %rdx
	movl	$32, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	(%rsp), %rbp
	movq	24(%rsp), %rcx
	xorl	%eax, %eax
	leaq	.LC200(%rip), %rdi
	movq	%rbx, %rdx
	movq	48(%rbp), %rsi
	addq	$80, %rbp
	call	printf@PLT
	leaq	24+SET_NAME(%rip), %rdi
	addq	$8, 16(%rsp)
	movq	16(%rsp), %rax
	movq	%rbp, (%rsp)
	cmpq	%rdi, %rax
	jne	.L1356
	movq	72(%rsp), %r9
	leaq	RATIOS(%rip), %r13
	movl	$1, %edx
	xorl	%eax, %eax
	leaq	168(%r13), %r12
	leaq	.LC201(%rip), %rbp
	movq	%r9, (%rsp)
	leaq	32(%r9), %rbx
	leaq	.LC80(%rip), %r15
	leaq	.LC81(%rip), %r14
	jmp	.L1370
	.p2align 4,,10
	.p2align 3
.L1357:
	movq	8(%rax,%rsi,8), %rsi
.L1358:
	leaq	(%rdx,%rdx,4), %rax
	movslq	12(%r13), %rdi
	salq	$4, %rax
	addq	%rbx, %rax
	cmpl	$-1, %edi
	je	.L1390
	movq	8(%rax,%rdi,8), %rax
	testq	%rsi, %rsi
	je	.L1361
.L1391:
	testq	%rax, %rax
	js	.L1362
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1363:
	testq	%rsi, %rsi
	js	.L1364
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rsi, %xmm1
.L1365:
	divsd	%xmm1, %xmm0
	movq	%r14, %rdx
	movq	8(%rsp), %rdi
	movl	$32, %esi
	movl	$1, %eax
	comisd	.LC48(%rip), %xmm0
	cmovnb	%r15, %rdx
	call	snprintf@PLT
.L1368:
	movq	0(%r13), %rsi
	movq	8(%rsp), %rdx
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$24, %r13
	call	printf@PLT
	cmpq	%r12, %r13
	je	.L1369
	movslq	16(%r13), %rax
	movslq	8(%r13), %rdx
.L1370:
	leaq	(%rax,%rax,4), %rax
	movslq	20(%r13), %rsi
	salq	$4, %rax
	addq	%rbx, %rax
	cmpl	$-1, %esi
	jne	.L1357
	movq	56(%rax), %rsi
	jmp	.L1358
	.p2align 4,,10
	.p2align 3
.L1390:
	movq	56(%rax), %rax
	testq	%rsi, %rsi
	jne	.L1391
.L1361:
	movq	8(%rsp), %rax
	movl	$6369134, (%rax)
	jmp	.L1368
	.p2align 4,,10
	.p2align 3
.L1364:
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1365
	.p2align 4,,10
	.p2align 3
.L1362:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1363
	.p2align 4,,10
	.p2align 3
.L1369:
	movq	(%rsp), %r9
	leaq	.LC202(%rip), %r12
	leaq	.LC194(%rip), %rbp
	movq	%rbp, %rsi
	movq	%r12, %rdi
	leaq	.LC195(%rip), %rbx
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
	leaq	.LC203(%rip), %rdi
	movq	344(%r9), %rax
	movq	272(%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	48(%rsp), %rax
	movq	(%rsp), %r9
	movl	72(%rax), %esi
	testl	%esi, %esi
	je	.L1371
	movq	136(%rax), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L1372
	movq	128(%rax), %rcx
	movq	%rax, %rdx
	movq	%rcx, %rax
	leaq	-1(%rdi), %rcx
	subq	120(%rdx), %rax
	xorl	%edx, %edx
	divq	%rcx
	movq	%rax, %rcx
.L1372:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	movq	%r9, (%rsp)
	leaq	.LC204(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	(%rsp), %r9
.L1371:
	movl	60(%rsp), %eax
	testl	%eax, %eax
	jne	.L1392
.L1373:
	movsd	296(%r9), %xmm0
	movq	%rbp, %rsi
	movl	$3, %eax
	movq	%r9, (%rsp)
	movsd	312(%r9), %xmm2
	leaq	.LC208(%rip), %rbp
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
.L1392:
	.cfi_restore_state
	movq	64(%rsp), %r15
	leaq	.LC205(%rip), %rdi
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
	jb	.L1393
.L1374:
	movq	64(%rsp), %rax
	leaq	.LC207(%rip), %rdi
	movq	%r9, (%rsp)
	movq	40(%rax), %rdx
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%r12, %rsi
	call	printf@PLT
	movq	(%rsp), %r9
	jmp	.L1373
.L1393:
	movq	64(%rsp), %rdi
	movq	8(%rdi), %rax
	movq	8(%rax,%r13), %rdx
	movq	(%rdi), %rax
	leaq	.LC206(%rip), %rdi
	movq	8(%rax,%r13), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	(%rsp), %r9
	jmp	.L1374
	.cfi_endproc
.LFE204:
	.size	print_results, .-print_results
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB64:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L1401
	testq	%r8, %r8
	je	.L1401
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
	jne	.L1394
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L1404
.L1396:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L1394:
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
.L1401:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L1404:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L1399
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L1397:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L1405
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L1396
	.p2align 4,,10
	.p2align 3
.L1399:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L1397
.L1405:
	movl	$1, 24(%rbx)
	jmp	.L1394
	.cfi_endproc
.LFE64:
	.size	dist_add, .-dist_add
	.p2align 4
	.type	closed_form, @function
closed_form:
.LFB77:
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
	je	.L1407
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
	jnb	.L1466
.L1407:
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
	je	.L1411
	movq	8(%rsp), %rax
	movq	88(%rsp), %rdi
	subq	%rdi, %rax
	cmpq	%rax, 24(%rsp)
	jnb	.L1467
.L1411:
	movq	16(%rsp), %rax
	movq	8(%rsp), %rcx
	movq	(%rsp), %rdi
	imulq	%rcx, %rax
	addq	%rdi, %rax
.L1412:
	movq	%rax, 264(%r14)
	movl	152(%rbx), %eax
	testl	%eax, %eax
	je	.L1468
	cmpl	$1, %eax
	jne	.L1421
	movq	96(%rsp), %r12
	movq	(%rsp), %rsi
	addq	%rsi, %r12
	testq	%r13, %r13
	je	.L1422
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
	jb	.L1423
	movq	16(%rsp), %rax
	movq	88(%rsp), %rcx
	imulq	%rcx, %rax
	addq	%rax, %r12
	jmp	.L1420
.L1421:
	movq	48(%rbx), %r9
	movq	(%rbx), %rsi
	movq	144(%rbx), %rdi
	testq	%r9, %r9
	je	.L1425
	movq	56(%rbx), %r8
	movq	64(%rbx), %r10
	xorl	%ecx, %ecx
	xorl	%r13d, %r13d
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L1426:
	movq	%r8, %rdx
	xorl	%eax, %eax
	imulq	%r13, %rdx
	addq	%r10, %rdx
	cmpq	%r12, %rdx
	jb	.L1429
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rsi
.L1429:
	testq	%rdi, %rdi
	je	.L1430
	movq	%rsi, %rdx
	imulq	%rax, %rdx
	addq	%r12, %rdx
	cmpq	%rdi, %rdx
	setnb	%dl
.L1431:
	testb	%dl, %dl
	jne	.L1432
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%rsi, %rax
	addq	%r9, %rax
	addq	%rax, %r12
	addq	$1, %r13
	je	.L1426
	testq	%r8, %r8
	jne	.L1426
.L1432:
	testq	%rdi, %rdi
	jne	.L1469
.L1428:
	movq	136(%rbx), %r8
	subq	%rcx, %r8
.L1435:
	testq	%r8, %r8
	je	.L1434
	movq	%rsi, %rax
	imulq	%r8, %rax
	addq	%rax, %r12
.L1434:
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
	jmp	.L1420
.L1466:
	movq	56(%rbx), %r10
	xorl	%edx, %edx
	movq	%r10, %rax
	divq	%rbp
	movq	%rax, %rsi
	movl	$1, %eax
	cmpq	%rbp, %r10
	jb	.L1409
	movq	%rdi, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%rsi
	addq	$1, %rax
.L1409:
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
	jmp	.L1407
.L1467:
	movq	16(%rsp), %rdx
	movq	(%rsp), %rcx
	movq	%r11, %rax
	subq	%rdi, %rax
	imulq	%rdi, %rdx
	movq	96(%rsp), %rdi
	imulq	%rcx, %rax
	addq	%rdi, %rdx
	addq	%rdx, %rax
	jmp	.L1412
	.p2align 4,,10
	.p2align 3
.L1430:
	leaq	(%rax,%rcx), %rdx
	cmpq	136(%rbx), %rdx
	setnb	%dl
	jmp	.L1431
.L1468:
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
.L1419:
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
	jb	.L1414
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	movq	%rbx, %rsi
	call	dist_add
	cmpq	%r14, %r12
	jnb	.L1416
	movq	24(%rsp), %r11
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r15
	leaq	-1(%r14), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r12, %rdx
	jnb	.L1470
.L1417:
	addq	$1, %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
	cmpq	%r14, %r12
	jb	.L1441
.L1416:
	addq	$8, %r13
	cmpq	%r13, 16(%rsp)
	jne	.L1419
	movq	32(%rsp), %r14
	movq	%rbp, %rbx
	movq	40(%rsp), %r15
	movq	(%rsp), %rbp
	movq	248(%r14), %rax
	movq	264(%r14), %r12
	movq	%rax, 240(%r14)
.L1420:
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	movq	%r12, 256(%r14)
	jne	.L1471
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%r14, %rcx
	movq	%rbp, %rdi
	leaq	176(%rsp), %r12
	call	dist_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L1437
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	80(%r14), %rcx
	movq	%r15, %rdi
	call	dist_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L1437
	movq	168(%rbx), %rax
	cmpl	$0, 176(%rbx)
	movq	%rax, 272(%r14)
	je	.L1438
	movq	(%r14), %rcx
	movq	104(%rsp), %rdi
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	orq	$-1, %rax
	subq	%rdx, %rcx
	cmpq	%rdi, %rcx
	jb	.L1439
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
.L1439:
	movq	%rax, 272(%r14)
.L1438:
	movq	272(%r14), %rsi
	leaq	176(%rsp), %r12
	movq	%rbp, %rdi
	movq	%r12, %rdx
	call	dist_correct
	cmpl	$0, 200(%rsp)
	jne	.L1440
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	160(%r14), %rcx
	movq	%r12, %rdi
	call	dist_summarise
	movl	%eax, %r13d
.L1437:
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
.L1414:
	.cfi_restore_state
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	movq	%rbx, %rsi
	call	dist_add
	cmpq	%r14, %r12
	jnb	.L1416
.L1441:
	movq	%r14, %rcx
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	subq	%r12, %rcx
	imulq	%r15, %r12
	subq	%r12, %rbx
	movq	%rbx, %rsi
	call	dist_add
	jmp	.L1416
.L1422:
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
.L1423:
	movq	8(%rsp), %rax
	movq	16(%rsp), %r12
	imulq	%rax, %r12
	movq	(%rsp), %rax
	addq	%rax, %r12
	jmp	.L1420
.L1469:
	xorl	%r8d, %r8d
	cmpq	%rdi, %r12
	jnb	.L1434
.L1427:
	movq	%rdi, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r8
	jmp	.L1435
.L1470:
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
	jmp	.L1417
.L1471:
	leaq	176(%rsp), %r12
.L1440:
	orl	$-1, %r13d
	jmp	.L1437
.L1425:
	xorl	%r13d, %r13d
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	testq	%rdi, %rdi
	jne	.L1427
	jmp	.L1428
	.cfi_endproc
.LFE77:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.8
	.align 8
.LC209:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC210:
	.string	"unexpected argument '%s': %s"
.LC211:
	.string	"see bench --help"
.LC212:
	.string	"unknown option '%s': %s"
.LC213:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC214:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC215:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC216:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC217:
	.string	"at most 1000 characters"
.LC218:
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
	subq	$72, %rsp
	.cfi_def_cfa_offset 128
	movq	%rdi, 56(%rsp)
	movq	%rdx, 24(%rsp)
	movq	%rcx, 40(%rsp)
	testl	%esi, %esi
	jle	.L1497
	movl	%esi, 36(%rsp)
	xorl	%ebp, %ebp
	leaq	5616+OPTIONS(%rip), %r12
	movl	%ebp, %r9d
	.p2align 4,,10
	.p2align 3
.L1473:
	movslq	%r9d, %rax
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 8(%rsp)
	movq	24(%rsp), %rcx
	movq	(%rcx,%rax,8), %rax
	cmpb	$45, (%rax)
	movq	%rax, 16(%rsp)
	jne	.L1501
	cmpb	$104, 1(%rax)
	jne	.L1501
	cmpb	$0, 2(%rax)
	movl	$-1, %r13d
	leaq	.LC0(%rip), %rbx
	jne	.L1501
.L1476:
	leaq	OPTIONS(%rip), %r14
	xorl	%ebp, %ebp
	movl	%r13d, %eax
	movl	%r9d, %r15d
	jmp	.L1481
	.p2align 4,,10
	.p2align 3
.L1477:
	addl	$1, %ebp
	addq	$104, %r14
	cmpl	$54, %ebp
	je	.L1480
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L1481:
	movq	(%r14), %rdi
	testl	%eax, %eax
	jne	.L1477
	movslq	%ebp, %rcx
	movl	%r15d, %r9d
	movl	%eax, %r15d
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rcx,%rax,4), %rax
	leaq	OPTIONS(%rip), %rcx
	leaq	(%rcx,%rax,8), %rax
	movl	8(%rax), %ecx
	cmpl	$2, %ecx
	je	.L1518
	leal	1(%r9), %edx
	movl	%edx, 32(%rsp)
	cmpl	$1, %ecx
	je	.L1519
	movl	32(%rsp), %ecx
	cmpl	%ecx, 36(%rsp)
	je	.L1520
	movq	8(%rsp), %rcx
	movq	24(%rsp), %rax
	movq	8(%rax,%rcx), %rdx
	cmpb	$45, (%rdx)
	movq	%rdx, 8(%rsp)
	jne	.L1503
	cmpb	$104, 1(%rdx)
	jne	.L1503
	cmpb	$0, 2(%rdx)
	movl	$-1, %eax
	leaq	.LC0(%rip), %rcx
	jne	.L1503
.L1489:
	leaq	104+OPTIONS(%rip), %r14
	movq	%rbx, 48(%rsp)
	movq	%rcx, %rbp
	movq	%r14, %rbx
	jmp	.L1492
	.p2align 4,,10
	.p2align 3
.L1490:
	cmpq	%r12, %rbx
	je	.L1491
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$104, %rbx
	call	strcmp@PLT
.L1492:
	testl	%eax, %eax
	jne	.L1490
	movq	8(%rsp), %r8
	movq	16(%rsp), %rcx
	leaq	.LC216(%rip), %rdx
	movl	$2048, %esi
	movq	40(%rsp), %rdi
	call	snprintf@PLT
.L1484:
	addq	$72, %rsp
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
.L1491:
	.cfi_restore_state
	movq	8(%rsp), %rdi
	movq	48(%rsp), %rbx
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L1521
	movl	%r13d, %eax
	jmp	.L1493
	.p2align 4,,10
	.p2align 3
.L1494:
	addl	$1, %r15d
	cmpl	$54, %r15d
	je	.L1483
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	addq	$104, %r14
	call	strcmp@PLT
.L1493:
	testl	%eax, %eax
	jne	.L1494
	movslq	%r15d, %rdx
	leaq	(%rdx,%rdx,2), %rax
	leaq	(%rdx,%rax,4), %rax
	leaq	OPTIONS(%rip), %rdx
	leaq	(%rdx,%rax,8), %rsi
	movq	48(%rsi), %rax
	testq	%rax, %rax
	je	.L1483
	movq	40(%rsp), %rcx
	movq	8(%rsp), %rdx
	movl	$2048, %r8d
	movq	56(%rsp), %rdi
	call	*%rax
	testl	%eax, %eax
	jne	.L1484
.L1486:
	movl	32(%rsp), %r9d
	addl	$1, %r9d
	cmpl	%r9d, 36(%rsp)
	jg	.L1473
.L1497:
	addq	$72, %rsp
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
.L1501:
	.cfi_restore_state
	movq	16(%rsp), %rbx
	leaq	.LC1(%rip), %rsi
	movl	%r9d, 32(%rsp)
	movq	%rbx, %rdi
	call	strcmp@PLT
	movl	32(%rsp), %r9d
	movl	%eax, %r13d
	jmp	.L1476
	.p2align 4,,10
	.p2align 3
.L1503:
	movq	8(%rsp), %r14
	leaq	.LC1(%rip), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
	movq	%r14, %rcx
	jmp	.L1489
	.p2align 4,,10
	.p2align 3
.L1480:
	movq	16(%rsp), %rax
	cmpb	$45, (%rax)
	je	.L1522
.L1502:
	movq	16(%rsp), %rcx
	movq	40(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC209(%rip), %r8
	leaq	.LC210(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1484
	.p2align 4,,10
	.p2align 3
.L1519:
	movl	%r9d, 8(%rsp)
	movq	40(%rsp), %rcx
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	56(%rsp), %rdi
	movl	$2048, %r8d
	call	*48(%rax)
	movl	8(%rsp), %r9d
	movl	%r9d, 32(%rsp)
	jmp	.L1486
.L1522:
	cmpb	$45, 1(%rax)
	jne	.L1502
.L1483:
	movq	16(%rsp), %rcx
	movq	40(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC211(%rip), %r8
	leaq	.LC212(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1484
.L1518:
	movq	%rdi, %rcx
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC213(%rip), %r8
	leaq	.LC214(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1484
.L1520:
	movq	16(%rsp), %rcx
	movq	40(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC211(%rip), %r8
	leaq	.LC215(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1484
.L1521:
	movq	16(%rsp), %rcx
	movq	40(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC217(%rip), %r8
	leaq	.LC218(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1484
	.cfi_endproc
.LFE276:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.1
.LC219:
	.string	", "
.LC220:
	.string	" or "
.LC221:
	.string	"out of memory"
.LC222:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC223:
	.string	"--scenario %s is the lab's (it sets %s): run ./lab --scenario %s"
	.align 8
.LC224:
	.string	"--scenario '%s' is not valid: use "
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
.L1525:
	movq	(%r12), %r13
	movq	16(%rsp), %rdi
	movq	%r13, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1524
	addl	$1, %r14d
	addq	$24, %r12
	cmpl	$21, %r14d
	jne	.L1525
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	leaq	.LC224(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	movl	%eax, %r15d
	testl	%eax, %eax
	jle	.L1549
	leaq	.LC219(%rip), %r8
	cltq
	xorl	%r14d, %r14d
	movl	$2048, %ebx
	leaq	.LC63(%rip), %r12
	movq	%r8, %r13
	cmpl	$2047, %r15d
	jg	.L1549
.L1550:
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
	jg	.L1549
	testl	%r15d, %r15d
	jle	.L1549
	movslq	%r15d, %rax
	addq	$24, %rbp
	cmpl	$2047, %r15d
	jg	.L1549
	cmpl	$18, %r14d
	jle	.L1558
	cmpl	$19, %r14d
	je	.L1582
	movq	24(%rsp), %rdi
	subq	%rax, %rbx
	movq	0(%rbp), %rcx
	movq	%r12, %rdx
	movq	%rbx, %rsi
	leaq	.LC6(%rip), %r8
	addq	%rax, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1549
	.p2align 4,,10
	.p2align 3
.L1524:
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
	je	.L1583
	leaq	56(%rsp), %rbp
	leaq	.LC26(%rip), %r13
	movq	%rbp, %rdx
	movq	%r13, %rsi
	call	strtok_r@PLT
	testq	%rax, %rax
	je	.L1529
	leaq	64(%rsp), %rcx
	movl	$1, %r15d
	movq	%rbx, 8(%rsp)
	movq	%rcx, 32(%rsp)
	movq	%r15, %rbx
	movq	%rcx, %r15
	.p2align 4,,10
	.p2align 3
.L1530:
	movq	%rbp, %rdx
	movq	%r13, %rsi
	xorl	%edi, %edi
	movq	%rax, -8(%r15,%rbx,8)
	call	strtok_r@PLT
	movl	%ebx, %r12d
	movq	%rbx, %rdx
	addq	$1, %rbx
	testq	%rax, %rax
	je	.L1579
	cmpl	$31, %r12d
	jle	.L1530
.L1579:
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
.L1539:
	movslq	%ebp, %rax
	movq	64(%rsp,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L1559
	cmpb	$104, 1(%r14)
	jne	.L1559
	cmpb	$0, 2(%r14)
	jne	.L1559
	movl	$-1, %eax
	leaq	.LC0(%rip), %r14
.L1535:
	leaq	104+OPTIONS(%rip), %r12
	xorl	%r15d, %r15d
	jmp	.L1538
	.p2align 4,,10
	.p2align 3
.L1536:
	addl	$1, %r15d
	cmpl	$54, %r15d
	je	.L1555
	movq	(%r12), %rsi
	movq	%r14, %rdi
	addq	$104, %r12
	call	strcmp@PLT
.L1538:
	testl	%eax, %eax
	jne	.L1536
	movabsq	$5675921253449092805, %rdx
	movslq	%r15d, %r15
	leaq	(%r15,%r15,2), %rax
	leaq	(%r15,%rax,4), %rax
	imulq	%rax, %rdx
	cmpl	$1, 8(%r13,%rax,8)
	movl	%ebp, %eax
	adcl	$0, %eax
	movb	$1, 512(%rbx,%rdx)
.L1537:
	movl	8(%rsp), %ecx
	leal	1(%rax), %ebp
	cmpl	%ecx, %eax
	jl	.L1539
	movl	40(%rsp), %r12d
	movq	%rbx, 40(%rsp)
	movl	%ecx, %eax
	movq	32(%rsp), %rbp
	leaq	72(%rsp,%rax,8), %r14
	movl	%r12d, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L1547:
	movq	0(%rbp), %r15
	cmpb	$45, (%r15)
	jne	.L1560
	cmpb	$104, 1(%r15)
	jne	.L1560
	cmpb	$0, 2(%r15)
	jne	.L1560
	movl	$-1, %eax
	leaq	.LC0(%rip), %r15
.L1541:
	leaq	OPTIONS(%rip), %r12
	xorl	%ebx, %ebx
	jmp	.L1545
	.p2align 4,,10
	.p2align 3
.L1542:
	addl	$1, %ebx
	addq	$104, %r12
	cmpl	$54, %ebx
	je	.L1544
	movq	(%r12), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
.L1545:
	movq	(%r12), %r8
	testl	%eax, %eax
	jne	.L1542
	movslq	%ebx, %rcx
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rcx,%rax,4), %rax
	movl	44(%r13,%rax,8), %eax
	testl	%eax, %eax
	jne	.L1584
.L1544:
	addq	$8, %rbp
	cmpq	%r14, %rbp
	jne	.L1547
	movl	8(%rsp), %r12d
	movq	40(%rsp), %rbx
.L1533:
	movq	24(%rsp), %rcx
	movq	32(%rsp), %rdx
	movl	%r12d, %esi
	movq	%rbx, %rdi
	call	apply_args.constprop.0
.L1523:
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
.L1560:
	.cfi_restore_state
	leaq	.LC1(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	jmp	.L1541
	.p2align 4,,10
	.p2align 3
.L1559:
	leaq	.LC1(%rip), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
	jmp	.L1535
	.p2align 4,,10
	.p2align 3
.L1555:
	movl	%ebp, %eax
	jmp	.L1537
.L1584:
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	leaq	.LC223(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%rcx, %r9
	call	snprintf@PLT
.L1549:
	movl	$-1, %eax
	jmp	.L1523
.L1558:
	movq	%r13, %r8
	jmp	.L1550
.L1582:
	leaq	.LC220(%rip), %r8
	jmp	.L1550
.L1529:
	movq	40(%rsp), %xmm0
	leaq	64(%rsp), %rax
	movq	%rax, 32(%rsp)
	movhps	8(%r12), %xmm0
	xorl	%r12d, %r12d
	movups	%xmm0, 456(%rbx)
	jmp	.L1533
.L1583:
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC221(%rip), %r8
	leaq	.LC222(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1549
	.cfi_endproc
.LFE278:
	.size	apply_scenario.constprop.0, .-apply_scenario.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC225:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC226:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC227:
	.string	"percentiles.svg"
.LC228:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC229:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC230:
	.string	"bench: the export to %s failed (out of memory, too many distinct values, or the .hlog's check)\n"
	.text
	.p2align 4
	.type	export_bench, @function
export_bench:
.LFB154:
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
	subq	$744, %rsp
	.cfi_def_cfa_offset 800
	movl	24(%rdx), %eax
	movq	%rdi, 8(%rsp)
	movq	%rsi, 16(%rsp)
	movl	%r8d, 24(%rsp)
	movq	$0, 352(%rsp)
	movaps	%xmm0, 288(%rsp)
	movaps	%xmm0, 304(%rsp)
	movaps	%xmm0, 320(%rsp)
	movaps	%xmm0, 336(%rsp)
	movaps	%xmm0, 128(%rsp)
	movaps	%xmm0, 144(%rsp)
	movaps	%xmm0, 160(%rsp)
	movaps	%xmm0, 176(%rsp)
	cmpl	$3, %eax
	je	.L1677
	movq	%rdx, %r13
	movq	%rcx, %rbp
	cmpl	$2, %eax
	je	.L1678
	movq	(%rcx), %r14
	movq	(%rdx), %r15
	leaq	128(%rsp), %rbx
	testq	%r14, %r14
	je	.L1597
	xorl	%edx, %edx
	xorl	%r12d, %r12d
	leaq	128(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L1596:
	movq	(%r15,%r12,8), %rsi
	movq	%r12, %rax
	jmp	.L1603
	.p2align 4,,10
	.p2align 3
.L1599:
	addq	$1, %rax
	cmpq	%rax, %r14
	je	.L1598
.L1603:
	cmpq	%rsi, (%r15,%rax,8)
	je	.L1599
	movq	%rax, %r8
	subq	%r12, %r8
	je	.L1600
	movq	%rax, %r12
.L1634:
	testl	%edx, %edx
	jne	.L1676
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%rbx, %rdi
	call	dist_add.part.0
	movl	152(%rsp), %edx
.L1676:
	cmpq	%r14, %r12
	jb	.L1596
.L1597:
	leaq	160(%rsp), %rax
	movq	272(%rbp), %rsi
	movq	%rbx, %rdi
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	dist_correct
	movl	152(%rsp), %eax
	orl	184(%rsp), %eax
	jne	.L1594
	movq	0(%rbp), %rdx
	movq	0(%r13), %r14
	xorl	%r12d, %r12d
	leaq	288(%rsp), %r15
	testq	%rdx, %rdx
	je	.L1607
	movq	%rbp, 32(%rsp)
	movq	%r14, %rbp
	movq	%rdx, %r14
	jmp	.L1604
	.p2align 4,,10
	.p2align 3
.L1680:
	addq	$1, %r12
	cmpq	%r12, %r14
	je	.L1679
.L1604:
	movq	0(%rbp,%r12,8), %rsi
	movl	$1, %edx
	movq	%r15, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L1680
	jmp	.L1594
	.p2align 4,,10
	.p2align 3
.L1598:
	movq	%r14, %r8
	subq	%r12, %r8
	je	.L1597
	movq	%r14, %r12
	jmp	.L1634
	.p2align 4,,10
	.p2align 3
.L1600:
	cmpq	%r14, %rax
	jnb	.L1597
	movq	%rax, %r12
	jmp	.L1596
.L1678:
	xorl	%r14d, %r14d
	cmpq	$0, 40(%rdx)
	leaq	128(%rsp), %rbx
	jne	.L1589
	jmp	.L1593
	.p2align 4,,10
	.p2align 3
.L1592:
	addq	$1, %r14
	cmpq	40(%r13), %r14
	jnb	.L1593
.L1589:
	movq	48(%r13), %rax
	movq	(%rax,%r14,8), %r8
	testq	%r8, %r8
	je	.L1592
	movl	152(%rsp), %r9d
	testl	%r9d, %r9d
	jne	.L1592
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%rbx, %rdi
	imulq	%r14, %rsi
	call	dist_add.part.0
	jmp	.L1592
.L1593:
	leaq	160(%rsp), %rax
	movq	272(%rbp), %rsi
	movq	%rbx, %rdi
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	dist_correct
	movl	152(%rsp), %eax
	orl	184(%rsp), %eax
	jne	.L1594
	leaq	288(%rsp), %r15
	leaq	32(%r13), %rdi
	movq	%r15, %rsi
	call	table_from_lattice
	testl	%eax, %eax
	je	.L1681
.L1594:
	orl	$-1, %ebp
.L1630:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	je	.L1682
.L1633:
	movl	%ebp, %r13d
.L1632:
	movq	288(%rsp), %rdi
	call	free@PLT
	movq	312(%rsp), %rdi
	call	free@PLT
	movq	336(%rsp), %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	dist_free
	movq	(%rsp), %rdi
	call	dist_free
.L1585:
	addq	$744, %rsp
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
.L1682:
	.cfi_restore_state
	movq	8(%rsp), %rdx
	movq	stderr(%rip), %rdi
	leaq	.LC230(%rip), %rsi
	call	fprintf@PLT
	jmp	.L1633
.L1679:
	movq	32(%rsp), %rbp
.L1607:
	movq	80(%rbp), %rdx
	movq	8(%r13), %r15
	leaq	312(%rsp), %r12
	xorl	%r13d, %r13d
	movq	%rdx, %r14
	testq	%rdx, %rdx
	je	.L1606
	.p2align 4,,10
	.p2align 3
.L1605:
	movq	(%r15,%r13,8), %rsi
	movl	$1, %edx
	movq	%r12, %rdi
	call	table_push
	testl	%eax, %eax
	jne	.L1594
	addq	$1, %r13
	cmpq	%r13, %r14
	jne	.L1605
.L1606:
	movq	(%rsp), %rdi
	leaq	336(%rsp), %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L1594
	leaq	288(%rsp), %r15
.L1608:
	leaq	96(%rsp), %rax
	movq	%rbx, 40(%rsp)
	xorl	%r14d, %r14d
	leaq	HGRM.3(%rip), %r13
	movq	%rax, 32(%rsp)
	leaq	hgrm_writer(%rip), %r12
	movq	%rbp, %rbx
.L1595:
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
	jne	.L1672
	cmpl	$0, 24(%rsp)
	jne	.L1609
.L1611:
	addq	$8, %r14
	cmpq	$24, %r14
	jne	.L1595
	leaq	.LC226(%rip), %rax
	movq	%r15, %xmm1
	movq	8(%rsp), %rdi
	leaq	192(%rsp), %rcx
	movq	%rax, %xmm0
	movq	%rbx, %rbp
	leaq	NAMES.1(%rip), %rax
	movl	$3, 208(%rsp)
	punpcklqdq	%xmm1, %xmm0
	leaq	spectrum_writer(%rip), %rdx
	movq	40(%rsp), %rbx
	leaq	.LC227(%rip), %rsi
	movaps	%xmm0, 192(%rsp)
	movq	%rax, %xmm0
	movhps	32(%rsp), %xmm0
	movups	%xmm0, 216(%rsp)
	call	export_file
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L1594
	leaq	240(%rsp), %r15
	movq	16(%rsp), %rdi
	movl	$20, %esi
	movq	%r15, %rdx
	call	first_stall_window
	testl	%eax, %eax
	je	.L1683
	jle	.L1615
	movq	16(%rsp), %rax
	movq	48(%rax), %r8
	testq	%r8, %r8
	je	.L1684
.L1618:
	leaq	.LC229(%rip), %rdi
	call	puts@PLT
	movq	%r15, %rdi
	call	stall_window_free
	jmp	.L1632
.L1681:
	leaq	312(%rsp), %rsi
	leaq	56(%r13), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L1594
	movq	(%rsp), %rdi
	leaq	336(%rsp), %rsi
	call	table_from_dist
	testl	%eax, %eax
	je	.L1608
	jmp	.L1594
.L1609:
	leaq	VALUES.2(%rip), %rax
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	values_writer(%rip), %rdx
	movq	(%rax,%r14), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L1611
.L1672:
	movq	40(%rsp), %rbx
	jmp	.L1594
.L1628:
	testl	%eax, %eax
	jns	.L1618
.L1615:
	movq	%r15, %rdi
	call	stall_window_free
	jmp	.L1594
.L1683:
	movq	16(%rsp), %rax
	movq	8(%rsp), %rdi
	leaq	368(%rsp), %rcx
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC228(%rip), %rsi
	movq	%r15, 376(%rsp)
	movq	%rax, 368(%rsp)
	movq	272(%rbp), %rax
	movq	%rax, 384(%rsp)
	call	export_file
	movl	%eax, %ebp
.L1613:
	movq	%r15, %rdi
	call	stall_window_free
	testl	%ebp, %ebp
	jne	.L1630
	jmp	.L1632
.L1677:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC225(%rip), %rdi
	orl	$-1, %r13d
	call	fwrite@PLT
	jmp	.L1585
.L1684:
	movq	%r15, %rdi
	movq	%r8, 40(%rsp)
	call	stall_window_free
	leaq	368(%rsp), %r10
	movq	16(%rsp), %rsi
	movl	%r13d, %eax
	movl	$46, %ecx
	movq	%r10, %rdi
	movq	%r10, 32(%rsp)
	rep movsq
	movq	16(%rsp), %rsi
	movl	$12, %ecx
	movq	%r15, %rdi
	rep stosl
	cmpl	$0, 152(%rsi)
	jne	.L1618
	movq	136(%rsi), %r12
	movl	$262144, %eax
	cmpq	%rax, %r12
	cmova	%rax, %r12
	leaq	0(,%r12,8), %rbp
	movq	%r12, 504(%rsp)
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rbp, %rdi
	movq	%rax, 240(%rsp)
	movq	%rax, 24(%rsp)
	call	malloc@PLT
	movq	%rbp, %rdi
	movq	%rax, 248(%rsp)
	movq	%rax, 16(%rsp)
	call	malloc@PLT
	movq	24(%rsp), %rdx
	movq	%rax, 256(%rsp)
	testq	%rdx, %rdx
	je	.L1615
	movq	16(%rsp), %rcx
	testq	%rcx, %rcx
	je	.L1615
	testq	%rax, %rax
	je	.L1615
	movq	32(%rsp), %r10
	xorl	%r8d, %r8d
	xorl	%ecx, %ecx
	xorl	%r9d, %r9d
	movq	%r8, 88(%rsp)
	movq	480(%rsp), %r11
	movq	%r10, 80(%rsp)
	movq	448(%rsp), %rbp
	movq	40(%rsp), %r8
	jmp	.L1621
.L1624:
	leaq	1(%rcx), %rsi
	movq	%r8, %rdi
	testq	%r11, %r11
	je	.L1622
	movq	-8(%r11,%rsi,8), %rdi
.L1622:
	movq	%rdi, -8(%rax,%rsi,8)
	addq	%rbp, %r8
	movl	$1, %r9d
	cmpq	$999999999, %rdi
	ja	.L1685
	movq	%rsi, %rcx
.L1621:
	cmpq	%rcx, %r12
	jne	.L1624
	testb	%r9b, %r9b
	je	.L1623
	movq	%rcx, 88(%rsp)
.L1623:
	movq	%rcx, 504(%rsp)
	testq	%rcx, %rcx
	je	.L1618
	leaq	72(%rsp), %r12
	leaq	48(%rsp), %r9
	movq	%r10, %rdi
	movq	%rax, 480(%rsp)
	leaq	64(%rsp), %r8
	pushq	%r12
	.cfi_def_cfa_offset 808
	movl	$1, %esi
	leaq	64(%rsp), %rbp
	pushq	%rbp
	.cfi_def_cfa_offset 816
	movq	%r9, 48(%rsp)
	movq	%r8, 40(%rsp)
	movq	%r10, 32(%rsp)
	call	walk_all
	popq	%rsi
	.cfi_def_cfa_offset 808
	popq	%rdi
	.cfi_def_cfa_offset 800
	testl	%eax, %eax
	jne	.L1628
	pushq	%r12
	.cfi_def_cfa_offset 808
	xorl	%esi, %esi
	pushq	%rbp
	.cfi_def_cfa_offset 816
	movq	48(%rsp), %r9
	movq	40(%rsp), %r8
	movq	520(%rsp), %rcx
	movq	264(%rsp), %rdx
	movq	32(%rsp), %rdi
	call	walk_all
	popq	%rdx
	.cfi_def_cfa_offset 808
	popq	%rcx
	.cfi_def_cfa_offset 800
	testl	%eax, %eax
	jne	.L1628
	movq	504(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	leaq	first_second_writer(%rip), %rdx
	leaq	.LC228(%rip), %rsi
	movq	%rax, 264(%rsp)
	call	export_file
	movl	%eax, %ebp
	jmp	.L1613
.L1685:
	movq	%rsi, 88(%rsp)
	jmp	.L1623
	.cfi_endproc
.LFE154:
	.size	export_bench, .-export_bench
	.section	.rodata.str1.8
	.align 8
.LC231:
	.string	"a run of users (--population, --sessions)"
	.section	.rodata.str1.1
.LC232:
	.string	"a sweep (--sweep)"
.LC233:
	.string	"--cross-check"
.LC234:
	.string	"a benchmark run"
.LC235:
	.string	"one"
.LC236:
	.string	"it"
	.section	.rodata.str1.8
	.align 8
.LC237:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC238:
	.string	"--stall %s us is not below --period %s us: random stalls of that mean would leave the server almost no time between them"
	.align 8
.LC239:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC240:
	.string	"the latencies have too many possible values"
	.align 8
.LC241:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC242:
	.string	"2^40"
.LC243:
	.string	"reference"
.LC244:
	.string	"closed-form"
.LC247:
	.string	"default"
.LC248:
	.string	"seed 000"
.LC249:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC252:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC253:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC254:
	.string	"--self-test"
.LC255:
	.string	"--scenario"
	.section	.rodata.str1.8
	.align 8
.LC256:
	.string	"option %s: its row carries its parser"
	.align 8
.LC257:
	.string	"option %s: a choice has its names, a refusal its words"
	.section	.rodata.str1.1
.LC258:
	.string	"rank n=1 p=0"
.LC259:
	.string	"rank n=1 p=100"
.LC260:
	.string	"rank n=1 p=0 ceil"
.LC261:
	.string	"rank n=1 p=100 ceil"
.LC262:
	.string	"rank n=10 p=0"
.LC263:
	.string	"rank n=10 p=100"
.LC264:
	.string	"rank n=10 p=50"
.LC265:
	.string	"rank n=10 p=95 rounds half up"
.LC266:
	.string	"rank n=10 p=94.9 rounds down"
.LC267:
	.string	"rank n=10 p=90.1 ceil"
.LC268:
	.string	"rank n=119980 p=99"
.LC269:
	.string	"rank n=119980 p=99.9"
.LC270:
	.string	"rank n=119980 p=99 ceil"
.LC271:
	.string	"rank n=2^62 p=99.99 exact"
.LC273:
	.string	"hdr fixture corrected count"
.LC274:
	.string	"hdr fixture correct_co"
.LC275:
	.string	"hdr fixture corrected p50"
.LC276:
	.string	"hdr fixture corrected p90"
.LC277:
	.string	"hdr fixture corrected p99"
.LC278:
	.string	"hdr fixture corrected max"
.LC279:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC280:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC281:
	.string	"correction of one interval"
.LC282:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC283:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC284:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC285:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC286:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC287:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC289:
	.string	"reference server agrees, start %lu"
	.align 8
.LC291:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC292:
	.string	"in service at a stall: extended by it"
	.align 8
.LC293:
	.string	"starting in a stall: waits for its end"
	.align 8
.LC294:
	.string	"corrected set without its terms, and the reference's partitioning, e %lu, values below %lu: fields that differ"
	.align 8
.LC295:
	.string	"the brute-force buffer was allocated"
	.section	.rodata.str1.1
.LC296:
	.string	"200us"
.LC297:
	.string	"0.3us"
.LC298:
	.string	"0.5s"
.LC299:
	.string	"1.000000001s"
.LC300:
	.string	"0"
.LC301:
	.string	"250"
.LC302:
	.string	"0.5ns"
.LC303:
	.string	"ms"
.LC304:
	.string	"-1ms"
.LC305:
	.string	"5parsecs"
.LC306:
	.string	"1.ms"
.LC307:
	.string	"99999999999999999999s"
.LC308:
	.string	"4611686018427387904ns"
.LC309:
	.string	"QUICK"
.LC310:
	.string	"REPS"
.LC311:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC312:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC313:
	.string	"QUICK '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC314:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC315:
	.string	"REPS '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC316:
	.string	"out of memory reading the options%s%s"
	.section	.rodata.str1.1
.LC317:
	.string	"--duration"
.LC318:
	.string	"--requests"
.LC319:
	.string	"--correct"
.LC320:
	.string	"--trace-values"
.LC321:
	.string	"--population"
.LC322:
	.string	"--sessions"
.LC323:
	.string	"--sweep"
	.section	.rodata.str1.8
	.align 8
.LC324:
	.string	"%s is the lab's, not the benchmark's: run ./lab %s ... (./build.sh builds it beside bench)"
	.align 8
.LC325:
	.string	"%s applies to a simulated run, not to a recorded trace, whose latencies are already measured (the correction's interval is --expected-interval): drop %s"
	.align 8
.LC326:
	.string	"%s does not apply to %s: drop it"
	.align 8
.LC327:
	.string	"%s applies only with %s: add %s, or drop %s"
	.section	.rodata.str1.1
.LC328:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC329:
	.string	"both set the length of the run: "
	.align 8
.LC330:
	.string	"--duration and --requests %s%s"
	.align 8
.LC331:
	.string	"--correct, --sweep and --cross-check write no .values files"
	.align 8
.LC332:
	.string	"--export-values applies to a benchmark run: %s%s"
	.section	.rodata.str1.1
.LC333:
	.string	"which writes nothing"
	.section	.rodata.str1.8
	.align 8
.LC334:
	.string	"--export does not apply to --cross-check, %s%s"
	.align 8
.LC335:
	.string	"drop them, or --correct, --sweep and --cross-check"
	.align 8
.LC336:
	.string	"--hlog-interval and --hlog-counts shape a benchmark run's .hlog: %s%s"
	.section	.rodata.str1.1
.LC337:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC338:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC339:
	.string	"%s, from %s"
	.section	.rodata.str1.8
	.align 8
.LC340:
	.string	"--scoreboard scores a benchmark run, not a recorded trace: drop it"
	.align 8
.LC341:
	.string	"--timeout, --queue-limit and the generator's options apply to a benchmark run, not to a recorded trace: drop them"
	.align 8
.LC342:
	.string	"drop --service-dist or use catch-up"
	.align 8
.LC343:
	.string	"takes fixed service times only: "
	.section	.rodata.str1.1
.LC344:
	.string	"--closed back-to-back %s%s"
	.section	.rodata.str1.8
	.align 8
.LC345:
	.string	"--period 0 means a single stall"
	.align 8
.LC346:
	.string	"--stalls poisson needs --period T, the mean gap between stall starts: %s%s"
	.align 8
.LC347:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC348:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC349:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC350:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC351:
	.string	"takes one connection: "
.LC352:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC353:
	.string	"shorten --duration or --interval"
	.align 8
.LC354:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC355:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC356:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC357:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC358:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC359:
	.string	"--scoreboard keeps every sample"
	.align 8
.LC360:
	.string	"the schedule has more than 8388608 requests, and %s: %s"
	.align 8
.LC361:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC362:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC363:
	.string	"back-to-back may send more than %s requests: %s"
	.section	.rodata.str1.1
.LC364:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC365:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC366:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.align 8
.LC367:
	.string	"--exact-by passes); bench alone takes auto, sorted or lattice"
	.align 8
.LC368:
	.string	"--exact-by passes: the passes route is the lab's (./lab %s%s"
	.align 8
.LC369:
	.string	"%lu requests: bench alone keeps every sample of this model, up to %d a client; run it with ./lab, which walks a longer run again in passes, or add --exact-by sorted to keep them all"
	.align 8
.LC370:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.section	.rodata.str1.1
.LC371:
	.string	"load"
.LC372:
	.string	"drop --arrivals and mean"
	.section	.rodata.str1.8
	.align 8
.LC373:
	.string	"--sweep runs on a fixed schedule (--schedule poisson and --rate go with --sweep load), with a fixed --expected-interval: %s%s"
	.align 8
.LC374:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC375:
	.string	"in the cross-check"
.LC376:
	.string	"expected_ns"
.LC377:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC378:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC379:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC380:
	.string	"computing the expected outcome"
	.align 8
.LC381:
	.string	"bench: --export: the corrected %s holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC382:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.section	.rodata.str1.1
.LC383:
	.string	" warmup"
.LC384:
	.string	"rep=%u%s set=%s"
	.globl	__udivmodti4
.LC385:
	.string	" slow=%lu sum_ns=%s\n"
.LC386:
	.string	"for a rep"
	.section	.rodata.str1.8
	.align 8
.LC387:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.align 8
.LC388:
	.string	"bench: out of memory for the report\n"
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
.LFB234:
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
	movl	%edi, %r12d
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$8104, %rsp
	.cfi_def_cfa_offset 8160
	movdqa	.LC245(%rip), %xmm0
	leaq	6048(%rsp), %rdi
	leaq	6048(%rsp), %rsi
	rep stosq
	leaq	.LC247(%rip), %rcx
	movq	%rsi, 16(%rsp)
	leaq	.LC248(%rip), %rax
	movaps	%xmm0, 6096(%rsp)
	movdqa	.LC246(%rip), %xmm0
	movq	%rax, %xmm5
	leaq	2192(%rsp), %rdi
	movq	$100000, 6048(%rsp)
	movaps	%xmm0, 6208(%rsp)
	movq	%rcx, %xmm0
	movl	$81, %ecx
	punpcklqdq	%xmm5, %xmm0
	movq	$500000000, 6112(%rsp)
	movq	$200000, 6128(%rsp)
	movq	$1000000, 6240(%rsp)
	movq	$16384, 6256(%rsp)
	movl	$31, 6264(%rsp)
	movq	%rdi, 40(%rsp)
	movups	%xmm0, 6504(%rsp)
	rep movsq
	cmpl	$2, %r12d
	je	.L2223
	movl	$1, %r15d
	cmpl	$1, %r12d
	jle	.L1758
	.p2align 4,,10
	.p2align 3
.L1757:
	movslq	%r15d, %rax
	movq	0(%rbp,%rax,8), %rbx
	cmpb	$45, (%rbx)
	jne	.L2036
	cmpb	$104, 1(%rbx)
	jne	.L2036
	cmpb	$0, 2(%rbx)
	jne	.L2036
	movl	$-1, %eax
	leaq	.LC0(%rip), %rbx
.L1751:
	leaq	104+OPTIONS(%rip), %r14
	xorl	%r13d, %r13d
	jmp	.L1756
	.p2align 4,,10
	.p2align 3
.L1752:
	addl	$1, %r13d
	cmpl	$54, %r13d
	je	.L1755
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	addq	$104, %r14
	call	strcmp@PLT
.L1756:
	testl	%eax, %eax
	jne	.L1752
	movslq	%r13d, %r13
	leaq	OPTIONS(%rip), %rcx
	leaq	0(%r13,%r13,2), %rax
	leaq	0(%r13,%rax,4), %rax
	leaq	(%rcx,%rax,8), %rax
	movl	8(%rax), %r10d
	testl	%r10d, %r10d
	jne	.L2224
	addl	$1, %r15d
.L1755:
	addl	$1, %r15d
	cmpl	%r15d, %r12d
	jg	.L1757
.L1758:
	leaq	.LC309(%rip), %rdi
	call	getenv@PLT
	leaq	.LC310(%rip), %rdi
	movq	%rax, %rbx
	call	getenv@PLT
	movq	%rax, %r13
	testq	%rbx, %rbx
	je	.L1990
	leaq	.LC311(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	cmpb	$0, (%rbx)
	movl	%eax, %r14d
	je	.L1760
	leaq	.LC300(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2225
.L1760:
	xorl	%eax, %eax
	testl	%r14d, %r14d
	sete	%al
.L1759:
	movl	%eax, 2672(%rsp)
	testq	%r13, %r13
	je	.L1762
	cmpb	$0, 0(%r13)
	jne	.L2226
.L1762:
	movslq	%r12d, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 24(%rsp)
	testq	%rax, %rax
	je	.L2227
	leal	-1(%r12), %ecx
	testl	%ecx, %ecx
	jle	.L1991
	movl	%ecx, (%rsp)
	xorl	%r14d, %r14d
	movl	%r12d, 32(%rsp)
	movl	%r14d, %r12d
	.p2align 4,,10
	.p2align 3
.L1771:
	leal	1(%r12), %ebx
	movslq	%ebx, %rax
	movq	0(%rbp,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L2037
	cmpb	$104, 1(%r14)
	jne	.L2037
	cmpb	$0, 2(%r14)
	jne	.L2037
	movl	$-1, %eax
	leaq	.LC0(%rip), %r14
.L1767:
	leaq	104+OPTIONS(%rip), %r15
	xorl	%r13d, %r13d
	jmp	.L1770
	.p2align 4,,10
	.p2align 3
.L1768:
	addl	$1, %r13d
	cmpl	$54, %r13d
	je	.L1769
	movq	(%r15), %rsi
	movq	%r14, %rdi
	addq	$104, %r15
	call	strcmp@PLT
.L1770:
	testl	%eax, %eax
	jne	.L1768
	movabsq	$5675921253449092805, %rcx
	movslq	%r13d, %r13
	movl	%r12d, %ebx
	leaq	0(%r13,%r13,2), %rax
	leaq	0(%r13,%rax,4), %rax
	imulq	%rax, %rcx
	movb	$1, 2704(%rsp,%rcx)
	leaq	OPTIONS(%rip), %rcx
	cmpl	$1, 8(%rcx,%rax,8)
	adcl	$1, %ebx
.L1769:
	movl	%ebx, %r12d
	cmpl	%ebx, (%rsp)
	jg	.L1771
	movl	32(%rsp), %r12d
	xorl	%r9d, %r9d
	xorl	%r13d, %r13d
	movq	%rbp, 32(%rsp)
	movl	%r9d, 64(%rsp)
	movl	$1, %r14d
	movl	%r9d, 56(%rsp)
	movl	%r12d, (%rsp)
	.p2align 4,,10
	.p2align 3
.L1783:
	movslq	%r14d, %rax
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 48(%rsp)
	movq	32(%rsp), %rcx
	movq	(%rcx,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L2038
	cmpb	$104, 1(%r15)
	jne	.L2038
	cmpb	$0, 2(%r15)
	movl	$-1, %edx
	leaq	.LC0(%rip), %rbx
	jne	.L2038
.L1773:
	leaq	OPTIONS(%rip), %rbp
	xorl	%r12d, %r12d
	movl	%edx, %eax
	jmp	.L1777
	.p2align 4,,10
	.p2align 3
.L1774:
	addl	$1, %r12d
	addq	$104, %rbp
	cmpl	$54, %r12d
	je	.L2214
	movq	0(%rbp), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L1777:
	movq	0(%rbp), %rdi
	testl	%eax, %eax
	jne	.L1774
	movl	%eax, %edx
	movslq	%r12d, %rax
	leaq	(%rax,%rax,2), %rcx
	leaq	(%rax,%rcx,4), %rax
	leaq	OPTIONS(%rip), %rcx
	movl	8(%rcx,%rax,8), %r8d
	testl	%r8d, %r8d
	jne	.L2214
	movl	%edx, 72(%rsp)
	leal	1(%r14), %eax
	cmpl	%eax, (%rsp)
	jle	.L1776
	leaq	.LC317(%rip), %rsi
	movq	%rdi, 80(%rsp)
	movl	$1, %ebx
	call	strcmp@PLT
	movq	80(%rsp), %rdi
	leaq	.LC318(%rip), %rsi
	testl	%eax, %eax
	movl	56(%rsp), %eax
	cmove	%ebx, %eax
	movl	%eax, 56(%rsp)
	call	strcmp@PLT
	movq	80(%rsp), %rdi
	leaq	.LC255(%rip), %rsi
	testl	%eax, %eax
	cmovne	64(%rsp), %ebx
	movl	%ebx, 64(%rsp)
	call	strcmp@PLT
	movq	48(%rsp), %rdx
	movq	32(%rsp), %rcx
	movq	%r15, %xmm0
	testl	%eax, %eax
	movq	8(%rcx,%rdx), %rsi
	movl	72(%rsp), %edx
	movq	%rsi, %xmm6
	punpcklqdq	%xmm6, %xmm0
	je	.L2228
	movq	24(%rsp), %rcx
	movslq	%r13d, %rax
	addl	$2, %r13d
	movups	%xmm0, (%rcx,%rax,8)
	movl	$1, %ecx
	leal	2(%r14), %eax
.L1781:
	movl	%eax, %r14d
	cmpl	%eax, (%rsp)
	jle	.L2033
	testb	%cl, %cl
	jne	.L1783
.L2033:
	movl	%r13d, 72(%rsp)
	testl	%edx, %edx
	je	.L1765
.L2216:
	movq	24(%rsp), %rdi
	call	free@PLT
.L1823:
	movq	16(%rsp), %rdi
	call	usage_error
	movl	%eax, %r13d
.L1817:
	movq	2664(%rsp), %rdi
	call	free@PLT
	movq	2832(%rsp), %rdi
	call	free@PLT
	jmp	.L1686
	.p2align 4,,10
	.p2align 3
.L2036:
	leaq	.LC1(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L1751
	.p2align 4,,10
	.p2align 3
.L2224:
	movq	(%rax), %rdi
	leaq	.LC0(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1755
	call	print_usage
.L1703:
	xorl	%r13d, %r13d
.L1686:
	addq	$8104, %rsp
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
.L2214:
	.cfi_restore_state
	leal	1(%r14), %eax
.L1776:
	movq	24(%rsp), %rcx
	movslq	%r13d, %rdx
	addl	$1, %r13d
	movq	%r15, (%rcx,%rdx,8)
	movl	$1, %ecx
	xorl	%edx, %edx
	jmp	.L1781
	.p2align 4,,10
	.p2align 3
.L2038:
	leaq	.LC1(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %rbx
	call	strcmp@PLT
	movl	%eax, %edx
	jmp	.L1773
	.p2align 4,,10
	.p2align 3
.L2037:
	leaq	.LC1(%rip), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
	jmp	.L1767
.L2228:
	movq	16(%rsp), %rdx
	movq	40(%rsp), %rdi
	call	apply_scenario.constprop.0
	testl	%eax, %eax
	movl	%eax, %edx
	leal	2(%r14), %eax
	sete	%cl
	jmp	.L1781
.L2223:
	movq	8(%rbp), %rbx
	leaq	.LC249(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2229
	leaq	.LC254(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %r15d
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1757
	movq	16(%rsp), %rbp
	leaq	OPTIONS(%rip), %r15
	xorl	%ebx, %ebx
	leaq	set_choice(%rip), %r12
	jmp	.L1711
	.p2align 4,,10
	.p2align 3
.L2232:
	leaq	.LC255(%rip), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
	movq	%r14, %rcx
	movl	$96, %esi
	movq	%rbp, %rdi
	movl	%eax, (%rsp)
	leaq	.LC256(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L1964
	xorl	%ecx, %ecx
	testq	%r13, %r13
	movl	$1, %esi
	movq	%rbp, %rdi
	setne	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movl	$96, %esi
	movq	%r14, %rcx
	movq	%rbp, %rdi
	addl	%eax, %ebx
	leaq	.LC257(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	xorl	%esi, %esi
	cmpq	%r12, %r13
	je	.L2230
.L1709:
	leaq	set_flag(%rip), %rax
	leaq	set_duration(%rip), %rcx
	cmpq	%rax, %r13
	sete	%al
	cmpq	%rcx, %r13
	leaq	set_time(%rip), %rcx
	sete	%dl
	orl	%edx, %eax
	cmpq	%rcx, %r13
	movl	$1, %ecx
	sete	%dl
	orl	%edx, %eax
	leaq	set_text(%rip), %rdx
	cmpq	%rdx, %r13
	sete	%dl
	orl	%edx, %eax
	leaq	set_lab(%rip), %rdx
	cmpq	%rdx, %r13
	sete	%dl
	orl	%edx, %eax
	leaq	set_cross_check(%rip), %rdx
	cmpq	%rdx, %r13
	sete	%dl
	orl	%eax, %edx
	movzbl	%dl, %eax
	orl	%esi, %eax
	jne	.L1707
.L1967:
	xorl	%ecx, %ecx
	cmpq	$0, 88(%r15)
	setne	%cl
.L1707:
	xorl	%r8d, %r8d
	movl	$1, %esi
	xorl	%edx, %edx
	movq	%rbp, %rdi
	call	expect
	addq	$104, %r15
	addl	%eax, %ebx
	leaq	5616+OPTIONS(%rip), %rax
	cmpq	%r15, %rax
	je	.L2231
.L1711:
	cmpl	$2, 8(%r15)
	movq	(%r15), %r14
	movq	48(%r15), %r13
	jne	.L2232
	movq	%r14, %rcx
	leaq	.LC256(%rip), %rdx
	movq	%rbp, %rdi
	xorl	%eax, %eax
	movl	$96, %esi
	call	snprintf@PLT
.L1964:
	xorl	%ecx, %ecx
	testq	%r13, %r13
	movl	$1, %esi
	movq	%rbp, %rdi
	sete	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movq	%r14, %rcx
	movl	$96, %esi
	movq	%rbp, %rdi
	addl	%eax, %ebx
	leaq	.LC257(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$1, %ecx
	cmpq	%r12, %r13
	jne	.L1707
	cmpq	$0, 96(%r15)
	je	.L1977
	movl	$1, %esi
	jmp	.L1709
.L1990:
	xorl	%eax, %eax
	jmp	.L1759
.L2225:
	testl	%r14d, %r14d
	je	.L1760
	movq	16(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC312(%rip), %r8
	leaq	.LC313(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1823
.L2230:
	cmpq	$0, 96(%r15)
	jne	.L1967
.L1977:
	xorl	%ecx, %ecx
	jmp	.L1707
.L2226:
	leaq	4448(%rsp), %rax
	movl	$100000, %edx
	movl	$1, %esi
	movq	%r13, %rdi
	movq	%rax, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L2233
	movq	4448(%rsp), %rax
	movl	%eax, 2408(%rsp)
	jmp	.L1762
.L1991:
	xorl	%edi, %edi
	movl	%edi, 56(%rsp)
	movl	%edi, 64(%rsp)
	movl	%edi, 72(%rsp)
.L1765:
	movq	40(%rsp), %rbx
	leaq	.LC319(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	testl	%eax, %eax
	jne	.L1995
	leaq	.LC320(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	testl	%eax, %eax
	movl	%eax, (%rsp)
	je	.L2234
.L1995:
	movl	$1, %r10d
	movl	$2, %r14d
.L1785:
	leaq	44+OPTIONS(%rip), %rcx
	xorl	%eax, %eax
	leaq	2704(%rsp), %r11
	jmp	.L1788
	.p2align 4,,10
	.p2align 3
.L1786:
	addq	$1, %rax
	addq	$104, %rcx
	cmpq	$54, %rax
	je	.L2235
.L1788:
	cmpb	$0, (%r11,%rax)
	je	.L1786
	movl	(%rcx), %esi
	testl	%esi, %esi
	je	.L1786
	cltq
	movq	16(%rsp), %rdi
	movl	$2048, %esi
	leaq	OPTIONS(%rip), %rdx
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC324(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	jmp	.L2216
.L2235:
	leaq	32+OPTIONS(%rip), %r9
	xorl	%r8d, %r8d
	movl	%r14d, 48(%rsp)
	movabsq	$5675921253449092805, %r15
	movq	%r8, %rbp
	movq	%r9, %rbx
	jmp	.L1802
.L2239:
	testl	%eax, %eax
	je	.L2236
.L1791:
	movq	(%rbx), %rcx
	testq	%rcx, %rcx
	jne	.L2237
.L1789:
	addq	$1, %rbp
	addq	$104, %rbx
	cmpq	$54, %rbp
	je	.L2238
.L1802:
	cmpb	$0, (%r11,%rbp)
	movq	$0, 2848(%rsp)
	je	.L1789
	movl	48(%rsp), %eax
	andl	8(%rbx), %eax
	movl	%ebp, 32(%rsp)
	testl	%r10d, %r10d
	jne	.L2239
	testl	%eax, %eax
	jne	.L1791
	movl	48(%rsp), %r14d
	leaq	.LC231(%rip), %r8
	cmpl	$8, %r14d
	je	.L1793
	leaq	.LC232(%rip), %r8
	cmpl	$4, %r14d
	je	.L1793
	cmpl	$16, %r14d
	leaq	.LC234(%rip), %r8
	leaq	.LC233(%rip), %rax
	cmove	%rax, %r8
.L1793:
	movslq	32(%rsp), %rax
	movq	16(%rsp), %rdi
	movl	$2048, %esi
	leaq	OPTIONS(%rip), %rdx
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC326(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2216
.L2237:
	leaq	4448(%rsp), %rax
	leaq	.LC169(%rip), %rdx
	movl	$128, %esi
	movq	%r11, 96(%rsp)
	movq	%rax, %rdi
	movq	%rax, (%rsp)
	movq	%rax, %r14
	leaq	2848(%rsp), %r12
	xorl	%eax, %eax
	movl	%r10d, 88(%rsp)
	movq	%rcx, 80(%rsp)
	call	snprintf@PLT
	movq	%r12, %rdx
	leaq	.LC26(%rip), %rsi
	movq	%r14, %rdi
	call	strtok_r@PLT
	movq	80(%rsp), %rcx
	movl	88(%rsp), %r10d
	testq	%rax, %rax
	movq	96(%rsp), %r11
	je	.L1801
	movq	%rbp, 80(%rsp)
	xorl	%r14d, %r14d
	movl	%r10d, 88(%rsp)
	movq	%rcx, 96(%rsp)
	movq	%r11, 112(%rsp)
	movq	%rbx, 104(%rsp)
	movq	%rax, %rbx
	.p2align 4,,10
	.p2align 3
.L1794:
	cmpb	$45, (%rbx)
	jne	.L2039
	cmpb	$104, 1(%rbx)
	jne	.L2039
	cmpb	$0, 2(%rbx)
	jne	.L2039
	movl	$-1, %eax
	leaq	.LC0(%rip), %rbx
.L1797:
	leaq	104+OPTIONS(%rip), %r13
	xorl	%ebp, %ebp
	jmp	.L1800
	.p2align 4,,10
	.p2align 3
.L1798:
	addl	$1, %ebp
	cmpl	$54, %ebp
	je	.L2006
	movq	0(%r13), %rsi
	movq	%rbx, %rdi
	addq	$104, %r13
	call	strcmp@PLT
.L1800:
	testl	%eax, %eax
	jne	.L1798
	movslq	%ebp, %rdx
	leaq	(%rdx,%rdx,2), %rax
	leaq	(%rdx,%rax,4), %rax
	imulq	%r15, %rax
	cmpb	$0, 2704(%rsp,%rax)
	setne	%al
	movzbl	%al, %eax
.L1799:
	movq	%r12, %rdx
	leaq	.LC26(%rip), %rsi
	xorl	%edi, %edi
	orl	%eax, %r14d
	call	strtok_r@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	jne	.L1794
	movq	80(%rsp), %rbp
	movl	88(%rsp), %r10d
	movq	96(%rsp), %rcx
	movq	104(%rsp), %rbx
	movq	112(%rsp), %r11
	testl	%r14d, %r14d
	jne	.L1789
.L1801:
	movq	%rcx, %rdi
	movl	$32, %esi
	movq	%rcx, %r13
	call	strchr@PLT
	leaq	.LC236(%rip), %r9
	movq	(%rsp), %rsi
	movq	%r13, %rdi
	testq	%rax, %rax
	leaq	.LC235(%rip), %rax
	leaq	OPTIONS(%rip), %rdx
	cmovne	%rax, %r9
	movslq	32(%rsp), %rax
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %r10
	call	alternatives.constprop.0
	leaq	.LC327(%rip), %rdx
	movl	$2048, %esi
	movq	%rax, %r8
	pushq	%rax
	.cfi_def_cfa_offset 8168
	movq	%r10, %rcx
	xorl	%eax, %eax
	pushq	%r10
	.cfi_def_cfa_offset 8176
	movq	32(%rsp), %rdi
	call	snprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 8168
	popq	%rdx
	.cfi_def_cfa_offset 8160
	jmp	.L2216
	.p2align 4,,10
	.p2align 3
.L2039:
	leaq	.LC1(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L1797
.L2006:
	xorl	%eax, %eax
	jmp	.L1799
.L2231:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC258(%rip), %rdi
	leaq	raw.9(%rip), %rbp
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC259(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC260(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC261(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC262(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC263(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC264(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	movl	$10, %ecx
	xorl	%r8d, %r8d
	movl	$10, %esi
	leaq	.LC265(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$9, %ecx
	movl	$9, %esi
	leaq	.LC266(%rip), %rdi
	addl	%eax, %ebx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC267(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC268(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC269(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC270(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC271(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movdqa	.LC272(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
	.p2align 4,,10
	.p2align 3
.L1712:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rdx, %rax
	jne	.L1712
	movq	$100000000, 80000+raw.9(%rip)
	xorl	%esi, %esi
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L1717
.L2240:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L1716
.L1717:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %ecx
	cmpq	$9999, %rax
	jbe	.L1713
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rcx
.L1713:
	addq	%rsi, %rcx
	movq	%rcx, %rsi
	jnc	.L2240
	xorl	%esi, %esi
.L1716:
	movq	%rsi, %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	leaq	.LC273(%rip), %rdi
	leaq	fixed.8(%rip), %r12
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
	leaq	.LC274(%rip), %rdi
	leaq	1680(%rsp), %rbp
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
	leaq	.LC275(%rip), %rdi
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	288(%rsp), %rcx
	leaq	.LC276(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	296(%rsp), %rcx
	leaq	.LC277(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	320(%rsp), %rcx
	leaq	.LC278(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	336(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	344(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC279(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC280(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC281(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC282(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC283(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	240(%rsp), %rdi
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
	leaq	240(%rsp), %rax
	movl	$1, %ecx
	movq	%rax, %rdi
	movq	%rax, 32(%rsp)
	movq	%rax, %r15
	call	dist_add.part.0
	cmpl	$0, 264(%rsp)
	jne	.L1719
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%r15, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 264(%rsp)
	jne	.L1719
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%r15, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L1719:
	movq	248(%rsp), %r11
	movq	240(%rsp), %rcx
	xorl	%r10d, %r10d
	xorl	%edi, %edi
.L1724:
	cmpq	%r11, %r10
	je	.L1981
	xorl	%r9d, %r9d
	cmpq	$0, 24(%rcx)
	je	.L1721
	.p2align 4,,10
	.p2align 3
.L1726:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	0(%rbp,%rdi,8), %r8
	je	.L1723
	.p2align 4,,10
	.p2align 3
.L1720:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L1720
	leaq	1(%rdi,%rdx), %rdi
.L1723:
	addq	$1, %r9
	cmpq	24(%rcx), %r9
	jb	.L1726
.L1721:
	addq	$1, %r10
	addq	$32, %rcx
	jmp	.L1724
.L2229:
	pcmpeqd	%xmm0, %xmm0
	movl	$1, %r12d
	movaps	%xmm0, 4448(%rsp)
	movl	$7, %ebp
	leaq	4448(%rsp), %r13
	movl	%ebp, (%rsp)
.L1689:
	xorl	%r15d, %r15d
.L1693:
	movq	16(%rsp), %rsi
	movl	$1, %edi
	movl	$3, %ebx
	call	clock_gettime@PLT
	movq	6056(%rsp), %rbp
	movl	$20000000, %eax
	imulq	$1000000000, 6048(%rsp), %r14
	jmp	.L1692
	.p2align 4,,10
	.p2align 3
.L2242:
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	subl	$1, %eax
	je	.L2241
.L1692:
	testq	%r15, %r15
	jne	.L2242
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	subl	$1, %eax
	jne	.L1692
.L2241:
	movq	16(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	6056(%rsp), %rax
	imulq	$1000000000, 6048(%rsp), %rsi
	subq	%rbp, %rsi
	movq	0(%r13,%r15,8), %rdx
	addq	%rsi, %rax
	subq	%r14, %rax
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	movq	%rax, 0(%r13,%r15,8)
	testq	%r15, %r15
	jne	.L2243
	movl	$1, %r15d
	jmp	.L1693
.L2243:
	subl	$1, (%rsp)
	jne	.L1689
	movq	4448(%rsp), %rax
	testq	%rax, %rax
	js	.L1695
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1696:
	movsd	.LC250(%rip), %xmm4
	movq	4456(%rsp), %rax
	divsd	%xmm0, %xmm4
	testq	%rax, %rax
	js	.L1697
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1698:
	movsd	.LC251(%rip), %xmm1
	movsd	%xmm4, 16(%rsp)
	divsd	%xmm0, %xmm1
	movapd	%xmm4, %xmm0
	movsd	%xmm1, (%rsp)
	call	fmax@PLT
	movsd	16(%rsp), %xmm4
	movsd	(%rsp), %xmm1
	movapd	%xmm4, %xmm2
	subsd	%xmm1, %xmm2
	andpd	.LC41(%rip), %xmm2
	mulsd	.LC48(%rip), %xmm2
	divsd	%xmm0, %xmm2
	movsd	.LC39(%rip), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L2244
.L1701:
	movl	$5, %edx
	movl	$7, %esi
	movapd	%xmm4, %xmm0
	movl	$3, %eax
	leaq	.LC253(%rip), %rdi
	call	printf@PLT
	jmp	.L1703
.L1981:
	xorl	%r11d, %r11d
	movq	%rdi, 40(%rsp)
	leaq	352(%rsp), %r12
	leaq	432(%rsp), %r14
	movq	%r11, 24(%rsp)
	leaq	-8+PCT_NAME(%rip), %r13
	movq	%rbp, 48(%rsp)
	movq	16(%rsp), %rbp
.L1725:
	movl	24(%rsp), %r15d
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2000, %esi
	movl	%r15d, %edx
	call	dist_summarise
	movq	40(%rsp), %rsi
	movl	%r15d, %ecx
	movq	%r14, %r8
	movq	48(%rsp), %rdi
	movl	$2000, %edx
	movl	$8, %r15d
	call	summarise.isra.0
	movq	352(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	432(%rsp), %rsi
	leaq	.LC284(%rip), %rdi
	call	expect
	leaq	RANK_NAME(%rip), %rcx
	addl	%eax, %ebx
	movq	24(%rsp), %rax
	movq	(%rcx,%rax,8), %rax
	movq	%rax, (%rsp)
.L1727:
	movq	0(%r13,%r15), %rcx
	movq	(%rsp), %r9
	movl	$64, %esi
	xorl	%eax, %eax
	leaq	.LC285(%rip), %rdx
	movq	%rbp, %rdi
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	(%r12,%r15), %rcx
	movq	(%r14,%r15), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	%rbp, %rdi
	addq	$8, %r15
	call	expect
	addl	%eax, %ebx
	cmpq	$56, %r15
	jne	.L1727
	movq	408(%rsp), %rcx
	movq	488(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC286(%rip), %rdi
	call	expect
	movq	416(%rsp), %rcx
	movq	424(%rsp), %r8
	leaq	.LC287(%rip), %rdi
	movq	496(%rsp), %rsi
	movq	504(%rsp), %rdx
	addl	%eax, %ebx
	call	expect
	addl	%eax, %ebx
	cmpq	$0, 24(%rsp)
	jne	.L2245
	movq	$1, 24(%rsp)
	jmp	.L1725
.L2245:
	movq	24(%rsp), %r11
	movq	32(%rsp), %rdi
	leaq	944(%rsp), %r12
	leaq	starts.7(%rip), %rbp
	leaq	80(%rbp), %r14
	leaq	.LC289(%rip), %r13
	movq	%r11, (%rsp)
	call	dist_free
	movl	$46, %ecx
	xorl	%eax, %eax
	movq	%r12, %rdi
	rep stosq
	movdqa	.LC288(%rip), %xmm0
	movq	$100, 944(%rsp)
	movq	$2000, 1008(%rsp)
	movaps	%xmm0, 992(%rsp)
	jmp	.L1732
.L2247:
	leaq	1100(%r15), %rsi
.L1729:
	movq	16(%rsp), %rdi
	movq	%r11, %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	addq	$8, %rbp
	call	expect
	addl	%eax, %ebx
	cmpq	%r14, %rbp
	je	.L2246
.L1732:
	movq	0(%rbp), %r15
	movq	16(%rsp), %rdi
	movq	%r13, %rdx
	xorl	%eax, %eax
	movl	$64, %esi
	movq	%r15, %rcx
	call	snprintf@PLT
	movq	%r15, %rsi
	movl	$100, %edx
	movq	%r12, %rdi
	call	ref_serve
	leaq	100(%r15), %rsi
	movq	%rax, %r11
	cmpq	$2000, %rsi
	jbe	.L1729
	cmpq	$1999, %r15
	jbe	.L2247
	cmpq	$2999, %r15
	jbe	.L1984
	movdqa	.LC290(%rip), %xmm7
	movaps	%xmm7, 4448(%rsp)
	cmpq	$7000, %rsi
	jbe	.L1729
	movq	%rsi, %rdx
	movl	$5000, %r9d
	movq	%r15, %rsi
	movl	$1000, %r8d
	leaq	4448(%rsp), %rdi
	movl	$100, %ecx
	movq	%rax, 24(%rsp)
	call	serve_stalls
	movq	24(%rsp), %r11
	movq	%rax, %rsi
	jmp	.L1729
.L1984:
	movl	$3100, %esi
	jmp	.L1729
.L2246:
	movl	$100, %edx
	movl	$1900, %esi
	movq	%r12, %rdi
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$2000, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC291(%rip), %rdi
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
	leaq	.LC292(%rip), %rdi
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
	leaq	.LC293(%rip), %rdi
	call	expect
	movl	$3200000, %edi
	leal	(%rbx,%rax), %ebp
	xorl	%ebx, %ebx
	call	malloc@PLT
	movl	%ebp, 112(%rsp)
	movl	$42, %r9d
	movq	(%rsp), %r14
	movq	%rax, 32(%rsp)
	xorl	%eax, %eax
	movq	%r9, %r11
	movl	%eax, 96(%rsp)
.L1733:
	cmpq	$0, 32(%rsp)
	setne	%r12b
	cmpq	$5, %rbx
	ja	.L2032
	testb	%r12b, %r12b
	je	.L2032
	leaq	ST_TOP(%rip), %rcx
	leaq	ST_E(%rip), %rax
	movq	%rbx, 104(%rsp)
	movq	%r11, %rbp
	movq	%rcx, 24(%rsp)
	leaq	1312(%rsp), %rcx
	movq	(%rax,%rbx,8), %r15
	movq	%rcx, 56(%rsp)
	leaq	2848(%rsp), %rcx
	movq	%rcx, (%rsp)
	leaq	(%r15,%r15,2), %rax
	movq	%rax, %r11
.L1746:
	movq	56(%rsp), %rdi
	xorl	%eax, %eax
	movl	$46, %ecx
	movabsq	$-4658895280553007687, %r10
	movabsq	$-7723592293110705685, %r8
	rep stosq
	movq	24(%rsp), %rax
	movq	(%rsp), %rdi
	movq	$1000, 1504(%rsp)
	movq	(%rax), %r9
	movq	%rdi, %rsi
	jmp	.L1737
	.p2align 4,,10
	.p2align 3
.L2249:
	movq	-8(%rdi), %rdx
.L1735:
	addl	$1, %ecx
	movq	%rdx, (%rdi)
	addq	$8, %rdi
	cmpl	$200, %ecx
	je	.L2248
.L1737:
	movl	%ecx, %eax
	andl	$3, %eax
	cmpl	$1, %eax
	je	.L2249
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
	jmp	.L1735
.L2248:
	movq	(%rsp), %rax
	xorl	%r8d, %r8d
	leaq	1600(%rax), %rdi
	jmp	.L1742
	.p2align 4,,10
	.p2align 3
.L2251:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	je	.L2250
.L1742:
	movq	(%rsi), %rax
	movq	%r14, %rcx
	cmpq	%r15, %rax
	jb	.L1738
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, %rcx
.L1738:
	addq	%r8, %rcx
	setc	%bl
	movq	%rcx, %r8
	movzbl	%bl, %ebx
	jnc	.L2251
	xorl	%eax, %eax
	xorl	%ebx, %ebx
.L1741:
	leaq	4448(%rsp), %r8
	movq	%r9, 64(%rsp)
	leaq	592(%rsp), %r12
	movq	%r8, 40(%rsp)
	leaq	512(%rsp), %r10
	leaq	672(%rsp), %r13
	movq	%r11, 80(%rsp)
	movq	%r8, 48(%rsp)
	movq	%r14, 72(%rsp)
	movq	%r10, %r14
	movq	%rbp, 88(%rsp)
	movq	%r12, %rbp
	movl	%eax, %r12d
.L1745:
	movq	32(%rsp), %rcx
	movq	(%rsp), %rdi
	movl	$400000, %r8d
	movq	%r15, %rdx
	movl	$200, %esi
	call	correct_co
	movq	32(%rsp), %rdi
	movq	%r14, %r8
	movl	%r12d, %ecx
	movq	%rax, %rsi
	movl	$1000, %edx
	call	summarise.isra.0
	movq	32(%rsp), %rcx
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	movl	$400000, %r8d
	movl	$200, %esi
	call	correct_co
	movq	56(%rsp), %rdx
	movq	%r13, %rcx
	movq	32(%rsp), %rdi
	movq	%rax, %rsi
	movl	%r12d, 1512(%rsp)
	call	ref_summary
	movq	48(%rsp), %rdi
	movq	(%rsp), %rsi
	movl	$200, %ecx
	rep movsq
	movq	40(%rsp), %rax
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movl	$200, %esi
	movq	%rax, %rdi
	movq	%rax, 48(%rsp)
	call	qsort@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 8168
	movl	%r12d, %r8d
	movq	%r15, %rdx
	pushq	%rbp
	.cfi_def_cfa_offset 8176
	movq	32(%rsp), %r9
	movl	$1000, %ecx
	movl	$200, %esi
	movq	56(%rsp), %rdi
	call	corrected_summarise
	popq	%r11
	.cfi_def_cfa_offset 8168
	popq	%rax
	.cfi_def_cfa_offset 8160
	movl	$8, %eax
	.p2align 4,,10
	.p2align 3
.L1744:
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
	jne	.L1744
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
	jne	.L2252
	movl	$1, %r12d
	jmp	.L1745
.L2250:
	cmpq	$400000, %rcx
	jbe	.L2253
.L1743:
	addq	$8, 24(%rsp)
	movq	24(%rsp), %rax
	leaq	32+ST_TOP(%rip), %rcx
	cmpq	%rcx, %rax
	jne	.L1746
	movq	104(%rsp), %rbx
	movq	%rbp, %r11
	addq	$1, %rbx
	jmp	.L1733
.L2252:
	movq	64(%rsp), %r9
	movq	80(%rsp), %r11
	movq	%r15, %rcx
	xorl	%eax, %eax
	movl	$192, %esi
	movq	72(%rsp), %r14
	movq	88(%rsp), %rbp
	leaq	752(%rsp), %r12
	movq	%r9, %r8
	leaq	.LC294(%rip), %rdx
	movq	%r12, %rdi
	movq	%r11, 40(%rsp)
	call	snprintf@PLT
	movq	%rbx, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movq	%r12, %rdi
	call	expect
	movq	40(%rsp), %r11
	addl	%eax, 96(%rsp)
	jmp	.L1743
.L2032:
	movq	32(%rsp), %rdi
	movl	112(%rsp), %ebp
	call	free@PLT
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movzbl	%r12b, %ecx
	movl	$1, %esi
	leaq	.LC295(%rip), %rdi
	call	expect
	movl	96(%rsp), %ebx
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	leaq	.LC296(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%ebp, %ebx
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC297(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC298(%rip), %rdi
	addl	%eax, %ebx
	leaq	.LC301(%rip), %rbp
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC299(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC300(%rip), %rdi
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
	leaq	.LC302(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC303(%rip), %rdi
	addl	%eax, %ebx
	xorl	%r13d, %r13d
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC304(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC305(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC306(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC307(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC308(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%r13b
	jmp	.L1686
.L1695:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1696
.L2234:
	leaq	.LC321(%rip), %rsi
	movq	%rbx, %rdi
	movl	$8, %r14d
	call	was_given
	movl	(%rsp), %r10d
	testl	%eax, %eax
	jne	.L1785
	leaq	.LC322(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	testl	%eax, %eax
	movl	%eax, (%rsp)
	jne	.L1997
	leaq	.LC323(%rip), %rsi
	movq	%rbx, %rdi
	movl	$4, %r14d
	call	was_given
	movl	(%rsp), %r10d
	testl	%eax, %eax
	jne	.L1785
	leaq	.LC233(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %r14d
	call	was_given
	movl	%eax, %r10d
	testl	%eax, %eax
	je	.L1785
	xorl	%r10d, %r10d
	movl	$16, %r14d
	jmp	.L1785
.L2244:
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm4
	jbe	.L1701
	movapd	%xmm2, %xmm3
	movl	$7, %esi
	movapd	%xmm1, %xmm2
	movl	$4, %eax
	movapd	%xmm4, %xmm1
	movapd	%xmm4, %xmm0
	leaq	.LC252(%rip), %rdi
	call	printf@PLT
	jmp	.L1703
.L1697:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1698
.L1997:
	xorl	%r10d, %r10d
	jmp	.L1785
.L2238:
	movl	56(%rsp), %ecx
	testl	%ecx, 64(%rsp)
	je	.L2254
	movq	16(%rsp), %rdi
	leaq	.LC328(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC329(%rip), %rcx
	leaq	.LC330(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2216
.L2254:
	movq	24(%rsp), %r15
	movq	16(%rsp), %rcx
	movl	72(%rsp), %esi
	movq	40(%rsp), %rdi
	movq	%r15, %rdx
	call	apply_args.constprop.0
	movq	%r15, %rdi
	movl	%eax, %ebx
	movl	%eax, 80(%rsp)
	call	free@PLT
	movl	%ebx, %eax
	testl	%ebx, %ebx
	jne	.L1823
	cmpl	$0, 2640(%rsp)
	je	.L1806
	cmpl	$0, 2560(%rsp)
	jne	.L2255
	movq	2632(%rsp), %rbx
	testq	%rbx, %rbx
	je	.L2256
.L1812:
	leaq	2848(%rsp), %rbp
	movq	%rbx, %rcx
	movl	$1100, %esi
	xorl	%eax, %eax
	leaq	.LC337(%rip), %rdx
	movq	%rbp, %rdi
	call	snprintf@PLT
	leaq	4448(%rsp), %rax
	movq	%rbp, %rdi
	movl	$1200, %edx
	movq	%rax, %rsi
	movq	%rax, (%rsp)
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2257
	call	fclose@PLT
	movq	(%rsp), %rdi
	call	remove@PLT
.L1815:
	movq	2656(%rsp), %r8
	leaq	.LC339(%rip), %rdx
	xorl	%eax, %eax
	movq	2648(%rsp), %rcx
	leaq	1680(%rsp), %rbp
	movl	$96, %esi
	movq	%rbp, %rdi
	call	snprintf@PLT
	movl	2560(%rsp), %r13d
	cmpl	$1, %r13d
	je	.L2258
.L1818:
	movq	2568(%rsp), %r15
	movq	2576(%rsp), %rcx
	movq	%r15, %rax
	orq	%rcx, %rax
	jne	.L1821
	cmpl	$0, 2672(%rsp)
	movabsq	$20000000000, %r15
	movabsq	$5000000000, %rax
	cmovne	%rax, %r15
.L1821:
	movq	2592(%rsp), %rax
	cmpl	$0, 2200(%rsp)
	movq	%rax, 2288(%rsp)
	je	.L1822
	cmpl	$2, 2344(%rsp)
	je	.L2259
.L1822:
	cmpl	$1, 2232(%rsp)
	movq	2248(%rsp), %r12
	je	.L2260
.L1824:
	testq	%r12, %r12
	jne	.L1825
.L1826:
	pxor	%xmm0, %xmm0
	ucomisd	2584(%rsp), %xmm0
	jp	.L2034
	je	.L1828
.L2034:
	cmpl	$1, 2264(%rsp)
	jne	.L2261
.L1828:
	movl	2344(%rsp), %eax
	movl	%eax, 32(%rsp)
	subl	$1, %eax
	je	.L2262
.L1830:
	movq	2272(%rsp), %rsi
	movq	%rcx, %rbx
	testq	%rcx, %rcx
	jne	.L1831
	xorl	%edx, %edx
	movq	%r15, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %rbx
.L1831:
	movabsq	$4611686018427387903, %rdi
	movq	%rbx, %rax
	mulq	%rsi
	movq	%rax, %r10
	xorl	%eax, %eax
	cmpq	%r10, %rdi
	sbbq	%rdx, %rax
	jc	.L2263
	leaq	-1(%rbx), %rax
	movq	%rbx, 2328(%rsp)
	imulq	%rsi, %rax
	cmpl	$0, 2676(%rsp)
	movq	%rax, 2320(%rsp)
	movq	%rax, %r10
	jne	.L1833
	leaq	.LC355(%rip), %rax
	movq	%rsi, 2360(%rsp)
	movq	%rax, 2376(%rsp)
.L1833:
	movl	2396(%rsp), %r14d
	cmpl	$1, %r14d
	je	.L2264
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rbx, %rax
	jb	.L2265
	cmpl	$0, 2696(%rsp)
	je	.L1840
	movl	32(%rsp), %edx
	leaq	by_kind.5(%rip), %rsi
	movq	%rbx, %rax
	cmpl	$3, (%rsi,%rdx,4)
	jne	.L1841
.L1837:
	movq	2336(%rsp), %rax
	testq	%rax, %rax
	je	.L2011
	xorl	%edx, %edx
	divq	2192(%rsp)
	movq	2352(%rsp), %rdx
	leaq	1(%rdx,%rax), %rax
.L1841:
	cmpq	%rax, %rbx
	cmovnb	%rbx, %rax
	cmpq	$8388608, %rax
	ja	.L1838
.L1840:
	cmpl	$2, %r14d
	je	.L2266
.L1836:
	movq	2192(%rsp), %rax
	cmpl	$2, 32(%rsp)
	movq	%rax, (%rsp)
	je	.L2267
.L1845:
	movq	2240(%rsp), %rcx
	movq	(%rsp), %rax
	xorl	%edi, %edi
	xorl	%r9d, %r9d
	movq	%rcx, %r8
	movq	%rax, %rsi
	addq	%rax, %r8
	adcq	%rdi, %r9
	testq	%rcx, %rcx
	je	.L1848
	testq	%r12, %r12
	je	.L1848
	cmpq	$0, 2232(%rsp)
	jne	.L1849
	subq	%rcx, %r12
	xorl	%edx, %edx
	divq	%r12
	addq	$2, %rax
	mulq	%rcx
	addq	%rsi, %rax
	adcq	%rdi, %rdx
	movq	%rax, %r8
	movq	%rdx, %r9
.L1848:
	movq	2336(%rsp), %r12
	xorl	%edi, %edi
	xorl	%edx, %edx
	movq	%r10, %rsi
	movq	2256(%rsp), %rax
	movq	%r9, %rcx
	addq	%r12, %rax
	adcq	%rdi, %rdx
	xorl	%edi, %edi
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
	jc	.L2268
	testl	%r13d, %r13d
	je	.L2035
	cmpl	$3, %r13d
	je	.L2035
	movq	2632(%rsp), %rax
	movq	%rax, 24(%rsp)
	cmpl	$2, %r13d
	je	.L2269
.L1862:
	movl	2644(%rsp), %eax
	movl	$864, %esi
	movl	$1, %edi
	movl	%eax, 96(%rsp)
	movl	2640(%rsp), %eax
	movl	%eax, 148(%rsp)
	call	calloc@PLT
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L2270
	movq	16(%rsp), %r13
	movq	40(%rsp), %rsi
	xorl	%eax, %eax
	movl	$48, %ecx
	movq	%rbp, %xmm3
	movl	2408(%rsp), %ebp
	leaq	416(%r13), %rdi
	movq	%rsi, 0(%r13)
	leaq	328(%r13), %r14
	movq	%rsi, %xmm0
	rep stosq
	punpcklqdq	%xmm3, %xmm0
	leal	1(%rbp), %edi
	movq	%r14, 440(%r13)
	movaps	%xmm0, 416(%r13)
	movl	$288, %esi
	leaq	416(%r13), %r15
	call	calloc@PLT
	movq	%rbp, %rdi
	movl	$8, %esi
	movq	%r13, 16(%rsp)
	movq	%rax, 304(%r13)
	movq	%rax, 48(%rsp)
	call	calloc@PLT
	movq	%rbp, %rdi
	movl	$8, %esi
	movq	%rax, %r13
	movq	16(%rsp), %rax
	movq	%r13, 312(%rax)
	call	calloc@PLT
	movq	48(%rsp), %rcx
	movq	16(%rsp), %rbp
	testq	%rcx, %rcx
	movq	%rax, 320(%rbp)
	sete	%cl
	testq	%r13, %r13
	sete	%dl
	orb	%dl, %cl
	jne	.L1872
	testq	%rax, %rax
	je	.L1872
	xorl	%eax, %eax
	movl	$20, %ecx
	movq	%r14, %rdi
	rep stosl
	movq	40(%rsp), %rdi
	call	plan_route
	movl	%eax, 352(%rbp)
	cmpl	$3, %eax
	je	.L1872
	cmpl	$2, %eax
	je	.L2271
	movl	32(%rsp), %edx
	leaq	by_kind.5(%rip), %rax
	movq	%rbx, %rbp
	cmpl	$3, (%rax,%rdx,4)
	jne	.L1877
	testq	%r12, %r12
	je	.L1877
	movq	%r12, %rax
	xorl	%edx, %edx
	divq	(%rsp)
	movq	2352(%rsp), %rdx
	leaq	1(%rdx,%rax), %rbp
.L1877:
	salq	$3, %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	16(%rsp), %rcx
	movq	%rax, 344(%rcx)
	testq	%rax, %rax
	je	.L1872
	movq	%rbx, %r12
.L1876:
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	16(%rsp), %r13
	leaq	0(,%r12,8), %rdi
	movq	%rax, %rbp
	movq	%rax, 328(%r13)
	call	malloc@PLT
	movq	%rax, 336(%r13)
	testq	%rbp, %rbp
	je	.L1872
	testq	%rax, %rax
	je	.L1872
	xorl	%eax, %eax
	cmpq	$0, 24(%rsp)
	movq	40(%rsp), %rdi
	leaq	16(%r13), %r12
	setne	%al
	xorl	%ebx, %ebx
	movq	%r12, 1320(%rsp)
	movl	%eax, 356(%r13)
	movq	%rdi, 1312(%rsp)
	movl	%ebx, 1328(%rsp)
	call	closed_form_gap
	testq	%rax, %rax
	je	.L2272
	cmpl	$0, 96(%rsp)
	jne	.L1881
	cmpq	$0, 24(%rsp)
	jne	.L1881
	xorl	%esi, %esi
	leaq	1312(%rsp), %rcx
	leaq	432(%rsp), %rdi
	leaq	ref_job_run(%rip), %rdx
	call	pthread_create@PLT
	testl	%eax, %eax
	je	.L2018
	movq	16(%rsp), %rbx
	movq	(%rbx), %r10
	movq	%r10, %rdi
	call	closed_form_gap
	movq	%rax, 432(%rbx)
	testq	%rax, %rax
	je	.L1883
.L1965:
	movq	%r12, %rsi
	movq	%r10, %rdi
	call	ref_sorted
.L1884:
	movl	%eax, %edi
	call	fault_rc
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L2273
	cmpq	$0, 24(%rsp)
	je	.L1887
	movq	16(%rsp), %rax
	movq	(%rax), %r13
	movq	176(%rax), %rbx
	movq	%r13, %rdi
	call	plan_route
	cmpl	$2, %eax
	je	.L2274
.L1890:
	cmpq	$16777216, %rbx
	ja	.L2275
.L1887:
	movq	%r15, %rdi
	call	print_plan
.L1882:
	leaq	4448(%rsp), %rax
	movq	16(%rsp), %rbx
	xorl	%r11d, %r11d
	movq	%r15, 56(%rsp)
	movq	%rax, (%rsp)
	leaq	944(%rsp), %rax
	movl	%r11d, 32(%rsp)
	movq	(%rbx), %r13
	movq	%rax, 48(%rsp)
	movq	%r14, 64(%rsp)
	movq	%r12, 72(%rsp)
	jmp	.L1944
.L2280:
	cmpl	$0, 152(%r13)
	jne	.L1916
	cmpq	$1, 160(%r13)
	je	.L2276
.L1917:
	leaq	256(%r12), %rcx
	leaq	240(%r12), %r9
	movl	$1, %esi
.L1919:
	movq	136(%r13), %rax
.L1921:
	movq	328(%rbx), %rdx
	pushq	%rcx
	.cfi_def_cfa_offset 8168
	movq	%r13, %rdi
	movq	%rax, %rcx
	pushq	56(%rsp)
	.cfi_def_cfa_offset 8176
	leaq	528(%rsp), %r8
	call	walk_all
	movl	%eax, %ebp
	popq	%rax
	.cfi_def_cfa_offset 8168
	popq	%rdx
	.cfi_def_cfa_offset 8160
	testl	%ebp, %ebp
	jne	.L2221
.L1918:
	movq	944(%rsp), %rax
	testq	%rax, %rax
	js	.L1923
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1924:
	movq	.LC42(%rip), %rax
	movq	512(%rsp), %r14
	movq	%rax, %xmm1
	testq	%r14, %r14
	je	.L1925
	js	.L1926
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L1925:
	divsd	%xmm1, %xmm0
	xorl	%eax, %eax
	movq	%rax, 2856(%rsp)
	orq	$-1, %rax
	cmpq	$0, 48(%r13)
	movsd	%xmm0, 672(%rsp)
	je	.L1928
	movq	64(%r13), %rax
.L1928:
	movq	(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 2848(%rsp)
	call	clock_gettime@PLT
	movq	4448(%rsp), %rax
	cmpl	$0, 72(%r13)
	movq	4456(%rsp), %r10
	movq	%rax, 40(%rsp)
	movq	%r10, 88(%rsp)
	jne	.L1929
	cmpl	$0, 8(%r13)
	jne	.L1929
	cmpq	$0, 40(%r13)
	jne	.L1929
	movq	336(%rbx), %rdx
	xorl	%r9d, %r9d
	movq	%r15, %r8
	xorl	%ecx, %ecx
	leaq	2848(%rsp), %rbp
	movq	%r13, %rdi
	movq	%rbp, %rsi
	call	run_open
	movq	(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 264(%r12)
	call	clock_gettime@PLT
	movq	88(%rsp), %r10
	imulq	$1000000000, 4448(%rsp), %rax
	imulq	$1000000000, 40(%rsp), %rdx
	subq	%r10, %rax
	addq	4456(%rsp), %rax
	subq	%rdx, %rax
	movq	%rax, 944(%rsp)
	movq	2856(%rsp), %rax
	movq	%rax, 248(%r12)
.L1930:
	movq	944(%rsp), %rax
	movq	592(%rsp), %rbp
	testq	%rax, %rax
	js	.L1931
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1932:
	testq	%rbp, %rbp
	js	.L1933
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbp, %xmm1
.L1934:
	divsd	%xmm1, %xmm0
	cmpl	$0, 176(%r13)
	movq	256(%r12), %rcx
	movsd	%xmm0, 680(%rsp)
	je	.L1935
	movq	160(%r13), %rsi
	cmpq	%rsi, %r14
	jb	.L2027
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
.L1936:
	movq	%rax, 272(%r12)
	movq	%r12, %r8
	movq	%r14, %rsi
	movl	200(%r13), %ecx
	movq	192(%r13), %rdx
	movq	328(%rbx), %rdi
	call	summarise.isra.0
	movl	200(%r13), %ecx
	leaq	80(%r12), %r8
	movq	%rbp, %rsi
	movq	192(%r13), %rdx
	movq	336(%rbx), %rdi
	call	summarise.isra.0
	leaq	160(%r12), %rax
	movq	%r14, %rsi
	movl	200(%r13), %r8d
	movq	192(%r13), %rcx
	movq	272(%r12), %rdx
	movq	328(%rbx), %rdi
	pushq	%r9
	.cfi_def_cfa_offset 8168
	pushq	%rax
	.cfi_def_cfa_offset 8176
	movq	344(%rbx), %r9
	call	corrected_summarise
	movl	%eax, %ebp
	popq	%r10
	.cfi_def_cfa_offset 8168
	popq	%r11
	.cfi_def_cfa_offset 8160
.L1914:
	leaq	run_fault_lock(%rip), %r12
	movq	%r12, %rdi
	call	pthread_mutex_lock@PLT
	movq	%r12, %rdi
	movl	run_fault(%rip), %r13d
	call	pthread_mutex_unlock@PLT
	testl	%ebp, %ebp
	jne	.L2210
	testl	%r13d, %r13d
	jne	.L2028
	cmpl	$0, 96(%rsp)
	jne	.L2277
.L1937:
	movl	32(%rsp), %eax
	testl	%eax, %eax
	je	.L1943
	movq	312(%rbx), %rdx
	subl	$1, %eax
	movsd	672(%rsp), %xmm0
	movsd	%xmm0, (%rdx,%rax,8)
	movq	320(%rbx), %rdx
	movsd	680(%rsp), %xmm0
	movsd	%xmm0, (%rdx,%rax,8)
.L1943:
	movq	(%rbx), %r13
	addl	$1, 32(%rsp)
	movl	32(%rsp), %eax
	cmpl	%eax, 216(%r13)
	jb	.L2278
.L1944:
	movl	32(%rsp), %eax
	movq	136(%r13), %r15
	imulq	$288, %rax, %rax
	movq	%r15, 512(%rsp)
	movq	%r15, 592(%rsp)
	movq	%rax, 152(%rsp)
	addq	304(%rbx), %rax
	cmpl	$2, 352(%rbx)
	movq	%rax, %r12
	je	.L2279
	xorl	%ecx, %ecx
	leaq	8(%rax), %rdi
	xorl	%esi, %esi
	movq	%rcx, (%rax)
	andq	$-8, %rdi
	movq	%rcx, 280(%rax)
	movq	%rax, %rcx
	xorl	%eax, %eax
	subq	%rdi, %rcx
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	movq	%rsi, 2856(%rsp)
	orq	$-1, %rax
	cmpq	$0, 48(%r13)
	je	.L1915
	movq	64(%r13), %rax
.L1915:
	movq	(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 2848(%rsp)
	call	clock_gettime@PLT
	movq	4448(%rsp), %rax
	cmpl	$0, 72(%r13)
	movq	4456(%rsp), %r14
	movq	%rax, 40(%rsp)
	je	.L2280
.L1916:
	movl	152(%r13), %edx
	leaq	by_kind.5(%rip), %rax
	leaq	256(%r12), %rcx
	leaq	240(%r12), %r9
	movl	(%rax,%rdx,4), %esi
	cmpl	$3, %esi
	jne	.L1919
	movq	144(%r13), %rax
	testq	%rax, %rax
	je	.L1919
	xorl	%edx, %edx
	movq	160(%r13), %rdi
	divq	0(%r13)
	leaq	1(%rdi,%rax), %rax
	jmp	.L1921
.L1806:
	movq	2632(%rsp), %rbx
	testq	%rbx, %rbx
	je	.L1808
	movl	2560(%rsp), %eax
	cmpl	$3, %eax
	je	.L2281
	cmpq	$0, 2544(%rsp)
	jne	.L1811
	cmpl	$0, 2552(%rsp)
	je	.L1812
.L1811:
	testl	%eax, %eax
	je	.L1812
.L1813:
	movq	16(%rsp), %rdi
	leaq	.LC6(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC335(%rip), %rcx
	leaq	.LC336(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1823
.L1825:
	cmpq	%r12, 2240(%rsp)
	jb	.L1826
	leaq	4448(%rsp), %rdi
	movq	%r12, %rsi
	call	fmt_us.constprop.0
	movq	2240(%rsp), %rsi
	leaq	2848(%rsp), %rdi
	movq	%rax, %rbx
	call	fmt_us.constprop.0
	leaq	.LC238(%rip), %rdx
	movq	16(%rsp), %rdi
	cmpq	$0, 2232(%rsp)
	movq	%rax, %rcx
	leaq	.LC237(%rip), %rax
	movq	%rbx, %r8
	movl	$2048, %esi
	cmove	%rax, %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1823
.L1808:
	cmpq	$0, 2544(%rsp)
	jne	.L1814
.L1972:
	cmpl	$0, 2552(%rsp)
	je	.L1815
.L1814:
	cmpl	$0, 2560(%rsp)
	je	.L1815
	jmp	.L1813
.L2260:
	cmpq	$0, 2240(%rsp)
	je	.L1824
	testq	%r12, %r12
	jne	.L1825
	movq	16(%rsp), %rdi
	leaq	.LC6(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC345(%rip), %rcx
	leaq	.LC346(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1823
.L2262:
	cmpq	$1, 2352(%rsp)
	jbe	.L1830
	movq	16(%rsp), %rdi
	leaq	.LC350(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC351(%rip), %rcx
	leaq	.LC352(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1823
.L2258:
	cmpl	$0, 2696(%rsp)
	jne	.L2282
	movl	2424(%rsp), %edx
	orl	2472(%rsp), %edx
	movq	2416(%rsp), %rax
	movq	2448(%rsp), %rcx
	jne	.L1820
	orq	%rcx, %rax
	orq	2480(%rsp), %rax
	je	.L1818
.L1820:
	leaq	.LC341(%rip), %rdi
	call	usage_error
	movl	%eax, %r13d
	jmp	.L1817
.L2256:
	cmpq	$0, 2544(%rsp)
	jne	.L1815
	jmp	.L1972
.L2035:
	cmpl	$3, %r14d
	je	.L1853
	subl	$1, %r14d
	je	.L1857
	movq	40(%rsp), %rdi
	call	sort_fits
	testl	%eax, %eax
	je	.L2283
.L1857:
	movq	2632(%rsp), %rax
	movq	%rax, 24(%rsp)
	testq	%rax, %rax
	je	.L1856
	testl	%r13d, %r13d
	je	.L2218
.L1865:
	movq	40(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 1312(%rsp)
	call	closed_form_gap
	movq	%rax, %rsi
	testq	%rax, %rax
	jne	.L2284
	movq	40(%rsp), %r15
	leaq	2848(%rsp), %rbx
	movq	%rbx, %rsi
	movq	%r15, %rdi
	call	closed_form
	movl	%eax, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L1869
	leaq	4448(%rsp), %r12
	movq	%r15, %rdi
	movq	%r12, %rsi
	call	ref_sorted
	movl	%eax, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L1869
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
	movq	3120(%rsp), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 8168
	leaq	.LC376(%rip), %rcx
	movq	%rbp, %rdi
	leaq	.LC377(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 8176
	movq	4736(%rsp), %r8
	call	check
	movq	1336(%rsp), %rbx
	xorl	%eax, %eax
	movq	1328(%rsp), %rsi
	leaq	.LC378(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	popq	%r14
	.cfi_def_cfa_offset 8168
	popq	%r15
	.cfi_def_cfa_offset 8160
	setne	%r13b
	jmp	.L1817
.L2267:
	testq	%rcx, %rcx
	je	.L1844
	xorl	%eax, %eax
	movq	%rax, 2336(%rsp)
	jmp	.L1845
.L2264:
	cmpq	$200000000, %rbx
	ja	.L2285
	cmpl	$0, 2696(%rsp)
	je	.L1836
	movl	32(%rsp), %eax
	leaq	by_kind.5(%rip), %rdx
	cmpl	$3, (%rdx,%rax,4)
	je	.L1837
	cmpq	$8388608, %rbx
	jbe	.L1836
.L1838:
	movq	16(%rsp), %rdi
	leaq	.LC358(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC359(%rip), %rcx
	leaq	.LC360(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1823
.L2269:
	movl	2264(%rsp), %eax
	cmpl	$2, %eax
	je	.L1866
	cmpl	$0, 2368(%rsp)
	jne	.L1866
	subl	$1, %eax
	jne	.L1862
	movq	2624(%rsp), %rdi
	leaq	.LC371(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1862
.L1866:
	movq	16(%rsp), %rdi
	leaq	.LC6(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC372(%rip), %rcx
	leaq	.LC373(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1823
.L2283:
	movq	%rdi, %r15
	call	plan_route
	cmpl	$3, %eax
	je	.L1858
	movq	%r15, %rdi
	call	closed_form_gap
	cmpl	$3, %r13d
	je	.L1858
	testq	%rax, %rax
	jne	.L1858
	movq	2632(%rsp), %rax
	movq	%rax, 24(%rsp)
	testq	%rax, %rax
	je	.L1862
.L2218:
	movq	40(%rsp), %rdi
	call	plan_route
	cmpl	$3, %eax
	jne	.L1862
	movq	16(%rsp), %rdi
	movl	$1048576, %r8d
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC370(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1823
.L1844:
	movq	%r15, 2336(%rsp)
	testq	%r15, %r15
	je	.L1845
	movq	%r15, %rax
	xorl	%edx, %edx
	divq	(%rsp)
	movq	2352(%rsp), %rdx
	leaq	1(%rdx,%rax), %rax
	cmpl	$1, %r14d
	je	.L1846
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L1845
	leaq	.LC242(%rip), %rcx
.L1847:
	movq	16(%rsp), %rdi
	leaq	.LC362(%rip), %r8
	leaq	.LC363(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1823
.L2277:
	cmpl	$0, 32(%rsp)
	leaq	.LC383(%rip), %rdx
	leaq	.LC6(%rip), %rax
	movq	152(%rsp), %rcx
	cmove	%rdx, %rax
	leaq	2848(%rsp), %rbp
	leaq	224(%rsp), %r14
	movl	$9, %r15d
	movq	%rbp, 104(%rsp)
	leaq	SET_NAME(%rip), %r13
	movq	%rax, 88(%rsp)
	movq	304(%rbx), %rax
	movq	%r14, 40(%rsp)
	leaq	8(%rax,%rcx), %r12
.L1938:
	movq	0(%r13), %rcx
	movq	88(%rsp), %rdx
	xorl	%eax, %eax
	movq	%rbx, %rbp
	movl	32(%rsp), %esi
	leaq	.LC384(%rip), %rdi
	movq	%r12, %r14
	call	printf@PLT
	movq	-8(%r12), %rsi
	leaq	.LC198(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	PCT_NAME(%rip), %rcx
	movq	%rcx, %rbx
.L1939:
	movq	(%r14), %rdx
	movq	(%rbx), %rsi
	leaq	.LC199(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %r14
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rax, %rbx
	jne	.L1939
	movq	56(%r12), %rsi
	movq	64(%r12), %rdi
	movq	%rbp, 112(%rsp)
	movl	$47, %r14d
	movb	$0, 4495(%rsp)
.L1940:
	movq	%rdi, %rbx
	movq	40(%rsp), %r8
	xorl	%ecx, %ecx
	movq	%rsi, %rdi
	movq	%rsi, %rbp
	movl	$10, %edx
	movq	%rbx, %rsi
	subq	$1, %r14
	call	__udivmodti4@PLT
	movzbl	224(%rsp), %ecx
	movq	(%rsp), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	addl	$48, %ecx
	cmpq	%rbp, %r15
	sbbq	%rbx, %rax
	movb	%cl, (%rdi,%r14)
	movq	%rdx, %rdi
	jc	.L1940
	movq	(%rsp), %rax
	leaq	.LC169(%rip), %rdx
	movl	$48, %esi
	movq	112(%rsp), %rbx
	addq	$8, %r13
	addq	$80, %r12
	leaq	(%rax,%r14), %rcx
	movq	104(%rsp), %r14
	xorl	%eax, %eax
	movq	%r14, %rdi
	call	snprintf@PLT
	movq	-32(%r12), %rsi
	movq	%r14, %rdx
	xorl	%eax, %eax
	leaq	.LC385(%rip), %rdi
	call	printf@PLT
	leaq	24+SET_NAME(%rip), %rax
	cmpq	%r13, %rax
	jne	.L1938
	jmp	.L1937
.L2266:
	leaq	4448(%rsp), %rax
	movq	40(%rsp), %rdi
	movq	%r10, 24(%rsp)
	movq	%rax, %rdx
	movq	%rax, %rsi
	movq	%rcx, (%rsp)
	call	lattice_plan
	movq	(%rsp), %rcx
	movq	24(%rsp), %r10
	testl	%eax, %eax
	jne	.L1836
	movq	40(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L2286
.L1842:
	movq	16(%rsp), %rdi
	leaq	.LC6(%rip), %r8
	leaq	.LC361(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1823
.L1849:
	movq	(%rsp), %rax
	xorl	%edx, %edx
	movl	$37, %r11d
	movq	(%rsp), %rsi
	divq	%r12
	leaq	2(%rax), %rdi
	movq	%rdi, %rax
	xorl	%edi, %edi
	mulq	%rcx
	shldq	$6, %rsi, %rdi
	salq	$6, %rsi
	imulq	$37, %rdx, %rcx
	mulq	%r11
	addq	%rcx, %rdx
	addq	%rsi, %rax
	adcq	%rdi, %rdx
	movq	%rax, %r8
	movq	%rdx, %r9
	jmp	.L1848
.L1935:
	movq	168(%r13), %rax
	jmp	.L1936
.L1933:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1934
.L1931:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1932
.L1929:
	leaq	264(%r12), %rax
	movq	%r15, %rcx
	xorl	%esi, %esi
	movq	%r13, %rdi
	movq	336(%rbx), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 8168
	leaq	248(%r12), %r9
	pushq	56(%rsp)
	.cfi_def_cfa_offset 8176
	leaq	608(%rsp), %r8
	call	walk_all
	popq	%r15
	.cfi_def_cfa_offset 8168
	movl	%eax, %ebp
	popq	%rax
	.cfi_def_cfa_offset 8160
	testl	%ebp, %ebp
	je	.L1930
.L2221:
	leaq	run_fault_lock(%rip), %rbx
	movl	%ebp, 32(%rsp)
	movq	56(%rsp), %r15
	movq	%rbx, %rdi
	movq	64(%rsp), %r14
	movq	72(%rsp), %r12
	call	pthread_mutex_lock@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
	movl	32(%rsp), %edx
.L1922:
	leaq	.LC386(%rip), %rsi
	movl	%edx, %edi
	call	cannot
	cmpl	$0, 80(%rsp)
	movl	%eax, %r13d
	jne	.L2287
	testl	%eax, %eax
	je	.L1949
.L2222:
	movq	16(%rsp), %rax
	leaq	800(%rax), %rbx
.L1880:
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
	jmp	.L1817
.L1923:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1924
.L2236:
	movslq	%ebp, %rax
	movq	16(%rsp), %rdi
	movl	$2048, %esi
	leaq	OPTIONS(%rip), %rdx
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC325(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	jmp	.L2216
.L2271:
	leaq	4448(%rsp), %rax
	leaq	2848(%rsp), %rbp
	movq	40(%rsp), %rdi
	movq	%rax, %rdx
	movq	%rbp, %rsi
	call	lattice_plan
	testl	%eax, %eax
	je	.L1872
	movq	4448(%rsp), %rbp
	movq	16(%rsp), %r13
	movl	$8, %esi
	movq	2848(%rsp), %xmm0
	movq	%rbp, %xmm7
	movq	%rbp, %rdi
	punpcklqdq	%xmm7, %xmm0
	movups	%xmm0, 360(%r13)
	movaps	%xmm0, (%rsp)
	call	calloc@PLT
	movq	%rax, 376(%r13)
	testq	%rax, %rax
	je	.L1872
	movdqa	(%rsp), %xmm0
	movq	%rbp, %rdi
	movl	$8, %esi
	movl	$65536, %r12d
	movl	$524288, %ebp
	movaps	%xmm0, 384(%r13)
	call	calloc@PLT
	movq	%rax, 400(%r13)
	testq	%rax, %rax
	jne	.L1876
.L1872:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC379(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	16(%rsp), %rax
	leaq	800(%rax), %rbx
.L1958:
	movl	$1, %r13d
	jmp	.L1880
.L2279:
	leaq	2848(%rsp), %rbp
	xorl	%eax, %eax
	xorl	%r10d, %r10d
	xorl	%esi, %esi
	movl	$8, %edx
	movq	%rbp, %rdi
	leaq	760(%rsp), %r14
	movq	%rdx, %rcx
	rep stosl
	movq	(%rsp), %rdi
	movq	%rcx, %rdx
	movl	$8, %ecx
	rep stosl
	leaq	8(%r12), %rdi
	movq	%r12, %rcx
	movq	%rdx, %rax
	andq	$-8, %rdi
	movq	%r10, (%r12)
	subq	%rdi, %rcx
	movq	%r10, 280(%r12)
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	leaq	360(%rbx), %rax
	movq	%rax, 104(%rsp)
	movq	368(%rbx), %rax
	movq	376(%rbx), %rdi
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	leaq	384(%rbx), %rax
	movq	400(%rbx), %rdi
	xorl	%esi, %esi
	movq	%rax, 112(%rsp)
	movq	392(%rbx), %rax
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	leaq	752(%rsp), %rax
	xorl	%esi, %esi
	movq	%r13, %rdi
	movq	%rax, 128(%rsp)
	movq	%r15, %rax
	movq	%rbp, 160(%rsp)
	movq	%r14, %rbp
.L1907:
	xorl	%r9d, %r9d
	orq	$-1, %rcx
	movq	%r9, 0(%rbp)
	cmpq	$0, 48(%rdi)
	je	.L1894
	movq	64(%rdi), %rcx
.L1894:
	xorl	%r8d, %r8d
	movq	%rdi, 88(%rsp)
	xorl	%r13d, %r13d
	xorl	%r14d, %r14d
	movq	%rcx, 752(%rsp)
	movq	%r8, 40(%rsp)
	movq	%rsi, 136(%rsp)
	movq	%r12, 168(%rsp)
	movq	%rax, %r12
	movq	%rbp, 176(%rsp)
	movq	%rbx, %rbp
	movq	%r13, %rbx
.L1895:
	cmpq	%r12, %rbx
	jnb	.L2288
	leaq	65536(%rbx), %r15
	movq	48(%rsp), %rsi
	movl	$1, %edi
	cmpq	%r15, %r12
	movq	%r15, %r8
	cmovbe	%r12, %r8
	movq	%r8, 184(%rsp)
	call	clock_gettime@PLT
	movq	184(%rsp), %r8
	imulq	$1000000000, 944(%rsp), %rax
	addq	952(%rsp), %rax
	cmpq	$0, 136(%rsp)
	movq	%rax, 120(%rsp)
	je	.L2289
	movq	40(%rsp), %r9
	movq	88(%rsp), %rdi
	movq	%rbx, %rcx
	movq	%r8, %r13
	movq	336(%rbp), %rdx
	movq	128(%rsp), %rsi
	subq	%rbx, %r13
	call	run_open
	movq	48(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 40(%rsp)
	call	clock_gettime@PLT
	movq	120(%rsp), %rcx
	movq	112(%rsp), %rdi
	imulq	$1000000000, 944(%rsp), %rax
	addq	952(%rsp), %rax
	subq	%rcx, %rax
	movq	336(%rbp), %r10
	addq	%rax, %r14
.L1897:
	xorl	%ecx, %ecx
	testq	%r13, %r13
	je	.L1901
	.p2align 4,,10
	.p2align 3
.L1898:
	movq	(%r10,%rcx,8), %r11
	movq	(%rdi), %r9
	xorl	%edx, %edx
	movq	8(%rdi), %r8
	movq	%r11, %rax
	divq	%r9
	cmpq	%r8, %rax
	jnb	.L1899
	testq	%rdx, %rdx
	jne	.L1899
	movq	16(%rdi), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%r13, %rcx
	jne	.L1898
.L1901:
	movq	%r15, %rbx
	jmp	.L1895
.L2289:
	movq	328(%rbp), %rdx
	movq	40(%rsp), %r9
	movq	%rbx, %rcx
	movq	128(%rsp), %rsi
	movq	88(%rsp), %rdi
	call	run_closed
	movq	48(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 40(%rsp)
	call	clock_gettime@PLT
	movq	120(%rsp), %rcx
	movq	104(%rsp), %rdi
	movq	184(%rsp), %r8
	movq	328(%rbp), %r10
	imulq	$1000000000, 944(%rsp), %rax
	addq	952(%rsp), %rax
	subq	%rcx, %rax
	subq	%rbx, %r8
	addq	%rax, %r14
	movq	%r8, %r13
	jmp	.L1897
.L2288:
	movq	%rbp, %rbx
	movq	%r12, %rax
	movq	88(%rsp), %rdi
	movq	168(%rsp), %r12
	movq	136(%rsp), %rsi
	movq	176(%rsp), %rbp
	leaq	672(%rsp), %rcx
	testq	%r14, %r14
	js	.L1903
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L1904:
	testq	%rax, %rax
	js	.L1905
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1906:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%rcx,%rsi,8)
	movq	760(%rsp), %rcx
	movq	%rcx, 240(%r12,%rsi,8)
	movq	40(%rsp), %rcx
	movq	%rcx, 256(%r12,%rsi,8)
	testq	%rsi, %rsi
	jne	.L2290
	movl	$1, %esi
	jmp	.L1907
.L2273:
	leaq	.LC380(%rip), %rsi
	call	cannot
	movl	%eax, %r13d
	testl	%eax, %eax
	je	.L1882
	jmp	.L2222
.L2018:
	movl	$1, 80(%rsp)
	jmp	.L1882
.L1881:
	movq	16(%rsp), %rcx
	movq	40(%rsp), %r10
	movq	%rax, 432(%rcx)
	jmp	.L1965
.L2276:
	cmpl	$0, 8(%r13)
	jne	.L1917
	cmpq	$0, 40(%r13)
	jne	.L1917
	movq	328(%rbx), %rdx
	xorl	%r9d, %r9d
	movq	%r15, %r8
	xorl	%ecx, %ecx
	leaq	2848(%rsp), %rbp
	movq	%r13, %rdi
	movq	%rbp, %rsi
	call	run_closed
	movq	(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 256(%r12)
	call	clock_gettime@PLT
	imulq	$1000000000, 4448(%rsp), %rax
	imulq	$1000000000, 40(%rsp), %rdx
	subq	%r14, %rax
	addq	4456(%rsp), %rax
	subq	%rdx, %rax
	movq	%rax, 944(%rsp)
	movq	2856(%rsp), %rax
	movq	%rax, 240(%r12)
	jmp	.L1918
.L2278:
	cmpl	$0, 80(%rsp)
	movq	56(%rsp), %r15
	movq	64(%rsp), %r14
	movq	72(%rsp), %r12
	jne	.L2291
.L1949:
	movq	16(%rsp), %rax
	xorl	%ebx, %ebx
	movq	304(%rax), %rbp
	leaq	768(%rax), %r13
.L1953:
	movl	%ebx, %ecx
	movl	%ebx, %esi
	movq	%r12, %rdx
	movq	%r13, %rdi
	imulq	$288, %rcx, %rcx
	addl	$1, %ebx
	addq	%rbp, %rcx
	call	check_outcome
	movq	16(%rsp), %rax
	movq	416(%rax), %rax
	cmpl	%ebx, 216(%rax)
	jnb	.L1953
	movq	16(%rsp), %rbx
	movq	(%rbx), %r12
	movq	304(%rbx), %rax
	leaq	688(%rbx), %rcx
	leaq	448(%rbx), %rdx
	movl	216(%r12), %esi
	leaq	288(%rax), %rdi
	movq	%rax, 32(%rsp)
	call	aggregate
	movl	%eax, %ebp
	movq	%rbx, %rax
	leaq	800(%rbx), %rbx
	testl	%ebp, %ebp
	jne	.L1954
	movq	312(%rax), %rsi
	leaq	192(%rsp), %r13
	movq	%rax, 16(%rsp)
	movl	216(%r12), %edx
	movq	%r13, %rdi
	call	stats_of
	movl	216(%r12), %edx
	movq	%r13, %rdi
	movdqu	192(%rsp), %xmm3
	movups	%xmm3, 296(%r15)
	movq	208(%rsp), %rax
	movq	%rax, 312(%r15)
	movq	16(%rsp), %rax
	movq	320(%rax), %rsi
	call	stats_of
	movq	16(%rsp), %r13
	xorl	%esi, %esi
	movq	%r12, %rdi
	movdqu	192(%rsp), %xmm7
	movq	%rbx, %rdx
	movaps	%xmm7, 320(%r15)
	movq	208(%rsp), %rax
	movq	%rax, 336(%r15)
	movl	216(%r12), %eax
	imulq	$288, %rax, %rax
	addq	304(%r13), %rax
	movq	%rax, 760(%r13)
	call	first_stall_window
	testl	%eax, %eax
	sete	%al
	xorl	%edi, %edi
	movzbl	%al, %eax
	movl	%eax, 848(%r13)
	call	fault_rc
	testl	%eax, %eax
	jne	.L1955
.L1959:
	movq	16(%rsp), %r13
	movq	%r15, %rdi
	movq	0(%r13), %r12
	call	print_table
	movl	848(%r13), %edx
	movq	%rbx, %rsi
	movq	%r15, %rdi
	call	print_findings
	leaq	.LC387(%rip), %rdi
	movl	$4, %eax
	movsd	712(%r13), %xmm0
	movsd	744(%r13), %xmm3
	movsd	736(%r13), %xmm2
	movsd	720(%r13), %xmm1
	call	printf@PLT
	movl	848(%r13), %edx
	movq	%rbx, %rsi
	movq	%r15, %rdi
	call	print_results
	cmpq	$0, 24(%rsp)
	je	.L1957
	movq	16(%rsp), %rax
	movq	24(%rsp), %rdi
	movq	%r14, %rdx
	movq	%r12, %rsi
	movl	148(%rsp), %r8d
	xorl	%ebp, %ebp
	movq	760(%rax), %rcx
	call	export_bench
	testl	%eax, %eax
	setne	%bpl
.L1957:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L2292
	movq	(%rsp), %rsi
	xorl	%edi, %edi
	call	getrusage@PLT
	testl	%eax, %eax
	je	.L2293
.L1961:
	movq	16(%rsp), %rax
	movq	440(%rax), %rax
	cmpl	$3, 24(%rax)
	je	.L2294
.L1962:
	movq	16(%rsp), %r15
	leaq	.LC243(%rip), %rax
	leaq	.LC244(%rip), %rsi
	leaq	.LC391(%rip), %rdi
	cmpq	$0, 432(%r15)
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	416(%r15), %rax
	movq	776(%r15), %rdx
	leaq	.LC392(%rip), %rdi
	movq	768(%r15), %rsi
	movl	216(%rax), %ecx
	xorl	%eax, %eax
	addl	$1, %ecx
	call	printf@PLT
	cmpq	$0, 776(%r15)
	setne	%dl
	movzbl	%dl, %edx
	orl	%ebp, %edx
	movl	%edx, %r13d
	jmp	.L1880
.L2291:
	movq	432(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	movq	16(%rsp), %rbx
	movl	1328(%rsp), %r10d
	movq	(%rbx), %rdi
	call	closed_form_gap
	movq	%rax, 432(%rbx)
.L1968:
	movl	%r10d, %edi
	call	fault_rc
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L1948
.L1950:
	movq	%r15, %rdi
	call	print_plan
	jmp	.L1949
.L2272:
	movq	16(%rsp), %rax
	xorl	%esi, %esi
	movq	40(%rsp), %r10
	movq	%rsi, 432(%rax)
.L1883:
	movq	%r12, %rsi
	movq	%r10, %rdi
	call	closed_form
	jmp	.L1884
.L1926:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1925
.L1899:
	movq	stderr(%rip), %rdi
	movq	%r9, %rcx
	movq	%r11, %rdx
	xorl	%eax, %eax
	leaq	.LC382(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L2287:
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
	jne	.L1880
	jmp	.L1968
.L1955:
	leaq	.LC6(%rip), %rsi
	movl	$-4, %edi
	call	cannot
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L1880
	jmp	.L1959
.L1954:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC388(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1958
.L2294:
	movq	16(%rsp), %rax
	movl	$18, %ecx
	leaq	.LC390(%rip), %rdi
	movq	760(%rax), %rax
	movl	284(%rax), %edx
	movl	280(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1962
.L2293:
	movq	16(%rsp), %rax
	movq	4480(%rsp), %rsi
	leaq	.LC389(%rip), %rdi
	movq	440(%rax), %rax
	movl	24(%rax), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1961
.L2292:
	leaq	.LC6(%rip), %rsi
	movl	$-4, %edi
	call	cannot
	movl	%eax, %r13d
	jmp	.L1880
.L1905:
	movq	%rax, %r8
	movq	%rax, %r9
	pxor	%xmm1, %xmm1
	shrq	%r8
	andl	$1, %r9d
	orq	%r9, %r8
	cvtsi2sdq	%r8, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1906
.L1903:
	movq	%r14, %r8
	andl	$1, %r14d
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%r14, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1904
.L2290:
	cmpl	$0, 176(%rdi)
	movq	160(%rsp), %rbp
	movq	%rdi, %r13
	movq	256(%r12), %rcx
	je	.L1908
	movq	160(%rdi), %rsi
	cmpq	%rsi, %rax
	jb	.L2022
	xorl	%edx, %edx
	divq	%rsi
	xorl	%edx, %edx
	movq	%rax, %r15
	movq	%rcx, %rax
	divq	%r15
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
.L1909:
	movq	%rax, 272(%r12)
	xorl	%r14d, %r14d
	jmp	.L1910
.L1911:
	addq	$1, %r14
.L1910:
	cmpq	368(%rbx), %r14
	jnb	.L2295
	movq	376(%rbx), %rax
	movq	(%rax,%r14,8), %r8
	testq	%r8, %r8
	je	.L1911
	movq	360(%rbx), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%rbp, %rdi
	imulq	%r14, %rsi
	call	dist_add
	jmp	.L1911
.L2295:
	movq	272(%r12), %rsi
	movq	(%rsp), %rdx
	movq	%rbp, %rdi
	call	dist_correct
	movl	2872(%rsp), %eax
	orl	4472(%rsp), %eax
	jne	.L2023
	movl	200(%r13), %edx
	movq	192(%r13), %rsi
	movq	%r12, %rcx
	movq	104(%rsp), %rdi
	call	lattice_summarise
	movl	%eax, %ebp
	testl	%eax, %eax
	je	.L2296
.L1913:
	movq	2848(%rsp), %rdi
	call	free@PLT
	movq	4448(%rsp), %rdi
	call	free@PLT
	jmp	.L1914
.L2022:
	orq	$-1, %rax
	jmp	.L1909
.L2296:
	movl	200(%r13), %edx
	movq	112(%rsp), %rdi
	leaq	80(%r12), %rcx
	movq	192(%r13), %rsi
	call	lattice_summarise
	movl	%eax, %ebp
	testl	%eax, %eax
	jne	.L1913
	movl	200(%r13), %edx
	movq	192(%r13), %rsi
	leaq	160(%r12), %rcx
	movq	(%rsp), %rdi
	call	dist_summarise
	movl	%eax, %ebp
	jmp	.L1913
.L2023:
	orl	$-1, %ebp
	jmp	.L1913
.L1908:
	movq	168(%rdi), %rax
	jmp	.L1909
.L1948:
	leaq	.LC380(%rip), %rsi
	call	cannot
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L2222
	jmp	.L1950
.L2285:
	leaq	.LC356(%rip), %r8
	leaq	.LC241(%rip), %rcx
.L2220:
	movq	16(%rsp), %rdi
	leaq	.LC357(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1823
.L1856:
	cmpl	$3, %r13d
	je	.L1865
	xorl	%r13d, %r13d
	movq	%r13, 24(%rsp)
	jmp	.L1862
.L1869:
	leaq	.LC375(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %r13d
	jmp	.L1817
.L2284:
	leaq	.LC374(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %r13d
	call	printf@PLT
	jmp	.L1817
.L2281:
	movq	16(%rsp), %rdi
	leaq	.LC6(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC333(%rip), %rcx
	leaq	.LC334(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1823
.L2270:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC379(%rip), %rsi
	movl	$1, %r13d
	call	fprintf@PLT
	jmp	.L1817
.L2265:
	leaq	.LC358(%rip), %r8
	leaq	.LC242(%rip), %rcx
	jmp	.L2220
.L2011:
	movq	%rbx, %rax
	jmp	.L1841
.L2210:
	movq	56(%rsp), %r15
	movq	64(%rsp), %r14
	movl	%ebp, %edx
	movq	72(%rsp), %r12
	jmp	.L1922
.L2027:
	orq	$-1, %rax
	jmp	.L1936
.L2275:
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	xorl	%eax, %eax
	movq	%rbx, %rcx
	leaq	.LC112(%rip), %rdx
	leaq	.LC381(%rip), %rsi
	movl	$2, %r13d
	call	fprintf@PLT
	jmp	.L2222
.L2274:
	leaq	4448(%rsp), %rax
	leaq	2848(%rsp), %rbp
	movq	%r13, %rdi
	movq	%rax, %rdx
	movq	%rbp, %rsi
	call	lattice_plan
	testl	%eax, %eax
	je	.L1890
	movq	16(%rsp), %rax
	movq	288(%rax), %rdx
	testq	%rdx, %rdx
	je	.L1890
	movq	224(%rax), %rcx
	movq	2848(%rsp), %rax
.L1891:
	movq	%rdx, %rdi
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdi, %rax
	testq	%rdx, %rdx
	jne	.L1891
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	addq	$1, %rax
	cmpq	%rax, %rbx
	cmova	%rax, %rbx
	jmp	.L1890
.L2233:
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC314(%rip), %r8
	leaq	.LC315(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1823
.L2263:
	movq	16(%rsp), %rdi
	leaq	.LC6(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC353(%rip), %rcx
	leaq	.LC354(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1823
.L2257:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	16(%rsp), %rdi
	movq	%rbx, %rcx
	leaq	.LC338(%rip), %rdx
	movq	%rax, %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1823
.L2259:
	movq	16(%rsp), %rdi
	leaq	.LC342(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC343(%rip), %rcx
	leaq	.LC344(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1823
.L2261:
	movq	16(%rsp), %rdi
	leaq	.LC347(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC348(%rip), %rcx
	leaq	.LC349(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1823
.L1853:
	movq	16(%rsp), %rdi
	leaq	.LC6(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC367(%rip), %rcx
	leaq	.LC368(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1823
.L2268:
	movq	16(%rsp), %rdi
	leaq	.LC364(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC365(%rip), %rcx
	leaq	.LC366(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1823
.L1858:
	movq	16(%rsp), %rdi
	movl	$1048576, %r8d
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC369(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1823
.L2286:
	movq	40(%rsp), %rdi
	call	default_shape
	leaq	.LC240(%rip), %rcx
	testl	%eax, %eax
	leaq	.LC239(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L1842
.L2282:
	leaq	.LC340(%rip), %rdi
	call	usage_error
	movl	%eax, %r13d
	jmp	.L1817
.L2255:
	movq	16(%rsp), %rdi
	leaq	.LC6(%rip), %r8
	leaq	.LC331(%rip), %rcx
	movl	$2048, %esi
	leaq	.LC332(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1823
.L2028:
	movq	56(%rsp), %r15
	movq	64(%rsp), %r14
	movl	$-4, %edx
	movq	72(%rsp), %r12
	jmp	.L1922
.L1846:
	leaq	.LC241(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L1845
	jmp	.L1847
.L2227:
	leaq	.LC6(%rip), %r8
	movq	16(%rsp), %rdi
	movl	$2048, %esi
	leaq	.LC316(%rip), %rdx
	movq	%r8, %rcx
	call	snprintf@PLT
	jmp	.L1823
.L2253:
	xorl	%eax, %eax
	jmp	.L1741
	.cfi_endproc
.LFE234:
	.size	bench_main, .-bench_main
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB235:
	.cfi_startproc
	jmp	bench_main
	.cfi_endproc
.LFE235:
	.size	main, .-main
	.section	.rodata.str1.1
.LC395:
	.string	"0%"
.LC396:
	.string	"90%"
.LC397:
	.string	"99%"
.LC398:
	.string	"99.9%"
.LC399:
	.string	"99.99%"
.LC400:
	.string	"99.999%"
	.section	.data.rel.ro.local,"aw"
	.align 32
	.type	XTICK.0, @object
	.size	XTICK.0, 48
XTICK.0:
	.quad	.LC395
	.quad	.LC396
	.quad	.LC397
	.quad	.LC398
	.quad	.LC399
	.quad	.LC400
	.section	.rodata.str1.1
.LC401:
	.string	"closed (from actual send)"
.LC402:
	.string	"open (from intended send)"
.LC403:
	.string	"corrected closed"
	.section	.data.rel.ro.local
	.align 16
	.type	NAMES.1, @object
	.size	NAMES.1, 24
NAMES.1:
	.quad	.LC401
	.quad	.LC402
	.quad	.LC403
	.section	.rodata.str1.1
.LC404:
	.string	"closed.values"
.LC405:
	.string	"open.values"
.LC406:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.2, @object
	.size	VALUES.2, 24
VALUES.2:
	.quad	.LC404
	.quad	.LC405
	.quad	.LC406
	.section	.rodata.str1.1
.LC407:
	.string	"closed.hgrm"
.LC408:
	.string	"open.hgrm"
.LC409:
	.string	"corrected.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.3, @object
	.size	HGRM.3, 24
HGRM.3:
	.quad	.LC407
	.quad	.LC408
	.quad	.LC409
	.section	.rodata.str1.1
.LC410:
	.string	"us"
.LC411:
	.string	"ns"
	.section	.data.rel.ro.local
	.align 32
	.type	U.4, @object
	.size	U.4, 96
U.4:
	.quad	.LC131
	.quad	1000000000
	.long	9
	.zero	4
	.quad	.LC303
	.quad	1000000
	.long	6
	.zero	4
	.quad	.LC410
	.quad	1000
	.long	3
	.zero	4
	.quad	.LC411
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
	.quad	.LC411
	.quad	1
	.quad	.LC410
	.quad	1000
	.quad	.LC303
	.quad	1000000
	.quad	.LC131
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
.LC412:
	.string	"open_closed_p99"
.LC413:
	.string	"open_closed_p999"
.LC414:
	.string	"open_closed_slow"
.LC415:
	.string	"closed_max_p99"
.LC416:
	.string	"corrected_closed_p99"
.LC417:
	.string	"open_corrected_p99"
.LC418:
	.string	"open_corrected_p90"
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 168
RATIOS:
	.quad	.LC412
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC413
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC414
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	.LC415
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	.LC416
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC417
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC418
	.long	1
	.long	1
	.long	2
	.long	1
	.section	.rodata.str1.1
.LC419:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC420:
	.string	"service time of one request (100us)"
	.section	.rodata.str1.1
.LC421:
	.string	"--interval"
	.section	.rodata.str1.8
	.align 8
.LC422:
	.string	"fixed schedule: request i due at i*T (200us)"
	.section	.rodata.str1.1
.LC423:
	.string	"--stall"
	.section	.rodata.str1.8
	.align 8
.LC424:
	.string	"length of each stall, 0 for none (200ms)"
	.section	.rodata.str1.1
.LC425:
	.string	"--period"
	.section	.rodata.str1.8
	.align 8
.LC426:
	.string	"time between stall starts, 0 for one stall (1s)"
	.section	.rodata.str1.1
.LC427:
	.string	"--first-stall"
	.section	.rodata.str1.8
	.align 8
.LC428:
	.string	"start of the first stall (500ms)"
	.align 8
.LC429:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC430:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC431:
	.string	"or exactly N scheduled requests"
	.align 8
.LC432:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sorted)"
	.section	.rodata.str1.1
.LC433:
	.string	"--schedule"
.LC434:
	.string	"fixed|poisson"
	.section	.rodata.str1.8
	.align 8
.LC435:
	.string	"fixed (default) or Poisson arrivals"
	.align 8
.LC436:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.section	.rodata.str1.1
.LC437:
	.string	"--rate"
.LC438:
	.string	"R"
	.section	.rodata.str1.8
	.align 8
.LC439:
	.string	"Poisson rate, requests a second"
	.align 8
.LC440:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC441:
	.string	"--seed"
.LC442:
	.string	"X"
	.section	.rodata.str1.8
	.align 8
.LC443:
	.string	"seeds the Poisson schedule, service times, random stalls (0)"
	.align 8
.LC444:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC445:
	.string	"--service-dist"
.LC446:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC447:
	.string	"service times, each drawn from one of these:"
	.align 8
.LC448:
	.string	"use one of the names --help lists"
	.section	.rodata.str1.1
.LC449:
	.string	"--service-cv"
	.section	.rodata.str1.8
	.align 8
.LC450:
	.string	"lognormal: the coefficient of variation"
	.align 8
.LC451:
	.string	"a number above 0 and at most 100"
	.section	.rodata.str1.1
.LC452:
	.string	"--slow-fraction"
.LC453:
	.string	"F"
	.section	.rodata.str1.8
	.align 8
.LC454:
	.string	"bimodal: the share, 0 < F < 1, that takes --slow-service"
	.section	.rodata.str1.1
.LC455:
	.string	"a number above 0 and below 1"
.LC456:
	.string	"--slow-service"
	.section	.rodata.str1.8
	.align 8
.LC457:
	.string	"bimodal: the slow requests' service time"
	.align 8
.LC458:
	.string	"a time above zero and below 2^50 ns, e.g. 10ms"
	.section	.rodata.str1.1
.LC459:
	.string	"--stalls"
.LC460:
	.string	"periodic|poisson"
	.section	.rodata.str1.8
	.align 8
.LC461:
	.string	"stall starts every --period, or at\nexponential gaps of mean --period (periodic)"
	.section	.rodata.str1.1
.LC462:
	.string	"--stall-dist"
.LC463:
	.string	"fixed|exp"
	.section	.rodata.str1.8
	.align 8
.LC464:
	.string	"each stall --stall long, or exponential of that mean"
	.section	.rodata.str1.1
.LC465:
	.string	"--arrivals"
.LC466:
	.string	"FILE"
	.section	.rodata.str1.8
	.align 8
.LC467:
	.string	"replay due times: one integer ns a line, non-decreasing"
	.section	.rodata.str1.1
.LC468:
	.string	"--closed"
.LC469:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC470:
	.string	"how the closed loop treats slots it missed"
	.align 8
.LC471:
	.string	"use catch-up, skip or back-to-back"
	.section	.rodata.str1.1
.LC472:
	.string	"--connections"
.LC473:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC474:
	.string	"C closed loops share the schedule (1)"
	.align 8
.LC475:
	.string	"a whole number from 1 to 1000000"
	.section	.rodata.str1.1
.LC476:
	.string	"--expected-interval"
.LC477:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC478:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.section	.rodata.str1.1
.LC479:
	.string	"a time above zero, or mean"
.LC480:
	.string	"--timeout"
	.section	.rodata.str1.8
	.align 8
.LC481:
	.string	"clients give up on a request after T (from its send); adds\nthe completed and censored views"
	.section	.rodata.str1.1
.LC482:
	.string	"--queue-limit"
.LC483:
	.string	"K"
	.section	.rodata.str1.8
	.align 8
.LC484:
	.string	"the server rejects a request that finds K waiting; adds\nthe ok and all views"
	.align 8
.LC485:
	.string	"a whole number of waiting requests from 0 to 1000000000"
	.section	.rodata.str1.1
.LC486:
	.string	"--reject-time"
	.section	.rodata.str1.8
	.align 8
.LC487:
	.string	"with --queue-limit: a rejection reaches the client after T (0)"
	.section	.rodata.str1.1
.LC488:
	.string	"--generator-pause"
	.section	.rodata.str1.8
	.align 8
.LC489:
	.string	"the open loop's sender stops for T once a\n--generator-period; adds the intended, actual and lag views"
	.section	.rodata.str1.1
.LC490:
	.string	"--generator-period"
	.section	.rodata.str1.8
	.align 8
.LC491:
	.string	"time between its pauses, 0 for one pause (1s)"
	.section	.rodata.str1.1
.LC492:
	.string	"--generator-first"
	.section	.rodata.str1.8
	.align 8
.LC493:
	.string	"start of its first pause (half the period; 500ms)"
	.section	.rodata.str1.1
.LC494:
	.string	"--schedule-from"
.LC495:
	.string	"base|last-send"
	.section	.rodata.str1.8
	.align 8
.LC496:
	.string	"the open loop sends request i when due (base),\nor one schedule gap after request i-1 left (last-send: drifts)"
	.section	.rodata.str1.1
.LC497:
	.string	"use base or last-send"
.LC498:
	.string	"--max-in-flight"
	.section	.rodata.str1.8
	.align 8
.LC499:
	.string	"the open loop keeps at most K requests outstanding (1-1000)"
	.section	.rodata.str1.1
.LC500:
	.string	"a whole number from 1 to 1000"
.LC501:
	.string	"--when-full"
.LC502:
	.string	"block|drop"
	.section	.rodata.str1.8
	.align 8
.LC503:
	.string	"with --max-in-flight: wait for a slot, or drop (block)"
	.section	.rodata.str1.1
.LC504:
	.string	"use block or drop"
	.section	.rodata.str1.8
	.align 8
.LC505:
	.string	"instead of a schedule, N users (1-1000) who each think,\nsend, and wait for the reply; their own recording is the truth"
	.align 8
.LC506:
	.string	"a whole number of users from 1 to 1000"
	.align 8
.LC507:
	.string	"or sessions arriving R a second, each sending until it leaves"
	.align 8
.LC508:
	.string	"sessions a second, a number above 0 and at most 1e9"
	.section	.rodata.str1.1
.LC509:
	.string	"--return-prob"
.LC510:
	.string	"P"
	.section	.rodata.str1.8
	.align 8
.LC511:
	.string	"sessions: after a reply, another request with chance P (0)"
	.align 8
.LC512:
	.string	"a chance from 0 up to, not including, 1"
	.section	.rodata.str1.1
.LC513:
	.string	"--think"
	.section	.rodata.str1.8
	.align 8
.LC514:
	.string	"users: the time between a reply and the next request (0)"
	.section	.rodata.str1.1
.LC515:
	.string	"--population --sessions"
.LC516:
	.string	"--think-dist"
	.section	.rodata.str1.8
	.align 8
.LC517:
	.string	"users: each think --think, or exponential (fixed)"
	.section	.rodata.str1.1
.LC518:
	.string	"use fixed or exp"
.LC519:
	.string	"--scoreboard"
	.section	.rodata.str1.8
	.align 8
.LC520:
	.string	"also every way to correct the closed loop (or the users),\nscored against the truth"
	.section	.rodata.str1.1
.LC521:
	.string	"--slow-above"
.LC522:
	.string	"the slow line (1ms)"
.LC523:
	.string	"--rank"
.LC524:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC525:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.section	.rodata.str1.1
.LC526:
	.string	"use round or ceil"
.LC527:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC528:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC529:
	.string	"--exact-by"
.LC530:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC531:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.align 8
.LC532:
	.string	"use auto, sorted, lattice or passes"
	.section	.rodata.str1.1
.LC533:
	.string	"--guess-entries"
	.section	.rodata.str1.8
	.align 8
.LC534:
	.string	"passes: values each percentile's first-pass guess\nholds (16384; 0: none, every percentile narrows in later passes)"
	.align 8
.LC535:
	.string	"0 (no guessing) or a whole number from 2 to 1048576"
	.section	.rodata.str1.1
.LC536:
	.string	"--quick"
.LC537:
	.string	"as QUICK=1"
.LC538:
	.string	"--verbose"
	.section	.rodata.str1.8
	.align 8
.LC539:
	.string	"also every rep's checked numbers, a line a set"
	.align 8
.LC540:
	.ascii	"defaul"
	.string	"t, feed-10ms-stall, one-2s-stall, hundred-requests,\nhundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal, gc-pauses,\ntimeouts, shedding, generator-gc, drift, in-flight-cap, mm1k-90, population,\npopulation-stalls, sessions-2, sessions-20, light-load"
	.align 8
.LC541:
	.string	"correct a recorded trace: one latency a line (ns or a unit)"
	.section	.rodata.str1.1
.LC542:
	.string	"LIST"
	.section	.rodata.str1.8
	.align 8
.LC543:
	.string	"the same from a list: 2ms*99,1000ms"
	.section	.rodata.str1.1
.LC544:
	.string	"load|stall"
	.section	.rodata.str1.8
	.align 8
.LC545:
	.string	"one table over load 10-95% or stall length"
	.section	.rodata.str1.1
.LC546:
	.string	"use load or stall"
.LC547:
	.string	"--export"
.LC548:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC549:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC550:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.section	.rodata.str1.1
.LC551:
	.string	"--export-values"
	.section	.rodata.str1.8
	.align 8
.LC552:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.section	.rodata.str1.1
.LC553:
	.string	"--hlog-interval"
	.section	.rodata.str1.8
	.align 8
.LC554:
	.string	"with --export: PREFIX.hlog's interval, whole ms from 1ms\nto 1h (1s)"
	.align 8
.LC555:
	.string	"a whole number of milliseconds from 1ms to 1h (a log's times have 3 decimals)"
	.section	.rodata.str1.1
.LC556:
	.string	"--hlog-counts"
	.section	.rodata.str1.8
	.align 8
.LC557:
	.string	"with --export: each .hlog interval's counts as RESULT\nhlog and hlog-count lines"
	.align 8
.LC558:
	.string	"the closed form against the reference simulation;\nexit 0 if they agree, 1 if not, 3 if no closed form holds"
	.align 8
.LC559:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC560:
	.string	"run the unit checks and exit"
.LC561:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 5616
OPTIONS:
	.quad	.LC1
	.long	0
	.zero	4
	.quad	.LC419
	.quad	.LC420
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	0
	.quad	1
	.zero	32
	.quad	.LC421
	.long	0
	.zero	4
	.quad	.LC419
	.quad	.LC422
	.quad	0
	.long	21
	.long	0
	.quad	set_time
	.quad	80
	.quad	1
	.zero	32
	.quad	.LC423
	.long	0
	.zero	4
	.quad	.LC419
	.quad	.LC424
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	48
	.zero	40
	.quad	.LC425
	.long	0
	.zero	4
	.quad	.LC419
	.quad	.LC426
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	56
	.zero	40
	.quad	.LC427
	.long	0
	.zero	4
	.quad	.LC419
	.quad	.LC428
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	64
	.zero	40
	.quad	.LC317
	.long	0
	.zero	4
	.quad	.LC419
	.quad	.LC429
	.quad	0
	.long	29
	.long	0
	.quad	set_duration
	.quad	376
	.quad	1
	.zero	32
	.quad	.LC318
	.long	0
	.zero	4
	.quad	.LC430
	.quad	.LC431
	.quad	0
	.long	29
	.long	0
	.quad	set_requests
	.quad	384
	.quad	1
	.quad	1099511627776
	.zero	8
	.quad	.LC432
	.zero	8
	.quad	.LC433
	.long	0
	.zero	4
	.quad	.LC434
	.quad	.LC435
	.quad	0
	.long	29
	.long	1
	.quad	set_choice
	.quad	72
	.zero	24
	.quad	.LC436
	.quad	SCHEDULE_NAMES
	.quad	.LC437
	.long	0
	.zero	4
	.quad	.LC438
	.quad	.LC439
	.quad	0
	.long	29
	.long	1
	.quad	set_real
	.quad	392
	.zero	8
	.quad	1000000000000
	.zero	8
	.quad	.LC440
	.zero	8
	.quad	.LC441
	.long	0
	.zero	4
	.quad	.LC442
	.quad	.LC443
	.quad	0
	.long	29
	.long	1
	.quad	set_count
	.quad	400
	.zero	8
	.quad	-1
	.zero	8
	.quad	.LC444
	.zero	8
	.quad	.LC445
	.long	0
	.zero	4
	.quad	.LC446
	.quad	.LC447
	.quad	0
	.long	29
	.long	1
	.quad	set_lab
	.zero	32
	.quad	.LC448
	.zero	8
	.quad	.LC449
	.long	0
	.zero	4
	.quad	.LC442
	.quad	.LC450
	.quad	0
	.long	29
	.long	1
	.quad	set_real
	.quad	16
	.zero	8
	.quad	100
	.zero	8
	.quad	.LC451
	.zero	8
	.quad	.LC452
	.long	0
	.zero	4
	.quad	.LC453
	.quad	.LC454
	.quad	0
	.long	29
	.long	1
	.quad	set_lab
	.zero	32
	.quad	.LC455
	.zero	8
	.quad	.LC456
	.long	0
	.zero	4
	.quad	.LC419
	.quad	.LC457
	.quad	0
	.long	29
	.long	1
	.quad	set_lab
	.zero	32
	.quad	.LC458
	.zero	8
	.quad	.LC459
	.long	0
	.zero	4
	.quad	.LC460
	.quad	.LC461
	.quad	0
	.long	29
	.long	1
	.quad	set_choice
	.quad	40
	.zero	24
	.quad	.LC448
	.quad	STALLS_NAME
	.quad	.LC462
	.long	0
	.zero	4
	.quad	.LC463
	.quad	.LC464
	.quad	0
	.long	29
	.long	1
	.quad	set_choice
	.quad	44
	.zero	24
	.quad	.LC448
	.quad	STALL_DIST_NAME
	.quad	.LC465
	.long	0
	.zero	4
	.quad	.LC466
	.quad	.LC467
	.quad	0
	.long	29
	.long	1
	.quad	set_lab
	.quad	408
	.zero	40
	.quad	.LC468
	.long	0
	.zero	4
	.quad	.LC469
	.quad	.LC470
	.quad	0
	.long	29
	.long	0
	.quad	set_choice
	.quad	152
	.zero	24
	.quad	.LC471
	.quad	CLOSED_NAME
	.quad	.LC472
	.long	0
	.zero	4
	.quad	.LC473
	.quad	.LC474
	.quad	0
	.long	29
	.long	0
	.quad	set_count
	.quad	160
	.quad	1
	.quad	1000000
	.zero	8
	.quad	.LC475
	.zero	8
	.quad	.LC476
	.long	0
	.zero	4
	.quad	.LC477
	.quad	.LC478
	.quad	0
	.long	23
	.long	0
	.quad	set_expected
	.zero	32
	.quad	.LC479
	.zero	8
	.quad	.LC480
	.long	0
	.zero	4
	.quad	.LC419
	.quad	.LC481
	.quad	0
	.long	1
	.long	1
	.quad	set_time
	.quad	224
	.quad	1
	.zero	32
	.quad	.LC482
	.long	0
	.zero	4
	.quad	.LC483
	.quad	.LC484
	.quad	0
	.long	1
	.long	1
	.quad	set_count
	.quad	240
	.zero	8
	.quad	1000000000
	.quad	232
	.quad	.LC485
	.zero	8
	.quad	.LC486
	.long	0
	.zero	4
	.quad	.LC419
	.quad	.LC487
	.quad	.LC482
	.long	1
	.long	1
	.quad	set_time
	.quad	248
	.zero	16
	.quad	488
	.zero	16
	.quad	.LC488
	.long	0
	.zero	4
	.quad	.LC419
	.quad	.LC489
	.quad	0
	.long	1
	.long	1
	.quad	set_time
	.quad	256
	.quad	1
	.zero	32
	.quad	.LC490
	.long	0
	.zero	4
	.quad	.LC419
	.quad	.LC491
	.quad	.LC488
	.long	1
	.long	1
	.quad	set_time
	.quad	264
	.zero	16
	.quad	496
	.zero	16
	.quad	.LC492
	.long	0
	.zero	4
	.quad	.LC419
	.quad	.LC493
	.quad	.LC488
	.long	1
	.long	1
	.quad	set_time
	.quad	272
	.zero	16
	.quad	500
	.zero	16
	.quad	.LC494
	.long	0
	.zero	4
	.quad	.LC495
	.quad	.LC496
	.quad	0
	.long	1
	.long	1
	.quad	set_choice
	.quad	280
	.zero	24
	.quad	.LC497
	.quad	FROM_NAMES
	.quad	.LC498
	.long	0
	.zero	4
	.quad	.LC483
	.quad	.LC499
	.quad	0
	.long	1
	.long	1
	.quad	set_count
	.quad	288
	.quad	1
	.quad	1000
	.zero	8
	.quad	.LC500
	.zero	8
	.quad	.LC501
	.long	0
	.zero	4
	.quad	.LC502
	.quad	.LC503
	.quad	.LC498
	.long	1
	.long	1
	.quad	set_choice
	.quad	296
	.zero	16
	.quad	492
	.quad	.LC504
	.quad	WHEN_FULL_NAMES
	.quad	.LC321
	.long	0
	.zero	4
	.quad	.LC430
	.quad	.LC505
	.quad	0
	.long	29
	.long	1
	.quad	set_count
	.quad	304
	.quad	1
	.quad	1000
	.zero	8
	.quad	.LC506
	.zero	8
	.quad	.LC322
	.long	0
	.zero	4
	.quad	.LC438
	.quad	.LC507
	.quad	0
	.long	29
	.long	1
	.quad	set_real
	.quad	312
	.zero	8
	.quad	1000000000
	.zero	8
	.quad	.LC508
	.zero	8
	.quad	.LC509
	.long	0
	.zero	4
	.quad	.LC510
	.quad	.LC511
	.quad	.LC322
	.long	29
	.long	1
	.quad	set_lab
	.zero	32
	.quad	.LC512
	.zero	8
	.quad	.LC513
	.long	0
	.zero	4
	.quad	.LC419
	.quad	.LC514
	.quad	.LC515
	.long	29
	.long	1
	.quad	set_time
	.quad	328
	.zero	40
	.quad	.LC516
	.long	0
	.zero	4
	.quad	.LC463
	.quad	.LC517
	.quad	.LC515
	.long	29
	.long	1
	.quad	set_choice
	.quad	336
	.zero	24
	.quad	.LC518
	.quad	STALL_DIST_NAME
	.quad	.LC519
	.long	1
	.zero	4
	.quad	0
	.quad	.LC520
	.quad	0
	.long	29
	.long	1
	.quad	set_flag
	.quad	504
	.zero	40
	.quad	.LC521
	.long	0
	.zero	4
	.quad	.LC419
	.quad	.LC522
	.quad	0
	.long	27
	.long	0
	.quad	set_time
	.quad	192
	.zero	40
	.quad	.LC523
	.long	0
	.zero	4
	.quad	.LC524
	.quad	.LC525
	.quad	0
	.long	31
	.long	0
	.quad	set_choice
	.quad	200
	.zero	24
	.quad	.LC526
	.quad	RANK_NAME
	.quad	.LC527
	.long	0
	.zero	4
	.quad	.LC430
	.quad	.LC528
	.quad	0
	.long	17
	.long	0
	.quad	set_reps
	.zero	8
	.quad	1
	.quad	100000
	.zero	8
	.quad	.LC314
	.zero	8
	.quad	.LC529
	.long	0
	.zero	4
	.quad	.LC530
	.quad	.LC531
	.quad	0
	.long	17
	.long	0
	.quad	set_exact_by
	.quad	204
	.zero	24
	.quad	.LC532
	.quad	SAMPLES_NAME
	.quad	.LC533
	.long	0
	.zero	4
	.quad	.LC430
	.quad	.LC534
	.quad	0
	.long	17
	.long	1
	.quad	set_lab
	.zero	16
	.quad	1048576
	.zero	8
	.quad	.LC535
	.zero	8
	.quad	.LC536
	.long	1
	.zero	4
	.quad	0
	.quad	.LC537
	.quad	0
	.long	29
	.long	0
	.quad	set_flag
	.quad	480
	.zero	40
	.quad	.LC538
	.long	1
	.zero	4
	.quad	0
	.quad	.LC539
	.quad	0
	.long	17
	.long	0
	.quad	set_flag
	.quad	452
	.zero	40
	.quad	.LC255
	.long	0
	.zero	4
	.quad	.LC446
	.quad	.LC540
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.quad	.LC319
	.long	0
	.zero	4
	.quad	.LC466
	.quad	.LC541
	.quad	0
	.long	2
	.long	1
	.quad	set_lab
	.quad	416
	.zero	40
	.quad	.LC320
	.long	0
	.zero	4
	.quad	.LC542
	.quad	.LC543
	.quad	0
	.long	2
	.long	1
	.quad	set_lab
	.quad	424
	.zero	40
	.quad	.LC323
	.long	0
	.zero	4
	.quad	.LC544
	.quad	.LC545
	.quad	0
	.long	29
	.long	1
	.quad	set_lab
	.quad	432
	.zero	24
	.quad	.LC546
	.zero	8
	.quad	.LC547
	.long	0
	.zero	4
	.quad	.LC548
	.quad	.LC549
	.quad	0
	.long	31
	.long	0
	.quad	set_export
	.quad	440
	.zero	24
	.quad	.LC550
	.zero	8
	.quad	.LC551
	.long	1
	.zero	4
	.quad	0
	.quad	.LC552
	.quad	.LC547
	.long	29
	.long	0
	.quad	set_flag
	.quad	448
	.zero	40
	.quad	.LC553
	.long	0
	.zero	4
	.quad	.LC419
	.quad	.LC554
	.quad	.LC547
	.long	29
	.long	1
	.quad	set_lab
	.zero	32
	.quad	.LC555
	.zero	8
	.quad	.LC556
	.long	1
	.zero	4
	.quad	0
	.quad	.LC557
	.quad	.LC547
	.long	29
	.long	1
	.quad	set_flag
	.quad	360
	.zero	40
	.quad	.LC233
	.long	1
	.zero	4
	.quad	0
	.quad	.LC558
	.quad	0
	.long	29
	.long	0
	.quad	set_cross_check
	.zero	48
	.quad	.LC249
	.long	2
	.zero	4
	.quad	0
	.quad	.LC559
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.quad	.LC254
	.long	2
	.zero	4
	.quad	0
	.quad	.LC560
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.quad	.LC0
	.long	2
	.zero	4
	.quad	0
	.quad	.LC561
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.section	.rodata.str1.1
.LC562:
	.string	"block"
.LC563:
	.string	"drop"
	.section	.data.rel.ro.local
	.align 16
	.type	WHEN_FULL_NAMES, @object
	.size	WHEN_FULL_NAMES, 24
WHEN_FULL_NAMES:
	.quad	.LC562
	.quad	.LC563
	.quad	0
	.section	.rodata.str1.1
.LC564:
	.string	"base"
.LC565:
	.string	"last-send"
	.section	.data.rel.ro.local
	.align 16
	.type	FROM_NAMES, @object
	.size	FROM_NAMES, 24
FROM_NAMES:
	.quad	.LC564
	.quad	.LC565
	.quad	0
	.section	.rodata.str1.1
.LC566:
	.string	"fixed"
.LC567:
	.string	"poisson"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHEDULE_NAMES, @object
	.size	SCHEDULE_NAMES, 24
SCHEDULE_NAMES:
	.quad	.LC566
	.quad	.LC567
	.quad	0
	.section	.rodata.str1.1
.LC568:
	.string	"feed-10ms-stall"
.LC569:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC570:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC571:
	.string	"one-2s-stall"
.LC572:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC573:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC574:
	.string	"hundred-requests"
.LC575:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC576:
	.string	"--service 2ms --interval 10ms --requests 199 --stall 1s --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC577:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC578:
	.string	"--service 2ms --interval 50ms --requests 103 --stall 200ms --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC579:
	.string	"mm1-half"
.LC580:
	.string	"seed 003, M/M/1 at rho 0.5"
	.section	.rodata.str1.8
	.align 8
.LC581:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC582:
	.string	"mm1-90"
.LC583:
	.string	"seed 003, M/M/1 at rho 0.9"
	.section	.rodata.str1.8
	.align 8
.LC584:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC585:
	.string	"mm1-99"
.LC586:
	.string	"seed 003, M/M/1 at rho 0.99"
	.section	.rodata.str1.8
	.align 8
.LC587:
	.string	"--schedule poisson --rate 9900 --service-dist exp --service 100us --stall 0 --requests 200000000 --reps 1"
	.section	.rodata.str1.1
.LC588:
	.string	"bimodal"
	.section	.rodata.str1.8
	.align 8
.LC589:
	.string	"the lab, M/G/1: 1 % of requests take 10 ms"
	.align 8
.LC590:
	.string	"--schedule poisson --rate 2500 --service-dist bimodal --service 100us --slow-fraction 0.01 --slow-service 10ms --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC591:
	.string	"gc-pauses"
.LC592:
	.string	"the lab, random pauses"
	.section	.rodata.str1.8
	.align 8
.LC593:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stalls poisson --period 2s --stall-dist exp --stall 50ms --duration 600s --reps 1"
	.section	.rodata.str1.1
.LC594:
	.string	"timeouts"
	.section	.rodata.str1.8
	.align 8
.LC595:
	.string	"seeds 003 and 004, a timeout left out"
	.section	.rodata.str1.1
.LC596:
	.string	"--timeout 50ms"
.LC597:
	.string	"shedding"
	.section	.rodata.str1.8
	.align 8
.LC598:
	.string	"seed 003, load shed as fast errors"
	.section	.rodata.str1.1
.LC599:
	.string	"--queue-limit 10"
.LC600:
	.string	"generator-gc"
	.section	.rodata.str1.8
	.align 8
.LC601:
	.string	"seed 003, a sender that pauses"
	.align 8
.LC602:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0"
	.section	.rodata.str1.1
.LC603:
	.string	"drift"
	.section	.rodata.str1.8
	.align 8
.LC604:
	.string	"seed 003, a schedule from the last send"
	.align 8
.LC605:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0 --schedule-from last-send"
	.section	.rodata.str1.1
.LC606:
	.string	"in-flight-cap"
	.section	.rodata.str1.8
	.align 8
.LC607:
	.string	"seed 003, a cap on requests in flight"
	.section	.rodata.str1.1
.LC608:
	.string	"--max-in-flight 10"
.LC609:
	.string	"mm1k-90"
	.section	.rodata.str1.8
	.align 8
.LC610:
	.string	"seed 003, M/M/1/K at rho 0.9, K 10"
	.align 8
.LC611:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --queue-limit 10 --requests 8000000 --reps 1"
	.section	.rodata.str1.1
.LC612:
	.string	"population"
	.section	.rodata.str1.8
	.align 8
.LC613:
	.string	"seed 004, a closed population (MVA: 301.87 us)"
	.align 8
.LC614:
	.string	"--population 10 --think 900us --service-dist exp --stall 0 --duration 100s"
	.section	.rodata.str1.1
.LC615:
	.string	"population-stalls"
	.section	.rodata.str1.8
	.align 8
.LC616:
	.string	"seed 004, a closed population on seed 000's server"
	.section	.rodata.str1.1
.LC617:
	.string	"--population 10 --think 900us"
.LC618:
	.string	"sessions-2"
	.section	.rodata.str1.8
	.align 8
.LC619:
	.string	"Schroeder et al., partly open: 2 requests a session"
	.align 8
.LC620:
	.string	"--sessions 2500 --return-prob 0.5 --think 900us"
	.section	.rodata.str1.1
.LC621:
	.string	"sessions-20"
	.section	.rodata.str1.8
	.align 8
.LC622:
	.string	"Schroeder et al., partly open: 20 requests a session"
	.align 8
.LC623:
	.string	"--sessions 250 --return-prob 0.95 --think 900us"
	.section	.rodata.str1.1
.LC624:
	.string	"light-load"
	.section	.rodata.str1.8
	.align 8
.LC625:
	.string	"seed 004, the server a monitoring agent watches: seed 000 at a twentieth of capacity"
	.section	.rodata.str1.1
.LC626:
	.string	"--service 10us"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 504
SCENARIOS:
	.quad	.LC247
	.quad	.LC248
	.quad	.LC6
	.quad	.LC568
	.quad	.LC569
	.quad	.LC570
	.quad	.LC571
	.quad	.LC572
	.quad	.LC573
	.quad	.LC574
	.quad	.LC575
	.quad	.LC576
	.quad	.LC577
	.quad	.LC575
	.quad	.LC578
	.quad	.LC579
	.quad	.LC580
	.quad	.LC581
	.quad	.LC582
	.quad	.LC583
	.quad	.LC584
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
	.quad	.LC595
	.quad	.LC596
	.quad	.LC597
	.quad	.LC598
	.quad	.LC599
	.quad	.LC600
	.quad	.LC601
	.quad	.LC602
	.quad	.LC603
	.quad	.LC604
	.quad	.LC605
	.quad	.LC606
	.quad	.LC607
	.quad	.LC608
	.quad	.LC609
	.quad	.LC610
	.quad	.LC611
	.quad	.LC612
	.quad	.LC613
	.quad	.LC614
	.quad	.LC615
	.quad	.LC616
	.quad	.LC617
	.quad	.LC618
	.quad	.LC619
	.quad	.LC620
	.quad	.LC621
	.quad	.LC622
	.quad	.LC623
	.quad	.LC624
	.quad	.LC625
	.quad	.LC626
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC181
	.quad	.LC184
	.quad	.LC180
	.local	run_fault_lock
	.comm	run_fault_lock,40,32
	.local	run_fault
	.comm	run_fault,404,32
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC194
	.quad	.LC195
	.quad	.LC192
	.section	.rodata.str1.1
.LC627:
	.string	"p50"
.LC628:
	.string	"p90"
.LC629:
	.string	"p99"
.LC630:
	.string	"p99.9"
.LC631:
	.string	"p99.99"
.LC632:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC627
	.quad	.LC628
	.quad	.LC629
	.quad	.LC630
	.quad	.LC631
	.quad	.LC632
	.section	.rodata.str1.1
.LC633:
	.string	"p999"
.LC634:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC627
	.quad	.LC628
	.quad	.LC629
	.quad	.LC633
	.quad	.LC634
	.quad	.LC632
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
.LC635:
	.string	"auto"
.LC636:
	.string	"lattice"
.LC637:
	.string	"passes"
	.section	.data.rel.ro.local
	.align 32
	.type	SAMPLES_NAME, @object
	.size	SAMPLES_NAME, 40
SAMPLES_NAME:
	.quad	.LC635
	.quad	.LC3
	.quad	.LC636
	.quad	.LC637
	.quad	0
	.section	.rodata.str1.1
.LC638:
	.string	"round"
.LC639:
	.string	"ceil"
	.section	.data.rel.ro.local
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 24
RANK_NAME:
	.quad	.LC638
	.quad	.LC639
	.quad	0
	.section	.rodata.str1.1
.LC640:
	.string	"catch-up"
.LC641:
	.string	"skip"
.LC642:
	.string	"back-to-back"
	.section	.data.rel.ro.local
	.align 32
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 32
CLOSED_NAME:
	.quad	.LC640
	.quad	.LC641
	.quad	.LC642
	.quad	0
	.section	.rodata.str1.1
.LC643:
	.string	"exp"
	.section	.data.rel.ro.local
	.align 16
	.type	STALL_DIST_NAME, @object
	.size	STALL_DIST_NAME, 24
STALL_DIST_NAME:
	.quad	.LC566
	.quad	.LC643
	.quad	0
	.section	.rodata.str1.1
.LC644:
	.string	"periodic"
	.section	.data.rel.ro.local
	.align 16
	.type	STALLS_NAME, @object
	.size	STALLS_NAME, 24
STALLS_NAME:
	.quad	.LC644
	.quad	.LC567
	.quad	0
	.section	.rodata.str1.1
.LC645:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC566
	.quad	.LC567
	.quad	.LC645
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC28:
	.long	0
	.long	1081589760
	.align 8
.LC29:
	.long	0
	.long	1081794560
	.align 8
.LC30:
	.long	0
	.long	1082535936
	.align 8
.LC31:
	.long	0
	.long	1079246848
	.align 8
.LC38:
	.long	0
	.long	1071644672
	.set	.LC39,.LC156+8
	.align 8
.LC40:
	.long	0
	.long	1127219200
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC41:
	.long	-1
	.long	2147483647
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC42:
	.long	0
	.long	1072693248
	.align 8
.LC43:
	.long	0
	.long	1076101120
	.align 8
.LC44:
	.long	0
	.long	1073217536
	.align 8
.LC45:
	.long	0
	.long	1074528256
	.align 8
.LC46:
	.long	0
	.long	1075707904
	.set	.LC47,.LC41
	.align 8
.LC48:
	.long	0
	.long	1079574528
	.align 8
.LC49:
	.long	-17155601
	.long	1072049730
	.align 8
.LC50:
	.long	0
	.long	1073741824
	.set	.LC56,.LC173+8
	.align 8
.LC59:
	.long	0
	.long	1138753536
	.align 8
.LC91:
	.long	0
	.long	1074790400
	.align 8
.LC130:
	.long	-1577058304
	.long	1114446484
	.align 8
.LC155:
	.long	0
	.long	1090021888
	.section	.rodata.cst16
	.align 16
.LC156:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC157:
	.long	0
	.long	1093567616
	.align 8
.LC158:
	.long	-858993459
	.long	1072745676
	.align 8
.LC163:
	.long	0
	.long	1081524224
	.section	.rodata.cst16
	.align 16
.LC173:
	.long	0
	.long	0
	.long	0
	.long	1083129856
	.align 16
.LC245:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC246:
	.quad	1
	.quad	200000
	.section	.rodata.cst8
	.align 8
.LC250:
	.long	0
	.long	1101206224
	.align 8
.LC251:
	.long	0
	.long	1102879800
	.section	.rodata.cst16
	.align 16
.LC272:
	.quad	1000
	.quad	1000
	.align 16
.LC288:
	.quad	1000
	.quad	5000
	.align 16
.LC290:
	.quad	7000
	.quad	1
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
