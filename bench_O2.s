	.file	"bench.c"
	.text
	.p2align 4
	.type	draw_u01, @function
draw_u01:
.LFB27:
	.cfi_startproc
	movq	%rdi, %rax
	addq	$1, %rdx
	movabsq	$-4658895280553007687, %r8
	movabsq	$-7046029254386353131, %rcx
	xorq	%rsi, %rax
	imulq	%rcx, %rdx
	pxor	%xmm0, %xmm0
	movabsq	$-7723592293110705685, %rsi
	movq	%rax, %rdi
	shrq	$30, %rdi
	xorq	%rax, %rdi
	imulq	%r8, %rdi
	movq	%rdi, %rax
	shrq	$27, %rax
	xorq	%rdi, %rax
	imulq	%rsi, %rax
	movq	%rax, %rcx
	shrq	$31, %rcx
	xorq	%rcx, %rax
	addq	%rax, %rdx
	movq	%rdx, %rax
	shrq	$30, %rax
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
	mulsd	.LC0(%rip), %xmm0
	ret
	.cfi_endproc
.LFE27:
	.size	draw_u01, .-draw_u01
	.p2align 4
	.type	service_moments, @function
service_moments:
.LFB31:
	.cfi_startproc
	movq	(%rdi), %rax
	testq	%rax, %rax
	js	.L4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5:
	movl	8(%rdi), %eax
	movq	32(%rdi), %rcx
	movsd	24(%rdi), %xmm1
	movsd	%xmm0, (%rsi)
	movq	$0x000000000, (%rdx)
	cmpl	$1, %eax
	je	.L11
	cmpl	$3, %eax
	je	.L12
	cmpl	$2, %eax
	je	.L13
	ret
	.p2align 4,,10
	.p2align 3
.L12:
	movsd	16(%rdi), %xmm0
	mulsd	%xmm0, %xmm0
	movsd	%xmm0, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L4:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5
	.p2align 4,,10
	.p2align 3
.L11:
	movq	.LC2(%rip), %rax
	movq	%rax, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L13:
	testq	%rcx, %rcx
	js	.L9
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rcx, %xmm4
.L10:
	movsd	.LC2(%rip), %xmm5
	movapd	%xmm5, %xmm2
	subsd	%xmm1, %xmm2
	mulsd	%xmm4, %xmm1
	mulsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm3
	addsd	%xmm1, %xmm3
	mulsd	%xmm0, %xmm2
	mulsd	%xmm4, %xmm1
	movsd	%xmm3, (%rsi)
	mulsd	%xmm3, %xmm3
	addsd	%xmm1, %xmm2
	divsd	%xmm3, %xmm2
	subsd	%xmm5, %xmm2
	movsd	%xmm2, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L9:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm4, %xmm4
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L10
	.cfi_endproc
.LFE31:
	.size	service_moments, .-service_moments
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
	jb	.L15
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
.L15:
	cmpq	%rsi, %rcx
	jnb	.L17
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
.L17:
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
	.type	mean_interval, @function
mean_interval:
.LFB63:
	.cfi_startproc
	movq	%rdx, %rcx
	movq	$-1, %rdx
	cmpq	%rcx, %rsi
	jb	.L19
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rdi, %rax
	divq	%rsi
	movl	$1, %edx
	testq	%rax, %rax
	cmovne	%rax, %rdx
.L19:
	movq	%rdx, %rax
	ret
	.cfi_endproc
.LFE63:
	.size	mean_interval, .-mean_interval
	.p2align 4
	.type	cmp_u64, @function
cmp_u64:
.LFB65:
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
.LFE65:
	.size	cmp_u64, .-cmp_u64
	.p2align 4
	.type	cmp_u128, @function
cmp_u128:
.LFB66:
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
.LFE66:
	.size	cmp_u128, .-cmp_u128
	.p2align 4
	.type	nth_smallest, @function
nth_smallest:
.LFB70:
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
	jle	.L55
.L27:
	movq	%rbp, %rax
	movq	(%r11,%rbx,8), %rdx
	subq	%rbx, %rax
	sarq	%rax
	addq	%rbx, %rax
	movq	(%r11,%rax,8), %rcx
	movq	(%r11,%rbp,8), %rax
	cmpq	%rcx, %rdx
	jnb	.L29
	cmpq	%rax, %rdx
	cmovb	%rax, %rdx
	cmpq	%rax, %rcx
	cmovnb	%rdx, %rcx
.L30:
	movq	%rbp, %rdx
	movq	%rbx, %rsi
.L31:
	cmpq	%rdx, %rsi
	jg	.L36
	leaq	0(,%rsi,8), %rax
	leaq	0(,%rdx,8), %r13
	leaq	(%r11,%rax), %r10
	leaq	(%r11,%r13), %r9
	movq	(%r10), %rdi
	movq	(%r9), %r8
	leaq	8(%r11,%rax), %rax
	cmpq	%rcx, %rdi
	jnb	.L56
	.p2align 4,,10
	.p2align 3
.L32:
	movq	%rax, %r10
	movq	(%rax), %rdi
	addq	$8, %rax
	addq	$1, %rsi
	cmpq	%rcx, %rdi
	jb	.L32
	cmpq	%r8, %rcx
	jnb	.L33
.L41:
	leaq	-8(%r11,%r13), %rax
	.p2align 4,,10
	.p2align 3
.L34:
	movq	%rax, %r9
	movq	(%rax), %r8
	subq	$8, %rax
	subq	$1, %rdx
	cmpq	%r8, %rcx
	jb	.L34
.L33:
	cmpq	%rdx, %rsi
	jle	.L42
.L36:
	cmpq	%r12, %rdx
	jge	.L45
	cmpq	%r12, %rsi
	jg	.L55
	movq	%rsi, %rbx
.L39:
	cmpq	%rbp, %rbx
	jl	.L27
.L55:
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
.L56:
	.cfi_restore_state
	cmpq	%r8, %rcx
	jb	.L41
.L42:
	movq	%r8, (%r10)
	addq	$1, %rsi
	subq	$1, %rdx
	movq	%rdi, (%r9)
	jmp	.L31
.L29:
	cmpq	%rax, %rcx
	cmovb	%rax, %rcx
	cmpq	%rax, %rdx
	cmovb	%rdx, %rcx
	jmp	.L30
.L45:
	movq	%rdx, %rbp
	jmp	.L39
	.cfi_endproc
.LFE70:
	.size	nth_smallest, .-nth_smallest
	.p2align 4
	.type	ref_serve, @function
ref_serve:
.LFB93:
	.cfi_startproc
	movq	48(%rdi), %r9
	movq	64(%rdi), %r10
	movq	%rdx, %r11
	movq	56(%rdi), %r8
	testq	%r9, %r9
	je	.L66
	leaq	(%r10,%r9), %rdi
	jmp	.L59
	.p2align 4,,10
	.p2align 3
.L67:
	testq	%r8, %r8
	je	.L66
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rdi, %rax
	divq	%r8
	addq	$1, %rax
	imulq	%r8, %rax
	leaq	(%rax,%r10), %rcx
	cmpq	%rcx, %rsi
	jb	.L63
.L68:
	leaq	(%rcx,%r9), %rsi
.L59:
	cmpq	%rdi, %rsi
	jnb	.L67
	movq	%r10, %rcx
	cmpq	%rcx, %rsi
	jnb	.L68
.L63:
	leaq	(%r11,%rsi), %rax
	cmpq	%rax, %rcx
	jnb	.L57
	leaq	(%rax,%r9), %rdi
	testq	%r8, %r8
	je	.L65
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
.L66:
	leaq	(%r11,%rsi), %rax
	ret
.L65:
	movq	%rdi, %rax
.L57:
	ret
	.cfi_endproc
.LFE93:
	.size	ref_serve, .-ref_serve
	.p2align 4
	.type	select_windows, @function
select_windows:
.LFB108:
	.cfi_startproc
	movl	$0, 320(%rdi)
	xorl	%edx, %edx
	jmp	.L81
	.p2align 4,,10
	.p2align 3
.L87:
	addq	$1, %rdx
	cmpq	$6, %rdx
	je	.L86
.L81:
	movl	296(%rdi,%rdx,4), %eax
	testl	%eax, %eax
	jne	.L87
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
.L83:
	movl	%edx, 348(%rdi,%rdx,4)
	movl	320(%rdi), %r10d
	movl	%edx, %ebx
	testl	%r10d, %r10d
	jle	.L88
	leaq	324(%rdi), %rax
	movslq	%r10d, %r11
	movq	224(%rdi,%rdx,8), %r9
	leaq	(%rax,%r11,4), %r8
	jmp	.L74
	.p2align 4,,10
	.p2align 3
.L73:
	addq	$4, %rax
	cmpq	%r8, %rax
	je	.L89
.L74:
	movslq	(%rax), %rcx
	cmpq	%r9, 224(%rdi,%rcx,8)
	jne	.L73
	movl	272(%rdi,%rdx,4), %r14d
	cmpl	%r14d, 272(%rdi,%rcx,4)
	jne	.L73
	addq	$4, %rax
	movl	%ecx, 348(%rdi,%rdx,4)
	cmpq	%r8, %rax
	jne	.L74
	.p2align 4,,10
	.p2align 3
.L89:
	cmpl	%edx, 348(%rdi,%rdx,4)
	je	.L75
.L71:
	addq	$1, %rdx
	cmpq	$6, %rdx
	je	.L90
.L77:
	movl	296(%rdi,%rdx,4), %ecx
	testl	%ecx, %ecx
	je	.L83
	addq	$1, %rdx
	cmpq	$6, %rdx
	jne	.L77
.L90:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L88:
	.cfi_restore_state
	movslq	%r10d, %r11
.L75:
	addl	$1, %r10d
	movl	%r10d, 320(%rdi)
	movl	%ebx, 324(%rdi,%r11,4)
	jmp	.L71
	.p2align 4,,10
	.p2align 3
.L86:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 14
	ret
	.cfi_endproc
.LFE108:
	.size	select_windows, .-select_windows
	.p2align 4
	.type	walker_hand, @function
walker_hand:
.LFB121:
	.cfi_startproc
	movq	%rsi, 176(%rdi)
	movq	%rdx, 184(%rdi)
	movdqu	176(%rdi), %xmm0
	movq	$0, 192(%rdi)
	movq	$0, 104(%rdi)
	movups	%xmm0, 88(%rdi)
	ret
	.cfi_endproc
.LFE121:
	.size	walker_hand, .-walker_hand
	.p2align 4
	.type	general_totals, @function
general_totals:
.LFB124:
	.cfi_startproc
	movq	152(%rdi), %rax
	movq	%rax, (%rdx)
	movq	144(%rdi), %rax
	movq	%rax, (%rcx)
	movq	32(%rdi), %rax
	movq	%rax, (%r8)
	ret
	.cfi_endproc
.LFE124:
	.size	general_totals, .-general_totals
	.globl	__udivti3
	.p2align 4
	.type	ref_mean_interval, @function
ref_mean_interval:
.LFB129:
	.cfi_startproc
	movq	%rdx, %rcx
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%rcx
	subq	%rdx, %rsi
	je	.L97
	movq	%rdi, %rax
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	mulq	%rcx
	xorl	%ecx, %ecx
	movq	%rax, %rdi
	movq	%rdx, %rax
	movq	%rsi, %rdx
	movq	%rax, %rsi
	call	__udivti3@PLT
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	addq	$8, %rsp
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L97:
	movq	$-1, %rax
	ret
	.cfi_endproc
.LFE129:
	.size	ref_mean_interval, .-ref_mean_interval
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB136:
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
.LFE136:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	omissions_on, @function
omissions_on:
.LFB151:
	.cfi_startproc
	cmpq	$0, 216(%rdi)
	movl	$1, %eax
	jne	.L103
	cmpl	$0, 224(%rdi)
	je	.L109
.L103:
	ret
.L109:
	cmpq	$0, 248(%rdi)
	jne	.L103
	cmpl	$0, 272(%rdi)
	jne	.L103
	xorl	%eax, %eax
	cmpq	$0, 280(%rdi)
	setne	%al
	ret
	.cfi_endproc
.LFE151:
	.size	omissions_on, .-omissions_on
	.p2align 4
	.type	heap_pop, @function
heap_pop:
.LFB160:
	.cfi_startproc
	movq	8(%rdi), %rax
	movq	(%rdi), %r10
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	leaq	-1(%rax), %rsi
	movq	(%r10), %rbx
	movq	%rsi, 8(%rdi)
	movq	(%r10,%rsi,8), %r11
	cmpq	$1, %rsi
	jbe	.L115
	movl	$1, %edx
	xorl	%r9d, %r9d
	jmp	.L113
	.p2align 4,,10
	.p2align 3
.L123:
	salq	$4, %r8
	movq	(%r10,%r8), %r8
	cmpq	%rcx, %r8
	jnb	.L117
	movq	%r8, %rcx
	cmpq	%r11, %rcx
	jnb	.L111
.L124:
	movq	%rcx, (%r10,%r9,8)
	movq	8(%rdi), %rsi
	leaq	1(%rax,%rax), %rdx
	movq	%rax, %r9
	cmpq	%rsi, %rdx
	jnb	.L111
.L113:
	leaq	1(%r9), %r8
	movq	(%r10,%rdx,8), %rcx
	leaq	(%r8,%r8), %rax
	cmpq	%rsi, %rax
	jb	.L123
.L117:
	movq	%rdx, %rax
	cmpq	%r11, %rcx
	jb	.L124
.L111:
	testq	%rsi, %rsi
	je	.L110
	movq	%r11, (%r10,%r9,8)
.L110:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L115:
	.cfi_restore_state
	xorl	%r9d, %r9d
	jmp	.L111
	.cfi_endproc
.LFE160:
	.size	heap_pop, .-heap_pop
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB185:
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
.LFE185:
	.size	cmp_vc, .-cmp_vc
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC3:
	.string	"n"
.LC4:
	.string	"set"
.LC5:
	.string	"%-*s %9s"
.LC6:
	.string	" %11s"
.LC7:
	.string	"slow %"
.LC8:
	.string	"slow"
.LC9:
	.string	" %8s %8s"
	.text
	.p2align 4
	.type	print_header_w, @function
print_header_w:
.LFB178:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movl	%edi, %esi
	leaq	.LC3(%rip), %rcx
	xorl	%eax, %eax
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	leaq	.LC4(%rip), %rdx
	leaq	.LC5(%rip), %rdi
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	leaq	PCT_LABEL(%rip), %rbx
	leaq	.LC6(%rip), %rbp
	leaq	48(%rbx), %r12
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L127:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L127
	popq	%rbx
	.cfi_def_cfa_offset 24
	leaq	.LC7(%rip), %rdx
	popq	%rbp
	.cfi_def_cfa_offset 16
	xorl	%eax, %eax
	leaq	.LC8(%rip), %rsi
	leaq	.LC9(%rip), %rdi
	popq	%r12
	.cfi_def_cfa_offset 8
	jmp	printf@PLT
	.cfi_endproc
.LFE178:
	.size	print_header_w, .-print_header_w
	.p2align 4
	.type	ref_walker_end, @function
ref_walker_end:
.LFB127:
	.cfi_startproc
	movq	200(%rdi), %rdi
	jmp	free@PLT
	.cfi_endproc
.LFE127:
	.size	ref_walker_end, .-ref_walker_end
	.p2align 4
	.type	general_end, @function
general_end:
.LFB123:
	.cfi_startproc
	movq	112(%rdi), %rdi
	jmp	free@PLT
	.cfi_endproc
.LFE123:
	.size	general_end, .-general_end
	.p2align 4
	.type	buffers_free, @function
buffers_free:
.LFB142:
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
.LFE142:
	.size	buffers_free, .-buffers_free
	.p2align 4
	.type	stall_window_free, @function
stall_window_free:
.LFB202:
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
.LFE202:
	.size	stall_window_free, .-stall_window_free
	.section	.rodata.str1.1
.LC10:
	.string	" (negative)"
.LC11:
	.string	""
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC12:
	.string	"the unit must be ns, us, ms or s"
	.align 8
.LC13:
	.string	"give a unit (ns, us, ms or s), e.g. 200us"
	.align 8
.LC14:
	.string	"'%s' is not a time%s: use a number and a unit (ns, us, ms, s), e.g. 200us or 0.5s"
	.section	.rodata.str1.1
.LC15:
	.string	"2^62 ns (about 146 years)"
	.section	.rodata.str1.8
	.align 8
.LC16:
	.string	"'%s' is too large: times must stay below %s"
	.section	.rodata.str1.1
.LC17:
	.string	"a digit must follow the point"
.LC18:
	.string	"'%s' is not a time: %s"
.LC19:
	.string	"at most nine after the point"
	.section	.rodata.str1.8
	.align 8
.LC20:
	.string	"'%s' has too many decimals: %s"
	.align 8
.LC21:
	.string	"use a finer unit or fewer decimals"
	.align 8
.LC22:
	.string	"'%s' is not a whole number of nanoseconds: %s"
	.text
	.p2align 4
	.type	parse_time, @function
parse_time:
.LFB21:
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
	ja	.L137
	movq	%rdi, %rcx
	movsbq	%bl, %rbx
	movl	$10, %edi
	jmp	.L138
	.p2align 4,,10
	.p2align 3
.L147:
	movq	%rbx, %rax
	mulq	%rdi
	movq	%rax, %rbx
	jo	.L143
	movsbq	%sil, %rsi
	addq	%rsi, %rbx
	jc	.L143
.L138:
	movq	%rcx, %rax
	movzbl	1(%rcx), %ebp
	addq	$1, %rcx
	leal	-48(%rbp), %esi
	cmpb	$9, %sil
	jbe	.L147
	movl	$1, %r13d
	xorl	%r14d, %r14d
	cmpb	$46, %bpl
	je	.L175
.L148:
	movq	$0, 24(%rsp)
	leaq	units.9(%rip), %r12
.L153:
	movq	(%r12), %rsi
	movq	%rcx, %rdi
	movq	%rcx, (%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rcx
	testl	%eax, %eax
	jne	.L152
	movq	8(%r12), %rax
	movq	%rax, 24(%rsp)
.L152:
	addq	$16, %r12
	leaq	64+units.9(%rip), %rax
	cmpq	%r12, %rax
	jne	.L153
	testb	%bpl, %bpl
	je	.L154
	cmpq	$0, 24(%rsp)
	je	.L176
	movq	24(%rsp), %rax
.L174:
	imulq	%rax, %r14
.L157:
	movq	%r14, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	%rdx, %rsi
	movq	%rax, %r11
	testq	%rdx, %rdx
	jne	.L177
	movq	24(%rsp), %rax
	movq	%r11, %rcx
	mulq	%rbx
	xorl	%ebx, %ebx
	addq	%rax, %rcx
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	sbbq	%rbx, %rsi
	jc	.L143
.L158:
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
.L143:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC15(%rip), %r8
	leaq	.LC16(%rip), %rdx
	call	snprintf@PLT
.L140:
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
.L154:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L163
	movq	%r14, %rcx
	orq	%rbx, %rcx
	je	.L158
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L174
	leaq	.LC13(%rip), %r8
.L155:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC18(%rip), %rdx
	call	snprintf@PLT
	jmp	.L140
	.p2align 4,,10
	.p2align 3
.L175:
	movzbl	1(%rcx), %ebp
	leaq	2(%rax), %rsi
	leal	-48(%rbp), %ecx
	cmpb	$9, %cl
	ja	.L178
	addq	$11, %rax
	.p2align 4,,10
	.p2align 3
.L150:
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
	ja	.L179
	cmpq	%rsi, %rax
	jne	.L150
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC19(%rip), %r8
	leaq	.LC20(%rip), %rdx
	call	snprintf@PLT
	jmp	.L140
.L163:
	movq	$1, 24(%rsp)
	jmp	.L157
.L179:
	movq	%rsi, %rcx
	jmp	.L148
.L137:
	cmpb	$45, %al
	leaq	.LC11(%rip), %r8
	movq	%rdi, %rcx
	movq	16(%rsp), %rsi
	leaq	.LC10(%rip), %rax
	movq	8(%rsp), %rdi
	leaq	.LC14(%rip), %rdx
	cmove	%rax, %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L140
.L176:
	leaq	.LC12(%rip), %r8
	jmp	.L155
.L177:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC21(%rip), %r8
	leaq	.LC22(%rip), %rdx
	call	snprintf@PLT
	jmp	.L140
.L178:
	leaq	.LC17(%rip), %r8
	jmp	.L155
	.cfi_endproc
.LFE21:
	.size	parse_time, .-parse_time
	.section	.rodata.str1.1
.LC23:
	.string	"%lu %lu\n"
	.text
	.p2align 4
	.type	values_writer, @function
values_writer:
.LFB208:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L185
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
.L182:
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
	jb	.L182
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
.L185:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE208:
	.size	values_writer, .-values_writer
	.section	.rodata.str1.8
	.align 8
.LC24:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB62:
	.cfi_startproc
	movq	(%rdi), %rax
	leaq	8(%rdi), %r9
	leaq	(%rdi,%rsi,8), %r10
	xorl	%edi, %edi
	jmp	.L189
	.p2align 4,,10
	.p2align 3
.L191:
	cmpq	%r9, %r10
	je	.L200
.L194:
	addq	$8, %r9
	movq	-8(%r9), %rax
	cmpq	%r8, %rsi
	je	.L190
.L189:
	leaq	1(%rdi), %rsi
	movq	%rax, (%rcx,%rdi,8)
	movq	%rsi, %rdi
	cmpq	%rdx, %rax
	jb	.L191
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L191
	cmpq	%rsi, %r8
	jne	.L192
	jmp	.L190
	.p2align 4,,10
	.p2align 3
.L193:
	cmpq	%rsi, %r8
	je	.L190
.L192:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L193
	movq	%rsi, %rdi
	cmpq	%r9, %r10
	jne	.L194
.L200:
	movq	%rsi, %rax
	ret
.L190:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC24(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE62:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	table_push, @function
table_push:
.LFB182:
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
	je	.L202
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L218
.L202:
	cmpq	16(%rbx), %rsi
	je	.L204
	movq	(%rbx), %rax
.L205:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L203:
	xorl	%eax, %eax
.L201:
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
.L204:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L210
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L209
	salq	$5, %rsi
.L206:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L209
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L205
	.p2align 4,,10
	.p2align 3
.L218:
	addq	%rbp, 8(%rax)
	jmp	.L203
	.p2align 4,,10
	.p2align 3
.L210:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L206
.L209:
	movl	$-1, %eax
	jmp	.L201
	.cfi_endproc
.LFE182:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_sorted, @function
table_from_sorted:
.LFB183:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L229
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
	jmp	.L222
	.p2align 4,,10
	.p2align 3
.L233:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L232
.L222:
	movq	(%r12,%rbx,8), %rsi
	movl	$1, %edx
	movq	%r13, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L233
	orl	$-1, %eax
.L219:
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
.L232:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L219
.L229:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE183:
	.size	table_from_sorted, .-table_from_sorted
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB184:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L243
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
	jmp	.L237
	.p2align 4,,10
	.p2align 3
.L239:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L246
.L237:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L239
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L239
	orl	$-1, %eax
	jmp	.L234
	.p2align 4,,10
	.p2align 3
.L246:
	xorl	%eax, %eax
.L234:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L243:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE184:
	.size	table_from_lattice, .-table_from_lattice
	.p2align 4
	.type	dist_free, @function
dist_free:
.LFB73:
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
.LFE73:
	.size	dist_free, .-dist_free
	.p2align 4
	.type	corrected_summarise, @function
corrected_summarise:
.LFB71:
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
	je	.L250
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
	jmp	.L254
	.p2align 4,,10
	.p2align 3
.L289:
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
.L252:
	cmpq	%rbp, %rsi
	movq	80(%rsp), %rax
	adcq	$0, %r9
	addq	$8, %rdi
	cmpq	%rax, %rdi
	je	.L288
.L254:
	movq	(%rdi), %rsi
	cmpq	%rbp, %rsi
	jb	.L289
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
	jnb	.L290
	leaq	0(%rbp,%r8), %rax
	cmpq	%rax, %r11
	jb	.L252
	movq	$0, 56(%rsp)
	movq	%r11, %rax
	xorl	%edx, %edx
	subq	%r8, %rax
	divq	%rbp
	movq	%rax, 48(%rsp)
	addq	48(%rsp), %r14
	adcq	56(%rsp), %r15
	jmp	.L252
.L290:
	addq	(%rsp), %r14
	adcq	8(%rsp), %r15
	jmp	.L252
.L250:
	xorl	%eax, %eax
.L249:
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
.L288:
	.cfi_restore_state
	movq	%r13, %rax
	movq	%r14, %rsi
	movq	%r9, 48(%rsp)
	movq	64(%rsp), %r10
	subq	$0, %rax
	movq	88(%rsp), %r14
	movl	104(%rsp), %r8d
	jne	.L270
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
	je	.L291
.L257:
	xorl	%r11d, %r11d
	movq	%r14, 80(%rsp)
	movq	48(%rsp), %rbx
	movq	%r15, %r8
	movq	$0, 88(%rsp)
	movq	%r11, (%rsp)
	jmp	.L269
	.p2align 4,,10
	.p2align 3
.L258:
	movq	-8(%r10,%r8,8), %rax
.L261:
	movq	(%rsp), %rdi
	movq	192(%rsp), %rsi
	movq	%rax, 8(%rsi,%rdi)
	addq	$8, %rdi
	movq	%rdi, (%rsp)
	cmpq	$48, %rdi
	je	.L250
	movq	(%rsi), %r8
.L269:
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
	jnb	.L258
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
	jnb	.L292
	movq	%r9, %rsi
	movq	80(%rsp), %r9
	.p2align 4,,10
	.p2align 3
.L260:
	xorl	%r15d, %r15d
	addq	%r8, %r12
	movq	%r8, %r14
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%r9, %rbx
	jb	.L262
	jmp	.L293
	.p2align 4,,10
	.p2align 3
.L265:
	addq	%r14, %r12
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%rbx, %r9
	je	.L294
.L262:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	cmpq	%r8, %rax
	je	.L265
.L287:
	movq	%rax, %rcx
.L264:
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
	jnb	.L284
	movq	%rcx, %r8
	jmp	.L260
	.p2align 4,,10
	.p2align 3
.L294:
	movq	(%r10,%r9,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rax, %rcx
	jmp	.L264
	.p2align 4,,10
	.p2align 3
.L284:
	movq	%rax, %rsi
.L259:
	leaq	-1(%rsi), %rax
	imulq	%rdi, %rax
	subq	%rax, %r11
	movq	80(%rsp), %rax
	movq	%r11, 32(%rsp)
	cmpq	%rax, %rbx
	jnb	.L268
	movq	96(%rsp), %rcx
	movq	%rbx, %rax
	movq	80(%rsp), %r9
	negq	%rax
	leaq	(%rcx,%rax,8), %r11
	movq	%rbx, %rcx
	.p2align 4,,10
	.p2align 3
.L267:
	movq	(%r10,%rcx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rdx, (%r11,%rcx,8)
	addq	$1, %rcx
	cmpq	%rcx, %r9
	jne	.L267
.L268:
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
	jmp	.L261
.L293:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	jmp	.L287
.L291:
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
	jmp	.L257
.L292:
	movq	88(%rsp), %r8
	jmp	.L259
.L270:
	movl	$-2, %eax
	jmp	.L249
	.cfi_endproc
.LFE71:
	.size	corrected_summarise, .-corrected_summarise
	.p2align 4
	.type	stall_geom, @function
stall_geom:
.LFB83:
	.cfi_startproc
	movq	48(%rdi), %rax
	pxor	%xmm0, %xmm0
	movq	80(%rdi), %r8
	movq	%rsi, %rcx
	movq	136(%rdi), %r10
	movups	%xmm0, (%rsi)
	movups	%xmm0, 16(%rsi)
	movups	%xmm0, 32(%rsi)
	movups	%xmm0, 48(%rsi)
	testq	%rax, %rax
	je	.L298
	movq	48(%rdi), %rax
	movq	80(%rdi), %rsi
	xorl	%edx, %edx
	leaq	-1(%r10), %r9
	subq	(%rdi), %rsi
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$0, %rax
	xorl	%edx, %edx
	movq	%rax, (%rcx)
	movq	%rax, %rsi
	movq	64(%rdi), %rax
	divq	%r8
	movq	%rax, %r11
	cmpq	%rax, %r9
	jnb	.L301
.L298:
	xorl	%eax, %eax
	movq	%rax, 56(%rcx)
	ret
	.p2align 4,,10
	.p2align 3
.L301:
	movq	56(%rdi), %rax
	addq	$1, %rsi
	cmpq	%r8, %rax
	jnb	.L302
	xorl	%edi, %edi
	xorl	%eax, %eax
	movl	$1, %edx
.L299:
	movq	%rdx, 8(%rcx)
	movq	%r10, %rdx
	subq	%r11, %rdx
	movq	%rax, 40(%rcx)
	movq	%rsi, %rax
	cmpq	%rsi, %rdx
	movq	%r11, 16(%rcx)
	cmovbe	%rdx, %rax
	movq	%rsi, 24(%rcx)
	movq	$1, 48(%rcx)
	movq	%rax, 32(%rcx)
	addq	%rdi, %rax
	movq	%rax, 56(%rcx)
	ret
	.p2align 4,,10
	.p2align 3
.L302:
	xorl	%edx, %edx
	divq	%r8
	xorl	%edx, %edx
	movq	%rax, %rdi
	movq	%r9, %rax
	subq	%r11, %rax
	divq	%rdi
	imulq	%rax, %rdi
	leaq	1(%rax), %rdx
	addq	%rdi, %r11
	movq	%rax, %rdi
	imulq	%rsi, %rdi
	jmp	.L299
	.cfi_endproc
.LFE83:
	.size	stall_geom, .-stall_geom
	.p2align 4
	.type	lattice_summarise, @function
lattice_summarise:
.LFB91:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movups	%xmm0, 64(%rcx)
	movq	8(%rdi), %rax
	testq	%rax, %rax
	je	.L325
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
.L306:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L305
	addq	%rbp, 56(%rbx)
.L305:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L306
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L313
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L304
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L328
.L309:
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
.L312:
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
	jnb	.L310
	.p2align 4,,10
	.p2align 3
.L311:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L311
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L310:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L312
.L304:
	xorl	%eax, %eax
.L303:
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
.L328:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L309
.L325:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L313:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L303
	.cfi_endproc
.LFE91:
	.size	lattice_summarise, .-lattice_summarise
	.section	.rodata.str1.1
.LC25:
	.string	"M/G/1"
.LC26:
	.string	"M/M/1"
.LC27:
	.string	"M/D/1"
	.text
	.p2align 4
	.type	theory_of, @function
theory_of:
.LFB147:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movq	$0, 48(%rsi)
	movups	%xmm0, (%rsi)
	movups	%xmm0, 16(%rsi)
	movups	%xmm0, 32(%rsi)
	cmpl	$1, 72(%rdi)
	je	.L330
.L338:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L330:
	cmpq	$0, 48(%rdi)
	jne	.L338
	subq	$24, %rsp
	.cfi_def_cfa_offset 32
	movq	%rsi, %r8
	leaq	24(%rsi), %rsi
	leaq	8(%rsp), %rdx
	call	service_moments
	movsd	24(%r8), %xmm3
	movsd	8(%rsp), %xmm0
	xorl	%eax, %eax
	movsd	.LC2(%rip), %xmm1
	movapd	%xmm3, %xmm2
	movapd	%xmm3, %xmm4
	mulsd	%xmm3, %xmm2
	addsd	%xmm1, %xmm0
	mulsd	%xmm2, %xmm0
	movsd	88(%rdi), %xmm2
	divsd	.LC28(%rip), %xmm2
	mulsd	%xmm2, %xmm4
	movsd	%xmm0, 32(%r8)
	comisd	%xmm1, %xmm4
	movapd	%xmm4, %xmm5
	unpcklpd	%xmm2, %xmm5
	movups	%xmm5, 8(%r8)
	jnb	.L329
	movl	8(%rdi), %edx
	leaq	.LC26(%rip), %rax
	cmpl	$1, %edx
	je	.L333
	testl	%edx, %edx
	leaq	.LC27(%rip), %rax
	leaq	.LC25(%rip), %rcx
	cmovne	%rcx, %rax
.L333:
	subsd	%xmm4, %xmm1
	movq	%rax, (%r8)
	xorl	%eax, %eax
	cmpl	$1, %edx
	mulsd	%xmm2, %xmm0
	sete	%al
	movl	%eax, 48(%r8)
	movl	$1, %eax
	addsd	%xmm1, %xmm1
	divsd	%xmm1, %xmm0
	addsd	%xmm3, %xmm0
	movsd	%xmm0, 40(%r8)
.L329:
	addq	$24, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE147:
	.size	theory_of, .-theory_of
	.p2align 4
	.type	table_from_dist, @function
table_from_dist:
.LFB186:
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
	je	.L349
	movq	(%rdi), %rcx
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	leaq	16(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L342:
	movq	%r13, %rbx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movl	$1, %esi
	salq	$5, %rbx
	leaq	(%rcx,%rbx), %rdx
	cmpq	$0, 16(%rdx)
	jne	.L345
	jmp	.L348
	.p2align 4,,10
	.p2align 3
.L374:
	testb	%sil, %sil
	je	.L348
.L345:
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
	jb	.L374
.L348:
	addq	$1, %r13
	cmpq	8(%rbp), %r13
	jnb	.L347
	testb	%sil, %sil
	jne	.L342
.L347:
	testl	%eax, %eax
	je	.L349
.L344:
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
.L349:
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
	jne	.L350
	jmp	.L344
	.p2align 4,,10
	.p2align 3
.L375:
	cmpq	%rbp, %r12
	jnb	.L344
.L350:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	addq	$1, %r12
	addq	$16, %rbx
	call	table_push
	testl	%eax, %eax
	je	.L375
	jmp	.L344
	.cfi_endproc
.LFE186:
	.size	table_from_dist, .-table_from_dist
	.p2align 4
	.type	theory_open_pct, @function
theory_open_pct:
.LFB148:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rsi, %rsi
	js	.L377
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L378:
	movq	.LC30(%rip), %xmm1
	xorpd	%xmm1, %xmm0
	divsd	.LC31(%rip), %xmm0
	call	log1p@PLT
	movq	.LC30(%rip), %xmm1
	xorpd	%xmm1, %xmm0
	movsd	.LC2(%rip), %xmm1
	subsd	8(%rbx), %xmm1
	mulsd	24(%rbx), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	divsd	%xmm1, %xmm0
	ret
	.p2align 4,,10
	.p2align 3
.L377:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L378
	.cfi_endproc
.LFE148:
	.size	theory_open_pct, .-theory_open_pct
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB22:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L387
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
	jne	.L383
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L383
	cmpq	%r14, %rax
	jb	.L383
	cmpq	%rax, %r12
	jb	.L383
	movq	%rax, 0(%r13)
.L380:
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
.L383:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L380
	.p2align 4,,10
	.p2align 3
.L387:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE22:
	.size	parse_uint, .-parse_uint
	.p2align 4
	.type	parse_rate, @function
parse_rate:
.LFB214:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L397
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movq	%rsi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	%rdi, %rbx
	subq	$16, %rsp
	.cfi_def_cfa_offset 48
	call	__errno_location@PLT
	leaq	8(%rsp), %rsi
	movq	%rbx, %rdi
	movl	$0, (%rax)
	movq	%rax, %rbp
	call	strtod@PLT
	movl	0(%rbp), %eax
	testl	%eax, %eax
	jne	.L391
	movq	8(%rsp), %rdx
	cmpb	$0, (%rdx)
	jne	.L391
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L391
	comisd	.LC32(%rip), %xmm0
	ja	.L391
	movsd	%xmm0, (%r12)
.L388:
	addq	$16, %rsp
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
.L391:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L388
	.p2align 4,,10
	.p2align 3
.L397:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE214:
	.size	parse_rate, .-parse_rate
	.p2align 4
	.type	numbers_close, @function
numbers_close:
.LFB38:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	8(%rdi), %rdi
	call	free@PLT
	movq	(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L399
	call	fclose@PLT
.L399:
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
	movups	%xmm0, 48(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE38:
	.size	numbers_close, .-numbers_close
	.section	.rodata.str1.1
.LC33:
	.string	"%.*s.%s.tmp.%ld"
.LC34:
	.string	"w"
	.text
	.p2align 4
	.type	open_atomic, @function
open_atomic:
.LFB189:
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
	je	.L406
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L405:
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
	leaq	.LC33(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 56
	movq	%rbp, %rdi
	popq	%rdx
	.cfi_def_cfa_offset 48
	leaq	.LC34(%rip), %rsi
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
.L406:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L405
	.cfi_endproc
.LFE189:
	.size	open_atomic, .-open_atomic
	.section	.rodata.str1.8
	.align 8
.LC35:
	.string	"%s '%s' is a directory: give a file, one number a line"
	.section	.rodata.str1.1
.LC36:
	.string	"r"
.LC37:
	.string	"%s '%s' cannot be read: %s"
	.text
	.p2align 4
	.type	numbers_open, @function
numbers_open:
.LFB37:
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
	jne	.L409
	movl	24(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L414
.L409:
	leaq	.LC36(%rip), %rsi
	movq	%rbp, %rdi
	call	fopen@PLT
	movq	%rax, (%rbx)
	testq	%rax, %rax
	je	.L415
	xorl	%eax, %eax
.L408:
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
.L414:
	.cfi_restore_state
	movq	%rbp, %r8
	movq	%r12, %rcx
	leaq	.LC35(%rip), %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L410:
	orl	$-1, %eax
	jmp	.L408
.L415:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbp, %r8
	movq	%r12, %rcx
	movq	%r14, %rsi
	movq	%rax, %r9
	leaq	.LC37(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L410
	.cfi_endproc
.LFE37:
	.size	numbers_open, .-numbers_open
	.section	.rodata.str1.8
	.align 8
.LC38:
	.string	"%s '%s' could not be read whole"
	.align 8
.LC39:
	.string	"%s '%s' is empty: it needs at least one number"
	.align 8
.LC40:
	.string	" is %zd characters long: at most %d are allowed"
	.section	.rodata.str1.1
.LC41:
	.string	": %s"
	.section	.rodata.str1.8
	.align 8
.LC42:
	.string	": '%s' is not valid: a whole number of nanoseconds from 0 to 2^62"
	.align 8
.LC43:
	.string	": %lu comes before the previous line's %lu: due times must not decrease"
	.section	.rodata.str1.1
.LC44:
	.string	"%s %.40s: line %lu"
.LC45:
	.string	"%s%s"
	.text
	.p2align 4
	.type	numbers_next, @function
numbers_next:
.LFB39:
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
	js	.L436
	addq	$1, 48(%r13)
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L421
	jmp	.L423
	.p2align 4,,10
	.p2align 3
.L424:
	movb	$0, (%rax)
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L423
.L421:
	movq	8(%r13), %rdi
	leaq	-1(%rcx), %rdx
	leaq	(%rdi,%rdx), %rax
	movzbl	(%rax), %esi
	cmpb	$10, %sil
	je	.L424
	cmpb	$13, %sil
	je	.L424
	cmpq	$64, %rcx
	jg	.L437
	movl	40(%r13), %eax
	testl	%eax, %eax
	jne	.L438
	movabsq	$4611686018427387903, %rdx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L439
	cmpq	$1, 48(%r13)
	movq	(%r12), %rcx
	jbe	.L430
	movq	56(%r13), %r8
	cmpq	%r8, %rcx
	jb	.L440
.L430:
	movq	%rcx, 56(%r13)
	jmp	.L428
	.p2align 4,,10
	.p2align 3
.L437:
	movl	$64, %r8d
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	leaq	.LC40(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
.L422:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movl	$64, %esi
	movq	%r14, %rdi
	movq	48(%r13), %r9
	leaq	.LC44(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %r8
	movq	%r14, %rcx
	movq	%rbp, %rsi
	leaq	.LC45(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L419:
	movl	$-1, %eax
.L416:
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
.L436:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L441
	cmpq	$0, 48(%r13)
	jne	.L416
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC39(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L419
	.p2align 4,,10
	.p2align 3
.L438:
	movq	%rsp, %r14
	movl	$160, %r8d
	movq	%r12, %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L442
.L428:
	movl	$1, %eax
	jmp	.L416
	.p2align 4,,10
	.p2align 3
.L423:
	movdqa	.LC46(%rip), %xmm0
	leaq	160(%rsp), %r12
	movq	%rsp, %r14
	movaps	%xmm0, 160(%rsp)
	movdqa	.LC47(%rip), %xmm0
	movaps	%xmm0, 176(%rsp)
	movdqa	.LC48(%rip), %xmm0
	movups	%xmm0, 187(%rsp)
	jmp	.L422
	.p2align 4,,10
	.p2align 3
.L442:
	leaq	160(%rsp), %r12
	movq	%r14, %rcx
	movl	$192, %esi
	xorl	%eax, %eax
	leaq	.LC41(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L422
.L439:
	movq	8(%r13), %rcx
	leaq	.LC42(%rip), %rdx
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	movl	$192, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L422
.L441:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC38(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L419
.L440:
	leaq	160(%rsp), %r12
	leaq	.LC43(%rip), %rdx
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	%rsp, %r14
	call	snprintf@PLT
	jmp	.L422
	.cfi_endproc
.LFE39:
	.size	numbers_next, .-numbers_next
	.section	.rodata.str1.1
.LC49:
	.string	" stroke-dasharray=\"5 4\""
.LC50:
	.string	" "
	.section	.rodata.str1.8
	.align 8
.LC51:
	.string	"<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\""
	.section	.rodata.str1.1
.LC56:
	.string	"%s%.1f,%.1f"
.LC57:
	.string	"\"/>\n"
	.text
	.p2align 4
	.type	svg_line, @function
svg_line:
.LFB197:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rsi, %r14
	leaq	.LC51(%rip), %rsi
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	leaq	.LC49(%rip), %rcx
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
	leaq	.LC11(%rip), %rax
	cmove	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	testq	%rbp, %rbp
	je	.L445
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L447:
	movsd	16(%r14), %xmm2
	movsd	(%r14), %xmm3
	testq	%r15, %r15
	movq	%rbx, %rdi
	movsd	0(%r13,%r15,8), %xmm1
	movsd	24(%r14), %xmm0
	leaq	.LC50(%rip), %rax
	leaq	.LC11(%rip), %rdx
	movsd	.LC53(%rip), %xmm4
	cmovne	%rax, %rdx
	leaq	.LC56(%rip), %rsi
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
	mulsd	.LC52(%rip), %xmm1
	subsd	%xmm1, %xmm4
	movapd	%xmm4, %xmm1
	mulsd	.LC54(%rip), %xmm0
	addsd	.LC55(%rip), %xmm0
	call	fprintf@PLT
	cmpq	%r15, %rbp
	jne	.L447
.L445:
	addq	$8, %rsp
	.cfi_def_cfa_offset 56
	movq	%rbx, %rcx
	movl	$4, %edx
	movl	$1, %esi
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC57(%rip), %rdi
	popq	%rbp
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
.LFE197:
	.size	svg_line, .-svg_line
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB193:
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
	jbe	.L456
	cvttsd2siq	%xmm1, %rax
	pxor	%xmm0, %xmm0
	movsd	.LC2(%rip), %xmm4
	andnpd	%xmm1, %xmm2
	cvtsi2sdq	%rax, %xmm0
	movapd	%xmm0, %xmm3
	cmpnlesd	%xmm1, %xmm3
	andpd	%xmm4, %xmm3
	subsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm1
	orpd	%xmm2, %xmm1
.L456:
	movq	.LC61(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC62(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L455
	movsd	.LC63(%rip), %xmm2
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
	movsd	.LC64(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L465
	mulsd	.LC58(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L465:
	.cfi_restore_state
	mulsd	.LC61(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE193:
	.size	nice_step, .-nice_step
	.section	.rodata.str1.8
	.align 8
.LC68:
	.string	"<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n"
	.align 8
.LC69:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	.align 8
.LC70:
	.string	"<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.align 8
.LC71:
	.string	"<text x=\"18\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 18 %d)\">%s</text>\n"
	.text
	.p2align 4
	.type	svg_axes, @function
svg_axes:
.LFB195:
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
	divsd	.LC66(%rip), %xmm0
	movsd	%xmm0, 16(%rsp)
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jb	.L468
	movapd	%xmm3, %xmm0
	leaq	.LC68(%rip), %rbp
	jmp	.L471
	.p2align 4,,10
	.p2align 3
.L475:
	movsd	16(%r14), %xmm0
.L471:
	movapd	%xmm3, %xmm2
	subsd	%xmm0, %xmm1
	movl	$790, %ecx
	movq	%rbp, %rsi
	subsd	%xmm0, %xmm2
	movl	$80, %edx
	movq	%rbx, %rdi
	movl	$4, %eax
	movsd	.LC53(%rip), %xmm0
	movl	$74, %r8d
	movsd	%xmm3, (%rsp)
	divsd	%xmm1, %xmm2
	mulsd	.LC52(%rip), %xmm2
	subsd	%xmm2, %xmm0
	movsd	.LC67(%rip), %xmm2
	addsd	%xmm0, %xmm2
	movapd	%xmm0, %xmm1
	call	fprintf@PLT
	movsd	24(%r14), %xmm1
	movsd	16(%rsp), %xmm0
	movsd	(%rsp), %xmm3
	addsd	8(%rsp), %xmm3
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jnb	.L475
.L468:
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
	leaq	.LC69(%rip), %rsi
	pushq	$80
	.cfi_def_cfa_offset 112
	call	fprintf@PLT
	movq	%r13, %r8
	movq	%rbx, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 80
	movl	$478, %ecx
	movl	$435, %edx
	leaq	.LC70(%rip), %rsi
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
	leaq	.LC71(%rip), %rsi
	popq	%r12
	.cfi_def_cfa_offset 24
	xorl	%eax, %eax
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	jmp	fprintf@PLT
	.cfi_endproc
.LFE195:
	.size	svg_axes, .-svg_axes
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB187:
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
	je	.L477
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L478:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L478
	testq	%rcx, %rcx
	je	.L492
	testq	%rbx, %rbx
	je	.L492
	testq	%rcx, %rcx
	js	.L479
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L480:
	movsd	.LC72(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L490
	.p2align 4,,10
	.p2align 3
.L513:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L486
	leaq	(%rsi,%rsi), %r9
	movq	%rbx, %rdi
	movsd	%xmm2, 24(%rsp)
	addq	%r9, %rsi
	movq	%r9, 16(%rsp)
	salq	$4, %rsi
	call	realloc@PLT
	movq	16(%rsp), %r9
	movq	.LC72(%rip), %rdx
	testq	%rax, %rax
	movsd	24(%rsp), %xmm2
	movq	%rdx, %xmm3
	je	.L511
	movq	%r9, %rsi
	movq	%rax, %rbx
.L486:
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
	divsd	.LC73(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm1, %xmm1
	addq	$1, %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC74(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	pxor	%xmm1, %xmm1
	movsd	16(%rsp), %xmm2
	movq	24(%rsp), %rsi
	cvttsd2siq	%xmm0, %rax
	leaq	(%rax,%rax,4), %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC72(%rip), %rax
	movq	%rax, %xmm3
	xorl	%eax, %eax
	movapd	%xmm3, %xmm0
	divsd	%xmm1, %xmm0
	addsd	%xmm0, %xmm2
	cmpq	%r12, %r14
	jnb	.L512
.L490:
	testl	%eax, %eax
	je	.L481
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L481:
	testq	%r14, %r14
	js	.L483
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L484:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L513
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L490
.L512:
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
.L477:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L476:
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
.L483:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L484
	.p2align 4,,10
	.p2align 3
.L479:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L480
.L492:
	xorl	%esi, %esi
	jmp	.L477
.L511:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L476
	.cfi_endproc
.LFE187:
	.size	percentile_rows, .-percentile_rows
	.p2align 4
	.type	poisson_next, @function
poisson_next:
.LFB25:
	.cfi_startproc
	movabsq	$-7046029254386353131, %rax
	addq	16(%rdi), %rax
	pxor	%xmm1, %xmm1
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rax, %rdx
	movq	%rax, 16(%rdi)
	movsd	.LC2(%rip), %xmm0
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
	mulsd	.LC0(%rip), %xmm1
	subsd	%xmm1, %xmm0
	call	log@PLT
	xorpd	.LC30(%rip), %xmm0
	divsd	(%rbx), %xmm0
	mulsd	.LC28(%rip), %xmm0
	addsd	8(%rbx), %xmm0
	movsd	%xmm0, 8(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE25:
	.size	poisson_next, .-poisson_next
	.section	.rodata.str1.1
.LC75:
	.string	"1/(1-Percentile)"
.LC76:
	.string	"TotalCount"
.LC77:
	.string	"Percentile"
.LC78:
	.string	"Value"
.LC79:
	.string	"%12s %14s %10s %14s\n\n"
.LC80:
	.string	"%12.5f %2.12f %10lu %14.2f\n"
.LC81:
	.string	"%12.5f %2.12f %10lu\n"
	.section	.rodata.str1.8
	.align 8
.LC83:
	.string	"#[Mean    = %12.5f, StdDeviation   = %12.5f]\n"
	.align 8
.LC84:
	.string	"#[Max     = %12.5f, Total count    = %12lu]\n"
	.align 8
.LC85:
	.string	"#[Buckets = %12d, SubBuckets     = %12d]\n"
	.text
	.p2align 4
	.type	hgrm_writer, @function
hgrm_writer:
.LFB207:
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
	je	.L550
	leaq	.LC75(%rip), %r9
	leaq	.LC76(%rip), %r8
	xorl	%eax, %eax
	movq	%rbx, %rdi
	leaq	.LC77(%rip), %rcx
	leaq	.LC78(%rip), %rdx
	leaq	.LC79(%rip), %rsi
	call	fprintf@PLT
	movq	40(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L566
	movsd	.LC66(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC81(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L526
	.p2align 4,,10
	.p2align 3
.L567:
	movq	%rbx, %rdi
	movl	$3, %eax
	addq	$1, %r13
	addq	$24, %r14
	movsd	.LC2(%rip), %xmm2
	movsd	.LC2(%rip), %xmm5
	leaq	.LC80(%rip), %rsi
	subsd	%xmm1, %xmm2
	divsd	%xmm2, %xmm5
	movapd	%xmm5, %xmm2
	call	fprintf@PLT
	cmpq	%rbp, %r13
	je	.L527
.L526:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC72(%rip), %xmm1
	testq	%rax, %rax
	js	.L521
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L522:
	movsd	.LC72(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L567
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L526
.L527:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L568
.L519:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L532
	.p2align 4,,10
	.p2align 3
.L570:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L530
.L571:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L531:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L569
.L532:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L570
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
	jns	.L571
.L530:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L531
	.p2align 4,,10
	.p2align 3
.L521:
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
.L569:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L539
	.p2align 4,,10
	.p2align 3
.L573:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L537
.L574:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L538:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L572
.L539:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L573
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
	jns	.L574
.L537:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L538
	.p2align 4,,10
	.p2align 3
.L572:
	movsd	.LC82(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L540
	cvttsd2siq	%xmm4, %r14
.L534:
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
	jbe	.L551
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L543:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L542
	cmpl	$63, %ebp
	jle	.L543
.L542:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L564
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L547:
	movsd	8(%rsp), %xmm4
	leaq	.LC83(%rip), %rsi
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
	js	.L548
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L549:
	movq	%r14, %rdx
	leaq	.LC84(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %eax
	divsd	8(%rsp), %xmm0
	call	fprintf@PLT
	movl	%ebp, %edx
	movq	%rbx, %rdi
	movl	$262144, %ecx
	leaq	.LC85(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L516:
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
.L540:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L534
	.p2align 4,,10
	.p2align 3
.L548:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L549
	.p2align 4,,10
	.p2align 3
.L551:
	movl	$1, %ebp
	jmp	.L542
	.p2align 4,,10
	.p2align 3
.L566:
	movsd	.LC66(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L519
	.p2align 4,,10
	.p2align 3
.L568:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L534
.L550:
	movl	$-1, %eax
	jmp	.L516
.L564:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L547
	.cfi_endproc
.LFE207:
	.size	hgrm_writer, .-hgrm_writer
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB137:
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
	je	.L576
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L577:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L577
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L582:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L582
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L579
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L601
.L598:
	pxor	%xmm0, %xmm0
.L584:
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
.L576:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L579:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC86(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L598
.L601:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L599
	sqrtsd	%xmm0, %xmm0
.L588:
	divsd	%xmm2, %xmm0
	jmp	.L584
.L599:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L588
	.cfi_endproc
.LFE137:
	.size	stats_of, .-stats_of
	.section	.rodata.str1.8
	.align 8
.LC92:
	.string	"RESULT theory queue=M/M/1/K rho=%.4f k=%lu rejected_pct=%.4f measured_pct=%.4f err_pct=%.3f tolerance_pct=%.3f ok=%d\n"
	.align 8
.LC93:
	.string	"theory: M/M/1/K at rho %.3f, %lu waiting at most, rejects %.3f %% of arrivals; the open loop saw %.3f %% (%+.2f %%, tolerance %.2f %%: four standard errors of %d batch means)\n"
	.align 8
.LC94:
	.string	"warning: the rejected share is outside its tolerance"
	.text
	.p2align 4
	.type	print_mm1k, @function
print_mm1k:
.LFB251:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
	subq	$40, %rsp
	.cfi_def_cfa_offset 64
	movl	224(%rdi), %eax
	movq	232(%rdi), %rbx
	testl	%eax, %eax
	je	.L602
	cmpq	$0, 216(%rdi)
	jne	.L602
	cmpq	$0, 248(%rdi)
	jne	.L602
	cmpl	$0, 272(%rdi)
	jne	.L602
	cmpq	$0, 280(%rdi)
	jne	.L602
	cmpl	$1, 72(%rdi)
	jne	.L602
	cmpl	$1, 8(%rdi)
	jne	.L602
	cmpq	$0, 48(%rdi)
	jne	.L602
	movl	%edx, %ebp
	testq	%rbx, %rbx
	js	.L606
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L607:
	movsd	.LC2(%rip), %xmm2
	movq	(%rdi), %rax
	movsd	88(%rdi), %xmm3
	divsd	.LC28(%rip), %xmm3
	addsd	%xmm2, %xmm1
	testq	%rax, %rax
	js	.L608
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L609:
	mulsd	%xmm0, %xmm3
	movsd	%xmm3, (%rsp)
	subsd	%xmm2, %xmm3
	movapd	%xmm3, %xmm0
	movsd	.LC88(%rip), %xmm3
	andpd	.LC60(%rip), %xmm0
	comisd	%xmm0, %xmm3
	jbe	.L639
	addsd	%xmm2, %xmm1
	movapd	%xmm1, %xmm0
	movapd	%xmm2, %xmm1
	divsd	%xmm0, %xmm1
.L612:
	movq	1192(%rsi), %rax
	testq	%rax, %rax
	je	.L602
	movq	1224(%rsi), %rdx
	testq	%rdx, %rdx
	js	.L613
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L614:
	testq	%rax, %rax
	js	.L615
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L616:
	leaq	1248(%rsi), %rax
	movsd	.LC89(%rip), %xmm6
	pxor	%xmm3, %xmm3
	movsd	.LC90(%rip), %xmm5
	addq	$1504, %rsi
	divsd	%xmm0, %xmm2
	jmp	.L622
	.p2align 4,,10
	.p2align 3
.L644:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
	testq	%rdx, %rdx
	js	.L620
.L645:
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rdx, %xmm4
.L621:
	divsd	%xmm4, %xmm0
	subsd	%xmm2, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm6, %xmm0
	mulsd	%xmm5, %xmm0
.L617:
	addq	$8, %rax
	addsd	%xmm0, %xmm3
	cmpq	%rax, %rsi
	je	.L643
.L622:
	movq	(%rax), %rdx
	pxor	%xmm0, %xmm0
	testq	%rdx, %rdx
	je	.L617
	movq	256(%rax), %rcx
	testq	%rcx, %rcx
	jns	.L644
	movq	%rcx, %rdi
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rcx, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L645
.L620:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm4, %xmm4
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L621
	.p2align 4,,10
	.p2align 3
.L602:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
.L643:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm2
	ja	.L646
	testl	%ebp, %ebp
	je	.L647
	movsd	.LC87(%rip), %xmm3
	movsd	.LC72(%rip), %xmm0
	pxor	%xmm4, %xmm4
.L628:
	movapd	%xmm3, %xmm5
	xorl	%edx, %edx
	movq	%rbx, %rsi
	movl	$5, %eax
	andpd	.LC60(%rip), %xmm5
	leaq	.LC92(%rip), %rdi
	mulsd	%xmm0, %xmm2
	mulsd	%xmm0, %xmm1
	comisd	%xmm5, %xmm4
	movsd	(%rsp), %xmm0
	setnb	%dl
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	jmp	printf@PLT
.L646:
	.cfi_restore_state
	movapd	%xmm3, %xmm0
	movsd	%xmm1, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movsd	8(%rsp), %xmm2
	movsd	16(%rsp), %xmm1
	movapd	%xmm0, %xmm4
	movsd	.LC72(%rip), %xmm0
	divsd	%xmm2, %xmm4
	movapd	%xmm2, %xmm3
	subsd	%xmm1, %xmm3
	mulsd	%xmm0, %xmm3
	divsd	%xmm1, %xmm3
	mulsd	.LC91(%rip), %xmm4
	testl	%ebp, %ebp
	jne	.L628
	mulsd	%xmm0, %xmm2
	movl	$32, %edx
	movq	%rbx, %rsi
	movl	$5, %eax
	mulsd	%xmm0, %xmm1
	movsd	(%rsp), %xmm0
	leaq	.LC93(%rip), %rdi
	movsd	%xmm4, 16(%rsp)
	movsd	%xmm3, 8(%rsp)
	call	printf@PLT
	movsd	8(%rsp), %xmm3
	movsd	16(%rsp), %xmm4
	andpd	.LC60(%rip), %xmm3
	comisd	%xmm4, %xmm3
	jbe	.L602
.L627:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	leaq	.LC94(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	jmp	puts@PLT
.L615:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L616
.L613:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L614
.L647:
	movsd	.LC72(%rip), %xmm0
	movl	$32, %edx
	pxor	%xmm4, %xmm4
	movq	%rbx, %rsi
	movsd	.LC87(%rip), %xmm3
	leaq	.LC93(%rip), %rdi
	movl	$5, %eax
	mulsd	%xmm0, %xmm2
	mulsd	%xmm0, %xmm1
	movsd	(%rsp), %xmm0
	call	printf@PLT
	jmp	.L627
.L608:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L609
.L606:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L607
.L639:
	movsd	(%rsp), %xmm0
	movq	%rsi, 24(%rsp)
	movsd	%xmm1, 16(%rsp)
	call	pow@PLT
	movq	.LC2(%rip), %rax
	movsd	16(%rsp), %xmm1
	movsd	%xmm0, 8(%rsp)
	movsd	(%rsp), %xmm0
	movq	%rax, %xmm2
	addsd	%xmm2, %xmm1
	call	pow@PLT
	movq	.LC2(%rip), %rax
	movq	24(%rsp), %rsi
	movq	%rax, %xmm2
	movapd	%xmm2, %xmm1
	subsd	(%rsp), %xmm1
	subsd	%xmm0, %xmm2
	mulsd	8(%rsp), %xmm1
	divsd	%xmm2, %xmm1
	jmp	.L612
	.cfi_endproc
.LFE251:
	.size	print_mm1k, .-print_mm1k
	.section	.rodata.str1.1
.LC95:
	.string	"bench: cannot write %s: %s\n"
.LC96:
	.string	"RESULT export file=%s\n"
.LC97:
	.string	"bench: writing %s failed\n"
	.text
	.p2align 4
	.type	export_file, @function
export_file:
.LFB206:
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
	leaq	.LC45(%rip), %rdx
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
	je	.L655
	movq	%rax, %rbx
	movq	%r14, %rsi
	movq	%rax, %rdi
	call	*%r13
	testl	%eax, %eax
	jne	.L651
	movq	%rbx, %rdi
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L652
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L652
	movq	%rbp, %rsi
	leaq	.LC96(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L648:
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
.L652:
	.cfi_restore_state
	movq	%r12, %rdi
	call	remove@PLT
.L651:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC97(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L650:
	movl	$-1, %ebx
	jmp	.L648
.L655:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC95(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L650
	.cfi_endproc
.LFE206:
	.size	export_file, .-export_file
	.section	.rodata.str1.1
.LC98:
	.string	"bench: "
.LC99:
	.string	"\\n"
.LC100:
	.string	"\\x%02x"
	.text
	.p2align 4
	.type	usage_error, @function
usage_error:
.LFB273:
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
	leaq	.LC98(%rip), %rdi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	je	.L662
	leaq	.LC100(%rip), %rbp
	leaq	.LC99(%rip), %r12
	jmp	.L657
	.p2align 4,,10
	.p2align 3
.L658:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L663
	cmpb	$127, %al
	je	.L663
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L659:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L662
.L657:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L658
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L657
.L662:
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
.L663:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L659
	.cfi_endproc
.LFE273:
	.size	usage_error, .-usage_error
	.section	.rodata.str1.1
.LC101:
	.string	"it ended early"
	.section	.rodata.str1.8
	.align 8
.LC102:
	.string	"bench: --arrivals '%s' changed while the run read it: %s\n"
	.text
	.p2align 4
	.type	due_next, @function
due_next:
.LFB42:
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
	movq	112(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L669
	movq	(%rdx,%rax,8), %rax
.L668:
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
.L669:
	.cfi_restore_state
	movl	72(%rbx), %edx
	testl	%edx, %edx
	je	.L679
	cmpl	$1, %edx
	je	.L680
	leaq	16(%rsp), %rbp
	addq	$40, %rdi
	leaq	8(%rsp), %rsi
	movl	$256, %ecx
	movq	%rbp, %rdx
	call	numbers_next
	cmpl	$1, %eax
	jne	.L675
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
.L679:
	.cfi_restore_state
	imulq	80(%rbx), %rax
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
.L680:
	.cfi_restore_state
	addq	$16, %rdi
	call	poisson_next
	movsd	.LC82(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L681
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L668
	.p2align 4,,10
	.p2align 3
.L681:
	cvttsd2siq	%xmm0, %rax
	jmp	.L668
.L675:
	testl	%eax, %eax
	leaq	.LC101(%rip), %rax
	movq	stderr(%rip), %rdi
	movq	104(%rbx), %rdx
	cmovne	%rbp, %rax
	leaq	.LC102(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE42:
	.size	due_next, .-due_next
	.section	.rodata.str1.1
.LC103:
	.string	"stalls come at random"
	.section	.rodata.str1.8
	.align 8
.LC104:
	.string	"stall lengths are drawn from a distribution"
	.align 8
.LC105:
	.string	"the load is at or above capacity (service >= interval)"
	.align 8
.LC106:
	.string	"it covers back-to-back closed loops with one connection only"
	.align 8
.LC107:
	.string	"it covers skipping closed loops with one connection only"
	.align 8
.LC108:
	.string	"the first stall does not begin on a due instant"
	.align 8
.LC109:
	.string	"a stall's backlog has not drained when the next stall begins"
	.align 8
.LC110:
	.string	"the stall period is not a whole number of intervals"
	.text
	.p2align 4
	.type	closed_form_gap.part.0, @function
closed_form_gap.part.0:
.LFB282:
	.cfi_startproc
	movq	48(%rdi), %rcx
	testq	%rcx, %rcx
	je	.L683
	movl	40(%rdi), %esi
	leaq	.LC103(%rip), %rax
	testl	%esi, %esi
	jne	.L682
	movl	44(%rdi), %edx
	leaq	.LC104(%rip), %rax
	testl	%edx, %edx
	jne	.L682
.L683:
	movq	(%rdi), %r8
	movq	80(%rdi), %rsi
	leaq	.LC105(%rip), %rax
	cmpq	%rsi, %r8
	jnb	.L682
	movl	152(%rdi), %eax
	cmpl	$2, %eax
	je	.L702
	cmpl	$1, %eax
	je	.L703
.L686:
	testq	%rcx, %rcx
	je	.L692
	movq	64(%rdi), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	.LC108(%rip), %rax
	testq	%rdx, %rdx
	jne	.L682
	movq	56(%rdi), %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	je	.L682
	movq	%rdi, %rax
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC110(%rip), %rax
	testq	%rdx, %rdx
	jne	.L682
	subq	%r8, %rsi
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	%rax, %rcx
	leaq	.LC109(%rip), %rax
	sbbq	$-1, %rcx
	cmpq	%rcx, %rdi
	cmovnb	%r9, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L692:
	xorl	%eax, %eax
.L682:
	ret
	.p2align 4,,10
	.p2align 3
.L703:
	cmpq	$1, 160(%rdi)
	leaq	.LC107(%rip), %rax
	jbe	.L686
	ret
	.p2align 4,,10
	.p2align 3
.L702:
	cmpq	$1, 160(%rdi)
	leaq	.LC106(%rip), %rax
	jbe	.L686
	ret
	.cfi_endproc
.LFE282:
	.size	closed_form_gap.part.0, .-closed_form_gap.part.0
	.section	.rodata.str1.8
	.align 8
.LC111:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.align 8
.LC112:
	.string	"service times are drawn from a distribution"
	.text
	.p2align 4
	.type	closed_form_gap, @function
closed_form_gap:
.LFB80:
	.cfi_startproc
	movl	72(%rdi), %edx
	testl	%edx, %edx
	jne	.L706
	movl	8(%rdi), %eax
	testl	%eax, %eax
	jne	.L707
	jmp	closed_form_gap.part.0
	.p2align 4,,10
	.p2align 3
.L707:
	leaq	.LC112(%rip), %rax
	ret
	.p2align 4,,10
	.p2align 3
.L706:
	leaq	.LC111(%rip), %rax
	ret
	.cfi_endproc
.LFE80:
	.size	closed_form_gap, .-closed_form_gap
	.section	.rodata.str1.8
	.align 8
.LC113:
	.string	"bench: internal error: rank %lu is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	select_end_pass, @function
select_end_pass:
.LFB109:
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
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movl	68(%rdi), %eax
	leal	1(%rax), %edx
	movl	%edx, 68(%rdi)
	testl	%eax, %eax
	jne	.L709
	movq	8(%rdi), %rax
	movq	(%rdi), %r14
	movq	%rax, 24(%rsp)
	subq	$0, %rax
	jne	.L734
	movl	64(%rdi), %esi
	movl	$0, 72(%rdi)
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%esi, %esi
	jne	.L712
	movl	$50000, %r12d
	xorl	%r13d, %r13d
.L712:
	leaq	128(%rbx), %rax
	movq	384(%rbx), %r15
	leaq	80(%rbx), %rbp
	movq	%rax, 32(%rsp)
	movq	24(%rsp), %rax
	leaq	PCT_MILLI(%rip), %r11
	leaq	272(%rbx), %r8
	orq	%r14, %rax
	movq	%rax, 40(%rsp)
	.p2align 4,,10
	.p2align 3
.L723:
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
	movq	%rcx, 0(%rbp)
	je	.L713
	movq	%r14, %rax
	xorq	%rcx, %rax
	orq	24(%rsp), %rax
	je	.L746
	cmpq	$1, %rcx
	je	.L717
	movq	48(%rbx), %rax
	movl	$0, 24(%r8)
	xorl	%edx, %edx
	movq	%rax, 48(%rbp)
	movq	(%r15), %rax
	cmpq	%rcx, %rax
	jnb	.L747
	.p2align 4,,10
	.p2align 3
.L718:
	addq	$1, %rdx
	movq	%rax, %rsi
	addq	(%r15,%rdx,8), %rax
	cmpq	%rcx, %rax
	jb	.L718
	cmpq	$16383, %rdx
	jbe	.L748
	movq	%rdx, %rcx
	movq	%rsi, 96(%rbp)
	shrq	$13, %rcx
	leal	-1(%rcx), %eax
	movq	%rax, %rcx
	salq	$13, %rax
	subq	%rax, %rdx
	movl	%ecx, (%r8)
	salq	%cl, %rdx
	movq	%rdx, 144(%rbp)
	testl	%ecx, %ecx
	je	.L719
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, (%r8)
	addl	$1, 72(%rbx)
.L720:
	addq	$8, %r11
	addq	$8, %rbp
	addq	$4, %r8
	cmpq	%rbp, 32(%rsp)
	jne	.L723
	movq	%r15, %rdi
	call	free@PLT
	movq	%rbx, %rdi
	movq	$0, 384(%rbx)
	call	select_windows
.L724:
	xorl	%eax, %eax
.L708:
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
.L709:
	.cfi_restore_state
	movq	376(%rdi), %r10
	leaq	272(%rdi), %r8
	leaq	80(%rdi), %r9
	leaq	296(%rdi), %r11
	jmp	.L731
	.p2align 4,,10
	.p2align 3
.L725:
	addq	$4, %r8
	addq	$8, %r9
	cmpq	%r11, %r8
	je	.L749
.L731:
	movl	24(%r8), %ecx
	movl	76(%r8), %eax
	movq	96(%r9), %rdx
	testl	%ecx, %ecx
	jne	.L725
	movslq	%eax, %rsi
	movq	(%r9), %rcx
	xorl	%eax, %eax
	salq	$19, %rsi
	leaq	(%r10,%rsi), %rdi
	jmp	.L726
	.p2align 4,,10
	.p2align 3
.L728:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L727
.L726:
	movq	%rdx, %rsi
	addq	(%rdi,%rax,8), %rdx
	cmpq	%rcx, %rdx
	jb	.L728
	movl	(%r8), %ecx
	movq	%rsi, 96(%r9)
	salq	%cl, %rax
	addq	144(%r9), %rax
	movq	%rax, 144(%r9)
	testl	%ecx, %ecx
	jne	.L730
	movq	%rax, 48(%r9)
	addq	$4, %r8
	addq	$8, %r9
	movl	$1, 20(%r8)
	subl	$1, 72(%rbx)
	cmpq	%r11, %r8
	jne	.L731
.L749:
	movl	320(%rbx), %eax
	testl	%eax, %eax
	jle	.L732
	xorl	%ebp, %ebp
	jmp	.L733
	.p2align 4,,10
	.p2align 3
.L750:
	movq	376(%rbx), %r10
.L733:
	movslq	324(%rbx,%rbp,4), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %rbp
	salq	$19, %rdi
	addq	%r10, %rdi
	call	memset@PLT
	cmpl	%ebp, 320(%rbx)
	jg	.L750
.L732:
	movq	%rbx, %rdi
	call	select_windows
	jmp	.L724
	.p2align 4,,10
	.p2align 3
.L730:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, (%r8)
	jmp	.L725
	.p2align 4,,10
	.p2align 3
.L713:
	movl	$1, 24(%r8)
	movq	$0, 48(%rbp)
	jmp	.L720
	.p2align 4,,10
	.p2align 3
.L746:
	movl	$1, 24(%r8)
	cmpq	$1, %rcx
	je	.L715
	movq	48(%rbx), %rax
	movq	%rax, 48(%rbp)
	jmp	.L720
	.p2align 4,,10
	.p2align 3
.L717:
	movl	$1, 24(%r8)
.L715:
	movq	40(%rbx), %rax
	movq	%rax, 48(%rbp)
	jmp	.L720
	.p2align 4,,10
	.p2align 3
.L748:
	movq	%rsi, 96(%rbp)
	movl	$0, (%r8)
	movq	%rdx, 144(%rbp)
.L719:
	movq	%rdx, 48(%rbp)
	movl	$1, 24(%r8)
	jmp	.L720
.L747:
	movq	$0, 96(%rbp)
	movl	$0, (%r8)
	movq	$0, 144(%rbp)
	movq	%rdx, 48(%rbp)
	movl	$1, 24(%r8)
	jmp	.L720
.L734:
	movl	$-2, %eax
	jmp	.L708
.L727:
	movq	stderr(%rip), %rdi
	movq	%rcx, %rdx
	leaq	.LC113(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE109:
	.size	select_end_pass, .-select_end_pass
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB291:
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
	je	.L758
.L752:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L751:
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
.L758:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L759
	movl	$512, %esi
	movl	$16, %ebp
.L753:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L760
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L752
	.p2align 4,,10
	.p2align 3
.L759:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L753
.L760:
	movl	$1, 24(%rbx)
	jmp	.L751
	.cfi_endproc
.LFE291:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.8
	.align 8
.LC114:
	.string	"bench: internal error: rank %lu of the corrected set is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	cqr_end_pass.part.0, @function
cqr_end_pass.part.0:
.LFB292:
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
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$152, %rsp
	.cfi_def_cfa_offset 208
	leaq	112(%rsp), %rbp
	.p2align 4,,10
	.p2align 3
.L763:
	movl	192(%rbx,%rax), %esi
	xorl	%edx, %edx
	testl	%esi, %esi
	jne	.L762
	movl	216(%rbx,%rax), %edi
	negl	%edi
	sbbl	%edx, %edx
	addl	$2, %edx
.L762:
	movl	%edx, 0(%rbp,%rax)
	addq	$4, %rax
	cmpq	$24, %rax
	jne	.L763
	movq	504(%rbx), %rax
	movq	%rbx, 88(%rsp)
	leaq	96(%rbx), %r10
	xorl	%edx, %edx
	movq	%rbp, 104(%rsp)
	leaq	192(%rbx), %r11
	movq	%rax, 8(%rsp)
	movq	512(%rbx), %rax
	movq	%rax, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L774:
	movl	(%r11), %ecx
	movq	312(%r10), %r12
	testl	%ecx, %ecx
	jne	.L764
	movl	24(%r11), %eax
	testl	%eax, %eax
	je	.L765
	movq	192(%r10), %rcx
	movq	8(%rsp), %rdi
	xorl	%eax, %eax
	jmp	.L766
	.p2align 4,,10
	.p2align 3
.L770:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L800
.L766:
	movq	%r12, %rsi
	addq	(%rdi,%rax,8), %r12
	cmpq	%rcx, %r12
	jb	.L770
	movl	192(%r11), %ecx
	movq	%rsi, 312(%r10)
	salq	%cl, %rax
	addq	240(%r10), %rax
	movq	%rax, 240(%r10)
	testl	%ecx, %ecx
	jne	.L801
	movq	88(%rsp), %rdi
	movq	144(%r10), %rcx
	imulq	(%rdi), %rcx
	addq	%rcx, %rax
	movq	%rax, 48(%r10)
	movl	$1, (%r11)
	subl	$1, 24(%rdi)
	.p2align 4,,10
	.p2align 3
.L764:
	addq	$1, %rdx
	addq	$8, %r10
	addq	$4, %r11
	addq	$524288, 8(%rsp)
	addq	$524288, 16(%rsp)
	cmpq	$6, %rdx
	jne	.L774
	movq	88(%rsp), %rbx
	movq	104(%rsp), %rbp
	xorl	%r12d, %r12d
	jmp	.L778
	.p2align 4,,10
	.p2align 3
.L776:
	addq	$1, %r12
	cmpq	$6, %r12
	je	.L802
.L778:
	movl	0(%rbp,%r12,4), %r13d
	testl	%r13d, %r13d
	je	.L776
	movq	504(%rbx), %rdi
	movq	%r12, %r14
	xorl	%esi, %esi
	movl	$524288, %edx
	salq	$19, %r14
	addq	%r14, %rdi
	call	memset@PLT
	cmpl	$2, %r13d
	jne	.L776
	movq	512(%rbx), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %r12
	addq	%r14, %rdi
	call	memset@PLT
	cmpq	$6, %r12
	jne	.L778
.L802:
	addq	$152, %rsp
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
.L765:
	.cfi_restore_state
	movl	192(%r11), %edi
	movl	$1, %eax
	movq	%r11, 80(%rsp)
	movq	240(%r10), %rsi
	movq	%rdx, 64(%rsp)
	movl	%edi, %ecx
	movl	%edi, 24(%rsp)
	xorl	%edi, %edi
	salq	%cl, %rax
	movq	%rsi, 56(%rsp)
	movq	%rdi, %r11
	leaq	-1(%rax,%rsi), %rax
	movq	%r10, 72(%rsp)
	xorl	%esi, %esi
	movq	%rax, 40(%rsp)
	movq	360(%r10), %rax
	movq	%rax, 48(%rsp)
	movq	(%r10), %rax
	movq	%rax, 32(%rsp)
	movq	%rax, 96(%rsp)
	jmp	.L768
	.p2align 4,,10
	.p2align 3
.L804:
	addq	$1, %rsi
	addq	%r10, %r12
	addq	%rdi, %r11
	cmpq	$65536, %rsi
	je	.L803
.L768:
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
	jc	.L804
	movq	56(%rsp), %rdi
	movq	72(%rsp), %r10
	movl	24(%rsp), %eax
	movq	64(%rsp), %rdx
	addq	%rdi, %rbp
	movq	%r12, 312(%r10)
	movq	80(%rsp), %r11
	movq	%rbp, 240(%r10)
	movl	%eax, %ecx
	movq	%r13, 360(%r10)
	testl	%eax, %eax
	je	.L805
	movl	24(%rsp), %edi
	movl	$16, %eax
	cmpl	%eax, %edi
	cmovnb	%edi, %eax
	subl	$16, %eax
	movl	%eax, 192(%r11)
	jmp	.L764
	.p2align 4,,10
	.p2align 3
.L801:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, 192(%r11)
	jmp	.L764
	.p2align 4,,10
	.p2align 3
.L805:
	leaq	-1(%rbp), %rax
	movq	32(%rsp), %rdi
	imulq	%r13, %rax
	subq	%r12, %rdi
	subq	%rax, %rdi
	movq	88(%rsp), %rax
	movq	(%rax), %rax
	movq	%rax, %rsi
	movq	%rax, 24(%rsp)
	subq	$1, %rsi
	je	.L772
	.p2align 4,,10
	.p2align 3
.L773:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L785
	movq	%rsi, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L773
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L772:
	movl	$1, 24(%r11)
	movq	%rbp, 144(%r10)
	movq	%rdi, 192(%r10)
	movq	$0, 240(%r10)
	movq	$0, 312(%r10)
	movl	%ecx, 192(%r11)
	jmp	.L764
.L803:
	movq	96(%rsp), %rdx
.L769:
	movq	stderr(%rip), %rdi
	leaq	.LC114(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L800:
	movq	88(%rsp), %rbx
	movslq	%edx, %rax
	movq	96(%rbx,%rax,8), %rdx
	jmp	.L769
.L785:
	movl	$48, %ecx
	jmp	.L772
	.cfi_endproc
.LFE292:
	.size	cqr_end_pass.part.0, .-cqr_end_pass.part.0
	.p2align 4
	.type	cqr_add, @function
cqr_add:
.LFB114:
	.cfi_startproc
	movq	(%rdi), %r8
	movq	%rsi, %rax
	xorl	%edx, %edx
	movl	20(%rdi), %r11d
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	divq	%r8
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rax, %r9
	movq	%rdx, %rbx
	testl	%r11d, %r11d
	jne	.L807
	movdqa	48(%rdi), %xmm0
	movq	8(%rdi), %rcx
	movq	32(%rdi), %r10
	movq	40(%rdi), %r11
	movq	64(%rdi), %r14
	movq	72(%rdi), %r15
	movaps	%xmm0, -48(%rsp)
	cmpq	%r8, %rsi
	jb	.L823
	xorl	%r13d, %r13d
	movq	%rax, %r12
	leaq	1(%r9), %rdx
	addq	%rax, %r10
	movq	%r8, %rax
	adcq	%r13, %r11
	movq	%r10, -16(%rsp)
	imulq	%r9, %rax
	movq	%r11, -8(%rsp)
	mulq	%rdx
	shrdq	$1, %rdx, %rax
	shrq	%rdx
	movq	%rax, -32(%rsp)
	movq	%rbx, %rax
	movq	%rdx, -24(%rsp)
	mulq	%r9
	movq	%rax, %r10
	movq	%rdx, %r11
	addq	-48(%rsp), %r10
	adcq	-40(%rsp), %r11
	addq	-32(%rsp), %r10
	adcq	-24(%rsp), %r11
	cmpq	%rsi, %rcx
	jb	.L810
.L822:
	addq	%r12, %r14
	adcq	%r13, %r15
.L811:
	movdqa	-16(%rsp), %xmm1
	addq	$1, 88(%rdi)
	movq	%r9, %rax
	movq	%r10, 48(%rdi)
	movq	520(%rdi), %rdx
	movq	%r11, 56(%rdi)
	movq	%r14, 64(%rdi)
	movq	%r15, 72(%rdi)
	movaps	%xmm1, 32(%rdi)
	cmpq	$16383, %r9
	jbe	.L813
	bsrq	%r9, %rax
	movq	%r9, %rbx
	subl	$13, %eax
	movq	%rax, %rcx
	salq	$13, %rax
	shrq	%cl, %rbx
	addq	%rbx, %rax
.L813:
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
.L807:
	.cfi_restore_state
	leaq	192(%rdi), %rax
	leaq	240(%rdi), %rdx
	xorl	%r10d, %r10d
	leaq	216(%rdi), %r12
	.p2align 4,,10
	.p2align 3
.L818:
	movl	(%rax), %r11d
	testl	%r11d, %r11d
	jne	.L814
	movl	24(%rax), %ecx
	testl	%ecx, %ecx
	jne	.L815
	cmpq	%r8, %rsi
	jb	.L814
	movl	192(%rax), %ecx
	movq	%r9, %r11
	subq	96(%rdx), %r11
	shrq	%cl, %r11
	movq	%r11, %rcx
	cmpq	$65535, %r11
	jbe	.L824
	.p2align 4,,10
	.p2align 3
.L814:
	addq	$4, %rax
	addq	$65536, %r10
	addq	$8, %rdx
	cmpq	%r12, %rax
	jne	.L818
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
.L815:
	.cfi_restore_state
	movq	(%rdx), %rcx
	testq	%rcx, %rcx
	jne	.L816
	movq	%rsi, %rcx
	cmpq	%r8, %rsi
	jnb	.L814
.L817:
	subq	96(%rdx), %rcx
	movq	%rcx, %r11
	movl	192(%rax), %ecx
	shrq	%cl, %r11
	movq	%r11, %rcx
	cmpq	$65535, %r11
	ja	.L814
	movq	504(%rdi), %r11
	addq	%r10, %rcx
	addq	$1, (%r11,%rcx,8)
	jmp	.L814
	.p2align 4,,10
	.p2align 3
.L816:
	cmpq	%rcx, %r9
	jb	.L814
	cmpq	%r8, %rsi
	jb	.L814
	movq	%rbx, %rcx
	jmp	.L817
	.p2align 4,,10
	.p2align 3
.L824:
	movq	504(%rdi), %r11
	addq	%r10, %rcx
	salq	$3, %rcx
	addq	%rcx, %r11
	addq	512(%rdi), %rcx
	addq	$1, (%r11)
	addq	%r9, (%rcx)
	jmp	.L814
	.p2align 4,,10
	.p2align 3
.L823:
	addq	$1, %r10
	movq	%rsi, %rax
	adcq	$0, %r11
	xorl	%edx, %edx
	addq	-48(%rsp), %rax
	adcq	-40(%rsp), %rdx
	movq	%rax, 48(%rdi)
	xorl	%eax, %eax
	cmpq	%rsi, %rcx
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	setnb	%al
	movq	%rdx, 56(%rdi)
	xorl	%edx, %edx
	popq	%r12
	.cfi_def_cfa_offset 32
	addq	%r14, %rax
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	movq	%r10, 32(%rdi)
	adcq	%r15, %rdx
	movq	%r11, 40(%rdi)
	popq	%r15
	.cfi_def_cfa_offset 8
	addq	$1, 80(%rdi)
	movq	%rax, 64(%rdi)
	movq	%rdx, 72(%rdi)
	ret
	.p2align 4,,10
	.p2align 3
.L810:
	.cfi_restore_state
	leaq	(%r8,%rbx), %rax
	cmpq	%rax, %rcx
	jb	.L811
	movq	%rcx, %rax
	xorl	%edx, %edx
	xorl	%r13d, %r13d
	subq	%rbx, %rax
	divq	%r8
	movq	%rax, %r12
	jmp	.L822
	.cfi_endproc
.LFE114:
	.size	cqr_add, .-cqr_add
	.section	.rodata.str1.8
	.align 8
.LC115:
	.string	"bench: the corrected set would hold more than 2^64 values: raise --expected-interval or shorten the run\n"
	.section	.rodata.str1.1
.LC116:
	.string	"bench: out of memory %s\n"
	.text
	.p2align 4
	.type	cannot, @function
cannot:
.LFB238:
	.cfi_startproc
	movl	%edi, %eax
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	cmpl	$-2, %eax
	je	.L829
	movq	%rsi, %rdx
	xorl	%eax, %eax
	leaq	.LC116(%rip), %rsi
	call	fprintf@PLT
	movl	$1, %eax
.L825:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L829:
	.cfi_restore_state
	movq	%rdi, %rcx
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC115(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L825
	.cfi_endproc
.LFE238:
	.size	cannot, .-cannot
	.section	.rodata.str1.1
.LC117:
	.string	"%.1f"
.LC118:
	.string	"%.3f"
	.text
	.p2align 4
	.type	fmt_ratio.constprop.0, @function
fmt_ratio.constprop.0:
.LFB302:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	je	.L831
	testq	%rsi, %rsi
	js	.L832
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L834
.L842:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L835:
	divsd	%xmm1, %xmm0
	leaq	.LC118(%rip), %rax
	movq	%rbx, %rdi
	movl	$32, %esi
	leaq	.LC117(%rip), %rdx
	comisd	.LC72(%rip), %xmm0
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
.L832:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L842
.L834:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L835
	.p2align 4,,10
	.p2align 3
.L831:
	movq	%rbx, %rax
	movl	$6369134, (%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE302:
	.size	fmt_ratio.constprop.0, .-fmt_ratio.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC119:
	.string	"a number above 0 and at most 100"
	.align 8
.LC120:
	.string	"--service-cv '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC121:
	.string	"a number above 0 and below 1"
	.section	.rodata.str1.8
	.align 8
.LC122:
	.string	"--slow-fraction '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC123:
	.string	"--service"
.LC124:
	.string	"--service %s"
.LC125:
	.string	"it must be above zero"
	.section	.rodata.str1.8
	.align 8
.LC126:
	.string	"--service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC127:
	.string	"--interval"
.LC128:
	.string	"--interval %s"
	.section	.rodata.str1.8
	.align 8
.LC129:
	.string	"--interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC130:
	.string	"--stall"
.LC131:
	.string	"--stall %s"
.LC132:
	.string	"--period"
.LC133:
	.string	"--period %s"
.LC134:
	.string	"--first-stall"
.LC135:
	.string	"--first-stall %s"
.LC136:
	.string	"--slow-above"
.LC137:
	.string	"--slow-above %s"
.LC138:
	.string	"--timeout"
.LC139:
	.string	"--timeout %s"
	.section	.rodata.str1.8
	.align 8
.LC140:
	.string	"--timeout '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC141:
	.string	"--generator-pause"
.LC142:
	.string	"--generator-pause %s"
	.section	.rodata.str1.8
	.align 8
.LC143:
	.string	"--generator-pause '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC144:
	.string	"--reject-time"
.LC145:
	.string	"--generator-period"
.LC146:
	.string	"--generator-first"
.LC147:
	.string	"--queue-limit"
.LC148:
	.string	"%s %s"
	.section	.rodata.str1.8
	.align 8
.LC149:
	.string	"a whole number of waiting requests from 0 to 1000000000"
	.align 8
.LC150:
	.string	"--queue-limit '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC151:
	.string	"--max-in-flight"
.LC152:
	.string	"a whole number from 1 to 1000"
	.section	.rodata.str1.8
	.align 8
.LC153:
	.string	"--max-in-flight '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC154:
	.string	"--duration"
.LC155:
	.string	"--duration %s"
	.section	.rodata.str1.8
	.align 8
.LC156:
	.string	"--duration '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC157:
	.string	"--requests"
	.section	.rodata.str1.8
	.align 8
.LC158:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sorted)"
	.align 8
.LC159:
	.string	"--requests '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC160:
	.string	"--expected-interval"
.LC161:
	.string	"mean"
.LC162:
	.string	"a time above zero, or mean"
	.section	.rodata.str1.8
	.align 8
.LC163:
	.string	"--expected-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC164:
	.string	"--slow-service"
	.section	.rodata.str1.8
	.align 8
.LC165:
	.string	"a time above zero and below 2^50 ns, e.g. 10ms"
	.align 8
.LC166:
	.string	"--slow-service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC167:
	.string	"--service-cv"
.LC168:
	.string	"--slow-fraction"
.LC169:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC170:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC171:
	.string	"--reps '%s' is not valid: %s"
.LC172:
	.string	"--rate"
	.section	.rodata.str1.8
	.align 8
.LC173:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC174:
	.string	"--rate '%s' is not valid: %s"
.LC175:
	.string	"--seed"
	.section	.rodata.str1.8
	.align 8
.LC176:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC177:
	.string	"--seed '%s' is not valid: %s"
.LC178:
	.string	"--connections"
	.section	.rodata.str1.8
	.align 8
.LC179:
	.string	"a whole number from 1 to 1000000"
	.align 8
.LC180:
	.string	"--connections '%s' is not valid: %s"
	.text
	.p2align 4
	.type	apply_amount.constprop.0, @function
apply_amount.constprop.0:
.LFB305:
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
	movq	%rcx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	leaq	.LC123(%rip), %rsi
	movq	%rbx, %rdi
	subq	$1432, %rsp
	.cfi_def_cfa_offset 1488
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L926
	leaq	.LC127(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L927
	leaq	.LC130(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L928
	leaq	.LC132(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L929
	leaq	.LC134(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L930
	leaq	.LC136(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L931
	leaq	.LC138(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L932
	leaq	.LC141(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L933
	leaq	.LC144(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L867
	leaq	240(%r15), %r14
	addq	$428, %r15
.L868:
	leaq	16(%rsp), %r12
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%r12, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L934
	movq	8(%rsp), %rax
	movq	%rax, (%r14)
	movl	$1, (%r15)
	.p2align 4,,10
	.p2align 3
.L898:
	xorl	%eax, %eax
.L843:
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
.L927:
	.cfi_restore_state
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L935
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L936
	movq	%rax, 80(%r15)
	jmp	.L898
	.p2align 4,,10
	.p2align 3
.L926:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L937
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L938
	movq	%rax, (%r15)
	jmp	.L898
	.p2align 4,,10
	.p2align 3
.L938:
	leaq	.LC125(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC126(%rip), %rdx
	call	snprintf@PLT
.L846:
	movl	$-1, %eax
	jmp	.L843
	.p2align 4,,10
	.p2align 3
.L930:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L939
	movq	8(%rsp), %rax
	movq	%rax, 64(%r15)
	jmp	.L898
	.p2align 4,,10
	.p2align 3
.L928:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L940
	movq	8(%rsp), %rax
	movq	%rax, 48(%r15)
	jmp	.L898
	.p2align 4,,10
	.p2align 3
.L929:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L941
	movq	8(%rsp), %rax
	movq	%rax, 56(%r15)
	jmp	.L898
	.p2align 4,,10
	.p2align 3
.L937:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC124(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L846
	.p2align 4,,10
	.p2align 3
.L936:
	leaq	.LC125(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC129(%rip), %rdx
	call	snprintf@PLT
	jmp	.L846
	.p2align 4,,10
	.p2align 3
.L935:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC128(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L846
	.p2align 4,,10
	.p2align 3
.L939:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC135(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L846
	.p2align 4,,10
	.p2align 3
.L933:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L942
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L943
	movq	%rax, 248(%r15)
	jmp	.L898
	.p2align 4,,10
	.p2align 3
.L940:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC131(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L846
	.p2align 4,,10
	.p2align 3
.L931:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L944
	movq	8(%rsp), %rax
	movq	%rax, 192(%r15)
	jmp	.L898
	.p2align 4,,10
	.p2align 3
.L941:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC133(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L846
	.p2align 4,,10
	.p2align 3
.L932:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L945
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L946
	movq	%rax, 216(%r15)
	jmp	.L898
	.p2align 4,,10
	.p2align 3
.L867:
	leaq	.LC145(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L869
	leaq	256(%r15), %r14
	addq	$436, %r15
	jmp	.L868
	.p2align 4,,10
	.p2align 3
.L944:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC137(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L846
	.p2align 4,,10
	.p2align 3
.L934:
	movq	%r12, %r8
	movq	%rbx, %rcx
	leaq	.LC148(%rip), %rdx
	movq	%r13, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L846
	.p2align 4,,10
	.p2align 3
.L869:
	leaq	.LC146(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L870
	leaq	264(%r15), %r14
	addq	$440, %r15
	jmp	.L868
.L946:
	leaq	.LC125(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC140(%rip), %rdx
	call	snprintf@PLT
	jmp	.L846
.L945:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC139(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L846
.L943:
	leaq	.LC125(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC143(%rip), %rdx
	call	snprintf@PLT
	jmp	.L846
.L870:
	leaq	.LC147(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L947
	leaq	.LC151(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L948
	leaq	.LC154(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L949
	leaq	.LC157(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L950
	leaq	.LC160(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L882
	leaq	.LC161(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L883
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L884
	movq	8(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L884
	movq	%rdx, 168(%r15)
.L883:
	movl	%eax, 176(%r15)
	movl	$1, 412(%r15)
	jmp	.L898
	.p2align 4,,10
	.p2align 3
.L942:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC142(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L846
.L947:
	xorl	%esi, %esi
	leaq	232(%r15), %rcx
	movl	$1000000000, %edx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L951
	movl	$1, 224(%r15)
	jmp	.L898
.L948:
	leaq	280(%r15), %rcx
	movl	$1000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L898
	leaq	.LC152(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC153(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L846
.L949:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L952
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L953
	xorl	%edx, %edx
	movq	%rax, 304(%r15)
	movq	%rdx, 312(%r15)
	jmp	.L898
.L951:
	leaq	.LC149(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC150(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L846
.L950:
	movl	$1, %edx
	leaq	8(%rsp), %rcx
	movl	$1, %esi
	movq	%rbp, %rdi
	salq	$40, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L954
	movq	8(%rsp), %rax
	movq	%rax, 312(%r15)
	xorl	%eax, %eax
	movq	%rax, 304(%r15)
	jmp	.L898
.L882:
	leaq	.LC164(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L955
	leaq	.LC167(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L956
	leaq	.LC168(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L892
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L957
	movsd	16(%rsp), %xmm0
	comisd	.LC2(%rip), %xmm0
	leaq	.LC121(%rip), %r8
	leaq	.LC122(%rip), %rdx
	jb	.L958
.L890:
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	orl	$-1, %eax
	jmp	.L843
.L953:
	leaq	.LC125(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC156(%rip), %rdx
	call	snprintf@PLT
	jmp	.L846
.L884:
	leaq	.LC162(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC163(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L846
.L954:
	leaq	.LC158(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC159(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L846
.L952:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC155(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L846
.L955:
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L887
	movabsq	$1125899906842623, %rcx
	movq	8(%rsp), %rax
	leaq	-1(%rax), %rdx
	cmpq	%rdx, %rcx
	jnb	.L888
.L887:
	leaq	.LC165(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC166(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L846
.L956:
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L907
	movsd	16(%rsp), %xmm0
	comisd	.LC72(%rip), %xmm0
	ja	.L907
	movl	$1, 416(%r15)
	movsd	%xmm0, 16(%r15)
	jmp	.L898
.L892:
	leaq	.LC169(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L959
	leaq	.LC172(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L960
	leaq	.LC175(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L961
	leaq	.LC178(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	jne	.L843
	leaq	160(%r15), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L898
	leaq	.LC179(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC180(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L846
.L907:
	leaq	.LC119(%rip), %r8
	leaq	.LC120(%rip), %rdx
	jmp	.L890
.L888:
	movq	%rax, 32(%r15)
	movl	$1, 424(%r15)
	jmp	.L898
.L958:
	movl	$1, 420(%r15)
	movsd	%xmm0, 24(%r15)
	jmp	.L898
.L957:
	leaq	.LC121(%rip), %r8
	leaq	.LC122(%rip), %rdx
	jmp	.L890
.L961:
	orq	$-1, %rdx
	xorl	%esi, %esi
	leaq	328(%r15), %rcx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L898
	leaq	.LC176(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC177(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L846
.L960:
	leaq	320(%r15), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	je	.L898
	leaq	.LC173(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC174(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L846
.L959:
	leaq	8(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L962
	movq	8(%rsp), %rax
	movl	%eax, 208(%r15)
	jmp	.L898
.L962:
	leaq	.LC170(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC171(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L846
	.cfi_endproc
.LFE305:
	.size	apply_amount.constprop.0, .-apply_amount.constprop.0
	.globl	__divti3
	.section	.rodata.str1.1
.LC181:
	.string	"%lu.%04lu"
	.text
	.p2align 4
	.type	fmt_share.constprop.0, @function
fmt_share.constprop.0:
.LFB306:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdx, %r8
	movq	%rdi, %rbx
	xorl	%ecx, %ecx
	testq	%rdx, %rdx
	je	.L964
	movq	%rsi, %rax
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
.L964:
	movq	%rbx, %rdi
	leaq	.LC181(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE306:
	.size	fmt_share.constprop.0, .-fmt_share.constprop.0
	.section	.rodata.str1.1
.LC182:
	.string	"%lu.%lu"
.LC183:
	.string	"%lu.%02lu"
.LC184:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB308:
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
	jnb	.L974
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L975
	leaq	.LC184(%rip), %rdx
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
.L975:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC183(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L974:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC182(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE308:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.1
.LC185:
	.string	"mean "
.LC186:
	.string	"Poisson"
.LC187:
	.string	"periodic"
.LC188:
	.string	"s"
.LC189:
	.string	"given"
.LC190:
	.string	":"
.LC191:
	.string	";"
	.section	.rodata.str1.8
	.align 8
.LC192:
	.string	"one schedule gap after its last send (drifting), nothing after the last due time"
	.align 8
.LC193:
	.string	"each request when due, or as soon after as it can"
	.section	.rodata.str1.1
.LC194:
	.string	"drops the request"
.LC195:
	.string	"waits for a slot"
	.section	.rodata.str1.8
	.align 8
.LC196:
	.string	"coordinated omission on a virtual clock (%s): closed loop, open loop, corrected\n"
	.section	.rodata.str1.1
.LC197:
	.string	"server: service %s us; "
	.section	.rodata.str1.8
	.align 8
.LC198:
	.string	"server: service %s, mean %.1f us, scv %.3f"
	.align 8
.LC199:
	.string	" (%s us, or %s us for %.4g %%)"
	.section	.rodata.str1.1
.LC200:
	.string	"; "
	.section	.rodata.str1.8
	.align 8
.LC201:
	.string	"%s stalls of %s%s us every %s%s us from %s us, overlaps merged\n"
	.section	.rodata.str1.1
.LC202:
	.string	"no stalls"
.LC203:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC204:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC205:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC206:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC207:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC208:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC209:
	.string	"\ncorrection: expected interval "
	.align 8
.LC210:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC211:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC212:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC213:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC214:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC215:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC216:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC217:
	.string	"route: lattice, exact counts on %lu ns steps (%lu values), %d requests a chunk"
	.align 8
.LC218:
	.string	"route: sorted, every sample kept and sorted"
	.align 8
.LC219:
	.string	"route: passes, none kept; each rep walks the run again until every percentile is found exactly"
	.section	.rodata.str1.1
.LC220:
	.string	"; 1 warmup + %u reps\n"
.LC221:
	.string	"faults"
	.section	.rodata.str1.8
	.align 8
.LC222:
	.string	"%s clients give up %s us after a send"
	.align 8
.LC223:
	.string	"%s the server rejects a request that finds %lu waiting (the error reaches the client %s us after the send)"
	.align 8
.LC224:
	.string	"%s the open loop's sender sends %s"
	.align 8
.LC225:
	.string	", pauses %s us every %s us from %s us"
	.section	.rodata.str1.1
.LC226:
	.string	", pauses %s us once, at %s us"
	.section	.rodata.str1.8
	.align 8
.LC227:
	.string	", keeps at most %lu in flight, then %s"
	.align 8
.LC228:
	.string	"\nomissions: the three sets above are the truth, walked without the faults; each client is walked once more with them (every sample kept), and its views are checked against a reference simulation"
	.align 8
.LC229:
	.string	", and open-completed, open-censored and the open loop's timeouts against the closed form"
	.align 8
.LC230:
	.string	", and lag and the open loop's sends against the closed form"
	.align 8
.LC231:
	.string	"a closed loop that gives up sends its next request at once: its timeline is no longer the open loop's"
	.text
	.p2align 4
	.type	print_plan, @function
print_plan:
.LFB243:
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
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	movq	(%rdi), %rbx
	movq	8(%rdi), %rsi
	movq	24(%rdi), %r14
	leaq	.LC196(%rip), %rdi
	call	printf@PLT
	movl	8(%rbx), %r8d
	testl	%r8d, %r8d
	jne	.L977
	movq	(%rbx), %rsi
	leaq	32(%rsp), %r12
	leaq	64(%rsp), %r13
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	leaq	.LC197(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L978:
	cmpq	$0, 48(%rbx)
	jne	.L1047
	leaq	.LC202(%rip), %rdi
	call	puts@PLT
.L985:
	movl	72(%rbx), %ecx
	movq	136(%rbx), %r15
	testl	%ecx, %ecx
	je	.L1048
	xorl	%esi, %esi
	cmpq	$1, %r15
	jbe	.L989
	movq	128(%rbx), %rsi
	subq	120(%rbx), %rsi
	subq	$1, %r15
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r15
	movq	%rax, %rsi
.L989:
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movl	72(%rbx), %esi
	movq	136(%rbx), %rdx
	leaq	.LC206(%rip), %rdi
	movq	%rax, %rcx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L988:
	movq	160(%rbx), %rdx
	movl	152(%rbx), %esi
	leaq	.LC11(%rip), %rax
	leaq	.LC188(%rip), %rcx
	leaq	.LC207(%rip), %rdi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	144(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L1049
.L991:
	leaq	.LC209(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	176(%rbx), %edx
	testl	%edx, %edx
	jne	.L1050
	movq	184(%rbx), %r15
	movq	168(%rbx), %rsi
	leaq	.LC189(%rip), %rax
	movq	%r12, %rdi
	testq	%r15, %r15
	cmove	%rax, %r15
	call	fmt_us.constprop.0
	leaq	.LC211(%rip), %rdi
	movq	%rax, %rsi
	movq	%r15, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L993:
	movq	192(%rbx), %rsi
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movl	200(%rbx), %ecx
	leaq	.LC212(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%rbx), %eax
	testl	%eax, %eax
	je	.L1051
	movq	136(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	%rax, (%rsp)
	mulq	(%rbx)
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%rcx, %rsi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	jnc	.L996
.L997:
	movq	16(%rbp), %rsi
	testq	%rsi, %rsi
	je	.L1052
	leaq	.LC215(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC216(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L999:
	movl	24(%r14), %eax
	cmpl	$2, %eax
	je	.L1053
	cmpl	$1, %eax
	je	.L1054
	leaq	.LC219(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1001:
	movl	208(%rbx), %esi
	xorl	%eax, %eax
	leaq	.LC220(%rip), %rdi
	call	printf@PLT
	cmpq	$0, 392(%rbp)
	je	.L976
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L1055
.L976:
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
.L1055:
	.cfi_restore_state
	leaq	.LC221(%rip), %rdi
	xorl	%eax, %eax
	movl	400(%rbp), %r14d
	leaq	.LC190(%rip), %rbp
	call	printf@PLT
	movq	216(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L1056
.L1004:
	cmpl	$0, 224(%rbx)
	jne	.L1057
.L1005:
	cmpq	$0, 248(%rbx)
	movl	272(%rbx), %eax
	jne	.L1006
	testl	%eax, %eax
	je	.L1058
	leaq	.LC192(%rip), %rdx
.L1007:
	movq	%rbp, %rsi
	leaq	.LC224(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1009:
	cmpq	$0, 248(%rbx)
	je	.L1010
	cmpq	$0, 256(%rbx)
	movq	264(%rbx), %rsi
	jne	.L1059
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movq	248(%rbx), %rsi
	movq	%r12, %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbp, %rdx
	leaq	.LC226(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1010:
	movq	280(%rbx), %rsi
	testq	%rsi, %rsi
	je	.L1012
	cmpl	$0, 288(%rbx)
	leaq	.LC194(%rip), %rax
	leaq	.LC195(%rip), %rdx
	cmovne	%rax, %rdx
	leaq	.LC227(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1012:
	xorl	%eax, %eax
	leaq	.LC228(%rip), %rdi
	call	printf@PLT
	testb	$1, %r14b
	jne	.L1060
.L1014:
	andb	$2, %r14b
	jne	.L1061
.L1015:
	movl	$10, %edi
	call	putchar@PLT
	cmpq	$0, 216(%rbx)
	je	.L976
	leaq	.LC231(%rip), %rdi
	call	puts@PLT
	jmp	.L976
.L1051:
	movq	80(%rbx), %rax
	cmpq	%rax, (%rbx)
	jb	.L997
.L996:
	leaq	.LC213(%rip), %rdi
	call	puts@PLT
	jmp	.L997
.L977:
	leaq	96(%rsp), %rdx
	leaq	24(%rsp), %rsi
	movq	%rbx, %rdi
	call	service_moments
	leaq	SERVICE_DIST_NAME(%rip), %rax
	movsd	96(%rsp), %xmm1
	leaq	.LC198(%rip), %rdi
	movq	(%rax,%r8,8), %rsi
	movl	$2, %eax
	movsd	24(%rsp), %xmm0
	divsd	.LC66(%rip), %xmm0
	call	printf@PLT
	cmpl	$2, 8(%rbx)
	je	.L1044
	leaq	32(%rsp), %r12
	leaq	64(%rsp), %r13
.L979:
	leaq	.LC200(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L978
.L1047:
	cmpq	$0, 40(%rbx)
	movq	64(%rbx), %rsi
	jne	.L1062
	cmpq	$0, 56(%rbx)
	jne	.L986
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	movq	%r12, %rdi
	movq	%rax, %r15
	call	fmt_us.constprop.0
	movq	%r15, %rdx
	leaq	.LC203(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L985
.L1050:
	leaq	.LC210(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L993
.L1049:
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	leaq	.LC208(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L991
.L1048:
	movq	80(%rbx), %rsi
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movq	%r15, %rdx
	leaq	.LC205(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L988
.L986:
	leaq	96(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	56(%rbx), %rsi
	movq	%r13, %rdi
	movq	%rax, (%rsp)
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	movq	%r12, %rdi
	movq	%rax, %r15
	call	fmt_us.constprop.0
	movq	(%rsp), %rcx
	movq	%r15, %rdx
	leaq	.LC204(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L985
.L1054:
	leaq	.LC218(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1001
.L1053:
	movq	40(%r14), %rdx
	movq	32(%r14), %rsi
	movl	$65536, %ecx
	xorl	%eax, %eax
	leaq	.LC217(%rip), %rdi
	call	printf@PLT
	jmp	.L1001
.L1006:
	testl	%eax, %eax
	leaq	.LC193(%rip), %rdx
	leaq	.LC192(%rip), %rax
	cmovne	%rax, %rdx
	jmp	.L1007
.L1057:
	movq	240(%rbx), %rsi
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movq	232(%rbx), %rdx
	movq	%rbp, %rsi
	leaq	.LC223(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	leaq	.LC191(%rip), %rbp
	call	printf@PLT
	jmp	.L1005
.L1056:
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movq	%rbp, %rsi
	leaq	.LC222(%rip), %rdi
	leaq	.LC191(%rip), %rbp
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1004
.L1052:
	movl	$29, %esi
	leaq	.LC214(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L999
.L1062:
	leaq	96(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	56(%rbx), %rsi
	movq	%r13, %rdi
	movq	%rax, %r15
	call	fmt_us.constprop.0
	cmpl	$1, 40(%rbx)
	movq	48(%rbx), %rsi
	movq	%r12, %rdi
	leaq	.LC185(%rip), %rdx
	leaq	.LC11(%rip), %rcx
	movq	%rax, 8(%rsp)
	movq	%rdx, %r8
	cmovne	%rcx, %r8
	movq	%r8, (%rsp)
	call	fmt_us.constprop.0
	cmpl	$1, 44(%rbx)
	leaq	.LC11(%rip), %rcx
	leaq	.LC185(%rip), %rdx
	cmovne	%rcx, %rdx
	cmpl	$1, 40(%rbx)
	pushq	%rdi
	.cfi_def_cfa_offset 200
	leaq	.LC186(%rip), %rcx
	pushq	%r15
	.cfi_def_cfa_offset 208
	leaq	.LC187(%rip), %rsi
	movq	24(%rsp), %r9
	leaq	.LC201(%rip), %rdi
	cmove	%rcx, %rsi
	movq	16(%rsp), %r8
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	popq	%r8
	.cfi_def_cfa_offset 200
	popq	%r9
	.cfi_def_cfa_offset 192
	jmp	.L985
.L1044:
	movq	32(%rbx), %rsi
	leaq	64(%rsp), %r13
	leaq	32(%rsp), %r12
	movsd	.LC72(%rip), %xmm0
	mulsd	24(%rbx), %xmm0
	movq	%r13, %rdi
	movsd	%xmm0, (%rsp)
	call	fmt_us.constprop.0
	movq	(%rbx), %rsi
	movq	%r12, %rdi
	movq	%rax, %r15
	call	fmt_us.constprop.0
	movsd	(%rsp), %xmm0
	movq	%r15, %rdx
	leaq	.LC199(%rip), %rdi
	movq	%rax, %rsi
	movl	$1, %eax
	call	printf@PLT
	jmp	.L979
.L1061:
	leaq	.LC230(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1015
.L1060:
	leaq	.LC229(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1014
.L1058:
	cmpq	$0, 280(%rbx)
	leaq	.LC193(%rip), %rdx
	jne	.L1007
	jmp	.L1009
.L1059:
	leaq	96(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	256(%rbx), %rsi
	movq	%r13, %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	248(%rbx), %rsi
	movq	%r12, %rdi
	movq	%rax, %r13
	call	fmt_us.constprop.0
	movq	%rbp, %rcx
	movq	%r13, %rdx
	leaq	.LC225(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1010
	.cfi_endproc
.LFE243:
	.size	print_plan, .-print_plan
	.section	.rodata.str1.1
.LC232:
	.string	"--arrivals"
	.text
	.p2align 4
	.type	due_open.constprop.0, @function
due_open.constprop.0:
.LFB309:
	.cfi_startproc
	leaq	8(%rdi), %r8
	movq	%rdi, %r9
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	%r8, %rdi
	rep stosq
	movq	%rsi, (%r9)
	cmpq	$0, 112(%rsi)
	je	.L1070
.L1066:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L1070:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L1066
	cmpl	$1, %eax
	je	.L1071
	movq	104(%rsi), %rsi
	leaq	40(%r9), %rdi
	movq	%rdx, %r8
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC232(%rip), %rdx
	jmp	numbers_open
	.p2align 4,,10
	.p2align 3
.L1071:
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%r9)
	xorl	%eax, %eax
	movsd	%xmm0, 16(%r9)
	ret
	.cfi_endproc
.LFE309:
	.size	due_open.constprop.0, .-due_open.constprop.0
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB311:
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
	jne	.L1074
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L1074:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L1076:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L1075
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
.L1075:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L1076
	testq	%r15, %r15
	je	.L1080
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L1078:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L1078
.L1077:
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
.L1080:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L1077
	.cfi_endproc
.LFE311:
	.size	summarise.isra.0, .-summarise.isra.0
	.p2align 4
	.type	service_max, @function
service_max:
.LFB32:
	.cfi_startproc
	movl	8(%rdi), %edx
	movq	(%rdi), %rax
	cmpl	$2, %edx
	je	.L1086
	cmpl	$3, %edx
	je	.L1087
	cmpl	$1, %edx
	je	.L1097
	ret
.L1086:
	movq	32(%rdi), %rdx
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	ret
.L1097:
	imulq	$37, %rax, %rax
	addq	$1, %rax
	ret
.L1087:
	subq	$24, %rsp
	.cfi_def_cfa_offset 32
	movsd	16(%rdi), %xmm0
	movq	%rax, 8(%rsp)
	mulsd	%xmm0, %xmm0
	call	log1p@PLT
	call	sqrt@PLT
	movq	8(%rsp), %rax
	movapd	%xmm0, %xmm1
	testq	%rax, %rax
	js	.L1089
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1090:
	movsd	%xmm1, 8(%rsp)
	call	log@PLT
	movsd	8(%rsp), %xmm1
	movapd	%xmm1, %xmm2
	mulsd	%xmm1, %xmm2
	mulsd	.LC86(%rip), %xmm2
	mulsd	.LC233(%rip), %xmm1
	subsd	%xmm2, %xmm0
	addsd	%xmm1, %xmm0
	call	exp@PLT
	movl	$1, %eax
	addsd	.LC2(%rip), %xmm0
	salq	$50, %rax
	comisd	.LC234(%rip), %xmm0
	jnb	.L1085
	movsd	.LC82(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L1091
	cvttsd2siq	%xmm0, %rax
.L1085:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L1089:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1090
.L1091:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1085
	.cfi_endproc
.LFE32:
	.size	service_max, .-service_max
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
.LFB77:
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
	subq	$104, %rsp
	.cfi_def_cfa_offset 160
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movups	%xmm0, 64(%rcx)
	movq	8(%rdi), %r12
	movq	(%rdi), %rbx
	movl	%edx, 48(%rsp)
	movq	%r12, 24(%rsp)
	testq	%r12, %r12
	je	.L1099
	movq	24(%rbx), %rax
	movq	%rax, (%rsp)
	mulq	16(%rbx)
	movq	%rax, %r14
	movq	%rdx, %rax
	movq	%rdx, %r15
	subq	$0, %rax
	jne	.L1125
	leaq	48(%rbx), %rsi
	xorl	%edi, %edi
	movq	$-1, %r11
	xorl	%r10d, %r10d
	jmp	.L1101
	.p2align 4,,10
	.p2align 3
.L1102:
	movq	(%rsi), %rax
	mulq	8(%rsi)
	addq	%rax, %r14
	movq	%r10, %rax
	adcq	%rdx, %r15
	addq	$32, %rsi
	cmpq	%r14, %r11
	sbbq	%r15, %rax
	jc	.L1125
.L1101:
	addq	$1, %rdi
	cmpq	%r12, %rdi
	jne	.L1102
	movq	24(%rsp), %rax
	movq	%rcx, 32(%rsp)
	movq	%rbx, %r10
	xorl	%esi, %esi
	movq	%r14, (%rsp)
	xorl	%edi, %edi
	movq	%rbp, %r14
	salq	$5, %rax
	movq	%r15, 8(%rsp)
	movq	%rbx, %r15
	leaq	(%rax,%rbx), %r11
	movq	%r13, %rbx
	.p2align 4,,10
	.p2align 3
.L1103:
	movq	16(%r10), %rcx
	xorl	%r9d, %r9d
	movq	%rcx, %rax
	mulq	(%r10)
	movq	%rax, %r12
	movq	%rcx, %rax
	movq	%rdx, %r13
	movq	%r9, %rdx
	addq	$-1, %rax
	adcq	$-1, %rdx
	movq	%rdx, %rbp
	mulq	%rcx
	imulq	%rcx, %rbp
	movq	8(%r10), %rcx
	addq	%rbp, %rdx
	shrdq	$1, %rdx, %rax
	shrq	%rdx
	movq	%rdx, %rbp
	mulq	%rcx
	imulq	%rcx, %rbp
	addq	%rbp, %rdx
	subq	%rax, %r12
	movq	24(%r10), %rax
	sbbq	%rdx, %r13
	movq	%r13, %rbp
	imulq	%rax, %rbp
	mulq	%r12
	addq	%rbp, %rdx
	addq	%rax, %rsi
	adcq	%rdx, %rdi
	addq	$32, %r10
	cmpq	%r10, %r11
	jne	.L1103
	movq	%r14, %rbp
	movq	(%rsp), %r14
	movq	%rbx, %r13
	movq	32(%rsp), %rcx
	movq	%r15, %rbx
	movq	8(%rsp), %r15
	movq	%r14, %r9
.L1104:
	movq	%rdi, 72(%rcx)
	xorl	%edi, %edi
	movq	%rbx, %r12
	movq	%r9, (%rcx)
	movq	%rdi, %rax
	movq	%rsi, 64(%rcx)
	testq	%r9, %r9
	jne	.L1149
.L1105:
	movq	$0, 8(%rcx,%rax)
	addq	$8, %rax
	cmpq	$48, %rax
	jne	.L1105
.L1118:
	movq	8(%rbp), %rax
	testq	%rax, %rax
	je	.L1120
	salq	$5, %rax
	xorl	%r10d, %r10d
	addq	%rax, %rbx
	jmp	.L1123
	.p2align 4,,10
	.p2align 3
.L1121:
	movq	8(%r12), %rsi
	testq	%rsi, %rsi
	je	.L1122
	subq	%r13, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%r12), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L1122
	subq	%rax, %rdx
	imulq	%rdi, %rdx
	addq	%rdx, %r10
.L1122:
	addq	$32, %r12
	cmpq	%rbx, %r12
	je	.L1150
.L1123:
	movq	(%r12), %rax
	movq	24(%r12), %rdi
	cmpq	%rax, %r13
	jb	.L1121
	imulq	16(%r12), %rdi
	addq	$32, %r12
	addq	%rdi, %r10
	cmpq	%rbx, %r12
	jne	.L1123
.L1150:
	subq	%r10, %r9
.L1120:
	movq	%r9, 56(%rcx)
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
.L1125:
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
.L1149:
	.cfi_restore_state
	movq	$99999, 32(%rsp)
	movl	48(%rsp), %eax
	movq	$0, 40(%rsp)
	testl	%eax, %eax
	je	.L1151
.L1107:
	movq	24(%rsp), %rax
	movq	%r14, 64(%rsp)
	movq	%rbp, (%rsp)
	salq	$5, %rax
	movq	%r13, 88(%rsp)
	movq	%rcx, 56(%rsp)
	leaq	(%rbx,%rax), %r10
	movq	%r12, 80(%rsp)
	movq	%r10, %r12
	movq	%r15, 72(%rsp)
	movq	%rdi, %r15
.L1117:
	movq	64(%rsp), %rdi
	movq	72(%rsp), %rcx
	movq	%r9, 48(%rsp)
	leaq	PCT_MILLI(%rip), %rax
	movq	(%rax,%r15), %rax
	imulq	%rax, %rcx
	mulq	%rdi
	addq	%rcx, %rdx
	addq	32(%rsp), %rax
	adcq	40(%rsp), %rdx
	xorl	%ecx, %ecx
	movq	%rax, %rdi
	movq	%rdx, %rsi
	movl	$100000, %edx
	call	__udivti3@PLT
	movl	$1, %edi
	movq	48(%rsp), %r9
	testq	%rax, %rax
	cmovne	%rax, %rdi
	cmpq	%r9, %rdi
	cmova	%r9, %rdi
	cmpq	$0, 24(%rsp)
	je	.L1126
	movq	%rbx, %rax
	xorl	%r11d, %r11d
	.p2align 4,,10
	.p2align 3
.L1109:
	movq	(%rax), %rdx
	cmpq	%rdx, %r11
	cmovb	%rdx, %r11
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L1109
.L1108:
	xorl	%r13d, %r13d
.L1115:
	cmpq	%r11, %r13
	jnb	.L1152
	.p2align 4,,10
	.p2align 3
.L1116:
	movq	(%rsp), %rax
	movq	%r11, %r10
	subq	%r13, %r10
	movq	8(%rax), %rbp
	shrq	%r10
	addq	%r13, %r10
	testq	%rbp, %rbp
	je	.L1111
	salq	$5, %rbp
	movq	%rbx, %rcx
	xorl	%r14d, %r14d
	addq	%rbx, %rbp
	jmp	.L1114
	.p2align 4,,10
	.p2align 3
.L1112:
	movq	8(%rcx), %r8
	testq	%r8, %r8
	je	.L1113
	subq	%r10, %rax
	xorl	%edx, %edx
	divq	%r8
	cmpq	$1, %rdx
	movq	16(%rcx), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L1113
	subq	%rax, %rdx
	imulq	%rsi, %rdx
	addq	%rdx, %r14
.L1113:
	addq	$32, %rcx
	cmpq	%rbp, %rcx
	je	.L1153
.L1114:
	movq	(%rcx), %rax
	movq	24(%rcx), %rsi
	cmpq	%rax, %r10
	jb	.L1112
	imulq	16(%rcx), %rsi
	addq	$32, %rcx
	addq	%rsi, %r14
	cmpq	%rbp, %rcx
	jne	.L1114
.L1153:
	cmpq	%rdi, %r14
	jb	.L1111
	movq	%r10, %r11
	cmpq	%r11, %r13
	jb	.L1116
.L1152:
	movq	56(%rsp), %rax
	movq	%r13, 8(%rax,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L1117
	movq	80(%rsp), %r12
	movq	(%rsp), %rbp
	movq	%rax, %rcx
	movq	88(%rsp), %r13
	jmp	.L1118
	.p2align 4,,10
	.p2align 3
.L1111:
	leaq	1(%r10), %r13
	jmp	.L1115
.L1151:
	movq	$50000, 32(%rsp)
	movq	$0, 40(%rsp)
	jmp	.L1107
.L1126:
	xorl	%r11d, %r11d
	jmp	.L1108
.L1099:
	xorl	%r9d, %r9d
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L1104
	.cfi_endproc
.LFE77:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	ref_walker_start, @function
ref_walker_start:
.LFB125:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	addq	$180, %rdi
	movq	$0, -8(%rdi)
	movl	%ebx, %eax
	movq	$0, 68(%rdi)
	andq	$-8, %rdi
	subl	%edi, %eax
	leal	256(%rax), %ecx
	xorl	%eax, %eax
	shrl	$3, %ecx
	rep stosq
	movl	%edx, 168(%rbx)
	movq	$-1, %rax
	movq	%rsi, 160(%rbx)
	cmpq	$0, 48(%rsi)
	movq	%rsi, 232(%rbx)
	je	.L1155
	movq	64(%rsi), %rax
.L1155:
	movq	%rax, 248(%rbx)
	movq	160(%rsi), %rdi
	movl	$8, %esi
	call	calloc@PLT
	cmpq	$1, %rax
	movq	%rax, 200(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	sbbl	%eax, %eax
	ret
	.cfi_endproc
.LFE125:
	.size	ref_walker_start, .-ref_walker_start
	.p2align 4
	.type	run_closed, @function
run_closed:
.LFB52:
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
	jnb	.L1159
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
	jmp	.L1169
	.p2align 4,,10
	.p2align 3
.L1179:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L1164:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L1163:
	cmpq	%r15, %rbp
	jnb	.L1159
.L1169:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L1161
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L1161
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1178
.L1161:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L1164
	cmpq	%rax, %rbx
	jnb	.L1165
	addq	%r8, %rdx
.L1166:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1179
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L1164
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
	jmp	.L1164
	.p2align 4,,10
	.p2align 3
.L1165:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L1166
	.p2align 4,,10
	.p2align 3
.L1159:
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
.L1178:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L1162:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L1162
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L1163
	.cfi_endproc
.LFE52:
	.size	run_closed, .-run_closed
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB78:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L1195
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
.L1181:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L1186
	.p2align 4,,10
	.p2align 3
.L1182:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L1184
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L1184:
	testq	%r8, %r8
	je	.L1185
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L1185
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L1185:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L1182
.L1186:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L1181
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
.L1195:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE78:
	.size	dist_correct, .-dist_correct
	.p2align 4
	.type	service_of, @function
service_of:
.LFB30:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
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
	movl	8(%rdi), %eax
	cmpl	$2, %eax
	je	.L1199
	cmpl	$3, %eax
	je	.L1200
	cmpl	$1, %eax
	movq	(%rdi), %rax
	je	.L1201
.L1198:
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
.L1199:
	.cfi_restore_state
	movq	96(%rdi), %rdi
	movq	%rsi, %rdx
	movabsq	$6000292609090864433, %rsi
	call	draw_u01
	movsd	24(%rbx), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L1228
	movq	32(%rbx), %rax
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
.L1201:
	.cfi_restore_state
	testq	%rax, %rax
	js	.L1203
	pxor	%xmm7, %xmm7
	cvtsi2sdq	%rax, %xmm7
	movsd	%xmm7, 8(%rsp)
.L1204:
	movq	96(%rbx), %rdi
	movq	%rbp, %rdx
	movabsq	$6000292609090864433, %rsi
	call	draw_u01
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movsd	.LC86(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1219
	comisd	.LC235(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1198
	movsd	.LC82(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1232
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1198
	.p2align 4,,10
	.p2align 3
.L1200:
	movsd	16(%rdi), %xmm0
	movq	(%rdi), %r12
	mulsd	%xmm0, %xmm0
	call	log1p@PLT
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1229
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
.L1213:
	testq	%r12, %r12
	js	.L1214
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1215:
	call	log@PLT
	movsd	8(%rsp), %xmm2
	movq	96(%rbx), %rbx
	movq	%rbp, %rdx
	movabsq	$6000292609090864433, %rsi
	movapd	%xmm0, %xmm1
	movapd	%xmm2, %xmm0
	movq	%rbx, %rdi
	mulsd	%xmm2, %xmm0
	mulsd	.LC86(%rip), %xmm0
	subsd	%xmm0, %xmm1
	movsd	%xmm1, 24(%rsp)
	call	draw_u01
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	.LC236(%rip), %xmm0
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1230
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 16(%rsp)
.L1218:
	movabsq	$6000292609090864434, %rsi
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	call	draw_u01
	mulsd	.LC237(%rip), %xmm0
	call	cos@PLT
	mulsd	16(%rsp), %xmm0
	mulsd	8(%rsp), %xmm0
	addsd	24(%rsp), %xmm0
	call	exp@PLT
	addsd	.LC86(%rip), %xmm0
	movsd	.LC2(%rip), %xmm1
	comisd	%xmm0, %xmm1
	ja	.L1219
	comisd	.LC234(%rip), %xmm0
	movabsq	$1125899906842624, %rax
	jnb	.L1198
	movsd	.LC82(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1233
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1198
	.p2align 4,,10
	.p2align 3
.L1228:
	movq	(%rbx), %rax
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
.L1203:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1204
	.p2align 4,,10
	.p2align 3
.L1219:
	addq	$32, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 32
	movl	$1, %eax
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1214:
	.cfi_restore_state
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1215
	.p2align 4,,10
	.p2align 3
.L1232:
	cvttsd2siq	%xmm1, %rax
	jmp	.L1198
	.p2align 4,,10
	.p2align 3
.L1233:
	cvttsd2siq	%xmm0, %rax
	jmp	.L1198
.L1229:
	call	sqrt@PLT
	movsd	%xmm0, 8(%rsp)
	jmp	.L1213
.L1230:
	call	sqrt@PLT
	movsd	%xmm0, 16(%rsp)
	jmp	.L1218
	.cfi_endproc
.LFE30:
	.size	service_of, .-service_of
	.p2align 4
	.type	run_open, @function
run_open:
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
	jnb	.L1234
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
	jmp	.L1245
	.p2align 4,,10
	.p2align 3
.L1254:
	movq	$-1, (%rdi)
.L1239:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L1238:
	cmpq	%r15, %rbx
	jnb	.L1234
.L1245:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L1236
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L1236
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1253
.L1236:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1239
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L1240
	addq	%rcx, %rdx
.L1241:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1254
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L1239
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
	jmp	.L1239
	.p2align 4,,10
	.p2align 3
.L1240:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L1241
	.p2align 4,,10
	.p2align 3
.L1234:
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
.L1253:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L1237:
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
	jne	.L1237
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L1238
	.cfi_endproc
.LFE53:
	.size	run_open, .-run_open
	.p2align 4
	.type	estimate_ghz, @function
estimate_ghz:
.LFB19:
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
.L1256:
	xorl	%r15d, %r15d
.L1260:
	movq	%rbp, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	72(%rsp), %r12
	movl	$20000000, %eax
	imulq	$1000000000, 64(%rsp), %r13
	movl	$3, %edx
	jmp	.L1259
	.p2align 4,,10
	.p2align 3
.L1275:
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	subl	$1, %eax
	je	.L1274
.L1259:
	testq	%r15, %r15
	jne	.L1275
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	subl	$1, %eax
	jne	.L1259
.L1274:
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
	jne	.L1276
	movl	$1, %r15d
	jmp	.L1260
.L1276:
	subl	$1, 16(%rsp)
	jne	.L1256
	movq	48(%rsp), %rax
	testq	%rax, %rax
	js	.L1262
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1263:
	movsd	.LC238(%rip), %xmm1
	movq	24(%rsp), %rax
	divsd	%xmm0, %xmm1
	movsd	%xmm1, (%rax)
	movq	56(%rsp), %rax
	testq	%rax, %rax
	js	.L1264
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1265:
	movsd	.LC239(%rip), %xmm2
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
	mulsd	.LC72(%rip), %xmm0
	divsd	%xmm3, %xmm0
	comisd	%xmm0, %xmm1
	movsd	%xmm0, (%rax)
	jb	.L1272
	movsd	(%rbx), %xmm0
.L1255:
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
.L1272:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	jmp	.L1255
.L1262:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1263
.L1264:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1265
	.cfi_endproc
.LFE19:
	.size	estimate_ghz, .-estimate_ghz
	.section	.rodata.str1.1
.LC241:
	.string	"bench: %s\n"
	.text
	.p2align 4
	.type	due_restart, @function
due_restart:
.LFB43:
	.cfi_startproc
	leaq	8(%rdi), %r8
	movq	%rdi, %rdx
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	%r8, %rdi
	rep stosq
	movq	%rsi, (%rdx)
	cmpq	$0, 112(%rsi)
	je	.L1290
.L1288:
	ret
	.p2align 4,,10
	.p2align 3
.L1290:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L1288
	cmpl	$1, %eax
	je	.L1291
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	leaq	40(%rdx), %rdi
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC232(%rip), %rdx
	subq	$256, %rsp
	.cfi_def_cfa_offset 272
	movq	104(%rsi), %rsi
	movq	%rsp, %rbx
	movq	%rbx, %r8
	call	numbers_open
	testl	%eax, %eax
	jne	.L1292
	addq	$256, %rsp
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1291:
	.cfi_restore 3
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%rdx)
	movsd	%xmm0, 16(%rdx)
	ret
.L1292:
	.cfi_def_cfa_offset 272
	.cfi_offset 3, -16
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC241(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE43:
	.size	due_restart, .-due_restart
	.section	.rodata.str1.8
	.align 8
.LC245:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.section	.rodata.str1.1
.LC246:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC247:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC248:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC249:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC251:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC252:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC253:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
.LFB209:
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
	movapd	.LC242(%rip), %xmm0
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
	jle	.L1299
	movslq	%r12d, %rax
	movsd	.LC243(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L1298
	.p2align 4,,10
	.p2align 3
.L1332:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1297:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L1331
.L1298:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L1332
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1297
.L1331:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1333
.L1299:
	movsd	.LC2(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L1295:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC245(%rip), %rsi
	pushq	%r14
	leaq	XTICK.6(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	movq	%rbx, -272(%rbp)
	leaq	-240(%rbp), %rsi
	leaq	.LC247(%rip), %rdx
	movq	%rbx, %rdi
	leaq	.LC246(%rip), %rcx
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
.L1302:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC58(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC248(%rip), %rsi
	mulsd	.LC54(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC55(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L1302
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L1318
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
.L1317:
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
	je	.L1305
	testq	%rbx, %rbx
	je	.L1305
	testq	%rax, %rax
	je	.L1305
	testq	%r14, %r14
	je	.L1334
	movq	.LC243(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L1312
	.p2align 4,,10
	.p2align 3
.L1335:
	divsd	%xmm6, %xmm0
	movsd	.LC2(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L1308:
	call	log10@PLT
	movq	.LC58(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L1310
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1311:
	movq	-264(%rbp), %rax
	divsd	.LC243(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L1307
.L1312:
	movsd	(%r12), %xmm0
	movsd	.LC72(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L1335
	movq	.LC31(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L1308
	.p2align 4,,10
	.p2align 3
.L1310:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1311
	.p2align 4,,10
	.p2align 3
.L1334:
	movsd	.LC243(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L1307:
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
	js	.L1313
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1314:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC52(%rip), %xmm0
	movsd	.LC53(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC251(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC250(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L1315
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1316:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC252(%rip), %rdx
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
	leaq	.LC253(%rip), %rsi
	leal	4(%r14), %eax
	movl	%r14d, %r9d
	movl	%r14d, %ecx
	addl	$18, %r14d
	movq	%rdi, (%rsp)
	movq	-272(%rbp), %rdi
	pushq	%rax
	leaq	.LC11(%rip), %rax
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
	jne	.L1317
.L1318:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC249(%rip), %rdi
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
.L1315:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1316
	.p2align 4,,10
	.p2align 3
.L1313:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1314
.L1333:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC244(%rip), %xmm2
	movsd	.LC65(%rip), %xmm3
	movsd	.LC59(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L1301
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC2(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
.L1301:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L1295
.L1305:
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
.LFE209:
	.size	spectrum_writer, .-spectrum_writer
	.p2align 4
	.type	dist_of_sorted, @function
dist_of_sorted:
.LFB95:
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
	je	.L1336
.L1337:
	movq	(%r12,%rax,8), %rsi
	movq	%rax, %rbx
	jmp	.L1345
	.p2align 4,,10
	.p2align 3
.L1340:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L1339
.L1345:
	cmpq	%rsi, (%r12,%rbx,8)
	je	.L1340
	movq	%rbx, %r8
	subq	%rax, %r8
	je	.L1341
.L1346:
	movl	24(%r13), %eax
	testl	%eax, %eax
	jne	.L1341
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r13, %rdi
	call	dist_add.part.0
.L1341:
	cmpq	%rbp, %rbx
	jnb	.L1336
	movq	%rbx, %rax
	jmp	.L1337
	.p2align 4,,10
	.p2align 3
.L1339:
	movq	%rbp, %r8
	subq	%rax, %r8
	jne	.L1346
.L1336:
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
.LFE95:
	.size	dist_of_sorted, .-dist_of_sorted
	.section	.rodata.str1.1
.LC255:
	.string	"%-*s %9lu"
.LC256:
	.string	" %8lu %8s"
	.text
	.p2align 4
	.type	print_row_w, @function
print_row_w:
.LFB176:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	xorl	%eax, %eax
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	leaq	.LC6(%rip), %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rdx, %r12
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
	movq	(%rdx), %rcx
	movq	%rsi, %rdx
	movl	%edi, %esi
	leaq	.LC255(%rip), %rdi
	movq	%rsp, %rbp
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L1356:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	fmt_us.constprop.0
	movq	%r13, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L1356
	movq	(%r12), %r8
	movq	56(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L1357
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
.L1357:
	movq	%rbp, %rdi
	leaq	.LC181(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC256(%rip), %rdi
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
.LFE176:
	.size	print_row_w, .-print_row_w
	.section	.rodata.str1.1
.LC257:
	.string	"--help"
	.section	.rodata.str1.8
	.align 8
.LC258:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC259:
	.string	"unexpected argument '%s': %s"
.LC260:
	.string	"see bench --help"
.LC261:
	.string	"unknown option '%s': %s"
.LC262:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC263:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC264:
	.string	"--quick"
.LC265:
	.string	"--export-values"
.LC266:
	.string	"--verbose"
.LC267:
	.string	"--cross-check"
.LC268:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC269:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC270:
	.string	"at most 1000 characters"
.LC271:
	.string	"%s: the value is too long: %s"
.LC272:
	.string	"--rank"
.LC273:
	.string	"round"
.LC274:
	.string	"ceil"
.LC275:
	.string	"use round or ceil"
.LC276:
	.string	"--rank '%s' is not valid: %s"
.LC277:
	.string	"--exact-by"
.LC278:
	.string	"auto"
.LC279:
	.string	"sorted"
.LC280:
	.string	"sort"
.LC281:
	.string	"lattice"
.LC282:
	.string	"passes"
	.section	.rodata.str1.8
	.align 8
.LC283:
	.string	"use auto, sorted, lattice or passes"
	.align 8
.LC284:
	.string	"--exact-by '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC285:
	.string	"--service-dist"
	.section	.rodata.str1.8
	.align 8
.LC286:
	.string	"%s '%s' is not valid: use one of the names --help lists"
	.section	.rodata.str1.1
.LC287:
	.string	"--stalls"
.LC288:
	.string	"poisson"
.LC289:
	.string	"--stall-dist"
.LC290:
	.string	"fixed"
.LC291:
	.string	"exp"
.LC292:
	.string	"--schedule"
	.section	.rodata.str1.8
	.align 8
.LC293:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.align 8
.LC294:
	.string	"--schedule '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC295:
	.string	"--closed"
.LC296:
	.string	"catch-up"
.LC297:
	.string	"skip"
.LC298:
	.string	"back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC299:
	.string	"use catch-up, skip or back-to-back"
	.align 8
.LC300:
	.string	"--closed '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC301:
	.string	"--schedule-from"
.LC302:
	.string	"base"
.LC303:
	.string	"last-send"
.LC304:
	.string	"use base or last-send"
	.section	.rodata.str1.8
	.align 8
.LC305:
	.string	"--schedule-from '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC306:
	.string	"--when-full"
.LC307:
	.string	"block"
.LC308:
	.string	"drop"
.LC309:
	.string	"use block or drop"
	.section	.rodata.str1.8
	.align 8
.LC310:
	.string	"--when-full '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC311:
	.string	"--correct"
.LC312:
	.string	"--trace-values"
.LC313:
	.string	"--export"
	.section	.rodata.str1.8
	.align 8
.LC314:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.align 8
.LC315:
	.string	"--export '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC316:
	.string	"--sweep"
.LC317:
	.string	"load"
.LC318:
	.string	"stall"
.LC319:
	.string	"use load or stall"
.LC320:
	.string	"--sweep '%s' is not valid: %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB315:
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
	movq	%rdx, 16(%rsp)
	testl	%esi, %esi
	jle	.L1426
	movl	%esi, 28(%rsp)
	xorl	%ebx, %ebx
	leaq	1440+OPTIONS(%rip), %rbp
	movq	%rcx, 8(%rsp)
	movl	%ebx, %r14d
	.p2align 4,,10
	.p2align 3
.L1363:
	movslq	%r14d, %rax
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 32(%rsp)
	movq	16(%rsp), %rcx
	movq	(%rcx,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L1433
	cmpb	$104, 1(%r15)
	jne	.L1433
	cmpb	$0, 2(%r15)
	movl	$-1, %eax
	leaq	.LC257(%rip), %r13
	jne	.L1433
.L1366:
	leaq	OPTIONS(%rip), %rbx
	xorl	%r12d, %r12d
	jmp	.L1371
	.p2align 4,,10
	.p2align 3
.L1367:
	addl	$1, %r12d
	addq	$32, %rbx
	cmpl	$45, %r12d
	je	.L1370
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
.L1371:
	movq	(%rbx), %rdi
	testl	%eax, %eax
	jne	.L1367
	movslq	%r12d, %rdx
	leaq	OPTIONS(%rip), %rax
	salq	$5, %rdx
	movl	8(%rax,%rdx), %eax
	cmpl	$2, %eax
	je	.L1481
	leal	1(%r14), %r13d
	cmpl	$1, %eax
	je	.L1482
	cmpl	%r13d, 28(%rsp)
	je	.L1483
	movq	16(%rsp), %rax
	movq	32(%rsp), %rcx
	movq	8(%rax,%rcx), %r12
	cmpb	$45, (%r12)
	jne	.L1435
	cmpb	$104, 1(%r12)
	jne	.L1435
	cmpb	$0, 2(%r12)
	movl	$-1, %eax
	leaq	.LC257(%rip), %rbx
	jne	.L1435
.L1384:
	leaq	32+OPTIONS(%rip), %r14
	jmp	.L1387
	.p2align 4,,10
	.p2align 3
.L1385:
	cmpq	%rbp, %r14
	je	.L1386
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	addq	$32, %r14
	call	strcmp@PLT
.L1387:
	testl	%eax, %eax
	jne	.L1385
	movq	8(%rsp), %rdi
	movq	%r12, %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	leaq	.LC269(%rip), %rdx
	call	snprintf@PLT
.L1374:
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
.L1386:
	.cfi_restore_state
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L1484
	movq	8(%rsp), %rcx
	movq	40(%rsp), %rdi
	movq	%r12, %rdx
	movq	%r15, %rsi
	call	apply_amount.constprop.0
	testl	%eax, %eax
	jle	.L1389
	leaq	.LC272(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1390
	leaq	.LC273(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC274(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1391
	testl	%eax, %eax
	jne	.L1485
.L1391:
	testl	%eax, %eax
	movq	40(%rsp), %rdx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 200(%rdx)
.L1381:
	leal	1(%r13), %r14d
	cmpl	%r14d, 28(%rsp)
	jg	.L1363
.L1426:
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
.L1433:
	.cfi_restore_state
	leaq	.LC123(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %r13
	call	strcmp@PLT
	jmp	.L1366
	.p2align 4,,10
	.p2align 3
.L1435:
	leaq	.LC123(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %rbx
	call	strcmp@PLT
	jmp	.L1384
	.p2align 4,,10
	.p2align 3
.L1390:
	leaq	.LC277(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1393
	leaq	.LC278(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1486
	leaq	.LC279(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1395
	leaq	.LC280(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1395
	leaq	.LC281(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1487
	leaq	.LC282(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1398
	movq	40(%rsp), %rax
	movl	$3, 204(%rax)
	jmp	.L1381
	.p2align 4,,10
	.p2align 3
.L1370:
	cmpb	$45, (%r15)
	movq	8(%rsp), %rdi
	je	.L1488
.L1434:
	leaq	.LC258(%rip), %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC259(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1374
	.p2align 4,,10
	.p2align 3
.L1389:
	je	.L1381
	jmp	.L1374
	.p2align 4,,10
	.p2align 3
.L1393:
	leaq	.LC285(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1489
	leaq	.LC287(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1490
	leaq	.LC289(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1491
	leaq	.LC292(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1409
	leaq	.LC290(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC288(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1410
	testl	%eax, %eax
	jne	.L1492
.L1410:
	testl	%eax, %eax
	movq	40(%rsp), %rcx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 72(%rcx)
	jmp	.L1381
	.p2align 4,,10
	.p2align 3
.L1488:
	cmpb	$45, 1(%r15)
	jne	.L1434
.L1373:
	leaq	.LC260(%rip), %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC261(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1374
	.p2align 4,,10
	.p2align 3
.L1482:
	leaq	.LC264(%rip), %rsi
	movq	%rdi, 32(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	testl	%eax, %eax
	je	.L1493
	leaq	.LC265(%rip), %rsi
	movq	%rdi, 32(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	testl	%eax, %eax
	jne	.L1378
	movq	40(%rsp), %rax
	movl	$1, 376(%rax)
.L1377:
	movl	%r14d, %r13d
	jmp	.L1381
	.p2align 4,,10
	.p2align 3
.L1493:
	movq	40(%rsp), %rax
	movl	$1, 408(%rax)
	jmp	.L1377
.L1409:
	leaq	.LC232(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1494
	leaq	.LC295(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1412
	leaq	.LC296(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1413
	leaq	.LC297(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1432
	leaq	.LC298(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1495
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC299(%rip), %r8
	leaq	.LC300(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1374
.L1395:
	movq	40(%rsp), %rax
	movl	$1, 204(%rax)
	jmp	.L1381
.L1486:
	movq	40(%rsp), %rax
	movl	$0, 204(%rax)
	jmp	.L1381
.L1489:
	xorl	%ebx, %ebx
	leaq	SERVICE_DIST_NAME(%rip), %r14
.L1401:
	movq	(%r14,%rbx,8), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1496
	movq	40(%rsp), %rax
	movl	%ebx, 8(%rax)
	jmp	.L1381
.L1378:
	leaq	.LC266(%rip), %rsi
	movq	%rdi, 32(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	testl	%eax, %eax
	je	.L1497
	leaq	.LC267(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1377
	movq	40(%rsp), %rax
	movl	$3, 296(%rax)
	jmp	.L1377
.L1494:
	movq	40(%rsp), %rax
	movq	%r12, 336(%rax)
	movl	$2, 72(%rax)
	jmp	.L1381
.L1497:
	movq	40(%rsp), %rax
	movl	$1, 380(%rax)
	jmp	.L1377
.L1490:
	leaq	.LC187(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L1498
.L1404:
	movq	40(%rsp), %rcx
	movl	%eax, 40(%rcx)
	jmp	.L1381
.L1481:
	movq	%rdi, %r9
	movq	8(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC262(%rip), %r8
	movq	%r9, %rcx
	leaq	.LC263(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1374
.L1491:
	leaq	.LC290(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L1499
.L1407:
	movq	40(%rsp), %rcx
	movl	%eax, 44(%rcx)
	jmp	.L1381
.L1483:
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC260(%rip), %r8
	leaq	.LC268(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1374
.L1484:
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC270(%rip), %r8
	leaq	.LC271(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1374
.L1487:
	movq	40(%rsp), %rax
	movl	$2, 204(%rax)
	jmp	.L1381
.L1496:
	addq	$1, %rbx
	cmpq	$4, %rbx
	jne	.L1401
.L1408:
	movq	8(%rsp), %rdi
	movq	%r12, %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	leaq	.LC286(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1374
.L1412:
	leaq	.LC301(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1500
	leaq	.LC306(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1417
	leaq	.LC307(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC308(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1418
	testl	%eax, %eax
	jne	.L1501
.L1418:
	testl	%eax, %eax
	movq	40(%rsp), %rcx
	sete	%al
	movl	$1, 432(%rcx)
	movzbl	%al, %eax
	movl	%eax, 288(%rcx)
	jmp	.L1381
.L1498:
	leaq	.LC288(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1408
	movl	$1, %eax
	jmp	.L1404
.L1499:
	leaq	.LC291(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1408
	movl	$1, %eax
	jmp	.L1407
.L1500:
	leaq	.LC302(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC303(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1416
	testl	%eax, %eax
	jne	.L1502
.L1416:
	testl	%eax, %eax
	movq	40(%rsp), %rcx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 272(%rcx)
	jmp	.L1381
.L1417:
	leaq	.LC311(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1503
	leaq	.LC312(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1504
	leaq	.LC313(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1421
	cmpb	$0, (%r12)
	je	.L1422
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L1422
	movq	40(%rsp), %rax
	movq	%r12, 368(%rax)
	jmp	.L1381
.L1485:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC275(%rip), %r8
	leaq	.LC276(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1374
.L1432:
	movl	$1, %eax
.L1413:
	movq	40(%rsp), %rcx
	movl	%eax, 152(%rcx)
	jmp	.L1381
.L1421:
	leaq	.LC316(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1424
	leaq	.LC317(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1425
	leaq	.LC318(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1505
.L1425:
	movq	40(%rsp), %rax
	movq	%r12, 360(%rax)
	movl	$2, 296(%rax)
	jmp	.L1381
.L1504:
	movq	40(%rsp), %rax
	movq	%r12, 352(%rax)
	movl	$1, 296(%rax)
	jmp	.L1381
.L1503:
	movq	40(%rsp), %rax
	movq	%r12, 344(%rax)
	movl	$1, 296(%rax)
	jmp	.L1381
.L1424:
	movq	8(%rsp), %rdi
	jmp	.L1373
.L1422:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC314(%rip), %r8
	leaq	.LC315(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1374
.L1505:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC319(%rip), %r8
	leaq	.LC320(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1374
.L1502:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC304(%rip), %r8
	leaq	.LC305(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1374
.L1501:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC309(%rip), %r8
	leaq	.LC310(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1374
	.p2align 4,,10
	.p2align 3
.L1398:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC283(%rip), %r8
	leaq	.LC284(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1374
.L1492:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC293(%rip), %r8
	leaq	.LC294(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1374
.L1495:
	movl	$2, %eax
	jmp	.L1413
	.cfi_endproc
.LFE315:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.1
.LC321:
	.string	"out of memory"
.LC322:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC323:
	.string	"use default, feed-10ms-stall, one-2s-stall, hundred-requests, hundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal, gc-pauses, timeouts, shedding, generator-gc, drift, in-flight-cap or mm1k-90"
	.align 8
.LC324:
	.string	"--scenario '%s' is not valid: %s"
	.text
	.p2align 4
	.type	apply_scenario.constprop.0, @function
apply_scenario.constprop.0:
.LFB319:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
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
	leaq	SCENARIOS(%rip), %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	xorl	%ebx, %ebx
	subq	$312, %rsp
	.cfi_def_cfa_offset 368
	movq	%rdx, 16(%rsp)
.L1508:
	movq	(%r12), %rax
	movq	%rbp, %rdi
	movq	%rax, %rsi
	movq	%rax, 8(%rsp)
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1507
	addl	$1, %ebx
	addq	$24, %r12
	cmpl	$16, %ebx
	jne	.L1508
	leaq	.LC323(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC324(%rip), %rdx
.L1522:
	movq	16(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L1506
	.p2align 4,,10
	.p2align 3
.L1507:
	movq	400(%r14), %rdi
	movslq	%ebx, %rbx
	movl	%eax, 28(%rsp)
	movq	$0, 40(%rsp)
	call	free@PLT
	leaq	(%rbx,%rbx,2), %rax
	leaq	SCENARIOS(%rip), %rcx
	movq	16(%rcx,%rax,8), %rdi
	call	strdup@PLT
	movl	28(%rsp), %r8d
	testq	%rax, %rax
	movq	%rax, 400(%r14)
	movq	%rax, %rdi
	je	.L1523
	leaq	40(%rsp), %r12
	movl	%r8d, 28(%rsp)
	leaq	48(%rsp), %r13
	leaq	.LC50(%rip), %rbp
	movq	%r12, %rdx
	movq	%rbp, %rsi
	call	strtok_r@PLT
	movl	28(%rsp), %r8d
	testq	%rax, %rax
	je	.L1512
	movl	$1, %r15d
	leaq	48(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L1513:
	xorl	%edi, %edi
	movq	%r12, %rdx
	movq	%rbp, %rsi
	movq	%rax, -8(%r13,%r15,8)
	call	strtok_r@PLT
	movq	%r15, %rdi
	testq	%rax, %rax
	setne	%sil
	cmpl	$31, %r15d
	setle	%dl
	addq	$1, %r15
	testb	%dl, %sil
	jne	.L1513
	movl	%edi, %r8d
.L1512:
	movq	8(%rsp), %xmm0
	movq	%r13, %rdx
	movl	%r8d, %esi
	movq	%r14, %rdi
	leaq	SCENARIOS(%rip), %rcx
	leaq	(%rbx,%rbx,2), %rax
	movhps	8(%rcx,%rax,8), %xmm0
	movq	16(%rsp), %rcx
	movups	%xmm0, 384(%r14)
	call	apply_args.constprop.0
.L1506:
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
.L1523:
	.cfi_restore_state
	leaq	.LC321(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC322(%rip), %rdx
	jmp	.L1522
	.cfi_endproc
.LFE319:
	.size	apply_scenario.constprop.0, .-apply_scenario.constprop.0
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB87:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	xorl	%ebp, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	subq	$48, %rsp
	.cfi_def_cfa_offset 80
	movq	48(%rdi), %xmm0
	movq	80(%rdi), %xmm1
	movq	64(%rdi), %rax
	movl	72(%rdi), %r8d
	movhps	56(%rdi), %xmm0
	movhps	(%rdi), %xmm1
	movq	%rax, 32(%rsp)
	movaps	%xmm1, (%rsp)
	movaps	%xmm0, 16(%rsp)
	testl	%r8d, %r8d
	jne	.L1524
	movl	152(%rdi), %ecx
	movq	%rdi, %r11
	testl	%ecx, %ecx
	jne	.L1524
	cmpq	$1, 160(%rdi)
	je	.L1541
.L1524:
	addq	$48, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 32
	movl	%ebp, %eax
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L1541:
	.cfi_restore_state
	movl	8(%rdi), %eax
	testl	%eax, %eax
	jne	.L1524
	movq	40(%rdi), %r10
	testq	%r10, %r10
	jne	.L1524
	movq	%rsi, %r12
	movq	%rdx, %rbx
	call	closed_form_gap.part.0
	testq	%rax, %rax
	jne	.L1524
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
.L1528:
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L1527
	jmp	.L1526
	.p2align 4,,10
	.p2align 3
.L1535:
	movq	%rdx, %rcx
.L1527:
	movq	%r10, %rax
	xorl	%edx, %edx
	movq	%rcx, %r10
	divq	%rcx
	testq	%rdx, %rdx
	jne	.L1535
.L1526:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	jne	.L1528
	movq	%r10, (%r12)
	xorl	%edx, %edx
	movq	(%r11), %rax
	xorl	%ebp, %ebp
	addq	48(%r11), %rax
	divq	%r10
	addq	$1, %rax
	cmpq	$1048576, %rax
	movq	%rax, (%rbx)
	setbe	%bpl
	addq	$48, %rsp
	.cfi_def_cfa_offset 32
	movl	%ebp, %eax
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE87:
	.size	lattice_plan, .-lattice_plan
	.p2align 4
	.type	plan_route, @function
plan_route:
.LFB139:
	.cfi_startproc
	movl	204(%rdi), %ecx
	testl	%ecx, %ecx
	je	.L1552
	movl	%ecx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L1552:
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
	jne	.L1542
	cmpq	$1048576, 136(%rbx)
	movl	$3, %ecx
	ja	.L1542
	movl	152(%rbx), %edx
	leaq	by_kind.5(%rip), %rax
	movl	(%rax,%rdx,4), %ecx
	cmpl	$3, %ecx
	jne	.L1547
	movq	144(%rbx), %rax
	testq	%rax, %rax
	je	.L1547
	xorl	%edx, %edx
	divq	(%rbx)
	movq	160(%rbx), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	$1048576, %rax
	movl	$1, %eax
	cmovbe	%eax, %ecx
.L1542:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1547:
	.cfi_restore_state
	movl	$1, %ecx
	addq	$16, %rsp
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE139:
	.size	plan_route, .-plan_route
	.p2align 4
	.type	buffers_init, @function
buffers_init:
.LFB141:
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
	call	plan_route
	movl	%eax, %edx
	movl	%eax, 24(%rbx)
	xorl	%eax, %eax
	cmpl	$3, %edx
	je	.L1553
	cmpl	$2, %edx
	je	.L1573
	movl	152(%rbp), %edx
	movq	136(%rbp), %r12
	leaq	by_kind.5(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	movq	%r12, %rdi
	je	.L1574
.L1559:
	leaq	0(,%rdi,8), %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rbx)
	testq	%rax, %rax
	je	.L1557
	salq	$3, %r12
.L1558:
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
.L1553:
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
.L1574:
	.cfi_restore_state
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L1559
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	160(%rbp), %rdx
	leaq	1(%rax,%rdx), %rdi
	jmp	.L1559
	.p2align 4,,10
	.p2align 3
.L1573:
	leaq	24(%rsp), %rdx
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	lattice_plan
	testl	%eax, %eax
	je	.L1557
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
	je	.L1557
	movdqa	(%rsp), %xmm0
	movl	$8, %esi
	movq	%rbp, %rdi
	movups	%xmm0, 56(%rbx)
	call	calloc@PLT
	movq	%rax, 72(%rbx)
	testq	%rax, %rax
	je	.L1557
	movl	$524288, %r12d
	movl	$524288, %ebp
	jmp	.L1558
.L1557:
	movl	$-1, %eax
	jmp	.L1553
	.cfi_endproc
.LFE141:
	.size	buffers_init, .-buffers_init
	.p2align 4
	.type	cqr_first_end, @function
cqr_first_end:
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
	jne	.L1592
	movl	16(%rdi), %eax
	movl	$0, 24(%rdi)
	movq	%rdi, %r10
	movq	$99999, 96(%rsp)
	movq	$0, 104(%rsp)
	testl	%eax, %eax
	je	.L1605
.L1578:
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
.L1591:
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
	je	.L1606
	movq	72(%rsp), %rax
	movq	128(%rsp), %rdi
	movq	24(%rsp), %rsi
	addl	$1, 24(%rax)
	cmpq	%rsi, %rdi
	jnb	.L1581
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
.L1582:
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
	jnc	.L1585
	addq	$1, %rsi
	addq	%r11, %rbx
	addq	%r8, %rdi
	cmpq	$16383, %rsi
	jbe	.L1607
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
	jmp	.L1582
	.p2align 4,,10
	.p2align 3
.L1607:
	movq	%rsi, %r13
	movl	$1, %eax
	xorl	%ecx, %ecx
	jmp	.L1582
	.p2align 4,,10
	.p2align 3
.L1585:
	movq	136(%rsp), %rbx
	movq	%r13, 240(%rbx)
	movq	%rdi, 312(%rbx)
	movq	%r12, 360(%rbx)
	testl	%ecx, %ecx
	je	.L1608
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	movq	64(%rsp), %rax
	subl	$16, %ecx
	movl	%ecx, 192(%rax)
.L1580:
	addq	$8, 56(%rsp)
	addq	$8, %rbx
	addq	$4, 64(%rsp)
	cmpq	%rbx, 112(%rsp)
	jne	.L1591
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
.L1575:
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
.L1606:
	.cfi_restore_state
	movq	64(%rsp), %rax
	movl	$1, (%rax)
	jmp	.L1580
	.p2align 4,,10
	.p2align 3
.L1581:
	movq	72(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax), %rax
	movq	%rax, 32(%rsp)
	subq	$1, %rax
	je	.L1583
	.p2align 4,,10
	.p2align 3
.L1584:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L1594
	movq	%rax, %rdx
	shrq	%cl, %rdx
	testq	%rdx, %rdx
	jne	.L1584
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
.L1583:
	movq	64(%rsp), %rax
	movq	24(%rsp), %rdi
	movl	$1, 24(%rax)
	movq	$0, 144(%rbx)
	movq	%rdi, 192(%rbx)
	movq	$0, 240(%rbx)
	movq	$0, 312(%rbx)
	movl	%ecx, 192(%rax)
	jmp	.L1580
	.p2align 4,,10
	.p2align 3
.L1608:
	movq	24(%rsp), %rax
	imulq	%rbp, %r12
	subq	%rdi, %rax
	movq	72(%rsp), %rdi
	subq	%r12, %rax
	movq	(%rdi), %rdi
	movq	%rdi, %rdx
	movq	%rdi, 24(%rsp)
	subq	$1, %rdx
	je	.L1589
	.p2align 4,,10
	.p2align 3
.L1590:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L1596
	movq	%rdx, %rsi
	shrq	%cl, %rsi
	testq	%rsi, %rsi
	jne	.L1590
	movl	$16, %edx
	cmpl	%edx, %ecx
	cmovnb	%ecx, %edx
	leal	-16(%rdx), %ecx
.L1589:
	movq	64(%rsp), %rdi
	movl	$1, 24(%rdi)
	movq	%r13, 144(%rbx)
	movq	%rax, 192(%rbx)
	movq	$0, 240(%rbx)
	movq	$0, 312(%rbx)
	movl	%ecx, 192(%rdi)
	jmp	.L1580
	.p2align 4,,10
	.p2align 3
.L1605:
	movq	$50000, 96(%rsp)
	movq	$0, 104(%rsp)
	jmp	.L1578
	.p2align 4,,10
	.p2align 3
.L1594:
	movl	$48, %ecx
	jmp	.L1583
.L1596:
	movl	$48, %ecx
	jmp	.L1589
.L1592:
	movl	$-2, %eax
	jmp	.L1575
	.cfi_endproc
.LFE117:
	.size	cqr_first_end, .-cqr_first_end
	.section	.rodata.str1.1
.LC325:
	.string	"open: from the intended send"
.LC326:
	.string	"closed: from the actual send"
	.section	.rodata.str1.8
	.align 8
.LC328:
	.string	"No stall: the first second, the latency of each request by its due time"
	.section	.rodata.str1.1
.LC329:
	.string	"due time (ms)"
.LC330:
	.string	"%d"
	.text
	.p2align 4
	.type	first_second_writer, @function
first_second_writer:
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
	movapd	.LC327(%rip), %xmm0
	movq	(%rsp), %r11
	movq	%rax, %r15
	movaps	%xmm0, 16(%rsp)
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 32(%rsp)
	testq	%r11, %r11
	je	.L1610
	testq	%rax, %rax
	je	.L1610
	testq	%rbx, %rbx
	je	.L1639
	movq	8(%rbp), %r12
	pxor	%xmm1, %xmm1
	movq	%r11, %r14
	leaq	(%r12,%rbx,8), %rbx
	jmp	.L1616
	.p2align 4,,10
	.p2align 3
.L1641:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1615:
	divsd	.LC243(%rip), %xmm0
	addq	$8, %r12
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%rbx, %r12
	je	.L1640
.L1616:
	movq	(%r12), %rax
	testq	%rax, %rax
	jns	.L1641
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1615
	.p2align 4,,10
	.p2align 3
.L1640:
	movsd	.LC244(%rip), %xmm6
	movq	%r14, %r11
	mulsd	%xmm0, %xmm6
	movq	%xmm6, %rbx
.L1612:
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
	ja	.L1642
.L1617:
	movapd	%xmm1, %xmm0
	movq	%r11, (%rsp)
	xorl	%ebx, %ebx
	leaq	.LC248(%rip), %r14
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	movl	$500, %ecx
	leaq	.LC328(%rip), %rax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movq	%r13, %rdi
	mulsd	%xmm0, %xmm2
	leaq	.LC245(%rip), %rsi
	movsd	%xmm2, 40(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 152
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 160
	call	fprintf@PLT
	leaq	32(%rsp), %rsi
	leaq	.LC329(%rip), %rdx
	movq	%r13, %rdi
	leaq	.LC246(%rip), %rcx
	movq	%rsi, 24(%rsp)
	call	svg_axes
	popq	%rax
	.cfi_def_cfa_offset 152
	popq	%rdx
	.cfi_def_cfa_offset 144
	leaq	48(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L1618:
	movl	%ebx, %ecx
	leaq	.LC330(%rip), %rdx
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
	divsd	.LC66(%rip), %xmm1
	mulsd	.LC54(%rip), %xmm1
	addsd	.LC55(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpl	$1100, %ebx
	jne	.L1618
	movq	(%rsp), %r11
	movsd	.LC243(%rip), %xmm1
	movl	$78, %r14d
	movl	$1, %r12d
	movq	%r11, %rbx
.L1619:
	movq	24(%rbp), %r8
	testq	%r8, %r8
	je	.L1632
	movq	16(%rbp), %rcx
	leaq	0(,%r8,8), %rdx
	xorl	%eax, %eax
	jmp	.L1628
	.p2align 4,,10
	.p2align 3
.L1644:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%rbx,%rax)
	cmpl	$1, %r12d
	je	.L1643
.L1622:
	movq	0(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	js	.L1626
.L1638:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L1625:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%r15,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	je	.L1632
.L1628:
	movq	(%rcx,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L1644
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
	jne	.L1622
.L1643:
	movq	8(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L1638
.L1626:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1625
	.p2align 4,,10
	.p2align 3
.L1632:
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
	leaq	.LC325(%rip), %rcx
	leaq	.LC326(%rip), %rax
	movl	$120, %r8d
	leaq	.LC253(%rip), %rsi
	movq	%r13, %rdi
	cmove	%rcx, %rax
	movl	%r14d, %ecx
	subq	$1, %r12
	movq	%rax, (%rsp)
	leal	4(%r14), %eax
	pushq	%rax
	.cfi_def_cfa_offset 168
	leaq	.LC11(%rip), %rax
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
	je	.L1630
	movq	.LC243(%rip), %rax
	movl	$60, %r14d
	movq	%rax, %xmm1
	jmp	.L1619
	.p2align 4,,10
	.p2align 3
.L1630:
	movq	%r13, %rcx
	movl	$7, %edx
	movl	$1, %esi
	movq	%rbx, (%rsp)
	leaq	.LC249(%rip), %rdi
	call	fwrite@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1609:
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
.L1642:
	.cfi_restore_state
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC2(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
	jmp	.L1617
.L1639:
	xorl	%ebx, %ebx
	movq	%rbx, %xmm1
	jmp	.L1612
.L1610:
	movq	%r11, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1609
	.cfi_endproc
.LFE211:
	.size	first_second_writer, .-first_second_writer
	.section	.rodata.str1.8
	.align 8
.LC331:
	.string	"load, % of the server's capacity"
	.section	.rodata.str1.1
.LC332:
	.string	"stall (us, log scale)"
.LC333:
	.string	"p99 latency (ms)"
.LC334:
	.string	"%g"
	.section	.rodata.str1.8
	.align 8
.LC335:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC336:
	.string	"#555555"
.LC337:
	.string	"theory, M/M/1 open p99"
	.section	.rodata.str1.8
	.align 8
.LC338:
	.string	"p99 against stall length (the load held fixed)"
	.section	.rodata.str1.1
.LC339:
	.string	"p99 against load"
	.text
	.p2align 4
	.type	sweep_writer, @function
sweep_writer:
.LFB212:
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
	subq	$184, %rsp
	.cfi_def_cfa_offset 240
	movq	32(%rsi), %rax
	movq	24(%rsi), %r14
	movq	%rdi, 80(%rsp)
	movq	%rax, 96(%rsp)
	movq	16(%rsi), %rax
	leaq	0(,%r14,8), %r13
	movq	%r13, %rdi
	movaps	%xmm0, 112(%rsp)
	movq	%rax, 72(%rsp)
	movq	8(%rsi), %rax
	movaps	%xmm0, 128(%rsp)
	movq	%rax, 8(%rsp)
	movl	(%rsi), %eax
	movl	%eax, 48(%rsp)
	call	malloc@PLT
	movq	%r13, %rdi
	movq	%rax, %rbp
	call	malloc@PLT
	testq	%rbp, %rbp
	movq	%rax, %r15
	sete	%al
	testq	%r15, %r15
	sete	%dl
	orb	%dl, %al
	jne	.L1681
	testq	%r14, %r14
	je	.L1681
	movq	72(%rsp), %rax
	movq	%r15, 24(%rsp)
	pxor	%xmm1, %xmm1
	xorl	%r12d, %r12d
	movq	%r13, 16(%rsp)
	movq	8(%rsp), %r13
	leaq	264(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L1655:
	movq	0(%r13,%r12,8), %rax
	testq	%rax, %rax
	js	.L1649
	movl	48(%rsp), %r11d
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testl	%r11d, %r11d
	je	.L1693
.L1651:
	movsd	%xmm0, 0(%rbp,%r12,8)
	leaq	-240(%rbx), %r15
.L1654:
	movq	(%r15), %rdx
	testq	%rdx, %rdx
	js	.L1652
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1653:
	divsd	.LC243(%rip), %xmm0
	addq	$80, %r15
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%r15, %rbx
	jne	.L1654
	addq	$1, %r12
	addq	$288, %rbx
	movsd	%xmm0, 136(%rsp)
	cmpq	%r14, %r12
	jb	.L1655
	movl	48(%rsp), %r10d
	movq	16(%rsp), %r13
	movq	24(%rsp), %r15
	testl	%r10d, %r10d
	je	.L1656
	pxor	%xmm0, %xmm0
	movq	.LC72(%rip), %rax
	comisd	%xmm0, %xmm1
	movq	%rax, 120(%rsp)
	ja	.L1657
	movsd	.LC2(%rip), %xmm0
	movsd	%xmm0, 40(%rsp)
.L1658:
	movl	$820, %edx
	leaq	.LC339(%rip), %rax
	movl	$500, %ecx
	movsd	%xmm0, 136(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 248
	movl	$500, %r9d
	movl	$820, %r8d
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 256
	movq	96(%rsp), %rdi
	leaq	.LC245(%rip), %rsi
	movabsq	$0x4059000000000000, %r13
	call	fprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 248
	popq	%rdx
	.cfi_def_cfa_offset 240
	leaq	.LC331(%rip), %rdx
	movq	$0x000000000, 8(%rsp)
.L1678:
	movq	80(%rsp), %rdi
	leaq	112(%rsp), %rsi
	leaq	.LC333(%rip), %rcx
	movq	%rsi, 88(%rsp)
	call	svg_axes
	movq	%r13, %xmm2
	comisd	8(%rsp), %xmm2
	jb	.L1694
	movl	48(%rsp), %r9d
	movsd	.LC61(%rip), %xmm2
	testl	%r9d, %r9d
	jne	.L1666
	movsd	.LC2(%rip), %xmm2
.L1666:
	movsd	8(%rsp), %xmm4
	movq	%r13, %xmm5
	movq	%rbp, 104(%rsp)
	leaq	144(%rsp), %rbx
	movsd	.LC54(%rip), %xmm7
	movq	80(%rsp), %rbp
	movq	%r13, 56(%rsp)
	leaq	.LC248(%rip), %r12
	subsd	%xmm4, %xmm5
	movapd	%xmm4, %xmm3
	movsd	.LC55(%rip), %xmm4
	movl	48(%rsp), %r13d
	movsd	%xmm7, 24(%rsp)
	movsd	%xmm4, 32(%rsp)
	movsd	%xmm5, 16(%rsp)
	movsd	%xmm2, 48(%rsp)
	.p2align 4,,10
	.p2align 3
.L1668:
	testl	%r13d, %r13d
	je	.L1695
	movapd	%xmm3, %xmm0
	movsd	%xmm3, 64(%rsp)
.L1692:
	leaq	.LC334(%rip), %rdx
	movl	$32, %esi
	movq	%rbx, %rdi
	movl	$1, %eax
	call	snprintf@PLT
	movq	%rbx, %r9
	movl	$430, %ecx
	movq	%r12, %rsi
	movsd	64(%rsp), %xmm3
	movl	$50, %edx
	movq	%rbp, %rdi
	movl	$3, %eax
	movl	$448, %r8d
	movapd	%xmm3, %xmm1
	subsd	8(%rsp), %xmm1
	divsd	16(%rsp), %xmm1
	mulsd	24(%rsp), %xmm1
	addsd	32(%rsp), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	64(%rsp), %xmm3
	addsd	48(%rsp), %xmm3
	movsd	56(%rsp), %xmm4
	comisd	%xmm3, %xmm4
	jnb	.L1668
	movq	104(%rsp), %rbp
.L1669:
	leaq	SET_NAME(%rip), %rax
	leaq	SET_COLOUR(%rip), %r13
	movq	80(%rsp), %r12
	movl	$60, 64(%rsp)
	movq	%rax, 48(%rsp)
	movq	72(%rsp), %rax
	movq	%r13, 72(%rsp)
	addq	$24, %rax
	movq	%rax, 56(%rsp)
.L1664:
	movq	56(%rsp), %rcx
	xorl	%edx, %edx
	jmp	.L1672
	.p2align 4,,10
	.p2align 3
.L1697:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1671:
	divsd	.LC243(%rip), %xmm0
	movsd	%xmm0, (%r15,%rdx,8)
	addq	$1, %rdx
	addq	$288, %rcx
	cmpq	%r14, %rdx
	jnb	.L1696
.L1672:
	movq	(%rcx), %rax
	testq	%rax, %rax
	jns	.L1697
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1671
	.p2align 4,,10
	.p2align 3
.L1652:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1653
	.p2align 4,,10
	.p2align 3
.L1649:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	movl	48(%rsp), %r11d
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testl	%r11d, %r11d
	jne	.L1651
.L1693:
	movsd	%xmm1, 8(%rsp)
	divsd	.LC66(%rip), %xmm0
	call	log10@PLT
	movsd	8(%rsp), %xmm1
	jmp	.L1651
	.p2align 4,,10
	.p2align 3
.L1656:
	movsd	0(%rbp), %xmm0
	movq	.LC60(%rip), %xmm4
	movsd	.LC59(%rip), %xmm6
	movapd	%xmm0, %xmm2
	movapd	%xmm4, %xmm3
	andpd	%xmm4, %xmm2
	ucomisd	%xmm2, %xmm6
	jbe	.L1659
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm2, %xmm2
	movsd	.LC2(%rip), %xmm7
	andnpd	%xmm0, %xmm3
	cvtsi2sdq	%rax, %xmm2
	movapd	%xmm2, %xmm5
	cmpnlesd	%xmm0, %xmm5
	andpd	%xmm7, %xmm5
	subsd	%xmm5, %xmm2
	orpd	%xmm3, %xmm2
	movapd	%xmm2, %xmm0
.L1659:
	movsd	-8(%rbp,%r13), %xmm2
	movsd	%xmm0, 8(%rsp)
	movapd	%xmm4, %xmm5
	movapd	%xmm2, %xmm3
	andpd	%xmm4, %xmm3
	ucomisd	%xmm3, %xmm6
	jbe	.L1660
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm3, %xmm3
	movapd	%xmm2, %xmm7
	movsd	.LC2(%rip), %xmm8
	andnpd	%xmm2, %xmm5
	cvtsi2sdq	%rax, %xmm3
	cmpnlesd	%xmm3, %xmm7
	andpd	%xmm8, %xmm7
	addsd	%xmm7, %xmm3
	orpd	%xmm5, %xmm3
	movapd	%xmm3, %xmm2
.L1660:
	unpcklpd	%xmm2, %xmm0
	movq	%xmm2, %r13
	movaps	%xmm0, 112(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1661
	movsd	.LC2(%rip), %xmm0
	movsd	%xmm0, 40(%rsp)
.L1662:
	movl	$500, %ecx
	movl	$820, %edx
	leaq	.LC338(%rip), %rax
	movsd	%xmm0, 136(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 248
	leaq	.LC245(%rip), %rsi
	movl	$500, %r9d
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 256
	movq	96(%rsp), %rdi
	movl	$820, %r8d
	call	fprintf@PLT
	popq	%rcx
	.cfi_def_cfa_offset 248
	leaq	.LC332(%rip), %rdx
	popq	%rsi
	.cfi_def_cfa_offset 240
	jmp	.L1678
	.p2align 4,,10
	.p2align 3
.L1696:
	movq	72(%rsp), %rax
	subq	$8, %rsp
	.cfi_def_cfa_offset 248
	movq	%r14, %r8
	movq	%r12, %rdi
	movq	%r15, %rcx
	movq	%rbp, %rdx
	xorl	%r13d, %r13d
	movq	(%rax), %rbx
	pushq	$0
	.cfi_def_cfa_offset 256
	movq	104(%rsp), %rsi
	movq	%rbx, %r9
	call	svg_line
	popq	%rdi
	.cfi_def_cfa_offset 248
	popq	%r8
	.cfi_def_cfa_offset 240
	.p2align 4,,10
	.p2align 3
.L1673:
	movsd	(%r15,%r13,8), %xmm1
	divsd	40(%rsp), %xmm1
	movsd	0(%rbp,%r13,8), %xmm0
	movq	%rbx, %rdx
	mulsd	.LC52(%rip), %xmm1
	subsd	8(%rsp), %xmm0
	divsd	16(%rsp), %xmm0
	leaq	.LC335(%rip), %rsi
	movsd	.LC53(%rip), %xmm7
	mulsd	24(%rsp), %xmm0
	movq	%r12, %rdi
	addq	$1, %r13
	addsd	32(%rsp), %xmm0
	movl	$2, %eax
	subsd	%xmm1, %xmm7
	movapd	%xmm7, %xmm1
	call	fprintf@PLT
	cmpq	%r14, %r13
	jb	.L1673
	subq	$8, %rsp
	.cfi_def_cfa_offset 248
	movl	$120, %r8d
	movl	$92, %edx
	movq	56(%rsp), %r13
	leaq	.LC253(%rip), %rsi
	pushq	0(%r13)
	.cfi_def_cfa_offset 256
	movl	80(%rsp), %edi
	addq	$8, %r13
	leal	4(%rdi), %eax
	movl	%edi, %r9d
	movl	%edi, %ecx
	pushq	%rax
	.cfi_def_cfa_offset 264
	leaq	.LC11(%rip), %rax
	pushq	$126
	.cfi_def_cfa_offset 272
	pushq	%rax
	.cfi_def_cfa_offset 280
	xorl	%eax, %eax
	pushq	%rbx
	.cfi_def_cfa_offset 288
	movl	%edi, %ebx
	movq	%r12, %rdi
	call	fprintf@PLT
	movl	%ebx, %eax
	addq	$8, 120(%rsp)
	addl	$18, %eax
	addq	$80, 104(%rsp)
	movq	%r13, 96(%rsp)
	movl	%eax, 112(%rsp)
	addq	$48, %rsp
	.cfi_def_cfa_offset 240
	cmpl	$114, %eax
	jne	.L1664
	movq	96(%rsp), %r12
	testq	%r12, %r12
	je	.L1675
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L1676:
	movsd	40(%rsp), %xmm1
	movsd	(%r12,%rbx,8), %xmm0
	divsd	.LC243(%rip), %xmm0
	call	fmin@PLT
	movsd	%xmm0, (%r15,%rbx,8)
	addq	$1, %rbx
	cmpq	%r14, %rbx
	jb	.L1676
	subq	$8, %rsp
	.cfi_def_cfa_offset 248
	movq	%r14, %r8
	movq	%r15, %rcx
	movq	%rbp, %rdx
	pushq	$1
	.cfi_def_cfa_offset 256
	movq	96(%rsp), %rbx
	leaq	.LC336(%rip), %r9
	movq	104(%rsp), %rsi
	movq	%rbx, %rdi
	call	svg_line
	leaq	.LC337(%rip), %rax
	movl	$114, %r9d
	movl	$120, %r8d
	movq	%rax, (%rsp)
	movl	$114, %ecx
	leaq	.LC49(%rip), %rax
	movl	$92, %edx
	pushq	$118
	.cfi_def_cfa_offset 264
	leaq	.LC253(%rip), %rsi
	movq	%rbx, %rdi
	pushq	$126
	.cfi_def_cfa_offset 272
	pushq	%rax
	.cfi_def_cfa_offset 280
	leaq	.LC336(%rip), %rax
	pushq	%rax
	.cfi_def_cfa_offset 288
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	.cfi_def_cfa_offset 240
.L1675:
	movq	80(%rsp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC249(%rip), %rdi
	call	fwrite@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1645:
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
.L1695:
	.cfi_restore_state
	movq	.LC61(%rip), %rax
	movapd	%xmm3, %xmm1
	movsd	%xmm3, 64(%rsp)
	movq	%rax, %xmm0
	call	pow@PLT
	jmp	.L1692
.L1657:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm1
	movsd	.LC244(%rip), %xmm2
	movsd	.LC65(%rip), %xmm3
	movsd	.LC59(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L1698
.L1680:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, 40(%rsp)
	movapd	%xmm2, %xmm0
	jmp	.L1658
.L1698:
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC2(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
	jmp	.L1680
.L1661:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 16(%rsp)
	call	nice_step
	movsd	16(%rsp), %xmm1
	movsd	.LC244(%rip), %xmm2
	movq	.LC60(%rip), %xmm4
	movq	.LC59(%rip), %rax
	mulsd	%xmm1, %xmm2
	movq	%rax, %xmm6
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm6
	jbe	.L1679
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm3
	movsd	.LC2(%rip), %xmm5
	andnpd	%xmm2, %xmm4
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm3
	andpd	%xmm5, %xmm3
	addsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm4, %xmm2
.L1679:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 16(%rsp)
	call	nice_step
	movsd	16(%rsp), %xmm2
	mulsd	%xmm2, %xmm0
	movsd	%xmm0, 40(%rsp)
	jmp	.L1662
.L1694:
	movq	%r13, %xmm5
	subsd	8(%rsp), %xmm5
	movsd	.LC54(%rip), %xmm7
	movsd	%xmm7, 24(%rsp)
	movsd	%xmm5, 16(%rsp)
	movsd	.LC55(%rip), %xmm5
	movsd	%xmm5, 32(%rsp)
	jmp	.L1669
.L1681:
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movl	$-1, %eax
	jmp	.L1645
	.cfi_endproc
.LFE212:
	.size	sweep_writer, .-sweep_writer
	.section	.rodata.str1.1
.LC340:
	.string	"ok %s\n"
.LC341:
	.string	"%s"
.LC342:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB268:
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
	je	.L1711
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1704:
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
	jc	.L1704
	leaq	80(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC341(%rip), %rdx
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
.L1707:
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
	jc	.L1707
	leaq	(%rbx,%rsi), %rcx
	leaq	32(%rsp), %rbx
	movq	24(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC341(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC342(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1699:
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
.L1711:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC340(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1699
	.cfi_endproc
.LFE268:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC343:
	.string	"parse_time '%s'%s"
.LC344:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB269:
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
	jne	.L1718
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC344(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC343(%rip), %rdx
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
.L1718:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC11(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC343(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L1719
.L1715:
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
.L1719:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L1715
	.cfi_endproc
.LFE269:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.1
.LC345:
	.string	"RESULT set=%s"
.LC346:
	.string	" n=%lu"
.LC347:
	.string	" %s_ns=%lu"
	.section	.rodata.str1.8
	.align 8
.LC348:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.text
	.p2align 4
	.type	print_result_set, @function
print_result_set:
.LFB175:
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
	leaq	.LC347(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	leaq	8(%rbx), %r15
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	movq	%rsi, 24(%rsp)
	movq	%rdi, %rsi
	leaq	.LC345(%rip), %rdi
	call	printf@PLT
	movq	(%rbx), %rsi
	leaq	.LC346(%rip), %rdi
	xorl	%eax, %eax
	leaq	PCT_NAME(%rip), %rbx
	call	printf@PLT
	leaq	48(%rbx), %r14
	.p2align 4,,10
	.p2align 3
.L1721:
	movq	(%r15), %rdx
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %r15
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L1721
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
.L1724:
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
	jc	.L1724
	leaq	32(%rsp), %rbp
	addq	%rbx, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC341(%rip), %rdx
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	24(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax), %r8
	movq	56(%rax), %rax
	testq	%r8, %r8
	je	.L1725
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
.L1725:
	movq	%rbx, %rdi
	leaq	.LC181(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	24(%rsp), %rax
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC348(%rip), %rdi
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
.LFE175:
	.size	print_result_set, .-print_result_set
	.section	.rodata.str1.1
.LC349:
	.string	"open"
.LC350:
	.string	"closed"
.LC351:
	.string	",closed-form"
.LC352:
	.string	"%s-%s"
.LC353:
	.string	"%s loop: sent %lu of %lu"
.LC354:
	.string	", %lu never sent"
.LC355:
	.string	", %lu dropped"
.LC356:
	.string	", %lu timed out (%s %%)"
.LC357:
	.string	", %lu rejected (%s %%)"
.LC358:
	.string	"; %.1f a second, of %.1f\n"
	.section	.rodata.str1.8
	.align 8
.LC359:
	.string	"RESULT timeouts client=%s count=%lu share_pct=%s\n"
	.align 8
.LC360:
	.string	"RESULT errors client=%s count=%lu share_pct=%s\n"
	.align 8
.LC361:
	.string	"RESULT rate client=%s intended=%lu sent=%lu never_sent=%lu dropped=%lu intended_per_s=%.1f achieved_per_s=%.1f\n"
	.align 8
.LC362:
	.string	"RESULT omissions checked_against=reference%s checks=%lu\n"
	.align 8
.LC363:
	.string	"(us; the faults' walks, once each; p99 beside the truth's %s us:"
	.section	.rodata.str1.1
.LC364:
	.string	" %s %s"
.LC365:
	.string	" times)"
	.text
	.p2align 4
	.type	print_omissions, @function
print_omissions:
.LFB253:
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
	movl	%esi, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$168, %rsp
	.cfi_def_cfa_offset 224
	movq	(%rdi), %r14
	movq	392(%rdi), %rax
	movq	%rdi, 24(%rsp)
	movq	128(%r14), %rdx
	movq	120(%r14), %rsi
	movq	%rax, 16(%rsp)
	movq	136(%r14), %rax
	cmpq	$1, %rax
	jbe	.L1794
	cmpq	%rdx, %rsi
	jnb	.L1794
	subq	$1, %rax
	js	.L1733
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1734:
	mulsd	.LC28(%rip), %xmm0
	subq	%rsi, %rdx
	js	.L1735
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L1736:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L1732
.L1794:
	movq	$0x000000000, 32(%rsp)
.L1732:
	cmpq	$0, 16(%rsp)
	je	.L1731
	xorl	%eax, %eax
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L1743:
	cmpl	$1, %eax
	jle	.L1840
	cmpl	$3, %eax
	jle	.L1841
	cmpq	$0, 248(%r14)
	movl	$1, %edx
	jne	.L1741
	movl	272(%r14), %r8d
	testl	%r8d, %r8d
	jne	.L1741
	xorl	%edx, %edx
	cmpq	$0, 280(%r14)
	setne	%dl
.L1741:
	addl	$1, %eax
	addl	%edx, %esi
	cmpl	$7, %eax
	jne	.L1743
	testl	%ebp, %ebp
	je	.L1842
.L1745:
	movl	%esi, 40(%rsp)
	xorl	%r13d, %r13d
	xorl	%ebx, %ebx
	movl	%ebp, 8(%rsp)
.L1757:
	movq	16(%rsp), %rax
	xorl	%r15d, %r15d
	leaq	(%rax,%r13), %r12
	.p2align 4,,10
	.p2align 3
.L1759:
	cmpq	$1, %r15
	jbe	.L1843
	cmpq	$3, %r15
	jbe	.L1844
	testl	%ebx, %ebx
	je	.L1750
	cmpq	$0, 248(%r14)
	je	.L1751
.L1754:
	cmpq	$6, %r15
	je	.L1752
	leaq	OSET_NAME(%rip), %rax
	leaq	.LC349(%rip), %rcx
	movq	(%rax,%r15,8), %r8
.L1753:
	leaq	112(%rsp), %rbp
	leaq	.LC352(%rip), %rdx
	movl	$40, %esi
	xorl	%eax, %eax
	movq	%rbp, %rdi
	call	snprintf@PLT
.L1755:
	movl	8(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L1845
	movl	$16, %edi
	movq	%r12, %rdx
	movq	%rbp, %rsi
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
.L1750:
	addq	$1, %r15
	addq	$80, %r12
	cmpq	$7, %r15
	jne	.L1759
	addq	$560, %r13
	testl	%ebx, %ebx
	jne	.L1846
	movl	$1, %ebx
	jmp	.L1757
	.p2align 4,,10
	.p2align 3
.L1843:
	cmpq	$0, 216(%r14)
	je	.L1838
.L1747:
	leaq	OSET_NAME(%rip), %rax
	testl	%ebx, %ebx
	leaq	.LC349(%rip), %rcx
	movq	(%rax,%r15,8), %r8
	leaq	.LC350(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L1753
	.p2align 4,,10
	.p2align 3
.L1844:
	movl	224(%r14), %edi
	testl	%edi, %edi
	jne	.L1747
.L1838:
	addq	$1, %r15
	addq	$80, %r12
	jmp	.L1759
	.p2align 4,,10
	.p2align 3
.L1845:
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	print_result_set
	jmp	.L1750
	.p2align 4,,10
	.p2align 3
.L1840:
	xorl	%edx, %edx
	cmpq	$0, 216(%r14)
	setne	%dl
	addl	$1, %eax
	leal	(%rsi,%rdx,2), %esi
	jmp	.L1743
	.p2align 4,,10
	.p2align 3
.L1841:
	movl	224(%r14), %edx
	addl	$1, %eax
	leal	(%rsi,%rdx,2), %esi
	jmp	.L1743
	.p2align 4,,10
	.p2align 3
.L1751:
	movl	272(%r14), %esi
	testl	%esi, %esi
	jne	.L1754
	cmpq	$0, 280(%r14)
	jne	.L1754
	jmp	.L1750
	.p2align 4,,10
	.p2align 3
.L1752:
	movl	$6775148, 112(%rsp)
	leaq	112(%rsp), %rbp
	jmp	.L1755
	.p2align 4,,10
	.p2align 3
.L1856:
	movl	44(%rsp), %esi
	testl	%ebp, %ebp
	jne	.L1847
	testl	%esi, %esi
	jne	.L1848
.L1731:
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
.L1846:
	.cfi_restore_state
	movl	40(%rsp), %esi
	movq	16(%rsp), %rax
	movl	%ebx, 40(%rsp)
	xorl	%r13d, %r13d
	leaq	.LC350(%rip), %r10
	movl	8(%rsp), %ebp
	leaq	.LC361(%rip), %r12
	movl	%esi, 44(%rsp)
	leaq	1120(%rax), %r15
	movq	%r10, %rbx
.L1773:
	movq	8(%r15), %rax
	movq	56(%r15), %rdx
	movq	48(%r15), %rcx
	cmpq	$1, %rax
	jbe	.L1799
	cmpq	%rdx, %rcx
	jnb	.L1799
	movq	%rax, %rsi
	subq	$1, %rsi
	js	.L1761
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L1762:
	movsd	.LC28(%rip), %xmm1
	mulsd	%xmm0, %xmm1
	subq	%rcx, %rdx
	js	.L1763
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1764:
	divsd	%xmm0, %xmm1
	movsd	%xmm1, 8(%rsp)
	testl	%ebp, %ebp
	jne	.L1765
.L1853:
	movq	(%r15), %rcx
	movq	%rax, %rdx
	movq	%rbx, %rsi
	leaq	.LC353(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%r15), %rsi
	testq	%rsi, %rsi
	jne	.L1849
.L1766:
	movq	24(%r15), %rsi
	testq	%rsi, %rsi
	jne	.L1850
.L1767:
	cmpq	$0, 216(%r14)
	jne	.L1851
.L1768:
	cmpl	$0, 224(%r14)
	jne	.L1852
.L1769:
	movsd	32(%rsp), %xmm1
	movsd	8(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC358(%rip), %rdi
	call	printf@PLT
	jmp	.L1770
	.p2align 4,,10
	.p2align 3
.L1799:
	movq	$0x000000000, 8(%rsp)
	testl	%ebp, %ebp
	je	.L1853
.L1765:
	cmpq	$0, 216(%r14)
	jne	.L1854
.L1771:
	movl	224(%r14), %edx
	testl	%edx, %edx
	jne	.L1855
.L1772:
	movq	(%r15), %rdx
	movsd	8(%rsp), %xmm1
	movq	%rax, %rcx
	movq	%rbx, %rsi
	movq	24(%r15), %r9
	movq	16(%r15), %r8
	movq	%r12, %rdi
	movl	$2, %eax
	movsd	32(%rsp), %xmm0
	call	printf@PLT
.L1770:
	addq	$64, %r15
	leaq	.LC349(%rip), %rbx
	cmpl	$1, %r13d
	je	.L1856
	movl	40(%rsp), %r13d
	jmp	.L1773
.L1761:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1762
.L1848:
	movq	24(%rsp), %rax
	leaq	48(%rsp), %rdi
	movq	136(%rax), %rsi
	call	fmt_us.constprop.0
	leaq	.LC363(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %rax
	leaq	584(%rax), %rbp
.L1777:
	movq	%rbp, %rbx
	xorl	%r12d, %r12d
	movl	%r13d, %r15d
	.p2align 4,,10
	.p2align 3
.L1792:
	cmpq	$1, %r12
	jbe	.L1857
	cmpq	$3, %r12
	jbe	.L1858
	testl	%r15d, %r15d
	je	.L1782
	cmpq	$0, 248(%r14)
	jne	.L1788
	cmpl	$0, 272(%r14)
	jne	.L1788
	cmpq	$0, 280(%r14)
	je	.L1789
	.p2align 4,,10
	.p2align 3
.L1788:
	cmpq	$6, %r12
	jne	.L1784
.L1786:
	subq	$560, %rbp
	xorl	%r13d, %r13d
	jmp	.L1777
.L1733:
	movq	%rax, %rdi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rax, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1734
	.p2align 4,,10
	.p2align 3
.L1857:
	cmpq	$0, 216(%r14)
	je	.L1839
.L1779:
	movq	24(%rsp), %rax
	movq	(%rbx), %rsi
	leaq	80(%rsp), %rdi
	movq	136(%rax), %rdx
	call	fmt_ratio.constprop.0
	testl	%r15d, %r15d
	leaq	.LC349(%rip), %rcx
	movq	%rax, 8(%rsp)
	leaq	OSET_NAME(%rip), %rax
	movq	(%rax,%r12,8), %r8
	leaq	.LC350(%rip), %rax
	cmove	%rax, %rcx
.L1790:
	leaq	112(%rsp), %r13
	leaq	.LC352(%rip), %rdx
	movl	$40, %esi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	8(%rsp), %rdx
	movq	%r13, %rsi
	xorl	%eax, %eax
	leaq	.LC364(%rip), %rdi
	call	printf@PLT
.L1789:
	addq	$1, %r12
	addq	$80, %rbx
	cmpq	$7, %r12
	jne	.L1792
	testl	%r15d, %r15d
	jne	.L1786
.L1787:
	leaq	.LC365(%rip), %rdi
	call	puts@PLT
	movq	16(%rsp), %rsi
	xorl	%edx, %edx
	movq	%r14, %rdi
	call	print_mm1k
	jmp	.L1731
	.p2align 4,,10
	.p2align 3
.L1858:
	movl	224(%r14), %eax
	testl	%eax, %eax
	jne	.L1779
.L1839:
	addq	$1, %r12
	addq	$80, %rbx
	jmp	.L1792
	.p2align 4,,10
	.p2align 3
.L1782:
	addq	$1, %r12
	addq	$80, %rbx
	cmpq	$7, %r12
	jne	.L1792
	jmp	.L1787
.L1855:
	movq	40(%r15), %rsi
	leaq	48(%rsp), %rdi
	movq	%rax, %rdx
	call	fmt_share.constprop.0
	movq	40(%r15), %rdx
	movq	%rbx, %rsi
	leaq	.LC360(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%r15), %rax
	jmp	.L1772
.L1854:
	movq	32(%r15), %rsi
	leaq	48(%rsp), %rdi
	movq	%rax, %rdx
	call	fmt_share.constprop.0
	movq	32(%r15), %rdx
	movq	%rbx, %rsi
	leaq	.LC359(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%r15), %rax
	jmp	.L1771
.L1763:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1764
.L1842:
	movl	$10, %edi
	movl	%esi, 8(%rsp)
	call	putchar@PLT
	movl	8(%rsp), %esi
	testl	%esi, %esi
	je	.L1745
	movl	$16, %edi
	call	print_header_w
	movl	$10, %edi
	call	putchar@PLT
	movl	8(%rsp), %esi
	jmp	.L1745
.L1735:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1736
.L1784:
	movq	24(%rsp), %rax
	movq	(%rbx), %rsi
	leaq	80(%rsp), %rdi
	movq	136(%rax), %rdx
	call	fmt_ratio.constprop.0
	leaq	.LC349(%rip), %rcx
	movq	%rax, 8(%rsp)
	leaq	OSET_NAME(%rip), %rax
	movq	(%rax,%r12,8), %r8
	jmp	.L1790
.L1847:
	movq	16(%rsp), %rsi
	movq	%r14, %rdi
	movl	$1, %edx
	call	print_mm1k
	movq	24(%rsp), %rax
	leaq	.LC11(%rip), %rsi
	leaq	.LC362(%rip), %rdi
	cmpl	$0, 400(%rax)
	movq	408(%rax), %rdx
	leaq	.LC351(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1731
.L1849:
	leaq	.LC354(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1766
.L1852:
	movq	8(%r15), %rdx
	movq	40(%r15), %rsi
	leaq	48(%rsp), %rdi
	call	fmt_share.constprop.0
	movq	40(%r15), %rsi
	leaq	.LC357(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1769
.L1851:
	movq	8(%r15), %rdx
	movq	32(%r15), %rsi
	leaq	48(%rsp), %rdi
	call	fmt_share.constprop.0
	movq	32(%r15), %rsi
	leaq	.LC356(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1768
.L1850:
	leaq	.LC355(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1767
	.cfi_endproc
.LFE253:
	.size	print_omissions, .-print_omissions
	.section	.rodata.str1.8
	.align 8
.LC366:
	.string	"CHECK FAILED rep=%u %s %s expected=%s actual=%s\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB134:
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
	je	.L1871
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L1864:
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
	jc	.L1864
	leaq	96(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC341(%rip), %rdx
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
.L1867:
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
	jc	.L1867
	leaq	(%rbx,%rsi), %rcx
	leaq	48(%rsp), %rbx
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC341(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rcx
	movl	20(%rsp), %esi
	xorl	%eax, %eax
	movq	24(%rsp), %rdx
	movq	%rbp, %r9
	movq	%rbx, %r8
	leaq	.LC366(%rip), %rdi
	call	printf@PLT
.L1859:
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
.L1871:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L1859
	.cfi_endproc
.LFE134:
	.size	check, .-check
	.section	.rodata.str1.1
.LC367:
	.string	"sum_ns"
.LC368:
	.string	"corrected"
.LC369:
	.string	"stalls"
.LC370:
	.string	"last_completion_ns"
	.text
	.p2align 4
	.type	check_outcome, @function
check_outcome:
.LFB135:
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
.L1873:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L1874:
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
	jne	.L1874
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbp
	xorl	%r9d, %r9d
	movq	%rbx, %rdx
	movq	$0, 56(%rsp)
	leaq	.LC8(%rip), %rcx
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
	leaq	.LC367(%rip), %rcx
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
	jne	.L1873
	movq	72(%rsp), %rbx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC3(%rip), %rcx
	leaq	.LC369(%rip), %r13
	leaq	.LC350(%rip), %r14
	movq	160(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	leaq	.LC368(%rip), %rdx
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
	leaq	.LC349(%rip), %r13
	xorl	%r9d, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	248(%rbp), %r8
	movq	%r13, %rdx
	movl	%r15d, 36(%rsp)
	leaq	.LC370(%rip), %r15
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
.LFE135:
	.size	check_outcome, .-check_outcome
	.section	.rodata.str1.1
.LC371:
	.string	"sent"
.LC372:
	.string	"never_sent"
.LC373:
	.string	"dropped"
.LC374:
	.string	"timeouts"
.LC375:
	.string	"intended"
.LC376:
	.string	"errors"
.LC377:
	.string	"first_send_ns"
.LC378:
	.string	"last_send_ns"
.LC379:
	.string	"batch_sent"
.LC380:
	.string	"batch_errors"
	.text
	.p2align 4
	.type	check_omitted, @function
check_omitted:
.LFB170:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	.LC350(%rip), %rax
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
	subq	$344, %rsp
	.cfi_def_cfa_offset 400
	movq	%rsi, 96(%rsp)
	movl	$0, 40(%rsp)
	movq	$0, 128(%rsp)
	movq	%rax, 56(%rsp)
	movq	%rdi, 48(%rsp)
	movq	%rcx, 120(%rsp)
	movl	%r8d, 104(%rsp)
	movq	%rdx, 112(%rsp)
	movl	$1120, %edx
	movq	%rdx, %r12
.L1905:
	movq	128(%rsp), %rax
	movq	120(%rsp), %rsi
	xorl	%r10d, %r10d
	movq	%r12, 136(%rsp)
	movl	%r10d, %r12d
	leaq	(%rsi,%rax), %rbp
	movq	112(%rsp), %rsi
	leaq	(%rsi,%rax), %rbx
	leaq	OSET_NAME(%rip), %rax
	movq	%rax, 32(%rsp)
	.p2align 4,,10
	.p2align 3
.L1898:
	cmpl	$1, %r12d
	jle	.L1925
	cmpl	$3, %r12d
	jle	.L1926
	movl	40(%rsp), %esi
	testl	%esi, %esi
	je	.L1887
	movq	96(%rsp), %rax
	cmpq	$0, 248(%rax)
	jne	.L1891
	movq	96(%rsp), %rax
	movl	272(%rax), %edx
	testl	%edx, %edx
	jne	.L1891
	cmpq	$0, 280(%rax)
	je	.L1887
	.p2align 4,,10
	.p2align 3
.L1891:
	movl	104(%rsp), %ecx
	testl	%ecx, %ecx
	je	.L1927
	testb	$2, 104(%rsp)
	je	.L1887
	cmpl	$6, %r12d
	jne	.L1887
.L1893:
	leaq	288(%rsp), %rax
	movl	$6775148, 288(%rsp)
	movq	%rax, 8(%rsp)
.L1895:
	movq	0(%rbp), %rax
	xorl	%r9d, %r9d
	leaq	.LC3(%rip), %rcx
	xorl	%esi, %esi
	movq	$0, 72(%rsp)
	xorl	%r15d, %r15d
	movq	%rax, 64(%rsp)
	pushq	72(%rsp)
	.cfi_def_cfa_offset 408
	pushq	72(%rsp)
	.cfi_def_cfa_offset 416
	movq	24(%rsp), %rdx
	movq	64(%rsp), %rdi
	movq	(%rbx), %r8
	call	check
	popq	%r13
	.cfi_def_cfa_offset 408
	popq	%r14
	.cfi_def_cfa_offset 400
	movl	%r12d, 108(%rsp)
	movq	%r15, %r12
	movq	48(%rsp), %r15
	.p2align 4,,10
	.p2align 3
.L1896:
	movq	8(%r12,%rbp), %r13
	xorl	%r14d, %r14d
	movq	8(%rbx,%r12), %r8
	xorl	%r9d, %r9d
	pushq	%r14
	.cfi_def_cfa_offset 408
	leaq	PCT_NAME(%rip), %rax
	xorl	%esi, %esi
	movq	%r15, %rdi
	pushq	%r13
	.cfi_def_cfa_offset 416
	movq	(%rax,%r12), %rcx
	addq	$8, %r12
	movq	24(%rsp), %rdx
	call	check
	popq	%r10
	.cfi_def_cfa_offset 408
	popq	%r11
	.cfi_def_cfa_offset 400
	cmpq	$48, %r12
	jne	.L1896
	movq	56(%rbp), %rax
	movl	108(%rsp), %r12d
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	$0, 88(%rsp)
	movq	56(%rbx), %r8
	leaq	.LC8(%rip), %rcx
	movq	%rax, 80(%rsp)
	pushq	88(%rsp)
	.cfi_def_cfa_offset 408
	pushq	88(%rsp)
	.cfi_def_cfa_offset 416
	movq	64(%rsp), %r15
	movq	24(%rsp), %rdx
	movq	%r15, %rdi
	call	check
	movq	64(%rbx), %r8
	movq	72(%rbx), %r9
	pushq	72(%rbp)
	.cfi_def_cfa_offset 424
	pushq	64(%rbp)
	.cfi_def_cfa_offset 432
	leaq	.LC367(%rip), %rcx
	xorl	%esi, %esi
	movq	%r15, %rdi
	movq	40(%rsp), %rdx
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 400
.L1887:
	addl	$1, %r12d
	addq	$8, 32(%rsp)
	addq	$80, %rbp
	addq	$80, %rbx
	cmpl	$7, %r12d
	jne	.L1898
	movl	104(%rsp), %r9d
	movq	136(%rsp), %r12
	testl	%r9d, %r9d
	je	.L1899
	movl	40(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L1928
	movl	104(%rsp), %r11d
	movq	48(%rsp), %r15
	movq	120(%rsp), %r12
	movl	%r11d, %ebx
	andl	$2, %ebx
	testb	$1, %r11b
	jne	.L1902
	testl	%ebx, %ebx
	jne	.L1903
.L1878:
	addq	$344, %rsp
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
.L1925:
	.cfi_restore_state
	movq	96(%rsp), %rax
	cmpq	$0, 216(%rax)
	je	.L1892
	movl	104(%rsp), %r9d
	testl	%r9d, %r9d
	je	.L1883
	movl	40(%rsp), %r15d
	testl	%r15d, %r15d
	jne	.L1929
.L1892:
	addq	$8, 32(%rsp)
	addl	$1, %r12d
	addq	$80, %rbp
	addq	$80, %rbx
	jmp	.L1898
	.p2align 4,,10
	.p2align 3
.L1927:
	cmpl	$6, %r12d
	je	.L1893
.L1883:
	movq	32(%rsp), %rax
	movq	56(%rsp), %rcx
	leaq	288(%rsp), %rdi
	leaq	.LC352(%rip), %rdx
	movl	$40, %esi
	movq	%rdi, 8(%rsp)
	movq	(%rax), %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1895
	.p2align 4,,10
	.p2align 3
.L1926:
	movq	96(%rsp), %rax
	movl	224(%rax), %r8d
	testl	%r8d, %r8d
	je	.L1892
	movl	104(%rsp), %edi
	testl	%edi, %edi
	je	.L1883
	movl	40(%rsp), %eax
	testl	%eax, %eax
	je	.L1892
	jmp	.L1887
	.p2align 4,,10
	.p2align 3
.L1929:
	testb	$1, 104(%rsp)
	jne	.L1883
	jmp	.L1887
	.p2align 4,,10
	.p2align 3
.L1899:
	movq	120(%rsp), %rbx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	leaq	.LC375(%rip), %rcx
	movq	$0, 152(%rsp)
	movq	(%rbx,%r12), %rax
	movq	%rax, 144(%rsp)
	pushq	152(%rsp)
	.cfi_def_cfa_offset 408
	pushq	152(%rsp)
	.cfi_def_cfa_offset 416
	movq	128(%rsp), %r15
	movq	64(%rsp), %rbp
	movq	72(%rsp), %rdx
	movq	(%r15,%r12), %r8
	movq	%rbp, %rdi
	call	check
	movq	8(%rbx,%r12), %rax
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	8(%r15,%r12), %r8
	leaq	.LC371(%rip), %rcx
	movq	%rbp, %rdi
	movq	$0, 184(%rsp)
	movq	%rax, 176(%rsp)
	pushq	184(%rsp)
	.cfi_def_cfa_offset 424
	pushq	184(%rsp)
	.cfi_def_cfa_offset 432
	movq	88(%rsp), %rdx
	call	check
	movq	16(%rbx,%r12), %rax
	addq	$32, %rsp
	.cfi_def_cfa_offset 400
	xorl	%esi, %esi
	movq	16(%r15,%r12), %r8
	xorl	%r9d, %r9d
	movq	%rbp, %rdi
	movq	$0, 184(%rsp)
	movq	%rax, 176(%rsp)
	leaq	.LC372(%rip), %rcx
	pushq	184(%rsp)
	.cfi_def_cfa_offset 408
	pushq	184(%rsp)
	.cfi_def_cfa_offset 416
	movq	72(%rsp), %rdx
	call	check
	movq	24(%rbx,%r12), %rax
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	24(%r15,%r12), %r8
	leaq	.LC373(%rip), %rcx
	movq	%rbp, %rdi
	movq	$0, 216(%rsp)
	movq	%rax, 208(%rsp)
	pushq	216(%rsp)
	.cfi_def_cfa_offset 424
	pushq	216(%rsp)
	.cfi_def_cfa_offset 432
	movq	88(%rsp), %rdx
	call	check
	movq	32(%rbx,%r12), %rax
	addq	$32, %rsp
	.cfi_def_cfa_offset 400
	xorl	%esi, %esi
	movq	32(%r15,%r12), %r8
	xorl	%r9d, %r9d
	movq	%rbp, %rdi
	movq	$0, 216(%rsp)
	movq	%rax, 208(%rsp)
	leaq	.LC374(%rip), %rcx
	pushq	216(%rsp)
	.cfi_def_cfa_offset 408
	pushq	216(%rsp)
	.cfi_def_cfa_offset 416
	movq	72(%rsp), %rdx
	call	check
	movq	40(%rbx,%r12), %rax
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	40(%r15,%r12), %r8
	leaq	.LC376(%rip), %rcx
	movq	%rbp, %rdi
	movq	$0, 248(%rsp)
	movq	%rax, 240(%rsp)
	pushq	248(%rsp)
	.cfi_def_cfa_offset 424
	pushq	248(%rsp)
	.cfi_def_cfa_offset 432
	movq	88(%rsp), %rdx
	call	check
	movq	48(%rbx,%r12), %rax
	addq	$32, %rsp
	.cfi_def_cfa_offset 400
	xorl	%esi, %esi
	movq	48(%r15,%r12), %r8
	xorl	%r9d, %r9d
	movq	%rbp, %rdi
	movq	$0, 248(%rsp)
	movq	%rax, 240(%rsp)
	leaq	.LC377(%rip), %rcx
	pushq	248(%rsp)
	.cfi_def_cfa_offset 408
	pushq	248(%rsp)
	.cfi_def_cfa_offset 416
	movq	72(%rsp), %rdx
	call	check
	movq	56(%rbx,%r12), %rax
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	56(%r15,%r12), %r8
	leaq	.LC378(%rip), %rcx
	movq	%rbp, %rdi
	addq	$64, %r12
	movq	%rax, 272(%rsp)
	movq	$0, 280(%rsp)
	pushq	280(%rsp)
	.cfi_def_cfa_offset 424
	pushq	280(%rsp)
	.cfi_def_cfa_offset 432
	movq	88(%rsp), %rdx
	call	check
	addq	$560, 160(%rsp)
	addq	$32, %rsp
	.cfi_def_cfa_offset 400
	cmpl	$1, 40(%rsp)
	je	.L1923
.L1901:
	leaq	.LC349(%rip), %rax
	movl	$1, 40(%rsp)
	movq	%rax, 56(%rsp)
	jmp	.L1905
.L1902:
	movq	1216(%r12), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movl	%r11d, 8(%rsp)
	leaq	.LC374(%rip), %rcx
	movq	%r15, %rdi
	pushq	%rdx
	.cfi_def_cfa_offset 408
	pushq	%rax
	.cfi_def_cfa_offset 416
	movq	128(%rsp), %rax
	movq	72(%rsp), %rdx
	movq	1216(%rax), %r8
	call	check
	testl	%ebx, %ebx
	popq	%rdx
	.cfi_def_cfa_offset 408
	popq	%rcx
	.cfi_def_cfa_offset 400
	movl	8(%rsp), %r11d
	jne	.L1903
.L1904:
	testl	%r11d, %r11d
	jne	.L1878
.L1915:
	leaq	.LC379(%rip), %r13
	movq	%r12, 32(%rsp)
	movl	$1248, %r14d
	leaq	.LC349(%rip), %rbx
	movq	%r13, 40(%rsp)
	leaq	.LC380(%rip), %rbp
	movq	%r15, 8(%rsp)
	movq	112(%rsp), %r15
	.p2align 4,,10
	.p2align 3
.L1907:
	movq	32(%rsp), %rax
	xorl	%r13d, %r13d
	movq	(%r15,%r14), %r8
	xorl	%r9d, %r9d
	movq	%rbx, %rdx
	xorl	%esi, %esi
	movq	(%rax,%r14), %r12
	pushq	%r13
	.cfi_def_cfa_offset 408
	pushq	%r12
	.cfi_def_cfa_offset 416
	movq	56(%rsp), %rcx
	movq	24(%rsp), %rdi
	call	check
	movq	48(%rsp), %rax
	xorl	%r9d, %r9d
	movq	%rbp, %rcx
	movq	$0, 40(%rsp)
	movq	256(%r15,%r14), %r8
	movq	%rbx, %rdx
	xorl	%esi, %esi
	movq	256(%rax,%r14), %rax
	addq	$8, %r14
	movq	%rax, 32(%rsp)
	pushq	40(%rsp)
	.cfi_def_cfa_offset 424
	pushq	40(%rsp)
	.cfi_def_cfa_offset 432
	movq	40(%rsp), %rdi
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 400
	cmpq	$1504, %r14
	jne	.L1907
	jmp	.L1878
.L1903:
	movq	1192(%r12), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movl	%r11d, 8(%rsp)
	leaq	.LC371(%rip), %rcx
	movq	%r15, %rdi
	pushq	%rdx
	.cfi_def_cfa_offset 408
	pushq	%rax
	.cfi_def_cfa_offset 416
	movq	128(%rsp), %rbx
	movq	72(%rsp), %r14
	movq	1192(%rbx), %r8
	movq	%r14, %rdx
	call	check
	xorl	%edx, %edx
	movq	1200(%rbx), %r8
	xorl	%esi, %esi
	movq	1200(%r12), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 424
	xorl	%r9d, %r9d
	leaq	.LC372(%rip), %rcx
	movq	%r14, %rdx
	movq	%r15, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 432
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 400
	xorl	%edx, %edx
	xorl	%esi, %esi
	movq	1208(%r12), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 408
	movq	%r15, %rdi
	xorl	%r9d, %r9d
	movq	1208(%rbx), %r8
	leaq	.LC373(%rip), %rcx
	movq	%r14, %rdx
	pushq	%rax
	.cfi_def_cfa_offset 416
	call	check
	popq	%rsi
	.cfi_def_cfa_offset 408
	popq	%rdi
	.cfi_def_cfa_offset 400
	movl	8(%rsp), %r11d
	jmp	.L1904
.L1928:
	addq	$560, 128(%rsp)
	addq	$64, %r12
	jmp	.L1901
.L1923:
	movq	48(%rsp), %r15
	movq	120(%rsp), %r12
	jmp	.L1915
	.cfi_endproc
.LFE170:
	.size	check_omitted, .-check_omitted
	.section	.rodata.str1.1
.LC381:
	.string	" (the trace's mean)"
.LC382:
	.string	"for the trace"
.LC383:
	.string	"for the corrected trace"
.LC384:
	.string	"checking the trace"
.LC385:
	.string	"trace"
	.section	.rodata.str1.8
	.align 8
.LC386:
	.string	"bench: --export: the corrected %s holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC387:
	.string	"coordinated omission: correcting a recorded trace"
	.align 8
.LC388:
	.string	"scenario: %s\ntrace: %s, %lu latencies\n"
	.align 8
.LC389:
	.string	"correction: expected interval %s us%s; rank rule %s; slow above %s us\n"
	.align 8
.LC390:
	.string	"checks: percentiles, counts, slow counts and sums of both sets against counting over the distinct values\n"
	.section	.rodata.str1.1
.LC391:
	.string	"recorded"
.LC392:
	.string	"ratio"
.LC393:
	.string	"\n%-10s %9s"
.LC394:
	.string	" %11.*f"
	.section	.rodata.str1.8
	.align 8
.LC395:
	.string	"\n(percentiles in us; ratio = corrected / recorded)\n"
	.align 8
.LC396:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC397:
	.string	"RESULT checks passed=%lu failed=%lu runs=1\n"
	.align 8
.LC398:
	.string	"Latency by percentile: a recorded trace and its correction"
	.section	.rodata.str1.1
.LC399:
	.string	"recorded.hgrm"
.LC400:
	.string	"corrected.hgrm"
.LC401:
	.string	"percentiles.svg"
	.section	.text.unlikely,"ax",@progbits
.LCOLDB403:
	.text
.LHOTB403:
	.p2align 4
	.type	run_correct, @function
run_correct:
.LFB260:
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
	movq	%rdi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdx, %rbx
	salq	$3, %rdx
	subq	$728, %rsp
	.cfi_def_cfa_offset 784
	movq	168(%rdi), %rax
	movq	%rdx, %rdi
	movaps	%xmm0, 240(%rsp)
	movaps	%xmm0, 256(%rsp)
	movaps	%xmm0, 272(%rsp)
	movaps	%xmm0, 288(%rsp)
	pxor	%xmm0, %xmm0
	movq	%rdx, 16(%rsp)
	movq	%rcx, 56(%rsp)
	movq	%r8, 64(%rsp)
	movq	%r9, 48(%rsp)
	movq	%rax, 8(%rsp)
	movaps	%xmm0, 176(%rsp)
	call	malloc@PLT
	movq	16(%rsp), %rdx
	testq	%rax, %rax
	je	.L1973
	movl	176(%r12), %r11d
	movq	%rax, %r13
	testl	%r11d, %r11d
	je	.L1933
	testq	%rbx, %rbx
	je	.L1934
	movq	%rbp, %rax
	addq	%rbp, %rdx
	xorl	%esi, %esi
	xorl	%edi, %edi
	.p2align 4,,10
	.p2align 3
.L1935:
	movq	(%rax), %r14
	xorl	%r15d, %r15d
	addq	%r14, %rsi
	adcq	%r15, %rdi
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L1935
	movq	$1, 8(%rsp)
	xorl	%eax, %eax
	movq	%rdi, %rcx
	cmpq	%rbx, %rsi
	sbbq	%rax, %rcx
	jnc	.L1974
.L1933:
	leaq	400(%rsp), %rax
	movl	200(%r12), %ecx
	movq	%rbx, %rsi
	movq	%rbp, %rdi
	movq	192(%r12), %rdx
	movq	%rax, %r8
	movq	%rax, 40(%rsp)
	call	summarise.isra.0
	subq	$8, %rsp
	.cfi_def_cfa_offset 792
	movq	%r13, %r9
	movq	%rbx, %rsi
	leaq	488(%rsp), %rax
	movq	192(%r12), %rcx
	movl	200(%r12), %r8d
	movq	%rbp, %rdi
	movq	%rax, 32(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 800
	movq	24(%rsp), %rdx
	call	corrected_summarise
	popq	%r9
	.cfi_def_cfa_offset 792
	popq	%r10
	.cfi_def_cfa_offset 784
	testl	%eax, %eax
	jne	.L1975
	leaq	240(%rsp), %r14
	movq	%rbx, %rsi
	movq	%rbp, %rdi
	movq	%r14, %rdx
	call	dist_of_sorted
	leaq	272(%rsp), %rax
	movq	8(%rsp), %rsi
	movq	%r14, %rdi
	movq	%rax, %rdx
	movq	%rax, 16(%rsp)
	call	dist_correct
	movl	264(%rsp), %eax
	orl	$-1, %edi
	orl	296(%rsp), %eax
	je	.L1976
.L1938:
	leaq	.LC384(%rip), %rsi
	call	cannot
	movl	%eax, %r12d
.L1937:
	movq	%r14, %rdi
	call	dist_free
	movq	16(%rsp), %rdi
	call	dist_free
	movq	%r13, %rdi
	call	free@PLT
.L1930:
	addq	$728, %rsp
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
.L1976:
	.cfi_restore_state
	movq	192(%r12), %r15
	movl	200(%r12), %edx
	leaq	560(%rsp), %rcx
	movq	%r14, %rdi
	movq	%rcx, 72(%rsp)
	movq	%r15, %rsi
	movl	%edx, 32(%rsp)
	call	dist_summarise
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L1938
	movq	16(%rsp), %rdi
	movl	32(%rsp), %edx
	leaq	640(%rsp), %rcx
	movq	%r15, %rsi
	movq	%rcx, 80(%rsp)
	call	dist_summarise
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L1938
	cmpq	$0, 48(%rsp)
	je	.L1941
	movq	480(%rsp), %rcx
	cmpq	$16777216, %rcx
	jbe	.L1941
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	leaq	.LC385(%rip), %rdx
	leaq	.LC386(%rip), %rsi
	xorl	%eax, %eax
	movl	$2, %r12d
	call	fprintf@PLT
	jmp	.L1937
.L1975:
	leaq	.LC383(%rip), %rsi
	movl	%eax, %edi
	leaq	240(%rsp), %r14
	call	cannot
	movl	%eax, %r12d
	leaq	272(%rsp), %rax
	movq	%rax, 16(%rsp)
	jmp	.L1937
.L1974:
	movq	%rsi, %rax
	movq	%rbx, %rdx
	movq	%rdi, %rsi
	xorl	%ecx, %ecx
	movq	%rax, %rdi
	call	__udivti3@PLT
	movq	%rax, 8(%rsp)
	jmp	.L1933
.L1941:
	movq	40(%rsp), %xmm0
	leaq	192(%rsp), %rax
	movq	%r13, 128(%rsp)
	xorl	%r15d, %r15d
	movq	%r12, 136(%rsp)
	movhps	24(%rsp), %xmm0
	movq	%rbp, 144(%rsp)
	movaps	%xmm0, 192(%rsp)
	movq	72(%rsp), %xmm0
	movq	%rbx, 152(%rsp)
	movhps	80(%rsp), %xmm0
	movq	%rax, 80(%rsp)
	leaq	208(%rsp), %rax
	movq	%rax, 88(%rsp)
	leaq	176(%rsp), %rax
	movq	%rax, 72(%rsp)
	movq	%r14, 160(%rsp)
	movaps	%xmm0, 208(%rsp)
.L1942:
	leaq	names.8(%rip), %rax
	xorl	%r14d, %r14d
	movq	%r15, %rbx
	movq	(%rax,%r15), %rax
	movq	%rax, 32(%rsp)
	.p2align 4,,10
	.p2align 3
.L1943:
	movq	80(%rsp), %rax
	movslq	%r14d, %rdx
	xorl	%r13d, %r13d
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	(%rax,%rbx), %rbp
	movq	88(%rsp), %rax
	movq	8(%rbp,%rdx,8), %r12
	movq	(%rax,%rbx), %r15
	leaq	PCT_NAME(%rip), %rax
	movq	(%rax,%r14,8), %rcx
	addq	$1, %r14
	movq	8(%r15,%rdx,8), %r8
	pushq	%r13
	.cfi_def_cfa_offset 792
	pushq	%r12
	.cfi_def_cfa_offset 800
	movq	48(%rsp), %rdx
	movq	88(%rsp), %rdi
	call	check
	popq	%rdi
	.cfi_def_cfa_offset 792
	popq	%r8
	.cfi_def_cfa_offset 784
	cmpq	$6, %r14
	jne	.L1943
	movq	%rbx, %rax
	movq	%rbp, %rbx
	movq	%r15, %rbp
	xorl	%r9d, %r9d
	movq	%rax, %r15
	movq	(%rbx), %rax
	movq	0(%rbp), %r8
	xorl	%esi, %esi
	leaq	.LC3(%rip), %rcx
	movq	%rax, 96(%rsp)
	xorl	%eax, %eax
	movq	%rax, 104(%rsp)
	pushq	104(%rsp)
	.cfi_def_cfa_offset 792
	pushq	104(%rsp)
	.cfi_def_cfa_offset 800
	movq	88(%rsp), %r14
	movq	48(%rsp), %rdx
	movq	%r14, %rdi
	call	check
	movq	56(%rbx), %rax
	xorl	%edx, %edx
	movq	56(%rbp), %r8
	movq	%rdx, 136(%rsp)
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	%r14, %rdi
	movq	%rax, 128(%rsp)
	leaq	.LC8(%rip), %rcx
	pushq	136(%rsp)
	.cfi_def_cfa_offset 808
	pushq	136(%rsp)
	.cfi_def_cfa_offset 816
	movq	64(%rsp), %rdx
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 784
	movq	64(%rbp), %r8
	xorl	%esi, %esi
	movq	72(%rbp), %r9
	pushq	72(%rbx)
	.cfi_def_cfa_offset 792
	leaq	.LC367(%rip), %rcx
	movq	%r14, %rdi
	pushq	64(%rbx)
	.cfi_def_cfa_offset 800
	movq	48(%rsp), %rdx
	call	check
	popq	%rcx
	.cfi_def_cfa_offset 792
	popq	%rsi
	.cfi_def_cfa_offset 784
	cmpq	$8, %r15
	je	.L1944
	movl	$8, %r15d
	jmp	.L1942
.L1944:
	movq	152(%rsp), %rbx
	leaq	.LC387(%rip), %rdi
	movq	136(%rsp), %r12
	movq	128(%rsp), %r13
	movq	144(%rsp), %rbp
	movq	160(%rsp), %r14
	call	puts@PLT
	movq	64(%rsp), %rdx
	movq	%rbx, %rcx
	xorl	%eax, %eax
	movq	56(%rsp), %rsi
	leaq	.LC388(%rip), %rdi
	call	printf@PLT
	leaq	352(%rsp), %rax
	movq	192(%r12), %rsi
	movq	%rax, %rdi
	movq	%rax, 72(%rsp)
	call	fmt_us.constprop.0
	movl	200(%r12), %edx
	cmpl	$0, 176(%r12)
	movq	%rax, %r8
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rcx
	jne	.L1977
	leaq	.LC11(%rip), %r12
	movq	%r12, %rdx
.L1945:
	leaq	304(%rsp), %rax
	movq	8(%rsp), %rsi
	movq	%rdx, 64(%rsp)
	movq	%rax, %rdi
	movq	%rcx, 56(%rsp)
	movq	%r8, 32(%rsp)
	movq	%rax, 80(%rsp)
	call	fmt_us.constprop.0
	movq	32(%rsp), %r8
	movq	56(%rsp), %rcx
	leaq	.LC389(%rip), %rdi
	movq	64(%rsp), %rdx
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC390(%rip), %rdi
	call	puts@PLT
	movl	$10, %edi
	call	print_header_w
	movl	$10, %edi
	call	putchar@PLT
	movq	40(%rsp), %rdx
	movl	$10, %edi
	leaq	.LC391(%rip), %rsi
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
	movq	24(%rsp), %rdx
	movl	$10, %edi
	leaq	.LC368(%rip), %rsi
	call	print_row_w
	movq	%r12, %rdx
	leaq	.LC392(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC393(%rip), %rdi
	leaq	.LC394(%rip), %r12
	call	printf@PLT
	movq	%rbx, 32(%rsp)
	movq	%r15, %rbx
	movq	40(%rsp), %r15
	jmp	.L1952
.L1979:
	movq	24(%rsp), %rcx
	movq	(%rcx,%rbx), %rcx
	testq	%rcx, %rcx
	js	.L1947
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L1948:
	testq	%rax, %rax
	js	.L1949
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1950:
	divsd	%xmm1, %xmm0
	comisd	.LC72(%rip), %xmm0
	sbbl	%esi, %esi
	andl	$2, %esi
	addl	$1, %esi
.L1946:
	movq	%r12, %rdi
	movl	$1, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	$56, %rbx
	je	.L1978
.L1952:
	movq	(%r15,%rbx), %rax
	testq	%rax, %rax
	jne	.L1979
	pxor	%xmm0, %xmm0
	movl	$3, %esi
	jmp	.L1946
.L1977:
	leaq	.LC381(%rip), %rdx
	leaq	.LC11(%rip), %r12
	jmp	.L1945
.L1949:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1950
.L1947:
	movq	%rcx, %rsi
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rcx, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1948
.L1978:
	leaq	.LC395(%rip), %rdi
	movq	32(%rsp), %rbx
	call	puts@PLT
	movq	40(%rsp), %rsi
	leaq	.LC391(%rip), %rdi
	call	print_result_set
	movq	24(%rsp), %rsi
	leaq	.LC368(%rip), %rdi
	call	print_result_set
	movq	8(%rsp), %rsi
	leaq	.LC396(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	184(%rsp), %r12
	xorl	%eax, %eax
	movq	176(%rsp), %rsi
	leaq	.LC397(%rip), %rdi
	movq	%r12, %rdx
	call	printf@PLT
	testq	%r12, %r12
	setne	%r12b
	cmpq	$0, 48(%rsp)
	movzbl	%r12b, %r12d
	je	.L1937
	movq	72(%rsp), %rdi
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	%rbx, %rsi
	movq	424(%rsp), %xmm0
	leaq	352(%rsp), %r15
	movl	$2, 320(%rsp)
	rep stosl
	leaq	.LC398(%rip), %rax
	movq	%r15, %rdx
	movq	%rbp, %rdi
	movhps	504(%rsp), %xmm0
	movq	%r15, %xmm2
	leaq	NAMES.7(%rip), %rcx
	movaps	%xmm0, 224(%rsp)
	movq	%rax, %xmm0
	leaq	224(%rsp), %rax
	punpcklqdq	%xmm2, %xmm0
	movq	%rax, %xmm3
	movaps	%xmm0, 304(%rsp)
	movq	%rcx, %xmm0
	punpcklqdq	%xmm3, %xmm0
	movups	%xmm0, 328(%rsp)
	call	table_from_sorted
	testl	%eax, %eax
	je	.L1980
.L1953:
	movl	$1, %r12d
.L1955:
	movq	352(%rsp), %rdi
	call	free@PLT
	movq	376(%rsp), %rdi
	call	free@PLT
	jmp	.L1937
.L1980:
	leaq	376(%rsp), %rbx
	movq	16(%rsp), %rdi
	movq	%rbx, %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L1953
	leaq	hgrm_writer(%rip), %rbp
	movq	48(%rsp), %rdi
	movq	%r15, %rcx
	leaq	.LC399(%rip), %rsi
	movq	%rbp, %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L1953
	movq	48(%rsp), %rdi
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	leaq	.LC400(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L1953
	movq	80(%rsp), %rcx
	movq	48(%rsp), %rdi
	leaq	spectrum_writer(%rip), %rdx
	leaq	.LC401(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L1953
	jmp	.L1955
.L1973:
	movq	stderr(%rip), %rdi
	leaq	.LC382(%rip), %rdx
	xorl	%eax, %eax
	movl	$1, %r12d
	leaq	.LC116(%rip), %rsi
	call	fprintf@PLT
	jmp	.L1930
	.cfi_endproc
	.section	.text.unlikely
	.cfi_startproc
	.type	run_correct.cold, @function
run_correct.cold:
.LFSB260:
.L1934:
	.cfi_def_cfa_offset 784
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	ud2
	.cfi_endproc
.LFE260:
	.text
	.size	run_correct, .-run_correct
	.section	.text.unlikely
	.size	run_correct.cold, .-run_correct.cold
.LCOLDE403:
	.text
.LHOTE403:
	.section	.rodata.str1.8
	.align 8
.LC404:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC405:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC406:
	.string	"#2e8b57"
.LC407:
	.string	"#1f5fbf"
.LC408:
	.string	"closed: one sample of %s us"
.LC409:
	.string	"open: %lu requests delayed"
.LC410:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC411:
	.string	"corrected: %lu samples imputed every %s us"
	.text
	.p2align 4
	.type	timeline_writer, @function
timeline_writer:
.LFB210:
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
	jb	.L1982
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L1982:
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
	js	.L1983
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L1984:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L1985
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L1986:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L2036
	cmpq	$0, -368(%rbp)
	je	.L2036
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L1990
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1991:
	subsd	%xmm2, %xmm0
	movsd	.LC243(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L1992
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1993:
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
	js	.L1994
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L1995:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC243(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L2034
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L1999
	.p2align 4,,10
	.p2align 3
.L2052:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1998:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC243(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L2051
.L1999:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L2052
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1998
	.p2align 4,,10
	.p2align 3
.L2051:
	movsd	.LC244(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L1996:
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
	ja	.L2053
.L2000:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC243(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	48(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L2001
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2002:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC404(%rip), %rdx
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
	leaq	.LC245(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rsi
	leaq	.LC246(%rip), %rcx
	movq	%r14, %rdi
	leaq	.LC405(%rip), %rdx
	movq	%rsi, -400(%rbp)
	call	svg_axes
	movsd	-328(%rbp), %xmm5
	subsd	-320(%rbp), %xmm5
	movapd	%xmm5, %xmm0
	movsd	%xmm5, -336(%rbp)
	call	nice_step
	movsd	-320(%rbp), %xmm4
	movsd	.LC60(%rip), %xmm1
	movsd	.LC59(%rip), %xmm6
	movapd	%xmm0, %xmm5
	movq	.LC243(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L2054
.L2003:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L2055
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC248(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L2009:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC60(%rip), %xmm0
	leaq	.LC334(%rip), %rdx
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
	mulsd	.LC54(%rip), %xmm1
	addsd	.LC55(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	-312(%rbp), %xmm4
	addsd	-352(%rbp), %xmm4
	movsd	-328(%rbp), %xmm6
	movq	.LC243(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L2009
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L2010:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L2056
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
	jmp	.L2015
	.p2align 4,,10
	.p2align 3
.L2058:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L2012:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L2013
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L2014:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L2057
.L2015:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L2058
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2012
	.p2align 4,,10
	.p2align 3
.L2013:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2014
	.p2align 4,,10
	.p2align 3
.L2057:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC410(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC243(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L2059
.L2030:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L2023
	.p2align 4,,10
	.p2align 3
.L2061:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2020:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L2021
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L2022:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L2060
.L2023:
	testq	%rdx, %rdx
	jns	.L2061
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2020
	.p2align 4,,10
	.p2align 3
.L2021:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2022
	.p2align 4,,10
	.p2align 3
.L2060:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC406(%rip), %r9
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
	movq	.LC243(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L2018
.L2017:
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
	jmp	.L2029
	.p2align 4,,10
	.p2align 3
.L2062:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L2026:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L2027
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L2028:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L2018
.L2029:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L2062
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2026
	.p2align 4,,10
	.p2align 3
.L2027:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2028
	.p2align 4,,10
	.p2align 3
.L2056:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC410(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC243(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L2030
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC406(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L2018:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC407(%rip), %r9
	pushq	$0
	movq	-360(%rbp), %rdx
	leaq	.LC11(%rip), %r14
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	-416(%rbp), %rsi
	leaq	-272(%rbp), %rdi
	call	fmt_us.constprop.0
	movq	-392(%rbp), %rbx
	movl	$160, %esi
	leaq	.LC408(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC407(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC253(%rip), %rbx
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
	leaq	.LC409(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC410(%rip), %rax
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
	leaq	.LC411(%rip), %rdx
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
	leaq	.LC49(%rip), %rax
	pushq	%r13
	movl	$96, %r9d
	movl	$92, %edx
	movq	%rbx, %rsi
	pushq	$100
	movl	$120, %r8d
	movq	%r14, %rdi
	pushq	$126
	pushq	%rax
	leaq	.LC406(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC249(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1981:
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
.L2054:
	.cfi_restore_state
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC2(%rip), %xmm7
	andnpd	%xmm4, %xmm1
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm1, %xmm4
	jmp	.L2003
	.p2align 4,,10
	.p2align 3
.L2053:
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC2(%rip), %xmm7
	andnpd	%xmm4, %xmm5
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm5, %xmm4
	jmp	.L2000
	.p2align 4,,10
	.p2align 3
.L2001:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2002
	.p2align 4,,10
	.p2align 3
.L1994:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L1995
	.p2align 4,,10
	.p2align 3
.L1992:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1993
	.p2align 4,,10
	.p2align 3
.L1990:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1991
	.p2align 4,,10
	.p2align 3
.L1985:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L1986
	.p2align 4,,10
	.p2align 3
.L1983:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L1984
	.p2align 4,,10
	.p2align 3
.L2034:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L1996
	.p2align 4,,10
	.p2align 3
.L2055:
	leaq	-240(%rbp), %r12
	jmp	.L2010
	.p2align 4,,10
	.p2align 3
.L2059:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC406(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC243(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L2017
.L2036:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1981
	.cfi_endproc
.LFE210:
	.size	timeline_writer, .-timeline_writer
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB72:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L2070
	testq	%r8, %r8
	je	.L2070
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
	jne	.L2063
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L2073
.L2065:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L2063:
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
.L2070:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L2073:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L2068
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L2066:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L2074
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L2065
	.p2align 4,,10
	.p2align 3
.L2068:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L2066
.L2074:
	movl	$1, 24(%rbx)
	jmp	.L2063
	.cfi_endproc
.LFE72:
	.size	dist_add, .-dist_add
	.p2align 4
	.type	closed_form_open, @function
closed_form_open:
.LFB84:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movl	$1, %ecx
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rdx, %r12
	xorl	%edx, %edx
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	(%rdi), %r13
	movq	48(%rdi), %rbx
	movq	80(%rdi), %r14
	movq	136(%rdi), %r8
	movq	%r12, %rdi
	subq	56(%rsi), %r8
	movq	%r13, %rsi
	call	dist_add
	subq	%r13, %r14
	addq	%rbx, %r13
	leaq	24(%rbp), %rbx
	addq	$40, %rbp
.L2077:
	movq	(%rbx), %rcx
	movq	16(%rbx), %r8
	testq	%rcx, %rcx
	je	.L2076
	testq	%r8, %r8
	je	.L2076
	movl	24(%r12), %eax
	testl	%eax, %eax
	jne	.L2076
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	dist_add.part.0
.L2076:
	addq	$8, %rbx
	cmpq	%rbx, %rbp
	jne	.L2077
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
.LFE84:
	.size	closed_form_open, .-closed_form_open
	.p2align 4
	.type	stall_src_next, @function
stall_src_next:
.LFB34:
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
	subq	$24, %rsp
	.cfi_def_cfa_offset 64
	movq	8(%rdi), %r13
	movq	16(%rdi), %rdx
	movq	(%rdi), %rbp
	leaq	1(%r13), %rax
	movq	%rax, 8(%rdi)
	xorl	%eax, %eax
	cmpq	$-1, %rdx
	je	.L2080
	cmpl	$1, 44(%rbp)
	movq	%rdx, (%rsi)
	movq	%rdi, %rbx
	movq	48(%rbp), %rax
	je	.L2110
.L2085:
	cmpl	$1, 40(%rbp)
	movq	%rax, (%r12)
	je	.L2111
	movq	56(%rbp), %rdx
.L2097:
	movabsq	$4611686018427387904, %rcx
	subq	%rdx, %rcx
	testq	%rdx, %rdx
	jne	.L2091
.L2098:
	movq	$-1, %rax
.L2094:
	movq	%rax, 16(%rbx)
	movl	$1, %eax
.L2080:
	addq	$24, %rsp
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
.L2102:
	.cfi_restore_state
	movabsq	$4611686018427387903, %rcx
	movl	$1, %edx
	.p2align 4,,10
	.p2align 3
.L2091:
	movq	16(%rbx), %rax
	cmpq	%rcx, %rax
	jnb	.L2098
	addq	%rdx, %rax
	jmp	.L2094
	.p2align 4,,10
	.p2align 3
.L2110:
	testq	%rax, %rax
	js	.L2083
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L2084:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999145100622, %rsi
	call	draw_u01
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC86(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L2085
	comisd	.LC235(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L2085
	movsd	.LC82(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L2112
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L2085
	.p2align 4,,10
	.p2align 3
.L2111:
	movq	56(%rbp), %rax
	testq	%rax, %rax
	js	.L2089
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, 8(%rsp)
.L2090:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999144771920, %rsi
	call	draw_u01
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movsd	.LC86(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L2102
	comisd	.LC235(%rip), %xmm1
	jnb	.L2098
	movsd	.LC82(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L2113
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rdx
	btcq	$63, %rdx
	jmp	.L2097
	.p2align 4,,10
	.p2align 3
.L2083:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L2084
	.p2align 4,,10
	.p2align 3
.L2089:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L2090
	.p2align 4,,10
	.p2align 3
.L2113:
	cvttsd2siq	%xmm1, %rdx
	jmp	.L2097
	.p2align 4,,10
	.p2align 3
.L2112:
	cvttsd2siq	%xmm1, %rax
	jmp	.L2085
	.cfi_endproc
.LFE34:
	.size	stall_src_next, .-stall_src_next
	.p2align 4
	.type	server_init, @function
server_init:
.LFB46:
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
	je	.L2115
	movq	64(%rsi), %rax
	movl	8(%rsi), %edx
	movq	%rax, (%rdi)
	testl	%edx, %edx
	je	.L2116
.L2127:
	leaq	24(%rbx), %rbp
.L2117:
	movq	%rsi, 24(%rbx)
	leaq	56(%rbx), %rdx
	leaq	48(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, 40(%rbx)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L2119
	movq	$-1, (%rbx)
.L2120:
	orq	$-1, %r14
	orq	$-1, %rax
	.p2align 4,,10
	.p2align 3
.L2122:
	movq	%rax, 16(%rbx)
	leaq	8(%rsp), %r13
	movq	%rsp, %r12
	movq	$-1, 48(%rbx)
.L2123:
	movq	%r13, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L2114
	movq	(%rsp), %rdx
	movq	8(%rsp), %rax
	cmpq	$-1, %r14
	je	.L2124
	movq	16(%rbx), %rcx
	cmpq	%rcx, %rdx
	jb	.L2135
.L2124:
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
.L2115:
	.cfi_restore_state
	movl	8(%rsi), %eax
	movq	$-1, (%rdi)
	testl	%eax, %eax
	jne	.L2130
	cmpq	$0, 40(%rsi)
	je	.L2114
	.p2align 4,,10
	.p2align 3
.L2130:
	leaq	24(%rbx), %rbp
	movq	$-1, %rax
	jmp	.L2117
	.p2align 4,,10
	.p2align 3
.L2116:
	cmpq	$0, 40(%rsi)
	jne	.L2127
.L2114:
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
.L2119:
	.cfi_restore_state
	movq	48(%rbx), %r14
	movq	%r14, (%rbx)
	cmpq	$-1, %r14
	je	.L2120
	movq	56(%rbx), %rax
	addq	%r14, %rax
	jmp	.L2122
	.p2align 4,,10
	.p2align 3
.L2135:
	addq	%rdx, %rax
	cmpq	%rcx, %rax
	cmovb	%rcx, %rax
	movq	%rax, 16(%rbx)
	jmp	.L2123
	.cfi_endproc
.LFE46:
	.size	server_init, .-server_init
	.p2align 4
	.type	walk_start, @function
walk_start:
.LFB57:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movl	$1, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
	movq	%rdi, %rbx
	addq	$20, %rdi
	movl	%ebx, %eax
	subq	$8, %rsp
	.cfi_def_cfa_offset 32
	movq	$0, -8(%rdi)
	movq	$0, 124(%rdi)
	andq	$-8, %rdi
	subl	%edi, %eax
	leal	152(%rax), %ecx
	xorl	%eax, %eax
	shrl	$3, %ecx
	rep stosq
	movl	%edx, 8(%rbx)
	andl	$-3, %edx
	movq	%rsi, (%rbx)
	je	.L2137
	movq	160(%rsi), %rbp
.L2137:
	movq	%rbp, 112(%rbx)
	leaq	16(%rbx), %rdi
	call	server_init
	movq	%rbp, %rdi
	movl	$8, %esi
	call	calloc@PLT
	cmpq	$1, %rax
	movq	%rax, 104(%rbx)
	sbbl	%eax, %eax
	addq	$8, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE57:
	.size	walk_start, .-walk_start
	.p2align 4
	.type	general_start, @function
general_start:
.LFB120:
	.cfi_startproc
	addq	$8, %rdi
	jmp	walk_start
	.cfi_endproc
.LFE120:
	.size	general_start, .-general_start
	.p2align 4
	.type	ref_walker_totals, @function
ref_walker_totals:
.LFB128:
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
	movq	224(%rdi), %rax
	movq	%r8, 8(%rsp)
	movq	%rax, (%rdx)
	movq	216(%rdi), %rbx
	movq	%rbx, (%rcx)
	cmpq	$0, 40(%rsi)
	jne	.L2159
	movq	48(%rsi), %r15
	testq	%r15, %r15
	je	.L2148
	movq	64(%rsi), %rax
	xorl	%r15d, %r15d
	cmpq	%rbx, %rax
	jnb	.L2148
	movq	56(%rsi), %rcx
	movl	$1, %r15d
	testq	%rcx, %rcx
	je	.L2148
	subq	%rax, %rbx
	xorl	%edx, %edx
	leaq	-1(%rbx), %rax
	divq	%rcx
	leaq	1(%rax), %r15
.L2148:
	movq	8(%rsp), %rax
	movq	%r15, (%rax)
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
.L2159:
	.cfi_restore_state
	cmpq	$0, 48(%rsi)
	movq	%rsi, 32(%rsp)
	movq	$-1, %rax
	movq	$0, 40(%rsp)
	jne	.L2160
.L2145:
	movq	%rax, 48(%rsp)
	xorl	%r15d, %r15d
	xorl	%ebp, %ebp
	leaq	24(%rsp), %r14
	leaq	16(%rsp), %r13
	leaq	32(%rsp), %r12
	jmp	.L2146
	.p2align 4,,10
	.p2align 3
.L2161:
	movq	16(%rsp), %rdx
	cmpq	%rbx, %rdx
	jnb	.L2148
	cmpq	%rbp, %rdx
	setnb	%cl
	testq	%r15, %r15
	sete	%al
	addq	24(%rsp), %rdx
	orl	%eax, %ecx
	movzbl	%cl, %ecx
	addq	%rcx, %r15
	cmpq	%rdx, %rbp
	cmovb	%rdx, %rbp
.L2146:
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	stall_src_next
	testl	%eax, %eax
	jne	.L2161
	jmp	.L2148
	.p2align 4,,10
	.p2align 3
.L2160:
	movq	64(%rsi), %rax
	jmp	.L2145
	.cfi_endproc
.LFE128:
	.size	ref_walker_totals, .-ref_walker_totals
	.p2align 4
	.type	ref_request, @function
ref_request:
.LFB99:
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
	movq	%rdx, %rbx
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movq	(%rdi), %r12
	cmpq	$0, 40(%r12)
	je	.L2175
	movq	%rdi, %rbp
	movq	%r12, %rdi
	leaq	8(%rsp), %r15
	movq	%rsp, %r14
	call	service_of
	leaq	16(%rsp), %r13
	movq	%rax, %r12
	jmp	.L2165
	.p2align 4,,10
	.p2align 3
.L2176:
	movq	8(%rsp), %rax
	addq	(%rsp), %rax
	cmpq	%rax, %rbx
	jb	.L2164
	movq	32(%rsp), %rax
	movdqa	16(%rsp), %xmm1
	movq	%rax, 88(%rbp)
	movups	%xmm1, 72(%rbp)
.L2165:
	movdqu	72(%rbp), %xmm0
	movq	88(%rbp), %rax
	movq	%r15, %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	movq	%rax, 32(%rsp)
	movaps	%xmm0, 16(%rsp)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L2176
.L2164:
	movq	88(%rbp), %rax
	movdqu	72(%rbp), %xmm2
	movq	%rax, 32(%rsp)
	movaps	%xmm2, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L2166:
	movq	%r15, %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L2177
	movq	(%rsp), %rdx
	movq	8(%rsp), %rcx
	addq	%rdx, %rcx
	cmpq	%rcx, %rbx
	jnb	.L2166
	cmpq	%rdx, %rbx
	jnb	.L2170
	addq	%rbx, %r12
	cmpq	%r12, %rdx
	jnb	.L2162
	subq	%rdx, %r12
	movq	%rcx, %rbx
	jmp	.L2166
	.p2align 4,,10
	.p2align 3
.L2170:
	movq	%rcx, %rbx
	jmp	.L2166
	.p2align 4,,10
	.p2align 3
.L2177:
	addq	%rbx, %r12
.L2162:
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%r12, %rax
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
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
.L2175:
	.cfi_restore_state
	movq	%r12, %rdi
	call	service_of
	addq	$56, %rsp
	.cfi_def_cfa_offset 56
	movq	%rbx, %rsi
	movq	%r12, %rdi
	popq	%rbx
	.cfi_def_cfa_offset 48
	movq	%rax, %rdx
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	jmp	ref_serve
	.cfi_endproc
.LFE99:
	.size	ref_request, .-ref_request
	.p2align 4
	.type	ref_walker_run, @function
ref_walker_run:
.LFB126:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	160(%rdi), %rax
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
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	movq	%rax, 16(%rsp)
	movq	160(%rdi), %rax
	movq	%rsi, 24(%rsp)
	movq	%rdx, 8(%rsp)
	movq	160(%rax), %r13
	movq	%rax, (%rsp)
	testq	%rdx, %rdx
	je	.L2190
	movl	168(%rdi), %ebp
	xorl	%r15d, %r15d
	jmp	.L2188
	.p2align 4,,10
	.p2align 3
.L2180:
	movq	(%rsp), %rax
	cmpq	136(%rax), %rbx
	jnb	.L2179
	movq	192(%r14), %rax
	cmpq	184(%r14), %rax
	je	.L2179
	movq	176(%r14), %rdx
	leaq	1(%rax), %rsi
	movq	%rsi, 192(%r14)
	movq	216(%r14), %rsi
	movq	(%rdx,%rax,8), %r12
	cmpl	$2, %ebp
	je	.L2204
	cmpq	%r13, %rbx
	jb	.L2187
	cmpl	$1, %ebp
	jne	.L2187
	xorl	%edx, %edx
	movq	%rbx, %rax
	divq	%r13
	movq	200(%r14), %rax
	movq	(%rax,%rdx,8), %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
.L2187:
	cmpq	%rsi, %r12
	movq	%rsi, %rdx
	movq	16(%rsp), %rdi
	movq	%rbx, %rsi
	cmovnb	%r12, %rdx
	call	ref_request
	xorl	%edx, %edx
	movq	%rax, 216(%r14)
	movq	%rax, %rsi
	movq	%rbx, %rax
	divq	%r13
	movq	200(%r14), %rax
	movq	%rsi, (%rax,%rdx,8)
	movq	24(%rsp), %rax
	subq	%r12, %rsi
	movq	%rsi, (%rax,%r15,8)
	movq	208(%r14), %rax
	addq	$1, %r15
	leaq	1(%rax), %rbx
.L2186:
	movq	8(%rsp), %rax
	movq	%rbx, 208(%r14)
	cmpq	%rax, %r15
	jnb	.L2179
.L2188:
	movq	208(%r14), %rbx
	cmpl	$3, %ebp
	jne	.L2180
	cmpq	%r13, %rbx
	jnb	.L2181
	movq	(%rsp), %rax
	movq	144(%rax), %r12
	testq	%r12, %r12
	je	.L2183
	xorl	%r12d, %r12d
.L2182:
	movq	216(%r14), %rsi
	jmp	.L2187
	.p2align 4,,10
	.p2align 3
.L2204:
	cmpq	%rsi, %r12
	jnb	.L2187
	addq	$1, %rbx
	jmp	.L2186
	.p2align 4,,10
	.p2align 3
.L2183:
	movq	(%rsp), %rax
	cmpq	136(%rax), %rbx
	jb	.L2182
.L2179:
	addq	%r15, 224(%r14)
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%r15, %rax
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
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
.L2181:
	.cfi_restore_state
	movq	%rbx, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	200(%r14), %rax
	movq	(%rax,%rdx,8), %r12
	movq	(%rsp), %rax
	movq	144(%rax), %rax
	testq	%rax, %rax
	je	.L2183
	cmpq	%rax, %r12
	jb	.L2182
	jmp	.L2179
.L2190:
	xorl	%r15d, %r15d
	jmp	.L2179
	.cfi_endproc
.LFE126:
	.size	ref_walker_run, .-ref_walker_run
	.p2align 4
	.type	ref_omit_client, @function
ref_omit_client:
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
	subq	$408, %rsp
	.cfi_def_cfa_offset 464
	movq	216(%rdi), %rax
	movl	%esi, 20(%rsp)
	movq	%rdx, 160(%rsp)
	movq	%rax, 96(%rsp)
	testl	%esi, %esi
	jne	.L2206
	movl	152(%rdi), %edx
	leaq	by_kind.5(%rip), %rax
	movq	160(%rdi), %rdi
	movl	(%rax,%rdx,4), %eax
	movq	%rdi, 120(%rsp)
	movl	%eax, (%rsp)
	cmpl	$3, %eax
	jne	.L2207
	movq	144(%r13), %rax
	testq	%rax, %rax
	je	.L2207
	xorl	%edx, %edx
	movq	120(%rsp), %rdi
	divq	0(%r13)
	leaq	1(%rdi,%rax), %rbp
	jmp	.L2209
.L2206:
	xorl	%ecx, %ecx
	movq	136(%rdi), %rbp
	movq	$1, 120(%rsp)
	movl	%ecx, (%rsp)
.L2209:
	leaq	0(,%rbp,8), %rbx
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, 24(%rsp)
	movq	%rax, %r14
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, 32(%rsp)
	movq	%rax, %r12
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, 80(%rsp)
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, %r15
	call	malloc@PLT
	movq	%rax, 104(%rsp)
	movq	280(%r13), %rax
	leaq	8(,%rax,8), %rdi
	call	malloc@PLT
	movq	%rbp, %rdi
	movq	%rax, 40(%rsp)
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, 88(%rsp)
	call	malloc@PLT
	movslq	20(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movq	%rax, 48(%rsp)
	movq	160(%rsp), %rax
	movq	%rdi, 168(%rsp)
	salq	$6, %rdi
	leaq	1120(%rax,%rdi), %rax
	movq	%rdi, 184(%rsp)
	movaps	%xmm0, (%rax)
	movaps	%xmm0, 16(%rax)
	movaps	%xmm0, 32(%rax)
	movaps	%xmm0, 48(%rax)
	testq	%r14, %r14
	je	.L2214
	testq	%r12, %r12
	je	.L2214
	cmpq	$0, 80(%rsp)
	je	.L2214
	testq	%r15, %r15
	je	.L2214
	cmpq	$0, 104(%rsp)
	je	.L2214
	cmpq	$0, 40(%rsp)
	je	.L2214
	cmpq	$0, 88(%rsp)
	je	.L2214
	cmpq	$0, 48(%rsp)
	je	.L2214
	movl	(%rsp), %eax
	cmpq	$0, 48(%r13)
	movups	%xmm0, 252(%rsp)
	movups	%xmm0, 268(%rsp)
	movl	%eax, 200(%rsp)
	movq	$-1, %rax
	movq	%r13, 192(%rsp)
	movq	%r13, 264(%rsp)
	movups	%xmm0, 204(%rsp)
	movups	%xmm0, 220(%rsp)
	movups	%xmm0, 236(%rsp)
	jne	.L2380
.L2215:
	movq	160(%r13), %rdi
	movl	$8, %esi
	movq	%rax, 280(%rsp)
	call	calloc@PLT
	movq	%rax, 176(%rsp)
	movq	%rax, 232(%rsp)
	testq	%rax, %rax
	je	.L2214
	leaq	288(%rsp), %rax
	movq	%r13, %rsi
	xorl	%ebx, %ebx
	xorl	%ebp, %ebp
	movq	%rax, %rdi
	movq	%rax, 128(%rsp)
	xorl	%r12d, %r12d
	call	due_restart
	movq	120(%rsp), %rax
	xorl	%ecx, %ecx
	xorl	%r8d, %r8d
	movq	104(%rsp), %rdi
	xorl	%r11d, %r11d
	negq	%rax
	leaq	(%rdi,%rax,8), %rax
	movq	%rax, 136(%rsp)
	leaq	192(%rsp), %rax
	movq	%rax, 112(%rsp)
	jmp	.L2248
	.p2align 4,,10
	.p2align 3
.L2216:
	movq	%rcx, 72(%rsp)
	movq	%r8, 64(%rsp)
	movq	%r11, 56(%rsp)
	cmpq	136(%r13), %r12
	jnb	.L2222
	movq	128(%rsp), %rdi
	call	due_next
	movl	20(%rsp), %edx
	movq	24(%rsp), %rdi
	movq	56(%rsp), %r11
	movq	64(%rsp), %r8
	testl	%edx, %edx
	movq	%rax, (%rdi,%r12,8)
	movq	72(%rsp), %rcx
	jne	.L2381
	cmpl	$2, (%rsp)
	je	.L2382
	cmpl	$1, (%rsp)
	jne	.L2240
	movq	120(%rsp), %rdi
	cmpq	%rdi, %r12
	jb	.L2240
	movq	136(%rsp), %rdi
	movq	(%rdi,%r12,8), %rdx
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
.L2240:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L2221:
	movq	32(%rsp), %rax
	movq	%rbx, (%rax,%r12,8)
	movl	224(%r13), %eax
	testl	%eax, %eax
	je	.L2243
	cmpq	%r8, %rbx
	jb	.L2383
.L2243:
	cmpq	%rbx, %r8
	movq	%r8, %rdx
	movq	112(%rsp), %rdi
	movq	%r12, %rsi
	cmovb	%rbx, %rdx
	leaq	1(%r11), %r14
	movq	%rdx, (%r15,%r11,8)
	call	ref_request
	movq	%r14, %r11
	movq	%rax, %rcx
	movq	80(%rsp), %rax
	movq	%rcx, %r8
	movq	%rcx, (%rax,%r12,8)
	movq	88(%rsp), %rax
	movb	$0, (%rax,%r12)
.L2246:
	movq	96(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2247
	movq	%rcx, %rdx
	leaq	(%rbx,%rdi), %rax
	subq	%rbx, %rdx
	cmpq	%rdx, %rdi
	cmovb	%rax, %rcx
.L2247:
	movq	104(%rsp), %rax
	movq	%rcx, (%rax,%r12,8)
	movl	20(%rsp), %eax
	testl	%eax, %eax
	je	.L2238
	cmpq	$0, 280(%r13)
	je	.L2238
	movq	40(%rsp), %rax
	movq	%rcx, (%rax,%rbp,8)
	addq	$1, %rbp
.L2238:
	addq	$1, %r12
.L2248:
	cmpl	$3, (%rsp)
	jne	.L2216
	movq	120(%rsp), %rax
	xorl	%ebx, %ebx
	cmpq	%rax, %r12
	jb	.L2217
	movq	136(%rsp), %rax
	movq	(%rax,%r12,8), %rbx
.L2217:
	testq	%r12, %r12
	je	.L2218
	movq	32(%rsp), %rax
	movq	-8(%rax,%r12,8), %rax
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L2218:
	movq	144(%r13), %rax
	testq	%rax, %rax
	je	.L2219
	cmpq	%rax, %rbx
	setnb	%al
.L2220:
	testb	%al, %al
	jne	.L2384
	movq	24(%rsp), %rax
	movq	%rbx, (%rax,%r12,8)
	jmp	.L2221
.L2384:
	movq	%r12, %rax
.L2286:
	movq	168(%rsp), %rdx
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	xorl	%ebp, %ebp
	movq	160(%rsp), %rdi
	movq	184(%rsp), %r8
	salq	$6, %rdx
	leaq	(%rdi,%rdx), %r14
	addq	%rdi, %r8
	movq	%rax, 1120(%r14)
	subq	%r12, %rax
	movq	%rax, 1136(%r14)
	testq	%r12, %r12
	je	.L2258
	movq	%r8, %rax
	movq	%r15, 72(%rsp)
	movq	%r13, %r8
	movq	88(%rsp), %r15
	movq	%r12, %r13
	movq	96(%rsp), %r9
	movq	%rax, %r12
	jmp	.L2249
	.p2align 4,,10
	.p2align 3
.L2251:
	cmpb	$3, %bl
	je	.L2385
	cmpb	$1, %bl
	ja	.L2252
	movq	1128(%r14), %rax
	movq	32(%rsp), %rdi
	addq	$1, %rax
	movq	(%rdi,%rbp,8), %rcx
	movq	%rax, 1128(%r14)
	movq	1152(%r12), %rdx
	addq	%rbx, 1160(%r12)
	testq	%r9, %r9
	je	.L2255
	movq	80(%rsp), %rdi
	movq	(%rdi,%rbp,8), %rdi
	movq	%rdi, %rsi
	movq	%rdi, (%rsp)
	subq	%rcx, %rsi
	cmpq	%rsi, %r9
	adcq	$0, %rdx
.L2255:
	movq	%rdx, 1152(%r12)
	movq	%rcx, 1176(%r14)
	cmpq	$1, %rax
	jne	.L2256
	movq	%rcx, 1168(%r14)
.L2256:
	movl	20(%rsp), %eax
	testl	%eax, %eax
	je	.L2252
	movq	136(%r8), %rdx
	movq	%r10, %rdi
	movq	%r11, %rsi
	xorl	%ecx, %ecx
	movq	%r9, 64(%rsp)
	movq	%r8, 56(%rsp)
	movq	%r10, (%rsp)
	movq	%r11, 8(%rsp)
	call	__udivti3@PLT
	movq	64(%rsp), %r9
	movq	56(%rsp), %r8
	movq	160(%rsp), %rdi
	cltq
	movq	(%rsp), %r10
	movq	8(%rsp), %r11
	leaq	(%rdi,%rax,8), %rax
	addq	$1, 1248(%rax)
	addq	%rbx, 1504(%rax)
.L2252:
	addq	$1, %rbp
	addq	$32, %r10
	adcq	$0, %r11
	cmpq	%rbp, %r13
	je	.L2386
.L2249:
	movzbl	(%r15,%rbp), %ebx
	cmpb	$2, %bl
	jne	.L2251
	addq	$1, 1136(%r14)
	jmp	.L2252
	.p2align 4,,10
	.p2align 3
.L2383:
	movq	%r11, %rcx
	xorl	%edx, %edx
	jmp	.L2244
	.p2align 4,,10
	.p2align 3
.L2245:
	movq	%rcx, %rax
	subq	%rdx, %rax
	shrq	%rax
	addq	%rdx, %rax
	cmpq	(%r15,%rax,8), %rbx
	jnb	.L2387
	movq	%rax, %rcx
.L2244:
	cmpq	%rcx, %rdx
	jb	.L2245
	movq	%r11, %rax
	subq	%rdx, %rax
	cmpq	232(%r13), %rax
	jb	.L2243
	movq	88(%rsp), %rax
	movq	240(%r13), %rcx
	movb	$1, (%rax,%r12)
	movq	80(%rsp), %rax
	addq	%rbx, %rcx
	movq	%rcx, (%rax,%r12,8)
	jmp	.L2246
	.p2align 4,,10
	.p2align 3
.L2387:
	leaq	1(%rax), %rdx
	jmp	.L2244
	.p2align 4,,10
	.p2align 3
.L2381:
	movl	272(%r13), %edi
	movl	%edi, 56(%rsp)
	testq	%r12, %r12
	je	.L2290
	testl	%edi, %edi
	je	.L2225
	movq	24(%rsp), %rdi
	subq	-8(%rdi,%r12,8), %rbx
	addq	%rax, %rbx
.L2224:
	movq	248(%r13), %r10
	movq	280(%r13), %r9
	testq	%r10, %r10
	je	.L2226
	.p2align 4,,10
	.p2align 3
.L2236:
	movq	264(%r13), %rsi
	cmpq	%rsi, %rbx
	jb	.L2226
	movq	256(%r13), %rdi
	testq	%rdi, %rdi
	je	.L2227
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%rsi, %rax
	movq	%rax, %r14
	divq	%rdi
	movq	%r14, %rax
	subq	%rdx, %rax
	movq	%rax, %rdi
.L2227:
	addq	%r10, %rsi
	addq	%rdi, %rsi
	cmpq	%rsi, %rbx
	cmovb	%rsi, %rbx
.L2226:
	testq	%r9, %r9
	je	.L2228
	movq	40(%rsp), %r14
	testq	%rbp, %rbp
	je	.L2228
.L2229:
	leaq	(%r14,%rbp,8), %rsi
	movq	%r14, %rax
	xorl	%ebp, %ebp
	.p2align 4,,10
	.p2align 3
.L2232:
	movq	(%rax), %rdx
	cmpq	%rdx, %rbx
	jnb	.L2231
	movq	%rdx, (%r14,%rbp,8)
	addq	$1, %rbp
.L2231:
	addq	$8, %rax
	cmpq	%rax, %rsi
	jne	.L2232
	cmpq	%r9, %rbp
	jb	.L2228
	movl	288(%r13), %eax
	testl	%eax, %eax
	jne	.L2233
	xorl	%eax, %eax
	movq	$-1, %rbx
	.p2align 4,,10
	.p2align 3
.L2234:
	movq	(%r14,%rax,8), %rdx
	cmpq	%rdx, %rbx
	cmova	%rdx, %rbx
	addq	$1, %rax
	cmpq	%rbp, %rax
	jb	.L2234
	testq	%r10, %r10
	jne	.L2236
	testq	%rbp, %rbp
	jne	.L2229
	.p2align 4,,10
	.p2align 3
.L2228:
	movl	56(%rsp), %eax
	testl	%eax, %eax
	je	.L2221
.L2230:
	cmpq	%rbx, 128(%r13)
	jb	.L2222
.L2237:
	cmpq	%r9, %rbp
	jne	.L2221
	testq	%r9, %r9
	je	.L2221
	movq	88(%rsp), %rax
	movb	$3, (%rax,%r12)
	movq	32(%rsp), %rax
	movq	%rbx, (%rax,%r12,8)
	jmp	.L2238
	.p2align 4,,10
	.p2align 3
.L2219:
	cmpq	136(%r13), %r12
	setnb	%al
	jmp	.L2220
	.p2align 4,,10
	.p2align 3
.L2382:
	cmpq	%rcx, %rax
	jnb	.L2240
	movq	88(%rsp), %rax
	movb	$2, (%rax,%r12)
	jmp	.L2238
.L2385:
	addq	$1, 1144(%r14)
	jmp	.L2252
.L2290:
	movq	%rax, %rbx
	jmp	.L2224
.L2225:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	jmp	.L2224
.L2386:
	movq	72(%rsp), %r15
	movq	%r13, %r12
	movq	%r8, %r13
.L2258:
	movq	160(%rsp), %rdi
	movq	%r15, 72(%rsp)
	xorl	%r10d, %r10d
	movq	%r12, %rdx
	imulq	$560, 168(%rsp), %rax
	movq	%r13, (%rsp)
	leaq	8(%rdi,%rax), %r11
	.p2align 4,,10
	.p2align 3
.L2250:
	cmpl	$1, %r10d
	jle	.L2388
	cmpl	$3, %r10d
	jle	.L2389
	movl	20(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L2282
	movq	(%rsp), %rax
	cmpq	$0, 248(%rax)
	jne	.L2260
	movl	272(%rax), %edi
	testl	%edi, %edi
	je	.L2390
.L2260:
	xorl	%eax, %eax
	xorl	%ebx, %ebx
	movl	%r10d, %r14d
	testq	%rdx, %rdx
	je	.L2391
.L2371:
	movq	%r11, 56(%rsp)
	movq	%r14, %r13
	movq	32(%rsp), %r11
	movq	80(%rsp), %rsi
	movq	88(%rsp), %r15
	movq	96(%rsp), %r9
	movl	20(%rsp), %r14d
	.p2align 4,,10
	.p2align 3
.L2277:
	testl	%r14d, %r14d
	je	.L2264
	movq	24(%rsp), %rdi
	movq	(%rdi,%rax,8), %rbp
.L2265:
	xorl	%r8d, %r8d
	testq	%r9, %r9
	je	.L2266
	movq	(%rsi,%rax,8), %rcx
	subq	(%r11,%rax,8), %rcx
	xorl	%r8d, %r8d
	cmpq	%rcx, %r9
	setb	%r8b
.L2266:
	movzbl	(%r15,%rax), %edi
	cmpb	$1, %dil
	ja	.L2267
	cmpl	$6, %r10d
	ja	.L2268
	leaq	.L2270(%rip), %r12
	movslq	(%r12,%r13,4), %rcx
	addq	%r12, %rcx
	jmp	*%rcx
	.section	.rodata
	.align 4
	.align 4
.L2270:
	.long	.L2268-.L2270
	.long	.L2273-.L2270
	.long	.L2268-.L2270
	.long	.L2273-.L2270
	.long	.L2272-.L2270
	.long	.L2271-.L2270
	.long	.L2269-.L2270
	.text
	.p2align 4,,10
	.p2align 3
.L2273:
	testl	%r8d, %r8d
	je	.L2297
	movq	(%r11,%rax,8), %rcx
	addq	%r9, %rcx
	subq	%rbp, %rcx
.L2378:
	movq	48(%rsp), %rdi
	movq	%rcx, (%rdi,%rbx,8)
	addq	$1, %rbx
	.p2align 4,,10
	.p2align 3
.L2267:
	addq	$1, %rax
	cmpq	%rax, %rdx
	jne	.L2277
	movq	56(%rsp), %r11
	pxor	%xmm0, %xmm0
	movq	$0, 64(%r11)
	movq	%rbx, -8(%r11)
	movups	%xmm0, (%r11)
	movups	%xmm0, 16(%r11)
	movups	%xmm0, 32(%r11)
	movups	%xmm0, 48(%r11)
	testq	%rbx, %rbx
	je	.L2279
	movq	(%rsp), %rax
	movq	48(%rsp), %rsi
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	movq	48(%r11), %rdi
	movq	192(%rax), %rbp
	leaq	(%rsi,%rbx,8), %r8
	movq	%rsi, %rax
	.p2align 4,,10
	.p2align 3
.L2280:
	movq	(%rax), %rcx
	xorl	%r13d, %r13d
	addq	%rcx, %r14
	adcq	%r13, %r15
	cmpq	%rcx, %rbp
	adcq	$0, %rdi
	addq	$8, %rax
	cmpq	%rax, %r8
	jne	.L2280
	movq	(%rsp), %rax
	movq	%r14, 56(%r11)
	leaq	PCT_MILLI(%rip), %rbp
	movl	$99999, %r14d
	movq	%rcx, 144(%rsp)
	movl	200(%rax), %ecx
	movq	%r15, 64(%r11)
	xorl	%r15d, %r15d
	movq	%r13, 152(%rsp)
	movq	%rdi, 48(%r11)
	testl	%ecx, %ecx
	jne	.L2284
	movl	$50000, %r14d
	xorl	%r15d, %r15d
.L2284:
	movq	%r11, 56(%rsp)
	movq	%rdx, %r12
	movq	%r11, %r13
	movl	%r10d, 64(%rsp)
	.p2align 4,,10
	.p2align 3
.L2285:
	movq	%rbx, %rax
	mulq	0(%rbp)
	addq	%r14, %rax
	adcq	%r15, %rdx
	movq	%rax, %rdi
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movl	$100000, %edx
	call	__udivti3@PLT
	movl	$1, %edx
	movq	48(%rsp), %rdi
	movq	%rbx, %rsi
	testq	%rax, %rax
	cmove	%rdx, %rax
	cmpq	%rbx, %rax
	cmova	%rbx, %rax
	addq	$8, %rbp
	addq	$8, %r13
	leaq	-1(%rax), %rdx
	call	nth_smallest
	movq	%rax, -8(%r13)
	leaq	48+PCT_MILLI(%rip), %rax
	cmpq	%rax, %rbp
	jne	.L2285
	movq	56(%rsp), %r11
	movl	64(%rsp), %r10d
	movq	%r12, %rdx
.L2282:
	addl	$1, %r10d
	addq	$80, %r11
	cmpl	$7, %r10d
	jne	.L2250
	leaq	328(%rsp), %rdi
	movq	72(%rsp), %r15
	xorl	%ebx, %ebx
	call	numbers_close
	movq	176(%rsp), %rdi
	call	free@PLT
.L2213:
	movq	24(%rsp), %rdi
	call	free@PLT
	movq	32(%rsp), %rdi
	call	free@PLT
	movq	80(%rsp), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movq	104(%rsp), %rdi
	call	free@PLT
	movq	40(%rsp), %rdi
	call	free@PLT
	movq	88(%rsp), %rdi
	call	free@PLT
	movq	48(%rsp), %rdi
	call	free@PLT
	addq	$408, %rsp
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
.L2269:
	.cfi_restore_state
	movq	(%r11,%rax,8), %rcx
.L2377:
	movq	24(%rsp), %rdi
	subq	(%rdi,%rax,8), %rcx
	movq	48(%rsp), %rdi
	movq	%rcx, (%rdi,%rbx,8)
	addq	$1, %rbx
	jmp	.L2267
.L2271:
	movq	48(%rsp), %rdi
	movq	(%rsi,%rax,8), %rcx
	subq	(%r11,%rax,8), %rcx
	movq	%rcx, (%rdi,%rbx,8)
	addq	$1, %rbx
	jmp	.L2267
.L2272:
	movq	(%rsi,%rax,8), %rcx
	jmp	.L2377
.L2268:
	testl	%r8d, %r8d
	jne	.L2267
	testl	%r10d, %r10d
	je	.L2297
	andl	$1, %edi
	jne	.L2267
.L2297:
	movq	(%rsi,%rax,8), %rcx
	subq	%rbp, %rcx
	jmp	.L2378
	.p2align 4,,10
	.p2align 3
.L2264:
	movq	(%r11,%rax,8), %rbp
	jmp	.L2265
.L2388:
	movq	(%rsp), %rax
	cmpq	$0, 216(%rax)
	jne	.L2260
.L2376:
	addl	$1, %r10d
	addq	$80, %r11
	jmp	.L2250
.L2389:
	movq	(%rsp), %rax
	movl	224(%rax), %r9d
	testl	%r9d, %r9d
	je	.L2376
	xorl	%eax, %eax
	xorl	%ebx, %ebx
	movl	%r10d, %r14d
	testq	%rdx, %rdx
	jne	.L2371
.L2391:
	movl	$18, %ecx
	movq	%r11, %rdi
	xorl	%esi, %esi
	rep stosl
	movq	%rsi, -8(%r11)
.L2279:
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 56(%r11)
	jmp	.L2282
.L2222:
	movq	136(%r13), %rax
	jmp	.L2286
.L2380:
	movq	64(%r13), %rax
	jmp	.L2215
.L2390:
	cmpq	$0, 280(%rax)
	jne	.L2260
	jmp	.L2282
.L2207:
	movq	136(%r13), %rbp
	jmp	.L2209
.L2233:
	cmpl	$0, 56(%rsp)
	je	.L2237
	jmp	.L2230
.L2214:
	orl	$-1, %ebx
	jmp	.L2213
	.cfi_endproc
.LFE166:
	.size	ref_omit_client, .-ref_omit_client
	.p2align 4
	.type	serve_random, @function
serve_random:
.LFB47:
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
	jnb	.L2392
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
	jmp	.L2403
	.p2align 4,,10
	.p2align 3
.L2409:
	addq	%rbx, %rax
	subq	%r13, %rax
	movq	%rax, %rbx
.L2395:
	movq	48(%r12), %r13
	movq	$-1, %rax
	movq	%r13, %xmm0
	movhps	(%rsp), %xmm0
	movups	%xmm0, (%r12)
	cmpq	$-1, %r13
	je	.L2396
	movq	56(%r12), %rax
	addq	%r13, %rax
.L2396:
	movq	%rax, 16(%r12)
	movq	%r15, 48(%r12)
.L2397:
	movq	16(%rsp), %rdx
	movq	8(%rsp), %rsi
	movq	%r14, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L2401
	movq	32(%rsp), %rax
	movq	40(%rsp), %rsi
	cmpq	$-1, %r13
	je	.L2398
	movq	16(%r12), %rdx
	cmpq	%rdx, %rax
	jb	.L2408
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L2401:
	addq	$1, (%rsp)
	cmpq	%rbx, %r13
	jnb	.L2392
.L2403:
	movq	16(%r12), %rax
	cmpq	%r13, %rbp
	jb	.L2409
	movq	24(%rsp), %rcx
	cmpq	%rax, %rbp
	leaq	(%rcx,%rax), %rdx
	cmovb	%rdx, %rbx
	jmp	.L2395
	.p2align 4,,10
	.p2align 3
.L2408:
	addq	%rsi, %rax
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	movq	%rax, 16(%r12)
	jmp	.L2397
	.p2align 4,,10
	.p2align 3
.L2398:
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L2392:
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
.LFE47:
	.size	serve_random, .-serve_random
	.p2align 4
	.type	walk_run, @function
walk_run:
.LFB59:
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
	movq	(%rdi), %r12
	movl	8(%rdi), %r15d
	movq	%rdx, (%rsp)
	movq	136(%rdi), %rdx
	testq	%rax, %rax
	je	.L2429
	leaq	16(%rdi), %rax
	movq	%rsi, 8(%rsp)
	xorl	%r13d, %r13d
	movq	%rax, 16(%rsp)
	jmp	.L2428
	.p2align 4,,10
	.p2align 3
.L2412:
	movq	120(%rbx), %rsi
	cmpq	136(%r12), %rsi
	jnb	.L2411
	movq	96(%rbx), %rax
	cmpq	88(%rbx), %rax
	je	.L2411
	movq	80(%rbx), %rcx
	leaq	1(%rax), %rdi
	movq	%rdi, 96(%rbx)
	movq	(%rcx,%rax,8), %r14
	cmpl	$2, %r15d
	jne	.L2432
	cmpq	%rdx, %r14
	jb	.L2415
.L2432:
	movq	%r14, %rbp
	cmpl	$1, %r15d
	jne	.L2414
	movq	128(%rbx), %rcx
	movq	104(%rbx), %rax
	movq	(%rax,%rcx,8), %rbp
	cmpq	%rbp, %r14
	cmovnb	%r14, %rbp
	.p2align 4,,10
	.p2align 3
.L2414:
	cmpq	%rdx, %rbp
	movl	8(%r12), %eax
	cmovnb	%rbp, %rdx
	movq	%rdx, %r11
	testl	%eax, %eax
	jne	.L2417
	movq	(%r12), %rcx
.L2418:
	cmpq	$0, 40(%r12)
	je	.L2442
	movq	16(%rsp), %rdi
	movq	%rcx, %rdx
	movq	%r11, %rsi
	call	serve_random
	movq	%rax, %rdx
.L2420:
	movq	104(%rbx), %rax
	testl	%r15d, %r15d
	movq	8(%rsp), %rdi
	movq	128(%rbx), %rcx
	cmove	%r14, %rbp
	movq	%rdx, (%rax,%rcx,8)
	movq	%rdx, %rax
	subq	%rbp, %rax
	movq	%rax, (%rdi,%r13,8)
	movq	120(%rbx), %rsi
	addq	$1, %r13
.L2415:
	movq	128(%rbx), %rax
	addq	$1, %rsi
	movq	%rsi, 120(%rbx)
	addq	$1, %rax
	cmpq	112(%rbx), %rax
	jne	.L2427
	xorl	%eax, %eax
.L2427:
	movq	%rax, 128(%rbx)
	movq	(%rsp), %rax
	cmpq	%rax, %r13
	jnb	.L2411
.L2428:
	cmpl	$3, %r15d
	jne	.L2412
	movq	104(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	(%rax,%rcx,8), %r14
	movq	144(%r12), %rax
	testq	%rax, %rax
	je	.L2413
	cmpq	%rax, %r14
	jnb	.L2411
	movq	120(%rbx), %rsi
	movq	%r14, %rbp
	jmp	.L2414
	.p2align 4,,10
	.p2align 3
.L2442:
	movq	16(%rbx), %rax
	leaq	(%r11,%rcx), %rdx
	cmpq	%rdx, %rax
	jnb	.L2420
	movq	48(%r12), %r8
	cmpq	%rax, %r11
	jnb	.L2421
	addq	%r8, %rdx
.L2422:
	movq	56(%r12), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	jne	.L2423
	movq	$-1, 16(%rbx)
	jmp	.L2420
	.p2align 4,,10
	.p2align 3
.L2417:
	movq	%r12, %rdi
	movq	%rdx, 24(%rsp)
	call	service_of
	movq	24(%rsp), %r11
	movq	%rax, %rcx
	jmp	.L2418
	.p2align 4,,10
	.p2align 3
.L2413:
	movq	120(%rbx), %rsi
	cmpq	136(%r12), %rsi
	jnb	.L2411
	movq	%r14, %rbp
	jmp	.L2414
.L2429:
	xorl	%r13d, %r13d
.L2411:
	addq	%r13, 144(%rbx)
	movq	%r13, %rax
	movq	%rdx, 136(%rbx)
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
.L2423:
	.cfi_restore_state
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L2420
	movq	16(%rsp), %rdi
	movq	%r11, %rsi
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L2420
	.p2align 4,,10
	.p2align 3
.L2421:
	leaq	(%r8,%rax), %rsi
	leaq	(%rcx,%rsi), %rdi
	cmpq	%rsi, %r11
	cmovb	%rdi, %rdx
	jmp	.L2422
	.cfi_endproc
.LFE59:
	.size	walk_run, .-walk_run
	.p2align 4
	.type	general_run, @function
general_run:
.LFB122:
	.cfi_startproc
	addq	$8, %rdi
	jmp	walk_run
	.cfi_endproc
.LFE122:
	.size	general_run, .-general_run
	.p2align 4
	.type	closed_form, @function
closed_form:
.LFB85:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rsi, %r10
	movl	$36, %ecx
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
	movq	%rdi, %rbx
	subq	$232, %rsp
	.cfi_def_cfa_offset 288
	movq	48(%rdi), %rax
	movq	136(%rdi), %r8
	movq	80(%rdi), %rdx
	movq	(%rdi), %r14
	movq	%r10, (%rsp)
	leaq	160(%rsp), %rbp
	movq	160(%rdi), %rsi
	movq	%rax, 32(%rsp)
	movq	%r10, %rdi
	xorl	%eax, %eax
	rep stosq
	movq	%rbx, %rdi
	movq	%r8, 16(%rsp)
	leaq	-1(%r8), %r12
	movq	%rsi, 56(%rsp)
	movq	%rbp, %rsi
	movq	%rdx, 8(%rsp)
	movaps	%xmm0, 64(%rsp)
	movaps	%xmm0, 80(%rsp)
	movaps	%xmm0, 96(%rsp)
	movaps	%xmm0, 112(%rsp)
	movaps	%xmm0, 128(%rsp)
	movaps	%xmm0, 144(%rsp)
	call	stall_geom
	movq	160(%rsp), %rsi
	movq	%rbx, %rdi
	leaq	96(%rsp), %rax
	movq	176(%rsp), %rcx
	movq	168(%rsp), %r13
	movq	%rax, %rdx
	movq	%rax, 48(%rsp)
	movq	%rsi, 40(%rsp)
	movq	%rbp, %rsi
	movq	216(%rsp), %r15
	movq	%rcx, 24(%rsp)
	call	closed_form_open
	movq	(%rsp), %r10
	testq	%r13, %r13
	movq	16(%rsp), %r8
	movq	%r13, 248(%r10)
	je	.L2445
	movq	24(%rsp), %rcx
	movq	%r12, %r9
	subq	%rcx, %r9
	cmpq	%r9, 40(%rsp)
	jnb	.L2497
.L2445:
	movq	8(%rsp), %rax
	imulq	%r12, %rax
	addq	%r14, %rax
.L2446:
	movq	%rax, 264(%r10)
	movl	152(%rbx), %eax
	testl	%eax, %eax
	je	.L2498
	cmpl	$1, %eax
	jne	.L2455
	movq	32(%rsp), %rbp
	subq	%r13, %r8
	addq	%r14, %rbp
	testq	%r13, %r13
	je	.L2456
	xorl	%edx, %edx
	movq	%rbp, %rax
	movq	24(%rsp), %rcx
	movq	%r12, %r15
	leaq	64(%rsp), %rdi
	movq	%r14, %rsi
	movq	%r10, 32(%rsp)
	divq	8(%rsp)
	movq	%rdi, (%rsp)
	cmpq	$1, %rdx
	movq	%rax, %r9
	leaq	-1(%r13), %rax
	sbbq	$0, %r9
	subq	%rcx, %r15
	movl	$1, %ecx
	imulq	%r9, %rax
	movq	%r15, %rdx
	cmpq	%r15, %r9
	movq	%r9, 16(%rsp)
	cmovbe	%r9, %rdx
	addq	%rdx, %rax
	xorl	%edx, %edx
	subq	%rax, %r8
	call	dist_add
	movq	(%rsp), %rdi
	movq	%r13, %r8
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%rbp, %rsi
	call	dist_add
	movq	32(%rsp), %r10
	movq	16(%rsp), %r9
	movq	%r13, 240(%r10)
	cmpq	%r15, %r9
	jb	.L2457
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	imulq	%rcx, %rax
	addq	%rax, %rbp
	jmp	.L2454
	.p2align 4,,10
	.p2align 3
.L2455:
	movq	48(%rbx), %r13
	movq	(%rbx), %r14
	movq	144(%rbx), %rsi
	testq	%r13, %r13
	je	.L2459
	movq	56(%rbx), %rdi
	movq	64(%rbx), %r8
	xorl	%ebp, %ebp
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L2460:
	movq	%r12, %rdx
	xorl	%eax, %eax
	imulq	%rdi, %rdx
	addq	%r8, %rdx
	cmpq	%rbp, %rdx
	jb	.L2463
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%rbp, %rax
	divq	%r14
.L2463:
	testq	%rsi, %rsi
	je	.L2464
	movq	%r14, %rdx
	imulq	%rax, %rdx
	addq	%rbp, %rdx
	cmpq	%rsi, %rdx
	setnb	%dl
.L2465:
	testb	%dl, %dl
	jne	.L2466
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%r14, %rax
	addq	%r13, %rax
	addq	%rax, %rbp
	addq	$1, %r12
	je	.L2460
	testq	%rdi, %rdi
	jne	.L2460
.L2466:
	testq	%rsi, %rsi
	jne	.L2499
.L2462:
	movq	136(%rbx), %r8
	movq	%r8, %rax
	subq	%rcx, %rax
.L2469:
	testq	%rax, %rax
	je	.L2468
	imulq	%r14, %rax
	addq	%rax, %rbp
.L2468:
	leaq	64(%rsp), %r15
	subq	%r12, %r8
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rsi
	movq	%r15, %rdi
	movq	%r10, 8(%rsp)
	movq	%r15, (%rsp)
	call	dist_add
	leaq	(%r14,%r13), %rsi
	movq	%r12, %r8
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%r15, %rdi
	call	dist_add
	movq	8(%rsp), %r10
	movq	%r12, 240(%r10)
	jmp	.L2454
	.p2align 4,,10
	.p2align 3
.L2497:
	movq	8(%rsp), %rdx
	movq	%r8, %rsi
	movq	32(%rsp), %rdi
	subq	%rcx, %rsi
	imulq	%rcx, %rdx
	movq	%rsi, %rax
	imulq	%r14, %rax
	addq	%rdi, %rdx
	addq	%rdx, %rax
	jmp	.L2446
	.p2align 4,,10
	.p2align 3
.L2464:
	leaq	(%rax,%rcx), %rdx
	cmpq	136(%rbx), %rdx
	setnb	%dl
	jmp	.L2465
	.p2align 4,,10
	.p2align 3
.L2498:
	leaq	64(%rsp), %rdi
	subq	%r15, %r8
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rsi
	movq	%r10, 8(%rsp)
	movq	%rdi, (%rsp)
	call	dist_add
	movq	8(%rsp), %r10
	leaq	176(%rsp), %rax
	movq	%rax, 16(%rsp)
	movq	%r10, 32(%rsp)
.L2453:
	movq	(%rbx), %rax
	movq	160(%rbx), %r12
	movq	24(%rbp), %r13
	movq	48(%rbx), %r15
	movq	%rax, %r11
	movq	80(%rbx), %r14
	movq	40(%rbp), %r8
	movq	%r12, %rcx
	imulq	%r12, %r11
	addq	%rax, %r15
	subq	%rax, %r14
	cmpq	%r12, %r13
	movq	%r8, 8(%rsp)
	cmovbe	%r13, %rcx
	cmpq	%r11, %r15
	movq	%r11, 24(%rsp)
	jb	.L2448
	movq	(%rsp), %rdi
	movq	%r14, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r13, %r12
	jnb	.L2450
	movq	24(%rsp), %r11
	movq	%r15, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r14
	leaq	-1(%r13), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r12, %rdx
	jnb	.L2500
.L2451:
	addq	$1, %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
	cmpq	%r13, %r12
	jb	.L2474
.L2450:
	movq	16(%rsp), %rax
	addq	$8, %rbp
	cmpq	%rax, %rbp
	jne	.L2453
	movq	32(%rsp), %r10
	movq	248(%r10), %rax
	movq	264(%r10), %rbp
	movq	%rax, 240(%r10)
.L2454:
	movl	88(%rsp), %eax
	orl	120(%rsp), %eax
	movq	%rbp, 256(%r10)
	jne	.L2478
	movl	200(%rbx), %edx
	movq	(%rsp), %rdi
	movq	%r10, %rcx
	xorl	%ebp, %ebp
	movq	192(%rbx), %rsi
	movq	%r10, 8(%rsp)
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L2470
	movq	8(%rsp), %r10
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	48(%rsp), %rdi
	leaq	80(%r10), %rcx
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L2470
	movq	168(%rbx), %rsi
	movq	8(%rsp), %r10
	movl	176(%rbx), %edx
	movq	%rsi, 272(%r10)
	testl	%edx, %edx
	je	.L2471
	movq	(%r10), %rcx
	movq	56(%rsp), %rdi
	xorl	%edx, %edx
	movq	$-1, %rsi
	movq	%rcx, %rax
	divq	%rdi
	subq	%rdx, %rcx
	cmpq	%rdi, %rcx
	jb	.L2472
	movq	%rcx, %rax
	xorl	%edx, %edx
	movl	$1, %esi
	divq	%rdi
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	256(%r10), %rax
	divq	%rcx
	testq	%rax, %rax
	cmovne	%rax, %rsi
.L2472:
	movq	%rsi, 272(%r10)
.L2471:
	movq	(%rsp), %rdi
	leaq	128(%rsp), %rbp
	movq	%r10, 8(%rsp)
	movq	%rbp, %rdx
	call	dist_correct
	movl	152(%rsp), %eax
	movq	8(%rsp), %r10
	testl	%eax, %eax
	jne	.L2501
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%rbp, %rdi
	leaq	160(%r10), %rcx
	call	dist_summarise
	movq	128(%rsp), %rbp
	movl	%eax, %r12d
.L2470:
	movq	64(%rsp), %rdi
	call	free@PLT
	movq	96(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	addq	$232, %rsp
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
.L2448:
	.cfi_restore_state
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r14, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r13, %r12
	jnb	.L2450
.L2474:
	movq	%r13, %rcx
	movq	%r15, %rsi
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	subq	%r12, %rcx
	imulq	%r14, %r12
	movq	%r14, %rdx
	subq	%r12, %rsi
	call	dist_add
	jmp	.L2450
	.p2align 4,,10
	.p2align 3
.L2456:
	leaq	64(%rsp), %r15
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rsi
	movq	%r15, %rdi
	movq	%r10, 16(%rsp)
	movq	%r15, (%rsp)
	call	dist_add
	xorl	%r8d, %r8d
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%rbp, %rsi
	movq	%r15, %rdi
	call	dist_add
	movq	16(%rsp), %r10
	movq	$0, 240(%r10)
.L2457:
	movq	8(%rsp), %rbp
	imulq	%r12, %rbp
	addq	%r14, %rbp
	jmp	.L2454
	.p2align 4,,10
	.p2align 3
.L2499:
	movq	%rcx, %r8
	cmpq	%rsi, %rbp
	jnb	.L2468
	subq	%rbp, %rsi
.L2461:
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r14
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	leaq	(%rcx,%rax), %r8
	jmp	.L2469
	.p2align 4,,10
	.p2align 3
.L2500:
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
	jmp	.L2451
.L2478:
	xorl	%ebp, %ebp
	movl	$-1, %r12d
	jmp	.L2470
.L2501:
	movq	128(%rsp), %rbp
	movl	$-1, %r12d
	jmp	.L2470
.L2459:
	xorl	%ebp, %ebp
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	testq	%rsi, %rsi
	jne	.L2461
	jmp	.L2462
	.cfi_endproc
.LFE85:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.8
	.align 8
.LC412:
	.string	"bench: out of memory for %lu connections\n"
	.align 8
.LC413:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	walk_all, @function
walk_all:
.LFB143:
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
	subq	$33144, %rsp
	.cfi_def_cfa_offset 33200
	leaq	208(%rsp), %rax
	movl	%esi, 28(%rsp)
	movq	%rdx, 40(%rsp)
	movl	%esi, %edx
	movq	%rdi, %rsi
	movq	%rax, %rdi
	movq	%r9, 56(%rsp)
	movq	%rax, 32(%rsp)
	call	walk_start
	testl	%eax, %eax
	jne	.L2531
	movq	33200(%rsp), %rax
	leaq	96(%rsp), %rbp
	movq	%rbx, %rsi
	leaq	368(%rsp), %rbx
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
.L2512:
	xorl	%r14d, %r14d
	cmpl	$3, 28(%rsp)
	je	.L2529
	movq	96(%rsp), %rax
	movl	$4096, %esi
	movq	136(%rax), %rdx
	movq	104(%rsp), %rax
	movq	%rdx, %r14
	subq	%rax, %r14
	cmpq	%rsi, %r14
	cmova	%rsi, %r14
	cmpq	%rax, %rdx
	je	.L2529
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L2506:
	movq	%rbp, %rdi
	call	due_next
	movq	%rax, (%rbx,%r15,8)
	addq	$1, %r15
	cmpq	%r14, %r15
	jb	.L2506
.L2529:
	movq	%rbp, 16(%rsp)
	movq	%rbx, %r15
.L2510:
	movq	(%rsp), %rsi
	movl	$1, %edi
	movq	%r15, 288(%rsp)
	movq	%r14, 296(%rsp)
	movq	$0, 304(%rsp)
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
	movq	33200(%rsp), %rcx
	subq	%r9, %rax
	addq	88(%rsp), %rax
	subq	%rbp, %rax
	addq	%rax, (%rcx)
	movq	(%r12), %rax
	addq	%rbx, %rax
	movq	%rax, (%r12)
	cmpq	%r14, 304(%rsp)
	jb	.L2509
	cmpq	%r13, %rax
	jne	.L2508
	cmpl	$3, 28(%rsp)
	je	.L2532
.L2508:
	movq	%rbx, %r8
	movq	16(%rsp), %rbp
	movq	%r15, %rbx
	orq	%r14, %r8
	jne	.L2512
.L2511:
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	136(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2513
	call	fclose@PLT
.L2513:
	movq	232(%rsp), %rax
	movq	56(%rsp), %rcx
	movq	312(%rsp), %rdi
	movq	%rax, (%rcx)
	call	free@PLT
	movq	344(%rsp), %rax
	addq	$33144, %rsp
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
.L2532:
	.cfi_restore_state
	movq	48(%rsp), %rsi
	movq	32(%rsp), %rdi
	movl	$1, %edx
	call	walk_run
	testq	%rax, %rax
	jne	.L2509
	orq	%rbx, %r14
	je	.L2511
	xorl	%r14d, %r14d
	jmp	.L2510
.L2509:
	movq	stderr(%rip), %rdi
	movq	%r13, %rdx
	leaq	.LC413(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L2531:
	movq	stderr(%rip), %rdi
	movq	160(%rbx), %rdx
	leaq	.LC412(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %edi
	call	exit@PLT
	.cfi_endproc
.LFE143:
	.size	walk_all, .-walk_all
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB200:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdi, %r10
	pxor	%xmm0, %xmm0
	movl	$37, %ecx
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
	movq	%rsi, %rbx
	movq	%r10, %rsi
	subq	$728, %rsp
	.cfi_def_cfa_offset 784
	leaq	416(%rsp), %rdi
	movq	%rdi, 8(%rsp)
	rep movsq
	movups	%xmm0, (%rdx)
	movups	%xmm0, 16(%rdx)
	movups	%xmm0, 32(%rdx)
	movq	48(%r10), %r11
	testq	%r11, %r11
	je	.L2550
	cmpl	$0, 152(%r10)
	jne	.L2550
	cmpl	$0, 72(%r10)
	movq	%rdx, %r12
	jne	.L2535
	movq	%r10, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	je	.L2560
.L2535:
	movq	552(%rsp), %rbx
	movl	$262144, %eax
	cmpq	%rax, %rbx
	cmova	%rax, %rbx
	movq	%rbx, 552(%rsp)
	salq	$3, %rbx
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, (%r12)
	movq	%rax, %rbp
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, 8(%r12)
	movq	%rax, %r14
	call	malloc@PLT
	testq	%r14, %r14
	sete	%dl
	testq	%rbp, %rbp
	movq	%rax, 16(%r12)
	sete	%cl
	orb	%cl, %dl
	jne	.L2551
	testq	%rax, %rax
	je	.L2551
	leaq	160(%rsp), %rbx
	leaq	48(%rsp), %r14
	movq	8(%rsp), %rsi
	movq	%rbx, %rdx
	movq	%r14, %rdi
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L2536
	xorl	%ebx, %ebx
	cmpq	$0, 552(%rsp)
	je	.L2540
	.p2align 4,,10
	.p2align 3
.L2537:
	movq	16(%r12), %rax
	movq	%r14, %rdi
	leaq	(%rax,%rbx,8), %rbp
	addq	$1, %rbx
	call	due_next
	movq	%rax, 0(%rbp)
	cmpq	552(%rsp), %rbx
	jb	.L2537
.L2540:
	leaq	88(%rsp), %rdi
	leaq	40(%rsp), %rbx
	call	numbers_close
	movq	16(%r12), %rax
	leaq	24(%rsp), %rbp
	movq	%rbx, %r8
	movq	%rbp, %r9
	movl	$1, %esi
	movq	%rax, 528(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 792
	leaq	40(%rsp), %r14
	pushq	%r14
	.cfi_def_cfa_offset 800
	movq	24(%rsp), %r15
	movq	568(%rsp), %rcx
	movq	(%r12), %rdx
	movq	%r15, %rdi
	call	walk_all
	movq	8(%r12), %rdx
	movq	%rbx, %r8
	movq	%rbp, %r9
	movq	568(%rsp), %rcx
	xorl	%esi, %esi
	movq	%r15, %rdi
	movq	%r14, (%rsp)
	call	walk_all
	movq	568(%rsp), %r14
	movq	32(%r12), %rbx
	movq	%r14, 24(%r12)
	popq	%rdx
	.cfi_def_cfa_offset 792
	popq	%rcx
	.cfi_def_cfa_offset 784
	cmpq	%r14, %rbx
	jnb	.L2561
	movq	16(%r12), %rcx
	movq	8(%r12), %r15
	movq	480(%rsp), %rdx
	jmp	.L2541
	.p2align 4,,10
	.p2align 3
.L2543:
	addq	$1, %rbx
	movq	%rbx, 32(%r12)
	cmpq	%rbx, %r14
	je	.L2542
.L2541:
	movq	(%r15,%rbx,8), %rax
	addq	(%rcx,%rbx,8), %rax
	cmpq	%rax, %rdx
	jnb	.L2543
	movq	%rbx, 40(%r12)
	movq	%rbx, %rbp
	cmpq	%r14, %rbx
	jb	.L2544
	jmp	.L2546
	.p2align 4,,10
	.p2align 3
.L2547:
	addq	$1, %rbp
	movq	%rbp, 40(%r12)
	cmpq	%rbp, %r14
	je	.L2546
.L2544:
	movq	8(%rsp), %rdi
	movq	(%r15,%rbp,8), %r13
	movq	%rbp, %rsi
	call	service_of
	cmpq	%r13, %rax
	jb	.L2547
.L2546:
	xorl	%eax, %eax
	cmpq	%r14, %rbx
	setnb	%al
	jmp	.L2533
.L2550:
	movl	$1, %eax
.L2533:
	addq	$728, %rsp
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
.L2560:
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
	leaq	1(%rbx,%rsi), %rcx
	addq	%rcx, %rax
	cmpq	$1, %rdx
	movq	136(%r10), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	movq	%rax, 552(%rsp)
	jmp	.L2535
.L2561:
	movq	%rbx, 40(%r12)
	jmp	.L2546
.L2551:
	orl	$-1, %eax
	jmp	.L2533
.L2536:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC241(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
.L2542:
	movq	%r14, 40(%r12)
	jmp	.L2546
	.cfi_endproc
.LFE200:
	.size	first_stall_window, .-first_stall_window
	.p2align 4
	.type	walk_outcome, @function
walk_outcome:
.LFB132:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movq	%rdi, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	leaq	8(%rdx), %r14
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
	movq	%r14, %rbx
	andq	$-8, %rbx
	subq	$2232, %rsp
	.cfi_def_cfa_offset 2288
	movq	%rdi, 16(%rsp)
	leaq	848(%rsp), %rdi
	movq	%rcx, 128(%rsp)
	movl	$172, %ecx
	movq	%rdi, %r13
	movq	%rdi, 80(%rsp)
	rep stosq
	movq	%rdx, %rcx
	movq	%rbx, %rdi
	movq	%rsi, 8(%rsp)
	subq	%rbx, %rcx
	movq	$0, (%rdx)
	addl	$288, %ecx
	movq	$0, 280(%rdx)
	shrl	$3, %ecx
	movq	%rdx, 24(%rsp)
	rep stosq
	movl	$524288, %edi
	call	malloc@PLT
	movl	$524288, %edi
	movq	%rax, %rbx
	movq	%rax, 2200(%rsp)
	call	malloc@PLT
	testq	%rbx, %rbx
	movq	%r14, 32(%rsp)
	movl	200(%r15), %ebx
	sete	%dl
	testq	%rax, %rax
	movq	%rax, 2208(%rsp)
	movq	192(%r15), %r12
	sete	%al
	leaq	1648(%rsp), %r15
	orl	%edx, %eax
	movzbl	%al, %ebp
.L2563:
	xorl	%eax, %eax
	movq	%r13, %rdi
	movl	$50, %ecx
	movl	$8, %esi
	rep stosq
	movq	%r12, 56(%r13)
	movl	$425984, %edi
	movl	%ebx, 64(%r13)
	movq	$-1, 40(%r13)
	movl	$1, 72(%r13)
	call	calloc@PLT
	movl	$8, %esi
	movl	$393216, %edi
	movq	%rax, 384(%r13)
	movq	%rax, %r14
	call	calloc@PLT
	testq	%r14, %r14
	setne	%cl
	testq	%rax, %rax
	movq	%rax, 376(%r13)
	setne	%al
	addq	$400, %r13
	movzbl	%al, %eax
	andl	%ecx, %eax
	subl	$1, %eax
	orl	%eax, %ebp
	cmpq	%r13, %r15
	jne	.L2563
	movq	16(%rsp), %rax
	movq	24(%rsp), %r8
	movq	32(%rsp), %r14
	movl	176(%rax), %edi
	testl	%edi, %edi
	je	.L2715
.L2564:
	testl	%ebp, %ebp
	jne	.L2565
	movl	2192(%rsp), %eax
	movq	%r8, 120(%rsp)
	movl	$0, 136(%rsp)
	movl	%eax, 24(%rsp)
	movq	%r14, 168(%rsp)
	movq	%r15, 72(%rsp)
	movq	16(%rsp), %r15
	.p2align 4,,10
	.p2align 3
.L2566:
	movl	920(%rsp), %r10d
	movl	1320(%rsp), %edx
	testl	%r10d, %r10d
	jle	.L2716
	movl	152(%r15), %eax
	testl	%edx, %edx
	leaq	by_kind.5(%rip), %rbx
	movl	24(%rsp), %esi
	setg	%r12b
	setg	107(%rsp)
	movl	(%rbx,%rax,4), %r14d
	movzbl	%r12b, %r12d
	movl	$1, 176(%rsp)
	movl	%r12d, 180(%rsp)
	movq	%r14, %rax
	testl	%esi, %esi
	je	.L2717
	movl	$1, 24(%rsp)
	movb	$1, 106(%rsp)
.L2641:
	movl	1672(%rsp), %ecx
	testl	%ecx, %ecx
	jle	.L2567
.L2639:
	movl	$1, 184(%rsp)
	movl	%r12d, 188(%rsp)
	movl	$1, 24(%rsp)
.L2568:
	cmpl	$3, %eax
	movl	$1, %eax
	cmovne	%eax, %r12d
.L2570:
	leaq	336(%rsp), %rdi
	xorl	%eax, %eax
	movl	$64, %ecx
	movl	184(%rsp), %r13d
	movq	%rdi, 64(%rsp)
	pxor	%xmm0, %xmm0
	rep stosq
	movq	8(%rsp), %rax
	movaps	%xmm0, 192(%rsp)
	movq	%rax, 336(%rsp)
	testl	%r13d, %r13d
	jne	.L2571
	movq	%rax, 592(%rsp)
	movl	188(%rsp), %eax
	movl	%eax, 108(%rsp)
	testl	%eax, %eax
	je	.L2573
	xorl	%ebp, %ebp
.L2572:
	shrq	$32, %r14
	leaq	592(%rsp), %rbx
	movq	%r15, %rsi
	movq	%r14, %rdx
	movq	8(%rsp), %r14
	movq	%rbx, %rdi
	call	*(%r14)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
	je	.L2575
	testl	%r13d, %r13d
	je	.L2576
	movq	64(%rsp), %rdi
	call	*24(%r14)
.L2577:
	movl	136(%rsp), %eax
	orl	%ebp, %eax
	jne	.L2718
	movq	120(%rsp), %rax
	leaq	208(%rsp), %rdx
	movq	%r15, %rsi
	movq	%rbx, %rdi
	leaq	264(%rax), %rcx
	leaq	248(%rax), %r8
	movq	8(%rsp), %rax
	call	*32(%rax)
	cmpq	$0, 128(%rsp)
	je	.L2713
	movq	200(%rsp), %rax
	testq	%rax, %rax
	js	.L2616
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2617:
	movq	208(%rsp), %rax
	testq	%rax, %rax
	je	.L2618
	js	.L2619
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2620:
	divsd	%xmm1, %xmm0
.L2618:
	movq	128(%rsp), %rax
	movsd	%xmm0, 8(%rax)
.L2713:
	movq	8(%rsp), %rax
	movq	%rbx, %rdi
	call	*24(%rax)
.L2615:
	cmpb	$0, 106(%rsp)
	jne	.L2719
.L2622:
	cmpb	$0, 107(%rsp)
	jne	.L2623
	movl	24(%rsp), %r11d
	testl	%r11d, %r11d
	jne	.L2720
.L2625:
	movl	2192(%rsp), %eax
	movl	%eax, 24(%rsp)
	testl	%eax, %eax
	jne	.L2630
	movq	120(%rsp), %rax
	movl	200(%r15), %ebp
	movq	192(%r15), %rbx
	movq	160(%r15), %rdx
	movq	256(%rax), %rdi
	movq	8(%rsp), %rax
	movq	2216(%rsp), %rsi
	call	*40(%rax)
	movq	72(%rsp), %rdi
	movq	%rbx, %xmm2
	movl	$68, %ecx
	movq	%rax, %rdx
	xorl	%eax, %eax
	movl	$8, %esi
	rep stosq
	movq	%rdx, %xmm0
	movl	$425984, %edi
	movl	%ebp, 1664(%rsp)
	movl	$1, 1672(%rsp)
	punpcklqdq	%xmm2, %xmm0
	movaps	%xmm0, 1648(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movl	$425984, %edi
	movq	%rax, 2168(%rsp)
	movq	%rax, %rbp
	call	calloc@PLT
	movq	%rax, 2176(%rsp)
	movq	%rax, %r12
	testq	%rbp, %rbp
	je	.L2652
	testq	%rax, %rax
	je	.L2652
	movl	$1, 2192(%rsp)
	movl	$1, 24(%rsp)
.L2630:
	addl	$1, 136(%rsp)
	jmp	.L2566
	.p2align 4,,10
	.p2align 3
.L2571:
	movq	8(%rsp), %rbx
	movq	64(%rsp), %rdi
	movl	%r14d, %edx
	movq	%r15, %rsi
	call	*(%rbx)
	movq	%rbx, 592(%rsp)
	movl	188(%rsp), %ebx
	movl	%ebx, 108(%rsp)
	testl	%ebx, %ebx
	je	.L2574
	xorl	%ebp, %ebp
	testl	%eax, %eax
	setne	%bpl
	jmp	.L2572
	.p2align 4,,10
	.p2align 3
.L2716:
	testl	%edx, %edx
	jle	.L2721
	movl	152(%r15), %eax
	movl	24(%rsp), %ecx
	leaq	by_kind.5(%rip), %rbx
	movabsq	$4294967296, %rdx
	movq	%rdx, 176(%rsp)
	movl	(%rbx,%rax,4), %r14d
	movq	%r14, %rax
	testl	%ecx, %ecx
	jne	.L2722
	movq	%rdx, 184(%rsp)
	movl	$1, %r12d
	movb	$1, 107(%rsp)
	movb	$0, 106(%rsp)
	jmp	.L2570
.L2573:
	movl	$0, 108(%rsp)
.L2575:
	leaq	224(%rsp), %r14
	movq	%r15, %rsi
	leaq	176(%rsp), %rbp
	movq	%r14, %rdi
	call	due_restart
	leaq	184(%rsp), %rax
	movl	%r12d, 92(%rsp)
	movq	%rax, 32(%rsp)
	leaq	208(%rsp), %rax
	movq	%rax, 40(%rsp)
	movl	%r13d, 140(%rsp)
	movq	%r15, 160(%rsp)
	movq	%r14, 112(%rsp)
	movq	%rbp, 96(%rsp)
	.p2align 4,,10
	.p2align 3
.L2599:
	movl	92(%rsp), %eax
	xorl	%r13d, %r13d
	testl	%eax, %eax
	jne	.L2723
.L2579:
	movq	32(%rsp), %rax
	xorl	%r12d, %r12d
	xorl	%r15d, %r15d
	movq	%r13, 16(%rsp)
	movq	%r15, %rcx
	movq	80(%rsp), %rbp
	movq	72(%rsp), %r15
	movl	(%rax,%r12,4), %eax
	testl	%eax, %eax
	jne	.L2724
.L2583:
	addq	$400, %rbp
	testq	%r12, %r12
	jne	.L2725
.L2648:
	movq	32(%rsp), %rax
	movl	$1, %r12d
	movl	(%rax,%r12,4), %eax
	testl	%eax, %eax
	je	.L2583
.L2724:
	movq	64(%rsp), %rax
	movq	%r12, %rbx
	movq	%rcx, 56(%rsp)
	salq	$8, %rbx
	movq	16(%rsp), %rdx
	movl	%r12d, 88(%rsp)
	addq	%rax, %rbx
	movq	8(%rsp), %rax
	movq	2208(%rsp), %rsi
	movq	%rbx, %rdi
	call	*8(%rax)
	movq	40(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	216(%rsp), %r8
	movq	8(%rsp), %rax
	movq	%rbx, %rdi
	movq	2200(%rsp), %r13
	movl	$65536, %edx
	imulq	$1000000000, 208(%rsp), %r14
	movq	%r8, 48(%rsp)
	movq	%r13, %rsi
	call	*16(%rax)
	movq	40(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, %rbx
	call	clock_gettime@PLT
	movq	48(%rsp), %r8
	movq	56(%rsp), %rcx
	imulq	$1000000000, 208(%rsp), %rax
	subq	%r8, %rax
	addq	216(%rsp), %rax
	subq	%r14, %rax
	addq	%rax, 192(%rsp,%r12,8)
	leaq	(%rbx,%rcx), %rax
	movq	%rax, 48(%rsp)
	movq	96(%rsp), %rax
	movl	(%rax,%r12,4), %eax
	testl	%eax, %eax
	jne	.L2726
.L2584:
	movl	88(%rsp), %eax
	xorl	$1, %eax
	testb	%al, 24(%rsp)
	je	.L2597
	xorl	%r14d, %r14d
	testq	%rbx, %rbx
	je	.L2597
	.p2align 4,,10
	.p2align 3
.L2595:
	movq	0(%r13,%r14,8), %rsi
	movq	%r15, %rdi
	addq	$1, %r14
	call	cqr_add
	cmpq	%rbx, %r14
	jb	.L2595
.L2597:
	movq	48(%rsp), %rcx
	addq	$400, %rbp
	testq	%r12, %r12
	je	.L2648
.L2725:
	movq	16(%rsp), %r13
	movq	%rcx, %r15
	orq	%r13, %r15
	jne	.L2599
	movq	272(%rsp), %rdi
	movl	140(%rsp), %r13d
	movq	160(%rsp), %r15
	call	free@PLT
	movq	264(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2600
	call	fclose@PLT
.L2600:
	pxor	%xmm0, %xmm0
	movups	%xmm0, 264(%rsp)
	movups	%xmm0, 280(%rsp)
	movups	%xmm0, 296(%rsp)
	movups	%xmm0, 312(%rsp)
	testl	%r13d, %r13d
	je	.L2601
	cmpl	$0, 136(%rsp)
	jne	.L2609
	movq	120(%rsp), %rax
	movq	64(%rsp), %rdi
	leaq	208(%rsp), %rdx
	movq	%r15, %rsi
	leaq	256(%rax), %rcx
	leaq	240(%rax), %r8
	movq	8(%rsp), %rax
	call	*32(%rax)
	movq	208(%rsp), %rax
	cmpq	$0, 128(%rsp)
	movq	%rax, 2216(%rsp)
	je	.L2609
	movq	192(%rsp), %rdx
	testq	%rdx, %rdx
	js	.L2606
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2607:
	testq	%rax, %rax
	je	.L2612
	js	.L2610
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2611:
	divsd	%xmm1, %xmm0
.L2612:
	movq	128(%rsp), %rax
	movsd	%xmm0, (%rax)
.L2609:
	movq	8(%rsp), %rax
	movq	64(%rsp), %rdi
	call	*24(%rax)
	movl	108(%rsp), %ebx
	testl	%ebx, %ebx
	je	.L2615
.L2605:
	xorl	%ebp, %ebp
	leaq	592(%rsp), %rbx
	jmp	.L2577
	.p2align 4,,10
	.p2align 3
.L2723:
	movq	224(%rsp), %rax
	movl	$65536, %ecx
	movq	2208(%rsp), %r15
	movq	136(%rax), %rdx
	movq	232(%rsp), %rax
	movq	%rdx, %r13
	subq	%rax, %r13
	cmpq	%rcx, %r13
	cmova	%rcx, %r13
	cmpq	%rax, %rdx
	je	.L2579
	movq	112(%rsp), %rbp
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L2581:
	movq	%rbp, %rdi
	call	due_next
	movq	%rax, (%r15,%r12,8)
	addq	$1, %r12
	cmpq	%r13, %r12
	jb	.L2581
	jmp	.L2579
	.p2align 4,,10
	.p2align 3
.L2726:
	testq	%rbx, %rbx
	je	.L2583
	movl	68(%rbp), %eax
	movq	0(%r13), %rdi
	movq	%r13, %r11
	leaq	0(%r13,%rbx,8), %r14
	testl	%eax, %eax
	je	.L2667
	movslq	88(%rsp), %rdx
	movslq	320(%rbp), %r10
	movq	%r13, 56(%rsp)
	leaq	(%rdx,%rdx,4), %rdx
	movq	%r10, %rax
	leaq	(%rdx,%rdx,4), %r8
	leaq	(%r8,%r8), %r9
	salq	$2, %r8
	.p2align 4,,10
	.p2align 3
.L2594:
	xorl	%r13d, %r13d
	testl	%eax, %eax
	jle	.L2593
	.p2align 4,,10
	.p2align 3
.L2592:
	movslq	324(%rbp,%r13,4), %rdx
	movq	%rdi, %rsi
	leaq	28(%rdx,%r9), %rcx
	subq	848(%rsp,%rcx,8), %rsi
	leaq	68(%rdx,%r8), %rcx
	movl	848(%rsp,%rcx,4), %ecx
	shrq	%cl, %rsi
	cmpq	$65535, %rsi
	ja	.L2591
	movq	376(%rbp), %rcx
	salq	$16, %rdx
	addq	%rsi, %rdx
	addq	$1, (%rcx,%rdx,8)
.L2591:
	addq	$1, %r13
	cmpq	%r10, %r13
	jne	.L2592
.L2593:
	addq	$8, %r11
	cmpq	%r11, %r14
	je	.L2712
	movq	(%r11), %rdi
	jmp	.L2594
.L2667:
	movq	40(%rbp), %rdx
	movq	48(%rbp), %rax
	movq	%r13, 56(%rsp)
	movq	%r14, %r10
	movq	384(%rbp), %r8
	movl	$50, %r9d
	movq	%r15, %r13
	jmp	.L2586
	.p2align 4,,10
	.p2align 3
.L2590:
	movq	(%r11), %rdi
.L2586:
	addq	$1, 0(%rbp)
	movq	%rdi, %r14
	adcq	$0, 8(%rbp)
	xorl	%r15d, %r15d
	addq	%rdi, 16(%rbp)
	adcq	%r15, 24(%rbp)
	cmpq	%rdi, 56(%rbp)
	adcq	$0, 32(%rbp)
	cmpq	%rdi, %rdx
	cmova	%rdi, %rdx
	cmpq	%rdi, %rax
	cmovb	%rdi, %rax
	movq	%rdx, 40(%rbp)
	movq	%rax, 48(%rbp)
	cmpq	$16383, %rdi
	jbe	.L2589
	bsrq	%rdi, %rsi
	movl	%r9d, %ecx
	xorq	$63, %rsi
	subl	%esi, %ecx
	movl	%ecx, %esi
	shrq	%cl, %rdi
	salq	$13, %rsi
	addq	%rsi, %rdi
.L2589:
	addq	$8, %r11
	addq	$1, (%r8,%rdi,8)
	cmpq	%r11, %r10
	jne	.L2590
	movq	%r14, 144(%rsp)
	movq	%r15, 152(%rsp)
	movq	%r13, %r15
.L2712:
	movq	56(%rsp), %r13
	jmp	.L2584
.L2567:
	movl	24(%rsp), %ebx
	movl	%r12d, 188(%rsp)
	movl	%ebx, 184(%rsp)
	testl	%ebx, %ebx
	je	.L2570
	xorl	%edx, %edx
	movl	%edx, 24(%rsp)
	jmp	.L2568
	.p2align 4,,10
	.p2align 3
.L2574:
	testl	%eax, %eax
	je	.L2573
	movq	8(%rsp), %rax
	movq	64(%rsp), %rdi
	call	*24(%rax)
.L2565:
	movq	2168(%rsp), %rbp
	movq	2176(%rsp), %r12
	movl	$-1, %eax
	movq	2152(%rsp), %r14
	movq	2160(%rsp), %r13
.L2621:
	movq	1224(%rsp), %rdi
	movl	%eax, 8(%rsp)
	call	free@PLT
	movq	1232(%rsp), %rdi
	call	free@PLT
	movq	1624(%rsp), %rdi
	call	free@PLT
	movq	1632(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	movq	%r14, %rdi
	call	free@PLT
	movq	%r13, %rdi
	call	free@PLT
	movq	2200(%rsp), %rdi
	call	free@PLT
	movq	2208(%rsp), %rdi
	call	free@PLT
	movl	8(%rsp), %eax
	addq	$2232, %rsp
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
.L2719:
	.cfi_restore_state
	movq	80(%rsp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L2622
.L2626:
	movq	2168(%rsp), %rbp
	movq	2176(%rsp), %r12
	movq	2152(%rsp), %r14
	movq	2160(%rsp), %r13
	jmp	.L2621
.L2623:
	leaq	1248(%rsp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	jne	.L2626
	movl	24(%rsp), %r11d
	testl	%r11d, %r11d
	je	.L2625
.L2720:
	movl	1668(%rsp), %eax
	movq	72(%rsp), %rdi
	leal	1(%rax), %edx
	movl	%edx, 1668(%rsp)
	testl	%eax, %eax
	je	.L2727
	call	cqr_end_pass.part.0
.L2629:
	testl	%eax, %eax
	je	.L2625
	jmp	.L2626
.L2576:
	movq	8(%rsp), %rax
	movq	%rbx, %rdi
	call	*24(%rax)
	jmp	.L2565
.L2721:
	movl	24(%rsp), %r9d
	testl	%r9d, %r9d
	je	.L2635
	movl	1672(%rsp), %r8d
	testl	%r8d, %r8d
	jle	.L2728
	movl	152(%r15), %edx
	leaq	by_kind.5(%rip), %rax
	movb	$0, 106(%rsp)
	xorl	%r12d, %r12d
	movq	$0, 176(%rsp)
	movl	(%rax,%rdx,4), %r14d
	movb	$0, 107(%rsp)
	movq	%r14, %rax
	jmp	.L2639
.L2728:
	movq	120(%rsp), %r8
	movq	1648(%rsp), %rax
	pxor	%xmm0, %xmm0
	leaq	976(%rsp), %rdx
	movq	168(%rsp), %r14
	movdqa	864(%rsp), %xmm5
	movq	%rax, 272(%r8)
	movq	848(%rsp), %rax
	movups	%xmm0, 8(%r8)
	movq	$0, 64(%r14)
	movups	%xmm0, 16(%r14)
	movups	%xmm0, 32(%r14)
	movups	%xmm0, 48(%r14)
	movq	%rax, (%r8)
	movq	880(%rsp), %rax
	movaps	%xmm5, 64(%r8)
	movq	%rax, 56(%r8)
	xorl	%eax, %eax
.L2637:
	movdqa	(%rdx,%rax), %xmm3
	movups	%xmm3, 8(%r8,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L2637
	pxor	%xmm0, %xmm0
	leaq	1376(%rsp), %rdx
	movups	%xmm0, 88(%r8)
	movups	%xmm0, 104(%r8)
	movups	%xmm0, 120(%r8)
	movq	1248(%rsp), %rax
	movdqa	1264(%rsp), %xmm6
	movq	%rax, 80(%r8)
	movq	1280(%rsp), %rax
	movaps	%xmm6, 144(%r8)
	movq	%rax, 136(%r8)
	xorl	%eax, %eax
.L2638:
	movdqa	(%rdx,%rax), %xmm4
	movups	%xmm4, 88(%r8,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L2638
	movq	1680(%rsp), %rax
	movdqa	1792(%rsp), %xmm5
	movdqa	1696(%rsp), %xmm7
	movq	%rax, 160(%r8)
	subq	1712(%rsp), %rax
	movups	%xmm5, 168(%r8)
	movdqa	1808(%rsp), %xmm6
	movaps	%xmm7, 224(%r8)
	movups	%xmm6, 184(%r8)
	movdqa	1824(%rsp), %xmm7
	movq	%rax, 216(%r8)
	xorl	%eax, %eax
	movups	%xmm7, 200(%r8)
	movq	2168(%rsp), %rbp
	movq	2176(%rsp), %r12
	movq	2152(%rsp), %r14
	movq	2160(%rsp), %r13
	jmp	.L2621
.L2601:
	movl	108(%rsp), %edi
	testl	%edi, %edi
	jne	.L2605
	jmp	.L2615
.L2717:
	movl	$1, 184(%rsp)
	movl	%r12d, 188(%rsp)
	movb	$1, 106(%rsp)
	jmp	.L2568
.L2635:
	movl	152(%r15), %edx
	xorl	%r12d, %r12d
	leaq	by_kind.5(%rip), %rax
	movq	$0, 176(%rsp)
	movq	$0, 184(%rsp)
	movb	$0, 107(%rsp)
	movl	(%rax,%rdx,4), %r14d
	movb	$0, 106(%rsp)
	jmp	.L2570
.L2718:
	movq	8(%rsp), %rax
	movq	%rbx, %rdi
	call	*24(%rax)
	testl	%ebp, %ebp
	je	.L2615
	jmp	.L2565
	.p2align 4,,10
	.p2align 3
.L2616:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2617
.L2606:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2607
.L2619:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2620
.L2610:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2611
.L2727:
	call	cqr_first_end
	jmp	.L2629
.L2715:
	movq	168(%rax), %rax
	movq	%r12, %xmm5
	movl	$68, %ecx
	movq	%r15, %rdi
	movl	$8, %esi
	movq	%r8, 32(%rsp)
	movq	%rax, 24(%rsp)
	movq	%rax, %xmm0
	xorl	%eax, %eax
	rep stosq
	punpcklqdq	%xmm5, %xmm0
	movl	$425984, %edi
	movl	%ebx, 1664(%rsp)
	movaps	%xmm0, 1648(%rsp)
	movl	$1, 1672(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movl	$425984, %edi
	movq	%rax, %rbx
	movq	%rax, 2168(%rsp)
	call	calloc@PLT
	testq	%rbx, %rbx
	movq	32(%rsp), %r8
	movl	$1, 2192(%rsp)
	movq	%rax, %rdx
	movq	%rax, 2176(%rsp)
	setne	%al
	testq	%rdx, %rdx
	setne	%dl
	andl	%edx, %eax
	xorl	$1, %eax
	movzbl	%al, %eax
	orl	%eax, %ebp
	jmp	.L2564
.L2652:
	xorl	%r13d, %r13d
	xorl	%r14d, %r14d
	movl	$-1, %eax
	jmp	.L2621
.L2722:
	xorl	%esi, %esi
	movb	$1, 107(%rsp)
	movl	$1, %r12d
	movl	%esi, 24(%rsp)
	movb	$0, 106(%rsp)
	jmp	.L2641
	.cfi_endproc
.LFE132:
	.size	walk_outcome, .-walk_outcome
	.p2align 4
	.type	ref_job_run, @function
ref_job_run:
.LFB257:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	8(%rdi), %rdx
	xorl	%ecx, %ecx
	movq	(%rdi), %rdi
	leaq	REFERENCE_WALK(%rip), %rsi
	call	walk_outcome
	movl	%eax, 16(%rbx)
	xorl	%eax, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE257:
	.size	ref_job_run, .-ref_job_run
	.section	.rodata.str1.8
	.align 8
.LC414:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.text
	.p2align 4
	.type	run_once, @function
run_once:
.LFB146:
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
	movq	%rdx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$264, %rsp
	.cfi_def_cfa_offset 320
	movq	136(%rdi), %r14
	movl	24(%rsi), %eax
	movq	%rcx, 24(%rsp)
	movq	%r14, 96(%rsp)
	movq	%r14, 104(%rsp)
	cmpl	$2, %eax
	je	.L2797
	cmpl	$3, %eax
	je	.L2798
	leaq	8(%rdx), %rdi
	movq	%rdx, %rcx
	xorl	%eax, %eax
	movq	$0, (%rdx)
	andq	$-8, %rdi
	movq	%rbp, %rsi
	movq	$0, 280(%rdx)
	subq	%rdi, %rcx
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	leaq	192(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 8(%rsp)
	call	server_init
	leaq	160(%rsp), %rax
	movl	$1, %edi
	movq	%rax, %rsi
	movq	%rax, 16(%rsp)
	call	clock_gettime@PLT
	movl	72(%rbp), %eax
	movq	160(%rsp), %rbx
	movq	168(%rsp), %r15
	testl	%eax, %eax
	movl	152(%rbp), %eax
	jne	.L2756
	testl	%eax, %eax
	jne	.L2756
	cmpq	$1, 160(%rbp)
	je	.L2799
.L2757:
	leaq	240(%r12), %r9
	movl	$1, %esi
.L2759:
	movq	136(%rbp), %rcx
.L2761:
	subq	$8, %rsp
	.cfi_def_cfa_offset 328
	movq	0(%r13), %rdx
	movq	%rbp, %rdi
	leaq	136(%rsp), %rax
	pushq	%rax
	.cfi_def_cfa_offset 336
	leaq	112(%rsp), %r8
	call	walk_all
	movq	112(%rsp), %rbx
	movq	%rax, 256(%r12)
	movq	144(%rsp), %rax
	popq	%r11
	.cfi_def_cfa_offset 328
	popq	%r15
	.cfi_def_cfa_offset 320
.L2758:
	testq	%rax, %rax
	js	.L2762
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2763:
	testq	%rbx, %rbx
	je	.L2764
	js	.L2765
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L2766:
	divsd	%xmm1, %xmm0
.L2764:
	movq	24(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%rbp, %rsi
	movsd	%xmm0, (%rax)
	call	server_init
	movq	16(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	168(%rsp), %r10
	movq	160(%rsp), %r15
	movq	%r10, 32(%rsp)
	movl	72(%rbp), %r10d
	testl	%r10d, %r10d
	jne	.L2767
	movl	8(%rbp), %r9d
	testl	%r9d, %r9d
	jne	.L2767
	cmpq	$0, 40(%rbp)
	je	.L2800
.L2767:
	subq	$8, %rsp
	.cfi_def_cfa_offset 328
	movq	8(%r13), %rdx
	movq	%r14, %rcx
	movq	%rbp, %rdi
	leaq	136(%rsp), %rax
	leaq	248(%r12), %r9
	xorl	%esi, %esi
	pushq	%rax
	.cfi_def_cfa_offset 336
	leaq	120(%rsp), %r8
	call	walk_all
	movq	120(%rsp), %r14
	movq	%rax, 264(%r12)
	movq	144(%rsp), %rax
	popq	%rdi
	.cfi_def_cfa_offset 328
	popq	%r8
	.cfi_def_cfa_offset 320
.L2768:
	testq	%rax, %rax
	js	.L2769
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2770:
	testq	%r14, %r14
	js	.L2771
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L2772:
	divsd	%xmm1, %xmm0
	movq	24(%rsp), %rax
	movl	176(%rbp), %esi
	movq	256(%r12), %rcx
	movsd	%xmm0, 8(%rax)
	testl	%esi, %esi
	je	.L2773
	movq	160(%rbp), %rsi
	movq	$-1, %rdx
	cmpq	%rsi, %rbx
	jb	.L2774
	xorl	%edx, %edx
	movq	%rbx, %rax
	divq	%rsi
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rcx, %rax
	divq	%rsi
	movl	$1, %edx
	testq	%rax, %rax
	cmovne	%rax, %rdx
.L2774:
	movl	200(%rbp), %ecx
	movq	0(%r13), %rdi
	movq	%r12, %r8
	movq	%rbx, %rsi
	movq	%rdx, 272(%r12)
	movq	192(%rbp), %rdx
	call	summarise.isra.0
	movl	200(%rbp), %ecx
	movq	8(%r13), %rdi
	movq	%r14, %rsi
	movq	192(%rbp), %rdx
	leaq	80(%r12), %r8
	call	summarise.isra.0
	subq	$8, %rsp
	.cfi_def_cfa_offset 328
	movq	0(%r13), %rdi
	movq	%rbx, %rsi
	leaq	160(%r12), %rax
	movq	192(%rbp), %rcx
	movq	272(%r12), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 336
	movq	16(%r13), %r9
	movl	200(%rbp), %r8d
	call	corrected_summarise
	popq	%rdx
	.cfi_def_cfa_offset 328
	popq	%rcx
	.cfi_def_cfa_offset 320
.L2731:
	addq	$264, %rsp
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
.L2756:
	.cfi_restore_state
	leaq	by_kind.5(%rip), %rdx
	leaq	240(%r12), %r9
	movl	(%rdx,%rax,4), %esi
	cmpl	$3, %esi
	jne	.L2759
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L2759
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	160(%rbp), %rdx
	leaq	1(%rax,%rdx), %rcx
	jmp	.L2761
	.p2align 4,,10
	.p2align 3
.L2773:
	movq	168(%rbp), %rdx
	jmp	.L2774
.L2771:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2772
.L2769:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2770
.L2762:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2763
.L2800:
	movq	8(%r13), %rdx
	movq	8(%rsp), %rsi
	xorl	%r9d, %r9d
	movq	%r14, %r8
	xorl	%ecx, %ecx
	movq	%rbp, %rdi
	call	run_open
	movq	16(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 264(%r12)
	call	clock_gettime@PLT
	imulq	$1000000000, %r15, %rdx
	movq	32(%rsp), %r10
	imulq	$1000000000, 160(%rsp), %rax
	subq	%r10, %rax
	addq	168(%rsp), %rax
	subq	%rdx, %rax
	movq	200(%rsp), %rdx
	movq	%rax, 128(%rsp)
	movq	%rdx, 248(%r12)
	jmp	.L2768
.L2798:
	movq	24(%rsp), %rcx
	addq	$264, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	GENERAL_WALK(%rip), %rsi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
.L2765:
	.cfi_restore_state
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2766
.L2797:
	leaq	8(%rdx), %rdi
	movq	%rdx, %rcx
	pxor	%xmm0, %xmm0
	xorl	%eax, %eax
	andq	$-8, %rdi
	movaps	%xmm0, 128(%rsp)
	subq	%rdi, %rcx
	movaps	%xmm0, 144(%rsp)
	addl	$288, %ecx
	movaps	%xmm0, 160(%rsp)
	shrl	$3, %ecx
	movaps	%xmm0, 176(%rsp)
	movq	$0, (%rdx)
	movq	$0, 280(%rdx)
	rep stosq
	leaq	32(%rsi), %rax
	movq	%rax, 80(%rsp)
	movq	40(%rsi), %rax
	movq	48(%rsi), %rdi
	xorl	%esi, %esi
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	leaq	56(%r13), %rax
	movq	72(%r13), %rdi
	xorl	%esi, %esi
	movq	%rax, 72(%rsp)
	movq	64(%r13), %rax
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	leaq	192(%rsp), %rax
	movq	%rbp, 48(%rsp)
	movq	%r12, %rbp
	movq	%rax, 8(%rsp)
	leaq	112(%rsp), %rax
	movq	$0, 40(%rsp)
	movq	%rax, 32(%rsp)
.L2746:
	movq	48(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	server_init
	testq	%r14, %r14
	je	.L2775
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	movq	%rbp, 88(%rsp)
	xorl	%r12d, %r12d
	movq	%r9, 16(%rsp)
	movq	%rsi, 64(%rsp)
	.p2align 4,,10
	.p2align 3
.L2737:
	movq	32(%rsp), %rsi
	movq	%r12, %r15
	addq	$65536, %r12
	movl	$1, %edi
	cmpq	%r12, %r14
	movq	%r12, %rbp
	cmovbe	%r14, %rbp
	call	clock_gettime@PLT
	imulq	$1000000000, 112(%rsp), %r10
	addq	120(%rsp), %r10
	cmpq	$0, 40(%rsp)
	movq	%r10, 56(%rsp)
	je	.L2801
	movq	16(%rsp), %r9
	movq	8(%r13), %rdx
	movq	%rbp, %r8
	movq	%r15, %rcx
	movq	8(%rsp), %rsi
	movq	48(%rsp), %rdi
	movq	%rbp, %rbx
	subq	%r15, %rbx
	call	run_open
	movq	32(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 16(%rsp)
	call	clock_gettime@PLT
	movq	56(%rsp), %r10
	movq	72(%rsp), %r9
	imulq	$1000000000, 112(%rsp), %rax
	addq	120(%rsp), %rax
	subq	%r10, %rax
	addq	%rax, 64(%rsp)
	movq	8(%r13), %r10
.L2735:
	xorl	%ecx, %ecx
	testq	%rbx, %rbx
	je	.L2741
	.p2align 4,,10
	.p2align 3
.L2736:
	movq	(%r10,%rcx,8), %rdi
	movq	(%r9), %r11
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r11
	cmpq	%r8, %rax
	jnb	.L2739
	testq	%rdx, %rdx
	jne	.L2739
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%rbx, %rcx
	jne	.L2736
.L2741:
	cmpq	%r14, %r12
	jb	.L2737
	movq	64(%rsp), %rsi
	movq	16(%rsp), %r9
	movq	88(%rsp), %rbp
	testq	%rsi, %rsi
	js	.L2742
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L2733:
	testq	%r14, %r14
	js	.L2744
.L2793:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L2745:
	divsd	%xmm1, %xmm0
	movq	40(%rsp), %rsi
	movq	24(%rsp), %rax
	movsd	%xmm0, (%rax,%rsi,8)
	movq	200(%rsp), %rax
	movq	%r9, 256(%rbp,%rsi,8)
	movq	%rax, 240(%rbp,%rsi,8)
	testq	%rsi, %rsi
	jne	.L2802
	movq	$1, 40(%rsp)
	jmp	.L2746
	.p2align 4,,10
	.p2align 3
.L2801:
	movq	16(%rsp), %r9
	movq	0(%r13), %rdx
	movq	%rbp, %r8
	movq	%r15, %rcx
	movq	8(%rsp), %rsi
	movq	48(%rsp), %rdi
	movq	%rbp, %rbx
	subq	%r15, %rbx
	call	run_closed
	movq	32(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 16(%rsp)
	call	clock_gettime@PLT
	movq	56(%rsp), %r10
	movq	80(%rsp), %r9
	imulq	$1000000000, 112(%rsp), %rax
	addq	120(%rsp), %rax
	subq	%r10, %rax
	movq	0(%r13), %r10
	addq	%rax, 64(%rsp)
	jmp	.L2735
.L2802:
	movq	%rbp, %r12
	movq	48(%rsp), %rbp
	movq	256(%r12), %rcx
	movl	176(%rbp), %eax
	testl	%eax, %eax
	jne	.L2803
	movq	168(%rbp), %rsi
.L2748:
	cmpq	$0, 40(%r13)
	movq	%rsi, 272(%r12)
	je	.L2779
	xorl	%ebx, %ebx
	leaq	128(%rsp), %r14
	jmp	.L2751
	.p2align 4,,10
	.p2align 3
.L2750:
	addq	$1, %rbx
	cmpq	40(%r13), %rbx
	jnb	.L2804
.L2751:
	movq	48(%r13), %rax
	movq	(%rax,%rbx,8), %r8
	testq	%r8, %r8
	je	.L2750
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rdi
	imulq	%rbx, %rsi
	call	dist_add
	jmp	.L2750
.L2744:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2745
.L2799:
	movl	8(%rbp), %eax
	testl	%eax, %eax
	jne	.L2757
	cmpq	$0, 40(%rbp)
	jne	.L2757
	movq	0(%r13), %rdx
	movq	8(%rsp), %rsi
	xorl	%r9d, %r9d
	movq	%r14, %r8
	xorl	%ecx, %ecx
	imulq	$1000000000, %rbx, %rbx
	movq	%rbp, %rdi
	call	run_closed
	movq	16(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 256(%r12)
	call	clock_gettime@PLT
	movq	200(%rsp), %rdx
	imulq	$1000000000, 160(%rsp), %rax
	movq	%rdx, 240(%r12)
	subq	%r15, %rax
	addq	168(%rsp), %rax
	subq	%rbx, %rax
	movq	%r14, %rbx
	movq	%rax, 128(%rsp)
	jmp	.L2758
.L2742:
	movq	%rsi, %rdx
	movq	%rsi, %rax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	andl	$1, %eax
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2733
.L2803:
	movq	160(%rbp), %rdi
	movq	$-1, %rsi
	cmpq	%rdi, %r14
	jb	.L2748
	movq	%r14, %rax
	xorl	%edx, %edx
	movl	$1, %esi
	divq	%rdi
	xorl	%edx, %edx
	movq	%rax, %r14
	movq	%rcx, %rax
	divq	%r14
	testq	%rax, %rax
	cmovne	%rax, %rsi
	jmp	.L2748
.L2804:
	movq	272(%r12), %rsi
	movl	152(%rsp), %r13d
.L2749:
	leaq	160(%rsp), %rbx
	movq	%r14, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	orl	184(%rsp), %r13d
	jne	.L2780
	movl	200(%rbp), %edx
	movq	192(%rbp), %rsi
	movq	%r12, %rcx
	movq	80(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	je	.L2805
.L2752:
	movl	%eax, 8(%rsp)
	movq	128(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rdi
	call	free@PLT
	movl	8(%rsp), %eax
	jmp	.L2731
.L2739:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r11, %rcx
	xorl	%eax, %eax
	leaq	.LC414(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L2805:
	movl	200(%rbp), %edx
	movq	72(%rsp), %rdi
	leaq	80(%r12), %rcx
	movq	192(%rbp), %rsi
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L2752
	movl	200(%rbp), %edx
	movq	192(%rbp), %rsi
	leaq	160(%r12), %rcx
	movq	%rbx, %rdi
	call	dist_summarise
	jmp	.L2752
.L2775:
	xorl	%r9d, %r9d
	pxor	%xmm0, %xmm0
	jmp	.L2793
.L2779:
	xorl	%r13d, %r13d
	leaq	128(%rsp), %r14
	jmp	.L2749
.L2780:
	movl	$-1, %eax
	jmp	.L2752
	.cfi_endproc
.LFE146:
	.size	run_once, .-run_once
	.globl	__floatuntidf
	.section	.rodata.str1.8
	.align 8
.LC419:
	.string	"Theory (%s, rho %.4f): open mean %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.align 8
.LC420:
	.string	"; p99 %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.section	.rodata.str1.1
.LC421:
	.string	"."
	.section	.rodata.str1.8
	.align 8
.LC422:
	.string	"warning: a measurement lies outside its tolerance of theory: a run is a sample, theory a limit; a longer run narrows both"
	.align 8
.LC423:
	.string	"RESULT theory queue=%s rho=%.4f mean_ns=%.0f"
	.section	.rodata.str1.1
.LC424:
	.string	" %s_ns=%.0f"
	.section	.rodata.str1.8
	.align 8
.LC425:
	.string	"\nRESULT theory_check set=open mean_err_pct=%.3f tolerance_pct=%.3f"
	.align 8
.LC426:
	.string	" p99_err_pct=%.3f p99_tolerance_pct=%.3f"
	.section	.rodata.str1.1
.LC427:
	.string	" ok=%d\n"
	.section	.rodata.str1.8
	.align 8
.LC428:
	.string	"RESULT theory_check set=closed mean_err_pct=%.3f tolerance_pct=%.3f"
	.text
	.p2align 4
	.type	print_theory, @function
print_theory:
.LFB249:
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
	movl	%esi, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$184, %rsp
	.cfi_def_cfa_offset 240
	movq	(%rdi), %rbx
	movsd	376(%rdi), %xmm5
	movsd	384(%rdi), %xmm6
	movl	$0, (%rsp)
	movl	152(%rbx), %eax
	movsd	%xmm5, 8(%rsp)
	movsd	%xmm6, 48(%rsp)
	testl	%eax, %eax
	jne	.L2807
	xorl	%eax, %eax
	cmpq	$1, 160(%rbx)
	sete	%al
	movl	%eax, (%rsp)
.L2807:
	movq	96(%r15), %rax
	leaq	112(%rsp), %r14
	movq	%rbx, %rdi
	movq	112(%r15), %r13
	movq	%r14, %rsi
	movq	176(%r15), %r10
	movq	184(%r15), %r9
	movq	%rax, 16(%rsp)
	movq	104(%r15), %rax
	movq	32(%r15), %r12
	movq	%rax, 24(%rsp)
	call	theory_of
	testl	%eax, %eax
	jne	.L2873
.L2806:
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
.L2873:
	.cfi_restore_state
	movq	%r10, %rdi
	movq	%r9, %rsi
	call	__floatuntidf@PLT
	testq	%r13, %r13
	js	.L2809
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r13, %xmm1
.L2810:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, 56(%rsp)
	testq	%r12, %r12
	js	.L2811
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%r12, %xmm5
	movsd	%xmm5, 32(%rsp)
.L2812:
	movq	16(%rsp), %rdi
	movq	24(%rsp), %rsi
	call	__floatuntidf@PLT
	leaq	104(%rsp), %rdx
	movq	%rbx, %rdi
	leaq	136(%rsp), %rsi
	divsd	32(%rsp), %xmm0
	movq	%xmm0, %r13
	call	service_moments
	movsd	56(%rsp), %xmm3
	movsd	152(%rsp), %xmm1
	movsd	.LC91(%rip), %xmm4
	mulsd	8(%rsp), %xmm4
	subsd	%xmm1, %xmm3
	mulsd	.LC72(%rip), %xmm3
	movl	160(%rsp), %r12d
	movsd	%xmm4, 8(%rsp)
	divsd	%xmm1, %xmm3
	testl	%r12d, %r12d
	jne	.L2874
	cmpl	$0, (%rsp)
	jne	.L2875
	movq	$0x000000000, 48(%rsp)
	movq	$0x000000000, 64(%rsp)
.L2818:
	movq	.LC60(%rip), %xmm7
	movsd	8(%rsp), %xmm6
	movaps	%xmm7, 32(%rsp)
	andpd	%xmm3, %xmm7
	comisd	%xmm7, %xmm6
	movsd	%xmm7, 72(%rsp)
	jnb	.L2847
	movq	$0x000000000, 16(%rsp)
	xorl	%ebx, %ebx
	movq	$0x000000000, 24(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 80(%rsp)
.L2819:
	movsd	120(%rsp), %xmm0
	movq	112(%rsp), %rsi
	testl	%ebp, %ebp
	je	.L2876
	leaq	.LC423(%rip), %rdi
	movl	$2, %eax
	movsd	%xmm3, 56(%rsp)
	call	printf@PLT
	testl	%r12d, %r12d
	movsd	56(%rsp), %xmm3
	je	.L2827
	leaq	PCT_MILLI(%rip), %r15
	movl	%r12d, 56(%rsp)
	leaq	PCT_NAME(%rip), %rbx
	leaq	40(%r15), %r13
	movq	%r15, %r12
	leaq	.LC424(%rip), %rbp
	movq	%xmm3, %r15
.L2828:
	movq	(%r12), %rsi
	movq	%r14, %rdi
	addq	$8, %r12
	addq	$8, %rbx
	call	theory_open_pct
	movq	-8(%rbx), %rsi
	movq	%rbp, %rdi
	movl	$1, %eax
	call	printf@PLT
	cmpq	%r12, %r13
	jne	.L2828
	movsd	8(%rsp), %xmm1
	movq	%r15, %xmm3
	movl	$2, %eax
	leaq	.LC425(%rip), %rdi
	movapd	%xmm3, %xmm0
	movl	56(%rsp), %r12d
	call	printf@PLT
	movsd	24(%rsp), %xmm1
	movsd	16(%rsp), %xmm0
	leaq	.LC426(%rip), %rdi
	movl	$2, %eax
	call	printf@PLT
.L2830:
	movsd	8(%rsp), %xmm7
	xorl	%esi, %esi
	comisd	72(%rsp), %xmm7
	jb	.L2831
	movsd	16(%rsp), %xmm0
	movsd	24(%rsp), %xmm6
	xorl	%esi, %esi
	andpd	32(%rsp), %xmm0
	comisd	%xmm0, %xmm6
	setnb	%sil
.L2831:
	leaq	.LC427(%rip), %rbx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	printf@PLT
	cmpl	$0, (%rsp)
	je	.L2806
	movsd	48(%rsp), %xmm1
	movsd	64(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC428(%rip), %rdi
	call	printf@PLT
	testl	%r12d, %r12d
	jne	.L2877
.L2833:
	movsd	64(%rsp), %xmm0
	movapd	32(%rsp), %xmm7
	xorl	%esi, %esi
	movsd	48(%rsp), %xmm1
	addsd	.LC418(%rip), %xmm1
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm1
	jb	.L2834
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm4
	xorl	%esi, %esi
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm4
	setnb	%sil
.L2834:
	addq	$184, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%rbx, %rdi
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
.L2811:
	.cfi_restore_state
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L2812
.L2809:
	movq	%r13, %rax
	andl	$1, %r13d
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%r13, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2810
.L2876:
	movsd	8(%rsp), %xmm4
	leaq	.LC419(%rip), %rdi
	movl	$5, %eax
	movsd	56(%rsp), %xmm2
	divsd	.LC66(%rip), %xmm1
	divsd	.LC66(%rip), %xmm2
	call	printf@PLT
	testl	%r12d, %r12d
	jne	.L2878
.L2824:
	leaq	.LC421(%rip), %rdi
	call	puts@PLT
	testl	%ebx, %ebx
	jne	.L2806
	addq	$184, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC422(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
.L2874:
	.cfi_restore_state
	movsd	.LC415(%rip), %xmm0
	mulsd	48(%rsp), %xmm0
	movsd	%xmm3, 24(%rsp)
	movsd	.LC416(%rip), %xmm2
	movsd	%xmm1, 16(%rsp)
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	sqrt@PLT
	movl	$99000, %esi
	movq	%r14, %rdi
	xorpd	.LC30(%rip), %xmm0
	divsd	.LC417(%rip), %xmm0
	movq	%xmm0, %rbx
	call	theory_open_pct
	movq	136(%r15), %rax
	movsd	16(%rsp), %xmm1
	movsd	24(%rsp), %xmm3
	testq	%rax, %rax
	js	.L2814
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L2815:
	subsd	%xmm0, %xmm2
	mulsd	.LC72(%rip), %xmm2
	movq	%rbx, %xmm4
	cmpl	$0, (%rsp)
	mulsd	.LC91(%rip), %xmm4
	divsd	%xmm0, %xmm2
	movsd	%xmm4, 24(%rsp)
	movsd	%xmm2, 16(%rsp)
	jne	.L2816
	movq	$0x000000000, 80(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 48(%rsp)
	movq	$0x000000000, 64(%rsp)
.L2817:
	movq	.LC60(%rip), %xmm4
	movsd	8(%rsp), %xmm6
	movapd	%xmm4, %xmm7
	movaps	%xmm4, 32(%rsp)
	andpd	%xmm3, %xmm7
	comisd	%xmm7, %xmm6
	movsd	%xmm7, 72(%rsp)
	jb	.L2867
	movsd	16(%rsp), %xmm0
	movsd	24(%rsp), %xmm6
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm6
	jnb	.L2839
.L2867:
	xorl	%ebx, %ebx
	jmp	.L2819
.L2847:
	movq	$0x000000000, 16(%rsp)
	movq	$0x000000000, 24(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 80(%rsp)
.L2839:
	movsd	64(%rsp), %xmm0
	movapd	32(%rsp), %xmm4
	movsd	48(%rsp), %xmm2
	addsd	.LC418(%rip), %xmm2
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm2
	jb	.L2867
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm5
	xorl	%ebx, %ebx
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm5
	setnb	%bl
	jmp	.L2819
.L2875:
	movsd	104(%rsp), %xmm0
	movsd	%xmm3, 24(%rsp)
	divsd	32(%rsp), %xmm0
	movsd	%xmm1, 16(%rsp)
	call	sqrt@PLT
	movsd	16(%rsp), %xmm1
	movsd	136(%rsp), %xmm2
	movapd	%xmm0, %xmm4
	movq	%r13, %xmm0
	movsd	24(%rsp), %xmm3
	subsd	%xmm2, %xmm0
	mulsd	.LC72(%rip), %xmm0
	mulsd	.LC91(%rip), %xmm4
	divsd	%xmm2, %xmm0
	movsd	%xmm4, 48(%rsp)
	movsd	%xmm0, 64(%rsp)
	jmp	.L2818
.L2827:
	movsd	8(%rsp), %xmm1
	movapd	%xmm3, %xmm0
	movl	$2, %eax
	leaq	.LC425(%rip), %rdi
	call	printf@PLT
	jmp	.L2830
.L2814:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2815
.L2878:
	movq	136(%r15), %rax
	testq	%rax, %rax
	js	.L2825
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2826:
	movq	%r14, %rdi
	movl	$99000, %esi
	divsd	.LC66(%rip), %xmm1
	movsd	%xmm1, (%rsp)
	call	theory_open_pct
	movsd	24(%rsp), %xmm3
	movsd	16(%rsp), %xmm2
	leaq	.LC420(%rip), %rdi
	movsd	(%rsp), %xmm1
	movl	$4, %eax
	divsd	.LC66(%rip), %xmm0
	call	printf@PLT
	jmp	.L2824
.L2816:
	movsd	%xmm3, 88(%rsp)
	movsd	104(%rsp), %xmm0
	divsd	32(%rsp), %xmm0
	movsd	%xmm1, 80(%rsp)
	call	sqrt@PLT
	movsd	136(%rsp), %xmm4
	movapd	%xmm0, %xmm2
	movq	%r13, %xmm0
	subsd	%xmm4, %xmm0
	mulsd	.LC72(%rip), %xmm0
	movsd	%xmm4, 72(%rsp)
	mulsd	.LC91(%rip), %xmm2
	divsd	%xmm4, %xmm0
	movsd	%xmm2, 48(%rsp)
	movsd	.LC416(%rip), %xmm2
	movsd	%xmm0, 64(%rsp)
	movsd	.LC415(%rip), %xmm0
	mulsd	32(%rsp), %xmm0
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	sqrt@PLT
	movq	56(%r15), %rax
	movsd	72(%rsp), %xmm4
	movsd	80(%rsp), %xmm1
	mulsd	.LC429(%rip), %xmm4
	testq	%rax, %rax
	movsd	88(%rsp), %xmm3
	js	.L2837
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L2838:
	subsd	%xmm4, %xmm2
	mulsd	.LC72(%rip), %xmm2
	xorpd	.LC30(%rip), %xmm0
	divsd	.LC417(%rip), %xmm0
	mulsd	.LC91(%rip), %xmm0
	divsd	%xmm4, %xmm2
	movsd	%xmm0, 80(%rsp)
	movsd	%xmm2, 88(%rsp)
	jmp	.L2817
.L2825:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2826
.L2837:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2838
.L2877:
	movsd	80(%rsp), %xmm1
	movsd	88(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC426(%rip), %rdi
	call	printf@PLT
	jmp	.L2833
	.cfi_endproc
.LFE249:
	.size	print_theory, .-print_theory
	.section	.rodata.str1.1
.LC430:
	.string	"reference"
.LC431:
	.string	"closed-form"
	.section	.rodata.str1.8
	.align 8
.LC432:
	.string	"bench: out of memory for %lu requests\n"
	.section	.rodata.str1.1
.LC433:
	.string	"for the omissions' walks"
	.section	.rodata.str1.8
	.align 8
.LC434:
	.string	"computing the expected outcome"
	.section	.rodata.str1.1
.LC435:
	.string	"for a rep"
.LC436:
	.string	" warmup"
.LC437:
	.string	"rep=%u%s set=%s"
.LC438:
	.string	" slow=%lu sum_ns=%s\n"
.LC439:
	.string	"sent=truth"
	.section	.rodata.str1.8
	.align 8
.LC440:
	.string	"bench: out of memory for the report\n"
	.align 8
.LC441:
	.string	"bench: out of memory for the theory check\n"
	.section	.rodata.str1.1
.LC442:
	.string	"cv"
.LC443:
	.string	" %6s\n"
.LC444:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC445:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.section	.rodata.str1.1
.LC446:
	.string	"ratios: open/closed p99 %s"
.LC447:
	.string	", p99.9 %s"
.LC448:
	.string	"; corrected/closed p99 %s"
.LC449:
	.string	"; open/corrected p99 %s"
.LC450:
	.string	", p90 %s\n"
	.section	.rodata.str1.8
	.align 8
.LC451:
	.string	"The recordings part at %s: the open loop reads %s us there, %s times the closed loop's %s us.\n"
	.align 8
.LC452:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC453:
	.string	"At p99 the open loop reads %s us, %s times the closed loop"
	.align 8
.LC454:
	.string	"; corrected at %s us, the closed loop reads %s us.\n"
	.align 8
.LC455:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC456:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s us.\n"
	.align 8
.LC457:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.align 8
.LC458:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC459:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC460:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC461:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC462:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC463:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC464:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC465:
	.string	"RESULT service dist=%s mean_ns=%.0f scv=%.4f\n"
	.align 8
.LC466:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC467:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC468:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC469:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC470:
	.string	"bench: the export to %s failed (out of memory, or too many distinct values)\n"
	.align 8
.LC471:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.section	.rodata.str1.1
.LC472:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC473:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.text
	.p2align 4
	.type	run_bench, @function
run_bench:
.LFB258:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
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
	movq	%rsi, %rbp
	movl	$288, %esi
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$7560, %rsp
	.cfi_def_cfa_offset 7616
	movl	208(%rdi), %ebx
	movq	%rdi, 48(%rsp)
	leal	1(%rbx), %edi
	movq	%rdx, 216(%rsp)
	movl	%ecx, 308(%rsp)
	movl	%r8d, 184(%rsp)
	call	calloc@PLT
	movq	%rbx, %rdi
	movl	$8, %esi
	movq	%rax, %r15
	movq	%rax, 80(%rsp)
	call	calloc@PLT
	movq	%rbx, %rdi
	movl	$8, %esi
	leaq	656(%rsp), %rbx
	movq	%rax, 120(%rsp)
	call	calloc@PLT
	movl	$52, %ecx
	pxor	%xmm0, %xmm0
	leaq	1856(%rsp), %rdi
	movq	%rax, 168(%rsp)
	movq	%rax, %rsi
	xorl	%eax, %eax
	testq	%r15, %r15
	movq	%rdi, 264(%rsp)
	rep stosq
	sete	%al
	cmpq	$0, 120(%rsp)
	movq	%r14, 1856(%rsp)
	sete	%dl
	movq	%rbp, 1864(%rsp)
	orb	%dl, %al
	movq	%rbx, 64(%rsp)
	movq	%rbx, 1880(%rsp)
	movaps	%xmm0, 656(%rsp)
	movaps	%xmm0, 672(%rsp)
	movaps	%xmm0, 688(%rsp)
	movaps	%xmm0, 704(%rsp)
	movaps	%xmm0, 720(%rsp)
	movaps	%xmm0, 544(%rsp)
	movaps	%xmm0, 560(%rsp)
	movaps	%xmm0, 576(%rsp)
	jne	.L2883
	testq	%rsi, %rsi
	je	.L2883
	movq	48(%rsp), %rbx
	movq	64(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	testl	%eax, %eax
	jne	.L2883
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L2884
	leaq	1264(%rsp), %rax
	cmpl	$1, 152(%rbx)
	movq	%rax, 144(%rsp)
	je	.L3348
.L2885:
	xorl	%eax, %eax
	movq	48(%rsp), %rdi
	cmpq	$0, 216(%rsp)
	setne	%al
	xorl	%r8d, %r8d
	movl	%eax, 684(%rsp)
	movq	144(%rsp), %rax
	movq	%rdi, 368(%rsp)
	movq	%rax, 376(%rsp)
	movl	%r8d, 384(%rsp)
	call	closed_form_gap
	testq	%rax, %rax
	je	.L2997
	cmpl	$0, 184(%rsp)
	jne	.L2997
	cmpq	$0, 216(%rsp)
	je	.L3349
.L2997:
	movq	48(%rsp), %rax
	cmpl	$0, 72(%rax)
	jne	.L3350
	movq	48(%rsp), %rax
	cmpl	$0, 8(%rax)
	jne	.L3351
	movq	48(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, 1872(%rsp)
	testq	%rax, %rax
	jne	.L2999
	movq	144(%rsp), %rsi
	movq	48(%rsp), %rdi
	call	closed_form
	movl	%eax, %ebp
.L3002:
	testl	%ebp, %ebp
	jne	.L3352
	cmpq	$0, 216(%rsp)
	je	.L3004
	movq	1424(%rsp), %rcx
	cmpq	$16777216, %rcx
	ja	.L3353
.L3004:
	movq	264(%rsp), %rdi
	call	print_plan
.L2998:
	leaq	848(%rsp), %rax
	movl	%ebp, 128(%rsp)
	movq	48(%rsp), %rbx
	xorl	%r11d, %r11d
	movq	%rax, 88(%rsp)
	jmp	.L3015
	.p2align 4,,10
	.p2align 3
.L3008:
	testl	%r11d, %r11d
	je	.L3014
	movsd	848(%rsp), %xmm0
	movq	120(%rsp), %rcx
	leal	-1(%r11), %eax
	movsd	%xmm0, (%rcx,%rax,8)
	movq	168(%rsp), %rcx
	movsd	856(%rsp), %xmm0
	movsd	%xmm0, (%rcx,%rax,8)
.L3014:
	addl	$1, %r11d
	cmpl	%r11d, 208(%rbx)
	jb	.L3354
.L3015:
	movl	%r11d, %eax
	movq	88(%rsp), %rcx
	movq	64(%rsp), %rsi
	movq	%rbx, %rdi
	leaq	(%rax,%rax,8), %rbp
	movq	80(%rsp), %rax
	movl	%r11d, (%rsp)
	salq	$5, %rbp
	addq	%rax, %rbp
	movq	%rbp, %rdx
	call	run_once
	movl	(%rsp), %r11d
	testl	%eax, %eax
	jne	.L3355
	movl	184(%rsp), %edi
	testl	%edi, %edi
	je	.L3008
	testl	%r11d, %r11d
	leaq	.LC11(%rip), %rax
	leaq	.LC436(%rip), %rdi
	movq	%rbx, 112(%rsp)
	cmove	%rdi, %rax
	movl	%r11d, 72(%rsp)
	xorl	%r14d, %r14d
	leaq	1552(%rsp), %r8
	movabsq	$-3689348814741910323, %r15
	movq	%r8, %r11
	movq	%rax, 96(%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rax, 16(%rsp)
	leaq	8(%rbp), %rax
	movq	%rax, 32(%rsp)
	leaq	1008(%rsp), %rax
	movq	%rax, 104(%rsp)
.L3013:
	movq	16(%rsp), %rax
	movl	72(%rsp), %esi
	leaq	.LC437(%rip), %rdi
	movq	%r11, 56(%rsp)
	movq	96(%rsp), %rdx
	leaq	PCT_NAME(%rip), %rbp
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	32(%rsp), %rbx
	leaq	.LC346(%rip), %rdi
	xorl	%eax, %eax
	movq	-8(%rbx), %rsi
	call	printf@PLT
	movq	%r12, (%rsp)
	movq	%r13, 8(%rsp)
	movq	56(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L3009:
	movq	(%rbx), %rdx
	movq	0(%rbp), %rsi
	leaq	.LC347(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	addq	$8, %rbx
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rax, %rbp
	jne	.L3009
	movq	32(%rsp), %rax
	movb	$0, 1599(%rsp)
	movq	%r13, %r11
	movl	$47, %ecx
	movl	$9, %r8d
	movq	56(%rax), %rsi
	movq	64(%rax), %rdi
	.p2align 4,,10
	.p2align 3
.L3012:
	movq	%rsi, %r9
	movq	%rsi, %r10
	addq	%rdi, %r9
	adcq	$0, %r9
	xorl	%r13d, %r13d
	movq	%r9, %rax
	mulq	%r15
	movq	%rdx, %rax
	andq	$-4, %rdx
	shrq	$2, %rax
	addq	%rax, %rdx
	movq	%rsi, %rax
	subq	%rdx, %r9
	movq	%rdi, %rdx
	subq	%r9, %rax
	movq	%r9, %r12
	sbbq	%r13, %rdx
	movq	%rax, (%rsp)
	movq	(%rsp), %rbx
	subq	$1, %rcx
	movq	%rdx, %r9
	movq	%rdx, 8(%rsp)
	movabsq	$-3689348814741910324, %rdx
	imulq	%rbx, %rdx
	movq	%rbx, %rax
	imulq	%r15, %r9
	addq	%rdx, %r9
	mulq	%r15
	addq	%r9, %rdx
	movq	%rax, %r9
	andl	$1, %r9d
	shrdq	$1, %rdx, %rax
	leaq	(%r9,%r9,4), %r9
	shrq	%rdx
	movq	%rax, %rsi
	cmpq	%r10, %r8
	leal	48(%r9,%r12), %r9d
	movq	%r14, %rax
	movb	%r9b, (%r11,%rcx)
	movq	%rdi, %r9
	movq	%rdx, %rdi
	sbbq	%r9, %rax
	jc	.L3012
	movq	104(%rsp), %rbp
	addq	%r11, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC341(%rip), %rdx
	movq	%r11, (%rsp)
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rbx
	xorl	%eax, %eax
	movq	%rbp, %rdx
	leaq	.LC438(%rip), %rdi
	movq	48(%rbx), %rsi
	addq	$80, %rbx
	call	printf@PLT
	addq	$8, 16(%rsp)
	movq	16(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rdi
	movq	%rbx, 32(%rsp)
	movq	(%rsp), %r11
	cmpq	%rdi, %rax
	jne	.L3013
	movl	72(%rsp), %r11d
	movq	112(%rsp), %rbx
	jmp	.L3008
.L3348:
	movq	48(%rsp), %rax
	cmpq	$8388608, 136(%rax)
	ja	.L2885
.L2884:
	xorl	%eax, %eax
	leaq	2272(%rsp), %rdi
	movl	$220, %ecx
	movq	%rdi, 328(%rsp)
	leaq	3392(%rsp), %r14
	rep stosq
	xorl	%eax, %eax
	movq	%rax, 56(%rsp)
	leaq	5792(%rsp), %rax
	movq	%rax, 232(%rsp)
	leaq	5848(%rsp), %rax
	movq	%rax, 312(%rsp)
	leaq	1264(%rsp), %rax
	movq	%rax, 208(%rsp)
	movq	48(%rsp), %rax
	movl	152(%rax), %edx
	leaq	by_kind.5(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	je	.L3356
.L2888:
	movq	48(%rsp), %rax
	movq	136(%rax), %rbx
.L2887:
	movq	232(%rsp), %rdi
	xorl	%eax, %eax
	movl	$28, %ecx
	testq	%rbx, %rbx
	rep stosl
	movl	$1, %eax
	cmove	%rax, %rbx
	xorl	%ebp, %ebp
	salq	$3, %rbx
	.p2align 4,,10
	.p2align 3
.L2894:
	cmpq	$1, %rbp
	jbe	.L3357
	cmpq	$3, %rbp
	jbe	.L3358
	cmpq	$0, 56(%rsp)
	je	.L2897
	movq	48(%rsp), %rax
	cmpq	$0, 248(%rax)
	jne	.L2898
	cmpl	$0, 272(%rax)
	je	.L3359
.L2898:
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	232(%rsp), %rdi
	movq	%rax, (%rdi,%rbp,8)
	testq	%rax, %rax
	je	.L2905
.L2897:
	addq	$1, %rbp
	cmpq	$7, %rbp
	jne	.L2894
	movq	48(%rsp), %rax
	cmpq	$0, 56(%rsp)
	movl	224(%rax), %eax
	movl	%eax, 188(%rsp)
	jne	.L3360
	movq	48(%rsp), %rbx
	leaq	by_kind.5(%rip), %rax
	cmpl	$0, 188(%rsp)
	movl	152(%rbx), %edx
	movl	(%rax,%rdx,4), %eax
	movl	%eax, 72(%rsp)
	movq	160(%rbx), %rax
	movq	%rax, 176(%rsp)
	je	.L3361
	movq	48(%rsp), %rbx
	movq	232(%rbx), %rax
	movq	%rax, (%rsp)
	addq	$1, %rax
	leaq	0(,%rax,8), %rdi
	movq	%rax, 280(%rsp)
	call	malloc@PLT
	movq	176(%rsp), %rdi
	movl	$8, %esi
	movq	%rax, 256(%rsp)
	call	calloc@PLT
	movl	$1, %edx
	movq	%rax, 160(%rsp)
	movq	280(%rbx), %rax
	testq	%rax, %rax
	cmove	%rdx, %rax
	orq	$-1, %r15
	leaq	0(,%rax,8), %rdi
	call	malloc@PLT
	movq	%rax, 248(%rsp)
	movq	%rax, 1264(%rsp)
	xorl	%eax, %eax
	movq	%rax, 1272(%rsp)
	xorl	%eax, %eax
	movl	%eax, 188(%rsp)
	jmp	.L2902
	.p2align 4,,10
	.p2align 3
.L3357:
	movq	48(%rsp), %rax
	cmpq	$0, 216(%rax)
	jne	.L3362
.L2896:
	addq	$1, %rbp
	jmp	.L2894
	.p2align 4,,10
	.p2align 3
.L3358:
	movq	48(%rsp), %rax
	movl	224(%rax), %eax
	testl	%eax, %eax
	je	.L2896
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	232(%rsp), %rcx
	movq	%rax, (%rcx,%rbp,8)
	testq	%rax, %rax
	jne	.L2896
.L2905:
	orl	$-1, %ebp
.L2975:
	movq	232(%rsp), %rbx
	movq	312(%rsp), %r15
	.p2align 4,,10
	.p2align 3
.L2976:
	movq	(%rbx), %rdi
	addq	$8, %rbx
	call	free@PLT
	cmpq	%rbx, %r15
	jne	.L2976
	testl	%ebp, %ebp
	jne	.L3363
	addq	$64, %r14
	cmpq	$0, 56(%rsp)
	jne	.L3364
	movq	$1, 56(%rsp)
	jmp	.L2888
.L2883:
	movq	48(%rsp), %rax
	movq	stderr(%rip), %rdi
	leaq	.LC432(%rip), %rsi
	movq	136(%rax), %rdx
	xorl	%eax, %eax
	call	fprintf@PLT
	leaq	544(%rsp), %rax
	movq	%rax, 56(%rsp)
.L2882:
	movl	$1, %ebx
.L2981:
	movq	56(%rsp), %rdi
	call	stall_window_free
	movq	64(%rsp), %rdi
	call	buffers_free
	movq	120(%rsp), %rdi
	call	free@PLT
	movq	168(%rsp), %rdi
	call	free@PLT
	movq	80(%rsp), %rdi
	call	free@PLT
	addq	$7560, %rsp
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
.L3356:
	.cfi_restore_state
	movq	48(%rsp), %rbx
	movq	144(%rbx), %rax
	testq	%rax, %rax
	je	.L2888
	xorl	%edx, %edx
	divq	(%rbx)
	movq	160(%rbx), %rdx
	leaq	1(%rax,%rdx), %rbx
	jmp	.L2887
.L3359:
	cmpq	$0, 280(%rax)
	je	.L2897
	jmp	.L2898
.L3349:
	xorl	%esi, %esi
	leaq	368(%rsp), %rcx
	leaq	336(%rsp), %rdi
	leaq	ref_job_run(%rip), %rdx
	call	pthread_create@PLT
	testl	%eax, %eax
	jne	.L2997
	movl	$1, %ebp
	jmp	.L2998
.L3351:
	leaq	.LC112(%rip), %rax
	movq	%rax, 1872(%rsp)
.L2999:
	movq	144(%rsp), %rdx
	movq	48(%rsp), %rdi
	xorl	%ecx, %ecx
	leaq	REFERENCE_WALK(%rip), %rsi
	call	walk_outcome
	movl	%eax, %ebp
	jmp	.L3002
.L3360:
	movq	56(%rsp), %rax
	cmpl	$0, 188(%rsp)
	movq	%rax, 280(%rsp)
	je	.L2901
	movq	48(%rsp), %rax
	movq	232(%rax), %rax
	movq	%rax, (%rsp)
	addq	$1, %rax
	movq	%rax, 280(%rsp)
.L2901:
	movq	48(%rsp), %rbx
	xorl	%eax, %eax
	cmpq	$0, 280(%rbx)
	setne	%al
	movl	%eax, 188(%rsp)
	movq	280(%rsp), %rax
	leaq	0(,%rax,8), %rdi
	call	malloc@PLT
	movl	$8, %esi
	movl	$1, %edi
	movq	%rax, 256(%rsp)
	call	calloc@PLT
	movl	$1, %edx
	movq	%rax, 160(%rsp)
	movq	280(%rbx), %rax
	testq	%rax, %rax
	cmove	%rdx, %rax
	xorl	%r15d, %r15d
	leaq	0(,%rax,8), %rdi
	call	malloc@PLT
	cmpq	$0, 248(%rbx)
	movq	%r15, 1272(%rsp)
	movq	%rax, 248(%rsp)
	movq	%rax, 1264(%rsp)
	jne	.L3365
	movq	56(%rsp), %rax
	xorl	%ebx, %ebx
	orq	$-1, %r15
	movl	%ebx, 72(%rsp)
	movq	%rax, 176(%rsp)
.L2902:
	xorl	%eax, %eax
	movl	$16, %ecx
	movq	%r14, %rdi
	cmpq	$0, 256(%rsp)
	rep stosl
	sete	%al
	cmpq	$0, 160(%rsp)
	sete	%dl
	orb	%dl, %al
	jne	.L3159
	cmpq	$0, 248(%rsp)
	je	.L3159
	movq	48(%rsp), %rbx
	leaq	1552(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 240(%rsp)
	movq	%rbx, %rsi
	call	server_init
	leaq	4032(%rsp), %rdi
	movq	%rbx, %rsi
	movq	%rdi, 224(%rsp)
	call	due_restart
	cmpl	$3, 72(%rsp)
	je	.L3138
	movq	136(%rbx), %rax
.L2906:
	movq	%rax, (%r14)
	movq	5792(%rsp), %rax
	xorl	%r11d, %r11d
	xorl	%ebp, %ebp
	xorl	%r9d, %r9d
	xorl	%r10d, %r10d
	movq	%r13, 8(%rsp)
	xorl	%ebx, %ebx
	movq	%rax, 272(%rsp)
	xorl	%eax, %eax
	movq	$-1, 48(%r14)
	movq	%rax, %r13
	movq	%r9, 32(%rsp)
	movq	%r10, 320(%rsp)
	movq	%r11, 144(%rsp)
	movq	%r11, 152(%rsp)
	movq	%r12, (%rsp)
	jmp	.L2907
	.p2align 4,,10
	.p2align 3
.L2948:
	movq	16(%rsp), %rcx
	movq	%r9, %rdi
	subq	%rcx, %rdi
	movq	%rdi, 104(%rsp)
	testq	%rax, %rax
	jne	.L3129
	movl	$0, 96(%rsp)
	movq	%rdi, %r12
	movq	%r9, %r11
.L2951:
	movq	%rax, %xmm0
	movl	188(%rsp), %eax
	movhps	88(%rsp), %xmm0
	testl	%eax, %eax
	jne	.L3366
.L2953:
	movq	48(%r14), %rax
	paddq	32(%r14), %xmm0
	movq	$0, 136(%rsp)
	addq	$1, 8(%r14)
	movq	136(%rsp), %rdi
	cmpq	%rbp, %rax
	movq	%rbp, 56(%r14)
	cmova	%rbp, %rax
	movaps	%xmm0, 32(%r14)
	xorl	%ecx, %ecx
	movq	%r9, 200(%rsp)
	movq	%rax, 48(%r14)
	movq	32(%rsp), %rax
	movq	%r8, 192(%rsp)
	movq	%rax, 128(%rsp)
	movq	128(%rsp), %rsi
	movq	48(%rsp), %rax
	movl	%r10d, 304(%rsp)
	shldq	$5, %rsi, %rdi
	salq	$5, %rsi
	movq	136(%rax), %rdx
	movq	%rsi, %rax
	movq	%rdi, %rsi
	movq	%rax, %rdi
	call	__udivti3@PLT
	movq	88(%rsp), %rdi
	movl	304(%rsp), %r10d
	cltq
	movq	192(%rsp), %r8
	movq	200(%rsp), %r9
	addq	$1, 3520(%rsp,%rax,8)
	addq	%rdi, 3776(%rsp,%rax,8)
.L2952:
	movl	96(%rsp), %r11d
	movq	5800(%rsp), %rax
	testl	%r11d, %r11d
	je	.L2958
	testq	%rax, %rax
	je	.L2960
	movq	5856(%rsp), %rdx
	leaq	1(%rdx), %rcx
	movq	%rcx, 5856(%rsp)
	movq	%r12, (%rax,%rdx,8)
.L2960:
	movq	5816(%rsp), %rax
	testq	%rax, %rax
	je	.L2965
	movq	5872(%rsp), %rdx
	leaq	1(%rdx), %rcx
	movq	%r12, (%rax,%rdx,8)
	movq	%rcx, 5872(%rsp)
.L2965:
	movq	5824(%rsp), %rax
	testq	%rax, %rax
	je	.L2966
	movq	5880(%rsp), %rdx
	movq	16(%rsp), %rdi
	leaq	1(%rdx), %rcx
	movq	%rcx, 5880(%rsp)
	movq	%r9, %rcx
	subq	%rdi, %rcx
	movq	%rcx, (%rax,%rdx,8)
.L2966:
	movq	5832(%rsp), %rax
	testq	%rax, %rax
	je	.L2967
	movq	5888(%rsp), %rdx
	leaq	1(%rdx), %rcx
	movq	%r8, (%rax,%rdx,8)
	movq	%rcx, 5888(%rsp)
.L2967:
	movq	5840(%rsp), %rax
	testq	%rax, %rax
	je	.L2930
	movq	5896(%rsp), %rdx
	movq	112(%rsp), %rdi
	leaq	1(%rdx), %rcx
	movq	%rdi, (%rax,%rdx,8)
	movq	%rcx, 5896(%rsp)
.L2930:
	movq	176(%rsp), %rax
	addq	$1, %r13
	addq	$1, 32(%rsp)
	cmpq	%rax, %r13
	movl	$0, %eax
	cmove	%rax, %r13
.L2907:
	cmpl	$3, 72(%rsp)
	je	.L3367
	movq	48(%rsp), %rax
	movq	32(%rsp), %rdi
	cmpq	136(%rax), %rdi
	jnb	.L3329
	cmpq	$0, 56(%rsp)
	movq	224(%rsp), %rdi
	jne	.L3368
	call	due_next
	cmpl	$2, 72(%rsp)
	movq	%rax, 16(%rsp)
	je	.L3369
	movq	16(%rsp), %rcx
	cmpl	$1, 72(%rsp)
	movq	%rcx, %rax
	jne	.L2932
	movq	160(%rsp), %rax
	movq	(%rax,%r13,8), %rax
	cmpq	%rax, %rcx
	cmovnb	%rcx, %rax
.L2932:
	cmpq	%rax, %rbp
	movq	16(%rsp), %rdi
	cmovb	%rax, %rbp
	movq	%rbp, %rax
	subq	%rdi, %rax
	movq	%rax, 112(%rsp)
.L2911:
	movq	48(%rsp), %rax
	movl	224(%rax), %r10d
	testl	%r10d, %r10d
	jne	.L3370
.L2933:
	movq	144(%rsp), %rax
	cmpq	%rax, %rbp
	movq	%rax, %r11
	movq	48(%rsp), %rax
	cmovnb	%rbp, %r11
	movl	8(%rax), %edx
	testl	%edx, %edx
	jne	.L2939
	movq	(%rax), %rdx
.L2940:
	movq	48(%rsp), %rax
	cmpq	$0, 40(%rax)
	je	.L3371
	movq	240(%rsp), %rdi
	movq	%r11, %rsi
	movl	%r10d, 96(%rsp)
	movq	%r11, 88(%rsp)
	call	serve_random
	movl	96(%rsp), %r10d
	movq	88(%rsp), %r11
	movq	%rax, 144(%rsp)
.L2942:
	movq	144(%rsp), %r9
	movq	%r9, %r8
	subq	%rbp, %r8
	testl	%r10d, %r10d
	je	.L3144
	movq	152(%rsp), %rcx
	xorl	%edx, %edx
	xorl	%r10d, %r10d
	leaq	(%rcx,%rbx), %rax
	divq	280(%rsp)
	movq	256(%rsp), %rax
	movq	%r11, (%rax,%rdx,8)
	leaq	1(%rcx), %rax
	movq	%rax, 152(%rsp)
	xorl	%eax, %eax
	movq	%rax, 88(%rsp)
	.p2align 4,,10
	.p2align 3
.L2938:
	movq	48(%rsp), %rax
	cmpq	$0, 56(%rsp)
	movq	216(%rax), %rax
	jne	.L2948
	testq	%rax, %rax
	je	.L3344
	cmpq	%r8, %rax
	jb	.L3131
	xorl	%eax, %eax
.L3344:
	movl	$0, 96(%rsp)
	movq	%r8, %r12
	movq	%r9, %rdx
.L2950:
	addq	%rax, 32(%r14)
	movslq	%r10d, %rax
	movq	160(%rsp), %rcx
	addq	%rax, 40(%r14)
	movq	48(%r14), %rax
	addq	$1, 8(%r14)
	cmpq	%rbp, %rax
	movq	%rdx, (%rcx,%r13,8)
	cmova	%rbp, %rax
	movq	%rbp, 56(%r14)
	movq	%r8, 104(%rsp)
	movq	%rax, 48(%r14)
	jmp	.L2952
.L3355:
	movl	128(%rsp), %ebp
	leaq	.LC435(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %ebx
	testl	%ebp, %ebp
	jne	.L3372
	leaq	544(%rsp), %rax
	movq	%rax, 56(%rsp)
	testl	%ebx, %ebx
	jne	.L2981
.L3019:
	movq	80(%rsp), %r12
	movq	144(%rsp), %r13
	xorl	%ebp, %ebp
	leaq	2208(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L3022:
	movl	%ebp, %eax
	movl	%ebp, %esi
	movq	%r13, %rdx
	movq	%rbx, %rdi
	leaq	(%rax,%rax,8), %rcx
	addl	$1, %ebp
	salq	$5, %rcx
	addq	%r12, %rcx
	call	check_outcome
	movq	1856(%rsp), %rax
	cmpl	%ebp, 208(%rax)
	jnb	.L3022
	cmpq	$0, 2248(%rsp)
	je	.L3023
	movq	48(%rsp), %rsi
	xorl	%r8d, %r8d
	movq	%rbx, %rdi
	leaq	2272(%rsp), %r13
	leaq	4032(%rsp), %rdx
	movq	%r13, %rcx
	movq	2208(%rsp), %rbp
	movq	2216(%rsp), %r12
	call	check_omitted
	movl	2256(%rsp), %r8d
	testl	%r8d, %r8d
	jne	.L3373
.L3024:
	movq	48(%rsp), %rax
	cmpq	$0, 216(%rax)
	je	.L3374
.L3026:
	movq	2216(%rsp), %rax
	addq	2208(%rsp), %rax
	subq	%rbp, %rax
	subq	%r12, %rax
	movq	%rax, 2264(%rsp)
.L3023:
	movq	48(%rsp), %rax
	movl	208(%rax), %ebx
	leaq	0(,%rbx,8), %r14
	movq	%rbx, 96(%rsp)
	movq	%rbx, %r12
	salq	$4, %rbx
	movq	%r14, %rdi
	movq	%rbx, %r13
	call	malloc@PLT
	movq	%r14, %rdi
	movq	%rax, %rbp
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, %r15
	movq	%rax, 72(%rsp)
	call	malloc@PLT
	testq	%rbp, %rbp
	movq	80(%rsp), %rdi
	movq	%rbp, (%rsp)
	setne	%cl
	testq	%r15, %r15
	movq	%rax, %rdx
	setne	%al
	movq	%rdx, 104(%rsp)
	andl	%eax, %ecx
	xorl	%eax, %eax
	testq	%rdx, %rdx
	setne	%al
	addq	$352, %rdi
	andl	%ecx, %eax
	movl	%r12d, %ecx
	movq	%rdi, 56(%rsp)
	subl	$1, %eax
	shrl	%ecx
	movl	%eax, 184(%rsp)
	movq	%r15, %rax
	leaq	(%r15,%rcx,8), %rbx
	salq	$4, %rcx
	leaq	0(%rbp,%r14), %r15
	addq	%rax, %r14
	leaq	0(%r13,%rdx), %rax
	movq	%rbx, 112(%rsp)
	movq	%rax, 152(%rsp)
	leaq	(%rdx,%rcx), %rax
	leaq	1552(%rsp), %rcx
	movq	264(%rsp), %r13
	leaq	1888(%rsp), %rbx
	movq	%rcx, 32(%rsp)
	movq	%rax, 144(%rsp)
	movq	%rbx, %rax
	movq	%rbx, 160(%rsp)
	movq	%rbx, 176(%rsp)
	xorl	%ebx, %ebx
	movq	%r14, 128(%rsp)
	movq	%rax, %r14
.L3031:
	cmpl	$2, %ebx
	jg	.L3161
	cmpl	$0, 184(%rsp)
	jne	.L3161
	movq	56(%rsp), %rax
	xorl	%ebp, %ebp
	movq	$0x000000000, 272(%r13,%rbx,8)
	subq	$56, %rax
	movq	%rax, 16(%rsp)
	movq	%r13, %rax
	movq	%rbx, %r13
	movq	%rbp, %rbx
	movq	%rax, %rbp
	.p2align 4,,10
	.p2align 3
.L3032:
	movq	16(%rsp), %rax
	movq	(%rsp), %rdx
	movq	$-1, %rcx
	leaq	(%rax,%rbx), %rsi
	testl	%r12d, %r12d
	jne	.L3035
	jmp	.L3040
	.p2align 4,,10
	.p2align 3
.L3375:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3034:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%rdx, %r15
	je	.L3040
.L3035:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L3375
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3034
	.p2align 4,,10
	.p2align 3
.L3040:
	movq	%rcx, 8(%r14,%rbx)
	movq	(%rsp), %rsi
	movl	%r12d, %edx
	addq	$8, %rbx
	movq	32(%rsp), %rdi
	call	stats_of
	movsd	1568(%rsp), %xmm0
	maxsd	272(%rbp,%r13,8), %xmm0
	movsd	%xmm0, 272(%rbp,%r13,8)
	cmpq	$48, %rbx
	jne	.L3032
	movq	%r13, %rbx
	movq	%rbp, %r13
	testl	%r12d, %r12d
	je	.L3041
	movq	56(%rsp), %rax
	movq	72(%rsp), %rdx
	leaq	-64(%rax), %rcx
	movq	128(%rsp), %rax
	.p2align 4,,10
	.p2align 3
.L3042:
	movq	(%rcx), %rsi
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rsi, -8(%rdx)
	cmpq	%rdx, %rax
	jne	.L3042
	movq	72(%rsp), %rbp
	movq	96(%rsp), %rsi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	movq	%rbp, %rdi
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	(%rax), %rdx
	movq	56(%rsp), %rax
	leaq	-8(%rax), %rcx
	movq	128(%rsp), %rax
	movq	%rdx, (%r14)
	movq	%rbp, %rdx
	.p2align 4,,10
	.p2align 3
.L3043:
	movq	(%rcx), %rsi
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rsi, -8(%rdx)
	cmpq	%rdx, %rax
	jne	.L3043
	movq	96(%rsp), %rsi
	movq	72(%rsp), %rdi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	56(%rsp), %rcx
	movq	152(%rsp), %rsi
	movq	(%rax), %rdx
	movq	%rdx, 56(%r14)
	movq	104(%rsp), %rdx
	.p2align 4,,10
	.p2align 3
.L3044:
	movdqa	(%rcx), %xmm4
	addq	$16, %rdx
	addq	$288, %rcx
	movaps	%xmm4, -16(%rdx)
	cmpq	%rdx, %rsi
	jne	.L3044
.L3127:
	movq	96(%rsp), %rsi
	movq	104(%rsp), %rdi
	leaq	cmp_u128(%rip), %rcx
	movl	$16, %edx
	addq	$1, %rbx
	addq	$80, %r14
	call	qsort@PLT
	movq	144(%rsp), %rax
	addq	$80, 56(%rsp)
	movdqa	(%rax), %xmm5
	movaps	%xmm5, -16(%r14)
	movaps	%xmm5, 16(%rsp)
	jmp	.L3031
.L3364:
	xorl	%ebx, %ebx
	movl	$220, %ecx
	movq	48(%rsp), %r15
	xorl	%esi, %esi
	leaq	4032(%rsp), %r14
	movq	%rbx, %rax
	movq	%r14, %rdi
	movq	%r14, %rdx
	rep stosq
	movq	%r15, %rdi
	call	ref_omit_client
	movl	%eax, %ebp
	testl	%eax, %eax
	jne	.L2978
	movq	%r14, %rdx
	movl	$1, %esi
	movq	%r15, %rdi
	call	ref_omit_client
	movl	%eax, %ebp
	testl	%eax, %eax
	jne	.L2978
	movq	232(%rsp), %rdi
	movq	%rbx, %rax
	movl	$220, %ecx
	rep stosq
	leaq	1264(%rsp), %rax
	movq	%rax, 144(%rsp)
	movq	48(%rsp), %rax
	cmpq	$0, 216(%rax)
	je	.L2982
	cmpl	$0, 224(%rax)
	jne	.L2982
	cmpq	$0, 248(%rax)
	jne	.L2982
	movl	272(%rax), %ebp
	testl	%ebp, %ebp
	jne	.L3148
	cmpq	$0, 280(%rax)
	jne	.L2982
	movq	%rax, %rdi
	leaq	1264(%rsp), %rbx
	call	closed_form_gap
	testq	%rax, %rax
	jne	.L2982
	leaq	1008(%rsp), %rdi
	movl	$8, %ecx
	movq	48(%rsp), %r14
	leaq	1008(%rsp), %r15
	rep stosl
	movq	%rbx, %rdi
	movl	$8, %ecx
	rep stosl
	leaq	1552(%rsp), %rax
	movq	%r14, %rdi
	movq	%rax, %rbx
	movq	%rax, %rsi
	call	stall_geom
	movq	%r15, %rdx
	movq	%r14, %rdi
	movq	%rbx, %rsi
	call	closed_form_open
	xorl	%r14d, %r14d
	movq	%r13, 8(%rsp)
	movl	%ebp, %r13d
	movq	%r15, 16(%rsp)
	movq	%r14, %r15
	movq	%r12, (%rsp)
	jmp	.L2983
.L3377:
	testq	%rsi, %rsi
	je	.L3150
	movq	%rcx, %rax
	subq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	xorl	%edx, %edx
	cmpq	%rbx, %rax
	jnb	.L2984
	movq	%rbx, %rdx
	subq	%rax, %rdx
.L2984:
	subq	%rdx, %rbx
	movq	%rcx, %rax
	movq	24(%rbp), %r8
	movq	%rdx, %rcx
	movq	%rbx, %rdi
	movq	%rsi, %rdx
	addq	$1, %r14
	imulq	%rsi, %rdi
	subq	%rdi, %rax
	movq	144(%rsp), %rdi
	movq	%rax, %rsi
	call	dist_add
	imulq	24(%rbp), %rbx
	addq	%rbx, %r15
.L2983:
	cmpq	1016(%rsp), %r14
	jnb	.L3376
	movq	48(%rsp), %rax
	movq	%r14, %rbp
	salq	$5, %rbp
	addq	1008(%rsp), %rbp
	movq	216(%rax), %rdx
	movq	0(%rbp), %rcx
	movq	8(%rbp), %rsi
	movq	16(%rbp), %rbx
	cmpq	%rcx, %rdx
	jb	.L3377
	movq	%rbx, %rdx
	jmp	.L2984
.L3148:
	xorl	%ebp, %ebp
.L2982:
	movq	48(%rsp), %rax
	movq	248(%rax), %r10
	testq	%r10, %r10
	je	.L2988
	cmpl	$0, 272(%rax)
	jne	.L2988
	movq	280(%rax), %r9
	testq	%r9, %r9
	jne	.L2988
	cmpl	$0, 72(%rax)
	jne	.L2988
	cmpq	$0, 112(%rax)
	jne	.L2988
	movq	80(%rax), %rbx
	movq	%rax, %rsi
	movl	$8, %ecx
	movl	%ebp, 16(%rsp)
	movq	136(%rax), %r14
	leaq	1552(%rsp), %rdi
	xorl	%eax, %eax
	movq	%r13, 40(%rsp)
	movq	%rdi, 240(%rsp)
	movq	264(%rsi), %r15
	movq	%rbx, %rbp
	movq	%r10, %r13
	rep stosl
	leaq	-1(%r14), %rax
	movq	%r12, 32(%rsp)
	imulq	%rbx, %rax
	movq	%rax, (%rsp)
	jmp	.L2989
.L2990:
	movq	48(%rsp), %rax
	movq	256(%rax), %rax
	testq	%rax, %rax
	je	.L2991
	addq	%rax, %r15
.L2989:
	cmpq	%r15, (%rsp)
	jb	.L2991
	xorl	%edx, %edx
	movq	%r15, %rax
	leaq	0(%r13,%r15), %rsi
	divq	%rbp
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	%rsi, %rax
	divq	%rbp
	cmpq	$1, %rdx
	movq	%rax, %rbx
	sbbq	$-1, %rbx
	cmpq	%r14, %rbx
	cmova	%r14, %rbx
	cmpq	%rbx, %rcx
	jnb	.L2990
	subq	%rcx, %rbx
	imulq	%rbp, %rcx
	movl	$1, %r8d
	movq	%rbp, %rdx
	movq	240(%rsp), %rdi
	movq	%r9, 56(%rsp)
	subq	%rcx, %rsi
	movq	%rbx, %rcx
	call	dist_add
	movq	56(%rsp), %r9
	addq	%rbx, %r9
	jmp	.L2990
.L2991:
	movq	240(%rsp), %rdi
	movq	%r14, %r8
	xorl	%edx, %edx
	xorl	%esi, %esi
	subq	%r9, %r8
	movl	$1, %ecx
	movl	16(%rsp), %ebp
	movq	32(%rsp), %r12
	movq	40(%rsp), %r13
	call	dist_add
	cmpl	$0, 1576(%rsp)
	movq	%r14, 6984(%rsp)
	je	.L3378
.L2993:
	movq	240(%rsp), %rdi
	call	dist_free
.L2988:
	movq	328(%rsp), %rax
	movl	%ebp, 2256(%rsp)
	movq	%rax, 2248(%rsp)
	jmp	.L2885
.L3354:
	movl	128(%rsp), %ebp
	testl	%ebp, %ebp
	je	.L3019
	movq	336(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	movq	48(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, 1872(%rsp)
.L3017:
	movl	384(%rsp), %edi
	testl	%edi, %edi
	jne	.L3018
.L3020:
	movq	264(%rsp), %rdi
	call	print_plan
	jmp	.L3019
.L3350:
	leaq	.LC111(%rip), %rax
	movq	%rax, 1872(%rsp)
	jmp	.L2999
.L3363:
	orl	$-1, %ebp
.L2978:
	leaq	.LC433(%rip), %rsi
.L3346:
	movl	%ebp, %edi
	call	cannot
	movl	%eax, %ebx
.L3347:
	leaq	544(%rsp), %rax
	movq	%rax, 56(%rsp)
	jmp	.L2981
.L3161:
	movq	(%rsp), %rbp
	movq	104(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rdx, (%rsp)
	call	free@PLT
	movq	72(%rsp), %rdi
	call	free@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movl	184(%rsp), %r14d
	testl	%r14d, %r14d
	jne	.L3047
	movq	48(%rsp), %rbx
	movq	120(%rsp), %rsi
	leaq	2152(%rsp), %rdi
	movl	208(%rbx), %edx
	call	stats_of
	movl	208(%rbx), %edx
	movq	168(%rsp), %rsi
	leaq	2176(%rsp), %rdi
	call	stats_of
	movl	208(%rbx), %eax
	movq	80(%rsp), %rdi
	xorl	%esi, %esi
	imulq	$288, %rax, %rax
	leaq	(%rdi,%rax), %r13
	leaq	544(%rsp), %rax
	movq	%rbx, %rdi
	movq	%rax, %rdx
	movq	%r13, 2200(%rsp)
	movq	%rax, 56(%rsp)
	call	first_stall_window
	leaq	592(%rsp), %rdi
	movl	$14, %ecx
	movl	%eax, 128(%rsp)
	movl	%r14d, %eax
	rep stosl
	leaq	592(%rsp), %rax
	movq	%rbx, %rdi
	movq	%rax, %rsi
	movq	%rax, 112(%rsp)
	movq	%rcx, %r9
	call	theory_of
	testl	%eax, %eax
	jne	.L3048
	leaq	1552(%rsp), %rax
	leaq	1008(%rsp), %r15
	movq	%rax, 240(%rsp)
.L3049:
	movl	$10, %edi
	xorl	%r12d, %r12d
	leaq	2128(%rsp), %rbp
	call	putchar@PLT
	movl	$10, %edi
	leaq	SET_NAME(%rip), %r14
	leaq	.LC444(%rip), %rbx
	call	print_header_w
	leaq	.LC442(%rip), %rsi
	leaq	.LC443(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r13, (%rsp)
	movq	%r12, %r13
	movq	%rbp, %r12
	movq	176(%rsp), %rbp
.L3071:
	movq	(%r14,%r13), %rsi
	movq	%rbp, %rdx
	movl	$10, %edi
	addq	$80, %rbp
	call	print_row_w
	movsd	(%r12,%r13), %xmm0
	movq	%rbx, %rdi
	movl	$1, %eax
	addq	$8, %r13
	call	printf@PLT
	cmpq	$24, %r13
	jne	.L3071
	movq	1856(%rsp), %rbp
	movq	240(%rsp), %rbx
	movq	(%rsp), %r13
	movq	192(%rbp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	movl	208(%rbp), %esi
	leaq	.LC445(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	1912(%rsp), %r14
	movq	1992(%rsp), %r12
	movq	%rbx, %rdi
	movq	%r14, %rdx
	movq	%r12, %rsi
	movq	%r14, 16(%rsp)
	movq	%r12, 32(%rsp)
	call	fmt_ratio.constprop.0
	leaq	.LC446(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1920(%rsp), %rdx
	movq	2000(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC447(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	2072(%rsp), %rax
	movq	%r14, %rdx
	movq	%rbx, %rdi
	movq	%rax, %rsi
	movq	%rax, %r14
	movq	%rax, 72(%rsp)
	call	fmt_ratio.constprop.0
	leaq	.LC448(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r14, %rdx
	movq	%rbx, %rdi
	movq	%r12, %rsi
	call	fmt_ratio.constprop.0
	leaq	.LC449(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	2064(%rsp), %rdx
	movq	1984(%rsp), %rsi
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	fmt_ratio.constprop.0
	leaq	.LC450(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	264(%rsp), %r14
	xorl	%esi, %esi
	movq	%r14, %rdi
	call	print_omissions
	movq	%r14, %rax
.L3074:
	movq	40(%rax,%rbx,8), %r14
	movq	120(%rax,%rbx,8), %r12
	leaq	(%r14,%r14), %rdx
	cmpq	%rdx, %r12
	jb	.L3072
	movl	$10, %edi
	call	putchar@PLT
	movq	240(%rsp), %rdi
	movq	%r14, %rsi
	call	fmt_us.constprop.0
	movq	%r14, %rdx
	movq	%r12, %rsi
	movq	%r15, %rdi
	movq	%rax, (%rsp)
	call	fmt_ratio.constprop.0
	movq	88(%rsp), %rdi
	movq	%r12, %rsi
	movq	%rax, %r14
	call	fmt_us.constprop.0
	movslq	%ebx, %r9
	movq	(%rsp), %r8
	movq	%r14, %rcx
	movq	%rax, %rdx
	leaq	PCT_LABEL(%rip), %rax
	leaq	.LC451(%rip), %rdi
	movq	(%rax,%r9,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L3073:
	movq	32(%rsp), %rbx
	movq	16(%rsp), %rdx
	movq	%r15, %rdi
	movq	%rbx, %rsi
	call	fmt_ratio.constprop.0
	movq	88(%rsp), %r14
	movq	%rbx, %rsi
	movq	%rax, %r12
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movq	%r12, %rdx
	leaq	.LC453(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	72(%rsp), %rsi
	movq	240(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	272(%r13), %rsi
	movq	%r14, %rdi
	movq	%rax, %rbx
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC454(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 128(%rsp)
	je	.L3075
	leaq	.LC455(%rip), %rdi
	call	puts@PLT
.L3076:
	xorl	%esi, %esi
	movq	264(%rsp), %rdi
	leaq	RATIOS(%rip), %r12
	leaq	.LC458(%rip), %r14
	leaq	168(%r12), %rbx
	call	print_theory
	leaq	.LC457(%rip), %rdi
	movl	$4, %eax
	movsd	2184(%rsp), %xmm3
	movsd	2176(%rsp), %xmm2
	movsd	2160(%rsp), %xmm1
	movsd	2152(%rsp), %xmm0
	movsd	%xmm3, (%rsp)
	movsd	%xmm2, 16(%rsp)
	movsd	%xmm0, 32(%rsp)
	movsd	%xmm1, 96(%rsp)
	call	printf@PLT
	movq	160(%rsp), %rsi
	leaq	.LC350(%rip), %rdi
	call	print_result_set
	leaq	1968(%rsp), %rsi
	leaq	.LC349(%rip), %rdi
	call	print_result_set
	leaq	2048(%rsp), %rsi
	leaq	.LC368(%rip), %rdi
	call	print_result_set
	movq	%r13, 72(%rsp)
	movq	160(%rsp), %r13
	movq	%rbp, 104(%rsp)
	movq	%r12, %rbp
	movq	240(%rsp), %r12
	jmp	.L3089
.L3077:
	movq	8(%rax,%rdx,8), %rdx
.L3078:
	movslq	8(%rbp), %rax
	movslq	12(%rbp), %rsi
	leaq	(%rax,%rax,4), %rax
	salq	$4, %rax
	addq	%r13, %rax
	cmpl	$-1, %esi
	je	.L3379
	movq	8(%rax,%rsi,8), %rax
.L3080:
	testq	%rdx, %rdx
	je	.L3081
	testq	%rax, %rax
	js	.L3082
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3083:
	testq	%rdx, %rdx
	js	.L3084
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L3085:
	divsd	%xmm2, %xmm0
	leaq	.LC117(%rip), %rax
	movl	$32, %esi
	movq	%r12, %rdi
	leaq	.LC118(%rip), %rdx
	comisd	.LC72(%rip), %xmm0
	cmovnb	%rax, %rdx
	movl	$1, %eax
	call	snprintf@PLT
.L3088:
	movq	0(%rbp), %rsi
	movq	%r12, %rdx
	movq	%r14, %rdi
	xorl	%eax, %eax
	addq	$24, %rbp
	call	printf@PLT
	cmpq	%rbx, %rbp
	je	.L3380
.L3089:
	movslq	16(%rbp), %rax
	movslq	20(%rbp), %rdx
	leaq	(%rax,%rax,4), %rax
	salq	$4, %rax
	addq	%r13, %rax
	cmpl	$-1, %edx
	jne	.L3077
	movq	56(%rax), %rdx
	jmp	.L3078
.L3072:
	addq	$1, %rbx
	cmpq	$6, %rbx
	jne	.L3074
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC452(%rip), %rdi
	call	puts@PLT
	jmp	.L3073
.L3379:
	movq	56(%rax), %rax
	jmp	.L3080
.L3081:
	movl	$6369134, (%r12)
	jmp	.L3088
.L3084:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3085
.L3082:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3083
.L3362:
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	232(%rsp), %rdi
	movq	%rax, (%rdi,%rbp,8)
	testq	%rax, %rax
	jne	.L2896
	jmp	.L2905
.L3380:
	movq	72(%rsp), %r13
	movsd	96(%rsp), %xmm1
	leaq	.LC459(%rip), %rbx
	xorl	%eax, %eax
	leaq	.LC350(%rip), %rsi
	movq	%rbx, %rdi
	movq	104(%rsp), %rbp
	movq	256(%r13), %rcx
	movq	240(%r13), %rdx
	movsd	%xmm1, 72(%rsp)
	call	printf@PLT
	movq	264(%r13), %rcx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movq	248(%r13), %rdx
	leaq	.LC349(%rip), %rsi
	call	printf@PLT
	movq	272(%r13), %rsi
	xorl	%eax, %eax
	leaq	.LC396(%rip), %rdi
	call	printf@PLT
	movl	72(%rbp), %esi
	movsd	72(%rsp), %xmm1
	testl	%esi, %esi
	je	.L3090
	movq	136(%rbp), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L3091
	leaq	-1(%rdi), %rcx
	movq	128(%rbp), %rax
	xorl	%edx, %edx
	subq	120(%rbp), %rax
	divq	%rcx
	movq	%rax, %rcx
.L3091:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	movsd	%xmm1, 72(%rsp)
	leaq	.LC460(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movsd	72(%rsp), %xmm1
.L3090:
	cmpl	$0, 128(%rsp)
	je	.L3381
.L3092:
	movsd	2168(%rsp), %xmm2
	movsd	32(%rsp), %xmm0
	leaq	.LC464(%rip), %rbx
	leaq	.LC350(%rip), %rsi
	movq	%rbx, %rdi
	movl	$3, %eax
	call	printf@PLT
	movsd	(%rsp), %xmm1
	movq	%rbx, %rdi
	movl	$3, %eax
	movsd	2192(%rsp), %xmm2
	movsd	16(%rsp), %xmm0
	leaq	.LC349(%rip), %rsi
	call	printf@PLT
	movq	48(%rsp), %rax
	movl	8(%rax), %r8d
	testl	%r8d, %r8d
	jne	.L3382
.L3094:
	movq	264(%rsp), %rbx
	movl	$1, %esi
	movq	%rbx, %rdi
	call	print_theory
	movl	$1, %esi
	movq	%rbx, %rdi
	call	print_omissions
	cmpq	$0, 216(%rsp)
	je	.L3095
	xorl	%eax, %eax
	leaq	736(%rsp), %rdi
	movl	$18, %ecx
	leaq	432(%rsp), %rbp
	movq	%rdi, 104(%rsp)
	leaq	464(%rsp), %r12
	rep stosl
	movl	$8, %ecx
	movq	%rbp, %rdi
	rep stosl
	movl	$8, %ecx
	movq	%r12, %rdi
	rep stosl
	movl	680(%rsp), %eax
	cmpl	$3, %eax
	je	.L3383
	cmpl	$2, %eax
	je	.L3384
	movq	0(%r13), %rsi
	movq	656(%rsp), %rdi
	movq	%rbp, %rdx
	call	dist_of_sorted
	movq	272(%r13), %rsi
	movq	%r12, %rdx
	movq	%rbp, %rdi
	call	dist_correct
	movl	456(%rsp), %eax
	orl	488(%rsp), %eax
	je	.L3385
.L3102:
	orl	$-1, %ebx
.L3123:
	movq	216(%rsp), %rdx
	movq	stderr(%rip), %rdi
	xorl	%eax, %eax
	movl	%ebx, %r14d
	leaq	.LC470(%rip), %rsi
	call	fprintf@PLT
.L3124:
	movq	736(%rsp), %rdi
	call	free@PLT
	movq	760(%rsp), %rdi
	call	free@PLT
	movq	784(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	dist_free
	movq	%r12, %rdi
	call	dist_free
	xorl	%eax, %eax
	testl	%r14d, %r14d
	setne	%al
	movl	%eax, 184(%rsp)
.L3095:
	movq	240(%rsp), %rsi
	xorl	%edi, %edi
	call	getrusage@PLT
	testl	%eax, %eax
	je	.L3386
.L3125:
	cmpq	$0, 1872(%rsp)
	leaq	.LC430(%rip), %rax
	leaq	.LC431(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC472(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1856(%rsp), %rax
	movq	2216(%rsp), %rbx
	leaq	.LC473(%rip), %rdi
	movq	2208(%rsp), %rsi
	movl	208(%rax), %ecx
	movq	%rbx, %rdx
	xorl	%eax, %eax
	addl	$1, %ecx
	call	printf@PLT
	testq	%rbx, %rbx
	movl	184(%rsp), %eax
	setne	%bl
	movzbl	%bl, %ebx
	orl	%eax, %ebx
	jmp	.L2981
.L3353:
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	xorl	%eax, %eax
	movl	$2, %ebx
	leaq	.LC4(%rip), %rdx
	leaq	.LC386(%rip), %rsi
	call	fprintf@PLT
	leaq	544(%rsp), %rax
	movq	%rax, 56(%rsp)
	jmp	.L2981
.L3352:
	leaq	.LC434(%rip), %rsi
	jmp	.L3346
.L3372:
	movq	336(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	movq	48(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, 1872(%rsp)
	testl	%ebx, %ebx
	jne	.L3347
	jmp	.L3017
.L3048:
	leaq	1008(%rsp), %r15
	movq	%r9, %rax
	movl	$32, %ecx
	movq	%r15, %rdi
	rep stosq
	leaq	1552(%rsp), %rdi
	movl	$32, %ecx
	movq	%rdi, 240(%rsp)
	rep stosq
	movl	$524288, %edi
	call	malloc@PLT
	movl	$524288, %edi
	movq	%rax, 72(%rsp)
	movq	%rax, %rbx
	call	malloc@PLT
	movq	%rax, %r12
	testq	%rbx, %rbx
	je	.L3052
	testq	%rax, %rax
	je	.L3052
	movq	48(%rsp), %rbx
	movq	88(%rsp), %rdi
	xorl	%edx, %edx
	movq	%rbx, %rsi
	call	walk_start
	testl	%eax, %eax
	jne	.L3052
	leaq	736(%rsp), %rax
	movq	%rbx, %rsi
	xorl	%r14d, %r14d
	movq	%rax, %rdi
	movq	%rax, 104(%rsp)
	call	due_restart
	movq	$0x000000000, (%rsp)
	movq	$0x000000000, 16(%rsp)
	movq	%r13, 144(%rsp)
	movq	%r12, 96(%rsp)
	movq	%r15, 152(%rsp)
.L3062:
	movq	736(%rsp), %rax
	movq	744(%rsp), %rbp
	movq	136(%rax), %rcx
	movl	$65536, %eax
	movq	%rcx, %r15
	movq	%rcx, 32(%rsp)
	subq	%rbp, %r15
	cmpq	%rax, %r15
	cmova	%rax, %r15
	xorl	%ebx, %ebx
	cmpq	%rbp, %rcx
	je	.L3056
	movq	%rbp, %r12
	movq	%rbx, %r13
	movq	104(%rsp), %rbp
	movq	96(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L3053:
	movq	%rbp, %rdi
	call	due_next
	movq	%rax, (%rbx,%r13,8)
	addq	$1, %r13
	cmpq	%r15, %r13
	jb	.L3053
	movq	%r12, %rbp
.L3056:
	movq	96(%rsp), %rax
	movq	72(%rsp), %rsi
	xorl	%r10d, %r10d
	movl	$65536, %edx
	movq	88(%rsp), %rdi
	movq	%r15, 936(%rsp)
	movq	%rax, 928(%rsp)
	movq	%r10, 944(%rsp)
	call	walk_run
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L3387
	movq	48(%rsp), %rax
	imulq	$-8, %r14, %rbp
	addq	%r14, %rbx
	movq	136(%rax), %r15
	movq	72(%rsp), %rax
	addq	%rax, %rbp
	jmp	.L3059
	.p2align 4,,10
	.p2align 3
.L3389:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3058:
	xorl	%r13d, %r13d
	movq	%r14, %rax
	xorl	%ecx, %ecx
	movsd	%xmm0, 32(%rsp)
	movq	%r13, %rdx
	salq	$5, %rax
	movq	%r14, %r12
	shldq	$5, %r14, %rdx
	movq	%rax, %rdi
	addq	$1, %r14
	movq	%rdx, %rsi
	movq	%r15, %rdx
	call	__udivti3@PLT
	movsd	32(%rsp), %xmm0
	movsd	(%rsp), %xmm6
	cltq
	movsd	1008(%rsp,%rax,8), %xmm1
	addsd	%xmm0, %xmm6
	addq	$1, 1552(%rsp,%rax,8)
	addsd	%xmm0, %xmm1
	mulsd	%xmm0, %xmm0
	addsd	16(%rsp), %xmm0
	movsd	%xmm6, (%rsp)
	movsd	%xmm1, 1008(%rsp,%rax,8)
	movsd	%xmm0, 16(%rsp)
	cmpq	%rbx, %r14
	je	.L3388
.L3059:
	movq	0(%rbp,%r14,8), %rax
	testq	%rax, %rax
	jns	.L3389
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3058
.L3388:
	movq	%r12, 288(%rsp)
	movq	%r13, 296(%rsp)
	jmp	.L3062
.L3387:
	cmpq	%rbp, 32(%rsp)
	jne	.L3062
	leaq	776(%rsp), %rdi
	movq	96(%rsp), %r12
	movq	144(%rsp), %r13
	movq	152(%rsp), %r15
	call	numbers_close
	movq	952(%rsp), %rdi
	call	free@PLT
	movq	72(%rsp), %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	testq	%r14, %r14
	js	.L3063
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%r14, %xmm2
.L3064:
	movsd	(%rsp), %xmm3
	movsd	.LC89(%rip), %xmm5
	pxor	%xmm1, %xmm1
	movsd	.LC90(%rip), %xmm4
	movq	240(%rsp), %rdx
	divsd	%xmm2, %xmm3
	movsd	%xmm3, 2224(%rsp)
	jmp	.L3068
.L3391:
	pxor	%xmm7, %xmm7
	cvtsi2sdq	%rax, %xmm7
.L3067:
	movsd	(%r15,%rbx), %xmm0
	divsd	%xmm7, %xmm0
	subsd	%xmm3, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm5, %xmm0
	mulsd	%xmm4, %xmm0
.L3065:
	addq	$8, %rbx
	addsd	%xmm0, %xmm1
	cmpq	$256, %rbx
	je	.L3390
.L3068:
	movq	(%rdx,%rbx), %rax
	pxor	%xmm0, %xmm0
	testq	%rax, %rax
	je	.L3065
	jns	.L3391
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm7, %xmm7
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm7
	addsd	%xmm7, %xmm7
	jmp	.L3067
.L3075:
	movq	576(%rsp), %rbx
	movq	544(%rsp), %rax
	movq	88(%rsp), %rdi
	movq	(%rax,%rbx,8), %rsi
	call	fmt_us.constprop.0
	movq	584(%rsp), %rsi
	movq	%rbx, %rdx
	leaq	.LC456(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	subq	%rbx, %rsi
	call	printf@PLT
	jmp	.L3076
.L3365:
	movq	56(%rsp), %rax
	xorl	%ebp, %ebp
	movq	264(%rbx), %r15
	movl	%ebp, 72(%rsp)
	movq	%rax, 176(%rsp)
	jmp	.L2902
.L3374:
	cmpl	$0, 224(%rax)
	jne	.L3026
	movq	48(%rsp), %r14
	cmpl	$2, 152(%r14)
	je	.L3029
	movq	3400(%rsp), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	pushq	%rdx
	.cfi_def_cfa_offset 7624
	leaq	.LC439(%rip), %rcx
	leaq	.LC350(%rip), %rdx
	movq	%rbx, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 7632
	movq	1280(%rsp), %r8
	call	check
	cmpq	$0, 216(%r14)
	popq	%r13
	.cfi_def_cfa_offset 7624
	popq	%r15
	.cfi_def_cfa_offset 7616
	jne	.L3026
	movq	48(%rsp), %rax
	cmpl	$0, 224(%rax)
	jne	.L3026
.L3029:
	movq	48(%rsp), %rax
	cmpq	$0, 248(%rax)
	jne	.L3026
	cmpl	$0, 272(%rax)
	jne	.L3026
	cmpq	$0, 280(%rax)
	jne	.L3026
	movq	3464(%rsp), %rax
	xorl	%edx, %edx
	movq	%rbx, %rdi
	xorl	%r9d, %r9d
	pushq	%rdx
	.cfi_def_cfa_offset 7624
	leaq	.LC439(%rip), %rcx
	leaq	.LC349(%rip), %rdx
	xorl	%esi, %esi
	pushq	%rax
	.cfi_def_cfa_offset 7632
	movq	1360(%rsp), %r8
	call	check
	popq	%r11
	.cfi_def_cfa_offset 7624
	popq	%rbx
	.cfi_def_cfa_offset 7616
	jmp	.L3026
.L3361:
	movl	$8, %edi
	call	malloc@PLT
	movq	176(%rsp), %rdi
	movl	$8, %esi
	movq	%rax, 256(%rsp)
	call	calloc@PLT
	movl	$1, %edx
	movq	%rax, 160(%rsp)
	movq	48(%rsp), %rax
	movq	280(%rax), %rax
	testq	%rax, %rax
	cmove	%rdx, %rax
	orq	$-1, %r15
	leaq	0(,%rax,8), %rdi
	call	malloc@PLT
	xorl	%edx, %edx
	movq	$1, 280(%rsp)
	movq	%rax, 248(%rsp)
	movq	%rax, 1264(%rsp)
	movq	%rdx, 1272(%rsp)
	jmp	.L2902
.L3063:
	movq	%r14, %rax
	movq	%r14, %r8
	pxor	%xmm2, %xmm2
	shrq	%rax
	andl	$1, %r8d
	orq	%r8, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3064
.L3384:
	movl	456(%rsp), %ecx
	xorl	%ebx, %ebx
	jmp	.L3097
.L3099:
	addq	$1, %rbx
.L3097:
	cmpq	696(%rsp), %rbx
	jnb	.L3392
	movq	704(%rsp), %rax
	movq	(%rax,%rbx,8), %r8
	testq	%r8, %r8
	je	.L3099
	testl	%ecx, %ecx
	jne	.L3099
	movq	688(%rsp), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%rbp, %rdi
	imulq	%rbx, %rsi
	call	dist_add.part.0
	movl	456(%rsp), %ecx
	jmp	.L3099
.L3329:
	movq	(%rsp), %r12
	movq	8(%rsp), %r13
.L2912:
	cmpq	$0, 8(%r14)
	jne	.L2971
	xorl	%r9d, %r9d
	movq	%r9, 48(%r14)
.L2971:
	movq	4080(%rsp), %rdi
	call	free@PLT
	movq	4072(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2972
	call	fclose@PLT
.L2972:
	movq	256(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rdi
	call	free@PLT
	movq	248(%rsp), %rdi
	call	free@PLT
	movq	328(%rsp), %rbx
	imulq	$560, 56(%rsp), %rax
	movq	%r12, (%rsp)
	movq	%r13, 8(%rsp)
	movq	312(%rsp), %rbp
	movq	48(%rsp), %r13
	leaq	(%rbx,%rax), %r15
	leaq	5904(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L2974:
	movq	-56(%rbp), %rdi
	testq	%rdi, %rdi
	je	.L2973
	movl	200(%r13), %ecx
	movq	192(%r13), %rdx
	movq	%r15, %r8
	movq	0(%rbp), %rsi
	call	summarise.isra.0
.L2973:
	addq	$8, %rbp
	addq	$80, %r15
	cmpq	%rbx, %rbp
	jne	.L2974
	movq	(%rsp), %r12
	movq	8(%rsp), %r13
	xorl	%ebp, %ebp
	jmp	.L2975
	.p2align 4,,10
	.p2align 3
.L2958:
	movq	272(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2963
	movq	5848(%rsp), %rdx
	leaq	1(%rdx), %rcx
	movq	%rcx, 5848(%rsp)
	movq	104(%rsp), %rcx
	movq	%rcx, (%rdi,%rdx,8)
.L2963:
	testq	%rax, %rax
	je	.L2962
	movq	5856(%rsp), %rdx
	leaq	1(%rdx), %rcx
	movq	%r12, (%rax,%rdx,8)
	movq	%rcx, 5856(%rsp)
.L2962:
	testl	%r10d, %r10d
	jne	.L2960
	movq	5808(%rsp), %rax
	testq	%rax, %rax
	je	.L2960
	movq	5864(%rsp), %rdx
	movq	104(%rsp), %rdi
	leaq	1(%rdx), %rcx
	movq	%rcx, 5864(%rsp)
	movq	%rdi, (%rax,%rdx,8)
	jmp	.L2960
	.p2align 4,,10
	.p2align 3
.L3367:
	movq	160(%rsp), %rax
	movq	(%rax,%r13,8), %rax
	cmpq	%rax, %rbp
	cmovb	%rax, %rbp
	movq	48(%rsp), %rax
	movq	144(%rax), %rax
	testq	%rax, %rax
	je	.L2909
	cmpq	%rax, %rbp
	setnb	%al
.L2910:
	testb	%al, %al
	jne	.L3329
	addq	$1, (%r14)
	movq	%rbp, 16(%rsp)
	movq	$0, 112(%rsp)
	jmp	.L2911
	.p2align 4,,10
	.p2align 3
.L3370:
	cmpq	$0, 152(%rsp)
	je	.L2935
	movq	256(%rsp), %rdx
	movq	152(%rsp), %rax
	movq	280(%rsp), %rcx
	jmp	.L2934
	.p2align 4,,10
	.p2align 3
.L2937:
	addq	$1, %rbx
	xorl	%edi, %edi
	cmpq	%rcx, %rbx
	cmove	%rdi, %rbx
	subq	$1, %rax
	je	.L3332
.L2934:
	cmpq	(%rdx,%rbx,8), %rbp
	jnb	.L2937
.L3332:
	movq	%rax, 152(%rsp)
.L2935:
	movq	48(%rsp), %rax
	movq	152(%rsp), %rdi
	cmpq	232(%rax), %rdi
	jb	.L2933
	movq	144(%rsp), %rcx
	cmpq	%rcx, %rbp
	jnb	.L2933
	movq	240(%rax), %r8
	movl	$1, %r10d
	movq	$1, 88(%rsp)
	leaq	0(%rbp,%r8), %r9
	jmp	.L2938
	.p2align 4,,10
	.p2align 3
.L3129:
	cmpq	%r8, %rax
	jb	.L3132
	xorl	%eax, %eax
	movq	104(%rsp), %r12
	movq	%r9, %r11
	movl	%eax, 96(%rsp)
	xorl	%eax, %eax
	jmp	.L2951
.L3368:
	call	due_next
	cmpq	$0, 32(%rsp)
	movq	%rax, 16(%rsp)
	je	.L2914
	movq	48(%rsp), %rdi
	cmpl	$0, 272(%rdi)
	je	.L2914
	movq	320(%rsp), %rcx
	movq	%rbx, %rsi
	movq	%rdi, %rbx
	subq	%rcx, %rbp
	addq	%rax, %rbp
	jmp	.L2916
	.p2align 4,,10
	.p2align 3
.L3393:
	addq	%rax, %r15
.L2916:
	cmpq	$-1, %r15
	je	.L2917
	movq	248(%rbx), %rax
	addq	%r15, %rax
	cmpq	%rax, %rbp
	jb	.L2917
	movq	256(%rbx), %rax
	testq	%rax, %rax
	jne	.L3393
	movq	$-1, %r15
.L2917:
	cmpq	%r15, %rbp
	jb	.L2919
	movq	248(%rbx), %rbp
	addq	%r15, %rbp
.L2919:
	movl	188(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L3394
	movq	%rsi, 88(%rsp)
	movq	248(%rsp), %r12
	movq	208(%rsp), %rdi
	jmp	.L2920
	.p2align 4,,10
	.p2align 3
.L3396:
	cmpq	(%r12), %rbp
	jb	.L3395
	call	heap_pop
.L2920:
	movq	1272(%rsp), %rax
	testq	%rax, %rax
	jne	.L3396
	movq	88(%rsp), %rsi
	xorl	%ecx, %ecx
.L2922:
	movq	280(%rbx), %rdx
	cmpq	%rdx, %rax
	jb	.L2924
	movl	288(%rbx), %edi
	testl	%edi, %edi
	jne	.L2924
	movq	208(%rsp), %rdi
	movq	%rsi, 88(%rsp)
	call	heap_pop
	movq	88(%rsp), %rsi
	movq	%rax, %rbp
	jmp	.L2916
.L2909:
	movq	48(%rsp), %rax
	movq	32(%rsp), %rcx
	cmpq	136(%rax), %rcx
	setnb	%al
	jmp	.L2910
.L3369:
	movq	160(%rsp), %rdi
	cmpq	(%rdi,%r13,8), %rax
	jnb	.L2932
	addq	$1, 3408(%rsp)
	jmp	.L2930
.L2924:
	movq	48(%rsp), %rax
	movq	%rsi, %rbx
	cmpl	$0, 272(%rax)
	je	.L2928
	cmpq	%rbp, 128(%rax)
	jb	.L3342
.L2928:
	cmpq	%rdx, %rcx
	jnb	.L2929
.L3343:
	movq	16(%rsp), %rcx
	movq	%rbp, %rax
	subq	%rcx, %rax
	movq	%rcx, 320(%rsp)
	movq	%rax, 112(%rsp)
	jmp	.L2911
.L3366:
	movq	1272(%rsp), %rax
	movq	1264(%rsp), %rsi
	leaq	1(%rax), %rdx
	movq	%rdx, 1272(%rsp)
	testq	%rax, %rax
	jne	.L2954
	jmp	.L2956
	.p2align 4,,10
	.p2align 3
.L2957:
	movq	%rcx, (%rdi)
	testq	%rax, %rax
	je	.L2956
.L2954:
	movq	%rax, %rdx
	leaq	-1(%rax), %rax
	shrq	%rax
	leaq	(%rsi,%rdx,8), %rdi
	movq	(%rsi,%rax,8), %rcx
	cmpq	%rcx, %r11
	jb	.L2957
.L2955:
	movq	%r11, (%rsi,%rdx,8)
	jmp	.L2953
.L3144:
	xorl	%eax, %eax
	movq	144(%rsp), %r9
	movq	%rax, 88(%rsp)
	jmp	.L2938
.L3395:
	movq	88(%rsp), %rsi
	movq	%rax, %rcx
	jmp	.L2922
.L2914:
	movq	16(%rsp), %rax
	movq	%rbx, %rsi
	movq	48(%rsp), %rbx
	cmpq	%rax, %rbp
	cmovb	%rax, %rbp
	jmp	.L2916
.L3131:
	leaq	0(%rbp,%rax), %rdx
	movq	%rax, %r12
	movl	$1, 96(%rsp)
	movl	$1, %eax
	jmp	.L2950
.L3132:
	movq	16(%rsp), %rcx
	leaq	0(%rbp,%rax), %r11
	movl	$1, 96(%rsp)
	movq	%r11, %rax
	subq	%rcx, %rax
	movq	%rax, %r12
	movq	56(%rsp), %rax
	jmp	.L2951
.L3371:
	movq	1552(%rsp), %rax
	leaq	(%r11,%rdx), %rdi
	movq	%rdi, 144(%rsp)
	cmpq	%rdi, %rax
	jnb	.L2942
	movq	48(%rsp), %rcx
	movq	48(%rcx), %r8
	cmpq	%rax, %r11
	jnb	.L2943
	addq	%r8, %rdi
	movq	%rdi, 144(%rsp)
.L2944:
	addq	$1, 1560(%rsp)
	movq	48(%rsp), %rdi
	movq	56(%rdi), %r9
	testq	%r9, %r9
	jne	.L2945
	movq	$-1, 1552(%rsp)
	jmp	.L2942
.L2939:
	movq	32(%rsp), %rsi
	movq	48(%rsp), %rdi
	movq	%r11, 96(%rsp)
	movl	%r10d, 88(%rsp)
	call	service_of
	movq	96(%rsp), %r11
	movl	88(%rsp), %r10d
	movq	%rax, %rdx
	jmp	.L2940
.L2956:
	xorl	%edx, %edx
	jmp	.L2955
.L2929:
	addq	$1, 3480(%rsp)
	movq	16(%rsp), %rax
	movq	%rax, 320(%rsp)
	jmp	.L2930
.L2945:
	movq	144(%rsp), %rdi
	addq	%r9, %rax
	movq	%rax, 1552(%rsp)
	cmpq	%rdi, %rax
	jnb	.L2942
	movq	%rdx, %rcx
	movq	%rdi, %rdx
	movq	%r11, %rsi
	movl	%r10d, 96(%rsp)
	movq	240(%rsp), %rdi
	movq	%r11, 88(%rsp)
	call	serve_stalls
	movq	88(%rsp), %r11
	movl	96(%rsp), %r10d
	movq	%rax, 144(%rsp)
	jmp	.L2942
.L2943:
	leaq	(%r8,%rax), %rcx
	cmpq	%rcx, %r11
	jnb	.L2944
	addq	%rdx, %rcx
	movq	%rcx, 144(%rsp)
	jmp	.L2944
.L3390:
	movapd	%xmm1, %xmm0
	movsd	%xmm3, 72(%rsp)
	movsd	%xmm2, 32(%rsp)
	movsd	%xmm1, (%rsp)
	call	sqrt@PLT
	movsd	72(%rsp), %xmm3
	movsd	(%rsp), %xmm1
	movsd	32(%rsp), %xmm2
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 2232(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L3069
	movsd	16(%rsp), %xmm0
	mulsd	%xmm3, %xmm3
	divsd	%xmm2, %xmm0
	subsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm2
	divsd	%xmm1, %xmm2
.L3069:
	movsd	%xmm2, 2240(%rsp)
	jmp	.L3049
.L3394:
	movq	48(%rsp), %rax
	movq	%rsi, %rbx
	cmpl	$0, 272(%rax)
	je	.L3343
	cmpq	%rbp, 128(%rax)
	jnb	.L3343
.L3342:
	movq	48(%rsp), %rax
	movq	32(%rsp), %rbx
	movq	(%rsp), %r12
	movq	8(%rsp), %r13
	movq	136(%rax), %rax
	movq	%rax, (%rsp)
	subq	%rbx, %rax
	movq	%rax, 3472(%rsp)
	jmp	.L2912
.L3041:
	movq	72(%rsp), %rdi
	leaq	cmp_u64(%rip), %rbp
	movl	$8, %edx
	xorl	%esi, %esi
	movq	%rbp, %rcx
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	%rbp, %rcx
	xorl	%esi, %esi
	movq	72(%rsp), %rdi
	movq	(%rax), %rdx
	movq	%rdx, (%r14)
	movl	$8, %edx
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	(%rax), %rdx
	movq	%rdx, 56(%r14)
	jmp	.L3127
.L3138:
	xorl	%eax, %eax
	jmp	.L2906
.L3382:
	movq	240(%rsp), %rdx
	movq	%r15, %rsi
	movq	%rax, %rdi
	call	service_moments
	leaq	SERVICE_DIST_NAME(%rip), %rax
	movsd	1552(%rsp), %xmm1
	movsd	1008(%rsp), %xmm0
	movq	(%rax,%r8,8), %rsi
	leaq	.LC465(%rip), %rdi
	movl	$2, %eax
	call	printf@PLT
	jmp	.L3094
.L3386:
	movq	1880(%rsp), %rax
	movq	1584(%rsp), %rsi
	leaq	.LC471(%rip), %rdi
	movl	24(%rax), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3125
.L3381:
	movq	576(%rsp), %rbx
	movq	552(%rsp), %r14
	xorl	%eax, %eax
	leaq	.LC461(%rip), %rdi
	movq	544(%rsp), %rbp
	movsd	%xmm1, 96(%rsp)
	movq	(%r14,%rbx,8), %rcx
	leaq	0(,%rbx,8), %r8
	movq	%rbx, %rsi
	movq	0(%rbp,%rbx,8), %rdx
	movq	%r8, 72(%rsp)
	call	printf@PLT
	leaq	1(%rbx), %rax
	movq	72(%rsp), %r8
	cmpq	568(%rsp), %rax
	movsd	96(%rsp), %xmm1
	jb	.L3397
.L3093:
	movq	584(%rsp), %rdx
	leaq	.LC463(%rip), %rdi
	xorl	%eax, %eax
	movsd	%xmm1, 72(%rsp)
	movq	%rdx, %rsi
	subq	%rbx, %rsi
	call	printf@PLT
	movsd	72(%rsp), %xmm1
	jmp	.L3092
.L3047:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC440(%rip), %rdi
	call	fwrite@PLT
	leaq	544(%rsp), %rax
	movq	%rax, 56(%rsp)
	jmp	.L2882
.L3018:
	leaq	.LC434(%rip), %rsi
	call	cannot
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L3347
	jmp	.L3020
.L3373:
	movq	48(%rsp), %rsi
	leaq	5792(%rsp), %rdx
	movq	%r13, %rcx
	movq	%rbx, %rdi
	call	check_omitted
	jmp	.L3024
.L3392:
	movq	272(%r13), %rsi
	movq	%r12, %rdx
	movq	%rbp, %rdi
	movl	%ecx, (%rsp)
	call	dist_correct
	movl	(%rsp), %ecx
	orl	488(%rsp), %ecx
	jne	.L3102
	movq	104(%rsp), %rsi
	leaq	688(%rsp), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L3102
	leaq	760(%rsp), %rsi
	leaq	712(%rsp), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L3102
.L3345:
	leaq	784(%rsp), %rsi
	movq	%r12, %rdi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L3102
	leaq	400(%rsp), %rax
	xorl	%ebx, %ebx
	movq	%rax, (%rsp)
.L3104:
	imulq	$10, %rbx, %rax
	movq	(%rsp), %rcx
	leaq	(%rbx,%rbx,2), %r14
	movq	216(%rsp), %rdi
	leaq	hgrm_writer(%rip), %rdx
	movq	24(%r13,%rax), %rax
	movq	%rax, (%rcx,%rbx)
	movq	104(%rsp), %rax
	addq	%rax, %r14
	leaq	HGRM.2(%rip), %rax
	movq	(%rax,%rbx), %rsi
	movq	%r14, %rcx
	call	export_file
	testl	%eax, %eax
	jne	.L3102
	cmpl	$0, 308(%rsp)
	jne	.L3106
.L3108:
	addq	$8, %rbx
	cmpq	$24, %rbx
	jne	.L3104
	leaq	.LC467(%rip), %rax
	movq	216(%rsp), %rdi
	leaq	496(%rsp), %rcx
	movl	$3, 512(%rsp)
	movq	%rax, %xmm0
	leaq	NAMES.0(%rip), %rax
	leaq	spectrum_writer(%rip), %rdx
	movhps	104(%rsp), %xmm0
	leaq	.LC401(%rip), %rsi
	movaps	%xmm0, 496(%rsp)
	movq	%rax, %xmm0
	movhps	(%rsp), %xmm0
	movups	%xmm0, 520(%rsp)
	call	export_file
	movl	%eax, %r14d
	testl	%eax, %eax
	jne	.L3102
	movq	112(%rsp), %rdx
	movq	48(%rsp), %rdi
	movl	$20, %esi
	call	first_stall_window
	testl	%eax, %eax
	je	.L3398
	jle	.L3111
	movq	48(%rsp), %rax
	movq	48(%rax), %rbx
	testq	%rbx, %rbx
	je	.L3399
.L3112:
	leaq	.LC469(%rip), %rdi
	call	puts@PLT
	movq	112(%rsp), %rdi
	call	stall_window_free
	jmp	.L3124
.L3052:
	movq	72(%rsp), %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	movl	$42, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC441(%rip), %rdi
	call	fwrite@PLT
	jmp	.L2882
.L3397:
	movq	8(%r14,%r8), %rdx
	movq	8(%rbp,%r8), %rsi
	leaq	.LC462(%rip), %rdi
	xorl	%eax, %eax
	movsd	%xmm1, 72(%rsp)
	call	printf@PLT
	movsd	72(%rsp), %xmm1
	jmp	.L3093
.L3385:
	movq	104(%rsp), %rdx
	movq	0(%r13), %rsi
	movq	656(%rsp), %rdi
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L3102
	movq	80(%r13), %rsi
	movq	664(%rsp), %rdi
	leaq	760(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L3102
	jmp	.L3345
.L3106:
	leaq	VALUES.1(%rip), %rax
	movq	216(%rsp), %rdi
	movq	%r14, %rcx
	leaq	values_writer(%rip), %rdx
	movq	(%rax,%rbx), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L3108
	jmp	.L3102
.L3159:
	movq	256(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rdi
	call	free@PLT
	movq	248(%rsp), %rdi
	call	free@PLT
	jmp	.L2905
.L3383:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC466(%rip), %rdi
	call	fwrite@PLT
	movl	$1, 184(%rsp)
	jmp	.L3095
.L3399:
	movq	112(%rsp), %r13
	movq	%r13, %rdi
	call	stall_window_free
	movq	240(%rsp), %rdi
	movq	48(%rsp), %rsi
	movl	%r14d, %eax
	movl	$37, %ecx
	rep movsq
	movq	48(%rsp), %rsi
	movl	$12, %ecx
	movq	%r13, %rdi
	rep stosl
	cmpl	$0, 152(%rsi)
	jne	.L3112
	movq	136(%rsi), %rax
	movl	$262144, %edx
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	leaq	0(,%rax,8), %r13
	movq	%rax, 1688(%rsp)
	movq	%r13, %rdi
	call	malloc@PLT
	movq	%r13, %rdi
	movq	%rax, 592(%rsp)
	movq	%rax, 48(%rsp)
	call	malloc@PLT
	movq	%r13, %rdi
	movq	%rax, 600(%rsp)
	movq	%rax, (%rsp)
	call	malloc@PLT
	movq	48(%rsp), %rcx
	movq	%rax, 608(%rsp)
	testq	%rcx, %rcx
	je	.L3111
	movq	(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L3111
	testq	%rax, %rax
	je	.L3111
	movq	240(%rsp), %rsi
	movq	88(%rsp), %rdi
	movq	%r15, %rdx
	call	due_open.constprop.0
	testl	%eax, %eax
	je	.L3116
	jmp	.L3400
.L3120:
	movq	608(%rsp), %rax
	movq	88(%rsp), %rdi
	leaq	(%rax,%rbx,8), %r13
	call	due_next
	movq	%rax, 0(%r13)
	movq	608(%rsp), %rax
	cmpq	$999999999, (%rax,%rbx,8)
	ja	.L3121
	addq	$1, %rbx
.L3116:
	cmpq	1688(%rsp), %rbx
	jb	.L3120
.L3121:
	leaq	888(%rsp), %rdi
	call	numbers_close
	movq	%rbx, 1688(%rsp)
	testq	%rbx, %rbx
	je	.L3112
	movq	608(%rsp), %rax
	leaq	344(%rsp), %r9
	leaq	360(%rsp), %r13
	movq	%rbx, %rcx
	movq	%r13, %r8
	movq	%rax, 1664(%rsp)
	pushq	%rsi
	.cfi_def_cfa_offset 7624
	movl	$1, %esi
	leaq	360(%rsp), %r15
	pushq	%r15
	.cfi_def_cfa_offset 7632
	movq	256(%rsp), %rbx
	movq	608(%rsp), %rdx
	movq	%rbx, %rdi
	movq	%r9, 16(%rsp)
	call	walk_all
	movq	16(%rsp), %r9
	movq	%r13, %r8
	movq	%rbx, %rdi
	movq	1704(%rsp), %rcx
	movq	616(%rsp), %rdx
	xorl	%esi, %esi
	movq	%r15, (%rsp)
	call	walk_all
	movq	1704(%rsp), %rax
	movq	128(%rsp), %rcx
	leaq	first_second_writer(%rip), %rdx
	movq	232(%rsp), %rdi
	leaq	.LC468(%rip), %rsi
	movq	%rax, 632(%rsp)
	call	export_file
	popq	%rdi
	.cfi_def_cfa_offset 7624
	popq	%r8
	.cfi_def_cfa_offset 7616
	movl	%eax, %ebx
	jmp	.L3110
.L3111:
	movq	112(%rsp), %rdi
	call	stall_window_free
	jmp	.L3102
.L3398:
	movq	48(%rsp), %rax
	movq	240(%rsp), %rcx
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC468(%rip), %rsi
	movq	216(%rsp), %rdi
	movq	%rax, 1552(%rsp)
	movq	112(%rsp), %rax
	movq	%rax, 1560(%rsp)
	movq	272(%r13), %rax
	movq	%rax, 1568(%rsp)
	call	export_file
	movl	%eax, %ebx
.L3110:
	movq	112(%rsp), %rdi
	call	stall_window_free
	testl	%ebx, %ebx
	je	.L3124
	jmp	.L3123
.L3400:
	movq	stderr(%rip), %rdi
	movq	%r15, %rdx
	leaq	.LC241(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
.L3150:
	xorl	%edx, %edx
	jmp	.L2984
.L3376:
	movq	%r15, %r14
	movl	%r13d, %ebp
	movq	(%rsp), %r12
	movq	8(%rsp), %r13
	cmpl	$0, 1288(%rsp)
	movq	%r14, 7008(%rsp)
	movq	16(%rsp), %r15
	je	.L3401
.L2986:
	movq	48(%rsp), %rax
	xorl	%edx, %edx
	movq	%r14, %r8
	movl	$1, %ecx
	movq	144(%rsp), %rdi
	movq	216(%rax), %rsi
	call	dist_add
	movl	1288(%rsp), %eax
	orl	1032(%rsp), %eax
	je	.L3402
.L2987:
	movq	%r15, %rdi
	call	dist_free
	movq	144(%rsp), %rdi
	call	dist_free
	jmp	.L2982
.L3378:
	movq	48(%rsp), %rax
	movq	240(%rsp), %rdi
	leaq	6832(%rsp), %rcx
	orl	$2, %ebp
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	jmp	.L2993
.L3402:
	movq	48(%rsp), %rax
	movq	144(%rsp), %rdi
	movl	$1, %ebp
	leaq	6432(%rsp), %rcx
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	jmp	.L2987
.L3401:
	movq	48(%rsp), %rax
	movq	144(%rsp), %rdi
	leaq	6352(%rsp), %rcx
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	jmp	.L2986
	.cfi_endproc
.LFE258:
	.size	run_bench, .-run_bench
	.section	.rodata.str1.1
.LC474:
	.string	"the scenario's trace"
	.section	.rodata.str1.8
	.align 8
.LC475:
	.string	"drop it or add --service-dist lognormal"
	.align 8
.LC476:
	.string	"applies to --service-dist lognormal only: "
	.section	.rodata.str1.1
.LC477:
	.string	"e.g. --service-cv 2"
	.section	.rodata.str1.8
	.align 8
.LC478:
	.string	"is needed with --service-dist lognormal: "
	.align 8
.LC479:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC480:
	.string	"--stall %s us is not below --period %s us: random stalls of that mean would leave the server almost no time between them"
	.section	.rodata.str1.1
.LC481:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC482:
	.string	"200000000 (it is not a regular file, so all are kept)"
	.align 8
.LC483:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC484:
	.string	"the latencies have too many possible values"
	.align 8
.LC485:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC486:
	.string	"stall length"
.LC487:
	.string	"load %"
.LC488:
	.string	"stall us"
.LC489:
	.string	"sim"
.LC490:
	.string	"formula"
.LC491:
	.string	"sweep-load.svg"
.LC492:
	.string	"sweep-stall.svg"
.LC495:
	.string	"default"
.LC496:
	.string	"seed 000"
.LC497:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC498:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC499:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC500:
	.string	"--self-test"
.LC501:
	.string	"rank n=1 p=0"
.LC502:
	.string	"rank n=1 p=100"
.LC503:
	.string	"rank n=1 p=0 ceil"
.LC504:
	.string	"rank n=1 p=100 ceil"
.LC505:
	.string	"rank n=10 p=0"
.LC506:
	.string	"rank n=10 p=100"
.LC507:
	.string	"rank n=10 p=50"
.LC508:
	.string	"rank n=10 p=95 rounds half up"
.LC509:
	.string	"rank n=10 p=94.9 rounds down"
.LC510:
	.string	"rank n=10 p=90.1 ceil"
.LC511:
	.string	"rank n=119980 p=99"
.LC512:
	.string	"rank n=119980 p=99.9"
.LC513:
	.string	"rank n=119980 p=99 ceil"
.LC514:
	.string	"rank n=2^62 p=99.99 exact"
.LC516:
	.string	"hdr fixture corrected count"
.LC517:
	.string	"hdr fixture correct_co"
.LC518:
	.string	"hdr fixture corrected p50"
.LC519:
	.string	"hdr fixture corrected p90"
.LC520:
	.string	"hdr fixture corrected p99"
.LC521:
	.string	"hdr fixture corrected max"
.LC522:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC523:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC524:
	.string	"correction of one interval"
.LC525:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC526:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC527:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC528:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC529:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC530:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC532:
	.string	"reference server agrees, start %lu"
	.align 8
.LC533:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC534:
	.string	"in service at a stall: extended by it"
	.align 8
.LC535:
	.string	"starting in a stall: waits for its end"
	.align 8
.LC536:
	.string	"corrected set without its terms, in memory and in passes, e %lu, values below %lu: fields that differ"
	.align 8
.LC537:
	.string	"the brute-force buffer was allocated"
	.align 8
.LC538:
	.string	"streams share no draw with each other or the Poisson schedule"
	.align 8
.LC539:
	.string	"a draw is a function of (seed, stream, i) alone"
	.align 8
.LC541:
	.string	"an exponential of mean 100 us averages within 1 % of it"
	.section	.rodata.str1.1
.LC542:
	.string	"200us"
.LC543:
	.string	"0.3us"
.LC544:
	.string	"0.5s"
.LC545:
	.string	"1.000000001s"
.LC546:
	.string	"0"
.LC547:
	.string	"250"
.LC548:
	.string	"0.5ns"
.LC549:
	.string	"ms"
.LC550:
	.string	"-1ms"
.LC551:
	.string	"5parsecs"
.LC552:
	.string	"1.ms"
.LC553:
	.string	"99999999999999999999s"
.LC554:
	.string	"4611686018427387904ns"
	.section	.rodata.str1.8
	.align 8
.LC555:
	.ascii	"usage: ben"
	.string	"ch [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr); 3 --cross-check found no closed form."
	.section	.rodata.str1.1
.LC556:
	.string	"%s%s%s"
.LC557:
	.string	"  %s\n"
.LC558:
	.string	"  %-24s %.*s\n"
.LC559:
	.string	"QUICK"
.LC560:
	.string	"REPS"
.LC561:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC562:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC563:
	.string	"QUICK '%s' is not valid: %s"
.LC564:
	.string	"REPS '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC565:
	.string	"out of memory reading the options%s%s"
	.section	.rodata.str1.1
.LC566:
	.string	"--scenario"
.LC567:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC568:
	.string	"both set the length of the run: "
	.align 8
.LC569:
	.string	"--duration and --requests %s%s"
	.section	.rodata.str1.1
.LC570:
	.string	"give --export PREFIX too"
	.section	.rodata.str1.8
	.align 8
.LC571:
	.string	"--export-values adds files to an export: %s%s"
	.align 8
.LC572:
	.string	"--correct, --sweep and --cross-check write no .values files"
	.align 8
.LC573:
	.string	"--export-values applies to a benchmark run: %s%s"
	.section	.rodata.str1.1
.LC574:
	.string	"which writes nothing"
	.section	.rodata.str1.8
	.align 8
.LC575:
	.string	"--export does not apply to --cross-check, %s%s"
	.section	.rodata.str1.1
.LC576:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC577:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC578:
	.string	"%s, from %s"
	.section	.rodata.str1.8
	.align 8
.LC579:
	.string	"--timeout, --queue-limit and the generator's options apply to a benchmark run, not to a recorded trace: drop them"
	.section	.rodata.str1.1
.LC580:
	.string	"--correct '%s': out of memory"
	.section	.rodata.str1.8
	.align 8
.LC581:
	.string	"--correct %.40s: more than 200000000 lines"
	.section	.rodata.str1.1
.LC582:
	.string	"use --correct FILE"
.LC583:
	.string	"at most 255 characters; "
	.section	.rodata.str1.8
	.align 8
.LC584:
	.string	"--trace-values is too long: %s%s"
	.section	.rodata.str1.1
.LC585:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC586:
	.string	"--trace-values: '%s' is not a repeat count: %s"
	.section	.rodata.str1.1
.LC587:
	.string	"--trace-values: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC588:
	.string	"give latencies separated by commas, e.g. 2ms*99,1000ms"
	.align 8
.LC589:
	.string	"--trace-values '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC590:
	.string	"--service-cv %s%s"
.LC591:
	.string	"give all three, or none"
	.section	.rodata.str1.8
	.align 8
.LC592:
	.string	"go together with --service-dist bimodal: "
	.align 8
.LC593:
	.string	"--slow-fraction and --slow-service %s%s"
	.align 8
.LC594:
	.string	"drop --service-dist or use catch-up"
	.align 8
.LC595:
	.string	"takes fixed service times only: "
	.section	.rodata.str1.1
.LC596:
	.string	"--closed back-to-back %s%s"
	.section	.rodata.str1.8
	.align 8
.LC597:
	.string	"--period 0 means a single stall"
	.align 8
.LC598:
	.string	"--stalls poisson needs --period T, the mean gap between stall starts: %s%s"
	.align 8
.LC599:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC600:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC601:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC602:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC603:
	.string	"takes one connection: "
.LC604:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC605:
	.string	"add --queue-limit K or drop it"
	.align 8
.LC606:
	.string	"applies only with --queue-limit: "
	.section	.rodata.str1.1
.LC607:
	.string	"--reject-time %s%s"
	.section	.rodata.str1.8
	.align 8
.LC608:
	.string	"add --max-in-flight K or drop it"
	.align 8
.LC609:
	.string	"applies only with --max-in-flight: "
	.section	.rodata.str1.1
.LC610:
	.string	"--when-full %s%s"
	.section	.rodata.str1.8
	.align 8
.LC611:
	.string	"add --generator-pause T or drop them"
	.align 8
.LC612:
	.string	"apply only with --generator-pause: "
	.align 8
.LC613:
	.string	"--generator-period and --generator-first %s%s"
	.align 8
.LC614:
	.string	"--generator-pause %s us is not below --generator-period %s us: the sender would never send (use --generator-period 0 for one pause)"
	.section	.rodata.str1.1
.LC615:
	.string	"use catch-up"
	.section	.rodata.str1.8
	.align 8
.LC616:
	.string	"takes no --timeout or --queue-limit (a connection that gives up or is refused would send again at once): "
	.section	.rodata.str1.1
.LC617:
	.string	"drop --sweep or --cross-check"
.LC618:
	.string	"apply to a benchmark run: "
	.section	.rodata.str1.8
	.align 8
.LC619:
	.string	"--timeout, --queue-limit and the generator's options %s%s"
	.align 8
.LC620:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC621:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC623:
	.string	"lower --rate or shorten the run"
	.align 8
.LC624:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC625:
	.string	"--schedule poisson: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC626:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC627:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC628:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC629:
	.string	"1 / rate, the interval the schedule was configured with"
	.align 8
.LC630:
	.string	"--arrivals %.40s: more than %s lines"
	.align 8
.LC631:
	.string	"--arrivals '%s': out of memory at line %lu"
	.section	.rodata.str1.1
.LC632:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC633:
	.string	"--arrivals '%s': no due time falls within %s"
	.section	.rodata.str1.1
.LC634:
	.string	"add --expected-interval T"
	.section	.rodata.str1.8
	.align 8
.LC635:
	.string	"--arrivals '%s' has no gap between its due times (one line, or all at one instant), so it gives no interval to correct with: %s"
	.align 8
.LC636:
	.string	"the replayed schedule's mean gap"
	.align 8
.LC637:
	.string	"shorten --duration or --interval"
	.align 8
.LC638:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC639:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC640:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC641:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC642:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC643:
	.string	"--timeout, --queue-limit and the generator's options keep every sample"
	.align 8
.LC644:
	.string	"the schedule has more than 8388608 requests, and %s: %s"
	.align 8
.LC645:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC646:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC647:
	.string	"back-to-back may send more than %s requests: %s"
	.section	.rodata.str1.1
.LC648:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC649:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC650:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.section	.rodata.str1.1
.LC651:
	.string	"drop one of the two"
.LC652:
	.string	"keeps none: "
	.section	.rodata.str1.8
	.align 8
.LC653:
	.string	"--export needs every sample kept, and --exact-by passes %s%s"
	.align 8
.LC654:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.section	.rodata.str1.1
.LC655:
	.string	"drop --arrivals and mean"
	.section	.rodata.str1.8
	.align 8
.LC656:
	.string	"--sweep runs on a fixed schedule, or a Poisson one across load, with a fixed expected interval: %s%s"
	.section	.rodata.str1.1
.LC657:
	.string	"in the sweep"
	.section	.rodata.str1.8
	.align 8
.LC658:
	.string	"coordinated omission: sweep over %s\n"
	.section	.rodata.str1.1
.LC659:
	.string	"base: service %s us"
.LC660:
	.string	", stall %s us"
.LC661:
	.string	", period %s us"
	.section	.rodata.str1.8
	.align 8
.LC662:
	.string	", %s us of schedule per point\n\n"
	.section	.rodata.str1.1
.LC663:
	.string	"checked"
.LC664:
	.string	"%-10s %-8s"
.LC665:
	.string	" | %-10s %10s %10s"
.LC666:
	.string	"\n%-10s %-8s"
.LC667:
	.string	"p50"
.LC668:
	.string	" | "
.LC669:
	.string	"%s%10s"
.LC670:
	.string	"p99"
.LC671:
	.string	"p99.9"
.LC672:
	.string	"%-10lu"
.LC673:
	.string	"%-10s"
.LC674:
	.string	" %-8s"
	.section	.rodata.str1.8
	.align 8
.LC675:
	.string	"(percentiles in us; checked against: formula = the closed form, sim = the reference simulation)\n"
	.align 8
.LC676:
	.string	"theory (%s, Poisson arrivals, no stalls): the open loop's mean against theory's\n"
	.section	.rodata.str1.1
.LC677:
	.string	"theory"
.LC678:
	.string	"open mean"
.LC679:
	.string	"%-10s %12s %12s"
.LC680:
	.string	"theory p99"
.LC681:
	.string	"open p99"
.LC682:
	.string	" %12s %12s"
.LC683:
	.string	"%-10lu %12.1f %12.1f"
.LC684:
	.string	" %12.1f %12.1f"
	.section	.rodata.str1.8
	.align 8
.LC685:
	.string	"(us; theory is a limit, a finite run a sample: at high load the run is short of it)\n"
	.align 8
.LC686:
	.string	"RESULT sweep axis=%s value=%lu"
	.section	.rodata.str1.1
.LC687:
	.string	" %s_%s_ns=%lu"
.LC688:
	.string	" against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC689:
	.string	"RESULT sweep_theory axis=%s value=%lu queue=%s rho=%.4f open_mean_ns=%.0f theory_mean_ns=%.0f"
	.align 8
.LC690:
	.string	" open_p99_ns=%lu theory_p99_ns=%.0f"
	.align 8
.LC691:
	.string	"RESULT checks passed=%lu failed=%lu runs=%zu\n"
	.align 8
.LC692:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC693:
	.string	"in the cross-check"
.LC694:
	.string	"expected_ns"
.LC695:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC696:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC697:
	.string	"--correct '%s': out of memory at line %lu"
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB281:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movl	$57, %ecx
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
	subq	$11288, %rsp
	.cfi_def_cfa_offset 11344
	movdqa	.LC493(%rip), %xmm0
	leaq	1200(%rsp), %rdi
	movq	%rdi, 8(%rsp)
	rep stosq
	movaps	%xmm0, 1248(%rsp)
	movdqa	.LC494(%rip), %xmm0
	leaq	.LC496(%rip), %rax
	leaq	.LC495(%rip), %rcx
	movq	%rax, %xmm5
	movq	$100000, 1200(%rsp)
	movaps	%xmm0, 1360(%rsp)
	movq	%rcx, %xmm0
	movq	$500000000, 1264(%rsp)
	punpcklqdq	%xmm5, %xmm0
	movq	$200000, 1280(%rsp)
	movq	$1000000, 1392(%rsp)
	movl	$31, 1408(%rsp)
	movaps	%xmm0, 1584(%rsp)
	cmpl	$2, %ebp
	je	.L3919
	movl	$1, %r15d
	cmpl	$1, %ebp
	jle	.L3477
	.p2align 4,,10
	.p2align 3
.L3476:
	movslq	%r15d, %rax
	movq	(%r12,%rax,8), %rbx
	cmpb	$45, (%rbx)
	jne	.L3762
	cmpb	$104, 1(%rbx)
	jne	.L3762
	cmpb	$0, 2(%rbx)
	jne	.L3762
	movl	$-1, %eax
	leaq	.LC257(%rip), %rbx
.L3463:
	leaq	32+OPTIONS(%rip), %r14
	xorl	%r13d, %r13d
	jmp	.L3468
	.p2align 4,,10
	.p2align 3
.L3464:
	addl	$1, %r13d
	cmpl	$45, %r13d
	je	.L3467
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	addq	$32, %r14
	call	strcmp@PLT
.L3468:
	testl	%eax, %eax
	jne	.L3464
	movslq	%r13d, %r13
	leaq	OPTIONS(%rip), %rax
	salq	$5, %r13
	addq	%r13, %rax
	movl	8(%rax), %edx
	testl	%edx, %edx
	jne	.L3920
	addl	$1, %r15d
.L3467:
	addl	$1, %r15d
	cmpl	%r15d, %ebp
	jg	.L3476
.L3477:
	leaq	.LC559(%rip), %rdi
	call	getenv@PLT
	leaq	.LC560(%rip), %rdi
	movq	%rax, %r13
	call	getenv@PLT
	movq	%rax, %rbx
	testq	%r13, %r13
	je	.L3730
	leaq	.LC561(%rip), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
	cmpb	$0, 0(%r13)
	movl	%eax, %r14d
	je	.L3479
	leaq	.LC546(%rip), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L3921
.L3479:
	xorl	%eax, %eax
	testl	%r14d, %r14d
	sete	%al
.L3478:
	movl	%eax, 1608(%rsp)
	testq	%rbx, %rbx
	je	.L3481
	cmpb	$0, (%rbx)
	jne	.L3922
.L3481:
	movslq	%ebp, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L3483
	xorl	%eax, %eax
	leaq	3280(%rsp), %r15
	movl	%eax, (%rsp)
	cmpl	$1, %ebp
	jle	.L3485
	xorl	%r15d, %r15d
	movl	%ebp, 24(%rsp)
	movl	$1, %r9d
	movl	%r15d, 40(%rsp)
	movl	%r15d, 48(%rsp)
	leaq	3280(%rsp), %r15
	movq	%r15, 56(%rsp)
	movl	%r9d, %r15d
.L3484:
	movslq	%r15d, %rax
	movq	(%r12,%rax,8), %r13
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 32(%rsp)
	cmpb	$45, 0(%r13)
	jne	.L3763
	cmpb	$104, 1(%r13)
	jne	.L3763
	cmpb	$0, 2(%r13)
	movl	$-1, %edx
	leaq	.LC257(%rip), %rbx
	jne	.L3763
.L3487:
	leaq	OPTIONS(%rip), %rbp
	xorl	%r14d, %r14d
	movl	%edx, %eax
	jmp	.L3491
	.p2align 4,,10
	.p2align 3
.L3488:
	addl	$1, %r14d
	addq	$32, %rbp
	cmpl	$45, %r14d
	je	.L3490
	movq	0(%rbp), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L3491:
	movq	0(%rbp), %rdi
	testl	%eax, %eax
	jne	.L3488
	movslq	%r14d, %r8
	movl	%eax, %edx
	leaq	OPTIONS(%rip), %rax
	salq	$5, %r8
	movl	8(%rax,%r8), %r14d
	testl	%r14d, %r14d
	jne	.L3490
	movl	%edx, 72(%rsp)
	leal	1(%r15), %ebx
	cmpl	%ebx, 24(%rsp)
	jle	.L3490
	leaq	.LC154(%rip), %rsi
	movq	%rdi, 64(%rsp)
	movl	$1, %r15d
	call	strcmp@PLT
	movq	64(%rsp), %rdi
	leaq	.LC157(%rip), %rsi
	testl	%eax, %eax
	movl	48(%rsp), %eax
	cmove	%r15d, %eax
	movl	%eax, 48(%rsp)
	call	strcmp@PLT
	movq	64(%rsp), %rdi
	leaq	.LC566(%rip), %rsi
	testl	%eax, %eax
	cmovne	40(%rsp), %r15d
	movl	%r15d, 40(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rcx
	movq	%r13, %xmm0
	movl	72(%rsp), %edx
	testl	%eax, %eax
	movq	8(%r12,%rcx), %rsi
	movq	%rsi, %xmm6
	punpcklqdq	%xmm6, %xmm0
	je	.L3923
	movslq	(%rsp), %rax
	movq	%rax, %rcx
	addl	$2, %ecx
	movl	%ecx, (%rsp)
	movq	16(%rsp), %rcx
	movups	%xmm0, (%rcx,%rax,8)
	movl	$1, %eax
.L3495:
	leal	1(%rbx), %r15d
	cmpl	%r15d, 24(%rsp)
	jle	.L3758
	testb	%al, %al
	jne	.L3484
.L3758:
	movq	56(%rsp), %r15
	testl	%edx, %edx
	je	.L3498
.L3911:
	movq	16(%rsp), %rdi
	call	free@PLT
.L3537:
	movq	%r15, %rdi
	call	usage_error
	movl	%eax, %ebx
.L3504:
	movq	1600(%rsp), %rdi
	call	free@PLT
	movq	1648(%rsp), %rdi
	call	free@PLT
	jmp	.L3403
.L3762:
	leaq	.LC123(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L3463
.L3920:
	movq	(%rax), %rdi
	leaq	.LC257(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L3467
	leaq	.LC555(%rip), %rdi
	leaq	OPTIONS(%rip), %r12
	call	puts@PLT
	leaq	5328(%rsp), %rax
	leaq	.LC558(%rip), %rbx
	movq	%rax, (%rsp)
	leaq	.LC11(%rip), %rbp
.L3475:
	movq	24(%r12), %r13
	movl	$10, %esi
	movq	%r13, %rdi
	call	strchr@PLT
	movq	16(%r12), %r9
	leaq	.LC50(%rip), %r8
	movq	%rax, %r15
	testq	%r9, %r9
	je	.L3924
.L3469:
	movq	(%rsp), %r14
	movq	(%r12), %rcx
	xorl	%eax, %eax
	movl	$64, %esi
	leaq	.LC556(%rip), %rdx
	movq	%r14, %rdi
	call	snprintf@PLT
	movq	%r14, %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	ja	.L3925
	testq	%r15, %r15
	je	.L3471
.L3927:
	movl	%r15d, %edx
	movq	(%rsp), %rsi
	movq	%r13, %rcx
	movq	%rbx, %rdi
	subl	%r13d, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3472
	.p2align 4,,10
	.p2align 3
.L3926:
	movq	%rax, %rdx
	movq	%r14, %rcx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	subq	%r15, %rdx
	xorl	%eax, %eax
	movq	%r13, %r15
	subl	$1, %edx
	call	printf@PLT
.L3472:
	leaq	1(%r15), %r14
	movl	$10, %esi
	movq	%r14, %rdi
	call	strchr@PLT
	movq	%rax, %r13
	testq	%rax, %rax
	jne	.L3926
	movq	%r14, %rdi
	call	strlen@PLT
	movq	%r14, %rcx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
.L3473:
	addq	$32, %r12
	leaq	1440+OPTIONS(%rip), %rax
	cmpq	%r12, %rax
	jne	.L3475
.L3409:
	xorl	%ebx, %ebx
.L3403:
	addq	$11288, %rsp
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
.L3925:
	.cfi_restore_state
	movq	(%rsp), %rsi
	leaq	.LC557(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 5328(%rsp)
	testq	%r15, %r15
	jne	.L3927
.L3471:
	movq	%r13, %rdi
	call	strlen@PLT
	movq	(%rsp), %rsi
	movq	%r13, %rcx
	movq	%rbx, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3473
.L3924:
	movq	%rbp, %r9
	movq	%rbp, %r8
	jmp	.L3469
.L3763:
	leaq	.LC123(%rip), %rsi
	movq	%r13, %rdi
	movq	%r13, %rbx
	call	strcmp@PLT
	movl	%eax, %edx
	jmp	.L3487
.L3490:
	movslq	(%rsp), %rax
	movq	16(%rsp), %rbx
	xorl	%edx, %edx
	movq	%r13, (%rbx,%rax,8)
	leal	1(%rax), %eax
	movl	%r15d, %ebx
	movl	%eax, (%rsp)
	movl	$1, %eax
	jmp	.L3495
.L3923:
	movq	56(%rsp), %rdx
	movq	8(%rsp), %rdi
	call	apply_scenario.constprop.0
	testl	%eax, %eax
	movl	%eax, %edx
	sete	%al
	jmp	.L3495
.L3919:
	movq	8(%rsi), %rbx
	leaq	.LC497(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L3928
	leaq	.LC500(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %r15d
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L3476
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC501(%rip), %rdi
	leaq	raw.15(%rip), %rbp
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC502(%rip), %rdi
	movl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC503(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC504(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC505(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC506(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC507(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC508(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC509(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC510(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC511(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC512(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC513(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC514(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movdqa	.LC515(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
.L3411:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rdx, %rax
	jne	.L3411
	movq	$100000000, 80000+raw.15(%rip)
	xorl	%ecx, %ecx
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L3416
.L3929:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L3415
.L3416:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %esi
	cmpq	$9999, %rax
	jbe	.L3412
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rsi
.L3412:
	addq	%rcx, %rsi
	movq	%rsi, %rcx
	jnc	.L3929
	xorl	%ecx, %ecx
.L3415:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	leaq	.LC516(%rip), %rdi
	leaq	fixed.14(%rip), %r12
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
	leaq	.LC517(%rip), %rdi
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
	leaq	.LC518(%rip), %rdi
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	240(%rsp), %rcx
	leaq	.LC519(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	248(%rsp), %rcx
	leaq	.LC520(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	272(%rsp), %rcx
	leaq	.LC521(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	288(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	296(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC522(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC523(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC524(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC525(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC526(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	192(%rsp), %rdi
	movl	$8, %ecx
	xorl	%edx, %edx
	leal	(%rbx,%rax), %r13d
	xorl	%eax, %eax
	movl	$9, %r8d
	movl	$700, %esi
	rep stosl
	xorl	%eax, %eax
	movl	$64, %ecx
	leaq	1664(%rsp), %rdi
	movq	%rdi, 16(%rsp)
	leaq	192(%rsp), %rbx
	rep stosq
	movl	$1, %ecx
	movq	%rbx, %rdi
	call	dist_add.part.0
	cmpl	$0, 216(%rsp)
	jne	.L3418
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%rbx, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 216(%rsp)
	jne	.L3418
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%rbx, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L3418:
	movq	200(%rsp), %r11
	movq	192(%rsp), %rcx
	xorl	%r10d, %r10d
	xorl	%edi, %edi
	movq	16(%rsp), %rbp
.L3423:
	cmpq	%r11, %r10
	je	.L3719
	xorl	%r9d, %r9d
	cmpq	$0, 24(%rcx)
	je	.L3420
.L3425:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	0(%rbp,%rdi,8), %r8
	je	.L3422
	.p2align 4,,10
	.p2align 3
.L3419:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L3419
	leaq	1(%rdx,%rdi), %rdi
.L3422:
	addq	$1, %r9
	cmpq	24(%rcx), %r9
	jb	.L3425
.L3420:
	addq	$1, %r10
	addq	$32, %rcx
	jmp	.L3423
.L3498:
	movl	40(%rsp), %ecx
	testl	%ecx, 48(%rsp)
	je	.L3485
	leaq	.LC567(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC568(%rip), %rcx
	leaq	.LC569(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3911
.L3730:
	xorl	%eax, %eax
	jmp	.L3478
.L3921:
	testl	%r14d, %r14d
	je	.L3479
	leaq	3280(%rsp), %r15
	leaq	.LC562(%rip), %r8
	movq	%r13, %rcx
	xorl	%eax, %eax
	leaq	.LC563(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L3537
.L3485:
	movq	16(%rsp), %r14
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	movl	(%rsp), %esi
	movq	%r14, %rdx
	call	apply_args.constprop.0
	movq	%r14, %rdi
	movl	%eax, %ebx
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L3537
	cmpl	$0, 1576(%rsp)
	movl	1496(%rsp), %eax
	movq	1568(%rsp), %rbx
	jne	.L3930
	testq	%rbx, %rbx
	jne	.L3931
.L3502:
	movq	1584(%rsp), %rcx
	leaq	.LC578(%rip), %rdx
	xorl	%eax, %eax
	movq	1592(%rsp), %r8
	leaq	896(%rsp), %rbx
	movl	$96, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	1496(%rsp), %ecx
	cmpl	$1, %ecx
	je	.L3932
	movq	1504(%rsp), %r13
	movq	1512(%rsp), %rbp
	movq	%r13, %rax
	movq	%r13, %r12
	orq	%rbp, %rax
	je	.L3933
.L3534:
	movl	1208(%rsp), %eax
	xorl	%edi, %edi
	movq	1528(%rsp), %rdx
	movl	1616(%rsp), %esi
	cmpl	$3, %eax
	movq	%rdx, 1296(%rsp)
	sete	%dil
	cmpl	%edi, %esi
	jne	.L3934
	cmpl	$0, 1620(%rsp)
	je	.L3935
	cmpl	$2, %eax
	jne	.L3539
	cmpl	$0, 1624(%rsp)
	je	.L3539
.L3541:
	cmpl	$2, 1352(%rsp)
	je	.L3936
.L3542:
	cmpl	$1, 1240(%rsp)
	movq	1256(%rsp), %rsi
	je	.L3937
.L3543:
	testq	%rsi, %rsi
	jne	.L3544
.L3545:
	movsd	1520(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm1
	jp	.L3759
	je	.L3547
.L3759:
	cmpl	$1, 1272(%rsp)
	jne	.L3938
.L3547:
	movl	1352(%rsp), %edi
	cmpl	$1, %edi
	jne	.L3549
	cmpq	$1, 1360(%rsp)
	ja	.L3939
.L3549:
	cmpl	$0, 1628(%rsp)
	je	.L3550
	cmpl	$0, 1424(%rsp)
	je	.L3940
.L3550:
	cmpl	$0, 1632(%rsp)
	je	.L3551
	cmpq	$0, 1480(%rsp)
	je	.L3941
.L3551:
	cmpl	$0, 1636(%rsp)
	movq	1448(%rsp), %rax
	jne	.L3552
	cmpl	$0, 1640(%rsp)
	je	.L3553
	testq	%rax, %rax
	je	.L3554
	movq	$1000000000, 1456(%rsp)
	movl	$1000000000, %esi
.L3557:
	leaq	-1(%rsi), %r8
	cmpq	%rax, %r8
	jb	.L3942
.L3558:
	cmpl	$2, %edi
	je	.L3943
.L3559:
	movq	8(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	je	.L3561
	testl	%ecx, %ecx
	jne	.L3944
.L3561:
	movl	1272(%rsp), %eax
	cmpl	$1, %eax
	je	.L3945
	cmpl	$2, %eax
	je	.L3946
	movq	1280(%rsp), %rcx
	testq	%rbp, %rbp
	jne	.L3608
	xorl	%edx, %edx
	movq	%r12, %rax
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %rbp
.L3608:
	movabsq	$4611686018427387903, %rsi
	movq	%rbp, %rax
	mulq	%rcx
	movq	%rax, %r9
	xorl	%eax, %eax
	cmpq	%r9, %rsi
	sbbq	%rdx, %rax
	jc	.L3947
	leaq	-1(%rbp), %rax
	movq	%rbp, 1336(%rsp)
	imulq	%rcx, %rax
	cmpl	$0, 1612(%rsp)
	movq	%rax, 1328(%rsp)
	jne	.L3605
	leaq	.LC639(%rip), %rax
	movq	%rcx, 1368(%rsp)
	movq	%rax, 1384(%rsp)
.L3605:
	movl	1404(%rsp), %r14d
	cmpl	$1, %r14d
	je	.L3948
.L3611:
	movl	$1, %eax
	movq	1336(%rsp), %r13
	salq	$40, %rax
	cmpq	%r13, %rax
	jb	.L3949
.L3612:
	movq	8(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	je	.L3613
	cmpq	$8388608, %r13
	ja	.L3950
.L3613:
	cmpl	$2, %r14d
	je	.L3951
.L3614:
	cmpl	$2, 1352(%rsp)
	jne	.L3618
	cmpq	$0, 1512(%rsp)
	je	.L3617
	xorl	%r8d, %r8d
	movq	%r8, 1344(%rsp)
.L3618:
	movq	8(%rsp), %rdi
	call	service_max
	movq	1248(%rsp), %r12
	xorl	%edx, %edx
	xorl	%edi, %edi
	addq	%r12, %rax
	adcq	%rdi, %rdx
	testq	%r12, %r12
	je	.L3621
	movq	1256(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L3621
	cmpq	$0, 1240(%rsp)
	movq	8(%rsp), %rdi
	je	.L3952
	call	service_max
	movq	8(%rsp), %rdi
	movq	%rax, (%rsp)
	call	service_max
	xorl	%edx, %edx
	movl	$37, %esi
	xorl	%edi, %edi
	divq	%rbp
	leaq	2(%rax), %rcx
	movq	%rcx, %rax
	mulq	%r12
	imulq	$37, %rdx, %rcx
	mulq	%rsi
	movq	(%rsp), %rsi
	shldq	$6, %rsi, %rdi
	salq	$6, %rsi
	addq	%rcx, %rdx
	addq	%rsi, %rax
	adcq	%rdi, %rdx
.L3621:
	movq	1328(%rsp), %rbp
	movq	1264(%rsp), %rsi
	xorl	%r9d, %r9d
	xorl	%edi, %edi
	movq	1344(%rsp), %r8
	leaq	1(%r13), %rcx
	addq	%rbp, %rsi
	adcq	%r9, %rdi
	xorl	%r9d, %r9d
	addq	%r8, %rsi
	movq	%rdx, %r8
	adcq	%r9, %rdi
	mulq	%rcx
	imulq	%rcx, %r8
	addq	%r8, %rdx
	addq	%rax, %rsi
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rdi
	cmpq	%rsi, %rax
	movl	$0, %eax
	sbbq	%rdi, %rax
	jc	.L3953
	movq	1568(%rsp), %rcx
	movl	1496(%rsp), %eax
	movq	%rcx, 24(%rsp)
	testq	%rcx, %rcx
	je	.L3624
	testl	%eax, %eax
	jne	.L3624
	cmpl	$3, %r14d
	je	.L3625
	movq	8(%rsp), %rdi
	call	plan_route
	cmpl	$3, %eax
	je	.L3954
.L3627:
	movl	1580(%rsp), %r8d
	movl	1576(%rsp), %ecx
	movq	%rbx, %rsi
	movq	24(%rsp), %rdx
	movq	8(%rsp), %rdi
	call	run_bench
	movl	%eax, %ebx
	jmp	.L3504
.L3922:
	leaq	5328(%rsp), %rax
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbx, %rdi
	movq	%rax, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L3955
	movq	5328(%rsp), %rax
	movl	%eax, 1408(%rsp)
	jmp	.L3481
.L3928:
	leaq	5328(%rsp), %rdx
	leaq	3280(%rsp), %rsi
	leaq	2176(%rsp), %rdi
	call	estimate_ghz
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L3893
	movsd	5328(%rsp), %xmm3
	movl	$7, %esi
	movl	$4, %eax
	movsd	3280(%rsp), %xmm2
	movsd	2176(%rsp), %xmm1
	leaq	.LC498(%rip), %rdi
	call	printf@PLT
	jmp	.L3409
.L3931:
	cmpl	$3, %eax
	jne	.L3501
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC574(%rip), %rcx
	leaq	.LC575(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3537
.L3719:
	xorl	%r11d, %r11d
	leaq	5328(%rsp), %rax
	movl	%r13d, %r14d
	movq	%rbx, %r13
	movq	%r11, 8(%rsp)
	leaq	304(%rsp), %r15
	movq	%rdi, %rbx
	leaq	384(%rsp), %rbp
	movq	%rax, (%rsp)
.L3424:
	movl	8(%rsp), %r12d
	movq	%r15, %rcx
	movl	$2000, %esi
	movq	%r13, %rdi
	movl	%r12d, %edx
	call	dist_summarise
	movq	16(%rsp), %rdi
	movl	%r12d, %ecx
	movq	%rbp, %r8
	movl	$2000, %edx
	movq	%rbx, %rsi
	call	summarise.isra.0
	movq	304(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	384(%rsp), %rsi
	leaq	.LC527(%rip), %rdi
	call	expect
	leaq	RANK_NAME(%rip), %rcx
	leal	(%rax,%r14), %r12d
	movq	8(%rsp), %rax
	movl	$8, %r14d
	movq	(%rcx,%rax,8), %r9
.L3426:
	leaq	-8+PCT_NAME(%rip), %rax
	movq	(%rsp), %rdi
	movl	$64, %esi
	leaq	.LC528(%rip), %rdx
	movq	(%rax,%r14), %rcx
	xorl	%eax, %eax
	movq	%r9, 24(%rsp)
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	(%r15,%r14), %rcx
	movq	0(%rbp,%r14), %rsi
	xorl	%edx, %edx
	movq	(%rsp), %rdi
	xorl	%r8d, %r8d
	addq	$8, %r14
	call	expect
	movq	24(%rsp), %r9
	addl	%eax, %r12d
	cmpq	$56, %r14
	jne	.L3426
	movq	360(%rsp), %rcx
	movq	440(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC529(%rip), %rdi
	call	expect
	movq	368(%rsp), %rcx
	movq	376(%rsp), %r8
	leaq	.LC530(%rip), %rdi
	movq	448(%rsp), %rsi
	movq	456(%rsp), %rdx
	addl	%eax, %r12d
	call	expect
	cmpq	$0, 8(%rsp)
	leal	(%r12,%rax), %r14d
	jne	.L3956
	movq	$1, 8(%rsp)
	jmp	.L3424
.L3930:
	testq	%rbx, %rbx
	je	.L3957
	testl	%eax, %eax
	jne	.L3958
.L3501:
	leaq	2176(%rsp), %r14
	movq	%rbx, %rcx
	movl	$1100, %esi
	xorl	%eax, %eax
	leaq	.LC576(%rip), %rdx
	movq	%r14, %rdi
	call	snprintf@PLT
	leaq	5328(%rsp), %rax
	movq	%r14, %rdi
	movl	$1200, %edx
	movq	%rax, %rsi
	movq	%rax, (%rsp)
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L3959
	call	fclose@PLT
	movq	(%rsp), %rdi
	call	remove@PLT
	jmp	.L3502
.L3956:
	movq	%r13, %rbx
	leaq	starts.13(%rip), %rbp
	movl	%r14d, %r13d
	movq	%rbx, %rdi
	leaq	896(%rsp), %rbx
	leaq	80(%rbp), %r14
	call	dist_free
	movl	$37, %ecx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	movdqa	.LC531(%rip), %xmm0
	leaq	3280(%rsp), %r15
	rep stosq
	movq	$100, 896(%rsp)
	movq	$2000, 960(%rsp)
	movaps	%xmm0, 944(%rsp)
	jmp	.L3430
.L3962:
	leaq	1100(%r12), %rdx
.L3429:
	addq	$1, 3288(%rsp)
	addq	$5000, %rax
	movq	%rax, 3280(%rsp)
	cmpq	%rdx, %rax
	jb	.L3960
.L3427:
	movq	16(%rsp), %rcx
	movq	(%rsp), %rdi
	movq	%rdx, %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	addq	$8, %rbp
	call	expect
	addl	%eax, %r13d
	cmpq	%rbp, %r14
	je	.L3961
.L3430:
	movq	%rbx, %rsi
	movq	%r15, %rdi
	call	server_init
	movq	0(%rbp), %r12
	movq	(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC532(%rip), %rdx
	movl	$64, %esi
	movq	%r12, %rcx
	call	snprintf@PLT
	movl	$100, %edx
	movq	%r12, %rsi
	movq	%rbx, %rdi
	call	ref_serve
	leaq	100(%r12), %rdx
	movq	%rax, 16(%rsp)
	movq	3280(%rsp), %rax
	cmpq	%rdx, %rax
	jnb	.L3427
	cmpq	%rax, %r12
	jb	.L3962
	leaq	1000(%rax), %rcx
	cmpq	%rcx, %r12
	jnb	.L3429
	leaq	1100(%rax), %rdx
	jmp	.L3429
.L3960:
	movl	$5000, %r9d
	movl	$1000, %r8d
	movq	%r12, %rsi
	movq	%r15, %rdi
	movl	$100, %ecx
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L3427
.L3961:
	movq	%rbx, %rdi
	movl	$100, %edx
	movl	$1900, %esi
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$2000, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC533(%rip), %rdi
	call	expect
	movq	%rbx, %rdi
	movl	$100, %edx
	movl	$1950, %esi
	leal	0(%r13,%rax), %ebp
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$3050, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC534(%rip), %rdi
	call	expect
	movq	%rbx, %rdi
	movl	$100, %edx
	xorl	%ebx, %ebx
	movl	$2500, %esi
	addl	%eax, %ebp
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$3100, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC535(%rip), %rdi
	call	expect
	movl	$3200000, %edi
	leal	0(%rbp,%rax), %r12d
	call	malloc@PLT
	xorl	%r10d, %r10d
	movl	%r12d, 132(%rsp)
	movq	%rax, 32(%rsp)
	movl	%r10d, 56(%rsp)
.L3431:
	movabsq	$7880283046040289696, %rax
	imulq	%rbx, %rax
	addq	$42, %rax
	cmpq	$0, 32(%rsp)
	movq	%rax, 64(%rsp)
	setne	%bpl
	cmpq	$5, %rbx
	ja	.L3757
	testb	%bpl, %bpl
	je	.L3757
	leaq	E.12(%rip), %rax
	movq	%rbx, 136(%rsp)
	movabsq	$-7046029254386353131, %r14
	movabsq	$-4658895280553007687, %r12
	movabsq	$-7723592293110705685, %r13
	movq	(%rax,%rbx,8), %r10
	leaq	TOP.11(%rip), %rax
	movq	%rax, 40(%rsp)
	leaq	(%r10,%r10,2), %r11
	movq	%r11, %rbp
	movq	%r10, %r11
.L3447:
	movq	40(%rsp), %rax
	movq	64(%rsp), %rsi
	movq	%r15, %rdi
	xorl	%ecx, %ecx
	movq	(%rax), %r8
	.p2align 4,,10
	.p2align 3
.L3433:
	addq	%r14, %rsi
	imull	$954437177, %ecx, %r10d
	movq	%rsi, %rax
	shrq	$30, %rax
	xorq	%rsi, %rax
	imulq	%r12, %rax
	movq	%rax, %rdx
	shrq	$27, %rdx
	xorq	%rax, %rdx
	imulq	%r13, %rdx
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
	jne	.L3433
	movabsq	$-7253301275344703384, %rax
	movq	8(%rsp), %r9
	addq	%rax, 64(%rsp)
	movq	%r15, %rsi
	leaq	1600(%r15), %rdi
	xorl	%ecx, %ecx
	jmp	.L3438
	.p2align 4,,10
	.p2align 3
.L3964:
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	je	.L3963
.L3438:
	movq	(%rsi), %rax
	movq	%r9, %r10
	cmpq	%r11, %rax
	jb	.L3434
	xorl	%edx, %edx
	divq	%r11
	movq	%rax, %r10
.L3434:
	addq	%rcx, %r10
	movq	%r10, %rcx
	setc	%r10b
	movzbl	%r10b, %r10d
	jnc	.L3964
	movl	$0, 24(%rsp)
	xorl	%r10d, %r10d
.L3437:
	leaq	464(%rsp), %rax
	movq	%r8, 144(%rsp)
	leaq	2176(%rsp), %rbx
	movq	%rax, 72(%rsp)
	leaq	544(%rsp), %rax
	movq	%rax, 96(%rsp)
	leaq	4872(%rsp), %rax
	movq	%rax, 16(%rsp)
	leaq	632(%rsp), %rax
	movq	%rax, 120(%rsp)
	leaq	2320(%rsp), %rax
	movq	%rax, 104(%rsp)
	leaq	624(%rsp), %rax
	movq	%rax, 112(%rsp)
	movq	%r10, 48(%rsp)
	movq	%rbp, 152(%rsp)
	movq	%r11, %rbp
.L3446:
	movq	32(%rsp), %rcx
	movq	%rbp, %rdx
	movl	$200, %esi
	movq	%r15, %rdi
	movl	$400000, %r8d
	call	correct_co
	movq	72(%rsp), %r8
	movl	24(%rsp), %ecx
	movl	$1000, %edx
	movq	32(%rsp), %rdi
	movq	%rax, %rsi
	call	summarise.isra.0
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movq	%r15, %rdi
	movl	$200, %esi
	call	qsort@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 11352
	movq	%rbp, %rdx
	movq	%r15, %rdi
	pushq	104(%rsp)
	.cfi_def_cfa_offset 11360
	movq	16(%rsp), %r9
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
	movq	%rbp, 2192(%rsp)
	movq	$1000, 2200(%rsp)
	movl	%eax, 2208(%rsp)
	movl	$1, 2216(%rsp)
	call	calloc@PLT
	movl	$425984, %edi
	movl	$8, %esi
	movq	%rax, 2712(%rsp)
	call	calloc@PLT
	xorl	%edx, %edx
	movq	%rax, 2720(%rsp)
	popq	%rdi
	.cfi_def_cfa_offset 11352
	popq	%r8
	.cfi_def_cfa_offset 11344
	movq	%rbp, 80(%rsp)
	.p2align 4,,10
	.p2align 3
.L3440:
	movq	16(%rsp), %rbp
	movq	%rbx, %rdi
	movl	%edx, %ebx
	.p2align 4,,10
	.p2align 3
.L3441:
	movq	0(%rbp), %rsi
	call	cqr_add
	movq	%rbp, %rax
	subq	$8, %rbp
	cmpq	%r15, %rax
	jne	.L3441
	movl	%ebx, %edx
	movq	%rdi, %rbx
	leal	1(%rdx), %eax
	movl	%eax, 2196(%rsp)
	testl	%edx, %edx
	je	.L3965
	call	cqr_end_pass.part.0
	movl	2200(%rsp), %esi
	testl	%esi, %esi
	jle	.L3444
.L3966:
	movl	2196(%rsp), %edx
	jmp	.L3440
.L3965:
	call	cqr_first_end
	movl	2200(%rsp), %esi
	testl	%esi, %esi
	jg	.L3966
.L3444:
	movq	2208(%rsp), %rax
	movq	2224(%rsp), %rcx
	movq	2232(%rsp), %rdx
	movq	2696(%rsp), %rdi
	movq	%rax, 624(%rsp)
	movq	%rax, %rsi
	movq	80(%rsp), %rbp
	movq	%rax, 168(%rsp)
	movq	104(%rsp), %rax
	movq	%rcx, 688(%rsp)
	subq	2240(%rsp), %rsi
	movdqa	32(%rax), %xmm7
	movdqa	(%rax), %xmm6
	movq	%rcx, 184(%rsp)
	movdqa	16(%rax), %xmm5
	movq	120(%rsp), %rcx
	movq	%rdx, 696(%rsp)
	movq	%rsi, 680(%rsp)
	movups	%xmm6, (%rcx)
	movups	%xmm5, 16(%rcx)
	movups	%xmm7, 32(%rcx)
	movq	%rdx, 176(%rsp)
	movq	%rsi, 160(%rsp)
	movaps	%xmm7, 80(%rsp)
	call	free@PLT
	movq	2704(%rsp), %rdi
	call	free@PLT
	movq	2680(%rsp), %rdi
	call	free@PLT
	movq	2688(%rsp), %rdi
	call	free@PLT
	pxor	%xmm0, %xmm0
	movq	48(%rsp), %r10
	movq	168(%rsp), %rax
	movq	176(%rsp), %rdx
	movq	72(%rsp), %r11
	movups	%xmm0, 2680(%rsp)
	movl	$8, %edi
	movq	%rax, 48(%rsp)
	movq	160(%rsp), %rsi
	movq	%rdx, 80(%rsp)
	movq	184(%rsp), %rcx
	movq	96(%rsp), %rax
	movq	112(%rsp), %rdx
	movups	%xmm0, 2696(%rsp)
.L3445:
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
	jne	.L3445
	movq	48(%rsp), %rax
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
	movq	%r10, 48(%rsp)
	testl	%ecx, %ecx
	jne	.L3967
	movl	$1, 24(%rsp)
	jmp	.L3446
.L3963:
	cmpq	$400000, %rcx
	jbe	.L3968
.L3439:
	addq	$8, 40(%rsp)
	movq	40(%rsp), %rax
	leaq	32+TOP.11(%rip), %rcx
	cmpq	%rax, %rcx
	jne	.L3447
	movq	136(%rsp), %rbx
	addq	$1, %rbx
	jmp	.L3431
.L3967:
	movq	%rbp, %r11
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r10, 24(%rsp)
	movq	144(%rsp), %r8
	movq	%r11, %rcx
	leaq	704(%rsp), %rbx
	leaq	.LC536(%rip), %rdx
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
	addl	%eax, 56(%rsp)
	jmp	.L3439
.L3757:
	movq	32(%rsp), %rdi
	movl	132(%rsp), %r12d
	leaq	-8+STREAMS.10(%rip), %r13
	leaq	8(%r13), %r15
	call	free@PLT
	movzbl	%bpl, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC537(%rip), %rdi
	movl	$1, %esi
	xorl	%ebp, %ebp
	call	expect
	movl	56(%rsp), %ecx
	xorl	%r9d, %r9d
	xorl	%r8d, %r8d
	movsd	.LC0(%rip), %xmm2
	movl	$42, %edi
	movabsq	$-4658895280553007687, %r11
	movabsq	$-7723592293110705685, %r10
	addl	%ecx, %eax
	addl	%r12d, %eax
	xorl	%r12d, %r12d
	movl	%eax, 32(%rsp)
.L3454:
	movq	%rdi, %rcx
	pxor	%xmm3, %xmm3
	movq	%r8, (%rsp)
	addq	$1, %r8
	movabsq	$-7046029254386353131, %rax
	movq	%r8, 24(%rsp)
	movq	8(%rsp), %r14
	addq	%rax, %rdi
	movq	%rdi, %rdx
	movq	%rdi, 16(%rsp)
	shrq	$30, %rdx
	xorq	%rdi, %rdx
	imulq	%r11, %rdx
	movq	%rdx, %rax
	shrq	$27, %rax
	xorq	%rdx, %rax
	imulq	%r10, %rax
	movq	%rax, %rdx
	shrq	$31, %rdx
	xorq	%rdx, %rax
	shrq	$11, %rax
	cvtsi2sdq	%rax, %xmm3
	movabsq	$-7046029254386353173, %rax
	leaq	(%rcx,%rax), %rbx
	movq	%rbx, %rax
	movq	%r12, %rbx
	movq	%rax, %r12
	mulsd	%xmm2, %xmm3
.L3453:
	movq	(%rsp), %rdx
	movq	0(%r13,%r14,8), %rsi
	movl	$42, %edi
	call	draw_u01
	xorl	%edx, %edx
	ucomisd	%xmm0, %xmm3
	movapd	%xmm0, %xmm1
	setnp	%dl
	cmovne	%rbp, %rdx
	addq	%rdx, %r9
	xorl	%edx, %edx
	ucomisd	%xmm0, %xmm0
	setp	%dl
	addq	%rdx, %rbx
	cmpq	$4, %r14
	je	.L3451
	movq	%r14, %rsi
.L3452:
	movq	(%r15,%rsi,8), %rdx
	pxor	%xmm0, %xmm0
	movq	%rdx, %rcx
	movq	%rdx, %rax
	xorq	$42, %rcx
	shrq	$30, %rax
	xorq	%rcx, %rax
	imulq	%r11, %rax
	movq	%rax, %rdx
	shrq	$27, %rdx
	xorq	%rax, %rdx
	imulq	%r10, %rdx
	movq	%rdx, %rax
	shrq	$31, %rax
	xorq	%rdx, %rax
	addq	%r12, %rax
	movq	%rax, %rdx
	shrq	$30, %rdx
	xorq	%rax, %rdx
	imulq	%r11, %rdx
	movq	%rdx, %rax
	shrq	$27, %rax
	xorq	%rdx, %rax
	imulq	%r10, %rax
	movq	%rax, %rdx
	shrq	$31, %rdx
	xorq	%rdx, %rax
	shrq	$11, %rax
	cvtsi2sdq	%rax, %xmm0
	xorl	%eax, %eax
	mulsd	%xmm2, %xmm0
	ucomisd	%xmm1, %xmm0
	setnp	%al
	cmovne	%rbp, %rax
	addq	$1, %rsi
	addq	%rax, %r9
	cmpl	$4, %esi
	jne	.L3452
	addq	$1, %r14
	jmp	.L3453
.L3451:
	movq	16(%rsp), %rdi
	movq	24(%rsp), %r8
	movq	%rbx, %r12
	movabsq	$626981770695586354, %rax
	cmpq	%rax, %rdi
	jne	.L3454
	movq	%r9, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC538(%rip), %rdi
	movabsq	$7809158642386836312, %r14
	movabsq	$-7723592293110705685, %rbp
	call	expect
	movq	%r12, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movl	%eax, %ebx
	leaq	.LC539(%rip), %rdi
	movabsq	$-4658895280553007687, %r12
	call	expect
	pxor	%xmm3, %xmm3
	addl	%eax, %ebx
	movq	.LC0(%rip), %rax
	movq	%rax, %xmm2
	jmp	.L3460
	.p2align 4,,10
	.p2align 3
.L3970:
	cvttsd2siq	%xmm1, %rax
	testq	%rax, %rax
	js	.L3458
.L3971:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3455:
	movabsq	$-7046029254386353131, %rax
	addsd	%xmm0, %xmm3
	addq	%rax, %r14
	movabsq	$4078304265537237400, %rax
	cmpq	%rax, %r14
	je	.L3969
.L3460:
	movq	%r14, %rdx
	pxor	%xmm0, %xmm0
	movsd	%xmm3, (%rsp)
	shrq	$30, %rdx
	xorq	%r14, %rdx
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
	mulsd	%xmm2, %xmm0
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	.LC31(%rip), %xmm0
	movsd	(%rsp), %xmm3
	movsd	.LC86(%rip), %xmm1
	movq	.LC2(%rip), %rax
	subsd	%xmm0, %xmm1
	movq	%rax, %xmm0
	movq	.LC0(%rip), %rax
	movq	%rax, %xmm2
	comisd	%xmm1, %xmm0
	ja	.L3455
	movq	.LC235(%rip), %rax
	movq	%rax, %xmm0
	comisd	%xmm0, %xmm1
	jnb	.L3455
	comisd	.LC82(%rip), %xmm1
	jb	.L3970
	subsd	.LC82(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	testq	%rax, %rax
	jns	.L3971
.L3458:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3455
.L3969:
	movsd	.LC66(%rip), %xmm1
	divsd	.LC540(%rip), %xmm3
	movapd	%xmm3, %xmm0
	xorl	%ecx, %ecx
	subsd	.LC31(%rip), %xmm0
	andpd	.LC60(%rip), %xmm0
	movl	$1, %esi
	leaq	.LC541(%rip), %rdi
	leaq	.LC547(%rip), %rbp
	comisd	%xmm0, %xmm1
	seta	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	addl	%eax, %ebx
	movl	32(%rsp), %eax
	leaq	.LC542(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC543(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC544(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC545(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC546(%rip), %rdi
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
	leaq	.LC548(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	leaq	.LC549(%rip), %rdi
	addl	%eax, %ebx
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC550(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC551(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC552(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC553(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC554(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L3403
.L3483:
	leaq	3280(%rsp), %r15
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	%r8, %rcx
	leaq	.LC565(%rip), %rdx
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L3537
.L3968:
	xorl	%r9d, %r9d
	movl	%r9d, 24(%rsp)
	jmp	.L3437
.L3935:
	cmpl	$0, 1624(%rsp)
	je	.L3972
.L3539:
	leaq	.LC591(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC592(%rip), %rcx
	leaq	.LC593(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3537
.L3952:
	call	service_max
	movq	8(%rsp), %rdi
	subq	%r12, %rbp
	movq	%rax, (%rsp)
	call	service_max
	xorl	%edx, %edx
	movq	(%rsp), %rsi
	xorl	%edi, %edi
	divq	%rbp
	addq	$2, %rax
	mulq	%r12
	addq	%rsi, %rax
	adcq	%rdi, %rdx
	jmp	.L3621
.L3954:
	movl	$1048576, %r8d
	movq	%r13, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC654(%rip), %rdx
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L3537
.L3625:
	leaq	.LC651(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC652(%rip), %rcx
	leaq	.LC653(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3537
.L3624:
	cmpl	$2, %eax
	je	.L3973
	cmpl	$3, %eax
	jne	.L3627
	movq	8(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 1664(%rsp)
	call	closed_form_gap
	movq	%rax, %rsi
	testq	%rax, %rax
	jne	.L3974
	movq	8(%rsp), %rbx
	leaq	2176(%rsp), %rbp
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	call	closed_form
	testl	%eax, %eax
	jne	.L3702
	leaq	5328(%rsp), %r12
	xorl	%ecx, %ecx
	leaq	REFERENCE_WALK(%rip), %rsi
	movq	%rbx, %rdi
	movq	%r12, %rdx
	call	walk_outcome
	testl	%eax, %eax
	jne	.L3702
	leaq	1664(%rsp), %rbx
	xorl	%esi, %esi
	movq	%rbp, %rcx
	movq	%r12, %rdx
	movq	%rbx, %rdi
	call	check_outcome
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	2448(%rsp), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 11352
	movq	%rbx, %rdi
	leaq	.LC694(%rip), %rcx
	leaq	.LC695(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 11360
	movq	5616(%rsp), %r8
	call	check
	movq	1688(%rsp), %rbx
	leaq	.LC696(%rip), %rdi
	xorl	%eax, %eax
	movq	1680(%rsp), %rsi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	popq	%rsi
	.cfi_def_cfa_offset 11352
	popq	%rdi
	.cfi_def_cfa_offset 11344
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L3504
.L3953:
	leaq	.LC648(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC649(%rip), %rcx
	leaq	.LC650(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3537
.L3702:
	leaq	.LC693(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %ebx
	jmp	.L3504
.L3974:
	leaq	.LC692(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %ebx
	call	printf@PLT
	jmp	.L3504
.L3973:
	movl	1272(%rsp), %eax
	cmpl	$2, %eax
	je	.L3629
	cmpl	$0, 1376(%rsp)
	jne	.L3629
	movq	1560(%rsp), %rcx
	subl	$1, %eax
	movq	%rcx, 16(%rsp)
	je	.L3975
	xorl	%eax, %eax
	leaq	5328(%rsp), %rdi
	movl	$744, %ecx
	movq	%rdi, (%rsp)
	leaq	.LC317(%rip), %rbx
	rep stosq
	movq	16(%rsp), %rdi
	movq	%rbx, %rsi
	call	strcmp@PLT
	movq	1280(%rsp), %rbp
	testl	%eax, %eax
	sete	%dl
	sete	%al
	movzbl	%dl, %edx
	imulq	%r13, %rbp
	movl	%edx, 5328(%rsp)
.L3711:
	cmpb	$1, %al
	movq	%rbp, 5336(%rsp)
	leaq	2176(%rsp), %r14
	leaq	LOAD_PCT.4(%rip), %r13
	sbbq	%r8, %r8
	xorl	%ebx, %ebx
	andq	$-3, %r8
	addq	$11, %r8
	movq	%r8, 32(%rsp)
	jmp	.L3661
.L3633:
	leaq	STALL_US.3(%rip), %rax
	imulq	$1000, (%rax,%rbx,8), %rdx
	movq	2232(%rsp), %rax
	subq	$1, %rax
	movq	%rdx, 2224(%rsp)
	cmpq	%rdx, %rax
	jb	.L3647
	leaq	704(%rsp), %rbp
.L3646:
	movq	%r14, %rsi
	movq	%rbp, %rdi
	call	buffers_init
	testl	%eax, %eax
	jne	.L3747
	cmpl	$0, 2248(%rsp)
	movq	5344(%rsp), %r10
	jne	.L3976
	cmpl	$0, 2184(%rsp)
	jne	.L3977
	movq	%r14, %rdi
	call	closed_form_gap.part.0
	movq	%rax, 10096(%rsp,%r10,8)
	testq	%rax, %rax
	jne	.L3650
	leaq	1664(%rsp), %r12
	movq	%r14, %rdi
	movq	%r12, %rsi
	call	closed_form
.L3653:
	testl	%eax, %eax
	jne	.L3909
	movq	(%rsp), %rdi
	leaq	624(%rsp), %rcx
	movq	%rbp, %rsi
	imulq	$288, 5344(%rsp), %rax
	leaq	160(%rdi,%rax), %rdx
	movq	%r14, %rdi
	call	run_once
	testl	%eax, %eax
	jne	.L3909
	movq	704(%rsp), %rdi
	call	free@PLT
	movq	712(%rsp), %rdi
	call	free@PLT
	movq	720(%rsp), %rdi
	call	free@PLT
	movq	752(%rsp), %rdi
	call	free@PLT
	movq	776(%rsp), %rdi
	call	free@PLT
	movq	(%rsp), %r15
	movl	%ebx, %esi
	movq	%r12, %rdx
	imulq	$288, 5344(%rsp), %rax
	leaq	10224(%rsp), %rdi
	leaq	160(%r15,%rax), %rcx
	call	check_outcome
	movq	%r14, %rdi
	imulq	$56, 5344(%rsp), %rax
	leaq	4912(%r15,%rax), %rsi
	call	theory_of
	testl	%eax, %eax
	jne	.L3903
	movq	5344(%rsp), %rax
.L3657:
	cmpl	$0, 5328(%rsp)
	je	.L3659
	movl	0(%r13,%rbx,4), %edx
.L3660:
	leaq	1(%rax), %rcx
	movq	%rcx, 5344(%rsp)
	movq	%rdx, 5352(%rsp,%rax,8)
.L3647:
	movq	32(%rsp), %rax
	addq	$1, %rbx
	cmpq	%rax, %rbx
	je	.L3656
.L3661:
	cmpl	$0, 5328(%rsp)
	movq	8(%rsp), %rsi
	movl	$37, %ecx
	movq	%r14, %rdi
	rep movsq
	je	.L3633
	cmpl	$1, 1272(%rsp)
	movl	0(%r13,%rbx,4), %r8d
	movq	5336(%rsp), %r15
	je	.L3978
	imulq	$100, 2176(%rsp), %rax
	movl	%r8d, %edx
	leaq	704(%rsp), %rbp
	shrl	%edx
	addq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r8
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rax, 2256(%rsp)
	movq	%r15, %rax
	divq	%rsi
	movq	%rsi, 2344(%rsp)
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, 2312(%rsp)
	jmp	.L3646
.L3629:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC655(%rip), %rcx
	leaq	.LC656(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3537
.L3975:
	leaq	.LC317(%rip), %rbx
	movq	%rcx, %rdi
	movq	%rbx, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L3629
	xorl	%eax, %eax
	leaq	5328(%rsp), %rdi
	movl	$744, %ecx
	movq	%rbx, %rsi
	movq	%rdi, (%rsp)
	rep stosq
	movq	16(%rsp), %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	sete	%dl
	sete	%al
	addq	$1, %rbp
	movzbl	%dl, %edx
	movl	%edx, 5328(%rsp)
	jmp	.L3711
.L3747:
	orl	$-1, %r15d
.L3648:
	movq	%rbp, %rdi
	call	buffers_free
	leaq	.LC657(%rip), %rsi
	movl	%r15d, %edi
	call	cannot
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L3504
.L3656:
	cmpl	$0, 5328(%rsp)
	leaq	.LC317(%rip), %rax
	leaq	.LC486(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC658(%rip), %rdi
	xorl	%eax, %eax
	leaq	.LC11(%rip), %rbx
	leaq	.LC665(%rip), %rbp
	call	printf@PLT
	movq	1200(%rsp), %rsi
	movq	%r14, %rdi
	leaq	.LC50(%rip), %r15
	leaq	.LC667(%rip), %r12
	leaq	.LC669(%rip), %r13
	call	fmt_us.constprop.0
	leaq	.LC659(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1248(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC660(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1256(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC661(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	5336(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC662(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 5328(%rsp)
	leaq	.LC487(%rip), %rax
	leaq	.LC488(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC663(%rip), %rdx
	leaq	.LC664(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbx, %rcx
	movq	%rbx, %rdx
	movq	%rbp, %rdi
	leaq	.LC350(%rip), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbx, %rcx
	movq	%rbx, %rdx
	movq	%rbp, %rdi
	leaq	.LC349(%rip), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbx, %rcx
	movq	%rbx, %rdx
	movq	%rbp, %rdi
	leaq	.LC368(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC670(%rip), %rbp
	call	printf@PLT
	movq	%rbx, %rdx
	movq	%rbx, %rsi
	xorl	%eax, %eax
	leaq	.LC666(%rip), %rdi
	movl	$3, %ebx
	call	printf@PLT
.L3664:
	movq	%r12, %rdx
	leaq	.LC668(%rip), %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbp, %rdx
	movq	%r15, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	movq	%r15, %rsi
	movq	%r13, %rdi
	leaq	.LC671(%rip), %rdx
	call	printf@PLT
	subl	$1, %ebx
	jne	.L3664
	movl	$10, %edi
	xorl	%ebx, %ebx
	call	putchar@PLT
.L3665:
	cmpq	5344(%rsp), %rbx
	jnb	.L3979
	movq	(%rsp), %rax
	cmpl	$0, 5328(%rsp)
	movq	24(%rax,%rbx,8), %rsi
	je	.L3666
	leaq	.LC672(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L3667:
	movq	(%rsp), %rax
	leaq	.LC489(%rip), %rsi
	leaq	.LC674(%rip), %rdi
	leaq	SWEEP_COL(%rip), %r12
	cmpq	$0, 4768(%rax,%rbx,8)
	leaq	.LC490(%rip), %rax
	cmove	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	imulq	$36, %rbx, %rcx
	movq	%rbx, 8(%rsp)
	xorl	%eax, %eax
	movq	%r14, %rdi
	movl	%eax, %r14d
.L3669:
	movslq	%r14d, %rbp
	movq	%rcx, 40(%rsp)
	xorl	%ebx, %ebx
	imulq	$10, %rbp, %rbp
	movl	%r14d, 32(%rsp)
	movq	%rdi, %r14
	addq	%rcx, %rbp
.L3673:
	movslq	(%r12,%rbx,4), %rax
	movq	%r14, %rdi
	leaq	20(%rax,%rbp), %rax
	movq	5336(%rsp,%rax,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	testq	%rbx, %rbx
	je	.L3980
	xorl	%eax, %eax
	movq	%r15, %rsi
	movq	%r13, %rdi
	call	printf@PLT
	cmpq	$2, %rbx
	jne	.L3752
	movq	%r14, %rdi
	movl	32(%rsp), %r14d
	movq	40(%rsp), %rcx
	addl	$1, %r14d
	cmpl	$3, %r14d
	jne	.L3669
	movq	8(%rsp), %rbx
	movq	%rdi, %r14
	movl	$10, %edi
	call	putchar@PLT
	addq	$1, %rbx
	jmp	.L3665
.L3659:
	movq	2224(%rsp), %rdx
	jmp	.L3660
.L3978:
	movq	8(%rsp), %rdi
	leaq	704(%rsp), %rbp
	leaq	624(%rsp), %rsi
	movq	%rbp, %rdx
	call	service_moments
	movsd	.LC28(%rip), %xmm1
	pxor	%xmm0, %xmm0
	movsd	.LC82(%rip), %xmm2
	cvtsi2sdq	%r8, %xmm0
	divsd	.LC72(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	divsd	624(%rsp), %xmm0
	divsd	%xmm0, %xmm1
	movsd	%xmm0, 2264(%rsp)
	comisd	%xmm2, %xmm1
	jnb	.L3637
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 2344(%rsp)
.L3638:
	movq	2344(%rsp), %rax
	movl	$1, %edx
	movq	%rbp, 40(%rsp)
	movq	%rbx, %rbp
	movq	$0x000000000, 1672(%rsp)
	leaq	1664(%rsp), %r12
	movsd	%xmm0, 1664(%rsp)
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 2344(%rsp)
	movq	2272(%rsp), %rax
	movq	%rax, 1680(%rsp)
	xorl	%eax, %eax
	movq	%rax, %rbx
	jmp	.L3645
.L3981:
	cvttsd2siq	%xmm0, %rdx
.L3643:
	testq	%rbx, %rbx
	jne	.L3644
	movq	%rdx, 2296(%rsp)
.L3644:
	movq	%rdx, 2304(%rsp)
	addq	$1, %rbx
.L3645:
	movq	%r12, %rdi
	call	poisson_next
	movq	.LC82(%rip), %rax
	testq	%r15, %r15
	movabsq	$-9223372036854775808, %rsi
	movq	%rax, %xmm2
	js	.L3640
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r15, %xmm1
.L3641:
	comisd	%xmm1, %xmm0
	jnb	.L3639
	cmpq	$200000000, %rbx
	je	.L3639
	comisd	%xmm2, %xmm0
	jb	.L3981
	subsd	%xmm2, %xmm0
	cvttsd2siq	%xmm0, %rdx
	xorq	%rsi, %rdx
	jmp	.L3643
.L3639:
	movq	%rbx, %rax
	movl	$1, %edx
	movq	%rbp, %rbx
	movq	40(%rsp), %rbp
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 2312(%rsp)
	jmp	.L3646
.L3640:
	movq	%r15, %rax
	movq	%r15, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3641
.L3637:
	subsd	%xmm2, %xmm1
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 2344(%rsp)
	btcq	$63, 2344(%rsp)
	jmp	.L3638
.L3951:
	leaq	5328(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%rsi, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L3614
	movq	8(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L3982
.L3615:
	leaq	.LC11(%rip), %r8
	leaq	.LC645(%rip), %rdx
	movq	%r15, %rdi
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3537
.L3976:
	leaq	.LC111(%rip), %rax
	movq	%rax, 10096(%rsp,%r10,8)
.L3650:
	leaq	1664(%rsp), %r12
	xorl	%ecx, %ecx
	leaq	REFERENCE_WALK(%rip), %rsi
	movq	%r14, %rdi
	movq	%r12, %rdx
	call	walk_outcome
	jmp	.L3653
.L3977:
	leaq	.LC112(%rip), %rax
	movq	%rax, 10096(%rsp,%r10,8)
	jmp	.L3650
.L3982:
	cmpq	$1, 1360(%rsp)
	leaq	.LC483(%rip), %rcx
	jne	.L3615
	movl	1272(%rsp), %eax
	orl	1352(%rsp), %eax
	orl	1208(%rsp), %eax
	jne	.L3615
	cmpq	$0, 1240(%rsp)
	leaq	.LC484(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L3615
.L3903:
	movq	5344(%rsp), %rax
	pxor	%xmm0, %xmm0
	movl	$1, 11264(%rsp)
	imulq	$56, %rax, %rdx
	movq	%rax, %rbp
	movl	10288(%rsp,%rdx), %ecx
	movl	%ecx, 11268(%rsp)
	testl	%ecx, %ecx
	jne	.L3983
.L3658:
	movsd	%xmm0, 11136(%rsp,%rbp,8)
	jmp	.L3657
.L3909:
	movl	%eax, %r15d
	jmp	.L3648
.L3983:
	movq	(%rsp), %rax
	movl	$99000, %esi
	leaq	4912(%rax,%rdx), %rdi
	call	theory_open_pct
	movq	5344(%rsp), %rax
	jmp	.L3658
.L3617:
	movq	%r12, 1344(%rsp)
	testq	%r12, %r12
	je	.L3618
	movq	%r12, %rax
	xorl	%edx, %edx
	divq	1200(%rsp)
	movq	1360(%rsp), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpl	$1, %r14d
	je	.L3619
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L3618
	leaq	.LC481(%rip), %rcx
.L3620:
	leaq	.LC646(%rip), %r8
	leaq	.LC647(%rip), %rdx
	movq	%r15, %rdi
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3537
.L3619:
	leaq	.LC485(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L3618
	jmp	.L3620
.L3752:
	movl	$2, %ebx
	jmp	.L3673
.L3980:
	leaq	.LC668(%rip), %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	movl	$1, %ebx
	call	printf@PLT
	jmp	.L3673
.L3666:
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC673(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3667
.L3979:
	leaq	.LC675(%rip), %rdi
	call	puts@PLT
	cmpl	$0, 11264(%rsp)
	je	.L3675
	movq	10240(%rsp), %rsi
	leaq	.LC676(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	leaq	.LC677(%rip), %rcx
	leaq	.LC678(%rip), %rdx
	leaq	.LC487(%rip), %rsi
	leaq	.LC679(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 11268(%rsp)
	jne	.L3984
.L3676:
	movl	$10, %edi
	xorl	%r13d, %r13d
	leaq	10280(%rsp), %r12
	call	putchar@PLT
	leaq	.LC683(%rip), %rbp
	movq	(%rsp), %r15
	xchgq	%r13, %r12
	leaq	.LC684(%rip), %rbx
	jmp	.L3677
.L3987:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3679:
	divsd	%xmm2, %xmm0
	movq	(%rsp), %rax
	movq	%rbp, %rdi
	movq	24(%rax,%r12,8), %rsi
	movl	$2, %eax
	divsd	.LC66(%rip), %xmm0
	call	printf@PLT
	cmpl	$0, 11268(%rsp)
	jne	.L3985
.L3680:
	movl	$10, %edi
	addq	$1, %r12
	addq	$288, %r15
	call	putchar@PLT
.L3677:
	cmpq	5344(%rsp), %r12
	jnb	.L3986
	imulq	$56, %r12, %rax
	movq	304(%r15), %rdi
	movq	312(%r15), %rsi
	movsd	0(%r13,%rax), %xmm1
	divsd	.LC66(%rip), %xmm1
	movsd	%xmm1, 8(%rsp)
	call	__floatuntidf@PLT
	movq	240(%r15), %rax
	movsd	8(%rsp), %xmm1
	testq	%rax, %rax
	jns	.L3987
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3679
.L3949:
	leaq	.LC642(%rip), %r8
	leaq	.LC481(%rip), %rcx
.L3915:
	leaq	.LC641(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L3537
.L3946:
	movq	1536(%rsp), %rax
	xorl	%r11d, %r11d
	movq	%r15, %r8
	xorl	%ecx, %ecx
	leaq	2176(%rsp), %r14
	movl	$2048, %r9d
	leaq	.LC232(%rip), %rdx
	movq	%r11, 1648(%rsp)
	movq	%rax, %rsi
	movq	%r14, %rdi
	movq	%rax, 24(%rsp)
	call	numbers_open
	movl	%eax, 32(%rsp)
	testl	%eax, %eax
	jne	.L3537
	movq	2176(%rsp), %rdi
	call	fileno@PLT
	leaq	5328(%rsp), %rsi
	movl	%eax, %edi
	call	fstat@PLT
	testl	%eax, %eax
	jne	.L3585
	movl	5352(%rsp), %eax
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 32(%rsp)
.L3585:
	xorl	%r10d, %r10d
	xorl	%r8d, %r8d
	xorl	%r9d, %r9d
	movq	%r12, 40(%rsp)
	leaq	1664(%rsp), %rax
	movq	%r10, (%rsp)
	movq	%r9, %r12
	movq	%rax, 16(%rsp)
	movq	%rbx, 48(%rsp)
	movq	%r8, %rbx
.L3586:
	movq	16(%rsp), %rsi
	movl	$2048, %ecx
	movq	%r15, %rdx
	movq	%r14, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L3988
	cmpl	$0, 32(%rsp)
	movq	2224(%rsp), %rax
	jne	.L3587
	movl	$1, %ecx
	salq	$40, %rcx
	cmpq	%rax, %rcx
	jb	.L3739
	testq	%rbp, %rbp
	jne	.L3589
	movq	1664(%rsp), %rax
	testq	%r13, %r13
	je	.L3591
	cmpq	%r13, %rax
	jnb	.L3586
.L3591:
	movq	(%rsp), %rcx
	testq	%rbx, %rbx
	movq	%rax, 1328(%rsp)
	cmove	%rax, %rcx
	addq	$1, %rbx
	movq	%rcx, (%rsp)
	jmp	.L3586
.L3589:
	cmpq	%rbx, %rbp
	je	.L3586
	testq	%r13, %r13
	je	.L3913
	cmpq	%r13, 1664(%rsp)
	jnb	.L3586
.L3913:
	movq	1664(%rsp), %rax
	jmp	.L3591
.L3587:
	cmpq	$200000000, %rax
	ja	.L3740
	testq	%rbp, %rbp
	je	.L3918
	cmpq	%rbx, %rbp
	je	.L3586
.L3918:
	testq	%r13, %r13
	je	.L3594
	cmpq	%r13, 1664(%rsp)
	jnb	.L3586
.L3594:
	movq	1648(%rsp), %rdi
	cmpq	%rbx, %r12
	je	.L3989
.L3597:
	movq	1664(%rsp), %rax
	movq	%rax, (%rdi,%rbx,8)
	jmp	.L3913
.L3740:
	leaq	.LC482(%rip), %r8
.L3588:
	movq	24(%rsp), %rcx
	leaq	.LC630(%rip), %rdx
.L3914:
	movq	%r15, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r14, %rdi
	call	numbers_close
.L3595:
	movq	1648(%rsp), %rdi
	call	free@PLT
	xorl	%r9d, %r9d
	movq	%r9, 1648(%rsp)
	jmp	.L3537
.L3739:
	leaq	.LC481(%rip), %r8
	jmp	.L3588
.L3989:
	testq	%r12, %r12
	je	.L3598
	movq	%r12, %rsi
	salq	$4, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L3706
	movq	%rax, 1648(%rsp)
	addq	%r12, %r12
	jmp	.L3597
.L3988:
	movq	%r14, %rdi
	movq	%rbx, 24(%rsp)
	movq	40(%rsp), %r12
	movl	%eax, 16(%rsp)
	movq	48(%rsp), %rbx
	call	numbers_close
	movl	16(%rsp), %eax
	testl	%eax, %eax
	js	.L3595
	movq	1648(%rsp), %rax
	movq	24(%rsp), %r8
	movq	1536(%rsp), %rsi
	movq	%rax, 1312(%rsp)
	testq	%r8, %r8
	je	.L3990
	movq	(%rsp), %rax
	cmpl	$0, 1612(%rsp)
	movq	%rsi, 1304(%rsp)
	movq	%r8, 1336(%rsp)
	movq	%rax, 1320(%rsp)
	jne	.L3605
	cmpq	$1, %r8
	je	.L3606
	movq	1328(%rsp), %rcx
	subq	$1, %r8
	xorl	%edx, %edx
	subq	%rax, %rcx
	movq	%rcx, %rax
	divq	%r8
	cmpq	%r8, %rcx
	jb	.L3606
	movq	%rax, 1368(%rsp)
	leaq	.LC636(%rip), %rax
	movq	%rax, 1384(%rsp)
	jmp	.L3605
.L3945:
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm1
	jp	.L3563
	je	.L3991
.L3563:
	testq	%rbp, %rbp
	jne	.L3565
	testq	%r12, %r12
	js	.L3566
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L3567:
	divsd	.LC28(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	leaq	.LC623(%rip), %r8
	leaq	.LC624(%rip), %rcx
	comisd	.LC622(%rip), %xmm0
	ja	.L3916
.L3565:
	leaq	5328(%rsp), %rax
	xorl	%r13d, %r13d
	movq	$0x000000000, 5336(%rsp)
	movabsq	$-9223372036854775808, %r14
	movq	%rdx, 5344(%rsp)
	movq	%rax, (%rsp)
	movsd	%xmm1, 5328(%rsp)
	jmp	.L3578
.L3993:
	cmpq	%r13, %rbp
	sete	%al
.L3570:
	testb	%al, %al
	jne	.L3992
	comisd	.LC235(%rip), %xmm0
	jnb	.L3573
	cmpq	%rcx, %r13
	je	.L3573
	comisd	.LC82(%rip), %xmm0
	jnb	.L3575
	cvttsd2siq	%xmm0, %rax
.L3576:
	testq	%r13, %r13
	jne	.L3577
	movq	%rax, 1320(%rsp)
.L3577:
	movq	%rax, 1328(%rsp)
	addq	$1, %r13
.L3578:
	movq	(%rsp), %rdi
	movsd	%xmm1, 16(%rsp)
	call	poisson_next
	testq	%rbp, %rbp
	movsd	16(%rsp), %xmm1
	movabsq	$1099511627776, %rcx
	jne	.L3993
	testq	%r12, %r12
	js	.L3571
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%r12, %xmm2
.L3572:
	comisd	%xmm2, %xmm0
	setnb	%al
	jmp	.L3570
.L3575:
	subsd	.LC82(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	xorq	%r14, %rax
	jmp	.L3576
.L3573:
	leaq	.LC623(%rip), %r8
	leaq	.LC626(%rip), %rcx
.L3916:
	leaq	.LC625(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L3537
.L3991:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC620(%rip), %rcx
	leaq	.LC621(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3537
.L3571:
	movq	%r12, %rax
	movq	%r12, %rdx
	pxor	%xmm2, %xmm2
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3572
.L3992:
	testq	%r13, %r13
	je	.L3994
	cmpl	$0, 1612(%rsp)
	movq	%r13, 1336(%rsp)
	movsd	%xmm1, 1288(%rsp)
	jne	.L3580
	movsd	.LC28(%rip), %xmm0
	divsd	%xmm1, %xmm0
	movsd	.LC82(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L3581
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1368(%rsp)
.L3582:
	movq	1368(%rsp), %rax
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 1368(%rsp)
	leaq	.LC629(%rip), %rax
	movq	%rax, 1384(%rsp)
.L3580:
	movl	1404(%rsp), %r14d
	cmpl	$1, %r14d
	jne	.L3612
	cmpq	$200000000, 1336(%rsp)
	movq	1336(%rsp), %r13
	jbe	.L3612
.L3712:
	leaq	.LC640(%rip), %r8
	leaq	.LC485(%rip), %rcx
	jmp	.L3915
.L3994:
	leaq	.LC627(%rip), %r8
	leaq	.LC628(%rip), %rcx
	jmp	.L3916
.L3566:
	movq	%r12, %rax
	movq	%r12, %rcx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %ecx
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3567
.L3581:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1368(%rsp)
	btcq	$63, 1368(%rsp)
	jmp	.L3582
.L3943:
	cmpq	$0, 1416(%rsp)
	jne	.L3560
	cmpl	$0, 1424(%rsp)
	je	.L3559
.L3560:
	leaq	.LC615(%rip), %r8
	leaq	.LC616(%rip), %rcx
.L3917:
	leaq	.LC596(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L3537
.L3942:
	leaq	5328(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	1448(%rsp), %rsi
	leaq	2176(%rsp), %rdi
	movq	%rax, %rbx
	call	fmt_us.constprop.0
	movq	%rbx, %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	movq	%rax, %rcx
	leaq	.LC614(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L3537
.L3606:
	movq	%rsi, %rcx
	leaq	.LC634(%rip), %r8
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC635(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3537
.L3990:
	movq	%rsi, %rcx
	leaq	.LC632(%rip), %r8
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC633(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3537
.L3706:
	movq	2224(%rsp), %r8
	movq	24(%rsp), %rcx
	leaq	.LC631(%rip), %rdx
	jmp	.L3914
.L3598:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L3706
	movq	%rdi, 1648(%rsp)
	movl	$1024, %r12d
	jmp	.L3597
.L3933:
	cmpl	$0, 1608(%rsp)
	movabsq	$20000000000, %r12
	movabsq	$5000000000, %rax
	cmovne	%rax, %r12
	jmp	.L3534
.L3932:
	movq	8(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L3995
	movq	1544(%rsp), %r12
	testq	%r12, %r12
	je	.L3507
	leaq	5328(%rsp), %rax
	leaq	2176(%rsp), %r14
	movq	%r12, %rsi
	movl	$2048, %r9d
	movq	%rax, %r8
	movl	$1, %ecx
	movq	%r14, %rdi
	movq	%rax, (%rsp)
	leaq	.LC311(%rip), %rdx
	call	numbers_open
	testl	%eax, %eax
	jne	.L3512
	movl	$8192, %edi
	call	malloc@PLT
	movq	%rax, %rbp
	testq	%rax, %rax
	je	.L3996
	leaq	1664(%rsp), %rax
	xorl	%r15d, %r15d
	movl	$1024, %r13d
	movq	%rax, 16(%rsp)
	jmp	.L3513
.L3516:
	movq	1664(%rsp), %rax
	movq	%rax, 0(%rbp,%r15,8)
	addq	$1, %r15
.L3513:
	movq	(%rsp), %rdx
	movq	16(%rsp), %rsi
	movl	$2048, %ecx
	movq	%r14, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L3997
	cmpq	$200000000, %r15
	je	.L3998
	cmpq	%r15, %r13
	jne	.L3516
	movq	%r13, %rsi
	movq	%rbp, %rdi
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L3517
	addq	%r13, %r13
	movq	%rax, %rbp
	jmp	.L3516
.L3998:
	movq	(%rsp), %rdi
	movq	%r12, %rcx
	leaq	.LC581(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
.L3514:
	movq	%r14, %rdi
	call	numbers_close
	movq	%rbp, %rdi
	call	free@PLT
.L3512:
	movq	(%rsp), %rdi
	call	usage_error
	movl	%eax, %ebx
	jmp	.L3504
.L3997:
	testl	%eax, %eax
	js	.L3514
	movq	%r14, %rdi
	call	numbers_close
.L3520:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movq	%r12, %r8
	movq	%r15, %rdx
	movq	1568(%rsp), %r9
	movq	%rbp, %rsi
	call	run_correct
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	free@PLT
	jmp	.L3504
.L3517:
	movq	(%rsp), %rdi
	movq	%r12, %rcx
	leaq	.LC697(%rip), %rdx
	xorl	%eax, %eax
	movq	2224(%rsp), %r8
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3514
.L3996:
	movq	(%rsp), %rdi
	movq	%r12, %rcx
	leaq	.LC580(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3514
.L3507:
	movq	1552(%rsp), %r12
	xorl	%ebp, %ebp
	movq	%rbp, 544(%rsp)
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$255, %rax
	ja	.L3999
	leaq	2176(%rsp), %r14
	movq	%r12, %rcx
	xorl	%eax, %eax
	xorl	%ebp, %ebp
	leaq	.LC341(%rip), %rdx
	movl	$256, %esi
	movq	%r14, %rdi
	movl	$2, %r13d
	call	snprintf@PLT
	leaq	544(%rsp), %rax
	movq	%rbx, 24(%rsp)
	movq	%rax, (%rsp)
	leaq	704(%rsp), %rax
	movq	%rax, 16(%rsp)
.L3532:
	movq	%r12, %rcx
	leaq	.LC341(%rip), %rdx
	movq	%r14, %rdi
	xorl	%eax, %eax
	movl	$256, %esi
	xorl	%r15d, %r15d
	call	snprintf@PLT
	movq	(%rsp), %rdx
	leaq	.LC585(%rip), %rsi
	movq	%r14, %rdi
	call	strtok_r@PLT
	movq	%r12, 32(%rsp)
	movq	%rax, %r12
.L3521:
	testq	%r12, %r12
	je	.L4000
	movl	$42, %esi
	movq	%r12, %rdi
	call	strchr@PLT
	movq	$1, 704(%rsp)
	testq	%rax, %rax
	je	.L3522
	movb	$0, (%rax)
	leaq	1(%rax), %rbx
	movq	16(%rsp), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbx, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L4001
.L3522:
	leaq	1664(%rsp), %rbx
	leaq	624(%rsp), %rdx
	movl	$1, %esi
	movq	%r12, %rdi
	movl	$160, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L3524
	movq	704(%rsp), %rax
	movq	624(%rsp), %rdx
	addq	%r15, %rax
	jmp	.L3525
.L3527:
	testq	%rbp, %rbp
	je	.L3526
	movq	%rdx, 0(%rbp,%r15,8)
.L3526:
	addq	$1, %r15
.L3525:
	cmpq	%r15, %rax
	jne	.L3527
	movq	(%rsp), %rdx
	leaq	.LC585(%rip), %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %r12
	jmp	.L3521
.L3524:
	leaq	5328(%rsp), %rdi
	movq	%rbx, %rcx
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC11(%rip), %r8
	leaq	.LC587(%rip), %rdx
	movq	%rdi, (%rsp)
	call	snprintf@PLT
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L3512
.L4000:
	subl	$1, %r13d
	movq	32(%rsp), %r12
	jne	.L4002
	movq	24(%rsp), %rbx
	leaq	.LC474(%rip), %r12
	testq	%rbp, %rbp
	jne	.L3520
	leaq	5328(%rsp), %rax
	movq	%rax, (%rsp)
	jmp	.L3512
.L3999:
	leaq	5328(%rsp), %rdi
	leaq	.LC582(%rip), %r8
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC583(%rip), %rcx
	leaq	.LC584(%rip), %rdx
	movq	%rdi, (%rsp)
	call	snprintf@PLT
	jmp	.L3512
.L4002:
	testq	%r15, %r15
	je	.L3531
	leaq	0(,%r15,8), %rdi
	call	malloc@PLT
	movq	%rax, %rbp
	testq	%rax, %rax
	je	.L3531
	movl	$1, %r13d
	jmp	.L3532
.L3995:
	leaq	.LC579(%rip), %rdi
	call	usage_error
	movl	%eax, %ebx
	jmp	.L3504
.L4001:
	leaq	5328(%rsp), %rax
	movq	%rbx, %rcx
	leaq	.LC179(%rip), %r8
	movl	$2048, %esi
	movq	%rax, (%rsp)
	movq	%rax, %rdi
	leaq	.LC586(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L3512
.L3531:
	leaq	5328(%rsp), %rdi
	leaq	.LC588(%rip), %r8
	movq	%r12, %rcx
	xorl	%eax, %eax
	leaq	.LC589(%rip), %rdx
	movl	$2048, %esi
	movq	%rdi, (%rsp)
	call	snprintf@PLT
	jmp	.L3512
.L3893:
	movl	$5, %edx
	movl	$7, %esi
	movl	$3, %eax
	movsd	5328(%rsp), %xmm2
	movsd	3280(%rsp), %xmm1
	leaq	.LC499(%rip), %rdi
	movsd	2176(%rsp), %xmm0
	call	printf@PLT
	jmp	.L3409
.L3955:
	leaq	3280(%rsp), %r15
	leaq	.LC170(%rip), %r8
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC564(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L3537
.L3934:
	testl	%esi, %esi
	leaq	.LC478(%rip), %rax
	leaq	.LC476(%rip), %rcx
	movl	$2048, %esi
	cmove	%rax, %rcx
	leaq	.LC475(%rip), %r8
	leaq	.LC477(%rip), %rax
	movq	%r15, %rdi
	cmove	%rax, %r8
	leaq	.LC590(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L3537
.L3959:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbx, %rcx
	movl	$2048, %esi
	movq	%r15, %rdi
	movq	%rax, %r8
	leaq	.LC577(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L3537
.L3958:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC572(%rip), %rcx
	leaq	.LC573(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3537
.L3957:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC570(%rip), %rcx
	leaq	.LC571(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3537
.L3937:
	cmpq	$0, 1248(%rsp)
	je	.L3543
	testq	%rsi, %rsi
	je	.L4003
.L3544:
	cmpq	%rsi, 1248(%rsp)
	jb	.L3545
	leaq	5328(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	1248(%rsp), %rsi
	leaq	2176(%rsp), %rdi
	movq	%rax, %rbx
	call	fmt_us.constprop.0
	movq	%rbx, %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	cmpq	$0, 1240(%rsp)
	movq	%rax, %rcx
	leaq	.LC480(%rip), %rdx
	leaq	.LC479(%rip), %rax
	cmove	%rax, %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L3537
.L4003:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC597(%rip), %rcx
	leaq	.LC598(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3537
.L3972:
	cmpl	$2, %eax
	je	.L3539
	testl	%eax, %eax
	je	.L3542
	jmp	.L3541
.L3938:
	leaq	.LC599(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC600(%rip), %rcx
	leaq	.LC601(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3537
.L3936:
	leaq	.LC594(%rip), %r8
	leaq	.LC595(%rip), %rcx
	jmp	.L3917
.L3939:
	leaq	.LC602(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC603(%rip), %rcx
	leaq	.LC604(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3537
.L3940:
	leaq	.LC605(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC606(%rip), %rcx
	leaq	.LC607(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3537
.L3941:
	leaq	.LC608(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC609(%rip), %rcx
	leaq	.LC610(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3537
.L3554:
	leaq	.LC611(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC612(%rip), %rcx
	leaq	.LC613(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3537
.L3553:
	movq	$1000000000, 1456(%rsp)
	movq	$500000000, 1464(%rsp)
	testq	%rax, %rax
	je	.L3558
	movl	$1000000000, %esi
	jmp	.L3557
.L3552:
	testq	%rax, %rax
	je	.L3554
	cmpl	$0, 1640(%rsp)
	movq	1456(%rsp), %rsi
	jne	.L3557
	testq	%rsi, %rsi
	jne	.L3708
	movq	$500000000, 1464(%rsp)
	jmp	.L3558
.L3944:
	leaq	.LC617(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC618(%rip), %rcx
	leaq	.LC619(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3537
.L3708:
	movq	%rsi, %r8
	shrq	%r8
	movq	%r8, 1464(%rsp)
	jmp	.L3557
.L3947:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC637(%rip), %rcx
	leaq	.LC638(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3537
.L3950:
	leaq	.LC642(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC643(%rip), %rcx
	leaq	.LC644(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3537
.L3948:
	cmpq	$200000000, 1336(%rsp)
	jbe	.L3611
	jmp	.L3712
.L3985:
	movq	(%rsp), %rax
	movsd	5808(%rax,%r12,8), %xmm1
	movq	264(%r15), %rax
	divsd	.LC66(%rip), %xmm1
	testq	%rax, %rax
	js	.L3681
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3682:
	movq	%rbx, %rdi
	movl	$2, %eax
	divsd	.LC66(%rip), %xmm0
	call	printf@PLT
	jmp	.L3680
.L3984:
	leaq	.LC680(%rip), %rdx
	leaq	.LC681(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC682(%rip), %rdi
	call	printf@PLT
	jmp	.L3676
.L3986:
	leaq	.LC685(%rip), %rdi
	call	puts@PLT
.L3675:
	xorl	%ebx, %ebx
	leaq	PCT_NAME(%rip), %r12
	leaq	SET_NAME(%rip), %r13
	movq	%rbx, %rbp
.L3688:
	cmpq	5344(%rsp), %rbp
	jnb	.L4004
	movq	(%rsp), %rax
	movq	16(%rsp), %rsi
	imulq	$36, %rbp, %r15
	xorl	%ebx, %ebx
	leaq	.LC686(%rip), %rdi
	movq	24(%rax,%rbp,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r14, 8(%rsp)
	movq	%rbp, %rcx
	movq	%r15, %rax
	movq	%rbx, %rbp
.L3684:
	movslq	%ebp, %rbx
	movq	0(%r13,%rbp,8), %r15
	movq	%rax, 32(%rsp)
	leaq	SWEEP_COL(%rip), %r14
	imulq	$10, %rbx, %rbx
	movq	%r15, %rsi
	movq	%rcx, %r15
	addq	%rax, %rbx
.L3685:
	movslq	(%r14), %rax
	leaq	.LC687(%rip), %rdi
	movq	%rsi, 40(%rsp)
	addq	$4, %r14
	leaq	20(%rax,%rbx), %rdx
	movq	5336(%rsp,%rdx,8), %rcx
	movq	(%r12,%rax,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	leaq	12+SWEEP_COL(%rip), %rax
	movq	40(%rsp), %rsi
	cmpq	%r14, %rax
	jne	.L3685
	addq	$1, %rbp
	movq	32(%rsp), %rax
	movq	%r15, %rcx
	cmpq	$3, %rbp
	jne	.L3684
	movq	(%rsp), %rax
	movq	%r15, %rbp
	leaq	.LC431(%rip), %rsi
	leaq	.LC688(%rip), %rdi
	movq	8(%rsp), %r14
	cmpq	$0, 4768(%rax,%r15,8)
	leaq	.LC430(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	addq	$1, %rbp
	call	printf@PLT
	jmp	.L3688
.L3681:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3682
.L4004:
	movq	(%rsp), %r15
	xorl	%ebx, %ebx
	leaq	.LC689(%rip), %r13
	leaq	.LC690(%rip), %r12
	movq	%r15, %rbp
	jmp	.L3690
.L4006:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rax, %xmm3
.L3692:
	divsd	%xmm3, %xmm1
	movq	(%rsp), %rax
	movq	16(%rsp), %rsi
	movq	%r13, %rdi
	movsd	4920(%rbp), %xmm0
	movq	4912(%rbp), %rcx
	movq	24(%rax,%rbx,8), %rdx
	movl	$3, %eax
	call	printf@PLT
	cmpl	$0, 11268(%rsp)
	jne	.L4005
.L3693:
	movl	$10, %edi
	addq	$1, %rbx
	addq	$56, %rbp
	addq	$288, %r15
	call	putchar@PLT
.L3690:
	cmpl	$0, 11264(%rsp)
	movq	5344(%rsp), %rcx
	je	.L3694
	cmpq	%rcx, %rbx
	jnb	.L3694
	movsd	4952(%rbp), %xmm2
	movq	304(%r15), %rdi
	movq	312(%r15), %rsi
	movsd	%xmm2, 8(%rsp)
	call	__floatuntidf@PLT
	movq	240(%r15), %rax
	movsd	8(%rsp), %xmm2
	movapd	%xmm0, %xmm1
	testq	%rax, %rax
	jns	.L4006
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm3, %xmm3
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm3
	addsd	%xmm3, %xmm3
	jmp	.L3692
.L3694:
	movq	10232(%rsp), %rdx
	xorl	%eax, %eax
	movq	10224(%rsp), %rsi
	leaq	.LC691(%rip), %rdi
	call	printf@PLT
	cmpq	$0, 24(%rsp)
	je	.L3696
	leaq	5488(%rsp), %rdx
	leaq	5352(%rsp), %rcx
	movl	5328(%rsp), %eax
	movq	%rdx, %xmm7
	movq	5344(%rsp), %rdx
	movq	%rcx, %xmm0
	punpcklqdq	%xmm7, %xmm0
	movl	%eax, 2176(%rsp)
	movq	%rdx, 2200(%rsp)
	xorl	%edx, %edx
	cmpl	$0, 11268(%rsp)
	movups	%xmm0, 2184(%rsp)
	je	.L3697
	leaq	11136(%rsp), %rdx
.L3697:
	testl	%eax, %eax
	movq	24(%rsp), %rdi
	movq	%r14, %rcx
	movl	$1, %ebx
	leaq	.LC491(%rip), %rax
	leaq	.LC492(%rip), %rsi
	movq	%rdx, 2208(%rsp)
	cmovne	%rax, %rsi
	leaq	sweep_writer(%rip), %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L3504
.L3696:
	xorl	%ebx, %ebx
	cmpq	$0, 10232(%rsp)
	setne	%bl
	jmp	.L3504
.L4005:
	movq	(%rsp), %rax
	movq	264(%r15), %rsi
	movq	%r12, %rdi
	movsd	5808(%rax,%rbx,8), %xmm0
	movl	$1, %eax
	call	printf@PLT
	jmp	.L3693
	.cfi_endproc
.LFE281:
	.size	main, .-main
	.section	.rodata.str1.1
.LC698:
	.string	"closed (from actual send)"
.LC699:
	.string	"open (from intended send)"
.LC700:
	.string	"corrected closed"
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	NAMES.0, @object
	.size	NAMES.0, 24
NAMES.0:
	.quad	.LC698
	.quad	.LC699
	.quad	.LC700
	.section	.rodata.str1.1
.LC701:
	.string	"closed.values"
.LC702:
	.string	"open.values"
.LC703:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.1, @object
	.size	VALUES.1, 24
VALUES.1:
	.quad	.LC701
	.quad	.LC702
	.quad	.LC703
	.section	.rodata.str1.1
.LC704:
	.string	"closed.hgrm"
.LC705:
	.string	"open.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.2, @object
	.size	HGRM.2, 24
HGRM.2:
	.quad	.LC704
	.quad	.LC705
	.quad	.LC400
	.section	.rodata
	.align 32
	.type	STALL_US.3, @object
	.size	STALL_US.3, 64
STALL_US.3:
	.quad	100
	.quad	200
	.quad	1000
	.quad	10000
	.quad	50000
	.quad	100000
	.quad	200000
	.quad	500000
	.align 32
	.type	LOAD_PCT.4, @object
	.size	LOAD_PCT.4, 44
LOAD_PCT.4:
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
	.type	by_kind.5, @object
	.size	by_kind.5, 12
by_kind.5:
	.long	1
	.long	2
	.long	3
	.section	.rodata.str1.1
.LC706:
	.string	"0%"
.LC707:
	.string	"90%"
.LC708:
	.string	"99%"
.LC709:
	.string	"99.9%"
.LC710:
	.string	"99.99%"
.LC711:
	.string	"99.999%"
	.section	.data.rel.ro.local
	.align 32
	.type	XTICK.6, @object
	.size	XTICK.6, 48
XTICK.6:
	.quad	.LC706
	.quad	.LC707
	.quad	.LC708
	.quad	.LC709
	.quad	.LC710
	.quad	.LC711
	.align 16
	.type	NAMES.7, @object
	.size	NAMES.7, 16
NAMES.7:
	.quad	.LC391
	.quad	.LC368
	.align 16
	.type	names.8, @object
	.size	names.8, 16
names.8:
	.quad	.LC391
	.quad	.LC368
	.section	.rodata.str1.1
.LC712:
	.string	"ns"
.LC713:
	.string	"us"
	.section	.data.rel.ro.local
	.align 32
	.type	units.9, @object
	.size	units.9, 64
units.9:
	.quad	.LC712
	.quad	1
	.quad	.LC713
	.quad	1000
	.quad	.LC549
	.quad	1000000
	.quad	.LC188
	.quad	1000000000
	.section	.rodata
	.align 32
	.type	STREAMS.10, @object
	.size	STREAMS.10, 32
STREAMS.10:
	.quad	6000292609090864433
	.quad	6000292609090864434
	.quad	6004495999144771920
	.quad	6004495999145100622
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
	.align 8
	.type	SWEEP_COL, @object
	.size	SWEEP_COL, 12
SWEEP_COL:
	.long	0
	.long	2
	.long	3
	.section	.rodata.str1.1
.LC714:
	.string	"open_closed_p99"
.LC715:
	.string	"open_closed_p999"
.LC716:
	.string	"open_closed_slow"
.LC717:
	.string	"closed_max_p99"
.LC718:
	.string	"corrected_closed_p99"
.LC719:
	.string	"open_corrected_p99"
.LC720:
	.string	"open_corrected_p90"
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 168
RATIOS:
	.quad	.LC714
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC715
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC716
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	.LC717
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	.LC718
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC719
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC720
	.long	1
	.long	1
	.long	2
	.long	1
	.section	.rodata.str1.1
.LC721:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC722:
	.string	"service time of one request (100us)"
	.align 8
.LC723:
	.string	"fixed schedule: request i due at i*T (200us)"
	.align 8
.LC724:
	.string	"length of each stall, 0 for none (200ms)"
	.align 8
.LC725:
	.string	"time between stall starts, 0 for one stall (1s)"
	.align 8
.LC726:
	.string	"start of the first stall (500ms)"
	.align 8
.LC727:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC728:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC729:
	.string	"or exactly N scheduled requests"
	.section	.rodata.str1.1
.LC730:
	.string	"fixed|poisson"
	.section	.rodata.str1.8
	.align 8
.LC731:
	.string	"fixed (default) or Poisson arrivals"
	.section	.rodata.str1.1
.LC732:
	.string	"R"
	.section	.rodata.str1.8
	.align 8
.LC733:
	.string	"Poisson rate, requests a second"
	.section	.rodata.str1.1
.LC734:
	.string	"X"
	.section	.rodata.str1.8
	.align 8
.LC735:
	.string	"seeds the Poisson schedule, service times, random stalls (0)"
	.section	.rodata.str1.1
.LC736:
	.string	"fixed|exp|bimodal|lognormal"
	.section	.rodata.str1.8
	.align 8
.LC737:
	.string	"service times: each\n--service, or drawn with --service as the mean (bimodal: see below)"
	.align 8
.LC738:
	.string	"lognormal: the coefficient of variation"
	.section	.rodata.str1.1
.LC739:
	.string	"F"
	.section	.rodata.str1.8
	.align 8
.LC740:
	.string	"bimodal: the share, 0 < F < 1, that takes --slow-service"
	.align 8
.LC741:
	.string	"bimodal: the slow requests' service time"
	.section	.rodata.str1.1
.LC742:
	.string	"periodic|poisson"
	.section	.rodata.str1.8
	.align 8
.LC743:
	.string	"stall starts every --period, or at\nexponential gaps of mean --period (periodic)"
	.section	.rodata.str1.1
.LC744:
	.string	"fixed|exp"
	.section	.rodata.str1.8
	.align 8
.LC745:
	.string	"each stall --stall long, or exponential of that mean"
	.section	.rodata.str1.1
.LC746:
	.string	"FILE"
	.section	.rodata.str1.8
	.align 8
.LC747:
	.string	"replay due times: one integer ns a line, non-decreasing"
	.section	.rodata.str1.1
.LC748:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC749:
	.string	"how the closed loop treats slots it missed"
	.section	.rodata.str1.1
.LC750:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC751:
	.string	"C closed loops share the schedule (1)"
	.section	.rodata.str1.1
.LC752:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC753:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.align 8
.LC754:
	.string	"clients give up on a request after T (from its send); adds\nthe completed and censored views"
	.section	.rodata.str1.1
.LC755:
	.string	"K"
	.section	.rodata.str1.8
	.align 8
.LC756:
	.string	"the server rejects a request that finds K waiting; adds\nthe ok and all views"
	.align 8
.LC757:
	.string	"with --queue-limit: a rejection reaches the client after T (0)"
	.align 8
.LC758:
	.string	"the open loop's sender stops for T once a\n--generator-period; adds the intended, actual and lag views"
	.align 8
.LC759:
	.string	"time between its pauses, 0 for one pause (1s)"
	.align 8
.LC760:
	.string	"start of its first pause (half the period; 500ms)"
	.section	.rodata.str1.1
.LC761:
	.string	"base|last-send"
	.section	.rodata.str1.8
	.align 8
.LC762:
	.string	"the open loop sends request i when due (base),\nor one schedule gap after request i-1 left (last-send: drifts)"
	.align 8
.LC763:
	.string	"the open loop keeps at most K requests outstanding (1-1000)"
	.section	.rodata.str1.1
.LC764:
	.string	"block|drop"
	.section	.rodata.str1.8
	.align 8
.LC765:
	.string	"with --max-in-flight: wait for a slot, or drop (block)"
	.section	.rodata.str1.1
.LC766:
	.string	"the slow line (1ms)"
.LC767:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC768:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.align 8
.LC769:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC770:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC771:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.section	.rodata.str1.1
.LC772:
	.string	"as QUICK=1"
	.section	.rodata.str1.8
	.align 8
.LC773:
	.string	"also every rep's checked numbers, a line a set"
	.section	.rodata.str1.1
.LC774:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC775:
	.string	"default, feed-10ms-stall, one-2s-stall, hundred-requests,\nhundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal, gc-pauses,\ntimeouts, shedding, generator-gc, drift, in-flight-cap, mm1k-90"
	.align 8
.LC776:
	.string	"correct a recorded trace: one latency a line (ns or a unit)"
	.section	.rodata.str1.1
.LC777:
	.string	"LIST"
	.section	.rodata.str1.8
	.align 8
.LC778:
	.string	"the same from a list: 2ms*99,1000ms"
	.section	.rodata.str1.1
.LC779:
	.string	"load|stall"
	.section	.rodata.str1.8
	.align 8
.LC780:
	.string	"one table over load 10-95% or stall length"
	.section	.rodata.str1.1
.LC781:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC782:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC783:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.align 8
.LC784:
	.string	"the closed form against the reference simulation;\nexit 0 if they agree, 1 if not, 3 if no closed form holds"
	.align 8
.LC785:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC786:
	.string	"run the unit checks and exit"
.LC787:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 1440
OPTIONS:
	.quad	.LC123
	.long	0
	.zero	4
	.quad	.LC721
	.quad	.LC722
	.quad	.LC127
	.long	0
	.zero	4
	.quad	.LC721
	.quad	.LC723
	.quad	.LC130
	.long	0
	.zero	4
	.quad	.LC721
	.quad	.LC724
	.quad	.LC132
	.long	0
	.zero	4
	.quad	.LC721
	.quad	.LC725
	.quad	.LC134
	.long	0
	.zero	4
	.quad	.LC721
	.quad	.LC726
	.quad	.LC154
	.long	0
	.zero	4
	.quad	.LC721
	.quad	.LC727
	.quad	.LC157
	.long	0
	.zero	4
	.quad	.LC728
	.quad	.LC729
	.quad	.LC292
	.long	0
	.zero	4
	.quad	.LC730
	.quad	.LC731
	.quad	.LC172
	.long	0
	.zero	4
	.quad	.LC732
	.quad	.LC733
	.quad	.LC175
	.long	0
	.zero	4
	.quad	.LC734
	.quad	.LC735
	.quad	.LC285
	.long	0
	.zero	4
	.quad	.LC736
	.quad	.LC737
	.quad	.LC167
	.long	0
	.zero	4
	.quad	.LC734
	.quad	.LC738
	.quad	.LC168
	.long	0
	.zero	4
	.quad	.LC739
	.quad	.LC740
	.quad	.LC164
	.long	0
	.zero	4
	.quad	.LC721
	.quad	.LC741
	.quad	.LC287
	.long	0
	.zero	4
	.quad	.LC742
	.quad	.LC743
	.quad	.LC289
	.long	0
	.zero	4
	.quad	.LC744
	.quad	.LC745
	.quad	.LC232
	.long	0
	.zero	4
	.quad	.LC746
	.quad	.LC747
	.quad	.LC295
	.long	0
	.zero	4
	.quad	.LC748
	.quad	.LC749
	.quad	.LC178
	.long	0
	.zero	4
	.quad	.LC750
	.quad	.LC751
	.quad	.LC160
	.long	0
	.zero	4
	.quad	.LC752
	.quad	.LC753
	.quad	.LC138
	.long	0
	.zero	4
	.quad	.LC721
	.quad	.LC754
	.quad	.LC147
	.long	0
	.zero	4
	.quad	.LC755
	.quad	.LC756
	.quad	.LC144
	.long	0
	.zero	4
	.quad	.LC721
	.quad	.LC757
	.quad	.LC141
	.long	0
	.zero	4
	.quad	.LC721
	.quad	.LC758
	.quad	.LC145
	.long	0
	.zero	4
	.quad	.LC721
	.quad	.LC759
	.quad	.LC146
	.long	0
	.zero	4
	.quad	.LC721
	.quad	.LC760
	.quad	.LC301
	.long	0
	.zero	4
	.quad	.LC761
	.quad	.LC762
	.quad	.LC151
	.long	0
	.zero	4
	.quad	.LC755
	.quad	.LC763
	.quad	.LC306
	.long	0
	.zero	4
	.quad	.LC764
	.quad	.LC765
	.quad	.LC136
	.long	0
	.zero	4
	.quad	.LC721
	.quad	.LC766
	.quad	.LC272
	.long	0
	.zero	4
	.quad	.LC767
	.quad	.LC768
	.quad	.LC169
	.long	0
	.zero	4
	.quad	.LC728
	.quad	.LC769
	.quad	.LC277
	.long	0
	.zero	4
	.quad	.LC770
	.quad	.LC771
	.quad	.LC264
	.long	1
	.zero	4
	.quad	0
	.quad	.LC772
	.quad	.LC266
	.long	1
	.zero	4
	.quad	0
	.quad	.LC773
	.quad	.LC566
	.long	0
	.zero	4
	.quad	.LC774
	.quad	.LC775
	.quad	.LC311
	.long	0
	.zero	4
	.quad	.LC746
	.quad	.LC776
	.quad	.LC312
	.long	0
	.zero	4
	.quad	.LC777
	.quad	.LC778
	.quad	.LC316
	.long	0
	.zero	4
	.quad	.LC779
	.quad	.LC780
	.quad	.LC313
	.long	0
	.zero	4
	.quad	.LC781
	.quad	.LC782
	.quad	.LC265
	.long	1
	.zero	4
	.quad	0
	.quad	.LC783
	.quad	.LC267
	.long	1
	.zero	4
	.quad	0
	.quad	.LC784
	.quad	.LC497
	.long	2
	.zero	4
	.quad	0
	.quad	.LC785
	.quad	.LC500
	.long	2
	.zero	4
	.quad	0
	.quad	.LC786
	.quad	.LC257
	.long	2
	.zero	4
	.quad	0
	.quad	.LC787
	.section	.rodata.str1.1
.LC788:
	.string	"feed-10ms-stall"
.LC789:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC790:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC791:
	.string	"one-2s-stall"
.LC792:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC793:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC794:
	.string	"hundred-requests"
.LC795:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC796:
	.string	"--trace-values 2ms*99,1000ms --expected-interval 10ms --rank ceil"
	.section	.rodata.str1.1
.LC797:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC798:
	.string	"--trace-values 2ms*99,200ms --expected-interval 50ms --rank ceil"
	.section	.rodata.str1.1
.LC799:
	.string	"mm1-half"
.LC800:
	.string	"seed 003, M/M/1 at rho 0.5"
	.section	.rodata.str1.8
	.align 8
.LC801:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC802:
	.string	"mm1-90"
.LC803:
	.string	"seed 003, M/M/1 at rho 0.9"
	.section	.rodata.str1.8
	.align 8
.LC804:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC805:
	.string	"mm1-99"
.LC806:
	.string	"seed 003, M/M/1 at rho 0.99"
	.section	.rodata.str1.8
	.align 8
.LC807:
	.string	"--schedule poisson --rate 9900 --service-dist exp --service 100us --stall 0 --requests 200000000 --reps 1"
	.section	.rodata.str1.1
.LC808:
	.string	"bimodal"
	.section	.rodata.str1.8
	.align 8
.LC809:
	.string	"the lab, M/G/1: 1 % of requests take 10 ms"
	.align 8
.LC810:
	.string	"--schedule poisson --rate 2500 --service-dist bimodal --service 100us --slow-fraction 0.01 --slow-service 10ms --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC811:
	.string	"gc-pauses"
.LC812:
	.string	"the lab, random pauses"
	.section	.rodata.str1.8
	.align 8
.LC813:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stalls poisson --period 2s --stall-dist exp --stall 50ms --duration 600s --reps 1"
	.align 8
.LC814:
	.string	"seeds 003 and 004, a timeout left out"
	.section	.rodata.str1.1
.LC815:
	.string	"--timeout 50ms"
.LC816:
	.string	"shedding"
	.section	.rodata.str1.8
	.align 8
.LC817:
	.string	"seed 003, load shed as fast errors"
	.section	.rodata.str1.1
.LC818:
	.string	"--queue-limit 10"
.LC819:
	.string	"generator-gc"
	.section	.rodata.str1.8
	.align 8
.LC820:
	.string	"seed 003, a sender that pauses"
	.align 8
.LC821:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0"
	.section	.rodata.str1.1
.LC822:
	.string	"drift"
	.section	.rodata.str1.8
	.align 8
.LC823:
	.string	"seed 003, a schedule from the last send"
	.align 8
.LC824:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0 --schedule-from last-send"
	.section	.rodata.str1.1
.LC825:
	.string	"in-flight-cap"
	.section	.rodata.str1.8
	.align 8
.LC826:
	.string	"seed 003, a cap on requests in flight"
	.section	.rodata.str1.1
.LC827:
	.string	"--max-in-flight 10"
.LC828:
	.string	"mm1k-90"
	.section	.rodata.str1.8
	.align 8
.LC829:
	.string	"seed 003, M/M/1/K at rho 0.9, K 10"
	.align 8
.LC830:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --queue-limit 10 --requests 8000000 --reps 1"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 384
SCENARIOS:
	.quad	.LC495
	.quad	.LC496
	.quad	.LC11
	.quad	.LC788
	.quad	.LC789
	.quad	.LC790
	.quad	.LC791
	.quad	.LC792
	.quad	.LC793
	.quad	.LC794
	.quad	.LC795
	.quad	.LC796
	.quad	.LC797
	.quad	.LC795
	.quad	.LC798
	.quad	.LC799
	.quad	.LC800
	.quad	.LC801
	.quad	.LC802
	.quad	.LC803
	.quad	.LC804
	.quad	.LC805
	.quad	.LC806
	.quad	.LC807
	.quad	.LC808
	.quad	.LC809
	.quad	.LC810
	.quad	.LC811
	.quad	.LC812
	.quad	.LC813
	.quad	.LC374
	.quad	.LC814
	.quad	.LC815
	.quad	.LC816
	.quad	.LC817
	.quad	.LC818
	.quad	.LC819
	.quad	.LC820
	.quad	.LC821
	.quad	.LC822
	.quad	.LC823
	.quad	.LC824
	.quad	.LC825
	.quad	.LC826
	.quad	.LC827
	.quad	.LC828
	.quad	.LC829
	.quad	.LC830
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC407
	.quad	.LC410
	.quad	.LC406
	.section	.rodata.str1.1
.LC831:
	.string	"completed"
.LC832:
	.string	"censored"
.LC833:
	.string	"ok"
.LC834:
	.string	"all"
.LC835:
	.string	"actual"
.LC836:
	.string	"lag"
	.section	.data.rel.ro.local
	.align 32
	.type	OSET_NAME, @object
	.size	OSET_NAME, 56
OSET_NAME:
	.quad	.LC831
	.quad	.LC832
	.quad	.LC833
	.quad	.LC834
	.quad	.LC375
	.quad	.LC835
	.quad	.LC836
	.align 32
	.type	REFERENCE_WALK, @object
	.size	REFERENCE_WALK, 48
REFERENCE_WALK:
	.quad	ref_walker_start
	.quad	walker_hand
	.quad	ref_walker_run
	.quad	ref_walker_end
	.quad	ref_walker_totals
	.quad	ref_mean_interval
	.align 32
	.type	GENERAL_WALK, @object
	.size	GENERAL_WALK, 48
GENERAL_WALK:
	.quad	general_start
	.quad	walker_hand
	.quad	general_run
	.quad	general_end
	.quad	general_totals
	.quad	mean_interval
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC350
	.quad	.LC349
	.quad	.LC368
	.section	.rodata.str1.1
.LC837:
	.string	"p90"
.LC838:
	.string	"p99.99"
.LC839:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC667
	.quad	.LC837
	.quad	.LC670
	.quad	.LC671
	.quad	.LC838
	.quad	.LC839
	.section	.rodata.str1.1
.LC840:
	.string	"p999"
.LC841:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC667
	.quad	.LC837
	.quad	.LC670
	.quad	.LC840
	.quad	.LC841
	.quad	.LC839
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
	.quad	.LC278
	.quad	.LC279
	.quad	.LC281
	.quad	.LC282
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 16
RANK_NAME:
	.quad	.LC273
	.quad	.LC274
	.align 16
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 24
CLOSED_NAME:
	.quad	.LC296
	.quad	.LC297
	.quad	.LC298
	.section	.rodata.str1.1
.LC842:
	.string	"lognormal"
	.section	.data.rel.ro.local
	.align 32
	.type	SERVICE_DIST_NAME, @object
	.size	SERVICE_DIST_NAME, 32
SERVICE_DIST_NAME:
	.quad	.LC290
	.quad	.LC291
	.quad	.LC808
	.quad	.LC842
	.section	.rodata.str1.1
.LC843:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC290
	.quad	.LC288
	.quad	.LC843
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC0:
	.long	0
	.long	1017118720
	.align 8
.LC2:
	.long	0
	.long	1072693248
	.align 8
.LC28:
	.long	0
	.long	1104006501
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC30:
	.long	0
	.long	-2147483648
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC31:
	.long	0
	.long	1090021888
	.align 8
.LC32:
	.long	-1577058304
	.long	1114446484
	.section	.rodata.cst16
	.align 16
.LC46:
	.quad	8390326386894792992
	.quad	8751168585111452281
	.align 16
.LC47:
	.quad	8461454894915218464
	.quad	2334109732628886643
	.align 16
.LC48:
	.quad	7308901430183358312
	.quad	32199620762627616
	.section	.rodata.cst8
	.align 8
.LC52:
	.long	0
	.long	1081589760
	.align 8
.LC53:
	.long	0
	.long	1081794560
	.align 8
.LC54:
	.long	0
	.long	1082535936
	.align 8
.LC55:
	.long	0
	.long	1079246848
	.set	.LC58,.LC242+8
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
	.set	.LC66,.LC327+8
	.align 8
.LC67:
	.long	0
	.long	1074790400
	.align 8
.LC72:
	.long	0
	.long	1079574528
	.align 8
.LC73:
	.long	-17155601
	.long	1072049730
	.align 8
.LC74:
	.long	0
	.long	1073741824
	.align 8
.LC82:
	.long	0
	.long	1138753536
	.align 8
.LC86:
	.long	0
	.long	1071644672
	.align 8
.LC87:
	.long	0
	.long	-1067909120
	.align 8
.LC88:
	.long	-2127697391
	.long	1030854553
	.align 8
.LC89:
	.long	0
	.long	1077870592
	.align 8
.LC90:
	.long	0
	.long	1067450368
	.align 8
.LC91:
	.long	0
	.long	1081671680
	.align 8
.LC233:
	.long	858993459
	.long	1075917619
	.align 8
.LC234:
	.long	0
	.long	1125122048
	.align 8
.LC235:
	.long	0
	.long	1137704960
	.align 8
.LC236:
	.long	0
	.long	-1073741824
	.align 8
.LC237:
	.long	1413754136
	.long	1075388923
	.align 8
.LC238:
	.long	0
	.long	1101206224
	.align 8
.LC239:
	.long	0
	.long	1102879800
	.section	.rodata.cst16
	.align 16
.LC242:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC243:
	.long	0
	.long	1093567616
	.align 8
.LC244:
	.long	-858993459
	.long	1072745676
	.align 8
.LC250:
	.long	0
	.long	1081524224
	.section	.rodata.cst16
	.align 16
.LC327:
	.long	0
	.long	0
	.long	0
	.long	1083129856
	.section	.rodata.cst8
	.align 8
.LC415:
	.long	1202590848
	.long	1065646817
	.align 8
.LC416:
	.long	2061584302
	.long	1072672276
	.align 8
.LC417:
	.long	-1145744107
	.long	-1072534607
	.align 8
.LC418:
	.long	-400107883
	.long	1041313291
	.align 8
.LC429:
	.long	-1145744107
	.long	1074949041
	.section	.rodata.cst16
	.align 16
.LC493:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC494:
	.quad	1
	.quad	200000
	.align 16
.LC515:
	.quad	1000
	.quad	1000
	.align 16
.LC531:
	.quad	1000
	.quad	5000
	.section	.rodata.cst8
	.align 8
.LC540:
	.long	0
	.long	1091070464
	.align 8
.LC622:
	.long	0
	.long	1114636288
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
