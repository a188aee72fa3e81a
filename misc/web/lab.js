// lab.js: the page. Controls are bench's own options, spelled as on the
// command line and read as text, so bench itself judges every value and its
// error line is the page's. An empty control leaves the option out (bench's
// default). The address bar's query string mirrors the controls.

'use strict';

// name: the option without "--"; kind: time, text or a list of choices;
// slider: a logarithmic range in ns for the controls that have one.
const GROUPS = [
	['The server', [
		{ name: 'service', label: 'Service time', kind: 'time', def: '100us', slider: [100, 1e8] },
		{ name: 'service-dist', label: 'Service times', choices: ['fixed', 'exp', 'bimodal', 'lognormal'] },
		{ name: 'service-cv', label: 'Lognormal: coefficient of variation', kind: 'text' },
		{ name: 'slow-fraction', label: 'Bimodal: share of slow requests', kind: 'text' },
		{ name: 'slow-service', label: 'Bimodal: slow service time', kind: 'time' },
	]],
	['The stalls', [
		{ name: 'stall', label: 'Stall length', kind: 'time', def: '200ms', slider: [1e5, 5e8] },
		{ name: 'period', label: 'Time between stalls (0: one stall)', kind: 'time', def: '1s' },
		{ name: 'first-stall', label: 'First stall at', kind: 'time', def: '500ms' },
		{ name: 'stalls', label: 'Stall starts', choices: ['periodic', 'poisson'] },
		{ name: 'stall-dist', label: 'Stall lengths', choices: ['fixed', 'exp'] },
	]],
	['The schedule', [
		{ name: 'interval', label: 'Interval between requests', kind: 'time', def: '200us', slider: [1e3, 1e8] },
		{ name: 'schedule', label: 'Arrivals', choices: ['fixed', 'poisson'] },
		{ name: 'rate', label: 'Poisson rate, requests a second', kind: 'text' },
		{ name: 'duration', label: 'Run length', kind: 'time', def: '20s' },
		{ name: 'requests', label: 'Or a number of requests', kind: 'text' },
		{ name: 'seed', label: 'Seed', kind: 'text', def: '0' },
	]],
	['The clients and the correction', [
		{ name: 'closed', label: 'Closed loop after a stall', choices: ['catch-up', 'skip', 'back-to-back'] },
		{ name: 'connections', label: 'Connections', kind: 'text', def: '1' },
		{ name: 'expected-interval', label: 'Expected interval (a time, or mean)', kind: 'time' },
		{ name: 'rank', label: 'Rank rule', choices: ['round', 'ceil'] },
		{ name: 'slow-above', label: 'Slow above', kind: 'time', def: '1ms' },
	]],
	['What the clients omit', [
		{ name: 'timeout', label: 'Timeout', kind: 'time' },
		{ name: 'queue-limit', label: 'Queue limit', kind: 'text' },
		{ name: 'reject-time', label: 'Rejection reaches the client after', kind: 'time' },
		{ name: 'generator-pause', label: 'Sender pauses for', kind: 'time' },
		{ name: 'generator-period', label: 'Sender pauses every', kind: 'time' },
		{ name: 'generator-first', label: 'First sender pause at', kind: 'time' },
		{ name: 'schedule-from', label: 'Open loop schedules from', choices: ['base', 'last-send'] },
		{ name: 'max-in-flight', label: 'At most in flight', kind: 'text' },
		{ name: 'when-full', label: 'When full', choices: ['block', 'drop'] },
	]],
	['A recorded trace instead', [
		{ name: 'trace-values', label: 'Latencies (e.g. 2ms*99,1000ms)', kind: 'text' },
	]],
];
const CONTROLS = GROUPS.flatMap(([, list]) => list);
const BY_NAME = new Map(CONTROLS.map((c) => [c.name, c]));

// The presets are bench's scenarios of the same names, spelled out.
const PRESETS = [
	['default', "seed 000's default: a server that stalls 200 ms a second", ''],
	['feed-10ms-stall', "seed 002's feed with one 10 ms stall",
		'--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000'],
	['one-2s-stall', "seed 003's one 2 s stall",
		'--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s ' +
		'--closed back-to-back --expected-interval 1ms --rank ceil'],
	['hundred-requests', "seed 004's hundred requests",
		'--trace-values 2ms*99,1000ms --expected-interval 10ms --rank ceil'],
	['hundred-requests-exercise', "seed 004's exercise (predict first)",
		'--trace-values 2ms*99,200ms --expected-interval 50ms --rank ceil'],
	['mm1k-shedding', 'a queue limit of 10: load shed as fast errors', '--queue-limit 10'],
];

