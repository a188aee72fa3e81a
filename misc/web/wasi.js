// wasi.js: just enough of WASI (preview 1) to run bench.c's module once and
// collect what it printed and wrote. Written for this project: bench needs
// its arguments, stdout and stderr, a clock, exit, and a handful of files
// (--export writes through a temporary file and renames it into place). The
// files live in memory, in one flat folder preopened as "/"; nothing touches
// the disk or the network. Every call bench does not make answers ENOSYS.
//
// runBench(module, args) -> { status, stdout, stderr, files: { name: text } }

'use strict';

const WASI_ESUCCESS = 0;
const WASI_EBADF = 8;
const WASI_EEXIST = 20;
const WASI_EINVAL = 28;
const WASI_ENOENT = 44;
const WASI_ENOSYS = 52;
const WASI_ESPIPE = 70;

const FILETYPE_CHARACTER_DEVICE = 2;
const FILETYPE_DIRECTORY = 3;
const FILETYPE_REGULAR_FILE = 4;

const OFLAGS_CREAT = 1;
const OFLAGS_EXCL = 4;
const OFLAGS_TRUNC = 8;

const ROOT_FD = 3;

class Exit {
	constructor(code) { this.code = code; }
}

function runBench(module, args, inputs) {
	const enc = new TextEncoder();
	const dec = new TextDecoder();
	const argv = ['lab', ...args].map((a) => enc.encode(a + '\0'));
	const files = new Map();           // name -> Uint8Array (the folder "/")
	const open = new Map();            // fd -> { name, pos }
	const out = { 1: [], 2: [] };      // stdout, stderr: chunks of bytes
	let nextFd = ROOT_FD + 1;
	let memory;

	for (const [name, text] of Object.entries(inputs || {}))
		files.set(name, enc.encode(text));

	const view = () => new DataView(memory.buffer);
	const bytes = (ptr, len) => new Uint8Array(memory.buffer, ptr, len);
	const str = (ptr, len) => dec.decode(bytes(ptr, len).slice());
	// the folder is flat: "a/b" and "/a/b" name the file "a/b"
	const clean = (p) => p.replace(/^\/+/, '').replace(/^\.\//, '');

	function writeStrings(list, ptrs, buf) {
		const v = view();
		for (const s of list) {
			v.setUint32(ptrs, buf, true);
			bytes(buf, s.length).set(s);
			ptrs += 4;
			buf += s.length;
		}
		return WASI_ESUCCESS;
	}

	function writeFilestat(ptr, type, size) {
		const v = view();
		bytes(ptr, 64).fill(0);
		v.setUint8(ptr + 16, type);
		v.setBigUint64(ptr + 24, 1n, true);
		v.setBigUint64(ptr + 32, BigInt(size), true);
	}

	function gather(iovs, n) {
		const v = view();
		const parts = [];
		let total = 0;
		for (let i = 0; i < n; i++) {
			const p = v.getUint32(iovs + 8 * i, true);
			const l = v.getUint32(iovs + 8 * i + 4, true);
			parts.push(bytes(p, l).slice());
			total += l;
		}
		return { parts, total };
	}

	const wasi = {
		args_sizes_get(argc, size) {
			view().setUint32(argc, argv.length, true);
			view().setUint32(size, argv.reduce((s, a) => s + a.length, 0), true);
			return WASI_ESUCCESS;
		},
		args_get(ptrs, buf) { return writeStrings(argv, ptrs, buf); },
		environ_sizes_get(count, size) {
			view().setUint32(count, 0, true);
			view().setUint32(size, 0, true);
			return WASI_ESUCCESS;
		},
		environ_get() { return WASI_ESUCCESS; },
		clock_time_get(id, precision, result) {
			// 0 realtime; the others (monotonic, process and thread time) from
			// the page's monotonic clock, in whole nanoseconds
			const ns = id === 0 ? BigInt(Date.now()) * 1000000n
				: BigInt(Math.round(performance.now() * 1e6));
			view().setBigUint64(result, ns, true);
			return WASI_ESUCCESS;
		},
		fd_write(fd, iovs, n, written) {
			const { parts, total } = gather(iovs, n);
			if (fd === 1 || fd === 2) {
				out[fd].push(...parts);
			} else {
				const f = open.get(fd);
				if (!f) return WASI_EBADF;
				const old = files.get(f.name);
				const grown = new Uint8Array(Math.max(old.length, f.pos + total));
				grown.set(old);
				for (const p of parts) {
					grown.set(p, f.pos);
					f.pos += p.length;
				}
				files.set(f.name, grown);
			}
			view().setUint32(written, total, true);
			return WASI_ESUCCESS;
		},
		fd_read(fd, iovs, n, read) {
			const v = view();
			let total = 0;
			const f = open.get(fd);
			if (fd !== 0 && !f) return WASI_EBADF;
			const data = f ? files.get(f.name) : new Uint8Array(0);
			for (let i = 0; i < n; i++) {
				const p = v.getUint32(iovs + 8 * i, true);
				const l = v.getUint32(iovs + 8 * i + 4, true);
				const pos = f ? f.pos : 0;
				const chunk = data.subarray(pos, Math.min(data.length, pos + l));
				bytes(p, chunk.length).set(chunk);
				if (f) f.pos += chunk.length;
				total += chunk.length;
				if (chunk.length < l) break;
			}
			v.setUint32(read, total, true);
			return WASI_ESUCCESS;
		},
		fd_seek(fd, offset, whence, result) {
			const f = open.get(fd);
			if (!f) return fd <= 2 ? WASI_ESPIPE : WASI_EBADF;
			const size = files.get(f.name).length;
			const base = whence === 0 ? 0 : whence === 1 ? f.pos : size;
			const pos = base + Number(offset);
			if (pos < 0) return WASI_EINVAL;
			f.pos = pos;
			view().setBigUint64(result, BigInt(pos), true);
			return WASI_ESUCCESS;
		},
		fd_close(fd) {
			if (!open.delete(fd) && fd > 2) return WASI_EBADF;
			return WASI_ESUCCESS;
		},
		fd_fdstat_get(fd, ptr) {
			const type = fd <= 2 ? FILETYPE_CHARACTER_DEVICE
				: fd === ROOT_FD ? FILETYPE_DIRECTORY
				: open.has(fd) ? FILETYPE_REGULAR_FILE : -1;
			if (type < 0) return WASI_EBADF;
			const v = view();
			bytes(ptr, 24).fill(0);
			v.setUint8(ptr, type);
			// every right, base and inheriting: the folder is the module's own
			v.setBigUint64(ptr + 8, 0xffffffffffffffffn, true);
			v.setBigUint64(ptr + 16, 0xffffffffffffffffn, true);
			return WASI_ESUCCESS;
		},
		fd_fdstat_set_flags() { return WASI_ESUCCESS; },
		fd_filestat_get(fd, ptr) {
			if (fd <= 2) writeFilestat(ptr, FILETYPE_CHARACTER_DEVICE, 0);
			else if (fd === ROOT_FD) writeFilestat(ptr, FILETYPE_DIRECTORY, 0);
			else if (open.has(fd)) writeFilestat(ptr, FILETYPE_REGULAR_FILE, files.get(open.get(fd).name).length);
			else return WASI_EBADF;
			return WASI_ESUCCESS;
		},
		fd_prestat_get(fd, ptr) {
			if (fd !== ROOT_FD) return WASI_EBADF;
			view().setUint32(ptr, 0, true);       // a directory
			view().setUint32(ptr + 4, 1, true);   // its name, "/", is one byte
			return WASI_ESUCCESS;
		},
		fd_prestat_dir_name(fd, ptr, len) {
			if (fd !== ROOT_FD || len < 1) return WASI_EBADF;
			bytes(ptr, 1).set(enc.encode('/'));
			return WASI_ESUCCESS;
		},
		path_filestat_get(fd, flags, path, len, ptr) {
			const name = clean(str(path, len));
			if (name === '' || name === '.') writeFilestat(ptr, FILETYPE_DIRECTORY, 0);
			else if (files.has(name)) writeFilestat(ptr, FILETYPE_REGULAR_FILE, files.get(name).length);
			else return WASI_ENOENT;
			return WASI_ESUCCESS;
		},
		path_open(dirfd, dirflags, path, len, oflags, rightsBase, rightsInh, fdflags, result) {
			if (dirfd !== ROOT_FD) return WASI_EBADF;
			const name = clean(str(path, len));
			if (files.has(name)) {
				if (oflags & OFLAGS_EXCL) return WASI_EEXIST;
				if (oflags & OFLAGS_TRUNC) files.set(name, new Uint8Array(0));
			} else if (oflags & OFLAGS_CREAT) {
				files.set(name, new Uint8Array(0));
			} else {
				return WASI_ENOENT;
			}
			const fd = nextFd++;
			open.set(fd, { name, pos: 0 });
			view().setUint32(result, fd, true);
			return WASI_ESUCCESS;
		},
		path_rename(fd, oldPath, oldLen, fd2, newPath, newLen) {
			const from = clean(str(oldPath, oldLen));
			if (!files.has(from)) return WASI_ENOENT;
			files.set(clean(str(newPath, newLen)), files.get(from));
			files.delete(from);
			return WASI_ESUCCESS;
		},
		path_unlink_file(fd, path, len) {
			return files.delete(clean(str(path, len))) ? WASI_ESUCCESS : WASI_ENOENT;
		},
		path_remove_directory() { return WASI_ENOENT; },
		proc_exit(code) { throw new Exit(code); },
	};
	// anything else bench might import answers "not supported"
	const imports = new Proxy(wasi, {
		get: (t, k) => (k in t ? t[k] : () => WASI_ENOSYS),
	});

	const instance = new WebAssembly.Instance(module, { wasi_snapshot_preview1: imports });
	memory = instance.exports.memory;
	let status = 0;
	try {
		instance.exports._start();
	} catch (e) {
		if (!(e instanceof Exit)) throw e;
		status = e.code;
	}
	const text = (chunks) => {
		const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
		let at = 0;
		for (const c of chunks) {
			all.set(c, at);
			at += c.length;
		}
		return dec.decode(all);
	};
	const written = {};
	for (const [name, data] of files) written[name] = dec.decode(data);
	return { status, stdout: text(out[1]), stderr: text(out[2]), files: written };
}

if (typeof module !== 'undefined') module.exports = { runBench };
