// lab.js: the page. A lesson view first (presets, a few sliders, the three
// recordings as large numbers, the blind spot, the rates, seed 004's
// exercise as faded practice); then every option under one disclosure.
// Controls are bench's own options, spelled as on the command line and read
// as text, so bench itself judges every value and its error line is the
// page's. An empty control leaves the option out (bench's default). The
// address bar's query string mirrors the controls, the preset and the
// practice's answers (never sent anywhere: the page makes no request).

'use strict';

// The lists of choices, by option without "--": bench's own, as its --help
// prints them (misc/web/build.sh puts them here when it builds the page).
const CHOICES = @@CHOICES@@;

// name: the option without "--"; kind: time, text or a list of choices;
// slider: a logarithmic range in ns for the controls that have one.
const GROUPS = [
	['The server', [
		{ name: 'service', label: 'Service time', kind: 'time', def: '100us' },
		{ name: 'service-dist', label: 'Service times', choices: CHOICES['service-dist'] },
		{ name: 'service-cv', label: 'Lognormal: coefficient of variation', kind: 'text' },
		{ name: 'slow-fraction', label: 'Bimodal: share of slow requests', kind: 'text' },
		{ name: 'slow-service', label: 'Bimodal: slow service time', kind: 'time' },
	]],
	['The stalls', [
		{ name: 'stall', label: 'Stall length', kind: 'time', def: '200ms' },
		{ name: 'period', label: 'Time between stalls (0: one stall)', kind: 'time', def: '1s' },
		{ name: 'first-stall', label: 'First stall at', kind: 'time', def: '500ms' },
		{ name: 'stalls', label: 'Stall starts', choices: CHOICES['stalls'] },
		{ name: 'stall-dist', label: 'Stall lengths', choices: CHOICES['stall-dist'] },
	]],
	['The schedule', [
		{ name: 'interval', label: 'Interval between requests', kind: 'time', def: '200us' },
		{ name: 'schedule', label: 'Arrivals', choices: CHOICES['schedule'] },
		{ name: 'rate', label: 'Poisson rate, requests a second', kind: 'text' },
		{ name: 'duration', label: 'Run length', kind: 'time', def: '20s' },
		{ name: 'requests', label: 'Or a number of requests', kind: 'text' },
		{ name: 'seed', label: 'Seed', kind: 'text', def: '0' },
	]],
	['The clients and the correction', [
		{ name: 'closed', label: 'Closed loop after a stall', choices: CHOICES['closed'] },
		{ name: 'connections', label: 'Connections', kind: 'text', def: '1' },
		{ name: 'expected-interval', label: 'Expected interval (a time, or mean)', kind: 'time' },
		{ name: 'rank', label: 'Rank rule', choices: CHOICES['rank'] },
		{ name: 'slow-above', label: 'Slow above', kind: 'time', def: '1ms' },
	]],
	['What the clients omit', [
		{ name: 'timeout', label: 'Timeout', kind: 'time' },
		{ name: 'queue-limit', label: 'Queue limit', kind: 'text' },
		{ name: 'reject-time', label: 'Rejection reaches the client after', kind: 'time' },
		{ name: 'generator-pause', label: 'Sender pauses for', kind: 'time' },
		{ name: 'generator-period', label: 'Sender pauses every', kind: 'time' },
		{ name: 'generator-first', label: 'First sender pause at', kind: 'time' },
		{ name: 'schedule-from', label: 'Open loop schedules from', choices: CHOICES['schedule-from'] },
		{ name: 'max-in-flight', label: 'At most in flight', kind: 'text' },
		{ name: 'when-full', label: 'When full', choices: CHOICES['when-full'] },
	]],
	['Users instead of a schedule', [
		{ name: 'population', label: 'A closed population of users', kind: 'text' },
		{ name: 'think', label: 'Users: think time', kind: 'time' },
		{ name: 'think-dist', label: 'Users: think times', choices: CHOICES['think-dist'] },
	]],
	['A recorded trace instead', [
		{ name: 'trace-values', label: 'Latencies (e.g. 2ms*99,1000ms)', kind: 'text' },
	]],
];
const CONTROLS = GROUPS.flatMap(([, list]) => list);
const BY_NAME = new Map(CONTROLS.map((c) => [c.name, c]));

