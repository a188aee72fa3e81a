// tests/HlogWrite.java: writes HdrHistogram interval logs with HdrHistogram's
// own HistogramLogWriter (its own compression: Deflater level 9 in 2.1.11),
// so that the lab's inflater is held to logs another program compressed.
// Level 9 never chooses a stored block for a histogram (a LEB128 count's
// continuation bits always compress), so stored.hlog's lines are Java's own
// encodeIntoCompressedByteBuffer at level 0, put in the writer's line
// format here.
//
//   java -Duser.timezone=UTC -cp hdrhistogram.jar:DIR HlogWrite OUTDIR
//
// writes OUTDIR/{small,seed,large,stored,layouts}.hlog, each from a seeded
// java.util.Random, so the same JDK writes the same files:
//   small    five untagged intervals of a few values: fixed Huffman blocks
//   seed     seed 000's model a second at a time, 20 intervals, as tag
//            "closed" and, recorded with an expected interval of 200 us,
//            as tag "co-fixed" (HdrHistogram#134's question: is it corrected?)
//   large    three intervals of 200000 values spread over nine decades:
//            dynamic Huffman blocks
//   stored   two intervals, random counts in 20000 spread buckets (more than one
//            stored block) and in 3, at level 0: stored blocks
//   layouts  tags of other shapes: 2 digits from 1000, 5 digits from 1
// tests/groups/hlog.sh reads each with Java (HlogCheck) and with the lab
// and compares every count; the committed copies live in tests/fixtures/hlog.
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import java.util.Locale;
import java.util.Random;
import java.util.zip.Deflater;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

public class HlogWrite {
    static final long HOUR_NS = 3_600_000_000_000L;

    static HistogramLogWriter open(File dir, String name) throws IOException {
        HistogramLogWriter w = new HistogramLogWriter(new File(dir, name));
        w.outputComment("[Written by tests/HlogWrite.java with HdrHistogram's HistogramLogWriter]");
        w.outputLogFormatVersion();
        w.outputStartTime(0);
        w.outputLegend();
        return w;
    }

    static void small(File dir) throws IOException {
        HistogramLogWriter w = open(dir, "small.hlog");
        Random r = new Random(1);
        for (int k = 0; k < 5; k++) {
            Histogram h = new Histogram(1, HOUR_NS, 3);
            for (int j = 0; j < 3 + k; j++) {
                h.recordValueWithCount(1000 + r.nextInt(1_000_000), 1 + r.nextInt(5));
            }
            w.outputIntervalHistogram(k, k + 1, h);
        }
        w.close();
    }

    static void seed(File dir) throws IOException {
        HistogramLogWriter w = open(dir, "seed.hlog");
        for (int k = 0; k < 20; k++) {
            Histogram closed = new Histogram(1, HOUR_NS, 3), fixed = new Histogram(1, HOUR_NS, 3);
            closed.setTag("closed");
            fixed.setTag("co-fixed");
            closed.recordValueWithCount(100_000, 4999);
            closed.recordValue(200_100_000);
            fixed.recordValueWithCount(100_000, 4999);
            fixed.recordValueWithExpectedInterval(200_100_000, 200_000);
            w.outputIntervalHistogram(k, k + 1, closed);
            w.outputIntervalHistogram(k, k + 1, fixed);
        }
        w.close();
    }

    static void large(File dir) throws IOException {
        HistogramLogWriter w = open(dir, "large.hlog");
        Random r = new Random(2);
        for (int k = 0; k < 3; k++) {
            Histogram h = new Histogram(1, HOUR_NS, 3);
            h.setTag("wide");
            for (int j = 0; j < 200_000; j++) {
                h.recordValue((long) Math.pow(10, 1 + 9 * r.nextDouble()));
            }
            w.outputIntervalHistogram(k, k + 1, h);
        }
        w.close();
    }

    static void stored(File dir) throws IOException {
        try (PrintStream out = new PrintStream(new File(dir, "stored.hlog"), "US-ASCII")) {
            out.print("#[Written by tests/HlogWrite.java: Java's encoder at Deflater level 0]\n"
                + "#[Histogram log format version 1.3]\n"
                + "#[StartTime: 0.000 (seconds since epoch), Thu Jan 01 00:00:00 UTC 1970]\n"
                + "\"StartTimestamp\",\"Interval_Length\",\"Interval_Max\",\"Interval_Compressed_Histogram\"\n");
            Random r = new Random(3);
            for (int k = 0; k < 2; k++) {
                Histogram h = new Histogram(1, HOUR_NS, 3);
                for (int j = 0; j < (k == 0 ? 20_000 : 3); j++) {
                    h.recordValueWithCount((long) (2048 * Math.pow(1.0009, j)), 1 + (r.nextLong() >>> 36));
                }
                ByteBuffer b = ByteBuffer.allocate(h.getNeededByteBufferCapacity() + 1024);
                int n = h.encodeIntoCompressedByteBuffer(b, Deflater.NO_COMPRESSION);
                out.printf(Locale.US, "Tag=noise,%.3f,%.3f,%.3f,%s%n", (double) k, 1.0,
                    h.getMaxValue() / 1e6, Base64.getEncoder().encodeToString(Arrays.copyOf(b.array(), n)));
            }
        }
    }

    static void layouts(File dir) throws IOException {
        HistogramLogWriter w = open(dir, "layouts.hlog");
        Random r = new Random(4);
        for (int k = 0; k < 4; k++) {
            Histogram two = new Histogram(1000, HOUR_NS, 2), five = new Histogram(1, 10_000_000_000L, 5);
            two.setTag("two-digits");
            five.setTag("five-digits");
            for (int j = 0; j < 5000; j++) {
                long v = 1000 + (long) (r.nextDouble() * r.nextDouble() * 5_000_000_000L);
                two.recordValue(v);
                five.recordValue(v);
            }
            w.outputIntervalHistogram(k, k + 1, two);
            w.outputIntervalHistogram(k, k + 1, five);
        }
        w.close();
    }

    public static void main(String[] args) throws IOException {
        File dir = new File(args[0]);
        small(dir);
        seed(dir);
        large(dir);
        stored(dir);
        layouts(dir);
    }
}