// The options every run of the page adds: one rep (the numbers are the
// same for any number; the check count is the CLI's for these arguments),
// and the charts written to lab-*.svg.
const RUN_TAIL = ['--reps', '1', '--export', 'lab-'];

const $ = (id) => document.getElementById(id);
const UNITS = [['s', 1e9], ['ms', 1e6], ['us', 1e3], ['ns', 1]];

// "195100000" -> "195.1 ms": the exact value in ns, in the largest unit
// that keeps it at 1 or more, every digit kept.
function showNs(s) {
	const ns = BigInt(s);
	for (const [unit, size] of UNITS) {
		const b = BigInt(size);
		if (ns >= b || unit === 'ns') {
			const whole = ns / b;
			const frac = (ns % b).toString().padStart(String(size).length - 1, '0').replace(/0+$/, '');
			return whole + (frac && size > 1 ? '.' + frac : '') + ' ' + unit;
		}
	}
	return s + ' ns';
}

// a slider's position (0-1000) and a time in ns, logarithmically
function sliderNs(c, pos) {
	const [lo, hi] = c.slider;
	const ns = lo * Math.pow(hi / lo, pos / 1000);
	const p = Math.pow(10, Math.floor(Math.log10(ns)) - 2); // three digits
	return Math.round(ns / p) * p;
}
function sliderPos(c, ns) {
	const [lo, hi] = c.slider;
	return Math.round(1000 * Math.log(ns / lo) / Math.log(hi / lo));
}
// bench's time syntax for a number of ns, in the unit that reads best
function timeText(ns) {
	for (const [unit, size] of UNITS)
		if (ns >= size || unit === 'ns')
			return String(Number((ns / size).toPrecision(6))) + unit;
	return ns + 'ns';
}
function parseTime(t) {
	const m = /^([0-9]*\.?[0-9]+)(ns|us|ms|s)$/.exec(t.trim());
	return m ? Number(m[1]) * UNITS.find(([u]) => u === m[2])[1] : NaN;
}

function buildControls() {
	const form = $('controls');
	for (const [legend, list] of GROUPS) {
		const fs = document.createElement('fieldset');
		fs.innerHTML = '<legend></legend>';
		fs.querySelector('legend').textContent = legend;
		for (const c of list) {
			const row = document.createElement('div');
			row.className = 'control';
			const id = 'opt-' + c.name;
			const label = document.createElement('label');
			label.htmlFor = id;
			label.textContent = c.label + ' ';
			const code = document.createElement('code');
			code.textContent = '--' + c.name;
			label.append(code);
			row.append(label);
			let input;
			if (c.choices) {
				input = document.createElement('select');
				input.add(new Option('(bench\'s default)', ''));
				for (const v of c.choices) input.add(new Option(v, v));
			} else {
				input = document.createElement('input');
				input.type = 'text';
				input.spellcheck = false;
				input.autocomplete = 'off';
				if (c.def) input.placeholder = c.def;
			}
			input.id = id;
			input.name = c.name;
			input.setAttribute('aria-describedby', id + '-error');
			row.append(input);
			if (c.slider) {
				const range = document.createElement('input');
				range.type = 'range';
				range.min = 0;
				range.max = 1000;
				range.id = id + '-slider';
				range.setAttribute('aria-label', c.label + ' (slider, logarithmic)');
				range.value = sliderPos(c, parseTime(c.def));
				range.addEventListener('input', () => {
					input.value = timeText(sliderNs(c, Number(range.value)));
					changed();
				});
				input.addEventListener('input', () => {
					const ns = parseTime(input.value || c.def);
					if (ns > 0) range.value = sliderPos(c, Math.min(Math.max(ns, c.slider[0]), c.slider[1]));
				});
				row.append(range);
			}
			if (c.name === 'stall') {
				// where the columns separate, found after each run
				const hint = document.createElement('p');
				hint.id = 'stall-hint';
				hint.className = 'hint';
				row.append(hint);
			}
			const err = document.createElement('p');
			err.id = id + '-error';
			err.className = 'error';
			err.hidden = true;
			row.append(err);
			input.addEventListener(c.choices ? 'change' : 'input', changed);
			fs.append(row);
		}
		form.append(fs);
	}
	for (const [name, text] of PRESETS)
		$('preset').add(new Option(text, name));
	$('preset').addEventListener('change', () => {
		const p = PRESETS.find(([name]) => name === $('preset').value);
		if (p) setControls(parseArgs(p[2]));
		changed();
	});
	$('reset').addEventListener('click', () => {
		setControls([]);
		$('preset').value = '';
		changed();
	});
}