// The presets are the scenarios of the same names, spelled out (the page
// runs one walk, as the lab does without --reps).
const PRESETS = [
	['default', "Seed 000: 200 ms stall a second", ''],
	['feed-10ms-stall', "Seed 002: a feed, one 10 ms stall",
		'--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000'],
	['one-2s-stall', "Seed 003: one 2 s stall",
		'--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s ' +
		'--closed back-to-back --expected-interval 1ms --rank ceil'],
	['hundred-requests', "Seed 004: a hundred requests",
		'--service 2ms --interval 10ms --requests 199 --stall 1s --period 0 --first-stall 48ms ' +
		'--closed skip --rank ceil'],
	['hundred-requests-exercise', "Seed 004: the exercise",
		'--service 2ms --interval 50ms --requests 103 --stall 200ms --period 0 --first-stall 48ms ' +
		'--closed skip --rank ceil'],
	['gc-pauses', 'GC pauses: random stalls, Poisson load',
		'--schedule poisson --rate 5000 --service-dist exp --service 100us --stalls poisson ' +
		'--period 2s --stall-dist exp --stall 50ms --duration 600s'],
	['population-stalls', 'A closed population of 10 users',
		'--population 10 --think 900us'],
	['light-load', 'Seed 004: an agent that blocks', '--service 10us'],
];

// The lesson's sliders: each writes its option's field (under "every
// option"); log: a logarithmic range in ns, int: whole numbers.
const SLIDERS = [
	{ name: 'stall', label: 'Stall', log: [1e5, 5e9], def: '200ms' },
	{ name: 'interval', label: 'Interval between requests', log: [1e3, 1e8], def: '200us' },
	{ name: 'service', label: 'Service time', log: [100, 1e8], def: '100us' },
	{ name: 'connections', label: 'Connections', int: [1, 64], def: '1' },
];

// Seed 004's two presets as faded practice: predict, check, a hint (the
// seed's first move, in our words), then one sentence of why.
const PRACTICE = {
	'hundred-requests': {
		task: 'A request is due every 10 ms, each takes 2 ms, and one stall holds the server for a second. ' +
			'The closed loop skips the slots that fall due while it waits. Before you look: what does it report at p99, ' +
			'what does the correction give, and how many requests does the correction put back?',
		ask: ['naive', 'corrected', 'imputed'],
		hint: 'First move: count the slots. A 1 s stall on a 10 ms schedule has 99 more requests fall due inside it, ' +
			'and the k-th of them would have waited 1000 - 10k ms (990, 980, ... 10 ms).',
		why: 'In one sentence: why is the naive p99 the healthy service time?',
	},
	'hundred-requests-exercise': {
		task: 'The same hundred requests, now with a 200 ms stall and a request due every 50 ms. ' +
			'Predict the naive and the corrected p99 before you touch a slider.',
		ask: ['naive', 'corrected'],
		hint: 'First move: three requests fall due inside the stall, and they would have waited 150, 100 and 50 ms.',
		why: 'In one sentence: why is this trace so much less alarming than the first?',
	},
};
const ASK = {
	naive: ['The closed loop\'s p99 (naive), ms', 'closed', 'p99_ns'],
	corrected: ['The corrected p99, ms', 'corrected', 'p99_ns'],
	imputed: ['Requests the correction adds', null, null],
};
// the address's names that are the page's own, not bench's options
const PAGE_KEYS = ['preset', 'guess-naive', 'guess-corrected', 'guess-imputed', 'why', 'shown'];

// The options every run of the page adds: one rep (the numbers are the
// same for any number; the check count is the CLI's for these arguments),
// and the charts written to lab-*.svg.
const RUN_TAIL = ['--export', 'lab-'];

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
	const [lo, hi] = c.log;
	const ns = lo * Math.pow(hi / lo, pos / 1000);
	const p = Math.pow(10, Math.floor(Math.log10(ns)) - 2); // three digits
	return Math.round(ns / p) * p;
}
function sliderPos(c, ns) {
	const [lo, hi] = c.log;
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
	for (const [name, text, args] of PRESETS) {
		const b = document.createElement('button');
		b.type = 'button';
		b.className = 'preset';
		b.dataset.preset = name;
		b.textContent = text;
		b.title = args ? './lab --scenario ' + name + ' (' + args + ')' : './lab (seed 000\'s model)';
		b.addEventListener('click', () => {
			preset = name;
			practiceReset();
			setControls(parseArgs(args));
			changed();
		});
		$('presets').append(b);
	}
	buildSliders();
	buildPractice();
}

