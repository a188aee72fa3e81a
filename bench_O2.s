	.file	"bench.c"
	.text
	.p2align 4
	.type	cmp_u64, @function
cmp_u64:
.LFB46:
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
.LFE46:
	.size	cmp_u64, .-cmp_u64
	.p2align 4
	.type	cmp_u128, @function
cmp_u128:
.LFB47:
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
.LFE47:
	.size	cmp_u128, .-cmp_u128
	.p2align 4
	.type	ref_serve, @function
ref_serve:
.LFB71:
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
.LFE71:
	.size	ref_serve, .-ref_serve
	.p2align 4
	.type	select_windows, @function
select_windows:
.LFB84:
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
.LFE84:
	.size	select_windows, .-select_windows
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB104:
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
.LFE104:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB127:
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
.LFE127:
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
.LFB121:
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
.LFE121:
	.size	print_header, .-print_header
	.p2align 4
	.type	buffers_free, @function
buffers_free:
.LFB109:
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
.LFE109:
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
.LFB154:
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
.LFE154:
	.size	parse_time, .-parse_time
	.section	.rodata.str1.1
.LC20:
	.string	"%lu %lu\n"
	.text
	.p2align 4
	.type	values_writer, @function
values_writer:
.LFB148:
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
.LFE148:
	.size	values_writer, .-values_writer
	.section	.rodata.str1.8
	.align 8
.LC21:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB43:
	.cfi_startproc
	movq	(%rdi), %rax
	leaq	8(%rdi), %r9
	leaq	(%rdi,%rsi,8), %r10
	xorl	%edi, %edi
	jmp	.L101
	.p2align 4,,10
	.p2align 3
.L103:
	cmpq	%r9, %r10
	je	.L112
.L106:
	addq	$8, %r9
	movq	-8(%r9), %rax
	cmpq	%r8, %rsi
	je	.L102
.L101:
	leaq	1(%rdi), %rsi
	movq	%rax, (%rcx,%rdi,8)
	movq	%rsi, %rdi
	cmpq	%rdx, %rax
	jb	.L103
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L103
	cmpq	%rsi, %r8
	jne	.L104
	jmp	.L102
	.p2align 4,,10
	.p2align 3
.L105:
	cmpq	%rsi, %r8
	je	.L102
.L104:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L105
	movq	%rsi, %rdi
	cmpq	%r9, %r10
	jne	.L106
.L112:
	movq	%rsi, %rax
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
	.cfi_endproc
.LFE43:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	table_push, @function
table_push:
.LFB124:
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
	je	.L114
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L130
.L114:
	cmpq	16(%rbx), %rsi
	je	.L116
	movq	(%rbx), %rax
.L117:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L115:
	xorl	%eax, %eax
.L113:
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
.L116:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L122
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L121
	salq	$5, %rsi
.L118:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L121
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L117
	.p2align 4,,10
	.p2align 3
.L130:
	addq	%rbp, 8(%rax)
	jmp	.L115
	.p2align 4,,10
	.p2align 3
.L122:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L118
.L121:
	movl	$-1, %eax
	jmp	.L113
	.cfi_endproc
.LFE124:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_sorted, @function
table_from_sorted:
.LFB125:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L141
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
	jmp	.L134
	.p2align 4,,10
	.p2align 3
.L145:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L144
.L134:
	movq	(%r12,%rbx,8), %rsi
	movl	$1, %edx
	movq	%r13, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L145
	orl	$-1, %eax
.L131:
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
.L144:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L131
.L141:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE125:
	.size	table_from_sorted, .-table_from_sorted
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB126:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L155
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
	jmp	.L149
	.p2align 4,,10
	.p2align 3
.L151:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L158
.L149:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L151
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L151
	orl	$-1, %eax
	jmp	.L146
	.p2align 4,,10
	.p2align 3
.L158:
	xorl	%eax, %eax
.L146:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L155:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE126:
	.size	table_from_lattice, .-table_from_lattice
	.p2align 4
	.type	dist_free, @function
dist_free:
.LFB54:
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
.LFE54:
	.size	dist_free, .-dist_free
	.globl	__udivti3
	.p2align 4
	.type	lattice_summarise, @function
lattice_summarise:
.LFB69:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movups	%xmm0, 64(%rcx)
	movq	8(%rdi), %rax
	testq	%rax, %rax
	je	.L183
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
.L164:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L163
	addq	%rbp, 56(%rbx)
.L163:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L164
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L171
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L162
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L186
.L167:
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
.L170:
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
	jnb	.L168
	.p2align 4,,10
	.p2align 3
.L169:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L169
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L168:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L170
.L162:
	xorl	%eax, %eax
.L161:
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
.L186:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L167
.L183:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L171:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L161
	.cfi_endproc
.LFE69:
	.size	lattice_summarise, .-lattice_summarise
	.p2align 4
	.type	table_from_dist, @function
