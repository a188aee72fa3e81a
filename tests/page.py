#!/usr/bin/env python3
"""tests/page.py: open results/lab.html in headless Chromium and print what
the page shows, read from its DOM, one fact a line, for test.sh to compare
with the command line's RESULT lines. Talks to Chromium over the DevTools
pipe (--remote-debugging-pipe), so it needs nothing beyond Python.

usage: page.py BROWSER URL [--width PX] [--height PX] [--screenshot FILE] [--profile DIR]
               [--type NAME=VALUE] [--do STEP]...
(--type: once the page is done, type VALUE into the control for option
--NAME, as a user would, and read the page when it is done again)
(--do, in order, once the page is done, each then waiting for the page to
be done again: click:SELECTOR clicks an element; slide:ID=POS moves the
range input ID to POS; key:ID=TEXT types TEXT into the input ID; read
prints what the page shows, after a line "step=N"; shot:FILE saves a
screenshot of the whole page)
(--height: the window's height, and the screenshot is of the window alone;
without it, of the whole page)
"""
import base64
import fcntl
import json
import os
import subprocess
import sys
import time

# What the page shows, as lines: the table's cells (the exact ns each cell
# carries, and its text), the check line, the error lines, the separation,
# the charts that loaded, the command, and whether the page fits its width.
READ = r"""
(() => {
  const out = [];
  const b = document.body;
  out.push('state=' + b.dataset.state);
  for (const tr of document.querySelectorAll('#sets tbody tr')) {
    const cells = [...tr.querySelectorAll('td')];
    out.push('set=' + tr.dataset.set + ' ' + cells.map(td => td.dataset.key + '=' + td.dataset.value).join(' '));
    out.push('text set=' + tr.dataset.set + ' ' + cells.map(td => td.dataset.key + '=' + td.textContent.replace(/ /g, '')).join(' '));
  }
  for (const li of document.querySelectorAll('#ratios li'))
    out.push('ratio name=' + li.dataset.name + ' value=' + li.dataset.value);
  const c = document.getElementById('checks');
  if (c.dataset.passed !== undefined)
    out.push('checks passed=' + c.dataset.passed + ' failed=' + c.dataset.failed);
  out.push('checks_text=' + c.textContent);
  const e = document.getElementById('error');
  if (!e.hidden) out.push('error=' + e.textContent);
  for (const p of document.querySelectorAll('.control .error'))
    if (!p.hidden) out.push('beside ' + p.id.replace(/^opt-|-error$/g, '') + '=' + p.textContent);
  const s = document.getElementById('separation');
  out.push('separation lo=' + (s.dataset.lo || '') + ' hi=' + (s.dataset.hi || '') + ' text=' + s.textContent);
  const imgs = [...document.querySelectorAll('#charts img')];
  out.push('charts=' + imgs.filter(i => i.complete && i.naturalWidth > 0 && i.getBoundingClientRect().height > 50).length);
  out.push('command=' + document.getElementById('command').textContent);
  for (const p of document.querySelectorAll('#sentences p')) out.push('sentence=' + p.textContent);
  const unlabelled = [...document.querySelectorAll('input, select')].filter(x => !x.labels.length && !x.getAttribute('aria-label'));
  out.push('unlabelled=' + unlabelled.length);
  out.push('overflow=' + Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
  out.push('url=' + location.search);
  // the lesson view
  out.push('practice=' + (b.dataset.practice || '') + ' hidden=' + document.getElementById('practice').hidden);
  for (const d of document.querySelectorAll('#numbers .big'))
    out.push('big ' + (d.dataset.set ? 'set=' + d.dataset.set + ' n=' + d.dataset.n : 'ratio=' + d.dataset.name) +
      ' value=' + d.dataset.value + ' shown=' + (d.getBoundingClientRect().height > 0) +
      ' text=' + d.querySelector('.big-value').textContent + ' title=' + d.querySelector('.big-value').title);
  const bl = document.getElementById('blind');
  out.push('blind kind=' + (bl.dataset.kind || '') + ' count=' + (bl.dataset.count || '') + ' late=' + (bl.dataset.late || '') + ' text=' + bl.textContent);
  const ag = document.getElementById('agent');
  out.push('agent p99=' + (ag.dataset.p99 || '') + ' truth=' + (ag.dataset.truth || '') + ' lost=' + (ag.dataset.lost || '') +
    ' ticks=' + (ag.dataset.ticks || '') + ' text=' + ag.textContent);
  const ra = document.getElementById('rates');
  out.push('rates intended=' + (ra.dataset.intended || '') + ' closed=' + (ra.dataset.closed || '') + ' open=' + (ra.dataset.open || ''));
  for (const m of document.querySelectorAll('.mark'))
    if (m.dataset.verdict) out.push('mark ' + m.id.replace(/^mark-/, '') + '=' + m.dataset.verdict);
  out.push('hint=' + !document.getElementById('practice-hint').hidden + ' why=' + !document.getElementById('practice-why').hidden);
  for (const r of document.querySelectorAll('#sliders input[type=range]'))
    out.push('slider ' + r.id.replace(/^opt-|-slider$/g, '') + ' pos=' + r.value + ' value=' + document.getElementById(r.id + '-value').textContent);
  const pressed = document.querySelector('#presets button[aria-pressed=true]');
  out.push('preset=' + (pressed ? pressed.dataset.preset : ''));
  for (const l of document.querySelectorAll('#p99-chart polyline'))
    out.push('p99chart set=' + l.dataset.set + ' values=' + l.dataset.p99);
  out.push('stalls_shaded=' + document.querySelectorAll('#p99-chart rect.stall').length);
  out.push('lesson_chart=' + [...document.querySelectorAll('#lesson-chart img')].filter(i => i.complete && i.naturalWidth > 0).length);
  return out.join('\n');
})()
"""