// The lesson's sliders, each beside the value it writes into its option's field.
function buildSliders() {
	for (const c of SLIDERS) {
		const row = document.createElement('div');
		row.className = 'slider';
		const id = 'opt-' + c.name + '-slider';
		const label = document.createElement('label');
		label.htmlFor = id;
		label.textContent = c.label + ' ';
		const out = document.createElement('output');
		out.id = id + '-value';
		out.htmlFor = id;
		label.append(out);
		const range = document.createElement('input');
		range.type = 'range';
		range.id = id;
		range.min = c.int ? c.int[0] : 0;
		range.max = c.int ? c.int[1] : 1000;
		range.step = 1;
		const field = $('opt-' + c.name);
		range.addEventListener('input', () => {
			field.value = c.int ? String(range.value) : timeText(sliderNs(c, Number(range.value)));
			out.textContent = field.value;
			changed();
		});
		// the field's value, typed or set, moves the slider
		field.addEventListener('input', () => syncSlider(c));
		row.append(label, range);
		if (c.name === 'stall') {
			// where the columns separate, found after each run
			const hint = document.createElement('p');
			hint.id = 'stall-hint';
			hint.className = 'hint';
			row.append(hint);
		}
		$('sliders').append(row);
	}
}

function syncSlider(c) {
	const field = $('opt-' + c.name), range = $('opt-' + c.name + '-slider');
	const text = field.value.trim() || c.def;
	$('opt-' + c.name + '-slider-value').textContent = text;
	if (c.int) {
		const n = Number(text);
		if (n >= 1) range.value = Math.min(Math.max(Math.round(n), c.int[0]), c.int[1]);
		return;
	}
	const ns = parseTime(text);
	if (ns > 0) range.value = sliderPos(c, Math.min(Math.max(ns, c.log[0]), c.log[1]));
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
	for (const c of SLIDERS) syncSlider(c);
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

function showRun(r, pairs, tail) {
	const res = results(r.stdout);
	const cmd = ['./lab'].concat(argsOf(pairs), tail).map(shellWord).join(' ');
	$('command').textContent = cmd;
	$('report').textContent = r.stdout;
	const sets = res.set || [];
	showTable(sets);
	showRatios(res.ratio);
	// the CLI's sentences: its prose lines, as printed
	const prose = r.stdout.split('\n').filter((l) => /^(The |At p99|They part|[A-Z][a-z]+ [a-z].*\.$)/.test(l) && !l.startsWith('RESULT'));
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

// ---- the lesson view ----

// ns in the unit a person reads, to four significant digits ("188.8 ms");
// the exact value goes in the title.
function readNs(s) {
	const ns = Number(s);
	for (const [unit, size] of UNITS)
		if (ns >= size || unit === 'ns')
			return String(Number((ns / size).toPrecision(4))) + ' ' + unit;
	return s + ' ns';
}
function exactTitle(s) {
	return 'exactly ' + showNs(s) + ' (' + s + ' ns)';
}

// what each recording is, for a reader
const SET_LABEL = {
	closed: ['Closed loop', 'what the generator that waits recorded'],
	open: ['Open loop', 'timed from when each request was due'],
	corrected: ['Corrected', 'the closed loop with the missing requests put back'],
	users: ['The users', 'each waited once for each request'],
	'corrected-cycle': ['Corrected at the cycle', 'requests added at think + response'],
	'corrected-think': ['Corrected at the think time', 'requests added at the think time'],
};

function bigNumber(cls, label, sub, value, text, title) {
	const d = document.createElement('div');
	d.className = 'big ' + cls;
	const l = document.createElement('span');
	l.className = 'big-label';
	l.textContent = label;
	const v = document.createElement('span');
	v.className = 'big-value';
	v.textContent = text;
	v.title = title;
	const s = document.createElement('span');
	s.className = 'big-sub';
	s.textContent = sub;
	d.append(l, v, s);
	d.dataset.value = value;
	return d;
}

// The three recordings' p99 as large numbers, with the ratios bench printed.
function showNumbers(res) {
	const wrap = document.createElement('div');
	wrap.className = 'numbers';
	for (const s of (res.set || []).slice(0, 3)) {
		const [label, sub] = SET_LABEL[s.set] || [s.set, ''];
		const d = bigNumber('set', label + ', p99', sub, s.p99_ns, readNs(s.p99_ns), exactTitle(s.p99_ns));
		d.dataset.set = s.set;
		d.dataset.n = s.n;
		wrap.append(d);
	}
	const want = ['open_closed_p99', 'corrected_closed_p99', 'corrected_users_p99'];
	for (const r of (res.ratio || []).filter((x) => want.includes(x.name))) {
		const [a, b] = r.name.replace(/_p99$/, '').split('_');
		const d = bigNumber('ratio', a + ' / ' + b, 'at p99', r.value, '\u00d7' + Number(r.value),
			'exactly ' + r.value + ' (RESULT ratio name=' + r.name + ')');
		d.dataset.name = r.name;
		wrap.append(d);
	}
	$('numbers').replaceChildren(wrap);
}

// corrected n less closed n: the requests a correction added
function imputed(res) {
	const set = (n) => (res.set || []).find((x) => x.set === n);
	return set('closed') && set('corrected') ? Number(set('corrected').n) - Number(set('closed').n) : 0;
}

// The blind spot in one number: the requests the closed loop never sent,
// or sent late behind the first stall, and how late.
function showBlind(res) {
	const el = $('blind');
	el.replaceChildren();
	for (const k of ['count', 'kind', 'late']) delete el.dataset[k];
	const closed = (res.rate || []).find((x) => x.client === 'closed');
	const first = (res.first_stall || [])[0];
	const big = (n) => {
		const b = document.createElement('strong');
		b.className = 'blind-count';
		b.textContent = n;
		return b;
	};
	if (closed && Number(closed.never_sent) > 0) {
		el.dataset.count = closed.never_sent;
		el.dataset.kind = 'never-sent';
		el.append(big(closed.never_sent), ' requests the closed loop never sent: the schedule called for them while it waited for a reply, and none of them is in its recording.');
	} else if (first && Number(first.delayed) > 0) {
		const late = String(BigInt(first.next_open_ns) - BigInt(first.next_closed_ns));
		el.dataset.count = first.delayed;
		el.dataset.kind = 'sent-late';
		el.dataset.late = late;
		const t = document.createElement('span');
		t.title = exactTitle(late);
		t.textContent = readNs(late);
		el.append(big(first.delayed), ' requests the closed loop sent late behind the first stall, the first of them ', t,
			' after it was due; it recorded the stall once.');
	} else if (imputed(res) > 0) {
		// a closed loop on no schedule (back to back): what the correction puts back
		el.dataset.count = imputed(res);
		el.dataset.kind = 'imputed';
		el.append(big(String(imputed(res))), ' requests the closed loop did not send while it waited, at the pace the correction assumes; the corrected recording puts them back.');
	} else if ((res.users || []).length) {
		el.dataset.kind = 'none';
		el.textContent = 'The users really waited once for each request: nothing is missing from their recording, and a correction can only add requests nobody sent.';
	} else {
		el.dataset.kind = 'none';
		el.textContent = 'No request was skipped or held up behind a traced stall here.';
	}
}

// Observed against intended load, from the RESULT rate lines.
function showRates(res) {
	const el = $('rates');
	el.replaceChildren();
	for (const k of ['intended', 'closed', 'open']) delete el.dataset[k];
	const rate = res.rate || [];
	const c = rate.find((x) => x.client === 'closed'), o = rate.find((x) => x.client === 'open');
	if (!c || !o) return;
	el.dataset.intended = c.intended_per_s;
	el.dataset.closed = c.achieved_per_s;
	el.dataset.open = o.achieved_per_s;
	el.textContent = 'Load: ' + c.intended_per_s + ' requests a second intended. The closed loop sent ' +
		c.sent + ' of ' + c.intended + ', ' + c.achieved_per_s + ' a second; the open loop ' + o.sent +
		', ' + o.achieved_per_s + ' a second.';
}

// Seed 004's monitoring agent that blocks, from lab agent's RESULT lines
// for the same model: what a dashboard fed from inside the server's process
// reads at p99, beside the same gauge read at every tick. Empty where the
// agent does not apply (users, a timeout, a trace), with the reason.
function showAgent(r, pairs) {
	const el = $('agent');
	el.replaceChildren();
	$('agent-command').textContent = r && r.status === 0
		? ['./lab', 'agent'].concat(argsOf(pairs)).map(shellWord).join(' ') + '   # the monitoring agent' : '';
	for (const k of ['p99', 'truth', 'lost', 'ticks']) delete el.dataset[k];
	if (!r) return;
	const res = results(r.stdout);
	const set = (n) => (res.set || []).find((x) => x.set === n);
	const a = set('agent'), t = set('agent-truth'), line = (res.agent || [])[0];
	if (r.status !== 0 || !a || !t || !line) {
		el.textContent = r.status === 2 ? 'The monitoring agent: ' + (r.stderr.trim().split('\n')[0] || '').replace(/^lab: /, '') + '.' : '';
		return;
	}
	el.dataset.p99 = a.p99_ns;
	el.dataset.truth = t.p99_ns;
	el.dataset.lost = line.lost;
	el.dataset.ticks = line.ticks;
	const n = (ns) => {
		const b = document.createElement('strong');
		b.title = exactTitle(ns);
		b.textContent = readNs(ns);
		return b;
	};
	el.append('A monitoring agent inside the server, reading the oldest request\'s age every ' +
		readNs(line.every_ns) + ', puts ', n(a.p99_ns), ' on the dashboard at p99; read at every tick the gauge is ',
		n(t.p99_ns), '. It lost ' + line.lost + ' of ' + line.ticks + ' readings, every one while the server was stalled.');
}

function showLesson(res, files, pairs) {
	showNumbers(res);
	showBlind(res);
	showRates(res);
	const figs = [];
	const series = files && files['lab-.hlog'] ? hlogP99(files['lab-.hlog']) : null;
	const svg = series && p99Chart(series, pairs);
	if (svg) {
		const fig = document.createElement('figure');
		const cap = document.createElement('figcaption');
		cap.textContent = 'The p99 of each interval as the closed and the open loop recorded it, from the .hlog bench wrote (3 significant digits); the stalls shaded.';
		fig.append(svg, cap);
		figs.push(fig);
	}
	const t = files && files['lab-timeline.svg'];
	if (t) {
		const fig = document.createElement('figure');
		const img = document.createElement('img');
		img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(t);
		img.alt = 'Each request\'s latency around the first stall, closed and open loops';
		img.className = 'chart';
		const cap = document.createElement('figcaption');
		cap.textContent = img.alt + '.';
		fig.append(img, cap);
		figs.push(fig);
	}
	$('lesson-chart').replaceChildren(...figs);
}

// ---- the per-interval p99 chart, from the .hlog bench wrote ----

// bench writes the .hlog for one catch-up connection on a fixed schedule;
// for such a run, an interval of about a twentieth of it (whole ms), said
// on the command line where it is not bench's 1 s
function hlogArgs(pairs) {
	const get = (k, d) => { const p = pairs.find(([n]) => n === k); return p ? p[1] : d; };
	if (get('closed', 'catch-up') !== 'catch-up' || get('connections', '1') !== '1' ||
		get('schedule', 'fixed') !== 'fixed' || pairs.some(([k]) => ['population', 'sessions', 'trace-values', 'arrivals'].includes(k)))
		return [];
	const requests = Number(get('requests', '0'));
	const len = requests > 0 ? requests * parseTime(get('interval', '200us')) : parseTime(get('duration', '20s'));
	const ms = Math.max(1, Math.round(len / 20 / 1e6));
	return Number.isFinite(ms) && ms !== 1000 && ms <= 3600000 ? ['--hlog-interval', ms + 'ms'] : [];
}

// The .hlog's lines (misc/notes/hlog.md): Tag=NAME,START,LENGTH,MAX,BASE64,
// each payload a zlib stream of stored DEFLATE blocks (bench compresses
// nothing) around HdrHistogram's V2 encoding of the interval's counts.
// Returns { tag: [ { start, length, n, p99 } ] }, p99 the lowest value of
// the bucket that holds rank ceil(0.99 n): 3 significant digits, not exact.
function hlogP99(text) {
	const out = {};
	for (const line of text.split('\n')) {
		const m = /^Tag=([a-z-]+),([0-9.]+),([0-9.]+),[0-9.]+,([A-Za-z0-9+/=]+)$/.exec(line);
		if (!m) continue;
		const counts = hlogCounts(m[4]);
		if (!counts) return null;
		let n = 0;
		for (const [, c] of counts) n += c;
		const rank = Math.ceil(n * 99 / 100);
		let seen = 0, p99 = 0;
		for (const [v, c] of counts) {
			seen += c;
			if (seen >= rank) { p99 = v; break; }
		}
		(out[m[1]] = out[m[1]] || []).push({ start: Number(m[2]), length: Number(m[3]), n, p99 });
	}
	return out;
}

// One payload's (value, count) pairs in ascending value, or null.
function hlogCounts(b64) {
	const bin = atob(b64);
	const b = new Uint8Array(bin.length);
	for (let i = 0; i < bin.length; i++) b[i] = bin.charCodeAt(i);
	const be32 = (a, i) => ((a[i] << 24) | (a[i + 1] << 16) | (a[i + 2] << 8) | a[i + 3]) >>> 0;
	if (be32(b, 0) !== 0x1c849314) return null;
	// the zlib stream after the 8-byte header: 2 bytes, then stored blocks
	const raw = [];
	let i = 10, last = 0;
	while (!last) {
		const head = b[i];
		if (head === undefined || (head >> 1) !== 0) return null;   // a stored block, or give up
		last = head & 1;
		const len = b[i + 1] | (b[i + 2] << 8);
		for (let k = 0; k < len; k++) raw.push(b[i + 5 + k]);
		i += 5 + len;
	}
	if (be32(raw, 0) !== 0x1c849313) return null;
	const out = [];
	let idx = 0;
	for (let j = 40; j < raw.length;) {
		// ZigZag LEB128, at most 9 bytes (the ninth carries 8 bits); BigInt for 64 bits
		let x = 0n, shift = 0n, k = 0;
		for (;;) {
			const byte = BigInt(raw[j++]);
			if (k === 8) { x |= byte << shift; break; }
			x |= (byte & 0x7fn) << shift;
			shift += 7n;
			k++;
			if (!(byte & 0x80n)) break;
		}
		const v = (x >> 1n) ^ -(x & 1n);
		if (v < 0n) { idx += Number(-v); continue; }
		if (v > 0n) out.push([hdrLowest(idx), Number(v)]);
		idx++;
	}
	return out;
}

// The lowest value of counts index i, 3 digits from 1 (2048 sub-buckets, half 1024).
function hdrLowest(i) {
	const half = 1024;
	if (i < 2 * half) return i;
	const bucket = Math.floor(i / half) - 1;
	return (i - bucket * half) * Math.pow(2, bucket);
}

// The stalls of a periodic model as [begin, end) in s, from the options as set.
function stallSpans(pairs, until) {
	const get = (k, d) => { const p = pairs.find(([n]) => n === k); return p ? p[1] : d; };
	if (get('stalls', 'periodic') !== 'periodic') return [];
	const len = parseTime(get('stall', '200ms')) / 1e9, period = parseTime(get('period', '1s')) / 1e9;
	const spans = [];
	for (let t = parseTime(get('first-stall', '500ms')) / 1e9; len > 0 && t < until && spans.length < 1000; t += period) {
		spans.push([t, Math.min(t + len, until)]);
		if (!(period > 0)) break;
	}
	return spans;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
function svgEl(name, attrs, text) {
	const e = document.createElementNS(SVG_NS, name);
	for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
	if (text !== undefined) e.textContent = text;
	return e;
}

// p99 per interval of the closed and open loops, log scale, stalls shaded.
function p99Chart(series, pairs) {
	const closed = series.closed || [], open = series.open || [];
	if (closed.length < 2 || open.length !== closed.length) return null;
	const W = 720, H = 300, L = 64, R = 12, T = 28, B = 40;
	const end = closed[closed.length - 1].start + closed[closed.length - 1].length;
	const spans = stallSpans(pairs, end);
	const vals = closed.concat(open).map((x) => x.p99).filter((v) => v > 0);
	const lo = Math.pow(10, Math.floor(Math.log10(Math.min(...vals))));
	const hi = Math.pow(10, Math.ceil(Math.log10(Math.max(...vals) * 1.01)));
	const x = (t) => L + (W - L - R) * t / end;
	const y = (v) => T + (H - T - B) * (1 - Math.log(Math.max(v, lo) / lo) / Math.log(hi / lo));
	const svg = svgEl('svg', { viewBox: '0 0 ' + W + ' ' + H, role: 'img', class: 'chart', id: 'p99-chart',
		'aria-label': 'The p99 of each interval, closed and open loops, stalls shaded' });
	for (const [a, b] of spans)
		svg.append(svgEl('rect', { x: x(a), y: T, width: Math.max(x(b) - x(a), 1), height: H - T - B, fill: '#f6d3b3', class: 'stall' }));
	for (let v = lo; v <= hi; v *= 10) {
		svg.append(svgEl('line', { x1: L, x2: W - R, y1: y(v), y2: y(v), stroke: '#ddd' }));
		svg.append(svgEl('text', { x: L - 6, y: y(v) + 4, 'text-anchor': 'end', 'font-size': 11 }, readNs(String(v))));
	}
	svg.append(svgEl('text', { x: L + (W - L - R) / 2, y: H - 8, 'text-anchor': 'middle', 'font-size': 12 },
		'time, s (intervals of ' + readNs(String(Math.round(closed[0].length * 1e9))) + '; stalls shaded)'));
	for (let k = 0; k <= 4; k++)
		svg.append(svgEl('text', { x: x(end * k / 4), y: H - B + 14, 'text-anchor': 'middle', 'font-size': 11 },
			String(Number((end * k / 4).toPrecision(3)))));
	for (const [list, colour, name] of [[closed, '#1a5fb4', 'closed'], [open, '#a51d2d', 'open']]) {
		const pts = list.map((p) => x(p.start + p.length / 2) + ',' + y(p.p99)).join(' ');
		const line = svgEl('polyline', { points: pts, fill: 'none', stroke: colour, 'stroke-width': 2, class: 'series' });
		line.dataset.set = name;
		line.dataset.p99 = list.map((p) => p.p99).join(',');
		svg.append(line);
	}
	svg.append(svgEl('text', { x: L + 6, y: 18, 'font-size': 12, fill: '#1a5fb4' }, 'closed loop, p99 of each interval'));
	svg.append(svgEl('text', { x: L + 250, y: 18, 'font-size': 12, fill: '#a51d2d' }, 'open loop'));
	return svg;
}

// ---- faded practice (seed 004) ----

let preset = '';          // the preset last chosen, or ''
let lastRes = null;       // the last good run's RESULT lines
const practice = { guess: {}, checked: false, shown: false, why: '' };

function buildPractice() {
	for (const [k, [label]] of Object.entries(ASK)) {
		const row = document.createElement('div');
		row.className = 'guess';
		row.dataset.key = k;
		const l = document.createElement('label');
		l.htmlFor = 'guess-' + k;
		l.textContent = label;
		const input = document.createElement('input');
		input.type = 'text';
		input.id = 'guess-' + k;
		input.inputMode = 'decimal';
		input.autocomplete = 'off';
		input.addEventListener('input', () => {
			practice.guess[k] = input.value.trim();
			saveAddress();
		});
		const mark = document.createElement('span');
		mark.id = 'mark-' + k;
		mark.className = 'mark';
		row.append(l, input, mark);
		$('practice-inputs').append(row);
	}
	$('practice-check').addEventListener('click', () => {
		practice.checked = true;
		judge();
		saveAddress();
	});
	$('practice-hint-button').addEventListener('click', () => { $('practice-hint').hidden = false; });
	$('practice-show').addEventListener('click', () => {
		practice.checked = true;
		practice.shown = true;
		judge();
		saveAddress();
	});
	$('why').addEventListener('input', () => {
		practice.why = $('why').value;
		saveAddress();
	});
}

function practiceReset() {
	practice.guess = {};
	practice.checked = practice.shown = false;
	practice.why = '';
	for (const k of Object.keys(ASK)) {
		$('guess-' + k).value = '';
		$('mark-' + k).textContent = '';
		delete $('mark-' + k).dataset.verdict;
	}
	$('why').value = '';
	$('practice-hint').hidden = true;
}

// The answer to question k from the run, in ns (a count for imputed).
function answer(k, res) {
	const set = (n) => (res.set || []).find((s) => s.set === n) || {};
	if (k === 'imputed') return imputed(res);
	return Number(set(ASK[k][1])[ASK[k][2]]);
}

// A guess in ms is right within half a percent (or 1 us); a count exactly.
function isRight(k, text, want) {
	if (!/^[0-9]*\.?[0-9]+$/.test(text)) return false;
	const v = Number(text);
	if (k === 'imputed') return v === want;
	return Math.abs(v * 1e6 - want) <= Math.max(want * 0.005, 1000);
}

// Shows or hides the answers, marks each guess once checked, and asks for the sentence.
function judge() {
	for (const b of document.querySelectorAll('#presets button'))
		b.setAttribute('aria-pressed', String(b.dataset.preset === preset));
	const p = PRACTICE[preset];
	$('practice').hidden = !p;
	if (!p) {
		delete document.body.dataset.practice;
		return;
	}
	$('practice-task').textContent = p.task;
	$('practice-hint').textContent = p.hint;
	$('why-label').textContent = p.why;
	for (const k of Object.keys(ASK)) {
		const row = document.querySelector('.guess[data-key="' + k + '"]');
		row.hidden = !p.ask.includes(k);
		$('guess-' + k).value = practice.guess[k] || '';
	}
	$('why').value = practice.why;
	let right = 0;
	if (practice.checked && lastRes) {
		for (const k of p.ask) {
			const ok = isRight(k, practice.guess[k] || '', answer(k, lastRes));
			const m = $('mark-' + k);
			m.dataset.verdict = ok ? 'right' : 'wrong';
			m.textContent = ok ? ' \u2713 right' : ' \u2717 not quite';
			right += ok;
		}
		if (right < p.ask.length) $('practice-hint').hidden = false;
		$('practice-verdict').textContent = right === p.ask.length
			? 'All right. Now the numbers, and one sentence of why.'
			: right + ' of ' + p.ask.length + ' right. The hint is the first move; try again, or show the answer.';
	} else {
		$('practice-verdict').textContent = '';
	}
	const shown = practice.shown || (practice.checked && right === p.ask.length);
	document.body.dataset.practice = shown ? 'shown' : 'hidden';
	$('practice-why').hidden = !shown;
}

// The address: the preset, the options as set, and the practice's answers.
function saveAddress() {
	const q = new URLSearchParams();
	if (preset) q.append('preset', preset);
	for (const [k, v] of currentPairs()) q.append(k, v);
	if (PRACTICE[preset]) {
		for (const k of Object.keys(ASK))
			if (practice.guess[k]) q.append('guess-' + k, practice.guess[k]);
		if (practice.why) q.append('why', practice.why);
		if (practice.shown) q.append('shown', '1');
		else if (practice.checked) q.append('shown', '0');
	}
	history.replaceState(null, '', q.toString() ? '?' + q : location.pathname);
}

// ---- where the columns separate ----

// The smallest stall, in whole us between 100 us and 500 ms, at which the
// open loop's p99 differs from the closed loop's, everything else as set;
// by bisection, which assumes the open p99 only grows with the stall.
async function separation(pairs, stale) {
	const base = pairs.filter(([k]) => k !== 'stall');
	const apart = async (us) => {
		const r = await run(argsOf(base.concat([['stall', us + 'us']])));
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
	saveAddress();
	document.body.dataset.state = 'running';
	$('status').textContent = 'Running…';
	// the page's own options, each dropped where bench says it does not
	// apply (a run too long to keep its samples, or users, who take one walk
	// and have no charts): the same run without it
	let tail = RUN_TAIL.concat(hlogArgs(pairs));
	let r = await run(argsOf(pairs).concat(tail));
	for (let tries = 0; tries < 3 && r.status === 2 && gen === generation; tries++) {
		const named = ['--hlog-interval', '--export'].find((o) => r.stderr.includes(o) && tail.includes(o));
		if (!named) break;
		const at = tail.indexOf(named);
		tail = tail.slice(0, at).concat(tail.slice(at + 2));
		if (named === '--export') tail = tail.filter((w, i, a) => w !== '--hlog-interval' && a[i - 1] !== '--hlog-interval');
		r = await run(argsOf(pairs).concat(tail));
	}
	if (gen !== generation) return;
	clearErrors();
	if (r.status === 2 || !r.stdout.includes('RESULT checks')) {
		// bad input: the error line, and nothing else changes
		showError(r.stderr.trim().split('\n')[0] || 'bench stopped with status ' + r.status);
		$('status').textContent = 'Not run: bench refused the input.';
		document.body.dataset.state = 'error';
		return;
	}
	showRun(r, pairs, tail);
	lastRes = results(r.stdout);
	showLesson(lastRes, r.files, pairs);
	judge();
	// the agent on the same model (lab agent refuses what changes its
	// timeline, and the page shows why); a recorded trace has no server to watch
	const agentRun = pairs.some(([k]) => k === 'trace-values') ? null : await run(['agent'].concat(argsOf(pairs)));
	if (gen !== generation) return;
	showAgent(agentRun, pairs);
	$('status').textContent = 'Computed in ' + Math.round(r.ms) + ' ms (exit status ' + r.status + ').';
	const sep = $('separation');
	delete sep.dataset.lo;
	delete sep.dataset.hi;
	// a recorded trace has no stall to vary, and users no open loop to part from
	if (pairs.some(([k]) => k === 'trace-values') || !(lastRes.set || []).some((x) => x.set === 'open')) {
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
	// ?preset=NAME starts from a preset; the query's other names then apply,
	// bench's options to the controls and the page's own to the practice
	const q = [...new URLSearchParams(location.search)];
	const p = PRESETS.find(([name]) => q.some(([k, v]) => k === 'preset' && v === name));
	const page = new Map(q.filter(([k]) => PAGE_KEYS.includes(k)));
	const given = new Map(q.filter(([k]) => !PAGE_KEYS.includes(k)));
	const pairs = p ? parseArgs(p[2]).filter(([k]) => !given.has(k)) : [];
	preset = p ? p[0] : '';
	for (const k of Object.keys(ASK))
		if (page.has('guess-' + k)) practice.guess[k] = page.get('guess-' + k);
	practice.why = page.get('why') || '';
	practice.checked = page.has('shown');
	practice.shown = page.get('shown') === '1';
	setControls(pairs.concat([...given]));
	judge();
	startWorker();
	changed();
}

main();
