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
	.string	" stroke-dasharray=\"5 4\""
.LC8:
	.string	""
.LC9:
	.string	" "
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC10:
	.string	"<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\""
	.section	.rodata.str1.1
.LC15:
	.string	"%s%.1f,%.1f"
.LC16:
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
	leaq	.LC10(%rip), %rsi
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	leaq	.LC7(%rip), %rcx
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
	je	.L50
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L52:
	movsd	16(%r14), %xmm2
	movsd	(%r14), %xmm3
	testq	%r15, %r15
	movq	%rbx, %rdi
	movsd	0(%r13,%r15,8), %xmm1
	movsd	24(%r14), %xmm0
	leaq	.LC9(%rip), %rax
	leaq	.LC8(%rip), %rdx
	movsd	.LC12(%rip), %xmm4
	cmovne	%rax, %rdx
	leaq	.LC15(%rip), %rsi
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
	mulsd	.LC11(%rip), %xmm1
	subsd	%xmm1, %xmm4
	movapd	%xmm4, %xmm1
	mulsd	.LC13(%rip), %xmm0
	addsd	.LC14(%rip), %xmm0
	call	fprintf@PLT
	cmpq	%r15, %rbp
	jne	.L52
.L50:
	addq	$8, %rsp
	.cfi_def_cfa_offset 56
	movq	%rbx, %rcx
	movl	$4, %edx
	movl	$1, %esi
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC16(%rip), %rdi
	popq	%rbp
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
	.section	.rodata.str1.1
.LC17:
	.string	"%lu %lu\n"
	.text
	.p2align 4
	.type	values_writer, @function
values_writer:
.LFB135:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L65
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	leaq	.LC17(%rip), %r13
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
.L62:
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
	jb	.L62
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
.L65:
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
.LC18:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB42:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L76
	movq	(%rdi), %rax
	movq	%rdi, %r9
	testq	%r8, %r8
	je	.L70
	movq	%rsi, %r10
	xorl	%edi, %edi
	xorl	%r11d, %r11d
	jmp	.L71
	.p2align 4,,10
	.p2align 3
.L72:
	addq	$1, %rdi
	cmpq	%rdi, %r10
	je	.L68
.L75:
	movq	(%r9,%rdi,8), %rax
	cmpq	%r8, %rsi
	je	.L70
.L71:
	leaq	1(%r11), %rsi
	movq	%rax, (%rcx,%r11,8)
	movq	%rsi, %r11
	cmpq	%rdx, %rax
	jb	.L72
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L72
	cmpq	%rsi, %r8
	jne	.L73
	jmp	.L70
	.p2align 4,,10
	.p2align 3
.L74:
	cmpq	%rsi, %r8
	je	.L70
.L73:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L74
	addq	$1, %rdi
	movq	%rsi, %r11
	cmpq	%rdi, %r10
	jne	.L75
.L68:
	movq	%r11, %rax
	ret
