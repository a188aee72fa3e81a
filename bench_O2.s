	.file	"bench.c"
	.text
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
.LFE48:
	.size	serve_stalls, .-serve_stalls
	.p2align 4
	.type	default_shape, @function
default_shape:
.LFB56:
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
.LFE56:
	.size	default_shape, .-default_shape
	.p2align 4
	.type	cmp_u64, @function
cmp_u64:
.LFB66:
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
.LFE66:
	.size	cmp_u64, .-cmp_u64
	.p2align 4
	.type	cmp_u128, @function
cmp_u128:
.LFB67:
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
.LFE67:
	.size	cmp_u128, .-cmp_u128
	.p2align 4
	.type	nth_smallest, @function
nth_smallest:
.LFB71:
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
.LFE71:
	.size	nth_smallest, .-nth_smallest
	.p2align 4
	.type	ref_serve, @function
ref_serve:
.LFB94:
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
.LFE94:
	.size	ref_serve, .-ref_serve
	.p2align 4
	.type	ref_client, @function
ref_client:
.LFB100:
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
.LFE100:
	.size	ref_client, .-ref_client
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB108:
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
.LFE108:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	sort_fits, @function
sort_fits:
.LFB110:
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
.LFE110:
	.size	sort_fits, .-sort_fits
	.p2align 4
	.type	omissions_on, @function
omissions_on:
.LFB121:
	.cfi_startproc
	cmpq	$0, 224(%rdi)
	movl	$1, %eax
	jne	.L99
	cmpl	$0, 232(%rdi)
	je	.L105
.L99:
	ret
.L105:
	cmpq	$0, 256(%rdi)
	jne	.L99
	cmpl	$0, 280(%rdi)
	jne	.L99
	xorl	%eax, %eax
	cmpq	$0, 288(%rdi)
	setne	%al
	ret
	.cfi_endproc
.LFE121:
	.size	omissions_on, .-omissions_on
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB137:
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
.LFE137:
	.size	cmp_vc, .-cmp_vc
	.p2align 4
	.type	set_lab, @function
set_lab:
.LFB166:
	.cfi_startproc
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE166:
	.size	set_lab, .-set_lab
	.p2align 4
	.type	set_text, @function
set_text:
.LFB176:
	.cfi_startproc
	movq	56(%rsi), %rax
	movq	%rdx, (%rdi,%rax)
	movq	80(%rsi), %rax
	testq	%rax, %rax
	je	.L109
	movl	$1, (%rdi,%rax)
.L109:
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE176:
	.size	set_text, .-set_text
	.p2align 4
	.type	set_flag, @function
set_flag:
.LFB177:
	.cfi_startproc
	movq	56(%rsi), %rax
	movl	$1, (%rdi,%rax)
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE177:
	.size	set_flag, .-set_flag
	.p2align 4
	.type	set_arrivals, @function
set_arrivals:
.LFB185:
	.cfi_startproc
	movq	56(%rsi), %rax
	movl	$2, 72(%rdi)
	movq	%rdx, (%rdi,%rax)
	movq	80(%rsi), %rax
	testq	%rax, %rax
	je	.L115
	movl	$1, (%rdi,%rax)
.L115:
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE185:
	.size	set_arrivals, .-set_arrivals
	.p2align 4
	.type	set_trace, @function
set_trace:
.LFB186:
	.cfi_startproc
	movl	$1, 368(%rdi)
	movq	56(%rsi), %rax
	movq	%rdx, (%rdi,%rax)
	movq	80(%rsi), %rax
	testq	%rax, %rax
	je	.L120
	movl	$1, (%rdi,%rax)
.L120:
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE186:
	.size	set_trace, .-set_trace
	.p2align 4
	.type	set_cross_check, @function
set_cross_check:
.LFB190:
	.cfi_startproc
	movl	$3, 368(%rdi)
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE190:
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
.LFB194:
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
	jne	.L133
	cmpb	$104, 1(%rsi)
	je	.L135
