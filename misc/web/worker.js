// worker.js: runs bench's module off the page's thread, one run a message.
// The first message carries the module's bytes; each later one an argument
// list and an id, and the reply carries the id back with what bench printed.

'use strict';

let compiled = null;

onmessage = (e) => {
	const m = e.data;
	if (m.wasm) {
		compiled = new WebAssembly.Module(m.wasm);
		return;
	}
	const started = performance.now();
	let r;
	try {
		r = runBench(compiled, m.args);
	} catch (err) {
		r = { status: 70, stdout: '', stderr: 'lab: the module stopped: ' + err, files: {} };
	}
	r.id = m.id;
	r.ms = performance.now() - started;
	postMessage(r);
};
