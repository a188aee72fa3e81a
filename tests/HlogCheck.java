// tests/HlogCheck.java: reads an HdrHistogram interval log with HdrHistogram's
// own HistogramLogReader and prints what that library makes of it, for
// tests/groups/hlog.sh to compare with bench's and the lab's numbers.
//
//   java -cp hdrhistogram.jar:DIR HlogCheck LOG.hlog
//       every interval, in file order: "hlog start_ms=S tag=T n=N", then a
//       line "hlog-count start_ms=S tag=T value_ns=V count=C" a bucket that
//       holds any, V its lowest equivalent value
//   java ... HlogCheck --bucket EXACT INTERVAL_MS
//       the same lines for exact samples, "tag interval value_ns count" a
//       line (from the test's own simulation), each put in a Histogram of 3
//       significant digits here, so that bucketing is Java's, not bench's
//   java ... HlogCheck --sum LOG.hlog TAG=FILE.values...
//       each tag's intervals added up, against its .values file recorded
//       into a Histogram of the same shape: "sum tag=T n=N equal=1|0"
//
// Java's reader drops a line whose payload does not inflate (a bad
// Adler-32) without a word, so the test compares counts, never just that
// a log was read.
import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.HdrHistogram.HistogramLogReader;

public class HlogCheck {
    static final long HIGHEST_NS = 3_600_000_000_000L;
    static final int DIGITS = 3;

    static void print(StringBuilder out, long startMs, String tag, Histogram h) {
        out.append("hlog start_ms=").append(startMs).append(" tag=").append(tag)
           .append(" n=").append(h.getTotalCount()).append('\n');
        for (HistogramIterationValue v : h.recordedValues()) {
            out.append("hlog-count start_ms=").append(startMs).append(" tag=").append(tag)
               .append(" value_ns=").append(h.lowestEquivalentValue(v.getValueIteratedTo()))
               .append(" count=").append(v.getCountAtValueIteratedTo()).append('\n');
        }
    }

    static List<Histogram> read(String path) throws IOException {
        List<Histogram> all = new ArrayList<>();
        HistogramLogReader r = new HistogramLogReader(path);
        for (EncodableHistogram e; (e = r.nextIntervalHistogram()) != null; ) {
            all.add((Histogram) e);
        }
        r.close();
        return all;
    }

    static void log(String path) throws IOException {
        StringBuilder out = new StringBuilder();
        for (Histogram h : read(path)) {
            String tag = h.getTag() == null ? "" : h.getTag();
            print(out, h.getStartTimeStamp(), tag, h);
        }
        System.out.print(out);
    }

    static void bucket(String path, long intervalMs) throws IOException {
        String[] tags = { "closed", "open", "corrected" };
        Map<String, TreeMap<Long, Histogram>> by = new LinkedHashMap<>();
        long last = -1;
        for (String t : tags) {
            by.put(t, new TreeMap<>());
        }
        try (BufferedReader in = new BufferedReader(new FileReader(path))) {
            for (String line; (line = in.readLine()) != null; ) {
                String[] f = line.trim().split("\\s+");
                long k = Long.parseLong(f[1]);
                by.get(f[0]).computeIfAbsent(k, x -> new Histogram(1, HIGHEST_NS, DIGITS))
                    .recordValueWithCount(Long.parseLong(f[2]), Long.parseLong(f[3]));
                last = Math.max(last, k);
            }
        }
        StringBuilder out = new StringBuilder();
        for (long k = 0; k <= last; k++) {
            for (String t : tags) {
                Histogram h = by.get(t).getOrDefault(k, new Histogram(1, HIGHEST_NS, DIGITS));
                print(out, k * intervalMs, t, h);
            }
        }
        System.out.print(out);
    }

    static void sum(String path, String[] files) throws IOException {
        Map<String, Histogram> total = new LinkedHashMap<>();
        for (Histogram h : read(path)) {
            total.computeIfAbsent(h.getTag(), x -> new Histogram(1, HIGHEST_NS, DIGITS)).add(h);
        }
        for (String tf : files) {
            String tag = tf.substring(0, tf.indexOf('=')), file = tf.substring(tf.indexOf('=') + 1);
            Histogram want = new Histogram(1, HIGHEST_NS, DIGITS);
            try (BufferedReader in = new BufferedReader(new FileReader(file))) {
                for (String line; (line = in.readLine()) != null; ) {
                    String[] f = line.trim().split("\\s+");
                    want.recordValueWithCount(Long.parseLong(f[0]), Long.parseLong(f[1]));
                }
            }
            Histogram got = total.getOrDefault(tag, new Histogram(1, HIGHEST_NS, DIGITS));
            System.out.println("sum tag=" + tag + " n=" + got.getTotalCount()
                + " equal=" + (got.equals(want) ? 1 : 0));
        }
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 3 && args[0].equals("--bucket")) {
            bucket(args[1], Long.parseLong(args[2]));
        } else if (args.length >= 3 && args[0].equals("--sum")) {
            String[] files = new String[args.length - 2];
            System.arraycopy(args, 2, files, 0, files.length);
            sum(args[1], files);
        } else if (args.length == 1) {
            log(args[0]);
        } else {
            System.err.println("usage: HlogCheck LOG.hlog | --bucket EXACT INTERVAL_MS | --sum LOG TAG=FILE...");
            System.exit(2);
        }
    }
}
