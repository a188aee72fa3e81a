	.file	"bench.c"
	.text
	.p2align 4
	.type	serve_stalls, @function
serve_stalls:
.LFB58:
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
.LFE58:
	.size	serve_stalls, .-serve_stalls
	.p2align 4
	.type	default_shape, @function
default_shape:
.LFB66:
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
.LFE66:
	.size	default_shape, .-default_shape
	.p2align 4
	.type	cmp_u64, @function
cmp_u64:
.LFB76:
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
.LFE76:
	.size	cmp_u64, .-cmp_u64
	.p2align 4
	.type	cmp_u128, @function
cmp_u128:
.LFB77:
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
.LFE77:
	.size	cmp_u128, .-cmp_u128
	.p2align 4
	.type	nth_smallest, @function
nth_smallest:
.LFB81:
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
.LFE81:
	.size	nth_smallest, .-nth_smallest
	.p2align 4
	.type	ref_serve, @function
ref_serve:
.LFB104:
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
.LFE104:
	.size	ref_serve, .-ref_serve
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB119:
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
.LFE119:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	sort_fits, @function
sort_fits:
.LFB121:
	.cfi_startproc
	xorl	%eax, %eax
	cmpq	$1048576, 136(%rdi)
	ja	.L62
	movl	152(%rdi), %ecx
	leaq	by_kind.5(%rip), %rdx
	movl	$1, %eax
	cmpl	$3, (%rdx,%rcx,4)
	je	.L67
.L62:
	ret
.L67:
	movq	144(%rdi), %rdx
	testq	%rdx, %rdx
	je	.L62
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
.LFE121:
	.size	sort_fits, .-sort_fits
	.p2align 4
	.type	omissions_on, @function
omissions_on:
.LFB132:
	.cfi_startproc
	cmpq	$0, 224(%rdi)
	movl	$1, %eax
	jne	.L68
	cmpl	$0, 232(%rdi)
	je	.L74
.L68:
	ret
.L74:
	cmpq	$0, 256(%rdi)
	jne	.L68
	cmpl	$0, 280(%rdi)
	jne	.L68
	xorl	%eax, %eax
	cmpq	$0, 288(%rdi)
	setne	%al
	ret
	.cfi_endproc
.LFE132:
	.size	omissions_on, .-omissions_on
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB148:
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
.LFE148:
	.size	cmp_vc, .-cmp_vc
	.p2align 4
	.type	set_lab, @function
set_lab:
.LFB177:
	.cfi_startproc
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE177:
	.size	set_lab, .-set_lab
	.p2align 4
	.type	set_text, @function
set_text:
.LFB187:
	.cfi_startproc
	movq	56(%rsi), %rax
	movq	%rdx, (%rdi,%rax)
	movq	80(%rsi), %rax
	testq	%rax, %rax
	je	.L78
	movl	$1, (%rdi,%rax)
.L78:
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE187:
	.size	set_text, .-set_text
	.p2align 4
	.type	set_flag, @function
set_flag:
.LFB188:
	.cfi_startproc
	movq	56(%rsi), %rax
	movl	$1, (%rdi,%rax)
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE188:
	.size	set_flag, .-set_flag
	.p2align 4
	.type	set_arrivals, @function
set_arrivals:
.LFB196:
	.cfi_startproc
	movq	56(%rsi), %rax
	movl	$2, 72(%rdi)
	movq	%rdx, (%rdi,%rax)
	movq	80(%rsi), %rax
	testq	%rax, %rax
	je	.L84
	movl	$1, (%rdi,%rax)
.L84:
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE196:
	.size	set_arrivals, .-set_arrivals
	.p2align 4
	.type	set_trace, @function
set_trace:
.LFB197:
	.cfi_startproc
	movl	$1, 368(%rdi)
	movq	56(%rsi), %rax
	movq	%rdx, (%rdi,%rax)
	movq	80(%rsi), %rax
	testq	%rax, %rax
	je	.L89
	movl	$1, (%rdi,%rax)
.L89:
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE197:
	.size	set_trace, .-set_trace
	.p2align 4
	.type	set_cross_check, @function
set_cross_check:
.LFB201:
	.cfi_startproc
	movl	$3, 368(%rdi)
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE201:
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
.LFB205:
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
	jne	.L102
	cmpb	$104, 1(%rsi)
	je	.L104