.L133:
	leaq	.LC1(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
.L127:
	leaq	104+OPTIONS(%rip), %r13
	xorl	%ebx, %ebx
	jmp	.L130
	.p2align 4,,10
	.p2align 3
.L128:
	addl	$1, %ebx
	cmpl	$54, %ebx
	je	.L132
	movq	0(%r13), %rsi
	movq	%r12, %rdi
	addq	$104, %r13
	call	strcmp@PLT
.L130:
	testl	%eax, %eax
	jne	.L128
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
.L135:
	.cfi_restore_state
	cmpb	$0, 2(%rsi)
	jne	.L133
	movl	$-1, %eax
	leaq	.LC0(%rip), %r12
	jmp	.L127
	.p2align 4,,10
	.p2align 3
.L132:
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
.LFE194:
	.size	was_given, .-was_given
	.p2align 4
	.type	stall_window_free, @function
stall_window_free:
.LFB154:
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
.LFE154:
	.size	stall_window_free, .-stall_window_free
	.section	.rodata.str1.1
.LC2:
	.string	"%s '%s' is not valid: %s"
	.text
	.p2align 4
	.type	set_choice, @function
set_choice:
.LFB175:
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
	je	.L139
	movq	%rdi, %r13
	xorl	%r14d, %r14d
	jmp	.L143
	.p2align 4,,10
	.p2align 3
.L140:
	addq	$1, %r14
	movq	0(%rbp,%r14,8), %rsi
	testq	%rsi, %rsi
	je	.L139
.L143:
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L140
	movq	56(%r12), %rcx
	movq	80(%r12), %rdx
	movl	%r14d, 0(%r13,%rcx)
	testq	%rdx, %rdx
	je	.L138
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
.L139:
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
.L138:
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
.LFE175:
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
.LFB184:
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
.LFE184:
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
.LFB187:
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
	je	.L157
	leaq	.LC6(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L168
.L157:
	movl	$2, 368(%rbp)
	movq	56(%r12), %rax
	movq	%rbx, 0(%rbp,%rax)
	movq	80(%r12), %rax
	testq	%rax, %rax
	jne	.L159
.L160:
	xorl	%eax, %eax
.L156:
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
.L159:
	.cfi_restore_state
	movl	$1, 0(%rbp,%rax)
	jmp	.L160
.L168:
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbx, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L156
	.cfi_endproc
.LFE187:
	.size	set_sweep, .-set_sweep
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
	ja	.L170
	movq	%rdi, %rcx
	movsbq	%bl, %rbx
	movl	$10, %edi
	jmp	.L171
	.p2align 4,,10
	.p2align 3
.L180:
	movq	%rbx, %rax
	mulq	%rdi
	movq	%rax, %rbx
	jo	.L176
	movsbq	%sil, %rsi
	addq	%rsi, %rbx
	jc	.L176
.L171:
	movq	%rcx, %rax
	movzbl	1(%rcx), %ebp
	addq	$1, %rcx
	leal	-48(%rbp), %esi
	cmpb	$9, %sil
	jbe	.L180
	movl	$1, %r13d
	xorl	%r14d, %r14d
	cmpb	$46, %bpl
	je	.L208
.L181:
	movq	$0, 24(%rsp)
	leaq	units.6(%rip), %r12
.L186:
	movq	(%r12), %rsi
	movq	%rcx, %rdi
	movq	%rcx, (%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rcx
	testl	%eax, %eax
	jne	.L185
	movq	8(%r12), %rax
	movq	%rax, 24(%rsp)
.L185:
	addq	$16, %r12
	leaq	64+units.6(%rip), %rax
	cmpq	%r12, %rax
	jne	.L186
	testb	%bpl, %bpl
	je	.L187
	cmpq	$0, 24(%rsp)
	je	.L209
	movq	24(%rsp), %rax
.L207:
	imulq	%rax, %r14
.L190:
	movq	%r14, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	%rdx, %rsi
	movq	%rax, %r11
	testq	%rdx, %rdx
	jne	.L210
	movq	24(%rsp), %rax
	movq	%r11, %rcx
	mulq	%rbx
	xorl	%ebx, %ebx
	addq	%rax, %rcx
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	sbbq	%rbx, %rsi
	jc	.L176
.L191:
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
.L176:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC12(%rip), %r8
	leaq	.LC13(%rip), %rdx
	call	snprintf@PLT
.L173:
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
.L187:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L196
	movq	%r14, %rcx
	orq	%rbx, %rcx
	je	.L191
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L207
	leaq	.LC10(%rip), %r8
.L188:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC15(%rip), %rdx
	call	snprintf@PLT
	jmp	.L173
	.p2align 4,,10
	.p2align 3
.L208:
	movzbl	1(%rcx), %ebp
	leaq	2(%rax), %rsi
	leal	-48(%rbp), %ecx
	cmpb	$9, %cl
	ja	.L211
	addq	$11, %rax
	.p2align 4,,10
	.p2align 3
.L183:
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
	ja	.L212
	cmpq	%rsi, %rax
	jne	.L183
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC16(%rip), %r8
	leaq	.LC17(%rip), %rdx
	call	snprintf@PLT
	jmp	.L173
.L196:
	movq	$1, 24(%rsp)
	jmp	.L190
.L212:
	movq	%rsi, %rcx
	jmp	.L181
.L170:
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
	jmp	.L173
.L209:
	leaq	.LC9(%rip), %r8
	jmp	.L188
.L210:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC18(%rip), %r8
	leaq	.LC19(%rip), %rdx
	call	snprintf@PLT
	jmp	.L173
.L211:
	leaq	.LC14(%rip), %r8
	jmp	.L188
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
.LFB182:
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
	jne	.L222
.L214:
	xorl	%eax, %eax
.L213:
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
.L222:
	.cfi_restore_state
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L215
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L215
	movq	%rax, 168(%rbx)
	jmp	.L214
.L215:
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbp, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L213
	.cfi_endproc
.LFE182:
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
.LFB172:
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
	jne	.L231
	cmpq	$0, 64(%rbx)
	movq	8(%rsp), %rdx
	je	.L226
	testq	%rdx, %rdx
	je	.L232
.L226:
	movq	56(%rbx), %rcx
	movq	%rdx, (%r15,%rcx)
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L223
	movl	$1, (%r15,%rdx)
.L223:
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
.L232:
	.cfi_restore_state
	movq	(%rbx), %rcx
	movq	%rbp, %r8
	leaq	.LC22(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L225:
	movl	$-1, %eax
	jmp	.L223
.L231:
	movq	(%rbx), %rcx
	movq	%r14, %r8
	leaq	.LC21(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L225
	.cfi_endproc
.LFE172:
	.size	set_time, .-set_time
	.p2align 4
	.type	set_duration, @function
set_duration:
.LFB178:
	.cfi_startproc
	movq	$0, 384(%rdi)
	jmp	set_time
	.cfi_endproc
.LFE178:
	.size	set_duration, .-set_duration
	.p2align 4
	.type	set_hlog_interval, @function
set_hlog_interval:
.LFB189:
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
	jne	.L241
	movabsq	$3599999000000, %rsi
	movq	8(%rsp), %rcx
	leaq	-1000000(%rcx), %rdx
	cmpq	%rdx, %rsi
	jb	.L237
	movabsq	$8723391485480952121, %rdx
	movabsq	$18446744073709, %rsi
	imulq	%rcx, %rdx
	rorq	$6, %rdx
	cmpq	%rdx, %rsi
	jb	.L237
	movq	%rcx, 352(%rbp)
.L234:
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
.L237:
	.cfi_restore_state
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbx, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L236:
	movl	$-1, %eax
	jmp	.L234
.L241:
	movq	(%r12), %rcx
	movq	%r15, %r8
	leaq	.LC21(%rip), %rdx
	xorl	%eax, %eax
	movq	%r14, %rsi
	movq	%r13, %rdi
	call	snprintf@PLT
	jmp	.L236
	.cfi_endproc
.LFE189:
	.size	set_hlog_interval, .-set_hlog_interval
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB24:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L249
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
	jne	.L245
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L245
	cmpq	%r14, %rax
	jb	.L245
	cmpq	%rax, %r12
	jb	.L245
	movq	%rax, 0(%r13)
.L242:
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
.L245:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L242
	.p2align 4,,10
	.p2align 3
.L249:
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
.LFB183:
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
	jbe	.L251
.L253:
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
.L251:
	.cfi_restore_state
	leaq	8(%rsp), %rsi
	movq	%rbx, %rdi
	call	strtod@PLT
	movq	8(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L253
	movl	(%r15), %eax
	testl	%eax, %eax
	jne	.L253
	cmpb	$0, (%rdx)
	jne	.L253
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jb	.L253
	movsd	.LC24(%rip), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L253
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
.LFE183:
	.size	set_return_prob, .-set_return_prob
	.section	.rodata.str1.1
.LC25:
	.string	"%lu %lu\n"
	.text
	.p2align 4
	.type	values_writer, @function
values_writer:
.LFB159:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L267
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	leaq	.LC25(%rip), %r13
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
.L264:
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
	jb	.L264
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
.L267:
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
.LC26:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB63:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L278
	movq	(%rdi), %rax
	movq	%rdi, %r9
	testq	%r8, %r8
	je	.L272
	movq	%rsi, %r10
	xorl	%edi, %edi
	xorl	%r11d, %r11d
	jmp	.L273
	.p2align 4,,10
	.p2align 3
.L274:
	addq	$1, %rdi
	cmpq	%rdi, %r10
	je	.L270
.L277:
	movq	(%r9,%rdi,8), %rax
	cmpq	%r8, %rsi
	je	.L272
.L273:
	leaq	1(%r11), %rsi
	movq	%rax, (%rcx,%r11,8)
	movq	%rsi, %r11
	cmpq	%rdx, %rax
	jb	.L274
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L274
	cmpq	%rsi, %r8
	jne	.L275
	jmp	.L272
	.p2align 4,,10
	.p2align 3
.L276:
	cmpq	%rsi, %r8
	je	.L272
.L275:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L276
	addq	$1, %rdi
	movq	%rsi, %r11
	cmpq	%rdi, %r10
	jne	.L277
.L270:
	movq	%r11, %rax
	ret
.L272:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC26(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L278:
	.cfi_def_cfa_offset 8
	xorl	%r11d, %r11d
	jmp	.L270
	.cfi_endproc
.LFE63:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	table_push, @function
table_push:
.LFB134:
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
	je	.L287
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L303
.L287:
	cmpq	16(%rbx), %rsi
	je	.L289
	movq	(%rbx), %rax
.L290:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L288:
	xorl	%eax, %eax
.L286:
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
.L289:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L295
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L294
	salq	$5, %rsi
.L291:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L294
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L290
	.p2align 4,,10
	.p2align 3
.L303:
	addq	%rbp, 8(%rax)
	jmp	.L288
	.p2align 4,,10
	.p2align 3
.L295:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L291
.L294:
	movl	$-1, %eax
	jmp	.L286
	.cfi_endproc
.LFE134:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB136:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L313
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
	jmp	.L307
	.p2align 4,,10
	.p2align 3
.L309:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L316
.L307:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L309
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L309
	orl	$-1, %eax
	jmp	.L304
	.p2align 4,,10
	.p2align 3
.L316:
	xorl	%eax, %eax
.L304:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L313:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE136:
	.size	table_from_lattice, .-table_from_lattice
	.p2align 4
	.type	dist_free, @function
dist_free:
.LFB74:
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
.LFE74:
	.size	dist_free, .-dist_free
	.globl	__udivti3
	.globl	__divti3
	.p2align 4
	.type	ref_summary, @function
ref_summary:
.LFB103:
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
	je	.L331
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
.L321:
	movq	(%rax), %r12
	xorl	%r11d, %r11d
	addq	%r12, %rsi
	adcq	%r11, %rdi
	cmpq	%r12, %r14
	adcq	$0, %rdx
	addq	$8, %rax
	movq	%rdx, 56(%rcx)
	cmpq	%rax, %r13
	jne	.L321
	movq	%rsi, 64(%rcx)
	movq	%r8, %r14
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	movl	200(%r9), %eax
	movq	%rdi, 72(%rcx)
	leaq	PCT_MILLI(%rip), %r15
	testl	%eax, %eax
	je	.L334
	.p2align 4,,10
	.p2align 3
.L324:
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
	jne	.L324
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
.L334:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L324
	.p2align 4,,10
	.p2align 3
.L331:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE103:
	.size	ref_summary, .-ref_summary
	.p2align 4
	.type	corrected_summarise, @function
corrected_summarise:
.LFB72:
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
	je	.L336
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
	jmp	.L340
	.p2align 4,,10
	.p2align 3
.L375:
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
.L338:
	cmpq	%rbp, %rsi
	movq	80(%rsp), %rax
	adcq	$0, %r9
	addq	$8, %rdi
	cmpq	%rax, %rdi
	je	.L374
.L340:
	movq	(%rdi), %rsi
	cmpq	%rbp, %rsi
	jb	.L375
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
	jnb	.L376
	leaq	0(%rbp,%r8), %rax
	cmpq	%rax, %r11
	jb	.L338
	movq	$0, 56(%rsp)
	movq	%r11, %rax
	xorl	%edx, %edx
	subq	%r8, %rax
	divq	%rbp
	movq	%rax, 48(%rsp)
	addq	48(%rsp), %r14
	adcq	56(%rsp), %r15
	jmp	.L338
.L376:
	addq	(%rsp), %r14
	adcq	8(%rsp), %r15
	jmp	.L338
.L336:
	xorl	%eax, %eax
.L335:
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
.L374:
	.cfi_restore_state
	movq	%r13, %rax
	movq	%r14, %rsi
	movq	%r9, 48(%rsp)
	movq	64(%rsp), %r10
	subq	$0, %rax
	movq	88(%rsp), %r14
	movl	104(%rsp), %r8d
	jne	.L356
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
	je	.L377
.L343:
	xorl	%r11d, %r11d
	movq	%r14, 80(%rsp)
	movq	48(%rsp), %rbx
	movq	%r15, %r8
	movq	$0, 88(%rsp)
	movq	%r11, (%rsp)
	jmp	.L355
	.p2align 4,,10
	.p2align 3
.L344:
	movq	-8(%r10,%r8,8), %rax
.L347:
	movq	(%rsp), %rdi
	movq	192(%rsp), %rsi
	movq	%rax, 8(%rsi,%rdi)
	addq	$8, %rdi
	movq	%rdi, (%rsp)
	cmpq	$48, %rdi
	je	.L336
	movq	(%rsi), %r8
.L355:
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
	jnb	.L344
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
	jnb	.L378
	movq	%r9, %rsi
	movq	80(%rsp), %r9
	.p2align 4,,10
	.p2align 3
.L346:
	xorl	%r15d, %r15d
	addq	%r8, %r12
	movq	%r8, %r14
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%r9, %rbx
	jb	.L348
	jmp	.L379
	.p2align 4,,10
	.p2align 3
.L351:
	addq	%r14, %r12
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%rbx, %r9
	je	.L380
.L348:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	cmpq	%r8, %rax
	je	.L351
.L373:
	movq	%rax, %rcx
.L350:
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
	jnb	.L370
	movq	%rcx, %r8
	jmp	.L346
	.p2align 4,,10
	.p2align 3
.L380:
	movq	(%r10,%r9,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rax, %rcx
	jmp	.L350
	.p2align 4,,10
	.p2align 3
.L370:
	movq	%rax, %rsi
.L345:
	leaq	-1(%rsi), %rax
	imulq	%rdi, %rax
	subq	%rax, %r11
	movq	80(%rsp), %rax
	movq	%r11, 32(%rsp)
	cmpq	%rax, %rbx
	jnb	.L354
	movq	96(%rsp), %rcx
	movq	%rbx, %rax
	movq	80(%rsp), %r9
	negq	%rax
	leaq	(%rcx,%rax,8), %r11
	movq	%rbx, %rcx
	.p2align 4,,10
	.p2align 3
.L353:
	movq	(%r10,%rcx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rdx, (%r11,%rcx,8)
	addq	$1, %rcx
	cmpq	%rcx, %r9
	jne	.L353
.L354:
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
	jmp	.L347
.L379:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	jmp	.L373
.L377:
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
	jmp	.L343
.L378:
	movq	88(%rsp), %r8
	jmp	.L345
.L356:
	movl	$-2, %eax
	jmp	.L335
	.cfi_endproc
.LFE72:
	.size	corrected_summarise, .-corrected_summarise
	.p2align 4
	.type	lattice_summarise, @function
lattice_summarise:
.LFB92:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movups	%xmm0, 64(%rcx)
	movq	8(%rdi), %rax
	testq	%rax, %rax
	je	.L403
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
.L384:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L383
	addq	%rbp, 56(%rbx)
.L383:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L384
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L391
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L382
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L406
.L387:
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
.L390:
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
	jnb	.L388
	.p2align 4,,10
	.p2align 3
.L389:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L389
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L388:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L390
.L382:
	xorl	%eax, %eax
.L381:
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
.L406:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L387
.L403:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L391:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L381
	.cfi_endproc
.LFE92:
	.size	lattice_summarise, .-lattice_summarise
	.p2align 4
	.type	table_from_dist, @function
table_from_dist:
.LFB138:
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
	je	.L415
	movq	(%rdi), %rcx
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	leaq	16(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L408:
	movq	%r13, %rbx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movl	$1, %esi
	salq	$5, %rbx
	leaq	(%rcx,%rbx), %rdx
	cmpq	$0, 16(%rdx)
	jne	.L411
	jmp	.L414
	.p2align 4,,10
	.p2align 3
.L440:
	testb	%sil, %sil
	je	.L414
.L411:
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
	jb	.L440
.L414:
	addq	$1, %r13
	cmpq	8(%rbp), %r13
	jnb	.L413
	testb	%sil, %sil
	jne	.L408
.L413:
	testl	%eax, %eax
	je	.L415
.L410:
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
.L415:
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
	jne	.L416
	jmp	.L410
	.p2align 4,,10
	.p2align 3
.L441:
	cmpq	%rbp, %r12
	jnb	.L410
.L416:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	addq	$1, %r12
	addq	$16, %rbx
	call	table_push
	testl	%eax, %eax
	je	.L441
	jmp	.L410
	.cfi_endproc
.LFE138:
	.size	table_from_dist, .-table_from_dist
	.p2align 4
	.type	numbers_close, @function
numbers_close:
.LFB40:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	8(%rdi), %rdi
	call	free@PLT
	movq	(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L443
	call	fclose@PLT
.L443:
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
	movups	%xmm0, 48(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE40:
	.size	numbers_close, .-numbers_close
	.section	.rodata.str1.1
.LC27:
	.string	"%.*s.%s.tmp.%ld"
.LC28:
	.string	"w"
	.text
	.p2align 4
	.type	open_atomic, @function
open_atomic:
.LFB141:
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
	je	.L450
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L449:
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
	leaq	.LC27(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 56
	movq	%rbp, %rdi
	popq	%rdx
	.cfi_def_cfa_offset 48
	leaq	.LC28(%rip), %rsi
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
.L450:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L449
	.cfi_endproc
.LFE141:
	.size	open_atomic, .-open_atomic
	.section	.rodata.str1.8
	.align 8
.LC29:
	.string	"%s '%s' could not be read whole"
	.align 8
.LC30:
	.string	"%s '%s' is empty: it needs at least one number"
	.align 8
.LC31:
	.string	" is %zd characters long: at most %d are allowed"
	.section	.rodata.str1.1
.LC32:
	.string	": %s"
	.section	.rodata.str1.8
	.align 8
.LC33:
	.string	": '%s' is not valid: a whole number of nanoseconds from 0 to 2^62"
	.align 8
.LC34:
	.string	": %lu comes before the previous line's %lu: due times must not decrease"
	.section	.rodata.str1.1
.LC35:
	.string	"%s %.40s: line %lu"
.LC36:
	.string	"%s%s"
	.text
	.p2align 4
	.type	numbers_next, @function
numbers_next:
.LFB41:
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
	js	.L472
	addq	$1, 48(%r13)
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L457
	jmp	.L459
	.p2align 4,,10
	.p2align 3
.L460:
	movb	$0, (%rax)
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L459
.L457:
	movq	8(%r13), %rdi
	leaq	-1(%rcx), %rdx
	leaq	(%rdi,%rdx), %rax
	movzbl	(%rax), %esi
	cmpb	$10, %sil
	je	.L460
	cmpb	$13, %sil
	je	.L460
	cmpq	$64, %rcx
	jg	.L473
	movl	40(%r13), %eax
	testl	%eax, %eax
	jne	.L474
	movabsq	$4611686018427387903, %rdx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L475
	cmpq	$1, 48(%r13)
	movq	(%r12), %rcx
	jbe	.L466
	movq	56(%r13), %r8
	cmpq	%r8, %rcx
	jb	.L476
.L466:
	movq	%rcx, 56(%r13)
	jmp	.L464
	.p2align 4,,10
	.p2align 3
.L473:
	movl	$64, %r8d
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	leaq	.LC31(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
.L458:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movl	$64, %esi
	movq	%r14, %rdi
	movq	48(%r13), %r9
	leaq	.LC35(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %r8
	movq	%r14, %rcx
	movq	%rbp, %rsi
	leaq	.LC36(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L455:
	movl	$-1, %eax
.L452:
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
.L472:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L477
	cmpq	$0, 48(%r13)
	jne	.L452
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC30(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L455
	.p2align 4,,10
	.p2align 3
.L474:
	movq	%rsp, %r14
	movl	$160, %r8d
	movq	%r12, %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L478
.L464:
	movl	$1, %eax
	jmp	.L452
	.p2align 4,,10
	.p2align 3
.L459:
	movdqa	.LC37(%rip), %xmm0
	leaq	160(%rsp), %r12
	movq	%rsp, %r14
	movaps	%xmm0, 160(%rsp)
	movdqa	.LC38(%rip), %xmm0
	movaps	%xmm0, 176(%rsp)
	movdqa	.LC39(%rip), %xmm0
	movups	%xmm0, 187(%rsp)
	jmp	.L458
	.p2align 4,,10
	.p2align 3
.L478:
	leaq	160(%rsp), %r12
	movq	%r14, %rcx
	movl	$192, %esi
	xorl	%eax, %eax
	leaq	.LC32(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L458
.L475:
	movq	8(%r13), %rcx
	leaq	.LC33(%rip), %rdx
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	movl	$192, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L458
.L477:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC29(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L455
.L476:
	leaq	160(%rsp), %r12
	leaq	.LC34(%rip), %rdx
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	%rsp, %r14
	call	snprintf@PLT
	jmp	.L458
	.cfi_endproc
.LFE41:
	.size	numbers_next, .-numbers_next
	.section	.rodata.str1.1
.LC40:
	.string	" stroke-dasharray=\"5 4\""
.LC41:
	.string	" "
	.section	.rodata.str1.8
	.align 8
.LC42:
	.string	"<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\""
	.section	.rodata.str1.1
.LC47:
	.string	"%s%.1f,%.1f"
.LC48:
	.string	"\"/>\n"
	.text
	.p2align 4
	.type	svg_line, @function
svg_line:
.LFB149:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rsi, %r14
	leaq	.LC42(%rip), %rsi
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	leaq	.LC40(%rip), %rcx
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
	je	.L481
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L483:
	movsd	16(%r14), %xmm2
	movsd	(%r14), %xmm3
	testq	%r15, %r15
	movq	%rbx, %rdi
	movsd	0(%r13,%r15,8), %xmm1
	movsd	24(%r14), %xmm0
	leaq	.LC41(%rip), %rax
	leaq	.LC8(%rip), %rdx
	movsd	.LC44(%rip), %xmm4
	cmovne	%rax, %rdx
	leaq	.LC47(%rip), %rsi
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
	mulsd	.LC43(%rip), %xmm1
	subsd	%xmm1, %xmm4
	movapd	%xmm4, %xmm1
	mulsd	.LC45(%rip), %xmm0
	addsd	.LC46(%rip), %xmm0
	call	fprintf@PLT
	cmpq	%r15, %rbp
	jne	.L483
.L481:
	addq	$8, %rsp
	.cfi_def_cfa_offset 56
	movq	%rbx, %rcx
	movl	$4, %edx
	movl	$1, %esi
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC48(%rip), %rdi
	popq	%rbp
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
.LFE149:
	.size	svg_line, .-svg_line
	.section	.rodata.str1.1
.LC49:
	.string	"bench: "
.LC50:
	.string	"\\n"
.LC51:
	.string	"\\x%02x"
	.text
	.p2align 4
	.type	usage_error, @function
usage_error:
.LFB243:
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
	leaq	.LC49(%rip), %rdi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	je	.L497
	leaq	.LC51(%rip), %rbp
	leaq	.LC50(%rip), %r12
	jmp	.L492
	.p2align 4,,10
	.p2align 3
.L493:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L498
	cmpb	$127, %al
	je	.L498
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L494:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L497
.L492:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L493
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L492
.L497:
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
.L498:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L494
	.cfi_endproc
.LFE243:
	.size	usage_error, .-usage_error
	.section	.rodata.str1.1
.LC52:
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
	je	.L506
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
.L506:
	.cfi_restore_state
	movq	%rbp, %rcx
	leaq	4+run_fault(%rip), %rdi
	leaq	.LC52(%rip), %rdx
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
	jne	.L509
	testl	%ebp, %ebp
	jne	.L514
.L507:
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
.L509:
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
.L514:
	.cfi_restore_state
	movl	$-4, %ebp
	jmp	.L507
	.cfi_endproc
.LFE14:
	.size	fault_rc, .-fault_rc
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB109:
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
	je	.L516
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L517:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L517
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L522:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L522
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L519
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L541
.L538:
	pxor	%xmm0, %xmm0
.L524:
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
.L516:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L519:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC53(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L538
.L541:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L539
	sqrtsd	%xmm0, %xmm0
.L528:
	divsd	%xmm2, %xmm0
	jmp	.L524
.L539:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L528
	.cfi_endproc
.LFE109:
	.size	stats_of, .-stats_of
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB145:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	divsd	.LC54(%rip), %xmm0
	movq	%xmm0, %rbx
	call	log10@PLT
	movsd	.LC61(%rip), %xmm2
	movsd	.LC55(%rip), %xmm3
	movapd	%xmm0, %xmm1
	andpd	%xmm2, %xmm0
	ucomisd	%xmm0, %xmm3
	jbe	.L543
	cvttsd2siq	%xmm1, %rax
	pxor	%xmm0, %xmm0
	movsd	.LC24(%rip), %xmm4
	andnpd	%xmm1, %xmm2
	cvtsi2sdq	%rax, %xmm0
	movapd	%xmm0, %xmm3
	cmpnlesd	%xmm1, %xmm3
	andpd	%xmm4, %xmm3
	subsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm1
	orpd	%xmm2, %xmm1
.L543:
	movq	.LC57(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC58(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L542
	movsd	.LC59(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L551
	addsd	%xmm0, %xmm0
.L542:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L551:
	.cfi_restore_state
	movsd	.LC60(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L552
	mulsd	.LC54(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L552:
	.cfi_restore_state
	mulsd	.LC57(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE145:
	.size	nice_step, .-nice_step
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
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
	je	.L555
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L556:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L556
	testq	%rcx, %rcx
	je	.L570
	testq	%rbx, %rbx
	je	.L570
	testq	%rcx, %rcx
	js	.L557
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L558:
	movsd	.LC62(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L568
	.p2align 4,,10
	.p2align 3
.L591:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L564
	leaq	(%rsi,%rsi), %r9
	movq	%rbx, %rdi
	movsd	%xmm2, 24(%rsp)
	addq	%r9, %rsi
	movq	%r9, 16(%rsp)
	salq	$4, %rsi
	call	realloc@PLT
	movq	16(%rsp), %r9
	movq	.LC62(%rip), %rdx
	testq	%rax, %rax
	movsd	24(%rsp), %xmm2
	movq	%rdx, %xmm3
	je	.L589
	movq	%r9, %rsi
	movq	%rax, %rbx
.L564:
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
	divsd	.LC63(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm1, %xmm1
	addq	$1, %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC64(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	pxor	%xmm1, %xmm1
	movsd	16(%rsp), %xmm2
	movq	24(%rsp), %rsi
	cvttsd2siq	%xmm0, %rax
	leaq	(%rax,%rax,4), %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC62(%rip), %rax
	movq	%rax, %xmm3
	xorl	%eax, %eax
	movapd	%xmm3, %xmm0
	divsd	%xmm1, %xmm0
	addsd	%xmm0, %xmm2
	cmpq	%r12, %r14
	jnb	.L590
.L568:
	testl	%eax, %eax
	je	.L559
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L559:
	testq	%r14, %r14
	js	.L561
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L562:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L591
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L568
.L590:
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
.L555:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L554:
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
.L561:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L562
	.p2align 4,,10
	.p2align 3
.L557:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L558
.L570:
	xorl	%esi, %esi
	jmp	.L555
.L589:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L554
	.cfi_endproc
.LFE139:
	.size	percentile_rows, .-percentile_rows
	.section	.rodata.str1.1
.LC65:
	.string	"1/(1-Percentile)"
.LC66:
	.string	"TotalCount"
.LC67:
	.string	"Percentile"
.LC68:
	.string	"Value"
.LC69:
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
	je	.L626
	leaq	.LC65(%rip), %r9
	leaq	.LC66(%rip), %r8
	xorl	%eax, %eax
	movq	%rbx, %rdi
	leaq	.LC67(%rip), %rcx
	leaq	.LC68(%rip), %rdx
	leaq	.LC69(%rip), %rsi
	call	fprintf@PLT
	movq	40(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L642
	movsd	.LC70(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC72(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L602
	.p2align 4,,10
	.p2align 3
.L643:
	movq	%rbx, %rdi
	movl	$3, %eax
	addq	$1, %r13
	addq	$24, %r14
	movsd	.LC24(%rip), %xmm2
	movsd	.LC24(%rip), %xmm5
	leaq	.LC71(%rip), %rsi
	subsd	%xmm1, %xmm2
	divsd	%xmm2, %xmm5
	movapd	%xmm5, %xmm2
	call	fprintf@PLT
	cmpq	%rbp, %r13
	je	.L603
.L602:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC62(%rip), %xmm1
	testq	%rax, %rax
	js	.L597
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L598:
	movsd	.LC62(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L643
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L602
.L603:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L644
.L595:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L608
	.p2align 4,,10
	.p2align 3
.L646:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L606
.L647:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L607:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L645
.L608:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L646
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
	jns	.L647
.L606:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L607
	.p2align 4,,10
	.p2align 3
.L597:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L598
	.p2align 4,,10
	.p2align 3
.L645:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L615
	.p2align 4,,10
	.p2align 3
.L649:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L613
.L650:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L614:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L648
.L615:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L649
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
	jns	.L650
.L613:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L614
	.p2align 4,,10
	.p2align 3
.L648:
	movsd	.LC73(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L616
	cvttsd2siq	%xmm4, %r14
.L610:
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
	jbe	.L627
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L619:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L618
	cmpl	$63, %ebp
	jle	.L619
.L618:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L640
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L623:
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
	js	.L624
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L625:
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
.L592:
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
.L616:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L610
	.p2align 4,,10
	.p2align 3
.L624:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L625
	.p2align 4,,10
	.p2align 3
.L627:
	movl	$1, %ebp
	jmp	.L618
	.p2align 4,,10
	.p2align 3
.L642:
	movsd	.LC70(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L595
	.p2align 4,,10
	.p2align 3
.L644:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L610
.L626:
	movl	$-1, %eax
	jmp	.L592
.L640:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L623
	.cfi_endproc
.LFE158:
	.size	hgrm_writer, .-hgrm_writer
	.section	.rodata.str1.1
.LC77:
	.string	"bench: cannot write %s: %s\n"
.LC78:
	.string	"bench: writing %s failed\n"
.LC79:
	.string	"RESULT export file=%s\n"
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
	leaq	.LC36(%rip), %rdx
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
	je	.L659
	movq	%rax, %rbx
	movq	%rax, %rdi
	movq	%r14, %rsi
	call	*%r13
	movq	%rbx, %rdi
	testl	%eax, %eax
	jne	.L660
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L658
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L658
	movq	%rbp, %rsi
	leaq	.LC79(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L651:
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
.L660:
	.cfi_restore_state
	call	fclose@PLT
.L658:
	movq	%r12, %rdi
	call	remove@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC78(%rip), %rsi
	call	fprintf@PLT
.L653:
	movl	$-1, %ebx
	jmp	.L651
.L659:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC77(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L653
	.cfi_endproc
.LFE157:
	.size	export_file, .-export_file
	.section	.rodata.str1.8
	.align 8
.LC80:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.align 8
.LC81:
	.string	"service times are drawn from a distribution"
	.align 8
.LC82:
	.string	"stall lengths are drawn from a distribution"
	.section	.rodata.str1.1
.LC83:
	.string	"stalls come at random"
	.section	.rodata.str1.8
	.align 8
.LC84:
	.string	"a stall's backlog has not drained when the next stall begins"
	.align 8
.LC85:
	.string	"it covers back-to-back closed loops with one connection only"
	.align 8
.LC86:
	.string	"the stall period is not a whole number of intervals"
	.align 8
.LC87:
	.string	"the load is at or above capacity (service >= interval)"
	.align 8
.LC88:
	.string	"the first stall does not begin on a due instant"
	.align 8
.LC89:
	.string	"it covers skipping closed loops with one connection only"
	.text
	.p2align 4
	.type	closed_form_gap, @function
closed_form_gap:
.LFB81:
	.cfi_startproc
	movl	72(%rdi), %edx
	leaq	.LC80(%rip), %rax
	testl	%edx, %edx
	jne	.L661
	cmpl	$0, 8(%rdi)
	leaq	.LC81(%rip), %rax
	jne	.L661
	movq	48(%rdi), %rcx
	testq	%rcx, %rcx
	je	.L663
	cmpl	$0, 40(%rdi)
	leaq	.LC83(%rip), %rax
	jne	.L661
	cmpl	$0, 44(%rdi)
	leaq	.LC82(%rip), %rax
	jne	.L661
.L663:
	movq	(%rdi), %r8
	movq	80(%rdi), %rsi
	leaq	.LC87(%rip), %rax
	cmpq	%rsi, %r8
	jnb	.L661
	movl	152(%rdi), %eax
	cmpl	$2, %eax
	je	.L681
	subl	$1, %eax
	jne	.L665
	cmpq	$1, 160(%rdi)
	leaq	.LC89(%rip), %rax
	ja	.L661
.L665:
	testq	%rcx, %rcx
	je	.L675
	movq	64(%rdi), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	.LC88(%rip), %rax
	testq	%rdx, %rdx
	jne	.L661
	movq	56(%rdi), %rax
	testq	%rax, %rax
	je	.L675
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC86(%rip), %rax
	testq	%rdx, %rdx
	jne	.L661
	subq	%r8, %rsi
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	%rax, %rcx
	leaq	.LC84(%rip), %rax
	sbbq	$-1, %rcx
	cmpq	%rcx, %rdi
	cmovnb	%r9, %rax
	ret
.L675:
	xorl	%eax, %eax
.L661:
	ret
.L681:
	cmpq	$1, 160(%rdi)
	leaq	.LC85(%rip), %rax
	jbe	.L665
	ret
	.cfi_endproc
.LFE81:
	.size	closed_form_gap, .-closed_form_gap
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB88:
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
	je	.L682
	movq	%rdi, %r10
	call	closed_form_gap
	movq	%rax, %rdx
	xorl	%eax, %eax
	testq	%rdx, %rdx
	je	.L695
.L682:
	addq	$48, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
.L695:
	.cfi_restore_state
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
	xorl	%eax, %eax
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L685
	jmp	.L696
	.p2align 4,,10
	.p2align 3
.L689:
	movq	%rdx, %rcx
.L685:
	xorl	%edx, %edx
	divq	%rcx
	movq	%rcx, %rax
	testq	%rdx, %rdx
	jne	.L689
.L684:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	je	.L697
	movq	%rcx, %rax
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L685
.L696:
	movq	%rax, %rcx
	jmp	.L684
.L697:
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
	jmp	.L682
	.cfi_endproc
.LFE88:
	.size	lattice_plan, .-lattice_plan
	.p2align 4
	.type	plan_route, @function
plan_route:
.LFB111:
	.cfi_startproc
	movl	204(%rdi), %eax
	testl	%eax, %eax
	je	.L706
	ret
.L706:
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
	jne	.L700
	movq	%rbx, %rdi
	call	sort_fits
	cmpl	$1, %eax
	sbbl	%eax, %eax
	andl	$2, %eax
	addl	$1, %eax
.L698:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
.L700:
	.cfi_restore_state
	movl	$2, %eax
	jmp	.L698
	.cfi_endproc
.LFE111:
	.size	plan_route, .-plan_route
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB264:
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
	je	.L714
.L708:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L707:
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
.L714:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L715
	movl	$512, %esi
	movl	$16, %ebp
.L709:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L716
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L708
	.p2align 4,,10
	.p2align 3
.L715:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L709
.L716:
	movl	$1, 24(%rbx)
	jmp	.L707
	.cfi_endproc
.LFE264:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.1
.LC90:
	.string	"bench: %s\n"
	.section	.rodata.str1.8
	.align 8
.LC91:
	.string	"bench: the corrected set would hold more than 2^64 values: raise --expected-interval or shorten the run\n"
	.section	.rodata.str1.1
.LC92:
	.string	"bench: out of memory %s\n"
	.text
	.p2align 4
	.type	cannot, @function
cannot:
.LFB214:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rcx
	cmpl	$-4, %edi
	je	.L722
	cmpl	$-2, %edi
	je	.L723
	movq	%rsi, %rdx
	movq	%rcx, %rdi
	leaq	.LC92(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %eax
.L717:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L722:
	.cfi_restore_state
	leaq	4+run_fault(%rip), %rdx
	leaq	.LC90(%rip), %rsi
	movq	%rcx, %rdi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	run_fault(%rip), %eax
	jmp	.L717
.L723:
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC91(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L717
	.cfi_endproc
.LFE214:
	.size	cannot, .-cannot
	.section	.rodata.str1.1
.LC93:
	.string	"%.1f"
.LC94:
	.string	"%.3f"
	.text
	.p2align 4
	.type	fmt_ratio.constprop.0, @function
fmt_ratio.constprop.0:
.LFB273:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	je	.L725
	testq	%rsi, %rsi
	js	.L726
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L728
.L736:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L729:
	divsd	%xmm1, %xmm0
	leaq	.LC94(%rip), %rax
	movq	%rbx, %rdi
	movl	$32, %esi
	leaq	.LC93(%rip), %rdx
	comisd	.LC62(%rip), %xmm0
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
.L726:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L736
.L728:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L729
	.p2align 4,,10
	.p2align 3
.L725:
	movq	%rbx, %rax
	movl	$6369134, (%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE273:
	.size	fmt_ratio.constprop.0, .-fmt_ratio.constprop.0
	.p2align 4
	.type	alternatives.constprop.0, @function
alternatives.constprop.0:
.LFB276:
	.cfi_startproc
	movzbl	(%rdi), %ecx
	movq	%rsi, %rax
	testb	%cl, %cl
	je	.L743
	xorl	%edx, %edx
	jmp	.L742
	.p2align 4,,10
	.p2align 3
.L739:
	addq	$1, %rdi
	movb	%cl, (%r8)
	addq	$1, %rdx
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	je	.L745
.L741:
	leaq	4(%rdx), %r8
	cmpq	$127, %r8
	ja	.L746
.L742:
	leaq	(%rax,%rdx), %r8
	cmpb	$32, %cl
	jne	.L739
	addq	$1, %rdi
	movl	$544370464, (%r8)
	addq	$4, %rdx
	movb	$0, 4(%r8)
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	jne	.L741
	.p2align 4,,10
	.p2align 3
.L745:
	movl	$127, %ecx
	cmpq	%rcx, %rdx
	cmova	%rcx, %rdx
	addq	%rax, %rdx
.L738:
	movb	$0, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L746:
	addq	%rax, %rdx
	movb	$0, (%rdx)
	ret
.L743:
	movq	%rsi, %rdx
	jmp	.L738
	.cfi_endproc
.LFE276:
	.size	alternatives.constprop.0, .-alternatives.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC95:
	.ascii	"usage: ben"
	.string	"ch [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr); 3 --cross-check found no closed form."
	.section	.rodata.str1.1
.LC96:
	.string	"%s%s%s"
.LC97:
	.string	"  %s\n"
.LC98:
	.string	"  %-24s %.*s\n"
	.section	.rodata.str1.8
	.align 8
.LC99:
	.string	"Each of these applies only with another:"
	.section	.rodata.str1.1
.LC100:
	.string	"    %-22s with %s\n"
	.section	.rodata.str1.8
	.align 8
.LC101:
	.string	"On a recorded trace (--correct, --trace-values) only these apply:\n   "
	.section	.rodata.str1.1
.LC102:
	.string	" %s"
	.section	.rodata.str1.8
	.align 8
.LC103:
	.string	"\nThe lab (./lab --help) adds drawn service times, random stalls, faults, users, the scoreboard and sweeps to these."
	.text
	.p2align 4
	.type	print_usage, @function
print_usage:
.LFB196:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	.LC95(%rip), %rdi
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
	leaq	.LC98(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%r15, %rbx
	subq	$152, %rsp
	.cfi_def_cfa_offset 208
	call	puts@PLT
	movq	%r15, 8(%rsp)
	movq	%r12, %r15
	jmp	.L757
.L755:
	addq	$104, %rbx
	cmpq	%r13, %rbx
	je	.L774
	.p2align 4,,10
	.p2align 3
.L749:
	movq	24(%rbx), %rdi
	movl	$10, %esi
	call	strchr@PLT
	movq	%rax, %r15
.L757:
	movl	44(%rbx), %ecx
	testl	%ecx, %ecx
	jne	.L755
	movq	16(%rbx), %r9
	leaq	.LC41(%rip), %r8
	testq	%r9, %r9
	je	.L775
.L751:
	leaq	16(%rsp), %r14
	movq	(%rbx), %rcx
	xorl	%eax, %eax
	movl	$64, %esi
	movq	%r14, %rdi
	leaq	.LC96(%rip), %rdx
	movq	24(%rbx), %r12
	call	snprintf@PLT
	movq	%r14, %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	ja	.L776
	testq	%r15, %r15
	je	.L753
.L780:
	movl	%r15d, %edx
	movq	%r12, %rcx
	movq	%r14, %rsi
	movq	%rbp, %rdi
	subl	%r12d, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L754
	.p2align 4,,10
	.p2align 3
.L777:
	movq	%rax, %rdx
	movq	%r12, %rcx
	leaq	.LC8(%rip), %rsi
	movq	%rbp, %rdi
	subq	%r15, %rdx
	xorl	%eax, %eax
	movq	%r14, %r15
	subl	$1, %edx
	call	printf@PLT
.L754:
	leaq	1(%r15), %r12
	movl	$10, %esi
	movq	%r12, %rdi
	call	strchr@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	jne	.L777
	movq	%r12, %rdi
	addq	$104, %rbx
	call	strlen@PLT
	movq	%r12, %rcx
	leaq	.LC8(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r13, %rbx
	jne	.L749
.L774:
	leaq	.LC99(%rip), %rdi
	movq	8(%rsp), %r15
	leaq	OPTIONS(%rip), %rbx
	call	puts@PLT
	leaq	.LC100(%rip), %rbp
	jmp	.L759
	.p2align 4,,10
	.p2align 3
.L758:
	addq	$104, %rbx
	cmpq	%r13, %rbx
	je	.L778
.L759:
	movq	32(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L758
	movl	44(%rbx), %edx
	testl	%edx, %edx
	jne	.L758
	leaq	16(%rsp), %rsi
	addq	$104, %rbx
	call	alternatives.constprop.0
	movq	-104(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r13, %rbx
	jne	.L759
.L778:
	leaq	.LC101(%rip), %rdi
	xorl	%eax, %eax
	leaq	.LC102(%rip), %rbx
	call	printf@PLT
	jmp	.L761
	.p2align 4,,10
	.p2align 3
.L760:
	addq	$104, %r15
	cmpq	%r13, %r15
	je	.L779
.L761:
	testb	$2, 40(%r15)
	je	.L760
	cmpl	$2, 8(%r15)
	je	.L760
	movl	44(%r15), %eax
	testl	%eax, %eax
	jne	.L760
	movq	(%r15), %rsi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$104, %r15
	call	printf@PLT
	cmpq	%r13, %r15
	jne	.L761
.L779:
	addq	$152, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC103(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
.L776:
	.cfi_restore_state
	movq	%r14, %rsi
	leaq	.LC97(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 16(%rsp)
	testq	%r15, %r15
	jne	.L780
.L753:
	movq	%r12, %rdi
	call	strlen@PLT
	movq	%r12, %rcx
	movq	%r14, %rsi
	movq	%rbp, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L755
	.p2align 4,,10
	.p2align 3
.L775:
	leaq	.LC8(%rip), %r9
	movq	%r9, %r8
	jmp	.L751
	.cfi_endproc
.LFE196:
	.size	print_usage, .-print_usage
	.section	.rodata.str1.8
	.align 8
.LC105:
	.string	"<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n"
	.align 8
.LC106:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	.align 8
.LC107:
	.string	"<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC108:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC109:
	.string	"<text x=\"18\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 18 %d)\">%s</text>\n"
	.text
	.p2align 4
	.type	svg_axes.constprop.0, @function
svg_axes.constprop.0:
.LFB277:
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
	divsd	.LC70(%rip), %xmm0
	movsd	%xmm0, 16(%rsp)
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jb	.L782
	movapd	%xmm3, %xmm0
	leaq	.LC105(%rip), %r12
	jmp	.L785
	.p2align 4,,10
	.p2align 3
.L789:
	movsd	16(%rbx), %xmm0
.L785:
	movapd	%xmm3, %xmm2
	subsd	%xmm0, %xmm1
	movl	$790, %ecx
	movq	%r12, %rsi
	subsd	%xmm0, %xmm2
	movl	$80, %edx
	movq	%rbp, %rdi
	movl	$4, %eax
	movsd	.LC44(%rip), %xmm0
	movl	$74, %r8d
	movsd	%xmm3, (%rsp)
	divsd	%xmm1, %xmm2
	mulsd	.LC43(%rip), %xmm2
	subsd	%xmm2, %xmm0
	movsd	.LC104(%rip), %xmm2
	addsd	%xmm0, %xmm2
	movapd	%xmm0, %xmm1
	call	fprintf@PLT
	movsd	24(%rbx), %xmm1
	movsd	16(%rsp), %xmm0
	movsd	(%rsp), %xmm3
	addsd	8(%rsp), %xmm3
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jnb	.L789
.L782:
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
	leaq	.LC106(%rip), %rsi
	pushq	$80
	.cfi_def_cfa_offset 112
	call	fprintf@PLT
	movq	%r13, %r8
	movq	%rbp, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 80
	movl	$478, %ecx
	movl	$435, %edx
	leaq	.LC107(%rip), %rsi
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
	leaq	.LC108(%rip), %r8
	leaq	.LC109(%rip), %rsi
	popq	%r13
	.cfi_def_cfa_offset 8
	jmp	fprintf@PLT
	.cfi_endproc
.LFE277:
	.size	svg_axes.constprop.0, .-svg_axes.constprop.0
	.section	.rodata.str1.1
.LC110:
	.string	"%lu.%0*lu %s"
.LC111:
	.string	"%lu %s"
	.text
	.p2align 4
	.type	fmt_read.constprop.0, @function
fmt_read.constprop.0:
.LFB278:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rsi, %rax
	movq	%rdi, %rbx
	cmpq	$999999999, %rsi
	ja	.L797
	cmpq	$999999, %rsi
	ja	.L798
	cmpq	$1000, %rsi
	sbbq	%rcx, %rcx
	andq	$-999, %rcx
	addq	$1000, %rcx
	cmpq	$1000, %rsi
	sbbl	%edi, %edi
	notl	%edi
	addl	$3, %edi
.L791:
	xorl	%edx, %edx
	movslq	%edi, %rsi
	leaq	U.4(%rip), %r11
	divq	%rcx
	movq	%rax, %rcx
	leaq	(%rsi,%rsi,2), %rax
	movl	16(%r11,%rax,8), %r8d
	testl	%r8d, %r8d
	je	.L793
	movabsq	$-3689348814741910323, %r9
	movq	%rdx, %rax
	movabsq	$1844674407370955161, %r10
	imulq	%r9, %rax
	rorq	%rax
	cmpq	%rax, %r10
	jnb	.L795
	jmp	.L794
	.p2align 4,,10
	.p2align 3
.L808:
	movq	%rdx, %rdi
	imulq	%r9, %rdi
	rorq	%rdi
	cmpq	%rdi, %r10
	jb	.L794
.L795:
	movq	%rdx, %rax
	mulq	%r9
	shrq	$3, %rdx
	subl	$1, %r8d
	jne	.L808
.L793:
	imulq	$24, %rsi, %rdi
	leaq	.LC111(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	movq	(%r11,%rdi), %r8
	movq	%rbx, %rdi
	call	snprintf@PLT
.L796:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L794:
	.cfi_restore_state
	imulq	$24, %rsi, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 24
	movq	%rdx, %r9
	movl	$32, %esi
	leaq	.LC110(%rip), %rdx
	xorl	%eax, %eax
	pushq	(%r11,%rdi)
	.cfi_def_cfa_offset 32
	movq	%rbx, %rdi
	call	snprintf@PLT
	popq	%rdx
	.cfi_def_cfa_offset 24
	popq	%rcx
	.cfi_def_cfa_offset 16
	jmp	.L796
.L797:
	movl	$1000000000, %ecx
	xorl	%edi, %edi
	jmp	.L791
.L798:
	movl	$1000000, %ecx
	movl	$1, %edi
	jmp	.L791
	.cfi_endproc
.LFE278:
	.size	fmt_read.constprop.0, .-fmt_read.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC112:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC113:
	.string	"The recordings part at %s: the open loop reads %s there, %s times the closed loop's %s.\n"
	.align 8
.LC114:
	.string	"They part at p99: the open loop reads %s there, %s times the closed loop's %s"
	.section	.rodata.str1.1
.LC115:
	.string	"At p99 the two loops agree"
	.section	.rodata.str1.8
	.align 8
.LC116:
	.string	"At p99 the open loop reads %s, %s times the closed loop"
	.align 8
.LC117:
	.string	", and the correction at %s leaves the closed loop's p99 as it was.\n"
	.align 8
.LC118:
	.string	"; corrected at %s, the closed loop reads %s.\n"
	.align 8
.LC119:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC120:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s.\n"
	.text
	.p2align 4
	.type	print_findings, @function
print_findings:
.LFB221:
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
.L813:
	movq	40(%rbp,%rbx,8), %rax
	addq	%rax, %rax
	cmpq	%rax, 120(%rbp,%rbx,8)
	jb	.L810
	movl	$10, %edi
	call	putchar@PLT
	cmpl	$2, %ebx
	je	.L823
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
	leaq	.LC113(%rip), %rdi
	movq	%rax, %rdx
	leaq	PCT_LABEL(%rip), %rax
	movq	(%rax,%rbx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	136(%rbp), %r15
	movq	56(%rbp), %rbx
	movq	216(%rbp), %r14
.L814:
	cmpq	%rbx, %r15
	je	.L825
	movq	%rbx, %rdx
	leaq	48(%rsp), %rdi
	movq	%r15, %rsi
	call	fmt_ratio.constprop.0
	leaq	16(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rax, (%rsp)
	call	fmt_read.constprop.0
	movq	(%rsp), %rdx
	leaq	.LC116(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L815:
	cmpq	%r14, %rbx
	je	.L826
	leaq	144(%rsp), %rdi
	movq	%r14, %rsi
	call	fmt_read.constprop.0
	leaq	112(%rsp), %rdi
	movq	%rax, %rbx
	movq	344(%rbp), %rax
	movq	272(%rax), %rsi
	call	fmt_read.constprop.0
	movq	%rbx, %rdx
	leaq	.LC118(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L819:
	testl	%r13d, %r13d
	jne	.L820
	leaq	.LC119(%rip), %rdi
	call	puts@PLT
.L809:
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
.L810:
	.cfi_restore_state
	addq	$1, %rbx
	cmpq	$6, %rbx
	jne	.L813
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC112(%rip), %rdi
	call	puts@PLT
	movq	136(%rbp), %r15
	movq	56(%rbp), %rbx
	movq	216(%rbp), %r14
	jmp	.L814
.L820:
	movq	32(%r12), %rdx
	movq	(%r12), %rax
	leaq	16(%rsp), %rdi
	movq	(%rax,%rdx,8), %rsi
	call	fmt_read.constprop.0
	movq	32(%r12), %rdx
	movq	40(%r12), %rsi
	leaq	.LC120(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	subq	%rdx, %rsi
	call	printf@PLT
	jmp	.L809
.L823:
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
	leaq	.LC114(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L815
.L826:
	movq	344(%rbp), %rax
	leaq	112(%rsp), %rdi
	movq	272(%rax), %rsi
	call	fmt_read.constprop.0
	leaq	.LC117(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L819
.L825:
	leaq	.LC115(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L815
	.cfi_endproc
.LFE221:
	.size	print_findings, .-print_findings
	.section	.rodata.str1.1
.LC121:
	.string	"--arrivals"
	.section	.rodata.str1.8
	.align 8
.LC122:
	.string	"%s '%s' is a directory: give a file, one number a line"
	.section	.rodata.str1.1
.LC123:
	.string	"r"
.LC124:
	.string	"%s '%s' cannot be read: %s"
	.text
	.p2align 4
	.type	numbers_open.constprop.0, @function
numbers_open.constprop.0:
.LFB279:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pxor	%xmm0, %xmm0
	leaq	.LC121(%rip), %r14
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
	jne	.L828
	movl	24(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L833
.L828:
	leaq	.LC123(%rip), %rsi
	movq	%rbp, %rdi
	call	fopen@PLT
	movq	%rax, (%rbx)
	testq	%rax, %rax
	je	.L834
	xorl	%eax, %eax
.L827:
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
.L833:
	.cfi_restore_state
	movq	%rbp, %r8
	movq	%r14, %rcx
	leaq	.LC122(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L829:
	orl	$-1, %eax
	jmp	.L827
.L834:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbp, %r8
	movq	%r14, %rcx
	movq	%r13, %rsi
	movq	%rax, %r9
	leaq	.LC124(%rip), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L829
	.cfi_endproc
.LFE279:
	.size	numbers_open.constprop.0, .-numbers_open.constprop.0
	.p2align 4
	.type	due_open.constprop.0, @function
due_open.constprop.0:
.LFB280:
	.cfi_startproc
	leaq	8(%rdi), %r9
	movq	%rdi, %r8
	xorl	%eax, %eax
	movl	$14, %ecx
	movq	%r9, %rdi
	rep stosq
	movq	%rsi, (%r8)
	cmpq	$0, 112(%rsi)
	je	.L842
.L838:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L842:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L838
	cmpl	$1, %eax
	je	.L843
	movq	104(%rsi), %rsi
	leaq	40(%r8), %rdi
	movl	$256, %ecx
	jmp	numbers_open.constprop.0
	.p2align 4,,10
	.p2align 3
.L843:
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%r8)
	xorl	%eax, %eax
	movsd	%xmm0, 16(%r8)
	ret
	.cfi_endproc
.LFE280:
	.size	due_open.constprop.0, .-due_open.constprop.0
	.section	.rodata.str1.1
.LC125:
	.string	"%lu.%lu"
.LC126:
	.string	"%lu.%02lu"
.LC127:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB281:
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
	jnb	.L849
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L850
	leaq	.LC127(%rip), %rdx
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
.L850:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC126(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L849:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC125(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE281:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.1
.LC128:
	.string	"n"
.LC129:
	.string	"set"
.LC130:
	.string	"%-*s %9s"
.LC131:
	.string	" %11s"
.LC132:
	.string	"slow %"
.LC133:
	.string	"slow"
.LC134:
	.string	" %8s %8s"
.LC135:
	.string	"cv"
.LC136:
	.string	" %6s\n"
.LC137:
	.string	"%-*s %9lu"
.LC138:
	.string	"%lu.%04lu"
.LC139:
	.string	" %8lu %8s"
.LC140:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC141:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.section	.rodata.str1.1
.LC142:
	.string	"ratios: open/closed p99 %s"
.LC143:
	.string	", p99.9 %s"
.LC144:
	.string	"; corrected/closed p99 %s"
.LC145:
	.string	"; open/corrected p99 %s"
.LC146:
	.string	", p90 %s\n"
	.text
	.p2align 4
	.type	print_table, @function
print_table:
.LFB220:
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
	leaq	.LC131(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	leaq	PCT_LABEL(%rip), %rbx
	leaq	48(%rbx), %r12
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	call	putchar@PLT
	leaq	.LC128(%rip), %rcx
	xorl	%eax, %eax
	leaq	.LC129(%rip), %rdx
	movl	$10, %esi
	leaq	.LC130(%rip), %rdi
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L852:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L852
	leaq	.LC132(%rip), %rdx
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	movq	%r13, %r14
	leaq	.LC133(%rip), %rsi
	leaq	.LC134(%rip), %rdi
	movq	%r12, %r15
	movq	%r13, %r12
	call	printf@PLT
	leaq	.LC135(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC136(%rip), %rdi
	call	printf@PLT
	leaq	16(%rsp), %rbx
.L855:
	leaq	SET_NAME(%rip), %rax
	movq	32(%r12), %rcx
	movl	$10, %esi
	xorl	%r13d, %r13d
	movq	(%rax,%r15), %rdx
	leaq	.LC137(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L853:
	movq	40(%r12,%r13,8), %rsi
	movq	%rbx, %rdi
	addq	$1, %r13
	call	fmt_us.constprop.0
	movq	%rbp, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$6, %r13
	jne	.L853
	movq	32(%r12), %r8
	movq	88(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L854
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
.L854:
	leaq	.LC138(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$80, %r12
	movl	$32, %esi
	call	snprintf@PLT
	movq	8(%r12), %rsi
	movq	%rbx, %rdx
	xorl	%eax, %eax
	leaq	.LC139(%rip), %rdi
	call	printf@PLT
	leaq	.LC140(%rip), %rdi
	movl	$1, %eax
	movsd	272(%r14,%r15), %xmm0
	addq	$8, %r15
	call	printf@PLT
	cmpq	$24, %r15
	jne	.L855
	movq	(%r14), %rax
	movq	%rbx, %rdi
	movq	192(%rax), %rsi
	call	fmt_us.constprop.0
	leaq	.LC141(%rip), %rdi
	movq	%rax, %rdx
	movq	(%r14), %rax
	movl	216(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	movq	56(%r14), %rdx
	movq	136(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC142(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	64(%r14), %rdx
	movq	144(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC143(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	56(%r14), %rdx
	movq	216(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC144(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	216(%r14), %rdx
	movq	136(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC145(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	208(%r14), %rdx
	movq	128(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC146(%rip), %rdi
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
.LFE220:
	.size	print_table, .-print_table
	.p2align 4
	.type	set_real, @function
set_real:
.LFB174:
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
	ja	.L864
	movq	%rdi, %r15
	call	__errno_location@PLT
	leaq	8(%rsp), %rsi
	movq	%rbp, %rdi
	movl	$0, (%rax)
	movq	%rax, %r14
	call	strtod@PLT
	movl	(%r14), %edx
	testl	%edx, %edx
	jne	.L864
	movq	8(%rsp), %rax
	cmpb	$0, (%rax)
	jne	.L864
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L864
	comisd	.LC147(%rip), %xmm0
	ja	.L864
	movq	72(%rbx), %rax
	testq	%rax, %rax
	js	.L868
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L869:
	comisd	%xmm1, %xmm0
	ja	.L864
	movq	56(%rbx), %rax
	movsd	%xmm0, (%r15,%rax)
.L862:
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
.L868:
	.cfi_restore_state
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L869
	.p2align 4,,10
	.p2align 3
.L864:
	movq	(%rbx), %rcx
	movq	88(%rbx), %r9
	leaq	.LC2(%rip), %rdx
	xorl	%eax, %eax
	movq	%rbp, %r8
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	snprintf@PLT
	movl	$-1, %edx
	jmp	.L862
	.cfi_endproc
.LFE174:
	.size	set_real, .-set_real
	.p2align 4
	.type	set_reps, @function
set_reps:
.LFB180:
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
	jne	.L879
	movq	8(%rsp), %rdx
	movl	%edx, 216(%r12)
.L875:
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
.L879:
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
	jmp	.L875
	.cfi_endproc
.LFE180:
	.size	set_reps, .-set_reps
	.p2align 4
	.type	set_count, @function
set_count:
.LFB173:
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
	jne	.L886
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L880
	movl	$1, (%r14,%rdx)
.L880:
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
.L886:
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
	jmp	.L880
	.cfi_endproc
.LFE173:
	.size	set_count, .-set_count
	.p2align 4
	.type	dist_count_le.isra.0, @function
dist_count_le.isra.0:
.LFB289:
	.cfi_startproc
	movq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L892
	salq	$5, %rsi
	xorl	%r10d, %r10d
	leaq	(%rdi,%rsi), %r8
	jmp	.L891
	.p2align 4,,10
	.p2align 3
.L889:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L890
	subq	%r9, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L890
	subq	%rax, %rdx
	imulq	%rcx, %rdx
	addq	%rdx, %r10
.L890:
	addq	$32, %rdi
	cmpq	%rdi, %r8
	je	.L887
.L891:
	movq	(%rdi), %rax
	movq	24(%rdi), %rcx
	cmpq	%rax, %r9
	jb	.L889
	imulq	16(%rdi), %rcx
	addq	$32, %rdi
	addq	%rcx, %r10
	cmpq	%rdi, %r8
	jne	.L891
.L887:
	movq	%r10, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L892:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	ret
	.cfi_endproc
.LFE289:
	.size	dist_count_le.isra.0, .-dist_count_le.isra.0
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
.LFB78:
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
	je	.L898
	movq	(%rdi), %rdi
	movq	16(%rdi), %rax
	movq	%rdi, 56(%rsp)
	movq	%rax, (%rsp)
	mulq	24(%rdi)
	movq	%rax, %r14
	movq	%rdx, %rax
	movq	%rdx, %r15
	subq	$0, %rax
	jne	.L914
	leaq	48(%rdi), %rcx
	xorl	%esi, %esi
	movq	$-1, %r10
	xorl	%edi, %edi
	jmp	.L900
	.p2align 4,,10
	.p2align 3
.L901:
	movq	(%rcx), %rax
	mulq	8(%rcx)
	addq	%rax, %r14
	movq	%rdi, %rax
	adcq	%rdx, %r15
	addq	$32, %rcx
	cmpq	%r14, %r10
	sbbq	%r15, %rax
	jc	.L914
.L900:
	addq	$1, %rsi
	cmpq	%r12, %rsi
	jne	.L901
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
.L902:
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
	jne	.L902
	movq	16(%rsp), %r14
	movl	40(%rsp), %r11d
	movq	%r15, %rbp
	movq	24(%rsp), %r15
	movq	%r14, 40(%rsp)
.L903:
	movq	40(%rsp), %rax
	movq	%r12, 64(%rbx)
	movq	%r13, 72(%rbx)
	movq	%rax, (%rbx)
	movq	$99999, 64(%rsp)
	movq	$0, 72(%rsp)
	testl	%r11d, %r11d
	jne	.L905
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
.L905:
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
.L912:
	movq	40(%rsp), %r14
	xorl	%r15d, %r15d
	testq	%r14, %r14
	je	.L906
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
	je	.L916
	movq	%rbx, %rax
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L908:
	movq	(%rax), %rdx
	cmpq	%rdx, %r13
	cmovb	%rdx, %r13
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L908
.L907:
	xorl	%r15d, %r15d
	jmp	.L910
	.p2align 4,,10
	.p2align 3
.L911:
	movq	%r13, %r14
	movq	8(%rbp), %rsi
	movq	%rbx, %rdi
	subq	%r15, %r14
	shrq	%r14
	addq	%r15, %r14
	movq	%r14, %rdx
	call	dist_count_le.isra.0
	cmpq	%r11, %rax
	jb	.L923
	movq	%r14, %r13
.L910:
	cmpq	%r13, %r15
	jb	.L911
.L906:
	movq	16(%rsp), %rax
	addq	$8, (%rsp)
	leaq	48+PCT_MILLI(%rip), %rdi
	movq	%r15, (%rax)
	addq	$8, %rax
	movq	%rax, 16(%rsp)
	movq	(%rsp), %rax
	cmpq	%rax, %rdi
	jne	.L912
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
.L923:
	.cfi_restore_state
	leaq	1(%r14), %r15
	jmp	.L910
	.p2align 4,,10
	.p2align 3
.L914:
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
.L916:
	.cfi_restore_state
	xorl	%r13d, %r13d
	jmp	.L907
.L898:
	movq	(%rdi), %rax
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	xorl	%r12d, %r12d
	movq	$0, 40(%rsp)
	xorl	%r13d, %r13d
	movq	%rax, 56(%rsp)
	jmp	.L903
	.cfi_endproc
.LFE78:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB290:
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
	jne	.L926
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L926:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L928:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L927
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
.L927:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L928
	testq	%r15, %r15
	je	.L932
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L930:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L930
.L929:
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
.L932:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L929
	.cfi_endproc
.LFE290:
	.size	summarise.isra.0, .-summarise.isra.0
	.section	.rodata.str1.1
.LC148:
	.string	"s"
.LC149:
	.string	"given"
	.section	.rodata.str1.8
	.align 8
.LC150:
	.string	"coordinated omission on a virtual clock (%s): closed loop, open loop, corrected\n"
	.section	.rodata.str1.1
.LC151:
	.string	"server: service %s us; "
.LC152:
	.string	"no stalls"
.LC153:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC154:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC155:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC156:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC157:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC158:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC159:
	.string	"\ncorrection: expected interval "
	.align 8
.LC160:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC161:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC162:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC163:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC164:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC165:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC166:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC167:
	.string	"route: lattice, exact counts on %lu ns steps (%lu values), %d requests a chunk"
	.align 8
.LC168:
	.string	"route: sorted, every sample kept and sorted"
	.align 8
.LC169:
	.string	"route: passes, none kept; each rep walks the run again until every percentile is found exactly"
	.section	.rodata.str1.1
.LC170:
	.string	"; 1 warmup + %u reps\n"
	.text
	.p2align 4
	.type	print_plan, @function
print_plan:
.LFB219:
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
	leaq	.LC150(%rip), %rdi
	leaq	80(%rsp), %r14
	call	printf@PLT
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC151(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$0, 48(%rbx)
	je	.L964
	cmpq	$0, 56(%rbx)
	movq	64(%rbx), %rsi
	je	.L965
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
	leaq	.LC154(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L939:
	movl	72(%rbx), %ecx
	movq	136(%rbx), %r15
	testl	%ecx, %ecx
	je	.L966
	xorl	%esi, %esi
	cmpq	$1, %r15
	jbe	.L943
	movq	128(%rbx), %rsi
	subq	120(%rbx), %rsi
	subq	$1, %r15
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r15
	movq	%rax, %rsi
.L943:
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movl	72(%rbx), %esi
	movq	136(%rbx), %rdx
	leaq	.LC156(%rip), %rdi
	movq	%rax, %rcx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L942:
	movq	160(%rbx), %rdx
	movl	152(%rbx), %esi
	leaq	.LC8(%rip), %rax
	leaq	.LC148(%rip), %rcx
	leaq	.LC157(%rip), %rdi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	144(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L967
.L945:
	leaq	.LC159(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	176(%rbx), %edx
	testl	%edx, %edx
	jne	.L968
	movq	184(%rbx), %r15
	movq	168(%rbx), %rsi
	leaq	.LC149(%rip), %rax
	movq	%r13, %rdi
	testq	%r15, %r15
	cmove	%rax, %r15
	call	fmt_us.constprop.0
	leaq	.LC161(%rip), %rdi
	movq	%rax, %rsi
	movq	%r15, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L947:
	movq	192(%rbx), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movl	200(%rbx), %ecx
	leaq	.LC162(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%rbx), %eax
	testl	%eax, %eax
	je	.L969
	movq	136(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	%rax, 8(%rsp)
	mulq	(%rbx)
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%rcx, %rsi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	jnc	.L950
.L951:
	movq	16(%rbp), %rsi
	testq	%rsi, %rsi
	je	.L970
	leaq	.LC165(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC166(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L953:
	movl	24(%r12), %eax
	cmpl	$2, %eax
	je	.L971
	cmpl	$1, %eax
	je	.L972
	leaq	.LC169(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L955:
	movl	216(%rbx), %esi
	addq	$120, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC170(%rip), %rdi
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
.L965:
	.cfi_restore_state
	leaq	48(%rsp), %r13
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, %r15
	call	fmt_us.constprop.0
	movq	%r15, %rdx
	leaq	.LC153(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L939
.L969:
	movq	80(%rbx), %rax
	cmpq	%rax, (%rbx)
	jb	.L951
.L950:
	leaq	.LC163(%rip), %rdi
	call	puts@PLT
	jmp	.L951
.L968:
	leaq	.LC160(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L947
.L967:
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	leaq	.LC158(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L945
.L966:
	movq	80(%rbx), %rsi
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movq	%r15, %rdx
	leaq	.LC155(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L942
.L964:
	leaq	.LC152(%rip), %rdi
	leaq	48(%rsp), %r13
	call	puts@PLT
	jmp	.L939
.L972:
	leaq	.LC168(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L955
.L971:
	movq	40(%r12), %rdx
	movq	32(%r12), %rsi
	movl	$65536, %ecx
	xorl	%eax, %eax
	leaq	.LC167(%rip), %rdi
	call	printf@PLT
	jmp	.L955
.L970:
	movl	$29, %esi
	leaq	.LC164(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L953
	.cfi_endproc
.LFE219:
	.size	print_plan, .-print_plan
	.p2align 4
	.type	aggregate, @function
aggregate:
.LFB133:
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
	jne	.L988
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
.L987:
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
.L975:
	movq	%r12, %rdx
	movq	%rbx, %rsi
	movq	$-1, %rcx
	testl	%ebp, %ebp
	jne	.L978
	jmp	.L982
	.p2align 4,,10
	.p2align 3
.L1001:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L977:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%r14, %rdx
	je	.L982
.L978:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L1001
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L977
	.p2align 4,,10
	.p2align 3
.L982:
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
	jne	.L975
	movq	64(%rsp), %r15
	movq	%r13, %rbx
	testl	%ebp, %ebp
	je	.L983
	movq	(%rsp), %rax
	movq	24(%rsp), %rdx
	leaq	-56(%rax), %rcx
	.p2align 4,,10
	.p2align 3
.L984:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L984
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
.L985:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L985
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
.L986:
	movdqa	(%rcx), %xmm1
	addq	$16, %rdx
	addq	$288, %rcx
	movaps	%xmm1, -16(%rdx)
	cmpq	%rdx, %rax
	jne	.L986
.L989:
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
	jne	.L987
	movq	80(%rsp), %r13
	movq	48(%rsp), %rdx
.L988:
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
.L983:
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
	jmp	.L989
	.cfi_endproc
.LFE133:
	.size	aggregate, .-aggregate
	.p2align 4
	.type	set_export, @function
set_export:
.LFB188:
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
	je	.L1003
	movq	%rdi, %r12
	movq	%rdx, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L1003
	movq	56(%rbp), %rax
	movq	%rbx, (%r12,%rax)
	movq	80(%rbp), %rax
	testq	%rax, %rax
	jne	.L1006
.L1007:
	xorl	%eax, %eax
.L1002:
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
.L1006:
	.cfi_restore_state
	movl	$1, (%r12,%rax)
	jmp	.L1007
	.p2align 4,,10
	.p2align 3
.L1003:
	movq	0(%rbp), %rcx
	movq	88(%rbp), %r9
	movq	%rbx, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L1002
	.cfi_endproc
.LFE188:
	.size	set_export, .-set_export
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
	je	.L1010
	movabsq	$-4658895280553007687, %r12
	leaq	(%r14,%rax,8), %r13
	movabsq	$-7723592293110705685, %rbp
	.p2align 4,,10
	.p2align 3
.L1011:
	addq	%rbx, %r15
	pxor	%xmm0, %xmm0
	movsd	.LC24(%rip), %xmm1
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
	mulsd	.LC171(%rip), %xmm0
	subsd	%xmm0, %xmm1
	movapd	%xmm1, %xmm0
	call	log@PLT
	xorpd	.LC172(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	mulsd	.LC173(%rip), %xmm0
	movsd	%xmm0, -8(%r14)
	cmpq	%r14, %r13
	jne	.L1011
.L1010:
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
	.type	set_guess_entries, @function
set_guess_entries:
.LFB181:
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
	jne	.L1018
	movq	8(%rsp), %rdx
	cmpq	$1, %rdx
	je	.L1018
	movq	%rdx, 208(%r12)
.L1017:
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
.L1018:
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
	jmp	.L1017
	.cfi_endproc
.LFE181:
	.size	set_guess_entries, .-set_guess_entries
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB79:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L1037
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
.L1023:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L1028
	.p2align 4,,10
	.p2align 3
.L1024:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L1026
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L1026:
	testq	%r8, %r8
	je	.L1027
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L1027
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L1027:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L1024
.L1028:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L1023
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
.L1037:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE79:
	.size	dist_correct, .-dist_correct
	.p2align 4
	.type	run_open, @function
run_open:
.LFB54:
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
	jnb	.L1040
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
	jmp	.L1051
	.p2align 4,,10
	.p2align 3
.L1060:
	movq	$-1, (%rdi)
.L1045:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L1044:
	cmpq	%r15, %rbx
	jnb	.L1040
.L1051:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L1042
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L1042
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1059
.L1042:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1045
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L1046
	addq	%rcx, %rdx
.L1047:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1060
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L1045
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
	jmp	.L1045
	.p2align 4,,10
	.p2align 3
.L1046:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L1047
	.p2align 4,,10
	.p2align 3
.L1040:
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
.L1059:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L1043:
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
	jne	.L1043
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L1044
	.cfi_endproc
.LFE54:
	.size	run_open, .-run_open
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
	jle	.L1067
	movslq	%r12d, %rax
	movsd	.LC176(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L1066
	.p2align 4,,10
	.p2align 3
.L1100:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1065:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L1099
.L1066:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L1100
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1065
.L1099:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1101
.L1067:
	movsd	.LC24(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L1063:
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
.L1070:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC54(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC180(%rip), %rsi
	mulsd	.LC45(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC46(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L1070
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L1086
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
.L1085:
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
	je	.L1073
	testq	%rbx, %rbx
	je	.L1073
	testq	%rax, %rax
	je	.L1073
	testq	%r14, %r14
	je	.L1102
	movq	.LC176(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L1080
	.p2align 4,,10
	.p2align 3
.L1103:
	divsd	%xmm6, %xmm0
	movsd	.LC24(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC24(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L1076:
	call	log10@PLT
	movq	.LC54(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L1078
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1079:
	movq	-264(%rbp), %rax
	divsd	.LC176(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L1075
.L1080:
	movsd	(%r12), %xmm0
	movsd	.LC62(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L1103
	movq	.LC174(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L1076
	.p2align 4,,10
	.p2align 3
.L1078:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1079
	.p2align 4,,10
	.p2align 3
.L1102:
	movsd	.LC176(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L1075:
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
	js	.L1081
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1082:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC43(%rip), %xmm0
	movsd	.LC44(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC183(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC182(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L1083
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1084:
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
	jne	.L1085
.L1086:
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
.L1083:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1084
	.p2align 4,,10
	.p2align 3
.L1081:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1082
.L1101:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC177(%rip), %xmm2
	movsd	.LC61(%rip), %xmm3
	movsd	.LC55(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L1069
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC24(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
.L1069:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L1063
.L1073:
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
	.type	set_requests, @function
set_requests:
.LFB179:
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
	jne	.L1112
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L1104
	movl	$1, 0(%rbp,%rdx)
.L1104:
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
.L1112:
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
	jmp	.L1104
	.cfi_endproc
.LFE179:
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
.L1114:
	xorl	%r15d, %r15d
.L1118:
	movq	%rbp, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	72(%rsp), %r12
	movl	$20000000, %eax
	imulq	$1000000000, 64(%rsp), %r13
	movl	$3, %edx
	jmp	.L1117
	.p2align 4,,10
	.p2align 3
.L1133:
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	subl	$1, %eax
	je	.L1132
.L1117:
	testq	%r15, %r15
	jne	.L1133
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	subl	$1, %eax
	jne	.L1117
.L1132:
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
	jne	.L1134
	movl	$1, %r15d
	jmp	.L1118
.L1134:
	subl	$1, 16(%rsp)
	jne	.L1114
	movq	48(%rsp), %rax
	testq	%rax, %rax
	js	.L1120
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1121:
	movsd	.LC187(%rip), %xmm1
	movq	24(%rsp), %rax
	divsd	%xmm0, %xmm1
	movsd	%xmm1, (%rax)
	movq	56(%rsp), %rax
	testq	%rax, %rax
	js	.L1122
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1123:
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
	andpd	.LC56(%rip), %xmm0
	movsd	.LC54(%rip), %xmm1
	mulsd	.LC62(%rip), %xmm0
	divsd	%xmm3, %xmm0
	comisd	%xmm0, %xmm1
	movsd	%xmm0, (%rax)
	jb	.L1130
	movsd	(%rbx), %xmm0
.L1113:
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
.L1130:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	jmp	.L1113
.L1120:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1121
.L1122:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1123
	.cfi_endproc
.LFE21:
	.size	estimate_ghz, .-estimate_ghz
	.p2align 4
	.type	run_closed, @function
run_closed:
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
	jnb	.L1135
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
	jmp	.L1145
	.p2align 4,,10
	.p2align 3
.L1155:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L1140:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L1139:
	cmpq	%r15, %rbp
	jnb	.L1135
.L1145:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L1137
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L1137
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1154
.L1137:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L1140
	cmpq	%rax, %rbx
	jnb	.L1141
	addq	%r8, %rdx
.L1142:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1155
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L1140
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
	jmp	.L1140
	.p2align 4,,10
	.p2align 3
.L1141:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L1142
	.p2align 4,,10
	.p2align 3
.L1135:
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
.L1154:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L1138:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L1138
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L1139
	.cfi_endproc
.LFE53:
	.size	run_closed, .-run_closed
	.p2align 4
	.type	walk_run, @function
walk_run:
.LFB60:
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
	je	.L1180
	movq	%rsi, %r11
	xorl	%r13d, %r13d
	jmp	.L1179
	.p2align 4,,10
	.p2align 3
.L1158:
	movq	80(%rbx), %rax
	cmpq	136(%r14), %rax
	jnb	.L1157
	movq	48(%rbx), %rcx
	cmpq	40(%rbx), %rcx
	je	.L1157
	movq	32(%rbx), %rsi
	leaq	1(%rcx), %rdi
	movq	%rdi, 48(%rbx)
	movq	(%rsi,%rcx,8), %rbp
	cmpl	$2, %r15d
	jne	.L1182
	cmpq	%rdx, %rbp
	jb	.L1162
.L1182:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	movq	%rbp, %r12
	cmovnb	%rbp, %rsi
	cmpl	$1, %r15d
	jne	.L1165
	movq	88(%rbx), %rsi
	movq	64(%rbx), %rax
	movq	(%rax,%rsi,8), %r12
	movq	%rdx, %rsi
	cmpq	%r12, %rbp
	cmovnb	%rbp, %r12
	cmpq	%rdx, %r12
	cmovnb	%r12, %rsi
.L1165:
	movq	48(%r14), %rdi
	movq	56(%rbx), %rdx
	movq	56(%r14), %r9
	movq	16(%rbx), %rax
	movq	%rdi, (%rsp)
	testq	%rdx, %rdx
	je	.L1161
	movq	(%rdx,%rcx,8), %rcx
	leaq	(%rcx,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1166
	cmpq	%rax, %rsi
	jnb	.L1167
	addq	%rdi, %rdx
.L1168:
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	je	.L1194
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L1166
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
.L1166:
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
.L1162:
	addq	$1, %rax
	movq	%rax, 80(%rbx)
	movq	88(%rbx), %rax
	addq	$1, %rax
	cmpq	72(%rbx), %rax
	jne	.L1178
	xorl	%eax, %eax
.L1178:
	movq	%rax, 88(%rbx)
	cmpq	%r10, %r13
	jnb	.L1157
.L1179:
	cmpl	$3, %r15d
	jne	.L1158
	movq	64(%rbx), %rax
	movq	88(%rbx), %rcx
	movq	(%rax,%rcx,8), %rbp
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L1159
	cmpq	%rax, %rbp
	jnb	.L1157
.L1160:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	movq	16(%rbx), %rax
	movq	%rbp, %r12
	cmovnb	%rbp, %rsi
.L1161:
	movq	(%r14), %rcx
	leaq	(%rcx,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1166
	movq	48(%r14), %r8
	cmpq	%rax, %rsi
	jnb	.L1172
	addq	%r8, %rdx
.L1173:
	movq	56(%r14), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	je	.L1194
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L1166
	leaq	16(%rbx), %rdi
	movq	%r10, 8(%rsp)
	movq	%r11, (%rsp)
	call	serve_stalls
	movq	8(%rsp), %r10
	movq	(%rsp), %r11
	movq	%rax, %rdx
	jmp	.L1166
	.p2align 4,,10
	.p2align 3
.L1194:
	movq	$-1, 16(%rbx)
	jmp	.L1166
	.p2align 4,,10
	.p2align 3
.L1159:
	movq	136(%r14), %rax
	cmpq	%rax, 80(%rbx)
	jb	.L1160
.L1157:
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
.L1172:
	.cfi_restore_state
	leaq	(%r8,%rax), %rdi
	leaq	(%rcx,%rdi), %r9
	cmpq	%rdi, %rsi
	cmovb	%r9, %rdx
	jmp	.L1173
	.p2align 4,,10
	.p2align 3
.L1167:
	movq	(%rsp), %rdi
	addq	%rax, %rdi
	leaq	(%rcx,%rdi), %r8
	cmpq	%rdi, %rsi
	cmovb	%r8, %rdx
	jmp	.L1168
.L1180:
	xorl	%r13d, %r13d
	jmp	.L1157
	.cfi_endproc
.LFE60:
	.size	walk_run, .-walk_run
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
	je	.L1196
	testq	%rax, %rax
	je	.L1196
	testq	%rbx, %rbx
	je	.L1225
	movq	8(%rbp), %r12
	pxor	%xmm1, %xmm1
	movq	%r11, %r14
	leaq	(%r12,%rbx,8), %rbx
	jmp	.L1202
	.p2align 4,,10
	.p2align 3
.L1227:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1201:
	divsd	.LC176(%rip), %xmm0
	addq	$8, %r12
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%rbx, %r12
	je	.L1226
.L1202:
	movq	(%r12), %rax
	testq	%rax, %rax
	jns	.L1227
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1201
	.p2align 4,,10
	.p2align 3
.L1226:
	movsd	.LC177(%rip), %xmm6
	movq	%r14, %r11
	mulsd	%xmm0, %xmm6
	movq	%xmm6, %rbx
.L1198:
	movapd	%xmm1, %xmm0
	movq	%r11, 8(%rsp)
	movsd	%xmm1, (%rsp)
	call	nice_step
	movq	%rbx, %xmm2
	movsd	(%rsp), %xmm1
	movsd	.LC61(%rip), %xmm3
	divsd	%xmm0, %xmm2
	movsd	.LC55(%rip), %xmm4
	movq	8(%rsp), %r11
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L1228
.L1203:
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
.L1204:
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
	divsd	.LC70(%rip), %xmm1
	mulsd	.LC45(%rip), %xmm1
	addsd	.LC46(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpl	$1100, %ebx
	jne	.L1204
	movq	(%rsp), %r11
	movsd	.LC176(%rip), %xmm1
	movl	$78, %r14d
	movl	$1, %r12d
	movq	%r11, %rbx
.L1205:
	movq	24(%rbp), %r8
	testq	%r8, %r8
	je	.L1218
	movq	16(%rbp), %rcx
	leaq	0(,%r8,8), %rdx
	xorl	%eax, %eax
	jmp	.L1214
	.p2align 4,,10
	.p2align 3
.L1230:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%rbx,%rax)
	cmpl	$1, %r12d
	je	.L1229
.L1208:
	movq	0(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	js	.L1212
.L1224:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L1211:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%r15,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	je	.L1218
.L1214:
	movq	(%rcx,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L1230
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
	jne	.L1208
.L1229:
	movq	8(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L1224
.L1212:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1211
	.p2align 4,,10
	.p2align 3
.L1218:
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
	je	.L1216
	movq	.LC176(%rip), %rax
	movl	$60, %r14d
	movq	%rax, %xmm1
	jmp	.L1205
	.p2align 4,,10
	.p2align 3
.L1216:
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
.L1195:
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
.L1228:
	.cfi_restore_state
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC24(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
	jmp	.L1203
.L1225:
	xorl	%ebx, %ebx
	movq	%rbx, %xmm1
	jmp	.L1198
.L1196:
	movq	%r11, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1195
	.cfi_endproc
.LFE162:
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
	jb	.L1232
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L1232:
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
	js	.L1233
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L1234:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L1235
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L1236:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L1286
	cmpq	$0, -368(%rbp)
	je	.L1286
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L1240
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1241:
	subsd	%xmm2, %xmm0
	movsd	.LC176(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L1242
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1243:
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
	js	.L1244
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L1245:
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
	jnb	.L1284
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L1249
	.p2align 4,,10
	.p2align 3
.L1302:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1248:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC176(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L1301
.L1249:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L1302
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1248
	.p2align 4,,10
	.p2align 3
.L1301:
	movsd	.LC177(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L1246:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -352(%rbp)
	movsd	%xmm1, -344(%rbp)
	call	nice_step
	movq	%r12, %xmm4
	movsd	.LC56(%rip), %xmm5
	movsd	.LC55(%rip), %xmm7
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm1
	movsd	-352(%rbp), %xmm2
	movapd	%xmm4, %xmm0
	andpd	%xmm5, %xmm0
	ucomisd	%xmm0, %xmm7
	ja	.L1303
.L1250:
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
	js	.L1251
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1252:
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
	movsd	.LC56(%rip), %xmm1
	movsd	.LC55(%rip), %xmm6
	movapd	%xmm0, %xmm5
	movq	.LC176(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L1304
.L1253:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L1305
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
.L1259:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC56(%rip), %xmm0
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
	mulsd	.LC45(%rip), %xmm1
	addsd	.LC46(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	-312(%rbp), %xmm4
	addsd	-352(%rbp), %xmm4
	movsd	-328(%rbp), %xmm6
	movq	.LC176(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L1259
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L1260:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L1306
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
	jmp	.L1265
	.p2align 4,,10
	.p2align 3
.L1308:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1262:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L1263
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1264:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L1307
.L1265:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L1308
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1262
	.p2align 4,,10
	.p2align 3
.L1263:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1264
	.p2align 4,,10
	.p2align 3
.L1307:
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
	je	.L1309
.L1280:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L1273
	.p2align 4,,10
	.p2align 3
.L1311:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1270:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L1271
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L1272:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L1310
.L1273:
	testq	%rdx, %rdx
	jns	.L1311
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1270
	.p2align 4,,10
	.p2align 3
.L1271:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1272
	.p2align 4,,10
	.p2align 3
.L1310:
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
	jnb	.L1268
.L1267:
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
	jmp	.L1279
	.p2align 4,,10
	.p2align 3
.L1312:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1276:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L1277
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1278:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L1268
.L1279:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L1312
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1276
	.p2align 4,,10
	.p2align 3
.L1277:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1278
	.p2align 4,,10
	.p2align 3
.L1306:
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
	jne	.L1280
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
.L1268:
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
	leaq	.LC40(%rip), %rax
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
.L1231:
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
.L1304:
	.cfi_restore_state
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC24(%rip), %xmm7
	andnpd	%xmm4, %xmm1
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm1, %xmm4
	jmp	.L1253
	.p2align 4,,10
	.p2align 3
.L1303:
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC24(%rip), %xmm7
	andnpd	%xmm4, %xmm5
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm5, %xmm4
	jmp	.L1250
	.p2align 4,,10
	.p2align 3
.L1251:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1252
	.p2align 4,,10
	.p2align 3
.L1244:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L1245
	.p2align 4,,10
	.p2align 3
.L1242:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1243
	.p2align 4,,10
	.p2align 3
.L1240:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1241
	.p2align 4,,10
	.p2align 3
.L1235:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L1236
	.p2align 4,,10
	.p2align 3
.L1233:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L1234
	.p2align 4,,10
	.p2align 3
.L1284:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L1246
	.p2align 4,,10
	.p2align 3
.L1305:
	leaq	-240(%rbp), %r12
	jmp	.L1260
	.p2align 4,,10
	.p2align 3
.L1309:
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
	jmp	.L1267
.L1286:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1231
	.cfi_endproc
.LFE161:
	.size	timeline_writer, .-timeline_writer
	.section	.rodata.str1.1
.LC205:
	.string	"ok %s\n"
.LC206:
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
	je	.L1325
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1318:
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
	jc	.L1318
	leaq	80(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC52(%rip), %rdx
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
.L1321:
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
	jc	.L1321
	leaq	(%rbx,%rsi), %rcx
	leaq	32(%rsp), %rbx
	movq	24(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC52(%rip), %rdx
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
.L1313:
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
.L1325:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC205(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1313
	.cfi_endproc
.LFE237:
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
	jne	.L1332
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
.L1332:
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
	je	.L1333
.L1329:
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
.L1333:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L1329
	.cfi_endproc
.LFE238:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.8
	.align 8
.LC209:
	.string	"CHECK FAILED rep=%u %s %s expected=%s actual=%s\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB106:
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
	je	.L1346
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1339:
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
	jc	.L1339
	leaq	96(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC52(%rip), %rdx
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
.L1342:
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
	jc	.L1342
	leaq	(%rbx,%rsi), %rcx
	leaq	48(%rsp), %rbx
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC52(%rip), %rdx
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
.L1334:
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
.L1346:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L1334
	.cfi_endproc
.LFE106:
	.size	check, .-check
	.section	.rodata.str1.1
.LC210:
	.string	"sum_ns"
.LC211:
	.string	"corrected"
.LC212:
	.string	"stalls"
.LC213:
	.string	"closed"
.LC214:
	.string	"open"
.LC215:
	.string	"last_completion_ns"
	.text
	.p2align 4
	.type	check_outcome, @function
check_outcome:
.LFB107:
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
.L1348:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L1349:
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
	jne	.L1349
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbp
	xorl	%r9d, %r9d
	movq	%rbx, %rdx
	movq	$0, 56(%rsp)
	leaq	.LC133(%rip), %rcx
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
	leaq	.LC210(%rip), %rcx
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
	jne	.L1348
	movq	72(%rsp), %rbx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC128(%rip), %rcx
	leaq	.LC212(%rip), %r13
	leaq	.LC213(%rip), %r14
	movq	160(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	leaq	.LC211(%rip), %rdx
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
	leaq	.LC214(%rip), %r13
	xorl	%r9d, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	248(%rbp), %r8
	movq	%r13, %rdx
	movl	%r15d, 36(%rsp)
	leaq	.LC215(%rip), %r15
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
.LFE107:
	.size	check_outcome, .-check_outcome
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB73:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L1360
	testq	%r8, %r8
	je	.L1360
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
	jne	.L1353
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L1363
.L1355:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L1353:
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
.L1360:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L1363:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L1358
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L1356:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L1364
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L1355
	.p2align 4,,10
	.p2align 3
.L1358:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L1356
.L1364:
	movl	$1, 24(%rbx)
	jmp	.L1353
	.cfi_endproc
.LFE73:
	.size	dist_add, .-dist_add
	.p2align 4
	.type	closed_form, @function
closed_form:
.LFB86:
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
	je	.L1366
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
	jnb	.L1425
.L1366:
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
	je	.L1370
	movq	8(%rsp), %rax
	movq	88(%rsp), %rdi
	subq	%rdi, %rax
	cmpq	%rax, 24(%rsp)
	jnb	.L1426
.L1370:
	movq	16(%rsp), %rax
	movq	8(%rsp), %rcx
	movq	(%rsp), %rdi
	imulq	%rcx, %rax
	addq	%rdi, %rax
.L1371:
	movq	%rax, 264(%r14)
	movl	152(%rbx), %eax
	testl	%eax, %eax
	je	.L1427
	cmpl	$1, %eax
	jne	.L1380
	movq	96(%rsp), %r12
	movq	(%rsp), %rsi
	addq	%rsi, %r12
	testq	%r13, %r13
	je	.L1381
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
	jb	.L1382
	movq	16(%rsp), %rax
	movq	88(%rsp), %rcx
	imulq	%rcx, %rax
	addq	%rax, %r12
	jmp	.L1379
.L1380:
	movq	48(%rbx), %r9
	movq	(%rbx), %rsi
	movq	144(%rbx), %rdi
	testq	%r9, %r9
	je	.L1384
	movq	56(%rbx), %r8
	movq	64(%rbx), %r10
	xorl	%ecx, %ecx
	xorl	%r13d, %r13d
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L1385:
	movq	%r8, %rdx
	xorl	%eax, %eax
	imulq	%r13, %rdx
	addq	%r10, %rdx
	cmpq	%r12, %rdx
	jb	.L1388
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rsi
.L1388:
	testq	%rdi, %rdi
	je	.L1389
	movq	%rsi, %rdx
	imulq	%rax, %rdx
	addq	%r12, %rdx
	cmpq	%rdi, %rdx
	setnb	%dl
.L1390:
	testb	%dl, %dl
	jne	.L1391
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%rsi, %rax
	addq	%r9, %rax
	addq	%rax, %r12
	addq	$1, %r13
	je	.L1385
	testq	%r8, %r8
	jne	.L1385
.L1391:
	testq	%rdi, %rdi
	jne	.L1428
.L1387:
	movq	136(%rbx), %r8
	subq	%rcx, %r8
.L1394:
	testq	%r8, %r8
	je	.L1393
	movq	%rsi, %rax
	imulq	%r8, %rax
	addq	%rax, %r12
.L1393:
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
	jmp	.L1379
.L1425:
	movq	56(%rbx), %r10
	xorl	%edx, %edx
	movq	%r10, %rax
	divq	%rbp
	movq	%rax, %rsi
	movl	$1, %eax
	cmpq	%rbp, %r10
	jb	.L1368
	movq	%rdi, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%rsi
	addq	$1, %rax
.L1368:
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
	jmp	.L1366
.L1426:
	movq	16(%rsp), %rdx
	movq	(%rsp), %rcx
	movq	%r11, %rax
	subq	%rdi, %rax
	imulq	%rdi, %rdx
	movq	96(%rsp), %rdi
	imulq	%rcx, %rax
	addq	%rdi, %rdx
	addq	%rdx, %rax
	jmp	.L1371
	.p2align 4,,10
	.p2align 3
.L1389:
	leaq	(%rax,%rcx), %rdx
	cmpq	136(%rbx), %rdx
	setnb	%dl
	jmp	.L1390
.L1427:
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
.L1378:
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
	jb	.L1373
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	movq	%rbx, %rsi
	call	dist_add
	cmpq	%r14, %r12
	jnb	.L1375
	movq	24(%rsp), %r11
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r15
	leaq	-1(%r14), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r12, %rdx
	jnb	.L1429
.L1376:
	addq	$1, %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
	cmpq	%r14, %r12
	jb	.L1400
.L1375:
	addq	$8, %r13
	cmpq	%r13, 16(%rsp)
	jne	.L1378
	movq	32(%rsp), %r14
	movq	%rbp, %rbx
	movq	40(%rsp), %r15
	movq	(%rsp), %rbp
	movq	248(%r14), %rax
	movq	264(%r14), %r12
	movq	%rax, 240(%r14)
.L1379:
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	movq	%r12, 256(%r14)
	jne	.L1430
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%r14, %rcx
	movq	%rbp, %rdi
	leaq	176(%rsp), %r12
	call	dist_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L1396
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	80(%r14), %rcx
	movq	%r15, %rdi
	call	dist_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L1396
	movq	168(%rbx), %rax
	cmpl	$0, 176(%rbx)
	movq	%rax, 272(%r14)
	je	.L1397
	movq	(%r14), %rcx
	movq	104(%rsp), %rdi
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	orq	$-1, %rax
	subq	%rdx, %rcx
	cmpq	%rdi, %rcx
	jb	.L1398
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
.L1398:
	movq	%rax, 272(%r14)
.L1397:
	movq	272(%r14), %rsi
	leaq	176(%rsp), %r12
	movq	%rbp, %rdi
	movq	%r12, %rdx
	call	dist_correct
	cmpl	$0, 200(%rsp)
	jne	.L1399
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	160(%r14), %rcx
	movq	%r12, %rdi
	call	dist_summarise
	movl	%eax, %r13d
.L1396:
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
.L1373:
	.cfi_restore_state
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	movq	%rbx, %rsi
	call	dist_add
	cmpq	%r14, %r12
	jnb	.L1375
.L1400:
	movq	%r14, %rcx
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	subq	%r12, %rcx
	imulq	%r15, %r12
	subq	%r12, %rbx
	movq	%rbx, %rsi
	call	dist_add
	jmp	.L1375
.L1381:
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
.L1382:
	movq	8(%rsp), %rax
	movq	16(%rsp), %r12
	imulq	%rax, %r12
	movq	(%rsp), %rax
	addq	%rax, %r12
	jmp	.L1379
.L1428:
	xorl	%r8d, %r8d
	cmpq	%rdi, %r12
	jnb	.L1393
.L1386:
	movq	%rdi, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r8
	jmp	.L1394
.L1429:
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
	jmp	.L1376
.L1430:
	leaq	176(%rsp), %r12
.L1399:
	orl	$-1, %r13d
	jmp	.L1396
.L1384:
	xorl	%r13d, %r13d
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	testq	%rdi, %rdi
	jne	.L1386
	jmp	.L1387
	.cfi_endproc
.LFE86:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.8
	.align 8
.LC216:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC217:
	.string	"unexpected argument '%s': %s"
.LC218:
	.string	"see bench --help"
.LC219:
	.string	"unknown option '%s': %s"
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
.LFB296:
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
	jle	.L1456
	movl	%esi, 36(%rsp)
	xorl	%ebp, %ebp
	leaq	5616+OPTIONS(%rip), %r12
	movl	%ebp, %r9d
	.p2align 4,,10
	.p2align 3
.L1432:
	movslq	%r9d, %rax
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 8(%rsp)
	movq	24(%rsp), %rcx
	movq	(%rcx,%rax,8), %rax
	cmpb	$45, (%rax)
	movq	%rax, 16(%rsp)
	jne	.L1460
	cmpb	$104, 1(%rax)
	jne	.L1460
	cmpb	$0, 2(%rax)
	movl	$-1, %r13d
	leaq	.LC0(%rip), %rbx
	jne	.L1460
.L1435:
	leaq	OPTIONS(%rip), %r14
	xorl	%ebp, %ebp
	movl	%r13d, %eax
	movl	%r9d, %r15d
	jmp	.L1440
	.p2align 4,,10
	.p2align 3
.L1436:
	addl	$1, %ebp
	addq	$104, %r14
	cmpl	$54, %ebp
	je	.L1439
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L1440:
	movq	(%r14), %rdi
	testl	%eax, %eax
	jne	.L1436
	movslq	%ebp, %rcx
	movl	%r15d, %r9d
	movl	%eax, %r15d
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rcx,%rax,4), %rax
	leaq	OPTIONS(%rip), %rcx
	leaq	(%rcx,%rax,8), %rax
	movl	8(%rax), %ecx
	cmpl	$2, %ecx
	je	.L1477
	leal	1(%r9), %edx
	movl	%edx, 32(%rsp)
	cmpl	$1, %ecx
	je	.L1478
	movl	32(%rsp), %ecx
	cmpl	%ecx, 36(%rsp)
	je	.L1479
	movq	8(%rsp), %rcx
	movq	24(%rsp), %rax
	movq	8(%rax,%rcx), %rdx
	cmpb	$45, (%rdx)
	movq	%rdx, 8(%rsp)
	jne	.L1462
	cmpb	$104, 1(%rdx)
	jne	.L1462
	cmpb	$0, 2(%rdx)
	movl	$-1, %eax
	leaq	.LC0(%rip), %rcx
	jne	.L1462
.L1448:
	leaq	104+OPTIONS(%rip), %r14
	movq	%rbx, 48(%rsp)
	movq	%rcx, %rbp
	movq	%r14, %rbx
	jmp	.L1451
	.p2align 4,,10
	.p2align 3
.L1449:
	cmpq	%r12, %rbx
	je	.L1450
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$104, %rbx
	call	strcmp@PLT
.L1451:
	testl	%eax, %eax
	jne	.L1449
	movq	8(%rsp), %r8
	movq	16(%rsp), %rcx
	leaq	.LC223(%rip), %rdx
	movl	$2048, %esi
	movq	40(%rsp), %rdi
	call	snprintf@PLT
.L1443:
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
.L1450:
	.cfi_restore_state
	movq	8(%rsp), %rdi
	movq	48(%rsp), %rbx
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L1480
	movl	%r13d, %eax
	jmp	.L1452
	.p2align 4,,10
	.p2align 3
.L1453:
	addl	$1, %r15d
	cmpl	$54, %r15d
	je	.L1442
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	addq	$104, %r14
	call	strcmp@PLT
.L1452:
	testl	%eax, %eax
	jne	.L1453
	movslq	%r15d, %rdx
	leaq	(%rdx,%rdx,2), %rax
	leaq	(%rdx,%rax,4), %rax
	leaq	OPTIONS(%rip), %rdx
	leaq	(%rdx,%rax,8), %rsi
	movq	48(%rsi), %rax
	testq	%rax, %rax
	je	.L1442
	movq	40(%rsp), %rcx
	movq	8(%rsp), %rdx
	movl	$2048, %r8d
	movq	56(%rsp), %rdi
	call	*%rax
	testl	%eax, %eax
	jne	.L1443
.L1445:
	movl	32(%rsp), %r9d
	addl	$1, %r9d
	cmpl	%r9d, 36(%rsp)
	jg	.L1432
.L1456:
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
.L1460:
	.cfi_restore_state
	movq	16(%rsp), %rbx
	leaq	.LC1(%rip), %rsi
	movl	%r9d, 32(%rsp)
	movq	%rbx, %rdi
	call	strcmp@PLT
	movl	32(%rsp), %r9d
	movl	%eax, %r13d
	jmp	.L1435
	.p2align 4,,10
	.p2align 3
.L1462:
	movq	8(%rsp), %r14
	leaq	.LC1(%rip), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
	movq	%r14, %rcx
	jmp	.L1448
	.p2align 4,,10
	.p2align 3
.L1439:
	movq	16(%rsp), %rax
	cmpb	$45, (%rax)
	je	.L1481
.L1461:
	movq	16(%rsp), %rcx
	movq	40(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC216(%rip), %r8
	leaq	.LC217(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1443
	.p2align 4,,10
	.p2align 3
.L1478:
	movl	%r9d, 8(%rsp)
	movq	40(%rsp), %rcx
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	56(%rsp), %rdi
	movl	$2048, %r8d
	call	*48(%rax)
	movl	8(%rsp), %r9d
	movl	%r9d, 32(%rsp)
	jmp	.L1445
.L1481:
	cmpb	$45, 1(%rax)
	jne	.L1461
.L1442:
	movq	16(%rsp), %rcx
	movq	40(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC218(%rip), %r8
	leaq	.LC219(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1443
.L1477:
	movq	%rdi, %rcx
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC220(%rip), %r8
	leaq	.LC221(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1443
.L1479:
	movq	16(%rsp), %rcx
	movq	40(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC218(%rip), %r8
	leaq	.LC222(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1443
.L1480:
	movq	16(%rsp), %rcx
	movq	40(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC224(%rip), %r8
	leaq	.LC225(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1443
	.cfi_endproc
.LFE296:
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
.LFB298:
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
.L1484:
	movq	(%r12), %r13
	movq	16(%rsp), %rdi
	movq	%r13, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1483
	addl	$1, %r14d
	addq	$24, %r12
	cmpl	$21, %r14d
	jne	.L1484
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	leaq	.LC231(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	movl	%eax, %r15d
	testl	%eax, %eax
	jle	.L1508
	leaq	.LC226(%rip), %r8
	cltq
	xorl	%r14d, %r14d
	movl	$2048, %ebx
	leaq	.LC36(%rip), %r12
	movq	%r8, %r13
	cmpl	$2047, %r15d
	jg	.L1508
.L1509:
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
	jg	.L1508
	testl	%r15d, %r15d
	jle	.L1508
	movslq	%r15d, %rax
	addq	$24, %rbp
	cmpl	$2047, %r15d
	jg	.L1508
	cmpl	$18, %r14d
	jle	.L1517
	cmpl	$19, %r14d
	je	.L1541
	movq	24(%rsp), %rdi
	subq	%rax, %rbx
	movq	0(%rbp), %rcx
	movq	%r12, %rdx
	movq	%rbx, %rsi
	leaq	.LC8(%rip), %r8
	addq	%rax, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1508
	.p2align 4,,10
	.p2align 3
.L1483:
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
	je	.L1542
	leaq	56(%rsp), %r13
	leaq	.LC41(%rip), %rbp
	movq	%r13, %rdx
	movq	%rbp, %rsi
	call	strtok_r@PLT
	testq	%rax, %rax
	je	.L1488
	leaq	64(%rsp), %rcx
	movl	$1, %r15d
	movq	%rbx, 8(%rsp)
	movq	%rcx, 32(%rsp)
	movq	%r15, %rbx
	movq	%rcx, %r15
	.p2align 4,,10
	.p2align 3
.L1489:
	movq	%r13, %rdx
	movq	%rbp, %rsi
	xorl	%edi, %edi
	movq	%rax, -8(%r15,%rbx,8)
	call	strtok_r@PLT
	movl	%ebx, %r12d
	movq	%rbx, %rdx
	addq	$1, %rbx
	testq	%rax, %rax
	je	.L1538
	cmpl	$31, %r12d
	jle	.L1489
.L1538:
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
.L1498:
	movslq	%ebp, %rax
	movq	64(%rsp,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L1518
	cmpb	$104, 1(%r14)
	jne	.L1518
	cmpb	$0, 2(%r14)
	jne	.L1518
	movl	$-1, %eax
	leaq	.LC0(%rip), %r14
.L1494:
	leaq	104+OPTIONS(%rip), %r12
	xorl	%r15d, %r15d
	jmp	.L1497
	.p2align 4,,10
	.p2align 3
.L1495:
	addl	$1, %r15d
	cmpl	$54, %r15d
	je	.L1514
	movq	(%r12), %rsi
	movq	%r14, %rdi
	addq	$104, %r12
	call	strcmp@PLT
.L1497:
	testl	%eax, %eax
	jne	.L1495
	movabsq	$5675921253449092805, %rdx
	movslq	%r15d, %r15
	leaq	(%r15,%r15,2), %rax
	leaq	(%r15,%rax,4), %rax
	imulq	%rax, %rdx
	cmpl	$1, 8(%r13,%rax,8)
	movl	%ebp, %eax
	adcl	$0, %eax
	movb	$1, 512(%rbx,%rdx)
.L1496:
	movl	8(%rsp), %ecx
	leal	1(%rax), %ebp
	cmpl	%ecx, %eax
	jl	.L1498
	movl	40(%rsp), %r12d
	movq	%rbx, 40(%rsp)
	movl	%ecx, %eax
	movq	32(%rsp), %rbp
	leaq	72(%rsp,%rax,8), %r14
	movl	%r12d, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L1506:
	movq	0(%rbp), %r15
	cmpb	$45, (%r15)
	jne	.L1519
	cmpb	$104, 1(%r15)
	jne	.L1519
	cmpb	$0, 2(%r15)
	jne	.L1519
	movl	$-1, %eax
	leaq	.LC0(%rip), %r15
.L1500:
	leaq	OPTIONS(%rip), %r12
	xorl	%ebx, %ebx
	jmp	.L1504
	.p2align 4,,10
	.p2align 3
.L1501:
	addl	$1, %ebx
	addq	$104, %r12
	cmpl	$54, %ebx
	je	.L1503
	movq	(%r12), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
.L1504:
	movq	(%r12), %r8
	testl	%eax, %eax
	jne	.L1501
	movslq	%ebx, %rcx
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rcx,%rax,4), %rax
	movl	44(%r13,%rax,8), %eax
	testl	%eax, %eax
	jne	.L1543
.L1503:
	addq	$8, %rbp
	cmpq	%r14, %rbp
	jne	.L1506
	movl	8(%rsp), %r12d
	movq	40(%rsp), %rbx
.L1492:
	movq	24(%rsp), %rcx
	movq	32(%rsp), %rdx
	movl	%r12d, %esi
	movq	%rbx, %rdi
	call	apply_args.constprop.0
.L1482:
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
.L1519:
	.cfi_restore_state
	leaq	.LC1(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	jmp	.L1500
	.p2align 4,,10
	.p2align 3
.L1518:
	leaq	.LC1(%rip), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
	jmp	.L1494
	.p2align 4,,10
	.p2align 3
.L1514:
	movl	%ebp, %eax
	jmp	.L1496
.L1543:
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	leaq	.LC230(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%rcx, %r9
	call	snprintf@PLT
.L1508:
	movl	$-1, %eax
	jmp	.L1482
.L1517:
	movq	%r13, %r8
	jmp	.L1509
.L1541:
	leaq	.LC227(%rip), %r8
	jmp	.L1509
.L1488:
	movq	40(%rsp), %xmm0
	leaq	64(%rsp), %rax
	movq	%rax, 32(%rsp)
	movhps	8(%r12), %xmm0
	xorl	%r12d, %r12d
	movups	%xmm0, 456(%rbx)
	jmp	.L1492
.L1542:
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC228(%rip), %r8
	leaq	.LC229(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1508
	.cfi_endproc
.LFE298:
	.size	apply_scenario.constprop.0, .-apply_scenario.constprop.0
	.section	.rodata.str1.1
.LC232:
	.string	"it ended early"
	.section	.rodata.str1.8
	.align 8
.LC233:
	.string	"--arrivals '%s' changed while the run read it: %s"
	.text
	.p2align 4
	.type	due_next, @function
due_next:
.LFB44:
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
	jne	.L1557
	movq	112(%rbp), %rdx
	testq	%rdx, %rdx
	je	.L1547
	movq	(%rdx,%rax,8), %rax
.L1544:
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
.L1547:
	.cfi_restore_state
	movl	72(%rbp), %edx
	testl	%edx, %edx
	je	.L1558
	cmpl	$1, %edx
	je	.L1559
	leaq	32(%rsp), %r12
	leaq	24(%rsp), %rsi
	movl	$256, %ecx
	leaq	40(%rdi), %rdi
	movq	%r12, %rdx
	call	numbers_next
	cmpl	$1, %eax
	je	.L1560
	testl	%eax, %eax
	leaq	.LC232(%rip), %rax
	movq	104(%rbp), %rcx
	leaq	.LC233(%rip), %rdx
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
	je	.L1561
.L1554:
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$1, 112(%rbx)
.L1557:
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
.L1558:
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
.L1559:
	.cfi_restore_state
	movabsq	$-7046029254386353131, %rax
	addq	32(%rdi), %rax
	pxor	%xmm1, %xmm1
	movsd	.LC24(%rip), %xmm0
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
	mulsd	.LC171(%rip), %xmm1
	subsd	%xmm1, %xmm0
	call	log@PLT
	xorpd	.LC172(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	movsd	.LC73(%rip), %xmm1
	mulsd	.LC173(%rip), %xmm0
	addsd	24(%rbx), %xmm0
	comisd	%xmm1, %xmm0
	movsd	%xmm0, 24(%rbx)
	jnb	.L1550
	cvttsd2siq	%xmm0, %rax
	jmp	.L1544
	.p2align 4,,10
	.p2align 3
.L1561:
	movq	%r12, %rcx
	leaq	.LC52(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$2, run_fault(%rip)
	jmp	.L1554
	.p2align 4,,10
	.p2align 3
.L1560:
	movq	24(%rsp), %rax
	movq	%rax, 104(%rbx)
	jmp	.L1544
	.p2align 4,,10
	.p2align 3
.L1550:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1544
	.cfi_endproc
.LFE44:
	.size	due_next, .-due_next
	.p2align 4
	.type	due_fill.constprop.0, @function
due_fill.constprop.0:
.LFB300:
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
	movl	$4096, %esi
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
	movq	8(%rdi), %rdx
	movq	136(%rax), %rcx
	movq	%rcx, %rbp
	subq	%rdx, %rbp
	cmpq	%rsi, %rbp
	cmova	%rsi, %rbp
	cmpq	$0, 112(%rax)
	je	.L1563
.L1566:
	xorl	%r13d, %r13d
	cmpq	%rdx, %rcx
	je	.L1562
	.p2align 4,,10
	.p2align 3
.L1564:
	movq	%rbx, %rdi
	call	due_next
	movq	%rax, (%r12,%r13,8)
	addq	$1, %r13
	cmpq	%rbp, %r13
	jb	.L1564
.L1562:
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
.L1563:
	.cfi_restore_state
	cmpl	$1, 72(%rax)
	jne	.L1566
	cmpq	%rdx, %rcx
	je	.L1567
	movsd	16(%rdi), %xmm3
	xorl	%r13d, %r13d
	movabsq	$-7046029254386353131, %r15
	movabsq	$-4658895280553007687, %r14
	movsd	%xmm3, 8(%rsp)
	jmp	.L1570
	.p2align 4,,10
	.p2align 3
.L1578:
	cvttsd2siq	%xmm0, %rax
	movq	%rax, (%r12,%r13,8)
.L1569:
	addq	$1, %r13
	cmpq	%rbp, %r13
	jnb	.L1577
.L1570:
	movq	32(%rbx), %rax
	pxor	%xmm0, %xmm0
	movabsq	$-7723592293110705685, %rdx
	movsd	.LC24(%rip), %xmm1
	addq	%r15, %rax
	movq	%rax, %rcx
	movq	%rax, 32(%rbx)
	shrq	$30, %rcx
	xorq	%rax, %rcx
	imulq	%r14, %rcx
	movq	%rcx, %rax
	shrq	$27, %rax
	xorq	%rcx, %rax
	imulq	%rdx, %rax
	movq	%rax, %rcx
	shrq	$31, %rcx
	xorq	%rcx, %rax
	shrq	$11, %rax
	cvtsi2sdq	%rax, %xmm0
	mulsd	.LC171(%rip), %xmm0
	subsd	%xmm0, %xmm1
	movapd	%xmm1, %xmm0
	call	log@PLT
	xorpd	.LC172(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	mulsd	.LC173(%rip), %xmm0
	addsd	24(%rbx), %xmm0
	comisd	.LC73(%rip), %xmm0
	movsd	%xmm0, 24(%rbx)
	jb	.L1578
	subsd	.LC73(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, (%r12,%r13,8)
	movabsq	$-9223372036854775808, %rax
	xorq	%rax, (%r12,%r13,8)
	jmp	.L1569
.L1577:
	movq	8(%rbx), %rdx
.L1567:
	addq	%rbp, %rdx
	movq	%rdx, 8(%rbx)
	jmp	.L1562
	.cfi_endproc
.LFE300:
	.size	due_fill.constprop.0, .-due_fill.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC234:
	.string	"bench: internal error: the reference overran %lu samples\n"
	.text
	.p2align 4
	.type	ref_walk_whole.constprop.0, @function
ref_walk_whole.constprop.0:
.LFB301:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pxor	%xmm0, %xmm0
	movq	%r8, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movl	%esi, %r14d
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rdi, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rdx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rcx, %rbx
	subq	$33032, %rsp
	.cfi_def_cfa_offset 33088
	movq	%rdi, 48(%rsp)
	movq	160(%rdi), %rdi
	movl	%esi, 56(%rsp)
	movl	$8, %esi
	movq	%r9, 24(%rsp)
	movl	$0, 124(%rsp)
	movups	%xmm0, 60(%rsp)
	movups	%xmm0, 76(%rsp)
	movups	%xmm0, 92(%rsp)
	movups	%xmm0, 108(%rsp)
	call	calloc@PLT
	movq	%rax, 16(%rsp)
	movq	%rax, 96(%rsp)
	testq	%rax, %rax
	je	.L1592
	movq	$0, (%r15)
	leaq	128(%rsp), %rax
	leaq	256(%rsp), %rbp
	movq	%r13, %rsi
	movq	%rbp, %rdx
	movq	%rax, %rdi
	movq	%rax, 8(%rsp)
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L1607
.L1581:
	leaq	48(%rsp), %r13
	pxor	%xmm0, %xmm0
	cmpl	$3, %r14d
	je	.L1583
	jmp	.L1591
	.p2align 4,,10
	.p2align 3
.L1604:
	testq	%r14, %r14
	je	.L1586
.L1583:
	movq	(%r15), %rax
	movq	%rbx, %rdx
	movq	%r13, %rdi
	movq	%rbp, 64(%rsp)
	movq	$0, 88(%rsp)
	subq	%rax, %rdx
	leaq	(%r12,%rax,8), %rsi
	movups	%xmm0, 72(%rsp)
	call	ref_client
	movq	%rax, %r14
	movq	(%r15), %rax
	addq	%r14, %rax
	movq	%rax, (%r15)
	cmpq	%rax, %rbx
	jne	.L1604
	leaq	40(%rsp), %rsi
	movl	$1, %edx
	movq	%r13, %rdi
	call	ref_client
	testq	%rax, %rax
	je	.L1604
.L1585:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC234(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L1591:
	movq	8(%rsp), %rdi
	movq	%rbp, %rsi
	call	due_fill.constprop.0
	movq	%rbx, %rdx
	movq	%r13, %rdi
	movq	%rbp, 64(%rsp)
	movq	%rax, 72(%rsp)
	movq	%rax, %r14
	movq	(%r15), %rax
	movq	$0, 80(%rsp)
	movq	$0, 88(%rsp)
	subq	%rax, %rdx
	leaq	(%r12,%rax,8), %rsi
	call	ref_client
	addq	%rax, (%r15)
	cmpq	%r14, 80(%rsp)
	jb	.L1585
	orq	%r14, %rax
	jne	.L1591
.L1586:
	movq	176(%rsp), %rdi
	call	free@PLT
	movq	168(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1588
	call	fclose@PLT
.L1588:
	movq	112(%rsp), %rax
	movq	24(%rsp), %rcx
	movq	16(%rsp), %rdi
	movq	%rax, (%rcx)
	call	free@PLT
	xorl	%eax, %eax
.L1579:
	addq	$33032, %rsp
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
	leaq	run_fault_lock(%rip), %r13
	movq	%r13, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L1608
.L1582:
	movq	%r13, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$1, 240(%rsp)
	jmp	.L1581
.L1608:
	movq	%rbp, %rcx
	leaq	.LC52(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$2, run_fault(%rip)
	jmp	.L1582
.L1592:
	orl	$-1, %eax
	jmp	.L1579
	.cfi_endproc
.LFE301:
	.size	ref_walk_whole.constprop.0, .-ref_walk_whole.constprop.0
	.p2align 4
	.type	ref_sorted, @function
ref_sorted:
.LFB105:
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
	jne	.L1610
	movq	144(%rdi), %rax
	testq	%rax, %rax
	je	.L1610
	xorl	%edx, %edx
	movq	160(%rdi), %rcx
	divq	(%rdi)
	leaq	1(%rcx,%rax), %r14
	jmp	.L1612
	.p2align 4,,10
	.p2align 3
.L1610:
	movq	136(%rbx), %r14
.L1612:
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
	je	.L1630
	testq	%r12, %r12
	je	.L1630
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
	je	.L1652
.L1615:
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
.L1652:
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
	jne	.L1615
	cmpq	$0, 48(%rbx)
	movq	256(%r13), %rsi
	je	.L1653
	movq	64(%rbx), %rcx
	cmpq	%rsi, %rcx
	jnb	.L1654
	movq	56(%rbx), %rdi
	movl	$1, %eax
	testq	%rdi, %rdi
	je	.L1620
	leaq	-1(%rsi), %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%rdi
	addq	$1, %rax
.L1620:
	movq	%rax, 240(%r13)
	movq	264(%r13), %rdx
.L1619:
	cmpq	%rdx, %rcx
	jnb	.L1621
	movq	56(%rbx), %rdi
	movl	$1, %eax
	testq	%rdi, %rdi
	je	.L1617
	leaq	-1(%rdx), %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%rdi
	addq	$1, %rax
.L1617:
	movl	176(%rbx), %ecx
	movq	%rax, 248(%r13)
	movq	16(%rsp), %r15
	testl	%ecx, %ecx
	je	.L1622
	movq	160(%rbx), %rdi
	movq	%r15, %rax
	xorl	%edx, %edx
	movq	%r15, %r8
	movq	$-1, %rcx
	divq	%rdi
	subq	%rdx, %r8
	je	.L1623
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
.L1623:
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
	je	.L1634
	xorl	%esi, %esi
	jmp	.L1628
	.p2align 4,,10
	.p2align 3
.L1656:
	addq	$1, %rsi
	cmpq	%r15, %rsi
	je	.L1655
.L1628:
	movq	0(%rbp,%rsi,8), %rax
	movl	$1, %ecx
	cmpq	%r11, %rax
	jb	.L1625
	xorl	%edx, %edx
	divq	%r11
	movq	%rax, %rcx
.L1625:
	addq	%r13, %rcx
	movq	%rcx, %r13
	jnc	.L1656
.L1637:
	movl	$-2, %r14d
	jmp	.L1615
	.p2align 4,,10
	.p2align 3
.L1655:
	testq	%rcx, %rcx
	je	.L1637
	cmpq	$4194304, %rcx
	jbe	.L1657
.L1629:
	testq	%r15, %r15
	movl	$1, %edi
	movq	%r11, 8(%rsp)
	cmovne	%r15, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, %r13
	testq	%rax, %rax
	je	.L1630
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
	jmp	.L1615
	.p2align 4,,10
	.p2align 3
.L1622:
	movq	168(%rbx), %rcx
	jmp	.L1623
	.p2align 4,,10
	.p2align 3
.L1657:
	leaq	0(,%rcx,8), %rdi
.L1624:
	movq	%r11, 8(%rsp)
	call	malloc@PLT
	movq	8(%rsp), %r11
	testq	%rax, %rax
	je	.L1629
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
	jmp	.L1615
	.p2align 4,,10
	.p2align 3
.L1653:
	movq	$0, 240(%r13)
.L1621:
	xorl	%eax, %eax
	jmp	.L1617
	.p2align 4,,10
	.p2align 3
.L1654:
	movq	$0, 240(%r13)
	movq	264(%r13), %rdx
	jmp	.L1619
.L1634:
	movl	$8, %edi
	jmp	.L1624
.L1630:
	orl	$-1, %r14d
	jmp	.L1615
	.cfi_endproc
.LFE105:
	.size	ref_sorted, .-ref_sorted
	.p2align 4
	.type	ref_job_run, @function
ref_job_run:
.LFB227:
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
.LFE227:
	.size	ref_job_run, .-ref_job_run
	.section	.rodata.str1.8
	.align 8
.LC235:
	.string	"out of memory for %lu connections"
	.align 8
.LC236:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	walk_all, @function
walk_all:
.LFB116:
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
	movq	%rdi, %r13
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
	subq	$33128, %rsp
	.cfi_def_cfa_offset 33184
	leaq	128(%rsp), %rdi
	movl	%esi, 36(%rsp)
	movq	33184(%rsp), %r12
	movq	%rdx, 48(%rsp)
	movq	%r9, 72(%rsp)
	movq	$0, 124(%rsp)
	movq	$0, 216(%rsp)
	rep stosq
	movl	%esi, 120(%rsp)
	andl	$-3, %esi
	movl	$1, %edi
	movq	%r13, 112(%rsp)
	je	.L1661
	movq	160(%r13), %rdi
.L1661:
	cmpq	$0, 48(%r13)
	movq	%rdi, 184(%rsp)
	movq	$-1, %rax
	movq	$0, 136(%rsp)
	je	.L1662
	movq	64(%r13), %rax
.L1662:
	movl	$8, %esi
	movq	%rax, 128(%rsp)
	call	calloc@PLT
	movq	%rax, 64(%rsp)
	movq	%rax, 176(%rsp)
	testq	%rax, %rax
	je	.L1663
	movq	$0, (%r12)
	leaq	224(%rsp), %rax
	leaq	352(%rsp), %rdx
	movq	%r13, %rsi
	movq	$0, (%rbx)
	movq	%rax, %rdi
	movq	%rdx, 24(%rsp)
	movq	%rax, 56(%rsp)
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L1696
.L1665:
	leaq	112(%rsp), %rax
	leaq	96(%rsp), %r14
	xorl	%r13d, %r13d
	movq	%rax, 40(%rsp)
	jmp	.L1675
	.p2align 4,,10
	.p2align 3
.L1698:
	movq	24(%rsp), %rsi
	movq	56(%rsp), %rdi
	call	due_fill.constprop.0
	movq	%r12, 33184(%rsp)
	movq	33184(%rsp), %rcx
	movq	%rax, %r12
.L1673:
	movq	24(%rsp), %rax
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rcx, 33184(%rsp)
	movq	%r12, 152(%rsp)
	movq	%rax, 144(%rsp)
	movq	%r13, 160(%rsp)
	movq	%r13, 168(%rsp)
	call	clock_gettime@PLT
	movq	(%rbx), %rax
	movq	48(%rsp), %rdi
	movq	%rbp, %rdx
	imulq	$1000000000, 96(%rsp), %r8
	movq	104(%rsp), %r9
	leaq	(%rdi,%rax,8), %rsi
	movq	40(%rsp), %rdi
	subq	%rax, %rdx
	movq	%r9, 8(%rsp)
	movq	%r8, 16(%rsp)
	call	walk_run
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rax, %r15
	call	clock_gettime@PLT
	movq	8(%rsp), %r9
	imulq	$1000000000, 96(%rsp), %rax
	movq	16(%rsp), %r8
	movq	33184(%rsp), %rcx
	subq	%r9, %rax
	addq	104(%rsp), %rax
	subq	%r8, %rax
	addq	%rax, (%rcx)
	movq	(%rbx), %rax
	addq	%r15, %rax
	movq	%rax, (%rbx)
	cmpq	%r12, 160(%rsp)
	jb	.L1672
	cmpq	%rbp, %rax
	jne	.L1671
	cmpl	$3, 36(%rsp)
	je	.L1697
.L1671:
	movq	%rcx, 33184(%rsp)
	movq	%r12, %rcx
	movq	33184(%rsp), %r12
	orq	%r15, %rcx
	je	.L1674
.L1675:
	xorl	%ecx, %ecx
	cmpl	$3, 36(%rsp)
	jne	.L1698
	movq	%r12, 33184(%rsp)
	movq	%rcx, %r12
	movq	33184(%rsp), %rcx
	jmp	.L1673
	.p2align 4,,10
	.p2align 3
.L1697:
	movq	40(%rsp), %rdi
	leaq	88(%rsp), %rsi
	movl	$1, %edx
	movq	%rcx, 33184(%rsp)
	call	walk_run
	testq	%rax, %rax
	jne	.L1672
	orq	%r15, %r12
	movq	33184(%rsp), %rcx
	je	.L1674
	xorl	%r12d, %r12d
	jmp	.L1673
	.p2align 4,,10
	.p2align 3
.L1674:
	movq	272(%rsp), %rdi
	call	free@PLT
	movq	264(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1676
	call	fclose@PLT
.L1676:
	movq	136(%rsp), %rax
	movq	72(%rsp), %rdi
	movq	208(%rsp), %rdx
	movq	%rax, (%rdi)
	movq	33192(%rsp), %rax
	movq	64(%rsp), %rdi
	movq	%rdx, (%rax)
	call	free@PLT
	xorl	%eax, %eax
.L1660:
	addq	$33128, %rsp
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
.L1696:
	.cfi_restore_state
	leaq	run_fault_lock(%rip), %r13
	movq	%r13, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L1699
.L1668:
	movq	%r13, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$1, 336(%rsp)
	jmp	.L1665
.L1699:
	movq	24(%rsp), %rcx
	leaq	.LC52(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$2, run_fault(%rip)
	jmp	.L1668
.L1672:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC236(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L1663:
	movq	160(%r13), %rcx
	leaq	352(%rsp), %rbx
	leaq	.LC235(%rip), %rdx
	xorl	%eax, %eax
	movl	$96, %esi
	movq	%rbx, %rdi
	leaq	run_fault_lock(%rip), %r13
	call	snprintf@PLT
	movq	%r13, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %edx
	testl	%edx, %edx
	je	.L1700
.L1666:
	movq	%r13, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$-4, %eax
	jmp	.L1660
.L1700:
	movq	%rbx, %rcx
	leaq	.LC52(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$1, run_fault(%rip)
	jmp	.L1666
	.cfi_endproc
.LFE116:
	.size	walk_all, .-walk_all
	.section	.rodata.str1.8
	.align 8
.LC237:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.section	.rodata.str1.1
.LC238:
	.string	" warmup"
.LC239:
	.string	"rep=%u%s set=%s"
.LC240:
	.string	" n=%lu"
.LC241:
	.string	" slow=%lu sum_ns=%s\n"
.LC242:
	.string	" %s_ns=%lu"
.LC243:
	.string	"for a rep"
	.text
	.p2align 4
	.type	run_reps, @function
run_reps:
.LFB225:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	384(%rdi), %rax
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
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$296, %rsp
	.cfi_def_cfa_offset 352
	movq	(%rdi), %r11
	movl	%esi, 108(%rsp)
	movl	$0, 104(%rsp)
	movq	%r11, %r12
	movq	%rax, 80(%rsp)
	jmp	.L1758
.L1805:
	testl	%eax, %eax
	jne	.L1727
	cmpq	$1, 160(%r12)
	je	.L1801
.L1728:
	leaq	256(%rbp), %rcx
	leaq	240(%rbp), %r9
	movl	$1, %esi
.L1730:
	movq	136(%r12), %rax
.L1732:
	movq	328(%r14), %rdx
	pushq	%rcx
	.cfi_def_cfa_offset 360
	movq	%r12, %rdi
	leaq	184(%rsp), %rcx
	pushq	%rcx
	.cfi_def_cfa_offset 368
	movq	%rax, %rcx
	leaq	144(%rsp), %r8
	call	walk_all
	movl	%eax, %r15d
	popq	%rax
	.cfi_def_cfa_offset 360
	popq	%rdx
	.cfi_def_cfa_offset 352
	testl	%r15d, %r15d
	jne	.L1800
	movq	128(%rsp), %rdi
	movq	176(%rsp), %rax
	movq	%rdi, (%rsp)
.L1729:
	testq	%rax, %rax
	js	.L1735
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1736:
	movq	(%rsp), %rax
	testq	%rax, %rax
	je	.L1737
	js	.L1738
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1739:
	divsd	%xmm1, %xmm0
.L1737:
	movsd	%xmm0, 144(%rsp)
	movq	$-1, %rax
	movq	$0, 200(%rsp)
	cmpq	$0, 48(%r12)
	je	.L1740
	movq	64(%r12), %rax
.L1740:
	movq	%rbx, %rsi
	movl	$1, %edi
	movq	%rax, 192(%rsp)
	call	clock_gettime@PLT
	movq	248(%rsp), %r10
	movl	72(%r12), %eax
	movq	240(%rsp), %r15
	movq	%r10, 16(%rsp)
	testl	%eax, %eax
	jne	.L1741
	movl	8(%r12), %eax
	testl	%eax, %eax
	jne	.L1741
	cmpq	$0, 40(%r12)
	jne	.L1741
	movq	336(%r14), %rdx
	xorl	%r9d, %r9d
	movq	%r13, %r8
	xorl	%ecx, %ecx
	leaq	192(%rsp), %rax
	movq	%r12, %rdi
	movq	%rax, %rsi
	imulq	$1000000000, %r15, %r15
	call	run_open
	movq	%rbx, %rsi
	movl	$1, %edi
	movq	%rax, 264(%rbp)
	call	clock_gettime@PLT
	movq	16(%rsp), %r10
	imulq	$1000000000, 240(%rsp), %rax
	subq	%r10, %rax
	addq	248(%rsp), %rax
	subq	%r15, %rax
	movq	%rax, 176(%rsp)
	movq	200(%rsp), %rax
	movq	%rax, 248(%rbp)
.L1742:
	movq	176(%rsp), %rax
	movq	136(%rsp), %r15
	testq	%rax, %rax
	js	.L1743
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1744:
	testq	%r15, %r15
	js	.L1745
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r15, %xmm1
.L1746:
	divsd	%xmm1, %xmm0
	movl	176(%r12), %r10d
	movq	256(%rbp), %rcx
	movsd	%xmm0, 152(%rsp)
	testl	%r10d, %r10d
	je	.L1747
	movq	160(%r12), %rsi
	movq	(%rsp), %rdi
	movq	$-1, %rax
	cmpq	%rsi, %rdi
	jb	.L1748
	xorl	%edx, %edx
	movq	%rdi, %rax
	divq	%rsi
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rcx, %rax
	divq	%rsi
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
.L1748:
	movq	(%rsp), %r13
	movq	%rax, 272(%rbp)
	movq	%rbp, %r8
	movl	200(%r12), %ecx
	movq	192(%r12), %rdx
	movq	328(%r14), %rdi
	movq	%r13, %rsi
	call	summarise.isra.0
	movl	200(%r12), %ecx
	leaq	80(%rbp), %r8
	movq	%r15, %rsi
	movq	192(%r12), %rdx
	movq	336(%r14), %rdi
	call	summarise.isra.0
	subq	$8, %rsp
	.cfi_def_cfa_offset 360
	movq	%r13, %rsi
	leaq	160(%rbp), %rax
	movl	200(%r12), %r8d
	movq	192(%r12), %rcx
	movq	272(%rbp), %rdx
	movq	328(%r14), %rdi
	pushq	%rax
	.cfi_def_cfa_offset 368
	movq	344(%r14), %r9
	call	corrected_summarise
	movl	%eax, %r15d
	popq	%r8
	.cfi_def_cfa_offset 360
	popq	%r9
	.cfi_def_cfa_offset 352
.L1724:
	leaq	run_fault_lock(%rip), %r12
	movq	%r12, %rdi
	call	pthread_mutex_lock@PLT
	movq	%r12, %rdi
	movl	run_fault(%rip), %ebp
	call	pthread_mutex_unlock@PLT
	testl	%r15d, %r15d
	jne	.L1734
	testl	%ebp, %ebp
	jne	.L1769
	movl	108(%rsp), %edi
	testl	%edi, %edi
	jne	.L1802
.L1749:
	movl	104(%rsp), %eax
	testl	%eax, %eax
	je	.L1757
	movq	312(%r14), %rdx
	subl	$1, %eax
	movsd	144(%rsp), %xmm0
	movsd	%xmm0, (%rdx,%rax,8)
	movq	320(%r14), %rdx
	movsd	152(%rsp), %xmm0
	movsd	%xmm0, (%rdx,%rax,8)
.L1757:
	movq	(%r14), %r12
	addl	$1, 104(%rsp)
	movl	104(%rsp), %eax
	cmpl	%eax, 216(%r12)
	jb	.L1803
.L1758:
	movl	104(%rsp), %eax
	movq	304(%r14), %rbp
	movq	136(%r12), %r13
	leaq	(%rax,%rax,8), %rax
	salq	$5, %rax
	movq	%r13, 128(%rsp)
	addq	%rax, %rbp
	cmpl	$2, 352(%r14)
	movq	%rax, 88(%rsp)
	movq	%r13, 136(%rsp)
	je	.L1804
	leaq	8(%rbp), %rdi
	movq	%rbp, %rcx
	xorl	%eax, %eax
	movq	$0, 0(%rbp)
	movq	$0, 280(%rbp)
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	movq	$-1, %rax
	movq	$0, 200(%rsp)
	cmpq	$0, 48(%r12)
	je	.L1725
	movq	64(%r12), %rax
.L1725:
	leaq	240(%rsp), %rbx
	movl	$1, %edi
	movq	%rax, 192(%rsp)
	movq	%rbx, %rsi
	call	clock_gettime@PLT
	movl	72(%r12), %ecx
	movq	240(%rsp), %r10
	movq	248(%rsp), %r15
	movl	152(%r12), %eax
	testl	%ecx, %ecx
	je	.L1805
.L1727:
	leaq	by_kind.5(%rip), %rdx
	leaq	256(%rbp), %rcx
	movl	(%rdx,%rax,4), %esi
	leaq	240(%rbp), %r9
	cmpl	$3, %esi
	jne	.L1730
	movq	144(%r12), %rax
	testq	%rax, %rax
	je	.L1730
	xorl	%edx, %edx
	divq	(%r12)
	movq	160(%r12), %rdx
	leaq	1(%rax,%rdx), %rax
	jmp	.L1732
.L1741:
	leaq	264(%rbp), %rax
	movq	336(%r14), %rdx
	xorl	%esi, %esi
	movq	%r12, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 360
	leaq	248(%rbp), %r9
	leaq	184(%rsp), %rcx
	pushq	%rcx
	.cfi_def_cfa_offset 368
	movq	%r13, %rcx
	leaq	152(%rsp), %r8
	call	walk_all
	popq	%r11
	.cfi_def_cfa_offset 360
	popq	%r13
	.cfi_def_cfa_offset 352
	movl	%eax, %r15d
	testl	%eax, %eax
	je	.L1742
.L1800:
	leaq	run_fault_lock(%rip), %rbx
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
.L1734:
	addq	$296, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	%r15d, %edi
	leaq	.LC243(%rip), %rsi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
.L1802:
	.cfi_restore_state
	movl	104(%rsp), %esi
	movq	88(%rsp), %rdi
	movq	%r14, 48(%rsp)
	leaq	.LC238(%rip), %rdx
	leaq	.LC8(%rip), %rax
	movabsq	$-3689348814741910323, %r15
	movabsq	$-3689348814741910324, %r13
	testl	%esi, %esi
	cmove	%rdx, %rax
	xorl	%r12d, %r12d
	movq	%rax, 32(%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rax, 24(%rsp)
	movq	304(%r14), %rax
	movq	%rbx, %r14
	leaq	8(%rax,%rdi), %rax
	movq	%rax, 16(%rsp)
	leaq	192(%rsp), %rax
	movq	%rax, 40(%rsp)
.L1750:
	movq	24(%rsp), %rax
	movq	32(%rsp), %rdx
	leaq	.LC239(%rip), %rdi
	leaq	PCT_NAME(%rip), %rbx
	movl	104(%rsp), %esi
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %rbp
	leaq	.LC240(%rip), %rdi
	xorl	%eax, %eax
	movq	-8(%rbp), %rsi
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L1751:
	movq	0(%rbp), %rdx
	movq	(%rbx), %rsi
	leaq	.LC242(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %rbp
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rbx, %rax
	jne	.L1751
	movq	16(%rsp), %rax
	movl	$47, %edi
	movl	$9, %r10d
	movq	56(%rax), %rcx
	movq	64(%rax), %rbx
	movb	$0, 287(%rsp)
	.p2align 4,,10
	.p2align 3
.L1754:
	movq	%rcx, %rsi
	movq	%rcx, %r11
	addq	%rbx, %rsi
	adcq	$0, %rsi
	xorl	%r9d, %r9d
	movq	%rsi, %rax
	mulq	%r15
	movq	%rdx, %rax
	andq	$-4, %rdx
	shrq	$2, %rax
	addq	%rax, %rdx
	movq	%rcx, %rax
	subq	%rdx, %rsi
	movq	%rbx, %rdx
	subq	%rsi, %rax
	movq	%rsi, %r8
	sbbq	%r9, %rdx
	movq	%rax, (%rsp)
	subq	$1, %rdi
	movq	%rdx, %rsi
	movq	%rdx, 8(%rsp)
	movq	%rax, %rdx
	movq	(%rsp), %rax
	imulq	%r13, %rdx
	imulq	%r15, %rsi
	addq	%rdx, %rsi
	mulq	%r15
	addq	%rsi, %rdx
	movq	%rax, %rsi
	andl	$1, %esi
	shrdq	$1, %rdx, %rax
	leaq	(%rsi,%rsi,4), %rsi
	shrq	%rdx
	movq	%rax, %rcx
	cmpq	%r11, %r10
	leal	48(%rsi,%r8), %esi
	movq	%r12, %rax
	movb	%sil, (%r14,%rdi)
	movq	%rbx, %rsi
	movq	%rdx, %rbx
	sbbq	%rsi, %rax
	jc	.L1754
	movq	40(%rsp), %rbp
	leaq	(%r14,%rdi), %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC52(%rip), %rdx
	movq	%r8, 64(%rsp)
	movq	%rbp, %rdi
	movq	%r9, 72(%rsp)
	call	snprintf@PLT
	movq	16(%rsp), %rbx
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC241(%rip), %rdi
	movq	48(%rbx), %rsi
	addq	$80, %rbx
	call	printf@PLT
	addq	$8, 24(%rsp)
	movq	24(%rsp), %rax
	movq	%rbx, 16(%rsp)
	leaq	24+SET_NAME(%rip), %rbx
	cmpq	%rax, %rbx
	jne	.L1750
	movq	48(%rsp), %r14
	jmp	.L1749
.L1735:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1736
.L1747:
	movq	168(%r12), %rax
	jmp	.L1748
.L1804:
	leaq	8(%rbp), %rdi
	movq	%rbp, %rcx
	pxor	%xmm0, %xmm0
	xorl	%eax, %eax
	andq	$-8, %rdi
	movaps	%xmm0, 192(%rsp)
	xorl	%esi, %esi
	movq	%r13, %rbx
	subq	%rdi, %rcx
	movaps	%xmm0, 208(%rsp)
	addl	$288, %ecx
	movaps	%xmm0, 240(%rsp)
	shrl	$3, %ecx
	movaps	%xmm0, 256(%rsp)
	movq	$0, 0(%rbp)
	movq	$0, 280(%rbp)
	rep stosq
	leaq	360(%r14), %rax
	movq	%rax, 96(%rsp)
	movq	368(%r14), %rax
	movq	376(%r14), %rdi
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	movq	392(%r14), %rax
	movq	400(%r14), %rdi
	xorl	%esi, %esi
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	leaq	176(%rsp), %rax
	movq	$0, 40(%rsp)
	leaq	168(%rsp), %rdx
	movq	%rax, 16(%rsp)
	movq	%rdx, %r13
	movq	%r12, 24(%rsp)
.L1716:
	movq	24(%rsp), %rax
	movq	$0, 0(%r13)
	movq	$-1, %rdx
	cmpq	$0, 48(%rax)
	je	.L1703
	movq	64(%rax), %rdx
.L1703:
	movq	%rdx, 160(%rsp)
	xorl	%r9d, %r9d
	xorl	%r15d, %r15d
	testq	%rbx, %rbx
	je	.L1704
	leaq	160(%rsp), %rax
	movq	%rbp, 112(%rsp)
	xorl	%r12d, %r12d
	movq	%rax, 56(%rsp)
	movq	%r15, (%rsp)
	movq	%r9, 48(%rsp)
	movq	%r13, 120(%rsp)
	.p2align 4,,10
	.p2align 3
.L1708:
	movq	16(%rsp), %rsi
	movq	%r12, %r13
	addq	$65536, %r12
	movl	$1, %edi
	cmpq	%r12, %rbx
	movq	%r12, %r15
	cmovbe	%rbx, %r15
	call	clock_gettime@PLT
	imulq	$1000000000, 176(%rsp), %r10
	addq	184(%rsp), %r10
	cmpq	$0, 40(%rsp)
	movq	%r10, 32(%rsp)
	je	.L1806
	movq	(%rsp), %r9
	movq	56(%rsp), %rsi
	movq	%r15, %r8
	movq	%r13, %rcx
	movq	336(%r14), %rdx
	movq	24(%rsp), %rdi
	movq	%r15, %rbp
	subq	%r13, %rbp
	call	run_open
	movq	16(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, (%rsp)
	call	clock_gettime@PLT
	movq	32(%rsp), %r10
	movq	80(%rsp), %r9
	imulq	$1000000000, 176(%rsp), %rax
	addq	184(%rsp), %rax
	subq	%r10, %rax
	addq	%rax, 48(%rsp)
	movq	336(%r14), %r11
.L1706:
	xorl	%ecx, %ecx
	testq	%rbp, %rbp
	je	.L1711
	.p2align 4,,10
	.p2align 3
.L1707:
	movq	(%r11,%rcx,8), %rdi
	movq	(%r9), %r10
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r10
	cmpq	%r8, %rax
	jnb	.L1709
	testq	%rdx, %rdx
	jne	.L1709
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%rbp, %rcx
	jne	.L1707
.L1711:
	cmpq	%rbx, %r12
	jb	.L1708
	movq	112(%rsp), %rbp
	movq	(%rsp), %r15
	movq	48(%rsp), %r9
	movq	120(%rsp), %r13
.L1704:
	leaq	144(%rsp), %rdx
	testq	%r9, %r9
	js	.L1712
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r9, %xmm0
.L1713:
	testq	%rbx, %rbx
	js	.L1714
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L1715:
	divsd	%xmm1, %xmm0
	movq	40(%rsp), %rax
	movq	%r15, 256(%rbp,%rax,8)
	movsd	%xmm0, (%rdx,%rax,8)
	movq	168(%rsp), %rdx
	movq	%rdx, 240(%rbp,%rax,8)
	testq	%rax, %rax
	jne	.L1807
	movq	$1, 40(%rsp)
	jmp	.L1716
	.p2align 4,,10
	.p2align 3
.L1806:
	movq	(%rsp), %r9
	movq	56(%rsp), %rsi
	movq	%r15, %r8
	movq	%r13, %rcx
	movq	328(%r14), %rdx
	movq	24(%rsp), %rdi
	subq	%r13, %r15
	movq	%r15, %rbp
	call	run_closed
	movq	16(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, (%rsp)
	call	clock_gettime@PLT
	movq	32(%rsp), %r10
	movq	96(%rsp), %r9
	imulq	$1000000000, 176(%rsp), %rax
	addq	184(%rsp), %rax
	subq	%r10, %rax
	movq	328(%r14), %r11
	addq	%rax, 48(%rsp)
	jmp	.L1706
.L1745:
	movq	%r15, %rax
	movq	%r15, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1746
.L1743:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1744
.L1807:
	movq	24(%rsp), %r12
	movq	256(%rbp), %rcx
	movl	176(%r12), %esi
	testl	%esi, %esi
	je	.L1717
	movq	160(%r12), %rsi
	cmpq	%rsi, %rbx
	jb	.L1764
	xorl	%edx, %edx
	movq	%rbx, %rax
	divq	%rsi
	xorl	%edx, %edx
	movq	%rax, %r13
	movq	%rcx, %rax
	divq	%r13
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	jmp	.L1718
.L1738:
	movq	(%rsp), %rdi
	pxor	%xmm1, %xmm1
	movq	%rdi, %rax
	andl	$1, %edi
	shrq	%rax
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1739
.L1714:
	movq	%rbx, %rcx
	movq	%rbx, %rsi
	pxor	%xmm1, %xmm1
	shrq	%rcx
	andl	$1, %esi
	orq	%rsi, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1715
.L1712:
	movq	%r9, %rcx
	andl	$1, %r9d
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%r9, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1713
.L1717:
	movq	168(%r12), %rax
.L1718:
	movq	%rax, 272(%rbp)
	xorl	%ebx, %ebx
	leaq	192(%rsp), %rax
	cmpq	$0, 368(%r14)
	movq	%rax, %r13
	jne	.L1719
	jmp	.L1723
	.p2align 4,,10
	.p2align 3
.L1722:
	addq	$1, %rbx
	cmpq	368(%r14), %rbx
	jnb	.L1808
.L1719:
	movq	376(%r14), %rax
	movq	(%rax,%rbx,8), %r8
	testq	%r8, %r8
	je	.L1722
	movq	360(%r14), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r13, %rdi
	imulq	%rbx, %rsi
	addq	$1, %rbx
	call	dist_add
	cmpq	368(%r14), %rbx
	jb	.L1719
.L1808:
	movq	%r13, %rax
.L1723:
	movq	272(%rbp), %rsi
	leaq	240(%rsp), %rbx
	movq	%rax, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	movl	216(%rsp), %eax
	orl	264(%rsp), %eax
	jne	.L1809
	movl	200(%r12), %edx
	movq	192(%r12), %rsi
	movq	%rbp, %rcx
	movq	96(%rsp), %rdi
	call	lattice_summarise
	movl	%eax, %r15d
	testl	%eax, %eax
	je	.L1810
.L1721:
	movq	192(%rsp), %rdi
	call	free@PLT
	movq	240(%rsp), %rdi
	call	free@PLT
	jmp	.L1724
.L1801:
	cmpl	$0, 8(%r12)
	movq	%r10, (%rsp)
	jne	.L1728
	cmpq	$0, 40(%r12)
	jne	.L1728
	movq	328(%r14), %rdx
	xorl	%r9d, %r9d
	movq	%r13, %r8
	xorl	%ecx, %ecx
	leaq	192(%rsp), %rax
	movq	%r12, %rdi
	movq	%rax, %rsi
	call	run_closed
	movq	%rbx, %rsi
	movl	$1, %edi
	movq	%rax, 256(%rbp)
	call	clock_gettime@PLT
	movq	(%rsp), %r10
	movq	%r13, (%rsp)
	imulq	$1000000000, 240(%rsp), %rax
	imulq	$1000000000, %r10, %rdx
	subq	%r15, %rax
	addq	248(%rsp), %rax
	subq	%rdx, %rax
	movq	200(%rsp), %rdx
	movq	%rax, 176(%rsp)
	movq	%rdx, 240(%rbp)
	jmp	.L1729
.L1803:
	addq	$296, %rsp
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
.L1810:
	.cfi_restore_state
	movl	200(%r12), %edx
	movq	192(%r12), %rsi
	leaq	80(%rbp), %rcx
	movq	80(%rsp), %rdi
	call	lattice_summarise
	movl	%eax, %r15d
	testl	%eax, %eax
	jne	.L1721
	movl	200(%r12), %edx
	movq	192(%r12), %rsi
	leaq	160(%rbp), %rcx
	movq	%rbx, %rdi
	call	dist_summarise
	movl	%eax, %r15d
	jmp	.L1721
.L1709:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r10, %rcx
	xorl	%eax, %eax
	leaq	.LC237(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L1764:
	orq	$-1, %rax
	jmp	.L1718
.L1769:
	movl	$-4, %r15d
	jmp	.L1734
.L1809:
	orl	$-1, %r15d
	jmp	.L1721
	.cfi_endproc
.LFE225:
	.size	run_reps, .-run_reps
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB152:
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
	je	.L1811
	cmpl	$0, 152(%r10)
	jne	.L1811
	cmpl	$0, 72(%r10)
	movq	%rdx, %rbx
	jne	.L1813
	movq	%r10, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	je	.L1837
.L1813:
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
	jne	.L1829
	testq	%rax, %rax
	je	.L1829
	leaq	160(%rsp), %rbp
	leaq	32(%rsp), %r14
	movq	%r13, %rsi
	movq	%rbp, %rdx
	movq	%r14, %rdi
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L1814
	xorl	%ebp, %ebp
	cmpq	$0, 552(%rsp)
	je	.L1817
	.p2align 4,,10
	.p2align 3
.L1815:
	movq	16(%rbx), %rax
	movq	%r14, %rdi
	leaq	(%rax,%rbp,8), %r12
	addq	$1, %rbp
	call	due_next
	movq	%rax, (%r12)
	cmpq	552(%rsp), %rbp
	jb	.L1815
.L1817:
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
	jne	.L1811
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
	popq	%rdx
	.cfi_def_cfa_offset 856
	popq	%rcx
	.cfi_def_cfa_offset 848
	testl	%eax, %eax
	jne	.L1811
	movq	552(%rsp), %rcx
	movq	32(%rbx), %rax
	movq	%rcx, 24(%rbx)
	cmpq	%rcx, %rax
	jnb	.L1818
	movq	16(%rbx), %r8
	movq	8(%rbx), %rsi
	movq	480(%rsp), %rdi
	jmp	.L1819
	.p2align 4,,10
	.p2align 3
.L1821:
	addq	$1, %rax
	movq	%rax, 32(%rbx)
	cmpq	%rax, %rcx
	je	.L1820
.L1819:
	movq	(%rsi,%rax,8), %rdx
	addq	(%r8,%rax,8), %rdx
	cmpq	%rdx, %rdi
	jnb	.L1821
	movq	%rax, 40(%rbx)
	cmpq	%rcx, %rax
	jnb	.L1824
	movq	416(%rsp), %rdi
	movq	%rax, %rdx
	jmp	.L1823
	.p2align 4,,10
	.p2align 3
.L1825:
	addq	$1, %rdx
	movq	%rdx, 40(%rbx)
	cmpq	%rdx, %rcx
	je	.L1824
.L1823:
	cmpq	(%rsi,%rdx,8), %rdi
	jb	.L1825
.L1824:
	cmpq	%rcx, %rax
	setnb	%al
	movzbl	%al, %eax
.L1811:
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
.L1837:
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
	jmp	.L1813
.L1818:
	movq	%rax, 40(%rbx)
	jmp	.L1824
.L1814:
	movq	%rbp, %rsi
	movl	$2, %edi
	call	run_fault_set
	movl	$-4, %eax
	jmp	.L1811
.L1829:
	orl	$-1, %eax
	jmp	.L1811
.L1820:
	movq	%rcx, 40(%rbx)
	jmp	.L1824
	.cfi_endproc
.LFE152:
	.size	first_stall_window, .-first_stall_window
	.section	.rodata.str1.8
	.align 8
.LC244:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC245:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC246:
	.string	"percentiles.svg"
.LC247:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC248:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC249:
	.string	"bench: the export to %s failed (out of memory, too many distinct values, or the .hlog's check)\n"
	.text
	.p2align 4
	.type	export_bench, @function
export_bench:
.LFB163:
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
	je	.L1931
	movq	%rdx, %r13
	movq	%rcx, %rbp
	cmpl	$2, %eax
	je	.L1932
	movq	(%rcx), %r14
	movq	(%rdx), %r15
	leaq	112(%rsp), %rbx
	testq	%r14, %r14
	je	.L1850
	xorl	%edx, %edx
	xorl	%r12d, %r12d
	leaq	112(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L1849:
	movq	(%r15,%r12,8), %rsi
	movq	%r12, %rax
	jmp	.L1856
	.p2align 4,,10
	.p2align 3
.L1852:
	addq	$1, %rax
	cmpq	%rax, %r14
	je	.L1851
.L1856:
	cmpq	%rsi, (%r15,%rax,8)
	je	.L1852
	movq	%rax, %r8
	subq	%r12, %r8
	je	.L1853
	movq	%rax, %r12
.L1886:
	testl	%edx, %edx
	jne	.L1930
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%rbx, %rdi
	call	dist_add.part.0
	movl	136(%rsp), %edx
.L1930:
	cmpq	%r14, %r12
	jb	.L1849
.L1850:
	leaq	144(%rsp), %rax
	movq	272(%rbp), %rsi
	movq	%rbx, %rdi
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	dist_correct
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	jne	.L1847
	movq	0(%rbp), %rdx
	movq	0(%r13), %r14
	xorl	%r12d, %r12d
	leaq	272(%rsp), %r15
	testq	%rdx, %rdx
	je	.L1860
	movq	%rbp, 32(%rsp)
	movq	%r14, %rbp
	movq	%rdx, %r14
	jmp	.L1857
	.p2align 4,,10
	.p2align 3
.L1934:
	addq	$1, %r12
	cmpq	%r12, %r14
	je	.L1933
.L1857:
	movq	0(%rbp,%r12,8), %rsi
	movl	$1, %edx
	movq	%r15, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L1934
	jmp	.L1847
	.p2align 4,,10
	.p2align 3
.L1851:
	movq	%r14, %r8
	subq	%r12, %r8
	je	.L1850
	movq	%r14, %r12
	jmp	.L1886
	.p2align 4,,10
	.p2align 3
.L1853:
	cmpq	%r14, %rax
	jnb	.L1850
	movq	%rax, %r12
	jmp	.L1849
.L1932:
	xorl	%r14d, %r14d
	cmpq	$0, 40(%rdx)
	leaq	112(%rsp), %rbx
	jne	.L1842
	jmp	.L1846
	.p2align 4,,10
	.p2align 3
.L1845:
	addq	$1, %r14
	cmpq	40(%r13), %r14
	jnb	.L1846
.L1842:
	movq	48(%r13), %rax
	movq	(%rax,%r14,8), %r8
	testq	%r8, %r8
	je	.L1845
	movl	136(%rsp), %r9d
	testl	%r9d, %r9d
	jne	.L1845
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%rbx, %rdi
	imulq	%r14, %rsi
	call	dist_add.part.0
	jmp	.L1845
.L1846:
	leaq	144(%rsp), %rax
	movq	272(%rbp), %rsi
	movq	%rbx, %rdi
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	dist_correct
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	jne	.L1847
	leaq	272(%rsp), %r15
	leaq	32(%r13), %rdi
	movq	%r15, %rsi
	call	table_from_lattice
	testl	%eax, %eax
	je	.L1935
.L1847:
	orl	$-1, %ebp
.L1882:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	je	.L1936
.L1885:
	movl	%ebp, %r13d
.L1884:
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
.L1838:
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
.L1936:
	.cfi_restore_state
	movq	8(%rsp), %rdx
	movq	stderr(%rip), %rdi
	leaq	.LC249(%rip), %rsi
	call	fprintf@PLT
	jmp	.L1885
.L1933:
	movq	32(%rsp), %rbp
.L1860:
	movq	80(%rbp), %rdx
	movq	8(%r13), %r15
	leaq	296(%rsp), %r12
	xorl	%r13d, %r13d
	movq	%rdx, %r14
	testq	%rdx, %rdx
	je	.L1859
	.p2align 4,,10
	.p2align 3
.L1858:
	movq	(%r15,%r13,8), %rsi
	movl	$1, %edx
	movq	%r12, %rdi
	call	table_push
	testl	%eax, %eax
	jne	.L1847
	addq	$1, %r13
	cmpq	%r13, %r14
	jne	.L1858
.L1859:
	movq	(%rsp), %rdi
	leaq	320(%rsp), %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L1847
	leaq	272(%rsp), %r15
.L1861:
	leaq	80(%rsp), %rax
	movq	%rbx, 40(%rsp)
	xorl	%r14d, %r14d
	leaq	HGRM.3(%rip), %r13
	movq	%rax, 32(%rsp)
	leaq	hgrm_writer(%rip), %r12
	movq	%rbp, %rbx
.L1848:
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
	jne	.L1925
	cmpl	$0, 24(%rsp)
	jne	.L1862
.L1864:
	addq	$8, %r14
	cmpq	$24, %r14
	jne	.L1848
	leaq	.LC245(%rip), %rax
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
	leaq	.LC246(%rip), %rsi
	movaps	%xmm0, 176(%rsp)
	movq	%rax, %xmm0
	movhps	32(%rsp), %xmm0
	movups	%xmm0, 200(%rsp)
	call	export_file
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L1847
	leaq	224(%rsp), %r15
	movq	16(%rsp), %rdi
	movl	$20, %esi
	movq	%r15, %rdx
	call	first_stall_window
	testl	%eax, %eax
	je	.L1937
	jle	.L1868
	movq	16(%rsp), %rax
	movq	48(%rax), %rbp
	testq	%rbp, %rbp
	je	.L1938
.L1871:
	leaq	.LC248(%rip), %rdi
	call	puts@PLT
	movq	%r15, %rdi
	call	stall_window_free
	jmp	.L1884
.L1935:
	leaq	296(%rsp), %rsi
	leaq	56(%r13), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L1847
	movq	(%rsp), %rdi
	leaq	320(%rsp), %rsi
	call	table_from_dist
	testl	%eax, %eax
	je	.L1861
	jmp	.L1847
.L1862:
	leaq	VALUES.2(%rip), %rax
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	values_writer(%rip), %rdx
	movq	(%rax,%r14), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L1864
.L1925:
	movq	40(%rsp), %rbx
	jmp	.L1847
.L1880:
	testl	%eax, %eax
	jns	.L1871
.L1868:
	movq	%r15, %rdi
	call	stall_window_free
	jmp	.L1847
.L1937:
	movq	16(%rsp), %rax
	movq	8(%rsp), %rdi
	leaq	736(%rsp), %rcx
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC247(%rip), %rsi
	movq	%r15, 744(%rsp)
	movq	%rax, 736(%rsp)
	movq	272(%rbp), %rax
	movq	%rax, 752(%rsp)
	call	export_file
	movl	%eax, %ebp
.L1866:
	movq	%r15, %rdi
	call	stall_window_free
	testl	%ebp, %ebp
	jne	.L1882
	jmp	.L1884
.L1931:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC244(%rip), %rdi
	orl	$-1, %r13d
	call	fwrite@PLT
	jmp	.L1838
.L1938:
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
	jne	.L1871
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
	je	.L1868
	movq	16(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L1868
	testq	%rax, %rax
	je	.L1868
	leaq	352(%rsp), %r12
	leaq	480(%rsp), %rdx
	movq	%r14, %rsi
	movq	%r12, %rdi
	movq	%rdx, 16(%rsp)
	call	due_open.constprop.0
	movq	16(%rsp), %rdx
	testl	%eax, %eax
	je	.L1874
	jmp	.L1939
.L1878:
	movq	240(%rsp), %rax
	movq	%r12, %rdi
	leaq	(%rax,%rbp,8), %r14
	call	due_next
	movq	%rax, (%r14)
	movq	240(%rsp), %rax
	cmpq	$999999999, (%rax,%rbp,8)
	ja	.L1879
	addq	$1, %rbp
.L1874:
	cmpq	872(%rsp), %rbp
	jb	.L1878
.L1879:
	leaq	392(%rsp), %rdi
	call	numbers_close
	movq	%rbp, 872(%rsp)
	testq	%rbp, %rbp
	je	.L1871
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
	jne	.L1880
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
	jne	.L1880
	movq	872(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	leaq	first_second_writer(%rip), %rdx
	leaq	.LC247(%rip), %rsi
	movq	%rax, 248(%rsp)
	call	export_file
	movl	%eax, %ebp
	jmp	.L1866
.L1939:
	movq	%rdx, %rsi
	movl	$2, %edi
	call	run_fault_set
	jmp	.L1868
	.cfi_endproc
.LFE163:
	.size	export_bench, .-export_bench
	.section	.rodata.str1.8
	.align 8
.LC250:
	.string	"a run of users (--population, --sessions)"
	.section	.rodata.str1.1
.LC251:
	.string	"a sweep (--sweep)"
.LC252:
	.string	"--cross-check"
.LC253:
	.string	"a benchmark run"
.LC254:
	.string	"one"
.LC255:
	.string	"it"
	.section	.rodata.str1.8
	.align 8
.LC256:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC257:
	.string	"--stall %s us is not below --period %s us: random stalls of that mean would leave the server almost no time between them"
	.section	.rodata.str1.1
.LC258:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC259:
	.string	"200000000 (it is not a regular file, so all are kept)"
	.align 8
.LC260:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC261:
	.string	"the latencies have too many possible values"
	.align 8
.LC262:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC263:
	.string	"reference"
.LC264:
	.string	"closed-form"
.LC267:
	.string	"default"
.LC268:
	.string	"seed 000"
.LC269:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC270:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC271:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC272:
	.string	"--self-test"
	.section	.rodata.str1.8
	.align 8
.LC273:
	.string	"option %s: its row carries its parser"
	.section	.rodata.str1.1
.LC274:
	.string	"--scenario"
	.section	.rodata.str1.8
	.align 8
.LC275:
	.string	"option %s: a choice has its names, a refusal its words"
	.section	.rodata.str1.1
.LC276:
	.string	"rank n=1 p=0"
.LC277:
	.string	"rank n=1 p=100"
.LC278:
	.string	"rank n=1 p=0 ceil"
.LC279:
	.string	"rank n=1 p=100 ceil"
.LC280:
	.string	"rank n=10 p=0"
.LC281:
	.string	"rank n=10 p=100"
.LC282:
	.string	"rank n=10 p=50"
.LC283:
	.string	"rank n=10 p=95 rounds half up"
.LC284:
	.string	"rank n=10 p=94.9 rounds down"
.LC285:
	.string	"rank n=10 p=90.1 ceil"
.LC286:
	.string	"rank n=119980 p=99"
.LC287:
	.string	"rank n=119980 p=99.9"
.LC288:
	.string	"rank n=119980 p=99 ceil"
.LC289:
	.string	"rank n=2^62 p=99.99 exact"
.LC291:
	.string	"hdr fixture corrected count"
.LC292:
	.string	"hdr fixture correct_co"
.LC293:
	.string	"hdr fixture corrected p50"
.LC294:
	.string	"hdr fixture corrected p90"
.LC295:
	.string	"hdr fixture corrected p99"
.LC296:
	.string	"hdr fixture corrected max"
.LC297:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC298:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC299:
	.string	"correction of one interval"
.LC300:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC301:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC302:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC303:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC304:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC305:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC307:
	.string	"reference server agrees, start %lu"
	.align 8
.LC309:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC310:
	.string	"in service at a stall: extended by it"
	.align 8
.LC311:
	.string	"starting in a stall: waits for its end"
	.align 8
.LC312:
	.string	"corrected set without its terms, and the reference's partitioning, e %lu, values below %lu: fields that differ"
	.align 8
.LC313:
	.string	"the brute-force buffer was allocated"
	.section	.rodata.str1.1
.LC314:
	.string	"200us"
.LC315:
	.string	"0.3us"
.LC316:
	.string	"0.5s"
.LC317:
	.string	"1.000000001s"
.LC318:
	.string	"0"
.LC319:
	.string	"250"
.LC320:
	.string	"0.5ns"
.LC321:
	.string	"ms"
.LC322:
	.string	"-1ms"
.LC323:
	.string	"5parsecs"
.LC324:
	.string	"1.ms"
.LC325:
	.string	"99999999999999999999s"
.LC326:
	.string	"4611686018427387904ns"
.LC327:
	.string	"QUICK"
.LC328:
	.string	"REPS"
.LC329:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC330:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC331:
	.string	"QUICK '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC332:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC333:
	.string	"REPS '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC334:
	.string	"out of memory reading the options%s%s"
	.section	.rodata.str1.1
.LC335:
	.string	"--duration"
.LC336:
	.string	"--requests"
.LC337:
	.string	"--correct"
.LC338:
	.string	"--trace-values"
.LC339:
	.string	"--population"
.LC340:
	.string	"--sessions"
.LC341:
	.string	"--sweep"
	.section	.rodata.str1.8
	.align 8
.LC342:
	.string	"%s is the lab's, not the benchmark's: run ./lab %s ... (./build.sh builds it beside bench)"
	.align 8
.LC343:
	.string	"%s applies to a simulated run, not to a recorded trace, whose latencies are already measured (the correction's interval is --expected-interval): drop %s"
	.align 8
.LC344:
	.string	"%s does not apply to %s: drop it"
	.align 8
.LC345:
	.string	"%s applies only with %s: add %s, or drop %s"
	.section	.rodata.str1.1
.LC346:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC347:
	.string	"both set the length of the run: "
	.align 8
.LC348:
	.string	"--duration and --requests %s%s"
	.align 8
.LC349:
	.string	"--correct, --sweep and --cross-check write no .values files"
	.align 8
.LC350:
	.string	"--export-values applies to a benchmark run: %s%s"
	.section	.rodata.str1.1
.LC351:
	.string	"which writes nothing"
	.section	.rodata.str1.8
	.align 8
.LC352:
	.string	"--export does not apply to --cross-check, %s%s"
	.align 8
.LC353:
	.string	"drop them, or --correct, --sweep and --cross-check"
	.align 8
.LC354:
	.string	"--hlog-interval and --hlog-counts shape a benchmark run's .hlog: %s%s"
	.section	.rodata.str1.1
.LC355:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC356:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC357:
	.string	"%s, from %s"
	.section	.rodata.str1.8
	.align 8
.LC358:
	.string	"--scoreboard scores a benchmark run, not a recorded trace: drop it"
	.align 8
.LC359:
	.string	"--timeout, --queue-limit and the generator's options apply to a benchmark run, not to a recorded trace: drop them"
	.align 8
.LC360:
	.string	"drop --service-dist or use catch-up"
	.align 8
.LC361:
	.string	"takes fixed service times only: "
	.section	.rodata.str1.1
.LC362:
	.string	"--closed back-to-back %s%s"
	.section	.rodata.str1.8
	.align 8
.LC363:
	.string	"--period 0 means a single stall"
	.align 8
.LC364:
	.string	"--stalls poisson needs --period T, the mean gap between stall starts: %s%s"
	.align 8
.LC365:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC366:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC367:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC368:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC369:
	.string	"takes one connection: "
.LC370:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC371:
	.string	"--generator-pause %s us is not below --generator-period %s us: the sender would never send (use --generator-period 0 for one pause)"
	.section	.rodata.str1.1
.LC372:
	.string	"use catch-up"
	.section	.rodata.str1.8
	.align 8
.LC373:
	.string	"takes no --timeout or --queue-limit (a connection that gives up or is refused would send again at once): "
	.align 8
.LC374:
	.string	"drop --sweep, --cross-check and the faults"
	.align 8
.LC375:
	.string	"scores a benchmark run without faults, or users: "
	.section	.rodata.str1.1
.LC376:
	.string	"--scoreboard %s%s"
.LC377:
	.string	"drop --sweep or --cross-check"
.LC378:
	.string	"apply to a benchmark run: "
	.section	.rodata.str1.8
	.align 8
.LC379:
	.string	"--timeout, --queue-limit and the generator's options %s%s"
	.align 8
.LC380:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC381:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC383:
	.string	"lower --rate or shorten the run"
	.align 8
.LC384:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC385:
	.string	"--schedule poisson: %s%s"
.LC386:
	.string	"counting the schedule"
.LC387:
	.string	"out of memory "
	.section	.rodata.str1.8
	.align 8
.LC389:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC390:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC391:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC392:
	.string	"1 / rate, the interval the schedule was configured with"
	.align 8
.LC393:
	.string	"--arrivals %.40s: more than %s lines"
	.align 8
.LC394:
	.string	"--arrivals '%s': out of memory at line %lu"
	.section	.rodata.str1.1
.LC395:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC396:
	.string	"--arrivals '%s': no due time falls within %s"
	.section	.rodata.str1.1
.LC397:
	.string	"add --expected-interval T"
	.section	.rodata.str1.8
	.align 8
.LC398:
	.string	"--arrivals '%s' has no gap between its due times (one line, or all at one instant), so it gives no interval to correct with: %s"
	.align 8
.LC399:
	.string	"the replayed schedule's mean gap"
	.align 8
.LC400:
	.string	"shorten --duration or --interval"
	.align 8
.LC401:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC402:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC403:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC404:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC405:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC406:
	.string	"--scoreboard keeps every sample"
	.align 8
.LC407:
	.string	"the schedule has more than 8388608 requests, and %s: %s"
	.align 8
.LC408:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC409:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC410:
	.string	"back-to-back may send more than %s requests: %s"
	.section	.rodata.str1.1
.LC411:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC412:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC413:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.align 8
.LC414:
	.string	"--exact-by passes); bench alone takes auto, sorted or lattice"
	.align 8
.LC415:
	.string	"--exact-by passes: the passes route is the lab's (./lab %s%s"
	.align 8
.LC416:
	.string	"%lu requests: bench alone keeps every sample of this model, up to %d a client; run it with ./lab, which walks a longer run again in passes, or add --exact-by sorted to keep them all"
	.align 8
.LC417:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.section	.rodata.str1.1
.LC418:
	.string	"drop --arrivals and mean"
	.section	.rodata.str1.8
	.align 8
.LC419:
	.string	"--sweep runs on a fixed schedule (--schedule poisson and --rate go with --sweep load), with a fixed --expected-interval: %s%s"
	.align 8
.LC420:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC421:
	.string	"in the cross-check"
.LC422:
	.string	"expected_ns"
.LC423:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC424:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC425:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC426:
	.string	"computing the expected outcome"
	.align 8
.LC427:
	.string	"bench: --export: the corrected %s holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC428:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.align 8
.LC429:
	.string	"bench: out of memory for the report\n"
	.section	.rodata.str1.1
.LC430:
	.string	"RESULT set=%s"
	.globl	__udivmodti4
	.section	.rodata.str1.8
	.align 8
.LC431:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.align 8
.LC432:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC433:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC434:
	.string	"RESULT correction expected_interval_ns=%lu\n"
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
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.align 8
.LC441:
	.string	"RESULT passes walks=%u guessed=%u of=%d\n"
	.section	.rodata.str1.1
.LC442:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC443:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.text
	.p2align 4
	.type	bench_main, @function
bench_main:
.LFB252:
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
	subq	$8056, %rsp
	.cfi_def_cfa_offset 8112
	movdqa	.LC265(%rip), %xmm0
	leaq	6000(%rsp), %rdi
	leaq	6000(%rsp), %rsi
	rep stosq
	leaq	.LC267(%rip), %rcx
	movq	%rsi, 16(%rsp)
	leaq	.LC268(%rip), %rax
	movaps	%xmm0, 6048(%rsp)
	movdqa	.LC266(%rip), %xmm0
	movq	%rax, %xmm4
	leaq	2144(%rsp), %rdi
	movq	$100000, 6000(%rsp)
	movaps	%xmm0, 6160(%rsp)
	movq	%rcx, %xmm0
	movl	$81, %ecx
	punpcklqdq	%xmm4, %xmm0
	movq	$500000000, 6064(%rsp)
	movq	$200000, 6080(%rsp)
	movq	$1000000, 6192(%rsp)
	movq	$16384, 6208(%rsp)
	movl	$31, 6216(%rsp)
	movq	%rdi, 24(%rsp)
	movups	%xmm0, 6456(%rsp)
	rep movsq
	cmpl	$2, %r12d
	je	.L2535
	movl	$1, %r14d
	cmpl	$1, %r12d
	jle	.L2002
	.p2align 4,,10
	.p2align 3
.L2001:
	movslq	%r14d, %rax
	movq	0(%rbp,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L2309
	cmpb	$104, 1(%r15)
	jne	.L2309
	cmpb	$0, 2(%r15)
	jne	.L2309
	movl	$-1, %eax
	leaq	.LC0(%rip), %r15
.L1995:
	leaq	104+OPTIONS(%rip), %r13
	xorl	%ebx, %ebx
	jmp	.L2000
	.p2align 4,,10
	.p2align 3
.L1996:
	addl	$1, %ebx
	cmpl	$54, %ebx
	je	.L1999
	movq	0(%r13), %rsi
	movq	%r15, %rdi
	addq	$104, %r13
	call	strcmp@PLT
.L2000:
	testl	%eax, %eax
	jne	.L1996
	movslq	%ebx, %rbx
	leaq	OPTIONS(%rip), %rcx
	leaq	(%rbx,%rbx,2), %rax
	leaq	(%rbx,%rax,4), %rax
	leaq	(%rcx,%rax,8), %rax
	movl	8(%rax), %r10d
	testl	%r10d, %r10d
	jne	.L2536
	addl	$1, %r14d
.L1999:
	addl	$1, %r14d
	cmpl	%r14d, %r12d
	jg	.L2001
.L2002:
	leaq	.LC327(%rip), %rdi
	call	getenv@PLT
	leaq	.LC328(%rip), %rdi
	movq	%rax, %rbx
	call	getenv@PLT
	movq	%rax, %r13
	testq	%rbx, %rbx
	je	.L2262
	leaq	.LC329(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	cmpb	$0, (%rbx)
	movl	%eax, %r14d
	je	.L2004
	leaq	.LC318(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2537
.L2004:
	xorl	%eax, %eax
	testl	%r14d, %r14d
	sete	%al
.L2003:
	movl	%eax, 2624(%rsp)
	testq	%r13, %r13
	je	.L2006
	cmpb	$0, 0(%r13)
	jne	.L2538
.L2006:
	movslq	%r12d, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 32(%rsp)
	testq	%rax, %rax
	je	.L2539
	leal	-1(%r12), %ecx
	testl	%ecx, %ecx
	jle	.L2263
	movl	%ecx, (%rsp)
	xorl	%r14d, %r14d
	movl	%r12d, 40(%rsp)
	movl	%r14d, %r12d
	.p2align 4,,10
	.p2align 3
.L2015:
	leal	1(%r12), %ebx
	movslq	%ebx, %rax
	movq	0(%rbp,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L2310
	cmpb	$104, 1(%r14)
	jne	.L2310
	cmpb	$0, 2(%r14)
	jne	.L2310
	movl	$-1, %eax
	leaq	.LC0(%rip), %r14
.L2011:
	leaq	104+OPTIONS(%rip), %r15
	xorl	%r13d, %r13d
	jmp	.L2014
	.p2align 4,,10
	.p2align 3
.L2012:
	addl	$1, %r13d
	cmpl	$54, %r13d
	je	.L2013
	movq	(%r15), %rsi
	movq	%r14, %rdi
	addq	$104, %r15
	call	strcmp@PLT
.L2014:
	testl	%eax, %eax
	jne	.L2012
	movabsq	$5675921253449092805, %rcx
	movslq	%r13d, %r13
	movl	%r12d, %ebx
	leaq	0(%r13,%r13,2), %rax
	leaq	0(%r13,%rax,4), %rax
	imulq	%rax, %rcx
	movb	$1, 2656(%rsp,%rcx)
	leaq	OPTIONS(%rip), %rcx
	cmpl	$1, 8(%rcx,%rax,8)
	adcl	$1, %ebx
.L2013:
	movl	%ebx, %r12d
	cmpl	%ebx, (%rsp)
	jg	.L2015
	movl	40(%rsp), %r12d
	xorl	%r9d, %r9d
	xorl	%r13d, %r13d
	movq	%rbp, 40(%rsp)
	movl	%r9d, 56(%rsp)
	movl	$1, %r14d
	movl	%r9d, 64(%rsp)
	movl	%r12d, (%rsp)
	.p2align 4,,10
	.p2align 3
.L2027:
	movslq	%r14d, %rax
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 48(%rsp)
	movq	40(%rsp), %rcx
	movq	(%rcx,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L2311
	cmpb	$104, 1(%r15)
	jne	.L2311
	cmpb	$0, 2(%r15)
	movl	$-1, %edx
	leaq	.LC0(%rip), %rbx
	jne	.L2311
.L2017:
	leaq	OPTIONS(%rip), %rbp
	xorl	%r12d, %r12d
	movl	%edx, %eax
	jmp	.L2021
	.p2align 4,,10
	.p2align 3
.L2018:
	addl	$1, %r12d
	addq	$104, %rbp
	cmpl	$54, %r12d
	je	.L2519
	movq	0(%rbp), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L2021:
	movq	0(%rbp), %rdi
	testl	%eax, %eax
	jne	.L2018
	movl	%eax, %edx
	movslq	%r12d, %rax
	leaq	(%rax,%rax,2), %rcx
	leaq	(%rax,%rcx,4), %rax
	leaq	OPTIONS(%rip), %rcx
	movl	8(%rcx,%rax,8), %r8d
	testl	%r8d, %r8d
	jne	.L2519
	movl	%edx, 72(%rsp)
	leal	1(%r14), %eax
	cmpl	%eax, (%rsp)
	jle	.L2020
	leaq	.LC335(%rip), %rsi
	movq	%rdi, 88(%rsp)
	movl	$1, %ebx
	call	strcmp@PLT
	movq	88(%rsp), %rdi
	leaq	.LC336(%rip), %rsi
	testl	%eax, %eax
	movl	64(%rsp), %eax
	cmove	%ebx, %eax
	movl	%eax, 64(%rsp)
	call	strcmp@PLT
	movq	88(%rsp), %rdi
	leaq	.LC274(%rip), %rsi
	testl	%eax, %eax
	cmovne	56(%rsp), %ebx
	movl	%ebx, 56(%rsp)
	call	strcmp@PLT
	movq	40(%rsp), %rcx
	movq	48(%rsp), %rdi
	movq	%r15, %xmm0
	testl	%eax, %eax
	movl	72(%rsp), %edx
	movq	8(%rcx,%rdi), %rsi
	movq	%rsi, %xmm5
	punpcklqdq	%xmm5, %xmm0
	je	.L2540
	movq	32(%rsp), %rcx
	movslq	%r13d, %rax
	addl	$2, %r13d
	movups	%xmm0, (%rcx,%rax,8)
	movl	$1, %ecx
	leal	2(%r14), %eax
.L2025:
	movl	%eax, %r14d
	cmpl	%eax, (%rsp)
	jle	.L2302
	testb	%cl, %cl
	jne	.L2027
.L2302:
	movl	%r13d, 48(%rsp)
	testl	%edx, %edx
	je	.L2009
.L2521:
	movq	32(%rsp), %rdi
	call	free@PLT
.L2066:
	movq	16(%rsp), %rdi
	call	usage_error
	movl	%eax, %r14d
.L2061:
	movq	2616(%rsp), %rdi
	call	free@PLT
	movq	2784(%rsp), %rdi
	call	free@PLT
	jmp	.L1940
	.p2align 4,,10
	.p2align 3
.L2309:
	leaq	.LC1(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	jmp	.L1995
	.p2align 4,,10
	.p2align 3
.L2536:
	movq	(%rax), %rdi
	leaq	.LC0(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1999
	call	print_usage
.L1946:
	xorl	%r14d, %r14d
.L1940:
	addq	$8056, %rsp
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
.L2519:
	.cfi_restore_state
	leal	1(%r14), %eax
.L2020:
	movq	32(%rsp), %rcx
	movslq	%r13d, %rdx
	addl	$1, %r13d
	movq	%r15, (%rcx,%rdx,8)
	movl	$1, %ecx
	xorl	%edx, %edx
	jmp	.L2025
	.p2align 4,,10
	.p2align 3
.L2311:
	leaq	.LC1(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %rbx
	call	strcmp@PLT
	movl	%eax, %edx
	jmp	.L2017
	.p2align 4,,10
	.p2align 3
.L2310:
	leaq	.LC1(%rip), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
	jmp	.L2011
.L2540:
	movq	16(%rsp), %rdx
	movq	24(%rsp), %rdi
	call	apply_scenario.constprop.0
	testl	%eax, %eax
	movl	%eax, %edx
	leal	2(%r14), %eax
	sete	%cl
	jmp	.L2025
.L2535:
	movq	8(%rbp), %rbx
	leaq	.LC269(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2541
	leaq	.LC272(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %r14d
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2001
	leaq	OPTIONS(%rip), %rbx
	movq	16(%rsp), %r12
	xorl	%ebp, %ebp
	leaq	5616(%rbx), %r14
	jmp	.L1955
	.p2align 4,,10
	.p2align 3
.L1948:
	leaq	.LC274(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	movq	%r15, %rcx
	movl	$96, %esi
	movq	%r12, %rdi
	movl	%eax, (%rsp)
	leaq	.LC273(%rip), %rdx
	xorl	%eax, %eax
	movq	48(%rbx), %r13
	call	snprintf@PLT
	movl	(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L1949
	xorl	%ecx, %ecx
	testq	%r13, %r13
	movl	$1, %esi
	movq	%r12, %rdi
	setne	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movl	$96, %esi
	movq	%r15, %rcx
	movq	%r12, %rdi
	addl	%eax, %ebp
	leaq	.LC275(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	leaq	set_choice(%rip), %rax
	xorl	%esi, %esi
	cmpq	%rax, %r13
	je	.L2542
.L1953:
	leaq	set_cross_check(%rip), %rax
	leaq	set_flag(%rip), %rcx
	cmpq	%rax, %r13
	sete	%al
	cmpq	%rcx, %r13
	leaq	set_trace(%rip), %rcx
	sete	%dl
	orl	%edx, %eax
	cmpq	%rcx, %r13
	movl	$1, %ecx
	sete	%dl
	orl	%edx, %eax
	leaq	set_arrivals(%rip), %rdx
	cmpq	%rdx, %r13
	sete	%dl
	orl	%edx, %eax
	leaq	set_text(%rip), %rdx
	cmpq	%rdx, %r13
	sete	%dl
	orl	%edx, %eax
	leaq	set_time(%rip), %rdx
	cmpq	%rdx, %r13
	sete	%dl
	orl	%edx, %eax
	leaq	set_duration(%rip), %rdx
	cmpq	%rdx, %r13
	sete	%dl
	orl	%eax, %edx
	movzbl	%dl, %eax
	orl	%esi, %eax
	jne	.L1951
.L2241:
	xorl	%ecx, %ecx
	cmpq	$0, 88(%rbx)
	setne	%cl
.L1951:
	xorl	%r8d, %r8d
	movl	$1, %esi
	xorl	%edx, %edx
	movq	%r12, %rdi
	call	expect
	addq	$104, %rbx
	addl	%eax, %ebp
	cmpq	%r14, %rbx
	je	.L2543
.L1955:
	cmpl	$2, 8(%rbx)
	movq	(%rbx), %r15
	jne	.L1948
	movq	%r15, %rcx
	leaq	.LC273(%rip), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	movl	$96, %esi
	movq	48(%rbx), %r13
	call	snprintf@PLT
.L1949:
	xorl	%ecx, %ecx
	testq	%r13, %r13
	movl	$1, %esi
	movq	%r12, %rdi
	sete	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movq	%r15, %rcx
	movl	$96, %esi
	movq	%r12, %rdi
	addl	%eax, %ebp
	leaq	.LC275(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	leaq	set_choice(%rip), %rax
	movl	$1, %ecx
	cmpq	%rax, %r13
	jne	.L1951
	cmpq	$0, 96(%rbx)
	je	.L2249
	movl	$1, %esi
	jmp	.L1953
.L2262:
	xorl	%eax, %eax
	jmp	.L2003
.L2537:
	testl	%r14d, %r14d
	je	.L2004
	movq	16(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC330(%rip), %r8
	leaq	.LC331(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2066
.L2542:
	cmpq	$0, 96(%rbx)
	jne	.L2241
.L2249:
	xorl	%ecx, %ecx
	jmp	.L1951
.L2538:
	leaq	4400(%rsp), %r14
	movl	$100000, %edx
	movl	$1, %esi
	movq	%r13, %rdi
	movq	%r14, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L2544
	movq	4400(%rsp), %rax
	movl	%eax, 2360(%rsp)
	jmp	.L2006
.L2263:
	xorl	%esi, %esi
	movl	%esi, 56(%rsp)
	movl	%esi, 64(%rsp)
	movl	%esi, 48(%rsp)
.L2009:
	movq	24(%rsp), %rbx
	leaq	.LC337(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	testl	%eax, %eax
	jne	.L2267
	leaq	.LC338(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	testl	%eax, %eax
	movl	%eax, 40(%rsp)
	je	.L2545
.L2267:
	movl	$2, (%rsp)
	movl	$1, %r10d
.L2029:
	leaq	44+OPTIONS(%rip), %rdx
	xorl	%eax, %eax
	leaq	2656(%rsp), %r11
	jmp	.L2032
	.p2align 4,,10
	.p2align 3
.L2030:
	addq	$1, %rax
	addq	$104, %rdx
	cmpq	$54, %rax
	je	.L2546
.L2032:
	cmpb	$0, (%r11,%rax)
	je	.L2030
	movl	(%rdx), %ecx
	testl	%ecx, %ecx
	je	.L2030
	cltq
	movq	16(%rsp), %rdi
	movl	$2048, %esi
	leaq	OPTIONS(%rip), %rdx
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC342(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	jmp	.L2521
.L2546:
	xorl	%r8d, %r8d
	leaq	32+OPTIONS(%rip), %r9
	movabsq	$5675921253449092805, %r12
	movq	%r8, %rbx
	jmp	.L2046
.L2550:
	testl	%eax, %eax
	je	.L2547
.L2035:
	movq	(%r9), %rcx
	testq	%rcx, %rcx
	jne	.L2548
.L2033:
	addq	$1, %rbx
	addq	$104, %r9
	cmpq	$54, %rbx
	je	.L2549
.L2046:
	cmpb	$0, (%r11,%rbx)
	movq	$0, 2800(%rsp)
	je	.L2033
	movl	(%rsp), %eax
	andl	8(%r9), %eax
	movl	%ebx, 40(%rsp)
	testl	%r10d, %r10d
	jne	.L2550
	testl	%eax, %eax
	jne	.L2035
	movl	(%rsp), %eax
	leaq	.LC250(%rip), %r8
	cmpl	$8, %eax
	je	.L2037
	leaq	.LC251(%rip), %r8
	cmpl	$4, %eax
	je	.L2037
	cmpl	$16, %eax
	leaq	.LC253(%rip), %r8
	leaq	.LC252(%rip), %rax
	cmove	%rax, %r8
.L2037:
	movslq	40(%rsp), %rax
	movq	16(%rsp), %rdi
	movl	$2048, %esi
	leaq	OPTIONS(%rip), %rdx
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC344(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2521
.L2548:
	leaq	4400(%rsp), %r14
	leaq	.LC52(%rip), %rdx
	movl	$128, %esi
	xorl	%eax, %eax
	movq	%r14, %rdi
	leaq	2800(%rsp), %rbp
	movq	%r11, 104(%rsp)
	movq	%r9, 96(%rsp)
	movl	%r10d, 88(%rsp)
	movq	%rcx, 72(%rsp)
	call	snprintf@PLT
	movq	%rbp, %rdx
	leaq	.LC41(%rip), %rsi
	movq	%r14, %rdi
	call	strtok_r@PLT
	movq	72(%rsp), %rcx
	movl	88(%rsp), %r10d
	testq	%rax, %rax
	movq	96(%rsp), %r9
	movq	104(%rsp), %r11
	je	.L2045
	movl	%r10d, 72(%rsp)
	xorl	%r13d, %r13d
	movq	%r9, 88(%rsp)
	movq	%rcx, 96(%rsp)
	movq	%r14, 128(%rsp)
	movq	%r11, 136(%rsp)
	movq	%rbx, 104(%rsp)
	movq	%rax, %rbx
	.p2align 4,,10
	.p2align 3
.L2038:
	cmpb	$45, (%rbx)
	jne	.L2312
	cmpb	$104, 1(%rbx)
	jne	.L2312
	cmpb	$0, 2(%rbx)
	jne	.L2312
	movl	$-1, %eax
	leaq	.LC0(%rip), %rbx
.L2041:
	leaq	104+OPTIONS(%rip), %r15
	xorl	%r14d, %r14d
	jmp	.L2044
	.p2align 4,,10
	.p2align 3
.L2042:
	addl	$1, %r14d
	cmpl	$54, %r14d
	je	.L2278
	movq	(%r15), %rsi
	movq	%rbx, %rdi
	addq	$104, %r15
	call	strcmp@PLT
.L2044:
	testl	%eax, %eax
	jne	.L2042
	movslq	%r14d, %rdx
	leaq	(%rdx,%rdx,2), %rax
	leaq	(%rdx,%rax,4), %rax
	imulq	%r12, %rax
	cmpb	$0, 2656(%rsp,%rax)
	setne	%al
	movzbl	%al, %eax
.L2043:
	movq	%rbp, %rdx
	leaq	.LC41(%rip), %rsi
	xorl	%edi, %edi
	orl	%eax, %r13d
	call	strtok_r@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	jne	.L2038
	movl	72(%rsp), %r10d
	movq	88(%rsp), %r9
	movq	96(%rsp), %rcx
	movq	104(%rsp), %rbx
	movq	128(%rsp), %r14
	movq	136(%rsp), %r11
	testl	%r13d, %r13d
	jne	.L2033
.L2045:
	movq	%rcx, %rdi
	movl	$32, %esi
	movq	%rcx, %r13
	call	strchr@PLT
	leaq	.LC255(%rip), %r9
	movq	%r14, %rsi
	movq	%r13, %rdi
	testq	%rax, %rax
	leaq	.LC254(%rip), %rax
	leaq	OPTIONS(%rip), %rdx
	cmovne	%rax, %r9
	movslq	40(%rsp), %rax
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %r10
	call	alternatives.constprop.0
	leaq	.LC345(%rip), %rdx
	movl	$2048, %esi
	movq	%rax, %r8
	pushq	%rax
	.cfi_def_cfa_offset 8120
	movq	%r10, %rcx
	xorl	%eax, %eax
	pushq	%r10
	.cfi_def_cfa_offset 8128
	movq	32(%rsp), %rdi
	call	snprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 8120
	popq	%rdx
	.cfi_def_cfa_offset 8112
	jmp	.L2521
	.p2align 4,,10
	.p2align 3
.L2312:
	leaq	.LC1(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L2041
.L2278:
	xorl	%eax, %eax
	jmp	.L2043
.L2543:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC276(%rip), %rdi
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC277(%rip), %rdi
	leal	(%rax,%rbp), %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC278(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC279(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC280(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC281(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC282(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC283(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC284(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC285(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC286(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC287(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC288(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC289(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	raw.9(%rip), %rbp
	movdqa	.LC290(%rip), %xmm0
	addl	%eax, %ebx
	leaq	80000(%rbp), %rdx
	movq	%rbp, %rax
	.p2align 4,,10
	.p2align 3
.L1956:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rdx, %rax
	jne	.L1956
	movq	$100000000, 80000+raw.9(%rip)
	xorl	%esi, %esi
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L1961
.L2551:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L1960
.L1961:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %ecx
	cmpq	$9999, %rax
	jbe	.L1957
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rcx
.L1957:
	addq	%rsi, %rcx
	movq	%rcx, %rsi
	jnc	.L2551
	xorl	%esi, %esi
.L1960:
	movq	%rsi, %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	leaq	.LC291(%rip), %rdi
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
	leaq	.LC292(%rip), %rdi
	leaq	1632(%rsp), %rbp
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
	leaq	.LC293(%rip), %rdi
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	240(%rsp), %rcx
	leaq	.LC294(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	248(%rsp), %rcx
	leaq	.LC295(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	272(%rsp), %rcx
	leaq	.LC296(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	288(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	296(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC297(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC298(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC299(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC300(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC301(%rip), %rdi
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
	leaq	192(%rsp), %rax
	movl	$1, %ecx
	movq	%rax, %rdi
	movq	%rax, 32(%rsp)
	movq	%rax, %r14
	call	dist_add.part.0
	cmpl	$0, 216(%rsp)
	jne	.L1963
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%r14, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 216(%rsp)
	jne	.L1963
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%r14, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L1963:
	movq	200(%rsp), %r11
	movq	192(%rsp), %rcx
	xorl	%r10d, %r10d
	xorl	%edi, %edi
.L1968:
	cmpq	%r11, %r10
	je	.L2253
	xorl	%r9d, %r9d
	cmpq	$0, 24(%rcx)
	je	.L1965
	.p2align 4,,10
	.p2align 3
.L1970:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	0(%rbp,%rdi,8), %r8
	je	.L1967
	.p2align 4,,10
	.p2align 3
.L1964:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L1964
	leaq	1(%rdi,%rdx), %rdi
.L1967:
	addq	$1, %r9
	cmpq	24(%rcx), %r9
	jb	.L1970
.L1965:
	addq	$1, %r10
	addq	$32, %rcx
	jmp	.L1968
.L2541:
	movq	16(%rsp), %rdx
	leaq	4400(%rsp), %rsi
	leaq	2800(%rsp), %rdi
	call	estimate_ghz
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L2501
	movsd	6000(%rsp), %xmm3
	movl	$7, %esi
	movl	$4, %eax
	movsd	4400(%rsp), %xmm2
	movsd	2800(%rsp), %xmm1
	leaq	.LC270(%rip), %rdi
	call	printf@PLT
	jmp	.L1946
.L2253:
	xorl	%r11d, %r11d
	movq	%rdi, 40(%rsp)
	leaq	304(%rsp), %r12
	leaq	384(%rsp), %r14
	movq	%r11, 24(%rsp)
	leaq	-8+PCT_NAME(%rip), %r13
	movq	%rbp, 48(%rsp)
	movq	16(%rsp), %rbp
.L1969:
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
	movq	304(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	384(%rsp), %rsi
	leaq	.LC302(%rip), %rdi
	call	expect
	leaq	RANK_NAME(%rip), %rcx
	addl	%eax, %ebx
	movq	24(%rsp), %rax
	movq	(%rcx,%rax,8), %rax
	movq	%rax, (%rsp)
.L1971:
	movq	0(%r13,%r15), %rcx
	movq	(%rsp), %r9
	movl	$64, %esi
	xorl	%eax, %eax
	leaq	.LC303(%rip), %rdx
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
	jne	.L1971
	movq	360(%rsp), %rcx
	movq	440(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC304(%rip), %rdi
	call	expect
	movq	368(%rsp), %rcx
	movq	376(%rsp), %r8
	leaq	.LC305(%rip), %rdi
	movq	448(%rsp), %rsi
	movq	456(%rsp), %rdx
	addl	%eax, %ebx
	call	expect
	addl	%eax, %ebx
	cmpq	$0, 24(%rsp)
	jne	.L2552
	movq	$1, 24(%rsp)
	jmp	.L1969
.L2552:
	movq	24(%rsp), %r11
	movq	32(%rsp), %rdi
	leaq	896(%rsp), %r12
	leaq	starts.7(%rip), %rbp
	leaq	80(%rbp), %r14
	movq	%r11, (%rsp)
	call	dist_free
	movl	$46, %ecx
	xorl	%eax, %eax
	movq	%r12, %rdi
	rep stosq
	movdqa	.LC306(%rip), %xmm0
	movq	16(%rsp), %r13
	movq	$100, 896(%rsp)
	movq	$2000, 960(%rsp)
	movaps	%xmm0, 944(%rsp)
	jmp	.L1976
.L2554:
	leaq	1100(%r15), %rsi
.L1973:
	movq	%r11, %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	%r13, %rdi
	call	expect
	addq	$8, %rbp
	addl	%eax, %ebx
	cmpq	%r14, %rbp
	je	.L2553
.L1976:
	movq	0(%rbp), %r15
	leaq	.LC307(%rip), %rdx
	movq	%r13, %rdi
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
	jbe	.L1973
	cmpq	$1999, %r15
	jbe	.L2554
	cmpq	$2999, %r15
	jbe	.L2256
	movdqa	.LC308(%rip), %xmm6
	movaps	%xmm6, 4400(%rsp)
	cmpq	$7000, %rsi
	jbe	.L1973
	movq	%rsi, %rdx
	movl	$5000, %r9d
	movq	%r15, %rsi
	movl	$1000, %r8d
	leaq	4400(%rsp), %rdi
	movl	$100, %ecx
	movq	%rax, 24(%rsp)
	call	serve_stalls
	movq	24(%rsp), %r11
	movq	%rax, %rsi
	jmp	.L1973
.L2256:
	movl	$3100, %esi
	jmp	.L1973
.L2553:
	movl	$100, %edx
	movl	$1900, %esi
	movq	%r12, %rdi
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$2000, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC309(%rip), %rdi
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
	leaq	.LC310(%rip), %rdi
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
	leaq	.LC311(%rip), %rdi
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
.L1977:
	cmpq	$0, 32(%rsp)
	setne	%r12b
	cmpq	$5, %rbx
	ja	.L2301
	testb	%r12b, %r12b
	je	.L2301
	leaq	ST_TOP(%rip), %rcx
	leaq	ST_E(%rip), %rax
	movq	%rbx, 104(%rsp)
	movq	%r11, %rbp
	movq	%rcx, 24(%rsp)
	leaq	2800(%rsp), %rcx
	movq	(%rax,%rbx,8), %r15
	movq	%rcx, (%rsp)
	leaq	1264(%rsp), %rcx
	movq	%rcx, 56(%rsp)
	leaq	(%r15,%r15,2), %rax
	movq	%rax, %r11
.L1990:
	movq	56(%rsp), %rdi
	xorl	%eax, %eax
	movl	$46, %ecx
	movabsq	$-4658895280553007687, %r10
	movabsq	$-7723592293110705685, %r8
	rep stosq
	movq	24(%rsp), %rax
	movq	(%rsp), %rdi
	movq	$1000, 1456(%rsp)
	movq	(%rax), %r9
	movq	%rdi, %rsi
	jmp	.L1981
	.p2align 4,,10
	.p2align 3
.L2556:
	movq	-8(%rdi), %rdx
.L1979:
	addl	$1, %ecx
	movq	%rdx, (%rdi)
	addq	$8, %rdi
	cmpl	$200, %ecx
	je	.L2555
.L1981:
	movl	%ecx, %eax
	andl	$3, %eax
	cmpl	$1, %eax
	je	.L2556
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
	jmp	.L1979
.L2555:
	movq	(%rsp), %rax
	xorl	%r8d, %r8d
	leaq	1600(%rax), %rdi
	jmp	.L1986
	.p2align 4,,10
	.p2align 3
.L2558:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	je	.L2557
.L1986:
	movq	(%rsi), %rax
	movq	%r14, %rcx
	cmpq	%r15, %rax
	jb	.L1982
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, %rcx
.L1982:
	addq	%r8, %rcx
	setc	%bl
	movq	%rcx, %r8
	movzbl	%bl, %ebx
	jnc	.L2558
	xorl	%eax, %eax
	xorl	%ebx, %ebx
.L1985:
	leaq	4400(%rsp), %r8
	movq	%r9, 64(%rsp)
	leaq	544(%rsp), %r12
	movq	%r8, 40(%rsp)
	leaq	464(%rsp), %r10
	leaq	624(%rsp), %r13
	movq	%r11, 80(%rsp)
	movq	%r8, 48(%rsp)
	movq	%r14, 72(%rsp)
	movq	%r10, %r14
	movq	%rbp, 88(%rsp)
	movq	%r12, %rbp
	movl	%eax, %r12d
.L1989:
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
	movl	%r12d, 1464(%rsp)
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
	.cfi_def_cfa_offset 8120
	movl	%r12d, %r8d
	movq	%r15, %rdx
	pushq	%rbp
	.cfi_def_cfa_offset 8128
	movq	32(%rsp), %r9
	movl	$1000, %ecx
	movl	$200, %esi
	movq	56(%rsp), %rdi
	call	corrected_summarise
	popq	%r11
	.cfi_def_cfa_offset 8120
	popq	%rax
	.cfi_def_cfa_offset 8112
	movl	$8, %eax
	.p2align 4,,10
	.p2align 3
.L1988:
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
	jne	.L1988
	movq	464(%rsp), %r8
	xorl	%eax, %eax
	cmpq	%r8, 544(%rsp)
	setne	%al
	movq	520(%rsp), %rdi
	xorl	%esi, %esi
	cmpq	%rdi, 600(%rsp)
	setne	%sil
	movq	528(%rsp), %rdx
	movq	536(%rsp), %rcx
	addl	%esi, %eax
	movq	616(%rsp), %r9
	movq	608(%rsp), %rsi
	xorq	%rcx, %r9
	xorq	%rdx, %rsi
	orq	%r9, %rsi
	cmpq	$1, %rsi
	sbbl	$-1, %eax
	xorl	%esi, %esi
	cmpq	%r8, 624(%rsp)
	setne	%sil
	addl	%esi, %eax
	xorl	%esi, %esi
	cmpq	%rdi, 680(%rsp)
	setne	%sil
	xorq	688(%rsp), %rdx
	xorq	696(%rsp), %rcx
	orq	%rcx, %rdx
	addl	%esi, %eax
	cmpq	$1, %rdx
	sbbl	$-1, %eax
	cltq
	addq	%rax, %rbx
	testl	%r12d, %r12d
	jne	.L2559
	movl	$1, %r12d
	jmp	.L1989
.L2557:
	cmpq	$400000, %rcx
	jbe	.L2560
.L1987:
	addq	$8, 24(%rsp)
	movq	24(%rsp), %rax
	leaq	32+ST_TOP(%rip), %rcx
	cmpq	%rcx, %rax
	jne	.L1990
	movq	104(%rsp), %rbx
	movq	%rbp, %r11
	addq	$1, %rbx
	jmp	.L1977
.L2559:
	movq	64(%rsp), %r9
	movq	80(%rsp), %r11
	movq	%r15, %rcx
	xorl	%eax, %eax
	movl	$192, %esi
	movq	72(%rsp), %r14
	movq	88(%rsp), %rbp
	leaq	704(%rsp), %r12
	movq	%r9, %r8
	leaq	.LC312(%rip), %rdx
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
	jmp	.L1987
.L2301:
	movq	32(%rsp), %rdi
	movl	112(%rsp), %ebp
	call	free@PLT
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movzbl	%r12b, %ecx
	movl	$1, %esi
	leaq	.LC313(%rip), %rdi
	call	expect
	movl	96(%rsp), %ebx
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	leaq	.LC314(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%ebp, %ebx
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC315(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC316(%rip), %rdi
	addl	%eax, %ebx
	leaq	.LC319(%rip), %rbp
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC317(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC318(%rip), %rdi
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
	leaq	.LC320(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC321(%rip), %rdi
	addl	%eax, %ebx
	xorl	%r14d, %r14d
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC322(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC323(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC324(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC325(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC326(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%r14b
	jmp	.L1940
.L2501:
	movl	$5, %edx
	movl	$7, %esi
	movl	$3, %eax
	movsd	6000(%rsp), %xmm2
	movsd	4400(%rsp), %xmm1
	leaq	.LC271(%rip), %rdi
	movsd	2800(%rsp), %xmm0
	call	printf@PLT
	jmp	.L1946
.L2545:
	leaq	.LC339(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	movl	$8, (%rsp)
	movl	40(%rsp), %r10d
	testl	%eax, %eax
	jne	.L2029
	leaq	.LC340(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	testl	%eax, %eax
	movl	%eax, 40(%rsp)
	jne	.L2269
	leaq	.LC341(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	movl	$4, (%rsp)
	movl	40(%rsp), %r10d
	testl	%eax, %eax
	jne	.L2029
	leaq	.LC252(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	movl	$1, (%rsp)
	movl	%eax, %r10d
	testl	%eax, %eax
	je	.L2029
	movl	$16, (%rsp)
	xorl	%r10d, %r10d
	jmp	.L2029
.L2269:
	xorl	%r10d, %r10d
	jmp	.L2029
.L2549:
	movl	56(%rsp), %ecx
	testl	%ecx, 64(%rsp)
	je	.L2561
	movq	16(%rsp), %rdi
	leaq	.LC346(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC347(%rip), %rcx
	leaq	.LC348(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2521
.L2561:
	movq	32(%rsp), %r14
	movq	24(%rsp), %rdi
	movq	16(%rsp), %rcx
	movl	48(%rsp), %esi
	movq	%r14, %rdx
	call	apply_args.constprop.0
	movq	%r14, %rdi
	movl	%eax, %ebx
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L2066
	cmpl	$0, 2592(%rsp)
	je	.L2050
	cmpl	$0, 2512(%rsp)
	jne	.L2562
	movq	2584(%rsp), %rbx
	testq	%rbx, %rbx
	je	.L2563
.L2056:
	leaq	2800(%rsp), %rax
	movq	%rbx, %rcx
	leaq	.LC355(%rip), %rdx
	movl	$1100, %esi
	movq	%rax, %rdi
	movq	%rax, %r15
	leaq	4400(%rsp), %r14
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r15, %rdi
	movl	$1200, %edx
	movq	%r14, %rsi
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2564
	call	fclose@PLT
	movq	%r14, %rdi
	call	remove@PLT
.L2059:
	movq	2608(%rsp), %r8
	leaq	.LC357(%rip), %rdx
	xorl	%eax, %eax
	movq	2600(%rsp), %rcx
	leaq	1632(%rsp), %rbp
	movl	$96, %esi
	movq	%rbp, %rdi
	call	snprintf@PLT
	movl	2512(%rsp), %edx
	cmpl	$1, %edx
	je	.L2565
.L2062:
	movq	2520(%rsp), %r13
	movq	2528(%rsp), %r12
	movq	%r13, %rax
	movq	%r13, %rbx
	orq	%r12, %rax
	jne	.L2064
	cmpl	$0, 2624(%rsp)
	movabsq	$20000000000, %rcx
	movabsq	$5000000000, %rax
	cmove	%rcx, %rax
	movq	%rax, %rbx
.L2064:
	movq	2544(%rsp), %rax
	cmpl	$0, 2152(%rsp)
	movq	%rax, 2240(%rsp)
	je	.L2065
	cmpl	$2, 2296(%rsp)
	leaq	.LC360(%rip), %r8
	leaq	.LC361(%rip), %rcx
	je	.L2532
.L2065:
	cmpl	$1, 2184(%rsp)
	movq	2200(%rsp), %rsi
	je	.L2566
.L2067:
	testq	%rsi, %rsi
	jne	.L2068
.L2069:
	movsd	2536(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm1
	jp	.L2303
	je	.L2071
.L2303:
	cmpl	$1, 2216(%rsp)
	jne	.L2567
.L2071:
	movl	2296(%rsp), %ecx
	cmpl	$1, %ecx
	jne	.L2073
	cmpq	$1, 2304(%rsp)
	ja	.L2568
.L2073:
	cmpl	$0, 2640(%rsp)
	movl	2644(%rsp), %eax
	jne	.L2074
	movq	$1000000000, 2408(%rsp)
	testl	%eax, %eax
	jne	.L2076
	movl	$1000000000, %eax
.L2075:
	shrq	%rax
	movq	%rax, %rsi
.L2078:
	movq	%rsi, 2416(%rsp)
.L2076:
	movq	2400(%rsp), %rax
	testq	%rax, %rax
	je	.L2079
	movq	2408(%rsp), %rsi
	leaq	-1(%rsi), %rdi
	cmpq	%rax, %rdi
	jb	.L2569
.L2079:
	cmpl	$2, %ecx
	je	.L2570
.L2080:
	cmpl	$0, 2648(%rsp)
	je	.L2082
	testl	%edx, %edx
	jne	.L2083
	movq	24(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L2083
.L2084:
	movl	2216(%rsp), %eax
	cmpl	$1, %eax
	je	.L2571
	cmpl	$2, %eax
	je	.L2572
	movq	2224(%rsp), %rcx
	testq	%r12, %r12
	jne	.L2136
	xorl	%edx, %edx
	movq	%rbx, %rax
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r12
.L2136:
	movabsq	$4611686018427387903, %rsi
	movq	%r12, %rax
	mulq	%rcx
	movq	%rax, %r10
	xorl	%eax, %eax
	cmpq	%r10, %rsi
	sbbq	%rdx, %rax
	jc	.L2573
	leaq	-1(%r12), %rax
	movq	%r12, 2280(%rsp)
	imulq	%rcx, %rax
	cmpl	$0, 2628(%rsp)
	movq	%rax, 2272(%rsp)
	jne	.L2109
	leaq	.LC402(%rip), %rax
	movq	%rcx, 2312(%rsp)
	movq	%rax, 2328(%rsp)
.L2109:
	movl	2348(%rsp), %r13d
	movq	2280(%rsp), %r12
	cmpl	$1, %r13d
	je	.L2574
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%r12, %rax
	jb	.L2575
	cmpl	$0, 2648(%rsp)
	je	.L2143
.L2140:
	movl	2296(%rsp), %ecx
	leaq	by_kind.5(%rip), %rax
	movq	%r12, %rdx
	cmpl	$3, (%rax,%rcx,4)
	jne	.L2144
	movq	2288(%rsp), %rax
	testq	%rax, %rax
	je	.L2144
	xorl	%edx, %edx
	divq	2144(%rsp)
	movq	2304(%rsp), %rdx
	leaq	1(%rax,%rdx), %rdx
.L2144:
	cmpq	%rdx, %r12
	cmovnb	%r12, %rdx
	cmpq	$8388608, %rdx
	ja	.L2576
.L2143:
	cmpl	$2, %r13d
	je	.L2577
.L2141:
	movl	2296(%rsp), %eax
	movq	2144(%rsp), %r14
	movl	%eax, (%rsp)
	cmpl	$2, %eax
	je	.L2578
.L2148:
	movq	2192(%rsp), %r9
	xorl	%ebx, %ebx
	xorl	%edi, %edi
	movq	%r9, %rsi
	addq	%r14, %rsi
	adcq	%rbx, %rdi
	movq	%rsi, %r10
	movq	%rdi, %r11
	testq	%r9, %r9
	je	.L2151
	movq	2200(%rsp), %r8
	testq	%r8, %r8
	je	.L2151
	cmpq	$0, 2184(%rsp)
	jne	.L2152
	subq	%r9, %r8
	xorl	%edx, %edx
	movq	%r14, %rax
	divq	%r8
	addq	$2, %rax
	mulq	%r9
	addq	%r14, %rax
	adcq	%rbx, %rdx
	movq	%rax, %r10
	movq	%rdx, %r11
.L2151:
	movq	2208(%rsp), %rax
	movq	2272(%rsp), %rcx
	xorl	%edx, %edx
	xorl	%ebx, %ebx
	movq	2288(%rsp), %rdi
	addq	%rax, %rcx
	leaq	1(%r12), %rax
	adcq	%rdx, %rbx
	movq	%rdi, 40(%rsp)
	xorl	%edx, %edx
	addq	%rdi, %rcx
	movq	%r11, %rdi
	adcq	%rdx, %rbx
	imulq	%rax, %rdi
	mulq	%r10
	addq	%rdi, %rdx
	addq	%rcx, %rax
	movabsq	$4611686018427387903, %rcx
	adcq	%rbx, %rdx
	movq	%rax, %rbx
	xorl	%eax, %eax
	cmpq	%rbx, %rcx
	sbbq	%rdx, %rax
	jc	.L2579
	movl	2512(%rsp), %ebx
	testl	%ebx, %ebx
	je	.L2307
	cmpl	$3, %ebx
	je	.L2307
	movq	2584(%rsp), %rax
	movq	%rax, 32(%rsp)
	cmpl	$2, %ebx
	je	.L2580
.L2165:
	movl	2592(%rsp), %eax
	movl	$864, %esi
	movl	$1, %edi
	movl	2596(%rsp), %r15d
	movl	%eax, 48(%rsp)
	call	calloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L2581
	movq	24(%rsp), %rdx
	movl	$48, %ecx
	leaq	328(%rax), %rdi
	movq	%rbp, %xmm7
	movq	%rdi, %rsi
	leaq	416(%rax), %rdi
	movl	2360(%rsp), %ebp
	leaq	416(%rbx), %r13
	movq	%rdx, (%rax)
	xorl	%eax, %eax
	movq	%rdx, %xmm0
	rep stosq
	punpcklqdq	%xmm7, %xmm0
	movq	%rsi, 16(%rsp)
	leal	1(%rbp), %edi
	movq	%rsi, 440(%rbx)
	movl	$288, %esi
	movaps	%xmm0, 416(%rbx)
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbp, %rdi
	movq	%rax, 304(%rbx)
	movq	%rax, 64(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbp, %rdi
	movq	%rax, 312(%rbx)
	movq	%rax, 56(%rsp)
	call	calloc@PLT
	movq	56(%rsp), %rcx
	movq	64(%rsp), %rdx
	movq	%rax, 320(%rbx)
	testq	%rcx, %rcx
	sete	%cl
	testq	%rdx, %rdx
	sete	%dl
	orb	%dl, %cl
	jne	.L2175
	testq	%rax, %rax
	je	.L2175
	movq	16(%rsp), %rdi
	xorl	%eax, %eax
	movl	$20, %ecx
	rep stosl
	movq	24(%rsp), %rdi
	call	plan_route
	movl	%eax, 352(%rbx)
	cmpl	$3, %eax
	je	.L2175
	cmpl	$2, %eax
	je	.L2582
	movl	(%rsp), %edx
	leaq	by_kind.5(%rip), %rax
	movq	%r12, %rbp
	cmpl	$3, (%rax,%rdx,4)
	jne	.L2180
	movq	40(%rsp), %rax
	testq	%rax, %rax
	je	.L2180
	xorl	%edx, %edx
	divq	%r14
	movq	2304(%rsp), %rdx
	leaq	1(%rdx,%rax), %rbp
.L2180:
	salq	$3, %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rax, 344(%rbx)
	testq	%rax, %rax
	je	.L2175
	movq	%r12, %r14
.L2179:
	movq	%rbp, %rdi
	call	malloc@PLT
	leaq	0(,%r14,8), %rdi
	movq	%rax, 328(%rbx)
	movq	%rax, %rbp
	call	malloc@PLT
	movq	%rax, 336(%rbx)
	testq	%rbp, %rbp
	je	.L2175
	testq	%rax, %rax
	je	.L2175
	xorl	%eax, %eax
	cmpq	$0, 32(%rsp)
	movq	24(%rsp), %rdi
	leaq	16(%rbx), %rbp
	setne	%al
	xorl	%r9d, %r9d
	movq	%rbp, 4408(%rsp)
	movl	%eax, 356(%rbx)
	movq	%rdi, 4400(%rsp)
	movl	%r9d, 4416(%rsp)
	call	closed_form_gap
	testq	%rax, %rax
	je	.L2583
	testl	%r15d, %r15d
	jne	.L2184
	cmpq	$0, 32(%rsp)
	jne	.L2184
	leaq	4400(%rsp), %r14
	xorl	%esi, %esi
	leaq	896(%rsp), %rdi
	movq	%r14, %rcx
	leaq	ref_job_run(%rip), %rdx
	call	pthread_create@PLT
	testl	%eax, %eax
	je	.L2185
	movq	(%rbx), %r10
	movq	%r10, %rdi
	call	closed_form_gap
	movq	%rax, 432(%rbx)
	testq	%rax, %rax
	je	.L2186
.L2232:
	movq	%rbp, %rsi
	movq	%r10, %rdi
	call	ref_sorted
.L2187:
	movl	%eax, %edi
	call	fault_rc
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L2584
	cmpq	$0, 32(%rsp)
	je	.L2191
	movq	(%rbx), %r14
	movq	176(%rbx), %r12
	movq	%r14, %rdi
	call	plan_route
	cmpl	$2, %eax
	je	.L2585
.L2194:
	cmpq	$16777216, %r12
	ja	.L2586
.L2191:
	movq	%r13, %rdi
	call	print_plan
.L2190:
	movl	%r15d, %esi
	movq	%rbx, %rdi
	call	run_reps
	movl	%eax, %r14d
	testl	%eax, %eax
	jne	.L2533
.L2196:
	movq	304(%rbx), %r14
	xorl	%r12d, %r12d
	leaq	768(%rbx), %r15
.L2201:
	movl	%r12d, %ecx
	movl	%r12d, %esi
	movq	%rbp, %rdx
	movq	%r15, %rdi
	imulq	$288, %rcx, %rcx
	addl	$1, %r12d
	addq	%r14, %rcx
	call	check_outcome
	movq	416(%rbx), %rax
	cmpl	%r12d, 216(%rax)
	jnb	.L2201
	movq	(%rbx), %rbp
	movq	304(%rbx), %rax
	leaq	448(%rbx), %rdx
	leaq	688(%rbx), %rcx
	movq	%rdx, 24(%rsp)
	leaq	800(%rbx), %r12
	movl	216(%rbp), %esi
	leaq	288(%rax), %rdi
	call	aggregate
	movl	%eax, 40(%rsp)
	testl	%eax, %eax
	jne	.L2202
	movl	216(%rbp), %edx
	movq	312(%rbx), %rsi
	leaq	160(%rsp), %r14
	movq	%r14, %rdi
	call	stats_of
	movl	216(%rbp), %edx
	movq	320(%rbx), %rsi
	movq	%r14, %rdi
	movdqu	160(%rsp), %xmm7
	movups	%xmm7, 296(%r13)
	movq	176(%rsp), %rax
	movq	%rax, 312(%r13)
	call	stats_of
	xorl	%esi, %esi
	movq	%rbp, %rdi
	movq	%r12, %rdx
	movdqu	160(%rsp), %xmm5
	movaps	%xmm5, 320(%r13)
	movq	176(%rsp), %rax
	movq	%rax, 336(%r13)
	movl	216(%rbp), %eax
	imulq	$288, %rax, %rax
	addq	304(%rbx), %rax
	movq	%rax, 760(%rbx)
	call	first_stall_window
	testl	%eax, %eax
	sete	%al
	xorl	%edi, %edi
	movzbl	%al, %eax
	movl	%eax, 848(%rbx)
	call	fault_rc
	testl	%eax, %eax
	jne	.L2203
.L2206:
	movq	(%rbx), %rax
	movq	%r13, %rdi
	leaq	SET_NAME(%rip), %r15
	leaq	456(%rbx), %rbp
	leaq	4400(%rsp), %r14
	movq	%rax, 56(%rsp)
	call	print_table
	movl	848(%rbx), %edx
	movq	%r13, %rdi
	movq	%r12, %rsi
	call	print_findings
	movsd	712(%rbx), %xmm0
	movsd	744(%rbx), %xmm3
	leaq	.LC428(%rip), %rdi
	movsd	736(%rbx), %xmm2
	movsd	720(%rbx), %xmm1
	movl	$4, %eax
	call	printf@PLT
	movl	848(%rbx), %eax
	movq	%r12, 80(%rsp)
	movq	416(%rbx), %r13
	movl	%eax, 64(%rsp)
	leaq	2800(%rsp), %rax
	movq	%rax, (%rsp)
	leaq	144(%rsp), %rax
	movq	%rax, 72(%rsp)
.L2204:
	movq	(%r15), %rsi
	leaq	.LC430(%rip), %rdi
	xorl	%eax, %eax
	movq	%rbx, %r12
	call	printf@PLT
	movq	-8(%rbp), %rsi
	leaq	.LC240(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	PCT_NAME(%rip), %rcx
	movq	%r14, 88(%rsp)
	movq	%rbp, %r14
	movq	%rcx, %rbx
.L2207:
	movq	0(%rbp), %rdx
	movq	(%rbx), %rsi
	leaq	.LC242(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %rbp
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rbx, %rax
	jne	.L2207
	movq	%r14, %rbp
	movq	88(%rsp), %r14
	movl	$47, %r9d
	movb	$0, 4447(%rsp)
	movq	56(%rbp), %r10
	movq	64(%rbp), %rax
	movq	%rbp, 88(%rsp)
	movq	%r9, %rbx
	movq	%r15, 96(%rsp)
	movq	%r13, %r15
	movq	%r12, %r13
.L2208:
	movq	72(%rsp), %r8
	xorl	%ecx, %ecx
	movq	%r10, %rdi
	movl	$10, %edx
	movq	%rax, %rsi
	movq	%r10, %r12
	movq	%rax, %rbp
	subq	$1, %rbx
	call	__udivmodti4@PLT
	movzbl	144(%rsp), %ecx
	movq	%rax, %r10
	movq	%rdx, %rax
	xorl	%edx, %edx
	addl	$48, %ecx
	movb	%cl, (%r14,%rbx)
	movl	$9, %ecx
	cmpq	%r12, %rcx
	sbbq	%rbp, %rdx
	jc	.L2208
	movq	88(%rsp), %rbp
	movq	%rbx, %r9
	movq	(%rsp), %rdi
	xorl	%eax, %eax
	leaq	(%r14,%r9), %rcx
	leaq	.LC52(%rip), %rdx
	movl	$48, %esi
	movq	%r13, %rbx
	movq	%r15, %r13
	movq	96(%rsp), %r15
	call	snprintf@PLT
	movq	-8(%rbp), %rcx
	movq	48(%rbp), %rax
	testq	%rcx, %rcx
	je	.L2209
	movq	%rcx, %rdi
	xorl	%r8d, %r8d
	movl	$1000000, %edx
	shrq	%rdi
	mulq	%rdx
	movq	%r8, 120(%rsp)
	movq	%rdi, 112(%rsp)
	addq	112(%rsp), %rax
	adcq	120(%rsp), %rdx
	movq	%rax, %rdi
	movq	%rdx, %rsi
	movq	%rcx, %rdx
	xorl	%ecx, %ecx
	call	__udivti3@PLT
	movq	%rax, %rcx
.L2209:
	movl	$10000, %esi
	movq	%rcx, %rax
	xorl	%edx, %edx
	movq	%r14, %rdi
	divq	%rsi
	movl	$32, %esi
	addq	$8, %r15
	addq	$80, %rbp
	movq	%rdx, %r8
	movq	%rax, %rcx
	leaq	.LC138(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	-32(%rbp), %rsi
	movq	(%rsp), %rcx
	movq	%r14, %rdx
	leaq	.LC431(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	24+SET_NAME(%rip), %rax
	cmpq	%r15, %rax
	jne	.L2204
	movq	80(%rsp), %r12
	leaq	RATIOS(%rip), %rbp
	leaq	.LC93(%rip), %r15
	jmp	.L2222
.L2210:
	movq	8(%rax,%rdx,8), %rax
.L2211:
	movslq	8(%rbp), %rdx
	movq	24(%rsp), %rdi
	movslq	12(%rbp), %rcx
	imulq	$80, %rdx, %rdx
	addq	%rdi, %rdx
	cmpl	$-1, %ecx
	je	.L2587
	movq	8(%rdx,%rcx,8), %rdx
.L2213:
	testq	%rax, %rax
	je	.L2214
	testq	%rdx, %rdx
	js	.L2215
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2216:
	testq	%rax, %rax
	js	.L2217
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2218:
	divsd	%xmm1, %xmm0
	movl	$32, %esi
	movq	%r14, %rdi
	movl	$1, %eax
	leaq	.LC94(%rip), %rdx
	comisd	.LC62(%rip), %xmm0
	cmovnb	%r15, %rdx
	call	snprintf@PLT
.L2221:
	movq	0(%rbp), %rsi
	movq	%r14, %rdx
	leaq	.LC432(%rip), %rdi
	xorl	%eax, %eax
	addq	$24, %rbp
	call	printf@PLT
	leaq	168+RATIOS(%rip), %rax
	cmpq	%rbp, %rax
	je	.L2588
.L2222:
	movslq	16(%rbp), %rax
	movq	24(%rsp), %rcx
	movslq	20(%rbp), %rdx
	imulq	$80, %rax, %rax
	addq	%rcx, %rax
	cmpl	$-1, %edx
	jne	.L2210
	movq	56(%rax), %rax
	jmp	.L2211
.L2050:
	movq	2584(%rsp), %rbx
	testq	%rbx, %rbx
	je	.L2052
	movl	2512(%rsp), %eax
	cmpl	$3, %eax
	je	.L2589
	cmpq	$0, 2496(%rsp)
	jne	.L2055
	cmpl	$0, 2504(%rsp)
	je	.L2056
.L2055:
	testl	%eax, %eax
	je	.L2056
.L2057:
	movq	16(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC353(%rip), %rcx
	leaq	.LC354(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2066
.L2082:
	movq	24(%rsp), %rdi
	call	omissions_on
	testl	%edx, %edx
	je	.L2084
	testl	%eax, %eax
	je	.L2084
	movq	16(%rsp), %rdi
	leaq	.LC377(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC378(%rip), %rcx
	leaq	.LC379(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2066
.L2074:
	testl	%eax, %eax
	jne	.L2076
	movq	2408(%rsp), %rax
	movl	$500000000, %esi
	testq	%rax, %rax
	je	.L2078
	jmp	.L2075
.L2068:
	cmpq	%rsi, 2192(%rsp)
	jb	.L2069
	leaq	4400(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	2192(%rsp), %rsi
	leaq	2800(%rsp), %rdi
	movq	%rax, %rbx
	call	fmt_us.constprop.0
	leaq	.LC257(%rip), %rdx
	movq	16(%rsp), %rdi
	cmpq	$0, 2184(%rsp)
	movq	%rax, %rcx
	leaq	.LC256(%rip), %rax
	movq	%rbx, %r8
	movl	$2048, %esi
	cmove	%rax, %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2066
.L2566:
	cmpq	$0, 2192(%rsp)
	je	.L2067
	testq	%rsi, %rsi
	jne	.L2068
	movq	16(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC363(%rip), %rcx
	leaq	.LC364(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2066
.L2052:
	cmpq	$0, 2496(%rsp)
	jne	.L2058
.L2245:
	cmpl	$0, 2504(%rsp)
	je	.L2059
.L2058:
	cmpl	$0, 2512(%rsp)
	je	.L2059
	jmp	.L2057
.L2565:
	cmpl	$0, 2648(%rsp)
	jne	.L2590
	movq	24(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	je	.L2062
	leaq	.LC359(%rip), %rdi
	call	usage_error
	movl	%eax, %r14d
	jmp	.L2061
.L2563:
	cmpq	$0, 2496(%rsp)
	jne	.L2059
	jmp	.L2245
.L2570:
	cmpq	$0, 2368(%rsp)
	jne	.L2081
	cmpl	$0, 2376(%rsp)
	je	.L2080
.L2081:
	leaq	.LC372(%rip), %r8
	leaq	.LC373(%rip), %rcx
.L2532:
	movq	16(%rsp), %rdi
	leaq	.LC362(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2066
.L2574:
	leaq	.LC403(%rip), %r8
	leaq	.LC262(%rip), %rcx
	cmpq	$200000000, %r12
	ja	.L2530
	cmpl	$0, 2648(%rsp)
	jne	.L2140
	jmp	.L2141
.L2307:
	cmpl	$3, %r13d
	je	.L2156
	subl	$1, %r13d
	je	.L2160
	movq	24(%rsp), %rdi
	call	sort_fits
	testl	%eax, %eax
	je	.L2591
.L2160:
	movq	2584(%rsp), %rax
	movq	%rax, 32(%rsp)
	testq	%rax, %rax
	je	.L2159
	testl	%ebx, %ebx
	je	.L2528
.L2168:
	movq	24(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 1264(%rsp)
	call	closed_form_gap
	movq	%rax, %rsi
	testq	%rax, %rax
	jne	.L2592
	movq	24(%rsp), %r14
	leaq	2800(%rsp), %rbx
	movq	%rbx, %rsi
	movq	%r14, %rdi
	call	closed_form
	movl	%eax, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L2172
	leaq	4400(%rsp), %r12
	movq	%r14, %rdi
	movq	%r12, %rsi
	call	ref_sorted
	movl	%eax, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L2172
	leaq	1264(%rsp), %rbp
	movq	%rbx, %rcx
	xorl	%esi, %esi
	movq	%r12, %rdx
	movq	%rbp, %rdi
	xorl	%r14d, %r14d
	call	check_outcome
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	3072(%rsp), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 8120
	movq	%rbp, %rdi
	leaq	.LC422(%rip), %rcx
	leaq	.LC423(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 8128
	movq	4688(%rsp), %r8
	call	check
	movq	1288(%rsp), %rbx
	xorl	%eax, %eax
	movq	1280(%rsp), %rsi
	leaq	.LC424(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	popq	%r11
	.cfi_def_cfa_offset 8120
	popq	%rbp
	.cfi_def_cfa_offset 8112
	setne	%r14b
	jmp	.L2061
.L2578:
	cmpq	$0, 2528(%rsp)
	je	.L2147
	xorl	%r15d, %r15d
	movq	%r15, 2288(%rsp)
	jmp	.L2148
.L2547:
	movslq	%ebx, %rax
	movq	16(%rsp), %rdi
	movl	$2048, %esi
	leaq	OPTIONS(%rip), %rdx
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC343(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	jmp	.L2521
.L2591:
	movq	%rdi, %r15
	call	plan_route
	cmpl	$3, %eax
	je	.L2161
	movq	%r15, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	jne	.L2161
	cmpl	$3, %ebx
	je	.L2161
	movq	2584(%rsp), %rax
	movq	%rax, 32(%rsp)
	testq	%rax, %rax
	je	.L2165
.L2528:
	movq	24(%rsp), %rdi
	call	plan_route
	cmpl	$3, %eax
	jne	.L2165
	movq	16(%rsp), %rdi
	movl	$1048576, %r8d
	movq	%r12, %rcx
	xorl	%eax, %eax
	leaq	.LC417(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2066
.L2580:
	movl	2216(%rsp), %eax
	cmpl	$2, %eax
	je	.L2169
	cmpl	$0, 2320(%rsp)
	jne	.L2169
	subl	$1, %eax
	jne	.L2165
	movq	2576(%rsp), %rdi
	leaq	.LC5(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2165
.L2169:
	movq	16(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC418(%rip), %rcx
	leaq	.LC419(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2066
.L2147:
	movq	%rbx, 2288(%rsp)
	testq	%rbx, %rbx
	je	.L2148
	movq	%rbx, %rax
	xorl	%edx, %edx
	divq	%r14
	movq	2304(%rsp), %rdx
	leaq	1(%rdx,%rax), %rax
	cmpl	$1, %r13d
	je	.L2149
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L2148
	leaq	.LC258(%rip), %rcx
.L2150:
	movq	16(%rsp), %rdi
	leaq	.LC409(%rip), %r8
	leaq	.LC410(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2066
.L2582:
	leaq	4400(%rsp), %r14
	leaq	2800(%rsp), %rax
	movq	24(%rsp), %rdi
	movq	%r14, %rdx
	movq	%rax, %rsi
	call	lattice_plan
	testl	%eax, %eax
	je	.L2175
	movq	4400(%rsp), %rbp
	movl	$8, %esi
	movq	2800(%rsp), %xmm0
	movq	%rbp, %xmm6
	movq	%rbp, %rdi
	punpcklqdq	%xmm6, %xmm0
	movups	%xmm0, 360(%rbx)
	movaps	%xmm0, (%rsp)
	call	calloc@PLT
	movq	%rax, 376(%rbx)
	testq	%rax, %rax
	je	.L2175
	movdqa	(%rsp), %xmm0
	movq	%rbp, %rdi
	movl	$8, %esi
	movl	$65536, %r14d
	movl	$524288, %ebp
	movaps	%xmm0, 384(%rbx)
	call	calloc@PLT
	movq	%rax, 400(%rbx)
	testq	%rax, %rax
	jne	.L2179
.L2175:
	movq	stderr(%rip), %rdi
	movq	%r12, %rdx
	leaq	.LC425(%rip), %rsi
	xorl	%eax, %eax
	leaq	800(%rbx), %r12
	call	fprintf@PLT
.L2205:
	movl	$1, %r14d
.L2183:
	movq	%r12, %rdi
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
	jmp	.L2061
.L2572:
	xorl	%eax, %eax
	movq	16(%rsp), %rdx
	movl	$2048, %ecx
	movq	2552(%rsp), %rsi
	movq	%rax, 2784(%rsp)
	leaq	2800(%rsp), %rax
	movq	%rax, %rdi
	movq	%rsi, 40(%rsp)
	movq	%rax, (%rsp)
	call	numbers_open.constprop.0
	movl	%eax, 48(%rsp)
	testl	%eax, %eax
	jne	.L2066
	movq	2800(%rsp), %rdi
	leaq	4400(%rsp), %r14
	call	fileno@PLT
	movq	%r14, %rsi
	movl	%eax, %edi
	call	fstat@PLT
	testl	%eax, %eax
	jne	.L2114
	movl	4424(%rsp), %eax
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 48(%rsp)
.L2114:
	xorl	%r9d, %r9d
	movq	%rbx, 56(%rsp)
	xorl	%r15d, %r15d
	xorl	%r14d, %r14d
	leaq	1264(%rsp), %rax
	movq	%r9, %rbx
	movq	%rax, 32(%rsp)
.L2115:
	movq	16(%rsp), %rdx
	movq	32(%rsp), %rsi
	movl	$2048, %ecx
	movq	(%rsp), %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L2593
	cmpl	$0, 48(%rsp)
	movq	2848(%rsp), %rax
	jne	.L2116
	movl	$1, %ecx
	salq	$40, %rcx
	cmpq	%rax, %rcx
	jb	.L2286
	testq	%r12, %r12
	jne	.L2118
	movq	1264(%rsp), %rax
	testq	%r13, %r13
	je	.L2120
	cmpq	%r13, %rax
	jnb	.L2115
.L2120:
	testq	%r14, %r14
	movq	%rax, 2272(%rsp)
	cmove	%rax, %r15
	addq	$1, %r14
	jmp	.L2115
.L2116:
	cmpq	$200000000, %rax
	ja	.L2287
	testq	%r12, %r12
	je	.L2534
	cmpq	%r14, %r12
	je	.L2115
.L2534:
	testq	%r13, %r13
	je	.L2123
	cmpq	%r13, 1264(%rsp)
	jnb	.L2115
.L2123:
	movq	2784(%rsp), %rdi
	cmpq	%r14, %rbx
	je	.L2594
.L2126:
	movq	1264(%rsp), %rax
	movq	%rax, (%rdi,%r14,8)
.L2525:
	movq	1264(%rsp), %rax
	jmp	.L2120
.L2118:
	cmpq	%r14, %r12
	je	.L2115
	testq	%r13, %r13
	je	.L2525
	cmpq	%r13, 1264(%rsp)
	jb	.L2525
	jmp	.L2115
.L2594:
	testq	%rbx, %rbx
	je	.L2127
	movq	%rbx, %rsi
	salq	$4, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2238
	movq	%rax, 2784(%rsp)
	addq	%rbx, %rbx
	jmp	.L2126
.L2593:
	movq	(%rsp), %rdi
	movq	56(%rsp), %rbx
	movl	%eax, 32(%rsp)
	call	numbers_close
	movl	32(%rsp), %eax
	testl	%eax, %eax
	js	.L2124
	movq	2784(%rsp), %rax
	movq	2552(%rsp), %rsi
	movq	%rax, 2256(%rsp)
	testq	%r14, %r14
	je	.L2595
	cmpl	$0, 2628(%rsp)
	movq	%rsi, 2248(%rsp)
	movq	%r14, 2280(%rsp)
	movq	%r15, 2264(%rsp)
	jne	.L2109
	cmpq	$1, %r14
	je	.L2134
	movq	2272(%rsp), %rcx
	leaq	-1(%r14), %r8
	xorl	%edx, %edx
	subq	%r15, %rcx
	movq	%rcx, %rax
	divq	%r8
	cmpq	%r8, %rcx
	jb	.L2134
	movq	%rax, 2312(%rsp)
	leaq	.LC399(%rip), %rax
	movq	%rax, 2328(%rsp)
	jmp	.L2109
.L2571:
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm1
	jp	.L2086
	je	.L2596
.L2086:
	testq	%r12, %r12
	jne	.L2088
	testq	%rbx, %rbx
	js	.L2089
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rbx, %xmm0
.L2090:
	divsd	.LC173(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	leaq	.LC383(%rip), %r8
	leaq	.LC384(%rip), %rcx
	comisd	.LC382(%rip), %xmm0
	ja	.L2531
.L2088:
	movl	$1048576, %edi
	call	malloc@PLT
	movq	%rax, %r13
	testq	%rbx, %rbx
	js	.L2092
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rbx, %xmm2
.L2093:
	leaq	.LC386(%rip), %r8
	leaq	.LC387(%rip), %rcx
	testq	%r13, %r13
	je	.L2531
	xorl	%eax, %eax
	pxor	%xmm0, %xmm0
	xorl	%r12d, %r12d
	movsd	%xmm2, 56(%rsp)
	movq	%rax, 40(%rsp)
	leaq	2800(%rsp), %rax
	leaq	4400(%rsp), %r14
	movq	%rax, (%rsp)
	leaq	1264(%rsp), %rax
	leaq	524288(%r13), %r15
	movq	%rax, 32(%rsp)
	movsd	%xmm0, 48(%rsp)
.L2094:
	movq	40(%rsp), %rax
	movq	32(%rsp), %rdi
	movq	%r14, %rcx
	xorl	%esi, %esi
	movsd	2536(%rsp), %xmm1
	leaq	poisson_gaps(%rip), %rdx
	movq	2544(%rsp), %xmm3
	movq	%r13, 2808(%rsp)
	movq	%rax, %xmm6
	addq	$65536, %rax
	movq	$65536, 2832(%rsp)
	movsd	%xmm1, 2800(%rsp)
	movq	%rax, %xmm7
	punpcklqdq	%xmm6, %xmm3
	movsd	%xmm1, 4400(%rsp)
	movq	2544(%rsp), %xmm1
	movaps	%xmm3, 2816(%rsp)
	punpcklqdq	%xmm7, %xmm1
	movq	%r15, 4408(%rsp)
	movaps	%xmm1, 4416(%rsp)
	movq	$65536, 4432(%rsp)
	call	pthread_create@PLT
	movq	(%rsp), %rdi
	movl	%eax, 64(%rsp)
	call	poisson_gaps
	movl	64(%rsp), %edx
	testl	%edx, %edx
	jne	.L2095
	movq	1264(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L2096:
	movq	2528(%rsp), %rsi
	movq	%r12, %rdi
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	movsd	.LC73(%rip), %xmm3
	movsd	48(%rsp), %xmm0
	movabsq	$-9223372036854775808, %r8
	jmp	.L2106
.L2600:
	xorl	%eax, %eax
	cmpq	%r12, %rsi
	sete	%al
.L2098:
	testl	%eax, %eax
	jne	.L2597
	comisd	.LC388(%rip), %xmm0
	jnb	.L2523
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rax, %r12
	je	.L2523
	addq	$1, %r12
	testq	%rdi, %rdi
	je	.L2598
.L2103:
	addq	$1, %rcx
	cmpq	$131072, %rcx
	je	.L2599
	movq	%r12, %rdi
.L2106:
	movapd	%xmm0, %xmm1
	addsd	0(%r13,%rcx,8), %xmm0
	testq	%rsi, %rsi
	jne	.L2600
	xorl	%eax, %eax
	comisd	56(%rsp), %xmm0
	setnb	%al
	jmp	.L2098
.L2598:
	comisd	%xmm3, %xmm0
	jnb	.L2104
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 80(%rsp)
.L2105:
	movl	$1, %edx
	jmp	.L2103
.L2104:
	movapd	%xmm0, %xmm1
	subsd	%xmm3, %xmm1
	cvttsd2siq	%xmm1, %rax
	xorq	%r8, %rax
	movq	%rax, 80(%rsp)
	jmp	.L2105
.L2599:
	movsd	%xmm0, 48(%rsp)
	testb	%dl, %dl
	je	.L2107
	movq	80(%rsp), %rax
	movq	%rax, 2264(%rsp)
.L2107:
	addq	$131072, 40(%rsp)
	jmp	.L2094
.L2523:
	testb	%dl, %dl
	je	.L2101
	movq	80(%rsp), %rax
	movq	%rax, 2264(%rsp)
.L2101:
	movq	%r13, %rdi
	call	free@PLT
	leaq	.LC383(%rip), %r8
	leaq	.LC389(%rip), %rcx
.L2531:
	movq	16(%rsp), %rdi
	leaq	.LC385(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2066
.L2095:
	movq	%r14, %rdi
	call	poisson_gaps
	jmp	.L2096
.L2127:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2238
	movq	%rdi, 2784(%rsp)
	movl	$1024, %ebx
	jmp	.L2126
.L2577:
	leaq	4400(%rsp), %r14
	movq	24(%rsp), %rdi
	movq	%r14, %rdx
	movq	%r14, %rsi
	call	lattice_plan
	testl	%eax, %eax
	jne	.L2141
	movq	24(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L2601
.L2145:
	movq	16(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	leaq	.LC408(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2066
.L2152:
	xorl	%edx, %edx
	movq	%r14, %rax
	movl	$37, %edi
	xorl	%ebx, %ebx
	divq	%r8
	shldq	$6, %r14, %rbx
	leaq	2(%rax), %rcx
	movq	%rcx, %rax
	mulq	%r9
	imulq	$37, %rdx, %rcx
	mulq	%rdi
	addq	%rcx, %rdx
	movq	%r14, %rcx
	salq	$6, %rcx
	addq	%rcx, %rax
	adcq	%rbx, %rdx
	movq	%rax, %r10
	movq	%rdx, %r11
	jmp	.L2151
.L2601:
	movq	24(%rsp), %rdi
	call	default_shape
	leaq	.LC261(%rip), %rcx
	testl	%eax, %eax
	leaq	.LC260(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L2145
.L2595:
	movq	16(%rsp), %rdi
	movq	%rsi, %rcx
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC395(%rip), %r8
	leaq	.LC396(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2066
.L2238:
	movq	2848(%rsp), %r8
	movq	40(%rsp), %rcx
	leaq	.LC394(%rip), %rdx
.L2526:
	movq	16(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	(%rsp), %rdi
	call	numbers_close
.L2124:
	movq	2784(%rsp), %rdi
	call	free@PLT
	xorl	%eax, %eax
	movq	%rax, 2784(%rsp)
	jmp	.L2066
.L2134:
	movq	16(%rsp), %rdi
	movq	%rsi, %rcx
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC397(%rip), %r8
	leaq	.LC398(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2066
.L2596:
	movq	16(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC380(%rip), %rcx
	leaq	.LC381(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2066
.L2092:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm2, %xmm2
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2093
.L2287:
	leaq	.LC259(%rip), %r8
.L2117:
	movq	40(%rsp), %rcx
	leaq	.LC393(%rip), %rdx
	jmp	.L2526
.L2286:
	leaq	.LC258(%rip), %r8
	jmp	.L2117
.L2579:
	movq	16(%rsp), %rdi
	leaq	.LC411(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC412(%rip), %rcx
	leaq	.LC413(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2066
.L2156:
	movq	16(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC414(%rip), %rcx
	leaq	.LC415(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2066
.L2567:
	movq	16(%rsp), %rdi
	leaq	.LC365(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC366(%rip), %rcx
	leaq	.LC367(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2066
.L2573:
	movq	16(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC400(%rip), %rcx
	leaq	.LC401(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2066
.L2597:
	testb	%dl, %dl
	je	.L2233
	movq	80(%rsp), %rax
	movq	%rax, 2264(%rsp)
.L2233:
	movsd	.LC73(%rip), %xmm2
	comisd	%xmm2, %xmm1
	jnb	.L2234
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 2272(%rsp)
.L2235:
	movq	%r13, %rdi
	call	free@PLT
	movq	.LC73(%rip), %rax
	testq	%r12, %r12
	movq	%rax, %xmm2
	je	.L2602
	movq	2544(%rsp), %rax
	cmpl	$0, 2628(%rsp)
	movq	%r12, 2280(%rsp)
	movsd	2536(%rsp), %xmm1
	movq	%rax, 2240(%rsp)
	movsd	%xmm1, 2232(%rsp)
	jne	.L2109
	movsd	.LC173(%rip), %xmm0
	divsd	%xmm1, %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L2110
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 2312(%rsp)
.L2111:
	movq	2312(%rsp), %rax
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 2312(%rsp)
	leaq	.LC392(%rip), %rax
	movq	%rax, 2328(%rsp)
	jmp	.L2109
.L2089:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2090
.L2110:
	subsd	%xmm2, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 2312(%rsp)
	btcq	$63, 2312(%rsp)
	jmp	.L2111
.L2602:
	leaq	.LC390(%rip), %r8
	leaq	.LC391(%rip), %rcx
	jmp	.L2531
.L2234:
	subsd	%xmm2, %xmm1
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 2272(%rsp)
	btcq	$63, 2272(%rsp)
	jmp	.L2235
.L2575:
	leaq	.LC405(%rip), %r8
	leaq	.LC258(%rip), %rcx
.L2530:
	movq	16(%rsp), %rdi
	leaq	.LC404(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2066
.L2564:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	16(%rsp), %rdi
	movq	%rbx, %rcx
	leaq	.LC356(%rip), %rdx
	movq	%rax, %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2066
.L2569:
	leaq	4400(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	2400(%rsp), %rsi
	leaq	2800(%rsp), %rdi
	movq	%rax, %rbx
	call	fmt_us.constprop.0
	movq	16(%rsp), %rdi
	movq	%rbx, %r8
	leaq	.LC371(%rip), %rdx
	movq	%rax, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2066
.L2589:
	movq	16(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC351(%rip), %rcx
	leaq	.LC352(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2066
.L2083:
	movq	16(%rsp), %rdi
	leaq	.LC374(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC375(%rip), %rcx
	leaq	.LC376(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2066
.L2576:
	movq	16(%rsp), %rdi
	leaq	.LC405(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC406(%rip), %rcx
	leaq	.LC407(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2066
.L2568:
	movq	16(%rsp), %rdi
	leaq	.LC368(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC369(%rip), %rcx
	leaq	.LC370(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2066
.L2584:
	leaq	.LC426(%rip), %rsi
	call	cannot
	movl	%eax, %r14d
	testl	%eax, %eax
	je	.L2190
.L2533:
	leaq	800(%rbx), %r12
	jmp	.L2183
.L2583:
	xorl	%edi, %edi
	movq	24(%rsp), %r10
	movq	%rdi, 432(%rbx)
.L2186:
	movq	%rbp, %rsi
	movq	%r10, %rdi
	call	closed_form
	jmp	.L2187
.L2161:
	movq	16(%rsp), %rdi
	movl	$1048576, %r8d
	movq	%r12, %rcx
	xorl	%eax, %eax
	leaq	.LC416(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2066
.L2159:
	cmpl	$3, %ebx
	je	.L2168
	xorl	%r10d, %r10d
	movq	%r10, 32(%rsp)
	jmp	.L2165
.L2172:
	leaq	.LC421(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %r14d
	jmp	.L2061
.L2592:
	leaq	.LC420(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %r14d
	call	printf@PLT
	jmp	.L2061
.L2544:
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC332(%rip), %r8
	leaq	.LC333(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2066
.L2560:
	xorl	%eax, %eax
	jmp	.L1985
.L2562:
	movq	16(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC349(%rip), %rcx
	leaq	.LC350(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2066
.L2590:
	leaq	.LC358(%rip), %rdi
	call	usage_error
	movl	%eax, %r14d
	jmp	.L2061
.L2539:
	leaq	.LC8(%rip), %r8
	movq	16(%rsp), %rdi
	movl	$2048, %esi
	leaq	.LC334(%rip), %rdx
	movq	%r8, %rcx
	call	snprintf@PLT
	jmp	.L2066
.L2203:
	leaq	.LC8(%rip), %rsi
	movl	$-4, %edi
	call	cannot
	movl	%eax, %r14d
	testl	%eax, %eax
	jne	.L2183
	jmp	.L2206
.L2202:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC429(%rip), %rdi
	call	fwrite@PLT
	jmp	.L2205
.L2185:
	xorl	%esi, %esi
	movq	%rbx, %rdi
	leaq	800(%rbx), %r12
	call	run_reps
	movq	896(%rsp), %rdi
	xorl	%esi, %esi
	movl	%eax, %r14d
	call	pthread_join@PLT
	movq	(%rbx), %rdi
	movl	4416(%rsp), %r10d
	call	closed_form_gap
	movq	%rax, 432(%rbx)
	testl	%r14d, %r14d
	jne	.L2183
	movl	%r10d, %edi
	call	fault_rc
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L2198
.L2199:
	movq	%r13, %rdi
	call	print_plan
	jmp	.L2196
.L2184:
	movq	%rax, 432(%rbx)
	movq	24(%rsp), %r10
	jmp	.L2232
.L2198:
	leaq	.LC426(%rip), %rsi
	call	cannot
	movl	%eax, %r14d
	testl	%eax, %eax
	jne	.L2183
	jmp	.L2199
.L2586:
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	xorl	%eax, %eax
	movq	%r12, %rcx
	leaq	.LC129(%rip), %rdx
	leaq	.LC427(%rip), %rsi
	movl	$2, %r14d
	call	fprintf@PLT
	jmp	.L2533
.L2585:
	leaq	2800(%rsp), %rax
	leaq	1264(%rsp), %rsi
	movq	%r14, %rdi
	movq	%rax, %rdx
	call	lattice_plan
	testl	%eax, %eax
	je	.L2194
	movq	288(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L2194
	movq	224(%rbx), %rcx
	movq	1264(%rsp), %rax
.L2195:
	movq	%rdx, %rdi
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdi, %rax
	testq	%rdx, %rdx
	jne	.L2195
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	addq	$1, %rax
	cmpq	%rax, %r12
	cmova	%rax, %r12
	jmp	.L2194
.L2581:
	movq	stderr(%rip), %rdi
	movq	%r12, %rdx
	leaq	.LC425(%rip), %rsi
	xorl	%eax, %eax
	movl	$1, %r14d
	call	fprintf@PLT
	jmp	.L2061
.L2149:
	leaq	.LC262(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L2148
	jmp	.L2150
.L2588:
	movq	760(%rbx), %rax
	leaq	.LC213(%rip), %rbp
	leaq	.LC433(%rip), %rdi
	movq	%rbp, %rsi
	leaq	.LC214(%rip), %r15
	movq	256(%rax), %rcx
	movq	240(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	760(%rbx), %rax
	movq	%r15, %rsi
	leaq	.LC433(%rip), %rdi
	movq	264(%rax), %rcx
	movq	248(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	760(%rbx), %rax
	leaq	.LC434(%rip), %rdi
	movq	272(%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%r13), %esi
	testl	%esi, %esi
	je	.L2223
	movq	136(%r13), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L2224
	leaq	-1(%rdi), %rcx
	movq	128(%r13), %rax
	xorl	%edx, %edx
	subq	120(%r13), %rax
	divq	%rcx
	movq	%rax, %rcx
.L2224:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	leaq	.LC435(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2223:
	cmpl	$0, 64(%rsp)
	jne	.L2603
.L2225:
	movq	%rbp, %rsi
	movsd	712(%rbx), %xmm0
	movsd	728(%rbx), %xmm2
	leaq	.LC439(%rip), %rbp
	movsd	720(%rbx), %xmm1
	movq	%rbp, %rdi
	movl	$3, %eax
	call	printf@PLT
	movq	%rbp, %rdi
	movq	%r15, %rsi
	movl	$3, %eax
	movsd	736(%rbx), %xmm0
	movsd	752(%rbx), %xmm2
	movsd	744(%rbx), %xmm1
	call	printf@PLT
	movq	32(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2227
	movq	760(%rbx), %rcx
	movl	48(%rsp), %r8d
	movq	16(%rsp), %rdx
	movq	56(%rsp), %rsi
	call	export_bench
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 40(%rsp)
.L2227:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L2604
	xorl	%edi, %edi
	movq	%r14, %rsi
	call	getrusage@PLT
	testl	%eax, %eax
	je	.L2605
.L2229:
	movq	440(%rbx), %rax
	cmpl	$3, 24(%rax)
	je	.L2606
.L2230:
	cmpq	$0, 432(%rbx)
	leaq	.LC263(%rip), %rax
	leaq	.LC264(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC442(%rip), %rdi
	xorl	%eax, %eax
	xorl	%r14d, %r14d
	call	printf@PLT
	movq	416(%rbx), %rax
	movq	776(%rbx), %rdx
	leaq	.LC443(%rip), %rdi
	movq	768(%rbx), %rsi
	movl	216(%rax), %ecx
	xorl	%eax, %eax
	addl	$1, %ecx
	call	printf@PLT
	cmpq	$0, 776(%rbx)
	movl	40(%rsp), %eax
	setne	%r14b
	orl	%eax, %r14d
	jmp	.L2183
.L2603:
	movq	832(%rbx), %r13
	movq	808(%rbx), %rax
	leaq	.LC436(%rip), %rdi
	movq	(%rax,%r13,8), %rcx
	movq	800(%rbx), %rax
	leaq	0(,%r13,8), %r8
	movq	%r13, %rsi
	movq	%r8, (%rsp)
	movq	(%rax,%r13,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	leaq	1(%r13), %rax
	cmpq	824(%rbx), %rax
	movq	(%rsp), %r8
	jb	.L2607
.L2226:
	movq	840(%rbx), %rdx
	leaq	.LC438(%rip), %rdi
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%r13, %rsi
	call	printf@PLT
	jmp	.L2225
.L2217:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2218
.L2215:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2216
.L2214:
	movl	$6369134, (%r14)
	jmp	.L2221
.L2587:
	movq	56(%rdx), %rdx
	jmp	.L2213
.L2605:
	movq	440(%rbx), %rax
	movq	4432(%rsp), %rsi
	leaq	.LC440(%rip), %rdi
	movl	24(%rax), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2229
.L2604:
	leaq	.LC8(%rip), %rsi
	movl	$-4, %edi
	call	cannot
	movl	%eax, %r14d
	jmp	.L2183
.L2606:
	movq	760(%rbx), %rax
	movl	$18, %ecx
	leaq	.LC441(%rip), %rdi
	movl	284(%rax), %edx
	movl	280(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2230
.L2607:
	movq	808(%rbx), %rax
	leaq	.LC437(%rip), %rdi
	movq	8(%rax,%r8), %rdx
	movq	800(%rbx), %rax
	movq	8(%rax,%r8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2226
	.cfi_endproc
.LFE252:
	.size	bench_main, .-bench_main
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB253:
	.cfi_startproc
	jmp	bench_main
	.cfi_endproc
.LFE253:
	.size	main, .-main
	.section	.rodata.str1.1
.LC445:
	.string	"0%"
.LC446:
	.string	"90%"
.LC447:
	.string	"99%"
.LC448:
	.string	"99.9%"
.LC449:
	.string	"99.99%"
.LC450:
	.string	"99.999%"
	.section	.data.rel.ro.local,"aw"
	.align 32
	.type	XTICK.0, @object
	.size	XTICK.0, 48
XTICK.0:
	.quad	.LC445
	.quad	.LC446
	.quad	.LC447
	.quad	.LC448
	.quad	.LC449
	.quad	.LC450
	.section	.rodata.str1.1
.LC451:
	.string	"closed (from actual send)"
.LC452:
	.string	"open (from intended send)"
.LC453:
	.string	"corrected closed"
	.section	.data.rel.ro.local
	.align 16
	.type	NAMES.1, @object
	.size	NAMES.1, 24
NAMES.1:
	.quad	.LC451
	.quad	.LC452
	.quad	.LC453
	.section	.rodata.str1.1
.LC454:
	.string	"closed.values"
.LC455:
	.string	"open.values"
.LC456:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.2, @object
	.size	VALUES.2, 24
VALUES.2:
	.quad	.LC454
	.quad	.LC455
	.quad	.LC456
	.section	.rodata.str1.1
.LC457:
	.string	"closed.hgrm"
.LC458:
	.string	"open.hgrm"
.LC459:
	.string	"corrected.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.3, @object
	.size	HGRM.3, 24
HGRM.3:
	.quad	.LC457
	.quad	.LC458
	.quad	.LC459
	.section	.rodata.str1.1
.LC460:
	.string	"us"
.LC461:
	.string	"ns"
	.section	.data.rel.ro.local
	.align 32
	.type	U.4, @object
	.size	U.4, 96
U.4:
	.quad	.LC148
	.quad	1000000000
	.long	9
	.zero	4
	.quad	.LC321
	.quad	1000000
	.long	6
	.zero	4
	.quad	.LC460
	.quad	1000
	.long	3
	.zero	4
	.quad	.LC461
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
	.quad	.LC461
	.quad	1
	.quad	.LC460
	.quad	1000
	.quad	.LC321
	.quad	1000000
	.quad	.LC148
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
.LC462:
	.string	"open_closed_p99"
.LC463:
	.string	"open_closed_p999"
.LC464:
	.string	"open_closed_slow"
.LC465:
	.string	"closed_max_p99"
.LC466:
	.string	"corrected_closed_p99"
.LC467:
	.string	"open_corrected_p99"
.LC468:
	.string	"open_corrected_p90"
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 168
RATIOS:
	.quad	.LC462
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC463
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC464
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	.LC465
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	.LC466
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC467
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC468
	.long	1
	.long	1
	.long	2
	.long	1
	.section	.rodata.str1.1
.LC469:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC470:
	.string	"service time of one request (100us)"
	.section	.rodata.str1.1
.LC471:
	.string	"--interval"
	.section	.rodata.str1.8
	.align 8
.LC472:
	.string	"fixed schedule: request i due at i*T (200us)"
	.section	.rodata.str1.1
.LC473:
	.string	"--stall"
	.section	.rodata.str1.8
	.align 8
.LC474:
	.string	"length of each stall, 0 for none (200ms)"
	.section	.rodata.str1.1
.LC475:
	.string	"--period"
	.section	.rodata.str1.8
	.align 8
.LC476:
	.string	"time between stall starts, 0 for one stall (1s)"
	.section	.rodata.str1.1
.LC477:
	.string	"--first-stall"
	.section	.rodata.str1.8
	.align 8
.LC478:
	.string	"start of the first stall (500ms)"
	.align 8
.LC479:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC480:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC481:
	.string	"or exactly N scheduled requests"
	.align 8
.LC482:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sorted)"
	.section	.rodata.str1.1
.LC483:
	.string	"--schedule"
.LC484:
	.string	"fixed|poisson"
	.section	.rodata.str1.8
	.align 8
.LC485:
	.string	"fixed (default) or Poisson arrivals"
	.align 8
.LC486:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.section	.rodata.str1.1
.LC487:
	.string	"--rate"
.LC488:
	.string	"R"
	.section	.rodata.str1.8
	.align 8
.LC489:
	.string	"Poisson rate, requests a second"
	.align 8
.LC490:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC491:
	.string	"--seed"
.LC492:
	.string	"X"
	.section	.rodata.str1.8
	.align 8
.LC493:
	.string	"seeds the Poisson schedule, service times, random stalls (0)"
	.align 8
.LC494:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC495:
	.string	"--service-dist"
.LC496:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC497:
	.string	"service times, each drawn from one of these:"
	.align 8
.LC498:
	.string	"use one of the names --help lists"
	.section	.rodata.str1.1
.LC499:
	.string	"--service-cv"
	.section	.rodata.str1.8
	.align 8
.LC500:
	.string	"lognormal: the coefficient of variation"
	.align 8
.LC501:
	.string	"a number above 0 and at most 100"
	.section	.rodata.str1.1
.LC502:
	.string	"--slow-fraction"
.LC503:
	.string	"F"
	.section	.rodata.str1.8
	.align 8
.LC504:
	.string	"bimodal: the share, 0 < F < 1, that takes --slow-service"
	.section	.rodata.str1.1
.LC505:
	.string	"a number above 0 and below 1"
.LC506:
	.string	"--slow-service"
	.section	.rodata.str1.8
	.align 8
.LC507:
	.string	"bimodal: the slow requests' service time"
	.align 8
.LC508:
	.string	"a time above zero and below 2^50 ns, e.g. 10ms"
	.section	.rodata.str1.1
.LC509:
	.string	"--stalls"
.LC510:
	.string	"periodic|poisson"
	.section	.rodata.str1.8
	.align 8
.LC511:
	.string	"stall starts every --period, or at\nexponential gaps of mean --period (periodic)"
	.section	.rodata.str1.1
.LC512:
	.string	"--stall-dist"
.LC513:
	.string	"fixed|exp"
	.section	.rodata.str1.8
	.align 8
.LC514:
	.string	"each stall --stall long, or exponential of that mean"
	.section	.rodata.str1.1
.LC515:
	.string	"FILE"
	.section	.rodata.str1.8
	.align 8
.LC516:
	.string	"replay due times: one integer ns a line, non-decreasing"
	.section	.rodata.str1.1
.LC517:
	.string	"--closed"
.LC518:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC519:
	.string	"how the closed loop treats slots it missed"
	.align 8
.LC520:
	.string	"use catch-up, skip or back-to-back"
	.section	.rodata.str1.1
.LC521:
	.string	"--connections"
.LC522:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC523:
	.string	"C closed loops share the schedule (1)"
	.align 8
.LC524:
	.string	"a whole number from 1 to 1000000"
	.section	.rodata.str1.1
.LC525:
	.string	"--expected-interval"
.LC526:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC527:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.section	.rodata.str1.1
.LC528:
	.string	"a time above zero, or mean"
.LC529:
	.string	"--timeout"
	.section	.rodata.str1.8
	.align 8
.LC530:
	.string	"clients give up on a request after T (from its send); adds\nthe completed and censored views"
	.section	.rodata.str1.1
.LC531:
	.string	"--queue-limit"
.LC532:
	.string	"K"
	.section	.rodata.str1.8
	.align 8
.LC533:
	.string	"the server rejects a request that finds K waiting; adds\nthe ok and all views"
	.align 8
.LC534:
	.string	"a whole number of waiting requests from 0 to 1000000000"
	.section	.rodata.str1.1
.LC535:
	.string	"--reject-time"
	.section	.rodata.str1.8
	.align 8
.LC536:
	.string	"with --queue-limit: a rejection reaches the client after T (0)"
	.section	.rodata.str1.1
.LC537:
	.string	"--generator-pause"
	.section	.rodata.str1.8
	.align 8
.LC538:
	.string	"the open loop's sender stops for T once a\n--generator-period; adds the intended, actual and lag views"
	.section	.rodata.str1.1
.LC539:
	.string	"--generator-period"
	.section	.rodata.str1.8
	.align 8
.LC540:
	.string	"time between its pauses, 0 for one pause (1s)"
	.section	.rodata.str1.1
.LC541:
	.string	"--generator-first"
	.section	.rodata.str1.8
	.align 8
.LC542:
	.string	"start of its first pause (half the period; 500ms)"
	.section	.rodata.str1.1
.LC543:
	.string	"--schedule-from"
.LC544:
	.string	"base|last-send"
	.section	.rodata.str1.8
	.align 8
.LC545:
	.string	"the open loop sends request i when due (base),\nor one schedule gap after request i-1 left (last-send: drifts)"
	.section	.rodata.str1.1
.LC546:
	.string	"use base or last-send"
.LC547:
	.string	"--max-in-flight"
	.section	.rodata.str1.8
	.align 8
.LC548:
	.string	"the open loop keeps at most K requests outstanding (1-1000)"
	.section	.rodata.str1.1
.LC549:
	.string	"a whole number from 1 to 1000"
.LC550:
	.string	"--when-full"
.LC551:
	.string	"block|drop"
	.section	.rodata.str1.8
	.align 8
.LC552:
	.string	"with --max-in-flight: wait for a slot, or drop (block)"
	.section	.rodata.str1.1
.LC553:
	.string	"use block or drop"
	.section	.rodata.str1.8
	.align 8
.LC554:
	.string	"instead of a schedule, N users (1-1000) who each think,\nsend, and wait for the reply; their own recording is the truth"
	.align 8
.LC555:
	.string	"a whole number of users from 1 to 1000"
	.align 8
.LC556:
	.string	"or sessions arriving R a second, each sending until it leaves"
	.align 8
.LC557:
	.string	"sessions a second, a number above 0 and at most 1e9"
	.section	.rodata.str1.1
.LC558:
	.string	"--return-prob"
.LC559:
	.string	"P"
	.section	.rodata.str1.8
	.align 8
.LC560:
	.string	"sessions: after a reply, another request with chance P (0)"
	.align 8
.LC561:
	.string	"a chance from 0 up to, not including, 1"
	.section	.rodata.str1.1
.LC562:
	.string	"--think"
	.section	.rodata.str1.8
	.align 8
.LC563:
	.string	"users: the time between a reply and the next request (0)"
	.section	.rodata.str1.1
.LC564:
	.string	"--population --sessions"
.LC565:
	.string	"--think-dist"
	.section	.rodata.str1.8
	.align 8
.LC566:
	.string	"users: each think --think, or exponential (fixed)"
	.section	.rodata.str1.1
.LC567:
	.string	"use fixed or exp"
.LC568:
	.string	"--scoreboard"
	.section	.rodata.str1.8
	.align 8
.LC569:
	.string	"also every way to correct the closed loop (or the users),\nscored against the truth"
	.section	.rodata.str1.1
.LC570:
	.string	"--slow-above"
.LC571:
	.string	"the slow line (1ms)"
.LC572:
	.string	"--rank"
.LC573:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC574:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.section	.rodata.str1.1
.LC575:
	.string	"use round or ceil"
.LC576:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC577:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC578:
	.string	"--exact-by"
.LC579:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC580:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.align 8
.LC581:
	.string	"use auto, sorted, lattice or passes"
	.section	.rodata.str1.1
.LC582:
	.string	"--guess-entries"
	.section	.rodata.str1.8
	.align 8
.LC583:
	.string	"passes: values each percentile's first-pass guess\nholds (16384; 0: none, every percentile narrows in later passes)"
	.align 8
.LC584:
	.string	"0 (no guessing) or a whole number from 2 to 1048576"
	.section	.rodata.str1.1
.LC585:
	.string	"--quick"
.LC586:
	.string	"as QUICK=1"
.LC587:
	.string	"--verbose"
	.section	.rodata.str1.8
	.align 8
.LC588:
	.string	"also every rep's checked numbers, a line a set"
	.align 8
.LC589:
	.ascii	"defaul"
	.string	"t, feed-10ms-stall, one-2s-stall, hundred-requests,\nhundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal, gc-pauses,\ntimeouts, shedding, generator-gc, drift, in-flight-cap, mm1k-90, population,\npopulation-stalls, sessions-2, sessions-20, light-load"
	.align 8
.LC590:
	.string	"correct a recorded trace: one latency a line (ns or a unit)"
	.section	.rodata.str1.1
.LC591:
	.string	"LIST"
	.section	.rodata.str1.8
	.align 8
.LC592:
	.string	"the same from a list: 2ms*99,1000ms"
	.section	.rodata.str1.1
.LC593:
	.string	"load|stall"
	.section	.rodata.str1.8
	.align 8
.LC594:
	.string	"one table over load 10-95% or stall length"
	.section	.rodata.str1.1
.LC595:
	.string	"use load or stall"
.LC596:
	.string	"--export"
.LC597:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC598:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC599:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.section	.rodata.str1.1
.LC600:
	.string	"--export-values"
	.section	.rodata.str1.8
	.align 8
.LC601:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.section	.rodata.str1.1
.LC602:
	.string	"--hlog-interval"
	.section	.rodata.str1.8
	.align 8
.LC603:
	.string	"with --export: PREFIX.hlog's interval, whole ms from 1ms\nto 1h (1s)"
	.align 8
.LC604:
	.string	"a whole number of milliseconds from 1ms to 1h (a log's times have 3 decimals)"
	.section	.rodata.str1.1
.LC605:
	.string	"--hlog-counts"
	.section	.rodata.str1.8
	.align 8
.LC606:
	.string	"with --export: each .hlog interval's counts as RESULT\nhlog and hlog-count lines"
	.align 8
.LC607:
	.string	"the closed form against the reference simulation;\nexit 0 if they agree, 1 if not, 3 if no closed form holds"
	.align 8
.LC608:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC609:
	.string	"run the unit checks and exit"
.LC610:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 5616
OPTIONS:
	.quad	.LC1
	.long	0
	.zero	4
	.quad	.LC469
	.quad	.LC470
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	0
	.quad	1
	.zero	32
	.quad	.LC471
	.long	0
	.zero	4
	.quad	.LC469
	.quad	.LC472
	.quad	0
	.long	21
	.long	0
	.quad	set_time
	.quad	80
	.quad	1
	.zero	32
	.quad	.LC473
	.long	0
	.zero	4
	.quad	.LC469
	.quad	.LC474
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	48
	.zero	40
	.quad	.LC475
	.long	0
	.zero	4
	.quad	.LC469
	.quad	.LC476
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	56
	.zero	40
	.quad	.LC477
	.long	0
	.zero	4
	.quad	.LC469
	.quad	.LC478
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	64
	.zero	40
	.quad	.LC335
	.long	0
	.zero	4
	.quad	.LC469
	.quad	.LC479
	.quad	0
	.long	29
	.long	0
	.quad	set_duration
	.quad	376
	.quad	1
	.zero	32
	.quad	.LC336
	.long	0
	.zero	4
	.quad	.LC480
	.quad	.LC481
	.quad	0
	.long	29
	.long	0
	.quad	set_requests
	.quad	384
	.quad	1
	.quad	1099511627776
	.zero	8
	.quad	.LC482
	.zero	8
	.quad	.LC483
	.long	0
	.zero	4
	.quad	.LC484
	.quad	.LC485
	.quad	0
	.long	29
	.long	0
	.quad	set_choice
	.quad	72
	.zero	24
	.quad	.LC486
	.quad	SCHEDULE_NAMES
	.quad	.LC487
	.long	0
	.zero	4
	.quad	.LC488
	.quad	.LC489
	.quad	0
	.long	29
	.long	0
	.quad	set_real
	.quad	392
	.zero	8
	.quad	1000000000000
	.zero	8
	.quad	.LC490
	.zero	8
	.quad	.LC491
	.long	0
	.zero	4
	.quad	.LC492
	.quad	.LC493
	.quad	0
	.long	29
	.long	0
	.quad	set_count
	.quad	400
	.zero	8
	.quad	-1
	.zero	8
	.quad	.LC494
	.zero	8
	.quad	.LC495
	.long	0
	.zero	4
	.quad	.LC496
	.quad	.LC497
	.quad	0
	.long	29
	.long	1
	.quad	set_lab
	.zero	32
	.quad	.LC498
	.zero	8
	.quad	.LC499
	.long	0
	.zero	4
	.quad	.LC492
	.quad	.LC500
	.quad	0
	.long	29
	.long	1
	.quad	set_real
	.quad	16
	.zero	8
	.quad	100
	.zero	8
	.quad	.LC501
	.zero	8
	.quad	.LC502
	.long	0
	.zero	4
	.quad	.LC503
	.quad	.LC504
	.quad	0
	.long	29
	.long	1
	.quad	set_lab
	.zero	32
	.quad	.LC505
	.zero	8
	.quad	.LC506
	.long	0
	.zero	4
	.quad	.LC469
	.quad	.LC507
	.quad	0
	.long	29
	.long	1
	.quad	set_lab
	.zero	32
	.quad	.LC508
	.zero	8
	.quad	.LC509
	.long	0
	.zero	4
	.quad	.LC510
	.quad	.LC511
	.quad	0
	.long	29
	.long	1
	.quad	set_choice
	.quad	40
	.zero	24
	.quad	.LC498
	.quad	STALLS_NAME
	.quad	.LC512
	.long	0
	.zero	4
	.quad	.LC513
	.quad	.LC514
	.quad	0
	.long	29
	.long	1
	.quad	set_choice
	.quad	44
	.zero	24
	.quad	.LC498
	.quad	STALL_DIST_NAME
	.quad	.LC121
	.long	0
	.zero	4
	.quad	.LC515
	.quad	.LC516
	.quad	0
	.long	29
	.long	0
	.quad	set_arrivals
	.quad	408
	.zero	40
	.quad	.LC517
	.long	0
	.zero	4
	.quad	.LC518
	.quad	.LC519
	.quad	0
	.long	29
	.long	0
	.quad	set_choice
	.quad	152
	.zero	24
	.quad	.LC520
	.quad	CLOSED_NAME
	.quad	.LC521
	.long	0
	.zero	4
	.quad	.LC522
	.quad	.LC523
	.quad	0
	.long	29
	.long	0
	.quad	set_count
	.quad	160
	.quad	1
	.quad	1000000
	.zero	8
	.quad	.LC524
	.zero	8
	.quad	.LC525
	.long	0
	.zero	4
	.quad	.LC526
	.quad	.LC527
	.quad	0
	.long	23
	.long	0
	.quad	set_expected
	.zero	32
	.quad	.LC528
	.zero	8
	.quad	.LC529
	.long	0
	.zero	4
	.quad	.LC469
	.quad	.LC530
	.quad	0
	.long	1
	.long	1
	.quad	set_time
	.quad	224
	.quad	1
	.zero	32
	.quad	.LC531
	.long	0
	.zero	4
	.quad	.LC532
	.quad	.LC533
	.quad	0
	.long	1
	.long	1
	.quad	set_count
	.quad	240
	.zero	8
	.quad	1000000000
	.quad	232
	.quad	.LC534
	.zero	8
	.quad	.LC535
	.long	0
	.zero	4
	.quad	.LC469
	.quad	.LC536
	.quad	.LC531
	.long	1
	.long	1
	.quad	set_time
	.quad	248
	.zero	16
	.quad	488
	.zero	16
	.quad	.LC537
	.long	0
	.zero	4
	.quad	.LC469
	.quad	.LC538
	.quad	0
	.long	1
	.long	1
	.quad	set_time
	.quad	256
	.quad	1
	.zero	32
	.quad	.LC539
	.long	0
	.zero	4
	.quad	.LC469
	.quad	.LC540
	.quad	.LC537
	.long	1
	.long	1
	.quad	set_time
	.quad	264
	.zero	16
	.quad	496
	.zero	16
	.quad	.LC541
	.long	0
	.zero	4
	.quad	.LC469
	.quad	.LC542
	.quad	.LC537
	.long	1
	.long	1
	.quad	set_time
	.quad	272
	.zero	16
	.quad	500
	.zero	16
	.quad	.LC543
	.long	0
	.zero	4
	.quad	.LC544
	.quad	.LC545
	.quad	0
	.long	1
	.long	1
	.quad	set_choice
	.quad	280
	.zero	24
	.quad	.LC546
	.quad	FROM_NAMES
	.quad	.LC547
	.long	0
	.zero	4
	.quad	.LC532
	.quad	.LC548
	.quad	0
	.long	1
	.long	1
	.quad	set_count
	.quad	288
	.quad	1
	.quad	1000
	.zero	8
	.quad	.LC549
	.zero	8
	.quad	.LC550
	.long	0
	.zero	4
	.quad	.LC551
	.quad	.LC552
	.quad	.LC547
	.long	1
	.long	1
	.quad	set_choice
	.quad	296
	.zero	16
	.quad	492
	.quad	.LC553
	.quad	WHEN_FULL_NAMES
	.quad	.LC339
	.long	0
	.zero	4
	.quad	.LC480
	.quad	.LC554
	.quad	0
	.long	29
	.long	1
	.quad	set_count
	.quad	304
	.quad	1
	.quad	1000
	.zero	8
	.quad	.LC555
	.zero	8
	.quad	.LC340
	.long	0
	.zero	4
	.quad	.LC488
	.quad	.LC556
	.quad	0
	.long	29
	.long	1
	.quad	set_real
	.quad	312
	.zero	8
	.quad	1000000000
	.zero	8
	.quad	.LC557
	.zero	8
	.quad	.LC558
	.long	0
	.zero	4
	.quad	.LC559
	.quad	.LC560
	.quad	.LC340
	.long	29
	.long	1
	.quad	set_return_prob
	.zero	32
	.quad	.LC561
	.zero	8
	.quad	.LC562
	.long	0
	.zero	4
	.quad	.LC469
	.quad	.LC563
	.quad	.LC564
	.long	29
	.long	1
	.quad	set_time
	.quad	328
	.zero	40
	.quad	.LC565
	.long	0
	.zero	4
	.quad	.LC513
	.quad	.LC566
	.quad	.LC564
	.long	29
	.long	1
	.quad	set_choice
	.quad	336
	.zero	24
	.quad	.LC567
	.quad	STALL_DIST_NAME
	.quad	.LC568
	.long	1
	.zero	4
	.quad	0
	.quad	.LC569
	.quad	0
	.long	29
	.long	1
	.quad	set_flag
	.quad	504
	.zero	40
	.quad	.LC570
	.long	0
	.zero	4
	.quad	.LC469
	.quad	.LC571
	.quad	0
	.long	27
	.long	0
	.quad	set_time
	.quad	192
	.zero	40
	.quad	.LC572
	.long	0
	.zero	4
	.quad	.LC573
	.quad	.LC574
	.quad	0
	.long	31
	.long	0
	.quad	set_choice
	.quad	200
	.zero	24
	.quad	.LC575
	.quad	RANK_NAME
	.quad	.LC576
	.long	0
	.zero	4
	.quad	.LC480
	.quad	.LC577
	.quad	0
	.long	17
	.long	0
	.quad	set_reps
	.zero	8
	.quad	1
	.quad	100000
	.zero	8
	.quad	.LC332
	.zero	8
	.quad	.LC578
	.long	0
	.zero	4
	.quad	.LC579
	.quad	.LC580
	.quad	0
	.long	17
	.long	0
	.quad	set_exact_by
	.quad	204
	.zero	24
	.quad	.LC581
	.quad	SAMPLES_NAME
	.quad	.LC582
	.long	0
	.zero	4
	.quad	.LC480
	.quad	.LC583
	.quad	0
	.long	17
	.long	1
	.quad	set_guess_entries
	.zero	16
	.quad	1048576
	.zero	8
	.quad	.LC584
	.zero	8
	.quad	.LC585
	.long	1
	.zero	4
	.quad	0
	.quad	.LC586
	.quad	0
	.long	29
	.long	0
	.quad	set_flag
	.quad	480
	.zero	40
	.quad	.LC587
	.long	1
	.zero	4
	.quad	0
	.quad	.LC588
	.quad	0
	.long	17
	.long	0
	.quad	set_flag
	.quad	452
	.zero	40
	.quad	.LC274
	.long	0
	.zero	4
	.quad	.LC496
	.quad	.LC589
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.quad	.LC337
	.long	0
	.zero	4
	.quad	.LC515
	.quad	.LC590
	.quad	0
	.long	2
	.long	1
	.quad	set_trace
	.quad	416
	.zero	40
	.quad	.LC338
	.long	0
	.zero	4
	.quad	.LC591
	.quad	.LC592
	.quad	0
	.long	2
	.long	1
	.quad	set_trace
	.quad	424
	.zero	40
	.quad	.LC341
	.long	0
	.zero	4
	.quad	.LC593
	.quad	.LC594
	.quad	0
	.long	29
	.long	1
	.quad	set_sweep
	.quad	432
	.zero	24
	.quad	.LC595
	.zero	8
	.quad	.LC596
	.long	0
	.zero	4
	.quad	.LC597
	.quad	.LC598
	.quad	0
	.long	31
	.long	0
	.quad	set_export
	.quad	440
	.zero	24
	.quad	.LC599
	.zero	8
	.quad	.LC600
	.long	1
	.zero	4
	.quad	0
	.quad	.LC601
	.quad	.LC596
	.long	29
	.long	0
	.quad	set_flag
	.quad	448
	.zero	40
	.quad	.LC602
	.long	0
	.zero	4
	.quad	.LC469
	.quad	.LC603
	.quad	.LC596
	.long	29
	.long	1
	.quad	set_hlog_interval
	.zero	32
	.quad	.LC604
	.zero	8
	.quad	.LC605
	.long	1
	.zero	4
	.quad	0
	.quad	.LC606
	.quad	.LC596
	.long	29
	.long	1
	.quad	set_flag
	.quad	360
	.zero	40
	.quad	.LC252
	.long	1
	.zero	4
	.quad	0
	.quad	.LC607
	.quad	0
	.long	29
	.long	0
	.quad	set_cross_check
	.zero	48
	.quad	.LC269
	.long	2
	.zero	4
	.quad	0
	.quad	.LC608
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.quad	.LC272
	.long	2
	.zero	4
	.quad	0
	.quad	.LC609
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.quad	.LC0
	.long	2
	.zero	4
	.quad	0
	.quad	.LC610
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.section	.rodata.str1.1
.LC611:
	.string	"block"
.LC612:
	.string	"drop"
	.section	.data.rel.ro.local
	.align 16
	.type	WHEN_FULL_NAMES, @object
	.size	WHEN_FULL_NAMES, 24
WHEN_FULL_NAMES:
	.quad	.LC611
	.quad	.LC612
	.quad	0
	.section	.rodata.str1.1
.LC613:
	.string	"base"
.LC614:
	.string	"last-send"
	.section	.data.rel.ro.local
	.align 16
	.type	FROM_NAMES, @object
	.size	FROM_NAMES, 24
FROM_NAMES:
	.quad	.LC613
	.quad	.LC614
	.quad	0
	.section	.rodata.str1.1
.LC615:
	.string	"fixed"
.LC616:
	.string	"poisson"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHEDULE_NAMES, @object
	.size	SCHEDULE_NAMES, 24
SCHEDULE_NAMES:
	.quad	.LC615
	.quad	.LC616
	.quad	0
	.section	.rodata.str1.1
.LC617:
	.string	"feed-10ms-stall"
.LC618:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC619:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC620:
	.string	"one-2s-stall"
.LC621:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC622:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC623:
	.string	"hundred-requests"
.LC624:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC625:
	.string	"--service 2ms --interval 10ms --requests 199 --stall 1s --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC626:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC627:
	.string	"--service 2ms --interval 50ms --requests 103 --stall 200ms --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC628:
	.string	"mm1-half"
.LC629:
	.string	"seed 003, M/M/1 at rho 0.5"
	.section	.rodata.str1.8
	.align 8
.LC630:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC631:
	.string	"mm1-90"
.LC632:
	.string	"seed 003, M/M/1 at rho 0.9"
	.section	.rodata.str1.8
	.align 8
.LC633:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC634:
	.string	"mm1-99"
.LC635:
	.string	"seed 003, M/M/1 at rho 0.99"
	.section	.rodata.str1.8
	.align 8
.LC636:
	.string	"--schedule poisson --rate 9900 --service-dist exp --service 100us --stall 0 --requests 200000000 --reps 1"
	.section	.rodata.str1.1
.LC637:
	.string	"bimodal"
	.section	.rodata.str1.8
	.align 8
.LC638:
	.string	"the lab, M/G/1: 1 % of requests take 10 ms"
	.align 8
.LC639:
	.string	"--schedule poisson --rate 2500 --service-dist bimodal --service 100us --slow-fraction 0.01 --slow-service 10ms --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC640:
	.string	"gc-pauses"
.LC641:
	.string	"the lab, random pauses"
	.section	.rodata.str1.8
	.align 8
.LC642:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stalls poisson --period 2s --stall-dist exp --stall 50ms --duration 600s --reps 1"
	.section	.rodata.str1.1
.LC643:
	.string	"timeouts"
	.section	.rodata.str1.8
	.align 8
.LC644:
	.string	"seeds 003 and 004, a timeout left out"
	.section	.rodata.str1.1
.LC645:
	.string	"--timeout 50ms"
.LC646:
	.string	"shedding"
	.section	.rodata.str1.8
	.align 8
.LC647:
	.string	"seed 003, load shed as fast errors"
	.section	.rodata.str1.1
.LC648:
	.string	"--queue-limit 10"
.LC649:
	.string	"generator-gc"
	.section	.rodata.str1.8
	.align 8
.LC650:
	.string	"seed 003, a sender that pauses"
	.align 8
.LC651:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0"
	.section	.rodata.str1.1
.LC652:
	.string	"drift"
	.section	.rodata.str1.8
	.align 8
.LC653:
	.string	"seed 003, a schedule from the last send"
	.align 8
.LC654:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0 --schedule-from last-send"
	.section	.rodata.str1.1
.LC655:
	.string	"in-flight-cap"
	.section	.rodata.str1.8
	.align 8
.LC656:
	.string	"seed 003, a cap on requests in flight"
	.section	.rodata.str1.1
.LC657:
	.string	"--max-in-flight 10"
.LC658:
	.string	"mm1k-90"
	.section	.rodata.str1.8
	.align 8
.LC659:
	.string	"seed 003, M/M/1/K at rho 0.9, K 10"
	.align 8
.LC660:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --queue-limit 10 --requests 8000000 --reps 1"
	.section	.rodata.str1.1
.LC661:
	.string	"population"
	.section	.rodata.str1.8
	.align 8
.LC662:
	.string	"seed 004, a closed population (MVA: 301.87 us)"
	.align 8
.LC663:
	.string	"--population 10 --think 900us --service-dist exp --stall 0 --duration 100s"
	.section	.rodata.str1.1
.LC664:
	.string	"population-stalls"
	.section	.rodata.str1.8
	.align 8
.LC665:
	.string	"seed 004, a closed population on seed 000's server"
	.section	.rodata.str1.1
.LC666:
	.string	"--population 10 --think 900us"
.LC667:
	.string	"sessions-2"
	.section	.rodata.str1.8
	.align 8
.LC668:
	.string	"Schroeder et al., partly open: 2 requests a session"
	.align 8
.LC669:
	.string	"--sessions 2500 --return-prob 0.5 --think 900us"
	.section	.rodata.str1.1
.LC670:
	.string	"sessions-20"
	.section	.rodata.str1.8
	.align 8
.LC671:
	.string	"Schroeder et al., partly open: 20 requests a session"
	.align 8
.LC672:
	.string	"--sessions 250 --return-prob 0.95 --think 900us"
	.section	.rodata.str1.1
.LC673:
	.string	"light-load"
	.section	.rodata.str1.8
	.align 8
.LC674:
	.string	"seed 004, the server a monitoring agent watches: seed 000 at a twentieth of capacity"
	.section	.rodata.str1.1
.LC675:
	.string	"--service 10us"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 504
SCENARIOS:
	.quad	.LC267
	.quad	.LC268
	.quad	.LC8
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
	.quad	.LC624
	.quad	.LC627
	.quad	.LC628
	.quad	.LC629
	.quad	.LC630
	.quad	.LC631
	.quad	.LC632
	.quad	.LC633
	.quad	.LC634
	.quad	.LC635
	.quad	.LC636
	.quad	.LC637
	.quad	.LC638
	.quad	.LC639
	.quad	.LC640
	.quad	.LC641
	.quad	.LC642
	.quad	.LC643
	.quad	.LC644
	.quad	.LC645
	.quad	.LC646
	.quad	.LC647
	.quad	.LC648
	.quad	.LC649
	.quad	.LC650
	.quad	.LC651
	.quad	.LC652
	.quad	.LC653
	.quad	.LC654
	.quad	.LC655
	.quad	.LC656
	.quad	.LC657
	.quad	.LC658
	.quad	.LC659
	.quad	.LC660
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
	.quad	.LC671
	.quad	.LC672
	.quad	.LC673
	.quad	.LC674
	.quad	.LC675
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC200
	.quad	.LC203
	.quad	.LC199
	.local	run_fault_lock
	.comm	run_fault_lock,40,32
	.local	run_fault
	.comm	run_fault,404,32
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC213
	.quad	.LC214
	.quad	.LC211
	.section	.rodata.str1.1
.LC676:
	.string	"p50"
.LC677:
	.string	"p90"
.LC678:
	.string	"p99"
.LC679:
	.string	"p99.9"
.LC680:
	.string	"p99.99"
.LC681:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC676
	.quad	.LC677
	.quad	.LC678
	.quad	.LC679
	.quad	.LC680
	.quad	.LC681
	.section	.rodata.str1.1
.LC682:
	.string	"p999"
.LC683:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC676
	.quad	.LC677
	.quad	.LC678
	.quad	.LC682
	.quad	.LC683
	.quad	.LC681
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
.LC684:
	.string	"auto"
.LC685:
	.string	"lattice"
.LC686:
	.string	"passes"
	.section	.data.rel.ro.local
	.align 32
	.type	SAMPLES_NAME, @object
	.size	SAMPLES_NAME, 40
SAMPLES_NAME:
	.quad	.LC684
	.quad	.LC3
	.quad	.LC685
	.quad	.LC686
	.quad	0
	.section	.rodata.str1.1
.LC687:
	.string	"round"
.LC688:
	.string	"ceil"
	.section	.data.rel.ro.local
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 24
RANK_NAME:
	.quad	.LC687
	.quad	.LC688
	.quad	0
	.section	.rodata.str1.1
.LC689:
	.string	"catch-up"
.LC690:
	.string	"skip"
.LC691:
	.string	"back-to-back"
	.section	.data.rel.ro.local
	.align 32
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 32
CLOSED_NAME:
	.quad	.LC689
	.quad	.LC690
	.quad	.LC691
	.quad	0
	.section	.rodata.str1.1
.LC692:
	.string	"exp"
	.section	.data.rel.ro.local
	.align 16
	.type	STALL_DIST_NAME, @object
	.size	STALL_DIST_NAME, 24
STALL_DIST_NAME:
	.quad	.LC615
	.quad	.LC692
	.quad	0
	.section	.rodata.str1.1
.LC693:
	.string	"periodic"
	.section	.data.rel.ro.local
	.align 16
	.type	STALLS_NAME, @object
	.size	STALLS_NAME, 24
STALLS_NAME:
	.quad	.LC693
	.quad	.LC616
	.quad	0
	.section	.rodata.str1.1
.LC694:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC615
	.quad	.LC616
	.quad	.LC694
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC24:
	.long	0
	.long	1072693248
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC37:
	.quad	8390326386894792992
	.quad	8751168585111452281
	.align 16
.LC38:
	.quad	8461454894915218464
	.quad	2334109732628886643
	.align 16
.LC39:
	.quad	7308901430183358312
	.quad	32199620762627616
	.section	.rodata.cst8
	.align 8
.LC43:
	.long	0
	.long	1081589760
	.align 8
.LC44:
	.long	0
	.long	1081794560
	.align 8
.LC45:
	.long	0
	.long	1082535936
	.align 8
.LC46:
	.long	0
	.long	1079246848
	.align 8
.LC53:
	.long	0
	.long	1071644672
	.set	.LC54,.LC175+8
	.align 8
.LC55:
	.long	0
	.long	1127219200
	.section	.rodata.cst16
	.align 16
.LC56:
	.long	-1
	.long	2147483647
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC57:
	.long	0
	.long	1076101120
	.align 8
.LC58:
	.long	0
	.long	1073217536
	.align 8
.LC59:
	.long	0
	.long	1074528256
	.align 8
.LC60:
	.long	0
	.long	1075707904
	.set	.LC61,.LC56
	.align 8
.LC62:
	.long	0
	.long	1079574528
	.align 8
.LC63:
	.long	-17155601
	.long	1072049730
	.align 8
.LC64:
	.long	0
	.long	1073741824
	.set	.LC70,.LC192+8
	.align 8
.LC73:
	.long	0
	.long	1138753536
	.align 8
.LC104:
	.long	0
	.long	1074790400
	.align 8
.LC147:
	.long	-1577058304
	.long	1114446484
	.align 8
.LC171:
	.long	0
	.long	1017118720
	.section	.rodata.cst16
	.align 16
.LC172:
	.long	0
	.long	-2147483648
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC173:
	.long	0
	.long	1104006501
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
	.align 16
.LC265:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC266:
	.quad	1
	.quad	200000
	.align 16
.LC290:
	.quad	1000
	.quad	1000
	.align 16
.LC306:
	.quad	1000
	.quad	5000
	.align 16
.LC308:
	.quad	7000
	.quad	1
	.section	.rodata.cst8
	.align 8
.LC382:
	.long	0
	.long	1114636288
	.align 8
.LC388:
	.long	0
	.long	1137704960
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