def main():
    args = sys.argv[1:]
    if len(args) < 2:
        sys.exit(__doc__)
    browser, url = args[0], args[1]
    opts = dict(zip(args[2::2], args[3::2]))
    steps = [v for k, v in zip(args[2::2], args[3::2]) if k == '--do']
    width = int(opts.get('--width', '1200'))
    height = int(opts.get('--height', '900'))
    profile = opts.get('--profile', '/tmp/page-profile-%d' % os.getpid())
    # our end writes to the browser's fd 3 and reads from its fd 4
    r1, w1 = os.pipe()
    r2, w2 = os.pipe()
    r1, w1, r2, w2 = [fcntl.fcntl(f, fcntl.F_DUPFD, 10) for f in (r1, w1, r2, w2)]

    def child():
        os.dup2(r1, 3)
        os.dup2(w2, 4)

    p = subprocess.Popen([browser, '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
                          '--disable-background-networking', '--disable-component-update',
                          '--disable-sync', '--remote-debugging-pipe',
                          '--user-data-dir=' + profile, 'about:blank'],
                         preexec_fn=child, close_fds=False,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for f in (r1, w2):
        os.close(f)
    buf = b''
    seq = [0]

    def send(method, params=None, session=None):
        seq[0] += 1
        m = {'id': seq[0], 'method': method, 'params': params or {}}
        if session:
            m['sessionId'] = session
        os.write(w1, json.dumps(m).encode() + b'\0')
        return seq[0]

    def call(method, params=None, session=None):
        nonlocal buf
        want = send(method, params, session)
        while True:
            while b'\0' not in buf:
                chunk = os.read(r2, 1 << 16)
                if not chunk:
                    sys.exit('page.py: the browser closed the pipe')
                buf += chunk
            msg, buf = buf.split(b'\0', 1)
            m = json.loads(msg)
            if m.get('id') == want:
                if 'error' in m:
                    sys.exit('page.py: %s: %s' % (method, m['error']))
                return m['result']

    def evaluate(expr, session):
        r = call('Runtime.evaluate', {'expression': expr, 'returnByValue': True}, session)
        return r['result'].get('value')

    try:
        target = call('Target.createTarget', {'url': 'about:blank'})['targetId']
        s = call('Target.attachToTarget', {'targetId': target, 'flatten': True})['sessionId']
        call('Emulation.setDeviceMetricsOverride',
             {'width': width, 'height': height, 'deviceScaleFactor': 1, 'mobile': False}, s)
        call('Page.enable', {}, s)
        call('Page.navigate', {'url': url}, s)
        state = None
        deadline = time.time() + 120
        while time.time() < deadline:
            state = evaluate('document.body && document.body.dataset.state', s)
            if state in ('done', 'error'):
                break
            time.sleep(0.05)
        if '--type' in opts and state == 'done':
            name, value = opts['--type'].split('=', 1)
            evaluate('(() => { const el = document.getElementById(%s); el.focus(); el.value = %s;'
                     ' el.dispatchEvent(new Event("input")); })()'
                     % (json.dumps('opt-' + name), json.dumps(value)), s)
            state = None
            while time.time() < deadline:
                state = evaluate('document.body.dataset.state', s)
                if state in ('done', 'error'):
                    break
                time.sleep(0.05)
        def settle():
            # a change starts a run at once (state running); wait until it is done
            time.sleep(0.05)
            st = None
            while time.time() < deadline:
                st = evaluate('document.body.dataset.state', s)
                if st in ('done', 'error'):
                    break
                time.sleep(0.05)
            return st

        for n, step in enumerate(steps, 1):
            verb, _, arg = step.partition(':')
            if verb == 'click':
                evaluate('document.querySelector(%s).click()' % json.dumps(arg), s)
            elif verb in ('slide', 'key'):
                el, value = arg.split('=', 1)
                evaluate('(() => { const el = document.getElementById(%s); el.focus(); el.value = %s;'
                         ' el.dispatchEvent(new Event("input")); })()' % (json.dumps(el), json.dumps(value)), s)
            elif verb == 'read':
                time.sleep(0.2)
                print('step=%d' % n)
                print(evaluate(READ, s))
                continue
            elif verb == 'shot':
                time.sleep(0.2)
                shot = call('Page.captureScreenshot', {'format': 'png', 'captureBeyondViewport': True}, s)
                with open(arg, 'wb') as f:
                    f.write(base64.b64decode(shot['data']))
                continue
            else:
                sys.exit('page.py: unknown step %r' % step)
            state = settle()
        time.sleep(0.2)  # the charts' images decode
        if steps:
            print('step=end')
        print(evaluate(READ, s))
        if '--screenshot' in opts:
            whole = '--height' not in opts
            shot = call('Page.captureScreenshot', {'format': 'png', 'captureBeyondViewport': whole}, s)
            with open(opts['--screenshot'], 'wb') as f:
                f.write(base64.b64decode(shot['data']))
        if state not in ('done', 'error'):
            sys.exit('page.py: the page did not finish in 120 s (state %s)' % state)
    finally:
        try:
            send('Browser.close')
        except OSError:
            pass
        try:
            p.wait(timeout=10)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()


main()