.L102:
	leaq	.LC1(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
.L96:
	leaq	104+OPTIONS(%rip), %r13
	xorl	%ebx, %ebx
	jmp	.L99
	.p2align 4,,10
	.p2align 3
.L97:
	addl	$1, %ebx
	cmpl	$54, %ebx
	je	.L101
	movq	0(%r13), %rsi
	movq	%r12, %rdi
	addq	$104, %r13
	call	strcmp@PLT
.L99:
	testl	%eax, %eax
	jne	.L97
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
.L104:
	.cfi_restore_state
	cmpb	$0, 2(%rsi)
	jne	.L102
	movl	$-1, %eax
	leaq	.LC0(%rip), %r12
	jmp	.L96
	.p2align 4,,10
	.p2align 3
.L101:
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
.LFE205:
	.size	was_given, .-was_given
	.p2align 4
	.type	stall_window_free, @function
stall_window_free:
.LFB165:
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
.LFE165:
	.size	stall_window_free, .-stall_window_free
	.section	.rodata.str1.1
.LC2:
	.string	"%s '%s' is not valid: %s"
	.text
	.p2align 4
	.type	set_choice, @function
set_choice:
.LFB186:
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
	je	.L108
	movq	%rdi, %r13
	xorl	%r14d, %r14d
	jmp	.L112
	.p2align 4,,10
	.p2align 3
.L109:
	addq	$1, %r14
	movq	0(%rbp,%r14,8), %rsi
	testq	%rsi, %rsi
	je	.L108
.L112:
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L109
	movq	56(%r12), %rcx
	movq	80(%r12), %rdx
	movl	%r14d, 0(%r13,%rcx)
	testq	%rdx, %rdx
	je	.L107
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
.L108:
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
.L107:
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
.LFE186:
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
.LFB195:
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
.LFE195:
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
.LFB198:
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
	je	.L126
	leaq	.LC6(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L137
.L126:
	movl	$2, 368(%rbp)
	movq	56(%r12), %rax
	movq	%rbx, 0(%rbp,%rax)
	movq	80(%r12), %rax
	testq	%rax, %rax
	jne	.L128
.L129:
	xorl	%eax, %eax
.L125:
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
.L128:
	.cfi_restore_state
	movl	$1, 0(%rbp,%rax)
	jmp	.L129
.L137:
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbx, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L125
	.cfi_endproc
.LFE198:
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
	ja	.L139
	movq	%rdi, %rcx
	movsbq	%bl, %rbx
	movl	$10, %edi
	jmp	.L140
	.p2align 4,,10
	.p2align 3
.L149:
	movq	%rbx, %rax
	mulq	%rdi
	movq	%rax, %rbx
	jo	.L145
	movsbq	%sil, %rsi
	addq	%rsi, %rbx
	jc	.L145
.L140:
	movq	%rcx, %rax
	movzbl	1(%rcx), %ebp
	addq	$1, %rcx
	leal	-48(%rbp), %esi
	cmpb	$9, %sil
	jbe	.L149
	movl	$1, %r13d
	xorl	%r14d, %r14d
	cmpb	$46, %bpl
	je	.L177
.L150:
	movq	$0, 24(%rsp)
	leaq	units.6(%rip), %r12
.L155:
	movq	(%r12), %rsi
	movq	%rcx, %rdi
	movq	%rcx, (%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rcx
	testl	%eax, %eax
	jne	.L154
	movq	8(%r12), %rax
	movq	%rax, 24(%rsp)
.L154:
	addq	$16, %r12
	leaq	64+units.6(%rip), %rax
	cmpq	%r12, %rax
	jne	.L155
	testb	%bpl, %bpl
	je	.L156
	cmpq	$0, 24(%rsp)
	je	.L178
	movq	24(%rsp), %rax
.L176:
	imulq	%rax, %r14
.L159:
	movq	%r14, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	%rdx, %rsi
	movq	%rax, %r11
	testq	%rdx, %rdx
	jne	.L179
	movq	24(%rsp), %rax
	movq	%r11, %rcx
	mulq	%rbx
	xorl	%ebx, %ebx
	addq	%rax, %rcx
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	sbbq	%rbx, %rsi
	jc	.L145
.L160:
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
.L145:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC12(%rip), %r8
	leaq	.LC13(%rip), %rdx
	call	snprintf@PLT
.L142:
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
.L156:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L165
	movq	%r14, %rcx
	orq	%rbx, %rcx
	je	.L160
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L176
	leaq	.LC10(%rip), %r8
.L157:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC15(%rip), %rdx
	call	snprintf@PLT
	jmp	.L142
	.p2align 4,,10
	.p2align 3
.L177:
	movzbl	1(%rcx), %ebp
	leaq	2(%rax), %rsi
	leal	-48(%rbp), %ecx
	cmpb	$9, %cl
	ja	.L180
	addq	$11, %rax
	.p2align 4,,10
	.p2align 3
.L152:
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
	ja	.L181
	cmpq	%rsi, %rax
	jne	.L152
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC16(%rip), %r8
	leaq	.LC17(%rip), %rdx
	call	snprintf@PLT
	jmp	.L142
.L165:
	movq	$1, 24(%rsp)
	jmp	.L159
.L181:
	movq	%rsi, %rcx
	jmp	.L150
.L139:
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
	jmp	.L142
.L178:
	leaq	.LC9(%rip), %r8
	jmp	.L157
.L179:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC18(%rip), %r8
	leaq	.LC19(%rip), %rdx
	call	snprintf@PLT
	jmp	.L142
.L180:
	leaq	.LC14(%rip), %r8
	jmp	.L157
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
.LFB193:
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
	jne	.L191
.L183:
	xorl	%eax, %eax
.L182:
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
.L191:
	.cfi_restore_state
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L184
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L184
	movq	%rax, 168(%rbx)
	jmp	.L183
.L184:
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbp, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L182
	.cfi_endproc
.LFE193:
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
.LFB183:
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
	jne	.L200
	cmpq	$0, 64(%rbx)
	movq	8(%rsp), %rdx
	je	.L195
	testq	%rdx, %rdx
	je	.L201
.L195:
	movq	56(%rbx), %rcx
	movq	%rdx, (%r15,%rcx)
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L192
	movl	$1, (%r15,%rdx)
.L192:
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
.L201:
	.cfi_restore_state
	movq	(%rbx), %rcx
	movq	%rbp, %r8
	leaq	.LC22(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L194:
	movl	$-1, %eax
	jmp	.L192
.L200:
	movq	(%rbx), %rcx
	movq	%r14, %r8
	leaq	.LC21(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L194
	.cfi_endproc
.LFE183:
	.size	set_time, .-set_time
	.p2align 4
	.type	set_duration, @function
set_duration:
.LFB189:
	.cfi_startproc
	movq	$0, 384(%rdi)
	jmp	set_time
	.cfi_endproc
.LFE189:
	.size	set_duration, .-set_duration
	.p2align 4
	.type	set_hlog_interval, @function
set_hlog_interval:
.LFB200:
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
	jne	.L210
	movabsq	$3599999000000, %rsi
	movq	8(%rsp), %rcx
	leaq	-1000000(%rcx), %rdx
	cmpq	%rdx, %rsi
	jb	.L206
	movabsq	$8723391485480952121, %rdx
	movabsq	$18446744073709, %rsi
	imulq	%rcx, %rdx
	rorq	$6, %rdx
	cmpq	%rdx, %rsi
	jb	.L206
	movq	%rcx, 352(%rbp)
.L203:
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
.L206:
	.cfi_restore_state
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbx, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L205:
	movl	$-1, %eax
	jmp	.L203
.L210:
	movq	(%r12), %rcx
	movq	%r15, %r8
	leaq	.LC21(%rip), %rdx
	xorl	%eax, %eax
	movq	%r14, %rsi
	movq	%r13, %rdi
	call	snprintf@PLT
	jmp	.L205
	.cfi_endproc
.LFE200:
	.size	set_hlog_interval, .-set_hlog_interval
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB24:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L218
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
	jne	.L214
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L214
	cmpq	%r14, %rax
	jb	.L214
	cmpq	%rax, %r12
	jb	.L214
	movq	%rax, 0(%r13)
.L211:
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
.L214:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L211
	.p2align 4,,10
	.p2align 3
.L218:
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
.LFB194:
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
	jbe	.L220
.L222:
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
.L220:
	.cfi_restore_state
	leaq	8(%rsp), %rsi
	movq	%rbx, %rdi
	call	strtod@PLT
	movq	8(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L222
	movl	(%r15), %eax
	testl	%eax, %eax
	jne	.L222
	cmpb	$0, (%rdx)
	jne	.L222
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jb	.L222
	movsd	.LC24(%rip), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L222
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
.LFE194:
	.size	set_return_prob, .-set_return_prob
	.section	.rodata.str1.1
.LC25:
	.string	"%lu %lu\n"
	.text
	.p2align 4
	.type	values_writer, @function
values_writer:
.LFB170:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L236
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
.L233:
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
	jb	.L233
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
.L236:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE170:
	.size	values_writer, .-values_writer
	.section	.rodata.str1.8
	.align 8
.LC26:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB73:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L247
	movq	(%rdi), %rax
	movq	%rdi, %r9
	testq	%r8, %r8
	je	.L241
	movq	%rsi, %r10
	xorl	%edi, %edi
	xorl	%r11d, %r11d
	jmp	.L242
	.p2align 4,,10
	.p2align 3
.L243:
	addq	$1, %rdi
	cmpq	%rdi, %r10
	je	.L239
.L246:
	movq	(%r9,%rdi,8), %rax
	cmpq	%r8, %rsi
	je	.L241
.L242:
	leaq	1(%r11), %rsi
	movq	%rax, (%rcx,%r11,8)
	movq	%rsi, %r11
	cmpq	%rdx, %rax
	jb	.L243
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L243
	cmpq	%rsi, %r8
	jne	.L244
	jmp	.L241
	.p2align 4,,10
	.p2align 3
.L245:
	cmpq	%rsi, %r8
	je	.L241
.L244:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L245
	addq	$1, %rdi
	movq	%rsi, %r11
	cmpq	%rdi, %r10
	jne	.L246
.L239:
	movq	%r11, %rax
	ret
.L241:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC26(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L247:
	.cfi_def_cfa_offset 8
	xorl	%r11d, %r11d
	jmp	.L239
	.cfi_endproc
.LFE73:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	table_push, @function
table_push:
.LFB145:
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
	je	.L256
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L272
.L256:
	cmpq	16(%rbx), %rsi
	je	.L258
	movq	(%rbx), %rax
.L259:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L257:
	xorl	%eax, %eax
.L255:
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
.L258:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L264
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L263
	salq	$5, %rsi
.L260:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L263
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L259
	.p2align 4,,10
	.p2align 3
.L272:
	addq	%rbp, 8(%rax)
	jmp	.L257
	.p2align 4,,10
	.p2align 3
.L264:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L260
.L263:
	movl	$-1, %eax
	jmp	.L255
	.cfi_endproc
.LFE145:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB147:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L282
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
	jmp	.L276
	.p2align 4,,10
	.p2align 3
.L278:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L285
.L276:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L278
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L278
	orl	$-1, %eax
	jmp	.L273
	.p2align 4,,10
	.p2align 3
.L285:
	xorl	%eax, %eax
.L273:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L282:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE147:
	.size	table_from_lattice, .-table_from_lattice
	.p2align 4
	.type	dist_free, @function
dist_free:
.LFB84:
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
.LFE84:
	.size	dist_free, .-dist_free
	.globl	__udivti3
	.globl	__divti3
	.p2align 4
	.type	ref_summary, @function
ref_summary:
.LFB114:
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
	je	.L300
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
.L290:
	movq	(%rax), %r12
	xorl	%r11d, %r11d
	addq	%r12, %rsi
	adcq	%r11, %rdi
	cmpq	%r12, %r14
	adcq	$0, %rdx
	addq	$8, %rax
	movq	%rdx, 56(%rcx)
	cmpq	%rax, %r13
	jne	.L290
	movq	%rsi, 64(%rcx)
	movq	%r8, %r14
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	movl	200(%r9), %eax
	movq	%rdi, 72(%rcx)
	leaq	PCT_MILLI(%rip), %r15
	testl	%eax, %eax
	je	.L303
	.p2align 4,,10
	.p2align 3
.L293:
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
	jne	.L293
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
.L303:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L293
	.p2align 4,,10
	.p2align 3
.L300:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE114:
	.size	ref_summary, .-ref_summary
	.p2align 4
	.type	corrected_summarise, @function
corrected_summarise:
.LFB82:
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
	je	.L305
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
	jmp	.L309
	.p2align 4,,10
	.p2align 3
.L344:
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
.L307:
	cmpq	%rbp, %rsi
	movq	80(%rsp), %rax
	adcq	$0, %r9
	addq	$8, %rdi
	cmpq	%rax, %rdi
	je	.L343
.L309:
	movq	(%rdi), %rsi
	cmpq	%rbp, %rsi
	jb	.L344
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
	jnb	.L345
	leaq	0(%rbp,%r8), %rax
	cmpq	%rax, %r11
	jb	.L307
	movq	$0, 56(%rsp)
	movq	%r11, %rax
	xorl	%edx, %edx
	subq	%r8, %rax
	divq	%rbp
	movq	%rax, 48(%rsp)
	addq	48(%rsp), %r14
	adcq	56(%rsp), %r15
	jmp	.L307
.L345:
	addq	(%rsp), %r14
	adcq	8(%rsp), %r15
	jmp	.L307
.L305:
	xorl	%eax, %eax
.L304:
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
.L343:
	.cfi_restore_state
	movq	%r13, %rax
	movq	%r14, %rsi
	movq	%r9, 48(%rsp)
	movq	64(%rsp), %r10
	subq	$0, %rax
	movq	88(%rsp), %r14
	movl	104(%rsp), %r8d
	jne	.L325
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
	je	.L346
.L312:
	xorl	%r11d, %r11d
	movq	%r14, 80(%rsp)
	movq	48(%rsp), %rbx
	movq	%r15, %r8
	movq	$0, 88(%rsp)
	movq	%r11, (%rsp)
	jmp	.L324
	.p2align 4,,10
	.p2align 3
.L313:
	movq	-8(%r10,%r8,8), %rax
.L316:
	movq	(%rsp), %rdi
	movq	192(%rsp), %rsi
	movq	%rax, 8(%rsi,%rdi)
	addq	$8, %rdi
	movq	%rdi, (%rsp)
	cmpq	$48, %rdi
	je	.L305
	movq	(%rsi), %r8
.L324:
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
	jnb	.L313
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
	jnb	.L347
	movq	%r9, %rsi
	movq	80(%rsp), %r9
	.p2align 4,,10
	.p2align 3
.L315:
	xorl	%r15d, %r15d
	addq	%r8, %r12
	movq	%r8, %r14
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%r9, %rbx
	jb	.L317
	jmp	.L348
	.p2align 4,,10
	.p2align 3
.L320:
	addq	%r14, %r12
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%rbx, %r9
	je	.L349
.L317:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	cmpq	%r8, %rax
	je	.L320
.L342:
	movq	%rax, %rcx
.L319:
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
	jnb	.L339
	movq	%rcx, %r8
	jmp	.L315
	.p2align 4,,10
	.p2align 3
.L349:
	movq	(%r10,%r9,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rax, %rcx
	jmp	.L319
	.p2align 4,,10
	.p2align 3
.L339:
	movq	%rax, %rsi
.L314:
	leaq	-1(%rsi), %rax
	imulq	%rdi, %rax
	subq	%rax, %r11
	movq	80(%rsp), %rax
	movq	%r11, 32(%rsp)
	cmpq	%rax, %rbx
	jnb	.L323
	movq	96(%rsp), %rcx
	movq	%rbx, %rax
	movq	80(%rsp), %r9
	negq	%rax
	leaq	(%rcx,%rax,8), %r11
	movq	%rbx, %rcx
	.p2align 4,,10
	.p2align 3
.L322:
	movq	(%r10,%rcx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rdx, (%r11,%rcx,8)
	addq	$1, %rcx
	cmpq	%rcx, %r9
	jne	.L322
.L323:
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
	jmp	.L316
.L348:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	jmp	.L342
.L346:
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
	jmp	.L312
.L347:
	movq	88(%rsp), %r8
	jmp	.L314
.L325:
	movl	$-2, %eax
	jmp	.L304
	.cfi_endproc
.LFE82:
	.size	corrected_summarise, .-corrected_summarise
	.p2align 4
	.type	lattice_summarise, @function
lattice_summarise:
.LFB102:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movups	%xmm0, 64(%rcx)
	movq	8(%rdi), %rax
	testq	%rax, %rax
	je	.L372
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
.L353:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L352
	addq	%rbp, 56(%rbx)
.L352:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L353
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L360
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L351
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L375
.L356:
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
.L359:
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
	jnb	.L357
	.p2align 4,,10
	.p2align 3
.L358:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L358
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L357:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L359
.L351:
	xorl	%eax, %eax
.L350:
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
.L375:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L356
.L372:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L360:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L350
	.cfi_endproc
.LFE102:
	.size	lattice_summarise, .-lattice_summarise
	.p2align 4
	.type	table_from_dist, @function
table_from_dist:
.LFB149:
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
	je	.L384
	movq	(%rdi), %rcx
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	leaq	16(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L377:
	movq	%r13, %rbx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movl	$1, %esi
	salq	$5, %rbx
	leaq	(%rcx,%rbx), %rdx
	cmpq	$0, 16(%rdx)
	jne	.L380
	jmp	.L383
	.p2align 4,,10
	.p2align 3
.L409:
	testb	%sil, %sil
	je	.L383
.L380:
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
	jb	.L409
.L383:
	addq	$1, %r13
	cmpq	8(%rbp), %r13
	jnb	.L382
	testb	%sil, %sil
	jne	.L377
.L382:
	testl	%eax, %eax
	je	.L384
.L379:
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
.L384:
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
	jne	.L385
	jmp	.L379
	.p2align 4,,10
	.p2align 3
.L410:
	cmpq	%rbp, %r12
	jnb	.L379
.L385:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	addq	$1, %r12
	addq	$16, %rbx
	call	table_push
	testl	%eax, %eax
	je	.L410
	jmp	.L379
	.cfi_endproc
.LFE149:
	.size	table_from_dist, .-table_from_dist
	.p2align 4
	.type	draw_exp, @function
draw_exp:
.LFB39:
	.cfi_startproc
	movq	%rdi, %rax
	movq	%rdx, %rcx
	subq	$24, %rsp
	.cfi_def_cfa_offset 32
	movabsq	$-4658895280553007687, %r8
	xorq	%rsi, %rax
	addq	$1, %rcx
	movsd	%xmm0, 8(%rsp)
	movabsq	$-7723592293110705685, %rsi
	movq	%rax, %rdi
	pxor	%xmm0, %xmm0
	shrq	$30, %rdi
	xorq	%rax, %rdi
	imulq	%r8, %rdi
	movq	%rdi, %rdx
	shrq	$27, %rdx
	xorq	%rdi, %rdx
	imulq	%rsi, %rdx
	movq	%rdx, %rax
	shrq	$31, %rax
	xorq	%rdx, %rax
	movabsq	$-7046029254386353131, %rdx
	imulq	%rdx, %rcx
	addq	%rcx, %rax
	movq	%rax, %rdx
	shrq	$30, %rdx
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
	mulsd	.LC27(%rip), %xmm0
	xorpd	.LC28(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC29(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC24(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L411
	comisd	.LC30(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L411
	movsd	.LC31(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L418
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
.L411:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L418:
	.cfi_restore_state
	cvttsd2siq	%xmm1, %rax
	addq	$24, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE39:
	.size	draw_exp, .-draw_exp
	.p2align 4
	.type	stall_src_next, @function
stall_src_next:
.LFB44:
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
	subq	$8, %rsp
	.cfi_def_cfa_offset 48
	movq	8(%rdi), %r13
	movq	16(%rdi), %rdx
	movq	(%rdi), %rbp
	leaq	1(%r13), %rax
	movq	%rax, 8(%rdi)
	xorl	%eax, %eax
	cmpq	$-1, %rdx
	je	.L419
	cmpl	$1, 44(%rbp)
	movq	%rdx, (%rsi)
	movq	%rdi, %rbx
	movq	48(%rbp), %rax
	je	.L437
.L424:
	cmpl	$1, 40(%rbp)
	movq	%rax, (%r12)
	movq	56(%rbp), %rax
	je	.L438
.L428:
	movq	$-1, %rdx
	testq	%rax, %rax
	jne	.L439
.L429:
	movq	%rdx, 16(%rbx)
	movl	$1, %eax
.L419:
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
.L439:
	.cfi_restore_state
	movabsq	$4611686018427387904, %rcx
	movq	16(%rbx), %rsi
	subq	%rax, %rcx
	addq	%rsi, %rax
	cmpq	%rcx, %rsi
	cmovb	%rax, %rdx
	jmp	.L429
	.p2align 4,,10
	.p2align 3
.L438:
	testq	%rax, %rax
	js	.L426
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L427:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999144771920, %rsi
	call	draw_exp
	jmp	.L428
	.p2align 4,,10
	.p2align 3
.L437:
	testq	%rax, %rax
	js	.L422
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L423:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999145100622, %rsi
	call	draw_exp
	jmp	.L424
	.p2align 4,,10
	.p2align 3
.L426:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L427
	.p2align 4,,10
	.p2align 3
.L422:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L423
	.cfi_endproc
.LFE44:
	.size	stall_src_next, .-stall_src_next
	.p2align 4
	.type	server_init, @function
server_init:
.LFB56:
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
	je	.L441
	movq	64(%rsi), %rax
	movl	8(%rsi), %edx
	movq	%rax, (%rdi)
	testl	%edx, %edx
	je	.L442
.L453:
	leaq	24(%rbx), %rbp
.L443:
	movq	%rsi, 24(%rbx)
	leaq	56(%rbx), %rdx
	leaq	48(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, 40(%rbx)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L445
	movq	$-1, (%rbx)
.L446:
	orq	$-1, %r14
	orq	$-1, %rax
	.p2align 4,,10
	.p2align 3
.L448:
	movq	%rax, 16(%rbx)
	leaq	8(%rsp), %r13
	movq	%rsp, %r12
	movq	$-1, 48(%rbx)
.L449:
	movq	%r13, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L440
	movq	(%rsp), %rdx
	movq	8(%rsp), %rax
	cmpq	$-1, %r14
	je	.L450
	movq	16(%rbx), %rcx
	cmpq	%rcx, %rdx
	jb	.L461
.L450:
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
.L441:
	.cfi_restore_state
	movl	8(%rsi), %eax
	movq	$-1, (%rdi)
	testl	%eax, %eax
	jne	.L456
	cmpq	$0, 40(%rsi)
	je	.L440
	.p2align 4,,10
	.p2align 3
.L456:
	leaq	24(%rbx), %rbp
	movq	$-1, %rax
	jmp	.L443
	.p2align 4,,10
	.p2align 3
.L442:
	cmpq	$0, 40(%rsi)
	jne	.L453
.L440:
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
.L445:
	.cfi_restore_state
	movq	48(%rbx), %r14
	movq	%r14, (%rbx)
	cmpq	$-1, %r14
	je	.L446
	movq	56(%rbx), %rax
	addq	%r14, %rax
	jmp	.L448
	.p2align 4,,10
	.p2align 3
.L461:
	addq	%rdx, %rax
	cmpq	%rcx, %rax
	cmovb	%rcx, %rax
	movq	%rax, 16(%rbx)
	jmp	.L449
	.cfi_endproc
.LFE56:
	.size	server_init, .-server_init
	.p2align 4
	.type	numbers_close, @function
numbers_close:
.LFB48:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	8(%rdi), %rdi
	call	free@PLT
	movq	(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L463
	call	fclose@PLT
.L463:
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
	movups	%xmm0, 48(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE48:
	.size	numbers_close, .-numbers_close
	.section	.rodata.str1.1
.LC32:
	.string	"%.*s.%s.tmp.%ld"
.LC33:
	.string	"w"
	.text
	.p2align 4
	.type	open_atomic, @function
open_atomic:
.LFB152:
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
	je	.L470
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L469:
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
	leaq	.LC32(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 56
	movq	%rbp, %rdi
	popq	%rdx
	.cfi_def_cfa_offset 48
	leaq	.LC33(%rip), %rsi
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
.L470:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L469
	.cfi_endproc
.LFE152:
	.size	open_atomic, .-open_atomic
	.section	.rodata.str1.8
	.align 8
.LC34:
	.string	"%s '%s' could not be read whole"
	.align 8
.LC35:
	.string	"%s '%s' is empty: it needs at least one number"
	.align 8
.LC36:
	.string	" is %zd characters long: at most %d are allowed"
	.section	.rodata.str1.1
.LC37:
	.string	": %s"
	.section	.rodata.str1.8
	.align 8
.LC38:
	.string	": '%s' is not valid: a whole number of nanoseconds from 0 to 2^62"
	.align 8
.LC39:
	.string	": %lu comes before the previous line's %lu: due times must not decrease"
	.section	.rodata.str1.1
.LC40:
	.string	"%s %.40s: line %lu"
.LC41:
	.string	"%s%s"
	.text
	.p2align 4
	.type	numbers_next, @function
numbers_next:
.LFB49:
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
	js	.L492
	addq	$1, 48(%r13)
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L477
	jmp	.L479
	.p2align 4,,10
	.p2align 3
.L480:
	movb	$0, (%rax)
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L479
.L477:
	movq	8(%r13), %rdi
	leaq	-1(%rcx), %rdx
	leaq	(%rdi,%rdx), %rax
	movzbl	(%rax), %esi
	cmpb	$10, %sil
	je	.L480
	cmpb	$13, %sil
	je	.L480
	cmpq	$64, %rcx
	jg	.L493
	movl	40(%r13), %eax
	testl	%eax, %eax
	jne	.L494
	movabsq	$4611686018427387903, %rdx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L495
	cmpq	$1, 48(%r13)
	movq	(%r12), %rcx
	jbe	.L486
	movq	56(%r13), %r8
	cmpq	%r8, %rcx
	jb	.L496
.L486:
	movq	%rcx, 56(%r13)
	jmp	.L484
	.p2align 4,,10
	.p2align 3
.L493:
	movl	$64, %r8d
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	leaq	.LC36(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
.L478:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movl	$64, %esi
	movq	%r14, %rdi
	movq	48(%r13), %r9
	leaq	.LC40(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %r8
	movq	%r14, %rcx
	movq	%rbp, %rsi
	leaq	.LC41(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L475:
	movl	$-1, %eax
.L472:
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
.L492:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L497
	cmpq	$0, 48(%r13)
	jne	.L472
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC35(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L475
	.p2align 4,,10
	.p2align 3
.L494:
	movq	%rsp, %r14
	movl	$160, %r8d
	movq	%r12, %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L498
.L484:
	movl	$1, %eax
	jmp	.L472
	.p2align 4,,10
	.p2align 3
.L479:
	movdqa	.LC42(%rip), %xmm0
	leaq	160(%rsp), %r12
	movq	%rsp, %r14
	movaps	%xmm0, 160(%rsp)
	movdqa	.LC43(%rip), %xmm0
	movaps	%xmm0, 176(%rsp)
	movdqa	.LC44(%rip), %xmm0
	movups	%xmm0, 187(%rsp)
	jmp	.L478
	.p2align 4,,10
	.p2align 3
.L498:
	leaq	160(%rsp), %r12
	movq	%r14, %rcx
	movl	$192, %esi
	xorl	%eax, %eax
	leaq	.LC37(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L478
.L495:
	movq	8(%r13), %rcx
	leaq	.LC38(%rip), %rdx
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	movl	$192, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L478
.L497:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC34(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L475
.L496:
	leaq	160(%rsp), %r12
	leaq	.LC39(%rip), %rdx
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	%rsp, %r14
	call	snprintf@PLT
	jmp	.L478
	.cfi_endproc
.LFE49:
	.size	numbers_next, .-numbers_next
	.section	.rodata.str1.1
.LC45:
	.string	" stroke-dasharray=\"5 4\""
.LC46:
	.string	" "
	.section	.rodata.str1.8
	.align 8
.LC47:
	.string	"<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\""
	.section	.rodata.str1.1
.LC52:
	.string	"%s%.1f,%.1f"
.LC53:
	.string	"\"/>\n"
	.text
	.p2align 4
	.type	svg_line, @function
svg_line:
.LFB160:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rsi, %r14
	leaq	.LC47(%rip), %rsi
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	leaq	.LC45(%rip), %rcx
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
	je	.L501
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L503:
	movsd	16(%r14), %xmm2
	movsd	(%r14), %xmm3
	testq	%r15, %r15
	movq	%rbx, %rdi
	movsd	0(%r13,%r15,8), %xmm1
	movsd	24(%r14), %xmm0
	leaq	.LC46(%rip), %rax
	leaq	.LC8(%rip), %rdx
	movsd	.LC49(%rip), %xmm4
	cmovne	%rax, %rdx
	leaq	.LC52(%rip), %rsi
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
	mulsd	.LC48(%rip), %xmm1
	subsd	%xmm1, %xmm4
	movapd	%xmm4, %xmm1
	mulsd	.LC50(%rip), %xmm0
	addsd	.LC51(%rip), %xmm0
	call	fprintf@PLT
	cmpq	%r15, %rbp
	jne	.L503
.L501:
	addq	$8, %rsp
	.cfi_def_cfa_offset 56
	movq	%rbx, %rcx
	movl	$4, %edx
	movl	$1, %esi
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC53(%rip), %rdi
	popq	%rbp
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
.LFE160:
	.size	svg_line, .-svg_line
	.section	.rodata.str1.1
.LC54:
	.string	"bench: "
.LC55:
	.string	"\\n"
.LC56:
	.string	"\\x%02x"
	.text
	.p2align 4
	.type	usage_error, @function
usage_error:
.LFB254:
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
	leaq	.LC54(%rip), %rdi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	je	.L517
	leaq	.LC56(%rip), %rbp
	leaq	.LC55(%rip), %r12
	jmp	.L512
	.p2align 4,,10
	.p2align 3
.L513:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L518
	cmpb	$127, %al
	je	.L518
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L514:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L517
.L512:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L513
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L512
.L517:
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
.L518:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L514
	.cfi_endproc
.LFE254:
	.size	usage_error, .-usage_error
	.section	.rodata.str1.1
.LC57:
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
	je	.L526
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
.L526:
	.cfi_restore_state
	movq	%rbp, %rcx
	leaq	4+run_fault(%rip), %rdi
	leaq	.LC57(%rip), %rdx
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
	jne	.L529
	testl	%ebp, %ebp
	jne	.L534
.L527:
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
.L529:
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
.L534:
	.cfi_restore_state
	movl	$-4, %ebp
	jmp	.L527
	.cfi_endproc
.LFE14:
	.size	fault_rc, .-fault_rc
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB120:
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
	je	.L536
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L537:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L537
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L542:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L542
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L539
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L561
.L558:
	pxor	%xmm0, %xmm0
.L544:
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
.L536:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L539:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC29(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L558
.L561:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L559
	sqrtsd	%xmm0, %xmm0
.L548:
	divsd	%xmm2, %xmm0
	jmp	.L544
.L559:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L548
	.cfi_endproc
.LFE120:
	.size	stats_of, .-stats_of
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB156:
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
	jbe	.L563
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
.L563:
	movq	.LC61(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC62(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L562
	movsd	.LC63(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L571
	addsd	%xmm0, %xmm0
.L562:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L571:
	.cfi_restore_state
	movsd	.LC64(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L572
	mulsd	.LC58(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L572:
	.cfi_restore_state
	mulsd	.LC61(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE156:
	.size	nice_step, .-nice_step
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB150:
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
	je	.L575
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L576:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L576
	testq	%rcx, %rcx
	je	.L590
	testq	%rbx, %rbx
	je	.L590
	testq	%rcx, %rcx
	js	.L577
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L578:
	movsd	.LC66(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L588
	.p2align 4,,10
	.p2align 3
.L611:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L584
	leaq	(%rsi,%rsi), %r9
	movq	%rbx, %rdi
	movsd	%xmm2, 24(%rsp)
	addq	%r9, %rsi
	movq	%r9, 16(%rsp)
	salq	$4, %rsi
	call	realloc@PLT
	movq	16(%rsp), %r9
	movq	.LC66(%rip), %rdx
	testq	%rax, %rax
	movsd	24(%rsp), %xmm2
	movq	%rdx, %xmm3
	je	.L609
	movq	%r9, %rsi
	movq	%rax, %rbx
.L584:
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
	divsd	.LC67(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm1, %xmm1
	addq	$1, %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC68(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	pxor	%xmm1, %xmm1
	movsd	16(%rsp), %xmm2
	movq	24(%rsp), %rsi
	cvttsd2siq	%xmm0, %rax
	leaq	(%rax,%rax,4), %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC66(%rip), %rax
	movq	%rax, %xmm3
	xorl	%eax, %eax
	movapd	%xmm3, %xmm0
	divsd	%xmm1, %xmm0
	addsd	%xmm0, %xmm2
	cmpq	%r12, %r14
	jnb	.L610
.L588:
	testl	%eax, %eax
	je	.L579
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L579:
	testq	%r14, %r14
	js	.L581
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L582:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L611
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L588
.L610:
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
.L575:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L574:
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
.L581:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L582
	.p2align 4,,10
	.p2align 3
.L577:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L578
.L590:
	xorl	%esi, %esi
	jmp	.L575
.L609:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L574
	.cfi_endproc
.LFE150:
	.size	percentile_rows, .-percentile_rows
	.section	.rodata.str1.1
.LC69:
	.string	"1/(1-Percentile)"
.LC70:
	.string	"TotalCount"
.LC71:
	.string	"Percentile"
.LC72:
	.string	"Value"
.LC73:
	.string	"%12s %14s %10s %14s\n\n"
.LC75:
	.string	"%12.5f %2.12f %10lu %14.2f\n"
.LC76:
	.string	"%12.5f %2.12f %10lu\n"
	.section	.rodata.str1.8
	.align 8
.LC77:
	.string	"#[Mean    = %12.5f, StdDeviation   = %12.5f]\n"
	.align 8
.LC78:
	.string	"#[Max     = %12.5f, Total count    = %12lu]\n"
	.align 8
.LC79:
	.string	"#[Buckets = %12d, SubBuckets     = %12d]\n"
	.text
	.p2align 4
	.type	hgrm_writer, @function
hgrm_writer:
.LFB169:
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
	je	.L646
	leaq	.LC69(%rip), %r9
	leaq	.LC70(%rip), %r8
	xorl	%eax, %eax
	movq	%rbx, %rdi
	leaq	.LC71(%rip), %rcx
	leaq	.LC72(%rip), %rdx
	leaq	.LC73(%rip), %rsi
	call	fprintf@PLT
	movq	40(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L662
	movsd	.LC74(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC76(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L622
	.p2align 4,,10
	.p2align 3
.L663:
	movq	%rbx, %rdi
	movl	$3, %eax
	addq	$1, %r13
	addq	$24, %r14
	movsd	.LC24(%rip), %xmm2
	movsd	.LC24(%rip), %xmm5
	leaq	.LC75(%rip), %rsi
	subsd	%xmm1, %xmm2
	divsd	%xmm2, %xmm5
	movapd	%xmm5, %xmm2
	call	fprintf@PLT
	cmpq	%rbp, %r13
	je	.L623
.L622:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC66(%rip), %xmm1
	testq	%rax, %rax
	js	.L617
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L618:
	movsd	.LC66(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L663
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L622
.L623:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L664
.L615:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L628
	.p2align 4,,10
	.p2align 3
.L666:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L626
.L667:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L627:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L665
.L628:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L666
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
	jns	.L667
.L626:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L627
	.p2align 4,,10
	.p2align 3
.L617:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L618
	.p2align 4,,10
	.p2align 3
.L665:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L635
	.p2align 4,,10
	.p2align 3
.L669:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L633
.L670:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L634:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L668
.L635:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L669
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
	jns	.L670
.L633:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L634
	.p2align 4,,10
	.p2align 3
.L668:
	movsd	.LC31(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L636
	cvttsd2siq	%xmm4, %r14
.L630:
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
	jbe	.L647
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L639:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L638
	cmpl	$63, %ebp
	jle	.L639
.L638:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L660
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L643:
	movsd	8(%rsp), %xmm4
	leaq	.LC77(%rip), %rsi
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
	js	.L644
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L645:
	movq	%r14, %rdx
	leaq	.LC78(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %eax
	divsd	8(%rsp), %xmm0
	call	fprintf@PLT
	movl	%ebp, %edx
	movq	%rbx, %rdi
	movl	$262144, %ecx
	leaq	.LC79(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L612:
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
.L636:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L630
	.p2align 4,,10
	.p2align 3
.L644:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L645
	.p2align 4,,10
	.p2align 3
.L647:
	movl	$1, %ebp
	jmp	.L638
	.p2align 4,,10
	.p2align 3
.L662:
	movsd	.LC74(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L615
	.p2align 4,,10
	.p2align 3
.L664:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L630
.L646:
	movl	$-1, %eax
	jmp	.L612
.L660:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L643
	.cfi_endproc
.LFE169:
	.size	hgrm_writer, .-hgrm_writer
	.section	.rodata.str1.1
.LC80:
	.string	"bench: cannot write %s: %s\n"
.LC81:
	.string	"bench: writing %s failed\n"
.LC82:
	.string	"RESULT export file=%s\n"
	.text
	.p2align 4
	.type	export_file, @function
export_file:
.LFB168:
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
	leaq	.LC41(%rip), %rdx
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
	je	.L679
	movq	%rax, %rbx
	movq	%rax, %rdi
	movq	%r14, %rsi
	call	*%r13
	movq	%rbx, %rdi
	testl	%eax, %eax
	jne	.L680
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L678
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L678
	movq	%rbp, %rsi
	leaq	.LC82(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L671:
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
.L680:
	.cfi_restore_state
	call	fclose@PLT
.L678:
	movq	%r12, %rdi
	call	remove@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC81(%rip), %rsi
	call	fprintf@PLT
.L673:
	movl	$-1, %ebx
	jmp	.L671
.L679:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC80(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L673
	.cfi_endproc
.LFE168:
	.size	export_file, .-export_file
	.section	.rodata.str1.8
	.align 8
.LC83:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.align 8
.LC84:
	.string	"service times are drawn from a distribution"
	.align 8
.LC85:
	.string	"stall lengths are drawn from a distribution"
	.section	.rodata.str1.1
.LC86:
	.string	"stalls come at random"
	.section	.rodata.str1.8
	.align 8
.LC87:
	.string	"a stall's backlog has not drained when the next stall begins"
	.align 8
.LC88:
	.string	"it covers back-to-back closed loops with one connection only"
	.align 8
.LC89:
	.string	"the stall period is not a whole number of intervals"
	.align 8
.LC90:
	.string	"the load is at or above capacity (service >= interval)"
	.align 8
.LC91:
	.string	"the first stall does not begin on a due instant"
	.align 8
.LC92:
	.string	"it covers skipping closed loops with one connection only"
	.text
	.p2align 4
	.type	closed_form_gap, @function
closed_form_gap:
.LFB91:
	.cfi_startproc
	movl	72(%rdi), %edx
	leaq	.LC83(%rip), %rax
	testl	%edx, %edx
	jne	.L681
	cmpl	$0, 8(%rdi)
	leaq	.LC84(%rip), %rax
	jne	.L681
	movq	48(%rdi), %rcx
	testq	%rcx, %rcx
	je	.L683
	cmpl	$0, 40(%rdi)
	leaq	.LC86(%rip), %rax
	jne	.L681
	cmpl	$0, 44(%rdi)
	leaq	.LC85(%rip), %rax
	jne	.L681
.L683:
	movq	(%rdi), %r8
	movq	80(%rdi), %rsi
	leaq	.LC90(%rip), %rax
	cmpq	%rsi, %r8
	jnb	.L681
	movl	152(%rdi), %eax
	cmpl	$2, %eax
	je	.L701
	subl	$1, %eax
	jne	.L685
	cmpq	$1, 160(%rdi)
	leaq	.LC92(%rip), %rax
	ja	.L681
.L685:
	testq	%rcx, %rcx
	je	.L695
	movq	64(%rdi), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	.LC91(%rip), %rax
	testq	%rdx, %rdx
	jne	.L681
	movq	56(%rdi), %rax
	testq	%rax, %rax
	je	.L695
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC89(%rip), %rax
	testq	%rdx, %rdx
	jne	.L681
	subq	%r8, %rsi
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	%rax, %rcx
	leaq	.LC87(%rip), %rax
	sbbq	$-1, %rcx
	cmpq	%rcx, %rdi
	cmovnb	%r9, %rax
	ret
.L695:
	xorl	%eax, %eax
.L681:
	ret
.L701:
	cmpq	$1, 160(%rdi)
	leaq	.LC88(%rip), %rax
	jbe	.L685
	ret
	.cfi_endproc
.LFE91:
	.size	closed_form_gap, .-closed_form_gap
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB98:
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
	je	.L702
	movq	%rdi, %r10
	call	closed_form_gap
	movq	%rax, %rdx
	xorl	%eax, %eax
	testq	%rdx, %rdx
	je	.L715
.L702:
	addq	$48, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
.L715:
	.cfi_restore_state
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
	xorl	%eax, %eax
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L705
	jmp	.L716
	.p2align 4,,10
	.p2align 3
.L709:
	movq	%rdx, %rcx
.L705:
	xorl	%edx, %edx
	divq	%rcx
	movq	%rcx, %rax
	testq	%rdx, %rdx
	jne	.L709
.L704:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	je	.L717
	movq	%rcx, %rax
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L705
.L716:
	movq	%rax, %rcx
	jmp	.L704
.L717:
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
	jmp	.L702
	.cfi_endproc
.LFE98:
	.size	lattice_plan, .-lattice_plan
	.p2align 4
	.type	plan_route, @function
plan_route:
.LFB122:
	.cfi_startproc
	movl	204(%rdi), %eax
	testl	%eax, %eax
	je	.L726
	ret
.L726:
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
	jne	.L720
	movq	%rbx, %rdi
	call	sort_fits
	cmpl	$1, %eax
	sbbl	%eax, %eax
	andl	$2, %eax
	addl	$1, %eax
.L718:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
.L720:
	.cfi_restore_state
	movl	$2, %eax
	jmp	.L718
	.cfi_endproc
.LFE122:
	.size	plan_route, .-plan_route
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB275:
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
	je	.L734
.L728:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L727:
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
.L734:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L735
	movl	$512, %esi
	movl	$16, %ebp
.L729:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L736
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L728
	.p2align 4,,10
	.p2align 3
.L735:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L729
.L736:
	movl	$1, 24(%rbx)
	jmp	.L727
	.cfi_endproc
.LFE275:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.1
.LC93:
	.string	"bench: %s\n"
	.section	.rodata.str1.8
	.align 8
.LC94:
	.string	"bench: the corrected set would hold more than 2^64 values: raise --expected-interval or shorten the run\n"
	.section	.rodata.str1.1
.LC95:
	.string	"bench: out of memory %s\n"
	.text
	.p2align 4
	.type	cannot, @function
cannot:
.LFB225:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rcx
	cmpl	$-4, %edi
	je	.L742
	cmpl	$-2, %edi
	je	.L743
	movq	%rsi, %rdx
	movq	%rcx, %rdi
	leaq	.LC95(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %eax
.L737:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L742:
	.cfi_restore_state
	leaq	4+run_fault(%rip), %rdx
	leaq	.LC93(%rip), %rsi
	movq	%rcx, %rdi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	run_fault(%rip), %eax
	jmp	.L737
.L743:
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC94(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L737
	.cfi_endproc
.LFE225:
	.size	cannot, .-cannot
	.section	.rodata.str1.1
.LC96:
	.string	"%.1f"
.LC97:
	.string	"%.3f"
	.text
	.p2align 4
	.type	fmt_ratio.constprop.0, @function
fmt_ratio.constprop.0:
.LFB285:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	je	.L745
	testq	%rsi, %rsi
	js	.L746
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L748
.L756:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L749:
	divsd	%xmm1, %xmm0
	leaq	.LC97(%rip), %rax
	movq	%rbx, %rdi
	movl	$32, %esi
	leaq	.LC96(%rip), %rdx
	comisd	.LC66(%rip), %xmm0
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
.L746:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L756
.L748:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L749
	.p2align 4,,10
	.p2align 3
.L745:
	movq	%rbx, %rax
	movl	$6369134, (%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE285:
	.size	fmt_ratio.constprop.0, .-fmt_ratio.constprop.0
	.p2align 4
	.type	alternatives.constprop.0, @function
alternatives.constprop.0:
.LFB288:
	.cfi_startproc
	movzbl	(%rdi), %ecx
	movq	%rsi, %rax
	testb	%cl, %cl
	je	.L763
	xorl	%edx, %edx
	jmp	.L762
	.p2align 4,,10
	.p2align 3
.L759:
	addq	$1, %rdi
	movb	%cl, (%r8)
	addq	$1, %rdx
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	je	.L765
.L761:
	leaq	4(%rdx), %r8
	cmpq	$127, %r8
	ja	.L766
.L762:
	leaq	(%rax,%rdx), %r8
	cmpb	$32, %cl
	jne	.L759
	addq	$1, %rdi
	movl	$544370464, (%r8)
	addq	$4, %rdx
	movb	$0, 4(%r8)
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	jne	.L761
	.p2align 4,,10
	.p2align 3
.L765:
	movl	$127, %ecx
	cmpq	%rcx, %rdx
	cmova	%rcx, %rdx
	addq	%rax, %rdx
.L758:
	movb	$0, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L766:
	addq	%rax, %rdx
	movb	$0, (%rdx)
	ret
.L763:
	movq	%rsi, %rdx
	jmp	.L758
	.cfi_endproc
.LFE288:
	.size	alternatives.constprop.0, .-alternatives.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC98:
	.ascii	"usage: ben"
	.string	"ch [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr); 3 --cross-check found no closed form."
	.section	.rodata.str1.1
.LC99:
	.string	"%s%s%s"
.LC100:
	.string	"  %s\n"
.LC101:
	.string	"  %-24s %.*s\n"
	.section	.rodata.str1.8
	.align 8
.LC102:
	.string	"Each of these applies only with another:"
	.section	.rodata.str1.1
.LC103:
	.string	"    %-22s with %s\n"
	.section	.rodata.str1.8
	.align 8
.LC104:
	.string	"On a recorded trace (--correct, --trace-values) only these apply:\n   "
	.section	.rodata.str1.1
.LC105:
	.string	" %s"
	.section	.rodata.str1.8
	.align 8
.LC106:
	.string	"\nThe lab (./lab --help) adds drawn service times, faults, users, the scoreboard and sweeps to these."
	.text
	.p2align 4
	.type	print_usage, @function
print_usage:
.LFB207:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	.LC98(%rip), %rdi
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
	leaq	.LC101(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%r15, %rbx
	subq	$152, %rsp
	.cfi_def_cfa_offset 208
	call	puts@PLT
	movq	%r15, 8(%rsp)
	movq	%r12, %r15
	jmp	.L777
.L775:
	addq	$104, %rbx
	cmpq	%r13, %rbx
	je	.L794
	.p2align 4,,10
	.p2align 3
.L769:
	movq	24(%rbx), %rdi
	movl	$10, %esi
	call	strchr@PLT
	movq	%rax, %r15
.L777:
	movl	44(%rbx), %ecx
	testl	%ecx, %ecx
	jne	.L775
	movq	16(%rbx), %r9
	leaq	.LC46(%rip), %r8
	testq	%r9, %r9
	je	.L795
.L771:
	leaq	16(%rsp), %r14
	movq	(%rbx), %rcx
	xorl	%eax, %eax
	movl	$64, %esi
	movq	%r14, %rdi
	leaq	.LC99(%rip), %rdx
	movq	24(%rbx), %r12
	call	snprintf@PLT
	movq	%r14, %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	ja	.L796
	testq	%r15, %r15
	je	.L773
.L800:
	movl	%r15d, %edx
	movq	%r12, %rcx
	movq	%r14, %rsi
	movq	%rbp, %rdi
	subl	%r12d, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L774
	.p2align 4,,10
	.p2align 3
.L797:
	movq	%rax, %rdx
	movq	%r12, %rcx
	leaq	.LC8(%rip), %rsi
	movq	%rbp, %rdi
	subq	%r15, %rdx
	xorl	%eax, %eax
	movq	%r14, %r15
	subl	$1, %edx
	call	printf@PLT
.L774:
	leaq	1(%r15), %r12
	movl	$10, %esi
	movq	%r12, %rdi
	call	strchr@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	jne	.L797
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
	jne	.L769
.L794:
	leaq	.LC102(%rip), %rdi
	movq	8(%rsp), %r15
	leaq	OPTIONS(%rip), %rbx
	call	puts@PLT
	leaq	.LC103(%rip), %rbp
	jmp	.L779
	.p2align 4,,10
	.p2align 3
.L778:
	addq	$104, %rbx
	cmpq	%r13, %rbx
	je	.L798
.L779:
	movq	32(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L778
	movl	44(%rbx), %edx
	testl	%edx, %edx
	jne	.L778
	leaq	16(%rsp), %rsi
	addq	$104, %rbx
	call	alternatives.constprop.0
	movq	-104(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r13, %rbx
	jne	.L779
.L798:
	leaq	.LC104(%rip), %rdi
	xorl	%eax, %eax
	leaq	.LC105(%rip), %rbx
	call	printf@PLT
	jmp	.L781
	.p2align 4,,10
	.p2align 3
.L780:
	addq	$104, %r15
	cmpq	%r13, %r15
	je	.L799
.L781:
	testb	$2, 40(%r15)
	je	.L780
	cmpl	$2, 8(%r15)
	je	.L780
	movl	44(%r15), %eax
	testl	%eax, %eax
	jne	.L780
	movq	(%r15), %rsi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$104, %r15
	call	printf@PLT
	cmpq	%r13, %r15
	jne	.L781
.L799:
	addq	$152, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC106(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
.L796:
	.cfi_restore_state
	movq	%r14, %rsi
	leaq	.LC100(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 16(%rsp)
	testq	%r15, %r15
	jne	.L800
.L773:
	movq	%r12, %rdi
	call	strlen@PLT
	movq	%r12, %rcx
	movq	%r14, %rsi
	movq	%rbp, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L775
	.p2align 4,,10
	.p2align 3
.L795:
	leaq	.LC8(%rip), %r9
	movq	%r9, %r8
	jmp	.L771
	.cfi_endproc
.LFE207:
	.size	print_usage, .-print_usage
	.section	.rodata.str1.8
	.align 8
.LC108:
	.string	"<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n"
	.align 8
.LC109:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	.align 8
.LC110:
	.string	"<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC111:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC112:
	.string	"<text x=\"18\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 18 %d)\">%s</text>\n"
	.text
	.p2align 4
	.type	svg_axes.constprop.0, @function
svg_axes.constprop.0:
.LFB289:
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
	divsd	.LC74(%rip), %xmm0
	movsd	%xmm0, 16(%rsp)
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jb	.L802
	movapd	%xmm3, %xmm0
	leaq	.LC108(%rip), %r12
	jmp	.L805
	.p2align 4,,10
	.p2align 3
.L809:
	movsd	16(%rbx), %xmm0
.L805:
	movapd	%xmm3, %xmm2
	subsd	%xmm0, %xmm1
	movl	$790, %ecx
	movq	%r12, %rsi
	subsd	%xmm0, %xmm2
	movl	$80, %edx
	movq	%rbp, %rdi
	movl	$4, %eax
	movsd	.LC49(%rip), %xmm0
	movl	$74, %r8d
	movsd	%xmm3, (%rsp)
	divsd	%xmm1, %xmm2
	mulsd	.LC48(%rip), %xmm2
	subsd	%xmm2, %xmm0
	movsd	.LC107(%rip), %xmm2
	addsd	%xmm0, %xmm2
	movapd	%xmm0, %xmm1
	call	fprintf@PLT
	movsd	24(%rbx), %xmm1
	movsd	16(%rsp), %xmm0
	movsd	(%rsp), %xmm3
	addsd	8(%rsp), %xmm3
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jnb	.L809
.L802:
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
	leaq	.LC109(%rip), %rsi
	pushq	$80
	.cfi_def_cfa_offset 112
	call	fprintf@PLT
	movq	%r13, %r8
	movq	%rbp, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 80
	movl	$478, %ecx
	movl	$435, %edx
	leaq	.LC110(%rip), %rsi
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
	leaq	.LC111(%rip), %r8
	leaq	.LC112(%rip), %rsi
	popq	%r13
	.cfi_def_cfa_offset 8
	jmp	fprintf@PLT
	.cfi_endproc
.LFE289:
	.size	svg_axes.constprop.0, .-svg_axes.constprop.0
	.section	.rodata.str1.1
.LC113:
	.string	"%lu.%0*lu %s"
.LC114:
	.string	"%lu %s"
	.text
	.p2align 4
	.type	fmt_read.constprop.0, @function
fmt_read.constprop.0:
.LFB290:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rsi, %rax
	movq	%rdi, %rbx
	cmpq	$999999999, %rsi
	ja	.L817
	cmpq	$999999, %rsi
	ja	.L818
	cmpq	$1000, %rsi
	sbbq	%rcx, %rcx
	andq	$-999, %rcx
	addq	$1000, %rcx
	cmpq	$1000, %rsi
	sbbl	%edi, %edi
	notl	%edi
	addl	$3, %edi
.L811:
	xorl	%edx, %edx
	movslq	%edi, %rsi
	leaq	U.4(%rip), %r11
	divq	%rcx
	movq	%rax, %rcx
	leaq	(%rsi,%rsi,2), %rax
	movl	16(%r11,%rax,8), %r8d
	testl	%r8d, %r8d
	je	.L813
	movabsq	$-3689348814741910323, %r9
	movq	%rdx, %rax
	movabsq	$1844674407370955161, %r10
	imulq	%r9, %rax
	rorq	%rax
	cmpq	%rax, %r10
	jnb	.L815
	jmp	.L814
	.p2align 4,,10
	.p2align 3
.L828:
	movq	%rdx, %rdi
	imulq	%r9, %rdi
	rorq	%rdi
	cmpq	%rdi, %r10
	jb	.L814
.L815:
	movq	%rdx, %rax
	mulq	%r9
	shrq	$3, %rdx
	subl	$1, %r8d
	jne	.L828
.L813:
	imulq	$24, %rsi, %rdi
	leaq	.LC114(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	movq	(%r11,%rdi), %r8
	movq	%rbx, %rdi
	call	snprintf@PLT
.L816:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L814:
	.cfi_restore_state
	imulq	$24, %rsi, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 24
	movq	%rdx, %r9
	movl	$32, %esi
	leaq	.LC113(%rip), %rdx
	xorl	%eax, %eax
	pushq	(%r11,%rdi)
	.cfi_def_cfa_offset 32
	movq	%rbx, %rdi
	call	snprintf@PLT
	popq	%rdx
	.cfi_def_cfa_offset 24
	popq	%rcx
	.cfi_def_cfa_offset 16
	jmp	.L816
.L817:
	movl	$1000000000, %ecx
	xorl	%edi, %edi
	jmp	.L811
.L818:
	movl	$1000000, %ecx
	movl	$1, %edi
	jmp	.L811
	.cfi_endproc
.LFE290:
	.size	fmt_read.constprop.0, .-fmt_read.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC115:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC116:
	.string	"The recordings part at %s: the open loop reads %s there, %s times the closed loop's %s.\n"
	.align 8
.LC117:
	.string	"They part at p99: the open loop reads %s there, %s times the closed loop's %s"
	.section	.rodata.str1.1
.LC118:
	.string	"At p99 the two loops agree"
	.section	.rodata.str1.8
	.align 8
.LC119:
	.string	"At p99 the open loop reads %s, %s times the closed loop"
	.align 8
.LC120:
	.string	", and the correction at %s leaves the closed loop's p99 as it was.\n"
	.align 8
.LC121:
	.string	"; corrected at %s, the closed loop reads %s.\n"
	.align 8
.LC122:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC123:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s.\n"
	.text
	.p2align 4
	.type	print_findings, @function
print_findings:
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
.L833:
	movq	40(%rbp,%rbx,8), %rax
	addq	%rax, %rax
	cmpq	%rax, 120(%rbp,%rbx,8)
	jb	.L830
	movl	$10, %edi
	call	putchar@PLT
	cmpl	$2, %ebx
	je	.L843
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
	leaq	.LC116(%rip), %rdi
	movq	%rax, %rdx
	leaq	PCT_LABEL(%rip), %rax
	movq	(%rax,%rbx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	136(%rbp), %r15
	movq	56(%rbp), %rbx
	movq	216(%rbp), %r14
.L834:
	cmpq	%rbx, %r15
	je	.L845
	movq	%rbx, %rdx
	leaq	48(%rsp), %rdi
	movq	%r15, %rsi
	call	fmt_ratio.constprop.0
	leaq	16(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rax, (%rsp)
	call	fmt_read.constprop.0
	movq	(%rsp), %rdx
	leaq	.LC119(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L835:
	cmpq	%r14, %rbx
	je	.L846
	leaq	144(%rsp), %rdi
	movq	%r14, %rsi
	call	fmt_read.constprop.0
	leaq	112(%rsp), %rdi
	movq	%rax, %rbx
	movq	344(%rbp), %rax
	movq	272(%rax), %rsi
	call	fmt_read.constprop.0
	movq	%rbx, %rdx
	leaq	.LC121(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L839:
	testl	%r13d, %r13d
	jne	.L840
	leaq	.LC122(%rip), %rdi
	call	puts@PLT
.L829:
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
.L830:
	.cfi_restore_state
	addq	$1, %rbx
	cmpq	$6, %rbx
	jne	.L833
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC115(%rip), %rdi
	call	puts@PLT
	movq	136(%rbp), %r15
	movq	56(%rbp), %rbx
	movq	216(%rbp), %r14
	jmp	.L834
.L840:
	movq	32(%r12), %rdx
	movq	(%r12), %rax
	leaq	16(%rsp), %rdi
	movq	(%rax,%rdx,8), %rsi
	call	fmt_read.constprop.0
	movq	32(%r12), %rdx
	movq	40(%r12), %rsi
	leaq	.LC123(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	subq	%rdx, %rsi
	call	printf@PLT
	jmp	.L829
.L843:
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
	leaq	.LC117(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L835
.L846:
	movq	344(%rbp), %rax
	leaq	112(%rsp), %rdi
	movq	272(%rax), %rsi
	call	fmt_read.constprop.0
	leaq	.LC120(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L839
.L845:
	leaq	.LC118(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L835
	.cfi_endproc
.LFE232:
	.size	print_findings, .-print_findings
	.p2align 4
	.type	ref_client, @function
ref_client:
.LFB111:
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
	movq	(%rdi), %rax
	movq	%rsi, 72(%rsp)
	movq	%rax, 56(%rsp)
	movq	160(%rax), %rax
	movq	%rdx, 64(%rsp)
	movq	%rax, 48(%rsp)
	testq	%rdx, %rdx
	je	.L865
	movl	8(%rdi), %eax
	leaq	88(%rsp), %r13
	movq	%rdi, %r14
	movq	$0, 16(%rsp)
	movl	%eax, 28(%rsp)
	.p2align 4,,10
	.p2align 3
.L864:
	movq	56(%r14), %rax
	cmpl	$3, 28(%rsp)
	movq	%rax, 8(%rsp)
	je	.L891
	movq	56(%rsp), %rax
	movq	8(%rsp), %rcx
	cmpq	136(%rax), %rcx
	jnb	.L887
	movq	32(%r14), %rax
	cmpq	24(%r14), %rax
	je	.L887
	movq	16(%r14), %rdx
	leaq	1(%rax), %rsi
	cmpl	$2, 28(%rsp)
	movq	%rsi, 32(%r14)
	movq	64(%r14), %r8
	movq	(%rdx,%rax,8), %rax
	movq	%rax, 40(%rsp)
	je	.L892
	movq	8(%rsp), %rax
	movq	48(%rsp), %rcx
	cmpq	%rcx, %rax
	jb	.L868
	cmpl	$1, 28(%rsp)
	je	.L893
.L868:
	movq	40(%rsp), %rax
	movq	%rax, 32(%rsp)
.L853:
	movq	32(%rsp), %rax
	movq	(%r14), %rdi
	cmpq	%r8, %rax
	movq	(%rdi), %rbx
	cmovnb	%rax, %r8
	cmpq	$0, 40(%rdi)
	movq	%r8, %r15
	je	.L884
	leaq	80(%rsp), %rbp
	leaq	96(%rsp), %r12
	jmp	.L856
	.p2align 4,,10
	.p2align 3
.L894:
	movq	88(%rsp), %rax
	addq	80(%rsp), %rax
	cmpq	%rax, %r15
	jb	.L858
	movq	112(%rsp), %rax
	movdqa	96(%rsp), %xmm1
	movq	%rax, 96(%r14)
	movups	%xmm1, 80(%r14)
.L856:
	movdqu	80(%r14), %xmm0
	movq	96(%r14), %rax
	movq	%r13, %rdx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	movq	%rax, 112(%rsp)
	movaps	%xmm0, 96(%rsp)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L894
.L858:
	movq	96(%r14), %rax
	movdqu	80(%r14), %xmm2
	movq	%rax, 112(%rsp)
	movaps	%xmm2, 96(%rsp)
	.p2align 4,,10
	.p2align 3
.L859:
	movq	%r13, %rdx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L895
	movq	80(%rsp), %rax
	movq	88(%rsp), %rdx
	addq	%rax, %rdx
	cmpq	%rdx, %r15
	jnb	.L859
	cmpq	%rax, %r15
	jnb	.L869
	addq	%r15, %rbx
	cmpq	%rbx, %rax
	jnb	.L857
	subq	%rax, %rbx
	movq	%rdx, %r15
	jmp	.L859
	.p2align 4,,10
	.p2align 3
.L869:
	movq	%rdx, %r15
	jmp	.L859
	.p2align 4,,10
	.p2align 3
.L884:
	movq	%rbx, %rdx
	movq	%r8, %rsi
	call	ref_serve
	movq	%rax, %rbx
.L857:
	movq	8(%rsp), %rax
	xorl	%edx, %edx
	movq	16(%rsp), %rcx
	movq	%rbx, 64(%r14)
	divq	48(%rsp)
	movq	48(%r14), %rax
	leaq	1(%rcx), %rsi
	movq	%rsi, 16(%rsp)
	movq	%rbx, (%rax,%rdx,8)
	movl	28(%rsp), %eax
	testl	%eax, %eax
	movq	40(%rsp), %rax
	cmovne	32(%rsp), %rax
	subq	%rax, %rbx
	movq	72(%rsp), %rax
	movq	%rbx, (%rax,%rcx,8)
	movq	56(%r14), %rax
	addq	$1, %rax
.L855:
	movq	%rax, 56(%r14)
	movq	64(%rsp), %rcx
	cmpq	%rcx, 16(%rsp)
	jb	.L864
.L887:
	movq	%r14, %r15
.L848:
	movq	16(%rsp), %rax
	addq	%rax, 72(%r15)
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
.L891:
	.cfi_restore_state
	movq	48(%rsp), %rsi
	cmpq	%rsi, %rax
	jnb	.L850
	movq	56(%rsp), %rax
	movq	144(%rax), %rax
	movq	%rax, 32(%rsp)
	testq	%rax, %rax
	je	.L852
	movq	$0, 32(%rsp)
.L890:
	movq	$0, 40(%rsp)
	movq	64(%r14), %r8
	jmp	.L853
	.p2align 4,,10
	.p2align 3
.L895:
	addq	%r15, %rbx
	jmp	.L857
	.p2align 4,,10
	.p2align 3
.L892:
	movq	%rax, 32(%rsp)
	cmpq	%r8, %rax
	jnb	.L853
	movq	%rcx, %rax
	addq	$1, %rax
	jmp	.L855
	.p2align 4,,10
	.p2align 3
.L852:
	movq	56(%rsp), %rax
	movq	8(%rsp), %rsi
	cmpq	136(%rax), %rsi
	jb	.L890
	jmp	.L887
	.p2align 4,,10
	.p2align 3
.L850:
	movq	8(%rsp), %rax
	xorl	%edx, %edx
	divq	48(%rsp)
	movq	48(%r14), %rax
	movq	(%rax,%rdx,8), %rdi
	movq	56(%rsp), %rax
	movq	144(%rax), %rax
	movq	%rdi, 32(%rsp)
	testq	%rax, %rax
	je	.L852
	cmpq	%rax, %rdi
	jb	.L890
	jmp	.L887
	.p2align 4,,10
	.p2align 3
.L893:
	xorl	%edx, %edx
	divq	%rcx
	movq	48(%r14), %rax
	movq	(%rax,%rdx,8), %r15
	movq	40(%rsp), %rax
	cmpq	%r15, %rax
	cmovnb	%rax, %r15
	movq	%r15, 32(%rsp)
	jmp	.L853
.L865:
	movq	$0, 16(%rsp)
	jmp	.L848
	.cfi_endproc
.LFE111:
	.size	ref_client, .-ref_client
	.section	.rodata.str1.1
.LC124:
	.string	"--arrivals"
	.section	.rodata.str1.8
	.align 8
.LC125:
	.string	"%s '%s' is a directory: give a file, one number a line"
	.section	.rodata.str1.1
.LC126:
	.string	"r"
.LC127:
	.string	"%s '%s' cannot be read: %s"
	.text
	.p2align 4
	.type	numbers_open.constprop.0, @function
numbers_open.constprop.0:
.LFB292:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pxor	%xmm0, %xmm0
	leaq	.LC124(%rip), %r14
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
	jne	.L897
	movl	24(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L902
.L897:
	leaq	.LC126(%rip), %rsi
	movq	%rbp, %rdi
	call	fopen@PLT
	movq	%rax, (%rbx)
	testq	%rax, %rax
	je	.L903
	xorl	%eax, %eax
.L896:
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
.L902:
	.cfi_restore_state
	movq	%rbp, %r8
	movq	%r14, %rcx
	leaq	.LC125(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L898:
	orl	$-1, %eax
	jmp	.L896
.L903:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbp, %r8
	movq	%r14, %rcx
	movq	%r13, %rsi
	movq	%rax, %r9
	leaq	.LC127(%rip), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L898
	.cfi_endproc
.LFE292:
	.size	numbers_open.constprop.0, .-numbers_open.constprop.0
	.p2align 4
	.type	due_open.constprop.0, @function
due_open.constprop.0:
.LFB293:
	.cfi_startproc
	leaq	8(%rdi), %r9
	movq	%rdi, %r8
	xorl	%eax, %eax
	movl	$14, %ecx
	movq	%r9, %rdi
	rep stosq
	movq	%rsi, (%r8)
	cmpq	$0, 112(%rsi)
	je	.L911
.L907:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L911:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L907
	cmpl	$1, %eax
	je	.L912
	movq	104(%rsi), %rsi
	leaq	40(%r8), %rdi
	movl	$256, %ecx
	jmp	numbers_open.constprop.0
	.p2align 4,,10
	.p2align 3
.L912:
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%r8)
	xorl	%eax, %eax
	movsd	%xmm0, 16(%r8)
	ret
	.cfi_endproc
.LFE293:
	.size	due_open.constprop.0, .-due_open.constprop.0
	.section	.rodata.str1.1
.LC128:
	.string	"%lu.%lu"
.LC129:
	.string	"%lu.%02lu"
.LC130:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB294:
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
	jnb	.L918
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L919
	leaq	.LC130(%rip), %rdx
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
.L919:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC129(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L918:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC128(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE294:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.1
.LC131:
	.string	"n"
.LC132:
	.string	"set"
.LC133:
	.string	"%-*s %9s"
.LC134:
	.string	" %11s"
.LC135:
	.string	"slow %"
.LC136:
	.string	"slow"
.LC137:
	.string	" %8s %8s"
.LC138:
	.string	"cv"
.LC139:
	.string	" %6s\n"
.LC140:
	.string	"%-*s %9lu"
.LC141:
	.string	"%lu.%04lu"
.LC142:
	.string	" %8lu %8s"
.LC143:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC144:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.section	.rodata.str1.1
.LC145:
	.string	"ratios: open/closed p99 %s"
.LC146:
	.string	", p99.9 %s"
.LC147:
	.string	"; corrected/closed p99 %s"
.LC148:
	.string	"; open/corrected p99 %s"
.LC149:
	.string	", p90 %s\n"
	.text
	.p2align 4
	.type	print_table, @function
print_table:
.LFB231:
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
	leaq	.LC134(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	leaq	PCT_LABEL(%rip), %rbx
	leaq	48(%rbx), %r12
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	call	putchar@PLT
	leaq	.LC131(%rip), %rcx
	xorl	%eax, %eax
	leaq	.LC132(%rip), %rdx
	movl	$10, %esi
	leaq	.LC133(%rip), %rdi
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L921:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L921
	leaq	.LC135(%rip), %rdx
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	movq	%r13, %r14
	leaq	.LC136(%rip), %rsi
	leaq	.LC137(%rip), %rdi
	movq	%r12, %r15
	movq	%r13, %r12
	call	printf@PLT
	leaq	.LC138(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC139(%rip), %rdi
	call	printf@PLT
	leaq	16(%rsp), %rbx
.L924:
	leaq	SET_NAME(%rip), %rax
	movq	32(%r12), %rcx
	movl	$10, %esi
	xorl	%r13d, %r13d
	movq	(%rax,%r15), %rdx
	leaq	.LC140(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L922:
	movq	40(%r12,%r13,8), %rsi
	movq	%rbx, %rdi
	addq	$1, %r13
	call	fmt_us.constprop.0
	movq	%rbp, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$6, %r13
	jne	.L922
	movq	32(%r12), %r8
	movq	88(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L923
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
.L923:
	leaq	.LC141(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$80, %r12
	movl	$32, %esi
	call	snprintf@PLT
	movq	8(%r12), %rsi
	movq	%rbx, %rdx
	xorl	%eax, %eax
	leaq	.LC142(%rip), %rdi
	call	printf@PLT
	leaq	.LC143(%rip), %rdi
	movl	$1, %eax
	movsd	272(%r14,%r15), %xmm0
	addq	$8, %r15
	call	printf@PLT
	cmpq	$24, %r15
	jne	.L924
	movq	(%r14), %rax
	movq	%rbx, %rdi
	movq	192(%rax), %rsi
	call	fmt_us.constprop.0
	leaq	.LC144(%rip), %rdi
	movq	%rax, %rdx
	movq	(%r14), %rax
	movl	216(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	movq	56(%r14), %rdx
	movq	136(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC145(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	64(%r14), %rdx
	movq	144(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC146(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	56(%r14), %rdx
	movq	216(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC147(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	216(%r14), %rdx
	movq	136(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC148(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	208(%r14), %rdx
	movq	128(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC149(%rip), %rdi
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
.LFE231:
	.size	print_table, .-print_table
	.p2align 4
	.type	set_real, @function
set_real:
.LFB185:
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
	ja	.L933
	movq	%rdi, %r15
	call	__errno_location@PLT
	leaq	8(%rsp), %rsi
	movq	%rbp, %rdi
	movl	$0, (%rax)
	movq	%rax, %r14
	call	strtod@PLT
	movl	(%r14), %edx
	testl	%edx, %edx
	jne	.L933
	movq	8(%rsp), %rax
	cmpb	$0, (%rax)
	jne	.L933
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L933
	comisd	.LC150(%rip), %xmm0
	ja	.L933
	movq	72(%rbx), %rax
	testq	%rax, %rax
	js	.L937
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L938:
	comisd	%xmm1, %xmm0
	ja	.L933
	movq	56(%rbx), %rax
	movsd	%xmm0, (%r15,%rax)
.L931:
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
.L937:
	.cfi_restore_state
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L938
	.p2align 4,,10
	.p2align 3
.L933:
	movq	(%rbx), %rcx
	movq	88(%rbx), %r9
	leaq	.LC2(%rip), %rdx
	xorl	%eax, %eax
	movq	%rbp, %r8
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	snprintf@PLT
	movl	$-1, %edx
	jmp	.L931
	.cfi_endproc
.LFE185:
	.size	set_real, .-set_real
	.p2align 4
	.type	set_reps, @function
set_reps:
.LFB191:
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
	jne	.L948
	movq	8(%rsp), %rdx
	movl	%edx, 216(%r12)
.L944:
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
.L948:
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
	jmp	.L944
	.cfi_endproc
.LFE191:
	.size	set_reps, .-set_reps
	.p2align 4
	.type	set_count, @function
set_count:
.LFB184:
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
	jne	.L955
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L949
	movl	$1, (%r14,%rdx)
.L949:
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
.L955:
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
	jmp	.L949
	.cfi_endproc
.LFE184:
	.size	set_count, .-set_count
	.p2align 4
	.type	dist_count_le.isra.0, @function
dist_count_le.isra.0:
.LFB302:
	.cfi_startproc
	movq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L961
	salq	$5, %rsi
	xorl	%r10d, %r10d
	leaq	(%rdi,%rsi), %r8
	jmp	.L960
	.p2align 4,,10
	.p2align 3
.L958:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L959
	subq	%r9, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L959
	subq	%rax, %rdx
	imulq	%rcx, %rdx
	addq	%rdx, %r10
.L959:
	addq	$32, %rdi
	cmpq	%rdi, %r8
	je	.L956
.L960:
	movq	(%rdi), %rax
	movq	24(%rdi), %rcx
	cmpq	%rax, %r9
	jb	.L958
	imulq	16(%rdi), %rcx
	addq	$32, %rdi
	addq	%rcx, %r10
	cmpq	%rdi, %r8
	jne	.L960
.L956:
	movq	%r10, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L961:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	ret
	.cfi_endproc
.LFE302:
	.size	dist_count_le.isra.0, .-dist_count_le.isra.0
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
.LFB88:
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
	je	.L967
	movq	(%rdi), %rdi
	movq	16(%rdi), %rax
	movq	%rdi, 56(%rsp)
	movq	%rax, (%rsp)
	mulq	24(%rdi)
	movq	%rax, %r14
	movq	%rdx, %rax
	movq	%rdx, %r15
	subq	$0, %rax
	jne	.L983
	leaq	48(%rdi), %rcx
	xorl	%esi, %esi
	movq	$-1, %r10
	xorl	%edi, %edi
	jmp	.L969
	.p2align 4,,10
	.p2align 3
.L970:
	movq	(%rcx), %rax
	mulq	8(%rcx)
	addq	%rax, %r14
	movq	%rdi, %rax
	adcq	%rdx, %r15
	addq	$32, %rcx
	cmpq	%r14, %r10
	sbbq	%r15, %rax
	jc	.L983
.L969:
	addq	$1, %rsi
	cmpq	%r12, %rsi
	jne	.L970
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
.L971:
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
	jne	.L971
	movq	16(%rsp), %r14
	movl	40(%rsp), %r11d
	movq	%r15, %rbp
	movq	24(%rsp), %r15
	movq	%r14, 40(%rsp)
.L972:
	movq	40(%rsp), %rax
	movq	%r12, 64(%rbx)
	movq	%r13, 72(%rbx)
	movq	%rax, (%rbx)
	movq	$99999, 64(%rsp)
	movq	$0, 72(%rsp)
	testl	%r11d, %r11d
	jne	.L974
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
.L974:
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
.L981:
	movq	40(%rsp), %r14
	xorl	%r15d, %r15d
	testq	%r14, %r14
	je	.L975
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
	je	.L985
	movq	%rbx, %rax
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L977:
	movq	(%rax), %rdx
	cmpq	%rdx, %r13
	cmovb	%rdx, %r13
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L977
.L976:
	xorl	%r15d, %r15d
	jmp	.L979
	.p2align 4,,10
	.p2align 3
.L980:
	movq	%r13, %r14
	movq	8(%rbp), %rsi
	movq	%rbx, %rdi
	subq	%r15, %r14
	shrq	%r14
	addq	%r15, %r14
	movq	%r14, %rdx
	call	dist_count_le.isra.0
	cmpq	%r11, %rax
	jb	.L992
	movq	%r14, %r13
.L979:
	cmpq	%r13, %r15
	jb	.L980
.L975:
	movq	16(%rsp), %rax
	addq	$8, (%rsp)
	leaq	48+PCT_MILLI(%rip), %rdi
	movq	%r15, (%rax)
	addq	$8, %rax
	movq	%rax, 16(%rsp)
	movq	(%rsp), %rax
	cmpq	%rax, %rdi
	jne	.L981
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
.L992:
	.cfi_restore_state
	leaq	1(%r14), %r15
	jmp	.L979
	.p2align 4,,10
	.p2align 3
.L983:
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
.L985:
	.cfi_restore_state
	xorl	%r13d, %r13d
	jmp	.L976
.L967:
	movq	(%rdi), %rax
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	xorl	%r12d, %r12d
	movq	$0, 40(%rsp)
	xorl	%r13d, %r13d
	movq	%rax, 56(%rsp)
	jmp	.L972
	.cfi_endproc
.LFE88:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB303:
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
	jne	.L995
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L995:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L997:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L996
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
.L996:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L997
	testq	%r15, %r15
	je	.L1001
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L999:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L999
.L998:
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
.L1001:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L998
	.cfi_endproc
.LFE303:
	.size	summarise.isra.0, .-summarise.isra.0
	.section	.rodata.str1.1
.LC151:
	.string	"mean "
.LC152:
	.string	"Poisson"
.LC153:
	.string	"periodic"
.LC154:
	.string	"s"
.LC155:
	.string	"given"
	.section	.rodata.str1.8
	.align 8
.LC156:
	.string	"coordinated omission on a virtual clock (%s): closed loop, open loop, corrected\n"
	.section	.rodata.str1.1
.LC157:
	.string	"server: service %s us; "
	.section	.rodata.str1.8
	.align 8
.LC158:
	.string	"%s stalls of %s%s us every %s%s us from %s us, overlaps merged\n"
	.section	.rodata.str1.1
.LC159:
	.string	"no stalls"
.LC160:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC161:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC162:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC163:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC164:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC165:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC166:
	.string	"\ncorrection: expected interval "
	.align 8
.LC167:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC168:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC169:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC170:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC171:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC172:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC173:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC174:
	.string	"route: lattice, exact counts on %lu ns steps (%lu values), %d requests a chunk"
	.align 8
.LC175:
	.string	"route: sorted, every sample kept and sorted"
	.align 8
.LC176:
	.string	"route: passes, none kept; each rep walks the run again until every percentile is found exactly"
	.section	.rodata.str1.1
.LC177:
	.string	"; 1 warmup + %u reps\n"
	.text
	.p2align 4
	.type	print_plan, @function
print_plan:
.LFB230:
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
	leaq	.LC156(%rip), %rdi
	leaq	80(%rsp), %r14
	call	printf@PLT
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC157(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$0, 48(%rbx)
	jne	.L1040
	leaq	.LC159(%rip), %rdi
	leaq	48(%rsp), %r13
	call	puts@PLT
.L1012:
	movl	72(%rbx), %ecx
	movq	136(%rbx), %r15
	testl	%ecx, %ecx
	je	.L1041
	xorl	%esi, %esi
	cmpq	$1, %r15
	jbe	.L1016
	movq	128(%rbx), %rsi
	subq	120(%rbx), %rsi
	subq	$1, %r15
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r15
	movq	%rax, %rsi
.L1016:
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movl	72(%rbx), %esi
	movq	136(%rbx), %rdx
	leaq	.LC163(%rip), %rdi
	movq	%rax, %rcx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1015:
	movq	160(%rbx), %rdx
	movl	152(%rbx), %esi
	leaq	.LC8(%rip), %rax
	leaq	.LC154(%rip), %rcx
	leaq	.LC164(%rip), %rdi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	144(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L1042
.L1018:
	leaq	.LC166(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	176(%rbx), %edx
	testl	%edx, %edx
	jne	.L1043
	movq	184(%rbx), %r15
	movq	168(%rbx), %rsi
	leaq	.LC155(%rip), %rax
	movq	%r13, %rdi
	testq	%r15, %r15
	cmove	%rax, %r15
	call	fmt_us.constprop.0
	leaq	.LC168(%rip), %rdi
	movq	%rax, %rsi
	movq	%r15, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L1020:
	movq	192(%rbx), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movl	200(%rbx), %ecx
	leaq	.LC169(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%rbx), %eax
	testl	%eax, %eax
	je	.L1044
	movq	136(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	%rax, (%rsp)
	mulq	(%rbx)
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%rcx, %rsi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	jnc	.L1023
.L1024:
	movq	16(%rbp), %rsi
	testq	%rsi, %rsi
	je	.L1045
	leaq	.LC172(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC173(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1026:
	movl	24(%r12), %eax
	cmpl	$2, %eax
	je	.L1046
	cmpl	$1, %eax
	je	.L1047
	leaq	.LC176(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1028:
	movl	216(%rbx), %esi
	addq	$120, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC177(%rip), %rdi
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
.L1044:
	.cfi_restore_state
	movq	80(%rbx), %rax
	cmpq	%rax, (%rbx)
	jb	.L1024
.L1023:
	leaq	.LC170(%rip), %rdi
	call	puts@PLT
	jmp	.L1024
.L1040:
	cmpq	$0, 40(%rbx)
	movq	64(%rbx), %rsi
	jne	.L1048
	cmpq	$0, 56(%rbx)
	jne	.L1013
	leaq	48(%rsp), %r13
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, %r15
	call	fmt_us.constprop.0
	movq	%r15, %rdx
	leaq	.LC160(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1012
.L1043:
	leaq	.LC167(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1020
.L1042:
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	leaq	.LC165(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1018
.L1041:
	movq	80(%rbx), %rsi
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movq	%r15, %rdx
	leaq	.LC162(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1015
.L1013:
	movq	%r14, %rdi
	leaq	48(%rsp), %r13
	call	fmt_us.constprop.0
	movq	56(%rbx), %rsi
	movq	%r13, %rdi
	movq	%rax, (%rsp)
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, %r15
	call	fmt_us.constprop.0
	movq	(%rsp), %rcx
	movq	%r15, %rdx
	leaq	.LC161(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1012
.L1047:
	leaq	.LC175(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1028
.L1046:
	movq	40(%r12), %rdx
	movq	32(%r12), %rsi
	movl	$65536, %ecx
	xorl	%eax, %eax
	leaq	.LC174(%rip), %rdi
	call	printf@PLT
	jmp	.L1028
.L1045:
	movl	$29, %esi
	leaq	.LC171(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1026
.L1048:
	movq	%r14, %rdi
	leaq	48(%rsp), %r13
	call	fmt_us.constprop.0
	movq	56(%rbx), %rsi
	movq	%r13, %rdi
	movq	%rax, %r15
	call	fmt_us.constprop.0
	leaq	.LC151(%rip), %rdx
	leaq	.LC8(%rip), %rcx
	cmpl	$1, 40(%rbx)
	movq	%rdx, %r8
	movq	48(%rbx), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, 8(%rsp)
	cmovne	%rcx, %r8
	movq	%r8, (%rsp)
	call	fmt_us.constprop.0
	cmpl	$1, 44(%rbx)
	leaq	.LC8(%rip), %rcx
	leaq	.LC151(%rip), %rdx
	cmovne	%rcx, %rdx
	cmpl	$1, 40(%rbx)
	pushq	%rdi
	.cfi_def_cfa_offset 184
	leaq	.LC152(%rip), %rcx
	pushq	%r15
	.cfi_def_cfa_offset 192
	leaq	.LC153(%rip), %rsi
	movq	24(%rsp), %r9
	leaq	.LC158(%rip), %rdi
	cmove	%rcx, %rsi
	movq	16(%rsp), %r8
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	popq	%r8
	.cfi_def_cfa_offset 184
	popq	%r9
	.cfi_def_cfa_offset 176
	jmp	.L1012
	.cfi_endproc
.LFE230:
	.size	print_plan, .-print_plan
	.p2align 4
	.type	aggregate, @function
aggregate:
.LFB144:
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
	jne	.L1064
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
.L1063:
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
.L1051:
	movq	%r12, %rdx
	movq	%rbx, %rsi
	movq	$-1, %rcx
	testl	%ebp, %ebp
	jne	.L1054
	jmp	.L1058
	.p2align 4,,10
	.p2align 3
.L1077:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1053:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%r14, %rdx
	je	.L1058
.L1054:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L1077
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1053
	.p2align 4,,10
	.p2align 3
.L1058:
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
	jne	.L1051
	movq	64(%rsp), %r15
	movq	%r13, %rbx
	testl	%ebp, %ebp
	je	.L1059
	movq	(%rsp), %rax
	movq	24(%rsp), %rdx
	leaq	-56(%rax), %rcx
	.p2align 4,,10
	.p2align 3
.L1060:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L1060
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
.L1061:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L1061
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
.L1062:
	movdqa	(%rcx), %xmm1
	addq	$16, %rdx
	addq	$288, %rcx
	movaps	%xmm1, -16(%rdx)
	cmpq	%rdx, %rax
	jne	.L1062
.L1065:
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
	jne	.L1063
	movq	80(%rsp), %r13
	movq	48(%rsp), %rdx
.L1064:
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
.L1059:
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
	jmp	.L1065
	.cfi_endproc
.LFE144:
	.size	aggregate, .-aggregate
	.p2align 4
	.type	set_export, @function
set_export:
.LFB199:
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
	je	.L1079
	movq	%rdi, %r12
	movq	%rdx, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L1079
	movq	56(%rbp), %rax
	movq	%rbx, (%r12,%rax)
	movq	80(%rbp), %rax
	testq	%rax, %rax
	jne	.L1082
.L1083:
	xorl	%eax, %eax
.L1078:
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
.L1082:
	.cfi_restore_state
	movl	$1, (%r12,%rax)
	jmp	.L1083
	.p2align 4,,10
	.p2align 3
.L1079:
	movq	0(%rbp), %rcx
	movq	88(%rbp), %r9
	movq	%rbx, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L1078
	.cfi_endproc
.LFE199:
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
	je	.L1086
	movabsq	$-4658895280553007687, %r12
	leaq	(%r14,%rax,8), %r13
	movabsq	$-7723592293110705685, %rbp
	.p2align 4,,10
	.p2align 3
.L1087:
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
	mulsd	.LC27(%rip), %xmm0
	subsd	%xmm0, %xmm1
	movapd	%xmm1, %xmm0
	call	log@PLT
	xorpd	.LC28(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	mulsd	.LC178(%rip), %xmm0
	movsd	%xmm0, -8(%r14)
	cmpq	%r14, %r13
	jne	.L1087
.L1086:
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
.LFB192:
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
	jne	.L1094
	movq	8(%rsp), %rdx
	cmpq	$1, %rdx
	je	.L1094
	movq	%rdx, 208(%r12)
.L1093:
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
.L1094:
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
	jmp	.L1093
	.cfi_endproc
.LFE192:
	.size	set_guess_entries, .-set_guess_entries
	.p2align 4
	.type	run_open, @function
run_open:
.LFB64:
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
	jnb	.L1098
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
	jmp	.L1109
	.p2align 4,,10
	.p2align 3
.L1118:
	movq	$-1, (%rdi)
.L1103:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L1102:
	cmpq	%r15, %rbx
	jnb	.L1098
.L1109:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L1100
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L1100
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1117
.L1100:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1103
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L1104
	addq	%rcx, %rdx
.L1105:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1118
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L1103
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
	jmp	.L1103
	.p2align 4,,10
	.p2align 3
.L1104:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L1105
	.p2align 4,,10
	.p2align 3
.L1098:
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
.L1117:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L1101:
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
	jne	.L1101
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L1102
	.cfi_endproc
.LFE64:
	.size	run_open, .-run_open
	.p2align 4
	.type	serve_random, @function
serve_random:
.LFB57:
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
	jnb	.L1119
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
	jmp	.L1130
	.p2align 4,,10
	.p2align 3
.L1136:
	addq	%rbx, %rax
	subq	%r13, %rax
	movq	%rax, %rbx
.L1122:
	movq	48(%r12), %r13
	movq	$-1, %rax
	movq	%r13, %xmm0
	movhps	(%rsp), %xmm0
	movups	%xmm0, (%r12)
	cmpq	$-1, %r13
	je	.L1123
	movq	56(%r12), %rax
	addq	%r13, %rax
.L1123:
	movq	%rax, 16(%r12)
	movq	%r15, 48(%r12)
.L1124:
	movq	16(%rsp), %rdx
	movq	8(%rsp), %rsi
	movq	%r14, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1128
	movq	32(%rsp), %rax
	movq	40(%rsp), %rsi
	cmpq	$-1, %r13
	je	.L1125
	movq	16(%r12), %rdx
	cmpq	%rdx, %rax
	jb	.L1135
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L1128:
	addq	$1, (%rsp)
	cmpq	%rbx, %r13
	jnb	.L1119
.L1130:
	movq	16(%r12), %rax
	cmpq	%r13, %rbp
	jb	.L1136
	movq	24(%rsp), %rcx
	cmpq	%rax, %rbp
	leaq	(%rcx,%rax), %rdx
	cmovb	%rdx, %rbx
	jmp	.L1122
	.p2align 4,,10
	.p2align 3
.L1135:
	addq	%rsi, %rax
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	movq	%rax, 16(%r12)
	jmp	.L1124
	.p2align 4,,10
	.p2align 3
.L1125:
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L1119:
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
.LFE57:
	.size	serve_random, .-serve_random
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB89:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L1152
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
.L1138:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L1143
	.p2align 4,,10
	.p2align 3
.L1139:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L1141
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L1141:
	testq	%r8, %r8
	je	.L1142
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L1142
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L1142:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L1139
.L1143:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L1138
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
.L1152:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE89:
	.size	dist_correct, .-dist_correct
	.section	.rodata.str1.8
	.align 8
.LC183:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.align 8
.LC184:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC185:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC186:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC188:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC189:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC190:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
.LFB171:
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
	movapd	.LC180(%rip), %xmm0
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
	jle	.L1161
	movslq	%r12d, %rax
	movsd	.LC181(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L1160
	.p2align 4,,10
	.p2align 3
.L1194:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1159:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L1193
.L1160:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L1194
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1159
.L1193:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1195
.L1161:
	movsd	.LC24(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L1157:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC183(%rip), %rsi
	pushq	%r14
	leaq	XTICK.0(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	leaq	-240(%rbp), %rax
	movq	%rbx, -272(%rbp)
	movq	%rbx, %rdi
	leaq	.LC184(%rip), %rdx
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
.L1164:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC58(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC185(%rip), %rsi
	mulsd	.LC50(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC51(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L1164
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L1180
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
.L1179:
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
	je	.L1167
	testq	%rbx, %rbx
	je	.L1167
	testq	%rax, %rax
	je	.L1167
	testq	%r14, %r14
	je	.L1196
	movq	.LC181(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L1174
	.p2align 4,,10
	.p2align 3
.L1197:
	divsd	%xmm6, %xmm0
	movsd	.LC24(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC24(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L1170:
	call	log10@PLT
	movq	.LC58(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L1172
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1173:
	movq	-264(%rbp), %rax
	divsd	.LC181(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L1169
.L1174:
	movsd	(%r12), %xmm0
	movsd	.LC66(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L1197
	movq	.LC179(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L1170
	.p2align 4,,10
	.p2align 3
.L1172:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1173
	.p2align 4,,10
	.p2align 3
.L1196:
	movsd	.LC181(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L1169:
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
	js	.L1175
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1176:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC48(%rip), %xmm0
	movsd	.LC49(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC188(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC187(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L1177
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1178:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC189(%rip), %rdx
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
	leaq	.LC190(%rip), %rsi
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
	jne	.L1179
.L1180:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC186(%rip), %rdi
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
.L1177:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1178
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
.L1195:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC182(%rip), %xmm2
	movsd	.LC65(%rip), %xmm3
	movsd	.LC59(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L1163
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
.L1163:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L1157
.L1167:
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
.LFE171:
	.size	spectrum_writer, .-spectrum_writer
	.p2align 4
	.type	set_requests, @function
set_requests:
.LFB190:
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
	jne	.L1206
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L1198
	movl	$1, 0(%rbp,%rdx)
.L1198:
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
.L1206:
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
	jmp	.L1198
	.cfi_endproc
.LFE190:
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
.L1208:
	xorl	%r15d, %r15d
.L1212:
	movq	%rbp, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	72(%rsp), %r12
	movl	$20000000, %eax
	imulq	$1000000000, 64(%rsp), %r13
	movl	$3, %edx
	jmp	.L1211
	.p2align 4,,10
	.p2align 3
.L1227:
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	subl	$1, %eax
	je	.L1226
.L1211:
	testq	%r15, %r15
	jne	.L1227
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	subl	$1, %eax
	jne	.L1211
.L1226:
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
	jne	.L1228
	movl	$1, %r15d
	jmp	.L1212
.L1228:
	subl	$1, 16(%rsp)
	jne	.L1208
	movq	48(%rsp), %rax
	testq	%rax, %rax
	js	.L1214
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1215:
	movsd	.LC192(%rip), %xmm1
	movq	24(%rsp), %rax
	divsd	%xmm0, %xmm1
	movsd	%xmm1, (%rax)
	movq	56(%rsp), %rax
	testq	%rax, %rax
	js	.L1216
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1217:
	movsd	.LC193(%rip), %xmm2
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
	andpd	.LC60(%rip), %xmm0
	movsd	.LC58(%rip), %xmm1
	mulsd	.LC66(%rip), %xmm0
	divsd	%xmm3, %xmm0
	comisd	%xmm0, %xmm1
	movsd	%xmm0, (%rax)
	jb	.L1224
	movsd	(%rbx), %xmm0
.L1207:
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
.L1224:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	jmp	.L1207
.L1214:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1215
.L1216:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1217
	.cfi_endproc
.LFE21:
	.size	estimate_ghz, .-estimate_ghz
	.p2align 4
	.type	walk_run, @function
walk_run:
.LFB70:
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
	movq	144(%rdi), %rdx
	testq	%rax, %rax
	je	.L1255
	leaq	16(%rdi), %rdi
	movq	%rsi, 16(%rsp)
	xorl	%r13d, %r13d
	movq	%rdi, 24(%rsp)
	movq	%rax, 8(%rsp)
	jmp	.L1254
	.p2align 4,,10
	.p2align 3
.L1231:
	movq	128(%rbx), %rax
	cmpq	136(%r15), %rax
	jnb	.L1230
	movq	96(%rbx), %rcx
	cmpq	88(%rbx), %rcx
	je	.L1230
	movq	80(%rbx), %rsi
	leaq	1(%rcx), %rdi
	movq	%rdi, 96(%rbx)
	movq	(%rsi,%rcx,8), %rbp
	cmpl	$2, %r14d
	jne	.L1257
	cmpq	%rdx, %rbp
	jb	.L1235
.L1257:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	movq	%rbp, %r12
	cmovnb	%rbp, %rsi
	cmpl	$1, %r14d
	jne	.L1238
	movq	136(%rbx), %rsi
	movq	112(%rbx), %rax
	movq	(%rax,%rsi,8), %r12
	movq	%rdx, %rsi
	cmpq	%r12, %rbp
	cmovnb	%rbp, %r12
	cmpq	%rdx, %r12
	cmovnb	%r12, %rsi
.L1238:
	movq	104(%rbx), %rax
	movq	40(%r15), %rdx
	testq	%rax, %rax
	je	.L1234
	movq	(%rax,%rcx,8), %rcx
	testq	%rdx, %rdx
	je	.L1277
.L1246:
	movq	24(%rsp), %rdi
	movq	%rcx, %rdx
	call	serve_random
	movq	%rax, %rdx
.L1240:
	movq	112(%rbx), %rax
	testl	%r14d, %r14d
	movq	16(%rsp), %rdi
	movq	136(%rbx), %rcx
	cmove	%rbp, %r12
	movq	%rdx, (%rax,%rcx,8)
	movq	%rdx, %rax
	subq	%r12, %rax
	movq	%rax, (%rdi,%r13,8)
	movq	128(%rbx), %rax
	addq	$1, %r13
.L1235:
	addq	$1, %rax
	movq	%rax, 128(%rbx)
	movq	136(%rbx), %rax
	addq	$1, %rax
	cmpq	120(%rbx), %rax
	jne	.L1253
	xorl	%eax, %eax
.L1253:
	movq	%rax, 136(%rbx)
	movq	8(%rsp), %rax
	cmpq	%rax, %r13
	jnb	.L1230
.L1254:
	cmpl	$3, %r14d
	jne	.L1231
	movq	112(%rbx), %rax
	movq	136(%rbx), %rcx
	movq	(%rax,%rcx,8), %rbp
	movq	144(%r15), %rax
	testq	%rax, %rax
	je	.L1232
	cmpq	%rax, %rbp
	jnb	.L1230
.L1233:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	movq	%rbp, %r12
	cmovnb	%rbp, %rsi
.L1234:
	cmpq	$0, 40(%r15)
	movq	(%r15), %rcx
	jne	.L1246
.L1277:
	movq	16(%rbx), %rax
	leaq	(%rsi,%rcx), %rdx
	cmpq	%rdx, %rax
	jnb	.L1240
	movq	48(%r15), %r8
	cmpq	%rax, %rsi
	jnb	.L1247
	addq	%r8, %rdx
.L1248:
	movq	56(%r15), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	jne	.L1249
	movq	$-1, 16(%rbx)
	jmp	.L1240
	.p2align 4,,10
	.p2align 3
.L1232:
	movq	136(%r15), %rax
	cmpq	%rax, 128(%rbx)
	jb	.L1233
.L1230:
	addq	%r13, 152(%rbx)
	movq	%r13, %rax
	movq	%rdx, 144(%rbx)
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
.L1249:
	.cfi_restore_state
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L1240
	movq	24(%rsp), %rdi
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L1240
	.p2align 4,,10
	.p2align 3
.L1247:
	leaq	(%r8,%rax), %rdi
	leaq	(%rdi,%rcx), %r9
	cmpq	%rdi, %rsi
	cmovb	%r9, %rdx
	jmp	.L1248
.L1255:
	xorl	%r13d, %r13d
	jmp	.L1230
	.cfi_endproc
.LFE70:
	.size	walk_run, .-walk_run
	.p2align 4
	.type	run_closed, @function
run_closed:
.LFB63:
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
	jnb	.L1278
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
	jmp	.L1288
	.p2align 4,,10
	.p2align 3
.L1298:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L1283:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L1282:
	cmpq	%r15, %rbp
	jnb	.L1278
.L1288:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L1280
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L1280
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1297
.L1280:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L1283
	cmpq	%rax, %rbx
	jnb	.L1284
	addq	%r8, %rdx
.L1285:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1298
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L1283
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
	jmp	.L1283
	.p2align 4,,10
	.p2align 3
.L1284:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L1285
	.p2align 4,,10
	.p2align 3
.L1278:
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
.L1297:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L1281:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L1281
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L1282
	.cfi_endproc
.LFE63:
	.size	run_closed, .-run_closed
	.section	.rodata.str1.1
.LC195:
	.string	"open: from the intended send"
.LC196:
	.string	"closed: from the actual send"
	.section	.rodata.str1.8
	.align 8
.LC198:
	.string	"No stall: the first second, the latency of each request by its due time"
	.section	.rodata.str1.1
.LC199:
	.string	"due time (ms)"
.LC200:
	.string	"%d"
	.text
	.p2align 4
	.type	first_second_writer, @function
first_second_writer:
.LFB173:
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
	movapd	.LC197(%rip), %xmm0
	movq	(%rsp), %r11
	movq	%rax, %r15
	movaps	%xmm0, 16(%rsp)
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 32(%rsp)
	testq	%r11, %r11
	je	.L1300
	testq	%rax, %rax
	je	.L1300
	testq	%rbx, %rbx
	je	.L1329
	movq	8(%rbp), %r12
	pxor	%xmm1, %xmm1
	movq	%r11, %r14
	leaq	(%r12,%rbx,8), %rbx
	jmp	.L1306
	.p2align 4,,10
	.p2align 3
.L1331:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1305:
	divsd	.LC181(%rip), %xmm0
	addq	$8, %r12
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%rbx, %r12
	je	.L1330
.L1306:
	movq	(%r12), %rax
	testq	%rax, %rax
	jns	.L1331
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1305
	.p2align 4,,10
	.p2align 3
.L1330:
	movsd	.LC182(%rip), %xmm6
	movq	%r14, %r11
	mulsd	%xmm0, %xmm6
	movq	%xmm6, %rbx
.L1302:
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
	ja	.L1332
.L1307:
	movapd	%xmm1, %xmm0
	movq	%r11, (%rsp)
	xorl	%ebx, %ebx
	leaq	.LC185(%rip), %r14
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	movl	$500, %ecx
	leaq	.LC198(%rip), %rax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movq	%r13, %rdi
	mulsd	%xmm0, %xmm2
	leaq	.LC183(%rip), %rsi
	movsd	%xmm2, 40(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 152
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 160
	call	fprintf@PLT
	leaq	32(%rsp), %rax
	leaq	.LC199(%rip), %rdx
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
.L1308:
	movl	%ebx, %ecx
	leaq	.LC200(%rip), %rdx
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
	divsd	.LC74(%rip), %xmm1
	mulsd	.LC50(%rip), %xmm1
	addsd	.LC51(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpl	$1100, %ebx
	jne	.L1308
	movq	(%rsp), %r11
	movsd	.LC181(%rip), %xmm1
	movl	$78, %r14d
	movl	$1, %r12d
	movq	%r11, %rbx
.L1309:
	movq	24(%rbp), %r8
	testq	%r8, %r8
	je	.L1322
	movq	16(%rbp), %rcx
	leaq	0(,%r8,8), %rdx
	xorl	%eax, %eax
	jmp	.L1318
	.p2align 4,,10
	.p2align 3
.L1334:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%rbx,%rax)
	cmpl	$1, %r12d
	je	.L1333
.L1312:
	movq	0(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	js	.L1316
.L1328:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L1315:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%r15,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	je	.L1322
.L1318:
	movq	(%rcx,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L1334
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
	jne	.L1312
.L1333:
	movq	8(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L1328
.L1316:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1315
	.p2align 4,,10
	.p2align 3
.L1322:
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
	leaq	.LC195(%rip), %rcx
	leaq	.LC196(%rip), %rax
	movl	$120, %r8d
	leaq	.LC190(%rip), %rsi
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
	je	.L1320
	movq	.LC181(%rip), %rax
	movl	$60, %r14d
	movq	%rax, %xmm1
	jmp	.L1309
	.p2align 4,,10
	.p2align 3
.L1320:
	movq	%r13, %rcx
	movl	$7, %edx
	movl	$1, %esi
	movq	%rbx, (%rsp)
	leaq	.LC186(%rip), %rdi
	call	fwrite@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1299:
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
.L1332:
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
	jmp	.L1307
.L1329:
	xorl	%ebx, %ebx
	movq	%rbx, %xmm1
	jmp	.L1302
.L1300:
	movq	%r11, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1299
	.cfi_endproc
.LFE173:
	.size	first_second_writer, .-first_second_writer
	.section	.rodata.str1.8
	.align 8
.LC201:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC202:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC203:
	.string	"%g"
.LC204:
	.string	"#2e8b57"
.LC205:
	.string	"#1f5fbf"
.LC206:
	.string	"closed: one sample of %s us"
.LC207:
	.string	"open: %lu requests delayed"
.LC208:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC209:
	.string	"corrected: %lu samples imputed every %s us"
	.text
	.p2align 4
	.type	timeline_writer, @function
timeline_writer:
.LFB172:
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
	jb	.L1336
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L1336:
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
	js	.L1337
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L1338:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L1339
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L1340:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L1390
	cmpq	$0, -368(%rbp)
	je	.L1390
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L1344
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1345:
	subsd	%xmm2, %xmm0
	movsd	.LC181(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L1346
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1347:
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
	js	.L1348
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L1349:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC181(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L1388
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L1353
	.p2align 4,,10
	.p2align 3
.L1406:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1352:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC181(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L1405
.L1353:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L1406
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1352
	.p2align 4,,10
	.p2align 3
.L1405:
	movsd	.LC182(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L1350:
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
	ja	.L1407
.L1354:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC181(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	48(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L1355
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1356:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC201(%rip), %rdx
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
	leaq	.LC183(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rax
	leaq	.LC202(%rip), %rdx
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
	movsd	.LC60(%rip), %xmm1
	movsd	.LC59(%rip), %xmm6
	movapd	%xmm0, %xmm5
	movq	.LC181(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L1408
.L1357:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L1409
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC185(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L1363:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC60(%rip), %xmm0
	leaq	.LC203(%rip), %rdx
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
	mulsd	.LC50(%rip), %xmm1
	addsd	.LC51(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	-312(%rbp), %xmm4
	addsd	-352(%rbp), %xmm4
	movsd	-328(%rbp), %xmm6
	movq	.LC181(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L1363
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L1364:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L1410
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
	jmp	.L1369
	.p2align 4,,10
	.p2align 3
.L1412:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1366:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L1367
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1368:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L1411
.L1369:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L1412
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
.L1367:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1368
	.p2align 4,,10
	.p2align 3
.L1411:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC208(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC181(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L1413
.L1384:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L1377
	.p2align 4,,10
	.p2align 3
.L1415:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1374:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L1375
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L1376:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L1414
.L1377:
	testq	%rdx, %rdx
	jns	.L1415
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1374
	.p2align 4,,10
	.p2align 3
.L1375:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1376
	.p2align 4,,10
	.p2align 3
.L1414:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC204(%rip), %r9
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
	movq	.LC181(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L1372
.L1371:
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
	jmp	.L1383
	.p2align 4,,10
	.p2align 3
.L1416:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1380:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L1381
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1382:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L1372
.L1383:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L1416
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
.L1381:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1382
	.p2align 4,,10
	.p2align 3
.L1410:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC208(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC181(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L1384
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC204(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L1372:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC205(%rip), %r9
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
	leaq	.LC206(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC205(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC190(%rip), %rbx
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
	leaq	.LC207(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC208(%rip), %rax
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
	leaq	.LC209(%rip), %rdx
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
	leaq	.LC45(%rip), %rax
	pushq	%r13
	movl	$96, %r9d
	movl	$92, %edx
	movq	%rbx, %rsi
	pushq	$100
	movl	$120, %r8d
	movq	%r14, %rdi
	pushq	$126
	pushq	%rax
	leaq	.LC204(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC186(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1335:
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
.L1408:
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
	jmp	.L1357
	.p2align 4,,10
	.p2align 3
.L1407:
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
	jmp	.L1354
	.p2align 4,,10
	.p2align 3
.L1355:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1356
	.p2align 4,,10
	.p2align 3
.L1348:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L1349
	.p2align 4,,10
	.p2align 3
.L1346:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1347
	.p2align 4,,10
	.p2align 3
.L1344:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1345
	.p2align 4,,10
	.p2align 3
.L1339:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L1340
	.p2align 4,,10
	.p2align 3
.L1337:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L1338
	.p2align 4,,10
	.p2align 3
.L1388:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L1350
	.p2align 4,,10
	.p2align 3
.L1409:
	leaq	-240(%rbp), %r12
	jmp	.L1364
	.p2align 4,,10
	.p2align 3
.L1413:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC204(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC181(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L1371
.L1390:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1335
	.cfi_endproc
.LFE172:
	.size	timeline_writer, .-timeline_writer
	.section	.rodata.str1.1
.LC210:
	.string	"ok %s\n"
.LC211:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB248:
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
	je	.L1429
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1422:
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
	jc	.L1422
	leaq	80(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC57(%rip), %rdx
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
.L1425:
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
	jc	.L1425
	leaq	(%rbx,%rsi), %rcx
	leaq	32(%rsp), %rbx
	movq	24(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC57(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC211(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1417:
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
.L1429:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC210(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1417
	.cfi_endproc
.LFE248:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC212:
	.string	"parse_time '%s'%s"
.LC213:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB249:
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
	jne	.L1436
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC213(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC212(%rip), %rdx
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
.L1436:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC8(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC212(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L1437
.L1433:
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
.L1437:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L1433
	.cfi_endproc
.LFE249:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.8
	.align 8
.LC214:
	.string	"CHECK FAILED rep=%u %s %s expected=%s actual=%s\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB117:
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
	je	.L1450
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1443:
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
	jc	.L1443
	leaq	96(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC57(%rip), %rdx
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
.L1446:
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
	jc	.L1446
	leaq	(%rbx,%rsi), %rcx
	leaq	48(%rsp), %rbx
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC57(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rcx
	movl	20(%rsp), %esi
	xorl	%eax, %eax
	movq	24(%rsp), %rdx
	movq	%rbp, %r9
	movq	%rbx, %r8
	leaq	.LC214(%rip), %rdi
	call	printf@PLT
.L1438:
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
.L1450:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L1438
	.cfi_endproc
.LFE117:
	.size	check, .-check
	.section	.rodata.str1.1
.LC215:
	.string	"sum_ns"
.LC216:
	.string	"corrected"
.LC217:
	.string	"stalls"
.LC218:
	.string	"closed"
.LC219:
	.string	"open"
.LC220:
	.string	"last_completion_ns"
	.text
	.p2align 4
	.type	check_outcome, @function
check_outcome:
.LFB118:
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
.L1452:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L1453:
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
	jne	.L1453
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbp
	xorl	%r9d, %r9d
	movq	%rbx, %rdx
	movq	$0, 56(%rsp)
	leaq	.LC136(%rip), %rcx
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
	leaq	.LC215(%rip), %rcx
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
	jne	.L1452
	movq	72(%rsp), %rbx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC131(%rip), %rcx
	leaq	.LC217(%rip), %r13
	leaq	.LC218(%rip), %r14
	movq	160(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	leaq	.LC216(%rip), %rdx
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
	leaq	.LC219(%rip), %r13
	xorl	%r9d, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	248(%rbp), %r8
	movq	%r13, %rdx
	movl	%r15d, 36(%rsp)
	leaq	.LC220(%rip), %r15
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
.LFE118:
	.size	check_outcome, .-check_outcome
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB83:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L1464
	testq	%r8, %r8
	je	.L1464
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
	jne	.L1457
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L1467
.L1459:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L1457:
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
.L1464:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L1467:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L1462
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L1460:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L1468
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L1459
	.p2align 4,,10
	.p2align 3
.L1462:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L1460
.L1468:
	movl	$1, 24(%rbx)
	jmp	.L1457
	.cfi_endproc
.LFE83:
	.size	dist_add, .-dist_add
	.p2align 4
	.type	closed_form, @function
closed_form:
.LFB96:
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
	je	.L1470
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
	jnb	.L1529
.L1470:
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
	je	.L1474
	movq	8(%rsp), %rax
	movq	88(%rsp), %rdi
	subq	%rdi, %rax
	cmpq	%rax, 24(%rsp)
	jnb	.L1530
.L1474:
	movq	16(%rsp), %rax
	movq	8(%rsp), %rcx
	movq	(%rsp), %rdi
	imulq	%rcx, %rax
	addq	%rdi, %rax
.L1475:
	movq	%rax, 264(%r14)
	movl	152(%rbx), %eax
	testl	%eax, %eax
	je	.L1531
	cmpl	$1, %eax
	jne	.L1484
	movq	96(%rsp), %r12
	movq	(%rsp), %rsi
	addq	%rsi, %r12
	testq	%r13, %r13
	je	.L1485
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
	jb	.L1486
	movq	16(%rsp), %rax
	movq	88(%rsp), %rcx
	imulq	%rcx, %rax
	addq	%rax, %r12
	jmp	.L1483
.L1484:
	movq	48(%rbx), %r9
	movq	(%rbx), %rsi
	movq	144(%rbx), %rdi
	testq	%r9, %r9
	je	.L1488
	movq	56(%rbx), %r8
	movq	64(%rbx), %r10
	xorl	%ecx, %ecx
	xorl	%r13d, %r13d
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L1489:
	movq	%r8, %rdx
	xorl	%eax, %eax
	imulq	%r13, %rdx
	addq	%r10, %rdx
	cmpq	%r12, %rdx
	jb	.L1492
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rsi
.L1492:
	testq	%rdi, %rdi
	je	.L1493
	movq	%rsi, %rdx
	imulq	%rax, %rdx
	addq	%r12, %rdx
	cmpq	%rdi, %rdx
	setnb	%dl
.L1494:
	testb	%dl, %dl
	jne	.L1495
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%rsi, %rax
	addq	%r9, %rax
	addq	%rax, %r12
	addq	$1, %r13
	je	.L1489
	testq	%r8, %r8
	jne	.L1489
.L1495:
	testq	%rdi, %rdi
	jne	.L1532
.L1491:
	movq	136(%rbx), %r8
	subq	%rcx, %r8
.L1498:
	testq	%r8, %r8
	je	.L1497
	movq	%rsi, %rax
	imulq	%r8, %rax
	addq	%rax, %r12
.L1497:
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
	jmp	.L1483
.L1529:
	movq	56(%rbx), %r10
	xorl	%edx, %edx
	movq	%r10, %rax
	divq	%rbp
	movq	%rax, %rsi
	movl	$1, %eax
	cmpq	%rbp, %r10
	jb	.L1472
	movq	%rdi, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%rsi
	addq	$1, %rax
.L1472:
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
	jmp	.L1470
.L1530:
	movq	16(%rsp), %rdx
	movq	(%rsp), %rcx
	movq	%r11, %rax
	subq	%rdi, %rax
	imulq	%rdi, %rdx
	movq	96(%rsp), %rdi
	imulq	%rcx, %rax
	addq	%rdi, %rdx
	addq	%rdx, %rax
	jmp	.L1475
	.p2align 4,,10
	.p2align 3
.L1493:
	leaq	(%rax,%rcx), %rdx
	cmpq	136(%rbx), %rdx
	setnb	%dl
	jmp	.L1494
.L1531:
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
.L1482:
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
	jb	.L1477
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	movq	%rbx, %rsi
	call	dist_add
	cmpq	%r14, %r12
	jnb	.L1479
	movq	24(%rsp), %r11
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r15
	leaq	-1(%r14), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r12, %rdx
	jnb	.L1533
.L1480:
	addq	$1, %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
	cmpq	%r14, %r12
	jb	.L1504
.L1479:
	addq	$8, %r13
	cmpq	%r13, 16(%rsp)
	jne	.L1482
	movq	32(%rsp), %r14
	movq	%rbp, %rbx
	movq	40(%rsp), %r15
	movq	(%rsp), %rbp
	movq	248(%r14), %rax
	movq	264(%r14), %r12
	movq	%rax, 240(%r14)
.L1483:
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	movq	%r12, 256(%r14)
	jne	.L1534
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%r14, %rcx
	movq	%rbp, %rdi
	leaq	176(%rsp), %r12
	call	dist_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L1500
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	80(%r14), %rcx
	movq	%r15, %rdi
	call	dist_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L1500
	movq	168(%rbx), %rax
	cmpl	$0, 176(%rbx)
	movq	%rax, 272(%r14)
	je	.L1501
	movq	(%r14), %rcx
	movq	104(%rsp), %rdi
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	orq	$-1, %rax
	subq	%rdx, %rcx
	cmpq	%rdi, %rcx
	jb	.L1502
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
.L1502:
	movq	%rax, 272(%r14)
.L1501:
	movq	272(%r14), %rsi
	leaq	176(%rsp), %r12
	movq	%rbp, %rdi
	movq	%r12, %rdx
	call	dist_correct
	cmpl	$0, 200(%rsp)
	jne	.L1503
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	160(%r14), %rcx
	movq	%r12, %rdi
	call	dist_summarise
	movl	%eax, %r13d
.L1500:
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
.L1477:
	.cfi_restore_state
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	movq	%rbx, %rsi
	call	dist_add
	cmpq	%r14, %r12
	jnb	.L1479
.L1504:
	movq	%r14, %rcx
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	subq	%r12, %rcx
	imulq	%r15, %r12
	subq	%r12, %rbx
	movq	%rbx, %rsi
	call	dist_add
	jmp	.L1479
.L1485:
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
.L1486:
	movq	8(%rsp), %rax
	movq	16(%rsp), %r12
	imulq	%rax, %r12
	movq	(%rsp), %rax
	addq	%rax, %r12
	jmp	.L1483
.L1532:
	xorl	%r8d, %r8d
	cmpq	%rdi, %r12
	jnb	.L1497
.L1490:
	movq	%rdi, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r8
	jmp	.L1498
.L1533:
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
	jmp	.L1480
.L1534:
	leaq	176(%rsp), %r12
.L1503:
	orl	$-1, %r13d
	jmp	.L1500
.L1488:
	xorl	%r13d, %r13d
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	testq	%rdi, %rdi
	jne	.L1490
	jmp	.L1491
	.cfi_endproc
.LFE96:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.8
	.align 8
.LC221:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC222:
	.string	"unexpected argument '%s': %s"
.LC223:
	.string	"see bench --help"
.LC224:
	.string	"unknown option '%s': %s"
.LC225:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC226:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC227:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC228:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC229:
	.string	"at most 1000 characters"
.LC230:
	.string	"%s: the value is too long: %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB310:
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
	jle	.L1560
	movl	%esi, 36(%rsp)
	xorl	%ebp, %ebp
	leaq	5616+OPTIONS(%rip), %r12
	movl	%ebp, %r9d
	.p2align 4,,10
	.p2align 3
.L1536:
	movslq	%r9d, %rax
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 8(%rsp)
	movq	24(%rsp), %rcx
	movq	(%rcx,%rax,8), %rax
	cmpb	$45, (%rax)
	movq	%rax, 16(%rsp)
	jne	.L1564
	cmpb	$104, 1(%rax)
	jne	.L1564
	cmpb	$0, 2(%rax)
	movl	$-1, %r13d
	leaq	.LC0(%rip), %rbx
	jne	.L1564
.L1539:
	leaq	OPTIONS(%rip), %r14
	xorl	%ebp, %ebp
	movl	%r13d, %eax
	movl	%r9d, %r15d
	jmp	.L1544
	.p2align 4,,10
	.p2align 3
.L1540:
	addl	$1, %ebp
	addq	$104, %r14
	cmpl	$54, %ebp
	je	.L1543
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L1544:
	movq	(%r14), %rdi
	testl	%eax, %eax
	jne	.L1540
	movslq	%ebp, %rcx
	movl	%r15d, %r9d
	movl	%eax, %r15d
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rcx,%rax,4), %rax
	leaq	OPTIONS(%rip), %rcx
	leaq	(%rcx,%rax,8), %rax
	movl	8(%rax), %ecx
	cmpl	$2, %ecx
	je	.L1581
	leal	1(%r9), %edx
	movl	%edx, 32(%rsp)
	cmpl	$1, %ecx
	je	.L1582
	movl	32(%rsp), %ecx
	cmpl	%ecx, 36(%rsp)
	je	.L1583
	movq	8(%rsp), %rcx
	movq	24(%rsp), %rax
	movq	8(%rax,%rcx), %rdx
	cmpb	$45, (%rdx)
	movq	%rdx, 8(%rsp)
	jne	.L1566
	cmpb	$104, 1(%rdx)
	jne	.L1566
	cmpb	$0, 2(%rdx)
	movl	$-1, %eax
	leaq	.LC0(%rip), %rcx
	jne	.L1566
.L1552:
	leaq	104+OPTIONS(%rip), %r14
	movq	%rbx, 48(%rsp)
	movq	%rcx, %rbp
	movq	%r14, %rbx
	jmp	.L1555
	.p2align 4,,10
	.p2align 3
.L1553:
	cmpq	%r12, %rbx
	je	.L1554
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$104, %rbx
	call	strcmp@PLT
.L1555:
	testl	%eax, %eax
	jne	.L1553
	movq	8(%rsp), %r8
	movq	16(%rsp), %rcx
	leaq	.LC228(%rip), %rdx
	movl	$2048, %esi
	movq	40(%rsp), %rdi
	call	snprintf@PLT
.L1547:
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
.L1554:
	.cfi_restore_state
	movq	8(%rsp), %rdi
	movq	48(%rsp), %rbx
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L1584
	movl	%r13d, %eax
	jmp	.L1556
	.p2align 4,,10
	.p2align 3
.L1557:
	addl	$1, %r15d
	cmpl	$54, %r15d
	je	.L1546
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	addq	$104, %r14
	call	strcmp@PLT
.L1556:
	testl	%eax, %eax
	jne	.L1557
	movslq	%r15d, %rdx
	leaq	(%rdx,%rdx,2), %rax
	leaq	(%rdx,%rax,4), %rax
	leaq	OPTIONS(%rip), %rdx
	leaq	(%rdx,%rax,8), %rsi
	movq	48(%rsi), %rax
	testq	%rax, %rax
	je	.L1546
	movq	40(%rsp), %rcx
	movq	8(%rsp), %rdx
	movl	$2048, %r8d
	movq	56(%rsp), %rdi
	call	*%rax
	testl	%eax, %eax
	jne	.L1547
.L1549:
	movl	32(%rsp), %r9d
	addl	$1, %r9d
	cmpl	%r9d, 36(%rsp)
	jg	.L1536
.L1560:
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
.L1564:
	.cfi_restore_state
	movq	16(%rsp), %rbx
	leaq	.LC1(%rip), %rsi
	movl	%r9d, 32(%rsp)
	movq	%rbx, %rdi
	call	strcmp@PLT
	movl	32(%rsp), %r9d
	movl	%eax, %r13d
	jmp	.L1539
	.p2align 4,,10
	.p2align 3
.L1566:
	movq	8(%rsp), %r14
	leaq	.LC1(%rip), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
	movq	%r14, %rcx
	jmp	.L1552
	.p2align 4,,10
	.p2align 3
.L1543:
	movq	16(%rsp), %rax
	cmpb	$45, (%rax)
	je	.L1585
.L1565:
	movq	16(%rsp), %rcx
	movq	40(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC221(%rip), %r8
	leaq	.LC222(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1547
	.p2align 4,,10
	.p2align 3
.L1582:
	movl	%r9d, 8(%rsp)
	movq	40(%rsp), %rcx
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	56(%rsp), %rdi
	movl	$2048, %r8d
	call	*48(%rax)
	movl	8(%rsp), %r9d
	movl	%r9d, 32(%rsp)
	jmp	.L1549
.L1585:
	cmpb	$45, 1(%rax)
	jne	.L1565
.L1546:
	movq	16(%rsp), %rcx
	movq	40(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC223(%rip), %r8
	leaq	.LC224(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1547
.L1581:
	movq	%rdi, %rcx
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC225(%rip), %r8
	leaq	.LC226(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1547
.L1583:
	movq	16(%rsp), %rcx
	movq	40(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC223(%rip), %r8
	leaq	.LC227(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1547
.L1584:
	movq	16(%rsp), %rcx
	movq	40(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC229(%rip), %r8
	leaq	.LC230(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1547
	.cfi_endproc
.LFE310:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.1
.LC231:
	.string	", "
.LC232:
	.string	" or "
.LC233:
	.string	"out of memory"
.LC234:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC235:
	.string	"--scenario %s is the lab's (it sets %s): run ./lab --scenario %s"
	.align 8
.LC236:
	.string	"--scenario '%s' is not valid: use "
	.text
	.p2align 4
	.type	apply_scenario.constprop.0, @function
apply_scenario.constprop.0:
.LFB312:
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
.L1588:
	movq	(%r12), %r13
	movq	16(%rsp), %rdi
	movq	%r13, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1587
	addl	$1, %r14d
	addq	$24, %r12
	cmpl	$21, %r14d
	jne	.L1588
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	leaq	.LC236(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	movl	%eax, %r15d
	testl	%eax, %eax
	jle	.L1612
	leaq	.LC231(%rip), %r8
	cltq
	xorl	%r14d, %r14d
	movl	$2048, %ebx
	leaq	.LC41(%rip), %r12
	movq	%r8, %r13
	cmpl	$2047, %r15d
	jg	.L1612
.L1613:
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
	jg	.L1612
	testl	%r15d, %r15d
	jle	.L1612
	movslq	%r15d, %rax
	addq	$24, %rbp
	cmpl	$2047, %r15d
	jg	.L1612
	cmpl	$18, %r14d
	jle	.L1621
	cmpl	$19, %r14d
	je	.L1645
	movq	24(%rsp), %rdi
	subq	%rax, %rbx
	movq	0(%rbp), %rcx
	movq	%r12, %rdx
	movq	%rbx, %rsi
	leaq	.LC8(%rip), %r8
	addq	%rax, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1612
	.p2align 4,,10
	.p2align 3
.L1587:
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
	je	.L1646
	leaq	56(%rsp), %r13
	leaq	.LC46(%rip), %rbp
	movq	%r13, %rdx
	movq	%rbp, %rsi
	call	strtok_r@PLT
	testq	%rax, %rax
	je	.L1592
	leaq	64(%rsp), %rcx
	movl	$1, %r15d
	movq	%rbx, 8(%rsp)
	movq	%rcx, 32(%rsp)
	movq	%r15, %rbx
	movq	%rcx, %r15
	.p2align 4,,10
	.p2align 3
.L1593:
	movq	%r13, %rdx
	movq	%rbp, %rsi
	xorl	%edi, %edi
	movq	%rax, -8(%r15,%rbx,8)
	call	strtok_r@PLT
	movl	%ebx, %r12d
	movq	%rbx, %rdx
	addq	$1, %rbx
	testq	%rax, %rax
	je	.L1642
	cmpl	$31, %r12d
	jle	.L1593
.L1642:
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
.L1602:
	movslq	%ebp, %rax
	movq	64(%rsp,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L1622
	cmpb	$104, 1(%r14)
	jne	.L1622
	cmpb	$0, 2(%r14)
	jne	.L1622
	movl	$-1, %eax
	leaq	.LC0(%rip), %r14
.L1598:
	leaq	104+OPTIONS(%rip), %r12
	xorl	%r15d, %r15d
	jmp	.L1601
	.p2align 4,,10
	.p2align 3
.L1599:
	addl	$1, %r15d
	cmpl	$54, %r15d
	je	.L1618
	movq	(%r12), %rsi
	movq	%r14, %rdi
	addq	$104, %r12
	call	strcmp@PLT
.L1601:
	testl	%eax, %eax
	jne	.L1599
	movabsq	$5675921253449092805, %rdx
	movslq	%r15d, %r15
	leaq	(%r15,%r15,2), %rax
	leaq	(%r15,%rax,4), %rax
	imulq	%rax, %rdx
	cmpl	$1, 8(%r13,%rax,8)
	movl	%ebp, %eax
	adcl	$0, %eax
	movb	$1, 512(%rbx,%rdx)
.L1600:
	movl	8(%rsp), %ecx
	leal	1(%rax), %ebp
	cmpl	%ecx, %eax
	jl	.L1602
	movl	40(%rsp), %r12d
	movq	%rbx, 40(%rsp)
	movl	%ecx, %eax
	movq	32(%rsp), %rbp
	leaq	72(%rsp,%rax,8), %r14
	movl	%r12d, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L1610:
	movq	0(%rbp), %r15
	cmpb	$45, (%r15)
	jne	.L1623
	cmpb	$104, 1(%r15)
	jne	.L1623
	cmpb	$0, 2(%r15)
	jne	.L1623
	movl	$-1, %eax
	leaq	.LC0(%rip), %r15
.L1604:
	leaq	OPTIONS(%rip), %r12
	xorl	%ebx, %ebx
	jmp	.L1608
	.p2align 4,,10
	.p2align 3
.L1605:
	addl	$1, %ebx
	addq	$104, %r12
	cmpl	$54, %ebx
	je	.L1607
	movq	(%r12), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
.L1608:
	movq	(%r12), %r8
	testl	%eax, %eax
	jne	.L1605
	movslq	%ebx, %rcx
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rcx,%rax,4), %rax
	movl	44(%r13,%rax,8), %eax
	testl	%eax, %eax
	jne	.L1647
.L1607:
	addq	$8, %rbp
	cmpq	%r14, %rbp
	jne	.L1610
	movl	8(%rsp), %r12d
	movq	40(%rsp), %rbx
.L1596:
	movq	24(%rsp), %rcx
	movq	32(%rsp), %rdx
	movl	%r12d, %esi
	movq	%rbx, %rdi
	call	apply_args.constprop.0
.L1586:
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
.L1623:
	.cfi_restore_state
	leaq	.LC1(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	jmp	.L1604
	.p2align 4,,10
	.p2align 3
.L1622:
	leaq	.LC1(%rip), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
	jmp	.L1598
	.p2align 4,,10
	.p2align 3
.L1618:
	movl	%ebp, %eax
	jmp	.L1600
.L1647:
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	leaq	.LC235(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%rcx, %r9
	call	snprintf@PLT
.L1612:
	movl	$-1, %eax
	jmp	.L1586
.L1621:
	movq	%r13, %r8
	jmp	.L1613
.L1645:
	leaq	.LC232(%rip), %r8
	jmp	.L1613
.L1592:
	movq	40(%rsp), %xmm0
	leaq	64(%rsp), %rax
	movq	%rax, 32(%rsp)
	movhps	8(%r12), %xmm0
	xorl	%r12d, %r12d
	movups	%xmm0, 456(%rbx)
	jmp	.L1596
.L1646:
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC233(%rip), %r8
	leaq	.LC234(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1612
	.cfi_endproc
.LFE312:
	.size	apply_scenario.constprop.0, .-apply_scenario.constprop.0
	.section	.rodata.str1.1
.LC237:
	.string	"it ended early"
	.section	.rodata.str1.8
	.align 8
.LC238:
	.string	"--arrivals '%s' changed while the run read it: %s"
	.text
	.p2align 4
	.type	due_next, @function
due_next:
.LFB52:
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
	jne	.L1661
	movq	112(%rbp), %rdx
	testq	%rdx, %rdx
	je	.L1651
	movq	(%rdx,%rax,8), %rax
.L1648:
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
.L1651:
	.cfi_restore_state
	movl	72(%rbp), %edx
	testl	%edx, %edx
	je	.L1662
	cmpl	$1, %edx
	je	.L1663
	leaq	32(%rsp), %r12
	leaq	24(%rsp), %rsi
	movl	$256, %ecx
	leaq	40(%rdi), %rdi
	movq	%r12, %rdx
	call	numbers_next
	cmpl	$1, %eax
	je	.L1664
	testl	%eax, %eax
	leaq	.LC237(%rip), %rax
	movq	104(%rbp), %rcx
	leaq	.LC238(%rip), %rdx
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
	je	.L1665
.L1658:
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$1, 112(%rbx)
.L1661:
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
.L1662:
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
.L1663:
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
	mulsd	.LC27(%rip), %xmm1
	subsd	%xmm1, %xmm0
	call	log@PLT
	xorpd	.LC28(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	movsd	.LC31(%rip), %xmm1
	mulsd	.LC178(%rip), %xmm0
	addsd	24(%rbx), %xmm0
	comisd	%xmm1, %xmm0
	movsd	%xmm0, 24(%rbx)
	jnb	.L1654
	cvttsd2siq	%xmm0, %rax
	jmp	.L1648
	.p2align 4,,10
	.p2align 3
.L1665:
	movq	%r12, %rcx
	leaq	.LC57(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$2, run_fault(%rip)
	jmp	.L1658
	.p2align 4,,10
	.p2align 3
.L1664:
	movq	24(%rsp), %rax
	movq	%rax, 104(%rbx)
	jmp	.L1648
	.p2align 4,,10
	.p2align 3
.L1654:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1648
	.cfi_endproc
.LFE52:
	.size	due_next, .-due_next
	.p2align 4
	.type	due_fill.constprop.0, @function
due_fill.constprop.0:
.LFB314:
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
	je	.L1667
.L1670:
	xorl	%r13d, %r13d
	cmpq	%rdx, %rcx
	je	.L1666
	.p2align 4,,10
	.p2align 3
.L1668:
	movq	%rbx, %rdi
	call	due_next
	movq	%rax, (%r12,%r13,8)
	addq	$1, %r13
	cmpq	%rbp, %r13
	jb	.L1668
.L1666:
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
.L1667:
	.cfi_restore_state
	cmpl	$1, 72(%rax)
	jne	.L1670
	cmpq	%rdx, %rcx
	je	.L1671
	movsd	16(%rdi), %xmm3
	xorl	%r13d, %r13d
	movabsq	$-7046029254386353131, %r15
	movabsq	$-4658895280553007687, %r14
	movsd	%xmm3, 8(%rsp)
	jmp	.L1674
	.p2align 4,,10
	.p2align 3
.L1682:
	cvttsd2siq	%xmm0, %rax
	movq	%rax, (%r12,%r13,8)
.L1673:
	addq	$1, %r13
	cmpq	%rbp, %r13
	jnb	.L1681
.L1674:
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
	mulsd	.LC27(%rip), %xmm0
	subsd	%xmm0, %xmm1
	movapd	%xmm1, %xmm0
	call	log@PLT
	xorpd	.LC28(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	mulsd	.LC178(%rip), %xmm0
	addsd	24(%rbx), %xmm0
	comisd	.LC31(%rip), %xmm0
	movsd	%xmm0, 24(%rbx)
	jb	.L1682
	subsd	.LC31(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, (%r12,%r13,8)
	movabsq	$-9223372036854775808, %rax
	xorq	%rax, (%r12,%r13,8)
	jmp	.L1673
.L1681:
	movq	8(%rbx), %rdx
.L1671:
	addq	%rbp, %rdx
	movq	%rdx, 8(%rbx)
	jmp	.L1666
	.cfi_endproc
.LFE314:
	.size	due_fill.constprop.0, .-due_fill.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC239:
	.string	"bench: internal error: the reference overran %lu samples\n"
	.text
	.p2align 4
	.type	ref_walk_whole.constprop.0, @function
ref_walk_whole.constprop.0:
.LFB315:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
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
	movl	$10, %ecx
	subq	$33064, %rsp
	.cfi_def_cfa_offset 33120
	leaq	64(%rsp), %rdi
	movq	%r9, 24(%rsp)
	movq	$0, 60(%rsp)
	movq	$0, 136(%rsp)
	rep stosq
	movq	%r13, 48(%rsp)
	movq	$-1, %rax
	movl	%esi, 56(%rsp)
	cmpq	$0, 48(%r13)
	movq	%r13, 128(%rsp)
	je	.L1684
	movq	64(%r13), %rax
.L1684:
	movq	160(%r13), %rdi
	movl	$8, %esi
	movq	%rax, 144(%rsp)
	call	calloc@PLT
	movq	%rax, 16(%rsp)
	movq	%rax, 96(%rsp)
	testq	%rax, %rax
	je	.L1698
	movq	$0, (%r15)
	leaq	160(%rsp), %rax
	leaq	288(%rsp), %rbp
	movq	%r13, %rsi
	movq	%rbp, %rdx
	movq	%rax, %rdi
	movq	%rax, 8(%rsp)
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L1714
.L1686:
	leaq	48(%rsp), %r13
	cmpl	$3, %r14d
	je	.L1688
	jmp	.L1696
	.p2align 4,,10
	.p2align 3
.L1710:
	testq	%r14, %r14
	je	.L1691
.L1688:
	movq	(%r15), %rax
	movq	%rbx, %rdx
	pxor	%xmm0, %xmm0
	movq	%r13, %rdi
	movq	%rbp, 64(%rsp)
	subq	%rax, %rdx
	leaq	(%r12,%rax,8), %rsi
	movups	%xmm0, 72(%rsp)
	movq	$0, 88(%rsp)
	call	ref_client
	movq	%rax, %r14
	movq	(%r15), %rax
	addq	%r14, %rax
	movq	%rax, (%r15)
	cmpq	%rax, %rbx
	jne	.L1710
	leaq	40(%rsp), %rsi
	movl	$1, %edx
	movq	%r13, %rdi
	call	ref_client
	testq	%rax, %rax
	je	.L1710
.L1690:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC239(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L1696:
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
	jb	.L1690
	orq	%r14, %rax
	jne	.L1696
.L1691:
	movq	208(%rsp), %rdi
	call	free@PLT
	movq	200(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1693
	call	fclose@PLT
.L1693:
	movq	112(%rsp), %rax
	movq	24(%rsp), %rcx
	movq	16(%rsp), %rdi
	movq	%rax, (%rcx)
	call	free@PLT
	xorl	%eax, %eax
.L1683:
	addq	$33064, %rsp
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
.L1714:
	.cfi_restore_state
	leaq	run_fault_lock(%rip), %r13
	movq	%r13, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L1715
.L1687:
	movq	%r13, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$1, 272(%rsp)
	jmp	.L1686
.L1715:
	movq	%rbp, %rcx
	leaq	.LC57(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$2, run_fault(%rip)
	jmp	.L1687
.L1698:
	orl	$-1, %eax
	jmp	.L1683
	.cfi_endproc
.LFE315:
	.size	ref_walk_whole.constprop.0, .-ref_walk_whole.constprop.0
	.p2align 4
	.type	ref_sorted, @function
ref_sorted:
.LFB116:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	by_kind.5(%rip), %r15
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
	movq	%rdi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	movl	152(%rdi), %eax
	cmpl	$3, (%r15,%rax,4)
	jne	.L1717
	movq	144(%rdi), %rax
	testq	%rax, %rax
	je	.L1717
	xorl	%edx, %edx
	movq	160(%rdi), %rcx
	divq	(%rdi)
	leaq	1(%rcx,%rax), %r13
	jmp	.L1719
	.p2align 4,,10
	.p2align 3
.L1717:
	movq	136(%r12), %r13
.L1719:
	testq	%r13, %r13
	movl	$1, %edi
	movq	$0, 64(%rsp)
	movq	$0, 72(%rsp)
	cmovne	%r13, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	136(%r12), %rdi
	movq	%rax, %rbx
	movl	$1, %eax
	testq	%rdi, %rdi
	cmove	%rax, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	leaq	8(%r14), %rdi
	movq	%r14, %rcx
	movq	$0, (%r14)
	andq	$-8, %rdi
	movq	%rax, %rbp
	xorl	%eax, %eax
	movq	$0, 280(%r14)
	subq	%rdi, %rcx
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	testq	%rbx, %rbx
	je	.L1738
	testq	%rbp, %rbp
	je	.L1738
	leaq	256(%r14), %r9
	movq	%r13, %rcx
	movq	%rbx, %rdx
	movq	%r12, %rdi
	movl	152(%r12), %eax
	leaq	64(%rsp), %r8
	movq	%r9, (%rsp)
	movl	(%r15,%rax,4), %esi
	call	ref_walk_whole.constprop.0
	movl	%eax, %r15d
	testl	%eax, %eax
	je	.L1769
.L1722:
	movq	%rbx, %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	addq	$136, %rsp
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
.L1769:
	.cfi_restore_state
	movq	136(%r12), %rcx
	movq	%rbp, %rdx
	xorl	%esi, %esi
	movq	%r12, %rdi
	leaq	264(%r14), %r9
	leaq	72(%rsp), %r8
	call	ref_walk_whole.constprop.0
	movl	%eax, %r15d
	testl	%eax, %eax
	jne	.L1722
	movl	%eax, 28(%rsp)
	leaq	240(%r14), %rsi
	movq	40(%r12), %rdi
	movq	%rbx, 8(%rsp)
	movq	%rsi, %r15
	movq	%r12, %rsi
	movq	%rbp, 16(%rsp)
	movq	%r14, 32(%rsp)
.L1729:
	movq	16(%r15), %rax
	movq	48(%rsi), %rbx
	testq	%rdi, %rdi
	jne	.L1770
	testq	%rbx, %rbx
	je	.L1728
	movq	64(%rsi), %rdx
	xorl	%ebx, %ebx
	cmpq	%rax, %rdx
	jnb	.L1728
	movq	56(%rsi), %rcx
	movl	$1, %ebx
	testq	%rcx, %rcx
	je	.L1728
	subq	%rdx, %rax
	xorl	%edx, %edx
	subq	$1, %rax
	divq	%rcx
	leaq	1(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L1728:
	movq	(%rsp), %rax
	movq	%rbx, (%r15)
	addq	$8, %r15
	cmpq	%rax, %r15
	jne	.L1729
	movl	176(%rsi), %ecx
	movq	8(%rsp), %rbx
	movq	%rsi, %r12
	movq	16(%rsp), %rbp
	movl	28(%rsp), %r15d
	movq	32(%rsp), %r14
	movq	64(%rsp), %r10
	testl	%ecx, %ecx
	je	.L1730
	movq	160(%rsi), %rsi
	movq	%r10, %rax
	xorl	%edx, %edx
	movq	%r10, %rdi
	movq	$-1, %rcx
	divq	%rsi
	subq	%rdx, %rdi
	je	.L1731
	movq	%rsi, %rax
	mulq	256(%r14)
	xorl	%ecx, %ecx
	movq	%r10, (%rsp)
	movq	%rdx, %rsi
	movq	%rdi, %rdx
	movq	%rax, %rdi
	call	__udivti3@PLT
	movl	$1, %edx
	movq	(%rsp), %r10
	testq	%rax, %rax
	cmovne	%rax, %rdx
	movq	%rdx, %rcx
.L1731:
	movq	%rcx, 272(%r14)
	movq	%r10, %rsi
	movq	%r14, %rcx
	movq	%r12, %rdx
	movq	%rbx, %rdi
	movq	%r10, (%rsp)
	xorl	%r13d, %r13d
	call	ref_summary
	movq	72(%rsp), %rsi
	movq	%r12, %rdx
	movq	%rbp, %rdi
	leaq	80(%r14), %rcx
	call	ref_summary
	movq	(%rsp), %r10
	leaq	160(%r14), %rax
	movq	272(%r14), %r14
	movq	%rax, 8(%rsp)
	testq	%r10, %r10
	je	.L1743
	xorl	%esi, %esi
	jmp	.L1736
	.p2align 4,,10
	.p2align 3
.L1772:
	addq	$1, %rsi
	cmpq	%r10, %rsi
	je	.L1771
.L1736:
	movq	(%rbx,%rsi,8), %rax
	movl	$1, %ecx
	cmpq	%r14, %rax
	jb	.L1733
	xorl	%edx, %edx
	divq	%r14
	movq	%rax, %rcx
.L1733:
	addq	%r13, %rcx
	movq	%rcx, %r13
	jnc	.L1772
.L1746:
	movl	$-2, %r15d
	jmp	.L1722
	.p2align 4,,10
	.p2align 3
.L1771:
	testq	%rcx, %rcx
	je	.L1746
	cmpq	$4194304, %rcx
	jbe	.L1773
.L1737:
	testq	%r10, %r10
	movl	$1, %edi
	movq	%r10, (%rsp)
	cmovne	%r10, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, %r13
	testq	%rax, %rax
	je	.L1738
	movq	(%rsp), %rsi
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movq	%rbx, %rdi
	call	qsort@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 200
	movq	%r14, %rdx
	movq	%r13, %r9
	movq	192(%r12), %rcx
	pushq	16(%rsp)
	.cfi_def_cfa_offset 208
	movq	%rbx, %rdi
	movq	16(%rsp), %rsi
	movl	200(%r12), %r8d
	call	corrected_summarise
	movq	%r13, %rdi
	movl	%eax, %r15d
	call	free@PLT
	popq	%rax
	.cfi_def_cfa_offset 200
	popq	%rdx
	.cfi_def_cfa_offset 192
	jmp	.L1722
	.p2align 4,,10
	.p2align 3
.L1770:
	movq	%rsi, 96(%rsp)
	movq	$-1, %rdx
	movq	$0, 104(%rsp)
	testq	%rbx, %rbx
	je	.L1724
	movq	64(%rsi), %rdx
.L1724:
	movq	%r15, 40(%rsp)
	xorl	%ebx, %ebx
	xorl	%r14d, %r14d
	leaq	88(%rsp), %r12
	movq	%rdx, 112(%rsp)
	leaq	80(%rsp), %rbp
	leaq	96(%rsp), %r13
	movq	%rax, %r15
	movq	%rdi, 48(%rsp)
	movq	%rsi, 56(%rsp)
	jmp	.L1725
	.p2align 4,,10
	.p2align 3
.L1774:
	movq	80(%rsp), %rax
	cmpq	%r15, %rax
	jnb	.L1767
	cmpq	%r14, %rax
	setnb	%dl
	testq	%rbx, %rbx
	sete	%sil
	addq	88(%rsp), %rax
	orl	%esi, %edx
	movzbl	%dl, %edx
	addq	%rdx, %rbx
	cmpq	%rax, %r14
	cmovb	%rax, %r14
.L1725:
	movq	%r12, %rdx
	movq	%rbp, %rsi
	movq	%r13, %rdi
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1774
.L1767:
	movq	40(%rsp), %r15
	movq	48(%rsp), %rdi
	movq	56(%rsp), %rsi
	jmp	.L1728
	.p2align 4,,10
	.p2align 3
.L1730:
	movq	168(%rsi), %rcx
	jmp	.L1731
	.p2align 4,,10
	.p2align 3
.L1773:
	leaq	0(,%rcx,8), %rdi
.L1732:
	movq	%r10, (%rsp)
	call	malloc@PLT
	movq	(%rsp), %r10
	testq	%rax, %rax
	je	.L1737
	movq	%r10, %rsi
	movq	%r13, %r8
	movq	%r14, %rdx
	movq	%rbx, %rdi
	movq	%rax, %rcx
	movq	%rax, (%rsp)
	call	correct_co
	movq	(%rsp), %rdi
	movq	8(%rsp), %rcx
	movq	%r12, %rdx
	movq	%rax, %rsi
	call	ref_summary
	movq	(%rsp), %rdi
	call	free@PLT
	jmp	.L1722
.L1743:
	movl	$8, %edi
	jmp	.L1732
.L1738:
	orl	$-1, %r15d
	jmp	.L1722
	.cfi_endproc
.LFE116:
	.size	ref_sorted, .-ref_sorted
	.p2align 4
	.type	ref_job_run, @function
ref_job_run:
.LFB238:
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
.LFE238:
	.size	ref_job_run, .-ref_job_run
	.section	.rodata.str1.8
	.align 8
.LC240:
	.string	"out of memory for %lu connections"
	.align 8
.LC241:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	walk_all, @function
walk_all:
.LFB127:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movl	$1, %r14d
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
	movl	$18, %ecx
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%r8, %rbx
	subq	$33176, %rsp
	.cfi_def_cfa_offset 33232
	leaq	256(%rsp), %rdi
	movl	%esi, 36(%rsp)
	movq	33232(%rsp), %r12
	movq	%rdx, 48(%rsp)
	movq	%r9, 72(%rsp)
	movq	$0, 252(%rsp)
	movq	$0, 392(%rsp)
	rep stosq
	movl	%esi, 248(%rsp)
	andl	$-3, %esi
	movq	%r13, 240(%rsp)
	je	.L1778
	movq	160(%r13), %r14
.L1778:
	leaq	256(%rsp), %rdi
	movq	%r13, %rsi
	movq	%r14, 360(%rsp)
	call	server_init
	movl	$8, %esi
	movq	%r14, %rdi
	call	calloc@PLT
	movq	%rax, 64(%rsp)
	movq	%rax, 352(%rsp)
	testq	%rax, %rax
	je	.L1779
	movq	$0, (%r12)
	leaq	112(%rsp), %rax
	leaq	400(%rsp), %rdx
	movq	%r13, %rsi
	movq	$0, (%rbx)
	movq	%rax, %rdi
	movq	%rdx, 24(%rsp)
	movq	%rax, 56(%rsp)
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L1811
.L1781:
	leaq	240(%rsp), %rax
	leaq	96(%rsp), %r14
	xorl	%r13d, %r13d
	movq	%rax, 40(%rsp)
	jmp	.L1791
	.p2align 4,,10
	.p2align 3
.L1813:
	movq	24(%rsp), %rsi
	movq	56(%rsp), %rdi
	call	due_fill.constprop.0
	movq	%r12, 33232(%rsp)
	movq	33232(%rsp), %rcx
	movq	%rax, %r12
.L1789:
	movq	24(%rsp), %rax
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rcx, 33232(%rsp)
	movq	%r12, 328(%rsp)
	movq	%rax, 320(%rsp)
	movq	%r13, 336(%rsp)
	movq	%r13, 344(%rsp)
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
	movq	33232(%rsp), %rcx
	subq	%r9, %rax
	addq	104(%rsp), %rax
	subq	%r8, %rax
	addq	%rax, (%rcx)
	movq	(%rbx), %rax
	addq	%r15, %rax
	movq	%rax, (%rbx)
	cmpq	%r12, 336(%rsp)
	jb	.L1788
	cmpq	%rbp, %rax
	jne	.L1787
	cmpl	$3, 36(%rsp)
	je	.L1812
.L1787:
	movq	%rcx, 33232(%rsp)
	movq	%r12, %rcx
	movq	33232(%rsp), %r12
	orq	%r15, %rcx
	je	.L1790
.L1791:
	xorl	%ecx, %ecx
	cmpl	$3, 36(%rsp)
	jne	.L1813
	movq	%r12, 33232(%rsp)
	movq	%rcx, %r12
	movq	33232(%rsp), %rcx
	jmp	.L1789
	.p2align 4,,10
	.p2align 3
.L1812:
	movq	40(%rsp), %rdi
	leaq	88(%rsp), %rsi
	movl	$1, %edx
	movq	%rcx, 33232(%rsp)
	call	walk_run
	testq	%rax, %rax
	jne	.L1788
	orq	%r15, %r12
	movq	33232(%rsp), %rcx
	je	.L1790
	xorl	%r12d, %r12d
	jmp	.L1789
	.p2align 4,,10
	.p2align 3
.L1790:
	movq	160(%rsp), %rdi
	call	free@PLT
	movq	152(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1792
	call	fclose@PLT
.L1792:
	movq	264(%rsp), %rax
	movq	72(%rsp), %rdi
	movq	384(%rsp), %rdx
	movq	%rax, (%rdi)
	movq	33240(%rsp), %rax
	movq	64(%rsp), %rdi
	movq	%rdx, (%rax)
	call	free@PLT
	xorl	%eax, %eax
.L1777:
	addq	$33176, %rsp
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
.L1811:
	.cfi_restore_state
	leaq	run_fault_lock(%rip), %r13
	movq	%r13, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L1814
.L1784:
	movq	%r13, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$1, 224(%rsp)
	jmp	.L1781
.L1814:
	movq	24(%rsp), %rcx
	leaq	.LC57(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$2, run_fault(%rip)
	jmp	.L1784
.L1788:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC241(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L1779:
	movq	160(%r13), %rcx
	leaq	400(%rsp), %rbx
	leaq	.LC240(%rip), %rdx
	xorl	%eax, %eax
	movl	$96, %esi
	movq	%rbx, %rdi
	leaq	run_fault_lock(%rip), %r13
	call	snprintf@PLT
	movq	%r13, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %edx
	testl	%edx, %edx
	je	.L1815
.L1782:
	movq	%r13, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$-4, %eax
	jmp	.L1777
.L1815:
	movq	%rbx, %rcx
	leaq	.LC57(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$1, run_fault(%rip)
	jmp	.L1782
	.cfi_endproc
.LFE127:
	.size	walk_all, .-walk_all
	.section	.rodata.str1.8
	.align 8
.LC242:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.section	.rodata.str1.1
.LC243:
	.string	" warmup"
.LC244:
	.string	"rep=%u%s set=%s"
.LC245:
	.string	" n=%lu"
.LC246:
	.string	" slow=%lu sum_ns=%s\n"
.LC247:
	.string	" %s_ns=%lu"
.LC248:
	.string	"for a rep"
	.text
	.p2align 4
	.type	run_reps, @function
run_reps:
.LFB236:
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
	subq	$328, %rsp
	.cfi_def_cfa_offset 384
	movq	(%rdi), %r15
	leaq	256(%rsp), %rax
	movl	%esi, 116(%rsp)
	movq	%rax, 16(%rsp)
	leaq	384(%rdi), %rax
	movl	$0, 112(%rsp)
	movq	%rax, 88(%rsp)
	jmp	.L1870
.L1914:
	testl	%eax, %eax
	jne	.L1840
	cmpq	$1, 160(%r15)
	je	.L1910
.L1841:
	leaq	256(%r14), %rdi
	leaq	240(%r14), %r9
	movl	$1, %esi
.L1843:
	movq	136(%r15), %rcx
.L1845:
	movq	328(%rbp), %rdx
	pushq	%rdi
	.cfi_def_cfa_offset 392
	movq	%r15, %rdi
	leaq	184(%rsp), %r12
	pushq	%r12
	.cfi_def_cfa_offset 400
	leaq	144(%rsp), %r8
	call	walk_all
	movl	%eax, %r13d
	popq	%rax
	.cfi_def_cfa_offset 392
	popq	%rdx
	.cfi_def_cfa_offset 384
	testl	%r13d, %r13d
	jne	.L1909
	movq	176(%rsp), %rax
	movq	128(%rsp), %rbx
.L1842:
	testq	%rax, %rax
	js	.L1848
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1849:
	testq	%rbx, %rbx
	je	.L1850
	js	.L1851
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L1852:
	divsd	%xmm1, %xmm0
.L1850:
	movq	16(%rsp), %rdi
	movq	%r15, %rsi
	movsd	%xmm0, 144(%rsp)
	call	server_init
	movq	40(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movl	72(%r15), %eax
	movq	208(%rsp), %r12
	movq	216(%rsp), %r13
	testl	%eax, %eax
	jne	.L1853
	movl	8(%r15), %eax
	testl	%eax, %eax
	jne	.L1853
	cmpq	$0, 40(%r15)
	jne	.L1853
	movq	336(%rbp), %rdx
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	movq	%r15, %rdi
	movq	80(%rsp), %r8
	movq	16(%rsp), %rsi
	imulq	$1000000000, %r12, %r12
	call	run_open
	movq	40(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 264(%r14)
	call	clock_gettime@PLT
	imulq	$1000000000, 208(%rsp), %rax
	subq	%r13, %rax
	addq	216(%rsp), %rax
	subq	%r12, %rax
	movq	%rax, 176(%rsp)
	movq	264(%rsp), %rax
	movq	%rax, 248(%r14)
.L1854:
	movq	176(%rsp), %rax
	movq	136(%rsp), %r12
	testq	%rax, %rax
	js	.L1855
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1856:
	testq	%r12, %r12
	js	.L1857
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r12, %xmm1
.L1858:
	divsd	%xmm1, %xmm0
	movl	176(%r15), %r11d
	movq	256(%r14), %rcx
	movsd	%xmm0, 152(%rsp)
	testl	%r11d, %r11d
	je	.L1859
	movq	160(%r15), %rsi
	movq	$-1, %rax
	cmpq	%rsi, %rbx
	jb	.L1860
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
.L1860:
	movq	%rax, 272(%r14)
	movq	%r14, %r8
	movq	%rbx, %rsi
	movl	200(%r15), %ecx
	movq	192(%r15), %rdx
	movq	328(%rbp), %rdi
	call	summarise.isra.0
	movl	200(%r15), %ecx
	leaq	80(%r14), %r8
	movq	%r12, %rsi
	movq	192(%r15), %rdx
	movq	336(%rbp), %rdi
	call	summarise.isra.0
	subq	$8, %rsp
	.cfi_def_cfa_offset 392
	movq	%rbx, %rsi
	leaq	160(%r14), %rax
	movl	200(%r15), %r8d
	movq	192(%r15), %rcx
	movq	272(%r14), %rdx
	movq	328(%rbp), %rdi
	pushq	%rax
	.cfi_def_cfa_offset 400
	movq	344(%rbp), %r9
	call	corrected_summarise
	movl	%eax, %r13d
	popq	%r9
	.cfi_def_cfa_offset 392
	popq	%r10
	.cfi_def_cfa_offset 384
.L1838:
	leaq	run_fault_lock(%rip), %r12
	movq	%r12, %rdi
	call	pthread_mutex_lock@PLT
	movq	%r12, %rdi
	movl	run_fault(%rip), %ebx
	call	pthread_mutex_unlock@PLT
	testl	%r13d, %r13d
	jne	.L1847
	testl	%ebx, %ebx
	jne	.L1878
	movl	116(%rsp), %r8d
	testl	%r8d, %r8d
	jne	.L1911
.L1861:
	movl	112(%rsp), %eax
	testl	%eax, %eax
	je	.L1869
	movq	312(%rbp), %rdx
	subl	$1, %eax
	movsd	144(%rsp), %xmm0
	movsd	%xmm0, (%rdx,%rax,8)
	movq	320(%rbp), %rdx
	movsd	152(%rsp), %xmm0
	movsd	%xmm0, (%rdx,%rax,8)
.L1869:
	movq	0(%rbp), %r15
	addl	$1, 112(%rsp)
	movl	112(%rsp), %eax
	cmpl	%eax, 216(%r15)
	jb	.L1912
.L1870:
	movl	112(%rsp), %eax
	movq	304(%rbp), %r14
	leaq	(%rax,%rax,8), %rax
	salq	$5, %rax
	addq	%rax, %r14
	movq	%rax, 96(%rsp)
	movq	136(%r15), %rax
	cmpl	$2, 352(%rbp)
	movq	%rax, 80(%rsp)
	movq	%rax, 128(%rsp)
	movq	%rax, 136(%rsp)
	je	.L1913
	leaq	8(%r14), %rdi
	movq	%r14, %rcx
	xorl	%eax, %eax
	movq	$0, (%r14)
	andq	$-8, %rdi
	movq	%r15, %rsi
	movq	$0, 280(%r14)
	subq	%rdi, %rcx
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	movq	16(%rsp), %rdi
	call	server_init
	leaq	208(%rsp), %rax
	movl	$1, %edi
	movq	%rax, %rsi
	movq	%rax, 40(%rsp)
	call	clock_gettime@PLT
	movl	72(%r15), %ecx
	movq	208(%rsp), %rbx
	movq	216(%rsp), %r12
	movl	152(%r15), %eax
	testl	%ecx, %ecx
	je	.L1914
.L1840:
	leaq	by_kind.5(%rip), %rdx
	leaq	256(%r14), %rdi
	movl	(%rdx,%rax,4), %esi
	leaq	240(%r14), %r9
	cmpl	$3, %esi
	jne	.L1843
	movq	144(%r15), %rax
	testq	%rax, %rax
	je	.L1843
	xorl	%edx, %edx
	divq	(%r15)
	movq	160(%r15), %rdx
	leaq	1(%rax,%rdx), %rcx
	jmp	.L1845
.L1853:
	leaq	264(%r14), %rax
	movq	336(%rbp), %rdx
	xorl	%esi, %esi
	movq	%r15, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 392
	leaq	248(%r14), %r9
	leaq	184(%rsp), %r12
	pushq	%r12
	.cfi_def_cfa_offset 400
	movq	96(%rsp), %rcx
	leaq	152(%rsp), %r8
	call	walk_all
	popq	%r12
	.cfi_def_cfa_offset 392
	movl	%eax, %r13d
	popq	%rax
	.cfi_def_cfa_offset 384
	testl	%r13d, %r13d
	je	.L1854
.L1909:
	leaq	run_fault_lock(%rip), %rbx
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
.L1847:
	addq	$328, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	%r13d, %edi
	leaq	.LC248(%rip), %rsi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
.L1911:
	.cfi_restore_state
	movl	112(%rsp), %edi
	movq	96(%rsp), %rbx
	movq	%rbp, 56(%rsp)
	leaq	.LC243(%rip), %rdx
	leaq	.LC8(%rip), %rax
	movabsq	$-3689348814741910323, %r15
	movabsq	$-3689348814741910324, %r13
	testl	%edi, %edi
	cmove	%rdx, %rax
	xorl	%r12d, %r12d
	movq	%rax, 48(%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rax, 32(%rsp)
	movq	304(%rbp), %rax
	leaq	8(%rax,%rbx), %rax
	movl	$5, %ebx
	movq	%rax, 24(%rsp)
.L1862:
	movq	32(%rsp), %rax
	movq	48(%rsp), %rdx
	leaq	.LC244(%rip), %rdi
	leaq	PCT_NAME(%rip), %rbp
	movl	112(%rsp), %esi
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	24(%rsp), %r14
	leaq	.LC245(%rip), %rdi
	xorl	%eax, %eax
	movq	-8(%r14), %rsi
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L1863:
	movq	(%r14), %rdx
	movq	0(%rbp), %rsi
	leaq	.LC247(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	addq	$8, %r14
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rbp, %rax
	jne	.L1863
	movq	24(%rsp), %rax
	movq	16(%rsp), %rcx
	movl	$47, %r10d
	movl	$9, %r11d
	movq	56(%rax), %rsi
	movq	64(%rax), %rdi
	movb	$0, 303(%rsp)
	.p2align 4,,10
	.p2align 3
.L1866:
	movq	%rsi, %rbp
	movq	%rsi, %r14
	addq	%rdi, %rbp
	adcq	$0, %rbp
	xorl	%r9d, %r9d
	movq	%rbp, %rax
	mulq	%r15
	movq	%rdx, %rax
	andq	$-4, %rdx
	shrq	$2, %rax
	addq	%rax, %rdx
	movq	%rsi, %rax
	subq	%rdx, %rbp
	movq	%rdi, %rdx
	subq	%rbp, %rax
	movq	%rbp, %r8
	sbbq	%r9, %rdx
	movq	%rax, (%rsp)
	subq	$1, %r10
	movq	%rdx, %rbp
	movq	%rdx, 8(%rsp)
	movq	%rax, %rdx
	movq	(%rsp), %rax
	imulq	%r13, %rdx
	imulq	%r15, %rbp
	addq	%rdx, %rbp
	mulq	%r15
	addq	%rbp, %rdx
	movq	%rax, %rbp
	andl	$1, %ebp
	shrdq	$1, %rdx, %rax
	imulq	%rbx, %rbp
	shrq	%rdx
	movq	%rax, %rsi
	cmpq	%r14, %r11
	movq	%r12, %rax
	leal	48(%rbp,%r8), %ebp
	movb	%bpl, (%rcx,%r10)
	movq	%rdi, %rbp
	movq	%rdx, %rdi
	sbbq	%rbp, %rax
	jc	.L1866
	movq	16(%rsp), %rax
	movq	40(%rsp), %rbp
	movl	$48, %esi
	leaq	.LC57(%rip), %rdx
	movq	%r8, 64(%rsp)
	leaq	(%rax,%r10), %rcx
	movq	%rbp, %rdi
	xorl	%eax, %eax
	movq	%r9, 72(%rsp)
	call	snprintf@PLT
	movq	24(%rsp), %r14
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC246(%rip), %rdi
	movq	48(%r14), %rsi
	addq	$80, %r14
	call	printf@PLT
	addq	$8, 32(%rsp)
	movq	32(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rsi
	movq	%r14, 24(%rsp)
	cmpq	%rsi, %rax
	jne	.L1862
	movq	56(%rsp), %rbp
	jmp	.L1861
.L1848:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1849
.L1859:
	movq	168(%r15), %rax
	jmp	.L1860
.L1913:
	leaq	8(%r14), %rdi
	movq	%r14, %rcx
	pxor	%xmm0, %xmm0
	xorl	%eax, %eax
	andq	$-8, %rdi
	movaps	%xmm0, 176(%rsp)
	xorl	%esi, %esi
	movq	%r14, %r13
	subq	%rdi, %rcx
	movaps	%xmm0, 192(%rsp)
	addl	$288, %ecx
	movaps	%xmm0, 208(%rsp)
	shrl	$3, %ecx
	movaps	%xmm0, 224(%rsp)
	movq	$0, (%r14)
	movq	$0, 280(%r14)
	rep stosq
	leaq	360(%rbp), %rax
	movq	%rax, 104(%rsp)
	movq	368(%rbp), %rax
	movq	376(%rbp), %rdi
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	movq	392(%rbp), %rax
	movq	400(%rbp), %rdi
	xorl	%esi, %esi
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	movq	%r15, 32(%rsp)
	movq	80(%rsp), %rbx
	leaq	160(%rsp), %rax
	movq	$0, 48(%rsp)
	movq	%rax, 24(%rsp)
.L1830:
	movq	32(%rsp), %rsi
	movq	16(%rsp), %rdi
	call	server_init
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	testq	%rbx, %rbx
	je	.L1818
	movq	%r13, 120(%rsp)
	xorl	%r14d, %r14d
	movq	%r9, (%rsp)
	movq	%rsi, 56(%rsp)
	.p2align 4,,10
	.p2align 3
.L1822:
	movq	24(%rsp), %rsi
	movq	%r14, %r15
	addq	$65536, %r14
	movl	$1, %edi
	cmpq	%r14, %rbx
	movq	%r14, %r13
	cmovbe	%rbx, %r13
	call	clock_gettime@PLT
	imulq	$1000000000, 160(%rsp), %r10
	addq	168(%rsp), %r10
	cmpq	$0, 48(%rsp)
	movq	%r10, 40(%rsp)
	je	.L1915
	movq	(%rsp), %r9
	movq	16(%rsp), %rsi
	movq	%r13, %r8
	movq	%r15, %rcx
	movq	336(%rbp), %rdx
	movq	32(%rsp), %rdi
	movq	%r13, %r12
	subq	%r15, %r12
	call	run_open
	movq	24(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, (%rsp)
	call	clock_gettime@PLT
	movq	40(%rsp), %r10
	movq	88(%rsp), %r9
	imulq	$1000000000, 160(%rsp), %rax
	addq	168(%rsp), %rax
	subq	%r10, %rax
	addq	%rax, 56(%rsp)
	movq	336(%rbp), %r11
.L1820:
	xorl	%ecx, %ecx
	testq	%r12, %r12
	je	.L1825
	.p2align 4,,10
	.p2align 3
.L1821:
	movq	(%r11,%rcx,8), %rdi
	movq	(%r9), %r10
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r10
	cmpq	%r8, %rax
	jnb	.L1823
	testq	%rdx, %rdx
	jne	.L1823
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%r12, %rcx
	jne	.L1821
.L1825:
	cmpq	%rbx, %r14
	jb	.L1822
	movq	120(%rsp), %r13
	movq	(%rsp), %r9
	movq	56(%rsp), %rsi
.L1818:
	leaq	144(%rsp), %rdx
	testq	%rsi, %rsi
	js	.L1826
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L1827:
	testq	%rbx, %rbx
	js	.L1828
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L1829:
	divsd	%xmm1, %xmm0
	movq	48(%rsp), %rsi
	movq	264(%rsp), %rax
	movq	%r9, 256(%r13,%rsi,8)
	movq	%rax, 240(%r13,%rsi,8)
	movsd	%xmm0, (%rdx,%rsi,8)
	testq	%rsi, %rsi
	jne	.L1916
	movq	$1, 48(%rsp)
	jmp	.L1830
	.p2align 4,,10
	.p2align 3
.L1915:
	movq	(%rsp), %r9
	movq	16(%rsp), %rsi
	movq	%r13, %r8
	movq	%r15, %rcx
	movq	328(%rbp), %rdx
	movq	32(%rsp), %rdi
	subq	%r15, %r13
	movq	%r13, %r12
	call	run_closed
	movq	24(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, (%rsp)
	call	clock_gettime@PLT
	movq	40(%rsp), %r10
	movq	104(%rsp), %r9
	imulq	$1000000000, 160(%rsp), %rax
	addq	168(%rsp), %rax
	subq	%r10, %rax
	movq	328(%rbp), %r11
	addq	%rax, 56(%rsp)
	jmp	.L1820
.L1857:
	movq	%r12, %rax
	movq	%r12, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1858
.L1855:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1856
.L1916:
	movq	32(%rsp), %r15
	movq	256(%r13), %rcx
	movq	%r13, %r14
	movl	176(%r15), %esi
	testl	%esi, %esi
	je	.L1831
	movq	160(%r15), %rsi
	movq	80(%rsp), %rax
	cmpq	%rsi, %rax
	jb	.L1875
	xorl	%edx, %edx
	divq	%rsi
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rcx, %rax
	divq	%rsi
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	jmp	.L1832
.L1851:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1852
.L1828:
	movq	%rbx, %rax
	movq	%rbx, %rcx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %ecx
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1829
.L1826:
	movq	%rsi, %rcx
	movq	%rsi, %rax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	andl	$1, %eax
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1827
.L1831:
	movq	168(%r15), %rax
.L1832:
	xorl	%ebx, %ebx
	cmpq	$0, 368(%rbp)
	movq	%rax, 272(%r14)
	leaq	176(%rsp), %r12
	jne	.L1833
	jmp	.L1837
	.p2align 4,,10
	.p2align 3
.L1836:
	addq	$1, %rbx
	cmpq	368(%rbp), %rbx
	jnb	.L1837
.L1833:
	movq	376(%rbp), %rax
	movq	(%rax,%rbx,8), %r8
	testq	%r8, %r8
	je	.L1836
	movq	360(%rbp), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	addq	$1, %rbx
	call	dist_add
	cmpq	368(%rbp), %rbx
	jb	.L1833
.L1837:
	leaq	208(%rsp), %rax
	movq	272(%r14), %rsi
	movq	%r12, %rdi
	movq	%rax, %rdx
	movq	%rax, 40(%rsp)
	call	dist_correct
	movl	200(%rsp), %eax
	orl	232(%rsp), %eax
	jne	.L1917
	movl	200(%r15), %edx
	movq	192(%r15), %rsi
	movq	%r14, %rcx
	movq	104(%rsp), %rdi
	call	lattice_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	je	.L1918
.L1835:
	movq	176(%rsp), %rdi
	call	free@PLT
	movq	208(%rsp), %rdi
	call	free@PLT
	jmp	.L1838
.L1910:
	cmpl	$0, 8(%r15)
	jne	.L1841
	cmpq	$0, 40(%r15)
	jne	.L1841
	movq	80(%rsp), %r13
	movq	16(%rsp), %rsi
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	movq	328(%rbp), %rdx
	movq	%r15, %rdi
	imulq	$1000000000, %rbx, %rbx
	movq	%r13, %r8
	call	run_closed
	movq	40(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 256(%r14)
	call	clock_gettime@PLT
	movq	264(%rsp), %rdx
	imulq	$1000000000, 208(%rsp), %rax
	subq	%r12, %rax
	addq	216(%rsp), %rax
	movq	%rdx, 240(%r14)
	subq	%rbx, %rax
	movq	%r13, %rbx
	movq	%rax, 176(%rsp)
	jmp	.L1842
.L1912:
	addq	$328, %rsp
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
.L1918:
	.cfi_restore_state
	movl	200(%r15), %edx
	movq	192(%r15), %rsi
	leaq	80(%r14), %rcx
	movq	88(%rsp), %rdi
	call	lattice_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L1835
	movl	200(%r15), %edx
	movq	192(%r15), %rsi
	leaq	160(%r14), %rcx
	movq	40(%rsp), %rdi
	call	dist_summarise
	movl	%eax, %r13d
	jmp	.L1835
.L1823:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r10, %rcx
	xorl	%eax, %eax
	leaq	.LC242(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L1875:
	orq	$-1, %rax
	jmp	.L1832
.L1878:
	movl	$-4, %r13d
	jmp	.L1847
.L1917:
	orl	$-1, %r13d
	jmp	.L1835
	.cfi_endproc
.LFE236:
	.size	run_reps, .-run_reps
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB163:
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
	je	.L1919
	cmpl	$0, 152(%r10)
	jne	.L1919
	cmpl	$0, 72(%r10)
	movq	%rdx, %rbx
	jne	.L1921
	movq	%r10, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	je	.L1945
.L1921:
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
	jne	.L1937
	testq	%rax, %rax
	je	.L1937
	leaq	160(%rsp), %rbp
	leaq	32(%rsp), %r14
	movq	%r13, %rsi
	movq	%rbp, %rdx
	movq	%r14, %rdi
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L1922
	xorl	%ebp, %ebp
	cmpq	$0, 552(%rsp)
	je	.L1925
	.p2align 4,,10
	.p2align 3
.L1923:
	movq	16(%rbx), %rax
	movq	%r14, %rdi
	leaq	(%rax,%rbp,8), %r12
	addq	$1, %rbp
	call	due_next
	movq	%rax, (%r12)
	cmpq	552(%rsp), %rbp
	jb	.L1923
.L1925:
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
	jne	.L1919
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
	jne	.L1919
	movq	552(%rsp), %rcx
	movq	32(%rbx), %rax
	movq	%rcx, 24(%rbx)
	cmpq	%rcx, %rax
	jnb	.L1926
	movq	16(%rbx), %r8
	movq	8(%rbx), %rsi
	movq	480(%rsp), %rdi
	jmp	.L1927
	.p2align 4,,10
	.p2align 3
.L1929:
	addq	$1, %rax
	movq	%rax, 32(%rbx)
	cmpq	%rax, %rcx
	je	.L1928
.L1927:
	movq	(%rsi,%rax,8), %rdx
	addq	(%r8,%rax,8), %rdx
	cmpq	%rdx, %rdi
	jnb	.L1929
	movq	%rax, 40(%rbx)
	cmpq	%rcx, %rax
	jnb	.L1932
	movq	416(%rsp), %rdi
	movq	%rax, %rdx
	jmp	.L1931
	.p2align 4,,10
	.p2align 3
.L1933:
	addq	$1, %rdx
	movq	%rdx, 40(%rbx)
	cmpq	%rdx, %rcx
	je	.L1932
.L1931:
	cmpq	(%rsi,%rdx,8), %rdi
	jb	.L1933
.L1932:
	cmpq	%rcx, %rax
	setnb	%al
	movzbl	%al, %eax
.L1919:
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
.L1945:
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
	jmp	.L1921
.L1926:
	movq	%rax, 40(%rbx)
	jmp	.L1932
.L1922:
	movq	%rbp, %rsi
	movl	$2, %edi
	call	run_fault_set
	movl	$-4, %eax
	jmp	.L1919
.L1937:
	orl	$-1, %eax
	jmp	.L1919
.L1928:
	movq	%rcx, 40(%rbx)
	jmp	.L1932
	.cfi_endproc
.LFE163:
	.size	first_stall_window, .-first_stall_window
	.section	.rodata.str1.8
	.align 8
.LC249:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC250:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC251:
	.string	"percentiles.svg"
.LC252:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC253:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC254:
	.string	"bench: the export to %s failed (out of memory, too many distinct values, or the .hlog's check)\n"
	.text
	.p2align 4
	.type	export_bench, @function
export_bench:
.LFB174:
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
	je	.L2039
	movq	%rdx, %r13
	movq	%rcx, %rbp
	cmpl	$2, %eax
	je	.L2040
	movq	(%rcx), %r14
	movq	(%rdx), %r15
	leaq	112(%rsp), %rbx
	testq	%r14, %r14
	je	.L1958
	xorl	%edx, %edx
	xorl	%r12d, %r12d
	leaq	112(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L1957:
	movq	(%r15,%r12,8), %rsi
	movq	%r12, %rax
	jmp	.L1964
	.p2align 4,,10
	.p2align 3
.L1960:
	addq	$1, %rax
	cmpq	%rax, %r14
	je	.L1959
.L1964:
	cmpq	%rsi, (%r15,%rax,8)
	je	.L1960
	movq	%rax, %r8
	subq	%r12, %r8
	je	.L1961
	movq	%rax, %r12
.L1994:
	testl	%edx, %edx
	jne	.L2038
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%rbx, %rdi
	call	dist_add.part.0
	movl	136(%rsp), %edx
.L2038:
	cmpq	%r14, %r12
	jb	.L1957
.L1958:
	leaq	144(%rsp), %rax
	movq	272(%rbp), %rsi
	movq	%rbx, %rdi
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	dist_correct
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	jne	.L1955
	movq	0(%rbp), %rdx
	movq	0(%r13), %r14
	xorl	%r12d, %r12d
	leaq	272(%rsp), %r15
	testq	%rdx, %rdx
	je	.L1968
	movq	%rbp, 32(%rsp)
	movq	%r14, %rbp
	movq	%rdx, %r14
	jmp	.L1965
	.p2align 4,,10
	.p2align 3
.L2042:
	addq	$1, %r12
	cmpq	%r12, %r14
	je	.L2041
.L1965:
	movq	0(%rbp,%r12,8), %rsi
	movl	$1, %edx
	movq	%r15, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L2042
	jmp	.L1955
	.p2align 4,,10
	.p2align 3
.L1959:
	movq	%r14, %r8
	subq	%r12, %r8
	je	.L1958
	movq	%r14, %r12
	jmp	.L1994
	.p2align 4,,10
	.p2align 3
.L1961:
	cmpq	%r14, %rax
	jnb	.L1958
	movq	%rax, %r12
	jmp	.L1957
.L2040:
	xorl	%r14d, %r14d
	cmpq	$0, 40(%rdx)
	leaq	112(%rsp), %rbx
	jne	.L1950
	jmp	.L1954
	.p2align 4,,10
	.p2align 3
.L1953:
	addq	$1, %r14
	cmpq	40(%r13), %r14
	jnb	.L1954
.L1950:
	movq	48(%r13), %rax
	movq	(%rax,%r14,8), %r8
	testq	%r8, %r8
	je	.L1953
	movl	136(%rsp), %r9d
	testl	%r9d, %r9d
	jne	.L1953
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%rbx, %rdi
	imulq	%r14, %rsi
	call	dist_add.part.0
	jmp	.L1953
.L1954:
	leaq	144(%rsp), %rax
	movq	272(%rbp), %rsi
	movq	%rbx, %rdi
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	dist_correct
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	jne	.L1955
	leaq	272(%rsp), %r15
	leaq	32(%r13), %rdi
	movq	%r15, %rsi
	call	table_from_lattice
	testl	%eax, %eax
	je	.L2043
.L1955:
	orl	$-1, %ebp
.L1990:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	je	.L2044
.L1993:
	movl	%ebp, %r13d
.L1992:
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
.L1946:
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
.L2044:
	.cfi_restore_state
	movq	8(%rsp), %rdx
	movq	stderr(%rip), %rdi
	leaq	.LC254(%rip), %rsi
	call	fprintf@PLT
	jmp	.L1993
.L2041:
	movq	32(%rsp), %rbp
.L1968:
	movq	80(%rbp), %rdx
	movq	8(%r13), %r15
	leaq	296(%rsp), %r12
	xorl	%r13d, %r13d
	movq	%rdx, %r14
	testq	%rdx, %rdx
	je	.L1967
	.p2align 4,,10
	.p2align 3
.L1966:
	movq	(%r15,%r13,8), %rsi
	movl	$1, %edx
	movq	%r12, %rdi
	call	table_push
	testl	%eax, %eax
	jne	.L1955
	addq	$1, %r13
	cmpq	%r13, %r14
	jne	.L1966
.L1967:
	movq	(%rsp), %rdi
	leaq	320(%rsp), %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L1955
	leaq	272(%rsp), %r15
.L1969:
	leaq	80(%rsp), %rax
	movq	%rbx, 40(%rsp)
	xorl	%r14d, %r14d
	leaq	HGRM.3(%rip), %r13
	movq	%rax, 32(%rsp)
	leaq	hgrm_writer(%rip), %r12
	movq	%rbp, %rbx
.L1956:
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
	jne	.L2033
	cmpl	$0, 24(%rsp)
	jne	.L1970
.L1972:
	addq	$8, %r14
	cmpq	$24, %r14
	jne	.L1956
	leaq	.LC250(%rip), %rax
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
	leaq	.LC251(%rip), %rsi
	movaps	%xmm0, 176(%rsp)
	movq	%rax, %xmm0
	movhps	32(%rsp), %xmm0
	movups	%xmm0, 200(%rsp)
	call	export_file
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L1955
	leaq	224(%rsp), %r15
	movq	16(%rsp), %rdi
	movl	$20, %esi
	movq	%r15, %rdx
	call	first_stall_window
	testl	%eax, %eax
	je	.L2045
	jle	.L1976
	movq	16(%rsp), %rax
	movq	48(%rax), %rbp
	testq	%rbp, %rbp
	je	.L2046
.L1979:
	leaq	.LC253(%rip), %rdi
	call	puts@PLT
	movq	%r15, %rdi
	call	stall_window_free
	jmp	.L1992
.L2043:
	leaq	296(%rsp), %rsi
	leaq	56(%r13), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L1955
	movq	(%rsp), %rdi
	leaq	320(%rsp), %rsi
	call	table_from_dist
	testl	%eax, %eax
	je	.L1969
	jmp	.L1955
.L1970:
	leaq	VALUES.2(%rip), %rax
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	values_writer(%rip), %rdx
	movq	(%rax,%r14), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L1972
.L2033:
	movq	40(%rsp), %rbx
	jmp	.L1955
.L1988:
	testl	%eax, %eax
	jns	.L1979
.L1976:
	movq	%r15, %rdi
	call	stall_window_free
	jmp	.L1955
.L2045:
	movq	16(%rsp), %rax
	movq	8(%rsp), %rdi
	leaq	736(%rsp), %rcx
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC252(%rip), %rsi
	movq	%r15, 744(%rsp)
	movq	%rax, 736(%rsp)
	movq	272(%rbp), %rax
	movq	%rax, 752(%rsp)
	call	export_file
	movl	%eax, %ebp
.L1974:
	movq	%r15, %rdi
	call	stall_window_free
	testl	%ebp, %ebp
	jne	.L1990
	jmp	.L1992
.L2039:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC249(%rip), %rdi
	orl	$-1, %r13d
	call	fwrite@PLT
	jmp	.L1946
.L2046:
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
	jne	.L1979
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
	je	.L1976
	movq	16(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L1976
	testq	%rax, %rax
	je	.L1976
	leaq	352(%rsp), %r12
	leaq	480(%rsp), %rdx
	movq	%r14, %rsi
	movq	%r12, %rdi
	movq	%rdx, 16(%rsp)
	call	due_open.constprop.0
	movq	16(%rsp), %rdx
	testl	%eax, %eax
	je	.L1982
	jmp	.L2047
.L1986:
	movq	240(%rsp), %rax
	movq	%r12, %rdi
	leaq	(%rax,%rbp,8), %r14
	call	due_next
	movq	%rax, (%r14)
	movq	240(%rsp), %rax
	cmpq	$999999999, (%rax,%rbp,8)
	ja	.L1987
	addq	$1, %rbp
.L1982:
	cmpq	872(%rsp), %rbp
	jb	.L1986
.L1987:
	leaq	392(%rsp), %rdi
	call	numbers_close
	movq	%rbp, 872(%rsp)
	testq	%rbp, %rbp
	je	.L1979
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
	jne	.L1988
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
	jne	.L1988
	movq	872(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	leaq	first_second_writer(%rip), %rdx
	leaq	.LC252(%rip), %rsi
	movq	%rax, 248(%rsp)
	call	export_file
	movl	%eax, %ebp
	jmp	.L1974
.L2047:
	movq	%rdx, %rsi
	movl	$2, %edi
	call	run_fault_set
	jmp	.L1976
	.cfi_endproc
.LFE174:
	.size	export_bench, .-export_bench
	.section	.rodata.str1.8
	.align 8
.LC255:
	.string	"a run of users (--population, --sessions)"
	.section	.rodata.str1.1
.LC256:
	.string	"a sweep (--sweep)"
.LC257:
	.string	"--cross-check"
.LC258:
	.string	"a benchmark run"
.LC259:
	.string	"one"
.LC260:
	.string	"it"
	.section	.rodata.str1.8
	.align 8
.LC261:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC262:
	.string	"--stall %s us is not below --period %s us: random stalls of that mean would leave the server almost no time between them"
	.section	.rodata.str1.1
.LC263:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC264:
	.string	"200000000 (it is not a regular file, so all are kept)"
	.align 8
.LC265:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC266:
	.string	"the latencies have too many possible values"
	.align 8
.LC267:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC268:
	.string	"reference"
.LC269:
	.string	"closed-form"
.LC272:
	.string	"default"
.LC273:
	.string	"seed 000"
.LC274:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC275:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC276:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC277:
	.string	"--self-test"
	.section	.rodata.str1.8
	.align 8
.LC278:
	.string	"option %s: its row carries its parser"
	.section	.rodata.str1.1
.LC279:
	.string	"--scenario"
	.section	.rodata.str1.8
	.align 8
.LC280:
	.string	"option %s: a choice has its names, a refusal its words"
	.section	.rodata.str1.1
.LC281:
	.string	"rank n=1 p=0"
.LC282:
	.string	"rank n=1 p=100"
.LC283:
	.string	"rank n=1 p=0 ceil"
.LC284:
	.string	"rank n=1 p=100 ceil"
.LC285:
	.string	"rank n=10 p=0"
.LC286:
	.string	"rank n=10 p=100"
.LC287:
	.string	"rank n=10 p=50"
.LC288:
	.string	"rank n=10 p=95 rounds half up"
.LC289:
	.string	"rank n=10 p=94.9 rounds down"
.LC290:
	.string	"rank n=10 p=90.1 ceil"
.LC291:
	.string	"rank n=119980 p=99"
.LC292:
	.string	"rank n=119980 p=99.9"
.LC293:
	.string	"rank n=119980 p=99 ceil"
.LC294:
	.string	"rank n=2^62 p=99.99 exact"
.LC296:
	.string	"hdr fixture corrected count"
.LC297:
	.string	"hdr fixture correct_co"
.LC298:
	.string	"hdr fixture corrected p50"
.LC299:
	.string	"hdr fixture corrected p90"
.LC300:
	.string	"hdr fixture corrected p99"
.LC301:
	.string	"hdr fixture corrected max"
.LC302:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC303:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC304:
	.string	"correction of one interval"
.LC305:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC306:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC307:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC308:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC309:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC310:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC312:
	.string	"reference server agrees, start %lu"
	.align 8
.LC313:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC314:
	.string	"in service at a stall: extended by it"
	.align 8
.LC315:
	.string	"starting in a stall: waits for its end"
	.align 8
.LC316:
	.string	"corrected set without its terms, and the reference's partitioning, e %lu, values below %lu: fields that differ"
	.align 8
.LC317:
	.string	"the brute-force buffer was allocated"
	.section	.rodata.str1.1
.LC318:
	.string	"200us"
.LC319:
	.string	"0.3us"
.LC320:
	.string	"0.5s"
.LC321:
	.string	"1.000000001s"
.LC322:
	.string	"0"
.LC323:
	.string	"250"
.LC324:
	.string	"0.5ns"
.LC325:
	.string	"ms"
.LC326:
	.string	"-1ms"
.LC327:
	.string	"5parsecs"
.LC328:
	.string	"1.ms"
.LC329:
	.string	"99999999999999999999s"
.LC330:
	.string	"4611686018427387904ns"
.LC331:
	.string	"QUICK"
.LC332:
	.string	"REPS"
.LC333:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC334:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC335:
	.string	"QUICK '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC336:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC337:
	.string	"REPS '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC338:
	.string	"out of memory reading the options%s%s"
	.section	.rodata.str1.1
.LC339:
	.string	"--duration"
.LC340:
	.string	"--requests"
.LC341:
	.string	"--correct"
.LC342:
	.string	"--trace-values"
.LC343:
	.string	"--population"
.LC344:
	.string	"--sessions"
.LC345:
	.string	"--sweep"
	.section	.rodata.str1.8
	.align 8
.LC346:
	.string	"%s is the lab's, not the benchmark's: run ./lab %s ... (./build.sh builds it beside bench)"
	.align 8
.LC347:
	.string	"%s applies to a simulated run, not to a recorded trace, whose latencies are already measured (the correction's interval is --expected-interval): drop %s"
	.align 8
.LC348:
	.string	"%s does not apply to %s: drop it"
	.align 8
.LC349:
	.string	"%s applies only with %s: add %s, or drop %s"
	.section	.rodata.str1.1
.LC350:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC351:
	.string	"both set the length of the run: "
	.align 8
.LC352:
	.string	"--duration and --requests %s%s"
	.align 8
.LC353:
	.string	"--correct, --sweep and --cross-check write no .values files"
	.align 8
.LC354:
	.string	"--export-values applies to a benchmark run: %s%s"
	.section	.rodata.str1.1
.LC355:
	.string	"which writes nothing"
	.section	.rodata.str1.8
	.align 8
.LC356:
	.string	"--export does not apply to --cross-check, %s%s"
	.align 8
.LC357:
	.string	"drop them, or --correct, --sweep and --cross-check"
	.align 8
.LC358:
	.string	"--hlog-interval and --hlog-counts shape a benchmark run's .hlog: %s%s"
	.section	.rodata.str1.1
.LC359:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC360:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC361:
	.string	"%s, from %s"
	.section	.rodata.str1.8
	.align 8
.LC362:
	.string	"--scoreboard scores a benchmark run, not a recorded trace: drop it"
	.align 8
.LC363:
	.string	"--timeout, --queue-limit and the generator's options apply to a benchmark run, not to a recorded trace: drop them"
	.align 8
.LC364:
	.string	"drop --service-dist or use catch-up"
	.align 8
.LC365:
	.string	"takes fixed service times only: "
	.section	.rodata.str1.1
.LC366:
	.string	"--closed back-to-back %s%s"
	.section	.rodata.str1.8
	.align 8
.LC367:
	.string	"--period 0 means a single stall"
	.align 8
.LC368:
	.string	"--stalls poisson needs --period T, the mean gap between stall starts: %s%s"
	.align 8
.LC369:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC370:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC371:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC372:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC373:
	.string	"takes one connection: "
.LC374:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC375:
	.string	"--generator-pause %s us is not below --generator-period %s us: the sender would never send (use --generator-period 0 for one pause)"
	.section	.rodata.str1.1
.LC376:
	.string	"use catch-up"
	.section	.rodata.str1.8
	.align 8
.LC377:
	.string	"takes no --timeout or --queue-limit (a connection that gives up or is refused would send again at once): "
	.align 8
.LC378:
	.string	"drop --sweep, --cross-check and the faults"
	.align 8
.LC379:
	.string	"scores a benchmark run without faults, or users: "
	.section	.rodata.str1.1
.LC380:
	.string	"--scoreboard %s%s"
.LC381:
	.string	"drop --sweep or --cross-check"
.LC382:
	.string	"apply to a benchmark run: "
	.section	.rodata.str1.8
	.align 8
.LC383:
	.string	"--timeout, --queue-limit and the generator's options %s%s"
	.align 8
.LC384:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC385:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC387:
	.string	"lower --rate or shorten the run"
	.align 8
.LC388:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC389:
	.string	"--schedule poisson: %s%s"
.LC390:
	.string	"counting the schedule"
.LC391:
	.string	"out of memory "
	.section	.rodata.str1.8
	.align 8
.LC392:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC393:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC394:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC395:
	.string	"1 / rate, the interval the schedule was configured with"
	.align 8
.LC396:
	.string	"--arrivals %.40s: more than %s lines"
	.align 8
.LC397:
	.string	"--arrivals '%s': out of memory at line %lu"
	.section	.rodata.str1.1
.LC398:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC399:
	.string	"--arrivals '%s': no due time falls within %s"
	.section	.rodata.str1.1
.LC400:
	.string	"add --expected-interval T"
	.section	.rodata.str1.8
	.align 8
.LC401:
	.string	"--arrivals '%s' has no gap between its due times (one line, or all at one instant), so it gives no interval to correct with: %s"
	.align 8
.LC402:
	.string	"the replayed schedule's mean gap"
	.align 8
.LC403:
	.string	"shorten --duration or --interval"
	.align 8
.LC404:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC405:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC406:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC407:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC408:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC409:
	.string	"--scoreboard keeps every sample"
	.align 8
.LC410:
	.string	"the schedule has more than 8388608 requests, and %s: %s"
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
	.align 8
.LC417:
	.string	"--exact-by passes); bench alone takes auto, sorted or lattice"
	.align 8
.LC418:
	.string	"--exact-by passes: the passes route is the lab's (./lab %s%s"
	.align 8
.LC419:
	.string	"%lu requests: bench alone keeps every sample of this model, up to %d a client; run it with ./lab, which walks a longer run again in passes, or add --exact-by sorted to keep them all"
	.align 8
.LC420:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.section	.rodata.str1.1
.LC421:
	.string	"drop --arrivals and mean"
	.section	.rodata.str1.8
	.align 8
.LC422:
	.string	"--sweep runs on a fixed schedule (--schedule poisson and --rate go with --sweep load), with a fixed --expected-interval: %s%s"
	.align 8
.LC423:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC424:
	.string	"in the cross-check"
.LC425:
	.string	"expected_ns"
.LC426:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC427:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC428:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC429:
	.string	"computing the expected outcome"
	.align 8
.LC430:
	.string	"bench: --export: the corrected %s holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC431:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.align 8
.LC432:
	.string	"bench: out of memory for the report\n"
	.section	.rodata.str1.1
.LC433:
	.string	"RESULT set=%s"
	.globl	__udivmodti4
	.section	.rodata.str1.8
	.align 8
.LC434:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.align 8
.LC435:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC436:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC437:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC438:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC439:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC440:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC441:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC442:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC443:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.align 8
.LC444:
	.string	"RESULT passes walks=%u guessed=%u of=%d\n"
	.section	.rodata.str1.1
.LC445:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC446:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.text
	.p2align 4
	.type	bench_main, @function
bench_main:
.LFB263:
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
	movdqa	.LC270(%rip), %xmm0
	leaq	6000(%rsp), %rdi
	leaq	6000(%rsp), %rsi
	rep stosq
	leaq	.LC272(%rip), %rcx
	movq	%rsi, (%rsp)
	leaq	.LC273(%rip), %rax
	movaps	%xmm0, 6048(%rsp)
	movdqa	.LC271(%rip), %xmm0
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
	movq	%rdi, 32(%rsp)
	movups	%xmm0, 6456(%rsp)
	rep movsq
	cmpl	$2, %r12d
	je	.L2641
	movl	$1, %r14d
	cmpl	$1, %r12d
	jle	.L2109
	.p2align 4,,10
	.p2align 3
.L2108:
	movslq	%r14d, %rax
	movq	0(%rbp,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L2415
	cmpb	$104, 1(%r15)
	jne	.L2415
	cmpb	$0, 2(%r15)
	jne	.L2415
	movl	$-1, %eax
	leaq	.LC0(%rip), %r15
.L2102:
	leaq	104+OPTIONS(%rip), %r13
	xorl	%ebx, %ebx
	jmp	.L2107
	.p2align 4,,10
	.p2align 3
.L2103:
	addl	$1, %ebx
	cmpl	$54, %ebx
	je	.L2106
	movq	0(%r13), %rsi
	movq	%r15, %rdi
	addq	$104, %r13
	call	strcmp@PLT
.L2107:
	testl	%eax, %eax
	jne	.L2103
	movslq	%ebx, %rbx
	leaq	OPTIONS(%rip), %rcx
	leaq	(%rbx,%rbx,2), %rax
	leaq	(%rbx,%rax,4), %rax
	leaq	(%rcx,%rax,8), %rax
	movl	8(%rax), %r13d
	testl	%r13d, %r13d
	jne	.L2642
	addl	$1, %r14d
.L2106:
	addl	$1, %r14d
	cmpl	%r14d, %r12d
	jg	.L2108
.L2109:
	leaq	.LC331(%rip), %rdi
	call	getenv@PLT
	leaq	.LC332(%rip), %rdi
	movq	%rax, %rbx
	call	getenv@PLT
	movq	%rax, %r13
	testq	%rbx, %rbx
	je	.L2368
	leaq	.LC333(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	cmpb	$0, (%rbx)
	movl	%eax, %r14d
	je	.L2111
	leaq	.LC322(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2643
.L2111:
	xorl	%eax, %eax
	testl	%r14d, %r14d
	sete	%al
.L2110:
	movl	%eax, 2624(%rsp)
	testq	%r13, %r13
	je	.L2113
	cmpb	$0, 0(%r13)
	jne	.L2644
.L2113:
	movslq	%r12d, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 40(%rsp)
	testq	%rax, %rax
	je	.L2645
	leal	-1(%r12), %ecx
	testl	%ecx, %ecx
	jle	.L2369
	movl	%ecx, 8(%rsp)
	xorl	%r14d, %r14d
	movl	%r12d, 16(%rsp)
	movl	%r14d, %r12d
	.p2align 4,,10
	.p2align 3
.L2122:
	leal	1(%r12), %ebx
	movslq	%ebx, %rax
	movq	0(%rbp,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L2416
	cmpb	$104, 1(%r14)
	jne	.L2416
	cmpb	$0, 2(%r14)
	jne	.L2416
	movl	$-1, %eax
	leaq	.LC0(%rip), %r14
.L2118:
	leaq	104+OPTIONS(%rip), %r15
	xorl	%r13d, %r13d
	jmp	.L2121
	.p2align 4,,10
	.p2align 3
.L2119:
	addl	$1, %r13d
	cmpl	$54, %r13d
	je	.L2120
	movq	(%r15), %rsi
	movq	%r14, %rdi
	addq	$104, %r15
	call	strcmp@PLT
.L2121:
	testl	%eax, %eax
	jne	.L2119
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
.L2120:
	movl	%ebx, %r12d
	cmpl	%ebx, 8(%rsp)
	jg	.L2122
	movl	16(%rsp), %r12d
	xorl	%ebx, %ebx
	movq	%rbp, 16(%rsp)
	xorl	%r13d, %r13d
	movl	%ebx, 64(%rsp)
	movl	$1, %r14d
	movl	%ebx, 56(%rsp)
	movl	%r12d, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L2134:
	movslq	%r14d, %rax
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 48(%rsp)
	movq	16(%rsp), %rcx
	movq	(%rcx,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L2417
	cmpb	$104, 1(%r15)
	jne	.L2417
	cmpb	$0, 2(%r15)
	movl	$-1, %edx
	leaq	.LC0(%rip), %rbx
	jne	.L2417
.L2124:
	leaq	OPTIONS(%rip), %rbp
	xorl	%r12d, %r12d
	movl	%edx, %eax
	jmp	.L2128
	.p2align 4,,10
	.p2align 3
.L2125:
	addl	$1, %r12d
	addq	$104, %rbp
	cmpl	$54, %r12d
	je	.L2625
	movq	0(%rbp), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L2128:
	movq	0(%rbp), %rdi
	testl	%eax, %eax
	jne	.L2125
	movl	%eax, %edx
	movslq	%r12d, %rax
	leaq	(%rax,%rax,2), %rcx
	leaq	(%rax,%rcx,4), %rax
	leaq	OPTIONS(%rip), %rcx
	movl	8(%rcx,%rax,8), %r11d
	testl	%r11d, %r11d
	jne	.L2625
	movl	%edx, 72(%rsp)
	leal	1(%r14), %eax
	cmpl	%eax, 8(%rsp)
	jle	.L2127
	leaq	.LC339(%rip), %rsi
	movq	%rdi, 88(%rsp)
	movl	$1, %ebx
	call	strcmp@PLT
	movq	88(%rsp), %rdi
	leaq	.LC340(%rip), %rsi
	testl	%eax, %eax
	movl	56(%rsp), %eax
	cmove	%ebx, %eax
	movl	%eax, 56(%rsp)
	call	strcmp@PLT
	movq	88(%rsp), %rdi
	leaq	.LC279(%rip), %rsi
	testl	%eax, %eax
	cmovne	64(%rsp), %ebx
	movl	%ebx, 64(%rsp)
	call	strcmp@PLT
	movq	16(%rsp), %rcx
	movq	48(%rsp), %rdi
	movq	%r15, %xmm0
	testl	%eax, %eax
	movl	72(%rsp), %edx
	movq	8(%rcx,%rdi), %rsi
	movq	%rsi, %xmm5
	punpcklqdq	%xmm5, %xmm0
	je	.L2646
	movq	40(%rsp), %rcx
	movslq	%r13d, %rax
	addl	$2, %r13d
	movups	%xmm0, (%rcx,%rax,8)
	movl	$1, %ecx
	leal	2(%r14), %eax
.L2132:
	movl	%eax, %r14d
	cmpl	%eax, 8(%rsp)
	jle	.L2408
	testb	%cl, %cl
	jne	.L2134
.L2408:
	movl	%r13d, 72(%rsp)
	testl	%edx, %edx
	je	.L2116
.L2627:
	movq	40(%rsp), %rdi
	call	free@PLT
.L2173:
	movq	(%rsp), %rdi
	call	usage_error
	movl	%eax, %r14d
.L2168:
	movq	2616(%rsp), %rdi
	call	free@PLT
	movq	2784(%rsp), %rdi
	call	free@PLT
	jmp	.L2048
	.p2align 4,,10
	.p2align 3
.L2415:
	leaq	.LC1(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	jmp	.L2102
	.p2align 4,,10
	.p2align 3
.L2642:
	movq	(%rax), %rdi
	leaq	.LC0(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2106
	call	print_usage
.L2054:
	xorl	%r14d, %r14d
.L2048:
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
.L2625:
	.cfi_restore_state
	leal	1(%r14), %eax
.L2127:
	movq	40(%rsp), %rcx
	movslq	%r13d, %rdx
	addl	$1, %r13d
	movq	%r15, (%rcx,%rdx,8)
	movl	$1, %ecx
	xorl	%edx, %edx
	jmp	.L2132
	.p2align 4,,10
	.p2align 3
.L2417:
	leaq	.LC1(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %rbx
	call	strcmp@PLT
	movl	%eax, %edx
	jmp	.L2124
	.p2align 4,,10
	.p2align 3
.L2416:
	leaq	.LC1(%rip), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
	jmp	.L2118
.L2646:
	movq	(%rsp), %rdx
	movq	32(%rsp), %rdi
	call	apply_scenario.constprop.0
	testl	%eax, %eax
	movl	%eax, %edx
	leal	2(%r14), %eax
	sete	%cl
	jmp	.L2132
.L2641:
	movq	8(%rbp), %rbx
	leaq	.LC274(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2647
	leaq	.LC277(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %r14d
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2108
	leaq	OPTIONS(%rip), %rbx
	movq	(%rsp), %r12
	xorl	%ebp, %ebp
	leaq	5616(%rbx), %r14
	jmp	.L2063
	.p2align 4,,10
	.p2align 3
.L2056:
	leaq	.LC279(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	movq	%r15, %rcx
	movl	$96, %esi
	movq	%r12, %rdi
	movl	%eax, 8(%rsp)
	leaq	.LC278(%rip), %rdx
	xorl	%eax, %eax
	movq	48(%rbx), %r13
	call	snprintf@PLT
	movl	8(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L2057
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
	leaq	.LC280(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	leaq	set_choice(%rip), %rax
	xorl	%esi, %esi
	cmpq	%rax, %r13
	je	.L2648
.L2061:
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
	jne	.L2059
.L2348:
	xorl	%ecx, %ecx
	cmpq	$0, 88(%rbx)
	setne	%cl
.L2059:
	xorl	%r8d, %r8d
	movl	$1, %esi
	xorl	%edx, %edx
	movq	%r12, %rdi
	call	expect
	addq	$104, %rbx
	addl	%eax, %ebp
	cmpq	%r14, %rbx
	je	.L2649
.L2063:
	cmpl	$2, 8(%rbx)
	movq	(%rbx), %r15
	jne	.L2056
	movq	%r15, %rcx
	leaq	.LC278(%rip), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	movl	$96, %esi
	movq	48(%rbx), %r13
	call	snprintf@PLT
.L2057:
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
	leaq	.LC280(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	leaq	set_choice(%rip), %rax
	movl	$1, %ecx
	cmpq	%rax, %r13
	jne	.L2059
	cmpq	$0, 96(%rbx)
	je	.L2356
	movl	$1, %esi
	jmp	.L2061
.L2368:
	xorl	%eax, %eax
	jmp	.L2110
.L2643:
	testl	%r14d, %r14d
	je	.L2111
	movq	(%rsp), %rdi
	leaq	.LC334(%rip), %r8
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC335(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2173
.L2648:
	cmpq	$0, 96(%rbx)
	jne	.L2348
.L2356:
	xorl	%ecx, %ecx
	jmp	.L2059
.L2644:
	leaq	4400(%rsp), %rax
	movl	$100000, %edx
	movl	$1, %esi
	movq	%r13, %rdi
	movq	%rax, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L2650
	movq	4400(%rsp), %rax
	movl	%eax, 2360(%rsp)
	jmp	.L2113
.L2369:
	xorl	%r10d, %r10d
	movl	%r10d, 56(%rsp)
	movl	%r10d, 64(%rsp)
	movl	%r10d, 72(%rsp)
.L2116:
	movq	32(%rsp), %rbx
	leaq	.LC341(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	testl	%eax, %eax
	jne	.L2373
	leaq	.LC342(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	testl	%eax, %eax
	movl	%eax, 8(%rsp)
	je	.L2651
.L2373:
	movl	$1, %r10d
	movl	$2, %r13d
.L2136:
	leaq	44+OPTIONS(%rip), %rcx
	xorl	%eax, %eax
	leaq	2656(%rsp), %r11
	jmp	.L2139
	.p2align 4,,10
	.p2align 3
.L2137:
	addq	$1, %rax
	addq	$104, %rcx
	cmpq	$54, %rax
	je	.L2652
.L2139:
	cmpb	$0, (%r11,%rax)
	je	.L2137
	movl	(%rcx), %r9d
	testl	%r9d, %r9d
	je	.L2137
	cltq
	leaq	OPTIONS(%rip), %rdx
	movq	(%rsp), %rdi
	movl	$2048, %esi
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC346(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	jmp	.L2627
.L2652:
	leaq	32+OPTIONS(%rip), %r9
	xorl	%r8d, %r8d
	movl	%r13d, 48(%rsp)
	leaq	.LC46(%rip), %r14
	movq	%r9, %rbx
	movq	%r8, %rbp
	jmp	.L2153
.L2656:
	testl	%eax, %eax
	je	.L2653
.L2142:
	movq	(%rbx), %rcx
	testq	%rcx, %rcx
	jne	.L2654
.L2140:
	addq	$1, %rbp
	addq	$104, %rbx
	cmpq	$54, %rbp
	je	.L2655
.L2153:
	cmpb	$0, (%r11,%rbp)
	movq	$0, 2800(%rsp)
	je	.L2140
	movl	48(%rsp), %eax
	andl	8(%rbx), %eax
	movl	%ebp, 8(%rsp)
	testl	%r10d, %r10d
	jne	.L2656
	testl	%eax, %eax
	jne	.L2142
	movl	48(%rsp), %r13d
	leaq	.LC255(%rip), %r8
	cmpl	$8, %r13d
	je	.L2144
	leaq	.LC256(%rip), %r8
	cmpl	$4, %r13d
	je	.L2144
	cmpl	$16, %r13d
	leaq	.LC258(%rip), %r8
	leaq	.LC257(%rip), %rax
	cmove	%rax, %r8
.L2144:
	movslq	8(%rsp), %rax
	leaq	OPTIONS(%rip), %rdx
	movq	(%rsp), %rdi
	movl	$2048, %esi
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC348(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2627
.L2654:
	leaq	4400(%rsp), %rax
	leaq	.LC57(%rip), %rdx
	movl	$128, %esi
	movq	%r11, 104(%rsp)
	movq	%rax, %rdi
	movq	%rax, 16(%rsp)
	movq	%rax, %r12
	leaq	2800(%rsp), %r15
	xorl	%eax, %eax
	movl	%r10d, 96(%rsp)
	movq	%rcx, 88(%rsp)
	call	snprintf@PLT
	movq	%r15, %rdx
	movq	%r14, %rsi
	movq	%r12, %rdi
	call	strtok_r@PLT
	movq	88(%rsp), %rcx
	movl	96(%rsp), %r10d
	testq	%rax, %rax
	movq	104(%rsp), %r11
	je	.L2152
	movq	%rbp, 96(%rsp)
	xorl	%r13d, %r13d
	movl	%r10d, 104(%rsp)
	movq	%rcx, 128(%rsp)
	movq	%r11, 136(%rsp)
	movq	%rbx, 88(%rsp)
	movq	%rax, %rbx
	.p2align 4,,10
	.p2align 3
.L2145:
	cmpb	$45, (%rbx)
	jne	.L2418
	cmpb	$104, 1(%rbx)
	jne	.L2418
	cmpb	$0, 2(%rbx)
	jne	.L2418
	movl	$-1, %eax
	leaq	.LC0(%rip), %rbx
.L2148:
	leaq	104+OPTIONS(%rip), %r12
	xorl	%ebp, %ebp
	jmp	.L2151
	.p2align 4,,10
	.p2align 3
.L2149:
	addl	$1, %ebp
	cmpl	$54, %ebp
	je	.L2384
	movq	(%r12), %rsi
	movq	%rbx, %rdi
	addq	$104, %r12
	call	strcmp@PLT
.L2151:
	testl	%eax, %eax
	jne	.L2149
	movabsq	$5675921253449092805, %rcx
	movslq	%ebp, %rdx
	leaq	(%rdx,%rdx,2), %rax
	leaq	(%rdx,%rax,4), %rax
	imulq	%rcx, %rax
	cmpb	$0, 2656(%rsp,%rax)
	setne	%al
	movzbl	%al, %eax
.L2150:
	movq	%r15, %rdx
	movq	%r14, %rsi
	xorl	%edi, %edi
	orl	%eax, %r13d
	call	strtok_r@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	jne	.L2145
	movq	88(%rsp), %rbx
	movq	96(%rsp), %rbp
	movl	104(%rsp), %r10d
	movq	128(%rsp), %rcx
	movq	136(%rsp), %r11
	testl	%r13d, %r13d
	jne	.L2140
.L2152:
	movq	%rcx, %rdi
	movl	$32, %esi
	movq	%rcx, %r12
	call	strchr@PLT
	leaq	.LC260(%rip), %r9
	movq	16(%rsp), %rsi
	movq	%r12, %rdi
	testq	%rax, %rax
	leaq	.LC259(%rip), %rax
	leaq	OPTIONS(%rip), %rdx
	cmovne	%rax, %r9
	movslq	8(%rsp), %rax
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %r10
	call	alternatives.constprop.0
	pushq	%rsi
	.cfi_def_cfa_offset 8120
	leaq	.LC349(%rip), %rdx
	movl	$2048, %esi
	pushq	%r10
	.cfi_def_cfa_offset 8128
	movq	16(%rsp), %rdi
	movq	%rax, %r8
	movq	%r10, %rcx
	xorl	%eax, %eax
	call	snprintf@PLT
	popq	%rdi
	.cfi_def_cfa_offset 8120
	popq	%r8
	.cfi_def_cfa_offset 8112
	jmp	.L2627
	.p2align 4,,10
	.p2align 3
.L2418:
	leaq	.LC1(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L2148
.L2384:
	xorl	%eax, %eax
	jmp	.L2150
.L2649:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC281(%rip), %rdi
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC282(%rip), %rdi
	leal	(%rax,%rbp), %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC283(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC284(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC285(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC286(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC287(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC288(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC289(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC290(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC291(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC292(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC293(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC294(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	raw.9(%rip), %rbp
	movdqa	.LC295(%rip), %xmm0
	addl	%eax, %ebx
	leaq	80000(%rbp), %rdx
	movq	%rbp, %rax
	.p2align 4,,10
	.p2align 3
.L2064:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rdx, %rax
	jne	.L2064
	movq	$100000000, 80000+raw.9(%rip)
	xorl	%esi, %esi
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L2069
.L2657:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L2068
.L2069:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %ecx
	cmpq	$9999, %rax
	jbe	.L2065
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rcx
.L2065:
	addq	%rsi, %rcx
	movq	%rcx, %rsi
	jnc	.L2657
	xorl	%esi, %esi
.L2068:
	movq	%rsi, %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	leaq	.LC296(%rip), %rdi
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
	leaq	.LC297(%rip), %rdi
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
	leaq	.LC298(%rip), %rdi
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	240(%rsp), %rcx
	leaq	.LC299(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	248(%rsp), %rcx
	leaq	.LC300(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	272(%rsp), %rcx
	leaq	.LC301(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	288(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	296(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC302(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC303(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC304(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC305(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC306(%rip), %rdi
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
	movq	%rax, 16(%rsp)
	movq	%rax, %r14
	call	dist_add.part.0
	cmpl	$0, 216(%rsp)
	jne	.L2071
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%r14, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 216(%rsp)
	jne	.L2071
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%r14, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L2071:
	movq	200(%rsp), %r11
	movq	192(%rsp), %rcx
	xorl	%r10d, %r10d
	xorl	%edi, %edi
.L2076:
	cmpq	%r11, %r10
	je	.L2360
	xorl	%r9d, %r9d
	cmpq	$0, 24(%rcx)
	je	.L2073
	.p2align 4,,10
	.p2align 3
.L2078:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	0(%rbp,%rdi,8), %r8
	je	.L2075
	.p2align 4,,10
	.p2align 3
.L2072:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L2072
	leaq	1(%rdx,%rdi), %rdi
.L2075:
	addq	$1, %r9
	cmpq	24(%rcx), %r9
	jb	.L2078
.L2073:
	addq	$1, %r10
	addq	$32, %rcx
	jmp	.L2076
.L2647:
	movq	(%rsp), %rdx
	leaq	4400(%rsp), %rsi
	leaq	2800(%rsp), %rdi
	call	estimate_ghz
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L2607
	movsd	6000(%rsp), %xmm3
	movl	$7, %esi
	movl	$4, %eax
	movsd	4400(%rsp), %xmm2
	movsd	2800(%rsp), %xmm1
	leaq	.LC275(%rip), %rdi
	call	printf@PLT
	jmp	.L2054
.L2360:
	xorl	%r11d, %r11d
	movq	%rdi, 40(%rsp)
	leaq	304(%rsp), %r12
	leaq	384(%rsp), %r14
	movq	%r11, 32(%rsp)
	leaq	-8+PCT_NAME(%rip), %r13
	movq	%rbp, 48(%rsp)
	movq	(%rsp), %rbp
.L2077:
	movl	32(%rsp), %r15d
	movq	16(%rsp), %rdi
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
	leaq	.LC307(%rip), %rdi
	call	expect
	leaq	RANK_NAME(%rip), %rcx
	addl	%eax, %ebx
	movq	32(%rsp), %rax
	movq	(%rcx,%rax,8), %rax
	movq	%rax, 8(%rsp)
.L2079:
	movq	0(%r13,%r15), %rcx
	movq	8(%rsp), %r9
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC308(%rip), %rdx
	movl	$64, %esi
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
	jne	.L2079
	movq	360(%rsp), %rcx
	movq	440(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC309(%rip), %rdi
	call	expect
	movq	368(%rsp), %rcx
	movq	376(%rsp), %r8
	leaq	.LC310(%rip), %rdi
	movq	448(%rsp), %rsi
	movq	456(%rsp), %rdx
	addl	%eax, %ebx
	call	expect
	addl	%eax, %ebx
	cmpq	$0, 32(%rsp)
	jne	.L2658
	movq	$1, 32(%rsp)
	jmp	.L2077
.L2658:
	movq	32(%rsp), %r11
	movq	16(%rsp), %rdi
	leaq	896(%rsp), %r12
	leaq	starts.7(%rip), %rbp
	leaq	80(%rbp), %r14
	movq	%r11, 8(%rsp)
	call	dist_free
	xorl	%eax, %eax
	movl	$46, %ecx
	movq	%r12, %rdi
	rep stosq
	movdqa	.LC311(%rip), %xmm0
	leaq	4400(%rsp), %rax
	movq	(%rsp), %r13
	movq	$100, 896(%rsp)
	movq	$2000, 960(%rsp)
	movq	%rax, 16(%rsp)
	movaps	%xmm0, 944(%rsp)
	jmp	.L2083
.L2661:
	leaq	1100(%r15), %rsi
.L2082:
	addq	$1, 4408(%rsp)
	addq	$5000, %rax
	movq	%rax, 4400(%rsp)
	cmpq	%rsi, %rax
	jb	.L2659
.L2080:
	movq	%r11, %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	%r13, %rdi
	call	expect
	addq	$8, %rbp
	addl	%eax, %ebx
	cmpq	%r14, %rbp
	je	.L2660
.L2083:
	movq	16(%rsp), %rdi
	movq	%r12, %rsi
	call	server_init
	movq	0(%rbp), %r15
	movl	$64, %esi
	xorl	%eax, %eax
	leaq	.LC312(%rip), %rdx
	movq	%r13, %rdi
	movq	%r15, %rcx
	call	snprintf@PLT
	movq	%r15, %rsi
	movl	$100, %edx
	movq	%r12, %rdi
	call	ref_serve
	leaq	100(%r15), %rsi
	movq	%rax, %r11
	movq	4400(%rsp), %rax
	cmpq	%rsi, %rax
	jnb	.L2080
	cmpq	%rax, %r15
	jb	.L2661
	leaq	1000(%rax), %rdx
	cmpq	%rdx, %r15
	jnb	.L2082
	leaq	1100(%rax), %rsi
	jmp	.L2082
.L2659:
	movq	16(%rsp), %rdi
	movq	%rsi, %rdx
	movl	$100, %ecx
	movq	%r15, %rsi
	movl	$5000, %r9d
	movl	$1000, %r8d
	movq	%r11, 32(%rsp)
	call	serve_stalls
	movq	32(%rsp), %r11
	movq	%rax, %rsi
	jmp	.L2080
.L2660:
	movl	$100, %edx
	movl	$1900, %esi
	movq	%r12, %rdi
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$2000, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC313(%rip), %rdi
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
	leaq	.LC314(%rip), %rdi
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
	leaq	.LC315(%rip), %rdi
	call	expect
	movl	$3200000, %edi
	leal	(%rbx,%rax), %ebp
	xorl	%ebx, %ebx
	call	malloc@PLT
	xorl	%ecx, %ecx
	movl	%ebp, 112(%rsp)
	movq	8(%rsp), %r11
	movq	%rax, 40(%rsp)
	movl	$42, %r9d
	movl	%ecx, 96(%rsp)
	movq	%r9, %r15
.L2084:
	cmpq	$0, 40(%rsp)
	setne	%r12b
	cmpq	$5, %rbx
	ja	.L2407
	testb	%r12b, %r12b
	je	.L2407
	leaq	ST_E(%rip), %rax
	movq	%rbx, 104(%rsp)
	movq	%r11, %rbp
	movq	(%rax,%rbx,8), %r14
	leaq	ST_TOP(%rip), %rax
	movq	%rax, 32(%rsp)
	leaq	2800(%rsp), %rax
	movq	%rax, 8(%rsp)
	leaq	1264(%rsp), %rax
	leaq	(%r14,%r14,2), %r9
	movq	%rax, 56(%rsp)
	movq	%r9, %r11
.L2097:
	movq	56(%rsp), %rdi
	xorl	%eax, %eax
	movl	$46, %ecx
	movabsq	$-4658895280553007687, %r10
	movabsq	$-7723592293110705685, %r8
	rep stosq
	movq	32(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	$1000, 1456(%rsp)
	movq	(%rax), %r9
	movq	%rdi, %rsi
	jmp	.L2088
	.p2align 4,,10
	.p2align 3
.L2663:
	movq	-8(%rdi), %rdx
.L2086:
	addl	$1, %ecx
	movq	%rdx, (%rdi)
	addq	$8, %rdi
	cmpl	$200, %ecx
	je	.L2662
.L2088:
	movl	%ecx, %eax
	andl	$3, %eax
	cmpl	$1, %eax
	je	.L2663
	movabsq	$-7046029254386353131, %rax
	imull	$954437177, %ecx, %ebx
	addq	%rax, %r15
	movq	%r15, %rax
	shrq	$30, %rax
	xorq	%r15, %rax
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
	jmp	.L2086
.L2662:
	movq	8(%rsp), %rax
	xorl	%r8d, %r8d
	leaq	1600(%rax), %rdi
	jmp	.L2093
	.p2align 4,,10
	.p2align 3
.L2665:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	je	.L2664
.L2093:
	movq	(%rsi), %rax
	movq	%rbp, %rcx
	cmpq	%r14, %rax
	jb	.L2089
	xorl	%edx, %edx
	divq	%r14
	movq	%rax, %rcx
.L2089:
	addq	%r8, %rcx
	setc	%bl
	movq	%rcx, %r8
	movzbl	%bl, %ebx
	jnc	.L2665
	xorl	%r8d, %r8d
	xorl	%ebx, %ebx
.L2092:
	leaq	4400(%rsp), %rax
	movq	%r9, 72(%rsp)
	leaq	624(%rsp), %r13
	movq	%rax, 48(%rsp)
	leaq	544(%rsp), %r12
	leaq	464(%rsp), %r10
	movq	%r11, 88(%rsp)
	movq	%r15, 64(%rsp)
	movq	%r10, %r15
	movq	%rbp, 80(%rsp)
	movq	%r13, %rbp
	movq	%r12, %r13
	movl	%r8d, %r12d
.L2096:
	movq	40(%rsp), %rcx
	movq	8(%rsp), %rdi
	movq	%r14, %rdx
	movl	$200, %esi
	movl	$400000, %r8d
	call	correct_co
	movq	40(%rsp), %rdi
	movq	%r15, %r8
	movl	%r12d, %ecx
	movq	%rax, %rsi
	movl	$1000, %edx
	call	summarise.isra.0
	movq	40(%rsp), %rcx
	movq	8(%rsp), %rdi
	movq	%r14, %rdx
	movl	$400000, %r8d
	movl	$200, %esi
	call	correct_co
	movq	56(%rsp), %rdx
	movq	%rbp, %rcx
	movq	40(%rsp), %rdi
	movq	%rax, %rsi
	movl	%r12d, 1464(%rsp)
	call	ref_summary
	movq	16(%rsp), %rdi
	movq	8(%rsp), %rsi
	movl	$200, %ecx
	rep movsq
	movq	48(%rsp), %rax
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movl	$200, %esi
	movq	%rax, %rdi
	movq	%rax, 16(%rsp)
	call	qsort@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 8120
	movq	%r14, %rdx
	movl	%r12d, %r8d
	pushq	%r13
	.cfi_def_cfa_offset 8128
	movq	16(%rsp), %r9
	movl	$1000, %ecx
	movl	$200, %esi
	movq	64(%rsp), %rdi
	call	corrected_summarise
	popq	%rax
	.cfi_def_cfa_offset 8120
	movl	$8, %eax
	popq	%rdx
	.cfi_def_cfa_offset 8112
	.p2align 4,,10
	.p2align 3
.L2095:
	movq	(%r15,%rax), %rcx
	xorl	%edx, %edx
	cmpq	%rcx, 0(%r13,%rax)
	setne	%dl
	cmpq	%rcx, 0(%rbp,%rax)
	setne	%cl
	addq	$8, %rax
	movzbl	%cl, %ecx
	addl	%ecx, %edx
	movslq	%edx, %rdx
	addq	%rdx, %rbx
	cmpq	$56, %rax
	jne	.L2095
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
	jne	.L2666
	movl	$1, %r12d
	jmp	.L2096
.L2664:
	cmpq	$400000, %rcx
	jbe	.L2667
.L2094:
	addq	$8, 32(%rsp)
	movq	32(%rsp), %rax
	leaq	32+ST_TOP(%rip), %rcx
	cmpq	%rcx, %rax
	jne	.L2097
	movq	104(%rsp), %rbx
	movq	%rbp, %r11
	addq	$1, %rbx
	jmp	.L2084
.L2666:
	movq	72(%rsp), %r9
	movq	88(%rsp), %r11
	movq	%r14, %rcx
	xorl	%eax, %eax
	movl	$192, %esi
	movq	64(%rsp), %r15
	movq	80(%rsp), %rbp
	leaq	704(%rsp), %r12
	movq	%r9, %r8
	leaq	.LC316(%rip), %rdx
	movq	%r12, %rdi
	movq	%r11, 48(%rsp)
	call	snprintf@PLT
	movq	%rbx, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movq	%r12, %rdi
	call	expect
	movq	48(%rsp), %r11
	addl	%eax, 96(%rsp)
	jmp	.L2094
.L2407:
	movq	40(%rsp), %rdi
	movl	112(%rsp), %ebp
	call	free@PLT
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movzbl	%r12b, %ecx
	movl	$1, %esi
	leaq	.LC317(%rip), %rdi
	call	expect
	movl	96(%rsp), %ebx
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	leaq	.LC318(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%ebp, %ebx
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC319(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC320(%rip), %rdi
	addl	%eax, %ebx
	leaq	.LC323(%rip), %rbp
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC321(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC322(%rip), %rdi
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
	leaq	.LC324(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC325(%rip), %rdi
	addl	%eax, %ebx
	xorl	%r14d, %r14d
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC326(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC327(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC328(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC329(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC330(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%r14b
	jmp	.L2048
.L2607:
	movl	$5, %edx
	movl	$7, %esi
	movl	$3, %eax
	movsd	6000(%rsp), %xmm2
	movsd	4400(%rsp), %xmm1
	leaq	.LC276(%rip), %rdi
	movsd	2800(%rsp), %xmm0
	call	printf@PLT
	jmp	.L2054
.L2651:
	leaq	.LC343(%rip), %rsi
	movq	%rbx, %rdi
	movl	$8, %r13d
	call	was_given
	movl	8(%rsp), %r10d
	testl	%eax, %eax
	jne	.L2136
	leaq	.LC344(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	testl	%eax, %eax
	movl	%eax, 8(%rsp)
	jne	.L2375
	leaq	.LC345(%rip), %rsi
	movq	%rbx, %rdi
	movl	$4, %r13d
	call	was_given
	movl	8(%rsp), %r10d
	testl	%eax, %eax
	jne	.L2136
	leaq	.LC257(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %r13d
	call	was_given
	movl	%eax, %r10d
	testl	%eax, %eax
	je	.L2136
	xorl	%r10d, %r10d
	movl	$16, %r13d
	jmp	.L2136
.L2375:
	xorl	%r10d, %r10d
	jmp	.L2136
.L2655:
	movl	56(%rsp), %ecx
	testl	%ecx, 64(%rsp)
	je	.L2668
	movq	(%rsp), %rdi
	leaq	.LC350(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC351(%rip), %rcx
	leaq	.LC352(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2627
.L2668:
	movq	40(%rsp), %r14
	movq	32(%rsp), %rdi
	movq	(%rsp), %rcx
	movl	72(%rsp), %esi
	movq	%r14, %rdx
	call	apply_args.constprop.0
	movq	%r14, %rdi
	movl	%eax, %ebx
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L2173
	cmpl	$0, 2592(%rsp)
	je	.L2157
	cmpl	$0, 2512(%rsp)
	jne	.L2669
	movq	2584(%rsp), %rbx
	testq	%rbx, %rbx
	je	.L2670
.L2163:
	leaq	2800(%rsp), %r14
	movq	%rbx, %rcx
	movl	$1100, %esi
	xorl	%eax, %eax
	leaq	.LC359(%rip), %rdx
	movq	%r14, %rdi
	call	snprintf@PLT
	leaq	4400(%rsp), %rax
	movq	%r14, %rdi
	movl	$1200, %edx
	movq	%rax, %rsi
	movq	%rax, 16(%rsp)
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2671
	call	fclose@PLT
	movq	16(%rsp), %rdi
	call	remove@PLT
.L2166:
	movq	2608(%rsp), %r8
	leaq	.LC361(%rip), %rdx
	xorl	%eax, %eax
	movq	2600(%rsp), %rcx
	leaq	1632(%rsp), %rbp
	movl	$96, %esi
	movq	%rbp, %rdi
	call	snprintf@PLT
	movl	2512(%rsp), %edx
	cmpl	$1, %edx
	je	.L2672
.L2169:
	movq	2520(%rsp), %r13
	movq	2528(%rsp), %r12
	movq	%r13, %rax
	movq	%r13, %rbx
	orq	%r12, %rax
	jne	.L2171
	cmpl	$0, 2624(%rsp)
	movabsq	$20000000000, %rcx
	movabsq	$5000000000, %rax
	cmove	%rcx, %rax
	movq	%rax, %rbx
.L2171:
	movq	2544(%rsp), %rax
	cmpl	$0, 2152(%rsp)
	movq	%rax, 2240(%rsp)
	je	.L2172
	cmpl	$2, 2296(%rsp)
	leaq	.LC364(%rip), %r8
	leaq	.LC365(%rip), %rcx
	je	.L2638
.L2172:
	cmpl	$1, 2184(%rsp)
	movq	2200(%rsp), %rsi
	je	.L2673
.L2174:
	testq	%rsi, %rsi
	jne	.L2175
.L2176:
	movsd	2536(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm1
	jp	.L2409
	je	.L2178
.L2409:
	cmpl	$1, 2216(%rsp)
	jne	.L2674
.L2178:
	movl	2296(%rsp), %ecx
	cmpl	$1, %ecx
	jne	.L2180
	cmpq	$1, 2304(%rsp)
	ja	.L2675
.L2180:
	cmpl	$0, 2640(%rsp)
	movl	2644(%rsp), %eax
	jne	.L2181
	movq	$1000000000, 2408(%rsp)
	testl	%eax, %eax
	jne	.L2183
	movl	$1000000000, %eax
.L2182:
	shrq	%rax
	movq	%rax, %rsi
.L2185:
	movq	%rsi, 2416(%rsp)
.L2183:
	movq	2400(%rsp), %rax
	testq	%rax, %rax
	je	.L2186
	movq	2408(%rsp), %rsi
	leaq	-1(%rsi), %rdi
	cmpq	%rax, %rdi
	jb	.L2676
.L2186:
	cmpl	$2, %ecx
	je	.L2677
.L2187:
	cmpl	$0, 2648(%rsp)
	je	.L2189
	testl	%edx, %edx
	jne	.L2190
	movq	32(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L2190
.L2191:
	movl	2216(%rsp), %eax
	cmpl	$1, %eax
	je	.L2678
	cmpl	$2, %eax
	je	.L2679
	movq	2224(%rsp), %rcx
	testq	%r12, %r12
	jne	.L2243
	xorl	%edx, %edx
	movq	%rbx, %rax
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r12
.L2243:
	movabsq	$4611686018427387903, %rsi
	movq	%r12, %rax
	mulq	%rcx
	movq	%rax, %r10
	xorl	%eax, %eax
	cmpq	%r10, %rsi
	sbbq	%rdx, %rax
	jc	.L2680
	leaq	-1(%r12), %rax
	movq	%r12, 2280(%rsp)
	imulq	%rcx, %rax
	cmpl	$0, 2628(%rsp)
	movq	%rax, 2272(%rsp)
	jne	.L2216
	leaq	.LC405(%rip), %rax
	movq	%rcx, 2312(%rsp)
	movq	%rax, 2328(%rsp)
.L2216:
	movl	2348(%rsp), %r13d
	movq	2280(%rsp), %r12
	cmpl	$1, %r13d
	je	.L2681
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%r12, %rax
	jb	.L2682
	cmpl	$0, 2648(%rsp)
	je	.L2250
.L2247:
	movl	2296(%rsp), %ecx
	leaq	by_kind.5(%rip), %rax
	movq	%r12, %rdx
	cmpl	$3, (%rax,%rcx,4)
	jne	.L2251
	movq	2288(%rsp), %rax
	testq	%rax, %rax
	je	.L2251
	xorl	%edx, %edx
	divq	2144(%rsp)
	movq	2304(%rsp), %rdx
	leaq	1(%rax,%rdx), %rdx
.L2251:
	cmpq	%r12, %rdx
	cmovb	%r12, %rdx
	cmpq	$8388608, %rdx
	ja	.L2683
.L2250:
	cmpl	$2, %r13d
	je	.L2684
.L2248:
	movl	2296(%rsp), %eax
	movq	2144(%rsp), %r14
	movl	%eax, 16(%rsp)
	cmpl	$2, %eax
	je	.L2685
.L2255:
	movq	2192(%rsp), %r9
	xorl	%ebx, %ebx
	xorl	%edi, %edi
	movq	%r9, %rsi
	addq	%r14, %rsi
	adcq	%rbx, %rdi
	movq	%rsi, %r10
	movq	%rdi, %r11
	testq	%r9, %r9
	je	.L2258
	movq	2200(%rsp), %r8
	testq	%r8, %r8
	je	.L2258
	cmpq	$0, 2184(%rsp)
	jne	.L2259
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
.L2258:
	movq	2208(%rsp), %rax
	movq	2272(%rsp), %rcx
	xorl	%edx, %edx
	xorl	%ebx, %ebx
	movq	2288(%rsp), %rdi
	addq	%rax, %rcx
	leaq	1(%r12), %rax
	adcq	%rdx, %rbx
	movq	%rdi, 48(%rsp)
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
	jc	.L2686
	movl	2512(%rsp), %ebx
	testl	%ebx, %ebx
	je	.L2413
	cmpl	$3, %ebx
	je	.L2413
	movq	2584(%rsp), %rax
	movq	%rax, 8(%rsp)
	cmpl	$2, %ebx
	je	.L2687
.L2272:
	movl	2596(%rsp), %eax
	movl	$864, %esi
	movl	$1, %edi
	movl	%eax, (%rsp)
	movl	2592(%rsp), %eax
	movl	%eax, 56(%rsp)
	call	calloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L2688
	movq	32(%rsp), %rdx
	movl	$48, %ecx
	leaq	328(%rax), %rdi
	movq	%rbp, %xmm6
	movq	%rdi, %rsi
	leaq	416(%rax), %rdi
	movl	2360(%rsp), %ebp
	leaq	416(%rbx), %r13
	movq	%rdx, (%rax)
	xorl	%eax, %eax
	movq	%rdx, %xmm0
	rep stosq
	punpcklqdq	%xmm6, %xmm0
	movq	%rsi, 40(%rsp)
	leal	1(%rbp), %edi
	movq	%rsi, 440(%rbx)
	movl	$288, %esi
	movaps	%xmm0, 416(%rbx)
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbp, %rdi
	movq	%rax, 304(%rbx)
	movq	%rax, %r15
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbp, %rdi
	movq	%rax, 312(%rbx)
	movq	%rax, 64(%rsp)
	call	calloc@PLT
	movq	64(%rsp), %rcx
	movq	%rax, 320(%rbx)
	testq	%rcx, %rcx
	sete	%cl
	testq	%r15, %r15
	sete	%dl
	orb	%dl, %cl
	jne	.L2282
	testq	%rax, %rax
	je	.L2282
	movq	40(%rsp), %rdi
	xorl	%eax, %eax
	movl	$20, %ecx
	rep stosl
	movq	32(%rsp), %rdi
	call	plan_route
	movl	%eax, 352(%rbx)
	cmpl	$3, %eax
	je	.L2282
	cmpl	$2, %eax
	je	.L2689
	movl	16(%rsp), %edx
	leaq	by_kind.5(%rip), %rax
	movq	%r12, %rbp
	cmpl	$3, (%rax,%rdx,4)
	jne	.L2287
	movq	48(%rsp), %rax
	testq	%rax, %rax
	je	.L2287
	xorl	%edx, %edx
	divq	%r14
	movq	2304(%rsp), %rdx
	leaq	1(%rdx,%rax), %rbp
.L2287:
	salq	$3, %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rax, 344(%rbx)
	testq	%rax, %rax
	je	.L2282
	movq	%r12, %r14
.L2286:
	movq	%rbp, %rdi
	call	malloc@PLT
	leaq	0(,%r14,8), %rdi
	movq	%rax, 328(%rbx)
	movq	%rax, %rbp
	call	malloc@PLT
	movq	%rax, 336(%rbx)
	testq	%rbp, %rbp
	je	.L2282
	testq	%rax, %rax
	je	.L2282
	xorl	%eax, %eax
	cmpq	$0, 8(%rsp)
	movq	32(%rsp), %rdi
	leaq	16(%rbx), %rbp
	setne	%al
	xorl	%r9d, %r9d
	movq	%rbp, 4408(%rsp)
	movl	%eax, 356(%rbx)
	movq	%rdi, 4400(%rsp)
	movl	%r9d, 4416(%rsp)
	call	closed_form_gap
	testq	%rax, %rax
	je	.L2690
	cmpl	$0, (%rsp)
	jne	.L2291
	cmpq	$0, 8(%rsp)
	jne	.L2291
	leaq	4400(%rsp), %rax
	xorl	%esi, %esi
	leaq	896(%rsp), %rdi
	movq	%rax, %rcx
	leaq	ref_job_run(%rip), %rdx
	call	pthread_create@PLT
	testl	%eax, %eax
	je	.L2292
	movq	(%rbx), %r10
	movq	%r10, %rdi
	call	closed_form_gap
	movq	%rax, 432(%rbx)
	testq	%rax, %rax
	je	.L2293
.L2339:
	movq	%rbp, %rsi
	movq	%r10, %rdi
	call	ref_sorted
.L2294:
	movl	%eax, %edi
	call	fault_rc
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L2691
	cmpq	$0, 8(%rsp)
	je	.L2298
	movq	(%rbx), %r15
	movq	176(%rbx), %r12
	movq	%r15, %rdi
	call	plan_route
	cmpl	$2, %eax
	je	.L2692
.L2301:
	cmpq	$16777216, %r12
	ja	.L2693
.L2298:
	movq	%r13, %rdi
	call	print_plan
.L2297:
	movl	(%rsp), %esi
	movq	%rbx, %rdi
	call	run_reps
	movl	%eax, %r14d
	testl	%eax, %eax
	jne	.L2639
.L2303:
	movq	304(%rbx), %r14
	xorl	%r12d, %r12d
	leaq	768(%rbx), %r15
.L2308:
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
	jnb	.L2308
	movq	(%rbx), %rbp
	movq	304(%rbx), %rax
	leaq	448(%rbx), %rdx
	leaq	688(%rbx), %rcx
	movq	%rdx, (%rsp)
	leaq	800(%rbx), %r12
	movl	216(%rbp), %esi
	leaq	288(%rax), %rdi
	call	aggregate
	movl	%eax, 32(%rsp)
	testl	%eax, %eax
	jne	.L2309
	movl	216(%rbp), %edx
	movq	312(%rbx), %rsi
	leaq	160(%rsp), %r14
	movq	%r14, %rdi
	call	stats_of
	movl	216(%rbp), %edx
	movq	320(%rbx), %rsi
	movq	%r14, %rdi
	movdqu	160(%rsp), %xmm6
	movups	%xmm6, 296(%r13)
	movq	176(%rsp), %rax
	movq	%rax, 312(%r13)
	call	stats_of
	xorl	%esi, %esi
	movq	%rbp, %rdi
	movq	%r12, %rdx
	movdqu	160(%rsp), %xmm7
	movaps	%xmm7, 320(%r13)
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
	jne	.L2310
.L2313:
	movq	(%rbx), %rax
	movq	%r13, %rdi
	leaq	2800(%rsp), %r14
	leaq	SET_NAME(%rip), %r15
	leaq	456(%rbx), %rbp
	movq	%rax, 64(%rsp)
	call	print_table
	movl	848(%rbx), %edx
	movq	%r13, %rdi
	movq	%r12, %rsi
	call	print_findings
	movsd	712(%rbx), %xmm0
	movsd	744(%rbx), %xmm3
	leaq	.LC431(%rip), %rdi
	movsd	736(%rbx), %xmm2
	movsd	720(%rbx), %xmm1
	movl	$4, %eax
	call	printf@PLT
	movl	848(%rbx), %eax
	movq	%r14, 48(%rsp)
	movq	%r12, 88(%rsp)
	movq	416(%rbx), %r13
	movl	%eax, 72(%rsp)
	leaq	4400(%rsp), %rax
	movq	%rax, 16(%rsp)
	leaq	144(%rsp), %rax
	movq	%rax, 80(%rsp)
.L2311:
	movq	(%r15), %rsi
	leaq	.LC433(%rip), %rdi
	xorl	%eax, %eax
	movq	%r13, %r14
	movq	%rbp, %r12
	movq	%rbx, %r13
	call	printf@PLT
	movq	-8(%rbp), %rsi
	leaq	.LC245(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	PCT_NAME(%rip), %rcx
	movq	%rcx, %rbx
.L2314:
	movq	0(%rbp), %rdx
	movq	(%rbx), %rsi
	leaq	.LC247(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %rbp
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rbx, %rax
	jne	.L2314
	movb	$0, 4447(%rsp)
	movq	%r13, %rbx
	movl	$47, %r9d
	movq	%r14, %r13
	movq	56(%r12), %r10
	movq	64(%r12), %rax
	movq	%r15, 96(%rsp)
	movq	%rbx, %r14
	movq	%r13, %r15
	movq	%r9, %rbx
	movq	%r12, %r13
.L2315:
	movq	80(%rsp), %r8
	xorl	%ecx, %ecx
	movq	%r10, %rdi
	movl	$10, %edx
	movq	%rax, %rsi
	movq	%r10, %r12
	movq	%rax, %rbp
	subq	$1, %rbx
	call	__udivmodti4@PLT
	movzbl	144(%rsp), %ecx
	movq	16(%rsp), %rdi
	movq	%rax, %r10
	movq	%rdx, %rax
	xorl	%edx, %edx
	addl	$48, %ecx
	movb	%cl, (%rdi,%rbx)
	movl	$9, %ecx
	cmpq	%r12, %rcx
	sbbq	%rbp, %rdx
	jc	.L2315
	movq	%rbx, %r9
	movq	%r13, %rbp
	leaq	.LC57(%rip), %rdx
	xorl	%eax, %eax
	leaq	(%rdi,%r9), %rcx
	movq	48(%rsp), %rdi
	movq	%r15, %r13
	movq	%r14, %rbx
	movl	$48, %esi
	movq	96(%rsp), %r15
	call	snprintf@PLT
	movq	-8(%rbp), %rcx
	movq	48(%rbp), %rax
	testq	%rcx, %rcx
	je	.L2316
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
.L2316:
	movl	$10000, %esi
	movq	%rcx, %rax
	xorl	%edx, %edx
	movq	16(%rsp), %r14
	divq	%rsi
	movq	%r14, %rdi
	movl	$32, %esi
	addq	$8, %r15
	addq	$80, %rbp
	movq	%rdx, %r8
	movq	%rax, %rcx
	leaq	.LC141(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	-32(%rbp), %rsi
	movq	48(%rsp), %rcx
	xorl	%eax, %eax
	movq	%r14, %rdx
	leaq	.LC434(%rip), %rdi
	call	printf@PLT
	leaq	24+SET_NAME(%rip), %rax
	cmpq	%r15, %rax
	jne	.L2311
	leaq	RATIOS(%rip), %rbp
	movq	88(%rsp), %r12
	leaq	.LC96(%rip), %r14
	leaq	168(%rbp), %r15
	jmp	.L2329
.L2317:
	movq	8(%rax,%rdx,8), %rax
.L2318:
	movslq	8(%rbp), %rdx
	movq	(%rsp), %rdi
	movslq	12(%rbp), %rcx
	imulq	$80, %rdx, %rdx
	addq	%rdi, %rdx
	cmpl	$-1, %ecx
	je	.L2694
	movq	8(%rdx,%rcx,8), %rdx
.L2320:
	testq	%rax, %rax
	je	.L2321
	testq	%rdx, %rdx
	js	.L2322
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2323:
	testq	%rax, %rax
	js	.L2324
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2325:
	divsd	%xmm1, %xmm0
	movq	16(%rsp), %rdi
	movl	$32, %esi
	leaq	.LC97(%rip), %rdx
	movl	$1, %eax
	comisd	.LC66(%rip), %xmm0
	cmovnb	%r14, %rdx
	call	snprintf@PLT
.L2328:
	movq	0(%rbp), %rsi
	movq	16(%rsp), %rdx
	xorl	%eax, %eax
	addq	$24, %rbp
	leaq	.LC435(%rip), %rdi
	call	printf@PLT
	cmpq	%rbp, %r15
	je	.L2695
.L2329:
	movslq	16(%rbp), %rax
	movq	(%rsp), %rcx
	movslq	20(%rbp), %rdx
	imulq	$80, %rax, %rax
	addq	%rcx, %rax
	cmpl	$-1, %edx
	jne	.L2317
	movq	56(%rax), %rax
	jmp	.L2318
.L2157:
	movq	2584(%rsp), %rbx
	testq	%rbx, %rbx
	je	.L2159
	movl	2512(%rsp), %eax
	cmpl	$3, %eax
	je	.L2696
	cmpq	$0, 2496(%rsp)
	jne	.L2162
	cmpl	$0, 2504(%rsp)
	je	.L2163
.L2162:
	testl	%eax, %eax
	je	.L2163
.L2164:
	movq	(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC357(%rip), %rcx
	leaq	.LC358(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2173
.L2189:
	movq	32(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	je	.L2191
	testl	%edx, %edx
	je	.L2191
	movq	(%rsp), %rdi
	leaq	.LC381(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC382(%rip), %rcx
	leaq	.LC383(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2173
.L2181:
	testl	%eax, %eax
	jne	.L2183
	movq	2408(%rsp), %rax
	movl	$500000000, %esi
	testq	%rax, %rax
	je	.L2185
	jmp	.L2182
.L2175:
	cmpq	%rsi, 2192(%rsp)
	jb	.L2176
	leaq	4400(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	2192(%rsp), %rsi
	leaq	2800(%rsp), %rdi
	movq	%rax, %rbx
	call	fmt_us.constprop.0
	leaq	.LC262(%rip), %rdx
	movq	(%rsp), %rdi
	cmpq	$0, 2184(%rsp)
	movq	%rax, %rcx
	leaq	.LC261(%rip), %rax
	movq	%rbx, %r8
	movl	$2048, %esi
	cmove	%rax, %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2173
.L2673:
	cmpq	$0, 2192(%rsp)
	je	.L2174
	testq	%rsi, %rsi
	jne	.L2175
	movq	(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC367(%rip), %rcx
	leaq	.LC368(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2173
.L2159:
	cmpq	$0, 2496(%rsp)
	jne	.L2165
.L2352:
	cmpl	$0, 2504(%rsp)
	je	.L2166
.L2165:
	cmpl	$0, 2512(%rsp)
	je	.L2166
	jmp	.L2164
.L2672:
	cmpl	$0, 2648(%rsp)
	jne	.L2697
	movq	32(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	je	.L2169
	leaq	.LC363(%rip), %rdi
	call	usage_error
	movl	%eax, %r14d
	jmp	.L2168
.L2670:
	cmpq	$0, 2496(%rsp)
	jne	.L2166
	jmp	.L2352
.L2677:
	cmpq	$0, 2368(%rsp)
	jne	.L2188
	cmpl	$0, 2376(%rsp)
	je	.L2187
.L2188:
	leaq	.LC376(%rip), %r8
	leaq	.LC377(%rip), %rcx
.L2638:
	movq	(%rsp), %rdi
	leaq	.LC366(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2173
.L2681:
	leaq	.LC406(%rip), %r8
	leaq	.LC267(%rip), %rcx
	cmpq	$200000000, %r12
	ja	.L2636
	cmpl	$0, 2648(%rsp)
	jne	.L2247
	jmp	.L2248
.L2413:
	cmpl	$3, %r13d
	je	.L2263
	subl	$1, %r13d
	je	.L2267
	movq	32(%rsp), %rdi
	call	sort_fits
	testl	%eax, %eax
	je	.L2698
.L2267:
	movq	2584(%rsp), %rax
	movq	%rax, 8(%rsp)
	testq	%rax, %rax
	je	.L2266
	testl	%ebx, %ebx
	je	.L2634
.L2275:
	movq	32(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 1264(%rsp)
	call	closed_form_gap
	movq	%rax, %rsi
	testq	%rax, %rax
	jne	.L2699
	movq	32(%rsp), %r14
	leaq	2800(%rsp), %rbx
	movq	%rbx, %rsi
	movq	%r14, %rdi
	call	closed_form
	movl	%eax, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L2279
	leaq	4400(%rsp), %r12
	movq	%r14, %rdi
	movq	%r12, %rsi
	call	ref_sorted
	movl	%eax, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L2279
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
	leaq	.LC425(%rip), %rcx
	leaq	.LC426(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 8128
	movq	4688(%rsp), %r8
	call	check
	movq	1288(%rsp), %rbx
	xorl	%eax, %eax
	movq	1280(%rsp), %rsi
	leaq	.LC427(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	popq	%r11
	.cfi_def_cfa_offset 8120
	popq	%rbp
	.cfi_def_cfa_offset 8112
	setne	%r14b
	jmp	.L2168
.L2685:
	cmpq	$0, 2528(%rsp)
	je	.L2254
	xorl	%r15d, %r15d
	movq	%r15, 2288(%rsp)
	jmp	.L2255
.L2653:
	movslq	%ebp, %rax
	leaq	OPTIONS(%rip), %rdx
	movq	(%rsp), %rdi
	movl	$2048, %esi
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC347(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	jmp	.L2627
.L2698:
	movq	%rdi, %r15
	call	plan_route
	cmpl	$3, %eax
	je	.L2268
	movq	%r15, %rdi
	call	closed_form_gap
	cmpl	$3, %ebx
	je	.L2268
	testq	%rax, %rax
	jne	.L2268
	movq	2584(%rsp), %rax
	movq	%rax, 8(%rsp)
	testq	%rax, %rax
	je	.L2272
.L2634:
	movq	32(%rsp), %rdi
	call	plan_route
	cmpl	$3, %eax
	jne	.L2272
	movq	(%rsp), %rdi
	movl	$1048576, %r8d
	movq	%r12, %rcx
	xorl	%eax, %eax
	leaq	.LC420(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2173
.L2687:
	movl	2216(%rsp), %eax
	cmpl	$2, %eax
	je	.L2276
	cmpl	$0, 2320(%rsp)
	jne	.L2276
	subl	$1, %eax
	jne	.L2272
	movq	2576(%rsp), %rdi
	leaq	.LC5(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2272
.L2276:
	movq	(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC421(%rip), %rcx
	leaq	.LC422(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2173
.L2254:
	movq	%rbx, 2288(%rsp)
	testq	%rbx, %rbx
	je	.L2255
	movq	%rbx, %rax
	xorl	%edx, %edx
	divq	%r14
	movq	2304(%rsp), %rdx
	leaq	1(%rdx,%rax), %rax
	cmpl	$1, %r13d
	je	.L2256
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L2255
	leaq	.LC263(%rip), %rcx
.L2257:
	movq	(%rsp), %rdi
	leaq	.LC412(%rip), %r8
	leaq	.LC413(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2173
.L2689:
	leaq	4400(%rsp), %rax
	leaq	2800(%rsp), %r14
	movq	32(%rsp), %rdi
	movq	%rax, %rdx
	movq	%r14, %rsi
	call	lattice_plan
	testl	%eax, %eax
	je	.L2282
	movq	4400(%rsp), %rbp
	movl	$8, %esi
	movq	2800(%rsp), %xmm0
	movq	%rbp, %xmm7
	movq	%rbp, %rdi
	punpcklqdq	%xmm7, %xmm0
	movups	%xmm0, 360(%rbx)
	movaps	%xmm0, 16(%rsp)
	call	calloc@PLT
	movq	%rax, 376(%rbx)
	testq	%rax, %rax
	je	.L2282
	movdqa	16(%rsp), %xmm0
	movq	%rbp, %rdi
	movl	$8, %esi
	movl	$65536, %r14d
	movl	$524288, %ebp
	movaps	%xmm0, 384(%rbx)
	call	calloc@PLT
	movq	%rax, 400(%rbx)
	testq	%rax, %rax
	jne	.L2286
.L2282:
	movq	stderr(%rip), %rdi
	movq	%r12, %rdx
	leaq	.LC428(%rip), %rsi
	xorl	%eax, %eax
	leaq	800(%rbx), %r12
	call	fprintf@PLT
.L2312:
	movl	$1, %r14d
.L2290:
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
	jmp	.L2168
.L2679:
	movq	2552(%rsp), %rax
	xorl	%edx, %edx
	movl	$2048, %ecx
	leaq	2800(%rsp), %r14
	movq	%rdx, 2784(%rsp)
	movq	(%rsp), %rdx
	movq	%r14, %rdi
	movq	%rax, %rsi
	movq	%rax, 40(%rsp)
	call	numbers_open.constprop.0
	movl	%eax, 48(%rsp)
	testl	%eax, %eax
	jne	.L2173
	movq	2800(%rsp), %rdi
	call	fileno@PLT
	movl	%eax, %edi
	leaq	4400(%rsp), %rax
	movq	%rax, %rsi
	call	fstat@PLT
	testl	%eax, %eax
	jne	.L2221
	movl	4424(%rsp), %eax
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 48(%rsp)
.L2221:
	xorl	%eax, %eax
	xorl	%r8d, %r8d
	xorl	%r9d, %r9d
	movq	%rbx, 56(%rsp)
	movq	%rax, 16(%rsp)
	leaq	1264(%rsp), %rax
	movq	%r9, %rbx
	movq	%r8, %r15
	movq	%rax, 8(%rsp)
.L2222:
	movq	(%rsp), %rdx
	movq	8(%rsp), %rsi
	movl	$2048, %ecx
	movq	%r14, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L2700
	cmpl	$0, 48(%rsp)
	movq	2848(%rsp), %rax
	jne	.L2223
	movl	$1, %ecx
	salq	$40, %rcx
	cmpq	%rax, %rcx
	jb	.L2392
	testq	%r12, %r12
	jne	.L2225
	movq	1264(%rsp), %rax
	testq	%r13, %r13
	je	.L2227
	cmpq	%r13, %rax
	jnb	.L2222
.L2227:
	movq	16(%rsp), %rcx
	testq	%r15, %r15
	movq	%rax, 2272(%rsp)
	cmove	%rax, %rcx
	addq	$1, %r15
	movq	%rcx, 16(%rsp)
	jmp	.L2222
.L2223:
	cmpq	$200000000, %rax
	ja	.L2393
	testq	%r12, %r12
	je	.L2640
	cmpq	%r15, %r12
	je	.L2222
.L2640:
	testq	%r13, %r13
	je	.L2230
	cmpq	%r13, 1264(%rsp)
	jnb	.L2222
.L2230:
	movq	2784(%rsp), %rdi
	cmpq	%r15, %rbx
	je	.L2701
.L2233:
	movq	1264(%rsp), %rax
	movq	%rax, (%rdi,%r15,8)
.L2631:
	movq	1264(%rsp), %rax
	jmp	.L2227
.L2225:
	cmpq	%r15, %r12
	je	.L2222
	testq	%r13, %r13
	je	.L2631
	cmpq	%r13, 1264(%rsp)
	jb	.L2631
	jmp	.L2222
.L2701:
	testq	%rbx, %rbx
	je	.L2234
	movq	%rbx, %rsi
	salq	$4, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2345
	movq	%rax, 2784(%rsp)
	addq	%rbx, %rbx
	jmp	.L2233
.L2700:
	movq	%r14, %rdi
	movl	%eax, 40(%rsp)
	movq	56(%rsp), %rbx
	movq	%r15, 8(%rsp)
	call	numbers_close
	movl	40(%rsp), %eax
	testl	%eax, %eax
	js	.L2231
	movq	2784(%rsp), %rax
	movq	8(%rsp), %r8
	movq	2552(%rsp), %rsi
	movq	%rax, 2256(%rsp)
	testq	%r8, %r8
	je	.L2702
	movq	16(%rsp), %rax
	cmpl	$0, 2628(%rsp)
	movq	%rsi, 2248(%rsp)
	movq	%r8, 2280(%rsp)
	movq	%rax, 2264(%rsp)
	jne	.L2216
	cmpq	$1, %r8
	je	.L2241
	movq	2272(%rsp), %rcx
	subq	$1, %r8
	xorl	%edx, %edx
	subq	%rax, %rcx
	movq	%rcx, %rax
	divq	%r8
	cmpq	%r8, %rcx
	jb	.L2241
	movq	%rax, 2312(%rsp)
	leaq	.LC402(%rip), %rax
	movq	%rax, 2328(%rsp)
	jmp	.L2216
.L2678:
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm1
	jp	.L2193
	je	.L2703
.L2193:
	testq	%r12, %r12
	jne	.L2195
	testq	%rbx, %rbx
	js	.L2196
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rbx, %xmm0
.L2197:
	divsd	.LC178(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	leaq	.LC387(%rip), %r8
	leaq	.LC388(%rip), %rcx
	comisd	.LC386(%rip), %xmm0
	ja	.L2637
.L2195:
	movl	$1048576, %edi
	call	malloc@PLT
	movq	%rax, %r13
	testq	%rbx, %rbx
	js	.L2199
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rbx, %xmm2
.L2200:
	leaq	.LC390(%rip), %r8
	leaq	.LC391(%rip), %rcx
	testq	%r13, %r13
	je	.L2637
	xorl	%ecx, %ecx
	pxor	%xmm0, %xmm0
	xorl	%r12d, %r12d
	movsd	%xmm2, 56(%rsp)
	leaq	4400(%rsp), %rax
	movq	%rcx, 40(%rsp)
	leaq	2800(%rsp), %r14
	movq	%rax, 16(%rsp)
	leaq	1264(%rsp), %rax
	leaq	524288(%r13), %r15
	movq	%rax, 8(%rsp)
	movsd	%xmm0, 48(%rsp)
.L2201:
	movsd	2536(%rsp), %xmm1
	movq	40(%rsp), %rax
	xorl	%esi, %esi
	leaq	poisson_gaps(%rip), %rdx
	movq	2544(%rsp), %xmm3
	movq	16(%rsp), %rcx
	movq	%r13, 2808(%rsp)
	movq	%rax, %xmm5
	addq	$65536, %rax
	movsd	%xmm1, 2800(%rsp)
	movq	8(%rsp), %rdi
	movsd	%xmm1, 4400(%rsp)
	punpcklqdq	%xmm5, %xmm3
	movq	2544(%rsp), %xmm1
	movq	%rax, %xmm6
	movaps	%xmm3, 2816(%rsp)
	punpcklqdq	%xmm6, %xmm1
	movq	$65536, 2832(%rsp)
	movaps	%xmm1, 4416(%rsp)
	movq	%r15, 4408(%rsp)
	movq	$65536, 4432(%rsp)
	call	pthread_create@PLT
	movq	%r14, %rdi
	movl	%eax, 64(%rsp)
	call	poisson_gaps
	movl	64(%rsp), %edx
	testl	%edx, %edx
	jne	.L2202
	movq	1264(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L2203:
	movq	2528(%rsp), %rsi
	movq	%r12, %rdi
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	movsd	.LC31(%rip), %xmm3
	movsd	48(%rsp), %xmm0
	movabsq	$-9223372036854775808, %r8
	jmp	.L2213
.L2707:
	xorl	%eax, %eax
	cmpq	%rsi, %r12
	sete	%al
.L2205:
	testl	%eax, %eax
	jne	.L2704
	comisd	.LC30(%rip), %xmm0
	jnb	.L2629
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rax, %r12
	je	.L2629
	addq	$1, %r12
	testq	%rdi, %rdi
	je	.L2705
.L2210:
	addq	$1, %rcx
	cmpq	$131072, %rcx
	je	.L2706
	movq	%r12, %rdi
.L2213:
	movapd	%xmm0, %xmm1
	addsd	0(%r13,%rcx,8), %xmm0
	testq	%rsi, %rsi
	jne	.L2707
	xorl	%eax, %eax
	comisd	56(%rsp), %xmm0
	setnb	%al
	jmp	.L2205
.L2705:
	comisd	%xmm3, %xmm0
	jnb	.L2211
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 80(%rsp)
.L2212:
	movl	$1, %edx
	jmp	.L2210
.L2211:
	movapd	%xmm0, %xmm1
	subsd	%xmm3, %xmm1
	cvttsd2siq	%xmm1, %rax
	xorq	%r8, %rax
	movq	%rax, 80(%rsp)
	jmp	.L2212
.L2706:
	movsd	%xmm0, 48(%rsp)
	testb	%dl, %dl
	je	.L2214
	movq	80(%rsp), %rax
	movq	%rax, 2264(%rsp)
.L2214:
	addq	$131072, 40(%rsp)
	jmp	.L2201
.L2629:
	testb	%dl, %dl
	je	.L2208
	movq	80(%rsp), %rax
	movq	%rax, 2264(%rsp)
.L2208:
	movq	%r13, %rdi
	call	free@PLT
	leaq	.LC387(%rip), %r8
	leaq	.LC392(%rip), %rcx
.L2637:
	movq	(%rsp), %rdi
	leaq	.LC389(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2173
.L2202:
	movq	16(%rsp), %rdi
	call	poisson_gaps
	jmp	.L2203
.L2234:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2345
	movq	%rdi, 2784(%rsp)
	movl	$1024, %ebx
	jmp	.L2233
.L2684:
	leaq	4400(%rsp), %rax
	movq	32(%rsp), %rdi
	movq	%rax, %rdx
	movq	%rax, %rsi
	call	lattice_plan
	testl	%eax, %eax
	jne	.L2248
	movq	32(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L2708
.L2252:
	movq	(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	leaq	.LC411(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2173
.L2259:
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
	jmp	.L2258
.L2708:
	movq	32(%rsp), %rdi
	call	default_shape
	leaq	.LC266(%rip), %rcx
	testl	%eax, %eax
	leaq	.LC265(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L2252
.L2702:
	movq	(%rsp), %rdi
	movq	%rsi, %rcx
	leaq	.LC398(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC399(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2173
.L2345:
	movq	2848(%rsp), %r8
	movq	40(%rsp), %rcx
	leaq	.LC397(%rip), %rdx
.L2632:
	movq	(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r14, %rdi
	call	numbers_close
.L2231:
	movq	2784(%rsp), %rdi
	call	free@PLT
	xorl	%eax, %eax
	movq	%rax, 2784(%rsp)
	jmp	.L2173
.L2241:
	movq	(%rsp), %rdi
	movq	%rsi, %rcx
	leaq	.LC400(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC401(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2173
.L2703:
	movq	(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC384(%rip), %rcx
	leaq	.LC385(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2173
.L2199:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm2, %xmm2
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2200
.L2393:
	leaq	.LC264(%rip), %r8
.L2224:
	movq	40(%rsp), %rcx
	leaq	.LC396(%rip), %rdx
	jmp	.L2632
.L2392:
	leaq	.LC263(%rip), %r8
	jmp	.L2224
.L2686:
	movq	(%rsp), %rdi
	leaq	.LC414(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC415(%rip), %rcx
	leaq	.LC416(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2173
.L2263:
	movq	(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC417(%rip), %rcx
	leaq	.LC418(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2173
.L2674:
	movq	(%rsp), %rdi
	leaq	.LC369(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC370(%rip), %rcx
	leaq	.LC371(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2173
.L2680:
	movq	(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC403(%rip), %rcx
	leaq	.LC404(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2173
.L2704:
	testb	%dl, %dl
	je	.L2340
	movq	80(%rsp), %rax
	movq	%rax, 2264(%rsp)
.L2340:
	movsd	.LC31(%rip), %xmm2
	comisd	%xmm2, %xmm1
	jnb	.L2341
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 2272(%rsp)
.L2342:
	movq	%r13, %rdi
	call	free@PLT
	movq	.LC31(%rip), %rax
	testq	%r12, %r12
	movq	%rax, %xmm2
	je	.L2709
	movq	2544(%rsp), %rax
	cmpl	$0, 2628(%rsp)
	movq	%r12, 2280(%rsp)
	movsd	2536(%rsp), %xmm1
	movq	%rax, 2240(%rsp)
	movsd	%xmm1, 2232(%rsp)
	jne	.L2216
	movsd	.LC178(%rip), %xmm0
	divsd	%xmm1, %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L2217
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 2312(%rsp)
.L2218:
	movq	2312(%rsp), %rax
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 2312(%rsp)
	leaq	.LC395(%rip), %rax
	movq	%rax, 2328(%rsp)
	jmp	.L2216
.L2196:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2197
.L2217:
	subsd	%xmm2, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 2312(%rsp)
	btcq	$63, 2312(%rsp)
	jmp	.L2218
.L2709:
	leaq	.LC393(%rip), %r8
	leaq	.LC394(%rip), %rcx
	jmp	.L2637
.L2341:
	subsd	%xmm2, %xmm1
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 2272(%rsp)
	btcq	$63, 2272(%rsp)
	jmp	.L2342
.L2682:
	leaq	.LC408(%rip), %r8
	leaq	.LC263(%rip), %rcx
.L2636:
	movq	(%rsp), %rdi
	leaq	.LC407(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2173
.L2671:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	(%rsp), %rdi
	movq	%rbx, %rcx
	leaq	.LC360(%rip), %rdx
	movq	%rax, %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2173
.L2676:
	leaq	4400(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	2400(%rsp), %rsi
	leaq	2800(%rsp), %rdi
	movq	%rax, %rbx
	call	fmt_us.constprop.0
	movq	(%rsp), %rdi
	movq	%rbx, %r8
	leaq	.LC375(%rip), %rdx
	movq	%rax, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2173
.L2696:
	movq	(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC355(%rip), %rcx
	leaq	.LC356(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2173
.L2190:
	movq	(%rsp), %rdi
	leaq	.LC378(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC379(%rip), %rcx
	leaq	.LC380(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2173
.L2683:
	movq	(%rsp), %rdi
	leaq	.LC408(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC409(%rip), %rcx
	leaq	.LC410(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2173
.L2675:
	movq	(%rsp), %rdi
	leaq	.LC372(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC373(%rip), %rcx
	leaq	.LC374(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2173
.L2691:
	leaq	.LC429(%rip), %rsi
	call	cannot
	movl	%eax, %r14d
	testl	%eax, %eax
	je	.L2297
.L2639:
	leaq	800(%rbx), %r12
	jmp	.L2290
.L2690:
	xorl	%edi, %edi
	movq	32(%rsp), %r10
	movq	%rdi, 432(%rbx)
.L2293:
	movq	%rbp, %rsi
	movq	%r10, %rdi
	call	closed_form
	jmp	.L2294
.L2268:
	movq	(%rsp), %rdi
	movl	$1048576, %r8d
	movq	%r12, %rcx
	xorl	%eax, %eax
	leaq	.LC419(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2173
.L2266:
	cmpl	$3, %ebx
	je	.L2275
	xorl	%r10d, %r10d
	movq	%r10, 8(%rsp)
	jmp	.L2272
.L2279:
	leaq	.LC424(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %r14d
	jmp	.L2168
.L2699:
	leaq	.LC423(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %r14d
	call	printf@PLT
	jmp	.L2168
.L2650:
	movq	(%rsp), %rdi
	leaq	.LC336(%rip), %r8
	movq	%r13, %rcx
	xorl	%eax, %eax
	leaq	.LC337(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2173
.L2667:
	xorl	%r8d, %r8d
	jmp	.L2092
.L2669:
	movq	(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC353(%rip), %rcx
	leaq	.LC354(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2173
.L2697:
	leaq	.LC362(%rip), %rdi
	call	usage_error
	movl	%eax, %r14d
	jmp	.L2168
.L2645:
	leaq	.LC8(%rip), %r8
	movq	(%rsp), %rdi
	movl	$2048, %esi
	leaq	.LC338(%rip), %rdx
	movq	%r8, %rcx
	call	snprintf@PLT
	jmp	.L2173
.L2310:
	leaq	.LC8(%rip), %rsi
	movl	$-4, %edi
	call	cannot
	movl	%eax, %r14d
	testl	%eax, %eax
	jne	.L2290
	jmp	.L2313
.L2309:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC432(%rip), %rdi
	call	fwrite@PLT
	jmp	.L2312
.L2292:
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
	jne	.L2290
	movl	%r10d, %edi
	call	fault_rc
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L2305
.L2306:
	movq	%r13, %rdi
	call	print_plan
	jmp	.L2303
.L2291:
	movq	%rax, 432(%rbx)
	movq	32(%rsp), %r10
	jmp	.L2339
.L2305:
	leaq	.LC429(%rip), %rsi
	call	cannot
	movl	%eax, %r14d
	testl	%eax, %eax
	jne	.L2290
	jmp	.L2306
.L2693:
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	xorl	%eax, %eax
	movq	%r12, %rcx
	leaq	.LC132(%rip), %rdx
	leaq	.LC430(%rip), %rsi
	movl	$2, %r14d
	call	fprintf@PLT
	jmp	.L2639
.L2692:
	leaq	2800(%rsp), %r14
	leaq	1264(%rsp), %rsi
	movq	%r15, %rdi
	movq	%r14, %rdx
	call	lattice_plan
	testl	%eax, %eax
	je	.L2301
	movq	288(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L2301
	movq	224(%rbx), %rcx
	movq	1264(%rsp), %rax
.L2302:
	movq	%rdx, %rdi
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdi, %rax
	testq	%rdx, %rdx
	jne	.L2302
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	addq	$1, %rax
	cmpq	%rax, %r12
	cmova	%rax, %r12
	jmp	.L2301
.L2688:
	movq	stderr(%rip), %rdi
	movq	%r12, %rdx
	leaq	.LC428(%rip), %rsi
	xorl	%eax, %eax
	movl	$1, %r14d
	call	fprintf@PLT
	jmp	.L2168
.L2256:
	leaq	.LC267(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L2255
	jmp	.L2257
.L2695:
	movq	760(%rbx), %rax
	leaq	.LC218(%rip), %rbp
	leaq	.LC436(%rip), %rdi
	movq	%rbp, %rsi
	leaq	.LC219(%rip), %r14
	movq	256(%rax), %rcx
	movq	240(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	760(%rbx), %rax
	movq	%r14, %rsi
	leaq	.LC436(%rip), %rdi
	movq	264(%rax), %rcx
	movq	248(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	760(%rbx), %rax
	leaq	.LC437(%rip), %rdi
	movq	272(%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%r13), %esi
	testl	%esi, %esi
	je	.L2330
	movq	136(%r13), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L2331
	leaq	-1(%rdi), %rcx
	movq	128(%r13), %rax
	xorl	%edx, %edx
	subq	120(%r13), %rax
	divq	%rcx
	movq	%rax, %rcx
.L2331:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	leaq	.LC438(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2330:
	cmpl	$0, 72(%rsp)
	jne	.L2710
.L2332:
	movq	%rbp, %rsi
	movsd	712(%rbx), %xmm0
	movsd	728(%rbx), %xmm2
	leaq	.LC442(%rip), %rbp
	movsd	720(%rbx), %xmm1
	movq	%rbp, %rdi
	movl	$3, %eax
	call	printf@PLT
	movq	%rbp, %rdi
	movq	%r14, %rsi
	movl	$3, %eax
	movsd	736(%rbx), %xmm0
	movsd	752(%rbx), %xmm2
	movsd	744(%rbx), %xmm1
	call	printf@PLT
	movq	8(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2334
	movq	760(%rbx), %rcx
	movl	56(%rsp), %r8d
	movq	40(%rsp), %rdx
	movq	64(%rsp), %rsi
	call	export_bench
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 32(%rsp)
.L2334:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L2711
	movq	16(%rsp), %rsi
	xorl	%edi, %edi
	call	getrusage@PLT
	testl	%eax, %eax
	je	.L2712
.L2336:
	movq	440(%rbx), %rax
	cmpl	$3, 24(%rax)
	je	.L2713
.L2337:
	cmpq	$0, 432(%rbx)
	leaq	.LC268(%rip), %rax
	leaq	.LC269(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC445(%rip), %rdi
	xorl	%eax, %eax
	xorl	%r14d, %r14d
	call	printf@PLT
	movq	416(%rbx), %rax
	movq	776(%rbx), %rdx
	leaq	.LC446(%rip), %rdi
	movq	768(%rbx), %rsi
	movl	216(%rax), %ecx
	xorl	%eax, %eax
	addl	$1, %ecx
	call	printf@PLT
	cmpq	$0, 776(%rbx)
	movl	32(%rsp), %eax
	setne	%r14b
	orl	%eax, %r14d
	jmp	.L2290
.L2710:
	movq	832(%rbx), %r13
	movq	808(%rbx), %rax
	leaq	.LC439(%rip), %rdi
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
	jb	.L2714
.L2333:
	movq	840(%rbx), %rdx
	leaq	.LC441(%rip), %rdi
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%r13, %rsi
	call	printf@PLT
	jmp	.L2332
.L2324:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2325
.L2322:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2323
.L2321:
	movq	16(%rsp), %rax
	movl	$6369134, (%rax)
	jmp	.L2328
.L2694:
	movq	56(%rdx), %rdx
	jmp	.L2320
.L2712:
	movq	440(%rbx), %rax
	movq	4432(%rsp), %rsi
	leaq	.LC443(%rip), %rdi
	movl	24(%rax), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2336
.L2711:
	leaq	.LC8(%rip), %rsi
	movl	$-4, %edi
	call	cannot
	movl	%eax, %r14d
	jmp	.L2290
.L2713:
	movq	760(%rbx), %rax
	movl	$18, %ecx
	leaq	.LC444(%rip), %rdi
	movl	284(%rax), %edx
	movl	280(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2337
.L2714:
	movq	808(%rbx), %rax
	leaq	.LC440(%rip), %rdi
	movq	8(%rax,%r8), %rdx
	movq	800(%rbx), %rax
	movq	8(%rax,%r8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2333
	.cfi_endproc
.LFE263:
	.size	bench_main, .-bench_main
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB264:
	.cfi_startproc
	jmp	bench_main
	.cfi_endproc
.LFE264:
	.size	main, .-main
	.section	.rodata.str1.1
.LC448:
	.string	"0%"
.LC449:
	.string	"90%"
.LC450:
	.string	"99%"
.LC451:
	.string	"99.9%"
.LC452:
	.string	"99.99%"
.LC453:
	.string	"99.999%"
	.section	.data.rel.ro.local,"aw"
	.align 32
	.type	XTICK.0, @object
	.size	XTICK.0, 48
XTICK.0:
	.quad	.LC448
	.quad	.LC449
	.quad	.LC450
	.quad	.LC451
	.quad	.LC452
	.quad	.LC453
	.section	.rodata.str1.1
.LC454:
	.string	"closed (from actual send)"
.LC455:
	.string	"open (from intended send)"
.LC456:
	.string	"corrected closed"
	.section	.data.rel.ro.local
	.align 16
	.type	NAMES.1, @object
	.size	NAMES.1, 24
NAMES.1:
	.quad	.LC454
	.quad	.LC455
	.quad	.LC456
	.section	.rodata.str1.1
.LC457:
	.string	"closed.values"
.LC458:
	.string	"open.values"
.LC459:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.2, @object
	.size	VALUES.2, 24
VALUES.2:
	.quad	.LC457
	.quad	.LC458
	.quad	.LC459
	.section	.rodata.str1.1
.LC460:
	.string	"closed.hgrm"
.LC461:
	.string	"open.hgrm"
.LC462:
	.string	"corrected.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.3, @object
	.size	HGRM.3, 24
HGRM.3:
	.quad	.LC460
	.quad	.LC461
	.quad	.LC462
	.section	.rodata.str1.1
.LC463:
	.string	"us"
.LC464:
	.string	"ns"
	.section	.data.rel.ro.local
	.align 32
	.type	U.4, @object
	.size	U.4, 96
U.4:
	.quad	.LC154
	.quad	1000000000
	.long	9
	.zero	4
	.quad	.LC325
	.quad	1000000
	.long	6
	.zero	4
	.quad	.LC463
	.quad	1000
	.long	3
	.zero	4
	.quad	.LC464
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
	.quad	.LC464
	.quad	1
	.quad	.LC463
	.quad	1000
	.quad	.LC325
	.quad	1000000
	.quad	.LC154
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
.LC465:
	.string	"open_closed_p99"
.LC466:
	.string	"open_closed_p999"
.LC467:
	.string	"open_closed_slow"
.LC468:
	.string	"closed_max_p99"
.LC469:
	.string	"corrected_closed_p99"
.LC470:
	.string	"open_corrected_p99"
.LC471:
	.string	"open_corrected_p90"
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 168
RATIOS:
	.quad	.LC465
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC466
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC467
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	.LC468
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	.LC469
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC470
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC471
	.long	1
	.long	1
	.long	2
	.long	1
	.section	.rodata.str1.1
.LC472:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC473:
	.string	"service time of one request (100us)"
	.section	.rodata.str1.1
.LC474:
	.string	"--interval"
	.section	.rodata.str1.8
	.align 8
.LC475:
	.string	"fixed schedule: request i due at i*T (200us)"
	.section	.rodata.str1.1
.LC476:
	.string	"--stall"
	.section	.rodata.str1.8
	.align 8
.LC477:
	.string	"length of each stall, 0 for none (200ms)"
	.section	.rodata.str1.1
.LC478:
	.string	"--period"
	.section	.rodata.str1.8
	.align 8
.LC479:
	.string	"time between stall starts, 0 for one stall (1s)"
	.section	.rodata.str1.1
.LC480:
	.string	"--first-stall"
	.section	.rodata.str1.8
	.align 8
.LC481:
	.string	"start of the first stall (500ms)"
	.align 8
.LC482:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC483:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC484:
	.string	"or exactly N scheduled requests"
	.align 8
.LC485:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sorted)"
	.section	.rodata.str1.1
.LC486:
	.string	"--schedule"
.LC487:
	.string	"fixed|poisson"
	.section	.rodata.str1.8
	.align 8
.LC488:
	.string	"fixed (default) or Poisson arrivals"
	.align 8
.LC489:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.section	.rodata.str1.1
.LC490:
	.string	"--rate"
.LC491:
	.string	"R"
	.section	.rodata.str1.8
	.align 8
.LC492:
	.string	"Poisson rate, requests a second"
	.align 8
.LC493:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC494:
	.string	"--seed"
.LC495:
	.string	"X"
	.section	.rodata.str1.8
	.align 8
.LC496:
	.string	"seeds the Poisson schedule, service times, random stalls (0)"
	.align 8
.LC497:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC498:
	.string	"--service-dist"
.LC499:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC500:
	.string	"service times, each drawn from one of these:"
	.align 8
.LC501:
	.string	"use one of the names --help lists"
	.section	.rodata.str1.1
.LC502:
	.string	"--service-cv"
	.section	.rodata.str1.8
	.align 8
.LC503:
	.string	"lognormal: the coefficient of variation"
	.align 8
.LC504:
	.string	"a number above 0 and at most 100"
	.section	.rodata.str1.1
.LC505:
	.string	"--slow-fraction"
.LC506:
	.string	"F"
	.section	.rodata.str1.8
	.align 8
.LC507:
	.string	"bimodal: the share, 0 < F < 1, that takes --slow-service"
	.section	.rodata.str1.1
.LC508:
	.string	"a number above 0 and below 1"
.LC509:
	.string	"--slow-service"
	.section	.rodata.str1.8
	.align 8
.LC510:
	.string	"bimodal: the slow requests' service time"
	.align 8
.LC511:
	.string	"a time above zero and below 2^50 ns, e.g. 10ms"
	.section	.rodata.str1.1
.LC512:
	.string	"--stalls"
.LC513:
	.string	"periodic|poisson"
	.section	.rodata.str1.8
	.align 8
.LC514:
	.string	"stall starts every --period, or at\nexponential gaps of mean --period (periodic)"
	.section	.rodata.str1.1
.LC515:
	.string	"--stall-dist"
.LC516:
	.string	"fixed|exp"
	.section	.rodata.str1.8
	.align 8
.LC517:
	.string	"each stall --stall long, or exponential of that mean"
	.section	.rodata.str1.1
.LC518:
	.string	"FILE"
	.section	.rodata.str1.8
	.align 8
.LC519:
	.string	"replay due times: one integer ns a line, non-decreasing"
	.section	.rodata.str1.1
.LC520:
	.string	"--closed"
.LC521:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC522:
	.string	"how the closed loop treats slots it missed"
	.align 8
.LC523:
	.string	"use catch-up, skip or back-to-back"
	.section	.rodata.str1.1
.LC524:
	.string	"--connections"
.LC525:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC526:
	.string	"C closed loops share the schedule (1)"
	.align 8
.LC527:
	.string	"a whole number from 1 to 1000000"
	.section	.rodata.str1.1
.LC528:
	.string	"--expected-interval"
.LC529:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC530:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.section	.rodata.str1.1
.LC531:
	.string	"a time above zero, or mean"
.LC532:
	.string	"--timeout"
	.section	.rodata.str1.8
	.align 8
.LC533:
	.string	"clients give up on a request after T (from its send); adds\nthe completed and censored views"
	.section	.rodata.str1.1
.LC534:
	.string	"--queue-limit"
.LC535:
	.string	"K"
	.section	.rodata.str1.8
	.align 8
.LC536:
	.string	"the server rejects a request that finds K waiting; adds\nthe ok and all views"
	.align 8
.LC537:
	.string	"a whole number of waiting requests from 0 to 1000000000"
	.section	.rodata.str1.1
.LC538:
	.string	"--reject-time"
	.section	.rodata.str1.8
	.align 8
.LC539:
	.string	"with --queue-limit: a rejection reaches the client after T (0)"
	.section	.rodata.str1.1
.LC540:
	.string	"--generator-pause"
	.section	.rodata.str1.8
	.align 8
.LC541:
	.string	"the open loop's sender stops for T once a\n--generator-period; adds the intended, actual and lag views"
	.section	.rodata.str1.1
.LC542:
	.string	"--generator-period"
	.section	.rodata.str1.8
	.align 8
.LC543:
	.string	"time between its pauses, 0 for one pause (1s)"
	.section	.rodata.str1.1
.LC544:
	.string	"--generator-first"
	.section	.rodata.str1.8
	.align 8
.LC545:
	.string	"start of its first pause (half the period; 500ms)"
	.section	.rodata.str1.1
.LC546:
	.string	"--schedule-from"
.LC547:
	.string	"base|last-send"
	.section	.rodata.str1.8
	.align 8
.LC548:
	.string	"the open loop sends request i when due (base),\nor one schedule gap after request i-1 left (last-send: drifts)"
	.section	.rodata.str1.1
.LC549:
	.string	"use base or last-send"
.LC550:
	.string	"--max-in-flight"
	.section	.rodata.str1.8
	.align 8
.LC551:
	.string	"the open loop keeps at most K requests outstanding (1-1000)"
	.section	.rodata.str1.1
.LC552:
	.string	"a whole number from 1 to 1000"
.LC553:
	.string	"--when-full"
.LC554:
	.string	"block|drop"
	.section	.rodata.str1.8
	.align 8
.LC555:
	.string	"with --max-in-flight: wait for a slot, or drop (block)"
	.section	.rodata.str1.1
.LC556:
	.string	"use block or drop"
	.section	.rodata.str1.8
	.align 8
.LC557:
	.string	"instead of a schedule, N users (1-1000) who each think,\nsend, and wait for the reply; their own recording is the truth"
	.align 8
.LC558:
	.string	"a whole number of users from 1 to 1000"
	.align 8
.LC559:
	.string	"or sessions arriving R a second, each sending until it leaves"
	.align 8
.LC560:
	.string	"sessions a second, a number above 0 and at most 1e9"
	.section	.rodata.str1.1
.LC561:
	.string	"--return-prob"
.LC562:
	.string	"P"
	.section	.rodata.str1.8
	.align 8
.LC563:
	.string	"sessions: after a reply, another request with chance P (0)"
	.align 8
.LC564:
	.string	"a chance from 0 up to, not including, 1"
	.section	.rodata.str1.1
.LC565:
	.string	"--think"
	.section	.rodata.str1.8
	.align 8
.LC566:
	.string	"users: the time between a reply and the next request (0)"
	.section	.rodata.str1.1
.LC567:
	.string	"--population --sessions"
.LC568:
	.string	"--think-dist"
	.section	.rodata.str1.8
	.align 8
.LC569:
	.string	"users: each think --think, or exponential (fixed)"
	.section	.rodata.str1.1
.LC570:
	.string	"use fixed or exp"
.LC571:
	.string	"--scoreboard"
	.section	.rodata.str1.8
	.align 8
.LC572:
	.string	"also every way to correct the closed loop (or the users),\nscored against the truth"
	.section	.rodata.str1.1
.LC573:
	.string	"--slow-above"
.LC574:
	.string	"the slow line (1ms)"
.LC575:
	.string	"--rank"
.LC576:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC577:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.section	.rodata.str1.1
.LC578:
	.string	"use round or ceil"
.LC579:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC580:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC581:
	.string	"--exact-by"
.LC582:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC583:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.align 8
.LC584:
	.string	"use auto, sorted, lattice or passes"
	.section	.rodata.str1.1
.LC585:
	.string	"--guess-entries"
	.section	.rodata.str1.8
	.align 8
.LC586:
	.string	"passes: values each percentile's first-pass guess\nholds (16384; 0: none, every percentile narrows in later passes)"
	.align 8
.LC587:
	.string	"0 (no guessing) or a whole number from 2 to 1048576"
	.section	.rodata.str1.1
.LC588:
	.string	"--quick"
.LC589:
	.string	"as QUICK=1"
.LC590:
	.string	"--verbose"
	.section	.rodata.str1.8
	.align 8
.LC591:
	.string	"also every rep's checked numbers, a line a set"
	.align 8
.LC592:
	.ascii	"defaul"
	.string	"t, feed-10ms-stall, one-2s-stall, hundred-requests,\nhundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal, gc-pauses,\ntimeouts, shedding, generator-gc, drift, in-flight-cap, mm1k-90, population,\npopulation-stalls, sessions-2, sessions-20, light-load"
	.align 8
.LC593:
	.string	"correct a recorded trace: one latency a line (ns or a unit)"
	.section	.rodata.str1.1
.LC594:
	.string	"LIST"
	.section	.rodata.str1.8
	.align 8
.LC595:
	.string	"the same from a list: 2ms*99,1000ms"
	.section	.rodata.str1.1
.LC596:
	.string	"load|stall"
	.section	.rodata.str1.8
	.align 8
.LC597:
	.string	"one table over load 10-95% or stall length"
	.section	.rodata.str1.1
.LC598:
	.string	"use load or stall"
.LC599:
	.string	"--export"
.LC600:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC601:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC602:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.section	.rodata.str1.1
.LC603:
	.string	"--export-values"
	.section	.rodata.str1.8
	.align 8
.LC604:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.section	.rodata.str1.1
.LC605:
	.string	"--hlog-interval"
	.section	.rodata.str1.8
	.align 8
.LC606:
	.string	"with --export: PREFIX.hlog's interval, whole ms from 1ms\nto 1h (1s)"
	.align 8
.LC607:
	.string	"a whole number of milliseconds from 1ms to 1h (a log's times have 3 decimals)"
	.section	.rodata.str1.1
.LC608:
	.string	"--hlog-counts"
	.section	.rodata.str1.8
	.align 8
.LC609:
	.string	"with --export: each .hlog interval's counts as RESULT\nhlog and hlog-count lines"
	.align 8
.LC610:
	.string	"the closed form against the reference simulation;\nexit 0 if they agree, 1 if not, 3 if no closed form holds"
	.align 8
.LC611:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC612:
	.string	"run the unit checks and exit"
.LC613:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 5616
OPTIONS:
	.quad	.LC1
	.long	0
	.zero	4
	.quad	.LC472
	.quad	.LC473
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	0
	.quad	1
	.zero	32
	.quad	.LC474
	.long	0
	.zero	4
	.quad	.LC472
	.quad	.LC475
	.quad	0
	.long	21
	.long	0
	.quad	set_time
	.quad	80
	.quad	1
	.zero	32
	.quad	.LC476
	.long	0
	.zero	4
	.quad	.LC472
	.quad	.LC477
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	48
	.zero	40
	.quad	.LC478
	.long	0
	.zero	4
	.quad	.LC472
	.quad	.LC479
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	56
	.zero	40
	.quad	.LC480
	.long	0
	.zero	4
	.quad	.LC472
	.quad	.LC481
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	64
	.zero	40
	.quad	.LC339
	.long	0
	.zero	4
	.quad	.LC472
	.quad	.LC482
	.quad	0
	.long	29
	.long	0
	.quad	set_duration
	.quad	376
	.quad	1
	.zero	32
	.quad	.LC340
	.long	0
	.zero	4
	.quad	.LC483
	.quad	.LC484
	.quad	0
	.long	29
	.long	0
	.quad	set_requests
	.quad	384
	.quad	1
	.quad	1099511627776
	.zero	8
	.quad	.LC485
	.zero	8
	.quad	.LC486
	.long	0
	.zero	4
	.quad	.LC487
	.quad	.LC488
	.quad	0
	.long	29
	.long	0
	.quad	set_choice
	.quad	72
	.zero	24
	.quad	.LC489
	.quad	SCHEDULE_NAMES
	.quad	.LC490
	.long	0
	.zero	4
	.quad	.LC491
	.quad	.LC492
	.quad	0
	.long	29
	.long	0
	.quad	set_real
	.quad	392
	.zero	8
	.quad	1000000000000
	.zero	8
	.quad	.LC493
	.zero	8
	.quad	.LC494
	.long	0
	.zero	4
	.quad	.LC495
	.quad	.LC496
	.quad	0
	.long	29
	.long	0
	.quad	set_count
	.quad	400
	.zero	8
	.quad	-1
	.zero	8
	.quad	.LC497
	.zero	8
	.quad	.LC498
	.long	0
	.zero	4
	.quad	.LC499
	.quad	.LC500
	.quad	0
	.long	29
	.long	1
	.quad	set_lab
	.zero	32
	.quad	.LC501
	.zero	8
	.quad	.LC502
	.long	0
	.zero	4
	.quad	.LC495
	.quad	.LC503
	.quad	0
	.long	29
	.long	1
	.quad	set_real
	.quad	16
	.zero	8
	.quad	100
	.zero	8
	.quad	.LC504
	.zero	8
	.quad	.LC505
	.long	0
	.zero	4
	.quad	.LC506
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
	.quad	.LC472
	.quad	.LC510
	.quad	0
	.long	29
	.long	1
	.quad	set_lab
	.zero	32
	.quad	.LC511
	.zero	8
	.quad	.LC512
	.long	0
	.zero	4
	.quad	.LC513
	.quad	.LC514
	.quad	0
	.long	29
	.long	0
	.quad	set_choice
	.quad	40
	.zero	24
	.quad	.LC501
	.quad	STALLS_NAME
	.quad	.LC515
	.long	0
	.zero	4
	.quad	.LC516
	.quad	.LC517
	.quad	0
	.long	29
	.long	0
	.quad	set_choice
	.quad	44
	.zero	24
	.quad	.LC501
	.quad	STALL_DIST_NAME
	.quad	.LC124
	.long	0
	.zero	4
	.quad	.LC518
	.quad	.LC519
	.quad	0
	.long	29
	.long	0
	.quad	set_arrivals
	.quad	408
	.zero	40
	.quad	.LC520
	.long	0
	.zero	4
	.quad	.LC521
	.quad	.LC522
	.quad	0
	.long	29
	.long	0
	.quad	set_choice
	.quad	152
	.zero	24
	.quad	.LC523
	.quad	CLOSED_NAME
	.quad	.LC524
	.long	0
	.zero	4
	.quad	.LC525
	.quad	.LC526
	.quad	0
	.long	29
	.long	0
	.quad	set_count
	.quad	160
	.quad	1
	.quad	1000000
	.zero	8
	.quad	.LC527
	.zero	8
	.quad	.LC528
	.long	0
	.zero	4
	.quad	.LC529
	.quad	.LC530
	.quad	0
	.long	23
	.long	0
	.quad	set_expected
	.zero	32
	.quad	.LC531
	.zero	8
	.quad	.LC532
	.long	0
	.zero	4
	.quad	.LC472
	.quad	.LC533
	.quad	0
	.long	1
	.long	1
	.quad	set_time
	.quad	224
	.quad	1
	.zero	32
	.quad	.LC534
	.long	0
	.zero	4
	.quad	.LC535
	.quad	.LC536
	.quad	0
	.long	1
	.long	1
	.quad	set_count
	.quad	240
	.zero	8
	.quad	1000000000
	.quad	232
	.quad	.LC537
	.zero	8
	.quad	.LC538
	.long	0
	.zero	4
	.quad	.LC472
	.quad	.LC539
	.quad	.LC534
	.long	1
	.long	1
	.quad	set_time
	.quad	248
	.zero	16
	.quad	488
	.zero	16
	.quad	.LC540
	.long	0
	.zero	4
	.quad	.LC472
	.quad	.LC541
	.quad	0
	.long	1
	.long	1
	.quad	set_time
	.quad	256
	.quad	1
	.zero	32
	.quad	.LC542
	.long	0
	.zero	4
	.quad	.LC472
	.quad	.LC543
	.quad	.LC540
	.long	1
	.long	1
	.quad	set_time
	.quad	264
	.zero	16
	.quad	496
	.zero	16
	.quad	.LC544
	.long	0
	.zero	4
	.quad	.LC472
	.quad	.LC545
	.quad	.LC540
	.long	1
	.long	1
	.quad	set_time
	.quad	272
	.zero	16
	.quad	500
	.zero	16
	.quad	.LC546
	.long	0
	.zero	4
	.quad	.LC547
	.quad	.LC548
	.quad	0
	.long	1
	.long	1
	.quad	set_choice
	.quad	280
	.zero	24
	.quad	.LC549
	.quad	FROM_NAMES
	.quad	.LC550
	.long	0
	.zero	4
	.quad	.LC535
	.quad	.LC551
	.quad	0
	.long	1
	.long	1
	.quad	set_count
	.quad	288
	.quad	1
	.quad	1000
	.zero	8
	.quad	.LC552
	.zero	8
	.quad	.LC553
	.long	0
	.zero	4
	.quad	.LC554
	.quad	.LC555
	.quad	.LC550
	.long	1
	.long	1
	.quad	set_choice
	.quad	296
	.zero	16
	.quad	492
	.quad	.LC556
	.quad	WHEN_FULL_NAMES
	.quad	.LC343
	.long	0
	.zero	4
	.quad	.LC483
	.quad	.LC557
	.quad	0
	.long	29
	.long	1
	.quad	set_count
	.quad	304
	.quad	1
	.quad	1000
	.zero	8
	.quad	.LC558
	.zero	8
	.quad	.LC344
	.long	0
	.zero	4
	.quad	.LC491
	.quad	.LC559
	.quad	0
	.long	29
	.long	1
	.quad	set_real
	.quad	312
	.zero	8
	.quad	1000000000
	.zero	8
	.quad	.LC560
	.zero	8
	.quad	.LC561
	.long	0
	.zero	4
	.quad	.LC562
	.quad	.LC563
	.quad	.LC344
	.long	29
	.long	1
	.quad	set_return_prob
	.zero	32
	.quad	.LC564
	.zero	8
	.quad	.LC565
	.long	0
	.zero	4
	.quad	.LC472
	.quad	.LC566
	.quad	.LC567
	.long	29
	.long	1
	.quad	set_time
	.quad	328
	.zero	40
	.quad	.LC568
	.long	0
	.zero	4
	.quad	.LC516
	.quad	.LC569
	.quad	.LC567
	.long	29
	.long	1
	.quad	set_choice
	.quad	336
	.zero	24
	.quad	.LC570
	.quad	STALL_DIST_NAME
	.quad	.LC571
	.long	1
	.zero	4
	.quad	0
	.quad	.LC572
	.quad	0
	.long	29
	.long	1
	.quad	set_flag
	.quad	504
	.zero	40
	.quad	.LC573
	.long	0
	.zero	4
	.quad	.LC472
	.quad	.LC574
	.quad	0
	.long	27
	.long	0
	.quad	set_time
	.quad	192
	.zero	40
	.quad	.LC575
	.long	0
	.zero	4
	.quad	.LC576
	.quad	.LC577
	.quad	0
	.long	31
	.long	0
	.quad	set_choice
	.quad	200
	.zero	24
	.quad	.LC578
	.quad	RANK_NAME
	.quad	.LC579
	.long	0
	.zero	4
	.quad	.LC483
	.quad	.LC580
	.quad	0
	.long	17
	.long	0
	.quad	set_reps
	.zero	8
	.quad	1
	.quad	100000
	.zero	8
	.quad	.LC336
	.zero	8
	.quad	.LC581
	.long	0
	.zero	4
	.quad	.LC582
	.quad	.LC583
	.quad	0
	.long	17
	.long	0
	.quad	set_exact_by
	.quad	204
	.zero	24
	.quad	.LC584
	.quad	SAMPLES_NAME
	.quad	.LC585
	.long	0
	.zero	4
	.quad	.LC483
	.quad	.LC586
	.quad	0
	.long	17
	.long	1
	.quad	set_guess_entries
	.zero	16
	.quad	1048576
	.zero	8
	.quad	.LC587
	.zero	8
	.quad	.LC588
	.long	1
	.zero	4
	.quad	0
	.quad	.LC589
	.quad	0
	.long	29
	.long	0
	.quad	set_flag
	.quad	480
	.zero	40
	.quad	.LC590
	.long	1
	.zero	4
	.quad	0
	.quad	.LC591
	.quad	0
	.long	17
	.long	0
	.quad	set_flag
	.quad	452
	.zero	40
	.quad	.LC279
	.long	0
	.zero	4
	.quad	.LC499
	.quad	.LC592
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.quad	.LC341
	.long	0
	.zero	4
	.quad	.LC518
	.quad	.LC593
	.quad	0
	.long	2
	.long	1
	.quad	set_trace
	.quad	416
	.zero	40
	.quad	.LC342
	.long	0
	.zero	4
	.quad	.LC594
	.quad	.LC595
	.quad	0
	.long	2
	.long	1
	.quad	set_trace
	.quad	424
	.zero	40
	.quad	.LC345
	.long	0
	.zero	4
	.quad	.LC596
	.quad	.LC597
	.quad	0
	.long	29
	.long	1
	.quad	set_sweep
	.quad	432
	.zero	24
	.quad	.LC598
	.zero	8
	.quad	.LC599
	.long	0
	.zero	4
	.quad	.LC600
	.quad	.LC601
	.quad	0
	.long	31
	.long	0
	.quad	set_export
	.quad	440
	.zero	24
	.quad	.LC602
	.zero	8
	.quad	.LC603
	.long	1
	.zero	4
	.quad	0
	.quad	.LC604
	.quad	.LC599
	.long	29
	.long	0
	.quad	set_flag
	.quad	448
	.zero	40
	.quad	.LC605
	.long	0
	.zero	4
	.quad	.LC472
	.quad	.LC606
	.quad	.LC599
	.long	29
	.long	1
	.quad	set_hlog_interval
	.zero	32
	.quad	.LC607
	.zero	8
	.quad	.LC608
	.long	1
	.zero	4
	.quad	0
	.quad	.LC609
	.quad	.LC599
	.long	29
	.long	1
	.quad	set_flag
	.quad	360
	.zero	40
	.quad	.LC257
	.long	1
	.zero	4
	.quad	0
	.quad	.LC610
	.quad	0
	.long	29
	.long	0
	.quad	set_cross_check
	.zero	48
	.quad	.LC274
	.long	2
	.zero	4
	.quad	0
	.quad	.LC611
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.quad	.LC277
	.long	2
	.zero	4
	.quad	0
	.quad	.LC612
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.quad	.LC0
	.long	2
	.zero	4
	.quad	0
	.quad	.LC613
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.section	.rodata.str1.1
.LC614:
	.string	"block"
.LC615:
	.string	"drop"
	.section	.data.rel.ro.local
	.align 16
	.type	WHEN_FULL_NAMES, @object
	.size	WHEN_FULL_NAMES, 24
WHEN_FULL_NAMES:
	.quad	.LC614
	.quad	.LC615
	.quad	0
	.section	.rodata.str1.1
.LC616:
	.string	"base"
.LC617:
	.string	"last-send"
	.section	.data.rel.ro.local
	.align 16
	.type	FROM_NAMES, @object
	.size	FROM_NAMES, 24
FROM_NAMES:
	.quad	.LC616
	.quad	.LC617
	.quad	0
	.section	.rodata.str1.1
.LC618:
	.string	"fixed"
.LC619:
	.string	"poisson"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHEDULE_NAMES, @object
	.size	SCHEDULE_NAMES, 24
SCHEDULE_NAMES:
	.quad	.LC618
	.quad	.LC619
	.quad	0
	.section	.rodata.str1.1
.LC620:
	.string	"feed-10ms-stall"
.LC621:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC622:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC623:
	.string	"one-2s-stall"
.LC624:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC625:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC626:
	.string	"hundred-requests"
.LC627:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC628:
	.string	"--service 2ms --interval 10ms --requests 199 --stall 1s --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC629:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC630:
	.string	"--service 2ms --interval 50ms --requests 103 --stall 200ms --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC631:
	.string	"mm1-half"
.LC632:
	.string	"seed 003, M/M/1 at rho 0.5"
	.section	.rodata.str1.8
	.align 8
.LC633:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC634:
	.string	"mm1-90"
.LC635:
	.string	"seed 003, M/M/1 at rho 0.9"
	.section	.rodata.str1.8
	.align 8
.LC636:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC637:
	.string	"mm1-99"
.LC638:
	.string	"seed 003, M/M/1 at rho 0.99"
	.section	.rodata.str1.8
	.align 8
.LC639:
	.string	"--schedule poisson --rate 9900 --service-dist exp --service 100us --stall 0 --requests 200000000 --reps 1"
	.section	.rodata.str1.1
.LC640:
	.string	"bimodal"
	.section	.rodata.str1.8
	.align 8
.LC641:
	.string	"the lab, M/G/1: 1 % of requests take 10 ms"
	.align 8
.LC642:
	.string	"--schedule poisson --rate 2500 --service-dist bimodal --service 100us --slow-fraction 0.01 --slow-service 10ms --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC643:
	.string	"gc-pauses"
.LC644:
	.string	"the lab, random pauses"
	.section	.rodata.str1.8
	.align 8
.LC645:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stalls poisson --period 2s --stall-dist exp --stall 50ms --duration 600s --reps 1"
	.section	.rodata.str1.1
.LC646:
	.string	"timeouts"
	.section	.rodata.str1.8
	.align 8
.LC647:
	.string	"seeds 003 and 004, a timeout left out"
	.section	.rodata.str1.1
.LC648:
	.string	"--timeout 50ms"
.LC649:
	.string	"shedding"
	.section	.rodata.str1.8
	.align 8
.LC650:
	.string	"seed 003, load shed as fast errors"
	.section	.rodata.str1.1
.LC651:
	.string	"--queue-limit 10"
.LC652:
	.string	"generator-gc"
	.section	.rodata.str1.8
	.align 8
.LC653:
	.string	"seed 003, a sender that pauses"
	.align 8
.LC654:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0"
	.section	.rodata.str1.1
.LC655:
	.string	"drift"
	.section	.rodata.str1.8
	.align 8
.LC656:
	.string	"seed 003, a schedule from the last send"
	.align 8
.LC657:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0 --schedule-from last-send"
	.section	.rodata.str1.1
.LC658:
	.string	"in-flight-cap"
	.section	.rodata.str1.8
	.align 8
.LC659:
	.string	"seed 003, a cap on requests in flight"
	.section	.rodata.str1.1
.LC660:
	.string	"--max-in-flight 10"
.LC661:
	.string	"mm1k-90"
	.section	.rodata.str1.8
	.align 8
.LC662:
	.string	"seed 003, M/M/1/K at rho 0.9, K 10"
	.align 8
.LC663:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --queue-limit 10 --requests 8000000 --reps 1"
	.section	.rodata.str1.1
.LC664:
	.string	"population"
	.section	.rodata.str1.8
	.align 8
.LC665:
	.string	"seed 004, a closed population (MVA: 301.87 us)"
	.align 8
.LC666:
	.string	"--population 10 --think 900us --service-dist exp --stall 0 --duration 100s"
	.section	.rodata.str1.1
.LC667:
	.string	"population-stalls"
	.section	.rodata.str1.8
	.align 8
.LC668:
	.string	"seed 004, a closed population on seed 000's server"
	.section	.rodata.str1.1
.LC669:
	.string	"--population 10 --think 900us"
.LC670:
	.string	"sessions-2"
	.section	.rodata.str1.8
	.align 8
.LC671:
	.string	"Schroeder et al., partly open: 2 requests a session"
	.align 8
.LC672:
	.string	"--sessions 2500 --return-prob 0.5 --think 900us"
	.section	.rodata.str1.1
.LC673:
	.string	"sessions-20"
	.section	.rodata.str1.8
	.align 8
.LC674:
	.string	"Schroeder et al., partly open: 20 requests a session"
	.align 8
.LC675:
	.string	"--sessions 250 --return-prob 0.95 --think 900us"
	.section	.rodata.str1.1
.LC676:
	.string	"light-load"
	.section	.rodata.str1.8
	.align 8
.LC677:
	.string	"seed 004, the server a monitoring agent watches: seed 000 at a twentieth of capacity"
	.section	.rodata.str1.1
.LC678:
	.string	"--service 10us"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 504
SCENARIOS:
	.quad	.LC272
	.quad	.LC273
	.quad	.LC8
	.quad	.LC620
	.quad	.LC621
	.quad	.LC622
	.quad	.LC623
	.quad	.LC624
	.quad	.LC625
	.quad	.LC626
	.quad	.LC627
	.quad	.LC628
	.quad	.LC629
	.quad	.LC627
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
	.quad	.LC676
	.quad	.LC677
	.quad	.LC678
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC205
	.quad	.LC208
	.quad	.LC204
	.local	run_fault_lock
	.comm	run_fault_lock,40,32
	.local	run_fault
	.comm	run_fault,404,32
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC218
	.quad	.LC219
	.quad	.LC216
	.section	.rodata.str1.1
.LC679:
	.string	"p50"
.LC680:
	.string	"p90"
.LC681:
	.string	"p99"
.LC682:
	.string	"p99.9"
.LC683:
	.string	"p99.99"
.LC684:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC679
	.quad	.LC680
	.quad	.LC681
	.quad	.LC682
	.quad	.LC683
	.quad	.LC684
	.section	.rodata.str1.1
.LC685:
	.string	"p999"
.LC686:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC679
	.quad	.LC680
	.quad	.LC681
	.quad	.LC685
	.quad	.LC686
	.quad	.LC684
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
.LC687:
	.string	"auto"
.LC688:
	.string	"lattice"
.LC689:
	.string	"passes"
	.section	.data.rel.ro.local
	.align 32
	.type	SAMPLES_NAME, @object
	.size	SAMPLES_NAME, 40
SAMPLES_NAME:
	.quad	.LC687
	.quad	.LC3
	.quad	.LC688
	.quad	.LC689
	.quad	0
	.section	.rodata.str1.1
.LC690:
	.string	"round"
.LC691:
	.string	"ceil"
	.section	.data.rel.ro.local
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 24
RANK_NAME:
	.quad	.LC690
	.quad	.LC691
	.quad	0
	.section	.rodata.str1.1
.LC692:
	.string	"catch-up"
.LC693:
	.string	"skip"
.LC694:
	.string	"back-to-back"
	.section	.data.rel.ro.local
	.align 32
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 32
CLOSED_NAME:
	.quad	.LC692
	.quad	.LC693
	.quad	.LC694
	.quad	0
	.section	.rodata.str1.1
.LC695:
	.string	"exp"
	.section	.data.rel.ro.local
	.align 16
	.type	STALL_DIST_NAME, @object
	.size	STALL_DIST_NAME, 24
STALL_DIST_NAME:
	.quad	.LC618
	.quad	.LC695
	.quad	0
	.align 16
	.type	STALLS_NAME, @object
	.size	STALLS_NAME, 24
STALLS_NAME:
	.quad	.LC153
	.quad	.LC619
	.quad	0
	.section	.rodata.str1.1
.LC696:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC618
	.quad	.LC619
	.quad	.LC696
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC24:
	.long	0
	.long	1072693248
	.align 8
.LC27:
	.long	0
	.long	1017118720
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC28:
	.long	0
	.long	-2147483648
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC29:
	.long	0
	.long	1071644672
	.align 8
.LC30:
	.long	0
	.long	1137704960
	.align 8
.LC31:
	.long	0
	.long	1138753536
	.section	.rodata.cst16
	.align 16
.LC42:
	.quad	8390326386894792992
	.quad	8751168585111452281
	.align 16
.LC43:
	.quad	8461454894915218464
	.quad	2334109732628886643
	.align 16
.LC44:
	.quad	7308901430183358312
	.quad	32199620762627616
	.section	.rodata.cst8
	.align 8
.LC48:
	.long	0
	.long	1081589760
	.align 8
.LC49:
	.long	0
	.long	1081794560
	.align 8
.LC50:
	.long	0
	.long	1082535936
	.align 8
.LC51:
	.long	0
	.long	1079246848
	.set	.LC58,.LC180+8
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
	.align 8
.LC66:
	.long	0
	.long	1079574528
	.align 8
.LC67:
	.long	-17155601
	.long	1072049730
	.align 8
.LC68:
	.long	0
	.long	1073741824
	.set	.LC74,.LC197+8
	.align 8
.LC107:
	.long	0
	.long	1074790400
	.align 8
.LC150:
	.long	-1577058304
	.long	1114446484
	.align 8
.LC178:
	.long	0
	.long	1104006501
	.align 8
.LC179:
	.long	0
	.long	1090021888
	.section	.rodata.cst16
	.align 16
.LC180:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC181:
	.long	0
	.long	1093567616
	.align 8
.LC182:
	.long	-858993459
	.long	1072745676
	.align 8
.LC187:
	.long	0
	.long	1081524224
	.align 8
.LC192:
	.long	0
	.long	1101206224
	.align 8
.LC193:
	.long	0
	.long	1102879800
	.section	.rodata.cst16
	.align 16
.LC197:
	.long	0
	.long	0
	.long	0
	.long	1083129856
	.align 16
.LC270:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC271:
	.quad	1
	.quad	200000
	.align 16
.LC295:
	.quad	1000
	.quad	1000
	.align 16
.LC311:
	.quad	1000
	.quad	5000
	.section	.rodata.cst8
	.align 8
.LC386:
	.long	0
	.long	1114636288
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
