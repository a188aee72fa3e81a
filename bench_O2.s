	.file	"bench.c"
	.text
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
	.p2align 4
	.type	ref_serve, @function
ref_serve:
.LFB66:
	.cfi_startproc
	movq	8(%rdi), %r9
	movq	24(%rdi), %r10
	movq	%rdx, %r11
	movq	16(%rdi), %r8
	testq	%r9, %r9
	je	.L15
	leaq	(%r10,%r9), %rdi
	jmp	.L8
	.p2align 4,,10
	.p2align 3
.L16:
	testq	%r8, %r8
	je	.L15
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rdi, %rax
	divq	%r8
	addq	$1, %rax
	imulq	%r8, %rax
	leaq	(%rax,%r10), %rcx
	cmpq	%rcx, %rsi
	jb	.L12
.L17:
	leaq	(%rcx,%r9), %rsi
.L8:
	cmpq	%rdi, %rsi
	jnb	.L16
	movq	%r10, %rcx
	cmpq	%rcx, %rsi
	jnb	.L17
.L12:
	leaq	(%r11,%rsi), %rax
	cmpq	%rax, %rcx
	jnb	.L6
	leaq	(%rax,%r9), %rdi
	testq	%r8, %r8
	je	.L14
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
.L15:
	leaq	(%r11,%rsi), %rax
	ret
.L14:
	movq	%rdi, %rax
.L6:
	ret
	.cfi_endproc
.LFE66:
	.size	ref_serve, .-ref_serve
	.p2align 4
	.type	select_windows, @function
select_windows:
.LFB80:
	.cfi_startproc
	movl	$0, 320(%rdi)
	xorl	%edx, %edx
	jmp	.L30
	.p2align 4,,10
	.p2align 3
.L36:
	addq	$1, %rdx
	cmpq	$6, %rdx
	je	.L35
.L30:
	movl	296(%rdi,%rdx,4), %eax
	testl	%eax, %eax
	jne	.L36
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
.L32:
	movl	%edx, 348(%rdi,%rdx,4)
	movl	320(%rdi), %r10d
	movl	%edx, %ebx
	testl	%r10d, %r10d
	jle	.L37
	leaq	324(%rdi), %rax
	movslq	%r10d, %r11
	movq	224(%rdi,%rdx,8), %r9
	leaq	(%rax,%r11,4), %r8
	jmp	.L23
	.p2align 4,,10
	.p2align 3
.L22:
	addq	$4, %rax
	cmpq	%r8, %rax
	je	.L38
.L23:
	movslq	(%rax), %rcx
	cmpq	%r9, 224(%rdi,%rcx,8)
	jne	.L22
	movl	272(%rdi,%rdx,4), %r14d
	cmpl	%r14d, 272(%rdi,%rcx,4)
	jne	.L22
	addq	$4, %rax
	movl	%ecx, 348(%rdi,%rdx,4)
	cmpq	%r8, %rax
	jne	.L23
	.p2align 4,,10
	.p2align 3
.L38:
	cmpl	%edx, 348(%rdi,%rdx,4)
	je	.L24
.L20:
	addq	$1, %rdx
	cmpq	$6, %rdx
	je	.L39
.L26:
	movl	296(%rdi,%rdx,4), %ecx
	testl	%ecx, %ecx
	je	.L32
	addq	$1, %rdx
	cmpq	$6, %rdx
	jne	.L26
.L39:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L37:
	.cfi_restore_state
	movslq	%r10d, %r11
.L24:
	addl	$1, %r10d
	movl	%r10d, 320(%rdi)
	movl	%ebx, 324(%rdi,%r11,4)
	jmp	.L20
	.p2align 4,,10
	.p2align 3
.L35:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 14
	ret
	.cfi_endproc
.LFE80:
	.size	select_windows, .-select_windows
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB91:
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
.LFE91:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB114:
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
.LFE114:
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
.LFB108:
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
.L43:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L43
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
.LFE108:
	.size	print_header, .-print_header
	.p2align 4
	.type	buffers_free, @function
buffers_free:
.LFB96:
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
	movq	56(%rbx), %rdi
	call	free@PLT
	movq	80(%rbx), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 8
	jmp	free@PLT
	.cfi_endproc
.LFE96:
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
.LFB141:
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
	ja	.L49
	movq	%rdi, %rcx
	movsbq	%bl, %rbx
	movl	$10, %edi
	jmp	.L50
	.p2align 4,,10
	.p2align 3
.L59:
	movq	%rbx, %rax
	mulq	%rdi
	movq	%rax, %rbx
	jo	.L55
	movsbq	%sil, %rsi
	addq	%rsi, %rbx
	jc	.L55
.L50:
	movq	%rcx, %rax
	movzbl	1(%rcx), %ebp
	addq	$1, %rcx
	leal	-48(%rbp), %esi
	cmpb	$9, %sil
	jbe	.L59
	movl	$1, %r13d
	xorl	%r14d, %r14d
	cmpb	$46, %bpl
	je	.L87
.L60:
	movq	$0, 24(%rsp)
	leaq	units.10(%rip), %r12
