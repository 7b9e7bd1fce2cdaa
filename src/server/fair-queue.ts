/**
 * A queue shared by several callers that serves them fairly. Each caller's items come out in their own
 * order; the next item goes to the waiting caller with the fewest calls running, and among those to the
 * one served least recently. So a caller with many queued calls cannot make another wait behind them:
 * a newcomer is served by the next free worker.
 */
export class FairQueue<T> {
  /** Callers with something queued, and their items. */
  private readonly byCaller = new Map<string, T[]>();
  /** When each caller was last served (a counter), oldest first; bounded, see `served`. */
  private readonly lastServed = new Map<string, number>();
  private servings = 0;
  private count = 0;

  /** Callers remembered for turns; beyond this the longest-unserved are forgotten (they rank as new). */
  static readonly REMEMBERED_CALLERS = 1024;

  get size(): number {
    return this.count;
  }

  push(caller: string, item: T): void {
    const items = this.byCaller.get(caller);
    if (items) items.push(item);
    else this.byCaller.set(caller, [item]);
    this.count++;
  }

  /** Records that `caller` got a worker now (from this queue, or at once because one was idle). */
  served(caller: string): void {
    this.lastServed.delete(caller);
    this.lastServed.set(caller, ++this.servings);
    if (this.lastServed.size > FairQueue.REMEMBERED_CALLERS) {
      const oldest = this.lastServed.keys().next().value as string;
      this.lastServed.delete(oldest);
    }
  }

  /**
   * The next item: of the waiting caller with the fewest calls running (`running(caller)`, default none),
   * ties to the caller served least recently. That caller is recorded as served.
   */
  shift(running: (caller: string) => number = () => 0): T | undefined {
    let chosen: string | undefined;
    let best: [number, number] = [Infinity, Infinity];
    for (const caller of this.byCaller.keys()) {
      const rank: [number, number] = [running(caller), this.lastServed.get(caller) ?? 0];
      if (rank[0] < best[0] || (rank[0] === best[0] && rank[1] < best[1])) {
        best = rank;
        chosen = caller;
      }
    }
    if (chosen === undefined) return undefined;
    const items = this.byCaller.get(chosen) as T[];
    const item = items.shift() as T;
    if (items.length === 0) this.byCaller.delete(chosen);
    this.count--;
    this.served(chosen);
    return item;
  }

  /** Takes an item out before its turn (its call was cancelled while it waited); false if it was not queued. */
  remove(caller: string, item: T): boolean {
    const items = this.byCaller.get(caller);
    const index = items?.indexOf(item) ?? -1;
    if (!items || index === -1) return false;
    items.splice(index, 1);
    if (items.length === 0) this.byCaller.delete(caller);
    this.count--;
    return true;
  }

  /** Empties the queue, returning every item. */
  drain(): T[] {
    const all = [...this.byCaller.values()].flat();
    this.byCaller.clear();
    this.count = 0;
    return all;
  }
}
