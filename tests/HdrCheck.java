// tests/HdrCheck.java: feeds bench's data sets to HdrHistogram itself and
// prints what that library makes of them, for test.sh to compare with
// bench's own numbers under the ceiling rank rule.
//
//   java -cp HdrHistogram.jar:DIR HdrCheck CLOSED.values OPEN.values INTERVAL_US [OUTDIR]
//
// With OUTDIR it also writes what HdrHistogram's own
// outputPercentileDistribution prints for each set (5 ticks per half
// distance, values in microseconds), as OUTDIR/{closed,open,corrected}.hgrm,
// for test.sh to hold bench's .hgrm files against, row for row.
// Each .values line is "value_ns count". Values are recorded in
// microseconds with 5 significant digits, so every value below 262144 us
// is held exactly; a value that is not a whole number of microseconds, or
// above that, is refused rather than rounded.
import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

public class HdrCheck {
    static final long HIGHEST_US = 3_600_000_000L;
    static final int DIGITS = 5;
    static final long EXACT_BELOW_US = 262_144L;
    static final double[] PERCENTILES = { 50.0, 90.0, 99.0, 99.9, 99.99 };
    static final String[] NAMES = { "p50", "p90", "p99", "p999", "p9999" };

    /** The lines of a .values file as {value_us, count} pairs. */
    static List<long[]> read(String path) throws IOException {
        List<long[]> rows = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new FileReader(path))) {
            for (String line; (line = in.readLine()) != null; ) {
                String[] f = line.trim().split("\\s+");
                long ns = Long.parseLong(f[0]), count = Long.parseLong(f[1]);
                if (ns % 1000 != 0 || ns / 1000 >= EXACT_BELOW_US) {
                    throw new IllegalArgumentException(path + ": " + ns
                            + " ns is not a whole number of microseconds below " + EXACT_BELOW_US);
                }
                rows.add(new long[] { ns / 1000, count });
            }
        }
        return rows;
    }

    static Histogram record(List<long[]> rows) {
        Histogram h = new Histogram(DIGITS);   // auto-resizing, as bench sizes its footer
        for (long[] r : rows) {
            h.recordValueWithCount(r[0], r[1]);
        }
        return h;
    }

    /** One line in the shape of bench's RESULT lines, in nanoseconds. */
    static void print(String name, Histogram h) {
        StringBuilder s = new StringBuilder("HDR set=" + name + " n=" + h.getTotalCount());
        for (int k = 0; k < PERCENTILES.length; k++) {
            s.append(' ').append(NAMES[k]).append("_ns=").append(h.getValueAtPercentile(PERCENTILES[k]) * 1000);
        }
        s.append(" max_ns=").append(h.getMaxValue() * 1000);
        System.out.println(s);
    }

    public static void main(String[] args) throws IOException {
        List<long[]> closed = read(args[0]), open = read(args[1]);
        long interval = Long.parseLong(args[2]);
        Histogram c = record(closed);

        // the correction as a recorder applies it, sample by sample ...
        Histogram whileRecording = new Histogram(DIGITS);
        for (long[] r : closed) {
            for (long k = 0; k < r[1]; k++) {
                whileRecording.recordValueWithExpectedInterval(r[0], interval);
            }
        }
        Histogram o = record(open);
        print("closed", c);
        print("open", o);
        print("corrected-while-recording", whileRecording);
        // ... and as applied afterwards to a finished histogram
        print("corrected-after", c.copyCorrectedForCoordinatedOmission(interval));
        if (args.length > 3) {
            hgrm(args[3] + "/closed.hgrm", c);
            hgrm(args[3] + "/open.hgrm", o);
            hgrm(args[3] + "/corrected.hgrm", whileRecording);
        }
    }

    /** HdrHistogram's own percentile distribution: 5 ticks, values as recorded (us). */
    static void hgrm(String path, Histogram h) throws IOException {
        try (PrintStream out = new PrintStream(path, "UTF-8")) {
            h.outputPercentileDistribution(out, 5, 1.0);
        }
    }
}