.L70:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC18(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L76:
	.cfi_def_cfa_offset 8
	xorl	%r11d, %r11d
	jmp	.L68
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
	je	.L85
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L101
.L85:
	cmpq	16(%rbx), %rsi
	je	.L87
	movq	(%rbx), %rax
.L88:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L86:
	xorl	%eax, %eax
.L84:
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
.L87:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L93
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L92
	salq	$5, %rsi
.L89:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L92
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L88
	.p2align 4,,10
	.p2align 3
.L101:
	addq	%rbp, 8(%rax)
	jmp	.L86
	.p2align 4,,10
	.p2align 3
.L93:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L89
.L92:
	movl	$-1, %eax
	jmp	.L84
	.cfi_endproc
.LFE111:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_sorted, @function
table_from_sorted:
.LFB112:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L112
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
	jmp	.L105
	.p2align 4,,10
	.p2align 3
.L116:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L115
.L105:
	movq	(%r12,%rbx,8), %rsi
	movl	$1, %edx
	movq	%r13, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L116
	orl	$-1, %eax
.L102:
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
.L115:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L102
.L112:
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
	je	.L126
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
	jmp	.L120
	.p2align 4,,10
	.p2align 3
.L122:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L129
.L120:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L122
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L122
	orl	$-1, %eax
	jmp	.L117
	.p2align 4,,10
	.p2align 3
.L129:
	xorl	%eax, %eax
.L117:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L126:
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
.LC19:
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
	jne	.L133
	movq	8(%rdi), %rax
	movq	(%rdi), %r14
	movq	%rax, 24(%rsp)
	subq	$0, %rax
	jne	.L156
	movl	64(%rdi), %esi
	movl	$0, 72(%rdi)
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%esi, %esi
	jne	.L136
	movl	$50000, %r12d
	xorl	%r13d, %r13d
.L136:
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
.L147:
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
	je	.L137
	movq	%r14, %rax
	xorq	%rcx, %rax
	orq	24(%rsp), %rax
	je	.L168
	cmpq	$1, %rcx
	je	.L141
	movq	48(%rbp), %rax
	movl	$0, 24(%r8)
	xorl	%edx, %edx
	movq	%rax, 48(%rbx)
	movq	(%r15), %rax
	cmpq	%rcx, %rax
	jnb	.L169
	.p2align 4,,10
	.p2align 3
.L142:
	addq	$1, %rdx
	movq	%rax, %rsi
	addq	(%r15,%rdx,8), %rax
	cmpq	%rcx, %rax
	jb	.L142
	cmpq	$16383, %rdx
	jbe	.L170
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
	je	.L143
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, (%r8)
	addl	$1, 72(%rbp)
.L144:
	movq	32(%rsp), %rax
	addq	$8, %rbx
	addq	$8, %r11
	addq	$4, %r8
	cmpq	%rax, %rbx
	jne	.L147
	movq	%r15, %rdi
	call	free@PLT
	movq	%rbp, %rdi
	movq	$0, 384(%rbp)
	call	select_windows
.L148:
	xorl	%eax, %eax
.L132:
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
.L133:
	.cfi_restore_state
	movq	376(%rdi), %r10
	leaq	272(%rdi), %r8
	leaq	80(%rdi), %r9
	leaq	296(%rdi), %r11
	jmp	.L155
	.p2align 4,,10
	.p2align 3
.L149:
	addq	$4, %r8
	addq	$8, %r9
	cmpq	%r11, %r8
	je	.L171
.L155:
	movl	24(%r8), %ecx
	movl	76(%r8), %eax
	movq	96(%r9), %rdx
	testl	%ecx, %ecx
	jne	.L149
	movslq	%eax, %rsi
	movq	(%r9), %rcx
	xorl	%eax, %eax
	salq	$19, %rsi
	leaq	(%r10,%rsi), %rdi
	jmp	.L150
	.p2align 4,,10
	.p2align 3
.L152:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L151
.L150:
	movq	%rdx, %rsi
	addq	(%rdi,%rax,8), %rdx
	cmpq	%rcx, %rdx
	jb	.L152
	movl	(%r8), %ecx
	movq	%rsi, 96(%r9)
	salq	%cl, %rax
	addq	144(%r9), %rax
	movq	%rax, 144(%r9)
	testl	%ecx, %ecx
	jne	.L154
	movq	%rax, 48(%r9)
	addq	$4, %r8
	addq	$8, %r9
	movl	$1, 20(%r8)
	subl	$1, 72(%rbp)
	cmpq	%r11, %r8
	jne	.L155
.L171:
	movq	%r10, %rdi
	movl	$3145728, %edx
	xorl	%esi, %esi
	call	memset@PLT
	movq	%rbp, %rdi
	call	select_windows
	jmp	.L148
	.p2align 4,,10
	.p2align 3
.L154:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, (%r8)
	jmp	.L149
	.p2align 4,,10
	.p2align 3
.L137:
	movl	$1, 24(%r8)
	movq	$0, 48(%rbx)
	jmp	.L144
	.p2align 4,,10
	.p2align 3
.L168:
	movl	$1, 24(%r8)
	cmpq	$1, %rcx
	je	.L139
	movq	48(%rbp), %rax
	movq	%rax, 48(%rbx)
	jmp	.L144
	.p2align 4,,10
	.p2align 3
.L141:
	movl	$1, 24(%r8)
.L139:
	movq	40(%rbp), %rax
	movq	%rax, 48(%rbx)
	jmp	.L144
	.p2align 4,,10
	.p2align 3
.L170:
	movq	%rsi, 96(%rbx)
	movl	$0, (%r8)
	movq	%rdx, 144(%rbx)
.L143:
	movq	%rdx, 48(%rbx)
	movl	$1, 24(%r8)
	jmp	.L144
.L169:
	movq	$0, 96(%rbx)
	movl	$0, (%r8)
	movq	$0, 144(%rbx)
	movq	%rdx, 48(%rbx)
	movl	$1, 24(%r8)
	jmp	.L144
.L156:
	movl	$-2, %eax
	jmp	.L132
.L151:
	movq	stderr(%rip), %rdi
	movq	%rcx, %rdx
	leaq	.LC19(%rip), %rsi
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
	je	.L194
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
.L175:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L174
	addq	%rbp, 56(%rbx)
.L174:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L175
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L182
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L173
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L197
.L178:
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
.L181:
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
	jnb	.L179
	.p2align 4,,10
	.p2align 3
.L180:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L180
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L179:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L181
.L173:
	xorl	%eax, %eax
.L172:
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
.L197:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L178
.L194:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L182:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L172
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
	ja	.L205
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
	jne	.L201
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L201
	cmpq	%r14, %rax
	jb	.L201
	cmpq	%rax, %r12
	jb	.L201
	movq	%rax, 0(%r13)
.L198:
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
.L201:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L198
	.p2align 4,,10
	.p2align 3
.L205:
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
	.section	.rodata.str1.8
	.align 8
.LC20:
	.string	"%s '%s' is a directory: give a file, one number a line"
	.section	.rodata.str1.1
.LC21:
	.string	"r"
.LC22:
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
	jne	.L207
	movl	24(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L212
.L207:
	leaq	.LC21(%rip), %rsi
	movq	%rbp, %rdi
	call	fopen@PLT
	movq	%rax, (%rbx)
	testq	%rax, %rax
	je	.L213
	xorl	%eax, %eax
.L206:
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
.L212:
	.cfi_restore_state
	movq	%rbp, %r8
	movq	%r12, %rcx
	leaq	.LC20(%rip), %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L208:
	orl	$-1, %eax
	jmp	.L206
.L213:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbp, %r8
	movq	%r12, %rcx
	movq	%r14, %rsi
	movq	%rax, %r9
	leaq	.LC22(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L208
	.cfi_endproc
.LFE21:
	.size	numbers_open, .-numbers_open
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
	je	.L215
	call	fclose@PLT
.L215:
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
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB122:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	divsd	.LC23(%rip), %xmm0
	movq	%xmm0, %rbx
	call	log10@PLT
	movsd	.LC31(%rip), %xmm2
	movsd	.LC24(%rip), %xmm3
	movapd	%xmm0, %xmm1
	andpd	%xmm2, %xmm0
	ucomisd	%xmm0, %xmm3
	jbe	.L221
	cvttsd2siq	%xmm1, %rax
	pxor	%xmm0, %xmm0
	movsd	.LC26(%rip), %xmm4
	andnpd	%xmm1, %xmm2
	cvtsi2sdq	%rax, %xmm0
	movapd	%xmm0, %xmm3
	cmpnlesd	%xmm1, %xmm3
	andpd	%xmm4, %xmm3
	subsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm1
	orpd	%xmm2, %xmm1
.L221:
	movq	.LC27(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC28(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L220
	movsd	.LC29(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L229
	addsd	%xmm0, %xmm0
.L220:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L229:
	.cfi_restore_state
	movsd	.LC30(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L230
	mulsd	.LC23(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L230:
	.cfi_restore_state
	mulsd	.LC27(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE122:
	.size	nice_step, .-nice_step
	.section	.rodata.str1.8
	.align 8
.LC34:
	.string	"<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n"
	.align 8
.LC35:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	.align 8
.LC36:
	.string	"<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.align 8
.LC37:
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
	divsd	.LC32(%rip), %xmm0
	movsd	%xmm0, 16(%rsp)
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jb	.L233
	movapd	%xmm3, %xmm0
	leaq	.LC34(%rip), %rbp
	jmp	.L236
	.p2align 4,,10
	.p2align 3
.L240:
	movsd	16(%r14), %xmm0
.L236:
	movapd	%xmm3, %xmm2
	subsd	%xmm0, %xmm1
	movl	$790, %ecx
	movq	%rbp, %rsi
	subsd	%xmm0, %xmm2
	movl	$80, %edx
	movq	%rbx, %rdi
	movl	$4, %eax
	movsd	.LC12(%rip), %xmm0
	movl	$74, %r8d
	movsd	%xmm3, (%rsp)
	divsd	%xmm1, %xmm2
	mulsd	.LC11(%rip), %xmm2
	subsd	%xmm2, %xmm0
	movsd	.LC33(%rip), %xmm2
	addsd	%xmm0, %xmm2
	movapd	%xmm0, %xmm1
	call	fprintf@PLT
	movsd	24(%r14), %xmm1
	movsd	16(%rsp), %xmm0
	movsd	(%rsp), %xmm3
	addsd	8(%rsp), %xmm3
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jnb	.L240
.L233:
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
	leaq	.LC35(%rip), %rsi
	pushq	$80
	.cfi_def_cfa_offset 112
	call	fprintf@PLT
	movq	%r13, %r8
	movq	%rbx, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 80
	movl	$478, %ecx
	movl	$435, %edx
	leaq	.LC36(%rip), %rsi
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
	leaq	.LC37(%rip), %rsi
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
	je	.L242
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L243:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L243
	testq	%rcx, %rcx
	je	.L257
	testq	%rbx, %rbx
	je	.L257
	testq	%rcx, %rcx
	js	.L244
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L245:
	movsd	.LC39(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L255
	.p2align 4,,10
	.p2align 3
.L278:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L251
	leaq	(%rsi,%rsi), %r9
	movq	%rbx, %rdi
	movsd	%xmm2, 24(%rsp)
	addq	%r9, %rsi
	movq	%r9, 16(%rsp)
	salq	$4, %rsi
	call	realloc@PLT
	movq	16(%rsp), %r9
	movq	.LC39(%rip), %rdx
	testq	%rax, %rax
	movsd	24(%rsp), %xmm2
	movq	%rdx, %xmm3
	je	.L276
	movq	%r9, %rsi
	movq	%rax, %rbx
.L251:
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
	divsd	.LC40(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm1, %xmm1
	addq	$1, %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC41(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	pxor	%xmm1, %xmm1
	movsd	16(%rsp), %xmm2
	movq	24(%rsp), %rsi
	cvttsd2siq	%xmm0, %rax
	leaq	(%rax,%rax,4), %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC39(%rip), %rax
	movq	%rax, %xmm3
	xorl	%eax, %eax
	movapd	%xmm3, %xmm0
	divsd	%xmm1, %xmm0
	addsd	%xmm0, %xmm2
	cmpq	%r12, %r14
	jnb	.L277
.L255:
	testl	%eax, %eax
	je	.L246
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L246:
	testq	%r14, %r14
	js	.L248
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L249:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L278
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L255
.L277:
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
.L242:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L241:
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
.L248:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L249
	.p2align 4,,10
	.p2align 3
.L244:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L245
.L257:
	xorl	%esi, %esi
	jmp	.L242
.L276:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L241
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
	movsd	.LC26(%rip), %xmm0
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
	mulsd	.LC42(%rip), %xmm1
	subsd	%xmm1, %xmm0
	call	log@PLT
	xorpd	.LC43(%rip), %xmm0
	divsd	(%rbx), %xmm0
	mulsd	.LC44(%rip), %xmm0
	addsd	8(%rbx), %xmm0
	movsd	%xmm0, 8(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE20:
	.size	poisson_next, .-poisson_next
	.section	.rodata.str1.1
.LC45:
	.string	"1/(1-Percentile)"
.LC46:
	.string	"TotalCount"
.LC47:
	.string	"Percentile"
.LC48:
	.string	"Value"
.LC49:
	.string	"%12s %14s %10s %14s\n\n"
.LC50:
	.string	"%12.3f %2.12f %10lu %14.2f\n"
.LC51:
	.string	"%12.3f %2.12f %10lu\n"
	.section	.rodata.str1.8
	.align 8
.LC53:
	.string	"#[Mean    = %12.3f, StdDeviation   = %12.3f]\n"
	.align 8
.LC54:
	.string	"#[Max     = %12.3f, Total count    = %12lu]\n"
	.align 8
.LC55:
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
	je	.L315
	leaq	.LC45(%rip), %r9
	leaq	.LC46(%rip), %r8
	xorl	%eax, %eax
	movq	%rbx, %rdi
	leaq	.LC47(%rip), %rcx
	leaq	.LC48(%rip), %rdx
	leaq	.LC49(%rip), %rsi
	call	fprintf@PLT
	movq	40(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L331
	movsd	.LC32(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC51(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L291
	.p2align 4,,10
	.p2align 3
.L332:
	movq	%rbx, %rdi
	movl	$3, %eax
	addq	$1, %r13
	addq	$24, %r14
	movsd	.LC26(%rip), %xmm2
	movsd	.LC26(%rip), %xmm5
	leaq	.LC50(%rip), %rsi
	subsd	%xmm1, %xmm2
	divsd	%xmm2, %xmm5
	movapd	%xmm5, %xmm2
	call	fprintf@PLT
	cmpq	%rbp, %r13
	je	.L292
.L291:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC39(%rip), %xmm1
	testq	%rax, %rax
	js	.L286
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L287:
	movsd	.LC39(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L332
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L291
.L292:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L333
.L284:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L297
	.p2align 4,,10
	.p2align 3
.L335:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L295
.L336:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L296:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L334
.L297:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L335
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
	jns	.L336
.L295:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L296
	.p2align 4,,10
	.p2align 3
.L286:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L287
	.p2align 4,,10
	.p2align 3
.L334:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L304
	.p2align 4,,10
	.p2align 3
.L338:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L302
.L339:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L303:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L337
.L304:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L338
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
	jns	.L339
.L302:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L303
	.p2align 4,,10
	.p2align 3
.L337:
	movsd	.LC52(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L305
	cvttsd2siq	%xmm4, %r14
.L299:
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
	jbe	.L316
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L308:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L307
	cmpl	$63, %ebp
	jle	.L308
.L307:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L329
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L312:
	movsd	8(%rsp), %xmm4
	leaq	.LC53(%rip), %rsi
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
	js	.L313
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L314:
	movq	%r14, %rdx
	leaq	.LC54(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %eax
	divsd	8(%rsp), %xmm0
	call	fprintf@PLT
	movl	%ebp, %edx
	movq	%rbx, %rdi
	movl	$262144, %ecx
	leaq	.LC55(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L281:
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
.L305:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L299
	.p2align 4,,10
	.p2align 3
.L313:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L314
	.p2align 4,,10
	.p2align 3
.L316:
	movl	$1, %ebp
	jmp	.L307
	.p2align 4,,10
	.p2align 3
.L331:
	movsd	.LC32(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L284
	.p2align 4,,10
	.p2align 3
.L333:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L299
.L315:
	movl	$-1, %eax
	jmp	.L281
.L329:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L312
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
	je	.L341
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L342:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L342
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L347:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L347
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L344
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L366
.L363:
	pxor	%xmm0, %xmm0
.L349:
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
.L341:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L344:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC56(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L363
.L366:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L364
	sqrtsd	%xmm0, %xmm0
.L353:
	divsd	%xmm2, %xmm0
	jmp	.L349
.L364:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L353
	.cfi_endproc
.LFE92:
	.size	stats_of, .-stats_of
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
	je	.L368
	movq	120(%rsi), %rdi
.L368:
	cmpq	$0, 8(%rsi)
	movq	%rdi, 64(%rbx)
	movq	$-1, %rax
	je	.L369
	movq	24(%rsi), %rax
.L369:
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
	.section	.rodata.str1.8
	.align 8
.LC57:
	.string	"the load is at or above capacity (service >= interval)"
	.align 8
.LC58:
	.string	"it covers back-to-back closed loops with one connection only"
	.align 8
.LC59:
	.string	"it covers skipping closed loops with one connection only"
	.align 8
.LC60:
	.string	"the first stall does not begin on a due instant"
	.align 8
.LC61:
	.string	"a stall's backlog has not drained when the next stall begins"
	.align 8
.LC62:
	.string	"the stall period is not a whole number of intervals"
	.text
	.p2align 4
	.type	closed_form_gap.part.0, @function
closed_form_gap.part.0:
.LFB169:
	.cfi_startproc
	movq	(%rdi), %rsi
	movq	40(%rdi), %rcx
	leaq	.LC57(%rip), %rax
	cmpq	%rcx, %rsi
	jnb	.L375
	movl	112(%rdi), %eax
	cmpl	$2, %eax
	je	.L388
	cmpl	$1, %eax
	jne	.L378
	cmpq	$1, 120(%rdi)
	leaq	.LC59(%rip), %rax
	ja	.L375
.L378:
	movq	8(%rdi), %r8
	testq	%r8, %r8
	je	.L382
	movq	24(%rdi), %rax
	xorl	%edx, %edx
	divq	%rcx
	leaq	.LC60(%rip), %rax
	testq	%rdx, %rdx
	jne	.L375
	movq	16(%rdi), %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	je	.L375
	movq	%rdi, %rax
	xorl	%edx, %edx
	divq	%rcx
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC62(%rip), %rax
	testq	%rdx, %rdx
	jne	.L375
	subq	%rsi, %rcx
	movq	%r8, %rax
	xorl	%edx, %edx
	divq	%rcx
	cmpq	$1, %rdx
	movq	%rax, %r8
	leaq	.LC61(%rip), %rax
	sbbq	$-1, %r8
	cmpq	%r8, %rdi
	cmovnb	%r9, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L382:
	xorl	%eax, %eax
.L375:
	ret
	.p2align 4,,10
	.p2align 3
.L388:
	cmpq	$1, 120(%rdi)
	leaq	.LC58(%rip), %rax
	jbe	.L378
	ret
	.cfi_endproc
.LFE169:
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
	jne	.L389
	movl	112(%rdi), %eax
	movq	%rdi, %r10
	testl	%eax, %eax
	jne	.L389
	cmpq	$1, 120(%rdi)
	jne	.L389
	movq	%rsi, %rbx
	movq	%rdx, %rbp
	call	closed_form_gap.part.0
	testq	%rax, %rax
	je	.L404
.L389:
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
.L404:
	.cfi_restore_state
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L393:
	movq	(%rsi), %rdx
	testq	%rdx, %rdx
	je	.L391
	movq	%rcx, %rax
	.p2align 4,,10
	.p2align 3
.L392:
	movq	%rdx, %rcx
	xorl	%edx, %edx
	divq	%rcx
	movq	%rcx, %rax
	testq	%rdx, %rdx
	jne	.L392
.L391:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	jne	.L393
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
	jmp	.L389
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
	je	.L415
	movl	%ecx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L415:
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
	jne	.L405
	cmpq	$1048576, 96(%rbx)
	movl	$3, %ecx
	ja	.L405
	movl	112(%rbx), %edx
	leaq	by_kind.6(%rip), %rax
	movl	(%rax,%rdx,4), %ecx
	cmpl	$3, %ecx
	jne	.L410
	movq	104(%rbx), %rax
	testq	%rax, %rax
	je	.L410
	xorl	%edx, %edx
	divq	(%rbx)
	movq	120(%rbx), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	$1048576, %rax
	movl	$1, %eax
	cmovbe	%eax, %ecx
.L405:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L410:
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
	je	.L416
	cmpl	$2, %edx
	je	.L433
	movl	112(%rbp), %edx
	movq	96(%rbp), %rcx
	leaq	by_kind.6(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	movq	%rcx, %rdi
	je	.L434
.L422:
	salq	$3, %rdi
	leaq	0(,%rcx,8), %r12
.L421:
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
.L416:
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
.L434:
	.cfi_restore_state
	movq	104(%rbp), %rax
	testq	%rax, %rax
	je	.L422
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	120(%rbp), %rdx
	leaq	1(%rax,%rdx), %rdi
	jmp	.L422
	.p2align 4,,10
	.p2align 3
.L433:
	leaq	24(%rsp), %rdx
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	lattice_plan
	testl	%eax, %eax
	je	.L420
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
	je	.L420
	movdqa	(%rsp), %xmm0
	movl	$8, %esi
	movq	%rbp, %rdi
	movups	%xmm0, 64(%rbx)
	call	calloc@PLT
	movq	%rax, 80(%rbx)
	testq	%rax, %rax
	je	.L420
	movl	$524288, %r12d
	movl	$524288, %edi
	jmp	.L421
.L420:
	movl	$-1, %eax
	jmp	.L416
	.cfi_endproc
.LFE95:
	.size	buffers_init, .-buffers_init
	.section	.rodata.str1.8
	.align 8
.LC63:
	.string	"bench: the corrected set would hold more than 2^64 values: raise --expected-interval or shorten the run\n"
	.section	.rodata.str1.1
.LC64:
	.string	"bench: out of memory %s\n"
	.text
	.p2align 4
	.type	cannot, @function
cannot:
.LFB158:
	.cfi_startproc
	movl	%edi, %eax
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	cmpl	$-2, %eax
	je	.L439
	movq	%rsi, %rdx
	xorl	%eax, %eax
	leaq	.LC64(%rip), %rsi
	call	fprintf@PLT
	movl	$1, %eax
.L435:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L439:
	.cfi_restore_state
	movq	%rdi, %rcx
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC63(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L435
	.cfi_endproc
.LFE158:
	.size	cannot, .-cannot
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB174:
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
	je	.L447
.L441:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L440:
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
.L447:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L448
	movl	$512, %esi
	movl	$16, %ebp
.L442:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L449
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L441
	.p2align 4,,10
	.p2align 3
.L448:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L442
.L449:
	movl	$1, 24(%rbx)
	jmp	.L440
	.cfi_endproc
.LFE174:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.1
.LC65:
	.string	"%s%s"
.LC66:
	.string	"%.*s.%s.tmp.%ld"
.LC67:
	.string	"w"
.LC68:
	.string	"bench: cannot write %s: %s\n"
.LC69:
	.string	"RESULT export file=%s\n"
.LC70:
	.string	"bench: writing %s failed\n"
	.text
	.p2align 4
	.type	export_file, @function
export_file:
.LFB133:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rsi, %r8
	xorl	%eax, %eax
	movl	$1024, %esi
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	movq	%rdi, %rcx
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rdx, %r12
	leaq	.LC65(%rip), %rdx
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$2136, %rsp
	.cfi_def_cfa_offset 2192
	movq	%rsp, %rbp
	movq	%rbp, %rdi
	call	snprintf@PLT
	movl	$47, %esi
	movq	%rbp, %rdi
	call	strrchr@PLT
	testq	%rax, %rax
	je	.L457
	subq	%rbp, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r15
	addq	%rbp, %r15
.L451:
	call	getpid@PLT
	movl	%ebx, %ecx
	movq	%r15, %r9
	movq	%rbp, %r8
	leaq	1024(%rsp), %r14
	cltq
	subq	$8, %rsp
	.cfi_def_cfa_offset 2200
	movl	$1100, %esi
	pushq	%rax
	.cfi_def_cfa_offset 2208
	leaq	.LC66(%rip), %rdx
	movq	%r14, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	leaq	.LC67(%rip), %rsi
	movq	%r14, %rdi
	call	fopen@PLT
	movq	%rax, %rbx
	popq	%rax
	.cfi_def_cfa_offset 2200
	popq	%rdx
	.cfi_def_cfa_offset 2192
	testq	%rbx, %rbx
	je	.L459
	movq	%r13, %rsi
	movq	%rbx, %rdi
	call	*%r12
	testl	%eax, %eax
	jne	.L454
	movq	%rbx, %rdi
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r12d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r12d, %eax
	jne	.L455
	movq	%rbp, %rsi
	movq	%r14, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L455
	movq	%rbp, %rsi
	leaq	.LC69(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L450:
	addq	$2136, %rsp
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
.L457:
	.cfi_restore_state
	movq	%rbp, %r15
	xorl	%ebx, %ebx
	jmp	.L451
	.p2align 4,,10
	.p2align 3
.L455:
	movq	%r14, %rdi
	call	remove@PLT
.L454:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC70(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L453:
	movl	$-1, %ebx
	jmp	.L450
.L459:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC68(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L453
	.cfi_endproc
.LFE133:
	.size	export_file, .-export_file
	.section	.rodata.str1.1
.LC71:
	.string	"%lu.%lu"
.LC72:
	.string	"%lu.%02lu"
.LC73:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB182:
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
	jnb	.L465
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L466
	leaq	.LC73(%rip), %rdx
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
.L466:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC72(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L465:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC71(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE182:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.1
.LC74:
	.string	"%-10s %9lu"
	.globl	__divti3
.LC75:
	.string	"%lu.%04lu"
.LC76:
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
	leaq	.LC74(%rip), %rdi
	movq	%rsp, %rbp
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L468:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	fmt_us.constprop.0
	movq	%r13, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L468
	movq	(%r12), %r8
	movq	56(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L469
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
.L469:
	movq	%rbp, %rdi
	leaq	.LC75(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC76(%rip), %rdi
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
.LFB184:
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
	jb	.L475
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
.L475:
	cmpq	%rsi, %rcx
	jnb	.L477
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
.L477:
	movq	%rbx, 8(%rdi)
	movq	%rsi, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	movq	%rcx, (%rdi)
	ret
	.cfi_endproc
.LFE184:
	.size	serve_stalls.constprop.0, .-serve_stalls.constprop.0
	.section	.rodata.str1.1
.LC77:
	.string	" (negative)"
	.section	.rodata.str1.8
	.align 8
.LC78:
	.string	"the unit must be ns, us, ms or s"
	.align 8
.LC79:
	.string	"give a unit (ns, us, ms or s), e.g. 200us"
	.align 8
.LC80:
	.string	"'%s' is not a time%s: use a number and a unit (ns, us, ms, s), e.g. 200us or 0.5s"
	.section	.rodata.str1.1
.LC81:
	.string	"2^62 ns (about 146 years)"
	.section	.rodata.str1.8
	.align 8
.LC82:
	.string	"'%s' is too large: times must stay below %s"
	.section	.rodata.str1.1
.LC83:
	.string	"a digit must follow the point"
.LC84:
	.string	"'%s' is not a time: %s"
.LC85:
	.string	"at most nine after the point"
	.section	.rodata.str1.8
	.align 8
.LC86:
	.string	"'%s' has too many decimals: %s"
	.align 8
.LC87:
	.string	"use a finer unit or fewer decimals"
	.align 8
.LC88:
	.string	"'%s' is not a whole number of nanoseconds: %s"
	.text
	.p2align 4
	.type	parse_time.constprop.0, @function
parse_time.constprop.0:
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
	movq	%rdi, %r13
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
	movq	%rdx, 32(%rsp)
	movzbl	(%rdi), %edx
	movl	%esi, 44(%rsp)
	leal	-48(%rdx), %eax
	movq	%rcx, 16(%rsp)
	cmpb	$9, %al
	ja	.L480
	movsbq	%al, %r12
	movl	$10, %esi
	jmp	.L481
	.p2align 4,,10
	.p2align 3
.L490:
	movq	%r12, %rax
	mulq	%rsi
	jo	.L486
	movsbq	%cl, %rcx
	addq	%rcx, %rax
	movq	%rax, %r12
	jc	.L486
.L481:
	movq	%rdi, %r9
	movzbl	1(%rdi), %r14d
	addq	$1, %rdi
	leal	-48(%r14), %ecx
	cmpb	$9, %cl
	jbe	.L490
	movl	$1, %r15d
	xorl	%ebp, %ebp
	cmpb	$46, %r14b
	je	.L518
.L491:
	movq	$0, 24(%rsp)
	leaq	units.10(%rip), %rbx
.L496:
	movq	(%rbx), %rsi
	movq	%rdi, 8(%rsp)
	call	strcmp@PLT
	movq	8(%rsp), %rdi
	testl	%eax, %eax
	jne	.L495
	movq	8(%rbx), %rax
	movq	%rax, 24(%rsp)
.L495:
	addq	$16, %rbx
	leaq	64+units.10(%rip), %rax
	cmpq	%rbx, %rax
	jne	.L496
	testb	%r14b, %r14b
	je	.L497
	cmpq	$0, 24(%rsp)
	je	.L519
	movq	24(%rsp), %rax
.L517:
	imulq	%rax, %rbp
.L500:
	movq	%rbp, %rax
	xorl	%edx, %edx
	divq	%r15
	movq	%rdx, %r9
	movq	%rax, %r10
	testq	%rdx, %rdx
	jne	.L520
	movq	24(%rsp), %rax
	movq	%r10, %rsi
	xorl	%edi, %edi
	mulq	%r12
	addq	%rax, %rsi
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rdi
	cmpq	%rsi, %rax
	sbbq	%rdi, %r9
	jc	.L486
.L501:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
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
.L486:
	.cfi_restore_state
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC81(%rip), %r8
	leaq	.LC82(%rip), %rdx
	call	snprintf@PLT
.L483:
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
.L497:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L506
	movq	%rbp, %rsi
	orq	%r12, %rsi
	je	.L501
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L517
	leaq	.LC79(%rip), %r8
.L498:
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC84(%rip), %rdx
	call	snprintf@PLT
	jmp	.L483
	.p2align 4,,10
	.p2align 3
.L518:
	movzbl	1(%rdi), %r14d
	leaq	2(%r9), %rax
	leal	-48(%r14), %esi
	cmpb	$9, %sil
	ja	.L521
	addq	$11, %r9
	.p2align 4,,10
	.p2align 3
.L493:
	addq	$1, %rax
	leal	-48(%r14), %edx
	leaq	0(%rbp,%rbp,4), %rsi
	movzbl	(%rax), %r14d
	movsbq	%dl, %rdx
	leaq	(%r15,%r15,4), %rcx
	leaq	(%rdx,%rsi,2), %rbp
	leaq	(%rcx,%rcx), %r15
	leal	-48(%r14), %esi
	cmpb	$9, %sil
	ja	.L522
	cmpq	%rax, %r9
	jne	.L493
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC85(%rip), %r8
	leaq	.LC86(%rip), %rdx
	call	snprintf@PLT
	jmp	.L483
.L506:
	movq	$1, 24(%rsp)
	jmp	.L500
.L522:
	movq	%rax, %rdi
	jmp	.L491
.L480:
	cmpb	$45, %dl
	leaq	.LC77(%rip), %rax
	movq	%rdi, %rcx
	movq	16(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	leaq	.LC80(%rip), %rdx
	movl	$160, %esi
	cmove	%rax, %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L483
.L519:
	leaq	.LC78(%rip), %r8
	jmp	.L498
.L520:
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC87(%rip), %r8
	leaq	.LC88(%rip), %rdx
	call	snprintf@PLT
	jmp	.L483
.L521:
	leaq	.LC83(%rip), %r8
	jmp	.L498
	.cfi_endproc
.LFE185:
	.size	parse_time.constprop.0, .-parse_time.constprop.0
	.section	.rodata.str1.1
.LC89:
	.string	"--quick"
.LC90:
	.string	"--export-values"
.LC91:
	.string	"--cross-check"
	.section	.rodata.str1.8
	.align 8
.LC92:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC93:
	.string	"unexpected argument '%s': %s"
.LC94:
	.string	"see bench --help"
.LC95:
	.string	"%s needs a value: %s"
.LC96:
	.string	"--service"
.LC97:
	.string	"--service %s"
.LC98:
	.string	"it must be above zero"
	.section	.rodata.str1.8
	.align 8
.LC99:
	.string	"--service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC100:
	.string	"--interval"
.LC101:
	.string	"--interval %s"
	.section	.rodata.str1.8
	.align 8
.LC102:
	.string	"--interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC103:
	.string	"--stall"
.LC104:
	.string	"--stall %s"
.LC105:
	.string	"--period"
.LC106:
	.string	"--period %s"
.LC107:
	.string	"--first-stall"
.LC108:
	.string	"--first-stall %s"
.LC109:
	.string	"--slow-above"
.LC110:
	.string	"--slow-above %s"
.LC111:
	.string	"--duration"
.LC112:
	.string	"--duration %s"
	.section	.rodata.str1.8
	.align 8
.LC113:
	.string	"--duration '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC114:
	.string	"--requests"
	.section	.rodata.str1.8
	.align 8
.LC115:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sort)"
	.align 8
.LC116:
	.string	"--requests '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC117:
	.string	"--expected-interval"
.LC118:
	.string	"mean"
.LC119:
	.string	"a time above zero, or mean"
	.section	.rodata.str1.8
	.align 8
.LC120:
	.string	"--expected-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC121:
	.string	"--rank"
.LC122:
	.string	"round"
.LC123:
	.string	"ceil"
.LC124:
	.string	"use round or ceil"
.LC125:
	.string	"--rank '%s' is not valid: %s"
.LC126:
	.string	"--exact-by"
.LC127:
	.string	"auto"
.LC128:
	.string	"sort"
.LC129:
	.string	"lattice"
.LC130:
	.string	"passes"
	.section	.rodata.str1.8
	.align 8
.LC131:
	.string	"use auto, sort, lattice or passes"
	.align 8
.LC132:
	.string	"--exact-by '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC133:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC134:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC135:
	.string	"--reps '%s' is not valid: %s"
.LC136:
	.string	"--schedule"
.LC137:
	.string	"fixed"
.LC138:
	.string	"poisson"
	.section	.rodata.str1.8
	.align 8
.LC139:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.align 8
.LC140:
	.string	"--schedule '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC141:
	.string	"--rate"
	.section	.rodata.str1.8
	.align 8
.LC142:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC143:
	.string	"--rate '%s' is not valid: %s"
.LC145:
	.string	"--seed"
	.section	.rodata.str1.8
	.align 8
.LC146:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC147:
	.string	"--seed '%s' is not valid: %s"
.LC148:
	.string	"--arrivals"
.LC149:
	.string	"--closed"
.LC150:
	.string	"catch-up"
.LC151:
	.string	"skip"
.LC152:
	.string	"back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC153:
	.string	"use catch-up, skip or back-to-back"
	.align 8
.LC154:
	.string	"--closed '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC155:
	.string	"--connections"
	.section	.rodata.str1.8
	.align 8
.LC156:
	.string	"a whole number from 1 to 1000000"
	.align 8
.LC157:
	.string	"--connections '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC158:
	.string	"--correct"
.LC159:
	.string	"--trace-values"
.LC160:
	.string	"--export"
	.section	.rodata.str1.8
	.align 8
.LC161:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.align 8
.LC162:
	.string	"--export '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC163:
	.string	"--sweep"
.LC164:
	.string	"load"
.LC165:
	.string	"stall"
.LC166:
	.string	"use load or stall"
.LC167:
	.string	"--sweep '%s' is not valid: %s"
.LC168:
	.string	"unknown option '%s': %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB186:
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
	subq	$200, %rsp
	.cfi_def_cfa_offset 256
	movq	%rcx, 8(%rsp)
	testl	%esi, %esi
	jle	.L587
	movq	%rdi, %r12
	movl	%esi, %r15d
	movq	%rdx, %r13
	xorl	%r14d, %r14d
	jmp	.L524
	.p2align 4,,10
	.p2align 3
.L626:
	movl	$1, 288(%r12)
.L527:
	addl	$1, %r14d
	cmpl	%r14d, %r15d
	jle	.L587
.L524:
	movslq	%r14d, %rax
	leaq	.LC89(%rip), %rsi
	movq	0(%r13,%rax,8), %rbx
	leaq	0(,%rax,8), %rbp
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L626
	leaq	.LC90(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L528
	movl	$1, 256(%r12)
	addl	$1, %r14d
	cmpl	%r14d, %r15d
	jg	.L524
.L587:
	xorl	%eax, %eax
.L523:
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
.L528:
	.cfi_restore_state
	leaq	.LC91(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L530
	movl	$3, 176(%r12)
	jmp	.L527
.L530:
	cmpb	$45, (%rbx)
	je	.L627
.L592:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC92(%rip), %r8
	leaq	.LC93(%rip), %rdx
	call	snprintf@PLT
.L533:
	movl	$-1, %eax
	jmp	.L523
	.p2align 4,,10
	.p2align 3
.L627:
	cmpb	$45, 1(%rbx)
	jne	.L592
	addl	$1, %r14d
	cmpl	%r15d, %r14d
	je	.L628
	leaq	.LC96(%rip), %rsi
	movq	%rbx, %rdi
	movq	8(%r13,%rbp), %rbp
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L629
	leaq	.LC100(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L630
	leaq	.LC103(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L631
	leaq	.LC105(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L632
	leaq	.LC107(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L633
	leaq	.LC109(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L634
	leaq	.LC111(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L635
	leaq	.LC114(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L636
	leaq	.LC117(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L555
	leaq	.LC118(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L556
	xorl	%esi, %esi
	leaq	32(%rsp), %rcx
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L557
	movq	24(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L557
	movq	%rdx, 128(%r12)
.L556:
	movl	%eax, 136(%r12)
	movl	$1, 292(%r12)
	jmp	.L527
	.p2align 4,,10
	.p2align 3
.L629:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L637
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L638
	movq	%rax, (%r12)
	jmp	.L527
	.p2align 4,,10
	.p2align 3
.L630:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L639
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L640
	movq	%rax, 40(%r12)
	jmp	.L527
	.p2align 4,,10
	.p2align 3
.L631:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L641
	movq	24(%rsp), %rax
	movq	%rax, 8(%r12)
	jmp	.L527
	.p2align 4,,10
	.p2align 3
.L632:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L642
	movq	24(%rsp), %rax
	movq	%rax, 16(%r12)
	jmp	.L527
	.p2align 4,,10
	.p2align 3
.L633:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L643
	movq	24(%rsp), %rax
	movq	%rax, 24(%r12)
	jmp	.L527
	.p2align 4,,10
	.p2align 3
.L635:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L644
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L645
	movq	%rax, 184(%r12)
	movq	$0, 192(%r12)
	jmp	.L527
	.p2align 4,,10
	.p2align 3
.L634:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L646
	movq	24(%rsp), %rax
	movq	%rax, 152(%r12)
	jmp	.L527
	.p2align 4,,10
	.p2align 3
.L628:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC94(%rip), %r8
	leaq	.LC95(%rip), %rdx
	call	snprintf@PLT
	jmp	.L533
	.p2align 4,,10
	.p2align 3
.L555:
	leaq	.LC121(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L559
	leaq	.LC122(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC123(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L560
	testl	%eax, %eax
	jne	.L647
.L560:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 160(%r12)
	jmp	.L527
	.p2align 4,,10
	.p2align 3
.L636:
	leaq	24(%rsp), %rcx
	movl	$1, %esi
	movq	%rbp, %rdi
	movabsq	$1099511627776, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L648
	movq	24(%rsp), %rax
	movq	$0, 184(%r12)
	movq	%rax, 192(%r12)
	jmp	.L527
.L559:
	leaq	.LC126(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L561
	leaq	.LC127(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L649
	leaq	.LC128(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L650
	leaq	.LC129(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L651
	leaq	.LC130(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L565
	movl	$3, 164(%r12)
	jmp	.L527
.L561:
	leaq	.LC133(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L652
	leaq	.LC136(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L568
	leaq	.LC137(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC138(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L569
	testl	%eax, %eax
	jne	.L653
.L569:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 32(%r12)
	jmp	.L527
.L638:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC98(%rip), %r8
	leaq	.LC99(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L533
.L640:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC98(%rip), %r8
	leaq	.LC102(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L533
.L637:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC8(%rip), %r8
	leaq	.LC97(%rip), %rdx
	call	snprintf@PLT
	jmp	.L533
.L649:
	movl	$0, 164(%r12)
	jmp	.L527
.L568:
	leaq	.LC141(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L654
	leaq	.LC145(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L655
	leaq	.LC148(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L656
	leaq	.LC149(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L576
	leaq	.LC150(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L577
	leaq	.LC151(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L590
	leaq	.LC152(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L657
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC153(%rip), %r8
	leaq	.LC154(%rip), %rdx
	call	snprintf@PLT
	jmp	.L533
.L652:
	leaq	24(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L658
	movq	24(%rsp), %rax
	movl	%eax, 168(%r12)
	jmp	.L527
.L641:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC8(%rip), %r8
	leaq	.LC104(%rip), %rdx
	call	snprintf@PLT
	jmp	.L533
.L639:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC8(%rip), %r8
	leaq	.LC101(%rip), %rdx
	call	snprintf@PLT
	jmp	.L533
.L650:
	movl	$1, 164(%r12)
	jmp	.L527
.L642:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC8(%rip), %r8
	leaq	.LC106(%rip), %rdx
	call	snprintf@PLT
	jmp	.L533
.L651:
	movl	$2, 164(%r12)
	jmp	.L527
.L643:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC8(%rip), %r8
	leaq	.LC108(%rip), %rdx
	call	snprintf@PLT
	jmp	.L533
.L646:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC8(%rip), %r8
	leaq	.LC110(%rip), %rdx
	call	snprintf@PLT
	jmp	.L533
.L654:
	movzbl	0(%rbp), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L572
	call	__errno_location@PLT
	leaq	32(%rsp), %rsi
	movq	%rbp, %rdi
	movl	$0, (%rax)
	movq	%rax, %rbx
	call	strtod@PLT
	movl	(%rbx), %eax
	testl	%eax, %eax
	jne	.L572
	movq	32(%rsp), %rax
	cmpb	$0, (%rax)
	jne	.L572
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L572
	comisd	.LC144(%rip), %xmm0
	ja	.L572
	movsd	%xmm0, 200(%r12)
	jmp	.L527
.L655:
	xorl	%esi, %esi
	leaq	208(%r12), %rcx
	movq	$-1, %rdx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L527
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC146(%rip), %r8
	leaq	.LC147(%rip), %rdx
	call	snprintf@PLT
	jmp	.L533
	.p2align 4,,10
	.p2align 3
.L557:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC119(%rip), %r8
	leaq	.LC120(%rip), %rdx
	call	snprintf@PLT
	jmp	.L533
.L645:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC98(%rip), %r8
	leaq	.LC113(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L533
.L576:
	leaq	.LC155(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L659
	leaq	.LC158(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L660
	leaq	.LC159(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L661
	leaq	.LC160(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L582
	cmpb	$0, 0(%rbp)
	je	.L583
	movq	%rbp, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L583
	movq	%rbp, 248(%r12)
	jmp	.L527
.L656:
	movq	%rbp, 216(%r12)
	movl	$2, 32(%r12)
	jmp	.L527
.L659:
	leaq	120(%r12), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L527
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC156(%rip), %r8
	leaq	.LC157(%rip), %rdx
	call	snprintf@PLT
	jmp	.L533
	.p2align 4,,10
	.p2align 3
.L644:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC8(%rip), %r8
	leaq	.LC112(%rip), %rdx
	call	snprintf@PLT
	jmp	.L533
.L648:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC115(%rip), %r8
	leaq	.LC116(%rip), %rdx
	call	snprintf@PLT
	jmp	.L533
.L583:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC161(%rip), %r8
	leaq	.LC162(%rip), %rdx
	call	snprintf@PLT
	jmp	.L533
.L660:
	movq	%rbp, 224(%r12)
	movl	$1, 176(%r12)
	jmp	.L527
.L565:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC131(%rip), %r8
	leaq	.LC132(%rip), %rdx
	call	snprintf@PLT
	jmp	.L533
.L572:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC142(%rip), %r8
	leaq	.LC143(%rip), %rdx
	call	snprintf@PLT
	jmp	.L533
.L647:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC124(%rip), %r8
	leaq	.LC125(%rip), %rdx
	call	snprintf@PLT
	jmp	.L533
.L658:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC134(%rip), %r8
	leaq	.LC135(%rip), %rdx
	call	snprintf@PLT
	jmp	.L533
.L582:
	leaq	.LC163(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L585
	leaq	.LC164(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L586
	leaq	.LC165(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L662
.L586:
	movq	%rbp, 240(%r12)
	movl	$2, 176(%r12)
	jmp	.L527
.L585:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC94(%rip), %r8
	leaq	.LC168(%rip), %rdx
	call	snprintf@PLT
	jmp	.L533
.L661:
	movq	%rbp, 232(%r12)
	movl	$1, 176(%r12)
	jmp	.L527
.L662:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC166(%rip), %r8
	leaq	.LC167(%rip), %rdx
	call	snprintf@PLT
	jmp	.L533
.L653:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC139(%rip), %r8
	leaq	.LC140(%rip), %rdx
	call	snprintf@PLT
	jmp	.L533
.L657:
	movl	$2, %eax
.L577:
	movl	%eax, 112(%r12)
	jmp	.L527
.L590:
	movl	$1, %eax
	jmp	.L577
	.cfi_endproc
.LFE186:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC169:
	.string	"%s '%s' could not be read whole"
	.align 8
.LC170:
	.string	"%s '%s' is empty: it needs at least one number"
	.align 8
.LC171:
	.string	" is %zd characters long: at most %d are allowed"
	.section	.rodata.str1.1
.LC172:
	.string	": %s"
	.section	.rodata.str1.8
	.align 8
.LC173:
	.string	": '%s' is not valid: a whole number of nanoseconds from 0 to 2^62"
	.align 8
.LC174:
	.string	": %lu comes before the previous line's %lu: due times must not decrease"
	.section	.rodata.str1.1
.LC175:
	.string	"%s %.40s: line %lu"
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
	js	.L683
	addq	$1, 48(%r13)
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L668
	jmp	.L670
	.p2align 4,,10
	.p2align 3
.L671:
	movb	$0, (%rax)
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L670
.L668:
	movq	8(%r13), %rdi
	leaq	-1(%rcx), %rdx
	leaq	(%rdi,%rdx), %rax
	movzbl	(%rax), %esi
	cmpb	$10, %sil
	je	.L671
	cmpb	$13, %sil
	je	.L671
	cmpq	$64, %rcx
	jg	.L684
	movl	40(%r13), %eax
	testl	%eax, %eax
	jne	.L685
	movabsq	$4611686018427387903, %rdx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L686
	cmpq	$1, 48(%r13)
	movq	(%r12), %rcx
	jbe	.L677
	movq	56(%r13), %r8
	cmpq	%r8, %rcx
	jb	.L687
.L677:
	movq	%rcx, 56(%r13)
	jmp	.L675
	.p2align 4,,10
	.p2align 3
.L684:
	movl	$64, %r8d
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	leaq	.LC171(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
.L669:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movl	$64, %esi
	movq	%r14, %rdi
	movq	48(%r13), %r9
	leaq	.LC175(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %r8
	movq	%r14, %rcx
	movq	%rbp, %rsi
	leaq	.LC65(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L666:
	movl	$-1, %eax
.L663:
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
.L683:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L688
	cmpq	$0, 48(%r13)
	jne	.L663
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC170(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L666
	.p2align 4,,10
	.p2align 3
.L685:
	movq	%rsp, %r14
	movq	%r12, %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L689
.L675:
	movl	$1, %eax
	jmp	.L663
	.p2align 4,,10
	.p2align 3
.L670:
	movdqa	.LC176(%rip), %xmm0
	leaq	160(%rsp), %r12
	movq	%rsp, %r14
	movaps	%xmm0, 160(%rsp)
	movdqa	.LC177(%rip), %xmm0
	movaps	%xmm0, 176(%rsp)
	movdqa	.LC178(%rip), %xmm0
	movups	%xmm0, 187(%rsp)
	jmp	.L669
	.p2align 4,,10
	.p2align 3
.L689:
	leaq	160(%rsp), %r12
	movq	%r14, %rcx
	movl	$192, %esi
	xorl	%eax, %eax
	leaq	.LC172(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L669
.L686:
	movq	8(%r13), %rcx
	leaq	.LC173(%rip), %rdx
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	movl	$192, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L669
.L688:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC169(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L666
.L687:
	leaq	160(%rsp), %r12
	leaq	.LC174(%rip), %rdx
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	%rsp, %r14
	call	snprintf@PLT
	jmp	.L669
	.cfi_endproc
.LFE23:
	.size	numbers_next, .-numbers_next
	.section	.rodata.str1.1
.LC179:
	.string	"it ended early"
	.section	.rodata.str1.8
	.align 8
.LC180:
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
	je	.L691
	movq	(%rdx,%rax,8), %rax
.L690:
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
.L691:
	.cfi_restore_state
	movl	32(%rbx), %edx
	testl	%edx, %edx
	je	.L701
	cmpl	$1, %edx
	je	.L702
	leaq	16(%rsp), %rbp
	addq	$40, %rdi
	leaq	8(%rsp), %rsi
	movl	$256, %ecx
	movq	%rbp, %rdx
	call	numbers_next
	cmpl	$1, %eax
	jne	.L697
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
.L701:
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
.L702:
	.cfi_restore_state
	addq	$16, %rdi
	call	poisson_next
	movsd	.LC52(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L703
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L690
	.p2align 4,,10
	.p2align 3
.L703:
	cvttsd2siq	%xmm0, %rax
	jmp	.L690
.L697:
	testl	%eax, %eax
	leaq	.LC179(%rip), %rax
	movq	stderr(%rip), %rdi
	movq	64(%rbx), %rdx
	cmovne	%rbp, %rax
	leaq	.LC180(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE26:
	.size	due_next, .-due_next
	.p2align 4
	.type	dist_count_le.isra.0, @function
dist_count_le.isra.0:
.LFB188:
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
.LFE189:
	.size	summarise.isra.0, .-summarise.isra.0
	.p2align 4
	.type	aggregate, @function
aggregate:
.LFB110:
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
	jne	.L769
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
.L768:
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
.L756:
	movq	%r12, %rdx
	movq	%rbx, %rsi
	movq	$-1, %rcx
	testl	%ebp, %ebp
	jne	.L759
	jmp	.L763
	.p2align 4,,10
	.p2align 3
.L782:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L758:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%r14, %rdx
	je	.L763
.L759:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L782
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L758
	.p2align 4,,10
	.p2align 3
.L763:
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
	jne	.L756
	movq	64(%rsp), %r15
	movq	%r13, %rbx
	testl	%ebp, %ebp
	je	.L764
	movq	(%rsp), %rax
	movq	24(%rsp), %rdx
	leaq	-56(%rax), %rcx
	.p2align 4,,10
	.p2align 3
.L765:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L765
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
.L766:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L766
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
.L767:
	movdqa	(%rcx), %xmm1
	addq	$16, %rdx
	addq	$288, %rcx
	movaps	%xmm1, -16(%rdx)
	cmpq	%rdx, %rax
	jne	.L767
.L770:
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
	jne	.L768
	movq	80(%rsp), %r13
	movq	48(%rsp), %rdx
.L769:
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
.L764:
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
	jmp	.L770
	.cfi_endproc
.LFE110:
	.size	aggregate, .-aggregate
	.section	.rodata.str1.1
.LC181:
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
	je	.L796
.L794:
	ret
	.p2align 4,,10
	.p2align 3
.L796:
	movl	32(%rsi), %eax
	testl	%eax, %eax
	je	.L794
	cmpl	$1, %eax
	je	.L797
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	leaq	40(%rdx), %rdi
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC148(%rip), %rdx
	subq	$256, %rsp
	.cfi_def_cfa_offset 272
	movq	64(%rsi), %rsi
	movq	%rsp, %rbx
	movq	%rbx, %r8
	call	numbers_open
	testl	%eax, %eax
	jne	.L798
	addq	$256, %rsp
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L797:
	.cfi_restore 3
	movq	56(%rsi), %rax
	movsd	48(%rsi), %xmm0
	movq	%rax, 32(%rdx)
	movsd	%xmm0, 16(%rdx)
	ret
.L798:
	.cfi_def_cfa_offset 272
	.cfi_offset 3, -16
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC181(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE27:
	.size	due_restart, .-due_restart
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
	jnb	.L799
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
	jmp	.L810
	.p2align 4,,10
	.p2align 3
.L819:
	movq	$-1, (%rdi)
.L804:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L803:
	cmpq	%r15, %rbx
	jnb	.L799
.L810:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L801
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L801
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L818
.L801:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L804
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L805
	addq	%rcx, %rdx
.L806:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L819
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L804
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
	jmp	.L804
	.p2align 4,,10
	.p2align 3
.L805:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L806
	.p2align 4,,10
	.p2align 3
.L799:
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
.L818:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L802:
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
	jne	.L802
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L803
	.cfi_endproc
.LFE34:
	.size	run_open, .-run_open
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
	je	.L839
	leaq	16(%rdi), %rax
	movq	%rsi, %r11
	xorl	%r12d, %r12d
	movq	%rax, 16(%rsp)
	jmp	.L836
	.p2align 4,,10
	.p2align 3
.L822:
	movq	72(%rbx), %rax
	cmpq	96(%r14), %rax
	jnb	.L821
	movq	48(%rbx), %rcx
	cmpq	40(%rbx), %rcx
	je	.L821
	movq	32(%rbx), %rsi
	leaq	1(%rcx), %rdi
	movq	%rdi, 48(%rbx)
	movq	(%rsi,%rcx,8), %rbp
	cmpl	$2, %r15d
	jne	.L843
	cmpq	%rdx, %rbp
	jb	.L825
.L843:
	cmpl	$1, %r15d
	je	.L856
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	movq	(%r14), %rcx
	movq	16(%rbx), %rax
	cmovnb	%rbp, %rsi
	movq	%rbp, %r13
	leaq	(%rcx,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L828
.L837:
	movq	8(%r14), %r8
	cmpq	%rax, %rsi
	jnb	.L829
	addq	%r8, %rdx
.L830:
	movq	16(%r14), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	jne	.L831
	movq	$-1, 16(%rbx)
.L828:
	movq	80(%rbx), %rcx
	movq	56(%rbx), %rax
	testl	%r15d, %r15d
	cmovne	%r13, %rbp
	movq	%rdx, (%rax,%rcx,8)
.L834:
	movq	%rdx, %rax
	subq	%rbp, %rax
	movq	%rax, (%r11,%r12,8)
	movq	72(%rbx), %rax
	addq	$1, %r12
.L825:
	addq	$1, %rax
	movq	%rax, 72(%rbx)
	movq	80(%rbx), %rax
	addq	$1, %rax
	cmpq	64(%rbx), %rax
	jne	.L835
	xorl	%eax, %eax
.L835:
	movq	%rax, 80(%rbx)
	cmpq	%r10, %r12
	jnb	.L821
.L836:
	cmpl	$3, %r15d
	jne	.L822
	movq	80(%rbx), %r8
	movq	56(%rbx), %rdi
	movq	104(%r14), %rax
	movq	(%rdi,%r8,8), %rbp
	testq	%rax, %rax
	je	.L823
	cmpq	%rax, %rbp
	jnb	.L821
.L855:
	movq	%rbp, %r13
.L824:
	cmpq	%r13, %rdx
	movq	%rdx, %rsi
	movq	(%r14), %rcx
	movq	16(%rbx), %rax
	cmovb	%r13, %rsi
	leaq	(%rcx,%rsi), %rdx
	cmpq	%rdx, %rax
	jb	.L837
	movq	%rdx, (%rdi,%r8,8)
	movq	%r13, %rbp
	jmp	.L834
	.p2align 4,,10
	.p2align 3
.L831:
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L828
	movq	16(%rsp), %rdi
	movq	%r10, 8(%rsp)
	movq	%r11, (%rsp)
	call	serve_stalls.constprop.0
	movq	8(%rsp), %r10
	movq	(%rsp), %r11
	movq	%rax, %rdx
	jmp	.L828
	.p2align 4,,10
	.p2align 3
.L829:
	leaq	(%r8,%rax), %rdi
	leaq	(%rdi,%rcx), %r9
	cmpq	%rdi, %rsi
	cmovb	%r9, %rdx
	jmp	.L830
	.p2align 4,,10
	.p2align 3
.L823:
	movq	96(%r14), %rax
	cmpq	%rax, 72(%rbx)
	jb	.L855
.L821:
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
.L856:
	.cfi_restore_state
	movq	80(%rbx), %r8
	movq	56(%rbx), %rdi
	movq	(%rdi,%r8,8), %r13
	cmpq	%r13, %rbp
	cmovnb	%rbp, %r13
	jmp	.L824
.L839:
	xorl	%r12d, %r12d
	jmp	.L821
	.cfi_endproc
.LFE39:
	.size	walk_run, .-walk_run
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB54:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L872
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
.L858:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L863
	.p2align 4,,10
	.p2align 3
.L859:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L861
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L861:
	testq	%r8, %r8
	je	.L862
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L862
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L862:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L859
.L863:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L858
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
.L872:
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
.LC186:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.section	.rodata.str1.1
.LC187:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC188:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC189:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC190:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC192:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC193:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC194:
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
	movapd	.LC183(%rip), %xmm0
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
	jle	.L881
	movslq	%r12d, %rax
	movsd	.LC184(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L880
	.p2align 4,,10
	.p2align 3
.L914:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L879:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L913
.L880:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L914
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L879
.L913:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L915
.L881:
	movsd	.LC26(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L877:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC186(%rip), %rsi
	pushq	%r14
	leaq	XTICK.7(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	movq	%rbx, -272(%rbp)
	leaq	-240(%rbp), %rsi
	leaq	.LC188(%rip), %rdx
	movq	%rbx, %rdi
	leaq	.LC187(%rip), %rcx
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
.L884:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC23(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC189(%rip), %rsi
	mulsd	.LC13(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC14(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L884
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L900
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
.L899:
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
	je	.L887
	testq	%rbx, %rbx
	je	.L887
	testq	%rax, %rax
	je	.L887
	testq	%r14, %r14
	je	.L916
	movq	.LC184(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L894
	.p2align 4,,10
	.p2align 3
.L917:
	divsd	%xmm6, %xmm0
	movsd	.LC26(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC26(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L890:
	call	log10@PLT
	movq	.LC23(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L892
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L893:
	movq	-264(%rbp), %rax
	divsd	.LC184(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L889
.L894:
	movsd	(%r12), %xmm0
	movsd	.LC39(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L917
	movq	.LC182(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L890
	.p2align 4,,10
	.p2align 3
.L892:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L893
	.p2align 4,,10
	.p2align 3
.L916:
	movsd	.LC184(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L889:
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
	js	.L895
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L896:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC11(%rip), %xmm0
	movsd	.LC12(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC192(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC191(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L897
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L898:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC193(%rip), %rdx
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
	leaq	.LC194(%rip), %rsi
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
	jne	.L899
.L900:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC190(%rip), %rdi
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
.L897:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L898
	.p2align 4,,10
	.p2align 3
.L895:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L896
.L915:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC185(%rip), %xmm2
	movsd	.LC31(%rip), %xmm3
	movsd	.LC24(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L883
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC26(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
.L883:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L877
.L887:
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
	jnb	.L918
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
	jmp	.L928
	.p2align 4,,10
	.p2align 3
.L938:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L923:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L922:
	cmpq	%r15, %rbp
	jnb	.L918
.L928:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L920
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L920
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L937
.L920:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L923
	cmpq	%rax, %rbx
	jnb	.L924
	addq	%r8, %rdx
.L925:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L938
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L923
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
	jmp	.L923
	.p2align 4,,10
	.p2align 3
.L924:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L925
	.p2align 4,,10
	.p2align 3
.L918:
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
.L937:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L921:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L921
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L922
	.cfi_endproc
.LFE33:
	.size	run_closed, .-run_closed
	.section	.rodata.str1.8
	.align 8
.LC196:
	.string	"load, % of the server's capacity"
	.section	.rodata.str1.1
.LC197:
	.string	"stall (us, log scale)"
.LC198:
	.string	"p99 latency (ms)"
.LC199:
	.string	"%g"
	.section	.rodata.str1.8
	.align 8
.LC200:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n"
	.align 8
.LC201:
	.string	"p99 against stall length (the load held fixed)"
	.align 8
.LC202:
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
	jne	.L973
	testq	%r14, %r14
	je	.L973
	movq	64(%rsp), %rax
	movq	%r15, 16(%rsp)
	pxor	%xmm1, %xmm1
	xorl	%ebp, %ebp
	movq	%r13, 8(%rsp)
	movq	(%rsp), %r13
	leaq	264(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L949:
	movq	0(%r13,%rbp,8), %rax
	testq	%rax, %rax
	js	.L943
	movl	40(%rsp), %r11d
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testl	%r11d, %r11d
	je	.L981
.L945:
	movsd	%xmm0, (%r12,%rbp,8)
	leaq	-240(%rbx), %r15
.L948:
	movq	(%r15), %rdx
	testq	%rdx, %rdx
	js	.L946
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L947:
	divsd	.LC184(%rip), %xmm0
	addq	$80, %r15
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%r15, %rbx
	jne	.L948
	addq	$1, %rbp
	movsd	%xmm0, 120(%rsp)
	addq	$288, %rbx
	cmpq	%r14, %rbp
	jb	.L949
	movl	40(%rsp), %r10d
	movq	8(%rsp), %r13
	movq	16(%rsp), %r15
	testl	%r10d, %r10d
	je	.L950
	pxor	%xmm0, %xmm0
	movq	.LC39(%rip), %rax
	comisd	%xmm0, %xmm1
	movq	%rax, 104(%rsp)
	ja	.L951
	movsd	.LC26(%rip), %xmm0
	movsd	%xmm0, 32(%rsp)
.L952:
	movsd	%xmm0, 120(%rsp)
	movl	$820, %edx
	leaq	.LC202(%rip), %rax
	movl	$500, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 232
	movl	$820, %r8d
	movl	$500, %ecx
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	movq	88(%rsp), %rdi
	leaq	.LC186(%rip), %rsi
	movabsq	$0x4059000000000000, %r13
	call	fprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 232
	popq	%rdx
	.cfi_def_cfa_offset 224
	leaq	.LC196(%rip), %rdx
	movq	$0x000000000, (%rsp)
.L970:
	movq	72(%rsp), %rdi
	leaq	96(%rsp), %rsi
	leaq	.LC198(%rip), %rcx
	movq	%rsi, 80(%rsp)
	call	svg_axes
	movq	%r13, %xmm2
	comisd	(%rsp), %xmm2
	jb	.L982
	movl	40(%rsp), %r9d
	movsd	.LC27(%rip), %xmm2
	testl	%r9d, %r9d
	jne	.L960
	movsd	.LC26(%rip), %xmm2
.L960:
	movsd	(%rsp), %xmm4
	movq	%r13, %xmm5
	movq	%r12, 88(%rsp)
	leaq	128(%rsp), %rbx
	movsd	.LC13(%rip), %xmm7
	movq	72(%rsp), %r12
	movq	%r13, 48(%rsp)
	leaq	.LC189(%rip), %rbp
	subsd	%xmm4, %xmm5
	movapd	%xmm4, %xmm3
	movsd	.LC14(%rip), %xmm4
	movl	40(%rsp), %r13d
	movsd	%xmm7, 16(%rsp)
	movsd	%xmm4, 24(%rsp)
	movsd	%xmm5, 8(%rsp)
	movsd	%xmm2, 40(%rsp)
	.p2align 4,,10
	.p2align 3
.L962:
	testl	%r13d, %r13d
	je	.L983
	movapd	%xmm3, %xmm0
	movsd	%xmm3, 56(%rsp)
.L980:
	leaq	.LC199(%rip), %rdx
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
	jnb	.L962
	movq	88(%rsp), %r12
.L963:
	leaq	SET_NAME(%rip), %rax
	leaq	SET_COLOUR(%rip), %r13
	movq	72(%rsp), %rbp
	movl	$60, 56(%rsp)
	movq	%rax, 40(%rsp)
	movq	64(%rsp), %rax
	movq	%r13, 64(%rsp)
	addq	$24, %rax
	movq	%rax, 48(%rsp)
.L958:
	movq	48(%rsp), %rcx
	xorl	%edx, %edx
	jmp	.L966
	.p2align 4,,10
	.p2align 3
.L985:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L965:
	divsd	.LC184(%rip), %xmm0
	movsd	%xmm0, (%r15,%rdx,8)
	addq	$1, %rdx
	addq	$288, %rcx
	cmpq	%r14, %rdx
	jnb	.L984
.L966:
	movq	(%rcx), %rax
	testq	%rax, %rax
	jns	.L985
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L965
	.p2align 4,,10
	.p2align 3
.L946:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L947
	.p2align 4,,10
	.p2align 3
.L943:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	movl	40(%rsp), %r11d
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testl	%r11d, %r11d
	jne	.L945
.L981:
	movsd	%xmm1, (%rsp)
	divsd	.LC32(%rip), %xmm0
	call	log10@PLT
	movsd	(%rsp), %xmm1
	jmp	.L945
	.p2align 4,,10
	.p2align 3
.L950:
	movsd	(%r12), %xmm0
	movq	.LC25(%rip), %xmm4
	movsd	.LC24(%rip), %xmm6
	movapd	%xmm0, %xmm2
	movapd	%xmm4, %xmm3
	andpd	%xmm4, %xmm2
	ucomisd	%xmm2, %xmm6
	jbe	.L953
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm2, %xmm2
	movsd	.LC26(%rip), %xmm7
	andnpd	%xmm0, %xmm3
	cvtsi2sdq	%rax, %xmm2
	movapd	%xmm2, %xmm5
	cmpnlesd	%xmm0, %xmm5
	andpd	%xmm7, %xmm5
	subsd	%xmm5, %xmm2
	orpd	%xmm3, %xmm2
	movapd	%xmm2, %xmm0
.L953:
	movsd	-8(%r12,%r13), %xmm2
	movsd	%xmm0, (%rsp)
	movapd	%xmm4, %xmm5
	movapd	%xmm2, %xmm3
	andpd	%xmm4, %xmm3
	ucomisd	%xmm3, %xmm6
	jbe	.L954
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm3, %xmm3
	movapd	%xmm2, %xmm7
	movsd	.LC26(%rip), %xmm8
	andnpd	%xmm2, %xmm5
	cvtsi2sdq	%rax, %xmm3
	cmpnlesd	%xmm3, %xmm7
	andpd	%xmm8, %xmm7
	addsd	%xmm7, %xmm3
	orpd	%xmm5, %xmm3
	movapd	%xmm3, %xmm2
.L954:
	unpcklpd	%xmm2, %xmm0
	movq	%xmm2, %r13
	movaps	%xmm0, 96(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L955
	movsd	.LC26(%rip), %xmm0
	movsd	%xmm0, 32(%rsp)
.L956:
	movsd	%xmm0, 120(%rsp)
	movl	$500, %ecx
	leaq	.LC201(%rip), %rax
	movl	$820, %edx
	pushq	%rax
	.cfi_def_cfa_offset 232
	leaq	.LC186(%rip), %rsi
	movl	$500, %r9d
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	movq	88(%rsp), %rdi
	movl	$820, %r8d
	call	fprintf@PLT
	popq	%rcx
	.cfi_def_cfa_offset 232
	leaq	.LC197(%rip), %rdx
	popq	%rsi
	.cfi_def_cfa_offset 224
	jmp	.L970
	.p2align 4,,10
	.p2align 3
.L984:
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
.L967:
	movsd	(%r15,%r13,8), %xmm1
	divsd	32(%rsp), %xmm1
	movsd	(%r12,%r13,8), %xmm0
	movq	%rbx, %rdx
	mulsd	.LC11(%rip), %xmm1
	subsd	(%rsp), %xmm0
	divsd	8(%rsp), %xmm0
	leaq	.LC200(%rip), %rsi
	movsd	.LC12(%rip), %xmm7
	mulsd	16(%rsp), %xmm0
	movq	%rbp, %rdi
	addq	$1, %r13
	addsd	24(%rsp), %xmm0
	movl	$2, %eax
	subsd	%xmm1, %xmm7
	movapd	%xmm7, %xmm1
	call	fprintf@PLT
	cmpq	%r14, %r13
	jb	.L967
	subq	$8, %rsp
	.cfi_def_cfa_offset 232
	movl	$120, %r8d
	movl	$92, %edx
	movq	48(%rsp), %r13
	leaq	.LC194(%rip), %rsi
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
	jne	.L958
	movq	72(%rsp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC190(%rip), %rdi
	call	fwrite@PLT
	movq	%r12, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L939:
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
.L983:
	.cfi_restore_state
	movq	.LC27(%rip), %rax
	movapd	%xmm3, %xmm1
	movsd	%xmm3, 56(%rsp)
	movq	%rax, %xmm0
	call	pow@PLT
	jmp	.L980
.L951:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, (%rsp)
	call	nice_step
	movsd	(%rsp), %xmm1
	movsd	.LC185(%rip), %xmm2
	movsd	.LC31(%rip), %xmm3
	movsd	.LC24(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L986
.L972:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, (%rsp)
	call	nice_step
	movsd	(%rsp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, 32(%rsp)
	movapd	%xmm2, %xmm0
	jmp	.L952
.L986:
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC26(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
	jmp	.L972
.L955:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm1
	movsd	.LC185(%rip), %xmm2
	movq	.LC25(%rip), %xmm4
	movq	.LC24(%rip), %rax
	mulsd	%xmm1, %xmm2
	movq	%rax, %xmm6
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm6
	jbe	.L971
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm3
	movsd	.LC26(%rip), %xmm5
	andnpd	%xmm2, %xmm4
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm3
	andpd	%xmm5, %xmm3
	addsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm4, %xmm2
.L971:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	mulsd	%xmm2, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L956
.L982:
	movq	%r13, %xmm5
	subsd	(%rsp), %xmm5
	movsd	.LC13(%rip), %xmm7
	movsd	%xmm7, 16(%rsp)
	movsd	%xmm5, 8(%rsp)
	movsd	.LC14(%rip), %xmm5
	movsd	%xmm5, 24(%rsp)
	jmp	.L963
.L973:
	movq	%r12, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movl	$-1, %eax
	jmp	.L939
	.cfi_endproc
.LFE138:
	.size	sweep_writer, .-sweep_writer
	.section	.rodata.str1.8
	.align 8
.LC203:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC204:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC205:
	.string	"#2e8b57"
.LC206:
	.string	"#1f5fbf"
.LC207:
	.string	"closed: one sample of %s us"
.LC208:
	.string	"open: %lu requests delayed"
.LC209:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC210:
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
	jb	.L988
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L988:
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
	js	.L989
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L990:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L991
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L992:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L1042
	cmpq	$0, -368(%rbp)
	je	.L1042
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L996
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L997:
	subsd	%xmm2, %xmm0
	movsd	.LC184(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L998
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L999:
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
	js	.L1000
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L1001:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC184(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L1040
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L1005
	.p2align 4,,10
	.p2align 3
.L1058:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1004:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC184(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L1057
.L1005:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L1058
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1004
	.p2align 4,,10
	.p2align 3
.L1057:
	movsd	.LC185(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L1002:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -352(%rbp)
	movsd	%xmm1, -344(%rbp)
	call	nice_step
	movq	%r12, %xmm4
	movsd	.LC25(%rip), %xmm5
	movsd	.LC24(%rip), %xmm7
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm1
	movsd	-352(%rbp), %xmm2
	movapd	%xmm4, %xmm0
	andpd	%xmm5, %xmm0
	ucomisd	%xmm0, %xmm7
	ja	.L1059
.L1006:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC184(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	8(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L1007
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1008:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC203(%rip), %rdx
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
	leaq	.LC186(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rsi
	leaq	.LC187(%rip), %rcx
	movq	%r14, %rdi
	leaq	.LC204(%rip), %rdx
	movq	%rsi, -400(%rbp)
	call	svg_axes
	movsd	-328(%rbp), %xmm5
	subsd	-320(%rbp), %xmm5
	movapd	%xmm5, %xmm0
	movsd	%xmm5, -336(%rbp)
	call	nice_step
	movsd	-320(%rbp), %xmm4
	movsd	.LC25(%rip), %xmm1
	movsd	.LC24(%rip), %xmm6
	movapd	%xmm0, %xmm5
	movq	.LC184(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L1060
.L1009:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L1061
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC189(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L1015:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC25(%rip), %xmm0
	leaq	.LC199(%rip), %rdx
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
	mulsd	.LC13(%rip), %xmm1
	addsd	.LC14(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	-312(%rbp), %xmm4
	addsd	-352(%rbp), %xmm4
	movsd	-328(%rbp), %xmm6
	movq	.LC184(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L1015
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L1016:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L1062
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
	jmp	.L1021
	.p2align 4,,10
	.p2align 3
.L1064:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1018:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L1019
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1020:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L1063
.L1021:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L1064
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1018
	.p2align 4,,10
	.p2align 3
.L1019:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1020
	.p2align 4,,10
	.p2align 3
.L1063:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC209(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC184(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L1065
.L1036:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L1029
	.p2align 4,,10
	.p2align 3
.L1067:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1026:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L1027
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L1028:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L1066
.L1029:
	testq	%rdx, %rdx
	jns	.L1067
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1026
	.p2align 4,,10
	.p2align 3
.L1027:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1028
	.p2align 4,,10
	.p2align 3
.L1066:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC205(%rip), %r9
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
	movq	.LC184(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L1024
.L1023:
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
	jmp	.L1035
	.p2align 4,,10
	.p2align 3
.L1068:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1032:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L1033
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1034:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L1024
.L1035:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L1068
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1032
	.p2align 4,,10
	.p2align 3
.L1033:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1034
	.p2align 4,,10
	.p2align 3
.L1062:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC209(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC184(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L1036
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC205(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L1024:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC206(%rip), %r9
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
	leaq	.LC207(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC206(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC194(%rip), %rbx
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
	leaq	.LC208(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC209(%rip), %rax
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
	leaq	.LC210(%rip), %rdx
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
	leaq	.LC7(%rip), %rax
	pushq	%r13
	movl	$96, %r9d
	movl	$92, %edx
	movq	%rbx, %rsi
	pushq	$100
	movl	$120, %r8d
	movq	%r14, %rdi
	pushq	$126
	pushq	%rax
	leaq	.LC205(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC190(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L987:
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
.L1060:
	.cfi_restore_state
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC26(%rip), %xmm7
	andnpd	%xmm4, %xmm1
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm1, %xmm4
	jmp	.L1009
	.p2align 4,,10
	.p2align 3
.L1059:
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC26(%rip), %xmm7
	andnpd	%xmm4, %xmm5
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm5, %xmm4
	jmp	.L1006
	.p2align 4,,10
	.p2align 3
.L1007:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1008
	.p2align 4,,10
	.p2align 3
.L1000:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L1001
	.p2align 4,,10
	.p2align 3
.L998:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L999
	.p2align 4,,10
	.p2align 3
.L996:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L997
	.p2align 4,,10
	.p2align 3
.L991:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L992
	.p2align 4,,10
	.p2align 3
.L989:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L990
	.p2align 4,,10
	.p2align 3
.L1040:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L1002
	.p2align 4,,10
	.p2align 3
.L1061:
	leaq	-240(%rbp), %r12
	jmp	.L1016
	.p2align 4,,10
	.p2align 3
.L1065:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC205(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC184(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L1023
.L1042:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L987
	.cfi_endproc
.LFE137:
	.size	timeline_writer, .-timeline_writer
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
.L1070:
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
	jne	.L1070
	movl	296(%rsp), %esi
	movq	%r13, %rbx
	movq	(%rsp), %r13
	testl	%esi, %esi
	jne	.L1195
	movl	$0, 300(%rsp)
	movq	$0, 264(%rsp)
	movq	%r13, 256(%rsp)
	movq	%rbx, 280(%rsp)
	movq	%r10, %rbx
.L1072:
	movl	968(%rsp), %r12d
	movl	1368(%rsp), %eax
	testl	%r12d, %r12d
	jle	.L1278
	testl	%eax, %eax
	movl	272(%rsp), %esi
	movl	$1, 368(%rsp)
	setg	%al
	setg	279(%rsp)
	movzbl	%al, %eax
	movl	%eax, 372(%rsp)
	testl	%esi, %esi
	je	.L1273
	movl	1768(%rsp), %edx
	testl	%edx, %edx
	jle	.L1273
.L1187:
	movl	$1, 244(%rsp)
.L1190:
	cmpl	$3, 336(%rsp)
	movl	$1, %edx
	movl	$1, 376(%rsp)
	cmove	%eax, %edx
	movl	%eax, 380(%rsp)
	movl	%edx, 240(%rsp)
.L1073:
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
	jne	.L1279
.L1074:
	addq	$184, %r15
	cmpq	$4, %r13
	je	.L1280
.L1197:
	movq	208(%rsp), %rax
	movl	$4, %r13d
	movl	(%rax,%r13), %ecx
	testl	%ecx, %ecx
	je	.L1074
.L1279:
	movl	84(%rsp), %eax
	movl	360(%rsp,%r13), %edx
	movl	%eax, -8(%r15)
	testl	%eax, %eax
	je	.L1075
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
	jne	.L1197
.L1280:
	testl	%r14d, %r14d
	jne	.L1281
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
.L1154:
	movl	240(%rsp), %eax
	movq	$0, 176(%rsp)
	testl	%eax, %eax
	jne	.L1282
.L1083:
	movq	248(%rsp), %rax
	movq	8(%rsp), %r13
	xorl	%ebx, %ebx
	movq	$0, 112(%rsp)
	movq	%rax, 136(%rsp)
.L1153:
	movq	208(%rsp), %rax
	movq	112(%rsp), %rdi
	movl	(%rax,%rdi,4), %eax
	testl	%eax, %eax
	jne	.L1283
.L1150:
	addq	$184, 136(%rsp)
	addq	$400, %r13
	cmpq	$0, 112(%rsp)
	jne	.L1284
	movq	$1, 112(%rsp)
	jmp	.L1153
	.p2align 4,,10
	.p2align 3
.L1284:
	movq	176(%rsp), %rax
	orq	%rbx, %rax
	jne	.L1154
	movq	464(%rsp), %rdi
	movl	340(%rsp), %r12d
	movq	%r15, %rbp
	movq	344(%rsp), %rbx
	call	free@PLT
	movq	456(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1155
	call	fclose@PLT
.L1155:
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
	je	.L1156
.L1286:
	movl	300(%rsp), %eax
	testl	%eax, %eax
	jne	.L1157
	movl	84(%rsp), %eax
	testl	%eax, %eax
	je	.L1158
	movq	168(%r14), %rax
	movq	256(%rsp), %rsi
	movq	176(%r14), %rdi
	movq	%rax, 256(%rsi,%r15,8)
	movq	8(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L1159
	movq	24(%rbx), %r9
	xorl	%edx, %edx
	cmpq	%rax, %r9
	jnb	.L1159
	movq	16(%rbx), %r8
	movq	112(%rsp), %rdx
	testq	%r8, %r8
	je	.L1159
	subq	%r9, %rax
	xorl	%edx, %edx
	subq	$1, %rax
	divq	%r8
	leaq	1(%rax), %rdx
.L1159:
	movq	256(%rsp), %rax
	testq	%r15, %r15
	movq	%rdx, 240(%rax,%r15,8)
	movq	264(%rsp), %rax
	cmove	%rdi, %rax
	cmpq	$0, 312(%rsp)
	movq	%rax, 264(%rsp)
	je	.L1157
	movq	384(%rsp,%r15,8), %rax
	testq	%rax, %rax
	js	.L1163
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1164:
	testq	%rdi, %rdi
	je	.L1165
	js	.L1166
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdi, %xmm1
.L1167:
	divsd	%xmm1, %xmm0
.L1165:
	movq	312(%rsp), %rax
	movsd	%xmm0, (%rax,%r15,8)
.L1157:
	movl	(%r14), %eax
	testl	%eax, %eax
	je	.L1168
	movq	152(%r14), %rdi
	call	free@PLT
.L1156:
	addq	$184, %r14
	testq	%r15, %r15
	jne	.L1285
.L1213:
	movq	112(%rsp), %r15
	movl	0(%rbp,%r15,4), %eax
	testl	%eax, %eax
	jne	.L1286
	addq	$184, %r14
	testq	%r15, %r15
	je	.L1213
.L1285:
	movq	%r12, %rbp
	testl	%r13d, %r13d
	jg	.L1171
.L1174:
	cmpb	$0, 279(%rsp)
	jne	.L1287
.L1173:
	movl	244(%rsp), %r11d
	testl	%r11d, %r11d
	jne	.L1288
.L1176:
	movl	272(%rsp), %r10d
	testl	%r10d, %r10d
	jne	.L1178
	movl	84(%rsp), %r9d
	movq	120(%rbx), %rcx
	testl	%r9d, %r9d
	jne	.L1179
	movq	264(%rsp), %rax
	movq	$-1, %rbp
	cmpq	%rcx, %rax
	jb	.L1178
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
.L1178:
	addl	$1, 300(%rsp)
	movl	$1, 272(%rsp)
	jmp	.L1072
	.p2align 4,,10
	.p2align 3
.L1283:
	movq	136(%rsp), %rdi
	movl	-128(%rdi), %r14d
	movq	%rdi, %rax
	testl	%r14d, %r14d
	jne	.L1087
	leaq	-88(%rdi), %rax
.L1087:
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
	je	.L1088
	movq	-16(%r11), %rdi
	movl	-8(%r11), %r8d
	movq	120(%rdi), %r12
	cmpl	$1, %r8d
	movl	%r8d, (%rsp)
	sete	120(%rsp)
	xorl	%r14d, %r14d
	movq	%r12, %r8
	jmp	.L1099
	.p2align 4,,10
	.p2align 3
.L1089:
	cmpq	96(%rdi), %rcx
	jnb	.L1093
	movq	16(%r11), %rax
	cmpq	8(%r11), %rax
	je	.L1093
	movq	(%r11), %rdx
	leaq	1(%rax), %rsi
	cmpl	$2, (%rsp)
	movq	%rsi, 16(%r11)
	movq	(%rdx,%rax,8), %r10
	je	.L1289
	movq	%rcx, %rax
	xorl	%edx, %edx
	movq	(%rdi), %rsi
	divq	%r8
	movq	%rdx, 96(%rsp)
	leaq	0(,%rdx,8), %r12
	cmpq	%r8, %rcx
	jb	.L1097
	cmpb	$0, 120(%rsp)
	jne	.L1290
.L1097:
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
.L1186:
	movq	32(%rsp), %rsi
	subq	%r10, %rax
	addq	$1, %rcx
	leaq	1(%r14), %rdx
	movq	%rcx, 32(%r11)
	movq	%rax, (%rsi,%r14,8)
	cmpq	$65535, %r14
	je	.L1201
.L1096:
	movq	%rdx, %r14
.L1099:
	cmpl	$3, (%rsp)
	movq	32(%r11), %rcx
	jne	.L1089
	xorl	%r10d, %r10d
	cmpq	%r8, %rcx
	jb	.L1090
	movq	%rcx, %rax
	xorl	%edx, %edx
	movq	24(%r11), %r9
	divq	%r8
	movq	(%r9,%rdx,8), %r10
.L1090:
	movq	104(%rdi), %rax
	testq	%rax, %rax
	je	.L1091
	cmpq	%rax, %r10
	setnb	%al
.L1092:
	testb	%al, %al
	jne	.L1093
.L1095:
	movq	%rcx, %rax
	xorl	%edx, %edx
	movq	24(%r11), %r9
	movq	(%rdi), %rsi
	divq	%r8
	leaq	0(,%rdx,8), %r12
.L1098:
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
	jmp	.L1186
	.p2align 4,,10
	.p2align 3
.L1289:
	cmpq	40(%r11), %r10
	jnb	.L1095
	addq	$1, %rcx
	movq	%r14, %rdx
	movq	%rcx, 32(%r11)
	jmp	.L1096
	.p2align 4,,10
	.p2align 3
.L1091:
	cmpq	96(%rdi), %rcx
	setnb	%al
	jmp	.L1092
	.p2align 4,,10
	.p2align 3
.L1290:
	movq	24(%r11), %r9
	movq	(%r9,%rdx,8), %rax
	cmpq	%rax, %r10
	cmovb	%rax, %r10
	jmp	.L1098
.L1201:
	movl	$65536, %r14d
.L1093:
	movq	136(%rsp), %rax
	addq	%r14, 48(%rax)
.L1100:
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
	jne	.L1291
.L1101:
	movl	(%rsp), %eax
	xorl	$1, %eax
	andb	244(%rsp), %al
	testq	%r14, %r14
	setne	%dl
	andb	%dl, %al
	movb	%al, 88(%rsp)
	je	.L1152
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
.L1143:
	movq	32(%rsp), %rax
	movq	(%rsp), %rsi
	movl	84(%rsp), %r9d
	movq	(%rax,%rsi,8), %rsi
	testl	%r9d, %r9d
	je	.L1111
	movq	$1, 40(%rsp)
	cmpq	%r15, %rsi
	jb	.L1112
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, 40(%rsp)
.L1112:
	testl	%ebp, %ebp
	je	.L1113
	movq	8(%rsp), %r13
	testl	%r14d, %r14d
	jle	.L1115
	movq	40(%rsp), %r9
	movb	%r10b, 184(%rsp)
	movq	%rbx, 192(%rsp)
	movq	%r11, 200(%rsp)
	movl	%ebp, 40(%rsp)
	jmp	.L1114
	.p2align 4,,10
	.p2align 3
.L1293:
	cmpq	%rbx, %rsi
	jnb	.L1121
.L1125:
	addq	$4, %r13
	cmpq	%r8, %r13
	je	.L1292
.L1114:
	movslq	1124(%r13), %r10
	movl	$65536, %eax
	movl	1968(%rsp,%r10,4), %ecx
	movq	1920(%rsp,%r10,8), %rbx
	salq	%cl, %rax
	leaq	-1(%rbx,%rax), %rbp
	cmpq	%rbx, %rbp
	jb	.L1293
	cmpq	%rbx, %rsi
	jb	.L1125
	testq	%r15, %r15
	je	.L1126
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rbx, %rax
	divq	%r15
	addq	$1, %rax
	cmpq	%r9, %rax
	cmova	%r9, %rax
	movq	%rax, %r11
	cmpq	%rsi, %rbp
	jnb	.L1274
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rbp, %rax
	divq	%r15
	cmpq	$1, %rdx
	sbbq	$-1, %rax
.L1128:
	cmpq	%r11, %rax
	jnb	.L1125
.L1124:
	movq	%rsi, %rdx
	salq	$16, %r10
	subq	%rbx, %rdx
	movq	%r15, %rbx
	imulq	%rax, %rbx
	subq	%rbx, %rdx
	.p2align 4,,10
	.p2align 3
.L1129:
	movq	%rdx, %rbx
	addq	$1, %rax
	subq	%r15, %rdx
	shrq	%cl, %rbx
	addq	%r10, %rbx
	addq	$1, (%rdi,%rbx,8)
	cmpq	%rax, %r11
	jne	.L1129
	addq	$4, %r13
	cmpq	%r8, %r13
	jne	.L1114
.L1292:
	movzbl	184(%rsp), %r10d
	movq	192(%rsp), %rbx
	movq	200(%rsp), %r11
	movl	40(%rsp), %ebp
.L1115:
	addq	$1, (%rsp)
	movq	72(%rsp), %rsi
	movq	(%rsp), %rax
	cmpq	%rsi, %rax
	jb	.L1143
	movq	224(%rsp), %r13
	movq	%rbx, %rdi
	testb	%r10b, %r10b
	je	.L1294
	movq	64(%rsp), %rax
	cmpb	$0, 128(%rsp)
	movq	%r11, 1744(%rsp)
	movq	%rax, 1736(%rsp)
	je	.L1148
	movq	%rdi, 1728(%rsp)
.L1148:
	movdqa	48(%rsp), %xmm4
	movdqa	96(%rsp), %xmm5
	movaps	%xmm4, 1712(%rsp)
	movaps	%xmm5, 1696(%rsp)
.L1152:
	movq	216(%rsp), %rbx
	jmp	.L1150
	.p2align 4,,10
	.p2align 3
.L1111:
	testl	%ebp, %ebp
	je	.L1130
	movq	8(%rsp), %r9
	testl	%r14d, %r14d
	jle	.L1134
	.p2align 4,,10
	.p2align 3
.L1131:
	movslq	1124(%r9), %rax
	movq	%rsi, %rdx
	movl	1968(%rsp,%rax,4), %ecx
	subq	1920(%rsp,%rax,8), %rdx
	shrq	%cl, %rdx
	cmpq	$65535, %rdx
	ja	.L1135
	salq	$16, %rax
	addq	%rdx, %rax
	addq	$1, (%rdi,%rax,8)
.L1135:
	addq	$4, %r9
	cmpq	%r8, %r9
	jne	.L1131
.L1134:
	cmpq	%r15, %rsi
	jb	.L1115
	subq	%r15, %rsi
	cmpq	%r15, %rsi
	jb	.L1115
	movb	%r10b, 40(%rsp)
	movzbl	128(%rsp), %eax
	movq	64(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L1142:
	testl	%ebp, %ebp
	je	.L1136
	movq	8(%rsp), %r9
	testl	%r14d, %r14d
	jle	.L1140
	.p2align 4,,10
	.p2align 3
.L1137:
	movslq	1124(%r9), %rdx
	movq	%rsi, %r10
	movl	1968(%rsp,%rdx,4), %ecx
	subq	1920(%rsp,%rdx,8), %r10
	shrq	%cl, %r10
	cmpq	$65535, %r10
	ja	.L1141
	salq	$16, %rdx
	addq	%r10, %rdx
	addq	$1, (%rdi,%rdx,8)
.L1141:
	addq	$4, %r9
	cmpq	%r8, %r9
	jne	.L1137
.L1140:
	subq	%r15, %rsi
	cmpq	%r15, %rsi
	jnb	.L1142
.L1295:
	movb	%al, 128(%rsp)
	movzbl	40(%rsp), %r10d
	movq	%r13, 64(%rsp)
	jmp	.L1115
	.p2align 4,,10
	.p2align 3
.L1136:
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
	jbe	.L1139
	bsrq	%rsi, %rax
	movl	$50, %ecx
	movq	%rsi, %rdx
	xorq	$63, %rax
	subl	%eax, %ecx
	movl	%ecx, %eax
	shrq	%cl, %rdx
	salq	$13, %rax
	addq	%rdx, %rax
.L1139:
	movzbl	88(%rsp), %ecx
	subq	%r15, %rsi
	addq	$1, (%r12,%rax,8)
	movb	%cl, 40(%rsp)
	movl	%ecx, %eax
	cmpq	%r15, %rsi
	jnb	.L1142
	jmp	.L1295
	.p2align 4,,10
	.p2align 3
.L1121:
	testq	%r15, %r15
	je	.L1275
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rbx, %rax
	divq	%r15
	addq	$1, %rax
	cmpq	%r9, %rax
	cmova	%r9, %rax
	movq	%rax, %r11
.L1274:
	xorl	%eax, %eax
	jmp	.L1128
	.p2align 4,,10
	.p2align 3
.L1130:
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
	jbe	.L1133
	bsrq	%rsi, %rax
	movl	$50, %ecx
	movq	%rsi, %rdx
	xorq	$63, %rax
	subl	%eax, %ecx
	movl	%ecx, %eax
	shrq	%cl, %rdx
	salq	$13, %rax
	addq	%rdx, %rax
.L1133:
	movzbl	88(%rsp), %r10d
	addq	$1, (%r12,%rax,8)
	movb	%r10b, 128(%rsp)
	jmp	.L1134
	.p2align 4,,10
	.p2align 3
.L1126:
	cmpq	%rsi, %rbp
	jb	.L1125
	.p2align 4,,10
	.p2align 3
.L1275:
	xorl	%eax, %eax
	movq	%r9, %r11
	jmp	.L1124
	.p2align 4,,10
	.p2align 3
.L1113:
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
	jnb	.L1116
	movq	%r13, %rax
	testq	%r15, %r15
	je	.L1117
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%r15
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	cmpq	%r13, %rax
	cmova	%r13, %rax
.L1117:
	addq	%rax, %rbx
	movzbl	88(%rsp), %eax
	movb	%al, 128(%rsp)
.L1116:
	movq	40(%rsp), %r9
	xorl	%edx, %edx
	.p2align 4,,10
	.p2align 3
.L1119:
	movq	%rsi, %rax
	cmpq	$16383, %rsi
	jbe	.L1118
	bsrq	%rsi, %rax
	movl	$50, %ecx
	xorq	$63, %rax
	subl	%eax, %ecx
	movq	%rsi, %rax
	shrq	%cl, %rax
	salq	$13, %rcx
	addq	%rcx, %rax
.L1118:
	addq	$1, %rdx
	addq	$1, (%r12,%rax,8)
	subq	%r15, %rsi
	cmpq	%rdx, %r9
	jne	.L1119
	movzbl	88(%rsp), %r10d
	jmp	.L1115
.L1088:
	movq	136(%rsp), %rax
	movq	32(%rsp), %rsi
	movl	$65536, %edx
	leaq	-120(%rax), %rdi
	call	walk_run
	movq	%rax, %r14
	jmp	.L1100
.L1282:
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
	je	.L1083
	xorl	%ebx, %ebx
	movq	288(%rsp), %r12
	movq	%r15, %r14
	movq	%rcx, %r15
	movq	%rbx, %rbp
	movq	232(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L1085:
	movq	%r12, %rdi
	call	due_next
	movq	%rax, (%rbx,%rbp,8)
	addq	$1, %rbp
	cmpq	%r15, %rbp
	jb	.L1085
	movq	%r14, %r15
	jmp	.L1083
.L1291:
	testq	%r14, %r14
	je	.L1150
	movq	32(%rsp), %rax
	movl	68(%r13), %ebx
	movq	(%rax), %rsi
	movq	%rax, %r10
	leaq	(%rax,%r14,8), %r11
	testl	%ebx, %ebx
	je	.L1225
	movslq	(%rsp), %rax
	movslq	320(%r13), %r9
	leaq	(%rax,%rax,4), %rax
	movq	%r9, %rbp
	leaq	(%rax,%rax,4), %rdi
	leaq	(%rdi,%rdi), %r8
	salq	$2, %rdi
	.p2align 4,,10
	.p2align 3
.L1110:
	xorl	%ebx, %ebx
	testl	%ebp, %ebp
	jle	.L1109
	.p2align 4,,10
	.p2align 3
.L1108:
	movslq	324(%r13,%rbx,4), %rax
	movq	%rsi, %rcx
	leaq	28(%rax,%r8), %rdx
	subq	896(%rsp,%rdx,8), %rcx
	movq	%rcx, %rdx
	leaq	68(%rax,%rdi), %rcx
	movl	896(%rsp,%rcx,4), %ecx
	shrq	%cl, %rdx
	cmpq	$65535, %rdx
	ja	.L1107
	salq	$16, %rax
	addq	%rdx, %rax
	movq	376(%r13), %rdx
	addq	$1, (%rdx,%rax,8)
.L1107:
	addq	$1, %rbx
	cmpq	%rbx, %r9
	jne	.L1108
.L1109:
	addq	$8, %r10
	cmpq	%r11, %r10
	je	.L1101
	movq	(%r10), %rsi
	jmp	.L1110
.L1225:
	movq	40(%r13), %rdx
	movq	48(%r13), %rax
	movq	384(%r13), %rbx
	jmp	.L1102
	.p2align 4,,10
	.p2align 3
.L1106:
	movq	(%r10), %rsi
.L1102:
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
	jbe	.L1105
	bsrq	%rsi, %rdi
	movl	$50, %ecx
	xorq	$63, %rdi
	subl	%edi, %ecx
	movl	%ecx, %edi
	shrq	%cl, %rsi
	salq	$13, %rdi
	addq	%rdi, %rsi
.L1105:
	addq	$8, %r10
	addq	$1, (%rbx,%rsi,8)
	cmpq	%r10, %r11
	jne	.L1106
	movq	%r8, 320(%rsp)
	movq	%r9, 328(%rsp)
	jmp	.L1101
.L1168:
	movq	64(%r14), %rdi
	call	free@PLT
	jmp	.L1156
.L1278:
	testl	%eax, %eax
	jle	.L1296
	movl	272(%rsp), %ecx
	movabsq	$4294967296, %rax
	movq	%rax, 368(%rsp)
	testl	%ecx, %ecx
	jne	.L1297
.L1192:
	movl	$1, %eax
	movb	$1, 279(%rsp)
	movl	$1, 240(%rsp)
	salq	$32, %rax
	movq	%rax, 376(%rsp)
	xorl	%eax, %eax
	movl	%eax, 244(%rsp)
	jmp	.L1073
	.p2align 4,,10
	.p2align 3
.L1075:
	movq	%rbx, %rsi
	movq	%r15, %rdi
	call	walk_start
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %r14d
	jmp	.L1074
.L1158:
	movq	96(%r14), %rax
	movq	256(%rsp), %rsi
	movq	104(%r14), %rdi
	movq	32(%r14), %rdx
	movq	%rax, 256(%rsi,%r15,8)
	jmp	.L1159
.L1288:
	leaq	1696(%rsp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L1176
.L1276:
	movq	280(%rsp), %rbx
.L1082:
	movl	%eax, 296(%rsp)
.L1185:
	movq	376(%rbx), %rdi
	addq	$400, %rbx
	call	free@PLT
	movq	-16(%rbx), %rdi
	call	free@PLT
	pxor	%xmm0, %xmm0
	movups	%xmm0, -24(%rbx)
	cmpq	%rbx, 304(%rsp)
	jne	.L1185
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
.L1287:
	.cfi_restore_state
	leaq	1296(%rsp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L1173
	jmp	.L1276
	.p2align 4,,10
	.p2align 3
.L1171:
	movq	8(%rsp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L1174
	jmp	.L1276
	.p2align 4,,10
	.p2align 3
.L1179:
	movq	264(%rsp), %rax
	xorl	%edx, %edx
	movq	$-1, %rbp
	divq	%rcx
	movq	264(%rsp), %rax
	subq	%rdx, %rax
	movq	%rax, %rdi
	je	.L1178
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
	jmp	.L1178
.L1163:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1164
.L1296:
	movl	1768(%rsp), %r8d
	testl	%r8d, %r8d
	jle	.L1298
	movl	272(%rsp), %edi
	movq	$0, 368(%rsp)
	testl	%edi, %edi
	jne	.L1299
	movq	$0, 376(%rsp)
	movl	$0, 240(%rsp)
	movl	$0, 244(%rsp)
	movb	$0, 279(%rsp)
	jmp	.L1073
.L1166:
	movq	%rdi, %rax
	andl	$1, %edi
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1167
.L1273:
	movl	$0, 244(%rsp)
	jmp	.L1190
.L1281:
	movl	376(%rsp), %edx
	movq	280(%rsp), %rbx
	testl	%edx, %edx
	jne	.L1300
.L1078:
	movl	380(%rsp), %eax
	testl	%eax, %eax
	jne	.L1301
.L1080:
	movl	$-1, %eax
	jmp	.L1082
.L1301:
	movl	712(%rsp), %eax
	testl	%eax, %eax
	je	.L1081
	movq	864(%rsp), %rdi
	call	free@PLT
	jmp	.L1080
.L1300:
	movl	528(%rsp), %eax
	testl	%eax, %eax
	jne	.L1079
	movq	592(%rsp), %rdi
	call	free@PLT
	jmp	.L1078
.L1081:
	movq	776(%rsp), %rdi
	call	free@PLT
	jmp	.L1080
.L1079:
	movq	680(%rsp), %rdi
	call	free@PLT
	jmp	.L1078
.L1298:
	movq	256(%rsp), %r13
	movq	8(%rsp), %rax
	pxor	%xmm0, %xmm0
	leaq	1024(%rsp), %rdx
	movq	280(%rsp), %rbx
	movq	%rbp, 272(%r13)
	addq	$1328, %rax
.L1184:
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
.L1183:
	movdqa	(%rdx,%rcx), %xmm7
	movups	%xmm7, (%rsi,%rcx)
	addq	$16, %rcx
	cmpq	$48, %rcx
	jne	.L1183
	addq	$400, %rdx
	addq	$80, %r13
	cmpq	%rax, %rdx
	jne	.L1184
	jmp	.L1185
.L1299:
	movb	$0, 279(%rsp)
	xorl	%eax, %eax
	jmp	.L1187
.L1195:
.L1071:
	movl	$-1, 296(%rsp)
	jmp	.L1185
.L1297:
	cmpl	$0, 1768(%rsp)
	jle	.L1192
	movb	$1, 279(%rsp)
	movl	272(%rsp), %eax
	jmp	.L1187
.L1294:
	cmpb	$0, 128(%rsp)
	je	.L1152
	movq	%rdi, 1728(%rsp)
	jmp	.L1152
	.cfi_endproc
.LFE87:
	.size	walk_outcome, .-walk_outcome
	.section	.rodata.str1.1
.LC211:
	.string	"ok %s\n"
.LC212:
	.string	"%s"
.LC213:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB163:
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
	je	.L1314
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1307:
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
	jc	.L1307
	leaq	80(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC212(%rip), %rdx
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
.L1310:
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
	jc	.L1310
	leaq	(%rbx,%rsi), %rcx
	leaq	32(%rsp), %rbx
	movq	24(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC212(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC213(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1302:
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
.L1314:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC211(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1302
	.cfi_endproc
.LFE163:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC214:
	.string	"parse_time '%s'%s"
.LC215:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB164:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
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
	call	parse_time.constprop.0
	testl	%r12d, %r12d
	leaq	16(%rsp), %r12
	movl	%eax, %ebp
	jne	.L1321
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC215(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC214(%rip), %rdx
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
.L1321:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC8(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC214(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L1322
.L1318:
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
.L1322:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L1318
	.cfi_endproc
.LFE164:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.8
	.align 8
.LC216:
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
	je	.L1335
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1328:
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
	jc	.L1328
	leaq	96(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC212(%rip), %rdx
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
.L1331:
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
	jc	.L1331
	leaq	(%rbx,%rsi), %rcx
	leaq	48(%rsp), %rbx
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC212(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rcx
	movl	20(%rsp), %esi
	xorl	%eax, %eax
	movq	24(%rsp), %rdx
	movq	%rbp, %r9
	movq	%rbx, %r8
	leaq	.LC216(%rip), %rdi
	call	printf@PLT
.L1323:
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
.L1335:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L1323
	.cfi_endproc
.LFE89:
	.size	check, .-check
	.section	.rodata.str1.1
.LC217:
	.string	"sum_ns"
.LC218:
	.string	"corrected"
.LC219:
	.string	"stalls"
.LC220:
	.string	"closed"
.LC221:
	.string	"open"
.LC222:
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
.L1337:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L1338:
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
	jne	.L1338
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
	leaq	.LC217(%rip), %rcx
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
	jne	.L1337
	movq	72(%rsp), %rbx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC0(%rip), %rcx
	leaq	.LC219(%rip), %r13
	leaq	.LC220(%rip), %r14
	movq	160(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	leaq	.LC218(%rip), %rdx
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
	leaq	.LC221(%rip), %r13
	xorl	%r9d, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	248(%rbp), %r8
	movq	%r13, %rdx
	movl	%r15d, 36(%rsp)
	leaq	.LC222(%rip), %r15
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
.LC223:
	.string	"RESULT set=%s"
.LC224:
	.string	" n=%lu"
.LC225:
	.string	" %s_ns=%lu"
	.section	.rodata.str1.8
	.align 8
.LC226:
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
	leaq	.LC225(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	leaq	8(%rbx), %r15
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	movq	%rsi, 24(%rsp)
	movq	%rdi, %rsi
	leaq	.LC223(%rip), %rdi
	call	printf@PLT
	movq	(%rbx), %rsi
	leaq	.LC224(%rip), %rdi
	xorl	%eax, %eax
	leaq	PCT_NAME(%rip), %rbx
	call	printf@PLT
	leaq	48(%rbx), %r14
	.p2align 4,,10
	.p2align 3
.L1343:
	movq	(%r15), %rdx
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %r15
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L1343
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
.L1346:
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
	jc	.L1346
	leaq	32(%rsp), %rbp
	addq	%rbx, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC212(%rip), %rdx
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	24(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax), %r8
	movq	56(%rax), %rax
	testq	%r8, %r8
	je	.L1347
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
.L1347:
	movq	%rbx, %rdi
	leaq	.LC75(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	24(%rsp), %rax
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC226(%rip), %rdi
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
.LC227:
	.string	"bench: out of memory for %lu connections\n"
	.align 8
.LC228:
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
	jne	.L1382
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
.L1363:
	xorl	%r14d, %r14d
	cmpl	$3, 28(%rsp)
	je	.L1380
	movq	208(%rsp), %rax
	movl	$4096, %esi
	movq	96(%rax), %rdx
	movq	216(%rsp), %rax
	movq	%rdx, %r14
	subq	%rax, %r14
	cmpq	%rsi, %r14
	cmova	%rsi, %r14
	cmpq	%rax, %rdx
	je	.L1380
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L1357:
	movq	%rbp, %rdi
	call	due_next
	movq	%rax, (%rbx,%r15,8)
	addq	$1, %r15
	cmpq	%r14, %r15
	jb	.L1357
.L1380:
	movq	%rbp, 16(%rsp)
	movq	%rbx, %r15
.L1361:
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
	jb	.L1360
	cmpq	%r13, %rax
	jne	.L1359
	cmpl	$3, 28(%rsp)
	je	.L1383
.L1359:
	movq	%rbx, %r8
	movq	16(%rsp), %rbp
	movq	%r15, %rbx
	orq	%r14, %r8
	jne	.L1363
.L1362:
	movq	256(%rsp), %rdi
	call	free@PLT
	movq	248(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1364
	call	fclose@PLT
.L1364:
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
.L1383:
	.cfi_restore_state
	movq	48(%rsp), %rsi
	movq	32(%rsp), %rdi
	movl	$1, %edx
	call	walk_run
	testq	%rax, %rax
	jne	.L1360
	orq	%rbx, %r14
	je	.L1362
	xorl	%r14d, %r14d
	jmp	.L1361
.L1360:
	movq	stderr(%rip), %rdi
	movq	%r13, %rdx
	leaq	.LC228(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L1382:
	movq	stderr(%rip), %rdi
	movq	120(%rbx), %rdx
	leaq	.LC227(%rip), %rsi
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
	je	.L1404
	cmpl	$0, 112(%rdi)
	movq	%rdi, %r10
	jne	.L1404
	cmpl	$0, 32(%rdi)
	movq	%rdx, %rbx
	jne	.L1386
	movq	%rsi, %r11
	call	closed_form_gap.part.0
	testq	%rax, %rax
	je	.L1419
.L1386:
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
	jne	.L1405
	testq	%rax, %rax
	je	.L1405
	leaq	40(%rsp), %rdx
	xorl	%eax, %eax
	movl	$24, %ecx
	cmpq	$0, 216(%rsp)
	movq	%rdx, %rdi
	leaq	144(%rsp), %r14
	rep stosl
	movq	%r14, 32(%rsp)
	je	.L1387
.L1418:
	leaq	72(%rsp), %r15
.L1388:
	xorl	%ebp, %ebp
	leaq	32(%rsp), %r13
	cmpq	$0, 240(%rsp)
	je	.L1394
	.p2align 4,,10
	.p2align 3
.L1391:
	movq	16(%rbx), %rax
	movq	%r13, %rdi
	leaq	(%rax,%rbp,8), %r12
	addq	$1, %rbp
	call	due_next
	movq	%rax, (%r12)
	cmpq	240(%rsp), %rbp
	jb	.L1391
.L1394:
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
	jnb	.L1420
	movq	16(%rbx), %r8
	movq	8(%rbx), %rsi
	movq	168(%rsp), %rdi
	jmp	.L1395
	.p2align 4,,10
	.p2align 3
.L1397:
	addq	$1, %rax
	movq	%rax, 32(%rbx)
	cmpq	%rax, %rcx
	je	.L1396
.L1395:
	movq	(%rsi,%rax,8), %rdx
	addq	(%r8,%rax,8), %rdx
	cmpq	%rdx, %rdi
	jnb	.L1397
	movq	%rax, 40(%rbx)
	cmpq	%rcx, %rax
	jnb	.L1400
	movq	144(%rsp), %rdi
	movq	%rax, %rdx
	jmp	.L1399
	.p2align 4,,10
	.p2align 3
.L1401:
	addq	$1, %rdx
	movq	%rdx, 40(%rbx)
	cmpq	%rdx, %rcx
	je	.L1400
.L1399:
	cmpq	(%rsi,%rdx,8), %rdi
	jb	.L1401
.L1400:
	cmpq	%rcx, %rax
	setnb	%al
	movzbl	%al, %eax
	jmp	.L1384
.L1404:
	movl	$1, %eax
.L1384:
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
.L1419:
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
	jmp	.L1386
.L1387:
	movl	176(%rsp), %eax
	testl	%eax, %eax
	je	.L1418
	subl	$1, %eax
	je	.L1421
	leaq	320(%rsp), %rbp
	leaq	72(%rsp), %r15
	xorl	%ecx, %ecx
	movl	$256, %r9d
	movq	208(%rsp), %rsi
	movq	%rbp, %r8
	leaq	.LC148(%rip), %rdx
	movq	%r15, %rdi
	call	numbers_open
	testl	%eax, %eax
	je	.L1388
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC181(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
.L1421:
	movsd	192(%rsp), %xmm0
	movq	200(%rsp), %rax
	movsd	%xmm0, 48(%rsp)
	movq	%rax, 64(%rsp)
	jmp	.L1418
.L1420:
	movq	%rax, 40(%rbx)
	jmp	.L1400
.L1405:
	orl	$-1, %eax
	jmp	.L1384
.L1396:
	movq	%rcx, 40(%rbx)
	jmp	.L1400
	.cfi_endproc
.LFE129:
	.size	first_stall_window, .-first_stall_window
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB48:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L1429
	testq	%r8, %r8
	je	.L1429
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
	jne	.L1422
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L1432
.L1424:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L1422:
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
.L1429:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L1432:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L1427
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L1425:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L1433
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L1424
	.p2align 4,,10
	.p2align 3
.L1427:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L1425
.L1433:
	movl	$1, 24(%rbx)
	jmp	.L1422
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
	je	.L1435
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
	jnb	.L1489
.L1436:
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
.L1438:
	movq	32(%rsp), %rax
	imulq	%rbx, %rax
	addq	%r13, %rax
	movq	%rax, 264(%r12)
	movl	112(%rbp), %eax
	testl	%eax, %eax
	je	.L1490
.L1440:
	cmpl	$1, %eax
	jne	.L1449
	subq	%r11, %r15
	movq	%r15, %r8
	testq	%r11, %r11
	je	.L1450
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
	jb	.L1451
	movq	56(%rsp), %r10
	imulq	%r10, %rbx
	addq	%r14, %rbx
	jmp	.L1448
	.p2align 4,,10
	.p2align 3
.L1435:
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
	jmp	.L1436
	.p2align 4,,10
	.p2align 3
.L1449:
	movq	8(%rbp), %r14
	movq	0(%rbp), %rsi
	movq	104(%rbp), %rdi
	testq	%r14, %r14
	je	.L1453
	movq	16(%rbp), %r8
	movq	24(%rbp), %r9
	xorl	%ebx, %ebx
	xorl	%ecx, %ecx
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L1454:
	movq	%r13, %rdx
	xorl	%eax, %eax
	imulq	%r8, %rdx
	addq	%r9, %rdx
	cmpq	%rbx, %rdx
	jb	.L1457
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%rbx, %rax
	divq	%rsi
.L1457:
	testq	%rdi, %rdi
	je	.L1458
	movq	%rsi, %rdx
	imulq	%rax, %rdx
	addq	%rbx, %rdx
	cmpq	%rdi, %rdx
	setnb	%dl
.L1459:
	testb	%dl, %dl
	jne	.L1460
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%rsi, %rax
	addq	%r14, %rax
	addq	%rax, %rbx
	addq	$1, %r13
	je	.L1454
	testq	%r8, %r8
	jne	.L1454
.L1460:
	testq	%rdi, %rdi
	jne	.L1491
.L1456:
	movq	96(%rbp), %r8
	movq	%r8, %rax
	subq	%rcx, %rax
.L1463:
	testq	%rax, %rax
	je	.L1462
	imulq	%rsi, %rax
	addq	%rax, %rbx
.L1462:
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
	jmp	.L1448
	.p2align 4,,10
	.p2align 3
.L1489:
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
	jnb	.L1492
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	movl	$1, %r11d
.L1437:
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
	je	.L1438
	movq	32(%rsp), %rcx
	subq	%r10, %rcx
	cmpq	%rcx, 96(%rsp)
	jb	.L1438
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
	jne	.L1440
.L1490:
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
.L1447:
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
	jb	.L1441
	call	dist_add
	cmpq	%rbp, %r12
	jnb	.L1443
	movq	72(%rsp), %rax
	xorl	%edx, %edx
	divq	8(%rsp)
	leaq	-1(%rbp), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r12, %rdx
	jnb	.L1493
.L1444:
	addq	$1, %rax
	cmpq	%r12, %rax
	cmovb	%r12, %rax
	cmpq	%rbp, %rax
	jb	.L1469
.L1443:
	cmpq	$8, %r13
	je	.L1446
.L1494:
	movq	40(%rsp), %rbp
	movl	$8, %r13d
	jmp	.L1447
	.p2align 4,,10
	.p2align 3
.L1458:
	leaq	(%rcx,%rax), %rdx
	cmpq	96(%rbp), %rdx
	setnb	%dl
	jmp	.L1459
	.p2align 4,,10
	.p2align 3
.L1441:
	call	dist_add
	movq	%r12, %rax
	cmpq	%rbp, %r12
	jnb	.L1443
.L1469:
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
	jne	.L1494
.L1446:
	movq	64(%rsp), %r12
	movq	56(%rsp), %rbp
	movq	248(%r12), %rax
	movq	264(%r12), %rbx
	movq	%rax, 240(%r12)
.L1448:
	movl	152(%rsp), %eax
	orl	184(%rsp), %eax
	movq	%rbx, 256(%r12)
	jne	.L1468
	movl	160(%rbp), %edx
	movq	152(%rbp), %rsi
	movq	%r12, %rcx
	movq	%r15, %rdi
	call	dist_summarise
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L1465
	movl	160(%rbp), %edx
	movq	16(%rsp), %rdi
	leaq	80(%r12), %rcx
	movq	152(%rbp), %rsi
	call	dist_summarise
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L1465
	movq	128(%rbp), %rsi
	movl	136(%rbp), %edx
	movq	%rsi, 272(%r12)
	testl	%edx, %edx
	je	.L1466
	movq	(%r12), %rcx
	movq	48(%rsp), %rbx
	xorl	%edx, %edx
	movq	$-1, %rsi
	movq	%rcx, %rax
	divq	%rbx
	subq	%rdx, %rcx
	cmpq	%rbx, %rcx
	jb	.L1467
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
.L1467:
	movq	%rsi, 272(%r12)
.L1466:
	leaq	192(%rsp), %rbx
	movq	%r15, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	movl	216(%rsp), %eax
	testl	%eax, %eax
	jne	.L1468
	movl	160(%rbp), %edx
	movq	152(%rbp), %rsi
	movq	%rbx, %rdi
	leaq	160(%r12), %rcx
	call	dist_summarise
	movl	%eax, %ebx
.L1465:
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
.L1450:
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
.L1451:
	movq	32(%rsp), %rax
	imulq	%rax, %rbx
	addq	%r13, %rbx
	jmp	.L1448
	.p2align 4,,10
	.p2align 3
.L1491:
	movq	%rcx, %r8
	cmpq	%rdi, %rbx
	jnb	.L1462
	subq	%rbx, %rdi
.L1455:
	xorl	%edx, %edx
	movq	%rdi, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	leaq	(%rcx,%rax), %r8
	jmp	.L1463
	.p2align 4,,10
	.p2align 3
.L1492:
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
	jmp	.L1437
	.p2align 4,,10
	.p2align 3
.L1493:
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
	jmp	.L1444
.L1468:
	movl	$-1, %ebx
	jmp	.L1465
.L1453:
	xorl	%ebx, %ebx
	xorl	%ecx, %ecx
	xorl	%r13d, %r13d
	testq	%rdi, %rdi
	jne	.L1455
	jmp	.L1456
	.cfi_endproc
.LFE58:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.8
	.align 8
.LC229:
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
	je	.L1599
	cmpl	$3, %eax
	je	.L1598
	xorl	%eax, %eax
	movl	$36, %ecx
	movq	%rdx, %rdi
	rep stosq
	movq	$-1, %rax
	cmpq	$0, 8(%rbp)
	je	.L1520
	movq	24(%rbp), %rax
.L1520:
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
	jne	.L1522
	testl	%eax, %eax
	jne	.L1522
	cmpq	$1, 120(%rbp)
	movl	$1, %esi
	jne	.L1525
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
	jmp	.L1524
	.p2align 4,,10
	.p2align 3
.L1522:
	leaq	by_kind.6(%rip), %rdx
	movl	(%rdx,%rax,4), %esi
	cmpl	$3, %esi
	jne	.L1525
	movq	104(%rbp), %rax
	testq	%rax, %rax
	je	.L1525
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	120(%rbp), %rdx
	leaq	1(%rax,%rdx), %rcx
.L1527:
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
.L1524:
	testq	%rax, %rax
	js	.L1528
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1529:
	testq	%r12, %r12
	je	.L1530
	js	.L1531
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r12, %xmm1
.L1532:
	divsd	%xmm1, %xmm0
.L1530:
	movq	8(%rsp), %rax
	cmpq	$0, 8(%rbp)
	movsd	%xmm0, (%rax)
	movq	$-1, %rax
	je	.L1533
	movq	24(%rbp), %rax
.L1533:
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
	jne	.L1534
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
	js	.L1536
.L1605:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	movq	(%rsp), %rax
	testq	%rax, %rax
	js	.L1538
.L1606:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1539:
	divsd	%xmm1, %xmm0
	movq	8(%rsp), %rax
	movl	136(%rbp), %edi
	movsd	%xmm0, 8(%rax)
	testl	%edi, %edi
	je	.L1540
	movq	120(%rbp), %rcx
	movq	$-1, %r9
	cmpq	%rcx, %r12
	jb	.L1541
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
.L1541:
	movq	%r9, 272(%rbx)
	movq	0(%r13), %rdi
	xorl	%r14d, %r14d
	xorl	%esi, %esi
	testq	%r12, %r12
	jne	.L1542
	jmp	.L1600
	.p2align 4,,10
	.p2align 3
.L1602:
	addq	$1, %rsi
	cmpq	%r12, %rsi
	je	.L1601
.L1542:
	movq	(%rdi,%rsi,8), %rax
	movl	$1, %ecx
	cmpq	%r9, %rax
	jb	.L1544
	xorl	%edx, %edx
	divq	%r9
	movq	%rax, %rcx
.L1544:
	addq	%r14, %rcx
	movq	%rcx, %r14
	jnc	.L1602
.L1547:
	movl	164(%rbp), %esi
	testl	%esi, %esi
	jne	.L1568
	movl	36(%r13), %ecx
	testl	%ecx, %ecx
	jne	.L1568
.L1551:
	movl	$3, 32(%r13)
.L1598:
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
.L1525:
	.cfi_restore_state
	movq	96(%rbp), %rcx
	jmp	.L1527
.L1601:
	cmpq	$4194304, %rcx
	jbe	.L1603
	movl	164(%rbp), %edx
	testl	%edx, %edx
	je	.L1604
.L1552:
	movq	24(%r13), %rdx
	cmpq	%rcx, %rdx
	jnb	.L1597
	movq	%rcx, %rax
	shrq	$61, %rax
	jne	.L1554
.L1550:
	movq	16(%r13), %rdi
	leaq	0(,%rcx,8), %rsi
	movq	%rcx, 8(%rsp)
	call	realloc@PLT
	testq	%rax, %rax
	je	.L1554
	movq	8(%rsp), %rcx
	movq	272(%rbx), %r9
	movq	%rax, 16(%r13)
	movq	0(%r13), %rdi
	movq	%rcx, 24(%r13)
.L1543:
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
.L1495:
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
.L1540:
	.cfi_restore_state
	movq	128(%rbp), %r9
	jmp	.L1541
	.p2align 4,,10
	.p2align 3
.L1534:
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
	jns	.L1605
.L1536:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	movq	(%rsp), %rax
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rax, %rax
	jns	.L1606
.L1538:
	movq	(%rsp), %rsi
	pxor	%xmm1, %xmm1
	movq	%rsi, %rax
	andl	$1, %esi
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1539
.L1528:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1529
.L1603:
	testq	%rcx, %rcx
	je	.L1547
	movq	24(%r13), %rdx
	cmpq	%r14, %rdx
	jb	.L1550
.L1597:
	movq	16(%r13), %rax
	movq	%rdx, %r14
	jmp	.L1543
.L1604:
	movl	36(%r13), %eax
	testl	%eax, %eax
	jne	.L1552
	jmp	.L1551
.L1568:
	movl	$-2, %eax
	jmp	.L1495
.L1531:
	movq	%r12, %rax
	movq	%r12, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1532
.L1599:
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
.L1511:
	movq	40(%rsp), %rax
	movq	$-1, %rdx
	cmpq	$0, 8(%rax)
	je	.L1497
	movq	24(%rax), %rdx
.L1497:
	movq	%rdx, 112(%rsp)
	movq	$0, 120(%rsp)
	testq	%rbx, %rbx
	je	.L1557
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
.L1502:
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
	je	.L1607
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
.L1500:
	xorl	%ecx, %ecx
	testq	%rbp, %rbp
	je	.L1506
	.p2align 4,,10
	.p2align 3
.L1501:
	movq	(%r10,%rcx,8), %rdi
	movq	(%r9), %r11
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r11
	cmpq	%r8, %rax
	jnb	.L1504
	testq	%rdx, %rdx
	jne	.L1504
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%rbp, %rcx
	jne	.L1501
.L1506:
	cmpq	%rbx, %r12
	jb	.L1502
	movq	56(%rsp), %r9
	movq	16(%rsp), %r14
	movq	88(%rsp), %rbp
	testq	%r9, %r9
	js	.L1507
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r9, %xmm0
.L1508:
	movq	120(%rsp), %rdx
	testq	%rbx, %rbx
	js	.L1608
.L1589:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L1510:
	divsd	%xmm1, %xmm0
	movq	32(%rsp), %rax
	movq	8(%rsp), %rsi
	movsd	%xmm0, (%rsi,%rax,8)
	movq	%rdx, 240(%rbp,%rax,8)
	movq	%r14, 256(%rbp,%rax,8)
	testq	%rax, %rax
	jne	.L1609
	movq	$1, 32(%rsp)
	jmp	.L1511
	.p2align 4,,10
	.p2align 3
.L1607:
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
	jmp	.L1500
.L1609:
	movq	%rbp, %rbx
	movq	40(%rsp), %rbp
	movl	136(%rbp), %eax
	testl	%eax, %eax
	jne	.L1610
	movq	128(%rbp), %rsi
.L1513:
	cmpq	$0, 48(%r13)
	movq	%rsi, 272(%rbx)
	je	.L1561
	xorl	%r12d, %r12d
	leaq	144(%rsp), %r14
	jmp	.L1516
	.p2align 4,,10
	.p2align 3
.L1515:
	addq	$1, %r12
	cmpq	48(%r13), %r12
	jnb	.L1611
.L1516:
	movq	56(%r13), %rax
	movq	(%rax,%r12,8), %r8
	testq	%r8, %r8
	je	.L1515
	movq	40(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rdi
	imulq	%r12, %rsi
	call	dist_add
	jmp	.L1515
.L1608:
	movq	%rbx, %rcx
	movq	%rbx, %rsi
	pxor	%xmm1, %xmm1
	shrq	%rcx
	andl	$1, %esi
	orq	%rsi, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1510
.L1507:
	movq	%r9, %rdx
	andl	$1, %r9d
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%r9, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1508
.L1610:
	movq	(%rsp), %rdi
	movq	$-1, %rsi
	testq	%rdi, %rdi
	je	.L1513
	movq	256(%rbx), %rax
	xorl	%edx, %edx
	movl	$1, %esi
	divq	%rdi
	testq	%rax, %rax
	cmovne	%rax, %rsi
	jmp	.L1513
.L1611:
	movq	272(%rbx), %rsi
	movl	168(%rsp), %r13d
.L1514:
	leaq	176(%rsp), %r12
	movq	%r14, %rdi
	movq	%r12, %rdx
	call	dist_correct
	orl	200(%rsp), %r13d
	jne	.L1562
	movl	160(%rbp), %edx
	movq	152(%rbp), %rsi
	movq	%rbx, %rcx
	movq	80(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	je	.L1612
.L1517:
	movl	%eax, (%rsp)
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	176(%rsp), %rdi
	call	free@PLT
	movl	(%rsp), %eax
	jmp	.L1495
.L1600:
	movq	24(%r13), %r14
	movq	16(%r13), %rax
	jmp	.L1543
.L1504:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r11, %rcx
	xorl	%eax, %eax
	leaq	.LC229(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L1612:
	movl	160(%rbp), %edx
	movq	152(%rbp), %rsi
	leaq	80(%rbx), %rcx
	movq	72(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L1517
	movl	160(%rbp), %edx
	movq	152(%rbp), %rsi
	leaq	160(%rbx), %rcx
	movq	%r12, %rdi
	call	dist_summarise
	jmp	.L1517
.L1557:
	xorl	%edx, %edx
	xorl	%r14d, %r14d
	pxor	%xmm0, %xmm0
	jmp	.L1589
.L1561:
	xorl	%r13d, %r13d
	leaq	144(%rsp), %r14
	jmp	.L1514
.L1554:
	movl	$-1, %eax
	jmp	.L1495
.L1562:
	movl	$-1, %eax
	jmp	.L1517
	.cfi_endproc
.LFE101:
	.size	run_once, .-run_once
	.section	.rodata.str1.8
	.align 8
.LC231:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC232:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC233:
	.string	"percentiles.svg"
.LC234:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC235:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC236:
	.string	"bench: the export to %s failed (out of memory, or too many distinct values)\n"
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
	movl	32(%rdx), %eax
	movq	%rsi, (%rsp)
	movl	%r8d, 40(%rsp)
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
	je	.L1677
	movq	%rdi, %rbp
	movq	%rdx, %r15
	movq	%rcx, %rbx
	cmpl	$2, %eax
	je	.L1678
	leaq	272(%rsp), %r14
	movq	(%rcx), %rsi
	movq	(%r15), %rdi
	movq	%r14, %rdx
	call	table_from_sorted
	testl	%eax, %eax
	je	.L1669
.L1652:
	leaq	144(%rsp), %r13
	leaq	112(%rsp), %r12
.L1641:
	orl	$-1, %ebx
.L1628:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC236(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L1638:
	movq	272(%rsp), %rdi
	call	free@PLT
	movq	296(%rsp), %rdi
	call	free@PLT
	movq	320(%rsp), %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	dist_free
	movq	%r13, %rdi
	call	dist_free
.L1613:
	addq	$360, %rsp
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
.L1669:
	.cfi_restore_state
	movq	80(%rbx), %rsi
	movq	8(%r15), %rdi
	leaq	296(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L1652
	movq	160(%rbx), %rsi
	movq	16(%r15), %rdi
	leaq	320(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L1652
	leaq	144(%rsp), %r13
	leaq	112(%rsp), %r12
.L1633:
	leaq	48(%rsp), %rax
	xorl	%r8d, %r8d
	movq	%r12, 16(%rsp)
	movq	%rax, 8(%rsp)
	movq	%r8, %r12
.L1632:
	imulq	$10, %r12, %rax
	movq	8(%rsp), %rcx
	leaq	(%r12,%r12,2), %r15
	movq	%rbp, %rdi
	addq	%r14, %r15
	leaq	hgrm_writer(%rip), %rdx
	movq	24(%rbx,%rax), %rax
	movq	%rax, (%rcx,%r12)
	leaq	HGRM.2(%rip), %rax
	movq	%r15, %rcx
	movq	(%rax,%r12), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L1673
	cmpl	$0, 40(%rsp)
	jne	.L1634
.L1636:
	addq	$8, %r12
	cmpq	$24, %r12
	jne	.L1632
	leaq	.LC232(%rip), %rax
	movq	%r14, %xmm1
	leaq	176(%rsp), %rcx
	movq	%rbp, %rdi
	movq	%rax, %xmm0
	movq	16(%rsp), %r12
	leaq	NAMES.0(%rip), %rax
	leaq	spectrum_writer(%rip), %rdx
	punpcklqdq	%xmm1, %xmm0
	leaq	.LC233(%rip), %rsi
	movl	$3, 192(%rsp)
	movaps	%xmm0, 176(%rsp)
	movq	%rax, %xmm0
	movhps	8(%rsp), %xmm0
	movups	%xmm0, 200(%rsp)
	call	export_file
	testl	%eax, %eax
	jne	.L1641
	leaq	224(%rsp), %r14
	movq	(%rsp), %rdi
	movl	$20, %esi
	movq	%r14, %rdx
	call	first_stall_window
	testl	%eax, %eax
	je	.L1679
	jns	.L1680
	movq	224(%rsp), %rdi
	call	free@PLT
	movq	232(%rsp), %rdi
	call	free@PLT
	movq	240(%rsp), %rdi
.L1676:
	call	free@PLT
	jmp	.L1641
.L1678:
	xorl	%r13d, %r13d
	cmpq	$0, 48(%rdx)
	leaq	112(%rsp), %r12
	jne	.L1617
	jmp	.L1621
	.p2align 4,,10
	.p2align 3
.L1620:
	addq	$1, %r13
	cmpq	48(%r15), %r13
	jnb	.L1621
.L1617:
	movq	56(%r15), %rax
	movq	(%rax,%r13,8), %r8
	testq	%r8, %r8
	je	.L1620
	movl	136(%rsp), %eax
	testl	%eax, %eax
	jne	.L1620
	movq	40(%r15), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r12, %rdi
	imulq	%r13, %rsi
	call	dist_add.part.0
	jmp	.L1620
.L1621:
	movq	272(%rbx), %rsi
	leaq	144(%rsp), %r13
	movq	%r12, %rdi
	movq	%r13, %rdx
	call	dist_correct
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	jne	.L1641
	leaq	272(%rsp), %r14
	leaq	40(%r15), %rdi
	movq	%r14, %rsi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L1641
	leaq	296(%rsp), %rsi
	leaq	64(%r15), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L1641
	leaq	224(%rsp), %r15
	movl	$6, %ecx
	movq	%rbx, 16(%rsp)
	movq	%r15, %rdi
	movq	%r12, 24(%rsp)
	rep stosl
	movq	%rbp, 8(%rsp)
	movq	%rcx, %rbp
.L1622:
	cmpq	152(%rsp), %rbp
	jnb	.L1625
	testl	%eax, %eax
	jne	.L1625
	movq	%rbp, %rcx
	xorl	%r12d, %r12d
	salq	$5, %rcx
	addq	144(%rsp), %rcx
	cmpq	$0, 16(%rcx)
	movq	%rcx, %rbx
	jne	.L1623
	jmp	.L1626
	.p2align 4,,10
	.p2align 3
.L1681:
	testl	%eax, %eax
	jne	.L1626
.L1623:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movq	%r15, %rdi
	movq	24(%rbx), %rdx
	imulq	%r12, %rax
	addq	$1, %r12
	subq	%rax, %rsi
	call	table_push
	cmpq	16(%rbx), %r12
	jb	.L1681
.L1626:
	addq	$1, %rbp
	jmp	.L1622
.L1634:
	leaq	VALUES.1(%rip), %rax
	movq	%r15, %rcx
	leaq	values_writer(%rip), %rdx
	movq	%rbp, %rdi
	movq	(%rax,%r12), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L1636
.L1673:
	movq	16(%rsp), %r12
	jmp	.L1641
.L1679:
	movq	(%rsp), %rax
	leaq	80(%rsp), %rcx
	movq	%rbp, %rdi
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC234(%rip), %rsi
	movq	%r14, 88(%rsp)
	movq	%rax, 80(%rsp)
	movq	272(%rbx), %rax
	movq	%rax, 96(%rsp)
	call	export_file
	movq	224(%rsp), %rdi
	movl	%eax, %ebx
	call	free@PLT
	movq	232(%rsp), %rdi
	call	free@PLT
	movq	240(%rsp), %rdi
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L1628
	xorl	%ebx, %ebx
	jmp	.L1638
.L1625:
	movq	8(%rsp), %rbp
	movq	16(%rsp), %rbx
	movq	24(%rsp), %r12
	movq	224(%rsp), %rdi
	testl	%eax, %eax
	jne	.L1676
	movl	%eax, 24(%rsp)
	movq	232(%rsp), %rax
	movl	$16, %edx
	xorl	%r15d, %r15d
	leaq	cmp_vc(%rip), %rcx
	movq	%rdi, 16(%rsp)
	movq	%rax, %rsi
	movq	%rax, 8(%rsp)
	call	qsort@PLT
	movq	16(%rsp), %rcx
	movq	%r12, 32(%rsp)
	leaq	320(%rsp), %rdx
	movl	24(%rsp), %eax
	movq	%rdx, %r12
	movq	%rbp, 24(%rsp)
	movq	%r15, %rbp
	movq	8(%rsp), %r15
	movq	%rbx, 8(%rsp)
	movq	%rcx, %rbx
	jmp	.L1629
.L1682:
	cmpq	%r15, %rbp
	jnb	.L1644
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r12, %rdi
	addq	$1, %rbp
	addq	$16, %rbx
	call	table_push
.L1629:
	testl	%eax, %eax
	je	.L1682
.L1644:
	movq	16(%rsp), %rdi
	movq	24(%rsp), %rbp
	movl	%eax, 44(%rsp)
	movq	8(%rsp), %rbx
	movq	32(%rsp), %r12
	call	free@PLT
	movl	44(%rsp), %eax
	testl	%eax, %eax
	je	.L1633
	jmp	.L1641
.L1680:
	leaq	.LC235(%rip), %rdi
	xorl	%ebx, %ebx
	call	puts@PLT
	movq	224(%rsp), %rdi
	call	free@PLT
	movq	232(%rsp), %rdi
	call	free@PLT
	movq	240(%rsp), %rdi
	call	free@PLT
	jmp	.L1638
.L1677:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	orl	$-1, %ebx
	leaq	.LC231(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1613
	.cfi_endproc
.LFE139:
	.size	export_bench, .-export_bench
	.section	.rodata.str1.1
.LC237:
	.string	"the scenario's trace"
.LC238:
	.string	" (the trace's mean)"
	.section	.rodata.str1.8
	.align 8
.LC239:
	.string	"200000000 (it is not a regular file, so all are kept)"
	.section	.rodata.str1.1
.LC240:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC241:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.align 8
.LC242:
	.string	"the latencies have too many possible values"
	.align 8
.LC243:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC244:
	.string	"200000000 (--exact-by sort keeps every sample)"
	.section	.rodata.str1.1
.LC245:
	.string	"stall us"
.LC246:
	.string	"load %"
.LC247:
	.string	"sim"
.LC248:
	.string	"formula"
.LC249:
	.string	"reference"
.LC250:
	.string	"closed-form"
.LC251:
	.string	"sweep-load.svg"
.LC252:
	.string	"sweep-stall.svg"
.LC253:
	.string	"s"
.LC254:
	.string	"given"
.LC258:
	.string	"default"
.LC259:
	.string	"seed 000"
.LC260:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC262:
	.string	"RESULT clock ghz=%.3f runs=%d\n"
	.section	.rodata.str1.1
.LC263:
	.string	"--self-test"
.LC264:
	.string	"rank n=1 p=0"
.LC265:
	.string	"rank n=1 p=100"
.LC266:
	.string	"rank n=1 p=0 ceil"
.LC267:
	.string	"rank n=1 p=100 ceil"
.LC268:
	.string	"rank n=10 p=0"
.LC269:
	.string	"rank n=10 p=100"
.LC270:
	.string	"rank n=10 p=50"
.LC271:
	.string	"rank n=10 p=95 rounds half up"
.LC272:
	.string	"rank n=10 p=94.9 rounds down"
.LC273:
	.string	"rank n=10 p=90.1 ceil"
.LC274:
	.string	"rank n=119980 p=99"
.LC275:
	.string	"rank n=119980 p=99.9"
.LC276:
	.string	"rank n=119980 p=99 ceil"
.LC277:
	.string	"rank n=2^62 p=99.99 exact"
.LC279:
	.string	"hdr fixture corrected count"
.LC280:
	.string	"hdr fixture correct_co"
.LC281:
	.string	"hdr fixture corrected p50"
.LC282:
	.string	"hdr fixture corrected p90"
.LC283:
	.string	"hdr fixture corrected p99"
.LC284:
	.string	"hdr fixture corrected max"
.LC285:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC286:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC287:
	.string	"correction of one interval"
.LC288:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC289:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC290:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC291:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC292:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC293:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC296:
	.string	"reference server agrees, start %lu"
	.align 8
.LC298:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC299:
	.string	"in service at a stall: extended by it"
	.align 8
.LC300:
	.string	"starting in a stall: waits for its end"
	.section	.rodata.str1.1
.LC301:
	.string	"200us"
.LC302:
	.string	"0.3us"
.LC303:
	.string	"0.5s"
.LC304:
	.string	"1.000000001s"
.LC305:
	.string	"0"
.LC306:
	.string	"250"
.LC307:
	.string	"0.5ns"
.LC308:
	.string	"ms"
.LC309:
	.string	"-1ms"
.LC310:
	.string	"5parsecs"
.LC311:
	.string	"1.ms"
.LC312:
	.string	"99999999999999999999s"
.LC313:
	.string	"4611686018427387904ns"
.LC314:
	.string	"--help"
.LC315:
	.string	"-h"
.LC316:
	.string	"QUICK"
.LC317:
	.string	"REPS"
.LC318:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC319:
	.string	"QUICK '%s' is not valid: use QUICK=1, QUICK=0 or leave it unset"
	.align 8
.LC320:
	.string	"REPS '%s' is not valid: a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC321:
	.string	"--scenario"
.LC322:
	.string	"out of memory"
.LC323:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC324:
	.string	"use default, feed-10ms-stall, one-2s-stall, hundred-requests or hundred-requests-exercise"
	.align 8
.LC325:
	.string	"--scenario '%s' is not valid: %s"
	.align 8
.LC326:
	.string	"out of memory reading the options"
	.section	.rodata.str1.1
.LC327:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC328:
	.string	"both set the length of the run: "
	.align 8
.LC329:
	.string	"--duration and --requests %s%s"
	.section	.rodata.str1.1
.LC330:
	.string	"%s, from %s"
.LC331:
	.string	"--correct '%s': out of memory"
	.section	.rodata.str1.8
	.align 8
.LC332:
	.string	"--correct %.40s: more than 200000000 lines"
	.section	.rodata.str1.1
.LC333:
	.string	"use --correct FILE"
.LC334:
	.string	"at most 255 characters; "
	.section	.rodata.str1.8
	.align 8
.LC335:
	.string	"--trace-values is too long: %s%s"
	.section	.rodata.str1.1
.LC336:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC337:
	.string	"--trace-values: '%s' is not a repeat count: %s"
	.section	.rodata.str1.1
.LC338:
	.string	"--trace-values: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC339:
	.string	"give latencies separated by commas, e.g. 2ms*99,1000ms"
	.align 8
.LC340:
	.string	"--trace-values '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC341:
	.string	"for the corrected trace"
.LC342:
	.string	"checking the trace"
	.section	.rodata.str1.8
	.align 8
.LC343:
	.string	"coordinated omission: correcting a recorded trace"
	.align 8
.LC344:
	.string	"scenario: %s\ntrace: %s, %lu latencies\n"
	.align 8
.LC345:
	.string	"correction: expected interval %s us%s; rank rule %s; slow above %s us\n"
	.align 8
.LC346:
	.string	"checks: percentiles, counts, slow counts and sums of both sets against counting over the distinct values\n"
	.section	.rodata.str1.1
.LC347:
	.string	"recorded"
.LC348:
	.string	"ratio"
.LC349:
	.string	"\n%-10s %9s"
.LC350:
	.string	" %11.*f"
	.section	.rodata.str1.8
	.align 8
.LC351:
	.string	"\n(percentiles in us; ratio = corrected / recorded)\n"
	.align 8
.LC352:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC353:
	.string	"RESULT checks passed=%lu failed=%lu runs=1\n"
	.align 8
.LC354:
	.string	"Latency by percentile: a recorded trace and its correction"
	.section	.rodata.str1.1
.LC355:
	.string	"recorded.hgrm"
.LC356:
	.string	"corrected.hgrm"
	.section	.rodata.str1.8
	.align 8
.LC357:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC358:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC359:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC360:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC361:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC362:
	.string	"takes one connection: "
.LC363:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC364:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC365:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC367:
	.string	"lower --rate or shorten the run"
	.align 8
.LC368:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC369:
	.string	"--schedule poisson: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC371:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC372:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC373:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC374:
	.string	"1 / rate, the interval the schedule was configured with"
	.align 8
.LC375:
	.string	"--arrivals %.40s: more than %s lines"
	.align 8
.LC376:
	.string	"--arrivals '%s': out of memory at line %lu"
	.section	.rodata.str1.1
.LC377:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC378:
	.string	"--arrivals '%s': no due time falls within %s"
	.section	.rodata.str1.1
.LC379:
	.string	"add --expected-interval T"
	.section	.rodata.str1.8
	.align 8
.LC380:
	.string	"--arrivals '%s' has no gap between its due times (one line, or all at one instant), so it gives no interval to correct with: %s"
	.align 8
.LC381:
	.string	"the replayed schedule's mean gap"
	.align 8
.LC382:
	.string	"shorten --duration or --interval"
	.align 8
.LC383:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC384:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC385:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC386:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC387:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC388:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC389:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC390:
	.string	"back-to-back may send more than %s requests: %s"
	.align 8
.LC391:
	.string	"shorten it or the service and stall times"
	.align 8
.LC392:
	.string	"the run may not fit in 64-bit nanoseconds: %s%s"
	.align 8
.LC393:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sort"
	.align 8
.LC394:
	.string	"--sweep runs on the fixed schedule with a fixed expected interval: drop --schedule, --arrivals and mean"
	.section	.rodata.str1.1
.LC395:
	.string	"in the sweep"
.LC396:
	.string	"checked"
.LC397:
	.string	"%-10s %-8s"
.LC398:
	.string	" | %-10s %10s %10s"
.LC399:
	.string	"\n%-10s %-8s"
.LC400:
	.string	"p50"
.LC401:
	.string	" | "
.LC402:
	.string	"%s%10s"
.LC403:
	.string	"p99"
.LC404:
	.string	"p99.9"
.LC405:
	.string	"%-10lu"
.LC406:
	.string	"%-10s"
.LC407:
	.string	" %-8s"
	.section	.rodata.str1.8
	.align 8
.LC408:
	.string	"(percentiles in us; checked against: formula = the closed form, sim = the reference simulation)\n"
	.align 8
.LC409:
	.string	"RESULT sweep axis=%s value=%lu"
	.section	.rodata.str1.1
.LC410:
	.string	" %s_%s_ns=%lu"
.LC411:
	.string	" against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC412:
	.string	"RESULT checks passed=%lu failed=%lu runs=%zu\n"
	.align 8
.LC413:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC414:
	.string	"in the cross-check"
.LC415:
	.string	"expected_ns"
.LC416:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC417:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC418:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC419:
	.string	"computing the expected outcome"
	.align 8
.LC420:
	.string	"coordinated omission on a virtual clock: closed loop, open loop, corrected"
	.section	.rodata.str1.1
.LC421:
	.string	"scenario: %s\n"
.LC422:
	.string	"server: service %s us; "
.LC423:
	.string	"no stalls"
.LC424:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC425:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC426:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC427:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC428:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC429:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC430:
	.string	"\ncorrection: expected interval "
	.align 8
.LC431:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC432:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC433:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC434:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC435:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC436:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC437:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC438:
	.string	"samples: counted exactly on a lattice of %lu ns steps (%lu values), %d requests a chunk\n"
	.align 8
.LC439:
	.string	"samples: every one kept and sorted"
	.align 8
.LC440:
	.string	"samples: none kept; each rep walks the run again until every percentile is found exactly, %d counters a percentile\n"
	.section	.rodata.str1.1
.LC441:
	.string	"runs: 1 warmup + %u reps\n"
.LC442:
	.string	"for the corrected set"
	.section	.rodata.str1.8
	.align 8
.LC443:
	.string	"samples: the corrected set would hold more than %d values; every rep now walks the run again in passes instead, keeping none\n"
	.section	.rodata.str1.1
.LC444:
	.string	" warmup"
.LC445:
	.string	"rep=%u%s set=%s"
.LC446:
	.string	" slow=%lu sum_ns=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC447:
	.string	"bench: out of memory for the report\n"
	.section	.rodata.str1.1
.LC448:
	.string	"cv"
.LC449:
	.string	" %6s\n"
.LC450:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC451:
	.string	"percentiles in us, minimum over %u reps (cv: the largest over the percentiles);\nslow: samples above %s us, median over reps\n\n"
	.align 8
.LC452:
	.string	"simulation cost, %-6s loop: min %.3f ns per request, median %.3f, cv %.3f\n"
	.align 8
.LC453:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC454:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC455:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC456:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC457:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC458:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC459:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.section	.rodata.str1.1
.LC460:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC461:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.align 8
.LC462:
	.string	"coordinated omission: sweep over %s\n"
	.section	.rodata.str1.1
.LC463:
	.string	"base: service %s us"
.LC464:
	.string	", stall %s us"
.LC465:
	.string	", period %s us"
	.section	.rodata.str1.8
	.align 8
.LC466:
	.string	", %s us of schedule per point\n\n"
	.section	.rodata.str1.1
.LC467:
	.string	"stall length"
	.section	.rodata.str1.8
	.align 8
.LC468:
	.string	"--correct '%s': out of memory at line %lu"
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB168:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	%edi, %edx
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
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$6760, %rsp
	.cfi_def_cfa_offset 6816
	movdqa	.LC255(%rip), %xmm0
	leaq	1328(%rsp), %rax
	movl	%edi, 16(%rsp)
	movq	%rax, 56(%rsp)
	movq	%rax, %rdi
	xorl	%eax, %eax
	rep stosq
	leaq	.LC259(%rip), %rax
	movaps	%xmm0, 1328(%rsp)
	movdqa	.LC256(%rip), %xmm0
	leaq	.LC258(%rip), %rdi
	movq	%rax, %xmm3
	movq	%rsi, 32(%rsp)
	movaps	%xmm0, 1344(%rsp)
	movdqa	.LC257(%rip), %xmm0
	movq	$200000, 1368(%rsp)
	movups	%xmm0, 1448(%rsp)
	movq	%rdi, %xmm0
	movq	$1000000, 1480(%rsp)
	punpcklqdq	%xmm3, %xmm0
	movl	$31, 1496(%rsp)
	movups	%xmm0, 1592(%rsp)
	cmpl	$2, %edx
	je	.L2174
.L1684:
	leaq	.LC316(%rip), %rdi
	call	getenv@PLT
	leaq	.LC317(%rip), %rdi
	movq	%rax, %rbx
	call	getenv@PLT
	movq	%rax, %rbp
	testq	%rbx, %rbx
	je	.L1987
	leaq	.LC318(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	cmpb	$0, (%rbx)
	movl	%eax, %r12d
	je	.L1716
	leaq	.LC305(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2175
.L1716:
	xorl	%eax, %eax
	testl	%r12d, %r12d
	sete	%al
.L1715:
	movl	%eax, 1616(%rsp)
	testq	%rbp, %rbp
	je	.L1718
	cmpb	$0, 0(%rbp)
	jne	.L2176
.L1718:
	cmpl	$2, 16(%rsp)
	jle	.L2177
	movl	16(%rsp), %eax
	movq	32(%rsp), %rdi
	leaq	1040(%rsp), %r13
	leaq	.LC9(%rip), %r12
	subl	$3, %eax
	leaq	8(%rdi), %r15
	leaq	16(%rdi,%rax,8), %rax
	movq	%r15, %r14
	movq	%rax, 8(%rsp)
	leaq	.LC321(%rip), %rax
	movq	%rax, (%rsp)
	leaq	1632(%rsp), %rax
	movq	%rax, 128(%rsp)
	jmp	.L1732
	.p2align 4,,10
	.p2align 3
.L1721:
	addq	$8, %r14
	cmpq	%r14, 8(%rsp)
	je	.L2178
.L1732:
	movq	(%r14), %rdi
	movq	(%rsp), %rsi
	call	strcmp@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L1721
	movq	8(%r14), %rax
	leaq	SCENARIOS(%rip), %r15
	movq	%rax, 24(%rsp)
	movl	%ebx, %eax
	movq	%r15, %rbx
	movl	%eax, %r15d
.L1723:
	movq	(%rbx), %rax
	movq	24(%rsp), %rdi
	movq	%rax, %rsi
	movq	%rax, 48(%rsp)
	call	strcmp@PLT
	movl	%eax, %ebp
	testl	%eax, %eax
	je	.L1722
	addl	$1, %r15d
	addq	$24, %rbx
	cmpl	$5, %r15d
	jne	.L1723
	leaq	1632(%rsp), %rbx
	movq	24(%rsp), %rcx
	xorl	%eax, %eax
	leaq	.LC324(%rip), %r8
	leaq	.LC325(%rip), %rdx
	movl	$512, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
.L2163:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC181(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L1717:
	movl	$2, %ebx
.L1720:
	movq	1608(%rsp), %rdi
	call	free@PLT
	movq	1624(%rsp), %rdi
	call	free@PLT
.L1683:
	addq	$6760, %rsp
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
.L1722:
	.cfi_restore_state
	movq	1608(%rsp), %rdi
	movslq	%r15d, %rbx
	movq	$0, 1040(%rsp)
	call	free@PLT
	leaq	(%rbx,%rbx,2), %rax
	leaq	SCENARIOS(%rip), %rdi
	movq	16(%rdi,%rax,8), %rdi
	call	strdup@PLT
	movq	%rax, 1608(%rsp)
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2179
	movq	%r13, %rdx
	movq	%r12, %rsi
	leaq	2144(%rsp), %r15
	call	strtok_r@PLT
	testq	%rax, %rax
	je	.L1727
	movl	$1, %ebp
	leaq	2144(%rsp), %r15
	.p2align 4,,10
	.p2align 3
.L1728:
	movq	%rax, -8(%r15,%rbp,8)
	movq	%r13, %rdx
	xorl	%edi, %edi
	movq	%r12, %rsi
	call	strtok_r@PLT
	movq	%rbp, %r9
	testq	%rax, %rax
	setne	%cl
	cmpl	$31, %ebp
	setle	%dl
	addq	$1, %rbp
	testb	%dl, %cl
	jne	.L1728
	movl	%r9d, %ebp
.L1727:
	movq	48(%rsp), %xmm0
	leaq	(%rbx,%rbx,2), %rax
	movq	%r15, %rdx
	movl	%ebp, %esi
	leaq	SCENARIOS(%rip), %rdi
	movq	128(%rsp), %rcx
	movhps	8(%rdi,%rax,8), %xmm0
	movq	56(%rsp), %rdi
	movups	%xmm0, 1592(%rsp)
	movq	%rcx, %rbx
	call	apply_args.constprop.0
	testl	%eax, %eax
	jne	.L2163
	addq	$8, %r14
	cmpq	%r14, 8(%rsp)
	jne	.L1732
.L2178:
	movslq	16(%rsp), %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	je	.L1730
.L1734:
	movl	$1, %r13d
	movq	%r14, 8(%rsp)
	xorl	%r12d, %r12d
	xorl	%ebp, %ebp
	xorl	%r15d, %r15d
	movl	%r13d, %r14d
	.p2align 4,,10
	.p2align 3
.L1738:
	movq	32(%rsp), %rdi
	movslq	%r14d, %rax
	movq	(%rsp), %rsi
	leal	1(%r14), %r13d
	movq	(%rdi,%rax,8), %rbx
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1736
	addl	$2, %r14d
	cmpl	%r13d, 16(%rsp)
	jg	.L1737
.L1736:
	leaq	.LC111(%rip), %rsi
	movq	%rbx, %rdi
	movl	%r13d, %r14d
	call	strcmp@PLT
	movq	%rbx, %rdi
	leaq	.LC114(%rip), %rsi
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %r15d
	call	strcmp@PLT
	movq	8(%rsp), %rdi
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
	movslq	%r12d, %rax
	addl	$1, %r12d
	movq	%rbx, (%rdi,%rax,8)
.L1737:
	cmpl	%r14d, 16(%rsp)
	jg	.L1738
	movq	8(%rsp), %r14
	testl	%ebp, %r15d
	je	.L1735
	leaq	1632(%rsp), %rbx
	leaq	.LC327(%rip), %r8
	xorl	%eax, %eax
	movl	$512, %esi
	movq	%rbx, %rdi
	leaq	.LC328(%rip), %rcx
	leaq	.LC329(%rip), %rdx
	call	snprintf@PLT
	movq	%r14, %rdi
	call	free@PLT
	jmp	.L2163
.L2174:
	movq	8(%rsi), %rbx
	leaq	.LC260(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2180
	leaq	.LC263(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2181
	leaq	.LC314(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1714
	leaq	.LC315(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1684
.L1714:
	movq	stdout(%rip), %rcx
	movl	$2152, %edx
	movl	$1, %esi
	xorl	%ebx, %ebx
	leaq	USAGE(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1683
.L1735:
	movq	56(%rsp), %rdi
	leaq	1632(%rsp), %rbx
	movq	%r14, %rdx
	movl	%r12d, %esi
	movq	%rbx, %rcx
	call	apply_args.constprop.0
	movq	%r14, %rdi
	movl	%eax, %ebp
	call	free@PLT
	testl	%ebp, %ebp
	jne	.L2163
	leaq	512(%rsp), %rax
	movq	1600(%rsp), %r8
	movq	1592(%rsp), %rcx
	leaq	.LC330(%rip), %rdx
	movq	%rax, 8(%rsp)
	movq	%rax, %rdi
	movl	$96, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	cmpl	$1, 1504(%rsp)
	jne	.L1741
	movq	1552(%rsp), %rsi
	movq	%rsi, (%rsp)
	testq	%rsi, %rsi
	je	.L1742
	leaq	2144(%rsp), %rax
	movl	$512, %r9d
	movq	%rbx, %r8
	movl	$1, %ecx
	leaq	.LC158(%rip), %rdx
	movq	%rax, %rdi
	movq	%rax, 16(%rsp)
	call	numbers_open
	testl	%eax, %eax
	jne	.L2163
	movl	$8192, %edi
	call	malloc@PLT
	testq	%rax, %rax
	je	.L2182
	movq	16(%rsp), %r14
	xorl	%r12d, %r12d
	movl	$1024, %ebp
	movq	%rax, %r13
	leaq	1040(%rsp), %r15
	jmp	.L1748
	.p2align 4,,10
	.p2align 3
.L1751:
	movq	1040(%rsp), %rax
	movq	%rax, 0(%r13,%r12,8)
	addq	$1, %r12
.L1748:
	movl	$512, %ecx
	movq	%rbx, %rdx
	movq	%r15, %rsi
	movq	%r14, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L2183
	cmpq	$200000000, %r12
	je	.L2184
	cmpq	%r12, %rbp
	jne	.L1751
	movq	%rbp, %rsi
	movq	%r13, %rdi
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L1752
	addq	%rbp, %rbp
	movq	%rax, %r13
	jmp	.L1751
.L1987:
	xorl	%eax, %eax
	jmp	.L1715
.L1741:
	movq	1512(%rsp), %rbp
	movq	1520(%rsp), %r14
	movq	%rbp, %rax
	movq	%rbp, %r13
	orq	%r14, %rax
	jne	.L1805
	cmpl	$0, 1616(%rsp)
	movabsq	$20000000000, %rdx
	movabsq	$5000000000, %rax
	cmove	%rdx, %rax
	movq	%rax, %r13
.L1805:
	movq	1344(%rsp), %rsi
	testq	%rsi, %rsi
	je	.L1806
	cmpq	%rsi, 1336(%rsp)
	jnb	.L2185
.L1806:
	movsd	1528(%rsp), %xmm4
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm4
	movsd	%xmm4, 24(%rsp)
	jp	.L2024
	je	.L1808
.L2024:
	cmpl	$1, 1360(%rsp)
	jne	.L2186
	cmpl	$1, 1440(%rsp)
	je	.L2187
.L1814:
	testq	%r14, %r14
	je	.L2188
.L1817:
	movq	1536(%rsp), %r15
	xorl	%r11d, %r11d
	movsd	24(%rsp), %xmm5
	leaq	2144(%rsp), %rax
	movl	$1, %ebp
	movq	%r14, (%rsp)
	movq	%r11, %r14
	movabsq	$-9223372036854775808, %r12
	movq	$0x000000000, 2152(%rsp)
	salq	$40, %rbp
	movq	%r15, 2160(%rsp)
	movq	%rax, 16(%rsp)
	movsd	%xmm5, 2144(%rsp)
	jmp	.L1830
.L2190:
	cmpq	%r14, %rax
	sete	%al
.L1822:
	testb	%al, %al
	jne	.L2189
	comisd	.LC370(%rip), %xmm0
	jnb	.L1825
	cmpq	%rbp, %r14
	je	.L1825
	comisd	.LC52(%rip), %xmm0
	jnb	.L1827
	cvttsd2siq	%xmm0, %rax
.L1828:
	testq	%r14, %r14
	jne	.L1829
	movq	%rax, 1408(%rsp)
.L1829:
	movq	%rax, 1416(%rsp)
	addq	$1, %r14
.L1830:
	movq	16(%rsp), %rdi
	call	poisson_next
	movq	(%rsp), %rax
	testq	%rax, %rax
	jne	.L2190
	testq	%r13, %r13
	js	.L1823
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r13, %xmm1
.L1824:
	comisd	%xmm1, %xmm0
	setnb	%al
	jmp	.L1822
.L2175:
	testl	%r12d, %r12d
	je	.L1716
	leaq	1632(%rsp), %rbp
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC319(%rip), %rdx
	call	snprintf@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC181(%rip), %rsi
	call	fprintf@PLT
	jmp	.L1717
.L2189:
	movq	%r14, %r11
	testq	%r14, %r14
	je	.L2191
	movsd	24(%rsp), %xmm5
	cmpl	$0, 1620(%rsp)
	movq	%r15, 1384(%rsp)
	movq	%r14, 1424(%rsp)
	movsd	%xmm5, 1376(%rsp)
	je	.L2192
.L1832:
	movl	1492(%rsp), %ebp
	cmpl	$1, %ebp
	jne	.L1836
	movq	1424(%rsp), %rax
.L1835:
	movq	%rax, %r11
	movl	$1, %ebp
	leaq	.LC385(%rip), %r8
	leaq	.LC244(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L1866
.L2171:
	leaq	.LC386(%rip), %rdx
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2163
.L1827:
	subsd	.LC52(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	xorq	%r12, %rax
	jmp	.L1828
.L1823:
	movq	%r13, %rax
	movq	%r13, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1824
.L2176:
	leaq	216(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L2193
	movq	216(%rsp), %rax
	movl	%eax, 1496(%rsp)
	jmp	.L1718
.L1808:
	cmpl	$1, 1440(%rsp)
	je	.L2194
	movl	1360(%rsp), %eax
	cmpl	$1, %eax
	je	.L1979
.L1813:
	cmpl	$2, %eax
	je	.L2195
	movq	1368(%rsp), %rcx
	testq	%r14, %r14
	je	.L2196
.L1862:
	movabsq	$4611686018427387903, %rsi
	movq	%r14, %rax
	mulq	%rcx
	movq	%rax, %rdi
	xorl	%eax, %eax
	cmpq	%rdi, %rsi
	sbbq	%rdx, %rax
	jc	.L2197
	movq	%r14, 1424(%rsp)
	subq	$1, %r14
	imulq	%rcx, %r14
	cmpl	$0, 1620(%rsp)
	movq	%r14, 1416(%rsp)
	je	.L2198
.L1859:
	movq	1424(%rsp), %rax
	movl	1492(%rsp), %ebp
	movq	%rax, %r11
	cmpl	$1, %ebp
	je	.L1835
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jb	.L2199
.L1836:
	cmpl	$2, %ebp
	je	.L2200
.L1866:
	cmpl	$2, 1440(%rsp)
	movq	1328(%rsp), %rcx
	je	.L2201
.L1871:
	movq	1336(%rsp), %r10
	xorl	%r9d, %r9d
	xorl	%edi, %edi
	movq	%r10, %rsi
	addq	%rcx, %rsi
	adcq	%r9, %rdi
	testq	%r10, %r10
	je	.L1874
	movq	1344(%rsp), %rax
	testq	%rax, %rax
	jne	.L2202
.L1874:
	movq	1352(%rsp), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	movq	%rdi, %rcx
	movq	1416(%rsp), %r8
	addq	%rax, %r8
	movq	1432(%rsp), %rax
	adcq	%rdx, %r9
	xorl	%edx, %edx
	addq	%rax, %r8
	leaq	1(%r11), %rax
	adcq	%rdx, %r9
	imulq	%rax, %rcx
	mulq	%rsi
	addq	%rcx, %rdx
	addq	%r8, %rax
	movabsq	$4611686018427387903, %rcx
	movq	%rax, %rdi
	adcq	%r9, %rdx
	xorl	%eax, %eax
	cmpq	%rdi, %rcx
	sbbq	%rdx, %rax
	jc	.L2203
	movq	1576(%rsp), %rdi
	movl	1504(%rsp), %eax
	movq	%rdi, 160(%rsp)
	testq	%rdi, %rdi
	je	.L1877
	testl	%eax, %eax
	je	.L2204
.L1877:
	cmpl	$2, %eax
	je	.L2205
	cmpl	$3, %eax
	jne	.L1878
	pxor	%xmm0, %xmm0
	cmpl	$0, 1360(%rsp)
	movaps	%xmm0, 864(%rsp)
	jne	.L2017
	movq	56(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, %rsi
	testq	%rax, %rax
	je	.L2206
.L1917:
	leaq	.LC413(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %ebx
	call	printf@PLT
	jmp	.L1720
.L1878:
	movl	1496(%rsp), %ebx
	movl	$288, %esi
	movl	1584(%rsp), %r13d
	leal	1(%rbx), %edi
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbx, %rdi
	movq	%rax, %r15
	movq	%rax, 136(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbx, %rdi
	movq	%rax, %r14
	movq	%rax, 176(%rsp)
	call	calloc@PLT
	movl	$22, %ecx
	pxor	%xmm0, %xmm0
	leaq	736(%rsp), %rdi
	movq	%rax, 184(%rsp)
	movq	%rax, %rsi
	xorl	%eax, %eax
	testq	%r14, %r14
	movq	%rdi, 64(%rsp)
	rep stosl
	sete	%al
	testq	%r15, %r15
	movaps	%xmm0, 352(%rsp)
	sete	%dl
	orb	%dl, %al
	jne	.L1925
	testq	%rsi, %rsi
	je	.L1925
	movq	56(%rsp), %rbx
	movq	64(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	testl	%eax, %eax
	je	.L2207
.L1925:
	movq	stderr(%rip), %rdi
	movq	1424(%rsp), %rdx
	leaq	.LC418(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L1924:
	movl	$1, %ebx
.L1930:
	movq	64(%rsp), %rdi
	call	buffers_free
	movq	176(%rsp), %rdi
	call	free@PLT
	movq	184(%rsp), %rdi
	call	free@PLT
	movq	136(%rsp), %rdi
	call	free@PLT
	jmp	.L1720
.L2183:
	movq	%r13, %r9
	testl	%eax, %eax
	js	.L1749
	movq	16(%rsp), %rdi
	movq	%r9, 24(%rsp)
	call	numbers_close
	movq	24(%rsp), %r9
.L1755:
	movq	1576(%rsp), %rax
	leaq	288(%rsp), %r15
	pxor	%xmm0, %xmm0
	movl	$8, %ecx
	movq	%r15, %rdi
	movq	1456(%rsp), %rbx
	movaps	%xmm0, 224(%rsp)
	movq	%rax, 48(%rsp)
	xorl	%eax, %eax
	cmpl	$0, 1464(%rsp)
	rep stosl
	leaq	320(%rsp), %rdi
	movl	$8, %ecx
	movq	%rdi, 32(%rsp)
	rep stosl
	je	.L1769
	testq	%r12, %r12
	je	.L1770
	xorl	%esi, %esi
	xorl	%edi, %edi
	xorl	%eax, %eax
.L1771:
	movq	(%r9,%rax,8), %rcx
	xorl	%ebx, %ebx
	addq	%rcx, %rsi
	adcq	%rbx, %rdi
	addq	$1, %rax
	cmpq	%r12, %rax
	jne	.L1771
	xorl	%eax, %eax
	movq	%rdi, %rcx
	cmpq	%r12, %rsi
	movl	$1, %ebx
	sbbq	%rax, %rcx
	jnc	.L2208
.L1773:
	xorl	%r14d, %r14d
	xorl	%ecx, %ecx
	jmp	.L1778
	.p2align 4,,10
	.p2align 3
.L2210:
	addq	$1, %rcx
	cmpq	%r12, %rcx
	jnb	.L2209
.L1778:
	movq	(%r9,%rcx,8), %rax
	movl	$1, %esi
	cmpq	%rbx, %rax
	jb	.L1775
	xorl	%edx, %edx
	divq	%rbx
	movq	%rax, %rsi
.L1775:
	addq	%r14, %rsi
	movq	%rsi, %r14
	jnc	.L2210
.L1993:
	movl	$-2, %edi
.L1774:
	leaq	.LC341(%rip), %rsi
	movq	%r9, (%rsp)
	call	cannot
	movq	(%rsp), %r9
	movl	%eax, %ebx
.L1782:
	movq	%r9, %rdi
	call	free@PLT
	jmp	.L1720
.L2209:
	leaq	-1(%rsi), %rax
	movq	%rsi, %rbp
	movabsq	$2305843009213693950, %rdx
	cmpq	%rax, %rdx
	jb	.L1779
	leaq	0(,%rsi,8), %rdi
	movq	%r9, 24(%rsp)
	call	malloc@PLT
	movq	24(%rsp), %r9
	testq	%rax, %rax
	movq	%rax, 56(%rsp)
	je	.L1781
	movq	56(%rsp), %r13
	movq	%r9, %rdi
	movq	%r14, %r8
	movq	%rbx, %rdx
	movq	%r12, %rsi
	movq	%r9, 24(%rsp)
	movq	%r13, %rcx
	call	correct_co
	movq	24(%rsp), %r9
	movq	%r12, %rsi
	leaq	736(%rsp), %rax
	movl	1488(%rsp), %ecx
	movq	1480(%rsp), %rdx
	movq	%rax, %r8
	movq	%rax, 64(%rsp)
	movq	%r9, %rdi
	movq	%r9, 128(%rsp)
	call	summarise.isra.0
	leaq	864(%rsp), %rax
	movq	%r14, %rsi
	movq	%r13, %rdi
	movl	1488(%rsp), %ecx
	movq	1480(%rsp), %rdx
	movq	%rax, %r8
	movq	%rax, 24(%rsp)
	call	summarise.isra.0
	xorl	%eax, %eax
	testq	%r12, %r12
	movq	128(%rsp), %r9
	je	.L1968
	movq	%r9, %r14
.L1783:
	movq	(%r14,%rax,8), %rsi
	cmpq	%r12, %rax
	jnb	.L2211
	movq	%rax, %r13
	jmp	.L1787
	.p2align 4,,10
	.p2align 3
.L1786:
	addq	$1, %r13
	cmpq	%r12, %r13
	je	.L2212
.L1787:
	cmpq	%rsi, (%r14,%r13,8)
	je	.L1786
	movq	%r13, %r8
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%r15, %rdi
	subq	%rax, %r8
	call	dist_add
	cmpq	%r12, %r13
	jnb	.L2156
	movq	%r13, %rax
	jmp	.L1783
.L2212:
	movq	%r14, %r9
	movq	%r12, %r8
.L1785:
	subq	%rax, %r8
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r15, %rdi
	movq	%r9, 128(%rsp)
	call	dist_add
	movq	128(%rsp), %r9
.L1968:
	movq	32(%rsp), %r13
	movq	%r15, %rdi
	movq	%rbx, %rsi
	movq	%r9, 128(%rsp)
	movq	%r13, %rdx
	call	dist_correct
	movl	312(%rsp), %eax
	orl	$-1, %edi
	orl	344(%rsp), %eax
	movq	128(%rsp), %r9
	je	.L2213
.L1788:
	leaq	.LC342(%rip), %rsi
	movq	%r9, (%rsp)
	call	cannot
	movq	(%rsp), %r9
	movl	%eax, %ebx
.L1791:
	movq	%r15, %rdi
	movq	%r9, (%rsp)
	call	dist_free
	movq	32(%rsp), %rdi
	call	dist_free
	movq	56(%rsp), %rdi
	call	free@PLT
	movq	(%rsp), %r9
	jmp	.L1782
.L1769:
	testq	%r12, %r12
	jne	.L1773
	jmp	.L1993
.L2180:
	movl	$7, %ebp
	orq	$-1, %r14
	leaq	2144(%rsp), %r12
.L1687:
	movq	%r12, %rsi
	movl	$1, %edi
	xorl	%ebx, %ebx
	call	clock_gettime@PLT
	movq	2152(%rsp), %r15
	movl	$20000000, %eax
	imulq	$1000000000, 2144(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L1686:
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	subl	$1, %eax
	jne	.L1686
	movq	%r12, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	2152(%rsp), %rax
	imulq	$1000000000, 2144(%rsp), %rdx
	subq	%r15, %rdx
	addq	%rdx, %rax
	subq	%r13, %rax
	cmpq	%rax, %r14
	cmova	%rax, %r14
	subl	$1, %ebp
	jne	.L1687
	testq	%r14, %r14
	js	.L1688
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L1689:
	movsd	.LC261(%rip), %xmm1
	movl	$7, %esi
	leaq	.LC262(%rip), %rdi
	xorl	%ebx, %ebx
	movl	$1, %eax
	divsd	%xmm0, %xmm1
	movapd	%xmm1, %xmm0
	call	printf@PLT
	jmp	.L1683
.L1742:
	movq	1560(%rsp), %r13
	xorl	%edi, %edi
	movq	%rdi, 608(%rsp)
	movq	%r13, %rdi
	call	strlen@PLT
	cmpq	$255, %rax
	ja	.L2214
	leaq	.LC212(%rip), %rax
	leaq	2144(%rsp), %rdi
	movq	%r13, %rcx
	movl	$256, %esi
	movq	%rax, 56(%rsp)
	movq	%rax, %rdx
	xorl	%eax, %eax
	leaq	.LC336(%rip), %r14
	movq	%rdi, 16(%rsp)
	leaq	864(%rsp), %r15
	call	snprintf@PLT
	leaq	608(%rsp), %rax
	movq	%rbx, (%rsp)
	xorl	%r9d, %r9d
	movl	$2, 24(%rsp)
	movq	%r9, %rbp
	movq	%rax, 48(%rsp)
	movq	%r13, 32(%rsp)
.L1768:
	movq	16(%rsp), %rbx
	movq	32(%rsp), %rcx
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	movq	56(%rsp), %rdx
	movl	$256, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	48(%rsp), %rdx
	movq	%rbx, %rdi
	movq	%r14, %rsi
	call	strtok_r@PLT
	movq	%rax, %rbx
.L1756:
	testq	%rbx, %rbx
	je	.L2215
	movl	$42, %esi
	movq	%rbx, %rdi
	call	strchr@PLT
	movq	$1, 864(%rsp)
	testq	%rax, %rax
	je	.L1757
	movb	$0, (%rax)
	leaq	1(%rax), %r13
	movq	%r15, %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%r13, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L2216
.L1757:
	leaq	1040(%rsp), %r13
	leaq	736(%rsp), %rdx
	movl	$1, %esi
	movq	%rbx, %rdi
	movq	%r13, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L1759
	movq	864(%rsp), %rax
	testq	%rax, %rax
	je	.L1761
	movq	736(%rsp), %rdx
	addq	%r12, %rax
	.p2align 4,,10
	.p2align 3
.L1763:
	testq	%rbp, %rbp
	je	.L1762
	movq	%rdx, 0(%rbp,%r12,8)
.L1762:
	addq	$1, %r12
	cmpq	%rax, %r12
	jne	.L1763
.L1761:
	movq	48(%rsp), %rdx
	movq	%r14, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rbx
	jmp	.L1756
.L2181:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC264(%rip), %rdi
	leaq	raw.13(%rip), %rbp
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC265(%rip), %rdi
	movl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC266(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC267(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC268(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC269(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC270(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC271(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC272(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC273(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC274(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC275(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC276(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC277(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movdqa	.LC278(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
	.p2align 4,,10
	.p2align 3
.L1692:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.L1692
	movq	$100000000, 80000+raw.13(%rip)
	xorl	%esi, %esi
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L1697
.L2217:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L1696
.L1697:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %ecx
	cmpq	$9999, %rax
	jbe	.L1693
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rcx
.L1693:
	addq	%rsi, %rcx
	movq	%rcx, %rsi
	jnc	.L2217
	xorl	%esi, %esi
.L1696:
	movq	%rsi, %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	leaq	fixed.12(%rip), %r12
	leaq	.LC279(%rip), %rdi
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
	leaq	.LC280(%rip), %rdi
	call	expect
	xorl	%ecx, %ecx
	movq	%r12, %rdi
	movl	$1000, %edx
	leaq	736(%rsp), %r8
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise.isra.0
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1000, %esi
	movq	744(%rsp), %rcx
	leaq	.LC281(%rip), %rdi
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	752(%rsp), %rcx
	leaq	.LC282(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	760(%rsp), %rcx
	leaq	.LC283(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	784(%rsp), %rcx
	leaq	.LC284(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	800(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	808(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC285(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$1, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %esi
	leaq	.LC286(%rip), %rdi
	leal	(%rbx,%rax), %r12d
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC287(%rip), %rdi
	addl	%eax, %r12d
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC288(%rip), %rdi
	addl	%eax, %r12d
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC289(%rip), %rdi
	addl	%eax, %r12d
	call	expect
	leaq	512(%rsp), %rdi
	movl	$8, %ecx
	xorl	%edx, %edx
	addl	%eax, %r12d
	xorl	%eax, %eax
	movl	$9, %r8d
	movl	$700, %esi
	rep stosl
	xorl	%eax, %eax
	leaq	2144(%rsp), %rdi
	movl	$64, %ecx
	movq	%rdi, 16(%rsp)
	rep stosq
	leaq	512(%rsp), %rax
	movl	$1, %ecx
	movq	%rax, %rdi
	movq	%rax, 8(%rsp)
	movq	%rax, %rbx
	call	dist_add.part.0
	cmpl	$0, 536(%rsp)
	jne	.L1699
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%rbx, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 536(%rsp)
	jne	.L1699
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%rbx, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L1699:
	movq	520(%rsp), %r11
	movq	512(%rsp), %rcx
	xorl	%r10d, %r10d
	xorl	%edi, %edi
	movq	16(%rsp), %rbx
.L1704:
	cmpq	%r11, %r10
	je	.L1983
	xorl	%r9d, %r9d
	cmpq	$0, 24(%rcx)
	je	.L1701
	.p2align 4,,10
	.p2align 3
.L1706:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%rbx,%rdi,8), %r8
	je	.L1703
	.p2align 4,,10
	.p2align 3
.L1700:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L1700
	leaq	1(%rdx,%rdi), %rdi
.L1703:
	addq	$1, %r9
	cmpq	24(%rcx), %r9
	jb	.L1706
.L1701:
	addq	$1, %r10
	addq	$32, %rcx
	jmp	.L1704
.L2205:
	movl	1464(%rsp), %ebx
	orl	1360(%rsp), %ebx
	jne	.L2218
	movq	1568(%rsp), %rax
	leaq	.LC164(%rip), %rsi
	leaq	864(%rsp), %r12
	leaq	416(%rsp), %r13
	movq	%rax, %rdi
	movq	%rax, 48(%rsp)
	call	strcmp@PLT
	movl	$32, %ecx
	pxor	%xmm0, %xmm0
	leaq	736(%rsp), %rdi
	cmpl	$1, %eax
	movl	%eax, %r15d
	movq	%rdi, 64(%rsp)
	movq	1424(%rsp), %rax
	sbbq	%r8, %r8
	movq	%r12, 24(%rsp)
	xorl	%ebp, %ebp
	imulq	1368(%rsp), %rax
	andl	$3, %r8d
	movq	%r13, (%rsp)
	addq	$8, %r8
	movaps	%xmm0, 352(%rsp)
	movq	%r8, 16(%rsp)
	movq	%rax, 8(%rsp)
	movl	%ebx, %eax
	xorl	%ebx, %ebx
	rep stosl
	jmp	.L1894
.L2221:
	leaq	LOAD_PCT.5(%rip), %rax
	movl	(%rax,%rbp,4), %ecx
	imulq	$100, 864(%rsp), %rax
	movl	%ecx, %edx
	shrl	%edx
	addq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	%rax, 904(%rsp)
	movq	8(%rsp), %rax
	movq	%rcx, 992(%rsp)
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, 960(%rsp)
.L1883:
	movq	(%rsp), %rdi
	movq	%r12, %rsi
	call	buffers_init
	testl	%eax, %eax
	jne	.L2012
	cmpl	$0, 896(%rsp)
	jne	.L2219
	movq	%r12, %rdi
	call	closed_form_gap.part.0
	movq	%rax, 736(%rsp,%rbx,8)
	testq	%rax, %rax
	jne	.L1887
	leaq	1040(%rsp), %r13
	movq	%r12, %rdi
	movq	%r13, %rsi
	call	closed_form
.L1889:
	testl	%eax, %eax
	jne	.L2157
	imulq	$288, %rbx, %rax
	movq	(%rsp), %rsi
	leaq	384(%rsp), %rcx
	movq	%r12, %rdi
	leaq	2144(%rsp,%rax), %r14
	movq	%r14, %rdx
	call	run_once
	testl	%eax, %eax
	jne	.L2157
	movq	416(%rsp), %rdi
	call	free@PLT
	movq	424(%rsp), %rdi
	call	free@PLT
	movq	432(%rsp), %rdi
	call	free@PLT
	movq	472(%rsp), %rdi
	call	free@PLT
	movq	496(%rsp), %rdi
	call	free@PLT
	movq	%r14, %rcx
	movq	%r13, %rdx
	movl	%ebp, %esi
	leaq	352(%rsp), %rdi
	call	check_outcome
	testl	%r15d, %r15d
	jne	.L1892
	leaq	LOAD_PCT.5(%rip), %rax
	movl	(%rax,%rbp,4), %eax
.L1893:
	movq	%rax, 608(%rsp,%rbx,8)
	addq	$1, %rbx
.L1884:
	movq	16(%rsp), %rax
	addq	$1, %rbp
	cmpq	%rax, %rbp
	je	.L2220
.L1894:
	movq	56(%rsp), %rsi
	movl	$44, %ecx
	movq	%r12, %rdi
	rep movsl
	testl	%r15d, %r15d
	je	.L2221
	leaq	STALL_US.4(%rip), %rax
	imulq	$1000, (%rax,%rbp,8), %rdx
	movq	880(%rsp), %rax
	subq	$1, %rax
	movq	%rdx, 872(%rsp)
	cmpq	%rdx, %rax
	jnb	.L1883
	jmp	.L1884
.L1983:
	xorl	%r8d, %r8d
	movq	%rdi, 48(%rsp)
	leaq	864(%rsp), %r14
	leaq	1040(%rsp), %r15
	movq	%r8, 24(%rsp)
	leaq	-8+PCT_NAME(%rip), %r13
	leaq	1632(%rsp), %rbx
.L1705:
	movl	24(%rsp), %ebp
	movq	8(%rsp), %rdi
	movq	%r14, %rcx
	movl	$2000, %esi
	movl	%ebp, %edx
	call	dist_summarise
	movq	48(%rsp), %rsi
	movl	%ebp, %ecx
	movq	%r15, %r8
	movq	16(%rsp), %rdi
	movl	$2000, %edx
	call	summarise.isra.0
	movq	864(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	1040(%rsp), %rsi
	leaq	.LC290(%rip), %rdi
	call	expect
	leaq	RANK_NAME(%rip), %rdi
	leal	(%rax,%r12), %ebp
	movq	24(%rsp), %rax
	movl	$8, %r12d
	movq	(%rdi,%rax,8), %rax
	movq	%rax, (%rsp)
.L1707:
	movq	0(%r13,%r12), %rcx
	movq	(%rsp), %r9
	movl	$64, %esi
	xorl	%eax, %eax
	leaq	.LC291(%rip), %rdx
	movq	%rbx, %rdi
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	(%r14,%r12), %rcx
	movq	(%r15,%r12), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	%rbx, %rdi
	addq	$8, %r12
	call	expect
	addl	%eax, %ebp
	cmpq	$56, %r12
	jne	.L1707
	movq	920(%rsp), %rcx
	movq	1096(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC292(%rip), %rdi
	call	expect
	movq	928(%rsp), %rcx
	movq	936(%rsp), %r8
	leaq	.LC293(%rip), %rdi
	movq	1104(%rsp), %rsi
	movq	1112(%rsp), %rdx
	addl	%eax, %ebp
	call	expect
	cmpq	$0, 24(%rsp)
	leal	0(%rbp,%rax), %r12d
	jne	.L2222
	movq	$1, 24(%rsp)
	jmp	.L1705
.L2222:
	movq	8(%rsp), %rdi
	leaq	starts.11(%rip), %rbp
	leaq	608(%rsp), %r15
	leaq	80(%rbp), %r14
	leaq	.LC296(%rip), %r13
	call	dist_free
	movl	$36, %ecx
	xorl	%eax, %eax
	movq	%rbx, (%rsp)
	movdqa	.LC294(%rip), %xmm0
	leaq	1664(%rsp), %rdi
	rep stosl
	movaps	%xmm0, 1632(%rsp)
	movdqa	.LC295(%rip), %xmm0
	movaps	%xmm0, 1648(%rsp)
	jmp	.L1712
.L2224:
	leaq	1100(%rbx), %rsi
.L1709:
	movq	%r11, %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	%r15, %rdi
	call	expect
	addq	$8, %rbp
	addl	%eax, %r12d
	cmpq	%r14, %rbp
	je	.L2223
.L1712:
	movq	0(%rbp), %rbx
	movq	%r13, %rdx
	movl	$64, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	movq	%rbx, %rcx
	call	snprintf@PLT
	movq	(%rsp), %rdi
	movq	%rbx, %rsi
	movl	$100, %edx
	call	ref_serve
	leaq	100(%rbx), %rsi
	movq	%rax, %r11
	cmpq	$2000, %rsi
	jbe	.L1709
	cmpq	$1999, %rbx
	jbe	.L2224
	cmpq	$2999, %rbx
	jbe	.L1986
	movdqa	.LC297(%rip), %xmm6
	movaps	%xmm6, 416(%rsp)
	cmpq	$7000, %rsi
	jbe	.L1709
	movq	%rsi, %rdx
	movl	$5000, %r9d
	movq	%rbx, %rsi
	movl	$1000, %r8d
	leaq	416(%rsp), %rdi
	movl	$100, %ecx
	movq	%rax, 8(%rsp)
	call	serve_stalls.constprop.0
	movq	8(%rsp), %r11
	movq	%rax, %rsi
	jmp	.L1709
.L1986:
	movl	$3100, %esi
	jmp	.L1709
.L2223:
	movq	(%rsp), %rbx
	movl	$100, %edx
	movl	$1900, %esi
	movq	%rbx, %rdi
	call	ref_serve
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000, %esi
	movq	%rax, %rcx
	leaq	.LC298(%rip), %rdi
	call	expect
	movq	%rbx, %rdi
	movl	$100, %edx
	movl	$1950, %esi
	leal	(%r12,%rax), %ebp
	call	ref_serve
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$3050, %esi
	movq	%rax, %rcx
	leaq	.LC299(%rip), %rdi
	call	expect
	movq	%rbx, %rdi
	movl	$100, %edx
	movl	$2500, %esi
	addl	%eax, %ebp
	call	ref_serve
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$3100, %esi
	movq	%rax, %rcx
	leaq	.LC300(%rip), %rdi
	call	expect
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	leaq	.LC301(%rip), %rdi
	leal	0(%rbp,%rax), %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC302(%rip), %rdi
	addl	%eax, %ebx
	leaq	.LC306(%rip), %rbp
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC303(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC304(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC305(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	movl	$250, %ecx
	movl	$1, %edx
	movq	%rbp, %rdi
	movl	$1, %esi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	movq	%rbp, %rdi
	addl	%eax, %ebx
	xorl	%edx, %edx
	xorl	%esi, %esi
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
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC309(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC310(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC311(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC312(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC313(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L1683
.L2198:
	leaq	.LC384(%rip), %rax
	movq	%rcx, 1456(%rsp)
	movq	%rax, 1472(%rsp)
	jmp	.L1859
.L2196:
	xorl	%edx, %edx
	movq	%r13, %rax
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r14
	jmp	.L1862
.L2213:
	movl	1488(%rsp), %edx
	movq	1480(%rsp), %rsi
	leaq	1040(%rsp), %r14
	movq	%r15, %rdi
	movq	%r14, %rcx
	movl	%edx, 136(%rsp)
	movq	%rsi, 112(%rsp)
	call	dist_summarise
	movq	128(%rsp), %r9
	testl	%eax, %eax
	movl	%eax, %edi
	jne	.L1788
	movq	16(%rsp), %rcx
	movl	136(%rsp), %edx
	movq	%r13, %rdi
	movq	112(%rsp), %rsi
	call	dist_summarise
	movq	128(%rsp), %r9
	testl	%eax, %eax
	movl	%eax, %edi
	jne	.L1788
	movq	64(%rsp), %xmm0
	leaq	240(%rsp), %rax
	movq	%r9, 160(%rsp)
	movq	%rax, 112(%rsp)
	leaq	256(%rsp), %rax
	movhps	24(%rsp), %xmm0
	movq	%rax, 136(%rsp)
	leaq	224(%rsp), %rax
	movaps	%xmm0, 240(%rsp)
	movq	%r14, %xmm0
	xorl	%r14d, %r14d
	movhps	16(%rsp), %xmm0
	movq	%r12, 168(%rsp)
	movq	%rax, 16(%rsp)
	movq	%rbx, 176(%rsp)
	movq	%rbp, 184(%rsp)
	movq	%r14, %rbp
	movaps	%xmm0, 256(%rsp)
.L1792:
	leaq	names.9(%rip), %rax
	movq	%r15, 192(%rsp)
	xorl	%r14d, %r14d
	movq	(%rax,%rbp), %rbx
	movq	%rbx, 128(%rsp)
.L1793:
	movq	112(%rsp), %rax
	movslq	%r14d, %rdx
	xorl	%r13d, %r13d
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	movq	(%rax,%rbp), %r15
	movq	136(%rsp), %rax
	movq	8(%r15,%rdx,8), %r12
	movq	(%rax,%rbp), %rbx
	leaq	PCT_NAME(%rip), %rax
	movq	(%rax,%r14,8), %rcx
	addq	$1, %r14
	movq	8(%rbx,%rdx,8), %r8
	pushq	%r13
	.cfi_def_cfa_offset 6824
	pushq	%r12
	.cfi_def_cfa_offset 6832
	movq	144(%rsp), %rdx
	movq	32(%rsp), %rdi
	call	check
	popq	%rcx
	.cfi_def_cfa_offset 6824
	popq	%rsi
	.cfi_def_cfa_offset 6816
	cmpq	$6, %r14
	jne	.L1793
	movq	%r12, 144(%rsp)
	movq	%r15, %r12
	xorl	%r14d, %r14d
	xorl	%esi, %esi
	movq	(%r12), %rax
	movq	%r14, 88(%rsp)
	xorl	%r9d, %r9d
	leaq	.LC0(%rip), %rcx
	movq	%r13, 152(%rsp)
	movq	%rbx, %r13
	movq	192(%rsp), %r15
	movq	128(%rsp), %rbx
	movq	0(%r13), %r8
	movq	%rax, 80(%rsp)
	pushq	88(%rsp)
	.cfi_def_cfa_offset 6824
	pushq	88(%rsp)
	.cfi_def_cfa_offset 6832
	movq	%rbx, %rdx
	movq	32(%rsp), %r14
	movq	%r14, %rdi
	call	check
	movq	56(%r12), %rax
	movq	56(%r13), %r8
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	leaq	.LC5(%rip), %rcx
	movq	%rbx, %rdx
	movq	%r14, %rdi
	movq	%rax, 112(%rsp)
	xorl	%eax, %eax
	movq	%rax, 120(%rsp)
	pushq	120(%rsp)
	.cfi_def_cfa_offset 6840
	pushq	120(%rsp)
	.cfi_def_cfa_offset 6848
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 6816
	movq	64(%r13), %r8
	movq	%rbx, %rdx
	movq	72(%r13), %r9
	pushq	72(%r12)
	.cfi_def_cfa_offset 6824
	xorl	%esi, %esi
	movq	%r14, %rdi
	pushq	64(%r12)
	.cfi_def_cfa_offset 6832
	leaq	.LC217(%rip), %rcx
	call	check
	popq	%rax
	.cfi_def_cfa_offset 6824
	popq	%rdx
	.cfi_def_cfa_offset 6816
	cmpq	$8, %rbp
	je	.L1794
	movl	$8, %ebp
	jmp	.L1792
.L2208:
	movq	%rsi, %rax
	movq	%r12, %rdx
	movq	%rdi, %rsi
	xorl	%ecx, %ecx
	movq	%rax, %rdi
	movq	%r9, 24(%rsp)
	call	__udivti3@PLT
	movq	24(%rsp), %r9
	movq	%rax, %rbx
	jmp	.L1773
.L2207:
	xorl	%eax, %eax
	cmpq	$0, 160(%rsp)
	setne	%al
	cmpl	$0, 1360(%rsp)
	movl	%eax, 772(%rsp)
	jne	.L2018
	movq	%rbx, %rdi
	call	closed_form_gap.part.0
	movq	%rax, 168(%rsp)
	testq	%rax, %rax
	jne	.L1926
	leaq	2144(%rsp), %rax
	movq	56(%rsp), %rdi
	movq	%rax, %rsi
	movq	%rax, 16(%rsp)
	call	closed_form
.L1928:
	testl	%eax, %eax
	jne	.L2225
	leaq	.LC420(%rip), %rdi
	call	puts@PLT
	movq	8(%rsp), %rsi
	leaq	.LC421(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	608(%rsp), %rax
	movq	1328(%rsp), %rsi
	movq	%rax, %rdi
	movq	%rax, 48(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC422(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$0, 1336(%rsp)
	je	.L2226
	cmpq	$0, 1344(%rsp)
	movq	1352(%rsp), %rsi
	jne	.L1933
	leaq	864(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 24(%rsp)
	call	fmt_us.constprop.0
	movq	1336(%rsp), %rsi
	movq	48(%rsp), %rdi
	movq	%rax, %rbx
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC424(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1932:
	cmpl	$0, 1360(%rsp)
	movq	1424(%rsp), %rbx
	je	.L2227
	xorl	%eax, %eax
	cmpq	$1, %rbx
	jbe	.L1936
	movq	1416(%rsp), %rax
	subq	$1, %rbx
	subq	1408(%rsp), %rax
	xorl	%edx, %edx
	divq	%rbx
.L1936:
	movq	48(%rsp), %rdi
	movq	%rax, %rsi
	call	fmt_us.constprop.0
	movl	1360(%rsp), %edx
	leaq	.LC427(%rip), %rdi
	movq	%rax, %rcx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rsi
	movq	1424(%rsp), %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L1935:
	movq	1448(%rsp), %rdx
	movl	1440(%rsp), %esi
	leaq	.LC8(%rip), %rax
	leaq	.LC253(%rip), %rcx
	leaq	.LC428(%rip), %rdi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1432(%rsp), %rsi
	testq	%rsi, %rsi
	jne	.L2228
.L1938:
	xorl	%eax, %eax
	leaq	.LC430(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 1464(%rsp)
	jne	.L2229
	movq	1472(%rsp), %rbx
	testq	%rbx, %rbx
	je	.L2230
.L1941:
	movq	1456(%rsp), %rsi
	movq	48(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC432(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1940:
	movq	1480(%rsp), %rsi
	movq	24(%rsp), %rdi
	call	fmt_us.constprop.0
	movl	1488(%rsp), %ecx
	leaq	.LC433(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 1360(%rsp)
	je	.L2231
	movq	1424(%rsp), %rax
	mulq	1328(%rsp)
	movq	%rax, %rdi
	xorl	%eax, %eax
	cmpq	1416(%rsp), %rdi
	movq	%rdx, %rdi
	sbbq	%rax, %rdi
	setnc	%al
	movzbl	%al, %eax
.L1943:
	testl	%eax, %eax
	jne	.L2232
.L1976:
	cmpq	$0, 168(%rsp)
	je	.L2233
	movq	168(%rsp), %rsi
	leaq	.LC436(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC437(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1946:
	movl	768(%rsp), %eax
	cmpl	$2, %eax
	je	.L2234
	subl	$1, %eax
	je	.L2235
	movl	$65536, %esi
	leaq	.LC440(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1948:
	movl	1496(%rsp), %esi
	leaq	.LC441(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	%r13d, 204(%rsp)
	xorl	%r9d, %r9d
	movq	112(%rsp), %r12
	movq	120(%rsp), %r13
	movl	%r9d, %r11d
.L1958:
	movl	%r11d, %eax
	movq	48(%rsp), %rcx
	movq	64(%rsp), %rsi
	movl	%r11d, (%rsp)
	imulq	$288, %rax, %rax
	movq	136(%rsp), %rdi
	movl	768(%rsp), %ebx
	addq	%rdi, %rax
	movq	56(%rsp), %rdi
	movq	%rax, %rdx
	movq	%rax, 144(%rsp)
	call	run_once
	movl	(%rsp), %r11d
	testl	%eax, %eax
	jne	.L2236
	movl	768(%rsp), %eax
	movl	%eax, 192(%rsp)
	cmpl	%eax, %ebx
	je	.L1951
	movl	$4194304, %esi
	leaq	.LC443(%rip), %rdi
	xorl	%eax, %eax
	movl	%r11d, (%rsp)
	call	printf@PLT
	movl	(%rsp), %r11d
.L1951:
	testl	%r11d, %r11d
	leaq	.LC8(%rip), %rax
	leaq	.LC444(%rip), %rdi
	movl	%r11d, 80(%rsp)
	cmove	%rdi, %rax
	leaq	1040(%rsp), %r8
	movabsq	$-3689348814741910323, %r15
	movabsq	$-3689348814741910324, %r14
	movq	%rax, 96(%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rax, (%rsp)
	movq	144(%rsp), %rax
	addq	$8, %rax
	movq	%rax, 8(%rsp)
	leaq	.LC212(%rip), %rax
	movq	%rax, 112(%rsp)
.L1956:
	movq	(%rsp), %rax
	movq	96(%rsp), %rdx
	leaq	.LC445(%rip), %rdi
	movq	%r8, 128(%rsp)
	movl	80(%rsp), %esi
	leaq	PCT_NAME(%rip), %rbx
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %rbp
	leaq	.LC224(%rip), %rdi
	xorl	%eax, %eax
	movq	-8(%rbp), %rsi
	call	printf@PLT
	movq	%r12, 32(%rsp)
	movq	%r13, 40(%rsp)
	movq	128(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L1952:
	movq	0(%rbp), %rdx
	movq	(%rbx), %rsi
	leaq	.LC225(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %rbp
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rbx, %rax
	jne	.L1952
	movq	8(%rsp), %rax
	movb	$0, 1087(%rsp)
	movq	%r13, %r8
	movl	$47, %esi
	movl	$9, %edi
	movq	56(%rax), %rcx
	movq	64(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L1955:
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
	jc	.L1955
	movq	24(%rsp), %rbp
	movq	112(%rsp), %rdx
	leaq	(%r8,%rsi), %rcx
	xorl	%eax, %eax
	movl	$48, %esi
	movq	%r8, 32(%rsp)
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	movq	%rbp, %rdx
	leaq	.LC446(%rip), %rdi
	movq	48(%rbx), %rsi
	addq	$80, %rbx
	call	printf@PLT
	addq	$8, (%rsp)
	movq	(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rdi
	movq	%rbx, 8(%rsp)
	movq	32(%rsp), %r8
	cmpq	%rdi, %rax
	jne	.L1956
	movl	80(%rsp), %r11d
	movq	144(%rsp), %rcx
	leaq	352(%rsp), %rdi
	movq	%r8, 8(%rsp)
	movq	16(%rsp), %rdx
	movl	%r11d, %esi
	movl	%r11d, (%rsp)
	call	check_outcome
	movl	(%rsp), %r11d
	movq	8(%rsp), %r8
	testl	%r11d, %r11d
	je	.L1957
	movsd	608(%rsp), %xmm0
	movq	176(%rsp), %rdi
	leal	-1(%r11), %eax
	movsd	%xmm0, (%rdi,%rax,8)
	movq	184(%rsp), %rdi
	movsd	616(%rsp), %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
.L1957:
	movl	1496(%rsp), %esi
	addl	$1, %r11d
	cmpl	%r11d, %esi
	jnb	.L1958
	movq	136(%rsp), %rax
	movq	%r8, %rdx
	movq	%r8, %r15
	leaq	384(%rsp), %rbx
	movq	%rbx, %rcx
	movl	204(%rsp), %r13d
	leaq	288(%rax), %rdi
	call	aggregate
	movl	%eax, %ebp
	testl	%eax, %eax
	jne	.L2237
	movl	$10, %edi
	xorl	%r12d, %r12d
	leaq	.LC450(%rip), %r14
	call	putchar@PLT
	call	print_header
	leaq	.LC448(%rip), %rsi
	leaq	.LC449(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1960:
	imulq	$10, %r12, %rsi
	leaq	SET_NAME(%rip), %rax
	movq	(%rax,%r12), %rdi
	addq	%r15, %rsi
	call	print_row
	movsd	(%rbx,%r12), %xmm0
	movq	%r14, %rdi
	movl	$1, %eax
	addq	$8, %r12
	call	printf@PLT
	cmpq	$24, %r12
	jne	.L1960
	movq	1480(%rsp), %rsi
	leaq	416(%rsp), %rdi
	leaq	.LC220(%rip), %rbx
	leaq	.LC221(%rip), %r12
	call	fmt_us.constprop.0
	movl	1496(%rsp), %esi
	leaq	.LC451(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movl	1496(%rsp), %edx
	movq	48(%rsp), %rdi
	movq	176(%rsp), %rsi
	call	stats_of
	leaq	.LC452(%rip), %rcx
	movq	%rbx, %rsi
	movsd	608(%rsp), %xmm6
	movsd	624(%rsp), %xmm2
	movq	%rcx, %rdi
	movl	$3, %eax
	movsd	616(%rsp), %xmm1
	movapd	%xmm6, %xmm0
	movsd	%xmm6, 16(%rsp)
	movsd	%xmm2, (%rsp)
	movsd	%xmm1, 8(%rsp)
	call	printf@PLT
	movl	1496(%rsp), %edx
	movq	184(%rsp), %rsi
	leaq	632(%rsp), %rdi
	call	stats_of
	movq	640(%rsp), %r14
	movq	%r12, %rsi
	movsd	632(%rsp), %xmm7
	movsd	648(%rsp), %xmm2
	leaq	.LC452(%rip), %rcx
	movl	$3, %eax
	movq	%r14, %xmm1
	movapd	%xmm7, %xmm0
	movq	%rcx, %rdi
	movsd	%xmm7, 32(%rsp)
	movsd	%xmm2, 48(%rsp)
	call	printf@PLT
	movl	$10, %edi
	call	putchar@PLT
	movq	%r15, %rsi
	movq	%rbx, %rdi
	leaq	.LC453(%rip), %r15
	call	print_result_set
	leaq	1120(%rsp), %rsi
	movq	%r12, %rdi
	call	print_result_set
	leaq	1200(%rsp), %rsi
	leaq	.LC218(%rip), %rdi
	call	print_result_set
	movl	1496(%rsp), %eax
	movq	136(%rsp), %rdi
	movq	%rbx, %rsi
	imulq	$288, %rax, %rax
	addq	%rdi, %rax
	movq	%r15, %rdi
	movq	256(%rax), %rcx
	movq	240(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movl	1496(%rsp), %eax
	movq	136(%rsp), %rdi
	movq	%r12, %rsi
	imulq	$288, %rax, %rax
	addq	%rdi, %rax
	movq	%r15, %rdi
	movq	264(%rax), %rcx
	movq	248(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movl	1496(%rsp), %eax
	movq	136(%rsp), %rdi
	imulq	$288, %rax, %rax
	movq	272(%rdi,%rax), %rsi
	leaq	.LC352(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	1360(%rsp), %esi
	testl	%esi, %esi
	je	.L1961
	movq	1424(%rsp), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L1962
	leaq	-1(%rdi), %rcx
	movq	1416(%rsp), %rax
	xorl	%edx, %edx
	subq	1408(%rsp), %rax
	divq	%rcx
	movq	%rax, %rcx
.L1962:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	leaq	.LC454(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1961:
	movq	24(%rsp), %rdx
	movq	56(%rsp), %rdi
	xorl	%esi, %esi
	call	first_stall_window
	testl	%eax, %eax
	je	.L2238
.L1963:
	movq	864(%rsp), %rdi
	call	free@PLT
	movq	872(%rsp), %rdi
	call	free@PLT
	movq	880(%rsp), %rdi
	call	free@PLT
	movq	%rbx, %rsi
	movsd	(%rsp), %xmm2
	movsd	8(%rsp), %xmm1
	movsd	16(%rsp), %xmm0
	leaq	.LC458(%rip), %rbx
	movl	$3, %eax
	movq	%rbx, %rdi
	call	printf@PLT
	movq	%rbx, %rdi
	movq	%r14, %xmm1
	movq	%r12, %rsi
	movsd	48(%rsp), %xmm2
	movsd	32(%rsp), %xmm0
	movl	$3, %eax
	call	printf@PLT
	movq	160(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1965
	movl	1496(%rsp), %ecx
	movq	136(%rsp), %rax
	movl	%r13d, %r8d
	movq	64(%rsp), %rdx
	movq	56(%rsp), %rsi
	imulq	$288, %rcx, %rcx
	addq	%rax, %rcx
	call	export_bench
	negl	%eax
	sbbl	%ebp, %ebp
.L1965:
	movq	24(%rsp), %rsi
	xorl	%edi, %edi
	call	getrusage@PLT
	testl	%eax, %eax
	je	.L2239
.L1966:
	cmpq	$0, 168(%rsp)
	leaq	.LC249(%rip), %rax
	leaq	.LC250(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC460(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	360(%rsp), %rbx
	movl	1496(%rsp), %eax
	leaq	.LC461(%rip), %rdi
	movq	352(%rsp), %rsi
	leal	1(%rax), %ecx
	movq	%rbx, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	testq	%rbx, %rbx
	setne	%bl
	testl	%ebp, %ebp
	setne	%al
	orl	%eax, %ebx
	movzbl	%bl, %ebx
	jmp	.L1930
.L2202:
	subq	%r10, %rax
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rcx, %rax
	divq	%rsi
	addq	$2, %rax
	mulq	%r10
	addq	%rcx, %rax
	adcq	%r9, %rdx
	movq	%rax, %rsi
	movq	%rdx, %rdi
	jmp	.L1874
.L1688:
	movq	%r14, %rax
	andl	$1, %r14d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r14, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1689
.L2188:
	testq	%r13, %r13
	js	.L1818
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm0
.L1819:
	divsd	.LC44(%rip), %xmm0
	mulsd	24(%rsp), %xmm0
	leaq	.LC367(%rip), %r8
	leaq	.LC368(%rip), %rcx
	comisd	.LC366(%rip), %xmm0
	jbe	.L1817
.L2170:
	leaq	.LC369(%rip), %rdx
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2163
.L2218:
	movq	stderr(%rip), %rdi
	leaq	.LC394(%rip), %rdx
	leaq	.LC181(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L1717
.L2192:
	movsd	.LC44(%rip), %xmm0
	movsd	.LC52(%rip), %xmm1
	divsd	%xmm5, %xmm0
	comisd	%xmm1, %xmm0
	jnb	.L1833
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1456(%rsp)
.L1834:
	movq	1456(%rsp), %rax
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 1456(%rsp)
	leaq	.LC374(%rip), %rax
	movq	%rax, 1472(%rsp)
	jmp	.L1832
.L2214:
	leaq	.LC333(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC334(%rip), %rcx
	leaq	.LC335(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2163
.L2219:
	leaq	.LC241(%rip), %rax
	movq	%rax, 736(%rsp,%rbx,8)
.L1887:
	leaq	1040(%rsp), %r13
	xorl	%ecx, %ecx
	movl	$1, %esi
	movq	%r12, %rdi
	movq	%r13, %rdx
	call	walk_outcome
	jmp	.L1889
.L1892:
	movq	872(%rsp), %rax
	jmp	.L1893
.L2201:
	cmpq	$0, 1520(%rsp)
	je	.L1870
	xorl	%r8d, %r8d
	movq	%r8, 1432(%rsp)
	jmp	.L1871
.L2204:
	movq	56(%rsp), %rdi
	call	exact_by
	cmpl	$3, %eax
	jne	.L1878
	movl	$1048576, %r8d
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movq	1424(%rsp), %rcx
	leaq	.LC393(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2163
.L2184:
	movq	%r13, 8(%rsp)
	movq	(%rsp), %rcx
	leaq	.LC332(%rip), %rdx
.L2164:
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	8(%rsp), %r9
.L1749:
	movq	16(%rsp), %rdi
	movq	%r9, (%rsp)
	call	numbers_close
	movq	(%rsp), %rdi
	call	free@PLT
	jmp	.L2163
.L1779:
	testq	%rsi, %rsi
	je	.L1993
.L1781:
	orl	$-1, %edi
	jmp	.L1774
.L2177:
	movslq	16(%rsp), %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	je	.L1730
	xorl	%r12d, %r12d
	cmpl	$2, 16(%rsp)
	jne	.L1735
	leaq	.LC321(%rip), %rax
	movq	%rax, (%rsp)
	jmp	.L1734
.L1825:
	leaq	.LC367(%rip), %r8
	leaq	.LC371(%rip), %rcx
	jmp	.L2170
.L2211:
	movq	%r14, %r9
	movq	%rax, %r8
	jmp	.L1785
.L2194:
	cmpq	$1, 1448(%rsp)
	ja	.L1980
	movl	1360(%rsp), %eax
	cmpl	$1, %eax
	jne	.L1813
	movsd	24(%rsp), %xmm6
	ucomisd	%xmm0, %xmm6
	jp	.L1814
	jne	.L1814
.L1979:
	leaq	.LC8(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC364(%rip), %rcx
	leaq	.LC365(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2163
.L2200:
	leaq	2144(%rsp), %rsi
	movq	56(%rsp), %rdi
	movq	%r11, (%rsp)
	movq	%rsi, %rdx
	call	lattice_plan
	movq	(%rsp), %r11
	testl	%eax, %eax
	jne	.L1866
	cmpl	$0, 1360(%rsp)
	leaq	.LC241(%rip), %rcx
	jne	.L1868
	movq	56(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L2240
.L1868:
	leaq	.LC8(%rip), %r8
	leaq	.LC388(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L2163
.L2187:
	cmpq	$1, 1448(%rsp)
	jbe	.L1814
.L1980:
	leaq	.LC361(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC362(%rip), %rcx
	leaq	.LC363(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2163
.L2195:
	movq	1544(%rsp), %rax
	xorl	%r12d, %r12d
	movq	%rbx, %r8
	xorl	%ecx, %ecx
	leaq	1040(%rsp), %r15
	movl	$512, %r9d
	leaq	.LC148(%rip), %rdx
	movq	%r12, 1624(%rsp)
	movq	%rax, %rsi
	movq	%r15, %rdi
	movq	%rax, 32(%rsp)
	call	numbers_open
	movl	%eax, 16(%rsp)
	testl	%eax, %eax
	jne	.L2163
	movq	1040(%rsp), %rdi
	call	fileno@PLT
	leaq	2144(%rsp), %rsi
	movl	%eax, %edi
	call	fstat@PLT
	testl	%eax, %eax
	jne	.L1839
	movl	2168(%rsp), %eax
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 16(%rsp)
.L1839:
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	leaq	864(%rsp), %rax
	xorl	%r12d, %r12d
	movq	%r10, (%rsp)
	movq	%r11, 48(%rsp)
	movq	%rax, 24(%rsp)
.L1840:
	movq	24(%rsp), %rsi
	movl	$512, %ecx
	movq	%rbx, %rdx
	movq	%r15, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L2241
	cmpl	$0, 16(%rsp)
	movq	1088(%rsp), %rax
	jne	.L1841
	movl	$1, %edi
	salq	$40, %rdi
	cmpq	%rax, %rdi
	jb	.L2003
	testq	%r14, %r14
	jne	.L1843
	movq	864(%rsp), %rax
	testq	%rbp, %rbp
	je	.L1845
	cmpq	%rbp, %rax
	jnb	.L1840
.L1845:
	movq	(%rsp), %rdi
	testq	%r12, %r12
	movq	%rax, 1416(%rsp)
	cmove	%rax, %rdi
	addq	$1, %r12
	movq	%rdi, (%rsp)
	jmp	.L1840
.L1841:
	cmpq	$200000000, %rax
	ja	.L2004
	testq	%r14, %r14
	je	.L2172
	cmpq	%r12, %r14
	je	.L1840
.L2172:
	testq	%rbp, %rbp
	je	.L1848
	cmpq	%rbp, 864(%rsp)
	jnb	.L1840
.L1848:
	movq	1624(%rsp), %rdi
	cmpq	%r12, 48(%rsp)
	je	.L2242
.L1851:
	movq	864(%rsp), %rax
	movq	%rax, (%rdi,%r12,8)
.L2166:
	movq	864(%rsp), %rax
	jmp	.L1845
.L1843:
	cmpq	%r12, %r14
	je	.L1840
	testq	%rbp, %rbp
	je	.L2166
	cmpq	%rbp, 864(%rsp)
	jb	.L2166
	jmp	.L1840
.L2242:
	movq	48(%rsp), %rax
	testq	%rax, %rax
	je	.L1852
	salq	$4, %rax
	movq	%rax, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L1970
	movq	48(%rsp), %rcx
	movq	%rax, 1624(%rsp)
	movq	%rcx, %rax
	addq	%rcx, %rax
	movq	%rax, 48(%rsp)
	jmp	.L1851
.L1870:
	movq	%r13, 1432(%rsp)
	testq	%r13, %r13
	je	.L1871
	xorl	%edx, %edx
	movq	%r13, %rax
	divq	%rcx
	movq	1448(%rsp), %rdx
	subl	$1, %ebp
	leaq	1(%rdx,%rax), %rax
	je	.L1872
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L1871
	leaq	.LC240(%rip), %rcx
.L1873:
	leaq	.LC389(%rip), %r8
	leaq	.LC390(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L2163
.L2018:
	leaq	.LC241(%rip), %rax
	movq	%rax, 168(%rsp)
.L1926:
	leaq	2144(%rsp), %rax
	movq	56(%rsp), %rdi
	xorl	%ecx, %ecx
	movl	$1, %esi
	movq	%rax, %rdx
	movq	%rax, 16(%rsp)
	call	walk_outcome
	jmp	.L1928
.L2193:
	leaq	1632(%rsp), %rbx
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC320(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L2163
.L1852:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L1970
	movq	%rdi, 1624(%rsp)
	movq	$1024, 48(%rsp)
	jmp	.L1851
.L1759:
	movq	%rbp, 8(%rsp)
	movq	(%rsp), %rbx
	movq	%r13, %rcx
	leaq	.LC8(%rip), %r8
	leaq	.LC338(%rip), %rdx
.L2169:
	movq	%rbx, %rdi
	movl	$512, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	8(%rsp), %rdi
	call	free@PLT
	jmp	.L2163
.L2215:
	cmpl	$1, 24(%rsp)
	jne	.L2243
	leaq	.LC237(%rip), %rax
	movq	(%rsp), %rbx
	movq	%rbp, %r9
	movq	%rax, (%rsp)
	testq	%rbp, %rbp
	jne	.L1755
	jmp	.L2163
.L2241:
	movq	%r15, %rdi
	movl	%eax, 16(%rsp)
	call	numbers_close
	movl	16(%rsp), %eax
	testl	%eax, %eax
	js	.L1849
	movq	1624(%rsp), %rax
	movq	1544(%rsp), %rdi
	movq	%rax, 1400(%rsp)
	testq	%r12, %r12
	je	.L2244
	movq	(%rsp), %rax
	cmpl	$0, 1620(%rsp)
	movq	%rdi, 1392(%rsp)
	movq	%r12, 1424(%rsp)
	movq	%rax, 1408(%rsp)
	jne	.L1859
	cmpq	$1, %r12
	je	.L1860
	movq	1416(%rsp), %rsi
	leaq	-1(%r12), %rcx
	xorl	%edx, %edx
	subq	%rax, %rsi
	movq	%rsi, %rax
	divq	%rcx
	cmpq	%rcx, %rsi
	jb	.L1860
	movq	%rax, 1456(%rsp)
	leaq	.LC381(%rip), %rax
	movq	%rax, 1472(%rsp)
	jmp	.L1859
.L1818:
	movq	%r13, %rax
	movq	%r13, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1819
.L2017:
	leaq	.LC241(%rip), %rsi
	jmp	.L1917
.L2157:
	movq	(%rsp), %r13
.L1885:
	movq	%r13, %rdi
	movl	%eax, (%rsp)
	call	buffers_free
	movl	(%rsp), %edi
	leaq	.LC395(%rip), %rsi
	call	cannot
	movl	%eax, %ebx
	jmp	.L1720
.L2220:
	testl	%r15d, %r15d
	jne	.L2245
	leaq	.LC164(%rip), %rsi
	leaq	.LC462(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	24(%rsp), %r14
	movq	1328(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC463(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1336(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC464(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1344(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC465(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC466(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC246(%rip), %rsi
.L1969:
	leaq	.LC8(%rip), %r12
	leaq	.LC398(%rip), %rbp
	xorl	%eax, %eax
	leaq	.LC396(%rip), %rdx
	leaq	.LC397(%rip), %rdi
	call	printf@PLT
	movq	%r12, %rcx
	movq	%r12, %rdx
	movq	%rbp, %rdi
	leaq	.LC220(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC400(%rip), %r14
	call	printf@PLT
	movq	%r12, %rcx
	movq	%r12, %rdx
	movq	%rbp, %rdi
	leaq	.LC221(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC404(%rip), %r13
	call	printf@PLT
	movq	%r12, %rcx
	movq	%r12, %rdx
	movq	%rbp, %rdi
	leaq	.LC218(%rip), %rsi
	xorl	%eax, %eax
	movl	$3, %ebp
	call	printf@PLT
	movq	%r12, %rdx
	movq	%r12, %rsi
	xorl	%eax, %eax
	leaq	.LC399(%rip), %rdi
	leaq	.LC403(%rip), %r12
	call	printf@PLT
.L1897:
	movq	%r14, %rdx
	leaq	.LC401(%rip), %rsi
	leaq	.LC402(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r12, %rdx
	leaq	.LC9(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC402(%rip), %rdi
	call	printf@PLT
	xorl	%eax, %eax
	movq	%r13, %rdx
	leaq	.LC9(%rip), %rsi
	leaq	.LC402(%rip), %rdi
	call	printf@PLT
	subl	$1, %ebp
	jne	.L1897
	movl	$10, %edi
	xorl	%ebp, %ebp
	call	putchar@PLT
	movl	%r15d, (%rsp)
	movq	24(%rsp), %r13
.L1898:
	cmpq	%rbx, %rbp
	je	.L2246
	cmpl	$0, (%rsp)
	movq	608(%rsp,%rbp,8), %rsi
	jne	.L1899
	leaq	.LC405(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1900:
	movq	64(%rsp), %rax
	leaq	.LC247(%rip), %rsi
	leaq	.LC407(%rip), %rdi
	leaq	COL.3(%rip), %r14
	cmpq	$0, (%rax,%rbp,8)
	leaq	.LC248(%rip), %rax
	cmove	%rax, %rsi
	imulq	$36, %rbp, %r15
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	call	printf@PLT
	movq	%rbp, 8(%rsp)
	movq	%rbx, 16(%rsp)
.L1902:
	movslq	%r12d, %rbp
	xorl	%ebx, %ebx
	imulq	$10, %rbp, %rbp
	addq	%r15, %rbp
.L1906:
	movslq	(%r14,%rbx,4), %rax
	movq	%r13, %rdi
	addq	%rbp, %rax
	movq	2152(%rsp,%rax,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	testq	%rbx, %rbx
	je	.L2247
	xorl	%eax, %eax
	leaq	.LC9(%rip), %rsi
	leaq	.LC402(%rip), %rdi
	call	printf@PLT
	cmpq	$2, %rbx
	jne	.L2014
	addl	$1, %r12d
	cmpl	$3, %r12d
	jne	.L1902
	movq	8(%rsp), %rbp
	movl	$10, %edi
	movq	16(%rsp), %rbx
	call	putchar@PLT
	addq	$1, %rbp
	jmp	.L1898
.L2247:
	leaq	.LC401(%rip), %rsi
	leaq	.LC402(%rip), %rdi
	xorl	%eax, %eax
	movl	$1, %ebx
	call	printf@PLT
	jmp	.L1906
.L2014:
	movl	$2, %ebx
	jmp	.L1906
.L1899:
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	leaq	.LC406(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1900
.L2246:
	movl	(%rsp), %r15d
	leaq	.LC408(%rip), %rdi
	xorl	%ebp, %ebp
	leaq	PCT_NAME(%rip), %r13
	call	puts@PLT
	leaq	.LC410(%rip), %r12
	movl	%r15d, 8(%rsp)
	movq	%rbp, %r15
.L1908:
	cmpq	%rbx, %r15
	je	.L2248
	movq	48(%rsp), %rsi
	leaq	.LC409(%rip), %rdi
	xorl	%eax, %eax
	xorl	%ebp, %ebp
	movq	608(%rsp,%r15,8), %rdx
	call	printf@PLT
	imulq	$36, %r15, %rax
	movq	%r15, 16(%rsp)
	movq	%rbx, 24(%rsp)
	movq	%rax, (%rsp)
.L1909:
	movslq	%ebp, %r14
	movq	(%rsp), %rax
	leaq	COL.3(%rip), %r15
	imulq	$10, %r14, %r14
	addq	%rax, %r14
	leaq	SET_NAME(%rip), %rax
	movq	(%rax,%rbp,8), %rbx
.L1910:
	movslq	(%r15), %rax
	movq	%rbx, %rsi
	movq	%r12, %rdi
	addq	$4, %r15
	leaq	(%r14,%rax), %rdx
	movq	2152(%rsp,%rdx,8), %rcx
	movq	0(%r13,%rax,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	leaq	12+COL.3(%rip), %rax
	cmpq	%rax, %r15
	jne	.L1910
	addq	$1, %rbp
	cmpq	$3, %rbp
	jne	.L1909
	movq	16(%rsp), %r15
	movq	64(%rsp), %rax
	leaq	.LC250(%rip), %rsi
	leaq	.LC411(%rip), %rdi
	movq	24(%rsp), %rbx
	cmpq	$0, (%rax,%r15,8)
	leaq	.LC249(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	addq	$1, %r15
	call	printf@PLT
	jmp	.L1908
.L2248:
	movq	360(%rsp), %rbx
	movq	%r15, %rbp
	xorl	%eax, %eax
	movl	8(%rsp), %r15d
	movq	352(%rsp), %rsi
	leaq	.LC412(%rip), %rdi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	call	printf@PLT
	movq	160(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2168
	xorl	%eax, %eax
	testl	%r15d, %r15d
	leaq	.LC252(%rip), %rsi
	movq	%rbp, 1064(%rsp)
	sete	%al
	leaq	1040(%rsp), %rcx
	leaq	sweep_writer(%rip), %rdx
	movl	%eax, 1040(%rsp)
	leaq	608(%rsp), %rax
	movq	%rax, %xmm0
	leaq	2144(%rsp), %rax
	movq	%rax, %xmm6
	leaq	.LC251(%rip), %rax
	cmove	%rax, %rsi
	punpcklqdq	%xmm6, %xmm0
	movups	%xmm0, 1048(%rsp)
	call	export_file
	testl	%eax, %eax
	jne	.L2249
.L2168:
	testq	%rbx, %rbx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L1720
.L2012:
	movq	(%rsp), %r13
	orl	$-1, %eax
	jmp	.L1885
.L2232:
	leaq	.LC434(%rip), %rdi
	call	puts@PLT
	jmp	.L1976
.L2231:
	movq	1368(%rsp), %rax
	cmpq	%rax, 1328(%rsp)
	setnb	%al
	movzbl	%al, %eax
	jmp	.L1943
.L2229:
	leaq	.LC431(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1940
.L2228:
	movq	48(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC429(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1938
.L2227:
	movq	1368(%rsp), %rsi
	movq	48(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC426(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1935
.L1933:
	leaq	1040(%rsp), %r15
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	movq	1344(%rsp), %rsi
	movq	%rax, %rbx
	leaq	864(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 24(%rsp)
	call	fmt_us.constprop.0
	movq	1336(%rsp), %rsi
	movq	48(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	leaq	.LC425(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1932
.L1770:
	ud2
.L2206:
	movq	56(%rsp), %rbx
	leaq	1040(%rsp), %rbp
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	call	closed_form
	testl	%eax, %eax
	jne	.L1920
	leaq	2144(%rsp), %r12
	xorl	%ecx, %ecx
	movl	$1, %esi
	movq	%rbx, %rdi
	movq	%r12, %rdx
	call	walk_outcome
	testl	%eax, %eax
	jne	.L1920
	leaq	864(%rsp), %rbx
	movq	%rbp, %rcx
	movq	%r12, %rdx
	xorl	%esi, %esi
	movq	%rbx, %rdi
	call	check_outcome
	xorl	%edx, %edx
	movq	%rbx, %rdi
	xorl	%r9d, %r9d
	movq	1312(%rsp), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 6824
	leaq	.LC415(%rip), %rcx
	xorl	%esi, %esi
	leaq	.LC416(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 6832
	movq	2432(%rsp), %r8
	call	check
	movq	888(%rsp), %rbx
	leaq	.LC417(%rip), %rdi
	xorl	%eax, %eax
	movq	880(%rsp), %rsi
	movq	%rbx, %rdx
	call	printf@PLT
	popq	%rsi
	.cfi_def_cfa_offset 6824
	popq	%rdi
	.cfi_def_cfa_offset 6816
	jmp	.L2168
.L2236:
	leaq	.LC442(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %ebx
	jmp	.L1930
.L2216:
	movq	%rbp, 8(%rsp)
	movq	(%rsp), %rbx
	movq	%r13, %rcx
	leaq	.LC156(%rip), %r8
	leaq	.LC337(%rip), %rdx
	jmp	.L2169
.L1794:
	movq	160(%rsp), %r9
	movq	168(%rsp), %r12
	movq	%rbp, %r14
	leaq	.LC343(%rip), %rdi
	movq	176(%rsp), %rbx
	movq	184(%rsp), %rbp
	leaq	.LC8(%rip), %r13
	movq	%r9, 16(%rsp)
	call	puts@PLT
	movq	(%rsp), %rdx
	movq	8(%rsp), %rsi
	xorl	%eax, %eax
	movq	%r12, %rcx
	leaq	.LC344(%rip), %rdi
	call	printf@PLT
	movq	1480(%rsp), %rsi
	leaq	384(%rsp), %rdi
	call	fmt_us.constprop.0
	movl	1488(%rsp), %edx
	movq	16(%rsp), %r9
	movq	%rax, %r8
	cmpl	$0, 1464(%rsp)
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rcx
	leaq	.LC238(%rip), %rdx
	jne	.L1795
	leaq	.LC8(%rip), %r13
	movq	%r13, %rdx
.L1795:
	movq	%rbx, %rsi
	leaq	352(%rsp), %rdi
	movq	%r9, 8(%rsp)
	movq	%rdx, 128(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%r8, (%rsp)
	call	fmt_us.constprop.0
	movq	(%rsp), %r8
	movq	16(%rsp), %rcx
	leaq	.LC345(%rip), %rdi
	movq	128(%rsp), %rdx
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC346(%rip), %rdi
	call	puts@PLT
	call	print_header
	movl	$10, %edi
	call	putchar@PLT
	movq	64(%rsp), %rsi
	leaq	.LC347(%rip), %rdi
	call	print_row
	movl	$10, %edi
	call	putchar@PLT
	movq	24(%rsp), %rsi
	leaq	.LC218(%rip), %rdi
	call	print_row
	movq	%r13, %rdx
	leaq	.LC348(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC349(%rip), %rdi
	leaq	.LC350(%rip), %r13
	call	printf@PLT
	movq	%r15, (%rsp)
	movq	%rbp, %r15
	movq	%rbx, %rbp
	movq	8(%rsp), %rbx
	jmp	.L1801
.L2251:
	movq	24(%rsp), %rdi
	movq	(%rdi,%r14), %rcx
	testq	%rcx, %rcx
	js	.L1797
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L1798:
	testq	%rax, %rax
	js	.L1799
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1800:
	divsd	%xmm1, %xmm0
	comisd	.LC39(%rip), %xmm0
	sbbl	%esi, %esi
	andl	$2, %esi
	addl	$1, %esi
.L1796:
	movq	%r13, %rdi
	movl	$1, %eax
	addq	$8, %r14
	call	printf@PLT
	cmpq	$56, %r14
	je	.L2250
.L1801:
	movq	64(%rsp), %rax
	movq	(%rax,%r14), %rax
	testq	%rax, %rax
	jne	.L2251
	pxor	%xmm0, %xmm0
	movl	$3, %esi
	jmp	.L1796
.L2250:
	leaq	.LC351(%rip), %rdi
	movq	%rbx, 8(%rsp)
	movq	%rbp, %rbx
	movq	%r15, %rbp
	movq	(%rsp), %r15
	call	puts@PLT
	movq	64(%rsp), %rsi
	leaq	.LC347(%rip), %rdi
	call	print_result_set
	movq	24(%rsp), %rsi
	leaq	.LC218(%rip), %rdi
	call	print_result_set
	movq	%rbx, %rsi
	leaq	.LC352(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	232(%rsp), %rbx
	xorl	%eax, %eax
	movq	224(%rsp), %rsi
	leaq	.LC353(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	movq	8(%rsp), %r9
	setne	%bl
	cmpq	$0, 48(%rsp)
	movzbl	%bl, %ebx
	je	.L1791
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	%r12, %rsi
	movq	%r9, (%rsp)
	leaq	608(%rsp), %rdi
	movq	760(%rsp), %xmm0
	leaq	608(%rsp), %r14
	movl	$2, 432(%rsp)
	rep stosl
	leaq	.LC354(%rip), %rax
	movq	%r14, %xmm7
	movq	%r14, %rdx
	movhps	888(%rsp), %xmm0
	leaq	NAMES.8(%rip), %rdi
	movaps	%xmm0, 272(%rsp)
	movq	%rax, %xmm0
	leaq	272(%rsp), %rax
	punpcklqdq	%xmm7, %xmm0
	movq	%rax, %xmm5
	movaps	%xmm0, 416(%rsp)
	movq	%rdi, %xmm0
	movq	%r9, %rdi
	punpcklqdq	%xmm5, %xmm0
	movups	%xmm0, 440(%rsp)
	call	table_from_sorted
	movq	(%rsp), %r9
	testl	%eax, %eax
	je	.L1802
.L1804:
	movl	$1, %ebx
.L1803:
	movq	608(%rsp), %rdi
	movq	%r9, (%rsp)
	call	free@PLT
	movq	632(%rsp), %rdi
	call	free@PLT
	movq	(%rsp), %r9
	jmp	.L1791
.L1799:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1800
.L1797:
	movq	%rcx, %rsi
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rcx, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1798
.L2226:
	leaq	.LC423(%rip), %rdi
	call	puts@PLT
	leaq	864(%rsp), %rax
	movq	%rax, 24(%rsp)
	jmp	.L1932
.L2225:
	leaq	.LC419(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %ebx
	jmp	.L1930
.L1872:
	cmpq	$200000000, %rax
	jbe	.L1871
	leaq	.LC244(%rip), %rcx
	jmp	.L1873
.L2245:
	leaq	.LC467(%rip), %rsi
	leaq	.LC462(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	24(%rsp), %r14
	movq	1328(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC463(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1336(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC464(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1344(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC465(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC466(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC245(%rip), %rsi
	jmp	.L1969
.L2239:
	movl	192(%rsp), %eax
	leaq	SAMPLES_NAME(%rip), %rdx
	movq	896(%rsp), %rsi
	leaq	.LC459(%rip), %rdi
	movq	(%rdx,%rax,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1966
.L2233:
	movl	$29, %esi
	leaq	.LC435(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1946
.L2230:
	leaq	.LC254(%rip), %rbx
	jmp	.L1941
.L2238:
	movq	896(%rsp), %r15
	movq	872(%rsp), %r11
	leaq	.LC455(%rip), %rdi
	movq	864(%rsp), %r10
	movq	(%r11,%r15,8), %rcx
	leaq	0(,%r15,8), %r9
	movq	%r15, %rsi
	movq	%r11, 80(%rsp)
	movq	(%r10,%r15,8), %rdx
	movq	%r9, 96(%rsp)
	movq	%r10, 128(%rsp)
	call	printf@PLT
	leaq	1(%r15), %rax
	movq	80(%rsp), %r11
	cmpq	888(%rsp), %rax
	movq	128(%rsp), %r10
	movq	96(%rsp), %r9
	jb	.L2252
.L1964:
	movq	904(%rsp), %rdx
	leaq	.LC457(%rip), %rdi
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%r15, %rsi
	call	printf@PLT
	jmp	.L1963
.L2237:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC447(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1924
.L2235:
	leaq	.LC439(%rip), %rdi
	call	puts@PLT
	jmp	.L1948
.L2234:
	movq	784(%rsp), %rdx
	movl	$65536, %ecx
	leaq	.LC438(%rip), %rdi
	xorl	%eax, %eax
	movq	776(%rsp), %rsi
	call	printf@PLT
	jmp	.L1948
.L1920:
	leaq	.LC414(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %ebx
	jmp	.L1720
.L2003:
	leaq	.LC240(%rip), %r8
.L1842:
	movq	32(%rsp), %rcx
	leaq	.LC375(%rip), %rdx
.L2167:
	movq	%rbx, %rdi
	movl	$512, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r15, %rdi
	call	numbers_close
.L1849:
	movq	1624(%rsp), %rdi
	call	free@PLT
	xorl	%r9d, %r9d
	movq	%r9, 1624(%rsp)
	jmp	.L2163
.L1833:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1456(%rsp)
	btcq	$63, 1456(%rsp)
	jmp	.L1834
.L2004:
	leaq	.LC239(%rip), %r8
	jmp	.L1842
.L2243:
	testq	%r12, %r12
	je	.L1767
	leaq	0(,%r12,8), %rdi
	call	malloc@PLT
	movq	%rax, %rbp
	testq	%rax, %rax
	je	.L1767
	movl	$1, 24(%rsp)
	jmp	.L1768
.L1752:
	movq	(%rsp), %rcx
	leaq	.LC468(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movq	2192(%rsp), %r8
	movl	$512, %esi
	movq	%r13, 8(%rsp)
	call	snprintf@PLT
	movq	8(%rsp), %r9
	jmp	.L1749
.L1860:
	movq	%rdi, %rcx
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC379(%rip), %r8
	leaq	.LC380(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2163
.L2197:
	leaq	.LC8(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC382(%rip), %rcx
	leaq	.LC383(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2163
.L1970:
	movq	1088(%rsp), %r8
	movq	32(%rsp), %rcx
	leaq	.LC376(%rip), %rdx
	jmp	.L2167
.L2252:
	movq	8(%r11,%r9), %rdx
	movq	8(%r10,%r9), %rsi
	leaq	.LC456(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1964
.L2244:
	movq	%rdi, %rcx
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC377(%rip), %r8
	leaq	.LC378(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2163
.L2240:
	cmpl	$0, 1440(%rsp)
	leaq	.LC243(%rip), %rcx
	jne	.L1868
	cmpq	$1, 1448(%rsp)
	leaq	.LC242(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L1868
.L1730:
	movq	stderr(%rip), %rdi
	leaq	.LC326(%rip), %rdx
	leaq	.LC181(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L1717
.L2191:
	leaq	.LC372(%rip), %r8
	leaq	.LC373(%rip), %rcx
	jmp	.L2170
.L2199:
	leaq	.LC387(%rip), %r8
	leaq	.LC240(%rip), %rcx
	jmp	.L2171
.L1767:
	movq	32(%rsp), %r13
	movq	(%rsp), %rbx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC339(%rip), %r8
	leaq	.LC340(%rip), %rdx
	movq	%r13, %rcx
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L2163
.L2182:
	movq	%rax, 8(%rsp)
	movq	(%rsp), %rcx
	leaq	.LC331(%rip), %rdx
	jmp	.L2164
.L2179:
	leaq	1632(%rsp), %rbx
	movq	24(%rsp), %rcx
	xorl	%eax, %eax
	leaq	.LC322(%rip), %r8
	leaq	.LC323(%rip), %rdx
	movl	$512, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L2163
.L1802:
	movq	56(%rsp), %rdi
	leaq	632(%rsp), %r12
	movq	%rbp, %rsi
	movq	%r9, (%rsp)
	movq	%r12, %rdx
	call	table_from_sorted
	movq	(%rsp), %r9
	testl	%eax, %eax
	jne	.L1804
	movq	48(%rsp), %rdi
	leaq	hgrm_writer(%rip), %rbp
	movq	%r14, %rcx
	leaq	.LC355(%rip), %rsi
	movq	%rbp, %rdx
	call	export_file
	movq	(%rsp), %r9
	testl	%eax, %eax
	jne	.L1804
	movq	48(%rsp), %rdi
	movq	%r12, %rcx
	movq	%rbp, %rdx
	leaq	.LC356(%rip), %rsi
	call	export_file
	movq	(%rsp), %r9
	testl	%eax, %eax
	jne	.L1804
	movq	48(%rsp), %rdi
	leaq	416(%rsp), %rcx
	leaq	spectrum_writer(%rip), %rdx
	leaq	.LC233(%rip), %rsi
	call	export_file
	movq	(%rsp), %r9
	testl	%eax, %eax
	jne	.L1804
	jmp	.L1803
.L2249:
	movl	$1, %ebx
	jmp	.L1720
.L2156:
	movq	%r14, %r9
	jmp	.L1968
.L2203:
	leaq	.LC8(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC391(%rip), %rcx
	leaq	.LC392(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2163
.L2186:
	leaq	.LC358(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC359(%rip), %rcx
	leaq	.LC360(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2163
.L2185:
	leaq	2144(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	1336(%rsp), %rsi
	leaq	1040(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbp, %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	movq	%rax, %rcx
	leaq	.LC357(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2163
	.cfi_endproc
.LFE168:
	.size	main, .-main
	.section	.rodata.str1.1
.LC470:
	.string	"closed (from actual send)"
.LC471:
	.string	"open (from intended send)"
.LC472:
	.string	"corrected closed"
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	NAMES.0, @object
	.size	NAMES.0, 24
NAMES.0:
	.quad	.LC470
	.quad	.LC471
	.quad	.LC472
	.section	.rodata.str1.1
.LC473:
	.string	"closed.values"
.LC474:
	.string	"open.values"
.LC475:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.1, @object
	.size	VALUES.1, 24
VALUES.1:
	.quad	.LC473
	.quad	.LC474
	.quad	.LC475
	.section	.rodata.str1.1
.LC476:
	.string	"closed.hgrm"
.LC477:
	.string	"open.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.2, @object
	.size	HGRM.2, 24
HGRM.2:
	.quad	.LC476
	.quad	.LC477
	.quad	.LC356
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
.LC478:
	.string	"0%"
.LC479:
	.string	"90%"
.LC480:
	.string	"99%"
.LC481:
	.string	"99.9%"
.LC482:
	.string	"99.99%"
.LC483:
	.string	"99.999%"
	.section	.data.rel.ro.local
	.align 32
	.type	XTICK.7, @object
	.size	XTICK.7, 48
XTICK.7:
	.quad	.LC478
	.quad	.LC479
	.quad	.LC480
	.quad	.LC481
	.quad	.LC482
	.quad	.LC483
	.align 16
	.type	NAMES.8, @object
	.size	NAMES.8, 16
NAMES.8:
	.quad	.LC347
	.quad	.LC218
	.align 16
	.type	names.9, @object
	.size	names.9, 16
names.9:
	.quad	.LC347
	.quad	.LC218
	.section	.rodata.str1.1
.LC484:
	.string	"ns"
.LC485:
	.string	"us"
	.section	.data.rel.ro.local
	.align 32
	.type	units.10, @object
	.size	units.10, 64
units.10:
	.quad	.LC484
	.quad	1
	.quad	.LC485
	.quad	1000
	.quad	.LC308
	.quad	1000000
	.quad	.LC253
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
	.align 32
	.type	USAGE, @object
	.size	USAGE, 2153
USAGE:
	.ascii	"usage: bench [options]   (environment: QUICK=1, REPS=N)\nTim"
	.ascii	"es take a unit: ns, us, ms or s, decimals allowed (0.3us, 0."
	.ascii	"5s).\n  --service T            service time of one request ("
	.ascii	"100us)\n  --interval T           schedule: request i due at "
	.ascii	"i*T (200us)\n  --stall T              length of each stall, "
	.ascii	"0 for none (200ms)\n  --period T             time between st"
	.ascii	"all starts, 0 for one stall (1s)\n  --first-stall T        s"
	.ascii	"tart of the first stall (500ms)\n  --duration T           re"
	.ascii	"quests due in [0, T) (20s; 5s with QUICK=1)\n  --requests N "
	.ascii	"          or exactly N scheduled requests\n  --schedule fixe"
	.ascii	"d|poisson   fixed (default) or Poisson arrivals\n  --rate R "
	.ascii	"--seed X      Poisson rate in requests a second, and its see"
	.ascii	"d\n  --arrivals FILE        replay due times: one integer ns"
	.ascii	" a line, non-decreasing\n  --closed catch-up|skip|back-to-ba"
	.ascii	"ck   how the closed loop treats missed slots\n  --connection"
	.ascii	"s C        C closed loops share the schedule (1)\n  --expect"
	.ascii	"ed-interval T|mean   the correction's interval (the schedule"
	.ascii	"'s)\n  --slow-above T         the slow line (1ms)\n  --rank "
	.ascii	"round|ceil      HdrHistogram_c rounding, or nearest rank (ro"
	.ascii	"und)\n  --reps N               timed reps after one warmup ("
	.ascii	"31; or REPS)\n  --exact-by auto|sort|lattice   keep and sort"
	.ascii	" every sample, or count\n                         them on th"
	.ascii	"e model's lattice (auto: count when it fits)\n  --quick     "
	.ascii	"           as QUICK=1\n  --scenario NAME        default, fee"
	.ascii	"d-10ms-stall, one-2s-stall,\n                         hundre"
	.ascii	"d-requests, hundred-requests-exercise\n  --correct FILE     "
	.ascii	"    correct a recorded trace: one latency a line (ns or a un"
	.ascii	"it)\n  --trace-values LIST    the same from a list: 2ms*99,1"
	.ascii	"000ms\n  --sweep load|stall     one table over load 10-95%% "
	.ascii	"or stall length\n  --export PREFIX        also write PREFIX{"
	.ascii	"closed,open,corrected}.hgrm and\n                         PR"
	.ascii	"EFIX{percentiles,timeline}.svg (sweep: sweep-load.svg)\n  --"
	.ascii	"export-values        with --export: PREFIX{closed,open,corre"
	.ascii	"cted}.values,\n                         one line "
	.string	"'value_ns count' a distinct value\n  --clock                estimate the core clock (GHz) and exit\n  --self-test            run the unit checks and exit\n"
	.section	.rodata.str1.1
.LC486:
	.string	"feed-10ms-stall"
.LC487:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC488:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC489:
	.string	"one-2s-stall"
.LC490:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC491:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC492:
	.string	"hundred-requests"
.LC493:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC494:
	.string	"--trace-values 2ms*99,1000ms --expected-interval 10ms --rank ceil"
	.section	.rodata.str1.1
.LC495:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC496:
	.string	"--trace-values 2ms*99,200ms --expected-interval 50ms --rank ceil"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 120
SCENARIOS:
	.quad	.LC258
	.quad	.LC259
	.quad	.LC8
	.quad	.LC486
	.quad	.LC487
	.quad	.LC488
	.quad	.LC489
	.quad	.LC490
	.quad	.LC491
	.quad	.LC492
	.quad	.LC493
	.quad	.LC494
	.quad	.LC495
	.quad	.LC493
	.quad	.LC496
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC206
	.quad	.LC209
	.quad	.LC205
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC220
	.quad	.LC221
	.quad	.LC218
	.section	.rodata.str1.1
.LC497:
	.string	"p90"
.LC498:
	.string	"p99.99"
.LC499:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC400
	.quad	.LC497
	.quad	.LC403
	.quad	.LC404
	.quad	.LC498
	.quad	.LC499
	.section	.rodata.str1.1
.LC500:
	.string	"p999"
.LC501:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC400
	.quad	.LC497
	.quad	.LC403
	.quad	.LC500
	.quad	.LC501
	.quad	.LC499
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
.LC502:
	.string	"sorted"
.LC503:
	.string	"counted"
	.section	.data.rel.ro.local
	.align 32
	.type	SAMPLES_NAME, @object
	.size	SAMPLES_NAME, 32
SAMPLES_NAME:
	.quad	.LC127
	.quad	.LC502
	.quad	.LC503
	.quad	.LC130
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 16
RANK_NAME:
	.quad	.LC122
	.quad	.LC123
	.align 16
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 24
CLOSED_NAME:
	.quad	.LC150
	.quad	.LC151
	.quad	.LC152
	.section	.rodata.str1.1
.LC504:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC137
	.quad	.LC138
	.quad	.LC504
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC11:
	.long	0
	.long	1081589760
	.align 8
.LC12:
	.long	0
	.long	1081794560
	.align 8
.LC13:
	.long	0
	.long	1082535936
	.align 8
.LC14:
	.long	0
	.long	1079246848
	.set	.LC23,.LC183+8
	.align 8
.LC24:
	.long	0
	.long	1127219200
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC25:
	.long	-1
	.long	2147483647
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC26:
	.long	0
	.long	1072693248
	.align 8
.LC27:
	.long	0
	.long	1076101120
	.align 8
.LC28:
	.long	0
	.long	1073217536
	.align 8
.LC29:
	.long	0
	.long	1074528256
	.align 8
.LC30:
	.long	0
	.long	1075707904
	.set	.LC31,.LC25
	.align 8
.LC32:
	.long	0
	.long	1083129856
	.align 8
.LC33:
	.long	0
	.long	1074790400
	.align 8
.LC39:
	.long	0
	.long	1079574528
	.align 8
.LC40:
	.long	-17155601
	.long	1072049730
	.align 8
.LC41:
	.long	0
	.long	1073741824
	.align 8
.LC42:
	.long	0
	.long	1017118720
	.section	.rodata.cst16
	.align 16
.LC43:
	.long	0
	.long	-2147483648
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC44:
	.long	0
	.long	1104006501
	.align 8
.LC52:
	.long	0
	.long	1138753536
	.align 8
.LC56:
	.long	0
	.long	1071644672
	.align 8
.LC144:
	.long	-1577058304
	.long	1114446484
	.section	.rodata.cst16
	.align 16
.LC176:
	.quad	8390326386894792992
	.quad	8751168585111452281
	.align 16
.LC177:
	.quad	8461454894915218464
	.quad	2334109732628886643
	.align 16
.LC178:
	.quad	7308901430183358312
	.quad	32199620762627616
	.section	.rodata.cst8
	.align 8
.LC182:
	.long	0
	.long	1090021888
	.section	.rodata.cst16
	.align 16
.LC183:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC184:
	.long	0
	.long	1093567616
	.align 8
.LC185:
	.long	-858993459
	.long	1072745676
	.align 8
.LC191:
	.long	0
	.long	1081524224
	.section	.rodata.cst16
	.align 16
.LC255:
	.quad	100000
	.quad	200000000
	.align 16
.LC256:
	.quad	1000000000
	.quad	500000000
	.align 16
.LC257:
	.quad	1
	.quad	200000
	.section	.rodata.cst8
	.align 8
.LC261:
	.long	0
	.long	1101206224
	.section	.rodata.cst16
	.align 16
.LC278:
	.quad	1000
	.quad	1000
	.align 16
.LC294:
	.quad	100
	.quad	1000
	.align 16
.LC295:
	.quad	5000
	.quad	2000
	.align 16
.LC297:
	.quad	7000
	.quad	1
	.section	.rodata.cst8
	.align 8
.LC366:
	.long	0
	.long	1114636288
	.align 8
.LC370:
	.long	0
	.long	1137704960
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
