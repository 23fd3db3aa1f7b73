import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../src-main/engine/errors.js';
import { brandLists, numericId, objectBody, oneOf, pageNumber } from '../../src-main/engine/validation.js';

function refusal(fn: () => unknown): { code: number; message: string } {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ServiceError);
    return { code: (err as ServiceError).code, message: (err as ServiceError).message };
  }
  throw new Error('expected a refusal');
}

describe('shared validation helpers', () => {
  it('pageNumber: fallback, query-string digits, lower and upper bounds, the caller’s code', () => {
    expect([pageNumber(undefined, 'page', 1), pageNumber('', 'page', 3), pageNumber('7', 'page', 1), pageNumber(2, 'page', 1)]).toEqual([1, 3, 7, 2]);
    expect(refusal(() => pageNumber('0', 'page', 1))).toEqual({ code: 300001, message: '请求参数错误: page 必须是不小于 1 的整数' });
    expect(refusal(() => pageNumber(1.5, 'size', 1)).message).toBe('请求参数错误: size 必须是不小于 1 的整数');
    expect(refusal(() => pageNumber('101', 'size', 10, { max: 100 })).message).toBe('请求参数错误: size 最大为 100');
    const refuse = (what: string) => new ServiceError(400, `请求参数错误: ${what}`);
    expect(refusal(() => pageNumber(-1, 'pageNum', 1, { refuse }))).toEqual({ code: 400, message: '请求参数错误: pageNum 必须是不小于 1 的整数' });
  });

  it('numericId: digits only, bounded length', () => {
    expect([numericId('42'), numericId('abc'), numericId('1e3'), numericId('1'.repeat(16)), numericId('')]).toEqual([42, null, null, null, null]);
  });

  it('oneOf: absent is null, anything outside the list is refused with the list', () => {
    expect(oneOf(undefined, ['a', 'b'] as const, 'status')).toBeNull();
    expect(oneOf('b', ['a', 'b'] as const, 'status')).toBe('b');
    expect(refusal(() => oneOf('c', ['a', 'b'] as const, 'status')).message).toBe('请求参数错误: status 必须是 a, b 之一');
    expect(refusal(() => oneOf(3, ['a'] as const, 'mode')).message).toBe('请求参数错误: mode 必须是 a 之一');
  });

  it('objectBody refuses arrays and null', () => {
    expect(refusal(() => objectBody([1])).message).toBe('请求参数错误: 请求体必须是 JSON 对象');
    expect(refusal(() => objectBody(null)).message).toBe('请求参数错误: 请求体必须是 JSON 对象');
  });

  it('brandLists: trims, drops blanks and duplicates, and ties the lists to a keyword', () => {
    expect(brandLists({ monitorKeywords: ' 华为 ', monitorKeywordAliases: ['HUAWEI', ' HUAWEI ', ''], competitors: [{ name: '小米', aliases: ['Xiaomi'] }, { name: ' ' }] })).toEqual({
      monitorKeyword: '华为',
      monitorKeywordAliases: ['HUAWEI'],
      competitors: [{ name: '小米', aliases: ['Xiaomi'] }],
    });
    expect(brandLists({})).toEqual({ monitorKeyword: null, monitorKeywordAliases: [], competitors: [] });
    expect(refusal(() => brandLists({ competitors: [{ name: '小米' }] })).message).toBe('请求参数错误: competitors 有品牌名称时 monitorKeywords 必填');
    expect(refusal(() => brandLists({ monitorKeywordAliases: ['x'] })).message).toBe('请求参数错误: monitorKeywordAliases 需要同时提供 monitorKeywords');
    expect(refusal(() => brandLists({ monitorKeywords: ' ' }, { keywordRequired: true })).message).toBe('请求参数错误: monitorKeywords 不能为空');
  });
});
