// Wrapped to add the site's one Enterprise admonition (`:::enterprise`): features only QuestDB
// Enterprise has, styled as info, titled "QuestDB Enterprise" unless the page gives a title.
import React, {type ReactNode} from 'react';
import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
import AdmonitionTypeInfo from '@theme/Admonition/Type/Info';
import type {Props} from '@theme/Admonition/Type/Info';

function EnterpriseAdmonition(props: Props): ReactNode {
  return <AdmonitionTypeInfo {...props} title={props.title ?? 'QuestDB Enterprise'} className="admonition-enterprise" />;
}

const AdmonitionTypes = {...DefaultAdmonitionTypes, enterprise: EnterpriseAdmonition};

export default AdmonitionTypes;
