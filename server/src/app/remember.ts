/** Sets a key in a bounded map, dropping the oldest entry when it is full (the memories of the bet path). */
export function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value as K);
  map.set(key, value);
}
