import {describe, expect, it} from 'vitest';
import {activeStrategies, type BrowserSignals, type Strategy} from '../activationStrategies';

const ALL: Strategy[] = ['always', 'mobile', 'saveData', 'appInstalled', 'standalone', 'queryString'];
const desktop: BrowserSignals = {
  innerWidth: 1280,
  saveData: false,
  appInstalledFlag: false,
  relatedAppInstalled: async () => false,
  standalone: false,
  search: '',
};

describe('activeStrategies', () => {
  it('a plain desktop visit turns on nothing but `always`', async () => {
    expect(await activeStrategies(ALL, desktop)).toEqual(['always']);
    expect(await activeStrategies(ALL.filter((s) => s !== 'always'), desktop)).toEqual([]);
  });

  it.each<[Strategy, Partial<BrowserSignals>]>([
    ['mobile', {innerWidth: 996}],
    ['mobile', {innerWidth: 390}],
    ['saveData', {saveData: true}],
    ['appInstalled', {appInstalledFlag: true}],
    ['appInstalled', {relatedAppInstalled: async () => true}],
    ['standalone', {standalone: true}],
    ['queryString', {search: '?offlineMode=true'}],
    ['queryString', {search: '?q=x&offlineMode=true'}],
  ])('%s holds for %o', async (strategy, signals) => {
    expect(await activeStrategies(ALL, {...desktop, ...signals})).toEqual(['always', strategy]);
  });

  it.each<Partial<BrowserSignals>>([{innerWidth: 997}, {search: '?offlineMode=false'}, {search: '?offlineMode=1'}, {search: '?offlinemode=true'}])(
    'nothing holds for %o',
    async (signals) => {
      expect(await activeStrategies(['mobile', 'queryString'], {...desktop, ...signals})).toEqual([]);
    },
  );

  it('only configured strategies count, in configuration order', async () => {
    const phoneApp = {...desktop, innerWidth: 390, standalone: true, saveData: true};
    expect(await activeStrategies(['standalone', 'mobile'], phoneApp)).toEqual(['standalone', 'mobile']);
    expect(await activeStrategies(['queryString'], phoneApp)).toEqual([]);
  });

  it('asks for installed related apps only when the stored flag is not set', async () => {
    let asked = 0;
    const relatedAppInstalled = async () => {
      asked += 1;
      return false;
    };
    await activeStrategies(['appInstalled'], {...desktop, appInstalledFlag: true, relatedAppInstalled});
    expect(asked).toBe(0);
    await activeStrategies(['appInstalled'], {...desktop, relatedAppInstalled});
    expect(asked).toBe(1);
  });
});
