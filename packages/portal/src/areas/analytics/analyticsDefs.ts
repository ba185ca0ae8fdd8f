/**
 * The analytics datasets of spec 7.5, each loaded by its typed accessor.
 *
 * @module
 */
import { reportDef as def, type ReportDef } from './reportTypes.js';

/** Spec 7.5 datasets. */
export const ANALYTICS_DEFS: readonly ReportDef[] = [
  def(
    'general',
    'organisation-stats',
    'Key organisation stats',
    'The headline figures of the organisation.',
    'analytics.organisationStats',
  ),
  def(
    'general',
    'upcoming-activities',
    'Upcoming activities',
    'Activities coming up in the period.',
    'analytics.activities.upcoming',
  ),
  def(
    'starters-leavers',
    'starters-leavers-overview',
    'Starters and leavers overview',
    'People who started and people who left in the period.',
    'analytics.startersLeavers.overview',
  ),
  def(
    'starters-leavers',
    'starters-leavers-chart',
    'Starters and leavers over time',
    'Starters and leavers month by month.',
    'analytics.startersLeavers.chart',
    { chart: 'line' },
  ),
  def(
    'starters-leavers',
    'starters',
    'Starters',
    'People who started in the period.',
    'analytics.startersLeavers.starters',
  ),
  def(
    'starters-leavers',
    'leavers',
    'Leavers',
    'People who left in the period.',
    'analytics.startersLeavers.leavers',
  ),
  def(
    'starters-leavers',
    'leaving-reasons',
    'Leaving reasons',
    'Why people left, by reason.',
    'analytics.startersLeavers.leavingReasons',
  ),
  def(
    'starters-leavers',
    'motivations',
    'Motivations',
    'What motivates the people who started, by motivation.',
    'analytics.startersLeavers.motivations',
  ),
  def(
    'training',
    'compulsory-training',
    'Compulsory training',
    'Completion of compulsory training.',
    'analytics.training.compulsoryTraining',
  ),
  def(
    'training',
    'training-adoption-by-module',
    'Adoption by module',
    'How many people took up each training module.',
    'analytics.training.adoptionByModule',
  ),
  def(
    'training',
    'training-by-user',
    'Training by person',
    'Training completed by each person.',
    'analytics.training.byUser',
  ),
  def(
    'training',
    'training-users-by-module',
    'People by module',
    'The people who completed each training module.',
    'analytics.training.usersByModule',
  ),
];
