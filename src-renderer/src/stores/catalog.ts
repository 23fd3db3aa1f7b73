// What every page needs about the service: platforms (the models endpoint decides which exist),
// their capabilities, regions, the price table and this account's balance.
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { Data, DomesticRegion, ModelRecord, OverseasRegion, PlatformInfo, SettingsData } from '../../../src-main/api/contract';

export type RegionEgress = Data<'GET /api/local/regions'>[number];
import { ApiError, call, errorText } from '../api/client';

/** the envelope code of a missing, invalid or revoked token */
const UNAUTHORIZED = 401;

export const useCatalog = defineStore('catalog', () => {
  const models = ref<ModelRecord[]>([]);
  const platformInfo = ref<PlatformInfo[]>([]);
  const domestic = ref<DomesticRegion[]>([]);
  const overseas = ref<OverseasRegion[]>([]);
  const settings = ref<SettingsData | null>(null);
  /** every region with the egress its sub-tasks would use (hasEgress false: accepted, but they fail) */
  const regions = ref<RegionEgress[]>([]);
  const balance = ref<string | null>(null);
  const error = ref<string | null>(null);
  const unauthorized = ref(false);
  const loaded = ref(false);
  let loading: Promise<void> | null = null;

  const infoByCode = computed(() => new Map(platformInfo.value.map((p) => [p.modelCode, p])));
  const modelName = (code: string) => models.value.find((m) => m.modelCode === code)?.modelName ?? code;

  const egressOf = computed(() => new Map(regions.value.map((r) => [r.regionCode, r])));

  async function refreshRegions(): Promise<void> {
    regions.value = await call('GET /api/local/regions');
  }

  async function refreshBalance(): Promise<void> {
    balance.value = (await call('GET /api/reconciliation/balance')).currentBalance;
  }

  function load(force = false): Promise<void> {
    if (loading && !force) return loading;
    error.value = null;
    loading = (async () => {
      try {
        const [m, p, d, o, r, st] = await Promise.all([
          call('GET /api/business/system/models'),
          call('GET /api/local/platforms'),
          call('GET /api/business/eip-edge/ports/city-info'),
          call('GET /api/business/eip-edge/regions/overseas'),
          call('GET /api/local/regions'),
          call('GET /api/local/settings'),
          refreshBalance(),
        ]);
        regions.value = r;
        models.value = m;
        platformInfo.value = p;
        domestic.value = d;
        overseas.value = o;
        settings.value = st;
        loaded.value = true;
      } catch (e) {
        error.value = errorText(e);
        // the service's own code, not its wording, says the token is not (or no longer) accepted
        unauthorized.value = e instanceof ApiError && e.code === UNAUTHORIZED;
        loading = null;
      }
    })();
    return loading;
  }

  return { models, platformInfo, infoByCode, domestic, overseas, settings, regions, egressOf, balance, error, unauthorized, loaded, load, refreshBalance, refreshRegions, modelName };
});