.L65:
	movq	(%r12), %rsi
	movq	%rcx, %rdi
	movq	%rcx, (%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rcx
	testl	%eax, %eax
	jne	.L64
	movq	8(%r12), %rax
	movq	%rax, 24(%rsp)
.L64:
	addq	$16, %r12
	leaq	64+units.10(%rip), %rax
	cmpq	%r12, %rax
	jne	.L65
	testb	%bpl, %bpl
	je	.L66
	cmpq	$0, 24(%rsp)
	je	.L88
	movq	24(%rsp), %rax
.L86:
	imulq	%rax, %r14
.L69:
	movq	%r14, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	%rdx, %rsi
	movq	%rax, %r11
	testq	%rdx, %rdx
	jne	.L89
	movq	24(%rsp), %rax
	movq	%r11, %rcx
	mulq	%rbx
	xorl	%ebx, %ebx
	addq	%rax, %rcx
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	sbbq	%rbx, %rsi
	jc	.L55
.L70:
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
.L55:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC12(%rip), %r8
	leaq	.LC13(%rip), %rdx
	call	snprintf@PLT
.L52:
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
.L66:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L75
	movq	%r14, %rcx
	orq	%rbx, %rcx
	je	.L70
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L86
	leaq	.LC10(%rip), %r8
.L67:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC15(%rip), %rdx
	call	snprintf@PLT
	jmp	.L52
	.p2align 4,,10
	.p2align 3
.L87:
	movzbl	1(%rcx), %ebp
	leaq	2(%rax), %rsi
	leal	-48(%rbp), %ecx
	cmpb	$9, %cl
	ja	.L90
	addq	$11, %rax
	.p2align 4,,10
	.p2align 3
.L62:
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
	ja	.L91
	cmpq	%rsi, %rax
	jne	.L62
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC16(%rip), %r8
	leaq	.LC17(%rip), %rdx
	call	snprintf@PLT
	jmp	.L52
.L75:
	movq	$1, 24(%rsp)
	jmp	.L69
.L91:
	movq	%rsi, %rcx
	jmp	.L60
.L49:
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
	jmp	.L52
.L88:
	leaq	.LC9(%rip), %r8
	jmp	.L67
.L89:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC18(%rip), %r8
	leaq	.LC19(%rip), %rdx
	call	snprintf@PLT
	jmp	.L52
.L90:
	leaq	.LC14(%rip), %r8
	jmp	.L67
	.cfi_endproc
.LFE141:
	.size	parse_time, .-parse_time
	.section	.rodata.str1.1
.LC20:
	.string	"%lu %lu\n"
	.text
	.p2align 4
	.type	values_writer, @function
values_writer:
.LFB135:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L97
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
.L94:
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
	jb	.L94
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
.L97:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE135:
	.size	values_writer, .-values_writer
	.section	.rodata.str1.8
	.align 8
.LC21:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB42:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L108
	movq	(%rdi), %rax
	movq	%rdi, %r9
	testq	%r8, %r8
	je	.L102
	movq	%rsi, %r10
	xorl	%edi, %edi
	xorl	%r11d, %r11d
	jmp	.L103
	.p2align 4,,10
	.p2align 3
.L104:
	addq	$1, %rdi
	cmpq	%rdi, %r10
	je	.L100
.L107:
	movq	(%r9,%rdi,8), %rax
	cmpq	%r8, %rsi
	je	.L102
.L103:
	leaq	1(%r11), %rsi
	movq	%rax, (%rcx,%r11,8)
	movq	%rsi, %r11
	cmpq	%rdx, %rax
	jb	.L104
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L104
	cmpq	%rsi, %r8
	jne	.L105
	jmp	.L102
	.p2align 4,,10
	.p2align 3
.L106:
	cmpq	%rsi, %r8
	je	.L102
.L105:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L106
	addq	$1, %rdi
	movq	%rsi, %r11
	cmpq	%rdi, %r10
	jne	.L107
.L100:
	movq	%r11, %rax
	ret
.L102:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC21(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L108:
	.cfi_def_cfa_offset 8
	xorl	%r11d, %r11d
	jmp	.L100
	.cfi_endproc
.LFE42:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	table_push, @function
table_push:
.LFB111:
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
	je	.L117
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L133
.L117:
	cmpq	16(%rbx), %rsi
	je	.L119
	movq	(%rbx), %rax
.L120:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L118:
	xorl	%eax, %eax
.L116:
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
.L119:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L125
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L124
	salq	$5, %rsi
.L121:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L124
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L120
	.p2align 4,,10
	.p2align 3
.L133:
	addq	%rbp, 8(%rax)
	jmp	.L118
	.p2align 4,,10
	.p2align 3
.L125:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L121
.L124:
	movl	$-1, %eax
	jmp	.L116
	.cfi_endproc
.LFE111:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_sorted, @function
table_from_sorted:
.LFB112:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L144
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
	jmp	.L137
	.p2align 4,,10
	.p2align 3
.L148:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L147
.L137:
	movq	(%r12,%rbx,8), %rsi
	movl	$1, %edx
	movq	%r13, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L148
	orl	$-1, %eax
.L134:
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
.L147:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L134
.L144:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE112:
	.size	table_from_sorted, .-table_from_sorted
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB113:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L158
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
	jmp	.L152
	.p2align 4,,10
	.p2align 3
.L154:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L161
.L152:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L154
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L154
	orl	$-1, %eax
	jmp	.L149
	.p2align 4,,10
	.p2align 3
.L161:
	xorl	%eax, %eax
.L149:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L158:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE113:
	.size	table_from_lattice, .-table_from_lattice
	.p2align 4
	.type	dist_free, @function
dist_free:
.LFB49:
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
.LFE49:
	.size	dist_free, .-dist_free
	.globl	__udivti3
	.section	.rodata.str1.8
	.align 8
.LC22:
	.string	"bench: internal error: rank %lu is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	select_end_pass, @function
select_end_pass:
.LFB81:
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
	jne	.L165
	movq	8(%rdi), %rax
	movq	(%rdi), %r14
	movq	%rax, 24(%rsp)
	subq	$0, %rax
	jne	.L188
	movl	64(%rdi), %esi
	movl	$0, 72(%rdi)
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%esi, %esi
	jne	.L168
	movl	$50000, %r12d
	xorl	%r13d, %r13d
.L168:
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
.L179:
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
	je	.L169
	movq	%r14, %rax
	xorq	%rcx, %rax
	orq	24(%rsp), %rax
	je	.L200
	cmpq	$1, %rcx
	je	.L173
	movq	48(%rbp), %rax
	movl	$0, 24(%r8)
	xorl	%edx, %edx
	movq	%rax, 48(%rbx)
	movq	(%r15), %rax
	cmpq	%rcx, %rax
	jnb	.L201
	.p2align 4,,10
	.p2align 3
.L174:
	addq	$1, %rdx
	movq	%rax, %rsi
	addq	(%r15,%rdx,8), %rax
	cmpq	%rcx, %rax
	jb	.L174
	cmpq	$16383, %rdx
	jbe	.L202
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
	je	.L175
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, (%r8)
	addl	$1, 72(%rbp)
.L176:
	movq	32(%rsp), %rax
	addq	$8, %rbx
	addq	$8, %r11
	addq	$4, %r8
	cmpq	%rax, %rbx
	jne	.L179
	movq	%r15, %rdi
	call	free@PLT
	movq	%rbp, %rdi
	movq	$0, 384(%rbp)
	call	select_windows
.L180:
	xorl	%eax, %eax
.L164:
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
.L165:
	.cfi_restore_state
	movq	376(%rdi), %r10
	leaq	272(%rdi), %r8
	leaq	80(%rdi), %r9
	leaq	296(%rdi), %r11
	jmp	.L187
	.p2align 4,,10
	.p2align 3
.L181:
	addq	$4, %r8
	addq	$8, %r9
	cmpq	%r11, %r8
	je	.L203
.L187:
	movl	24(%r8), %ecx
	movl	76(%r8), %eax
	movq	96(%r9), %rdx
	testl	%ecx, %ecx
	jne	.L181
	movslq	%eax, %rsi
	movq	(%r9), %rcx
	xorl	%eax, %eax
	salq	$19, %rsi
	leaq	(%r10,%rsi), %rdi
	jmp	.L182
	.p2align 4,,10
	.p2align 3
.L184:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L183
.L182:
	movq	%rdx, %rsi
	addq	(%rdi,%rax,8), %rdx
	cmpq	%rcx, %rdx
	jb	.L184
	movl	(%r8), %ecx
	movq	%rsi, 96(%r9)
	salq	%cl, %rax
	addq	144(%r9), %rax
	movq	%rax, 144(%r9)
	testl	%ecx, %ecx
	jne	.L186
	movq	%rax, 48(%r9)
	addq	$4, %r8
	addq	$8, %r9
	movl	$1, 20(%r8)
	subl	$1, 72(%rbp)
	cmpq	%r11, %r8
	jne	.L187
.L203:
	movq	%r10, %rdi
	movl	$3145728, %edx
	xorl	%esi, %esi
	call	memset@PLT
	movq	%rbp, %rdi
	call	select_windows
	jmp	.L180
	.p2align 4,,10
	.p2align 3
.L186:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, (%r8)
	jmp	.L181
	.p2align 4,,10
	.p2align 3
.L169:
	movl	$1, 24(%r8)
	movq	$0, 48(%rbx)
	jmp	.L176
	.p2align 4,,10
	.p2align 3
.L200:
	movl	$1, 24(%r8)
	cmpq	$1, %rcx
	je	.L171
	movq	48(%rbp), %rax
	movq	%rax, 48(%rbx)
	jmp	.L176
	.p2align 4,,10
	.p2align 3
.L173:
	movl	$1, 24(%r8)
.L171:
	movq	40(%rbp), %rax
	movq	%rax, 48(%rbx)
	jmp	.L176
	.p2align 4,,10
	.p2align 3
.L202:
	movq	%rsi, 96(%rbx)
	movl	$0, (%r8)
	movq	%rdx, 144(%rbx)
.L175:
	movq	%rdx, 48(%rbx)
	movl	$1, 24(%r8)
	jmp	.L176
.L201:
	movq	$0, 96(%rbx)
	movl	$0, (%r8)
	movq	$0, 144(%rbx)
	movq	%rdx, 48(%rbx)
	movl	$1, 24(%r8)
	jmp	.L176
.L188:
	movl	$-2, %eax
	jmp	.L164
.L183:
	movq	stderr(%rip), %rdi
	movq	%rcx, %rdx
	leaq	.LC22(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE81:
	.size	select_end_pass, .-select_end_pass
	.p2align 4
	.type	lattice_summarise, @function
lattice_summarise:
.LFB64:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movups	%xmm0, 64(%rcx)
	movq	8(%rdi), %rax
	testq	%rax, %rax
	je	.L226
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
.L207:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L206
	addq	%rbp, 56(%rbx)
.L206:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L207
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L214
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L205
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L229
.L210:
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
.L213:
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
	jnb	.L211
	.p2align 4,,10
	.p2align 3
.L212:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L212
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L211:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L213
.L205:
	xorl	%eax, %eax
.L204:
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
.L229:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L210
.L226:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L214:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L204
	.cfi_endproc
.LFE64:
	.size	lattice_summarise, .-lattice_summarise
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB142:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L237
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
	jne	.L233
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L233
	cmpq	%r14, %rax
	jb	.L233
	cmpq	%rax, %r12
	jb	.L233
	movq	%rax, 0(%r13)
.L230:
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
.L233:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L230
	.p2align 4,,10
	.p2align 3
.L237:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE142:
	.size	parse_uint, .-parse_uint
	.p2align 4
	.type	numbers_close, @function
numbers_close:
.LFB22:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	8(%rdi), %rdi
	call	free@PLT
	movq	(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L239
	call	fclose@PLT
.L239:
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
	movups	%xmm0, 48(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE22:
	.size	numbers_close, .-numbers_close
	.section	.rodata.str1.1
.LC23:
	.string	"%.*s.%s.tmp.%ld"
.LC24:
	.string	"w"
	.text
	.p2align 4
	.type	open_atomic, @function
open_atomic:
.LFB118:
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
	je	.L246
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L245:
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
.L246:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L245
	.cfi_endproc
.LFE118:
	.size	open_atomic, .-open_atomic
	.section	.rodata.str1.8
	.align 8
.LC25:
	.string	"%s '%s' is a directory: give a file, one number a line"
	.section	.rodata.str1.1
.LC26:
	.string	"r"
.LC27:
	.string	"%s '%s' cannot be read: %s"
	.text
	.p2align 4
	.type	numbers_open, @function
numbers_open:
.LFB21:
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
	jne	.L249
	movl	24(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L254
.L249:
	leaq	.LC26(%rip), %rsi
	movq	%rbp, %rdi
	call	fopen@PLT
	movq	%rax, (%rbx)
	testq	%rax, %rax
	je	.L255
	xorl	%eax, %eax
.L248:
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
.L254:
	.cfi_restore_state
	movq	%rbp, %r8
	movq	%r12, %rcx
	leaq	.LC25(%rip), %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L250:
	orl	$-1, %eax
	jmp	.L248
.L255:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbp, %r8
	movq	%r12, %rcx
	movq	%r14, %rsi
	movq	%rax, %r9
	leaq	.LC27(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L250
	.cfi_endproc
.LFE21:
	.size	numbers_open, .-numbers_open
	.section	.rodata.str1.8
	.align 8
.LC28:
	.string	"%s '%s' could not be read whole"
	.align 8
.LC29:
	.string	"%s '%s' is empty: it needs at least one number"
	.align 8
.LC30:
	.string	" is %zd characters long: at most %d are allowed"
	.section	.rodata.str1.1
.LC31:
	.string	": %s"
	.section	.rodata.str1.8
	.align 8
.LC32:
	.string	": '%s' is not valid: a whole number of nanoseconds from 0 to 2^62"
	.align 8
.LC33:
	.string	": %lu comes before the previous line's %lu: due times must not decrease"
	.section	.rodata.str1.1
.LC34:
	.string	"%s %.40s: line %lu"
.LC35:
	.string	"%s%s"
	.text
	.p2align 4
	.type	numbers_next, @function
numbers_next:
.LFB23:
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
	js	.L276
	addq	$1, 48(%r13)
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L261
	jmp	.L263
	.p2align 4,,10
	.p2align 3
.L264:
	movb	$0, (%rax)
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L263
.L261:
	movq	8(%r13), %rdi
	leaq	-1(%rcx), %rdx
	leaq	(%rdi,%rdx), %rax
	movzbl	(%rax), %esi
	cmpb	$10, %sil
	je	.L264
	cmpb	$13, %sil
	je	.L264
	cmpq	$64, %rcx
	jg	.L277
	movl	40(%r13), %eax
	testl	%eax, %eax
	jne	.L278
	movabsq	$4611686018427387903, %rdx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L279
	cmpq	$1, 48(%r13)
	movq	(%r12), %rcx
	jbe	.L270
	movq	56(%r13), %r8
	cmpq	%r8, %rcx
	jb	.L280
.L270:
	movq	%rcx, 56(%r13)
	jmp	.L268
	.p2align 4,,10
	.p2align 3
.L277:
	movl	$64, %r8d
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	leaq	.LC30(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
.L262:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movl	$64, %esi
	movq	%r14, %rdi
	movq	48(%r13), %r9
	leaq	.LC34(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %r8
	movq	%r14, %rcx
	movq	%rbp, %rsi
	leaq	.LC35(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L259:
	movl	$-1, %eax
.L256:
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
.L276:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L281
	cmpq	$0, 48(%r13)
	jne	.L256
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC29(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L259
	.p2align 4,,10
	.p2align 3
.L278:
	movq	%rsp, %r14
	movl	$160, %r8d
	movq	%r12, %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L282
.L268:
	movl	$1, %eax
	jmp	.L256
	.p2align 4,,10
	.p2align 3
.L263:
	movdqa	.LC36(%rip), %xmm0
	leaq	160(%rsp), %r12
	movq	%rsp, %r14
	movaps	%xmm0, 160(%rsp)
	movdqa	.LC37(%rip), %xmm0
	movaps	%xmm0, 176(%rsp)
	movdqa	.LC38(%rip), %xmm0
	movups	%xmm0, 187(%rsp)
	jmp	.L262
	.p2align 4,,10
	.p2align 3
.L282:
	leaq	160(%rsp), %r12
	movq	%r14, %rcx
	movl	$192, %esi
	xorl	%eax, %eax
	leaq	.LC31(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L262
.L279:
	movq	8(%r13), %rcx
	leaq	.LC32(%rip), %rdx
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	movl	$192, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L262
.L281:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC28(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L259
.L280:
	leaq	160(%rsp), %r12
	leaq	.LC33(%rip), %rdx
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	%rsp, %r14
	call	snprintf@PLT
	jmp	.L262
	.cfi_endproc
.LFE23:
	.size	numbers_next, .-numbers_next
	.section	.rodata.str1.1
.LC39:
	.string	" stroke-dasharray=\"5 4\""
.LC40:
	.string	" "
	.section	.rodata.str1.8
	.align 8
.LC41:
	.string	"<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\""
	.section	.rodata.str1.1
.LC46:
	.string	"%s%.1f,%.1f"
.LC47:
	.string	"\"/>\n"
	.text
	.p2align 4
	.type	svg_line, @function
svg_line:
.LFB126:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rsi, %r14
	leaq	.LC41(%rip), %rsi
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	leaq	.LC39(%rip), %rcx
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
	je	.L285
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L287:
	movsd	16(%r14), %xmm2
	movsd	(%r14), %xmm3
	testq	%r15, %r15
	movq	%rbx, %rdi
	movsd	0(%r13,%r15,8), %xmm1
	movsd	24(%r14), %xmm0
	leaq	.LC40(%rip), %rax
	leaq	.LC8(%rip), %rdx
	movsd	.LC43(%rip), %xmm4
	cmovne	%rax, %rdx
	leaq	.LC46(%rip), %rsi
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
	mulsd	.LC42(%rip), %xmm1
	subsd	%xmm1, %xmm4
	movapd	%xmm4, %xmm1
	mulsd	.LC44(%rip), %xmm0
	addsd	.LC45(%rip), %xmm0
	call	fprintf@PLT
	cmpq	%r15, %rbp
	jne	.L287
.L285:
	addq	$8, %rsp
	.cfi_def_cfa_offset 56
	movq	%rbx, %rcx
	movl	$4, %edx
	movl	$1, %esi
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC47(%rip), %rdi
	popq	%rbp
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
.LFE126:
	.size	svg_line, .-svg_line
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB122:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	divsd	.LC48(%rip), %xmm0
	movq	%xmm0, %rbx
	call	log10@PLT
	movsd	.LC56(%rip), %xmm2
	movsd	.LC49(%rip), %xmm3
	movapd	%xmm0, %xmm1
	andpd	%xmm2, %xmm0
	ucomisd	%xmm0, %xmm3
	jbe	.L296
	cvttsd2siq	%xmm1, %rax
	pxor	%xmm0, %xmm0
	movsd	.LC51(%rip), %xmm4
	andnpd	%xmm1, %xmm2
	cvtsi2sdq	%rax, %xmm0
	movapd	%xmm0, %xmm3
	cmpnlesd	%xmm1, %xmm3
	andpd	%xmm4, %xmm3
	subsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm1
	orpd	%xmm2, %xmm1
.L296:
	movq	.LC52(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC53(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L295
	movsd	.LC54(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L304
	addsd	%xmm0, %xmm0
.L295:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L304:
	.cfi_restore_state
	movsd	.LC55(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L305
	mulsd	.LC48(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L305:
	.cfi_restore_state
	mulsd	.LC52(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE122:
	.size	nice_step, .-nice_step
	.section	.rodata.str1.8
	.align 8
.LC59:
	.string	"<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n"
	.align 8
.LC60:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	.align 8
.LC61:
	.string	"<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.align 8
.LC62:
	.string	"<text x=\"18\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 18 %d)\">%s</text>\n"
	.text
	.p2align 4
	.type	svg_axes, @function
svg_axes:
.LFB124:
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
	divsd	.LC57(%rip), %xmm0
	movsd	%xmm0, 16(%rsp)
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jb	.L308
	movapd	%xmm3, %xmm0
	leaq	.LC59(%rip), %rbp
	jmp	.L311
	.p2align 4,,10
	.p2align 3
.L315:
	movsd	16(%r14), %xmm0
.L311:
	movapd	%xmm3, %xmm2
	subsd	%xmm0, %xmm1
	movl	$790, %ecx
	movq	%rbp, %rsi
	subsd	%xmm0, %xmm2
	movl	$80, %edx
	movq	%rbx, %rdi
	movl	$4, %eax
	movsd	.LC43(%rip), %xmm0
	movl	$74, %r8d
	movsd	%xmm3, (%rsp)
	divsd	%xmm1, %xmm2
	mulsd	.LC42(%rip), %xmm2
	subsd	%xmm2, %xmm0
	movsd	.LC58(%rip), %xmm2
	addsd	%xmm0, %xmm2
	movapd	%xmm0, %xmm1
	call	fprintf@PLT
	movsd	24(%r14), %xmm1
	movsd	16(%rsp), %xmm0
	movsd	(%rsp), %xmm3
	addsd	8(%rsp), %xmm3
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jnb	.L315
.L308:
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
	leaq	.LC60(%rip), %rsi
	pushq	$80
	.cfi_def_cfa_offset 112
	call	fprintf@PLT
	movq	%r13, %r8
	movq	%rbx, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 80
	movl	$478, %ecx
	movl	$435, %edx
	leaq	.LC61(%rip), %rsi
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
	leaq	.LC62(%rip), %rsi
	popq	%r12
	.cfi_def_cfa_offset 24
	xorl	%eax, %eax
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	jmp	fprintf@PLT
	.cfi_endproc
.LFE124:
	.size	svg_axes, .-svg_axes
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB116:
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
	je	.L317
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L318:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L318
	testq	%rcx, %rcx
	je	.L332
	testq	%rbx, %rbx
	je	.L332
	testq	%rcx, %rcx
	js	.L319
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L320:
	movsd	.LC64(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L330
	.p2align 4,,10
	.p2align 3
.L353:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L326
	leaq	(%rsi,%rsi), %r9
	movq	%rbx, %rdi
	movsd	%xmm2, 24(%rsp)
	addq	%r9, %rsi
	movq	%r9, 16(%rsp)
	salq	$4, %rsi
	call	realloc@PLT
	movq	16(%rsp), %r9
	movq	.LC64(%rip), %rdx
	testq	%rax, %rax
	movsd	24(%rsp), %xmm2
	movq	%rdx, %xmm3
	je	.L351
	movq	%r9, %rsi
	movq	%rax, %rbx
.L326:
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
	divsd	.LC65(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm1, %xmm1
	addq	$1, %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC66(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	pxor	%xmm1, %xmm1
	movsd	16(%rsp), %xmm2
	movq	24(%rsp), %rsi
	cvttsd2siq	%xmm0, %rax
	leaq	(%rax,%rax,4), %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC64(%rip), %rax
	movq	%rax, %xmm3
	xorl	%eax, %eax
	movapd	%xmm3, %xmm0
	divsd	%xmm1, %xmm0
	addsd	%xmm0, %xmm2
	cmpq	%r12, %r14
	jnb	.L352
.L330:
	testl	%eax, %eax
	je	.L321
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L321:
	testq	%r14, %r14
	js	.L323
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L324:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L353
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L330
.L352:
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
.L317:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L316:
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
.L323:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L324
	.p2align 4,,10
	.p2align 3
.L319:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L320
.L332:
	xorl	%esi, %esi
	jmp	.L317
.L351:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L316
	.cfi_endproc
.LFE116:
	.size	percentile_rows, .-percentile_rows
	.p2align 4
	.type	poisson_next, @function
poisson_next:
.LFB20:
	.cfi_startproc
	movabsq	$-7046029254386353131, %rax
	addq	16(%rdi), %rax
	pxor	%xmm1, %xmm1
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rax, %rdx
	movq	%rax, 16(%rdi)
	movsd	.LC51(%rip), %xmm0
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
	mulsd	.LC67(%rip), %xmm1
	subsd	%xmm1, %xmm0
	call	log@PLT
	xorpd	.LC68(%rip), %xmm0
	divsd	(%rbx), %xmm0
	mulsd	.LC69(%rip), %xmm0
	addsd	8(%rbx), %xmm0
	movsd	%xmm0, 8(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE20:
	.size	poisson_next, .-poisson_next
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
	.string	"%12.3f %2.12f %10lu %14.2f\n"
.LC76:
	.string	"%12.3f %2.12f %10lu\n"
	.section	.rodata.str1.8
	.align 8
.LC78:
	.string	"#[Mean    = %12.3f, StdDeviation   = %12.3f]\n"
	.align 8
.LC79:
	.string	"#[Max     = %12.3f, Total count    = %12lu]\n"
	.align 8
.LC80:
	.string	"#[Buckets = %12d, SubBuckets     = %12d]\n"
	.text
	.p2align 4
	.type	hgrm_writer, @function
hgrm_writer:
.LFB134:
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
	je	.L390
	leaq	.LC70(%rip), %r9
	leaq	.LC71(%rip), %r8
	xorl	%eax, %eax
	movq	%rbx, %rdi
	leaq	.LC72(%rip), %rcx
	leaq	.LC73(%rip), %rdx
	leaq	.LC74(%rip), %rsi
	call	fprintf@PLT
	movq	40(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L406
	movsd	.LC57(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC76(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L366
	.p2align 4,,10
	.p2align 3
.L407:
	movq	%rbx, %rdi
	movl	$3, %eax
	addq	$1, %r13
	addq	$24, %r14
	movsd	.LC51(%rip), %xmm2
	movsd	.LC51(%rip), %xmm5
	leaq	.LC75(%rip), %rsi
	subsd	%xmm1, %xmm2
	divsd	%xmm2, %xmm5
	movapd	%xmm5, %xmm2
	call	fprintf@PLT
	cmpq	%rbp, %r13
	je	.L367
.L366:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC64(%rip), %xmm1
	testq	%rax, %rax
	js	.L361
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L362:
	movsd	.LC64(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L407
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L366
.L367:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L408
.L359:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L372
	.p2align 4,,10
	.p2align 3
.L410:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L370
.L411:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L371:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L409
.L372:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L410
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
	jns	.L411
.L370:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L371
	.p2align 4,,10
	.p2align 3
.L361:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L362
	.p2align 4,,10
	.p2align 3
.L409:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L379
	.p2align 4,,10
	.p2align 3
.L413:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L377
.L414:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L378:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L412
.L379:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L413
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
	jns	.L414
.L377:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L378
	.p2align 4,,10
	.p2align 3
.L412:
	movsd	.LC77(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L380
	cvttsd2siq	%xmm4, %r14
.L374:
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
	jbe	.L391
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L383:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L382
	cmpl	$63, %ebp
	jle	.L383
.L382:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L404
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L387:
	movsd	8(%rsp), %xmm4
	leaq	.LC78(%rip), %rsi
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
	js	.L388
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L389:
	movq	%r14, %rdx
	leaq	.LC79(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %eax
	divsd	8(%rsp), %xmm0
	call	fprintf@PLT
	movl	%ebp, %edx
	movq	%rbx, %rdi
	movl	$262144, %ecx
	leaq	.LC80(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L356:
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
.L380:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L374
	.p2align 4,,10
	.p2align 3
.L388:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L389
	.p2align 4,,10
	.p2align 3
.L391:
	movl	$1, %ebp
	jmp	.L382
	.p2align 4,,10
	.p2align 3
.L406:
	movsd	.LC57(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L359
	.p2align 4,,10
	.p2align 3
.L408:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L374
.L390:
	movl	$-1, %eax
	jmp	.L356
.L404:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L387
	.cfi_endproc
.LFE134:
	.size	hgrm_writer, .-hgrm_writer
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB92:
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
	je	.L416
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L417:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L417
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L422:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L422
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L419
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L441
.L438:
	pxor	%xmm0, %xmm0
.L424:
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
.L416:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L419:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC81(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L438
.L441:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L439
	sqrtsd	%xmm0, %xmm0
.L428:
	divsd	%xmm2, %xmm0
	jmp	.L424
.L439:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L428
	.cfi_endproc
.LFE92:
	.size	stats_of, .-stats_of
	.section	.rodata.str1.1
.LC82:
	.string	"bench: cannot write %s: %s\n"
.LC83:
	.string	"RESULT export file=%s\n"
.LC84:
	.string	"bench: writing %s failed\n"
	.text
	.p2align 4
	.type	export_file, @function
export_file:
.LFB133:
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
	leaq	.LC35(%rip), %rdx
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
	je	.L449
	movq	%rax, %rbx
	movq	%r14, %rsi
	movq	%rax, %rdi
	call	*%r13
	testl	%eax, %eax
	jne	.L445
	movq	%rbx, %rdi
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L446
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L446
	movq	%rbp, %rsi
	leaq	.LC83(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L442:
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
.L446:
	.cfi_restore_state
	movq	%r12, %rdi
	call	remove@PLT
.L445:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC84(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L444:
	movl	$-1, %ebx
	jmp	.L442
.L449:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC82(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L444
	.cfi_endproc
.LFE133:
	.size	export_file, .-export_file
	.section	.rodata.str1.1
.LC85:
	.string	"bench: "
.LC86:
	.string	"\\n"
.LC87:
	.string	"\\x%02x"
	.text
	.p2align 4
	.type	usage_error, @function
usage_error:
.LFB168:
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
	leaq	.LC85(%rip), %rdi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	je	.L456
	leaq	.LC87(%rip), %rbp
	leaq	.LC86(%rip), %r12
	jmp	.L451
	.p2align 4,,10
	.p2align 3
.L452:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L457
	cmpb	$127, %al
	je	.L457
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L453:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L456
.L451:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L452
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L451
.L456:
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
.L457:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L453
	.cfi_endproc
.LFE168:
	.size	usage_error, .-usage_error
	.p2align 4
	.type	walk_start, @function
walk_start:
.LFB37:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	addq	$20, %rdi
	movq	$0, -8(%rdi)
	movl	%ebx, %eax
	movq	$0, 76(%rdi)
	andq	$-8, %rdi
	subl	%edi, %eax
	leal	104(%rax), %ecx
	xorl	%eax, %eax
	shrl	$3, %ecx
	rep stosq
	movl	%edx, 8(%rbx)
	andl	$-3, %edx
	movl	$1, %edi
	movq	%rsi, (%rbx)
	je	.L463
	movq	120(%rsi), %rdi
.L463:
	cmpq	$0, 8(%rsi)
	movq	%rdi, 64(%rbx)
	movq	$-1, %rax
	je	.L464
	movq	24(%rsi), %rax
.L464:
	movq	%rax, 16(%rbx)
	movl	$8, %esi
	call	calloc@PLT
	cmpq	$1, %rax
	movq	%rax, 56(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	sbbl	%eax, %eax
	ret
	.cfi_endproc
.LFE37:
	.size	walk_start, .-walk_start
	.section	.rodata.str1.1
.LC88:
	.string	"it ended early"
	.section	.rodata.str1.8
	.align 8
.LC89:
	.string	"bench: --arrivals '%s' changed while the run read it: %s\n"
	.text
	.p2align 4
	.type	due_next, @function
due_next:
.LFB26:
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
	movq	72(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L471
	movq	(%rdx,%rax,8), %rax
.L470:
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
.L471:
	.cfi_restore_state
	movl	32(%rbx), %edx
	testl	%edx, %edx
	je	.L481
	cmpl	$1, %edx
	je	.L482
	leaq	16(%rsp), %rbp
	addq	$40, %rdi
	leaq	8(%rsp), %rsi
	movl	$256, %ecx
	movq	%rbp, %rdx
	call	numbers_next
	cmpl	$1, %eax
	jne	.L477
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
.L481:
	.cfi_restore_state
	imulq	40(%rbx), %rax
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
.L482:
	.cfi_restore_state
	addq	$16, %rdi
	call	poisson_next
	movsd	.LC77(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L483
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L470
	.p2align 4,,10
	.p2align 3
.L483:
	cvttsd2siq	%xmm0, %rax
	jmp	.L470
.L477:
	testl	%eax, %eax
	leaq	.LC88(%rip), %rax
	movq	stderr(%rip), %rdi
	movq	64(%rbx), %rdx
	cmovne	%rbp, %rax
	leaq	.LC89(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE26:
	.size	due_next, .-due_next
	.section	.rodata.str1.8
	.align 8
.LC90:
	.string	"the load is at or above capacity (service >= interval)"
	.align 8
.LC91:
	.string	"it covers back-to-back closed loops with one connection only"
	.align 8
.LC92:
	.string	"it covers skipping closed loops with one connection only"
	.align 8
.LC93:
	.string	"the first stall does not begin on a due instant"
	.align 8
.LC94:
	.string	"a stall's backlog has not drained when the next stall begins"
	.align 8
.LC95:
	.string	"the stall period is not a whole number of intervals"
	.text
	.p2align 4
	.type	closed_form_gap.part.0, @function
closed_form_gap.part.0:
.LFB172:
	.cfi_startproc
	movq	(%rdi), %rsi
	movq	40(%rdi), %rcx
	leaq	.LC90(%rip), %rax
	cmpq	%rcx, %rsi
	jnb	.L484
	movl	112(%rdi), %eax
	cmpl	$2, %eax
	je	.L497
	cmpl	$1, %eax
	jne	.L487
	cmpq	$1, 120(%rdi)
	leaq	.LC92(%rip), %rax
	ja	.L484
.L487:
	movq	8(%rdi), %r8
	testq	%r8, %r8
	je	.L491
	movq	24(%rdi), %rax
	xorl	%edx, %edx
	divq	%rcx
	leaq	.LC93(%rip), %rax
	testq	%rdx, %rdx
	jne	.L484
	movq	16(%rdi), %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	je	.L484
	movq	%rdi, %rax
	xorl	%edx, %edx
	divq	%rcx
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC95(%rip), %rax
	testq	%rdx, %rdx
	jne	.L484
	subq	%rsi, %rcx
	movq	%r8, %rax
	xorl	%edx, %edx
	divq	%rcx
	cmpq	$1, %rdx
	movq	%rax, %r8
	leaq	.LC94(%rip), %rax
	sbbq	$-1, %r8
	cmpq	%r8, %rdi
	cmovnb	%r9, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L491:
	xorl	%eax, %eax
.L484:
	ret
	.p2align 4,,10
	.p2align 3
.L497:
	cmpq	$1, 120(%rdi)
	leaq	.LC91(%rip), %rax
	jbe	.L487
	ret
	.cfi_endproc
.LFE172:
	.size	closed_form_gap.part.0, .-closed_form_gap.part.0
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB60:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	xorl	%r11d, %r11d
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
	subq	$56, %rsp
	.cfi_def_cfa_offset 80
	movdqu	(%rdi), %xmm1
	movdqu	16(%rdi), %xmm2
	movdqu	32(%rdi), %xmm0
	movdqu	(%rdi), %xmm3
	movq	24(%rdi), %rax
	movl	32(%rdi), %ecx
	shufpd	$1, %xmm2, %xmm1
	movaps	%xmm1, 16(%rsp)
	shufpd	$1, %xmm3, %xmm0
	movaps	%xmm0, (%rsp)
	movq	%rax, 32(%rsp)
	testl	%ecx, %ecx
	jne	.L498
	movl	112(%rdi), %eax
	movq	%rdi, %r10
	testl	%eax, %eax
	jne	.L498
	cmpq	$1, 120(%rdi)
	jne	.L498
	movq	%rsi, %rbx
	movq	%rdx, %rbp
	call	closed_form_gap.part.0
	testq	%rax, %rax
	je	.L513
.L498:
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	movl	%r11d, %eax
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L513:
	.cfi_restore_state
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L502:
	movq	(%rsi), %rdx
	testq	%rdx, %rdx
	je	.L500
	movq	%rcx, %rax
	.p2align 4,,10
	.p2align 3
.L501:
	movq	%rdx, %rcx
	xorl	%edx, %edx
	divq	%rcx
	movq	%rcx, %rax
	testq	%rdx, %rdx
	jne	.L501
.L500:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	jne	.L502
	movq	%rcx, (%rbx)
	xorl	%edx, %edx
	movq	(%r10), %rax
	xorl	%r11d, %r11d
	addq	8(%r10), %rax
	divq	%rcx
	addq	$1, %rax
	cmpq	$1048576, %rax
	movq	%rax, 0(%rbp)
	setbe	%r11b
	jmp	.L498
	.cfi_endproc
.LFE60:
	.size	lattice_plan, .-lattice_plan
	.p2align 4
	.type	exact_by, @function
exact_by:
.LFB94:
	.cfi_startproc
	movl	164(%rdi), %ecx
	testl	%ecx, %ecx
	je	.L524
	movl	%ecx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L524:
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
	jne	.L514
	cmpq	$1048576, 96(%rbx)
	movl	$3, %ecx
	ja	.L514
	movl	112(%rbx), %edx
	leaq	by_kind.6(%rip), %rax
	movl	(%rax,%rdx,4), %ecx
	cmpl	$3, %ecx
	jne	.L519
	movq	104(%rbx), %rax
	testq	%rax, %rax
	je	.L519
	xorl	%edx, %edx
	divq	(%rbx)
	movq	120(%rbx), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	$1048576, %rax
	movl	$1, %eax
	cmovbe	%eax, %ecx
.L514:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L519:
	.cfi_restore_state
	movl	$1, %ecx
	addq	$16, %rsp
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE94:
	.size	exact_by, .-exact_by
	.p2align 4
	.type	buffers_init, @function
buffers_init:
.LFB95:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	xorl	%eax, %eax
	movl	$11, %ecx
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
	rep stosq
	movq	%rsi, %rdi
	call	exact_by
	movl	%eax, %edx
	movl	%eax, 32(%rbx)
	xorl	%eax, %eax
	cmpl	$3, %edx
	je	.L525
	cmpl	$2, %edx
	je	.L542
	movl	112(%rbp), %edx
	movq	96(%rbp), %rcx
	leaq	by_kind.6(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	movq	%rcx, %rdi
	je	.L543
.L531:
	salq	$3, %rdi
	leaq	0(,%rcx,8), %r12
.L530:
	call	malloc@PLT
	movq	%r12, %rdi
	movq	%rax, (%rbx)
	movq	%rax, %rbp
	call	malloc@PLT
	testq	%rbp, %rbp
	setne	%dl
	testq	%rax, %rax
	movq	%rax, 8(%rbx)
	setne	%al
	movzbl	%al, %eax
	andl	%edx, %eax
	subl	$1, %eax
.L525:
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
.L543:
	.cfi_restore_state
	movq	104(%rbp), %rax
	testq	%rax, %rax
	je	.L531
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	120(%rbp), %rdx
	leaq	1(%rax,%rdx), %rdi
	jmp	.L531
	.p2align 4,,10
	.p2align 3
.L542:
	leaq	24(%rsp), %rdx
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	lattice_plan
	testl	%eax, %eax
	je	.L529
	movq	24(%rsp), %rbp
	movq	16(%rsp), %xmm0
	movl	$8, %esi
	movq	%rbp, %xmm1
	movq	%rbp, %rdi
	punpcklqdq	%xmm1, %xmm0
	movups	%xmm0, 40(%rbx)
	movaps	%xmm0, (%rsp)
	call	calloc@PLT
	movq	%rax, 56(%rbx)
	testq	%rax, %rax
	je	.L529
	movdqa	(%rsp), %xmm0
	movl	$8, %esi
	movq	%rbp, %rdi
	movups	%xmm0, 64(%rbx)
	call	calloc@PLT
	movq	%rax, 80(%rbx)
	testq	%rax, %rax
	je	.L529
	movl	$524288, %r12d
	movl	$524288, %edi
	jmp	.L530
.L529:
	movl	$-1, %eax
	jmp	.L525
	.cfi_endproc
.LFE95:
	.size	buffers_init, .-buffers_init
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB176:
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
	je	.L551
.L545:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L544:
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
.L551:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L552
	movl	$512, %esi
	movl	$16, %ebp
.L546:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L553
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L545
	.p2align 4,,10
	.p2align 3
.L552:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L546
.L553:
	movl	$1, 24(%rbx)
	jmp	.L544
	.cfi_endproc
.LFE176:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.8
	.align 8
.LC96:
	.string	"bench: the corrected set would hold more than 2^64 values: raise --expected-interval or shorten the run\n"
	.section	.rodata.str1.1
.LC97:
	.string	"bench: out of memory %s\n"
	.text
	.p2align 4
	.type	cannot, @function
cannot:
.LFB160:
	.cfi_startproc
	movl	%edi, %eax
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	cmpl	$-2, %eax
	je	.L558
	movq	%rsi, %rdx
	xorl	%eax, %eax
	leaq	.LC97(%rip), %rsi
	call	fprintf@PLT
	movl	$1, %eax
.L554:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L558:
	.cfi_restore_state
	movq	%rdi, %rcx
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC96(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L554
	.cfi_endproc
.LFE160:
	.size	cannot, .-cannot
	.section	.rodata.str1.1
.LC98:
	.string	"--service"
.LC99:
	.string	"--service %s"
.LC100:
	.string	"it must be above zero"
	.section	.rodata.str1.8
	.align 8
.LC101:
	.string	"--service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC102:
	.string	"--interval"
.LC103:
	.string	"--interval %s"
	.section	.rodata.str1.8
	.align 8
.LC104:
	.string	"--interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC105:
	.string	"--stall"
.LC106:
	.string	"--stall %s"
.LC107:
	.string	"--period"
.LC108:
	.string	"--period %s"
.LC109:
	.string	"--first-stall"
.LC110:
	.string	"--first-stall %s"
.LC111:
	.string	"--slow-above"
.LC112:
	.string	"--slow-above %s"
.LC113:
	.string	"--duration"
.LC114:
	.string	"--duration %s"
	.section	.rodata.str1.8
	.align 8
.LC115:
	.string	"--duration '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC116:
	.string	"--requests"
	.section	.rodata.str1.8
	.align 8
.LC117:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sorted)"
	.align 8
.LC118:
	.string	"--requests '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC119:
	.string	"--expected-interval"
.LC120:
	.string	"mean"
.LC121:
	.string	"a time above zero, or mean"
	.section	.rodata.str1.8
	.align 8
.LC122:
	.string	"--expected-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC123:
	.string	"--rank"
.LC124:
	.string	"round"
.LC125:
	.string	"ceil"
.LC126:
	.string	"use round or ceil"
.LC127:
	.string	"--rank '%s' is not valid: %s"
.LC128:
	.string	"--exact-by"
.LC129:
	.string	"auto"
.LC130:
	.string	"sorted"
.LC131:
	.string	"sort"
.LC132:
	.string	"lattice"
.LC133:
	.string	"passes"
	.section	.rodata.str1.8
	.align 8
.LC134:
	.string	"use auto, sorted, lattice or passes"
	.align 8
.LC135:
	.string	"--exact-by '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC136:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC137:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC138:
	.string	"--reps '%s' is not valid: %s"
.LC139:
	.string	"--schedule"
.LC140:
	.string	"fixed"
.LC141:
	.string	"poisson"
	.section	.rodata.str1.8
	.align 8
.LC142:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.align 8
.LC143:
	.string	"--schedule '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC144:
	.string	"--rate"
	.section	.rodata.str1.8
	.align 8
.LC145:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC146:
	.string	"--rate '%s' is not valid: %s"
.LC148:
	.string	"--seed"
	.section	.rodata.str1.8
	.align 8
.LC149:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC150:
	.string	"--seed '%s' is not valid: %s"
.LC151:
	.string	"--arrivals"
.LC152:
	.string	"--closed"
.LC153:
	.string	"catch-up"
.LC154:
	.string	"skip"
.LC155:
	.string	"back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC156:
	.string	"use catch-up, skip or back-to-back"
	.align 8
.LC157:
	.string	"--closed '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC158:
	.string	"--connections"
	.section	.rodata.str1.8
	.align 8
.LC159:
	.string	"a whole number from 1 to 1000000"
	.align 8
.LC160:
	.string	"--connections '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC161:
	.string	"--correct"
.LC162:
	.string	"--trace-values"
.LC163:
	.string	"--export"
	.section	.rodata.str1.8
	.align 8
.LC164:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.align 8
.LC165:
	.string	"--export '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC166:
	.string	"--sweep"
.LC167:
	.string	"load"
.LC168:
	.string	"stall"
.LC169:
	.string	"use load or stall"
.LC170:
	.string	"--sweep '%s' is not valid: %s"
.LC171:
	.string	"see bench --help"
.LC172:
	.string	"unknown option '%s': %s"
	.text
	.p2align 4
	.type	apply_option.constprop.0, @function
apply_option.constprop.0:
.LFB184:
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
	leaq	.LC98(%rip), %rsi
	movq	%rbx, %rdi
	subq	$1432, %rsp
	.cfi_def_cfa_offset 1472
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L649
	leaq	.LC102(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L650
	leaq	.LC105(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L651
	leaq	.LC107(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L652
	leaq	.LC109(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L653
	leaq	.LC111(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L654
	leaq	.LC113(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L655
	leaq	.LC116(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L656
	leaq	.LC119(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L582
	leaq	.LC120(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L583
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L584
	movq	8(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L584
	movq	%rdx, 128(%rbp)
.L583:
	movl	%eax, 136(%rbp)
	movl	$1, 292(%rbp)
	.p2align 4,,10
	.p2align 3
.L565:
	xorl	%eax, %eax
.L559:
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
.L650:
	.cfi_restore_state
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L657
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L658
	movq	%rax, 40(%rbp)
	jmp	.L565
	.p2align 4,,10
	.p2align 3
.L649:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L659
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L660
	movq	%rax, 0(%rbp)
	jmp	.L565
	.p2align 4,,10
	.p2align 3
.L653:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L661
	movq	8(%rsp), %rax
	movq	%rax, 24(%rbp)
	jmp	.L565
	.p2align 4,,10
	.p2align 3
.L651:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L662
	movq	8(%rsp), %rax
	movq	%rax, 8(%rbp)
	jmp	.L565
	.p2align 4,,10
	.p2align 3
.L652:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L663
	movq	8(%rsp), %rax
	movq	%rax, 16(%rbp)
	jmp	.L565
	.p2align 4,,10
	.p2align 3
.L656:
	leaq	8(%rsp), %rcx
	movl	$1, %esi
	movq	%r12, %rdi
	movabsq	$1099511627776, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L664
	movq	$0, 184(%rbp)
	movq	8(%rsp), %rax
	movq	%rax, 192(%rbp)
	jmp	.L565
	.p2align 4,,10
	.p2align 3
.L654:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L665
	movq	8(%rsp), %rax
	movq	%rax, 152(%rbp)
	jmp	.L565
	.p2align 4,,10
	.p2align 3
.L655:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L666
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L667
	movq	%rax, 184(%rbp)
	movq	$0, 192(%rbp)
	jmp	.L565
	.p2align 4,,10
	.p2align 3
.L582:
	leaq	.LC123(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L586
	leaq	.LC124(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC125(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L587
	testl	%eax, %eax
	jne	.L668
.L587:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 160(%rbp)
	jmp	.L565
	.p2align 4,,10
	.p2align 3
.L586:
	leaq	.LC128(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L588
	leaq	.LC129(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L669
	leaq	.LC130(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L590
	leaq	.LC131(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L590
	leaq	.LC132(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L670
	leaq	.LC133(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L593
	movl	$3, 164(%rbp)
	jmp	.L565
.L588:
	leaq	.LC136(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L671
	leaq	.LC139(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L596
	leaq	.LC140(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC141(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L597
	testl	%eax, %eax
	jne	.L672
.L597:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 32(%rbp)
	jmp	.L565
.L660:
	leaq	.LC100(%rip), %r8
	movq	%r12, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC101(%rip), %rdx
	call	snprintf@PLT
.L562:
	movl	$-1, %eax
	jmp	.L559
.L658:
	leaq	.LC100(%rip), %r8
	movq	%r12, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC104(%rip), %rdx
	call	snprintf@PLT
	jmp	.L562
.L590:
	movl	$1, 164(%rbp)
	jmp	.L565
.L669:
	movl	$0, 164(%rbp)
	jmp	.L565
.L659:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC99(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L562
.L596:
	leaq	.LC144(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L673
	leaq	.LC148(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L674
	leaq	.LC151(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L675
	leaq	.LC152(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L605
	leaq	.LC153(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L606
	leaq	.LC154(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L618
	leaq	.LC155(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L676
	leaq	.LC156(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC157(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L562
.L671:
	leaq	8(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%r12, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L677
	movq	8(%rsp), %rax
	movl	%eax, 168(%rbp)
	jmp	.L565
.L662:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC106(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L562
.L657:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC103(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L562
.L663:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC108(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L562
.L661:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC110(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L562
.L673:
	movzbl	(%r12), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L600
	call	__errno_location@PLT
	leaq	16(%rsp), %rsi
	movq	%r12, %rdi
	movq	%rax, %rbx
	xorl	%eax, %eax
	movl	%eax, (%rbx)
	call	strtod@PLT
	cmpl	$0, (%rbx)
	jne	.L600
	movq	16(%rsp), %rax
	cmpb	$0, (%rax)
	jne	.L600
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L600
	comisd	.LC147(%rip), %xmm0
	ja	.L600
	movsd	%xmm0, 200(%rbp)
	jmp	.L565
.L670:
	movl	$2, 164(%rbp)
	jmp	.L565
.L674:
	orq	$-1, %rdx
	xorl	%esi, %esi
	leaq	208(%rbp), %rcx
	movq	%r12, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L565
	leaq	.LC149(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC150(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L562
.L665:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC112(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L562
.L605:
	leaq	.LC158(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L678
	leaq	.LC161(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L679
	leaq	.LC162(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L680
	leaq	.LC163(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L612
	cmpb	$0, (%r12)
	je	.L613
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L613
	movq	%r12, 248(%rbp)
	jmp	.L565
.L675:
	movq	%r12, 216(%rbp)
	movl	$2, 32(%rbp)
	jmp	.L565
.L667:
	leaq	.LC100(%rip), %r8
	movq	%r12, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC115(%rip), %rdx
	call	snprintf@PLT
	jmp	.L562
.L666:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC114(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L562
.L584:
	leaq	.LC121(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC122(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L562
.L664:
	leaq	.LC117(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC118(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L562
.L668:
	leaq	.LC126(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC127(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L562
.L679:
	movq	%r12, 224(%rbp)
	movl	$1, 176(%rbp)
	jmp	.L565
.L678:
	leaq	120(%rbp), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%r12, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L565
	leaq	.LC159(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC160(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L562
.L612:
	leaq	.LC166(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L615
	leaq	.LC167(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L616
	leaq	.LC168(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L681
.L616:
	movq	%r12, 240(%rbp)
	movl	$2, 176(%rbp)
	jmp	.L565
.L615:
	leaq	.LC171(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC172(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L562
.L680:
	movq	%r12, 232(%rbp)
	movl	$1, 176(%rbp)
	jmp	.L565
.L681:
	leaq	.LC169(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC170(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L562
.L676:
	movl	$2, %eax
.L606:
	movl	%eax, 112(%rbp)
	jmp	.L565
.L672:
	leaq	.LC142(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC143(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L562
.L593:
	leaq	.LC134(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC135(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L562
.L600:
	leaq	.LC145(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC146(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L562
.L613:
	leaq	.LC164(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC165(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L562
.L618:
	movl	$1, %eax
	jmp	.L606
.L677:
	leaq	.LC137(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC138(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L562
	.cfi_endproc
.LFE184:
	.size	apply_option.constprop.0, .-apply_option.constprop.0
	.section	.rodata.str1.1
.LC173:
	.string	"%lu.%lu"
.LC174:
	.string	"%lu.%02lu"
.LC175:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB185:
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
	jnb	.L687
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L688
	leaq	.LC175(%rip), %rdx
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
.L688:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC174(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L687:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC173(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE185:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.1
.LC176:
	.string	"%-10s %9lu"
	.globl	__divti3
.LC177:
	.string	"%lu.%04lu"
.LC178:
	.string	" %8lu %8s"
	.text
	.p2align 4
	.type	print_row, @function
print_row:
.LFB107:
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
	leaq	.LC176(%rip), %rdi
	movq	%rsp, %rbp
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L690:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	fmt_us.constprop.0
	movq	%r13, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L690
	movq	(%r12), %r8
	movq	56(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L691
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
.L691:
	movq	%rbp, %rdi
	leaq	.LC177(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC178(%rip), %rdi
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
.LFE107:
	.size	print_row, .-print_row
	.p2align 4
	.type	serve_stalls.constprop.0, @function
serve_stalls.constprop.0:
.LFB187:
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
	jb	.L697
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
.L697:
	cmpq	%rsi, %rcx
	jnb	.L699
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
.L699:
	movq	%rbx, 8(%rdi)
	movq	%rsi, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	movq	%rcx, (%rdi)
	ret
	.cfi_endproc
.LFE187:
	.size	serve_stalls.constprop.0, .-serve_stalls.constprop.0
	.p2align 4
	.type	dist_count_le.isra.0, @function
dist_count_le.isra.0:
.LFB188:
	.cfi_startproc
	movq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L706
	salq	$5, %rsi
	xorl	%r10d, %r10d
	leaq	(%rdi,%rsi), %r8
	jmp	.L705
	.p2align 4,,10
	.p2align 3
.L703:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L704
	subq	%r9, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L704
	subq	%rax, %rdx
	imulq	%rcx, %rdx
	addq	%rdx, %r10
.L704:
	addq	$32, %rdi
	cmpq	%rdi, %r8
	je	.L701
.L705:
	movq	(%rdi), %rax
	movq	24(%rdi), %rcx
	cmpq	%rax, %r9
	jb	.L703
	imulq	16(%rdi), %rcx
	addq	$32, %rdi
	addq	%rcx, %r10
	cmpq	%rdi, %r8
	jne	.L705
.L701:
	movq	%r10, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L706:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	ret
	.cfi_endproc
.LFE188:
	.size	dist_count_le.isra.0, .-dist_count_le.isra.0
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
.LFB53:
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
	je	.L712
	movq	(%rdi), %rdi
	movq	16(%rdi), %rax
	movq	%rdi, 56(%rsp)
	movq	%rax, (%rsp)
	mulq	24(%rdi)
	movq	%rax, %r14
	movq	%rdx, %rax
	movq	%rdx, %r15
	subq	$0, %rax
	jne	.L728
	leaq	48(%rdi), %rcx
	xorl	%esi, %esi
	movq	$-1, %r10
	xorl	%edi, %edi
	jmp	.L714
	.p2align 4,,10
	.p2align 3
.L715:
	movq	(%rcx), %rax
	mulq	8(%rcx)
	addq	%rax, %r14
	movq	%rdi, %rax
	adcq	%rdx, %r15
	addq	$32, %rcx
	cmpq	%r14, %r10
	sbbq	%r15, %rax
	jc	.L728
.L714:
	addq	$1, %rsi
	cmpq	%r12, %rsi
	jne	.L715
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
.L716:
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
	jne	.L716
	movq	16(%rsp), %r14
	movl	40(%rsp), %r11d
	movq	%r15, %rbp
	movq	24(%rsp), %r15
	movq	%r14, 40(%rsp)
.L717:
	movq	40(%rsp), %rax
	movq	%r12, 64(%rbx)
	movq	%r13, 72(%rbx)
	movq	%rax, (%rbx)
	movq	$99999, 64(%rsp)
	movq	$0, 72(%rsp)
	testl	%r11d, %r11d
	jne	.L719
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
.L719:
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
.L726:
	movq	40(%rsp), %r14
	xorl	%r15d, %r15d
	testq	%r14, %r14
	je	.L720
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
	je	.L730
	movq	%rbx, %rax
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L722:
	movq	(%rax), %rdx
	cmpq	%rdx, %r13
	cmovb	%rdx, %r13
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L722
.L721:
	xorl	%r15d, %r15d
	jmp	.L724
	.p2align 4,,10
	.p2align 3
.L725:
	movq	%r13, %r14
	movq	8(%rbp), %rsi
	movq	%rbx, %rdi
	subq	%r15, %r14
	shrq	%r14
	addq	%r15, %r14
	movq	%r14, %rdx
	call	dist_count_le.isra.0
	cmpq	%r11, %rax
	jb	.L737
	movq	%r14, %r13
.L724:
	cmpq	%r13, %r15
	jb	.L725
.L720:
	movq	16(%rsp), %rax
	addq	$8, (%rsp)
	leaq	48+PCT_MILLI(%rip), %rdi
	movq	%r15, (%rax)
	addq	$8, %rax
	movq	%rax, 16(%rsp)
	movq	(%rsp), %rax
	cmpq	%rax, %rdi
	jne	.L726
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
.L737:
	.cfi_restore_state
	leaq	1(%r14), %r15
	jmp	.L724
	.p2align 4,,10
	.p2align 3
.L728:
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
.L730:
	.cfi_restore_state
	xorl	%r13d, %r13d
	jmp	.L721
.L712:
	movq	(%rdi), %rax
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	xorl	%r12d, %r12d
	movq	$0, 40(%rsp)
	xorl	%r13d, %r13d
	movq	%rax, 56(%rsp)
	jmp	.L717
	.cfi_endproc
.LFE53:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB189:
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
	jne	.L740
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L740:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L742:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L741
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
.L741:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L742
	testq	%r15, %r15
	je	.L746
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L744:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L744
.L743:
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
.L746:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L743
	.cfi_endproc
.LFE189:
	.size	summarise.isra.0, .-summarise.isra.0
	.section	.rodata.str1.1
.LC179:
	.string	"bench: %s\n"
	.text
	.p2align 4
	.type	due_restart, @function
due_restart:
.LFB27:
	.cfi_startproc
	leaq	8(%rdi), %r8
	movq	%rdi, %rdx
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	%r8, %rdi
	rep stosq
	movq	%rsi, (%rdx)
	cmpq	$0, 72(%rsi)
	je	.L764
.L762:
	ret
	.p2align 4,,10
	.p2align 3
.L764:
	movl	32(%rsi), %eax
	testl	%eax, %eax
	je	.L762
	cmpl	$1, %eax
	je	.L765
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	leaq	40(%rdx), %rdi
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC151(%rip), %rdx
	subq	$256, %rsp
	.cfi_def_cfa_offset 272
	movq	64(%rsi), %rsi
	movq	%rsp, %rbx
	movq	%rbx, %r8
	call	numbers_open
	testl	%eax, %eax
	jne	.L766
	addq	$256, %rsp
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L765:
	.cfi_restore 3
	movq	56(%rsi), %rax
	movsd	48(%rsi), %xmm0
	movq	%rax, 32(%rdx)
	movsd	%xmm0, 16(%rdx)
	ret
.L766:
	.cfi_def_cfa_offset 272
	.cfi_offset 3, -16
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC179(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE27:
	.size	due_restart, .-due_restart
	.p2align 4
	.type	run_closed, @function
run_closed:
.LFB33:
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
	jnb	.L767
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
	jmp	.L777
	.p2align 4,,10
	.p2align 3
.L787:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L772:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L771:
	cmpq	%r15, %rbp
	jnb	.L767
.L777:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L769
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L769
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L786
.L769:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L772
	cmpq	%rax, %rbx
	jnb	.L773
	addq	%r8, %rdx
.L774:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L787
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L772
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
	jmp	.L772
	.p2align 4,,10
	.p2align 3
.L773:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L774
	.p2align 4,,10
	.p2align 3
.L767:
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
.L786:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L770:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L770
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L771
	.cfi_endproc
.LFE33:
	.size	run_closed, .-run_closed
	.p2align 4
	.type	walk_run, @function
walk_run:
.LFB39:
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
	je	.L807
	leaq	16(%rdi), %rax
	movq	%rsi, %r11
	xorl	%r12d, %r12d
	movq	%rax, 16(%rsp)
	jmp	.L804
	.p2align 4,,10
	.p2align 3
.L790:
	movq	72(%rbx), %rax
	cmpq	96(%r14), %rax
	jnb	.L789
	movq	48(%rbx), %rcx
	cmpq	40(%rbx), %rcx
	je	.L789
	movq	32(%rbx), %rsi
	leaq	1(%rcx), %rdi
	movq	%rdi, 48(%rbx)
	movq	(%rsi,%rcx,8), %rbp
	cmpl	$2, %r15d
	jne	.L811
	cmpq	%rdx, %rbp
	jb	.L793
.L811:
	cmpl	$1, %r15d
	je	.L824
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	movq	(%r14), %rcx
	movq	16(%rbx), %rax
	cmovnb	%rbp, %rsi
	movq	%rbp, %r13
	leaq	(%rcx,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L796
.L805:
	movq	8(%r14), %r8
	cmpq	%rax, %rsi
	jnb	.L797
	addq	%r8, %rdx
.L798:
	movq	16(%r14), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	jne	.L799
	movq	$-1, 16(%rbx)
.L796:
	movq	80(%rbx), %rcx
	movq	56(%rbx), %rax
	testl	%r15d, %r15d
	cmovne	%r13, %rbp
	movq	%rdx, (%rax,%rcx,8)
.L802:
	movq	%rdx, %rax
	subq	%rbp, %rax
	movq	%rax, (%r11,%r12,8)
	movq	72(%rbx), %rax
	addq	$1, %r12
.L793:
	addq	$1, %rax
	movq	%rax, 72(%rbx)
	movq	80(%rbx), %rax
	addq	$1, %rax
	cmpq	64(%rbx), %rax
	jne	.L803
	xorl	%eax, %eax
.L803:
	movq	%rax, 80(%rbx)
	cmpq	%r10, %r12
	jnb	.L789
.L804:
	cmpl	$3, %r15d
	jne	.L790
	movq	80(%rbx), %r8
	movq	56(%rbx), %rdi
	movq	104(%r14), %rax
	movq	(%rdi,%r8,8), %rbp
	testq	%rax, %rax
	je	.L791
	cmpq	%rax, %rbp
	jnb	.L789
.L823:
	movq	%rbp, %r13
.L792:
	cmpq	%r13, %rdx
	movq	%rdx, %rsi
	movq	(%r14), %rcx
	movq	16(%rbx), %rax
	cmovb	%r13, %rsi
	leaq	(%rcx,%rsi), %rdx
	cmpq	%rdx, %rax
	jb	.L805
	movq	%rdx, (%rdi,%r8,8)
	movq	%r13, %rbp
	jmp	.L802
	.p2align 4,,10
	.p2align 3
.L799:
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L796
	movq	16(%rsp), %rdi
	movq	%r10, 8(%rsp)
	movq	%r11, (%rsp)
	call	serve_stalls.constprop.0
	movq	8(%rsp), %r10
	movq	(%rsp), %r11
	movq	%rax, %rdx
	jmp	.L796
	.p2align 4,,10
	.p2align 3
.L797:
	leaq	(%r8,%rax), %rdi
	leaq	(%rdi,%rcx), %r9
	cmpq	%rdi, %rsi
	cmovb	%r9, %rdx
	jmp	.L798
	.p2align 4,,10
	.p2align 3
.L791:
	movq	96(%r14), %rax
	cmpq	%rax, 72(%rbx)
	jb	.L823
.L789:
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
.L824:
	.cfi_restore_state
	movq	80(%rbx), %r8
	movq	56(%rbx), %rdi
	movq	(%rdi,%r8,8), %r13
	cmpq	%r13, %rbp
	cmovnb	%rbp, %r13
	jmp	.L792
.L807:
	xorl	%r12d, %r12d
	jmp	.L789
	.cfi_endproc
.LFE39:
	.size	walk_run, .-walk_run
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB54:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L840
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
.L826:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L831
	.p2align 4,,10
	.p2align 3
.L827:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L829
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L829:
	testq	%r8, %r8
	je	.L830
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L830
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L830:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L827
.L831:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L826
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
.L840:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE54:
	.size	dist_correct, .-dist_correct
	.section	.rodata.str1.8
	.align 8
.LC184:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.section	.rodata.str1.1
.LC185:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC186:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC187:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC188:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC190:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC191:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC192:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
.LFB136:
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
	movapd	.LC181(%rip), %xmm0
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
	jle	.L849
	movslq	%r12d, %rax
	movsd	.LC182(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L848
	.p2align 4,,10
	.p2align 3
.L882:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L847:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L881
.L848:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L882
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L847
.L881:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L883
.L849:
	movsd	.LC51(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L845:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC184(%rip), %rsi
	pushq	%r14
	leaq	XTICK.7(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	movq	%rbx, -272(%rbp)
	leaq	-240(%rbp), %rsi
	leaq	.LC186(%rip), %rdx
	movq	%rbx, %rdi
	leaq	.LC185(%rip), %rcx
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
.L852:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC48(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC187(%rip), %rsi
	mulsd	.LC44(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC45(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L852
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L868
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
.L867:
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
	je	.L855
	testq	%rbx, %rbx
	je	.L855
	testq	%rax, %rax
	je	.L855
	testq	%r14, %r14
	je	.L884
	movq	.LC182(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L862
	.p2align 4,,10
	.p2align 3
.L885:
	divsd	%xmm6, %xmm0
	movsd	.LC51(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC51(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L858:
	call	log10@PLT
	movq	.LC48(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L860
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L861:
	movq	-264(%rbp), %rax
	divsd	.LC182(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L857
.L862:
	movsd	(%r12), %xmm0
	movsd	.LC64(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L885
	movq	.LC180(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L858
	.p2align 4,,10
	.p2align 3
.L860:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L861
	.p2align 4,,10
	.p2align 3
.L884:
	movsd	.LC182(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L857:
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
	js	.L863
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L864:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC42(%rip), %xmm0
	movsd	.LC43(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC190(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC189(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L865
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L866:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC191(%rip), %rdx
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
	leaq	.LC192(%rip), %rsi
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
	jne	.L867
.L868:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC188(%rip), %rdi
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
.L865:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L866
	.p2align 4,,10
	.p2align 3
.L863:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L864
.L883:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC183(%rip), %xmm2
	movsd	.LC56(%rip), %xmm3
	movsd	.LC49(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L851
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC51(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
.L851:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L845
.L855:
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
.LFE136:
	.size	spectrum_writer, .-spectrum_writer
	.p2align 4
	.type	run_open, @function
run_open:
.LFB34:
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
	jnb	.L886
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
	jmp	.L897
	.p2align 4,,10
	.p2align 3
.L906:
	movq	$-1, (%rdi)
.L891:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L890:
	cmpq	%r15, %rbx
	jnb	.L886
.L897:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L888
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L888
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L905
.L888:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L891
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L892
	addq	%rcx, %rdx
.L893:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L906
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L891
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
	jmp	.L891
	.p2align 4,,10
	.p2align 3
.L892:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L893
	.p2align 4,,10
	.p2align 3
.L886:
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
.L905:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L889:
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
	jne	.L889
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L890
	.cfi_endproc
.LFE34:
	.size	run_open, .-run_open
	.section	.rodata.str1.8
	.align 8
.LC194:
	.string	"load, % of the server's capacity"
	.section	.rodata.str1.1
.LC195:
	.string	"stall (us, log scale)"
.LC196:
	.string	"p99 latency (ms)"
.LC197:
	.string	"%g"
	.section	.rodata.str1.8
	.align 8
.LC198:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n"
	.align 8
.LC199:
	.string	"p99 against stall length (the load held fixed)"
	.align 8
.LC200:
	.string	"p99 against load (the stall held fixed)"
	.text
	.p2align 4
	.type	sweep_writer, @function
sweep_writer:
.LFB138:
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
	jne	.L941
	testq	%r14, %r14
	je	.L941
	movq	64(%rsp), %rax
	movq	%r15, 16(%rsp)
	pxor	%xmm1, %xmm1
	xorl	%ebp, %ebp
	movq	%r13, 8(%rsp)
	movq	(%rsp), %r13
	leaq	264(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L917:
	movq	0(%r13,%rbp,8), %rax
	testq	%rax, %rax
	js	.L911
	movl	40(%rsp), %r11d
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testl	%r11d, %r11d
	je	.L949
.L913:
	movsd	%xmm0, (%r12,%rbp,8)
	leaq	-240(%rbx), %r15
.L916:
	movq	(%r15), %rdx
	testq	%rdx, %rdx
	js	.L914
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L915:
	divsd	.LC182(%rip), %xmm0
	addq	$80, %r15
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%r15, %rbx
	jne	.L916
	addq	$1, %rbp
	movsd	%xmm0, 120(%rsp)
	addq	$288, %rbx
	cmpq	%r14, %rbp
	jb	.L917
	movl	40(%rsp), %r10d
	movq	8(%rsp), %r13
	movq	16(%rsp), %r15
	testl	%r10d, %r10d
	je	.L918
	pxor	%xmm0, %xmm0
	movq	.LC64(%rip), %rax
	comisd	%xmm0, %xmm1
	movq	%rax, 104(%rsp)
	ja	.L919
	movsd	.LC51(%rip), %xmm0
	movsd	%xmm0, 32(%rsp)
.L920:
	movsd	%xmm0, 120(%rsp)
	movl	$820, %edx
	leaq	.LC200(%rip), %rax
	movl	$500, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 232
	movl	$820, %r8d
	movl	$500, %ecx
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	movq	88(%rsp), %rdi
	leaq	.LC184(%rip), %rsi
	movabsq	$0x4059000000000000, %r13
	call	fprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 232
	popq	%rdx
	.cfi_def_cfa_offset 224
	leaq	.LC194(%rip), %rdx
	movq	$0x000000000, (%rsp)
.L938:
	movq	72(%rsp), %rdi
	leaq	96(%rsp), %rsi
	leaq	.LC196(%rip), %rcx
	movq	%rsi, 80(%rsp)
	call	svg_axes
	movq	%r13, %xmm2
	comisd	(%rsp), %xmm2
	jb	.L950
	movl	40(%rsp), %r9d
	movsd	.LC52(%rip), %xmm2
	testl	%r9d, %r9d
	jne	.L928
	movsd	.LC51(%rip), %xmm2
.L928:
	movsd	(%rsp), %xmm4
	movq	%r13, %xmm5
	movq	%r12, 88(%rsp)
	leaq	128(%rsp), %rbx
	movsd	.LC44(%rip), %xmm7
	movq	72(%rsp), %r12
	movq	%r13, 48(%rsp)
	leaq	.LC187(%rip), %rbp
	subsd	%xmm4, %xmm5
	movapd	%xmm4, %xmm3
	movsd	.LC45(%rip), %xmm4
	movl	40(%rsp), %r13d
	movsd	%xmm7, 16(%rsp)
	movsd	%xmm4, 24(%rsp)
	movsd	%xmm5, 8(%rsp)
	movsd	%xmm2, 40(%rsp)
	.p2align 4,,10
	.p2align 3
.L930:
	testl	%r13d, %r13d
	je	.L951
	movapd	%xmm3, %xmm0
	movsd	%xmm3, 56(%rsp)
.L948:
	leaq	.LC197(%rip), %rdx
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
	jnb	.L930
	movq	88(%rsp), %r12
.L931:
	leaq	SET_NAME(%rip), %rax
	leaq	SET_COLOUR(%rip), %r13
	movq	72(%rsp), %rbp
	movl	$60, 56(%rsp)
	movq	%rax, 40(%rsp)
	movq	64(%rsp), %rax
	movq	%r13, 64(%rsp)
	addq	$24, %rax
	movq	%rax, 48(%rsp)
.L926:
	movq	48(%rsp), %rcx
	xorl	%edx, %edx
	jmp	.L934
	.p2align 4,,10
	.p2align 3
.L953:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L933:
	divsd	.LC182(%rip), %xmm0
	movsd	%xmm0, (%r15,%rdx,8)
	addq	$1, %rdx
	addq	$288, %rcx
	cmpq	%r14, %rdx
	jnb	.L952
.L934:
	movq	(%rcx), %rax
	testq	%rax, %rax
	jns	.L953
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L933
	.p2align 4,,10
	.p2align 3
.L914:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L915
	.p2align 4,,10
	.p2align 3
.L911:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	movl	40(%rsp), %r11d
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testl	%r11d, %r11d
	jne	.L913
.L949:
	movsd	%xmm1, (%rsp)
	divsd	.LC57(%rip), %xmm0
	call	log10@PLT
	movsd	(%rsp), %xmm1
	jmp	.L913
	.p2align 4,,10
	.p2align 3
.L918:
	movsd	(%r12), %xmm0
	movq	.LC50(%rip), %xmm4
	movsd	.LC49(%rip), %xmm6
	movapd	%xmm0, %xmm2
	movapd	%xmm4, %xmm3
	andpd	%xmm4, %xmm2
	ucomisd	%xmm2, %xmm6
	jbe	.L921
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm2, %xmm2
	movsd	.LC51(%rip), %xmm7
	andnpd	%xmm0, %xmm3
	cvtsi2sdq	%rax, %xmm2
	movapd	%xmm2, %xmm5
	cmpnlesd	%xmm0, %xmm5
	andpd	%xmm7, %xmm5
	subsd	%xmm5, %xmm2
	orpd	%xmm3, %xmm2
	movapd	%xmm2, %xmm0
.L921:
	movsd	-8(%r12,%r13), %xmm2
	movsd	%xmm0, (%rsp)
	movapd	%xmm4, %xmm5
	movapd	%xmm2, %xmm3
	andpd	%xmm4, %xmm3
	ucomisd	%xmm3, %xmm6
	jbe	.L922
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm3, %xmm3
	movapd	%xmm2, %xmm7
	movsd	.LC51(%rip), %xmm8
	andnpd	%xmm2, %xmm5
	cvtsi2sdq	%rax, %xmm3
	cmpnlesd	%xmm3, %xmm7
	andpd	%xmm8, %xmm7
	addsd	%xmm7, %xmm3
	orpd	%xmm5, %xmm3
	movapd	%xmm3, %xmm2
.L922:
	unpcklpd	%xmm2, %xmm0
	movq	%xmm2, %r13
	movaps	%xmm0, 96(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L923
	movsd	.LC51(%rip), %xmm0
	movsd	%xmm0, 32(%rsp)
.L924:
	movsd	%xmm0, 120(%rsp)
	movl	$500, %ecx
	leaq	.LC199(%rip), %rax
	movl	$820, %edx
	pushq	%rax
	.cfi_def_cfa_offset 232
	leaq	.LC184(%rip), %rsi
	movl	$500, %r9d
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	movq	88(%rsp), %rdi
	movl	$820, %r8d
	call	fprintf@PLT
	popq	%rcx
	.cfi_def_cfa_offset 232
	leaq	.LC195(%rip), %rdx
	popq	%rsi
	.cfi_def_cfa_offset 224
	jmp	.L938
	.p2align 4,,10
	.p2align 3
.L952:
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
.L935:
	movsd	(%r15,%r13,8), %xmm1
	divsd	32(%rsp), %xmm1
	movsd	(%r12,%r13,8), %xmm0
	movq	%rbx, %rdx
	mulsd	.LC42(%rip), %xmm1
	subsd	(%rsp), %xmm0
	divsd	8(%rsp), %xmm0
	leaq	.LC198(%rip), %rsi
	movsd	.LC43(%rip), %xmm7
	mulsd	16(%rsp), %xmm0
	movq	%rbp, %rdi
	addq	$1, %r13
	addsd	24(%rsp), %xmm0
	movl	$2, %eax
	subsd	%xmm1, %xmm7
	movapd	%xmm7, %xmm1
	call	fprintf@PLT
	cmpq	%r14, %r13
	jb	.L935
	subq	$8, %rsp
	.cfi_def_cfa_offset 232
	movl	$120, %r8d
	movl	$92, %edx
	movq	48(%rsp), %r13
	leaq	.LC192(%rip), %rsi
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
	jne	.L926
	movq	72(%rsp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC188(%rip), %rdi
	call	fwrite@PLT
	movq	%r12, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L907:
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
.L951:
	.cfi_restore_state
	movq	.LC52(%rip), %rax
	movapd	%xmm3, %xmm1
	movsd	%xmm3, 56(%rsp)
	movq	%rax, %xmm0
	call	pow@PLT
	jmp	.L948
.L919:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, (%rsp)
	call	nice_step
	movsd	(%rsp), %xmm1
	movsd	.LC183(%rip), %xmm2
	movsd	.LC56(%rip), %xmm3
	movsd	.LC49(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L954
.L940:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, (%rsp)
	call	nice_step
	movsd	(%rsp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, 32(%rsp)
	movapd	%xmm2, %xmm0
	jmp	.L920
.L954:
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC51(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
	jmp	.L940
.L923:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm1
	movsd	.LC183(%rip), %xmm2
	movq	.LC50(%rip), %xmm4
	movq	.LC49(%rip), %rax
	mulsd	%xmm1, %xmm2
	movq	%rax, %xmm6
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm6
	jbe	.L939
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm3
	movsd	.LC51(%rip), %xmm5
	andnpd	%xmm2, %xmm4
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm3
	andpd	%xmm5, %xmm3
	addsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm4, %xmm2
.L939:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	mulsd	%xmm2, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L924
.L950:
	movq	%r13, %xmm5
	subsd	(%rsp), %xmm5
	movsd	.LC44(%rip), %xmm7
	movsd	%xmm7, 16(%rsp)
	movsd	%xmm5, 8(%rsp)
	movsd	.LC45(%rip), %xmm5
	movsd	%xmm5, 24(%rsp)
	jmp	.L931
.L941:
	movq	%r12, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movl	$-1, %eax
	jmp	.L907
	.cfi_endproc
.LFE138:
	.size	sweep_writer, .-sweep_writer
	.section	.rodata.str1.8
	.align 8
.LC201:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC202:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC203:
	.string	"#2e8b57"
.LC204:
	.string	"#1f5fbf"
.LC205:
	.string	"closed: one sample of %s us"
.LC206:
	.string	"open: %lu requests delayed"
.LC207:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC208:
	.string	"corrected: %lu samples imputed every %s us"
	.text
	.p2align 4
	.type	timeline_writer, @function
timeline_writer:
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
	jb	.L956
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L956:
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
	js	.L957
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L958:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L959
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L960:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L1010
	cmpq	$0, -368(%rbp)
	je	.L1010
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L964
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L965:
	subsd	%xmm2, %xmm0
	movsd	.LC182(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L966
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L967:
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
	js	.L968
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L969:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC182(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L1008
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L973
	.p2align 4,,10
	.p2align 3
.L1026:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L972:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC182(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L1025
.L973:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L1026
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L972
	.p2align 4,,10
	.p2align 3
.L1025:
	movsd	.LC183(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L970:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -352(%rbp)
	movsd	%xmm1, -344(%rbp)
	call	nice_step
	movq	%r12, %xmm4
	movsd	.LC50(%rip), %xmm5
	movsd	.LC49(%rip), %xmm7
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm1
	movsd	-352(%rbp), %xmm2
	movapd	%xmm4, %xmm0
	andpd	%xmm5, %xmm0
	ucomisd	%xmm0, %xmm7
	ja	.L1027
.L974:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC182(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	8(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L975
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L976:
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
	leaq	.LC184(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rsi
	leaq	.LC185(%rip), %rcx
	movq	%r14, %rdi
	leaq	.LC202(%rip), %rdx
	movq	%rsi, -400(%rbp)
	call	svg_axes
	movsd	-328(%rbp), %xmm5
	subsd	-320(%rbp), %xmm5
	movapd	%xmm5, %xmm0
	movsd	%xmm5, -336(%rbp)
	call	nice_step
	movsd	-320(%rbp), %xmm4
	movsd	.LC50(%rip), %xmm1
	movsd	.LC49(%rip), %xmm6
	movapd	%xmm0, %xmm5
	movq	.LC182(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L1028
.L977:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L1029
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC187(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L983:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC50(%rip), %xmm0
	leaq	.LC197(%rip), %rdx
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
	mulsd	.LC44(%rip), %xmm1
	addsd	.LC45(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	-312(%rbp), %xmm4
	addsd	-352(%rbp), %xmm4
	movsd	-328(%rbp), %xmm6
	movq	.LC182(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L983
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L984:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L1030
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
	jmp	.L989
	.p2align 4,,10
	.p2align 3
.L1032:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L986:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L987
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L988:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L1031
.L989:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L1032
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L986
	.p2align 4,,10
	.p2align 3
.L987:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L988
	.p2align 4,,10
	.p2align 3
.L1031:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC207(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC182(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L1033
.L1004:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L997
	.p2align 4,,10
	.p2align 3
.L1035:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L994:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L995
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L996:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L1034
.L997:
	testq	%rdx, %rdx
	jns	.L1035
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L994
	.p2align 4,,10
	.p2align 3
.L995:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L996
	.p2align 4,,10
	.p2align 3
.L1034:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC203(%rip), %r9
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
	movq	.LC182(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L992
.L991:
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
	jmp	.L1003
	.p2align 4,,10
	.p2align 3
.L1036:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1000:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L1001
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1002:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L992
.L1003:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L1036
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1000
	.p2align 4,,10
	.p2align 3
.L1001:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1002
	.p2align 4,,10
	.p2align 3
.L1030:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC207(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC182(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L1004
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC203(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L992:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC204(%rip), %r9
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
	leaq	.LC205(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC204(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC192(%rip), %rbx
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
	leaq	.LC206(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC207(%rip), %rax
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
	leaq	.LC208(%rip), %rdx
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
	leaq	.LC39(%rip), %rax
	pushq	%r13
	movl	$96, %r9d
	movl	$92, %edx
	movq	%rbx, %rsi
	pushq	$100
	movl	$120, %r8d
	movq	%r14, %rdi
	pushq	$126
	pushq	%rax
	leaq	.LC203(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC188(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L955:
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
.L1028:
	.cfi_restore_state
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC51(%rip), %xmm7
	andnpd	%xmm4, %xmm1
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm1, %xmm4
	jmp	.L977
	.p2align 4,,10
	.p2align 3
.L1027:
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC51(%rip), %xmm7
	andnpd	%xmm4, %xmm5
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm5, %xmm4
	jmp	.L974
	.p2align 4,,10
	.p2align 3
.L975:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L976
	.p2align 4,,10
	.p2align 3
.L968:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L969
	.p2align 4,,10
	.p2align 3
.L966:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L967
	.p2align 4,,10
	.p2align 3
.L964:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L965
	.p2align 4,,10
	.p2align 3
.L959:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L960
	.p2align 4,,10
	.p2align 3
.L957:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L958
	.p2align 4,,10
	.p2align 3
.L1008:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L970
	.p2align 4,,10
	.p2align 3
.L1029:
	leaq	-240(%rbp), %r12
	jmp	.L984
	.p2align 4,,10
	.p2align 3
.L1033:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC203(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC182(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L991
.L1010:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L955
	.cfi_endproc
.LFE137:
	.size	timeline_writer, .-timeline_writer
	.section	.rodata.str1.1
.LC209:
	.string	"--help"
	.section	.rodata.str1.8
	.align 8
.LC210:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC211:
	.string	"unexpected argument '%s': %s"
.LC212:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC213:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC214:
	.string	"--quick"
.LC215:
	.string	"--export-values"
.LC216:
	.string	"--cross-check"
.LC217:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC218:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC219:
	.string	"at most 1000 characters"
.LC220:
	.string	"%s: the value is too long: %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB192:
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
	jle	.L1063
	movl	%esi, 20(%rsp)
	xorl	%edx, %edx
	leaq	928+OPTIONS(%rip), %rbp
	movl	%edx, %r15d
	.p2align 4,,10
	.p2align 3
.L1038:
	movq	8(%rsp), %rdx
	movslq	%r15d, %rax
	leaq	0(,%rax,8), %rcx
	movq	(%rdx,%rax,8), %r12
	movq	%rcx, 24(%rsp)
	cmpb	$45, (%r12)
	jne	.L1067
	cmpb	$104, 1(%r12)
	jne	.L1067
	cmpb	$0, 2(%r12)
	movl	$-1, %eax
	leaq	.LC209(%rip), %rbx
	jne	.L1067
.L1041:
	leaq	OPTIONS(%rip), %r14
	xorl	%r13d, %r13d
	jmp	.L1046
	.p2align 4,,10
	.p2align 3
.L1042:
	addl	$1, %r13d
	addq	$32, %r14
	cmpl	$29, %r13d
	je	.L1045
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L1046:
	movq	(%r14), %rdi
	testl	%eax, %eax
	jne	.L1042
	movslq	%r13d, %r8
	leaq	OPTIONS(%rip), %rax
	salq	$5, %r8
	movl	8(%rax,%r8), %eax
	cmpl	$2, %eax
	je	.L1075
	leal	1(%r15), %ebx
	cmpl	$1, %eax
	je	.L1076
	cmpl	%ebx, 20(%rsp)
	je	.L1077
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	movq	8(%rax,%rcx), %r15
	cmpb	$45, (%r15)
	jne	.L1069
	cmpb	$104, 1(%r15)
	jne	.L1069
	cmpb	$0, 2(%r15)
	movl	$-1, %eax
	leaq	.LC209(%rip), %r14
	jne	.L1069
.L1058:
	leaq	32+OPTIONS(%rip), %r13
	jmp	.L1061
	.p2align 4,,10
	.p2align 3
.L1059:
	cmpq	%rbp, %r13
	je	.L1060
	movq	0(%r13), %rsi
	movq	%r14, %rdi
	addq	$32, %r13
	call	strcmp@PLT
.L1061:
	testl	%eax, %eax
	jne	.L1059
	movq	32(%rsp), %rdi
	movq	%r15, %r8
	movq	%r12, %rcx
	movl	$2048, %esi
	leaq	.LC218(%rip), %rdx
	call	snprintf@PLT
.L1049:
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
.L1060:
	.cfi_restore_state
	movq	%r15, %rdi
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L1078
	movq	32(%rsp), %rcx
	movq	40(%rsp), %rdi
	movq	%r15, %rdx
	movq	%r12, %rsi
	call	apply_option.constprop.0
	testl	%eax, %eax
	jne	.L1049
.L1055:
	leal	1(%rbx), %r15d
	cmpl	%r15d, 20(%rsp)
	jg	.L1038
.L1063:
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
.L1067:
	.cfi_restore_state
	leaq	.LC98(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %rbx
	call	strcmp@PLT
	jmp	.L1041
	.p2align 4,,10
	.p2align 3
.L1069:
	leaq	.LC98(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %r14
	call	strcmp@PLT
	jmp	.L1058
	.p2align 4,,10
	.p2align 3
.L1045:
	cmpb	$45, (%r12)
	je	.L1079
.L1068:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC210(%rip), %r8
	leaq	.LC211(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1049
	.p2align 4,,10
	.p2align 3
.L1079:
	cmpb	$45, 1(%r12)
	jne	.L1068
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC171(%rip), %r8
	leaq	.LC172(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1049
	.p2align 4,,10
	.p2align 3
.L1076:
	leaq	.LC214(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L1080
	leaq	.LC215(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	jne	.L1053
	movq	40(%rsp), %rax
	movl	$1, 256(%rax)
.L1052:
	movl	%r15d, %ebx
	jmp	.L1055
	.p2align 4,,10
	.p2align 3
.L1080:
	movq	40(%rsp), %rax
	movl	$1, 288(%rax)
	jmp	.L1052
.L1053:
	leaq	.LC216(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1052
	movq	40(%rsp), %rax
	movl	$3, 176(%rax)
	jmp	.L1052
.L1075:
	movq	%rdi, %rcx
	movq	32(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC212(%rip), %r8
	leaq	.LC213(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1049
.L1077:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC171(%rip), %r8
	leaq	.LC217(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1049
.L1078:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC219(%rip), %r8
	leaq	.LC220(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1049
	.cfi_endproc
.LFE192:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.p2align 4
	.type	walk_outcome, @function
walk_outcome:
.LFB87:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	by_kind.6(%rip), %rax
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rdx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$2104, %rsp
	.cfi_def_cfa_offset 2160
	movl	112(%rdi), %edx
	movq	%rdi, (%rsp)
	movl	$524288, %edi
	leaq	896(%rsp), %r14
	movl	(%rax,%rdx,4), %eax
	movl	%esi, 84(%rsp)
	movq	%rcx, 312(%rsp)
	movl	%eax, 336(%rsp)
	movl	%eax, 360(%rsp)
	movl	$0, 364(%rsp)
	call	malloc@PLT
	movl	$524288, %edi
	movq	%rax, %rbx
	movq	%rax, 32(%rsp)
	call	malloc@PLT
	movq	(%rsp), %r10
	movl	$36, %ecx
	movq	%r14, 8(%rsp)
	movq	%rax, %rdi
	movq	%rax, 232(%rsp)
	xorl	%eax, %eax
	movl	136(%r10), %r8d
	movq	128(%r10), %rbp
	movq	%r13, (%rsp)
	testl	%r8d, %r8d
	sete	%al
	testq	%rbx, %rbx
	movl	%eax, 272(%rsp)
	sete	%al
	testq	%rdi, %rdi
	movq	%r13, %rdi
	sete	%dl
	movq	%r14, %r13
	xorl	%r12d, %r12d
	orl	%edx, %eax
	movzbl	%al, %eax
	movl	%eax, 296(%rsp)
	xorl	%eax, %eax
	rep stosq
	leaq	2096(%rsp), %rax
	movq	%rax, 304(%rsp)
	movl	160(%r10), %r9d
	movq	152(%r10), %r8
	movl	%r9d, %r15d
	movq	%r8, %rbx
.L1082:
	movq	%r14, %rdi
	movq	%r12, %rax
	movl	$50, %ecx
	movl	$8, %esi
	rep stosq
	movq	%rbx, 56(%r14)
	movl	$425984, %edi
	movl	%r15d, 64(%r14)
	movq	$-1, 40(%r14)
	movl	$1, 72(%r14)
	movq	%r10, 48(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movl	$393216, %edi
	movq	%rax, 384(%r14)
	movq	%rax, 40(%rsp)
	call	calloc@PLT
	movq	40(%rsp), %rcx
	movq	48(%rsp), %r10
	movq	%rax, 376(%r14)
	testq	%rcx, %rcx
	setne	%cl
	testq	%rax, %rax
	setne	%al
	addq	$400, %r14
	movzbl	%al, %eax
	andl	%ecx, %eax
	subl	$1, %eax
	orl	%eax, 296(%rsp)
	cmpq	%r14, 304(%rsp)
	jne	.L1082
	movl	296(%rsp), %esi
	movq	%r13, %rbx
	movq	(%rsp), %r13
	testl	%esi, %esi
	jne	.L1207
	movl	$0, 300(%rsp)
	movq	$0, 264(%rsp)
	movq	%r13, 256(%rsp)
	movq	%rbx, 280(%rsp)
	movq	%r10, %rbx
.L1084:
	movl	968(%rsp), %r12d
	movl	1368(%rsp), %eax
	testl	%r12d, %r12d
	jle	.L1290
	testl	%eax, %eax
	movl	272(%rsp), %esi
	movl	$1, 368(%rsp)
	setg	%al
	setg	279(%rsp)
	movzbl	%al, %eax
	movl	%eax, 372(%rsp)
	testl	%esi, %esi
	je	.L1285
	movl	1768(%rsp), %edx
	testl	%edx, %edx
	jle	.L1285
.L1199:
	movl	$1, 244(%rsp)
.L1202:
	cmpl	$3, 336(%rsp)
	movl	$1, %edx
	movl	$1, 376(%rsp)
	cmove	%eax, %edx
	movl	%eax, 380(%rsp)
	movl	%edx, 240(%rsp)
.L1085:
	leaq	376(%rsp), %rax
	xorl	%r13d, %r13d
	pxor	%xmm0, %xmm0
	xorl	%r14d, %r14d
	movq	%rax, 208(%rsp)
	movq	208(%rsp), %rax
	leaq	536(%rsp), %r15
	movaps	%xmm0, 384(%rsp)
	movl	(%rax,%r13), %ecx
	testl	%ecx, %ecx
	jne	.L1291
.L1086:
	addq	$184, %r15
	cmpq	$4, %r13
	je	.L1292
.L1209:
	movq	208(%rsp), %rax
	movl	$4, %r13d
	movl	(%rax,%r13), %ecx
	testl	%ecx, %ecx
	je	.L1086
.L1291:
	movl	84(%rsp), %eax
	movl	360(%rsp,%r13), %edx
	movl	%eax, -8(%r15)
	testl	%eax, %eax
	je	.L1087
	movq	%rbx, 104(%r15)
	pxor	%xmm0, %xmm0
	movq	120(%rbx), %rdi
	movl	$8, %esi
	movl	%edx, 112(%r15)
	movups	%xmm0, 148(%r15)
	movups	%xmm0, 116(%r15)
	movups	%xmm0, 132(%r15)
	movups	%xmm0, 160(%r15)
	call	calloc@PLT
	testq	%rax, %rax
	movq	%rax, 144(%r15)
	sete	%al
	addq	$184, %r15
	movzbl	%al, %eax
	orl	%eax, %r14d
	cmpq	$4, %r13
	jne	.L1209
.L1292:
	testl	%r14d, %r14d
	jne	.L1293
	leaq	416(%rsp), %r15
	movq	%rbx, %rsi
	movq	%r15, %rdi
	call	due_restart
	leaq	656(%rsp), %rax
	movl	%r12d, 340(%rsp)
	movq	%rax, 248(%rsp)
	movq	%rbx, 344(%rsp)
	movq	%r15, 288(%rsp)
	movq	%rbp, %r15
	.p2align 4,,10
	.p2align 3
.L1166:
	movl	240(%rsp), %eax
	movq	$0, 176(%rsp)
	testl	%eax, %eax
	jne	.L1294
.L1095:
	movq	248(%rsp), %rax
	movq	8(%rsp), %r13
	xorl	%ebx, %ebx
	movq	$0, 112(%rsp)
	movq	%rax, 136(%rsp)
.L1165:
	movq	208(%rsp), %rax
	movq	112(%rsp), %rdi
	movl	(%rax,%rdi,4), %eax
	testl	%eax, %eax
	jne	.L1295
.L1162:
	addq	$184, 136(%rsp)
	addq	$400, %r13
	cmpq	$0, 112(%rsp)
	jne	.L1296
	movq	$1, 112(%rsp)
	jmp	.L1165
	.p2align 4,,10
	.p2align 3
.L1296:
	movq	176(%rsp), %rax
	orq	%rbx, %rax
	jne	.L1166
	movq	464(%rsp), %rdi
	movl	340(%rsp), %r12d
	movq	%r15, %rbp
	movq	344(%rsp), %rbx
	call	free@PLT
	movq	456(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1167
	call	fclose@PLT
.L1167:
	movl	%r12d, %r13d
	movq	%rbp, %r12
	movq	208(%rsp), %rbp
	xorl	%r15d, %r15d
	pxor	%xmm0, %xmm0
	leaq	528(%rsp), %r14
	movl	0(%rbp,%r15,4), %eax
	movups	%xmm0, 456(%rsp)
	movups	%xmm0, 472(%rsp)
	movups	%xmm0, 488(%rsp)
	movups	%xmm0, 504(%rsp)
	testl	%eax, %eax
	je	.L1168
.L1298:
	movl	300(%rsp), %eax
	testl	%eax, %eax
	jne	.L1169
	movl	84(%rsp), %eax
	testl	%eax, %eax
	je	.L1170
	movq	168(%r14), %rax
	movq	256(%rsp), %rsi
	movq	176(%r14), %rdi
	movq	%rax, 256(%rsi,%r15,8)
	movq	8(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L1171
	movq	24(%rbx), %r9
	xorl	%edx, %edx
	cmpq	%rax, %r9
	jnb	.L1171
	movq	16(%rbx), %r8
	movq	112(%rsp), %rdx
	testq	%r8, %r8
	je	.L1171
	subq	%r9, %rax
	xorl	%edx, %edx
	subq	$1, %rax
	divq	%r8
	leaq	1(%rax), %rdx
.L1171:
	movq	256(%rsp), %rax
	testq	%r15, %r15
	movq	%rdx, 240(%rax,%r15,8)
	movq	264(%rsp), %rax
	cmove	%rdi, %rax
	cmpq	$0, 312(%rsp)
	movq	%rax, 264(%rsp)
	je	.L1169
	movq	384(%rsp,%r15,8), %rax
	testq	%rax, %rax
	js	.L1175
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1176:
	testq	%rdi, %rdi
	je	.L1177
	js	.L1178
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdi, %xmm1
.L1179:
	divsd	%xmm1, %xmm0
.L1177:
	movq	312(%rsp), %rax
	movsd	%xmm0, (%rax,%r15,8)
.L1169:
	movl	(%r14), %eax
	testl	%eax, %eax
	je	.L1180
	movq	152(%r14), %rdi
	call	free@PLT
.L1168:
	addq	$184, %r14
	testq	%r15, %r15
	jne	.L1297
.L1225:
	movq	112(%rsp), %r15
	movl	0(%rbp,%r15,4), %eax
	testl	%eax, %eax
	jne	.L1298
	addq	$184, %r14
	testq	%r15, %r15
	je	.L1225
.L1297:
	movq	%r12, %rbp
	testl	%r13d, %r13d
	jg	.L1183
.L1186:
	cmpb	$0, 279(%rsp)
	jne	.L1299
.L1185:
	movl	244(%rsp), %r11d
	testl	%r11d, %r11d
	jne	.L1300
.L1188:
	movl	272(%rsp), %r10d
	testl	%r10d, %r10d
	jne	.L1190
	movl	84(%rsp), %r9d
	movq	120(%rbx), %rcx
	testl	%r9d, %r9d
	jne	.L1191
	movq	264(%rsp), %rax
	movq	$-1, %rbp
	cmpq	%rcx, %rax
	jb	.L1190
	xorl	%edx, %edx
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	256(%rsp), %rax
	movq	256(%rax), %rax
	divq	%rcx
	movl	$1, %edx
	testq	%rax, %rax
	cmovne	%rax, %rdx
	movq	%rdx, %rbp
.L1190:
	addl	$1, 300(%rsp)
	movl	$1, 272(%rsp)
	jmp	.L1084
	.p2align 4,,10
	.p2align 3
.L1295:
	movq	136(%rsp), %rdi
	movl	-128(%rdi), %r14d
	movq	%rdi, %rax
	testl	%r14d, %r14d
	jne	.L1099
	leaq	-88(%rdi), %rax
.L1099:
	movq	232(%rsp), %rdi
	movq	$0, 16(%rax)
	leaq	400(%rsp), %rbp
	movq	%rbp, %rsi
	movq	%rdi, (%rax)
	movq	176(%rsp), %rdi
	movq	%rdi, 8(%rax)
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	136(%rsp), %r11
	imulq	$1000000000, 400(%rsp), %rax
	movl	-128(%r11), %r12d
	movq	%rax, 128(%rsp)
	movq	408(%rsp), %rax
	movq	%rax, 184(%rsp)
	testl	%r12d, %r12d
	je	.L1100
	movq	-16(%r11), %rdi
	movl	-8(%r11), %r8d
	movq	120(%rdi), %r12
	cmpl	$1, %r8d
	movl	%r8d, (%rsp)
	sete	120(%rsp)
	xorl	%r14d, %r14d
	movq	%r12, %r8
	jmp	.L1111
	.p2align 4,,10
	.p2align 3
.L1101:
	cmpq	96(%rdi), %rcx
	jnb	.L1105
	movq	16(%r11), %rax
	cmpq	8(%r11), %rax
	je	.L1105
	movq	(%r11), %rdx
	leaq	1(%rax), %rsi
	cmpl	$2, (%rsp)
	movq	%rsi, 16(%r11)
	movq	(%rdx,%rax,8), %r10
	je	.L1301
	movq	%rcx, %rax
	xorl	%edx, %edx
	movq	(%rdi), %rsi
	divq	%r8
	movq	%rdx, 96(%rsp)
	leaq	0(,%rdx,8), %r12
	cmpq	%r8, %rcx
	jb	.L1109
	cmpb	$0, 120(%rsp)
	jne	.L1302
.L1109:
	movq	40(%r11), %rax
	movq	%rsi, %rdx
	movq	%r8, 88(%rsp)
	movq	%rcx, 72(%rsp)
	cmpq	%rax, %r10
	movq	%r11, 64(%rsp)
	cmovnb	%r10, %rax
	movq	%r10, 48(%rsp)
	movq	%rdi, 40(%rsp)
	movq	%rax, %rsi
	call	ref_serve
	movq	64(%rsp), %r11
	movq	96(%rsp), %rdi
	movq	88(%rsp), %r8
	movq	72(%rsp), %rcx
	movq	24(%r11), %r9
	movq	48(%rsp), %r10
	movq	%rax, 40(%r11)
	movq	%rax, (%r9,%rdi,8)
	movq	40(%rsp), %rdi
.L1198:
	movq	32(%rsp), %rsi
	subq	%r10, %rax
	addq	$1, %rcx
	leaq	1(%r14), %rdx
	movq	%rcx, 32(%r11)
	movq	%rax, (%rsi,%r14,8)
	cmpq	$65535, %r14
	je	.L1213
.L1108:
	movq	%rdx, %r14
.L1111:
	cmpl	$3, (%rsp)
	movq	32(%r11), %rcx
	jne	.L1101
	xorl	%r10d, %r10d
	cmpq	%r8, %rcx
	jb	.L1102
	movq	%rcx, %rax
	xorl	%edx, %edx
	movq	24(%r11), %r9
	divq	%r8
	movq	(%r9,%rdx,8), %r10
.L1102:
	movq	104(%rdi), %rax
	testq	%rax, %rax
	je	.L1103
	cmpq	%rax, %r10
	setnb	%al
.L1104:
	testb	%al, %al
	jne	.L1105
.L1107:
	movq	%rcx, %rax
	xorl	%edx, %edx
	movq	24(%r11), %r9
	movq	(%rdi), %rsi
	divq	%r8
	leaq	0(,%rdx,8), %r12
.L1110:
	movq	40(%r11), %rax
	movq	%rsi, %rdx
	movq	%r8, 96(%rsp)
	movq	%r9, 88(%rsp)
	cmpq	%rax, %r10
	movq	%rcx, 72(%rsp)
	cmovnb	%r10, %rax
	movq	%r11, 64(%rsp)
	movq	%r10, 48(%rsp)
	movq	%rax, %rsi
	movq	%rdi, 40(%rsp)
	call	ref_serve
	movq	64(%rsp), %r11
	movq	88(%rsp), %r9
	movq	40(%rsp), %rdi
	movq	48(%rsp), %r10
	movq	72(%rsp), %rcx
	movq	96(%rsp), %r8
	movq	%rax, 40(%r11)
	movq	%rax, (%r9,%r12)
	jmp	.L1198
	.p2align 4,,10
	.p2align 3
.L1301:
	cmpq	40(%r11), %r10
	jnb	.L1107
	addq	$1, %rcx
	movq	%r14, %rdx
	movq	%rcx, 32(%r11)
	jmp	.L1108
	.p2align 4,,10
	.p2align 3
.L1103:
	cmpq	96(%rdi), %rcx
	setnb	%al
	jmp	.L1104
	.p2align 4,,10
	.p2align 3
.L1302:
	movq	24(%r11), %r9
	movq	(%r9,%rdx,8), %rax
	cmpq	%rax, %r10
	cmovb	%rax, %r10
	jmp	.L1110
.L1213:
	movl	$65536, %r14d
.L1105:
	movq	136(%rsp), %rax
	addq	%r14, 48(%rax)
.L1112:
	movq	112(%rsp), %r12
	movq	%rbp, %rsi
	movl	$1, %edi
	movl	%r12d, (%rsp)
	call	clock_gettime@PLT
	movq	184(%rsp), %rdi
	imulq	$1000000000, 400(%rsp), %rax
	movl	368(%rsp,%r12,4), %ebp
	subq	%rdi, %rax
	movq	128(%rsp), %rdi
	addq	408(%rsp), %rax
	subq	%rdi, %rax
	addq	%rax, 384(%rsp,%r12,8)
	leaq	(%r14,%rbx), %rax
	movq	%rax, 216(%rsp)
	testl	%ebp, %ebp
	jne	.L1303
.L1113:
	movl	(%rsp), %eax
	xorl	$1, %eax
	andb	244(%rsp), %al
	testq	%r14, %r14
	setne	%dl
	andb	%dl, %al
	movb	%al, 88(%rsp)
	je	.L1164
	movq	1752(%rsp), %rax
	movl	2016(%rsp), %esi
	movb	$0, 128(%rsp)
	xorl	%r10d, %r10d
	movq	8(%rsp), %rbx
	movq	1728(%rsp), %rcx
	movq	%r13, 224(%rsp)
	movq	%rax, 120(%rsp)
	movq	1736(%rsp), %rax
	movdqa	1696(%rsp), %xmm2
	movl	1764(%rsp), %ebp
	movq	%r10, (%rsp)
	movq	%rax, 64(%rsp)
	movslq	%esi, %rax
	movdqa	1712(%rsp), %xmm3
	leaq	(%rbx,%rax,4), %r8
	xorl	%ebx, %ebx
	movq	%r14, 72(%rsp)
	movq	2072(%rsp), %rdi
	movq	2080(%rsp), %r12
	movl	%ebx, %r10d
	movaps	%xmm2, 96(%rsp)
	movq	%rcx, %rbx
	movq	1744(%rsp), %r11
	movaps	%xmm3, 48(%rsp)
	movl	%esi, %r14d
	.p2align 4,,10
	.p2align 3
.L1155:
	movq	32(%rsp), %rax
	movq	(%rsp), %rsi
	movl	84(%rsp), %r9d
	movq	(%rax,%rsi,8), %rsi
	testl	%r9d, %r9d
	je	.L1123
	movq	$1, 40(%rsp)
	cmpq	%r15, %rsi
	jb	.L1124
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, 40(%rsp)
.L1124:
	testl	%ebp, %ebp
	je	.L1125
	movq	8(%rsp), %r13
	testl	%r14d, %r14d
	jle	.L1127
	movq	40(%rsp), %r9
	movb	%r10b, 184(%rsp)
	movq	%rbx, 192(%rsp)
	movq	%r11, 200(%rsp)
	movl	%ebp, 40(%rsp)
	jmp	.L1126
	.p2align 4,,10
	.p2align 3
.L1305:
	cmpq	%rbx, %rsi
	jnb	.L1133
.L1137:
	addq	$4, %r13
	cmpq	%r8, %r13
	je	.L1304
.L1126:
	movslq	1124(%r13), %r10
	movl	$65536, %eax
	movl	1968(%rsp,%r10,4), %ecx
	movq	1920(%rsp,%r10,8), %rbx
	salq	%cl, %rax
	leaq	-1(%rbx,%rax), %rbp
	cmpq	%rbx, %rbp
	jb	.L1305
	cmpq	%rbx, %rsi
	jb	.L1137
	testq	%r15, %r15
	je	.L1138
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rbx, %rax
	divq	%r15
	addq	$1, %rax
	cmpq	%r9, %rax
	cmova	%r9, %rax
	movq	%rax, %r11
	cmpq	%rsi, %rbp
	jnb	.L1286
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rbp, %rax
	divq	%r15
	cmpq	$1, %rdx
	sbbq	$-1, %rax
.L1140:
	cmpq	%r11, %rax
	jnb	.L1137
.L1136:
	movq	%rsi, %rdx
	salq	$16, %r10
	subq	%rbx, %rdx
	movq	%r15, %rbx
	imulq	%rax, %rbx
	subq	%rbx, %rdx
	.p2align 4,,10
	.p2align 3
.L1141:
	movq	%rdx, %rbx
	addq	$1, %rax
	subq	%r15, %rdx
	shrq	%cl, %rbx
	addq	%r10, %rbx
	addq	$1, (%rdi,%rbx,8)
	cmpq	%rax, %r11
	jne	.L1141
	addq	$4, %r13
	cmpq	%r8, %r13
	jne	.L1126
.L1304:
	movzbl	184(%rsp), %r10d
	movq	192(%rsp), %rbx
	movq	200(%rsp), %r11
	movl	40(%rsp), %ebp
.L1127:
	addq	$1, (%rsp)
	movq	72(%rsp), %rsi
	movq	(%rsp), %rax
	cmpq	%rsi, %rax
	jb	.L1155
	movq	224(%rsp), %r13
	movq	%rbx, %rdi
	testb	%r10b, %r10b
	je	.L1306
	movq	64(%rsp), %rax
	cmpb	$0, 128(%rsp)
	movq	%r11, 1744(%rsp)
	movq	%rax, 1736(%rsp)
	je	.L1160
	movq	%rdi, 1728(%rsp)
.L1160:
	movdqa	48(%rsp), %xmm4
	movdqa	96(%rsp), %xmm5
	movaps	%xmm4, 1712(%rsp)
	movaps	%xmm5, 1696(%rsp)
.L1164:
	movq	216(%rsp), %rbx
	jmp	.L1162
	.p2align 4,,10
	.p2align 3
.L1123:
	testl	%ebp, %ebp
	je	.L1142
	movq	8(%rsp), %r9
	testl	%r14d, %r14d
	jle	.L1146
	.p2align 4,,10
	.p2align 3
.L1143:
	movslq	1124(%r9), %rax
	movq	%rsi, %rdx
	movl	1968(%rsp,%rax,4), %ecx
	subq	1920(%rsp,%rax,8), %rdx
	shrq	%cl, %rdx
	cmpq	$65535, %rdx
	ja	.L1147
	salq	$16, %rax
	addq	%rdx, %rax
	addq	$1, (%rdi,%rax,8)
.L1147:
	addq	$4, %r9
	cmpq	%r8, %r9
	jne	.L1143
.L1146:
	cmpq	%r15, %rsi
	jb	.L1127
	subq	%r15, %rsi
	cmpq	%r15, %rsi
	jb	.L1127
	movb	%r10b, 40(%rsp)
	movzbl	128(%rsp), %eax
	movq	64(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L1154:
	testl	%ebp, %ebp
	je	.L1148
	movq	8(%rsp), %r9
	testl	%r14d, %r14d
	jle	.L1152
	.p2align 4,,10
	.p2align 3
.L1149:
	movslq	1124(%r9), %rdx
	movq	%rsi, %r10
	movl	1968(%rsp,%rdx,4), %ecx
	subq	1920(%rsp,%rdx,8), %r10
	shrq	%cl, %r10
	cmpq	$65535, %r10
	ja	.L1153
	salq	$16, %rdx
	addq	%r10, %rdx
	addq	$1, (%rdi,%rdx,8)
.L1153:
	addq	$4, %r9
	cmpq	%r8, %r9
	jne	.L1149
.L1152:
	subq	%r15, %rsi
	cmpq	%r15, %rsi
	jnb	.L1154
.L1307:
	movb	%al, 128(%rsp)
	movzbl	40(%rsp), %r10d
	movq	%r13, 64(%rsp)
	jmp	.L1127
	.p2align 4,,10
	.p2align 3
.L1148:
	addq	$1, 96(%rsp)
	movq	%rsi, %rax
	adcq	$0, 104(%rsp)
	movq	%rsi, 16(%rsp)
	movq	16(%rsp), %r9
	movq	$0, 24(%rsp)
	movq	24(%rsp), %r10
	addq	%r9, 48(%rsp)
	adcq	%r10, 56(%rsp)
	cmpq	%rsi, 120(%rsp)
	adcq	$0, %rbx
	cmpq	%rsi, %r13
	cmova	%rsi, %r13
	cmpq	%rsi, %r11
	cmovb	%rsi, %r11
	cmpq	$16383, %rsi
	jbe	.L1151
	bsrq	%rsi, %rax
	movl	$50, %ecx
	movq	%rsi, %rdx
	xorq	$63, %rax
	subl	%eax, %ecx
	movl	%ecx, %eax
	shrq	%cl, %rdx
	salq	$13, %rax
	addq	%rdx, %rax
.L1151:
	movzbl	88(%rsp), %ecx
	subq	%r15, %rsi
	addq	$1, (%r12,%rax,8)
	movb	%cl, 40(%rsp)
	movl	%ecx, %eax
	cmpq	%r15, %rsi
	jnb	.L1154
	jmp	.L1307
	.p2align 4,,10
	.p2align 3
.L1133:
	testq	%r15, %r15
	je	.L1287
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rbx, %rax
	divq	%r15
	addq	$1, %rax
	cmpq	%r9, %rax
	cmova	%r9, %rax
	movq	%rax, %r11
.L1286:
	xorl	%eax, %eax
	jmp	.L1140
	.p2align 4,,10
	.p2align 3
.L1142:
	movq	64(%rsp), %rax
	addq	$1, 96(%rsp)
	movq	%rsi, 144(%rsp)
	movq	144(%rsp), %r9
	adcq	$0, 104(%rsp)
	movq	$0, 152(%rsp)
	movq	152(%rsp), %r10
	addq	%r9, 48(%rsp)
	adcq	%r10, 56(%rsp)
	cmpq	%rsi, 120(%rsp)
	adcq	$0, %rbx
	cmpq	%rsi, %rax
	cmova	%rsi, %rax
	cmpq	%rsi, %r11
	cmovb	%rsi, %r11
	movq	%rax, 64(%rsp)
	movq	%rsi, %rax
	cmpq	$16383, %rsi
	jbe	.L1145
	bsrq	%rsi, %rax
	movl	$50, %ecx
	movq	%rsi, %rdx
	xorq	$63, %rax
	subl	%eax, %ecx
	movl	%ecx, %eax
	shrq	%cl, %rdx
	salq	$13, %rax
	addq	%rdx, %rax
.L1145:
	movzbl	88(%rsp), %r10d
	addq	$1, (%r12,%rax,8)
	movb	%r10b, 128(%rsp)
	jmp	.L1146
	.p2align 4,,10
	.p2align 3
.L1138:
	cmpq	%rsi, %rbp
	jb	.L1137
	.p2align 4,,10
	.p2align 3
.L1287:
	xorl	%eax, %eax
	movq	%r9, %r11
	jmp	.L1136
	.p2align 4,,10
	.p2align 3
.L1125:
	movq	40(%rsp), %r13
	movq	$0, 168(%rsp)
	movq	168(%rsp), %rdx
	movq	168(%rsp), %r10
	movq	%r13, 160(%rsp)
	movq	160(%rsp), %rax
	addq	%rax, 96(%rsp)
	movq	%r13, %rax
	movq	160(%rsp), %r9
	adcq	%rdx, 104(%rsp)
	mulq	%rsi
	movq	%rdx, %rcx
	movq	%rax, %rdx
	movq	%r9, %rax
	addq	48(%rsp), %rdx
	movq	%rdx, 48(%rsp)
	adcq	56(%rsp), %rcx
	movq	%r10, %rdx
	addq	$-1, %rax
	adcq	$-1, %rdx
	movq	%rcx, 56(%rsp)
	movq	%r9, %rcx
	movq	56(%rsp), %r10
	imulq	%rdx, %rcx
	mulq	%r9
	movq	48(%rsp), %r9
	addq	%rcx, %rdx
	shrdq	$1, %rdx, %rax
	shrq	%rdx
	movq	%rdx, %rcx
	mulq	%r15
	imulq	%r15, %rcx
	addq	%rcx, %rdx
	subq	%rax, %r9
	leaq	-1(%r13), %rax
	movq	120(%rsp), %rcx
	sbbq	%rdx, %r10
	imulq	%r15, %rax
	movq	%rsi, %rdx
	movq	%r9, 48(%rsp)
	movq	%r10, 56(%rsp)
	subq	%rax, %rdx
	movq	64(%rsp), %rax
	cmpq	%rdx, %rax
	cmovbe	%rax, %rdx
	cmpq	%rsi, %r11
	cmovb	%rsi, %r11
	movq	%rdx, 64(%rsp)
	cmpq	%rsi, %rcx
	jnb	.L1128
	movq	%r13, %rax
	testq	%r15, %r15
	je	.L1129
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%r15
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	cmpq	%r13, %rax
	cmova	%r13, %rax
.L1129:
	addq	%rax, %rbx
	movzbl	88(%rsp), %eax
	movb	%al, 128(%rsp)
.L1128:
	movq	40(%rsp), %r9
	xorl	%edx, %edx
	.p2align 4,,10
	.p2align 3
.L1131:
	movq	%rsi, %rax
	cmpq	$16383, %rsi
	jbe	.L1130
	bsrq	%rsi, %rax
	movl	$50, %ecx
	xorq	$63, %rax
	subl	%eax, %ecx
	movq	%rsi, %rax
	shrq	%cl, %rax
	salq	$13, %rcx
	addq	%rcx, %rax
.L1130:
	addq	$1, %rdx
	addq	$1, (%r12,%rax,8)
	subq	%r15, %rsi
	cmpq	%rdx, %r9
	jne	.L1131
	movzbl	88(%rsp), %r10d
	jmp	.L1127
.L1100:
	movq	136(%rsp), %rax
	movq	32(%rsp), %rsi
	movl	$65536, %edx
	leaq	-120(%rax), %rdi
	call	walk_run
	movq	%rax, %r14
	jmp	.L1112
.L1294:
	movq	416(%rsp), %rax
	movl	$65536, %ecx
	movq	96(%rax), %rdx
	movq	424(%rsp), %rax
	movq	%rdx, %rdi
	subq	%rax, %rdi
	cmpq	%rcx, %rdi
	cmovbe	%rdi, %rcx
	movq	%rcx, 176(%rsp)
	cmpq	%rax, %rdx
	je	.L1095
	xorl	%ebx, %ebx
	movq	288(%rsp), %r12
	movq	%r15, %r14
	movq	%rcx, %r15
	movq	%rbx, %rbp
	movq	232(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L1097:
	movq	%r12, %rdi
	call	due_next
	movq	%rax, (%rbx,%rbp,8)
	addq	$1, %rbp
	cmpq	%r15, %rbp
	jb	.L1097
	movq	%r14, %r15
	jmp	.L1095
.L1303:
	testq	%r14, %r14
	je	.L1162
	movq	32(%rsp), %rax
	movl	68(%r13), %ebx
	movq	(%rax), %rsi
	movq	%rax, %r10
	leaq	(%rax,%r14,8), %r11
	testl	%ebx, %ebx
	je	.L1237
	movslq	(%rsp), %rax
	movslq	320(%r13), %r9
	leaq	(%rax,%rax,4), %rax
	movq	%r9, %rbp
	leaq	(%rax,%rax,4), %rdi
	leaq	(%rdi,%rdi), %r8
	salq	$2, %rdi
	.p2align 4,,10
	.p2align 3
.L1122:
	xorl	%ebx, %ebx
	testl	%ebp, %ebp
	jle	.L1121
	.p2align 4,,10
	.p2align 3
.L1120:
	movslq	324(%r13,%rbx,4), %rax
	movq	%rsi, %rcx
	leaq	28(%rax,%r8), %rdx
	subq	896(%rsp,%rdx,8), %rcx
	movq	%rcx, %rdx
	leaq	68(%rax,%rdi), %rcx
	movl	896(%rsp,%rcx,4), %ecx
	shrq	%cl, %rdx
	cmpq	$65535, %rdx
	ja	.L1119
	salq	$16, %rax
	addq	%rdx, %rax
	movq	376(%r13), %rdx
	addq	$1, (%rdx,%rax,8)
.L1119:
	addq	$1, %rbx
	cmpq	%rbx, %r9
	jne	.L1120
.L1121:
	addq	$8, %r10
	cmpq	%r11, %r10
	je	.L1113
	movq	(%r10), %rsi
	jmp	.L1122
.L1237:
	movq	40(%r13), %rdx
	movq	48(%r13), %rax
	movq	384(%r13), %rbx
	jmp	.L1114
	.p2align 4,,10
	.p2align 3
.L1118:
	movq	(%r10), %rsi
.L1114:
	addq	$1, 0(%r13)
	movq	%rsi, %r8
	adcq	$0, 8(%r13)
	xorl	%r9d, %r9d
	addq	%rsi, 16(%r13)
	adcq	%r9, 24(%r13)
	cmpq	%rsi, 56(%r13)
	adcq	$0, 32(%r13)
	cmpq	%rsi, %rdx
	cmova	%rsi, %rdx
	cmpq	%rsi, %rax
	cmovb	%rsi, %rax
	movq	%rdx, 40(%r13)
	movq	%rax, 48(%r13)
	cmpq	$16383, %rsi
	jbe	.L1117
	bsrq	%rsi, %rdi
	movl	$50, %ecx
	xorq	$63, %rdi
	subl	%edi, %ecx
	movl	%ecx, %edi
	shrq	%cl, %rsi
	salq	$13, %rdi
	addq	%rdi, %rsi
.L1117:
	addq	$8, %r10
	addq	$1, (%rbx,%rsi,8)
	cmpq	%r10, %r11
	jne	.L1118
	movq	%r8, 320(%rsp)
	movq	%r9, 328(%rsp)
	jmp	.L1113
.L1180:
	movq	64(%r14), %rdi
	call	free@PLT
	jmp	.L1168
.L1290:
	testl	%eax, %eax
	jle	.L1308
	movl	272(%rsp), %ecx
	movabsq	$4294967296, %rax
	movq	%rax, 368(%rsp)
	testl	%ecx, %ecx
	jne	.L1309
.L1204:
	movl	$1, %eax
	movb	$1, 279(%rsp)
	movl	$1, 240(%rsp)
	salq	$32, %rax
	movq	%rax, 376(%rsp)
	xorl	%eax, %eax
	movl	%eax, 244(%rsp)
	jmp	.L1085
	.p2align 4,,10
	.p2align 3
.L1087:
	movq	%rbx, %rsi
	movq	%r15, %rdi
	call	walk_start
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %r14d
	jmp	.L1086
.L1170:
	movq	96(%r14), %rax
	movq	256(%rsp), %rsi
	movq	104(%r14), %rdi
	movq	32(%r14), %rdx
	movq	%rax, 256(%rsi,%r15,8)
	jmp	.L1171
.L1300:
	leaq	1696(%rsp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L1188
.L1288:
	movq	280(%rsp), %rbx
.L1094:
	movl	%eax, 296(%rsp)
.L1197:
	movq	376(%rbx), %rdi
	addq	$400, %rbx
	call	free@PLT
	movq	-16(%rbx), %rdi
	call	free@PLT
	pxor	%xmm0, %xmm0
	movups	%xmm0, -24(%rbx)
	cmpq	%rbx, 304(%rsp)
	jne	.L1197
	movq	32(%rsp), %rdi
	call	free@PLT
	movq	232(%rsp), %rdi
	call	free@PLT
	movl	296(%rsp), %eax
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
.L1299:
	.cfi_restore_state
	leaq	1296(%rsp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L1185
	jmp	.L1288
	.p2align 4,,10
	.p2align 3
.L1183:
	movq	8(%rsp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L1186
	jmp	.L1288
	.p2align 4,,10
	.p2align 3
.L1191:
	movq	264(%rsp), %rax
	xorl	%edx, %edx
	movq	$-1, %rbp
	divq	%rcx
	movq	264(%rsp), %rax
	subq	%rdx, %rax
	movq	%rax, %rdi
	je	.L1190
	movq	256(%rsp), %rsi
	movq	%rcx, %rax
	xorl	%ecx, %ecx
	mulq	256(%rsi)
	movq	%rdx, %rsi
	movq	%rdi, %rdx
	movq	%rax, %rdi
	call	__udivti3@PLT
	movl	$1, %edx
	testq	%rax, %rax
	cmovne	%rax, %rdx
	movq	%rdx, %rbp
	jmp	.L1190
.L1175:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1176
.L1308:
	movl	1768(%rsp), %r8d
	testl	%r8d, %r8d
	jle	.L1310
	movl	272(%rsp), %edi
	movq	$0, 368(%rsp)
	testl	%edi, %edi
	jne	.L1311
	movq	$0, 376(%rsp)
	movl	$0, 240(%rsp)
	movl	$0, 244(%rsp)
	movb	$0, 279(%rsp)
	jmp	.L1085
.L1178:
	movq	%rdi, %rax
	andl	$1, %edi
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1179
.L1285:
	movl	$0, 244(%rsp)
	jmp	.L1202
.L1293:
	movl	376(%rsp), %edx
	movq	280(%rsp), %rbx
	testl	%edx, %edx
	jne	.L1312
.L1090:
	movl	380(%rsp), %eax
	testl	%eax, %eax
	jne	.L1313
.L1092:
	movl	$-1, %eax
	jmp	.L1094
.L1313:
	movl	712(%rsp), %eax
	testl	%eax, %eax
	je	.L1093
	movq	864(%rsp), %rdi
	call	free@PLT
	jmp	.L1092
.L1312:
	movl	528(%rsp), %eax
	testl	%eax, %eax
	jne	.L1091
	movq	592(%rsp), %rdi
	call	free@PLT
	jmp	.L1090
.L1093:
	movq	776(%rsp), %rdi
	call	free@PLT
	jmp	.L1092
.L1091:
	movq	680(%rsp), %rdi
	call	free@PLT
	jmp	.L1090
.L1310:
	movq	256(%rsp), %r13
	movq	8(%rsp), %rax
	pxor	%xmm0, %xmm0
	leaq	1024(%rsp), %rdx
	movq	280(%rsp), %rbx
	movq	%rbp, 272(%r13)
	addq	$1328, %rax
.L1196:
	movq	-128(%rdx), %rcx
	movdqa	-112(%rdx), %xmm6
	movups	%xmm0, 0(%r13)
	leaq	8(%r13), %rsi
	movups	%xmm0, 48(%r13)
	movq	%rcx, 0(%r13)
	movq	-96(%rdx), %rcx
	movups	%xmm0, 16(%r13)
	movq	%rcx, 56(%r13)
	xorl	%ecx, %ecx
	movups	%xmm0, 32(%r13)
	movaps	%xmm6, 64(%r13)
.L1195:
	movdqa	(%rdx,%rcx), %xmm7
	movups	%xmm7, (%rsi,%rcx)
	addq	$16, %rcx
	cmpq	$48, %rcx
	jne	.L1195
	addq	$400, %rdx
	addq	$80, %r13
	cmpq	%rax, %rdx
	jne	.L1196
	jmp	.L1197
.L1311:
	movb	$0, 279(%rsp)
	xorl	%eax, %eax
	jmp	.L1199
.L1207:
.L1083:
	movl	$-1, 296(%rsp)
	jmp	.L1197
.L1309:
	cmpl	$0, 1768(%rsp)
	jle	.L1204
	movb	$1, 279(%rsp)
	movl	272(%rsp), %eax
	jmp	.L1199
.L1306:
	cmpb	$0, 128(%rsp)
	je	.L1164
	movq	%rdi, 1728(%rsp)
	jmp	.L1164
	.cfi_endproc
.LFE87:
	.size	walk_outcome, .-walk_outcome
	.section	.rodata.str1.1
.LC221:
	.string	"ok %s\n"
.LC222:
	.string	"%s"
.LC223:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB165:
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
	je	.L1326
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1319:
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
	jc	.L1319
	leaq	80(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC222(%rip), %rdx
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
.L1322:
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
	jc	.L1322
	leaq	(%rbx,%rsi), %rcx
	leaq	32(%rsp), %rbx
	movq	24(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC222(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC223(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1314:
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
.L1326:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC221(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1314
	.cfi_endproc
.LFE165:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC224:
	.string	"parse_time '%s'%s"
.LC225:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB166:
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
	jne	.L1333
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC225(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC224(%rip), %rdx
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
.L1333:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC8(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC224(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L1334
.L1330:
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
.L1334:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L1330
	.cfi_endproc
.LFE166:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.8
	.align 8
.LC226:
	.string	"CHECK FAILED rep=%u %s %s expected=%s actual=%s\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB89:
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
	je	.L1347
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1340:
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
	jc	.L1340
	leaq	96(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC222(%rip), %rdx
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
.L1343:
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
	jc	.L1343
	leaq	(%rbx,%rsi), %rcx
	leaq	48(%rsp), %rbx
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC222(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rcx
	movl	20(%rsp), %esi
	xorl	%eax, %eax
	movq	24(%rsp), %rdx
	movq	%rbp, %r9
	movq	%rbx, %r8
	leaq	.LC226(%rip), %rdi
	call	printf@PLT
.L1335:
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
.L1347:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L1335
	.cfi_endproc
.LFE89:
	.size	check, .-check
	.section	.rodata.str1.1
.LC227:
	.string	"sum_ns"
.LC228:
	.string	"corrected"
.LC229:
	.string	"stalls"
.LC230:
	.string	"closed"
.LC231:
	.string	"open"
.LC232:
	.string	"last_completion_ns"
	.text
	.p2align 4
	.type	check_outcome, @function
check_outcome:
.LFB90:
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
.L1349:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L1350:
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
	jne	.L1350
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
	leaq	.LC227(%rip), %rcx
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
	jne	.L1349
	movq	72(%rsp), %rbx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC0(%rip), %rcx
	leaq	.LC229(%rip), %r13
	leaq	.LC230(%rip), %r14
	movq	160(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	leaq	.LC228(%rip), %rdx
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
	leaq	.LC231(%rip), %r13
	xorl	%r9d, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	248(%rbp), %r8
	movq	%r13, %rdx
	movl	%r15d, 36(%rsp)
	leaq	.LC232(%rip), %r15
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
.LFE90:
	.size	check_outcome, .-check_outcome
	.section	.rodata.str1.1
.LC233:
	.string	"RESULT set=%s"
.LC234:
	.string	" n=%lu"
.LC235:
	.string	" %s_ns=%lu"
	.section	.rodata.str1.8
	.align 8
.LC236:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.text
	.p2align 4
	.type	print_result_set, @function
print_result_set:
.LFB106:
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
	leaq	.LC235(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	leaq	8(%rbx), %r15
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	movq	%rsi, 24(%rsp)
	movq	%rdi, %rsi
	leaq	.LC233(%rip), %rdi
	call	printf@PLT
	movq	(%rbx), %rsi
	leaq	.LC234(%rip), %rdi
	xorl	%eax, %eax
	leaq	PCT_NAME(%rip), %rbx
	call	printf@PLT
	leaq	48(%rbx), %r14
	.p2align 4,,10
	.p2align 3
.L1355:
	movq	(%r15), %rdx
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %r15
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L1355
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
.L1358:
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
	jc	.L1358
	leaq	32(%rsp), %rbp
	addq	%rbx, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC222(%rip), %rdx
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	24(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax), %r8
	movq	56(%rax), %rax
	testq	%r8, %r8
	je	.L1359
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
.L1359:
	movq	%rbx, %rdi
	leaq	.LC177(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	24(%rsp), %rax
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC236(%rip), %rdi
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
.LFE106:
	.size	print_result_set, .-print_result_set
	.section	.rodata.str1.8
	.align 8
.LC237:
	.string	"bench: out of memory for %lu connections\n"
	.align 8
.LC238:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	walk_all, @function
walk_all:
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
	subq	$33096, %rsp
	.cfi_def_cfa_offset 33152
	leaq	96(%rsp), %rax
	movl	%esi, 28(%rsp)
	movq	%rdx, 40(%rsp)
	movl	%esi, %edx
	movq	%rdi, %rsi
	movq	%rax, %rdi
	movq	%r9, 56(%rsp)
	movq	%rax, 32(%rsp)
	call	walk_start
	testl	%eax, %eax
	jne	.L1394
	movq	33152(%rsp), %rax
	leaq	208(%rsp), %rbp
	movq	%rbx, %rsi
	leaq	320(%rsp), %rbx
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
.L1375:
	xorl	%r14d, %r14d
	cmpl	$3, 28(%rsp)
	je	.L1392
	movq	208(%rsp), %rax
	movl	$4096, %esi
	movq	96(%rax), %rdx
	movq	216(%rsp), %rax
	movq	%rdx, %r14
	subq	%rax, %r14
	cmpq	%rsi, %r14
	cmova	%rsi, %r14
	cmpq	%rax, %rdx
	je	.L1392
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L1369:
	movq	%rbp, %rdi
	call	due_next
	movq	%rax, (%rbx,%r15,8)
	addq	$1, %r15
	cmpq	%r14, %r15
	jb	.L1369
.L1392:
	movq	%rbp, 16(%rsp)
	movq	%rbx, %r15
.L1373:
	movq	(%rsp), %rsi
	movl	$1, %edi
	movq	%r15, 128(%rsp)
	movq	%r14, 136(%rsp)
	movq	$0, 144(%rsp)
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
	movq	33152(%rsp), %rcx
	subq	%r9, %rax
	addq	88(%rsp), %rax
	subq	%rbp, %rax
	addq	%rax, (%rcx)
	movq	(%r12), %rax
	addq	%rbx, %rax
	movq	%rax, (%r12)
	cmpq	%r14, 144(%rsp)
	jb	.L1372
	cmpq	%r13, %rax
	jne	.L1371
	cmpl	$3, 28(%rsp)
	je	.L1395
.L1371:
	movq	%rbx, %r8
	movq	16(%rsp), %rbp
	movq	%r15, %rbx
	orq	%r14, %r8
	jne	.L1375
.L1374:
	movq	256(%rsp), %rdi
	call	free@PLT
	movq	248(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1376
	call	fclose@PLT
.L1376:
	movq	120(%rsp), %rax
	movq	56(%rsp), %rcx
	movq	152(%rsp), %rdi
	movq	%rax, (%rcx)
	call	free@PLT
	movq	184(%rsp), %rax
	addq	$33096, %rsp
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
.L1395:
	.cfi_restore_state
	movq	48(%rsp), %rsi
	movq	32(%rsp), %rdi
	movl	$1, %edx
	call	walk_run
	testq	%rax, %rax
	jne	.L1372
	orq	%rbx, %r14
	je	.L1374
	xorl	%r14d, %r14d
	jmp	.L1373
.L1372:
	movq	stderr(%rip), %rdi
	movq	%r13, %rdx
	leaq	.LC238(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L1394:
	movq	stderr(%rip), %rdi
	movq	120(%rbx), %rdx
	leaq	.LC237(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %edi
	call	exit@PLT
	.cfi_endproc
.LFE97:
	.size	walk_all, .-walk_all
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB129:
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
	je	.L1416
	cmpl	$0, 112(%rdi)
	movq	%rdi, %r10
	jne	.L1416
	cmpl	$0, 32(%rdi)
	movq	%rdx, %rbx
	jne	.L1398
	movq	%rsi, %r11
	call	closed_form_gap.part.0
	testq	%rax, %rax
	je	.L1431
.L1398:
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
	jne	.L1417
	testq	%rax, %rax
	je	.L1417
	leaq	40(%rsp), %rdx
	xorl	%eax, %eax
	movl	$24, %ecx
	cmpq	$0, 216(%rsp)
	movq	%rdx, %rdi
	leaq	144(%rsp), %r14
	rep stosl
	movq	%r14, 32(%rsp)
	je	.L1399
.L1430:
	leaq	72(%rsp), %r15
.L1400:
	xorl	%ebp, %ebp
	leaq	32(%rsp), %r13
	cmpq	$0, 240(%rsp)
	je	.L1406
	.p2align 4,,10
	.p2align 3
.L1403:
	movq	16(%rbx), %rax
	movq	%r13, %rdi
	leaq	(%rax,%rbp,8), %r12
	addq	$1, %rbp
	call	due_next
	movq	%rax, (%r12)
	cmpq	240(%rsp), %rbp
	jb	.L1403
.L1406:
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
	jnb	.L1432
	movq	16(%rbx), %r8
	movq	8(%rbx), %rsi
	movq	168(%rsp), %rdi
	jmp	.L1407
	.p2align 4,,10
	.p2align 3
.L1409:
	addq	$1, %rax
	movq	%rax, 32(%rbx)
	cmpq	%rax, %rcx
	je	.L1408
.L1407:
	movq	(%rsi,%rax,8), %rdx
	addq	(%r8,%rax,8), %rdx
	cmpq	%rdx, %rdi
	jnb	.L1409
	movq	%rax, 40(%rbx)
	cmpq	%rcx, %rax
	jnb	.L1412
	movq	144(%rsp), %rdi
	movq	%rax, %rdx
	jmp	.L1411
	.p2align 4,,10
	.p2align 3
.L1413:
	addq	$1, %rdx
	movq	%rdx, 40(%rbx)
	cmpq	%rdx, %rcx
	je	.L1412
.L1411:
	cmpq	(%rsi,%rdx,8), %rdi
	jb	.L1413
.L1412:
	cmpq	%rcx, %rax
	setnb	%al
	movzbl	%al, %eax
	jmp	.L1396
.L1416:
	movl	$1, %eax
.L1396:
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
.L1431:
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
	jmp	.L1398
.L1399:
	movl	176(%rsp), %eax
	testl	%eax, %eax
	je	.L1430
	subl	$1, %eax
	je	.L1433
	leaq	320(%rsp), %rbp
	leaq	72(%rsp), %r15
	xorl	%ecx, %ecx
	movl	$256, %r9d
	movq	208(%rsp), %rsi
	movq	%rbp, %r8
	leaq	.LC151(%rip), %rdx
	movq	%r15, %rdi
	call	numbers_open
	testl	%eax, %eax
	je	.L1400
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC179(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
.L1433:
	movsd	192(%rsp), %xmm0
	movq	200(%rsp), %rax
	movsd	%xmm0, 48(%rsp)
	movq	%rax, 64(%rsp)
	jmp	.L1430
.L1432:
	movq	%rax, 40(%rbx)
	jmp	.L1412
.L1417:
	orl	$-1, %eax
	jmp	.L1396
.L1408:
	movq	%rcx, 40(%rbx)
	jmp	.L1412
	.cfi_endproc
.LFE129:
	.size	first_stall_window, .-first_stall_window
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB48:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L1441
	testq	%r8, %r8
	je	.L1441
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
	jne	.L1434
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L1444
.L1436:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L1434:
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
.L1441:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L1444:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L1439
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L1437:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L1445
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L1436
	.p2align 4,,10
	.p2align 3
.L1439:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L1437
.L1445:
	movl	$1, 24(%rbx)
	jmp	.L1434
	.cfi_endproc
.LFE48:
	.size	dist_add, .-dist_add
	.p2align 4
	.type	closed_form, @function
closed_form:
.LFB58:
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
	je	.L1447
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
	jnb	.L1501
.L1448:
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
.L1450:
	movq	32(%rsp), %rax
	imulq	%rbx, %rax
	addq	%r13, %rax
	movq	%rax, 264(%r12)
	movl	112(%rbp), %eax
	testl	%eax, %eax
	je	.L1502
.L1452:
	cmpl	$1, %eax
	jne	.L1461
	subq	%r11, %r15
	movq	%r15, %r8
	testq	%r11, %r11
	je	.L1462
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
	jb	.L1463
	movq	56(%rsp), %r10
	imulq	%r10, %rbx
	addq	%r14, %rbx
	jmp	.L1460
	.p2align 4,,10
	.p2align 3
.L1447:
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
	jmp	.L1448
	.p2align 4,,10
	.p2align 3
.L1461:
	movq	8(%rbp), %r14
	movq	0(%rbp), %rsi
	movq	104(%rbp), %rdi
	testq	%r14, %r14
	je	.L1465
	movq	16(%rbp), %r8
	movq	24(%rbp), %r9
	xorl	%ebx, %ebx
	xorl	%ecx, %ecx
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L1466:
	movq	%r13, %rdx
	xorl	%eax, %eax
	imulq	%r8, %rdx
	addq	%r9, %rdx
	cmpq	%rbx, %rdx
	jb	.L1469
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%rbx, %rax
	divq	%rsi
.L1469:
	testq	%rdi, %rdi
	je	.L1470
	movq	%rsi, %rdx
	imulq	%rax, %rdx
	addq	%rbx, %rdx
	cmpq	%rdi, %rdx
	setnb	%dl
.L1471:
	testb	%dl, %dl
	jne	.L1472
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%rsi, %rax
	addq	%r14, %rax
	addq	%rax, %rbx
	addq	$1, %r13
	je	.L1466
	testq	%r8, %r8
	jne	.L1466
.L1472:
	testq	%rdi, %rdi
	jne	.L1503
.L1468:
	movq	96(%rbp), %r8
	movq	%r8, %rax
	subq	%rcx, %rax
.L1475:
	testq	%rax, %rax
	je	.L1474
	imulq	%rsi, %rax
	addq	%rax, %rbx
.L1474:
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
	jmp	.L1460
	.p2align 4,,10
	.p2align 3
.L1501:
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
	jnb	.L1504
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	movl	$1, %r11d
.L1449:
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
	je	.L1450
	movq	32(%rsp), %rcx
	subq	%r10, %rcx
	cmpq	%rcx, 96(%rsp)
	jb	.L1450
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
	jne	.L1452
.L1502:
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
.L1459:
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
	jb	.L1453
	call	dist_add
	cmpq	%rbp, %r12
	jnb	.L1455
	movq	72(%rsp), %rax
	xorl	%edx, %edx
	divq	8(%rsp)
	leaq	-1(%rbp), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r12, %rdx
	jnb	.L1505
.L1456:
	addq	$1, %rax
	cmpq	%r12, %rax
	cmovb	%r12, %rax
	cmpq	%rbp, %rax
	jb	.L1481
.L1455:
	cmpq	$8, %r13
	je	.L1458
.L1506:
	movq	40(%rsp), %rbp
	movl	$8, %r13d
	jmp	.L1459
	.p2align 4,,10
	.p2align 3
.L1470:
	leaq	(%rcx,%rax), %rdx
	cmpq	96(%rbp), %rdx
	setnb	%dl
	jmp	.L1471
	.p2align 4,,10
	.p2align 3
.L1453:
	call	dist_add
	movq	%r12, %rax
	cmpq	%rbp, %r12
	jnb	.L1455
.L1481:
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
	jne	.L1506
.L1458:
	movq	64(%rsp), %r12
	movq	56(%rsp), %rbp
	movq	248(%r12), %rax
	movq	264(%r12), %rbx
	movq	%rax, 240(%r12)
.L1460:
	movl	152(%rsp), %eax
	orl	184(%rsp), %eax
	movq	%rbx, 256(%r12)
	jne	.L1480
	movl	160(%rbp), %edx
	movq	152(%rbp), %rsi
	movq	%r12, %rcx
	movq	%r15, %rdi
	call	dist_summarise
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L1477
	movl	160(%rbp), %edx
	movq	16(%rsp), %rdi
	leaq	80(%r12), %rcx
	movq	152(%rbp), %rsi
	call	dist_summarise
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L1477
	movq	128(%rbp), %rsi
	movl	136(%rbp), %edx
	movq	%rsi, 272(%r12)
	testl	%edx, %edx
	je	.L1478
	movq	(%r12), %rcx
	movq	48(%rsp), %rbx
	xorl	%edx, %edx
	movq	$-1, %rsi
	movq	%rcx, %rax
	divq	%rbx
	subq	%rdx, %rcx
	cmpq	%rbx, %rcx
	jb	.L1479
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
.L1479:
	movq	%rsi, 272(%r12)
.L1478:
	leaq	192(%rsp), %rbx
	movq	%r15, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	movl	216(%rsp), %eax
	testl	%eax, %eax
	jne	.L1480
	movl	160(%rbp), %edx
	movq	152(%rbp), %rsi
	movq	%rbx, %rdi
	leaq	160(%r12), %rcx
	call	dist_summarise
	movl	%eax, %ebx
.L1477:
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
.L1462:
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
.L1463:
	movq	32(%rsp), %rax
	imulq	%rax, %rbx
	addq	%r13, %rbx
	jmp	.L1460
	.p2align 4,,10
	.p2align 3
.L1503:
	movq	%rcx, %r8
	cmpq	%rdi, %rbx
	jnb	.L1474
	subq	%rbx, %rdi
.L1467:
	xorl	%edx, %edx
	movq	%rdi, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	leaq	(%rcx,%rax), %r8
	jmp	.L1475
	.p2align 4,,10
	.p2align 3
.L1504:
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
	jmp	.L1449
	.p2align 4,,10
	.p2align 3
.L1505:
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
	jmp	.L1456
.L1480:
	movl	$-1, %ebx
	jmp	.L1477
.L1465:
	xorl	%ebx, %ebx
	xorl	%ecx, %ecx
	xorl	%r13d, %r13d
	testq	%rdi, %rdi
	jne	.L1467
	jmp	.L1468
	.cfi_endproc
.LFE58:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.8
	.align 8
.LC239:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.text
	.p2align 4
	.type	run_once, @function
run_once:
.LFB101:
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
	movq	96(%rdi), %rax
	movq	%rcx, 8(%rsp)
	movq	%rax, (%rsp)
	movq	%rax, 96(%rsp)
	movq	%rax, 104(%rsp)
	movl	32(%rsi), %eax
	cmpl	$2, %eax
	je	.L1611
	cmpl	$3, %eax
	je	.L1610
	xorl	%eax, %eax
	movl	$36, %ecx
	movq	%rdx, %rdi
	rep stosq
	movq	$-1, %rax
	cmpq	$0, 8(%rbp)
	je	.L1532
	movq	24(%rbp), %rax
.L1532:
	leaq	176(%rsp), %r14
	movl	$1, %edi
	movq	%rax, 144(%rsp)
	movq	$0, 152(%rsp)
	movq	%r14, %rsi
	call	clock_gettime@PLT
	movl	32(%rbp), %eax
	movq	176(%rsp), %r12
	leaq	240(%rbx), %r9
	movq	184(%rsp), %r15
	testl	%eax, %eax
	movl	112(%rbp), %eax
	jne	.L1534
	testl	%eax, %eax
	jne	.L1534
	cmpq	$1, 120(%rbp)
	movl	$1, %esi
	jne	.L1537
	movq	0(%r13), %rdx
	movq	(%rsp), %r8
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	leaq	144(%rsp), %rsi
	movq	%rbp, %rdi
	call	run_closed
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rax, 256(%rbx)
	imulq	$1000000000, %r12, %r12
	call	clock_gettime@PLT
	movq	152(%rsp), %rdx
	imulq	$1000000000, 176(%rsp), %rax
	movq	%rdx, 240(%rbx)
	subq	%r15, %rax
	addq	184(%rsp), %rax
	subq	%r12, %rax
	movq	(%rsp), %r12
	movq	%rax, 128(%rsp)
	jmp	.L1536
	.p2align 4,,10
	.p2align 3
.L1534:
	leaq	by_kind.6(%rip), %rdx
	movl	(%rdx,%rax,4), %esi
	cmpl	$3, %esi
	jne	.L1537
	movq	104(%rbp), %rax
	testq	%rax, %rax
	je	.L1537
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	120(%rbp), %rdx
	leaq	1(%rax,%rdx), %rcx
.L1539:
	subq	$8, %rsp
	.cfi_def_cfa_offset 280
	movq	0(%r13), %rdx
	movq	%rbp, %rdi
	leaq	136(%rsp), %rax
	pushq	%rax
	.cfi_def_cfa_offset 288
	leaq	112(%rsp), %r8
	call	walk_all
	movq	112(%rsp), %r12
	movq	%rax, 256(%rbx)
	movq	144(%rsp), %rax
	popq	%r11
	.cfi_def_cfa_offset 280
	popq	%r15
	.cfi_def_cfa_offset 272
.L1536:
	testq	%rax, %rax
	js	.L1540
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1541:
	testq	%r12, %r12
	je	.L1542
	js	.L1543
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r12, %xmm1
.L1544:
	divsd	%xmm1, %xmm0
.L1542:
	movq	8(%rsp), %rax
	cmpq	$0, 8(%rbp)
	movsd	%xmm0, (%rax)
	movq	$-1, %rax
	je	.L1545
	movq	24(%rbp), %rax
.L1545:
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rax, 144(%rsp)
	movq	$0, 152(%rsp)
	call	clock_gettime@PLT
	movq	184(%rsp), %r10
	movq	8(%r13), %rdx
	movq	176(%rsp), %r15
	movq	%r10, 16(%rsp)
	movl	32(%rbp), %r10d
	testl	%r10d, %r10d
	jne	.L1546
	movq	(%rsp), %r8
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	movq	%rbp, %rdi
	imulq	$1000000000, %r15, %r15
	leaq	144(%rsp), %rsi
	call	run_open
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rax, 264(%rbx)
	call	clock_gettime@PLT
	movq	16(%rsp), %r10
	imulq	$1000000000, 176(%rsp), %rax
	movq	152(%rsp), %rdx
	subq	%r10, %rax
	addq	184(%rsp), %rax
	movq	%rdx, 248(%rbx)
	subq	%r15, %rax
	movq	%rax, 128(%rsp)
	testq	%rax, %rax
	js	.L1548
.L1617:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	movq	(%rsp), %rax
	testq	%rax, %rax
	js	.L1550
.L1618:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1551:
	divsd	%xmm1, %xmm0
	movq	8(%rsp), %rax
	movl	136(%rbp), %edi
	movsd	%xmm0, 8(%rax)
	testl	%edi, %edi
	je	.L1552
	movq	120(%rbp), %rcx
	movq	$-1, %r9
	cmpq	%rcx, %r12
	jb	.L1553
	xorl	%edx, %edx
	movq	%r12, %rax
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	256(%rbx), %rax
	divq	%rcx
	movl	$1, %edx
	testq	%rax, %rax
	cmovne	%rax, %rdx
	movq	%rdx, %r9
.L1553:
	movq	%r9, 272(%rbx)
	movq	0(%r13), %rdi
	xorl	%r14d, %r14d
	xorl	%esi, %esi
	testq	%r12, %r12
	jne	.L1554
	jmp	.L1612
	.p2align 4,,10
	.p2align 3
.L1614:
	addq	$1, %rsi
	cmpq	%r12, %rsi
	je	.L1613
.L1554:
	movq	(%rdi,%rsi,8), %rax
	movl	$1, %ecx
	cmpq	%r9, %rax
	jb	.L1556
	xorl	%edx, %edx
	divq	%r9
	movq	%rax, %rcx
.L1556:
	addq	%r14, %rcx
	movq	%rcx, %r14
	jnc	.L1614
.L1559:
	movl	164(%rbp), %esi
	testl	%esi, %esi
	jne	.L1580
	movl	36(%r13), %ecx
	testl	%ecx, %ecx
	jne	.L1580
.L1563:
	movl	$3, 32(%r13)
.L1610:
	movq	8(%rsp), %rcx
	movq	%rbx, %rdx
	movq	%rbp, %rdi
	xorl	%esi, %esi
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
	jmp	walk_outcome
	.p2align 4,,10
	.p2align 3
.L1537:
	.cfi_restore_state
	movq	96(%rbp), %rcx
	jmp	.L1539
.L1613:
	cmpq	$4194304, %rcx
	jbe	.L1615
	movl	164(%rbp), %edx
	testl	%edx, %edx
	je	.L1616
.L1564:
	movq	24(%r13), %rdx
	cmpq	%rcx, %rdx
	jnb	.L1609
	movq	%rcx, %rax
	shrq	$61, %rax
	jne	.L1566
.L1562:
	movq	16(%r13), %rdi
	leaq	0(,%rcx,8), %rsi
	movq	%rcx, 8(%rsp)
	call	realloc@PLT
	testq	%rax, %rax
	je	.L1566
	movq	8(%rsp), %rcx
	movq	272(%rbx), %r9
	movq	%rax, 16(%r13)
	movq	0(%r13), %rdi
	movq	%rcx, 24(%r13)
.L1555:
	movq	%r9, %rdx
	movq	%r14, %r8
	movq	%r12, %rsi
	movq	%rax, %rcx
	call	correct_co
	movq	0(%r13), %rdi
	movq	%rbx, %r8
	movq	%r12, %rsi
	movl	160(%rbp), %ecx
	movq	152(%rbp), %rdx
	movq	%rax, %r14
	call	summarise.isra.0
	movl	160(%rbp), %ecx
	movq	152(%rbp), %rdx
	leaq	80(%rbx), %r8
	movq	8(%r13), %rdi
	movq	(%rsp), %rsi
	call	summarise.isra.0
	movl	160(%rbp), %ecx
	movq	16(%r13), %rdi
	leaq	160(%rbx), %r8
	movq	152(%rbp), %rdx
	movq	%r14, %rsi
	call	summarise.isra.0
	xorl	%eax, %eax
.L1507:
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
.L1552:
	.cfi_restore_state
	movq	128(%rbp), %r9
	jmp	.L1553
	.p2align 4,,10
	.p2align 3
.L1546:
	subq	$8, %rsp
	.cfi_def_cfa_offset 280
	leaq	248(%rbx), %r9
	xorl	%esi, %esi
	movq	%rbp, %rdi
	leaq	136(%rsp), %rax
	pushq	%rax
	.cfi_def_cfa_offset 288
	movq	16(%rsp), %rcx
	leaq	120(%rsp), %r8
	call	walk_all
	movq	120(%rsp), %rsi
	movq	%rax, 264(%rbx)
	movq	144(%rsp), %rax
	movq	%rsi, 16(%rsp)
	popq	%r8
	.cfi_def_cfa_offset 280
	popq	%r9
	.cfi_def_cfa_offset 272
	testq	%rax, %rax
	jns	.L1617
.L1548:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	movq	(%rsp), %rax
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rax, %rax
	jns	.L1618
.L1550:
	movq	(%rsp), %rsi
	pxor	%xmm1, %xmm1
	movq	%rsi, %rax
	andl	$1, %esi
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1551
.L1540:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1541
.L1615:
	testq	%rcx, %rcx
	je	.L1559
	movq	24(%r13), %rdx
	cmpq	%r14, %rdx
	jb	.L1562
.L1609:
	movq	16(%r13), %rax
	movq	%rdx, %r14
	jmp	.L1555
.L1616:
	movl	36(%r13), %eax
	testl	%eax, %eax
	jne	.L1564
	jmp	.L1563
.L1580:
	movl	$-2, %eax
	jmp	.L1507
.L1543:
	movq	%r12, %rax
	movq	%r12, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1544
.L1611:
	xorl	%eax, %eax
	movq	%rdx, %rdi
	pxor	%xmm0, %xmm0
	movl	$36, %ecx
	rep stosq
	leaq	40(%rsi), %rax
	movaps	%xmm0, 144(%rsp)
	movq	%rax, 80(%rsp)
	movq	48(%rsi), %rax
	movq	56(%rsi), %rdi
	xorl	%esi, %esi
	movaps	%xmm0, 160(%rsp)
	movaps	%xmm0, 176(%rsp)
	leaq	0(,%rax,8), %rdx
	movaps	%xmm0, 192(%rsp)
	call	memset@PLT
	leaq	64(%r13), %rax
	movq	80(%r13), %rdi
	xorl	%esi, %esi
	movq	%rax, 72(%rsp)
	movq	72(%r13), %rax
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	xorl	%r10d, %r10d
	movq	%rbp, 40(%rsp)
	leaq	128(%rsp), %rax
	movq	%rax, 24(%rsp)
	movq	%rbx, %rbp
	movq	(%rsp), %rbx
	movq	%r10, 32(%rsp)
.L1523:
	movq	40(%rsp), %rax
	movq	$-1, %rdx
	cmpq	$0, 8(%rax)
	je	.L1509
	movq	24(%rax), %rdx
.L1509:
	movq	%rdx, 112(%rsp)
	movq	$0, 120(%rsp)
	testq	%rbx, %rbx
	je	.L1569
	xorl	%r9d, %r9d
	xorl	%r14d, %r14d
	leaq	112(%rsp), %rax
	movq	%rbp, 88(%rsp)
	movq	%rax, 64(%rsp)
	xorl	%r12d, %r12d
	movq	%r9, 56(%rsp)
	movq	%r14, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L1514:
	movq	24(%rsp), %rsi
	movq	%r12, %r15
	addq	$65536, %r12
	movl	$1, %edi
	cmpq	%r12, %rbx
	movq	%r12, %r14
	cmovbe	%rbx, %r14
	call	clock_gettime@PLT
	imulq	$1000000000, 128(%rsp), %r10
	addq	136(%rsp), %r10
	cmpq	$0, 32(%rsp)
	movq	%r10, 48(%rsp)
	je	.L1619
	movq	16(%rsp), %r9
	movq	8(%r13), %rdx
	movq	%r14, %r8
	movq	%r15, %rcx
	movq	64(%rsp), %rsi
	movq	40(%rsp), %rdi
	movq	%r14, %rbp
	subq	%r15, %rbp
	call	run_open
	movq	24(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 16(%rsp)
	call	clock_gettime@PLT
	movq	48(%rsp), %r10
	movq	72(%rsp), %r9
	imulq	$1000000000, 128(%rsp), %rax
	addq	136(%rsp), %rax
	subq	%r10, %rax
	addq	%rax, 56(%rsp)
	movq	8(%r13), %r10
.L1512:
	xorl	%ecx, %ecx
	testq	%rbp, %rbp
	je	.L1518
	.p2align 4,,10
	.p2align 3
.L1513:
	movq	(%r10,%rcx,8), %rdi
	movq	(%r9), %r11
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r11
	cmpq	%r8, %rax
	jnb	.L1516
	testq	%rdx, %rdx
	jne	.L1516
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%rbp, %rcx
	jne	.L1513
.L1518:
	cmpq	%rbx, %r12
	jb	.L1514
	movq	56(%rsp), %r9
	movq	16(%rsp), %r14
	movq	88(%rsp), %rbp
	testq	%r9, %r9
	js	.L1519
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r9, %xmm0
.L1520:
	movq	120(%rsp), %rdx
	testq	%rbx, %rbx
	js	.L1620
.L1601:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L1522:
	divsd	%xmm1, %xmm0
	movq	32(%rsp), %rax
	movq	8(%rsp), %rsi
	movsd	%xmm0, (%rsi,%rax,8)
	movq	%rdx, 240(%rbp,%rax,8)
	movq	%r14, 256(%rbp,%rax,8)
	testq	%rax, %rax
	jne	.L1621
	movq	$1, 32(%rsp)
	jmp	.L1523
	.p2align 4,,10
	.p2align 3
.L1619:
	movq	16(%rsp), %r9
	movq	0(%r13), %rdx
	movq	%r14, %r8
	movq	%r15, %rcx
	movq	64(%rsp), %rsi
	movq	40(%rsp), %rdi
	subq	%r15, %r14
	movq	%r14, %rbp
	call	run_closed
	movq	24(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 16(%rsp)
	call	clock_gettime@PLT
	movq	48(%rsp), %r10
	movq	80(%rsp), %r9
	imulq	$1000000000, 128(%rsp), %rax
	addq	136(%rsp), %rax
	subq	%r10, %rax
	movq	0(%r13), %r10
	addq	%rax, 56(%rsp)
	jmp	.L1512
.L1621:
	movq	%rbp, %rbx
	movq	40(%rsp), %rbp
	movl	136(%rbp), %eax
	testl	%eax, %eax
	jne	.L1622
	movq	128(%rbp), %rsi
.L1525:
	cmpq	$0, 48(%r13)
	movq	%rsi, 272(%rbx)
	je	.L1573
	xorl	%r12d, %r12d
	leaq	144(%rsp), %r14
	jmp	.L1528
	.p2align 4,,10
	.p2align 3
.L1527:
	addq	$1, %r12
	cmpq	48(%r13), %r12
	jnb	.L1623
.L1528:
	movq	56(%r13), %rax
	movq	(%rax,%r12,8), %r8
	testq	%r8, %r8
	je	.L1527
	movq	40(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rdi
	imulq	%r12, %rsi
	call	dist_add
	jmp	.L1527
.L1620:
	movq	%rbx, %rcx
	movq	%rbx, %rsi
	pxor	%xmm1, %xmm1
	shrq	%rcx
	andl	$1, %esi
	orq	%rsi, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1522
.L1519:
	movq	%r9, %rdx
	andl	$1, %r9d
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%r9, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1520
.L1622:
	movq	(%rsp), %rdi
	movq	$-1, %rsi
	testq	%rdi, %rdi
	je	.L1525
	movq	256(%rbx), %rax
	xorl	%edx, %edx
	movl	$1, %esi
	divq	%rdi
	testq	%rax, %rax
	cmovne	%rax, %rsi
	jmp	.L1525
.L1623:
	movq	272(%rbx), %rsi
	movl	168(%rsp), %r13d
.L1526:
	leaq	176(%rsp), %r12
	movq	%r14, %rdi
	movq	%r12, %rdx
	call	dist_correct
	orl	200(%rsp), %r13d
	jne	.L1574
	movl	160(%rbp), %edx
	movq	152(%rbp), %rsi
	movq	%rbx, %rcx
	movq	80(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	je	.L1624
.L1529:
	movl	%eax, (%rsp)
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	176(%rsp), %rdi
	call	free@PLT
	movl	(%rsp), %eax
	jmp	.L1507
.L1612:
	movq	24(%r13), %r14
	movq	16(%r13), %rax
	jmp	.L1555
.L1516:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r11, %rcx
	xorl	%eax, %eax
	leaq	.LC239(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L1624:
	movl	160(%rbp), %edx
	movq	152(%rbp), %rsi
	leaq	80(%rbx), %rcx
	movq	72(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L1529
	movl	160(%rbp), %edx
	movq	152(%rbp), %rsi
	leaq	160(%rbx), %rcx
	movq	%r12, %rdi
	call	dist_summarise
	jmp	.L1529
.L1569:
	xorl	%edx, %edx
	xorl	%r14d, %r14d
	pxor	%xmm0, %xmm0
	jmp	.L1601
.L1573:
	xorl	%r13d, %r13d
	leaq	144(%rsp), %r14
	jmp	.L1526
.L1566:
	movl	$-1, %eax
	jmp	.L1507
.L1574:
	movl	$-1, %eax
	jmp	.L1529
	.cfi_endproc
.LFE101:
	.size	run_once, .-run_once
	.section	.rodata.str1.8
	.align 8
.LC241:
	.string	"--export-values adds files to an export: give --export PREFIX too"
	.align 8
.LC242:
	.string	"--export-values applies to a benchmark run: --correct, --sweep and --cross-check write no .values files"
	.section	.rodata.str1.1
.LC243:
	.string	"the scenario's trace"
.LC244:
	.string	" (the trace's mean)"
.LC245:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC246:
	.string	"200000000 (it is not a regular file, so all are kept)"
	.align 8
.LC247:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.align 8
.LC248:
	.string	"the latencies have too many possible values"
	.align 8
.LC249:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC250:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC251:
	.string	"load %"
.LC252:
	.string	"stall us"
.LC253:
	.string	"sim"
.LC254:
	.string	"formula"
.LC255:
	.string	"reference"
.LC256:
	.string	"closed-form"
.LC257:
	.string	"sweep-load.svg"
.LC258:
	.string	"sweep-stall.svg"
.LC259:
	.string	"s"
.LC260:
	.string	"given"
.LC261:
	.string	"QUICK"
.LC262:
	.string	"REPS"
.LC263:
	.string	"0"
	.section	.rodata.str1.8
	.align 8
.LC264:
	.string	"QUICK '%s' is not valid: use QUICK=1, QUICK=0 or leave it unset"
	.align 8
.LC265:
	.string	"REPS '%s' is not valid: a whole number from 1 to 100000"
	.align 8
.LC266:
	.string	"out of memory reading the options"
	.section	.rodata.str1.1
.LC267:
	.string	"--scenario"
.LC268:
	.string	"out of memory"
.LC269:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC270:
	.string	"use default, feed-10ms-stall, one-2s-stall, hundred-requests or hundred-requests-exercise"
	.align 8
.LC271:
	.string	"--scenario '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC272:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC273:
	.string	"both set the length of the run: "
	.align 8
.LC274:
	.string	"--duration and --requests %s%s"
	.align 8
.LC275:
	.string	"--export does not apply to --cross-check, which writes nothing"
	.section	.rodata.str1.1
.LC276:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC277:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC278:
	.string	"%s, from %s"
.LC279:
	.string	"--correct '%s': out of memory"
	.section	.rodata.str1.8
	.align 8
.LC280:
	.string	"--correct %.40s: more than 200000000 lines"
	.section	.rodata.str1.1
.LC281:
	.string	"use --correct FILE"
.LC282:
	.string	"at most 255 characters; "
	.section	.rodata.str1.8
	.align 8
.LC283:
	.string	"--trace-values is too long: %s%s"
	.section	.rodata.str1.1
.LC284:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC285:
	.string	"--trace-values: '%s' is not a repeat count: %s"
	.section	.rodata.str1.1
.LC286:
	.string	"--trace-values: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC287:
	.string	"give latencies separated by commas, e.g. 2ms*99,1000ms"
	.align 8
.LC288:
	.string	"--trace-values '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC289:
	.string	"for the corrected trace"
.LC290:
	.string	"checking the trace"
	.section	.rodata.str1.8
	.align 8
.LC291:
	.string	"coordinated omission: correcting a recorded trace"
	.align 8
.LC292:
	.string	"scenario: %s\ntrace: %s, %lu latencies\n"
	.align 8
.LC293:
	.string	"correction: expected interval %s us%s; rank rule %s; slow above %s us\n"
	.align 8
.LC294:
	.string	"checks: percentiles, counts, slow counts and sums of both sets against counting over the distinct values\n"
	.section	.rodata.str1.1
.LC295:
	.string	"recorded"
.LC296:
	.string	"ratio"
.LC297:
	.string	"\n%-10s %9s"
.LC298:
	.string	" %11.*f"
	.section	.rodata.str1.8
	.align 8
.LC299:
	.string	"\n(percentiles in us; ratio = corrected / recorded)\n"
	.align 8
.LC300:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC301:
	.string	"RESULT checks passed=%lu failed=%lu runs=1\n"
	.align 8
.LC302:
	.string	"Latency by percentile: a recorded trace and its correction"
	.section	.rodata.str1.1
.LC303:
	.string	"recorded.hgrm"
.LC304:
	.string	"corrected.hgrm"
.LC305:
	.string	"percentiles.svg"
	.section	.rodata.str1.8
	.align 8
.LC306:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC307:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC308:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC309:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC310:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC311:
	.string	"takes one connection: "
.LC312:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC313:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC314:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC316:
	.string	"lower --rate or shorten the run"
	.align 8
.LC317:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC318:
	.string	"--schedule poisson: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC320:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC321:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC322:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC323:
	.string	"1 / rate, the interval the schedule was configured with"
	.align 8
.LC324:
	.string	"--arrivals %.40s: more than %s lines"
	.align 8
.LC325:
	.string	"--arrivals '%s': out of memory at line %lu"
	.section	.rodata.str1.1
.LC326:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC327:
	.string	"--arrivals '%s': no due time falls within %s"
	.section	.rodata.str1.1
.LC328:
	.string	"add --expected-interval T"
	.section	.rodata.str1.8
	.align 8
.LC329:
	.string	"--arrivals '%s' has no gap between its due times (one line, or all at one instant), so it gives no interval to correct with: %s"
	.align 8
.LC330:
	.string	"the replayed schedule's mean gap"
	.align 8
.LC331:
	.string	"shorten --duration or --interval"
	.align 8
.LC332:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC333:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC334:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC335:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC336:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC337:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC338:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC339:
	.string	"back-to-back may send more than %s requests: %s"
	.section	.rodata.str1.1
.LC340:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC341:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC342:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.align 8
.LC343:
	.string	"--export needs every sample kept, and --exact-by passes keeps none: drop one of the two"
	.align 8
.LC344:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.align 8
.LC345:
	.string	"--sweep runs on the fixed schedule with a fixed expected interval: drop --schedule, --arrivals and mean"
	.section	.rodata.str1.1
.LC346:
	.string	"in the sweep"
.LC347:
	.string	"checked"
.LC348:
	.string	"%-10s %-8s"
.LC349:
	.string	" | %-10s %10s %10s"
.LC350:
	.string	"\n%-10s %-8s"
.LC351:
	.string	"p50"
.LC352:
	.string	" | "
.LC353:
	.string	"%s%10s"
.LC354:
	.string	"p99"
.LC355:
	.string	"p99.9"
.LC356:
	.string	"%-10lu"
.LC357:
	.string	"%-10s"
.LC358:
	.string	" %-8s"
	.section	.rodata.str1.8
	.align 8
.LC359:
	.string	"(percentiles in us; checked against: formula = the closed form, sim = the reference simulation)\n"
	.align 8
.LC360:
	.string	"RESULT sweep axis=%s value=%lu"
	.section	.rodata.str1.1
.LC361:
	.string	" %s_%s_ns=%lu"
.LC362:
	.string	" against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC363:
	.string	"RESULT checks passed=%lu failed=%lu runs=%zu\n"
	.align 8
.LC364:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC365:
	.string	"in the cross-check"
.LC366:
	.string	"expected_ns"
.LC367:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC368:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC369:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC370:
	.string	"computing the expected outcome"
	.align 8
.LC371:
	.string	"coordinated omission on a virtual clock: closed loop, open loop, corrected"
	.section	.rodata.str1.1
.LC372:
	.string	"scenario: %s\n"
.LC373:
	.string	"server: service %s us; "
.LC374:
	.string	"no stalls"
.LC375:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC376:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC377:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC378:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC379:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC380:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC381:
	.string	"\ncorrection: expected interval "
	.align 8
.LC382:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC383:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC384:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC385:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC386:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC387:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC388:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC389:
	.string	"samples: counted exactly on a lattice of %lu ns steps (%lu values), %d requests a chunk\n"
	.align 8
.LC390:
	.string	"samples: every one kept and sorted"
	.align 8
.LC391:
	.string	"samples: none kept; each rep walks the run again until every percentile is found exactly, %d counters a percentile\n"
	.section	.rodata.str1.1
.LC392:
	.string	"runs: 1 warmup + %u reps\n"
.LC393:
	.string	"for the corrected set"
	.section	.rodata.str1.8
	.align 8
.LC394:
	.string	"samples: the corrected set would hold more than %d values; every rep now walks the run again in passes instead, keeping none\n"
	.section	.rodata.str1.1
.LC395:
	.string	" warmup"
.LC396:
	.string	"rep=%u%s set=%s"
.LC397:
	.string	" slow=%lu sum_ns=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC398:
	.string	"bench: out of memory for the report\n"
	.section	.rodata.str1.1
.LC399:
	.string	"cv"
.LC400:
	.string	" %6s\n"
.LC401:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC402:
	.string	"percentiles in us, minimum over %u reps (cv: the largest over the percentiles);\nslow: samples above %s us, median over reps\n\n"
	.align 8
.LC403:
	.string	"simulation cost, %-6s loop: min %.3f ns per request, median %.3f, cv %.3f\n"
	.align 8
.LC404:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC405:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC406:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC407:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC408:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC409:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC410:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC411:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC412:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC413:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC414:
	.string	"bench: the export to %s failed (out of memory, or too many distinct values)\n"
	.align 8
.LC415:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.section	.rodata.str1.1
.LC416:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC417:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.section	.rodata.str1.1
.LC418:
	.string	"stall length"
	.section	.rodata.str1.8
	.align 8
.LC419:
	.string	"coordinated omission: sweep over %s\n"
	.section	.rodata.str1.1
.LC420:
	.string	"base: service %s us"
.LC421:
	.string	", stall %s us"
.LC422:
	.string	", period %s us"
	.section	.rodata.str1.8
	.align 8
.LC423:
	.string	", %s us of schedule per point\n\n"
	.align 8
.LC424:
	.string	"--correct '%s': out of memory at line %lu"
	.text
	.p2align 4
	.type	run_options.constprop.0, @function
run_options.constprop.0:
.LFB199:
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
	subq	$8872, %rsp
	.cfi_def_cfa_offset 8928
	movq	%rdi, (%rsp)
	leaq	.LC261(%rip), %rdi
	movl	%esi, 8(%rsp)
	movq	%rdx, 16(%rsp)
	call	getenv@PLT
	leaq	.LC262(%rip), %rdi
	movq	%rax, %rbx
	call	getenv@PLT
	movq	%rax, %r12
	testq	%rbx, %rbx
	je	.L1950
	movzbl	(%rbx), %eax
	subl	$49, %eax
	movl	%eax, %ebp
	je	.L2147
.L1627:
	cmpb	$0, (%rbx)
	jne	.L2148
.L1628:
	xorl	%eax, %eax
	testl	%ebp, %ebp
	sete	%al
.L1626:
	movq	(%rsp), %rcx
	movl	%eax, 288(%rcx)
	testq	%r12, %r12
	je	.L1630
	cmpb	$0, (%r12)
	jne	.L2149
.L1630:
	movslq	8(%rsp), %rdi
	movq	%rdi, %rbx
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 24(%rsp)
	testq	%rax, %rax
	je	.L1632
	cmpl	$1, %ebx
	jle	.L2150
	xorl	%ecx, %ecx
	xorl	%r9d, %r9d
	leaq	2208(%rsp), %rax
	xorl	%ebx, %ebx
	movq	%rax, 40(%rsp)
	movl	$1, %r12d
	movl	%ecx, 64(%rsp)
	movl	%r12d, %ebp
	movl	%r9d, 48(%rsp)
	.p2align 4,,10
	.p2align 3
.L1633:
	movslq	%ebp, %rax
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 32(%rsp)
	movq	16(%rsp), %rcx
	movq	(%rcx,%rax,8), %r13
	cmpb	$45, 0(%r13)
	jne	.L1999
	cmpb	$104, 1(%r13)
	jne	.L1999
	cmpb	$0, 2(%r13)
	movl	$-1, %eax
	leaq	.LC209(%rip), %r14
	jne	.L1999
.L1636:
	leaq	OPTIONS(%rip), %r12
	xorl	%r15d, %r15d
	jmp	.L1641
	.p2align 4,,10
	.p2align 3
.L1637:
	addl	$1, %r15d
	addq	$32, %r12
	cmpl	$29, %r15d
	je	.L2151
	movq	(%r12), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
.L1641:
	movq	(%r12), %rdi
	testl	%eax, %eax
	jne	.L1637
	movslq	%r15d, %rcx
	leaq	OPTIONS(%rip), %rdx
	leal	1(%rbp), %eax
	salq	$5, %rcx
	movl	8(%rdx,%rcx), %r12d
	testl	%r12d, %r12d
	jne	.L1639
	cmpl	%eax, 8(%rsp)
	jle	.L1639
	leaq	.LC113(%rip), %rsi
	movq	%rdi, 72(%rsp)
	movl	$1, %r12d
	call	strcmp@PLT
	movq	72(%rsp), %rdi
	leaq	.LC116(%rip), %rsi
	testl	%eax, %eax
	movl	48(%rsp), %eax
	cmove	%r12d, %eax
	movl	%eax, 48(%rsp)
	call	strcmp@PLT
	movq	72(%rsp), %rdi
	leaq	.LC267(%rip), %rsi
	testl	%eax, %eax
	cmovne	64(%rsp), %r12d
	movl	%r12d, 64(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rcx
	movq	%r13, %xmm0
	movl	%eax, %r12d
	movq	16(%rsp), %rax
	movq	8(%rax,%rcx), %r14
	movq	%r14, %xmm3
	punpcklqdq	%xmm3, %xmm0
	testl	%r12d, %r12d
	je	.L2152
	movq	24(%rsp), %rcx
	movslq	%ebx, %rax
	addl	$2, %ebp
	addl	$2, %ebx
	movl	$1, %edx
	movups	%xmm0, (%rcx,%rax,8)
.L1645:
	cmpl	%ebp, 8(%rsp)
	jle	.L1992
.L2153:
	testb	%dl, %dl
	jne	.L1633
.L2137:
	movq	24(%rsp), %rdi
	call	free@PLT
.L1730:
	movq	40(%rsp), %rdi
	call	usage_error
	movl	%eax, %r14d
.L1625:
	addq	$8872, %rsp
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
.L2151:
	.cfi_restore_state
	leal	1(%rbp), %eax
.L1639:
	movq	24(%rsp), %rdx
	movslq	%ebx, %rcx
	movl	%eax, %ebp
	addl	$1, %ebx
	movq	%r13, (%rdx,%rcx,8)
	movl	$1, %edx
	cmpl	%ebp, 8(%rsp)
	jg	.L2153
.L1992:
	movl	64(%rsp), %ecx
	movl	48(%rsp), %r9d
	movl	%ebx, %esi
	testb	%dl, %dl
	je	.L2137
	testl	%r9d, %ecx
	je	.L1634
	movq	40(%rsp), %rdi
	leaq	.LC272(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC273(%rip), %rcx
	leaq	.LC274(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2137
	.p2align 4,,10
	.p2align 3
.L1999:
	leaq	.LC98(%rip), %rsi
	movq	%r13, %rdi
	movq	%r13, %r14
	call	strcmp@PLT
	jmp	.L1636
.L2152:
	leaq	SCENARIOS(%rip), %r13
	movl	%r12d, %r15d
	movq	%r13, %r12
.L1648:
	movq	(%r12), %rax
	movq	%r14, %rdi
	movq	%rax, %rsi
	movq	%rax, 32(%rsp)
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1647
	addl	$1, %r15d
	addq	$24, %r12
	cmpl	$5, %r15d
	jne	.L1648
	movq	40(%rsp), %rdi
	movq	%r14, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC270(%rip), %r8
	leaq	.LC271(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2137
.L1647:
	movl	%r15d, %r12d
	movq	(%rsp), %r15
	xorl	%r11d, %r11d
	movl	%eax, 160(%rsp)
	movq	%r11, 1104(%rsp)
	movq	280(%r15), %rdi
	call	free@PLT
	movslq	%r12d, %rax
	movq	%rax, 72(%rsp)
	imulq	$24, %rax, %rax
	movq	16(%r13,%rax), %rdi
	call	strdup@PLT
	movl	160(%rsp), %r8d
	testq	%rax, %rax
	movq	%rax, 280(%r15)
	movq	%rax, %rdi
	je	.L2154
	leaq	1104(%rsp), %r14
	leaq	.LC40(%rip), %r15
	movl	%r8d, 160(%rsp)
	movq	%r14, %rdx
	movq	%r15, %rsi
	call	strtok_r@PLT
	movl	160(%rsp), %r8d
	leaq	4256(%rsp), %rdi
	testq	%rax, %rax
	je	.L1652
	movl	$1, %r12d
	leaq	4256(%rsp), %rdi
	movl	%ebx, 160(%rsp)
	movq	%r12, %rbx
	movq	%rdi, %r12
	.p2align 4,,10
	.p2align 3
.L1653:
	movq	%rax, -8(%r12,%rbx,8)
	movq	%r14, %rdx
	movq	%r15, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rbx, %r8
	testq	%rax, %rax
	setne	%sil
	cmpl	$31, %ebx
	setle	%dl
	addq	$1, %rbx
	testb	%dl, %sil
	jne	.L1653
	movl	160(%rsp), %ebx
	movq	%r12, %rdi
.L1652:
	imulq	$24, 72(%rsp), %rax
	movq	32(%rsp), %xmm0
	movq	%rdi, %rdx
	movl	%r8d, %esi
	movq	40(%rsp), %rcx
	movhps	8(%r13,%rax), %xmm0
	movq	(%rsp), %rax
	movups	%xmm0, 264(%rax)
	movq	%rax, %rdi
	call	apply_args.constprop.0
.L1651:
	addl	$2, %ebp
	testl	%eax, %eax
	sete	%dl
	jmp	.L1645
.L2148:
	leaq	.LC263(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1628
	testl	%ebp, %ebp
	je	.L1628
	leaq	2208(%rsp), %rbp
	movq	%rbx, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC264(%rip), %rdx
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	%rbp, %rdi
	call	usage_error
	movl	%eax, %r14d
	jmp	.L1625
.L2147:
	movzbl	1(%rbx), %ebp
	jmp	.L1627
.L1950:
	xorl	%eax, %eax
	jmp	.L1626
.L2149:
	leaq	216(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%r12, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L2155
	movq	216(%rsp), %rax
	movq	(%rsp), %rcx
	movl	%eax, 168(%rcx)
	jmp	.L1630
.L2150:
	leaq	2208(%rsp), %rax
	xorl	%esi, %esi
	movq	%rax, 40(%rsp)
.L1634:
	movq	24(%rsp), %r14
	movq	(%rsp), %rdi
	movq	40(%rsp), %rcx
	movq	%r14, %rdx
	call	apply_args.constprop.0
	movq	%r14, %rdi
	movl	%eax, %ebx
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L1730
	movq	(%rsp), %rax
	movl	256(%rax), %r10d
	movq	248(%rax), %rbx
	testl	%r10d, %r10d
	je	.L1659
	testq	%rbx, %rbx
	je	.L1953
	cmpl	$0, 176(%rax)
	leaq	.LC242(%rip), %rdi
	jne	.L2145
.L1661:
	leaq	1104(%rsp), %r11
	movq	%rbx, %rcx
	movl	$1100, %esi
	xorl	%eax, %eax
	movq	%r11, %rdi
	leaq	.LC276(%rip), %rdx
	movq	%r11, 8(%rsp)
	call	snprintf@PLT
	movq	8(%rsp), %rdi
	movl	$1200, %edx
	leaq	4256(%rsp), %rax
	movq	%rax, %rsi
	movq	%rax, 64(%rsp)
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2156
	call	fclose@PLT
	movq	64(%rsp), %rdi
	call	remove@PLT
.L1662:
	movq	(%rsp), %rbx
	xorl	%eax, %eax
	leaq	576(%rsp), %rdi
	leaq	.LC278(%rip), %rdx
	movl	$96, %esi
	movq	%rdi, 48(%rsp)
	movq	264(%rbx), %rcx
	movq	272(%rbx), %r8
	call	snprintf@PLT
	cmpl	$1, 176(%rbx)
	jne	.L1664
	movq	224(%rbx), %rsi
	movq	%rsi, 24(%rsp)
	testq	%rsi, %rsi
	je	.L1665
	movq	40(%rsp), %r8
	movl	$2048, %r9d
	leaq	4256(%rsp), %rax
	movl	$1, %ecx
	leaq	.LC161(%rip), %rdx
	movq	%rax, %rdi
	movq	%rax, 64(%rsp)
	call	numbers_open
	testl	%eax, %eax
	jne	.L1730
	movl	$8192, %edi
	call	malloc@PLT
	movq	%rax, %r13
	testq	%rax, %rax
	je	.L2157
	leaq	1104(%rsp), %r11
	movq	40(%rsp), %rbp
	movq	64(%rsp), %r15
	xorl	%r12d, %r12d
	movl	$1024, %ebx
	movq	%r11, %r14
	jmp	.L1671
	.p2align 4,,10
	.p2align 3
.L1674:
	movq	1104(%rsp), %rax
	movq	%rax, 0(%r13,%r12,8)
	addq	$1, %r12
.L1671:
	movl	$2048, %ecx
	movq	%rbp, %rdx
	movq	%r14, %rsi
	movq	%r15, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L2158
	cmpq	$200000000, %r12
	je	.L2159
	cmpq	%r12, %rbx
	jne	.L1674
	movq	%rbx, %rsi
	movq	%r13, %rdi
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L1675
	addq	%rbx, %rbx
	movq	%rax, %r13
	jmp	.L1674
.L1953:
	leaq	.LC241(%rip), %rdi
.L2145:
	call	usage_error
	movl	%eax, %r14d
	jmp	.L1625
.L1659:
	testq	%rbx, %rbx
	je	.L1662
	movq	(%rsp), %rax
	cmpl	$3, 176(%rax)
	jne	.L1661
	leaq	.LC275(%rip), %rdi
	jmp	.L2145
.L1664:
	movq	(%rsp), %rax
	movq	184(%rax), %rbx
	movq	192(%rax), %r14
	movq	%rbx, %rcx
	movq	%rbx, 16(%rsp)
	orq	%r14, %rcx
	jne	.L1728
	cmpl	$0, 288(%rax)
	movabsq	$20000000000, %rdx
	movabsq	$5000000000, %rax
	cmove	%rdx, %rax
	movq	%rax, 16(%rsp)
.L1728:
	movq	(%rsp), %rax
	movq	16(%rax), %rsi
	testq	%rsi, %rsi
	jne	.L2160
.L1729:
	movq	(%rsp), %rax
	pxor	%xmm0, %xmm0
	movsd	200(%rax), %xmm4
	movq	(%rsp), %rax
	ucomisd	%xmm0, %xmm4
	movsd	%xmm4, 8(%rsp)
	jp	.L1993
	jne	.L1993
	cmpl	$1, 112(%rax)
	je	.L2161
	movq	(%rsp), %rax
	movl	32(%rax), %eax
	cmpl	$1, %eax
	je	.L1948
.L1736:
	cmpl	$2, %eax
	movq	(%rsp), %rax
	je	.L2162
	movq	40(%rax), %rcx
	testq	%r14, %r14
	jne	.L1785
	movq	16(%rsp), %rax
	xorl	%edx, %edx
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r14
.L1785:
	movabsq	$4611686018427387903, %rsi
	movq	%r14, %rax
	mulq	%rcx
	movq	%rax, %rdi
	xorl	%eax, %eax
	cmpq	%rdi, %rsi
	sbbq	%rdx, %rax
	jc	.L2163
	leaq	-1(%r14), %rax
	movq	(%rsp), %rdx
	imulq	%rcx, %rax
	cmpl	$0, 292(%rdx)
	movq	%r14, 96(%rdx)
	movq	%rax, 88(%rdx)
	jne	.L1782
	leaq	.LC333(%rip), %rax
	movq	%rcx, 128(%rdx)
	movq	%rax, 144(%rdx)
.L1782:
	movq	(%rsp), %rax
	movl	164(%rax), %ebp
	movq	96(%rax), %rax
	movq	%rax, %rbx
	cmpl	$1, %ebp
	je	.L1758
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jb	.L2164
.L1759:
	cmpl	$2, %ebp
	je	.L2165
.L1789:
	movq	(%rsp), %rax
	cmpl	$2, 112(%rax)
	movq	(%rax), %rcx
	je	.L2166
.L1794:
	movq	(%rsp), %rax
	xorl	%edi, %edi
	xorl	%r9d, %r9d
	movq	8(%rax), %r10
	movq	%r10, %r8
	addq	%rcx, %r8
	adcq	%rdi, %r9
	testq	%r10, %r10
	je	.L1797
	movq	16(%rax), %rax
	testq	%rax, %rax
	jne	.L2167
.L1797:
	movq	(%rsp), %rcx
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
	jc	.L2168
	movq	(%rsp), %rax
	movq	248(%rax), %rcx
	movl	176(%rax), %eax
	movq	%rcx, 160(%rsp)
	testq	%rcx, %rcx
	je	.L1800
	testl	%eax, %eax
	jne	.L1800
	cmpl	$3, %ebp
	je	.L2169
	movq	(%rsp), %rdi
	call	exact_by
	cmpl	$3, %eax
	je	.L2170
.L1841:
	movq	(%rsp), %rax
	movl	$288, %esi
	movl	168(%rax), %ebx
	movl	256(%rax), %ecx
	leal	1(%rbx), %edi
	movl	%ecx, 196(%rsp)
	call	calloc@PLT
	movq	%rbx, %rdi
	movl	$8, %esi
	movq	%rax, %r15
	movq	%rax, 96(%rsp)
	call	calloc@PLT
	movq	%rbx, %rdi
	movl	$8, %esi
	movq	%rax, %r14
	movq	%rax, 176(%rsp)
	call	calloc@PLT
	movl	$22, %ecx
	pxor	%xmm0, %xmm0
	leaq	800(%rsp), %rdi
	movq	%rax, 184(%rsp)
	movq	%rax, %rbx
	xorl	%eax, %eax
	testq	%r14, %r14
	movq	%rdi, 40(%rsp)
	rep stosl
	sete	%al
	testq	%r15, %r15
	movaps	%xmm0, 224(%rsp)
	sete	%dl
	orb	%dl, %al
	jne	.L1850
	testq	%rbx, %rbx
	je	.L1850
	movq	(%rsp), %rbx
	movq	40(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	testl	%eax, %eax
	je	.L2171
.L1850:
	movq	(%rsp), %rax
	movq	stderr(%rip), %rdi
	leaq	.LC369(%rip), %rsi
	movq	96(%rax), %rdx
	xorl	%eax, %eax
	call	fprintf@PLT
.L1849:
	movl	$1, %r14d
.L1855:
	movq	40(%rsp), %rdi
	call	buffers_free
	movq	176(%rsp), %rdi
	call	free@PLT
	movq	184(%rsp), %rdi
	call	free@PLT
	movq	96(%rsp), %rdi
	call	free@PLT
	jmp	.L1625
.L1993:
	cmpl	$1, 32(%rax)
	jne	.L2172
	movq	(%rsp), %rax
	cmpl	$1, 112(%rax)
	je	.L2173
.L1737:
	testq	%r14, %r14
	je	.L2174
.L1740:
	movq	(%rsp), %rax
	xorl	%ebx, %ebx
	movsd	8(%rsp), %xmm5
	movl	$1, %ebp
	movq	$0x000000000, 4264(%rsp)
	salq	$40, %rbp
	leaq	4256(%rsp), %r15
	movabsq	$-9223372036854775808, %r12
	movsd	%xmm5, 4256(%rsp)
	movq	208(%rax), %r13
	movq	%r13, 4272(%rsp)
	jmp	.L1753
.L2176:
	cmpq	%rbx, %r14
	sete	%al
.L1745:
	testb	%al, %al
	jne	.L2175
	comisd	.LC319(%rip), %xmm0
	jnb	.L1748
	cmpq	%rbp, %rbx
	je	.L1748
	comisd	.LC77(%rip), %xmm0
	jnb	.L1750
	cvttsd2siq	%xmm0, %rax
.L1751:
	testq	%rbx, %rbx
	jne	.L1752
	movq	(%rsp), %rcx
	movq	%rax, 80(%rcx)
.L1752:
	movq	(%rsp), %rcx
	addq	$1, %rbx
	movq	%rax, 88(%rcx)
.L1753:
	movq	%r15, %rdi
	call	poisson_next
	testq	%r14, %r14
	jne	.L2176
	movq	16(%rsp), %rax
	testq	%rax, %rax
	js	.L1746
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1747:
	comisd	%xmm1, %xmm0
	setnb	%al
	jmp	.L1745
.L2160:
	cmpq	%rsi, 8(%rax)
	jb	.L1729
	leaq	4256(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	1104(%rsp), %rdi
	movq	%rax, %rbx
	movq	(%rsp), %rax
	movq	8(%rax), %rsi
	call	fmt_us.constprop.0
	movq	40(%rsp), %rdi
	movq	%rbx, %r8
	leaq	.LC306(%rip), %rdx
	movq	%rax, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1730
.L1665:
	movq	(%rsp), %rax
	xorl	%r9d, %r9d
	movq	%r9, 672(%rsp)
	movq	232(%rax), %rax
	movq	%rax, %rdi
	movq	%rax, 8(%rsp)
	call	strlen@PLT
	cmpq	$255, %rax
	ja	.L2177
	leaq	.LC222(%rip), %rax
	movq	8(%rsp), %rcx
	movl	$256, %esi
	xorl	%r13d, %r13d
	movq	%rax, 24(%rsp)
	leaq	4256(%rsp), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	movq	%rdi, 64(%rsp)
	leaq	.LC284(%rip), %rbx
	leaq	928(%rsp), %rbp
	call	snprintf@PLT
	leaq	672(%rsp), %rax
	movl	$2, 16(%rsp)
	movq	%rax, 32(%rsp)
.L1691:
	movq	64(%rsp), %r14
	movq	8(%rsp), %rcx
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	movq	24(%rsp), %rdx
	movl	$256, %esi
	movq	%r14, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rdx
	movq	%r14, %rdi
	movq	%rbx, %rsi
	call	strtok_r@PLT
	movq	%rax, %r14
	xchgq	%r14, %rbp
.L1679:
	testq	%rbp, %rbp
	je	.L2178
	movl	$42, %esi
	movq	%rbp, %rdi
	call	strchr@PLT
	movq	$1, 928(%rsp)
	testq	%rax, %rax
	je	.L1680
	movb	$0, (%rax)
	leaq	1(%rax), %r15
	movq	%r14, %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%r15, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L2179
.L1680:
	leaq	1104(%rsp), %r15
	leaq	800(%rsp), %rdx
	movl	$1, %esi
	movq	%rbp, %rdi
	movl	$160, %r8d
	movq	%r15, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1682
	movq	928(%rsp), %rax
	testq	%rax, %rax
	je	.L1684
	movq	800(%rsp), %rdx
	addq	%r12, %rax
	.p2align 4,,10
	.p2align 3
.L1686:
	testq	%r13, %r13
	je	.L1685
	movq	%rdx, 0(%r13,%r12,8)
.L1685:
	addq	$1, %r12
	cmpq	%rax, %r12
	jne	.L1686
.L1684:
	movq	32(%rsp), %rdx
	movq	%rbx, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rbp
	jmp	.L1679
.L1750:
	subsd	.LC77(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	xorq	%r12, %rax
	jmp	.L1751
.L1746:
	movq	16(%rsp), %rcx
	pxor	%xmm1, %xmm1
	movq	%rcx, %rax
	andl	$1, %ecx
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1747
.L1800:
	cmpl	$2, %eax
	je	.L2180
	cmpl	$3, %eax
	jne	.L1841
	movq	(%rsp), %rax
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 928(%rsp)
	cmpl	$0, 32(%rax)
	jne	.L1983
	movq	%rax, %rdi
	call	closed_form_gap.part.0
	movq	%rax, %rsi
	testq	%rax, %rax
	je	.L2181
.L1842:
	leaq	.LC364(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %r14d
	call	printf@PLT
	jmp	.L1625
.L2158:
	testl	%eax, %eax
	js	.L1672
	movq	64(%rsp), %rdi
	call	numbers_close
.L1678:
	movq	(%rsp), %rdx
	leaq	336(%rsp), %rdi
	movl	$8, %ecx
	pxor	%xmm0, %xmm0
	movq	%rdi, 32(%rsp)
	movq	248(%rdx), %rax
	movq	128(%rdx), %r14
	movaps	%xmm0, 224(%rsp)
	movq	%rax, 72(%rsp)
	xorl	%eax, %eax
	cmpl	$0, 136(%rdx)
	rep stosl
	leaq	368(%rsp), %rdi
	movl	$8, %ecx
	movq	%rdi, 16(%rsp)
	rep stosl
	je	.L1692
	testq	%r12, %r12
	je	.L1693
	xorl	%ecx, %ecx
	xorl	%ebx, %ebx
	xorl	%eax, %eax
.L1694:
	movq	0(%r13,%rax,8), %rsi
	xorl	%edi, %edi
	addq	%rsi, %rcx
	adcq	%rdi, %rbx
	addq	$1, %rax
	cmpq	%r12, %rax
	jne	.L1694
	xorl	%eax, %eax
	movq	%rbx, %rdx
	cmpq	%r12, %rcx
	movl	$1, %r14d
	sbbq	%rax, %rdx
	jnc	.L2182
.L1696:
	xorl	%ebp, %ebp
	xorl	%ecx, %ecx
	jmp	.L1701
	.p2align 4,,10
	.p2align 3
.L2184:
	addq	$1, %rcx
	cmpq	%r12, %rcx
	jnb	.L2183
.L1701:
	movq	0(%r13,%rcx,8), %rax
	movl	$1, %esi
	cmpq	%r14, %rax
	jb	.L1698
	xorl	%edx, %edx
	divq	%r14
	movq	%rax, %rsi
.L1698:
	addq	%rbp, %rsi
	movq	%rsi, %rbp
	jnc	.L2184
.L1959:
	movl	$-2, %edi
.L1697:
	leaq	.LC289(%rip), %rsi
	call	cannot
	movl	%eax, %r14d
.L1705:
	movq	%r13, %rdi
	call	free@PLT
	jmp	.L1625
.L2183:
	leaq	-1(%rsi), %rax
	movq	%rsi, %rbx
	movabsq	$2305843009213693950, %rdx
	cmpq	%rax, %rdx
	jb	.L1702
	leaq	0(,%rsi,8), %rdi
	call	malloc@PLT
	movq	%rax, 160(%rsp)
	testq	%rax, %rax
	je	.L1704
	movq	%rbp, %r8
	movq	%r14, %rdx
	movq	%r12, %rsi
	movq	%r13, %rdi
	movq	160(%rsp), %rcx
	call	correct_co
	movq	(%rsp), %r15
	movq	%r12, %rsi
	movq	%r13, %rdi
	leaq	800(%rsp), %r8
	movl	160(%r15), %ecx
	movq	152(%r15), %rdx
	movq	%r8, 40(%rsp)
	call	summarise.isra.0
	movl	160(%r15), %ecx
	movq	%rbp, %rsi
	movq	152(%r15), %rdx
	movq	160(%rsp), %rdi
	leaq	928(%rsp), %r8
	movq	%r8, 8(%rsp)
	call	summarise.isra.0
	movq	32(%rsp), %r15
	xorl	%eax, %eax
	testq	%r12, %r12
	je	.L1936
.L1706:
	movq	0(%r13,%rax,8), %rsi
	cmpq	%r12, %rax
	jnb	.L2185
	movq	%rax, %rbp
	jmp	.L1710
	.p2align 4,,10
	.p2align 3
.L1709:
	addq	$1, %rbp
	cmpq	%r12, %rbp
	je	.L2186
.L1710:
	cmpq	%rsi, 0(%r13,%rbp,8)
	je	.L1709
	movq	%rbp, %r8
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%r15, %rdi
	subq	%rax, %r8
	call	dist_add
	cmpq	%r12, %rbp
	jnb	.L1936
	movq	%rbp, %rax
	jmp	.L1706
.L2186:
	movq	%r12, %r8
.L1708:
	movq	32(%rsp), %rdi
	subq	%rax, %r8
	movl	$1, %ecx
	xorl	%edx, %edx
	call	dist_add
.L1936:
	movq	32(%rsp), %rdi
	movq	16(%rsp), %rdx
	movq	%r14, %rsi
	call	dist_correct
	movl	360(%rsp), %eax
	orl	$-1, %edi
	orl	392(%rsp), %eax
	je	.L2187
.L1711:
	leaq	.LC290(%rip), %rsi
	call	cannot
	movl	%eax, %r14d
.L1714:
	movq	32(%rsp), %rdi
	call	dist_free
	movq	16(%rsp), %rdi
	call	dist_free
	movq	160(%rsp), %rdi
	call	free@PLT
	jmp	.L1705
.L1692:
	testq	%r12, %r12
	jne	.L1696
	jmp	.L1959
.L2156:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbx, %rcx
	movq	40(%rsp), %rbx
	leaq	.LC277(%rip), %rdx
	movq	%rax, %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	usage_error
	movl	%eax, %r14d
	jmp	.L1625
.L2166:
	cmpq	$0, 192(%rax)
	jne	.L2188
	movq	(%rsp), %rdx
	movq	16(%rsp), %rax
	movq	%rax, 104(%rdx)
	testq	%rax, %rax
	je	.L1794
	movq	120(%rdx), %rsi
	xorl	%edx, %edx
	divq	%rcx
	leaq	1(%rsi,%rax), %rax
	cmpl	$1, %ebp
	je	.L1795
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L1794
	leaq	.LC245(%rip), %rcx
.L1796:
	movq	40(%rsp), %rdi
	leaq	.LC338(%rip), %r8
	leaq	.LC339(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1730
.L2175:
	testq	%rbx, %rbx
	je	.L2189
	movq	(%rsp), %rcx
	movsd	8(%rsp), %xmm6
	cmpl	$0, 292(%rcx)
	movq	%r13, 56(%rcx)
	movq	%rbx, 96(%rcx)
	movsd	%xmm6, 48(%rcx)
	jne	.L1755
	movsd	.LC69(%rip), %xmm0
	movsd	.LC77(%rip), %xmm1
	divsd	%xmm6, %xmm0
	comisd	%xmm1, %xmm0
	jnb	.L1756
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 128(%rcx)
.L1757:
	movq	(%rsp), %rcx
	movl	$1, %edx
	movq	128(%rcx), %rax
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 128(%rcx)
	leaq	.LC323(%rip), %rax
	movq	%rax, 144(%rcx)
.L1755:
	movq	(%rsp), %rax
	movl	164(%rax), %ebp
	cmpl	$1, %ebp
	jne	.L1759
	movq	96(%rax), %rax
.L1758:
	movq	%rax, %rbx
	movl	$1, %ebp
	leaq	.LC334(%rip), %r8
	leaq	.LC250(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L1789
	jmp	.L2144
.L2155:
	leaq	2208(%rsp), %rbx
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC265(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	usage_error
	movl	%eax, %r14d
	jmp	.L1625
.L2180:
	movq	(%rsp), %rax
	cmpl	$0, 32(%rax)
	jne	.L1803
	movl	136(%rax), %ebx
	testl	%ebx, %ebx
	jne	.L1803
	movq	(%rsp), %r14
	leaq	.LC167(%rip), %rsi
	leaq	LOAD_PCT.5(%rip), %r13
	movq	240(%r14), %rax
	movq	%rax, %rdi
	movq	%rax, 64(%rsp)
	call	strcmp@PLT
	movl	$32, %ecx
	pxor	%xmm0, %xmm0
	leaq	800(%rsp), %rdi
	cmpl	$1, %eax
	movl	%eax, 16(%rsp)
	movq	96(%r14), %rax
	sbbq	%r8, %r8
	imulq	40(%r14), %rax
	movq	%rdi, 40(%rsp)
	xorl	%r15d, %r15d
	andl	$3, %r8d
	movaps	%xmm0, 400(%rsp)
	xorl	%r12d, %r12d
	leaq	480(%rsp), %r14
	addq	$8, %r8
	movq	%rax, 24(%rsp)
	movl	%ebx, %eax
	rep stosl
	leaq	928(%rsp), %rax
	movq	%r8, 32(%rsp)
	movq	%rax, 8(%rsp)
	jmp	.L1818
.L2192:
	imulq	$100, 928(%rsp), %rax
	movl	0(%r13,%r12,4), %ecx
	movl	%ecx, %edx
	shrl	%edx
	addq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	%rax, 968(%rsp)
	movq	24(%rsp), %rax
	movq	%rcx, 1056(%rsp)
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, 1024(%rsp)
.L1807:
	movq	8(%rsp), %rsi
	movq	%r14, %rdi
	call	buffers_init
	testl	%eax, %eax
	jne	.L1978
	cmpl	$0, 960(%rsp)
	jne	.L2190
	movq	8(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, 800(%rsp,%r15,8)
	testq	%rax, %rax
	jne	.L1811
	leaq	1104(%rsp), %rbp
	movq	8(%rsp), %rdi
	movq	%rbp, %rsi
	call	closed_form
.L1813:
	testl	%eax, %eax
	jne	.L1809
	imulq	$288, %r15, %rax
	movq	8(%rsp), %rdi
	leaq	432(%rsp), %rcx
	movq	%r14, %rsi
	leaq	4256(%rsp,%rax), %rbx
	movq	%rbx, %rdx
	call	run_once
	testl	%eax, %eax
	jne	.L1809
	movq	480(%rsp), %rdi
	call	free@PLT
	movq	488(%rsp), %rdi
	call	free@PLT
	movq	496(%rsp), %rdi
	call	free@PLT
	movq	536(%rsp), %rdi
	call	free@PLT
	movq	560(%rsp), %rdi
	call	free@PLT
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	movl	%r12d, %esi
	leaq	400(%rsp), %rdi
	call	check_outcome
	cmpl	$0, 16(%rsp)
	jne	.L1816
	movl	0(%r13,%r12,4), %eax
.L1817:
	movq	%rax, 672(%rsp,%r15,8)
	addq	$1, %r15
.L1808:
	movq	32(%rsp), %rax
	addq	$1, %r12
	cmpq	%rax, %r12
	je	.L2191
.L1818:
	cmpl	$0, 16(%rsp)
	movq	8(%rsp), %rdi
	movl	$44, %ecx
	movq	(%rsp), %rsi
	rep movsl
	je	.L2192
	leaq	STALL_US.4(%rip), %rax
	imulq	$1000, (%rax,%r12,8), %rdx
	movq	944(%rsp), %rax
	subq	$1, %rax
	movq	%rdx, 936(%rsp)
	cmpq	%rdx, %rax
	jnb	.L1807
	jmp	.L1808
.L2167:
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
	jmp	.L1797
.L2182:
	movq	%rcx, %rdi
	movq	%rbx, %rsi
	movq	%r12, %rdx
	xorl	%ecx, %ecx
	call	__udivti3@PLT
	movq	%rax, %r14
	jmp	.L1696
.L2171:
	xorl	%eax, %eax
	cmpq	$0, 160(%rsp)
	setne	%al
	cmpl	$0, 32(%rbx)
	movl	%eax, 836(%rsp)
	jne	.L1984
	movq	%rbx, %rdi
	call	closed_form_gap.part.0
	movq	%rax, 168(%rsp)
	testq	%rax, %rax
	jne	.L1851
	leaq	4256(%rsp), %rax
	movq	(%rsp), %rdi
	movq	%rax, %rsi
	movq	%rax, 64(%rsp)
	call	closed_form
.L1853:
	testl	%eax, %eax
	jne	.L2193
	leaq	.LC371(%rip), %rdi
	call	puts@PLT
	movq	48(%rsp), %rsi
	leaq	.LC372(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	(%rsp), %rbx
	leaq	672(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 32(%rsp)
	movq	(%rbx), %rsi
	call	fmt_us.constprop.0
	leaq	.LC373(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$0, 8(%rbx)
	je	.L2194
	movq	(%rsp), %r14
	cmpq	$0, 16(%r14)
	movq	24(%r14), %rsi
	jne	.L1858
	leaq	928(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 8(%rsp)
	call	fmt_us.constprop.0
	movq	8(%r14), %rsi
	movq	32(%rsp), %rdi
	movq	%rax, %rbx
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC375(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1857:
	movq	(%rsp), %rax
	cmpl	$0, 32(%rax)
	movq	96(%rax), %rbx
	je	.L2195
	xorl	%eax, %eax
	cmpq	$1, %rbx
	jbe	.L1861
	movq	(%rsp), %rcx
	subq	$1, %rbx
	xorl	%edx, %edx
	movq	88(%rcx), %rax
	subq	80(%rcx), %rax
	divq	%rbx
.L1861:
	movq	32(%rsp), %rdi
	movq	%rax, %rsi
	call	fmt_us.constprop.0
	leaq	.LC378(%rip), %rdi
	movq	%rax, %rcx
	movq	(%rsp), %rax
	movl	32(%rax), %esi
	movq	96(%rax), %rdx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1860:
	movq	(%rsp), %rbx
	leaq	.LC8(%rip), %rax
	leaq	.LC259(%rip), %rcx
	leaq	.LC379(%rip), %rdi
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
	jne	.L2196
.L1863:
	xorl	%eax, %eax
	leaq	.LC381(%rip), %rdi
	call	printf@PLT
	movq	(%rsp), %rax
	cmpl	$0, 136(%rax)
	jne	.L2197
	movq	(%rsp), %rax
	movq	144(%rax), %rbx
	testq	%rbx, %rbx
	je	.L2198
.L1866:
	movq	(%rsp), %rax
	movq	32(%rsp), %rdi
	movq	128(%rax), %rsi
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC383(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1865:
	movq	(%rsp), %rbx
	movq	8(%rsp), %rdi
	movq	152(%rbx), %rsi
	call	fmt_us.constprop.0
	movl	160(%rbx), %ecx
	leaq	.LC384(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 32(%rbx)
	je	.L2199
	movq	(%rsp), %rcx
	movq	96(%rcx), %rax
	movq	%rax, 16(%rsp)
	mulq	(%rcx)
	movq	88(%rcx), %rcx
	movq	%rax, %rdi
	xorl	%eax, %eax
	cmpq	%rcx, %rdi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	setnc	%al
	movzbl	%al, %eax
.L1868:
	testl	%eax, %eax
	jne	.L2200
.L1945:
	cmpq	$0, 168(%rsp)
	je	.L2201
	movq	168(%rsp), %rsi
	leaq	.LC387(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC388(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1871:
	movl	832(%rsp), %eax
	cmpl	$2, %eax
	je	.L2202
	subl	$1, %eax
	je	.L2203
	movl	$65536, %esi
	leaq	.LC391(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1873:
	movq	(%rsp), %rax
	leaq	.LC392(%rip), %rdi
	movl	168(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	movq	144(%rsp), %r12
	movq	152(%rsp), %r13
	xorl	%r10d, %r10d
.L1883:
	movl	%r10d, %eax
	movq	96(%rsp), %rcx
	movq	40(%rsp), %rsi
	movl	%r10d, 16(%rsp)
	imulq	$288, %rax, %rax
	movq	(%rsp), %rdi
	movl	832(%rsp), %ebx
	addq	%rcx, %rax
	movq	32(%rsp), %rcx
	movq	%rax, %rdx
	movq	%rax, 144(%rsp)
	call	run_once
	movl	16(%rsp), %r10d
	testl	%eax, %eax
	jne	.L2204
	movl	832(%rsp), %eax
	movl	%eax, 192(%rsp)
	cmpl	%eax, %ebx
	je	.L1876
	movl	$4194304, %esi
	leaq	.LC394(%rip), %rdi
	xorl	%eax, %eax
	movl	%r10d, 16(%rsp)
	call	printf@PLT
	movl	16(%rsp), %r10d
.L1876:
	testl	%r10d, %r10d
	leaq	.LC8(%rip), %rax
	leaq	.LC395(%rip), %rcx
	movl	%r10d, 80(%rsp)
	cmove	%rcx, %rax
	leaq	1104(%rsp), %r11
	movabsq	$-3689348814741910323, %r15
	movabsq	$-3689348814741910324, %r14
	movq	%rax, 112(%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rax, 24(%rsp)
	movq	144(%rsp), %rax
	addq	$8, %rax
	movq	%rax, 16(%rsp)
	leaq	.LC222(%rip), %rax
	movq	%rax, 128(%rsp)
.L1881:
	movq	24(%rsp), %rax
	movl	80(%rsp), %esi
	leaq	.LC396(%rip), %rdi
	movq	%r11, 72(%rsp)
	movq	112(%rsp), %rdx
	leaq	PCT_NAME(%rip), %rbx
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %rbp
	leaq	.LC234(%rip), %rdi
	xorl	%eax, %eax
	movq	-8(%rbp), %rsi
	call	printf@PLT
	movq	%r12, 48(%rsp)
	movq	%r13, 56(%rsp)
	movq	72(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L1877:
	movq	0(%rbp), %rdx
	movq	(%rbx), %rsi
	leaq	.LC235(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %rbp
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rax, %rbx
	jne	.L1877
	movq	16(%rsp), %rax
	movb	$0, 1151(%rsp)
	movq	%r13, %r11
	movl	$47, %esi
	movl	$9, %edi
	movq	56(%rax), %rcx
	movq	64(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L1880:
	movq	%rcx, %r8
	movq	%rcx, %r9
	addq	%rbx, %r8
	adcq	$0, %r8
	xorl	%r13d, %r13d
	movq	%r8, %rax
	mulq	%r15
	movq	%rdx, %rax
	andq	$-4, %rdx
	shrq	$2, %rax
	addq	%rax, %rdx
	movq	%rcx, %rax
	subq	%rdx, %r8
	movq	%rbx, %rdx
	subq	%r8, %rax
	movq	%r8, %r12
	sbbq	%r13, %rdx
	subq	$1, %rsi
	movq	%rdx, %r8
	movq	%rax, %rdx
	imulq	%r14, %rdx
	imulq	%r15, %r8
	addq	%rdx, %r8
	mulq	%r15
	addq	%r8, %rdx
	movq	%rax, %r8
	andl	$1, %r8d
	shrdq	$1, %rdx, %rax
	leaq	(%r8,%r8,4), %r8
	shrq	%rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	leal	48(%r8,%r12), %r8d
	cmpq	%r9, %rdi
	movb	%r8b, (%r11,%rsi)
	movq	%rbx, %r8
	movq	%rdx, %rbx
	sbbq	%r8, %rax
	jc	.L1880
	movq	8(%rsp), %rbp
	leaq	(%r11,%rsi), %rcx
	xorl	%eax, %eax
	movl	$48, %esi
	movq	128(%rsp), %rdx
	movq	%r11, 48(%rsp)
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rbx
	xorl	%eax, %eax
	movq	%rbp, %rdx
	leaq	.LC397(%rip), %rdi
	movq	48(%rbx), %rsi
	addq	$80, %rbx
	call	printf@PLT
	addq	$8, 24(%rsp)
	movq	24(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rcx
	movq	%rbx, 16(%rsp)
	movq	48(%rsp), %r11
	cmpq	%rcx, %rax
	jne	.L1881
	movl	80(%rsp), %r10d
	movq	144(%rsp), %rcx
	leaq	224(%rsp), %rdi
	movq	%r11, 24(%rsp)
	movq	64(%rsp), %rdx
	movl	%r10d, %esi
	movl	%r10d, 16(%rsp)
	call	check_outcome
	movl	16(%rsp), %r10d
	movq	24(%rsp), %r11
	testl	%r10d, %r10d
	je	.L1882
	movsd	672(%rsp), %xmm0
	movq	176(%rsp), %rcx
	leal	-1(%r10), %eax
	movsd	%xmm0, (%rcx,%rax,8)
	movq	184(%rsp), %rcx
	movsd	680(%rsp), %xmm0
	movsd	%xmm0, (%rcx,%rax,8)
.L1882:
	movq	(%rsp), %rax
	addl	$1, %r10d
	movl	168(%rax), %ebp
	cmpl	%r10d, %ebp
	jnb	.L1883
	movl	%ebp, %r14d
	movq	%r11, 112(%rsp)
	leaq	0(,%r14,8), %r12
	movq	%r14, 48(%rsp)
	movq	%r12, %rdi
	call	malloc@PLT
	movq	%r12, %rdi
	movq	%rax, %r15
	movq	%rax, 64(%rsp)
	call	malloc@PLT
	movq	%r14, %rdi
	salq	$4, %rdi
	movq	%rax, %rbx
	call	malloc@PLT
	testq	%r15, %r15
	movq	112(%rsp), %r11
	setne	%dl
	testq	%rbx, %rbx
	movq	%rax, %rdi
	movq	%rax, 72(%rsp)
	setne	%al
	movq	%r11, 144(%rsp)
	movq	%r11, %r13
	andl	%eax, %edx
	xorl	%eax, %eax
	testq	%rdi, %rdi
	setne	%al
	addq	%r15, %r12
	xorl	%r14d, %r14d
	movq	%rbx, %r15
	andl	%edx, %eax
	subl	$1, %eax
	movl	%eax, 16(%rsp)
	movl	%ebp, %eax
	shrl	%eax
	leaq	(%rbx,%rax,8), %rdx
	salq	$4, %rax
	addq	%rdi, %rax
	movq	%rdx, 80(%rsp)
	movq	%rax, 128(%rsp)
	movq	96(%rsp), %rax
	movq	%rax, 24(%rsp)
.L1884:
	cmpl	$2, %r14d
	jg	.L1996
	cmpl	$0, 16(%rsp)
	jne	.L1996
	movq	24(%rsp), %rax
	leaq	240(%rsp), %r9
	xorl	%ebx, %ebx
	movq	%r15, 200(%rsp)
	movq	$0x000000000, (%r9,%r14,8)
	movl	%ebp, %r15d
	movq	%rbx, %rbp
	movq	%r13, %rbx
	addq	$296, %rax
	movq	%r9, %r13
	movq	%rax, 112(%rsp)
.L1885:
	orq	$-1, %rcx
	testl	%r15d, %r15d
	je	.L1893
	movq	112(%rsp), %rax
	movq	64(%rsp), %rdx
	orq	$-1, %rcx
	leaq	(%rax,%rbp), %rsi
	jmp	.L1888
	.p2align 4,,10
	.p2align 3
.L2205:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1887:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%rdx, %r12
	je	.L1893
.L1888:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L2205
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1887
.L2174:
	movq	16(%rsp), %rax
	testq	%rax, %rax
	js	.L1741
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1742:
	divsd	.LC69(%rip), %xmm0
	mulsd	8(%rsp), %xmm0
	leaq	.LC316(%rip), %r8
	leaq	.LC317(%rip), %rcx
	comisd	.LC315(%rip), %xmm0
	jbe	.L1740
.L2143:
	movq	40(%rsp), %rdi
	leaq	.LC318(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1730
.L2187:
	movq	(%rsp), %rax
	movq	32(%rsp), %rdi
	leaq	1104(%rsp), %rbp
	movq	%rbp, %rcx
	movq	152(%rax), %r15
	movl	160(%rax), %edx
	movq	%r15, %rsi
	movl	%edx, 128(%rsp)
	call	dist_summarise
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L1711
	movq	16(%rsp), %rdi
	movq	64(%rsp), %rcx
	movq	%r15, %rsi
	movl	128(%rsp), %edx
	call	dist_summarise
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L1711
	movq	40(%rsp), %xmm0
	leaq	240(%rsp), %rax
	xorl	%r15d, %r15d
	movq	%r13, 144(%rsp)
	movq	%rax, 128(%rsp)
	leaq	272(%rsp), %rax
	movhps	8(%rsp), %xmm0
	movq	%r12, 168(%rsp)
	movaps	%xmm0, 240(%rsp)
	movq	%rbp, %xmm0
	leaq	224(%rsp), %rbp
	movhps	64(%rsp), %xmm0
	movq	%rax, 64(%rsp)
	movq	%r14, 176(%rsp)
	movq	%r15, %r14
	movq	%rbx, %r15
	movaps	%xmm0, 272(%rsp)
.L1715:
	leaq	names.9(%rip), %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	movq	(%rcx,%r14), %r12
	movq	%rax, %rbx
.L1716:
	movq	128(%rsp), %rax
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	movq	%r12, %rdx
	movq	%rsi, 88(%rsp)
	leaq	PCT_NAME(%rip), %rcx
	xorl	%esi, %esi
	movq	(%rax,%r14), %r13
	movq	64(%rsp), %rax
	movq	(%rcx,%rbx,8), %rcx
	movq	(%rax,%r14), %rbp
	movslq	%ebx, %rax
	addq	$1, %rbx
	movq	8(%rbp,%rax,8), %r8
	movq	8(%r13,%rax,8), %rax
	movq	%rax, 80(%rsp)
	pushq	88(%rsp)
	.cfi_def_cfa_offset 8936
	pushq	88(%rsp)
	.cfi_def_cfa_offset 8944
	movq	%rdi, 200(%rsp)
	call	check
	cmpq	$6, %rbx
	popq	%rdi
	.cfi_def_cfa_offset 8936
	popq	%r8
	.cfi_def_cfa_offset 8928
	movq	184(%rsp), %rdi
	jne	.L1716
	movq	0(%r13), %rax
	movq	%rbp, %rbx
	xorl	%r11d, %r11d
	xorl	%r9d, %r9d
	movq	%r11, 104(%rsp)
	movq	(%rbx), %r8
	movq	%r12, %rdx
	xorl	%esi, %esi
	movq	%rax, 96(%rsp)
	leaq	.LC0(%rip), %rcx
	movq	%rdi, %rbp
	pushq	104(%rsp)
	.cfi_def_cfa_offset 8936
	pushq	104(%rsp)
	.cfi_def_cfa_offset 8944
	call	check
	movq	56(%r13), %rax
	movq	56(%rbx), %r8
	xorl	%r9d, %r9d
	leaq	.LC5(%rip), %rcx
	movq	%r12, %rdx
	xorl	%esi, %esi
	movq	%rbp, %rdi
	movq	%rax, 128(%rsp)
	xorl	%eax, %eax
	movq	%rax, 136(%rsp)
	pushq	136(%rsp)
	.cfi_def_cfa_offset 8952
	pushq	136(%rsp)
	.cfi_def_cfa_offset 8960
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 8928
	movq	64(%rbx), %r8
	movq	%r12, %rdx
	movq	72(%rbx), %r9
	pushq	72(%r13)
	.cfi_def_cfa_offset 8936
	xorl	%esi, %esi
	movq	%rbp, %rdi
	pushq	64(%r13)
	.cfi_def_cfa_offset 8944
	leaq	.LC227(%rip), %rcx
	call	check
	popq	%rax
	.cfi_def_cfa_offset 8936
	popq	%rdx
	.cfi_def_cfa_offset 8928
	cmpq	$8, %r14
	je	.L1717
	movl	$8, %r14d
	jmp	.L1715
.L2188:
	xorl	%r8d, %r8d
	movq	%r8, 104(%rax)
	jmp	.L1794
.L1803:
	leaq	.LC345(%rip), %rdi
	call	usage_error
	movl	%eax, %r14d
	jmp	.L1625
.L2170:
	movq	(%rsp), %rax
	movq	40(%rsp), %rbx
	movl	$1048576, %r8d
	leaq	.LC344(%rip), %rdx
	movl	$2048, %esi
	movq	96(%rax), %rcx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	usage_error
	movl	%eax, %r14d
	jmp	.L1625
.L1893:
	movq	%rcx, 8(%rbx,%rbp)
	movq	64(%rsp), %rsi
	movl	%r15d, %edx
	addq	$8, %rbp
	movq	8(%rsp), %rdi
	call	stats_of
	movsd	944(%rsp), %xmm0
	maxsd	0(%r13,%r14,8), %xmm0
	movsd	%xmm0, 0(%r13,%r14,8)
	cmpq	$48, %rbp
	jne	.L1885
	movl	%r15d, %ebp
	movq	24(%rsp), %rcx
	movq	%rbx, %r13
	xorl	%edx, %edx
	movq	200(%rsp), %r15
	jmp	.L1891
.L1894:
	movq	(%rcx), %rax
	movq	%rax, (%r15,%rdx,8)
	addq	$1, %rdx
.L1891:
	addq	$288, %rcx
	cmpl	%ebp, %edx
	jb	.L1894
	movq	48(%rsp), %rsi
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movq	%r15, %rdi
	call	qsort@PLT
	movq	80(%rsp), %rax
	movq	24(%rsp), %rcx
	movq	(%rax), %rdx
	movq	%rdx, 0(%r13)
	xorl	%edx, %edx
	jmp	.L1895
.L1896:
	movq	56(%rcx), %rax
	movq	%rax, (%r15,%rdx,8)
	addq	$1, %rdx
.L1895:
	addq	$288, %rcx
	cmpl	%ebp, %edx
	jb	.L1896
	movq	48(%rsp), %rsi
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movq	%r15, %rdi
	call	qsort@PLT
	movq	80(%rsp), %rax
	movq	24(%rsp), %rcx
	movq	72(%rsp), %rsi
	movq	(%rax), %rdx
	movq	%rdx, 56(%r13)
	xorl	%edx, %edx
	jmp	.L1897
.L1898:
	movq	%rdx, %rax
	movdqa	64(%rcx), %xmm5
	addq	$1, %rdx
	salq	$4, %rax
	movaps	%xmm5, (%rsi,%rax)
.L1897:
	addq	$288, %rcx
	cmpl	%ebp, %edx
	jb	.L1898
	movq	48(%rsp), %rsi
	movq	72(%rsp), %rdi
	leaq	cmp_u128(%rip), %rcx
	movl	$16, %edx
	addq	$1, %r14
	addq	$80, %r13
	call	qsort@PLT
	movq	128(%rsp), %rax
	addq	$80, 24(%rsp)
	movdqa	(%rax), %xmm6
	movaps	%xmm6, -16(%r13)
	movaps	%xmm6, 112(%rsp)
	jmp	.L1884
.L2190:
	leaq	.LC247(%rip), %rax
	movq	%rax, 800(%rsp,%r15,8)
.L1811:
	leaq	1104(%rsp), %rbp
	movq	8(%rsp), %rdi
	xorl	%ecx, %ecx
	movl	$1, %esi
	movq	%rbp, %rdx
	call	walk_outcome
	jmp	.L1813
.L1816:
	movq	936(%rsp), %rax
	jmp	.L1817
.L1702:
	testq	%rsi, %rsi
	je	.L1959
.L1704:
	orl	$-1, %edi
	jmp	.L1697
.L1748:
	leaq	.LC316(%rip), %r8
	leaq	.LC320(%rip), %rcx
	jmp	.L2143
.L2159:
	movq	24(%rsp), %rcx
	movq	40(%rsp), %rdi
	leaq	.LC280(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
.L1672:
	movq	64(%rsp), %rdi
	call	numbers_close
	movq	%r13, %rdi
	call	free@PLT
	jmp	.L1730
.L2185:
	movq	%rax, %r8
	jmp	.L1708
.L2161:
	cmpq	$1, 120(%rax)
	ja	.L1949
	movq	(%rsp), %rax
	movl	32(%rax), %eax
	cmpl	$1, %eax
	jne	.L1736
	movsd	8(%rsp), %xmm5
	ucomisd	%xmm0, %xmm5
	jp	.L1737
	jne	.L1737
.L1948:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC313(%rip), %rcx
	leaq	.LC314(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1730
.L2173:
	movq	(%rsp), %rax
	cmpq	$1, 120(%rax)
	jbe	.L1737
.L1949:
	movq	40(%rsp), %rdi
	leaq	.LC310(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC311(%rip), %rcx
	leaq	.LC312(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1730
.L2165:
	leaq	4256(%rsp), %rsi
	movq	(%rsp), %rdi
	movq	%rsi, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L1789
	movq	(%rsp), %rax
	leaq	.LC247(%rip), %rcx
	cmpl	$0, 32(%rax)
	jne	.L1791
	movq	%rax, %rdi
	call	closed_form_gap.part.0
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L2206
.L1791:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	leaq	.LC337(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1730
.L2162:
	xorl	%r10d, %r10d
	movq	40(%rsp), %r8
	movl	$2048, %r9d
	xorl	%ecx, %ecx
	movq	%r10, 296(%rax)
	leaq	1104(%rsp), %r11
	movq	216(%rax), %rsi
	leaq	.LC151(%rip), %rdx
	movq	%r11, %rdi
	movq	%r11, 8(%rsp)
	movq	%rsi, 32(%rsp)
	call	numbers_open
	movl	%eax, %r15d
	testl	%eax, %eax
	jne	.L1730
	movq	1104(%rsp), %rdi
	call	fileno@PLT
	leaq	4256(%rsp), %rsi
	movl	%eax, %edi
	call	fstat@PLT
	movq	8(%rsp), %r11
	testl	%eax, %eax
	jne	.L1762
	movl	4280(%rsp), %eax
	xorl	%r15d, %r15d
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%r15b
.L1762:
	xorl	%r12d, %r12d
	leaq	928(%rsp), %rax
	xorl	%ebp, %ebp
	xorl	%r13d, %r13d
	movq	%r11, 24(%rsp)
	movq	%rax, 8(%rsp)
	movq	%r12, %rax
	movq	%rbx, %r12
	movq	%rax, %rbx
.L1763:
	movq	40(%rsp), %rdx
	movq	8(%rsp), %rsi
	movl	$2048, %ecx
	movq	24(%rsp), %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L2207
	movq	1152(%rsp), %rax
	testl	%r15d, %r15d
	jne	.L1764
	movl	$1, %ecx
	salq	$40, %rcx
	cmpq	%rax, %rcx
	jb	.L1969
	testq	%r14, %r14
	jne	.L1766
	movq	928(%rsp), %rax
	testq	%r12, %r12
	je	.L1768
	cmpq	%r12, %rax
	jnb	.L1763
.L1768:
	movq	(%rsp), %rcx
	testq	%r13, %r13
	cmove	%rax, %rbp
	addq	$1, %r13
	movq	%rax, 88(%rcx)
	jmp	.L1763
.L1764:
	cmpq	$200000000, %rax
	ja	.L1970
	testq	%r14, %r14
	je	.L2146
	cmpq	%r13, %r14
	je	.L1763
.L2146:
	testq	%r12, %r12
	je	.L1771
	cmpq	%r12, 928(%rsp)
	jnb	.L1763
.L1771:
	movq	(%rsp), %rax
	movq	296(%rax), %rdi
	cmpq	%r13, %rbx
	je	.L2208
.L1774:
	movq	928(%rsp), %rax
	movq	%rax, (%rdi,%r13,8)
.L2141:
	movq	928(%rsp), %rax
	jmp	.L1768
.L1766:
	cmpq	%r13, %r14
	je	.L1763
	testq	%r12, %r12
	je	.L2141
	cmpq	%r12, 928(%rsp)
	jb	.L2141
	jmp	.L1763
.L2208:
	testq	%rbx, %rbx
	je	.L1775
	movq	%rbx, %rsi
	salq	$4, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2140
	movq	(%rsp), %rax
	addq	%rbx, %rbx
	movq	%rdi, 296(%rax)
	jmp	.L1774
.L1775:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2140
	movq	(%rsp), %rax
	movl	$1024, %ebx
	movq	%rdi, 296(%rax)
	jmp	.L1774
.L1984:
	leaq	.LC247(%rip), %rax
	movq	%rax, 168(%rsp)
.L1851:
	leaq	4256(%rsp), %rax
	movq	(%rsp), %rdi
	xorl	%ecx, %ecx
	movl	$1, %esi
	movq	%rax, %rdx
	movq	%rax, 64(%rsp)
	call	walk_outcome
	jmp	.L1853
.L2207:
	movq	24(%rsp), %rdi
	movl	%eax, 8(%rsp)
	call	numbers_close
	movl	8(%rsp), %eax
	testl	%eax, %eax
	js	.L1772
	movq	(%rsp), %rcx
	movq	296(%rcx), %rax
	movq	216(%rcx), %rdi
	movq	%rax, 72(%rcx)
	testq	%r13, %r13
	je	.L2209
	movq	(%rsp), %rax
	cmpl	$0, 292(%rax)
	movq	%rdi, 64(%rax)
	movq	%r13, 96(%rax)
	movq	%rbp, 80(%rax)
	jne	.L1782
	cmpq	$1, %r13
	je	.L1783
	movq	88(%rax), %rax
	leaq	-1(%r13), %rcx
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rax, 8(%rsp)
	subq	%rbp, %rsi
	movq	%rsi, %rax
	divq	%rcx
	cmpq	%rcx, %rsi
	jb	.L1783
	movq	(%rsp), %rcx
	movq	%rax, 128(%rcx)
	leaq	.LC330(%rip), %rax
	movq	%rax, 144(%rcx)
	jmp	.L1782
.L1682:
	leaq	.LC8(%rip), %r8
	movq	%r15, %rcx
	leaq	.LC286(%rip), %rdx
.L2138:
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r13, %rdi
	call	free@PLT
	jmp	.L1730
.L1741:
	movq	16(%rsp), %rcx
	pxor	%xmm0, %xmm0
	movq	%rcx, %rax
	andl	$1, %ecx
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1742
.L1978:
	orl	$-1, %eax
.L1809:
	movq	%r14, %rdi
	movl	%eax, (%rsp)
	call	buffers_free
	movl	(%rsp), %edi
	leaq	.LC346(%rip), %rsi
	call	cannot
	movl	%eax, %r14d
	jmp	.L1625
.L2178:
	cmpl	$1, 16(%rsp)
	movq	%r14, %rbp
	jne	.L2210
	leaq	.LC243(%rip), %rax
	movq	%rax, 24(%rsp)
	testq	%r13, %r13
	jne	.L1678
	jmp	.L1730
.L2179:
	leaq	.LC159(%rip), %r8
	movq	%r15, %rcx
	leaq	.LC285(%rip), %rdx
	jmp	.L2138
.L2204:
	leaq	.LC393(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %r14d
	jmp	.L1855
.L2203:
	leaq	.LC390(%rip), %rdi
	call	puts@PLT
	jmp	.L1873
.L1675:
	movq	4304(%rsp), %r8
	movq	24(%rsp), %rcx
	xorl	%eax, %eax
	leaq	.LC424(%rip), %rdx
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1672
.L1970:
	movq	24(%rsp), %r11
	leaq	.LC246(%rip), %r8
.L1765:
	movq	%r11, 8(%rsp)
	movq	32(%rsp), %rcx
	leaq	.LC324(%rip), %rdx
.L2142:
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	8(%rsp), %rdi
	call	numbers_close
.L1772:
	movq	(%rsp), %rbx
	movq	296(%rbx), %rdi
	call	free@PLT
	xorl	%r9d, %r9d
	movq	%r9, 296(%rbx)
	jmp	.L1730
.L1969:
	movq	24(%rsp), %r11
	leaq	.LC245(%rip), %r8
	jmp	.L1765
.L1717:
	movq	168(%rsp), %r12
	leaq	.LC291(%rip), %rdi
	movq	144(%rsp), %r13
	movq	%r15, %rbx
	movq	%r14, %r15
	movq	176(%rsp), %r14
	call	puts@PLT
	movq	24(%rsp), %rdx
	movq	%r12, %rcx
	xorl	%eax, %eax
	movq	48(%rsp), %rsi
	leaq	.LC292(%rip), %rdi
	call	printf@PLT
	movq	(%rsp), %rbp
	leaq	432(%rsp), %rdi
	movq	152(%rbp), %rsi
	call	fmt_us.constprop.0
	movl	160(%rbp), %edx
	cmpl	$0, 136(%rbp)
	movq	%rax, %r8
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rcx
	je	.L1964
	leaq	.LC244(%rip), %rdx
	leaq	.LC8(%rip), %rbp
.L1718:
	leaq	400(%rsp), %rdi
	movq	%r14, %rsi
	movq	%rdx, 64(%rsp)
	movq	%rcx, 24(%rsp)
	movq	%r8, (%rsp)
	call	fmt_us.constprop.0
	movq	(%rsp), %r8
	movq	24(%rsp), %rcx
	leaq	.LC293(%rip), %rdi
	movq	64(%rsp), %rdx
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC294(%rip), %rdi
	call	puts@PLT
	call	print_header
	movl	$10, %edi
	call	putchar@PLT
	movq	40(%rsp), %rsi
	leaq	.LC295(%rip), %rdi
	call	print_row
	movl	$10, %edi
	call	putchar@PLT
	movq	8(%rsp), %rsi
	leaq	.LC228(%rip), %rdi
	call	print_row
	movq	%rbp, %rdx
	leaq	.LC296(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC297(%rip), %rdi
	leaq	.LC298(%rip), %rbp
	call	printf@PLT
	jmp	.L1724
.L2212:
	movq	8(%rsp), %rcx
	movq	(%rcx,%r15), %rdx
	testq	%rdx, %rdx
	js	.L1720
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1721:
	testq	%rax, %rax
	js	.L1722
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1723:
	divsd	%xmm1, %xmm0
	comisd	.LC64(%rip), %xmm0
	sbbl	%esi, %esi
	andl	$2, %esi
	addl	$1, %esi
.L1719:
	movq	%rbp, %rdi
	movl	$1, %eax
	addq	$8, %r15
	call	printf@PLT
	cmpq	$56, %r15
	je	.L2211
.L1724:
	movq	40(%rsp), %rax
	movq	(%rax,%r15), %rax
	testq	%rax, %rax
	jne	.L2212
	pxor	%xmm0, %xmm0
	movl	$3, %esi
	jmp	.L1719
.L2211:
	leaq	.LC299(%rip), %rdi
	call	puts@PLT
	movq	40(%rsp), %rsi
	leaq	.LC295(%rip), %rdi
	call	print_result_set
	movq	8(%rsp), %rsi
	leaq	.LC228(%rip), %rdi
	call	print_result_set
	movq	%r14, %rsi
	leaq	.LC300(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	232(%rsp), %rbp
	xorl	%eax, %eax
	movq	224(%rsp), %rsi
	leaq	.LC301(%rip), %rdi
	xorl	%r14d, %r14d
	movq	%rbp, %rdx
	call	printf@PLT
	testq	%rbp, %rbp
	setne	%r14b
	cmpq	$0, 72(%rsp)
	je	.L1714
	xorl	%eax, %eax
	leaq	672(%rsp), %rdi
	movl	$12, %ecx
	movq	%r12, %rsi
	rep stosl
	movq	%r13, %rdi
	movq	824(%rsp), %xmm0
	leaq	672(%rsp), %rbp
	leaq	.LC302(%rip), %rax
	movq	%rbp, %xmm5
	leaq	NAMES.8(%rip), %rcx
	movq	%rbp, %rdx
	movhps	952(%rsp), %xmm0
	movl	$2, 496(%rsp)
	movaps	%xmm0, 304(%rsp)
	movq	%rax, %xmm0
	leaq	304(%rsp), %rax
	punpcklqdq	%xmm5, %xmm0
	movq	%rax, %xmm6
	movaps	%xmm0, 480(%rsp)
	movq	%rcx, %xmm0
	punpcklqdq	%xmm6, %xmm0
	movups	%xmm0, 504(%rsp)
	call	table_from_sorted
	testl	%eax, %eax
	je	.L1725
.L1727:
	movl	$1, %r14d
.L1726:
	movq	672(%rsp), %rdi
	call	free@PLT
	movq	696(%rsp), %rdi
	call	free@PLT
	jmp	.L1714
.L1722:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1723
.L1720:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1721
.L2181:
	movq	(%rsp), %rbx
	leaq	1104(%rsp), %rbp
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	call	closed_form
	testl	%eax, %eax
	jne	.L1845
	leaq	4256(%rsp), %r12
	xorl	%ecx, %ecx
	movl	$1, %esi
	movq	%rbx, %rdi
	movq	%r12, %rdx
	call	walk_outcome
	testl	%eax, %eax
	jne	.L1845
	leaq	928(%rsp), %rbx
	xorl	%esi, %esi
	movq	%rbp, %rcx
	movq	%r12, %rdx
	movq	%rbx, %rdi
	xorl	%r14d, %r14d
	call	check_outcome
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	1376(%rsp), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 8936
	movq	%rbx, %rdi
	leaq	.LC366(%rip), %rcx
	leaq	.LC367(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 8944
	movq	4544(%rsp), %r8
	call	check
	movq	952(%rsp), %rbx
	leaq	.LC368(%rip), %rdi
	xorl	%eax, %eax
	movq	944(%rsp), %rsi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	popq	%rsi
	.cfi_def_cfa_offset 8936
	popq	%rdi
	.cfi_def_cfa_offset 8928
	setne	%r14b
	jmp	.L1625
.L1983:
	leaq	.LC247(%rip), %rsi
	jmp	.L1842
.L1845:
	leaq	.LC365(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %r14d
	jmp	.L1625
.L1756:
	subsd	%xmm1, %xmm0
	movq	(%rsp), %rcx
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 128(%rcx)
	btcq	$63, 128(%rcx)
	jmp	.L1757
.L1693:
	ud2
.L2202:
	movq	848(%rsp), %rdx
	movl	$65536, %ecx
	leaq	.LC389(%rip), %rdi
	xorl	%eax, %eax
	movq	840(%rsp), %rsi
	call	printf@PLT
	jmp	.L1873
.L2200:
	leaq	.LC385(%rip), %rdi
	call	puts@PLT
	jmp	.L1945
.L2199:
	movq	(%rsp), %rax
	movq	40(%rax), %rcx
	cmpq	%rcx, (%rax)
	setnb	%al
	movzbl	%al, %eax
	jmp	.L1868
.L2198:
	leaq	.LC260(%rip), %rbx
	jmp	.L1866
.L2197:
	leaq	.LC382(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1865
.L2196:
	movq	32(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC380(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1863
.L2195:
	movq	32(%rsp), %rdi
	movq	40(%rax), %rsi
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC377(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1860
.L1996:
	movq	144(%rsp), %r11
	movq	64(%rsp), %rdi
	movq	%r11, 24(%rsp)
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movq	72(%rsp), %rdi
	call	free@PLT
	cmpl	$0, 16(%rsp)
	movq	24(%rsp), %r11
	jne	.L2213
	movl	$10, %edi
	movq	%r11, 24(%rsp)
	xorl	%ebp, %ebp
	leaq	240(%rsp), %r13
	call	putchar@PLT
	leaq	.LC401(%rip), %rbx
	call	print_header
	leaq	.LC399(%rip), %rsi
	leaq	.LC400(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	24(%rsp), %r12
.L1902:
	imulq	$10, %rbp, %rsi
	leaq	SET_NAME(%rip), %rax
	movq	(%rax,%rbp), %rdi
	addq	%r12, %rsi
	call	print_row
	movsd	0(%r13,%rbp), %xmm0
	movq	%rbx, %rdi
	movl	$1, %eax
	addq	$8, %rbp
	call	printf@PLT
	cmpq	$24, %rbp
	jne	.L1902
	movq	(%rsp), %r14
	leaq	336(%rsp), %rdi
	movq	%r12, 112(%rsp)
	leaq	.LC230(%rip), %rbx
	leaq	.LC403(%rip), %r12
	leaq	.LC231(%rip), %rbp
	movq	152(%r14), %rsi
	call	fmt_us.constprop.0
	movl	168(%r14), %esi
	leaq	.LC402(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movl	168(%r14), %edx
	movq	176(%rsp), %rsi
	leaq	480(%rsp), %rdi
	call	stats_of
	movq	%r12, %rdi
	movq	%rbx, %rsi
	movl	$3, %eax
	movsd	480(%rsp), %xmm7
	movsd	496(%rsp), %xmm2
	movsd	488(%rsp), %xmm1
	movapd	%xmm7, %xmm0
	movsd	%xmm2, 24(%rsp)
	movsd	%xmm1, 64(%rsp)
	movsd	%xmm7, 48(%rsp)
	call	printf@PLT
	movl	168(%r14), %edx
	movq	184(%rsp), %rsi
	leaq	504(%rsp), %rdi
	call	stats_of
	movq	%rbp, %rsi
	movq	%r12, %rdi
	movl	$3, %eax
	movsd	504(%rsp), %xmm7
	movq	512(%rsp), %r13
	leaq	.LC404(%rip), %r12
	movsd	520(%rsp), %xmm2
	movq	%r13, %xmm1
	movapd	%xmm7, %xmm0
	movsd	%xmm7, 80(%rsp)
	movsd	%xmm2, 72(%rsp)
	call	printf@PLT
	movl	$10, %edi
	call	putchar@PLT
	movq	112(%rsp), %rsi
	movq	%rbx, %rdi
	call	print_result_set
	leaq	1184(%rsp), %rsi
	movq	%rbp, %rdi
	call	print_result_set
	leaq	1264(%rsp), %rsi
	leaq	.LC228(%rip), %rdi
	call	print_result_set
	movq	96(%rsp), %r15
	movq	%rbx, %rsi
	movq	%r12, %rdi
	movl	168(%r14), %eax
	imulq	$288, %rax, %rax
	addq	%r15, %rax
	movq	256(%rax), %rcx
	movq	240(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movl	168(%r14), %eax
	movq	%rbp, %rsi
	movq	%r12, %rdi
	imulq	$288, %rax, %rax
	addq	%r15, %rax
	movq	264(%rax), %rcx
	movq	248(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movl	168(%r14), %eax
	leaq	.LC300(%rip), %rdi
	imulq	$288, %rax, %rax
	movq	272(%r15,%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	32(%r14), %esi
	testl	%esi, %esi
	je	.L1903
	movq	96(%r14), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L1904
	leaq	-1(%rdi), %rcx
	movq	88(%r14), %rax
	xorl	%edx, %edx
	subq	80(%r14), %rax
	divq	%rcx
	movq	%rax, %rcx
.L1904:
	leaq	SCHED_NAME(%rip), %rax
	movl	%esi, %esi
	movq	%rdi, %rdx
	movq	(%rax,%rsi,8), %rsi
	leaq	.LC405(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1903:
	movq	8(%rsp), %rdx
	movq	(%rsp), %rdi
	xorl	%esi, %esi
	call	first_stall_window
	testl	%eax, %eax
	je	.L2214
.L1905:
	movq	928(%rsp), %rdi
	call	free@PLT
	movq	936(%rsp), %rdi
	call	free@PLT
	movq	944(%rsp), %rdi
	call	free@PLT
	movq	%rbx, %rsi
	movl	$3, %eax
	movsd	24(%rsp), %xmm2
	movsd	64(%rsp), %xmm1
	movsd	48(%rsp), %xmm0
	leaq	.LC409(%rip), %rbx
	movq	%rbx, %rdi
	call	printf@PLT
	movq	%r13, %xmm1
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	movsd	72(%rsp), %xmm2
	movsd	80(%rsp), %xmm0
	movl	$3, %eax
	call	printf@PLT
	cmpq	$0, 160(%rsp)
	je	.L1907
	movq	(%rsp), %rax
	movq	8(%rsp), %rdi
	movl	$18, %ecx
	leaq	400(%rsp), %r12
	movl	168(%rax), %ebx
	movq	96(%rsp), %rax
	imulq	$288, %rbx, %rbx
	addq	%rax, %rbx
	xorl	%eax, %eax
	cmpl	$3, 192(%rsp)
	rep stosl
	leaq	368(%rsp), %rdi
	movl	$8, %ecx
	movq	%rdi, 16(%rsp)
	rep stosl
	movl	$8, %ecx
	movq	%r12, %rdi
	rep stosl
	je	.L2215
	cmpl	$2, 192(%rsp)
	je	.L2216
	movq	8(%rsp), %rdx
	movq	(%rbx), %rsi
	movq	800(%rsp), %rdi
	call	table_from_sorted
	testl	%eax, %eax
	je	.L2217
.L1920:
	orl	$-1, %ebx
.L1930:
	movq	160(%rsp), %rdx
	movq	stderr(%rip), %rdi
	xorl	%eax, %eax
	movl	%ebx, %ebp
	leaq	.LC414(%rip), %rsi
	call	fprintf@PLT
.L1931:
	movq	928(%rsp), %rdi
	call	free@PLT
	movq	952(%rsp), %rdi
	call	free@PLT
	movq	976(%rsp), %rdi
	call	free@PLT
	movq	16(%rsp), %rdi
	call	dist_free
	movq	%r12, %rdi
	call	dist_free
	negl	%ebp
	sbbl	%eax, %eax
	movl	%eax, 16(%rsp)
.L1907:
	movq	8(%rsp), %rsi
	xorl	%edi, %edi
	call	getrusage@PLT
	testl	%eax, %eax
	je	.L2218
.L1934:
	cmpq	$0, 168(%rsp)
	leaq	.LC255(%rip), %rax
	leaq	.LC256(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC416(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	(%rsp), %rax
	movq	232(%rsp), %rbx
	leaq	.LC417(%rip), %rdi
	movq	224(%rsp), %rsi
	movl	168(%rax), %ecx
	movq	%rbx, %rdx
	xorl	%eax, %eax
	addl	$1, %ecx
	call	printf@PLT
	cmpl	$0, 16(%rsp)
	setne	%r14b
	testq	%rbx, %rbx
	setne	%al
	orl	%eax, %r14d
	movzbl	%r14b, %r14d
	jmp	.L1855
.L2177:
	movq	40(%rsp), %rdi
	leaq	.LC281(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC282(%rip), %rcx
	leaq	.LC283(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1730
.L2169:
	leaq	.LC343(%rip), %rdi
	call	usage_error
	movl	%eax, %r14d
	jmp	.L1625
.L2191:
	cmpl	$0, 16(%rsp)
	jne	.L2219
	leaq	.LC167(%rip), %rsi
	leaq	.LC419(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	(%rsp), %r14
	movq	8(%rsp), %rbx
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC420(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC421(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC422(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	24(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC423(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC251(%rip), %rsi
.L1937:
	leaq	.LC8(%rip), %rbp
	leaq	.LC349(%rip), %rbx
	xorl	%eax, %eax
	leaq	.LC347(%rip), %rdx
	leaq	.LC348(%rip), %rdi
	call	printf@PLT
	movq	%rbp, %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	leaq	.LC230(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC40(%rip), %r14
	call	printf@PLT
	movq	%rbp, %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	leaq	.LC231(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC351(%rip), %r13
	call	printf@PLT
	movq	%rbp, %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	leaq	.LC228(%rip), %rsi
	xorl	%eax, %eax
	movl	$3, %ebx
	call	printf@PLT
	movq	%rbp, %rdx
	movq	%rbp, %rsi
	xorl	%eax, %eax
	leaq	.LC350(%rip), %rdi
	leaq	.LC354(%rip), %rbp
	call	printf@PLT
	leaq	.LC355(%rip), %r12
.L1821:
	movq	%r13, %rdx
	leaq	.LC352(%rip), %rsi
	leaq	.LC353(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbp, %rdx
	movq	%r14, %rsi
	xorl	%eax, %eax
	leaq	.LC353(%rip), %rdi
	call	printf@PLT
	xorl	%eax, %eax
	movq	%r12, %rdx
	movq	%r14, %rsi
	leaq	.LC353(%rip), %rdi
	call	printf@PLT
	subl	$1, %ebx
	jne	.L1821
	movl	$10, %edi
	xorl	%ebp, %ebp
	movq	%r15, %r12
	call	putchar@PLT
.L1822:
	cmpq	%r12, %rbp
	je	.L2220
	cmpl	$0, 16(%rsp)
	movq	672(%rsp,%rbp,8), %rsi
	jne	.L1823
	leaq	.LC356(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1824:
	movq	40(%rsp), %rax
	leaq	.LC253(%rip), %rsi
	leaq	.LC358(%rip), %rdi
	leaq	COL.3(%rip), %r13
	cmpq	$0, (%rax,%rbp,8)
	leaq	.LC254(%rip), %rax
	cmove	%rax, %rsi
	xorl	%eax, %eax
	xorl	%r15d, %r15d
	call	printf@PLT
	imulq	$36, %rbp, %rax
	movq	%rbp, 24(%rsp)
	movq	%r12, 32(%rsp)
	movl	%r15d, %r12d
	movq	8(%rsp), %r15
	movq	%rax, (%rsp)
.L1826:
	movslq	%r12d, %rbp
	movq	(%rsp), %rax
	xorl	%ebx, %ebx
	imulq	$10, %rbp, %rbp
	addq	%rax, %rbp
.L1830:
	movslq	0(%r13,%rbx,4), %rax
	movq	%r15, %rdi
	addq	%rbp, %rax
	movq	4264(%rsp,%rax,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	testq	%rbx, %rbx
	je	.L2221
	xorl	%eax, %eax
	movq	%r14, %rsi
	leaq	.LC353(%rip), %rdi
	call	printf@PLT
	cmpq	$2, %rbx
	jne	.L1980
	addl	$1, %r12d
	cmpl	$3, %r12d
	jne	.L1826
	movq	24(%rsp), %rbp
	movl	$10, %edi
	movq	32(%rsp), %r12
	call	putchar@PLT
	addq	$1, %rbp
	jmp	.L1822
.L2221:
	leaq	.LC352(%rip), %rsi
	leaq	.LC353(%rip), %rdi
	xorl	%eax, %eax
	movl	$1, %ebx
	call	printf@PLT
	jmp	.L1830
.L1980:
	movl	$2, %ebx
	jmp	.L1830
.L1823:
	movq	8(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC357(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1824
.L2220:
	leaq	.LC359(%rip), %rdi
	xorl	%ebx, %ebx
	movq	%r12, %r15
	call	puts@PLT
	leaq	PCT_NAME(%rip), %rbp
	leaq	.LC361(%rip), %r14
	movq	%rbx, %r12
.L1832:
	cmpq	%r15, %r12
	je	.L2222
	movq	672(%rsp,%r12,8), %rdx
	movq	64(%rsp), %rsi
	leaq	.LC360(%rip), %rdi
	xorl	%eax, %eax
	leaq	12+COL.3(%rip), %r13
	call	printf@PLT
	imulq	$36, %r12, %rcx
	movq	%r12, (%rsp)
	xorl	%eax, %eax
	movq	%r15, 8(%rsp)
.L1833:
	movslq	%eax, %rdx
	movq	%rax, 24(%rsp)
	leaq	COL.3(%rip), %rbx
	imulq	$10, %rdx, %rdx
	movq	%rcx, 32(%rsp)
	leaq	(%rcx,%rdx), %r12
	leaq	SET_NAME(%rip), %rdx
	movq	(%rdx,%rax,8), %r15
.L1834:
	movslq	(%rbx), %rax
	movq	%r15, %rsi
	movq	%r14, %rdi
	addq	$4, %rbx
	leaq	(%r12,%rax), %rdx
	movq	4264(%rsp,%rdx,8), %rcx
	movq	0(%rbp,%rax,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r13, %rbx
	jne	.L1834
	movq	24(%rsp), %rax
	movq	32(%rsp), %rcx
	addq	$1, %rax
	cmpq	$3, %rax
	jne	.L1833
	movq	(%rsp), %r12
	movq	40(%rsp), %rax
	leaq	.LC256(%rip), %rsi
	leaq	.LC362(%rip), %rdi
	movq	8(%rsp), %r15
	cmpq	$0, (%rax,%r12,8)
	leaq	.LC255(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	addq	$1, %r12
	call	printf@PLT
	jmp	.L1832
.L2222:
	movq	408(%rsp), %rbp
	movq	400(%rsp), %rsi
	movq	%r12, %rcx
	xorl	%eax, %eax
	leaq	.LC363(%rip), %rdi
	movq	%rbp, %rdx
	call	printf@PLT
	movq	160(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1838
	movl	16(%rsp), %ecx
	xorl	%eax, %eax
	leaq	.LC258(%rip), %rsi
	leaq	sweep_writer(%rip), %rdx
	movq	%r12, 1128(%rsp)
	movl	$1, %r14d
	testl	%ecx, %ecx
	leaq	1104(%rsp), %rcx
	sete	%al
	movl	%eax, 1104(%rsp)
	leaq	672(%rsp), %rax
	movq	%rax, %xmm0
	leaq	4256(%rsp), %rax
	movq	%rax, %xmm7
	leaq	.LC257(%rip), %rax
	cmove	%rax, %rsi
	punpcklqdq	%xmm7, %xmm0
	movups	%xmm0, 1112(%rsp)
	call	export_file
	testl	%eax, %eax
	jne	.L1625
.L1838:
	xorl	%r14d, %r14d
	testq	%rbp, %rbp
	setne	%r14b
	jmp	.L1625
.L2193:
	leaq	.LC370(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %r14d
	jmp	.L1855
.L1858:
	leaq	1104(%rsp), %r11
	movq	%r11, %rdi
	call	fmt_us.constprop.0
	movq	(%rsp), %r14
	movq	%rax, %rbx
	leaq	928(%rsp), %rax
	movq	16(%r14), %rsi
	movq	%rax, %rdi
	movq	%rax, 8(%rsp)
	call	fmt_us.constprop.0
	movq	8(%r14), %rsi
	movq	32(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	leaq	.LC376(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1857
.L2194:
	leaq	.LC374(%rip), %rdi
	call	puts@PLT
	leaq	928(%rsp), %rax
	movq	%rax, 8(%rsp)
	jmp	.L1857
.L1783:
	movq	%rdi, %rcx
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC328(%rip), %r8
	leaq	.LC329(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1730
.L2210:
	testq	%r12, %r12
	je	.L1690
	leaq	0(,%r12,8), %rdi
	call	malloc@PLT
	movq	%rax, %r13
	testq	%rax, %rax
	je	.L1690
	movl	$1, 16(%rsp)
	jmp	.L1691
.L1795:
	cmpq	$200000000, %rax
	jbe	.L1794
	leaq	.LC250(%rip), %rcx
	jmp	.L1796
.L2140:
	movq	24(%rsp), %r11
	movq	1152(%rsp), %r8
	leaq	.LC325(%rip), %rdx
	movq	32(%rsp), %rcx
	movq	%r11, 8(%rsp)
	jmp	.L2142
.L2209:
	movq	%rdi, %rcx
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC326(%rip), %r8
	leaq	.LC327(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1730
.L2219:
	leaq	.LC418(%rip), %rsi
	leaq	.LC419(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	(%rsp), %r14
	movq	8(%rsp), %rbx
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC420(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC421(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC422(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	24(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC423(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC252(%rip), %rsi
	jmp	.L1937
.L2168:
	movq	40(%rsp), %rdi
	leaq	.LC340(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC341(%rip), %rcx
	leaq	.LC342(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1730
.L2206:
	movq	(%rsp), %rax
	leaq	.LC249(%rip), %rcx
	cmpl	$0, 112(%rax)
	jne	.L1791
	cmpq	$1, 120(%rax)
	leaq	.LC248(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L1791
.L2189:
	leaq	.LC321(%rip), %r8
	leaq	.LC322(%rip), %rcx
	jmp	.L2143
.L2201:
	movl	$29, %esi
	leaq	.LC386(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1871
.L1964:
	leaq	.LC8(%rip), %rbp
	movq	%rbp, %rdx
	jmp	.L1718
.L1725:
	leaq	696(%rsp), %r12
	movq	160(%rsp), %rdi
	movq	%rbx, %rsi
	movq	%r12, %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L1727
	leaq	hgrm_writer(%rip), %rbx
	movq	72(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC303(%rip), %rsi
	movq	%rbx, %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L1727
	movq	72(%rsp), %rdi
	movq	%r12, %rcx
	movq	%rbx, %rdx
	leaq	.LC304(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L1727
	movq	72(%rsp), %rdi
	leaq	480(%rsp), %rcx
	leaq	spectrum_writer(%rip), %rdx
	leaq	.LC305(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L1727
	jmp	.L1726
.L2154:
	movq	40(%rsp), %rdi
	movq	%r14, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC268(%rip), %r8
	leaq	.LC269(%rip), %rdx
	call	snprintf@PLT
	orl	$-1, %eax
	jmp	.L1651
.L1632:
	addq	$8872, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC266(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
.L2157:
	.cfi_restore_state
	movq	24(%rsp), %rcx
	movq	40(%rsp), %rdi
	leaq	.LC279(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1672
.L2172:
	movq	40(%rsp), %rdi
	leaq	.LC307(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC308(%rip), %rcx
	leaq	.LC309(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1730
.L2164:
	leaq	.LC336(%rip), %r8
	leaq	.LC245(%rip), %rcx
.L2144:
	movq	40(%rsp), %rdi
	leaq	.LC335(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1730
.L2163:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC331(%rip), %rcx
	leaq	.LC332(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1730
.L1690:
	movq	8(%rsp), %rcx
	movq	40(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC287(%rip), %r8
	leaq	.LC288(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1730
.L2214:
	movq	960(%rsp), %r12
	movq	936(%rsp), %r11
	leaq	.LC406(%rip), %rdi
	movq	928(%rsp), %r15
	movq	(%r11,%r12,8), %rcx
	movq	%r12, %rsi
	movq	%r11, 112(%rsp)
	leaq	0(,%r12,8), %r14
	movq	(%r15,%r12,8), %rdx
	call	printf@PLT
	leaq	1(%r12), %rax
	movq	112(%rsp), %r11
	cmpq	952(%rsp), %rax
	jb	.L2223
.L1906:
	movq	968(%rsp), %rdx
	leaq	.LC408(%rip), %rdi
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%r12, %rsi
	call	printf@PLT
	jmp	.L1905
.L2217:
	movq	80(%rbx), %rsi
	movq	808(%rsp), %rdi
	leaq	952(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L1920
	movq	160(%rbx), %rsi
	movq	816(%rsp), %rdi
	leaq	976(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L1920
.L1925:
	leaq	272(%rsp), %rax
	xorl	%r15d, %r15d
	leaq	hgrm_writer(%rip), %r14
	movq	%rax, 64(%rsp)
	leaq	HGRM.2(%rip), %rbp
.L1924:
	imulq	$10, %r15, %rax
	movq	64(%rsp), %rcx
	leaq	(%r15,%r15,2), %r13
	movq	%r14, %rdx
	movq	0(%rbp,%r15), %rsi
	movq	160(%rsp), %rdi
	movq	24(%rbx,%rax), %rax
	movq	%rax, (%rcx,%r15)
	movq	8(%rsp), %rax
	addq	%rax, %r13
	movq	%r13, %rcx
	call	export_file
	testl	%eax, %eax
	jne	.L1920
	cmpl	$0, 196(%rsp)
	jne	.L1926
.L1928:
	addq	$8, %r15
	cmpq	$24, %r15
	jne	.L1924
	leaq	.LC411(%rip), %rax
	movq	160(%rsp), %rdi
	leaq	432(%rsp), %rcx
	movl	$3, 448(%rsp)
	movq	%rax, %xmm0
	leaq	NAMES.0(%rip), %rax
	leaq	spectrum_writer(%rip), %rdx
	movhps	8(%rsp), %xmm0
	leaq	.LC305(%rip), %rsi
	movaps	%xmm0, 432(%rsp)
	movq	%rax, %xmm0
	movhps	64(%rsp), %xmm0
	movups	%xmm0, 456(%rsp)
	call	export_file
	movl	%eax, %ebp
	testl	%eax, %eax
	jne	.L1920
	movq	32(%rsp), %rdx
	movq	(%rsp), %rdi
	movl	$20, %esi
	call	first_stall_window
	testl	%eax, %eax
	je	.L2224
	jns	.L2225
	movq	672(%rsp), %rdi
	call	free@PLT
	movq	680(%rsp), %rdi
	call	free@PLT
	movq	688(%rsp), %rdi
	call	free@PLT
	jmp	.L1920
.L2223:
	movq	8(%r11,%r14), %rdx
	movq	8(%r15,%r14), %rsi
	leaq	.LC407(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1906
.L1926:
	leaq	VALUES.1(%rip), %rax
	movq	160(%rsp), %rdi
	movq	%r13, %rcx
	leaq	values_writer(%rip), %rdx
	movq	(%rax,%r15), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L1928
	jmp	.L1920
.L2225:
	leaq	.LC413(%rip), %rdi
	call	puts@PLT
	movq	672(%rsp), %rdi
	call	free@PLT
	movq	680(%rsp), %rdi
	call	free@PLT
	movq	688(%rsp), %rdi
	call	free@PLT
	jmp	.L1931
.L2224:
	movq	(%rsp), %rax
	movq	160(%rsp), %rdi
	leaq	304(%rsp), %rcx
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC412(%rip), %rsi
	movq	%rax, 304(%rsp)
	movq	32(%rsp), %rax
	movq	%rax, 312(%rsp)
	movq	272(%rbx), %rax
	movq	%rax, 320(%rsp)
	call	export_file
	movq	672(%rsp), %rdi
	movl	%eax, %ebx
	call	free@PLT
	movq	680(%rsp), %rdi
	call	free@PLT
	movq	688(%rsp), %rdi
	call	free@PLT
	testl	%ebx, %ebx
	je	.L1931
	jmp	.L1930
.L2213:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC398(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1849
.L2218:
	movl	832(%rsp), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	960(%rsp), %rsi
	leaq	.LC415(%rip), %rdi
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1934
.L2216:
	movl	392(%rsp), %r14d
	xorl	%ebp, %ebp
	jmp	.L1909
.L1911:
	addq	$1, %rbp
.L1909:
	cmpq	848(%rsp), %rbp
	jnb	.L2226
	movq	856(%rsp), %rax
	movq	(%rax,%rbp,8), %r8
	testq	%r8, %r8
	je	.L1911
	testl	%r14d, %r14d
	jne	.L1911
	movq	840(%rsp), %rsi
	movq	16(%rsp), %rdi
	movl	$1, %ecx
	xorl	%edx, %edx
	imulq	%rbp, %rsi
	call	dist_add.part.0
	movl	392(%rsp), %r14d
	jmp	.L1911
.L2215:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC410(%rip), %rdi
	call	fwrite@PLT
	movl	$-1, 16(%rsp)
	jmp	.L1907
.L2226:
	movq	272(%rbx), %rsi
	movq	16(%rsp), %rdi
	movq	%r12, %rdx
	call	dist_correct
	orl	424(%rsp), %r14d
	jne	.L1920
	movq	8(%rsp), %rsi
	leaq	840(%rsp), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L1920
	leaq	952(%rsp), %rsi
	leaq	864(%rsp), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L1920
	movq	32(%rsp), %rdi
	movl	$6, %ecx
	xorl	%r15d, %r15d
	xorl	%ebp, %ebp
	rep stosl
.L1914:
	cmpq	408(%rsp), %rbp
	jnb	.L1917
	testl	%r15d, %r15d
	jne	.L1917
	movq	%rbp, %r14
	xorl	%r13d, %r13d
	salq	$5, %r14
	jmp	.L1918
.L2227:
	testl	%r15d, %r15d
	jne	.L1997
	movq	8(%rax), %rcx
	movq	(%rax), %rsi
	movq	24(%rax), %rdx
	movq	32(%rsp), %rdi
	imulq	%r13, %rcx
	addq	$1, %r13
	subq	%rcx, %rsi
	call	table_push
	movl	%eax, %r15d
.L1918:
	movq	400(%rsp), %rax
	addq	%r14, %rax
	cmpq	16(%rax), %r13
	jb	.L2227
.L1997:
	addq	$1, %rbp
	jmp	.L1914
.L1917:
	movq	672(%rsp), %r14
	testl	%r15d, %r15d
	je	.L1919
	movq	%r14, %rdi
	call	free@PLT
	jmp	.L1920
.L1919:
	movq	680(%rsp), %rbp
	movq	%r14, %rdi
	movl	$16, %edx
	movq	%r14, %r13
	leaq	cmp_vc(%rip), %rcx
	movq	%rbp, %rsi
	call	qsort@PLT
	xorl	%r8d, %r8d
	movq	%r14, 24(%rsp)
	leaq	976(%rsp), %rdi
	movq	%r12, 64(%rsp)
	movq	%rbx, %r14
	movq	%rdi, %r12
	movq	%r8, %rbx
	jmp	.L1921
.L2228:
	cmpq	%rbp, %rbx
	jnb	.L1998
	movq	8(%r13), %rdx
	movq	0(%r13), %rsi
	movq	%r12, %rdi
	addq	$1, %rbx
	addq	$16, %r13
	call	table_push
	movl	%eax, %r15d
.L1921:
	testl	%r15d, %r15d
	je	.L2228
.L1998:
	movq	%r14, %rbx
	movq	24(%rsp), %r14
	movq	64(%rsp), %r12
	movq	%r14, %rdi
	call	free@PLT
	testl	%r15d, %r15d
	je	.L1925
	jmp	.L1920
	.cfi_endproc
.LFE199:
	.size	run_options.constprop.0, .-run_options.constprop.0
	.section	.rodata.str1.1
.LC429:
	.string	"default"
.LC430:
	.string	"seed 000"
.LC431:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC433:
	.string	"RESULT clock ghz=%.3f runs=%d\n"
	.section	.rodata.str1.1
.LC434:
	.string	"--self-test"
.LC435:
	.string	"rank n=1 p=0"
.LC436:
	.string	"rank n=1 p=100"
.LC437:
	.string	"rank n=1 p=0 ceil"
.LC438:
	.string	"rank n=1 p=100 ceil"
.LC439:
	.string	"rank n=10 p=0"
.LC440:
	.string	"rank n=10 p=100"
.LC441:
	.string	"rank n=10 p=50"
.LC442:
	.string	"rank n=10 p=95 rounds half up"
.LC443:
	.string	"rank n=10 p=94.9 rounds down"
.LC444:
	.string	"rank n=10 p=90.1 ceil"
.LC445:
	.string	"rank n=119980 p=99"
.LC446:
	.string	"rank n=119980 p=99.9"
.LC447:
	.string	"rank n=119980 p=99 ceil"
.LC448:
	.string	"rank n=2^62 p=99.99 exact"
.LC450:
	.string	"hdr fixture corrected count"
.LC451:
	.string	"hdr fixture correct_co"
.LC452:
	.string	"hdr fixture corrected p50"
.LC453:
	.string	"hdr fixture corrected p90"
.LC454:
	.string	"hdr fixture corrected p99"
.LC455:
	.string	"hdr fixture corrected max"
.LC456:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC457:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC458:
	.string	"correction of one interval"
.LC459:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC460:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC461:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC462:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC463:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC464:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC467:
	.string	"reference server agrees, start %lu"
	.align 8
.LC469:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC470:
	.string	"in service at a stall: extended by it"
	.align 8
.LC471:
	.string	"starting in a stall: waits for its end"
	.section	.rodata.str1.1
.LC472:
	.string	"200us"
.LC473:
	.string	"0.3us"
.LC474:
	.string	"0.5s"
.LC475:
	.string	"1.000000001s"
.LC476:
	.string	"250"
.LC477:
	.string	"0.5ns"
.LC478:
	.string	"ms"
.LC479:
	.string	"-1ms"
.LC480:
	.string	"5parsecs"
.LC481:
	.string	"1.ms"
.LC482:
	.string	"99999999999999999999s"
.LC483:
	.string	"4611686018427387904ns"
	.section	.rodata.str1.8
	.align 8
.LC484:
	.ascii	"usage: ben"
	.string	"ch [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr); 3 --cross-check found no closed form."
	.section	.rodata.str1.1
.LC485:
	.string	"%s%s%s"
.LC486:
	.string	"  %s\n"
.LC487:
	.string	"  %-24s %.*s\n"
.LC488:
	.string	"  %-24s %s\n"
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB171:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movl	$38, %ecx
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movl	%edi, %r14d
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
	subq	$1400, %rsp
	.cfi_def_cfa_offset 1456
	movdqa	.LC426(%rip), %xmm0
	leaq	576(%rsp), %r15
	movq	%r15, %rdi
	rep stosq
	movaps	%xmm0, 576(%rsp)
	movdqa	.LC427(%rip), %xmm0
	leaq	.LC430(%rip), %rax
	leaq	.LC429(%rip), %rcx
	movq	%rax, %xmm2
	movq	$200000, 616(%rsp)
	movaps	%xmm0, 592(%rsp)
	movdqa	.LC428(%rip), %xmm0
	movq	$1000000, 728(%rsp)
	movups	%xmm0, 696(%rsp)
	movq	%rcx, %xmm0
	movl	$31, 744(%rsp)
	punpcklqdq	%xmm2, %xmm0
	movups	%xmm0, 840(%rsp)
	cmpl	$2, %r14d
	je	.L2230
	movl	$1, %r12d
	cmpl	$1, %r14d
	jle	.L2232
.L2231:
	movq	%r15, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L2274:
	movslq	%r12d, %rax
	movq	0(%rbp,%rax,8), %rbx
	cmpb	$45, (%rbx)
	jne	.L2285
	cmpb	$104, 1(%rbx)
	jne	.L2285
	cmpb	$0, 2(%rbx)
	jne	.L2285
	movl	$-1, %eax
	leaq	.LC209(%rip), %rbx
.L2263:
	leaq	32+OPTIONS(%rip), %r15
	xorl	%r13d, %r13d
	jmp	.L2268
	.p2align 4,,10
	.p2align 3
.L2264:
	addl	$1, %r13d
	cmpl	$29, %r13d
	je	.L2267
	movq	(%r15), %rsi
	movq	%rbx, %rdi
	addq	$32, %r15
	call	strcmp@PLT
.L2268:
	testl	%eax, %eax
	jne	.L2264
	movslq	%r13d, %r13
	leaq	OPTIONS(%rip), %rax
	salq	$5, %r13
	addq	%r13, %rax
	movl	8(%rax), %edx
	testl	%edx, %edx
	jne	.L2302
	addl	$1, %r12d
.L2267:
	addl	$1, %r12d
	cmpl	%r12d, %r14d
	jg	.L2274
	movq	8(%rsp), %r15
.L2232:
	movq	%rbp, %rdx
	movl	%r14d, %esi
	movq	%r15, %rdi
	call	run_options.constprop.0
	movq	856(%rsp), %rdi
	movl	%eax, %ebx
	call	free@PLT
	movq	872(%rsp), %rdi
	call	free@PLT
.L2229:
	addq	$1400, %rsp
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
.L2285:
	.cfi_restore_state
	leaq	.LC98(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L2263
	.p2align 4,,10
	.p2align 3
.L2302:
	movq	(%rax), %rdi
	leaq	.LC209(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2267
	leaq	.LC484(%rip), %rdi
	leaq	OPTIONS(%rip), %r13
	call	puts@PLT
	leaq	928(%r13), %r14
	leaq	880(%rsp), %r15
	leaq	.LC8(%rip), %r12
	jmp	.L2273
	.p2align 4,,10
	.p2align 3
.L2270:
	testq	%rbx, %rbx
	je	.L2271
.L2304:
	movl	%ebx, %edx
	movq	%rbp, %rcx
	movq	%r15, %rsi
	xorl	%eax, %eax
	subl	%ebp, %edx
	leaq	.LC487(%rip), %rdi
	addq	$32, %r13
	call	printf@PLT
	leaq	1(%rbx), %rdx
	movq	%r12, %rsi
	xorl	%eax, %eax
	leaq	.LC488(%rip), %rdi
	call	printf@PLT
	cmpq	%r13, %r14
	je	.L2238
.L2273:
	movq	24(%r13), %rbp
	movl	$10, %esi
	movq	%rbp, %rdi
	call	strchr@PLT
	movq	16(%r13), %r9
	leaq	.LC40(%rip), %r8
	movq	%rax, %rbx
	testq	%r9, %r9
	je	.L2303
.L2269:
	movq	0(%r13), %rcx
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC485(%rip), %rdx
	movl	$64, %esi
	call	snprintf@PLT
	movq	%r15, %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	jbe	.L2270
	movq	%r15, %rsi
	leaq	.LC486(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 880(%rsp)
	testq	%rbx, %rbx
	jne	.L2304
.L2271:
	movq	%rbp, %rdi
	addq	$32, %r13
	call	strlen@PLT
	movq	%rbp, %rcx
	movq	%r15, %rsi
	leaq	.LC487(%rip), %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r13, %r14
	jne	.L2273
.L2238:
	xorl	%ebx, %ebx
	jmp	.L2229
	.p2align 4,,10
	.p2align 3
.L2303:
	movq	%r12, %r9
	movq	%r12, %r8
	jmp	.L2269
.L2230:
	movq	8(%rsi), %rbx
	leaq	.LC431(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2305
	leaq	.LC434(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %r12d
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2231
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC435(%rip), %rdi
	leaq	raw.13(%rip), %rbp
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC436(%rip), %rdi
	movl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC437(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC438(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC439(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC440(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC441(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC442(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC443(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC444(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC445(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC446(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC447(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC448(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movdqa	.LC449(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
	.p2align 4,,10
	.p2align 3
.L2239:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.L2239
	movq	$100000000, 80000+raw.13(%rip)
	xorl	%esi, %esi
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L2244
.L2306:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L2243
.L2244:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %ecx
	cmpq	$9999, %rax
	jbe	.L2240
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rcx
.L2240:
	addq	%rsi, %rcx
	movq	%rcx, %rsi
	jnc	.L2306
	xorl	%esi, %esi
.L2243:
	movq	%rsi, %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	leaq	.LC450(%rip), %rdi
	leaq	fixed.12(%rip), %r12
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
	leaq	.LC451(%rip), %rdi
	leaq	880(%rsp), %r15
	call	expect
	xorl	%ecx, %ecx
	movl	$1000, %edx
	movq	%r12, %rdi
	leaq	160(%rsp), %r8
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise.isra.0
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1000, %esi
	movq	168(%rsp), %rcx
	leaq	.LC452(%rip), %rdi
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	176(%rsp), %rcx
	leaq	.LC453(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	184(%rsp), %rcx
	leaq	.LC454(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	208(%rsp), %rcx
	leaq	.LC455(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	224(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	232(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC456(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC457(%rip), %rdi
	xorl	%edx, %edx
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
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC459(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC460(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	64(%rsp), %rdi
	movl	$8, %ecx
	xorl	%edx, %edx
	addl	%eax, %ebx
	xorl	%eax, %eax
	movl	$9, %r8d
	movl	$700, %esi
	rep stosl
	xorl	%eax, %eax
	movl	$64, %ecx
	movq	%r15, %rdi
	rep stosq
	leaq	64(%rsp), %rax
	movl	$1, %ecx
	movq	%rax, %rdi
	movq	%rax, 24(%rsp)
	movq	%rax, %r14
	call	dist_add.part.0
	cmpl	$0, 88(%rsp)
	jne	.L2246
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%r14, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 88(%rsp)
	jne	.L2246
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%r14, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L2246:
	movq	72(%rsp), %rbp
	movq	64(%rsp), %rcx
	xorl	%r11d, %r11d
	xorl	%edi, %edi
.L2248:
	cmpq	%rbp, %r11
	je	.L2279
	xorl	%r9d, %r9d
	cmpq	$0, 24(%rcx)
	je	.L2250
	.p2align 4,,10
	.p2align 3
.L2254:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%r15,%rdi,8), %r8
	je	.L2252
	.p2align 4,,10
	.p2align 3
.L2249:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L2249
	leaq	1(%rdx,%rdi), %rdi
.L2252:
	addq	$1, %r9
	cmpq	24(%rcx), %r9
	jb	.L2254
.L2250:
	addq	$1, %r11
	addq	$32, %rcx
	jmp	.L2248
.L2305:
	movl	$7, %ebp
	orq	$-1, %r14
	leaq	880(%rsp), %r15
.L2235:
	movq	%r15, %rsi
	movl	$1, %edi
	xorl	%ebx, %ebx
	call	clock_gettime@PLT
	movq	888(%rsp), %r13
	movl	$20000000, %eax
	imulq	$1000000000, 880(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L2234:
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	subl	$1, %eax
	jne	.L2234
	movq	%r15, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	888(%rsp), %rax
	imulq	$1000000000, 880(%rsp), %rdx
	subq	%r13, %rdx
	addq	%rdx, %rax
	subq	%r12, %rax
	cmpq	%rax, %r14
	cmova	%rax, %r14
	subl	$1, %ebp
	jne	.L2235
	testq	%r14, %r14
	js	.L2236
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L2237:
	movsd	.LC432(%rip), %xmm1
	movl	$7, %esi
	leaq	.LC433(%rip), %rdi
	xorl	%ebx, %ebx
	movl	$1, %eax
	divsd	%xmm0, %xmm1
	movapd	%xmm1, %xmm0
	call	printf@PLT
	jmp	.L2229
.L2279:
	xorl	%ecx, %ecx
	movq	%rdi, 32(%rsp)
	leaq	240(%rsp), %r13
	leaq	320(%rsp), %r12
	movq	%rcx, 16(%rsp)
	leaq	-8+PCT_NAME(%rip), %r14
	leaq	400(%rsp), %rbp
	movq	%r15, 40(%rsp)
.L2253:
	movl	16(%rsp), %r15d
	movq	24(%rsp), %rdi
	movq	%r13, %rcx
	movl	$2000, %esi
	movl	%r15d, %edx
	call	dist_summarise
	movq	32(%rsp), %rsi
	movl	%r15d, %ecx
	movq	%r12, %r8
	movq	40(%rsp), %rdi
	movl	$2000, %edx
	movl	$8, %r15d
	call	summarise.isra.0
	movq	240(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	320(%rsp), %rsi
	leaq	.LC461(%rip), %rdi
	call	expect
	leaq	RANK_NAME(%rip), %rcx
	addl	%eax, %ebx
	movq	16(%rsp), %rax
	movq	(%rcx,%rax,8), %rax
	movq	%rax, 8(%rsp)
.L2255:
	movq	(%r14,%r15), %rcx
	movq	8(%rsp), %r9
	movl	$64, %esi
	xorl	%eax, %eax
	leaq	.LC462(%rip), %rdx
	movq	%rbp, %rdi
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	0(%r13,%r15), %rcx
	movq	(%r12,%r15), %rsi
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movq	%rbp, %rdi
	addq	$8, %r15
	call	expect
	addl	%eax, %ebx
	cmpq	$56, %r15
	jne	.L2255
	movq	296(%rsp), %rcx
	movq	376(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC463(%rip), %rdi
	call	expect
	movq	304(%rsp), %rcx
	movq	312(%rsp), %r8
	leaq	.LC464(%rip), %rdi
	movq	384(%rsp), %rsi
	movq	392(%rsp), %rdx
	addl	%eax, %ebx
	call	expect
	addl	%eax, %ebx
	cmpq	$0, 16(%rsp)
	jne	.L2307
	movq	$1, 16(%rsp)
	jmp	.L2253
.L2307:
	movq	24(%rsp), %rdi
	leaq	starts.11(%rip), %r12
	leaq	96(%rsp), %r13
	leaq	80(%r12), %r15
	call	dist_free
	movdqa	.LC465(%rip), %xmm0
	movl	$36, %ecx
	xorl	%eax, %eax
	leaq	432(%rsp), %rdi
	rep stosl
	movaps	%xmm0, 400(%rsp)
	movdqa	.LC466(%rip), %xmm0
	movaps	%xmm0, 416(%rsp)
	jmp	.L2260
.L2309:
	leaq	1100(%r14), %rsi
.L2257:
	movq	%r10, %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	%r13, %rdi
	call	expect
	addq	$8, %r12
	addl	%eax, %ebx
	cmpq	%r15, %r12
	je	.L2308
.L2260:
	movq	(%r12), %r14
	leaq	.LC467(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	movl	$64, %esi
	movq	%r14, %rcx
	call	snprintf@PLT
	movq	%r14, %rsi
	movl	$100, %edx
	movq	%rbp, %rdi
	call	ref_serve
	leaq	100(%r14), %rsi
	movq	%rax, %r10
	cmpq	$2000, %rsi
	jbe	.L2257
	cmpq	$1999, %r14
	jbe	.L2309
	cmpq	$2999, %r14
	jbe	.L2282
	movdqa	.LC468(%rip), %xmm3
	movaps	%xmm3, 48(%rsp)
	cmpq	$7000, %rsi
	jbe	.L2257
	movq	%rsi, %rdx
	leaq	48(%rsp), %rdi
	movq	%r14, %rsi
	movl	$5000, %r9d
	movl	$1000, %r8d
	movl	$100, %ecx
	movq	%rax, 8(%rsp)
	call	serve_stalls.constprop.0
	movq	8(%rsp), %r10
	movq	%rax, %rsi
	jmp	.L2257
.L2282:
	movl	$3100, %esi
	jmp	.L2257
.L2308:
	movq	%rbp, %rdi
	movl	$100, %edx
	movl	$1900, %esi
	call	ref_serve
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000, %esi
	movq	%rax, %rcx
	leaq	.LC469(%rip), %rdi
	call	expect
	movq	%rbp, %rdi
	movl	$100, %edx
	movl	$1950, %esi
	addl	%eax, %ebx
	call	ref_serve
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$3050, %esi
	movq	%rax, %rcx
	leaq	.LC470(%rip), %rdi
	call	expect
	movq	%rbp, %rdi
	movl	$100, %edx
	movl	$2500, %esi
	addl	%eax, %ebx
	leaq	.LC476(%rip), %rbp
	call	ref_serve
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$3100, %esi
	movq	%rax, %rcx
	leaq	.LC471(%rip), %rdi
	call	expect
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	leaq	.LC472(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC473(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC474(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC475(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC263(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	movl	$250, %ecx
	movl	$1, %edx
	movq	%rbp, %rdi
	movl	$1, %esi
	addl	%eax, %ebx
	call	expect_time
	movq	%rbp, %rdi
	addl	%eax, %ebx
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC477(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC478(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC479(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC480(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC481(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	leaq	.LC482(%rip), %rdi
	addl	%eax, %ebx
	xorl	%edx, %edx
	xorl	%esi, %esi
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC483(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L2229
.L2236:
	movq	%r14, %rax
	andl	$1, %r14d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r14, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2237
	.cfi_endproc
.LFE171:
	.size	main, .-main
	.section	.rodata.str1.1
.LC489:
	.string	"closed (from actual send)"
.LC490:
	.string	"open (from intended send)"
.LC491:
	.string	"corrected closed"
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	NAMES.0, @object
	.size	NAMES.0, 24
NAMES.0:
	.quad	.LC489
	.quad	.LC490
	.quad	.LC491
	.section	.rodata.str1.1
.LC492:
	.string	"closed.values"
.LC493:
	.string	"open.values"
.LC494:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.1, @object
	.size	VALUES.1, 24
VALUES.1:
	.quad	.LC492
	.quad	.LC493
	.quad	.LC494
	.section	.rodata.str1.1
.LC495:
	.string	"closed.hgrm"
.LC496:
	.string	"open.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.2, @object
	.size	HGRM.2, 24
HGRM.2:
	.quad	.LC495
	.quad	.LC496
	.quad	.LC304
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
.LC497:
	.string	"0%"
.LC498:
	.string	"90%"
.LC499:
	.string	"99%"
.LC500:
	.string	"99.9%"
.LC501:
	.string	"99.99%"
.LC502:
	.string	"99.999%"
	.section	.data.rel.ro.local
	.align 32
	.type	XTICK.7, @object
	.size	XTICK.7, 48
XTICK.7:
	.quad	.LC497
	.quad	.LC498
	.quad	.LC499
	.quad	.LC500
	.quad	.LC501
	.quad	.LC502
	.align 16
	.type	NAMES.8, @object
	.size	NAMES.8, 16
NAMES.8:
	.quad	.LC295
	.quad	.LC228
	.align 16
	.type	names.9, @object
	.size	names.9, 16
names.9:
	.quad	.LC295
	.quad	.LC228
	.section	.rodata.str1.1
.LC503:
	.string	"ns"
.LC504:
	.string	"us"
	.section	.data.rel.ro.local
	.align 32
	.type	units.10, @object
	.size	units.10, 64
units.10:
	.quad	.LC503
	.quad	1
	.quad	.LC504
	.quad	1000
	.quad	.LC478
	.quad	1000000
	.quad	.LC259
	.quad	1000000000
	.section	.rodata
	.align 32
	.type	starts.11, @object
	.size	starts.11, 80
starts.11:
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
	.local	fixed.12
	.comm	fixed.12,160000,32
	.local	raw.13
	.comm	raw.13,80008,32
	.section	.rodata.str1.1
.LC505:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC506:
	.string	"service time of one request (100us)"
	.align 8
.LC507:
	.string	"fixed schedule: request i due at i*T (200us)"
	.align 8
.LC508:
	.string	"length of each stall, 0 for none (200ms)"
	.align 8
.LC509:
	.string	"time between stall starts, 0 for one stall (1s)"
	.align 8
.LC510:
	.string	"start of the first stall (500ms)"
	.align 8
.LC511:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC512:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC513:
	.string	"or exactly N scheduled requests"
	.section	.rodata.str1.1
.LC514:
	.string	"fixed|poisson"
	.section	.rodata.str1.8
	.align 8
.LC515:
	.string	"fixed (default) or Poisson arrivals"
	.section	.rodata.str1.1
.LC516:
	.string	"R"
	.section	.rodata.str1.8
	.align 8
.LC517:
	.string	"Poisson rate, requests a second"
	.section	.rodata.str1.1
.LC518:
	.string	"X"
.LC519:
	.string	"Poisson seed (0)"
.LC520:
	.string	"FILE"
	.section	.rodata.str1.8
	.align 8
.LC521:
	.string	"replay due times: one integer ns a line, non-decreasing"
	.section	.rodata.str1.1
.LC522:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC523:
	.string	"how the closed loop treats slots it missed"
	.section	.rodata.str1.1
.LC524:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC525:
	.string	"C closed loops share the schedule (1)"
	.section	.rodata.str1.1
.LC526:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC527:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.section	.rodata.str1.1
.LC528:
	.string	"the slow line (1ms)"
.LC529:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC530:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.align 8
.LC531:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC532:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC533:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.section	.rodata.str1.1
.LC534:
	.string	"as QUICK=1"
.LC535:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC536:
	.string	"default, feed-10ms-stall, one-2s-stall,\nhundred-requests, hundred-requests-exercise"
	.align 8
.LC537:
	.string	"correct a recorded trace: one latency a line (ns or a unit)"
	.section	.rodata.str1.1
.LC538:
	.string	"LIST"
	.section	.rodata.str1.8
	.align 8
.LC539:
	.string	"the same from a list: 2ms*99,1000ms"
	.section	.rodata.str1.1
.LC540:
	.string	"load|stall"
	.section	.rodata.str1.8
	.align 8
.LC541:
	.string	"one table over load 10-95% or stall length"
	.section	.rodata.str1.1
.LC542:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC543:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC544:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.align 8
.LC545:
	.string	"the closed form against the reference simulation;\nexit 0 if they agree, 1 if not, 3 if no closed form holds"
	.align 8
.LC546:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC547:
	.string	"run the unit checks and exit"
.LC548:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 928
OPTIONS:
	.quad	.LC98
	.long	0
	.zero	4
	.quad	.LC505
	.quad	.LC506
	.quad	.LC102
	.long	0
	.zero	4
	.quad	.LC505
	.quad	.LC507
	.quad	.LC105
	.long	0
	.zero	4
	.quad	.LC505
	.quad	.LC508
	.quad	.LC107
	.long	0
	.zero	4
	.quad	.LC505
	.quad	.LC509
	.quad	.LC109
	.long	0
	.zero	4
	.quad	.LC505
	.quad	.LC510
	.quad	.LC113
	.long	0
	.zero	4
	.quad	.LC505
	.quad	.LC511
	.quad	.LC116
	.long	0
	.zero	4
	.quad	.LC512
	.quad	.LC513
	.quad	.LC139
	.long	0
	.zero	4
	.quad	.LC514
	.quad	.LC515
	.quad	.LC144
	.long	0
	.zero	4
	.quad	.LC516
	.quad	.LC517
	.quad	.LC148
	.long	0
	.zero	4
	.quad	.LC518
	.quad	.LC519
	.quad	.LC151
	.long	0
	.zero	4
	.quad	.LC520
	.quad	.LC521
	.quad	.LC152
	.long	0
	.zero	4
	.quad	.LC522
	.quad	.LC523
	.quad	.LC158
	.long	0
	.zero	4
	.quad	.LC524
	.quad	.LC525
	.quad	.LC119
	.long	0
	.zero	4
	.quad	.LC526
	.quad	.LC527
	.quad	.LC111
	.long	0
	.zero	4
	.quad	.LC505
	.quad	.LC528
	.quad	.LC123
	.long	0
	.zero	4
	.quad	.LC529
	.quad	.LC530
	.quad	.LC136
	.long	0
	.zero	4
	.quad	.LC512
	.quad	.LC531
	.quad	.LC128
	.long	0
	.zero	4
	.quad	.LC532
	.quad	.LC533
	.quad	.LC214
	.long	1
	.zero	4
	.quad	0
	.quad	.LC534
	.quad	.LC267
	.long	0
	.zero	4
	.quad	.LC535
	.quad	.LC536
	.quad	.LC161
	.long	0
	.zero	4
	.quad	.LC520
	.quad	.LC537
	.quad	.LC162
	.long	0
	.zero	4
	.quad	.LC538
	.quad	.LC539
	.quad	.LC166
	.long	0
	.zero	4
	.quad	.LC540
	.quad	.LC541
	.quad	.LC163
	.long	0
	.zero	4
	.quad	.LC542
	.quad	.LC543
	.quad	.LC215
	.long	1
	.zero	4
	.quad	0
	.quad	.LC544
	.quad	.LC216
	.long	1
	.zero	4
	.quad	0
	.quad	.LC545
	.quad	.LC431
	.long	2
	.zero	4
	.quad	0
	.quad	.LC546
	.quad	.LC434
	.long	2
	.zero	4
	.quad	0
	.quad	.LC547
	.quad	.LC209
	.long	2
	.zero	4
	.quad	0
	.quad	.LC548
	.section	.rodata.str1.1
.LC549:
	.string	"feed-10ms-stall"
.LC550:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC551:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC552:
	.string	"one-2s-stall"
.LC553:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC554:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC555:
	.string	"hundred-requests"
.LC556:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC557:
	.string	"--trace-values 2ms*99,1000ms --expected-interval 10ms --rank ceil"
	.section	.rodata.str1.1
.LC558:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC559:
	.string	"--trace-values 2ms*99,200ms --expected-interval 50ms --rank ceil"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 120
SCENARIOS:
	.quad	.LC429
	.quad	.LC430
	.quad	.LC8
	.quad	.LC549
	.quad	.LC550
	.quad	.LC551
	.quad	.LC552
	.quad	.LC553
	.quad	.LC554
	.quad	.LC555
	.quad	.LC556
	.quad	.LC557
	.quad	.LC558
	.quad	.LC556
	.quad	.LC559
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC204
	.quad	.LC207
	.quad	.LC203
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC230
	.quad	.LC231
	.quad	.LC228
	.section	.rodata.str1.1
.LC560:
	.string	"p90"
.LC561:
	.string	"p99.99"
.LC562:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC351
	.quad	.LC560
	.quad	.LC354
	.quad	.LC355
	.quad	.LC561
	.quad	.LC562
	.section	.rodata.str1.1
.LC563:
	.string	"p999"
.LC564:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC351
	.quad	.LC560
	.quad	.LC354
	.quad	.LC563
	.quad	.LC564
	.quad	.LC562
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
	.quad	.LC129
	.quad	.LC130
	.quad	.LC132
	.quad	.LC133
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 16
RANK_NAME:
	.quad	.LC124
	.quad	.LC125
	.align 16
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 24
CLOSED_NAME:
	.quad	.LC153
	.quad	.LC154
	.quad	.LC155
	.section	.rodata.str1.1
.LC565:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC140
	.quad	.LC141
	.quad	.LC565
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC36:
	.quad	8390326386894792992
	.quad	8751168585111452281
	.align 16
.LC37:
	.quad	8461454894915218464
	.quad	2334109732628886643
	.align 16
.LC38:
	.quad	7308901430183358312
	.quad	32199620762627616
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC42:
	.long	0
	.long	1081589760
	.align 8
.LC43:
	.long	0
	.long	1081794560
	.align 8
.LC44:
	.long	0
	.long	1082535936
	.align 8
.LC45:
	.long	0
	.long	1079246848
	.set	.LC48,.LC181+8
	.align 8
.LC49:
	.long	0
	.long	1127219200
	.section	.rodata.cst16
	.align 16
.LC50:
	.long	-1
	.long	2147483647
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC51:
	.long	0
	.long	1072693248
	.align 8
.LC52:
	.long	0
	.long	1076101120
	.align 8
.LC53:
	.long	0
	.long	1073217536
	.align 8
.LC54:
	.long	0
	.long	1074528256
	.align 8
.LC55:
	.long	0
	.long	1075707904
	.set	.LC56,.LC50
	.align 8
.LC57:
	.long	0
	.long	1083129856
	.align 8
.LC58:
	.long	0
	.long	1074790400
	.align 8
.LC64:
	.long	0
	.long	1079574528
	.align 8
.LC65:
	.long	-17155601
	.long	1072049730
	.align 8
.LC66:
	.long	0
	.long	1073741824
	.align 8
.LC67:
	.long	0
	.long	1017118720
	.section	.rodata.cst16
	.align 16
.LC68:
	.long	0
	.long	-2147483648
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC69:
	.long	0
	.long	1104006501
	.align 8
.LC77:
	.long	0
	.long	1138753536
	.align 8
.LC81:
	.long	0
	.long	1071644672
	.align 8
.LC147:
	.long	-1577058304
	.long	1114446484
	.align 8
.LC180:
	.long	0
	.long	1090021888
	.section	.rodata.cst16
	.align 16
.LC181:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC182:
	.long	0
	.long	1093567616
	.align 8
.LC183:
	.long	-858993459
	.long	1072745676
	.align 8
.LC189:
	.long	0
	.long	1081524224
	.align 8
.LC315:
	.long	0
	.long	1114636288
	.align 8
.LC319:
	.long	0
	.long	1137704960
	.section	.rodata.cst16
	.align 16
.LC426:
	.quad	100000
	.quad	200000000
	.align 16
.LC427:
	.quad	1000000000
	.quad	500000000
	.align 16
.LC428:
	.quad	1
	.quad	200000
	.section	.rodata.cst8
	.align 8
.LC432:
	.long	0
	.long	1101206224
	.section	.rodata.cst16
	.align 16
.LC449:
	.quad	1000
	.quad	1000
	.align 16
.LC465:
	.quad	100
	.quad	1000
	.align 16
.LC466:
	.quad	5000
	.quad	2000
	.align 16
.LC468:
	.quad	7000
	.quad	1
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