// "--a 1 --b 2" -> [['a', '1'], ['b', '2']]
function parseArgs(s) {
	const w = s.split(' ').filter(Boolean);
	const out = [];
	for (let i = 0; i + 1 < w.length; i += 2) out.push([w[i].replace(/^--/, ''), w[i + 1]]);
	return out;
}

// Unknown names from the address bar are kept and passed on, so that bench
// names them in its own error line.
let extra = [];

function setControls(pairs) {
	extra = [];
	for (const c of CONTROLS) $('opt-' + c.name).value = '';
	for (const [k, v] of pairs) {
		const el = BY_NAME.has(k) && $('opt-' + k);
		if (el) el.value = v;
		else extra.push([k, v]);
	}
	for (const c of CONTROLS) if (c.slider) $('opt-' + c.name).dispatchEvent(new Event('input'));
}

function currentPairs() {
	const pairs = [];
	for (const c of CONTROLS) {
		const v = $('opt-' + c.name).value.trim();
		if (v !== '') pairs.push([c.name, v]);
	}
	return pairs.concat(extra);
}

function argsOf(pairs) {
	return pairs.flatMap(([k, v]) => ['--' + k, v]);
}

// a word a shell takes as it is, or quoted
function shellWord(w) {
	return /^[A-Za-z0-9_.,=:/+@%-]+$/.test(w) ? w : "'" + w.replace(/'/g, "'\\''") + "'";
}

// ---- the worker ----

let worker;
let nextId = 1;
const waiting = new Map();

function startWorker() {
	const src = $('worker-source').textContent;
	worker = new Worker(URL.createObjectURL(new Blob([src], { type: 'text/javascript' })));
	const b64 = $('module').textContent.trim();
	const bin = atob(b64);
	const wasm = new Uint8Array(bin.length);
	for (let i = 0; i < bin.length; i++) wasm[i] = bin.charCodeAt(i);
	worker.postMessage({ wasm }, [wasm.buffer]);
	worker.onmessage = (e) => {
		const done = waiting.get(e.data.id);
		waiting.delete(e.data.id);
		if (done) done(e.data);
	};
	worker.onerror = (e) => {
		$('status').textContent = 'The module could not run here: ' + e.message;
		document.body.dataset.state = 'error';
	};
}

function run(args) {
	return new Promise((resolve) => {
		const id = nextId++;
		waiting.set(id, resolve);
		worker.postMessage({ id, args });
	});
}

// RESULT lines -> { kind: [ {k: v} ] }
function results(stdout) {
	const out = {};
	for (const line of stdout.split('\n')) {
		if (!line.startsWith('RESULT ')) continue;
		const words = line.slice(7).split(' ');
		const kind = words[0].includes('=') ? words[0].split('=')[0] : words[0];
		const rec = {};
		for (const w of words) {
			const i = w.indexOf('=');
			if (i > 0) rec[w.slice(0, i)] = w.slice(i + 1);
		}
		(out[kind] = out[kind] || []).push(rec);
	}
	return out;
}

// ---- showing a run ----

const COLUMNS = [['n', 'n'], ['p50_ns', 'p50'], ['p90_ns', 'p90'], ['p99_ns', 'p99'],
	['p999_ns', 'p99.9'], ['p9999_ns', 'p99.99'], ['max_ns', 'max']];

function showTable(sets) {
	const t = document.createElement('table');
	t.id = 'sets';
	const cap = t.createCaption();
	cap.textContent = 'The recordings (exact, from the RESULT lines)';
	const head = t.createTHead().insertRow();
	for (const h of ['recording'].concat(COLUMNS.map(([, h]) => h))) {
		const th = document.createElement('th');
		th.scope = 'col';
		th.textContent = h;
		head.append(th);
	}
	const body = t.createTBody();
	for (const s of sets) {
		const tr = body.insertRow();
		tr.dataset.set = s.set;
		const th = document.createElement('th');
		th.scope = 'row';
		th.textContent = s.set;
		tr.append(th);
		for (const [k] of COLUMNS) {
			const td = tr.insertCell();
			td.dataset.key = k;
			td.dataset.value = s[k];
			td.textContent = k === 'n' ? s[k] : showNs(s[k]);
		}
	}
	$('table-wrap').replaceChildren(t);
}

function showRatios(ratios) {
	$('ratios-wrap').replaceChildren();
	if (!ratios || !ratios.length) return;
	const ul = document.createElement('ul');
	ul.id = 'ratios';
	for (const r of ratios) {
		const li = document.createElement('li');
		li.dataset.name = r.name;
		li.dataset.value = r.value;
		// open_closed_p99 -> "open / closed, p99"
		li.textContent = r.name.replace(/_([a-z]+)_/, ' / $1, ').replace(/_/g, ' ') + ': ' + r.value;
		ul.append(li);
	}
	$('ratios-wrap').append(ul);
}

function showCharts(files) {
	const figs = [];
	for (const [name, alt] of [['lab-percentiles.svg', 'The percentile spectrum of each recording'],
		['lab-timeline.svg', 'Each request\'s latency over time, around the first stall']]) {
		if (!files[name]) continue;
		const fig = document.createElement('figure');
		const img = document.createElement('img');
		img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(files[name]);
		img.alt = alt;
		img.className = 'chart';
		const cap = document.createElement('figcaption');
		cap.textContent = alt + ' (' + name + ')';
		fig.append(img, cap);
		figs.push(fig);
	}
	$('charts').replaceChildren(...figs);
}

function showRun(r, pairs) {
	const res = results(r.stdout);
	const cmd = ['./bench'].concat(argsOf(pairs), RUN_TAIL).map(shellWord).join(' ');
	$('command').textContent = cmd;
	$('report').textContent = r.stdout;
	const sets = res.set || [];
	showTable(sets);
	showRatios(res.ratio);
	// the CLI's sentences: its prose lines, as printed
	const prose = r.stdout.split('\n').filter((l) => /^(The |At p99|[A-Z][a-z]+ [a-z].*\.$)/.test(l) && !l.startsWith('RESULT'));
	$('sentences').replaceChildren(...prose.map((l) => {
		const p = document.createElement('p');
		p.textContent = l;
		return p;
	}));
	const c = (res.checks || [])[0];
	const against = ((res.checked_against || [])[0] || {}).checked_against;
	const how = against === 'reference' ? 'against the reference simulation'
		: against === 'closed-form' ? 'against the closed form' : 'against counting over the distinct values';
	if (c) {
		$('checks').dataset.passed = c.passed;
		$('checks').dataset.failed = c.failed;
		$('checks').textContent = c.failed === '0'
			? c.passed + ' checks passed ' + how + '.'
			: c.failed + ' checks FAILED of ' + (Number(c.passed) + Number(c.failed)) + ' ' + how + '.';
	}
	showCharts(r.files);
}

function clearErrors() {
	$('error').hidden = true;
	$('error').textContent = '';
	for (const c of CONTROLS) {
		const e = $('opt-' + c.name + '-error');
		e.hidden = true;
		e.textContent = '';
		$('opt-' + c.name).removeAttribute('aria-invalid');
	}
}

// bench's error line, beside the control it names (and at the top)
function showError(line) {
	$('error').textContent = 'Error: ' + line;
	$('error').hidden = false;
	const m = /--([a-z][a-z-]*)/.exec(line);
	if (m && BY_NAME.has(m[1])) {
		const e = $('opt-' + m[1] + '-error');
		e.textContent = 'Error: ' + line;
		e.hidden = false;
		$('opt-' + m[1]).setAttribute('aria-invalid', 'true');
	}
}

// ---- where the columns separate ----

// The smallest stall, in whole us between 100 us and 500 ms, at which the
// open loop's p99 differs from the closed loop's, everything else as set;
// by bisection, which assumes the open p99 only grows with the stall.
async function separation(pairs, stale) {
	const base = pairs.filter(([k]) => k !== 'stall');
	const apart = async (us) => {
		const r = await run(argsOf(base.concat([['stall', us + 'us']])).concat(['--reps', '1']));
		if (r.status !== 0) return null;
		const sets = results(r.stdout).set || [];
		const get = (n) => (sets.find((s) => s.set === n) || {}).p99_ns;
		return { apart: get('open') !== get('closed'), closed: get('closed') };
	};
	let lo = 100, hi = 500000, runs = 0;
	const a = await apart(lo); runs++;
	if (stale() || !a) return null;
	if (a.apart) return { text: 'The open and closed p99 already differ at a 100 us stall.', lo: null, hi: lo };
	const b = await apart(hi); runs++;
	if (stale() || !b) return null;
	if (!b.apart) return { text: 'The open loop\'s p99 stays with the closed loop\'s for every stall up to 500 ms.', lo: hi, hi: null };
	while (hi - lo > 1) {
		const mid = Math.floor((lo + hi) / 2);
		const m = await apart(mid); runs++;
		if (stale() || !m) return null;
		if (m.apart) hi = mid; else lo = mid;
	}
	return {
		text: 'The columns separate at a stall of ' + showNs(String(hi * 1000)) +
			': there the open loop\'s p99 leaves the closed loop\'s (' + showNs(a.closed) +
			'); at ' + showNs(String(lo * 1000)) + ' they still agree (' + runs +
			' runs, everything else as set).',
		lo, hi,
	};
}

// ---- one change, one run ----

let generation = 0;

async function changed() {
	const gen = ++generation;
	const pairs = currentPairs();
	const q = new URLSearchParams(pairs);
	history.replaceState(null, '', q.toString() ? '?' + q : location.pathname);
	document.body.dataset.state = 'running';
	$('status').textContent = 'Running…';
	const r = await run(argsOf(pairs).concat(RUN_TAIL));
	if (gen !== generation) return;
	clearErrors();
	if (r.status === 2 || !r.stdout.includes('RESULT checks')) {
		// bad input: the error line, and nothing else changes
		showError(r.stderr.trim().split('\n')[0] || 'bench stopped with status ' + r.status);
		$('status').textContent = 'Not run: bench refused the input.';
		document.body.dataset.state = 'error';
		return;
	}
	showRun(r, pairs);
	$('status').textContent = 'Computed in ' + Math.round(r.ms) + ' ms (exit status ' + r.status + ').';
	const sep = $('separation');
	delete sep.dataset.lo;
	delete sep.dataset.hi;
	if (pairs.some(([k]) => k === 'trace-values')) {
		sep.textContent = '';
		$('stall-hint').textContent = '';
		document.body.dataset.state = 'done';
		return;
	}
	sep.textContent = 'Finding the stall at which the columns separate…';
	$('stall-hint').textContent = '';
	const s = await separation(pairs, () => gen !== generation);
	if (gen !== generation) return;
	$('stall-hint').textContent = !s ? ''
		: s.lo !== null && s.hi !== null ? 'Open and closed p99 part at ' + showNs(String(s.hi * 1000)) + '.'
		: s.hi === null ? 'Open and closed p99 stay together up to 500 ms.'
		: 'Open and closed p99 differ at every stall from 100 us.';
	if (s) {
		sep.textContent = s.text;
		if (s.lo !== null) sep.dataset.lo = s.lo;
		if (s.hi !== null) sep.dataset.hi = s.hi;
	} else {
		sep.textContent = 'The separating stall could not be found for these settings.';
	}
	document.body.dataset.state = 'done';
}

function main() {
	buildControls();
	// ?preset=NAME starts from a preset; the query's other names then apply
	const q = [...new URLSearchParams(location.search)];
	const preset = PRESETS.find(([name]) => q.some(([k, v]) => k === 'preset' && v === name));
	const given = new Map(q.filter(([k]) => k !== 'preset'));
	const pairs = preset ? parseArgs(preset[2]).filter(([k]) => !given.has(k)) : [];
	setControls(pairs.concat([...given]));
	startWorker();
	changed();
}

main();