table_from_dist:
.LFB128:
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
	je	.L195
	movq	(%rdi), %rcx
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	leaq	16(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L188:
	movq	%r13, %rbx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movl	$1, %esi
	salq	$5, %rbx
	leaq	(%rcx,%rbx), %rdx
	cmpq	$0, 16(%rdx)
	jne	.L191
	jmp	.L194
	.p2align 4,,10
	.p2align 3
.L220:
	testb	%sil, %sil
	je	.L194
.L191:
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
	jb	.L220
.L194:
	addq	$1, %r13
	cmpq	8(%rbp), %r13
	jnb	.L193
	testb	%sil, %sil
	jne	.L188
.L193:
	testl	%eax, %eax
	je	.L195
.L190:
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
.L195:
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
	jne	.L196
	jmp	.L190
	.p2align 4,,10
	.p2align 3
.L221:
	cmpq	%rbp, %r12
	jnb	.L190
.L196:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	addq	$1, %r12
	addq	$16, %rbx
	call	table_push
	testl	%eax, %eax
	je	.L221
	jmp	.L190
	.cfi_endproc
.LFE128:
	.size	table_from_dist, .-table_from_dist
	.p2align 4
	.type	walk_start, @function
walk_start:
.LFB38:
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
	je	.L223
	movq	120(%rsi), %rdi
.L223:
	cmpq	$0, 8(%rsi)
	movq	%rdi, 64(%rbx)
	movq	$-1, %rax
	je	.L224
	movq	24(%rsi), %rax
.L224:
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
.LFE38:
	.size	walk_start, .-walk_start
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB155:
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
.LFE155:
	.size	parse_uint, .-parse_uint
	.p2align 4
	.type	numbers_close, @function
numbers_close:
.LFB23:
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
.LFE23:
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
.LFB131:
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
.L246:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L245
	.cfi_endproc
.LFE131:
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
.LFB22:
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
	leaq	.LC25(%rip), %rsi
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
	leaq	.LC24(%rip), %rdx
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
	leaq	.LC26(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L250
	.cfi_endproc
.LFE22:
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
.LFB24:
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
	leaq	.LC29(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
.L262:
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
	leaq	.LC28(%rip), %rdx
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
	movdqa	.LC35(%rip), %xmm0
	leaq	160(%rsp), %r12
	movq	%rsp, %r14
	movaps	%xmm0, 160(%rsp)
	movdqa	.LC36(%rip), %xmm0
	movaps	%xmm0, 176(%rsp)
	movdqa	.LC37(%rip), %xmm0
	movups	%xmm0, 187(%rsp)
	jmp	.L262
	.p2align 4,,10
	.p2align 3
.L282:
	leaq	160(%rsp), %r12
	movq	%r14, %rcx
	movl	$192, %esi
	xorl	%eax, %eax
	leaq	.LC30(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L262
.L279:
	movq	8(%r13), %rcx
	leaq	.LC31(%rip), %rdx
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
	leaq	.LC27(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L259
.L280:
	leaq	160(%rsp), %r12
	leaq	.LC32(%rip), %rdx
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	%rsp, %r14
	call	snprintf@PLT
	jmp	.L262
	.cfi_endproc
.LFE24:
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
.LFB139:
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
	jne	.L287
.L285:
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
.LFE139:
	.size	svg_line, .-svg_line
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB135:
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
	jbe	.L296
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
.L296:
	movq	.LC51(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC52(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L295
	movsd	.LC53(%rip), %xmm2
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
	movsd	.LC54(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L305
	mulsd	.LC47(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L305:
	.cfi_restore_state
	mulsd	.LC51(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE135:
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
.LFB137:
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
	jb	.L308
	movapd	%xmm3, %xmm0
	leaq	.LC58(%rip), %rbp
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
.LFE137:
	.size	svg_axes, .-svg_axes
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB129:
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
	movsd	.LC63(%rip), %xmm3
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
	movq	.LC63(%rip), %rdx
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
.LFE129:
	.size	percentile_rows, .-percentile_rows
	.p2align 4
	.type	poisson_next, @function
poisson_next:
.LFB21:
	.cfi_startproc
	movabsq	$-7046029254386353131, %rax
	addq	16(%rdi), %rax
	pxor	%xmm1, %xmm1
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rax, %rdx
	movq	%rax, 16(%rdi)
	movsd	.LC50(%rip), %xmm0
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
	mulsd	.LC66(%rip), %xmm1
	subsd	%xmm1, %xmm0
	call	log@PLT
	xorpd	.LC67(%rip), %xmm0
	divsd	(%rbx), %xmm0
	mulsd	.LC68(%rip), %xmm0
	addsd	8(%rbx), %xmm0
	movsd	%xmm0, 8(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE21:
	.size	poisson_next, .-poisson_next
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
.LC74:
	.string	"%12.3f %2.12f %10lu %14.2f\n"
.LC75:
	.string	"%12.3f %2.12f %10lu\n"
	.section	.rodata.str1.8
	.align 8
.LC77:
	.string	"#[Mean    = %12.3f, StdDeviation   = %12.3f]\n"
	.align 8
.LC78:
	.string	"#[Max     = %12.3f, Total count    = %12lu]\n"
	.align 8
.LC79:
	.string	"#[Buckets = %12d, SubBuckets     = %12d]\n"
	.text
	.p2align 4
	.type	hgrm_writer, @function
hgrm_writer:
.LFB147:
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
	je	.L406
	movsd	.LC56(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC75(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L366
	.p2align 4,,10
	.p2align 3
.L407:
	movq	%rbx, %rdi
	movl	$3, %eax
	addq	$1, %r13
	addq	$24, %r14
	movsd	.LC50(%rip), %xmm2
	movsd	.LC50(%rip), %xmm5
	leaq	.LC74(%rip), %rsi
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
	divsd	.LC63(%rip), %xmm1
	testq	%rax, %rax
	js	.L361
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L362:
	movsd	.LC63(%rip), %xmm7
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
	movsd	.LC76(%rip), %xmm2
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
	js	.L388
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L389:
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
	movsd	.LC56(%rip), %xmm7
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
.LFE147:
	.size	hgrm_writer, .-hgrm_writer
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB105:
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
	mulsd	.LC80(%rip), %xmm1
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
.LFE105:
	.size	stats_of, .-stats_of
	.section	.rodata.str1.1
.LC81:
	.string	"bench: cannot write %s: %s\n"
.LC82:
	.string	"RESULT export file=%s\n"
.LC83:
	.string	"bench: writing %s failed\n"
	.text
	.p2align 4
	.type	export_file, @function
export_file:
.LFB146:
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
	leaq	.LC82(%rip), %rdi
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
	leaq	.LC83(%rip), %rsi
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
	leaq	.LC81(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L444
	.cfi_endproc
.LFE146:
	.size	export_file, .-export_file
	.section	.rodata.str1.1
.LC84:
	.string	"bench: "
.LC85:
	.string	"\\n"
.LC86:
	.string	"\\x%02x"
	.text
	.p2align 4
	.type	usage_error, @function
usage_error:
.LFB182:
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
	leaq	.LC84(%rip), %rdi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	je	.L456
	leaq	.LC86(%rip), %rbp
	leaq	.LC85(%rip), %r12
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
.LFE182:
	.size	usage_error, .-usage_error
	.section	.rodata.str1.1
.LC87:
	.string	"it ended early"
	.section	.rodata.str1.8
	.align 8
.LC88:
	.string	"bench: --arrivals '%s' changed while the run read it: %s\n"
	.text
	.p2align 4
	.type	due_next, @function
due_next:
.LFB27:
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
	je	.L463
	movq	(%rdx,%rax,8), %rax
.L462:
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
.L463:
	.cfi_restore_state
	movl	32(%rbx), %edx
	testl	%edx, %edx
	je	.L473
	cmpl	$1, %edx
	je	.L474
	leaq	16(%rsp), %rbp
	addq	$40, %rdi
	leaq	8(%rsp), %rsi
	movl	$256, %ecx
	movq	%rbp, %rdx
	call	numbers_next
	cmpl	$1, %eax
	jne	.L469
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
.L473:
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
.L474:
	.cfi_restore_state
	addq	$16, %rdi
	call	poisson_next
	movsd	.LC76(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L475
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L462
	.p2align 4,,10
	.p2align 3
.L475:
	cvttsd2siq	%xmm0, %rax
	jmp	.L462
.L469:
	testl	%eax, %eax
	leaq	.LC87(%rip), %rax
	movq	stderr(%rip), %rdi
	movq	64(%rbx), %rdx
	cmovne	%rbp, %rax
	leaq	.LC88(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE27:
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
.LFB187:
	.cfi_startproc
	movq	(%rdi), %rsi
	movq	40(%rdi), %rcx
	leaq	.LC89(%rip), %rax
	cmpq	%rcx, %rsi
	jnb	.L476
	movl	112(%rdi), %eax
	cmpl	$2, %eax
	je	.L489
	cmpl	$1, %eax
	jne	.L479
	cmpq	$1, 120(%rdi)
	leaq	.LC91(%rip), %rax
	ja	.L476
.L479:
	movq	8(%rdi), %r8
	testq	%r8, %r8
	je	.L483
	movq	24(%rdi), %rax
	xorl	%edx, %edx
	divq	%rcx
	leaq	.LC92(%rip), %rax
	testq	%rdx, %rdx
	jne	.L476
	movq	16(%rdi), %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	je	.L476
	movq	%rdi, %rax
	xorl	%edx, %edx
	divq	%rcx
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC94(%rip), %rax
	testq	%rdx, %rdx
	jne	.L476
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
.L483:
	xorl	%eax, %eax
.L476:
	ret
	.p2align 4,,10
	.p2align 3
.L489:
	cmpq	$1, 120(%rdi)
	leaq	.LC90(%rip), %rax
	jbe	.L479
	ret
	.cfi_endproc
.LFE187:
	.size	closed_form_gap.part.0, .-closed_form_gap.part.0
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB65:
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
	jne	.L490
	movl	112(%rdi), %eax
	movq	%rdi, %r10
	testl	%eax, %eax
	jne	.L490
	cmpq	$1, 120(%rdi)
	jne	.L490
	movq	%rsi, %rbx
	movq	%rdx, %rbp
	call	closed_form_gap.part.0
	testq	%rax, %rax
	je	.L505
.L490:
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
.L505:
	.cfi_restore_state
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L494:
	movq	(%rsi), %rdx
	testq	%rdx, %rdx
	je	.L492
	movq	%rcx, %rax
	.p2align 4,,10
	.p2align 3
.L493:
	movq	%rdx, %rcx
	xorl	%edx, %edx
	divq	%rcx
	movq	%rcx, %rax
	testq	%rdx, %rdx
	jne	.L493
.L492:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	jne	.L494
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
	jmp	.L490
	.cfi_endproc
.LFE65:
	.size	lattice_plan, .-lattice_plan
	.section	.rodata.str1.8
	.align 8
.LC95:
	.string	"bench: internal error: rank %lu is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	select_end_pass, @function
select_end_pass:
.LFB85:
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
	jne	.L507
	movq	8(%rdi), %rax
	movq	(%rdi), %r14
	movq	%rax, 24(%rsp)
	subq	$0, %rax
	jne	.L530
	movl	64(%rdi), %esi
	movl	$0, 72(%rdi)
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%esi, %esi
	jne	.L510
	movl	$50000, %r12d
	xorl	%r13d, %r13d
.L510:
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
.L521:
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
	je	.L511
	movq	%r14, %rax
	xorq	%rcx, %rax
	orq	24(%rsp), %rax
	je	.L542
	cmpq	$1, %rcx
	je	.L515
	movq	48(%rbp), %rax
	movl	$0, 24(%r8)
	xorl	%edx, %edx
	movq	%rax, 48(%rbx)
	movq	(%r15), %rax
	cmpq	%rcx, %rax
	jnb	.L543
	.p2align 4,,10
	.p2align 3
.L516:
	addq	$1, %rdx
	movq	%rax, %rsi
	addq	(%r15,%rdx,8), %rax
	cmpq	%rcx, %rax
	jb	.L516
	cmpq	$16383, %rdx
	jbe	.L544
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
	je	.L517
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, (%r8)
	addl	$1, 72(%rbp)
.L518:
	movq	32(%rsp), %rax
	addq	$8, %rbx
	addq	$8, %r11
	addq	$4, %r8
	cmpq	%rax, %rbx
	jne	.L521
	movq	%r15, %rdi
	call	free@PLT
	movq	%rbp, %rdi
	movq	$0, 384(%rbp)
	call	select_windows
.L522:
	xorl	%eax, %eax
.L506:
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
.L507:
	.cfi_restore_state
	movq	376(%rdi), %r10
	leaq	272(%rdi), %r8
	leaq	80(%rdi), %r9
	leaq	296(%rdi), %r11
	jmp	.L529
	.p2align 4,,10
	.p2align 3
.L523:
	addq	$4, %r8
	addq	$8, %r9
	cmpq	%r11, %r8
	je	.L545
.L529:
	movl	24(%r8), %ecx
	movl	76(%r8), %eax
	movq	96(%r9), %rdx
	testl	%ecx, %ecx
	jne	.L523
	movslq	%eax, %rsi
	movq	(%r9), %rcx
	xorl	%eax, %eax
	salq	$19, %rsi
	leaq	(%r10,%rsi), %rdi
	jmp	.L524
	.p2align 4,,10
	.p2align 3
.L526:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L525
.L524:
	movq	%rdx, %rsi
	addq	(%rdi,%rax,8), %rdx
	cmpq	%rcx, %rdx
	jb	.L526
	movl	(%r8), %ecx
	movq	%rsi, 96(%r9)
	salq	%cl, %rax
	addq	144(%r9), %rax
	movq	%rax, 144(%r9)
	testl	%ecx, %ecx
	jne	.L528
	movq	%rax, 48(%r9)
	addq	$4, %r8
	addq	$8, %r9
	movl	$1, 20(%r8)
	subl	$1, 72(%rbp)
	cmpq	%r11, %r8
	jne	.L529
.L545:
	movq	%r10, %rdi
	movl	$3145728, %edx
	xorl	%esi, %esi
	call	memset@PLT
	movq	%rbp, %rdi
	call	select_windows
	jmp	.L522
	.p2align 4,,10
	.p2align 3
.L528:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, (%r8)
	jmp	.L523
	.p2align 4,,10
	.p2align 3
.L511:
	movl	$1, 24(%r8)
	movq	$0, 48(%rbx)
	jmp	.L518
	.p2align 4,,10
	.p2align 3
.L542:
	movl	$1, 24(%r8)
	cmpq	$1, %rcx
	je	.L513
	movq	48(%rbp), %rax
	movq	%rax, 48(%rbx)
	jmp	.L518
	.p2align 4,,10
	.p2align 3
.L515:
	movl	$1, 24(%r8)
.L513:
	movq	40(%rbp), %rax
	movq	%rax, 48(%rbx)
	jmp	.L518
	.p2align 4,,10
	.p2align 3
.L544:
	movq	%rsi, 96(%rbx)
	movl	$0, (%r8)
	movq	%rdx, 144(%rbx)
.L517:
	movq	%rdx, 48(%rbx)
	movl	$1, 24(%r8)
	jmp	.L518
.L543:
	movq	$0, 96(%rbx)
	movl	$0, (%r8)
	movq	$0, 144(%rbx)
	movq	%rdx, 48(%rbx)
	movl	$1, 24(%r8)
	jmp	.L518
.L530:
	movl	$-2, %eax
	jmp	.L506
.L525:
	movq	stderr(%rip), %rdi
	movq	%rcx, %rdx
	leaq	.LC95(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE85:
	.size	select_end_pass, .-select_end_pass
	.p2align 4
	.type	exact_by, @function
exact_by:
.LFB107:
	.cfi_startproc
	movl	164(%rdi), %ecx
	testl	%ecx, %ecx
	je	.L556
	movl	%ecx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L556:
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
	jne	.L546
	cmpq	$1048576, 96(%rbx)
	movl	$3, %ecx
	ja	.L546
	movl	112(%rbx), %edx
	leaq	by_kind.6(%rip), %rax
	movl	(%rax,%rdx,4), %ecx
	cmpl	$3, %ecx
	jne	.L551
	movq	104(%rbx), %rax
	testq	%rax, %rax
	je	.L551
	xorl	%edx, %edx
	divq	(%rbx)
	movq	120(%rbx), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	$1048576, %rax
	movl	$1, %eax
	cmovbe	%eax, %ecx
.L546:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L551:
	.cfi_restore_state
	movl	$1, %ecx
	addq	$16, %rsp
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE107:
	.size	exact_by, .-exact_by
	.p2align 4
	.type	buffers_init, @function
buffers_init:
.LFB108:
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
	call	exact_by
	movl	%eax, %edx
	movl	%eax, 24(%rbx)
	xorl	%eax, %eax
	cmpl	$3, %edx
	je	.L557
	cmpl	$2, %edx
	je	.L577
	movl	112(%rbp), %edx
	movq	96(%rbp), %r12
	leaq	by_kind.6(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	movq	%r12, %rdi
	je	.L578
.L563:
	leaq	0(,%rdi,8), %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rbx)
	testq	%rax, %rax
	je	.L561
	salq	$3, %r12
.L562:
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
.L557:
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
.L578:
	.cfi_restore_state
	movq	104(%rbp), %rax
	testq	%rax, %rax
	je	.L563
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	120(%rbp), %rdx
	leaq	1(%rax,%rdx), %rdi
	jmp	.L563
	.p2align 4,,10
	.p2align 3
.L577:
	leaq	24(%rsp), %rdx
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	lattice_plan
	testl	%eax, %eax
	je	.L561
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
	je	.L561
	movdqa	(%rsp), %xmm0
	movl	$8, %esi
	movq	%rbp, %rdi
	movups	%xmm0, 56(%rbx)
	call	calloc@PLT
	movq	%rax, 72(%rbx)
	testq	%rax, %rax
	je	.L561
	movl	$524288, %r12d
	movl	$524288, %ebp
	jmp	.L562
.L561:
	movl	$-1, %eax
	jmp	.L557
	.cfi_endproc
.LFE108:
	.size	buffers_init, .-buffers_init
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB192:
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
	je	.L586
.L580:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L579:
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
.L586:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L587
	movl	$512, %esi
	movl	$16, %ebp
.L581:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L588
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L580
	.p2align 4,,10
	.p2align 3
.L587:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L581
.L588:
	movl	$1, 24(%rbx)
	jmp	.L579
	.cfi_endproc
.LFE192:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.8
	.align 8
.LC96:
	.string	"bench: internal error: rank %lu of the corrected set is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	cqr_end_pass.part.0, @function
cqr_end_pass.part.0:
.LFB193:
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
.L600:
	movl	(%r11), %edx
	movq	312(%r10), %r12
	testl	%edx, %edx
	jne	.L590
	movl	24(%r11), %eax
	testl	%eax, %eax
	je	.L591
	movq	192(%r10), %rcx
	movq	8(%rsp), %rsi
	xorl	%eax, %eax
	jmp	.L592
	.p2align 4,,10
	.p2align 3
.L596:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L619
.L592:
	movq	%r12, %rdx
	addq	(%rsi,%rax,8), %r12
	cmpq	%rcx, %r12
	jb	.L596
	movl	192(%r11), %ecx
	movq	%rdx, 312(%r10)
	salq	%cl, %rax
	addq	240(%r10), %rax
	movq	%rax, 240(%r10)
	testl	%ecx, %ecx
	jne	.L620
	movq	88(%rsp), %rdi
	movq	144(%r10), %rdx
	imulq	(%rdi), %rdx
	addq	%rdx, %rax
	movq	%rax, 48(%r10)
	movl	$1, (%r11)
	subl	$1, 24(%rdi)
	.p2align 4,,10
	.p2align 3
.L590:
	addq	$1, %rbx
	addq	$8, %r10
	addq	$4, %r11
	addq	$524288, 8(%rsp)
	addq	$524288, 16(%rsp)
	cmpq	$6, %rbx
	jne	.L600
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
.L591:
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
	jmp	.L594
	.p2align 4,,10
	.p2align 3
.L622:
	addq	$1, %rsi
	addq	%r10, %r12
	addq	%rdi, %r11
	cmpq	$65536, %rsi
	je	.L621
.L594:
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
	jc	.L622
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
	je	.L623
	movl	24(%rsp), %edi
	movl	$16, %eax
	cmpl	%eax, %edi
	cmovnb	%edi, %eax
	subl	$16, %eax
	movl	%eax, 192(%r11)
	jmp	.L590
	.p2align 4,,10
	.p2align 3
.L620:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, 192(%r11)
	jmp	.L590
	.p2align 4,,10
	.p2align 3
.L623:
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
	je	.L598
	.p2align 4,,10
	.p2align 3
.L599:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L605
	movq	%rdx, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L599
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L598:
	movl	$1, 24(%r11)
	movq	%rbp, 144(%r10)
	movq	%rsi, 192(%r10)
	movq	$0, 240(%r10)
	movq	$0, 312(%r10)
	movl	%ecx, 192(%r11)
	jmp	.L590
.L621:
	movq	96(%rsp), %rdx
.L595:
	movq	stderr(%rip), %rdi
	leaq	.LC96(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L619:
	movq	88(%rsp), %rax
	movslq	%ebx, %rbx
	movq	96(%rax,%rbx,8), %rdx
	jmp	.L595
.L605:
	movl	$48, %ecx
	jmp	.L598
	.cfi_endproc
.LFE193:
	.size	cqr_end_pass.part.0, .-cqr_end_pass.part.0
	.p2align 4
	.type	cqr_add, @function
cqr_add:
.LFB90:
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
	jne	.L625
	movdqa	64(%rdi), %xmm0
	movq	32(%rdi), %rax
	movq	40(%rdi), %rdx
	movq	48(%rdi), %rcx
	movq	56(%rdi), %rbx
	movq	8(%rdi), %r11
	movaps	%xmm0, -32(%rsp)
	cmpq	%r8, %rsi
	jb	.L641
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
	jnb	.L630
	leaq	(%r8,%r10), %rax
	xorl	%r12d, %r12d
	xorl	%r13d, %r13d
	cmpq	%rax, %r11
	jnb	.L642
.L630:
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
	jbe	.L631
	bsrq	%r9, %rax
	movq	%r9, %rsi
	subl	$13, %eax
	movq	%rax, %rcx
	salq	$13, %rax
	shrq	%cl, %rsi
	addq	%rsi, %rax
.L631:
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
.L625:
	.cfi_restore_state
	leaq	192(%rdi), %rax
	leaq	240(%rdi), %rdx
	xorl	%r11d, %r11d
	leaq	216(%rdi), %r12
	.p2align 4,,10
	.p2align 3
.L636:
	movl	(%rax), %ebx
	testl	%ebx, %ebx
	jne	.L632
	movl	24(%rax), %ecx
	testl	%ecx, %ecx
	jne	.L633
	cmpq	%r8, %rsi
	jb	.L632
	movl	192(%rax), %ecx
	movq	%r9, %rbx
	subq	96(%rdx), %rbx
	shrq	%cl, %rbx
	movq	%rbx, %rcx
	cmpq	$65535, %rbx
	jbe	.L643
	.p2align 4,,10
	.p2align 3
.L632:
	addq	$4, %rax
	addq	$65536, %r11
	addq	$8, %rdx
	cmpq	%r12, %rax
	jne	.L636
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
.L633:
	.cfi_restore_state
	movq	(%rdx), %rcx
	testq	%rcx, %rcx
	jne	.L634
	movq	%rsi, %rcx
	cmpq	%r8, %rsi
	jnb	.L632
.L635:
	movq	%rcx, %rbx
	movl	192(%rax), %ecx
	subq	96(%rdx), %rbx
	shrq	%cl, %rbx
	movq	%rbx, %rcx
	cmpq	$65535, %rbx
	ja	.L632
	movq	504(%rdi), %rbx
	addq	%r11, %rcx
	addq	$1, (%rbx,%rcx,8)
	jmp	.L632
	.p2align 4,,10
	.p2align 3
.L634:
	cmpq	%r8, %rsi
	jb	.L632
	cmpq	%rcx, %r9
	jb	.L632
	movq	%r10, %rcx
	jmp	.L635
	.p2align 4,,10
	.p2align 3
.L643:
	movq	504(%rdi), %rbx
	addq	%r11, %rcx
	salq	$3, %rcx
	addq	%rcx, %rbx
	addq	512(%rdi), %rcx
	addq	$1, (%rbx)
	addq	%r9, (%rcx)
	jmp	.L632
	.p2align 4,,10
	.p2align 3
.L641:
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
.L642:
	.cfi_restore_state
	movq	%r11, %rax
	xorl	%edx, %edx
	xorl	%r13d, %r13d
	subq	%r10, %rax
	divq	%r8
	movq	%rax, %r12
	jmp	.L630
	.cfi_endproc
.LFE90:
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
.LFB173:
	.cfi_startproc
	movl	%edi, %eax
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	cmpl	$-2, %eax
	je	.L648
	movq	%rsi, %rdx
	xorl	%eax, %eax
	leaq	.LC98(%rip), %rsi
	call	fprintf@PLT
	movl	$1, %eax
.L644:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L648:
	.cfi_restore_state
	movq	%rdi, %rcx
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC97(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L644
	.cfi_endproc
.LFE173:
	.size	cannot, .-cannot
	.section	.rodata.str1.1
.LC99:
	.string	"--service"
.LC100:
	.string	"--service %s"
.LC101:
	.string	"it must be above zero"
	.section	.rodata.str1.8
	.align 8
.LC102:
	.string	"--service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC103:
	.string	"--interval"
.LC104:
	.string	"--interval %s"
	.section	.rodata.str1.8
	.align 8
.LC105:
	.string	"--interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC106:
	.string	"--stall"
.LC107:
	.string	"--stall %s"
.LC108:
	.string	"--period"
.LC109:
	.string	"--period %s"
.LC110:
	.string	"--first-stall"
.LC111:
	.string	"--first-stall %s"
.LC112:
	.string	"--slow-above"
.LC113:
	.string	"--slow-above %s"
.LC114:
	.string	"--duration"
.LC115:
	.string	"--duration %s"
	.section	.rodata.str1.8
	.align 8
.LC116:
	.string	"--duration '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC117:
	.string	"--requests"
	.section	.rodata.str1.8
	.align 8
.LC118:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sorted)"
	.align 8
.LC119:
	.string	"--requests '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC120:
	.string	"--expected-interval"
.LC121:
	.string	"mean"
.LC122:
	.string	"a time above zero, or mean"
	.section	.rodata.str1.8
	.align 8
.LC123:
	.string	"--expected-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC124:
	.string	"--rank"
.LC125:
	.string	"round"
.LC126:
	.string	"ceil"
.LC127:
	.string	"use round or ceil"
.LC128:
	.string	"--rank '%s' is not valid: %s"
.LC129:
	.string	"--exact-by"
.LC130:
	.string	"auto"
.LC131:
	.string	"sorted"
.LC132:
	.string	"sort"
.LC133:
	.string	"lattice"
.LC134:
	.string	"passes"
	.section	.rodata.str1.8
	.align 8
.LC135:
	.string	"use auto, sorted, lattice or passes"
	.align 8
.LC136:
	.string	"--exact-by '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC137:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC138:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC139:
	.string	"--reps '%s' is not valid: %s"
.LC140:
	.string	"--schedule"
.LC141:
	.string	"fixed"
.LC142:
	.string	"poisson"
	.section	.rodata.str1.8
	.align 8
.LC143:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.align 8
.LC144:
	.string	"--schedule '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC145:
	.string	"--rate"
	.section	.rodata.str1.8
	.align 8
.LC146:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC147:
	.string	"--rate '%s' is not valid: %s"
.LC149:
	.string	"--seed"
	.section	.rodata.str1.8
	.align 8
.LC150:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC151:
	.string	"--seed '%s' is not valid: %s"
.LC152:
	.string	"--arrivals"
.LC153:
	.string	"--closed"
.LC154:
	.string	"catch-up"
.LC155:
	.string	"skip"
.LC156:
	.string	"back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC157:
	.string	"use catch-up, skip or back-to-back"
	.align 8
.LC158:
	.string	"--closed '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC159:
	.string	"--connections"
	.section	.rodata.str1.8
	.align 8
.LC160:
	.string	"a whole number from 1 to 1000000"
	.align 8
.LC161:
	.string	"--connections '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC162:
	.string	"--correct"
.LC163:
	.string	"--trace-values"
.LC164:
	.string	"--export"
	.section	.rodata.str1.8
	.align 8
.LC165:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.align 8
.LC166:
	.string	"--export '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC167:
	.string	"--sweep"
.LC168:
	.string	"load"
.LC169:
	.string	"stall"
.LC170:
	.string	"use load or stall"
.LC171:
	.string	"--sweep '%s' is not valid: %s"
.LC172:
	.string	"see bench --help"
.LC173:
	.string	"unknown option '%s': %s"
	.text
	.p2align 4
	.type	apply_option.constprop.0, @function
apply_option.constprop.0:
.LFB200:
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
	leaq	.LC99(%rip), %rsi
	movq	%rbx, %rdi
	subq	$1432, %rsp
	.cfi_def_cfa_offset 1472
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L739
	leaq	.LC103(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L740
	leaq	.LC106(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L741
	leaq	.LC108(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L742
	leaq	.LC110(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L743
	leaq	.LC112(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L744
	leaq	.LC114(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L745
	leaq	.LC117(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L746
	leaq	.LC120(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L672
	leaq	.LC121(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L673
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L674
	movq	8(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L674
	movq	%rdx, 128(%rbp)
.L673:
	movl	%eax, 136(%rbp)
	movl	$1, 292(%rbp)
	.p2align 4,,10
	.p2align 3
.L655:
	xorl	%eax, %eax
.L649:
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
.L740:
	.cfi_restore_state
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L747
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L748
	movq	%rax, 40(%rbp)
	jmp	.L655
	.p2align 4,,10
	.p2align 3
.L739:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L749
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L750
	movq	%rax, 0(%rbp)
	jmp	.L655
	.p2align 4,,10
	.p2align 3
.L743:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L751
	movq	8(%rsp), %rax
	movq	%rax, 24(%rbp)
	jmp	.L655
	.p2align 4,,10
	.p2align 3
.L741:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L752
	movq	8(%rsp), %rax
	movq	%rax, 8(%rbp)
	jmp	.L655
	.p2align 4,,10
	.p2align 3
.L742:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L753
	movq	8(%rsp), %rax
	movq	%rax, 16(%rbp)
	jmp	.L655
	.p2align 4,,10
	.p2align 3
.L746:
	leaq	8(%rsp), %rcx
	movl	$1, %esi
	movq	%r12, %rdi
	movabsq	$1099511627776, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L754
	movq	$0, 184(%rbp)
	movq	8(%rsp), %rax
	movq	%rax, 192(%rbp)
	jmp	.L655
	.p2align 4,,10
	.p2align 3
.L744:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L755
	movq	8(%rsp), %rax
	movq	%rax, 152(%rbp)
	jmp	.L655
	.p2align 4,,10
	.p2align 3
.L745:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%r12, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L756
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L757
	movq	%rax, 184(%rbp)
	movq	$0, 192(%rbp)
	jmp	.L655
	.p2align 4,,10
	.p2align 3
.L672:
	leaq	.LC124(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L676
	leaq	.LC125(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC126(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L677
	testl	%eax, %eax
	jne	.L758
.L677:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 160(%rbp)
	jmp	.L655
	.p2align 4,,10
	.p2align 3
.L676:
	leaq	.LC129(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L678
	leaq	.LC130(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L759
	leaq	.LC131(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L680
	leaq	.LC132(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L680
	leaq	.LC133(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L760
	leaq	.LC134(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L683
	movl	$3, 164(%rbp)
	jmp	.L655
.L678:
	leaq	.LC137(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L761
	leaq	.LC140(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L686
	leaq	.LC141(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC142(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L687
	testl	%eax, %eax
	jne	.L762
.L687:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 32(%rbp)
	jmp	.L655
.L750:
	leaq	.LC101(%rip), %r8
	movq	%r12, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC102(%rip), %rdx
	call	snprintf@PLT
.L652:
	movl	$-1, %eax
	jmp	.L649
.L748:
	leaq	.LC101(%rip), %r8
	movq	%r12, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC105(%rip), %rdx
	call	snprintf@PLT
	jmp	.L652
.L680:
	movl	$1, 164(%rbp)
	jmp	.L655
.L759:
	movl	$0, 164(%rbp)
	jmp	.L655
.L749:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC100(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L652
.L686:
	leaq	.LC145(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L763
	leaq	.LC149(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L764
	leaq	.LC152(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L765
	leaq	.LC153(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L695
	leaq	.LC154(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L696
	leaq	.LC155(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L708
	leaq	.LC156(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L766
	leaq	.LC157(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC158(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L652
.L761:
	leaq	8(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%r12, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L767
	movq	8(%rsp), %rax
	movl	%eax, 168(%rbp)
	jmp	.L655
.L752:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC107(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L652
.L747:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC104(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L652
.L753:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC109(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L652
.L751:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC111(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L652
.L763:
	movzbl	(%r12), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L690
	call	__errno_location@PLT
	leaq	16(%rsp), %rsi
	movq	%r12, %rdi
	movq	%rax, %rbx
	xorl	%eax, %eax
	movl	%eax, (%rbx)
	call	strtod@PLT
	cmpl	$0, (%rbx)
	jne	.L690
	movq	16(%rsp), %rax
	cmpb	$0, (%rax)
	jne	.L690
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L690
	comisd	.LC148(%rip), %xmm0
	ja	.L690
	movsd	%xmm0, 200(%rbp)
	jmp	.L655
.L760:
	movl	$2, 164(%rbp)
	jmp	.L655
.L764:
	orq	$-1, %rdx
	xorl	%esi, %esi
	leaq	208(%rbp), %rcx
	movq	%r12, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L655
	leaq	.LC150(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC151(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L652
.L755:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC113(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L652
.L695:
	leaq	.LC159(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L768
	leaq	.LC162(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L769
	leaq	.LC163(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L770
	leaq	.LC164(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L702
	cmpb	$0, (%r12)
	je	.L703
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L703
	movq	%r12, 248(%rbp)
	jmp	.L655
.L765:
	movq	%r12, 216(%rbp)
	movl	$2, 32(%rbp)
	jmp	.L655
.L757:
	leaq	.LC101(%rip), %r8
	movq	%r12, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC116(%rip), %rdx
	call	snprintf@PLT
	jmp	.L652
.L756:
	leaq	.LC8(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC115(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L652
.L674:
	leaq	.LC122(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC123(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L652
.L754:
	leaq	.LC118(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC119(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L652
.L758:
	leaq	.LC127(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC128(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L652
.L769:
	movq	%r12, 224(%rbp)
	movl	$1, 176(%rbp)
	jmp	.L655
.L768:
	leaq	120(%rbp), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%r12, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L655
	leaq	.LC160(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC161(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L652
.L702:
	leaq	.LC167(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L705
	leaq	.LC168(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L706
	leaq	.LC169(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L771
.L706:
	movq	%r12, 240(%rbp)
	movl	$2, 176(%rbp)
	jmp	.L655
.L705:
	leaq	.LC172(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC173(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L652
.L770:
	movq	%r12, 232(%rbp)
	movl	$1, 176(%rbp)
	jmp	.L655
.L771:
	leaq	.LC170(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC171(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L652
.L766:
	movl	$2, %eax
.L696:
	movl	%eax, 112(%rbp)
	jmp	.L655
.L762:
	leaq	.LC143(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC144(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L652
.L683:
	leaq	.LC135(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC136(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L652
.L690:
	leaq	.LC146(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC147(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L652
.L703:
	leaq	.LC165(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC166(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L652
.L708:
	movl	$1, %eax
	jmp	.L696
.L767:
	leaq	.LC138(%rip), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC139(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L652
	.cfi_endproc
.LFE200:
	.size	apply_option.constprop.0, .-apply_option.constprop.0
	.section	.rodata.str1.1
.LC174:
	.string	"%lu.%lu"
.LC175:
	.string	"%lu.%02lu"
.LC176:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB201:
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
	jnb	.L777
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L778
	leaq	.LC176(%rip), %rdx
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
.L778:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC175(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L777:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC174(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE201:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.1
.LC177:
	.string	"%-10s %9lu"
	.globl	__divti3
.LC178:
	.string	"%lu.%04lu"
.LC179:
	.string	" %8lu %8s"
	.text
	.p2align 4
	.type	print_row, @function
print_row:
.LFB120:
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
	leaq	.LC177(%rip), %rdi
	movq	%rsp, %rbp
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L780:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	fmt_us.constprop.0
	movq	%r13, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L780
	movq	(%r12), %r8
	movq	56(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L781
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
.L781:
	movq	%rbp, %rdi
	leaq	.LC178(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC179(%rip), %rdi
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
.LFE120:
	.size	print_row, .-print_row
	.p2align 4
	.type	serve_stalls.constprop.0, @function
serve_stalls.constprop.0:
.LFB203:
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
	jb	.L787
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
.L787:
	cmpq	%rsi, %rcx
	jnb	.L789
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
.L789:
	movq	%rbx, 8(%rdi)
	movq	%rsi, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	movq	%rcx, (%rdi)
	ret
	.cfi_endproc
.LFE203:
	.size	serve_stalls.constprop.0, .-serve_stalls.constprop.0
	.p2align 4
	.type	dist_count_le.isra.0, @function
dist_count_le.isra.0:
.LFB204:
	.cfi_startproc
	movq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L796
	salq	$5, %rsi
	xorl	%r10d, %r10d
	leaq	(%rdi,%rsi), %r8
	jmp	.L795
	.p2align 4,,10
	.p2align 3
.L793:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L794
	subq	%r9, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L794
	subq	%rax, %rdx
	imulq	%rcx, %rdx
	addq	%rdx, %r10
.L794:
	addq	$32, %rdi
	cmpq	%rdi, %r8
	je	.L791
.L795:
	movq	(%rdi), %rax
	movq	24(%rdi), %rcx
	cmpq	%rax, %r9
	jb	.L793
	imulq	16(%rdi), %rcx
	addq	$32, %rdi
	addq	%rcx, %r10
	cmpq	%rdi, %r8
	jne	.L795
.L791:
	movq	%r10, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L796:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	ret
	.cfi_endproc
.LFE204:
	.size	dist_count_le.isra.0, .-dist_count_le.isra.0
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
.LFB58:
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
	je	.L802
	movq	(%rdi), %rdi
	movq	16(%rdi), %rax
	movq	%rdi, 56(%rsp)
	movq	%rax, (%rsp)
	mulq	24(%rdi)
	movq	%rax, %r14
	movq	%rdx, %rax
	movq	%rdx, %r15
	subq	$0, %rax
	jne	.L818
	leaq	48(%rdi), %rcx
	xorl	%esi, %esi
	movq	$-1, %r10
	xorl	%edi, %edi
	jmp	.L804
	.p2align 4,,10
	.p2align 3
.L805:
	movq	(%rcx), %rax
	mulq	8(%rcx)
	addq	%rax, %r14
	movq	%rdi, %rax
	adcq	%rdx, %r15
	addq	$32, %rcx
	cmpq	%r14, %r10
	sbbq	%r15, %rax
	jc	.L818
.L804:
	addq	$1, %rsi
	cmpq	%r12, %rsi
	jne	.L805
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
.L806:
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
	jne	.L806
	movq	16(%rsp), %r14
	movl	40(%rsp), %r11d
	movq	%r15, %rbp
	movq	24(%rsp), %r15
	movq	%r14, 40(%rsp)
.L807:
	movq	40(%rsp), %rax
	movq	%r12, 64(%rbx)
	movq	%r13, 72(%rbx)
	movq	%rax, (%rbx)
	movq	$99999, 64(%rsp)
	movq	$0, 72(%rsp)
	testl	%r11d, %r11d
	jne	.L809
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
.L809:
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
.L816:
	movq	40(%rsp), %r14
	xorl	%r15d, %r15d
	testq	%r14, %r14
	je	.L810
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
	je	.L820
	movq	%rbx, %rax
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L812:
	movq	(%rax), %rdx
	cmpq	%rdx, %r13
	cmovb	%rdx, %r13
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L812
.L811:
	xorl	%r15d, %r15d
	jmp	.L814
	.p2align 4,,10
	.p2align 3
.L815:
	movq	%r13, %r14
	movq	8(%rbp), %rsi
	movq	%rbx, %rdi
	subq	%r15, %r14
	shrq	%r14
	addq	%r15, %r14
	movq	%r14, %rdx
	call	dist_count_le.isra.0
	cmpq	%r11, %rax
	jb	.L827
	movq	%r14, %r13
.L814:
	cmpq	%r13, %r15
	jb	.L815
.L810:
	movq	16(%rsp), %rax
	addq	$8, (%rsp)
	leaq	48+PCT_MILLI(%rip), %rdi
	movq	%r15, (%rax)
	addq	$8, %rax
	movq	%rax, 16(%rsp)
	movq	(%rsp), %rax
	cmpq	%rax, %rdi
	jne	.L816
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
.L827:
	.cfi_restore_state
	leaq	1(%r14), %r15
	jmp	.L814
	.p2align 4,,10
	.p2align 3
.L818:
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
.L820:
	.cfi_restore_state
	xorl	%r13d, %r13d
	jmp	.L811
.L802:
	movq	(%rdi), %rax
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	xorl	%r12d, %r12d
	movq	$0, 40(%rsp)
	xorl	%r13d, %r13d
	movq	%rax, 56(%rsp)
	jmp	.L807
	.cfi_endproc
.LFE58:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB205:
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
	jne	.L830
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L830:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L832:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L831
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
.L831:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L832
	testq	%r15, %r15
	je	.L836
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L834:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L834
.L833:
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
.L836:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L833
	.cfi_endproc
.LFE205:
	.size	summarise.isra.0, .-summarise.isra.0
	.p2align 4
	.type	corrected_summarise, @function
corrected_summarise:
.LFB52:
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
	je	.L842
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
	jmp	.L846
.L911:
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
.L844:
	cmpq	%r10, %r9
	adcq	$0, 80(%rsp)
	addq	$8, %r8
	cmpq	%r8, 88(%rsp)
	je	.L910
.L846:
	movq	(%r8), %r9
	cmpq	%r10, %r9
	jb	.L911
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
	jnb	.L912
	leaq	(%r10,%rcx), %rax
	cmpq	%rax, %rbp
	jb	.L844
	movq	$0, 72(%rsp)
	movq	%rbp, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%r10
	movq	%rax, 64(%rsp)
	addq	64(%rsp), %rsi
	adcq	72(%rsp), %rdi
	jmp	.L844
.L912:
	addq	16(%rsp), %rsi
	adcq	24(%rsp), %rdi
	jmp	.L844
.L842:
	xorl	%eax, %eax
.L841:
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
.L910:
	.cfi_restore_state
	movq	%r15, %rax
	movl	112(%rsp), %ecx
	movq	120(%rsp), %rbx
	subq	$0, %rax
	jne	.L878
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
	je	.L913
.L849:
	movq	$0, (%rsp)
	movq	80(%rsp), %rbp
	movq	%r8, %r11
	movq	$0, 16(%rsp)
	jmp	.L875
.L850:
	movq	-8(%r12,%r11,8), %rdx
.L853:
	movq	16(%rsp), %rax
	movq	192(%rsp), %rdi
	movq	%rdx, 8(%rdi,%rax)
	addq	$8, %rax
	movq	%rax, 16(%rsp)
	cmpq	$48, %rax
	je	.L842
	movq	(%rdi), %r11
.L875:
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
	jnb	.L850
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
	jnb	.L914
	movq	%rbx, (%rsp)
.L852:
	xorl	%ebx, %ebx
	addq	%rdi, %r14
	movq	%rdi, %rcx
	adcq	%rbx, %r15
	addq	$1, %rbp
	cmpq	%r13, %rbp
	jb	.L854
	jmp	.L915
	.p2align 4,,10
	.p2align 3
.L857:
	addq	%rcx, %r14
	adcq	%rbx, %r15
	addq	$1, %rbp
	cmpq	%rbp, %r13
	je	.L916
.L854:
	movq	(%r12,%rbp,8), %rax
	xorl	%edx, %edx
	divq	%r10
	cmpq	%rdi, %rax
	je	.L857
.L907:
	movq	%rax, %rsi
.L856:
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
	jnb	.L902
	movq	%rsi, %rdi
	jmp	.L852
.L916:
	movq	(%r12,%r13,8), %rax
	xorl	%edx, %edx
	divq	%r10
	movq	%rax, %rsi
	jmp	.L856
.L902:
	movq	%rbx, 104(%rsp)
	movq	(%rsp), %rbx
	movq	%rcx, 96(%rsp)
	movq	%rax, %rcx
.L851:
	leaq	-1(%rcx), %rax
	imulq	%r9, %rax
	subq	%rax, %r8
	movq	%r8, %r11
	cmpq	%r13, %rbp
	jnb	.L862
	movq	%rbp, %rax
	movq	%rbp, %rsi
	negq	%rax
	leaq	(%rbx,%rax,8), %r8
.L861:
	movq	(%r12,%rsi,8), %rax
	xorl	%edx, %edx
	divq	%r10
	movq	%rdx, (%r8,%rsi,8)
	addq	$1, %rsi
	cmpq	%rsi, %r13
	jne	.L861
.L862:
	movq	%rcx, %rdx
	leaq	-1(%r9), %r8
	subq	$1, %r11
	xorl	%eax, %eax
	imulq	%r10, %rdx
	testq	%r8, %r8
	jle	.L908
	movq	%r11, (%rsp)
	movq	%r12, %r9
	movq	%r14, 64(%rsp)
	movq	%r15, 72(%rsp)
	movq	%rbp, 88(%rsp)
	movq	%rdi, 112(%rsp)
	movq	%rdx, 48(%rsp)
	movq	%r13, %rdx
.L859:
	movq	%r8, %rcx
	movq	(%rbx,%rax,8), %rdi
	subq	%rax, %rcx
	sarq	%rcx
	addq	%rax, %rcx
	movq	(%rbx,%rcx,8), %rsi
	movq	(%rbx,%r8,8), %rcx
	cmpq	%rsi, %rdi
	jnb	.L864
	cmpq	%rcx, %rdi
	cmovb	%rcx, %rdi
	cmpq	%rcx, %rsi
	cmovnb	%rdi, %rsi
.L865:
	movq	%r8, %rcx
	movq	%rax, %rdi
.L866:
	cmpq	%rcx, %rdi
	jg	.L871
	leaq	0(,%rdi,8), %r11
	leaq	0(,%rcx,8), %r15
	leaq	(%rbx,%r11), %r13
	leaq	(%rbx,%r15), %r14
	movq	0(%r13), %rbp
	movq	(%r14), %r12
	leaq	8(%rbx,%r11), %r11
	cmpq	%rsi, %rbp
	jnb	.L917
	.p2align 4,,10
	.p2align 3
.L867:
	movq	%r11, %r13
	movq	(%r11), %rbp
	addq	$8, %r11
	addq	$1, %rdi
	cmpq	%rsi, %rbp
	jb	.L867
	cmpq	%r12, %rsi
	jnb	.L868
.L876:
	leaq	-8(%rbx,%r15), %r11
	.p2align 4,,10
	.p2align 3
.L869:
	movq	%r11, %r14
	movq	(%r11), %r12
	subq	$8, %r11
	subq	$1, %rcx
	cmpq	%r12, %rsi
	jb	.L869
.L868:
	cmpq	%rcx, %rdi
	jle	.L877
.L871:
	movq	(%rsp), %rsi
	cmpq	%rcx, %rsi
	jle	.L882
	cmpq	%rdi, %rsi
	jl	.L918
	movq	%rdi, %rax
.L874:
	cmpq	%rax, %r8
	jg	.L859
	movq	(%rsp), %r11
.L909:
	movq	%rdx, %r13
	movq	64(%rsp), %r14
	movq	72(%rsp), %r15
	movq	%r9, %r12
	movq	88(%rsp), %rbp
	movq	112(%rsp), %rdi
	movq	48(%rsp), %rdx
.L908:
	movq	(%rbx,%r11,8), %rax
	movq	%rdi, (%rsp)
	addq	%rax, %rdx
	jmp	.L853
	.p2align 4,,10
	.p2align 3
.L917:
	cmpq	%r12, %rsi
	jb	.L876
.L877:
	movq	%r12, 0(%r13)
	addq	$1, %rdi
	subq	$1, %rcx
	movq	%rbp, (%r14)
	jmp	.L866
.L882:
	movq	%rcx, %r8
	jmp	.L874
.L864:
	cmpq	%rcx, %rsi
	cmovb	%rcx, %rsi
	cmpq	%rcx, %rdi
	cmovb	%rdi, %rsi
	jmp	.L865
.L918:
	movq	%rsi, %r11
	jmp	.L909
.L915:
	movq	(%r12,%rbp,8), %rax
	xorl	%edx, %edx
	divq	%r10
	jmp	.L907
.L913:
	movq	$50000, 32(%rsp)
	movq	$0, 40(%rsp)
	jmp	.L849
.L914:
	movq	(%rsp), %rdi
	jmp	.L851
.L878:
	movl	$-2, %eax
	jmp	.L841
	.cfi_endproc
.LFE52:
	.size	corrected_summarise, .-corrected_summarise
	.section	.rodata.str1.1
.LC180:
	.string	"bench: %s\n"
	.text
	.p2align 4
	.type	due_restart, @function
due_restart:
.LFB28:
	.cfi_startproc
	leaq	8(%rdi), %r8
	movq	%rdi, %rdx
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	%r8, %rdi
	rep stosq
	movq	%rsi, (%rdx)
	cmpq	$0, 72(%rsi)
	je	.L932
.L930:
	ret
	.p2align 4,,10
	.p2align 3
.L932:
	movl	32(%rsi), %eax
	testl	%eax, %eax
	je	.L930
	cmpl	$1, %eax
	je	.L933
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	leaq	40(%rdx), %rdi
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC152(%rip), %rdx
	subq	$256, %rsp
	.cfi_def_cfa_offset 272
	movq	64(%rsi), %rsi
	movq	%rsp, %rbx
	movq	%rbx, %r8
	call	numbers_open
	testl	%eax, %eax
	jne	.L934
	addq	$256, %rsp
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L933:
	.cfi_restore 3
	movq	56(%rsi), %rax
	movsd	48(%rsi), %xmm0
	movq	%rax, 32(%rdx)
	movsd	%xmm0, 16(%rdx)
	ret
.L934:
	.cfi_def_cfa_offset 272
	.cfi_offset 3, -16
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC180(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE28:
	.size	due_restart, .-due_restart
	.p2align 4
	.type	run_open, @function
run_open:
.LFB35:
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
	jnb	.L935
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
	jmp	.L946
	.p2align 4,,10
	.p2align 3
.L955:
	movq	$-1, (%rdi)
.L940:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L939:
	cmpq	%r15, %rbx
	jnb	.L935
.L946:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L937
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L937
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L954
.L937:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L940
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L941
	addq	%rcx, %rdx
.L942:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L955
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L940
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
	jmp	.L940
	.p2align 4,,10
	.p2align 3
.L941:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L942
	.p2align 4,,10
	.p2align 3
.L935:
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
.L954:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L938:
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
	jne	.L938
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L939
	.cfi_endproc
.LFE35:
	.size	run_open, .-run_open
	.p2align 4
	.type	walk_run, @function
walk_run:
.LFB40:
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
	je	.L975
	leaq	16(%rdi), %rax
	movq	%rsi, %r11
	xorl	%r12d, %r12d
	movq	%rax, 16(%rsp)
	jmp	.L972
	.p2align 4,,10
	.p2align 3
.L958:
	movq	72(%rbx), %rax
	cmpq	96(%r14), %rax
	jnb	.L957
	movq	48(%rbx), %rcx
	cmpq	40(%rbx), %rcx
	je	.L957
	movq	32(%rbx), %rsi
	leaq	1(%rcx), %rdi
	movq	%rdi, 48(%rbx)
	movq	(%rsi,%rcx,8), %rbp
	cmpl	$2, %r15d
	jne	.L979
	cmpq	%rdx, %rbp
	jb	.L961
.L979:
	cmpl	$1, %r15d
	je	.L992
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	movq	(%r14), %rcx
	movq	16(%rbx), %rax
	cmovnb	%rbp, %rsi
	movq	%rbp, %r13
	leaq	(%rcx,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L964
.L973:
	movq	8(%r14), %r8
	cmpq	%rax, %rsi
	jnb	.L965
	addq	%r8, %rdx
.L966:
	movq	16(%r14), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	jne	.L967
	movq	$-1, 16(%rbx)
.L964:
	movq	80(%rbx), %rcx
	movq	56(%rbx), %rax
	testl	%r15d, %r15d
	cmovne	%r13, %rbp
	movq	%rdx, (%rax,%rcx,8)
.L970:
	movq	%rdx, %rax
	subq	%rbp, %rax
	movq	%rax, (%r11,%r12,8)
	movq	72(%rbx), %rax
	addq	$1, %r12
.L961:
	addq	$1, %rax
	movq	%rax, 72(%rbx)
	movq	80(%rbx), %rax
	addq	$1, %rax
	cmpq	64(%rbx), %rax
	jne	.L971
	xorl	%eax, %eax
.L971:
	movq	%rax, 80(%rbx)
	cmpq	%r10, %r12
	jnb	.L957
.L972:
	cmpl	$3, %r15d
	jne	.L958
	movq	80(%rbx), %r8
	movq	56(%rbx), %rdi
	movq	104(%r14), %rax
	movq	(%rdi,%r8,8), %rbp
	testq	%rax, %rax
	je	.L959
	cmpq	%rax, %rbp
	jnb	.L957
.L991:
	movq	%rbp, %r13
.L960:
	cmpq	%r13, %rdx
	movq	%rdx, %rsi
	movq	(%r14), %rcx
	movq	16(%rbx), %rax
	cmovb	%r13, %rsi
	leaq	(%rcx,%rsi), %rdx
	cmpq	%rdx, %rax
	jb	.L973
	movq	%rdx, (%rdi,%r8,8)
	movq	%r13, %rbp
	jmp	.L970
	.p2align 4,,10
	.p2align 3
.L967:
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L964
	movq	16(%rsp), %rdi
	movq	%r10, 8(%rsp)
	movq	%r11, (%rsp)
	call	serve_stalls.constprop.0
	movq	8(%rsp), %r10
	movq	(%rsp), %r11
	movq	%rax, %rdx
	jmp	.L964
	.p2align 4,,10
	.p2align 3
.L965:
	leaq	(%r8,%rax), %rdi
	leaq	(%rdi,%rcx), %r9
	cmpq	%rdi, %rsi
	cmovb	%r9, %rdx
	jmp	.L966
	.p2align 4,,10
	.p2align 3
.L959:
	movq	96(%r14), %rax
	cmpq	%rax, 72(%rbx)
	jb	.L991
.L957:
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
.L992:
	.cfi_restore_state
	movq	80(%rbx), %r8
	movq	56(%rbx), %rdi
	movq	(%rdi,%r8,8), %r13
	cmpq	%r13, %rbp
	cmovnb	%rbp, %r13
	jmp	.L960
.L975:
	xorl	%r12d, %r12d
	jmp	.L957
	.cfi_endproc
.LFE40:
	.size	walk_run, .-walk_run
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB59:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L1008
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
.L994:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L999
	.p2align 4,,10
	.p2align 3
.L995:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L997
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L997:
	testq	%r8, %r8
	je	.L998
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L998
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L998:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L995
.L999:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L994
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
.L1008:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE59:
	.size	dist_correct, .-dist_correct
	.section	.rodata.str1.8
	.align 8
.LC185:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.section	.rodata.str1.1
.LC186:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC187:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC188:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC189:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC191:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC192:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC193:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
.LFB149:
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
	movapd	.LC182(%rip), %xmm0
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
	jle	.L1017
	movslq	%r12d, %rax
	movsd	.LC183(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L1016
	.p2align 4,,10
	.p2align 3
.L1050:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1015:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L1049
.L1016:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L1050
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1015
.L1049:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1051
.L1017:
	movsd	.LC50(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L1013:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC185(%rip), %rsi
	pushq	%r14
	leaq	XTICK.7(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	movq	%rbx, -272(%rbp)
	leaq	-240(%rbp), %rsi
	leaq	.LC187(%rip), %rdx
	movq	%rbx, %rdi
	leaq	.LC186(%rip), %rcx
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
.L1020:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC47(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC188(%rip), %rsi
	mulsd	.LC43(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC44(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L1020
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L1036
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
.L1035:
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
	je	.L1023
	testq	%rbx, %rbx
	je	.L1023
	testq	%rax, %rax
	je	.L1023
	testq	%r14, %r14
	je	.L1052
	movq	.LC183(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L1030
	.p2align 4,,10
	.p2align 3
.L1053:
	divsd	%xmm6, %xmm0
	movsd	.LC50(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC50(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L1026:
	call	log10@PLT
	movq	.LC47(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L1028
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1029:
	movq	-264(%rbp), %rax
	divsd	.LC183(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L1025
.L1030:
	movsd	(%r12), %xmm0
	movsd	.LC63(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L1053
	movq	.LC181(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L1026
	.p2align 4,,10
	.p2align 3
.L1028:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1029
	.p2align 4,,10
	.p2align 3
.L1052:
	movsd	.LC183(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L1025:
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
	js	.L1031
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1032:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC41(%rip), %xmm0
	movsd	.LC42(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC191(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC190(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L1033
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1034:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC192(%rip), %rdx
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
	leaq	.LC193(%rip), %rsi
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
	jne	.L1035
.L1036:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC189(%rip), %rdi
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
.L1033:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1034
	.p2align 4,,10
	.p2align 3
.L1031:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1032
.L1051:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC184(%rip), %xmm2
	movsd	.LC55(%rip), %xmm3
	movsd	.LC48(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L1019
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
.L1019:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L1013
.L1023:
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
.LFE149:
	.size	spectrum_writer, .-spectrum_writer
	.p2align 4
	.type	run_closed, @function
run_closed:
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
	jnb	.L1054
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
	jmp	.L1064
	.p2align 4,,10
	.p2align 3
.L1074:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L1059:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L1058:
	cmpq	%r15, %rbp
	jnb	.L1054
.L1064:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L1056
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L1056
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1073
.L1056:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L1059
	cmpq	%rax, %rbx
	jnb	.L1060
	addq	%r8, %rdx
.L1061:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1074
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L1059
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
	jmp	.L1059
	.p2align 4,,10
	.p2align 3
.L1060:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L1061
	.p2align 4,,10
	.p2align 3
.L1054:
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
.L1073:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L1057:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L1057
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L1058
	.cfi_endproc
.LFE34:
	.size	run_closed, .-run_closed
	.p2align 4
	.type	dist_of_sorted, @function
dist_of_sorted:
.LFB73:
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
	je	.L1075
.L1076:
	movq	(%r12,%rax,8), %rsi
	movq	%rax, %rbx
	jmp	.L1084
	.p2align 4,,10
	.p2align 3
.L1079:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L1078
.L1084:
	cmpq	%rsi, (%r12,%rbx,8)
	je	.L1079
	movq	%rbx, %r8
	subq	%rax, %r8
	je	.L1080
.L1085:
	movl	24(%r13), %eax
	testl	%eax, %eax
	jne	.L1080
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r13, %rdi
	call	dist_add.part.0
.L1080:
	cmpq	%rbp, %rbx
	jnb	.L1075
	movq	%rbx, %rax
	jmp	.L1076
	.p2align 4,,10
	.p2align 3
.L1078:
	movq	%rbp, %r8
	subq	%rax, %r8
	jne	.L1085
.L1075:
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
.LFE73:
	.size	dist_of_sorted, .-dist_of_sorted
	.section	.rodata.str1.8
	.align 8
.LC195:
	.string	"load, % of the server's capacity"
	.section	.rodata.str1.1
.LC196:
	.string	"stall (us, log scale)"
.LC197:
	.string	"p99 latency (ms)"
.LC198:
	.string	"%g"
	.section	.rodata.str1.8
	.align 8
.LC199:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n"
	.align 8
.LC200:
	.string	"p99 against stall length (the load held fixed)"
	.align 8
.LC201:
	.string	"p99 against load (the stall held fixed)"
	.text
	.p2align 4
	.type	sweep_writer, @function
sweep_writer:
.LFB151:
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
	jne	.L1128
	testq	%r14, %r14
	je	.L1128
	movq	64(%rsp), %rax
	movq	%r15, 16(%rsp)
	pxor	%xmm1, %xmm1
	xorl	%ebp, %ebp
	movq	%r13, 8(%rsp)
	movq	(%rsp), %r13
	leaq	264(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L1104:
	movq	0(%r13,%rbp,8), %rax
	testq	%rax, %rax
	js	.L1098
	movl	40(%rsp), %r11d
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testl	%r11d, %r11d
	je	.L1136
.L1100:
	movsd	%xmm0, (%r12,%rbp,8)
	leaq	-240(%rbx), %r15
.L1103:
	movq	(%r15), %rdx
	testq	%rdx, %rdx
	js	.L1101
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1102:
	divsd	.LC183(%rip), %xmm0
	addq	$80, %r15
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%r15, %rbx
	jne	.L1103
	addq	$1, %rbp
	movsd	%xmm0, 120(%rsp)
	addq	$288, %rbx
	cmpq	%r14, %rbp
	jb	.L1104
	movl	40(%rsp), %r10d
	movq	8(%rsp), %r13
	movq	16(%rsp), %r15
	testl	%r10d, %r10d
	je	.L1105
	pxor	%xmm0, %xmm0
	movq	.LC63(%rip), %rax
	comisd	%xmm0, %xmm1
	movq	%rax, 104(%rsp)
	ja	.L1106
	movsd	.LC50(%rip), %xmm0
	movsd	%xmm0, 32(%rsp)
.L1107:
	movsd	%xmm0, 120(%rsp)
	movl	$820, %edx
	leaq	.LC201(%rip), %rax
	movl	$500, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 232
	movl	$820, %r8d
	movl	$500, %ecx
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	movq	88(%rsp), %rdi
	leaq	.LC185(%rip), %rsi
	movabsq	$0x4059000000000000, %r13
	call	fprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 232
	popq	%rdx
	.cfi_def_cfa_offset 224
	leaq	.LC195(%rip), %rdx
	movq	$0x000000000, (%rsp)
.L1125:
	movq	72(%rsp), %rdi
	leaq	96(%rsp), %rsi
	leaq	.LC197(%rip), %rcx
	movq	%rsi, 80(%rsp)
	call	svg_axes
	movq	%r13, %xmm2
	comisd	(%rsp), %xmm2
	jb	.L1137
	movl	40(%rsp), %r9d
	movsd	.LC51(%rip), %xmm2
	testl	%r9d, %r9d
	jne	.L1115
	movsd	.LC50(%rip), %xmm2
.L1115:
	movsd	(%rsp), %xmm4
	movq	%r13, %xmm5
	movq	%r12, 88(%rsp)
	leaq	128(%rsp), %rbx
	movsd	.LC43(%rip), %xmm7
	movq	72(%rsp), %r12
	movq	%r13, 48(%rsp)
	leaq	.LC188(%rip), %rbp
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
.L1117:
	testl	%r13d, %r13d
	je	.L1138
	movapd	%xmm3, %xmm0
	movsd	%xmm3, 56(%rsp)
.L1135:
	leaq	.LC198(%rip), %rdx
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
	jnb	.L1117
	movq	88(%rsp), %r12
.L1118:
	leaq	SET_NAME(%rip), %rax
	leaq	SET_COLOUR(%rip), %r13
	movq	72(%rsp), %rbp
	movl	$60, 56(%rsp)
	movq	%rax, 40(%rsp)
	movq	64(%rsp), %rax
	movq	%r13, 64(%rsp)
	addq	$24, %rax
	movq	%rax, 48(%rsp)
.L1113:
	movq	48(%rsp), %rcx
	xorl	%edx, %edx
	jmp	.L1121
	.p2align 4,,10
	.p2align 3
.L1140:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1120:
	divsd	.LC183(%rip), %xmm0
	movsd	%xmm0, (%r15,%rdx,8)
	addq	$1, %rdx
	addq	$288, %rcx
	cmpq	%r14, %rdx
	jnb	.L1139
.L1121:
	movq	(%rcx), %rax
	testq	%rax, %rax
	jns	.L1140
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1120
	.p2align 4,,10
	.p2align 3
.L1101:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1102
	.p2align 4,,10
	.p2align 3
.L1098:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	movl	40(%rsp), %r11d
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testl	%r11d, %r11d
	jne	.L1100
.L1136:
	movsd	%xmm1, (%rsp)
	divsd	.LC56(%rip), %xmm0
	call	log10@PLT
	movsd	(%rsp), %xmm1
	jmp	.L1100
	.p2align 4,,10
	.p2align 3
.L1105:
	movsd	(%r12), %xmm0
	movq	.LC49(%rip), %xmm4
	movsd	.LC48(%rip), %xmm6
	movapd	%xmm0, %xmm2
	movapd	%xmm4, %xmm3
	andpd	%xmm4, %xmm2
	ucomisd	%xmm2, %xmm6
	jbe	.L1108
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
.L1108:
	movsd	-8(%r12,%r13), %xmm2
	movsd	%xmm0, (%rsp)
	movapd	%xmm4, %xmm5
	movapd	%xmm2, %xmm3
	andpd	%xmm4, %xmm3
	ucomisd	%xmm3, %xmm6
	jbe	.L1109
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
.L1109:
	unpcklpd	%xmm2, %xmm0
	movq	%xmm2, %r13
	movaps	%xmm0, 96(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1110
	movsd	.LC50(%rip), %xmm0
	movsd	%xmm0, 32(%rsp)
.L1111:
	movsd	%xmm0, 120(%rsp)
	movl	$500, %ecx
	leaq	.LC200(%rip), %rax
	movl	$820, %edx
	pushq	%rax
	.cfi_def_cfa_offset 232
	leaq	.LC185(%rip), %rsi
	movl	$500, %r9d
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	movq	88(%rsp), %rdi
	movl	$820, %r8d
	call	fprintf@PLT
	popq	%rcx
	.cfi_def_cfa_offset 232
	leaq	.LC196(%rip), %rdx
	popq	%rsi
	.cfi_def_cfa_offset 224
	jmp	.L1125
	.p2align 4,,10
	.p2align 3
.L1139:
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
.L1122:
	movsd	(%r15,%r13,8), %xmm1
	divsd	32(%rsp), %xmm1
	movsd	(%r12,%r13,8), %xmm0
	movq	%rbx, %rdx
	mulsd	.LC41(%rip), %xmm1
	subsd	(%rsp), %xmm0
	divsd	8(%rsp), %xmm0
	leaq	.LC199(%rip), %rsi
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
	jb	.L1122
	subq	$8, %rsp
	.cfi_def_cfa_offset 232
	movl	$120, %r8d
	movl	$92, %edx
	movq	48(%rsp), %r13
	leaq	.LC193(%rip), %rsi
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
	jne	.L1113
	movq	72(%rsp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC189(%rip), %rdi
	call	fwrite@PLT
	movq	%r12, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1094:
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
.L1138:
	.cfi_restore_state
	movq	.LC51(%rip), %rax
	movapd	%xmm3, %xmm1
	movsd	%xmm3, 56(%rsp)
	movq	%rax, %xmm0
	call	pow@PLT
	jmp	.L1135
.L1106:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, (%rsp)
	call	nice_step
	movsd	(%rsp), %xmm1
	movsd	.LC184(%rip), %xmm2
	movsd	.LC55(%rip), %xmm3
	movsd	.LC48(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L1141
.L1127:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, (%rsp)
	call	nice_step
	movsd	(%rsp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, 32(%rsp)
	movapd	%xmm2, %xmm0
	jmp	.L1107
.L1141:
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
	jmp	.L1127
.L1110:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm1
	movsd	.LC184(%rip), %xmm2
	movq	.LC49(%rip), %xmm4
	movq	.LC48(%rip), %rax
	mulsd	%xmm1, %xmm2
	movq	%rax, %xmm6
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm6
	jbe	.L1126
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
.L1126:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	mulsd	%xmm2, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L1111
.L1137:
	movq	%r13, %xmm5
	subsd	(%rsp), %xmm5
	movsd	.LC43(%rip), %xmm7
	movsd	%xmm7, 16(%rsp)
	movsd	%xmm5, 8(%rsp)
	movsd	.LC44(%rip), %xmm5
	movsd	%xmm5, 24(%rsp)
	jmp	.L1118
.L1128:
	movq	%r12, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movl	$-1, %eax
	jmp	.L1094
	.cfi_endproc
.LFE151:
	.size	sweep_writer, .-sweep_writer
	.section	.rodata.str1.8
	.align 8
.LC202:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC203:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
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
.LFB150:
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
	jb	.L1143
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L1143:
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
	js	.L1144
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L1145:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L1146
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L1147:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L1197
	cmpq	$0, -368(%rbp)
	je	.L1197
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L1151
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1152:
	subsd	%xmm2, %xmm0
	movsd	.LC183(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L1153
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1154:
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
	js	.L1155
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L1156:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC183(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L1195
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L1160
	.p2align 4,,10
	.p2align 3
.L1213:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1159:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC183(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L1212
.L1160:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L1213
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1159
	.p2align 4,,10
	.p2align 3
.L1212:
	movsd	.LC184(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L1157:
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
	ja	.L1214
.L1161:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC183(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	8(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L1162
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1163:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC202(%rip), %rdx
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
	leaq	.LC185(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rsi
	leaq	.LC186(%rip), %rcx
	movq	%r14, %rdi
	leaq	.LC203(%rip), %rdx
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
	movq	.LC183(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L1215
.L1164:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L1216
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC188(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L1170:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC49(%rip), %xmm0
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
	mulsd	.LC43(%rip), %xmm1
	addsd	.LC44(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	-312(%rbp), %xmm4
	addsd	-352(%rbp), %xmm4
	movsd	-328(%rbp), %xmm6
	movq	.LC183(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L1170
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L1171:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L1217
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
	jmp	.L1176
	.p2align 4,,10
	.p2align 3
.L1219:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1173:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L1174
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1175:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L1218
.L1176:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L1219
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1173
	.p2align 4,,10
	.p2align 3
.L1174:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1175
	.p2align 4,,10
	.p2align 3
.L1218:
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
	movq	.LC183(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L1220
.L1191:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L1184
	.p2align 4,,10
	.p2align 3
.L1222:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1181:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L1182
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L1183:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L1221
.L1184:
	testq	%rdx, %rdx
	jns	.L1222
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1181
	.p2align 4,,10
	.p2align 3
.L1182:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1183
	.p2align 4,,10
	.p2align 3
.L1221:
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
	movq	.LC183(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L1179
.L1178:
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
	jmp	.L1190
	.p2align 4,,10
	.p2align 3
.L1223:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1187:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L1188
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1189:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L1179
.L1190:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L1223
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1187
	.p2align 4,,10
	.p2align 3
.L1188:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1189
	.p2align 4,,10
	.p2align 3
.L1217:
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
	movq	.LC183(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L1191
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
.L1179:
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
	leaq	.LC193(%rip), %rbx
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
	leaq	.LC204(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC189(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1142:
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
.L1215:
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
	jmp	.L1164
	.p2align 4,,10
	.p2align 3
.L1214:
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
	jmp	.L1161
	.p2align 4,,10
	.p2align 3
.L1162:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1163
	.p2align 4,,10
	.p2align 3
.L1155:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L1156
	.p2align 4,,10
	.p2align 3
.L1153:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1154
	.p2align 4,,10
	.p2align 3
.L1151:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1152
	.p2align 4,,10
	.p2align 3
.L1146:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L1147
	.p2align 4,,10
	.p2align 3
.L1144:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L1145
	.p2align 4,,10
	.p2align 3
.L1195:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L1157
	.p2align 4,,10
	.p2align 3
.L1216:
	leaq	-240(%rbp), %r12
	jmp	.L1171
	.p2align 4,,10
	.p2align 3
.L1220:
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
	movq	.LC183(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L1178
.L1197:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1142
	.cfi_endproc
.LFE150:
	.size	timeline_writer, .-timeline_writer
	.section	.rodata.str1.1
.LC210:
	.string	"--help"
	.section	.rodata.str1.8
	.align 8
.LC211:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC212:
	.string	"unexpected argument '%s': %s"
.LC213:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC214:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC215:
	.string	"--quick"
.LC216:
	.string	"--export-values"
.LC217:
	.string	"--cross-check"
.LC218:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC219:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC220:
	.string	"at most 1000 characters"
.LC221:
	.string	"%s: the value is too long: %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB208:
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
	jle	.L1250
	movl	%esi, 20(%rsp)
	xorl	%edx, %edx
	leaq	928+OPTIONS(%rip), %rbp
	movl	%edx, %r15d
	.p2align 4,,10
	.p2align 3
.L1225:
	movq	8(%rsp), %rdx
	movslq	%r15d, %rax
	leaq	0(,%rax,8), %rcx
	movq	(%rdx,%rax,8), %r12
	movq	%rcx, 24(%rsp)
	cmpb	$45, (%r12)
	jne	.L1254
	cmpb	$104, 1(%r12)
	jne	.L1254
	cmpb	$0, 2(%r12)
	movl	$-1, %eax
	leaq	.LC210(%rip), %rbx
	jne	.L1254
.L1228:
	leaq	OPTIONS(%rip), %r14
	xorl	%r13d, %r13d
	jmp	.L1233
	.p2align 4,,10
	.p2align 3
.L1229:
	addl	$1, %r13d
	addq	$32, %r14
	cmpl	$29, %r13d
	je	.L1232
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L1233:
	movq	(%r14), %rdi
	testl	%eax, %eax
	jne	.L1229
	movslq	%r13d, %r8
	leaq	OPTIONS(%rip), %rax
	salq	$5, %r8
	movl	8(%rax,%r8), %eax
	cmpl	$2, %eax
	je	.L1262
	leal	1(%r15), %ebx
	cmpl	$1, %eax
	je	.L1263
	cmpl	%ebx, 20(%rsp)
	je	.L1264
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	movq	8(%rax,%rcx), %r15
	cmpb	$45, (%r15)
	jne	.L1256
	cmpb	$104, 1(%r15)
	jne	.L1256
	cmpb	$0, 2(%r15)
	movl	$-1, %eax
	leaq	.LC210(%rip), %r14
	jne	.L1256
.L1245:
	leaq	32+OPTIONS(%rip), %r13
	jmp	.L1248
	.p2align 4,,10
	.p2align 3
.L1246:
	cmpq	%rbp, %r13
	je	.L1247
	movq	0(%r13), %rsi
	movq	%r14, %rdi
	addq	$32, %r13
	call	strcmp@PLT
.L1248:
	testl	%eax, %eax
	jne	.L1246
	movq	32(%rsp), %rdi
	movq	%r15, %r8
	movq	%r12, %rcx
	movl	$2048, %esi
	leaq	.LC219(%rip), %rdx
	call	snprintf@PLT
.L1236:
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
.L1247:
	.cfi_restore_state
	movq	%r15, %rdi
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L1265
	movq	32(%rsp), %rcx
	movq	40(%rsp), %rdi
	movq	%r15, %rdx
	movq	%r12, %rsi
	call	apply_option.constprop.0
	testl	%eax, %eax
	jne	.L1236
.L1242:
	leal	1(%rbx), %r15d
	cmpl	%r15d, 20(%rsp)
	jg	.L1225
.L1250:
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
.L1254:
	.cfi_restore_state
	leaq	.LC99(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %rbx
	call	strcmp@PLT
	jmp	.L1228
	.p2align 4,,10
	.p2align 3
.L1256:
	leaq	.LC99(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %r14
	call	strcmp@PLT
	jmp	.L1245
	.p2align 4,,10
	.p2align 3
.L1232:
	cmpb	$45, (%r12)
	je	.L1266
.L1255:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC211(%rip), %r8
	leaq	.LC212(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1236
	.p2align 4,,10
	.p2align 3
.L1266:
	cmpb	$45, 1(%r12)
	jne	.L1255
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC172(%rip), %r8
	leaq	.LC173(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1236
	.p2align 4,,10
	.p2align 3
.L1263:
	leaq	.LC215(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L1267
	leaq	.LC216(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	jne	.L1240
	movq	40(%rsp), %rax
	movl	$1, 256(%rax)
.L1239:
	movl	%r15d, %ebx
	jmp	.L1242
	.p2align 4,,10
	.p2align 3
.L1267:
	movq	40(%rsp), %rax
	movl	$1, 288(%rax)
	jmp	.L1239
.L1240:
	leaq	.LC217(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1239
	movq	40(%rsp), %rax
	movl	$3, 176(%rax)
	jmp	.L1239
.L1262:
	movq	%rdi, %rcx
	movq	32(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC213(%rip), %r8
	leaq	.LC214(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1236
.L1264:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC172(%rip), %r8
	leaq	.LC218(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1236
.L1265:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC220(%rip), %r8
	leaq	.LC221(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1236
	.cfi_endproc
.LFE208:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.p2align 4
	.type	cqr_first_end, @function
cqr_first_end:
.LFB93:
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
	jne	.L1285
	movl	16(%rdi), %eax
	movl	$0, 24(%rdi)
	movq	%rdi, %r10
	movq	$99999, 96(%rsp)
	movq	$0, 104(%rsp)
	testl	%eax, %eax
	je	.L1298
.L1271:
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
.L1284:
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
	je	.L1299
	movq	72(%rsp), %rax
	movq	128(%rsp), %rdi
	movq	24(%rsp), %rsi
	addl	$1, 24(%rax)
	cmpq	%rsi, %rdi
	jnb	.L1274
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
.L1275:
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
	jnc	.L1278
	addq	$1, %rsi
	addq	%r11, %rbx
	addq	%r8, %rdi
	cmpq	$16383, %rsi
	jbe	.L1300
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
	jmp	.L1275
	.p2align 4,,10
	.p2align 3
.L1300:
	movq	%rsi, %r13
	movl	$1, %eax
	xorl	%ecx, %ecx
	jmp	.L1275
	.p2align 4,,10
	.p2align 3
.L1278:
	movq	136(%rsp), %rbx
	movq	%r13, 240(%rbx)
	movq	%rdi, 312(%rbx)
	movq	%r12, 360(%rbx)
	testl	%ecx, %ecx
	je	.L1301
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	movq	64(%rsp), %rax
	subl	$16, %ecx
	movl	%ecx, 192(%rax)
.L1273:
	addq	$8, 56(%rsp)
	addq	$8, %rbx
	addq	$4, 64(%rsp)
	cmpq	%rbx, 112(%rsp)
	jne	.L1284
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
.L1268:
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
.L1299:
	.cfi_restore_state
	movq	64(%rsp), %rax
	movl	$1, (%rax)
	jmp	.L1273
	.p2align 4,,10
	.p2align 3
.L1274:
	movq	72(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax), %rax
	movq	%rax, 32(%rsp)
	subq	$1, %rax
	je	.L1276
	.p2align 4,,10
	.p2align 3
.L1277:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L1287
	movq	%rax, %rdx
	shrq	%cl, %rdx
	testq	%rdx, %rdx
	jne	.L1277
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
.L1276:
	movq	64(%rsp), %rax
	movq	24(%rsp), %rdi
	movl	$1, 24(%rax)
	movq	$0, 144(%rbx)
	movq	%rdi, 192(%rbx)
	movq	$0, 240(%rbx)
	movq	$0, 312(%rbx)
	movl	%ecx, 192(%rax)
	jmp	.L1273
	.p2align 4,,10
	.p2align 3
.L1301:
	movq	24(%rsp), %rax
	imulq	%rbp, %r12
	subq	%rdi, %rax
	movq	72(%rsp), %rdi
	subq	%r12, %rax
	movq	(%rdi), %rdi
	movq	%rdi, %rdx
	movq	%rdi, 24(%rsp)
	subq	$1, %rdx
	je	.L1282
	.p2align 4,,10
	.p2align 3
.L1283:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L1289
	movq	%rdx, %rsi
	shrq	%cl, %rsi
	testq	%rsi, %rsi
	jne	.L1283
	movl	$16, %edx
	cmpl	%edx, %ecx
	cmovnb	%ecx, %edx
	leal	-16(%rdx), %ecx
.L1282:
	movq	64(%rsp), %rdi
	movl	$1, 24(%rdi)
	movq	%r13, 144(%rbx)
	movq	%rax, 192(%rbx)
	movq	$0, 240(%rbx)
	movq	$0, 312(%rbx)
	movl	%ecx, 192(%rdi)
	jmp	.L1273
	.p2align 4,,10
	.p2align 3
.L1298:
	movq	$50000, 96(%rsp)
	movq	$0, 104(%rsp)
	jmp	.L1271
	.p2align 4,,10
	.p2align 3
.L1287:
	movl	$48, %ecx
	jmp	.L1276
.L1289:
	movl	$48, %ecx
	jmp	.L1282
.L1285:
	movl	$-2, %eax
	jmp	.L1268
	.cfi_endproc
.LFE93:
	.size	cqr_first_end, .-cqr_first_end
	.p2align 4
	.type	walk_outcome, @function
walk_outcome:
.LFB100:
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
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	xorl	%ebp, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$2136, %rsp
	.cfi_def_cfa_offset 2192
	movq	%rdx, 8(%rsp)
	movl	112(%rdi), %edx
	leaq	2128(%rsp), %r12
	movq	%rdi, (%rsp)
	leaq	784(%rsp), %rdi
	movl	(%rax,%rdx,4), %eax
	movq	%rcx, 224(%rsp)
	movl	$68, %ecx
	movq	%rdi, 144(%rsp)
	movl	%eax, 236(%rsp)
	movl	%eax, 256(%rsp)
	movq	%rbp, %rax
	rep stosq
	movl	$524288, %edi
	movl	%esi, 180(%rsp)
	movl	$0, 260(%rsp)
	call	malloc@PLT
	movl	$524288, %edi
	movq	%rax, %r15
	call	malloc@PLT
	testq	%r15, %r15
	movq	8(%rsp), %r9
	movl	$36, %ecx
	movq	%rax, %rdx
	movq	%rax, 104(%rsp)
	sete	%al
	testq	%rdx, %rdx
	movq	%r9, %rdi
	sete	%dl
	xorl	%r8d, %r8d
	orl	%edx, %eax
	movzbl	%al, %r14d
	movq	%rbp, %rax
	rep stosq
	leaq	1328(%rsp), %rax
	movq	%rax, 120(%rsp)
	movq	%rax, %rbp
	movl	160(%rbx), %r13d
	movq	152(%rbx), %rdx
	movq	%r9, %rbx
.L1303:
	movq	%r8, %rax
	movq	%rbp, %rdi
	movl	$50, %ecx
	movl	$8, %esi
	rep stosq
	movq	%rdx, 56(%rbp)
	movl	$425984, %edi
	movl	%r13d, 64(%rbp)
	movq	$-1, 40(%rbp)
	movl	$1, 72(%rbp)
	movq	%rdx, 16(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movl	$393216, %edi
	movq	%rax, 384(%rbp)
	movq	%rax, 8(%rsp)
	call	calloc@PLT
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rdx
	movl	$0, %r8d
	movq	%rax, 376(%rbp)
	testq	%rcx, %rcx
	setne	%cl
	testq	%rax, %rax
	setne	%al
	addq	$400, %rbp
	movzbl	%al, %eax
	andl	%ecx, %eax
	subl	$1, %eax
	orl	%eax, %r14d
	cmpq	%r12, %rbp
	jne	.L1303
	movq	(%rsp), %rax
	movq	%rbx, %r9
	xorl	%ecx, %ecx
	movl	136(%rax), %esi
	testl	%esi, %esi
	je	.L1478
.L1304:
	testl	%r14d, %r14d
	jne	.L1318
	movl	$0, 164(%rsp)
	movq	(%rsp), %rbx
	movq	$0, 168(%rsp)
	movl	%ecx, 160(%rsp)
	movq	%r15, 192(%rsp)
	movq	%r9, 200(%rsp)
	.p2align 4,,10
	.p2align 3
.L1306:
	movl	1400(%rsp), %eax
	movl	1800(%rsp), %r12d
	movl	%eax, 176(%rsp)
	testl	%eax, %eax
	jle	.L1479
	xorl	%eax, %eax
	testl	%r12d, %r12d
	movl	160(%rsp), %ecx
	movl	$1, 248(%rsp)
	setg	%al
	movl	%eax, 252(%rsp)
	testl	%ecx, %ecx
	je	.L1391
	movl	808(%rsp), %edx
	testl	%edx, %edx
	jle	.L1391
.L1307:
	movl	$1, 264(%rsp)
	movl	%eax, 268(%rsp)
	movl	$1, 132(%rsp)
.L1309:
	cmpl	$3, 236(%rsp)
	movl	$1, %r15d
	je	.L1310
.L1311:
	leaq	264(%rsp), %rax
	xorl	%r13d, %r13d
	xorl	%ecx, %ecx
	movl	%r12d, %r14d
	movq	%rax, 64(%rsp)
	movq	64(%rsp), %rax
	pxor	%xmm0, %xmm0
	movq	%rbx, %r12
	movaps	%xmm0, 272(%rsp)
	leaq	424(%rsp), %rbp
	movl	%ecx, %ebx
	movl	(%rax,%r13), %eax
	testl	%eax, %eax
	jne	.L1480
.L1312:
	addq	$184, %rbp
	cmpq	$4, %r13
	je	.L1481
.L1397:
	movq	64(%rsp), %rax
	movl	$4, %r13d
	movl	(%rax,%r13), %eax
	testl	%eax, %eax
	je	.L1312
.L1480:
	movl	180(%rsp), %eax
	movl	256(%rsp,%r13), %edx
	movl	%eax, -8(%rbp)
	testl	%eax, %eax
	je	.L1313
	movq	%r12, 104(%rbp)
	pxor	%xmm0, %xmm0
	movq	120(%r12), %rdi
	movl	$8, %esi
	movl	%edx, 112(%rbp)
	movups	%xmm0, 148(%rbp)
	movups	%xmm0, 116(%rbp)
	movups	%xmm0, 132(%rbp)
	movups	%xmm0, 160(%rbp)
	call	calloc@PLT
	testq	%rax, %rax
	movq	%rax, 144(%rbp)
	sete	%al
	addq	$184, %rbp
	movzbl	%al, %eax
	orl	%eax, %ebx
	cmpq	$4, %r13
	jne	.L1397
.L1481:
	movl	%ebx, %ecx
	movq	%r12, %rbx
	testl	%ecx, %ecx
	jne	.L1482
	leaq	304(%rsp), %r13
	movq	%rbx, %rsi
	leaq	544(%rsp), %rbp
	movq	%r13, %rdi
	call	due_restart
	leaq	288(%rsp), %rax
	movl	%r14d, 232(%rsp)
	movq	%rax, 80(%rsp)
	leaq	248(%rsp), %rax
	movq	%rax, 136(%rsp)
	movq	%rbx, 184(%rsp)
	movq	%r13, 152(%rsp)
	movq	%rbp, 112(%rsp)
	movl	%r15d, 128(%rsp)
	movq	192(%rsp), %r15
	.p2align 4,,10
	.p2align 3
.L1355:
	movq	$0, 56(%rsp)
	movl	128(%rsp), %edi
	testl	%edi, %edi
	jne	.L1483
.L1321:
	movq	120(%rsp), %r14
	xorl	%eax, %eax
	movq	112(%rsp), %rbx
	movq	$0, 8(%rsp)
	movq	%rax, 40(%rsp)
	movq	%r14, 48(%rsp)
.L1354:
	movq	64(%rsp), %rax
	movq	8(%rsp), %rdi
	movl	(%rax,%rdi,4), %esi
	testl	%esi, %esi
	jne	.L1484
.L1325:
	addq	$400, 48(%rsp)
	addq	$184, %rbx
	cmpq	$0, 8(%rsp)
	jne	.L1485
	movq	$1, 8(%rsp)
	jmp	.L1354
	.p2align 4,,10
	.p2align 3
.L1485:
	movq	40(%rsp), %rax
	orq	56(%rsp), %rax
	jne	.L1355
	movq	352(%rsp), %rdi
	movl	232(%rsp), %r12d
	movq	184(%rsp), %rbx
	call	free@PLT
	movq	344(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1356
	call	fclose@PLT
.L1356:
	movq	64(%rsp), %r15
	xorl	%r13d, %r13d
	pxor	%xmm0, %xmm0
	leaq	416(%rsp), %rbp
	movups	%xmm0, 344(%rsp)
	movl	(%r15,%r13,4), %eax
	movups	%xmm0, 360(%rsp)
	movups	%xmm0, 376(%rsp)
	movups	%xmm0, 392(%rsp)
	testl	%eax, %eax
	je	.L1357
.L1487:
	movl	164(%rsp), %eax
	testl	%eax, %eax
	jne	.L1358
	movl	180(%rsp), %eax
	testl	%eax, %eax
	je	.L1359
	movq	200(%rsp), %rax
	movq	168(%rbp), %rdx
	movq	176(%rbp), %rcx
	movq	%rdx, 256(%rax,%r13,8)
	movq	8(%rbx), %rax
	testq	%rax, %rax
	je	.L1360
	movq	24(%rbx), %rsi
	xorl	%eax, %eax
	cmpq	%rdx, %rsi
	jnb	.L1360
	movq	16(%rbx), %rdi
	movq	8(%rsp), %rax
	testq	%rdi, %rdi
	je	.L1360
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%rsi, %rax
	subq	$1, %rax
	divq	%rdi
	addq	$1, %rax
.L1360:
	movq	200(%rsp), %rdx
	testq	%r13, %r13
	movq	%rax, 240(%rdx,%r13,8)
	movq	168(%rsp), %rax
	cmove	%rcx, %rax
	cmpq	$0, 224(%rsp)
	movq	%rax, 168(%rsp)
	je	.L1358
	movq	272(%rsp,%r13,8), %rax
	testq	%rax, %rax
	js	.L1364
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1365:
	testq	%rcx, %rcx
	je	.L1366
	js	.L1367
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L1368:
	divsd	%xmm1, %xmm0
.L1366:
	movq	224(%rsp), %rax
	movsd	%xmm0, (%rax,%r13,8)
.L1358:
	movl	0(%rbp), %r14d
	testl	%r14d, %r14d
	je	.L1369
	movq	152(%rbp), %rdi
	call	free@PLT
.L1357:
	addq	$184, %rbp
	testq	%r13, %r13
	jne	.L1486
.L1406:
	movq	8(%rsp), %r13
	movl	(%r15,%r13,4), %eax
	testl	%eax, %eax
	jne	.L1487
	addq	$184, %rbp
	testq	%r13, %r13
	je	.L1406
.L1486:
	movl	176(%rsp), %ebp
	testl	%ebp, %ebp
	jg	.L1488
.L1372:
	testl	%r12d, %r12d
	jg	.L1489
.L1373:
	movl	132(%rsp), %r11d
	testl	%r11d, %r11d
	jne	.L1490
.L1374:
	movl	160(%rsp), %r10d
	testl	%r10d, %r10d
	jne	.L1380
	movl	180(%rsp), %r9d
	movq	120(%rbx), %rcx
	testl	%r9d, %r9d
	jne	.L1378
	movq	168(%rsp), %rdx
	movq	$-1, %rax
	cmpq	%rcx, %rdx
	jb	.L1379
	movq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	200(%rsp), %rax
	movq	256(%rax), %rax
	divq	%rcx
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
.L1379:
	movl	160(%rbx), %edx
	movq	%rax, %xmm0
	movl	$68, %ecx
	movq	144(%rsp), %rdi
	xorl	%eax, %eax
	movhps	152(%rbx), %xmm0
	movl	$8, %esi
	rep stosq
	movl	$425984, %edi
	movl	%edx, 800(%rsp)
	movaps	%xmm0, 784(%rsp)
	movl	$1, 808(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movl	$425984, %edi
	movq	%rax, 1304(%rsp)
	movq	%rax, %r13
	call	calloc@PLT
	movq	%rax, 1312(%rsp)
	movq	%rax, %r12
	testq	%rax, %rax
	je	.L1410
	testq	%r13, %r13
	je	.L1410
.L1380:
	addl	$1, 164(%rsp)
	movl	$1, 160(%rsp)
	jmp	.L1306
	.p2align 4,,10
	.p2align 3
.L1484:
	movl	-128(%rbx), %ecx
	movq	%rbx, %rax
	testl	%ecx, %ecx
	jne	.L1326
	leaq	-88(%rbx), %rax
.L1326:
	movq	104(%rsp), %rdx
	movq	56(%rsp), %rdi
	movq	$0, 16(%rax)
	movq	80(%rsp), %rsi
	movq	%rdx, (%rax)
	movq	%rdi, 8(%rax)
	movl	$1, %edi
	call	clock_gettime@PLT
	movl	-128(%rbx), %edx
	imulq	$1000000000, 288(%rsp), %rax
	movq	%rax, 88(%rsp)
	movq	296(%rsp), %rax
	movq	%rax, 96(%rsp)
	testl	%edx, %edx
	je	.L1327
	movl	-8(%rbx), %r11d
	movq	-16(%rbx), %rdi
	cmpl	$1, %r11d
	movq	120(%rdi), %r13
	movl	%r11d, (%rsp)
	sete	79(%rsp)
	xorl	%r14d, %r14d
	movq	%r14, %r8
	movq	%r13, %r14
	jmp	.L1338
	.p2align 4,,10
	.p2align 3
.L1328:
	cmpq	96(%rdi), %rbp
	jnb	.L1472
	movq	16(%rbx), %rax
	cmpq	8(%rbx), %rax
	je	.L1472
	movq	(%rbx), %rdx
	leaq	1(%rax), %rcx
	cmpl	$2, (%rsp)
	movq	%rcx, 16(%rbx)
	movq	(%rdx,%rax,8), %r12
	je	.L1491
	movq	%rbp, %rax
	xorl	%edx, %edx
	movq	(%rdi), %rsi
	divq	%r14
	movq	%rdx, %r9
	leaq	0(,%rdx,8), %r13
	cmpq	%r14, %rbp
	jb	.L1336
	cmpb	$0, 79(%rsp)
	jne	.L1492
.L1336:
	movq	40(%rbx), %rax
	movq	%rsi, %rdx
	movq	%r8, 32(%rsp)
	movq	%r9, 24(%rsp)
	cmpq	%rax, %r12
	movq	%rdi, 16(%rsp)
	cmovnb	%r12, %rax
	movq	%rax, %rsi
	call	ref_serve
	movq	24(%rbx), %rcx
	movq	24(%rsp), %r9
	movq	32(%rsp), %r8
	movq	16(%rsp), %rdi
	movq	%rax, 40(%rbx)
	movq	%rax, (%rcx,%r9,8)
.L1388:
	subq	%r12, %rax
	addq	$1, %rbp
	leaq	1(%r8), %rdx
	movq	%rax, (%r15,%r8,8)
	movq	%rbp, 32(%rbx)
	cmpq	$65535, %r8
	je	.L1401
.L1335:
	movq	%rdx, %r8
.L1338:
	cmpl	$3, (%rsp)
	movq	32(%rbx), %rbp
	jne	.L1328
	xorl	%r12d, %r12d
	cmpq	%r14, %rbp
	jb	.L1329
	movq	%rbp, %rax
	xorl	%edx, %edx
	movq	24(%rbx), %rcx
	divq	%r14
	movq	(%rcx,%rdx,8), %r12
.L1329:
	movq	104(%rdi), %rax
	testq	%rax, %rax
	je	.L1330
	cmpq	%rax, %r12
	setnb	%al
.L1331:
	testb	%al, %al
	jne	.L1472
.L1334:
	movq	%rbp, %rax
	xorl	%edx, %edx
	movq	24(%rbx), %rcx
	movq	(%rdi), %rsi
	divq	%r14
	leaq	0(,%rdx,8), %r13
.L1337:
	movq	40(%rbx), %rax
	movq	%rsi, %rdx
	movq	%r8, 32(%rsp)
	movq	%rcx, 24(%rsp)
	cmpq	%rax, %r12
	movq	%rdi, 16(%rsp)
	cmovnb	%r12, %rax
	movq	%rax, %rsi
	call	ref_serve
	movq	24(%rsp), %rcx
	movq	16(%rsp), %rdi
	movq	%rax, 40(%rbx)
	movq	32(%rsp), %r8
	movq	%rax, (%rcx,%r13)
	jmp	.L1388
.L1472:
	movq	%r8, %r14
.L1332:
	addq	%r14, 48(%rbx)
.L1339:
	movq	8(%rsp), %rbp
	movq	80(%rsp), %rsi
	movl	$1, %edi
	movl	%ebp, (%rsp)
	call	clock_gettime@PLT
	movq	96(%rsp), %rdx
	movq	88(%rsp), %rdi
	imulq	$1000000000, 288(%rsp), %rax
	subq	%rdx, %rax
	addq	296(%rsp), %rax
	subq	%rdi, %rax
	addq	%rax, 272(%rsp,%rbp,8)
	movq	40(%rsp), %rax
	addq	%r14, %rax
	movq	%rax, 16(%rsp)
	movq	136(%rsp), %rax
	movl	(%rax,%rbp,4), %eax
	testl	%eax, %eax
	jne	.L1493
.L1340:
	movl	(%rsp), %eax
	xorl	$1, %eax
	testb	%al, 132(%rsp)
	je	.L1353
	movq	144(%rsp), %rdi
	xorl	%ebp, %ebp
	testq	%r14, %r14
	je	.L1353
	.p2align 4,,10
	.p2align 3
.L1351:
	movq	(%r15,%rbp,8), %rsi
	addq	$1, %rbp
	call	cqr_add
	cmpq	%r14, %rbp
	jb	.L1351
.L1353:
	movq	16(%rsp), %rax
	movq	%rax, 40(%rsp)
	jmp	.L1325
	.p2align 4,,10
	.p2align 3
.L1491:
	cmpq	40(%rbx), %r12
	jnb	.L1334
	addq	$1, %rbp
	movq	%r8, %rdx
	movq	%rbp, 32(%rbx)
	jmp	.L1335
	.p2align 4,,10
	.p2align 3
.L1330:
	cmpq	96(%rdi), %rbp
	setnb	%al
	jmp	.L1331
	.p2align 4,,10
	.p2align 3
.L1492:
	movq	24(%rbx), %rcx
	movq	(%rcx,%rdx,8), %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
	jmp	.L1337
	.p2align 4,,10
	.p2align 3
.L1327:
	leaq	-120(%rbx), %rdi
	movl	$65536, %edx
	movq	%r15, %rsi
	call	walk_run
	movq	%rax, %r14
	jmp	.L1339
	.p2align 4,,10
	.p2align 3
.L1483:
	movq	304(%rsp), %rax
	movl	$65536, %ecx
	movq	96(%rax), %rdx
	movq	312(%rsp), %rax
	movq	%rdx, %rdi
	subq	%rax, %rdi
	cmpq	%rcx, %rdi
	cmovbe	%rdi, %rcx
	movq	%rcx, 56(%rsp)
	cmpq	%rax, %rdx
	je	.L1321
	xorl	%ebx, %ebx
	movq	152(%rsp), %r12
	movq	%rcx, %r14
	movq	%rbx, %rbp
	movq	104(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L1323:
	movq	%r12, %rdi
	call	due_next
	movq	%rax, (%rbx,%rbp,8)
	addq	$1, %rbp
	cmpq	%r14, %rbp
	jb	.L1323
	jmp	.L1321
	.p2align 4,,10
	.p2align 3
.L1493:
	testq	%r14, %r14
	je	.L1325
	movq	48(%rsp), %r12
	movq	(%r15), %rdi
	movq	%r15, %rbp
	leaq	(%r15,%r14,8), %r13
	movl	68(%r12), %eax
	testl	%eax, %eax
	je	.L1426
	movslq	(%rsp), %rax
	movslq	320(%r12), %r11
	leaq	(%rax,%rax,4), %rax
	movq	%r11, %r8
	leaq	(%rax,%rax,4), %r9
	leaq	(%r9,%r9), %r10
	salq	$2, %r9
	.p2align 4,,10
	.p2align 3
.L1350:
	xorl	%edx, %edx
	testl	%r8d, %r8d
	jle	.L1349
	.p2align 4,,10
	.p2align 3
.L1348:
	movslq	324(%r12,%rdx,4), %rax
	movq	%rdi, %rsi
	leaq	28(%rax,%r10), %rcx
	subq	1328(%rsp,%rcx,8), %rsi
	leaq	68(%rax,%r9), %rcx
	movl	1328(%rsp,%rcx,4), %ecx
	shrq	%cl, %rsi
	cmpq	$65535, %rsi
	ja	.L1347
	movq	376(%r12), %rcx
	salq	$16, %rax
	addq	%rsi, %rax
	addq	$1, (%rcx,%rax,8)
.L1347:
	addq	$1, %rdx
	cmpq	%rdx, %r11
	jne	.L1348
.L1349:
	addq	$8, %rbp
	cmpq	%r13, %rbp
	je	.L1340
	movq	0(%rbp), %rdi
	jmp	.L1350
	.p2align 4,,10
	.p2align 3
.L1401:
	movl	$65536, %r14d
	jmp	.L1332
.L1426:
	movq	48(%rsp), %r12
	movl	$50, %r10d
	movq	384(%r12), %r9
	movq	40(%r12), %rdx
	movq	48(%r12), %rax
	movq	%r9, %r11
	jmp	.L1342
	.p2align 4,,10
	.p2align 3
.L1346:
	movq	0(%rbp), %rdi
.L1342:
	addq	$1, (%r12)
	movq	%rdi, %r8
	adcq	$0, 8(%r12)
	xorl	%r9d, %r9d
	addq	%rdi, 16(%r12)
	adcq	%r9, 24(%r12)
	cmpq	%rdi, 56(%r12)
	adcq	$0, 32(%r12)
	cmpq	%rdi, %rdx
	cmova	%rdi, %rdx
	cmpq	%rdi, %rax
	cmovb	%rdi, %rax
	movq	%rdx, 40(%r12)
	movq	%rax, 48(%r12)
	cmpq	$16383, %rdi
	jbe	.L1345
	bsrq	%rdi, %rsi
	movl	%r10d, %ecx
	xorq	$63, %rsi
	subl	%esi, %ecx
	movl	%ecx, %esi
	shrq	%cl, %rdi
	salq	$13, %rsi
	addq	%rsi, %rdi
.L1345:
	addq	$8, %rbp
	addq	$1, (%r11,%rdi,8)
	cmpq	%rbp, %r13
	jne	.L1346
	movq	%r8, 208(%rsp)
	movq	%r9, 216(%rsp)
	jmp	.L1340
.L1479:
	testl	%r12d, %r12d
	jle	.L1494
	movl	160(%rsp), %esi
	movabsq	$4294967296, %rax
	movq	%rax, 248(%rsp)
	testl	%esi, %esi
	jne	.L1389
	movl	$1, %eax
.L1308:
	movl	$0, 264(%rsp)
	movl	%eax, 268(%rsp)
	movl	$0, 132(%rsp)
.L1310:
	xorl	%r15d, %r15d
	testl	%r12d, %r12d
	setg	%r15b
	jmp	.L1311
.L1369:
	movq	64(%rbp), %rdi
	call	free@PLT
	jmp	.L1357
.L1359:
	movq	96(%rbp), %rax
	movq	200(%rsp), %rdx
	movq	104(%rbp), %rcx
	movq	%rax, 256(%rdx,%r13,8)
	movq	32(%rbp), %rax
	jmp	.L1360
.L1313:
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	walk_start
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %ebx
	jmp	.L1312
.L1490:
	movl	804(%rsp), %eax
	movq	144(%rsp), %rdi
	leal	1(%rax), %edx
	movl	%edx, 804(%rsp)
	testl	%eax, %eax
	je	.L1495
	call	cqr_end_pass.part.0
.L1376:
	testl	%eax, %eax
	je	.L1374
.L1476:
	movq	192(%rsp), %r15
	movq	1304(%rsp), %r13
	movq	1312(%rsp), %r12
	movq	1288(%rsp), %r14
	movq	1296(%rsp), %rbx
.L1305:
	movq	1704(%rsp), %rdi
	movl	%eax, (%rsp)
	call	free@PLT
	movq	1712(%rsp), %rdi
	call	free@PLT
	movq	2104(%rsp), %rdi
	call	free@PLT
	movq	2112(%rsp), %rdi
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
	movq	104(%rsp), %rdi
	call	free@PLT
	movl	(%rsp), %eax
	addq	$2136, %rsp
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
.L1489:
	.cfi_restore_state
	leaq	1728(%rsp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L1373
	jmp	.L1476
	.p2align 4,,10
	.p2align 3
.L1488:
	movq	120(%rsp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L1372
	jmp	.L1476
	.p2align 4,,10
	.p2align 3
.L1378:
	movq	168(%rsp), %rax
	xorl	%edx, %edx
	movq	168(%rsp), %rsi
	divq	%rcx
	movq	$-1, %rax
	subq	%rdx, %rsi
	je	.L1379
	movq	200(%rsp), %rdi
	movq	%rcx, %rax
	xorl	%ecx, %ecx
	mulq	256(%rdi)
	movq	%rax, %rdi
	movq	%rdx, %rax
	movq	%rsi, %rdx
	movq	%rax, %rsi
	call	__udivti3@PLT
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	jmp	.L1379
.L1364:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1365
.L1494:
	movl	160(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L1384
	movl	808(%rsp), %edi
	testl	%edi, %edi
	jle	.L1496
	movq	$0, 248(%rsp)
	xorl	%eax, %eax
	jmp	.L1307
.L1367:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1368
.L1384:
	movq	$0, 248(%rsp)
	xorl	%eax, %eax
	jmp	.L1308
.L1495:
	call	cqr_first_end
	jmp	.L1376
.L1482:
	movl	264(%rsp), %r11d
	movq	192(%rsp), %r15
	testl	%r11d, %r11d
	jne	.L1497
.L1316:
	movl	268(%rsp), %r9d
	testl	%r9d, %r9d
	jne	.L1498
.L1318:
	movq	1304(%rsp), %r13
	movq	1312(%rsp), %r12
	movl	$-1, %eax
	movq	1288(%rsp), %r14
	movq	1296(%rsp), %rbx
	jmp	.L1305
.L1478:
	movq	%rdx, %xmm2
	movl	$68, %ecx
	movl	$8, %esi
	movq	128(%rax), %rax
	movq	144(%rsp), %rdi
	movq	%rbx, 16(%rsp)
	movq	%rax, 8(%rsp)
	movq	%rax, %xmm0
	movq	%r8, %rax
	rep stosq
	punpcklqdq	%xmm2, %xmm0
	movl	$425984, %edi
	movl	%r13d, 800(%rsp)
	movaps	%xmm0, 784(%rsp)
	movl	$1, 808(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movl	$425984, %edi
	movq	%rax, 1304(%rsp)
	movq	%rax, %rbp
	movq	%rax, %r13
	call	calloc@PLT
	movq	%rax, 1312(%rsp)
	movq	%rax, %r12
	testq	%rax, %rax
	je	.L1394
	testq	%rbp, %rbp
	je	.L1394
	movq	16(%rsp), %r9
	movl	$1, %ecx
	jmp	.L1304
.L1497:
	movl	416(%rsp), %r10d
	testl	%r10d, %r10d
	jne	.L1317
	movq	480(%rsp), %rdi
	call	free@PLT
	jmp	.L1316
.L1498:
	movl	600(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L1319
	movq	752(%rsp), %rdi
	call	free@PLT
	jmp	.L1318
.L1319:
	movq	664(%rsp), %rdi
	call	free@PLT
	jmp	.L1318
.L1317:
	movq	568(%rsp), %rdi
	call	free@PLT
	jmp	.L1316
.L1410:
	movq	192(%rsp), %r15
	xorl	%ebx, %ebx
	xorl	%r14d, %r14d
	movl	$-1, %eax
	jmp	.L1305
.L1394:
	xorl	%ebx, %ebx
	xorl	%r14d, %r14d
	orl	$-1, %eax
	jmp	.L1305
.L1391:
	movl	%eax, 268(%rsp)
	xorl	%eax, %eax
	movl	$1, 264(%rsp)
	movl	%eax, 132(%rsp)
	jmp	.L1309
	.p2align 4,,10
	.p2align 3
.L1496:
	movq	200(%rsp), %r9
	movq	784(%rsp), %rax
	pxor	%xmm0, %xmm0
	leaq	1456(%rsp), %rdx
	movdqa	1344(%rsp), %xmm3
	movq	192(%rsp), %r15
	movq	%rax, 272(%r9)
	movq	1328(%rsp), %rax
	movups	%xmm0, 8(%r9)
	movq	%rax, (%r9)
	movq	1360(%rsp), %rax
	movups	%xmm0, 24(%r9)
	movq	%rax, 56(%r9)
	xorl	%eax, %eax
	movups	%xmm0, 40(%r9)
	movaps	%xmm3, 64(%r9)
.L1386:
	movdqa	(%rdx,%rax), %xmm4
	movups	%xmm4, 8(%r9,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L1386
	pxor	%xmm0, %xmm0
	leaq	1856(%rsp), %rdx
	movups	%xmm0, 88(%r9)
	movups	%xmm0, 104(%r9)
	movups	%xmm0, 120(%r9)
	movq	1728(%rsp), %rax
	movdqa	1744(%rsp), %xmm5
	movq	%rax, 80(%r9)
	movq	1760(%rsp), %rax
	movaps	%xmm5, 144(%r9)
	movq	%rax, 136(%r9)
	xorl	%eax, %eax
.L1387:
	movdqa	(%rdx,%rax), %xmm6
	movups	%xmm6, 88(%r9,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L1387
	movq	816(%rsp), %rax
	movdqa	928(%rsp), %xmm2
	movdqa	832(%rsp), %xmm7
	movq	%rax, 160(%r9)
	subq	848(%rsp), %rax
	movups	%xmm2, 168(%r9)
	movdqa	944(%rsp), %xmm3
	movq	%rax, 216(%r9)
	xorl	%eax, %eax
	movups	%xmm3, 184(%r9)
	movdqa	960(%rsp), %xmm4
	movaps	%xmm7, 224(%r9)
	movups	%xmm4, 200(%r9)
	movq	1304(%rsp), %r13
	movq	1312(%rsp), %r12
	movq	1288(%rsp), %r14
	movq	1296(%rsp), %rbx
	jmp	.L1305
.L1389:
	cmpl	$0, 808(%rsp)
	movl	160(%rsp), %eax
	jg	.L1307
	jmp	.L1308
	.cfi_endproc
.LFE100:
	.size	walk_outcome, .-walk_outcome
	.section	.rodata.str1.1
.LC222:
	.string	"ok %s\n"
.LC223:
	.string	"%s"
.LC224:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB178:
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
	je	.L1511
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1504:
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
	jc	.L1504
	leaq	80(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC223(%rip), %rdx
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
.L1507:
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
	jc	.L1507
	leaq	(%rbx,%rsi), %rcx
	leaq	32(%rsp), %rbx
	movq	24(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC223(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC224(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1499:
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
.L1511:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC222(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1499
	.cfi_endproc
.LFE178:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC225:
	.string	"parse_time '%s'%s"
.LC226:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB179:
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
	jne	.L1518
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC226(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC225(%rip), %rdx
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
.L1518:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC8(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC225(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L1519
.L1515:
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
.L1519:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L1515
	.cfi_endproc
.LFE179:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.8
	.align 8
.LC227:
	.string	"CHECK FAILED rep=%u %s %s expected=%s actual=%s\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB102:
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
	je	.L1532
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1525:
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
	jc	.L1525
	leaq	96(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC223(%rip), %rdx
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
.L1528:
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
	jc	.L1528
	leaq	(%rbx,%rsi), %rcx
	leaq	48(%rsp), %rbx
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC223(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rcx
	movl	20(%rsp), %esi
	xorl	%eax, %eax
	movq	24(%rsp), %rdx
	movq	%rbp, %r9
	movq	%rbx, %r8
	leaq	.LC227(%rip), %rdi
	call	printf@PLT
.L1520:
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
.L1532:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L1520
	.cfi_endproc
.LFE102:
	.size	check, .-check
	.section	.rodata.str1.1
.LC228:
	.string	"sum_ns"
.LC229:
	.string	"corrected"
.LC230:
	.string	"stalls"
.LC231:
	.string	"closed"
.LC232:
	.string	"open"
.LC233:
	.string	"last_completion_ns"
	.text
	.p2align 4
	.type	check_outcome, @function
check_outcome:
.LFB103:
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
.L1534:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L1535:
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
	jne	.L1535
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
	leaq	.LC228(%rip), %rcx
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
	jne	.L1534
	movq	72(%rsp), %rbx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC0(%rip), %rcx
	leaq	.LC230(%rip), %r13
	leaq	.LC231(%rip), %r14
	movq	160(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	leaq	.LC229(%rip), %rdx
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
	leaq	.LC232(%rip), %r13
	xorl	%r9d, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	248(%rbp), %r8
	movq	%r13, %rdx
	movl	%r15d, 36(%rsp)
	leaq	.LC233(%rip), %r15
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
.LFE103:
	.size	check_outcome, .-check_outcome
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
.LFB119:
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
.L1540:
	movq	(%r15), %rdx
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %r15
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L1540
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
.L1543:
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
	jc	.L1543
	leaq	32(%rsp), %rbp
	addq	%rbx, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC223(%rip), %rdx
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	24(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax), %r8
	movq	56(%rax), %rax
	testq	%r8, %r8
	je	.L1544
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
.L1544:
	movq	%rbx, %rdi
	leaq	.LC178(%rip), %rdx
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
.LFE119:
	.size	print_result_set, .-print_result_set
	.section	.rodata.str1.8
	.align 8
.LC238:
	.string	"bench: out of memory for %lu connections\n"
	.align 8
.LC239:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	walk_all, @function
walk_all:
.LFB110:
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
	jne	.L1579
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
.L1560:
	xorl	%r14d, %r14d
	cmpl	$3, 28(%rsp)
	je	.L1577
	movq	208(%rsp), %rax
	movl	$4096, %esi
	movq	96(%rax), %rdx
	movq	216(%rsp), %rax
	movq	%rdx, %r14
	subq	%rax, %r14
	cmpq	%rsi, %r14
	cmova	%rsi, %r14
	cmpq	%rax, %rdx
	je	.L1577
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L1554:
	movq	%rbp, %rdi
	call	due_next
	movq	%rax, (%rbx,%r15,8)
	addq	$1, %r15
	cmpq	%r14, %r15
	jb	.L1554
.L1577:
	movq	%rbp, 16(%rsp)
	movq	%rbx, %r15
.L1558:
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
	jb	.L1557
	cmpq	%r13, %rax
	jne	.L1556
	cmpl	$3, 28(%rsp)
	je	.L1580
.L1556:
	movq	%rbx, %r8
	movq	16(%rsp), %rbp
	movq	%r15, %rbx
	orq	%r14, %r8
	jne	.L1560
.L1559:
	movq	256(%rsp), %rdi
	call	free@PLT
	movq	248(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1561
	call	fclose@PLT
.L1561:
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
.L1580:
	.cfi_restore_state
	movq	48(%rsp), %rsi
	movq	32(%rsp), %rdi
	movl	$1, %edx
	call	walk_run
	testq	%rax, %rax
	jne	.L1557
	orq	%rbx, %r14
	je	.L1559
	xorl	%r14d, %r14d
	jmp	.L1558
.L1557:
	movq	stderr(%rip), %rdi
	movq	%r13, %rdx
	leaq	.LC239(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L1579:
	movq	stderr(%rip), %rdi
	movq	120(%rbx), %rdx
	leaq	.LC238(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %edi
	call	exit@PLT
	.cfi_endproc
.LFE110:
	.size	walk_all, .-walk_all
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB142:
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
	je	.L1601
	cmpl	$0, 112(%rdi)
	movq	%rdi, %r10
	jne	.L1601
	cmpl	$0, 32(%rdi)
	movq	%rdx, %rbx
	jne	.L1583
	movq	%rsi, %r11
	call	closed_form_gap.part.0
	testq	%rax, %rax
	je	.L1616
.L1583:
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
	jne	.L1602
	testq	%rax, %rax
	je	.L1602
	leaq	40(%rsp), %rdx
	xorl	%eax, %eax
	movl	$24, %ecx
	cmpq	$0, 216(%rsp)
	movq	%rdx, %rdi
	leaq	144(%rsp), %r14
	rep stosl
	movq	%r14, 32(%rsp)
	je	.L1584
.L1615:
	leaq	72(%rsp), %r15
.L1585:
	xorl	%ebp, %ebp
	leaq	32(%rsp), %r13
	cmpq	$0, 240(%rsp)
	je	.L1591
	.p2align 4,,10
	.p2align 3
.L1588:
	movq	16(%rbx), %rax
	movq	%r13, %rdi
	leaq	(%rax,%rbp,8), %r12
	addq	$1, %rbp
	call	due_next
	movq	%rax, (%r12)
	cmpq	240(%rsp), %rbp
	jb	.L1588
.L1591:
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
	jnb	.L1617
	movq	16(%rbx), %r8
	movq	8(%rbx), %rsi
	movq	168(%rsp), %rdi
	jmp	.L1592
	.p2align 4,,10
	.p2align 3
.L1594:
	addq	$1, %rax
	movq	%rax, 32(%rbx)
	cmpq	%rax, %rcx
	je	.L1593
.L1592:
	movq	(%rsi,%rax,8), %rdx
	addq	(%r8,%rax,8), %rdx
	cmpq	%rdx, %rdi
	jnb	.L1594
	movq	%rax, 40(%rbx)
	cmpq	%rcx, %rax
	jnb	.L1597
	movq	144(%rsp), %rdi
	movq	%rax, %rdx
	jmp	.L1596
	.p2align 4,,10
	.p2align 3
.L1598:
	addq	$1, %rdx
	movq	%rdx, 40(%rbx)
	cmpq	%rdx, %rcx
	je	.L1597
.L1596:
	cmpq	(%rsi,%rdx,8), %rdi
	jb	.L1598
.L1597:
	cmpq	%rcx, %rax
	setnb	%al
	movzbl	%al, %eax
	jmp	.L1581
.L1601:
	movl	$1, %eax
.L1581:
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
.L1616:
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
	jmp	.L1583
.L1584:
	movl	176(%rsp), %eax
	testl	%eax, %eax
	je	.L1615
	subl	$1, %eax
	je	.L1618
	leaq	320(%rsp), %rbp
	leaq	72(%rsp), %r15
	xorl	%ecx, %ecx
	movl	$256, %r9d
	movq	208(%rsp), %rsi
	movq	%rbp, %r8
	leaq	.LC152(%rip), %rdx
	movq	%r15, %rdi
	call	numbers_open
	testl	%eax, %eax
	je	.L1585
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC180(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
.L1618:
	movsd	192(%rsp), %xmm0
	movq	200(%rsp), %rax
	movsd	%xmm0, 48(%rsp)
	movq	%rax, 64(%rsp)
	jmp	.L1615
.L1617:
	movq	%rax, 40(%rbx)
	jmp	.L1597
.L1602:
	orl	$-1, %eax
	jmp	.L1581
.L1593:
	movq	%rcx, 40(%rbx)
	jmp	.L1597
	.cfi_endproc
.LFE142:
	.size	first_stall_window, .-first_stall_window
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB53:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L1626
	testq	%r8, %r8
	je	.L1626
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
	jne	.L1619
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L1629
.L1621:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L1619:
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
.L1626:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L1629:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L1624
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L1622:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L1630
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L1621
	.p2align 4,,10
	.p2align 3
.L1624:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L1622
.L1630:
	movl	$1, 24(%rbx)
	jmp	.L1619
	.cfi_endproc
.LFE53:
	.size	dist_add, .-dist_add
	.p2align 4
	.type	closed_form, @function
closed_form:
.LFB63:
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
	je	.L1632
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
	jnb	.L1686
.L1633:
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
.L1635:
	movq	32(%rsp), %rax
	imulq	%rbx, %rax
	addq	%r13, %rax
	movq	%rax, 264(%r12)
	movl	112(%rbp), %eax
	testl	%eax, %eax
	je	.L1687
.L1637:
	cmpl	$1, %eax
	jne	.L1646
	subq	%r11, %r15
	movq	%r15, %r8
	testq	%r11, %r11
	je	.L1647
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
	jb	.L1648
	movq	56(%rsp), %r10
	imulq	%r10, %rbx
	addq	%r14, %rbx
	jmp	.L1645
	.p2align 4,,10
	.p2align 3
.L1632:
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
	jmp	.L1633
	.p2align 4,,10
	.p2align 3
.L1646:
	movq	8(%rbp), %r14
	movq	0(%rbp), %rsi
	movq	104(%rbp), %rdi
	testq	%r14, %r14
	je	.L1650
	movq	16(%rbp), %r8
	movq	24(%rbp), %r9
	xorl	%ebx, %ebx
	xorl	%ecx, %ecx
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L1651:
	movq	%r13, %rdx
	xorl	%eax, %eax
	imulq	%r8, %rdx
	addq	%r9, %rdx
	cmpq	%rbx, %rdx
	jb	.L1654
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%rbx, %rax
	divq	%rsi
.L1654:
	testq	%rdi, %rdi
	je	.L1655
	movq	%rsi, %rdx
	imulq	%rax, %rdx
	addq	%rbx, %rdx
	cmpq	%rdi, %rdx
	setnb	%dl
.L1656:
	testb	%dl, %dl
	jne	.L1657
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%rsi, %rax
	addq	%r14, %rax
	addq	%rax, %rbx
	addq	$1, %r13
	je	.L1651
	testq	%r8, %r8
	jne	.L1651
.L1657:
	testq	%rdi, %rdi
	jne	.L1688
.L1653:
	movq	96(%rbp), %r8
	movq	%r8, %rax
	subq	%rcx, %rax
.L1660:
	testq	%rax, %rax
	je	.L1659
	imulq	%rsi, %rax
	addq	%rax, %rbx
.L1659:
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
	jmp	.L1645
	.p2align 4,,10
	.p2align 3
.L1686:
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
	jnb	.L1689
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	movl	$1, %r11d
.L1634:
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
	je	.L1635
	movq	32(%rsp), %rcx
	subq	%r10, %rcx
	cmpq	%rcx, 96(%rsp)
	jb	.L1635
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
	jne	.L1637
.L1687:
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
.L1644:
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
	jb	.L1638
	call	dist_add
	cmpq	%rbp, %r12
	jnb	.L1640
	movq	72(%rsp), %rax
	xorl	%edx, %edx
	divq	8(%rsp)
	leaq	-1(%rbp), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r12, %rdx
	jnb	.L1690
.L1641:
	addq	$1, %rax
	cmpq	%r12, %rax
	cmovb	%r12, %rax
	cmpq	%rbp, %rax
	jb	.L1666
.L1640:
	cmpq	$8, %r13
	je	.L1643
.L1691:
	movq	40(%rsp), %rbp
	movl	$8, %r13d
	jmp	.L1644
	.p2align 4,,10
	.p2align 3
.L1655:
	leaq	(%rcx,%rax), %rdx
	cmpq	96(%rbp), %rdx
	setnb	%dl
	jmp	.L1656
	.p2align 4,,10
	.p2align 3
.L1638:
	call	dist_add
	movq	%r12, %rax
	cmpq	%rbp, %r12
	jnb	.L1640
.L1666:
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
	jne	.L1691
.L1643:
	movq	64(%rsp), %r12
	movq	56(%rsp), %rbp
	movq	248(%r12), %rax
	movq	264(%r12), %rbx
	movq	%rax, 240(%r12)
.L1645:
	movl	152(%rsp), %eax
	orl	184(%rsp), %eax
	movq	%rbx, 256(%r12)
	jne	.L1665
	movl	160(%rbp), %edx
	movq	152(%rbp), %rsi
	movq	%r12, %rcx
	movq	%r15, %rdi
	call	dist_summarise
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L1662
	movl	160(%rbp), %edx
	movq	16(%rsp), %rdi
	leaq	80(%r12), %rcx
	movq	152(%rbp), %rsi
	call	dist_summarise
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L1662
	movq	128(%rbp), %rsi
	movl	136(%rbp), %edx
	movq	%rsi, 272(%r12)
	testl	%edx, %edx
	je	.L1663
	movq	(%r12), %rcx
	movq	48(%rsp), %rbx
	xorl	%edx, %edx
	movq	$-1, %rsi
	movq	%rcx, %rax
	divq	%rbx
	subq	%rdx, %rcx
	cmpq	%rbx, %rcx
	jb	.L1664
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
.L1664:
	movq	%rsi, 272(%r12)
.L1663:
	leaq	192(%rsp), %rbx
	movq	%r15, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	movl	216(%rsp), %eax
	testl	%eax, %eax
	jne	.L1665
	movl	160(%rbp), %edx
	movq	152(%rbp), %rsi
	movq	%rbx, %rdi
	leaq	160(%r12), %rcx
	call	dist_summarise
	movl	%eax, %ebx
.L1662:
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
.L1647:
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
.L1648:
	movq	32(%rsp), %rax
	imulq	%rax, %rbx
	addq	%r13, %rbx
	jmp	.L1645
	.p2align 4,,10
	.p2align 3
.L1688:
	movq	%rcx, %r8
	cmpq	%rdi, %rbx
	jnb	.L1659
	subq	%rbx, %rdi
.L1652:
	xorl	%edx, %edx
	movq	%rdi, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	leaq	(%rcx,%rax), %r8
	jmp	.L1660
	.p2align 4,,10
	.p2align 3
.L1689:
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
	jmp	.L1634
	.p2align 4,,10
	.p2align 3
.L1690:
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
	jmp	.L1641
.L1665:
	movl	$-1, %ebx
	jmp	.L1662
.L1650:
	xorl	%ebx, %ebx
	xorl	%ecx, %ecx
	xorl	%r13d, %r13d
	testq	%rdi, %rdi
	jne	.L1652
	jmp	.L1653
	.cfi_endproc
.LFE63:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.8
	.align 8
.LC240:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.text
	.p2align 4
	.type	run_once, @function
run_once:
.LFB114:
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
	je	.L1765
	cmpl	$3, %eax
	je	.L1766
	xorl	%eax, %eax
	movl	$36, %ecx
	movq	%rdx, %rdi
	rep stosq
	movq	$-1, %rax
	cmpq	$0, 8(%rbp)
	je	.L1717
	movq	24(%rbp), %rax
.L1717:
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
	jne	.L1719
	testl	%eax, %eax
	jne	.L1719
	cmpq	$1, 120(%rbp)
	movl	$1, %esi
	jne	.L1722
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
	jmp	.L1721
	.p2align 4,,10
	.p2align 3
.L1719:
	leaq	by_kind.6(%rip), %rdx
	movl	(%rdx,%rax,4), %esi
	cmpl	$3, %esi
	jne	.L1722
	movq	104(%rbp), %rax
	testq	%rax, %rax
	je	.L1722
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	120(%rbp), %rdx
	leaq	1(%rax,%rdx), %rcx
.L1724:
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
.L1721:
	testq	%rax, %rax
	js	.L1725
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1726:
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1727
	js	.L1728
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1729:
	divsd	%xmm1, %xmm0
.L1727:
	movq	16(%rsp), %rax
	cmpq	$0, 8(%rbp)
	movsd	%xmm0, (%rax)
	movq	$-1, %rax
	je	.L1730
	movq	24(%rbp), %rax
.L1730:
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
	jne	.L1731
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
	js	.L1733
.L1767:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testq	%r12, %r12
	js	.L1735
.L1768:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r12, %xmm1
.L1736:
	divsd	%xmm1, %xmm0
	movq	16(%rsp), %rax
	movl	136(%rbp), %esi
	movsd	%xmm0, 8(%rax)
	testl	%esi, %esi
	je	.L1737
	movq	120(%rbp), %rcx
	movq	8(%rsp), %rsi
	movq	$-1, %rax
	cmpq	%rcx, %rsi
	jb	.L1738
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	256(%rbx), %rax
	divq	%rcx
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
.L1738:
	movq	8(%rsp), %r15
	movl	160(%rbp), %ecx
	movq	%rbx, %r8
	movq	%rax, 272(%rbx)
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
.L1692:
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
.L1722:
	.cfi_restore_state
	movq	96(%rbp), %rcx
	jmp	.L1724
	.p2align 4,,10
	.p2align 3
.L1737:
	movq	128(%rbp), %rax
	jmp	.L1738
	.p2align 4,,10
	.p2align 3
.L1731:
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
	jns	.L1767
.L1733:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testq	%r12, %r12
	jns	.L1768
.L1735:
	movq	%r12, %rax
	movq	%r12, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1736
.L1725:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1726
.L1766:
	movq	16(%rsp), %rcx
	addq	$216, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	xorl	%esi, %esi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
.L1728:
	.cfi_restore_state
	movq	8(%rsp), %rsi
	pxor	%xmm1, %xmm1
	movq	%rsi, %rax
	andl	$1, %esi
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1729
.L1765:
	xorl	%eax, %eax
	movq	%rdx, %rdi
	pxor	%xmm0, %xmm0
	movl	$36, %ecx
	rep stosq
	leaq	32(%rsi), %rax
	movaps	%xmm0, 144(%rsp)
	movq	%rax, 80(%rsp)
	movq	40(%rsi), %rax
	movq	48(%rsi), %rdi
	xorl	%esi, %esi
	movaps	%xmm0, 160(%rsp)
	movaps	%xmm0, 176(%rsp)
	leaq	0(,%rax,8), %rdx
	movaps	%xmm0, 192(%rsp)
	call	memset@PLT
	leaq	56(%r13), %rax
	movq	72(%r13), %rdi
	xorl	%esi, %esi
	movq	%rax, 72(%rsp)
	movq	64(%r13), %rax
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	xorl	%r10d, %r10d
	movq	%rbp, 40(%rsp)
	leaq	128(%rsp), %rax
	movq	%rax, 24(%rsp)
	movq	%rbx, %rbp
	movq	%r12, %rbx
	movq	%r10, 32(%rsp)
.L1708:
	movq	40(%rsp), %rax
	movq	$-1, %rdx
	cmpq	$0, 8(%rax)
	je	.L1694
	movq	24(%rax), %rdx
.L1694:
	movq	%rdx, 112(%rsp)
	movq	$0, 120(%rsp)
	testq	%rbx, %rbx
	je	.L1740
	xorl	%r9d, %r9d
	xorl	%r15d, %r15d
	leaq	112(%rsp), %rax
	movq	%rbp, 88(%rsp)
	movq	%rax, 64(%rsp)
	xorl	%r14d, %r14d
	movq	%r9, 56(%rsp)
	movq	%r15, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L1699:
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
	cmpq	$0, 32(%rsp)
	movq	%r10, 48(%rsp)
	je	.L1769
	movq	8(%rsp), %r9
	movq	8(%r13), %rdx
	movq	%r15, %r8
	movq	%r12, %rcx
	movq	64(%rsp), %rsi
	movq	40(%rsp), %rdi
	movq	%r15, %rbp
	subq	%r12, %rbp
	call	run_open
	movq	24(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 8(%rsp)
	call	clock_gettime@PLT
	movq	48(%rsp), %r10
	movq	72(%rsp), %r9
	imulq	$1000000000, 128(%rsp), %rax
	addq	136(%rsp), %rax
	subq	%r10, %rax
	addq	%rax, 56(%rsp)
	movq	8(%r13), %r10
.L1697:
	xorl	%ecx, %ecx
	testq	%rbp, %rbp
	je	.L1703
	.p2align 4,,10
	.p2align 3
.L1698:
	movq	(%r10,%rcx,8), %rdi
	movq	(%r9), %r11
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r11
	cmpq	%r8, %rax
	jnb	.L1701
	testq	%rdx, %rdx
	jne	.L1701
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%rbp, %rcx
	jne	.L1698
.L1703:
	cmpq	%rbx, %r14
	jb	.L1699
	movq	56(%rsp), %r9
	movq	8(%rsp), %r15
	movq	88(%rsp), %rbp
	testq	%r9, %r9
	js	.L1704
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r9, %xmm0
.L1705:
	movq	120(%rsp), %rdx
	testq	%rbx, %rbx
	js	.L1770
.L1761:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L1707:
	divsd	%xmm1, %xmm0
	movq	32(%rsp), %rax
	movq	16(%rsp), %rsi
	movsd	%xmm0, (%rsi,%rax,8)
	movq	%rdx, 240(%rbp,%rax,8)
	movq	%r15, 256(%rbp,%rax,8)
	testq	%rax, %rax
	jne	.L1771
	movq	$1, 32(%rsp)
	jmp	.L1708
	.p2align 4,,10
	.p2align 3
.L1769:
	movq	8(%rsp), %r9
	movq	0(%r13), %rdx
	movq	%r15, %r8
	movq	%r12, %rcx
	movq	64(%rsp), %rsi
	movq	40(%rsp), %rdi
	subq	%r12, %r15
	movq	%r15, %rbp
	call	run_closed
	movq	24(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 8(%rsp)
	call	clock_gettime@PLT
	movq	48(%rsp), %r10
	movq	80(%rsp), %r9
	imulq	$1000000000, 128(%rsp), %rax
	addq	136(%rsp), %rax
	subq	%r10, %rax
	movq	0(%r13), %r10
	addq	%rax, 56(%rsp)
	jmp	.L1697
.L1771:
	movq	%rbx, %r12
	movq	%rbp, %rbx
	movq	40(%rsp), %rbp
	movl	136(%rbp), %eax
	testl	%eax, %eax
	jne	.L1772
	movq	128(%rbp), %rsi
.L1710:
	cmpq	$0, 40(%r13)
	movq	%rsi, 272(%rbx)
	je	.L1744
	xorl	%r12d, %r12d
	leaq	144(%rsp), %r14
	jmp	.L1713
	.p2align 4,,10
	.p2align 3
.L1712:
	addq	$1, %r12
	cmpq	40(%r13), %r12
	jnb	.L1773
.L1713:
	movq	48(%r13), %rax
	movq	(%rax,%r12,8), %r8
	testq	%r8, %r8
	je	.L1712
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rdi
	imulq	%r12, %rsi
	call	dist_add
	jmp	.L1712
.L1770:
	movq	%rbx, %rcx
	movq	%rbx, %rsi
	pxor	%xmm1, %xmm1
	shrq	%rcx
	andl	$1, %esi
	orq	%rsi, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1707
.L1704:
	movq	%r9, %rdx
	andl	$1, %r9d
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%r9, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1705
.L1772:
	movq	$-1, %rsi
	testq	%r12, %r12
	je	.L1710
	movq	256(%rbx), %rax
	xorl	%edx, %edx
	movl	$1, %esi
	divq	%r12
	testq	%rax, %rax
	cmovne	%rax, %rsi
	jmp	.L1710
.L1773:
	movq	272(%rbx), %rsi
	movl	168(%rsp), %r13d
.L1711:
	leaq	176(%rsp), %r12
	movq	%r14, %rdi
	movq	%r12, %rdx
	call	dist_correct
	orl	200(%rsp), %r13d
	jne	.L1745
	movl	160(%rbp), %edx
	movq	152(%rbp), %rsi
	movq	%rbx, %rcx
	movq	80(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	je	.L1774
.L1714:
	movl	%eax, 8(%rsp)
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	176(%rsp), %rdi
	call	free@PLT
	movl	8(%rsp), %eax
	jmp	.L1692
.L1701:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r11, %rcx
	xorl	%eax, %eax
	leaq	.LC240(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L1774:
	movl	160(%rbp), %edx
	movq	152(%rbp), %rsi
	leaq	80(%rbx), %rcx
	movq	72(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L1714
	movl	160(%rbp), %edx
	movq	152(%rbp), %rsi
	leaq	160(%rbx), %rcx
	movq	%r12, %rdi
	call	dist_summarise
	jmp	.L1714
.L1740:
	xorl	%edx, %edx
	xorl	%r15d, %r15d
	pxor	%xmm0, %xmm0
	jmp	.L1761
.L1744:
	xorl	%r13d, %r13d
	leaq	144(%rsp), %r14
	jmp	.L1711
.L1745:
	movl	$-1, %eax
	jmp	.L1714
	.cfi_endproc
.LFE114:
	.size	run_once, .-run_once
	.section	.rodata.str1.8
	.align 8
.LC242:
	.string	"--export-values adds files to an export: give --export PREFIX too"
	.align 8
.LC243:
	.string	"--export-values applies to a benchmark run: --correct, --sweep and --cross-check write no .values files"
	.section	.rodata.str1.1
.LC244:
	.string	"the scenario's trace"
.LC245:
	.string	" (the trace's mean)"
	.section	.rodata.str1.8
	.align 8
.LC246:
	.string	"200000000 (it is not a regular file, so all are kept)"
	.section	.rodata.str1.1
.LC247:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC248:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.align 8
.LC249:
	.string	"the latencies have too many possible values"
	.align 8
.LC250:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC251:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC252:
	.string	"load %"
.LC253:
	.string	"stall us"
.LC254:
	.string	"sim"
.LC255:
	.string	"formula"
.LC256:
	.string	"reference"
.LC257:
	.string	"closed-form"
.LC258:
	.string	"sweep-load.svg"
.LC259:
	.string	"sweep-stall.svg"
.LC260:
	.string	"s"
.LC261:
	.string	"given"
.LC262:
	.string	"QUICK"
.LC263:
	.string	"REPS"
.LC264:
	.string	"0"
	.section	.rodata.str1.8
	.align 8
.LC265:
	.string	"QUICK '%s' is not valid: use QUICK=1, QUICK=0 or leave it unset"
	.align 8
.LC266:
	.string	"REPS '%s' is not valid: a whole number from 1 to 100000"
	.align 8
.LC267:
	.string	"out of memory reading the options"
	.section	.rodata.str1.1
.LC268:
	.string	"--scenario"
.LC269:
	.string	"out of memory"
.LC270:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC271:
	.string	"use default, feed-10ms-stall, one-2s-stall, hundred-requests or hundred-requests-exercise"
	.align 8
.LC272:
	.string	"--scenario '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC273:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC274:
	.string	"both set the length of the run: "
	.align 8
.LC275:
	.string	"--duration and --requests %s%s"
	.align 8
.LC276:
	.string	"--export does not apply to --cross-check, which writes nothing"
	.section	.rodata.str1.1
.LC277:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC278:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC279:
	.string	"%s, from %s"
.LC280:
	.string	"--correct '%s': out of memory"
	.section	.rodata.str1.8
	.align 8
.LC281:
	.string	"--correct %.40s: more than 200000000 lines"
	.section	.rodata.str1.1
.LC282:
	.string	"use --correct FILE"
.LC283:
	.string	"at most 255 characters; "
	.section	.rodata.str1.8
	.align 8
.LC284:
	.string	"--trace-values is too long: %s%s"
	.section	.rodata.str1.1
.LC285:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC286:
	.string	"--trace-values: '%s' is not a repeat count: %s"
	.section	.rodata.str1.1
.LC287:
	.string	"--trace-values: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC288:
	.string	"give latencies separated by commas, e.g. 2ms*99,1000ms"
	.align 8
.LC289:
	.string	"--trace-values '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC290:
	.string	"for the trace"
.LC291:
	.string	"for the corrected trace"
.LC292:
	.string	"checking the trace"
	.section	.rodata.str1.8
	.align 8
.LC293:
	.string	"coordinated omission: correcting a recorded trace"
	.align 8
.LC294:
	.string	"scenario: %s\ntrace: %s, %lu latencies\n"
	.align 8
.LC295:
	.string	"correction: expected interval %s us%s; rank rule %s; slow above %s us\n"
	.align 8
.LC296:
	.string	"checks: percentiles, counts, slow counts and sums of both sets against counting over the distinct values\n"
	.section	.rodata.str1.1
.LC297:
	.string	"recorded"
.LC298:
	.string	"ratio"
.LC299:
	.string	"\n%-10s %9s"
.LC300:
	.string	" %11.*f"
	.section	.rodata.str1.8
	.align 8
.LC301:
	.string	"\n(percentiles in us; ratio = corrected / recorded)\n"
	.align 8
.LC302:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC303:
	.string	"RESULT checks passed=%lu failed=%lu runs=1\n"
	.align 8
.LC304:
	.string	"Latency by percentile: a recorded trace and its correction"
	.section	.rodata.str1.1
.LC305:
	.string	"recorded.hgrm"
.LC306:
	.string	"corrected.hgrm"
.LC307:
	.string	"percentiles.svg"
	.section	.rodata.str1.8
	.align 8
.LC308:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC309:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC310:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC311:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC312:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC313:
	.string	"takes one connection: "
.LC314:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC315:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC316:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC318:
	.string	"lower --rate or shorten the run"
	.align 8
.LC319:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC320:
	.string	"--schedule poisson: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC322:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC323:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC324:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC325:
	.string	"1 / rate, the interval the schedule was configured with"
	.align 8
.LC326:
	.string	"--arrivals %.40s: more than %s lines"
	.align 8
.LC327:
	.string	"--arrivals '%s': out of memory at line %lu"
	.section	.rodata.str1.1
.LC328:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC329:
	.string	"--arrivals '%s': no due time falls within %s"
	.section	.rodata.str1.1
.LC330:
	.string	"add --expected-interval T"
	.section	.rodata.str1.8
	.align 8
.LC331:
	.string	"--arrivals '%s' has no gap between its due times (one line, or all at one instant), so it gives no interval to correct with: %s"
	.align 8
.LC332:
	.string	"the replayed schedule's mean gap"
	.align 8
.LC333:
	.string	"shorten --duration or --interval"
	.align 8
.LC334:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC335:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC336:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC337:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC338:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC339:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC340:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC341:
	.string	"back-to-back may send more than %s requests: %s"
	.section	.rodata.str1.1
.LC342:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC343:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC344:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.align 8
.LC345:
	.string	"--export needs every sample kept, and --exact-by passes keeps none: drop one of the two"
	.align 8
.LC346:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.align 8
.LC347:
	.string	"--sweep runs on the fixed schedule with a fixed expected interval: drop --schedule, --arrivals and mean"
	.section	.rodata.str1.1
.LC348:
	.string	"in the sweep"
.LC349:
	.string	"checked"
.LC350:
	.string	"%-10s %-8s"
.LC351:
	.string	" | %-10s %10s %10s"
.LC352:
	.string	"\n%-10s %-8s"
.LC353:
	.string	"p50"
.LC354:
	.string	" | "
.LC355:
	.string	"%s%10s"
.LC356:
	.string	"p99"
.LC357:
	.string	"p99.9"
.LC358:
	.string	"%-10lu"
.LC359:
	.string	"%-10s"
.LC360:
	.string	" %-8s"
	.section	.rodata.str1.8
	.align 8
.LC361:
	.string	"(percentiles in us; checked against: formula = the closed form, sim = the reference simulation)\n"
	.align 8
.LC362:
	.string	"RESULT sweep axis=%s value=%lu"
	.section	.rodata.str1.1
.LC363:
	.string	" %s_%s_ns=%lu"
.LC364:
	.string	" against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC365:
	.string	"RESULT checks passed=%lu failed=%lu runs=%zu\n"
	.align 8
.LC366:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC367:
	.string	"in the cross-check"
.LC368:
	.string	"expected_ns"
.LC369:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC370:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC371:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC372:
	.string	"computing the expected outcome"
	.align 8
.LC373:
	.string	"bench: --export: the corrected set holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC374:
	.string	"coordinated omission on a virtual clock: closed loop, open loop, corrected"
	.section	.rodata.str1.1
.LC375:
	.string	"scenario: %s\n"
.LC376:
	.string	"server: service %s us; "
.LC377:
	.string	"no stalls"
.LC378:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC379:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC380:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC381:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC382:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC383:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC384:
	.string	"\ncorrection: expected interval "
	.align 8
.LC385:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC386:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC387:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC388:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC389:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC390:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC391:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC392:
	.string	"samples: counted exactly on a lattice of %lu ns steps (%lu values), %d requests a chunk\n"
	.align 8
.LC393:
	.string	"samples: every one kept and sorted"
	.align 8
.LC394:
	.string	"samples: none kept; each rep walks the run again until every percentile is found exactly, %d counters a percentile\n"
	.section	.rodata.str1.1
.LC395:
	.string	"runs: 1 warmup + %u reps\n"
.LC396:
	.string	"for a rep"
.LC397:
	.string	" warmup"
.LC398:
	.string	"rep=%u%s set=%s"
.LC399:
	.string	" slow=%lu sum_ns=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC400:
	.string	"bench: out of memory for the report\n"
	.section	.rodata.str1.1
.LC401:
	.string	"cv"
.LC402:
	.string	" %6s\n"
.LC403:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC404:
	.string	"percentiles in us, minimum over %u reps (cv: the largest over the percentiles);\nslow: samples above %s us, median over reps\n\n"
	.align 8
.LC405:
	.string	"simulation cost, %-6s loop: min %.3f ns per request, median %.3f, cv %.3f\n"
	.align 8
.LC406:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC407:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC408:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC409:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC410:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC411:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC412:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC413:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC414:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC415:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC416:
	.string	"bench: the export to %s failed (out of memory, or too many distinct values)\n"
	.align 8
.LC417:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.section	.rodata.str1.1
.LC418:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC419:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.section	.rodata.str1.1
.LC420:
	.string	"stall length"
	.section	.rodata.str1.8
	.align 8
.LC421:
	.string	"coordinated omission: sweep over %s\n"
	.section	.rodata.str1.1
.LC422:
	.string	"base: service %s us"
.LC423:
	.string	", stall %s us"
.LC424:
	.string	", period %s us"
	.section	.rodata.str1.8
	.align 8
.LC425:
	.string	", %s us of schedule per point\n\n"
	.align 8
.LC426:
	.string	"--correct '%s': out of memory at line %lu"
	.section	.text.unlikely,"ax",@progbits
.LCOLDB428:
	.text
.LHOTB428:
	.p2align 4
	.type	run_options.constprop.0, @function
run_options.constprop.0:
.LFB215:
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
	movq	%rdi, 8(%rsp)
	leaq	.LC262(%rip), %rdi
	movl	%esi, 16(%rsp)
	movq	%rdx, 24(%rsp)
	call	getenv@PLT
	leaq	.LC263(%rip), %rdi
	movq	%rax, %rbx
	call	getenv@PLT
	movq	%rax, %r12
	testq	%rbx, %rbx
	je	.L2077
	movzbl	(%rbx), %eax
	subl	$49, %eax
	movl	%eax, %ebp
	je	.L2254
.L1777:
	cmpb	$0, (%rbx)
	jne	.L2255
.L1778:
	xorl	%eax, %eax
	testl	%ebp, %ebp
	sete	%al
.L1776:
	movq	8(%rsp), %rcx
	movl	%eax, 288(%rcx)
	testq	%r12, %r12
	je	.L1780
	cmpb	$0, (%r12)
	jne	.L2256
.L1780:
	movslq	16(%rsp), %rdi
	movq	%rdi, %rbx
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 32(%rsp)
	testq	%rax, %rax
	je	.L1782
	cmpl	$1, %ebx
	jle	.L2257
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	leaq	2208(%rsp), %rax
	xorl	%ebx, %ebx
	movq	%rax, 48(%rsp)
	movl	$1, %r12d
	movl	%ecx, 64(%rsp)
	movl	%r12d, %ebp
	movl	%r9d, 72(%rsp)
	.p2align 4,,10
	.p2align 3
.L1783:
	movslq	%ebp, %rax
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 40(%rsp)
	movq	24(%rsp), %rcx
	movq	(%rcx,%rax,8), %r13
	cmpb	$45, 0(%r13)
	jne	.L2118
	cmpb	$104, 1(%r13)
	jne	.L2118
	cmpb	$0, 2(%r13)
	movl	$-1, %eax
	leaq	.LC210(%rip), %r14
	jne	.L2118
.L1786:
	leaq	OPTIONS(%rip), %r12
	xorl	%r15d, %r15d
	jmp	.L1791
	.p2align 4,,10
	.p2align 3
.L1787:
	addl	$1, %r15d
	addq	$32, %r12
	cmpl	$29, %r15d
	je	.L2258
	movq	(%r12), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
.L1791:
	movq	(%r12), %rdi
	testl	%eax, %eax
	jne	.L1787
	movslq	%r15d, %rcx
	leaq	OPTIONS(%rip), %rdx
	leal	1(%rbp), %eax
	salq	$5, %rcx
	movl	8(%rdx,%rcx), %edx
	testl	%edx, %edx
	jne	.L1789
	cmpl	%eax, 16(%rsp)
	jle	.L1789
	leaq	.LC114(%rip), %rsi
	movq	%rdi, 80(%rsp)
	movl	$1, %r12d
	call	strcmp@PLT
	movq	80(%rsp), %rdi
	leaq	.LC117(%rip), %rsi
	testl	%eax, %eax
	movl	64(%rsp), %eax
	cmove	%r12d, %eax
	movl	%eax, 64(%rsp)
	call	strcmp@PLT
	movq	80(%rsp), %rdi
	leaq	.LC268(%rip), %rsi
	testl	%eax, %eax
	cmovne	72(%rsp), %r12d
	movl	%r12d, 72(%rsp)
	call	strcmp@PLT
	movq	40(%rsp), %rcx
	movq	%r13, %xmm0
	movl	%eax, %r12d
	movq	24(%rsp), %rax
	movq	8(%rax,%rcx), %r14
	movq	%r14, %xmm3
	punpcklqdq	%xmm3, %xmm0
	testl	%r12d, %r12d
	je	.L2259
	movq	32(%rsp), %rcx
	movslq	%ebx, %rax
	addl	$2, %ebp
	addl	$2, %ebx
	movl	$1, %edx
	movups	%xmm0, (%rcx,%rax,8)
.L1795:
	cmpl	%ebp, 16(%rsp)
	jle	.L2113
.L2260:
	testb	%dl, %dl
	jne	.L1783
.L2243:
	movq	32(%rsp), %rdi
	call	free@PLT
.L1867:
	movq	48(%rsp), %rdi
	call	usage_error
	movl	%eax, %r14d
.L1775:
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
.L2258:
	.cfi_restore_state
	leal	1(%rbp), %eax
.L1789:
	movq	32(%rsp), %rdx
	movslq	%ebx, %rcx
	movl	%eax, %ebp
	addl	$1, %ebx
	movq	%r13, (%rdx,%rcx,8)
	movl	$1, %edx
	cmpl	%ebp, 16(%rsp)
	jg	.L2260
.L2113:
	movl	64(%rsp), %ecx
	movl	72(%rsp), %r9d
	movl	%ebx, %esi
	testb	%dl, %dl
	je	.L2243
	testl	%r9d, %ecx
	je	.L1784
	movq	48(%rsp), %rdi
	leaq	.LC273(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC274(%rip), %rcx
	leaq	.LC275(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2243
	.p2align 4,,10
	.p2align 3
.L2118:
	leaq	.LC99(%rip), %rsi
	movq	%r13, %rdi
	movq	%r13, %r14
	call	strcmp@PLT
	jmp	.L1786
.L2259:
	leaq	SCENARIOS(%rip), %r13
	movl	%r12d, %r15d
	movq	%r13, %r12
.L1798:
	movq	(%r12), %rax
	movq	%r14, %rdi
	movq	%rax, %rsi
	movq	%rax, 40(%rsp)
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1797
	addl	$1, %r15d
	addq	$24, %r12
	cmpl	$5, %r15d
	jne	.L1798
	movq	48(%rsp), %rdi
	movq	%r14, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC271(%rip), %r8
	leaq	.LC272(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2243
.L1797:
	movl	%r15d, %r12d
	xorl	%r15d, %r15d
	movl	%eax, 88(%rsp)
	movq	%r15, 1104(%rsp)
	movq	8(%rsp), %r15
	movq	280(%r15), %rdi
	call	free@PLT
	movslq	%r12d, %rax
	movq	%rax, 80(%rsp)
	imulq	$24, %rax, %rax
	movq	16(%r13,%rax), %rdi
	call	strdup@PLT
	movl	88(%rsp), %r8d
	testq	%rax, %rax
	movq	%rax, 280(%r15)
	movq	%rax, %rdi
	je	.L2261
	leaq	1104(%rsp), %r15
	leaq	.LC39(%rip), %r14
	movl	%r8d, 88(%rsp)
	movq	%r15, %rdx
	movq	%r14, %rsi
	call	strtok_r@PLT
	movl	88(%rsp), %r8d
	leaq	4256(%rsp), %rdi
	testq	%rax, %rax
	je	.L1802
	movl	$1, %r12d
	leaq	4256(%rsp), %rdi
	movl	%ebx, 88(%rsp)
	movq	%r12, %rbx
	movq	%rdi, %r12
	.p2align 4,,10
	.p2align 3
.L1803:
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
	jne	.L1803
	movl	88(%rsp), %ebx
	movq	%r12, %rdi
.L1802:
	imulq	$24, 80(%rsp), %rax
	movq	40(%rsp), %xmm0
	movq	%rdi, %rdx
	movl	%r8d, %esi
	movq	48(%rsp), %rcx
	movhps	8(%r13,%rax), %xmm0
	movq	8(%rsp), %rax
	movups	%xmm0, 264(%rax)
	movq	%rax, %rdi
	call	apply_args.constprop.0
.L1801:
	addl	$2, %ebp
	testl	%eax, %eax
	sete	%dl
	jmp	.L1795
.L2255:
	leaq	.LC264(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1778
	testl	%ebp, %ebp
	je	.L1778
	leaq	2208(%rsp), %rbp
	movq	%rbx, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC265(%rip), %rdx
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	%rbp, %rdi
	call	usage_error
	movl	%eax, %r14d
	jmp	.L1775
.L2254:
	movzbl	1(%rbx), %ebp
	jmp	.L1777
.L2077:
	xorl	%eax, %eax
	jmp	.L1776
.L2256:
	leaq	232(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%r12, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L2262
	movq	232(%rsp), %rax
	movq	8(%rsp), %rcx
	movl	%eax, 168(%rcx)
	jmp	.L1780
.L2257:
	leaq	2208(%rsp), %rax
	xorl	%esi, %esi
	movq	%rax, 48(%rsp)
.L1784:
	movq	32(%rsp), %r14
	movq	8(%rsp), %rdi
	movq	48(%rsp), %rcx
	movq	%r14, %rdx
	call	apply_args.constprop.0
	movq	%r14, %rdi
	movl	%eax, %ebx
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L1867
	movq	8(%rsp), %rax
	movl	256(%rax), %ebp
	movq	248(%rax), %rbx
	testl	%ebp, %ebp
	je	.L1809
	testq	%rbx, %rbx
	je	.L2080
	cmpl	$0, 176(%rax)
	leaq	.LC243(%rip), %rdi
	jne	.L2252
.L1811:
	leaq	1104(%rsp), %r11
	movq	%rbx, %rcx
	movl	$1100, %esi
	xorl	%eax, %eax
	movq	%r11, %rdi
	leaq	.LC277(%rip), %rdx
	movq	%r11, 16(%rsp)
	call	snprintf@PLT
	movq	16(%rsp), %rdi
	movl	$1200, %edx
	leaq	4256(%rsp), %rax
	movq	%rax, %rsi
	movq	%rax, 24(%rsp)
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2263
	call	fclose@PLT
	movq	24(%rsp), %rdi
	call	remove@PLT
.L1812:
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	leaq	576(%rsp), %rdi
	leaq	.LC279(%rip), %rdx
	movl	$96, %esi
	movq	%rdi, 72(%rsp)
	movq	264(%rbx), %rcx
	movq	272(%rbx), %r8
	call	snprintf@PLT
	cmpl	$1, 176(%rbx)
	jne	.L1814
	movq	224(%rbx), %r13
	testq	%r13, %r13
	je	.L1815
	leaq	4256(%rsp), %rax
	movq	48(%rsp), %r8
	movq	%r13, %rsi
	movl	$2048, %r9d
	movl	$1, %ecx
	leaq	.LC162(%rip), %rdx
	movq	%rax, %rdi
	movq	%rax, 24(%rsp)
	call	numbers_open
	testl	%eax, %eax
	jne	.L1867
	movl	$8192, %edi
	call	malloc@PLT
	movq	%rax, 32(%rsp)
	testq	%rax, %rax
	je	.L2264
	xorl	%r12d, %r12d
	movq	%r13, 16(%rsp)
	movq	32(%rsp), %rbx
	leaq	1104(%rsp), %r11
	movq	%r12, %r13
	movq	24(%rsp), %r14
	movq	48(%rsp), %r15
	movq	%r11, %r12
	movl	$1024, %ebp
	jmp	.L1821
	.p2align 4,,10
	.p2align 3
.L1824:
	movq	1104(%rsp), %rax
	movq	%rax, (%rbx,%r13,8)
	addq	$1, %r13
.L1821:
	movl	$2048, %ecx
	movq	%r15, %rdx
	movq	%r12, %rsi
	movq	%r14, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L2265
	cmpq	$200000000, %r13
	je	.L2266
	cmpq	%rbp, %r13
	jne	.L1824
	movq	%r13, %rsi
	movq	%rbx, %rdi
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L1825
	leaq	0(%r13,%r13), %rbp
	movq	%rax, %rbx
	jmp	.L1824
.L2080:
	leaq	.LC242(%rip), %rdi
.L2252:
	call	usage_error
	movl	%eax, %r14d
	jmp	.L1775
.L1809:
	testq	%rbx, %rbx
	je	.L1812
	movq	8(%rsp), %rax
	cmpl	$3, 176(%rax)
	jne	.L1811
	leaq	.LC276(%rip), %rdi
	jmp	.L2252
.L1814:
	movq	8(%rsp), %rax
	movq	184(%rax), %rbx
	movq	192(%rax), %rcx
	movq	%rcx, 32(%rsp)
	orq	%rbx, %rcx
	movq	%rbx, %r15
	jne	.L1865
	cmpl	$0, 288(%rax)
	movabsq	$20000000000, %rdx
	movabsq	$5000000000, %rax
	cmove	%rdx, %rax
	movq	%rax, %r15
.L1865:
	movq	8(%rsp), %rax
	movq	16(%rax), %rsi
	testq	%rsi, %rsi
	jne	.L2267
.L1866:
	movq	8(%rsp), %rax
	pxor	%xmm0, %xmm0
	movsd	200(%rax), %xmm4
	movq	8(%rsp), %rax
	ucomisd	%xmm0, %xmm4
	movsd	%xmm4, 16(%rsp)
	jp	.L2114
	jne	.L2114
	cmpl	$1, 112(%rax)
	je	.L2268
	movq	8(%rsp), %rax
	movl	32(%rax), %eax
	cmpl	$1, %eax
	je	.L2075
.L1873:
	cmpl	$2, %eax
	movq	8(%rsp), %rax
	je	.L2269
	cmpq	$0, 32(%rsp)
	movq	40(%rax), %rcx
	jne	.L1922
	xorl	%edx, %edx
	movq	%r15, %rax
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, 32(%rsp)
.L1922:
	movabsq	$4611686018427387903, %rsi
	movq	32(%rsp), %rax
	mulq	%rcx
	movq	%rax, %rdi
	xorl	%eax, %eax
	cmpq	%rdi, %rsi
	sbbq	%rdx, %rax
	jc	.L2270
	movq	8(%rsp), %rdx
	movq	32(%rsp), %rax
	movq	%rax, 96(%rdx)
	subq	$1, %rax
	imulq	%rcx, %rax
	cmpl	$0, 292(%rdx)
	movq	%rax, 88(%rdx)
	jne	.L1919
	leaq	.LC335(%rip), %rax
	movq	%rcx, 128(%rdx)
	movq	%rax, 144(%rdx)
.L1919:
	movq	8(%rsp), %rax
	movl	164(%rax), %ebp
	movq	96(%rax), %rax
	movq	%rax, %rbx
	cmpl	$1, %ebp
	je	.L1895
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jb	.L2271
.L1896:
	cmpl	$2, %ebp
	je	.L2272
.L1926:
	movq	8(%rsp), %rax
	cmpl	$2, 112(%rax)
	movq	(%rax), %rcx
	je	.L2273
.L1931:
	movq	8(%rsp), %rax
	xorl	%edi, %edi
	xorl	%r9d, %r9d
	movq	8(%rax), %r10
	movq	%r10, %r8
	addq	%rcx, %r8
	adcq	%rdi, %r9
	testq	%r10, %r10
	je	.L1934
	movq	16(%rax), %rax
	testq	%rax, %rax
	jne	.L2274
.L1934:
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
	jc	.L2275
	movq	8(%rsp), %rax
	movq	248(%rax), %rcx
	movl	176(%rax), %eax
	movq	%rcx, 88(%rsp)
	testq	%rcx, %rcx
	je	.L1937
	testl	%eax, %eax
	jne	.L1937
	cmpl	$3, %ebp
	je	.L2276
	movq	8(%rsp), %rdi
	call	exact_by
	cmpl	$3, %eax
	je	.L2277
.L1978:
	movq	8(%rsp), %rax
	movl	$288, %esi
	movl	168(%rax), %ebx
	movl	256(%rax), %ecx
	leal	1(%rbx), %edi
	movl	%ecx, 212(%rsp)
	call	calloc@PLT
	movq	%rbx, %rdi
	movl	$8, %esi
	movq	%rax, %r15
	movq	%rax, 144(%rsp)
	call	calloc@PLT
	movq	%rbx, %rdi
	movl	$8, %esi
	movq	%rax, %r14
	movq	%rax, 192(%rsp)
	call	calloc@PLT
	movl	$20, %ecx
	pxor	%xmm0, %xmm0
	leaq	800(%rsp), %rdi
	movq	%rax, 200(%rsp)
	movq	%rax, %rbx
	xorl	%eax, %eax
	testq	%r14, %r14
	movq	%rdi, 80(%rsp)
	rep stosl
	sete	%al
	testq	%r15, %r15
	movaps	%xmm0, 240(%rsp)
	sete	%dl
	orb	%dl, %al
	jne	.L1987
	testq	%rbx, %rbx
	je	.L1987
	movq	8(%rsp), %rbx
	movq	80(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	testl	%eax, %eax
	je	.L2278
.L1987:
	movq	8(%rsp), %rax
	movq	stderr(%rip), %rdi
	leaq	.LC371(%rip), %rsi
	movq	96(%rax), %rdx
	xorl	%eax, %eax
	call	fprintf@PLT
.L1986:
	movl	$1, %r14d
.L1992:
	movq	80(%rsp), %rdi
	call	buffers_free
	movq	192(%rsp), %rdi
	call	free@PLT
	movq	200(%rsp), %rdi
	call	free@PLT
	movq	144(%rsp), %rdi
	call	free@PLT
	jmp	.L1775
.L2114:
	cmpl	$1, 32(%rax)
	jne	.L2279
	movq	8(%rsp), %rax
	cmpl	$1, 112(%rax)
	je	.L2280
.L1874:
	cmpq	$0, 32(%rsp)
	je	.L2281
.L1877:
	movq	8(%rsp), %rax
	xorl	%ebx, %ebx
	movsd	16(%rsp), %xmm5
	movl	$1, %ebp
	movq	$0x000000000, 4264(%rsp)
	movq	32(%rsp), %r14
	salq	$40, %rbp
	movabsq	$-9223372036854775808, %r12
	movsd	%xmm5, 4256(%rsp)
	movq	208(%rax), %r13
	leaq	4256(%rsp), %rax
	movq	%rax, 24(%rsp)
	movq	%r13, 4272(%rsp)
	jmp	.L1890
.L2283:
	cmpq	%rbx, %r14
	sete	%al
.L1882:
	testb	%al, %al
	jne	.L2282
	comisd	.LC321(%rip), %xmm0
	jnb	.L1885
	cmpq	%rbp, %rbx
	je	.L1885
	comisd	.LC76(%rip), %xmm0
	jnb	.L1887
	cvttsd2siq	%xmm0, %rax
.L1888:
	testq	%rbx, %rbx
	jne	.L1889
	movq	8(%rsp), %rcx
	movq	%rax, 80(%rcx)
.L1889:
	movq	8(%rsp), %rcx
	addq	$1, %rbx
	movq	%rax, 88(%rcx)
.L1890:
	movq	24(%rsp), %rdi
	call	poisson_next
	testq	%r14, %r14
	jne	.L2283
	testq	%r15, %r15
	js	.L1883
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r15, %xmm1
.L1884:
	comisd	%xmm1, %xmm0
	setnb	%al
	jmp	.L1882
.L2267:
	cmpq	%rsi, 8(%rax)
	jb	.L1866
	leaq	4256(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	1104(%rsp), %rdi
	movq	%rax, %rbx
	movq	8(%rsp), %rax
	movq	8(%rax), %rsi
	call	fmt_us.constprop.0
	movq	48(%rsp), %rdi
	movq	%rbx, %r8
	leaq	.LC308(%rip), %rdx
	movq	%rax, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1867
.L1815:
	movq	8(%rsp), %rax
	xorl	%ebx, %ebx
	movq	%rbx, 672(%rsp)
	movq	232(%rax), %r13
	movq	%r13, %rdi
	call	strlen@PLT
	cmpq	$255, %rax
	ja	.L2284
	leaq	.LC223(%rip), %rax
	movq	%r13, %rcx
	movl	$256, %esi
	xorl	%ebx, %ebx
	movq	%rax, 40(%rsp)
	leaq	4256(%rsp), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	movq	%rdi, 24(%rsp)
	leaq	.LC285(%rip), %rbp
	leaq	928(%rsp), %r15
	call	snprintf@PLT
	leaq	672(%rsp), %rax
	movq	%r13, 32(%rsp)
	movl	$2, 16(%rsp)
	movq	%rax, 64(%rsp)
.L1841:
	movq	24(%rsp), %r14
	movq	32(%rsp), %rcx
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	movq	40(%rsp), %rdx
	movl	$256, %esi
	movq	%r14, %rdi
	call	snprintf@PLT
	movq	64(%rsp), %rdx
	movq	%rbp, %rsi
	movq	%r14, %rdi
	call	strtok_r@PLT
	movq	%rax, %r13
.L1829:
	testq	%r13, %r13
	je	.L2285
	movl	$42, %esi
	movq	%r13, %rdi
	call	strchr@PLT
	movq	$1, 928(%rsp)
	testq	%rax, %rax
	je	.L1830
	movb	$0, (%rax)
	leaq	1(%rax), %r14
	movq	%r15, %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%r14, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L2286
.L1830:
	leaq	1104(%rsp), %r14
	leaq	800(%rsp), %rdx
	movl	$1, %esi
	movq	%r13, %rdi
	movl	$160, %r8d
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1832
	movq	928(%rsp), %rax
	testq	%rax, %rax
	je	.L1834
	movq	800(%rsp), %rdx
	addq	%r12, %rax
	.p2align 4,,10
	.p2align 3
.L1836:
	testq	%rbx, %rbx
	je	.L1835
	movq	%rdx, (%rbx,%r12,8)
.L1835:
	addq	$1, %r12
	cmpq	%rax, %r12
	jne	.L1836
.L1834:
	movq	64(%rsp), %rdx
	movq	%rbp, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %r13
	jmp	.L1829
.L1887:
	subsd	.LC76(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	xorq	%r12, %rax
	jmp	.L1888
.L1883:
	movq	%r15, %rax
	movq	%r15, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1884
.L1937:
	cmpl	$2, %eax
	je	.L2287
	cmpl	$3, %eax
	jne	.L1978
	movq	8(%rsp), %rax
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 928(%rsp)
	cmpl	$0, 32(%rax)
	jne	.L2104
	movq	%rax, %rdi
	call	closed_form_gap.part.0
	movq	%rax, %rsi
	testq	%rax, %rax
	je	.L2288
.L1979:
	leaq	.LC366(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %r14d
	call	printf@PLT
	jmp	.L1775
.L2265:
	movq	%r13, %r12
	movq	%rbx, 32(%rsp)
	movq	16(%rsp), %r13
	testl	%eax, %eax
	js	.L1822
	movq	24(%rsp), %rdi
	call	numbers_close
.L1828:
	movq	8(%rsp), %rdx
	leaq	352(%rsp), %rdi
	movl	$8, %ecx
	pxor	%xmm0, %xmm0
	movq	%rdi, 64(%rsp)
	movq	248(%rdx), %rax
	movq	128(%rdx), %rbx
	movaps	%xmm0, 240(%rsp)
	movq	%rax, 48(%rsp)
	xorl	%eax, %eax
	rep stosl
	leaq	384(%rsp), %rdi
	movl	$8, %ecx
	movq	%rdi, 40(%rsp)
	rep stosl
	leaq	0(,%r12,8), %rdi
	call	malloc@PLT
	movq	%rax, 88(%rsp)
	testq	%rax, %rax
	je	.L2289
	movq	8(%rsp), %rax
	cmpl	$0, 136(%rax)
	je	.L1844
	testq	%r12, %r12
	je	.L1845
	movq	32(%rsp), %rdx
	xorl	%esi, %esi
	xorl	%edi, %edi
	xorl	%eax, %eax
.L1846:
	movq	(%rdx,%rax,8), %rcx
	xorl	%ebx, %ebx
	addq	%rcx, %rsi
	adcq	%rbx, %rdi
	addq	$1, %rax
	cmpq	%r12, %rax
	jne	.L1846
	xorl	%eax, %eax
	movq	%rdi, %rcx
	cmpq	%r12, %rsi
	movl	$1, %ebx
	sbbq	%rax, %rcx
	jnc	.L2290
.L1844:
	movq	8(%rsp), %r14
	movq	32(%rsp), %r15
	leaq	800(%rsp), %r8
	movq	%r12, %rsi
	movq	%r8, 80(%rsp)
	movl	160(%r14), %ecx
	movq	152(%r14), %rdx
	movq	%r15, %rdi
	call	summarise.isra.0
	movq	152(%r14), %rcx
	movq	%r15, %rdi
	movq	%r12, %rsi
	pushq	%r9
	.cfi_def_cfa_offset 8936
	leaq	936(%rsp), %rdx
	movq	%rdx, 24(%rsp)
	pushq	%rdx
	.cfi_def_cfa_offset 8944
	movq	104(%rsp), %r9
	movq	%rbx, %rdx
	movl	160(%r14), %r8d
	call	corrected_summarise
	popq	%r10
	.cfi_def_cfa_offset 8936
	popq	%r11
	.cfi_def_cfa_offset 8928
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L2291
	movq	64(%rsp), %r14
	movq	32(%rsp), %rdi
	movq	%r12, %rsi
	movq	%r14, %rdx
	call	dist_of_sorted
	movq	40(%rsp), %rdx
	movq	%r14, %rdi
	movq	%rbx, %rsi
	movq	%r14, 64(%rsp)
	call	dist_correct
	movl	376(%rsp), %eax
	orl	$-1, %edi
	orl	408(%rsp), %eax
	jne	.L1849
	movq	8(%rsp), %rax
	movq	64(%rsp), %rdi
	leaq	1104(%rsp), %rbp
	movq	%rbp, %rcx
	movl	160(%rax), %r14d
	movq	152(%rax), %r15
	movl	%r14d, %edx
	movq	%r15, %rsi
	call	dist_summarise
	movl	%eax, %edi
	testl	%eax, %eax
	je	.L2292
.L1849:
	leaq	.LC292(%rip), %rsi
	call	cannot
	movl	%eax, %r14d
.L1848:
	movq	64(%rsp), %rdi
	call	dist_free
	movq	40(%rsp), %rdi
	call	dist_free
	movq	88(%rsp), %rdi
	call	free@PLT
.L1843:
	movq	32(%rsp), %rdi
	call	free@PLT
	jmp	.L1775
.L2263:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbx, %rcx
	movq	48(%rsp), %rbx
	leaq	.LC278(%rip), %rdx
	movq	%rax, %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	usage_error
	movl	%eax, %r14d
	jmp	.L1775
.L2273:
	cmpq	$0, 192(%rax)
	jne	.L2293
	movq	8(%rsp), %rax
	movq	%r15, 104(%rax)
	testq	%r15, %r15
	je	.L1931
	movq	120(%rax), %rsi
	xorl	%edx, %edx
	movq	%r15, %rax
	divq	%rcx
	leaq	1(%rsi,%rax), %rax
	cmpl	$1, %ebp
	je	.L1932
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L1931
	leaq	.LC247(%rip), %rcx
.L1933:
	movq	48(%rsp), %rdi
	leaq	.LC340(%rip), %r8
	leaq	.LC341(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1867
.L2282:
	testq	%rbx, %rbx
	je	.L2294
	movq	8(%rsp), %rcx
	movsd	16(%rsp), %xmm6
	cmpl	$0, 292(%rcx)
	movq	%r13, 56(%rcx)
	movq	%rbx, 96(%rcx)
	movsd	%xmm6, 48(%rcx)
	jne	.L1892
	movsd	.LC68(%rip), %xmm0
	movsd	.LC76(%rip), %xmm1
	divsd	%xmm6, %xmm0
	comisd	%xmm1, %xmm0
	jnb	.L1893
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 128(%rcx)
.L1894:
	movq	8(%rsp), %rcx
	movl	$1, %edx
	movq	128(%rcx), %rax
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 128(%rcx)
	leaq	.LC325(%rip), %rax
	movq	%rax, 144(%rcx)
.L1892:
	movq	8(%rsp), %rax
	movl	164(%rax), %ebp
	cmpl	$1, %ebp
	jne	.L1896
	movq	96(%rax), %rax
.L1895:
	movq	%rax, %rbx
	movl	$1, %ebp
	leaq	.LC336(%rip), %r8
	leaq	.LC251(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L1926
	jmp	.L2250
.L2262:
	leaq	2208(%rsp), %rbx
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC266(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	usage_error
	movl	%eax, %r14d
	jmp	.L1775
.L2291:
	leaq	.LC291(%rip), %rsi
	call	cannot
	movl	%eax, %r14d
	jmp	.L1848
.L2287:
	movq	8(%rsp), %rax
	cmpl	$0, 32(%rax)
	jne	.L1940
	movl	136(%rax), %ebx
	testl	%ebx, %ebx
	jne	.L1940
	movq	8(%rsp), %r14
	leaq	.LC168(%rip), %rsi
	movq	240(%r14), %rax
	movq	%rax, %rdi
	movq	%rax, 48(%rsp)
	call	strcmp@PLT
	movl	$32, %ecx
	pxor	%xmm0, %xmm0
	leaq	800(%rsp), %rdi
	cmpl	$1, %eax
	movl	%eax, 24(%rsp)
	movq	96(%r14), %rax
	sbbq	%r8, %r8
	imulq	40(%r14), %rax
	movq	%rdi, 80(%rsp)
	xorl	%r15d, %r15d
	andl	$3, %r8d
	movaps	%xmm0, 416(%rsp)
	xorl	%r12d, %r12d
	leaq	LOAD_PCT.5(%rip), %r14
	addq	$8, %r8
	movq	%rax, 32(%rsp)
	movl	%ebx, %eax
	leaq	496(%rsp), %rbx
	rep stosl
	leaq	928(%rsp), %rax
	movq	%r8, 40(%rsp)
	movq	%rax, 16(%rsp)
	jmp	.L1955
.L2297:
	imulq	$100, 928(%rsp), %rax
	movl	(%r14,%r12,4), %ecx
	movl	%ecx, %edx
	shrl	%edx
	addq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	%rax, 968(%rsp)
	movq	32(%rsp), %rax
	movq	%rcx, 1056(%rsp)
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, 1024(%rsp)
.L1944:
	movq	16(%rsp), %rsi
	movq	%rbx, %rdi
	call	buffers_init
	testl	%eax, %eax
	jne	.L2099
	cmpl	$0, 960(%rsp)
	jne	.L2295
	movq	16(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, 800(%rsp,%r15,8)
	testq	%rax, %rax
	jne	.L1948
	leaq	1104(%rsp), %r13
	movq	16(%rsp), %rdi
	movq	%r13, %rsi
	call	closed_form
.L1950:
	testl	%eax, %eax
	jne	.L1946
	imulq	$288, %r15, %rax
	movq	16(%rsp), %rdi
	leaq	448(%rsp), %rcx
	movq	%rbx, %rsi
	leaq	4256(%rsp,%rax), %rbp
	movq	%rbp, %rdx
	call	run_once
	testl	%eax, %eax
	jne	.L1946
	movq	496(%rsp), %rdi
	call	free@PLT
	movq	504(%rsp), %rdi
	call	free@PLT
	movq	512(%rsp), %rdi
	call	free@PLT
	movq	544(%rsp), %rdi
	call	free@PLT
	movq	568(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rcx
	movq	%r13, %rdx
	movl	%r12d, %esi
	leaq	416(%rsp), %rdi
	call	check_outcome
	cmpl	$0, 24(%rsp)
	jne	.L1953
	movl	(%r14,%r12,4), %eax
.L1954:
	movq	%rax, 672(%rsp,%r15,8)
	addq	$1, %r15
.L1945:
	movq	40(%rsp), %rax
	addq	$1, %r12
	cmpq	%rax, %r12
	je	.L2296
.L1955:
	cmpl	$0, 24(%rsp)
	movq	16(%rsp), %rdi
	movl	$44, %ecx
	movq	8(%rsp), %rsi
	rep movsl
	je	.L2297
	leaq	STALL_US.4(%rip), %rax
	imulq	$1000, (%rax,%r12,8), %rdx
	movq	944(%rsp), %rax
	subq	$1, %rax
	movq	%rdx, 936(%rsp)
	cmpq	%rdx, %rax
	jnb	.L1944
	jmp	.L1945
.L2274:
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
	jmp	.L1934
.L2290:
	movq	%rsi, %rax
	movq	%r12, %rdx
	movq	%rdi, %rsi
	xorl	%ecx, %ecx
	movq	%rax, %rdi
	call	__udivti3@PLT
	movq	%rax, %rbx
	jmp	.L1844
.L2278:
	xorl	%eax, %eax
	cmpq	$0, 88(%rsp)
	setne	%al
	cmpl	$0, 32(%rbx)
	movl	%eax, 828(%rsp)
	jne	.L2105
	movq	%rbx, %rdi
	call	closed_form_gap.part.0
	movq	%rax, 184(%rsp)
	testq	%rax, %rax
	jne	.L1988
	leaq	4256(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%rax, %rsi
	movq	%rax, 24(%rsp)
	call	closed_form
.L1990:
	testl	%eax, %eax
	jne	.L2298
	cmpq	$0, 88(%rsp)
	je	.L1993
	movq	4416(%rsp), %rdx
	cmpq	$16777216, %rdx
	ja	.L2299
.L1993:
	leaq	.LC374(%rip), %rdi
	call	puts@PLT
	movq	72(%rsp), %rsi
	leaq	.LC375(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %rbx
	leaq	672(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 64(%rsp)
	movq	(%rbx), %rsi
	call	fmt_us.constprop.0
	leaq	.LC376(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$0, 8(%rbx)
	je	.L2300
	movq	8(%rsp), %r14
	cmpq	$0, 16(%r14)
	movq	24(%r14), %rsi
	jne	.L1996
	leaq	928(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 16(%rsp)
	call	fmt_us.constprop.0
	movq	8(%r14), %rsi
	movq	64(%rsp), %rdi
	movq	%rax, %rbx
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC378(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1995:
	movq	8(%rsp), %rax
	cmpl	$0, 32(%rax)
	movq	96(%rax), %rbx
	je	.L2301
	xorl	%eax, %eax
	cmpq	$1, %rbx
	jbe	.L1999
	movq	8(%rsp), %rcx
	subq	$1, %rbx
	xorl	%edx, %edx
	movq	88(%rcx), %rax
	subq	80(%rcx), %rax
	divq	%rbx
.L1999:
	movq	64(%rsp), %rdi
	movq	%rax, %rsi
	call	fmt_us.constprop.0
	leaq	.LC381(%rip), %rdi
	movq	%rax, %rcx
	movq	8(%rsp), %rax
	movl	32(%rax), %esi
	movq	96(%rax), %rdx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1998:
	movq	8(%rsp), %rbx
	leaq	.LC8(%rip), %rax
	leaq	.LC260(%rip), %rcx
	leaq	.LC382(%rip), %rdi
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
	jne	.L2302
.L2001:
	xorl	%eax, %eax
	leaq	.LC384(%rip), %rdi
	call	printf@PLT
	movq	8(%rsp), %rax
	cmpl	$0, 136(%rax)
	jne	.L2303
	movq	8(%rsp), %rax
	movq	144(%rax), %rbx
	testq	%rbx, %rbx
	je	.L2304
.L2004:
	movq	8(%rsp), %rax
	movq	64(%rsp), %rdi
	movq	128(%rax), %rsi
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC386(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2003:
	movq	8(%rsp), %rbx
	movq	16(%rsp), %rdi
	movq	152(%rbx), %rsi
	call	fmt_us.constprop.0
	movl	160(%rbx), %ecx
	leaq	.LC387(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 32(%rbx)
	je	.L2305
	movq	8(%rsp), %rcx
	movq	96(%rcx), %rax
	movq	%rax, 32(%rsp)
	mulq	(%rcx)
	movq	88(%rcx), %rcx
	movq	%rax, %rdi
	xorl	%eax, %eax
	cmpq	%rcx, %rdi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	setnc	%al
	movzbl	%al, %eax
.L2006:
	testl	%eax, %eax
	jne	.L2306
.L2072:
	cmpq	$0, 184(%rsp)
	je	.L2307
	movq	184(%rsp), %rsi
	leaq	.LC390(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC391(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L2009:
	movl	824(%rsp), %eax
	movl	%eax, 176(%rsp)
	cmpl	$2, %eax
	je	.L2308
	cmpl	$1, 176(%rsp)
	je	.L2309
	movl	$65536, %esi
	leaq	.LC394(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L2011:
	movq	8(%rsp), %rax
	leaq	.LC395(%rip), %rdi
	movl	168(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	movq	160(%rsp), %r12
	movq	168(%rsp), %r13
	xorl	%r10d, %r10d
.L2020:
	movl	%r10d, %eax
	movq	80(%rsp), %rsi
	movq	8(%rsp), %rdi
	movl	%r10d, 32(%rsp)
	imulq	$288, %rax, %rax
	movq	144(%rsp), %rcx
	addq	%rcx, %rax
	movq	64(%rsp), %rcx
	movq	%rax, %rdx
	movq	%rax, 160(%rsp)
	call	run_once
	movl	32(%rsp), %r10d
	testl	%eax, %eax
	jne	.L2310
	testl	%r10d, %r10d
	leaq	.LC8(%rip), %rax
	leaq	.LC397(%rip), %rcx
	movl	%r10d, 96(%rsp)
	cmove	%rcx, %rax
	leaq	1104(%rsp), %r11
	movabsq	$-3689348814741910323, %r15
	movabsq	$-3689348814741910324, %r14
	movq	%rax, 112(%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rax, 32(%rsp)
	movq	160(%rsp), %rax
	addq	$8, %rax
	movq	%rax, 40(%rsp)
	leaq	.LC223(%rip), %rax
	movq	%rax, 128(%rsp)
.L2018:
	movq	32(%rsp), %rax
	movl	96(%rsp), %esi
	leaq	.LC398(%rip), %rdi
	movq	%r11, 72(%rsp)
	movq	112(%rsp), %rdx
	leaq	PCT_NAME(%rip), %rbx
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %rbp
	leaq	.LC235(%rip), %rdi
	xorl	%eax, %eax
	movq	-8(%rbp), %rsi
	call	printf@PLT
	movq	%r12, 48(%rsp)
	movq	%r13, 56(%rsp)
	movq	72(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L2014:
	movq	0(%rbp), %rdx
	movq	(%rbx), %rsi
	leaq	.LC236(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %rbp
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rbx, %rax
	jne	.L2014
	movq	40(%rsp), %rax
	movb	$0, 1151(%rsp)
	movq	%r13, %r11
	movl	$47, %esi
	movl	$9, %edi
	movq	56(%rax), %rcx
	movq	64(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L2017:
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
	jc	.L2017
	movq	16(%rsp), %rbp
	leaq	(%r11,%rsi), %rcx
	xorl	%eax, %eax
	movl	$48, %esi
	movq	128(%rsp), %rdx
	movq	%r11, 48(%rsp)
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	40(%rsp), %rbx
	xorl	%eax, %eax
	movq	%rbp, %rdx
	leaq	.LC399(%rip), %rdi
	movq	48(%rbx), %rsi
	addq	$80, %rbx
	call	printf@PLT
	addq	$8, 32(%rsp)
	movq	32(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rcx
	movq	%rbx, 40(%rsp)
	movq	48(%rsp), %r11
	cmpq	%rax, %rcx
	jne	.L2018
	movl	96(%rsp), %r10d
	movq	160(%rsp), %rcx
	leaq	240(%rsp), %rdi
	movq	%r11, 40(%rsp)
	movq	24(%rsp), %rdx
	movl	%r10d, %esi
	movl	%r10d, 32(%rsp)
	call	check_outcome
	movl	32(%rsp), %r10d
	movq	40(%rsp), %r11
	testl	%r10d, %r10d
	je	.L2019
	movsd	672(%rsp), %xmm0
	movq	192(%rsp), %rcx
	leal	-1(%r10), %eax
	movsd	%xmm0, (%rcx,%rax,8)
	movq	200(%rsp), %rcx
	movsd	680(%rsp), %xmm0
	movsd	%xmm0, (%rcx,%rax,8)
.L2019:
	movq	8(%rsp), %rax
	addl	$1, %r10d
	movl	168(%rax), %ebp
	cmpl	%r10d, %ebp
	jnb	.L2020
	movl	%ebp, %r14d
	movq	%r11, 112(%rsp)
	leaq	0(,%r14,8), %rbx
	movq	%r14, 48(%rsp)
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, %r13
	movq	%rax, 32(%rsp)
	call	malloc@PLT
	movq	%r14, %rdi
	leaq	(%rbx,%r13), %r12
	salq	$4, %rdi
	movq	%rax, %r15
	call	malloc@PLT
	testq	%r13, %r13
	movq	112(%rsp), %r11
	setne	%dl
	testq	%r15, %r15
	movq	%rax, %rdi
	movq	%rax, 72(%rsp)
	setne	%al
	movq	%r11, 160(%rsp)
	movq	%r11, %r13
	andl	%eax, %edx
	xorl	%eax, %eax
	testq	%rdi, %rdi
	setne	%al
	xorl	%ebx, %ebx
	andl	%edx, %eax
	subl	$1, %eax
	movl	%eax, 24(%rsp)
	movl	%ebp, %eax
	shrl	%eax
	leaq	(%r15,%rax,8), %rdx
	salq	$4, %rax
	addq	%rdi, %rax
	movq	%rdx, 96(%rsp)
	movq	%rax, 128(%rsp)
	movq	144(%rsp), %rax
	movq	%rax, 40(%rsp)
	movq	%r15, %rax
	movl	%ebp, %r15d
	movq	%rax, %rbp
.L2021:
	cmpl	$2, %ebx
	jg	.L2117
	cmpl	$0, 24(%rsp)
	jne	.L2117
	movq	40(%rsp), %rax
	leaq	256(%rsp), %r9
	movq	%rbp, 216(%rsp)
	xorl	%r14d, %r14d
	movq	$0x000000000, (%r9,%rbx,8)
	movq	%r13, %rbp
	movq	%rbx, %r13
	movl	%r15d, %ebx
	addq	$296, %rax
	movq	%r9, %r15
	movq	%rax, 112(%rsp)
.L2022:
	orq	$-1, %rcx
	testl	%ebx, %ebx
	je	.L2030
	movq	112(%rsp), %rax
	movq	32(%rsp), %rdx
	orq	$-1, %rcx
	leaq	(%rax,%r14), %rsi
	jmp	.L2025
	.p2align 4,,10
	.p2align 3
.L2311:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2024:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%r12, %rdx
	je	.L2030
.L2025:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L2311
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2024
.L2281:
	testq	%r15, %r15
	js	.L1878
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r15, %xmm0
.L1879:
	divsd	.LC68(%rip), %xmm0
	mulsd	16(%rsp), %xmm0
	leaq	.LC318(%rip), %r8
	leaq	.LC319(%rip), %rcx
	comisd	.LC317(%rip), %xmm0
	jbe	.L1877
.L2249:
	movq	48(%rsp), %rdi
	leaq	.LC320(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1867
.L2293:
	xorl	%r8d, %r8d
	movq	%r8, 104(%rax)
	jmp	.L1931
.L2292:
	movq	40(%rsp), %rdi
	movq	24(%rsp), %rcx
	movl	%r14d, %edx
	movq	%r15, %rsi
	call	dist_summarise
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L1849
	movq	80(%rsp), %xmm0
	leaq	256(%rsp), %rax
	xorl	%r14d, %r14d
	movq	%r13, 160(%rsp)
	movq	%rax, 144(%rsp)
	leaq	288(%rsp), %rax
	leaq	240(%rsp), %r15
	movhps	16(%rsp), %xmm0
	movq	%r12, 176(%rsp)
	movq	%r14, %r12
	movq	%rbx, %r14
	movaps	%xmm0, 256(%rsp)
	movq	%rbp, %xmm0
	movhps	24(%rsp), %xmm0
	movq	%rax, 24(%rsp)
	movaps	%xmm0, 288(%rsp)
.L1852:
	leaq	names.9(%rip), %rcx
	xorl	%eax, %eax
	movq	%r15, %rdi
	movq	%r14, %r15
	movq	(%rcx,%r12), %rbp
	movq	%rax, %rbx
	movq	%rbp, %r14
.L1853:
	movq	144(%rsp), %rax
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	movq	%r14, %rdx
	movq	%rsi, 104(%rsp)
	leaq	PCT_NAME(%rip), %rcx
	xorl	%esi, %esi
	movq	(%rax,%r12), %r13
	movq	24(%rsp), %rax
	movq	(%rcx,%rbx,8), %rcx
	movq	(%rax,%r12), %rbp
	movslq	%ebx, %rax
	addq	$1, %rbx
	movq	8(%rbp,%rax,8), %r8
	movq	8(%r13,%rax,8), %rax
	movq	%rax, 96(%rsp)
	pushq	104(%rsp)
	.cfi_def_cfa_offset 8936
	pushq	104(%rsp)
	.cfi_def_cfa_offset 8944
	movq	%rdi, 200(%rsp)
	call	check
	cmpq	$6, %rbx
	popq	%rdi
	.cfi_def_cfa_offset 8936
	popq	%r8
	.cfi_def_cfa_offset 8928
	movq	184(%rsp), %rdi
	jne	.L1853
	movq	0(%r13), %rax
	movq	%rbp, %rbx
	xorl	%r11d, %r11d
	movq	%r14, %rbp
	movq	%r11, 120(%rsp)
	movq	(%rbx), %r8
	xorl	%r9d, %r9d
	movq	%rbp, %rdx
	movq	%rax, 112(%rsp)
	leaq	.LC0(%rip), %rcx
	xorl	%esi, %esi
	movq	%r15, %r14
	pushq	120(%rsp)
	.cfi_def_cfa_offset 8936
	movq	%rdi, %r15
	pushq	120(%rsp)
	.cfi_def_cfa_offset 8944
	call	check
	movq	56(%r13), %rax
	movq	56(%rbx), %r8
	xorl	%r9d, %r9d
	leaq	.LC5(%rip), %rcx
	movq	%rbp, %rdx
	xorl	%esi, %esi
	movq	%r15, %rdi
	movq	%rax, 144(%rsp)
	xorl	%eax, %eax
	movq	%rax, 152(%rsp)
	pushq	152(%rsp)
	.cfi_def_cfa_offset 8952
	pushq	152(%rsp)
	.cfi_def_cfa_offset 8960
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 8928
	movq	64(%rbx), %r8
	movq	%rbp, %rdx
	movq	72(%rbx), %r9
	pushq	72(%r13)
	.cfi_def_cfa_offset 8936
	xorl	%esi, %esi
	movq	%r15, %rdi
	pushq	64(%r13)
	.cfi_def_cfa_offset 8944
	leaq	.LC228(%rip), %rcx
	call	check
	popq	%rax
	.cfi_def_cfa_offset 8936
	popq	%rdx
	.cfi_def_cfa_offset 8928
	cmpq	$8, %r12
	je	.L1854
	movl	$8, %r12d
	jmp	.L1852
.L1940:
	leaq	.LC347(%rip), %rdi
	call	usage_error
	movl	%eax, %r14d
	jmp	.L1775
.L2277:
	movq	8(%rsp), %rax
	movq	48(%rsp), %rbx
	movl	$1048576, %r8d
	leaq	.LC346(%rip), %rdx
	movl	$2048, %esi
	movq	96(%rax), %rcx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	usage_error
	movl	%eax, %r14d
	jmp	.L1775
.L2030:
	movq	%rcx, 8(%rbp,%r14)
	movq	32(%rsp), %rsi
	movl	%ebx, %edx
	addq	$8, %r14
	movq	16(%rsp), %rdi
	call	stats_of
	movsd	944(%rsp), %xmm0
	maxsd	(%r15,%r13,8), %xmm0
	movsd	%xmm0, (%r15,%r13,8)
	cmpq	$48, %r14
	jne	.L2022
	movl	%ebx, %r15d
	movq	40(%rsp), %rcx
	movq	%r13, %rbx
	xorl	%edx, %edx
	movq	%rbp, %r13
	movq	216(%rsp), %rbp
	jmp	.L2028
.L2031:
	movq	(%rcx), %rax
	movq	%rax, 0(%rbp,%rdx,8)
	addq	$1, %rdx
.L2028:
	addq	$288, %rcx
	cmpl	%r15d, %edx
	jb	.L2031
	movq	48(%rsp), %rsi
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movq	%rbp, %rdi
	call	qsort@PLT
	movq	96(%rsp), %rax
	movq	40(%rsp), %rcx
	movq	(%rax), %rdx
	movq	%rdx, 0(%r13)
	xorl	%edx, %edx
	jmp	.L2032
.L2033:
	movq	56(%rcx), %rax
	movq	%rax, 0(%rbp,%rdx,8)
	addq	$1, %rdx
.L2032:
	addq	$288, %rcx
	cmpl	%r15d, %edx
	jb	.L2033
	movq	48(%rsp), %rsi
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movq	%rbp, %rdi
	call	qsort@PLT
	movq	96(%rsp), %rax
	movq	40(%rsp), %rcx
	movq	72(%rsp), %rsi
	movq	(%rax), %rdx
	movq	%rdx, 56(%r13)
	xorl	%edx, %edx
	jmp	.L2034
.L2035:
	movq	%rdx, %rax
	movdqa	64(%rcx), %xmm5
	addq	$1, %rdx
	salq	$4, %rax
	movaps	%xmm5, (%rsi,%rax)
.L2034:
	addq	$288, %rcx
	cmpl	%r15d, %edx
	jb	.L2035
	movq	48(%rsp), %rsi
	movq	72(%rsp), %rdi
	leaq	cmp_u128(%rip), %rcx
	movl	$16, %edx
	addq	$1, %rbx
	addq	$80, %r13
	call	qsort@PLT
	movq	128(%rsp), %rax
	addq	$80, 40(%rsp)
	movdqa	(%rax), %xmm6
	movaps	%xmm6, -16(%r13)
	movaps	%xmm6, 112(%rsp)
	jmp	.L2021
.L2295:
	leaq	.LC248(%rip), %rax
	movq	%rax, 800(%rsp,%r15,8)
.L1948:
	leaq	1104(%rsp), %r13
	movq	16(%rsp), %rdi
	xorl	%ecx, %ecx
	movl	$1, %esi
	movq	%r13, %rdx
	call	walk_outcome
	jmp	.L1950
.L1953:
	movq	936(%rsp), %rax
	jmp	.L1954
.L1885:
	leaq	.LC318(%rip), %r8
	leaq	.LC322(%rip), %rcx
	jmp	.L2249
.L2266:
	movq	16(%rsp), %r13
	movq	48(%rsp), %rdi
	leaq	.LC281(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%rbx, 32(%rsp)
	movq	%r13, %rcx
	call	snprintf@PLT
.L1822:
	movq	24(%rsp), %rdi
	call	numbers_close
	movq	32(%rsp), %rdi
	call	free@PLT
	jmp	.L1867
.L2268:
	cmpq	$1, 120(%rax)
	ja	.L2076
	movq	8(%rsp), %rax
	movl	32(%rax), %eax
	cmpl	$1, %eax
	jne	.L1873
	movsd	16(%rsp), %xmm5
	ucomisd	%xmm0, %xmm5
	jp	.L1874
	jne	.L1874
.L2075:
	movq	48(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC315(%rip), %rcx
	leaq	.LC316(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1867
.L2280:
	movq	8(%rsp), %rax
	cmpq	$1, 120(%rax)
	jbe	.L1874
.L2076:
	movq	48(%rsp), %rdi
	leaq	.LC312(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC313(%rip), %rcx
	leaq	.LC314(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1867
.L2272:
	leaq	4256(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%rsi, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L1926
	movq	8(%rsp), %rax
	leaq	.LC248(%rip), %rcx
	cmpl	$0, 32(%rax)
	jne	.L1928
	movq	%rax, %rdi
	call	closed_form_gap.part.0
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L2312
.L1928:
	movq	48(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	leaq	.LC339(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1867
.L2269:
	xorl	%r10d, %r10d
	movq	48(%rsp), %r8
	movl	$2048, %r9d
	xorl	%ecx, %ecx
	movq	216(%rax), %r14
	movq	%r10, 296(%rax)
	leaq	1104(%rsp), %r11
	leaq	.LC152(%rip), %rdx
	movq	%r11, %rdi
	movq	%r11, 16(%rsp)
	movq	%r14, %rsi
	call	numbers_open
	movl	%eax, 24(%rsp)
	testl	%eax, %eax
	jne	.L1867
	movq	1104(%rsp), %rdi
	call	fileno@PLT
	leaq	4256(%rsp), %rsi
	movl	%eax, %edi
	call	fstat@PLT
	movq	16(%rsp), %r11
	testl	%eax, %eax
	jne	.L1899
	movl	4280(%rsp), %eax
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 24(%rsp)
.L1899:
	leaq	928(%rsp), %rax
	xorl	%r12d, %r12d
	xorl	%ebp, %ebp
	xorl	%r13d, %r13d
	movq	%rax, 16(%rsp)
	movq	%r14, 40(%rsp)
	movq	%r12, %r14
	movq	%rbx, %r12
	movq	%r11, %rbx
.L1900:
	movq	48(%rsp), %rdx
	movq	16(%rsp), %rsi
	movl	$2048, %ecx
	movq	%rbx, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L2313
	cmpl	$0, 24(%rsp)
	movq	1152(%rsp), %rax
	jne	.L1901
	movl	$1, %ecx
	salq	$40, %rcx
	cmpq	%rax, %rcx
	jb	.L2090
	cmpq	$0, 32(%rsp)
	jne	.L1903
	movq	928(%rsp), %rax
	testq	%r12, %r12
	je	.L1905
	cmpq	%r12, %rax
	jnb	.L1900
.L1905:
	movq	8(%rsp), %rcx
	testq	%r13, %r13
	cmove	%rax, %rbp
	addq	$1, %r13
	movq	%rax, 88(%rcx)
	jmp	.L1900
.L1901:
	cmpq	$200000000, %rax
	ja	.L2091
	cmpq	$0, 32(%rsp)
	je	.L2253
	cmpq	%r13, 32(%rsp)
	je	.L1900
.L2253:
	testq	%r12, %r12
	je	.L1908
	cmpq	%r12, 928(%rsp)
	jnb	.L1900
.L1908:
	movq	8(%rsp), %rax
	movq	296(%rax), %rdi
	cmpq	%r13, %r14
	je	.L2314
.L1911:
	movq	928(%rsp), %rax
	movq	%rax, (%rdi,%r13,8)
.L2247:
	movq	928(%rsp), %rax
	jmp	.L1905
.L1903:
	cmpq	%r13, 32(%rsp)
	je	.L1900
	testq	%r12, %r12
	je	.L2247
	cmpq	%r12, 928(%rsp)
	jb	.L2247
	jmp	.L1900
.L2314:
	testq	%r14, %r14
	je	.L1912
	movq	%r14, %rsi
	salq	$4, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2246
	movq	8(%rsp), %rax
	addq	%r14, %r14
	movq	%rdi, 296(%rax)
	jmp	.L1911
.L1912:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2246
	movq	8(%rsp), %rax
	movl	$1024, %r14d
	movq	%rdi, 296(%rax)
	jmp	.L1911
.L2105:
	leaq	.LC248(%rip), %rax
	movq	%rax, 184(%rsp)
.L1988:
	leaq	4256(%rsp), %rax
	movq	8(%rsp), %rdi
	xorl	%ecx, %ecx
	movl	$1, %esi
	movq	%rax, %rdx
	movq	%rax, 24(%rsp)
	call	walk_outcome
	jmp	.L1990
.L2313:
	movq	%rbx, %rdi
	movl	%eax, 16(%rsp)
	call	numbers_close
	movl	16(%rsp), %eax
	testl	%eax, %eax
	js	.L1909
	movq	8(%rsp), %rcx
	movq	296(%rcx), %rax
	movq	216(%rcx), %rdi
	movq	%rax, 72(%rcx)
	testq	%r13, %r13
	je	.L2315
	movq	8(%rsp), %rax
	cmpl	$0, 292(%rax)
	movq	%rdi, 64(%rax)
	movq	%r13, 96(%rax)
	movq	%rbp, 80(%rax)
	jne	.L1919
	cmpq	$1, %r13
	je	.L1920
	movq	88(%rax), %rax
	leaq	-1(%r13), %rcx
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rax, 16(%rsp)
	subq	%rbp, %rsi
	movq	%rsi, %rax
	divq	%rcx
	cmpq	%rcx, %rsi
	jb	.L1920
	movq	8(%rsp), %rcx
	movq	%rax, 128(%rcx)
	leaq	.LC332(%rip), %rax
	movq	%rax, 144(%rcx)
	jmp	.L1919
.L2099:
	orl	$-1, %eax
.L1946:
	movq	%rbx, %rdi
	movl	%eax, 8(%rsp)
	call	buffers_free
	movl	8(%rsp), %edi
	leaq	.LC348(%rip), %rsi
	call	cannot
	movl	%eax, %r14d
	jmp	.L1775
.L1878:
	movq	%r15, %rax
	movq	%r15, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1879
.L2285:
	cmpl	$1, 16(%rsp)
	jne	.L2316
	movq	%rbx, 32(%rsp)
	leaq	.LC244(%rip), %r13
	testq	%rbx, %rbx
	jne	.L1828
	jmp	.L1867
.L1832:
	leaq	.LC8(%rip), %r8
	movq	%r14, %rcx
	leaq	.LC287(%rip), %rdx
.L2244:
	movq	48(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	free@PLT
	jmp	.L1867
.L2286:
	leaq	.LC160(%rip), %r8
	movq	%r14, %rcx
	leaq	.LC286(%rip), %rdx
	jmp	.L2244
.L2091:
	movq	40(%rsp), %r14
	movq	%rbx, %r11
	leaq	.LC246(%rip), %r8
.L1902:
	movq	%r11, 16(%rsp)
	movq	%r14, %rcx
	leaq	.LC326(%rip), %rdx
.L2248:
	movq	48(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	16(%rsp), %rdi
	call	numbers_close
.L1909:
	movq	8(%rsp), %rbx
	movq	296(%rbx), %rdi
	call	free@PLT
	xorl	%r9d, %r9d
	movq	%r9, 296(%rbx)
	jmp	.L1867
.L2284:
	movq	48(%rsp), %rdi
	leaq	.LC282(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC283(%rip), %rcx
	leaq	.LC284(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1867
.L2316:
	testq	%r12, %r12
	je	.L1840
	leaq	0(,%r12,8), %rdi
	call	malloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L1840
	movl	$1, 16(%rsp)
	jmp	.L1841
.L2276:
	leaq	.LC345(%rip), %rdi
	call	usage_error
	movl	%eax, %r14d
	jmp	.L1775
.L2309:
	leaq	.LC393(%rip), %rdi
	call	puts@PLT
	jmp	.L2011
.L2308:
	movq	840(%rsp), %rdx
	movl	$65536, %ecx
	leaq	.LC392(%rip), %rdi
	xorl	%eax, %eax
	movq	832(%rsp), %rsi
	call	printf@PLT
	jmp	.L2011
.L2307:
	movl	$29, %esi
	leaq	.LC389(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2009
.L2306:
	leaq	.LC388(%rip), %rdi
	call	puts@PLT
	jmp	.L2072
.L2305:
	movq	8(%rsp), %rax
	movq	40(%rax), %rcx
	cmpq	%rcx, (%rax)
	setnb	%al
	movzbl	%al, %eax
	jmp	.L2006
.L2304:
	leaq	.LC261(%rip), %rbx
	jmp	.L2004
.L2303:
	leaq	.LC385(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2003
.L2302:
	movq	64(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC383(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2001
.L2090:
	movq	40(%rsp), %r14
	movq	%rbx, %r11
	leaq	.LC247(%rip), %r8
	jmp	.L1902
.L1893:
	subsd	%xmm1, %xmm0
	movq	8(%rsp), %rcx
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 128(%rcx)
	btcq	$63, 128(%rcx)
	jmp	.L1894
.L1932:
	cmpq	$200000000, %rax
	jbe	.L1931
	leaq	.LC251(%rip), %rcx
	jmp	.L1933
.L1825:
	movq	16(%rsp), %r13
	movq	48(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC426(%rip), %rdx
	movq	4304(%rsp), %r8
	movl	$2048, %esi
	movq	%rbx, 32(%rsp)
	movq	%r13, %rcx
	call	snprintf@PLT
	jmp	.L1822
.L1854:
	movq	160(%rsp), %r13
	leaq	.LC293(%rip), %rdi
	movq	%r14, %rbx
	movq	%r12, %r14
	movq	176(%rsp), %r12
	call	puts@PLT
	movq	72(%rsp), %rsi
	movq	%r13, %rdx
	xorl	%eax, %eax
	movq	%r12, %rcx
	leaq	.LC294(%rip), %rdi
	call	printf@PLT
	movq	8(%rsp), %r15
	leaq	448(%rsp), %rdi
	movq	152(%r15), %rsi
	call	fmt_us.constprop.0
	movl	160(%r15), %edx
	cmpl	$0, 136(%r15)
	movq	%rax, %rbp
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %r13
	je	.L2085
	leaq	.LC245(%rip), %rdx
	leaq	.LC8(%rip), %r15
.L1855:
	leaq	416(%rsp), %rdi
	movq	%rbx, %rsi
	movq	%rdx, 8(%rsp)
	call	fmt_us.constprop.0
	movq	8(%rsp), %rdx
	movq	%rbp, %r8
	movq	%r13, %rcx
	movq	%rax, %rsi
	leaq	.LC295(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC296(%rip), %rdi
	leaq	.LC297(%rip), %r13
	call	puts@PLT
	leaq	.LC229(%rip), %rbp
	call	print_header
	movl	$10, %edi
	call	putchar@PLT
	movq	80(%rsp), %rsi
	movq	%r13, %rdi
	call	print_row
	movl	$10, %edi
	call	putchar@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	print_row
	movq	%r15, %rdx
	leaq	.LC298(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC299(%rip), %rdi
	leaq	.LC300(%rip), %r15
	call	printf@PLT
	jmp	.L1861
.L2318:
	movq	16(%rsp), %rcx
	movq	(%rcx,%r14), %rdx
	testq	%rdx, %rdx
	js	.L1857
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1858:
	testq	%rax, %rax
	js	.L1859
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1860:
	divsd	%xmm1, %xmm0
	comisd	.LC63(%rip), %xmm0
	sbbl	%esi, %esi
	andl	$2, %esi
	addl	$1, %esi
.L1856:
	movq	%r15, %rdi
	movl	$1, %eax
	addq	$8, %r14
	call	printf@PLT
	cmpq	$56, %r14
	je	.L2317
.L1861:
	movq	80(%rsp), %rax
	movq	(%rax,%r14), %rax
	testq	%rax, %rax
	jne	.L2318
	pxor	%xmm0, %xmm0
	movl	$3, %esi
	jmp	.L1856
.L1859:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1860
.L1857:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1858
.L2085:
	leaq	.LC8(%rip), %r15
	movq	%r15, %rdx
	jmp	.L1855
.L2317:
	leaq	.LC301(%rip), %rdi
	xorl	%r14d, %r14d
	call	puts@PLT
	movq	80(%rsp), %rsi
	movq	%r13, %rdi
	call	print_result_set
	movq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	print_result_set
	movq	%rbx, %rsi
	leaq	.LC302(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	248(%rsp), %rbp
	xorl	%eax, %eax
	movq	240(%rsp), %rsi
	leaq	.LC303(%rip), %rdi
	movq	%rbp, %rdx
	call	printf@PLT
	testq	%rbp, %rbp
	setne	%r14b
	cmpq	$0, 48(%rsp)
	je	.L1848
	xorl	%eax, %eax
	leaq	672(%rsp), %rdi
	movl	$12, %ecx
	movq	%r12, %rsi
	rep stosl
	movq	32(%rsp), %rdi
	movq	824(%rsp), %xmm0
	leaq	672(%rsp), %rbp
	leaq	.LC304(%rip), %rax
	movq	%rbp, %xmm5
	leaq	NAMES.8(%rip), %rcx
	movq	%rbp, %rdx
	movhps	952(%rsp), %xmm0
	movl	$2, 512(%rsp)
	movaps	%xmm0, 320(%rsp)
	movq	%rax, %xmm0
	leaq	320(%rsp), %rax
	punpcklqdq	%xmm5, %xmm0
	movq	%rax, %xmm6
	movaps	%xmm0, 496(%rsp)
	movq	%rcx, %xmm0
	punpcklqdq	%xmm6, %xmm0
	movups	%xmm0, 520(%rsp)
	call	table_from_sorted
	testl	%eax, %eax
	je	.L1862
.L1864:
	movl	$1, %r14d
.L1863:
	movq	672(%rsp), %rdi
	call	free@PLT
	movq	696(%rsp), %rdi
	call	free@PLT
	jmp	.L1848
.L2117:
	movq	160(%rsp), %r11
	movq	32(%rsp), %rdi
	movq	%r11, 40(%rsp)
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	72(%rsp), %rdi
	call	free@PLT
	cmpl	$0, 24(%rsp)
	movq	40(%rsp), %r11
	jne	.L2319
	movl	$10, %edi
	movq	%r11, 32(%rsp)
	xorl	%ebp, %ebp
	leaq	256(%rsp), %r13
	call	putchar@PLT
	leaq	.LC403(%rip), %rbx
	call	print_header
	leaq	.LC401(%rip), %rsi
	leaq	.LC402(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	32(%rsp), %r12
.L2039:
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
	jne	.L2039
	movq	8(%rsp), %r14
	leaq	352(%rsp), %rdi
	movq	%r12, 112(%rsp)
	leaq	.LC231(%rip), %r15
	leaq	.LC405(%rip), %rbx
	leaq	.LC232(%rip), %rbp
	movq	152(%r14), %rsi
	call	fmt_us.constprop.0
	movl	168(%r14), %esi
	leaq	.LC404(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movl	168(%r14), %edx
	movq	192(%rsp), %rsi
	leaq	496(%rsp), %rdi
	call	stats_of
	movq	%rbx, %rdi
	movq	%r15, %rsi
	movl	$3, %eax
	movsd	496(%rsp), %xmm7
	movsd	512(%rsp), %xmm2
	movsd	504(%rsp), %xmm1
	movapd	%xmm7, %xmm0
	movsd	%xmm2, 32(%rsp)
	movsd	%xmm1, 40(%rsp)
	movsd	%xmm7, 48(%rsp)
	call	printf@PLT
	movl	168(%r14), %edx
	movq	200(%rsp), %rsi
	leaq	520(%rsp), %rdi
	call	stats_of
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	movl	$3, %eax
	movsd	520(%rsp), %xmm7
	movq	528(%rsp), %r13
	leaq	.LC406(%rip), %rbx
	movsd	536(%rsp), %xmm2
	movq	%r13, %xmm1
	movapd	%xmm7, %xmm0
	movsd	%xmm7, 96(%rsp)
	movsd	%xmm2, 72(%rsp)
	call	printf@PLT
	movl	$10, %edi
	call	putchar@PLT
	movq	112(%rsp), %rsi
	movq	%r15, %rdi
	call	print_result_set
	leaq	1184(%rsp), %rsi
	movq	%rbp, %rdi
	call	print_result_set
	leaq	1264(%rsp), %rsi
	leaq	.LC229(%rip), %rdi
	call	print_result_set
	movl	168(%r14), %eax
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movq	144(%rsp), %r12
	imulq	$288, %rax, %rax
	addq	%r12, %rax
	movq	256(%rax), %rcx
	movq	240(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movl	168(%r14), %eax
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	imulq	$288, %rax, %rax
	addq	%r12, %rax
	movq	264(%rax), %rcx
	movq	248(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movl	168(%r14), %eax
	leaq	.LC302(%rip), %rdi
	imulq	$288, %rax, %rax
	movq	272(%r12,%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	32(%r14), %esi
	testl	%esi, %esi
	je	.L2040
	movq	96(%r14), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L2041
	leaq	-1(%rdi), %rcx
	movq	88(%r14), %rax
	xorl	%edx, %edx
	subq	80(%r14), %rax
	divq	%rcx
	movq	%rax, %rcx
.L2041:
	leaq	SCHED_NAME(%rip), %rax
	movl	%esi, %esi
	movq	%rdi, %rdx
	movq	(%rax,%rsi,8), %rsi
	leaq	.LC407(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L2040:
	movq	16(%rsp), %rdx
	movq	8(%rsp), %rdi
	xorl	%esi, %esi
	call	first_stall_window
	testl	%eax, %eax
	je	.L2320
.L2042:
	movq	928(%rsp), %rdi
	leaq	.LC411(%rip), %rbx
	call	free@PLT
	movq	936(%rsp), %rdi
	call	free@PLT
	movq	944(%rsp), %rdi
	call	free@PLT
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$3, %eax
	movsd	32(%rsp), %xmm2
	movsd	40(%rsp), %xmm1
	movsd	48(%rsp), %xmm0
	call	printf@PLT
	movq	%r13, %xmm1
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	movsd	72(%rsp), %xmm2
	movsd	96(%rsp), %xmm0
	movl	$3, %eax
	call	printf@PLT
	cmpq	$0, 88(%rsp)
	je	.L2044
	movq	8(%rsp), %rax
	movq	144(%rsp), %rcx
	leaq	416(%rsp), %r12
	movq	16(%rsp), %rdi
	movl	168(%rax), %eax
	imulq	$288, %rax, %rax
	leaq	(%rcx,%rax), %rbp
	xorl	%eax, %eax
	movl	$18, %ecx
	cmpl	$3, 176(%rsp)
	rep stosl
	leaq	384(%rsp), %rdi
	movl	$8, %ecx
	movq	%rdi, 40(%rsp)
	rep stosl
	movl	$8, %ecx
	movq	%r12, %rdi
	rep stosl
	je	.L2321
	cmpl	$2, 176(%rsp)
	je	.L2322
	movq	40(%rsp), %r14
	movq	0(%rbp), %r15
	movq	800(%rsp), %rbx
	movq	%r14, %rdx
	movq	%r15, %rsi
	movq	%rbx, %rdi
	call	dist_of_sorted
	movq	272(%rbp), %rsi
	movq	%r12, %rdx
	movq	%r14, %rdi
	call	dist_correct
	movl	408(%rsp), %eax
	orl	440(%rsp), %eax
	je	.L2323
.L2061:
	orl	$-1, %ebp
.L2057:
	movq	88(%rsp), %rdx
	movq	stderr(%rip), %rdi
	xorl	%eax, %eax
	movl	%ebp, %ebx
	leaq	.LC416(%rip), %rsi
	call	fprintf@PLT
.L2058:
	movq	928(%rsp), %rdi
	call	free@PLT
	movq	952(%rsp), %rdi
	call	free@PLT
	movq	976(%rsp), %rdi
	call	free@PLT
	movq	40(%rsp), %rdi
	call	dist_free
	movq	%r12, %rdi
	call	dist_free
	negl	%ebx
	sbbl	%eax, %eax
	movl	%eax, 24(%rsp)
.L2044:
	movq	16(%rsp), %rsi
	xorl	%edi, %edi
	call	getrusage@PLT
	testl	%eax, %eax
	je	.L2324
.L2062:
	cmpq	$0, 184(%rsp)
	leaq	.LC256(%rip), %rax
	leaq	.LC257(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC418(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %rax
	movq	248(%rsp), %rbx
	leaq	.LC419(%rip), %rdi
	movq	240(%rsp), %rsi
	movl	168(%rax), %ecx
	movq	%rbx, %rdx
	xorl	%eax, %eax
	addl	$1, %ecx
	call	printf@PLT
	cmpl	$0, 24(%rsp)
	setne	%r14b
	testq	%rbx, %rbx
	setne	%al
	orl	%eax, %r14d
	movzbl	%r14b, %r14d
	jmp	.L1992
.L2310:
	leaq	.LC396(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %r14d
	jmp	.L1992
.L2319:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC400(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1986
.L2288:
	movq	8(%rsp), %rbx
	leaq	1104(%rsp), %rbp
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	call	closed_form
	testl	%eax, %eax
	jne	.L1982
	leaq	4256(%rsp), %r12
	xorl	%ecx, %ecx
	movl	$1, %esi
	movq	%rbx, %rdi
	movq	%r12, %rdx
	call	walk_outcome
	testl	%eax, %eax
	jne	.L1982
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
	leaq	.LC368(%rip), %rcx
	leaq	.LC369(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 8944
	movq	4544(%rsp), %r8
	call	check
	movq	952(%rsp), %rbx
	leaq	.LC370(%rip), %rdi
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
	jmp	.L1775
.L2104:
	leaq	.LC248(%rip), %rsi
	jmp	.L1979
.L2301:
	movq	64(%rsp), %rdi
	movq	40(%rax), %rsi
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC380(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1998
.L1996:
	leaq	1104(%rsp), %r11
	movq	%r11, %rdi
	call	fmt_us.constprop.0
	movq	8(%rsp), %r14
	movq	%rax, %rbx
	leaq	928(%rsp), %rax
	movq	16(%r14), %rsi
	movq	%rax, %rdi
	movq	%rax, 16(%rsp)
	call	fmt_us.constprop.0
	movq	8(%r14), %rsi
	movq	64(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	leaq	.LC379(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1995
.L2300:
	leaq	.LC377(%rip), %rdi
	call	puts@PLT
	leaq	928(%rsp), %rax
	movq	%rax, 16(%rsp)
	jmp	.L1995
.L2298:
	leaq	.LC372(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %r14d
	jmp	.L1992
.L2296:
	cmpl	$0, 24(%rsp)
	jne	.L2325
	leaq	.LC168(%rip), %rsi
	leaq	.LC421(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %r14
	movq	16(%rsp), %rbx
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC422(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC423(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC424(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	32(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC425(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC252(%rip), %rsi
.L2064:
	leaq	.LC8(%rip), %rbp
	leaq	.LC351(%rip), %rbx
	xorl	%eax, %eax
	leaq	.LC349(%rip), %rdx
	leaq	.LC350(%rip), %rdi
	call	printf@PLT
	movq	%rbp, %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	leaq	.LC231(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC353(%rip), %r13
	call	printf@PLT
	movq	%rbp, %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	leaq	.LC232(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC357(%rip), %r12
	call	printf@PLT
	movq	%rbp, %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	leaq	.LC229(%rip), %rsi
	xorl	%eax, %eax
	movl	$3, %ebx
	call	printf@PLT
	movq	%rbp, %rdx
	movq	%rbp, %rsi
	xorl	%eax, %eax
	leaq	.LC352(%rip), %rdi
	leaq	.LC356(%rip), %rbp
	call	printf@PLT
	leaq	.LC39(%rip), %rax
	movq	%rax, 8(%rsp)
.L1958:
	movq	%r13, %rdx
	leaq	.LC354(%rip), %rsi
	leaq	.LC355(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %r14
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC355(%rip), %rdi
	movq	%r14, %rsi
	call	printf@PLT
	xorl	%eax, %eax
	movq	%r12, %rdx
	movq	%r14, %rsi
	leaq	.LC355(%rip), %rdi
	call	printf@PLT
	subl	$1, %ebx
	jne	.L1958
	movl	$10, %edi
	movq	%r15, %r12
	xorl	%ebp, %ebp
	call	putchar@PLT
	movq	16(%rsp), %r15
.L1959:
	cmpq	%r12, %rbp
	je	.L2326
	cmpl	$0, 24(%rsp)
	movq	672(%rsp,%rbp,8), %rsi
	jne	.L1960
	leaq	.LC358(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1961:
	movq	80(%rsp), %rax
	leaq	.LC254(%rip), %rsi
	leaq	.LC360(%rip), %rdi
	leaq	COL.3(%rip), %r13
	cmpq	$0, (%rax,%rbp,8)
	leaq	.LC255(%rip), %rax
	cmove	%rax, %rsi
	xorl	%eax, %eax
	xorl	%r14d, %r14d
	call	printf@PLT
	imulq	$36, %rbp, %rax
	movq	%rbp, 32(%rsp)
	movq	%rax, 16(%rsp)
	movq	%r12, %rax
	movl	%r14d, %r12d
	movq	%rax, %r14
.L1963:
	movslq	%r12d, %rbp
	movq	16(%rsp), %rax
	xorl	%ebx, %ebx
	imulq	$10, %rbp, %rbp
	addq	%rax, %rbp
.L1967:
	movslq	0(%r13,%rbx,4), %rax
	movq	%r15, %rdi
	addq	%rbp, %rax
	movq	4264(%rsp,%rax,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	testq	%rbx, %rbx
	je	.L2327
	movq	8(%rsp), %rsi
	xorl	%eax, %eax
	leaq	.LC355(%rip), %rdi
	call	printf@PLT
	cmpq	$2, %rbx
	jne	.L2101
	addl	$1, %r12d
	cmpl	$3, %r12d
	jne	.L1963
	movq	32(%rsp), %rbp
	movl	$10, %edi
	movq	%r14, %r12
	call	putchar@PLT
	addq	$1, %rbp
	jmp	.L1959
.L2327:
	leaq	.LC354(%rip), %rsi
	leaq	.LC355(%rip), %rdi
	xorl	%eax, %eax
	movl	$1, %ebx
	call	printf@PLT
	jmp	.L1967
.L2101:
	movl	$2, %ebx
	jmp	.L1967
.L1960:
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	leaq	.LC359(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1961
.L2326:
	leaq	.LC361(%rip), %rdi
	xorl	%ebx, %ebx
	movq	%r12, %r15
	call	puts@PLT
	leaq	PCT_NAME(%rip), %rbp
	movq	%rbx, %r12
.L1969:
	cmpq	%r15, %r12
	je	.L2328
	movq	672(%rsp,%r12,8), %rdx
	movq	48(%rsp), %rsi
	leaq	.LC362(%rip), %rdi
	xorl	%eax, %eax
	leaq	12+COL.3(%rip), %r14
	call	printf@PLT
	imulq	$36, %r12, %rcx
	movq	%r12, 8(%rsp)
	xorl	%eax, %eax
	movq	%r15, 16(%rsp)
	movq	%rax, %r15
.L1970:
	movslq	%r15d, %r13
	leaq	SET_NAME(%rip), %rax
	movq	%rcx, 32(%rsp)
	leaq	COL.3(%rip), %rbx
	imulq	$10, %r13, %r13
	movq	(%rax,%r15,8), %r12
	addq	%rcx, %r13
.L1971:
	movslq	(%rbx), %rax
	movq	%r12, %rsi
	leaq	.LC363(%rip), %rdi
	addq	$4, %rbx
	leaq	0(%r13,%rax), %rdx
	movq	4264(%rsp,%rdx,8), %rcx
	movq	0(%rbp,%rax,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L1971
	addq	$1, %r15
	movq	32(%rsp), %rcx
	cmpq	$3, %r15
	jne	.L1970
	movq	8(%rsp), %r12
	movq	80(%rsp), %rax
	leaq	.LC257(%rip), %rsi
	leaq	.LC364(%rip), %rdi
	movq	16(%rsp), %r15
	cmpq	$0, (%rax,%r12,8)
	leaq	.LC256(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	addq	$1, %r12
	call	printf@PLT
	jmp	.L1969
.L2328:
	movq	424(%rsp), %rbp
	movq	416(%rsp), %rsi
	movq	%r12, %rcx
	xorl	%eax, %eax
	leaq	.LC365(%rip), %rdi
	movq	%rbp, %rdx
	call	printf@PLT
	movq	88(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1975
	movl	24(%rsp), %ecx
	xorl	%eax, %eax
	leaq	.LC259(%rip), %rsi
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
	leaq	.LC258(%rip), %rax
	cmove	%rax, %rsi
	punpcklqdq	%xmm7, %xmm0
	movups	%xmm0, 1112(%rsp)
	call	export_file
	testl	%eax, %eax
	jne	.L1775
.L1975:
	xorl	%r14d, %r14d
	testq	%rbp, %rbp
	setne	%r14b
	jmp	.L1775
.L1920:
	movq	%rdi, %rcx
	movq	48(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC330(%rip), %r8
	leaq	.LC331(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1867
.L1982:
	leaq	.LC367(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %r14d
	jmp	.L1775
.L2323:
	movq	16(%rsp), %rdx
	movq	%r15, %rsi
	movq	%rbx, %rdi
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L2061
	movq	80(%rbp), %rsi
	movq	808(%rsp), %rdi
	leaq	952(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L2061
.L2251:
	leaq	976(%rsp), %rsi
	movq	%r12, %rdi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L2061
	leaq	288(%rsp), %rax
	xorl	%r15d, %r15d
	leaq	hgrm_writer(%rip), %r13
	movq	%rax, 24(%rsp)
	leaq	HGRM.2(%rip), %rbx
.L2051:
	imulq	$10, %r15, %rax
	movq	24(%rsp), %rcx
	leaq	(%r15,%r15,2), %r14
	movq	%r13, %rdx
	movq	(%rbx,%r15), %rsi
	movq	88(%rsp), %rdi
	movq	24(%rbp,%rax), %rax
	movq	%rax, (%rcx,%r15)
	movq	16(%rsp), %rax
	addq	%rax, %r14
	movq	%r14, %rcx
	call	export_file
	testl	%eax, %eax
	jne	.L2061
	cmpl	$0, 212(%rsp)
	jne	.L2053
.L2055:
	addq	$8, %r15
	cmpq	$24, %r15
	jne	.L2051
	leaq	.LC413(%rip), %rax
	movq	88(%rsp), %rdi
	leaq	448(%rsp), %rcx
	movl	$3, 464(%rsp)
	movq	%rax, %xmm0
	leaq	NAMES.0(%rip), %rax
	leaq	spectrum_writer(%rip), %rdx
	movhps	16(%rsp), %xmm0
	leaq	.LC307(%rip), %rsi
	movaps	%xmm0, 448(%rsp)
	movq	%rax, %xmm0
	movhps	24(%rsp), %xmm0
	movups	%xmm0, 472(%rsp)
	call	export_file
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L2061
	movq	64(%rsp), %rdx
	movq	8(%rsp), %rdi
	movl	$20, %esi
	call	first_stall_window
	testl	%eax, %eax
	je	.L2329
	jns	.L2330
	movq	672(%rsp), %rdi
	call	free@PLT
	movq	680(%rsp), %rdi
	call	free@PLT
	movq	688(%rsp), %rdi
	call	free@PLT
	jmp	.L2061
.L2325:
	leaq	.LC420(%rip), %rsi
	leaq	.LC421(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %r14
	movq	16(%rsp), %rbx
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC422(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC423(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC424(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	32(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC425(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC253(%rip), %rsi
	jmp	.L2064
.L2315:
	movq	%rdi, %rcx
	movq	48(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC328(%rip), %r8
	leaq	.LC329(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1867
.L2053:
	leaq	VALUES.1(%rip), %rax
	movq	88(%rsp), %rdi
	movq	%r14, %rcx
	leaq	values_writer(%rip), %rdx
	movq	(%rax,%r15), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L2055
	jmp	.L2061
.L2330:
	leaq	.LC415(%rip), %rdi
	call	puts@PLT
	movq	672(%rsp), %rdi
	call	free@PLT
	movq	680(%rsp), %rdi
	call	free@PLT
	movq	688(%rsp), %rdi
	call	free@PLT
	jmp	.L2058
.L2329:
	movq	8(%rsp), %rax
	movq	88(%rsp), %rdi
	leaq	320(%rsp), %rcx
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC414(%rip), %rsi
	movq	%rax, 320(%rsp)
	movq	64(%rsp), %rax
	movq	%rax, 328(%rsp)
	movq	272(%rbp), %rax
	movq	%rax, 336(%rsp)
	call	export_file
	movq	672(%rsp), %rdi
	movl	%eax, %ebp
	call	free@PLT
	movq	680(%rsp), %rdi
	call	free@PLT
	movq	688(%rsp), %rdi
	call	free@PLT
	testl	%ebp, %ebp
	je	.L2058
	jmp	.L2057
.L2289:
	movq	stderr(%rip), %rdi
	leaq	.LC290(%rip), %rdx
	leaq	.LC98(%rip), %rsi
	movl	$1, %r14d
	call	fprintf@PLT
	jmp	.L1843
.L2299:
	movq	stderr(%rip), %rdi
	movl	$16777216, %ecx
	leaq	.LC373(%rip), %rsi
	xorl	%eax, %eax
	movl	$2, %r14d
	call	fprintf@PLT
	jmp	.L1992
.L2246:
	movq	40(%rsp), %r14
	movq	%rbx, 16(%rsp)
	leaq	.LC327(%rip), %rdx
	movq	1152(%rsp), %r8
	movq	%r14, %rcx
	jmp	.L2248
.L2324:
	movl	176(%rsp), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	960(%rsp), %rsi
	leaq	.LC417(%rip), %rdi
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2062
.L2271:
	leaq	.LC338(%rip), %r8
	leaq	.LC247(%rip), %rcx
.L2250:
	movq	48(%rsp), %rdi
	leaq	.LC337(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1867
.L2270:
	movq	48(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC333(%rip), %rcx
	leaq	.LC334(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1867
.L2322:
	movl	408(%rsp), %r15d
	xorl	%ebx, %ebx
	jmp	.L2046
.L2048:
	addq	$1, %rbx
.L2046:
	cmpq	840(%rsp), %rbx
	jnb	.L2331
	movq	848(%rsp), %rax
	movq	(%rax,%rbx,8), %r8
	testq	%r8, %r8
	je	.L2048
	testl	%r15d, %r15d
	jne	.L2048
	movq	832(%rsp), %rsi
	movq	40(%rsp), %rdi
	movl	$1, %ecx
	xorl	%edx, %edx
	imulq	%rbx, %rsi
	call	dist_add.part.0
	movl	408(%rsp), %r15d
	jmp	.L2048
.L2321:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC412(%rip), %rdi
	call	fwrite@PLT
	movl	$-1, 24(%rsp)
	jmp	.L2044
.L2331:
	movq	272(%rbp), %rsi
	movq	40(%rsp), %rdi
	movq	%r12, %rdx
	call	dist_correct
	orl	440(%rsp), %r15d
	jne	.L2061
	movq	16(%rsp), %rsi
	leaq	832(%rsp), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L2061
	leaq	952(%rsp), %rsi
	leaq	856(%rsp), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L2061
	jmp	.L2251
.L2294:
	leaq	.LC323(%rip), %r8
	leaq	.LC324(%rip), %rcx
	jmp	.L2249
.L2261:
	movq	48(%rsp), %rdi
	movq	%r14, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC269(%rip), %r8
	leaq	.LC270(%rip), %rdx
	call	snprintf@PLT
	orl	$-1, %eax
	jmp	.L1801
.L1782:
	addq	$8872, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC267(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
.L2320:
	.cfi_restore_state
	movq	960(%rsp), %rbx
	movq	936(%rsp), %r11
	leaq	.LC408(%rip), %rdi
	movq	928(%rsp), %r14
	movq	(%r11,%rbx,8), %rcx
	movq	%rbx, %rsi
	movq	%r11, 112(%rsp)
	leaq	0(,%rbx,8), %r12
	movq	(%r14,%rbx,8), %rdx
	call	printf@PLT
	leaq	1(%rbx), %rax
	movq	112(%rsp), %r11
	cmpq	952(%rsp), %rax
	jb	.L2332
.L2043:
	movq	968(%rsp), %rdx
	leaq	.LC410(%rip), %rdi
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%rbx, %rsi
	call	printf@PLT
	jmp	.L2042
.L1862:
	leaq	696(%rsp), %r13
	movq	40(%rsp), %rdi
	movq	%r13, %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L1864
	movq	%rbp, %rcx
	movq	48(%rsp), %rdi
	leaq	hgrm_writer(%rip), %rbp
	leaq	.LC305(%rip), %rsi
	movq	%rbp, %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L1864
	movq	48(%rsp), %rdi
	movq	%r13, %rcx
	movq	%rbp, %rdx
	leaq	.LC306(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L1864
	movq	48(%rsp), %rdi
	leaq	496(%rsp), %rcx
	leaq	spectrum_writer(%rip), %rdx
	leaq	.LC307(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L1864
	jmp	.L1863
.L2275:
	movq	48(%rsp), %rdi
	leaq	.LC342(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC343(%rip), %rcx
	leaq	.LC344(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1867
.L1840:
	movq	32(%rsp), %r13
	movq	48(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC288(%rip), %r8
	leaq	.LC289(%rip), %rdx
	movl	$2048, %esi
	movq	%r13, %rcx
	call	snprintf@PLT
	jmp	.L1867
.L2264:
	movq	48(%rsp), %rdi
	movq	%r13, %rcx
	movl	$2048, %esi
	leaq	.LC280(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1822
.L2279:
	movq	48(%rsp), %rdi
	leaq	.LC309(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC310(%rip), %rcx
	leaq	.LC311(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1867
.L2312:
	movq	8(%rsp), %rax
	leaq	.LC250(%rip), %rcx
	cmpl	$0, 112(%rax)
	jne	.L1928
	cmpq	$1, 120(%rax)
	leaq	.LC249(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L1928
.L2332:
	movq	8(%r11,%r12), %rdx
	movq	8(%r14,%r12), %rsi
	leaq	.LC409(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2043
	.cfi_endproc
	.section	.text.unlikely
	.cfi_startproc
	.type	run_options.constprop.0.cold, @function
run_options.constprop.0.cold:
.LFSB215:
.L1845:
	.cfi_def_cfa_offset 8928
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	ud2
	.cfi_endproc
.LFE215:
	.text
	.size	run_options.constprop.0, .-run_options.constprop.0
	.section	.text.unlikely
	.size	run_options.constprop.0.cold, .-run_options.constprop.0.cold
.LCOLDE428:
	.text
.LHOTE428:
	.section	.rodata.str1.1
.LC432:
	.string	"default"
.LC433:
	.string	"seed 000"
.LC434:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC437:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC438:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC439:
	.string	"--self-test"
.LC440:
	.string	"rank n=1 p=0"
.LC441:
	.string	"rank n=1 p=100"
.LC442:
	.string	"rank n=1 p=0 ceil"
.LC443:
	.string	"rank n=1 p=100 ceil"
.LC444:
	.string	"rank n=10 p=0"
.LC445:
	.string	"rank n=10 p=100"
.LC446:
	.string	"rank n=10 p=50"
.LC447:
	.string	"rank n=10 p=95 rounds half up"
.LC448:
	.string	"rank n=10 p=94.9 rounds down"
.LC449:
	.string	"rank n=10 p=90.1 ceil"
.LC450:
	.string	"rank n=119980 p=99"
.LC451:
	.string	"rank n=119980 p=99.9"
.LC452:
	.string	"rank n=119980 p=99 ceil"
.LC453:
	.string	"rank n=2^62 p=99.99 exact"
.LC455:
	.string	"hdr fixture corrected count"
.LC456:
	.string	"hdr fixture correct_co"
.LC457:
	.string	"hdr fixture corrected p50"
.LC458:
	.string	"hdr fixture corrected p90"
.LC459:
	.string	"hdr fixture corrected p99"
.LC460:
	.string	"hdr fixture corrected max"
.LC461:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC462:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC463:
	.string	"correction of one interval"
.LC464:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC465:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC466:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC467:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC468:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC469:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC472:
	.string	"reference server agrees, start %lu"
	.align 8
.LC474:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC475:
	.string	"in service at a stall: extended by it"
	.align 8
.LC476:
	.string	"starting in a stall: waits for its end"
	.align 8
.LC477:
	.string	"corrected set without its terms, in memory and in passes, e %lu, values below %lu: fields that differ"
	.align 8
.LC478:
	.string	"the brute-force buffer was allocated"
	.section	.rodata.str1.1
.LC479:
	.string	"200us"
.LC480:
	.string	"0.3us"
.LC481:
	.string	"0.5s"
.LC482:
	.string	"1.000000001s"
.LC483:
	.string	"250"
.LC484:
	.string	"0.5ns"
.LC485:
	.string	"ms"
.LC486:
	.string	"-1ms"
.LC487:
	.string	"5parsecs"
.LC488:
	.string	"1.ms"
.LC489:
	.string	"99999999999999999999s"
.LC490:
	.string	"4611686018427387904ns"
	.section	.rodata.str1.8
	.align 8
.LC491:
	.ascii	"usage: ben"
	.string	"ch [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr); 3 --cross-check found no closed form."
	.section	.rodata.str1.1
.LC492:
	.string	"%s%s%s"
.LC493:
	.string	"  %s\n"
.LC494:
	.string	"  %-24s %.*s\n"
.LC495:
	.string	"  %-24s %s\n"
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB185:
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
	movdqa	.LC429(%rip), %xmm0
	leaq	1072(%rsp), %rbx
	movq	%rbx, %rdi
	rep stosq
	movaps	%xmm0, 1072(%rsp)
	movdqa	.LC430(%rip), %xmm0
	leaq	.LC433(%rip), %rax
	leaq	.LC432(%rip), %rcx
	movq	%rax, %xmm6
	movq	$200000, 1112(%rsp)
	movaps	%xmm0, 1088(%rsp)
	movdqa	.LC431(%rip), %xmm0
	movq	$1000000, 1224(%rsp)
	movups	%xmm0, 1192(%rsp)
	movq	%rcx, %xmm0
	movl	$31, 1240(%rsp)
	punpcklqdq	%xmm6, %xmm0
	movups	%xmm0, 1336(%rsp)
	cmpl	$2, %ebp
	je	.L2334
	movl	$1, %r15d
	cmpl	$1, %ebp
	jle	.L2336
.L2335:
	movq	%rbx, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L2404:
	movslq	%r15d, %rax
	movq	(%r12,%rax,8), %r13
	cmpb	$45, 0(%r13)
	jne	.L2421
	cmpb	$104, 1(%r13)
	jne	.L2421
	cmpb	$0, 2(%r13)
	jne	.L2421
	movl	$-1, %eax
	leaq	.LC210(%rip), %r13
.L2393:
	leaq	32+OPTIONS(%rip), %rbx
	xorl	%r14d, %r14d
	jmp	.L2398
	.p2align 4,,10
	.p2align 3
.L2394:
	addl	$1, %r14d
	cmpl	$29, %r14d
	je	.L2397
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	addq	$32, %rbx
	call	strcmp@PLT
.L2398:
	testl	%eax, %eax
	jne	.L2394
	movslq	%r14d, %r14
	leaq	OPTIONS(%rip), %rax
	salq	$5, %r14
	addq	%r14, %rax
	movl	8(%rax), %edx
	testl	%edx, %edx
	jne	.L2448
	addl	$1, %r15d
.L2397:
	addl	$1, %r15d
	cmpl	%r15d, %ebp
	jg	.L2404
	movq	8(%rsp), %rbx
.L2336:
	movq	%rbx, %rdi
	movq	%r12, %rdx
	movl	%ebp, %esi
	call	run_options.constprop.0
	movq	1352(%rsp), %rdi
	movl	%eax, %ebx
	call	free@PLT
	movq	1368(%rsp), %rdi
	call	free@PLT
.L2333:
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
.L2421:
	.cfi_restore_state
	leaq	.LC99(%rip), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
	jmp	.L2393
.L2448:
	movq	(%rax), %rdi
	leaq	.LC210(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2397
	leaq	.LC491(%rip), %rdi
	leaq	OPTIONS(%rip), %r14
	call	puts@PLT
	leaq	4032(%rsp), %rax
	leaq	928(%r14), %r15
	movq	%rax, 8(%rsp)
	leaq	.LC39(%rip), %r13
	leaq	.LC8(%rip), %r12
	jmp	.L2403
	.p2align 4,,10
	.p2align 3
.L2400:
	testq	%rbx, %rbx
	je	.L2401
.L2450:
	movq	8(%rsp), %rsi
	movl	%ebx, %edx
	movq	%rbp, %rcx
	xorl	%eax, %eax
	subl	%ebp, %edx
	leaq	.LC494(%rip), %rdi
	addq	$32, %r14
	call	printf@PLT
	leaq	1(%rbx), %rdx
	movq	%r12, %rsi
	xorl	%eax, %eax
	leaq	.LC495(%rip), %rdi
	call	printf@PLT
	cmpq	%r15, %r14
	je	.L2349
.L2403:
	movq	24(%r14), %rbp
	movl	$10, %esi
	movq	%rbp, %rdi
	call	strchr@PLT
	movq	16(%r14), %r9
	movq	%r13, %r8
	movq	%rax, %rbx
	testq	%r9, %r9
	je	.L2449
.L2399:
	movq	8(%rsp), %rdi
	movq	(%r14), %rcx
	xorl	%eax, %eax
	movl	$64, %esi
	leaq	.LC492(%rip), %rdx
	call	snprintf@PLT
	movq	8(%rsp), %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	jbe	.L2400
	movq	8(%rsp), %rsi
	leaq	.LC493(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 4032(%rsp)
	testq	%rbx, %rbx
	jne	.L2450
.L2401:
	movq	%rbp, %rdi
	addq	$32, %r14
	call	strlen@PLT
	movq	8(%rsp), %rsi
	movq	%rbp, %rcx
	leaq	.LC494(%rip), %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r15, %r14
	jne	.L2403
.L2349:
	xorl	%ebx, %ebx
	jmp	.L2333
	.p2align 4,,10
	.p2align 3
.L2449:
	movq	%r12, %r9
	movq	%r12, %r8
	jmp	.L2399
.L2334:
	movq	8(%rsi), %r13
	leaq	.LC434(%rip), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2451
	leaq	.LC439(%rip), %rsi
	movq	%r13, %rdi
	movl	$1, %r15d
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2335
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC440(%rip), %rdi
	leaq	raw.15(%rip), %rbp
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC441(%rip), %rdi
	movl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC442(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC443(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC444(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC445(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC446(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC447(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC448(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC449(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC450(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC451(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC452(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC453(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movdqa	.LC454(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
.L2350:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.L2350
	movq	$100000000, 80000+raw.15(%rip)
	xorl	%ecx, %ecx
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L2355
.L2452:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L2354
.L2355:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %esi
	cmpq	$9999, %rax
	jbe	.L2351
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rsi
.L2351:
	addq	%rcx, %rsi
	movq	%rsi, %rcx
	jnc	.L2452
	xorl	%ecx, %ecx
.L2354:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	fixed.14(%rip), %r12
	movl	$20000, %esi
	leaq	.LC455(%rip), %rdi
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
	leaq	.LC456(%rip), %rdi
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
	leaq	.LC457(%rip), %rdi
	leaq	192(%rsp), %r12
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	240(%rsp), %rcx
	leaq	.LC458(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	248(%rsp), %rcx
	leaq	.LC459(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	272(%rsp), %rcx
	leaq	.LC460(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	288(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	296(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC461(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC462(%rip), %rdi
	xorl	%edx, %edx
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
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC464(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC465(%rip), %rdi
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
	jne	.L2357
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%r12, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 216(%rsp)
	jne	.L2357
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%r12, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L2357:
	movq	200(%rsp), %r11
	movq	192(%rsp), %rcx
	xorl	%r10d, %r10d
	xorl	%edi, %edi
.L2359:
	cmpq	%r11, %r10
	je	.L2409
	xorl	%r9d, %r9d
	cmpq	$0, 24(%rcx)
	je	.L2361
.L2365:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	0(%rbp,%rdi,8), %r8
	je	.L2363
	.p2align 4,,10
	.p2align 3
.L2360:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L2360
	leaq	1(%rdi,%rdx), %rdi
.L2363:
	addq	$1, %r9
	cmpq	24(%rcx), %r9
	jb	.L2365
.L2361:
	addq	$1, %r10
	addq	$32, %rcx
	jmp	.L2359
.L2451:
	movl	$1, %r12d
	leaq	4032(%rsp), %rax
	movl	$7, %ebp
	orq	$-1, %r13
	movq	%rax, 8(%rsp)
.L2339:
	movq	8(%rsp), %rsi
	movl	$1, %edi
	movl	$3, %ebx
	call	clock_gettime@PLT
	movq	4040(%rsp), %r15
	movl	$20000000, %eax
	imulq	$1000000000, 4032(%rsp), %r14
	.p2align 4,,10
	.p2align 3
.L2338:
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	subl	$1, %eax
	jne	.L2338
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
	jne	.L2339
	testq	%r13, %r13
	js	.L2340
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm0
.L2341:
	movsd	.LC435(%rip), %xmm4
	movl	$1, %r12d
	divsd	%xmm0, %xmm4
	movl	$7, %ebp
	orq	$-1, %r13
	movq	%xmm4, %r14
.L2343:
	movq	8(%rsp), %rsi
	movl	$1, %edi
	movl	$3, %ebx
	call	clock_gettime@PLT
	movq	4040(%rsp), %r15
	movl	$20000000, %eax
	imulq	$1000000000, 4032(%rsp), %rcx
	.p2align 4,,10
	.p2align 3
.L2342:
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	subl	$1, %eax
	jne	.L2342
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
	jne	.L2343
	movq	%r14, %xmm4
	testq	%r13, %r13
	js	.L2344
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm0
.L2345:
	movsd	.LC436(%rip), %xmm5
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
	jnb	.L2453
.L2346:
	movl	$5, %edx
	movl	$7, %esi
	movapd	%xmm5, %xmm1
	xorl	%ebx, %ebx
	movapd	%xmm4, %xmm0
	leaq	.LC438(%rip), %rdi
	movl	$3, %eax
	call	printf@PLT
	jmp	.L2333
.L2409:
	xorl	%r11d, %r11d
	movq	%rbp, 16(%rsp)
	leaq	4032(%rsp), %rax
	leaq	304(%rsp), %r14
	movq	%r11, 32(%rsp)
	leaq	384(%rsp), %r13
	movq	%rdi, %r15
	movq	%rax, 8(%rsp)
.L2364:
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
	leaq	.LC466(%rip), %rdi
	call	expect
	leaq	RANK_NAME(%rip), %rcx
	addl	%eax, %ebx
	movq	32(%rsp), %rax
	movq	(%rcx,%rax,8), %r9
.L2366:
	movq	8(%rsp), %rdi
	movl	$64, %esi
	movq	%r9, 24(%rsp)
	leaq	-8+PCT_NAME(%rip), %rax
	movq	(%rax,%rbp), %rcx
	leaq	.LC467(%rip), %rdx
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
	jne	.L2366
	movq	360(%rsp), %rcx
	movq	440(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC468(%rip), %rdi
	call	expect
	movq	368(%rsp), %rcx
	movq	376(%rsp), %r8
	leaq	.LC469(%rip), %rdi
	movq	448(%rsp), %rsi
	movq	456(%rsp), %rdx
	addl	%eax, %ebx
	call	expect
	addl	%eax, %ebx
	cmpq	$0, 32(%rsp)
	jne	.L2454
	movq	$1, 32(%rsp)
	jmp	.L2364
.L2454:
	movq	%r12, %rdi
	leaq	starts.13(%rip), %r12
	leaq	.LC472(%rip), %r14
	call	dist_free
	movl	$36, %ecx
	xorl	%eax, %eax
	movdqa	.LC470(%rip), %xmm0
	leaq	736(%rsp), %rdi
	leaq	80(%r12), %r15
	movaps	%xmm0, 704(%rsp)
	movdqa	.LC471(%rip), %xmm0
	leaq	704(%rsp), %rbp
	rep stosl
	movaps	%xmm0, 720(%rsp)
	jmp	.L2371
.L2456:
	leaq	1100(%r13), %rdx
.L2368:
	movq	16(%rsp), %rcx
	movq	8(%rsp), %rdi
	movq	%rdx, %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	addq	$8, %r12
	call	expect
	addl	%eax, %ebx
	cmpq	%r15, %r12
	je	.L2455
.L2371:
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
	jbe	.L2368
	cmpq	$1999, %r13
	jbe	.L2456
	cmpq	$2999, %r13
	jbe	.L2412
	movdqa	.LC473(%rip), %xmm7
	movaps	%xmm7, 2432(%rsp)
	cmpq	$7000, %rdx
	jbe	.L2368
	leaq	2432(%rsp), %rdi
	movl	$5000, %r9d
	movl	$100, %ecx
	movq	%r13, %rsi
	movl	$1000, %r8d
	call	serve_stalls.constprop.0
	movq	%rax, %rdx
	jmp	.L2368
.L2455:
	movl	$100, %edx
	movl	$1900, %esi
	movq	%rbp, %rdi
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$2000, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC474(%rip), %rdi
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
	leaq	.LC475(%rip), %rdi
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
	leaq	.LC476(%rip), %rdi
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
.L2372:
	movabsq	$7880283046040289696, %rax
	imulq	%rbx, %rax
	addq	$42, %rax
	cmpq	$0, 48(%rsp)
	movq	%rax, 64(%rsp)
	setne	%bpl
	cmpq	$5, %rbx
	ja	.L2420
	testb	%bpl, %bpl
	je	.L2420
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
.L2388:
	movq	40(%rsp), %rax
	movq	64(%rsp), %rsi
	movq	%r14, %rdi
	xorl	%ecx, %ecx
	movq	(%rax), %r8
	.p2align 4,,10
	.p2align 3
.L2374:
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
	jne	.L2374
	movabsq	$-7253301275344703384, %rax
	movq	32(%rsp), %r9
	addq	%rax, 64(%rsp)
	movq	%r14, %rsi
	leaq	1600(%r14), %rdi
	xorl	%ecx, %ecx
	jmp	.L2379
	.p2align 4,,10
	.p2align 3
.L2458:
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	je	.L2457
.L2379:
	movq	(%rsi), %rax
	movq	%r9, %r10
	cmpq	%r11, %rax
	jb	.L2375
	xorl	%edx, %edx
	divq	%r11
	movq	%rax, %r10
.L2375:
	addq	%rcx, %r10
	movq	%r10, %rcx
	setc	%r10b
	movzbl	%r10b, %r10d
	jnc	.L2458
	movl	$0, 24(%rsp)
	xorl	%r10d, %r10d
.L2378:
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
.L2387:
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
.L2381:
	movq	16(%rsp), %rbp
	movq	%rbx, %rdi
	movl	%edx, %ebx
	.p2align 4,,10
	.p2align 3
.L2382:
	movq	0(%rbp), %rsi
	call	cqr_add
	movq	%rbp, %rax
	subq	$8, %rbp
	cmpq	%r14, %rax
	jne	.L2382
	movl	%ebx, %edx
	movq	%rdi, %rbx
	leal	1(%rdx), %eax
	movl	%eax, 1908(%rsp)
	testl	%edx, %edx
	je	.L2459
	call	cqr_end_pass.part.0
	movl	1912(%rsp), %esi
	testl	%esi, %esi
	jle	.L2385
.L2460:
	movl	1908(%rsp), %edx
	jmp	.L2381
.L2459:
	call	cqr_first_end
	movl	1912(%rsp), %esi
	testl	%esi, %esi
	jg	.L2460
.L2385:
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
.L2386:
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
	jne	.L2386
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
	jne	.L2461
	movl	$1, 24(%rsp)
	jmp	.L2387
.L2457:
	cmpq	$400000, %rcx
	jbe	.L2462
.L2380:
	addq	$8, 40(%rsp)
	movq	40(%rsp), %rax
	leaq	32+TOP.11(%rip), %rcx
	cmpq	%rcx, %rax
	jne	.L2388
	movq	136(%rsp), %rbx
	addq	$1, %rbx
	jmp	.L2372
.L2461:
	movq	%rbp, %r11
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r10, 24(%rsp)
	movq	144(%rsp), %r8
	movq	%r11, %rcx
	leaq	880(%rsp), %rbx
	leaq	.LC477(%rip), %rdx
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
	jmp	.L2380
.L2420:
	movq	48(%rsp), %rdi
	movl	132(%rsp), %ebx
	call	free@PLT
	xorl	%r8d, %r8d
	movzbl	%bpl, %ecx
	xorl	%edx, %edx
	movl	$1, %esi
	leaq	.LC478(%rip), %rdi
	leaq	.LC483(%rip), %rbp
	call	expect
	movl	128(%rsp), %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC479(%rip), %rdi
	addl	%ecx, %eax
	movl	$200000, %ecx
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC480(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC481(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC482(%rip), %rdi
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
	leaq	.LC484(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC485(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC486(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC487(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC488(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC489(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC490(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L2333
.L2412:
	movl	$3100, %edx
	jmp	.L2368
.L2462:
	xorl	%r9d, %r9d
	movl	%r9d, 24(%rsp)
	jmp	.L2378
.L2340:
	movq	%r13, %rax
	andl	$1, %r13d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r13, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2341
.L2453:
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm4
	jbe	.L2346
	movapd	%xmm2, %xmm3
	movl	$7, %esi
	movapd	%xmm5, %xmm2
	xorl	%ebx, %ebx
	movapd	%xmm4, %xmm1
	movapd	%xmm4, %xmm0
	movl	$4, %eax
	leaq	.LC437(%rip), %rdi
	call	printf@PLT
	jmp	.L2333
.L2344:
	movq	%r13, %rax
	andl	$1, %r13d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r13, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2345
	.cfi_endproc
.LFE185:
	.size	main, .-main
	.section	.rodata.str1.1
.LC496:
	.string	"closed (from actual send)"
.LC497:
	.string	"open (from intended send)"
.LC498:
	.string	"corrected closed"
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	NAMES.0, @object
	.size	NAMES.0, 24
NAMES.0:
	.quad	.LC496
	.quad	.LC497
	.quad	.LC498
	.section	.rodata.str1.1
.LC499:
	.string	"closed.values"
.LC500:
	.string	"open.values"
.LC501:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.1, @object
	.size	VALUES.1, 24
VALUES.1:
	.quad	.LC499
	.quad	.LC500
	.quad	.LC501
	.section	.rodata.str1.1
.LC502:
	.string	"closed.hgrm"
.LC503:
	.string	"open.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.2, @object
	.size	HGRM.2, 24
HGRM.2:
	.quad	.LC502
	.quad	.LC503
	.quad	.LC306
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
.LC504:
	.string	"0%"
.LC505:
	.string	"90%"
.LC506:
	.string	"99%"
.LC507:
	.string	"99.9%"
.LC508:
	.string	"99.99%"
.LC509:
	.string	"99.999%"
	.section	.data.rel.ro.local
	.align 32
	.type	XTICK.7, @object
	.size	XTICK.7, 48
XTICK.7:
	.quad	.LC504
	.quad	.LC505
	.quad	.LC506
	.quad	.LC507
	.quad	.LC508
	.quad	.LC509
	.align 16
	.type	NAMES.8, @object
	.size	NAMES.8, 16
NAMES.8:
	.quad	.LC297
	.quad	.LC229
	.align 16
	.type	names.9, @object
	.size	names.9, 16
names.9:
	.quad	.LC297
	.quad	.LC229
	.section	.rodata.str1.1
.LC510:
	.string	"ns"
.LC511:
	.string	"us"
	.section	.data.rel.ro.local
	.align 32
	.type	units.10, @object
	.size	units.10, 64
units.10:
	.quad	.LC510
	.quad	1
	.quad	.LC511
	.quad	1000
	.quad	.LC485
	.quad	1000000
	.quad	.LC260
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
.LC512:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC513:
	.string	"service time of one request (100us)"
	.align 8
.LC514:
	.string	"fixed schedule: request i due at i*T (200us)"
	.align 8
.LC515:
	.string	"length of each stall, 0 for none (200ms)"
	.align 8
.LC516:
	.string	"time between stall starts, 0 for one stall (1s)"
	.align 8
.LC517:
	.string	"start of the first stall (500ms)"
	.align 8
.LC518:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC519:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC520:
	.string	"or exactly N scheduled requests"
	.section	.rodata.str1.1
.LC521:
	.string	"fixed|poisson"
	.section	.rodata.str1.8
	.align 8
.LC522:
	.string	"fixed (default) or Poisson arrivals"
	.section	.rodata.str1.1
.LC523:
	.string	"R"
	.section	.rodata.str1.8
	.align 8
.LC524:
	.string	"Poisson rate, requests a second"
	.section	.rodata.str1.1
.LC525:
	.string	"X"
.LC526:
	.string	"Poisson seed (0)"
.LC527:
	.string	"FILE"
	.section	.rodata.str1.8
	.align 8
.LC528:
	.string	"replay due times: one integer ns a line, non-decreasing"
	.section	.rodata.str1.1
.LC529:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC530:
	.string	"how the closed loop treats slots it missed"
	.section	.rodata.str1.1
.LC531:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC532:
	.string	"C closed loops share the schedule (1)"
	.section	.rodata.str1.1
.LC533:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC534:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.section	.rodata.str1.1
.LC535:
	.string	"the slow line (1ms)"
.LC536:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC537:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.align 8
.LC538:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC539:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC540:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.section	.rodata.str1.1
.LC541:
	.string	"as QUICK=1"
.LC542:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC543:
	.string	"default, feed-10ms-stall, one-2s-stall,\nhundred-requests, hundred-requests-exercise"
	.align 8
.LC544:
	.string	"correct a recorded trace: one latency a line (ns or a unit)"
	.section	.rodata.str1.1
.LC545:
	.string	"LIST"
	.section	.rodata.str1.8
	.align 8
.LC546:
	.string	"the same from a list: 2ms*99,1000ms"
	.section	.rodata.str1.1
.LC547:
	.string	"load|stall"
	.section	.rodata.str1.8
	.align 8
.LC548:
	.string	"one table over load 10-95% or stall length"
	.section	.rodata.str1.1
.LC549:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC550:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC551:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.align 8
.LC552:
	.string	"the closed form against the reference simulation;\nexit 0 if they agree, 1 if not, 3 if no closed form holds"
	.align 8
.LC553:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC554:
	.string	"run the unit checks and exit"
.LC555:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 928
OPTIONS:
	.quad	.LC99
	.long	0
	.zero	4
	.quad	.LC512
	.quad	.LC513
	.quad	.LC103
	.long	0
	.zero	4
	.quad	.LC512
	.quad	.LC514
	.quad	.LC106
	.long	0
	.zero	4
	.quad	.LC512
	.quad	.LC515
	.quad	.LC108
	.long	0
	.zero	4
	.quad	.LC512
	.quad	.LC516
	.quad	.LC110
	.long	0
	.zero	4
	.quad	.LC512
	.quad	.LC517
	.quad	.LC114
	.long	0
	.zero	4
	.quad	.LC512
	.quad	.LC518
	.quad	.LC117
	.long	0
	.zero	4
	.quad	.LC519
	.quad	.LC520
	.quad	.LC140
	.long	0
	.zero	4
	.quad	.LC521
	.quad	.LC522
	.quad	.LC145
	.long	0
	.zero	4
	.quad	.LC523
	.quad	.LC524
	.quad	.LC149
	.long	0
	.zero	4
	.quad	.LC525
	.quad	.LC526
	.quad	.LC152
	.long	0
	.zero	4
	.quad	.LC527
	.quad	.LC528
	.quad	.LC153
	.long	0
	.zero	4
	.quad	.LC529
	.quad	.LC530
	.quad	.LC159
	.long	0
	.zero	4
	.quad	.LC531
	.quad	.LC532
	.quad	.LC120
	.long	0
	.zero	4
	.quad	.LC533
	.quad	.LC534
	.quad	.LC112
	.long	0
	.zero	4
	.quad	.LC512
	.quad	.LC535
	.quad	.LC124
	.long	0
	.zero	4
	.quad	.LC536
	.quad	.LC537
	.quad	.LC137
	.long	0
	.zero	4
	.quad	.LC519
	.quad	.LC538
	.quad	.LC129
	.long	0
	.zero	4
	.quad	.LC539
	.quad	.LC540
	.quad	.LC215
	.long	1
	.zero	4
	.quad	0
	.quad	.LC541
	.quad	.LC268
	.long	0
	.zero	4
	.quad	.LC542
	.quad	.LC543
	.quad	.LC162
	.long	0
	.zero	4
	.quad	.LC527
	.quad	.LC544
	.quad	.LC163
	.long	0
	.zero	4
	.quad	.LC545
	.quad	.LC546
	.quad	.LC167
	.long	0
	.zero	4
	.quad	.LC547
	.quad	.LC548
	.quad	.LC164
	.long	0
	.zero	4
	.quad	.LC549
	.quad	.LC550
	.quad	.LC216
	.long	1
	.zero	4
	.quad	0
	.quad	.LC551
	.quad	.LC217
	.long	1
	.zero	4
	.quad	0
	.quad	.LC552
	.quad	.LC434
	.long	2
	.zero	4
	.quad	0
	.quad	.LC553
	.quad	.LC439
	.long	2
	.zero	4
	.quad	0
	.quad	.LC554
	.quad	.LC210
	.long	2
	.zero	4
	.quad	0
	.quad	.LC555
	.section	.rodata.str1.1
.LC556:
	.string	"feed-10ms-stall"
.LC557:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC558:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC559:
	.string	"one-2s-stall"
.LC560:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC561:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC562:
	.string	"hundred-requests"
.LC563:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC564:
	.string	"--trace-values 2ms*99,1000ms --expected-interval 10ms --rank ceil"
	.section	.rodata.str1.1
.LC565:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC566:
	.string	"--trace-values 2ms*99,200ms --expected-interval 50ms --rank ceil"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 120
SCENARIOS:
	.quad	.LC432
	.quad	.LC433
	.quad	.LC8
	.quad	.LC556
	.quad	.LC557
	.quad	.LC558
	.quad	.LC559
	.quad	.LC560
	.quad	.LC561
	.quad	.LC562
	.quad	.LC563
	.quad	.LC564
	.quad	.LC565
	.quad	.LC563
	.quad	.LC566
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC205
	.quad	.LC208
	.quad	.LC204
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC231
	.quad	.LC232
	.quad	.LC229
	.section	.rodata.str1.1
.LC567:
	.string	"p90"
.LC568:
	.string	"p99.99"
.LC569:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC353
	.quad	.LC567
	.quad	.LC356
	.quad	.LC357
	.quad	.LC568
	.quad	.LC569
	.section	.rodata.str1.1
.LC570:
	.string	"p999"
.LC571:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC353
	.quad	.LC567
	.quad	.LC356
	.quad	.LC570
	.quad	.LC571
	.quad	.LC569
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
	.quad	.LC130
	.quad	.LC131
	.quad	.LC133
	.quad	.LC134
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 16
RANK_NAME:
	.quad	.LC125
	.quad	.LC126
	.align 16
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 24
CLOSED_NAME:
	.quad	.LC154
	.quad	.LC155
	.quad	.LC156
	.section	.rodata.str1.1
.LC572:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC141
	.quad	.LC142
	.quad	.LC572
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
	.set	.LC47,.LC182+8
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
.LC66:
	.long	0
	.long	1017118720
	.section	.rodata.cst16
	.align 16
.LC67:
	.long	0
	.long	-2147483648
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC68:
	.long	0
	.long	1104006501
	.align 8
.LC76:
	.long	0
	.long	1138753536
	.align 8
.LC80:
	.long	0
	.long	1071644672
	.align 8
.LC148:
	.long	-1577058304
	.long	1114446484
	.align 8
.LC181:
	.long	0
	.long	1090021888
	.section	.rodata.cst16
	.align 16
.LC182:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC183:
	.long	0
	.long	1093567616
	.align 8
.LC184:
	.long	-858993459
	.long	1072745676
	.align 8
.LC190:
	.long	0
	.long	1081524224
	.align 8
.LC317:
	.long	0
	.long	1114636288
	.align 8
.LC321:
	.long	0
	.long	1137704960
	.section	.rodata.cst16
	.align 16
.LC429:
	.quad	100000
	.quad	200000000
	.align 16
.LC430:
	.quad	1000000000
	.quad	500000000
	.align 16
.LC431:
	.quad	1
	.quad	200000
	.section	.rodata.cst8
	.align 8
.LC435:
	.long	0
	.long	1101206224
	.align 8
.LC436:
	.long	0
	.long	1102879800
	.section	.rodata.cst16
	.align 16
.LC454:
	.quad	1000
	.quad	1000
	.align 16
.LC470:
	.quad	100
	.quad	1000
	.align 16
.LC471:
	.quad	5000
	.quad	2000
	.align 16
.LC473:
	.quad	7000
	.quad	1
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
